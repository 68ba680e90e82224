package pagaille

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/table"
)

// upkeep counts the army's command points (bep §6.1, L24-38): a point per
// unit over 50 % of its starting strength, routed or not; a point per
// officer alive, the general included, attached to a routed unit or not;
// a point per banner of a unit not routed. Unspent points do not carry
// over: the pool is counted afresh (§6.1 PROPOSED).
func upkeep(s *rules.State, side int, st Settings) (int, []rules.Fact) {
	var units []Standing
	officersAlive := 0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side {
			continue
		}
		if o, ok := officerOf(u, st); ok && o.alive() {
			officersAlive++
		}
		if isTroop(u) {
			units = append(units, Standing{Figures: figuresLeft(u), Start: startStrength(u),
				Routed: u.Status[stRouted] == 1, Banner: u.Profile[keyBanner] == 1})
		}
	}
	over, banners := 0, 0
	for _, u := range units {
		if BandOf(u.Figures, u.Start) >= Over {
			over++
		}
		if u.Banner && !u.Routed && u.Figures > 0 {
			banners++
		}
	}
	return CommandPoints(units, officersAlive), []rules.Fact{
		{Name: "units", Value: over, Text: "units over 50 % of their starting strength", Rule: "bep §6.1 [L31-32]"},
		{Name: "officers", Value: officersAlive, Text: "officers alive, the general included", Rule: "bep §6.1 [L34-35]"},
		{Name: "banners", Value: banners, Text: "banners not in a routed unit", Rule: "bep §6.1 [L37-38]"},
	}
}

// rangeTo is the distance in cm from officer o to unit u (bep §6.3
// PROPOSED, G3): the closest edge-to-edge distance from his base to any
// base of the unit; 0 to the unit he is attached to.
func rangeTo(s *rules.State, o Officer, u *rules.Unit) float64 {
	if o.Unit == u {
		return 0
	}
	best := math.Inf(1)
	for _, from := range o.Unit.Bases {
		a, ok := s.Base(from)
		if !ok {
			continue
		}
		for _, to := range u.Bases {
			if b, ok := s.Base(to); ok {
				_, _, d := table.Closest(a.Shape, b.Shape)
				best = min(best, d)
			}
		}
	}
	return best
}

// inRange reports whether u is within o's command range (§6.3, L960: 1,
// check the range), distances in pas.
func inRange(s *rules.State, o Officer, u *rules.Unit, st Settings) (float64, bool) {
	d := st.Pas(rangeTo(s, o, u))
	return d, d <= float64(o.Range)+rangeEps
}

// rangeEps absorbs the rounding of a distance converted to pas: exactly
// the range is in range (a hundredth of a millimetre at 2.54 cm a pace).
const rangeEps = 1e-6

// commandTest is the command test (bep §6.4, A4 PROPOSED): 2D6, passed on
// a total at or below the officer's Cd.
func commandTest(d dice.Roller, o Officer, s *rules.State) (bool, rules.Event, error) {
	total, rolls, err := rollDice(d, 2)
	if err != nil {
		return false, rules.Event{}, err
	}
	pass := total <= o.Cd
	word := "passes"
	if !pass {
		word = "fails"
	}
	ev := rules.Event{Kind: "roll", Side: o.Unit.Side, Unit: o.Unit.ID, Rolls: rolls,
		Text: fmt.Sprintf("Command test of %s: %d on 2D6 against Cd %d: %s (bep §6.4)", o.Title(s), total, o.Cd, word),
		Facts: []rules.Fact{
			{Name: "roll", Value: total, Text: "2D6", Rule: "bep §6.4, A4"},
			{Name: "cd", Value: o.Cd, Text: "the officer's Cd, passed at or below", Rule: "bep §3.7-3.8"},
		}}
	return pass, ev, nil
}

// checkActivate checks an activation (§5, L42-43; A7): in the orders
// phase, no officer active, an officer of the army who may be activated.
func checkActivate(s *rules.State, a rules.Action, st Settings) (Officer, error) {
	if s.Phase != PhaseOrders {
		return Officer{}, &rules.Violation{Code: "phase", Rule: "bep §5", Msg: "officers are activated in the orders phase"}
	}
	if u, ok := activeOfficer(s); ok {
		return Officer{}, &rules.Violation{Code: "activation", Rule: "bep §5, A7", Msg: fmt.Sprintf("the activation of %s is under way: end it first", s.UnitName(u.ID))}
	}
	u, ok := s.Unit(a.Target)
	if !ok {
		return Officer{}, fmt.Errorf("pagaille: no unit %q to activate", a.Target)
	}
	o, ok := officerOf(u, st)
	if !ok || u.Side != a.Side {
		return Officer{}, &rules.Violation{Code: "no-officer", Rule: "bep §5 [L42]", Msg: fmt.Sprintf("%s: no officer of %s", s.UnitName(u.ID), s.Sides[a.Side].Name)}
	}
	switch {
	case !o.alive():
		return o, &rules.Violation{Code: "dead", Rule: "bep L784-789", Msg: fmt.Sprintf("%s is dead", o.Title(s))}
	case s.Counters[doneKey(s, a.Side)] == doneGeneral:
		return o, &rules.Violation{Code: "general-failed", Rule: "bep §5 [L47-49]", Msg: "the general failed an order: the army gives no more orders this turn"}
	case s.Counters[doneKey(s, a.Side)] == donePassed:
		return o, &rules.Violation{Code: "passed", Rule: "bep A7", Msg: s.Sides[a.Side].Name + ": passed for this turn"}
	case u.Status[stFailed] == 1:
		return o, &rules.Violation{Code: "failed", Rule: "bep §5 [L45-46]", Msg: fmt.Sprintf("%s failed an order this turn", o.Title(s))}
	case u.Status[stActivated] == 1:
		return o, &rules.Violation{Code: "activated", Rule: "bep A7", Msg: fmt.Sprintf("%s has been activated this turn", o.Title(s))}
	}
	return o, nil
}

// activate starts an officer's activation.
func activate(s *rules.State, a rules.Action, st Settings) []rules.Event {
	i := s.UnitIndex(a.Target)
	u := &s.Units[i]
	u.SetStatus(stActivated, 1)
	s.SetCounter(ctOfficer, i+1)
	o, _ := officerOf(u, st)
	return []rules.Event{{Kind: "activate", Side: a.Side, Unit: u.ID,
		Text: fmt.Sprintf("%s: %s activated, Cd %d, command range %d pas, %d CP left", s.Sides[a.Side].Name, o.Title(s), o.Cd, o.Range, CP(s, a.Side))}}
}
