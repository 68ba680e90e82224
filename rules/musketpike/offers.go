package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/musketpike/charts"
)

// Offers implements rules.Offerer: the choices of the activation sequence
// as buttons (moves are dragged, or offered toward the enemy), each
// listing in Bases every base it concerns: the counters acting and those
// its action names (a fire's target, the mover a reaction answers), for
// the window to mark while the player hovers it.
func (r Rules) Offers(s *rules.State, side int, selected []string) []rules.Offer {
	return s.AddActionBases(r.offers(s, side, selected))
}

func (Rules) offers(s *rules.State, side int, selected []string) []rules.Offer {
	if side != s.Active {
		return nil
	}
	switch s.Phase {
	case PhaseInitiative:
		return []rules.Offer{{Label: "Roll for the initiative", Detail: []string{"a d10 each; the higher wins (M&P §5.1 [L249])"}, Action: rules.Action{Kind: KindInitiative, Side: side}}}
	case PhaseSelect:
		return selectOffers(s, side)
	case PhasePreempt:
		return preemptOffers(s, side)
	case PhaseWing:
		return wingOffers(s, side, selected)
	case PhaseCover:
		return coverOffers(s, side)
	case PhaseEvade:
		return evadeOffers(s, side)
	case PhaseRetreat:
		return retreatOffers(s, side)
	case PhaseReact:
		return reactOffers(s, side)
	case PhaseMeleeChoice:
		return meleeChoiceOffers(s, side)
	case PhaseMelee, PhaseReaction, PhaseDefence:
		return meleeOffers(s, side)
	case PhaseReplace:
		return replaceOffers(s, side)
	case PhaseContinuation:
		wc := activeWC(s)
		need := boardCharts(s).Continuation(orderOf(wc), 0, 0).Span
		return []rules.Offer{
			{Label: fmt.Sprintf("%s tries to continue — needs %s", s.UnitName(wc.ID), need), Detail: []string{"a d10 on the Continuation Table (" + boardCharts(s).Label() + ") (M&P §6.6 [L286])"}, Action: rules.Action{Kind: KindContinue, Side: side}, Bases: wc.Bases},
			{Label: fmt.Sprintf("%s stops: Finished", s.UnitName(wc.ID)), Action: rules.Action{Kind: rules.KindEndPhase, Side: side}, Bases: wc.Bases},
		}
	}
	return nil
}

// selectOffers are the wings the player may activate, and the passes.
func selectOffers(s *rules.State, side int) []rules.Offer {
	var out []rules.Offer
	for _, wc := range commanders(s) {
		if wc.Side != side || wc.Status[stFinished] == 1 {
			continue
		}
		a := rules.Action{Kind: KindActivate, Side: side, Target: wc.ID}
		o := rules.Offer{Label: fmt.Sprintf("Activate %s's wing (%s)", s.UnitName(wc.ID), orderName(orderOf(wc))), Action: a, Bases: wc.Bases}
		if err := checkSelect(s, a); err != nil {
			o.Disabled = err.Error()
		}
		out = append(out, o)
	}
	for _, wc := range commanders(s) {
		if wc.Side != side || wc.Status[stFinished] == 1 {
			continue
		}
		a := rules.Action{Kind: KindPass, Side: side, Target: wc.ID}
		if checkSelect(s, a) == nil {
			out = append(out, rules.Offer{Label: fmt.Sprintf("Pass with %s (he is Finished)", s.UnitName(wc.ID)), Action: a, Bases: wc.Bases})
		}
	}
	return out
}

// wingOffers are the active wing's order changes, with no unit selected
// the entries of its reinforcements, the actions of the selected units
// and the end of the wing's actions.
func wingOffers(s *rules.State, side int, selected []string) []rules.Offer {
	wc := activeWC(s)
	var out []rules.Offer
	for _, to := range []charts.Order{charts.Charge, charts.MakeReady, charts.ReceiveCharge, charts.Rally} {
		if to == orderOf(wc) {
			continue
		}
		a := rules.Action{Kind: KindChangeOrder, Side: side, Target: wc.ID, Args: map[string]string{"order": to.Key()}}
		o := rules.Offer{Label: fmt.Sprintf("Change %s's orders to %s", s.UnitName(wc.ID), orderName(to)), Action: a, Bases: wc.Bases}
		if _, _, err := checkChangeOrder(s, a); err != nil {
			if v, ok := err.(*rules.Violation); ok && v.Code == "impossible" {
				continue
			}
			o.Disabled = err.Error()
		} else {
			need := boardCharts(s).OrdersChange(orderOf(wc), to, 0, 0, false).Span
			o.Label += " — needs " + need.String()
			o.Detail = []string{fmt.Sprintf("a d10 %+d (his rating) on the Orders Change Table, %s (M&P §6.5 [L433])", rating(wc), boardCharts(s).Label())}
		}
		out = append(out, o)
	}
	if len(selected) == 0 {
		out = append(out, enterOffers(s, side)...) // [L585]; a selected unit's own actions come first
	}
	out = append(out, moveOffers(s, side, selected)...)
	out = append(out, fireOffers(s, side, selected)...)
	out = append(out, rallyOffers(s, side, selected)...)
	out = append(out, reformOffers(s, side, selected)...)
	out = append(out, unitOffers(s, side, selected)...)
	out = append(out, stackOffers(s, side, selected)...)
	return append(out, rules.Offer{Label: fmt.Sprintf("End the actions of %s's wing", s.UnitName(wc.ID)), Action: rules.Action{Kind: rules.KindEndPhase, Side: side}, Bases: wc.Bases})
}

// reformOffers are the reforms the selected units may make, by
// themselves or by the Army Commander; those their orders forbid are
// shown disabled with the reason.
func reformOffers(s *rules.State, side int, selected []string) []rules.Offer {
	var out []rules.Offer
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok || u.Side != side {
			continue
		}
		for _, opt := range reformOptions {
			to, why := reformResult(u, opt)
			if why != "" {
				continue
			}
			what := "reload a pistol"
			if opt != reformReload {
				what = formationWords(to)
			}
			for _, by := range []string{"", "ac"} {
				a := rules.Action{Kind: KindReform, Side: side, Target: u.ID, Args: map[string]string{"reform": opt}}
				label := fmt.Sprintf("Reform %s: %s", s.UnitName(u.ID), what)
				if by == "ac" {
					a.Args["by"] = "ac"
					label += " (the Army Commander)"
				}
				o := rules.Offer{Label: label, Detail: []string{"the unit's action for this activation (M&P §10.4 [L1257])"}, Action: a, Bases: u.Bases}
				if _, err := checkReform(s, a); err != nil {
					if by == "ac" {
						continue // offered only when the AC can
					}
					o.Disabled = err.Error()
				}
				out = append(out, o)
			}
		}
	}
	return out
}

// rallyOffers are the rallies of the selected units that are Morale
// Shaken or Broken, by themselves or by the Army Commander; those the
// rules forbid are shown disabled with the reason.
func rallyOffers(s *rules.State, side int, selected []string) []rules.Offer {
	var out []rules.Offer
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok || u.Side != side || !isCombat(u) || u.Status[stMorale] == moraleNormal {
			continue
		}
		for _, by := range []string{"", "ac"} {
			a := rules.Action{Kind: KindRally, Side: side, Target: u.ID}
			label := "Rally " + s.UnitName(u.ID)
			if by == "ac" {
				a.Args = map[string]string{"by": "ac"}
				label += " (the Army Commander)"
			}
			o := rules.Offer{Label: label, Detail: []string{"automatic stacked with the commander, else a morale check: passing, one level up; failing, one down (M&P §10.4 [L1271-L1273])"}, Action: a, Bases: u.Bases}
			r, err := checkRally(s, a)
			switch {
			case err != nil && by == "ac":
				continue // offered only when the AC can
			case err != nil:
				o.Disabled = err.Error()
			case r.auto:
				o.Label += " — at once"
			default:
				need := currentMorale(u)
				if r.helper != nil {
					need -= rating(r.helper)
				}
				o.Label += fmt.Sprintf(" — needs %d or less", need)
			}
			out = append(out, o)
		}
	}
	return out
}

// preemptOffers are the pre-emption attempts the player may make, and
// letting the activation go ahead.
func preemptOffers(s *rules.State, side int) []rules.Offer {
	target := pendingWC(s)
	var out []rules.Offer
	for _, wc := range preempters(s, side) {
		need := boardCharts(s).Preemption(orderOf(wc), 0, 0).Span
		out = append(out, rules.Offer{
			Label:  fmt.Sprintf("Pre-empt with %s's wing (%s) — needs %s", s.UnitName(wc.ID), orderName(orderOf(wc)), need),
			Detail: []string{"a d10 on the Pre-emption Table (" + boardCharts(s).Label() + "); failing, he is marked No Continue, or Finished if he was (M&P §6.6 [L294])"},
			Action: rules.Action{Kind: KindPreempt, Side: side, Target: wc.ID},
			Bases:  wc.Bases,
		})
	}
	return append(out, rules.Offer{Label: fmt.Sprintf("Let %s's wing activate", s.UnitName(target.ID)), Action: rules.Action{Kind: rules.KindEndPhase, Side: side}, Bases: target.Bases})
}

// unitOffers are the other actions of the selected units: forming
// Hedgehog, limbering and unlimbering.
func unitOffers(s *rules.State, side int, selected []string) []rules.Offer {
	var out []rules.Offer
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok || u.Side != side {
			continue
		}
		switch {
		case u.Type == HeavyInfantry && u.Profile[keyNoPikes] != 1 && formationOf(u) != Hedgehog:
			a := rules.Action{Kind: KindHedgehog, Side: side, Target: u.ID}
			o := rules.Offer{Label: fmt.Sprintf("%s forms Hedgehog — %d MP", s.UnitName(u.ID), hedgehogCost), Detail: []string{"no voluntary move after; no flank or rear (M&P §7.4 [L485-L487])"}, Action: a, Bases: u.Bases}
			if _, _, err := checkHedgehog(s, a); err != nil {
				o.Disabled = err.Error()
			}
			out = append(out, o)
		case u.Type == Artillery:
			a := rules.Action{Kind: KindLimber, Side: side, Target: u.ID}
			label := "Limber " + s.UnitName(u.ID)
			if limbered(u) {
				label = "Unlimber " + s.UnitName(u.ID) + " facing as drawn"
			}
			o := rules.Offer{Label: label, Detail: []string{"instead of firing this turn (M&P §7.6 [L575])"}, Action: a, Bases: u.Bases}
			if _, err := checkLimber(s, a); err != nil {
				o.Disabled = err.Error()
			}
			out = append(out, o)
		}
	}
	return out
}
