package bloodblades

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
)

// Offers implements rules.Offerer: the PIG roll in the PIGs phase; in the
// move phase, an about-face for each selected base of the player's (with
// its PIG cost), and the end of the period.
func (r Rules) Offers(s *rules.State, side int, selected []string) []rules.Offer {
	if side != s.Active {
		return nil
	}
	if s.Phase == PhasePIGs {
		o := rules.Offer{Action: rules.Action{Kind: KindRollPIGs, Side: side}}
		if s.Counters[fmt.Sprintf("%s%d", ctRegCinC, side)] > 0 {
			o.Label = "Roll PIGs — AD (Reg C-in-C)"
			o.Detail = []string{"an average die: 2, 3, 3, 4, 4, 5 [L766]; a D6 reading 1 as 3 and 6 as 4 [L768]"}
		} else {
			o.Label = "Roll PIGs — D6 (Irr C-in-C)"
			o.Detail = []string{"one D6 [L1329]"}
		}
		return []rules.Offer{o}
	}
	var offers []rules.Offer
	seen := map[string]bool{}
	for _, id := range selected {
		b, ok := s.Base(id)
		if !ok || b.Side != side || seen[id] {
			continue
		}
		seen[id] = true
		u, _ := s.Unit(b.Unit)
		from := b.Shape.Pose()
		a := rules.Action{Kind: rules.KindMove, Side: side, Moves: []rules.Move{{Base: id,
			Path: geom.Path{from, {Pos: from.Pos, Facing: from.Facing + math.Pi}}}}}
		o := rules.Offer{Action: a, Label: "About-face " + u.Name}
		if c, err := r.Cost(s, a); err == nil {
			o.Label += " — " + c.String()
			for _, l := range c.Lines {
				o.Detail = append(o.Detail, fmt.Sprintf("%s %+d %s %s", l.Code, l.PIGs, l.Text, l.Rule))
			}
		}
		if err := r.Check(s, a); err != nil {
			o.Disabled = err.Error()
		}
		offers = append(offers, o)
	}
	left := s.Counters[ctPIGs]
	next := sideName(s, (s.Active+1)%len(s.Sides))
	end := rules.Offer{Label: fmt.Sprintf("End period (%d PIG%s left)", left, plural(left)),
		Detail: []string{"hands the table to " + next},
		Action: rules.Action{Kind: rules.KindEndPhase, Side: side}}
	if left > 0 {
		end.Detail = append(end.Detail, fmt.Sprintf("the %d unused PIG%s will be lost (A11)", left, plural(left)))
	}
	return append(offers, end)
}
