package table

import (
	"math"
	"testing"

	"plateau/rules/geom"
)

func finite(vs ...float64) bool {
	for _, v := range vs {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}

// fuzzBase is a 4×2 base near (x, y) of the 100×100 working area.
func fuzzBase(x, y, f float64) geom.Rect {
	return geom.Rect{Center: geom.V(20+math.Mod(math.Abs(x), 60), 20+math.Mod(math.Abs(y), 60)), Facing: math.Mod(f, 7), Width: 4, Depth: 2}
}

// FuzzOverlapSymmetric: a overlaps b exactly when b overlaps a, and moving
// both together changes nothing.
func FuzzOverlapSymmetric(f *testing.F) {
	f.Add(10.0, 10.0, 0.0, 13.0, 10.5, 0.3, 5.0, -7.0)
	f.Add(10.0, 10.0, 0.0, 14.0, 10.0, 0.0, 0.0, 0.0)
	f.Fuzz(func(t *testing.T, x1, y1, f1, x2, y2, f2, dx, dy float64) {
		if !finite(x1, y1, f1, x2, y2, f2, dx, dy) {
			return
		}
		a, b := fuzzBase(x1, y1, f1), fuzzBase(x2, y2, f2)
		ta := &Table{Width: 200, Height: 200, Bases: []Base{{ID: "a", Shape: a}}}
		tb := &Table{Width: 200, Height: 200, Bases: []Base{{ID: "b", Shape: b}}}
		ab, ba := len(ta.Overlaps(b, Filter{})) > 0, len(tb.Overlaps(a, Filter{})) > 0
		if ab != ba {
			t.Fatalf("Overlaps(b over a) = %v, want Overlaps(a over b) = %v", ab, ba)
		}
		d := geom.V(math.Mod(dx, 50), math.Mod(dy, 50))
		pen := geom.Penetration(a.Polygon(), b.Polygon())
		if math.Abs(pen-OverlapSlack) < 1e-9 {
			return // on the threshold: rounding decides
		}
		a2, b2 := a, b
		a2.Center, b2.Center = a.Center.Add(d), b.Center.Add(d)
		ta2 := &Table{Width: 200, Height: 200, Bases: []Base{{ID: "a", Shape: a2}}}
		if got := len(ta2.Overlaps(b2, Filter{})) > 0; got != ab {
			t.Fatalf("Overlaps moved by %v = %v, want %v", d, got, ab)
		}
		_, tch := Touching(a, b)
		_, tch2 := Touching(b, a)
		if tch != tch2 {
			t.Fatalf("Touching(a,b) = %v, want Touching(b,a) = %v", tch, tch2)
		}
	})
}

// FuzzSweep: Sweep never says Clear for a path whose sampled poses overlap
// an obstacle, and its Stop pose never overlaps one (unless the start
// does).
func FuzzSweep(f *testing.F) {
	f.Add(50.0, 50.0, 0.0, 60.0, 52.0, 0.4, 20.0, 3.0, 1.0, 4.0, 1.0, 50.0, 44.0, 1.2)
	f.Add(50.0, 50.0, 0.0, 52.0, 49.0, 1.0, 0.0, 0.0, 2.0, 0.0, 0.0, 46.0, 51.0, 0.0)
	f.Fuzz(func(t *testing.T, x, y, fa, ox, oy, of, dx, dy, turn, px, py, qx, qy, qf float64) {
		if !finite(x, y, fa, ox, oy, of, dx, dy, turn, px, py, qx, qy, qf) {
			return
		}
		me := fuzzBase(x, y, fa)
		tb := &Table{Width: 200, Height: 200, Bases: []Base{
			{ID: "o", Shape: fuzzBase(ox, oy, of)},
			{ID: "q", Shape: fuzzBase(qx, qy, qf)},
		}, Features: []Feature{{ID: "rock", Kind: "rock", Area: geom.Polygon{geom.V(40, 40), geom.V(46, 40), geom.V(43, 43), geom.V(46, 46), geom.V(40, 46)}}}}
		flt := Filter{Blocks: func(*Feature) bool { return true }}
		// Path: slide, then turn about a point near the base.
		p1 := geom.Pose{Pos: me.Center.Add(geom.V(math.Mod(dx, 30), math.Mod(dy, 30))), Facing: me.Facing}
		tr := math.Mod(turn, 4)
		pivot := p1.Pos.Add(geom.V(math.Mod(px, 6), math.Mod(py, 6)))
		p2 := geom.Pose{Pos: p1.Pos.RotateAbout(pivot, tr), Facing: p1.Facing + tr}
		path := geom.Path{me.Pose(), p1, p2}
		sw := tb.Sweep(me, path, flt)
		startBlocked := len(tb.Overlaps(me, flt)) > 0
		if !startBlocked && len(tb.Overlaps(me.At(sw.Stop), flt)) > 0 {
			t.Fatalf("Sweep(%v) = %+v: Stop overlaps %v", path, sw, tb.Overlaps(me.At(sw.Stop), flt))
		}
		if !sw.Clear {
			return
		}
		for _, l := range path.Legs() {
			for i := 0; i <= 64; i++ {
				pose := l.At(float64(i) / 64)
				if hit := tb.Overlaps(me.At(pose), flt); len(hit) > 0 {
					t.Fatalf("Sweep(%v) is clear but the pose %v overlaps %v", path, pose, hit)
				}
			}
		}
	})
}
