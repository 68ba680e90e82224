package hex

import (
	"testing"

	"plateau/rules/geom"
)

// testMap is a 40×30 pointy-top odd-r map of 3 cm hexes, origin hex at
// (5, 5) cm; c is a hex well inside it (offset column 15, row 12).
func testMap(t testing.TB) (*Map, Hex) {
	t.Helper()
	m, err := NewMap(Layout{Orientation: Pointy, Size: 3, Origin: geom.V(5, 5)}, 40, 30, OddR)
	if err != nil {
		t.Fatal(err)
	}
	return m, OddR.FromOffset(15, 12)
}

// at is c + q·D0-axis + r·D5-axis in axial terms (c.Add(H(q, r))).
func at(c Hex, q, r int) Hex { return c.Add(H(q, r)) }

// along is c + Σ k_i·D(d_i).
func along(c Hex, steps ...int) Hex {
	for i := 0; i+1 < len(steps); i += 2 {
		c = c.Add(Dir(steps[i]).Vec().Scale(steps[i+1]))
	}
	return c
}

func mustSide(t testing.TB, m *Map, h Hex, d Dir, s Side) {
	t.Helper()
	if err := m.SetSide(h, d, s); err != nil {
		t.Fatal(err)
	}
}

func mustTerrain(t testing.TB, m *Map, h Hex, tr Terrain) {
	t.Helper()
	if err := m.SetTerrain(h, tr); err != nil {
		t.Fatal(err)
	}
}

// blockAt is a Sight whose blocking units stand in hs.
func blockAt(hs ...Hex) Sight {
	return Sight{Units: func(h Hex) bool {
		for _, x := range hs {
			if x == h {
				return true
			}
		}
		return false
	}}
}
