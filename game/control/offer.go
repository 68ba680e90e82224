package control

import (
	"fmt"
	"strings"

	"plateau/rules"
)

// MaxNumbered is how many offers have a number key (1 to 9): the first
// nine of those the panel shows.
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
	return ok && c.replay.v == nil // a replay offers nothing: it changes nothing
}

// Offers is what the ruleset proposes to the side to play for the current
// selection, most useful first; nil if the ruleset proposes nothing.
// Offer i is chosen with Choose(i), or with the number key the panel shows
// beside it: key k runs offer OfferFirst()+k-1, when it is on screen.
func (c *Controller) Offers() []rules.Offer {
	o, ok := c.m.Rules().(rules.Offerer)
	if !ok || c.replay.v != nil {
		return nil
	}
	s := c.m.State()
	sel := c.Selected()
	key := strings.Join(sel, "\x00")
	v := c.stateVersion()
	if c.offers.valid && c.offers.version == v && c.offers.sel == key {
		return c.offers.offers
	}
	prev := c.offers.offers
	c.offers = offerCache{valid: true, version: v, sel: key, offers: o.Offers(s, s.Active, sel)}
	if !sameLabels(prev, c.offers.offers) {
		c.offerView.reset()
	}
	return c.offers.offers
}

func sameLabels(a, b []rules.Offer) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Label != b[i].Label {
			return false
		}
	}
	return true
}

// offerView is which offers the panel shows: those from first, and how
// many of them it drew last. The number keys follow what is shown, so
// that a key never runs an offer the player cannot see.
type offerView struct {
	first int
	// shown is how many offers from first the view drew last; viewed is
	// false until a view reports it (headless, every offer is "shown").
	shown  int
	viewed bool
}

// reset goes back to the first offer, for a new list. Until the view has
// drawn it, no key runs any of its offers.
func (v *offerView) reset() { v.first, v.shown = 0, 0 }

// OfferFirst is the first offer the panel shows (offers before it are
// scrolled out of sight, above).
func (c *Controller) OfferFirst() int {
	c.clampOfferFirst()
	return c.offerView.first
}

// ShowedOffers is the view's report after drawing the panel: n offers from
// OfferFirst are on screen, the first MaxNumbered of them with the numbers
// 1 to 9, which are then their keys.
func (c *Controller) ShowedOffers(n int) {
	c.offerView.shown, c.offerView.viewed = max(0, n), true
}

// ShownOffers is how many offers from OfferFirst the player can see, as
// far as the controller knows: all of them until a view has reported.
func (c *Controller) ShownOffers() int {
	rest := len(c.Offers()) - c.OfferFirst()
	if !c.offerView.viewed {
		return rest
	}
	return min(c.offerView.shown, rest)
}

// ScrollOffers moves the panel's first offer by n (negative: back to the
// earlier ones), staying within the list (the wheel over the offers).
func (c *Controller) ScrollOffers(n int) {
	v := &c.offerView
	if n > 0 && v.shown > 0 && v.first+v.shown >= len(c.Offers()) {
		return // everything below is on screen: a notch must not push offer 1 out
	}
	was := v.first
	v.first += n
	c.clampOfferFirst()
	if v.first != was {
		// Until the view draws them, the player has not seen the offers
		// scrolled in: no key runs them.
		v.shown = 0
	}
}

func (c *Controller) clampOfferFirst() {
	v := &c.offerView
	v.first = max(0, min(v.first, len(c.Offers())-1))
}

// pageOffers scrolls a panel's worth of offers: down (PgDn) to the first
// one not shown, up (PgUp) as far back.
func (c *Controller) pageOffers(down bool) {
	offers := c.Offers()
	first, n := c.OfferFirst(), max(1, c.ShownOffers())
	switch {
	case len(offers) == 0:
		return
	case down && first+n >= len(offers):
		c.SetMessage("These are the last of the choices (PgUp for the earlier ones)", false)
		return
	case !down && first == 0:
		c.SetMessage("These are the first of the choices (PgDn for the others)", false)
		return
	case down:
		c.ScrollOffers(n)
	default:
		c.ScrollOffers(-n)
	}
}

// chooseShown is number key k (0 for 1): the k-th offer on screen, if the
// player can see it.
func (c *Controller) chooseShown(k int) {
	offers := c.Offers()
	first, shown := c.OfferFirst(), min(c.ShownOffers(), MaxNumbered)
	switch {
	case len(offers) == 0:
		c.SetMessage("Nothing to choose: select a unit to see what it may do", true)
	case k >= shown && shown == 0:
		c.SetMessage("No choice is on screen: make the window taller", true)
	case k >= shown && shown < len(offers):
		c.SetMessage(fmt.Sprintf("There is no choice %d on screen (1 to %d shown; PgUp/PgDn or the wheel show the %d others)",
			k+1, shown, len(offers)-shown), true)
	case k >= shown:
		c.SetMessage(fmt.Sprintf("There is no choice %d (1 to %d)", k+1, shown), true)
	default:
		c.Choose(first + k)
	}
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
		c.handover = c.ai == nil
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
