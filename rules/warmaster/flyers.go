package warmaster

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/warmaster/charge"
)

// Flyers (wme.md §11.2; [L2087-2181]). A unit or a commander flies when
// its profile has the flag "fly" (keyFly): a special rule of the army
// lists, like "slow" or "fanatic", not a troop type, so that flying
// cavalry, monsters and infantry keep their own type for everything the
// flag does not change (their vision, [L2141]; their terrain and combat
// when grounded, [L2161]).

const (
	// FlyerPace is a flying unit's full pace, which is its half pace too
	// ([L2145]).
	FlyerPace = 60.0
	// FlyerCommandRange is how near a commander must be to order a flyer
	// ([L2125]), and how far a flyer must be from every commander to
	// Return ([L2095], [L2129]).
	FlyerCommandRange = 20.0
	// ReturnPerPip is the Return's length per pip of its D6: 10×D6 cm
	// ([L2129]).
	ReturnPerPip = 10
)

// KindReturn is a flyer's Return (wme.md §11.2; [L2127-2137]): Args["unit"]
// rolls its D6 to move up to 10×D6 cm straight toward Target, a commander
// of its side. The roll opens the move, made by "move" actions (the
// offers propose the straight one); the player may still decline it
// ([L2129]: the distance is known before deciding).
const KindReturn = "return"

// Per-unit status keys of flyers (status.go).
const (
	stReturnRolled = "return-rolled" // it has rolled for its Return this turn ([L2129])
	stReturnTo     = "return-to"     // its open move is a Return: 1 + index of the commander it flies toward ([L2131])
	stReturnLead   = "return-lead"   // 1 + index in its bases of the one that keeps to the Return's line
)

// flightPrefix + BASE + ":x", ":y" or ":f" is where a flyer's base stood
// when its move began, in flightScale units of cm and radians: its field
// of view then ([L2147]) and the line of its Return ([L2131]).
const flightPrefix = "flight:"

// flightScale keeps a start pose in whole numbers (Unit.Status) far finer
// than geom.Eps, so the Return's line is found again exactly.
const flightScale = 1e9

// fliesNow reports whether u moves as a flyer now: in the Command phase
// ([L2151]); in the Shooting and Combat phases flyers are grounded
// ([L2161]), advances and fall backs flying on their own ([L2165]).
func fliesNow(s *rules.State, u *rules.Unit) bool {
	return flag(u, keyFly) && (s.Phase == PhaseInitiative || s.Phase == PhaseOrders)
}

// landingBlocks reports terrain a flyer may not end on: what cavalry may
// not enter ([L2104], [L2153]).
//
// Hard going is allowed to cavalry (its bar is on where a move starts,
// [L964], and flyers ignore terrain as they move, [L2151]): a flyer may
// land on it.
func landingBlocks(s *rules.State, f *table.Feature) bool {
	return standBlocks(Cavalry, category(s, f))
}

// landingIn is landingBlocks as a table filter's test for state s.
func landingIn(s *rules.State) func(*table.Feature) bool {
	return func(f *table.Feature) bool { return landingBlocks(s, f) }
}

// irregularHalves reports whether u's irregular formation halves its pace
// ([L678]); a flyer's half pace is its full pace ([L2145]).
func irregularHalves(s *rules.State, u *rules.Unit) bool {
	return !flag(u, keyFly) && FormationOf(rects(s, u)) <= Irregular
}

// flyCharge makes a flyer's charge or advance fly over everything to a
// landing open to cavalry ([L2151-2153], [L2165]).
func flyCharge(s *rules.State, in *charge.Input, u *rules.Unit) {
	if flag(u, keyFly) {
		in.Fly, in.Blocks = true, landingIn(s)
	}
}

// groundCharge undoes flyCharge for a move made on the ground: a pursuit
// ([L2161]: only advances and fall backs fly in the Combat phase).
func groundCharge(s *rules.State, in *charge.Input, u *rules.Unit) {
	in.Fly = false
	in.Blocks = func(f *table.Feature) bool { return blocks(u.Type, category(s, f)) }
}

// landingProblem is why base b of u may not end at end as a flyer: on a
// base ([L2145]: flyers pass over units, they do not stop on them) or on
// terrain closed to cavalry ([L2153]).
func landingProblem(s *rules.State, b *table.Base, end geom.Rect, hit table.Obstacle) *rules.Violation {
	if hit.Feature != "" {
		return &rules.Violation{Code: "landing", Rule: "WME §11.2 [L2145], [L2153]", Bases: []string{b.ID}, Areas: []geom.Polygon{end.Polygon()},
			Msg: fmt.Sprintf("%s would end on %s: flyers pass over any terrain but end only on ground open to cavalry", s.Called(b.ID), s.Describe(hit))}
	}
	return &rules.Violation{Code: "overlap", Rule: "WME §11.2 [L2145]", Bases: rules.Involved(b.ID, hit), Areas: []geom.Polygon{end.Polygon()},
		Msg: fmt.Sprintf("%s would end on top of %s: flyers pass over units but may not end on them", s.Called(b.ID), s.Describe(hit))}
}

// commanderLanding is why commander c may not end at end: a flying
// commander ends only on ground open to cavalry ([L2108], [L2177]); he
// need not see where he goes ([L2177]), and other commanders go anywhere.
func commanderLanding(s *rules.State, c *rules.Unit, b *table.Base, end geom.Rect) *rules.Violation {
	if !flag(c, keyFly) {
		return nil
	}
	if hits := s.Table.Overlaps(end, table.Filter{Blocks: landingIn(s), NoBases: true}); len(hits) > 0 {
		return &rules.Violation{Code: "landing", Rule: "WME §11.2 [L2108], [L2177]", Bases: []string{b.ID}, Areas: []geom.Polygon{end.Polygon()},
			Msg: fmt.Sprintf("%s would end on %s: a flying commander ends only on ground open to cavalry", c.Title(), s.Describe(hits[0]))}
	}
	return nil
}

// flyerOrderProblem refuses an order to a flyer from a commander more
// than 20 cm away ([L2125]).
func flyerOrderProblem(s *rules.State, c *rules.Unit, units []*rules.Unit) *rules.Violation {
	for _, u := range units {
		if d := unitDistance(s, c, u); flag(u, keyFly) && d > FlyerCommandRange+geom.Eps {
			return &rules.Violation{Code: "flyer-range", Rule: "WME §11.2 [L2125]", Bases: u.Bases,
				Msg: fmt.Sprintf("%s fly: only a commander within %.0f cm may order them, and %s is %.1f cm away", u.Title(), FlyerCommandRange, c.Title(), d)}
		}
	}
	return nil
}

// markFlightStart remembers where u's bases stand as its move begins.
func markFlightStart(s *rules.State, u *rules.Unit) {
	clearFlightStart(u)
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		u.SetStatus(flightPrefix+id+":x", int(math.Round(b.Shape.Center.X*flightScale)))
		u.SetStatus(flightPrefix+id+":y", int(math.Round(b.Shape.Center.Y*flightScale)))
		u.SetStatus(flightPrefix+id+":f", int(math.Round(b.Shape.Facing*flightScale)))
	}
}

// clearFlightStart forgets it, and the Return, when the move closes.
func clearFlightStart(u *rules.Unit) {
	for k := range u.Status {
		if strings.HasPrefix(k, flightPrefix) {
			delete(u.Status, k)
		}
	}
	u.SetStatus(stReturnTo, 0)
	u.SetStatus(stReturnLead, 0)
}

// flightStart is where base id of u stood as its move began (where it
// stands if that was not recorded).
func flightStart(s *rules.State, u *rules.Unit, id string) geom.Rect {
	b, _ := s.Base(id)
	r := b.Shape
	if _, ok := u.Status[flightPrefix+id+":x"]; ok {
		r.Center = geom.V(float64(status(u, flightPrefix+id+":x"))/flightScale, float64(status(u, flightPrefix+id+":y"))/flightScale)
		r.Facing = float64(status(u, flightPrefix+id+":f")) / flightScale
	}
	return r
}

// flightProblem checks what flying adds to a move of u by action a: the
// line of a Return, or on an order the field of view ([L2147]).
func flightProblem(s *rules.State, u *rules.Unit, a rules.Action) *rules.Violation {
	switch {
	case !fliesNow(s, u) || IsCommander(u.Type) || status(u, stMoving) == 0:
		return nil
	case status(u, stReturnTo) > 0:
		return returnMoveProblem(s, u, a)
	}
	return orderSightProblem(s, u, a)
}

// orderSightProblem refuses a flyer's move by order that would leave it
// where it could not see when its move began (A15: some base after the
// move in sight, G4, of some base before it, its own bases not blocking;
// [L2147]). A base that has not moved keeps the unit in its own view, so
// the test waits for the last base to move.
func orderSightProblem(s *rules.State, u *rules.Unit, a rules.Action) *rules.Violation {
	ends := map[string]geom.Rect{}
	for _, m := range a.Moves {
		b, _ := s.Base(m.Base)
		ends[m.Base] = b.Shape.At(m.Path.End())
	}
	for _, id := range u.Bases {
		if _, ok := ends[id]; ok {
			continue
		}
		if s.Used[id] <= 0 {
			return nil
		}
		b, _ := s.Base(id)
		ends[id] = b.Shape
	}
	v := groundVision(s)
	v.sight.SkipBase = func(b *table.Base) bool { return b.Round || b.Unit == u.ID }
	for _, id := range u.Bases {
		from := flightStart(s, u, id)
		for _, to := range ends {
			if _, _, d := table.Closest(from, to); d <= MaxVisibility+geom.Eps && v.unitLineOfSight(&s.Table, u, from, to) { // any edge with 360° vision (A15)
				return nil
			}
		}
	}
	return &rules.Violation{Code: "flyer-sight", Rule: "WME §11.2 [L2147], A15", Bases: u.Bases,
		Msg: fmt.Sprintf("%s fly on an order only to a place in their field of view when the move began: none of its bases would end in sight of where they stood", u.Title())}
}

// returnFrom is the flyer's Return as it stands: the commander, the base
// that was nearest him (the lead, whose centre keeps to the line), where
// it stood, the direction to him (G2: from its closest point toward his
// centre) and how far the lead may go: the roll, no farther than his base
// ([L2131]).
type returnFrom struct {
	c     *rules.Unit
	lead  string
	start geom.Rect
	dir   geom.Vec
	reach float64
}

func returnOf(s *rules.State, u *rules.Unit) (returnFrom, bool) {
	ci, li := status(u, stReturnTo)-1, status(u, stReturnLead)-1
	if ci < 0 || ci >= len(s.Units) || li < 0 || li >= len(u.Bases) || len(s.Units[ci].Bases) == 0 {
		return returnFrom{}, false
	}
	c := &s.Units[ci]
	cb, _ := s.Base(c.Bases[0])
	r := returnFrom{c: c, lead: u.Bases[li], start: flightStart(s, u, u.Bases[li])}
	l := r.start.Local(cb.Shape.Center)
	near := r.start.World(geom.V(math.Max(-r.start.Width/2, math.Min(r.start.Width/2, l.X)), math.Max(-r.start.Depth/2, math.Min(r.start.Depth/2, l.Y))))
	r.dir = cb.Shape.Center.Sub(near).Unit()
	r.reach = math.Min(allowance(s, u), math.Max(0, cb.Shape.Center.Dist(near)-cb.Shape.Width/2))
	return r, true
}

// returnMoveProblem refuses a Return move that leaves the straight line
// toward the commander or goes past him ([L2131]): the lead's centre
// keeps to the line from where it stood, at most the roll and no farther
// than his base; no base ends beyond his position. Facing and formation
// are free ([L2131]); the paths are a flyer's ([L2151]).
func returnMoveProblem(s *rules.State, u *rules.Unit, a rules.Action) *rules.Violation {
	r, ok := returnOf(s, u)
	if !ok {
		return nil
	}
	cb, _ := s.Base(r.c.Bases[0])
	for _, m := range a.Moves {
		end := m.Path.End().Pos
		if m.Base == r.lead {
			off := end.Sub(r.start.Center)
			along, aside := off.Dot(r.dir), math.Abs(off.Cross(r.dir))
			if aside > evadeLineTolerance || along < -evadeLineTolerance {
				return &rules.Violation{Code: "return-line", Rule: "WME §11.2 [L2131]", Bases: []string{m.Base},
					Msg: fmt.Sprintf("%s Return straight toward %s: %s, its base nearest him, keeps to the line from where it stood", u.Title(), r.c.Title(), s.Called(m.Base))}
			}
			if along > r.reach+geom.Eps {
				return &rules.Violation{Code: "return-far", Rule: "WME §11.2 [L2129-2131]", Bases: []string{m.Base},
					Msg: fmt.Sprintf("%s may Return %.1f cm toward %s (the roll, no farther than his base), not %.1f", u.Title(), r.reach, r.c.Title(), along)}
			}
		}
		if end.Sub(cb.Shape.Center).Dot(r.dir) > geom.Eps {
			return &rules.Violation{Code: "return-far", Rule: "WME §11.2 [L2131]", Bases: []string{m.Base},
				Msg: fmt.Sprintf("%s would end beyond %s: a Return does not pass the commander's position", s.Called(m.Base), r.c.Title())}
		}
	}
	return nil
}

// nearestCommander is u's nearest friendly commander on the table and
// its distance (A5).
func nearestCommander(s *rules.State, u *rules.Unit) (*rules.Unit, float64) {
	var best *rules.Unit
	d := math.Inf(1)
	for i := range s.Units {
		c := &s.Units[i]
		if c.Side == u.Side && IsCommander(c.Type) && len(c.Bases) > 0 {
			if x := unitDistance(s, c, u); x < d {
				best, d = c, x
			}
		}
	}
	return best, d
}

// withReturn adds the Return to the kinds, before the end of the phase,
// when the side has a flying unit ([L2129]).
func withReturn(s *rules.State, side int, kinds []string) []string {
	if units, _ := flyersOf(s, side, nil); len(units) == 0 {
		return kinds
	}
	n := len(kinds) - 1
	return append(append(kinds[:n:n], KindReturn), kinds[n])
}

// checkReturn is Check for a Return: the open moves must be able to
// close, and in the Initiative sub-phase no fanatic may still have to
// charge, since the Return ends it as an order does.
func checkReturn(s *rules.State, a rules.Action) error {
	if v := closeProblem(s); v != nil {
		return v
	}
	if s.Phase == PhaseInitiative {
		if v := fanaticPending(s); v != nil {
			return v
		}
	}
	_, _, err := prepareReturn(s, a)
	return err
}

// prepareReturn checks that u may Return toward commander c now (wme.md
// §11.2; [L2127-2137]).
func prepareReturn(s *rules.State, a rules.Action) (u, c *rules.Unit, err error) {
	no := func(code, rule, format string, args ...any) (*rules.Unit, *rules.Unit, error) {
		return nil, nil, &rules.Violation{Code: code, Rule: rule, Msg: fmt.Sprintf(format, args...)}
	}
	u, ok := s.Unit(a.Args["unit"])
	if !ok {
		return nil, nil, fmt.Errorf("warmaster: no unit %q to Return", a.Args["unit"])
	}
	c, ok = s.Unit(a.Target)
	if !ok || !IsCommander(c.Type) {
		return nil, nil, fmt.Errorf("warmaster: a Return goes toward a commander, not %q", a.Target)
	}
	switch {
	case u.Side != a.Side || c.Side != a.Side:
		return no("not-yours", "sequence of play", "%s Return toward a commander of their own side", u.Title())
	case s.Phase != PhaseInitiative && s.Phase != PhaseOrders:
		return no("phase", "WME §11.2 [L2129]", "flyers Return at the start of the Orders sub-phase")
	case s.Counters[ctCommander] != 0 || s.Counters[ctOrdersOver] > 0:
		return no("return-late", "WME §11.2 [L2129]", "orders have begun: flyers Return at the start of the Orders sub-phase, before the first order")
	case IsCommander(u.Type) || !flag(u, keyFly):
		return no("not-flyer", "WME §11.2 [L2127-2129]", "only flying units Return; %s do not fly", u.Title())
	case len(u.Bases) == 0 || len(c.Bases) == 0:
		return no("destroyed", "WME §8.5", "%s or %s has been destroyed", u.Title(), c.Title())
	case status(u, stReturnRolled) > 0:
		return no("return-done", "WME §11.2 [L2129]", "%s have already rolled for their Return this turn", u.Title())
	case status(u, stInitiative) > 0:
		return no("initiative-used", "WME §11.2 [L2965]", "%s used initiative this turn: a flyer that Returns uses none", u.Title())
	case status(u, stOffTable) > 0 || returnedProblem(u, true) != "":
		return no("returned", "WME §7.6 [L920-921]", "%s may not move in this Command phase", u.Title())
	case engaged(s, u):
		return no("engaged", "WME §6.1 [L439]", "%s is engaged in combat and cannot move", u.Title())
	}
	if n, d := nearestCommander(s, u); d <= FlyerCommandRange+geom.Eps {
		return no("return-near", "WME §11.2 [L2129]", "%s is %.1f cm from %s: only a flyer more than %.0f cm from every commander Returns (it may be ordered)", u.Title(), d, n.Title(), FlyerCommandRange)
	}
	return u, c, nil
}

// applyReturn rolls the Return's D6 and opens the move: up to 10×D6 cm
// straight toward the commander ([L2129-2131]). The unit may then take
// orders if within 20 cm of a commander ([L2133]); a confused one may not
// ([L2135]: the order refuses it).
func applyReturn(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	u, c, err := prepareReturn(s, a)
	if err != nil {
		return nil, err
	}
	if v := closeMoves(s); v != nil {
		return nil, v
	}
	v, err := d.Roll(6)
	if err != nil {
		return nil, err
	}
	openMove(s, u, 1)
	u.SetStatus(stAllowance, mm(float64(v*ReturnPerPip)))
	cb, _ := s.Base(c.Bases[0])
	lead, best := 0, math.Inf(1)
	for i, id := range u.Bases {
		b, _ := s.Base(id)
		if x := shapeDistance(b.Shape, false, cb.Shape, true); x < best-geom.Eps {
			lead, best = i, x
		}
	}
	u.SetStatus(stReturnRolled, 1)
	u.SetStatus(stReturnTo, unitIndex(s, c.ID)+1)
	u.SetStatus(stReturnLead, lead+1)
	r, _ := returnOf(s, u)
	return []rules.Event{{Kind: "return", Side: a.Side, Unit: u.ID, Rolls: []dice.Roll{{Sides: 6, Value: v}},
		Text: fmt.Sprintf("%s roll %d to Return: up to %d cm straight toward %s, %.1f cm away — at most %.1f cm (WME §11.2 [L2129-2131])",
			u.Title(), v, v*ReturnPerPip, c.Title(), best, r.reach)}}, nil
}

// returnOffers propose, at the start of the Orders sub-phase, the Return
// of each flyer of the side (the selected ones, else all that may) toward
// each of its commanders, nearest first: the roll, then the straight move
// as far as the roll and the landing allow (wme.md §11.2).
func returnOffers(s *rules.State, side int, selected []string) []rules.Offer {
	units, explicit := flyersOf(s, side, selected)
	var offers []rules.Offer
	for _, u := range units {
		if status(u, stReturnTo) > 0 {
			if o, ok := returnMoveOffer(s, u); ok {
				offers = append(offers, o)
			}
			continue
		}
		for _, c := range commandersByDistance(s, u) {
			a := rules.Action{Kind: KindReturn, Side: side, Target: c.ID, Args: map[string]string{"unit": u.ID}}
			o := rules.Offer{Action: a, Label: fmt.Sprintf("Return %s toward %s (roll 10×D6 cm)", u.Title(), c.Title()),
				Detail: []string{fmt.Sprintf("straight toward him, %.1f cm away, never past him; the roll comes first, the move is yours to make (WME §11.2 [L2129-2131])", unitDistance(s, c, u)),
					"then orders as usual from a commander within 20 cm (WME §11.2 [L2133])"}}
			if _, _, err := prepareReturn(s, a); err != nil {
				if !explicit {
					break
				}
				o.Disabled = err.Error()
			}
			offers = append(offers, o)
			if o.Disabled != "" {
				break // one refusal says it for every commander
			}
		}
	}
	return offers
}

// flyersOf are the flying units of the side among the selected (every
// one when none is), and whether they were selected.
func flyersOf(s *rules.State, side int, selected []string) ([]*rules.Unit, bool) {
	var out []*rules.Unit
	seen := map[string]bool{}
	for _, id := range selected {
		if u, ok := s.UnitOf(id); ok && !seen[u.ID] && u.Side == side && !IsCommander(u.Type) && flag(u, keyFly) {
			seen[u.ID] = true
			out = append(out, u)
		}
	}
	if len(selected) > 0 {
		return out, true
	}
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && !IsCommander(u.Type) && flag(u, keyFly) && len(u.Bases) > 0 {
			out = append(out, u)
		}
	}
	return out, false
}

// commandersByDistance are u's friendly commanders on the table, nearest
// first.
func commandersByDistance(s *rules.State, u *rules.Unit) []*rules.Unit {
	var cs []*rules.Unit
	for i := range s.Units {
		if c := &s.Units[i]; c.Side == u.Side && IsCommander(c.Type) && len(c.Bases) > 0 {
			cs = append(cs, c)
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return unitDistance(s, cs[i], u) < unitDistance(s, cs[j], u) })
	return cs
}

// returnMoveOffer is the rolled Return made whole: every base straight
// along the line, as far as the roll, the commander and the landing
// allow, while no base has moved yet.
func returnMoveOffer(s *rules.State, u *rules.Unit) (rules.Offer, bool) {
	r, ok := returnOf(s, u)
	if !ok || usedBy(s, u) > 0 {
		return rules.Offer{}, false
	}
	d := longestStraight(s, u, r.dir, r.reach)
	a := straightMove(s, u, r.dir, d)
	o := rules.Offer{Action: a, Label: fmt.Sprintf("Return %s toward %s", u.Title(), r.c.Title())}
	switch err := checkMove(s, a); {
	case d <= geom.Eps:
		o.Disabled = fmt.Sprintf("%s can land nowhere on the line toward %s (WME §11.2 [L2131], [L2153])", u.Title(), r.c.Title())
	case err != nil:
		o.Disabled = err.Error()
	default:
		o.Label += fmt.Sprintf(" — %.1f cm straight", d)
		o.Detail = []string{fmt.Sprintf("of %.1f cm allowed (the roll, no farther than his base); over units and terrain, landing on ground open to cavalry (WME §11.2 [L2131], [L2151-2153])", r.reach)}
		o.Preview = a.Moves
	}
	return o, true
}

// flyingFallBack is how far flyer u falls back along dir, up to roll cm
// ([L2165]: it flies): the longest move whose end is on the table, on no
// base and on ground open to cavalry ([L2153]), at least 1 cm from every
// enemy and engaged unit if some such end exists ([L1787]), else the
// longest landing (the unit is then confused, as fallBack says).
func flyingFallBack(s *rules.State, u *rules.Unit, dir geom.Vec, roll float64) (float64, string) {
	own := func(o *table.Base) bool { return o.Unit == u.ID }
	// check is whether u may land d along dir (why not, if not) and
	// whether it then stands 1 cm clear.
	check := func(d float64) (land, clear bool, why string) {
		poses := map[string]geom.Pose{}
		for _, id := range u.Bases {
			b, _ := s.Base(id)
			p := geom.Pose{Pos: b.Shape.Center.Add(dir.Scale(d)), Facing: b.Shape.Facing}
			poses[id] = p
			end := b.Shape.At(p)
			if !s.Table.OnTable(end) {
				return false, false, "the table edge"
			}
			if hits := s.Table.Overlaps(end, table.Filter{Blocks: landingIn(s), SkipBase: own}); len(hits) > 0 {
				return false, false, s.Describe(hits[0]) + " (no landing there, WME §11.2 [L2153])"
			}
		}
		return true, tooNear(withPoses(s, poses), u) == "", ""
	}
	// The longest, not the grid's: from the first place found going down
	// evadeResolution at a time, bisected back up towards the one above
	// it, which failed, to within flyTolerance.
	refine := func(ok, bad float64, good func(float64) bool) float64 {
		for bad-ok > flyTolerance {
			if m := (ok + bad) / 2; good(m) {
				ok = m
			} else {
				bad = m
			}
		}
		return ok
	}
	landing, stop := -1.0, ""
	for d := roll; d >= 0; d -= evadeResolution {
		land, clear, why := check(d)
		if !land {
			stop = why
			continue
		}
		if landing < 0 {
			landing = d
			if d < roll {
				landing = refine(d, math.Min(roll, d+evadeResolution), func(x float64) bool { l, _, _ := check(x); return l })
			}
		}
		if clear {
			if d < roll {
				d = refine(d, math.Min(roll, d+evadeResolution), func(x float64) bool { _, c, _ := check(x); return c })
			}
			return d, stopIf(d < roll, stop)
		}
	}
	return math.Max(0, landing), stopIf(landing < roll, stop)
}

// flyTolerance is how near (cm) a flyer's fall back comes to the longest
// it may make ([L2165]).
const flyTolerance = 0.005

func stopIf(short bool, why string) string {
	if !short {
		return ""
	}
	return why
}
