package pagaille

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/dice"
)

// orderPlan is an order Check accepted: who gives it to whom, what it
// costs and whether it needs a command test.
type orderPlan struct {
	officer Officer
	unit    *rules.Unit
	order   string
	n       int // the order's number for this unit this turn, 1 for its first
	cost    int
	test    bool
	fire    fire // a Shoot order's fire at its target
}

// OrderCost is the cost of the n-th order a unit receives this turn (bep
// §6.2, L64-78, L978-986): n CP and a command test, except the first order
// an attached officer gives his own unit, which is free and untested
// (L55-58). The count is per unit (A5).
func OrderCost(n int, ownOfficer bool) (cp int, test bool) {
	return orderCost("", n, ownOfficer)
}

// orderCost is OrderCost for an order of a kind: a Rally costs 1 CP flat
// and takes no command test, its rally test taking its place (bep §6.2,
// L294-295; A29).
func orderCost(order string, n int, ownOfficer bool) (cp int, test bool) {
	if order == OrderRally {
		return 1, false
	}
	if n == 1 && ownOfficer {
		return 0, false
	}
	return n, true
}

// checkOrder checks an order of the active officer (bep §6, L958-986).
func checkOrder(s *rules.State, a rules.Action, st Settings) (orderPlan, error) {
	if s.Phase != PhaseOrders {
		return orderPlan{}, &rules.Violation{Code: "phase", Rule: "bep §5", Msg: "orders are given in the orders phase"}
	}
	ou, ok := activeOfficer(s)
	if !ok {
		return orderPlan{}, &rules.Violation{Code: "no-officer", Rule: "bep §5 [L42-43]", Msg: "activate an officer first: officers give the orders"}
	}
	o, _ := officerOf(ou, st)
	order := a.Args[ArgOrder]
	if !slices.Contains(Orders[:], order) {
		return orderPlan{}, fmt.Errorf("pagaille: order %q is none of %v (§6.5, L83)", order, Orders)
	}
	u, ok := s.Unit(a.Target)
	if !ok {
		return orderPlan{}, fmt.Errorf("pagaille: no unit %q to order", a.Target)
	}
	p := orderPlan{officer: o, unit: u, order: order, n: u.Status[stOrders] + 1}
	p.cost, p.test = orderCost(order, p.n, o.Attached && o.Unit == u)
	if !o.alive() {
		return p, &rules.Violation{Code: "dead", Rule: "bep L784-789", Msg: fmt.Sprintf("%s died with his unit: end his activation", o.Title(s))}
	}
	if u == o.Unit && !o.Attached {
		p.cost, p.test = 0, false // he moves himself at no cost (A27)
		return p, checkOfficerMove(s, p)
	}
	if u.Side != a.Side || !isTroop(u) || figuresLeft(u) == 0 {
		return p, &rules.Violation{Code: "not-a-unit", Rule: "bep §6.5", Msg: fmt.Sprintf("%s: not a unit of %s to order", s.UnitName(u.ID), s.Sides[a.Side].Name)}
	}
	routed := u.Status[stRouted] == 1
	switch {
	case routed && order != OrderRally:
		return p, &rules.Violation{Code: "routed", Rule: "bep §6.5 PROPOSED", Msg: fmt.Sprintf("%s: routed; only a rally may be ordered", s.UnitName(u.ID)), Bases: u.Bases}
	case !routed && order == OrderRally:
		return p, &rules.Violation{Code: "not-routed", Rule: "bep §10.1 [L297]", Msg: fmt.Sprintf("%s: not routed; only a routed unit rallies", s.UnitName(u.ID)), Bases: u.Bases}
	}
	switch order {
	case OrderCharge:
		if err := checkChargeTarget(s, u, a.Args[ArgTarget]); err != nil {
			return p, err
		}
	case OrderShoot:
		f, err := checkShootTarget(s, u, a.Args[ArgTarget], st)
		p.fire = f
		if err != nil {
			return p, err
		}
	}
	if d, ok := inRange(s, o, u, st); !ok {
		return p, &rules.Violation{Code: "range", Rule: "bep §6.3 [L960]", Bases: append(append([]string(nil), o.Unit.Bases...), u.Bases...),
			Msg: fmt.Sprintf("%s: %.1f pas from %s, beyond his command range of %d pas", s.UnitName(u.ID), d, o.Title(s), o.Range)}
	}
	if cp := CP(s, a.Side); cp < p.cost {
		return p, &rules.Violation{Code: "cp", Rule: "bep §6.2 [L64-78]", Msg: fmt.Sprintf("order %d to %s costs %d CP; left to %s: %d", p.n, s.UnitName(u.ID), p.cost, s.Sides[a.Side].Name, cp)}
	}
	if order == OrderAdvance && inEnemyContact(s, u) {
		return p, &rules.Violation{Code: "engaged", Rule: "bep §6.5 PROPOSED", Msg: fmt.Sprintf("%s: in contact with the enemy; no Advance", s.UnitName(u.ID)), Bases: u.Bases}
	}
	return p, nil
}

// giveOrder applies an order: the CP are paid (before the test when
// payOnFailedTest, A6; else only when it passes), the command test taken
// unless the order is free, and a passed order executed. A failed test
// ends the officer's activation and his orders for the turn (L45-46), and
// the army's when he is the general (L47-49). An order given counts for
// the unit's next order's cost whether its test passes or not.
func giveOrder(s *rules.State, a rules.Action, st Settings, d dice.Roller) ([]rules.Event, error) {
	p, err := checkOrder(s, a, st)
	if err != nil {
		return nil, err
	}
	closeAdvances(s) // the order before this one has been executed
	u, side := p.unit, a.Side
	u.SetStatus(stOrders, p.n)
	pay := func() { s.SetCounter(cpKey(s, side), CP(s, side)-p.cost) }
	ev := rules.Event{Kind: "order", Side: side, Unit: u.ID,
		Text: fmt.Sprintf("%s orders %s to %s: order %d this turn, %d CP", p.officer.Title(s), s.UnitName(u.ID), p.order, p.n, p.cost),
		Facts: []rules.Fact{
			{Name: "order", Value: p.n, Text: "the unit's order this turn", Rule: "bep §6.2 [L64-78]"},
			{Name: "cost", Value: p.cost, Text: "command points", Rule: "bep §6.2"},
		}}
	switch {
	case p.order == OrderRally:
		ev.Text += ", no command test: the rally test takes its place (bep §6.2 [L294-295])"
	case p.unit == p.officer.Unit && !p.officer.Attached:
		ev.Text = fmt.Sprintf("%s moves himself: free and untested (bep A27 PROPOSED)", p.officer.Title(s))
	case !p.test:
		ev.Text += ", free and untested: his own unit's first order (bep §6.2 [L55-58])"
	}
	evs := []rules.Event{ev}
	if st.PayOnFailedTest {
		pay()
	}
	if p.test {
		pass, tev, err := commandTest(d, p.officer, s)
		if err != nil {
			return nil, err
		}
		evs = append(evs, tev)
		if !pass {
			return append(evs, failOrder(s, p.officer, st, d)...), nil
		}
	}
	if !st.PayOnFailedTest {
		pay()
	}
	var more []rules.Event
	switch p.order {
	case OrderCharge:
		return append(evs, declareCharge(s, p, a.Args[ArgTarget], st, d)...), nil
	case OrderShoot:
		tg, _ := s.Unit(a.Args[ArgTarget])
		more, err = shoot(s, u, tg, st, d)
	case OrderRally:
		more, err = rally(s, p, st, d)
	default:
		more, err = advance(s, u, st, d)
	}
	if err != nil {
		return nil, err
	}
	return append(evs, more...), nil
}

// failOrder is a failed order (L45-49): the officer is done for the turn,
// and his army too when he is the general; the turn goes to the next
// player.
func failOrder(s *rules.State, o Officer, st Settings, d dice.Roller) []rules.Event {
	o.Unit.SetStatus(stFailed, 1)
	side := o.Unit.Side
	text := fmt.Sprintf("%s failed: he gives no more orders this turn (bep §5 [L45-46])", o.Title(s))
	if o.General {
		s.SetCounter(doneKey(s, side), doneGeneral)
		text = fmt.Sprintf("The general failed: no more orders this turn for %s (bep §5 [L47-49])", s.Sides[side].Name)
	}
	evs := []rules.Event{{Kind: "failed", Side: side, Unit: o.Unit.ID, Text: text}}
	evs = append(evs, endActivation(s)...)
	return append(evs, nextPlayer(s, side, st, d)...)
}

// inEnemyContact reports whether a base of u touches an enemy base.
func inEnemyContact(s *rules.State, u *rules.Unit) bool {
	for _, id := range u.Bases {
		b, ok := s.Base(id)
		if !ok {
			continue
		}
		if enemyTouching(s, b.Shape, u.Side) != "" {
			return true
		}
	}
	return false
}
