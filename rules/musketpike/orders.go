package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/musketpike/charts"
)

// Orders (5.5-5.7 [L391-L437], spec §6.4-6.5). A wing's order is kept on
// its commander (status order). The active wing may try once to change it,
// in segment B, before any of its units acts [L431]: a d10 plus the
// commander's rating, plus the Army Commander's when he is stacked with or
// adjacent to him [L324], plus the chart's modifier when changing to Rally
// with more than half the wing broken, shaken or gone [L437], read on the
// Orders Change Table crossing the current and the wanted order [L433].

// orderKeys are the orders as actions name them (Args["order"]).
var orderKeys = map[string]charts.Order{
	"charge": charts.Charge, "make_ready": charts.MakeReady, "receive_charge": charts.ReceiveCharge, "rally": charts.Rally,
}

// checkChangeOrder checks an order change and returns the commander and
// the order wanted.
func checkChangeOrder(s *rules.State, a rules.Action) (*rules.Unit, charts.Order, error) {
	if err := inPhase(s, PhaseWing, "only the active wing may try to change its orders [L431]"); err != nil {
		return nil, 0, err
	}
	wc := activeWC(s)
	if wc == nil || a.Target != wc.ID {
		return nil, 0, &rules.Violation{Code: "not-active", Rule: "M&P §6.5 [L431]", Msg: "only the active wing may try to change its orders"}
	}
	to, ok := orderKeys[a.Args["order"]]
	name := s.UnitName(wc.ID)
	switch {
	case !ok:
		return nil, 0, fmt.Errorf("musketpike: change-order wants Args[\"order\"] = charge, make_ready, receive_charge or rally, got %q", a.Args["order"])
	case wc.Status[stTried] == 1:
		return nil, 0, &rules.Violation{Code: "tried", Rule: "M&P §6.5 [L431], [L441]", Msg: name + " has made his one attempt to change orders this activation"}
	case s.Counters[ctActed] == 1:
		return nil, 0, &rules.Violation{Code: "acted", Rule: "M&P §6.5 [L431]", Msg: "a unit of the wing has acted: orders change before any unit acts"}
	case to == orderOf(wc):
		return nil, 0, &rules.Violation{Code: "same-order", Rule: "M&P §6.5 [L433]", Msg: name + "'s wing already has " + orderName(to) + " orders"}
	case !boardCharts(s).OrdersChange(orderOf(wc), to, 0, 0, false).Possible:
		return nil, 0, &rules.Violation{Code: "impossible", Rule: "M&P §6.5 [L435]", Msg: fmt.Sprintf("the Orders Change Table allows no change from %s to %s", orderName(orderOf(wc)), orderName(to))}
	}
	return wc, to, nil
}

// changeOrder rolls the order change.
func changeOrder(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	wc, to, err := checkChangeOrder(s, a)
	if err != nil {
		return nil, err
	}
	v, r, err := die(d)
	if err != nil {
		return nil, err
	}
	c := boardCharts(s)
	from := orderOf(wc)
	mod := rating(wc)
	facts := []rules.Fact{
		{Name: "die", Value: v, Text: "die", Rule: "M&P §2.2 [L105]"},
		{Name: "modifier", Value: rating(wc), Of: wc.ID, Text: s.UnitName(wc.ID) + "'s rating", Rule: "M&P §6.5 [L433]"},
	}
	if ac := acBeside(s, wc); ac != nil {
		mod += rating(ac)
		ac.SetStatus(stActed, 1) // the AC's one action [L322]
		facts = append(facts, rules.Fact{Name: "modifier", Value: rating(ac), Of: ac.ID, Text: s.UnitName(ac.ID) + " beside him", Rule: "M&P §6.1 [L324]"})
	}
	broken := to == charts.Rally && wingBroken(s, wc)
	if broken {
		facts = append(facts, rules.Fact{Name: "modifier", Value: c.RallyModifier(), Text: "more than half the wing broken, shaken or gone", Rule: "M&P §6.5 [L437]"})
	}
	chk := c.OrdersChange(from, to, v, mod, broken)
	facts = append(facts, rules.Fact{Name: "row", Value: chk.Row, Text: "row read"}, rules.Fact{Name: "need-lo", Value: chk.Span.Lo, Text: "success from"}, rules.Fact{Name: "need-hi", Value: chk.Span.Hi, Text: "success to"})
	wc.SetStatus(stTried, 1)
	result := "fails: the wing keeps its orders"
	if chk.Success {
		wc.SetStatus(stOrder, int(to)+1)
		result = "succeeds"
	}
	text := fmt.Sprintf("%s tries to change from %s to %s orders: %s, needs %s on the Orders Change Table (%s): %s [L433]", s.UnitName(wc.ID), orderName(from), orderName(to), chk.Roll, chk.Span, c.Label(), result)
	return []rules.Event{{Kind: "roll", Side: wc.Side, Unit: wc.ID, Text: text, Rolls: []dice.Roll{r}, Facts: facts}}, nil
}

// wingBroken reports whether more than half of wc's wing's units are
// Morale Broken, Morale Shaken or gone from the table [L437]; a
// reinforcement still to enter is none of those (a reading: it has not
// left the table, it has yet to come on [L585]).
func wingBroken(s *rules.State, wc *rules.Unit) bool {
	n, bad := 0, 0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != wc.Side || !isCombat(u) || wingOf(u) != wingOf(wc) {
			continue
		}
		n++
		if !reinforcement(u) && (len(u.Bases) == 0 || u.Status[stMorale] != moraleNormal) {
			bad++
		}
	}
	return 2*bad > n
}
