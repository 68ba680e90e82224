package bloodblades

import (
	"encoding/binary"
	"hash/maphash"
	"math"
	"slices"
	"strings"
	"sync"

	"plateau/rules"
	"plateau/rules/geom"
)

// A drag checks its move every frame, on the same state, and a zocced
// base's or group's check searches the moves into close combat [L1402]
// puts first: a single base's turning moves (turnScan, hundreds of turns
// swept), a group's manoeuvres into contact (zocCandidates, each checked
// with every rule of a group move). The answers depend on the state and
// the bases asked about, not on the move being checked, so they are
// remembered, keyed by a hash of the whole state (stateKey): what a
// search reads need not be listed (a group's reads the units' statuses
// and the PIGs left), and a search that comes to read more stays right.

// zocMemo is a memo of one search's answers. Past zocMemoSize answers it
// starts afresh.
type zocMemo[V any] struct {
	mu sync.Mutex
	m  map[zocMemoKey]V
}

const zocMemoSize = 256

// zocMemoKey is a question: bases (one base's ID, or a group's in order,
// comma-separated) and whether the enemy must zoc them, on a state.
type zocMemoKey struct {
	state  uint64
	bases  string
	zoccer bool
}

// get is the answer to k, computing it with search the first time.
func (m *zocMemo[V]) get(k zocMemoKey, search func() V) V {
	m.mu.Lock()
	v, done := m.m[k]
	m.mu.Unlock()
	if done {
		return v
	}
	v = search()
	m.mu.Lock()
	if m.m == nil || len(m.m) >= zocMemoSize {
		m.m = map[zocMemoKey]V{}
	}
	m.m[k] = v
	m.mu.Unlock()
	return v
}

// turnMemo remembers turnScan.search's answers (nil: none).
var turnMemo zocMemo[*zocMove]

// memoBest is t.search(zoccer) through turnMemo. The memo hands out
// copies: a caller may keep or change the path it is given.
func (t *turnScan) memoBest(zoccer bool) (zocMove, bool) {
	if !t.keyed {
		t.key, t.keyed = stateKey(t.s), true
	}
	mv := turnMemo.get(zocMemoKey{state: t.key, bases: t.m.base.ID, zoccer: zoccer}, func() *zocMove {
		if found, ok := t.search(zoccer); ok {
			return &found
		}
		return nil
	})
	return copyMove(mv)
}

// copyMove is *mv with a path of its own; false for nil (no move).
func copyMove(mv *zocMove) (zocMove, bool) {
	if mv == nil {
		return zocMove{}, false
	}
	out := *mv
	out.path = slices.Clone(mv.path)
	return out, true
}

// groupZocMove is what a check needs of a group move into close combat
// that a search of groupZocEngagement finds: how it ranks [L1402], whether
// it goes straight ahead, how it is named and where its bases end; and
// what its offer needs (zocContactOffer): the bases' moves.
type groupZocMove struct {
	found     bool
	ahead     bool // straight ahead only (pattern "F")
	rank      zocRank
	manoeuvre string
	label     string // its offer's (groupZocLabel)
	areas     []geom.Polygon
	moves     []rules.Move
}

func summarise(h *groupPlan, ok bool) groupZocMove {
	if !ok {
		return groupZocMove{}
	}
	moves := make([]rules.Move, len(h.who))
	for k, m := range h.who {
		moves[k] = rules.Move{Base: m.base.ID, Path: slices.Clone(h.paths[k])}
	}
	return groupZocMove{found: true, ahead: pattern(h.steps) == "F", rank: h.rank(), manoeuvre: h.manoeuvre(), label: groupZocLabel(h),
		areas: h.endAreas(), moves: moves}
}

// givenMoves are copies of h's moves, for an offer to keep.
func (h groupZocMove) givenMoves() []rules.Move {
	out := make([]rules.Move, len(h.moves))
	for i, m := range h.moves {
		out[i] = rules.Move{Base: m.Base, Path: slices.Clone(m.Path)}
	}
	return out
}

// shownAreas are copies of h's areas, for a violation to show.
func (h groupZocMove) shownAreas() []geom.Polygon {
	out := make([]geom.Polygon, len(h.areas))
	for i, p := range h.areas {
		out[i] = slices.Clone(p)
	}
	return out
}

// zoccerMemo and bestMemo remember groupZocEngagement's searches:
// firstZoccerEngaging's and bestGroupEngaging's.
var zoccerMemo, bestMemo zocMemo[groupZocMove]

// groupQuestion is the memo key of a search for group g on the state
// hashed to state.
func groupQuestion(state uint64, g *groupPlan, zoccer bool) zocMemoKey {
	return zocMemoKey{state: state, bases: strings.Join(g.ids(), ","), zoccer: zoccer}
}

// stateKey is a hash of the whole state s (TestStateKeyCoversTheState
// checks that every field counts). Every list is preceded by its length,
// and maps are hashed entry by entry, the entries' hashes summed, so that
// their order does not matter. The state is written out as bytes (on the
// stack, as long as it fits: a few kB for a battle of a hundred bases),
// hashed at once: a check may ask for it many times (formationmemo.go).
func stateKey(s *rules.State) uint64 {
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
	return maphash.Bytes(stateSeed, b)
}

var stateSeed = maphash.MakeSeed()

// hashWord and the others append a value's bytes to b, for stateKey.
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
		sum += maphash.Bytes(stateSeed, put(hashStr(buf[:0], k), v))
	}
	return hashWord(hashInt(b, len(m)), sum)
}
