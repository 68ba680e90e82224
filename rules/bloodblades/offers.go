package bloodblades

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
)

// Offers implements rules.Offerer: the PIG roll in the PIGs phase; in the
// move phase, the group moves of the selected bases when they are a group
// (or of the whole group of a single selected base): straight ahead as
// far as the rules allow, pivots left and right, about-face, a halt when
// impetuous; then an about-face and a halt (impetuous troops) for each
// selected base of the player's; each with its PIG cost; and the end of
// the period.
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
	var mine []string
	seen := map[string]bool{}
	for _, id := range selected {
		b, ok := s.Base(id)
		if !ok || b.Side != side || b.Round || seen[id] {
			continue
		}
		seen[id] = true
		mine = append(mine, id)
	}
	offers := r.groupOffers(s, side, mine)
	for _, id := range mine {
		b, _ := s.Base(id)
		u, _ := s.Unit(b.Unit)
		from := b.Shape.Pose()
		a := rules.Action{Kind: rules.KindMove, Side: side, Moves: []rules.Move{{Base: id,
			Path: geom.Path{from, {Pos: from.Pos, Facing: from.Facing + math.Pi}}}}}
		offers = append(offers, r.offer(s, "About-face "+u.Name, a))
		if Impetuous(troopOf(u)) {
			offers = append(offers, r.offer(s, "Halt "+u.Name, HaltAction(side, id)))
		}
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

// offer is the offer of action a, labelled with its cost, disabled with
// the reason Check gives.
func (r Rules) offer(s *rules.State, label string, a rules.Action) rules.Offer {
	o := rules.Offer{Action: a, Label: label}
	if c, err := r.Cost(s, a); err == nil {
		o.Label += " — " + c.String()
		for _, l := range c.Lines {
			o.Detail = append(o.Detail, fmt.Sprintf("%s %+d %s %s", l.Code, l.PIGs, l.Text, l.Rule))
		}
	}
	if err := r.Check(s, a); err != nil {
		o.Disabled = err.Error()
	}
	return o
}
