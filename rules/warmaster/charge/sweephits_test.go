package charge

import (
	"math"
	"math/rand/v2"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// refSweepHits is sweepHits as it was, each rect on its own: the hull of
// each leg tested against it, halved until exact (the reference of
// TestSweepHitsAgreesWithEachRect).
func refSweepHits(shape geom.Rect, p geom.Path, rects []geom.Rect) bool {
	for _, l := range p.Legs() {
		travel := geom.Path{l.From, l.To}.MaxCornerTravel(shape)
		for _, r := range rects {
			if refLegHits(shape, l, r.Polygon(), 0, 1, travel) {
				return true
			}
		}
	}
	return false
}

func refLegHits(shape geom.Rect, l geom.Leg, q geom.Polygon, t0, t1, travel float64) bool {
	if geom.Penetration(geom.SweptHull(shape, l, t0, t1), q) <= table.OverlapSlack {
		return false
	}
	if math.Abs(l.Turn()) < geom.AngleEps || (t1-t0)*travel <= table.SweepResolution {
		return true
	}
	m := (t0 + t1) / 2
	return refLegHits(shape, l, q, t0, m, travel) || refLegHits(shape, l, q, m, t1, travel)
}

// sweepHits asks each hull of a leg once for all the rects (legHits
// keeps those it overlaps for the halves): the answer must be the one
// testing each rect on its own gives, on the charge solver's path shapes
// (turns in place, dog-legs) among bases placed about the end, grazed,
// clipped or clear.
func TestSweepHitsAgreesWithEachRect(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	hits, misses := 0, 0
	for range 3000 {
		shape := geom.Rect{Center: geom.V(20*rng.Float64(), 20*rng.Float64()), Facing: 2 * math.Pi * rng.Float64(), Width: 4, Depth: 2}
		end := geom.Pose{Pos: shape.Center.Add(geom.V(30*rng.Float64()-15, 30*rng.Float64()-15)), Facing: shape.Facing + math.Pi*(rng.Float64()-0.5)}
		var rects []geom.Rect
		for range 1 + rng.IntN(5) {
			// Beside the end or along the way, turned or not.
			at := end.Pos.Add(geom.V(16*rng.Float64()-8, 16*rng.Float64()-8))
			if rng.IntN(3) == 0 {
				at = shape.Center.Add(end.Pos.Sub(shape.Center).Scale(rng.Float64()))
			}
			f := end.Facing
			if rng.IntN(2) == 0 {
				f += rng.Float64()
			}
			rects = append(rects, geom.Rect{Center: at, Facing: f, Width: 4, Depth: 2})
		}
		for _, p := range PathShapes(shape.Pose(), end) {
			got, want := sweepHits(shape, p, rects), refSweepHits(shape, p, rects)
			if got != want {
				t.Fatalf("sweepHits(%v, %v, %v) = %v, want %v (each rect on its own)", shape, p, rects, got, want)
			}
			if got {
				hits++
			} else {
				misses++
			}
		}
	}
	t.Logf("%d hits, %d misses", hits, misses)
	if hits == 0 || misses == 0 {
		t.Errorf("%d hits and %d misses: the cases no longer test both", hits, misses)
	}
}
