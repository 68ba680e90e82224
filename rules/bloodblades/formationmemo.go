package bloodblades

import (
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The offers of a group check a score of its moves on one state (each
// twice: its cost, then the rules), and each check asks what the bases
// are — a group (IsGroup, G19-G20), a column and in which order (Column,
// IsBroken) — and a drag asks it again every frame. The answer depends
// on the bases asked about alone (their sides and shapes, in order), so
// it is remembered keyed by them (basesKey): a few words to hash, where
// the whole state's key (stateKey) read the whole battle, most of a drag
// frame at 1600 bases (issue 10). Whether they are a sub-group
// (IsSubGroup) and far from the enemy (distantOf) read the bases around
// them, through the spatial index, and cost less than a key would.

// formation is what the bases of a group move are, as prepareGroup reads
// them.
type formation struct {
	group  bool     // IsGroup
	col    []string // Column, head first; nil when not a column
	broken bool     // IsBroken(col), for a column
}

var formationMemo stateMemo[formation]

// formationOf is what the bases ids are on s. The column's order is a
// copy of the caller's own.
func formationOf(s *rules.State, ids []string) formation {
	f := formationMemo.get(memoKey{state: basesKey(s, ids), bases: strings.Join(ids, ",")}, func() formation {
		f := formation{group: IsGroup(s, ids)}
		if col, ok := Column(s, ids); ok {
			f.col, f.broken = col, IsBroken(s, col)
		}
		return f
	})
	f.col = slices.Clone(f.col)
	return f
}

// basesKey is a hash of all that IsGroup, Column and IsBroken read of the
// bases ids on s: each one's side and shape, in order (their ids are the
// memo key's bases). TestFormationReadsOnlyItsBases checks that nothing
// else counts.
func basesKey(s *rules.State, ids []string) uint64 {
	var w keyWriter
	w.h.SetSeed(stateSeed)
	w.int(len(ids))
	for _, id := range ids {
		w.base(mustBase(s, id))
	}
	return w.sum()
}

// subGroupOf is IsSubGroup(s, ids).
func subGroupOf(s *rules.State, ids []string) bool { return IsSubGroup(s, ids) }

// subGroupIn is IsSubGroup(s, ids), f being formationOf(s, ids): the
// column and whether it is broken are known, and not read again.
func subGroupIn(s *rules.State, ids []string, f formation) bool {
	if f.col != nil {
		if columnExtends(s, f.col) {
			return true
		}
		if f.broken {
			return false
		}
	}
	return len(groupAround(s, ids[0])) > len(ids)
}

// distantOf reports whether a move of the bases ids on s (c its
// configuration) would be distant: each one's would (classify, G29
// [L1626]), no enemy base within DistantMU. It asks the spatial index for
// the enemies that may be that near (nearby) instead of measuring the
// nearest of the whole table as classify does; the answer is classify's.
func distantOf(c Config, s *rules.State, ids []string) bool {
	lim := c.Cm(DistantMU) + geom.Eps
	t := &s.Table
	var buf [32]int
	for _, id := range ids {
		i := t.BaseIndex(id)
		b := &t.Bases[i]
		for _, j := range nearby(buf[:0], t, t.Outline(i).Box, lim) {
			if o := &t.Bases[j]; o.Side != b.Side {
				if _, _, d := table.Closest(b.Shape, o.Shape); d <= lim {
					return false // classify's nearest is at most d: not distant
				}
			}
		}
	}
	return true
}
