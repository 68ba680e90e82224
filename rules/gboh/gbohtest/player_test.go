package gbohtest_test

import (
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/gboh"
	"plateau/rules/gboh/gbohtest"
	"plateau/rules/rulestest"
)

// sample is scenarios/gboh.toml opened as the window opens it.
func sample(t testing.TB) rules.State {
	t.Helper()
	sc, err := scenario.Open("gboh") // the embedded sample, as the window opens it
	if err != nil {
		t.Fatalf("the sample scenario: %v", err)
	}
	return sc.State
}

// maxPresses bounds a battle.
const maxPresses = 20000

// TestPlayerPlaysToTheEnd: from several seeds the player plays the sample
// battle to an army's withdrawal (spec §10.7 [L2868-2896]), every press
// one of the first numbered offers and accepted, with missile fire,
// reaction fire, Shocks, routs and a withdrawal test among them.
func TestPlayerPlaysToTheEnd(t *testing.T) {
	r := gboh.Rules{}
	seen := map[string]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		s := sample(t)
		if err := r.Setup(&s); err != nil {
			t.Fatalf("Setup: %v", err)
		}
		d := dice.NewSeeded(seed)
		var p gbohtest.Player
		n := 0
		for ; s.Phase != gboh.PhaseOver && n < maxPresses; n++ {
			o, ok := rulestest.NextOffer(p, r, &s)
			if !ok {
				t.Fatalf("seed %d, press %d (turn %d, %s): the player finds nothing to press", seed, n, s.Turn, s.Phase)
			}
			next, evs, err := r.Apply(s, o.Action, d)
			if err != nil {
				t.Fatalf("seed %d, press %d %q: %v", seed, n, o.Label, err)
			}
			for _, e := range evs {
				seen[e.Kind]++
			}
			seen["press:"+o.Action.Kind]++
			s = next
		}
		if s.Phase != gboh.PhaseOver {
			t.Fatalf("seed %d: no end after %d presses (turn %d)", seed, n, s.Turn)
		}
		t.Logf("seed %d: over at turn %d after %d presses (withdrawn %d)", seed, s.Turn, n, s.Counters["withdrawn"])
	}
	for _, k := range []string{"press:fire", "press:react", "press:shock", "press:resolve", "press:cast", "press:elite", "combat", "rout", "withdrawal", "over"} {
		if seen[k] == 0 {
			t.Errorf("no %s in six battles: %v", k, seen)
		}
	}
}
