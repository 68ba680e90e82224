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
//	combat.go       the combat charts: hit numbers, Superiority, Clash of
//	                Weapons, Combat, Peril and their lookups
//	decode.go       Parse, Load, Default; the strict decoder
//	decodecombat.go the combat charts' decoder
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
//	[missile.range]             Missile Table (source §8.51)
//	  a, A, c, C, f, j, m, s = 1-20   each weapon's range in hexes [L33-36]
//	[missile.hit]               the hit numbers [L1679-1687]
//	  a, A, ... = [0-9, ...]    one per hex from 1 to the weapon's range:
//	                            a modified die at most it hits once
//	[missile.two_hits]          when a weapon inflicts 2 hits [L1684-1687]
//	  W = { range = 1-20, die = 0-9 }   at most range hexes, modified die
//	                            at most die (any weapons; none is allowed)
//	[superiority]               Superiority Table (source §8.52)
//	  heavy = [TYPE, ...]       the Types marked "+" [L1510-1512]
//	  [superiority.attacker]    TYPE = [TYPE, ...]: the defenders an
//	                            attacker of TYPE is superior to (AS)
//	  [superiority.defender]    TYPE = [TYPE, ...]: the attackers a
//	                            defender of TYPE is superior to (DS)
//	[clash.ATTACKER]            Clash of Weapons Table (source §8.53), by
//	  DEFENDER = [front, flank, rear]   Movement Table columns: the Combat
//	                            Table column (1-based) before shifts
//	[combat]                    Combat Table (source §8.54)
//	  uphill = -9..9            the shift when the defender is higher
//	  table = [[[a, d] x 10], ...]   per column (1 = worst for the
//	                            attacker, at most 20), the attacker's and
//	                            defender's Cohesion hits (0-9) for the
//	                            modified dice 0-9
//	  [combat.terrain]          HEX KIND = -9..9: the shift for a defender
//	                            in it (kinds of the Movement Table; any)
//	[pursuit]                   Pursuit Table [L2708-2771]
//	  stop = -1..9              a modified d10 at most it stops the pursuit
//	  charisma = -3..3          added per point of the best Charisma of the
//	                            leaders and heroes stacked with the pursuer
//	  undisciplined = -9..9     added for a pursuer of an undisciplined army
//	  [pursuit.type]            TYPE = -9..9 added for a pursuer of that
//	                            Type (any Types; none is allowed)
//	[peril]                     Peril Table: bands of d10 + Individual
//	  killed, out, wounded = -1..18   Combat, rising: at most killed, the
//	                            individual is killed; at most out, out of
//	                            action; at most wounded, wounded
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
// [L1744-1753]; combat_test.go: only the composite bow inflicts 2 hits
// [L1684-1687]; heavy units include HAI, HI and the knights, not LI, SK or
// LC [L1510-1522]; Superiority is usually none [L1947-1967]; a flank or
// rear column is never worse than the front [L1969-1975]; right columns
// and high dice favour the attacker (A15); woods, rivers and uphill shift
// against the attacker [L1181-1184]; the higher the Individual Combat the
// safer [L436-439]. The Clash of Weapons Table is read by Movement Table
// column (the published chart may be by Type: the format would then grow
// a Type key).
//
// Not yet here: the Organisation Table. The Pursuit Table's modifiers are
// named by the text [L2708-2709] but not given: the shipped ones are
// placeholders like the rest.
package charts
