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
// It always clips the ear of lowest index, as a plain scan would, but keeps
// each corner's ear status and the list of non-convex corners (the only
// ones that can lie in an ear of a simple polygon) between clips: clipping
// an ear changes only its two neighbours, so the whole costs O(n·r) for r
// non-convex corners, at most O(n²), where rescanning every corner against
// every other after each clip cost O(n³) (a 10,000-point wood took 9 s).
// On a self-intersecting outline it stops when no ear is left and returns
// the triangles found so far.
func (p Polygon) Triangulate() []Polygon {
	n := len(p)
	if n < 3 {
		return nil
	}
	sign := 1.0
	if p.SignedArea() < 0 {
		sign = -1
	}
	// The remaining outline is a doubly linked ring in index order.
	prev, next := make([]int, n), make([]int, n)
	for i := range n {
		prev[i], next[i] = (i+n-1)%n, (i+1)%n
	}
	convex := func(v int) bool {
		a, b, c := p[prev[v]], p[v], p[next[v]]
		return sign*b.Sub(a).Cross(c.Sub(b)) > 0
	}
	// reflex holds the corners that are not strictly convex (reflex or
	// flat); at[v] is v's place in it plus one, 0 when v is not there.
	var reflex []int
	at := make([]int, n)
	add := func(v int) { reflex = append(reflex, v); at[v] = len(reflex) }
	remove := func(v int) {
		i, last := at[v]-1, reflex[len(reflex)-1]
		reflex[i], at[last] = last, i+1
		reflex, at[v] = reflex[:len(reflex)-1], 0
	}
	for v := range n {
		if !convex(v) {
			add(v)
		}
	}
	// An ear is a convex corner whose triangle holds no other corner, on
	// its outline included; a corner equal to one of its own is skipped.
	isEar := func(v int) bool {
		if !convex(v) {
			return false
		}
		a, b, c := p[prev[v]], p[v], p[next[v]]
		tri := Polygon{a, b, c}
		box := BoundsOf(a, b, c)
		for _, k := range reflex {
			q := p[k]
			if q.X < box.Min.X || q.X > box.Max.X || q.Y < box.Min.Y || q.Y > box.Max.Y {
				continue // outside the box, so outside the triangle: the cheap test first
			}
			if q != a && q != b && q != c && tri.Contains(q, 0) {
				return false
			}
		}
		return true
	}
	ear := make([]bool, n)
	for v := range n {
		ear[v] = isEar(v)
	}
	tris := make([]Polygon, 0, n-2)
	head, left, cur := 0, n, 0 // every corner before cur is not an ear
	rescanned := false
	for left > 3 {
		v := cur
		for !ear[v] {
			if v = next[v]; v == head {
				break
			}
		}
		if !ear[v] {
			if rescanned {
				break // self-intersecting input: keep what we have
			}
			// A safety net for rounding: look at every corner afresh once.
			for u, first := head, true; first || u != head; u, first = next[u], false {
				ear[u] = isEar(u)
			}
			rescanned, cur = true, head
			continue
		}
		rescanned = false
		a, c := prev[v], next[v]
		tris = append(tris, Polygon{p[a], p[v], p[c]})
		next[a], prev[c] = c, a
		left--
		for _, u := range [2]int{a, c} {
			switch cv := convex(u); {
			case cv && at[u] > 0:
				remove(u)
			case !cv && at[u] == 0:
				add(u)
			}
		}
		ear[a], ear[c] = isEar(a), isEar(c)
		if v == head {
			head, cur = c, c
		} else {
			cur = a // a comes before v, and may have become an ear
		}
	}
	if left == 3 {
		tris = append(tris, Polygon{p[head], p[next[head]], p[next[next[head]]]})
	}
	return tris
}

// Collinear reports whether every point of p lies within tol of one line
// (or of one point): p encloses nothing.
func (p Polygon) Collinear(tol float64) bool {
	if len(p) < 3 {
		return true
	}
	far, d := 0, 0.0
	for i, q := range p {
		if dq := q.Dist(p[0]); dq > d {
			far, d = i, dq
		}
	}
	if d <= tol {
		return true
	}
	line := Segment{p[0], p[far]}
	dir := line.Dir().Unit()
	for _, q := range p {
		if math.Abs(dir.Cross(q.Sub(line.A))) > tol {
			return false
		}
	}
	return true
}

// Crossing is where an outline goes wrong: sides I < J (side k runs from
// corner k to corner k+1, the last one back to corner 0) cross or touch
// elsewhere than at a corner they share, or, when Back, are neighbours
// that run back over each other from their shared corner At.
type Crossing struct {
	I, J int
	Back bool
	At   int
}

// SelfCrossing finds two sides of p that cross or touch other than at the
// corner they share, or that run back over each other there. Of every
// such pair it reports the one whose later side J comes first, then the
// earliest I, so that a message points at where the outline first goes
// wrong. Sides shorter than Eps (a repeated point) are passed over, the
// sides on either side of them counting as neighbours. Sides are compared
// only when their boxes overlap along x, in a sweep: near-linear on a
// wood's outline, O(n²) at worst. ok is false for a simple outline.
func (p Polygon) SelfCrossing() (c Crossing, ok bool) {
	var sides []int // sides of non-zero length, in order
	for k := range p {
		if e := p.Edge(k); e.Len() >= Eps {
			sides = append(sides, k)
		}
	}
	m := len(sides)
	if m < 3 {
		return Crossing{}, false
	}
	rank := make([]int, len(p)) // side -> its place in sides
	boxes := make([]AABB, len(p))
	for r, k := range sides {
		e := p.Edge(k)
		rank[k], boxes[k] = r, BoundsOf(e.A, e.B)
	}
	order := slices.Clone(sides)
	slices.SortFunc(order, func(a, b int) int { return cmp.Compare(boxes[a].Min.X, boxes[b].Min.X) })
	consider := func(a, b int, back bool, at int) {
		a, b = min(a, b), max(a, b)
		if !ok || b < c.J || b == c.J && a < c.I {
			c, ok = Crossing{I: a, J: b, Back: back, At: at}, true
		}
	}
	for x, a := range order {
		ea, ba := p.Edge(a), boxes[a]
		for _, b := range order[x+1:] {
			bb := boxes[b]
			if bb.Min.X > ba.Max.X+Eps {
				break
			}
			if bb.Min.Y > ba.Max.Y+Eps || ba.Min.Y > bb.Max.Y+Eps {
				continue
			}
			eb := p.Edge(b)
			ra, rb := rank[a], rank[b]
			if (ra+1)%m == rb || (rb+1)%m == ra {
				// Neighbours share a corner (the start of the second);
				// they go wrong only by running back along each other.
				first, second, at := ea, eb, b
				if (rb+1)%m == ra {
					first, second, at = eb, ea, a
				}
				d1, d2 := first.Dir(), second.Dir()
				if math.Abs(d1.Unit().Cross(d2.Unit())) < Eps && d1.Dot(d2) < 0 {
					consider(a, b, true, at)
				}
				continue
			}
			if _, hit := ea.Intersect(eb); hit {
				consider(a, b, false, 0)
			}
		}
	}
	return c, ok
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
