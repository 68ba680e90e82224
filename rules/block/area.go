package block

import (
	"math"

	"plateau/rules/geom"
)

// Area queries: the figures an effect reaches. Each works in the block's
// frame, visits only the slots near the effect (found from the grid, not by
// scanning the block) and allocates nothing beyond dst.

// ReachSlack (cm) is added to every radius and half width an area query
// compares with: a figure exactly at the edge of an effect (a grenade's 3
// pas, bep G13) is reached, whatever the rounding.
const ReachSlack = geom.Eps

// AppendWithin appends to dst the occupied slots whose figure base lies
// within radius of p (the distance from p to the base, 0 inside it, is at
// most radius + ReachSlack), in slot order: the figures a grenade bursting
// at p hits (bep G13: every figure within 3 pas, [L1149-1151]).
func (b Block) AppendWithin(dst []int, p geom.Vec, radius float64) []int {
	b.within(p, radius, func(s int) bool { dst = append(dst, s); return true })
	return dst
}

// CountWithin is the number of figures AppendWithin would append.
func (b Block) CountWithin(p geom.Vec, radius float64) int {
	n := 0
	b.within(p, radius, func(int) bool { n++; return true })
	return n
}

func (b *Block) within(p geom.Vec, radius float64, fn func(s int) bool) {
	rr := radius + ReachSlack
	if !(rr >= 0) {
		return
	}
	x, y := b.toLocal(p)
	f0, f1, r0, r1, ok := b.slotBox(x-rr, x+rr, y-rr, y+rr)
	if !ok {
		return
	}
	hu, hv := b.fig.Width/2, b.fig.Depth/2
	r2 := rr * rr
	files := b.layout.files
	for r := r0; r <= r1; r++ {
		for f := f0; f <= f1; f++ {
			s := r*files + f
			if !b.layout.occ.has(s) {
				continue
			}
			cx, cy := b.localRF(r, f)
			dx := max(math.Abs(x-cx)-hu, 0)
			dy := max(math.Abs(y-cy)-hv, 0)
			if dx*dx+dy*dy <= r2 && !fn(s) {
				return
			}
		}
	}
}

// AppendOnLine appends to dst the occupied slots whose figure base comes
// within width/2 (+ ReachSlack) of the segment s, ordered along s from s.A
// (by the projection of the figure's centre on s, then by slot). A width
// of 0 is the segment itself: the figures it crosses or touches. It is the
// ballista's bolt (bep G12, [L1221-1225]); see AppendOnRay.
func (b Block) AppendOnLine(dst []int, s geom.Segment, width float64) []int {
	h := width/2 + ReachSlack
	if !(h >= 0) {
		return dst
	}
	ax, ay := b.toLocal(s.A)
	bx, by := b.toLocal(s.B)
	dx, dy := bx-ax, by-ay
	start := len(dst)
	hu, hv := b.fig.Width/2, b.fig.Depth/2
	// The ranks the thick segment's y extent meets, visited along the
	// segment's direction so that the figures come nearly in order.
	_, _, r0, r1, ok := b.slotBox(-b.hw, b.hw, min(ay, by)-h, max(ay, by)+h)
	if !ok {
		return dst
	}
	files := b.layout.files
	rs, re, rstep := r0, r1+1, 1
	if dy > 0 { // towards the front: rank numbers fall
		rs, re, rstep = r1, r0-1, -1
	}
	for r := rs; r != re; r += rstep {
		// The part of the segment within h of this rank's band of y.
		ytop := b.hd - float64(r)*b.fig.Depth + h
		ybot := ytop - b.fig.Depth - 2*h
		t0, t1 := 0.0, 1.0
		if math.Abs(dy) > 0 {
			u0, u1 := (ybot-ay)/dy, (ytop-ay)/dy
			if u0 > u1 {
				u0, u1 = u1, u0
			}
			t0, t1 = max(t0, u0), min(t1, u1)
		} else if ay < ybot || ay > ytop {
			continue
		}
		if !(t0 <= t1) {
			continue
		}
		xa, xb := ax+t0*dx, ax+t1*dx
		f0, f1, ok := span(min(xa, xb)-h+b.hw, max(xa, xb)+h+b.hw, b.fig.Width, files)
		if !ok {
			continue
		}
		fs, fe, fstep := f0, f1+1, 1
		if dx < 0 {
			fs, fe, fstep = f1, f0-1, -1
		}
		for f := fs; f != fe; f += fstep {
			sl := r*files + f
			if !b.layout.occ.has(sl) {
				continue
			}
			cx, cy := b.localRF(r, f)
			if segBoxDist2(ax-cx, ay-cy, bx-cx, by-cy, hu, hv) <= h*h {
				dst = append(dst, sl)
			}
		}
	}
	// Insertion sort along the segment: the visit order is nearly sorted.
	key := func(sl int) float64 {
		cx, cy := b.local(sl)
		return (cx-ax)*dx + (cy-ay)*dy
	}
	out := dst[start:]
	for i := 1; i < len(out); i++ {
		v, kv := out[i], key(out[i])
		j := i
		for ; j > 0; j-- {
			kj := key(out[j-1])
			if kj < kv || kj == kv && out[j-1] < v {
				break
			}
			out[j] = out[j-1]
		}
		out[j] = v
	}
	return dst
}

// AppendOnRay is AppendOnLine along the ray from origin in direction dir
// (any non-zero length), as far as it can meet the block: bep G12's bolt
// from the point of impact through the unit to where it leaves it. A zero
// dir is the point origin.
func (b Block) AppendOnRay(dst []int, origin, dir geom.Vec, width float64) []int {
	l := dir.Len()
	if !(l > 0) {
		return b.AppendOnLine(dst, geom.Segment{A: origin, B: origin}, width)
	}
	reach := origin.Dist(b.pose.Pos) + math.Hypot(b.hw, b.hd) + width
	return b.AppendOnLine(dst, geom.Segment{A: origin, B: origin.Add(dir.Scale(reach / l))}, width)
}

// segBoxDist2 is the squared distance from the segment (ax, ay)-(bx, by)
// to the box [−hu, hu] × [−hv, hv].
func segBoxDist2(ax, ay, bx, by, hu, hv float64) float64 {
	// Does the segment meet the box? (Liang–Barsky.)
	dx, dy := bx-ax, by-ay
	t0, t1 := 0.0, 1.0
	meet := true
	for _, c := range [4][2]float64{{-dx, ax + hu}, {dx, hu - ax}, {-dy, ay + hv}, {dy, hv - ay}} {
		p, q := c[0], c[1]
		if p == 0 {
			if q < 0 {
				meet = false
				break
			}
			continue
		}
		t := q / p
		if p < 0 {
			t0 = max(t0, t)
		} else {
			t1 = min(t1, t)
		}
		if t0 > t1 {
			meet = false
			break
		}
	}
	if meet {
		return 0
	}
	// Apart: nearest at an end of the segment or at a corner of the box.
	pb := func(x, y float64) float64 {
		ex, ey := max(math.Abs(x)-hu, 0), max(math.Abs(y)-hv, 0)
		return ex*ex + ey*ey
	}
	d := min(pb(ax, ay), pb(bx, by))
	l2 := dx*dx + dy*dy
	for _, c := range [4][2]float64{{-hu, -hv}, {hu, -hv}, {hu, hv}, {-hu, hv}} {
		t := 0.0
		if l2 > 0 {
			t = max(0, min(1, ((c[0]-ax)*dx+(c[1]-ay)*dy)/l2))
		}
		ex, ey := ax+t*dx-c[0], ay+t*dy-c[1]
		d = min(d, ex*ex+ey*ey)
	}
	return d
}

// Nearest is the occupied slot whose figure base is nearest p, and that
// distance (0 inside it); the lowest slot among equals; false for an empty
// block. The ballista's point of impact is the centre of the target figure
// nearest it (bep G12): b.Centre(s) of Nearest's s.
func (b Block) Nearest(p geom.Vec) (slot int, dist float64, ok bool) {
	x, y := b.toLocal(p)
	hu, hv := b.fig.Width/2, b.fig.Depth/2
	best := math.Inf(1)
	slot = -1
	files := b.layout.files
	for r := range b.layout.ranks {
		for f := range files {
			s := r*files + f
			if !b.layout.occ.has(s) {
				continue
			}
			cx, cy := b.localRF(r, f)
			dx := max(math.Abs(x-cx)-hu, 0)
			dy := max(math.Abs(y-cy)-hv, 0)
			if d := dx*dx + dy*dy; d < best {
				best, slot = d, s
			}
		}
	}
	if slot < 0 {
		return -1, 0, false
	}
	return slot, math.Sqrt(best), true
}

// NearestTo is the occupied slot whose figure base is nearest the
// rectangle r, and that distance (0 when they touch or overlap): bep G2-G3,
// the distance from an officer's base, or a charger's, to the nearest
// figure of a unit. The lowest slot among equals; false for an empty block.
func (b Block) NearestTo(r geom.Rect) (slot int, dist float64, ok bool) {
	o := rectOBB(r)
	best := math.Inf(1)
	slot = -1
	files := b.layout.files
	for r := range b.layout.ranks {
		for f := range files {
			s := r*files + f
			if !b.layout.occ.has(s) {
				continue
			}
			fo := b.obb(r, f)
			if d := dist2(&fo, &o); d < best {
				best, slot = d, s
			}
		}
	}
	if slot < 0 {
		return -1, 0, false
	}
	return slot, math.Sqrt(best), true
}

// dist2 is the squared distance between two rectangles (0 when they
// overlap or touch).
func dist2(a, b *obb) float64 {
	if gap(a, b) <= 0 {
		return 0
	}
	d := math.Inf(1)
	for _, o := range [2][2]*obb{{a, b}, {b, a}} {
		p, q := o[0], o[1]
		su, sv := p.u.Scale(p.hu), p.v.Scale(p.hv)
		f, r := p.c.Add(sv), p.c.Sub(sv)
		d = min(d, q.dist2(f.Sub(su)), q.dist2(f.Add(su)), q.dist2(r.Add(su)), q.dist2(r.Sub(su)))
	}
	return d
}
