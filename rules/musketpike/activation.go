package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// The turn (3.0 [L192-L241], spec §5): the Initiative Phase, then the
// Activation Phase, where the wings activate one at a time in decreasing
// priority of their orders, alternating between the players [L253], then
// the Rout and Marker Removal phases.

// orderNames are the orders as the log writes them, by stOrder - 1.
var orderNames = [...]string{"Charge", "Make Ready", "Receive Charge", "Rally"}

// orderOf is a wing commander's order.
func orderOf(wc *rules.Unit) charts.Order { return charts.Order(wc.Status[stOrder] - 1) }

func orderName(o charts.Order) string {
	if o < 0 || int(o) >= len(orderNames) {
		return "no"
	}
	return orderNames[o]
}

// activeWC is the active wing's commander, nil when no wing is active.
func activeWC(s *rules.State) *rules.Unit {
	w := s.Counters[ctWing]
	if w <= 0 || w > len(s.Units) || !isWC(&s.Units[w-1]) {
		return nil
	}
	return &s.Units[w-1]
}

// present reports whether wing commander wc's wing still has a combat unit
// on the table, or one due as a reinforcement: a wing whose units are all
// gone no longer activates [L280]; a reinforcement wing counts for the
// initiative and activates from its turn on [L585].
func present(s *rules.State, wc *rules.Unit) bool {
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == wc.Side && isCombat(u) && wingOf(u) == wingOf(wc) && onTable(s, u) {
			return true
		}
	}
	return false
}

// onTable reports whether u's counter is on the table, or u is a
// reinforcement whose turn has come [L585].
func onTable(s *rules.State, u *rules.Unit) bool {
	if due(s, u) {
		return true
	}
	if len(u.Bases) == 0 {
		return false
	}
	_, ok := s.Base(u.Bases[0])
	return ok
}

// commanders are the wing commanders whose wings are present, in the
// scenario's order: one pass over the units, then one over the leaders.
func commanders(s *rules.State) []*rules.Unit {
	var here [2][maxWing + 1]bool
	for i := range s.Units {
		u := &s.Units[i]
		if isCombat(u) && u.Side >= 0 && u.Side < 2 && onTable(s, u) {
			here[u.Side][wingOf(u)] = true
		}
	}
	var out []*rules.Unit
	for i := range s.Units {
		// A wing whose commander is removed neither activates nor
		// continues [L346].
		if u := &s.Units[i]; isWC(u) && here[u.Side][wingOf(u)] && u.Status[stRemoved] == 0 {
			out = append(out, u)
		}
	}
	return out
}

// startTurn begins a turn: per-turn markers cleared and the initiative
// settled, by the orders when they decide it, else by a roll (PhaseInitiative).
func startTurn(s *rules.State) []rules.Event {
	for i := range s.Units {
		u := &s.Units[i]
		// Bypassed and No Continue are this turn's too (A6).
		for _, k := range []string{stFinished, stActivations, stTried, stMove, stMA, stJoined, stActed, stOut, stBypassed, stNoContinue, stSalvo, stShot, stCover, stRun, stMomentum, stAttack, stMeleePistol, stDefencePistol} {
			u.SetStatus(k, 0)
		}
	}
	for _, k := range []string{ctWing, ctLast, ctPassed, ctActed, ctInitiative, ctPending, ctWindow} {
		s.SetCounter(k, 0)
	}
	s.Used = nil
	evs := []rules.Event{{Kind: "turn", Side: -1, Text: fmt.Sprintf("Turn %d", s.Turn)}}
	winner, o, decided := initiative(s)
	if !decided {
		s.Phase, s.Active = PhaseInitiative, 0
		return append(evs, rules.Event{Kind: "initiative", Side: -1, Text: fmt.Sprintf("The armies tie for the initiative on their %s wings: each rolls a die [L249]", orderName(o))})
	}
	if winner >= 0 {
		s.SetCounter(ctInitiative, winner+1)
		evs = append(evs, rules.Event{Kind: "initiative", Side: winner, Text: fmt.Sprintf("%s has the initiative (%s wings) [L247]", s.Sides[winner].Name, orderName(o))})
	}
	return append(evs, selectNext(s)...) // with no wing left, the battle ends there
}

// initiative is the side that wins the initiative by its orders [L247]:
// the more wings with the highest order held (Charge, then Make Ready,
// then Receive Charge, then Rally — A3), then the better wing commander
// with that order [L249]. decided is false for a tie the dice break, or
// when no wing is left (winner -1).
func initiative(s *rules.State) (winner int, o charts.Order, decided bool) {
	wcs := commanders(s)
	for o = charts.Charge; o <= charts.Rally; o++ {
		var count, best [2]int
		for _, wc := range wcs {
			if orderOf(wc) == o {
				count[wc.Side]++
				best[wc.Side] = min(best[wc.Side], rating(wc))
			}
		}
		switch {
		case count[0] == 0 && count[1] == 0:
			continue
		case count[0] != count[1]:
			return boolSide(count[1] > count[0]), o, true
		case best[0] != best[1]:
			return boolSide(best[1] < best[0]), o, true // -2 beats -1 [L249]
		}
		return -1, o, false
	}
	return -1, o, true
}

func boolSide(second bool) int {
	if second {
		return 1
	}
	return 0
}

// rollInitiative breaks an initiative tie: each side rolls a d10, the
// higher wins [L249]; equal rolls leave the tie to roll again (not in the
// text).
func rollInitiative(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	var dies [2]int
	var rolls []dice.Roll
	for i := range dies {
		v, r, err := die(d)
		if err != nil {
			return nil, err
		}
		dies[i], rolls = v, append(rolls, r)
	}
	ev := rules.Event{Kind: "roll", Side: -1, Rolls: rolls, Facts: []rules.Fact{
		{Name: "die", Value: dies[0], Of: s.Sides[0].ID, Text: s.Sides[0].Name, Rule: "M&P §5.1 [L249]"},
		{Name: "die", Value: dies[1], Of: s.Sides[1].ID, Text: s.Sides[1].Name, Rule: "M&P §5.1 [L249]"},
	}}
	if dies[0] == dies[1] {
		ev.Text = fmt.Sprintf("Initiative: both roll %d; they roll again", dies[0])
		return []rules.Event{ev}, nil
	}
	w := boolSide(dies[1] > dies[0])
	ev.Text = fmt.Sprintf("Initiative: %s rolls %d, %s %d: %s has the initiative [L249]", s.Sides[0].Name, dies[0], s.Sides[1].Name, dies[1], s.Sides[w].Name)
	s.SetCounter(ctInitiative, w+1)
	return append([]rules.Event{ev}, selectNext(s)...), nil
}

// bestOrder is the highest priority order among the wings still to
// activate [L253], false when every wing is Finished.
func bestOrder(s *rules.State) (charts.Order, bool) {
	best, ok := charts.Rally, false
	for _, wc := range commanders(s) {
		if wc.Status[stFinished] == 0 && (!ok || orderOf(wc) < best) {
			best, ok = orderOf(wc), true
		}
	}
	return best, ok
}

// selectNext hands the choice of the next activation to the player whose
// turn it is (spec §5.2 SELECT_NEXT, reading A1): a Bypassed wing first;
// else the side with a wing at
// the highest order still to activate; if both have one, the side that did
// not make the last activation, the initiative winner first [L264-L274].
// With every wing Finished the Activation Phase ends.
func selectNext(s *rules.State) []rules.Event {
	s.SetCounter(ctWing, 0)
	for _, wc := range commanders(s) {
		if wc.Status[stBypassed] == 1 && wc.Status[stFinished] == 0 {
			// A Bypassed wing activates at once, and may not be pre-empted
			// again in this first activation [L130], [L292].
			wc.SetStatus(stBypassed, 0)
			s.SetCounter(ctLast, wc.Side+1)
			evs := startActivation(s, wc)
			// The AC does not activate for a Bypassed wing [L316].
			for i := range s.Units {
				if u := &s.Units[i]; isAC(u) && u.Side == wc.Side {
					u.SetStatus(stActed, 1)
					evs = append(evs, rules.Event{Kind: "activation", Side: wc.Side, Unit: u.ID, Text: s.UnitName(u.ID) + " does not activate with a Bypassed wing [L316]"})
				}
			}
			return evs
		}
	}
	o, ok := bestOrder(s)
	if !ok {
		return endActivationPhase(s)
	}
	var has [2]bool
	for _, wc := range commanders(s) {
		if wc.Status[stFinished] == 0 && orderOf(wc) == o {
			has[wc.Side] = true
		}
	}
	side := 0
	switch {
	case has[0] && has[1]:
		side = s.Counters[ctInitiative] - 1
		if last := s.Counters[ctLast]; last > 0 {
			side = 1 - (last - 1)
		}
	case has[1]:
		side = 1
	}
	s.Phase, s.Active = PhaseSelect, side
	return []rules.Event{{Kind: "phase", Side: side, Text: fmt.Sprintf("%s to activate a wing with %s orders, or pass [L202]", s.Sides[side].Name, orderName(o))}}
}

// checkSelect checks an activation or a pass: the player names one of his
// wings with the highest order still to activate [L253]; a Charge wing
// may not pass [L302], [L413], nor one forced onto Rally [L441].
func checkSelect(s *rules.State, a rules.Action) error {
	if err := inPhase(s, PhaseSelect, "a wing is already active"); err != nil {
		return err
	}
	wc, ok := s.Unit(a.Target)
	if !ok || !isWC(wc) || wc.Side != a.Side {
		return &rules.Violation{Code: "no-wing", Rule: "M&P §5.2 [L202]", Msg: "name one of your wing commanders"}
	}
	name := s.UnitName(wc.ID)
	o, _ := bestOrder(s)
	switch {
	case !present(s, wc):
		return &rules.Violation{Code: "no-wing", Rule: "M&P §5.2 [L280]", Msg: name + "'s wing has no unit left"}
	case wc.Status[stRemoved] == 1:
		// A leaderless wing neither activates nor passes [L346].
		return &rules.Violation{Code: "gone", Rule: "M&P §5.3 [L346]", Msg: name + " is removed: his wing may not be activated until he is replaced or returns"}
	case wc.Status[stFinished] == 1:
		return &rules.Violation{Code: "finished", Rule: "M&P §5.2 [L144]", Msg: name + " is Finished this turn"}
	case orderOf(wc) != o:
		return &rules.Violation{Code: "priority", Rule: "M&P §5.2 [L253]", Msg: fmt.Sprintf("wings with %s orders activate first; %s has %s orders", orderName(o), name, orderName(orderOf(wc)))}
	case a.Kind == KindPass && orderOf(wc) == charts.Charge:
		return &rules.Violation{Code: "no-pass", Rule: "M&P §6.4 [L413]", Msg: name + "'s wing has Charge orders and may not pass"}
	case a.Kind == KindPass && forcedRally(s, wc):
		return &rules.Violation{Code: "no-pass", Rule: "M&P §6.5 [L441]", Msg: name + "'s wing is forced onto Rally orders and may not pass"}
	}
	return nil
}

// activate is the player's choice of wc's wing: the other player may try
// to pre-empt it (segment A, preempt.go), then it activates (segments B
// and C): the AC activates with it [L316], its units' moves start afresh
// and the forced Rally test is made [L441].
func activate(s *rules.State, id string) []rules.Event {
	wc, _ := s.Unit(id)
	return openWindow(s, wc, windowActivation) // the other player may pre-empt it [L206]
}

// startActivation begins an activation of wc's wing: a first one, or a
// continuation.
func startActivation(s *rules.State, wc *rules.Unit) []rules.Event {
	s.SetCounter(ctWing, s.UnitIndex(wc.ID)+1)
	s.SetCounter(ctActed, 0)
	s.SetCounter(ctPassed, 0) // an activation breaks a run of passes (A2)
	wc.SetStatus(stActivations, wc.Status[stActivations]+1)
	wc.SetStatus(stTried, 0)
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == wc.Side && (wingOf(u) == wingOf(wc) || isAC(u) || u.Type == Wagons && wingOf(u) == 0) {
			for _, k := range []string{stMove, stMA, stJoined, stActed, stShot, stRun, stMomentum, stEntered, stRestacked} {
				u.SetStatus(k, 0)
			}
			for _, b := range u.Bases {
				delete(s.Used, b)
			}
		}
	}
	for i := range s.Units {
		s.Units[i].SetStatus(stCover, 0)       // cover lasts an activation [L764]
		s.Units[i].SetStatus(stWithdrawn, 0)   // once per enemy activation (A32) [L706]
		s.Units[i].SetStatus(stIntercepted, 0) // Interception Done goes [L742]
	}
	s.Phase, s.Active = PhaseWing, wc.Side
	evs := []rules.Event{{Kind: "activation", Side: wc.Side, Unit: wc.ID, Text: fmt.Sprintf("%s's wing activates with %s orders (activation %d)", s.UnitName(wc.ID), orderName(orderOf(wc)), wc.Status[stActivations]),
		Facts: []rules.Fact{{Name: "activation", Value: wc.Status[stActivations], Text: "activation this turn", Rule: "M&P §6.6 [L284]"}}}}
	if orderOf(wc) != charts.Rally && forcedRally(s, wc) {
		wc.SetStatus(stOrder, int(charts.Rally)+1)
		wc.SetStatus(stTried, 1) // no order change this activation [L441]
		evs = append(evs, rules.Event{Kind: "order", Side: wc.Side, Unit: wc.ID, Text: fmt.Sprintf("every cavalry and heavy infantry unit of %s's wing is gone, Formation Broken or shaken: the wing goes onto Rally orders [L441]", s.UnitName(wc.ID))})
	}
	refreshCommand(s)
	return evs
}

// forcedRally reports whether every cavalry and heavy infantry unit of
// wc's wing is eliminated or off the map, Formation Broken, Morale Shaken
// or Morale Broken [L441]; never while a unit of the wing (its commander
// is no unit [L42]) is still to enter as a reinforcement [L441]. A wing
// with no such unit at all is not forced (a reading: "all" of none is
// read as not applying, so that an artillery or light infantry wing
// keeps its orders).
func forcedRally(s *rules.State, wc *rules.Unit) bool {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == wc.Side && u.Type != Leader && wingOf(u) == wingOf(wc) && reinforcement(u) {
			return false // [L441]
		}
	}
	some := false
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != wc.Side || wingOf(u) != wingOf(wc) || (u.Type != Cavalry && u.Type != HeavyInfantry) {
			continue
		}
		some = true
		if len(u.Bases) > 0 && formationOf(u) != Broken && u.Status[stMorale] == moraleNormal {
			return false
		}
	}
	return some
}

// pass is a player's pass: the wing commander flips to Finished and the
// AC is not activated for it [L302]; the other player becomes the one to
// play, as after an activation ("ce qui permet au joueur qui n'est pas en
// Phase de le devenir", [L180]); two passes in a row, one by each player,
// end the Activation Phase at once (A2).
func pass(s *rules.State, id string) []rules.Event {
	wc, _ := s.Unit(id)
	wc.SetStatus(stFinished, 1)
	s.SetCounter(ctLast, wc.Side+1)
	evs := []rules.Event{{Kind: "pass", Side: wc.Side, Unit: wc.ID, Text: fmt.Sprintf("%s passes: %s is Finished [L302]", s.Sides[wc.Side].Name, s.UnitName(wc.ID))}}
	if s.Counters[ctPassed] == 2-wc.Side {
		for _, o := range commanders(s) {
			o.SetStatus(stFinished, 1)
		}
		evs = append(evs, rules.Event{Kind: "phase", Side: -1, Text: "Both players have passed: the Activation Phase ends (A2)"})
		return append(evs, endActivationPhase(s)...)
	}
	s.SetCounter(ctPassed, wc.Side+1)
	return append(evs, selectNext(s)...)
}

// endWingStep is the end of the active wing's actions (end-phase): the
// commander may then try to continue, or (in PhaseContinuation) declines.
func endWingStep(s *rules.State) []rules.Event {
	wc := activeWC(s)
	for i := range s.Units {
		if u := &s.Units[i]; u.Status[stMove] == moveOpen {
			u.SetStatus(stMove, moveClosed)
		}
	}
	if s.Phase == PhaseWing {
		// Segment D, the melees, once every other action is over [L997].
		if evs, ok := openMelee(s); ok {
			return evs
		}
		return afterMelee(s)
	}
	return finish(s, wc)
}

// finish flips wc to Finished (segment F) and hands over [L224-L229].
func finish(s *rules.State, wc *rules.Unit) []rules.Event {
	wc.SetStatus(stFinished, 1)
	evs := []rules.Event{{Kind: "finished", Side: wc.Side, Unit: wc.ID, Text: s.UnitName(wc.ID) + " is Finished [L144]"}}
	return append(evs, selectNext(s)...)
}

// canContinue reports whether wc's wing may try a continuation: fewer
// than three activations, not on Rally orders [L284], no No Continue
// marker [L294].
func canContinue(s *rules.State, wc *rules.Unit) bool {
	return wc.Status[stActivations] < maxActivations && orderOf(wc) != charts.Rally && wc.Status[stNoContinue] == 0 &&
		wc.Status[stRemoved] == 0 // [L346]
}

// acBeside is the side's Army Commander when he is stacked with or
// adjacent to wc and has not spent his one action of the activation on
// anything else: he may then add his rating to wc's rolls [L324], [L326].
func acBeside(s *rules.State, wc *rules.Unit) *rules.Unit {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	wcAt, _, ok := bd.unitAt(s, wc)
	if !ok {
		return nil
	}
	for i := range s.Units {
		u := &s.Units[i]
		if isAC(u) && u.Side == wc.Side && u.Status[stActed] == 0 {
			if at, _, ok := bd.unitAt(s, u); ok && hex.UnitDist(at, wcAt) <= 1 {
				return u
			}
		}
	}
	return nil
}

// tryContinue is the continuation roll (4.3.2 [L286-L288]): a d10 plus
// the AC's rating when he is beside the commander [L326] (whether the
// commander's own rating counts is on the missing chart; the rules add
// none), read on the Continuation Table for the wing's order.
func tryContinue(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	wc := activeWC(s)
	v, r, err := die(d)
	if err != nil {
		return nil, err
	}
	c := boardCharts(s)
	mod, facts := 0, []rules.Fact{{Name: "die", Value: v, Text: "die", Rule: "M&P §2.2 [L105]"}}
	if ac := acBeside(s, wc); ac != nil {
		mod += rating(ac)
		facts = append(facts, rules.Fact{Name: "modifier", Value: rating(ac), Of: ac.ID, Text: s.UnitName(ac.ID) + " beside him", Rule: "M&P §6.1 [L326]"})
	}
	chk := c.Continuation(orderOf(wc), v, mod)
	facts = append(facts, rules.Fact{Name: "row", Value: chk.Row, Text: "row read"}, rules.Fact{Name: "need-lo", Value: chk.Span.Lo, Text: "success from"}, rules.Fact{Name: "need-hi", Value: chk.Span.Hi, Text: "success to"})
	ev := rules.Event{Kind: "roll", Side: wc.Side, Unit: wc.ID, Rolls: []dice.Roll{r}, Facts: facts}
	result := "fails"
	if chk.Success {
		result = "succeeds"
	}
	ev.Text = fmt.Sprintf("%s tries to continue: %s, needs %s on the Continuation Table (%s, %s orders): %s %s", s.UnitName(wc.ID), chk.Roll, chk.Span, c.Label(), orderName(orderOf(wc)), result, "[L286]")
	if !chk.Success {
		return append([]rules.Event{ev}, finish(s, wc)...), nil
	}
	return append([]rules.Event{ev}, openWindow(s, wc, windowContinuation)...), nil // the other player may pre-empt it [L296]
}

// boardCharts is the chart set of s's battle.
func boardCharts(s *rules.State) *charts.Charts {
	if bd, err := boardOf(s); err == nil {
		return bd.charts
	}
	return charts.Default()
}

// endActivationPhase ends the Activation Phase: the Rout Phase
// (rout.go), the Marker Removal Phase [L235-L241] (Fired artillery flips
// back; Finished leaders flip back at the next turn's start; the Leader
// Replacement rolls, leaders.go), the Capitulation check [L304-L306], then
// the next turn.
func endActivationPhase(s *rules.State) []rules.Event {
	s.SetCounter(ctWing, 0)
	evs := routPhase(s) // the Rout Phase [L231-L233]
	for i := range s.Units {
		s.Units[i].SetStatus(stFired, 0)
	}
	return append(evs, markerRemoval(s)...) // the leaders' replacement, then capitulation (leaders.go)
}

// capitulate is segment C of the Marker Removal Phase [L241]: a side
// whose leaders all have Rally orders capitulates [L304], not counting a
// wing that has not yet entered the map [L306] (a reading: one none of
// whose units nor its commander stands on it); a side whose every wing
// is still to enter does not capitulate (a reading: it has no leader on
// the field to leave it); else the next turn begins.
func capitulate(s *rules.State) []rules.Event {
	var evs []rules.Event
	var gone [2]bool
	for side := range gone {
		gone[side] = true
		counted, coming := 0, false
		for _, wc := range commanders(s) {
			if wc.Side != side {
				continue
			}
			if !entered(s, wc) {
				coming = true
				continue // [L306]
			}
			counted++
			if orderOf(wc) != charts.Rally {
				gone[side] = false
			}
		}
		if counted == 0 && (coming || comingLater(s, side)) {
			gone[side] = false
		}
		if gone[side] {
			evs = append(evs, rules.Event{Kind: "capitulation", Side: side, Text: fmt.Sprintf("Every leader of %s has Rally orders (or none is left): the army leaves the field [L304]", s.Sides[side].Name)})
		}
	}
	if gone[0] || gone[1] {
		s.Phase = PhaseOver
		s.SetCounter(ctOver, 1)
		return append(evs, battleResult(s, gone))
	}
	s.Turn++
	return append(evs, startTurn(s)...)
}
