package bloodblades

import (
	"encoding/binary"
	"hash/fnv"
	"math"
	"slices"
	"sync"

	"plateau/rules"
)

// turnMemo remembers turnScan.best's answers: a drag checks its move
// every frame, on the same table, and the scan tries hundreds of turns.
// An answer depends only on the table (bases, terrain) and the settings,
// so that is what the key holds (tableKey). Past turnMemoSize answers the
// memo starts afresh.
var turnMemo = struct {
	sync.Mutex
	m map[turnKey]*zocMove
}{m: map[turnKey]*zocMove{}}

const turnMemoSize = 256

type turnKey struct {
	table  uint64
	base   string
	zoccer bool
}

// memoBest is t.search(zoccer) through turnMemo.
func (t *turnScan) memoBest(zoccer bool) (zocMove, bool) {
	k := turnKey{table: tableKey(t.s), base: t.m.base.ID, zoccer: zoccer}
	turnMemo.Lock()
	mv, done := turnMemo.m[k]
	turnMemo.Unlock()
	if done {
		return derefMove(mv)
	}
	found, ok := t.search(zoccer)
	mv = nil
	if ok {
		mv = &found
	}
	turnMemo.Lock()
	if len(turnMemo.m) >= turnMemoSize {
		clear(turnMemo.m)
	}
	turnMemo.m[k] = mv
	turnMemo.Unlock()
	return found, ok
}

// tableKey is a hash of what a turnScan reads of s: the table's size,
// its bases (where, whose, which unit), the units' types and profiles,
// its terrain, and the settings.
func tableKey(s *rules.State) uint64 {
	h := fnv.New64a()
	var buf [8]byte
	num := func(x float64) {
		binary.LittleEndian.PutUint64(buf[:], math.Float64bits(x))
		h.Write(buf[:])
	}
	str := func(x string) {
		h.Write([]byte(x))
		h.Write([]byte{0})
	}
	num(s.Table.Width)
	num(s.Table.Height)
	for _, b := range s.Table.Bases {
		str(b.ID)
		str(b.Unit)
		num(float64(b.Side))
		if b.Round {
			num(1)
		}
		num(b.Shape.Center.X)
		num(b.Shape.Center.Y)
		num(b.Shape.Facing)
		num(b.Shape.Width)
		num(b.Shape.Depth)
	}
	for _, u := range s.Units {
		str(u.ID)
		str(u.Type)
		str(u.Formation)
		for _, k := range sortedKeys(u.Profile) {
			str(k)
			num(u.Profile[k])
		}
	}
	for _, f := range s.Table.Features {
		str(f.ID)
		str(f.Kind)
		num(f.Width)
		for _, p := range append(append(f.Area[:0:0], f.Area...), f.Line...) {
			num(p.X)
			num(p.Y)
		}
	}
	for _, k := range sortedKeys(s.Settings) {
		str(k)
		str(s.Settings[k])
	}
	return h.Sum64()
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
