// Package rules is the model every ruleset shares: the State of a battle
// (table, sides, units, turn and phase), the Actions players take, the
// Events applying them produces, the Violation that explains a refusal, and
// the Ruleset interface a ruleset implements.
//
// It is pure Go: no graphics, no files, no clock and no global randomness
// (DESIGN.md, house rules 1-4). Dice are passed in (package dice).
package rules
