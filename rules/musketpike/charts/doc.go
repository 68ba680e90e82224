// Package charts is the Musket & Pike charts as data (shared/DESIGN.md,
// "Charts as data"; issue 13 part 4): the tables the rules text refers to
// but does not print (shared/rules/musket-and-pike.md §3.9; [Lnnn] cites a
// line of the French text, shared/seeds/001_9a4064c5d9d31460.txt). They
// come from a TOML file decoded strictly: an unknown key, a wrong type, a
// missing chart or row, a value out of range is a Problem naming
// file:line:column and the key. The package ships a placeholder set,
// unofficial.toml (embedded; Default), whose values are plausible and agree
// with every fact the text gives, and which is labelled UNOFFICIAL: a
// player who owns the game types the published values into a copy and
// loads it (Load, Parse). Like all of rules/ it does no file system access
// of its own: Load reads from an fs.FS (os.DirFS for a folder).
//
// # Map of the package
//
//	charts.go      Charts and its lookups, one per chart; Roll (die, modifier,
//	               row), Check, the result types and their codes
//	decode.go      Parse, Load, Default; the decoder of every chart
//	node.go        typed, strict access to one TOML table; row ranges
//	problem.go     Problem, Errors (rules/tomlpos's, which also finds the
//	               key positions), MaxDepth, MaxProblems
//	unofficial.toml the shipped placeholder set, each fact cited beside its value
//
// # Rolls
//
// Every roll is one d10 read 0-9 ("0" is zero, not ten) [L107]. A lookup
// takes the die and the sum of the modifiers the ruleset computed; a
// modified result below 0 reads row 0 and above 9 row 9 [L107]. Melee first
// caps the total modifier to ±4 [L1037]. Every result carries its Roll (die,
// modifier applied, row read) so that the log can show the table cell, and
// Charts.Label ("UNOFFICIAL" for a placeholder set) goes beside it.
// Command ratings are 0, -1 or -2, -2 best [L58], and are added to the
// command rolls [L324], [L326]: in the shipped set their success ranges start
// at 0. Fire and melee modifiers are penalties when negative [L790], [L1047]:
// a higher row is better for the firer or the attacker.
//
// # The file format
//
// A chart file is TOML (at most MaxFileSize bytes, nested at most MaxDepth
// levels). Every key below is required unless marked optional; no other key
// is accepted. Terms used:
//
//   - a range is a string "a-b" or "a" (or an integer a) of die rows 0-9,
//     low end first: "0-4".
//   - a rows table has row keys "a-b" or "a" (bare TOML keys: 0-2 = ...)
//     that together cover 0-9, each row exactly once, in any order; each
//     holds a cell.
//   - a fire cell is "NE" (no effect [L989]) or, joined by "+", any of:
//     a number of casualty hits 1-20, "FH" (a formation hit), "MC" (a
//     morale check): "1", "FH", "1+FH", "FH+MC" [L953], "2+FH+MC".
//   - a melee cell is "NE" or, joined by "+": one attacker result among
//     AMS1, AMS2 (Morale Shaken, retreat 1 or 2 [L1109]), AMB (Morale
//     Broken, retreat 2 [L1107]), AE (eliminated [L1111]); one defender
//     result DMS1, DMS2, DMB, DE; AA (the attacker must advance), DA (the
//     defender may advance) [L1131]; P (victorious cavalry rolls for
//     pursuit [L1157]; only with a Morale Broken or eliminated loser).
//   - a modifier is an integer from -9 to 9 (ModMax) unless said otherwise.
//   - the orders are charge, make_ready, receive_charge, rally [L407-L427].
//   - the TEC columns are cavalry (also leaders [L539]), heavy_infantry
//     (also limbered guns [L575] and dismounted cavalry [L1326]),
//     light_infantry, artillery (also HI with regimental artillery [L577]).
//
// The keys:
//
//	unofficial = true | false   true for placeholder values: every result
//	                            shown is then labelled UNOFFICIAL
//	title = "..."               shown beside results; must contain
//	                            "UNOFFICIAL" when unofficial = true
//
//	[continuation]              Continuation Table [L286-L288]
//	  charge, make_ready, receive_charge = range   success range by the
//	                            wing's current order; no rally key: a Rally
//	                            wing may not continue [L284]
//	[preemption]                Pre-emption Table [L294]: as continuation,
//	                            by the pre-empting wing's order; no rally
//	                            key [L292]
//	[orders_change]             Orders Change Table [L433]
//	  rally_modifier = modifier added when changing to Rally with more than
//	                            half the wing broken, shaken or eliminated [L437]
//	  [orders_change.FROM]      one table per current order FROM, holding
//	    TO = range | "impossible"   each of the three other orders [L435]
//	[leader_replacement]        Leader Replacement Table [L348], [L1484]
//	  [leader_replacement.rows] rows of "returns" (back next turn [L354]) or
//	                            "eliminated" (permanently [L356])
//	[interception]              Interception Table [L730]
//	  charge, make_ready, receive_charge, rally = range   by the
//	                            intercepting cavalry's order
//	[terrain]                   Terrain Effects Chart [L539]
//	  [terrain.hex.KIND]        one per hex terrain kind (the map's
//	                            Terrain.Kind: lowercase, digits, _ -; at most
//	                            MaxKinds); "clear" is required
//	    mp = { COLUMN = 0-10 | "prohibited", ... }   cost to enter, all four
//	                            columns
//	    fh = { COLUMN = bool, ... }   a formation hit on entering [L563]
//	    blocks_los = bool       optional (false): LOS enters, not through [L969]
//	    fire = modifier         optional (0): added to fire at a unit in the hex
//	    melee = modifier        optional (0): added to the attacker's roll
//	                            against a defender in the hex
//	  [terrain.hexside.KIND]    one per hexside feature kind (the map's
//	                            Side.Kind): mp (added to the hex's cost), fh,
//	                            blocks_los, fire, melee as above, and for a
//	                            slope optionally both
//	    down_mp, down_fh        as mp and fh, crossing from the high side
//	  [terrain.wagons]          units stacked with wagons [L1301]
//	    blocks_los = bool       [L965]
//	    fire, melee = modifier
//	[musket]                    "Musket" table, HI musketry [L864-L868]
//	  [musket.front], [musket.flank], [musket.salvo]   rows of fire cells
//	[musket_regimental]         "Heavy Infantry with Regimental Artillery
//	                            Musketry" [L778-L780]: as musket; may give MC [L907]
//	[light_infantry_and_cavalry_fire]   "Light Infantry and Cavalry Fire
//	                            Table" [L873], [L880]
//	  [….commanded_muskets_and_dragoons], [….cavalry_pistol_fire]   rows of
//	                            fire cells
//	[artillery_range]           "Artillery Range" table [L932]
//	  [artillery_range.12lb], [artillery_range.4-8lb], [artillery_range.3lb]
//	                            gun classes [L925]; keys are ranges in hexes
//	                            [L772] from 1 up to the last (at most
//	                            MaxRange) without gap or overlap, each a
//	                            modifier
//	[artillery_fire]            "Artillery Fire" table [L933]
//	  double = modifier         optional (0): added for a Double battery [L128]
//	  [artillery_fire.rows]     rows of fire cells
//	[fire_modifiers]            target formation [L478-L479], [L485], [L501]
//	  target_shaken, target_broken, target_hedgehog = modifier
//	[melee]                     Melee Results Table [L1018]
//	  [melee.rows]              rows of melee cells
//	  [melee.modifiers]         once per combat [L1037]; each -4 to 4
//	    attacker_shaken, attacker_broken, defender_shaken, defender_broken,
//	    salvo = modifier        (salvo: the defender fired a Salvo at an
//	                            attacker this turn; a reading)
//	[close_combat_matrix]       Close Combat Matrix [L1095]; each -4 to 4
//	  [close_combat_matrix.ATTACKER]   cavalry, heavy_infantry ("Hv Inf"),
//	                            heavy_infantry_no_pikes [L1308]; each with
//	    DEFENDER = modifier     cavalry, heavy_infantry,
//	                            heavy_infantry_no_pikes, hedgehog, light_infantry
//	  [close_combat_matrix.light_infantry]   only light_infantry = modifier
//	                            (LI melees only LI [L1153]); no hedgehog
//	                            attacker row [L485]
//	[unable_to_retreat]         "Unable to Retreat" table [L1125], [L1129]
//	  [unable_to_retreat.rows]  rows of "stand" (back to Morale Shaken),
//	                            "casualty" (one casualty, stays Broken),
//	                            "eliminated"
//	[cavalry_pursuit]           Cavalry Pursuit Table [L1162-L1168]
//	  [cavalry_pursuit.rows]    rows of "break_off", "pursue_and_eliminate",
//	                            "pursue_off_map"
//	[threshold]                 Threshold Table [L1232]
//	  4, 5, 6, 7, 8 = 1-20 | "none"   by printed morale: the casualties at
//	                            which the unit reaches its Casualty Threshold
//	                            (a unit is eliminated at casualties >= printed
//	                            SP [L889] first, see Charts.Threshold)
//
// # What is placeholder
//
// In unofficial.toml everything is placeholder except what the text fixes,
// which facts_test.go checks with its line: clear 1 MP [L461]; hedge +1 MP
// for cavalry and LI, an FH for cavalry not LI [L591]; HI coming down a
// height and over a stream 2 FH [L505]; cavalry down a steep slope and over
// a stream 2 FH [L569]; gentle slopes no MP or fire effect [L975]; leader
// replacement 1 returns, 6 eliminated [L354], [L356]; pursuit 3 eliminates,
// 6 off map (TACW) [L1180]; no threshold for 4 SP or less at morale 8
// [L1287]; an "FH + MC" artillery result [L953]; an MC on the regimental
// musketry table [L907]; some impossible order changes [L435]; Hedgehog
// better for the defender than Hv Inf [L1095]; HI without pikes its own
// matrix entries [L1308]; wagons block LOS [L965] with fire and melee
// modifiers [L1301]; the melee cap ±4 [L1037] and the row clamp [L107].
package charts
