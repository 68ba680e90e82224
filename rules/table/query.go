package table

import (
	"math"

	"plateau/rules/geom"
)

// OverlapSlack is how deep (cm) two interiors must interpenetrate before
// they count as overlapping. Blocking tests use interiors and touching never
// blocks (wme.md §12, "Blocking tests use interiors"); a hundredth of a
// millimetre absorbs the rounding of snapped, rotated and replayed poses,
// and the mover gets the benefit of it.
const OverlapSlack = 1e-3

// ContactTolerance is the separation (cm) at or below which two bases count
// as touching: half a millimetre, the recommendation of wme.md §12 (and
// bnb.md §12.0's "eps"), since players place bases by hand.
const ContactTolerance = 0.05

// Filter says which obstacles block a query.
type Filter struct {
	// SkipBase reports bases that do not block (nil: every non-round base
	// blocks). Round bases (commanders) never block, whatever it says
	// (wme.md §7.2 item 6).
	SkipBase func(b *Base) bool
	// Blocks reports the terrain features that block (nil: none).
	Blocks func(f *Feature) bool
	// Edges makes the table edges block: leaving the table then counts as
	// hitting the edge obstacle (Obstacle{}). Off by default, since some
	// moves may leave the table (wme.md §7.6) and callers test the end
	// pose with OnTable.
	Edges bool
	// GapMax is the widest gap Gaps reports, in cm (0: GapReachFactor times
	// the mover's long side).
	GapMax float64
	// NoBases makes no base block, as a SkipBase skipping every base
	// does, without looking at any: a query of the terrain alone costs
	// nothing of the bases (no spatial index is consulted for them).
	NoBases bool
}

func (f Filter) base(b *Base) bool {
	return !f.NoBases && !b.Round && (f.SkipBase == nil || !f.SkipBase(b))
}

func (f Filter) feature(ft *Feature) bool { return f.Blocks != nil && f.Blocks(ft) }

// Obstacle names what a query ran into: a base, a terrain feature, or the
// table edge when both are empty.
type Obstacle struct {
	Base    string `json:"base,omitempty"`
	Feature string `json:"feature,omitempty"`
}

// Edge reports whether o is the table edge.
func (o Obstacle) Edge() bool { return o.Base == "" && o.Feature == "" }

// String is "base ID", "feature ID" or "table edge".
func (o Obstacle) String() string {
	switch {
	case o.Base != "":
		return "base " + o.Base
	case o.Feature != "":
		return "feature " + o.Feature
	}
	return "table edge"
}

// solid is one convex piece of an obstacle.
type solid struct {
	obs  Obstacle
	poly geom.Polygon
	box  geom.AABB
}

// near reports whether a disc of radius² r2 at c may meet box (no square
// root, no trigonometry: this runs for every base of every query).
func near(c geom.Vec, r2 float64, box geom.AABB) bool {
	var dx, dy float64
	if c.X < box.Min.X {
		dx = box.Min.X - c.X
	} else if c.X > box.Max.X {
		dx = c.X - box.Max.X
	}
	if c.Y < box.Min.Y {
		dy = box.Min.Y - c.Y
	} else if c.Y > box.Max.Y {
		dy = c.Y - box.Max.Y
	}
	return dx*dx+dy*dy <= r2
}

// solids appends the convex pieces of every blocking obstacle whose bounds
// meet box, bases in table order, then features, then the table edges.
func (t *Table) solids(dst []solid, box geom.AABB, f Filter) []solid {
	var ix *baseIndex
	if !f.NoBases {
		ix = t.index()
	}
	return t.solidsOf(ix, dst, box, f)
}

// solidsOf is solids with the grid already found (t.index(); nil for a
// table too small for one, or when f.NoBases).
func (t *Table) solidsOf(ix *baseIndex, dst []solid, box geom.AABB, f Filter) []solid {
	if f.NoBases {
		// No base blocks: straight to the terrain.
	} else if ix != nil {
		var ibuf [64]int32
		for _, i := range ix.query(ibuf[:0], box) {
			if b := &t.Bases[i]; !b.Round && f.base(b) {
				dst = append(dst, solid{Obstacle{Base: b.ID}, ix.polys[i], ix.boxes[i]})
			}
		}
	} else {
		for i := range t.Bases {
			b := &t.Bases[i]
			// Cheap reject on the bounding circle before any trigonometry.
			if b.Round || !near(b.Shape.Center, b.Shape.RadiusSq(), box) || !f.base(b) {
				continue
			}
			p := b.Shape.Polygon()
			bb := geom.BoundsOf(p...)
			if !bb.Overlaps(box, 0) {
				continue
			}
			dst = append(dst, solid{Obstacle{Base: b.ID}, p, bb})
		}
	}
	if f.Blocks != nil {
		for i, g := range t.terrain() {
			ft := &t.Features[i]
			if !g.box.Overlaps(box, 0) || !f.Blocks(ft) {
				continue
			}
			for k, p := range g.pieces {
				if g.boxes[k].Overlaps(box, 0) {
					dst = append(dst, solid{Obstacle{Feature: ft.ID}, p, g.boxes[k]})
				}
			}
		}
	}
	if f.Edges {
		dst = t.edgeSolids(dst, box)
	}
	return dst
}

// edgeSolids are four slabs just outside the table, so that the table edge
// is an obstacle like any other.
func (t *Table) edgeSolids(dst []solid, box geom.AABB) []solid {
	if box.Min.X >= 0 && box.Min.Y >= 0 && box.Max.X <= t.Width && box.Max.Y <= t.Height {
		return dst
	}
	k := math.Max(t.Width, t.Height) + 100 // thicker than anything on the table
	w, h := t.Width, t.Height
	for _, bb := range [4]geom.AABB{
		{Min: geom.V(-k, -k), Max: geom.V(0, h+k)},
		{Min: geom.V(w, -k), Max: geom.V(w+k, h+k)},
		{Min: geom.V(0, -k), Max: geom.V(w, 0)},
		{Min: geom.V(0, h), Max: geom.V(w, h+k)},
	} {
		if bb.Overlaps(box, 0) {
			p := geom.Polygon{bb.Min, geom.V(bb.Max.X, bb.Min.Y), bb.Max, geom.V(bb.Min.X, bb.Max.Y)}
			dst = append(dst, solid{Obstacle{}, p, bb})
		}
	}
	return dst
}

// OnTable reports whether r lies wholly on the table, within geom.Eps
// (wme.md §12 G24).
func (t *Table) OnTable(r geom.Rect) bool {
	for _, c := range r.Corners() {
		if c.X < -geom.Eps || c.Y < -geom.Eps || c.X > t.Width+geom.Eps || c.Y > t.Height+geom.Eps {
			return false
		}
	}
	return true
}

// Overlaps lists the blocking bases and features (and, with f.Edges, the
// table edge) whose interiors r overlaps deeper than OverlapSlack, each
// once, bases in table order first. Round bases never count.
func (t *Table) Overlaps(r geom.Rect, f Filter) []Obstacle {
	p := r.Polygon()
	var buf [16]solid
	var out []Obstacle
	for _, s := range t.solids(buf[:0], geom.BoundsOf(p...), f) {
		if (len(out) == 0 || out[len(out)-1] != s.obs) && deeper(p, s.poly, OverlapSlack) {
			out = append(out, s.obs)
		}
	}
	return out
}

// Near appends to dst, in ascending order, the index in t.Bases of every
// base whose box (Outline(i).Box) meets box, Round bases included, and
// returns the extended slice. It is the spatial grid's answer, so asking
// what is near a shape costs the few cells around it rather than a scan
// of the table with a distance (a Hypot, a Sincos) per base: a ruleset
// looking for what a base touches, engages or blocks asks Near for the
// box of its reach (Outline(i).Box grown by the reach, say
// ContactTolerance + geom.Eps for contacts), then tests the few bases it
// gets exactly. The answer is the scan's, bit for bit: the grid's boxes
// are the outlines' (TestNearAgreesWithScan).
func (t *Table) Near(dst []int, box geom.AABB) []int {
	if ix := t.index(); ix != nil {
		var buf [64]int32
		for _, i := range ix.query(buf[:0], box) {
			dst = append(dst, int(i))
		}
		return dst
	}
	for i := range t.Bases {
		if t.Outline(i).Box.Overlaps(box, 0) {
			dst = append(dst, i)
		}
	}
	return dst
}

// Closest is the pair of nearest points of a and b and their distance
// (wme.md §12 G1-G2, bnb.md §12.1 G6); d is 0 when they touch or overlap.
func Closest(a, b geom.Rect) (pa, pb geom.Vec, d float64) {
	return closestPoints(a.Polygon(), b.Polygon())
}

// TouchesAny reports whether r comes within ContactTolerance of one of rs
// (touching or overlapping it).
func TouchesAny(r geom.Rect, rs []geom.Rect) bool {
	for _, q := range rs {
		if _, _, d := Closest(r, q); d <= ContactTolerance {
			return true
		}
	}
	return false
}
