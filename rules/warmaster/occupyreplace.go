package warmaster

import (
	"fmt"
	"strconv"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Re-placing the occupiers of a fortified position (wme.md §9.9
// "Fortified enemy"; [L1717]): right after an occupation, and before any
// other action, its owner may move the unit's elements elsewhere with a
// "move" action (a drag in the window; replace.go). Each re-placement is
// judged as if he had placed those elements himself in the occupy action
// (occupyplace.go): measured from where they stood before it, within
// their full pace along a clear straight path across the barrier the
// defenders lined ([L1580-1582], [L1715]), touching no enemy ([L1717]),
// the others where they stand; the unit still on a vacated position and
// in formation ([L231]). The engagement has closed since, so what the
// judgement needs is kept with the re-placement.

// Status keys of an occupier whose elements may be re-placed, besides
// replace.go's (and rpPass, pursuitreplace.go: a barrier it passes).
const (
	rpOccupied = replacePrefix + "occupied" // 1 + the index of the unit whose positions it occupied
	rpHelds    = replacePrefix + "helds"    // how many positions that unit vacated
	rpHeld     = replacePrefix + "held:"    // + I + ":x", ":y", ":f", ":w", ":d": vacated position I
)

// occupyRecord is what judging a re-placement of an occupier needs.
type occupyRecord struct {
	of     int
	from   map[string]geom.Pose
	held   []geom.Rect
	passed map[string]bool
}

// newOccupyRecord remembers occupier u, before it moves onto the
// positions t held.
func newOccupyRecord(s *rules.State, u, t *rules.Unit) occupyRecord {
	held, _ := heldPoses(s, t)
	rec := occupyRecord{of: unitIndex(s, t.ID), from: map[string]geom.Pose{}, held: heldRects(s, t, held), passed: pursuitBarriers(s, u, t)}
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		rec.from[id] = b.Shape.Pose()
	}
	return rec
}

// open keeps the record in u's status.
func (rec occupyRecord) open(u *rules.Unit) {
	openReplace(u, replaceByOccupy, rec.from)
	u.SetStatus(rpOccupied, rec.of+1)
	u.SetStatus(rpHelds, len(rec.held))
	for i, r := range rec.held {
		setRect(u, rpHeld+strconv.Itoa(i), r)
	}
	for id := range rec.passed {
		u.SetStatus(rpPass+id, 1)
	}
}

// occupiedPositions are the positions kept by open.
func occupiedPositions(u *rules.Unit) []geom.Rect {
	var out []geom.Rect
	for i := range status(u, rpHelds) {
		out = append(out, rectOf(u, rpHeld+strconv.Itoa(i)))
	}
	return out
}

// occupyReplacement judges the re-placement a makes of occupier u's
// elements: those it moves placed from where they stood before the
// occupation, in its order, the others where they stand. It returns the
// end poses of the elements a moves and how far each moved from before.
func occupyReplacement(s *rules.State, u *rules.Unit, a rules.Action) (map[string]geom.Pose, map[string]float64, error) {
	from := replaceFrom(s, u)
	origin := map[string]geom.Pose{}
	var moves []rules.Move
	for _, m := range a.Moves {
		b, ok := s.Base(m.Base)
		if !ok {
			return nil, nil, fmt.Errorf("warmaster: no base %q", m.Base)
		}
		r, free := from[m.Base]
		if b.Unit != u.ID || !free {
			return nil, nil, &rules.Violation{Code: "no-occupy", Rule: "WME §9.9 [L1717]", Bases: []string{m.Base},
				Msg: fmt.Sprintf("%s is not an element of %s: only the occupiers are placed", s.Called(m.Base), u.Title())}
		}
		if err := startsHere(b, s.Called(b.ID), m.Path); err != nil {
			return nil, nil, err
		}
		origin[m.Base] = r.Pose()
		moves = append(moves, rules.Move{Base: m.Base, Path: geom.Path{r.Pose(), m.Path.End()}})
	}
	n := withPoses(s, origin)
	oc := occupier{s: n, u: u, t: &s.Units[status(u, rpOccupied)-1], held: occupiedPositions(u)}
	oc.terrain = func(r geom.Rect) func(*table.Feature) bool {
		blocked := blocksEntering(n, u, r)
		return func(f *table.Feature) bool { return status(u, rpPass+f.ID) == 0 && blocked(f) }
	}
	out := occupation{poses: map[string]geom.Pose{}, paths: map[string]geom.Path{}}
	for _, id := range u.Bases {
		if _, named := origin[id]; !named {
			b, _ := s.Base(id)
			out.poses[id] = b.Shape.Pose()
		}
	}
	if err := oc.placeOwn(&out, moves); err != nil {
		return nil, nil, err
	}
	if v := oc.standing(out.poses); v != nil {
		return nil, nil, v
	}
	poses, moved := map[string]geom.Pose{}, map[string]float64{}
	for id := range origin {
		poses[id], moved[id] = out.poses[id], out.paths[id].MaxCornerTravel(from[id])
	}
	return poses, moved, nil
}

// standing refuses the occupiers placed at poses when none stands on a
// vacated position ([L1717]) or they are not in formation ([L231]).
func (oc occupier) standing(poses map[string]geom.Pose) *rules.Violation {
	var rs []geom.Rect
	on := false
	for _, id := range oc.u.Bases {
		b, _ := oc.s.Base(id)
		r := b.Shape.At(poses[id])
		rs = append(rs, r)
		on = on || oc.onPosition(r)
	}
	if !on {
		return oc.refusal("none of its elements would stand on a position", nil)
	}
	if FormationOf(rs) == Broken {
		v := oc.refusal("the unit would not be in formation", nil)
		v.Rule = "WME §9.9 [L1717], §7.1 [L231]"
		return v
	}
	return nil
}
