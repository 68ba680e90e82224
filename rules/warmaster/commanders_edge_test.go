package warmaster

import (
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

// A commander stands on a round base ([L221]: "des ronds ... de 20 à 30mm
// de diamètre pour les commandants"; wme.md §12 G26-G27), and a disc has
// no facing: he is on the table when his disc is, whatever facing his
// Shape keeps. Issue 8 item 9 (b): random play (game/conformance_test.go,
// the close armies' scenario, seed 46, action 35) charged Orc Warriors on
// initiative through the Empire General standing before his crossbowmen,
// whose line has its rear on the table's bottom edge; displaced, he joined
// them ([L2057]) with no room beside them (the enemy in front, the edge
// behind), so on their first base, his disc moved in to touch the edge
// ([L2051]). The suite judged his square turned with his Shape's facing
// (-119°), which poked 0.45 cm past the edge: it now judges the disc, as
// the displacement code does (discOnTable). This is that position.
func TestDisplacedCommanderOnTheEdge(t *testing.T) {
	w := newWorld().
		unit("xbow", 0, Infantry, 3, 26, 59, north, map[string]float64{keyAttacks: 3, keyHits: 3, keyShots: 1, keyRange: 30}).
		unit("orcs", 1, Infantry, 3, 26.148466282940753, 46.98830438743252, south, map[string]float64{keyAttacks: 4, keyHits: 3, keyArmour: 6})
	w.commander("gen", 0, General, 9, 28.016418478799878, 56.133032138345435)
	w.commander("ogen", 1, General, 8, 30, 5)
	w.s.Table.Width, w.s.Table.Height = 60, 60
	gb, _ := w.s.Base("gen.1")
	gb.Shape.Facing = -2.080369060251714 // as random moves left it: a disc's facing means nothing
	s := w.state(t)
	s.Turn, s.Active, s.Phase = 2, 1, PhaseInitiative
	a := rules.Action{Kind: KindCharge, Side: 1, Target: "xbow", Args: map[string]string{"unit": "orcs"}}
	// The crossbowmen shoot at the chargers ([L1235]): 4, 1, 5 to hit
	// (4+), then the orcs' saves 1, 6 (6+): one wound.
	n, evs := applyPure(t, s, a, 4, 1, 5, 1, 6)
	contains(t, evs, "gen is passed through by orcs and displaced: he joins xbow")
	b, _ := n.Base("gen.1")
	if !discOnTable(&n, b.Shape.Center, b.Shape.Width/2) {
		t.Errorf("the General's disc at %v is off the table", b.Shape.Center)
	}
	if got := b.Shape.Center.Y + b.Shape.Width/2; got > n.Table.Height+geom.Eps || got < n.Table.Height-geom.Eps {
		t.Errorf("the General's disc reaches y = %.4f, want it touching the edge at %g (no room beside his unit, [L2051])", got, n.Table.Height)
	}
	if msg := rulestest.Invariants(Rules{}, &s, &n, a); msg != "" {
		t.Errorf("after the charge: %s, want every invariant kept", msg)
	}
}

// Whatever facing a commander's Shape keeps, the rules and the suite
// judge his disc on the table alike (discOnTable, baseOnTable,
// rulestest.OnTable); a unit's base is judged as its turned rectangle.
func TestCommanderDiscOnTable(t *testing.T) {
	tb := &rules.State{Table: table.Table{Width: 60, Height: 60}}
	for _, c := range []struct {
		name   string
		base   table.Base
		wantOn bool
	}{
		{"a disc touching the edge, turned 119°", table.Base{ID: "g", Round: true, Shape: geom.Rect{Center: geom.V(26, 58.75), Facing: -2.08, Width: 2.5, Depth: 2.5}}, true},
		{"a disc touching the corner, turned 45°", table.Base{ID: "g", Round: true, Shape: geom.Rect{Center: geom.V(1.25, 1.25), Facing: 0.785, Width: 2.5, Depth: 2.5}}, true},
		{"a disc 0.1 cm past the edge", table.Base{ID: "g", Round: true, Shape: geom.Rect{Center: geom.V(26, 58.85), Width: 2.5, Depth: 2.5}}, false},
		{"a unit's base turned over the edge", table.Base{ID: "u", Shape: geom.Rect{Center: geom.V(26, 58.75), Facing: -2.08, Width: 2.5, Depth: 2.5}}, false},
		{"a unit's base square to the edge", table.Base{ID: "u", Shape: geom.Rect{Center: geom.V(26, 58.75), Width: 2.5, Depth: 2.5}}, true},
	} {
		b := c.base
		if got := baseOnTable(tb, &b, b.Shape); got != c.wantOn {
			t.Errorf("%s: baseOnTable = %v, want %v", c.name, got, c.wantOn)
		}
		if got := rulestest.OnTable(&tb.Table, &b); got != c.wantOn {
			t.Errorf("%s: rulestest.OnTable = %v, want %v", c.name, got, c.wantOn)
		}
	}
}
