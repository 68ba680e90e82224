// Package armylist is the Blood and Blades army builder's rules: the four
// army lists the BnB text prints, already converted [L1152-1217], with
// their limits; the army points of Table 5.4 [L1055-1083]; the check of
// an army against its list and budget [L701, L1053]; and the arithmetic
// that turns the lines of a DBM or DBMM list into BnB counts, as the text
// asks players to do for the lists it does not print [L1097-1128]. The
// text is shared/seeds/002_e611fdd3cf26d3c3.txt, cited as [Lnnnn],
// through shared/rules/bnb.md (§3.5, §11.6, the ambiguities A5 and A35
// and the worked examples E8-E11 of §15.1). It is pure Go; the setup
// screen (game/army) builds on it without knowing BnB.
//
// # Package map
//
//   - list.go: List (ID, Name, Dates, Lines), Line (its options, limits
//     and special forms), Option (Type as a scenario writes it, Points,
//     Base at 15 mm, CinC, Mounted, PsSupport; Profile, the unit profile
//     keys the ruleset reads), Lists, Find, List.Line, Line.Option,
//     BaseSize, ParseTroop.
//   - printed.go: the four lists' data, a line per seed line.
//   - points.go: Points, Table 5.4 with its extras (Extras).
//   - check.go: Pick, List.Points, Check, Budget.
//   - troop.go, count.go, upgrade.go, line.go: converting DBM/DBMM
//     lines (Convert, Divide, Upgrade, DBMLine and its Mixes).
//
// # The printed lists (printed.go)
//
// 1.1 Early Sumerian [L1152-1166], 1.6 Early Bedouin [L1168-1180], 1.7
// Early Lybian [L1182-1194] (the text's spelling), 1.45 Neo-Assyrian
// Empire [L1196-1217]; ids early-sumerian, early-bedouin, early-lybian,
// neo-assyrian-empire. A line has its printed name and count, its troop
// options ("Reg Pk(I)", the string bloodblades.ParseTroop reads, as
// scenarios/bnb.toml writes a base's type) and its special forms: the
// C-in-C line; "half X, half supporting Ps" (Halves); an upgrade or
// replacement of another line (From, FromOption, Takes for Gives: "2 Ps
// to 1 Bw"), with "any" (Any: no count of its own) or a share of the
// other line ("0 - 1/3", Share); an option's own cap ("upgrade 0-2 to
// Irr Ps (S)", UpTo) or "(half - all)" (HalfToAll); starred counts
// (Stars). Every Option carries its AP and its 15 mm base.
//
// # Army points (points.go)
//
// Table 5.4 [L1055-1076] by type, Reg/Irr and grade; its rows from Cm on
// print nine values for ten columns, read as the Irr X column missing
// (bnb.md §3.5, A5): Irr LH(X) and Irr Pk(X) have no price, Irr Wb(F) is
// 10 as the sample army has it. The Cm row prints only Irr S = 7 [L1067]
// and the lists field Irr Cm(O) [L1172, L1205]: 7 is the price of every
// Cm (A5). Extras [L1078-1083]: +1 mounted infantry, +0.5 instead for a
// mounted Ps, +1 for a Ps(O) giving the special support the list allows
// (T21 [L2132-2134]), +1 in all, not +2, for a mounted Ps giving it. AP
// are float64 (the 0.5). The ruleset had no Table 5.4 before (its units'
// points profile key is only recorded, rules/bloodblades/troops.go).
//
// # The check (check.go)
//
// Check(list, budget, picks) lists the problems in player words (line
// names and option labels, never ids), none for a legal army:
//
//   - the cost over the budget; the budget itself is fine ("aucun moyen
//     de dépasser le budget" [L1053]); the usual budget is 250 AP;
//   - a line below its minimum or above its maximum;
//   - not exactly one C-in-C [L701] (the C-in-C line's own 1 is this
//     check, not repeated as a line count);
//   - the ratios: halves unequal, an option under "half - all" short of
//     half, an option over its cap, a share ("0 - 1/3") exceeded,
//     upgraded bases that come several for one old base (2 Bd for a Pk
//     [L1120]) not in whole groups;
//   - picks naming no line or option of the list, or negative counts.
//
// A line's count includes, in its own bases, the bases of the lines
// upgrading or replacing it: a Bw upgraded from 2 Ps counts 2 on the Ps
// line (E11 [L1125]), a Bd re-armed from a Pk counts half a Pk (E10
// [L1120]), down a chain (1.7's Bw(O) from Bw(I) from archers from
// javelinmen [L1191-1194]). So "upgrades limited by the line they
// upgrade" are that line's maximum, and a line's minimum can be met by
// the bases replaced from it.
//
// Bases are 4 cm wide at 15 mm [L1252], their depth by Table 5.2
// [L736-742], computed by the ruleset's own Troop.DepthClass and
// Scale.Depth so that a built army passes its Setup (tested by putting
// every option of every list in the sample battle).
//
// # Readings (the printed lists)
//
//   - The printed counts are BnB counts, already converted, not DBM
//     counts to divide: the section is "exemples de traductions"
//     [L1132], examples of the conversion just described; its troops
//     are BnB's (HCh and LCh for the chariots [L1101-1103], scouts LH(I)
//     [L1107]); and 1.1 prints E8-E11's results, not their DBMM inputs:
//     Pk 9 - 24 (E9's "9 à 24 Pk" from DBMM's Bw 36-96 [L1117-1119]),
//     Bd 2 - 5 (E10's "2 à 5 Bd" from DBMM's 4-9 [L1121]), archers Ps
//     2 - 3 upgraded 2 Ps to 1 Bw (E11 [L1124-1128]). So "Javelinmen
//     54 - 210" [L1188] is a BnB count (54 Irr Ps(I) cost 108 AP, within
//     250), and docs/bnb-armies.md is right that its sample is far below
//     it. The DBM arithmetic (Divide, Upgrade) applies to lists the text
//     does not print.
//   - "Re-arm household spearmen as axemen Reg Bd(F): 2 - 5" [L1164]: the
//     printed 5 is the count E10 calls only apparent; one spearman gives
//     2 Bd [L1120], so they come in pairs and 5 is refused, leaving 2 or
//     4, E10's "4 Bd au maximum" [L1121]. Its minimum 2 is kept as
//     printed; the re-armed count in the Household Spearmen's 9 - 24, one
//     for each 2 Bd.
//   - An upgrade or replacement line counts in the line it takes from,
//     at its rate: the from line's limits are on its bases before any
//     upgrade or replacement (E11 counts the Bw as 2 Ps on the Ps line
//     [L1125]), and a share ("0 - 1/3" [L1191-1194]) is of that count.
//     Each share is the line's own: 1.7 may replace a third of its
//     javelinmen by Wb and another third by archers. "any" is no count of
//     its own: only the from line limits it.
//   - 1.7's "Replace javelinmen with Archers Irr Ps(O): 0 - 1/3" [L1192]
//     is its own line, apart from "Archers Irr Ps (O): 0 - 10" [L1189]:
//     "(ex Javelinmen only)" [L1193] makes the Bw upgrade take those
//     replaced archers only, one archer for one javelinman (Ps and Ax
//     have one ratio [L1113]). "2 javelinmen for 1 swordmen" [L1191] is
//     the Wb rate. The sample army's Bw (docs/bnb-armies.md) is so two
//     javelinmen made archers.
//   - "(half - all)" [L1173] follows Irr Ax(O) and qualifies it, as the
//     text's brackets qualify what they follow ("(ex Javelinmen only)"
//     [L1193], "(support footguards)" [L1209]): half to all the
//     javelinmen are Ax(O).
//   - "Skirmishers Irr Ps(I): 2 - 20. upgrade 0-2 to Irr Ps (S)" [L1174]:
//     the Ps(S) are skirmishers of the same 2 - 20, at most 2.
//   - "Irr Ax(O5" [L1172] is Irr Ax(O): the 5 is where the bracket goes.
//   - Halves [L1206, L1210, L1212]: as many front bases as supporting Ps
//     (one Ps behind each front base, T21 [L2132]), so an odd count is
//     refused and Kallapani's 2 are 1 + 1. 1.45's "King's man infantry
//     ... Irr Ax(O), half supporting Reg mtd Ps(O)" [L1212] lacks its
//     first "half" and is read as its neighbours. The reserves' "or
//     any/all of either type" [L1213] frees the mix: no halves there.
//   - The special support is paid by the Ps giving it: the list
//     "autorise" it [L2132], and the +1 is for a Ps "fournissant" it
//     [L1082]. So a Ps of a supporting line [L1206, L1209, L1210, L1212,
//     L1213] is offered two ways: with the special support (+1, or +1 in
//     all when mounted [L1083]; Option.PsSupport, profile ps-support = 1,
//     which T21 needs in the ruleset) or without (plain Ps). The sample
//     army's Ps have no ps-support and cost 3 (docs/bnb-armies.md, 111
//     AP). "Footguard archers (support footguards)" [L1209] are tied to
//     no count of footguards: the text gives none.
//   - Starred counts ("*4 - 6", "**10-25" [L1213-1214]): the notes the
//     asterisks point to are left out of the extracts [L1144], so the
//     counts are checked as printed and Line.Stars records the stars.
//   - Mounted infantry ("mtd" [L1206, L1212]) is its infantry type on
//     the infantry's base (A35), with Option.Mounted and its extra AP.
//   - Irr Cm(O) [L1172, L1205] costs 7 (A5). No printed line names
//     Cm(X), which BnB does not use [L1106]: the DBM conversion refuses
//     it (ErrNotUsed), and the ruleset's ParseTroop too.
//   - 1.1's C-in-C "Reg Bd(F) or in 4-wheeled battle car Reg HCh(I) or
//     straddle-car Reg LCh(I) or on foot Reg Pk(I) or Reg Pk(X)" [L1156]
//     is five options. Names, dates and the list's name keep the text's
//     spelling ("Lybian", "swordmen").
//
// # Converting DBM/DBMM lines
//
// Troop types (Convert, troop.go) [L1099-1107]: Kn in chariots become HCh
// [L1101], Cv in chariots LCh [L1103], LH(I) on camels LH(X) [L1104],
// DBM's Ax(X) Pk(F) [L1105]; Cm(X) are not used (ErrNotUsed) [L1106];
// every mounted scout becomes LH(I) or LH(X) [L1107]. Other types keep
// their type, grade and Reg/Irr status. DBMTroop.Mount and Scout carry
// what the list line's description says, since the DBM type alone does
// not tell a chariot or a scout.
//
// Counts (Ratio, Divide, count.go): divided by 4 for Bw, Pk, Sp and Wb
// (one BnB base is two standard DBM bases), by 2 for every other type
// [L1113]; rounded up [L1115]. E8: Bw 36-96 give 9-24 Bw [L1117-1118].
//
// Upgrades (Upgrade, upgrade.go): between types of the same ratio, the
// upgrade's DBM count is divided and rounded up as any other (E9: the
// 36-96 Bw all upgraded to Pk give 9-24 Pk [L1119]). Between types of
// different ratios the text makes its exception to rounding up [L1115]:
// E10, DBMM lets 4-9 Pk become Bd; one Pk gives 2 Bd, so 2 to 4.5 Bd,
// and as they come in pairs 4.5 is rounded down, 4 Bd at most
// [L1120-1121]. Upgraded.Step is the pair.
//
// Lines with alternatives (DBMLine, Conversion, line.go): a line whose
// troops have different ratios is counted in equivalents of its finer
// troop, each base of ratio 4 worth 2 (E11: 4-6 archers, Ps or Bw, are 2-3
// Ps equivalents, 1 Bw = 2 Ps [L1122-1126]); Mixes lists every mix
// inside that count: 2 Ps, 3 Ps, 1 Bw, or 1 Bw + 1 Ps [L1127-1128].
//
// # Readings (conversion)
//
//   - The ratio is the BnB type's, after conversion: the conversion comes
//     first in the text ("Traduisez" [L1099], then "Maintenant"
//     [L1109-1113]) and the reason for 1/4 is the BnB base ("deux socles
//     DBM standards dans un seul socle" [L1113]). So DBM Ax(X), divided
//     by 2 as Ax, are divided by 4 as Pk(F).
//   - The rounding-down exception, given only for Pk to Bd, is read for
//     every upgrade between different ratios as: the count divided by the
//     new type's ratio, its minimum rounded up and its maximum rounded
//     down, to whole groups when one old base gives several new ones
//     (2 × ceil(min/4) to 2 × floor(max/4) for ratio 4 to 2). Rounding
//     the quotient up first and then down to a pair would agree with E10
//     (9: 5 then 4) but not always (11: 6, where this reading gives 4);
//     the text rounds the quotient itself ("4,5 sera arrondi à 4"). From
//     ratio 2 to ratio 4 (Ps to Bw) one new base takes two old ones and
//     the maximum is rounded down likewise (4-6 Ps: one Bw, as E11 step
//     9 [L1126] refuses a second).
//   - Should the rounded-up minimum pass the rounded-down maximum (Pk 5-7
//     to Bd), the minimum falls to the maximum: rounding down is what
//     keeps the upgrade within the list.
//   - A line with alternatives follows E11 as written: its count, in
//     equivalents of the finer troop, is rounded up like any count, then
//     any mix fitting it is legal, so 4-7 Ps or Bw (2-4 equivalents)
//     allows 2 Bw, where an upgrade of 4-7 Ps to Bw gives 1 (7/4 rounded
//     down). The text has one example of each and does not say they must
//     agree. Mixes lists the mixes with fewest bases first, the last
//     troop varying slowest, which gives E11's order; on a wide line with
//     several alternatives the list is long.
//   - Mounted scouts [L1107]: LH(X) when they ride camels (Cm, LH(X), or
//     Mount Camel), else LH(I), whatever their DBM type and grade. Only
//     Cv, LH and Cm lines can be scouts; Cm(X) scouts are refused with
//     all Cm(X).
//   - The text names conversions for DBM's Ax(X), LH(I) camels, Kn and Cv
//     chariots only: DBMM Ax(X), camels of another LH grade, chariots of
//     another type, Kn outside chariots and the types BnB lacks (SCh,
//     Exp, Art, WWg, Bts) are ErrNoEquivalent, as is a troop converted to
//     an (X) grade BnB has not (only LH and Pk have one, Table 5.4
//     [L1055-1083], as bloodblades.ParseTroop checks).
//
// # Not covered
//
// Removing generals but the C-in-C and ignoring allies [L1109] and
// rescaling the AP [L1111] are the player's choices, not counts. A
// DBMLine takes whole DBM counts and plain troops: fractions of another
// line, "any" and mounted infantry are the printed lists' forms (Line),
// not the converter's. The ruleset does not yet move mounted infantry as
// LCh [L562]; a built Option gives it the infantry's type and base.
package armylist
