package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/hex"
)

// Momentum (11.3.6 [L1064-L1091], spec §9.3.4, P29 with reading A14):
// heavy infantry or cavalry whose last two hexes entered before contact
// were clear, with no re-face, fire or evasion between, and no reciprocal
// hexside crossed [L1337], has a Momentum marker at the end of its move
// [L1069]; it lasts to the melee segment that follows. Status run counts
// the clear hexes entered in a row over the unit's move actions of the
// activation (a re-face, a pivot or a Column's turn starts it again, and
// so does a fire); crossing a slope keeps it [L1077]. Cavalry stacked
// with light infantry and units in Open Order earn it too [L1087-L1089].

// momentumHexes is how many clear hexes earn Momentum [L1064].
const momentumHexes = 2

// updateMomentum counts the clear hexes of move p and marks Momentum when
// the unit ends it with an enemy in its front hexes.
func updateMomentum(s *rules.State, bd *board, u *rules.Unit, p *plan) {
	if u.Type != Cavalry && u.Type != HeavyInfantry {
		return
	}
	run := u.Status[stRun]
	for i := 1; i < len(p.trail); i++ {
		switch {
		case p.kinds[i] == stepNone:
		case p.kinds[i] == stepForward && clearStep(bd, p.trail[i-1], p.trail[i]):
			run = min(run+1, momentumHexes)
		default:
			run = 0
		}
	}
	u.SetStatus(stRun, run)
	mom := 0
	if run >= momentumHexes && enemyInFront(s, bd, u, p.end) {
		mom = 1
	}
	u.SetStatus(stMomentum, mom)
}

// clearStep reports whether the step from a to b entered only clear hexes
// and crossed no reciprocal hexside (P29).
func clearStep(bd *board, a, b hex.Unit) bool {
	ah, bh := a.Hexes(), b.Hexes()
	if len(ah) != len(bh) {
		return false
	}
	for i, h := range bh {
		if a.Occupies(h) {
			continue
		}
		if bd.m.Terrain(h).Flags&hex.ClearHex == 0 {
			return false
		}
		if d, ok := ah[i].DirTo(h); !ok || bd.m.Side(ah[i], d).Flags&hex.Reciprocal != 0 {
			return false
		}
	}
	return true
}

// enemyInFront reports whether an enemy combat unit stands in one of the
// front hexes of u at at: contact [L999].
func enemyInFront(s *rules.State, bd *board, u *rules.Unit, at hex.Unit) bool {
	front := setHexes(at.Front())
	if len(front) == 0 {
		return false
	}
	for _, o := range bd.occupants(s, bd.hexBox(front), nil) {
		if o.u.Side != u.Side && isCombat(o.u) && frontHolds(at, o.at) {
			return true
		}
	}
	return false
}

// loseMomentum ends u's run: it fired [L1064].
func loseMomentum(u *rules.Unit) {
	u.SetStatus(stRun, 0)
	u.SetStatus(stMomentum, 0)
}

// momentumAfter removes the Momentum markers at the end of the melee
// that follows the move [L1069]: its attackers'. A unit of the active
// wing attacked in a Reaction Melee (defs, the defender and the unit
// stacked with it) keeps its marker if it may still make the attack it
// was designated for once that melee is resolved [L1085] (checkAttack,
// as its own melee will check it [L999]); else it loses it.
func (r *resolver) momentumAfter(defs, atk []*rules.Unit) {
	s := r.s
	for _, u := range atk {
		u.SetStatus(stMomentum, 0)
	}
	wc := activeWC(s)
	for _, u := range defs {
		if wc == nil || u.Side != wc.Side || u.Status[stMomentum] != 1 {
			continue
		}
		var why string
		if i := u.Status[stAttack]; i == 0 {
			why = "it is designated to attack no one"
		} else if t := &s.Units[i-1]; gone(u) {
			why = "it has left the battle"
		} else if v := checkAttack(s, r.bd, u, t); v != nil {
			why = "it may no longer attack " + s.UnitName(t.ID)
		} else {
			r.evs = append(r.evs, rules.Event{Kind: "momentum", Side: u.Side, Unit: u.ID,
				Text: fmt.Sprintf("%s keeps its Momentum for its attack on %s: it may still make it after the Reaction Melee [L1085]", s.UnitName(u.ID), s.UnitName(t.ID))})
			continue
		}
		u.SetStatus(stMomentum, 0)
		r.evs = append(r.evs, rules.Event{Kind: "momentum", Side: u.Side, Unit: u.ID,
			Text: fmt.Sprintf("%s loses its Momentum after the Reaction Melee: %s [L1085]", s.UnitName(u.ID), why)})
	}
}
