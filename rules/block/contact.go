package block

import (
	"math"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// ContactTolerance is the separation (cm) at or below which two figure
// bases touch: table.ContactTolerance, half a millimetre, bep G4's "ε (e.g.
// 0.5 mm)". Two figures touch when the distance between their bases is at
// most this (table.Closest's distance, 0 when they overlap): edge to edge,
// partly, corner to edge and corner to corner alike, since "a figure in
// contact even by the corner of its base also fights" (bep §7.4 step 5,
// §9.1 step 1, [L175-178], [L1017-1021]).
const ContactTolerance = table.ContactTolerance

// searchSlack (cm) widens every search of candidate slots beyond the
// tolerance, so that rounding in changing frames never loses a pair that
// the exact test, made in table coordinates, accepts. It only costs a
// test; it never makes a contact.
const searchSlack = geom.Eps

// obb is a figure base (or any rectangle) ready for the contact test: its
// centre, its right and forward unit vectors and its half width and half
// depth. A block's figures share its axes.
type obb struct {
	c, u, v geom.Vec
	hu, hv  float64
}

func (b *Block) obb(r, f int) obb {
	return obb{c: b.centreRF(r, f), u: b.right, v: b.fwd, hu: b.fig.Width / 2, hv: b.fig.Depth / 2}
}

func (b *Block) outlineOBB() obb {
	return obb{c: b.pose.Pos, u: b.right, v: b.fwd, hu: b.hw, hv: b.hd}
}

func rectOBB(r geom.Rect) obb {
	f := r.Forward()
	return obb{c: r.Center, u: f.Perp(), v: f, hu: r.Width / 2, hv: r.Depth / 2}
}

// reach is o's half extent along the unit axis n.
func (o *obb) reach(n geom.Vec) float64 {
	return o.hu*math.Abs(o.u.Dot(n)) + o.hv*math.Abs(o.v.Dot(n))
}

// gap is the largest separation of a and b along the normals of their
// edges (the separating axis theorem): ≤ 0 when they overlap or touch, and
// otherwise a lower bound of their distance, equal to it unless their
// nearest parts are corners. It is symmetric, bit for bit: gap(a, b) ==
// gap(b, a).
func gap(a, b *obb) float64 { return gapWith(a, b, reachesOf(a, b)) }

// reaches are the half extents of two rectangles along each other's
// axes: the same for every pair of figures of two blocks, whose figures
// share their block's axes and size.
type reaches struct{ bau, bav, abu, abv float64 }

func reachesOf(a, b *obb) reaches {
	return reaches{b.reach(a.u), b.reach(a.v), a.reach(b.u), a.reach(b.v)}
}

// gapWith is gap with the reaches of a and b given.
func gapWith(a, b *obb, r reaches) float64 {
	d := b.c.Sub(a.c)
	// Each sum is written so that swapping a and b swaps its terms only
	// (addition commutes exactly; subtracting twice would not), and
	// negating d does not change |d·n|.
	g := math.Abs(d.Dot(a.u)) - (a.hu + r.bau)
	g = max(g, math.Abs(d.Dot(a.v))-(a.hv+r.bav))
	g = max(g, math.Abs(d.Dot(b.u))-(r.abu+b.hu))
	return max(g, math.Abs(d.Dot(b.v))-(r.abv+b.hv))
}

// dist2 is the squared distance from p to o (0 inside).
func (o *obb) dist2(p geom.Vec) float64 {
	d := p.Sub(o.c)
	x := max(math.Abs(d.Dot(o.u))-o.hu, 0)
	y := max(math.Abs(d.Dot(o.v))-o.hv, 0)
	return x*x + y*y
}

// cornerWithin reports whether a corner of a lies within tol of b.
func cornerWithin(a, b *obb, tol2 float64) bool {
	su, sv := a.u.Scale(a.hu), a.v.Scale(a.hv)
	p, q := a.c.Add(sv), a.c.Sub(sv)
	return b.dist2(p.Sub(su)) <= tol2 || b.dist2(p.Add(su)) <= tol2 ||
		b.dist2(q.Add(su)) <= tol2 || b.dist2(q.Sub(su)) <= tol2
}

// within reports whether the distance between a and b is at most tol: no
// separating axis (they overlap or touch), or a separation within tol and a
// corner of one within tol of the other (two disjoint rectangles are
// nearest at a corner of one of them). Symmetric, bit for bit.
func within(a, b *obb, tol float64) bool { return withinWith(a, b, tol, reachesOf(a, b)) }

// withinWith is within with the reaches of a and b given.
func withinWith(a, b *obb, tol float64, r reaches) bool {
	g := gapWith(a, b, r)
	if g <= 0 {
		return true
	}
	if !(g <= tol) {
		return false
	}
	t2 := tol * tol
	return cornerWithin(a, b, t2) || cornerWithin(b, a, t2)
}

// span is the cells [lo, hi] among n cells of width w, cell i covering
// [i·w, (i+1)·w], that the interval [x0, x1] meets; ok is false for none
// (and for NaN bounds).
func span(x0, x1, w float64, n int) (lo, hi int, ok bool) {
	a, c := x0/w, x1/w
	if !(a < float64(n)) || !(c >= 0) || !(a <= c) {
		return 0, 0, false
	}
	lo, hi = 0, n-1
	if a > 0 {
		lo = int(a)
	}
	if c < float64(n-1) {
		hi = int(c)
	}
	return lo, hi, true
}

// slotBox is the files and ranks of b whose slots meet the box [x0, x1] ×
// [y0, y1] of b's frame (geom.Rect.Local).
func (b *Block) slotBox(x0, x1, y0, y1 float64) (f0, f1, r0, r1 int, ok bool) {
	f0, f1, ok = span(x0+b.hw, x1+b.hw, b.fig.Width, b.layout.files)
	if !ok {
		return
	}
	r0, r1, ok = span(b.hd-y1, b.hd-y0, b.fig.Depth, b.layout.ranks)
	return
}

// toLocal is p in b's frame.
func (b *Block) toLocal(p geom.Vec) (x, y float64) {
	d := p.Sub(b.pose.Pos)
	return d.Dot(b.right), d.Dot(b.fwd)
}

// boxOf is the box, in b's frame, holding o grown by m.
func (b *Block) boxOf(o *obb, m float64) (x0, x1, y0, y1 float64) {
	x, y := b.toLocal(o.c)
	ex, ey := o.reach(b.right)+m, o.reach(b.fwd)+m
	return x - ex, x + ex, y - ey, y + ey
}

// touching calls fn(s) for every occupied slot s of b whose figure is
// within tol of o, in slot order; fn returns false to stop.
func (b *Block) touching(o *obb, tol float64, fn func(s int) bool) {
	f0, f1, r0, r1, ok := b.slotBox(b.boxOf(o, tol+searchSlack))
	if !ok {
		return
	}
	files := b.layout.files
	proto := b.obb(r0, f0)
	re := reachesOf(&proto, o) // every figure of b has proto's axes and size
	for r := r0; r <= r1; r++ {
		for f := f0; f <= f1; f++ {
			s := r*files + f
			if !b.layout.occ.has(s) {
				continue
			}
			if fo := b.obb(r, f); withinWith(&fo, o, tol, re) && !fn(s) {
				return
			}
		}
	}
}

// visit is what a contacts callback wants next.
type visit int

const (
	more  visit = iota // the next pair
	nextA              // a's next figure
	stop               // nothing more
)

// contacts calls fn(sa, sb) for every pair of touching figures of a and b,
// a's slots in slot order and, for each, b's in slot order, until fn
// says otherwise.
func contacts(a, b *Block, tol float64, fn func(sa, sb int) visit) {
	ao, bo := a.outlineOBB(), b.outlineOBB()
	if !within(&ao, &bo, tol+searchSlack) {
		return
	}
	f0, f1, r0, r1, ok := a.slotBox(a.boxOf(&bo, tol+searchSlack))
	if !ok {
		return
	}
	files := a.layout.files
	for r := r0; r <= r1; r++ {
		for f := f0; f <= f1; f++ {
			sa := r*files + f
			if !a.layout.occ.has(sa) {
				continue
			}
			fa := a.obb(r, f)
			if !(gap(&fa, &bo) <= tol+searchSlack) {
				continue // far from b's outline: from all of b's figures
			}
			done := false
			b.touching(&fa, tol, func(sb int) bool {
				switch fn(sa, sb) {
				case nextA:
					return false
				case stop:
					done = true
					return false
				}
				return true
			})
			if done {
				return
			}
		}
	}
}

// Pair is a figure of each of two blocks whose bases touch: slot A of the
// first block and slot B of the second.
type Pair struct{ A, B int }

// AppendContacts appends to dst every pair of touching figures of a and b
// (within ContactTolerance), ordered by a's slot then b's. AppendContacts(
// nil, b, a) holds the same pairs, each reversed.
func AppendContacts(dst []Pair, a, b Block) []Pair {
	contacts(&a, &b, ContactTolerance, func(sa, sb int) visit {
		dst = append(dst, Pair{sa, sb})
		return more
	})
	return dst
}

// ContactCounts is, for every slot of a (indexed by slot, 0 for empty
// slots), the number of b's figures its figure touches: in melee, a's
// figures with a count above zero roll (bep §9.1 step 1, [L173-178]). It
// reuses counts's storage.
func ContactCounts(counts []int, a, b Block) []int {
	n := a.layout.Slots()
	if cap(counts) < n {
		counts = make([]int, n)
	}
	counts = counts[:n]
	clear(counts)
	contacts(&a, &b, ContactTolerance, func(sa, _ int) visit { counts[sa]++; return more })
	return counts
}

// Engaged is the number of a's figures touching at least one of b's (the
// dice of a melee, bep §9.1 step 1).
func Engaged(a, b Block) int {
	n := 0
	contacts(&a, &b, ContactTolerance, func(int, int) visit { n++; return nextA })
	return n
}

// AppendEngaged appends to dst the slots of a's figures touching at least
// one of b's, in slot order.
func AppendEngaged(dst []int, a, b Block) []int {
	contacts(&a, &b, ContactTolerance, func(sa, _ int) visit { dst = append(dst, sa); return nextA })
	return dst
}

// AppendTouching appends to dst the slots of b's figures that touch r (a
// skirmisher's or an officer's base, any rectangle), in slot order.
func (b Block) AppendTouching(dst []int, r geom.Rect) []int {
	o := rectOBB(r)
	bo := b.outlineOBB()
	if !within(&bo, &o, ContactTolerance+searchSlack) {
		return dst
	}
	b.touching(&o, ContactTolerance, func(s int) bool { dst = append(dst, s); return true })
	return dst
}

// Touches reports whether some figure of b touches r.
func (b Block) Touches(r geom.Rect) bool {
	o := rectOBB(r)
	bo := b.outlineOBB()
	if !within(&bo, &o, ContactTolerance+searchSlack) {
		return false
	}
	hit := false
	b.touching(&o, ContactTolerance, func(int) bool { hit = true; return false })
	return hit
}

// InContact reports whether some figure of a touches some figure of b (bep
// §7.4 step 4: a charge must bring at least one figure of each side into
// base-to-base contact, [L1008-1010]).
func InContact(a, b Block) bool {
	hit := false
	contacts(&a, &b, ContactTolerance, func(int, int) visit { hit = true; return stop })
	return hit
}
