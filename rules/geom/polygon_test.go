package geom

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"
)

// triangulateScan is Triangulate as it was before issue 8 item 8: after
// every clip it rescans every corner against every other, O(n³) in all.
// It is kept as the reference the new one must agree with, triangle for
// triangle.
func triangulateScan(p Polygon) []Polygon {
	n := len(p)
	if n < 3 {
		return nil
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	sign := 1.0
	if p.SignedArea() < 0 {
		sign = -1
	}
	var tris []Polygon
	for guard := 0; len(idx) > 3 && guard < n*n; guard++ {
		clipped := false
		for i := range idx {
			a, b, c := p[idx[(i+len(idx)-1)%len(idx)]], p[idx[i]], p[idx[(i+1)%len(idx)]]
			if sign*b.Sub(a).Cross(c.Sub(b)) <= 0 {
				continue
			}
			tri := Polygon{a, b, c}
			ear := true
			for _, k := range idx {
				q := p[k]
				if q == a || q == b || q == c {
					continue
				}
				if tri.Contains(q, 0) {
					ear = false
					break
				}
			}
			if ear {
				tris = append(tris, tri)
				idx = append(idx[:i], idx[i+1:]...)
				clipped = true
				break
			}
		}
		if !clipped {
			break
		}
	}
	if len(idx) == 3 {
		tris = append(tris, Polygon{p[idx[0]], p[idx[1]], p[idx[2]]})
	}
	return tris
}

// wood is a wavy closed outline of n points around (cx, cy): star-shaped,
// so simple, and concave at every other wave.
func wood(n int, cx, cy, r float64, rng *rand.Rand) Polygon {
	p := make(Polygon, n)
	for i := range p {
		a := 2 * math.Pi * float64(i) / float64(n)
		rr := r * (0.7 + 0.3*math.Sin(7*a))
		if rng != nil {
			rr = r * (0.3 + 0.7*rng.Float64())
		}
		p[i] = V(cx+rr*math.Cos(a), cy+rr*math.Sin(a))
	}
	return p
}

// comb is a rectilinear outline with teeth: many collinear and reflex
// corners, snapped to a grid so that points line up exactly.
func comb(teeth int) Polygon {
	p := Polygon{V(0, 0)}
	for k := range teeth {
		x := float64(2 * k)
		p = append(p, V(x+1, 0), V(x+1, 5), V(x+2, 5), V(x+2, 0))
	}
	return append(p, V(float64(2*teeth+1), 0), V(float64(2*teeth+1), 10), V(0, 10))
}

// Issue 8 item 8: Triangulate was O(n²) per clip (a 10,000-point wood took
// 9 s to open the window). The faster one must give exactly the triangles
// the plain scan gave, so that nothing measured on terrain moves.
func TestTriangulateAgreesWithScan(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	var cases []Polygon
	for _, n := range []int{3, 4, 5, 8, 13, 40, 101, 300} {
		cases = append(cases, wood(n, 50, 50, 30, nil))
		for range 5 {
			w := wood(n, 50, 50, 30, rng)
			cases = append(cases, w)
			rev := make(Polygon, len(w))
			for i, v := range w {
				rev[len(w)-1-i] = v
			}
			cases = append(cases, rev)
		}
	}
	cases = append(cases, comb(1), comb(3), comb(20), sq(0, 0, 4),
		Polygon{V(0, 0), V(2, 0), V(4, 0), V(4, 4), V(0, 4)}, // a flat corner
		Polygon{V(0, 0), V(4, 0), V(4, 4), V(4, 4), V(0, 4)}, // a repeated point
		Polygon{V(0, 0), V(10, 10), V(10, 0), V(0, 10)},      // a bow-tie: what it can
		Polygon{V(0, 0), V(10, 0), V(5, 0), V(5, 5)},         // runs back on itself
		Polygon{V(0, 0), V(6, 0), V(6, 6), V(3, 1), V(0, 6)}) // a deep notch
	for k, p := range cases {
		got, want := p.Triangulate(), triangulateScan(p)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("case %d (%d points): Triangulate = %d triangles, the plain scan %d, or others", k, len(p), len(got), len(want))
		}
	}
}

func TestCollinear(t *testing.T) {
	tests := []struct {
		name string
		p    Polygon
		want bool
	}{
		{"in a line", Polygon{V(0, 0), V(1, 1), V(3, 3)}, true},
		{"in a line, back and forth", Polygon{V(0, 0), V(5, 0), V(2, 0), V(9, 0)}, true},
		{"one point", Polygon{V(1, 1), V(1, 1), V(1, 1)}, true},
		{"a triangle", Polygon{V(0, 0), V(4, 0), V(0, 3)}, false},
		{"a bow-tie", Polygon{V(0, 0), V(10, 10), V(10, 0), V(0, 10)}, false},
	}
	for _, tt := range tests {
		if got := tt.p.Collinear(Eps); got != tt.want {
			t.Errorf("Collinear(%s) = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// Issue 8 item 8: a self-intersecting outline was accepted, or refused for
// the wrong reason (a bow-tie's area is 0, so it was "in a line").
func TestSelfCrossing(t *testing.T) {
	tests := []struct {
		name string
		p    Polygon
		want Crossing
		ok   bool
	}{
		{"a square", sq(0, 0, 4), Crossing{}, false},
		{"a wood", wood(1000, 50, 50, 30, nil), Crossing{}, false},
		{"a comb", comb(30), Crossing{}, false},
		{"a flat corner", Polygon{V(0, 0), V(2, 0), V(4, 0), V(4, 4), V(0, 4)}, Crossing{}, false},
		{"a repeated point", Polygon{V(0, 0), V(4, 0), V(4, 4), V(4, 4), V(0, 4)}, Crossing{}, false},
		{"closed by repeating the first point", Polygon{V(0, 0), V(4, 0), V(4, 4), V(0, 4), V(0, 0)}, Crossing{}, false},
		{"a bow-tie", Polygon{V(0, 0), V(10, 10), V(10, 0), V(0, 10)}, Crossing{I: 0, J: 2}, true},
		{"a figure of eight touching at a corner", Polygon{V(0, 0), V(4, 0), V(2, 2), V(4, 4), V(0, 4), V(2, 2)}, Crossing{I: 1, J: 4}, true},
		{"runs back on itself", Polygon{V(0, 0), V(10, 0), V(5, 0), V(5, 5)}, Crossing{I: 0, J: 1, Back: true, At: 1}, true},
		{"runs back over a repeated point", Polygon{V(0, 0), V(10, 0), V(10, 0), V(5, 0), V(5, 5)}, Crossing{I: 0, J: 2, Back: true, At: 2}, true},
		{"the last side runs back onto the first", Polygon{V(0, 0), V(5, 0), V(5, 5), V(10, 5), V(10, 0)}, Crossing{I: 0, J: 4, Back: true, At: 0}, true},
		{"a corner on a far side", Polygon{V(0, 0), V(10, 0), V(10, 10), V(5, 0), V(0, 10)}, Crossing{I: 0, J: 2}, true},
		{"crosses late", Polygon{V(0, 0), V(10, 0), V(10, 10), V(6, 10), V(6, -2), V(4, -2), V(4, 10), V(0, 10)}, Crossing{I: 0, J: 3}, true},
	}
	for _, tt := range tests {
		got, ok := tt.p.SelfCrossing()
		if ok != tt.ok || ok && got != tt.want {
			t.Errorf("SelfCrossing(%s) = %+v, %v, want %+v, %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
}

// BenchmarkTriangulate measures ear clipping on wavy woods of 100 to 1000
// points (the scenario bound, issue 8 item 8) and 10,000 (the wood that
// took 9 s); "scan" is the plain rescan it replaced.
func BenchmarkTriangulate(b *testing.B) {
	for _, n := range []int{100, 1000, 10000} {
		for _, w := range []struct {
			name string
			p    Polygon
		}{{"wavy", wood(n, 50, 50, 30, nil)}, {"random", wood(n, 50, 50, 30, rand.New(rand.NewPCG(1, 2)))}} {
			b.Run(fmt.Sprintf("%s-%d", w.name, n), func(b *testing.B) {
				for b.Loop() {
					w.p.Triangulate()
				}
			})
			b.Run(fmt.Sprintf("%s-%d-scan", w.name, n), func(b *testing.B) {
				if n > 1000 {
					b.Skip("the plain scan takes seconds at this size")
				}
				for b.Loop() {
					triangulateScan(w.p)
				}
			})
		}
	}
}

// BenchmarkSelfCrossing measures the outline check every terrain polygon
// passes at load, at the 1000-point bound.
func BenchmarkSelfCrossing(b *testing.B) {
	for _, n := range []int{100, 1000} {
		p := wood(n, 50, 50, 30, rand.New(rand.NewPCG(1, 2)))
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				p.SelfCrossing()
			}
		})
	}
}
