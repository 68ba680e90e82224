package table

// The reference implementation of Gaps, Sweep and Overlaps, as they stood
// before issue 10's "Scale" rework of Gaps (pair search sorted by
// distance, bounds reused), copied verbatim with every helper they use
// renamed *Ref, so that TestQueriesMatchReference can check that the
// faster code gives the same answers, bit for bit. The only change: the
// memoised sweptHull is geom.SweptHull itself (the memo's contract,
// hullmemo.go, is that it gives exactly that). Do not "improve" this file:
// its worth is that it is the old code.

import (
	"math"
	"sort"

	"plateau/rules/geom"
)

// Gaps lists every gap between two blocking obstacles (bases and/or
// features) that the area swept by a base of r's size along p passes
// through, narrowest first (wme.md §12 G15). A gap is passed through when
// the swept area, shrunk by OverlapSlack, meets the shortest segment
// joining the two obstacles (all of those segments, when their nearest
// parts are parallel edges). The start pose counts, as in Sweep. Gaps wider
// than f.GapMax are not reported, and the table edge never makes a gap
// (bnb.md §12.4 G31). Two parts of one feature are one obstacle.
func (t *Table) GapsRef(r geom.Rect, p geom.Path, f Filter) []Gap {
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
		coarse = append(coarse, geom.SweptHull(r, l, 0, 1))
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
			hs = coverLegRef(r, legs[i], gapSagitta)
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
			if !cboxes[i].Overlaps(bb, 0) || separatedRef(c, band) {
				continue
			}
			for _, h := range fineOf(i) {
				if h.Bounds().Overlaps(bb, 0) && !separatedRef(h, band) {
					return true
				}
			}
		}
		return false
	}
	f.Edges = false
	var buf [64]solid
	sol := t.solidsRef(buf[:0], box.Grow(reach), f)
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
			d := boxDistRef(cboxes[i], s.box)
			if d <= reach {
				d = math.Max(d, outsideRef(c, mid)-rad)
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
			if !span.Overlaps(box, 0) || !anyBoxRef(cboxes, span) {
				continue
			}
			best, pa, pb := math.Inf(1), geom.Vec{}, geom.Vec{}
			var bx, by geom.Polygon
			for _, x := range sol[a.lo:a.hi] {
				for _, y := range sol[b.lo:b.hi] {
					if !x.box.Overlaps(y.box, math.Min(best, reach)) {
						continue
					}
					if qa, qb, d := closestPointsRef(x.poly, y.poly); d < best {
						best, pa, pb, bx, by = d, qa, qb, x.poly, y.poly
					}
				}
			}
			if best > reach || best < lb-geom.Eps {
				continue
			}
			band := nearestBandRef(bx, by, best)
			if !crosses(band) {
				continue
			}
			out = append(out, Gap{Width: best, A: a.obs, B: b.obs, Between: middleRef(band, pa, pb, best)})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Width < out[j].Width })
	return out
}

// coverLeg covers a leg's swept area with convex hulls that bulge at most
// sag outside it (one hull for a translation).
func coverLegRef(r geom.Rect, l geom.Leg, sag float64) []geom.Polygon {
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

// outside is a lower bound of the distance from p to the convex polygon c
// (screen-clockwise, as ConvexHull returns): its greatest distance beyond
// an edge's line, 0 inside.
func outsideRef(c geom.Polygon, p geom.Vec) float64 {
	var d float64
	for i := range c {
		e := c.Edge(i)
		n := e.Dir().Perp().Unit() // inward for a clockwise outline
		d = math.Max(d, -p.Sub(e.A).Dot(n))
	}
	return d
}

// boxDist is the distance between two boxes (0 if they overlap).
func boxDistRef(a, b geom.AABB) float64 {
	dx := math.Max(0, math.Max(a.Min.X-b.Max.X, b.Min.X-a.Max.X))
	dy := math.Max(0, math.Max(a.Min.Y-b.Max.Y, b.Min.Y-a.Max.Y))
	return math.Hypot(dx, dy)
}

func anyBoxRef(boxes []geom.AABB, b geom.AABB) bool {
	for _, x := range boxes {
		if x.Overlaps(b, 0) {
			return true
		}
	}
	return false
}

// nearestBand is the convex hull of every shortest segment joining convex
// a and b (d apart): a single segment, or a strip when their nearest parts
// are parallel edges.
func nearestBandRef(a, b geom.Polygon, d float64) geom.Polygon {
	var pts []geom.Vec
	lim := (d + bandTol) * (d + bandTol)
	// A vertex farther from the other's box than that is farther from
	// each of its edges (with a margin for the rounding of the points on
	// them): none of its pairs would count, so none is measured.
	far := lim*(1+1e-9) + 1e-12
	for _, pair := range [2][2]geom.Polygon{{a, b}, {b, a}} {
		box := geom.BoundsOf(pair[1]...)
		for _, v := range pair[0] {
			if boxDist2Ref(box, v) > far {
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
func boxDist2Ref(box geom.AABB, p geom.Vec) float64 {
	dx := math.Max(0, math.Max(box.Min.X-p.X, p.X-box.Max.X))
	dy := math.Max(0, math.Max(box.Min.Y-p.Y, p.Y-box.Max.Y))
	return dx*dx + dy*dy
}

// middle is the shortest segment at the middle of the band, from a's side
// to b's side.
func middleRef(band geom.Polygon, pa, pb geom.Vec, d float64) geom.Segment {
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

// Sweep moves a base of r's size along p (r's own pose is ignored) and
// reports the first blocking obstacle its swept area overlaps deeper than
// OverlapSlack (wme.md §12 G14; bnb.md §12.3 G27). The start pose counts:
// a base that starts overlapping a blocker is blocked at once, so the
// caller must skip the moving base itself (and, usually, its own unit)
// with f.SkipBase. Translations are exact; rotations are covered by hulls
// refined until they are within SweepResolution of the arc.
func (t *Table) SweepRef(r geom.Rect, p geom.Path, f Filter) Sweep {
	if len(p) == 0 {
		return Sweep{Clear: true, Stop: r.Pose()}
	}
	if len(p) == 1 {
		if hit := t.OverlapsRef(r.At(p[0]), f); len(hit) > 0 {
			return Sweep{Hit: hit[0], Stop: p[0]}
		}
		return Sweep{Clear: true, Stop: p[0]}
	}
	// One scan of the table for the whole path; each leg then filters
	// these by its own box. A start pose that overlaps is found by the
	// first leg at fraction 0.
	legs := p.Legs()
	covers := make([]geom.Polygon, len(legs))
	var box geom.AABB
	for i, l := range legs {
		covers[i] = geom.SweptHull(r, l, 0, 1)
		if b := covers[i].Bounds(); i == 0 {
			box = b
		} else {
			box = box.Union(b)
		}
	}
	var buf [32]solid
	all := t.solidsRef(buf[:0], box, f)
	var legBuf [32]solid
	for i, l := range legs {
		lb := covers[i].Bounds()
		cands := legBuf[:0]
		for _, s := range all {
			if s.box.Overlaps(lb, 0) {
				cands = append(cands, s)
			}
		}
		if len(cands) == 0 {
			continue
		}
		var (
			at  float64
			obs Obstacle
			hit bool
		)
		if math.Abs(l.Turn()) < geom.AngleEps {
			at, obs, hit = slideRef(r, l, cands)
		} else {
			at, obs, hit = turnRef(r, l, cands)
		}
		if hit {
			return Sweep{Hit: obs, Stop: l.At(at), Leg: i}
		}
	}
	return Sweep{Clear: true, Stop: p.End()}
}

// slide finds the first obstacle a translating leg meets, exactly: the
// fraction of the leg at which r touches it.
func slideRef(r geom.Rect, l geom.Leg, cands []solid) (float64, Obstacle, bool) {
	a := r.At(l.From).Polygon()
	d := l.To.Pos.Sub(l.From.Pos)
	best, touch := math.Inf(1), 0.0
	var obs Obstacle
	for _, s := range cands {
		if enter, at, ok := impactRef(a, s.poly, d, OverlapSlack); ok && enter < best {
			best, touch, obs = enter, at, s.obs
		}
	}
	if math.IsInf(best, 1) {
		return 0, Obstacle{}, false
	}
	return touch, obs, true
}

// impact is the time of impact of convex a moving by s·d (s in [0,1])
// against convex b, by the separating axis theorem: enter is the least s at
// which they overlap deeper than slack, touch the s at which the axis that
// decides it starts to overlap at all (≤ enter), where a merely touches b.
func impactRef(a, b geom.Polygon, d geom.Vec, slack float64) (enter, touch float64, ok bool) {
	lo, hi := math.Inf(-1), math.Inf(1)
	touch = math.Inf(-1)
	for _, poly := range [2]geom.Polygon{a, b} {
		for i := range poly {
			n := poly.Edge(i).Dir().Perp().Unit()
			if n == (geom.Vec{}) {
				continue
			}
			amin, amax := projectRef(a, n)
			bmin, bmax := projectRef(b, n)
			if amax-amin <= slack || bmax-bmin <= slack {
				return 0, 0, false // too thin along n ever to overlap that deep
			}
			v := d.Dot(n)
			// overlap(s) > slack ⇔ amax + s·v > bmin + slack and amin + s·v < bmax − slack.
			e1, e2 := bmin+slack-amax, bmax-slack-amin // bounds on s·v
			if math.Abs(v) < parallelEps {
				if e1 >= 0 || e2 <= 0 {
					return 0, 0, false
				}
				continue
			}
			s1, s2 := e1/v, e2/v
			if v < 0 {
				s1, s2 = s2, s1
			}
			if s1 > lo {
				lo = s1
				touch = s1 - slack/math.Abs(v)
			}
			hi = math.Min(hi, s2)
		}
	}
	if lo >= hi || hi <= 0 || lo >= 1 {
		return 0, 0, false
	}
	return math.Max(lo, 0), math.Max(touch, 0), true
}

func projectRef(p geom.Polygon, n geom.Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, v := range p {
		x := v.Dot(n)
		lo, hi = min(lo, x), max(hi, x)
	}
	return lo, hi
}

// turn finds the first obstacle a rotating leg meets: the leg is split
// into pieces of at most a quarter turn; a piece whose hull hits something
// is halved, depth first, until its corners travel less than
// SweepResolution, so false alarms of the coarse hulls are dismissed and
// the first real contact is found.
func turnRef(r geom.Rect, l geom.Leg, cands []solid) (float64, Obstacle, bool) {
	rho := r.Radius()
	if c, ok := l.Pivot(); ok {
		rho += c.Dist(l.From.Pos)
	}
	travel := math.Abs(l.Turn()) * rho // corner travel over the whole leg, at most
	if _, ok := l.Pivot(); !ok {
		travel += l.To.Pos.Dist(l.From.Pos)
	}
	n := int(math.Ceil(math.Abs(l.Turn()) / (math.Pi / 2)))
	for i := 0; i < n; i++ {
		t0, t1 := float64(i)/float64(n), float64(i+1)/float64(n)
		if at, obs, ok := firstHitRef(r, l, t0, t1, travel, cands); ok {
			return stepBackRef(r, l, at, travel, cands), obs, true
		}
	}
	return 0, Obstacle{}, false
}

func firstHitRef(r geom.Rect, l geom.Leg, t0, t1, travel float64, cands []solid) (float64, Obstacle, bool) {
	h := geom.SweptHull(r, l, t0, t1) // bisected: seldom asked again, not remembered
	box := h.Bounds()
	var obs Obstacle
	hit := false
	for _, s := range cands {
		if s.box.Overlaps(box, 0) && deeperRef(h, s.poly, OverlapSlack) {
			obs, hit = s.obs, true
			break
		}
	}
	if !hit {
		return 0, Obstacle{}, false
	}
	if (t1-t0)*travel <= SweepResolution {
		return t0, obs, true
	}
	m := (t0 + t1) / 2
	if at, o, ok := firstHitRef(r, l, t0, m, travel, cands); ok {
		return at, o, true
	}
	return firstHitRef(r, l, m, t1, travel, cands)
}

// stepBack returns at, or an earlier fraction if the rectangle there still
// overlaps a candidate (the hulls bound the sweep, not each pose, so this
// guards the promise that Stop never overlaps).
func stepBackRef(r geom.Rect, l geom.Leg, at, travel float64, cands []solid) float64 {
	step := SweepResolution / math.Max(travel, geom.Eps)
	for at > 0 {
		p := r.At(l.At(at)).Polygon()
		clear := true
		for _, s := range cands {
			if deeperRef(p, s.poly, OverlapSlack) {
				clear = false
				break
			}
		}
		if clear {
			return at
		}
		at = math.Max(0, at-step)
		step *= 2
	}
	return 0
}

// deeper reports whether geom.Penetration(a, b) > t.
func deeperRef(a, b geom.Polygon, t float64) bool {
	for _, poly := range [2]geom.Polygon{a, b} {
		for i := range poly {
			if o, ok := axisOverlapRef(a, b, poly, i); ok && !(o > t) {
				return false // Penetration, the least o, is at most this one
			}
		}
	}
	return true
}

// separated reports whether geom.Penetration(a, b) < 0: some axis
// parts them.
func separatedRef(a, b geom.Polygon) bool {
	for _, poly := range [2]geom.Polygon{a, b} {
		for i := range poly {
			if o, ok := axisOverlapRef(a, b, poly, i); ok && o < 0 {
				return true
			}
		}
	}
	return false
}

// axisOverlap is Penetration's overlap of a and b along the normal of
// edge i of poly; false for an edge of no length, which Penetration
// skips. A NaN overlap, which Penetration's minimum never takes, is
// reported as ok: both comparisons above are false for it.
func axisOverlapRef(a, b, poly geom.Polygon, i int) (float64, bool) {
	n := poly.Edge(i).Dir().Perp().Unit()
	if n == (geom.Vec{}) {
		return 0, false
	}
	amin, amax := extentRef(a, n)
	bmin, bmax := extentRef(b, n)
	o := min(amax, bmax) - max(amin, bmin)
	if o != o { // NaN: Penetration's `o < depth` never takes it
		return 0, false
	}
	return o, true
}

// extent is geom's project: the extent of p along axis (a NaN never
// taken, unlike sweep.go's project).
func extentRef(p geom.Polygon, axis geom.Vec) (lo, hi float64) {
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

// closestPoints is geom.ClosestPoints(a, b), bit for bit: polygons apart
// (separated) are measured vertex to edge as ClosestPoints measures them,
// without its full Penetration first; any others are ClosestPoints' own.
func closestPointsRef(a, b geom.Polygon) (pa, pb geom.Vec, dist float64) {
	if !separatedRef(a, b) {
		return geom.ClosestPoints(a, b)
	}
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

// solids appends the convex pieces of every blocking obstacle whose bounds
// meet box, bases in table order, then features, then the table edges.
func (t *Table) solidsRef(dst []solid, box geom.AABB, f Filter) []solid {
	if f.NoBases {
		// No base blocks: straight to the terrain.
	} else if ix := t.index(); ix != nil {
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
		dst = t.edgeSolidsRef(dst, box)
	}
	return dst
}

// edgeSolids are four slabs just outside the table, so that the table edge
// is an obstacle like any other.
func (t *Table) edgeSolidsRef(dst []solid, box geom.AABB) []solid {
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

// Overlaps lists the blocking bases and features (and, with f.Edges, the
// table edge) whose interiors r overlaps deeper than OverlapSlack, each
// once, bases in table order first. Round bases never count.
func (t *Table) OverlapsRef(r geom.Rect, f Filter) []Obstacle {
	p := r.Polygon()
	var buf [16]solid
	var out []Obstacle
	for _, s := range t.solidsRef(buf[:0], geom.BoundsOf(p...), f) {
		if (len(out) == 0 || out[len(out)-1] != s.obs) && deeperRef(p, s.poly, OverlapSlack) {
			out = append(out, s.obs)
		}
	}
	return out
}
