package warmaster

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/warmaster/charge"
)

// Support charges (wme.md §7.5 item 12; [L806-808], [L1460-1474]): when
// infantry charges, on initiative or on an order, in a brigade or not
// ([L1464]), one infantry unit standing behind an element it could support
// may move with it, a normal move that must end with at least one of its
// elements in rear support of the charging unit and none touching an
// enemy, even by a corner ([L1470]). The charge action names it in
// Args[argSupport]; the rules place it (planSupport), as the solver places
// the chargers, unless the player places it himself (supportplace.go).

// argSupport is the charge action's argument naming the supporting unit.
const argSupport = "support"

// supportPlan is where a supporting unit goes and how.
type supportPlan struct {
	unit  *rules.Unit
	poses map[string]geom.Pose
	paths map[string]geom.Path
	cost  map[string]float64
	// behind counts its elements exactly behind a charging element that
	// fights to its front: its supports in the first round (§9.7).
	behind int
}

// prepareSupport checks the unit a charge names as its support (nil when
// it names none): who may follow whom, before any placement.
func prepareSupport(s *rules.State, a rules.Action, u *rules.Unit) (*rules.Unit, error) {
	id := a.Args[argSupport]
	no := func(code, rule, format string, args ...any) (*rules.Unit, error) {
		return nil, &rules.Violation{Code: code, Rule: rule, Msg: fmt.Sprintf(format, args...)}
	}
	if id == "" {
		if len(a.Moves) > 0 {
			return no("support-place", "WME §7.5 item 12 [L1466-1468]", "a charge's Moves place the elements of the unit supporting it, and it names none: the charge solver places the chargers")
		}
		return nil, nil
	}
	if strings.Contains(id, ",") {
		return no("support-one", "WME §7.5 item 12 [L1466]", "only one unit may make a support charge for each charging unit")
	}
	z, ok := s.Unit(id)
	if !ok {
		return nil, fmt.Errorf("warmaster: no unit %q to support the charge", id)
	}
	switch {
	case z.Side != u.Side:
		return no("not-yours", "sequence of play", "%s is not yours", z.Title())
	case z.ID == u.ID:
		return no("support-self", "WME §7.5 item 12 [L1464]", "%s cannot support its own charge", u.Title())
	case u.Type != Infantry:
		return no("support-charger", "WME §9.7 [L808], [L1434]", "only charging infantry is followed in support; %s are %s", u.Title(), u.Type)
	case z.Type != Infantry:
		return no("support-infantry", "WME §9.7 [L1434], [L1460]", "only infantry makes support charges; %s are %s", z.Title(), z.Type)
	}
	if v := supportMoveProblem(s, z); v != nil {
		return nil, v
	}
	if !standsBehind(s, z, u) {
		return no("support-behind", "WME §7.5 item 12 [L808], [L1462]",
			"%s does not stand behind an element of %s that it could support (its front edge against that element's rear edge, G17)", z.Title(), u.Title())
	}
	return z, nil
}

// supportMoveProblem is why unit z cannot move now (a support charge "is
// not possible if the supporting unit cannot move", [L1474]), or nil: it
// needs no order of its own ([L449], [L1464]), but it must be free to
// move: not destroyed, confused, engaged or barred from moving this turn,
// and not in the middle of a move.
func supportMoveProblem(s *rules.State, z *rules.Unit) *rules.Violation {
	no := func(code, rule, format string, args ...any) *rules.Violation {
		return &rules.Violation{Code: code, Rule: rule, Bases: z.Bases, Msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case len(z.Bases) == 0:
		return no("destroyed", "WME §8.5", "%s has been destroyed", z.Title())
	case status(z, stConfused) > 0:
		return no("confused", "WME §7.5 item 12 [L1474], §6.1 [L439]", "%s is confused and cannot move, so it cannot support the charge", z.Title())
	case engaged(s, z):
		return no("engaged", "WME §6.1 [L439]", "%s is engaged in combat and cannot move", z.Title())
	case returnedProblem(z, s.Phase == PhaseOrders) != "":
		return no("returned", "WME §7.6 [L921-922]", "%s", returnedProblem(z, s.Phase == PhaseOrders))
	case status(z, stInitiative) > 0:
		return no("initiative-used", "WME §6.1 [L382], [L437]", "%s has moved on initiative this turn and cannot move again", z.Title())
	case status(z, stNoOrders) > 0:
		return no("no-orders", "WME §7.5 item 12 [L1474]", "%s may not move again this turn (it has charged, or failed or blundered an order)", z.Title())
	case status(z, stMoving) == 0 && status(z, stOrders) >= MaxOrders:
		return no("max-orders", "WME §7.5 item 12 [L1474], §6.3 [L497]", "%s has had its %d orders this turn and cannot move again", z.Title(), MaxOrders)
	case status(z, stNoCharge) > 0:
		return no("no-charge", "WME §6.6 [L2016]", "%s may not charge this move (blunder)", z.Title())
	case blunderTarget(s, z, stFleeFrom) != nil || blunderTarget(s, z, stAdvanceOn) != nil:
		return no("blunder", "WME §6.6 [L2015-2017]", "%s must make its blunder's move", z.Title())
	}
	for _, id := range z.Bases {
		if s.Used[id] > 0 {
			return no("moved", "WME §7.5 item 12 [L1468]", "%s has started its move: a support charge is its whole move", z.Title())
		}
	}
	return nil
}

// standsBehind reports whether some element of z stands exactly behind
// some element of u (G17, A25: its front edge wholly against that
// element's rear edge), the place of [L808] ("immédiatement derrière")
// and [L1462].
func standsBehind(s *rules.State, z, u *rules.Unit) bool {
	for _, zr := range rects(s, z) {
		for _, ur := range rects(s, u) {
			if against(zr, geom.Front, ur, geom.Rear, true) {
				return true
			}
		}
	}
	return false
}

// supportAllowance is how far the supporting unit may move: a normal move
// ([L1468]), so its open order's allowance if its brigade was ordered,
// else its pace by its formation (full, half when irregular, [L678]) as
// for a charge on initiative.
func supportAllowance(s *rules.State, z *rules.Unit) float64 {
	if status(z, stMoving) > 0 {
		return allowance(s, z)
	}
	return initiativePace(s, z)
}

// supportCandidate is one end position of the supporting unit: one of
// its elements exactly behind a charging element, the rest of the unit
// keeping its formation around it.
type supportCandidate struct {
	poses map[string]geom.Pose
	// behind counts its elements in rear support there.
	behind int
	// reach is the least any path there costs: the farthest straight
	// displacement of a corner.
	reach float64
}

// planSupport places supporting unit z behind charging unit u, whose
// bases go to charger (the charge's end poses): z keeps its formation,
// one of its elements exactly behind an element of u that fights to its
// front, every element with a clear path within its allowance, ending
// neither on another base nor touching an enemy ([L1468-1474]). Of the
// legal poses it takes the one with the most elements in rear support
// (the most the support adds, [L1436]), then the nearest; the refusal is
// that of the best pose.
func planSupport(s *rules.State, u, z *rules.Unit, charger map[string]geom.Pose) (supportPlan, error) {
	n := withPoses(s, charger)
	allow := supportAllowance(s, z)
	fronts := frontFighters(n, u)
	cands := supportCandidates(n, z, fronts)
	if len(cands) == 0 {
		return supportPlan{}, &rules.Violation{Code: "support-behind", Rule: "WME §7.5 item 12 [L1468], G17", Bases: z.Bases,
			Msg: fmt.Sprintf("no element of %s can stand exactly behind an element of %s fighting to its front", z.Title(), u.Title())}
	}
	var first error
	for _, c := range cands {
		if c.reach > allow+geom.Eps {
			if first == nil {
				first = supportReachViolation(z, c.reach, allow)
			}
			continue
		}
		plan, err := routeSupport(n, z, c.poses, allow)
		if err == nil {
			plan.behind = c.behind
			return plan, nil
		}
		if first == nil {
			first = err
		}
	}
	return supportPlan{}, first
}

func supportReachViolation(z *rules.Unit, need, allow float64) *rules.Violation {
	return &rules.Violation{Code: "support-reach", Rule: "WME §7.5 item 12 [L1474]", Bases: z.Bases,
		Msg: fmt.Sprintf("%s would have to move at least %.1f cm to support the charge; it may move %.1f cm", z.Title(), need, allow)}
}

// frontFighters are u's elements touching an enemy that attack through
// their front edge or a front corner: those that may be supported
// ([L1446-1452]).
func frontFighters(s *rules.State, u *rules.Unit) []geom.Rect {
	var out []geom.Rect
	for _, id := range u.Bases {
		b, ok := s.Base(id)
		if !ok {
			continue
		}
		if f, ok := allocate(s, u, b); ok && f.front {
			out = append(out, b.Shape)
		}
	}
	return out
}

// supportCandidates are z's end positions with one of its elements
// exactly behind one of fronts (same frontage, as G17 needs the corners
// aligned), the most elements in rear support first, then the nearest.
func supportCandidates(s *rules.State, z *rules.Unit, fronts []geom.Rect) []supportCandidate {
	var out []supportCandidate
	for _, id := range z.Bases {
		b, _ := s.Base(id)
		for _, f := range fronts {
			if math.Abs(b.Shape.Width-f.Width) > table.ContactTolerance {
				continue
			}
			c := rigidBehind(s, z, b.Shape, f)
			c.behind = supportsBehind(s, z, c.poses, fronts)
			if !slices.ContainsFunc(out, func(o supportCandidate) bool { return samePose(o.poses[z.Bases[0]], c.poses[z.Bases[0]]) }) {
				out = append(out, c) // a line behind a line comes once, not once per pair
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].behind != out[j].behind {
			return out[i].behind > out[j].behind
		}
		return out[i].reach < out[j].reach
	})
	return out
}

func samePose(a, b geom.Pose) bool {
	return a.Pos.Near(b.Pos) && math.Abs(geom.NormAngle(a.Facing-b.Facing)) <= geom.AngleEps
}

// rigidBehind moves z as one body so that its element e stands exactly
// behind f: same facing, e's front edge on f's rear edge.
func rigidBehind(s *rules.State, z *rules.Unit, e, f geom.Rect) supportCandidate {
	spot := f.Center.Sub(f.Forward().Scale((f.Depth + e.Depth) / 2))
	turn := geom.NormAngle(f.Facing - e.Facing)
	c := supportCandidate{poses: map[string]geom.Pose{}}
	for _, id := range z.Bases {
		b, _ := s.Base(id)
		p := geom.Pose{Pos: spot.Add(b.Shape.Center.Sub(e.Center).Rotate(turn)), Facing: b.Shape.Facing + turn}
		c.poses[id] = p
		end := b.Shape.At(p)
		for k, corner := range b.Shape.Corners() {
			c.reach = math.Max(c.reach, corner.Dist(end.Corners()[k]))
		}
	}
	return c
}

// routeSupport finds, for each element of z, the cheapest path to its pose
// that a normal move allows (checkBase: allowance, clear path, gaps,
// table edge, no overlap), after checking that no element ends touching
// an enemy ([L1470]). s has the chargers at their end poses: they moved
// first ([L888]), so they block the supporters' paths.
func routeSupport(s *rules.State, z *rules.Unit, poses map[string]geom.Pose, allow float64) (supportPlan, error) {
	if v := supportContact(s, z, poses); v != nil {
		return supportPlan{}, v
	}
	plan := supportPlan{unit: z, poses: poses, paths: map[string]geom.Path{}, cost: map[string]float64{}}
	moving := map[string]bool{}
	for _, id := range z.Bases {
		moving[id] = true
	}
	for _, id := range z.Bases {
		b, _ := s.Base(id)
		path, cost, v := cheapestPath(s, z, b, poses[id], allow, moving)
		if v != nil {
			return supportPlan{}, v
		}
		plan.paths[id], plan.cost[id] = path, cost
	}
	return plan, nil
}

// cheapestPath is the cheapest of the solver's path shapes (charge.
// PathShapes) that checkBase accepts for base b of z, or the refusal of
// the cheapest one.
func cheapestPath(s *rules.State, z *rules.Unit, b *table.Base, end geom.Pose, allow float64, moving map[string]bool) (geom.Path, float64, *rules.Violation) {
	paths := charge.PathShapes(b.Shape.Pose(), end)
	costs := make([]float64, len(paths))
	for i, p := range paths {
		costs[i] = p.MaxCornerTravel(b.Shape)
	}
	order := make([]int, len(paths))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return costs[order[i]] < costs[order[j]] })
	var first *rules.Violation
	for _, i := range order {
		v := checkBase(s, z, b, paths[i], allow, moving)
		if v == nil {
			return paths[i], costs[i], nil
		}
		if first == nil {
			first = v
		}
	}
	if first.Code == "allowance" {
		first = supportReachViolation(z, costs[order[0]], allow)
	}
	return nil, 0, first
}

// supportContact refuses a position where an element of z would touch an
// enemy element, even corner to corner ([L1470]).
func supportContact(s *rules.State, z *rules.Unit, poses map[string]geom.Pose) *rules.Violation {
	var near [32]int
	for _, id := range z.Bases {
		b, _ := s.Base(id)
		end := b.Shape.At(poses[id])
		eo := table.OutlineOf(end)
		for _, i := range s.Table.Near(near[:0], reachBox(&eo, table.ContactTolerance)) {
			o := &s.Table.Bases[i]
			if o.Side == z.Side || o.Round {
				continue
			}
			if outlineDist(&eo, &s.Table, i) <= table.ContactTolerance {
				return &rules.Violation{Code: "support-contact", Rule: "WME §7.5 item 12 [L1470]", Bases: []string{id, o.ID},
					Areas: []geom.Polygon{end.Polygon()},
					Msg:   fmt.Sprintf("%s would touch %s: no element of a supporting unit may touch an enemy, even by a corner", s.Called(id), s.Describe(table.Obstacle{Base: o.ID}))}
			}
		}
	}
	return nil
}

// supportsBehind counts z's elements at poses exactly behind one of fronts.
func supportsBehind(s *rules.State, z *rules.Unit, poses map[string]geom.Pose, fronts []geom.Rect) int {
	n := 0
	for _, id := range z.Bases {
		b, _ := s.Base(id)
		end := b.Shape.At(poses[id])
		for _, f := range fronts {
			if against(end, geom.Front, f, geom.Rear, true) {
				n++
				break
			}
		}
	}
	return n
}

// supportFor places supporting unit z (nil: none) for placement p. After
// a rolled zone ([L774]) the check has found room for it in some zone
// only: if the rolled one leaves it none, the charge goes in alone and
// the event says why.
func supportFor(s *rules.State, a rules.Action, u, z *rules.Unit, p charge.Placement, rolled bool) (*supportPlan, rules.Event, error) {
	if z == nil {
		return nil, rules.Event{}, nil
	}
	plan, err := placeSupport(s, a, u, z, p.Poses)
	switch {
	case err == nil:
		return &plan, rules.Event{}, nil
	case !rolled:
		return nil, rules.Event{}, err
	}
	if len(a.Moves) > 0 {
		// The player's placement was for another zone: the rules place
		// the unit behind the rolled one's chargers, if they can.
		if plan, err2 := planSupport(s, u, z, p.Poses); err2 == nil {
			return &plan, rules.Event{Kind: "charge", Side: z.Side, Unit: z.ID,
				Text: fmt.Sprintf("%s cannot stand where the player placed them behind the charge from the %s (%v): the rules place them", z.Title(), zoneName(p.Zone), err)}, nil
		}
	}
	return nil, rules.Event{Kind: "charge", Side: z.Side, Unit: z.ID,
		Text: fmt.Sprintf("%s cannot follow %s in support from the %s: %v", z.Title(), u.Title(), zoneName(p.Zone), err)}, nil
}

// endPoses are where the charge's bases, and its supporters' if any, end.
func endPoses(p charge.Placement, sup *supportPlan) map[string]geom.Pose {
	if sup == nil {
		return p.Poses
	}
	out := make(map[string]geom.Pose, len(p.Poses)+len(sup.poses))
	for id, q := range p.Poses {
		out[id] = q
	}
	for id, q := range sup.poses {
		out[id] = q
	}
	return out
}

// moveSupport makes the support charge: the supporting unit takes its
// place and its move is spent; on initiative it has used its initiative
// ([L449]), on an order it takes no more orders, as a unit that charged
// ([L415]).
func moveSupport(s *rules.State, u *rules.Unit, plan supportPlan) rules.Event {
	z := plan.unit
	for _, id := range z.Bases {
		b, _ := s.Base(id)
		b.Shape = b.Shape.At(plan.poses[id])
		s.Used[id] = plan.cost[id]
	}
	z.SetStatus(stMoving, 0)
	z.SetStatus(stAllowance, 0)
	z.SetStatus(stNoOrders, 1)
	z.SetStatus(stMoves, status(z, stMoves)+1)
	if s.Phase == PhaseInitiative {
		z.SetStatus(stInitiative, 1)
	}
	return rules.Event{Kind: "charge", Side: z.Side, Unit: z.ID,
		Text: fmt.Sprintf("%s follow %s in a support charge: %s in rear support (WME §7.5 item 12 [L1460-1474])",
			z.Title(), u.Title(), plural(plan.behind, "element"))}
}

// supportDetail explains a supported charge in its offer.
func supportDetail(u *rules.Unit, plan supportPlan) []string {
	far := 0.0
	for _, c := range plan.cost {
		far = math.Max(far, c)
	}
	return []string{
		fmt.Sprintf("%s follow in support: %s behind %s, %.1f cm moved, no element touching an enemy (WME §7.5 item 12 [L1460-1474])",
			plan.unit.Title(), plural(plan.behind, "element"), u.Title(), far),
		fmt.Sprintf("both units move, then the enemy shoots at %s (WME [L888]); %s moves no more this turn", u.Title(), plan.unit.Title()),
		fmt.Sprintf("right after the charge, drag %s's elements to place them elsewhere: a normal move, re-formed as you wish, one element exactly behind a charger, none touching an enemy (WME [L1468-1470])", plan.unit.Title()),
	}
}

// supportersOf are the units that could follow u's charge in support:
// friendly infantry standing behind one of its elements ([L1462]), in
// army order. Whether they may move is left to the charge's check.
func supportersOf(s *rules.State, u *rules.Unit) []*rules.Unit {
	if u.Type != Infantry {
		return nil
	}
	var out []*rules.Unit
	for i := range s.Units {
		z := &s.Units[i]
		if z.ID != u.ID && z.Side == u.Side && z.Type == Infantry && len(z.Bases) > 0 && standsBehind(s, z, u) {
			out = append(out, z)
		}
	}
	return out
}

// withSupportOffers adds after each possible charge offer its variants
// with each unit that could follow it in support ("... , supported by
// Z"), disabled with the reason when the support cannot be made.
func withSupportOffers(s *rules.State, offers []chargeChoice) []rules.Offer {
	var out []rules.Offer
	for _, o := range offers {
		out = append(out, o.Offer)
		if o.solution == nil || o.Disabled != "" || o.Action.Args[argSupport] != "" {
			continue // not a charge, or not a possible one
		}
		u, ok1 := s.Unit(o.Action.Args["unit"])
		t, ok2 := s.Unit(o.Action.Target)
		if !ok1 || !ok2 {
			continue
		}
		for _, z := range supportersOf(s, u) {
			out = append(out, supportedOffer(s, u, t, z, o))
		}
	}
	return out
}

// supportedOffer is offer o of u's charge at t with z following in
// support: o's label, detail and preview with the supporters' added. The
// charge's placements are o's: the support does not change them.
func supportedOffer(s *rules.State, u, t, z *rules.Unit, o chargeChoice) rules.Offer {
	a := o.Action
	a.Args = map[string]string{argSupport: z.ID}
	for k, v := range o.Action.Args {
		a.Args[k] = v
	}
	head, tail, cut := strings.Cut(o.Label, " — ")
	label := head + ", supported by " + z.Title()
	if cut {
		label += " — " + tail
	}
	so := rules.Offer{Action: a, Label: label, Detail: append([]string(nil), o.Detail...), Preview: append([]rules.Move(nil), o.Preview...)}
	if v := blunderChargeProblem(s, a); v != nil {
		so.Disabled = v.Error()
		return so
	}
	if err := checkSolvedCharge(s, a, o.solution); err != nil {
		so.Disabled = err.Error()
		return so
	}
	p, err := o.solution.placement(a, nil)
	if err != nil {
		// An exact zone split: the zone is rolled, and the support made
		// if it fits the rolled zone's placement.
		so.Detail = append(so.Detail, fmt.Sprintf("%s follow in support if the rolled zone leaves them room (WME §7.5 item 12 [L1460-1474])", z.Title()))
		return so
	}
	plan, err := planSupport(s, u, z, p.Poses)
	if err != nil {
		so.Disabled = err.Error()
		return so
	}
	// The enemy shoots once both have moved ([L888]): the supporters may
	// stand in a line of fire.
	before := volleyDetail(s, chargeVolleys(s, u, p.Engaged, p.Poses), "chargers")
	after := volleyDetail(s, chargeVolleys(s, u, p.Engaged, endPoses(p, &plan)), "chargers")
	so.Detail = append(replaceLines(so.Detail, before, after), supportDetail(u, plan)...)
	for _, id := range z.Bases {
		so.Preview = append(so.Preview, rules.Move{Base: id, Path: plan.paths[id]})
	}
	return so
}

// replaceLines is lines with the run old (volleyDetail's lines, kept
// together) replaced by now; now is appended when old is empty.
func replaceLines(lines, old, now []string) []string {
	if slices.Equal(old, now) {
		return lines
	}
	at := len(lines)
	if len(old) > 0 {
		if i := slices.Index(lines, old[0]); i >= 0 && i+len(old) <= len(lines) {
			at = i
		}
	}
	out := append(append([]string(nil), lines[:at]...), now...)
	if at < len(lines) {
		out = append(out, lines[at+len(old):]...)
	}
	return out
}
