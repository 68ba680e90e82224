package table

import (
	"cmp"
	"math"
	"slices"

	"plateau/rules/geom"
)

// SightStep is the spacing (cm) of the points LineOfSight tries on the
// viewing edge and on the target's outline. A quarter of a centimetre is
// finer than any gap a sight line could pass through between 2 cm deep
// bases and keeps the search to a few hundred segments.
const SightStep = 0.25

// Sight says what blocks a line of sight.
type Sight struct {
	// SkipBase reports bases that do not block sight; round bases never
	// do (wme.md §12 G3 "excluding commanders").
	SkipBase func(b *Base) bool
	// Blocks reports features no sight line may enter (nil: none). A
	// linear feature of no width (a crest line) blocks a line crossing it.
	Blocks func(f *Feature) bool
	// Limits reports closed terrain: features a sight line may cross for
	// at most Allowance cm in all (nil: none; wme.md §12 G4, 2 cm).
	Limits    func(f *Feature) bool
	Allowance float64
}

// SightLine reports whether the segment from p to q is clear (wme.md §12
// G3): it enters no blocking base's interior deeper than OverlapSlack (a
// line grazing an edge or a corner is not blocked), no feature s.Blocks
// reports, and runs inside features s.Limits reports for at most
// s.Allowance cm in all.
func (t *Table) SightLine(p, q geom.Vec, s Sight) bool {
	seg := geom.Segment{A: p, B: q}
	var buf [16]solid
	bases := t.solids(buf[:0], geom.BoundsOf(p, q), Filter{SkipBase: s.SkipBase})
	return t.clearSeg(seg, bases, s, nil)
}

// clearSeg tests one sight segment against prepared bases; skip excludes
// base shapes (the viewer and the target).
func (t *Table) clearSeg(seg geom.Segment, bases []solid, s Sight, skip func(solid) bool) bool {
	sb := geom.BoundsOf(seg.A, seg.B)
	for _, b := range bases {
		if !b.box.Overlaps(sb, 0) || (skip != nil && skip(b)) {
			continue
		}
		if t0, t1, ok := seg.ClipParams(b.poly, OverlapSlack); ok && t1 > t0 {
			return false
		}
	}
	if s.Blocks == nil && s.Limits == nil {
		return true
	}
	var limited float64
	for i, g := range t.terrain() {
		f := &t.Features[i]
		if !g.box.Overlaps(sb, 0) {
			continue
		}
		blocks := s.Blocks != nil && s.Blocks(f)
		limits := !blocks && s.Limits != nil && s.Limits(f)
		if !blocks && !limits {
			continue
		}
		if f.Linear() && len(g.pieces) == 0 {
			if blocks && polylinesCross([]geom.Vec{seg.A, seg.B}, f.Line) {
				return false
			}
			continue
		}
		l := lengthInside([]geom.Vec{seg.A, seg.B}, g.pieces, g.boxes, 0)
		if blocks && l > geom.Eps {
			return false
		}
		if limits {
			limited += l
			if limited > s.Allowance+geom.Eps {
				return false
			}
		}
	}
	return true
}

// LineOfSight looks for a clear sight line (see SightLine) from a point of
// edge e of viewer, excluding the edge's endpoints, to a point of target,
// running into the open half-plane beyond the edge (so it never enters the
// viewer) (wme.md §12 G4, G9). Points are tried SightStep apart along the
// edge and along target's outline, shortest line first; the first clear
// one is returned. Bases whose shape equals viewer or target are not
// obstacles (so the caller need not skip them). Distance limits (G4's
// 60 cm) are the caller's: compare Closest.
func (t *Table) LineOfSight(viewer geom.Rect, e geom.Edge, target geom.Rect, s Sight) (geom.Segment, bool) {
	edge := viewer.Edge(e)
	n := viewer.Outward(e)
	k := max(2, int(math.Ceil(edge.Len()/SightStep)))
	from := make([]geom.Vec, 0, k-1)
	for i := 1; i < k; i++ {
		from = append(from, edge.At(float64(i)/float64(k)))
	}
	var to []geom.Vec
	for j := geom.Front; j <= geom.Left; j++ {
		te := target.Edge(j)
		m := max(1, int(math.Ceil(te.Len()/SightStep)))
		for i := 0; i < m; i++ {
			to = append(to, te.At(float64(i)/float64(m)))
		}
	}
	type cand struct {
		seg geom.Segment
		l2  float64
		n   int // the order built, which breaks ties
	}
	cands := make([]cand, 0, len(to)*len(from))
	line := edge.A.Dot(n)
	for _, q := range to {
		if q.Dot(n)-line <= geom.Eps {
			continue // behind or on the edge line
		}
		for _, p := range from {
			cands = append(cands, cand{geom.Segment{A: p, B: q}, p.Sub(q).Len2(), len(cands)})
		}
	}
	if len(cands) == 0 {
		return geom.Segment{}, false
	}
	box := viewer.Bounds().Union(target.Bounds())
	var buf [32]solid
	bases := t.solids(buf[:0], box, Filter{SkipBase: s.SkipBase})
	vp, tp := viewer.Polygon(), target.Polygon()
	skip := func(b solid) bool { return samePoly(b.poly, vp) || samePoly(b.poly, tp) }
	// The shortest line (the first built among equals) is most often
	// clear: the rest is sorted only when it is not.
	first := 0
	for i := range cands {
		if cands[i].l2 < cands[first].l2 {
			first = i
		}
	}
	if t.clearSeg(cands[first].seg, bases, s, skip) {
		return cands[first].seg, true
	}
	slices.SortFunc(cands, func(a, b cand) int { return cmp.Or(cmp.Compare(a.l2, b.l2), cmp.Compare(a.n, b.n)) })
	for _, c := range cands[1:] { // cands[0] is the first, tried
		if t.clearSeg(c.seg, bases, s, skip) {
			return c.seg, true
		}
	}
	return geom.Segment{}, false
}

func samePoly(a, b geom.Polygon) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !a[i].Near(b[i]) {
			return false
		}
	}
	return true
}
