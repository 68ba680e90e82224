package hex

import (
	"math/rand/v2"
	"testing"

	"plateau/rules/geom"
)

// battle is a random 40×30 map with terrain, hexside features and n
// counters, from a fixed seed: the fixture of the properties and the
// benchmarks.
type battle struct {
	m      *Map
	units  []Unit
	side   []int  // 0 or 1
	heavy  []bool // heavy infantry or cavalry: blocks LOS [L965]
	blocks []bool // per hex index: a blocking unit stands there
}

func newBattle(t testing.TB, n int, seed uint64, steep bool) *battle {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 99))
	m, err := NewMap(Layout{Orientation: Flat, Size: 3, Origin: geom.V(3, 3)}, 40, 30, OddQ)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < m.Len(); i++ {
		h := m.HexAt(i)
		tr := Terrain{Kind: "clear", Flags: ClearHex}
		switch k := rng.IntN(20); {
		case k < 2:
			tr = Terrain{Kind: "woods", Flags: BlocksLOS}
		case k < 3:
			tr = Terrain{Kind: "town", Flags: BlocksLOS | Cover}
		}
		// Two hills.
		for _, top := range []Hex{OddQ.FromOffset(10, 8), OddQ.FromOffset(28, 20)} {
			if d := Dist(h, top); d <= 3 {
				tr.Elevation = 2 - d/2
				if d == 3 && steep && rng.IntN(2) == 0 {
					for dd := Dir(0); dd < 6; dd++ {
						if n := h.Neighbor(dd); Dist(n, top) == 4 && m.Contains(n) {
							_ = m.SetSide(h, dd, Side{Kind: "steep", Slope: Steep, High: h})
						}
					}
				}
			}
		}
		_ = m.SetTerrain(h, tr)
		if rng.IntN(12) == 0 {
			_ = m.SetSide(h, Dir(rng.IntN(3)), hedge)
		}
	}
	b := &battle{m: m, blocks: make([]bool, m.Len())}
	for len(b.units) < n {
		h := m.HexAt(rng.IntN(m.Len()))
		f := Vertex(rng.IntN(6))
		u := One(h, f)
		if rng.IntN(4) == 0 {
			u = Two(h, f)
			if !m.Contains(u.R) {
				continue
			}
		}
		i := len(b.units)
		b.units = append(b.units, u)
		b.side = append(b.side, i%2)
		b.heavy = append(b.heavy, rng.IntN(3) > 0)
		for _, x := range u.Hexes() {
			_ = m.Place(x, int32(i), -1)
			if b.heavy[i] {
				k, _ := m.Index(x)
				b.blocks[k] = true
			}
		}
	}
	return b
}

// sight is the Sight whose blocking units are the battle's heavy counters,
// read from a hex-indexed slice.
func (b *battle) sight() Sight {
	return Sight{Units: func(h Hex) bool {
		i, ok := b.m.Index(h)
		return ok && b.blocks[i]
	}}
}

// LOS is reciprocal [L985]: on random maps with terrain, hills, hedges,
// steep slopes and 300 counters, LOS(a, b) == LOS(b, a); with no steep
// slope the tracing direction does not matter at all.
func TestLOSSymmetric(t *testing.T) {
	for _, steep := range []bool{false, true} {
		b := newBattle(t, 300, 5, steep)
		s := b.sight()
		rng := rand.New(rand.NewPCG(6, 6))
		for i := 0; i < 4000; i++ {
			x, y := b.m.HexAt(rng.IntN(b.m.Len())), b.m.HexAt(rng.IntN(b.m.Len()))
			ab, ba := b.m.LOS(x, y, s), b.m.LOS(y, x, s)
			if ab != ba {
				t.Fatalf("steep %v: LOS(%s, %s) = %v, LOS(%s, %s) = %v", steep, b.m.Label(x), b.m.Label(y), ab, b.m.Label(y), b.m.Label(x), ba)
			}
			if !steep {
				if f, r := b.m.LOSFrom(x, y, s), b.m.LOSFrom(y, x, s); f != r {
					t.Fatalf("LOSFrom(%s, %s) = %v, reversed %v, with no steep slope", b.m.Label(x), b.m.Label(y), f, r)
				}
			}
			if Dist(x, y) <= 1 && !ab {
				t.Fatalf("LOS(%s, %s) between neighbours = false (only hedges here: reciprocal)", b.m.Label(x), b.m.Label(y))
			}
		}
	}
}

// Neighbours are at distance 1, DirTo inverts Neighbor, and a hex's
// neighbours are each other's neighbours in ring order.
func TestNeighboursProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < 2000; i++ {
		h := H(rng.IntN(200)-100, rng.IntN(200)-100)
		ns := h.Neighbors()
		for k, n := range ns {
			if Dist(h, n) != 1 {
				t.Fatalf("Dist(%v, neighbour D%d %v) = %d, want 1", h, k, n, Dist(h, n))
			}
			if d, ok := h.DirTo(n); !ok || int(d) != k {
				t.Fatalf("DirTo(%v, %v) = %d %v, want %d", h, n, d, ok, k)
			}
			if Dist(n, ns[(k+1)%6]) != 1 {
				t.Fatalf("neighbours D%d and D%d of %v not adjacent", k, k+1, h)
			}
		}
	}
}
