package gboh

import "plateau/rules"

// Unit statuses (Unit.Status): the markers of spec §3.6 and what the
// counter's flipped side shows. A zero status is the default and is never
// stored.
const (
	stHits    = "hits"     // Cohesion hits [L2448-2451]
	stMoved   = "moved"    // flipped to "Moved" [L36-40, L1092-1093]
	stRouted  = "routed"   // a "Routed" marker [L2530]
	stRallied = "rallied"  // a "Rallied" marker, this turn [L357, L2665]
	stMissile = "missile"  // 1 MISSILE LOW, 2 MISSILE NO [L1613, L1620-1633]
	stShock   = "shock"    // 1 SHOCK Must Check TQ, 2 SHOCK-No-Check [L1530-1538]
	stGone    = "gone"     // off the map: 1 eliminated, 2 left the map [L2872-2875], 3 in the Pursuit box [L2765], 4 in the Regrouped box [L2788]
	stOrdered = "ordered"  // has had its order (moved or fired) this Orders Phase [L884-886]
	stAlt     = "altitude" // a flyer's altitude: 0 low, 1 medium, 2 high [L1403-1406]

	// Leaders and heroes.
	stFate        = "fate"        // 1 wounded, 2 out of action, 3 killed, 4 captured [L1910-1915]
	stFinished    = "finished"    // flipped to its F side [L77-81, L388-392]
	stPhases      = "phases"      // Orders Phases had this turn [L786-790]
	stTrumped     = "trumped"     // a "Trumped/No Momentum" marker [L1024-1025]
	stReactivated = "reactivated" // re-activated by a Destiny die: no Momentum [L969-970]
	stTrumper     = "trumper"     // activated by his own Trump: he may not pass [L1042-1046]
	stPursuit     = "pursuit"     // an "In Pursuit" marker [L2824]
)

// Fates of a leader or hero (stFate).
const (
	fateWounded  = 1
	fateOut      = 2
	fateKilled   = 3
	fateCaptured = 4
)

// Battle counters (State.Counters).
const (
	ctLeader  = "leader"  // 1 + the index in State.Units of the active (or pending) leader
	ctOrders  = "orders"  // Individual Orders given this Orders Phase [L474-475]
	ctTried   = "tried"   // the sides that tried a Trump this activation: bit 1 side 0, bit 2 side 1 [L1039-1040]
	ctWindow  = "window"  // the trump window: 1 after a Trump succeeded, 2 after Momentum succeeded
	ctTieWin  = "tie-win" // 1 + the side that won the roll for the tie at initiative tie-at - 1 [L775-777]
	ctTieAt   = "tie-at"  // 1 + the initiative of the tie rolled
	ctLast    = "last"    // 1 + the side of the last activation [L775-777]
	ctLastAt  = "last-at" // 1 + the initiative of the last activation
	ctReact   = "react"   // 1 + the side offered a Re-activation by the Destiny die [L959-963]
	ctEndTurn = "end"     // the Destiny die ended the turn's activations [L950-957]
)

// Phases (spec §5); the others are with their rules: PhaseReact
// (react.go), PhaseDispel (magicdispel.go), PhaseShock (shock.go),
// PhaseRoutReload (reload.go), PhaseOver (armywithdraw.go).
const (
	PhaseActivation = "activation"   // the side to go activates its lowest leader or Trumps [L301-308]
	PhaseTie        = "tie"          // equal Initiative across the sides: the roll [L772-777]
	PhaseWindow     = "trump"        // the opponent may Trump a Trump or a Momentum [L999-1018]
	PhaseOrders     = "orders"       // the active leader's Orders Phase [L449-457]
	PhaseMomentum   = "momentum"     // the leader may roll for Momentum [L922-948]
	PhaseReactivate = "reactivation" // the Destiny die's Re-activation [L959-963]
)

var (
	count   = rules.Range{Lo: 0, Hi: 1e6, Whole: true}
	sideKey = rules.Range{Lo: 0, Hi: 2, Whole: true}
)

var positionKeys = rules.PositionKeys{
	// In playing order: a turn's Elite phases first; an Orders Phase's answers (reaction, dispel) and
	// its Shocks come before its Momentum; Rout & Reload ends the turn.
	Phases: []string{PhaseElite, PhaseActivation, PhaseTie, PhaseWindow, PhaseOrders, PhaseReact, PhaseDispel, PhaseShock, PhaseMomentum, PhaseReactivate, PhaseRoutReload, PhaseOver},
	Unit: []rules.Key{
		{Name: stHits, Range: rules.Range{Lo: 0, Hi: 20, Whole: true}, Doc: "Cohesion hits [L2448-2451]"},
		{Name: stMoved, Range: flag, Doc: "flipped to Moved: moving again this turn costs 1 Cohesion hit [L1092-1100]"},
		{Name: stRouted, Range: flag, Doc: "Routed [L2530]"},
		{Name: stRallied, Range: flag, Doc: "Rallied this turn [L2665]"},
		{Name: stMissile, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "ammunition: 1 MISSILE LOW, 2 MISSILE NO [L1613-1633]"},
		{Name: stShock, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "1 SHOCK Must Check TQ, 2 SHOCK-No-Check [L1530-1538]"},
		{Name: stGone, Range: rules.Range{Lo: 0, Hi: 4, Whole: true}, Doc: "off the map (no base): 1 eliminated, 2 left the map [L2872-2875], 3 in the Pursuit box (not counted [L2808-2810]), 4 in the Regrouped box [L2788]; a leader 3 or 4 (In Pursuit) [L2853-2863]"},
		{Name: stOrdered, Range: flag, Doc: "has had its order this Orders Phase: once per phase [L884-886]"},
		{Name: stAlt, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "a flyer's altitude: 0 low, 1 medium, 2 high [L1403-1406]"},
		{Name: stFate, Range: rules.Range{Lo: 0, Hi: 4, Whole: true}, Doc: "a leader or hero: 1 wounded, 2 out of action, 3 killed, 4 captured (2-4 off the map) [L1910-1915]"},
		{Name: stFinished, Range: flag, Doc: "a leader on his Finished side [L77-81]"},
		{Name: stPhases, Range: rules.Range{Lo: 0, Hi: 9, Whole: true}, Doc: "Orders Phases the leader has had this turn, at most 3 but by Re-activation [L786-790]"},
		{Name: stTrumped, Range: flag, Doc: "Trumped/No Momentum [L1020-1025]"},
		{Name: stReactivated, Range: flag, Doc: "re-activated by the Destiny die: no Momentum [L969-970]"},
		{Name: stTrumper, Range: flag, Doc: "activated by his own Trump: he must give an order [L1042-1046]"},
		{Name: stPursuit, Range: flag, Doc: "In Pursuit [L2824]"},
	},
	Counters: []rules.Key{
		{Name: ctLeader, Range: count, Doc: "1 + the index among the units of the active leader (of the pending one in phase trump)"},
		{Name: ctOrders, Range: rules.Range{Lo: 0, Hi: 9, Whole: true}, Doc: "Individual Orders given this Orders Phase [L474-475]"},
		{Name: ctTried, Range: rules.Range{Lo: 0, Hi: 3, Whole: true}, Doc: "sides that tried a Trump this activation: 1 the first, 2 the second, 3 both [L1039-1040]"},
		{Name: ctWindow, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "the trump window: 1 after a Trump, 2 after Momentum [L999-1018]"},
		{Name: ctTieWin, Range: sideKey, Doc: "1 + the side that won the last tie roll [L775-777]"},
		{Name: ctTieAt, Range: rules.Range{Lo: 0, Hi: 10, Whole: true}, Doc: "1 + the Initiative that tie roll was for"},
		{Name: ctLast, Range: sideKey, Doc: "1 + the side of the last activation"},
		{Name: ctLastAt, Range: rules.Range{Lo: 0, Hi: 10, Whole: true}, Doc: "1 + the Initiative of the last activation"},
		{Name: ctReact, Range: sideKey, Doc: "1 + the side the Destiny die offers a Re-activation [L959-963]"},
		{Name: ctEndTurn, Range: flag, Doc: "the Destiny die ended this turn's activations [L950-957]"},
	},
}
