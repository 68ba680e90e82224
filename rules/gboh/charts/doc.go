// Package charts is the Great Battles of History (fantasy adaptation)
// charts as data: the tables the rules text refers to but does not print
// (shared/rules/gboh-fantasy.md §3.8 and A2; [Lnnn] cites a line of the
// French text, shared/seeds/003_b941755aa0db8528.txt). They come from a
// TOML file decoded strictly: an unknown key, a wrong type, a missing row
// or a value out of range is a Problem naming file:line:column and the key.
// The package ships a placeholder set, unofficial.toml (embedded; Default),
// plausible and consistent with every fact the text gives, labelled
// UNOFFICIAL: a player who owns the game types the published values into a
// copy and loads it (Load, Parse). Like all of rules/ it does no file
// system access of its own.
//
// # Map of the package
//
//	charts.go       Charts, Column, Cost, HexTerrain, Hexside, Pass and
//	                their lookups, Label
//	decode.go       Parse, Load, Default; the strict decoder
//	unofficial.toml the shipped placeholder set, each fact cited by its value
//
// # The file format
//
// Every key below is required; no other key is accepted. The columns are
// heavy_infantry, medium_infantry, light_infantry, skirmishers, cavalry,
// elephants (leaders and heroes move by cavalry costs [L1111-1116], a rule
// of the ruleset, not a chart entry).
//
//	unofficial = true | false   true for placeholder values
//	title = "..."               must contain "UNOFFICIAL" when unofficial
//	[types]                     TYPE = "COLUMN" for every troop Type (the
//	                            scenario's Unit.Type: HI, LC, "SK*", ...)
//	[movement]                  Movement Table (source §6.37) [L1186-1192]
//	  altitude_up_mp = 0-13     MP per level climbed [L1154-1155]
//	  altitude_hits = 0-9       Cohesion hits per change of altitude [L1159]
//	  [movement.hex.KIND]       one per hex kind (the map's HexSpec.Kind:
//	                            lowercase, digits, _ -); "clear" required
//	    difficult = bool        Difficult terrain [L1453-1454]
//	    mp = { COLUMN = 0-13 | "prohibited", ... }   cost to enter
//	    hits = { COLUMN = 0-9, ... }   Cohesion hits on entering [L1157]
//	  [movement.hexside.KIND]   one per hexside kind: mp (added to the hex
//	                            entered) and hits, as above
//	[missile.range]             Missile Table (source §8.51): so far each
//	  a, A, c, C, f, j, m, s = 1-20   weapon's range in hexes [L33-36]
//	[stacking.MOVER]            Stacking Table (source §6.66) [L1361-1386]
//	  STILL = { pass = bool, mover = 0-9, passed = 0-9 }   moving through a
//	                            friendly combat unit; hits to each
//
// # What is placeholder
//
// Everything except what the text fixes, which charts_test.go checks with
// its line: woods, marsh and uneven ground ("rough") are Difficult
// [L1453-1454] and, in general, cost a combat unit 1 Cohesion hit on
// entering [L1159-1162]; clear terrain costs none [L1157]; a change of
// altitude costs 1 hit [L1159-1160] and climbing costs MP [L1154-1155];
// impassable hexes are prohibited to every column [L1172-1173]; every
// cost fits the largest MA [L1080-1085], [L3045]; short bows reach 2 hexes
// and composite bows farther [L1322-1328]; some weapon reaches less than 2
// [L1744-1753].
//
// Not yet here (later slices of the ruleset): the Missile Table's hit
// numbers (only its ranges are here), the Superiority,
// Clash of Weapons, Combat, Peril, Pursuit and Organisation Tables.
package charts
