package control

import (
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
)

// toolKeys are the tools about the selected unit a key shows or hides
// (rules.Tooler): C its commander's range, R how far it moves. L draws
// the line of sight from the selected base to the pointer.
var toolKeys = map[Key]struct{ kind, name string }{
	KeyC: {rules.OverlayCommand, "Command range"},
	KeyR: {rules.OverlayReach, "Movement reach"},
}

// toolState is what the tools show and the answers last computed: the
// rules are asked again only when the state, the selection or the
// pointer changed.
type toolState struct {
	on    map[string]bool // tool overlay kinds shown
	sight bool            // the line-of-sight tool is on

	version uint64 // the state the overlays are for
	unit    string // the unit they are for
	kinds   string // the kinds shown they are for
	unitOv  []rules.Overlay
	// joined is the overlays the window draws: the zones shown, then
	// the tools'; from, n say which zones list it was joined from.
	joined  []rules.Overlay
	from    *rules.Overlay
	n       int
	toolsOf []rules.Overlay

	pointer   geom.Vec // the table point under the pointer
	onTable   bool
	sightKey  sightKey
	sightLast rules.Sight
	sightOK   bool
}

type sightKey struct {
	version uint64
	base    string
	to      geom.Vec
}

// toggleTool shows or hides one tool (C, R, L). Rules without tools say
// so rather than toggle a switch that shows nothing.
func (c *Controller) toggleTool(kind, name string) {
	if _, ok := c.m.Rules().(rules.Tooler); !ok {
		c.SetMessage("These rules have no "+strings.ToLower(name)+" to show", true)
		return
	}
	if c.tools.on == nil {
		c.tools.on = map[string]bool{}
	}
	c.tools.on[kind] = !c.tools.on[kind]
	switch {
	case !c.tools.on[kind]:
		c.SetMessage(name+" hidden", false)
	case c.toolUnit() == "":
		c.SetMessage(name+" on: select a unit to see it", false)
	default:
		c.SetMessage(name+" shown for the unit selected", false)
	}
}

// toggleSight turns the line-of-sight tool on or off (L).
func (c *Controller) toggleSight() {
	if _, ok := c.m.Rules().(rules.Tooler); !ok {
		c.SetMessage("These rules have no line of sight to show", true)
		return
	}
	c.tools.sight = !c.tools.sight
	switch {
	case !c.tools.sight:
		c.SetMessage("Line of sight off", false)
	case c.toolBase() == "":
		c.SetMessage("Line of sight: select a base, then point where it should look (L to leave)", false)
	default:
		c.SetMessage("Line of sight: point where the selected base should look (L to leave)", false)
	}
}

// toolBase is the base the tools measure from: the selected one (the
// first of a selection, in the table's order), else none.
func (c *Controller) toolBase() string {
	ids := c.Selected()
	if len(ids) == 0 {
		return ""
	}
	return ids[0]
}

// toolUnit is the unit of toolBase, or "".
func (c *Controller) toolUnit() string {
	id := c.toolBase()
	if id == "" {
		return ""
	}
	s := c.m.State()
	if b, ok := s.Table.Base(id); ok {
		return b.Unit
	}
	return ""
}

// unitOverlays are the tool overlays of the kinds on for the selected
// unit, asked of the rules again only when the state, the unit or the
// kinds changed.
func (c *Controller) unitOverlays() []rules.Overlay {
	t, ok := c.m.Rules().(rules.Tooler)
	var kinds []string
	for k, on := range c.tools.on {
		if on {
			kinds = append(kinds, k)
		}
	}
	// With the threats shown (T), the selected unit's attackers too.
	if c.overlayOn[rules.OverlayThreat] {
		kinds = append(kinds, rules.OverlayThreat)
	}
	unit := c.toolUnit()
	if !ok || len(kinds) == 0 || unit == "" {
		return nil
	}
	slices.Sort(kinds)
	key := strings.Join(kinds, "\x00")
	v := c.stateVersion()
	if v != c.tools.version || unit != c.tools.unit || key != c.tools.kinds || c.tools.unitOv == nil {
		c.tools.version, c.tools.unit, c.tools.kinds = v, unit, key
		c.tools.unitOv = []rules.Overlay{}
		for _, o := range t.UnitOverlays(c.m.State(), unit) {
			if slices.Contains(kinds, o.Kind) {
				c.tools.unitOv = append(c.tools.unitOv, o)
			}
		}
	}
	return c.tools.unitOv
}

// withTools is zones followed by the selected unit's tool overlays, the
// same slice from frame to frame while neither changes (the window keeps
// its drawing while it gets the same list).
func (c *Controller) withTools(zones []rules.Overlay) []rules.Overlay {
	tools := c.unitOverlays()
	if len(tools) == 0 {
		return zones
	}
	var first *rules.Overlay
	if len(zones) > 0 {
		first = &zones[0]
	}
	if c.tools.joined == nil || c.tools.from != first || c.tools.n != len(zones) || !sameSlice(c.tools.toolsOf, tools) {
		c.tools.joined = append(append([]rules.Overlay{}, zones...), tools...)
		c.tools.from, c.tools.n, c.tools.toolsOf = first, len(zones), tools
	}
	return c.tools.joined
}

// Sight is the line of sight the tool shows this frame: from the selected
// base to the pointer, as the rules judge it; false when the tool is off,
// nothing is selected or the pointer is off the table.
func (c *Controller) Sight() (rules.Sight, bool) {
	t, ok := c.m.Rules().(rules.Tooler)
	base := c.toolBase()
	if !ok || !c.tools.sight || base == "" || !c.tools.onTable || c.drag != nil {
		return rules.Sight{}, false
	}
	k := sightKey{c.stateVersion(), base, c.tools.pointer}
	if !c.tools.sightOK || k != c.tools.sightKey {
		c.tools.sightKey, c.tools.sightOK = k, true
		c.tools.sightLast = t.Sight(c.m.State(), base, c.tools.pointer)
	}
	return c.tools.sightLast, true
}

// SightOn reports whether the line-of-sight tool is on.
func (c *Controller) SightOn() bool { return c.tools.sight }

// ShowsTool reports whether the tool overlays of kind are on.
func (c *Controller) ShowsTool(kind string) bool { return c.tools.on[kind] }

// notePointer keeps where the pointer is on the table, for Sight.
func (c *Controller) notePointer(in Input) {
	s := c.m.State()
	p := in.Table
	c.tools.pointer = p
	c.tools.onTable = !in.OverHUD && p.X >= 0 && p.Y >= 0 && p.X <= s.Table.Width && p.Y <= s.Table.Height
}

func sameSlice(a, b []rules.Overlay) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}
