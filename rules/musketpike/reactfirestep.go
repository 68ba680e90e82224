package musketpike

import (
	"fmt"
	"strconv"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// The Reaction Fire an Advance or Retire Fire triggers (9.1.3 [L676]:
// "entre dans l'un des hexagones de sa Zone de Réaction par ... Tir de
// Progression ou de Repli"; 10.3.2 [L790], 10.3.4 [L808], E16 [L822-L838]).
//   - Advance Fire: the step forward, then the fire at -3; "Les unités
//     ennemies éligibles peuvent alors réagir et les Tirs de Réaction ne
//     génèrent aucun modificateur" [L790]: once the fire is resolved, the
//     enemies whose Reaction Zone the step entered (a hex of it entered,
//     as a move's step [L676]) and that may fire at the firer are asked
//     (react-why 5), with no modifier (E16: X fires back twice).
//   - Retire Fire: the fire at -3; "Les unités ennemies éligibles peuvent
//     alors réagir, mais si ils font un Tir de Réaction ils subissent
//     également le modificateur de -3" [L808]; then the step back. The
//     enemies whose zone holds the firer where it fired are asked first
//     (react-why 6), the step waiting (counter retire-step, 1 + the step
//     chosen) (E16: Z reacts once at -3, then C steps back [L838]); then
//     the step is made (not by a firer gone or Morale Broken since), with
//     its terrain's formation hits, and the enemies whose zone it entered
//     are asked in turn (react-why 7). Every Reaction Fire at a Retire
//     Fire takes its -3.
// Readings: "eligible enemy units" [L808] are those whose Reaction Zone
// holds the firer once it has fired (the trigger of 10.3.4, as the
// target Z of E16, already next to it); guns fired at by the Advance or
// Retire Fire (a fire at artillery [L758]) answer with the others, under
// the same trigger. A step (Advance Fire's, or Retire Fire's step back)
// that comes next to an enemy's flank or rear also offers it the re-face
// reaction [L696] (a reading: no Hedgehog attempt, the mover being
// infantry [L704]; no withdraw nor interception, the step spending no MP
// [L706], [L720]). A Retire Fire before its step, and a stack's order
// change, offer Reaction Fire only (no reaction move is triggered by
// them [L696-L714]).

// The triggers of Advance and Retire Fire (ctReactWhy).
const (
	whyAdvanceFire = 5 // an Advance Fire's step entered the zone [L676], [L790]
	whyRetire      = 6 // a Retire Fire from the zone, its step back waiting [L808]
	whyRetireStep  = 7 // a Retire Fire's step back entered the zone [L676], [L808]
)

// againstRetire reports whether the pending trigger is a Retire Fire:
// Reaction Fire at it takes -3 [L808], [L838].
func againstRetire(s *rules.State) bool {
	w := s.Counters[ctReactWhy]
	return w == whyRetire || w == whyRetireStep
}

// zoneReactions asks the Reaction Fire of the enemies of active unit e
// whose Reaction Zone holds it (step nil) or whose zone its step entered
// [L674-L676] (and the re-face of those whose flank or rear it came next
// to [L696]), under trigger why, with any unit a fire at its guns has
// asked already [L758]; false when none may fire (the counters cleared).
func zoneReactions(s *rules.State, bd *board, e *rules.Unit, why int, step []hex.Unit) bool {
	eAt, _, ok := bd.unitAt(s, e)
	if !ok || gone(e) {
		return false
	}
	s.SetCounter(ctReactTo, s.UnitIndex(e.ID)+1)
	s.SetCounter(ctReactWhy, why)
	s.SetCounter(ctReactRun, 0)
	any := false
	for i := range s.Units {
		x := &s.Units[i]
		if x.Status[stReact] != 0 {
			any = true // a fire at its guns asked it already [L758]
			continue
		}
		if x.Side == e.Side || !reactionUnit(x) {
			continue
		}
		xAt, _, ok := bd.unitAt(s, x)
		if !ok {
			continue
		}
		in, bits := false, 0
		if step != nil {
			in = fireStep(x, xAt, step[0], step[1])
			// The step also triggers the re-face reaction when it comes
			// next to x's flank or rear with no more MA [L676], [L696].
			maX := movementAllowance(x, partnerOf(x, xAt, bd.occupants(s, bd.hexBox(xAt.Hexes()), nil)) != nil)
			if moveCan(x)&^stackedLight(s, bd, x, xAt)&reactReface != 0 && hex.RefaceTrigger(xAt, step[0], step[1], maX, maOf(s, bd, e, eAt)) {
				bits |= reactReface
			}
		} else {
			for _, h := range eAt.Hexes() {
				in = in || inZoneHex(x, xAt, h)
			}
		}
		if in && canFire(s, x) {
			bits |= reactFire
		}
		if bits != 0 {
			x.SetStatus(stReact, bits)
			any = true
		}
	}
	if !any {
		for _, k := range []string{ctReactTo, ctReactWhy, ctReactRun} {
			s.SetCounter(k, 0)
		}
	}
	return any
}

// fireStepReactions are the reactions of the active fire v once its
// shots are resolved: after an Advance Fire, those its step triggered;
// after a Retire Fire, those of the enemies whose zone holds it, the step
// back waiting for them, or with none the step and those it triggers
// [L790], [L808].
func fireStepReactions(r *resolver, u *rules.Unit, v *volley) {
	s := r.s
	switch {
	case v.react || gone(u):
	case v.mode == fireAdvance:
		zoneReactions(s, r.bd, u, whyAdvanceFire, []hex.Unit{v.start, v.at})
	case v.mode == fireRetire && zoneReactions(s, r.bd, u, whyRetire, nil):
		s.SetCounter(ctRetireStep, v.stepIdx+1)
		r.evs = append(r.evs, rules.Event{Kind: "reaction", Side: u.Side, Unit: u.ID, Text: s.UnitName(u.ID) + " steps back once the enemy has reacted to its Retire Fire [L808], [L838]"})
	case v.mode == fireRetire:
		r.step(u, v, v.end, "steps back after firing [L808]")
		zoneReactions(s, r.bd, u, whyRetireStep, []hex.Unit{v.at, v.end})
	}
}

// retireStep makes the step back of Retire Fire that waited for the
// reactions [L808], then asks the reactions it triggers [L676]; true when
// some are asked.
func retireStep(s *rules.State, u *rules.Unit, k int, d dice.Roller) ([]rules.Event, bool) {
	bd, err := boardOf(s)
	if err != nil || u == nil {
		return nil, false
	}
	at, _, ok := bd.unitAt(s, u)
	switch {
	case !ok || gone(u):
		return nil, false
	case moraleBroken(u):
		return []rules.Event{{Kind: "moved", Side: u.Side, Unit: u.ID, Text: s.UnitName(u.ID) + " is Morale Broken: it no longer steps back [L808], [L1220]"}}, false
	}
	v := &volley{u: u, start: at, at: at, end: at, mode: fireRetire, stepIdx: -1}
	if viol := v.checkStep(s, bd, strconv.Itoa(k)); viol != nil {
		return []rules.Event{{Kind: "moved", Side: u.Side, Unit: u.ID, Text: fmt.Sprintf("%s cannot step back after its Retire Fire: %s [L808]", s.UnitName(u.ID), viol.Msg)}}, false
	}
	r := &resolver{s: s, bd: bd, c: bd.charts, d: d}
	r.step(u, v, v.end, "steps back after the reactions to its Retire Fire [L808]")
	refreshCommand(s)
	return r.evs, zoneReactions(s, bd, u, whyRetireStep, []hex.Unit{v.at, v.end})
}
