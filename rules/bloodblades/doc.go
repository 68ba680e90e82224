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
// Ranges (ranges.go): Setup refuses every profile value and setting out
// of its range, NaN and the infinities included, naming the unit (name
// and id), the key and the range: `bnb: setting mu = "0.001": expected
// the MU in cm, in range (1-10 cm)`. Profile: cinc, missiles and
// ps-support 0 or 1; an El's move, move-rgo and move-dgo 0-10 MU;
// points 0-1000. Settings: mu 1-10 cm (Table 5.1's 1.5 / 3 / 4 cm and
// A1's 4.5: the rules search in MU steps, so a tiny MU froze them, issue
// 8 item 3); each el-move allowance 0-10 MU; aggression-<army id> 0-4
// whole. A base is at most DepthFactor (2) times its Table 5.2 depth
// ("a little deeper" [L1256]). docs/scenario-format.md ("Ranges") lists
// them.
//
// Sequence (§5.2): periods alternate; each starts (after steps 1 and 2,
// the optional weather and time of day's rolls, below) with the "pigs" phase
// (action "roll-pigs": an AD if the C-in-C is Reg, read from a D6 as
// [L768] says, a D6 if he is Irr; the die and the result are logged),
// then the "move" phase, where the player spends PIGs on voluntary moves;
// "end-phase" ends the period, losing the unused PIGs (A11), and starts
// the other player's. The turn number goes up when the first player
// starts again.
//
// Pre-battle (§5.1 [L699-721]; prebattle.go), with the setting
// deployment = "pre-battle" (the default "as-placed" starts turn 1 at
// once, the scenario's first army first, on the layout as placed). Each
// army's aggression factor, 0 to 4 [L1227], is the setting
// aggression-<army id>, required for two armies [L699]. Turn is 0 until
// turn 1 [L721]. Phases, each with the active player's actions:
//   - "invader" (S1 [L707]): "roll-invader", D6 + aggression, each player
//     in the scenario's order; the higher total invades (Invader); a tie
//     has both roll again, the first army first.
//   - "baggage" (S4 [L713]): the invaded player deploys his Bg, then the
//     invader; a side with no Bg is passed.
//   - "deploy-order" (S5 [L715]): "roll-deploy-order", a D6 each; 11 or
//     12 in all leads to "deploy-choice", where the invader takes
//     "deploy-first" (deploy first, play second) or "deploy-second";
//     else he deploys second and plays first.
//   - "deploy" (S7 [L719]): the first deployer places his army, then the
//     other.
//
// Deploying is a "move" of the player's own bases (several at once
// allowed): only the end pose counts, no allowance is used (Measure's
// tape has none) and no move status is set; each base must end wholly on
// the table, wholly inside its army's zone when the scenario gives one
// (Side.Deployment, A9), on no other base, in no terrain impassable to it
// [L854, L882], touching no enemy; Bg only in S4, the rest only in S7.
// "end-phase" ("End deployment") is refused while one of the bases the
// step places breaks one of these (the scenario's layout may leave one
// outside its zone); after the second army, turn 1 begins with the period
// of the player who deployed second [L715, L721], and every later turn
// with his (firstPlayer). Every die is a "roll" event; the offers are the
// step's roll ("Roll for the invader — D6 + aggression 3"), the choice
// ("Deploy first and play second", "Deploy second and play first") or
// "End deployment". The invader stays in the counters for the weather and
// sun rules, which need it ([L997, L1021-1026]). S3 (weather.go,
// daytime.go), only with the settings weather = "rolled" and
// time-of-day = "rolled", comes between S1 and S4: "weather-score" (a
// D6 each, "roll-weather-score"), "wind-origin" (the invader's D6 on 11
// or 12, "roll-wind-origin"), "daylight" (a D6 each, "roll-daylight");
// S8's sun edge is the phase "sun" of turn 1's first period (below).
// scenarios/bnb-prebattle.toml is the sample battle with this sequence.
//
// S2, the battlefield's creation (§4.5 [L782-836]; battlefield.go,
// battlefieldplace.go, battlefieldgen.go), only with the setting
// battlefield = "created" (the default "as-placed" takes the scenario's
// terrain as the battlefield), between S1 and S3. Each army's terrain
// list is the setting terrain-<army id> = "wood!, hill, river, road",
// the kinds of the scenario's terrain words S2 places (s2Kinds), the
// compulsory ones (bold in the list [L796]) marked "!"; S2 chooses from
// the invaded player's. Phases:
//   - "terrain-choice" [L796]: the invaded player, then the invader,
//     "choose-terrain" (Args kind, size) one piece at a time and
//     "end-phase". Refused ("terrain-choice"): a kind not in the list, a
//     size the kind does not come in (roads medium; rivers medium, or
//     large for a great river, A7; a hamlet small, a BUA medium or large;
//     a waterway or lake large), more than 1 large, 2 medium or 3 small
//     pieces a player; for the invaded player more than two of a
//     compulsory kind or two optional pieces, or a piece after which
//     the compulsory terrain could no longer be chosen within the limits
//     (invadedFeasible), and ending before he has one of each compulsory
//     kind and two compulsory pieces in all; for the invader more than
//     three pieces or one compulsory, or ending with none. Setup refuses
//     a list whose compulsory terrain cannot be chosen.
//   - "terrain-place" [L800-822]: the pieces in [L800]'s order
//     (placeGroup): compulsory waterways and lakes first [L802], then the
//     other compulsory pieces, each time the invaded player's then the
//     invader's, then the invader's optional pieces, then the invaded
//     player's; the active player is the owner of the group being placed
//     and places its pieces in the order he likes. An area piece
//     first has its die: "roll-placement" (Args piece, edge: the
//     preferred, N E S W), a D6 read by PlacementEdge [L815-819]; a river
//     its band: "roll-river-band" (Args piece, edge: one of the two sides
//     it does not join), 2D6, the band the lower die in MU from that
//     side, the dice's difference wide (A8: equal dice, a line). Then
//     "place-terrain" (Args piece; area "x,y;x,y;..." in cm, or line and
//     width) checked by placeProblem: an area of its size (FeatureSize),
//     AreaPlacementProblem with the die's edge, hills on the water by
//     shoreProblem (an island a base width from the shore, a promontory
//     joined along a base width of shore [L813]); a waterway or lake
//     along the whole of a short edge, its shore 1 to 3 MU out [L802]; a
//     river 0.5-1 MU wide (medium) or over 1 to 2 (large) [L846], from
//     one base line to the other, or from the side opposite a placed
//     waterway into it, every point in its band [L804]; a road from an
//     edge to the opposite one, or to a road already placed or a BUA by
//     a waterway, one road an edge, ending in no waterway [L806], and the
//     roads crossing the rivers as RoadPlacementProblem asks (checked
//     when a river is placed too); RoadTerrainWarning is a "note:" event
//     (E24). Or "discard-terrain" (Args piece) [L822], allowed only when
//     the rules' search (rulesPlacement) finds no place for it, its die
//     rolled. Refusals: "terrain-order" (not this piece's turn, its die
//     not rolled or rolled already, a band side the river joins),
//     "terrain-size", "terrain-place", "terrain-discard", "not-yours".
//     When every piece is placed or discarded S3 follows (or S4).
//
// Every die is a "roll" event; the pieces chosen are counters (s2-piece.i,
// s2-done.i), the features placed the table's, with ids s2-<i> and the
// piece's name ("Medium wood"). The offers: "Choose a small wood
// (compulsory)" for each kind and size of the list, "End terrain
// choice"; in the placement, for each piece of the group "Roll to place
// the small wood — preferring the N edge" (each edge) or "Roll 2D6 for
// the medium river's band — from the W edge", and once rolled (or for a
// road or water, which have no die) "Place the small wood" at the rules'
// place — for water one offer a short edge ("Place the large waterway —
// along the W edge" [L802]), for a road one for each pair of opposite
// edges no road reaches and, once a road is placed, for each such edge
// joining it ("— from the N edge to the S", "— from the W edge to the
// road" [L806]) — or "Discard the small wood" when it has none.
//
// The generator (battlefieldgen.go) for a solo player:
// GenerateBattlefield(s, seed) plays S1 and S2 for both players by the
// rules' picks (s2Pick: random choices the text allows, random
// preferred edges and band sides, the rules' places drawn from a
// seeded search), with dice.NewSeeded(seed), from a state Setup left in
// S1 (or any point of S1 or S2) with deployment = "pre-battle" and
// battlefield = "created"; it returns the state once S2 is over and the
// actions applied (each passed Check; applied again to s with
// dice.NewSeeded(seed) they make the same state). GenerateTerrain(s,
// seed) is the features alone; GenerateFeatures(settings, width, height,
// invadedList, invaderList, seed) plays S2 on an empty table with no
// armies (the invader given), for a scenario built around its terrain.
// The same arguments make the same battlefield.
//
// Terrain set-up geometry (S2, §4.4-4.5 [L782-836], G49, G50;
// terrainsetup.go), the checks S2's placement uses:
// SizeOf and FeatureSize class a piece (small 3 <= L < 5 MU and W >= 3,
// medium 5-8 and 4, large 8-12 and 6, the minimum length included and
// the maximum excluded [L835], E4, E5; the length and width the sides of
// the least-area bounding rectangle in any orientation, G49; roads and
// rivers medium, a river over 1 MU wide large, A7 [L792]);
// PlacementEdge reads the placement die (1-3 the preferred edge, 4-6
// the others clockwise from the one on its left [L815-819]);
// AreaPlacementProblem checks an area feature's place (a base width from
// the edges and the other area features [L808], no overlap but a hill
// on water or a BUA on a hill [L810-811], its centre strictly nearest
// the die's edge, A47 [L820], an edge a lake or waterway covers measured
// to its shore); RoadPlacementProblem a road's (one road
// only crosses a river, once [L882], at right angles, E23 [L2468], read
// as within 45° of the perpendicular [L844]); RoadTerrainWarning warns
// of a road passing within half a base width of an area feature that is
// not GGo (E24 [L2478], "autant que possible": a warning).
//
// Ambushes (S6 [L717], §11.5 [L1264-1289], ambush.go), with the setting
// ambush = "allowed": after S5 the phase "ambush", the first deployer
// then the other, each recording his ambush in secret: "move" places
// his bases at their hidden places and puts them in it (unit status
// "ambush" = 1; no event, as the log is both players' and whether
// there is an ambush is secret [L719]), "withdraw-ambush"
// takes bases out, "end-phase" ends his record, refused ("ambush-group")
// unless the bases in ambush form one group (G19: edge to edge, facing
// one way, so no broken column [L1539]) — one ambush an army [L1279];
// Bg never ambush ("ambush" [L1266]); each base placed as S7 places
// bases. The record is the bases' exact poses: Figure 8.10's troops,
// C-in-C's place, fronts and key distances (E18, TestAmbushE18). S7
// leaves the ambushers out ("ambush" [L719]). They are revealed, the
// whole ambush at once ("pour simplifier" [L1289]), an event
// "revealed", when one of them moves or shoots, or an enemy base not
// itself hidden sees one, checked as turn 1 begins and after every
// action of the battle: in a Table 5.7 site [L1270-1275] — wholly in a
// BUA or hamlet (1 MU), a wood (1 MU), an orchard (3 MU), dunes (2 MU),
// or a Ps wholly in bushes, vines, rocky or marshy ground (3 MU) — from
// within that distance (A36: Table 6.2's MU for the printed 80, 160,
// 240); wholly in a gully, from its edges [L1276, L1461]: by an enemy
// touching its edge or in it, with a clear sight line; elsewhere (behind
// a wood, a hill or a crest) when a sight line is clear (Table 6.2,
// sight.go). Until revealed the ambushers are not on the table
// ("révélées et placées sur la table" [L1289], unseen.go): in the move
// phase the moving player's actions (move, together, halt) are checked
// and his offers found on the table without them, so no refusal or offer
// names one and none blocks, holds a ZoC or counts for a gap; made, a
// move is followed along its paths (a group's bases at the same fraction
// of theirs) to where a mover first discovers a hidden base (sees it by
// the reveal check, or touches it); the ambush is revealed there (event
// "revealed") and a distant move stops short, the rest not made (event
// "stopped-short", [L1630]; its PIGs are the ordered move's: "pas de
// pénalité de PIG pour ce mouvement raccourci"), a move discovering one
// at contact ending in that contact; a tactical move is made in full
// when legal with the ambush placed, else stops short as well (the
// worked example [L2582-2584]: TestDistantMoveDiscoversAmbush,
// TestHiddenBasesDoNotLeak). C10 [L1362]: while the C-in-C is
// hidden every order of his army costs +1, in place of C11-C13, his
// own too. A41: an unrevealed ambusher does not make a move tactical
// (classify). The window's hook is HiddenFrom(s, side), the bases that
// side must not see (Hidden(s, b) for one base).
//
// Weather (§11.7 [L979-999], weather.go, optional [L981]): the weather
// score, the sum of the S3 dice, is a risk of rain on 2 or 3 and wind on
// 11 or 12 [L987] (counter "weather"); the wind's origin, from the
// invader's right on 4-6, from his left on 1-3 [L997] (counter "wind",
// 1 + N, NE, ... NW), a player's right and left told from his table edge
// (edges.go: the setting edge-<army id>, else the edge nearest his
// deployment zone's centre, else his bases'; counter "edge.<side>"). Each
// period begins, before the PIG roll (§5.2 step 1 [L1311]), with the
// phase "weather" and the active player's "roll-weather": with rain risk
// a 6 starts the rain or stops it for good, after which the step is
// skipped [L991] (counter "rain" 0, 1 raining, 2 stopped); with wind a 6
// turns it 45° clockwise, a 1 anticlockwise [L997]. Consecutive periods
// of rain are counted ("rain-periods", an event at 8 [L884]). In a shot
// the target gets T3's +1 when it rains or the primary shoots against
// the wind, once for both [L2110-2112]; a Bw shooting back is a target
// too. The scoreboard's battle lines show the rain, its risk and the
// wind.
//
// Time of day (§11.8 [L1001-1033], daytime.go, optional [L1003]): the
// S3 dice's sum is the turns played before dusk (A37; counter
// "daylight"); dazzle is a risk in the two turns before dusk [L1011];
// dusk lasts the setting dusk-turns (1 by default, 0 to 12, A37), with
// sight cut to 8 MU (DuskSightMU [L1013]: the C-in-C's sight for the
// PIG costs, a shot's target seen [L1816], the sight tool, which names
// the line); night ends the battle at once, a draw scoring 3 each
// [L1017, L2031, L2040], at step 2 of the first period of its turn
// [L1312]. Before the first PIG roll of the battle the phase "sun": the
// active player's "roll-sun", an AD [L1021-1026]: 2 the invaded player's
// edge, 3 the edge on his left, 4 on his right, 5 the invader's (A38;
// counter "sun"). In a period at risk the phase "dazzle": "roll-dazzle",
// a D6 before the PIGs, 1 or 6 dazzles this period [L1028] (counter
// "dazzle", cleared at the next period's start). Dazzled: a base in
// close combat whose facing is within 45° of the bearing out through
// the sun's edge, the bound included, gives the opponent it fights T4's
// +1; a primary shooter so facing gives its target +1, a target
// shooting back so facing gives the primary +1 [L1030, L2113], A29, its
// facing and not the shot's direction counting [L2807]. The scoreboard
// shows the turns before dusk, dusk and the dazzle.
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
//   - passing through friends (§7.8 [L1468-1480], passthrough.go): a
//     friend on the path no longer blocks when the table lets the mover
//     through it — all but El through Bg, in any direction; Ps through all
//     but Pk(I/X); LH through light troops; the mounted through Ps when
//     the whole move is in GGo — the friend is not in close combat
//     [L2260], and, but through Bg, the two face the same or opposite
//     ways and the legs that enter the friend go straight ahead or back
//     [L1477]; the base must end beyond it (G32), within its allowance
//     and with room. A base, alone or in a group move (a column's and
//     a formation change's too), may shift friends aside to make that
//     room [L1480] (aside.go, groupaside.go): a friend standing where it
//     lands, facing the way the friend passed through faces, not Bg or
//     El, moves sideways to it by just the distance needed, the shorter
//     way first, shifting the friends it meets alike, clear of every
//     path of the order (so a group's base shifts no friend onto
//     another's landing, and a friend shifted for one stands aside for
//     the next); each shift is an event "shifted". Each refusal names
//     the line. Recoils and flights use the same table (passProblem),
//     and impetuous moves pass through friends and shift them aside too
//     (below);
//   - tactical or distant (G29): distant when every enemy base is more
//     than 8 MU away at the start, tactical otherwise (A19); one tactical
//     move a period, no mixing of tactical and distant moves [L1620-1622];
//   - gaps (G31, A43): while its swept area enters the hull of two other
//     bases (any side) less than one base width apart and not touching,
//     the base may only go straight ahead or back or about-face;
//   - zones of control (G30, A42, A53): a base that starts in an enemy
//     ZoC may only move straight back, or into close combat [L1402]: with
//     an enemy zoccing it when it can reach one — straight ahead, or at a
//     front-to-front pose by a simple normal move, [L1697]'s "room" —
//     ("zoc-zoccer"), and straight ahead when going straight ahead to
//     the first enemy met engages one it may engage (the move most
//     straight ahead first, [L1402]; "zoc-ahead"); an
//     isolated one (in no group) that ends in close combat with an enemy
//     zoccing it must go straight ahead if that reaches it, else end in
//     full front-to-front alignment with it, or, with no room for that,
//     at the nearest pose slid along its front edge that it can reach
//     [L1697] (zocengage.go; refusals "zoc-ahead", "zoc-align" show the
//     pose and name the offer that makes the move: Offers proposes, for
//     a selected zocced isolated base that cannot reach a zoccer
//     straight ahead, "Engage <zoccer> front to front, aligned" or "...
//     as near aligned as there is room", with its cost and preview);
//     "if several moves are possible, first the one most straight ahead,
//     then the shortest" [L1402] (zocrank.go, zocturn.go): an isolated
//     base with several zoccers engages the one whose [L1697] pose ranks
//     first; a base in a group, or one engaging an enemy that does not
//     zoc it, must make a move ranking no worse than the best turning
//     move into such an enemy — a turn in place or a pivot on a front
//     corner (G24), either way, then straight ahead to the first base
//     met — refused otherwise ("zoc-straightest", showing the required
//     move and naming its offer "Turn|Pivot right|left x° then advance y
//     MU into contact with <enemy> (ZoC [L1402])");
//   - contact (§7.11, §9.1, §9.3): a tactical move may end in frontal
//     contact with an enemy (G8) — engaging in close combat [L1669] — or
//     in an overlap position (G12), never touching an enemy otherwise; it
//     may end on an enemy's flank (G13) or rear (G14) only if it started
//     where G13p or G14p allow [L1943-1946, L1973]; a base in close
//     combat does not move. With Args "align" = "yes" the mover then
//     slides along the enemy's edge to align (G33 [L1671-1681]): the
//     shorter shift that makes a front corner meet a corner of the enemy
//     with the longest contact, refused if it meets anything, loses or
//     adds an enemy contact, or leaves the table. Offers proposes, for a
//     selected base with an enemy straight ahead within reach, the
//     advance into contact and, when it changes anything, the same with
//     the alignment.
//   - conforming (conform.go, §7.11 [L1685-1695], §12.4 "conform
//     contacted base"): after a move (voluntary, impetuous, or a
//     pursuit), an enemy
//     whose front edge the move contacted turns and shifts so that its
//     front edge lies on the front edge of the base it conforms to,
//     centre to centre, facing it: an isolated base contacted by a base
//     moving in a group [L1685]; a base of a group all of skirmishers
//     contacted by the fronts of two bases moving in a group, alone,
//     leaving its group [L1687], unless the movers are all skirmishers
//     and hold a Ps against a group all of LH, or have fewer bases in
//     their front (G21) or in all [L1689-1691]; any base contacted on its
//     front edge by the front edges of two enemies and aligned with
//     neither, with the one of longest contact (G5), its whole group
//     following by the same motion [L1695]. It conforms to the base of
//     longest contact along its front (corner contacts count 0; ties in
//     table order). It does not when a base would leave the table, even
//     partly [L1679, L2724], or overlap a base or impassable terrain (no
//     room, [L1695]: the contact stays), nor, for [L1685] and [L1687],
//     when it would lose its contact with an enemy it is in close combat
//     with; waders and bridge crossers never conform [L848]. Each is an
//     event "conform" saying what moved, or why not.
//
// Groups (§7.4, G19-G22): GroupConnected is G19 (same facing within
// DirTolerance, 0.5°; edge to edge front-to-rear or flank-to-flank; a
// corner in common, within table.ContactTolerance); Groups lists a side's
// groups as the connected components (A39), IsGroup and IsSubGroup test
// an ordered set (a broken column is one group [L1541]; part of a longer
// column is a sub-group of it); Front is G21 (the widest line level with
// the most forward front edge); Column is G23 (head first, one base
// wide) extended to broken columns [L1534-1537] (brokencolumn.go: each
// base linked to the one before it by where following the head leaves
// it — directly behind, or short of the bend or two bends where the one
// before pivoted, its inner front corner's track to the other's as long
// as the other's depth; two bends to the same side or to opposite sides,
// turning up to less than a full turn in all, twobends.go), IsBroken
// (a base linked round a bend, even with every base facing one way again
// after a jog) and BrokenColumns tell them; PackConnected
// and Packs are G22 (edge contact, no corner needed, no sub-packs), and
// pack moves move them (below).
//
// Group moves (§7.2-7.3, §7.6): a group move is a "move" action naming
// every base of the group with its path — what the UI makes when the
// player drags a selection rigidly, and what Offers proposes. The paths
// must start where the bases stand and have as many poses each; each leg
// must move every base by the same rigid motion (within RigidSlack,
// 0.01 mm), except an about-face, where every base turns in place on its
// own [L1593]. The legs are read as steps (consecutive steps of one kind
// merged, so several key presses make one pivot): straight ahead (a
// translation along the facing, G25), pivot left or right (a rotation
// forwards about the front-left corner of the front's leftmost base or
// the front-right corner of its rightmost one, G24; no base beside or in
// front of the pivot, none beyond the measuring base [L1607-1608]),
// about-face. The steps must be about-face, straight ahead, pivot, or
// pivot then straight ahead; for light troops also (pivot,) straight
// ahead then pivot; for skirmishers also about-face then straight ahead
// [L1490-1498]. A group other than a column that pivots and also pivots
// again or goes straight ahead pivots at most PivotLimitMU (1 MU) each
// time [L1614]. The move's length is the manoeuvre's (translations, plus
// the arc of the moving corner, A22; about-faces free, A21); each base
// takes the allowance of the terrain it crosses itself, the group the
// least of them (A18), and each base keeps the stop rule measured by the
// group's distance (D17). Each base must be allowed to move (not Bg, not
// halted, one tactical move a period), a base that starts zocced must
// end in close combat (it may only go straight back alone, or be halted,
// [L1402]) — with a base zoccing it when one of the group's manoeuvres
// into contact takes every zocced base into close combat with its own
// zoccer ("zoc-zoccer"), and by the manoeuvre most straight ahead, then
// shortest, of those that engage ("zoc-ahead", "zoc-straightest";
// offered as "Advance the group of n ... into contact" or "Engage, group
// of n: ..."; zocgroup.go, A23) — and
// each path is checked like a single base's (table, obstacles other than
// the group, enemy contact, gaps formed by bases outside the group).
// GroupAhead, GroupPivot and GroupAboutFace build these actions.
//
// Columns (§7.5; columnmove.go, reform.go). A "move" action naming the
// bases of a column (G23) whose paths are not one rigid manoeuvre is read
// as a column move, and one naming a group whose paths end in a column as
// forming one; each is then checked as a group move (mayMove, zones of
// control, physics per base, terrain per base with the stop rule, the
// least allowance, A18; the PIG cost of the bases named):
//   - following the head [L1532]: the head goes straight ahead or pivots
//     forward on its own front corner (left on the front-left, right on
//     the front-right), as often as it likes, with no pivot limit
//     [L1614]; every other base goes straight ahead along the old
//     direction until its front edge reaches the point where the head
//     pivoted, pivots there on its own corner, and goes on, as far along
//     the head's track as the head went straight ahead (ColumnFollow,
//     HeadPath build it; the followers' paths must end where this puts
//     them, and are checked as this builds them). The length is the
//     head's by the group rule (translations plus the arc of the moving
//     corner, A22); each base measures its own path. The result is a
//     broken column.
//   - forming a column with the same orientation [L1549-1554]: no base
//     turns [L1562]; the head, a base of the front, goes straight ahead;
//     every other base ends directly behind the one before it without
//     its front going back [L1552], or, when it cannot (its front would
//     go back to fall in behind the column's last base), slides sideways
//     towards the head's file [L1553] (columnslide.go): by translations,
//     coming nearer the file, its front going neither back nor beyond
//     the head's front as it stood before the move; the end then holds
//     the column (two bases at least: the longest chain from a front
//     base gone straight ahead) and the slid bases, which take part and
//     count for the PIGs. A base that can do neither is left out of the
//     action, and does not count for the PIGs [L1554] (the rest may then
//     be a sub-group, C1). FormColumn builds it: the head goes just far
//     enough for everyone to fall in; FormColumnSliding lets only the
//     first n fall in, the others sliding at their level to the nearest
//     free place beside the file.
//   - extending a column without moving its head [L1572-1577]: the head's
//     path stays still; every other base named moves, by translations
//     keeping its facing, ends not beyond the head's front, either level
//     with it or directly behind a base that has moved, group-connected
//     to the head or a base before it; a base that cannot is left out of
//     the action with every base behind it [L1577]; the allowance gets
//     ExtensionBonusMU (+1 MU) [L1570], and Measure adds it for a base of
//     a column behind its head sliding sideways. ExtendColumn builds a
//     line to the left or right.
//   - the move's length, forming or extending, is the longest of the
//     bases' own paths; no two bases may end on each other.
//   - a broken column is ordered again as one by following its head: each
//     base follows its track to the head (round the bends already made,
//     pivoting at each on its own corner) then the head's new moves
//     [L1532, L1541]; its only other move is the about-face [L1593].
//   - forming a column at right angles [L1556-1560] (columnturn.go): the
//     head, a base at either end of the front, pivots a quarter turn on a
//     front corner and may then go straight ahead, turning no more
//     [L1562], within the group's allowance; the others end directly
//     behind it in the order the player gives (where their paths end),
//     each measuring its own path by the single-base metric within
//     RightAngleFactor (4) times the group's allowance [L1559]; the bases
//     left out of the action do not count [L1560].
//     FormColumnRightAngle builds it: every base pivots as the head did,
//     then goes to its place.
//   - extending a column by pivoting its head [L1579-1585]: the head only
//     pivots a quarter turn on a front corner; the others turn to its new
//     facing and end in line with its front or behind it or a base that
//     has moved, with the exclusion rule and the +1 MU of the extension;
//     a broken column only to the side of the bend nearest its head
//     [L1585]. ExtendColumnPivot builds it; Measure gives the pivoting
//     bases the bonus (a broken column's too), and the followers of a right-angle forming their
//     factor of 4.
//
// Offers proposes, for a column, its head pivoting a quarter turn left or
// right then going straight ahead with the rest of the allowance, the
// others following, its extension into a line to either side without
// moving its head and by pivoting it (for a broken column, only to its
// bent side); for a broken column also its head straight ahead as far as
// the allowance goes, and none of the rigid group moves but the
// about-face (a single selected base selects its whole broken column);
// for another group, forming a column behind the selected front base (or
// the front's leftmost) in a few orders (columnorders.go), each offered
// only when it makes a column no order before it makes — when the head
// has files on one side only, rank by rank, nearest the head's file
// first ("Form a column behind ..., group of n"), then file by file
// ("..., file by file, ..."); else the files on its left first, those on
// its right first (the head's own file first, each file front to back;
// "..., left files first, ...", "..., right files first, ..."), then
// rank by rank, nearest first ("..., rank by rank, nearest first, ...")
// (FormColumnInOrder takes any order); when such an order cannot be made
// whole, also the same order with the most bases falling in that can,
// the others sliding sideways [L1553] ("Form a column behind ...: n fall
// in, m slide sideways") — and at right angles behind the front's
// leftmost base (pivoting left) and rightmost (pivoting right), each in
// the player's order [L1559]: the nearest to the head's pivoted place
// first ("Form a column to the left at right angles behind ..., group of
// n"), then rank by rank from the head's end ("..., rank by rank, ..."),
// then file by file, the files nearest the head first ("..., file by
// file, ...") (FormColumnRightAngleInOrder takes any order).
//
// Packs (§7.7 [L1632-1665]; packs.go). A pack move is a "move" action
// naming every base of a pack (Packs: no sub-packs [L1643]; a group is
// one too [L1645]) with its path; Args "pack" = "ahead" (the default for
// bases that are no group, so a rigid drag of such a pack is one) or
// "group" with Args "leader". The rules, not the player, fix where each
// base goes, and each path must end there (within RigidSlack), by
// translations the way the rules move it (refusal "pack-move" with the
// distance the rules give):
//   - straight ahead at full speed (C14, 2 PIGs [L1369], [L1651-1655]):
//     each base, the most forward front edge first (so each file front
//     to back [L1655]), goes straight ahead its own full allowance for
//     the terrain it crosses (the stop rule [L1449] ending it at a worse
//     category's edge), stopping as soon as its front meets a base,
//     friend or enemy, the table edge (A26) or terrain it may not enter;
//     the pack may break up. PackAheadAction builds it.
//   - into a group (C15, 4 PIGs [L1373], [L1657-1663]): the leader, one
//     of the most forward bases (Leaders; refusal "leader" [L1659]),
//     stays; the pack's files (packFiles: each base in the file of the
//     base whose rear edge its front touches the longest) are taken the
//     leader's first, then those to its right nearest first, then to its
//     left: a file's leading base goes to line up with the leader at the
//     next place along its front (level with it, flank to flank), and
//     the bases behind it each go to stand directly behind the one
//     before as it now stands; each moves straight to its place keeping
//     its facing, by at most its own allowance, stopping short of any
//     base it meets, so the pack may end only tidier [L2600].
//     PackIntoGroupAction builds it.
//
// A pack moves once a period [L1641]: a base that took part in a pack
// move (status "pack-moved", cleared with the period) takes part in no
// other (refusal "pack-once"). Each base must be allowed to move (not
// Bg, not halted, not in close combat, one tactical move a period: the
// move is distant when every base is more than 8 MU from the enemy); a
// zocced base must end in close combat [L1402]; each end touches enemies
// only as a move may (contactProblem: no contact for a distant move, a
// frontal or overlap contact for a tactical one); a move that is not
// straight ahead keeps the gap rule (the pack's bases form no gaps,
// A43); a move in which no base moves is refused. Every base of the pack
// counts as having moved (tactical or distant). The pack does not align
// [L1673]; of the conforming rules only [L1695] follows its move.
// Offers (packoffers.go) proposes, for a selection lying in one pack,
// "Pack of n at full speed" and, when the pack is no group, "Pack of n
// into a group led by ..." (the selected base when it is one of the most
// forward, else the first of them), each with its cost. When several
// bases are equally the most forward the player names the leader
// [L1659]: each other tied leader, in table order, is offered too ("...
// led by ..., also most forward", its details naming the tied bases),
// unless its group would end with every base where an offer already
// made puts it, at most maxLeaderOffers (3) in all.
//
// Halts (§6.2): action "halt" (KindHalt, HaltAction) with Target the
// base IDs separated by commas, a single base or a group, in the move
// phase. A lone base must be impetuous (Irr HCh, Irr Bd(F), Wb [L1768]);
// a group must hold one. A base that has moved this period cannot be
// halted, a halted base cannot move, and a base may be halted again
// [L1344]; halts end with the period.
//
// PIG costs (§6.3; pigs.go): Rules.Cost prices a move or a halt line by
// line before it is given (C0-C9, C11-C15; a pack's C14 or C15 replaces
// C2; C6 is waived for a move ending in close combat, support or overlap
// [L1357]); the price is fixed once, when the order is read (prepare,
// prepareGroup), so the lines shown, Check and Apply agree. Check
// refuses an order costing
// more than the PIGs left (code "pigs") with the breakdown, "costs 2
// PIGs (1 move, +1 Irr distant move)". Offers proposes the PIG roll; for
// the selection's group (the selected bases if they are a group, or the
// whole group of a single selected base) straight ahead as far as the
// rules allow, a pivot left and right (a quarter turn, or as far as the
// allowance goes), an about-face and a halt if it holds impetuous troops;
// the group (or the single base) straight back as far as the rules allow
// (backoffer.go: the one move a base in an enemy's zone of control may
// make on its own, [L1397-1402]); an about-face and, for impetuous
// troops, a halt of each selected base; each with its cost; and the end
// of the period. A base's impetuous move is marked for the period only
// ([L1766-1770]: it is impetuous "pendant la période en cours", so it
// moves again in its side's next period).
//
// Close combat (§9; contact.go, combat.go, outcome.go, induced.go). The
// predicates of §12.2 are functions of two rectangles: Frontal (G8, A57),
// InCloseCombat (G9), PORank (G11, with RankUnranked for A28),
// Overlapped (G12), FlankAttack (G13), the rear geometry of G14, support
// (G15), cohesion neighbours (G16), river-bank defence (G17). After the
// moves, "end-phase" leads to the "combat" phase when some mutual
// principal-opponent pair is in contact (A14); each pair is fought once,
// in the order the active player chooses, by the action "fight" (Target:
// either base of the pair); "end-phase" ("End combat") is refused while
// a pair is left. The principal opponent is the enemy of best rank, ties
// to the one "most in front" of the edge it contacts ([L1900], A28, read
// as the offset of its front edge's midpoint along that edge); enemies
// still tied are the enemy player's choice [L1900] (principalchoice.go):
// the close combat step (on entering it, and after each fight) stops at
// the first base in table order with such a tie that has not fought this
// period — phase "principal", its unit marked "principal-choice", an
// event "principal" naming the tied enemies and the chooser — and the
// action "principal" (Target the base, Args "opponent" the enemy, Side
// the enemy player) is offered to the enemy player and, for a shared
// screen, to the player whose period it is, one per tied enemy in table
// order (the rules' pick first), "Libya: Bd 3 (Irr Bd(O)) fights Cv 2
// (Reg Cv(O)) as its principal opponent", with the combat it makes
// (a mutual pair that fights, or not, A14); every other action is
// refused ("principal-pending") until it is made, whoever's period it
// is; the choice is kept on the unit ("principal") for the period while
// the tie holds. Each side's score is its Table 7.1 factor against
// the opponent's class (foot or mounted) + D6 + the tactical factors
// T1, T2, T5-T9, T12-T21 (§9.5; T21 where a Ps(O)'s profile says
// ps-support = 1, its army list's leave [L2132]); then the grade
// adjustments of the side
// scoring more [L2144-2148] and the cohesion effect [L2165] (A30); the
// finals are compared and the loser's result read from Outcomes, Tables
// 7.2-7.4 as data rows (loser types, winner filter, terrain, close combat
// only), first row that fits [L2176], band by the loser's Table 7.1
// factor (A31, A32). Results: recoil (straight back by its own depth,
// pushing friends facing the same way by what is left — a pushed base
// pushing only friends group-connected with it at the start; the bases
// of a column, straight or broken, count as facing one way, each
// pushing the one after it through the bends [L1541-1543], the pushed
// bases moving along the first recoiler's way — passing
// through friends §7.8 allows, stopped by enemies, terrain it may not
// enter, friends in close combat and short table edges, destroyed off a
// long edge (A45) or when flanked or attacked in the rear [L2241]; the El
// cases of [L2264, L2276]); flee (recoil, about-face, full allowance,
// through the friends §7.8 allows when it can end beyond them [L2290],
// the other friends in its way agglomerated behind it (A34 (b),
// fleefile.go: the base completes its run and they stand in a file
// directly behind its rear edge, in the order met, each keeping its own
// facing, an event "agglomerated" each), around the enemies in its way
// [L2291-2294] and, for mounted not in DGo at the start of the induced
// move, around the DGo as around enemies when that succeeds
// [L2296-2298]; flee.go);
// destroyed; spent (A56). Then the winner's other enemies in frontal
// contact with it recoil [L1879], and the winner pursues when it must
// [L2304-2311] (higher ground with an odd raw die [L2309-2310]), or
// when it may [L2313-2317] (after fighting an enemy on higher ground
// [L2315]) and its player says so — the active player with the fight,
// Args "pursue" = "yes"; the other player after the loser's induced
// moves: the step stops (phase "pursuit", the winner's unit marked
// "pursue-choice", an event "pursuit" naming the line that lets it), the
// action "pursue" (Target the winner, Args "pursue" = "yes" or "no",
// Side its player) is offered to him and, at a shared screen, to the
// player whose period it is, staying first (the rules' pick), the
// pursuit with its preview, and every other action is refused
// ("pursuit-pending") until he has chosen (pursuitchoice.go) — by its own depth capped
// at a base width (mounted) or half one (A25 (a)), Hd by their depth,
// stopping at the first base, the table edge, impassable terrain, and
// DGo for mounted not starting there; an enemy it contacts then conforms
// as [L1695] says. Every roll is an event ("combat")
// with both dice and each side's factors in words, then one event per
// induced move and loss. Offers lists each fight with both sides'
// factors, "Sp 4 +1 (T16) + D6 vs Bd 4 +1 (T14) + D6" and a line per
// factor, the pursuing variant when the player's base may pursue, and
// "End combat".
//
// Shooting (§8; shoot.go). After the moves, "end-phase" leads to the
// "shooting" phase (step 6 [L1316]) when one of the active player's Bw
// has a shot, else on to close combat or the morale check. Only Bw shoot
// [L1803], and not one in close combat, that has fled, made a distant
// move or moved more than 1 MU by voluntary moves this period [L1795,
// L1814], nor one that has shot. A target is an enemy not in close
// combat (an overlap may be shot) with two corners in the shooting zone
// (ShootZone, G42: 4 MU wide centred on the front edge, 3 MU deep, the
// boundary included; E2), to two of which a quadrilateral from the
// shooter's front corners crosses no base, the target included, and no
// gap between two other bases (G43, G31), and that the shooter sees
// (Table 6.2, A10). The Bw must take the one most in front (EngageCost,
// G39 with A40's corner displacement over the target's four edges), ties
// to the nearest (G40), further ties its choice; a Ps most in front may
// be passed over for the best non-Ps [L1822]. Action "shoot": Target the
// target, Args "base" the primary shooter; every other Bw of the player
// that must shoot at that target helps (or those Args "with" names,
// "none" for none), the 2nd and 3rd giving T10 [L1836], and a rear shot
// one more [L1838]. A target already shot at this period stays the
// shooter's target but cannot be shot again, so that Bw does not shoot
// (E19, code "shot"). A targeted Bw that may shoot returns fire at the
// primary when the primary is eligible for it (A13 [L1824]); if it could
// shoot back at a helper only, that helper must be the primary [L1830].
// The shot is a combat (§9.4): the shooter's Table 7.1 factor against
// the target's class, the target's "when shot at" factor (Bw shooting
// back: its own), T3 for the wind (below), T5, T9, T10, T11 (once,
// A55), the shooting grade
// adjustments [L2150-2161], cohesion, then the outcome rows not marked
// close-combat only, the induced move at once; a Bw shot by no one
// ignores a lower score (D12, [L2180]). Offers lists each Bw's shots with
// both scores' factors, and "End shooting" (shooting is optional). A shot
// at an El whose recoil, were it to lose, would destroy bases of the
// shooter's [L2264] says so and that it may be cancelled [L1826]
// (elRecoilVictims: the recoil simulated on a copy).
//
// Higher ground (§9.3 [L1914-1919], height.go): hills ("hill",
// "steep-hill", KindInfo.Hill; areas) rise from height 0 on their outline
// to 1 on their crest: G34's d_out / (d_out + d_crest) on a hill with
// crest lines drawn, else the points deepest inside the outline (A44
// below); off hills the ground is at 0, dunes included [L952].
// A base fights from higher ground against an enemy when some point of
// its rear edge is higher than every point of the enemy (by more than
// HeightSlack, the points sampled every HeightStep, 1 mm). T1 [L2108]:
// +1 in its own period, against any enemy in close combat with it.
//
// Hill crests (G34, crests.go): a scenario draws a hill's crest as a line
// feature of kind "crest" (table.KindCrest; its centre line counts, and
// it has no going of its own); every crest meeting a hill's outline is
// that hill's, and Setup refuses a crest on no hill. A hill with none
// drawn has a default crest (A44 below). Overlays shows every hill's
// crests (rules.OverlayCrest, key H, on at the start) with what they do
// to sight.
//
// Sight (Table 6.2 [L1451-1466], G45, sight.go), for the C-in-C's
// surcharges (C11-C13 [L1363-1365], the subject's bases looking) and for
// shooting ([L1816], the shooter looking): bases never block (A10); a
// sight line may run inside the features of one sight distance v (wood
// and BUA 1 MU, dunes 2 MU, orchards, vines and bushes 3 MU) for at most
// v MU in all; over a hill, from a point off it, it may not cross the
// hill's crest ("pas au-delà de la crête" [L1462, L1465]); from a point
// on it, it may go on for BeyondCrestMU (1 MU) past the first crest it
// crosses, measured along the line to the point seen [L1462], and on a
// steep hill also run inside the hill for at most 2 MU in all
// [L1463-1465]. A base sees another when a line from a corner or its
// centre to a corner or the other's centre is clear.
//
// Tools (rules.Tooler, tools.go): for the unit selected, the C-in-C's
// C11-C13 distances as bands about his base, how far the unit moves in
// good going and by road, and the sight line from a base to a point by
// the rule above, naming what stops it.
//
// The combat kernel (kernel.go, issue 10 part 5): PrepareFight reads a
// close combat once; Fight.Resolve scores it for two dice with no state
// (the finals, the winner, the margin and the loser's row of Tables
// 7.2-7.4), Odds counts the 36 pairs exactly. TestFightKernelIsTheResolution
// compares it with Apply on every combat of four sample battles and every
// pair of dice.
//
// Wind (§11.7 [L997-999], §8.5, wind.go): the wind belongs to the
// optional weather rules (weather = "rolled", above); without them a
// scenario may give a fixed wind with the setting wind = "none" (the
// default) or the point it comes from, "N", "NE", ... "NW" (N the
// table's top edge). T3 [L2110-2112]: a
// target gets +1 when the primary shoots against the wind — the
// direction from the centre of its front edge to the target's centre
// within 45° of where the wind comes from, the bound included (G44,
// A27).
//
// Impetuous moves (§7.12; impetuous.go, impetuousplan.go,
// impetuouschoice.go, impetuousshift.go). When the active player ends his moves
// ("end-phase"), each of his impetuous bases makes its impetuous move,
// alone (A24), in table order, one "impetuous" event each, before the
// shooting. A base with no choice moves at once; one with several moves
// the rules find equally good (below) stops step 5 at it: phase
// "impetuous", the unit marked "impetuous-choice", an event listing its
// moves, and the action "impetuous" (Args "base", "target" — "none"
// for no target — and "path", 1, 2, ... among that target's moves, 1 by
// default) offered for each, "Impetuous <unit>: <target>, <path>", with
// its planned path as the preview, the rules' pick first; every other
// action is refused ("impetuous-pending", [L1738, L1742]) until one is
// made, then the remaining bases move, the next choice stopping again,
// and the period goes on to the shooting [L1316]. The same pending
// choice (the unit marked "impetuous-choice" 2) stops step 5 after a
// base's move when [L1756] must shift it out of a group and right and
// left both would do: "Impetuous <unit>: shift about 5 mm right, out of
// the group" (the rules' pick) and "... left", the action "impetuous"
// with Args "base" and "shift" ("right" or "left"), previewed; its
// conforming [L1695] waits for the shift. Impetuous
// (A12, [L1766-1773]): Irr HCh, Irr Bd(F), Wb, and any base that could
// contact an enemy Bg going straight ahead this period (its only target
// [L1711]); none that moved, was halted, is in close combat or overlaps
// an enemy in close combat. Targets [L1713-1720]: an enemy Ps only if
// contacted going straight ahead, any other within 12 MU (closest
// distance); mounted ignore a target even partly in terrain not GGo for
// them (A51). Priorities [L1729-1736] among the targets reached this move
// (frontal contact, or, for a target already in close combat, an overlap
// position against it (G12) or support of a friend in close combat with
// it (G15) [L1727]; within the allowance of the terrain crossed, by a
// normal move [L1742]: clear, on the table, §9.1's contacts, the gap rule
// [L1758], the river crossing angle [L844]): 1, the first enemy met
// straight ahead (or stopping behind the friend fighting it, or level
// with its front corner, overlapping it), every enemy its front touches
// where that move stops (within the contact tolerance) being met at once
// (metAhead: an enemy met at once that is no target does not stop
// priority 1 for one that is, nor a Bg met at once with another enemy
// the Bg rule [L1771]); 2, the shortest move
// of one forward pivot on a front corner (ImpetuousPivotStep, 1°, refined
// to 0.1°) then straight ahead into the target (or the friend fighting
// it, supported); 3, the shortest move to a
// pose of G39 that engages and aligns with the target (for one in close
// combat also the overlap poses beside its front and the support poses
// behind the friends fighting it), made as one rigid
// motion with or without a free about-face first; when none is reached,
// 4, the one most in front (EngageCost, then nearness, as in shooting).
// Equal lengths (within table.SweepResolution), and equally in front,
// are the player's choice [L1738], never an El when another target is
// not one (the rules' pick: the first non-El in table order); an El
// target cancels the move [L1738]. The player's path [L1742] is his
// choice among the moves equally good by these rules: a target's
// shortest pivot to the left and to the right (priority 2), its ends of
// equal length (priority 3), each move kept once by its end pose. Priorities 2 and 3 make their move into
// contact; priority 4 goes straight ahead when the target lies even
// partly straight ahead [L1752] (A52), else pivots (ImpetuousHeadingStep,
// 5°, either way, as far as the allowance goes, none included) and goes
// straight ahead with the allowance left, taking the pivot after which
// engaging the target costs least (G39); with no target it goes straight
// ahead its full allowance [L1722]. Mounted going straight ahead (no
// target, or one partly straight ahead) whose move at their GGo allowance
// would reach DGo they are not in may first pivot to avoid it, by the
// smallest ImpetuousVeerStep (5°) up to 90° that does [L1722, L1745]:
// the player chooses that pivot to the right (the rules' pick) or to the
// left when both avoid it, or not to veer. Straight-ahead parts go by the
// allowance of the terrain crossed (stop rule included) and stop at the
// table edge, impassable terrain, and an enemy (just short of one it may
// not touch front to front); a zocced base (not by an enemy Ps [L1744])
// that would not end in close combat stays. It passes through the
// friends §7.8 lets it pass, advancing, when it ends beyond them (G32),
// shifting aside the friends standing where it lands just beyond one as
// a voluntary move does [L1480] (impetuouspass.go, sweepThrough;
// impetuousaside.go, landingRoom; in the planner's sweeps and normal-move
// checks too, so a target behind such friends is reached; "passes
// through" in its event, each shift a "shifted" event); such a friend
// does not block its way [L1742, L1746]. A friend
// that blocks it [L1746-1750]: an El or a friend in close combat, overlap or support
// stops it (case 1); an impetuous friend not moved makes its move first,
// halted or not, and the mover goes on (case 2); one that has moved stops
// it (case 3); any other recoils to let it pass (G46, pushing friends as
// recoils do; the impetuous base is neither pushed nor passed through),
// and flees after it (G47's about-face and full allowance) when it cannot
// recoil the whole way or the impetuous base is mounted (case 4); the
// mover goes on, and stops if it meets that friend again. A base not in
// close combat, overlap or support that ends group-connected to a friend
// is shifted 5 mm right or left, the player's choice when both do (the
// rules' pick right), else back, to a clear pose on the table touching no
// enemy and connected to no one [L1756]. The move counts as moved distance for
// shooting [L1795].
//
// Morale (§10; morale.go): BasePoC per unit (16 for the C-in-C, §3.4,
// 0 where the text gives none, A4); MoraleOf counts the reference (Bg
// excluded), the rout level (a third, unrounded) and the losses (full PoC
// for destroyed bases, half for spent ones, Bg's 16). Lost bases leave the
// table and their unit keeps the status "lost" (1 destroyed, 2 spent).
// Every period ends with the check of both armies (step 8): when one
// routs the other wins (score 5 to 1), when both rout it is a draw (3
// each); the battle is then over: phase "over", Over reports the winner,
// no action is legal, and an "end" event gives the result and the score.
//
// Rivers (§4.2 [L842-850], G36, G37; rivers.go): a voluntary move (into
// contact too [L850]) is refused ("river-angle") when, at a pose where a
// base is in a river (sampled every millimetre), its facing is more than
// RiverCrossLimit (45°) from the perpendicular to the flow there [L844];
// a wader (in a river off a bridge) may only go straight ahead or back
// ("wader" [L848]: no pivot, slide or about-face); a move following a
// road crosses by its bridge or ford and is not checked. This holds for
// single bases and for every base of a group move, a column following
// its head, forming or extending. Impetuous moves plan and sweep with
// the same limit. The moves the rules make stop at the edge of a river
// a base would enter at more than 45° (riverBars): recoils (incomplete
// [L2245]), pursuits, flights' runs, and pack moves, where a base going
// to its place sideways also stops at a river's edge and a wading one
// does not slide at all [L848]. A fleeing base avoiding an enemy does
// not pivot in a river [L848]. A wader that must flee is spent instead
// [L848]: a loser before its flight's recoil or after it (the about-face
// a wader may not make), a friend fleeing to make way for an impetuous
// base [L1750] alike. A contacted base does not conform when it or a
// base of its group following it [L1695] wades or crosses a bridge, nor
// when its conforming end pose would be in a river, turned or slid there,
// or facing more than 45° from the perpendicular [L844, L848]. A move
// whose every pose keeps every base less than a quarter of its width
// from one river follows it and counts as straight ahead for the PIGs
// [L1599] (C6): a single base, a group moving as one, or a column
// following its head.
//
// Simultaneous moves (§7.9 [L1404]; together.go, togetheroffers.go): the
// action "move-together" makes two or three voluntary move orders at
// once (MaxTogether), each a single base's or a group's; Moves holds
// every base's path and Args "orders" each order's bases
// (TogetherAction; the script's move-together). Each order is checked
// and made as an ordinary move on the table without the other bases
// taking part, in the order given, and priced as an order of its own on
// the table as it stands (§6.3, the C-in-C's discount to the order
// holding him); all are paid at once. Refusals name [L1404]: fewer than
// two or more than three orders ("together-count"); a pack's order
// ("together-pack": it stops at the friends it meets [L1653], so friends
// never prevent it); an order still refused with the others off the
// table ("together-unsolved", with the order's own reason); no order
// refused with the others on the table, or one that is not and is in
// the way of none that is ("together-alone": it could be made on its
// own); two bases ending on each other ("together-overlap"); PIGs short
// of every order ("pigs"). Offers: for one selected base, or selected
// bases that are a group, its move straight ahead and its move straight
// back, each as far as the terrain's allowance (stop rule included), the
// first enemy, impassable terrain and the table's edge let it go with
// the friends in its way off the table, made together with those friends
// (and the friends in their way) moved the same way by the same
// distance — as one group's order when they are a group, else each alone
// — when friends prevent the move alone and the rules allow the whole
// ("Simultaneous moves: base straight back 2.0 MU, with f"; disabled
// when only the PIGs are short). A move straight ahead with friends that
// make one group with the selection is left to that group's move.
//
// Army lists (§11.6 [L1089-1130]): package armylist turns DBM and DBMM
// list lines into BnB counts (type conversions, ratios, upgrades across
// ratios, mixed lines in equivalents; worked examples E8-E11). It also
// holds the four lists the text prints [L1152-1217] with their limits,
// Table 5.4 [L1055-1083] and the army check the army builder uses
// (game/army); the game reads no DBM list itself.
//
// # Not yet
//
// Columns (§7.5): a broken column with three bends or more between two
// of its bases that no two bends explain (a zigzag within a base's
// depth, below) is not recognised; in the offers, the column orders
// other than those named above (ranks or files taken from the far side
// first, files left or right first with the head at an end: a player's
// own paths may give any order). In packs ordered into a group, a base's way round
// what stands between it and its place (it goes straight there, stopping
// at the first base met: [L1660-1662] say only that it moves "up to its
// allowance" to merge or line up, not how it gets there); and, beyond
// maxLeaderOffers tied leaders, offers for the others (a player's own
// action may name any);
// in simultaneous moves [L1404], their part in a zocced base's choice
// of move [L1402] (a move into close combat that friends prevent and
// simultaneous moves would make possible is not counted among the
// possible ones, so a less straight engagement is not refused for it,
// see the reading below) and an order's alignment slide (G33, Args
// "align": the orders carry no arguments of their own); in
// impetuous moves: reaching a target in close combat by support or
// overlap [L1727] by a pivot then straight ahead into an overlap
// (priority 2 reaches one only by support), a path of the player's
// own drawing for the move [L1742] (he chooses among the rules'
// equally good moves), and his choices for an impetuous friend set off
// by another's move [L1748] (it takes the rules' pick of move and of
// [L1756]'s shift, right first: it moves within the other's move, which
// cannot wait half made); the
// ZoC's choice of move [L1402] among a group's light troops' straight
// ahead then pivot, or pivot, straight ahead, pivot [L1497] (they are not
// among the group's candidates, A23 below), and among a single base's
// moves other than a turn or pivot then straight ahead (a player's such
// move is ranked all the same, but never required);
// fall back (A33: no table
// produces it); muddy roads after 8 periods of rain [L884] (counted, but the terrain
// kinds do not tell unpaved roads from paved ones, so nothing is RGo for
// it yet); in S2 (terrain set-up, §4.5): the cover of a steep hill
// [L977] (no kind of covered steep hill), the channel between a
// waterway's shore and an island within 3 MU read as a river [L856],
// the shapes' look ("comme des patates" [L790], a shore "rectiligne ou
// ... légèrement arrondie" [L802]: any outline of the right size is
// accepted), the road's bridge or ford where it crosses a river (no
// bridge feature is made: it is a ford) and the offers' placements other
// than the rules' place (a player's own outline is an action's Args,
// which the window does not draw yet); in
// ambushes, the player's view without hidden bases in the other
// actions of the battle (fights, shooting, a pending impetuous shift:
// their refusals are found on the whole table), and, in a move cut short, what the whole move did at its end
// beside the movers' poses and moved distance (friends moved aside as
// it passed through them stay where the whole move put them; its
// "moved" event tells the ordered length, the "stopped-short" event the
// length made).
//
// # Readings chosen where the text is silent or ambiguous
//
//   - S2's terrain list [L796] is the invaded player's (the battle is in
//     his country; [L977] reads his list for the steep hills' cover): the
//     invader chooses from it too, and "compulsory" is his list's bold.
//     With no compulsory kind in the list the invaded player needs none.
//   - A waterway or lake lies along the whole of a short edge [L802]
//     ("adossé à un des petits côtés", 1 to 3 MU deep everywhere), so it
//     is longer than any size and counts as large for [L796]'s limits;
//     [L802]'s shape applies to every waterway and lake, and "placed
//     first" to the compulsory ones only, as written. On a square table
//     the short edges are the players' right and left: those that are
//     not the invader's and the invaded player's (edges.go), else E and W.
//   - A river's band [L804] holds every vertex of its centre line (so
//     every point); the band's sides are the short edges when the river
//     joins the base lines, the long edges when it flows into a waterway
//     (a lake is no waterway here: "si une WW a été positionnée").
//   - "Cannot be placed" [L822] is the rules' search finding no place
//     (rulesPlacement: centres on a 1 MU grid, four angles, two outlines
//     of the size; for water, rivers and roads their own candidates):
//     a player may not discard a piece the rules could place, nor one
//     whose die is not rolled.
//   - A road may end at "une BUA accolée à une WW" [L806] when it ends
//     inside a BUA or hamlet within a base width of a waterway; a road
//     ending on a waterway's outline ends in it.
//   - A hill overlapping a lake or waterway is an island when wholly in
//     it, else a promontory, whose join is the length of the water's
//     shore (its outline off the table's edges) inside the hill [L813].
//   - Simultaneous moves [L1404], "each judged and carried out as if the
//     other bases taking part were not on the table": while an order is
//     checked and made, the other orders' bases are off the table, moved
//     or not, so bases may pass through one another's places (Pk through
//     Pk too, which §7.8 forbids), and a friend behind a zocced base may
//     step into its place as it goes back; they must still not end on one
//     another, the moves being made on one table. "A move that friends
//     prevent" is an order refused with the others on the table and
//     allowed without them; an order that is no such move takes part
//     only when it is in the way of one, so a file of bases may advance
//     together although, made one after the other from the front, they
//     would end the same (each still pays its order). The orders are made
//     in the order given, the consequences of one (a friend shifted aside
//     [L1480], an enemy conforming [L1685]) standing for the next. Each is
//     priced as it would be alone on the table as it stands, the
//     C-in-C's distance [L1363] included; "if enough PIGs are available"
//     is every order's.
//   - "They must be made" [L1404] is read as the form a move friends
//     prevent must take, not as an obligation to move: voluntary moves
//     stay the player's choice [L1379], so a player who wants to do
//     something else (another move, a halt, nothing) may. It binds where
//     another rule obliges: [L1402]'s "if possible" for a zocced base's
//     move into close combat then counts the moves that simultaneous
//     moves the PIGs cover make possible (not enforced yet, Not yet).
//   - Packs (§7.7): "one move per period" [L1641] is per base (packs are
//     temporary and have no other identity): no base takes part in two
//     pack moves a period, and every base of the pack, moved or not,
//     has made the order's tactical or distant move. A group is ordered
//     as a pack only by saying so (Args "pack"): a rigid drag of a group
//     stays a group move. Both pack moves are fixed by the rules; the
//     player chooses the kind and the leader.
//   - Pack costs (A16, A17): C14 or C15 is the order's base cost instead
//     of C2; C0 and C11-C13 ("pour donner un ordre", any order) apply;
//     C1 (sub-groups: there are no sub-packs [L1643]) and C6-C9 (single
//     bases and groups) do not, so a pack straight ahead costs 2 and into
//     a group 4, the C-in-C lines aside.
//   - Pack straight ahead [L1651-1655]: "full allowance" is each base's
//     own (Table 6.1 with the terrain it crosses, the stop rule
//     [L1449]); "its front meets another base" is any contact its
//     straight-ahead translation makes, the table edge (A26) and
//     impassable terrain stopping it alike; the bases move in order of
//     their front edge, most forward first, which moves every file front
//     to back.
//   - Pack into a group [L1657-1663]: a file is the chain of bases each
//     touching with its front the rear of the one before (the longest
//     contact when several); "to the right (and left)" is every file
//     right of the leader's, nearest first, then every file left of it;
//     "line up with the leader (or a base already lined up)" is the next
//     place along the leader's front, level with it, whether or not the
//     base before reached its own (so the line is the group's front);
//     "if it is behind the leader" always holds, the leader being the
//     most forward; the bases go straight to their places keeping their
//     facing, each its own allowance (the path's length, [L1499]),
//     stopping short of the first base met; the bases behind a file's
//     leading base fall in behind it where it ended. Tied leaders
//     [L1659] are the player's choice; the offers give one per tied
//     leader whose group ends otherwise, a few at most (a panel, not a
//     list of every base of a wide front).
//   - Column orders [L1552, L1559]: forming a column with the same
//     orientation, the text names no order ("the others try to follow
//     directly behind"), read as the player's, as at right angles. In the
//     offers' orders a rank is the bases whose front edges are level with
//     each other (within ContactTolerance), "nearest" is the distance of
//     a base's centre across the head's file (rank by rank; of two as
//     near, the left one first) or to the head's pivoted place (at right
//     angles; of two as near, the group's order).
//   - Broken column recoils [L1541-1543]: "considered to have the same
//     direction" lets a recoiling base push the base that stood behind it
//     in a column at the start (columnLink) whatever its facing, and a
//     pushed one push on along the column (a column is one group,
//     [L2274]); every pushed base moves along the first recoiler's way
//     (as pushed bases facing its way already did), so the column moves
//     as one block and no two of its bases overlap.
//   - Measure (the UI's tape and the conformance suite's check) sees one
//     base's path: for a base group-connected to a friend, a rotation
//     about a point ahead of its front edge and wholly to one side is
//     read as its group's pivot and measured as the arc at the base's
//     farthest lateral offset from the pivot (never more than the
//     group's distance, which the check uses); else the single-base
//     metric. An aligned move records its slide as the path's last leg
//     (a sideways translation to the pose alignSlide gives), which costs
//     no distance; a path without it is still read, the slide added.
//   - Shooting: the active player's Bw initiate, the enemy's only shoot
//     back (A13); shooting is optional; a target shot at and a shooter
//     shot back at are each marked, so neither is shot again this period;
//     "moved more than 1 MU" counts voluntary moves (recoils and
//     pursuits do not, a flight bars shooting anyway); a target in a
//     wood or BUA even partly counts as in it [L1816] (T11 and the
//     outcome rows use its worst category, A50); there is no pursuit
//     after a shot ([L2302]: "in close combat"); the target's grade
//     adjustment (S) applies to the primary too when it is shot back at;
//     the dice of a shot are the primary's first, then the target's.
//   - Close combat, contact: G8 with the front edge meaning the open edge
//     (A57); a base in close combat makes no voluntary move (it is held
//     by its enemy's ZoC, and the text gives no way out of a melee); a
//     zocced base may make any move that ends in close combat.
//   - A front edge along A's flank (edge contact, G3) is a flank
//     position, rank 4, even when it reaches past A's rear corner: rank 2
//     and G14's "front edge on a rear corner" need Z's front edge not in
//     edge contact with A's flank. Read literally, every flank attack on a
//     base shallower than the attacker is wide would be a rear attack.
//   - Flank and rear positions count by geometry; G13p and G14p restrict
//     the voluntary moves into them (a move from elsewhere is refused), so
//     no "legal approach" flag is stored; induced moves (pursuits) may end
//     in such positions and they count.
//   - Helping [L2064]: a friend's overlap, flank or rear attack counts
//     for x when the friend is not in close combat or the principal
//     opponent of its own principal opponent is x. A supporter fighting
//     another principal opponent gives no support [L2863].
//   - T5: the enemy's recoil is simulated on a copy; an incomplete recoil
//     due to a short table edge, a recoil off the table, and the
//     flank/rear destruction (which T7, T8 already reward) do not count.
//   - A50: a base is "in" the worst category it overlaps by more than
//     table.AreaSlack; roads, bridges and impassable features do not
//     count. "Ps armed with bows, crossbows or slings" [L2212] is the
//     unit profile key missiles = 1.
//   - Order of the dice of a fight: the Target base's first, then its
//     opponent's.
//   - Recoil: passing through a friend (§7.8) is taken whenever allowed
//     and the landing beyond it is clear, else the friend is pushed.
//     Pushed bases move along the recoiler's direction.
//   - Passing through friends (§7.8): "en avançant" (advancing) is any
//     voluntary move, as against a recoil, so a straight-back move may
//     pass too; "the same or the opposite direction" [L1477] is the
//     mover's facing against the friend's, within DirTolerance, the
//     legs that enter the friend a translation along it; "beyond" (G32)
//     is wholly past the friend along the way from where the mover
//     entered it to where it ends, within table.ContactTolerance; "the
//     whole move in GGo" is the swept path for a voluntary move and the
//     start pose for a recoil. A friend in close combat [L2260] is never
//     passed through, in any move. Bg are passed in any direction in
//     recoils too [L1475].
//   - Flee: the run after the about-face is a move straight ahead, not a
//     recoil, for §7.8 (LH pass light troops; "the whole move in GGo" is
//     the run's swept area); a friend it passes must be wholly behind it
//     at the end of the run (G32), else it is one it cannot pass.
//   - Flee, friends it cannot pass through [L2290]: A34's reading (b),
//     the spec's recommendation, which is UNCERTAIN (the text says only
//     "agglomérées derrière le socle en fuite, dans l'ordre dans lequel
//     elles sont rencontrées"): the fleeing base completes its run as if
//     they were not there, and they are placed in a file directly behind
//     its rear edge, the first met against it, each centred on its line
//     of flight and keeping its own facing; no PoC is lost. Baggage,
//     which never moves [L589], and the impetuous base a friend flees to
//     make way for [L1750] are not moved: they stop it in contact. When
//     a place in the file is off the table, on a base that does not move
//     or impassable terrain, or touches an enemy, the conservative
//     reading (a) is taken for that flight instead: the friends stop it
//     in contact, and the event says why. Rivers are not checked for the
//     file (no move is made there). The friends met before an avoiding
//     pivot are agglomerated, those on the straight line beyond it are
//     not met.
//   - Flee, mounted avoiding DGo [L2296-2298] ("peuvent choisir"): the
//     choice is the rules', not a pending one, since the flight happens
//     in the middle of a combat's consequences: the mounted base avoids
//     the DGo (for its own troop, §4.1) when the avoidance succeeds — a
//     pivot as for an enemy (below), more than 2 MU from the DGo, after
//     which no enemy and no DGo lies on the rest of the run, the run's
//     allowance then the straight-ahead one with the DGo left out (the
//     avoiding run crosses none) — which keeps it out of the DGo, where
//     the outcome tables are worst for the mounted ([L2199-2202]); when
//     it fails, the base does not choose it (DGo treated as enemies
//     would destroy it [L2292]) and runs as if there were no such rule.
//     "Not in DGo at the start of the induced move" is read on the base
//     before the combat's moves (its worst category, A50).
//   - Principal opponent ties [L1900]: "most in front" measures within
//     table.ContactTolerance (poTieTolerance) tie, so a tie a hand cannot
//     tell apart on the table is the player's. The enemy player is asked
//     only in the close combat step, where the principal opponent decides
//     who fights whom; elsewhere (a shot's helpers, impetuous targets,
//     conforming) an open tie is the rules' pick, the first in table
//     order. A base that has fought this period fights no more, so its
//     tie is not asked (the rules' pick). The choice holds while the
//     chosen enemy is still among those tied, until the period ends.
//   - An enemy in the way of a flight is avoided by one pivot about the
//     base's centre, the smallest in steps of 5° up to 90°, either side
//     (left first), made at the last point of the path more than 2 MU
//     from that enemy, after which no hostile base lies on the rest of
//     the move; else the base is destroyed with the enemy Ps it runs
//     into [L2291-2293].
//   - Pursuit follows a destroyed, recoiling or fleeing loser, not a
//     spent one (the text lists destroyed, recoil, fall back, flee
//     [L2302]); [L1879]'s recoils of the winner's other frontal enemies
//     come before the pursuit. A pursuit is a single base's move: of the
//     conforming rules only [L1695] follows it.
//   - "Peuvent poursuivre" [L2313] is the winner's player's choice. The
//     active player makes it with his fight, before the dice (he knows
//     then whether his base may pursue if it wins: the "may" lines read
//     nothing the dice decide); the other player after the outcome, when
//     his base has won, with the loser's and [L1879]'s moves made: the
//     pursuit is the last of the combat's induced moves, and a principal
//     opponent tie they made [L1900] is asked after his choice. A base
//     that need not pursue stays unless its player says otherwise.
//   - Making room [L1480]: "friends in the same direction as the base
//     passed through" face its way (within DirTolerance); they move
//     sideways to it (along its flanks), the shorter way first, by just
//     what clears the mover's path and end pose; a friend in close combat
//     is not shifted ([L2260] read alike); "room" is the table, no
//     impassable terrain, no contact with an enemy, and at most
//     maxAsideChain (8) friends in a chain. A friend where the base lands
//     is shifted rather than passed through. In a group move the bases
//     make room in the order's order, and a shift must keep clear of
//     every base's path and end, not just its own base's.
//   - [L1826]: "un socle ami" is the shooter's friend, which an El
//     recoiling into it destroys [L2264] (the El's own friends it would
//     push are destroyed too, to the shooter's gain). Shots are optional
//     ([L1803] "peuvent tirer"), so the cancellation is the player's not
//     taking the shot: the offer stays enabled and says so, before the
//     dice. The recoil is that of a loss (flanked or rear-attacked El are
//     destroyed instead, and destroy no one).
//   - Impetuous moves through friends [L1742, L1746]: "un ami qui bloque
//     son passage" is a friend the move may not pass through by §7.8
//     ([L1742]: a normal move), or one it could not end beyond (G32),
//     the friends where it would land shifted aside if they can be
//     [L1480] — "a normal move, except that" [L1742] lists no exception
//     for [L1480], and the shift is the rules' own (the shorter way
//     first), so it takes no choice from the player; a friend in or
//     helping a close combat always blocks ([L1747], [L2260]). Its
//     landing is the nearest pose along its straight-ahead part wholly
//     beyond the friend passed ("just the distance needed"; a priority-3
//     move's is its end, as a voluntary move's); the shifted friends keep
//     clear of the whole path swept, and a
//     friend met after the landing is one in its way [L1746-1750], not
//     one to shift. "The whole move in
//     GGo" for the mounted through Ps is the sweep's whole path (its
//     full allowance), and the friend's facing and the legs entering it
//     are read as in voluntary moves.
//   - Forming a column, case 3 [L1553]: the slide comes "otherwise",
//     so only a base whose front would go back to fall in behind the
//     column's last base slides; it slides towards the head's file
//     (nearer it at the end), by translations keeping its facing, its
//     front neither going back nor ending beyond the head's front as it
//     stood before the move. The column need not be whole at the end: a
//     column "en train de se former" [L1562] may take more than one
//     order, the slid bases falling in by a later one.
//   - [L1727]: "support" is G15 behind a friend in close combat with the
//     target; "overlap" is G12 against the target; "already in close
//     combat" is the target's state when the impetuous base plans its
//     move. Straight ahead (priority 1), the base stops at the first such
//     pose; an overlap there is a front corner on the target's front
//     corner. A zocced impetuous base still needs close combat [L1402],
//     and obeys [L1402]'s "if possible, the base that zocs it" [L1398]:
//     when the priorities [L1733-1735] among its targets that zoc it
//     (enemy Ps not counting for a non-Ps, [L1744]) reach one in close
//     combat, that is its target, whatever the other targets' priority;
//     else the usual choice. [L1402]'s "most straight ahead, then
//     shortest" is what those priorities already order. A zoccer that is
//     no eligible target (A51, [L1711]) is not preferred.
//   - G36 [L844, L2454-2460]: the flow's tangent is the direction of the
//     river's centre-line segment nearest the base's centre; the angle is
//     tested at every pose in the river (entry, exit and between), within
//     DirTolerance; "a wader may only go straight ahead or back" forbids
//     pivots, slides and about-faces at any pose in the river; a base
//     already in a river keeps recoiling through it (it holds its
//     crossing angle). A wader is a base in a river beyond AreaSlack and
//     on no bridge, when it must flee.
//   - G36 in the moves the rules make (recoils, pursuits, flights' runs,
//     pack moves, impetuous sweeps): a river the base would enter at more
//     than 45°, or sideways, is terrain it may not enter — the move stops
//     at its edge rather than being impossible — the angle read with the
//     pose where the straight move starts. A base in the river after its
//     flight's recoil is a wader that must flee (it cannot about-face),
//     so it is spent. A conforming base's river check, like the rest of
//     conforming, reads its end pose only: the conforming motion is
//     straight when it keeps the facing and moves along it.
//   - G37 [L1599]: the distance is to the river's water (its width
//     included), every pose sampled every millimetre, one river all along
//     and, for a group, the same river for every base ("tous les socles
//     dans le groupe"); "as straight ahead" lifts C6's "straight ahead"
//     only (the full allowance is still needed). Forming or extending a
//     column is no move along a river; packs pay no C6 anyway (C14, C15),
//     so "a pack cannot follow a river" needs no check.
//   - The zocced isolated base [L1697]: isolated is in no group (G19);
//     "cannot go straight ahead" is that going straight ahead within its
//     allowance to the first enemy met does not end in close combat with
//     the zoccer; the full alignment is its front edge on the zoccer's,
//     centre to centre, facing it; "room" is a pose it can reach by a
//     normal move along a simple path (one rigid motion, with or without
//     an about-face; a turn in place then a translation, or the reverse;
//     a turn, a sideways slide, then straight ahead); the "closest
//     approximation" is the nearest such pose slid along the zoccer's
//     front edge, by ZocSlideStep (1 mm), the mover's right first. When
//     none is reachable any move into close combat is accepted. The end
//     must match within table.ContactTolerance and DirTolerance.
//   - T21: the army list's leave is the profile key ps-support = 1 on
//     the Ps(O) (Setup refuses it on other troops).
//   - Each base fights at most once a period: a pair made by a pursuit
//     with a base that has fought is not fought again this period.
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
//   - A9: the text gives no deployment zones. With deployment =
//     "pre-battle", a base deploys wholly inside its army's scenario zone
//     (Side.Deployment, within table.AreaSlack), or anywhere on the table
//     when the scenario gives the army none; as placed, zones are not
//     checked.
//   - Pre-battle rolls: "each player rolls" is one action per player, in
//     the scenario's order (S1, S5); a tie in S1 is rolled again by both
//     [L707]. A deployed base may not touch an enemy (close combat begins
//     with a tactical move [L1669]), nor stand in terrain impassable to
//     it. The bases not yet deployed stand where the scenario put them
//     and block the deployer like any base.
//   - Broken columns may not be deployed [L1539]: the rules keep no broken
//     column status but read one from the table (columnLink), so a file
//     deployed bent exactly as following a head would leave it counts as
//     one; no deployment is refused for it. A base standing exactly at a
//     bend without having pivoted is no part of one (following, it would
//     have pivoted there).
//   - A10: bases never block the C-in-C's sight. Terrain per Table 6.2,
//     read as: a sight line may run inside features of sight distance v
//     (wood and BUA 1 MU, dunes 2 MU, orchards, vines and bushes 3 MU)
//     for at most v MU in all; bushes and vines limit every troop's
//     sight, although they hide only Ps. The C-in-C is seen when a line
//     joins a corner or the centre of each base.
//   - Hills in Table 6.2 [L1462-1465]: "inside" and "outside" are the
//     viewer's point on or off the hill (the outline counts as on), so
//     sight is not symmetric: the C-in-C deep on a steep hill is seen
//     from a subject off it, not the other way. "Beyond the crest" is
//     the part of the line after it first properly crosses one of the
//     hill's crests (table.CrestCrossing: a line only touching a crest,
//     a viewer or a target standing on it, does not cross it), measured
//     along the line. A steep hill's "2MU, ou 1MU au delà de la crête"
//     is read as both limits at once, 2 MU of the line inside the hill
//     and 1 MU past the crest; from off it, only the crest limits (the
//     table's column), so its 2 MU no longer applies to an outside
//     viewer as it did before crests. Each hill is judged alone: a point
//     on one hill is off another.
//   - A11: unused PIGs are lost at the end of the period.
//   - A27: the wind is stored as the bearing it comes from (the
//     setting); when the target shoots back, the primary, shot at in
//     turn, gets T3 when the return fire is against the wind.
//   - A44: G34's height on a hill with no crest drawn, the crest read
//     from the outline: h = d_out / R, R the greatest depth inside the
//     hill (its largest inscribed circle), equal to G34's
//     d_out / (d_out + d_crest) where the nearest crest point lies
//     straight inward; with crests drawn, G34's formula with the nearest
//     drawn crest. Every
//     hill's crest is at 1, gentle or steep (the slopes change the going,
//     not the height); overlapping hills take the highest. A hill with no
//     crest drawn has for sight the chord of its outline through its top
//     (the deepest point, height 1) along its long axis (the major axis
//     of its area's second moments), foot to foot like a drawn crest: on
//     a rectangle the line of its deepest points, extended to the
//     outline; a hill with no long axis (a square, a regular polygon) has
//     it east to west. Its heights stay A44's (the chord's ends are at
//     0): the chord says where sight turns over the hill, the heights how
//     high each point is. T1 counts against any enemy in
//     close combat with the base ("Z need not be A's principal
//     opponent" [L1916]). The pursuit lines [L2309-2310, L2315] read the
//     heights before the combat's moves, in either player's period (the
//     period limits T1 [L2108], not them).
//   - A15: with no C-in-C on the table every order pays C11; the PIG die
//     stays that of his Reg/Irr status, recorded at Setup.
//   - A16: C2 is the base cost of 1; the garbled fragment is ignored.
//   - A17: C6 and C7 are counted once per order (C6 when any base of the
//     subject qualifies); the total is floored at 0; the C0 discount goes
//     to the first order (move or halt) of each period whose subject
//     holds the C-in-C's base. C7 is for single bases and C8, C9 for
//     groups, as written. A group's distant moves are counted per base:
//     a group order is distant move n, n = 1 + the most distant moves any
//     of its bases has made this period; C8 applies at n = 3 only, C9
//     from n = 4 [L1359-1360].
//   - A18: a group's allowance is the least of its bases', each for the
//     worst terrain its own swept area touches; the stop rule [L1449] is
//     per base, with the group's distance moved.
//   - A19: a move that is not distant is tactical, however far.
//   - A21, A22: about-faces cost no distance; pivots are measured as the
//     arc of the moving corner (the path's legs).
//   - A23: zones of control are checked at the start of the move only (the
//     simpler alternative): a base may enter an enemy ZoC and go on.
//   - A23 [L1402], the zocced base's choice of move into close combat,
//     for a single base's move: "if possible, the base that zocs it" is
//     possible when the base reaches a zoccer straight ahead or at a
//     front-to-front pose by one of [L1697]'s simple paths (zocEngagePose;
//     a player's more winding path into a zoccer is accepted too), or by
//     a turning move (below). "Le plus droit devant" [L1402] is read by
//     what a move does, from where the base stands to where it ends,
//     whatever path is drawn (zocrank.go, offStraight): the turn of its
//     facing, plus how far the translation left once it has turned (about
//     any point of the base: in place, on a corner) lies outside the
//     facings it turned through — straight ahead 0, a turn or pivot then
//     straight ahead its turn, an oblique move its angle, a slide sideways
//     a quarter turn. "Le plus court" is the shortest single-base measure
//     [L1499] of the simple paths to that end (zocLength). Turns within
//     DirTolerance (0.5°) are as straight, lengths within the contact
//     tolerance as short; a move straight ahead comes before any turn.
//     So when going straight ahead to the first enemy met engages a
//     zoccer (or, when no zoccer can be reached, any enemy) the move must
//     be that one ("zoc-ahead"); else the moves the rules search are a
//     turn in place or a pivot on a front corner, either way, by
//     ZocTurnStep (1°, the least first, refined to 0.1°), then straight
//     ahead to the first base met, each a normal move (moveOK) ending in
//     close combat; the player's move must rank no worse than the best.
//     An isolated base engaging a zoccer is bound by [L1697] instead:
//     its end is the aligned pose, and [L1402]'s order picks among its
//     zoccers' poses. The scan's answers are remembered by state
//     (zocmemo.go): a drag checks its move every frame.
//   - A23 [L1402] in group moves (zocgroup.go): the move is the group's,
//     so "possible" is judged among its manoeuvres into contact: straight
//     ahead to the first base met, a pivot left or right (G24, up to a
//     quarter turn and the allowance) to the first base met, a pivot of
//     at most PivotLimitMU [L1614] (tried by 1°, the best refined to
//     0.1°) then straight ahead to the first base met, and for
//     skirmishers an about-face then straight ahead to the first base met
//     [L1498], each passing every other rule of a group move.
//     With several zocced bases, "the base that zocs it" holds for the
//     move when every zocced base ends in close combat with one zoccing
//     it; when one of those manoeuvres does that, the move must. "Most
//     straight ahead, then shortest" ranks a group move by its
//     manoeuvre's turn (every pivot's, an about-face a half turn), then
//     its length: the move must rank no worse than the best of those
//     manoeuvres that engage as it does (every zocced base with a
//     zoccer, or with any enemy when the move reaches none) —
//     "zoc-ahead" when that is straight ahead, "zoc-straightest" else,
//     offered as "Advance the group of n ... into contact" or "Engage,
//     group of n: <manoeuvre> (ZoC [L1402])". [L1697] binds isolated
//     bases only, so a group's zocced base need not align. The searches'
//     answers are remembered by state, as a single base's are.
//   - A26: voluntary moves may not leave the table.
//   - A41: an ambusher not yet revealed does not count in the distant
//     move's start test (classify); in the move phase no rule of the
//     moving player's sees it (unseen.go), outside it every rule does
//     (see "Not yet"). S7 [L719]: a deployment is checked without the
//     enemy's hidden bases; one standing on or touching them discovers
//     them "au contact" [L1630]: the ambush is revealed (recorded first,
//     at S6 [L717]) and the deployment not made (event "not-deployed"),
//     since deployed troops stand on no base and touch no enemy
//     (applyUnseenDeploy; A9's zones keep them apart when the scenario
//     gives them). Impetuous moves (impetuousunseen.go): planned without
//     the hidden bases; made, followed along their track, and on a
//     discovery (sight or contact) the ambush is revealed and the same
//     move made with it placed, its run ahead stopping at the troops met
//     [L1742-1750], as a tactical move (TestImpetuousDiscoversAmbush).
//     Recoils, flights and pursuits (unseeninduced.go) are the rules'
//     moves, made with the ambushers as troops: a recoil is blocked by
//     them as by any troops [L2245], a pursuit stops at them; touching a
//     hidden base reveals its ambush [L1630], told before any event
//     naming one of its bases (TestInducedMeetsAmbush).
//   - Gullies ("gully", Table 6.2's ravine row [L1461], Table 5.7
//     [L1276]): RGo [L1276, L1461], and DGo to Cm and LH(X), as every
//     RGo but bushes [L924]; their sight is otherwise unlimited (Table
//     6.2: "sans limite" from inside). "Visibilité depuis l'extérieur:
//     bords de la ravine" [L1276] and "seulement les troupes touchant le
//     bord de la ravine" [L1461] are read as naming the viewers: troops
//     in a gully are seen from outside only by an enemy touching its
//     edge (or in it), with a clear sight line. The spec's gloss (G45,
//     "a gully hides all except those touching its edge") reads the
//     seen troops instead; that reading would show an ambush at the edge
//     from anywhere, and the worked example's line "découvre et contacte
//     une embuscade au bord d'une ravine" [L2584] could not discover it
//     only as it arrives: the example decides. S2's terrain lists
//     [L796] name no gully, so only a scenario's drawn terrain has one.
//   - A move discovering an ambush (unseen.go): discovery is the reveal
//     check's sight (ambushSeen) from the mover's pose, or touching the
//     hidden base (discovered "au contact" [L1630]); the paths are tried
//     every 0.25 cm and the point found by halving; a group's or a
//     together move's bases stop at the same fraction of their paths (a
//     group moves as one), and one cut while passing through a friend
//     [L1474-1477] stops short of it instead, since a base ends on no
//     other (TestDiscoveryInsideFriend). The text stops only the distant
//     move [L1630];
//     a tactical move is made in full when it is legal with the ambush
//     placed, and otherwise stops where it discovered it, since the rest
//     would run into troops the text has placed [L1289]. "No PIG
//     penalty" [L1630] is read as the move costing what was ordered: a
//     move straight ahead at full allowance keeps C6's exemption though
//     cut.
//   - Ambushes: S6 runs only with ambush = "allowed", although the text
//     makes it part of every set-up [L717], so that the sample battles'
//     sequences stay as they are; a player who wants none ends his
//     record at once. The first deployer records first (the records are
//     secret, so the order changes nothing). The ambush deploys inside
//     the army's zone when the scenario gives one, as S7 does (A9).
//     "Visibilité depuis l'extérieur" [L1270-1275] is read as the
//     distance from which an enemy outside sees troops in the site
//     (closest distance between the bases), which is what lets E18's
//     cavalry wait at the wood's edge. Revealing the whole ambush when
//     one base is seen is the text's own simplification [L1289]. C10
//     names every order ("pour donner un ordre si le C-en-C est dans une
//     embuscade" [L1362]), so his own group's order pays it too.
//   - Weather and time of day: both need deployment = "pre-battle",
//     which gives the invader the wind and the sun are told from [L997,
//     L1021]; the fixed wind setting is refused with weather = "rolled".
//     The weather score's and the time of day's dice are each player's,
//     the scenario's first army first (as S1's); the wind's origin is
//     rolled by the invader, whom it is told from ([L997] names no one).
//     A player's right and left are those of a player at his table edge
//     looking across the table (edges.go). A37: the turns before dusk are
//     the sum of the two dice; dusk's length is the setting dusk-turns
//     (1 by default); night falls at the start of the turn after dusk,
//     when the first player's period reaches step 2 [L1312], and needs no
//     roll. The dazzle risk's "two turns before dusk" are the last two
//     turns of daylight. Each period's weather roll is made once,
//     whichever of rain or wind the score gave (never both: 2-3 and 11-12
//     do not meet). T3 is +1 for rain or wind or both ("au moins un des
//     points suivants" [L2110]). "Faces the sun ±45°" [L1030]: the base's
//     facing within 45° of the bearing out of the table through the sun's
//     edge (the sun far beyond it), 45° included as for the wind [L1852];
//     in a shot only the primary shooter and a target shooting back are
//     "un Bw effectuant un tir" whose dazzle counts, as the shot is their
//     combat (§8.5); secondary shooters add T10 only. A base dazzled in
//     close combat gives +1 to the opponent it fights (its principal
//     opponent's combat), not to every enemy touching it.
//   - A42: the ZoC is shadowed per line along the owner's facing by the
//     owner's own side's bases, from their part in front of his front edge.
//   - A43: gaps form between any two bases other than the movers (a
//     group's bases form none while it moves).
//   - A46: the C-in-C's distance is the closest distance between his base
//     and the subject's nearest base; he is seen from a group when some
//     base of it sees him; C13 needs a subject all of LH.
//   - A53: "in" a ZoC means overlapping it with positive area.
//   - C6 "straight ahead at full allowance": every leg a translation
//     along the facing and the length within ContactTolerance of the
//     allowance for the terrain touched.
//   - C6's exemption [L1357], "si le mouvement ne finit pas au contact
//     d'un socle ennemi dans une position de combat rapproché ou de
//     support ou de débord" (endsEngaged): the move ends with some base
//     of the subject (any one: C6 counts once per order, A17) in close
//     combat with an enemy (G9), in an overlap position against one
//     (G12, whether or not that enemy fights: the line names the
//     position only), or in G15's support geometry behind a friend who
//     is then in close combat (a supporter touches the friend, not the
//     enemy, as an impetuous base reaches a target by support [L1727];
//     DGo, which takes the support's factor away, does not unmake the
//     position). Every base of the subject is at its end pose (a single
//     base's after the alignment slide its path records), the rest of
//     the table as it stands. Contact is table.ContactTolerance, so a
//     move ending 0.1 cm short pays. The exemption is the only one the
//     line gives: Ps, Ax, LH and Cv and Reg bases never pay C6; halts and
//     pack orders never do.
//   - "More than 8 MU" needs more than geom.Eps beyond it, so a base
//     exactly 8 MU away makes a tactical move; the C-in-C distance lines
//     likewise need more than geom.Eps beyond 5, 10 or 20 MU.
//   - Road following (G35): the centre stays on the road (within half its
//     width) and the facing within RoadTolerance (5°) of the road's
//     direction, turning freely near a bend; rivers and roads must be
//     lines with a width; a river ≤ 1 MU wide is RGo [L846].
//   - Groups: a base group-connected to others may still be ordered alone,
//     as a single base ("un seul socle" [L1353]). Bases facing within
//     DirTolerance (0.5°) face the same way; corners within
//     table.ContactTolerance coincide. Front lines are told apart by flank
//     contact; the front's width is the sum of its bases' widths.
//   - Column following its head: the head's track is its straight-ahead
//     moves, its corner pivots being bends; each follower goes along it
//     as far straight ahead as the head went, so it pivots only at the
//     bends it reaches (never part of a pivot) and a column opens by a
//     base's depth behind a head that pivoted a quarter turn. A follower
//     pivots on its own front corner on the side of the head's pivot.
//     A column's non-rigid move whose head stands still is an extension,
//     one whose head only pivots a quarter turn while others move an
//     extension by pivoting; any other is a follow move. Each base of a
//     following column measures its own path (A22: its pivots at the
//     bends it goes round as arcs) and the move's length is the longest,
//     so a base going round an earlier bend of a broken column spends
//     that arc of the allowance; "straight ahead at full allowance" (C6)
//     is the head's manoeuvre.
//   - Column extension [L1576]: "the previous base" is read as any base
//     already in place (the head or one before it in the column), so a
//     column may extend to both sides of its head.
//   - Column with two bends between neighbours [L1532]: "la tête d'une
//     colonne peut pivoter comme elle veut et chaque fois qu'elle le
//     veut", so the text allows the head two pivots within a base's
//     depth to either side — to opposite sides a jog, after which the
//     bases may all face one way again, still a broken column — and
//     bends adding up to half a turn or more, a file folding back beside
//     itself; only each pivot stays less than an about-face (headOps).
//     The table does not show where the head went between the bends.
//     The link is read with the second bend at A, the one before's front
//     corner the second pivot turns on (the one before has gone no
//     further since it pivoted there): b goes s straight ahead, pivots
//     θ1 on its front corner on that side (Q), goes D - s straight ahead
//     (D the one before's depth), pivots the rest on its corner on that
//     side, ending on A; θ1 makes the two straight stretches add up to
//     D, an equation affine in tan(θ1/2) (twobends.go): one reading at
//     most, or, where it does not depend on θ1, every θ1 or none — then
//     the least that fits, on a 1° grid. Of the readings that fit (each pivot to
//     either side, the total the facings' difference or that ± a full
//     turn), the one turning least. Two bases a track takes each to the
//     other are read the way the simpler track goes; as simple (a
//     symmetric fold), the way the column's other links leave open (a
//     base has one base ahead and one behind), else neither: two bases
//     alone folded back are no column, as either could be the head. It
//     is what the head made
//     when it has not moved since its second pivot, and the one-bend
//     reading on the chord. It is no record of the head's path: when the
//     head had gone on after its second pivot, a follower not yet at the
//     first bend is read anew by each order, so an advance ordered in two
//     parts may leave it at another pose than in one (the head going 1.5
//     cm after pivots of 30°, 1 cm and 30° then 1 cm leaves it facing
//     49.8° instead of 30°); no reading from the table alone can avoid
//     that for every pose (one keeping the split from order to order
//     covers only part of the area), and the rules keep no column
//     status. A follower given another end is refused [L1532].
//   - Contact between a column's bases [L1527-1543]: a straight
//     column's bases are in group connection, front edge on rear edge
//     [L1530], but a broken column's need not touch at a bend. Its bases
//     are "considérés être dans le même groupe même s'ils ont des
//     directions différentes" [L1541], and [L1532]'s following keeps a
//     base "dans la vieille direction tant qu'[il n'a] pas atteint le
//     point où la tête de colonne a effectué son pivot": a pivot on a
//     front corner lifts the whole base that made it off the line of its
//     old rear edge (by s(1 - cos θ) at least, s the follower's distance
//     short of the bend), so the base straddling a bend stands apart from
//     the one before until it reaches the bend, where it pivots. Bases
//     facing different ways in one column stand so, but for that
//     instant: requiring contact would leave no broken column at all.
//     The two-bend links follow: two bases facing one way, one a depth D
//     ahead of the other and a width W to the side, a width's gap between
//     them (an echelon), are where following leaves the second base
//     after the head pivoted θ right (2·atan(W/D) at least, 106.3° for
//     4 × 3 cm), went W·cot(θ/2) and pivoted θ back — two follow orders
//     of a Cv column make it (TestEchelonIsAJog) — so they are a broken
//     column, as is every pose such a jog makes; corner to corner is no
//     link. The table cannot tell a pair placed so from one a column
//     left ([L1539], above).
//   - Three bends or more between neighbours [L1532]: the text allows
//     them, but the table cannot bound them: pivots on alternate front
//     corners walk a base sideways with no straight move at all, so
//     with bends unbounded any two bases of one width near each other
//     would read as a column. Links are read with two bends at most;
//     three or more are recognised when two bends make the same poses
//     (three pivots to one side mostly are, read as two), a zigzag that
//     no two bends make is not. A broken column's inclination [L1585]
//     is its first facing difference from the head back (bendSide): a
//     column whose bases all face one way again after a jog has none,
//     and may extend by pivoting to either side.
//   - Forming a column: the head is a base of the group's front (G21);
//     a group's non-rigid move is read as forming only when its bases end
//     in a column, else it is refused as not rigid; at right angles when
//     the head turns. At right angles [L1558-1559], "sa capacité de
//     mouvement" is the group's (A18) for the head, the others have four
//     times it each (their own path by the single-base metric, [L1499];
//     the stop rule [L1449] is applied to a quarter of it), and the
//     pivot is a quarter turn either way on the matching front corner.
//   - Group moves have no straight back (not in [L1490-1496]); a group
//     goes back by an about-face, then straight ahead as another order.
//   - The pivot limit [L1614] exempts columns as written, even for a
//     column's rigid pivot.
//   - The pivot point matches the front's corner within
//     table.ContactTolerance; no base may be beyond the pivot lines by
//     more than that.
//   - Impetuous targets [L1729-1738]: priorities 1-3 choose among the
//     targets reached this move, 4 ("most in front") the target when none
//     is (A52); ties of priority 2 or 3 (lengths within
//     table.SweepResolution) and of 4 (the same G39 cost and nearness)
//     are the active player's choice [L1738] (A12: he moves his
//     impetuous bases [L1742]), asked only when the tied moves end at
//     different poses (two moves to one place are no choice); the rules'
//     pick, offered first, is the first non-El in table order. "Reached" needs
//     a path clear of every base but the target: a friend in the way
//     makes a target unreached by that move (the friend cases apply to
//     the straight-ahead parts actually made). Priority 3's "shortest
//     possible move" is read with A40: the ends are G39's engage-and-align
//     poses, the paths one rigid motion (a pivot about one point, or a
//     translation), with or without an about-face first (free, A21),
//     measured as made [L1499]. Heading for an unreached target not even
//     partly straight ahead (A52, [L1724] "se diriger vers elle") is a
//     forward pivot on a front corner then straight ahead, the pivot
//     leaving the least G39 cost to engage it.
//   - The mounted's DGo veer [L1722, L1745] ("peuvent", may) is the
//     player's: the smallest pivot (in 5° steps) of at most 90° that
//     avoids the DGo, to the right or, when it avoids it too, to the
//     left, or no veer; the rules' pick is the pivot to the right. A
//     larger pivot than the smallest is not offered (the text bounds it,
//     "jusqu'à 90°", but gives no reason to turn further).
//   - Impetuous targets met at once straight ahead (priority 1
//     [L1733]): the enemies the base's front touches where going
//     straight ahead stops, within the contact tolerance, are all "the
//     first" it reaches. The move is the same whichever is named, so
//     [L1738]'s "le joueur a le choix" changes the outcome only by an El
//     target's cancelling it, which he may not choose while another is
//     no El: no choice is asked, the target named is the first in table
//     order that is no El (an El only when all are, cancelling the move).
//   - [L1756]'s shift "vers la droite ou vers la gauche" is the active
//     player's when both leave the base alone (he moves his impetuous
//     bases [L1742]), asked after the move is made (where it ends is not
//     known before: friends make way, recoil or move first); "environ
//     5mm" is ImpetuousShiftCm (0.5 cm) each way, not a length he
//     chooses. Back is no choice: only when right and left both fail.
//   - A12 [L1738, L1742]: the choices are made when step 5 reaches the
//     base (table order, A24), on the table as the bases before it left
//     it; the action names the move by target and rank, and the rules
//     plan the move again from the state, so the offers and the action
//     always agree.
//   - Impetuous case 4 [L1750]: "recoil to let it pass" is the recoil of
//     G46 by the friend's own depth along its own facing; the impetuous
//     base stops it as a base it may neither push nor pass through, and
//     an incomplete recoil is "cannot recoil", so it flees, the recoil
//     made counting as the flight's [L2288]. A friend makes way once per
//     impetuous move: met again (a recoil that did not clear the way), it
//     stops the move. Baggage never moves [L589] and stops it.
//   - Conforming [L1685-1697]: the case is decided by the contacts the
//     move made, before anyone conforms (so a skirmisher group split by
//     one base's conforming stays split [L2706]); "contacted on its front
//     edge" is the mover's front edge on it (G3), a front corner of the
//     mover on it (G1), or its own front corner on the mover's front edge
//     with the two facing each other (an angled front-to-front contact);
//     "conform" and "align" [L1703] both end with the two front edges
//     coinciding (bases of a scale share their width); "an obstacle"
//     [L1685] is no room (an overlap with a base that does not move, or
//     impassable terrain), the table's edge, or a close combat with
//     another enemy that the move would break; for [L1695] only the room
//     and the table's edge count, as written. Single-base and impetuous
//     moves are not group moves, so only [L1695] follows them. Only the
//     end pose is checked, not the swept turn.
//   - Impetuous troops: Wb of either status (the text writes "Irr HCh,
//     Irr Bd(F), Wb" [L1768]); "could contact baggage" is read as
//     reaching an enemy Bg front to front going straight ahead this
//     period, and "not moved nor halted" applies to those too. A group halt halts every base of the group, impetuous
//     or not.
//   - "Entirely in RGo or DGo" (C4, C5): the part of the base outside
//     the features that are RGo or DGo for its troop (rivers as their
//     buffered segments) is at most table.AreaSlack.
package bloodblades
