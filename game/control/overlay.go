package control

import (
	"slices"
	"strings"

	"plateau/rules"
)

// overlayKeys are the overlay kinds a key shows or hides, with the name
// the player reads.
var overlayKeys = map[Key]struct{ kind, name string }{
	KeyZ: {rules.OverlayZoC, "Zones of control"},
	KeyB: {rules.OverlayShoot, "Shooting zones"},
	KeyH: {rules.OverlayCrest, "Hill crests"},
	KeyT: {rules.OverlayThreat, "Threats"},
}

// overlaysOnAtStart are the kinds shown until the player hides them: a
// crest is part of the terrain, which a player reads before moving.
var overlaysOnAtStart = []string{rules.OverlayCrest}

// overlayCache holds the ruleset's overlays and what they were computed
// for: the rules are asked again only when the state changed, and the
// kinds shown are filtered again only when a toggle changed, so that a
// frame costs next to nothing.
type overlayCache struct {
	version uint64          // the match's Version the overlays belong to
	all     []rules.Overlay // every kind
	kinds   string          // the kinds shown, joined, that shown is for
	shown   []rules.Overlay
}

// ShowsOverlay reports whether the overlays of kind are on.
func (c *Controller) ShowsOverlay(kind string) bool { return c.overlayOn[kind] }

// toggleOverlay shows or hides a kind of overlay (keys Z, B and H), off
// by default but for overlaysOnAtStart. A ruleset that draws no overlays says so rather than toggling
// a switch that shows nothing.
func (c *Controller) toggleOverlay(kind, name string) {
	if _, ok := c.m.Rules().(rules.Overlayer); !ok {
		c.SetMessage("These rules have no zones to show", true)
		return
	}
	if c.overlayOn == nil {
		c.overlayOn = map[string]bool{}
	}
	c.overlayOn[kind] = !c.overlayOn[kind]
	switch {
	case !c.overlayOn[kind]:
		c.SetMessage(name+" hidden", false)
	case !slices.ContainsFunc(c.overlays(true), func(o rules.Overlay) bool { return o.Kind == kind }):
		c.SetMessage(name+" shown: there are none on the table now", false)
	case kind == rules.OverlayCrest:
		c.SetMessage(name+" shown", false)
	default:
		c.SetMessage(name+" shown, for both armies", false)
	}
}

// Overlays lists the ruleset's zones of the kinds the player turned on,
// in the ruleset's order; nil when none are on and no tool is.
// The selected unit's tools (tools.go) come after them; those of bases
// hidden from the player are left out (conceal.go).
func (c *Controller) Overlays() []rules.Overlay {
	return c.visibleOverlays(c.withTools(c.overlays(false)))
}

// overlays is Overlays; with all set it includes the kinds that are off.
func (c *Controller) overlays(all bool) []rules.Overlay {
	o, ok := c.m.Rules().(rules.Overlayer)
	var kinds []string
	for k, on := range c.overlayOn {
		if on {
			kinds = append(kinds, k)
		}
	}
	if !ok || (len(kinds) == 0 && !all) {
		return nil // nothing to ask while everything is off
	}
	if v := c.stateVersion(); v != c.overlay.version || c.overlay.all == nil {
		c.overlay = overlayCache{version: v, all: o.Overlays(c.m.State())}
		if c.overlay.all == nil {
			c.overlay.all = []rules.Overlay{} // computed, and empty
		}
	}
	if all {
		return c.overlay.all
	}
	slices.Sort(kinds)
	key := strings.Join(kinds, "\x00")
	if c.overlay.shown == nil || c.overlay.kinds != key {
		c.overlay.kinds = key
		c.overlay.shown = []rules.Overlay{}
		for _, ov := range c.overlay.all {
			if c.overlayOn[ov.Kind] {
				c.overlay.shown = append(c.overlay.shown, ov)
			}
		}
	}
	return c.overlay.shown
}
