package bloodblades

import (
	"testing"

	"plateau/rules"
)

// TestHaltCost is D15 [L1354-1355] and C1, C3-C5 [L1352-1356]: halting a
// lone Irr Wb in GGo costs 2, in a wood 1; a group with Irr bases pays C5
// unless all its Irr bases are infantry entirely in RGo or DGo.
func TestHaltCost(t *testing.T) {
	wood := func(w *world) { w.rect("wd", "wood", 40, 50, 71, 70) }
	halfWood := func(w *world) { w.rect("wd", "wood", 40, 50, 60, 70) }
	rocky := func(w *world) { w.rect("rk", "rocky", 40, 50, 71, 70) }
	firstInWood := func(w *world) { w.rect("wd", "wood", 40, 50, 62, 70) } // u1 (x 58-62) only
	for _, c := range []struct {
		name    string
		troops  []string // side by side from x = 60, facing north
		halt    []string
		terrain func(w *world)
		lines   []string
		total   int
	}{
		{"lone Irr Wb in GGo (D15)", []string{"Irr Wb(O)"}, []string{"u1"}, nil, []string{"C3", "C4"}, 2},
		{"lone Irr Wb in a wood (D15)", []string{"Irr Wb(O)"}, []string{"u1"}, wood, []string{"C3"}, 1},
		{"lone Irr Wb half in a wood", []string{"Irr Wb(O)"}, []string{"u1"}, halfWood, []string{"C3", "C4"}, 2},
		{"lone Irr Bd(F) in rocky ground", []string{"Irr Bd(F)"}, []string{"u1"}, rocky, []string{"C3"}, 1},
		{"lone Irr HCh in a wood: not infantry", []string{"Irr HCh(O)"}, []string{"u1"}, wood, []string{"C3", "C4"}, 2},
		{"group of Irr Wb in GGo", []string{"Irr Wb(O)", "Irr Wb(O)"}, []string{"u1", "u2"}, nil, []string{"C3", "C5"}, 2},
		{"group of Irr Wb in a wood", []string{"Irr Wb(O)", "Irr Wb(O)"}, []string{"u1", "u2"}, wood, []string{"C3"}, 1},
		{"Irr Wb with Reg Sp, in GGo", []string{"Irr Wb(O)", "Reg Sp(O)"}, []string{"u1", "u2"}, nil, []string{"C3", "C5"}, 2},
		{"Irr Wb in a wood with Reg Sp outside it: only Irr bases count", []string{"Irr Wb(O)", "Reg Sp(O)"}, []string{"u1", "u2"}, firstInWood, []string{"C3"}, 1},
		{"Irr Wb in a wood with Irr HCh", []string{"Irr Wb(O)", "Irr HCh(O)"}, []string{"u1", "u2"}, wood, []string{"C3", "C5"}, 2},
		{"sub-group of Irr Wb", []string{"Irr Wb(O)", "Irr Wb(O)", "Irr Wb(O)"}, []string{"u1", "u2"}, nil, []string{"C3", "C1", "C5"}, 3},
	} {
		w := newWorld().genNear()
		for i, tr := range c.troops {
			tp, _ := ParseTroop(tr)
			y := 59 + Scales["15mm"].Depth(tp.DepthClass())/2 // fronts level at y = 59
			w.unit("u"+string(rune('1'+i)), 0, tr, 60+4*float64(i), y, north)
		}
		if c.terrain != nil {
			c.terrain(w)
		}
		s := w.ready(t, 6)
		a := HaltAction(0, ids(c.halt...)...)
		wantCost(t, c.name, &s, a, c.lines, c.total)
	}
}

// TestHalt is §6.2 [L1338-1344]: a halt costs PIGs in the move phase; a
// base that has moved cannot be halted, a halted base cannot move, a base
// may be halted again; only impetuous troops are halted [L1768]; halts
// last the period.
func TestHalt(t *testing.T) {
	r := Rules{}
	w := newWorld().genNear().unit("wb", 0, "Irr Wb(O)", 60, 60, north).unit("wb2", 0, "Irr Wb(O)", 30, 60, north).
		unit("sp", 0, "Reg Sp(O)", 40, 60, north).unit("bd", 0, "Reg Bd(F)", 50, 40, north)
	s := w.state(t)
	if got := code(r.Check(&s, HaltAction(0, "wb.1"))); got != "phase" {
		t.Errorf("halt before the PIG roll: Check = %q, want phase", got)
	}
	s = w.ready(t, 6)
	for _, c := range []struct {
		name string
		a    rules.Action
		want string
	}{
		{"Reg Sp", HaltAction(0, "sp.1"), "not-impetuous"},
		{"Reg Bd(F)", HaltAction(0, "bd.1"), "not-impetuous"},
		{"two bases apart", HaltAction(0, "wb.1", "wb2.1"), "group"},
		{"an enemy base", HaltAction(0, "ogen.1"), "not-yours"},
		{"no base", HaltAction(0), "error: bnb: a halt names no base (Target: base IDs separated by commas)"},
	} {
		if got := code(r.Check(&s, c.a)); got != c.want {
			t.Errorf("halt %s: Check = %q, want %q", c.name, got, c.want)
		}
	}
	before := s.Hash()
	n, evs := apply(t, s, HaltAction(0, "wb.1"))
	if s.Hash() != before {
		t.Fatalf("Apply(halt) changed its input")
	}
	if n.Counters[ctPIGs] != 4 || len(evs) != 1 || evs[0].Kind != "halted" || !has(evs[0].Text, "costs 2 PIGs") {
		t.Errorf("after halting wb: %d PIGs, events %+v", n.Counters[ctPIGs], evs)
	}
	if got := code(r.Check(&n, ahead(&n, "wb", 3))); got != "halted" {
		t.Errorf("moving a halted base: Check = %q, want halted [L1344]", got)
	}
	if err := r.Check(&n, HaltAction(0, "wb.1")); err != nil {
		t.Errorf("halting it again: Check = %v, want nil [L1344]", err)
	}
	// A base that has moved cannot be halted.
	m, _ := apply(t, n, ahead(&n, "wb2", 6))
	if got := code(r.Check(&m, HaltAction(0, "wb2.1"))); got != "moved" {
		t.Errorf("halting a base that moved: Check = %q, want moved [L1344]", got)
	}
	// The halt lasts the period.
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	n, _ = apply(t, n, rules.Action{Kind: KindRollPIGs, Side: 1}, 3)
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	n, _ = apply(t, n, rules.Action{Kind: KindRollPIGs, Side: 0}, 5)
	if err := r.Check(&n, ahead(&n, "wb", 3)); err != nil {
		t.Errorf("moving the base halted last period: Check = %v", err)
	}
	// A zocced base may be halted [L1400].
	s = newWorld().genNear().unit("e", 1, "Reg Bd(O)", 60, 40, south).unit("wb", 0, "Irr Wb(O)", 60, 44.5, north).ready(t, 6)
	if err := r.Check(&s, HaltAction(0, "wb.1")); err != nil {
		t.Errorf("halting a zocced base: Check = %v", err)
	}
}

// TestHaltCinCDiscount: the C-in-C's discount is for the first order
// applying to a group he belongs to [L1348], a halt as well as a move
// (C0 names "le premier ordre", A17): halting his group with an Irr Wb
// costs 1 (C3) + 1 (C5) − 1 (C0) = 1; halting it again [L1344] costs 2.
func TestHaltCinCDiscount(t *testing.T) {
	w := newWorld().drop("gen").unit("wb", 0, "Irr Wb(O)", 60, 59.75, north).unit("cv", 0, "Reg Cv(O)", 64, 60.5, north).cinc(0, "cv")
	s := w.ready(t, 6)
	a := HaltAction(0, ids("wb", "cv")...)
	wantCost(t, "the C-in-C's group, first order", &s, a, []string{"C3", "C5", "C0"}, 1)
	s, _ = apply(t, s, a)
	if s.Counters[ctPIGs] != 5 {
		t.Errorf("after the first halt: %d PIGs, want 5", s.Counters[ctPIGs])
	}
	wantCost(t, "the C-in-C's group, second order", &s, a, []string{"C3", "C5"}, 2)
}
