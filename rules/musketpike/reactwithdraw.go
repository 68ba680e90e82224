package musketpike

import (
	"fmt"
	"maps"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// The withdraw reaction (9.2.4 [L706-L714], A32). When an enemy with no
// more MA than the unit's spends MP within 2 hexes of it (measured where
// the enemy stands once they are spent), a unit under Rally orders, a
// leader alone in his hex, or cavalry approached by heavy infantry may
// move up to its whole MA (with its formation's effects) to end farther
// from that enemy than it began [L706]; once per enemy activation (status
// withdrawn, A32), never into contact with an enemy [L714], by every
// rule of movement, facing and formation hits [L714] (but the orders',
// which no reaction heeds [L663]). The move is the action's Moves[0].

// reactWithdraw is the withdraw reaction's bit in status react.
const reactWithdraw = 16

// wingCommander is the commander of x's wing, nil if none.
func wingCommander(s *rules.State, x *rules.Unit) *rules.Unit {
	for _, wc := range commanders(s) {
		if wc.Side == x.Side && wingOf(wc) == wingOf(x) {
			return wc
		}
	}
	return nil
}

// mayWithdraw reports whether x, on xAt, may withdraw from enemy e
// [L706-L712]: not yet this enemy activation (A32), and under Rally
// orders, or a leader alone in his hex, or cavalry approached by heavy
// infantry.
func mayWithdraw(s *rules.State, bd *board, x *rules.Unit, xAt hex.Unit, e *rules.Unit) bool {
	if gone(x) || x.Status[stWithdrawn] == 1 || moraleBroken(x) || x.Status[stDisabled] == 1 || x.Type == Wagons {
		return false
	}
	if why, _ := immobile(x); why != "" || (x.Type == Artillery && !limbered(x)) {
		return false
	}
	switch {
	case x.Type == Leader:
		return !ledUnit(s, bd, x, xAt)
	case x.Type == Cavalry && e.Type == HeavyInfantry:
		return true
	}
	wc := wingCommander(s, x)
	return wc != nil && orderOf(wc) == charts.Rally
}

// withdrawStep reports whether e's step, ending on eAfter, triggers x's
// withdraw: x's MA (maX) at least e's (maE), e within 2 hexes [L706].
func withdrawStep(xAt, eAfter hex.Unit, maX, maE int) bool {
	return hex.WithdrawTrigger(xAt, eAfter, maX, maE)
}

// checkWithdraw checks x's withdraw m from e: a path it may take by the
// rules of movement with its whole MA, ending farther from e, never next
// to an enemy it was not next to [L706], [L714].
func checkWithdraw(s *rules.State, x, e *rules.Unit, a rules.Action) (*plan, error) {
	if len(a.Moves) != 1 {
		return nil, &rules.Violation{Code: "withdraw", Rule: "M&P §8.4 [L706]", Msg: "a withdraw is one move of the unit's counter (moves)", Bases: x.Bases}
	}
	m := a.Moves[0]
	b, ok := s.Base(m.Base)
	if !ok || b.Unit != x.ID {
		return nil, &rules.Violation{Code: "withdraw", Rule: "M&P §8.4 [L706]", Msg: "the withdraw moves " + s.UnitName(x.ID) + "'s own counter", Bases: x.Bases}
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	// Its MA is fixed afresh for each reaction [L690]: none of it is used.
	c := *s
	c.Used = maps.Clone(s.Used)
	delete(c.Used, b.ID)
	p, err := planMove(&c, bd, m)
	if err != nil {
		return nil, err
	}
	eAt, _, ok := bd.unitAt(s, e)
	if !ok {
		return nil, fmt.Errorf("musketpike: the trigger is off the map")
	}
	if hex.UnitDist(p.end, eAt) <= hex.UnitDist(p.start, eAt) {
		return nil, p.violation(s, "withdraw", "M&P §8.4 [L706]", "must end its withdraw farther from %s than it began", s.UnitName(e.ID))
	}
	var enemies []occupant
	for _, o := range p.near {
		if o.u.Side != x.Side && isCombat(o.u) && !gone(o.u) {
			enemies = append(enemies, o)
		}
	}
	for i := 1; i < len(p.trail); i++ {
		for _, o := range enemies {
			if hex.Adjacent(p.trail[i], o.at) && !hex.Adjacent(p.trail[i-1], o.at) {
				return nil, p.violation(s, "withdraw", "M&P §8.4 [L714]", "may not come into contact with %s while withdrawing", s.UnitName(o.u.ID))
			}
		}
	}
	return p, nil
}

// applyWithdraw makes the withdraw p of x: the counter moved, its
// formation hits, once this enemy activation (A32). It spends none of the
// MP of its own next activation.
func applyWithdraw(s *rules.State, p *plan, m rules.Move) []rules.Event {
	x, _ := s.Unit(p.u.ID)
	b, _ := s.Base(p.b.ID)
	b.Shape = b.Shape.At(m.Path.End())
	x.SetStatus(stWithdrawn, 1)
	facts := []rules.Fact{{Name: "mp", Value: p.cost, Text: "MP spent", Rule: "M&P §8.4 [L706]"}, {Name: "ma", Value: p.ma, Text: "movement allowance", Rule: "M&P §8.4 [L690]"}}
	text := fmt.Sprintf("%s withdraws in reaction, %d MP of %d [L706]", s.UnitName(x.ID), p.cost, p.ma)
	if p.hits > 0 {
		x.Formation = p.form
		text += fmt.Sprintf("; %d formation hit(s), now %s", p.hits, formationWords(p.form))
		facts = append(facts, rules.Fact{Name: "formation-hits", Value: p.hits, Text: "formation hits from terrain", Rule: "M&P §7.5 [L561-L565]"})
	}
	if p.partner != nil {
		lb, _ := s.Base(p.partner.b.ID)
		li, _ := s.Unit(p.partner.u.ID)
		lb.Shape = lb.Shape.At(m.Path.End())
		li.Formation = x.Formation
		text += ", with " + s.UnitName(li.ID)
	}
	return []rules.Event{{Kind: "reaction", Side: x.Side, Unit: x.ID, Base: b.ID, Text: text, Facts: facts}}
}

// withdrawMove is a move action in phase react: the withdraw of a unit
// the trigger offers it.
func withdrawMove(s *rules.State, a rules.Action) (*plan, error) {
	e, ok := reactTo(s)
	if !ok {
		return nil, fmt.Errorf("musketpike: the pending reaction's counter react-to names no unit")
	}
	if len(a.Moves) != 1 {
		return nil, &rules.Violation{Code: "one-unit", Rule: "M&P §7.1 [L537]", Msg: "units move one at a time"}
	}
	b, ok := s.Base(a.Moves[0].Base)
	if !ok {
		return nil, fmt.Errorf("musketpike: no base %q on the table", a.Moves[0].Base)
	}
	x, ok := s.Unit(b.Unit)
	if !ok || x.Status[stReact]&reactWithdraw == 0 {
		return nil, &rules.Violation{Code: "no-reaction", Rule: "M&P §8.4 [L706]", Msg: "only a unit the trigger lets withdraw moves now (the active player's move waits for the reactions)", Bases: []string{b.ID}}
	}
	if m := mustFirst(s); m != nil {
		return nil, &rules.Violation{Code: "hedgehog-first", Rule: "M&P §8.4 [L662]", Msg: s.UnitName(m.ID) + "'s forced Hedgehog attempt comes first", Bases: m.Bases}
	}
	return checkWithdraw(s, x, e, a)
}
