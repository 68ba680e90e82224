package warmaster

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
)

// The player's own placement of the occupiers (wme.md §9.9 "Fortified
// enemy"; [L1717]: "les attaquants peuvent occuper les positions
// précédemment occupées par les défenseurs"): the occupy action may carry
// a move for some of the unit's elements, each placed where its path
// ends, one after another in the action's order, and judged as the
// rules' own placements are (occupier.judge): within its full pace along
// a clear straight path across the barrier ([L1580-1582], [L1715]),
// touching no enemy ([L1717]). The rules place the others as they would
// (occupy.go); the unit must take at least one vacated position and end
// in formation ([L231]). An element stands on a vacated position when
// its centre lies within it (see the readings in doc.go).

// placeOwn places the elements moves name into out.
func (oc occupier) placeOwn(out *occupation, moves []rules.Move) error {
	for _, m := range moves {
		b, ok := oc.s.Base(m.Base)
		switch {
		case !ok:
			return fmt.Errorf("warmaster: no base %q", m.Base)
		case b.Unit != oc.u.ID:
			return &rules.Violation{Code: "no-occupy", Rule: "WME §9.9 [L1717]", Bases: []string{m.Base},
				Msg: fmt.Sprintf("%s is not an element of %s: only the occupiers are placed", oc.s.Called(m.Base), oc.u.Title())}
		case len(out.paths[m.Base]) > 0:
			return fmt.Errorf("warmaster: base %s moves twice in one action", m.Base)
		}
		if err := startsHere(b, oc.s.Called(b.ID), m.Path); err != nil {
			return err
		}
		end := m.Path.End()
		path, err := oc.judge(out.poses, m.Base, end, false)
		if err != nil {
			return err
		}
		out.poses[m.Base], out.paths[m.Base] = end, path
		out.own = append(out.own, m.Base)
		if oc.onPosition(b.Shape.At(end)) {
			out.taken++
		}
	}
	return nil
}

// heldRects are the positions t's elements held (heldPoses).
func heldRects(s *rules.State, t *rules.Unit, held map[string]geom.Pose) []geom.Rect {
	var out []geom.Rect
	for _, id := range t.Bases {
		b, ok := s.Base(id)
		if p, was := held[id]; ok && was {
			out = append(out, b.Shape.At(p))
		}
	}
	return out
}

// onPosition reports whether an element at r stands on a vacated
// position: its centre within it.
func (oc occupier) onPosition(r geom.Rect) bool {
	for _, h := range oc.held {
		if h.Contains(r.Center, geom.Eps) {
			return true
		}
	}
	return false
}
