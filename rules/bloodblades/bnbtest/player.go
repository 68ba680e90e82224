// Package bnbtest plays Blood and Blades battles for tests the way a
// simple, aggressive player using the offers panel would (a
// rulestest.Player): roll the PIGs, give each group one order (into
// contact if it can, else turn toward the nearest enemy or go straight
// ahead), take the first impetuous option offered when an impetuous base
// has a choice, of move or of shift out of a group (the rules' pick),
// take the first principal opponent offered when a tie is its to break,
// for either side (the rules' pick, [L1900]),
// take the first choice offered when the other player's winner may pursue
// (the rules' pick, staying [L2313]),
// fight every close combat, take every shot, then end the phase.
//
// It is no opponent for a person: it does not weigh odds, keep a reserve
// or protect its flanks. It exists to play whole battles to a result.
package bnbtest

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/bloodblades"
	"plateau/rules/rulestest"
	"plateau/rules/table"
)

// turnToward is how far off its front the nearest enemy must be before a
// group pivots toward it rather than going straight ahead (about 35°).
const turnToward = 0.6

// Player is a rulestest.Player; it remembers which bases it has already
// ordered this period, and, per side, how many of its move periods in a
// row ended without an order.
type Player struct {
	period  string
	ordered map[string]bool
	moved   bool        // an order was given this period
	idle    map[int]int // side: move periods in a row without an order
}

// stuckAfter is how many move periods in a row a side may end without an
// order before the player gives any order it can: two armies whose every
// wanted move is refused (zones of control, blocked paths) would otherwise
// face each other until the end of time.
const stuckAfter = 2

// Next is the player's next choice on s for the side to play; false when
// no offer fits (which means the ruleset offered not even an end).
func (p *Player) Next(of rules.Offerer, s *rules.State) (rulestest.Choice, bool) {
	if key := fmt.Sprintf("%d/%d", s.Turn, s.Active); key != p.period {
		p.period, p.ordered, p.moved = key, map[string]bool{}, false
	}
	if p.idle == nil {
		p.idle = map[int]int{}
	}
	if s.Phase == "move" {
		for i := range s.Table.Bases {
			b := &s.Table.Bases[i]
			if b.Side != s.Active || b.Round || p.ordered[b.ID] {
				continue
			}
			p.ordered[b.ID] = true
			sel := []string{b.ID}
			offers := of.Offers(s, s.Active, sel)
			if o, ok := rulestest.Pick(offers, toward(s, b)...); ok {
				for _, m := range o.Action.Moves {
					p.ordered[m.Base] = true // the group it moved with
				}
				p.moved = true
				return rulestest.Choice{Selected: sel, Label: prefixOf(o.Label, toward(s, b))}, true
			}
		}
		if c, ok := p.unstick(of, s); ok {
			return c, true
		}
		if !p.moved {
			p.idle[s.Active]++
		} else {
			p.idle[s.Active] = 0
		}
	}
	offers := of.Offers(s, s.Active, nil)
	for _, kind := range []string{bloodblades.KindPrincipal, bloodblades.KindPursue} {
		if o, ok := rulestest.PickKind(offers, kind); ok {
			return rulestest.Choice{Label: o.Label}, true // offered at the shared screen, whoever chooses
		}
	}
	for _, want := range [][]string{{"Roll PIGs", "Impetuous", "Fight", "Shoot"}, {"End"}} {
		if o, ok := rulestest.Pick(offers, want...); ok {
			return rulestest.Choice{Label: prefixOf(o.Label, want)}, true
		}
	}
	return rulestest.Choice{}, false
}

// unstick is, once the side to play has been idle stuckAfter move periods
// in a row, the first order any of its bases may be given (the first
// enabled numbered offer that does not end the period), once a base.
func (p *Player) unstick(of rules.Offerer, s *rules.State) (rulestest.Choice, bool) {
	if p.idle[s.Active] < stuckAfter || p.moved {
		return rulestest.Choice{}, false
	}
	for i := range s.Table.Bases {
		b := &s.Table.Bases[i]
		if b.Side != s.Active || b.Round || p.ordered["unstick:"+b.ID] {
			continue
		}
		p.ordered["unstick:"+b.ID] = true
		sel := []string{b.ID}
		for k, o := range of.Offers(s, s.Active, sel) {
			if k < rulestest.Numbered && o.Disabled == "" && o.Action.Kind != rules.KindEndPhase && len(o.Action.Moves) > 0 {
				p.moved, p.idle[s.Active] = true, 0
				return rulestest.Choice{Selected: sel, Label: o.Label}, true
			}
		}
	}
	return rulestest.Choice{}, false
}

func prefixOf(label string, prefixes []string) string {
	for _, p := range prefixes {
		if strings.HasPrefix(label, p) {
			return p
		}
	}
	return label
}

// toward is what the player wants of base b, best first: contact with an
// enemy (straight ahead, or as a zone of control requires), else a pivot
// toward the nearest enemy when it lies well off b's front, else straight
// ahead; and when b stands in an enemy's zone of control and can do none
// of these, straight back, the one move left to it ([L1397-1402]), so
// that lines stuck side by side in each other's zones come apart.
func toward(s *rules.State, b *table.Base) []string {
	var near *table.Base
	best := math.Inf(1)
	for i := range s.Table.Bases {
		e := &s.Table.Bases[i]
		if e.Side == b.Side || e.Round {
			continue
		}
		if d := e.Shape.Center.Dist(b.Shape.Center); d < best {
			near, best = e, d
		}
	}
	if near == nil {
		return nil
	}
	wants := []string{"Advance", "Engage"}
	f, to := b.Shape.Forward(), near.Shape.Center.Sub(b.Shape.Center)
	// y grows down the table, so a positive cross product is to the right.
	switch off := math.Atan2(f.Cross(to), f.Dot(to)); {
	case off > turnToward:
		wants = append(wants, "Pivot right")
	case off < -turnToward:
		wants = append(wants, "Pivot left")
	}
	wants = append(wants, "Straight ahead")
	if len(bloodblades.Zoccers(s, b)) > 0 {
		wants = append(wants, "Straight back")
	}
	return wants
}
