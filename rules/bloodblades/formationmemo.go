package bloodblades

import (
	"slices"
	"strings"

	"plateau/rules"
)

// The offers of a group check a score of its moves on one state (each
// twice: its cost, then the rules), and each check asks what the bases
// are — a group (IsGroup, G19-G20), a column and in which order (Column,
// IsBroken), a sub-group (IsSubGroup), whether every one is far from the
// enemy (classify) — the same geometry of the whole side every time. The
// answers depend on the state and the bases alone, so they are
// remembered as the ZoC searches' are (a stateMemo, statememo.go: keyed
// by stateKey, a hash of the whole state).

// formation is what the bases of a group move are, as prepareGroup reads
// them.
type formation struct {
	group  bool     // IsGroup
	col    []string // Column, head first; nil when not a column
	broken bool     // IsBroken(col), for a column
}

var formationMemo stateMemo[formation]
var subGroupMemo, distantMemo stateMemo[bool]

// formationOf is what the bases ids are on s, whose stateKey is state.
// The column's order is a copy of the caller's own.
func formationOf(s *rules.State, state uint64, ids []string) formation {
	f := formationMemo.get(memoKey{state: state, bases: strings.Join(ids, ",")}, func() formation {
		f := formation{group: IsGroup(s, ids)}
		if col, ok := Column(s, ids); ok {
			f.col, f.broken = col, IsBroken(s, col)
		}
		return f
	})
	f.col = slices.Clone(f.col)
	return f
}

// subGroupOf is IsSubGroup(s, ids), s's stateKey being state.
func subGroupOf(s *rules.State, state uint64, ids []string) bool {
	return subGroupMemo.get(memoKey{state: state, bases: strings.Join(ids, ",")}, func() bool { return IsSubGroup(s, ids) })
}

// distantOf reports whether a move of the bases ids on s, whose stateKey
// is state (c its configuration), would be distant: each one's would
// (classify, G29 [L1626]).
func distantOf(c Config, s *rules.State, state uint64, ids []string) bool {
	return distantMemo.get(memoKey{state: state, bases: strings.Join(ids, ",")}, func() bool {
		for _, id := range ids {
			if d, _, _ := classify(c, s, mustBase(s, id)); !d {
				return false
			}
		}
		return true
	})
}
