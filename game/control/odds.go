package control

import "plateau/rules"

// oddsCache keeps the chances of the offer last asked about: the window
// asks every frame while the pointer rests on an offer, and the rules are
// asked once per state and offer.
type oddsCache struct {
	version uint64
	label   string
	odds    rules.Odds
	ok      bool
}

// OfferOdds are the chances of one of the offers shown (rules.Odder),
// false when the ruleset has none for it. The battle is left as it was:
// the ruleset reads the state and rolls none of its dice.
func (c *Controller) OfferOdds(o rules.Offer) (rules.Odds, bool) {
	od, ok := c.m.Rules().(rules.Odder)
	if !ok || o.Disabled != "" || c.replay.v != nil {
		return rules.Odds{}, false
	}
	v := c.stateVersion()
	if c.odds.version != v || c.odds.label != o.Label {
		c.odds = oddsCache{version: v, label: o.Label}
		c.odds.odds, c.odds.ok = od.Odds(c.m.State(), o.Action)
	}
	return c.odds.odds, c.odds.ok
}
