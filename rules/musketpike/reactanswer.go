package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// The inactive player's answers to a trigger (react.go): their check,
// their effects and their buttons.

// answer is a checked answer to a trigger.
type answer struct {
	x      *rules.Unit // nil: every unit asked declines
	how    string      // fire, reface, hedgehog, decline
	v      *volley     // the Reaction Fire
	facing hex.Vertex  // the re-face's new facing
}

// mustFirst is the unit that must attempt Hedgehog before any other
// answer [L662], [L704], nil if none.
func mustFirst(s *rules.State) *rules.Unit {
	for i := range s.Units {
		if s.Units[i].Status[stReact]&reactMust != 0 {
			return &s.Units[i]
		}
	}
	return nil
}

// checkReact checks an answer to a trigger.
func checkReact(s *rules.State, a rules.Action) (*answer, error) {
	if err := inPhase(s, PhaseReact, "no reaction waits for an answer [L654]"); err != nil {
		return nil, err
	}
	e, ok := reactTo(s)
	if !ok {
		return nil, fmt.Errorf("musketpike: the pending reaction's counter react-to names no unit")
	}
	how := a.Args["react"]
	if ex, _ := pendingExchange(s); ex != nil || how == "exchange" {
		return checkExchange(s, a, ex)
	}
	must := mustFirst(s)
	id := a.Args["unit"]
	if id == "all" {
		switch {
		case how != "decline":
			return nil, &rules.Violation{Code: "react", Rule: "M&P §8.4 [L654]", Msg: "unit = all only declines (react = decline): each unit reacts on its own"}
		case must != nil:
			return nil, &rules.Violation{Code: "must-hedgehog", Rule: "M&P §8.4 [L704]", Msg: s.UnitName(must.ID) + " must try to form Hedgehog: enemy cavalry has entered its rear hex", Bases: must.Bases}
		}
		return &answer{how: how}, nil
	}
	x, ok := s.Unit(id)
	if !ok || x.Status[stReact] == 0 {
		return nil, &rules.Violation{Code: "no-reaction", Rule: "M&P §8.4 [L674]", Msg: fmt.Sprintf("%q is not asked to react to %s: name a unit the trigger offers a reaction (unit)", id, s.UnitName(e.ID))}
	}
	bits := x.Status[stReact]
	switch {
	case must == x && how != "hedgehog":
		return nil, &rules.Violation{Code: "must-hedgehog", Rule: "M&P §8.4 [L704]", Msg: s.UnitName(x.ID) + " must try to form Hedgehog: enemy cavalry has entered its rear hex", Bases: x.Bases}
	case must != nil && must != x:
		return nil, &rules.Violation{Code: "hedgehog-first", Rule: "M&P §8.4 [L662]", Msg: s.UnitName(must.ID) + "'s forced Hedgehog attempt comes first", Bases: must.Bases}
	}
	ans := &answer{x: x, how: how}
	offered := func(bit int, what string) error {
		if bits&bit == 0 {
			return &rules.Violation{Code: "react-kind", Rule: "M&P §8.4 [L694], [L696], [L704]", Msg: fmt.Sprintf("%s may not %s in reaction to this trigger", s.UnitName(x.ID), what), Bases: x.Bases}
		}
		return nil
	}
	switch how {
	case "decline":
		return ans, nil
	case "fire":
		if err := offered(reactFire, "fire"); err != nil {
			return nil, err
		}
		v, err := reactionVolley(s, x, e, a.Args["fire"], a.Args)
		ans.v = v
		return ans, err
	case "reface":
		if err := offered(reactReface, "re-face"); err != nil {
			return nil, err
		}
		f, viol := checkReface(s, x, a.Args["facing"])
		ans.facing = f
		if viol != nil {
			return nil, viol
		}
		return ans, nil
	case "hedgehog":
		if err := offered(reactHedgehog, "form Hedgehog"); err != nil {
			return nil, err
		}
		return ans, nil
	case "intercept":
		if err := offered(reactIntercept, "try to intercept"); err != nil {
			return nil, err
		}
		return ans, nil
	case "melee":
		if err := offered(reactMelee, "attack"); err != nil {
			return nil, err
		}
		return ans, nil
	case "stack":
		if err := checkGunsRestack(s, x); err != nil {
			return nil, err
		}
		return ans, nil
	case "withdraw":
		return nil, &rules.Violation{Code: "withdraw", Rule: "M&P §8.4 [L706]", Msg: "a withdraw is a move: drag " + s.UnitName(x.ID) + "'s counter away", Bases: x.Bases}
	}
	return nil, fmt.Errorf("musketpike: react %q: want fire, reface, hedgehog, intercept, melee, stack or decline", how)
}

// applyReact applies an answer to a trigger.
func applyReact(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	ans, err := checkReact(s, a)
	if err != nil {
		return nil, err
	}
	e, _ := reactTo(s)
	if ans.how == "decline" {
		var who []*rules.Unit
		if ans.x != nil {
			who = []*rules.Unit{ans.x}
		} else {
			for i := range s.Units {
				if s.Units[i].Status[stReact] != 0 {
					who = append(who, &s.Units[i])
				}
			}
		}
		var evs []rules.Event
		for _, u := range who {
			u.SetStatus(stReact, 0)
			evs = append(evs, rules.Event{Kind: "reaction", Side: u.Side, Unit: u.ID, Text: fmt.Sprintf("%s does not react to %s [L654]", s.UnitName(u.ID), s.UnitName(e.ID)),
				Facts: []rules.Fact{{Name: "declined", Value: 1, Text: "reaction declined", Rule: "M&P §8.4 [L654]"}}})
		}
		more, err := resumeReactions(s, d)
		return append(evs, more...), err
	}
	if ans.how == "intercept" {
		return tryIntercept(s, ans.x, e, d) // failed, it may still react [L730]
	}
	if ans.how == "exchange" {
		return applyExchange(s, ans, d)
	}
	// One reaction a trigger [L660], [L694]; an interceptor's fire comes
	// before its melee [L734].
	ans.x.SetStatus(stReact, ans.x.Status[stReact]&reactMelee)
	if ans.how != "fire" {
		ans.x.SetStatus(stReact, 0)
	}
	switch ans.how {
	case "stack":
		return applyGunsRestack(s, ans.x, d) // instead of its Reaction Fire [L632]
	case "melee":
		return interceptMelee(s, ans.x, e, d)
	case "reface":
		more, err := resumeReactions(s, d)
		return append(applyReface(s, ans.x, ans.facing), more...), err
	case "hedgehog":
		return reactHedgehogTry(s, ans.x, e, d) // its last choice resumes the reactions (nextChoice)
	}
	return applyReactionFire(s, ans.v, e, d) // likewise
}

// reactOffers are the buttons of the units asked to react: each fire its
// class may make at the trigger, each re-face, the Hedgehog attempt, and
// its decline (none for a forced Hedgehog); and a decline for all.
func reactOffers(s *rules.State, side int) []rules.Offer {
	e, ok := reactTo(s)
	if !ok {
		return nil
	}
	if ex, x := pendingExchange(s); ex != nil {
		if ex.Side != side {
			return nil
		}
		return exchangeOffers(s, ex, x)
	}
	var out []rules.Offer
	n := 0
	must := mustFirst(s)
	for i := range s.Units {
		x := &s.Units[i]
		bits := x.Status[stReact]
		if x.Side != side || bits == 0 || (must != nil && must != x) {
			continue
		}
		n++
		name, target := s.UnitName(x.ID), s.UnitName(e.ID)
		act := func(kv ...string) rules.Action {
			a := rules.Action{Kind: KindReact, Side: side, Target: e.ID, Args: map[string]string{"unit": x.ID}}
			for k := 0; k+1 < len(kv); k += 2 {
				a.Args[kv[k]] = kv[k+1]
			}
			return a
		}
		if bits&reactMelee != 0 {
			out = append(out, rules.Offer{Label: fmt.Sprintf("%s attacks %s", name, target), Detail: []string{"the interception's melee, resolved at once (M&P §8.4 [L734])"}, Action: act("react", "melee"), Bases: x.Bases})
		}
		if bits&reactIntercept != 0 {
			out = append(out, rules.Offer{Label: fmt.Sprintf("%s tries to intercept %s", name, target), Detail: []string{"a d10 on the Interception Table (M&P §8.4 [L730])"}, Action: act("react", "intercept"), Bases: x.Bases})
		}
		if bits&reactHedgehog != 0 {
			out = append(out, rules.Offer{Label: fmt.Sprintf("%s tries to form Hedgehog", name), Detail: []string{"a morale check: failed, no Hedgehog and a morale level lost (M&P §8.4 [L704])"}, Action: act("react", "hedgehog"), Bases: x.Bases})
		}
		if must == x {
			continue
		}
		if bits&reactFire != 0 {
			for _, mode := range reactModes(x) {
				for _, args := range lofChoices(s, x, e, mode) {
					label := fmt.Sprintf("%s fires at %s (%s)", name, target, mode)
					a := act("react", "fire", "fire", mode)
					if side := args["lof"]; side != "" {
						label += ", Line of Fire on the " + side
						a.Args["lof"] = side
					}
					o := rules.Offer{Label: label, Detail: []string{"Reaction Fire, resolved as a fire (M&P §8.4 [L748])"}, Action: a, Bases: x.Bases}
					if _, err := reactionVolley(s, x, e, mode, args); err != nil {
						o.Disabled = err.Error()
					}
					out = append(out, o)
				}
			}
		}
		if bits&reactReface != 0 {
			out = append(out, refaceOffers(s, x, act)...)
		}
		if bits&reactWithdraw != 0 {
			out = append(out, rules.Offer{Label: fmt.Sprintf("%s may withdraw", name), Detail: []string{"drag it away: up to its whole MA, ending farther from " + target + ", never into contact (M&P §8.4 [L706], [L714])"}, Action: act("react", "withdraw"), Bases: x.Bases, Disabled: "drag the counter to withdraw it"})
		}
		out = append(out, rules.Offer{Label: fmt.Sprintf("%s does not react", name), Action: act("react", "decline"), Bases: x.Bases})
		if x.Type == Artillery && bits&reactFire != 0 && checkGunsRestack(s, x) == nil {
			where := "on top"
			if x.Status[stTop] == 1 {
				where = "under"
			}
			out = append(out, rules.Offer{Label: fmt.Sprintf("%s goes %s of its stack instead of firing", name, where), Detail: []string{"the guns flip Fired; neither unit of the stack fires in reaction (M&P §7.8 [L632])"}, Action: act("react", "stack"), Bases: x.Bases})
		}
	}
	if n > 1 && must == nil {
		out = append(out, rules.Offer{Label: "No unit reacts", Detail: []string{"every unit asked declines (M&P §8.4 [L654])"}, Action: rules.Action{Kind: KindReact, Side: side, Target: e.ID, Args: map[string]string{"unit": "all", "react": "decline"}}})
	}
	return out
}
