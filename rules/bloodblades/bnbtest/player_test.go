package bnbtest

import (
	"testing"

	"plateau/rules"
	"plateau/rules/bloodblades"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

// TestPlayerBreaksATie: when the close combat step stops for the enemy
// player's choice of a principal opponent (bnb.md §9.2 [L1900]), the
// player presses the first choice offered (the rules' pick) at the shared
// screen, whoever's period it is, and the battle goes on to the fight.
// Blue's Sp "a" has its front corners on the front edges of red's Sp z1
// and z2, side by side: rank 6 [L1894] each, equally in front.
func TestPlayerBreaksATie(t *testing.T) {
	for _, active := range []int{0, 1} {
		s := tieState(t)
		s.Active = active
		r := bloodblades.Rules{}
		s, _, err := r.Apply(s, rules.Action{Kind: rules.KindEndPhase, Side: active}, dice.NewScripted())
		if err != nil || s.Phase != bloodblades.PhasePrincipal {
			t.Fatalf("active %d: end of moves: phase %q, %v", active, s.Phase, err)
		}
		var p Player
		c, ok := p.Next(r, &s)
		if !ok {
			t.Fatalf("active %d: the player finds nothing to press", active)
		}
		o, ok := rulestest.Pick(r.Offers(&s, s.Active, c.Selected), c.Label)
		if !ok || o.Action.Kind != bloodblades.KindPrincipal || o.Action.Side != 1 || o.Action.Args["opponent"] != "z1.1" {
			t.Fatalf("active %d: pressed %q: %+v, want red's choice of z1", active, c.Label, o.Action)
		}
		n, _, err := r.Apply(s, o.Action, dice.NewScripted())
		if err != nil || n.Phase != bloodblades.PhaseCombat {
			t.Fatalf("active %d: the choice: phase %q, %v", active, n.Phase, err)
		}
		if c, _ := p.Next(r, &n); c.Label != "Fight" {
			t.Errorf("active %d: after the choice the player presses %q, want Fight", active, c.Label)
		}
	}
}

// tieState is blue's move phase with the tie, at 15 mm (bases 4 × 1.5 cm
// for Sp), each army's Reg Cv C-in-C far off.
func tieState(t *testing.T) rules.State {
	t.Helper()
	s := rules.State{Ruleset: bloodblades.ID, Table: table.Table{Width: 120, Height: 75},
		Sides: []rules.Side{{ID: "blue", Name: "Blue"}, {ID: "red", Name: "Red"}}}
	add := func(id string, side int, typ string, x, y, bearing, depth float64) {
		s.Table.Bases = append(s.Table.Bases, table.Base{ID: id + ".1", Unit: id, Side: side,
			Shape: geom.Rect{Center: geom.V(x, y), Facing: geom.FromBearing(bearing), Width: 4, Depth: depth}})
		s.Units = append(s.Units, rules.Unit{ID: id, Name: id, Side: side, Type: typ, Bases: []string{id + ".1"}})
	}
	add("gen", 0, "Reg Cv(O)", 110, 72, 0, 3)
	add("ogen", 1, "Reg Cv(O)", 10, 3, 180, 3)
	for i := range s.Units {
		s.Units[i].Profile = map[string]float64{"cinc": 1}
	}
	add("z1", 1, "Reg Sp(O)", 58, 40, 180, 1.5)
	add("z2", 1, "Reg Sp(O)", 62, 40, 180, 1.5)
	add("a", 0, "Reg Sp(O)", 60, 41.5, 0, 1.5)
	if err := (bloodblades.Rules{}).Setup(&s); err != nil {
		t.Fatal(err)
	}
	s.Phase = bloodblades.PhaseMove
	return s
}

// TestPlayerChoosesAPursuit: when red's fight is won by blue's Reg Bd,
// which may pursue [L2316], the step stops for blue's choice (bnb.md §9.8
// [L2313]); the player presses the first choice offered at the shared
// screen in red's period (blue's, staying: the rules' pick), and the
// battle goes on to the end of the combats. Red's Sp z faces blue's Bd
// b front to front; Sp 4 +1 (T16) + D6 3 against Bd 4 +1 (T14) + D6 5:
// z recoils [L2191].
func TestPlayerChoosesAPursuit(t *testing.T) {
	s := rules.State{Ruleset: bloodblades.ID, Table: table.Table{Width: 120, Height: 75},
		Sides: []rules.Side{{ID: "blue", Name: "Blue"}, {ID: "red", Name: "Red"}}}
	add := func(id string, side int, typ string, x, y, bearing float64) {
		s.Table.Bases = append(s.Table.Bases, table.Base{ID: id + ".1", Unit: id, Side: side,
			Shape: geom.Rect{Center: geom.V(x, y), Facing: geom.FromBearing(bearing), Width: 4, Depth: 1.5}})
		s.Units = append(s.Units, rules.Unit{ID: id, Name: id, Side: side, Type: typ, Bases: []string{id + ".1"}})
	}
	add("gen", 0, "Reg Cv(O)", 110, 72, 0)
	add("ogen", 1, "Reg Cv(O)", 10, 3, 180)
	for i := range s.Units {
		s.Units[i].Profile = map[string]float64{"cinc": 1}
	}
	s.Table.Bases[0].Shape.Depth, s.Table.Bases[1].Shape.Depth = 3, 3
	add("z", 1, "Reg Sp(O)", 60, 40, 180)
	add("b", 0, "Reg Bd(O)", 60, 41.5, 0)
	r := bloodblades.Rules{}
	if err := r.Setup(&s); err != nil {
		t.Fatal(err)
	}
	s.Active, s.Phase = 1, bloodblades.PhaseCombat
	var p Player
	if c, _ := p.Next(r, &s); c.Label != "Fight" {
		t.Fatalf("in red's combats the player presses %q, want Fight", c.Label)
	}
	s, _ = rulestest.Apply(t, r, s, rules.Action{Kind: bloodblades.KindFight, Side: 1, Target: "z.1"}, 3, 5)
	if s.Phase != bloodblades.PhasePursuit {
		t.Fatalf("after the fight: phase %q, want %q", s.Phase, bloodblades.PhasePursuit)
	}
	c, ok := p.Next(r, &s)
	if !ok {
		t.Fatal("the player finds nothing to press")
	}
	o, ok := rulestest.Pick(r.Offers(&s, s.Active, c.Selected), c.Label)
	if !ok || o.Action.Kind != bloodblades.KindPursue || o.Action.Side != 0 || o.Action.Args["pursue"] != "no" {
		t.Fatalf("pressed %q: %+v, want blue's choice to stay", c.Label, o.Action)
	}
	n, _, err := r.Apply(s, o.Action, dice.NewScripted())
	if err != nil || n.Phase != bloodblades.PhaseCombat {
		t.Fatalf("the choice: phase %q, %v", n.Phase, err)
	}
	if c, _ := p.Next(r, &n); c.Label != "End" {
		t.Errorf("after the choice the player presses %q, want End", c.Label)
	}
}
