// Package warmaster is the Warmaster Evolution ruleset ("wme"), built from
// the French rules text (shared/seeds/000_3ce510b07aa22036.txt, cited as
// [Lnnn]) through its English implementation spec (shared/rules/wme.md,
// cited as §n).
//
// # What is implemented
//
// The Command phase, for each player in turn (§5):
//   - the Initiative sub-phase (§6.2, initiative.go), played first when a
//     unit of the side to play may use it and skipped otherwise: a unit
//     whose nearest visible enemy unit is within 20 cm ([L445], [L636];
//     enemy commanders ignored, [L1991]; equally near ones all offered,
//     the owner choosing) and that is neither confused nor engaged
//     ([L439]) may charge that unit ("charge" in this sub-phase: the
//     charge solver at full pace, half in an irregular formation, [L748],
//     A2; never artillery, [L2278]) or evade it ("evade", §7.4, evade.go:
//     straight away from it along the ruler between the closest points,
//     G2 (when equally close pairs of points give several directions the
//     owner chooses, [L728]: the action names its bearing in
//     Args["direction"], an evade offered per direction, the rules' pick
//     first), at most its full pace whatever the formation, [L722]: the whole
//     unit rigidly, as far as the player says or else the longest legal
//     move, or element by element into a new formation when the player
//     gives each base's path or takes a re-formed offer (a column, or
//     turned to face away, evadeshapes.go), [L730-734]; paths and end checked as a move
//     by order, §7.2-7.3; through the ranks of friends not engaged when it
//     ends wholly beyond them, the evader and each friend passed through
//     then rolling a D6, a 6 confusing, [L736]; ending at least 1 cm from
//     every unit engaged in combat, [L724], A10; never flyers, [L2121]);
//     eligibility is judged when the unit moves
//     ([L455]); a unit that used initiative takes no orders this turn
//     ([L382], [L437]); units with the profile flag "fanatic" must charge
//     if they can ([L451], [L812]): until they have, the sub-phase cannot
//     end and they cannot evade; an order ends the sub-phase, as does
//     "End initiative";
//   - the Orders sub-phase (§6.3-6.5): a commander orders a unit or a
//     brigade of up to four touching units; the command test (2D6 at most
//     the command value plus modifiers) with every modifier of §6.4: distance bands, successive
//     orders, threatening enemy within 20 cm (with line of sight from any
//     edge), enemy on an uncovered flank or rear, difficult terrain, lost
//     bases, Slow, Unreliable and earlier blunders; command ranges by
//     commander; up to three orders per unit, one commander per unit per
//     turn; commanders act one after another; a failed order stops the
//     unit and the commander, and a failed General ends the sub-phase;
//     successive orders to a brigade or a part of it, depth first (L577-585);
//   - blunders on a natural 12 by a Hero or Wizard (§6.6), with the
//     Wizard's +1: result 1 (no move, permanent −1), 4-5 (half pace, no
//     charge), 2-3 (no move, unless a visible enemy unit is within its own
//     full pace, A33: then the unit must withdraw to end at least that far
//     from it, or as far as it can, without charging; a "Withdraw X from
//     Y" offer makes the straight move away) and 6 (toward the nearest
//     visible enemy unit: only the charge on it while that charge is
//     legal, else an end at least as close as a straight advance, with an
//     "Advance X on Y" offer; no enemy visible, a normal move, [L2017]);
//     the compulsory moves are checked when the unit's move closes (see
//     the readings below); the table edge does not stop them: a straight
//     compulsory move past it takes the unit off the table (the offer's
//     "leave-table" action, Args["unit"]; blunderexit.go, [L908]);
//   - moves by order (§7.1-7.3): full pace by troop type, half pace for an
//     irregular formation (line and column are classified from the bases,
//     G16), the part that moves farthest measured with turns included, one
//     base at a time or the whole unit together, clear paths, a unit's bases
//     passing through its own bases that have not yet moved, gaps (at least
//     the short side between friends or terrain, more than the long side
//     with enemies), terrain by troop type (§4.1), no contact with the enemy
//     (that is a charge, L744), and the unit back in formation (and a
//     brigade still one group) before the next order or the end of the
//     sub-phase;
//   - the Commanders sub-phase (§6.7): commanders move up to 60 cm (100
//     flying), through units but not through terrain impassable to
//     infantry or to their mount's type ([L2027], [L2031]; a flying one
//     over everything), and may join a unit (see below); a flying one
//     ends only on ground open to cavalry ([L2177]);
//   - confused units recover at the end of their Command phase (L1835);
//   - a unit left out of formation by its own moves is offered a "close
//     up" move (its cut-off bases back to the rest, or the rest to them).
//
// The Shooting phase, the phasing player's, after the Command phase
// (§8, shooting.go and driveback.go):
//   - who shoots (§8.1): units with shots and range, not engaged (touching
//     an enemy element; combat proper comes later), never commanders;
//     confused units cannot (they recover before their own Shooting phase
//     anyway); each element shoots once per phase;
//   - range element to element, at most 60 cm (L1100, L331); the zone of
//     fire is the front zone (45° corner rays, A1 (a)) clipped to range,
//     and for artillery the strip as wide as its element (L1104, G8); the
//     target must be seen from the front edge less its corners (G4) and
//     there must be a line of fire (G9, see below); neither crosses a
//     hill's crest (§4.2, hills.go, see the readings); artillery sees and
//     fires over friends and terrain lower than itself, over those at its
//     own level when its target is higher, and over engaged units (§8.7,
//     E24, [L2300-2308], elevatedFire);
//   - 360° shooting and vision (§8.2-8.3, allround.go), profile flags of
//     the army lists: "vision-360" lets the unit trace sight from any
//     edge ([L327]) wherever sight counts (initiative's nearest visible
//     enemy, charges, pursuit, blunders, a flyer's field of view, A15);
//     "shoot-360" makes the rear zone a front zone and the rear edge a
//     front edge for the zone and the line of fire, never the flank
//     zones ([L1125], [L1129]), in the Shooting phase and at chargers, and
//     always brings 360° vision ([L1127]); the zone-of-fire overlay shows
//     both zones;
//   - targets (§8.4): chosen for every shooting element when the phase
//     begins (L1141), kept in the shooter's status; the nearest enemy unit
//     the unit can shoot at, by all its elements if every one can, else
//     each element at its own nearest (L1137, L1145); engaged units and
//     commanders are never targets (L1143, L1987); equally near targets
//     are all offered (L1139);
//   - the "shoot" action: Target is the target unit, Args["unit"] the
//     shooter; all its elements aiming at that target shoot, and the shot
//     is resolved at once: one die per shot per element, 4+/5+/6+ by the
//     target's cover (open, defended, fortified: L1151-1185, E8), an
//     armour save per hit (L1189, E7), wounds kept on the target and an
//     element removed for every full Hits (default 3, L1195); a unit with
//     no element left is destroyed;
//   - when the phase ends (§5 c-d): every unit that took wounds is driven
//     back (L1209; not fanatics, the profile flag "fanatic": they never
//     are and never test for it, no die is rolled, [L1231], fanatics.go)
//     one D6 per wound, less one die if defended, two if
//     fortified (A6), directly away from the nearest unit that shot at it
//     (A23, G2), without turning; a 6 confuses; more than its full pace
//     destroys it (L1227); it stops at terrain impassable to its type
//     (confused, L1867), 1 cm short of an enemy or an engaged unit, not
//     moving closer if already nearer (confused, L1871); a friend not
//     engaged in its path makes way (see below), or, when it cannot or its
//     owner will not, the unit stops in contact with it, confused (L1883,
//     A18); the drive backs wait for the owner's choice; the units are
//     driven back in the order their owner decides ([L1209]: "dans
//     l'ordre décidé par celui qui a subi les tirs", driveorder.go): those
//     whose drive backs could meet another's (see the readings) wait for
//     his "drive-back" action (Args["unit"]) naming the next one, before
//     its dice, offered to him even in the other player's turn, every
//     other action refused until it is made, the rules' pick (army order)
//     first; the others go first, in army order; a unit driven
//     at least partly off the table rolls (see below); then left-over
//     wounds are discarded except on engaged units (L1201).
//
// Spells (§11.4, [L2320-2340]; spells.go, cast.go, spelleffects.go,
// spellline.go, teleport.go, spellitems.go, spelloffers.go), the lists of
// the two sample armies as shared/reference/warmaster-spells-and-specials.md
// ("the sheet") restates them:
//   - a side's Wizards cast from the list its setting names:
//     spells-<army id> = "empire" (Ball of Flame 5+, Voice of Command 5+,
//     Weird Enchantment 4+, Teleport 2+) or "orcs" (Foot of Gork 6+,
//     Gotcha! 5+, Gerroff!!! 5+, Waaagh! 4+); Setup refuses another
//     list or a side not in the scenario; without the setting a side
//     casts nothing and the Shooting phase is as before;
//   - the "cast" action (KindCast), in the Shooting phase of the Wizard's
//     side, even joined to an engaged unit ([L2330]): Args["wizard"],
//     Args["spell"], Target for a targeted spell, Args["bearing"] for a
//     line, Args["at"] ("x,y") and Args["join"] for Teleport; one attempt
//     a phase per Wizard ([L2330]), Teleport's one follow-up (never a
//     second Teleport, sheet §2.3), the Staff of Recall's second spell
//     after a success ([L2488], Q4: not Teleport);
//   - the D6 against the spell's number, the Wand's +1 and the
//     spellbound −1 added (Q3), a natural 1 failing and a 6 succeeding
//     ([L2332-2334]); the Ring casts with no roll ([L2444]);
//   - targets: the Wizard's choice in range (C3, not the nearest), from
//     his disc to the nearest element (C4, A5; exactly at range counts),
//     no sight needed; never commanders ([L1989]); enemy or friend as the
//     spell says; Foot of Gork, Gerroff!!! and Voice of Command never on a
//     unit in an engagement, fighting or supporting ([L2340], C8);
//     Waaagh! only on one; once a turn per spell and unit ([L2336]), a
//     line skipping the units it already affected;
//   - Ball of Flame and Gotcha! (M2): a 30 cm line from where the ray
//     leaves the Wizard's disc (Q6), stopped by a crest or more than 2 cm
//     of closed terrain, never by units; every unit it meets, friend or
//     foe, engaged or not, takes 3 attacks (M1: 4+/5+/6+ by the cover of
//     its least protected element against his disc, saves, elements
//     removed at once); the unengaged wounded are driven back as by
//     shooting when the phase ends, away from the Wizard, the enemy's
//     units before the caster's own (Q7, driveorder.go); an engaged
//     one keeps the wounds, which count for its enemies in its first round
//     (M4, Q8);
//   - Foot of Gork: 6 attacks, no drive back; Gerroff!!!: 5×D6 cm (one die
//     times five, Q9) straight toward the target's own long table edge
//     (the one nearer its deployment zone, else its units, Q13) at once
//     (Q12): a 6 confuses, terrain, enemies and engaged units stop it,
//     never a rout, off the table it rolls ([L906-922]); fanatics do not
//     move (Q11);
//   - Voice of Command: the friendly unit gets an order's move in the
//     Shooting phase (its pace by formation, a charge allowed, no command
//     roll, no support charge), shoots no more that phase (Q1); the
//     characters joined to it stay, no longer joined (Q15); not on a
//     confused unit (Q14);
//   - Weird Enchantment: to the end of the opposing player's next turn
//     (two hand-overs): half pace for orders, initiative charges and
//     evades (Q17), −1 attack in combat as against terror (once, Q18) and
//     its own terror off;
//   - Waaagh!: on an engaged friendly Orc or Goblin unit (not Trolls,
//     Ogres or a Giant, by the unit's name, Q29): +1 attack per element
//     and +1 to its joined character's bonus this Combat phase (Q30);
//   - Teleport: the Wizard's disc anywhere on the table clear of bases and
//     of terrain closed to him, not against an enemy unless he joins a
//     friend he touches (Q35); he leaves his unit, even engaged;
//   - the Wizards' items ([L2440-2488]), a Wizard's only and only where his
//     side casts: Ring (Args["ring"] = "1", once), Wand (Args["wand"] =
//     "1", +1, once, a 1 still fails), Staff of Spellbinding (an enemy
//     failure: D6 4+ spellbinds him for the battle, then the staff is
//     spent; a spellbound Wizard is not rolled for again), Scroll of
//     Dispelling (an enemy success waits for its owner's "dispel" action,
//     Args["wizard"] and Args["dispel"] "yes" or "no", offered to him
//     even in the other player's turn, every other action refused until
//     he chooses, dispelchoice.go; dispelled, the spell affects nobody and
//     a Teleport gives no follow-up, Q4), Staff of Recall;
//   - the offers: a selected Wizard's casts, each spell at each target in
//     range (refused ones disabled with why), a line toward each enemy
//     unit in reach, Teleport beside each friendly unit to join it, a
//     variant with the Ring or the Wand; the label gives the score and the
//     chance, the detail the range and, for a line, its length and the
//     units it crosses, whose bases the offer highlights; the Tooler's
//     overlays for the selected Wizard show each spell's range and each
//     offered line with the units it crosses;
//   - flyers ([L2137]): none of these spells immobilises, so a flyer under
//     Weird Enchantment still Returns, its 10×D6 not halved (Q17).
//
// Charges (§7.5, charging.go with the placement solver in package charge):
//   - on an order, before the unit has moved, as its whole move ([L746]);
//     not on a blunder 4-5 move ([L2016]); never at commanders ([L1989]);
//   - the solver finds the zone from the nearest visible target base
//     (majority of area, an exact split rolled on a D6: 1-3 the first zone,
//     4-6 the other, [L774]), places the first base centred on that edge
//     with at least 1 cm of contact, moves on to the next base when an edge
//     is inaccessible, forms the battle line maximising frontal contact with
//     the target and then other enemies, steps bases that have no room, and
//     offers the enveloping alternative from a flank; every placement keeps
//     the paths clear and within the allowance (full or half pace by the
//     formation at the order, A2); beside the solver's first placement the
//     offers list the others the player may choose (chargealt.go): the
//     enveloping charge ([L886]) and those the rules rank equal (as much
//     frontal contact, [L796-798]) that start from another base or meet
//     another enemy base ([L778]), up to three, the action naming the
//     placement;
//   - a unit that has charged receives no more orders this turn ([L415],
//     [L523]); units in contact with an enemy are engaged: they may not be
//     ordered or move, shoot or be shot at ([L439], [L1143]);
//   - shooting at chargers (§8.8, chargefire.go): as the charge is
//     placed, every unit it engages (the target and the units its bases
//     touch, [L800], [L832]) shoots at the charging unit with its
//     elements that touched no enemy element before the charge
//     ([L1237]) and have a line of fire to it at its start or its end
//     ([L1239]); one die per shot, 4+ as chargers are in the open
//     ([L1173]), an armour save per hit, elements removed for every full
//     Hits before anything else moves ([L1241]); the wounds stay on the
//     charger, drive nobody back ([L1247]) and count for the shooters'
//     side in its first combat round ([L1079], [L1245]); an element may
//     so shoot at every charge that reaches it ([L1237]); the offer
//     names who will shoot and with how many dice, and the "shoot"
//     events log the dice;
//   - support charges (§7.5 item 12, supportcharge.go; [L806-808],
//     [L1460-1474]): a charge by infantry, on initiative or on an order,
//     in a brigade or not, may name in Args["support"] one infantry unit
//     of its side standing exactly behind one of its elements (G17); that
//     unit needs no order or initiative of its own ([L449]) but must be
//     free to move (not confused, engaged, already moved on initiative,
//     barred from orders, nor part-way through a move, [L1474]); the
//     rules place it (see the readings), or the player does (the charge's
//     Moves, supportplace.go, or dragging its elements right after the
//     charge, supportreplace.go), within a normal move's allowance
//     (its open order's, else its pace by formation), with at least one
//     element exactly behind a charging element that fights to its front
//     and none touching an enemy, even by a corner ([L1470]); both move,
//     then the enemy shoots at the charger ([L888]); its move is then
//     spent (no orders this turn, [L415]); each charge offer comes with
//     a variant per unit standing behind ("..., supported by Z"), its
//     preview showing every base's path, or why it cannot be made;
//   - fortified enemies (§7.5 item 11, fortified.go; [L892-902]): only
//     infantry charges a unit with an element fortified against it (a
//     high obstacle or city wall between them, as for a shot, [L1185]);
//     behind city or fortress walls (terrain "city-wall", "fortress-wall")
//     only infantry with the profile flag "ladders", and the charge must
//     contact the target's front whatever the zone, never as on a pinned
//     target ([L896-898]; charge.Input.FrontOnly); flyers charge
//     fortified units freely, which stay fortified ([L2173]); the
//     refusals name the rule and show on the disabled charge offers;
//   - the offer shows the zone, the contact and the bases' paths (Offer.
//     Preview) before the player confirms.
//
// The Combat phase, the phasing player's, after the Shooting phase (§9,
// combat.go, retreat.go and epilogue.go):
//   - engagements (§9.1, G25): units touching enemy units, even corner to
//     corner, linked with their enemies and with the units supporting
//     them; the phasing player resolves them one at a time in his order
//     ([L1306]) with the "fight" action (Target: any unit of the
//     engagement), one round per action; an engagement must be finished
//     (its epilogue chosen, its second round fought) before another is
//     fought, and every engagement must be fought before "End combat";
//   - who fights whom (§9.2): each element touching an enemy attacks one
//     unit, an enemy on its front edge first, then one on a flank or the
//     rear, then one touching only by a corner ([L1334-1346]); among the
//     units of that class the phasing player chooses for his elements
//     before the dice, Args["attack:" + element] on the fight action
//     ([L1338], [L1342]; fightchoices.go), else the rules pick (see the
//     readings); the offers add, per enemy unit some of his elements could
//     attack instead, a variant where they all attack it;
//   - the other player's choices before the dice (defenderchoice.go;
//     [L1336], §11.1, §11.5): the player not in his turn makes the same
//     choices for his own units (whom his elements attack, his
//     commander's and his sword's element, arming his Banner of Luck).
//     When one of them would roll other dice (the same variants as the
//     fight offers: another target, a bonus on an element rolling other
//     dice, a Banner of Luck he may still arm), the fight action rolls
//     nothing: the engagement waits for his "declare" action (Target the
//     fight's target, the fight action's arguments for his elements:
//     Args["attack:" + element], ["commander-element"],
//     ["sword-element"], ["luck"]), offered to him even in the other
//     player's turn, the rules' pick first ("as the rules pick"), then one
//     variant per choice; every other action is refused until he has
//     declared (code "declare-pending"), and the declaration fights the
//     round with both players' choices. With no such choice the fight
//     rolls at once, the rules picking for him, so hotseat play is not
//     stopped for nothing;
//   - attacks (§9.3-9.4): the profile's attacks per element (E9) with +1
//     charging an enemy in the open and +1 more for monsters and chariots
//     (D11) in the unit's first round of the phase only, +1 pursuing and
//     +1 per full 3 cm against the unit pursued (A8), −1 against a
//     terrifying enemy (profile "terror"), −1 with an enemy front edge on
//     its flank or rear (A24), −1 confused; never below 0, and one
//     last-effort die for a unit left with none ([L1374]); hits on 4+,
//     5+ defended, 6+ fortified, the defender's status found element by
//     element as for shooting ([L1366]); armour saves as for shooting;
//   - the result (§9.5): wounds inflicted that the enemy could still take
//     (E10, A31) plus one per supporting element (§9.7: infantry exactly
//     behind or beside a fighting infantry element that attacks to its
//     front, touching no enemy, G17/A25), plus, in a charger's first
//     round, the wounds it took from shooting at chargers ([L1079]); a
//     side whose units are all destroyed loses whatever the score;
//     casualties are removed after the result, the loser first (§9.6),
//     where their owner chooses so long as the unit stays in formation
//     ([L1426]; roundend.go): when the dice leave him removals the rules
//     tell apart, the round waits for his "remove" action (Args["unit"],
//     Args["bases"]; the rules' pick offered first, then one of every
//     other kind; any removal leaving a viable formation is accepted),
//     even in the other player's turn, as the epilogue does;
//   - retreats (§9.8): the difference divided by the losing units in
//     contact, rounded up (A9, D4, D5), away from the edge touched by the
//     most enemy elements (G19), without turning; on a tie between edges
//     the round waits for the owner's "retreat" action (Args["away-from"]:
//     front, right, rear or left, [L1484], [L1498]), each tied direction
//     offered with its bases' paths; in an irregular formation the edges
//     are those of the element touched by the most enemy elements, and of
//     every element so touched on a tie between elements, the action
//     naming it in Args["element"] ([L1500]); the losing units in contact
//     retreat one after another in the order their owner wants ([L1488],
//     retreatorder.go): those whose retreats could meet another's (see
//     the readings) wait for his "retreat" action naming the next one
//     (its direction with it on a tie), each offered with its bases'
//     paths, the others going first in army order; supporting units follow the unit they
//     support, right after it ([L1502]); blocked elements are destroyed (enemies,
//     friends, impassable terrain; an enemy outside the engagement
//     reached exactly, E11); friends not engaged in the way make way
//     (see below), an element crossing one that cannot or will not is
//     destroyed ([L2794]); artillery forced to retreat is destroyed, on
//     walls too ([L1540], [L1713]); elements on city ramparts or fortress
//     walls retreat without penalty (ramparts.go, [L1713], see the
//     readings): their unit stops short of what would block them; a unit
//     retreating at least partly off the table rolls (see below);
//   - the epilogue (§9.9), chosen unit by unit by the winner's owner, even
//     in the other player's turn ([L1546]; the actions "hold", "pursue",
//     "fall-back", "advance", "occupy" with Args["unit"], offered to both
//     players):
//     fanatics (the profile flag "fanatic") must pursue when they can
//     ([L1733], fanatics.go): their hold, fall back and occupy are refused
//     (code "fanatic-pursuit") and their offers disabled while some unit
//     that retreated is theirs to pursue, and while a friend that sees it
//     has yet to choose before a fanatic that does not ([L1572]);
//     hold; fall back up to the side's 3D6 (one roll per side per
//     engagement) straight to the rear, confused if it cannot end 1 cm
//     from every enemy and engaged unit, or less far, Args["distance"] in
//     cm ([L1781-1783]: the 3D6 are a maximum, each unit using what it
//     will, but the unit must end 1 cm clear when it can; offered: as far
//     as it can, and the least fall back that ends clear); pursue a unit that retreated
//     (pursuit.go: basic pursuit, the elements with it straight ahead
//     moving into contact and the rules placing the others in formation,
//     [L1586-1590]; the player may place those free elements himself,
//     [L1590], [L1616], [L1651] (pursuitfree.go): the pursue action's
//     Moves (script: pursue UNIT TARGET place BASE X Y facing DEG), or,
//     right after the pursuit and before any other action, their owner
//     moves them, whoever's turn it is (a "move", a drag in the window;
//     pursuitreplace.go, replace.go), both judged alike (see the readings), an undo
//     restoring the earlier placement; else indirect, as a charge, [L1610-1635]; infantry
//     that cannot see it, or sees it but cannot reach it, in support of a
//     friend fighting it, [L1639-1657]; the player's choice of the friend
//     supported and of the indirect pursuit's placement, the latter free
//     when the straight-ahead obligation lapses ([L1596], [L1645];
//     Args "support-of", "placement", pursuitchoice.go, offered as
//     variants of the pursue offer; script: pursue UNIT TARGET
//     support-of UNIT2 | placement N); inside closed terrain pursuers see
//     the units that retreated, [L1707]; pursuing a unit that retreated
//     from a position fortified against the pursuer, fortifiedpursuit.go,
//     [L1715]: pursued normally, by any type, the pursuers passing the
//     linear obstacles it lined, deemed to see beyond them, and not held
//     back as fortified infantry themselves, [L1561]: who charged,
//     advanced or pursued this phase is in the open, [L1366]), which
//     fights a second round at once, or after the second round leaves
//     the combat unresolved for the next turn with its pursuit bonus and
//     wounds kept (§9.11); advance when every enemy of the engagement is
//     destroyed: a charge of at most 20 cm on the nearest visible enemy,
//     once per phase, no charge bonus, shot at as a charge ([L1767]), the
//     new engagement fought this phase unless it was already resolved;
//     every charge rule applies ([L1745], [L1751]): a fortified enemy a
//     charge by the unit could not reach ([L896], fortified.go) is not
//     "accessible", and the advance goes to the nearest one that is;
//     occupy (occupy.go, [L1717]), offered beside hold, pursue and fall
//     back to a winner that a unit fortified against it retreated from:
//     the rules move its elements onto the positions that unit held (each
//     vacated position, nearest pair first, taken by the nearest element,
//     facing unchanged; the others beside or behind them in formation, the
//     least move first), each at most its full pace on a clear straight
//     path across the barrier ([L1580-1582], [L1715]); the unit counts as
//     holding, so the engagement ends as for a hold; refused when an
//     element would touch an enemy (see the readings); the player may
//     place the occupiers himself ([L1717], occupyplace.go): the occupy
//     action's Moves, the rules placing the elements it does not name,
//     or, right after the occupation and before any other action, their
//     owner moves them, whoever's turn it is (a "move", a drag in the
//     window; occupyreplace.go, replace.go), both judged alike: each
//     element within its full pace on a clear straight path across the
//     barrier, touching no enemy, the unit on a vacated position and in
//     formation ([L231]);
//   - draws: both sides fall back, chosen unit by unit by their owners
//     with the same "fall-back" action (its distance too); defended and
//     fortified units may "hold" instead, or fall back if their owner
//     wishes ([L1392-1394]); the side that must fall back chooses first,
//     a D6 saying which when both must ([L1775]);
//   - when the phase ends, left-over wounds and pursuit bonuses of units
//     no longer engaged are removed (A34), and the charges of the turn
//     are over.
//
// Commanders on the table (§11.1, commanders.go):
//   - joining is declared ([L2039]: "le joueur doit déclarer"): the "join"
//     action, Target the unit, Args["commander"] the commander, in the
//     Commanders sub-phase, offered when his disc touches a friendly unit
//     (A5), even one in combat; touching alone does not join; a commander
//     joins one unit at a time, and cannot leave (move or join another)
//     while his unit is engaged ([L2053]);
//   - the join ends when the unit moves in the Command phase (A13,
//     [L2025]: he stays where he is) or when his own move takes him out of
//     contact with it;
//   - in the Shooting and Combat phases a joined commander moves with his
//     unit ([L2027], [L2079]: drive backs, retreats, pursuits, fall backs,
//     advances, make way), keeping his place relative to its base that was
//     nearest to him; he is eliminated with it ([L2065], [L2083]); where
//     that would take him into terrain impassable to him, he is left at
//     its edge, no longer joined ([L2031], [L2081]); he leaves the table
//     with it and shares its roll's fate ([L914], leaving.go): back beside
//     it, off the table with it (a General so off makes his army withdraw,
//     [L916]) or gone for good;
//   - mounts (mounts.go): the profile flags "mount-chariot",
//     "mount-monster" and "mount-machine" make a commander follow that
//     type's terrain rules instead of infantry's ([L2031], [L646]; a
//     flying one as a monster, E30); "mount-attacks" is a chariot's or
//     monster's supplement to his attack bonus ([L2077]); Setup refuses a
//     mount on a unit, two mounts, and a supplement with no such mount;
//   - in combat the best joined commander's attack bonus (his mount's
//     included) goes to one element ([L2073-2075]): the one the phasing
//     player's fight action, or the other player's declaration
//     (defenderchoice.go), names in Args["commander-element"] (one per
//     unit, comma-separated; fightchoices.go), else the unit's first
//     fighting element; the offers add a variant only for an element
//     where the bonus rolls other dice (another target or score to hit);
//   - shooting (commandershoot.go; [L2067-2069]): a joined commander with
//     "shots" and "range" (his own or his mount's) shoots when his unit
//     shoots, all his shots from one of its elements as if that element
//     shot (its zone of fire and sight, his range): in the Shooting phase
//     with the unit's shoot action at its target, from the element
//     Args["from:" + his ID] names (the offers add a variant per other
//     element that can), else the best (lowest score to hit, then the
//     nearest), once a phase; at chargers with the unit's volley, from
//     its first element free to shoot that reaches the charger (the
//     rules' pick, see the readings);
//   - a friendly unit's base that ends an action on a commander's disc
//     puts him aside the least distance ([L2037], displaced.go; his own
//     unit's bases do not, [L2051]);
//   - an enemy base that ends an action on a commander's disc puts him
//     aside the least distance if he has joined a unit ([L2059]); one who
//     has not is passed through ([L2057]) by an enemy base that ends on
//     him or whose path during the action crosses his disc (passing.go,
//     see the readings), and is displaced (displaced.go): he joins a
//     friendly unit within 30 cm not wholly inside area terrain impassable
//     to him (E30: a flying commander moves as a monster there, others as
//     infantry, [L2031]), placed beside it clear of enemies, or is
//     eliminated ([L2061]); with several such units his owner chooses
//     ("pas forcément la plus proche"): the commander waits, marked
//     "displaced", for the owner's "join" action (Target one of them,
//     Args["commander"]), in any phase and whoever's turn it is, offered
//     nearest first, every other action refused until it is made; the
//     General so lost routs his army at the end of the phase (endgame.go,
//     [L2196]).
//
// Flyers (§11.2, flyers.go; [L2087-2181]): a unit or commander with the
// profile flag "fly" (a special rule, not a troop type: a flying cavalry
// unit stays cavalry for what flying does not change):
//   - 60 cm full pace and half pace, an irregular formation halving
//     nothing ([L2145]); a flying commander 100 cm ([L2109], [L2177]);
//   - in the Command phase its moves by order, charges (on initiative or
//     on an order, [L2121]) and Returns pass over every unit and all
//     terrain, no gap narrowing them, and end only on ground open to
//     cavalry, on no base ([L2145], [L2151-2153]; charge.Input.Fly for the
//     charge solver), touching an enemy only in a charge ([L2145]); on an
//     order, the end must be in the unit's field of view at the start of
//     its move (A15, see the readings; [L2147]);
//   - never evades ([L2121]: refused, and not offered);
//   - orders only from a commander within 20 cm ([L2125]: the order's
//     refusal "flyer-range");
//   - the Return ("return", Args["unit"], Target the commander; [L2127-
//     2137], D13): at the start of the Orders sub-phase, before the first
//     order (a Return in the Initiative sub-phase ends it, as an order
//     does), a flyer more than 20 cm from every commander of its side, not
//     engaged, that used no initiative ([L2965]), confused or not
//     ([L2135]), rolls a D6 once a turn: the roll opens a move of up to
//     10×D6 cm straight toward that commander, never past his position,
//     touching no enemy; facing and formation are free; the player may
//     make it or not ([L2129]); then orders as usual from a commander
//     within 20 cm ([L2133]); the offers propose the roll toward each
//     commander, nearest first, then the straight move as far as the roll,
//     the commander and the landing allow;
//   - grounded in the Shooting and Combat phases ([L2161]): drive backs,
//     retreats and pursuits by its troop type; only flyers pursue a flyer
//     ([L2163]); its advance (as a charge) and its fall back fly
//     ([L2165]), the fall back landing as far back as the 3D6 and the
//     landing allow, 1 cm clear of enemies and engaged units if it can;
//   - never causes the exposed flank/rear command penalty ([L2169],
//     geometry.go); charges fortified units freely ([L2173], fortified.go);
//     a flying commander need not see where he goes ([L2177]).
//
// Make way (§9.10, makeway.go, makewaychoice.go): a friend not engaged
// met by a drive back or a retreat, nearest first, makes way as its owner
// chooses after the dice ([L1906]: "peuvent"), or refuses ([L1883]:
// "volontairement ou non", [L2794]): the move waits, the friend marked,
// for the "make-way" action (Args["unit"], Args["way"]: aside-right,
// aside-left, back, support or refuse), offered to its owner even in the
// other player's turn, every other action refused until it is made; the
// action carries the drive backs (and the end of the Shooting phase) or
// the round's end on. The ways, the least move first (the rules' pick),
// each with its bases' paths: step aside to either side of the path, only
// the elements in the path moving, each to a place beside, in front of or
// behind the elements standing still, facing unchanged ([L1914-1916]);
// all in the path, the one needing the least move slides square to it and
// the others are placed around it ([L1918]); move back, the whole unit
// ahead of the mover the same way, ending touching its end position
// ([L1924]); infantry for infantry moving to its rear, move back re-formed
// with elements exactly behind the mover's (G17, [L1926]). Each element
// moves at most its full pace ([L1910]), its path clear of every other
// base, of terrain impassable to it and of the table edge, ending in
// contact with no enemy and no engaged unit ([L1934]); engaged friends
// never make way ([L1908]), and a friend with no way open refuses without
// being asked. The owner may place the elements himself (makewayplace.go):
// the make-way action's Moves, one per element (its path's end), judged
// by the constraints of the way chosen, the rules placing the elements
// not named — stepping aside, only elements in the path, each out of it
// on the side chosen, facing unchanged ([L1914-1916]); moving back, all
// alike, the way the mover goes, ending touching it ([L1924]); in
// support, re-formed as he wishes with an element exactly behind one of
// the mover's (G17, [L1926]); always within the full pace, off terrain
// impassable to it and touching no enemy nor engaged unit ([L1910],
// [L1934]), in formation ([L1914], [L1934]) — each refusal naming its
// rule; or, right after the rules placed elements stepping aside or
// moving back in support and before any other action, he drags them
// elsewhere, whoever's turn it is (a "move", makewayreplace.go; the
// re-placement shared with the pursuit's, replace.go), judged alike. A
// friend not engaged in the way of a friend making way makes way for it
// in turn, and so on down the chain ([L1839], [L1908]): once the first
// friend's way is chosen, each friend of its chain with more than one way
// open waits in turn, in the order they move, for its owner's choice (a
// "make-way" action for it, offered with its ways, Moves allowed; no
// refusal), one with a single way making it; the whole chain then moves
// at once. Each time, the unit forcing its way and the unit
// making way roll a D6, a 6 confusing ([L1875-1879], [L1930]; in a
// retreat too, [L1875]), a chain's tests logged in one "make-way" event.
// A refusal stops a drive back in contact, confused, and destroys the
// retreating elements it blocks ([L1883], [L2794]), nobody testing.
//
// Units leaving the table (§7.6, leaving.go): a drive back, retreat or
// blunder's compulsory move (blunderexit.go) that ends with part of an
// element off the table rolls D6 − elements
// lost before ([L910]; in a retreat, those its blocked elements just
// lost count): 0 or less, gone for good (destroyed, [L919]); 1-2, off the
// table, rolled again at the start of its owner's next Command phase
// before the Initiative sub-phase ([L920]); 3-4 placed back at once (A14)
// where it left, in line, rear edges on the edge it crossed (the one it
// overhangs most), facing into the table, as near as possible along that
// edge when the place would overlap a base or terrain impassable to it or
// touch an enemy ([L912]), and unable to move in its owner's current or
// next Command phase ([L921], A14: no initiative, no orders); 5-6 the
// same but it may take orders, not use initiative ([L922]). The roll is a
// "leave-table" event. Units with 40 mm fronts come back in line or in
// column as their owner chooses, 20 mm fronts in line ([L912]): placed in
// line (in column when only a column has room), the unit waits for the
// "come-back" action (Args["unit"], Args["formation"] "line" or
// "column"; comeback.go), offered to its owner even in the other
// player's turn, every other action refused until it is made. A General
// off the table (not back at once) makes
// his army withdraw at the end of the phase ([L916]: the rout check,
// endgame.go, names it).
//
// Terrain (§4.1, terrain.go, dangerous.go; [L936-968]): a feature's kind
// names its categories (Categories): open, elevated, difficult, closed,
// impassable, low and high linear obstacles, roads, and the two the text
// defines beside them:
//   - hard going (kind "hard-going", [L962-964]): a unit moves into or
//     through it only when touching it as its move starts; every type
//     alike but artillery, which never enters it ([L2290], A20); a move by
//     order, a drive back, a retreat, a pursuit and a friend making way
//     judge each element from where it starts, a charge the unit (one of
//     its elements touching it), a commander's own move his disc; a
//     commander carried along with his unit is stopped by it unless he
//     already stands in it (see the readings); where the rules place a
//     base (coming back, a displaced commander, a flyer landing, [L2153])
//     it may stand on it; a move refused at its edge says that it is
//     hard going, entered only from contact;
//   - dangerous terrain (kind "dangerous", [L966-968]): moving onto it is
//     allowed (the text forbids nothing; artillery only on open ground,
//     hills and roads, [L2290]); every base any part of which is on it
//     (deeper than table.OverlapSlack) at the end of the Command phase
//     (its Commanders sub-phase), the Shooting phase or the Combat phase
//     is eliminated, a commander's disc too, each with a
//     "dangerous-terrain" event naming the unit, the stand and the
//     feature (the end-phase offer names beforehand the stands standing
//     on it); a unit so destroyed or brought below half strength counts
//     for the rout check and the victory points as any other ([L2196],
//     [L2232], [L2242-2243]), and a commander joined to a unit it
//     destroys is lost with it ([L2083]);
//   - deep water (kinds "river" and "lake"): impassable (A21, the summary
//     table [L626]), or, with the setting deep-water = "dangerous",
//     difficult, hard going and dangerous ([L1006]): infantry only, from
//     contact, its bases eliminated as the phase ends; deep-water =
//     "impassable" is the default; Setup refuses another value, naming
//     the two.
//
// The end of the battle (§10.2-10.3, endgame.go):
//   - its length: the scenario's setting "turns" (turns per player, A7;
//     Setup refuses an unknown setting, naming it), or a D6 (1-2 six
//     turns, 3-4 seven, 5-6 eight, [L349]) rolled when the battle's first
//     phase ends, since Setup has no dice (the end-phase offer says so);
//   - an army routs at the end of a phase in which its General is lost
//     (his unit destroyed, [L2196]) or half or more of its main units are
//     (A17: every unit but the commanders and those the army list marks
//     with the profile flag main = 0, KeyMain; Setup refuses another
//     value, and main = 1 on a commander; a destroyed unit counts one, a
//     unit at half strength a half, D8, [L2232]);
//   - the battle ends at the end of the phase in which an army routs or of
//     the last player's Combat phase of the last turn ([L2189-2199],
//     [L2234]); the phase is then "over": Legal offers nothing, Check
//     refuses everything, Offers shows the final report, and an event
//     says who won and why;
//   - victory points (VictoryPoints): a destroyed enemy unit or commander
//     its purchase price ([L2242]: its "points", mount and upgrades
//     included, plus its magic item's cost, see the readings), an enemy
//     unit at half strength half that price rounded up to the next 5
//     ([L2243], D6, D7), and a scenario objective
//     its worth to the side holding it ([L2244], objectives.go: the
//     setting objective-<feature id> = N makes that terrain feature worth
//     N; Setup refuses a feature not on the table, a line of no width and
//     a worth that is no whole number of at least 1; the end-phase offer
//     and the final report name each objective, its worth and who holds
//     it); the most points win, an
//     army that routed scoring at most as many as its enemy ([L2236]);
//     both routing at once is a draw ([L2238]). The end-phase offer shows
//     the turn, the length and the points so far.
//
// The army lists' special rules (the sheet §3; specials.go, specialsgun.go,
// specialsmalfunction.go) are profile flags any unit may carry, so that
// other armies reuse them (docs/scenario-format.md lists them): saves
// against its shots one worse (armour-piercing) or none (no-save), the
// target's cover one step less (cover-shift), no shots at chargers
// (no-charger-fire), always defended (always-defended, Q20), never driven
// back by shooting (no-drive-back), no −1 for a terrifying enemy
// (terror-immune; a terrifying unit is immune too, Q18), a wound
// regenerated each round after casualties (regenerate), the distance
// penalty doubled (double-distance; in a brigade the larger of the normal
// penalty and twice the flagged unit's, Q27), the Helblaster's dice by
// range and misfire chart (volley-gun, Q22-Q23), the Ogres' compulsory
// charge on a human initiative target (hates-humans, human; Q28), never
// brigaded (orders-alone) or only with its own kind (brigades-own-kind),
// the Steam Tank's malfunction chart on a natural 12 instead of a
// blunder (malfunction, Q21), the Rock Lobber's blind fire (blind-fire,
// specialsblind.go), the Giant's Badly hurt (badly-hurt,
// specialsgiant.go), its Goes Wild chart on any failed order
// (goes-wild, specialswild.go) and the Cannon's bounce path (bounce,
// specialsbounce.go). Readings: a volley gun's odds are not
// offered (its misfire chart is not in the odds kernel); a joined
// commander shoots his own missiles, not the unit's flags; the Orb and
// the Sceptre are not consulted on a malfunction, the chart replacing the
// roll's meaning. Blind fire (Q33): only when the unit can shoot at no
// enemy as the phase begins, at the nearest enemy it could shoot at but
// for sight, chosen as any target ([L1137-1145]); "cannot see" takes in
// the line of fire from the whole front ([L1111], a test of sight, G9);
// its aims are marked blind-aims for the phase, every die hits on 6, no
// cover fact, its odds counted exactly; joined commanders do not shoot
// with it (they would need to see). Badly hurt (Q32): 5 or more wounds,
// fewer than an element's worth, on a unit not engaged, checked for
// every unit with the flag at the end of each Shooting and Combat phase
// before the wounds are cleared; then Hits and Attacks 4, whatever the
// profile (the Banner of Steadfastness still adds its +1). Goes Wild
// (Q31): one die per wild unit of the failed order; 1 ends its moving
// and fighting for the player's turn (no last-effort die); 3 rolls one
// die times five, picks the closest unit it sees, friend or foe, at once,
// and rolls the 3 attacks when the Shooting phase begins, as Ball of
// Flame's (the Giant's base as the caster's disc: cover, saves, drive
// back away from it, engaged targets' wounds counted in their first
// round, M4); 5 and 6 are blunder 6's compulsory advance on the nearest
// visible enemy ([L2017], command.go: only that charge, or the straight
// advance), at one or two full paces, nothing when it sees no enemy; on a
// 6 its Attacks are doubled (before modifiers) while it has charged and
// not yet fought a round; 4 is resolved at once, straight along its
// facing up to its full pace, by the move rules but passing friends
// (never ending on one: it stops in contact with one it cannot clear),
// sampled every 0.05 cm; friends it overlaps on the way or touches where
// it stops are confused; terrain that blocks it, the table edge (no
// off-table test on a 4) and enemies stop it, and the enemy it meets
// must then be charged (the blunder 6 machinery) if the charge is legal,
// else it stays where it met it. The result lasts the player's turn
// (wild).
// Bounce (Q24): the path starts at the struck point, the middle of the
// closest points when they are not unique (sampled every 0.01 cm), and a
// stand is on it when it enters its interior (a stand merely touching the
// path's end is not); the elements aiming at one target share the path
// of the one nearest to it (the first of equals); the other units' dice
// are rolled after the target's, one volley per unit; the Odds count the
// target's dice exactly and leave the others' out, as they cannot change
// its losses; a bounce unit's fire at chargers is grapeshot, saved with
// the charger's full armour (§3.1 Cannon 6), whatever no-save says.
// Goes Wild 2 is the same move toward the nearest table edge (the first
// of equals: top, right, bottom, left), without turning, which may leave
// the table (it rolls at once, [L906-922]); a friend in the way stops it
// in contact and is confused (Q31's option); a winner that went wild on
// a 2 may only hold (code wild-hold).
// Not yet played: the Skirmisher stand (§3.1 Skirmishers), Goes Wild 2's
// recommended reading for a friend in the way (charged and fought as an
// enemy for that engagement, Q31), on a 5 the walk through friends in
// the way (they stop it, as they stop a blunder's advance, and are not
// confused), and the builder's Handgunners-for-Crossbowmen conversion
// (§3.1 Handgunners 2).
//
// Magic items (§11.5, items.go; [L2344-2488]): a unit or commander
// carries one with the profile key "item-" + its id (item-banner-of-battle
// = 1). Setup refuses an unknown item, a value other than 1, two items on
// one carrier or one item twice in an army ([L2350]), and a carrier the
// item does not allow: banners on infantry, cavalry and chariot units
// ([L2358]), swords on those or commanders ([L2394]), the Crown, Helm, Orb
// and Sceptre on the General ([L2430-2460]), the Ring, Staves, Scroll and
// Wand on a Wizard whose side casts spells (see Spells above); each error
// names the unit.
//   - Banner of Battle: +1 attack per element ([L2364]) and Banner of
//     Steadfastness: +1 Hits per element, its left-over wounds cancelled
//     as the phase ends ([L2376]), from the first round of the unit's first
//     engagement to the end of that Combat phase; Sword of Fate: +1 attack
//     to one element, the same span ([L2406]); Sword of Might: +1 attack
//     to one element, always ([L2422]). The element is the first fighting
//     one, or the one the fight action (the other player's declaration
//     for his units, defenderchoice.go) names in Args["sword-element"]
//     (comma-separated, one per unit with a sword, its own or a joined
//     commander's); the offers add a variant per element where the +1
//     rolls other dice (another target or score to hit).
//   - Banner of Protection: armour one better, never better than 3+,
//     until the unit loses an element ([L2370]); for combat, shooting and
//     shooting at chargers.
//   - Banner of Tenacity: one wound of a shot cancelled after the saves,
//     once a turn, until an element is lost ([L2384]).
//   - Banner of Luck: once per battle, all the unit's attack dice of a roll
//     re-rolled when they score fewer hits than the player set in
//     Args["luck"] on the shoot or fight action, or for the player not in
//     his turn on his declaration before the fight's dice
//     (defenderchoice.go) ([L2390]); the offers add a variant whose
//     threshold is the expected hits, rounded up.
//   - Sword of Cleaving: one failed attack re-rolled each round ([L2416]);
//     Sword of Destruction: one successful save of the enemy re-rolled each
//     round ([L2400]); both automatic, as they only help their owner.
//   - Crown of Command: Args["crown"] on the General's first order of a
//     turn: command 10, no modifier; a failure ends the Crown ([L2432]).
//     Helm of Dominion: Args["helm"] on the side's first order of a turn:
//     the General's command +1 (at most 10) for that turn, once
//     ([L2438]). Orb of Majesty: Args["orb"] on the General's order: a
//     failure is re-rolled at command 8 with the same modifiers, once
//     ([L2450]). Sceptre of Sovereignty: Args["sceptre"] ("all" or the
//     results, "1,6") on a Hero's or Wizard's order: a blunder of those
//     results counts as a passed test, once ([L2462-2470]). Each is
//     offered as a variant of the order with its test.
//
// Not yet: objectives other than a feature held at the end (worth the same
// to either side). Fortified enemies: an occupation that would end in
// incidental contact ([L1717] counts the occupiers as holding only
// without it; what they are then, a pursuit with or without bonus, the
// text does not say); the
// siege booklet's city walls
// ([L1022]: crossing them is a high obstacle's rule here, so infantry
// with ladders is placed against the defenders across the wall, which
// stands for "touching the wall counts as touching the elements beyond",
// [L900-902]). Evades: the offers' re-formed evades are two shapes
// (a column behind the lead, the formation turned to face away); any
// other is an evade action with each base's path, given by the player.
// Magic items: a sword carried by a commander works for the unit he has
// joined, through no other way. Spells: a friend in Gerroff!!!'s way does not make way (the unit stops
// against it, confused); Weird Enchantment halves order moves, initiative
// charges and evades, not yet pursuits, advances or making way (Q17); its
// "counts enemies as terrifying" applies to every unit (no Undead or
// Daemon flag yet); the War Altar's +1 (a mount of the army lists, not
// yet played); the other armies' spell lists; a command of its own in the scripts (a cast is
// "do cast [TARGET] wizard=… spell=…"). For
// shooting: multiple shots' special arcs from the army lists. For combat: a lapsed pursuit's direction outside the charge
// solver's zone (the zone where the pursuer stands, or the tied zones of
// an exact split, [L774]): "on choisit alors la direction" ([L1596]) is
// read within the solver's placements. Shooting at chargers: the choice not to
// shoot (the shots are automatic), the charge's paths between its start
// and end (see the readings). Flyers: the
// offers propose only the straight Return (a re-formed one is dragged base by base).
//
// # Readings chosen where the text is ambiguous (wme.md §14)
//
//   - A3 (cost of moves with turns): the distance travelled by the point of
//     the base that travels farthest along the actual path, turns counted as
//     arcs — the literal reading of L684.
//   - A4 (distance bands): −1 per full 20 cm beyond the first band,
//     ceil(d/20) − 1, so 20.0 cm is free and 20.01 cm costs −1.
//   - A5 (commander distances): from the commander's round base to the
//     nearest point of the unit.
//   - A7 (turns): a turn is one player's turn; the turn number goes up when
//     the first player starts again.
//   - A12 (passing through one's own unit): a base may pass over bases of
//     its own unit that have not yet moved in this move.
//   - A20 (low obstacles): they stop chariots and artillery (artillery
//     enters only open ground, hills and roads, L2290).
//   - A21 (rivers): impassable by default ([L626]); a ford or bridge is a
//     gap in the river line marked by a ford or bridge feature. The
//     setting deep-water = "dangerous" takes [L1006]'s reading instead
//     (difficult, hard going and dangerous) for every river and lake of
//     the scenario: one setting rather than A21's per-feature choice,
//     since a feature carries no more than its kind.
//   - Hard going ([L964], "que si elles sont au contact du terrain au
//     début de leur mouvement"): every move tests each element from where
//     it starts (an element touching the terrain, or in it, may enter it,
//     one not touching may not: a drive back or retreat then stops or
//     fails there as at impassable terrain, [L1867], [L1824]), but for a
//     charge, which tests the unit: it may cross when one of its elements
//     touches the terrain as the charge starts (the solver places the
//     whole unit); a commander's own move tests his disc (as its square);
//     a commander carried along with his unit stops at it unless he
//     already stands in it. The places the rules give (a unit coming
//     back, a displaced commander, a friend's place after making way, a
//     flyer's landing) may be on it: it bars moving in, not standing
//     there; a flyer ignores terrain as it flies ([L2151]) and hard going
//     is terrain allowed to cavalry ([L2153]).
//   - Dangerous terrain ([L968], "à la fin de n'importe quelle phase"):
//     the phases are the Command phase (Initiative, Orders and
//     Commanders are its sub-phases, so the end of the Commanders
//     sub-phase ends it), the Shooting phase and the Combat phase; "sur"
//     is any part of the base on it, as "partly in" is for difficult
//     terrain ([L545]); a base touching its edge is not on it. Moving
//     onto it is allowed: the text sets no bar, only the end-of-phase
//     elimination (a flyer may land on it, [L2153]: it is terrain allowed
//     to cavalry).
//   - A27 (exposed flank): an enemy is on a flank or rear when part of one of
//     its bases within 20 cm (20 cm included, as for the threat, L535)
//     lies in the flank or rear zone (45° corner rays, A1 reading (a)) of
//     one of the unit's bases whose edge no base of another friendly unit
//     touches ([L543]: "aucune unité amie ne couvre"; a unit does not
//     cover itself). An edge lying wholly along another base of the unit
//     (between two bases of a line, the rear of a base with another
//     behind it) is inside the unit, no flank or rear; a corner touch
//     between its own bases leaves the edge outside and uncovered.
//   - A28 (brigade contact): a brigade or sub-brigade must be one connected
//     group when its order is given.
//   - Successive orders to a brigade: the modifier counts the most orders any
//     of its units has received this turn.
//   - G9 (line of fire): both front corners, each moved FireCornerInset
//     (0.1 mm) inwards along the front edge since elements in line touch at
//     their corners, must each have a clear line (G3, closed terrain as for
//     sight) to some point of the target element ahead of the front edge:
//     the practical test of L1113. An element masked by its own unit (a
//     column's rear elements) or partly by a friend cannot shoot (E28).
//   - A22 (nearest target): from the unit's elements to the target's, over
//     the pairs of elements where one can shoot at the other.
//   - L1141 (targets first): targets are fixed when the phase begins; a
//     shot at a unit whose targeted elements have since been removed still
//     goes at the unit, at the score of its least protected element; shots
//     at a destroyed unit are lost. The shoot action is one unit at one
//     target, resolved at once; only the drive backs wait for the end of
//     the phase, as L1209 says, so that the nearest shooter is known.
//   - Mixed cover (L1165-1169, E8): each element shoots at the least
//     protected target element it can shoot at; shooters are taken one by
//     one while the target's cover is mixed, together otherwise; the
//     casualty is the least protected element (against the shooter), then
//     one whose removal leaves the best formation (an end, never the
//     middle, L1197), then the nearest to the shooter.
//   - Shooting casualties (L1195-1199): the text removes them itself,
//     impersonally ("on lui retire un élément, à partir d'un bord"), with
//     the open elements first (L1169), and gives the owner no choice, as
//     it does in combat ([L1426]: "le joueur enlève ses pertes où il le
//     désire", after "peu importe que les éléments soient à découvert",
//     the rule of shooting it lifts). So the engine removes them, by the
//     order above, at once, and the shot is never left waiting: the
//     nearest to the shooter is the reading for the ends the text leaves
//     equal.
//   - Cover (L1181-1185): only infantry and artillery; defended when at
//     least partly in a wood, village, marsh or rocky ground, on a hill
//     when the shooter is not on one, or touching a low obstacle, a river
//     or a stream that the line from the shooter's front to its centre
//     crosses; fortified likewise behind a high obstacle.
//   - Drive-back cover: a unit is defended (or fortified) for its drive
//     back when all its elements are, against the nearest shooter.
//   - A23: the nearest shooter is the nearest unit that shot at the target
//     this phase, measured when the drive back is made.
//   - A8 (pursuit bonus): +1 per full 3 cm of the losing unit's retreat
//     distance (the rolled retreat, before any stop at the table edge).
//   - A9 (divisor): the losing units that were in contact with the enemy
//     when the round began and still stand; supports follow the unit
//     they support.
//   - A19 (status after the first round): a unit that charged, advanced,
//     pursued or retreated this phase is in the open; otherwise its
//     elements keep their defended or fortified status, round after round.
//     Hills count against an attacker not itself on a hill.
//   - A24 (flank −1): an enemy element's front edge in edge contact with
//     the element's flank or rear edge; corner contacts do not count.
//   - A25 (support): G17, the whole edge against the fighting element's
//     rear edge, or against its side edge with the same facing.
//   - A31 (capacity): elements × Hits − wounds carried at the round's start.
//   - A34: wounds are cleared at the end of the Combat phase for every unit
//     not engaged then.
//   - Attack allocation ties (L1338): the rules' pick is the enemy unit
//     touched along the most edge, then the first in army order; the
//     phasing player may name another of the class (fightchoices.go).
//     Whom an element attacks decides whether it may be supported
//     ([L1452]: "tant qu'il dirige ses attaques sur son front"), so the
//     supports follow his choice.
//   - Fight choices' offers: one variant per enemy unit (every element of
//     the player's that could attack it and does not by the rules' pick
//     attacks it), and the commander's bonus on an element only where it
//     rolls other dice than on the first (another target or score to hit,
//     or attacks kept above 0); other combinations through the arguments.
//     The other player's declaration is offered alike.
//   - The other player's choices before the dice ([L1336]: "avant de
//     lancer les dés", with no order between the players): the phasing
//     player makes his with the fight action, as he starts the engagement
//     ([L1306]), and the other then declares his, knowing them, before
//     any die. He is asked only when a choice of his would roll other
//     dice, as the offers judge it (so an unspent Banner of Luck on a
//     fighting unit always asks); otherwise the rules pick for him at
//     once. The Banner of Luck's re-roll is "immédiatement" after the
//     dice, so its threshold is declared with the other choices, as the
//     phasing player's is on his action (see the Banner of Luck below).
//   - Put aside ([L2037], [L2059]): "du minimum" is the nearest place, to
//     the millimetre, where his disc overlaps no element (friend or foe;
//     his own unit's excepted, as he is part of it, [L2051]) and lies on
//     the table, preferring ground he may enter. It is judged where the
//     unit's bases end the action ("pour permettre à l'unité de se
//     placer"), in every phase: the Command phase sentence ("plusieurs
//     fois lors de la phase de commandement") is read as an example.
//   - Passing through ([L2057]: "traversé par une unité ennemie"): a
//     commander who has joined no unit is passed through when an enemy
//     base's path during an action overlaps his disc (deeper than
//     table.OverlapSlack), even if it ends elsewhere, or it ends on him.
//     The paths are the action's own where it gives them (a move by
//     order, a re-formed evade), the charge solver's placement the bases
//     took for a charge or an advance, the pursuit plan's for a pursuit,
//     and for the moves the rules make in a straight line (drive backs,
//     retreats, fall backs, making way, rigid evades, occupations) the
//     straight motion from start to end. A support charge's supporters
//     (moved by the solver's path shapes, which the action does not keep)
//     are taken along that straight motion too. A flyer that
//     flies (its Command phase moves, advance and fall back) ignores every
//     unit ([L2145], [L2165]), so only where it lands counts, as for a unit
//     placed back on the table ([L912]). A joined commander is put aside
//     only when a base ends on him, to leave it the room ([L2059]).
//   - Displaced commanders ([L2057]): the units he may join are those
//     within 30 cm when he is displaced; with one only, he joins it
//     without asking; "immédiatement" is read as before anything else is
//     done, by either player.
//   - A commander's own move ([L2027], [L2031]): "traitent le terrain
//     comme de l'infanterie" is read for his whole path, his disc tested
//     as its square; terrain he stands in as he starts does not stop him
//     leaving it; units never block him ([L2035]: friends, "et
//     inversement"; the text bars him from no enemy).
//   - Retreat direction ties (L1498): the retreating player's choice among
//     the tied edges, asked after the dice (roundend.go); "parmi celles qui
//     sont possibles" is read as every tied edge, a blocked direction
//     costing the elements it costs. An irregular unit takes the element
//     touched by the most enemy elements (L1500); on a tie between
//     elements, every tied edge of each of them (a direction offered
//     once), the first element's first edge the rules' pick.
//   - Retreat order ([L1488]): the owner is asked only when the order can
//     change something: two losing units in contact whose swept areas
//     (every base from where it stands to where it would end, in each
//     direction still open to it, with the units following it, [L1502])
//     overlap deeper than table.OverlapSlack, or a friend not engaged that
//     one of them would meet (and ask to make way) stands within its full
//     pace of the other's ([L1910]); a longer chain of friends making way,
//     or a unit coming back onto the table in another's path, is not
//     foreseen. The units whose retreats meet no other's go first, in army
//     order; among the rest he names the next one, and is asked again
//     among those left while two or more can still meet.
//   - Blocked retreat: crossing means penetrating deeper than
//     table.ContactTolerance; ending within it of an enemy outside the
//     engagement blocks (L1522).
//   - Casualties (L1426): "une formation viable" is the elements left
//     not broken apart (any formation, irregular too). The owner is asked
//     only when the removals left open differ as the rules see them: the
//     formation left, how many removed elements touched no enemy and how
//     many enemy elements those left touch, and, for a loser about to
//     retreat (in contact, or supporting: it goes its supported unit's
//     way, L1502), what the retreat does to the elements left in each
//     direction it may take: how many are destroyed by what blocks their
//     path (L1504-1522; friends not engaged counted as blocking though
//     they may make way) and whether it ends partly off the table (§7.6)
//     (so the left or right end of a line fighting a line in the open is
//     not asked; with a lake or the table edge behind one end, it is);
//     for a winner, removing after the retreat (L1400), which elements
//     left would pursue each retreated unit straight ahead and how far
//     (L1584-1586), since none touches an enemy any more;
//     otherwise, and for the offers' first choice, the rules' pick: the
//     element whose loss leaves the best formation, then one touching no
//     enemy, then the last, one at a time. Every kind is offered; any
//     removal that leaves a viable formation is accepted, offered or not
//     ("où il le désire"). A unit of more than 12 elements takes the
//     rules' pick.
//   - Basic pursuit ([L1584-1596], pursuit.go): "an enemy in front" of an
//     element is the retreating unit met first by its straight move ahead
//     within full pace (its own unit's elements, at their start, hide
//     it: a column's rear elements are free). Those elements move into
//     contact; the others ("placed where one wishes", [L1590]) are placed
//     by the rules, unless the player places them (see below), one at a
//     time (pursuitplace.go), each at the best of
//     these places: beside or behind an element placed (the battle line's
//     slots), stepped forward until it touches the enemy, or its front
//     flush against an edge of a pursued element (centred or at either
//     end: the diagram's element on the flank, [L1600]); ranked by front
//     edge against the pursued unit ([L796]), then any contact with it,
//     then infantry supporting an element fighting to its front, then
//     the shortest move. Each must touch an element placed (formation,
//     [L231]), move within full pace along one of the solver's path
//     shapes, clear of every base but its own unit's unplaced ones (A12)
//     and of terrain it may not enter; the gap rules of §7.3 are not
//     applied to pursuers. When the formation cannot be completed the
//     obligation lapses ([L1596]) and the charge solver places the unit
//     as for an indirect pursuit within its full pace, an exact zone
//     split taking the first zone that works. Either must touch at least
//     1 cm of a pursuable edge ([L1560]).
//   - Support pursuit ([L1639-1657]): made by the "pursue" action itself
//     when the unit cannot pursue into contact ([L1643]: one that can,
//     must). The friend is an infantry element of another unit of the
//     engagement being fought that touches an enemy through its front
//     edge or a front corner (so that the support counts, [L1446-1452]);
//     "directly behind or beside" is G17. One element moves straight
//     ahead (no turn, 0 cm allowed) into such a place, touching enemies
//     by corners at most; the others are placed by the rules as above,
//     touching no enemy, ranked by support then the shortest move; of the
//     possible straight moves the one giving the most elements in support,
//     then the shortest, is taken. A support pursuer gets the pursuit
//     bonus against the pursued unit, should it touch it by a corner.
//   - The player's placement of free elements ([L1590], [L1616], [L1651];
//     pursuitfree.go): the free elements are those the rules' kind of
//     pursuit does not move compulsorily (basic: the elements moving
//     straight ahead; indirect: the first, placed as a charge; support:
//     the one moving straight ahead into its place); that kind is the
//     rules' own, so the straight-ahead obligation lapses ([L1596]) when
//     the rules cannot complete the formation. The player gives where each
//     goes (a move's end; the path he drew is not used): the rules trace
//     the direct path ([L1582], the solver's path shapes) from where it
//     stood before the pursuit, within its full pace ([L1580]), clear of
//     every base but its unit's elements not yet moved (A12) and of
//     terrain it may not enter (the barriers of [L1715] passed); in the
//     order given, after the compulsory elements, the rules placing the
//     others after them as above. Each ends on the table, on nothing, by
//     [L1556] and [L1558]; in support touching no enemy by an edge but
//     allowed a corner ([L1653], read for every element of a support
//     pursuit, where the rules' own placement avoids enemies altogether).
//     "Compléter la formation" is the unit in formation at the end
//     ([L231]: each element touching another, edge or corner), not each
//     element touching one placed before it as the rules place them.
//     Contact pursuits still touch 1 cm of the pursued unit's edge
//     ([L1560]). A re-placement is judged as if the player had placed the
//     elements in the pursuit, moving after the unit's other elements; it
//     is offered only until another action is made (the record kept in
//     the pursuer's status, since the engagement may close meanwhile) and
//     may be repeated; the tape measures it from before the pursuit.
//   - The pursuer's choices (pursuitchoice.go, pursuitdirection.go),
//     Args of the pursue action, offered as variants of the pursue offer
//     after the rules' pick (at most 3 placements): "support-of" the
//     friend a support pursuit supports, among the infantry units fighting
//     to their front ([L1645] names none; the rules' pick is the most
//     elements in support, then the shortest move, the variant the best
//     move for that friend); "placement" N, an index in the charge
//     solver's placements for an indirect pursuit's first element
//     ([L1614-1616]): when the straight-ahead obligation lapsed
//     ([L1596]: "on choisit alors la direction") any that ends as a
//     pursuit may ([L1556-1560]), else, nothing being straight ahead, one
//     the rules rank equal to theirs, as a charge's alternatives
//     ([L796]). The offers list one placement per place of the first
//     element (the others are free elements, [L1616]). Refused
//     ("pursuit-choice"): a friend to support when the unit can pursue
//     into contact ([L1643]), a placement for a basic pursuit
//     ([L1586-1588]) or a support pursuit ([L1576], [L1578]).
//   - Pursuit order ([L1572]): a unit that cannot see the retreating unit
//     may not pursue while a unit of its side still to choose sees it.
//   - Closed terrain ([L1707]): "units fighting inside closed terrain" is
//     read as some element of the pursuer or of the retreating unit at
//     least partly in a wood or village; the pursuer then sees it.
//   - Fall back (L1777-1797): straight back from the first element's front,
//     as far as the 3D6 allow, stopping as a drive back does, or the
//     distance its owner gives ([L1783]). "Il n'y a pas de minimum tant
//     que l'unité ... se trouve à 1cm" ([L1781]) is read as a minimum
//     otherwise: the least move that ends 1 cm clear of every enemy and
//     engaged unit, in tenths of a centimetre. Once the side has rolled,
//     a distance beyond the roll or short of that minimum is refused;
//     given with the action that rolls, it is cut to the roll and
//     lengthened to the minimum. A flyer lands no farther than it says.
//   - Draw order ([L1775]: "si les deux camps doivent se replier"): the
//     D6 is rolled when both sides have units that must fall back, as the
//     fight ends; when only one has, its units choose first and the
//     defended units of the other then decide, having seen them.
//   - Advance target (L1743): the nearest enemy unit (G1) the solver can
//     place a charge on within 20 cm; equally near ones are all offered.
//   - Draw casualties (L1428): one side's removal changes nothing of the
//     other's, so the order is not rolled: both sides' owners choose,
//     in any order.
//   - Drive-back order ([L1209], driveorder.go): "celui qui a subi les
//     tirs" is the owner of the units shot at (wme.md §8.6 item 1). He is
//     asked only when the order can change something, by the retreats'
//     test (retreatorder.go, above): two of his units' drive backs whose
//     swept areas (every base from where it stands to the farthest its
//     dice could take it, a 6 a die, never past its full pace: farther
//     destroys it where it stands, [L1227]) overlap, or a friend not
//     engaged that one would ask to make way standing within its full
//     pace of the other's ([L1910]). "L'ordre décidé" then "son
//     adversaire lance" is read as each unit named before its own dice,
//     knowing the earlier ones' results; the units that can meet no
//     other's go first, in army order; a unit with no die to roll never
//     meets. As for retreats, a unit coming back onto the table in
//     another's path is not foreseen.
//   - Evade direction ties ([L728]: "On choisit en cas d'égalité"): the
//     evading unit's owner chooses. Pairs of points as close as the
//     closest to half a millimetre (table.ContactTolerance, what a hand
//     leaves) are equally close; the directions they give are told apart
//     to a tenth of a degree, the precision of the bearing the action
//     names them by (an exact tie along parallel edges is one direction).
//     The rules' pick is the closest pair, the first of the units'
//     elements in their order on an exact tie. The blunders' compulsory
//     moves away from or toward an enemy (A33) keep the rules' pick.
//   - Initiative targets (L445): the nearest enemy unit (G1 distance) that
//     some element of the unit sees (G4), if within 20 cm; a nearer enemy
//     it does not see does not count. An evade with equally near enemies
//     and no Target names goes from the first in army order.
//   - A10 (evade end): at least 1 cm from every unit engaged in combat,
//     friend or enemy; ending against a friend that is not engaged is
//     allowed, against an enemy it is a charge and refused.
//   - Passing through ranks ([L736], [L2912], evade.go): a friend (not a
//     commander, [L702]) is passed through when an evading base's path
//     overlaps one of its bases (deeper than table.OverlapSlack: sliding
//     along it or touching is no crossing). It must not be engaged, and
//     "wholly to the other side" is read as no evading base ending
//     overlapping the convex hull of the friend's bases (its ranks, so
//     not stopping between them either); touching it is allowed (A10).
//     Passing is the player's choice: the longest evade passes when it
//     can, and an offer stopping short of the friends goes with it; a
//     distance chooses. For each friend passed, in the order met, the
//     evader then the friend roll a D6, a 6 confusing: the evader tests
//     once per friend, as making way is tested "for each occasion"
//     ([L1879]); one "pass-ranks" event carries both dice.
//   - Re-formed evade ([L730-734], evadereform.go): the action's Moves
//     give every base's path in the order the bases move. The first must
//     be an element nearest to the evaded unit (G1; ties the owner's
//     choice); "moves directly away" is read of its centre: at every pose
//     of its path it lies on the ruler's line from its start (G2, within
//     evadeLineTolerance, half a millimetre), ending farther along it,
//     its facing free. The others go anywhere, each within full pace with
//     turns counted (A3, [L734]), its path clear of the elements already
//     moved (they move one at a time, A12) and checked as a move by order;
//     the unit must end in formation ([L231]) and the rigid evade's end
//     rules hold. The evade's distance is the first element's.
//   - Re-formed evade offers (evadeshapes.go, [L730-734]): when the rigid
//     evade is blocked or stops short of full pace, the rules build
//     re-formed ones, the lead (the first of the nearest elements) turning
//     in place to face straight away then moving straight away, its
//     centre on the line: "re-formed in a column" (the others one behind
//     the other behind it, facing as it does: "passer dans des
//     intervalles"), offered when it goes farther than the rigid evade;
//     "turned to face away" (each other element turned about its own
//     centre and moved as the lead: "changer simplement son orientation
//     finale"), offered over the rigid evade's ground. Each follower takes
//     the cheapest of the charge solver's path shapes within full pace
//     that crosses no element already moved and that a move allows; the
//     longest legal distance is searched in 2 cm steps down from the
//     lead's reach, then to a millimetre; planReform judges the whole.
//   - A7 (battle length): turns per player; the battle ends with the last
//     player's Combat phase of turn N.
//   - Purchase price ([L2242]: "son prix d'achat", for units and
//     commanders alike): the profile's "points", which the army lists give
//     with the mount and upgrades ([L2680]: "leur coût est à ajouter à
//     celui de l'unité concernée"), plus the cost of the magic item it
//     carries, since a unit or commander "peut recevoir un objet magique
//     pour son coût en points" ([L2348]) just as it is bought, and the
//     army's budget counts it (selection.go). A 3-element unit reduced to
//     one gives half of that whole price, item included, rounded up to the
//     next 5 ([L2243]); the item need not be spent or still working.
//   - Half strength (L2198, L2243): fewer than half the elements the unit
//     started with — a 3-element unit reduced to one, as the text says;
//     a 2-element unit reduced to one is not, a 4-element one is at one.
//   - A14 (leaving the table): the roll is made at once; 3-6 place the
//     unit at once; the restriction holds for its owner's current or next
//     Command phase and ends with it; 1-2 roll again at the start of the
//     owner's next Command phase, before the Initiative sub-phase. A fall
//     back is not a way off the table ([L908] lists blunders, retreats and
//     drive backs): it stops at the edge.
//   - Leaving by a blunder ([L908], [L2015-2017]): the table edge is not
//     among what makes a compulsory move impossible ("terrain
//     infranchissable, obligation de rester en brigade"), so the straight
//     withdrawal (2-3) or advance (6) computed when the blunder is rolled
//     goes on past it, and the distance the move must end at is judged
//     there. The unit leaves only by that straight move, every element
//     together, made by the "Withdraw"/"Advance" offer (the "leave-table"
//     action); any other path off the table, the blundering unit's moves
//     by hand included, is refused, and on the table it may still move
//     any way that meets the distance. Its commanders stay behind: a unit
//     moving in the Command phase leaves them (A13), so none share its
//     fate ([L914]). It rolls at once (A14); placed back on a 3-6, its
//     blunder move is over.
//   - Coming back in line or column ([L912]): "front de 40mm" is every
//     element's front at least 40 mm (the text knows 20 mm and 40 mm
//     fronts, [L243-247]); a single element has no choice. The column is
//     the unit's elements one behind the other in their order, the first
//     in front, the last one's rear edge on the table edge, centred where
//     the line stood (where it left, [L912]), or as near as possible
//     along the edge as a line is: the nearest free place on either side,
//     searched ReturnSearchStep apart and bisected to ReturnTolerance. The choice is made after the roll, so
//     it waits for its owner (as making way does), his commanders placed
//     beside the unit again.
//   - Off the table: while a unit is off the table (1-2) it counts as lost
//     for the rout check and victory points, as [L916] has it for the
//     General; coming back it counts again.
//   - Make way ([L1906-1936]): the choice is the owner's, after the dice;
//     the rules' pick offered first is the least move (the farthest any
//     element goes), a step aside to the right of the path on a tie. A
//     moving-back friend ends touching the mover's end position even if a
//     later friend then stops the mover short. In a chain ([L1908]) the
//     friends blocking a friend making way (nearest first, each asked once
//     per chain) make way for it as its owner chooses next (the least
//     move offered first), with the same ways, and each link is an
//     occasion of its own for the tests ([L1930]).
//     "In the path" is an element the mover's swept bases overlap deeper
//     than table.OverlapSlack. "Réarrangés autour de ceux qui restent sur
//     place" ([L1916]) is read as each moved element (the nearest to
//     leaving the path first) placed beside, in front of or behind one
//     already standing, facing as it faces, front edges flush, wholly on
//     the chosen side of the path; ranked by the formation it makes with
//     them (a line kept first), then the shortest move. Elements standing
//     still split apart by the path leave no step aside ([L1846]: "restent
//     en formation"). The move back in support ([L1926]) is offered when
//     the mover moves to its rear, each element of the friend taking the
//     place exactly behind a mover's end element nearest to it, those left
//     over placed as for a step aside; a support landing where the plain
//     move back does is not offered twice.
//   - Make way, the owner's own placement (makewayplace.go): each element
//     named slides straight from where it stands to where he puts it, as
//     in the rules' placements, measured by its farthest corner against
//     its full pace ([L1910]). Stepping aside, "sans changement
//     d'orientation" ([L1916]) is read for every element, and an element
//     is on the side chosen when its centre is beyond the path's middle.
//     Moving back has one place only ([L1924]: same direction, same
//     facing and formation, ending in contact), found within
//     table.ContactTolerance across the path; it is never re-placed. "Se
//     reformer de manière à soutenir" ([L1926]) is read as re-forming
//     freely, in formation, with at least one element exactly behind one
//     of the mover's end elements (G17). A friend in a chain does not
//     refuse: to keep it in place, its owner undoes the way chosen for
//     the friend before it, the choice rolling no die. A
//     re-placement after the move is judged against the state as it then
//     is, with no friend making way for it, and closes at the next action
//     (another friend's choice included).
//   - Commanders shooting ([L2067-2069]): "lorsque l'unité tire" is read
//     literally: a commander shoots only when his unit shoots, so never
//     with a unit that has no shooting profile, and in the Shooting phase
//     only at its target of that action. "Comme si l'élément lui-même
//     effectuait le tir": from that element's place, with the unit's type
//     (its zone of fire, an artillery element's elevated fire) and his own
//     shots and range; the element need not aim at the target itself, only
//     be able to shoot at it with his range. He shoots once per Shooting
//     phase, as an element does ([L1094]); his dice are rolled after the
//     unit's, with no Banner of Luck re-roll (it is the unit's).
//   - Commanders shooting at a charger ([L2069], [L1233-1247]): the text
//     gives the element to the player whose unit shoots, "à chaque fois
//     que l'unité effectue un tir (... plusieurs tirs de contre-charge)",
//     but those shots go off within the charger's action, before another
//     unit moves ([L1241]), and that player has no action between the
//     charge's declaration and its shots: a choice recorded in his own
//     turn could not see the charge, and waiting for one would stop the
//     charge half-applied. So the rules take the element: the first of
//     the unit's elements, in its order, free to shoot ([L1237]) from
//     which he reaches the charger with his range at its start or end
//     ([L1239]). The choice would change no die: every element needs 4+
//     at a charger ([L1173]), his shots are not split ([L2069]) and the
//     wounds go on the charging unit ([L1245]); the element serves only
//     as the one the casualties are counted from (as for shooting, the
//     nearest kept) when his are the volley's only shots, the unit's own
//     first shooting element being taken otherwise.
//   - Mounts ([L2031], [L2077]): a mount is a profile flag, as flying is;
//     its supplement ("mount-attacks") is added to his attack bonus
//     before the best commander's is chosen ([L2073]). A commander whose
//     unit's move would take his disc (tested as its square) into terrain
//     impassable to him stops where the straight line from where he stood
//     to where he would go first meets it ([L2081]: "à la lisière de ce
//     terrain là où est entrée l'unité"), and the join ends; terrain he
//     already stands in does not stop him.
//   - Leaving with a unit ([L914]): the joined commanders go off the table
//     with it and take no roll of their own; when it comes back they are
//     placed beside it, still joined; when it never does they count as
//     lost, like it (the General: [L916], his army withdraws).
//   - A13 (joined commander in the Command phase): a unit moving in the
//     Command phase (initiative, order, charge, close up) leaves its
//     commanders behind and the join ends; they may join again in the
//     Commanders sub-phase.
//   - Commanders caught (§11.1): a commander whose unit is destroyed is
//     eliminated with it, as [L2065] and [L2083] say, not displaced; only
//     a commander passed through by an enemy ([L2057]) is displaced.
//   - Blunder 2-3 ([L2015], A33, [L3076]): the enemy is the nearest unit
//     some element of the unit sees (G4) among those within their own
//     full pace of it. When the blunder is rolled the straight withdrawal
//     (every base moved together along the ruler between the closest
//     points, G2, as an evade, within the open move at its pace by
//     formation and checked as a move by order) gives the distance the
//     move must end at: the enemy's full pace if the straight move can
//     reach it, else what it reaches, never less than the distance at the
//     start. The player may move any way (around an obstacle too); the
//     move cannot close, and the sub-phase cannot go on, while the unit
//     ends nearer than that. A flat "as far as it can" over every possible
//     path is not searched. Each unit of a brigade is judged on its own.
//   - Blunder 6 ([L2017], [L3078]): the target is the unit's nearest
//     visible enemy unit (G4; the first in army order on a tie). While a
//     charge on it is legal (the charge solver, at the open move's
//     allowance), plain moves and charges at other enemies are refused
//     and the move cannot close. Otherwise the move must end at most as
//     far from it as the straight advance along the ruler (G2, as far as
//     the allowance and the path allow, stopping short of contact)
//     computed when the blunder is rolled: "as fast as its formation
//     allows" read as the whole allowance toward the enemy. With no
//     enemy visible it is a normal move by order.
//   - Shooting at chargers ([L1233-1247], §8.8): "peuvent tirer" (may
//     shoot) is read as automatic shots, since shooting costs the
//     shooter nothing, so no choice is offered. "At some moment of their
//     charge" ([L1239]) is read as the charging unit at its start poses
//     (before any base moves) or at its end poses, with fireTest (range,
//     zone of fire, sight, G9); the paths between are not sampled. A
//     charging element flush against a shooter's front edge is in its
//     line of fire. "Already touching an enemy element" ([L1237]) is
//     judged before the charger moves, corner contacts counting
//     ([L1324]). Confused units shoot ([L1831-1835] bar only moves and
//     attacks). The engaged units shoot in the solver's order (the
//     target first), each with all its elements at once, stopping when
//     the charger is destroyed; casualties are chosen as for shooting
//     with every charging element in the open ([L1173]). The wounds
//     count for the shooters' side, as far as the charger could take
//     them (A31), in the charger's next combat round, even the next
//     turn's for an advance into an engagement already resolved
//     ([L1765-1767]); those of a charger the shots destroy count for
//     nothing. An advance is shot at the same way ([L1767]).
//   - Support charges ([L806-808], [L1460-1474]): "immédiatement
//     derrière" ([L808]) and "situées derrière un élément qu'elles
//     peuvent théoriquement soutenir" ([L1462]) are read as some element
//     of the supporting unit exactly behind some element of the charger
//     (G17, its front edge wholly against that rear edge) when the charge
//     is declared. "Lui fournisse un soutien arrière" ([L1468]) is an
//     element exactly behind a charging element that fights to its front
//     or by a front corner ([L1446-1452]), so that it counts in combat.
//     The rules move the supporting unit as one body keeping its formation, each
//     base by the charge solver's path shapes checked as a move by order
//     (clear path, gaps, allowance by the part that moves farthest),
//     after the chargers, whose end poses block it; of its places with an
//     element so behind, the one with the most elements in rear support
//     is taken, then the nearest (the refusal shown is that of the best
//     place). It needs no order ([L1464]: the charge may be on an order
//     "au sein d'une brigade ou non") but may not move if it could not
//     take one (no orders left, [L1474]); a unit of the charger's ordered
//     brigade uses that order's allowance. "Une seule unité" ([L1466]) is
//     one name in Args["support"]. The order of [L888] (both move, then
//     the shooting) is applied to every support charge, enveloping or
//     not; the shooters' lines of fire are judged with the supporters at
//     their end poses, and the supporters stay put when the shots remove
//     charging elements. After a rolled zone ([L774]) the support is made
//     if the rolled zone's placement leaves it room, else the charge goes
//     in alone (Check accepts the support when some zone leaves room).
//   - The player's placement of a supporting unit (supportplace.go,
//     supportreplace.go): "un mouvement normal" ([L1468]) lets the unit
//     re-form, so the player puts each element where he likes, ending in
//     formation ([L231]), no element on another, at least one exactly
//     behind a charging element fighting to its front, none touching an
//     enemy ([L1470]); each element that moves takes the cheapest of the
//     solver's path shapes checked as a move (the player names the end,
//     the rules find the way), within the support's allowance. In the
//     charge action (Moves, one per element) the elements not named go
//     where the rules would place them, or stay where they stand when
//     the rules find no place; after a rolled zone a placement that does
//     not fit it gives way to the rules' placement there. Right after the
//     charge, before any other action, the charging player may drag the
//     elements elsewhere (replace.go), measured from where they stood
//     before it; as the enemy has already shot ([L888]), a re-placement
//     that would open or close a line of fire from an element of a unit
//     the charge engaged (or a commander with it) to the chargers is
//     refused, and when the shots removed a charging element there is no
//     re-placement: the supporters "ne se déplace[nt] pas (pour remplir
//     les trous causés par des pertes p.ex.)" ([L888]).
//   - A11 (hill crests, hills.go): sight lines (G4, G5, G9: for charges,
//     initiative, threats and shooting alike) may not cross a crest line.
//     The crests are the scenario's "crest" line features (the rules use
//     their centre line), and for a hill or ridge with none on it the
//     longest chord between two of its corners lying inside it. A line
//     that only touches a crest at its end (a viewer's front edge or a
//     target on the crest) is not blocked; a unit whose front edge is
//     beyond the crest sees down that slope, one behind it does not.
//     Crests are all that hills block: the rest of the hill is open.
//   - Heights (hills.go): the ground is level 0 and a hill one level
//     above what it stands on, so a summit drawn inside a hill ("avec ou
//     sans un sommet", [L2547], [L2553]) is level 2. A base stands at the
//     highest level more than half its area is on; other terrain stands on
//     the highest hill its whole outline is on (a wooded hill, a village
//     on a hill, [L2549], [L2595]); a crest is at the top of the hill it
//     is drawn on (a drawn crest inside a summit is the summit's, and the
//     hill below keeps its default crest). Crests always block ordinary
//     sight; only artillery sees over lower things, lower crests included
//     ([L2296-2298]: blocking is "tout à fait raisonnable pour la majorité
//     des troupes"; [L313]: an element blocks sight).
//   - "Higher than the attacker" ([L1181]): an infantry or artillery
//     element is defended when some part of it is on a hill higher than
//     the highest level any part of the attacker reaches; against a charge,
//     in the turn of the charge, the attacker's level is the highest its
//     unit reached where the charge began ([L946]: "les charges menées par
//     des unités commençant leur mouvement plus bas"), so a unit charged
//     from the foot of its hill is defended though the chargers end on the
//     slope. [L946] names charges only: an advancing or pursuing attacker
//     is judged by the level it reaches where it stands.
//   - Elevated fire ([L2300-2306]): artillery ignores, element by element
//     and feature by feature, friendly bases and closed terrain lower than
//     itself, or at its own level when the target element is higher, and
//     every base of a unit engaged in combat, friend or foe ("unités amies
//     et ennemies qui ne sont pas des cibles valides": a friend is never a
//     target, so this is read as engaged units, else rules 1-2 would say
//     nothing of friends); the unit shot at is never ignored. It holds for
//     sight and line of fire alike, and for shooting at chargers.
//   - 360° shooting ([L1125-1129]): "leur bord frontal et arrière comme
//     des bords frontaux" is read edge by edge: a target in the rear zone
//     is seen and has its line of fire from the rear edge (both its
//     corners, G9), one in the front zone from the front edge, as far as
//     the range; an artillery piece so marked fires down a strip behind as
//     well as ahead. The nearest target is taken whichever zone it is in
//     ([L1137]). An enemy flush against the rear edge of a 360° shooter is
//     in its line of fire as one flush against its front ([L1239]). The
//     flags are "vision-360" and "shoot-360" (= 1), like "fly".
//   - Fortified enemies ([L894]): a unit is a fortified enemy for a
//     charge when one of its elements is fortified against the charging
//     element nearest to it as the charge starts, or it is walled: an
//     element has a city or fortress wall along its front edge, which
//     makes it fortified against every charge, since it must be charged in
//     the front ([L896-898]). "Sans contrainte" ([L2173]) frees flyers of
//     every restriction of item 11, "ou autres lieux semblables" read as
//     any fortified position. An element lines an obstacle that lies
//     between it and its attacker when the line from the attacker's front
//     edge, or from its centre, to the element's centre crosses it: a
//     charger across a wall drawn with a width stands with its front edge
//     on the wall's far side, touching it ([L902]), and the defenders are
//     fortified against it, 6+ to hit ([L1366]).
//   - Fortified enemies after a combat ([L1711-1717]): a unit retreated
//     from a position fortified against a winner when, at the poses it
//     held (its retreat is straight, without turning, [L1492]: where it
//     stands less the distance moved), it was a fortified enemy for a
//     charge by that winner as it stands, and it had not charged,
//     advanced or pursued this phase (in the open, [L1366]: attackers
//     beaten back from a wall were not fortified). The infantry-only rule
//     of [L896] is not applied to pursuits: the pursued unit retreated
//     and is in the open ([L1366]), and [L1715] resolves the pursuit
//     "normalement", its pursuers passing "toute barrière" (the linear
//     obstacles it lined); it applies to advances, resolved as charges
//     ([L1745], [L1751]). "Sans pénalité" ([L1713]): a retreat's only
//     penalty is the loss of blocked elements ([L1504-1516]; no
//     confusion, [L1889]); a unit with infantry elements on city or
//     fortress walls retreats only as far as none of those is blocked,
//     its formation kept ([L1492]), the pursuit bonus still counting the
//     distance rolled (A8). Occupying ([L1717]): each element moves at
//     most its full pace, as a pursuer's ([L1580]). The player's own
//     placement of the occupiers: "occuper les positions" needs at least
//     one element on a vacated position, an element standing on one when
//     its centre lies within it (a drag need not match the defenders'
//     bases exactly); the others stand anywhere in formation ([L231]),
//     not necessarily as close as the rules would put them: the choice is
//     the player's. The elements an action names move one after another
//     in its order, each path clear of those already placed; a
//     re-placement measures them from where they stood before the
//     occupation, the unit's other elements where they stand.
//   - Spells (the sheet §4): the recommended readings Q1-Q4, Q6-Q9, Q11-Q15,
//     Q17, Q18, Q29, Q30, Q35, as listed under Spells above. Q1: a Wizard
//     casts whenever his player wishes in the Shooting phase, before,
//     between or after the shots; each spell is resolved at once. Q5: the
//     cover against spell attacks is judged from the Wizard's disc. Q16:
//     Weird Enchantment may be cast on engaged units. The Scroll ([L2476],
//     "peut automatiquement annuler"): "automatiquement" is read as no
//     roll, "peut" as its owner's choice, made once the cast has
//     succeeded and before any effect (C6). Gerroff!!! and a friend in the way: the unit stops in
//     contact, confused, as when a friend does not make way ([L1883]),
//     since the spell is resolved at once (Q12) and making way waits for
//     its owner. Waaagh!'s greenskins: the sheet asks for a flag; a unit
//     of the Orc list is one unless it is a line the sheet names (Trolls,
//     Ogres, Giant), judged by the unit's name, so the sample armies need
//     no new key.
//   - Magic items, first engagement ([L2364], [L2376], [L2406]): "la
//     première phase de Combat où elle est impliquée dans un engagement"
//     is the first Combat phase in which an engagement the unit belongs
//     to (fighting or supporting) is fought; the items then work from its
//     first round to the end of that phase and are spent. The Sword of
//     Fate's "premier combat" is read the same way. Steadfastness's
//     "blessures excédentaires" are all the wounds left on the unit.
//   - Banner of Protection ([L2370]): "et ainsi de suite" is read down to
//     no armour, which becomes 6+; "perdre un socle" is lost(u) > 0.
//   - Banner of Tenacity ([L2384]): "chaque tour" is a player's turn (A7);
//     shooting at chargers is shooting, so it counts too.
//   - Banner of Luck ([L2390]): the player's dissatisfaction is declared
//     with the action as a number of hits; the re-roll applies to one roll
//     of the unit's dice (all of them when its targets share one score to
//     hit; with mixed cover or several scores, the first roll that falls
//     short). The Sword of Cleaving then re-rolls a die still failed.
//   - Helm of Dominion ([L2438]): "au début du tour" is before the side's
//     first order (command matters only from there). Orb of Majesty
//     ([L2450]): declared with the order, used only if it fails. Sceptre
//     ([L2462]): the results to ignore are declared with the order, as the
//     result is known before deciding.
//   - Swords of Destruction and Cleaving: once per round each, on the first
//     roll where they can act (the first enemy unit making a save is the
//     one affected).
//   - The rout check runs at every end of phase (losses never come back,
//     so this is "the phase in which" it happened); an army of commanders
//     only never routs by its losses.
//   - A17 (main units, [L2198], [L2232]): the text does not define them
//     and its glossary says "la moitié de ses unités" ([L2838]), so every
//     unit counts, machines and flyers too, unless the army list marks it
//     main = 0 (a profile flag, as the lists mark special rules); an army
//     all of whose units are so marked never routs by its losses, as an
//     army of commanders only. A unit not main still gives its points
//     when destroyed or halved ([L2240-2243] count every enemy unit).
//   - Scenario objectives ([L2244]: "selon le scénario", with no rule for
//     holding): a side holds an objective feature when one of its units
//     (not a commander) stands at least partly on it, as for cover
//     ([L1181], G23), and no enemy unit does: units of two sides contest
//     it and nobody scores it. It is judged when the points are counted,
//     so at the end of the battle, as "pré-définis" objectives are usually
//     held at the end; a destroyed unit or one off the table holds
//     nothing. The worth goes to the holder whichever side it is; the
//     routed army's cap ([L2236]) applies to its total, objectives
//     included. A point to hold is a small feature of kind "open".
//   - The sword's element: "l'un de ses socles" ([L2406], [L2422]) is the
//     player's choice, made before the dice, as for a commander's bonus
//     ([L2075]); the Sword of Fate is offered before its first engagement
//     (it starts working with the fight) and not once spent.
//   - A15 (flyer's field of view, [L2147]): on an order (blunder moves
//     included, not charges, whose target must be seen anyway, [L758],
//     nor Returns), some base of the unit after the move must be seen
//     (G4, from its front edge, any edge with 360° vision, within 60 cm,
//     its own bases not blocking)
//     from some base where it stood when the order was obeyed; a base not
//     yet moved keeps the place in view, so the test bites when the last
//     base moves. Flying commanders are never tested ([L2177]).
//   - Return ([L2129-2131]): "plus de 20cm d'un commandant" is read with
//     [L2095] as more than 20 cm from every commander of the side (A5);
//     the commander is named with the roll. "En ligne droite" is read as
//     for a re-formed evade: the base nearest the commander (the lead)
//     keeps its centre on the line from where it stood toward him (G2,
//     from its closest point to his centre, within evadeLineTolerance),
//     going at most the roll and no farther than his base (G1); the other
//     bases go anywhere within the roll, turns counted (A3), but no base
//     ends beyond his position along that line. Engaged flyers do not
//     Return ([L439]); the Return uses no initiative and is no order.
//   - Flying moves ([L2151-2153]): "terrain autorisé à la cavalerie" is
//     terrain that blocks no cavalry (blocks(Cavalry, ...)), judged on the
//     end footprint only; a flying commander's disc is tested as its
//     square. Blunder 4-5's half pace is half the 60 cm ([L2016]: "la
//     moitié de sa pleine vitesse"). A profile "move" still overrides the
//     flyer's pace. Flying fall backs ([L2165], "se reforment": the 3D6
//     move of [L2778]) go straight back as the others, taking the longest
//     landing that keeps 1 cm from enemies and engaged units, else the
//     longest landing (the unit is then confused, [L1787-1791]): searched
//     down a millimetre at a time from the roll, then bisected back up to
//     within flyTolerance (0.005 cm) of the longest.
//
// # Ranges (ranges.go)
//
// Setup refuses a profile key WME does not know and every profile value
// or setting out of its range, naming the unit (its name, and its id), the
// key and the range: `warmaster: unit "Orc Boyz" (o-boyz): attacks =
// 1e+15 is out of range (0-20)`. NaN and the infinities are always out;
// "whole" values are counted by the rules and refused as fractions.
// attacks, shots and hits 0-20 whole; range 0-120 cm; armour 0-6 whole;
// command 1-12 whole; points 0-5000 whole; move 0-100 cm; mount-attacks
// 0-10 whole; the flags (fly, slow, unreliable, vision-360, shoot-360,
// terror, fanatic, ladders) 0 or 1; the mounts and item-<id> 1; main 0
// or 1. Settings: turns 1-1000, budget 1-100000, objective-<id>
// 1-10000, all whole. The bounds are generous for the Warmaster lists
// (shared/reference/warmaster-profiles.md: attacks and shots at most 8,
// ranges 60 cm, commands 6-10) and small enough that no dice count or
// allocation made from them can blow up (issue 8 item 3); ranges.go cites
// each, docs/scenario-format.md ("Ranges") lists them.
//
// # Army selection and deployment (selection.go, deployment.go)
//
// Both are checked by Setup only when a scenario asks; without the
// settings below Setup checks neither (the sample scenarios were built by
// hand to the rules, docs/wme-armies.md). Unknown settings are still
// refused by name.
//
//   - army-lists = "check" (with budget = the points each army may spend,
//     required) checks each army against its list (wme.md §3.4, CheckArmy):
//     every unit's Name a line of the list, its cost the profile's
//     "points"; per line, m/M times the full 1000-point blocks of the
//     budget, not of the points spent ([L2668], E17: 1/2 at 2500 points is
//     2 to 4; below 1000 points every m/M limit is 0), x-X as they are
//     ([L2670], E19), "-" no limit (E18); exactly one General whatever his
//     line says ([L2672]); at most the budget spent ([L2664]). An illegal
//     army is refused with every problem, each naming its rule. The lists
//     (Lists) are the Warmaster Revolution Empire and Orcs of
//     shared/reference/warmaster-profiles.md, every min/max per 1000; a
//     side takes the list whose id or name is its own, else the only list
//     with a line for each of its units. A unit's cost includes its magic
//     item's ([L2348], items.go), and an item fielded twice is refused
//     ([L2350]). Not checked: upgrades, special rules' agreement
//     ([L2676]), a unit's points against its line (upgrades cost extra,
//     [L2680]).
//   - deployment = "standard" checks the standard deployment (wme.md §4.4,
//     A30, E20): every base, commanders included, at least 45 cm from the
//     centre line between the long edges (its nearest point; a round
//     base's disc), so that the armies are at least 90 cm apart; each army
//     on one side of the line, two armies on opposite sides. The long
//     edges are the top and bottom ones unless the table is taller than
//     wide. DeploymentDepth is a zone's depth (D14: 30 cm on a table 150 cm
//     across). Not checked: the alternate placing of units ([L2608]), the
//     sides' scenario zones (Side.Deployment), the other deployments
//     ([L2616]).
package warmaster
