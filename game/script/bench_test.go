package script

import (
	"os"
	"strings"
	"testing"

	"plateau/game"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/rulestest"
)

// bnbBattleUntil plays testdata/bnb-battle.txt until stop holds.
func bnbBattleUntil(b testing.TB, stop func(m *game.Match) bool) *game.Match {
	text, err := os.ReadFile("testdata/bnb-battle.txt")
	if err != nil {
		b.Fatal(err)
	}
	cmds, err := Parse("bnb-battle.txt", strings.NewReader(string(text)))
	if err != nil {
		b.Fatal(err)
	}
	sc := newMatch(b, "bnb", 1)
	for _, c := range cmds {
		if stop(sc) {
			return sc
		}
		if _, err := Run(sc, []Command{c}); err != nil {
			b.Fatal(err)
		}
	}
	b.Fatal("the battle never came to the state the benchmark needs")
	return nil
}

// The states the benchmarks start from: the sample battle's first movement
// phase, and its first close combat phase with a fight to resolve.
func groupMoveState(m *game.Match) bool { return m.State().Phase == "move" }

func combatToFight(m *game.Match) bool {
	s := m.State()
	if s.Phase != "combat" {
		return false
	}
	_, ok := rulestest.Pick(m.Rules().(rules.Offerer).Offers(s, s.Active, nil), "Fight")
	return ok
}

// The benchmarks are not run by the tests: this checks that the sample
// battle still comes to the states they need (a changed battle once left
// the combat benchmark without its state, unnoticed).
func TestBenchmarkStatesExist(t *testing.T) {
	bnbBattleUntil(t, groupMoveState)
	bnbBattleUntil(t, combatToFight)
}

// BenchmarkBloodBladesGroupMove measures what the window runs every frame
// while a BnB group is dragged: Check and Measure of the move of a group
// of four chariots (issue 4, "done means"), on the sample battle's first
// period.
func BenchmarkBloodBladesGroupMove(b *testing.B) {
	m := bnbBattleUntil(b, groupMoveState)
	s := m.State()
	o, ok := rulestest.Pick(m.Rules().(rules.Offerer).Offers(s, s.Active, []string{"as-king.1"}), "Straight ahead")
	if !ok || len(o.Action.Moves) < 4 {
		b.Fatalf("no straight-ahead offer for the king's group: %+v", o)
	}
	r := m.Rules()
	b.ResetTimer()
	for b.Loop() {
		if err := r.Check(s, o.Action); err != nil {
			b.Fatal(err)
		}
		for _, mv := range o.Action.Moves {
			_ = r.Measure(s, mv)
		}
	}
}

// BenchmarkBloodBladesCombatPeriod measures a whole close combat phase of
// the sample battle: every fight of the period in turn, each with its
// factors, dice, outcome and induced moves (recoils, flights, pursuits),
// from the first fight to the last (issue 4, "done means").
func BenchmarkBloodBladesCombatPeriod(b *testing.B) {
	m := bnbBattleUntil(b, combatToFight)
	r, of, start := m.Rules(), m.Rules().(rules.Offerer), m.State().Clone()
	n := 0
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		s := start.Clone()
		d := dice.NewSeeded(uint64(i))
		for n = 0; ; n++ {
			o, ok := rulestest.Pick(of.Offers(&s, s.Active, nil), "Fight")
			if !ok {
				break
			}
			next, _, err := r.Apply(s, o.Action, d)
			if err != nil {
				b.Fatal(err)
			}
			s = next
		}
	}
	b.ReportMetric(float64(n), "fights/op")
}
