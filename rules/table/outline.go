package table

import "plateau/rules/geom"

// Outline is what a base's pose gives: its corners, its bounding box and
// its radius, exactly (bit for bit) as Shape.Corners(), Shape.Bounds()
// and Shape.Radius() compute them.
type Outline struct {
	Corners [4]geom.Vec // FL, FR, RR, RL, as geom.Rect.Corners
	Box     geom.AABB   // as geom.Rect.Bounds
	Radius  float64     // as geom.Rect.Radius
}

// OutlineOf computes r's outline (two sines, a square root).
func OutlineOf(r geom.Rect) Outline {
	c := r.Corners()
	return Outline{Corners: c, Box: geom.BoundsOf(c[:]...), Radius: r.Radius()}
}

// Outline is the outline of t.Bases[i], without trigonometry when the
// base has not moved since the table's spatial index last saw it: the
// index keeps every base's corners, box and radius, and Outline hands out
// a copy after checking that the base's shape is still, bit for bit, the
// one they were computed from. A base moved or resized in place since is
// computed afresh, so the answer is always OutlineOf(t.Bases[i].Shape).
//
// Rulesets that test a shape against many bases of the table (pair
// tests, contact searches, zone scans) should read the bases' geometry
// here rather than call Corners, Bounds, Polygon or Radius on each: those
// cost a Sincos (and a Hypot) per base per test. A slice of the copy,
// o.Corners[:], is a geom.Polygon that belongs to the caller.
//
// It costs O(1) per call (a slot read and five comparisons), except the
// first call on a table of indexMin bases or more that has no index yet,
// which builds it (O(n): the spatial queries would build it anyway), and
// the call that finds the index out of date for a quarter of the bases,
// which brings it up to date (reusing every outline still good).
// It is safe for concurrent readers of t, as the index is.
func (t *Table) Outline(i int) Outline {
	s := &t.Bases[i].Shape
	if n := len(t.Bases); n >= indexMin {
		e := indexes.get(addrOf(t.Bases))
		if e == nil {
			if h := heldFor(addrOf(t.Bases), n); h != nil {
				return h.ix.outline(i, s) // checks base i itself
			}
			t.index()
			e = indexes.get(addrOf(t.Bases))
		}
		if e != nil {
			if ix := e.val; i < len(ix.shapes) && samePose(s, &ix.shapes[i]) {
				return ix.outlineAt(i)
			}
			// Out of date: once the misses cost about what a rebuild
			// does (it reuses every outline still good), rebuild.
			if e.misses.Add(1) > int32(n/4+16) {
				t.index()
			}
		}
	}
	return OutlineOf(*s)
}

// BaseOutline is the outline of the base with this ID (Outline of its
// index), false if there is none.
func (t *Table) BaseOutline(id string) (Outline, bool) {
	i := t.BaseIndex(id)
	if i < 0 {
		return Outline{}, false
	}
	return t.Outline(i), true
}

// outlineAt is the outline the index keeps of base i.
func (ix *baseIndex) outlineAt(i int) Outline {
	p := ix.polys[i]
	return Outline{Corners: [4]geom.Vec{p[0], p[1], p[2], p[3]}, Box: ix.boxes[i], Radius: ix.radii[i]}
}

// outline is the outline of base i, whose shape is s: the index's when
// it was computed from s, else computed afresh.
func (ix *baseIndex) outline(i int, s *geom.Rect) Outline {
	if i < len(ix.shapes) && samePose(s, &ix.shapes[i]) {
		return ix.outlineAt(i)
	}
	return OutlineOf(*s)
}
