package bloodblades

import (
	"slices"
	"strings"

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

// turnMemo remembers turnScan.search's answers (nil: none).
var turnMemo stateMemo[*zocMove]

// memoBest is t.search(zoccer) through turnMemo. The memo hands out
// copies: a caller may keep or change the path it is given.
func (t *turnScan) memoBest(zoccer bool) (zocMove, bool) {
	if !t.keyed {
		t.key, t.keyed = stateKey(t.s), true
	}
	mv := turnMemo.get(memoKey{state: t.key, bases: t.m.base.ID, zoccer: zoccer}, func() *zocMove {
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

// summarise is what the memo keeps of a search's answer h (none when
// !ok).
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
var zoccerMemo, bestMemo stateMemo[groupZocMove]

// groupQuestion is the memo key of a search for group g on the state
// hashed to state.
func groupQuestion(state uint64, g *groupPlan, zoccer bool) memoKey {
	return memoKey{state: state, bases: strings.Join(g.ids(), ","), zoccer: zoccer}
}
