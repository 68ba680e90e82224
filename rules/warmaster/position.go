package warmaster

import (
	"fmt"
	"strconv"
	"strings"

	"plateau/rules"
)

// Positions (rules.Positioner; docs/scenario-format.md, "Positions"): a
// WME battle can start at any moment of any turn. Keys lists everything
// the ruleset keeps in a State, each key with its range; Resume checks a
// position with Setup's checks of the armies, then the keys, then the
// combinations a battle can reach.

// The ranges of the keys. Statuses and counters are whole numbers; those
// that keep a length or a direction keep it scaled (mm, µm, billionths).
var (
	keyFlag   = rules.Range{Lo: 0, Hi: 1, Whole: true}
	keyCount  = rules.Range{Lo: 0, Hi: 1000, Whole: true}
	keyIndex  = rules.Range{Lo: 1, Hi: maxUnits, Whole: true} // 1 + the index of a unit in the scenario's order (Resume checks the unit exists)
	keyMM     = rules.Range{Lo: 0, Hi: 1e7, Whole: true}      // a length in mm, up to 10 km
	keyScaled = rules.Range{Lo: -1e15, Hi: 1e15, Whole: true} // a coordinate, angle or direction, scaled
	keyCode   = rules.Range{Lo: -1, Hi: 100, Whole: true}     // one of a few numbered choices
	keySide   = rules.Range{Lo: 0, Hi: 100, Whole: true}      // 1 + a side's index (Resume checks the side exists)
)

// maxUnits bounds the unit indexes a key may hold before Resume checks
// the unit exists: a position's units without bases do not count towards
// the decoder's 4000 bases, so the bound is the file size's, not that.
const maxUnits = 1 << 20

// positionKeys is every unit status and battle counter WME keeps.
var positionKeys = rules.PositionKeys{
	Phases: append(append([]string(nil), phases...), PhaseOver),
	Unit: []rules.Key{
		// The whole battle (status.go).
		{Name: stSize, Range: rules.Range{Lo: 1, Hi: 100, Whole: true}, Doc: "elements at the start of the battle: its losses are size less the elements it has (default: its highest stand number, at least the elements given)"},
		{Name: stBlunder, Range: keyCount, Doc: "permanent order penalty from blunders (L2014)"},
		{Name: stBrokenDown, Range: keyFlag, Doc: "a malfunction 2: never moves again (sheet §3.1 Steam Tank 7)"},
		{Name: stSlain, Range: keyCount, Doc: "malfunctions 4: a permanent −1 on orders per result (sheet §3.1 Steam Tank 7, Q21)"},
		{Name: stBadlyHurt, Range: keyFlag, Doc: "badly hurt: its Hits and Attacks are 4 for the rest of the battle (sheet §3.2 Giant 3, Q32)"},
		{Name: stDestroyed, Range: keyFlag, Doc: "every element lost, or routed by a drive back (L1227)"},
		{Name: stConfused, Range: keyFlag, Doc: "confused (§10.1)"},
		// This turn (cleared when its side's turn begins).
		{Name: stOrders, Range: keyCount, Doc: "orders received this turn"},
		{Name: stOrderedBy, Range: keyIndex, Doc: "1 + the index of the commander who ordered it this turn"},
		{Name: stNoOrders, Range: keyFlag, Doc: "may receive no more orders this turn"},
		{Name: stMoving, Range: keyFlag, Doc: "has an open move (from an order) not yet finished"},
		{Name: stMoves, Range: keyCount, Doc: "moves made this turn"},
		{Name: stAllowance, Range: keyMM, Doc: "the open move's allowance, mm"},
		{Name: stNoCharge, Range: keyFlag, Doc: "the open move may not charge (blunder 4-5)"},
		{Name: stFleeFrom, Range: keyIndex, Doc: "blunder 2-3: 1 + the index of the enemy unit it must withdraw from (L2015)"},
		{Name: stFleeMin, Range: keyMM, Doc: "blunder 2-3: the least distance to it the move may end at, mm"},
		{Name: stAdvanceOn, Range: keyIndex, Doc: "blunder 6: 1 + the index of the enemy it must advance on (L2017)"},
		{Name: stAdvanceMax, Range: keyMM, Doc: "blunder 6: the greatest distance to it the move may end at, mm"},
		{Name: stDoneOrdering, Range: keyFlag, Doc: "a commander who gives no more orders this turn"},
		{Name: stDepth, Range: keyCount, Doc: "depth of the deepest live order group it is in"},
		{Name: stCharged, Range: keyFlag, Doc: "charged this turn (L415, L523)"},
		{Name: stChargeLevel, Range: keyCount, Doc: "1 + the hill level its charge this turn began at (L946)"},
		{Name: stInitiative, Range: keyFlag, Doc: "moved on initiative this turn: no orders (L382, L437)"},
		{Name: stWild, Range: rules.Range{Lo: 0, Hi: 6, Whole: true}, Doc: "its Goes Wild die this turn, 1-6 (sheet §3.2 Giant 2, Q31)"},
		{Name: stThrowAt, Range: keyIndex, Doc: "Goes Wild 3: 1 + the index of the unit it throws at when the Shooting phase begins (sheet §3.2 Giant 2, Q31)"},
		{Name: stStuck, Range: keyFlag, Doc: "a malfunction 3: no shooting this turn (sheet §3.1 Steam Tank 7)"},
		{Name: stOverload, Range: keyFlag, Doc: "a malfunction 6: 6 shots this turn (sheet §3.1 Steam Tank 7)"},
		{Name: stReturnRolled, Range: keyFlag, Doc: "rolled for its Return this turn (L2129)"},
		{Name: stReturnTo, Range: keyIndex, Doc: "its open move is a Return: 1 + the index of the commander it flies to (L2131)"},
		{Name: stReturnLead, Range: keyCount, Doc: "1 + the index in its bases of the one that keeps to the Return's line"},
		// The Shooting phase.
		{Name: stWounds, Range: keyCount, Doc: "wounds not yet worth an element (§8.5)"},
		{Name: stShotWounds, Range: keyCount, Doc: "wounds from shooting this phase: its drive-back dice (§8.6, L1211)"},
		{Name: stShot, Range: keyFlag, Doc: "has shot this phase"},
		{Name: stChargeShot, Range: keyCount, Doc: "wounds taken as a charger or advancer: its enemies' score in its next round (§8.8)"},
		{Name: stBlindAims, Range: keyFlag, Doc: "its aims this phase are blind fire: every die hits on 6 (sheet §3.2 Rock Lobber 3, Q33)"},
		{Name: aimPrefix, Prefix: true, Range: keyIndex, Doc: "+ BASE>UNIT: its element BASE shoots at UNIT this phase (L1141)"},
		{Name: shotByPrefix, Prefix: true, Range: keyFlag, Doc: "+ UNIT: UNIT shot at it this phase (A23)"},
		{Name: stDriveCm, Range: keyCount, Doc: "its drive back's dice total, cm"},
		{Name: stDriveSix, Range: keyFlag, Doc: "a drive-back die showed 6 (L1221)"},
		{Name: stDriveFrom, Range: keyIndex, Doc: "1 + the index of the nearest shooter (A23)"},
		{Name: stDriveDX, Range: keyScaled, Doc: "its drive back's direction, x in billionths"},
		{Name: stDriveDY, Range: keyScaled, Doc: "its drive back's direction, y in billionths"},
		{Name: stDriveNext, Range: keyFlag, Doc: "its owner may have it driven back next (L1209)"},
		// The Combat phase.
		{Name: stFought, Range: keyFlag, Doc: "has fought a round this phase: its charge bonus is spent (L1352)"},
		{Name: stInFight, Range: keyFlag, Doc: "belongs to the engagement being resolved"},
		{Name: stDone, Range: keyFlag, Doc: "its engagement has been resolved this phase (L1306)"},
		{Name: stAwait, Range: keyCode, Doc: "a winner awaiting its choice: 1 hold, pursue or fall back; 2 hold, advance or fall back (L1400)"},
		{Name: stRetreat, Range: keyCount, Doc: "retreated this far this phase, cm (A8)"},
		{Name: stPursued, Range: keyFlag, Doc: "pursued this phase: in the open (L1366)"},
		{Name: stAdvanced, Range: keyFlag, Doc: "advanced this phase (L1747-1749)"},
		{Name: pursuitPrefix, Prefix: true, Range: keyCount, Doc: "+ UNIT: its attack bonus against UNIT, which it pursued (L1354, L1803)"},
		{Name: stCasualties, Range: keyCount, Doc: "elements its owner must choose to remove (L1426)"},
		{Name: stRetreatTie, Range: keyCount, Doc: "directions tied for its retreat (L1484, L1500)"},
		{Name: stRetreatAway, Range: keyCount, Doc: "its owner's choice on a tie: 1 + edge + 4 × the index of its element"},
		{Name: stRetreated, Range: keyFlag, Doc: "has retreated this round"},
		{Name: stInContact, Range: keyFlag, Doc: "touched an enemy when the round began (A9)"},
		{Name: stFollows, Range: keyIndex, Doc: "a support: 1 + the index of the unit it supports and retreats with (L1502)"},
		{Name: stRetreatDX, Range: keyScaled, Doc: "its retreat's direction, x in billionths"},
		{Name: stRetreatDY, Range: keyScaled, Doc: "its retreat's direction, y in billionths"},
		{Name: stRetreatNext, Range: keyFlag, Doc: "its owner may make it the next to retreat (L1488)"},
		{Name: stRampartsMoved, Range: keyMM, Doc: "its retreat was shortened by the ramparts: 1 + the distance it moved, in thousandths of a cm (L1713)"},
		// Making way (L1908-1934).
		{Name: stWayFor, Range: keyIndex, Doc: "a friend awaiting its owner's choice: 1 + the index of the unit forcing its way"},
		{Name: stWayRefused, Range: keyIndex, Doc: "it refused to make way for unit 1 + index"},
		{Name: stWayDX, Range: keyScaled, Doc: "on the unit forcing its way: its move along x, µm"},
		{Name: stWayDY, Range: keyScaled, Doc: "on the unit forcing its way: its move along y, µm"},
		{Name: stWayPick, Range: keyCount, Doc: "1 + the way chosen, the chain waiting"},
		{Name: stWayAt, Prefix: true, Range: keyScaled, Doc: "+ BASE (1: placed by the owner), + BASE:x, :y, :f: where, in billionths"},
		// Placements the owner may still change (replace.go).
		{Name: rpKind, Range: keyCode, Doc: "what placed its elements: 1 a pursuit, 2 making way, 3 a support charge, 4 occupying"},
		{Name: rpFree, Prefix: true, Range: keyFlag, Doc: "+ BASE: an element open to re-placement"},
		{Name: rpFrom, Prefix: true, Range: keyScaled, Doc: "+ BASE:x, :y, :f: where it stood before the rules moved it, in billionths"},
		{Name: rpMode, Range: keyCode, Doc: "the pursuit's kind"},
		{Name: rpOf, Range: keyIndex, Doc: "1 + the index of the pursued unit"},
		{Name: rpFoe, Prefix: true, Range: keyFlag, Doc: "+ UNIT: an enemy of the engagement (L1556, L1558)"},
		{Name: rpPass, Prefix: true, Range: keyFlag, Doc: "+ FEATURE: a barrier the pursuit passes (L1715)"},
		{Name: rpWay, Range: keyCount, Doc: "1 + the way made"},
		{Name: rpWayFor, Range: keyIndex, Doc: "1 + the index of the unit it made way for"},
		{Name: rpSweeps, Range: keyCount, Doc: "how many bases that unit moved"},
		{Name: rpSweep, Prefix: true, Range: keyScaled, Doc: "+ I:x, :y, :f, :w, :d, :vx, :vy: its base I and its move, in billionths"},
		{Name: rpOccupied, Range: keyIndex, Doc: "1 + the index of the unit whose positions it occupied"},
		{Name: rpHelds, Range: keyCount, Doc: "how many positions that unit vacated"},
		{Name: rpHeld, Prefix: true, Range: keyScaled, Doc: "+ I:x, :y, :f, :w, :d: vacated position I, in billionths"},
		{Name: rpCharger, Range: keyIndex, Doc: "1 + the index of the unit it supports"},
		{Name: rpAllow, Range: keyMM, Doc: "its move's allowance, mm"},
		{Name: rpShooter, Prefix: true, Range: keyFlag, Doc: "+ UNIT: an enemy the charge engaged, which may shoot at it (L1237)"},
		// Off the table (leaving.go) and flying (flyers.go).
		{Name: stOffTable, Range: rules.Range{Lo: 0, Hi: 4, Whole: true}, Doc: "off the table awaiting its re-roll: 1 + the edge it left by (1 top, 2 right, 3 bottom, 4 left)"},
		{Name: stOffAt, Range: keyScaled, Doc: "where along that edge it left, µm from the edge's start"},
		{Name: stLeft, Range: keyFlag, Doc: "left the table and never returned (L919)"},
		{Name: stReturned, Range: keyFlag, Doc: "came back onto the table this turn"},
		{Name: stComeBack, Range: rules.Range{Lo: 0, Hi: 4, Whole: true}, Doc: "placed back on the table, awaiting its owner's choice of formation: 1 + the edge it stands on"},
		{Name: offBasePrefix, Prefix: true, Range: keyCount, Doc: "+ BASE: an element off the table, 1 + its place in the unit"},
		{Name: offWPrefix, Prefix: true, Range: keyScaled, Doc: "+ BASE: that element's frontage, µm"},
		{Name: offDPrefix, Prefix: true, Range: keyScaled, Doc: "+ BASE: that element's depth, µm"},
		{Name: flightPrefix, Prefix: true, Range: keyScaled, Doc: "+ BASE:x, :y, :f: where a flyer's element began its flight, in billionths"},
		// Commanders.
		{Name: joinPrefix, Prefix: true, Range: keyFlag, Doc: "+ UNIT: the commander has joined UNIT"},
		{Name: stDisplaced, Range: keyFlag, Doc: "a commander waiting for his owner's choice of the unit to join (L2057)"},
		{Name: displacePrefix, Prefix: true, Range: keyFlag, Doc: "+ UNIT: a unit he may join, within 30 cm"},
		// Magic items (items.go).
		{Name: stItemOn, Range: keyFlag, Doc: "a first-engagement item works this Combat phase"},
		{Name: stItemSpent, Range: keyFlag, Doc: "a once-per-battle item is used up, or the Crown has lapsed"},
		{Name: stItemTurn, Range: rules.Range{Lo: 0, Hi: 1e6, Whole: true}, Doc: "the player-turn (1 + (turn − 1) × sides + side) an item last worked"},
		// Spells (cast.go).
		{Name: stCasts, Range: rules.Range{Lo: 0, Hi: 3, Whole: true}, Doc: "a Wizard's casting attempts this Shooting phase (L2330)"},
		{Name: stCastWon, Range: keyFlag, Doc: "his last attempt succeeded: the Staff of Recall may follow (L2488)"},
		{Name: stTeleported, Range: keyFlag, Doc: "a Teleport succeeded this phase: one follow-up spell, not Teleport"},
		{Name: stSpellbound, Range: keyFlag, Doc: "spellbound: −1 to every cast (L2456)"},
		{Name: stEnchanted, Range: rules.Range{Lo: 0, Hi: EnchantHandOver, Whole: true}, Doc: "under Weird Enchantment: the hand-overs it still lasts"},
		{Name: stWaaagh, Range: keyFlag, Doc: "Waaagh!: +1 attack per element this Combat phase"},
		{Name: stVoiced, Range: keyFlag, Doc: "its open move is Voice of Command's, in the Shooting phase"},
		{Name: stDispelAsk, Range: keyIndex, Doc: "a Wizard's spell, cast, awaits the enemy's Scroll: 1 + the index of its holder (L2476)"},
		{Name: stCastSpell, Range: rules.Range{Lo: 0, Hi: 20, Whole: true}, Doc: "that spell: 1 + its place in his list"},
		{Name: stCastTarget, Range: keyIndex, Doc: "that spell's target, or the unit Teleport joins: 1 + its index"},
		{Name: stCastDX, Range: keyScaled, Doc: "that line's direction, x in billionths"},
		{Name: stCastDY, Range: keyScaled, Doc: "that line's direction, y in billionths"},
		{Name: stCastX, Range: keyScaled, Doc: "Teleport's spot, x in billionths of a cm"},
		{Name: stCastY, Range: keyScaled, Doc: "Teleport's spot, y in billionths of a cm"},
		{Name: spellPrefix, Prefix: true, Range: rules.Range{Lo: 0, Hi: 1e6, Whole: true}, Doc: "+ SPELL: the player-turn SPELL last affected it (L2336)"},
	},
	Counters: []rules.Key{
		{Name: ctOrdersOver, Range: keyFlag, Doc: "the General failed: the Orders sub-phase has ended (L509)"},
		{Name: ctCommander, Range: keyIndex, Doc: "1 + the index of the commander giving orders now"},
		{Name: ctRound, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "the round of the engagement being resolved"},
		{Name: ctPursuit, Range: keyFlag, Doc: "a winner pursued in this round"},
		{Name: ctFallBack, Prefix: true, Range: rules.Range{Lo: 3, Hi: 18, Whole: true}, Doc: "+ SIDE (0, 1): that side's 3D6 fall-back roll in this engagement (L1783)"},
		{Name: ctStep, Range: keyCode, Doc: "the step of the round's end reached"},
		{Name: ctWinner, Range: keyCode, Doc: "1 + the winning side of the round, −1 a draw"},
		{Name: ctMargin, Range: keyCount, Doc: "the round winner's score less the loser's"},
		{Name: ctRetreatDist, Range: keyCount, Doc: "the losers' retreat, cm (A9)"},
		{Name: ctRetreatShare, Range: keyCount, Doc: "the losing units it is shared between (A9)"},
		{Name: ctRetreatNext, Range: keyIndex, Doc: "1 + the index of the unit retreating now"},
		{Name: ctDrawFirst, Range: keySide, Doc: "1 + the side whose units fall back first on a draw (L1775)"},
		{Name: ctDeclare, Range: keyIndex, Doc: "1 + the index of the unit a fight waits to be declared against"},
		{Name: ctDeclaredArg, Prefix: true, Range: keyFlag, Doc: "+ KEY=VALUE: an argument of the fight waiting for the other player's declaration"},
		{Name: ctTurns, Range: settingRanges[SettingTurns], Doc: "the battle's length in turns per player (A7)"},
		{Name: ctRolled, Range: rules.Range{Lo: 0, Hi: 6, Whole: true}, Doc: "the D6 that rolled the length, 0 when the scenario set it"},
		{Name: ctResult, Range: keyCode, Doc: "when over: 1 + the winning side, −1 a draw"},
		{Name: ctWhy, Range: keyCode, Doc: "when over: 1 the turns ran out, 2 an army routed"},
		{Name: ctRouted, Prefix: true, Range: keyCode, Doc: "+ SIDE: that army routed (1 its General lost, 2 half its units)"},
	},
}

// Keys implements rules.Positioner.
func (Rules) Keys() rules.PositionKeys { return positionKeys }

// Resume implements rules.Positioner: Setup's checks of the settings and
// armies, but
// not of the deployment (the troops have moved since), then the keys, then
// what a WME battle cannot reach.
func (Rules) Resume(s *rules.State) error {
	for i := range s.Units {
		u := &s.Units[i]
		if status(u, stSize) == 0 { // not given: at least its highest stand number
			n := len(u.Bases)
			for _, id := range u.Bases {
				n = max(n, s.StandNumber(id))
			}
			u.SetStatus(stSize, n)
		}
	}
	if err := prepareArmies(s); err != nil {
		return err
	}
	if err := positionKeys.CheckKeys(s); err != nil {
		return err
	}
	var bad []string
	if s.Turn < 1 {
		bad = append(bad, fmt.Sprintf("turn %d: WME's first turn is 1", s.Turn))
	}
	for i := range s.Units {
		u := &s.Units[i]
		bad = append(bad, unitFaults(s, u)...)
	}
	if c := s.Counters[ctCommander]; c > 0 {
		if c > len(s.Units) || !IsCommander(s.Units[c-1].Type) || s.Units[c-1].Side != s.Active {
			bad = append(bad, fmt.Sprintf("counter %q = %d is not a commander of the side to play", ctCommander, c))
		}
	}
	if over, result := s.Phase == PhaseOver, s.Counters[ctResult] != 0; over != result {
		bad = append(bad, fmt.Sprintf("the %q counter is given only when the phase is %q, and must be then", ctResult, PhaseOver))
	}
	if r := s.Counters[ctResult]; r > len(s.Sides) || r < resultDraw {
		bad = append(bad, fmt.Sprintf("counter %q = %d: 1 + the winning side (1 to %d), or %d for a draw", ctResult, r, len(s.Sides), resultDraw))
	}
	for _, k := range []string{ctWinner, ctDrawFirst} {
		if v := s.Counters[k]; v > len(s.Sides) || v < roundDrawn {
			bad = append(bad, fmt.Sprintf("counter %q = %d names side %d of %d", k, v, v, len(s.Sides)))
		}
	}
	for _, k := range []string{ctRetreatNext, ctDeclare} {
		if v := s.Counters[k]; v > len(s.Units) {
			bad = append(bad, fmt.Sprintf("counter %q = %d names unit %d of %d", k, v, v, len(s.Units)))
		}
	}
	if n := s.Counters[ctTurns]; n > 0 && s.Turn > n && s.Phase != PhaseOver {
		bad = append(bad, fmt.Sprintf("turn %d is past the battle's length (%d turns, counter %q)", s.Turn, n, ctTurns))
	}
	if len(bad) > 0 {
		return fmt.Errorf("warmaster: the position is not one a battle can reach: %s", strings.Join(bad, "; "))
	}
	return nil
}

// unitFaults are the combinations of u's statuses no WME battle reaches.
func unitFaults(s *rules.State, u *rules.Unit) []string {
	var bad []string
	name := "unit " + u.ScenarioLabel()
	offIDs, _, _ := offBases(u)
	have := len(u.Bases) + len(offIDs)
	if size := status(u, stSize); size < have {
		bad = append(bad, fmt.Sprintf("%s has %d elements but %q says it began with %d (its losses cannot be fewer than none)", name, have, stSize, size))
	}
	if status(u, stDestroyed) > 0 && len(u.Bases) > 0 {
		bad = append(bad, fmt.Sprintf("%s is %q but still has elements on the table", name, stDestroyed))
	}
	if len(offIDs) > 0 && len(u.Bases) > 0 {
		bad = append(bad, fmt.Sprintf("%s has elements both on and off the table", name))
	}
	if (len(offIDs) > 0) != (status(u, stOffTable) > 0) {
		bad = append(bad, fmt.Sprintf("%s: %q and its %q elements are given together or not at all", name, stOffTable, offBasePrefix))
	}
	// Statuses that name a unit by 1 + its index name one that exists.
	for _, k := range []string{stOrderedBy, stFleeFrom, stAdvanceOn, stReturnTo, stDriveFrom, stFollows, stWayFor, stWayRefused, rpOf, rpWayFor, rpOccupied, rpCharger} {
		if v := status(u, k); v > len(s.Units) {
			bad = append(bad, fmt.Sprintf("%s: status %q = %d names unit %d of %d", name, k, v, v, len(s.Units)))
		}
	}
	// Pending work the rules read its companion keys for: given with them.
	needs := func(when bool, what string, keys ...string) {
		for _, k := range keys {
			if when && status(u, k) == 0 {
				bad = append(bad, fmt.Sprintf("%s: %s needs status %q too", name, what, k))
			}
		}
	}
	needs(status(u, stDriveCm) > 0, fmt.Sprintf("a drive back (%q)", stDriveCm), stDriveFrom)
	switch kind := status(u, rpKind); kind {
	case 0:
	case replaceByPursuit:
		needs(true, "a pursuit's re-placement", rpOf)
	case replaceByMakeWay:
		needs(true, "making way's re-placement", rpWay, rpWayFor)
	case replaceBySupport:
		needs(true, "a support charge's re-placement", rpCharger)
	case replaceByOccupy:
		needs(true, "an occupation's re-placement", rpOccupied)
	default:
		bad = append(bad, fmt.Sprintf("%s: status %q = %d: 1 a pursuit, 2 making way, 3 a support charge, 4 occupying", name, rpKind, kind))
	}
	for _, k := range []string{rpWay, stWayPick} {
		if v := status(u, k); v > len(wayCodes) {
			bad = append(bad, fmt.Sprintf("%s: status %q = %d: 1 to %d, the ways a friend makes way", name, k, v, len(wayCodes)))
		}
	}
	// Choices and pending steps belong to one phase: elsewhere nothing
	// would resolve them and the battle could not go on.
	for _, c := range []struct{ key, phase string }{{stCasualties, PhaseCombat}, {stAwait, PhaseCombat}, {stRetreatTie, PhaseCombat},
		{stRetreatNext, PhaseCombat}, {stDriveCm, PhaseShooting}, {stDriveNext, PhaseShooting}} {
		if status(u, c.key) != 0 && s.Phase != c.phase {
			bad = append(bad, fmt.Sprintf("%s: status %q belongs to the %s phase", name, c.key, c.phase))
		}
	}
	if c := status(u, stCasualties); c > len(u.Bases) {
		bad = append(bad, fmt.Sprintf("%s: status %q = %d, but it has %d elements to remove", name, stCasualties, c, len(u.Bases)))
	}
	for _, id := range offIDs {
		if status(u, offWPrefix+id) <= 0 || status(u, offDPrefix+id) <= 0 {
			bad = append(bad, fmt.Sprintf("%s: element %s off the table needs its size (%q and %q, µm, above 0)", name, id, offWPrefix+id, offDPrefix+id))
		}
		rest, _ := strings.CutPrefix(id, u.ID+".")
		if n, err := strconv.Atoi(rest); err != nil || n < 1 || id != fmt.Sprintf("%s.%d", u.ID, n) {
			bad = append(bad, fmt.Sprintf("%s: element %q off the table is not one of its stands (%s.<n>)", name, id, u.ID))
		} else if _, on := s.Base(id); on {
			bad = append(bad, fmt.Sprintf("%s: element %s is both on and off the table", name, id))
		}
	}
	if v := status(u, stOrderedBy); v > 0 && v <= len(s.Units) && (!IsCommander(s.Units[v-1].Type) || s.Units[v-1].Side != u.Side) {
		bad = append(bad, fmt.Sprintf("%s: status %q names a unit that is not one of its side's commanders", name, stOrderedBy))
	}
	for _, k := range []string{stFleeFrom, stAdvanceOn} {
		if v := status(u, k); v > 0 && v <= len(s.Units) && s.Units[v-1].Side == u.Side {
			bad = append(bad, fmt.Sprintf("%s: status %q names a friend, not an enemy", name, k))
		}
	}
	return bad
}
