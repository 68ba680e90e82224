// Package sandbox is the ruleset a scenario uses before it picks a real
// game: it gives each troop type a movement allowance and enforces only the
// physics every ruleset shares.
//
// Turns: the sides play in scenario order; each has one "move" phase, and
// ending it hands the table to the next side (the hotseat handover). When
// the last side ends its phase the turn number goes up. Every base's
// allowance is renewed when its side's phase begins.
//
// A move is refused when:
//   - the side is not the one to play ("turn");
//   - a base would move farther than its allowance, measured as the distance
//     travelled by the part of the base that moves farthest, turns included
//     (Warmaster's reading, shared/rules/wme.md §7.2 item 2 and §12 G13,
//     seed 000 L684; this is the literal reading of L684 rather than A3's
//     sum of per-leg chords, which is never smaller for a straight move and
//     differs only on multi-leg paths) ("allowance");
//   - a base would end partly off the table ("off-table");
//   - its path would cross another unit's base or impassable terrain
//     ("blocked"), or it would end overlapping any base ("overlap");
//   - it would squeeze through a gap narrower than its short side between
//     friends or terrain, or not wider than its long side where an enemy
//     is one side of the gap (wme.md §7.3, seed 000 L712-714) ("gap").
//
// Bases of the moving unit do not block each other's paths (a unit may
// reform through itself), but no two bases may end overlapping.
//
// Allowances (cm) follow Warmaster's movement table (wme.md §3.2, seed 000
// L606-615): infantry 20, monster 20, skirmisher 20, cavalry 30, chariot
// 30, artillery 10, commander 60. A unit's profile value "move" overrides
// its type's allowance. Impassable terrain kinds: impassable, lake, rocks,
// cliff, building.
//
// Ranges (ranges.go): the sandbox has no settings, and its one profile
// key, move, is 0 to 100 cm (WME's longest pace, a flying commander's);
// Setup refuses anything else, NaN and the infinities included, naming
// the unit, the key and the range: `sandbox: unit "Spears" (inf): move =
// -5 is out of range (0-100 cm)`. Other profile keys are not read.
package sandbox
