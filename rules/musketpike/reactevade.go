package musketpike

import (
	"plateau/rules"
	"plateau/rules/hex"
)

// The reactions an active cavalry's evasion triggers (8.9 [L949]: "et
// déclenche une Réaction si il est accompli par une unité active"): its
// step into the flank hex is a step of its move for the enemy's reactions
// (Reaction Fire, the re-face and the Hedgehog attempt, [L674-L704]),
// spending no MP (no withdraw [L706]) and opening no interception (9.3 is
// no Reaction). The evasion happens inside the Reaction Fire its move
// triggered: the units the step triggers join that trigger's units still
// to answer (those that answered may answer again: it is a new trigger
// [L660]). Reading: an evasion inside another trigger (an advance's) asks
// nothing more.

// evadeReactions adds the reactions u's evasion from `from` to `to`
// triggers to the pending trigger of u's move.
func evadeReactions(s *rules.State, bd *board, u *rules.Unit, from, to hex.Unit) {
	wc := activeWC(s)
	if wc == nil || u.Side != wc.Side || s.Counters[ctReactWhy] != whyMove || s.Counters[ctReactTo] != s.UnitIndex(u.ID)+1 {
		return
	}
	b, _ := s.Base(u.Bases[0])
	p := &plan{u: u, b: b, start: from, end: to, trail: []hex.Unit{from, to}, ma: maOf(s, bd, u, from)}
	p.near = bd.occupants(s, bd.hexBox(append(from.Hexes(), to.Hexes()...)).Grow(3*bd.m.Layout.Size), nil)
	for _, w := range watchers(s, bd, p) {
		bits := stepTriggers(w.u, w.at, w.can&^(reactIntercept|reactWithdraw), u, from, to, w.ma, p.ma, false)
		if bits != 0 {
			w.u.SetStatus(stReact, w.u.Status[stReact]|bits)
		}
	}
}
