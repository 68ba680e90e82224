package table

import (
	"math"
	"sync/atomic"
	"unsafe"

	"plateau/rules/geom"
)

// What Gaps measures of a pair of obstacle pieces (their closest points,
// the band of their shortest joining segments and its middle one) depends
// on the two pieces alone, not on the move: while a base is dragged, frame
// after frame measures the same pairs of neighbours around it, and among
// 1600 bases those measures were most of a frame (issue 10: closestPoints
// half of Gaps, nearestBand a sixth). So each grid (baseIndex, one per
// layout of the bases) keeps a memo of them, as the grid keeps each base's
// outline: a direct-mapped table found by the pieces' addresses, each
// entry holding a copy of the two pieces it was measured from and
// answering only for pieces equal to them bit for bit. What it gives is
// then what measuring would give (the functions are pure): it only saves
// work, never decides an answer, whatever is edited in place. Entries are
// immutable once published except their band, set once atomically, so
// concurrent queries share it without a lock; a lost race loses an entry.

// pairSlotsPerBase sizes a grid's memo: room for about every pair of
// neighbours of a crowded table (1600 bases covering 30 % of the table
// have about ten each within a base length), so that a drag anywhere
// finds its pairs again.
const pairSlotsPerBase = 8

// pairMemo is a grid's memo of piece pairs; nil measures every time.
type pairMemo struct {
	slots []atomic.Pointer[pairEntry]
}

// pairMax is the most vertices a piece may have to be remembered (bases
// have 4, terrain pieces seldom more than 6): an entry holds copies of
// its two pieces in place, so that checking it reads one block of memory.
const pairMax = 6

// pairEntry is closestPoints(a, b), and, once asked, the band and the
// middle segment Gaps derives from it.
type pairEntry struct {
	na, nb int // the pieces measured: v[:na] and v[na:na+nb]
	pa, pb geom.Vec
	d      float64
	band   atomic.Pointer[pairBand]
	v      [2 * pairMax]geom.Vec
}

// holds reports whether e was measured from a and b.
func (e *pairEntry) holds(a, b geom.Polygon) bool {
	return e.na == len(a) && e.nb == len(b) && sameBitsPoly(e.v[:e.na], a) && sameBitsPoly(e.v[e.na:e.na+e.nb], b)
}

type pairBand struct {
	band geom.Polygon
	mid  geom.Segment
}

func newPairMemo(bases int) *pairMemo {
	n := 1
	for n < pairSlotsPerBase*bases {
		n *= 2
	}
	return &pairMemo{slots: make([]atomic.Pointer[pairEntry], n)}
}

// closest is closestPoints(a, b), remembered: the entry that holds it (nil
// for a nil memo, or for a piece of no vertex or more than pairMax).
func (m *pairMemo) closest(a, b geom.Polygon) (pa, pb geom.Vec, d float64, e *pairEntry) {
	if m == nil || len(a) == 0 || len(b) == 0 || len(a) > pairMax || len(b) > pairMax {
		pa, pb, d = closestPoints(a, b)
		return pa, pb, d, nil
	}
	slot := &m.slots[pairHash(a, b)&uint64(len(m.slots)-1)]
	if e := slot.Load(); e != nil && e.holds(a, b) {
		return e.pa, e.pb, e.d, e
	}
	pa, pb, d = closestPoints(a, b)
	e = &pairEntry{na: len(a), nb: len(b), pa: pa, pb: pb, d: d}
	copy(e.v[:], a)
	copy(e.v[len(a):], b)
	slot.Store(e)
	return pa, pb, d, e
}

// bandOf is nearestBand(a, b, d) and middle(band, pa, pb, d) for a pair
// closest measured (e, nil if it was not remembered) as pa, pb, d.
func bandOf(e *pairEntry, a, b geom.Polygon, pa, pb geom.Vec, d float64) (geom.Polygon, geom.Segment) {
	if e != nil {
		if w := e.band.Load(); w != nil {
			return w.band, w.mid
		}
	}
	band := nearestBand(a, b, d)
	mid := middle(band, pa, pb, d)
	if e != nil {
		e.band.Store(&pairBand{band, mid})
	}
	return band, mid
}

// pairHash spreads the two pieces' addresses and lengths over the slots
// (fmix: arrays are aligned, so their low bits alone would crowd a few).
func pairHash(a, b geom.Polygon) uint64 {
	ka := uint64(uintptr(unsafe.Pointer(unsafe.SliceData(a)))) ^ uint64(len(a))
	kb := uint64(uintptr(unsafe.Pointer(unsafe.SliceData(b)))) ^ uint64(len(b))<<1
	return fmix(ka*0x9E3779B97F4A7C15 ^ fmix(kb))
}

// samePoly reports whether p and q are the same vertices, bit for bit.
func sameBitsPoly(p, q geom.Polygon) bool {
	if len(p) != len(q) {
		return false
	}
	for i := range p {
		if math.Float64bits(p[i].X) != math.Float64bits(q[i].X) || math.Float64bits(p[i].Y) != math.Float64bits(q[i].Y) {
			return false
		}
	}
	return true
}
