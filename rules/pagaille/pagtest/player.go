// Package pagtest plays Batailles en pagaille battles for tests the way a
// simple, aggressive player using the offers panel would (a
// rulestest.Player): roll off, fight every melee, activate the first
// officer it may, and with him give, to the first of its units that can
// take one, the most pressing order offered: finish a charge (its snap
// into contact), finish an Advance (straight ahead), rally, shoot, charge
// an enemy in reach, else advance (an officer on his own base advancing
// himself too, bep A27); when none is left, end the activation; with no
// officer left, pass. It presses only the first
// rulestest.Numbered offers, as the window's number keys can.
//
// It is no opponent for a person: it does not weigh odds, keep a reserve
// or husband its command points. It exists to play whole battles to a
// result, the same from the same seed.
package pagtest

import (
	"strings"

	"plateau/rules"
	"plateau/rules/rulestest"
)

// Player is a rulestest.Player. It keeps no memory: every choice comes
// from the state and its offers, so a battle replays exactly.
type Player struct{}

// wants are the offers the player takes for a unit, most pressing first:
// a label prefix (completed by the unit's name where it ends with ": ")
// and what the label must also say.
var wants = []struct{ prefix, needs string }{
	{"Charge home: ", ""},
	{"Move ahead: ", ""},
	{"Rally: ", ""},
	{"Shoot: ", ""},
	{"Charge: ", "in reach"},
	{"Advance: ", ""},
}

// Next is the player's next press on s for the side to play; false when
// nothing fits (the ruleset offered not even an end).
func (Player) Next(of rules.Offerer, s *rules.State) (rulestest.Choice, bool) {
	offers := of.Offers(s, s.Active, nil)
	if o, ok := rulestest.Pick(offers, "Roll off", "Fight", "Activate "); ok {
		return rulestest.Choice{Label: o.Label}, true
	}
	if _, ok := rulestest.Pick(offers, "End the activation"); ok {
		for _, w := range wants {
			for i := range s.Units {
				u := &s.Units[i]
				if u.Side != s.Active || len(u.Bases) == 0 {
					continue // its units, its machines, and the officer activated (who may move himself, A27)
				}
				sel := []string{u.Bases[0]}
				for k, o := range of.Offers(s, s.Active, sel) {
					if k < rulestest.Numbered && o.Disabled == "" && strings.HasPrefix(o.Label, w.prefix) && strings.Contains(o.Label, w.needs) && concerns(o, u) {
						return rulestest.Choice{Selected: sel, Label: o.Label}, true
					}
				}
			}
		}
	}
	if o, ok := rulestest.Pick(offers, "End the activation", "Pass"); ok {
		return rulestest.Choice{Label: o.Label}, true
	}
	return rulestest.Choice{}, false
}

// concerns reports whether the offer acts for unit u.
func concerns(o rules.Offer, u *rules.Unit) bool {
	if o.Action.Target == u.ID {
		return true
	}
	for _, m := range o.Action.Moves {
		for _, b := range u.Bases {
			if m.Base == b {
				return true
			}
		}
	}
	return false
}
