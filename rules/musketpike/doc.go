// Package musketpike is the Musket & Pike Battle Series ruleset ("mp"),
// built from the French rules text, version 4.0
// (shared/seeds/001_9a4064c5d9d31460.txt, cited as [Lnnn]) through its
// English implementation spec (shared/rules/musket-and-pike.md, cited as
// §n, with its ambiguities An and predicates Pn). The text is the
// authority; where it is ambiguous the spec's §14 recommended reading is
// followed and named below. The game is played on a hex map laid over the
// table (table.Table.Hexes, package hex); a counter is one table.Base on
// hex centres, and a move is a path of poses, one elementary step each.
// The charts the text does not print come from package charts: the
// scenario's own chart file when its [hexes] names one (charts = FILE, the
// text carried in hex.Spec.Charts, board.go chartsOf), else the UNOFFICIAL
// shipped set, charts.Default.
//
// # Map of the package
//
//	rules.go        Rules: ID "mp", Register, Setup (prepare: sides, units,
//	                wings, map, counters), Resume and Keys (positions), Legal,
//	                Check, Apply, Measure (the MP tape), the d10
//	units.go        the classes (Unit.Type), formations (Unit.Formation) and
//	                what each counter is (facing, TEC column, 1 or 2 hexes)
//	profile.go      the profile keys, their ranges and classes; checkUnit
//	status.go       the unit statuses, battle counters and phases, with ranges
//	board.go        the hex map built once per Spec (cached), the flags the
//	                chart gives its kinds, reading a counter's pose onto the
//	                grid, the counters near a path (the table's spatial index)
//	allowance.go    the MA table and formation effects, the facing costs
//	movestep.go     decoding one step of a path: forward, re-face, pivot,
//	                countermarch, a Column's head turn, a free step
//	moveterrain.go  the terrain chart's costs and formation hits of a step
//	move.go         planMove: a whole path checked and costed step by step
//	moveapply.go    checkMove (who may move now), applyMove (the move's
//	                effects and its log, the capture of Disabled Guns)
//	moveorders.go   the orders' limits on movement (§7.11)
//	bridge.go       a 2-hex heavy infantry unit's bridge crossing with its
//	                whole MA [L581]
//	movecharge.go   the Charge order's approach to the nearest enemy in
//	                sight [L409-L417]
//	moveoffers.go   the moves offered as buttons (no rule: a path built
//	                step by step, each step checked as a drag is)
//	stack.go        stacking (P31), passing through, cavalry + light infantry
//	absorb.go       cavalry absorption: a cavalry unit with casualties
//	                moving into another's hex [L640-L646], its buttons
//	stackorder.go   the artillery stack order: top and bottom, the action
//	                "stack", the guns' change instead of Reaction Fire
//	command.go      the LOC and the out-of-command move
//	activation.go   the turn: initiative, the choice of wing, pass,
//	                activation, continuation, forced Rally, marker removal,
//	                capitulation
//	preempt.go      pre-emption, Bypassed and No Continue
//	orders.go       the order change
//	reform.go       the Reform action, by a unit or the Army Commander
//	hedgehog.go     forming Hedgehog (4 MP)
//	artillery.go    the battery's re-face instead of firing, limbering
//	fire.go         a fire checked and worked out into shots: who may fire,
//	                the kinds of fire, targets, range, arcs, LOS, the
//	                point-blank Line of Fire
//	fireapply.go    the shots rolled and applied: modifiers, the charts,
//	                casualties, formation hits, the fire's morale checks,
//	                leaders under fire
//	firecover.go    take cover: the fire held for the target's choice
//	fireevade.go    cavalry evasion of artillery's formation hits
//	fireoffers.go   the fire buttons (a 2-hex unit's halves at one target
//	                or at two)
//	react.go        the reaction interrupt: a move stopped at the step that
//	                triggers, the trigger and the units asked kept, the
//	                trigger of a fire at a unit
//	reactanswer.go  the inactive player's answers (react or decline) and
//	                their buttons
//	reactfire.go    Reaction Fire: who may, by which fire, at what range,
//	                the -1 against moving cavalry, the firer's markers
//	reactmove.go    the re-face and Hedgehog reactions
//	reactpivot.go   a 2-hex unit's re-face in reaction: its pivot
//	reactwithdraw.go the withdraw reaction (a move in phase react)
//	reactadvance.go the reactions to an advance or pursuit after combat:
//	                the melees wait for them
//	reactintercept.go the interception, its roll, move and melee
//	reactexchange.go the fire an intercepted cavalry and its interceptor
//	                exchange before the melee
//	reactreform.go  the Reaction Fire a reform or rally next to an enemy
//	                triggers
//	reactevade.go   the reactions an active cavalry's evasion triggers
//	reactfirestep.go the Reaction Fire an Advance or Retire Fire triggers,
//	                the Retire Fire's step back waiting for it
//	morale.go       morale checks, levels, Morale Broken, elimination,
//	                Disabled Guns
//	moraleretreat.go the retreat of a unit made Morale Broken
//	rally.go        the Rally action
//	rout.go         the Rout Phase
//	momentum.go     Momentum earned by a move into contact
//	melee.go        the melee segment: designations (active, then Reaction
//	                Melees and defensive pistols), who may attack what
//	meleeodds.go    the melee modifiers and the combat ratio
//	meleeresult.go  the melees resolved: the order, the roll, automatic
//	                results, formation hits, leaders' risk
//	meleeretreat.go a result on each unit: morale, retreat, guns left
//	meleeadvance.go the advance after combat
//	meleechoice.go  the players' choices inside a melee: the melee undone,
//	                its dice kept, resolved again once chosen
//	pursuit.go      cavalry pursuit
//	leaders.go      leader replacement in the Marker Removal Phase
//	succession.go   the Army Commander's succession by the senior wing
//	                commander [L360-L362]
//	reinforce.go    reinforcements and entry hexes (7.4 [L583-L587]):
//	                profile enters, the counters off the map, the action
//	                "enter", its MA, its buttons
//	offers.go       Offers: the buttons of the activation sequence
//	score.go        Score and Markers (rules.Scorer): the armies' victory
//	                points, losses and orders, each counter's "SP-morale",
//	                formation and markers
//	victory.go      the victory points table [L1364-L1386], counted from the
//	                losses the rules keep (readings in its comment), and the
//	                battle's result when capitulation ends it
//
// Package mptest (rules/musketpike/mptest) is the sample player, a
// rulestest.Player that plays whole battles through these Offers.
//
// # Scenario vocabulary
//
// Unit.Type is one of cavalry, heavy_infantry, light_infantry, artillery,
// wagons, leader (spec §3.1). A unit is one base: a 2-hex heavy infantry
// unit is one base spanning both hexes. Profile keys, each checked by
// Setup against its range and its classes (profile.go): sp 1-20 (cavalry,
// heavy and light infantry, required) and morale 4-8 (those and artillery,
// required) [L42]; wing 1-9 (every combat unit, required; wing
// commanders; wagons optionally) [L366]; leaders: rating -2 to 0 [L58],
// ac = 1 for the Army Commander (who has no wing), order 1-4 for a wing
// commander's starting order (1 Charge, 2 Make Ready, 3 Receive Charge, 4
// Rally) [L399], senior = 1 for the army's Senior Wing Commander, one a
// side at most, never the Army Commander [L360]; enters 1-99 for a
// reinforcement wing (reinforce.go, 7.4 [L585]): the turn it enters,
// given to its wing commander and, the same, to every unit of his wing
// (combat units and wagons with that wing; never the Army Commander nor
// wagons of no wing), its order Make Ready (order = 2 or none) [L585];
// or, on a unit alone, a turn later than its commander's (or any turn
// when he is on the map from the start), a reinforcement without its own
// wing commander, which joins its wing (never earlier than him);
// each such counter's hex (and vertex) is its entry hex (and the facing
// it enters with), on the map and on terrain it may enter, several
// counters of the wing sharing one hex if they like (no stacking check:
// they enter one after another); heavy infantry: hexes 1-2 [L188], no-pikes [L1305],
// regimental [L150]; artillery: gun 12, 8 (the 4-8lb class) or 3 [L925],
// pb and max 1-30 hexes, pb <= max [L935], double [L128]; cavalry:
// harquebusiers [L138]; light infantry: dragoons [L160]; wagons: mobile
// [L557]. Unit.Formation is "" or normal, shaken, broken, hedgehog (heavy
// infantry with pikes), open, column [L475]; artillery, wagons and
// leaders have none. Statuses and counters (status.go, for positions):
// casualties, morale (0-2), pistols, fired, limbered, salvo, threshold,
// cover, eliminated (a unit off the table keeps no base), disabled and
// captured (guns), reserve (a reinforcement still off the map, no base),
// entry (1 + the map index of its entry hex, row × columns + column),
// entry-facing (1 + the vertex it enters facing, 0 none), arrived (the
// turn it entered), top (guns on top of their stack), restacked (a unit
// that changed its stack's order this activation), removed (a leader off
// the table), the activation's
// move, ma, joined, acted, out, shot, and on wing commanders order,
// finished, activations, tried, bypassed, no-continue; the counters of a
// fire held for the take-cover choice, hold, hold-mode, hold-left,
// hold-right, hold-step, in phase cover; evade (cavalry, 1 + the firer's
// index) in phase evade; attack (1 + the defender's index), melee-pistol,
// defence-pistol (an active cavalry's pistol against a Reaction Melee), run (clear hexes in a row, 0-2), momentum, pursued (cavalry off the
// map, no base), and on leaders fate (the turn he returns), lost and
// generic, on the Army Commander successor (1 + the senior wing
// commander's index, whose marker his is now) and successor-rating (-2
// to 0); react (the reactions a unit is offered for the pending
// trigger: 1 fire, 2 re-face, 4 Hedgehog, 8 forced Hedgehog, 16
// withdraw, 32 interception, 64 its melee), entered (hexes entered in its move this activation),
// withdrawn (once an enemy activation), intercepted (Interception Done),
// advanced (an advance or pursuit
// whose reactions are still to ask), with the counters react-to,
// react-why (1 move, 2 fire, 3 advance, 4 reform or rally, 5 an Advance
// Fire's step, 6 a Retire Fire, 7 its step back, 8 a stack's order
// change), react-run and
// retire-step (1 + the Retire Fire's step, waiting for the reactions); a melee waiting for a
// choice keeps melee-roll-1..16 (1 + each die) and melee-choice-1..8 (1 +
// each option taken); phases react, melee, reaction, defence,
// melee-choice and replacement.
//
// Two hexes: the profile (hexes = 2) says it, and Setup checks that the
// base agrees: a counter longer than 1.1 hexes along its line (its width,
// or its depth in Column) is a 2-hex one (hex.CounterSize draws 1-hex
// counters 0.78 of a hex wide and 2-hex ones 1.78). Every counter must
// stand on the grid (hex.Layout.UnitAt; a leader, limbered guns or a
// 1-hex Morale-Broken unit by its position alone [L447]), and no hex may
// hold a stack the rules forbid. Leaders may be round markers. A position
// (Resume) is checked key by key, each status kept by its class only,
// fewer casualties than SP [L889] but for an eliminated unit, no base
// exactly for an eliminated unit or a removed leader, and a held fire
// that checks in phase cover.
//
// # What is enforced
//
// Unit model (§3.1-§3.4): the classes, profile ranges, formations and
// statuses above; one Army Commander a side at most, one commander per
// wing, a commander for every wing that has units [L190], [L312], [L366],
// one senior wing commander a side at most [L360];
// two sides; no settings yet.
//
// Movement (§7), Check on every drag frame:
//   - MA [L547-L559]: cavalry and leaders 8, light infantry 6, a cavalry +
//     light infantry stack 6, heavy infantry 4, limbered guns and mobile
//     wagons 2, unlimbered artillery and Morale-Broken units 0; Formation
//     Shaken halves it [L478], Broken stops it [L479], Hedgehog makes no
//     voluntary move [L485], Column adds 2 [L519]. The MA is fixed when the
//     unit begins to move (status ma) and keeps it to the end of its move,
//     however its formation changes [L563]. State.Used is the MP spent.
//   - Steps [L537-L543]: into one of the front hexes only [L539]; a counter
//     with no facing into any adjacent hex [L447]; one vertex of re-facing
//     at a time, 1 MP for cavalry and light infantry, 2 for 1-hex heavy
//     infantry [L455-L456]; a 2-hex unit pivots forward about one half
//     (the UI's 60-degree turn about the grabbed hex), 1 MP + the terrain
//     of the hex entered + the hexside crossed into it [L457], [L461], never
//     backward [L457]; countermarch 180 degrees for 2 MP, any unit [L463]
//     (a 2-hex unit keeps its hexes and swaps its halves); a 2-hex Column
//     moves by its head across its front hexside, the tail following
//     [L523], and turns at its head for 2 MP, the tail swinging free (A19,
//     [L523]). Moving and turning are separate steps.
//   - Terrain (TEC, via charts): the hex entered, plus its hexside (its
//     feature's row plus its slope's, downhill when crossed from the high
//     hex); a 2-hex unit pays the costlier hex its halves enter [L541];
//     prohibited terrain is refused; leaders use the cavalry column
//     [L539], limbered guns (and wagons) the heavy infantry one [L575],
//     regimental artillery the worse of heavy infantry and artillery
//     [L577].
//   - Formation hits [L561-L573]: one for entering hit-giving terrain and
//     one for crossing a hit-giving hexside, in any step that enters a hex
//     (a pivot included, a re-face not [L563]); a 2-hex unit is hit when
//     either half enters [L573]; Normal, then Shaken, then Broken [L475];
//     a unit made Formation Broken stops at once [L565]; no hits for Open
//     Order [L499], Column [L519], limbered guns [L575], leaders, wagons.
//   - Stacking [L593-L646]: one combat unit a hex; light infantry of 1-2 SP
//     with cavalry of its wing [L599]; one artillery unit with an infantry
//     or cavalry unit [L600] (two on a 2-hex unit, one a hex [L601]);
//     wagons and leaders with anything [L1301]; no enemy hex. No passing
//     through friendly units except artillery [L604]: artillery (or a unit
//     entering a friendly one's hex) stops there. Cavalry and light
//     infantry entering each other's hex stop, the mover takes the other's
//     facing, both take the worse morale and formation, the stationary
//     unit may not move this activation [L626]; afterwards the cavalry
//     moves the stack, MA 6, the light infantry with it [L608].
//   - Cavalry absorption (absorb.go, 8.4 [L640-L646]): cavalry with
//     casualties may step (forward, not a pivot or re-face) into the hex
//     of another cavalry unit of its side, the momentary stack of [L602]:
//     it stops there, the other is removed from play counted as
//     eliminated (status eliminated, for victory points), and the mover
//     loses as many casualties as the other's remaining SP, the excess
//     lost [L644]; back below its Casualty Threshold it loses the
//     threshold marker [L642]. The log names both; a selected cavalry is
//     offered "Absorb <unit> into <unit> in <hex> — recovers n
//     casualties" for each such unit in its front hexes.
//   - Artillery stack order (stackorder.go, 8.3 [L630-L634]): guns
//     sharing a hex with a unit of their side lie under it or on top
//     (status top); only the top one makes a fire action or is the
//     target of a fire (Reaction Fire included), the one under reacts
//     and is hit on a point-blank Line of Fire [L630]; a 2-hex unit with
//     guns on one half fires from the other. A unit stopping in a hex
//     with guns (or guns in a unit's hex) goes on top (a reading of "the
//     player decides" [L630]); the unit's move action changes the order
//     (the action "stack", Target the unit, top = guns or unit; no MP,
//     no formation hit [L563], once an activation, status restacked, a
//     reading), both guns of a 2-hex unit alike [L634]; guns asked to
//     fire in reaction may instead change it (react = stack): Fired, and
//     neither unit of the stack fires in reaction to that trigger
//     [L632]. Disabled Guns are no unit and cover nothing [L630], [L961].
//   - Bridges: no move ends on a bridge hex or straddling a bridge hexside
//     [L579-L581]. A 2-hex heavy infantry unit never steps onto a bridge:
//     it crosses in one step of its path (bridge.go), from a footprint
//     with a half next to a bridge hex to one with a half in the hex
//     opposite across it (or the two halves' hexes either side of a
//     bridge hexside), the two footprints holding no hex in common; only
//     in Normal formation, Column or Open Order, as its whole move (no MP
//     spent before it, its whole MA spent, its move over), each hex it
//     ends on terrain it may enter and stacking allowing it; a Normal one
//     is then Formation Broken, the others keep their formation [L581];
//     Receive Charge orders forbid it (more than one hex [L421]). The
//     facing it ends with is its player's (the text fixes only where the
//     halves end). A wing commander ends each move on a unit of his wing
//     [L332].
//   - One at a time [L537]: a unit may go on with its move over several
//     actions until another unit of its side moves, or a forced stop.
//   - Orders (§7.11): Charge, no move into a new hex once next to an enemy
//     not against a friend's front, re-facing and pivots allowed [L411],
//     and no move ending farther from every one of its targets where it
//     began (code charge-approach): the nearest enemy units it sees,
//     friendly units not blocking that LOS, passing over one adjacent to
//     the front of another friendly unit; among equals, any [L409],
//     [L413] (P30, movecharge.go); with none in sight it moves freely
//     [L413]; a unit out of command when its move begins has no target
//     for it (it moves to regain command [L376-L378]); nothing obliges
//     contact, so light infantry never has to come to the front of enemy
//     heavy infantry [L417];
//     Make Ready, no new contact [L419]; Receive Charge, one hex at most and
//     no new contact, a 2-hex unit pivoting farther if P34 holds [L421];
//     Rally, not ending closer to any enemy unit [L423].
//   - Measure: rules.Tape{Used, Move, Allowance, Unit "MP", Points true}.
//   - Apply: the base to Path.End(), State.Used, the formation, the
//     stack's partner, a "moved" event naming the unit with the MP, with
//     Facts mp, used, ma, formation-hits, joined.
//
// Command (§6.3, P19): the LOC is traced for the active wing when it
// activates and after every move (a unit's status out) [L368], [L372]:
// hops of at most 3 hexes (cavalry) or 2 (others), chained through units
// of the wing, not through enemy units or impassable hexes (A8: path
// length, each hop at the tracing unit's range). An out-of-command unit
// whose commander is off the map may not move; else it must move to
// regain command [L376-L380] and is free of its orders' limits until it
// has [L378].
//
// Activation (§5, §6): the initiative by the count of wings at the highest
// order, then the best commander, then a d10 each (rolled again on a tie;
// not in the text) [L245-L249]; all-Rally armies compare Rally counts
// (A3). The next wing is the highest order still to activate, the side
// that did not make the last activation first when both have one, the
// initiative winner first (A1, examples 1 and 2 [L264-L274]); a pass
// counts as that side's turn [L180]. Pass: not with a Charge wing
// [L413] nor a forced-Rally one [L441], the commander Finished [L302];
// two passes in a row, one each, end the Activation Phase (A2).
// Pre-emption before each normal activation and after each successful
// continuation (preempt.go) [L290-L298]: Bypassed wings activate next,
// unpre-emptable in that first activation, without their AC [L316]; No
// Continue then Finished on failures; pre-empting a continuation cancels
// it [L296]; after a pre-empter's continuation only the bypassed
// commander may try (A30). Forced Rally at each activation's start
// [L441]. One order change before any unit acts, with the commander's
// rating and the AC's, and the Rally modifier [L431-L437]. Continuation:
// at most two, not on Rally, not with No Continue, the AC's rating
// [L284-L288], [L326]. The Army Commander activates with every wing and
// has one action each time (a move, or adding his rating to an order
// change, a continuation or a pre-emption) [L316-L326]; a wing
// commander's move is his one action [L336].
//
// Reform (13.2.3, 13.3 [L1257-L1279]), a unit's action: remove one
// formation hit, reload a cavalry pistol, leave Hedgehog (Formation
// Broken), Normal to Open Order and back, leave Column (infantry Formation
// Broken, cavalry Shaken; a 2-hex Column's counter becomes a line, facing
// as before or reversed [L525]); by the unit itself under Rally or Receive
// Charge orders, under Make Ready only next to its wing commander (who then
// spends his one action, A7(b)), never under Charge orders, never out of
// command [L387]; by the Army Commander, as his one action, for any unit
// stacked with or adjacent to him [L1277-L1279]; a cavalry + light
// infantry stack together [L620].
//
// Hedgehog: heavy infantry with pikes forms it for 4 MP of its move, from
// Normal, Open Order or Column, not Shaken, and moves no more [L485-L487].
// Artillery: a battery re-faces any number of vertices instead of firing,
// for no MP, flipping to Fired [L469]; it limbers or unlimbers instead of
// firing, as its action (limbered guns: MA 2, no facing, the heavy
// infantry column [L575]; they unlimber facing as drawn).
//
// Fire (§8, [L766-L989]), the action "fire" (fire.go), Check naming the
// units and the rule of every refusal:
//   - Who [L768]: a unit of the active wing, as its action: infantry only
//     before any other action and never after one [L786]; cavalry with its
//     pistols during its move action or without moving (the shot opens its
//     move action, which it may go on with), one shot a move action, 1st
//     Pistol Used then No Pistols [L782], [L917-L919]; artillery once a
//     turn, flipping to Fired [L927], [L933], unlimbered [L575], even out
//     of command [L384]; no other out-of-command unit [L384], no
//     Morale-Broken unit [L1220], [L1222], no unit in Hedgehog nor guns
//     stacked with one [L485].
//   - Kinds [L786-L856]: Skirmish (any order) [L804]; Advance Fire, Charge
//     orders only, one step into a front hex (no MP, terrain formation
//     hits), then fire at -3, ending next to the enemy fired at
//     [L790-L796]; Retire Fire, never under Charge orders, at an adjacent
//     enemy at -3, then one step into a rear hex keeping its facing
//     [L808-L818]; Salvo, heavy infantry, once a turn (status salvo, the
//     whole unit), front hexes only, later normal fire that turn -1, every
//     target checks its morale [L852-L856], [L899].
//   - Targets [L770-L776]: an enemy unit or a lone leader, in range
//     (adjacent for infantry and cavalry, the printed maximum for guns,
//     counted as [L772]), in the firing hex's front or flank hexes
//     (FireHexes, A10(b)), the front arc for guns (A11), never the rear
//     [L774]; in LOS (rules/hex LOS: wagons, heavy infantry and cavalry
//     block [L965], terrain and heights [L969], hexsides, blind zones);
//     guns never over a friendly unit [L969]. A 2-hex unit fires once per
//     half, both before anything else, at one target or two (args left,
//     right) [L776]. Column: Front for the firer's front hexes, Flank for
//     its flank ones, Salvo (A9(a)); the Regimental Artillery table for
//     heavy infantry with it, every time it fires [L778-L780]; light
//     infantry on Commanded Muskets and Dragoons [L873], cavalry on
//     Cavalry Pistol Fire [L880]; guns by the Artillery Range table's
//     modifier then the Artillery Fire table, a Double battery with the
//     chart's modifier [L128], [L929-L933].
//   - Point-blank [L935-L939]: a target within the printed point-blank
//     range brings every combat unit of either side on the Line of Fire
//     (rules/hex LOF) out to that range under its own roll at its own
//     range (A28), a 2-hex unit once per hex on the line [L937]; along a
//     hexside the firer chooses the side (arg lof) [L939].
//   - Modifiers, each a Fact with its rule: Advance and Retire Fire -3
//     [L790], [L808], after a Salvo -1 [L854], the range [L932], the
//     target's formation on the fire tables (Shaken, Open Order as
//     Shaken, Broken, Hedgehog [L478-L479], [L485], [L501]), the
//     target's hex terrain and the hexside the line of fire crosses into
//     it, on the terrain chart [L969], [L971], wagons with the target
//     [L1301]. Every die is a d10 read 0-9, the row clamped to 0-9
//     [L105-L107]; each shot's event gives the die, the modifiers, the
//     row, the cell read, the chart and the charts' label (UNOFFICIAL).
//   - Results (fireapply.go) [L885-L911]: casualties at once; elimination
//     at casualties >= printed SP, the counter leaving the table [L889];
//     artillery eliminated by one hit, left as Disabled Guns (status
//     disabled: no unit for command, targets, stacking or movement, never
//     firing) which an enemy combat unit entering the hex captures (status
//     captured, 1 + the side holding them) [L887], [L957-L961]; a formation
//     hit takes Normal to Shaken to Broken (both halves' hits count
//     [L911]), on a Formation Broken, Morale-Broken or Hedgehog target from
//     infantry or guns it is a casualty [L911], [L493] (from pistols it is
//     ignored [L475]), Open Order is Formation Broken by any hit [L511],
//     a Column too (A23), artillery checks its morale instead [L953];
//     cavalry in Formation Normal or Shaken, not stacked with light
//     infantry, hit by artillery (regimental too) may evade that formation
//     hit into a flank hex (P25), facing kept, beyond the battery's
//     point-blank range (1 hex for regimental artillery), by the stacking
//     rules and its orders' limits about enemies: the hit waits, and its
//     owner chooses once the fire is over (fireevade.go: phase evade, the
//     action "evade", status evade) [L941-L949]; a
//     Column fired on by muskets or pistols is Formation Broken and checks
//     its morale before the fire [L527].
//   - Morale checks of a fire (8.7 [L891-L909]): one roll for one unit's
//     fire at one target, +1 for each further check due, at most +3
//     [L907]: the casualties (at current morale 6 or less 1 hit, 7 two, 8
//     three [L893-L897]), being a Salvo's target [L899], a hit past the
//     Casualty Threshold [L905], each MC result of a table [L907], each
//     formation hit on artillery [L953] ("FH + MC": one check at +1).
//   - Leaders under fire [L989]: each leader of the target's side in its
//     hexes rolls a d10 when the fire did more than No Effect, removed on
//     a 9 (status removed; his marker leaves the table).
//   - Take cover (firecover.go, 9.4.5 [L762-L764], A33): a target in a
//     castle, town or village that could fire back at the firer (a
//     Reaction Fire trigger: not Morale Broken nor in Hedgehog, cavalry
//     with a pistol, guns unfired in their front arc and range, others
//     with the firer in a front or flank hex) is asked before any die:
//     the fire is held (phase cover, the target's side to play, the
//     action "cover" with cover = yes or no); taking cover, that fire and
//     every musket and pistol fire at it this activation (status cover)
//     have no effect and roll nothing. Artillery fire gives no such choice.
//
// Reactions (9.0-9.4 [L648-L764], react.go and the react*.go files):
//   - Triggers [L674-L682]: a step of the active unit's move that enters
//     a hex of an enemy's Reaction Zone (a front or flank hex [L671];
//     for artillery its front arc out to point-blank range [L670]), or
//     changes its facing in it [L676]; a Skirmish, Salvo or pistol fire
//     at a unit, or any fire at artillery (out to its maximum range)
//     [L680], [L758]; the interception (below). Only units able to fire
//     are triggered by fire's zone (not Morale
//     Broken [L664], not in Hedgehog [L485], not having taken cover
//     [L764], cavalry with a pistol, artillery unlimbered and unfired
//     [L688]), and only at the unit that triggered them [L666]. A step
//     also triggers the reaction moves: the re-face when it comes next
//     to the unit's flank or rear with no more MA [L696], the Hedgehog
//     attempt when cavalry enters a hex within 2 of the front or flank of
//     heavy infantry with pikes (Normal, Shaken, Open Order, Column),
//     forced when it enters a rear hex [L704], the withdraw when it spends
//     MP within 2 hexes of a unit with no less MA under Rally orders, a
//     lone leader, or cavalry approached by heavy infantry [L706-L712].
//     The end of an advance or a Pursue and Eliminate after combat in a
//     zone triggers Reaction Fire by the other side, active or not
//     [L657], [L676], but the defender of that melee [L1139].
//   - The interrupt [L692]: Check refuses a path that goes on past the
//     step that triggers (code reaction-stop), so the move ends there;
//     Apply records the trigger and each unit asked (status react), and
//     the inactive player is to play (phase react). Each unit asked
//     answers with the action "react" (react = fire with its fire kind,
//     reface with facing, hedgehog, or decline; unit = all declines for
//     every unit still asked), or withdraws by a move of its counter: a
//     decline is an action, never taken for him. One reaction a unit a
//     trigger [L660]; a forced Hedgehog attempt first, and it may not be
//     declined [L662], [L704]. When none is left the active wing plays
//     on, its unit's move still open with its MP left [L563]; the mover
//     made Formation Broken stops [L690]. The reactions, like every
//     choice, are the ruleset's Offers: a player (or the AI) picks one.
//   - Reaction Fire [L746-L760]: resolved as a fire [L748], Skirmish or
//     Salvo for heavy infantry, Skirmish for light infantry, never
//     Advance or Retire Fire [L750]; cavalry spends a pistol, artillery
//     flips Fired [L688]; heavy infantry at -1 against cavalry that had
//     entered a hex in its move before the step that triggered it [L756];
//     it is no action of the firer (no move status, no Momentum lost).
//     The fire's own choices (evasions, retreats) come first, then the
//     next unit asked.
//   - Re-face [L698]: a 1-hex unit but artillery turns one or two
//     vertices, for no MP; a 2-hex unit in line pivots one half one or
//     two hexes forward about the other (reactpivot.go [L700]), into hexes
//     it could enter, none next to an enemy but under Charge orders or
//     where its staying half was next to that enemy already (and the
//     pivoting half next to no other), and out of command next to no
//     enemy it was not next to [L665]; the light infantry stacked with cavalry with
//     it (it never re-faces on its own [L626]; it fires on its own).
//     Hedgehog [L704]: a morale check (stacked leader's rating [L1196]);
//     passed, Hedgehog (a 2-hex Column lines up [L489]); failed,
//     a morale level lost, with its retreat if Broken. Withdraw [L706]:
//     by the rules of movement (terrain, facing, formation hits,
//     stacking), with the unit's MA afresh [L690], ending farther from
//     the trigger, never entering a hex next to an enemy it was not next
//     to [L714], orders ignored [L663]; once an enemy activation (A32).
//   - Interception [L718-L744]: inactive cavalry, not Formation Broken,
//     not yet tried this enemy activation (status intercepted, [L742]),
//     with no less MA, the mover's step ending within 4 hexes in its front
//     or flank arc, in sight, with P18's path (each hex closer, within its
//     MA, no blind zone, no enemy or friend but artillery on it, no
//     formation hit that breaks it) [L720-L726], [L744]; react =
//     intercept rolls a d10 on the Interception Table by its orders
//     [L730]: failed, it stays and may still react; passed, it moves along
//     the path next to the mover, facing it, with the terrain's formation
//     hits [L732], the mover losing its Momentum [L740], and may attack it
//     (react = melee), resolved at once as a melee [L734]; the mover then
//     goes on unless gone or broken [L738]. When the mover is cavalry
//     (reactexchange.go), it may first fire its pistol at the interceptor
//     (its player's answer, react = exchange with fire = pistol or none;
//     status exchange, nothing else answered meanwhile), then the
//     interceptor may fire at it (react = fire, keeping its melee), then
//     the melee [L656], [L734]. A unit whose wing commander is removed
//     does not intercept [L346] ("ni intercepter").
//   - An active cavalry's evasion [L949] (reactevade.go) is a step for
//     the enemy's reactions inside its move's trigger (fire, re-face,
//     Hedgehog; no MP spent, no interception): the units it triggers join
//     those still to answer.
//   - A reform, or a successful rally, of a unit in an enemy's Reaction
//     Zone (reactreform.go, react-why 4) asks the Reaction Fire of the
//     enemies whose zone holds it, and only that [L678], [L1255]. Guns
//     reacting at point-blank range along a hexside choose the side of
//     their Line of Fire (arg lof, a button each) [L939].
//   - After a melee, each unit that advanced or pursued into a hex is a
//     trigger of its own (status advanced); the melees go on once none
//     waits.
//   - Advance and Retire Fire (reactfirestep.go, [L676], [L790],
//     [L808], E16 [L822-L838]): once an Advance Fire is resolved, the
//     enemies whose Reaction Zone its step entered may fire at it, with
//     no modifier (react-why 5) [L790]; once a Retire Fire's shots are
//     resolved, the enemies whose zone holds the firer may fire at it at
//     -3 (react-why 6), its step back waiting (counter retire-step); then
//     it steps back (not if Morale Broken since), and the enemies whose
//     zone that step entered may fire at it, also at -3 (react-why 7)
//     [L808], [L838]. Guns the fire was aimed at answer with them [L758].
//     Either step coming next to an enemy's flank or rear also offers it
//     the re-face [L696] (no Hedgehog attempt, the mover being infantry;
//     no withdraw nor interception, the step spending no MP).
//   - A stack's order change (stackorder.go, react-why 8) in an enemy's
//     zone asks its Reaction Fire at the unit then on top [L678], [L630].
//
// Morale (12.0 [L1188-L1240], morale.go): current morale is the printed
// one, -1 Morale Shaken, 1 Morale Broken [L1216-L1220]; a check is a d10
// plus one stacked leader's rating (the best of several [L1196]) passing
// at or under current morale [L1196], [L1198]; a light infantry unit
// stacked with cavalry checks on the cavalry's morale [L1224]. Failing:
// Normal to Shaken, Shaken to Broken, Broken to eliminated [L1200],
// [L1228]; Morale Broken means no formation (Formation Broken when
// rallied), no facing, Hedgehog left [L495], [L1220], and a retreat of
// two hexes at once away from the enemy whose fire broke it, by the
// retreat priorities [L1117-L1121] (P26: no hex next to that enemy,
// nearest its edge, fewest MP) into hexes no other combat unit holds but
// friendly artillery, which it disables passing through [L1123]; several
// ways left, its owner chooses once the fire is over
// (phase retreat, the action "retreat", status retreat); blocked, the
// Unable to Retreat table (stand: Morale Shaken [L1129]; a casualty;
// eliminated) [L1125]. Broken artillery never retreats and never fires
// [L1222]. The Casualty Threshold (charts Threshold, by printed morale
// and SP, none for 4 SP or less at morale 8 [L1287]) reached loses a
// level at once [L1234] (status threshold), the fire's morale check then
// read at the new morale [L1240].
//
// Rally (rally.go, 13.2.4-13.3.3 [L1271-L1281]), a unit's action: Rally
// orders; Receive Charge orders stacked with or next to its wing
// commander; never by itself under Make Ready or Charge orders [L415],
// [L419], nor out of command [L387]; by the Army Commander, as his one
// action, any unit stacked with or next to him. Stacked with the wing
// commander (the Army Commander for his), at once; else a morale check
// with the adjacent commander's rating: one level up (Broken to Shaken
// and Formation Broken, facing as chosen, arg facing [L1273]) or one more
// down. Never above Shaken past the threshold [L1236]. A wing commander
// who helps spends his one action (A7(b), as for Reform).
//
// Rout Phase (rout.go, 13.4 [L1283-L1295]) when the Activation Phase
// ends: every Morale-Broken unit but artillery moves its class's full MA
// toward its friendly map edge (the map's edges) by the cheapest path
// (P27) past no other combat unit, with no formation hit; each MP it
// cannot spend is a casualty, with the threshold's effects (a Broken unit
// losing a level is eliminated) [L1293]; reaching its edge with MP left
// it routs off the map, eliminated [L1295].
//
// Melee (11.0 [L993-L1186], spec §9; melee.go, meleeodds.go,
// meleeresult.go, pursuit.go): segment D of every activation, when the
// wing ends its actions [L997] (skipped when nobody could attack):
//   - Designation (phase melee, the action "melee": Target the defender,
//     attacker, pistol = yes): units of the active wing whatever their
//     orders or actions [L1001], [L1011]; then (phase reaction) the
//     inactive player's Reaction Melees by units not yet attacked
//     against units of the active wing, and the pistols of his attacked
//     cavalry ("melee-pistol", declared after the attacker's [L1099]);
//     then (phase defence, when one may) the active player's pistols of
//     his cavalry the Reaction Melees attack (the action "melee-pistol",
//     status defence-pistol, kept apart from the pistol of its own attack,
//     which it may fire too if it has two [L917], [L1099]).
//     An attacker is a combat unit, not artillery [L1095], not Morale
//     Broken (no front), with the defender in one of its front hexes, a
//     2-hex unit in its centre front hex [L1003], a hex it could enter
//     [L1001], not across a bridge for 2-hex heavy infantry [L1045];
//     light infantry only against light infantry and lone guns (A17(b))
//     [L1153]; one hex each [L1009]. Guns or a leader stacked with a unit
//     are not attacked alone [L1149].
//   - Resolution (end-phase): every Reaction Melee, then the active
//     player's [L1017]; each defender's attackers together, their SP
//     summed [L1009]; an attacker no longer able to attack drops out
//     [L999]. Lone guns are captured, a lone 1-SP light infantry unit
//     (but by one 1-SP light infantry) eliminated, the attacker entering
//     with no formation hit [L1147], [L1153]; a lone leader attacked is
//     removed [L344]. A Column is Formation Broken and checks its morale
//     first [L527]. Pistols declared are marked used [L1101].
//   - Modifiers (meleeodds.go), each a Fact: one leader a side, +1 or -1
//     [L1047]; the best attacking current morale less the defender's
//     (A16) [L1049]; the ratio of current SP, heavy infantry halved when
//     every attacker is cavalry, rounded in the defender's favour (A15(a))
//     [L1051-L1062]; Momentum once, +2 cavalry, +1 heavy infantry
//     [L1064-L1073]; +1 each flank or rear hex of the defender attacked,
//     none for Hedgehog or Morale Broken [L1093]; the Close Combat Matrix,
//     the column and the attacker most favourable to the defender
//     [L1095]; +1 per attacking pistol, -1 for the defender's [L1097];
//     formation once a side (the worst attacker's), the defender's Salvo,
//     the defender's hex and the hexside crossed (the smaller), wagons
//     [L1037], [L1301]; the total held to ±4 [L1037], the row to 0-9.
//   - Results (meleeresult.go) at once [L1105]: Morale Shaken, a step
//     back of 1 or 2 hexes, facing kept, the terrain's formation hits,
//     a casualty per hex it cannot retreat [L1109], [L1129], [L1143];
//     Morale Broken, two hexes by the retreat priorities away from every
//     enemy of the melee [L1107], [L1117-L1121] (moraleretreat.go), short
//     of it the Unable to Retreat table [L1129]; a Shaken result on a
//     Shaken unit is Broken, any on a Broken one eliminates [L1228];
//     eliminated [L1111]. The cavalry + light infantry stack fares and
//     moves together [L1123]; leaders go with their unit. Guns stacked
//     with a unit driven from its hex are captured (disabled on a 2-hex
//     unit) [L1149]. Pursuit (pursuit.go, [L1155-L1182]) before the
//     advance: each winning cavalry rolls: Break Off; Pursue and
//     Eliminate (into the broken unit's hex, guns passed captured, the
//     pursuer Formation Broken; the cavalry stays if the result had
//     eliminated it, A18; as Break Off if an earlier roll had); Pursue
//     off Map (status pursued: off the table, not eliminated, its leaders
//     removed); no roll against light infantry or a unit that stood
//     [L1159-L1161]; a defending cavalry pursues an attacker of its front
//     hexes first [L1182]. The advance [L1131-L1137]: an attacker,
//     highest morale first, into each vacated hex, a 2-hex one
//     translating or pivoting to put a half there, enemy leaders there
//     removed [L344]. Then both sides' formation hit, but Formation Broken
//     and Hedgehog [L1020]; then each leader in the melee rolls, removed
//     on a 9, one with an eliminated unit removed at once [L1186].
//     Designations and Momentum markers end with the segment [L1069].
//   - Momentum (momentum.go, P29, A14): heavy infantry or cavalry whose
//     last two hexes entered (over its move actions of the activation)
//     were clear, with no re-face or fire since and no reciprocal hexside
//     crossed [L1337], ending with an enemy in a front hex [L1064]. The
//     marker goes at the end of the melee that follows [L1069]: an
//     attacker's once its melee is resolved; a unit of the active wing
//     attacked in a Reaction Melee keeps it when it may still make the
//     attack it was designated for once that melee is resolved (the
//     attack's own check [L999]), else loses it, each logged by name
//     [L1085].
//
// Leaders (leaders.go, 5.3 [L342-L362]): a removed leader's wing neither
// activates (nor passes: code gone), pre-empts, continues nor intercepts
// [L346]; in the Marker Removal Phase each
// leader removed this turn rolls on the Leader Replacement Table (phase
// replacement, the action "replace") unless his wing has no unit left
// [L348]: a wing commander is replaced at once by a generic leader
// (status generic, rating 0) on a unit of his wing; returning (status
// fate, the turn), the original takes his place the next turn [L354];
// eliminated (status lost, counted for victory points), the generic stays
// [L356]; a generic's own roll changes nothing (another generic holds the
// wing at once; the loss of a named wing commander scores 5 x his printed
// rating [L1386], a generic's nothing [L1387]). An Army Commander returns
// the next turn on a friendly unit. Eliminated, he is succeeded
// (succession.go, 5.3.5 [L360-L362]) by the Senior Wing Commander the
// scenario names (profile senior), when that leader is on the map as
// himself: the Army Commander's marker is placed on his hex and becomes
// his (status successor and successor-rating, his name, every power of
// the Army Commander), and a generic leader takes his wing at once (his
// marker's status generic). Victory points: the original Army
// Commander's 20 [L1384], the successor counted as a wing commander
// [L1395].
//
// Reinforcements (reinforce.go, 7.4 [L583-L587]). Setup takes a
// reinforcement's counter off the table (status reserve): it stands on
// no hex, blocks nothing, is no target, is not drawn, and its wing does
// not count before its turn. From its turn (profile enters) the wing
// counts for the initiative, with Make Ready orders, and activates in its
// place in the order sequence [L585] (commanders, present): its commander
// may pre-empt, continue and try to change orders before anything has
// entered [L585]. During its activation each counter enters by the action
// "enter" (Target the unit; Args hex its CCRR label, formation normal,
// open or column for cavalry and infantry, none for the others; the
// button "Enter <unit> at <hex> in <formation> — MA n"): placed on its
// entry hex facing as the scenario drew it, or, when enemy units hold
// it, on one of the nearest free hexes, its player's choice [L585]; in
// Normal formation, Open Order or Column [L585] (Column's +2 MA [L519]);
// guns limbered; its move begun there (status move, ma) with its MA less
// one for each unit of its side already entered by that entry hex this
// turn [L587] (4, 3, 2, 1 for four battalions of foot); then dragged on
// through the move check like any move. Entering is a unit's action (no
// order change after it [L431]); a wing commander's entry is his one
// action, his move open to go on [L336]. The forced Rally never takes a
// wing with a unit still to enter [L441]; the capitulation does not count
// a wing not yet entered [L306]. Refusals: no-entry (no reinforcement
// still to enter), entry-turn (its turn has not come), not-active (not
// its wing's activation), entry-formation, entry-hex (not its entry hex,
// nor a nearest free one when enemies hold it), entry-blocked (a unit of
// its side stands on its entry hex: it moves off first).
//
// End of the Activation Phase: the Rout Phase, then
// Fired artillery flips back, the Leader Replacement rolls, Finished,
// Bypassed and No Continue go (A6),
// a side whose leaders all have Rally orders capitulates (the battle is
// over) [L304], its last event ("victory") each side's victory points and
// the side ahead, a side that capitulated doing no better than a draw
// [L306], [L1351-L1357]; else the next turn. Every die is one d10 read 0-9 through
// the dice.Roller [L105], logged with its modifiers, the row read, the
// chart's success range and its label (UNOFFICIAL) as Facts.
//
// # Cost
//
// Check reads only the counters near the path (the table's spatial index,
// pathReach hexes around it) and the map built once per Spec:
// BenchmarkCheckMove, a 10-step move on an 80×80 map, costs about 12 µs
// with 100 counters and 20 µs with 1600 (the reactions each step
// triggers included: the units near the path, the cavalry within 4
// hexes, every enemy battery) (Measure and Offers alike);
// BenchmarkOffersFire, the buttons of a selected cavalry unit next to an
// enemy and a battery with three enemies in range (every fire kind,
// step and Line of Fire side checked, under one table Hold), about
// 0.11 ms with 100 counters and 0.15 ms with 1600; under
// Rally orders, which compare every enemy unit's distance [L423], about
// 0.2 ms at 1600; under Charge orders (BenchmarkCheckMoveCharge: one pass
// over the enemy units placed on the grid, a counting sort by distance,
// then lines of sight to the nearest only until the move's end is
// settled [L409]) about 0.07 ms at 100 and 0.26 ms at 1600, and the
// offered move (BenchmarkOffersCharge, a Check a step tried) about 1 ms at
// 100, 5 ms at 1600 on a loaded machine, once per selection. BenchmarkOffers, the buttons of a selected unit that
// may move, builds its offered move (moveoffers.go: a breadth-first
// search round the counters near the way, then a Check for each step
// tried): about 0.3 ms with 100 counters, 0.9 ms with 1600 (up to twice
// that on a loaded machine); offers are computed once per selection and
// state, never per frame. On a shared, loaded 2-core machine
// BenchmarkCheckMove at 1600 counters ran at 14-47 µs (well under 1 ms a
// step, every reaction evaluated). Apply clones the state and traces the active wing's
// command again (BenchmarkApplyMove, about 1 ms at 1600, most of it the
// state's Clone).
//
// # Readings
//
// Besides A1, A2, A3, A5, A6, A7(b), A8, A9(a), A10(b), A11, A19, A20,
// A21, A23, A24, A25, A28, A29, A30, A33 and A34 above:
//   - A 2-hex line crossing hexsides side by side pays the costlier of
//     the two once; the text pays a hexside twice only when one half
//     crosses it before the other [L543] (a Column's tail does, after its
//     head). Likewise one formation hit per kind of terrain per step.
//   - Light infantry may stack with cavalry at a current strength (printed
//     SP less casualties) of 1 or 2 [L599].
//   - A formed cavalry + light infantry stack's re-facing to match is part
//     of forming it and costs nothing [L626].
//   - Out of command: "as fast as possible" is read as every hex entered
//     bringing the unit closer to its commander, until it is back in
//     command.
//   - Make Ready's "come into contact" is becoming adjacent to an enemy
//     unit it was not adjacent to when its move began.
//   - Wagons of no wing move with any of their side's activations; a
//     forced Rally needs at least one cavalry or heavy infantry unit in the
//     wing; the AC adds his rating only when his action is still unspent.
//   - Fire. A leader stacked with a unit of his side is not a target by
//     himself: he is fired on with it and runs the [L989] risk; wagons are
//     no target. "A hex that takes a fire result" [L989] is read as the
//     target's hexes; a lone leader fired at rolls for [L989] only; the
//     leader roll is one per unit's fire at a target (not one per half).
//     LOS to a target: the nearest of its hexes that the firing hex sees,
//     in arc and range [L983]. The hexside modifier is the one the line
//     of fire crosses into the target's hex; entering at a vertex, the
//     smaller of the two (blocked only when both sides block, [L983]). A
//     Morale-Broken target has no formation modifier.
//     The casualty check's trigger compares the hits with the morale the
//     target had when fired on [L891]; the roll is at its morale after (a
//     threshold reached [L1240]). A threshold check [L905] needs a
//     casualty of this fire. A check's total is not clamped (it is
//     compared with the morale, not read on a chart). Two targets of one
//     held fire take the same take-cover answer.
//   - Cavalry fires one pistol per move action: the shot, without a move,
//     opens one, its MA then fixed [L563]. Column and Formation Broken are
//     no bar to firing (the text forbids neither).
//   - Advance and Retire Fire step into hexes no other counter holds but
//     the unit's own side's leaders.
//   - A unit made Morale Broken by a failed rally does not retreat (no
//     enemy's fire broke it); a unit that retreats during a fire is not
//     hit by the fire's later shots at the hex it left; a retreat of two
//     hexes ends two hexes away when a best path does so ("s'éloigner"),
//     else as P26's best paths end; the owner's choice among several waits
//     for the end of the fire (the choices a fire leaves: evasions first,
//     then retreats). Stand on the Unable to Retreat table
//     leaves the unit Morale Shaken and Formation Broken.
//   - Melee. The line the players resolve melees in, "from the left or
//     the right" [L1017], is the defenders' order in the scenario (it is
//     not kept). Among several best retreats the owner chooses, among
//     the attackers of the highest morale the attacker's player chooses
//     the one that advances, and a defending cavalry's player the broken
//     attacker it pursues among those of its front hexes (else of its
//     flanks; chosen before its pursuit roll) [L1117], [L1131], [L1182]: the melee is then undone and
//     waits (phase melee-choice, the action "melee-choice"), its dice kept
//     in counters and read again, in order, when it is resolved again with
//     the choices made, so that each die is rolled and logged once (by
//     the run that completes); the interception's melee takes the first
//     way at each. A 1-hex unit that advances, or pursues into the broken
//     unit's hex, may then turn one hexside (its player's choice: keep,
//     left, right) before any reaction [L1135]; a 2-hex one may not
//     [L1137]. The defender of a DA result stays or advances into a hex
//     an attacker left, its player's choice, as an attacker advances
//     [L1131]. Halving heavy infantry against cavalry [L1060] needs every
//     attacker cavalry, and a mixed Momentum counts the smaller bonus (the
//     defender's reading, [L1009]). The Salvo modifier applies when the
//     defender has fired its Salvo this turn. A cavalry + light infantry
//     defender adds both SP and stands on the cavalry's morale [L1224];
//     the light infantry stacked with an attacking cavalry is not in the
//     attack (A17(b)) but retreats with it. Leaders move with the unit
//     they are stacked with in melee retreats, advances and pursuits (as
//     in pursuit [L1176]). A Shaken unit's step back that falls short
//     costs a casualty a hex, whether or not it was Shaken before
//     [L1129]. An active unit attacked in a Reaction Melee that stepped
//     back to a hex from which it may still attack its target keeps its
//     Momentum: "demeure éligible" [L1085] is read as the attack's own
//     check, wherever the unit stands. Its pistol in its defence is
//     declared by the active player after the Reaction Melees ("suivi du
//     défenseur" [L1099]); with one pistol left and that one declared for
//     its own attack, it has none for its defence (the Reaction Melee is
//     resolved first, but the attack's declaration came first).
//     Every hexside feature of the chart is reciprocal
//     [L1331-L1347], so crossing any one ends a Momentum run.
//   - Leaders. A generic leader's rating is 0 (the worst [L58]); he and a
//     returning leader are placed on the first unit of the wing (the
//     owner's choice is not offered); a marker removed again rolls anew.
//     The Army Commander is "éliminé" [L360] when his Leader Replacement
//     roll says so [L356] (removed, he may return [L354]). The
//     "specifically named replacement AC" [L362] is read as the senior
//     wing commander the scenario names, who takes the command where he
//     stands (a friendly unit's hex; another unit is not offered); no
//     senior named, or the senior off the map or already replaced by a
//     generic: no succession, the army fights on without an Army
//     Commander; a successor eliminated in turn is not succeeded.
//   - Advance and Retire Fire reactions. The "eligible enemy units" of a
//     Retire Fire [L808] are those whose Reaction Zone holds the firer
//     once it has fired (E16's Z, already next to it, reacts once at -3
//     [L838]); its step back, entering a zone [L676], is a trigger of
//     its own, its Reaction Fire at -3 too (every Reaction Fire at a
//     Retire Fire takes it [L808]).
//   - Reactions. An interception's path ignores facing costs (P18 as
//     the hex package gives it), and "able to take the formation hits"
//     [L724] is read step by step: no step whose hits alone would break
//     it. "Moves within 2 hexes" of the Hedgehog reaction [L704]
//     is a step entering a hex (not a re-face) ending within 2 hexes in
//     the front or flank arc; "spends MP within 2 hexes" of the withdraw
//     is measured where the mover stands after the step; the MA compared
//     [L696], [L706] are the mover's fixed MA [L563] and the reactor's
//     current one with its formation [L690]. A failed Hedgehog attempt
//     is a failed morale check (a Broken unit retreats from the cavalry).
//     "Into contact" for a withdraw [L714] is entering a hex next to an
//     enemy combat unit it was not next to. A move that triggers at a step where the unit may not
//     stop (a bridge, a friend's hex) stops at the next step where it may,
//     and the units it triggered are asked if they can still fire at it
//     there. "Moved one hex or more before entering the zone" [L756] counts
//     the hexes the unit entered in its move this activation (status
//     entered) before the triggering step. Fires at one unit by both
//     halves of a 2-hex firer are one trigger (one reaction, after both
//     shots [L758]); a target that may take cover answers that first and,
//     taking it, is not asked to fire (A33).
//   - Cavalry absorption [L642]: the text names no wing, so any cavalry
//     unit of the mover's side, in any formation or morale, may be
//     absorbed; neither may be stacked with light infantry (the stack is
//     one unit [L608], and a second light infantry would share the hex);
//     the mover keeps its own morale and formation (the text gives it the
//     casualties back only), and brought back below its threshold it
//     loses the marker, its morale level unchanged.
//   - Moves offered (moveoffers.go) are no rule: a convenience for the
//     panel, the number keys and the sample player. A unit's goes toward
//     the nearest enemy combat unit (its wing commander while out of
//     command), each step the first Check accepts of the forward steps
//     nearer by the way round other combat units, the straighter first,
//     then of the turns bringing its front nearer; a wing commander's onto
//     the unit of his wing nearest the others. The Army Commander and
//     unlimbered guns are offered none. A selected 2-hex unit next to a
//     bridge is offered each crossing Check accepts with its own facing
//     ("Cross the bridge: <unit> to <hex> and <hex>", bridge.go [L581]).
//   - The out-of-command reactor's bar on contact [L665] ("peut réagir
//     mais ne peut devenir adjacente") holds for the reaction moves: the
//     re-face cannot break it, the pivot checks it, the withdraw never
//     makes contact [L714]. The interception (9.3, named apart from the
//     reactions in [L663]) is not barred by it.
//   - A 2-hex unit's pivot in reaction takes no formation hit from the
//     terrain: the text prices a reaction move at nothing [L696] and gives
//     it none; its "facing" answer names the pivot (f+1, f+2 about the
//     left half, f-1, f-2 about the right).
//   - [L1255]'s "triggers Reaction Fire automatically" (next to an enemy)
//     is read with 9.1.3's trigger [L678] (in its Reaction Zone, guns' to
//     point-blank range): the enemies whose zone holds the unit, which
//     may each fire or decline.
//   - The intercepted cavalry's fire [L734] is its pistol, at the
//     interceptor only; the interceptor's fire is its Reaction Fire at the
//     mover (its pistol), and it keeps its melee after it.
//   - Rout: the class MA (cavalry 8, light infantry 6, heavy infantry 4);
//     a router reaching its edge hex with no MP left stays; a side whose
//     map has no friendly edge does not rout.
//   - Reinforcements [L583-L587]. The wing "entre sur la carte au tour
//     indiqué": a unit not entered on that turn may enter in any later
//     activation of its wing. Entering a hex costs nothing: the unit
//     begins its move on its entry hex (the text prices no entry; its
//     example counts the MA only [L587]), and the placement is no step,
//     so it triggers no reaction (its steps from there do). "Bloqué par
//     des unités ennemies" is any enemy counter (but Disabled Guns) on
//     the entry footprint; the nearest free hexes are those at the least
//     hex distance where the counter (a 2-hex one with its left half
//     there, facing as drawn) stands on the map, on terrain it may enter,
//     with no enemy counter and no other combat unit of its side. "One
//     after another" is read as each unit entering a hex no other combat
//     unit of its side holds (a unit of its side on its entry hex must
//     move off first: entry-blocked; leaders and wagons stack with
//     anything [L1301]); the MP less counts the units (not leaders [L42])
//     of its side entered by that entry hex this turn, a unit diverted to
//     a nearest free hex counting for its entry hex. Guns enter limbered
//     (unlimbered guns have no MA [L554]). A wing has entered the map
//     [L306] once its commander or one of its units has; a side whose
//     every wing is still to enter does not capitulate. For the Rally
//     modifier [L437] a unit still to enter is neither gone nor shaken.
//     The buttons list the commander first (the LOC runs to him [L368]:
//     units entering before him are out of command with him off the map
//     and may not move [L376]), only with no unit selected.
//   - Reinforcements without their own wing commander [L585]: the text
//     says what happens only to a wing with its own ("si ces renforts
//     ont leur propre commandant d'Aile"), and the spec gives no reading.
//     Read with [L441] ("des unités de cette Aile ne sont pas encore
//     arrivées en renfort") and [L366] (a unit's wing is fixed): a unit
//     whose profile enters is later than its commander's (or who is on
//     the map from the start) joins its wing; the wing keeps its orders
//     (Make Ready is for a wing entering with its own commander), counts
//     and activates as before, and the unit enters by the action "enter"
//     in any of its wing's activations from its turn on, under the same
//     rules (entry hex or nearest free one, formation, one MP less a unit
//     entered before it by that hex this turn [L587]); while it waits,
//     its wing is never forced onto Rally [L441]. A unit never comes
//     before its commander (Setup refuses it), so no wing is on the map
//     without him.
//   - Leaderless wings: every wing has its commander ([L190], [L366]:
//     Setup refuses units of a wing without one, and a scenario's
//     reinforcements do not come before theirs); the only leaderless wing
//     the text knows is the one whose commander is removed [L346], which
//     neither activates, continues, pre-empts (an activation of its
//     own) nor intercepts, until his replacement or return [L348]-[L350];
//     its units still react, make Reaction Melees and defend (the text
//     bars only those three), and the Army Commander may still reform or
//     rally them [L327]-[L328].
//
// # Not yet done
//
// Reactions (§8.4): the reactions the interception melee's advance would
// trigger;
// the reaction moves an advance or pursuit triggers (only its Reaction
// Fire is played); the optional 9.4.1a; a 2-hex reactor's waiting for
// both halves of a 2-hex mover [L758]. Also not yet: infantry stacked
// with artillery firing Advance or Retire Fire in place [L840-L850] (and
// the order changed by an Advance or Retire Fire action [L632]),
// the excess casualties of a fire that disables guns stacked on top
// (A26); in melee: the
// Rocroi Momentum roll [L1415]; the scenario's "indication contraire"
// to the generic leader who takes the senior wing commander's wing
// [L362], and the owner's choice of the unit a new Army Commander or
// returning leader is placed on [L350], [L362]; victory
// points beyond the table (a scenario's own
// and geographic ones [L1392-L1396]; the victory levels are the booklets'
// [L1389]), of reinforcements (7.4 [L585]): a formation the scenario imposes instead of the player's choice
// ("sauf si le contraire est stipulé"), an Army Commander entering later,
// entry by a map edge rather than a hex,
// TACW's rule of no limbering [L575], the
// Charge order's positive duty [L409] (whether a unit that ends its
// activation no nearer could have come closer is not searched, nor its
// re-face to help a later approach required: only the move away is
// refused), the leader's half
// of a 2-hex unit for the LOC (A31: the unit's hexes are traced from),
// dismounted cavalry [L1310], heavy infantry without pikes beyond
// Hedgehog, Swedish brigades, loading another chart set.
package musketpike
