package rules

import "plateau/rules/geom"

// Overlayer is implemented by rulesets that can show zones their rules
// measure against (zones of control, shooting zones), for the UI to draw
// under the bases on the player's request. Like Offerer, it keeps the UI
// generic: the geometry comes from the rules, never from render/.
type Overlayer interface {
	// Overlays lists every zone the ruleset can show for s, of every kind
	// and side; the UI filters by Kind and may cache the result while the
	// state is unchanged, so it must depend on s alone.
	Overlays(s *State) []Overlay
}

// Overlay kinds the UI has keys for. A ruleset may use other kinds; a UI
// with no key for them does not show them.
const (
	OverlayZoC   = "zoc"   // zones of control: where an enemy base is restricted
	OverlayShoot = "shoot" // shooting zones: where a shooter's targets must be
	OverlayCrest = "crest" // hill crests: lines no sight line crosses (Lines, no Areas; Side -1)
	// OverlayThreat is where each base could get to in its next move (and
	// shoot from there): an outer bound by the rules' allowances. Among a
	// selected unit's tools (Tooler.UnitOverlays) it marks the enemies
	// that could reach the unit.
	OverlayThreat = "threat"
)

// Overlay is one zone projected by one base, or a line of the terrain
// the rules measure against (Base empty, Side -1: no army's).
type Overlay struct {
	Kind  string `json:"kind"`  // OverlayZoC, OverlayShoot, ...
	Base  string `json:"base"`  // the base projecting it
	Side  int    `json:"side"`  // the base's side, for its army colour
	Label string `json:"label"` // what it is, for the player: "zone of control of Spearmen"
	// Areas is the zone as simple polygons with disjoint interiors: a zone
	// cut by other bases may be several pieces, whose union the UI
	// outlines as one.
	Areas []geom.Polygon `json:"areas"`
	// Lines are drawn as lines, for what has no area (a hill's crest).
	Lines [][]geom.Vec `json:"lines,omitempty"`
	// Tag is a few words written on the first line itself ("10 MU"), so
	// that bands read apart without pointing at each.
	Tag string `json:"tag,omitempty"`
}
