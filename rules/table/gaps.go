package table

import (
	"math"
	"sort"

	"plateau/rules/geom"
)

// GapReachFactor sets the widest gap Gaps reports by default, as a multiple
// of the mover's long side. No supported ruleset restricts a gap wider than
// the mover's long side (wme.md §7.3: ≥ short side for friends, > long side
// for enemies; bnb.md §12.4 G31: ≤ W), so half again is a safe margin and
// keeps the pair search local.
const GapReachFactor = 1.5

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
		reach = GapReachFactor * r.LongSide()
	}
	// The swept area, shrunk by the slack.
	var hulls []geom.Polygon
	add := func(h geom.Polygon) {
		if s := h.Offset(-OverlapSlack); s.SignedArea() > 0 {
			hulls = append(hulls, s)
		}
	}
	legs := p.Legs()
	if len(legs) == 0 {
		add(r.At(p[0]).Polygon())
	}
	for _, l := range legs {
		for _, h := range coverLeg(r, l, gapSagitta) {
			add(h)
		}
	}
	if len(hulls) == 0 {
		return nil
	}
	box := hulls[0].Bounds()
	for _, h := range hulls[1:] {
		box = box.Union(h.Bounds())
	}
	f.Edges = false
	var buf [64]solid
	sol := t.solids(buf[:0], box.Grow(reach), f)
	// Group the pieces by obstacle (pieces of one obstacle are adjacent).
	type group struct {
		obs   Obstacle
		parts []solid
		box   geom.AABB
	}
	var groups []group
	for _, s := range sol {
		if n := len(groups); n > 0 && groups[n-1].obs == s.obs {
			groups[n-1].parts = append(groups[n-1].parts, s)
			groups[n-1].box = groups[n-1].box.Union(s.box)
			continue
		}
		groups = append(groups, group{s.obs, []solid{s}, s.box})
	}
	var out []Gap
	for i := range groups {
		for j := i + 1; j < len(groups); j++ {
			a, b := &groups[i], &groups[j]
			if !a.box.Overlaps(b.box, reach) {
				continue
			}
			// The segments joining them lie in the box spanning both.
			span := a.box.Union(b.box)
			if !span.Overlaps(box, 0) {
				continue
			}
			best, pa, pb, band := math.Inf(1), geom.Vec{}, geom.Vec{}, geom.Polygon(nil)
			for _, x := range a.parts {
				for _, y := range b.parts {
					if !x.box.Overlaps(y.box, math.Min(best, reach)) {
						continue
					}
					if qa, qb, d := geom.ClosestPoints(x.poly, y.poly); d < best {
						best, pa, pb = d, qa, qb
						band = nearestBand(x.poly, y.poly, d)
					}
				}
			}
			if best > reach {
				continue
			}
			bb := band.Bounds()
			crossed := false
			for _, h := range hulls {
				if h.Bounds().Overlaps(bb, 0) && geom.Penetration(h, band) >= 0 {
					crossed = true
					break
				}
			}
			if !crossed {
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
		return []geom.Polygon{geom.SweptHull(r, l, 0, 1)}
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
		out[i] = geom.SweptHull(r, l, float64(i)/float64(n), float64(i+1)/float64(n))
	}
	return out
}

// bandTol is how much longer than the shortest a joining segment may be
// and still count as one of the shortest (parallel nearest edges).
const bandTol = 1e-6

// nearestBand is the convex hull of every shortest segment joining convex
// a and b (d apart): a single segment, or a strip when their nearest parts
// are parallel edges.
func nearestBand(a, b geom.Polygon, d float64) geom.Polygon {
	var pts []geom.Vec
	for _, pair := range [2][2]geom.Polygon{{a, b}, {b, a}} {
		for _, v := range pair[0] {
			for k := range pair[1] {
				if w := pair[1].Edge(k).Closest(v); v.Dist(w) <= d+bandTol {
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
