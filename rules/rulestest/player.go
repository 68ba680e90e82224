package rulestest

import (
	"strings"

	"plateau/rules"
)

// Numbered is how many offers the window gives a number key (1 to 9): a
// Player takes only the first Numbered, so that the window can make every
// choice it makes (scrolling the panel to it first when fewer are shown).
const Numbered = 9

// A Player plays whole battles through a ruleset's offers, the way a
// person pressing the offers panel's buttons would, for play tests: the
// same choices drive a scripted battle (the script command "offer") and
// a battle in the real window (a click on a base, then a number key), so
// that with the same seed both are the same battle.
type Player interface {
	// Next is the player's next press on s for the side to play; false
	// when nothing fits (the ruleset offered not even an end).
	Next(of rules.Offerer, s *rules.State) (Choice, bool)
}

// Choice is one press of an offer button: what is selected (nil for
// nothing) and the start of the label of the offer to take, the first
// enabled one that matches.
type Choice struct {
	Selected []string
	Label    string
}

// NextOffer is the offer p's next press on s takes: what a headless test
// applies with Match.Do. False when p finds nothing to press or its choice
// matches no offer.
func NextOffer(p Player, of rules.Offerer, s *rules.State) (rules.Offer, bool) {
	c, ok := p.Next(of, s)
	if !ok {
		return rules.Offer{}, false
	}
	return Pick(of.Offers(s, s.Active, c.Selected), c.Label)
}

// Pick is the first enabled offer among the numbered ones whose label
// starts with the earliest of prefixes that any matches.
func Pick(offers []rules.Offer, prefixes ...string) (rules.Offer, bool) {
	for _, p := range prefixes {
		for i, o := range offers {
			if i < Numbered && o.Disabled == "" && strings.HasPrefix(o.Label, p) {
				return o, true
			}
		}
	}
	return rules.Offer{}, false
}

// PickKind is the first enabled offer among the numbered ones whose
// action is of the earliest of kinds that any is.
func PickKind(offers []rules.Offer, kinds ...string) (rules.Offer, bool) {
	for _, k := range kinds {
		for i, o := range offers {
			if i < Numbered && o.Disabled == "" && o.Action.Kind == k {
				return o, true
			}
		}
	}
	return rules.Offer{}, false
}

// Key is the number key that presses c's offer among offers (1 to
// Numbered), or 0 when no numbered enabled offer matches.
func Key(offers []rules.Offer, c Choice) int {
	for i, o := range offers {
		if i < Numbered && o.Disabled == "" && strings.HasPrefix(o.Label, c.Label) {
			return i + 1
		}
	}
	return 0
}

// Waiting is the side the battle waits for (the side of every enabled
// offer), and false when it waits for none or for both (a side may also
// act by dragging its bases, which offers do not show: the active side's
// offers then include its end of phase).
func Waiting(offers []rules.Offer) (int, bool) {
	side, found := 0, false
	for _, o := range offers {
		if o.Disabled != "" {
			continue
		}
		if found && o.Action.Side != side {
			return 0, false
		}
		side, found = o.Action.Side, true
	}
	return side, found
}
