package rules

// Concealer is implemented by rulesets in which a side may not see some
// of the other's bases (BnB's ambushes, bnb.md §11.5): the UI leaves them
// out of the table, the zones and the tools it shows that side, and out
// of reach of its pointer. The state keeps them; only the view hides.
type Concealer interface {
	// HiddenFrom lists the bases side must not see now.
	HiddenFrom(s *State, side int) []string
}
