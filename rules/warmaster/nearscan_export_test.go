package warmaster

import (
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The functions below open engaged, engagedSet, the spatial queries the
// rules' contact tests are made of (geometry.go: reachBox, outlineDist)
// and the one initiativeTargets skips far units with (nearUnits) to the differential tests of package warmaster_test
// (nearscan_test.go), which play the sample battles with wmetest.

// Engaged is engaged.
func Engaged(s *rules.State, u *rules.Unit) bool { return engaged(s, u) }

// EngagedSet is engagedSet.
func EngagedSet(s *rules.State) map[string]bool { return engagedSet(s) }

// NearUnit reports whether e is among the units nearUnits finds for u.
func NearUnit(s *rules.State, u, e *rules.Unit, reach float64) bool {
	return slices.Contains(nearUnits(s, u, reach), s.UnitIndex(e.ID))
}

// UnitDistance is unitDistance.
func UnitDistance(s *rules.State, a, b *rules.Unit) float64 { return unitDistance(s, a, b) }

// NearWithin is what a contact test scans instead of the table: the
// bases the grid finds near r grown by reach.
func NearWithin(t *table.Table, r geom.Rect, reach float64) []int {
	o := table.OutlineOf(r)
	return t.Near(nil, reachBox(&o, reach))
}

// OutlineDist is the distance a contact test measures from r to
// t.Bases[j].
func OutlineDist(t *table.Table, r geom.Rect, j int) float64 {
	o := table.OutlineOf(r)
	return outlineDist(&o, t, j)
}
