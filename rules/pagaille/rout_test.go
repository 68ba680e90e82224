package pagaille

import (
	"math"
	"testing"

	"plateau/rules/dice"
	"plateau/rules/rulestest"
)

// TestRoutTest is bep §15 example 29 (L257-263): against Cd 8, a 9
// routs and an 8 holds; an attached officer's Cd is used even when lower
// than the unit's (L771-774).
func TestRoutTest(t *testing.T) {
	for _, tc := range []struct {
		name    string
		profile map[string]float64
		faces   []int
		routed  bool
	}{
		{"ex 29: Cd 8, a 9 routs", nil, []int{4, 5}, true},
		{"ex 29: Cd 8, an 8 holds", nil, []int{4, 4}, false},
		{"a poor officer's Cd 7: an 8 routs (L771-774)", map[string]float64{keyOfficer: 3}, []int{4, 4}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := standard(t)
			b.s.Units[2].Profile = map[string]float64{keyQuality: 3, keyFigures: 8}
			for k, v := range tc.profile {
				b.s.Units[2].Profile[k] = v
			}
			b.leader("red-gen", 1, TypeGeneral, 3, 160, 100)
			s := b.setup()
			u := unit(t, &s, "axes")
			if _, err := routTest(&s, u, Defaults(), dice.NewScripted(tc.faces...)); err != nil {
				t.Fatal(err)
			}
			if got := u.Status[stRouted] == 1; got != tc.routed {
				t.Errorf("routed %v, want %v", got, tc.routed)
			}
		})
	}
}

// TestRallyCd is bep §15 examples 30 and 31 (L303-327): the modifiers,
// then the attempt's bonus, kept within 2 to 11.
func TestRallyCd(t *testing.T) {
	for _, tc := range []struct {
		name                        string
		best                        int
		banner, attacked, notAttBon bool
		attempt, want               int
	}{
		{"ex 30: Cd 7, banner, attacked since rout, 2nd attempt", 7, true, true, true, 2, 8},
		{"ex 31: general Cd 11 attached, banner: 11 at most", 11, true, false, false, 1, 11},
		{"not attacked: +1 (A10's reading)", 8, false, false, true, 1, 9},
		{"not attacked, literal reading (notAttackedBonus = rout): no +1", 8, false, false, false, 1, 8},
		{"at least 2", 2, false, true, false, 1, 2},
		{"third attempt: +2", 7, false, true, true, 3, 8},
	} {
		if got := RallyCd(tc.best, tc.banner, tc.attacked, tc.notAttBon, tc.attempt); got != tc.want {
			t.Errorf("%s: RallyCd = %d, want %d", tc.name, got, tc.want)
		}
	}
}

// TestRally (bep §10.1, L292-327; §6.2 [L294-295]): a Rally costs 1 CP
// and no command test; the rally test on the best Cd within 8 pas; a
// failure is the officer's failed order; a second attempt has +1.
func TestRally(t *testing.T) {
	r := Rules{}
	for _, tc := range []struct {
		name    string
		genAt   float64 // the general's x; spears at 40
		faces   []int
		rallied bool
	}{
		{"on the general's Cd 9 within 8 pas, +1 not attacked: 10 rallies", 30, []int{5, 5}, true},
		{"the same, 11 fails: the general has failed", 30, []int{5, 6}, false},
		{"the general 8.4 pas off: the unit's own Cd 8 beats its poor officer's 7; +1: 10 fails", 15, []int{5, 5}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBattle(t)
			b.troop("spears", 0, TypeInfantry, 3, 4, 2, 40, 60, map[string]float64{keyOfficer: 3})
			b.leader("blue-gen", 0, TypeGeneral, 3, tc.genAt, 60)
			b.troop("axes", 1, TypeInfantry, 3, 4, 2, 140, 60, map[string]float64{keyGeneral: 3})
			s := b.orders(0)
			unit(t, &s, "spears").SetStatus(stRouted, 1)
			s, _ = rulestest.Apply(t, r, s, act(0, "blue-gen"))
			cp := CP(&s, 0)
			s, evs := rulestest.Apply(t, r, s, order(0, "spears", OrderRally), tc.faces...)
			u := unit(t, &s, "spears")
			if got := u.Status[stRouted] == 0; got != tc.rallied {
				t.Errorf("rallied %v, want %v: %v", got, tc.rallied, texts(evs))
			}
			if CP(&s, 0) != cp-1 {
				t.Errorf("CP %d, want %d: a Rally costs 1", CP(&s, 0), cp-1)
			}
			if !tc.rallied && (u.Status[stRallies] != 1 || s.Counters[doneKey(&s, 0)] != doneGeneral) {
				t.Errorf("a failed rally: attempts %d, army done %d", u.Status[stRallies], s.Counters[doneKey(&s, 0)])
			}
		})
	}
}

// TestFlight (bep §10.1, L264-266; A9; G16, G17): at the end of the
// orders phase a routed unit that did not rout this turn flees its
// Advance roll toward the nearest table edge; one that crosses it leaves
// the table and counts as lost.
func TestFlight(t *testing.T) {
	for _, tc := range []struct {
		name  string
		x, y  float64
		fresh bool
		faces []int
		dx    float64 // pas moved along x
		dy    float64
		gone  bool
	}{
		{"nearest the top edge: flees up 7 pas", 90, 30, false, []int{3, 4}, 0, -7, false},
		{"nearest the left edge: 5 pas left", 20, 60, false, []int{2, 3}, -5, 0, false},
		{"routed this turn: it stays", 20, 60, true, nil, 0, 0, false},
		{"12 pas from 6 cm: off the table", 90, 8, false, []int{6, 6}, 0, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBattle(t)
			b.troop("spears", 0, TypeInfantry, 3, 4, 2, tc.x, tc.y, map[string]float64{keyOfficer: 2})
			b.leader("blue-gen", 0, TypeGeneral, 3, 100, 100)
			b.troop("axes", 1, TypeInfantry, 3, 4, 2, 140, 100, map[string]float64{keyGeneral: 3})
			s := b.setup()
			u := unit(t, &s, "spears")
			u.SetStatus(stRouted, 1)
			if tc.fresh {
				u.SetStatus(stFresh, 1)
			}
			before, _ := s.Base("spears.1")
			at := before.Shape.Center
			d := dice.NewScripted(tc.faces...)
			if _, err := flee(&s, Defaults(), d); err != nil || d.Left() != 0 {
				t.Fatalf("flee: %v, %d dice left", err, d.Left())
			}
			if tc.gone {
				if u.Status[stGone] != goneFled || len(u.Bases) != 0 {
					t.Errorf("still on the table: gone %d", u.Status[stGone])
				}
				return
			}
			after, _ := s.Base("spears.1")
			if dx, dy := (after.Shape.Center.X-at.X)/pas, (after.Shape.Center.Y-at.Y)/pas; math.Abs(dx-tc.dx) > 1e-6 || math.Abs(dy-tc.dy) > 1e-6 {
				t.Errorf("moved (%.3f, %.3f) pas, want (%g, %g)", dx, dy, tc.dx, tc.dy)
			}
		})
	}
}

// TestFleeAvoidsEnemies (G16): of the headings to the nearest edge, the
// one with the fewest enemies along it; the straight one on a tie.
func TestFleeAvoidsEnemies(t *testing.T) {
	b := newBattle(t)
	b.troop("spears", 0, TypeInfantry, 3, 4, 2, 90, 30, map[string]float64{keyOfficer: 2})
	b.leader("blue-gen", 0, TypeGeneral, 3, 100, 100)
	b.troop("axes", 1, TypeInfantry, 3, 4, 2, 65, 5, map[string]float64{keyGeneral: 3})
	s := b.setup()
	dir := fleeHeading(&s, unit(t, &s, "spears"), Defaults())
	if math.Abs(dir.X) < 0.4 || dir.Y > -0.8 {
		t.Errorf("heading %v: want 30° off the straight way up, away from the axes", dir)
	}
}
