package bloodblades

import (
	"plateau/rules"
	"plateau/rules/geom"
)

// Impetuous moves and hidden bases (§7.12 [L1705-1773], §11.5 [L1289],
// §7.3 [L1630]). The ambushers are not on the table until revealed
// ("révélées et placées sur la table" [L1289]), so an impetuous base's
// targets and moves are found without the bases hidden from its side
// (planSeen): none is a target, blocks, or holds it in a ZoC, and no
// event or offer names one. Made, the move is first made on that view
// and followed along its track (the base's planned pivot, then straight
// to where it ended; a friend it moved aside, straight to where it
// went) as a move-phase move is (discovery, unseen.go). When nothing is
// discovered the move stands. When a base discovers a hidden base (sees
// it by the reveal check, or touches it [L1630]), the ambush is revealed,
// the whole of it [L1289], and the same move (its target, pivot and run
// ahead) is made with the ambush on the table: its run straight ahead
// stops at the first troops met, the revealed ones as any others
// [L1742-1750], as a tactical move made in full when it can be
// (unseen.go); the ZoCs that held it are those it knew when it started.

// seenBy is the state side acts on: s itself when no base is hidden
// from side, else the view without the hidden bases (unseenView).
func seenBy(s *rules.State, side int) (*rules.State, bool) {
	if s.Turn == 0 || len(HiddenFrom(s, side)) == 0 {
		return s, false
	}
	v := unseenView(s, side)
	return &v, true
}

// planSeen plans base id's impetuous move (planFor, not forced) on the
// table its side sees; the plan's base and unit are s's.
func planSeen(c Config, s *rules.State, id string) (impPlan, bool) {
	b, ok := s.Base(id)
	if !ok {
		return impPlan{}, false
	}
	v, hid := seenBy(s, b.Side)
	p, ok := planFor(c, v, id, false, nil)
	if !ok || !hid {
		return p, ok
	}
	return repoint(s, p), true
}

// repoint is plan p with its base and unit those of s.
func repoint(s *rules.State, p impPlan) impPlan {
	p.b = mustBase(s, p.b.ID)
	p.u, _ = s.Unit(p.b.Unit)
	return p
}

// makeImpetuousSeen is makeImpetuous on the table p's side sees, a
// discovered ambush revealed and the move made again with it placed
// (see above).
func makeImpetuousSeen(c Config, s *rules.State, p impPlan, mv impMove, busy map[string]bool, ask bool) ([]rules.Event, bool) {
	side := p.b.Side
	v, hid := seenBy(s, side)
	if !hid {
		return makeImpetuous(c, s, p, mv, busy, ask)
	}
	evs, wait := makeImpetuous(c, v, repoint(v, p), mv, busy, ask)
	a := rules.Action{Side: side}
	for i := range v.Table.Bases {
		nb := &v.Table.Bases[i]
		ob, ok := s.Base(nb.ID)
		if !ok || nb.Side != side || nb.Shape == ob.Shape {
			continue
		}
		track := geom.Path{ob.Shape.Pose()}
		if nb.ID == p.b.ID && len(mv.pre) > 1 {
			track = append(geom.Path(nil), mv.pre...)
		}
		a.Moves = append(a.Moves, rules.Move{Base: nb.ID, Path: append(track, nb.Shape.Pose())})
	}
	at, found := discovery(c, s, a)
	if !found {
		mergeHidden(v, s, side)
		*s = *v
		return evs, wait
	}
	ev := revealSide(s, at.side, at.why)
	more, wait := makeImpetuous(c, s, p, mv, busy, ask)
	return append([]rules.Event{ev}, more...), wait
}
