package gboh

import (
	"fmt"

	"plateau/rules"
)

// Offers implements rules.Offerer: the buttons of the sequence of play
// (activation, Trump, the tie, Momentum, Re-activation, the end of an
// Orders Phase). Moves are dragged, not offered.
func (Rules) Offers(s *rules.State, side int, selected []string) []rules.Offer {
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
			if u := &s.Units[i]; u.Side == side && u.Type == Leader && onTable(u) && u.Status[stFate] < fateOut {
				f(u)
			}
		}
	}
	switch s.Phase {
	case PhaseActivation:
		leaders(func(u *rules.Unit) {
			if inactive(u) && initiative(u) == lowest(s, side) {
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
		add(fmt.Sprintf("End %s's Orders Phase (%d of %d orders given)", s.UnitName(l.ID), s.Counters[ctOrders], initiative(l)), rules.Action{Kind: rules.KindEndPhase, Side: side})
	case PhaseMomentum:
		l := activeLeader(s)
		add(fmt.Sprintf("Momentum for %s — needs %d or less", s.UnitName(l.ID), initiative(l)), rules.Action{Kind: KindMomentum, Side: side}, "a 9 rolls the Destiny die [L944-967]")
		add("No Momentum: he is Finished", rules.Action{Kind: rules.KindEndPhase, Side: side})
	case PhaseReactivate:
		leaders(func(u *rules.Unit) {
			add("Re-activate "+s.UnitName(u.ID), rules.Action{Kind: KindActivate, Side: side, Target: u.ID}, "the Destiny die [L959-963]")
		})
		add("No Re-activation", rules.Action{Kind: rules.KindEndPhase, Side: side})
	}
	return out
}
