package hex

import (
	"math"
	"testing"

	"plateau/rules/geom"
)

// FuzzDist: Dist is a metric (zero exactly on equal hexes, symmetric, the
// triangle inequality) and never exceeds the steps of a walk along the
// three axes.
func FuzzDist(f *testing.F) {
	f.Add(int16(0), int16(0), int16(2), int16(-1), int16(-3), int16(5))
	f.Add(int16(7), int16(-7), int16(-7), int16(7), int16(0), int16(0))
	f.Fuzz(func(t *testing.T, q1, r1, q2, r2, q3, r3 int16) {
		a, b, c := H(int(q1), int(r1)), H(int(q2), int(r2)), H(int(q3), int(r3))
		ab, ba := Dist(a, b), Dist(b, a)
		if ab != ba {
			t.Fatalf("Dist(a, b) = %d, Dist(b, a) = %d", ab, ba)
		}
		if (ab == 0) != (a == b) {
			t.Fatalf("Dist(%v, %v) = %d", a, b, ab)
		}
		if ac, cb := Dist(a, c), Dist(c, b); ab > ac+cb {
			t.Fatalf("Dist(a, b) = %d > Dist(a, c) + Dist(c, b) = %d + %d", ab, ac, cb)
		}
		dq, dr := int(q2)-int(q1), int(r2)-int(r1)
		if ab > abs(dq)+abs(dr) || ab < max(abs(dq), abs(dr)) {
			t.Fatalf("Dist(%v, %v) = %d out of [max(|dq|,|dr|), |dq|+|dr|]", a, b, ab)
		}
	})
}

// FuzzCentreRoundTrip: point -> hex -> centre round trip, both
// orientations: the centre of a hex maps back to it, any point within the
// inscribed circle does too, and At always returns the hex of the nearest
// centre.
func FuzzCentreRoundTrip(f *testing.F) {
	f.Add(int16(3), int16(-4), 0.2, -0.3, false)
	f.Add(int16(-30), int16(11), 0.49, 0.0, true)
	f.Fuzz(func(t *testing.T, q, r int16, fx, fy float64, flat bool) {
		if math.IsNaN(fx) || math.IsNaN(fy) || math.IsInf(fx, 0) || math.IsInf(fy, 0) {
			return
		}
		l := Layout{Orientation: Pointy, Size: 2.7, Origin: geom.V(4, -1)}
		if flat {
			l.Orientation = Flat
		}
		h := H(int(q)%500, int(r)%500)
		c := l.Centre(h)
		if got := l.At(c); got != h {
			t.Fatalf("At(Centre(%v)) = %v", h, got)
		}
		off := geom.V(math.Mod(fx, 1), math.Mod(fy, 1)).Scale(l.Size)
		p := c.Add(off)
		got := l.At(p)
		if off.Len() < 0.4999*l.Size && got != h {
			t.Fatalf("At(centre + %v) = %v, want %v (inside the inscribed circle)", off, got, h)
		}
		for _, n := range got.Neighbors() {
			if l.Centre(n).Dist(p) < l.Centre(got).Dist(p)-1e-9 {
				t.Fatalf("At(%v) = %v but %v is nearer", p, got, n)
			}
		}
	})
}

// FuzzLabel: labels round trip on every on-map hex of every parity, and
// ParseLabel accepts exactly what Label prints.
func FuzzLabel(f *testing.F) {
	f.Add(uint8(10), uint8(0), uint8(0), "1101")
	f.Add(uint8(39), uint8(29), uint8(3), "4030")
	f.Add(uint8(0), uint8(0), uint8(1), "0x01")
	f.Fuzz(func(t *testing.T, col, row, p uint8, s string) {
		par := Parity(p % 4)
		o := Flat
		if par >= OddR {
			o = Pointy
		}
		m, err := NewMap(Layout{Orientation: o, Size: 2}, 40, 30, par)
		if err != nil {
			t.Fatal(err)
		}
		if int(col) < m.Cols && int(row) < m.Rows {
			h := par.FromOffset(int(col), int(row))
			lbl := m.Label(h)
			back, err := m.ParseLabel(lbl)
			if err != nil || back != h {
				t.Fatalf("ParseLabel(Label(%v) = %q) = %v, %v", h, lbl, back, err)
			}
			if c2, r2 := par.ToOffset(h); c2 != int(col) || r2 != int(row) {
				t.Fatalf("ToOffset(FromOffset(%d, %d)) = %d, %d", col, row, c2, r2)
			}
		}
		if h, err := m.ParseLabel(s); err == nil {
			if got := m.Label(h); got != s {
				t.Fatalf("Label(ParseLabel(%q)) = %q", s, got)
			}
		}
	})
}

// FuzzLOSSymmetric: LOS is reciprocal [L985] on a random battle map with
// steep slopes, for any pair of hexes.
func FuzzLOSSymmetric(f *testing.F) {
	b := newBattle(f, 300, 9, true)
	s := b.sight()
	f.Add(uint16(0), uint16(1199))
	f.Add(uint16(300), uint16(345))
	f.Fuzz(func(t *testing.T, i, j uint16) {
		x, y := b.m.HexAt(int(i)%b.m.Len()), b.m.HexAt(int(j)%b.m.Len())
		if ab, ba := b.m.LOS(x, y, s), b.m.LOS(y, x, s); ab != ba {
			t.Fatalf("LOS(%s, %s) = %v, reversed %v", b.m.Label(x), b.m.Label(y), ab, ba)
		}
		tr := TraceLine(x, y)
		if len(tr.Plus) < Dist(x, y)+1 || tr.Plus[0] != x || tr.Minus[len(tr.Minus)-1] != y {
			t.Fatalf("TraceLine(%v, %v) = %v", x, y, tr)
		}
	})
}
