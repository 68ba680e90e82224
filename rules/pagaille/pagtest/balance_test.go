package pagtest_test

import (
	"strings"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/pagaille"
	"plateau/rules/pagaille/pagtest"
	"plateau/rules/rulestest"
)

// selfPlay plays the embedded scenario path with the Player from seed to
// its end and returns the final state.
func selfPlay(t *testing.T, path string, seed uint64) rules.State {
	t.Helper()
	sc, err := scenario.Open(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	s := sc.State
	r := pagaille.Rules{}
	if err := r.Setup(&s); err != nil {
		t.Fatalf("%s: Setup: %v", path, err)
	}
	d := dice.NewSeeded(seed)
	var p pagtest.Player
	for n := 0; s.Phase != pagaille.PhaseOver; n++ {
		if n > maxPresses {
			t.Fatalf("%s seed %d: no end after %d presses", path, seed, n)
		}
		o, ok := rulestest.NextOffer(p, r, &s)
		if !ok {
			t.Fatalf("%s seed %d: nothing to press", path, seed)
		}
		next, _, err := r.Apply(s, o.Action, d)
		if err != nil {
			t.Fatalf("%s seed %d %q: %v", path, seed, o.Label, err)
		}
		s = next
	}
	return s
}

// winner is the side that won the battle over in s, -1 for a draw (bep
// §10.4: the army that did not rout, else the victory points).
func winner(s rules.State) int {
	r0, r1 := s.Counters["army-routed:"+s.Sides[0].ID] == 1, s.Counters["army-routed:"+s.Sides[1].ID] == 1
	v0, v1 := s.Counters["vp:"+s.Sides[0].ID], s.Counters["vp:"+s.Sides[1].ID]
	switch {
	case r0 && !r1:
		return 1
	case r1 && !r0:
		return 0
	case v0 > v1:
		return 0
	case v1 > v0:
		return 1
	}
	return -1
}

// TestBalancedSample: the sample battle is not one-sided (issue 14 item
// 5). As first written the levy won 97 of seeds 1-100 (2 to the raiders,
// 1 draw); since the raiders' crossbowmen and light horse have 12
// figures instead of 8, a fourth unit of billmen (average infantry,
// polearms, 12) and the levy's catapult a novice crew, 46 to 53 (1
// draw). Here seeds 1-24, each army winning at least a quarter of them.
func TestBalancedSample(t *testing.T) {
	const file, seeds = "bep", 24
	var wins [3]int // draws, levy, raiders
	for seed := uint64(1); seed <= seeds; seed++ {
		s := selfPlay(t, file, seed)
		w := winner(s)
		wins[w+1]++
		t.Logf("seed %d: turn %d, VP %d-%d, winner %d", seed, s.Turn, s.Counters["vp:levy"], s.Counters["vp:raiders"], w)
	}
	t.Logf("levy %d, raiders %d, draws %d", wins[1], wins[2], wins[0])
	if wins[1] < seeds/4 || wins[2] < seeds/4 {
		t.Errorf("%s: the levy won %d of %d, the raiders %d: one-sided", file, wins[1], seeds, wins[2])
	}
}

// TestSamplePoints: the armies' points value as the army builder counts
// it (bep §11.4, L793; §3.1, §3.5-3.8; A25, A30): the sample's levy 345
// (its general 80, two officers 40 each, spearmen 40, longbowmen 30,
// knights 40, the catapult with its novice crew 75), the raiders 295.
// Neither is an army the builder allows (the officers alone are nearly
// half of the levy's points; infantry must be at least half): with
// armyBuilder "check" Setup refuses the sample.
func TestSamplePoints(t *testing.T) {
	for _, tc := range []struct {
		file        string
		levy, raids int
	}{{"bep", 345, 295}} {
		sc, err := scenario.Open(tc.file)
		if err != nil {
			t.Fatal(err)
		}
		s := sc.State
		if err := (pagaille.Rules{}).Setup(&s); err != nil {
			t.Fatal(err)
		}
		var got [2]int
		for side := range got {
			p, err := pagaille.PointsOf(&s, side, pagaille.Defaults())
			if err != nil {
				t.Fatal(err)
			}
			got[side] = p.Total
		}
		if got != [2]int{tc.levy, tc.raids} {
			t.Errorf("%s: points %v, want %d and %d", tc.file, got, tc.levy, tc.raids)
		}
		s = sc.State
		s.Settings = map[string]string{pagaille.SetArmyBuilder: "check"}
		want := "The levy: infantry 70 of"
		if err := (pagaille.Rules{}).Setup(&s); err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "50-65 %") {
			t.Errorf("%s checked: %v, want %q", tc.file, err, want)
		}
	}
}
