package table

import (
	"math"

	"plateau/rules/geom"
)

// ZoneMode chooses how the zones of a base are drawn (wme.md §12 G6 and
// ambiguity A1).
type ZoneMode int

const (
	// Corner45 draws from each corner the ray at 45° to both adjacent
	// edges: four 90° quadrants (wme.md A1 reading (a), the default).
	Corner45 ZoneMode = iota
	// Diagonals extends the base's diagonals beyond its corners, so the
	// zones depend on the base's proportions (wme.md A1 reading (b)).
	Diagonals
)

// HalfAngle is the angle between the outward normal of edge e of b and the
// rays that bound that edge's zone.
func (m ZoneMode) HalfAngle(b geom.Rect, e geom.Edge) float64 {
	front := math.Pi / 4
	if m == Diagonals {
		front = math.Atan2(b.Width, b.Depth)
	}
	if e == geom.Front || e == geom.Rear {
		return front
	}
	return math.Pi/2 - front
}

// ZoneOf is the zone of base b that point p lies in (wme.md §12 G6, 45°
// corner rays). The four zones partition the plane: a point on a corner ray
// belongs to the front or rear zone, and a point inside b to the zone of
// the edge nearest it.
func ZoneOf(b geom.Rect, p geom.Vec) geom.Edge { return ZoneOfIn(b, p, Corner45) }

// ZoneOfIn is ZoneOf with the zones drawn by m.
func ZoneOfIn(b geom.Rect, p geom.Vec, m ZoneMode) geom.Edge {
	l := b.Local(p)
	h := m.HalfAngle(b, geom.Front)
	ax, ay := math.Abs(l.X)-b.Width/2, math.Abs(l.Y)-b.Depth/2
	// Front or rear when p is on the inner side of the corner ray, i.e.
	// ay·sin h ≥ ax·cos h in the quadrant of p.
	if ay*math.Sin(h) >= ax*math.Cos(h) {
		if l.Y >= 0 {
			return geom.Front
		}
		return geom.Rear
	}
	if l.X >= 0 {
		return geom.Right
	}
	return geom.Left
}

// zoneClip is the zone of edge e as half-planes {q : q·n ≥ c}: beyond the
// base's centre line parallel to e, and inside both corner rays.
func zoneClip(b geom.Rect, e geom.Edge, m ZoneMode) [3]struct {
	n geom.Vec
	c float64
} {
	n := b.Outward(e)
	edge := b.Edge(e)
	u := edge.Dir().Unit()
	h := m.HalfAngle(b, e)
	s, co := math.Sincos(h)
	var out [3]struct {
		n geom.Vec
		c float64
	}
	out[0].n, out[0].c = n, b.Center.Dot(n)
	// Ray from edge.B along n·cos h + u·sin h: keep the side towards −u.
	r1 := u.Scale(-co).Add(n.Scale(s))
	out[1].n, out[1].c = r1, edge.B.Dot(r1)
	r2 := u.Scale(co).Add(n.Scale(s))
	out[2].n, out[2].c = r2, edge.A.Dot(r2)
	return out
}

// ZoneAreas is, for each zone of b (indexed by geom.Edge), the area of the
// rectangles rs that lies in it (wme.md §12 G7: the zone with the largest
// area wins). The areas of one rectangle add up to its area.
func ZoneAreas(b geom.Rect, rs []geom.Rect) [4]float64 { return ZoneAreasIn(b, rs, Corner45) }

// ZoneAreasIn is ZoneAreas with the zones drawn by m.
func ZoneAreasIn(b geom.Rect, rs []geom.Rect, m ZoneMode) [4]float64 {
	var out [4]float64
	for e := geom.Front; e <= geom.Left; e++ {
		hp := zoneClip(b, e, m)
		for _, r := range rs {
			p := r.Polygon()
			for _, h := range hp {
				if p = p.ClipHalfPlane(h.n, h.c); len(p) == 0 {
					break
				}
			}
			if len(p) >= 3 {
				out[e] += p.Area()
			}
		}
	}
	return out
}

// MainZone is the zone of b holding the largest area of rs (wme.md §12 G7)
// and whether another zone holds exactly as much (the rules then roll).
func MainZone(b geom.Rect, rs []geom.Rect, m ZoneMode) (geom.Edge, bool) {
	a := ZoneAreasIn(b, rs, m)
	best, tie := geom.Front, false
	for e := geom.Right; e <= geom.Left; e++ {
		switch {
		case a[e] > a[best]+ZoneAreaTie:
			best, tie = e, false
		case math.Abs(a[e]-a[best]) <= ZoneAreaTie:
			tie = true
		}
	}
	return best, tie
}

// ZoneAreaTie is the difference of area (cm²) below which two zones hold
// "exactly" as much of a unit (wme.md §12 G7): far below a visible sliver,
// above rounding.
const ZoneAreaTie = 1e-6

// FieldArcStep is the largest angle (radians) between two vertices of the
// polygon that approximates a Field's round ends. The vertices sit on a
// circle grown so the polygon contains the true field (it errs outwards by
// at most reach·(1/cos(step/2) − 1), under 0.1 % of reach).
const FieldArcStep = math.Pi / 36

// Field is the region seen from edge e of b within halfAngle of the edge's
// outward normal and within reach of the edge: every point q such that some
// point p of the edge has |q − p| ≤ reach and q − p within halfAngle of the
// normal. It is convex; halfAngle is clamped to [0, π/2] (a half-angle of
// π/2 gives everything in front of the edge line within reach). A zone is
// a Field (see ZonePolygon); an artillery corridor is a Field of half-angle
// 0 (wme.md §12 G8).
func Field(b geom.Rect, e geom.Edge, halfAngle, reach float64) geom.Polygon {
	h := math.Max(0, math.Min(math.Pi/2, halfAngle))
	edge := b.Edge(e)
	n := b.Outward(e)
	u := edge.Dir().Unit() // from A to B
	// Directions at angle α from n towards u: n·cos α + u·sin α. A's side
	// spreads towards −u, B's towards +u.
	base := n.Angle()
	sign := 1.0
	if n.Cross(u) < 0 {
		sign = -1 // turning from n towards u is a negative angle
	}
	k := int(math.Ceil(h / FieldArcStep))
	pts := []geom.Vec{edge.A, edge.B}
	if k == 0 {
		pts = append(pts, edge.A.Add(n.Scale(reach)), edge.B.Add(n.Scale(reach)))
		return geom.ConvexHull(pts)
	}
	r := reach / math.Cos(h/float64(2*k))
	for _, end := range [2]struct {
		p geom.Vec
		s float64
	}{{edge.A, -1}, {edge.B, 1}} {
		// Tangent points at 0 and ±h, corners of the circumscribed polygon
		// between them.
		pts = append(pts, end.p.Add(n.Scale(reach)))
		pts = append(pts, end.p.Add(geom.Dir(base+sign*end.s*h).Scale(reach)))
		for i := 0; i < k; i++ {
			a := h * (float64(i) + 0.5) / float64(k)
			pts = append(pts, end.p.Add(geom.Dir(base+sign*end.s*a).Scale(r)))
		}
	}
	return geom.ConvexHull(pts)
}

// ZonePolygon is the part of zone e of b (45° corner rays, wme.md §12 G6)
// within reach of the edge: the Field of that edge whose half-angle is the
// zone's. Clip a target with it to test a zone of fire (G8).
func ZonePolygon(b geom.Rect, e geom.Edge, reach float64) geom.Polygon {
	return Field(b, e, Corner45.HalfAngle(b, e), reach)
}

// ZonePolygonIn is ZonePolygon with the zones drawn by m.
func ZonePolygonIn(b geom.Rect, e geom.Edge, reach float64, m ZoneMode) geom.Polygon {
	return Field(b, e, m.HalfAngle(b, e), reach)
}

// InField reports whether rectangle r overlaps the field f (a convex
// polygon from Field or ZonePolygon) with positive area, beyond
// ZoneAreaTie (wme.md §12 G8).
func InField(r geom.Rect, f geom.Polygon) bool {
	p := r.Polygon().ClipConvex(f)
	return len(p) >= 3 && p.Area() > ZoneAreaTie
}
