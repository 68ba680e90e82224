package musketpike

import (
	"plateau/rules"
	"plateau/rules/hex"
)

// Command (5.4 [L364-L389], spec §6.3, P19). A combat unit is in command
// when it traces a line of communication to its wing commander: a chain of
// hops, each of at most 3 hexes for cavalry and 2 for the others, through
// units of its wing, never through a hex holding an enemy unit or
// impassable terrain [L368] (reading A8: each hop is a path length, at the
// tracing unit's own range). Leaders are always in command [L366].
//
// Command is traced "at the moment the unit wants to move" [L368], so a
// wing commander or another unit may move first to bring it back: the
// rules trace the active wing's command when it activates and again after
// every move, and keep it on each unit (status out), which is what a move
// is checked against.

// stOut marks a unit of the active wing that cannot trace its LOC [L368].
const stOut = "out"

// locRange is the length of u's hops [L368]; a cavalry + light infantry
// stack counts as cavalry (A8), which the cavalry's own range gives.
func locRange(u *rules.Unit) int {
	if u.Type == Cavalry {
		return hex.LOCCavalry
	}
	return hex.LOCOther
}

// wing is the counters of one wing: its commander and its combat units on
// the map, with an enemy-occupied hex mask for the LOC.
type wing struct {
	wc      *rules.Unit
	wcAt    hex.Unit
	wcOn    bool // the commander is on the map
	units   []*rules.Unit
	at      []hex.Unit
	rng     []int
	enemies []bool // by Map.Index: a hex holding an enemy unit
}

// gatherWing gathers the wing of commander wc, and the enemy units' hexes.
func gatherWing(s *rules.State, bd *board, wc *rules.Unit) *wing {
	w := &wing{wc: wc, enemies: make([]bool, bd.m.Len())}
	w.wcAt, _, w.wcOn = bd.unitAt(s, wc)
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != wc.Side {
			if isCombat(u) {
				if at, _, ok := bd.unitAt(s, u); ok {
					for _, h := range at.Hexes() {
						if k, ok := bd.m.Index(h); ok {
							w.enemies[k] = true
						}
					}
				}
			}
			continue
		}
		if !isCombat(u) || wingOf(u) != wingOf(wc) {
			continue
		}
		at, _, ok := bd.unitAt(s, u)
		if !ok {
			continue
		}
		w.units = append(w.units, u)
		w.at = append(w.at, at)
		w.rng = append(w.rng, locRange(u))
	}
	return w
}

// pass is the LOC's test of a hex: no enemy unit in it [L368] (impassable
// terrain the map's own flag stops).
func (w *wing) pass(bd *board) func(hex.Hex) bool {
	return func(h hex.Hex) bool {
		k, ok := bd.m.Index(h)
		return ok && !w.enemies[k]
	}
}

// inCommand is, for each unit of the wing, whether it is in command; all
// out when the commander is off the map.
func (w *wing) inCommand(bd *board) []bool {
	if !w.wcOn {
		return make([]bool, len(w.units))
	}
	return bd.m.InCommand(w.at, w.rng, w.wcAt, w.pass(bd))
}

// refreshCommand traces the command of every unit of the active wing and
// keeps it on the unit (status out).
func refreshCommand(s *rules.State) {
	wc := activeWC(s)
	bd, err := boardOf(s)
	if wc == nil || err != nil {
		return
	}
	w := gatherWing(s, bd, wc)
	in := w.inCommand(bd)
	for i, u := range w.units {
		out := 0
		if !in[i] {
			out = 1
		}
		u.SetStatus(stOut, out)
	}
}

// checkCommand checks the move of an out-of-command unit (5.4.3
// [L376-L380]): if its wing commander is off the map it may not move;
// else it must move to regain command as fast as possible, which the rules
// read as: until a step brings it back into command, every step that
// enters a hex brings it one hex closer to its wing commander (facing
// changes, which may be needed to get there, are free to make [L380]).
// Until then its orders' movement restrictions do not bind it; once in
// command it spends its remaining MP within them [L378]. from is the
// index of the pose from which they bind: 0 for a unit in command,
// len(trail) for one that never regains it. Unlimbered artillery is exempt
// [L376] (and cannot move).
func checkCommand(s *rules.State, bd *board, p *plan) (from int, v *rules.Violation) {
	if p.u.Status[stOut] != 1 || !isCombat(p.u) {
		return 0, nil
	}
	wc := activeWC(s)
	w := gatherWing(s, bd, wc)
	if !w.wcOn {
		return 0, p.violation(s, "out-of-command", "M&P §6.3 [L376]", "is out of command and its wing commander is off the map: it may not move")
	}
	// The units of the wing in command without the mover: the chain it may
	// join again.
	var units []hex.Unit
	var rng []int
	for i, u := range w.units {
		if u != p.u {
			units, rng = append(units, w.at[i]), append(rng, w.rng[i])
		}
	}
	in := bd.m.InCommand(units, rng, w.wcAt, w.pass(bd))
	back := func(at hex.Unit) bool {
		if bd.m.LOCPath(at, w.wcAt, locRange(p.u), w.pass(bd)) {
			return true
		}
		for i, ok := range in {
			if ok && bd.m.LOCPath(at, units[i], locRange(p.u), w.pass(bd)) {
				return true
			}
		}
		return false
	}
	for i := 1; i < len(p.trail); i++ {
		cur, to := p.trail[i-1], p.trail[i]
		if !sameHexes(cur, to) && hex.UnitDist(to, w.wcAt) >= hex.UnitDist(cur, w.wcAt) {
			return 0, p.violation(s, "out-of-command", "M&P §6.3 [L376]", "is out of command and must move to regain command as fast as possible: toward %s", s.UnitName(wc.ID))
		}
		if back(to) {
			return i, nil
		}
	}
	return len(p.trail), nil
}
