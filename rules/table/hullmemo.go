package table

import (
	"math"
	"sync/atomic"

	"plateau/rules/geom"
)

// A drag frame asks for the hull swept by each base along each leg of its
// path several times: Sweep covers the legs, Gaps covers them again, and
// a ruleset's check asks both, frame after frame while the pointer rests
// (issue 10: a sixth of a frame went to geom.SweptHull). sweptHull is
// geom.SweptHull through a small memo of the latest hulls: the function
// is pure, so a hull found there is the one it would compute, bit for
// bit, keyed by the bits of its arguments. The hulls it hands out are
// shared: callers read them and never change them (Offset, ClipConvex and
// the like make new polygons).

// hullSlots is the number of hulls remembered (a power of two).
const hullSlots = 64

type hullKey [13]uint64

type hullEntry struct {
	key  hullKey
	hull geom.Polygon
}

var hullMemo [hullSlots]atomic.Pointer[hullEntry]

func keyOfHull(r geom.Rect, l geom.Leg, t0, t1 float64) hullKey {
	b := math.Float64bits
	return hullKey{b(r.Center.X), b(r.Center.Y), b(r.Facing), b(r.Width), b(r.Depth),
		b(l.From.Pos.X), b(l.From.Pos.Y), b(l.From.Facing), b(l.To.Pos.X), b(l.To.Pos.Y), b(l.To.Facing), b(t0), b(t1)}
}

// fmix is MurmurHash3's finaliser: every bit of x moves every bit of the
// result (floats that differ only in their sign or exponent must not
// crowd one slot).
func fmix(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	x ^= x >> 33
	return x
}

// sweptHull is geom.SweptHull(r, l, t0, t1), remembered.
func sweptHull(r geom.Rect, l geom.Leg, t0, t1 float64) geom.Polygon {
	k := keyOfHull(r, l, t0, t1)
	h := uint64(14695981039346656037)
	for _, w := range k {
		h = (h ^ fmix(w)) * 1099511628211
	}
	slot := &hullMemo[fmix(h)&(hullSlots-1)]
	if e := slot.Load(); e != nil && e.key == k {
		return e.hull
	}
	p := geom.SweptHull(r, l, t0, t1)
	slot.Store(&hullEntry{key: k, hull: p})
	return p
}
