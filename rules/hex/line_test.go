package hex

import (
	"math/rand/v2"
	"slices"
	"testing"

	"plateau/rules/geom"
)

// crossedByHand is the hexes whose closed hexagon the segment from centre(a)
// to centre(b), moved sideways by nudge, meets over a positive length, in
// order along it: Liang-Barsky clipping against each candidate hex's three
// slabs, independent of walk.
func crossedByHand(a, b Hex, nudge float64) []Hex {
	pa, pb := canon(a), canon(b)
	v := pb.Sub(pa)
	p0 := pa.Add(geom.Vec{X: v.Y, Y: -v.X}.Unit().Scale(nudge))
	type hit struct {
		h Hex
		t float64
	}
	var hits []hit
	for _, c := range Range(nil, a, Dist(a, b)+1) {
		lo, hi := 0.0, 1.0
		rel := p0.Sub(canon(c))
		for _, n := range normals {
			s, ds := n.Dot(rel), n.Dot(v)
			if ds == 0 {
				if s < -0.5 || s > 0.5 {
					lo, hi = 1, 0
				}
				continue
			}
			t1, t2 := (-0.5-s)/ds, (0.5-s)/ds
			if t1 > t2 {
				t1, t2 = t2, t1
			}
			lo, hi = max(lo, t1), min(hi, t2)
		}
		if hi-lo > 1e-9 {
			hits = append(hits, hit{c, lo})
		}
	}
	slices.SortFunc(hits, func(x, y hit) int {
		if x.t < y.t {
			return -1
		}
		if x.t > y.t {
			return 1
		}
		return 0
	})
	out := make([]Hex, len(hits))
	for i, h := range hits {
		out[i] = h.h
	}
	return out
}

// TraceLine (spec P9: "two lines nudged by ±ε perpendicular to the
// segment"): a line straight across hexsides crosses the same hexes either
// way; a line along a hexside (a spine, the direction of a vertex) splits
// into the two hexes sharing each hexside run; a line through a vertex
// without running along a hexside clips the third hex's corner on one side
// only.
func TestTraceLine(t *testing.T) {
	for _, tc := range []struct {
		name        string
		b           Hex
		plus, minus []Hex
	}{
		{"same hex", H(0, 0), []Hex{{0, 0}}, []Hex{{0, 0}}},
		{"adjacent", H(1, 0), []Hex{{0, 0}, {1, 0}}, []Hex{{0, 0}, {1, 0}}},
		{"straight along D0", H(3, 0), []Hex{{0, 0}, {1, 0}, {2, 0}, {3, 0}}, []Hex{{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
		{"along the hexside between D0 and D1 hexes", H(2, -1), []Hex{{0, 0}, {1, -1}, {2, -1}}, []Hex{{0, 0}, {1, 0}, {2, -1}}},
		{"two hexside runs", H(4, -2), []Hex{{0, 0}, {1, -1}, {2, -1}, {3, -2}, {4, -2}}, []Hex{{0, 0}, {1, 0}, {2, -1}, {3, -1}, {4, -2}}},
		{"spine between D5 and D0", H(1, 1), []Hex{{0, 0}, {1, 0}, {1, 1}}, []Hex{{0, 0}, {0, 1}, {1, 1}}},
		{"through two vertices", H(5, -4),
			[]Hex{{0, 0}, {1, -1}, {2, -2}, {3, -2}, {3, -3}, {4, -3}, {5, -4}},
			[]Hex{{0, 0}, {1, -1}, {2, -1}, {2, -2}, {3, -2}, {4, -3}, {5, -4}}},
		{"knight's move", H(2, 1), []Hex{{0, 0}, {1, 0}, {1, 1}, {2, 1}}, []Hex{{0, 0}, {1, 0}, {1, 1}, {2, 1}}},
	} {
		tr := TraceLine(H(0, 0), tc.b)
		if !slices.Equal(tr.Plus, tc.plus) || !slices.Equal(tr.Minus, tc.minus) {
			t.Errorf("%s: TraceLine(0,0 -> %v) = %v / %v, want %v / %v", tc.name, tc.b, tr.Plus, tr.Minus, tc.plus, tc.minus)
		}
		if got, want := tr.Grazes(), !slices.Equal(tc.plus, tc.minus); got != want {
			t.Errorf("%s: Grazes = %v, want %v", tc.name, got, want)
		}
	}
	if got, want := TraceLine(H(0, 0), H(2, -1)).Hexes(), []Hex{{0, 0}, {1, -1}, {1, 0}, {2, -1}}; !slices.Equal(got, want) {
		t.Errorf("Hexes(spine) = %v, want %v", got, want)
	}
}

// Every nudged walk is exactly the hexes its line crosses, in order
// (checked by clipping), a chain of neighbours from a to b. Random pairs from a fixed seed,
// and every direction up to distance 7.
func TestTraceLineByHand(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 2))
	var pairs [][2]Hex
	for _, b := range Range(nil, Hex{}, 7) {
		pairs = append(pairs, [2]Hex{{}, b})
	}
	for i := 0; i < 300; i++ {
		a := H(rng.IntN(30)-15, rng.IntN(30)-15)
		pairs = append(pairs, [2]Hex{a, H(rng.IntN(30)-15, rng.IntN(30)-15)})
	}
	for _, p := range pairs {
		a, b := p[0], p[1]
		tr := TraceLine(a, b)
		for _, w := range []struct {
			name  string
			hexes []Hex
			nudge float64
		}{{"plus", tr.Plus, Nudge}, {"minus", tr.Minus, -Nudge}} {
			if want := crossedByHand(a, b, w.nudge); !slices.Equal(w.hexes, want) {
				t.Fatalf("TraceLine(%v, %v).%s = %v, want (clipping) %v", a, b, w.name, w.hexes, want)
			}
			if w.hexes[0] != a || w.hexes[len(w.hexes)-1] != b {
				t.Fatalf("TraceLine(%v, %v).%s = %v, want from a to b", a, b, w.name, w.hexes)
			}
			for i := 1; i < len(w.hexes); i++ {
				if Dist(w.hexes[i-1], w.hexes[i]) != 1 {
					t.Fatalf("TraceLine(%v, %v).%s steps %v -> %v", a, b, w.name, w.hexes[i-1], w.hexes[i])
				}
			}
		}
		// A line crosses at least Dist+1 hexes, and sometimes more (0,0 ->
		// -3,4 crosses 6): the lerp-and-round "hex line" is not the hexes
		// crossed.
		if len(tr.Plus) < Dist(a, b)+1 {
			t.Fatalf("TraceLine(%v, %v) crosses %d hexes, want at least Dist+1 = %d", a, b, len(tr.Plus), Dist(a, b)+1)
		}
		// Reversing the line swaps the sides.
		back := TraceLine(b, a)
		rp, rm := slices.Clone(back.Minus), slices.Clone(back.Plus)
		slices.Reverse(rp)
		slices.Reverse(rm)
		if !slices.Equal(rp, tr.Plus) || !slices.Equal(rm, tr.Minus) {
			t.Fatalf("TraceLine(%v, %v) reversed = %v / %v, want %v / %v", b, a, rp, rm, tr.Plus, tr.Minus)
		}
	}
}
