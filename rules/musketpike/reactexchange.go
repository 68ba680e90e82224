package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
)

// The fire before an interception's melee (9.3.3 [L734], 9.1.1 [L656]):
// when the intercepted unit is cavalry, it may fire in reaction at its
// interceptor (the one Reaction Fire of an active unit, never a move
// [L656]), and the interceptor may then fire at it; once the fires are
// resolved, the interceptor may attack. The intercepted cavalry's answer
// (status exchange: 1 + the interceptor's index) comes before any other
// of the trigger; the interceptor's fire and melee are its reactions
// (react bits fire and melee: firing keeps the melee). Either fire is a
// Reaction Fire, resolved as a fire [L748], with its pistol.

// pendingExchange is the intercepted cavalry whose fire at its
// interceptor waits, and the interceptor; nil when none waits.
func pendingExchange(s *rules.State) (e, x *rules.Unit) {
	e = firstWith(s, stExchange)
	if e == nil {
		return nil, nil
	}
	x, _ = unitAt(s, e.Status[stExchange])
	return e, x
}

// exchangeVolley is e's fire at its interceptor x, or why it has none.
func exchangeVolley(s *rules.State, e, x *rules.Unit) (*volley, error) {
	if x == nil || gone(x) || gone(e) {
		return nil, fmt.Errorf("musketpike: the interception is over")
	}
	return reactionVolley(s, e, x, firePistol, nil)
}

// askExchange hands the play to the intercepted cavalry's player when it
// may fire at its interceptor, false (the wait dropped) when it may not.
func askExchange(s *rules.State) (rules.Event, bool) {
	e, x := pendingExchange(s)
	if e == nil {
		return rules.Event{}, false
	}
	if _, err := exchangeVolley(s, e, x); err != nil {
		e.SetStatus(stExchange, 0)
		return rules.Event{}, false
	}
	s.Phase, s.Active = PhaseReact, e.Side
	return rules.Event{Kind: "reaction", Side: e.Side, Unit: e.ID, Text: fmt.Sprintf("%s may fire at %s, which intercepted it, before the melee [L734]", s.UnitName(e.ID), s.UnitName(x.ID)),
		Facts: []rules.Fact{{Name: "exchange", Value: 1, Text: "the intercepted cavalry may fire", Rule: "M&P §8.4 [L656], [L734]"}}}, true
}

// checkExchange checks the intercepted cavalry's answer (react =
// exchange, fire = pistol or none), the only one taken while it waits.
func checkExchange(s *rules.State, a rules.Action, e *rules.Unit) (*answer, error) {
	if e == nil {
		return nil, &rules.Violation{Code: "react-kind", Rule: "M&P §8.4 [L734]", Msg: "no intercepted cavalry waits to fire at its interceptor"}
	}
	if a.Args["react"] != "exchange" || a.Args["unit"] != e.ID {
		return nil, &rules.Violation{Code: "exchange-first", Rule: "M&P §8.4 [L734]", Msg: s.UnitName(e.ID) + " fires at its interceptor, or not, first", Bases: e.Bases}
	}
	ans := &answer{x: e, how: "exchange"}
	if a.Args["fire"] == "none" {
		return ans, nil
	}
	_, x := pendingExchange(s)
	v, err := exchangeVolley(s, e, x)
	ans.v = v
	return ans, err
}

// applyExchange resolves the intercepted cavalry's answer: its fire (the
// fire's last choice resumes the reactions, nextChoice), or none.
func applyExchange(s *rules.State, ans *answer, d dice.Roller) ([]rules.Event, error) {
	_, x := pendingExchange(s)
	ans.x.SetStatus(stExchange, 0)
	if ans.v == nil {
		ev := rules.Event{Kind: "reaction", Side: ans.x.Side, Unit: ans.x.ID, Text: fmt.Sprintf("%s does not fire at %s [L734]", s.UnitName(ans.x.ID), s.UnitName(x.ID))}
		more, err := resumeReactions(s, d)
		return append([]rules.Event{ev}, more...), err
	}
	return applyReactionFire(s, ans.v, x, d)
}

// exchangeOffers are the intercepted cavalry's buttons: its pistol at
// the interceptor, or no fire.
func exchangeOffers(s *rules.State, e, x *rules.Unit) []rules.Offer {
	act := func(fire string) rules.Action {
		return rules.Action{Kind: KindReact, Side: e.Side, Target: x.ID, Args: map[string]string{"unit": e.ID, "react": "exchange", "fire": fire}}
	}
	o := rules.Offer{Label: fmt.Sprintf("%s fires at %s (pistol)", s.UnitName(e.ID), s.UnitName(x.ID)), Detail: []string{"Reaction Fire at the interceptor, before its melee (M&P §8.4 [L734])"}, Action: act(firePistol), Bases: e.Bases}
	if _, err := exchangeVolley(s, e, x); err != nil {
		o.Disabled = err.Error()
	}
	return []rules.Offer{o, {Label: fmt.Sprintf("%s does not fire at %s", s.UnitName(e.ID), s.UnitName(x.ID)), Action: act("none"), Bases: e.Bases}}
}
