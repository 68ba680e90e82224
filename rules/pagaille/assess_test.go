package pagaille

import (
	"strings"
	"testing"

	"plateau/rules/dice"
)

// TestBreakOf is bep §15 example 33 (L364-377; A39: strictly below):
// from 100, 49 tests and 24 routs; 50 and 25 exactly do neither.
func TestBreakOf(t *testing.T) {
	for _, tc := range []struct {
		now  int
		want Break
	}{{100, Holds}, {50, Holds}, {49, MustTest}, {25, MustTest}, {24, Routs}, {0, Routs}} {
		if got := BreakOf(100, tc.now); got != tc.want {
			t.Errorf("BreakOf(100, %d) = %d, want %d", tc.now, got, tc.want)
		}
	}
}

// TestArmyTV (bep §10.2, L388-395; §15 example 32; A24): each unit's
// value by its band, a missile weapon +1; a unit off the table 0.
func TestArmyTV(t *testing.T) {
	b := standard(t)
	b.s.Units[0].Profile[keyMissile] = 5 // average infantry with long bows: TV 7
	s := b.setup()
	for _, tc := range []struct {
		left, want int
	}{{8, 7}, {5, 7}, {3, 4}, {1, 0}} {
		u := unit(t, &s, "spears")
		u.SetStatus("figures", tc.left)
		if start, now := ArmyTV(&s, 0); start != 7 || now != tc.want {
			t.Errorf("%d of 8 left: TV %d of %d, want %d of 7", tc.left, now, start, tc.want)
		}
	}
}

// TestVP (bep §10.3, L340-356; §15 example 36): own units complete 10,
// over half 5; enemy units destroyed 5, their officers 5 more; 20 when
// the enemy army routs.
func TestVP(t *testing.T) {
	b := standard(t)
	b.troop("bows", 0, TypeInfantry, 3, 4, 2, 40, 30, nil)
	b.leader("red-gen", 1, TypeGeneral, 3, 160, 100)
	b.s.Units[2].Profile = map[string]float64{keyQuality: 3, keyFigures: 8, keyOfficer: 2}
	s := b.setup()
	unit(t, &s, "bows").SetStatus("figures", 5)
	if got := VP(&s, 0, Defaults()); got != 15 {
		t.Errorf("complete spears and bows at 5 of 8: %d VP, want 15", got)
	}
	takeOff(&s, unit(t, &s, "axes"), goneDestroyed)
	if got := VP(&s, 0, Defaults()); got != 25 {
		t.Errorf("and the axes destroyed with their officer: %d VP, want 25", got)
	}
	s.SetCounter(ctRouted+"red", 1)
	if got := VP(&s, 0, Defaults()); got != 45 {
		t.Errorf("and red's army routed: %d VP, want 45", got)
	}
}

// TestAssessment (bep §10.2-10.4): an army below a quarter of its TV
// routs, and the battle ends with the other army the winner; below half
// the general tests, and a pass plays on.
func TestAssessment(t *testing.T) {
	for _, tc := range []struct {
		name  string
		left  int // axes' figures of 8
		faces []int
		over  bool
		text  string
	}{
		{"axes at 1 of 8: below a quarter, red routs", 1, nil, true, "victory to Blue"},
		{"axes at 3 of 8 (3 of 6 TV): below half? no, half exactly: holds", 3, nil, false, ""},
		{"axes at 2 of 8 (0 of 6): routs", 2, nil, true, "victory to Blue"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := standard(t).setup()
			unit(t, &s, "axes").SetStatus("figures", tc.left)
			d := dice.NewScripted(tc.faces...)
			evs, over := assess(&s, Defaults(), d)
			if over != tc.over {
				t.Fatalf("over %v, want %v: %v", over, tc.over, texts(evs))
			}
			if tc.over && !strings.Contains(evs[len(evs)-1].Text, tc.text) {
				t.Errorf("the end: %q, want %q", evs[len(evs)-1].Text, tc.text)
			}
		})
	}
	// below half, not a quarter: the general tests (Cd 9): 10 routs, 9 holds.
	b := standard(t)
	b.troop("clubs", 1, TypeInfantry, 3, 4, 2, 140, 30, nil)
	for _, tc := range []struct {
		faces []int
		over  bool
	}{{[]int{5, 5}, true}, {[]int{4, 5}, false}} {
		s := b.setup()
		takeOff(&s, unit(t, &s, "clubs"), goneFled) // 0 of its 6
		unit(t, &s, "axes").SetStatus("figures", 4) // half of 6: 3 of red's 12, a quarter exactly
		_, now := ArmyTV(&s, 1)
		if now != 3 {
			t.Fatalf("red's TV %d, want 3 of 12", now)
		}
		d := dice.NewScripted(tc.faces...)
		_, over := assess(&s, Defaults(), d)
		if over != tc.over || d.Left() != 0 {
			t.Errorf("the general's test %v: over %v, want %v", tc.faces, over, tc.over)
		}
	}
}

// TestUpkeepAfterLosses (§6.1, L31-38; L329-332): a unit that fled the
// table or was destroyed gives no command point, nor does its banner; its
// attached officer is dead.
func TestUpkeepAfterLosses(t *testing.T) {
	b := standard(t)
	b.s.Units[0].Profile[keyBanner] = 1
	s := b.setup()
	before, _ := upkeep(&s, 0, Defaults()) // spears, their banner, their officer, the general
	takeOff(&s, unit(t, &s, "spears"), goneFled)
	after, _ := upkeep(&s, 0, Defaults())
	if before != 4 || after != 1 {
		t.Errorf("CP %d before the flight, %d after; want 4 and 1 (the general)", before, after)
	}
}
