package bloodblades

import (
	"math"
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// TestADFace is the AD read from a D6 [L766-768]: 1 is 3, 6 is 4.
func TestADFace(t *testing.T) {
	want := map[int]int{1: 3, 2: 2, 3: 3, 4: 4, 5: 5, 6: 4}
	count := map[int]int{}
	for d6 := 1; d6 <= 6; d6++ {
		got := ADFace(d6)
		if got != want[d6] {
			t.Errorf("ADFace(%d) = %d, want %d", d6, got, want[d6])
		}
		count[got]++
	}
	if count[2] != 1 || count[3] != 2 || count[4] != 2 || count[5] != 1 { // faces 2, 3, 3, 4, 4, 5 [L766]
		t.Errorf("AD faces = %v, want 2, 3, 3, 4, 4, 5", count)
	}
}

// TestPIGRoll: an AD if the C-in-C is Reg, a D6 if Irr [L1326-1329],
// logged with the die and the result.
func TestPIGRoll(t *testing.T) {
	for _, c := range []struct {
		cinc      string
		face, got int
		text      string
	}{
		{"Reg Cv(O)", 6, 4, "AD"},
		{"Reg Cv(O)", 1, 3, "AD"},
		{"Reg Cv(O)", 5, 5, "AD"},
		{"Irr Cv(O)", 6, 6, "D6"},
		{"Irr Cv(O)", 1, 1, "D6"},
		{"Cv(O)", 6, 6, "D6"}, // unmarked is Irr
	} {
		w := newWorld()
		w.s.Units[0].Type = c.cinc
		s := w.state(t)
		n, evs := apply(t, s, rules.Action{Kind: KindRollPIGs, Side: 0}, c.face)
		if n.Counters[ctPIGs] != c.got || n.Phase != PhaseMove {
			t.Errorf("%s rolls %d: %d PIGs, phase %q; want %d, move", c.cinc, c.face, n.Counters[ctPIGs], n.Phase, c.got)
		}
		if len(evs) != 1 || !slices.Equal(evs[0].Rolls, []dice.Roll{{Sides: 6, Value: c.face}}) || !has(evs[0].Text, c.text) {
			t.Errorf("%s rolls %d: events %+v, want the D6 logged and %q", c.cinc, c.face, evs, c.text)
		}
	}
}

// TestSequence: PIGs then moves, periods alternate, the turn goes up when
// the first player starts again, unused PIGs are lost (A11).
func TestSequence(t *testing.T) {
	r := Rules{}
	s := newWorld().unit("sp", 0, "Reg Sp(O)", 60, 60, north).state(t)
	if got := r.Legal(&s, 0); !slices.Equal(got, []string{KindRollPIGs}) {
		t.Errorf("Legal before the roll = %v", got)
	}
	if r.Legal(&s, 1) != nil {
		t.Errorf("Legal for the waiting player = %v", r.Legal(&s, 1))
	}
	for _, a := range []rules.Action{ahead(&s, "sp", 1), {Kind: rules.KindEndPhase, Side: 0}} {
		if got := code(r.Check(&s, a)); got != "phase" {
			t.Errorf("Check(%s) before the roll = %q, want phase", a, got)
		}
	}
	if got := code(r.Check(&s, rules.Action{Kind: KindRollPIGs, Side: 1})); got != "turn" {
		t.Errorf("red rolls in blue's period: %q, want turn", got)
	}
	s, _ = apply(t, s, rules.Action{Kind: KindRollPIGs, Side: 0}, 4)
	if got := code(r.Check(&s, rules.Action{Kind: KindRollPIGs, Side: 0})); got != "phase" {
		t.Errorf("second roll: %q, want phase", got)
	}
	s, evs := apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if s.Active != 1 || s.Turn != 1 || s.Phase != PhasePIGs || s.Counters[ctPIGs] != 0 {
		t.Errorf("after blue's period: active %d turn %d phase %q pigs %d", s.Active, s.Turn, s.Phase, s.Counters[ctPIGs])
	}
	if len(evs) != 4 || !has(evs[0].Text, "loses 4 unused PIGs") || evs[1].Kind != "morale" || evs[3].Kind != "phase" {
		t.Errorf("end of period events = %+v, want the 4 lost PIGs, both morale checks [L1318], the next period", evs)
	}
	s, _ = apply(t, s, rules.Action{Kind: KindRollPIGs, Side: 1}, 2)
	s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	if s.Active != 0 || s.Turn != 2 || s.Phase != PhasePIGs {
		t.Errorf("after red's period: active %d turn %d phase %q, want 0 2 pigs", s.Active, s.Turn, s.Phase)
	}
}

// TestCost is bnb.md §6.3 [L1346-1365] for single bases, with A16 and A17.
func TestCost(t *testing.T) {
	for _, c := range []struct {
		name  string
		troop string
		mx    float64 // the mover's x (y = 60, facing north)
		gx    float64 // the C-in-C's x (y = 60); 0: the mover is the C-in-C
		foe   bool    // a red base 4 MU ahead of the mover
		wood  bool    // a wood hiding the C-in-C
		move  func(s *rules.State) rules.Action
		lines []string
		total int
	}{
		{"Reg Sp straight ahead", "Reg Sp(O)", 60, 70, false, false, fwd(6), []string{"C2"}, 1},
		{"Irr Bw wheeling, distant (§6.3 example)", "Irr Bw(O)", 60, 70, false, false, pivot(-20, 2), []string{"C2", "C6", "C7"}, 3},
		{"Irr Wb straight ahead in full, distant", "Irr Wb(O)", 60, 70, false, false, fwd(6), []string{"C2", "C7"}, 2},
		{"Irr Wb straight ahead, short", "Irr Wb(O)", 60, 70, false, false, fwd(3), []string{"C2", "C6", "C7"}, 3},
		{"Irr Wb straight ahead in full, tactical", "Irr Wb(O)", 60, 70, true, false, fwd(6), []string{"C2"}, 1},
		{"Irr Ps wheeling, distant", "Irr Ps(O)", 60, 70, false, false, pivot(-20, 2), []string{"C2"}, 1},
		{"Irr Ax wheeling, distant", "Irr Ax(O)", 60, 70, false, false, pivot(-20, 2), []string{"C2", "C7"}, 2},
		{"Irr Cv wheeling, distant", "Irr Cv(O)", 60, 70, false, false, pivot(-20, 2), []string{"C2", "C7"}, 2},
		{"Irr LH wheeling, distant", "Irr LH(O)", 60, 70, false, false, pivot(-20, 2), []string{"C2"}, 1},
		{"Irr Wb about-face", "Irr Wb(O)", 60, 70, true, false, turn(180), []string{"C2", "C6"}, 2},
		{"the C-in-C's first order", "Reg Cv(O)", 60, 0, false, false, fwd(6), []string{"C2", "C0"}, 0},
		{"C-in-C seen 12 MU away", "Reg Sp(O)", 20, 22 + 36 + 2, false, false, fwd(6), []string{"C2", "C12"}, 2},
		{"C-in-C seen 10 MU away", "Reg Sp(O)", 20, 22 + 30 + 2, false, false, fwd(6), []string{"C2"}, 1},
		{"LH, C-in-C seen 12 MU away", "Reg LH(O)", 20, 22 + 36 + 2, false, false, fwd(6), []string{"C2"}, 1},
		{"LH, C-in-C seen 21 MU away", "Reg LH(O)", 20, 22 + 63 + 2, false, false, fwd(6), []string{"C2", "C13"}, 2},
		{"C-in-C hidden by a wood 6 MU away", "Reg Sp(O)", 20, 22 + 18 + 2, false, true, fwd(6), []string{"C2", "C11"}, 2},
		{"C-in-C hidden by a wood 5 MU away", "Reg Sp(O)", 20, 22 + 15 + 2, false, true, fwd(6), []string{"C2"}, 1},
		{"C-in-C seen 6 MU away", "Reg Sp(O)", 20, 22 + 18 + 2, false, false, fwd(6), []string{"C2"}, 1},
	} {
		w := newWorld().drop("gen").unit("u", 0, c.troop, c.mx, 60, north)
		if c.gx == 0 {
			w.cinc(0, "u")
		} else {
			w.unit("gen", 0, "Reg Cv(O)", c.gx, 60, north).cinc(0, "gen")
		}
		if c.foe {
			w.unit("foe", 1, "Reg Sp(O)", c.mx, 46, south)
		}
		if c.wood {
			w.rect("wd", "wood", 26, 40, 36, 75)
		}
		s := w.ready(t, 6)
		a := c.move(&s)
		wantCost(t, c.name, &s, a, c.lines, c.total)
	}
}

func fwd(d float64) func(s *rules.State) rules.Action {
	return func(s *rules.State) rules.Action { return ahead(s, "u", d) }
}

func pivot(deg, d float64) func(s *rules.State) rules.Action {
	return func(s *rules.State) rules.Action { return wheel(s, "u", deg, d) }
}

func turn(deg float64) func(s *rules.State) rules.Action {
	return func(s *rules.State) rules.Action { return path(s, "u", [3]float64{0, 0, deg}) }
}

// TestCostRefusal: a move costing more than the PIGs left is refused with
// the breakdown [L1346-1358]; the PIGs are spent when it is applied, and
// the C-in-C's discount once a period (A17).
func TestCostRefusal(t *testing.T) {
	r := Rules{}
	w := newWorld().unit("wb", 0, "Irr Wb(O)", 100, 60, north)
	s := w.ready(t, 1)
	err := r.Check(&s, ahead(&s, "wb", 6))
	if code(err) != "pigs" || !has(msg(err), "costs 2 PIGs (1 move, +1 Irr distant move); 1 PIG left") {
		t.Errorf("Check(Irr Wb distant move, 1 PIG) = %v, want a pigs refusal with the breakdown", err)
	}
	s = w.ready(t, 3)
	s, evs := apply(t, s, ahead(&s, "wb", 6))
	if s.Counters[ctPIGs] != 1 || len(evs) != 1 || !has(evs[0].Text, "costs 2 PIGs") || !has(evs[0].Text, "2.0 MU (6.0 cm)") {
		t.Errorf("after a 2-PIG move from 3: %d PIGs left, events %+v", s.Counters[ctPIGs], evs)
	}
	// The C-in-C's first order is 1 cheaper; his second is not.
	s = w.ready(t, 2)
	s, _ = apply(t, s, ahead(&s, "gen", -1)) // Reg Cv, distant: 1 − 1 = 0
	if s.Counters[ctPIGs] != 2 {
		t.Errorf("after the C-in-C's first order: %d PIGs, want 2", s.Counters[ctPIGs])
	}
	c, _ := r.Cost(&s, ahead(&s, "gen", -1))
	if c.Total != 1 || c.has("C0") {
		t.Errorf("the C-in-C's second order costs %v, want 1 without C0", c)
	}
}

// TestOffers: the PIG roll, then the move straight back as far as it may
// go (§7.3 [L1482-1501]; the zone of control's one move [L1397-1402]),
// about-faces and halts (impetuous troops) with their cost and the end of
// the period.
func TestOffers(t *testing.T) {
	r := Rules{}
	w := newWorld().unit("wb", 0, "Irr Wb(O)", 100, 60, north)
	s := w.state(t)
	of := r.Offers(&s, 0, nil)
	if len(of) != 1 || of[0].Action.Kind != KindRollPIGs || !has(of[0].Label, "AD") {
		t.Errorf("Offers before the roll = %+v", of)
	}
	s = w.ready(t, 6)
	of = r.Offers(&s, 0, []string{"wb.1", "ogen.1"})
	if len(of) != 4 || !has(of[0].Label, "Straight back, base: 2.0 MU — costs 3 PIGs") ||
		!has(of[1].Label, "About-face wb — costs 3 PIGs") || of[1].Disabled != "" ||
		!has(of[2].Label, "Halt wb — costs 2 PIGs") || of[3].Action.Kind != rules.KindEndPhase {
		t.Errorf("Offers(wb) = %+v", of)
	}
	for _, o := range of[:2] {
		if err := r.Check(&s, o.Action); err != nil {
			t.Errorf("Check(%s) = %v", o.Label, err)
		}
	}
	// Straight back by the Wb's 2 MU allowance (Table 6.1): 6 cm south.
	wb, _ := s.Base("wb.1")
	if end := of[0].Action.Moves[0].Path.End(); !end.Pos.Near(geom.V(100, 66)) || math.Abs(geom.NormAngle(end.Facing-wb.Shape.Facing)) > 1e-9 {
		t.Errorf("straight back ends at %v, want (100, 66) facing north as before", end)
	}
	if r.Offers(&s, 1, nil) != nil {
		t.Errorf("Offers for the waiting player = %+v", r.Offers(&s, 1, nil))
	}
}
