package control_test

import (
	"testing"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
)

// BenchmarkIdleFrame is what the controller costs on a frame where nothing
// changes: an Update with the pointer still, then the offers and overlays
// Draw asks for. The caches must answer without the rules and without
// encoding the battle (issue 10: the state hash cost 0.6 / 1.5 / 2.6 ms a
// frame at 100 / 400 / 1600 bases).
func BenchmarkIdleFrame(b *testing.B) {
	for _, name := range []string{"default", "wme", "bnb"} {
		b.Run(name, func(b *testing.B) {
			sc, err := scenario.Embedded(name)
			if err != nil {
				b.Fatal(err)
			}
			m, err := game.New(sc, 1)
			if err != nil {
				b.Fatal(err)
			}
			c := control.New(m, control.Config{})
			in := control.Input{Scale: 10}
			c.Update(in)
			c.Offers()
			c.Overlays()
			for b.Loop() {
				c.Update(in)
				c.Offers()
				c.Overlays()
			}
		})
	}
}
