package table

import "sync/atomic"

// Every query of a table of indexMin bases or more checks that its
// spatial index still matches the bases, shape by shape (baseIndex.matches),
// and every query of its terrain that the features' shapes still match:
// O(n) a query, which at 1600 bases cost more than the query itself, and a
// ruleset's check of one drag frame makes dozens of queries of one table
// it does not change (issue 10: ~40 % of a WME drag frame). A hold makes
// that check once for a stretch of queries instead: Hold checks (or
// builds) the index and vouches for it until Release, which checks again
// and says whether the bases changed meanwhile, so that the holder can
// throw away what it computed and compute it again unheld (Held does it).
//
// A hold vouches for one slice: its backing array and its length, as the
// caches key it (cache.go). A clone, a slice appended to beyond its
// capacity or re-sliced to another length is another slice, checked on
// every query as before; only the bases of the held slice edited in place
// could be missed, and they are exactly what Release checks. Holds are
// few and short (one ruleset check, on the goroutine that runs it), so
// they live in a handful of slots, looked up without a lock.

// holdSlots is how many slices may be held at once; a Hold finding every
// slot taken holds nothing (its queries check the index as usual).
const holdSlots = 8

// held is one hold: the bases slice's key and length and the index
// checked against it when the hold began (ix nil: the bases are not
// held), and the features slice's with their shapes (terrain nil: not
// held). It keeps the slices themselves, so that their arrays cannot be
// freed and others made at their addresses while the hold lasts (the
// holder may drop them, assigning the table new ones).
type held struct {
	key uintptr
	n   int
	ix  *baseIndex
	bs  []Base

	fkey    *Feature
	terrain []*featureShape
	fs      []Feature
}

var (
	holds     [holdSlots]atomic.Pointer[held]
	holdCount atomic.Int32 // slots in use: 0 (the usual case) skips the look-up
)

// heldFor is the hold on the bases slice keyed key of length n, or nil.
func heldFor(key uintptr, n int) *held {
	if holdCount.Load() == 0 {
		return nil
	}
	for k := range holds {
		if h := holds[k].Load(); h != nil && h.ix != nil && h.key == key && h.n == n {
			return h
		}
	}
	return nil
}

// heldTerrainFor is the hold on the features slice fs, or nil.
func heldTerrainFor(fs []Feature) *held {
	if holdCount.Load() == 0 {
		return nil
	}
	for k := range holds {
		if h := holds[k].Load(); h != nil && h.terrain != nil && h.fkey == &fs[0] && len(h.terrain) == len(fs) {
			return h
		}
	}
	return nil
}

// terrainMatches reports whether ss are still the shapes of fs.
func terrainMatches(ss []*featureShape, fs []Feature) bool {
	if len(ss) != len(fs) {
		return false
	}
	for i := range ss {
		if !ss[i].matches(&fs[i]) {
			return false
		}
	}
	return true
}

// auditing and stale are AuditHolds's switch and count.
var (
	auditing atomic.Bool
	stale    atomic.Int64
)

// AuditHolds is for tests: on, every query of a held table checks the
// index as an unheld query does, and counts the queries whose held index
// no longer matched the bases (a holder that broke its promise, editing
// them in place, even if it put them back before Release). It returns
// the count since the audit was last turned on and resets it. The
// answers are the same whether or not the audit is on; only the cost
// differs.
func AuditHolds(on bool) (staleQueries int) {
	n := stale.Swap(0)
	auditing.Store(on)
	return int(n)
}

// audit counts a query of the held slice bs that h's index no longer
// matches.
func (h *held) audit(bs []Base) {
	if !h.ix.matches(bs) {
		stale.Add(1)
	}
}

// auditTerrain counts a query of the held features fs whose shapes h's
// no longer are.
func (h *held) auditTerrain(fs []Feature) {
	if !terrainMatches(h.terrain, fs) {
		stale.Add(1)
	}
}

// Hold is a hold on a table's bases and terrain: until Release, the
// queries of the table (Overlaps, Sweep, Gaps, Near, Contacts, ...) trust
// its spatial index without checking it against every base, and the
// shapes of its features without checking them against every feature.
// The holder promises not to edit the held bases and features in place
// until it releases them (the bases' shapes and the features' geometry,
// that is: ids, units, sides and kinds are read at each query, as
// always). The zero Hold holds nothing.
type Hold struct {
	t    *Table
	h    *held
	slot int
}

// Hold checks t's spatial index against its bases (building it if need
// be) and its features' shapes, and holds them until Release. A table too
// small for an index holds its terrain only; bases or features already
// held (by an enclosing check, say) are not held again; when nothing is
// left to hold, or every slot is taken, Hold gives a Hold that holds
// nothing, whose Release reports true: the queries then check as usual.
func (t *Table) Hold() Hold {
	h := &held{}
	if ix := t.index(); ix != nil {
		if key, n := addrOf(t.Bases), len(t.Bases); heldFor(key, n) == nil { // else the enclosing hold vouches for them, and checks them
			h.key, h.n, h.ix, h.bs = key, n, ix, t.Bases
		}
	}
	if len(t.Features) > 0 && heldTerrainFor(t.Features) == nil {
		h.fkey, h.terrain, h.fs = &t.Features[0], t.terrain(), t.Features
	}
	if h.ix == nil && h.terrain == nil {
		return Hold{}
	}
	for k := range holds {
		if holds[k].CompareAndSwap(nil, h) {
			holdCount.Add(1)
			return Hold{t: t, h: h, slot: k}
		}
	}
	return Hold{}
}

// Release ends the hold and reports whether the held bases and features
// are still those the hold began with, shape for shape: when they are not
// (they were edited in place while held), answers the table gave
// meanwhile may be stale, and whatever was computed from them should be
// computed again.
// Releasing a Hold twice, or the zero Hold, does nothing and reports true.
func (h *Hold) Release() bool {
	if h.h == nil {
		return true
	}
	hh, t := h.h, h.t
	h.h, h.t = nil, nil
	if holds[h.slot].CompareAndSwap(hh, nil) {
		holdCount.Add(-1)
	}
	if hh.ix != nil && !(addrOf(t.Bases) == hh.key && len(t.Bases) == hh.n && hh.ix.matches(t.Bases)) {
		return false
	}
	if hh.terrain != nil && !(len(t.Features) > 0 && &t.Features[0] == hh.fkey && terrainMatches(hh.terrain, t.Features)) {
		return false
	}
	return true
}

// Held is f's answer computed with t held (Hold): its queries of t check
// t's spatial index and terrain once instead of once each. Should f edit
// t's bases or features in place after all, breaking the promise, its
// answer is thrown away and f is run again unheld, on the table as it
// left it: no answer built on a stale index is ever returned. f must not keep the hold's table for
// later: it is held only while f runs.
//
// Should f panic, the hold is released all the same (a hold left on would
// trust the index of those bases ever after).
func Held[T any](t *Table, f func() T) T {
	h := t.Hold()
	defer h.Release() // a no-op once released below
	v := f()
	if !h.Release() {
		return f()
	}
	return v
}
