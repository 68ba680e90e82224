package pagaille

import (
	"math"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

// advancing is b's battle with blue's spears given an Advance by their
// own officer (free, untested: only the allowance dice are rolled).
func advancing(t *testing.T, b *battle, faces ...int) rules.State {
	t.Helper()
	s := b.orders(0)
	s, _ = rulestest.Apply(t, Rules{}, s, act(0, "spears"))
	s, _ = rulestest.Apply(t, Rules{}, s, order(0, "spears", OrderAdvance), faces...)
	return s
}

// TestAllowance (§7.1): 2D6 infantry (L89), 3D6 cavalry (L619), +2 for a
// musician (L97-99; §15 example 8: 3 + 4 with a musician is 9).
func TestAllowance(t *testing.T) {
	for _, tc := range []struct {
		name    string
		typ     string
		profile map[string]float64
		faces   []int
		want    int
	}{
		{"infantry 2D6 at 1s", TypeInfantry, nil, []int{1, 1}, 2},
		{"infantry 2D6 at 6s", TypeInfantry, nil, []int{6, 6}, 12},
		{"example 8: 3 + 4 with a musician", TypeInfantry, map[string]float64{keyMusician: 1}, []int{3, 4}, 9},
		{"cavalry 3D6", TypeCavalry, nil, []int{6, 6, 6}, 18},
		{"cavalry 3D6 at 1s with a musician", TypeCavalry, map[string]float64{keyMusician: 1}, []int{1, 1, 1}, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBattle(t)
			p := map[string]float64{keyOfficer: 2}
			for k, v := range tc.profile {
				p[k] = v
			}
			b.troop("spears", 0, tc.typ, 1, 4, 2, 40, 60, p)
			b.leader("blue-gen", 0, TypeGeneral, 3, 30, 60)
			b.troop("axes", 1, TypeInfantry, 3, 4, 2, 140, 60, map[string]float64{keyGeneral: 3})
			s := advancing(t, b, tc.faces...)
			if got := unit(t, &s, "spears").Status[stAllowance]; got != tc.want {
				t.Errorf("allowance %d pas, want %d", got, tc.want)
			}
		})
	}
}

// TestAdvanceDistance: the roll is the most a unit may move (L89-90),
// measured by its dearest figure (§7.2 PROPOSED): exactly the allowance
// passes, 0.01 pas more does not, and several moves share it.
func TestAdvanceDistance(t *testing.T) {
	r := Rules{}
	for _, tc := range []struct {
		name string
		pas  []float64
		code string
	}{
		{"exactly 7 pas", []float64{7}, ""},
		{"7.01 pas", []float64{7.01}, "allowance"},
		{"3 then 4 pas", []float64{3, 4}, ""},
		{"3 then 4.01 pas", []float64{3, 4.01}, "allowance"},
		{"less than the roll", []float64{0.5}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := advancing(t, standard(t), 3, 4)
			var err error
			for _, d := range tc.pas {
				a := step(&s, "spears.1", d*pas)
				if err = r.Check(&s, a); err != nil {
					break
				}
				s, _ = rulestest.Apply(t, r, s, a)
			}
			if got := rulestest.Code(err); got != tc.code {
				t.Errorf("Check = %q (%v), want %q", got, err, tc.code)
			}
		})
	}
}

// TestTerrainCost is bep §15 examples 9 and 10 (L101-114): a close-order
// unit with 9 pas crossing 3 pas of difficult terrain moves 6; skirmishers
// with 6 pas wholly in very difficult terrain move 3, close order 2.
func TestTerrainCost(t *testing.T) {
	r := Rules{}
	strip := func(b *battle, k string, x0, x1 float64) {
		b.feature("ground", k, geom.V(x0, 0), geom.V(x1, 0), geom.V(x1, 120), geom.V(x0, 120))
	}
	for _, tc := range []struct {
		name     string
		kind     string
		x0, x1   float64
		skirm    bool
		musician bool
		faces    []int
		pas      float64
		code     string
	}{
		// The spears' figure centres start at x = 38.75 and 41.25: every
		// one crosses the whole strip from x = 43 to 43 + 3 pas.
		{"example 9: 6 pas across 3 of difficult", KindDifficult, 43, 43 + 3*pas, false, true, []int{3, 4}, 6, ""},
		{"example 9: 6.01 pas", KindDifficult, 43, 43 + 3*pas, false, true, []int{3, 4}, 6.01, "allowance"},
		{"close order in very difficult: 2 of 6", KindVeryDifficult, 0, 180, false, false, []int{3, 3}, 2, ""},
		{"close order in very difficult: 2.01", KindVeryDifficult, 0, 180, false, false, []int{3, 3}, 2.01, "allowance"},
		{"example 10: skirmishers in very difficult, 3 of 6", KindVeryDifficult, 0, 180, true, false, []int{3, 3}, 3, ""},
		{"example 10: skirmishers 3.01", KindVeryDifficult, 0, 180, true, false, []int{3, 3}, 3.01, "allowance"},
		{"skirmishers pay nothing in difficult (L105-106)", KindDifficult, 0, 180, true, false, []int{3, 3}, 6, ""},
		{"open ground by another name", "wood", 0, 180, false, false, []int{3, 3}, 6, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBattle(t)
			strip(b, tc.kind, tc.x0, tc.x1)
			p := map[string]float64{keyOfficer: 2}
			if tc.musician {
				p[keyMusician] = 1
			}
			u := b.troop("spears", 0, TypeInfantry, 3, 4, 2, 40, 60, p)
			if tc.skirm {
				skirmish(b, u)
			}
			b.leader("blue-gen", 0, TypeGeneral, 3, 30, 60)
			b.troop("axes", 1, TypeInfantry, 3, 4, 2, 160, 60, map[string]float64{keyGeneral: 3})
			s := advancing(t, b, tc.faces...)
			u = unit(t, &s, "spears")
			var a rules.Action
			for _, id := range u.Bases {
				m := step(&s, id, tc.pas*pas)
				a.Kind, a.Side = m.Kind, m.Side
				a.Moves = append(a.Moves, m.Moves...)
			}
			if got := rulestest.Code(r.Check(&s, a)); got != tc.code {
				t.Errorf("Check = %q, want %q", got, tc.code)
			}
		})
	}
}

// skirmish turns b's close-order unit u into 8 skirmishers, each on his
// own base, two ranks of four 2.5 cm apart around the block's place.
func skirmish(b *battle, u *rules.Unit) {
	i := len(b.s.Table.Bases) - 1
	blk := b.s.Table.Bases[i].Shape
	b.s.Table.Bases = b.s.Table.Bases[:i]
	u.Formation, u.Bases = Skirmish, nil
	for k := range 8 {
		id := u.ID + "." + string(rune('1'+k))
		c := geom.V(blk.Center.X-3+6*float64(k/4), blk.Center.Y-7.5+5*float64(k%4))
		b.s.Table.Bases = append(b.s.Table.Bases, table.Base{ID: id, Unit: u.ID, Side: u.Side, Shape: geom.Rect{Center: c, Facing: blk.Facing, Width: fig, Depth: fig}})
		u.Bases = append(u.Bases, id)
	}
}

// TestAdvanceObstacles (§7.2 PROPOSED, G9, G18): enemies and impassable
// terrain block the way, friends only without friendlyInterpenetration;
// a move may not end on a base, in contact with the enemy (only a charge
// makes contact, L161-164) nor off the table.
func TestAdvanceObstacles(t *testing.T) {
	r := Rules{}
	for _, tc := range []struct {
		name     string
		place    func(b *battle)
		settings []string
		cm       float64
		code     string
	}{
		{"through an enemy", func(b *battle) { b.troop("foe", 1, TypeInfantry, 3, 4, 2, 55, 60, nil) }, nil, 17, "blocked"},
		{"up to touching an enemy", func(b *battle) { b.troop("foe", 1, TypeInfantry, 3, 4, 2, 55, 60, nil) }, nil, 10, "contact"},
		{"short of the enemy", func(b *battle) { b.troop("foe", 1, TypeInfantry, 3, 4, 2, 55, 60, nil) }, nil, 9.9, ""},
		{"through a friend", func(b *battle) { b.troop("friend", 0, TypeInfantry, 3, 8, 1, 50, 60, nil) }, nil, 17, ""},
		{"through a friend, no interpenetration", func(b *battle) { b.troop("friend", 0, TypeInfantry, 3, 8, 1, 50, 60, nil) },
			[]string{SetFriendlyInterpenetration, "false"}, 17, "blocked"},
		{"ending on a friend", func(b *battle) { b.troop("friend", 0, TypeInfantry, 3, 8, 1, 50, 60, nil) }, nil, 8, "overlap"},
		{"into impassable ground", func(b *battle) {
			b.feature("cliff", KindImpassable, geom.V(50, 0), geom.V(52, 0), geom.V(52, 120), geom.V(50, 120))
		}, nil, 17, "blocked"},
		{"off the table", func(b *battle) { b.s.Table.Width = 50 }, nil, 17, "blocked"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := standard(t)
			b.s.Table.Bases[2].Shape.Center.Y = 10 // red's axes out of the way
			tc.place(b)
			if tc.name == "off the table" {
				b.s.Table.Bases[2].Shape.Center.X = 45
				b.s.Table.Bases[2].Shape.Center.Y = 100
			}
			s := b.orders(0, tc.settings...)
			s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
			s, _ = rulestest.Apply(t, r, s, order(0, "spears", OrderAdvance), 6, 6)
			if got := rulestest.Code(r.Check(&s, step(&s, "spears.1", tc.cm))); got != tc.code {
				t.Errorf("Check = %q, want %q", got, tc.code)
			}
		})
	}
}

// TestMoveNeedsAnAdvance: a unit moves only while it executes a passed
// Advance (L87-90), which its next order or the end of the activation
// closes.
func TestMoveNeedsAnAdvance(t *testing.T) {
	r := Rules{}
	s := standard(t).orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
	if got := rulestest.Code(r.Check(&s, step(&s, "spears.1", 1))); got != "no-order" {
		t.Errorf("a move before the order: %q", got)
	}
	s, _ = rulestest.Apply(t, r, s, order(0, "spears", OrderAdvance), 3, 4)
	s, _ = rulestest.Apply(t, r, s, step(&s, "spears.1", 2*pas))
	if got := s.Used["spears.1"]; math.Abs(got-2*pas) > 1e-9 {
		t.Errorf("used %g cm, want %g", got, 2*pas)
	}
	tape := r.Measure(&s, step(&s, "spears.1", 3*pas).Moves[0])
	if tape.Unit != "pas" || tape.PerUnit != pas || math.Abs(tape.Allowance-7*pas) > 1e-9 || math.Abs(tape.Move-3*pas) > 1e-9 || math.Abs(tape.Used-2*pas) > 1e-9 {
		t.Errorf("tape %+v", tape)
	}
	s, _ = rulestest.Apply(t, r, s, endPhaseAction(0))
	if u := unit(t, &s, "spears"); u.Status[stAllowance] != 0 || s.Used["spears.1"] != 0 {
		t.Errorf("the Advance is still open after the activation: %d pas, %g cm used", u.Status[stAllowance], s.Used["spears.1"])
	}
}

// TestWheel: a wheel about the front-left corner costs what the figure
// that moves farthest travels in a straight line (§7.2 PROPOSED: "turning
// and wheeling cost what the outer figures travel").
func TestWheel(t *testing.T) {
	r := Rules{}
	s := advancing(t, standard(t), 6, 6)
	b, _ := s.Base("spears.1")
	from := b.Shape.Pose()
	pivot := b.Shape.CornerAt(geom.FL)
	turn := math.Pi / 2
	to := geom.Pose{Pos: from.Pos.RotateAbout(pivot, turn), Facing: from.Facing + turn}
	m := rules.Move{Base: "spears.1", Path: geom.Path{from, to}}
	// The farthest figure is the rear one on the right: its centre is
	// 3.5 × 2.5 cm along the front and 1.5 × 2.5 back from the pivot; a
	// quarter turn moves it by √2 times that distance.
	want := math.Sqrt2 * math.Hypot(3.5*fig, 1.5*fig)
	if got := r.Measure(&s, m).Move; math.Abs(got-want) > 1e-9 {
		t.Errorf("the wheel costs %g cm, want %g", got, want)
	}
	if err := r.Check(&s, rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{m}}); err != nil {
		t.Errorf("a wheel within 12 pas: %v", err)
	}
}

// TestSkirmishers: skirmishers move figure by figure; two may not end on
// each other (G18), and with skirmishCoherency each keeps within that
// many pas of another figure of its unit (§12.1 PROPOSED, off by
// default).
func TestSkirmishers(t *testing.T) {
	r := Rules{}
	for _, tc := range []struct {
		name     string
		settings []string
		moves    func(s *rules.State) rules.Action
		code     string
	}{
		{"one figure 6 pas ahead, no coherency rule", nil, func(s *rules.State) rules.Action { return step(s, "spears.1", 6*pas) }, ""},
		{"one figure 6 pas ahead, coherency 2 pas", []string{SetSkirmishCoherency, "2"}, func(s *rules.State) rules.Action { return step(s, "spears.1", 6*pas) }, "coherency"},
		{"one figure 1 pas ahead, coherency 2 pas", []string{SetSkirmishCoherency, "2"}, func(s *rules.State) rules.Action { return step(s, "spears.1", 1*pas) }, ""},
		{"two figures onto one spot", nil, func(s *rules.State) rules.Action {
			a := step(s, "spears.1", 6)
			b := step(s, "spears.2", 0)
			b.Moves[0].Path[1] = a.Moves[0].Path[1] // spears.2 goes where spears.1 goes
			a.Moves = append(a.Moves, b.Moves...)
			return a
		}, "overlap"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBattle(t)
			u := b.troop("spears", 0, TypeInfantry, 3, 4, 2, 40, 60, map[string]float64{keyOfficer: 2})
			skirmish(b, u)
			b.leader("blue-gen", 0, TypeGeneral, 3, 20, 60)
			b.troop("axes", 1, TypeInfantry, 3, 4, 2, 160, 60, map[string]float64{keyGeneral: 3})
			s := b.orders(0, tc.settings...)
			s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
			s, _ = rulestest.Apply(t, r, s, order(0, "spears", OrderAdvance), 6, 6)
			if got := rulestest.Code(r.Check(&s, tc.moves(&s))); got != tc.code {
				t.Errorf("Check = %q, want %q", got, tc.code)
			}
		})
	}
}
