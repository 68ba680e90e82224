package rules

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"math"
	"slices"
	"sync"

	"plateau/rules/geom"
	hexmap "plateau/rules/hex"
	"plateau/rules/table"
)

// Hash is a fingerprint of the whole state: the SHA-256, in hex, of a
// binary encoding of every field the state keeps (the ones saved with it),
// in a fixed order, maps by sorted key, strings and lists prefixed by their
// length, floats by their exact bits. Replays compare it after every action
// (a save holds one per entry), so it is on every click and every loaded
// entry: the encoding is written by hand into a pooled buffer rather than
// through encoding/json, which cost ten times as much (issue 10, loading a
// save). TestHashSeesEveryField proves by reflection that changing any
// field changes it, so a field added to the state cannot be forgotten here.
//
// It does not tell an empty list or map from a nil one: a unit that lost
// its last base has an empty list until the next action's copy of the state
// makes it nil, and the same battle written as a position and started
// again must hash alike (positions, issue 9).
//
// HashV2 and LegacyHash are the fingerprints earlier saves were written
// with (versions 2 and 1); loading one compares those.
func (s *State) Hash() string {
	e := encoders.Get().(*encoder)
	e.b = e.b[:0]
	e.state(s)
	sum := sha256.Sum256(e.b)
	if cap(e.b) <= maxPooled {
		encoders.Put(e)
	}
	return hex.EncodeToString(sum[:])
}

// HashV2 is the SHA-256 of the state's canonical JSON: what a version 2
// save recorded. It treats nil and empty lists of bases alike.
func (s *State) HashV2() string { return hashJSON(canonical(s)) }

// LegacyHash is HashV2 as it was before it ignored nil against empty lists
// of bases: what a version 1 save recorded.
func (s *State) LegacyHash() string { return hashJSON(s) }

// canonical is s, or a shallow copy of it whose empty lists of bases are
// nil (the copy only when there is one).
func canonical(s *State) *State {
	empty := s.Table.Bases != nil && len(s.Table.Bases) == 0
	for i := range s.Units {
		empty = empty || s.Units[i].Bases != nil && len(s.Units[i].Bases) == 0
	}
	if !empty {
		return s
	}
	c := *s
	if len(c.Table.Bases) == 0 {
		c.Table.Bases = nil
	}
	c.Units = append([]Unit(nil), s.Units...)
	for i := range c.Units {
		if len(c.Units[i].Bases) == 0 {
			c.Units[i].Bases = nil
		}
	}
	return &c
}

func hashJSON(s *State) string {
	b, err := json.Marshal(s)
	if err != nil {
		panic("rules: state cannot be encoded: " + err.Error()) // broken invariant
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// encoder writes the binary form Hash digests. Every value is
// self-delimiting (lengths before contents), so two different states never
// write the same bytes.
type encoder struct {
	b    []byte
	keys []string // scratch for sorting a map's keys
}

// maxPooled keeps a buffer grown by one huge state from staying pooled.
const maxPooled = 4 << 20

var encoders = sync.Pool{New: func() any { return &encoder{b: make([]byte, 0, 64<<10)} }}

func (e *encoder) int(v int)       { e.b = binary.AppendVarint(e.b, int64(v)) }
func (e *encoder) float(v float64) { e.b = binary.LittleEndian.AppendUint64(e.b, math.Float64bits(v)) }
func (e *encoder) bool(v bool) {
	if v {
		e.b = append(e.b, 1)
	} else {
		e.b = append(e.b, 0)
	}
}
func (e *encoder) str(v string)   { e.int(len(v)); e.b = append(e.b, v...) }
func (e *encoder) vec(v geom.Vec) { e.float(v.X); e.float(v.Y) }
func (e *encoder) vecs(vs []geom.Vec) {
	e.int(len(vs))
	for _, v := range vs {
		e.vec(v)
	}
}
func (e *encoder) strs(vs []string) {
	e.int(len(vs))
	for _, v := range vs {
		e.str(v)
	}
}

// sorted is m's keys in order, in the encoder's scratch (valid until the
// next call).
func sorted[V any](e *encoder, m map[string]V) []string {
	e.keys = e.keys[:0]
	for k := range m {
		e.keys = append(e.keys, k)
	}
	slices.Sort(e.keys)
	return e.keys
}

// mapped writes m by sorted key, each value with put.
func mapped[V any](e *encoder, m map[string]V, put func(V)) {
	e.int(len(m))
	for _, k := range sorted(e, m) {
		e.str(k)
		put(m[k])
	}
}

func (e *encoder) floats(m map[string]float64) { mapped(e, m, e.float) }
func (e *encoder) ints(m map[string]int)       { mapped(e, m, e.int) }
func (e *encoder) texts(m map[string]string)   { mapped(e, m, e.str) }

// used writes s.Used in the table's order of bases, then any key that is
// no base's, sorted: the same map as floats would, without sorting
// hundreds of ids on every hash (the bases' order is the state's own, so
// this is still one encoding per state).
func (e *encoder) used(s *State) {
	e.int(len(s.Used))
	n := 0
	for i := range s.Table.Bases {
		id := s.Table.Bases[i].ID
		if v, ok := s.Used[id]; ok {
			e.str(id)
			e.float(v)
			n++
		}
	}
	if n == len(s.Used) {
		return
	}
	e.keys = e.keys[:0]
	for k := range s.Used {
		if _, ok := s.Table.Base(k); !ok {
			e.keys = append(e.keys, k)
		}
	}
	slices.Sort(e.keys)
	for _, k := range e.keys {
		e.str(k)
		e.float(s.Used[k])
	}
}

func (e *encoder) state(s *State) {
	e.str(s.Ruleset)
	e.table(&s.Table)
	e.int(len(s.Sides))
	for i := range s.Sides {
		sd := &s.Sides[i]
		e.str(sd.ID)
		e.str(sd.Name)
		e.str(sd.Colour)
		e.vecs(sd.Deployment)
	}
	e.int(len(s.Units))
	for i := range s.Units {
		u := &s.Units[i]
		e.str(u.ID)
		e.str(u.Name)
		e.int(u.Side)
		e.str(u.Type)
		e.str(u.Formation)
		e.floats(u.Profile)
		e.strs(u.Bases)
		e.ints(u.Status)
	}
	e.int(s.Turn)
	e.int(s.Active)
	e.str(s.Phase)
	e.used(s)
	e.ints(s.Counters)
	e.texts(s.Settings)
}

func (e *encoder) table(t *table.Table) {
	e.float(t.Width)
	e.float(t.Height)
	e.int(len(t.Features))
	for i := range t.Features {
		f := &t.Features[i]
		e.str(f.ID)
		e.str(f.Kind)
		e.str(f.Name)
		e.vecs(f.Area)
		e.vecs(f.Line)
		e.float(f.Width)
	}
	e.int(len(t.Bases))
	for i := range t.Bases {
		b := &t.Bases[i]
		e.str(b.ID)
		e.str(b.Unit)
		e.int(b.Side)
		e.vec(b.Shape.Center)
		e.float(b.Shape.Facing)
		e.float(b.Shape.Width)
		e.float(b.Shape.Depth)
		e.bool(b.Round)
	}
	e.hexes(t.Hexes)
}

func (e *encoder) hexes(h *hexmap.Spec) {
	e.bool(h != nil)
	if h == nil {
		return
	}
	e.str(h.Orientation)
	e.float(h.Size)
	e.vec(h.Origin)
	e.int(h.Cols)
	e.int(h.Rows)
	e.str(h.Parity)
	e.int(h.ColBase)
	e.int(h.RowBase)
	e.int(len(h.Hexes))
	for _, x := range h.Hexes {
		e.str(x.At)
		e.str(x.Kind)
		e.int(x.Elevation)
	}
	e.int(len(h.Sides))
	for _, x := range h.Sides {
		e.str(x.A)
		e.str(x.B)
		e.str(x.Kind)
		e.str(x.Slope)
		e.str(x.High)
	}
	e.strs(h.Edges)
	e.str(h.Charts)
	e.str(h.ChartsFile)
}
