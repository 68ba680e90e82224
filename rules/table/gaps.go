package table

import (
	"math"
	"slices"

	"plateau/rules/geom"
)

// GapReachFactor sets the widest gap Gaps reports by default, as a multiple
// of the mover's long side (plus ContactTolerance). No supported ruleset
// restricts a gap wider than the mover's long side (wme.md §7.3: ≥ short
// side for friends, > long side for enemies), and the reach decides how far
// the pair search looks, which dominates the cost of Gaps. A ruleset
// measuring gaps by another length (bnb.md §12.4 G31: ≤ W) sets
// Filter.GapMax.
const GapReachFactor = 1

// gapSagitta is how far the rotation hulls Gaps uses may bulge outside the
// true swept area: less than OverlapSlack, so that shrinking them by the
// slack never reports a gap the base does not really enter.
const gapSagitta = OverlapSlack / 2

// Gap is the narrowest passage between two obstacles that a move passes
// through.
type Gap struct {
	// Width is the distance between A and B (0 if they touch).
	Width float64
	// A and B are the two obstacles (bases or features, never the table
	// edge), A before B in table order.
	A, B Obstacle
	// Between is the shortest segment joining A and B, from A to B; when
	// the nearest parts are parallel edges it is the middle one.
	Between geom.Segment
}

// Gaps lists every gap between two blocking obstacles (bases and/or
// features) that the area swept by a base of r's size along p passes
// through, narrowest first (wme.md §12 G15). A gap is passed through when
// the swept area, shrunk by OverlapSlack, meets the shortest segment
// joining the two obstacles (all of those segments, when their nearest
// parts are parallel edges). The start pose counts, as in Sweep. Gaps wider
// than f.GapMax are not reported, and the table edge never makes a gap
// (bnb.md §12.4 G31). Two parts of one feature are one obstacle.
func (t *Table) Gaps(r geom.Rect, p geom.Path, f Filter) []Gap {
	if len(p) == 0 {
		return nil
	}
	reach := f.GapMax
	if reach <= 0 {
		reach = GapReachFactor*r.LongSide() + ContactTolerance
	}
	var cv cover
	cv.init(r, p)
	f.Edges = false
	var ix *baseIndex
	if !f.NoBases {
		ix = t.index()
	}
	var buf [64]solid
	sol := t.solidsOf(ix, buf[:0], cv.box.Grow(reach), f)
	var gbuf [32]group
	groups := cv.groups(gbuf[:0], sol, reach)
	var obuf [16]Gap
	out := cv.gaps(obuf[:0], sol, groups, reach, ix.pairMemo())
	if len(out) == 0 {
		return nil
	}
	slices.SortStableFunc(out, narrower)
	return slices.Clip(slices.Clone(out)) // one allocation, of the answer
}

// narrower orders gaps by width as sort.SliceStable did with `<` (a NaN
// width, from NaN coordinates, ties with any other): a stable sort without
// sort.SliceStable's reflection and allocations.
func narrower(a, b Gap) int {
	switch {
	case a.Width < b.Width:
		return -1
	case b.Width < a.Width:
		return 1
	}
	return 0
}

// cover is what Gaps knows of the area S a base sweeps along a path: a
// coarse cover (one hull a leg) that finds the obstacles near it and
// bounds from below how far each is, and the fine cover, built only if a
// pair of obstacles needs it, that decides crossings. Every hull comes
// with its separating axes (hullAxes), measured once for the dozens of
// tests a crowded table makes of each.
type cover struct {
	r      geom.Rect
	legs   []geom.Leg
	coarse []hullAxes
	cboxes []geom.AABB // the coarse hulls' boxes (anyBox takes them so)
	box    geom.AABB   // holds every coarse hull
	// fine[i] covers leg i within gapSagitta, shrunk by the slack; built
	// on demand (fineOf).
	fine [][]hullAxes
	// Room for the hulls of a path of up to four legs.
	buf  [4]hullAxes
	bbuf [4]geom.AABB
	fbuf [4][]hullAxes
}

// init covers the sweep of r along p (a path of at least one pose).
func (cv *cover) init(r geom.Rect, p geom.Path) {
	cv.r, cv.legs = r, p.Legs()
	n := max(len(cv.legs), 1)
	if n <= len(cv.buf) { // the usual path: no allocation
		cv.coarse, cv.cboxes, cv.fine = cv.buf[:0], cv.bbuf[:n], cv.fbuf[:n]
	} else {
		cv.coarse, cv.cboxes, cv.fine = make([]hullAxes, 0, n), make([]geom.AABB, n), make([][]hullAxes, n)
	}
	if len(cv.legs) == 0 {
		cv.coarse = append(cv.coarse, axesOf(r.At(p[0]).Polygon()))
	}
	for _, l := range cv.legs {
		cv.coarse = append(cv.coarse, axesOf(sweptHull(r, l, 0, 1)))
	}
	cv.box = cv.coarse[0].box
	for i := range cv.coarse {
		cv.cboxes[i] = cv.coarse[i].box
		cv.box = cv.box.Union(cv.cboxes[i])
	}
}

func (cv *cover) fineOf(i int) []hullAxes {
	if cv.fine[i] != nil {
		return cv.fine[i]
	}
	var hs []geom.Polygon
	if len(cv.legs) == 0 || math.Abs(cv.legs[i].Turn()) < geom.AngleEps {
		hs = []geom.Polygon{cv.coarse[i].poly} // exact already
	} else {
		hs = coverLeg(cv.r, cv.legs[i], gapSagitta)
	}
	out := make([]hullAxes, 0, len(hs))
	for _, h := range hs {
		if s := h.Offset(-OverlapSlack); s.SignedArea() > 0 {
			out = append(out, axesOf(s))
		}
	}
	cv.fine[i] = out
	return out
}

// crosses reports whether band meets the fine cover.
func (cv *cover) crosses(band geom.Polygon) bool {
	bb := band.Bounds()
	for i := range cv.coarse {
		// The coarse hull holds the fine ones: a cheap way out.
		if !cv.cboxes[i].Overlaps(bb, 0) || cv.coarse[i].separated(band) {
			continue
		}
		for _, h := range cv.fineOf(i) {
			if h.box.Overlaps(bb, 0) && !h.separated(band) {
				return true
			}
		}
	}
	return false
}

// group is one obstacle's pieces (pieces of one obstacle are adjacent in
// solids' answer).
type group struct {
	obs    Obstacle
	lo, hi int // its pieces are sol[lo:hi]
	box    geom.AABB
	near   float64 // a lower bound of the distance to S
}

// groups appends sol's obstacles to dst, each with a lower bound of its
// distance to S.
func (cv *cover) groups(dst []group, sol []solid, reach float64) []group {
	for k, s := range sol {
		// The distance between boxes, then from the piece's bounding
		// circle to the hull, are lower bounds of the distance to S.
		lb := math.Inf(1)
		mid := s.box.Min.Lerp(s.box.Max, 0.5)
		rad := s.box.Max.Dist(mid)
		for i := range cv.coarse {
			d := boxDist(cv.cboxes[i], s.box)
			if d <= reach {
				d = max(d, cv.coarse[i].outside(mid)-rad)
			}
			lb = min(lb, max(0, d))
		}
		if n := len(dst); n > 0 && dst[n-1].obs == s.obs {
			g := &dst[n-1]
			g.hi = k + 1
			g.box = g.box.Union(s.box)
			g.near = min(g.near, lb)
			continue
		}
		dst = append(dst, group{s.obs, k, k + 1, s.box, lb})
	}
	return dst
}

// gaps appends to dst the gaps between groups, in table order, that S
// passes through.
func (cv *cover) gaps(dst []Gap, sol []solid, groups []group, reach float64, memo *pairMemo) []Gap {
	// The shortest segment from A to B crosses S only if
	// d(A,B) ≥ d(A,S) + d(B,S): that prunes most pairs cheaply.
	for i := range groups {
		if groups[i].near > reach {
			continue
		}
		for j := i + 1; j < len(groups); j++ {
			a, b := &groups[i], &groups[j]
			lb := a.near + b.near
			if lb > reach || !a.box.Overlaps(b.box, reach) {
				continue
			}
			// The segments joining them lie in the box spanning both.
			span := a.box.Union(b.box)
			if !span.Overlaps(cv.box, 0) || !anyBox(cv.cboxes, span) {
				continue
			}
			n := nearestPieces(sol[a.lo:a.hi], sol[b.lo:b.hi], reach, memo)
			if n.d > reach || n.d < lb-geom.Eps {
				continue
			}
			band, mid := bandOf(n.e, n.x, n.y, n.pa, n.pb, n.d)
			if !cv.crosses(band) {
				continue
			}
			dst = append(dst, Gap{Width: n.d, A: a.obs, B: b.obs, Between: mid})
		}
	}
	return dst
}

// nearest is the nearest pair of pieces of two obstacles: x's point pa,
// y's pb, d apart, and the memo's entry for them (nil if not remembered).
type nearest struct {
	x, y   geom.Polygon
	pa, pb geom.Vec
	d      float64
	e      *pairEntry
}

// nearestPieces is the nearest pair of pieces of xs and ys, the first
// found if several are as near, measuring only those whose boxes are
// within reach and within the nearest found so far (+Inf if none is).
func nearestPieces(xs, ys []solid, reach float64, memo *pairMemo) nearest {
	n := nearest{d: math.Inf(1)}
	for _, x := range xs {
		for _, y := range ys {
			if !x.box.Overlaps(y.box, min(n.d, reach)) {
				continue
			}
			if qa, qb, d, e := memo.closest(x.poly, y.poly); d < n.d {
				n = nearest{x.poly, y.poly, qa, qb, d, e}
			}
		}
	}
	return n
}

// hullAxes is a convex hull of the cover with what a separating-axis
// test against it needs of it alone: its box, its edges' unit normals and
// its extent along each, all as sat.go computes them, so that the tests
// give what separated and outside give, bit for bit. The axes are
// measured on first use (a move through an empty area needs none).
type hullAxes struct {
	poly geom.Polygon
	box  geom.AABB
	ax   []hullAxis
}

// hullAxis is edge i's normal, as axisOverlap computes it, and the
// hull's extent along it.
type hullAxis struct {
	n      geom.Vec
	lo, hi float64
}

func axesOf(p geom.Polygon) hullAxes { return hullAxes{poly: p, box: p.Bounds()} }

func (h *hullAxes) axes() []hullAxis {
	if h.ax == nil {
		h.ax = make([]hullAxis, len(h.poly))
		for i := range h.poly {
			n := edge(h.poly, i).Dir().Perp().Unit()
			lo, hi := extent(h.poly, n)
			h.ax[i] = hullAxis{n, lo, hi}
		}
	}
	return h.ax
}

// separated is separated(h.poly, b): the same axes and overlaps (the
// order they are tried in does not change the answer).
func (h *hullAxes) separated(b geom.Polygon) bool {
	for _, a := range h.axes() {
		if a.n == (geom.Vec{}) {
			continue // an edge of no length, as axisOverlap skips it
		}
		bmin, bmax := extent(b, a.n)
		if o := min(a.hi, bmax) - max(a.lo, bmin); o < 0 { // never for a NaN
			return true
		}
	}
	for i := range b {
		if o, ok := axisOverlap(h.poly, b, b, i); ok && o < 0 {
			return true
		}
	}
	return false
}

// outside is a lower bound of the distance from p to the hull
// (screen-clockwise, as ConvexHull returns): its greatest distance beyond
// an edge's line, 0 inside.
func (h *hullAxes) outside(p geom.Vec) float64 {
	var d float64
	for i, a := range h.axes() { // inward for a clockwise outline
		d = max(d, -p.Sub(h.poly[i]).Dot(a.n))
	}
	return d
}

// coverLeg covers a leg's swept area with convex hulls that bulge at most
// sag outside it (one hull for a translation).
func coverLeg(r geom.Rect, l geom.Leg, sag float64) []geom.Polygon {
	phi := math.Abs(l.Turn())
	if phi < geom.AngleEps {
		return []geom.Polygon{sweptHull(r, l, 0, 1)}
	}
	rho := r.Radius()
	c, pivoted := l.Pivot()
	if pivoted {
		rho += c.Dist(l.From.Pos)
	} else {
		phi *= 2 // spins twice as fast over the first half
	}
	step := 2 * math.Acos(max(-1, 1-sag/max(rho, geom.Eps)))
	n := int(math.Ceil(phi / step))
	if !pivoted {
		n *= 2
	}
	n = max(n, 1)
	out := make([]geom.Polygon, n)
	for i := range out {
		out[i] = sweptHull(r, l, float64(i)/float64(n), float64(i+1)/float64(n))
	}
	return out
}

// boxDist is the distance between two boxes (0 if they overlap).
func boxDist(a, b geom.AABB) float64 {
	dx := max(0, max(a.Min.X-b.Max.X, b.Min.X-a.Max.X))
	dy := max(0, max(a.Min.Y-b.Max.Y, b.Min.Y-a.Max.Y))
	return math.Hypot(dx, dy)
}

func anyBox(boxes []geom.AABB, b geom.AABB) bool {
	for _, x := range boxes {
		if x.Overlaps(b, 0) {
			return true
		}
	}
	return false
}

// bandTol is how much longer than the shortest a joining segment may be
// and still count as one of the shortest (parallel nearest edges).
const bandTol = 1e-6

// nearestBand is the convex hull of every shortest segment joining convex
// a and b (d apart): a single segment, or a strip when their nearest parts
// are parallel edges.
func nearestBand(a, b geom.Polygon, d float64) geom.Polygon {
	var pts []geom.Vec
	lim := (d + bandTol) * (d + bandTol)
	// A vertex farther from the other's box than that is farther from
	// each of its edges (with a margin for the rounding of the points on
	// them): none of its pairs would count, so none is measured.
	far := lim*(1+1e-9) + 1e-12
	for _, pair := range [2][2]geom.Polygon{{a, b}, {b, a}} {
		box := geom.BoundsOf(pair[1]...)
		for _, v := range pair[0] {
			if boxDist2(box, v) > far {
				continue
			}
			for k := range pair[1] {
				if w := edge(pair[1], k).Closest(v); v.Sub(w).Len2() <= lim {
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

// boxDist2 is the square of the distance from p to box (0 inside).
func boxDist2(box geom.AABB, p geom.Vec) float64 {
	dx := max(0, box.Min.X-p.X, p.X-box.Max.X)
	dy := max(0, box.Min.Y-p.Y, p.Y-box.Max.Y)
	return dx*dx + dy*dy
}

// middle is the shortest segment at the middle of the band, from a's side
// to b's side.
func middle(band geom.Polygon, pa, pb geom.Vec, d float64) geom.Segment {
	if len(band) < 3 || d < geom.Eps {
		return geom.Segment{A: pa, B: pb}
	}
	u := pb.Sub(pa).Unit()
	c := band.Centroid()
	// Slide the segment sideways so that it runs through the centroid.
	off := c.Sub(pa)
	side := off.Sub(u.Scale(off.Dot(u)))
	return geom.Segment{A: pa.Add(side), B: pb.Add(side)}
}
