package warmaster

import (
	"fmt"
	"sort"
	"strings"

	"plateau/rules"
)

// Offers implements rules.Offerer: in the Orders sub-phase, an order for
// the selected units (as a brigade when several are selected) from each
// commander who could give it, with the test's breakdown; the end of the
// current sub-phase in any case.
func (r Rules) Offers(s *rules.State, side int, selected []string) []rules.Offer {
	if side != s.Active {
		return nil
	}
	var offers []rules.Offer
	if s.Phase == PhaseOrders {
		offers = append(offers, orderOffers(s, side, selected)...)
	}
	end := rules.Offer{Action: rules.Action{Kind: rules.KindEndPhase, Side: side}}
	switch s.Phase {
	case PhaseOrders:
		end.Label, end.Detail = "End orders", []string{"then commanders move (up to 60 cm)"}
	default:
		next := s.Sides[(s.Active+1)%len(s.Sides)].Name
		end.Label, end.Detail = "End turn", []string{"hands the table to " + next}
	}
	if v := closeProblem(s); v != nil {
		end.Disabled = v.Msg
	}
	return append(offers, end)
}

func orderOffers(s *rules.State, side int, selected []string) []rules.Offer {
	var units []string
	var chosen []*rules.Unit
	seen := map[string]bool{}
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok || seen[u.ID] || u.Side != side {
			continue
		}
		seen[u.ID] = true
		if IsCommander(u.Type) {
			chosen = append(chosen, u)
			continue
		}
		units = append(units, u.ID)
	}
	if len(units) == 0 {
		return nil
	}
	sort.Strings(units)
	if len(chosen) == 0 {
		for i := range s.Units {
			if c := &s.Units[i]; c.Side == side && IsCommander(c.Type) {
				chosen = append(chosen, c)
			}
		}
	}
	var offers []rules.Offer
	for _, c := range chosen {
		a := rules.Action{Kind: KindOrder, Side: side, Target: strings.Join(units, ","), Args: map[string]string{"commander": c.ID}}
		names := make([]string, len(units))
		for i, id := range units {
			u, _ := s.Unit(id)
			names[i] = u.Name
		}
		o := rules.Offer{Action: a, Label: fmt.Sprintf("%s orders %s", c.Name, strings.Join(names, ", "))}
		if v := closeProblem(s); v != nil {
			o.Disabled = v.Msg
		} else if t, err := prepareOrder(s, a); err != nil {
			o.Disabled = err.Error()
		} else {
			o.Label += fmt.Sprintf(" — roll %d or less", t.Need)
			o.Detail = t.Breakdown()
		}
		offers = append(offers, o)
	}
	// Possible orders first.
	sort.SliceStable(offers, func(i, j int) bool { return offers[i].Disabled == "" && offers[j].Disabled != "" })
	return offers
}
