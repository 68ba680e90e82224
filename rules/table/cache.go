package table

import (
	"sync/atomic"
	"unsafe"
)

// Table and State are plain values: rulesets copy them, append to and
// delete from their slices and assign fields in place, and nothing tells a
// cache that they did. So what is derived from a slice (its id map, its
// base outlines and grid) is kept beside it, in a small cache keyed by the
// address of the slice's first element, and every answer read from the
// cache is checked against the slice itself before it is given: the cache
// only ever saves work, it never decides an answer. A key may outlive its
// array (the address is a number, not a reference, so the cache keeps no
// dead table alive) and come back for another one: the check catches that
// like any other edit.

// cacheSlots is the number of slices a cache remembers (a power of two):
// the shown state, the previews and candidate states of an offer, an undo
// state or two. Memory is bounded by it, whatever the game does.
const cacheSlots = 64

// cached is one slice's derived data. val is never changed once the entry
// is published; misses counts answers the entry failed to give (see
// IDCache.Find) and is the only mutable part, atomically.
type cached[V any] struct {
	key    uintptr
	val    V
	misses atomic.Int32
}

// arrayCache maps slice addresses to derived data without a lock: readers
// load an immutable entry atomically, writers replace it. It is two-way
// set associative, so that two live slices that hash alike do not evict
// each other on every use. A lost race between two writers only loses an
// entry, which the next use rebuilds.
type arrayCache[V any] struct {
	slots [cacheSlots]atomic.Pointer[cached[V]]
}

// addrOf is the key of a slice: the address of its backing array, 0 for
// an empty slice.
func addrOf[T any](s []T) uintptr {
	if len(s) == 0 {
		return 0
	}
	return uintptr(unsafe.Pointer(unsafe.SliceData(s)))
}

// slotOf spreads keys over the sets (Fibonacci hashing: arrays are
// aligned, so the low bits alone would crowd a few sets).
func slotOf(key uintptr) int {
	return int((uint64(key)*0x9E3779B97F4A7C15)>>(64-6)) &^ 1 // 64 slots, pairs (k, k+1)
}

func (c *arrayCache[V]) get(key uintptr) *cached[V] {
	k := slotOf(key)
	if e := c.slots[k].Load(); e != nil && e.key == key {
		return e
	}
	if e := c.slots[k+1].Load(); e != nil && e.key == key {
		return e
	}
	return nil
}

// put publishes val for key and returns its entry. In a full set the
// entry most recently put stays (moved to the second way) and the older
// one goes; a weak entry (a slice's first sighting, not yet worth its
// data) takes only the second way, so that it never evicts the entry most
// recently built.
func (c *arrayCache[V]) put(key uintptr, val V, weak bool) *cached[V] {
	e := &cached[V]{key: key, val: val}
	k := slotOf(key)
	a := c.slots[k].Load()
	switch {
	case a == nil || a.key == key:
	case weak || c.slots[k+1].Load() == nil:
		k++
	default:
		c.slots[k+1].Store(a)
	}
	c.slots[k].Store(e)
	return e
}

// idMin is the length below which a plain scan beats hashing the id.
const idMin = 12

// idRebuild is how many lookups may find their element by a scan, because
// the slice's map is missing or out of date, before the map is rebuilt.
// Building costs about as much as that many scans (a map insert is some
// thirty times a comparison), so a slice that is looked up a few times
// and dropped costs no more than before, and any slice looked up often
// costs O(1) a lookup, whatever was edited.
const idRebuild = 32

// IDCache finds elements of slices by their id in O(1): Table.Base for
// bases and rules.State.Unit for units. It keeps, for the few slices most
// recently used, a map from id to index, and checks every index it finds
// (the element there must have that id), so that a slice edited in place
// in any way (appended to, shortened, reordered, renamed) still gets the
// answer a scan would give: a hit is one map read and one comparison; a
// wrong or missing index falls back to the scan, and repeated fallbacks
// rebuild the map. The zero IDCache is not usable: make one with
// NewIDCache. It is safe for concurrent use.
//
// Ids are unique within a slice (scenarios are checked for it and the
// rulesets never make two): should a slice hold the same id twice, the
// map remembers its first place, so Find still answers as a scan does,
// unless the second copy was written in place (an element renamed or
// overwritten) ahead of the first after the map was built: then Find
// gives the other copy, which has the id asked for all the same.
type IDCache[T any] struct {
	id    func(*T) string
	cache arrayCache[map[string]int32]
}

// NewIDCache is a cache for slices whose elements' ids id reads.
func NewIDCache[T any](id func(*T) string) *IDCache[T] { return &IDCache[T]{id: id} }

// Find is the index in s of the first element whose id is id, or -1.
// An id that is in none of s's elements costs a scan: absence is the one
// answer a map of an editable slice cannot vouch for.
func (c *IDCache[T]) Find(s []T, id string) int {
	if len(s) < idMin {
		return c.scan(s, id)
	}
	key := addrOf(s)
	e := c.cache.get(key)
	if e != nil && e.val != nil {
		if i, ok := e.val[id]; ok && int(i) < len(s) && c.id(&s[i]) == id {
			return int(i)
		}
	}
	i := c.scan(s, id)
	if i < 0 {
		return i // no map would have saved this scan
	}
	switch {
	case e == nil:
		e = c.cache.put(key, nil, true) // start counting; build if it is used
		e.misses.Store(1)
	case e.misses.Add(1) >= idRebuild:
		c.cache.put(key, c.build(s), false)
	}
	return i
}

// Share tells the cache that dst is a copy of src, element for element,
// so that dst starts with src's map instead of building its own. Clones
// call it: a clone is looked up as often as its source. A dst that is
// then edited is checked like any other slice; a dst that is not a copy
// only costs its lookups a scan until its map is rebuilt.
func (c *IDCache[T]) Share(dst, src []T) {
	if len(src) < idMin || len(dst) < idMin {
		return
	}
	if e := c.cache.get(addrOf(src)); e != nil && e.val != nil {
		c.cache.put(addrOf(dst), e.val, false)
	}
}

func (c *IDCache[T]) scan(s []T, id string) int {
	for i := range s {
		if c.id(&s[i]) == id {
			return i
		}
	}
	return -1
}

func (c *IDCache[T]) build(s []T) map[string]int32 {
	m := make(map[string]int32, len(s))
	for i := range s {
		k := c.id(&s[i])
		if _, dup := m[k]; !dup {
			m[k] = int32(i)
		}
	}
	return m
}
