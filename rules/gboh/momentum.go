package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
)

// maxPhases is a leader's most Orders Phases in a turn: the first and two
// by Momentum [L786-790].
const maxPhases = 3

// noMomentum is why l may not try Momentum now, "" if he may
// [L912-914, L933-942, L969-970, L1024-1025].
func noMomentum(s *rules.State, l *rules.Unit) string {
	switch {
	case l.Status[stPhases] >= maxPhases:
		return fmt.Sprintf("he has had his %d Orders Phases this turn [L786-790]", maxPhases)
	case l.Status[stTrumped] == 1:
		return "he carries a Trumped/No Momentum marker [L1020-1025]"
	case l.Status[stReactivated] == 1:
		return "a re-activated Finished leader gets no Momentum [L969-970]"
	case inEnemyZOC(s, l):
		return "he is in an enemy ZOC [L933-942]"
	}
	return ""
}

// inEnemyZOC reports whether u's hex is in an enemy ZOC.
func inEnemyZOC(s *rules.State, u *rules.Unit) bool {
	bd, err := boardOf(s)
	if err != nil {
		return false
	}
	c, ok := bd.where(s, u)
	if !ok {
		return false
	}
	return len(bd.zocs(s, u.Side)[c.hex()]) > 0
}

// rollMomentum is the Momentum roll [L944-967]: a d10 at most the
// leader's Initiative gives a new Orders Phase (the opponent may Trump
// it); more, he is Finished. A 9 rolls the Destiny die: 9 ends the turn's
// activations, 0-1 offers the enemy a Re-activation, 2-8 nothing; in every
// case the leader who rolled the 9 is Finished ([L966-967]; a 9 fails even
// for Initiative 9, a reading).
func rollMomentum(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	l := activeLeader(s)
	v, r, err := die(d)
	if err != nil {
		return nil, err
	}
	init := initiative(l)
	ev := rules.Event{Kind: "roll", Side: l.Side, Unit: l.ID, Rolls: []dice.Roll{r}, Facts: []rules.Fact{
		{Name: "die", Value: v, Rule: "GBoH §5.32 [L944-948]"},
		{Name: "initiative", Value: init, Text: "Initiative, the most the die may show", Rule: "GBoH §5.32 [L944-948]"},
	}}
	if v <= init && v != 9 {
		ev.Text = fmt.Sprintf("Momentum for %s: rolled %d, needed %d or less: a new Orders Phase [L944-946]", s.UnitName(l.ID), v, init)
		if opp := 1 - l.Side; canTrump(s, opp, -1) {
			s.Phase, s.Active = PhaseWindow, opp
			s.SetCounter(ctWindow, 2)
			return []rules.Event{ev, {Kind: "phase", Side: opp, Text: s.Sides[opp].Name + " may try a Trump on the Momentum [L1013-1018]"}}, nil
		}
		return append([]rules.Event{ev}, startOrders(s, l)...), nil
	}
	ev.Text = fmt.Sprintf("Momentum for %s: rolled %d, needed %d or less", s.UnitName(l.ID), v, init)
	evs := []rules.Event{ev}
	if v == 9 {
		w, rw, err := die(d)
		if err != nil {
			return nil, err
		}
		dv := rules.Event{Kind: "roll", Side: l.Side, Unit: l.ID, Rolls: []dice.Roll{rw}, Facts: []rules.Fact{{Name: "destiny", Value: w, Text: "the Destiny die", Rule: "GBoH §5.33 [L950-967]"}}}
		switch {
		case w == 9:
			dv.Text = fmt.Sprintf("Destiny die %d: no more activations this turn; Rout & Reload [L953-957]", w)
			s.SetCounter(ctEndTurn, 1)
		case w <= 1:
			dv.Text = fmt.Sprintf("Destiny die %d: %s may re-activate one leader, Finished or not [L959-963]", w, s.Sides[1-l.Side].Name)
		default:
			dv.Text = fmt.Sprintf("Destiny die %d: no special effect [L965-967]", w)
		}
		evs = append(evs, dv, finish(s, l, "his Momentum roll was a 9 [L965-967]"))
		if w <= 1 {
			s.Phase, s.Active = PhaseReactivate, 1-l.Side
			for _, k := range []string{ctLeader, ctOrders, ctTried, ctWindow} {
				s.SetCounter(k, 0)
			}
			s.SetCounter(ctReact, 2-l.Side)
			return evs, nil
		}
		return append(evs, startSelect(s)...), nil
	}
	evs = append(evs, finish(s, l, "his Momentum roll failed [L946-948]"))
	return append(evs, startSelect(s)...), nil
}

// canTrump reports whether side may still try a Trump this activation
// with some leader of Initiative at least atLeast [L999-1011, L1039-1040].
func canTrump(s *rules.State, side, atLeast int) bool {
	if s.Counters[ctTried]&(1<<side) != 0 {
		return false
	}
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && inactive(u) && !isContingent(u) && initiative(u) >= atLeast {
			return true
		}
	}
	return false
}

// checkTrump checks a Trump by a.Target [L972-1046]: an Inactive leader,
// not a contingent commander [L676-678], of a side that has not tried one
// this activation [L1039-1040]; in the activation phase of Initiative
// above the side's lowest [L984-987]; against a Trump, at least the
// trumping leader's (A21); against a Momentum, any [L1013-1018].
func checkTrump(s *rules.State, a rules.Action) (*rules.Unit, error) {
	u, err := leaderOf(s, a)
	if err != nil {
		return nil, err
	}
	switch {
	case !inactive(u):
		return nil, &rules.Violation{Code: "finished", Rule: "GBoH §5.41 [L984-987]", Msg: s.UnitName(u.ID) + " is not an Inactive leader"}
	case isContingent(u):
		return nil, &rules.Violation{Code: "contingent", Rule: "GBoH §4.3 [L676-678]", Msg: s.UnitName(u.ID) + " is a contingent commander: no Trump"}
	case u.Status[stPursuit] == 1:
		// He could not give the order a Trump asks [L1042-1046, L2848-2851] (a reading).
		return nil, &rules.Violation{Code: "in-pursuit", Rule: "GBoH §10.48 [L2845-2851]", Msg: s.UnitName(u.ID) + " is In Pursuit: he gives no orders to other units, so he tries no Trump"}
	case s.Counters[ctTried]&(1<<a.Side) != 0:
		return nil, &rules.Violation{Code: "tried", Rule: "GBoH §5.44 [L1039-1040]", Msg: s.Sides[a.Side].Name + " has tried a Trump this activation already"}
	}
	if s.Phase == PhaseActivation {
		if lo := lowest(s, a.Side); initiative(u) <= lo {
			return nil, &rules.Violation{Code: "not-higher", Rule: "GBoH §5.41 [L984-987]",
				Msg: fmt.Sprintf("%s (Initiative %d) is the lowest: activate him; a Trump is tried by a leader of higher Initiative", s.UnitName(u.ID), initiative(u))}
		}
	}
	if s.Phase == PhaseWindow && s.Counters[ctWindow] == 1 {
		if p := activeLeader(s); initiative(u) < initiative(p) {
			return nil, &rules.Violation{Code: "not-higher", Rule: "GBoH §5.42 [L999-1003]",
				Msg: fmt.Sprintf("%s has Initiative %d: a Trump on a Trump needs at least the trumping leader's %d", s.UnitName(u.ID), initiative(u), initiative(p))}
		}
	}
	return u, nil
}

// applyTrump rolls a Trump: at most the leader's Initiative activates him
// [L984-1018].
func applyTrump(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	u, _ := s.Unit(a.Target)
	v, r, err := die(d)
	if err != nil {
		return nil, err
	}
	s.SetCounter(ctTried, s.Counters[ctTried]|1<<u.Side)
	init := initiative(u)
	ok := v <= init
	ev := rules.Event{Kind: "roll", Side: u.Side, Unit: u.ID, Rolls: []dice.Roll{r}, Facts: []rules.Fact{
		{Name: "die", Value: v, Rule: "GBoH §5.41 [L984-993]"},
		{Name: "initiative", Value: init, Text: "Initiative, the most the die may show", Rule: "GBoH §5.41 [L984-993]"},
	}}
	ev.Text = fmt.Sprintf("Trump by %s: rolled %d, needed %d or less: %s", s.UnitName(u.ID), v, init, map[bool]string{true: "he is activated", false: "failed"}[ok])
	evs := []rules.Event{ev}
	if s.Phase == PhaseActivation {
		if !ok {
			evs = append(evs, finish(s, u, "his Trump failed [L991-993]"))
			orig := lowestLeader(s, u.Side)
			evs = append(evs, applyActivate(s, rules.Action{Side: u.Side, Target: orig.ID})...)
			return evs, nil
		}
		// Every Inactive leader whose turn came before his is passed over
		// (A20): no Momentum this turn [L1020-1025].
		for i := range s.Units {
			if o := &s.Units[i]; o != u && inactive(o) && initiative(o) < init {
				o.SetStatus(stTrumped, 1)
			}
		}
		u.SetStatus(stTrumper, 1)
		if opp := 1 - u.Side; canTrump(s, opp, init) {
			s.Phase, s.Active = PhaseWindow, opp
			s.SetCounter(ctLeader, s.UnitIndex(u.ID)+1)
			s.SetCounter(ctWindow, 1)
			return append(evs, rules.Event{Kind: "phase", Side: opp, Text: s.Sides[opp].Name + " may try a Trump on the Trump [L999-1011]"}), nil
		}
		return append(evs, startOrders(s, u)...), nil
	}
	// The window: against a Trump or a Momentum.
	p := activeLeader(s)
	if !ok {
		evs = append(evs, finish(s, u, "his Trump failed [L1009-1011]"))
		return append(evs, resumePending(s, p)...), nil
	}
	why := "trumped by an enemy leader [L792-808]"
	if s.Counters[ctWindow] == 2 {
		why = "his Momentum was trumped [L1013-1018]"
	}
	evs = append(evs, finish(s, p, why))
	u.SetStatus(stTrumper, 1)
	return append(evs, startOrders(s, u)...), nil
}

// resumePending goes on with the leader the window was open on: his
// Orders Phase, after his Trump or his Momentum.
func resumePending(s *rules.State, p *rules.Unit) []rules.Event {
	return startOrders(s, p)
}

// lowestLeader is side's first inactive leader of lowest Initiative.
func lowestLeader(s *rules.State, side int) *rules.Unit {
	lo := lowest(s, side)
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && inactive(u) && initiative(u) == lo {
			return u
		}
	}
	return nil
}
