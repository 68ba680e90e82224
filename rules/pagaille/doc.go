// Package pagaille is the Batailles en pagaille ruleset (Nicolas Duflot;
// shared/rules/batailles-en-pagaille.md, "bep" below, from seed 004,
// whose lines are cited [Lnnn]): its settings, tables and unit model, and
// the first playable slice of the game itself — units and Setup, the
// sequence of play, command, orders, the Advance and the charge's move
// into contact. Rules (ID "pagaille") implements rules.Ruleset and
// rules.Offerer; it is not registered yet (no rules.Register): the lead
// registers it once it plays a battle.
//
// # Map
//
//   - settings.go: Settings, the choices the text leaves open (§14, §16.3:
//     pasToCm, the base sizes, saveMode, routTestTrigger, payOnFailedTest,
//     firstPlayerRule, friendlyInterpenetration, skirmishCoherency,
//     turnLimit, ownUnitBlocksLOS, and A10-A12's notAttackedBonus,
//     officerStats, machineResistance), each with its default, range or
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
//     test, the charge's snap into contact, end of activation and pass.
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
// (§3.9). Terrain kinds "difficult", "very-difficult" and "impassable"
// are the text's classes (§4); any other kind is open ground.
//
// # Play
//
// A turn starts with its upkeep (each army's CP counted, logged with its
// parts as facts), then "roll-off" (phase first-player: a D6 each, the
// higher first, a tie again) unless firstPlayerRule says otherwise, then
// the orders phase: the player to play "activate"s an officer, gives
// "order"s (Args order = advance or charge, and target for a charge),
// moves (or "reform"s, Args files) the unit an Advance or a charge lets
// move, and "end-phase" ends the activation; "end-phase" with no officer
// active passes for the rest of the turn. The turn goes to the other player after each activation
// if he can still activate an officer, else stays; when neither can, the
// turn ends (turnLimit may end the battle: phase "over").
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
//   - The command figures (musician, banner) are flags on the unit, not
//     extra figures in its block (A26 proposes extra figures: that waits
//     for casualties, where it matters).
//
// Setting keys are the spec's names (§16.3), camel-cased as it writes
// them. Lengths on the table are centimetres; the rules' distances are
// paces, converted with Settings.Cm and Settings.Pas at the boundary.
package pagaille
