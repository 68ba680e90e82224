package musketpike

import (
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// Reactions to an advance or a pursuit (11.4.9 [L1139], 9.1.1 [L657],
// 9.1.3 [L676]): a unit that ends an advance after combat, or a Pursue
// and Eliminate, in a Reaction Zone triggers Reaction Fire by the units
// of the other side, whichever is active [L657], but the defender of
// that melee and the units with it [L1139]. The melees wait: each such
// unit (status advanced) is a trigger of its own, answered in phase
// react, and the resolution goes on with the next melee once none is
// left. Heavy infantry fires at -1 at cavalry that advanced [L756]. The
// one-hexside re-face of the advance comes before (meleeadvance.go)
// [L1135]; the reaction moves an advance triggers are not yet played.

// advanceReactions opens the reactions to the first unit that advanced
// and triggers some; the units that trigger none are passed over. It
// leaves the phase react when one waits.
func advanceReactions(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	for {
		u := firstWith(s, stAdvanced)
		if u == nil {
			return nil, nil
		}
		def, _ := unitAt(s, u.Status[stAdvanced])
		u.SetStatus(stAdvanced, 0)
		uAt, _, ok := bd.unitAt(s, u)
		if gone(u) || !ok {
			continue
		}
		var defAt hex.Unit
		defOn := false
		if def != nil && !gone(def) {
			defAt, _, defOn = bd.unitAt(s, def)
		}
		s.SetCounter(ctReactTo, s.UnitIndex(u.ID)+1)
		s.SetCounter(ctReactWhy, whyAdvance)
		s.SetCounter(ctReactRun, 0)
		if u.Type == Cavalry {
			s.SetCounter(ctReactRun, 1) // cavalry that advanced after combat [L756]
		}
		asked := false
		for i := range s.Units {
			x := &s.Units[i]
			if x.Side == u.Side || !reactionUnit(x) || x == def {
				continue
			}
			xAt, _, ok := bd.unitAt(s, x)
			if !ok || (defOn && overlaps(xAt, defAt)) {
				continue // the defender's stack [L1139]
			}
			in := false
			for _, h := range uAt.Hexes() {
				in = in || inZoneHex(x, xAt, h)
			}
			if in && canFire(s, x) {
				x.SetStatus(stReact, reactFire)
				asked = true
			}
		}
		if asked {
			return resumeReactions(s, d)
		}
		for _, k := range []string{ctReactTo, ctReactWhy, ctReactRun} {
			s.SetCounter(k, 0)
		}
	}
}

// meleesOn goes on once the reactions to an advance are answered: the
// next advance's reactions, else the melees still to resolve, then the
// end of the activation's melees [L1017].
func meleesOn(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	evs, err := advanceReactions(s, d)
	if err != nil || s.Phase == PhaseReact && pendingReactor(s) != nil {
		return evs, err
	}
	res, paused, err := resolveMelees(s, d)
	evs = append(evs, res...)
	if err != nil || paused {
		return evs, err
	}
	return append(evs, afterMelee(s)...), nil
}
