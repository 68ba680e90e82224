// Package bloodblades is the Blood and Blades ruleset ("bnb"), built from
// the French rules text (shared/seeds/002_e611fdd3cf26d3c3.txt, cited as
// [Lnnnn]) through its English implementation spec (shared/rules/bnb.md,
// cited as §n, with its ambiguities An and geometry Gn).
//
// # What is implemented
//
// Scale (§1, Table 5.1 [L729-734]): the setting scale = "6mm" | "15mm"
// (the default) | "25mm" gives the MU (1.5 / 3 / 4 cm) and the base width
// (2 / 4 / 6 cm); mu (cm) overrides the MU. Every length the players see
// is in MU and cm, and Measure's tape is in MU (Tape.Unit "MU", PerUnit
// the MU in cm). An unknown setting is a Setup error naming the key.
//
// Troops (§3): Types is the table of the 15 troop types with their
// classes, movement row (Table 6.1), combat factors (Table 7.1), depth
// class (Table 5.2) and PoC (§3.4). A scenario unit is one base (groups
// form by contact, §7.4): its type is written as in the army lists,
// "Reg Cv(O)", "Irr Wb (F)", "Bd(O)" (ParseTroop); profile cinc = 1 marks
// the C-in-C, one per army. Setup checks the base's width against the
// scale and its depth against Table 5.2 (deeper is allowed [L1256]).
//
// Sequence (§5.2): periods alternate; each starts with the "pigs" phase
// (action "roll-pigs": an AD if the C-in-C is Reg, read from a D6 as
// [L768] says, a D6 if he is Irr; the die and the result are logged),
// then the "move" phase, where the player spends PIGs on voluntary moves;
// "end-phase" ends the period, losing the unused PIGs (A11), and starts
// the other player's. The turn number goes up when the first player
// starts again.
//
// Voluntary single-base moves (§7.2-7.3, §12.4):
//   - a free path of poses, measured by the longer of the front corners'
//     paths [L1499], pivots as arcs (A22), about-faces free (A21);
//   - the allowance by troop type and the worst terrain category the base
//     touches at any time (Table 6.1, [L1441-1447], G28), with the Fast
//     bonus (not on a road nor when in a river [L1437]) and the road
//     column when the whole move follows a road (G35); terrain kinds map
//     to categories by Kinds (§4.1), with the Cm and LH(X) column;
//   - the stop rule [L1449] (D17): when the base first touches a worse
//     category, the distance already moved must be less than the
//     allowance there, else the move ends at its edge;
//   - impassable WW and lakes, bridges only to troops following the road
//     [L854, L882]; no overlap and a clear path (round bases ignored); the
//     base stays on the table (A26); no contact with the enemy;
//   - tactical or distant (G29): distant when every enemy base is more
//     than 8 MU away at the start, tactical otherwise (A19); one tactical
//     move a period, no mixing of tactical and distant moves [L1620-1622];
//   - gaps (G31, A43): while its swept area enters the hull of two other
//     bases (any side) less than one base width apart and not touching,
//     the base may only go straight ahead or back or about-face;
//   - zones of control (G30, A42, A53): a base that starts in an enemy
//     ZoC may only move straight back (moving into close combat is not
//     implemented yet, and is refused with that reason).
//
// PIG costs (§6.3): Rules.Cost prices a move line by line before it is
// made (C0, C2, C6, C7, C11-C13); Check refuses a move costing more than
// the PIGs left (code "pigs") with the breakdown, "costs 2 PIGs (1 move,
// +1 Irr distant move)". Offers proposes the PIG roll, an about-face of
// each selected base with its cost, and the end of the period.
//
// # Not yet
//
// Group, column and pack moves (§7.4-7.7), sub-groups and the group PIG
// lines (C1, C5, C8, C9, C14, C15); halts and their lines (C3, C4, D15);
// passing through friends (§7.8); impetuous moves (§7.12), shooting (§8),
// close combat, engagement and alignment (§7.11, §9), induced moves, morale
// and victory (§10); the pre-battle sequence, terrain set-up and ambushes
// (§5.1, §4.5, §11.5); weather and time of day; river crossing angles and
// waders (G36); hill crests for sight (G34). Group moves come next.
//
// # Readings chosen where the text is silent or ambiguous
//
//   - Reg/Irr: a type without "Reg " or "Irr " is irregular: the text makes
//     regulars the marked case [L522], and every list line names it.
//     Bg is always Irr (O) [L589]; only LH and Pk have an (X) grade.
//   - A1: the MU at 25 mm is the table's 40 mm; mu = 4.5 gives 3/4 of the
//     base width instead.
//   - A2: Hd moves as heavy infantry (2/2/2/4 MU). El has no row: a
//     scenario gives it, by the setting el-move = "GGo/RGo/DGo" (MU) or by
//     the unit's profile move, move-rgo and move-dgo; its road value is
//     4 MU like every type's. Setup refuses an El without one.
//   - A3, A4: Bg's combat factor and the missing PoC are left unknown
//     (TypeInfo.NoCF, Troop.PoC's ok), for the phases that need them.
//   - A6: dunes are DGo (GGo for Cm and LH(X)).
//   - A9: no deployment zones are enforced.
//   - A10: bases never block the C-in-C's sight. Terrain per Table 6.2,
//     read as: a sight line may run inside features of sight distance v
//     (wood and BUA 1 MU, dunes and steep hills 2 MU, orchards, vines and
//     bushes 3 MU) for at most v MU in all; bushes and vines limit every
//     troop's sight, although they hide only Ps; gentle hills never block
//     (no crest lines yet). The C-in-C is seen when a line joins a corner
//     or the centre of each base.
//   - A11: unused PIGs are lost at the end of the period.
//   - A15: with no C-in-C on the table every order pays C11; the PIG die
//     stays that of his Reg/Irr status, recorded at Setup.
//   - A16: C2 is the base cost of 1; the garbled fragment is ignored.
//   - A17: C6 and C7 are counted once per order; the total is floored at
//     0; the C0 discount goes to the first order of each period whose
//     subject is the C-in-C's base.
//   - A19: a move that is not distant is tactical, however far.
//   - A21, A22: about-faces cost no distance; pivots are measured as the
//     arc of the moving corner (the path's legs).
//   - A23: zones of control are checked at the start of the move only (the
//     simpler alternative): a base may enter an enemy ZoC and go on.
//   - A26: voluntary moves may not leave the table.
//   - A41: there are no ambushers yet, so every enemy base counts.
//   - A42: the ZoC is shadowed per line along the owner's facing by the
//     owner's own side's bases, from their part in front of his front edge.
//   - A43: gaps form between any two bases other than the mover.
//   - A46: the C-in-C's distance is the closest distance between the bases.
//   - A53: "in" a ZoC means overlapping it with positive area.
//   - C6 "straight ahead at full allowance": every leg a translation
//     along the facing and the length within ContactTolerance of the
//     allowance for the terrain touched.
//   - "More than 8 MU" needs more than geom.Eps beyond it, so a base
//     exactly 8 MU away makes a tactical move; the C-in-C distance lines
//     likewise need more than geom.Eps beyond 5, 10 or 20 MU.
//   - Road following (G35): the centre stays on the road (within half its
//     width) and the facing within RoadTolerance (5°) of the road's
//     direction, turning freely near a bend; rivers and roads must be
//     lines with a width; a river ≤ 1 MU wide is RGo [L846].
package bloodblades
