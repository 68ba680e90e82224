package pagaille

import (
	"math"
	"strings"
	"testing"

	"plateau/rules/rulestest"
)

// stoneThrowers is blue's "slingers" (average infantry with stones: range and
// F 7 − Tir 4 = 3, §15 example 14; an attached average officer) at (40,
// 60) facing red's "axes" (average infantry, Res 4) 7 cm (2.76 pas) off
// its front, shifted four figures aside: only the slingers' two figures
// at that end have the axes within 3 pas, base to base (G11).
func stoneThrowers(t *testing.T) *battle {
	b := newBattle(t)
	b.troop("slingers", 0, TypeInfantry, 3, 4, 2, 40, 60, map[string]float64{keyMissile: 1, keyOfficer: 2})
	b.leader("blue-gen", 0, TypeGeneral, 3, 38, 75)
	b.troop("axes", 1, TypeInfantry, 3, 4, 2, 52, 70, map[string]float64{keyGeneral: 3})
	return b
}

// TestShotOddsAgree is differential: for a Shoot order, every sequence
// of dice Apply can roll (the command test, the to-hit dice, the saves,
// the target's rout test) is walked with its chance, and the chances of
// each number of casualties and of the target routing agree with the
// counted odds (bep §6.4, §8 steps 2-3, §3.10, §10.1, A8, A34).
func TestShotOddsAgree(t *testing.T) {
	for _, tc := range []struct {
		name    string
		officer string // who gives the order
		figures int    // the axes'
		test    bool
	}{
		{"the attached officer's first order: free, untested (L55-58)", "slingers", 8, false},
		{"a casualty brings a rout test (4 of 8, A8)", "slingers", 5, false},
		{"the general's order: a command test, Cd 9 (A4)", "blue-gen", 8, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := Rules{}
			s := stoneThrowers(t).orders(0)
			withFigures(unit(t, &s, "axes"), tc.figures)
			s, _ = rulestest.Apply(t, r, s, act(0, tc.officer))
			a := shootAt(0, "slingers", "axes")
			st, _ := ParseSettings(s.Settings)
			p, err := checkOrder(&s, a, st)
			if err != nil || p.fire.shooters() != 2 || p.test != tc.test {
				t.Fatalf("the order: %v, %d shooters, test %v", err, p.fire.shooters(), p.test)
			}
			counted, ok := shotOdds(p, unit(t, &s, "axes"), st)
			if !ok {
				t.Fatal("no odds")
			}
			walkedK := make([]float64, tc.figures+1)
			var walkedRout, routs float64
			d := &everyRoll{}
			for more := true; more; {
				next, _, err := r.Apply(s, a, d)
				if err != nil {
					t.Fatal(err)
				}
				var q float64
				q, more = d.next()
				ax := unit(t, &next, "axes")
				walkedK[tc.figures-figuresLeft(ax)] += q
				if ax.Status[stRouted] == 1 {
					walkedRout += q
				}
			}
			pass := 1 - counted.Fail
			for k, w := range walkedK {
				want := 0.0
				if k < len(counted.Casualties) {
					want = pass * counted.Casualties[k]
				}
				if k == 0 {
					want += counted.Fail // a failed test: no shot, no casualty
				}
				if math.Abs(w-want) > 1e-12 {
					t.Errorf("%d casualties: walked %v, counted %v", k, w, want)
				}
			}
			for _, q := range counted.Rout {
				routs += pass * q
			}
			if math.Abs(walkedRout-routs) > 1e-12 {
				t.Errorf("routs: walked %v, counted %v", walkedRout, routs)
			}
			if tc.figures == 5 && routs == 0 {
				t.Error("no rout test counted")
			}
		})
	}
}

// TestShotOddsOffered: the odds of a Shoot order as the window shows
// them, by hand: the general's order, 2D6 ≤ 9 passing 30 times in 36
// (A4); two stones each hitting on 4+ and unsaved by the axes (F3 against
// Res 4: saves on 3+, A3) 2 times in 6, a casualty 1/6 a die.
func TestShotOddsOffered(t *testing.T) {
	r := Rules{}
	s := stoneThrowers(t).orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "blue-gen"))
	o, ok := r.Odds(&s, shootAt(0, "slingers", "axes"))
	if !ok || o.Trials != 0 {
		t.Fatalf("odds %+v, %v", o, ok)
	}
	pass := 30.0 / 36
	want := []struct {
		text string
		p    float64
	}{
		{"Command test failed: no shot", 6.0 / 36},
		{"No casualty on axes", pass * 25 / 36},
		{"1 casualty on axes", pass * 10 / 36},
		{"2 casualties on axes", pass * 1 / 36},
	}
	if len(o.Outcomes) != len(want) {
		t.Fatalf("outcomes %+v", o.Outcomes)
	}
	for i, w := range want {
		if got := o.Outcomes[i]; got.Text != w.text || math.Abs(got.P-w.p) > 1e-12 || got.Then != "" {
			t.Errorf("outcome %d: %q %v %q, want %q %v", i, got.Text, got.P, got.Then, w.text, w.p)
		}
	}
	if !strings.Contains(o.Note, "every die counted") {
		t.Errorf("note %q", o.Note)
	}
	if _, ok := r.Odds(&s, order(0, "slingers", OrderAdvance)); ok {
		t.Error("odds for an Advance order")
	}
}
