package gboh

import (
	"fmt"
	"strings"

	"plateau/rules"
)

// Offers implements rules.Offerer: the buttons of the sequence of play
// (activation, Trump, the tie, Momentum, Re-activation, the end of an
// Orders Phase), and a selected counter's advance toward an enemy, its rally
// and reorganisation (offersmove.go).
//
// Each offer lists in Bases the bases its action names too (a fire's
// target), for the window to mark while the player hovers it.
func (r Rules) Offers(s *rules.State, side int, selected []string) []rules.Offer {
	return s.AddActionBases(r.offers(s, side, selected))
}

func (Rules) offers(s *rules.State, side int, selected []string) []rules.Offer {
	if side != s.Active {
		return nil
	}
	var out []rules.Offer
	add := func(label string, a rules.Action, detail ...string) {
		o := rules.Offer{Label: label, Action: a, Detail: detail}
		if err := (Rules{}).Check(s, a); err != nil {
			o.Disabled = err.Error()
		}
		if a.Target != "" {
			if u, ok := s.Unit(a.Target); ok {
				o.Bases = u.Bases
			}
		}
		out = append(out, o)
	}
	leaders := func(f func(u *rules.Unit)) {
		for i := range s.Units {
			if u := &s.Units[i]; u.Side == side && u.Type == Leader && (onTable(u) || inBox(u)) && u.Status[stFate] < fateOut {
				f(u)
			}
		}
	}
	switch s.Phase {
	case PhaseActivation:
		if lowestInit(s, side) == impetusIni {
			for _, n := range pendingLines(s, side) {
				add(fmt.Sprintf("Activate Impetuous Line %d (it must charge)", n), rules.Action{Kind: KindActivate, Side: side, Args: map[string]string{"line": fmt.Sprint(n)}}, "as a leader of the lowest Initiative; its units use their whole MA toward the enemy and Shock [L2116-2124]")
			}
		}
		leaders(func(u *rules.Unit) {
			if inactive(u) && initiative(u) == lowestInit(s, side) {
				add(fmt.Sprintf("Activate %s (Initiative %d)", s.UnitName(u.ID), initiative(u)), rules.Action{Kind: KindActivate, Side: side, Target: u.ID}, "the Inactive leader of lowest Initiative [L301-308]")
			}
		})
		leaders(func(u *rules.Unit) {
			if inactive(u) && initiative(u) > lowest(s, side) {
				add(fmt.Sprintf("Trump with %s — needs %d or less", s.UnitName(u.ID), initiative(u)), rules.Action{Kind: KindTrump, Side: side, Target: u.ID}, "failure: he is Finished [L984-993]")
			}
		})
	case PhaseTie:
		add("Roll for the tie", rules.Action{Kind: KindTie, Side: side}, "each side rolls a d10, the higher goes first [L775-777]")
	case PhaseWindow:
		leaders(func(u *rules.Unit) {
			if inactive(u) {
				add(fmt.Sprintf("Trump with %s — needs %d or less", s.UnitName(u.ID), initiative(u)), rules.Action{Kind: KindTrump, Side: side, Target: u.ID}, "[L999-1018]")
			}
		})
		add("No Trump", rules.Action{Kind: rules.KindEndPhase, Side: side})
	case PhaseOrders:
		l := activeLeader(s)
		if rating(l, keyLine) > 0 {
			seen := map[int]bool{}
			for i := range s.Units {
				if u := &s.Units[i]; u.Side == side && lineOf(u) > 0 && !seen[lineOf(u)] {
					seen[lineOf(u)] = true
					n := lineOf(u)
					add(fmt.Sprintf("Line Command to Line %d", n), rules.Action{Kind: KindLine, Side: side, Args: map[string]string{"line": fmt.Sprint(n)}}, "instead of Individual Orders [L480-560]")
				}
			}
		}
		out = append(out, fireOffers(s, side, selected)...)
		out = append(out, castOffers(s, side, selected)...)
		out = append(out, unitOffers(s, side, selected)...)
		boxOffers(s, side, add)
		replaceOffers(s, side, add)
		add(fmt.Sprintf("End %s's Orders Phase (%d of %d orders given)", s.UnitName(l.ID), s.Counters[ctOrders], initiative(l)), rules.Action{Kind: rules.KindEndPhase, Side: side})
	case PhaseReact:
		m := reactTarget(s)
		for i := range s.Units {
			x := &s.Units[i]
			if x.Side != side || x.Status[stReact] == 0 {
				continue
			}
			if x.Status[stReact]&reactFire != 0 {
				add(fmt.Sprintf("Reaction fire: %s at %s", s.UnitName(x.ID), s.UnitName(targetFor(s, x).ID)), rules.Action{Kind: KindReact, Side: side, Args: map[string]string{"unit": x.ID, "react": "fire"}}, "no order needed [L1734-1770]")
			}
			if x.Status[stReact]&reactWithdraw != 0 && isIndividual(x) {
				add(fmt.Sprintf("Withdraw %s from %s", s.UnitName(x.ID), s.UnitName(m.ID)), rules.Action{Kind: KindReact, Side: side, Args: map[string]string{"unit": x.ID, "react": "withdraw"}}, "MP the MA difference; else he is in danger: escape, Peril, capture [L691-715]")
			} else if x.Status[stReact]&reactWithdraw != 0 {
				add(fmt.Sprintf("Withdraw %s from %s", s.UnitName(x.ID), s.UnitName(m.ID)), rules.Action{Kind: KindReact, Side: side, Args: map[string]string{"unit": x.ID, "react": "withdraw"}}, "orderly withdrawal: MP the MA difference, infantry 1 Cohesion hit [L1266-1309]")
				if bd, err := boardOf(s); err == nil {
					if ys := individualsIn(s, bd, x); len(ys) > 0 {
						var ids, ns []string
						for _, y := range ys {
							ids, ns = append(ids, y.ID), append(ns, s.UnitName(y.ID))
						}
						add(fmt.Sprintf("Withdraw %s from %s, with %s", s.UnitName(x.ID), s.UnitName(m.ID), strings.Join(ns, ", ")), rules.Action{Kind: KindReact, Side: side, Args: map[string]string{"unit": x.ID, "react": "withdraw", "with": strings.Join(ids, ",")}}, "the leaders and heroes stacked with it go too [L2179-2182]")
					}
					withdrawOffers(s, bd, x, m, add)
				}
			}
			if x.Status[stReact]&reactFace != 0 {
				for _, dir := range []string{"left", "right"} {
					add(fmt.Sprintf("Reaction facing: %s turns 60° %s", s.UnitName(x.ID), dir), rules.Action{Kind: KindReact, Side: side, Args: map[string]string{"unit": x.ID, "react": dir}}, "infantry then tests its TQ [L1456-1464]")
				}
			}
			add(fmt.Sprintf("%s does not react", s.UnitName(x.ID)), rules.Action{Kind: KindReact, Side: side, Args: map[string]string{"unit": x.ID, "react": "decline"}})
		}
	case PhaseDispel:
		t, sp := pendingDispel(s)
		bd, _ := boardOf(s)
		for i := range s.Units {
			if x := &s.Units[i]; x.Side == side && t != nil && bd != nil && mayDispel(s, bd, x, t, sp) {
				knows := int(x.Profile[keyMagic]) >= sp.minMagic
				pct := dispelChance(int(x.Profile[keyMagic]), t.Status[spellStatus[sp.key][1]], knows)
				add(fmt.Sprintf("Dispel %s with %s (%d%%, %d Magic Points)", sp.name, s.UnitName(x.ID), pct, dispelCost(knows)), rules.Action{Kind: KindDispel, Side: side, Args: map[string]string{"mage": x.ID}}, "[L4189-4222]")
			}
		}
		add("No dispel", rules.Action{Kind: KindDispel, Side: side, Args: map[string]string{"mage": "none"}})
	case PhaseAdvanceFace:
		faceOffers(s, side, add)
	case PhasePursuitCall:
		boxOffers(s, side, add)
		faceOffers(s, side, add)
	case PhaseShock:
		out = append(out, shockOffers(s, side)...)
		add("Resolve the Shocks", rules.Action{Kind: KindResolve, Side: side}, "each step for every Shock before the next [L1790-1796]")
	case PhaseElite:
		if e := nextElite(s); e != nil {
			add(fmt.Sprintf("Elite Orders Phase for %s", s.UnitName(e.ID)), rules.Action{Kind: KindElite, Side: side, Target: e.ID}, "no Momentum after it; he stays Inactive [L1048-1064]")
			add("No Elite Orders Phase", rules.Action{Kind: rules.KindEndPhase, Side: side})
		}
	case PhaseRoutReload:
		add("Play the Rout & Reload Phase", rules.Action{Kind: KindRoutReload, Side: side}, "Flight, Reload, the Army Withdrawal tests, markers flipped [L355-380]")
	case PhaseMomentum:
		l := activeLeader(s)
		add(fmt.Sprintf("Momentum for %s — needs %d or less", s.UnitName(l.ID), initiative(l)), rules.Action{Kind: KindMomentum, Side: side}, "a 9 rolls the Destiny die [L944-967]")
		add("No Momentum: he is Finished", rules.Action{Kind: rules.KindEndPhase, Side: side})
		faceOffers(s, side, add) // the advances' 60° turns [L2047-2050]
	case PhaseReactivate:
		leaders(func(u *rules.Unit) {
			add("Re-activate "+s.UnitName(u.ID), rules.Action{Kind: KindActivate, Side: side, Target: u.ID}, "the Destiny die [L959-963]")
		})
		add("No Re-activation", rules.Action{Kind: rules.KindEndPhase, Side: side})
	}
	return out
}
