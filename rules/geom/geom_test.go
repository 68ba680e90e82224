package geom

import (
	"fmt"
	"math"
	"testing"
)

func sq(x, y, s float64) Polygon { return Polygon{V(x, y), V(x+s, y), V(x+s, y+s), V(x, y+s)} }

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

func TestPenetration(t *testing.T) {
	tests := []struct {
		name string
		a, b Polygon
		want float64
	}{
		{"overlap 1", sq(0, 0, 4), sq(3, 0, 4), 1},
		{"touch", sq(0, 0, 4), sq(4, 0, 4), 0},
		{"apart 2", sq(0, 0, 4), sq(6, 0, 4), -2},
		{"inside", sq(0, 0, 10), sq(4, 4, 2), 4}, // least push out: 4 to an edge... projection overlap is 2
		{"corner touch", sq(0, 0, 4), sq(4, 4, 4), 0},
	}
	tests[3].want = 2
	for _, tc := range tests {
		if got := Penetration(tc.a, tc.b); !near(got, tc.want, 1e-12) {
			t.Errorf("Penetration(%s) = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestClosestPoints(t *testing.T) {
	tests := []struct {
		a, b   Polygon
		pa, pb Vec
		d      float64
	}{
		{sq(0, 0, 4), sq(6, 1, 2), V(4, 1), V(6, 1), 2},
		{sq(0, 0, 4), sq(7, 7, 2), V(4, 4), V(7, 7), math.Sqrt(18)},
		{sq(0, 0, 4), sq(2, 2, 4), Vec{}, Vec{}, 0},
	}
	for i, tc := range tests {
		pa, pb, d := ClosestPoints(tc.a, tc.b)
		if !near(d, tc.d, 1e-12) || (tc.d > 0 && (!pa.Near(tc.pa) || !pb.Near(tc.pb))) {
			t.Errorf("ClosestPoints(#%d) = %v %v %v, want %v %v %v", i, pa, pb, d, tc.pa, tc.pb, tc.d)
		}
		if d == 0 && !pa.Near(pb) {
			t.Errorf("ClosestPoints(#%d) overlapping = %v %v, want one shared point", i, pa, pb)
		}
	}
}

func TestLegPivotAndTravel(t *testing.T) {
	r := Rect{Width: 4, Depth: 2}
	start := Pose{V(10, 10), 0}
	// Wheel 90° about the front-left corner.
	fl := r.At(start).CornerAt(FL)
	end := Pose{start.Pos.RotateAbout(fl, math.Pi/2), math.Pi / 2}
	l := Leg{start, end}
	c, ok := l.Pivot()
	if !ok || !c.Near(fl) {
		t.Fatalf("Pivot(wheel) = %v %v, want %v true", c, ok, fl)
	}
	if got, want := (Path{start, end}).MaxCornerTravel(r), math.Pi/2*math.Hypot(4, 2); !near(got, want, 1e-9) {
		t.Errorf("MaxCornerTravel(wheel) = %v, want %v", got, want)
	}
	if got := l.At(1); got != end {
		t.Errorf("At(1) = %v, want %v exactly", got, end)
	}
	mid := l.At(0.5)
	if got := r.At(mid).CornerAt(FL); !got.Near(fl) {
		t.Errorf("At(0.5) moves the pivot corner to %v, want %v", got, fl)
	}
	if _, ok := (Leg{start, Pose{V(15, 10), 0}}).Pivot(); ok {
		t.Errorf("Pivot(translation) ok, want none")
	}
}

func TestFullTurn(t *testing.T) {
	r := Rect{Width: 4, Depth: 2}
	for _, n := range []int{1, 2, 3, 4, 7} {
		p := Path{{V(20, 30), 0.3}}
		for i := 1; i <= n; i++ {
			p = append(p, Pose{V(20, 30), 0.3 + 2*math.Pi*float64(i)/float64(n)})
		}
		pose := p[0]
		for _, l := range p.Legs() {
			pose = l.At(1)
		}
		if !pose.Pos.Near(p[0].Pos) || !near(NormAngle(pose.Facing-p[0].Facing), 0, 1e-12) {
			t.Errorf("full turn in %d legs ends at %v, want %v", n, pose, p[0])
		}
		if got, want := p.MaxCornerTravel(r), 2*math.Pi*r.Radius(); !near(got, want, 1e-9) {
			t.Errorf("MaxCornerTravel(full turn in %d) = %v, want %v", n, got, want)
		}
	}
}

func TestTriangulate(t *testing.T) {
	tests := []struct {
		name string
		p    Polygon
		n    int
	}{
		{"square", sq(0, 0, 2), 2},
		{"L", Polygon{V(0, 0), V(4, 0), V(4, 1), V(1, 1), V(1, 4), V(0, 4)}, 4},
		{"U", Polygon{V(0, 0), V(1, 0), V(1, 3), V(2, 3), V(2, 0), V(3, 0), V(3, 4), V(0, 4)}, 6},
		{"flat vertex", Polygon{V(0, 0), V(1, 0), V(2, 0), V(2, 2), V(0, 2)}, 3},
	}
	for _, tc := range tests {
		tris := tc.p.Triangulate()
		var a float64
		for _, tr := range tris {
			a += tr.Area()
		}
		if len(tris) != tc.n || !near(a, tc.p.Area(), 1e-9) {
			t.Errorf("Triangulate(%s) = %d triangles of area %v, want %d of %v", tc.name, len(tris), a, tc.n, tc.p.Area())
		}
	}
}

func TestClip(t *testing.T) {
	s := Segment{V(-1, 1), V(5, 1)}
	t0, t1, ok := s.ClipParams(sq(0, 0, 4), 0)
	if !ok || !near(t0, 1.0/6, 1e-12) || !near(t1, 5.0/6, 1e-12) {
		t.Errorf("ClipParams = %v %v %v, want 1/6 5/6 true", t0, t1, ok)
	}
	if _, _, ok := (Segment{V(-1, 0), V(5, 0)}).ClipParams(sq(0, 0, 4), 1e-3); ok {
		t.Errorf("ClipParams(grazing edge, inset) ok, want missed")
	}
	if got := sq(0, 0, 4).ClipConvex(sq(2, 2, 4)).Area(); !near(got, 4, 1e-12) {
		t.Errorf("ClipConvex area = %v, want 4", got)
	}
}

func TestSweptHullTranslationExact(t *testing.T) {
	r := Rect{Width: 4, Depth: 2}
	l := Leg{Pose{V(0, 0), 0}, Pose{V(10, 0), 0}}
	h := SweptHulls(r, l)
	if len(h) != 1 || !near(h[0].Area(), 12*4, 1e-9) {
		t.Errorf("SweptHulls(translation) = %d hulls of area %v, want 1 of 48", len(h), h[0].Area())
	}
}

// randRect decodes fuzz input into a sane base.
func fuzzRect(x, y, f, w, d float64) (Rect, bool) {
	for _, v := range []float64{x, y, f, w, d} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return Rect{}, false
		}
	}
	return Rect{Center: V(math.Mod(x, 300), math.Mod(y, 300)), Facing: math.Mod(f, 10),
		Width: 0.5 + math.Mod(math.Abs(w), 10), Depth: 0.5 + math.Mod(math.Abs(d), 10)}, true
}

func FuzzPenetration(f *testing.F) {
	f.Add(0.0, 0.0, 0.0, 4.0, 2.0, 3.0, 1.0, 0.5, 4.0, 2.0, 7.0, -3.0)
	f.Add(10.0, 10.0, 1.0, 4.0, 2.0, 14.0, 10.0, 1.0, 4.0, 2.0, 100.0, 50.0)
	f.Fuzz(func(t *testing.T, x1, y1, f1, w1, d1, x2, y2, f2, w2, d2, dx, dy float64) {
		a, ok1 := fuzzRect(x1, y1, f1, w1, d1)
		b, ok2 := fuzzRect(x2, y2, f2, w2, d2)
		if !ok1 || !ok2 || math.IsNaN(dx+dy) || math.IsInf(dx+dy, 0) {
			return
		}
		shift := V(math.Mod(dx, 500), math.Mod(dy, 500))
		pa, pb := a.Polygon(), b.Polygon()
		ab, ba := Penetration(pa, pb), Penetration(pb, pa)
		if ab != ba {
			t.Fatalf("Penetration(a,b) = %v, want Penetration(b,a) = %v", ab, ba)
		}
		a2, b2 := a, b
		a2.Center, b2.Center = a.Center.Add(shift), b.Center.Add(shift)
		if got := Penetration(a2.Polygon(), b2.Polygon()); !near(got, ab, 1e-9) {
			t.Fatalf("Penetration(a+%v, b+%v) = %v, want %v", shift, shift, got, ab)
		}
		if d := Distance(pa, pb); (ab > 1e-9 && d != 0) || (ab < -1e-9 && d < -ab-1e-9) {
			t.Fatalf("Distance = %v with Penetration %v: SAT separation must bound the distance", d, ab)
		}
	})
}

func FuzzFullTurn(f *testing.F) {
	f.Add(10.0, 20.0, 0.5, 4.0, 2.0, uint8(3))
	f.Fuzz(func(t *testing.T, x, y, fa, w, d float64, n uint8) {
		r, ok := fuzzRect(x, y, fa, w, d)
		if !ok {
			return
		}
		k := int(n%12) + 1
		p := Path{r.Pose()}
		for i := 1; i <= k; i++ {
			p = append(p, Pose{r.Center, r.Facing + 2*math.Pi*float64(i)/float64(k)})
		}
		pose := p[0]
		for _, l := range p.Legs() {
			if got := l.At(0); got != pose {
				t.Fatalf("Leg.At(0) = %v, want %v", got, pose)
			}
			pose = l.At(1)
		}
		if pose.Pos != p[0].Pos || !near(NormAngle(pose.Facing-p[0].Facing), 0, 1e-9) {
			t.Fatalf("full turn ends at %v, want %v", pose, p[0])
		}
		if got, want := p.MaxCornerTravel(r), 2*math.Pi*r.Radius(); !near(got, want, 1e-6*want) {
			t.Fatalf("MaxCornerTravel = %v, want %v", got, want)
		}
	})
}

func FuzzSweptHulls(f *testing.F) {
	f.Add(10.0, 10.0, 0.0, 4.0, 2.0, 3.0, -2.0, 1.5, 5.0, 0.0)
	f.Add(10.0, 10.0, 0.0, 4.0, 2.0, 0.0, 0.0, 6.2832, 1.0, 1.0)
	f.Fuzz(func(t *testing.T, x, y, fa, w, d, px, py, turn, tx, ty float64) {
		r, ok := fuzzRect(x, y, fa, w, d)
		for _, v := range []float64{px, py, turn, tx, ty} {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return
			}
		}
		if !ok {
			return
		}
		turn = math.Mod(turn, 7)
		pivot := r.Center.Add(V(math.Mod(px, 20), math.Mod(py, 20)))
		end := Pose{r.Center.RotateAbout(pivot, turn).Add(V(math.Mod(tx, 20), math.Mod(ty, 20))), r.Facing + turn}
		l := Leg{r.Pose(), end}
		hulls := SweptHulls(r, l)
		if len(hulls) > 20000 {
			return // a near-whole turn about a far pivot: legal but slow to check
		}
		n := len(hulls)
		for i, h := range hulls {
			for _, s := range []float64{0, 0.25, 0.5, 0.75, 1} {
				tt := (float64(i) + s) / float64(n)
				for _, c := range r.At(l.At(tt)).Corners() {
					if !h.Contains(c, 1e-7) {
						t.Fatalf("hull %d of %d misses corner %v at t=%v", i, n, c, tt)
					}
				}
			}
		}
	})
}

func FuzzTriangulate(f *testing.F) {
	f.Add(uint8(7), 3.0, 1.0, 2.5, 4.0, 0.5, 6.0, 2.0, 1.0)
	f.Fuzz(func(t *testing.T, n uint8, r0, r1, r2, r3, r4, r5, r6, r7 float64) {
		k := int(n%13) + 3
		rs := []float64{r0, r1, r2, r3, r4, r5, r6, r7}
		var p Polygon
		for i := 0; i < k; i++ {
			r := rs[i%len(rs)]
			if math.IsNaN(r) || math.IsInf(r, 0) {
				return
			}
			r = 0.5 + math.Mod(math.Abs(r), 20)
			a := 2 * math.Pi * float64(i) / float64(k)
			p = append(p, V(50, 50).Add(Dir(a).Scale(r))) // star-shaped: simple
		}
		var a float64
		for _, tr := range p.Triangulate() {
			a += tr.Area()
		}
		if !near(a, p.Area(), 1e-9*math.Max(1, p.Area())) {
			t.Fatalf("Triangulate(%v) areas sum to %v, want %v", p, a, p.Area())
		}
	})
}

func ExamplePenetration() {
	a := Rect{Center: V(10, 10), Width: 4, Depth: 2}
	b := Rect{Center: V(11.5, 10), Width: 4, Depth: 2} // 0.5 cm into a's front
	c := Rect{Center: V(13, 10), Width: 4, Depth: 2}   // 1 cm beyond it
	fmt.Printf("%.2f %.2f\n", Penetration(a.Polygon(), b.Polygon()), Penetration(a.Polygon(), c.Polygon()))
	// Output: 0.50 -1.00
}

func ExamplePath_MaxCornerTravel() {
	r := Rect{Width: 4, Depth: 2}
	start := Pose{V(0, 0), 0}
	// Advance 10 cm, then turn 90° in place.
	p := Path{start, {V(10, 0), 0}, {V(10, 0), math.Pi / 2}}
	fmt.Printf("%.3f\n", p.MaxCornerTravel(r))
	// Output: 13.512
}

func BenchmarkPenetration(b *testing.B) {
	p := Rect{Center: V(10, 10), Facing: 0.3, Width: 4, Depth: 2}.Polygon()
	q := Rect{Center: V(12, 11), Facing: 1.1, Width: 4, Depth: 2}.Polygon()
	for b.Loop() {
		Penetration(p, q)
	}
}

func BenchmarkSweptHulls(b *testing.B) {
	r := Rect{Width: 4, Depth: 2}
	start := Pose{V(10, 10), 0}
	fl := r.At(start).CornerAt(FL)
	wheel := Leg{start, Pose{start.Pos.RotateAbout(fl, math.Pi/2), math.Pi / 2}}
	slide := Leg{start, Pose{V(25, 10), 0}}
	b.Run("wheel90", func(b *testing.B) {
		for b.Loop() {
			SweptHulls(r, wheel)
		}
	})
	b.Run("slide", func(b *testing.B) {
		for b.Loop() {
			SweptHulls(r, slide)
		}
	})
}

// RadiusSq is Radius squared, to rounding, and Radius is still exactly
// Hypot(Width, Depth)/2 (callers compare it with cached copies).
func TestRadiusSq(t *testing.T) {
	for _, r := range []Rect{{Width: 4, Depth: 2}, {Width: 0, Depth: 0}, {Width: 40, Depth: 0.5}, {Width: 1e-6, Depth: 3}, {Width: 3, Depth: 4}} {
		if got, want := r.RadiusSq(), r.Radius()*r.Radius(); !near(got, want, 1e-15*math.Max(want, 1)) {
			t.Errorf("Rect{%v×%v}.RadiusSq() = %v, want %v", r.Width, r.Depth, got, want)
		}
		if got, want := r.Radius(), math.Hypot(r.Width, r.Depth)/2; math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("Rect{%v×%v}.Radius() = %v, want Hypot/2 = %v", r.Width, r.Depth, got, want)
		}
	}
	if got := (Rect{Width: 3, Depth: 4}).RadiusSq(); got != 6.25 {
		t.Errorf("Rect{3×4}.RadiusSq() = %v, want 6.25", got)
	}
}
