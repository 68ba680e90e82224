package geom

import (
	"cmp"
	"math"
	"slices"
)

// Polygon is a closed outline: its last vertex joins its first. Terrain
// areas may be concave; the SAT predicates below need convex polygons.
type Polygon []Vec

// SignedArea is positive when the vertices turn clockwise on screen (Y down),
// as Rect.Polygon does.
func (p Polygon) SignedArea() float64 {
	var a float64
	for i := range p {
		a += p[i].Cross(p[(i+1)%len(p)])
	}
	return a / 2
}

// Area is the enclosed area, whatever the winding.
func (p Polygon) Area() float64 { return math.Abs(p.SignedArea()) }

// Edge is side i, from vertex i to vertex i+1.
func (p Polygon) Edge(i int) Segment { return Segment{p[i], p[(i+1)%len(p)]} }

// Bounds is p's axis-aligned bounding box.
func (p Polygon) Bounds() AABB { return BoundsOf(p...) }

// Contains reports whether q lies inside p (even-odd rule); points on the
// boundary count as inside when within tol of it.
func (p Polygon) Contains(q Vec, tol float64) bool {
	if p.BoundaryDist(q) <= tol {
		return true
	}
	in := false
	for i, j := 0, len(p)-1; i < len(p); j, i = i, i+1 {
		a, b := p[i], p[j]
		if (a.Y > q.Y) != (b.Y > q.Y) && q.X < (b.X-a.X)*(q.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}

// BoundaryDist is the distance from q to p's outline.
func (p Polygon) BoundaryDist(q Vec) float64 {
	d := math.Inf(1)
	for i := range p {
		d = math.Min(d, p.Edge(i).DistTo(q))
	}
	return d
}

// Centroid is the area centroid (the vertex mean for a degenerate polygon).
func (p Polygon) Centroid() Vec {
	a := p.SignedArea()
	if math.Abs(a) < Eps*Eps {
		var s Vec
		for _, v := range p {
			s = s.Add(v)
		}
		return s.Scale(1 / float64(len(p)))
	}
	var c Vec
	for i := range p {
		q, r := p[i], p[(i+1)%len(p)]
		k := q.Cross(r)
		c = c.Add(q.Add(r).Scale(k))
	}
	return c.Scale(1 / (6 * a))
}

// ConvexHull is the convex hull of pts, clockwise on screen (positive
// SignedArea), without collinear points.
func ConvexHull(pts []Vec) Polygon {
	ps := append([]Vec(nil), pts...)
	slices.SortFunc(ps, func(a, b Vec) int {
		if c := cmp.Compare(a.X, b.X); c != 0 {
			return c
		}
		return cmp.Compare(a.Y, b.Y)
	})
	if len(ps) < 3 {
		return Polygon(ps)
	}
	// Andrew's monotone chain: a point is dropped while it does not make a
	// strict left turn (in math terms), which with Y down leaves a
	// screen-clockwise hull with positive SignedArea.
	h := make([]Vec, 0, 2*len(ps))
	for pass := 0; pass < 2; pass++ {
		start := len(h)
		for _, q := range ps {
			for len(h) >= start+2 && h[len(h)-2].Sub(h[len(h)-1]).Cross(q.Sub(h[len(h)-1])) >= 0 {
				h = h[:len(h)-1]
			}
			h = append(h, q)
		}
		h = h[:len(h)-1]
		for i, j := 0, len(ps)-1; i < j; i, j = i+1, j-1 {
			ps[i], ps[j] = ps[j], ps[i]
		}
	}
	return Polygon(h)
}

// Triangulate splits a simple polygon (concave allowed, no holes) into
// triangles by ear clipping, so that convex predicates can be used on it.
func (p Polygon) Triangulate() []Polygon {
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
				continue // reflex or flat corner
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
			break // self-intersecting input: keep what we have
		}
	}
	if len(idx) == 3 {
		tris = append(tris, Polygon{p[idx[0]], p[idx[1]], p[idx[2]]})
	}
	return tris
}

// Penetration measures how deeply two convex polygons overlap: the least
// overlap of their projections over every edge normal of both (the
// separating axis theorem). It is positive when the interiors overlap (the
// depth along the best axis), zero when they touch, and negative when a
// separating axis keeps them that far apart along it.
func Penetration(a, b Polygon) float64 {
	depth := math.Inf(1)
	for _, poly := range [2]Polygon{a, b} {
		for i := range poly {
			n := poly.Edge(i).Dir().Perp().Unit()
			if n == (Vec{}) {
				continue
			}
			amin, amax := project(a, n)
			bmin, bmax := project(b, n)
			o := min(amax, bmax) - max(amin, bmin)
			if o < depth {
				depth = o
			}
		}
	}
	return depth
}

func project(p Polygon, axis Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, v := range p {
		d := v.Dot(axis)
		if d < lo {
			lo = d
		}
		if d > hi {
			hi = d
		}
	}
	return lo, hi
}

// ClosestPoints are the nearest points of the outlines of two convex
// polygons and their distance, zero when they overlap or touch.
func ClosestPoints(a, b Polygon) (pa, pb Vec, dist float64) {
	if Penetration(a, b) >= 0 {
		// Touching or overlapping: report a shared point if the outlines
		// cross, else a vertex of one inside the other.
		for i := range a {
			for j := range b {
				if q, ok := a.Edge(i).Intersect(b.Edge(j)); ok {
					return q, q, 0
				}
			}
		}
		for _, v := range b {
			if a.Contains(v, Eps) {
				return v, v, 0
			}
		}
		return a[0], a[0], 0
	}
	// Apart: the closest pair of two disjoint convex polygons always has a
	// vertex of one of them at one end, so vertex-to-edge is enough.
	best := math.Inf(1)
	for _, v := range a {
		for j := range b {
			w := b.Edge(j).Closest(v)
			if d := v.Sub(w).Len2(); d < best {
				best, pa, pb = d, v, w
			}
		}
	}
	for _, v := range b {
		for j := range a {
			w := a.Edge(j).Closest(v)
			if d := v.Sub(w).Len2(); d < best {
				best, pa, pb = d, w, v
			}
		}
	}
	return pa, pb, math.Sqrt(best)
}

// Distance is the distance between two convex polygons (0 if they touch or
// overlap).
func Distance(a, b Polygon) float64 { _, _, d := ClosestPoints(a, b); return d }

// ClipHalfPlane is the part of p where q·n ≥ c (Sutherland–Hodgman against
// one line). For a convex p the result is convex; it may be empty.
func (p Polygon) ClipHalfPlane(n Vec, c float64) Polygon {
	if len(p) == 0 {
		return nil
	}
	out := make(Polygon, 0, len(p)+1)
	prev := p[len(p)-1]
	dp := prev.Dot(n) - c
	for _, cur := range p {
		dc := cur.Dot(n) - c
		if (dp >= 0) != (dc >= 0) {
			out = append(out, prev.Lerp(cur, dp/(dp-dc)))
		}
		if dc >= 0 {
			out = append(out, cur)
		}
		prev, dp = cur, dc
	}
	return out
}

// ClipConvex is the part of p inside the convex polygon clip (either
// winding); p itself may be concave only if the result is used for its
// area. It is empty when they do not overlap.
func (p Polygon) ClipConvex(clip Polygon) Polygon {
	if len(clip) < 3 {
		return nil
	}
	sign := 1.0
	if clip.SignedArea() < 0 {
		sign = -1
	}
	out := p
	for i := range clip {
		e := clip.Edge(i)
		// Interior is on the +90° side of a positively wound edge.
		n := e.Dir().Perp().Scale(sign)
		out = out.ClipHalfPlane(n, e.A.Dot(n))
		if len(out) == 0 {
			return nil
		}
	}
	return out
}

// ClipParams is the part of segment s inside the convex polygon p (either
// winding), as the parameters t0 ≤ t1 in [0,1] of its ends along s; ok is
// false when s misses p. The polygon is taken shrunk by inset (a negative
// inset grows it), so that an inset of a small slack ignores grazing.
func (s Segment) ClipParams(p Polygon, inset float64) (t0, t1 float64, ok bool) {
	if len(p) < 3 {
		return 0, 0, false
	}
	sign := 1.0
	if p.SignedArea() < 0 {
		sign = -1
	}
	t0, t1 = 0, 1
	d := s.Dir()
	for i := range p {
		e := p.Edge(i)
		n := e.Dir().Perp().Scale(sign).Unit() // inward
		if n == (Vec{}) {
			continue
		}
		// Inside: (x − e.A)·n ≥ inset, with x = s.A + t·d.
		num := s.A.Sub(e.A).Dot(n) - inset
		den := d.Dot(n)
		if math.Abs(den) < Eps*Eps {
			if num < 0 {
				return 0, 0, false
			}
			continue
		}
		t := -num / den
		if den > 0 {
			t0 = math.Max(t0, t)
		} else {
			t1 = math.Min(t1, t)
		}
		if t0 > t1 {
			return 0, 0, false
		}
	}
	return t0, t1, true
}
