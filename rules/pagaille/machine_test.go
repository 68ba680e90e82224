package pagaille

import (
	"math"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

// battery adds blue's war machine "engine" (its 5 × 5 cm base centred at
// (x, y), facing +x) of kind m (1 ballista, 2 catapult, 3 trebuchet)
// with a crew of quality crew (1 expert, 2 seasoned, 3 novice).
func (b *battle) battery(m, crew int, x, y float64) {
	b.s.Table.Bases = append(b.s.Table.Bases, table.Base{ID: "engine.1", Unit: "engine", Side: 0,
		Shape: geom.Rect{Center: geom.V(x, y), Facing: 0, Width: 5, Depth: 5}})
	b.s.Units = append(b.s.Units, rules.Unit{ID: "engine", Name: "engine", Side: 0, Type: TypeMachine,
		Profile: map[string]float64{keyMachine: float64(m), keyQuality: float64(crew)}, Bases: []string{"engine.1"}})
}

// artillery is blue's machine at (40, 60) with blue's general attached to
// nothing nearby (20, 60), and red's target "wall" (8 × 2, average
// infantry, Res 4) gap pas beyond the machine's front.
func artillery(t *testing.T, m, crew int, gap float64) *battle {
	b := newBattle(t)
	b.battery(m, crew, 40, 60)
	b.leader("blue-gen", 0, TypeGeneral, 3, 30, 60)
	b.troop("wall", 1, TypeInfantry, 3, 8, 2, 42.5+gap*pas+fig, 60, map[string]float64{keyGeneral: 3, keyFigures: 16})
	return b
}

// TestMachineValues are bep §15 examples 11, 19, 20 and 35 (L696-745,
// L1207-1273): moves, ranges and to-hit scores by crew.
func TestMachineValues(t *testing.T) {
	for _, tc := range []struct {
		name                   string
		m, crew                int
		dice, bonus, rng, need int
	}{
		{"ex 11: expert crew moves 2D6 + 4", 1, 1, 2, 4, 46, 3},
		{"ex 20: expert ballista, 46 pas", 1, 1, 2, 4, 46, 3},
		{"seasoned catapult: 1D6 + 4, 50 pas, 4+", 2, 2, 1, 4, 50, 4},
		{"ex 19: novice catapult, 44 pas, a natural 5+ (die −1)", 2, 3, 1, 2, 44, 5},
		{"novice trebuchet: 74 pas", 3, 3, 1, 2, 74, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := artillery(t, tc.m, tc.crew, 10).setup()
			u := unit(t, &s, "engine")
			if d, b := unitAllowance(&s, u, Defaults()); d != tc.dice || b != tc.bonus {
				t.Errorf("Advance %dD6 + %d, want %dD6 + %d", d, b, tc.dice, tc.bonus)
			}
			f := aimMachine(&s, u, unit(t, &s, "wall"), Defaults())
			if f.reach != tc.rng || f.volleys[0].shot.Need(f.tir) != tc.need {
				t.Errorf("range %d, needs %d; want %d, %d", f.reach, f.volleys[0].shot.Need(f.tir), tc.rng, tc.need)
			}
			if u.Status[stCrew] != CrewSize || figuresLeft(u) != 3 || startStrength(u) != 3 {
				t.Errorf("crew %d", u.Status[stCrew])
			}
		})
	}
}

func engineShoots() rules.Action { return shootAt(0, "engine", "wall") }

// TestMachineShots (bep §11.2, L1221-1301; §15 examples 22, 23): a
// catapult's hit is 5 hits of F4 and a trebuchet's 10, each saved
// (F4 against Res 4: 4+); a ballista's bolt strikes the figures on its
// line; a natural 1 of a trebuchet with die A 5 is a complete miss.
func TestMachineShots(t *testing.T) {
	r := Rules{}
	ones := func(n int) []int {
		out := make([]int, n)
		for i := range out {
			out[i] = 1
		}
		return out
	}
	for _, tc := range []struct {
		name  string
		m     int
		faces []int
		left  int
	}{
		{"seasoned catapult 4: 5 hits, all unsaved", 2, append([]int{4}, ones(5)...), 11},
		{"seasoned catapult 3: a miss", 2, []int{3}, 16},
		{"ex 23: trebuchet hit, 10 hits saved one by one (5 saved)", 3, append([]int{6}, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6), 11},
		{"ex 22: trebuchet natural 1, die A 5: a complete miss", 3, []int{1, 5, 3}, 16},
		{"a ballista's bolt: the two figures of the file on its line", 1, []int{5, 1, 1}, 14},
		{"a ballista's natural 1 is a miss, no scatter", 1, []int{1}, 16},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := artillery(t, tc.m, 2, 15).orders(0)
			s, _ = rulestest.Apply(t, r, s, act(0, "blue-gen"))
			// the general's Cd 9: the command test 2 + 2 first
			s, evs := rulestest.Apply(t, r, s, engineShoots(), append([]int{2, 2}, tc.faces...)...)
			if got := figuresLeft(unit(t, &s, "wall")); got != tc.left {
				t.Errorf("the wall has %d figures, want %d: %v", got, tc.left, texts(evs))
			}
		})
	}
}

// TestScatter is bep §15 example 21 (L1246-1262; G14): a catapult's
// natural 1, die A 3, die B 4: the stone lands 8 pas short of the aim
// point (the target's centre) on the line from the machine, and the
// unit there, friend or foe, takes 3 hits at F2.
func TestScatter(t *testing.T) {
	at, ok := Scatter(geom.V(0, 0), geom.V(100, 0), 3, 4, Defaults())
	if !ok || math.Abs(at.X-(100-8*pas)) > 1e-9 || at.Y != 0 {
		t.Errorf("short 8 pas: %v %v", at, ok)
	}
	if at, _ := Scatter(geom.V(0, 0), geom.V(100, 0), 4, 1, Defaults()); math.Abs(at.X-(100+2*pas)) > 1e-9 {
		t.Errorf("long 2 pas: %v", at)
	}
	for _, a := range []int{1, 2, 5, 6} {
		if _, ok := Scatter(geom.V(0, 0), geom.V(100, 0), a, 4, Defaults()); ok {
			t.Errorf("die A %d: want a complete miss", a)
		}
	}
	b := artillery(t, 2, 2, 30)
	wall, _ := b.s.Base("wall.1")
	b.troop("screen", 0, TypeInfantry, 3, 4, 2, wall.Shape.Center.X-8*pas, 60, nil)
	s := b.orders(0)
	s, _ = rulestest.Apply(t, Rules{}, s, act(0, "blue-gen"))
	// the test 2 + 2; the natural 1; A 3, B 4; the screen's 3 saves at
	// F2 against Res 4 (2+, A3): 1, 1, 6
	s, evs := rulestest.Apply(t, Rules{}, s, engineShoots(), 2, 2, 1, 3, 4, 1, 1, 6)
	if got := figuresLeft(unit(t, &s, "screen")); got != 6 {
		t.Errorf("the screen has %d figures, want 6: %v", got, texts(evs))
	}
}

// TestBallistaReaims (L1227-1229, L1322-1323; A14): after an Advance, a
// ballista's first Shoot order re-aims without a shot, the next shoots.
func TestBallistaReaims(t *testing.T) {
	r := Rules{}
	s := artillery(t, 1, 2, 15).orders(0)
	s.SetCounter(cpKey(&s, 0), 6) // 1 + 2 + 3 for three orders
	s, _ = rulestest.Apply(t, r, s, act(0, "blue-gen"))
	s, _ = rulestest.Apply(t, r, s, order(0, "engine", OrderAdvance), 2, 2, 1) // test, then 1D6 + 4
	s, evs := rulestest.Apply(t, r, s, engineShoots(), 1, 1)                   // the second order's test: no shot
	if evs[len(evs)-1].Kind != "aim" {
		t.Errorf("the first Shoot after the Advance: %v", texts(evs))
	}
	s, _ = rulestest.Apply(t, r, s, engineShoots(), 1, 1, 5, 6, 6) // the third: a hit, two saved
	if got := figuresLeft(unit(t, &s, "wall")); got != 16 {
		t.Errorf("the wall has %d figures, want 16 (both saved)", got)
	}
}

// TestCrewCasualties (A12): casualties take the crew one at a time; with
// none left the machine is destroyed and leaves the table.
func TestCrewCasualties(t *testing.T) {
	b := artillery(t, 2, 2, 15)
	s := b.setup()
	u := unit(t, &s, "engine")
	if n := removeFigures(&s, u, 2); n != 2 || figuresLeft(u) != 1 {
		t.Fatalf("removed %d, %d left", n, figuresLeft(u))
	}
	removeFigures(&s, u, 1)
	if _, ok := s.Base("engine.1"); ok || u.Status[stGone] != goneDestroyed {
		t.Errorf("a machine without crew is still on the table")
	}
}
