package ai

import (
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/rulestest"
)

func newMatch(t testing.TB, name string, seed uint64) *game.Match {
	t.Helper()
	sc, err := scenario.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestSelfPlayFinishes: each ruleset's opponent plays the sample battle
// against itself to the rules' end, every decision through the offers
// (issue 12 item 3), and the same seed gives the same battle.
func TestSelfPlayFinishes(t *testing.T) {
	for _, id := range Rulesets() {
		var hashes []string
		for range 2 {
			m := newMatch(t, id, 3)
			a, _ := For(id)
			b, _ := For(id)
			res, err := SelfPlay(m, []rulestest.Player{a, b}, 5000)
			if err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			if !res.Over || res.Actions < 10 {
				t.Fatalf("%s: the battle stopped after %d actions, over %v", id, res.Actions, res.Over)
			}
			hashes = append(hashes, m.State().Hash())
		}
		if hashes[0] != hashes[1] {
			t.Errorf("%s: the same seed played two battles", id)
		}
	}
}

// TestRandomPlaysLegally: the random player's presses are all accepted and
// it plays the sample battles to their end against the opponent, so it is
// a fair baseline.
func TestRandomPlaysLegally(t *testing.T) {
	for _, id := range Rulesets() {
		m := newMatch(t, id, 5)
		a, _ := For(id)
		res, err := SelfPlay(m, []rulestest.Player{a, NewRandom(5)}, 5000)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if !res.Over || res.Actions < 30 {
			t.Errorf("%s: opponent against random: %d actions, over %v", id, res.Actions, res.Over)
		}
	}
}

// TestEveryRulesetHasAnOpponent: every ruleset Opponents lists has one,
// and it plays its sample battle's first presses through the offers (the
// window's -ai and self-play use it).
func TestEveryRulesetHasAnOpponent(t *testing.T) {
	scenarioOf := map[string]string{"bnb": "bnb", "gboh": "gboh", "mp": "mp", "pagaille": "bep", "wme": "wme"}
	for _, id := range Opponents() {
		p, ok := For(id)
		if !ok {
			t.Errorf("%s: no opponent", id)
			continue
		}
		m := newMatch(t, scenarioOf[id], 3)
		if m.State().Ruleset != id {
			t.Fatalf("scenario %s plays %s, not %s", scenarioOf[id], m.State().Ruleset, id)
		}
		for k := 0; k < 20 && m.State().Phase != "over"; k++ {
			o, ok := rulestest.NextOffer(p, m.Rules().(rules.Offerer), m.State())
			if !ok {
				t.Fatalf("%s: press %d: the opponent presses nothing", id, k+1)
			}
			if _, err := m.Do(o.Action); err != nil {
				t.Fatalf("%s: press %d (%s): %v", id, k+1, o.Label, err)
			}
		}
	}
	if _, ok := For("sandbox"); ok {
		t.Errorf("the sandbox, which has no offers to press, has an opponent")
	}
}
