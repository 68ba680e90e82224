package warmaster

import (
	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// After a combat against fortified troops (wme.md §9.9 "Fortified
// enemy"; [L1711-1717]): the positions the beaten defenders held, whether
// they were fortified against a winner, and the barrier its pursuit
// passes.

// heldPoses are the poses unit t's elements held before its retreat this
// round: a retreat moves straight, without turning ([L1492]), so each
// surviving element stood where it is less the retreat (its distance
// shortened on the ramparts, ramparts.go). False when t has not
// retreated this round or is gone.
func heldPoses(s *rules.State, t *rules.Unit) (map[string]geom.Pose, bool) {
	dir, ok := retreatDir(s, t)
	if !ok || len(t.Bases) == 0 {
		return nil, false
	}
	back := dir.Scale(-retreatMoved(s, t))
	out := map[string]geom.Pose{}
	for _, id := range t.Bases {
		b, _ := s.Base(id)
		p := b.Shape.Pose()
		out[id] = geom.Pose{Pos: p.Pos.Add(back), Facing: p.Facing}
	}
	return out, true
}

// fortifiedBefore reports whether t retreated this round from a position
// fortified against u (§7.5 item 11 as judged for a charge, fortified.go:
// walled, or an element fortified against u's nearest element, [L1185]),
// u standing where it fought: the case of [L1711-1717]. A unit that
// charged, advanced or pursued this phase was in the open wherever it
// stood ([L1366], A19): an attacker beaten at the wall it came to was
// not fortified.
func fortifiedBefore(s *rules.State, u, t *rules.Unit) bool {
	if status(t, stCharged) > 0 || status(t, stAdvanced) > 0 || status(t, stPursued) > 0 {
		return false
	}
	held, ok := heldPoses(s, t)
	return ok && fortifiedAgainst(withPoses(s, held), u, t)
}

// pursuitBarriers are the linear obstacles (walls, hedges, city walls)
// that t's elements lined where they held a position fortified against u:
// "les poursuivants dépassent toute barrière entre eux et leurs ennemis"
// ([L1715]), so none of them stops u's pursuit, whatever its type. Nil
// unless t retreated from such a position.
func pursuitBarriers(s *rules.State, u, t *rules.Unit) map[string]bool {
	if !fortifiedBefore(s, u, t) {
		return nil
	}
	held, _ := heldPoses(s, t)
	n := withPoses(s, held)
	out := map[string]bool{}
	for _, e := range rects(n, t) {
		for i := range n.Table.Features {
			f := &n.Table.Features[i]
			cat := category(s, f)
			if f.Linear() && (cat.LowObstacle || cat.HighObstacle) && table.FeatureDistance(e, f) <= table.ContactTolerance {
				out[f.ID] = true
			}
		}
	}
	return out
}

// pursuitTerrain is the terrain an element of pursuer u at r may not
// enter in its pursuit of t: terrain impassable to its type that it does
// not already stand in (blocksEntering), less the barriers it passes
// ([L1715]).
func pursuitTerrain(s *rules.State, u, t *rules.Unit) func(r geom.Rect) func(*table.Feature) bool {
	passed := pursuitBarriers(s, u, t)
	return func(r geom.Rect) func(*table.Feature) bool {
		blocked := blocksEntering(s, u, r)
		return func(f *table.Feature) bool { return !passed[f.ID] && blocked(f) }
	}
}
