package hex

import (
	"math"
	"testing"

	"plateau/rules/geom"
)

// Dist is P1, spec §12.1: the cube distance, which is the range count of
// [L772] (seed 001 L772: "en comptant l'hexagone de la cible, mais pas
// celui du tireur").
func TestDist(t *testing.T) {
	for _, tc := range []struct {
		a, b Hex
		want int
	}{
		{H(0, 0), H(0, 0), 0},
		{H(0, 0), H(1, 0), 1},
		{H(0, 0), H(1, -1), 1},
		{H(0, 0), H(2, -1), 2}, // along a hexside (a spine): 2, not 3
		{H(0, 0), H(1, 1), 2},
		{H(0, 0), H(3, -3), 3},
		{H(-2, 5), H(4, -1), 6},
		{H(0, 0), H(5, -4), 5},
	} {
		if got := Dist(tc.a, tc.b); got != tc.want {
			t.Errorf("Dist(%v, %v) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

// The six directions: each at distance 1, all different, counter-clockwise,
// and D(k-1)+D(k+1) = D(k) (spec §12.1).
func TestDirections(t *testing.T) {
	seen := map[Hex]bool{}
	for k := 0; k < 6; k++ {
		d := Dir(k)
		if got := d.Vec().Len(); got != 1 {
			t.Errorf("|D%d| = %d, want 1", k, got)
		}
		seen[d.Vec()] = true
		if got := d.Turn(-1).Vec().Add(d.Turn(1).Vec()); got != d.Vec() {
			t.Errorf("D%d + D%d = %v, want D%d = %v", k-1, k+1, got, k, d.Vec())
		}
		if got := d.Vec().Add(d.Opposite().Vec()); got != (Hex{}) {
			t.Errorf("D%d + D%d = %v, want 0", k, k+3, got)
		}
		if got, ok := (Hex{}).DirTo(d.Vec()); !ok || got != d {
			t.Errorf("DirTo(D%d) = %d %v, want %d", k, got, ok, k)
		}
	}
	if len(seen) != 6 {
		t.Errorf("%d distinct directions, want 6", len(seen))
	}
	if _, ok := (Hex{}).DirTo(H(2, 0)); ok {
		t.Errorf("DirTo(2,0) = ok, want not adjacent")
	}
	if got := Dir(5).Turn(2); got != 1 {
		t.Errorf("D5.Turn(2) = %d, want 1", got)
	}
	if got := Vertex(0).D(-1); got != 5 {
		t.Errorf("V0.D(-1) = %d, want 5", got)
	}
	if got := NoFacing.Turn(1); got != NoFacing {
		t.Errorf("NoFacing.Turn(1) = %d, want NoFacing", got)
	}
	// Counter-clockwise as drawn (Y down): each direction's angle is 60
	// degrees less than the previous one's.
	l := Layout{Size: 1}
	for k := 0; k < 6; k++ {
		a, b := l.DirAngle(Dir(k)), l.DirAngle(Dir(k+1))
		if got := geom.Deg(geom.NormAngle(a - b)); math.Abs(got-60) > 1e-9 {
			t.Errorf("angle(D%d) - angle(D%d) = %v°, want 60°", k, k+1, got)
		}
	}
}

func TestRingRange(t *testing.T) {
	c := H(3, -2)
	for n := 0; n <= 5; n++ {
		ring := Ring(nil, c, n)
		want := 6 * n
		if n == 0 {
			want = 1
		}
		if len(ring) != want {
			t.Errorf("len(Ring(%d)) = %d, want %d", n, len(ring), want)
		}
		seen := map[Hex]bool{}
		for i, h := range ring {
			if d := Dist(c, h); d != n {
				t.Errorf("Ring(%d)[%d] = %v at distance %d, want %d", n, i, h, d, n)
			}
			if seen[h] {
				t.Errorf("Ring(%d) repeats %v", n, h)
			}
			seen[h] = true
			if n > 0 && Dist(h, ring[(i+1)%len(ring)]) != 1 {
				t.Errorf("Ring(%d)[%d], [%d] not adjacent", n, i, i+1)
			}
		}
		if got, want := len(Range(nil, c, n)), 3*n*(n+1)+1; got != want {
			t.Errorf("len(Range(%d)) = %d, want %d", n, got, want)
		}
	}
	if got := Ring(nil, c, -1); len(got) != 0 {
		t.Errorf("Ring(-1) = %v, want none", got)
	}
}

// Round is the cube rounding of point -> hex: the hex whose centre is
// nearest the point, near centres, near hexsides and near vertices.
func TestRound(t *testing.T) {
	for _, tc := range []struct {
		q, r float64
	}{
		{0, 0},
		{0.4, 0.1},
		{0.6, 0},
		{-0.6, 0},
		{0.3, 0.3},
		{0.45, 0.45},
		{2.9, -1.1},
		{-1.5001, 0.7501},
	} {
		got := Round(tc.q, tc.r)
		// Whatever the rounding, the result is the hex whose centre is nearest.
		p := geom.V(tc.q+tc.r/2, tc.r*sqrt3/2)
		best := got
		for _, n := range got.Neighbors() {
			if canon(n).Dist(p) < canon(best).Dist(p)-1e-12 {
				best = n
			}
		}
		if got != best {
			t.Errorf("Round(%v, %v) = %v, want the nearest centre %v", tc.q, tc.r, got, best)
		}
	}
}
