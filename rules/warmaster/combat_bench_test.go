package warmaster

import (
	"testing"

	"plateau/rules/dice"
)

// BenchmarkFight is a full round of combat resolution (wme.md §9.4-9.8):
// two lines of three elements front to front, attacks, saves, the result,
// casualties and the loser's retreat, with seeded dice.
func BenchmarkFight(b *testing.B) {
	s := toCombat(b, frontal().state(b))
	a := fight(0, "bl")
	d := dice.NewSeeded(1)
	if _, _, err := (Rules{}).Apply(s, a, d); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if _, _, err := (Rules{}).Apply(s, a, d); err != nil {
			b.Fatal(err)
		}
	}
}
