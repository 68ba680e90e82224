package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
)

// inactive reports a leader who may still be activated this turn: on the
// map or in the Pursuit or Regrouped box [L2785-2786, L2797], not out of
// the battle, not Finished [L83-84, L782-784].
func inactive(u *rules.Unit) bool {
	return u.Type == Leader && (onTable(u) || inBox(u)) && u.Status[stFate] < fateOut && u.Status[stFinished] == 0
}

// lowest is the lowest Initiative among side's inactive leaders (-1 for
// none).
func lowest(s *rules.State, side int) int {
	lo := -1
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && inactive(u) && (lo < 0 || initiative(u) < lo) {
			lo = initiative(u)
		}
	}
	return lo
}

// nextSide is the side to activate its next leader [L301-308, L772-780]:
// the one with the inactive leader of lowest Initiative; between equal
// Initiatives of both sides the winner of the tie roll first, then
// alternately. tie is true when that roll is still to make; ok false when
// no leader is inactive.
func nextSide(s *rules.State) (side, init int, tie, ok bool) {
	a, b := lowestInit(s, 0), lowestInit(s, 1) // Impetuous Lines count [L2116-2119]
	switch {
	case a < 0 && b < 0:
		return 0, 0, false, false
	case b < 0 || (a >= 0 && a < b):
		return 0, a, false, true
	case a < 0 || b < a:
		return 1, b, false, true
	}
	if s.Counters[ctTieAt] != a+1 {
		return 0, a, true, true
	}
	if s.Counters[ctLastAt] == a+1 && s.Counters[ctLast] > 0 {
		return 2 - s.Counters[ctLast], a, false, true // the other side [L777]
	}
	return s.Counters[ctTieWin] - 1, a, false, true
}

// startSelect ends an activation and starts the next: the side to go
// activates (or the tie is rolled first); when no leader is inactive, or
// the Destiny die said so, the turn ends with the Rout & Reload Phase
// [L355-380] (an action of its own: it rolls the Army Withdrawal tests).
func startSelect(s *rules.State) []rules.Event {
	for i := range s.Units {
		s.Units[i].SetStatus(stAdvTurn, 0) // the advances' turns are made before the next activation [L2047-2050]
	}
	for _, k := range []string{ctLeader, ctOrders, ctTried, ctWindow, ctReact, ctLines, ctLineOK, ctImpLine} {
		s.SetCounter(k, 0)
	}
	var evs []rules.Event
	if e, ok := offerElite(s); ok {
		return e
	}
	side, init, tie, ok := nextSide(s)
	if !ok || s.Counters[ctEndTurn] == 1 {
		if s.Phase != PhaseRoutReload {
			s.Phase, s.Active = PhaseRoutReload, 0
			return append(evs, rules.Event{Kind: "phase", Text: "no leader is left to activate: the Rout & Reload Phase [L355-380]"})
		}
		s.Phase, s.Active = PhaseActivation, 0 // no leader left at all
		return evs
	}
	if tie {
		s.Phase, s.Active = PhaseTie, 0
		evs = append(evs, rules.Event{Kind: "phase", Text: fmt.Sprintf("both armies' next leaders have Initiative %d: the tie is rolled [L775-777]", init)})
		return evs
	}
	s.Phase, s.Active = PhaseActivation, side
	return evs
}

// rollTie rolls the tie [L775-777]: each side a d10, the higher plays
// first; equal dice are rolled again (a reading, spec D1).
func rollTie(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	_, init, _, _ := nextSide(s)
	var evs []rules.Event
	for {
		a, ra, err := die(d)
		if err != nil {
			return nil, err
		}
		b, rb, err := die(d)
		if err != nil {
			return nil, err
		}
		ev := rules.Event{Kind: "roll", Rolls: []dice.Roll{ra, rb},
			Facts: []rules.Fact{
				{Name: "die", Value: a, Of: s.Sides[0].ID, Rule: "GBoH §5.12 [L775-777]"},
				{Name: "die", Value: b, Of: s.Sides[1].ID, Rule: "GBoH §5.12 [L775-777]"},
			}}
		if a == b {
			ev.Text = fmt.Sprintf("tie for Initiative %d: %s %d, %s %d: rolled again", init, s.Sides[0].Name, a, s.Sides[1].Name, b)
			evs = append(evs, ev)
			continue
		}
		w := 0
		if b > a {
			w = 1
		}
		ev.Text = fmt.Sprintf("tie for Initiative %d: %s %d, %s %d: %s goes first", init, s.Sides[0].Name, a, s.Sides[1].Name, b, s.Sides[w].Name)
		evs = append(evs, ev)
		s.SetCounter(ctTieWin, w+1)
		s.SetCounter(ctTieAt, init+1)
		s.SetCounter(ctLast, 0)
		s.SetCounter(ctLastAt, 0)
		return append(evs, startSelect(s)...), nil
	}
}

// leaderOf is the leader a's Target names, of side a.Side.
func leaderOf(s *rules.State, a rules.Action) (*rules.Unit, error) {
	u, ok := s.Unit(a.Target)
	if !ok || u.Type != Leader {
		return nil, &rules.Violation{Code: "no-leader", Rule: "GBoH §1 [L69-75]", Msg: fmt.Sprintf("%q is not a leader", a.Target)}
	}
	if u.Side != a.Side {
		return nil, &rules.Violation{Code: "not-yours", Rule: "GBoH §1 [L69-75]", Msg: s.UnitName(u.ID) + " is the enemy's"}
	}
	return u, nil
}

// checkActivate checks the activation of a.Target: the side's inactive
// leader of lowest Initiative (same-side ties: the owner chooses [L778-780]);
// in a Re-activation any leader of the side, Finished or not [L959-963].
func checkActivate(s *rules.State, a rules.Action) (*rules.Unit, error) {
	u, err := leaderOf(s, a)
	if err != nil {
		return nil, err
	}
	if (!onTable(u) && !inBox(u)) || u.Status[stFate] >= fateOut {
		return nil, &rules.Violation{Code: "gone", Rule: "GBoH §4.42-4.44 [L691-744]", Msg: s.UnitName(u.ID) + " is out of the battle"}
	}
	if u.Status[stPromoted] == 1 {
		return nil, &rules.Violation{Code: "promoted", Rule: "GBoH §4.44 [L735-737]", Msg: s.UnitName(u.ID) + " was placed this turn as a replacement: no orders nor Shock before the next turn"}
	}
	if s.Phase == PhaseReactivate {
		return u, nil
	}
	if !inactive(u) {
		return nil, &rules.Violation{Code: "finished", Rule: "GBoH §5.13 [L782-784]", Msg: s.UnitName(u.ID) + " is Finished: only Inactive leaders are activated"}
	}
	if lo := lowestInit(s, u.Side); initiative(u) != lo {
		return nil, &rules.Violation{Code: "not-lowest", Rule: "GBoH §3 [L301-308]",
			Msg: fmt.Sprintf("%s has Initiative %d: the leader of lowest Initiative (%d) is activated, unless a Trump is tried", s.UnitName(u.ID), initiative(u), lo)}
	}
	return u, nil
}

func applyActivate(s *rules.State, a rules.Action) []rules.Event {
	if a.Args["line"] != "" {
		n, _ := checkLineActivate(s, a)
		return applyLineActivate(s, a.Side, n)
	}
	u, _ := s.Unit(a.Target)
	if s.Phase == PhaseReactivate {
		ev := rules.Event{Kind: "activate", Side: u.Side, Unit: u.ID, Text: s.UnitName(u.ID) + " is re-activated by the Destiny die [L959-963]"}
		if u.Status[stFinished] == 1 {
			u.SetStatus(stFinished, 0)
			u.SetStatus(stReactivated, 1) // no Momentum [L963-970]
			ev.Text += "; he was Finished: no Momentum"
		}
		return append([]rules.Event{ev}, startOrders(s, u)...)
	}
	s.SetCounter(ctLast, u.Side+1)
	s.SetCounter(ctLastAt, initiative(u)+1)
	ev := rules.Event{Kind: "activate", Side: u.Side, Unit: u.ID, Text: fmt.Sprintf("%s (Initiative %d) is activated [L301-308]", s.UnitName(u.ID), initiative(u))}
	return append([]rules.Event{ev}, startOrders(s, u)...)
}

// startOrders starts u's Orders Phase [L449-457]: no order given yet, no
// unit has had its order, the tape of every unit renewed.
func startOrders(s *rules.State, u *rules.Unit) []rules.Event {
	s.Phase, s.Active = PhaseOrders, u.Side
	s.SetCounter(ctLeader, s.UnitIndex(u.ID)+1)
	s.SetCounter(ctOrders, 0)
	s.SetCounter(ctWindow, 0)
	s.SetCounter(ctLines, 0)
	s.SetCounter(ctLineOK, 0)
	s.SetCounter(ctImpTested, 0)
	u.SetStatus(stPhases, u.Status[stPhases]+1)
	for i := range s.Units {
		for _, k := range phaseStatuses {
			s.Units[i].SetStatus(k, 0)
		}
	}
	s.Used = nil
	return []rules.Event{{Kind: "phase", Side: u.Side, Unit: u.ID,
		Text: fmt.Sprintf("%s's Orders Phase (%d this turn): up to %d Individual Orders [L474-475]", s.UnitName(u.ID), u.Status[stPhases], initiative(u))}}
}

// finish flips u to Finished [L792-808].
func finish(s *rules.State, u *rules.Unit, why string) rules.Event {
	u.SetStatus(stFinished, 1)
	u.SetStatus(stTrumper, 0)
	return rules.Event{Kind: "finished", Side: u.Side, Unit: u.ID, Text: s.UnitName(u.ID) + " is Finished: " + why}
}

// checkEnd checks an end-phase: a leader activated by his own Trump may
// not pass before giving an order [L1042-1046].
func checkEnd(s *rules.State) error {
	if s.Phase != PhaseOrders {
		return nil
	}
	if bd, err := boardOf(s); err == nil && anyShock(s, bd) {
		return nil // he may still command a Shock [L1042-1046]
	}
	if l := activeLeader(s); l != nil && l.Status[stTrumper] == 1 {
		return &rules.Violation{Code: "must-act", Rule: "GBoH §5.45 [L1042-1046]",
			Msg: s.UnitName(l.ID) + " succeeded a Trump: he must give a move order (changing hex) before his phase ends"}
	}
	return nil
}

// endPhase applies an end-phase in every phase that has one.
func endPhase(s *rules.State) []rules.Event {
	l := activeLeader(s)
	switch s.Phase {
	case PhaseOrders:
		if bd, err := boardOf(s); err == nil && anyShock(s, bd) {
			s.Phase = PhaseShock
			return []rules.Event{{Kind: "phase", Side: l.Side, Unit: l.ID, Text: s.UnitName(l.ID) + "'s Shocks: designate them, then resolve [L1790-1833]"}}
		}
		return afterOrders(s)
	case PhaseMomentum:
		return append([]rules.Event{finish(s, l, "he tries no Momentum")}, startSelect(s)...)
	case PhaseWindow:
		ev := rules.Event{Kind: "trump", Side: s.Active, Text: s.Sides[s.Active].Name + " tries no Trump"}
		return append([]rules.Event{ev}, resumePending(s, l)...)
	case PhaseReactivate:
		ev := rules.Event{Kind: "activate", Side: s.Active, Text: s.Sides[s.Active].Name + " declines the Re-activation"}
		return append([]rules.Event{ev}, startSelect(s)...)
	case PhaseElite:
		return declineElite(s)
	case PhasePursuitCall:
		return declineCalls(s)
	case PhaseAdvanceFace:
		return keepFaces(s)
	}
	return nil
}
