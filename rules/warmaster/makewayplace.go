package warmaster

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The owner's own placement of the elements of a friend making way
// (wme.md §9.10; [L1906-1934]). A make-way action may give Moves, one per
// element the owner places: its path's end is where he wants it, the
// element sliding straight there as in the rules' placements
// (makewaychoice.go); right after, he may also re-place them by dragging
// (makewayreplace.go). Both are judged here, by the text's constraints
// for the way chosen; the rules place the elements he does not name as
// their own way would.

// placedWay is the plan of the owner's placement at of friend f's
// elements, making way as how says for m, whose bases move as sw; s is
// the state before f makes way. Every element placed moves at most its
// full pace ([L1910]), ends on the table, out of the path, on no base but
// friends not engaged (they may make way in turn: clearWay judges the
// paths) and no terrain impassable to it, touching no enemy and no
// engaged unit ([L1934]); the unit ends in formation ([L1914], [L1934]).
func placedWay(s *rules.State, m, f *rules.Unit, sw []sweep, how string, at map[string]geom.Pose) (wayPlan, *rules.Violation) {
	p := wayPlan{how: how, poses: map[string]geom.Pose{}}
	for id := range at {
		if b, ok := s.Base(id); !ok || b.Unit != f.ID {
			return p, wayPlaceViolation(f, "WME §9.10 [L1906]", fmt.Sprintf("%s is not an element of %s", s.Called(id), f.Title()))
		}
	}
	var v *rules.Violation
	switch how {
	case WayAsideRight, WayAsideLeft:
		v = placeStepAside(s, m, f, sw, how, at, p.poses)
	case WayBack:
		v = placeMoveBack(s, m, f, sw, at, p.poses)
	case WaySupport:
		v = placeInSupport(s, m, f, sw, at, p.poses)
	default:
		v = wayPlaceViolation(f, "WME §9.10 [L1912]", fmt.Sprintf("%q is no way of making way (%s, %s, %s, %s)", how, WayAsideRight, WayAsideLeft, WayBack, WaySupport))
	}
	if v != nil {
		return p, v
	}
	return p, wayFormationProblem(s, f, p.poses)
}

// wayPlaceViolation refuses the owner's placement of friend f making way.
func wayPlaceViolation(f *rules.Unit, rule, msg string) *rules.Violation {
	return &rules.Violation{Code: "make-way-place", Rule: rule, Bases: f.Bases, Msg: msg}
}

// turned reports whether pose q faces otherwise than r.
func turned(r geom.Rect, q geom.Pose) bool {
	return math.Abs(geom.NormAngle(q.Facing-r.Facing)) > facingTolerance
}

// wayEndViolation is slotProblem's refusal of element b ending at r, as a
// violation.
func wayEndViolation(s *rules.State, m, f *rules.Unit, b *table.Base, r geom.Rect, sw []sweep) *rules.Violation {
	if why := slotProblem(s, m, f, b, r, nil, sw); why != "" {
		return wayPlaceViolation(f, "WME §9.10 [L1910], [L1934]", fmt.Sprintf("%s cannot end there: %s", s.Called(b.ID), why))
	}
	return nil
}

// placeStepAside judges a step aside ([L1914-1918]): only the elements in
// the path move, each out of it, wholly on the side chosen, its facing
// unchanged ([L1916]: "sans changement d'orientation", read for them
// all, as the rules' own step aside does); the rules place the elements
// in the path it does not name beside the others (bestSlot).
func placeStepAside(s *rules.State, m, f *rules.Unit, sw []sweep, how string, at, poses map[string]geom.Pose) *rules.Violation {
	side, name := pathDir(sw).Perp(), "right"
	if how == WayAsideLeft {
		side, name = side.Neg(), "left"
	}
	in, out := inPath(s, f, sw, side)
	mid := bandMiddle(sw, side)
	var placed []geom.Rect
	for _, b := range out {
		if _, ok := at[b.ID]; ok {
			return wayPlaceViolation(f, "WME §9.10 [L1914]", fmt.Sprintf("%s is not in the path of %s: stepping aside, only the elements in the path move, the others stay in place", s.Called(b.ID), m.Title()))
		}
		placed = append(placed, b.Shape)
	}
	var rest []*table.Base
	for _, b := range in {
		q, ok := at[b.ID]
		if !ok {
			rest = append(rest, b)
			continue
		}
		r := b.Shape.At(q)
		switch {
		case turned(b.Shape, q):
			return wayPlaceViolation(f, "WME §9.10 [L1916]", fmt.Sprintf("%s would turn: an element stepping aside keeps its facing", s.Called(b.ID)))
		case r.Center.Dot(side) <= mid:
			return wayPlaceViolation(f, "WME §9.10 [L1914]", fmt.Sprintf("%s would not end on the %s of %s's path, the side it steps aside to", s.Called(b.ID), name, m.Title()))
		}
		if v := wayEndViolation(s, m, f, b, r, sw); v != nil {
			return v
		}
		poses[b.ID] = q
		placed = append(placed, r)
	}
	for _, b := range rest {
		r, why := bestSlot(s, m, f, b, placed, sw, func(r geom.Rect) float64 { return r.Center.Dot(side) - mid }, true)
		if why != "" {
			return wayPlaceViolation(f, "WME §9.10 [L1916]", why)
		}
		poses[b.ID] = r.Pose()
		placed = append(placed, r)
	}
	return nil
}

// placeMoveBack judges a move back ([L1924]: "se déplace dans la même
// direction sans changer d'orientation ou de formation et termine ce
// mouvement en contact avec elle"): every element moves alike, without
// turning, the way m goes, and the unit ends touching m's end position;
// the elements it does not name move as the others.
func placeMoveBack(s *rules.State, m, f *rules.Unit, sw []sweep, at, poses map[string]geom.Pose) *rules.Violation {
	const rule = "WME §9.10 [L1924]"
	var move geom.Vec
	set := false
	for _, id := range f.Bases {
		q, ok := at[id]
		if !ok {
			continue
		}
		b, _ := s.Base(id)
		d := q.Pos.Sub(b.Shape.Center)
		switch {
		case turned(b.Shape, q):
			return wayPlaceViolation(f, rule, fmt.Sprintf("%s would turn: moving back, the unit keeps its facing", s.Called(id)))
		case set && !d.Near(move):
			return wayPlaceViolation(f, rule, fmt.Sprintf("%s would not move as the unit's other elements: moving back, the unit keeps its formation", s.Called(id)))
		}
		move, set = d, true
	}
	if dir := pathDir(sw); math.Abs(move.Cross(dir)) > table.ContactTolerance || move.Dot(dir) <= 0 {
		return wayPlaceViolation(f, rule, fmt.Sprintf("%s would not move the way %s goes: moving back, it goes ahead of it in the same direction", f.Title(), m.Title()))
	}
	touching := false
	for _, id := range f.Bases {
		b, _ := s.Base(id)
		r := b.Shape
		r.Center = r.Center.Add(move)
		for _, w := range sw {
			e := w.from
			e.Center = e.Center.Add(w.v)
			_, _, d := table.Closest(r, e)
			touching = touching || d <= table.ContactTolerance
		}
		if v := wayEndViolation(s, m, f, b, r, sw); v != nil {
			return v
		}
		poses[id] = r.Pose()
	}
	if !touching {
		return wayPlaceViolation(f, rule, fmt.Sprintf("%s would not end touching %s: moving back, it ends its move in contact with it", f.Title(), m.Title()))
	}
	return nil
}

// placeInSupport judges a move back re-formed in support ([L1926]:
// infantry for infantry, "elle peut se reformer de manière à soutenir
// cette dernière"): the unit re-forms as its owner wishes, in formation,
// with at least one element exactly behind one of m's end elements (G17:
// its front edge on that one's rear edge, corners aligned); the rules
// place the elements it does not name beside the others.
func placeInSupport(s *rules.State, m, f *rules.Unit, sw []sweep, at, poses map[string]geom.Pose) *rules.Violation {
	const rule = "WME §9.10 [L1926]"
	if f.Type != Infantry || m.Type != Infantry {
		return wayPlaceViolation(f, rule, "only infantry moving back for infantry re-forms to support it")
	}
	var ends []geom.Rect
	for _, w := range sw {
		e := w.from
		e.Center = e.Center.Add(w.v)
		if w.v.Dot(e.Forward()) > -geom.Eps {
			return wayPlaceViolation(f, rule, fmt.Sprintf("%s does not move to its rear: a friend going ahead of it cannot stand behind it in support", m.Title()))
		}
		ends = append(ends, e)
	}
	var placed []geom.Rect
	var rest []*table.Base
	for _, id := range f.Bases {
		b, _ := s.Base(id)
		q, ok := at[id]
		if !ok {
			rest = append(rest, b)
			continue
		}
		r := b.Shape.At(q)
		if v := wayEndViolation(s, m, f, b, r, sw); v != nil {
			return v
		}
		poses[id] = q
		placed = append(placed, r)
	}
	for _, b := range rest {
		r, why := bestSlot(s, m, f, b, placed, sw, func(geom.Rect) float64 { return 0 }, false)
		if why != "" {
			return wayPlaceViolation(f, rule, why)
		}
		poses[b.ID] = r.Pose()
		placed = append(placed, r)
	}
	for _, r := range placed {
		for _, e := range ends {
			if against(r, geom.Front, e, geom.Rear, true) {
				return nil
			}
		}
	}
	return wayPlaceViolation(f, rule+", G17", fmt.Sprintf("no element of %s would stand exactly behind one of %s's (its front edge on that one's rear edge, corners aligned): re-formed in support, one does", f.Title(), m.Title()))
}

// wayFormationProblem refuses a placement whose elements overlap or stand
// apart: a unit making way stays in formation ([L1914]: "restent en
// formation"; [L1934]: "doit rester en formation"), every element
// touching another, edge or corner ([L231]).
func wayFormationProblem(s *rules.State, f *rules.Unit, poses map[string]geom.Pose) *rules.Violation {
	rs := rects(withPoses(s, poses), f)
	for i := range rs {
		if overlapsAny(rs[i], rs[i+1:]) {
			return wayPlaceViolation(f, "WME §9.10 [L1934]", fmt.Sprintf("%s's elements would overlap", f.Title()))
		}
	}
	if FormationOf(rs) == Broken {
		return wayPlaceViolation(f, "WME §9.10 [L1914], [L1934], §2 [L231]", fmt.Sprintf("%s would be out of formation: making way, its elements stay together, each touching another, edge or corner", f.Title()))
	}
	return nil
}
