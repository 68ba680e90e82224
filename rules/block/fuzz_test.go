package block

import (
	"math"
	"slices"
	"testing"

	"plateau/rules/geom"
)

// Fuzz targets: the layout decoders (text and statuses) and the geometric
// queries against their brute-force definitions. `go test -fuzz FuzzX`
// runs one; without -fuzz the seeds run as tests.

func FuzzParseLayout(f *testing.F) {
	for _, s := range []string{"4x4", "4x4:13", "oooo/o.oo", "o", "40x40:1599", "x", "4x4:", "oo/o", "256x16:0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := ParseLayout(s)
		if err != nil {
			return
		}
		if !l.Valid() || l.Count() < 0 || l.Count() > l.Slots() || l.Slots() > MaxSlots {
			t.Fatalf("ParseLayout(%q) = %v: count %d of %d slots", s, l, l.Count(), l.Slots())
		}
		back, err := ParseLayout(l.String())
		if err != nil || !back.Equal(l) {
			t.Fatalf("ParseLayout(%q).String() = %q does not read back: %v", s, l.String(), err)
		}
		m := map[string]int{}
		l.PutStatus(m, "x.")
		if st, err := StatusLayout(m, "x."); err != nil || !st.Equal(l) {
			t.Fatalf("status round trip of %q: %v, %v", s, st, err)
		}
	})
}

func FuzzStatusLayout(f *testing.F) {
	f.Add(4, 2, 7, 0b1101_1111, -1)
	f.Add(8, 8, 64, 1<<32-1, 1<<32-1)
	f.Add(2, 2, 1, 16, 0)
	f.Fuzz(func(t *testing.T, files, ranks, count, m0, m1 int) {
		m := map[string]int{"files": files, "ranks": ranks, "figures": count}
		if m0 >= 0 {
			m["mask0"] = m0
		}
		if m1 >= 0 {
			m["mask1"] = m1
		}
		l, err := StatusLayout(m, "")
		if err != nil {
			return
		}
		if l.Files() != files || l.Ranks() != ranks || l.Count() != count {
			t.Fatalf("StatusLayout(%v) = %v", m, l)
		}
		back := map[string]int{}
		l.PutStatus(back, "")
		if again, err := StatusLayout(back, ""); err != nil || !again.Equal(l) {
			t.Fatalf("round trip of %v: %v gives %v, %v", m, back, again, err)
		}
	})
}

// fuzzBlock builds a block of at most 6×6 from fuzzed numbers, holes from
// the bits of holes; false when the numbers make no block worth comparing
// with brute force (not finite, or beyond a table's size).
func fuzzBlock(files, ranks uint8, holes uint64, x, y, facing, w, d float64) (Block, bool) {
	for _, v := range []float64{x, y, facing, w, d} {
		if math.IsNaN(v) || math.Abs(v) > 1e3 {
			return Block{}, false
		}
	}
	if w < 0.1 || d < 0.1 {
		return Block{}, false
	}
	l, _ := Full(1+int(files%6), 1+int(ranks%6))
	for s := range min(l.Slots(), 64) {
		if holes>>s&1 != 0 {
			l = l.Remove(s)
		}
	}
	b, err := New(l, geom.Pose{Pos: geom.V(x, y), Facing: facing}, Size{w, d})
	return b, err == nil
}

func FuzzContacts(f *testing.F) {
	f.Add(uint8(3), uint8(1), uint64(0), 0.0, 0.0, 0.0, 2.5, 2.5, uint8(3), uint8(1), uint64(0), 0.0, -5.0, math.Pi, 2.5, 2.5)
	f.Add(uint8(1), uint8(1), uint64(0), 0.0, 0.0, 0.3, 2.5, 2.5, uint8(1), uint8(1), uint64(0), 2.6, 1.0, 1.0, 1.0, 4.0)
	f.Add(uint8(3), uint8(3), uint64(0b10000), 1.0, 2.0, 2.0, 2.0, 3.0, uint8(5), uint8(2), uint64(0b1001), 4.0, 6.0, -0.7, 2.5, 5.0)
	f.Fuzz(func(t *testing.T, fa, ra uint8, ha uint64, xa, ya, oa, wa, da float64,
		fb, rb uint8, hb uint64, xb, yb, ob, wb, db float64) {
		a, ok1 := fuzzBlock(fa, ra, ha, xa, ya, oa, wa, da)
		b, ok2 := fuzzBlock(fb, rb, hb, xb, yb, ob, wb, db)
		if !ok1 || !ok2 || borderline(a, b, 1e-9) {
			return
		}
		pairs := AppendContacts(nil, a, b)
		if want := bruteContacts(a, b); !slices.Equal(pairs, want) {
			t.Fatalf("AppendContacts = %v, brute force %v", pairs, want)
		}
		if back := AppendContacts(nil, b, a); !slices.Equal(reversed(back), pairs) {
			t.Fatalf("not symmetric: %v, %v", pairs, back)
		}
	})
}

func FuzzWithin(f *testing.F) {
	f.Add(uint8(3), uint8(3), uint64(0b10000), 0.0, 0.0, 0.0, 2.5, 2.5, 0.0, 0.0, 7.62)
	f.Add(uint8(1), uint8(1), uint64(0), 10.0, 10.0, 1.0, 2.5, 5.0, 13.0, 14.0, 2.0)
	f.Fuzz(func(t *testing.T, files, ranks uint8, holes uint64, x, y, facing, w, d, px, py, radius float64) {
		b, ok := fuzzBlock(files, ranks, holes, x, y, facing, w, d)
		if !ok || math.IsNaN(px) || math.IsNaN(py) || math.IsNaN(radius) || math.Abs(px) > 1e3 || math.Abs(py) > 1e3 || math.Abs(radius) > 1e3 {
			return
		}
		p := geom.V(px, py)
		got := b.AppendWithin(nil, p, radius)
		var want []int
		for s, r := range b.Figures() {
			dist := pointRectDist(r, p)
			if math.Abs(dist-radius) < 1e-9 {
				return
			}
			if dist <= radius {
				want = append(want, s)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("AppendWithin(%v, %g) = %v, want %v", p, radius, got, want)
		}
		if s, dist, ok := b.Nearest(p); ok {
			for _, r := range b.Figures() {
				if pointRectDist(r, p) < dist-1e-9 {
					t.Fatalf("Nearest(%v) = %d at %g, a figure is nearer", p, s, dist)
				}
			}
		}
	})
}

func FuzzOnLine(f *testing.F) {
	f.Add(uint8(3), uint8(3), uint64(0), 0.0, 0.0, 0.0, 2.5, 2.5, -10.0, -10.0, 10.0, 10.0, 0.0)
	f.Add(uint8(4), uint8(2), uint64(0b100), 5.0, 5.0, 0.5, 2.5, 5.0, 0.0, 5.0, 10.0, 5.0, 1.5)
	f.Fuzz(func(t *testing.T, files, ranks uint8, holes uint64, x, y, facing, w, d, ax, ay, bx, by, width float64) {
		b, ok := fuzzBlock(files, ranks, holes, x, y, facing, w, d)
		for _, v := range []float64{ax, ay, bx, by, width} {
			if math.IsNaN(v) || math.Abs(v) > 1e3 {
				ok = false
			}
		}
		if !ok {
			return
		}
		seg := geom.Segment{A: geom.V(ax, ay), B: geom.V(bx, by)}
		got := b.AppendOnLine(nil, seg, width)
		var want []int
		for s, r := range b.Figures() {
			dist := segRectDist(r, seg)
			if math.Abs(dist-width/2) < 1e-9 {
				return
			}
			if dist <= width/2 {
				want = append(want, s)
			}
		}
		if sorted := slices.Sorted(slices.Values(got)); !slices.Equal(sorted, want) {
			t.Fatalf("AppendOnLine(%v, %g) = %v, want %v", seg, width, got, want)
		}
	})
}
