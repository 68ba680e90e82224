package warmaster_test

import (
	"testing"

	"plateau/game/scenario"
	"plateau/game/scenario/scenariogen"
	"plateau/rules"
	"plateau/rules/table"
	"plateau/rules/warmaster"
)

// TestCheckKeepsItsHold: Check holds the table (table.Held), promising to
// edit no base in place while it checks. The audit of holds
// (table.AuditHolds) counts every query that a base edited in place,
// even put back, would have made stale: none, over the sample battle
// grown to 100 and 400 bases spread among it (tables with a spatial
// index), every offer of every state checked along the way.
func TestCheckKeepsItsHold(t *testing.T) {
	table.AuditHolds(true)
	defer table.AuditHolds(false)
	sc, err := scenario.Embedded("wme")
	if err != nil {
		t.Fatal(err)
	}
	presses := 150
	if testing.Short() {
		presses = 30
	}
	r := warmaster.Rules{}
	checks := 0
	for _, n := range []int{100, 400} {
		grown, err := scenariogen.Far(sc, n)
		if err != nil {
			t.Fatal(err)
		}
		s := grown.State.Clone()
		if err := r.Setup(&s); err != nil {
			t.Fatal(err)
		}
		if err := scenariogen.Spread(&s, 1, scenariogen.CrowdWidth(sc, n)); err != nil {
			t.Fatal(err)
		}
		playSample(t, "wme", s, presses/(n/100), func(at string, s *rules.State, step int) {
			for _, o := range r.Offers(s, s.Active, nil) {
				_ = r.Check(s, o.Action)
				checks++
			}
			if stale := table.AuditHolds(true); stale > 0 {
				t.Fatalf("%d bases, %s: %d queries of a held table found a base edited in place", n, at, stale)
			}
		})
	}
	if checks < 100 {
		t.Errorf("only %d checks: the battle tells nothing", checks)
	}
}
