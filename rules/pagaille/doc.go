// Package pagaille is the beginning of the Batailles en pagaille ruleset
// (Nicolas Duflot; shared/rules/batailles-en-pagaille.md, "bep" below,
// from seed 004): the settings and the unit model so far. It registers
// nothing and no list imports it yet; the ruleset (phases, orders, melee)
// comes later, its units standing as rules/block's blocks of figures.
//
// # Map
//
//   - settings.go: Settings, the choices the text leaves open (§14, §16.3:
//     pasToCm, the base sizes, saveMode, routTestTrigger, payOnFailedTest,
//     firstPlayerRule, friendlyInterpenetration, skirmishCoherency,
//     turnLimit, ownUnitBlocksLOS, and A10-A12's notAttackedBonus,
//     officerStats, machineResistance), each with its default, range or
//     choices; ParseSettings reads them strictly from rules.State.Settings,
//     SettingDocs lists them for the docs.
//   - save.go: the save table (§3.10, L283-290) and SaveMode, the two
//     readings of it (A3).
//   - troops.go: the unit model's data and counts: infantry and cavalry
//     values by quality (§3.2-3.4), war machines and crews (§3.5-3.6,
//     Battery), unit sizes and costs (§3.1, UnitCost), strength bands
//     (BandOf: complete, over 50 %, half, quarter, destroyed; A24's
//     readings of exactly 50 % and 25 %), the tactical value a band counts
//     (§10.2, CurrentTV) and the command points of upkeep (§6.1,
//     CommandPoints).
//   - weapons.go: the missile weapons (§3.11): range by shoot value, the
//     strength and to-hit modifier of a shot at a distance (A37's
//     boundaries, A36's impossible 7), who may carry which, and their
//     cost.
//
// Setting keys are the spec's names (§16.3), camel-cased as it writes
// them. Lengths on the table are centimetres; the rules' distances are
// paces, converted with Settings.Cm and Settings.Pas at the boundary.
package pagaille
