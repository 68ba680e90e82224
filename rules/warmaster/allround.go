package warmaster

import (
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// 360° vision and 360° shooting (wme.md §8.2-8.3), special rules of the
// army lists given as profile flags ("vision-360", "shoot-360").

// allRoundVision reports whether u sees from every edge ([L327]): with
// the flag, or as a 360° shooter, which always sees all round ([L1127]).
func allRoundVision(u *rules.Unit) bool { return flag(u, keyVision360) || flag(u, keyShoot360) }

// sightEdges are the edges u's elements trace sight from (G4): the front
// edge, or every edge with 360° vision ([L311], [L327]).
func sightEdges(u *rules.Unit) []geom.Edge {
	if allRoundVision(u) {
		return []geom.Edge{geom.Front, geom.Right, geom.Rear, geom.Left}
	}
	return []geom.Edge{geom.Front}
}

// fireEdges are the edges u's elements shoot from, each into its own zone
// of fire: the front edge, and the rear edge for a 360° shooter, whose
// rear zone counts as a front zone for the zone and line of fire but
// never its flank zones ([L1125], [L1129]: no "fire column").
func fireEdges(u *rules.Unit) []geom.Edge {
	if flag(u, keyShoot360) {
		return []geom.Edge{geom.Front, geom.Rear}
	}
	return []geom.Edge{geom.Front}
}

// firesFrom reports whether u's elements shoot from their edge e.
func firesFrom(u *rules.Unit, e geom.Edge) bool { return slices.Contains(fireEdges(u), e) }

// unitSees reports whether element from of unit u sees element to (G4):
// sees, from any edge when u sees all round ([L327]).
func unitSees(s *rules.State, u *rules.Unit, from, to geom.Rect) bool {
	if _, _, d := table.Closest(from, to); d > MaxVisibility+geom.Eps {
		return false
	}
	return groundVision(s).unitLineOfSight(&s.Table, u, from, to)
}

// unitLineOfSight is lineOfSight from each of the edges u sees from.
func (v vision) unitLineOfSight(t *table.Table, u *rules.Unit, from, to geom.Rect) bool {
	for _, e := range sightEdges(u) {
		if v.lineOfSight(t, from, e, to) {
			return true
		}
	}
	return false
}
