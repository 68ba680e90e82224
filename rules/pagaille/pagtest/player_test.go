package pagtest_test

import (
	"os"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/pagaille"
	"plateau/rules/pagaille/pagtest"
	"plateau/rules/rulestest"
)

// sample is scenarios/bep.toml opened as the window opens it, set up.
func sample(t testing.TB) rules.State {
	t.Helper()
	sc, err := scenario.Open("bep") // the embedded sample, as the window opens it
	if err != nil {
		t.Fatalf("the sample scenario: %v", err)
	}
	return sc.State
}

// maxPresses bounds a battle: 8 turns of a few dozen presses each.
const maxPresses = 5000

// TestPlayerPlaysToTheEnd: from several seeds the player plays the sample
// battle (scenarios/bep.toml) to its end (bep §10.4: an army routs, or
// turnLimit 8), every press one of the first numbered offers and
// accepted, shots, charges and melees among them.
func TestPlayerPlaysToTheEnd(t *testing.T) {
	r := pagaille.Rules{}
	seen := map[string]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		s := sample(t)
		if err := r.Setup(&s); err != nil {
			t.Fatalf("Setup: %v", err)
		}
		d := dice.NewSeeded(seed)
		var p pagtest.Player
		n := 0
		for ; s.Phase != pagaille.PhaseOver && n < maxPresses; n++ {
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
			seen["press:"+o.Action.Kind+":"+o.Action.Args[pagaille.ArgOrder]]++
			s = next
		}
		if s.Phase != pagaille.PhaseOver {
			t.Fatalf("seed %d: no end after %d presses (turn %d)", seed, n, s.Turn)
		}
		t.Logf("seed %d: over at turn %d after %d presses, VP %d-%d", seed, s.Turn, n, s.Counters["vp:levy"], s.Counters["vp:raiders"])
	}
	for _, k := range []string{"press:order:shoot", "press:order:charge", "press:fight:", "melee", "end"} {
		if seen[k] == 0 {
			t.Errorf("no %s in six battles: %v", k, seen)
		}
	}
}

// TestConformance runs the shared conformance suite on the sample
// battle (rules/rulestest: random legal play from offers and moves, no
// overlap, allowances kept, Apply never mutating its input, the same seed
// the same battle) for thousands of actions.
func TestConformance(t *testing.T) {
	k, err := rulestest.Scale(os.Getenv(rulestest.ScaleEnv))
	if err != nil {
		t.Fatal(err)
	}
	b := rulestest.Budget{Seeds: 3, Actions: 2000}.Times(k)
	if testing.Short() {
		b = rulestest.Budget{Seeds: 1, Actions: 300}
	}
	r := pagaille.Rules{}
	gen := rulestest.OffersAndMoves(r)
	start := sample(t)
	start.Settings[pagaille.SetTurnLimit] = "0" // no end by length: the random play goes on until an army routs
	for seed := uint64(1); seed <= uint64(b.Seeds); seed++ {
		st := rulestest.Play(t, r, start, gen, b.Actions, seed)
		t.Logf("seed %d: %+v", seed, st)
	}
}

// TestSampleScenario checks scenarios/bep.toml: two armies, each a general
// and officers; infantry with polearms and with bows, cavalry, a war
// machine; terrain of the text's classes, one blocking sight.
func TestSampleScenario(t *testing.T) {
	s := sample(t)
	if err := (pagaille.Rules{}).Setup(&s); err != nil {
		t.Fatal(err)
	}
	has := map[string]bool{}
	for _, u := range s.Units {
		has[u.Type] = true
		for k, v := range u.Profile {
			if v > 0 && k != "quality" && k != "figures" {
				has[k] = true
			}
		}
	}
	for _, f := range s.Table.Features {
		has["terrain:"+f.Kind] = true
	}
	for _, k := range []string{"infantry", "cavalry", "machine", "general", "officer", "polearm", "missile", "two-weapons",
		"terrain:difficult-dense", "terrain:very-difficult", "terrain:impassable"} {
		if !has[k] {
			t.Errorf("the sample has no %s", k)
		}
	}
	if len(s.Sides) != 2 || s.Settings[pagaille.SetTurnLimit] != "8" {
		t.Errorf("%d armies, turnLimit %q", len(s.Sides), s.Settings[pagaille.SetTurnLimit])
	}
}

// TestPlayerManySeeds: many battles to their end, half of them without a
// turn limit (until an army routs, bep §10.4), every press checked
// against the shared invariants (rulestest.Invariants): no overlap, no
// base off the table, allowances kept. (It found an officer dying with
// his unit in the middle of his activation.)
func TestPlayerManySeeds(t *testing.T) {
	seeds := uint64(10)
	if testing.Short() {
		seeds = 4
	}
	r := pagaille.Rules{}
	for seed := uint64(1); seed <= seeds; seed++ {
		s := sample(t)
		if seed%2 == 0 {
			s.Settings[pagaille.SetTurnLimit] = "0"
		}
		if err := r.Setup(&s); err != nil {
			t.Fatal(err)
		}
		d := dice.NewSeeded(100 + seed)
		var p pagtest.Player
		n := 0
		for ; s.Phase != pagaille.PhaseOver && n < 4*maxPresses; n++ {
			o, ok := rulestest.NextOffer(p, r, &s)
			if !ok {
				t.Fatalf("seed %d, press %d: the player finds nothing to press", seed, n)
			}
			next, _, err := r.Apply(s, o.Action, d)
			if err != nil {
				t.Fatalf("seed %d, press %d %q: %v", seed, n, o.Label, err)
			}
			if msg := rulestest.Invariants(r, &s, &next, o.Action); msg != "" {
				t.Fatalf("seed %d, press %d %q: %s", seed, n, o.Label, msg)
			}
			s = next
		}
		if s.Phase != pagaille.PhaseOver {
			t.Errorf("seed %d: no end after %d presses (turn %d)", seed, n, s.Turn)
		}
	}
}
