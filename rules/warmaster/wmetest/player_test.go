package wmetest

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/warmaster"
)

// twoAgainstOne: Blue's Left and Right units (one element each, facing
// north) both touch the front edge of Red's one element (facing south), so
// that Red chooses whom it attacks ([L1336-1338]); Blue plays first.
func twoAgainstOne(t *testing.T) rules.State {
	s := rules.State{Ruleset: warmaster.ID, Table: table.Table{Width: 60, Height: 60},
		Sides:    []rules.Side{{ID: "blue", Name: "Blue"}, {ID: "red", Name: "Red"}},
		Settings: map[string]string{warmaster.SettingTurns: "8"}}
	add := func(id string, side int, typ string, x, y float64, facing float64, w, d float64, profile map[string]float64) {
		s.Units = append(s.Units, rules.Unit{ID: id, Name: id, Side: side, Type: typ, Profile: profile, Bases: []string{id + ".1"}})
		s.Table.Bases = append(s.Table.Bases, table.Base{ID: id + ".1", Unit: id, Side: side, Round: warmaster.IsCommander(typ),
			Shape: geom.Rect{Center: geom.V(x, y), Facing: facing, Width: w, Depth: d}})
	}
	north, south := geom.FromBearing(0), geom.FromBearing(180)
	add("gen", 0, warmaster.General, 30, 57, north, 2.5, 2.5, map[string]float64{"command": 9})
	add("ogen", 1, warmaster.General, 30, 3, south, 2.5, 2.5, map[string]float64{"command": 8})
	add("left", 0, warmaster.Infantry, 27.5, 31, north, 4, 2, map[string]float64{"attacks": 1, "hits": 3})
	add("right", 0, warmaster.Infantry, 31.5, 31, north, 4, 2, map[string]float64{"attacks": 1, "hits": 3, "armour": 4})
	add("red", 1, warmaster.Infantry, 30, 29, south, 4, 2, map[string]float64{"attacks": 3, "hits": 3})
	if err := (warmaster.Rules{}).Setup(&s); err != nil {
		t.Fatal(err)
	}
	return s
}

// The Player presses on to the Combat phase, fights, and when Red is
// asked for its choices before the dice leaves them to the rules (the
// first declaration offered), so that the fight rolls as it did before
// the other player could choose.
func TestPlayerLeavesTheDeclarationToTheRules(t *testing.T) {
	r := warmaster.Rules{}
	s := twoAgainstOne(t)
	var p Player
	var pressed []string
	for range 10 {
		c, ok := p.Next(r, &s)
		if !ok {
			t.Fatalf("phase %s: nothing to press", s.Phase)
		}
		var o rules.Offer
		for _, x := range r.Offers(&s, s.Active, c.Selected) {
			if x.Disabled == "" && strings.HasPrefix(x.Label, c.Label) {
				o = x
				break
			}
		}
		pressed = append(pressed, o.Label)
		n, evs, err := r.Apply(s, o.Action, dice.NewScripted(1, 1, 6, 6, 1, 1, 1))
		if err != nil {
			t.Fatalf("%s: %v", o.Label, err)
		}
		s = n
		if o.Action.Kind == warmaster.KindDeclare {
			var text []string
			for _, e := range evs {
				text = append(text, e.Text)
			}
			if got := strings.Join(text, "\n"); !strings.Contains(got, "red attack right: 3 dice need 4+ [6][6][1] = 2 hits; saves 4+ [1][1]") {
				t.Errorf("after %q the fight is:\n%s\nwant red attacking right, the rules' pick", pressed, got)
			}
			return
		}
	}
	t.Fatalf("the player pressed %q and never declared", pressed)
}

// crossedDriveBacks: Blue's crossbowmen xb (80, 83, facing north) and xb2
// (104, 54, facing west) are each 21 cm from a Red unit, out of reach of a
// charge on initiative: the orcs (80, 60) and, 4 cm beyond them, the
// goblins (80, 54). Blue plays first.
func crossedDriveBacks(t *testing.T) rules.State {
	s := rules.State{Ruleset: warmaster.ID, Table: table.Table{Width: 180, Height: 120},
		Sides:    []rules.Side{{ID: "blue", Name: "Blue"}, {ID: "red", Name: "Red"}},
		Settings: map[string]string{warmaster.SettingTurns: "8"}}
	add := func(id string, side int, typ string, x, y float64, facing float64, w, d float64, profile map[string]float64) {
		s.Units = append(s.Units, rules.Unit{ID: id, Name: id, Side: side, Type: typ, Profile: profile, Bases: []string{id + ".1"}})
		s.Table.Bases = append(s.Table.Bases, table.Base{ID: id + ".1", Unit: id, Side: side, Round: warmaster.IsCommander(typ),
			Shape: geom.Rect{Center: geom.V(x, y), Facing: facing, Width: w, Depth: d}})
	}
	xbow := func(shots float64) map[string]float64 {
		return map[string]float64{"shots": shots, "range": 30, "hits": 3}
	}
	add("gen", 0, warmaster.General, 90, 115, geom.FromBearing(0), 2.5, 2.5, map[string]float64{"command": 9})
	add("ogen", 1, warmaster.General, 90, 3, geom.FromBearing(180), 2.5, 2.5, map[string]float64{"command": 8})
	add("xb", 0, warmaster.Infantry, 80, 83, geom.FromBearing(0), 4, 2, xbow(2))
	add("xb2", 0, warmaster.Infantry, 104, 54, geom.FromBearing(270), 4, 2, xbow(1))
	add("orc", 1, warmaster.Infantry, 80, 60, geom.FromBearing(180), 4, 2, map[string]float64{"hits": 3})
	add("gob", 1, warmaster.Infantry, 80, 54, geom.FromBearing(180), 4, 2, map[string]float64{"hits": 3})
	if err := (warmaster.Rules{}).Setup(&s); err != nil {
		t.Fatal(err)
	}
	return s
}

// When the drive backs after shooting wait for their owner's order
// (wme.md §8.6 [L1209]) and then for a friend's way (§9.10), the Player
// presses the rules' pick of each (the first offered), and the battle
// goes on to the Combat phase.
func TestPlayerOrdersTheDriveBacks(t *testing.T) {
	r := warmaster.Rules{}
	s := crossedDriveBacks(t)
	do := func(a rules.Action, faces ...int) {
		t.Helper()
		n, _, err := r.Apply(s, a, dice.NewScripted(faces...))
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
		s = n
	}
	for s.Phase != warmaster.PhaseShooting {
		do(rules.Action{Kind: rules.KindEndPhase, Side: 0})
	}
	do(rules.Action{Kind: warmaster.KindShoot, Side: 0, Target: "orc", Args: map[string]string{"unit": "xb"}}, 4, 4)
	do(rules.Action{Kind: warmaster.KindShoot, Side: 0, Target: "gob", Args: map[string]string{"unit": "xb2"}}, 4)
	do(rules.Action{Kind: rules.KindEndPhase, Side: 0})
	var p Player
	for _, want := range []struct {
		kind, label string
		faces       []int
	}{
		{warmaster.KindDriveBack, "orc: Driven back next", []int{4, 5}},  // 9 cm into the goblins
		{warmaster.KindMakeWay, "gob: Make way for orc", []int{1, 1, 5}}, // the least move; both test; then the goblins' drive back
	} {
		c, ok := p.Next(r, &s)
		if !ok || !strings.HasPrefix(c.Label, want.label) {
			t.Fatalf("the Player pressed %q (%v), want %q", c.Label, ok, want.label)
		}
		offers := r.Offers(&s, s.Active, c.Selected)
		if len(offers) == 0 || offers[0].Label != c.Label || offers[0].Action.Kind != want.kind {
			t.Fatalf("the Player pressed %q, want the first offer of %+v", c.Label, offers)
		}
		do(offers[0].Action, want.faces...)
	}
	if s.Phase != warmaster.PhaseCombat {
		t.Errorf("phase %s after the drive backs, want combat", s.Phase)
	}
}
