package control

import (
	"fmt"
	"strings"

	"plateau/rules"
)

// MaxNumbered is how many offers have a number key (1 to 9).
const MaxNumbered = 9

// offerCache holds the offers last computed and what they were computed
// for. A ruleset's Offers may be costly (command ranges, lines of sight),
// so it is asked again only when the state or the selection changed, not
// on every frame.
type offerCache struct {
	valid   bool
	version uint64 // the match's Version
	sel     string // the selection, joined
	offers  []rules.Offer
}

// HasOffers reports whether the ruleset proposes actions (implements
// rules.Offerer), so that the view knows whether to show an offers list.
func (c *Controller) HasOffers() bool {
	_, ok := c.m.Rules().(rules.Offerer)
	return ok
}

// Offers is what the ruleset proposes to the side to play for the current
// selection, most useful first; nil if the ruleset proposes nothing.
// Offer i is chosen with Choose(i), or key i+1 for the first MaxNumbered.
func (c *Controller) Offers() []rules.Offer {
	o, ok := c.m.Rules().(rules.Offerer)
	if !ok {
		return nil
	}
	s := c.m.State()
	sel := c.Selected()
	key := strings.Join(sel, "\x00")
	v := c.stateVersion()
	if c.offers.valid && c.offers.version == v && c.offers.sel == key {
		return c.offers.offers
	}
	c.offers = offerCache{valid: true, version: v, sel: key, offers: o.Offers(s, s.Active, sel)}
	return c.offers.offers
}

// Choose applies offer i of Offers through the match. A disabled offer or a
// refusal is shown as a warning and changes nothing.
func (c *Controller) Choose(i int) {
	offers := c.Offers()
	if i < 0 || i >= len(offers) {
		if len(offers) == 0 {
			c.SetMessage("Nothing to choose: select a unit to see what it may do", true)
		} else {
			c.SetMessage(fmt.Sprintf("There is no choice %d (1 to %d)", i+1, min(len(offers), MaxNumbered)), true)
		}
		return
	}
	o := offers[i]
	if o.Disabled != "" {
		c.SetMessage(o.Label+": "+o.Disabled, true)
		return
	}
	c.act(o.Action, o.Label)
}

// act applies a through the match on behalf of the buttons and keys (not
// drags): it drops any drag first, since the action may change what the
// drag was checked against, and raises the handover banner when play
// passes to another side. done is the message when the rules report
// nothing.
func (c *Controller) act(a rules.Action, done string) bool {
	c.cancelDrag()
	before := c.m.State().Active
	evs, err := c.m.Do(a)
	if err != nil {
		c.SetMessage(errText(err), true)
		return false
	}
	if c.m.State().Active != before {
		// The next player starts with a clean table.
		c.handover = true
		c.sel = map[string]bool{}
		c.ruler = nil
	}
	c.pruneSelection()
	if len(evs) > 0 {
		c.SetMessage(evs[len(evs)-1].Text, false)
	} else {
		c.SetMessage(done, false)
	}
	return true
}

// pruneSelection forgets selected bases the state no longer has (a ruleset
// may remove destroyed bases).
func (c *Controller) pruneSelection() {
	s := c.m.State()
	for id := range c.sel {
		if _, ok := s.Base(id); !ok {
			delete(c.sel, id)
		}
	}
}
