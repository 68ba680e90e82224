// Package armylist turns the lines of a DBM or DBMM army list into Blood
// and Blades counts, as the BnB text asks players to do (it prints no
// lists of its own): shared/seeds/002_e611fdd3cf26d3c3.txt "traduction"
// [L1097-1128], cited as [Lnnnn], through shared/rules/bnb.md §11.6 and
// its worked examples E8-E11 (§15.1). It is pure Go and the game does
// not use it yet; the ruleset's scenarios give bases one by one
// (docs/bnb-armies.md).
//
// # Rules
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
// Lines with alternatives (Line, Conversion, line.go): a line whose
// troops have different ratios is counted in equivalents of its finer
// troop, each base of ratio 4 worth 2 (E11: 4-6 archers, Ps or Bw, are 2-3
// Ps equivalents, 1 Bw = 2 Ps [L1122-1126]); Options lists every mix
// inside that count: 2 Ps, 3 Ps, 1 Bw, or 1 Bw + 1 Ps [L1127-1128].
//
// # Readings
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
//     agree. Options lists the mixes with fewest bases first, the last
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
// rescaling the AP [L1111] are the player's choices, not counts. List
// counts written as fractions of another line ("0 - 1/3" [L1191]) or
// "any" [L1166], and mounted infantry ("mtd Ax(S)" [L1206]), are not
// parsed: a Line takes whole DBM counts and plain troops.
package armylist
