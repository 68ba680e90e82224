package rules

// Offerer is implemented by rulesets that propose actions to the player:
// the UI shows the offers for the current selection as buttons, so that a
// new ruleset's actions (orders, charges, shots, combat choices) appear
// without touching render/ (DESIGN.md, "Rulesets").
type Offerer interface {
	// Offers lists what the side may do now with the selected bases
	// (base IDs; may be empty), most useful first. An offer that the rules
	// forbid may be listed disabled with the reason, so that the player
	// learns why.
	Offers(s *State, side int, selected []string) []Offer
}

// Offer is one proposed action.
type Offer struct {
	Label  string   `json:"label"`  // the button: "Order Spearmen — needs 7 or less"
	Detail []string `json:"detail"` // explanation lines: the modifiers, the rule
	Action Action   `json:"action"`
	// Disabled offers carry the reason the rules forbid them.
	Disabled string `json:"disabled,omitempty"`
	// Preview is where the bases would go (a charge's placement), for the
	// UI to draw while the player considers the offer.
	Preview []Move `json:"preview,omitempty"`
	// Bases are every base the offer concerns (the acting unit's bases,
	// its targets, the stands a casualty choice removes, a declaration's
	// elements), for the UI to highlight on the table while the player
	// hovers the offer: the label names them, the table shows them.
	Bases []string `json:"bases,omitempty"`
}
