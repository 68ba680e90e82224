package rules

import (
	"fmt"
	"sort"

	"plateau/rules/dice"
)

// Ruleset is a game's rules over the shared model (DESIGN.md, "Rulesets").
// The UI is generic: it asks the ruleset what is possible and never draws
// rules of its own.
type Ruleset interface {
	// ID is the name scenarios use ("sandbox", "wme", "bnb").
	ID() string
	// Setup prepares a freshly loaded scenario's state (first phase,
	// counters) before the first action.
	Setup(s *State) error
	// Legal lists the action kinds the side may take now.
	Legal(s *State, side int) []string
	// Check is nil if a may be applied to s, else a *Violation (or an
	// error for a malformed action). It is called every frame while a
	// player drags, so it must be cheap.
	Check(s *State, a Action) error
	// Apply applies a and returns the new state and what happened. It
	// never changes s. It refuses an action Check refuses, with Check's
	// error: the match relies on it and checks no action twice
	// (rulestest.Play holds every ruleset to it).
	Apply(s State, a Action, d dice.Roller) (State, []Event, error)
	// Measure is the cost of one base's move by the ruleset's metric and
	// the allowance it is measured against, for the UI's tape.
	Measure(s *State, m Move) Tape
}

// Tape is a move's measurement as the player sees it.
type Tape struct {
	Used      float64 // cm (or points, see Points) already used before this move
	Move      float64 // cm this move costs
	Allowance float64 // cm allowed in all
	// Unit and PerUnit name the ruleset's own length unit, if it has one
	// (BnB's MU: "MU", 3 cm at 15 mm); empty for plain centimetres.
	Unit    string
	PerUnit float64
	// Points is set when Used, Move and Allowance are not lengths but
	// counts of Unit: the movement points a hex game spends per hex and
	// per facing change ("MP"); PerUnit is then unused.
	Points bool
}

var registry = map[string]func() Ruleset{}

// Register makes a ruleset available to scenarios by its ID. Rulesets call
// it from an init function.
func Register(id string, build func() Ruleset) {
	if _, dup := registry[id]; dup {
		panic("rules: ruleset registered twice: " + id)
	}
	registry[id] = build
}

// Lookup returns a new instance of the ruleset with that ID.
func Lookup(id string) (Ruleset, error) {
	b, ok := registry[id]
	if !ok {
		return nil, fmt.Errorf("rules: unknown ruleset %q (known: %v)", id, Known())
	}
	return b(), nil
}

// Known lists the registered ruleset IDs, sorted.
func Known() []string {
	ids := make([]string, 0, len(registry))
	for id := range registry {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
