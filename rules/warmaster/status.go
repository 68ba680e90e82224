package warmaster

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
)

// Per-unit status keys (rules.Unit.Status). Everything WME remembers about
// a unit between actions is one of these.
const (
	stSize         = "size"         // bases at the start of the battle
	stOrders       = "orders"       // orders received this turn
	stOrderedBy    = "ordered-by"   // 1 + index of the commander who ordered it this turn
	stNoOrders     = "no-orders"    // may receive no more orders this turn (failed, blundered, left by its commander)
	stMoving       = "moving"       // it has an open move (from an order) not yet finished
	stMoves        = "moves"        // moves made this turn
	stAllowance    = "allowance-mm" // the open move's allowance, in mm
	stNoCharge     = "no-charge"    // the open move may not charge (blunder 4-5)
	stBlunder      = "blunder"      // permanent cumulative order penalty (blunder 1, L2014)
	stFleeFrom     = "flee-from"    // blunder 2-3: 1 + index of the enemy unit it must withdraw from (L2015)
	stFleeMin      = "flee-mm"      // blunder 2-3: the least closest distance to it its move may end at, in mm
	stAdvanceOn    = "advance-on"   // blunder 6: 1 + index of the nearest visible enemy it must advance on (L2017)
	stAdvanceMax   = "advance-mm"   // blunder 6: the greatest closest distance to it its move may end at, in mm
	stConfused     = "confused"     // confused (wme.md §10.1)
	stDoneOrdering = "done"         // commander: gives no more orders this turn
	stDepth        = "depth"        // depth of the deepest live order group it is in (see frame)
	stCharged      = "charged"      // it has charged this turn (L415, L523)
	stChargeLevel  = "charge-level" // 1 + the level its charge this turn began at (hills.go, L946)
	stInitiative   = "initiative"   // it moved on initiative this turn: no orders (L382, L437)
	stWounds       = "wounds"       // wounds not yet worth an element (§8.5; cleared at the end of the phase unless engaged)
	stShotWounds   = "shot-wounds"  // wounds suffered from shooting this phase: its drive-back dice (§8.6, L1211)
	stShot         = "shot"         // it has shot this phase
	stChargeShot   = "charge-shot"  // wounds it took as a charger or advancer (§8.8): its enemies' score in its next combat round (L1079, L1245)
	stDestroyed    = "destroyed"    // every element lost (or routed by a drive back, L1227)

	// The Combat phase (wme.md §9; all cleared when the phase ends).
	stFought   = "fought"      // it has fought a round this phase: its charge bonus is spent (L1352)
	stInFight  = "in-fight"    // it belongs to the engagement being resolved
	stDone     = "combat-done" // its engagement has been resolved this phase (L1306)
	stAwait    = "epilogue"    // a winner awaiting its choice: 1 hold/pursue/fall back, 2 hold/advance/fall back (L1400)
	stRetreat  = "retreat-cm"  // it retreated this far this phase (A8: the pursuers' bonus)
	stPursued  = "pursued"     // it pursued this phase: in the open (L1366)
	stAdvanced = "advanced"    // it advanced this phase: once only, no charge bonus (L1747-1749)
)

// pursuitPrefix + UNIT is a pursuer's attack bonus against the unit it
// pursued (L1354-1355), kept into the next turn by an unresolved combat
// (L1803) and spent in the next round fought.
const pursuitPrefix = "pursuit:"

// Prefixed per-unit status keys of the Shooting phase: "aim:BASE>UNIT" on
// a shooter (element BASE is to shoot at UNIT, chosen when the phase
// began, L1141), "shot-by:UNIT" on a target (UNIT shot at it this phase:
// its drive back is away from the nearest of them, A23).
const shotByPrefix = "shot-by:"

// Battle-wide counters (rules.State.Counters).
const (
	ctOrdersOver = "orders-over"    // the General failed: the Orders sub-phase has ended (L509)
	ctCommander  = "commander"      // 1 + index of the commander giving orders now
	ctRound      = "combat-round"   // the round (1 or 2) of the engagement being resolved, 0 if none
	ctPursuit    = "combat-pursuit" // a winner pursued in this round
	ctFallBack   = "fall-back:"     // + side: that side's 3D6 fall-back roll in this engagement (L1783)

	// The end of the battle (wme.md §10.2; endgame.go).
	ctTurns  = "turns"        // the battle's length in turns per player (A7), rolled or set
	ctRolled = "turns-rolled" // the length was rolled (the D6 shown), not set by the scenario
	ctResult = "result"       // when over: 1 + the winning side, or resultDraw
	ctWhy    = "end-why"      // when over: endTurns, or endRout
	ctRouted = "routed:"      // + side: that army routed (its reason, routGeneral or routHalf)
)

func status(u *rules.Unit, k string) int { return u.Status[k] }

// dirScale keeps a unit vector's components in status values, to a
// billionth: far finer than a drive back's or a retreat's centimetres need.
const dirScale = 1e9

// setVec and vecOf keep a vector in the status values kx and ky, as whole
// multiples of 1/scale (status values are integers).
func setVec(u *rules.Unit, kx, ky string, v geom.Vec, scale float64) {
	u.SetStatus(kx, int(math.Round(v.X*scale)))
	u.SetStatus(ky, int(math.Round(v.Y*scale)))
}

func vecOf(u *rules.Unit, kx, ky string, scale float64) geom.Vec {
	return geom.V(float64(status(u, kx))/scale, float64(status(u, ky))/scale)
}

// setPose and poseOf keep a pose in the status values k+":x", k+":y"
// (its position) and k+":f" (its facing), to dirScale.
func setPose(u *rules.Unit, k string, p geom.Pose) {
	setVec(u, k+":x", k+":y", p.Pos, dirScale)
	u.SetStatus(k+":f", int(math.Round(p.Facing*dirScale)))
}

func poseOf(u *rules.Unit, k string) geom.Pose {
	return geom.Pose{Pos: vecOf(u, k+":x", k+":y", dirScale), Facing: float64(status(u, k+":f")) / dirScale}
}

// setRect and rectOf keep a rectangle as setPose keeps its centre and
// facing, with its width and depth in k+":w" and k+":d".
func setRect(u *rules.Unit, k string, r geom.Rect) {
	setPose(u, k, r.Pose())
	setVec(u, k+":w", k+":d", geom.V(r.Width, r.Depth), dirScale)
}

func rectOf(u *rules.Unit, k string) geom.Rect {
	p, size := poseOf(u, k), vecOf(u, k+":w", k+":d", dirScale)
	return geom.Rect{Center: p.Pos, Facing: p.Facing, Width: size.X, Depth: size.Y}
}

// lost is how many bases the unit has lost (wme.md §6.4, L547).
func lost(u *rules.Unit) int {
	have := len(u.Bases)
	if status(u, stOffTable) > 0 {
		ids, _, _ := offBases(u) // off the table, not lost (§7.6)
		have = len(ids)
	}
	if n := status(u, stSize) - have; n > 0 {
		return n
	}
	return 0
}

// turnKeys are cleared for the side whose turn begins.
var turnKeys = []string{stOrders, stOrderedBy, stNoOrders, stMoving, stMoves, stAllowance, stNoCharge, stDoneOrdering, stDepth, stCharged, stChargeLevel, stInitiative, stFleeFrom, stFleeMin, stAdvanceOn, stAdvanceMax, stReturnRolled, stStuck, stOverload}

// plural is "1 wound", "2 wounds"; "1 casualty", "2 casualties".
func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, word)
	}
	if k := len(word); k > 1 && word[k-1] == 'y' && !strings.ContainsRune("aeiou", rune(word[k-2])) {
		return fmt.Sprintf("%d %sies", n, word[:k-1])
	}
	return fmt.Sprintf("%d %ss", n, word)
}
