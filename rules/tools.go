package rules

import "plateau/rules/geom"

// Tooler is implemented by rulesets that can answer the questions a
// player asks about one unit before acting (issue 11, "tools a player
// reaches for"): how far a commander's word carries, where a unit can
// get to, what a base can see. Like Overlayer it keeps the UI generic:
// the answers are the rules' own measurements, never render/'s.
type Tooler interface {
	// UnitOverlays lists what the tools show for one unit of s: the
	// command range of the commander it is or answers to
	// (OverlayCommand) and the ground it can reach this turn
	// (OverlayReach). The UI asks when the selection or the state
	// changes, not every frame; nil when it has none.
	UnitOverlays(s *State, unit string) []Overlay
	// Sight is the line of sight from base to the table point to, as the
	// rules judge one (the UI asks while the pointer moves, so it must be
	// cheap: a few sight lines).
	Sight(s *State, base string, to geom.Vec) Sight
}

// Overlay kinds of the tools (Tooler.UnitOverlays): lines, each with its
// label, about the unit selected.
const (
	OverlayCommand = "command" // bands of a commander's range, each with what it costs
	OverlayReach   = "reach"   // how far the unit can move: the outer bound of its allowance
)

// Sight is one line of sight and the rules' verdict on it.
type Sight struct {
	From, To geom.Vec // the line the verdict is about (From on the viewer)
	Clear    bool
	// Distance is the length of the line, cm.
	Distance float64
	// Why is what blocks it, in plain words with its rule ("it runs more
	// than 2 MU through Oak wood [L1462]"), empty when it is clear.
	Why string
	// Note is what else the rules measure on it, for the player: "6.2 MU".
	Note string
}
