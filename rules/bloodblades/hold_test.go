package bloodblades_test

import (
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/game/scenario/scenariogen"
	"plateau/rules"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

// TestCheckKeepsItsHold: Check holds the table (table.Held), promising to
// edit no base in place while it checks. The audit of holds
// (table.AuditHolds) counts every query that a base edited in place,
// even put back, would have made stale: none, over the sample battle
// grown to 100 bases (a table with a spatial index) played by the golden
// battles' player, every offer of the bases it selects checked.
func TestCheckKeepsItsHold(t *testing.T) {
	table.AuditHolds(true)
	defer table.AuditHolds(false)
	sc, err := scenario.Open("bnb")
	if err != nil {
		t.Fatal(err)
	}
	g, err := scenariogen.Far(sc, 100)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(g, 1)
	if err != nil {
		t.Fatal(err)
	}
	actions := 150
	if testing.Short() {
		actions = 60
	}
	of := m.Rules().(rules.Offerer)
	var p bnbtest.Player
	checks := 0
	for n := 0; n < actions && m.State().Phase != "over"; n++ {
		s := m.State()
		c, ok := p.Next(of, s)
		if !ok {
			t.Fatalf("action %d: the player finds nothing to do", n)
		}
		offers := of.Offers(s, s.Active, c.Selected)
		for _, o := range offers {
			_ = m.Rules().Check(s, o.Action)
			checks++
		}
		if stale := table.AuditHolds(true); stale > 0 {
			t.Fatalf("action %d: %d queries of a held table found a base edited in place", n, stale)
		}
		o, ok := rulestest.Pick(offers, c.Label)
		if !ok {
			t.Fatalf("action %d: no offer %q", n, c.Label)
		}
		if _, err := m.Do(o.Action); err != nil {
			t.Fatalf("action %d: %s: %v", n, o.Label, err)
		}
	}
	if stale := table.AuditHolds(true); stale > 0 {
		t.Fatalf("%d queries of a held table found a base edited in place", stale)
	}
	t.Logf("%d checks", checks)
	if checks < 100 {
		t.Errorf("only %d checks: the battle tells nothing", checks)
	}
}
