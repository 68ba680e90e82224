package musketpike

import (
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// TestReactionPivot checks 9.2.2 b [L700]: a 2-hex unit re-faces in
// reaction by pivoting one half one or two hexes (forward, 6.2.1 [L457]),
// for no MP; the hexes the pivoting half enters may not be next to an
// enemy unless the wing has Charge orders, or the half that stays was
// next to that enemy already and the pivoting half comes next to no
// other; an out-of-command unit never comes next to an enemy [L665]; it
// enters only hexes it could (no other combat unit [L597]); a Column does
// not pivot. The foot stands on 0505-0605 facing north; it pivots about
// its left half (facing f+1, f+2), its right half entering the centre
// front hex c1, then c2.
func TestReactionPivot(t *testing.T) {
	type place struct {
		id, typ string
		side    int
		at      func(w *world, foot hex.Unit) hex.Hex
	}
	cf := func(w *world, foot hex.Unit) hex.Hex { c, _ := foot.CentreFront(); return c }
	// nextToC1 is a hex next to c1, two or more from both halves.
	nextToC1 := func(w *world, foot hex.Unit) hex.Hex {
		c := cf(w, foot)
		for _, n := range c.Neighbors() {
			if foot.HexDist(n) >= 2 {
				return n
			}
		}
		t.Fatal("no hex next to c1 away from the foot")
		return c
	}
	// nextToBoth is a hex next to c1 and to the left half (that stays).
	nextToBoth := func(w *world, foot hex.Unit) hex.Hex {
		c := cf(w, foot)
		for _, n := range c.Neighbors() {
			if !foot.Occupies(n) && hex.Dist(n, foot.L) == 1 {
				return n
			}
		}
		t.Fatal("no hex next to c1 and L")
		return c
	}
	for _, c := range []struct {
		name   string
		order  charts.Order
		others []place
		out    bool // out of command
		column bool
		turn   int
		ok     bool
	}{
		{"one hex about the left half", charts.MakeReady, nil, false, false, 1, true},
		{"two hexes", charts.MakeReady, nil, false, false, 2, true},
		{"about the right half", charts.MakeReady, nil, false, false, -1, true},
		{"three hexes: too far", charts.MakeReady, nil, false, false, 3, false},
		{"next to an enemy", charts.MakeReady, []place{{"e", HeavyInfantry, 1, nextToC1}}, false, false, 1, false},
		{"next to an enemy under Charge orders", charts.Charge, []place{{"e", HeavyInfantry, 1, nextToC1}}, false, false, 1, true},
		{"next to an enemy its staying half was next to", charts.MakeReady, []place{{"e", HeavyInfantry, 1, nextToBoth}}, false, false, 1, true},
		{"out of command, next to an enemy, Charge orders", charts.Charge, []place{{"e", HeavyInfantry, 1, nextToC1}}, true, false, 1, false},
		{"a friend in c1", charts.MakeReady, []place{{"f", LightInfantry, 0, cf}}, false, false, 1, false},
		{"in Column", charts.MakeReady, nil, false, true, 1, false},
	} {
		w := newWorld(t, 12, 12)
		w.wc("wc", 0, 1, "0505", c.order)
		w.wc("ewc", 1, 1, "1101", charts.MakeReady)
		w.two("foot", 0, "0505", north, c.column, nil)
		foot := w.at(&w.s, "foot")
		for _, o := range c.others {
			w.one(o.id, o.typ, o.side, w.m.Label(o.at(w, foot)), south, nil)
		}
		s := w.setup("wc")
		x := mustUnit(t, s, "foot")
		if c.out {
			x.SetStatus(stOut, 1)
		}
		bd, _ := boardOf(s)
		at := w.at(s, "foot")
		to, v := reactPivot(s, bd, x, at, at.F.Turn(c.turn))
		if (v == nil) != c.ok {
			t.Errorf("%s: reactPivot = %v, want allowed %v", c.name, v, c.ok)
			continue
		}
		if !c.ok {
			continue
		}
		if to.F != at.F.Turn(c.turn) || !to.Two {
			t.Errorf("%s: it ends facing %d, want %d", c.name, to.F, at.F.Turn(c.turn))
		}
		stays := at.L
		if c.turn < 0 {
			stays = at.R
		}
		if !to.Occupies(stays) {
			t.Errorf("%s: the half about which it pivots moved: %v from %v", c.name, to, at)
		}
		// Applied as the answer to a trigger: the counter pivots, no MP.
		n := s.Clone()
		evs := applyReface(&n, mustUnit(t, &n, "foot"), to.F)
		if got := w.at(&n, "foot"); got.L != to.L || got.R != to.R || got.F != to.F {
			t.Errorf("%s: after the answer the foot stands on %v, want %v\n%s", c.name, got, to, logText(evs))
		}
		if n.Used[x.Bases[0]] != 0 {
			t.Errorf("%s: the pivot cost MP", c.name)
		}
	}
}

// TestTwoHexUnitsAreAskedToPivot: a 2-hex unit in line is offered the
// re-face reaction (its pivot) [L696], [L700]; one in Column is not.
func TestTwoHexUnitsAreAskedToPivot(t *testing.T) {
	for _, column := range []bool{false, true} {
		x := &rules.Unit{Type: HeavyInfantry, Profile: map[string]float64{keyHexes: 2}, Bases: []string{"foot.1"}}
		if column {
			x.Formation = Column
		}
		if got := moveCan(x)&reactReface != 0; got == column {
			t.Errorf("column %v: re-face offered %v", column, got)
		}
	}
}
