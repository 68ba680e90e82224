package geom

import (
	"math"
	"sort"
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
	sort.Slice(ps, func(i, j int) bool {
		if ps[i].X != ps[j].X {
			return ps[i].X < ps[j].X
		}
		return ps[i].Y < ps[j].Y
	})
	if len(ps) < 3 {
		return Polygon(ps)
	}
	// Andrew's monotone chain; with Y down, keeping "right turns" in
	// math terms gives a screen-clockwise hull.
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
			o := math.Min(amax, bmax) - math.Max(amin, bmin)
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
		lo, hi = math.Min(lo, d), math.Max(hi, d)
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
	dist = math.Inf(1)
	for i := range a {
		for j := range b {
			s, t := a.Edge(i).ClosestPoints(b.Edge(j))
			if d := s.Dist(t); d < dist {
				pa, pb, dist = s, t, d
			}
		}
	}
	return pa, pb, dist
}

// Distance is the distance between two convex polygons (0 if they touch or
// overlap).
func Distance(a, b Polygon) float64 { _, _, d := ClosestPoints(a, b); return d }
