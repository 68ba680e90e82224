package table

import (
	"math"
	"math/rand/v2"
	"testing"

	"plateau/rules/geom"
)

// sweptHull answers as geom.SweptHull does, bit for bit, however its
// memo's slots are shared: legs asked again and again among others, poses
// differing by one bit, signed zeros.
func TestSweptHullMemoIsTheFunction(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	type ask struct {
		r      geom.Rect
		l      geom.Leg
		t0, t1 float64
	}
	var asks []ask
	for range 200 {
		r := randomPose(rng)
		p0 := r.Pose()
		p1 := geom.Pose{Pos: p0.Pos.Add(geom.V(rng.Float64()*10, rng.Float64()*10)), Facing: p0.Facing + (rng.Float64()-0.5)*2}
		a := ask{r, geom.Leg{From: p0, To: p1}, 0, 1}
		if rng.IntN(3) == 0 {
			a.t0, a.t1 = 0.25, 0.5
		}
		asks = append(asks, a)
		b := a
		b.l.To.Pos.X = math.Nextafter(b.l.To.Pos.X, math.Inf(1)) // one bit apart
		asks = append(asks, b)
		c := a
		c.r.Facing = math.Copysign(0, -1)
		asks = append(asks, c)
	}
	for q := 0; q < 20000; q++ {
		a := asks[rng.IntN(len(asks))]
		got, want := sweptHull(a.r, a.l, a.t0, a.t1), geom.SweptHull(a.r, a.l, a.t0, a.t1)
		if len(got) != len(want) {
			t.Fatalf("sweptHull(%v, %v, %v, %v) has %d vertices, SweptHull %d", a.r, a.l, a.t0, a.t1, len(got), len(want))
		}
		for i := range got {
			if math.Float64bits(got[i].X) != math.Float64bits(want[i].X) || math.Float64bits(got[i].Y) != math.Float64bits(want[i].Y) {
				t.Fatalf("sweptHull(%v, %v, %v, %v)[%d] = %v, SweptHull %v", a.r, a.l, a.t0, a.t1, i, got[i], want[i])
			}
		}
	}
}
