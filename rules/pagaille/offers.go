package pagaille

import (
	"errors"
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
)

// Offers implements rules.Offerer: the roll-off; the officers the player
// may activate, the selected ones first, and his pass; with an officer
// active, the orders he may give the selected units (every unit of the
// army when none is selected), each with its cost and test, and the end
// of his activation. An order the rules forbid is offered disabled with
// the reason.
func (Rules) Offers(s *rules.State, side int, selected []string) []rules.Offer {
	st, err := ParseSettings(s.Settings)
	if err != nil || side != s.Active {
		return nil
	}
	switch s.Phase {
	case PhaseFirst:
		return []rules.Offer{{Label: "Roll off for the first player", Detail: []string{"a D6 each: the higher activates an officer first; a tie rolls again (bep A7)"},
			Action: rules.Action{Kind: KindRollOff, Side: side}}}
	case PhaseOrders:
		if u, ok := activeOfficer(s); ok {
			return orderOffers(s, side, u, selected, st)
		}
		return activateOffers(s, side, selected, st)
	}
	return nil
}

// selectedUnits are the unit ids of the selected bases, in order.
func selectedUnits(s *rules.State, selected []string) []string {
	var ids []string
	for _, b := range selected {
		if u, ok := s.UnitOf(b); ok && !slices.Contains(ids, u.ID) {
			ids = append(ids, u.ID)
		}
	}
	return ids
}

func activateOffers(s *rules.State, side int, selected []string, st Settings) []rules.Offer {
	sel := selectedUnits(s, selected)
	var first, rest []rules.Offer
	for _, o := range officers(s, side, st) {
		a := rules.Action{Kind: KindActivate, Side: side, Target: o.Unit.ID}
		of := rules.Offer{Label: "Activate " + o.Title(s), Action: a, Bases: o.Unit.Bases,
			Detail: []string{fmt.Sprintf("Cd %d, command range %d pas (bep §3.7-3.8)", o.Cd, o.Range), fmt.Sprintf("%d CP left", CP(s, side))}}
		if _, err := checkActivate(s, a, st); err != nil {
			of.Disabled = reason(err)
		}
		if slices.Contains(sel, o.Unit.ID) {
			first = append(first, of)
		} else {
			rest = append(rest, of)
		}
	}
	pass := rules.Offer{Label: "Pass: no more orders this turn", Action: rules.Action{Kind: rules.KindEndPhase, Side: side},
		Detail: []string{"the other player goes on activating his officers (bep A7)"}}
	return append(append(first, rest...), pass)
}

func orderOffers(s *rules.State, side int, ou *rules.Unit, selected []string, st Settings) []rules.Offer {
	o, _ := officerOf(ou, st)
	ids := selectedUnits(s, selected)
	if len(ids) == 0 {
		for i := range s.Units {
			if u := &s.Units[i]; u.Side == side && isTroop(u) {
				ids = append(ids, u.ID)
			}
		}
	}
	out := append(chargeHomeOffers(s, side, st), reformOffers(s, side, ids, st)...)
	for _, id := range ids {
		u, _ := s.Unit(id)
		if u.Side != side || !isTroop(u) {
			continue
		}
		for _, order := range Orders {
			targets := []string{""}
			if order == OrderCharge {
				targets = enemies(s, side)
			}
			for _, tg := range targets {
				a := rules.Action{Kind: KindOrder, Side: side, Target: id, Args: map[string]string{ArgOrder: order}}
				if tg != "" {
					a.Args[ArgTarget] = tg
				}
				if of, ok := orderOffer(s, a, o, st); ok {
					out = append(out, of)
				}
			}
		}
	}
	end := rules.Offer{Label: "End the activation of " + o.Title(s), Action: rules.Action{Kind: rules.KindEndPhase, Side: side},
		Detail: []string{"the other player activates an officer next (bep A7)"}}
	return append(out, end)
}

// reason is a refusal as an offer's Disabled text.
func reason(err error) string {
	var v *rules.Violation
	if errors.As(err, &v) {
		return v.Msg + " (" + v.Rule + ")"
	}
	return err.Error()
}

func code(err error) string {
	var v *rules.Violation
	if errors.As(err, &v) {
		return v.Code
	}
	return ""
}

func titleCase(w string) string {
	if w == "" {
		return w
	}
	return string(w[0]-'a'+'A') + w[1:]
}

// orderOffer is the offer of order a from officer o; false for an order
// not played yet or not for that unit.
func orderOffer(s *rules.State, a rules.Action, o Officer, st Settings) (rules.Offer, bool) {
	p, err := checkOrder(s, a, st)
	if c := code(err); c == "not-yet" || c == "not-routed" {
		return rules.Offer{}, false
	}
	order, id := a.Args[ArgOrder], a.Target
	label := fmt.Sprintf("%s: %s", titleCase(order), s.UnitName(id))
	if tg := a.Args[ArgTarget]; tg != "" {
		label += " into " + s.UnitName(tg)
	}
	detail := []string{fmt.Sprintf("order %d to this unit this turn: %d CP (bep §6.2)", p.n, p.cost)}
	if p.test {
		label += fmt.Sprintf(" — %d CP, 2D6 ≤ %d", p.cost, o.Cd)
		detail = append(detail, fmt.Sprintf("command test: 2D6 at or below Cd %d (bep §6.4)", o.Cd))
	} else {
		label += " — free"
		detail = append(detail, "his own unit's first order: free and untested (bep §6.2 [L55-58])")
	}
	if order == OrderCharge {
		t, _, _ := troopOf(p.unit)
		detail = append(detail, fmt.Sprintf("declared before measuring: beyond %d pas the unit stays and the order fails (bep §7.4 [L152-159])", ChargeMax(t)))
	}
	of := rules.Offer{Label: label, Detail: detail, Action: a}
	if p.unit != nil {
		of.Bases = p.unit.Bases
	}
	if err != nil {
		of.Disabled = reason(err)
	}
	return of, true
}

// enemies are the ids of the enemy units of figures on the table.
func enemies(s *rules.State, side int) []string {
	var out []string
	for i := range s.Units {
		if u := &s.Units[i]; u.Side != side && isTroop(u) && figuresLeft(u) > 0 {
			out = append(out, u.ID)
		}
	}
	return out
}

// chargeHomeOffers proposes the snap into contact (G7) for a charge whose
// reach was measured, previewed; the player may place it himself instead.
func chargeHomeOffers(s *rules.State, side int, st Settings) []rules.Offer {
	var out []rules.Offer
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side || u.Status[stCharge] == 0 {
			continue
		}
		tg := &s.Units[u.Status[stCharge]-1]
		pose, ok := chargeSnap(s, u, tg)
		if !ok {
			continue
		}
		b, _ := s.Base(u.Bases[0])
		m := rules.Move{Base: b.ID, Path: geom.Path{b.Shape.Pose(), pose}}
		a := rules.Action{Kind: rules.KindMove, Side: side, Moves: []rules.Move{m}}
		of := rules.Offer{Label: fmt.Sprintf("Charge home: %s into %s", s.UnitName(u.ID), s.UnitName(tg.ID)), Action: a, Preview: a.Moves,
			Bases:  append(append([]string(nil), u.Bases...), tg.Bases...),
			Detail: []string{"front against the nearest edge of the target, as many front figures in contact as it brings (bep §7.4 [L166-169], G7)"}}
		if err := (Rules{}).Check(s, a); err != nil {
			of.Disabled = reason(err)
		}
		out = append(out, of)
	}
	return out
}
