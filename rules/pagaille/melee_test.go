package pagaille

import (
	"math"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/rulestest"
)

// clash is blue's "spears" (4 × 2 at (40, 60), facing +x) front to front
// with red's "axes" (4 × 2, facing −x), red shifted shift figures along
// its front; profiles besides quality and figures as given.
func clash(t *testing.T, blue, red map[string]float64, shift float64, typ string) *battle {
	b := newBattle(t)
	depth := 2 * fig
	if typ == TypeCavalry {
		depth = 4 * fig
	}
	b.troop("spears", 0, typ, 3, 4, 2, 40, 60, blue)
	b.leader("blue-gen", 0, TypeGeneral, 3, 20, 100)
	b.troop("axes", 1, TypeInfantry, 3, 4, 2, 40+depth/2+fig, 60+shift*fig, red)
	b.leader("red-gen", 1, TypeGeneral, 3, 160, 100)
	return b
}

// waiting is b in blue's orders phase with the melee of charger c and
// target t waiting to be fought (as chargeHome leaves it).
func waiting(b *battle, c, t string, kv ...string) rules.State {
	s := b.orders(0, kv...)
	s.SetCounter(ctMelee, s.UnitIndex(c)+1)
	s.SetCounter(ctMeleeTarget, s.UnitIndex(t)+1)
	return s
}

func fightAction() rules.Action { return rules.Action{Kind: KindFight, Side: 0} }

// diceOf sums a fighter's dice by modifier.
func diceOf(f *fighter) map[int]int {
	out := map[int]int{}
	for _, a := range f.attacks {
		out[a.mod] += a.dice
	}
	return out
}

// TestMeleeDice (bep §9.1 step 1, L173-178, L1123-1138; G4, G6; A17):
// a die a figure in contact, corners too; polearms a die at −1 from the
// figure behind an engaged front figure (not cavalry); two weapons two
// dice a figure; the charger +1.
func TestMeleeDice(t *testing.T) {
	for _, tc := range []struct {
		name        string
		blue        map[string]float64
		shift       float64
		typ         string
		charger, vs map[int]int
	}{
		{"ex 24: four front figures, one by its corner only", nil, 1, TypeInfantry, map[int]int{1: 4}, map[int]int{0: 4}},
		{"aligned: four each", nil, 0, TypeInfantry, map[int]int{1: 4}, map[int]int{0: 4}},
		{"ex 25: polearms, 4 in contact and 4 behind (L1123-1128)", map[string]float64{keyPolearm: 1}, 0, TypeInfantry, map[int]int{1: 4, 0: 4}, map[int]int{0: 4}},
		{"polearm cavalry: no second rank (L1128)", map[string]float64{keyPolearm: 1}, 0, TypeCavalry, map[int]int{1: 4}, map[int]int{0: 4}},
		{"two weapons: two dice a figure (A17)", map[string]float64{keyTwoWeapons: 1}, 0, TypeInfantry, map[int]int{1: 8}, map[int]int{0: 4}},
		{"two files aside: two figures, one by a corner", nil, 3, TypeInfantry, map[int]int{1: 2}, map[int]int{0: 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := clash(t, tc.blue, nil, tc.shift, tc.typ).setup()
			fs := meleeOf(&s, unit(t, &s, "spears"), unit(t, &s, "axes"), Defaults())
			fs[0].bonus = 1
			aim(fs)
			if got := diceOf(fs[0]); !equalCounts(got, tc.charger) {
				t.Errorf("charger's dice by modifier %v, want %v", got, tc.charger)
			}
			if got := diceOf(fs[1]); !equalCounts(got, tc.vs) {
				t.Errorf("charged unit's dice by modifier %v, want %v", got, tc.vs)
			}
		})
	}
}

func equalCounts(a, b map[int]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// TestMeleeToHit is bep §15 example 24 (L173-185): the charger's rolls
// 1, 2, 3, 6 at +1 against CC 4 are 1 (a natural 1 fails), 3, 4, 7: two
// hits.
func TestMeleeToHit(t *testing.T) {
	s := clash(t, nil, nil, 1, TypeInfantry).setup()
	fs := meleeOf(&s, unit(t, &s, "spears"), unit(t, &s, "axes"), Defaults())
	fs[0].bonus = 1
	st, _ := ParseSettings(s.Settings)
	// the charger's 4 dice, the axes' 2 saves, the axes' 4 dice (misses)
	d := dice.NewScripted(1, 2, 3, 6, 6, 6, 1, 1, 1, 1)
	if _, _, err := resolveMelee(fs, st, d); err != nil {
		t.Fatal(err)
	}
	if got := fs[0].attacks[0].hits; got != 2 {
		t.Errorf("hits %d, want 2", got)
	}
	if fs[1].unsaved != 0 || d.Left() != 0 {
		t.Errorf("unsaved %d (both saved on 6s), %d dice left", fs[1].unsaved, d.Left())
	}
}

// TestMeleeResults (bep §9.1 steps 5-9, L209-231; §15 examples 26, 27;
// G15): the unsaved hits compared, the loser recoiling 2D6 pas straight
// back and testing at 50 %, a tie moving nobody, the winner testing
// never but owing a test, a charged winner consolidating, a recoil into
// impassable terrain a rout.
func TestMeleeResults(t *testing.T) {
	r := Rules{}
	for _, tc := range []struct {
		name          string
		edit          func(b *battle)
		faces         []int
		spears, axes  int // figures left
		axesMoved     float64
		axesRouted    bool
		spearsOwed    bool
		consolidation bool
	}{
		{"ex 26: 3 unsaved each, a tie: nobody recoils, nobody tests", nil,
			[]int{6, 6, 6, 1 /* axes save */, 1, 1, 1 /* axes strike */, 6, 6, 6, 1 /* spears save */, 1, 1, 1},
			5, 5, 0, false, false, false},
		{"the axes lose 4 to 0: recoil 7 pas, test at 4 of 8 and hold", nil,
			[]int{6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1 /* recoil */, 3, 4 /* rout test */, 1, 1},
			8, 4, 7, false, false, false},
		{"the axes lose and fail the test: 12 > Cd 8", nil,
			[]int{6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 3, 4, 6, 6},
			8, 4, 7, true, false, false},
		{"ex 27: the spears (polearms) win 5 to 4, down to 4 of 8: no test now, one owed", func(b *battle) {
			b.s.Units[0].Profile[keyPolearm] = 1
		}, []int{6, 6, 6, 6 /* axes save */, 1, 1, 1, 1 /* the rank behind, +1 −1 */, 6, 1, 1, 1 /* axes save */, 1,
			6, 6, 6, 6 /* spears save */, 1, 1, 1, 1 /* axes recoil */, 1, 1 /* and test */, 1, 1},
			4, 3, 2, false, true, false},
		{"the charged axes win and consolidate (L273-281)", nil,
			[]int{1, 1, 1, 1, 6, 6, 6, 1, 1, 1, 1 /* spears recoil */, 1, 1},
			5, 8, 0, false, false, true},
		{"a recoil into impassable terrain routs (L215-216)", func(b *battle) {
			b.feature("rocks", KindImpassable, geomPts(49, 40, 60, 40, 60, 80, 49, 80)...)
		}, []int{6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 3, 4},
			8, 4, -1, true, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := clash(t, nil, nil, 0, TypeInfantry)
			if tc.edit != nil {
				tc.edit(b)
			}
			s := waiting(b, "spears", "axes")
			before, _ := s.Base("axes.1")
			front := before.Shape.Center.X - before.Shape.Depth/2
			s, evs := rulestest.Apply(t, r, s, fightAction(), tc.faces...)
			sp, ax := unit(t, &s, "spears"), unit(t, &s, "axes")
			if figuresLeft(sp) != tc.spears || figuresLeft(ax) != tc.axes {
				t.Errorf("figures %d and %d, want %d and %d: %v", figuresLeft(sp), figuresLeft(ax), tc.spears, tc.axes, texts(evs))
			}
			after, _ := s.Base("axes.1")
			moved := st0().Pas(after.Shape.Center.X - after.Shape.Depth/2 - front)
			if tc.axesMoved >= 0 && math.Abs(moved-tc.axesMoved) > 1e-6 {
				t.Errorf("the axes' front moved %.3f pas, want %g: %v", moved, tc.axesMoved, texts(evs))
			}
			if tc.axesMoved < 0 && after.Shape.Center.X+after.Shape.Depth/2 > 49+1e-6 {
				t.Errorf("the recoil entered the rocks: rear at %g", after.Shape.Center.X+after.Shape.Depth/2)
			}
			if got := ax.Status[stRouted] == 1; got != tc.axesRouted {
				t.Errorf("axes routed %v, want %v: %v", got, tc.axesRouted, texts(evs))
			}
			if got := sp.Status[stOwed] == 1; got != tc.spearsOwed {
				t.Errorf("spears owe a test: %v, want %v", got, tc.spearsOwed)
			}
			if got := ax.Status[stConsolidated] == 1; got != tc.consolidation {
				t.Errorf("axes consolidated %v, want %v", got, tc.consolidation)
			}
			if _, _, ok := pendingMelee(&s); ok {
				t.Errorf("the melee still waits")
			}
		})
	}
}

func st0() Settings { return Defaults() }

// TestSeveralUnits is bep §15 example 28 (L240-253; §9.2): blue's two
// units in contact with red's one lose 2 + 3 = 5 against red's 4: blue
// loses the whole melee, each of its units recoils, and red, whose
// losses would not make it test anyway, tests not.
func TestSeveralUnits(t *testing.T) {
	b := newBattle(t)
	b.troop("left", 0, TypeInfantry, 3, 4, 2, 40, 60, map[string]float64{keyOfficer: 2})
	b.troop("right", 0, TypeInfantry, 3, 4, 2, 40, 70, nil)
	b.leader("blue-gen", 0, TypeGeneral, 3, 20, 100)
	b.troop("wall", 1, TypeInfantry, 3, 8, 2, 45, 65, map[string]float64{keyFigures: 16})
	b.leader("red-gen", 1, TypeGeneral, 3, 160, 100)
	s := waiting(b, "left", "wall")
	fs := meleeOf(&s, unit(t, &s, "left"), unit(t, &s, "wall"), Defaults())
	if len(fs) != 3 || fs[2].u.ID != "right" {
		t.Fatalf("the melee's units: %d", len(fs))
	}
	faces := []int{
		6, 6, 1, 1 /* left, +1: 2 hits */, 1, 1, // the wall's saves
		6, 6, 1, 1, 1 /* the wall at left: 5 dice (the junction's figure strikes the charger) */, 1, 1,
		6, 6, 6 /* the wall at right: 3 */, 1, 1, 1,
		6, 6, 1, 1 /* right, no bonus: 2 */, 1, 1,
		1, 1 /* left recoils 2 */, 1, 1, /* right recoils 2 */
	}
	s, evs := rulestest.Apply(t, Rules{}, s, fightAction(), faces...)
	if l, rt, w := figuresLeft(unit(t, &s, "left")), figuresLeft(unit(t, &s, "right")), figuresLeft(unit(t, &s, "wall")); l != 6 || rt != 5 || w != 12 {
		t.Errorf("figures left %d, right %d, wall %d; want 6, 5, 12: %v", l, rt, w, texts(evs))
	}
	for _, id := range []string{"left", "right"} {
		if b, _ := s.Base(id + ".1"); math.Abs(b.Shape.Center.X-(40-2*pas)) > 1e-6 {
			t.Errorf("%s at x %g, want recoiled 2 pas to %g", id, b.Shape.Center.X, 40-2*pas)
		}
	}
}

// TestChargeThenFight: the charge's move home leaves the melee waiting,
// offered alone, and fought at once.
func TestChargeThenFight(t *testing.T) {
	r := Rules{}
	s := facing(t, TypeInfantry, 10).orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
	s, _ = rulestest.Apply(t, r, s, charge(0, "spears", "axes"))
	home := chargeHomeOffers(&s, 0, Defaults())
	s, _ = rulestest.Apply(t, r, s, home[0].Action)
	if got := r.Legal(&s, 0); len(got) != 1 || got[0] != KindFight {
		t.Errorf("Legal with a melee waiting: %v", got)
	}
	o := r.Offers(&s, 0, nil)
	if len(o) != 1 || o[0].Action.Kind != KindFight || o[0].Label != "Fight the melee: spears against axes" {
		t.Fatalf("offers with a melee waiting: %v", labels(o))
	}
	n, _, err := r.Apply(s, o[0].Action, dice.NewSeeded(3))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, ok := pendingMelee(&n); ok {
		t.Errorf("the melee still waits after the fight")
	}
}

// TestMachineInMelee (A12 PROPOSED): a war machine touched by an enemy
// figure fights with a die per crew member, its crew CC 5.
func TestMachineInMelee(t *testing.T) {
	b := newBattle(t)
	b.battery(2, 2, 40, 60)
	b.leader("blue-gen", 0, TypeGeneral, 3, 20, 100)
	b.troop("axes", 1, TypeInfantry, 3, 4, 2, 42.5+fig, 60, map[string]float64{keyGeneral: 3})
	s := b.setup()
	fs := meleeOf(&s, unit(t, &s, "axes"), unit(t, &s, "engine"), Defaults())
	aim(fs)
	if got := diceOf(fs[1]); !equalCounts(got, map[int]int{0: 3}) {
		t.Errorf("the crew's dice %v, want 3", got)
	}
	if fs[1].stats.CC != 5 || fs[1].res != 4 {
		t.Errorf("crew CC %d, Res %d; want 5 and the seasoned crew's 4", fs[1].stats.CC, fs[1].res)
	}
	if got := diceOf(fs[0]); got[0] != 4 {
		t.Errorf("the axes' dice %v: two figures edge to edge with the 5 cm base, two by a corner (L175-178)", got)
	}
}

// TestSecondRankEngaged (L1123-1128, G6): a polearm figure of the second
// rank that touches an enemy itself strikes that enemy, not also from
// behind its front-rank neighbour: axes in front, clubs on the spears'
// flank touching one rear figure (and a front one by its corner).
func TestSecondRankEngaged(t *testing.T) {
	b := clash(t, map[string]float64{keyPolearm: 1}, nil, 0, TypeInfantry)
	b.troop("clubs", 1, TypeInfantry, 3, 4, 2, 37.5, 70, nil)
	s := b.setup()
	fs := meleeOf(&s, unit(t, &s, "spears"), unit(t, &s, "axes"), Defaults())
	if len(fs) != 3 || fs[2].u.ID != "clubs" {
		t.Fatalf("%d units in the melee", len(fs))
	}
	fs[0].bonus = 1
	aim(fs)
	if got := diceOf(fs[0]); !equalCounts(got, map[int]int{1: 5, 0: 3}) {
		t.Errorf("the spears' dice by modifier %v, want 4 + 1 at +1 (front, and the flank figure) and 3 from behind", got)
	}
}
