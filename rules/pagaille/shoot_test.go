package pagaille

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/rulestest"
)

// range is blue's shooters "bows" (4 × 2, an attached average officer:
// its first order free and untested) with weapon w at (40, 60), and red's
// "axes" (average infantry, 4 × 2, Res 4, CC 4) gap pas beyond its front.
func shooting(t *testing.T, w Weapon, quality int, gap float64, extra map[string]float64) *battle {
	b := newBattle(t)
	p := map[string]float64{keyOfficer: 2, keyMissile: float64(weaponCode(w))}
	for k, v := range extra {
		p[k] = v
	}
	b.troop("bows", 0, TypeInfantry, quality, 4, 2, 40, 60, p)
	b.leader("blue-gen", 0, TypeGeneral, 3, 30, 90)
	b.troop("axes", 1, TypeInfantry, 3, 4, 2, 42.5+gap*pas+fig, 60, map[string]float64{keyGeneral: 3})
	return b
}

func weaponCode(w Weapon) int {
	for i, x := range Weapons {
		if x == w {
			return i + 1
		}
	}
	return 0
}

func shootAt(side int, unit, target string) rules.Action {
	a := order(side, unit, OrderShoot)
	a.Args[ArgTarget] = target
	return a
}

// TestShootEligibility (bep §8 step 1, L118-121; step 5, G10-G11): in
// range of the weapon, in sight past blocking terrain and other units,
// own figures blocking only with ownUnitBlocksLOS.
func TestShootEligibility(t *testing.T) {
	r := Rules{}
	for _, tc := range []struct {
		name     string
		w        Weapon
		gap      float64
		edit     func(b *battle)
		settings []string
		code     string
		shooters int
	}{
		{"long bow at 15 pas: all 8 (L1168)", LongBow, 15, nil, nil, "", 8},
		{"long bow at 39.5 pas: the rear rank is 40.5 away (G11, per figure)", LongBow, 39.5, nil, nil, "", 4},
		{"long bow at 40.5 pas: out of range", LongBow, 40.5, nil, nil, "out-of-range", 0},
		{"stones (Tir 4): 3 pas (L1141, §15 ex 14)", Stones, 2.5, nil, nil, "", 4},
		{"a dense wood between blocks sight (G10)", LongBow, 15, func(b *battle) {
			b.feature("wood", KindDifficult+denseSuffix, geomPts(50, 40, 55, 40, 55, 80, 50, 80)...)
		}, nil, "no-sight", 0},
		{"a difficult wood, not dense, does not", LongBow, 15, func(b *battle) {
			b.feature("wood", KindDifficult, geomPts(50, 40, 55, 40, 55, 80, 50, 80)...)
		}, nil, "", 8},
		{"another unit between blocks sight (G10)", LongBow, 15, func(b *battle) {
			b.troop("screen", 0, TypeInfantry, 3, 8, 1, 55, 60, nil)
		}, nil, "no-sight", 0},
		{"ownUnitBlocksLOS: the rear rank cannot shoot through the front", LongBow, 15, nil, []string{SetOwnUnitBlocksLOS, "true"}, "", 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := shooting(t, tc.w, 3, tc.gap, nil)
			if tc.edit != nil {
				tc.edit(b)
			}
			s := b.orders(0, tc.settings...)
			s, _ = rulestest.Apply(t, r, s, act(0, "bows"))
			if got := rulestest.Code(r.Check(&s, shootAt(0, "bows", "axes"))); got != tc.code {
				t.Fatalf("Check = %q, want %q", got, tc.code)
			}
			st, _ := ParseSettings(s.Settings)
			u, tg := unit(t, &s, "bows"), unit(t, &s, "axes")
			if got := aimFire(&s, u, tg, st).shooters(); got != tc.shooters {
				t.Errorf("shooters %d, want %d", got, tc.shooters)
			}
		})
	}
}

// TestShootResolution (bep §8 steps 2-3, L123-143; A3; A8, A34): a die a
// shooter, a natural 1 failing, at or above Tir hitting; each hit saved
// by the target on the save table read with swapped axes (F4 against Res
// 4: 4+), each unsaved one a figure removed; at 50 % the target tests.
func TestShootResolution(t *testing.T) {
	r := Rules{}
	for _, tc := range []struct {
		name    string
		w       Weapon
		quality int
		gap     float64
		faces   []int
		left    int
		routed  bool
	}{
		{"5 hits, 3 unsaved (long bow F4 at 15 pas, Tir 4)", LongBow, 3, 15,
			[]int{1, 2, 3, 4, 5, 6, 4, 4 /* saves */, 1, 2, 3, 4, 5}, 5, false},
		{"at 25 pas the long bow is F3: saved on 3+ (A3, §15 ex 13)", LongBow, 3, 25,
			[]int{6, 6, 1, 1, 1, 1, 1, 1 /* saves */, 2, 3}, 7, false},
		{"ex 17: crossbow beyond 20 pas needs 5 (L1181-1182)", Crossbow, 1, 30,
			[]int{4, 4, 4, 4, 5, 5, 1, 1 /* saves F4 vs Res 4 */, 1, 1}, 6, false},
		{"4 casualties: 4 of 8 left, 50 %, a rout test: 11 > Cd 9 of the general (L257-263)", LongBow, 3, 15,
			[]int{6, 6, 6, 6, 1, 1, 1, 1 /* saves */, 1, 1, 1, 1 /* rout test */, 5, 6}, 4, true},
		{"the same, the test 9 ≤ 9 holds", LongBow, 3, 15,
			[]int{6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 4, 5}, 4, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := shooting(t, tc.w, tc.quality, tc.gap, nil).orders(0)
			s, _ = rulestest.Apply(t, r, s, act(0, "bows"))
			s, evs := rulestest.Apply(t, r, s, shootAt(0, "bows", "axes"), tc.faces...)
			tg := unit(t, &s, "axes")
			if got := figuresLeft(tg); got != tc.left {
				t.Errorf("axes have %d figures, want %d: %v", got, tc.left, texts(evs))
			}
			if got := tg.Status[stRouted] == 1; got != tc.routed {
				t.Errorf("routed %v, want %v: %v", got, tc.routed, texts(evs))
			}
			if b, _ := s.Base("axes.1"); tc.left <= 4 && b.Shape.Depth != fig {
				t.Errorf("the emptied rear rank is still in the outline: depth %g", b.Shape.Depth)
			}
		})
	}
}

// TestMusket is bep §15 example 18 (L1200-1205): natural 1s rolled again,
// a 1 killing its shooter, any other keeping him from shooting until the
// next turn.
func TestMusket(t *testing.T) {
	r := Rules{}
	s := shooting(t, Musket, 3, 15, nil).orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "bows"))
	// 1, 1, 5 and five misses; the two 1s again: 1 (killed), 3 (jammed);
	// the 5 hits (Tir 4), saved on 6 (F4 vs Res 4, 4+).
	s, evs := rulestest.Apply(t, r, s, shootAt(0, "bows", "axes"), 1, 1, 5, 2, 2, 2, 2, 2, 1, 3, 6)
	u := unit(t, &s, "bows")
	if figuresLeft(u) != 7 || u.Status[stJammed] != 1 || figuresLeft(unit(t, &s, "axes")) != 8 {
		t.Fatalf("bows %d figures, %d jammed; axes %d: %v", figuresLeft(u), u.Status[stJammed], figuresLeft(unit(t, &s, "axes")), texts(evs))
	}
	st, _ := ParseSettings(s.Settings)
	if got := aimFire(&s, u, unit(t, &s, "axes"), st).shooters(); got != 6 {
		t.Errorf("after the misfires %d may shoot, want 6", got)
	}
}

// TestGrenades (bep §3.11, L1144-1156; G13): a hit bursts on the target
// figure nearest the throwers, every figure within 3 pas taking an F5 hit;
// a natural 1 rolled again, a 1 killing the bearer.
func TestGrenades(t *testing.T) {
	r := Rules{}
	s := shooting(t, Grenades, 3, 2.6, nil).orders(0) // range 7 − 4 = 3 pas: the front rank, beyond the burst
	s, _ = rulestest.Apply(t, r, s, act(0, "bows"))
	st, _ := ParseSettings(s.Settings)
	f := aimFire(&s, unit(t, &s, "bows"), unit(t, &s, "axes"), st)
	if f.shooters() != 4 {
		t.Fatalf("%d throwers in range, want the front rank's 4", f.shooters())
	}
	var caught int
	for _, b := range blocksOf(&s, unit(t, &s, "axes")) {
		caught += b.CountWithin(f.aim, st.Cm(GrenadeRadius))
	}
	// one hit (6), one natural 1 (rolled again: 1, the bearer dies), two
	// misses; the burst catches `caught` axemen, each saving F5 vs Res 4
	// on 5+ (A3): all roll 1.
	faces := []int{6, 1, 2, 2, 1}
	for range caught {
		faces = append(faces, 1)
	}
	if 8-caught > 0 && 8-caught <= 4 {
		faces = append(faces, 1, 1) // the axes' rout test (A34): they hold
	}
	s, evs := rulestest.Apply(t, r, s, shootAt(0, "bows", "axes"), faces...)
	if got := figuresLeft(unit(t, &s, "axes")); got != 8-caught {
		t.Errorf("axes %d left, want %d: %v", got, 8-caught, texts(evs))
	}
	if got := figuresLeft(unit(t, &s, "bows")); got != 7 {
		t.Errorf("throwers %d left, want 7", got)
	}
	if caught != 8 {
		t.Errorf("a 3-pas burst (7.62 cm) on a corner figure caught %d figures of a 10 × 5 cm block, want all 8", caught)
	}
}

// TestShootOffer: an offer per target in range, with its chance.
func TestShootOffer(t *testing.T) {
	b := shooting(t, LongBow, 3, 15, nil)
	b.troop("far", 1, TypeInfantry, 3, 4, 2, 170, 20, nil)
	s := b.orders(0)
	s, _ = rulestest.Apply(t, Rules{}, s, act(0, "bows"))
	var shots []string
	for _, o := range (Rules{}).Offers(&s, 0, []string{"bows.1"}) {
		if o.Action.Args[ArgOrder] == OrderShoot {
			shots = append(shots, o.Label)
		}
	}
	// 8 dice at 4+ (1/2), saved on 4+ (1/2): 2 casualties expected.
	if len(shots) != 1 || !strings.HasPrefix(shots[0], "Shoot: bows at axes (8 shooting, about 2.0 casualties) — free") {
		t.Errorf("shoot offers %q", shots)
	}
}

func texts(evs []rules.Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Text)
	}
	return out
}

// TestSkirmishersShootAndFall (§7.3, §12.1): each skirmisher is a figure
// that shoots from its own base; casualties among skirmishers take their
// bases off the table, the last first; the last one destroys the unit.
func TestSkirmishersShootAndFall(t *testing.T) {
	r := Rules{}
	b := newBattle(t)
	skirmish(b, b.troop("bows", 0, TypeInfantry, 3, 4, 2, 40, 60, map[string]float64{keyOfficer: 2, keyMissile: float64(weaponCode(LongBow))}))
	b.leader("blue-gen", 0, TypeGeneral, 3, 30, 90)
	b.troop("axes", 1, TypeInfantry, 3, 4, 2, 45+15*pas+fig, 60, map[string]float64{keyGeneral: 3})
	s := b.orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "bows"))
	st, _ := ParseSettings(s.Settings)
	bows, axes := unit(t, &s, "bows"), unit(t, &s, "axes")
	if got := aimFire(&s, bows, axes, st).shooters(); got != 8 {
		t.Errorf("%d skirmishers shoot, want 8", got)
	}
	if n := removeFigures(&s, bows, 3); n != 3 || len(bows.Bases) != 5 || bows.Bases[4] != "bows.5" {
		t.Errorf("removed %d, bases %v", n, bows.Bases)
	}
	if _, ok := s.Base("bows.8"); ok {
		t.Errorf("a fallen skirmisher's base is still on the table")
	}
	removeFigures(&s, bows, 5)
	if bows.Status[stGone] != goneDestroyed || figuresLeft(bows) != 0 {
		t.Errorf("the last skirmisher fell: gone %d", bows.Status[stGone])
	}
}
