package ai

import (
	"testing"

	"plateau/game"
	"plateau/game/scenario"
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
			if !res.Over || res.Actions < 30 {
				t.Fatalf("%s: the battle stopped after %d actions, over %v", id, res.Actions, res.Over)
			}
			hashes = append(hashes, m.State().Hash())
		}
		if hashes[0] != hashes[1] {
			t.Errorf("%s: the same seed played two battles", id)
		}
	}
}

// BenchmarkOpponentAgainstRandom measures the opponent against the random
// legal player (issue 12: "beats a random legal player in at least 90% of
// 100 self-play battles per ruleset"): one op is one battle, seed 1, 2,
// ..., the opponent playing each army in turn; the metrics are the share
// of battles it won and of those the rules ended.
//
//	go test ./game/ai -run '^$' -bench OpponentAgainstRandom -benchtime 100x
func BenchmarkOpponentAgainstRandom(b *testing.B) {
	for _, id := range Rulesets() {
		b.Run(id, func(b *testing.B) {
			won, over, n := 0, 0, 0
			for b.Loop() {
				n++
				m := newMatch(b, id, uint64(n))
				side := n % 2
				a, _ := For(id)
				players := []rulestest.Player{NewRandom(uint64(n)), NewRandom(uint64(n))}
				players[side] = a
				res, err := SelfPlay(m, players, 5000)
				if err != nil {
					b.Fatalf("%s battle %d: %v", id, n, err)
				}
				if res.Over {
					over++
				}
				if res.Over && res.Winner == side {
					won++
				}
			}
			b.ReportMetric(100*float64(won)/float64(n), "%won")
			b.ReportMetric(100*float64(over)/float64(n), "%ended")
		})
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
