package warmaster

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Evades (wme.md §7.4; [L718-736]): on initiative a unit moves straight
// away from its nearest visible enemy, either rigidly (a distance) or
// element by element into a new formation (the bases' paths), and may
// pass through the ranks of a friend not engaged in combat ([L736]).

// KindEvade is a unit's evade on initiative (wme.md §7.4): Args["unit"]
// moves straight away from Target, its nearest visible enemy (the first
// of the equally near ones when Target is empty), in the direction
// Args[ArgDirection] names when several equally close pairs of points
// give several (else the rules' pick, the first). With Args["distance"]
// (or nothing: the longest legal distance up to its full pace) the unit
// moves as one body and keeps its formation; with Moves, one path per
// base, the first the element nearest to Target, it re-forms element by
// element ([L730-734]).
const KindEvade = "evade"

// ArgDirection names an evade's direction among those of equally close
// pairs of points ([L728]: "On choisit en cas d'égalité"): the compass
// bearing of the move, in degrees (180: toward the bottom edge).
const ArgDirection = "direction"

// Equally close pairs of points ([L728]): a pair is as close as the
// closest when it is at most evadeTieSlack (cm) farther, the half
// millimetre a hand leaves; two directions are one when their bearings
// are within evadeBearingSlack degrees, the tenth of a degree the offers
// name them by, and an action's bearing names the tied direction within
// that of it.
const (
	evadeTieSlack     = table.ContactTolerance
	evadeBearingSlack = 0.1
)

// evadeStep is the step (cm) of the search for the longest legal evade,
// before a bisection refines it to evadeResolution.
const (
	evadeStep       = 0.5
	evadeResolution = 0.1 // a millimetre: finer than any hand on the table
)

// EvadeConfusion is the D6 score on which an evader passing through a
// friend's ranks, and the friend passed through, are confused ([L736];
// wme.md §10.1).
const EvadeConfusion = 6

// evadeLineTolerance is how far (cm) the centre of a re-formed evade's
// first element may stray from the straight line away from the evaded
// unit: the half millimetre a hand leaves (table.ContactTolerance).
const evadeLineTolerance = table.ContactTolerance

// evadePlan is a checked evade.
type evadePlan struct {
	u, t   *rules.Unit
	dir    geom.Vec // unit vector, straight away from t (G2)
	dist   float64  // how far the first element moves straight away
	full   float64
	reform bool     // placed element by element (Moves), not rigidly
	order  []string // the bases in the order they move, the nearest to t first
	paths  map[string]geom.Path
	// through are the friends whose ranks it passes (L736), in the order
	// met; noPass makes friends block instead (an evade stopping short).
	through []*rules.Unit
	noPass  bool
	// eng is engagedSet of the state the evade is planned on, once asked
	// (engagedIn): the searches for the longest evade ask at every step,
	// and that state does not change while it is planned.
	eng map[string]bool
}

// engagedIn is engagedSet(s), s the state p is planned on, worked out
// once for p and the plans started from it (rigidBase).
func (p *evadePlan) engagedIn(s *rules.State) map[string]bool {
	if p.eng == nil {
		p.eng = engagedSet(s)
	}
	return p.eng
}

// planEvade checks an evade (wme.md §7.4; L718-736).
func planEvade(s *rules.State, a rules.Action) (evadePlan, error) {
	return planEvadeIn(s, a, nil, nil)
}

// planEvadeIn is planEvade with eng, engagedSet(s) when the caller has it
// (nil: asked when needed), and im, the initiative targets it keeps for s
// (nil: none): the offers plan many evades on one state.
func planEvadeIn(s *rules.State, a rules.Action, eng map[string]bool, im initiativeMemo) (evadePlan, error) {
	u, t, err := evadeParties(s, a, im)
	if err != nil {
		return evadePlan{}, err
	}
	dir, err := evadeDirection(s, u, t, a.Args[ArgDirection])
	if err != nil {
		return evadePlan{}, err
	}
	p := evadePlan{u: u, t: t, dir: dir, full: enchantedPace(u, pace(u)), order: nearestFirst(s, u, t), eng: eng}
	d := a.Args["distance"]
	switch {
	case len(a.Moves) > 0 && d != "":
		return p, fmt.Errorf("warmaster: an evade gives a distance or its bases' paths, not both")
	case len(a.Moves) > 0:
		return p, planReform(s, &p, a.Moves)
	case d == "":
		return p, longestEvade(s, &p)
	}
	dist, err := strconv.ParseFloat(strings.TrimSpace(d), 64)
	if err != nil || math.IsNaN(dist) || dist <= 0 {
		return p, fmt.Errorf("warmaster: evade distance %q: want a positive number of cm", d)
	}
	if dist > p.full+geom.Eps {
		return p, &rules.Violation{Code: "allowance", Rule: "WME §7.4 [L722]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s evades at most its full pace, %.0f cm, not %.1f", u.Title(), p.full, dist)}
	}
	p.dist = dist
	if v := tryEvade(s, &p); v != nil {
		return p, v
	}
	return p, nil
}

// evadeParties are the evading unit and the unit it evades: only on
// initiative (L720), never flyers (L2121), only from the nearest visible
// enemy (L726, L445), and not by a fanatic that can charge (L451).
func evadeParties(s *rules.State, a rules.Action, im initiativeMemo) (u, t *rules.Unit, err error) {
	no := func(code, rule, format string, args ...any) (*rules.Unit, *rules.Unit, error) {
		return nil, nil, &rules.Violation{Code: code, Rule: rule, Msg: fmt.Sprintf(format, args...)}
	}
	if s.Phase != PhaseInitiative {
		return no("phase", "WME §7.4 [L720]", "units evade only on initiative, in the Initiative sub-phase")
	}
	u, ok := s.Unit(a.Args["unit"])
	if !ok {
		return nil, nil, fmt.Errorf("warmaster: no unit %q to evade", a.Args["unit"])
	}
	switch {
	case u.Side != a.Side:
		return no("not-yours", "sequence of play", "%s is not yours", u.Title())
	case flag(u, keyFly):
		return no("flyer", "WME §11.2 [L2121]", "flyers may not evade")
	}
	ts, v := im.targets(s, u)
	if v != nil {
		return nil, nil, v
	}
	if t = chosenTarget(ts, a.Target); t == nil {
		return no("nearest", "WME §7.4 [L726], §6.2 [L445]", "%s may evade only its nearest visible enemy, %s", u.Title(), targetNames(ts))
	}
	if v := fanaticMustCharge(s, u, im); v != nil {
		return nil, nil, v
	}
	return u, t, nil
}

// longestEvade finds the longest legal rigid evade, up to full pace
// (L722: it need not go the whole way): steps down from full pace, then
// a bisection above the first legal step. Passing through a friend makes
// legality non-monotonic (short of it or beyond it, never on it), which
// the downward steps handle by stopping at the farthest legal one.
func longestEvade(s *rules.State, p *evadePlan) error {
	p.dist = p.full
	first := tryEvade(s, p)
	if first == nil {
		return nil
	}
	best := 0.0
	for d := p.full - evadeStep; d > geom.Eps; d -= evadeStep {
		p.dist = d
		if tryEvade(s, p) == nil {
			best = d
			break
		}
	}
	if best == 0 {
		return first
	}
	lo, hi := best, math.Min(best+evadeStep, p.full)
	for hi-lo > evadeResolution/4 {
		p.dist = (lo + hi) / 2
		if tryEvade(s, p) == nil {
			lo = p.dist
		} else {
			hi = p.dist
		}
	}
	p.dist = math.Max(best, math.Floor(lo/evadeResolution)*evadeResolution)
	if tryEvade(s, p) != nil {
		p.dist = best
		tryEvade(s, p)
	}
	return nil
}

// awayFrom is the direction straight away from t for u: along the ruler
// laid between the two units' closest points, from t to u (G2, L726-728).
// Several equally close pairs give the rules' pick, the first of
// awayDirections.
func awayFrom(s *rules.State, u, t *rules.Unit) geom.Vec {
	return awayDirections(s, u, t)[0]
}

// awayDirections are the directions straight away from t for u (G2,
// [L726-728]), one per equally close pair of points giving another
// ("On choisit en cas d'égalité": the owner's choice for an evade): the
// closest pair first (the first of u's and t's elements, in their order,
// on an exact tie), then the others within evadeTieSlack of it, in that
// order. Pairs in contact have no direction: then the one from t's centre
// to u's.
func awayDirections(s *rules.State, u, t *rules.Unit) []geom.Vec {
	type pair struct {
		d   float64
		dir geom.Vec
	}
	var pairs []pair
	best, first := math.Inf(1), -1
	for _, ru := range rects(s, u) {
		for _, rt := range rects(s, t) {
			pa, pb, d := table.Closest(ru, rt)
			pairs = append(pairs, pair{d, pa.Sub(pb).Unit()})
			if d < best-geom.Eps {
				best, first = d, len(pairs)-1
			}
		}
	}
	if first < 0 || pairs[first].dir == (geom.Vec{}) {
		return []geom.Vec{unitCentre(s, u).Sub(unitCentre(s, t)).Unit()}
	}
	out := []geom.Vec{pairs[first].dir}
	for _, p := range pairs {
		if p.d <= best+evadeTieSlack && p.dir != (geom.Vec{}) && bearingIndex(out, p.dir) < 0 {
			out = append(out, p.dir)
		}
	}
	return out
}

// bearingOf is the compass bearing (degrees) of direction v.
func bearingOf(v geom.Vec) float64 { return geom.Bearing(v.Angle()) }

// bearingIndex is the index of the direction of dirs within
// evadeBearingSlack of v's bearing (the nearest), or -1.
func bearingIndex(dirs []geom.Vec, v geom.Vec) int {
	at, best := -1, evadeBearingSlack+geom.Eps
	for i, d := range dirs {
		if diff := math.Abs(geom.Deg(geom.NormAngle(d.Angle() - v.Angle()))); diff <= best {
			at, best = i, diff
		}
	}
	return at
}

// bearingText names a direction as the offers and actions do: its
// bearing to the tenth of a degree.
func bearingText(v geom.Vec) string {
	return strconv.FormatFloat(math.Round(bearingOf(v)*10)/10, 'f', -1, 64)
}

// evadeDirection is the direction u evades t in: the rules' pick, or the
// one of equally close pairs of points arg names by its bearing ([L728]).
func evadeDirection(s *rules.State, u, t *rules.Unit, arg string) (geom.Vec, error) {
	dirs := awayDirections(s, u, t)
	if arg == "" {
		return dirs[0], nil
	}
	b, err := strconv.ParseFloat(strings.TrimSpace(arg), 64)
	if err != nil || math.IsNaN(b) || math.IsInf(b, 0) {
		return geom.Vec{}, fmt.Errorf("warmaster: evade direction %q: want a compass bearing in degrees", arg)
	}
	if i := bearingIndex(dirs, geom.Dir(geom.FromBearing(b))); i >= 0 {
		return dirs[i], nil
	}
	var open []string
	for _, d := range dirs {
		open = append(open, bearingText(d)+"°")
	}
	return geom.Vec{}, &rules.Violation{Code: "evade-direction", Rule: "WME §7.4 [L726-728], G2", Bases: append(append([]string(nil), u.Bases...), t.Bases...),
		Msg: fmt.Sprintf("%s evades straight away from %s, along the ruler between their closest points: bearing %s, not %s°",
			u.Title(), t.Title(), strings.Join(open, " or "), arg)}
}

// nearestFirst are u's bases, the nearest to t first (L730: the element
// closest to the evaded unit moves first), ties in the unit's order.
func nearestFirst(s *rules.State, u, t *rules.Unit) []string {
	ids := append([]string(nil), u.Bases...)
	d := map[string]float64{}
	for _, id := range ids {
		d[id] = baseDistance(s, id, t)
	}
	sort.SliceStable(ids, func(i, j int) bool { return d[ids[i]] < d[ids[j]]-geom.Eps })
	return ids
}

// baseDistance is the closest distance from base id to unit t (G1).
func baseDistance(s *rules.State, id string, t *rules.Unit) float64 {
	b, _ := s.Base(id)
	best := math.Inf(1)
	for _, rt := range rects(s, t) {
		_, _, d := table.Closest(b.Shape, rt)
		best = math.Min(best, d)
	}
	return best
}

// tryEvade checks a rigid evade of p.dist along p.dir and fills p.paths:
// every base translated together, keeping the formation.
func tryEvade(s *rules.State, p *evadePlan) *rules.Violation {
	p.paths = map[string]geom.Path{}
	for _, id := range p.u.Bases {
		b, _ := s.Base(id)
		from := b.Shape.Pose()
		p.paths[id] = geom.Path{from, {Pos: from.Pos.Add(p.dir.Scale(p.dist)), Facing: from.Facing}}
	}
	return checkEvadePaths(s, p)
}

// checkEvadePaths checks p.paths: every base moves as a move by order
// would (clear path, terrain, gaps, on the table, no contact with an
// enemy: §7.2-7.3), within full pace whatever the formation (L722),
// turns counted (L734); friends not engaged may be passed through if the
// unit ends wholly beyond them (L736); the unit ends in formation and at
// least 1 cm from every unit engaged in combat (L724, A10).
func checkEvadePaths(s *rules.State, p *evadePlan) *rules.Violation {
	moving := map[string]bool{}
	for _, id := range p.u.Bases {
		moving[id] = true
	}
	p.through = nil
	through := map[string]bool{}
	if !p.noPass {
		p.through = passedFriends(s, p)
		for _, f := range p.through {
			through[f.ID] = true
		}
		if v := passingProblem(s, p); v != nil {
			return v
		}
	}
	for _, id := range p.order {
		b, _ := s.Base(id)
		if v := checkBasePassing(s, p.u, b, p.paths[id], p.full, moving, through); v != nil {
			v.Msg = fmt.Sprintf("%s cannot evade %.1f cm: %s", p.u.Title(), p.dist, v.Msg)
			return v
		}
	}
	// Only the evader's bases move: their end shapes stand for the state
	// after the evade, without a copy of the table (one per step of the
	// searches for the longest evade).
	end := endRects(s, p)
	if p.reform { // a rigid evade keeps the formation it had
		if v := evadeFormationProblem(s, end, p); v != nil {
			return v
		}
	}
	return engagedGapProblem(s, end, p)
}

// endRects are the shapes of p.u's bases, in its order, where p's paths
// end them (rects of the state after the evade).
func endRects(s *rules.State, p *evadePlan) []geom.Rect {
	out := make([]geom.Rect, 0, len(p.u.Bases))
	for _, id := range p.u.Bases {
		if b, ok := s.Base(id); ok {
			r := b.Shape
			if path, ok := p.paths[id]; ok {
				r = r.At(path.End())
			}
			out = append(out, r)
		}
	}
	return out
}

// passedFriends are the units of p.u's side (not commanders, which never
// block, L702) whose bases some evading base's path crosses, in the order
// they are first met.
func passedFriends(s *rules.State, p *evadePlan) []*rules.Unit {
	at := map[string]float64{}
	for _, id := range p.order {
		b, _ := s.Base(id)
		for unit, d := range friendsCrossed(s, p.u, b.Shape, p.paths[id]) {
			if prev, ok := at[unit]; !ok || d < prev {
				at[unit] = d
			}
		}
	}
	var out []*rules.Unit
	for i := range s.Units {
		if _, ok := at[s.Units[i].ID]; ok {
			out = append(out, &s.Units[i])
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return at[out[i].ID] < at[out[j].ID]-geom.Eps })
	return out
}

// friendsCrossed are the friendly units whose bases r overlaps somewhere
// along path (deeper than table.OverlapSlack: sliding along them or
// touching is no crossing), each with how far r's centre has travelled
// when it first meets them.
func friendsCrossed(s *rules.State, u *rules.Unit, r geom.Rect, path geom.Path) map[string]float64 {
	met := map[string]float64{}
	flt := table.Filter{SkipBase: func(o *table.Base) bool {
		if o.Side != u.Side || o.Unit == u.ID {
			return true
		}
		if _, done := met[o.Unit]; done {
			return true
		}
		ou, ok := s.Unit(o.Unit)
		return !ok || IsCommander(ou.Type)
	}}
	for {
		sw := s.Table.Sweep(r, path, flt)
		if sw.Clear || sw.Hit.Base == "" {
			return met
		}
		o, _ := s.Base(sw.Hit.Base)
		met[o.Unit] = travelTo(r, path, sw)
	}
}

// travelTo is how far r's centre moves along path up to sw.Stop.
func travelTo(r geom.Rect, path geom.Path, sw table.Sweep) float64 {
	legs := path.Legs()
	d := 0.0
	for i := 0; i < sw.Leg && i < len(legs); i++ {
		d += geom.Path{legs[i].From, legs[i].To}.CentreTravel(r)
	}
	if sw.Leg < len(legs) {
		d += geom.Path{legs[sw.Leg].From, sw.Stop}.CentreTravel(r)
	}
	return d
}

// passingProblem is why p may not pass through the friends it crosses
// (L736): a friend engaged in combat does not open its ranks, and the
// evader must get wholly to the other side: none of its bases may end on
// a friend passed through or among its bases (inside the convex hull of
// its bases, its ranks).
func passingProblem(s *rules.State, p *evadePlan) *rules.Violation {
	if len(p.through) == 0 {
		return nil // nothing passed through
	}
	eng := p.engagedIn(s)
	for _, f := range p.through {
		if eng[f.ID] {
			return &rules.Violation{Code: "pass-engaged", Rule: "WME §7.4 [L736]", Bases: append(append([]string(nil), p.u.Bases...), f.Bases...),
				Msg: fmt.Sprintf("%s cannot evade through %s: a unit engaged in combat does not open its ranks", p.u.Title(), f.Title())}
		}
		ranks := ranksOf(s, f)
		for _, id := range p.order {
			b, _ := s.Base(id)
			end := b.Shape.At(p.paths[id].End())
			if geom.Penetration(end.Polygon(), ranks) > table.OverlapSlack {
				return &rules.Violation{Code: "pass-short", Rule: "WME §7.4 [L736]", Bases: append([]string{id}, f.Bases...),
					Areas: []geom.Polygon{end.Polygon()},
					Msg: fmt.Sprintf("%s cannot evade %.1f cm: %s would end in the ranks of %s; passing through a friend needs a move that gets wholly to the other side",
						p.u.Title(), p.dist, s.Called(id), f.Title())}
			}
		}
	}
	return nil
}

// ranksOf is the convex hull of unit f's bases: where an evader passing
// through it may not stop (L736).
func ranksOf(s *rules.State, f *rules.Unit) geom.Polygon {
	var pts []geom.Vec
	for _, r := range rects(s, f) {
		c := r.Corners()
		pts = append(pts, c[:]...)
	}
	return geom.ConvexHull(pts)
}

// evadeFormationProblem is why the evader's end (rs, endRects) is not a
// unit: its bases may not end on one another (L696), and it must end in
// formation (L231, L662), as a re-formed evade must (L734).
func evadeFormationProblem(n *rules.State, rs []geom.Rect, p *evadePlan) *rules.Violation {
	for i := range rs {
		for j := i + 1; j < len(rs); j++ {
			if geom.Penetration(rs[i].Polygon(), rs[j].Polygon()) > table.OverlapSlack {
				return &rules.Violation{Code: "overlap", Rule: "WME §7.2 [L696]", Bases: []string{p.u.Bases[i], p.u.Bases[j]},
					Msg: fmt.Sprintf("%s would end on top of %s", n.Called(p.u.Bases[i]), n.Called(p.u.Bases[j]))}
			}
		}
	}
	if FormationOf(rs) == Broken {
		return &rules.Violation{Code: "formation", Rule: "WME §7.4 [L734], §7.1 [L231]", Bases: p.u.Bases,
			Msg: fmt.Sprintf("%s would end out of formation: every base must touch another, edge or corner", p.u.Title())}
	}
	return nil
}

// engagedGapProblem is why the evader's end (end, endRects) is too near a
// unit engaged in combat, friend or enemy: it must end at least 1 cm from
// every one (L724, A10). Only the units with a base the table's grid
// finds within that gap of the end are measured, in the units' order.
func engagedGapProblem(s *rules.State, end []geom.Rect, p *evadePlan) *rules.Violation {
	eng := p.engagedIn(s)
	if len(eng) == 0 {
		return nil
	}
	var near []int
	var buf [32]int
	for _, r := range end {
		for _, j := range s.Table.Near(buf[:0], r.Bounds().Grow(CombatGap+geom.Eps)) {
			if k := s.UnitIndex(s.Table.Bases[j].Unit); k >= 0 && !slices.Contains(near, k) {
				near = append(near, k)
			}
		}
	}
	slices.Sort(near)
	for _, i := range near {
		o := &s.Units[i]
		if o.ID == p.u.ID || !eng[o.ID] || IsCommander(o.Type) {
			continue
		}
		if d := unitDistanceFrom(s, end, p.u, o); d < CombatGap-geom.Eps {
			return &rules.Violation{Code: "evade-gap", Rule: "WME §7.4 [L724], A10", Bases: append(append([]string(nil), p.u.Bases...), o.Bases...),
				Msg: fmt.Sprintf("%s would end %.1f cm from %s, engaged in combat: an evade ends at least 1 cm from every engaged unit", p.u.Title(), d, o.Title())}
		}
	}
	return nil
}

// applyEvade moves the unit, which takes no orders this turn (L382,
// L437), and rolls the confusion tests of every friend passed through
// (L736).
func applyEvade(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	p, err := planEvade(s, a)
	if err != nil {
		return nil, err
	}
	for id, path := range p.paths {
		b, _ := s.Base(id)
		b.Shape = b.Shape.At(path.End())
	}
	p.u.SetStatus(stInitiative, 1)
	p.u.SetStatus(stNoOrders, 1)
	p.u.SetStatus(stMoves, status(p.u, stMoves)+1)
	evs := []rules.Event{{Kind: "evade", Side: a.Side, Unit: p.u.ID, Text: evadeText(s, &p)}}
	for _, f := range p.through {
		ev, err := passRanks(p.u, f, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, ev)
	}
	return evs, nil
}

// evadeText tells what the evade did (s after the move).
func evadeText(s *rules.State, p *evadePlan) string {
	how := fmt.Sprintf("%.1f cm straight away", p.dist)
	if p.reform {
		how = fmt.Sprintf("element by element, the first %.1f cm straight away, re-formed in %s", p.dist, FormationOf(rects(s, p.u)))
	}
	text := fmt.Sprintf("%s evade %s on initiative: %s (full pace %.0f cm)", p.u.Title(), p.t.Title(), how, p.full)
	if len(p.through) > 0 {
		text += ", through the ranks of " + unitsName(p.through)
	}
	return text + "; no orders this turn"
}

// passRanks rolls the confusion tests of evader m passing through friend
// f's ranks, m's die then f's, a 6 confusing (L736, as for making way,
// L1875-1879): one event with both dice.
func passRanks(m, f *rules.Unit, d dice.Roller) (rules.Event, error) {
	rs, err := rollN(d, 2)
	if err != nil {
		return rules.Event{}, err
	}
	text := fmt.Sprintf("%s pass through the ranks of %s (WME §7.4 [L736]); confusion tests, 6 confuses: %s %d, %s %d",
		m.Title(), f.Title(), m.Title(), rs[0].Value, f.Title(), rs[1].Value)
	var conf []string
	for i, x := range []*rules.Unit{m, f} {
		if rs[i].Value >= EvadeConfusion {
			x.SetStatus(stConfused, 1)
			conf = append(conf, x.Title())
		}
	}
	if len(conf) > 0 {
		text += fmt.Sprintf("; %s confused", joinNames(conf))
	}
	return rules.Event{Kind: "pass-ranks", Side: f.Side, Unit: f.ID, Rolls: rs, Text: text}, nil
}

// evadeOffers are u's evades of t: the longest legal one, and, when that
// one passes through friends, the longest that stops short of them (no
// confusion tests), and when it is blocked or stops short of full pace,
// the re-formed ones that go farther (evadeshapes.go), with the bases'
// paths as the preview; with equally
// close pairs of points giving several directions ([L728]), these for
// each, the rules' pick first.
func evadeOffers(s *rules.State, side int, u, t *rules.Unit, eng map[string]bool, im initiativeMemo) []rules.Offer {
	dirs := awayDirections(s, u, t)
	var offers []rules.Offer
	for i, dir := range dirs {
		e := rules.Action{Kind: KindEvade, Side: side, Target: t.ID, Args: map[string]string{"unit": u.ID}}
		label := fmt.Sprintf("%s evade %s", u.Title(), t.Title())
		var tie []string
		if len(dirs) > 1 {
			e.Args[ArgDirection] = bearingText(dir)
			label += fmt.Sprintf(", bearing %s°", bearingText(dir))
			tie = []string{fmt.Sprintf("equally close pairs of points give %d directions straight away from %s: the owner chooses (WME §7.4 [L728])", len(dirs), t.Title())}
			if i == 0 {
				tie[0] += "; the rules' pick: the first closest pair"
			}
		}
		p, err := planEvadeIn(s, e, eng, im)
		var more []rules.Offer
		switch {
		case err != nil && p.u == nil: // who may evade whom: nothing to re-form
			offers = append(offers, rules.Offer{Action: e, Label: label, Detail: tie, Disabled: err.Error()})
			continue
		case err != nil: // the rigid evade is blocked: re-formed ones may pass (evadeshapes.go)
			offers = append(offers, rules.Offer{Action: e, Label: label, Detail: tie, Disabled: err.Error()})
			more = reformedEvadeOffers(s, rigidBase(p), -1, e, label)
		default:
			more = append(more, evadeOffer(p, e, label))
			if len(p.through) > 0 {
				short := evadePlan{u: p.u, t: p.t, dir: p.dir, full: p.full, order: p.order, noPass: true, eng: p.eng}
				if longestEvade(s, &short) == nil && short.dist > 0 {
					more = append(more, evadeOffer(short, e, label))
				}
			}
			if p.dist < p.full-evadeResolution { // stopped short: a re-formed one may go farther
				more = append(more, reformedEvadeOffers(s, rigidBase(p), p.dist, e, label)...)
			}
		}
		for _, o := range more {
			o.Detail = append(o.Detail, tie...)
			offers = append(offers, o)
		}
	}
	return offers
}

// rigidBase is the unit, target, direction and pace of evade p, with
// its elements nearest first (and what is engaged, if p has asked), as
// the start of another evade on the same state.
func rigidBase(p evadePlan) evadePlan {
	return evadePlan{u: p.u, t: p.t, dir: p.dir, full: p.full, order: p.order, eng: p.eng}
}

// evadeOffer offers rigid evade p, as action e (its unit, target and
// direction) with p's distance.
func evadeOffer(p evadePlan, e rules.Action, label string) rules.Offer {
	a := rules.Action{Kind: KindEvade, Side: e.Side, Target: p.t.ID, Args: map[string]string{}}
	for k, v := range e.Args {
		a.Args[k] = v
	}
	a.Args["distance"] = strconv.FormatFloat(p.dist, 'f', 1, 64)
	o := rules.Offer{Action: a, Label: fmt.Sprintf("%s (%.0f cm)", label, p.dist), Detail: []string{
		fmt.Sprintf("%.1f cm straight away from %s, at full pace whatever the formation (WME §7.4 [L722-728])", p.dist, p.t.Title()),
		"the unit keeps its formation (to re-form, give each base's path, the nearest to the enemy first, [L730-734]); it ends 1 cm or more from any engaged unit (A10); no orders this turn (WME §6.1 [L382])",
	}}
	switch {
	case len(p.through) > 0:
		o.Label = fmt.Sprintf("%s (%.0f cm, through %s)", label, p.dist, unitsName(p.through))
		o.Detail = append(o.Detail, fmt.Sprintf("it passes through the ranks of %s (WME §7.4 [L736]): %s and each unit passed through roll a D6 for confusion, a 6 confuses",
			unitsName(p.through), p.u.Title()))
	case p.noPass:
		o.Label = fmt.Sprintf("%s (%.0f cm, short of friends)", label, p.dist)
		o.Detail = append(o.Detail, "it stops short of the friends behind it: no confusion tests (WME §7.4 [L736])")
	}
	for _, id := range p.u.Bases {
		o.Preview = append(o.Preview, rules.Move{Base: id, Path: p.paths[id]})
	}
	return o
}
