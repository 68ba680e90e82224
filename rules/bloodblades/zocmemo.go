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
// it goes straight ahead, how it is named and where its bases end.
type groupZocMove struct {
	found     bool
	ahead     bool // straight ahead only (pattern "F")
	rank      zocRank
	manoeuvre string
	label     string // its offer's (groupZocLabel)
	areas     []geom.Polygon
}

func summarise(h *groupPlan, ok bool) groupZocMove {
	if !ok {
		return groupZocMove{}
	}
	return groupZocMove{found: true, ahead: pattern(h.steps) == "F", rank: h.rank(), manoeuvre: h.manoeuvre(), label: groupZocLabel(h), areas: h.endAreas()}
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
// their order does not matter.
func stateKey(s *rules.State) uint64 {
	var h stateHash
	h.h.SetSeed(stateSeed)
	h.str(s.Ruleset)
	h.table(s)
	h.count(len(s.Sides))
	for _, sd := range s.Sides {
		h.str(sd.ID)
		h.str(sd.Name)
		h.str(sd.Colour)
		h.points(sd.Deployment)
	}
	h.count(len(s.Units))
	for _, u := range s.Units {
		h.str(u.ID)
		h.str(u.Name)
		h.count(u.Side)
		h.str(u.Type)
		h.str(u.Formation)
		hashMap(&h, u.Profile, (*stateHash).num)
		h.count(len(u.Bases))
		for _, b := range u.Bases {
			h.str(b)
		}
		hashMap(&h, u.Status, (*stateHash).count)
	}
	h.count(s.Turn)
	h.count(s.Active)
	h.str(s.Phase)
	hashMap(&h, s.Used, (*stateHash).num)
	hashMap(&h, s.Counters, (*stateHash).count)
	hashMap(&h, s.Settings, (*stateHash).str)
	return h.h.Sum64()
}

var stateSeed = maphash.MakeSeed()

type stateHash struct {
	h   maphash.Hash
	buf [8]byte
}

func (h *stateHash) word(u uint64) {
	binary.LittleEndian.PutUint64(h.buf[:], u)
	h.h.Write(h.buf[:])
}

func (h *stateHash) num(x float64) { h.word(math.Float64bits(x)) }
func (h *stateHash) count(n int)   { h.word(uint64(n)) }

func (h *stateHash) str(x string) {
	h.count(len(x))
	h.h.WriteString(x)
}

func (h *stateHash) points(ps []geom.Vec) {
	h.count(len(ps))
	for _, p := range ps {
		h.num(p.X)
		h.num(p.Y)
	}
}

func (h *stateHash) table(s *rules.State) {
	h.num(s.Table.Width)
	h.num(s.Table.Height)
	h.count(len(s.Table.Features))
	for _, f := range s.Table.Features {
		h.str(f.ID)
		h.str(f.Kind)
		h.str(f.Name)
		h.points(f.Area)
		h.points(f.Line)
		h.num(f.Width)
	}
	h.count(len(s.Table.Bases))
	for _, b := range s.Table.Bases {
		h.str(b.ID)
		h.str(b.Unit)
		h.count(b.Side)
		h.num(b.Shape.Center.X)
		h.num(b.Shape.Center.Y)
		h.num(b.Shape.Facing)
		h.num(b.Shape.Width)
		h.num(b.Shape.Depth)
		if b.Round {
			h.count(1)
		} else {
			h.count(0)
		}
	}
}

// hashMap hashes map m into h: each entry on a hash of its own (its key,
// then its value by write), the entries' hashes summed, so that the
// map's order does not matter.
func hashMap[V any](h *stateHash, m map[string]V, write func(e *stateHash, v V)) {
	var sum uint64
	for k, v := range m {
		var e stateHash
		e.h.SetSeed(stateSeed)
		e.str(k)
		write(&e, v)
		sum += e.h.Sum64()
	}
	h.count(len(m))
	h.word(sum)
}
