package bloodblades

import (
	"encoding/binary"
	"hash/maphash"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
)

// refStateKey is stateKey as it was written first, kept as the
// reference the differential tests compare stateKey with
// (statekey_test.go): a hash of the whole state s. Every list is preceded by its length,
// and maps are hashed entry by entry, the entries' hashes summed, so that
// their order does not matter. The state is written out as bytes (on the
// stack, as long as it fits: a few kB for a battle of a hundred bases),
// hashed at once: a check may ask for it many times (formationmemo.go).
func refStateKey(s *rules.State) uint64 {
	var buf [16 << 10]byte
	b := hashStr(buf[:0], s.Ruleset)
	b = hashTable(b, s)
	b = hashInt(b, len(s.Sides))
	for _, sd := range s.Sides {
		b = hashStr(b, sd.ID)
		b = hashStr(b, sd.Name)
		b = hashStr(b, sd.Colour)
		b = hashPoints(b, sd.Deployment)
	}
	b = hashInt(b, len(s.Units))
	for _, u := range s.Units {
		b = hashStr(b, u.ID)
		b = hashStr(b, u.Name)
		b = hashInt(b, u.Numbered) // the name players see, in texts the memo keeps
		b = hashInt(b, u.Side)
		b = hashStr(b, u.Type)
		b = hashStr(b, u.Formation)
		b = hashMap(b, u.Profile, hashNum)
		b = hashInt(b, len(u.Bases))
		for _, id := range u.Bases {
			b = hashStr(b, id)
		}
		b = hashMap(b, u.Status, hashInt)
	}
	b = hashInt(b, s.Turn)
	b = hashInt(b, s.Active)
	b = hashStr(b, s.Phase)
	b = hashMap(b, s.Used, hashNum)
	b = hashMap(b, s.Counters, hashInt)
	b = hashMap(b, s.Settings, hashStr)
	return maphash.Bytes(refSeed, b)
}

var refSeed = maphash.MakeSeed()

// hashWord and the others append a value's bytes to b, for refStateKey.
func hashWord(b []byte, u uint64) []byte { return binary.LittleEndian.AppendUint64(b, u) }
func hashNum(b []byte, x float64) []byte { return hashWord(b, math.Float64bits(x)) }
func hashInt(b []byte, n int) []byte     { return hashWord(b, uint64(n)) }

func hashStr(b []byte, x string) []byte {
	return append(hashInt(b, len(x)), x...)
}

func hashPoints(b []byte, ps []geom.Vec) []byte {
	b = hashInt(b, len(ps))
	for _, p := range ps {
		b = hashNum(hashNum(b, p.X), p.Y)
	}
	return b
}

func hashTable(b []byte, s *rules.State) []byte {
	b = hashNum(b, s.Table.Width)
	b = hashNum(b, s.Table.Height)
	b = hashInt(b, len(s.Table.Features))
	for _, f := range s.Table.Features {
		b = hashStr(b, f.ID)
		b = hashStr(b, f.Kind)
		b = hashStr(b, f.Name)
		b = hashPoints(b, f.Area)
		b = hashPoints(b, f.Line)
		b = hashNum(b, f.Width)
	}
	b = hashInt(b, len(s.Table.Bases))
	for _, o := range s.Table.Bases {
		b = hashStr(b, o.ID)
		b = hashStr(b, o.Unit)
		b = hashInt(b, o.Side)
		b = hashNum(b, o.Shape.Center.X)
		b = hashNum(b, o.Shape.Center.Y)
		b = hashNum(b, o.Shape.Facing)
		b = hashNum(b, o.Shape.Width)
		b = hashNum(b, o.Shape.Depth)
		round := 0
		if o.Round {
			round = 1
		}
		b = hashInt(b, round)
	}
	return b
}

// hashMap appends map m to b: each entry hashed on its own (its key, then
// its value by put), the entries' hashes summed, so that the map's order
// does not matter.
func hashMap[V any](b []byte, m map[string]V, put func([]byte, V) []byte) []byte {
	var sum uint64
	var buf [128]byte
	for k, v := range m {
		sum += maphash.Bytes(refSeed, put(hashStr(buf[:0], k), v))
	}
	return hashWord(hashInt(b, len(m)), sum)
}
