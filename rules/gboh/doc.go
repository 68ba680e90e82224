// Package gboh is the Great Battles of History fantasy adaptation ("gboh"),
// built from the French rules text (shared/seeds/003_b941755aa0db8528.txt,
// cited as [Lnnn]) through its English implementation spec
// (shared/rules/gboh-fantasy.md, cited as spec §n, its ambiguities An,
// geometry Gn, dice Dn, examples En and tests Tn). The text is the
// authority; where it is ambiguous the spec's §14 recommendation is
// followed and named below. Rule citations of the form "GBoH §5.32" are
// the source's own rule numbers. The game is played on the shared hex
// overlay (table.Table.Hexes, package hex): a counter is one table.Base on
// hex centres; a move is a path of poses, one elementary step each; the
// tape counts MP. The charts the text does not print come from package
// charts (its UNOFFICIAL shipped set, charts.Default, for now). The
// ruleset is not registered (rules.Register) yet.
//
// # Map of the package
//
//	rules.go      Rules: ID "gboh", Setup (prepare: sides, settings, units,
//	              commanders, the map, every counter), Resume and Keys
//	              (positions), Legal, Check, Apply, Measure, the d10
//	units.go      troop Types, individuals, formations; TQ, MA, ratings,
//	              Rout Points
//	profile.go    the profile keys, their ranges and who carries them;
//	              missile weapons; checkUnit
//	status.go     unit statuses (the markers), battle counters, phases,
//	              with their ranges (positionKeys)
//	board.go      the hex map built once per Spec with the charts; reading a
//	              counter's pose (Normal, Column, double, individual); ZOC;
//	              the Command Range path (G10)
//	activation.go activation by Initiative, the tie roll, the Orders Phase's
//	              start and end, Finished leaders
//	momentum.go   Momentum, the Destiny die, Re-activation, Trump (friendly,
//	              on a Trump, on a Momentum)
//	lines.go      Line Commands: Line membership (G17), rigid and loose,
//	              eligibility (CinC, subordinate, Strategy roll), LOS (G12)
//	orders.go     the Individual Order behind a move; applying a move
//	move.go       planMove: a path decoded step by step and costed (MA,
//	              facing, Column, terrain, altitude, ZOC, stacking)
//	reload.go     the Rout & Reload Phase: Rallied markers, Reload (by the
//	              Missile Table's ranges), Moved units and Finished leaders
//	              flipped back, the next turn
//	offers.go     Offers: the buttons of the sequence of play
//
// # Scenario vocabulary
//
// Unit.Type is a troop Type as the text writes it (HAI, HI, PH, VG, MI, BI,
// LI, LP, SK, SK*, LC, LN, WR, MC, HC, AC, HK, AK, El, LM; spec §3.2; the
// chart's [types] must know it), or leader, or hero. Profile keys
// (profile.go, each checked against its range and its carriers): combat
// units tq 1-9, size 1-20, ma 1-12 (all required), one missile weapon flag
// (bow a, longbow A, crossbow c, heavy_crossbow C, axe f, javelin j, mixed
// m, sling s), line 1-20 (the Organisation Table's Line, scenario data),
// yeomen, serfs; leaders initiative 0-9 and range 0-12 (required),
// line_command 0-2, strategy 0-9 (CinC only), cinc, contingent, elite;
// leaders and heroes charisma 0-5, combat (Individual Combat) 0-9, magic
// 0-1000 (a mage), friar, ma (9 if absent [L441-445], A38). Unit.Formation
// is "" (Normal) or column (infantry only). Settings: army1, army2 =
// disciplined (the default) or undisciplined [L2108-2137]. Statuses
// (positions): hits, moved, routed, rallied, missile (1 Low, 2 No), shock
// (1 Must Check, 2 No Check), gone (1 eliminated, 2 left the map; no
// base), ordered, lined, altitude; on leaders and heroes fate (1 wounded,
// 2 out of action, 3 killed, 4 captured), and on leaders finished, phases,
// trumped, reactivated, trumper, line-prev, pursuit. Counters: leader,
// orders, lines, line-ok, tried, window, tie-win, tie-at, last, last-at,
// react, end. Phases: activation, tie, trump, orders, momentum,
// reactivation.
//
// Counters on the map: a Normal counter on a hex centre facing a vertex;
// In Column facing a hexside (drawn pointing across it); a PH (the
// rectangular phalanx) on the midpoint of two hexes side by side, drawn
// more than 1.1 hexes wide, and only a PH so; leaders and heroes (round
// markers) on a centre, any way round. No hex holds two combat units or
// counters of both armies; each army has at most one CinC and at least one
// leader on the map.
//
// # What is enforced, with its tests
//
//   - Unit model and Setup (§3.1-§3.7): setup_test.go (TestSetupRefuses,
//     TestSetupAccepts, TestRatings: wounded −1 [L1910-1913], Column TQ −2
//     and MA +1, routed TQ 1; TestRoutPoints is T25; TestPosition).
//   - Activation (§5.1): lowest Initiative first, the tie roll and
//     alternation (D1), Finished leaders; Rout & Reload steps 1, 3, 5, 6
//     and the next turn (TestActivationOrder, TestTie, TestReload: at the
//     range and one beyond, an enemy MISSILE NO, an enemy ZOC).
//   - Trump (§6.8): friendly (E1: TestTrumpExample; TestTrumpFails), on a
//     Trump (TestTrumpOnTrump), on a Momentum (TestTrumpOnMomentum); one
//     try per side per activation; passed-over leaders marked (A20); a
//     trumping leader may not pass before an order that changes hex.
//   - Momentum and the Destiny die (§5.3): T1, T2 with every band of the
//     Destiny die and the dice 0 and 9 (TestMomentum), T3 (TestThreePhases).
//   - Orders (§6.1-§6.4): Individual Orders up to the Initiative, within the
//     Command Range path (G10), once per unit per phase; the CinC moving a
//     leader, 2 orders out of an enemy ZOC (A6); other leaders in an enemy
//     ZOC give none (TestOrders). Line Commands: membership, rigid/loose,
//     eligibility with T4's Strategy roll and its +1, turn 1, Momentum
//     phases, never with Individual Orders (lines_test.go).
//   - Movement (§7.1-§7.3, §7.5, §7.7): MA exactly and one over, front hexes
//     only, pivots 1 MP per 60°, terrain MP and hits, pivot hits in
//     Difficult terrain, altitude, impassable (TestMoveAllowance,
//     TestFacing, TestTerrain); T33 and the rout at TQ (TestSecondMove);
//     ZOC stop, no facing change in a ZOC, T7/T8 (TestZOC,
//     TestStartInZOC); cavalry kept out of a Wolf Riders' ZOC [L4431-4437]
//     (TestWolfRiders; Dragons and Trolls have no Type code yet); stacking and moving through friends by the Stacking
//     Table (TestStacking); Column moves and formation changes
//     (TestColumn); leaders by cavalry costs, +1 MP into a friendly combat
//     unit's hex (TestLeaderMove); leaders and enemy ZOC (TestLeaderZOC).
//     Measure gives the MP tape.
//   - The conformance suite (conform_test.go) on a 12×12 map with terrain.
//
// # Readings
//
//   - A move action is a unit's whole move on one order (a unit moves once
//     per Orders Phase [L1087-1090], and its move ends before another's
//     begins [L1122-1124]); s.Used holds its MP for the tape, renewed each
//     Orders Phase.
//   - "Commence son tour dans une ZdC" [L1479] is read as starting its move
//     in an enemy ZOC. A front hex is "free" when no counter stands in it.
//   - The Destiny die: a Momentum roll of 9 always fails, even for
//     Initiative 9: its 2-8 band says the leader who tried is Finished
//     [L965-967], and 0-1 and 9 imply he does not go on.
//   - Trump: passed-over leaders are the Inactive ones of lower Initiative
//     than the trumping leader (A20, strictly lower); a Trump on a Momentum
//     may be tried by any Inactive leader; the window opens only after the
//     active side's Trump or Momentum (the riposte opens none). A failed
//     Trump activates the side's first leader of lowest Initiative.
//   - Column (A23): a Column's front and ZOC are its one front hex; it
//     turns 60° in place for 1 MP, about for 2 MP [L1229-1233]; it enters
//     the front hex, a flank hex (free 60° turn) or a rear-flank hex (+1
//     MP), facing the way it moves; to form Column the new hexside is one
//     of the two beside the old vertex, and back the same way. A change of
//     formation is a step of its own, the last of a move.
//   - Stacking: a combat unit may move through friends as the Stacking
//     Table says but never ends a move stacked with one (voluntary moves;
//     involuntary stacking is for withdrawal and rout, not yet here). No
//     counter ever enters a hex holding an enemy counter (the text names
//     combat units [L1357-1359]; a lone leader's danger is not yet here).
//   - Individuals: leaders and heroes move on an order (the active leader's
//     own, the CinC's for another leader, the active leader's for a hero),
//     by cavalry costs, with no facing and no Cohesion loss; they enter an
//     enemy ZOC only into a hex with a friendly combat unit, and stop.
//   - Line Commands: the Line is the units of one profile line connected
//     by adjacency or one free gap hex, from the first listed; rigid when
//     all face alike side by side on the flank-axis row (A28; "one behind
//     the other" is not yet told apart and reads loose); a loose Line's
//     reach is the command path of twice the Range (A27); the CinC's reach
//     is his Range with LOS (A5). Eligibility is tested at the first Line
//     Command of the phase (before any order, so on the phase's starting
//     positions). LOS for it: combat units block but El and LM; woods
//     unless lower than both ends; a hex higher than the viewer and at
//     least as high as the target (G12).
//   - Reload [L1635-1648] is done for every eligible unit (it is always to
//     its good); "within range" is the enemy weapon's range in hexes from
//     the Missile Table, without LOS.
//   - A unit routs when its hits reach its current TQ [L2471-2473]; the
//     rout move itself is not yet played. Hits stop at 20.
//
// # For rules/hex
//
// Written here because rules/hex lacks it, to move there: a 1-hex Column
// counter facing a hexside (board.read/pose: hex.Unit has only 2-hex
// Columns); the ZOC of a counter with a passability callback (board.zoc,
// G8); the command path (board.inRange, G10: a BFS bounded by length that
// a callback forbids hexes to; hex.LOCPath is Musket & Pike's); the GBoH
// Sight preset (board.sight, G12); the Line chain (board.lineUnits, G17);
// a per-step altitude cost (move.go's enter). A double-counter (tercio)
// footprint type would belong there too.
//
// # Not yet done
//
// Missile fire, reaction fire and the ammunition rolls (§8; Reload is
// here); Shock and its
// markers (§9); Cohesion tests, rally, reorganisation, rout movement,
// pursuit (§10); Flight (Rout & Reload step 2); army withdrawal and victory
// (§10.7, step 4: Rout Points are computed, routPoints, but the thresholds
// are scenario data not yet read); Orderly withdrawal, reaction facing, flight,
// dismounting (§7.4, §7.6, §7.8, §7.9); leaders moving with the unit they
// are stacked with, leaders in danger, Peril, replacement (§6.5-§6.7);
// Elite Orders Phases, impetuosity (§6.9, §6.10); scouting and set-up
// (§4.3-§4.4); magic, fantastic troops, heroes' special rules (§11); moving
// a double counter (refused: the text gives no rule, spec §12.2); the
// tercio (no Type in the text); a scenario naming its own chart file; the
// Missile, Superiority, Clash of Weapons, Combat, Peril, Pursuit and
// Organisation charts. A trumping leader none of whose units can move is
// stuck until one does (fire and Shock, the other ways out, are not here).
package gboh
