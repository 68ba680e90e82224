package bloodblades

import (
	"strings"

	"plateau/rules"
)

// The offers search their moves by checking many candidates (the longest
// move straight back, the most bases falling into a column, a zocced
// group's manoeuvres into contact), where a group near the enemy is
// refused, most often, because a base of it in an enemy ZoC would not end
// in close combat (checkGroupLegal, [L1397-1402]). That is seen at a
// glance, the whole check of a group move is not: a search asks its
// zocRefusals first, which learn once what the candidates share (the
// bases' zoccers, what the bases are).

// zocRefusals tells, on one state, the group moves checkGroupLegal
// refuses for leaving a zocced base out of close combat.
type zocRefusals struct {
	s       *rules.State
	zocced  map[string]bool // by base: in an enemy ZoC (Zoccers)
	subject map[string]bool // by bases, in order: checkGroupMove reads their moves' paths as given
}

func newZocRefusals(s *rules.State) *zocRefusals {
	return &zocRefusals{s: s, zocced: map[string]bool{}, subject: map[string]bool{}}
}

// leftOut reports whether group move a (a move of several bases that is
// no pack order: checkGroupMove checks it) leaves a base that starts in
// an enemy ZoC out of close combat where its path ends, which
// checkGroupLegal refuses whatever else it finds [L1397-1402]. It is
// false for any other action, for one malformed, which the check refuses
// anyway, and for the bases of a column, whose followers' paths the check
// may put in place of the given ones (prepareFollow).
func (z *zocRefusals) leftOut(a rules.Action) bool {
	if a.Kind != rules.KindMove || len(a.Moves) < 2 || a.Args[ArgPack] != "" {
		return false
	}
	s, out := z.s, false
	ids := make([]string, len(a.Moves))
	for i, mv := range a.Moves {
		b, ok := s.Base(mv.Base)
		if !ok || len(mv.Path) == 0 {
			return false
		}
		ids[i] = mv.Base
		if out {
			continue
		}
		zocced, known := z.zocced[b.ID]
		if !known {
			zocced = len(Zoccers(s, b)) > 0
			z.zocced[b.ID] = zocced
		}
		if zocced {
			_, fights := inCombatAt(s, b, b.Shape.At(mv.Path.End()))
			out = !fights
		}
	}
	return out && z.asGiven(a, ids)
}

// asGiven reports whether checkGroupMove checks the move a of the bases
// ids with the paths given: the bases are no column (prepareFollow) and
// no pack order (a group is none, isPackOrder).
func (z *zocRefusals) asGiven(a rules.Action, ids []string) bool {
	key := strings.Join(ids, ",")
	if v, ok := z.subject[key]; ok {
		return v
	}
	f := formationOf(z.s, ids)
	v := f.col == nil && (f.group || !isPackOrder(z.s, a))
	z.subject[key] = v
	return v
}

// allowed reports whether the rules allow action a (Check), refusing a
// group move that leaves a zocced base out of close combat (leftOut)
// without the whole check.
func (z *zocRefusals) allowed(r Rules, a rules.Action) bool {
	return !z.leftOut(a) && r.Check(z.s, a) == nil
}
