package script

import (
	"testing"

	"plateau/rules/hex"
)

// Musket & Pike from a script on the sample map (issue 13: "move COUNTER
// path …" through the ruleset's Check): a wing activates after the other
// side lets it (pre-emption declined [L290]), its cavalry moves three hexes
// into its front hexes for 3 MP of its 8 [L539], [L547], a step sideways
// is refused until the counter re-faces [L539], [L455] (1 MP for cavalry),
// and the wing commander must end his move on a unit of his wing [L332].
const mpMoves = `
expect phase select
offer - Activate Colonel Hesse
offer - Let Colonel Hesse
expect phase wing
move l-horse-1.1 path 0412 0512 0612 0712
expect refused not-front front hexes
move l-horse-2.1 path 0413 0513 0613 0614
move l-horse-2.1 path 0413 0513 face -1 0514
expect refused wc-end
move l-wc2.1 path 0412 0512
move l-wc2.1 path 0412 0512 0612 0712
`

func TestMPMovesOnTheSampleMap(t *testing.T) {
	m := playScript(t, "../../scenarios/mp.toml", 1, mpMoves)
	s := m.State()
	spec := s.Table.Hexes
	hm, err := spec.Build(hex.Flags{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		base, at string
		used     float64
	}{
		{"l-horse-1.1", "0712", 3}, // three steps, clear: 1 MP each (A34)
		{"l-horse-2.1", "0514", 3}, // a step, a vertex re-faced (1 MP), a step
		{"l-wc2.1", "0712", 3},     // a leader moves as cavalry, onto his wing's unit
	} {
		b, ok := s.Base(c.base)
		if !ok {
			t.Fatalf("no base %s", c.base)
		}
		if got := hm.Label(hm.Layout.At(b.Shape.Center)); got != c.at || s.Used[c.base] != c.used {
			t.Errorf("%s in %s having used %v MP, want %s and %v", c.base, got, s.Used[c.base], c.at, c.used)
		}
	}
}
