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
// charts (the scenario's own chart file when its [hexes] names one,
// board.go chartsOf, else the UNOFFICIAL shipped set, charts.Default). The
// sample battle is scenarios/gboh.toml (plateau -scenario gboh).
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
//	elite.go      Elite commanders' Elite Orders Phases (phase elite)
//	lines.go      Line Commands: Line membership (G17), rigid and loose,
//	              eligibility (CinC, subordinate, Strategy roll), LOS (G12)
//	orders.go     the Individual Order behind a move or a fire (orderFor);
//	              applying a move
//	move.go       planMove: a path decoded step by step and costed (MA,
//	              facing, Column, terrain, altitude, ZOC, stacking)
//	movefire.go   a move applied with what follows: the rout of a unit it
//	              broke, fire during the move, the reactions it triggers
//	mounted.go    mounted archers: enter an infantry ZOC, fire, return
//	fly.go        flyers (§7.8): no terrain cost, no ZOC, altitudes, the
//	              range added at them
//	dismount.go   cavalry dismounting and remounting (§7.9)
//	fear.go       fantastic troops (§11.6): horses' fear of Wolf Riders,
//	              Trolls and Dragons, Trolls' and Dragons' fear, their
//	              bonuses, the Trolls' regeneration
//	fire.go       missile fire: who fires, at whom (range, extreme range,
//	              arc, LOS), the order, the double rate of fire
//	fireresolve.go the fire's die, modifiers, Missile Table, hits,
//	              ammunition, Peril on a natural 0
//	react.go      the other player's reactions to a move (phase reaction):
//	              reaction fire, reaction facing; the solo setting
//	reactwithdraw.go orderly withdrawal, a reaction of react.go
//	reactwithdrawline.go the cavalry Line's withdrawal together, bow
//	              cavalry's fire while withdrawing
//	shock.go      the Shock segment: who may Shock, designating Shocks
//	shockresolve.go the six steps: pre-shock check, Peril, Clash of
//	              Weapons, Superiority, odds, Combat Table, hit sharing
//	shockend.go   rout checks, "everyone routs", advance after combat,
//	              Columns attacked, the end of the Orders Phase
//	shockface.go  the advance's 60° turn (phase advance-face)
//	losses.go     elimination, hits from attacks, the Peril Table
//	danger.go     lone leaders and heroes an enemy moves next to: escape,
//	              Peril, capture
//	leaderwithdraw.go a lone leader's or hero's withdrawal (a reaction);
//	              leaders and heroes going with a unit that withdraws or
//	              routs
//	replace.go    the CinC's replacement of a lost leader
//	impetuous.go  impetuosity: a Line Command's charge, the Discipline test,
//	              the Impetuous unit's whole-MA move and its Shock, the
//	              Impetuous Line's activation
//	rout.go       the rout move on routing and Flight (Rout & Reload step 2)
//	pursuit.go    cavalry pursuing the unit its Shock routed, the Pursuit
//	              Table and its modifiers
//	pursuitflee.go the router of a pursuit of cavalry routed again flees
//	              off the map, its pursuer following its path [L2750-2767]
//	pursuitcombat.go the combat of the pursuer and its router in the
//	              Pursuit box (A34)
//	pursuitbox.go the Pursuit and Regrouped boxes: leaders In Pursuit (phase
//	              pursuit, or instead of orders), regroup, the return roll
//	rally.go      Rally and Reorganisation orders
//	score.go      the scoreboard (Rout Points against the thresholds, losses)
//	              and the counters' markers (rules.Scorer)
//	tools.go      the tools about one counter (rules.Tooler): a leader's
//	              Command Range, a mage's base range, a unit's reach; sight
//	armywithdraw.go Rout Points, the rout thresholds (settings), the Army
//	              Withdrawal tests, the end of the battle
//	magic.go      mages, Magic Points, base range and duration, casting
//	magicspells.go the spells played
//	magicdispel.go dispelling a lasting spell (phase dispel)
//	reload.go     the Rout & Reload Phase (an action of its own): Rallied
//	              markers, Flight, Reload, Army Withdrawal, Moved units and
//	              Finished leaders flipped back, the next turn
//	offers.go     Offers: the buttons of the sequence of play, reactions,
//	              dispels, Rout & Reload
//	offersfire.go the selected units' fires and the selected mages' spells
//	offersshock.go the Shocks a side may designate, alone and together
//	offersmove.go the offers of a selected counter: advance toward the
//	              nearest enemy, rally, reorganise
//	gbohtest/     a sample rulestest.Player; scenarios/gboh.toml the sample
//	              battle it plays to an army's withdrawal
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
// 0-1000 (a mage), friar, ma (9 if absent [L441-445], A38); any counter
// fly (it moves flying, §7.8); HK and AK dismount 1-12 (they may fight on
// foot as HAI, this their MA on foot, §7.9); LM dragon (a Dragon), HAI
// troll (a unit of Trolls) (§11.6; Wolf Riders are Type WR). Unit.Formation
// is "" (Normal) or column (infantry only). Settings: replace1, replace2
// = "COUNT:INITIATIVE:RANGE" the army's replacement commanders [L730-732]
// (none if absent); army1, army2 =
// disciplined (the default) or undisciplined [L2108-2137]; reaction_fire
// = ask (the default) or decline (solo play: no reaction, withdrawal or
// dispel is ever offered); rout1, rout2 = "POINTS:LEVEL, ..." each army's
// rout thresholds (A11: past POINTS Rout Points a d10 at least LEVEL
// routs the army); none, that army never withdraws. The Retreat Zones are
// the map's edges (hexes.edges), which Setup requires. Statuses
// (positions): hits, moved, routed, rallied, missile (1 Low, 2 No), shock
// (1 Must Check, 2 No Check), gone (1 eliminated, 2 left the map, 3 in
// the Pursuit box, 4 in the Regrouped box; no base; a leader In Pursuit
// 3 or 4), regrouped (this turn), ordered, lined, altitude (a flyer's: 0
// low, 1 medium, 2 high), dismounted (on foot, as HAI), burned (Trolls a
// fire spell attacked), shifted (left its
// deployment hex), advanced (moved this phase), react (the reactions
// offered, bits), faced, pursued, combat (its Shock this phase), lead,
// advanced-from, rally-tried, bravery, bravery-magic, demoralized,
// demoralized-magic, advance-turn (may turn 60° after its advance); on
// leaders and heroes fate (1 wounded, 2 out of
// action, 3 killed, 4 captured), spent and cast (mages), and on leaders
// finished, phases, trumped, reactivated, trumper, line-prev, pursuit
// (In Pursuit), pursuit-call (1 may go In Pursuit, 2 may ride into the
// box), elite-done. Counters: leader, orders, lines, line-ok, tried,
// window, tie-win, tie-at, last, last-at, react, end, react-to,
// react-back, react-from (the hex the mover's move began on), combats,
// dispel-on, dispel-spell, withdrawn, after-shock,
// elite, return-failed, replaced. Leaders also keep lost (the Rout
// Points of the leaders a replaced counter was) and promoted (placed this
// turn by a replacement); combat units impetuous and imp-done; counters
// imp-tested (the Lines whose impetuosity was settled this phase) and
// imp-line (the Impetuous Line whose phase this is). Phases, in playing order: elite, activation, tie,
// trump, orders, reaction, dispel, shock, advance-face, pursuit, momentum,
// reactivation, rout-reload, over. Action kinds besides the sequence's:
// in-pursuit (Target a leader), regroup (Args follow = yes), return
// (Args follow = yes, at = "unit=CCRR,...", hex = CCRR for a leader
// alone), replace (Target the lost leader, Args on = the unit), dismount
// (Target the unit, to dismount or remount; Args vertex = 0-5 its new
// facing), a move takes Args altitude = low, medium or high (a flyer's
// altitude at its end), and
// activate takes Args line (an Impetuous Line) instead of a Target, and
// react = withdraw takes Args with (the leaders and heroes stacked with
// the unit that go with it), line = yes (its cavalry Line withdraws with
// it), fire = yes and range = N (bow cavalry fires as it withdraws);
// advance-face (Target a unit that advanced after combat, Args turn =
// left or right), in phases advance-face, pursuit and momentum.
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
//     alternation (D1), Finished leaders; Rout & Reload (an action: steps
//     1-6) and the next turn (TestActivationOrder, TestTie, TestReload: at the
//     range and one beyond, an enemy MISSILE NO, an enemy ZOC).
//   - Trump (§6.8): friendly (E1: TestTrumpExample; TestTrumpFails), on a
//     Trump (TestTrumpOnTrump), on a Momentum (TestTrumpOnMomentum); one
//     try per side per activation; passed-over leaders marked (A20); a
//     trumping leader may not pass before an order that changes hex.
//   - Elite Orders Phases (§6.9): elite_test.go (TestElitePhase: offered at
//     the turn's start, no Momentum, Inactive again, counted; declined;
//     TestLegal: every phase's action kinds).
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
//     (TestWolfRiders; TestFearZOC: Trolls and Dragons too);
//     stacking and moving through friends by the Stacking Table (TestStacking); Column moves and formation changes
//     (TestColumn); leaders by cavalry costs, +1 MP into a friendly combat
//     unit's hex (TestLeaderMove); leaders and enemy ZOC (TestLeaderZOC);
//     the ordering leader and heroes going with a unit, Args["with"]
//     (TestMoveWith, A7).
//   - Fantastic troops (§11.6): fear_test.go (TestFear: Wolf Riders, a
//     Dragon next to cavalry, the forced withdrawal or the test with its
//     least hits, routed cavalry eliminated; Trolls next to infantry of
//     TQ 5 and 6, routed, infantry coming next to Trolls; a Dragon next to
//     TQ 4 and 6, TQ 5 coming into contact; TestFearZOC; TestFearShock:
//     cavalry's 2 hits attacking Wolf Riders, no Dragon pre-shock check;
//     TestNoSuperiorityOver; TestDragonBonuses: +3 fire, +2 spells;
//     TestTrolls: a leader-mage's orders, no rally, a Dragon's
//     reorganisation, regeneration's conditions, Firebolt's burn;
//     TestDragonResists: the 5+ against a spell not a direct attack;
//     TestDragonMoves: free facing, no terrain Cohesion loss).
//   - Flyers (§7.8): fly_test.go (TestFlying: terrain flown over at 1 MP
//     a hex, free facing, the altitude-up cost at low altitude only, the
//     climb's 5 MP and the descent's 2, 1 or 0, the MA; TestFlyingZOC: no
//     ZOC exerted, ZOC ignored, Shock reach by altitude; TestFlyingFire:
//     the range +2/+5/+10; TestFlyingOffers); flystack_test.go
//     (TestFlyingStacking: never into the enemy's hex, over a friend at 1
//     MP without losses).
//   - Dismounting (§7.9): dismount_test.go (TestDismount: the 4 hexes,
//     the enemy's missile range, all MA spent, Moved, the facing, as HAI
//     with its MA on foot, remounting, once a phase; TestDismountOffer;
//     TestDismountProfile: HK and AK only); dismountrefuse_test.go
//     (TestDismountRefusals: routed, rallied, pursued, MP spent, the
//     enemy's unit).
//     Measure gives the MP tape.
//   - Missile fire (§8): fire_test.go (TestMissileFire: T17, T18, the
//     ammunition rolls, every modifier, T19/T20 in TestMoveFire, the
//     composite bow's 2 hits, throwing axes; TestFireRefused: range, arc,
//     routed, MISSILE NO, once per phase; TestFireSight: units between and
//     the bow exception; TestExtremeRange; TestRateOfFire; TestFireOnRouted
//     and TestPeril: the Peril Table's bands, wounded twice);
//     mounted_test.go (§8.7: fire and return, the two reaction fires).
//   - Reactions (§7.4, §7.6, §8.4): react_test.go (TestReactionFire:
//     entering and leaving a ZOC, the offers, declined, the solo setting,
//     no ammunition; TestReactionFacing: the infantry test, once per
//     phase); reactwithdraw_test.go (T5, T6, the flank's extra hit; the
//     missile unit's fire at a unit withdrawing from it);
//     reactwithdrawline_test.go (TestLineWithdrawal: the Line together,
//     one of no greater MA staying, an infantry unit, no able leader, out
//     of his Range, not of a Line; TestWithdrawFire: the short bow at 2,
//     hit and miss, the composite bow at the range the mover began at,
//     refusals; the offers).
//   - The advance's 60° turn (§9.8 [L2047-2050], A19): shockface_test.go
//     (TestAdvanceFace: offered in the Momentum phase, once, not to
//     others, lost at the next activation, phase advance-face when no
//     Momentum follows; TestAdvanceFaceInZOC: the attacker that may not
//     advance turns instead); shockfacephase_test.go
//     (TestAdvanceFacePhase: refused in the Orders Phase and the Shock
//     segment).
//   - Shock (§9): shock_test.go (TestShockSteps: T9's check, the Combat
//     Table, T14; TestShockNoCheck; TestSuperiority: T10, T11, a flank
//     attack; TestOdds: T12 under A13; TestCharisma: T13; TestFriar;
//     TestClashChoice: E2, the attacker's choice of the attack that sets
//     the column; TestEveryoneRouts [L2610-2637]; TestMustShock: heavies
//     must, lights may, designation limits; TestAdvanceAfterCombat;
//     TestAdvanceDrawsFire [L1756-1758]).
//   - Pursuit (§10.6): pursuit_test.go (Stop and its turn done; after
//     infantry, the second attack and the router eliminated, or no second
//     attack; after cavalry, off the map and into the Pursuit box, not
//     counted for Rout Points); TestPursuitModifiers (the Pursuit Table's
//     modifiers: Charisma, discipline, Type); TestPursuitBoxCombat (A34:
//     the router's check, the Combat Table, the pursuer's hits and its
//     elimination, the box's Charisma); pursuitflee_test.go
//     (TestPursuitFleeOff: the second rout of a pursuit of cavalry, by a
//     failed check or Cohesion lost: the router flees off the map, the
//     pursuer follows it into the box or stops before an enemy ZOC; its
//     way barred, the router is eliminated); pursuitchoice_test.go (TestPursuerChoice:
//     of two cavalry the Superiority unit, else the highest TQ [L2700-2704];
//     TestPursuitSecondAttackAlone: no second attack with another enemy in
//     the pursuer's ZOC [L2736]; TestPursuitSecondAttack: the router
//     eliminated by any Cohesion lost, or both staying put);
//     pursuitedge_test.go (TestPursuitOffTheMap: a router off the map at
//     once, the pursuer into the box only if it reached the edge itself,
//     not when an enemy ZOC stopped it). The boxes (pursuitbox_test.go:
//     TestPursuitCall: the stacked leader into the box, a leader in Range
//     to the edge, declined, out of Range not called; TestRegroup: with
//     the units or staying, alone, refusals; TestReturn: T21's 5 and 6,
//     the leader back losing his marker or staying, a hex named, not the
//     edge, too soon, the second leader refused, Rout & Reload;
//     TestInPursuitOrders: instead of orders, to the edge, then into the
//     box, no orders to others; TestBoxActivation).
//   - Leaders in danger (§6.7): danger_test.go (T30, T31, Peril and
//     capture, no way to a friend, each after his withdrawal declined;
//     the solo setting at once; his withdrawal of the MA difference).
//   - Leaders with a unit (§6.5, §10.4): leaderwithdraw_test.go
//     (TestWithdrawWith: the leader and hero, the hero only, none, not
//     stacked; TestRoutCompanions: with the router by the enemy, staying
//     otherwise, or when it is eliminated).
//   - Impetuosity (§6.10): impetuous_test.go (TestImpetuosity:
//     undisciplined, the Discipline test's 4 and 3 against Initiative 3,
//     once per phase, one hex only, the enemy too far; TestImpetuousMove:
//     a short move refused, the whole MA accepted, its Shock required and
//     its impetuosity ended by it; TestImpetuousLine: activated before a
//     leader of Initiative 1, its units without orders, no other unit
//     ordered, no Momentum, once a turn, both armies' Lines by the tie
//     roll).
//   - Replacement (§6.7, T32): replace_test.go (TestReplace: a
//     subordinate by a replacement commander, Finished, Rout Points kept,
//     not re-activated, none left; a contingent commander himself; a
//     mage, the CinC, not lost, not by the CinC; the setting).
//   - Rout, rally, withdrawal (§10): rout_test.go (TestRoutMove: 2 hexes,
//     woods first, off the map, hemmed in; TestRoutThroughFriends;
//     TestFlight; TestArmyWithdrawal: thresholds, levels, the setting);
//     rally_test.go (T15, T16, once per leader and turn, no order after;
//     TestHeroRally [L2209-2216]; TestReorganise).
//   - Magic (§11.2-§11.5): magic_test.go (TestBaseOf: §11.3 and T28;
//     TestCastStrike; TestCastRefused; TestLastingSpells: Demoralization,
//     Bravery, the dispel offered, rolled, declined; TestDispelChance: T29
//     and the table).
//   - The charts (charts/charts_test.go, charts/combat_test.go: every fact
//     the text gives of the Missile, Superiority, Clash of Weapons, Combat
//     and Peril Tables).
//   - Cost: bench_test.go (Check of a move, a click's Offers, at 100, 400
//     and 1600 counters: linear).
//   - The conformance suite (conform_test.go) on a 12×12 map with terrain,
//     missile troops and rout thresholds; gbohtest plays the sample battle
//     to an army's withdrawal from six seeds.
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
//     a router passes through friends but may not stay, rout.go). No
//     counter ever enters a hex holding an enemy counter (the text names
//     combat units [L1357-1359]; a lone leader's danger is danger.go's).
//   - A lone leader's or hero's withdrawal [L691-693] is a reaction
//     offered when an enemy combat unit of lower MA ends its move next to
//     him having started farther: by the MA difference in MP at cavalry
//     costs, each hex farther from it, into no hex a combat unit's
//     withdrawal may not enter [L1317-1321], the first such hex each step;
//     declined, the danger follows. Heroes likewise (same Peril
//     [L2198-2199]). In the solo setting the danger is resolved at once.
//   - Leaders and heroes with a router [L2194-2196, L2639-2641]: the
//     owner's choice is made for him: one that staying would leave alone
//     in an enemy ZOC or next to an enemy combat unit goes with it (also in
//     Flight and a failed rally's flight), the others stay; none goes with
//     a router that is eliminated or leaves the map. With a withdrawing
//     unit the player chooses (Args with).
//   - Replacement [L723-744]: "any unit he could command" is any friendly
//     combat unit on the map (command restrictions are not modelled); the
//     replacement commander is the scenario's setting (Initiative and
//     Range; no Charisma, Line Command, Strategy, Elite or Individual
//     Combat) and takes the lost leader's counter, renamed "Replacement
//     for ..."; the lost leader's Rout Points stay counted (status lost).
//     A leader-mage is a leader with Magic.
//   - Impetuosity: "2 hexes or more toward the enemy" is the unit's
//     distance to the nearest enemy combat unit shortened by 2 or more in
//     one move; it is settled at that move, once per Line and Orders
//     Phase, and makes Impetuous every unit of that Line Command (with or
//     without missile weapons: "cette Ligne"). "Use all their MA toward
//     the enemy" [L2123-2124]: a move of an Impetuous unit ends nearer the
//     nearest enemy and spends the whole MA or ends in an enemy ZOC; it
//     need not move at all when not ordered. It must Shock the enemies in
//     its ZOC, like a heavy unit that moved; any Shock it makes ends it.
//     An Impetuous Line counts as a leader of Initiative 0 (the lowest a
//     leader may have): ties with Initiative-0 leaders and between both
//     armies' Lines go by the tie roll and alternation (one die per side,
//     for the text's die per Line); its Orders Phase is played as a Line
//     Command under the name of the side's first leader on the map, who
//     gives no order in it (his phases, Finished side and Momentum
//     untouched); only its units Shock then; once a turn (status
//     imp-done, counter imp-line); a failed Trump's leader may still pass
//     before it.
//   - Leaders in danger: the refuge is the nearest friendly combat unit by
//     a path of at most his MA hexes clear of enemies and their ZOC (the
//     command path's test); he is in danger when an enemy's move ends next
//     to him having started farther; heroes too (same Peril [L2198]).
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
//   - A unit routs when its hits reach its current TQ [L2471-2473] and
//     makes its rout move at once (2 hexes, rout.go); hits stop at 20. A
//     router's hexes are chosen by the text's priorities, the first of
//     equals (the owner's choice made for him); it ends facing its Retreat
//     Zone; leaders and heroes stacked with it stay. Flight spends the MA
//     by the Movement Table and stops where the next hex costs more; a
//     router on its edge with MP left leaves the map (eliminated, counted).
//     The Stacking Table's router rows are not in the chart: passing
//     friends costs nothing yet.
//   - Fire: fire during a move is read at the end of the path (the player
//     ends the path where he fires), the last hex entered nearer the
//     target (G26); the "moving" +1 applies to it. A stationary fire does
//     not flip the unit (A10). Ammunition on the natural die (A17); weapon
//     m as a (A25). Heavy infantry for the modifiers: HI and VG; HAI
//     extra-heavy; PH neither (A24). The Missile Table's number is by
//     weapon and range only, the target's armour being the text's
//     modifiers. The double rate of fire ends once the unit left its
//     deployment hex (status shifted). A mounted archer's way back is free
//     and it ends as it stood before entering; the infantry's fire at its
//     coming is at 1 hex, at its going at the 2-hex number.
//   - Reactions are looked for when a move ends: entering a ZOC ends a
//     move, and a unit leaving one is fired at where its move ends, at
//     the 2-hex number, without range or LOS (the text fixes the range).
//     Reaction fire on entering is at the range it stands at. A Line's
//     units are answered after each unit's move, not after the whole
//     Line's. Reaction facing and orderly withdrawal ignore the mover's own
//     ZOC (the unit reacts to it); the withdrawal is offered when the
//     mover ends within 2 hexes having started farther (the text's moment
//     is inside the move), its path chosen hex by hex (rear hexes first),
//     keeping its facing.
//   - Shock: skirmishers never initiate (most cannot [L221-222]); a unit
//     that did not move needs the active leader's Command Range path
//     (A18). The column: the attacker names the attack that sets it (the
//     shock action's lead; by default the highest column), the defender's
//     least favourable unit is taken for him; Superiority by position of
//     those two, or against a Column, else by Type (the attacker's first).
//     Odds by A13; Charisma: the attacker's best added, the defender's
//     taken off (A15). Hits: the remainder to the Superiority unit, then the
//     column's, then in order; a routed defender losing Cohesion is
//     eliminated. Peril on a 0 (A3). Javelin infantry in a Shock is
//     MISSILE NO. Both sides routing in the pre-shock check: the attacker
//     stays routed in place.
//   - The advance's 60° turn [L2047-2050] is made once all the Shocks,
//     advances and the advances' reaction fire are resolved, in the phase
//     that follows (the pursuit calls or the Momentum roll), until the
//     next Orders Phase or activation; when no Momentum phase follows,
//     phase advance-face waits for the turns or "keep the facings". A19:
//     an attacker in an enemy ZOC that may not advance into the hex its
//     pre-shock check emptied [L2041-2046] may turn 60° instead
//     [L1889-1892].
//   - The cavalry Line's withdrawal [L1280-1289] is offered with a unit's
//     withdrawal: every unit of its Line (G17's chain, which must hold it)
//     is cavalry, and a leader with a Line Command rating, not a
//     contingent commander nor In Pursuit, has it within his Command Range
//     path (no LOS, no eligibility roll: he gives no order, "capable" is
//     read as his rating; even Finished). Each unit withdraws from the
//     mover by its own MA difference, farthest first; one of no greater MA
//     than the mover's stays, without penalty (a reading); only the unit
//     offered it may take the mover's back fire [L1740-1748].
//   - Fire while withdrawing [L1322-1331]: cavalry with a bow (a or A, not
//     crossbows), ammunition left, fires at the mover after its
//     withdrawal, a reaction fire without the moving modifier, at the
//     2-hex number; a composite bow may name the range at which the
//     mover's move began, if the withdrawing unit saw that hex (the mover
//     itself not blocking): the one point of the move kept (counter
//     react-from).
//   - Pursuit: only a rout by the Combat Table's result is pursued (not
//     the pre-shock check's nor the rout checks'); the Pursuit Table's
//     result other than Stop is the pursuit of infantry or of cavalry by
//     the router's kind; the pursuer follows the router's hexes keeping
//     its facing and does not advance after combat besides; after cavalry
//     it stops before an enemy ZOC (read as not entering one); a router
//     re-attacked takes its pre-shock check at TQ 1 and any Cohesion lost
//     routs it again. After cavalry, routed again, it flees off the map by
//     the rout's route (each hex nearer its edge, no hex limit: "le trajet
//     le plus rapide" [L2755-2758]), eliminated if it cannot; its pursuer
//     follows the router's hexes keeping its facing and stops before a
//     held hex or one in an enemy ZOC ("à 1 hexagone de la ZdC ... n'entre
//     pas" [L2761-2763]); only at the path's end, on the edge, does it ride
//     into the Pursuit box, after a router whose first rout took it off
//     the map as after one routed again.
//   - The boxes: a unit "enters pursuit" [L2817-2818] when it rides into
//     the Pursuit box (the only pursuit that needs regrouping); the leaders
//     whose Command Range reaches the hex its pursuit began from are
//     called, and those stacked with it there may ride into the box with
//     it, in phase pursuit once the Shocks are resolved. The edge the
//     cavalry left by is the enemy army's Retreat Zone (one edge per
//     army). A leader going In Pursuit is put on the nearest hex of it by
//     a path free of enemy units and ZOC, of any length (the text gives
//     none); with no path he stays and enters the box only once on that
//     edge. Going In Pursuit, or into the box, on activation ends his
//     Orders Phase (Momentum may follow: the next phase may be the
//     second the text asks for). "Eligible" units and leaders are the
//     army's (command restrictions per scenario are not modelled); the
//     regroup order, and the return order that succeeds, cost one
//     Individual Order; the return roll is the action the player takes
//     (offered, not forced). Returning units face into the map, have had
//     their order this phase, and come back on the hexes the player names
//     or the edge's first free ones; the leader comes back on the first's
//     hex. A leader In Pursuit tries no Trump (he could not give the
//     order it asks).
//   - The Pursuit Table's modifiers [L2708-2709] are named, not printed:
//     chart data (UNOFFICIAL: −1 per point of the best Charisma of the
//     leaders and heroes stacked with the pursuer, +1 for an undisciplined
//     army, +1 for HK and AK), added to the d10 before the Stop band.
//   - The combat "resolved in the Pursuit box" [L2763-2767] (A34) is one
//     Shock fought at once when the pursuer rides in after its router
//     (after the second attack, or when the router had fled off the map
//     already): no terrain, the front column, Superiority by Type only,
//     the odds rounded for the pursuer (it moved), the Charisma of the
//     leaders and heroes already in the Pursuit box (those stacked with
//     the pursuer ride in after it, in phase pursuit), no Peril. The
//     router alone checks, at TQ 1; failing, or losing any Cohesion, it is
//     eliminated, else it stays fled (left the map: the same Rout Points,
//     [L2573-2575]); the pursuer keeps its hits, and hits reaching its TQ
//     rout it off the map: eliminated (the leaders are then not called).
//   - Flyers: a hex flown costs 1 MP (the text gives no flying cost but
//     the Fly spell's, 1 MP a hex [L3047-3049]), whatever its terrain or
//     hexside, prohibited terrain included, without Cohesion loss; the
//     altitude-up cost [L1396-1398] is the Movement Table's MP per level,
//     paid at low altitude only. A change of altitude is made at the end
//     of the move (Args altitude), so the path is flown at the starting
//     altitude and a descent's cost counts the hexes of that move
//     [L1409-1412]; a move may be a change of altitude in place (a path
//     that stays put). Friends are flown over without the Stacking Table;
//     an enemy's hex is never entered. "No ZOC" [L1414-1415]: a flyer
//     neither exerts nor is stopped by one; at low altitude it Shocks and
//     is Shocked by its front hexes (the ZOC of a ground unit reaches it),
//     above, neither (out of reach). It may still be reaction-fired on
//     entering a ground unit's ZOC (the Fly spell's flyer is,
//     [L3050-3054]). The range added at a flyer [L1417-1421] counts for
//     the Missile Table's column and its range. A flyer's rout,
//     withdrawal and advance after combat follow the ground's rules (the
//     text gives none for them).
//   - Dismounting: the infantry it becomes is HAI [L250-251, L256-257]
//     with the same TQ, Size and hits and the scenario's MA on foot
//     (profile dismount; the text gives none); "enemy unit" is an enemy
//     combat unit; its range is the enemy weapon's in hexes (Reload's
//     reading); it must not have spent MP this phase (it spends all its
//     MA), costs one Individual Order (none on a Line Command), keeps its
//     hex, and takes no "moved again" hit. Everything that reads a Type
//     (infantry or cavalry, the Movement Table's column, Superiority,
//     heavy, the missile modifiers) reads HAI while it is dismounted.
//   - Fear (§11.6): "comes next to" [L4279-4307, L4437-4446, L4581-4603]
//     is a move that ends adjacent to a unit it did not start adjacent to
//     (either the creature's or the other unit's move), settled when the
//     move ends, before impetuosity and the reactions, unit by unit in
//     their order; no test for units adjacent already, for an advance
//     after combat or a rout. Cavalry's horse fear replaces the Dragon's
//     contact test for the cavalry a Dragon comes next to. The forced withdrawal is the orderly
//     withdrawal's (greater MA, a hex to back into, its penalties); when
//     none is possible the TQ test costs at least 1 (Wolf Riders, Trolls)
//     or 2 (Dragons) hits. Wolf Riders do not frighten Wolf Riders; Trolls
//     and Dragons frighten all cavalry. Infantry's Troll fear reads the
//     printed TQ ("de Qualité 5 ou moins"); the Dragon's TQ 5+ and 4- the
//     current TQ. The 2 hits of cavalry attacking what its horses fear
//     come before the Combat Table and their rout waits for the rout
//     checks. Trolls' "no Superiority" is cavalry's against them, by
//     position, Column or Type (Pursuit box too); nobody has positional
//     Superiority over a Dragon. Dragons' +2 is for the spells that strike
//     (the offensive ones of magicspells.go). Trolls regenerate in Rout &
//     Reload between its steps 2 and 3 (A37), routed or not; a fire spell
//     (Firebolt, Fireball, Meteor Swarm) that attacks them, hit or not,
//     ends it. "Orders only from leader-mages" [L4604-4606] covers Line
//     Commands' orders too (the active leader must be a mage). A spell
//     "not a direct attack" [L4313-4316] is one that does not strike like
//     missile fire (Stun, Demoralization, Bravery: friendly ones too, the
//     text making no exception); resisted, its Magic Points and order are
//     spent. A Dragon "moves like a leader" [L4262-4265]: it faces freely
//     (0 MP a pivot) and loses no terrain Cohesion; it still enters only
//     its front hexes and pays the Movement Table's MP (its LM column).
//   - Rally compares the printed TQ (A9); a rallied unit's hits are half
//     (infantry) or a third (cavalry) of its printed TQ (A8 a).
//   - Rout Points count units eliminated or off the map and leaders and
//     heroes out of action, killed or captured (A12); the highest
//     threshold passed is rolled against (A11); both armies failing in
//     one turn is indecisive [L2895-2896].
//   - Magic: a mage is read as knowing every spell his Magic allows (the
//     lists are C&S's); below Magic 100 the table's first row serves; a
//     dispel needs the dispeller's base range and sight to the target (a
//     reading); two d10 read 00-99 below the percentage (A30). Attack
//     spells take the target's and terrain's missile modifiers (A29); the
//     −2 against cavalry lowers the die.
//
// # For rules/rulestest
//
// rulestest's check that a move's base ends where its path ends does not
// allow a rule that moves the mover afterwards (the rout move of a unit
// its own move broke [L2526-2533], a mounted archer's return [L2157-2159]);
// conform_test.go proposes no such move.
// The check could accept a base that an event of the action moved again
// (Event.Base) or removed.
//
// # For rules/hex
//
// Written here because rules/hex lacks it, to move there: a 1-hex Column
// counter facing a hexside (board.read/pose: hex.Unit has only 2-hex
// Columns); the ZOC of a counter with a passability callback (board.zoc,
// G8); the command path (board.inRange, G10: a BFS bounded by length that
// a callback forbids hexes to; hex.LOCPath is Musket & Pike's); the GBoH
// Sight preset (board.sight, G12); the Line chain (board.lineUnits, G17);
// a per-step altitude cost (move.go's enter); the missile LOS with the bow
// exception (board.fireSight, G12 with [L1665-1674]); the rout step toward
// an edge by priorities (rout.go nextRoutHex, G20); the withdrawal path
// (reactwithdraw.go, G18). A double-counter (tercio) footprint type would
// belong there too.
//
// # Not yet done
//
// Heroes riding into the box; the CinC's restriction in an enemy ZOC on
// replacing [L643-646]; an Elite Orders Phase given through a subordinate
// (§6.9); impetuosity's die per Line (one per side, §6.10); the army
// discipline by race (§6.10: the army1 and army2 settings give it);
// scouting and set-up (§4.3-§4.4); flying mounts (§11.8); the spells not
// in magicspells.go (areas, walls, clouds, summons, cures, movement
// spells, Hailstorm's MA, the underlined and italic spells' rules, A1),
// the reaction fire at a mage casting alone, pre-battle magic; fantastic
// troops' other rules (§11.6): Dragons as Initiative-1 leaders without
// orders, their MA 6 on the ground and 12 flying with take-off and
// landing; the Trolls' Size scale; Centaurs, Elementals, Elves' +1 to
// fire, Gargoyles, Goblin elites, demons, Dwarves, Skeletons, Zombies and
// the "TQ 5- (4-) coming into contact" fear of Elementals, Gargoyles,
// demons and the undead; moving a double counter (refused: the text gives
// no rule, spec §12.2); the tercio; the Pursuit and Organisation charts
// (the shipped Pursuit Table, its modifiers included, is UNOFFICIAL). A
// trumping leader none of whose units can move, fire or Shock is stuck
// until one can.
package gboh
