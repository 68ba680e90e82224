package table

import (
	"math"
	"math/rand/v2"
	"testing"

	"plateau/rules/geom"
)

// satPolygon is a convex polygon of every kind the queries meet: a base's
// corners, a hull of a few points, a segment (a band of two points), a
// point, with the awkward values (signed zeros, repeated vertices, NaN),
// placed so that pairs are apart, touching, overlapping or inside.
func satPolygon(rng *rand.Rand) geom.Polygon {
	c := geom.V(rng.Float64()*20, rng.Float64()*20)
	switch rng.IntN(8) {
	case 0:
		return geom.Polygon{c}
	case 1:
		return geom.Polygon{c, c.Add(geom.V(rng.Float64()*6-3, rng.Float64()*6-3))}
	case 2:
		r := randomPose(rng)
		r.Center = c
		p := r.Polygon()
		if rng.IntN(4) == 0 {
			p[rng.IntN(4)] = p[rng.IntN(4)] // a repeated vertex, an edge of no length
		}
		return p
	case 3:
		p := geom.Rect{Center: c, Width: 4, Depth: 2}.Polygon()
		if rng.IntN(3) == 0 {
			p[rng.IntN(4)].X = math.NaN()
		}
		return p
	case 4: // flush against the last one's edge, or just off it
		return geom.Rect{Center: geom.V(4+math.Copysign(0, -1), 0).Add(geom.V(0, rng.Float64()*1e-9)), Width: 4, Depth: 2}.Polygon()
	case 5:
		return geom.Rect{Center: geom.V(0, 0), Width: 4, Depth: 2}.Polygon()
	}
	var pts []geom.Vec
	for range 3 + rng.IntN(6) {
		pts = append(pts, c.Add(geom.Dir(rng.Float64()*2*math.Pi).Scale(rng.Float64()*5)))
	}
	return geom.ConvexHull(pts)
}

func sameFloat(a, b float64) bool {
	return math.Float64bits(a) == math.Float64bits(b) || a != a && b != b
}

// The early-out separating-axis tests and closestPoints answer as geom's
// Penetration and ClosestPoints do, bit for bit.
func TestSATAgreesWithGeom(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 14))
	apart, touching := 0, 0
	for q := 0; q < 200000; q++ {
		a, b := satPolygon(rng), satPolygon(rng)
		if len(a) == 0 || len(b) == 0 {
			continue
		}
		pen := geom.Penetration(a, b)
		for _, th := range []float64{OverlapSlack, 0, -1e-9, 1} {
			if got, want := deeper(a, b, th), pen > th; got != want {
				t.Fatalf("deeper(%v, %v, %v) = %v, Penetration %v", a, b, th, got, pen)
			}
		}
		if got, want := Overlapping(a, b), pen > OverlapSlack; got != want {
			t.Fatalf("Overlapping(%v, %v) = %v, Penetration %v", a, b, got, pen)
		}
		if got, want := separated(a, b), pen < 0; got != want {
			t.Fatalf("separated(%v, %v) = %v, Penetration %v", a, b, got, pen)
		}
		pa, pb, d := closestPoints(a, b)
		qa, qb, e := geom.ClosestPoints(a, b)
		if !sameFloat(d, e) || !sameFloat(pa.X, qa.X) || !sameFloat(pa.Y, qa.Y) || !sameFloat(pb.X, qb.X) || !sameFloat(pb.Y, qb.Y) {
			t.Fatalf("closestPoints(%v, %v) = %v %v %v, ClosestPoints %v %v %v", a, b, pa, pb, d, qa, qb, e)
		}
		if pen < 0 {
			apart++
		} else if pen < 1e-6 {
			touching++
		}
	}
	if apart < 10000 || touching < 100 {
		t.Errorf("%d pairs apart, %d touching: too few", apart, touching)
	}
}

// nearestBandScan is nearestBand without its box test: every vertex
// measured against every edge.
func nearestBandScan(a, b geom.Polygon, d float64) geom.Polygon {
	var pts []geom.Vec
	lim := (d + bandTol) * (d + bandTol)
	for _, pair := range [2][2]geom.Polygon{{a, b}, {b, a}} {
		for _, v := range pair[0] {
			for k := range pair[1] {
				if w := pair[1].Edge(k).Closest(v); v.Sub(w).Len2() <= lim {
					pts = append(pts, v, w)
				}
			}
		}
	}
	if len(pts) == 0 {
		return nil
	}
	h := geom.ConvexHull(pts)
	if len(h) == 0 {
		return geom.Polygon{pts[0]}
	}
	return h
}

// nearestBand skips only vertices none of whose pairs count: its band is
// the scan's, bit for bit, for bases apart, touching, edge along edge
// (the strips), and rotated a hair.
func TestNearestBandAgreesWithScan(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 2))
	strips := 0
	for q := 0; q < 100000; q++ {
		a := geom.Rect{Center: geom.V(rng.Float64()*50, rng.Float64()*50), Facing: float64(rng.IntN(4)) * math.Pi / 2, Width: 4, Depth: 2}
		b := a
		switch rng.IntN(3) {
		case 0: // side by side, a gap of any width, edges parallel
			b.Center = a.Center.Add(a.RightDir().Scale(4 + rng.Float64()*3*float64(rng.IntN(2)))).Add(a.Forward().Scale(rng.Float64() - 0.5))
		case 1: // turned a hair
			b.Center = a.Center.Add(a.RightDir().Scale(4.5))
			b.Facing += (rng.Float64() - 0.5) * 1e-7
		default:
			b = randomPose(rng)
		}
		pa, pb := a.Polygon(), b.Polygon()
		_, _, d := geom.ClosestPoints(pa, pb)
		got, want := nearestBand(pa, pb, d), nearestBandScan(pa, pb, d)
		if len(got) != len(want) {
			t.Fatalf("%v, %v: band %v, the scan's %v", a, b, got, want)
		}
		for i := range got {
			if !sameVec(got[i], want[i]) {
				t.Fatalf("%v, %v: band %v, the scan's %v", a, b, got, want)
			}
		}
		if len(want) >= 3 {
			strips++
		}
	}
	if strips < 1000 {
		t.Errorf("%d strips: too few", strips)
	}
}
