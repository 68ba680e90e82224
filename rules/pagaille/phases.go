package pagaille

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
)

// Phases (bep §5). The upkeep phase (§6.1, L22-38) has no choice in it:
// it is played at once when a turn starts (startTurn), its command points
// logged. PhaseFirst is the roll-off for who activates first (A7), then
// PhaseOrders the alternate activation of officers (L40-49). The
// assessment phase (§10.2-10.4, L338-395) has no choice either: it is
// played when the orders phase ends (endTurn, assess), and an army routed
// or turnLimit ends the battle (PhaseOver).
const (
	PhaseFirst  = "first-player"
	PhaseOrders = "orders"
	PhaseOver   = "over"
)

// Unit statuses kept besides the block's (files, ranks, figures).
const (
	stOrders    = "orders"    // orders the unit received this turn (§6.2)
	stAllowance = "allowance" // pas of the Advance it is executing (§7.1), 0 when none
	stCharge    = "charge"    // 1 + the index of the unit it charges, while it moves home (§7.4)
	stRouted    = "routed"    // 1: the unit is routed (§10.1)
	stActivated = "activated" // 1: the officer has been activated this turn (A7)
	stFailed    = "failed"    // 1: the officer failed an order this turn (L45-46)

	stGone         = "gone"         // why the unit has left the table: goneDestroyed, goneFled
	stFresh        = "fresh-rout"   // 1: routed this turn: it flees from next turn (L264-266)
	stAttacked     = "attacked"     // 1: attacked since its rout (the rally's −1, L313-316)
	stRallies      = "rallies"      // failed rally attempts since its rout (L322-327)
	stOwed         = "owed-test"    // 1: a melee winner that tests at its next casualty (L225-231)
	stJammed       = "jammed"       // musketeers who cannot shoot until next turn (L1205)
	stConsolidated = "consolidated" // 1: a defender that won and consolidated: +1 when next charged (L273-281)
	stCrew         = "crew"         // a war machine's crew left (§3.5, A12)
	stMoved        = "moved"        // 1: a ballista advanced: its next Shoot order re-aims (L1227-1229, A14)
)

// Battle counters. The per-army ones end with the army's id.
const (
	ctCP      = "cp:"   // the army's command points left this turn (§6.1)
	ctDone    = "done:" // 1: the army passed; 2: its general failed (L47-49)
	ctOfficer = "officer"
	ctFirst   = "first"        // 1 + the army that activates first this turn
	ctMelee   = "melee"        // 1 + the unit whose charge has come home, while its melee waits to be fought (§9)
	ctVP      = "vp:"          // the army's victory points at the last assessment (§10.3)
	ctRouted  = "army-routed:" // 1: the army routed at an assessment (§10.2)
)

const (
	donePassed  = 1
	doneGeneral = 2
)

func cpKey(s *rules.State, side int) string   { return ctCP + s.Sides[side].ID }
func doneKey(s *rules.State, side int) string { return ctDone + s.Sides[side].ID }

// CP is the command points the army has left this turn.
func CP(s *rules.State, side int) int { return s.Counters[cpKey(s, side)] }

// startTurn plays the upkeep of s.Turn (§6.1): the per-turn marks are
// cleared, each army's command points counted, then the first player is
// settled (A7, setting firstPlayerRule).
func startTurn(s *rules.State, st Settings, d dice.Roller) []rules.Event {
	for i := range s.Units {
		u := &s.Units[i]
		for _, k := range []string{stOrders, stAllowance, stCharge, stActivated, stFailed, stFresh, stJammed, stMoved} {
			u.SetStatus(k, 0)
		}
	}
	s.Used = nil
	s.SetCounter(ctOfficer, 0)
	evs := []rules.Event{{Kind: "turn", Text: fmt.Sprintf("Turn %d", s.Turn)}}
	for side := range s.Sides {
		s.SetCounter(doneKey(s, side), 0)
		cp, facts := upkeep(s, side, st)
		s.SetCounter(cpKey(s, side), cp)
		evs = append(evs, rules.Event{Kind: "upkeep", Side: side, Facts: facts,
			Text: fmt.Sprintf("%s: %d command points (bep §6.1)", s.Sides[side].Name, cp)})
	}
	if !canAct(s, 0, st) && !canAct(s, 1, st) {
		s.Phase = PhaseOver
		return append(evs, rules.Event{Kind: "end", Text: "No officer is left to give an order: the battle ends (bep §5)"})
	}
	prev := s.Counters[ctFirst] - 1
	switch {
	case st.FirstPlayer == FirstFixed:
		return append(evs, startOrders(s, st, 0, d)...)
	case st.FirstPlayer == FirstAlternate && s.Turn > 1 && prev >= 0:
		return append(evs, startOrders(s, st, 1-prev, d)...)
	}
	s.Phase, s.Active = PhaseFirst, 0
	return evs
}

// rollOff is A7's roll-off: a D6 each, the first army first; the higher
// activates first, a tie rolls again.
func rollOff(s *rules.State, st Settings, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	for {
		a, ra, err := rollDice(d, 1)
		if err != nil {
			return nil, err
		}
		b, rb, err := rollDice(d, 1)
		if err != nil {
			return nil, err
		}
		ev := rules.Event{Kind: "roll", Side: s.Active, Rolls: append(ra, rb...),
			Facts: []rules.Fact{
				{Name: "roll", Value: a, Of: s.Sides[0].ID, Text: s.Sides[0].Name, Rule: "bep A7"},
				{Name: "roll", Value: b, Of: s.Sides[1].ID, Text: s.Sides[1].Name, Rule: "bep A7"},
			}}
		if a == b {
			ev.Text = fmt.Sprintf("Roll-off for the first player: %d each, roll again (bep A7)", a)
			evs = append(evs, ev)
			continue
		}
		first := 0
		if b > a {
			first = 1
		}
		ev.Text = fmt.Sprintf("Roll-off for the first player: %s %d, %s %d: first to activate, %s (bep A7)", s.Sides[0].Name, a, s.Sides[1].Name, b, s.Sides[first].Name)
		evs = append(evs, ev)
		return append(evs, startOrders(s, st, first, d)...), nil
	}
}

// startOrders starts the orders phase with side to play.
func startOrders(s *rules.State, st Settings, side int, d dice.Roller) []rules.Event {
	s.Phase = PhaseOrders
	s.SetCounter(ctFirst, side+1)
	s.Active = side
	ev := rules.Event{Kind: "phase", Side: side, Text: fmt.Sprintf("Orders phase: first to activate, %s", s.Sides[side].Name)}
	if canAct(s, side, st) {
		return []rules.Event{ev}
	}
	return append([]rules.Event{ev}, nextPlayer(s, side, st, d)...)
}

// eligible reports whether o may be activated now (§5, A7): alive, not
// failed this turn, not activated yet this turn, and his army neither
// passed nor cut off by its general's failure.
func eligible(s *rules.State, o Officer) bool {
	u := o.Unit
	return o.alive() && u.Status[stFailed] == 0 && u.Status[stActivated] == 0 && s.Counters[doneKey(s, u.Side)] == 0
}

// officers lists the army's officers, in the scenario's order.
func officers(s *rules.State, side int, st Settings) []Officer {
	var out []Officer
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side {
			if o, ok := officerOf(u, st); ok {
				out = append(out, o)
			}
		}
	}
	return out
}

// canAct reports whether the army has an officer it may activate.
func canAct(s *rules.State, side int, st Settings) bool {
	for _, o := range officers(s, side, st) {
		if eligible(s, o) {
			return true
		}
	}
	return false
}

// activeOfficer is the officer being activated, if any.
func activeOfficer(s *rules.State) (*rules.Unit, bool) {
	i := s.Counters[ctOfficer] - 1
	if i < 0 || i >= len(s.Units) {
		return nil, false
	}
	return &s.Units[i], true
}

// endPhase is the end-phase action of the orders phase: the end of the
// active officer's activation, or, with none active, the player's pass
// for the rest of the phase (A7).
func endPhase(s *rules.State, st Settings, d dice.Roller) []rules.Event {
	side := s.Active
	if u, ok := activeOfficer(s); ok {
		o, _ := officerOf(u, st)
		evs := endActivation(s)
		evs[0].Text = fmt.Sprintf("%s: end of the activation of %s", s.Sides[side].Name, o.Title(s))
		return append(evs, nextPlayer(s, side, st, d)...)
	}
	s.SetCounter(doneKey(s, side), donePassed)
	evs := []rules.Event{{Kind: "pass", Side: side, Text: fmt.Sprintf("%s: pass, no more orders this turn", s.Sides[side].Name)}}
	return append(evs, nextPlayer(s, side, st, d)...)
}

// endActivation closes the active officer's activation and any Advance
// still open.
func endActivation(s *rules.State) []rules.Event {
	closeAdvances(s)
	s.SetCounter(ctOfficer, 0)
	return []rules.Event{{Kind: "activation", Side: s.Active, Text: "the activation ends"}}
}

// nextPlayer hands the turn on after an activation of side (A7): to the
// other player if he can still activate an officer, else back to side;
// when neither can, the orders phase and the turn end.
func nextPlayer(s *rules.State, side int, st Settings, d dice.Roller) []rules.Event {
	other := 1 - side
	switch {
	case canAct(s, other, st):
		s.Active = other
		return []rules.Event{{Kind: "phase", Side: other, Text: fmt.Sprintf("%s to activate an officer", s.Sides[other].Name)}}
	case canAct(s, side, st):
		s.Active = side
		return []rules.Event{{Kind: "phase", Side: side, Text: fmt.Sprintf("%s cannot act: the turn stays with %s", s.Sides[other].Name, s.Sides[side].Name)}}
	}
	return endTurn(s, st, d)
}

// endTurn ends the orders phase and the turn: the routed units flee
// (A9), the assessment phase is played (§10.2-10.4), and the battle ends
// when an army routs or turnLimit is reached; else the next turn starts.
func endTurn(s *rules.State, st Settings, d dice.Roller) []rules.Event {
	evs := []rules.Event{{Kind: "phase", Text: fmt.Sprintf("End of the orders phase of turn %d: no officer left to activate (bep §5)", s.Turn)}}
	closeAdvances(s)
	fled, _ := flee(s, st, d) // a dice error is kept by Apply's safeDice
	evs = append(evs, fled...)
	more, over := assess(s, st, d)
	evs = append(evs, more...)
	if over {
		s.Phase = PhaseOver
		return evs
	}
	if st.TurnLimit > 0 && s.Turn >= st.TurnLimit {
		s.Phase = PhaseOver
		return append(evs, rules.Event{Kind: "end", Text: fmt.Sprintf("The battle ends after turn %d (setting %s, bep §10.4): %s", s.Turn, SetTurnLimit, verdict(s))})
	}
	s.Turn++
	return append(evs, startTurn(s, st, d)...)
}
