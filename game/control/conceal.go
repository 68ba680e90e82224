package control

import (
	"slices"

	"plateau/rules"
	"plateau/rules/table"
)

// concealCache is the table as the player at the screen may see it: the
// state less the bases the rules hide from him (rules.Concealer), kept
// while the state and the viewer are the same.
type concealCache struct {
	version uint64
	viewer  int
	valid   bool
	hidden  map[string]bool
	view    rules.State
	// The overlays last filtered (the list they came from, by its first
	// element and length) and what is left of them.
	ovFrom *rules.Overlay
	ovN    int
	ovOut  []rules.Overlay
}

// viewer is the side whose player looks at the screen: with an opponent
// playing one side, the other; in hotseat the side to play.
func (c *Controller) viewer() int {
	s := c.m.State()
	if c.ai != nil && c.ai.on && len(s.Sides) == 2 {
		return 1 - c.ai.Side
	}
	return s.Active
}

// concealed fills the cache for the current state and viewer.
func (c *Controller) concealed() *concealCache {
	k := &c.conceal
	v, who := c.stateVersion(), c.viewer()
	if k.valid && k.version == v && k.viewer == who {
		return k
	}
	*k = concealCache{version: v, viewer: who, valid: true}
	cr, ok := c.m.Rules().(rules.Concealer)
	if !ok {
		return k
	}
	s := c.m.State()
	ids := cr.HiddenFrom(s, who)
	if len(ids) == 0 {
		return k
	}
	k.hidden = map[string]bool{}
	for _, id := range ids {
		k.hidden[id] = true
	}
	k.view = *s
	k.view.Table.Bases = slices.DeleteFunc(slices.Clone(s.Table.Bases), func(b table.Base) bool { return k.hidden[b.ID] })
	k.view.Units = slices.Clone(s.Units)
	for i := range k.view.Units {
		u := &k.view.Units[i]
		u.Bases = slices.DeleteFunc(slices.Clone(u.Bases), func(id string) bool { return k.hidden[id] })
	}
	return k
}

// Hidden reports whether the player at the screen may not see base id.
func (c *Controller) Hidden(id string) bool { return c.concealed().hidden[id] }

// TableState is the state as the table shows it to the player at the
// screen: the match's state, less the bases hidden from him. Never change
// it: it shares the state's maps.
func (c *Controller) TableState() *rules.State {
	k := c.concealed()
	if k.hidden == nil {
		return c.m.State()
	}
	return &k.view
}

// visibleOverlays drops the overlays of bases hidden from the player.
func (c *Controller) visibleOverlays(ovs []rules.Overlay) []rules.Overlay {
	k := c.concealed()
	if k.hidden == nil || !slices.ContainsFunc(ovs, func(o rules.Overlay) bool { return k.hidden[o.Base] }) {
		return ovs
	}
	if k.ovOut == nil || k.ovFrom != &ovs[0] || k.ovN != len(ovs) {
		k.ovFrom, k.ovN = &ovs[0], len(ovs)
		k.ovOut = slices.DeleteFunc(slices.Clone(ovs), func(o rules.Overlay) bool { return k.hidden[o.Base] })
	}
	return k.ovOut
}
