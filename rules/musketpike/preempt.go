package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/musketpike/charts"
)

// Pre-emption (4.4 [L290-L298], spec §6.6). Just before a normal
// activation, and after every successful continuation roll, the other
// player may try to activate one of his own wings first: a wing whose
// commander is not Finished and not on Rally orders [L292]. He rolls a
// d10, plus his Army Commander's rating when the AC is stacked with or
// adjacent to that commander and has his action to spend (A5), on the
// Pre-emption Table for the pre-empting wing's order. Success: his wing
// activates at once; the wing whose activation it took is Bypassed and
// activates as soon as his is done, and cannot be pre-empted again in that
// first activation [L292]; a continuation pre-empted is lost instead, its
// commander Finished [L296]. Failure: the commander gets No Continue, or
// is Finished if he had it already, and the player may try again with
// another commander [L294]. After the continuation of a wing that
// pre-empted, only the commander it bypassed may try (pre-empting a
// pre-emption, A30 [L298]). The window is skipped when no commander may
// try.

// preempters are the wing commanders of side that may try to pre-empt in
// the open window.
func preempters(s *rules.State, side int) []*rules.Unit {
	var bypassed, all []*rules.Unit
	for _, wc := range commanders(s) {
		if wc.Side != side || wc.Status[stFinished] == 1 || orderOf(wc) == charts.Rally {
			continue
		}
		if wc.Status[stBypassed] == 1 {
			bypassed = append(bypassed, wc)
		} else {
			all = append(all, wc)
		}
	}
	if s.Counters[ctWindow] == windowContinuation && len(bypassed) > 0 {
		return bypassed // [L298]
	}
	return all
}

// pendingWC is the commander whose activation awaits the window.
func pendingWC(s *rules.State) *rules.Unit {
	w := s.Counters[ctPending]
	if w <= 0 || w > len(s.Units) || !isWC(&s.Units[w-1]) {
		return nil
	}
	return &s.Units[w-1]
}

// openWindow offers the other player the pre-emption of wc's coming
// activation (a first one, or a continuation), or starts it at once when
// he has no commander who may try.
func openWindow(s *rules.State, wc *rules.Unit, kind int) []rules.Event {
	s.SetCounter(ctPending, s.UnitIndex(wc.ID)+1)
	s.SetCounter(ctWindow, kind)
	other := 1 - wc.Side
	if len(preempters(s, other)) == 0 {
		return closeWindow(s)
	}
	s.Phase, s.Active = PhasePreempt, other
	return []rules.Event{{Kind: "phase", Side: other, Text: fmt.Sprintf("%s may try to pre-empt the activation of %s's wing [L290]", s.Sides[other].Name, s.UnitName(wc.ID))}}
}

// closeWindow lets the pending activation go ahead.
func closeWindow(s *rules.State) []rules.Event {
	wc := pendingWC(s)
	s.SetCounter(ctPending, 0)
	s.SetCounter(ctWindow, 0)
	s.SetCounter(ctLast, wc.Side+1)
	return startActivation(s, wc)
}

// checkPreempt checks a pre-emption attempt by the side to play.
func checkPreempt(s *rules.State, a rules.Action) error {
	if err := inPhase(s, PhasePreempt, "there is no activation to pre-empt now [L292]"); err != nil {
		return err
	}
	for _, wc := range preempters(s, a.Side) {
		if wc.ID == a.Target {
			return nil
		}
	}
	if wc, ok := s.Unit(a.Target); ok && isWC(wc) && wc.Side == a.Side {
		why := "is Finished or on Rally orders"
		switch {
		case reinforcement(wc) && !due(s, wc):
			why = fmt.Sprintf("enters on turn %d: his wing is not yet in the battle [L585]", int(wc.Profile[keyEnters]))
		case s.Counters[ctWindow] == windowContinuation && wc.Status[stBypassed] == 0:
			why = "may not: only the commander it bypassed may pre-empt a pre-empting wing's continuation"
		}
		return &rules.Violation{Code: "no-preempt", Rule: "M&P §6.6 [L292], [L298]", Msg: s.UnitName(wc.ID) + " " + why}
	}
	return &rules.Violation{Code: "no-wing", Rule: "M&P §6.6 [L292]", Msg: "name one of your wing commanders"}
}

// preempt rolls a pre-emption attempt.
func preempt(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	p, _ := s.Unit(a.Target)
	target := pendingWC(s)
	v, r, err := die(d)
	if err != nil {
		return nil, err
	}
	c := boardCharts(s)
	mod, facts := 0, []rules.Fact{{Name: "die", Value: v, Text: "die", Rule: "M&P §2.2 [L105]"}}
	if ac := acBeside(s, p); ac != nil {
		mod += rating(ac)
		ac.SetStatus(stActed, 1) // the AC's one action (A5) [L326]
		facts = append(facts, rules.Fact{Name: "modifier", Value: rating(ac), Of: ac.ID, Text: s.UnitName(ac.ID) + " beside him", Rule: "M&P §6.1 [L326], A5"})
	}
	chk := c.Preemption(orderOf(p), v, mod)
	facts = append(facts, rules.Fact{Name: "row", Value: chk.Row, Text: "row read"}, rules.Fact{Name: "need-lo", Value: chk.Span.Lo, Text: "success from"}, rules.Fact{Name: "need-hi", Value: chk.Span.Hi, Text: "success to"})
	result := "fails"
	if chk.Success {
		result = "succeeds"
	}
	ev := rules.Event{Kind: "roll", Side: p.Side, Unit: p.ID, Rolls: []dice.Roll{r}, Facts: facts,
		Text: fmt.Sprintf("%s tries to pre-empt %s's wing: %s, needs %s on the Pre-emption Table (%s, %s orders): %s [L294]", s.UnitName(p.ID), s.UnitName(target.ID), chk.Roll, chk.Span, c.Label(), orderName(orderOf(p)), result)}
	evs := []rules.Event{ev}
	if !chk.Success {
		if p.Status[stNoContinue] == 1 {
			p.SetStatus(stFinished, 1)
			evs = append(evs, rules.Event{Kind: "finished", Side: p.Side, Unit: p.ID, Text: s.UnitName(p.ID) + " had No Continue already: he is Finished and loses his activation [L294]"})
		} else {
			p.SetStatus(stNoContinue, 1)
			evs = append(evs, rules.Event{Kind: "no-continue", Side: p.Side, Unit: p.ID, Text: s.UnitName(p.ID) + " is marked No Continue [L294]"})
		}
		if len(preempters(s, p.Side)) == 0 {
			return append(evs, closeWindow(s)...), nil
		}
		return evs, nil
	}
	if s.Counters[ctWindow] == windowContinuation {
		target.SetStatus(stFinished, 1) // the continuation is lost [L296], [L298]
		evs = append(evs, rules.Event{Kind: "finished", Side: target.Side, Unit: target.ID, Text: s.UnitName(target.ID) + "'s continuation is cancelled: he is Finished [L296]"})
	} else {
		target.SetStatus(stBypassed, 1)
		evs = append(evs, rules.Event{Kind: "bypassed", Side: target.Side, Unit: target.ID, Text: s.UnitName(target.ID) + "'s wing is Bypassed: it activates when " + s.UnitName(p.ID) + "'s is done [L292]"})
	}
	s.SetCounter(ctPending, 0)
	s.SetCounter(ctWindow, 0)
	s.SetCounter(ctLast, p.Side+1)
	p.SetStatus(stBypassed, 0)
	return append(evs, startActivation(s, p)...), nil
}
