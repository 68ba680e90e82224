// Package pagaille is the Batailles en pagaille ruleset (Nicolas Duflot;
// shared/rules/batailles-en-pagaille.md, "bep" below, from seed 004,
// whose lines are cited [Lnnn]): its settings, tables and unit model, and
// the game itself — units and Setup, the sequence of play, command,
// orders, the Advance, the charge, shooting, melee, rout, flight and
// rally, and the assessment with its victory points. Rules (ID
// "pagaille") implements rules.Ruleset, rules.Offerer, rules.Positioner,
// rules.Scorer and rules.Odder, registered for scenarios that name it. pagtest is a
// sample player that plays whole battles through the offers; the sample
// battle is scenarios/bep.toml (embedded: plateau -scenario bep).
//
// # Map
//
//   - settings.go: Settings, the choices the text leaves open (§14, §16.3:
//     pasToCm, the base sizes, saveMode, routTestTrigger, payOnFailedTest,
//     firstPlayerRule, friendlyInterpenetration, skirmishCoherency,
//     turnLimit, ownUnitBlocksLOS, A10-A12's notAttackedBonus,
//     officerStats, machineResistance, and §11.4's armyBuilder), each
//     with its default, range or
//     choices; ParseSettings reads them strictly from rules.State.Settings,
//     SettingDocs lists them for the docs.
//   - save.go: the save table (§3.10, L283-290) and SaveMode, the two
//     readings of it (A3).
//   - troops.go: the unit model's data and counts: infantry and cavalry
//     values by quality (§3.2-3.4), war machines and crews (§3.5-3.6,
//     Battery), unit sizes and costs (§3.1, UnitCost), strength bands
//     (BandOf; A24's readings of exactly 50 % and 25 %), the tactical
//     value a band counts (§10.2, CurrentTV) and the command points of
//     upkeep (§6.1, CommandPoints).
//   - weapons.go: the missile weapons (§3.11): range by shoot value, the
//     strength and to-hit modifier of a shot at a distance (A37, A36), who
//     may carry which, and their cost.
//   - rules.go: Rules, the action kinds and orders, Setup, Legal, Check
//     and Apply (the dispatch), the dice helper.
//   - units.go: the scenario's units (types, formations, profile keys and
//     their ranges), checkUnit, and a close-order unit's block of figures
//     (rules/block) read from its base at Setup.
//   - officers.go: generals and officers (§3.7-3.9): Officer, their Cd,
//     range and cost (A11's two tables), the staff a general may have,
//     checkArmies (one general an army, his staff).
//   - phases.go: the sequence of play (§5): the phases, statuses and
//     counters; the upkeep at the start of each turn, the roll-off for the
//     first player (A7), the alternation of activations, passing, the end
//     of the turn and turnLimit.
//   - command.go: command points (§6.1), command range (§6.3, G3), the
//     command test (§6.4, A4), activating an officer.
//   - orders.go: orders (§6.2, §6.5): their cost (OrderCost), Check and
//     Apply: paying (A6), the test, a failure's consequences (L45-49).
//   - move.go: the Advance (§7.1-7.3): the allowance roll, terrain classes
//     (§4), the per-figure terrain-weighted cost (G8), the path and end
//     checks (G9, G18), Measure's tape in pas.
//   - reform.go: re-forming a close-order unit's frontage as part of its
//     Advance (§7.2 PROPOSED): the new block, each figure's walk, offers.
//   - charge.go: the charge (§7.4): the target, the reach measured unit to
//     unit after the test (L154-159), the move into contact (L1008-1010),
//     the contact count and its warning (L166-169, G7).
//   - position.go: Keys and Resume (rules.Positioner): every phase,
//     status and counter with its range, and a position's consistency.
//   - offers.go: Offers: roll-off, activations, orders with their cost and
//     test (a shot with its shooters and expected casualties, a charge with
//     its distance, a rally with its Cd), the charge's snap into contact,
//     the Advance's longest move straight ahead, the waiting melee, end of
//     activation and pass.
//   - equipment.go: the weapons a unit carries (profile missile, polearm,
//     two-weapons), who may carry them (§3.11), melee strength, tactical
//     value with a missile weapon.
//   - shoot.go: who may shoot at a target (§8 steps 1 and 5, G10-G11):
//     range per figure to the nearest target figure, lines of sight past
//     dense terrain and other units (ownUnitBlocksLOS), the odds offered.
//   - shootresolve.go: the shot (§8 steps 2-4): to-hit dice by range band,
//     the musket's and grenade's natural 1s, grenade bursts (G13), saves
//     (§3.10), casualties, the rout test it may cause (A34).
//   - casualties.go: removing figures one at a time (the block's default
//     order, its empty rear ranks trimmed), a destroyed or fled unit's
//     bases taken off the table.
//   - melee.go: the melee (§9): who is in it (several units, §9.2), each
//     figure's dice (corners, polearms' second rank, two weapons), the
//     simultaneous hits and saves, the losing side.
//   - meleeresult.go: the fight action: casualties, the losers' recoil
//     (G15), rout tests, a winner's owed test, consolidation.
//   - slide.go: compulsory moves (recoil, flight): straight, stopping at
//     the first obstacle, impassable terrain, leaving the table (G17).
//   - rout.go: the rout test (§10.1), the rally (RallyCd, the Rally
//     order), the flight of routed units to the nearest edge (A9, G16).
//   - machine.go: war machines as units (§3.5-3.6, A12): type machine,
//     its values from its battery and crew, the crew as its figures.
//   - machineshoot.go: their shots (§11.2): range and die by crew, the
//     ballista's bolt line (G12) and re-aiming after an Advance (A14),
//     the catapult's and trebuchet's hits, the scatter with its two dice
//     told apart (G14, Scatter).
//   - assess.go: the assessment (§10.2-10.4): ArmyTV, BreakOf, the
//     general's test, VP, the end of the battle and its verdict.
//   - builder.go: the army builder (§11.4, L747-862): PointsOf, an
//     army's points value and what it buys; the four generals' Schemes;
//     CheckScheme, the percentages and counts, held at Setup when the
//     armyBuilder setting is "check".
//   - score.go: the scoreboard (rules.Scorer): the turn, each army's
//     tactical value against its break thresholds, its victory points
//     and command points; each unit's losses, band and state in words.
//   - odds.go: the odds before committing (rules.Odder), exact: the
//     melee's (MeleeOdds, from each attack's binomial of unsaved hits)
//     for the fight and for the charge's move home.
//   - shootodds.go: a Shoot order's (ShotOdds): its command test, the
//     casualties by number and the target's rout test.
//
// # The scenario
//
// A unit of figures has type "infantry" or "cavalry" and profile quality
// (a code in the text's order: infantry 1 elite, 2 heavy, 3 average, 4
// poor; cavalry 1 elite, 2 heavy, 3 light), figures (its starting
// strength, 8, 12 or 16), and the flags musician and banner. In close
// order (formation "" or "close") it is one base, the block's outline: a
// whole number of figure bases (the settings infantryBase, cavalryBase)
// wide and deep, the starting figures filling its ranks but for a partial
// last one; Setup writes its block's statuses (files, ranks, figures).
// Skirmishers (formation "skirmish") stand one figure a base.
//
// An officer attached to a unit is in its profile: officer = 1-3
// (distinguished, average, poor) or general = 1-4 (peerless,
// distinguished, average, poor); one who is not stands on his own base
// as a unit of type "officer" or "general" with profile quality. Either
// way the officer is named by his unit's id in actions. Each army has one
// general and no more officers of each quality than his staff allows
// (§3.9). A war machine has type "machine", profile machine (1 ballista,
// 2 catapult, 3 trebuchet) and quality its crew's (1 expert, 2 seasoned,
// 3 novice), on one base of the machineBase setting; its 3 crew are a
// status (crew), not bases. Terrain kinds "difficult", "very-difficult"
// and "impassable" are the text's classes (§4); any other kind is open
// ground.
//
// # Play
//
// A turn starts with its upkeep (each army's CP counted, logged with its
// parts as facts), then "roll-off" (phase first-player: a D6 each, the
// higher first, a tie again) unless firstPlayerRule says otherwise, then
// the orders phase: the player to play "activate"s an officer, gives
// "order"s (Args order = advance, shoot, charge or rally, and target for
// a shot or a charge), moves (or "reform"s, Args files) the unit an
// Advance or a charge lets move, and "end-phase" ends the activation;
// "end-phase" with no officer active passes for the rest of the turn.
// The turn goes to the other player after each activation if he can
// still activate an officer, else stays. A charge's move into
// contact leaves its melee waiting: "fight" resolves it, nothing else
// being allowed until then. When neither player can activate, the orders
// phase ends: the routed units flee, the assessment is played, and an
// army routed or turnLimit ends the battle (phase "over").
//
// A unit's weapons are in its profile: missile = 1-7 (stones, grenades,
// sling, short bow, long bow, crossbow, musket), polearm = 1,
// two-weapons = 1. Terrain kinds may end in "-dense" ("difficult-dense",
// "very-difficult-dense", "impassable-dense"), and "dense" alone is open
// ground: a dense feature blocks lines of sight (G10).
//
// # Readings taken (the text is silent or ambiguous; the spec's §14)
//
//   - A4: the command test is 2D6 at or below the officer's Cd.
//   - A5: the escalating cost counts the orders of the unit, whoever gave
//     them. An order given counts, its test passed or not.
//   - The free first order (L55-58) is only the one an attached officer
//     gives his own unit; the summary's conditions (L962-976), read
//     literally, would also make free the first order another officer
//     gives a unit that has an officer attached. We follow the spec (§5)
//     and the prose.
//   - A6: payOnFailedTest (default true) pays before the test; false pays
//     only when it passes. CP must suffice either way (L51-53).
//   - A7: a roll-off each turn (firstPlayerRule), the players alternate
//     after each activation, each officer once a turn, a player with no
//     officer left (or who passed) is skipped. A failed order ends the
//     activation at once.
//   - §6.1: the general counts as an officer for CP; CP are counted afresh
//     each turn.
//   - §6.3: command range from the officer's base (an attached officer's
//     is his unit's) to the nearest base of the unit, edge to edge;
//     exactly the range is in range (a millionth of a pas absorbs the
//     conversion).
//   - §6.5: a routed unit may only be rallied; a unit in contact with an
//     enemy may not Advance.
//   - §7.2: a move is measured figure by figure, each figure's centre in
//     straight lines from one pose of the path to the next, with terrain
//     weighting (G8); the dearest figure's cost is the move's. Several
//     moves of one Advance add their costs (the sum of each move's dearest
//     figure: a player never gains by splitting a move). The Advance ends
//     with the next order or the end of the activation. Friends block an
//     Advance's way unless friendlyInterpenetration (default true); no move
//     ends on a base or touching an enemy unit of figures; the table's
//     edges stop every move. A feature overlapping another counts its own
//     length (two overlapping difficult areas both charge).
//   - §7.2 re-forming: Reform's canonical new block (block.Layout.Reform),
//     its front edge's middle and facing kept (block.WithLayout); each
//     figure walks straight from its slot to its new one, terrain
//     weighted, the dearest within what the Advance has left; the new
//     outline is checked as a move's end.
//   - §7.3, §12.1: skirmishers move their bases together in one action,
//     each measured as one figure with the skirmishers' terrain costs;
//     their own figures never block each other's way, but no two end on
//     each other; with skirmishCoherency (pas, off by default) each moved
//     figure ends within it, edge to edge, of another figure of its unit.
//   - §7.4, A19: the charge is declared with its target; after a passed
//     test the reach is measured unit to unit (G2); beyond it the officer
//     has failed the order. Within it the unit's move has no allowance (the
//     tape shows none) and must end with a figure of each side in contact;
//     its way is checked as an Advance's (friends as
//     friendlyInterpenetration says), its end may touch the enemy. A
//     charge not moved home by the next order or the end of the activation
//     ends where it stands (the text does not say). Fewer figures in
//     contact than the charger's front or the target's edge holds is
//     accepted with a warning in the event (G7's note).
//   - §8, A18: a figure shoots when the nearest target figure is within
//     its weapon's range, measured base to base (G11, the band per
//     figure), and a line from its centre to the centre of some target
//     figure enters no dense terrain and no base of a unit other than the
//     target (round officers' bases never block; its own unit's figures
//     only with ownUnitBlocksLOS). The shooters the farthest from the
//     target are the musketeers who cannot shoot until next turn (L1205).
//     A natural 1 always misses (A32); a grenade bursts on the target
//     figure nearest the throwers, every figure within 3 pas of its centre
//     (friends too, G13) taking an F5 hit. A unit in contact with the
//     enemy may not shoot (§6.5 PROPOSED).
//   - §8 step 3, §12.1: casualties go from the rear rank, its ends first;
//     an emptied rear rank leaves the outline (the front edge stays);
//     skirmishers lose their last bases. A unit with no figure left, or
//     fled off the table, has its bases taken off the table (status
//     gone). The attached officer dies with it.
//   - §9: the melee is a separate action ("fight"), offered alone once
//     the charge is home. Every unit of figures touching a unit of the
//     melee, of the other army, joins it (§9.2). A figure strikes the unit
//     charged (for the charger), the charger (for the charged army), else
//     the first enemy it touches (the owner's choice, the rules' pick).
//     Polearms: a die at −1 (plus the charge's +1) for the second-rank
//     figure of the same file behind an engaged front-rank figure (G6),
//     unless that figure touches an enemy itself (then it has its own).
//     Hits are saved as soon as they are rolled; casualties are removed
//     after every die (simultaneous). The side with more unsaved hits
//     loses (A20, L244-246); a tie moves nobody.
//   - A27: an officer on his own base moves himself with an Advance
//     order to himself during his activation: free, untested, once a
//     turn, 2D6 pas (3D6 when his base is the mountedOfficerBase's
//     depth), measured by his centre, over any base (a round base never
//     blocks), not into impassable terrain nor off the table. He cannot
//     be charged or shot (no unit of figures).
//   - A routed unit charged fights back as any other (the text is
//     silent), and counts as attacked since its rout (L313-316).
//   - §9.1 steps 5-9: after the casualties, each unit of the losing army
//     recoils 2D6 pas straight back from the edge an enemy touches (G15,
//     facing kept), stopping short of any base or impassable terrain;
//     into impassable terrain it routs at once (no test), off the table
//     it is lost (A22: a figure's centre past the edge, G17). The losers
//     and tied units then test if at or below routTestTrigger (A8). A
//     winner that would have tested owes a test at its next casualty
//     (L225-231); a charged unit that won consolidates: +1 to hit the
//     next time it is charged (A33: until then).
//   - §10.1, A9, G16: a routed unit flees at the end of the orders phase
//     from the turn after its rout: its Advance dice (no musician), toward
//     the edge nearest its centre, straight or 30° either side, whichever
//     corridor has the fewest enemy units within 8 pas (ties: straight),
//     its facing kept. A rally costs 1 CP, no command test; its Cd is the
//     best of the unit's, its attached officer's and any officer's within
//     8 pas (A29); banner +1, attacked since the rout −1, else +1 with
//     notAttackedBonus "rally" (A10); +1 an earlier attempt; 2 to 11. With
//     notAttackedBonus "rout" the +1 is not given: every rout test follows
//     an attack, so the literal reading never applies.
//   - §10.2-10.4: the assessment follows the flights. Below a quarter of
//     its starting TV (strictly, A39) an army routs; below half its
//     general tests (2D6 at or below his Cd; the best officer's when he
//     is dead or with a routed unit), again each assessment. VP are the
//     state's values at each assessment (A23): the two own-unit rows
//     exclusive; an enemy officer killed with his unit 5 more; 20 when the
//     enemy army routs. A routed army ends the battle; the verdict is the
//     routs, else the VP.
//   - §11.2, A12-A15: a war machine's crew stand on its base (the text
//     places them nowhere): it is one figure for contact, its crew its
//     strength (3 at the start, casualties one at a time, none left: the
//     machine is destroyed). Its hits are saved against the crew's Res by
//     quality (machineResistance "machine": its own R); in melee it is CC
//     5, every crew member a die once its base is touched, F 3 (A12
//     PROPOSED). Machines do not charge. It shoots one die from its base
//     (range measured from it), the crew's modifier on the die (A13), a
//     natural 1 missing; a ballista's hit strikes every target figure on
//     the line from the machine's centre through the centre of the target
//     figure nearest it, from there on (G12); a ballista that advanced
//     re-aims with its next Shoot order and shoots with the one after
//     (A14; the mark is cleared each turn). A catapult's or trebuchet's
//     natural 1 scatters: die A then die B, each its own fact (direction,
//     distance), along the line from the machine's centre to the target
//     unit's centre; the unit whose figure base holds the landing point,
//     friend or foe, takes the hits (A15).
//   - G7: the charge home offered is the snap of the charger's front
//     against the target's nearest edge, slid along it by half figures to
//     bring the most figures into contact (the least slid among equals);
//     its way straight, or round what blocks it by one waypoint beside
//     the middle of the straight line (up to three frontages aside). The
//     player may place the charge himself instead.
//   - §11.4, A25: the army builder's check is the setting armyBuilder,
//     "off" by default (§16.2 lists the builder's validation as optional,
//     and the sample battle is a set battle, not a points match: its
//     officers alone are 46 % of the levy's points); "check" holds each
//     army to its general's scheme. An army's points value is every
//     unit's, machine's, officer's and general's cost (A25: officers
//     included; attached officers count in the total, not in their
//     unit's arm); a weapon's +5/+10 flat (A30). "Au moins 50 %" holds at
//     exactly 50 %, "pas plus de 65 %" and "maximum 25 %" at exactly 65 %
//     and 25 % (whole points compared, no rounding); "jusqu'à", "pas plus
//     de", "une seule" are at most; a quality not named is unlimited;
//     "aucune unité de servant débutant / expert" is at most 0 (A25: the
//     specific prohibitions win over L759-761). The staff (§3.9) is
//     checked whatever the setting, as before.
//   - The texts shown to players never put a verb in the third person
//     singular after a unit's or an army's name, which the scenario may
//     make plural ("The raiders", "Knights"): "The raiders: 4 command
//     points", "Recoil of Knights: ...", "Melee won by The levy".
//   - Odds: the melee's are exact (every die independent: hit faces 2-6
//     at or above CC with the modifier, unsaved faces below the save
//     table's number as saveMode reads it); they say who loses (more
//     unsaved hits, A20) and the hits to expect, not the recoil's and the
//     rout tests' dice that follow. A Shoot order's are exact too: its
//     command test, then the casualties (at most the figures left) and the
//     chance the target then routs; none for a war machine's shot or
//     grenades (their hits scatter or burst over other units), whose
//     offers say the casualties to expect.
//   - The command figures (musician, banner) are flags on the unit, not
//     extra figures in its block (A26 proposes extra figures: that waits
//     for casualties, where it matters).
//
// # Not done yet
//
//   - Objectives (undefined by the text, §10.3), pursuit (named, never
//     defined: A21), campaigns; odds for war machines' and grenades'
//     shots.
//
// Setting keys are the spec's names (§16.3), camel-cased as it writes
// them. Lengths on the table are centimetres; the rules' distances are
// paces, converted with Settings.Cm and Settings.Pas at the boundary.
package pagaille
