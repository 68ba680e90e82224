package hex

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"plateau/rules/geom"
)

func layouts() []Layout {
	return []Layout{
		{Orientation: Pointy, Size: 3, Origin: geom.V(5, 5)},
		{Orientation: Flat, Size: 2.5, Origin: geom.V(-1, 7)},
	}
}

// Centre and At (spec §12.1): adjacent centres are Size apart in the
// direction DirAngle; a vertex is Size/√3 from the centre at VertexAngle;
// the centre of a hex is in it.
func TestLayout(t *testing.T) {
	for _, l := range layouts() {
		if got := l.Centre(Hex{}); !got.Near(l.Origin) {
			t.Errorf("%v: Centre(0,0) = %v, want the origin %v", l.Orientation, got, l.Origin)
		}
		h := H(4, -7)
		for k := Dir(0); k < 6; k++ {
			d := l.Centre(h.Neighbor(k)).Sub(l.Centre(h))
			if math.Abs(d.Len()-l.Size) > 1e-9 {
				t.Errorf("%v: |centre(h+D%d) - centre(h)| = %v, want %v", l.Orientation, k, d.Len(), l.Size)
			}
			if a := geom.NormAngle(d.Angle() - l.DirAngle(k)); math.Abs(a) > 1e-9 {
				t.Errorf("%v: angle(centre(h+D%d) - centre(h)) is %v° off DirAngle", l.Orientation, k, geom.Deg(a))
			}
			v := l.Corner(h, Vertex(k))
			if got := v.Dist(l.Centre(h)); math.Abs(got-l.Size/sqrt3) > 1e-9 {
				t.Errorf("%v: |V%d - centre| = %v, want %v", l.Orientation, k, got, l.Size/sqrt3)
			}
			// Vk is shared by h, h+Dk and h+D(k+1).
			for _, n := range []Hex{h.Neighbor(k), h.Neighbor(k.Turn(1))} {
				if got := v.Dist(l.Centre(n)); math.Abs(got-l.Size/sqrt3) > 1e-9 {
					t.Errorf("%v: V%d of h is %v from centre(%v), want a vertex of it too", l.Orientation, k, got, n)
				}
			}
		}
		want := map[Orientation]float64{Pointy: 0, Flat: 30}[l.Orientation]
		if got := geom.Deg(l.DirAngle(0)); math.Abs(got-want) > 1e-9 {
			t.Errorf("%v: DirAngle(D0) = %v°, want %v°", l.Orientation, got, want)
		}
		if got := len(l.Corners(h)); got != 6 {
			t.Errorf("len(Corners) = %d, want 6", got)
		}
	}
}

// Point -> hex -> centre round trip: every point within 0.499·Size/... of
// a centre (inside the inscribed circle) maps to that hex; points near a
// hexside go to one of its two hexes.
func TestAtRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 1))
	for _, l := range layouts() {
		for i := 0; i < 5000; i++ {
			h := H(rng.IntN(60)-30, rng.IntN(60)-30)
			c := l.Centre(h)
			if got := l.At(c); got != h {
				t.Fatalf("%v: At(Centre(%v)) = %v", l.Orientation, h, got)
			}
			p := c.Add(geom.Dir(rng.Float64() * 2 * math.Pi).Scale(rng.Float64() * 0.4999 * l.Size))
			if got := l.At(p); got != h {
				t.Fatalf("%v: At(%v), %v from centre(%v), = %v", l.Orientation, p, p.Dist(c), h, got)
			}
			k := Dir(rng.IntN(6))
			mid := c.Lerp(l.Centre(h.Neighbor(k)), 0.5)
			if got := l.At(mid); got != h && got != h.Neighbor(k) {
				t.Fatalf("%v: At(midpoint of hexside %v/D%d) = %v, want one of its hexes", l.Orientation, h, k, got)
			}
			// The nearest centre wins for any point.
			q := c.Add(geom.V(rng.Float64()*2-1, rng.Float64()*2-1).Scale(l.Size))
			got := l.At(q)
			for _, n := range got.Neighbors() {
				if l.Centre(n).Dist(q) < l.Centre(got).Dist(q)-1e-9 {
					t.Fatalf("%v: At(%v) = %v, but centre(%v) is nearer", l.Orientation, q, got, n)
				}
			}
		}
	}
}

func TestLayoutCheck(t *testing.T) {
	for _, tc := range []struct {
		l    Layout
		want string
	}{
		{Layout{Size: 0}, "hex: hex size 0 cm, want a positive finite size"},
		{Layout{Size: math.NaN()}, "hex: hex size NaN cm, want a positive finite size"},
		{Layout{Size: 1, Orientation: 7}, "hex: orientation Orientation(7), want pointy or flat"},
		{Layout{Size: 1}, "<nil>"},
	} {
		if got := fmt.Sprint(tc.l.Check()); got != tc.want {
			t.Errorf("Check(%+v) = %s, want %s", tc.l, got, tc.want)
		}
	}
}
