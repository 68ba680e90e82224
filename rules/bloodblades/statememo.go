package bloodblades

import (
	"encoding/binary"
	"hash/maphash"
	"math"
	"sync"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The memos of the searches a check repeats on the same state: the ZoC
// searches (zocmemo.go) and what a group's bases are (formationmemo.go).

// stateMemo is a memo of one search's answers, keyed by the state they
// were asked on (stateKey). Past memoSize answers it starts afresh.
type stateMemo[V any] struct {
	mu sync.Mutex
	m  map[memoKey]V
}

const memoSize = 256

// memoKey is a question: bases (one base's ID, or a group's in order,
// comma-separated) on a state, and for a ZoC search whether the enemy
// must zoc them.
type memoKey struct {
	state  uint64
	bases  string
	zoccer bool
}

// get is the answer to k, computing it with search the first time.
func (m *stateMemo[V]) get(k memoKey, search func() V) V {
	m.mu.Lock()
	v, done := m.m[k]
	m.mu.Unlock()
	if done {
		return v
	}
	v = search()
	m.mu.Lock()
	if m.m == nil || len(m.m) >= memoSize {
		m.m = map[memoKey]V{}
	}
	m.m[k] = v
	m.mu.Unlock()
	return v
}

// keyedState is a state and its memo key, hashed the first time a memo
// asks and then kept: a check of a group move asks several memos about
// its state (whether the bases are a pack or a group, what formation,
// sub-group and distance they are, the ZoC searches), and hashing a large
// battle costs more than the rest of a drag frame. It lives as long as
// one check or one pricing of an order, during which the state does not
// change; nothing keeps it beyond (a state is a plain value, edited in
// place once the check is done).
type keyedState struct {
	s     *rules.State
	key   uint64
	keyed bool
}

// stateKey is stateKey(k.s), computed once.
func (k *keyedState) stateKey() uint64 {
	if !k.keyed {
		k.key, k.keyed = stateKey(k.s), true
	}
	return k.key
}

// stateKey is a hash of the whole state s (TestStateKeyCoversTheState
// checks that every field counts; TestStateKeyAgreesWithReference that it
// tells states apart as the first, simpler hash did). Every list is
// preceded by its length, and maps are hashed entry by entry, the
// entries' hashes summed, so that their order does not matter. The bytes
// stream through a buffer on the stack into one maphash.Hash: no
// allocation, whatever the size of the battle. It still reads the whole
// state, most of the time the units' profile maps (BenchmarkStateKey:
// about 0.2 ms at 1600 bases), so a check hashes its state once
// (keyedState) however many memos it asks.
func stateKey(s *rules.State) uint64 {
	var w keyWriter
	w.h.SetSeed(stateSeed)
	w.str(s.Ruleset)
	w.table(&s.Table)
	w.int(len(s.Sides))
	for i := range s.Sides {
		sd := &s.Sides[i]
		w.str(sd.ID)
		w.str(sd.Name)
		w.str(sd.Colour)
		w.points(sd.Deployment)
	}
	w.int(len(s.Units))
	for i := range s.Units {
		u := &s.Units[i]
		w.str(u.ID)
		w.str(u.Name)
		w.int(u.Numbered) // the name players see, in texts the memo keeps
		w.int(u.Side)
		w.str(u.Type)
		w.str(u.Formation)
		w.floats(u.Profile)
		w.int(len(u.Bases))
		for _, id := range u.Bases {
			w.str(id)
		}
		w.ints(u.Status)
	}
	w.int(s.Turn)
	w.int(s.Active)
	w.str(s.Phase)
	w.floats(s.Used)
	w.ints(s.Counters)
	w.strings(s.Settings)
	return w.sum()
}

var stateSeed = maphash.MakeSeed()

// keyWriter is stateKey's stream: values are appended to buf as bytes
// (numbers as their 8 little-endian bytes, strings after their length,
// str), and buf is written to h whenever it fills. A maphash.Hash's sum
// depends only on the bytes written, not on how the writes split them.
type keyWriter struct {
	h   maphash.Hash
	n   int // bytes of buf in use
	buf [4 << 10]byte
}

// flush is kept out of line, so that word and the others inline.
//
//go:noinline
func (w *keyWriter) flush() {
	w.h.Write(w.buf[:w.n])
	w.n = 0
}

func (w *keyWriter) sum() uint64 {
	w.flush()
	return w.h.Sum64()
}

func (w *keyWriter) word(u uint64) {
	if w.n+8 > len(w.buf) {
		w.flush()
	}
	binary.LittleEndian.PutUint64(w.buf[w.n:], u)
	w.n += 8
}

func (w *keyWriter) int(n int)      { w.word(uint64(n)) }
func (w *keyWriter) num(x float64)  { w.word(math.Float64bits(x)) }
func (w *keyWriter) vec(p geom.Vec) { w.num(p.X); w.num(p.Y) }
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// str writes x after its length: one byte for a length below
// longStr (ids and names), else longStr and the length's eight bytes, so
// that no string's bytes can be read as another's.
func (w *keyWriter) str(x string) {
	if len(x) < longStr && w.n+1+len(x) <= len(w.buf) {
		w.buf[w.n] = byte(len(x))
		w.n++
		w.n += copy(w.buf[w.n:], x)
		return
	}
	if w.n+1 > len(w.buf) {
		w.flush()
	}
	if len(x) < longStr {
		w.buf[w.n] = byte(len(x))
		w.n++
	} else {
		w.buf[w.n] = longStr
		w.n++
		w.int(len(x))
	}
	if w.n+len(x) > len(w.buf) {
		w.flush()
		if len(x) > len(w.buf) {
			w.h.WriteString(x)
			return
		}
	}
	w.n += copy(w.buf[w.n:], x)
}

const longStr = 0xff

// base writes a base's pose and flags, seven words, checking for room
// once.
func (w *keyWriter) base(o *table.Base) {
	if w.n+7*8 > len(w.buf) {
		w.flush()
	}
	b := w.buf[w.n : w.n+7*8]
	binary.LittleEndian.PutUint64(b[0:], uint64(o.Side))
	binary.LittleEndian.PutUint64(b[8:], math.Float64bits(o.Shape.Center.X))
	binary.LittleEndian.PutUint64(b[16:], math.Float64bits(o.Shape.Center.Y))
	binary.LittleEndian.PutUint64(b[24:], math.Float64bits(o.Shape.Facing))
	binary.LittleEndian.PutUint64(b[32:], math.Float64bits(o.Shape.Width))
	binary.LittleEndian.PutUint64(b[40:], math.Float64bits(o.Shape.Depth))
	binary.LittleEndian.PutUint64(b[48:], uint64(boolInt(o.Round)))
	w.n += 7 * 8
}

func (w *keyWriter) points(ps []geom.Vec) {
	w.int(len(ps))
	for _, p := range ps {
		w.vec(p)
	}
}

func (w *keyWriter) table(t *table.Table) {
	w.num(t.Width)
	w.num(t.Height)
	w.int(len(t.Features))
	for i := range t.Features {
		f := &t.Features[i]
		w.str(f.ID)
		w.str(f.Kind)
		w.str(f.Name)
		w.points(f.Area)
		w.points(f.Line)
		w.num(f.Width)
	}
	w.int(len(t.Bases))
	for i := range t.Bases {
		o := &t.Bases[i]
		w.str(o.ID)
		w.str(o.Unit)
		w.base(o)
	}
}

// floats, ints and strings write a map of the state: its length, then
// the sum of its entries' hashes (entryHash), so that the map's order
// does not count and nothing is sorted; a map of one entry, which has one
// order (most units' profiles: their points), that entry's key and value
// themselves, as the length says. Three copies rather than one generic
// writer taking the value's encoders: passing them made the writer's stack
// buffer escape, one 4.8 kB allocation per key (BenchmarkStateKey).
func (w *keyWriter) floats(m map[string]float64) {
	w.int(len(m))
	switch len(m) {
	case 0:
		w.word(0)
		return
	case 1:
		for k, v := range m {
			w.str(k)
			w.num(v)
		}
		return
	}
	var sum uint64
	for k, v := range m {
		sum += entryHash(k, math.Float64bits(v), "")
	}
	w.word(sum)
}

func (w *keyWriter) ints(m map[string]int) {
	w.int(len(m))
	switch len(m) {
	case 0:
		w.word(0)
		return
	case 1:
		for k, v := range m {
			w.str(k)
			w.int(v)
		}
		return
	}
	var sum uint64
	for k, v := range m {
		sum += entryHash(k, uint64(v), "")
	}
	w.word(sum)
}

func (w *keyWriter) strings(m map[string]string) {
	w.int(len(m))
	switch len(m) {
	case 0:
		w.word(0)
		return
	case 1:
		for k, v := range m {
			w.str(k)
			w.str(v)
		}
		return
	}
	var sum uint64
	for k, v := range m {
		sum += entryHash(k, 0, v)
	}
	w.word(sum)
}

// entryHash is the hash of one entry of a map: its key k, then its value,
// a number's bits u followed by a string x (one of the two is always
// zero, but both are written, so that the bytes say which is which).
func entryHash(k string, u uint64, x string) uint64 {
	var b [128]byte
	if 24+len(k)+len(x) <= len(b) {
		e := binary.LittleEndian.AppendUint64(b[:0], uint64(len(k)))
		e = append(e, k...)
		e = binary.LittleEndian.AppendUint64(e, u)
		e = binary.LittleEndian.AppendUint64(e, uint64(len(x)))
		e = append(e, x...)
		return maphash.Bytes(stateSeed, e)
	}
	var h maphash.Hash
	h.SetSeed(stateSeed)
	binary.LittleEndian.PutUint64(b[:], uint64(len(k)))
	h.Write(b[:8])
	h.WriteString(k)
	binary.LittleEndian.PutUint64(b[:], u)
	binary.LittleEndian.PutUint64(b[8:], uint64(len(x)))
	h.Write(b[:16])
	h.WriteString(x)
	return h.Sum64()
}
