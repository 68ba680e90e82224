package warmaster

import (
	"fmt"
	"math"
	"sort"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// KindOccupy is a winner's fourth epilogue choice beside hold, pursue and
// fall back (wme.md §9.9 "Fortified enemy"; [L1717]): when Target, a unit
// fortified against it, retreated, the unit (Args["unit"]) moves onto the
// positions Target held and counts as holding, touching no enemy.
const KindOccupy = "occupy"

// occupation is where an occupying unit's elements go.
type occupation struct {
	poses map[string]geom.Pose
	paths map[string]geom.Path
	// taken is how many of the vacated positions its elements took, the
	// others standing in formation as close as they can.
	taken int
	// own are the elements the player placed himself, in his order.
	own []string
}

// planOccupy places unit u on the positions unit tid held before its
// retreat ([L1717]: "les attaquants peuvent occuper les positions
// précédemment occupées par les défenseurs"). The rules place it: each
// vacated position, nearest pair first, is taken by the nearest element
// of u not yet placed, keeping its facing; the elements left over, or
// whose position is not free, stand beside or behind those placed, the
// least move first, so that the unit stays in formation ([L231]). Each
// element moves at most its full pace along a clear straight path, as a
// pursuer does ([L1580-1582]), passing the defenders' barrier as pursuers
// do ([L1715]); the unit counts as holding only if no enemy is in
// contact once it has moved ([L1717]), so an occupation that would touch
// one is refused (see the readings in doc.go).
func planOccupy(s *rules.State, u *rules.Unit, tid string) (occupation, error) {
	return planOccupyWith(s, u, tid, nil)
}

// planOccupyWith is planOccupy with the elements the player places
// himself with moves (occupyplace.go); the rules place the rest.
func planOccupyWith(s *rules.State, u *rules.Unit, tid string, moves []rules.Move) (occupation, error) {
	no := func(format string, args ...any) (occupation, error) {
		return occupation{}, &rules.Violation{Code: "no-occupy", Rule: "WME §9.9 [L1717]", Bases: u.Bases, Msg: fmt.Sprintf(format, args...)}
	}
	t, ok := s.Unit(tid)
	if !ok {
		return occupation{}, fmt.Errorf("warmaster: no unit %q whose position to occupy", tid)
	}
	switch {
	case status(u, stAwait) != awaitPursue:
		return no("%s may occupy a position only as the winner of a round whose enemy retreated", u.Title())
	case t.Side == u.Side || status(t, stInFight) == 0 || status(t, stRetreat) == 0 || len(t.Bases) == 0:
		return no("%s did not retreat from this engagement", t.Title())
	case u.Type == Artillery:
		return no("artillery neither pursues nor advances ([L1562], [L1753]): it stays where it is")
	case !fortifiedBefore(s, u, t):
		return no("%s did not hold a position fortified against %s: only the attackers of fortified troops occupy their positions", t.Title(), u.Title())
	}
	held, _ := heldPoses(s, t)
	oc := occupier{s: s, u: u, t: t, terrain: pursuitTerrain(s, u, t), held: heldRects(s, t, held)}
	return oc.place(held, moves)
}

// occupier places one occupation.
type occupier struct {
	s       *rules.State
	u, t    *rules.Unit
	terrain func(r geom.Rect) func(*table.Feature) bool
	// held are the positions t's elements vacated.
	held []geom.Rect
}

func (oc occupier) place(held map[string]geom.Pose, moves []rules.Move) (occupation, error) {
	out := occupation{poses: map[string]geom.Pose{}, paths: map[string]geom.Path{}}
	if err := oc.placeOwn(&out, moves); err != nil {
		return occupation{}, err
	}
	var why error
	for _, pr := range oc.pairs(held) {
		if _, done := out.poses[pr.id]; done || pr.slotTaken(out) {
			continue
		}
		b, _ := oc.s.Base(pr.id)
		end := geom.Pose{Pos: pr.slot, Facing: b.Shape.Facing}
		if path, err := oc.judge(out.poses, pr.id, end, false); err != nil {
			if why == nil {
				why = err
			}
		} else {
			out.poses[pr.id], out.paths[pr.id] = end, path
			out.taken++
		}
	}
	if out.taken == 0 {
		return occupation{}, oc.refusal("none of its elements can take a position", why)
	}
	for len(out.poses) < len(oc.u.Bases) {
		id, end, path, err := oc.nearestInFormation(out.poses)
		if err != nil {
			return occupation{}, oc.refusal("the rest of the unit cannot stand in formation with the elements on the positions", err)
		}
		out.poses[id], out.paths[id] = end, path
	}
	if v := oc.standing(out.poses); v != nil {
		return occupation{}, v
	}
	return out, nil
}

func (oc occupier) refusal(head string, why error) *rules.Violation {
	msg := fmt.Sprintf("%s cannot occupy the positions %s held: %s", oc.u.Title(), oc.t.Title(), head)
	if why != nil {
		msg += " (" + violationMsg(why) + ")"
	}
	return &rules.Violation{Code: "no-occupy", Rule: "WME §9.9 [L1717]", Bases: oc.u.Bases, Msg: msg}
}

// slotPair is an element of the occupier and a vacated position's centre.
type slotPair struct {
	id   string
	slot geom.Vec
	dist float64
}

func (p slotPair) slotTaken(o occupation) bool {
	for _, q := range o.poses {
		if q.Pos.Dist(p.slot) < geom.Eps {
			return true
		}
	}
	return false
}

// pairs are every element of u with every vacated position, nearest
// first (ties in the units' order).
func (oc occupier) pairs(held map[string]geom.Pose) []slotPair {
	var out []slotPair
	for _, id := range oc.u.Bases {
		b, _ := oc.s.Base(id)
		for _, tid := range oc.t.Bases {
			slot := held[tid].Pos
			out = append(out, slotPair{id, slot, b.Shape.Center.Dist(slot)})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].dist < out[j].dist-geom.Eps })
	return out
}

// nearestInFormation places one more element: beside an element placed,
// its front edge in line, or behind it, the least move first.
func (oc occupier) nearestInFormation(poses map[string]geom.Pose) (string, geom.Pose, geom.Path, error) {
	type spot struct {
		id   string
		pose geom.Pose
		cost float64
	}
	var spots []spot
	for _, id := range oc.u.Bases {
		if _, done := poses[id]; done {
			continue
		}
		b, _ := oc.s.Base(id)
		r := b.Shape
		for _, pid := range oc.u.Bases {
			p, placed := poses[pid]
			if !placed {
				continue
			}
			pb, _ := oc.s.Base(pid)
			x := pb.Shape.At(p)
			fwd, right := x.Forward(), x.RightDir()
			line := x.Center.Add(fwd.Scale((x.Depth - r.Depth) / 2))
			for _, c := range []geom.Vec{
				line.Add(right.Scale((x.Width + r.Width) / 2)),
				line.Sub(right.Scale((x.Width + r.Width) / 2)),
				x.Center.Sub(fwd.Scale((x.Depth + r.Depth) / 2)),
			} {
				end := geom.Pose{Pos: c, Facing: x.Facing}
				spots = append(spots, spot{id, end, geom.Path{r.Pose(), end}.MaxCornerTravel(r)})
			}
		}
	}
	sort.SliceStable(spots, func(i, j int) bool { return spots[i].cost < spots[j].cost-geom.Eps })
	var why error
	for _, sp := range spots {
		path, err := oc.judge(poses, sp.id, sp.pose, true)
		if err == nil {
			return sp.id, sp.pose, path, nil
		}
		if why == nil {
			why = err
		}
	}
	if why == nil {
		why = &rules.Violation{Code: "no-occupy", Rule: "WME §9.9 [L1717]", Msg: "no place beside or behind the elements placed"}
	}
	return "", geom.Pose{}, nil, why
}

// judge is the straight path taking element id of the occupier to end,
// or why it may not go there: within its full pace, on the table, its
// path and end clear of every base but its own unit's unplaced elements
// (A12) and of terrain it may not enter (the barrier passed), touching
// no enemy ([L1717]) and, for an element placed in formation, touching
// an element already placed.
func (oc occupier) judge(poses map[string]geom.Pose, id string, end geom.Pose, inFormation bool) (geom.Path, error) {
	no := func(rule string, bases []string, format string, args ...any) (geom.Path, error) {
		return nil, &rules.Violation{Code: "no-occupy", Rule: rule, Bases: bases, Msg: fmt.Sprintf(format, args...)}
	}
	n := withPoses(oc.s, poses)
	b, _ := n.Base(id)
	start := b.Shape
	to := start.At(end)
	path := geom.Path{start.Pose(), end}
	if cost := path.MaxCornerTravel(start); cost > pace(oc.u)+geom.Eps {
		return no("WME §9.9 [L1580]", []string{id}, "%s would move %.1f cm, more than its full pace of %.0f cm", oc.s.Called(id), cost, pace(oc.u))
	}
	if !n.Table.OnTable(to) {
		return no("WME §9.9 [L1717]", []string{id}, "%s would leave the table", oc.s.Called(id))
	}
	f := table.Filter{
		SkipBase: func(o *table.Base) bool {
			_, placed := poses[o.ID]
			return o.ID == id || o.Unit == oc.u.ID && !placed
		},
		Blocks: oc.terrain(start),
	}
	if sw := n.Table.Sweep(start, path, f); !sw.Clear {
		return no("WME §9.9 [L1582]", rules.Involved(id, sw.Hit), "%s's path is blocked by %s", oc.s.Called(id), n.Describe(sw.Hit))
	}
	for i := range n.Table.Bases {
		o := &n.Table.Bases[i]
		if o.Side == oc.u.Side || o.Round {
			continue
		}
		if _, ok := table.Touching(to, o.Shape); ok {
			e, _ := n.Unit(o.Unit)
			return no("WME §9.9 [L1717]", []string{id, o.ID}, "%s would touch %s: the occupiers hold only if no enemy is in contact once they have moved", id, e.Title())
		}
	}
	if inFormation {
		var placed []geom.Rect
		for pid := range poses {
			pb, _ := n.Base(pid)
			placed = append(placed, pb.Shape)
		}
		if !table.TouchesAny(to, placed) {
			return no("WME §9.9 [L1717]", []string{id}, "%s would not touch the elements placed", oc.s.Called(id))
		}
	}
	return path, nil
}

// checkOccupy is Check for an occupy action: the epilogue's checks, then
// the occupation with the elements the player places himself.
func checkOccupy(s *rules.State, a rules.Action) error {
	u, err := epilogueUnit(s, a)
	if err != nil {
		return err
	}
	if err := checkDrawChoice(s, u, a); err != nil {
		return err
	}
	if v := checkWildHold(u, a); v != nil {
		return v // Goes Wild 2 holds its ground (specialswild.go)
	}
	if v := fanaticMustPursue(s, u, a.Kind); v != nil {
		return v // fanatics must pursue if they can ([L1733], fanatics.go)
	}
	_, err = planOccupyWith(s, u, a.Target, a.Moves)
	return err
}

// applyOccupy moves u onto the positions its enemy held: it counts as
// holding ([L1717]), so its combat ends as a hold's does. Its owner may
// then re-place the occupiers (occupyreplace.go).
func applyOccupy(s *rules.State, u *rules.Unit, a rules.Action) ([]rules.Event, error) {
	oc, err := planOccupyWith(s, u, a.Target, a.Moves)
	if err != nil {
		return nil, err
	}
	t, _ := s.Unit(a.Target)
	rec := newOccupyRecord(s, u, t)
	far := 0.0
	for id, pose := range oc.poses {
		b, _ := s.Base(id)
		far = math.Max(far, oc.paths[id].MaxCornerTravel(b.Shape))
		b.Shape = b.Shape.At(pose)
	}
	u.SetStatus(stAwait, 0)
	rec.open(u)
	text := fmt.Sprintf("%s occupy the positions %s held (%s, up to %.1f cm): no enemy in contact, they count as holding (L1717)",
		u.Title(), t.Title(), plural(oc.taken, "position")+" taken", far)
	evs := []rules.Event{{Kind: "occupy", Side: u.Side, Unit: u.ID, Text: text}}
	if len(oc.own) > 0 {
		evs = append(evs, rules.Event{Kind: "occupy", Side: u.Side, Unit: u.ID,
			Text: fmt.Sprintf("%s place %s of %s themselves (WME §9.9 [L1717])", s.Sides[u.Side].Name, rules.StandsOf(oc.own), u.Title())})
	}
	return append(evs, rules.Event{Kind: "occupy", Side: u.Side, Unit: u.ID,
		Text: fmt.Sprintf("%s may move the elements of %s elsewhere (drag them) before anything else is done (WME §9.9 [L1717])", s.Sides[u.Side].Name, u.Title())}), nil
}

// occupyOffer is u's choice to occupy the positions t held, when t
// retreated from a position fortified against it ([L1711-1717]);
// disabled with the reason when the rules find no such placement.
func occupyOffer(s *rules.State, u, t *rules.Unit) (rules.Offer, bool) {
	if u.Type == Artillery || !fortifiedBefore(s, u, t) {
		return rules.Offer{}, false
	}
	o := rules.Offer{
		Action: rules.Action{Kind: KindOccupy, Side: u.Side, Target: t.ID, Args: map[string]string{"unit": u.ID}},
		Label:  fmt.Sprintf("%s: Occupy the walls %s held", u.Title(), t.Title()),
		Detail: []string{fmt.Sprintf("moves onto the positions %s held, across its barrier, and counts as holding: no second round (WME §9.9 [L1717])", t.Title())},
	}
	oc, err := planOccupy(s, u, t.ID)
	if err != nil {
		o.Disabled = err.Error()
		return o, true
	}
	for _, id := range u.Bases {
		if path, ok := oc.paths[id]; ok {
			o.Preview = append(o.Preview, rules.Move{Base: id, Path: path})
		}
	}
	return o, true
}
