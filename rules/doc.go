// Package rules is the model every ruleset shares: the State of a battle
// (table, sides, units, turn and phase), the Actions players take, the
// Events applying them produces, the Violation that explains a refusal, and
// the Ruleset interface a ruleset implements.
//
// It is pure Go: no graphics, no files, no clock and no global randomness
// (DESIGN.md, house rules 1-4). Dice are passed in (package dice).
//
// Map of the package:
//
//   - ruleset.go: Ruleset (Setup, Legal, Check, Apply, Measure), Tape, the
//     registry; offer.go and overlay.go the optional Offerer and Overlayer.
//   - position.go: the optional Positioner (Keys, Resume): a ruleset whose
//     battles can start at any moment declares every phase, status and
//     counter it keeps, with its range, and resumes a state a scenario's
//     [position] gives instead of starting its first phase. It is an extra
//     interface rather than a change to Setup so that a ruleset without
//     positions (a new one being written) still plays.
//   - state.go: State, Side, Unit and their O(1) lookups; hash.go the state
//     hash saves and replays compare (nil and empty lists of bases hash
//     alike; LegacyHash is version 1 saves').
//   - action.go: Action, Move, Event, Violation; names.go and obstacle.go
//     the names players read; ranges.go the ranges settings and profiles
//     are checked against; score.go the optional Scorer.
//   - tools.go: the optional Tooler, what a player asks about one unit
//     before acting (UnitOverlays: a commander's range, how far the unit
//     moves, who could reach it; Sight: a line of sight to a point, with
//     what blocks it); odds.go the optional Odder, an action's chances
//     before it is taken, read from the state without rolling the
//     battle's dice (issues 11 and 12); conceal.go the optional
//     Concealer, the bases a side may not see (an ambush), which the UI
//     leaves out of that player's view. All are extra interfaces, as
//     Overlayer is: the UI keeps no rules of its own.
//
// Subpackages: geom (the plane), table (bases, terrain, contacts, sight and
// its spatial index), block (a unit as a block of figures whose rectangles
// derive from its base: casualties, contacts and area effects by figure),
// dice, hex (the hex overlay and the hex map as data, hex.Spec in
// Table.Hexes), tomlpos (TOML key positions), rulestest (conformance suites
// and sample players), and the rulesets: sandbox, warmaster, bloodblades,
// musketpike (Musket & Pike on the hex overlay, with its charts as data),
// pagaille (Batailles en pagaille: units as blocks, command, orders,
// movement and the charge so far) and gboh (the Great Battles fantasy
// adaptation on the hex overlay: units, the sequence of play, orders and
// movement so far), the last two not registered yet.
//
// Hex maps use the contract unchanged but for one field (recorded here as
// DESIGN.md asks): a counter is a table.Base whose pose says its hexes and
// facing (hex.Layout.Pose, UnitAt), its move a Move whose Path is one pose
// per elementary step (a hex entered, a vertex turned), and its Tape counts
// movement points (Tape.Points) instead of centimetres.
package rules
