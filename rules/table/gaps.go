package table

import (
	"math"
	"sort"

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
	// A coarse cover of the sweep S (one hull a leg) finds the obstacles
	// near it and bounds from below how far each is; the fine cover, built
	// only if a pair of obstacles needs it, decides crossings.
	legs := p.Legs()
	var coarse []geom.Polygon
	if len(legs) == 0 {
		coarse = append(coarse, r.At(p[0]).Polygon())
	}
	for _, l := range legs {
		coarse = append(coarse, sweptHull(r, l, 0, 1))
	}
	cboxes := make([]geom.AABB, len(coarse))
	box := coarse[0].Bounds()
	for i, c := range coarse {
		cboxes[i] = c.Bounds()
		box = box.Union(cboxes[i])
	}
	// fine[i] covers leg i within gapSagitta, shrunk by the slack; built
	// on demand.
	fine := make([][]geom.Polygon, len(coarse))
	fineOf := func(i int) []geom.Polygon {
		if fine[i] != nil {
			return fine[i]
		}
		var hs []geom.Polygon
		if len(legs) == 0 || math.Abs(legs[i].Turn()) < geom.AngleEps {
			hs = []geom.Polygon{coarse[i]} // exact already
		} else {
			hs = coverLeg(r, legs[i], gapSagitta)
		}
		out := make([]geom.Polygon, 0, len(hs))
		for _, h := range hs {
			if s := h.Offset(-OverlapSlack); s.SignedArea() > 0 {
				out = append(out, s)
			}
		}
		fine[i] = out
		return out
	}
	crosses := func(band geom.Polygon) bool {
		bb := band.Bounds()
		for i, c := range coarse {
			// The coarse hull holds the fine ones: a cheap way out.
			if !cboxes[i].Overlaps(bb, 0) || separated(c, band) {
				continue
			}
			for _, h := range fineOf(i) {
				if h.Bounds().Overlaps(bb, 0) && !separated(h, band) {
					return true
				}
			}
		}
		return false
	}
	f.Edges = false
	var buf [64]solid
	sol := t.solids(buf[:0], box.Grow(reach), f)
	// Group the pieces by obstacle (pieces of one obstacle are adjacent).
	type group struct {
		obs    Obstacle
		lo, hi int // its pieces are sol[lo:hi]
		box    geom.AABB
		near   float64 // a lower bound of the distance to S
	}
	var gbuf [32]group
	groups := gbuf[:0]
	for k, s := range sol {
		// The distance between boxes, then from the piece's bounding
		// circle to the hull, are lower bounds of the distance to S.
		lb := math.Inf(1)
		mid := s.box.Min.Lerp(s.box.Max, 0.5)
		rad := s.box.Max.Dist(mid)
		for i, c := range coarse {
			d := boxDist(cboxes[i], s.box)
			if d <= reach {
				d = math.Max(d, outside(c, mid)-rad)
			}
			lb = math.Min(lb, math.Max(0, d))
		}
		if n := len(groups); n > 0 && groups[n-1].obs == s.obs {
			g := &groups[n-1]
			g.hi = k + 1
			g.box = g.box.Union(s.box)
			g.near = math.Min(g.near, lb)
			continue
		}
		groups = append(groups, group{s.obs, k, k + 1, s.box, lb})
	}
	// The shortest segment from A to B crosses S only if
	// d(A,B) ≥ d(A,S) + d(B,S): that prunes most pairs cheaply.
	var out []Gap
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
			if !span.Overlaps(box, 0) || !anyBox(cboxes, span) {
				continue
			}
			best, pa, pb := math.Inf(1), geom.Vec{}, geom.Vec{}
			var bx, by geom.Polygon
			for _, x := range sol[a.lo:a.hi] {
				for _, y := range sol[b.lo:b.hi] {
					if !x.box.Overlaps(y.box, math.Min(best, reach)) {
						continue
					}
					if qa, qb, d := closestPoints(x.poly, y.poly); d < best {
						best, pa, pb, bx, by = d, qa, qb, x.poly, y.poly
					}
				}
			}
			if best > reach || best < lb-geom.Eps {
				continue
			}
			band := nearestBand(bx, by, best)
			if !crosses(band) {
				continue
			}
			out = append(out, Gap{Width: best, A: a.obs, B: b.obs, Between: middle(band, pa, pb, best)})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Width < out[j].Width })
	return out
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
	step := 2 * math.Acos(math.Max(-1, 1-sag/math.Max(rho, geom.Eps)))
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

// outside is a lower bound of the distance from p to the convex polygon c
// (screen-clockwise, as ConvexHull returns): its greatest distance beyond
// an edge's line, 0 inside.
func outside(c geom.Polygon, p geom.Vec) float64 {
	var d float64
	for i := range c {
		e := c.Edge(i)
		n := e.Dir().Perp().Unit() // inward for a clockwise outline
		d = math.Max(d, -p.Sub(e.A).Dot(n))
	}
	return d
}

// boxDist is the distance between two boxes (0 if they overlap).
func boxDist(a, b geom.AABB) float64 {
	dx := math.Max(0, math.Max(a.Min.X-b.Max.X, b.Min.X-a.Max.X))
	dy := math.Max(0, math.Max(a.Min.Y-b.Max.Y, b.Min.Y-a.Max.Y))
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

// boxDist2 is the square of the distance from p to box (0 inside).
func boxDist2(box geom.AABB, p geom.Vec) float64 {
	dx := math.Max(0, math.Max(box.Min.X-p.X, p.X-box.Max.X))
	dy := math.Max(0, math.Max(box.Min.Y-p.Y, p.Y-box.Max.Y))
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
