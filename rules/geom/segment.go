package geom

import "math"

// Segment is the straight piece of line from A to B.
type Segment struct{ A, B Vec }

func (s Segment) Len() float64     { return s.A.Dist(s.B) }
func (s Segment) Dir() Vec         { return s.B.Sub(s.A) }
func (s Segment) Mid() Vec         { return s.A.Lerp(s.B, 0.5) }
func (s Segment) At(t float64) Vec { return s.A.Lerp(s.B, t) }
func (s Segment) Reverse() Segment { return Segment{s.B, s.A} }

// ClosestT is the parameter in [0,1] of the point of s closest to p.
func (s Segment) ClosestT(p Vec) float64 {
	d := s.Dir()
	l2 := d.Len2()
	if l2 < Eps*Eps {
		return 0
	}
	return clamp01(p.Sub(s.A).Dot(d) / l2)
}

// Closest is the point of s closest to p.
func (s Segment) Closest(p Vec) Vec { return s.At(s.ClosestT(p)) }

// DistTo is the distance from p to s.
func (s Segment) DistTo(p Vec) float64 { return p.Dist(s.Closest(p)) }

// Intersect reports whether s and t share a point and, if so, one of them
// (the first along s). Collinear overlapping segments intersect.
func (s Segment) Intersect(t Segment) (Vec, bool) {
	r, q := s.Dir(), t.Dir()
	den := r.Cross(q)
	w := t.A.Sub(s.A)
	if math.Abs(den) < Eps*Eps {
		if math.Abs(w.Cross(r)) > Eps*math.Max(r.Len(), 1) {
			return Vec{}, false // parallel, apart
		}
		// Collinear: project t onto s.
		l2 := r.Len2()
		if l2 < Eps*Eps {
			if t.DistTo(s.A) <= Eps {
				return s.A, true
			}
			return Vec{}, false
		}
		t0 := w.Dot(r) / l2
		t1 := t.B.Sub(s.A).Dot(r) / l2
		lo, hi := math.Min(t0, t1), math.Max(t0, t1)
		if hi < -Eps || lo > 1+Eps {
			return Vec{}, false
		}
		return s.At(clamp01(lo)), true
	}
	u := w.Cross(q) / den // along s
	v := w.Cross(r) / den // along t
	if u < -paramEps || u > 1+paramEps || v < -paramEps || v > 1+paramEps {
		return Vec{}, false
	}
	return s.At(clamp01(u)), true
}

// paramEps is the slack on the parameters (0 to 1) along two segments for
// an end to count as on the other: rounding, not distance.
const paramEps = 1e-12

// ClosestPoints are the points of s and t nearest each other.
func (s Segment) ClosestPoints(t Segment) (onS, onT Vec) {
	if p, ok := s.Intersect(t); ok {
		return p, p
	}
	best := math.Inf(1)
	try := func(a, b Vec) {
		if d := a.Dist(b); d < best {
			best, onS, onT = d, a, b
		}
	}
	try(s.A, t.Closest(s.A))
	try(s.B, t.Closest(s.B))
	try(s.Closest(t.A), t.A)
	try(s.Closest(t.B), t.B)
	return onS, onT
}

// DistToSeg is the distance between s and t.
func (s Segment) DistToSeg(t Segment) float64 {
	a, b := s.ClosestPoints(t)
	return a.Dist(b)
}

func clamp01(t float64) float64 { return max(0, min(1, t)) }
