package musketpike

import (
	"fmt"

	"plateau/rules"
)

// Unit statuses (Unit.Status, spec §3.4): what a counter's markers and
// flipped side show. A zero status is the default and is never stored.
const (
	stCasualties      = "casualties"       // casualty points taken [L889]
	stMorale          = "morale"           // 0 Normal, 1 Shaken, 2 Broken [L1192]
	stPistols         = "pistols"          // cavalry: 0 both loaded, 1 first used, 2 none [L915-L921]
	stFired           = "fired"            // artillery: flipped to its Fired side [L469]
	stLimbered        = "limbered"         // artillery: limbered guns [L575]
	stMove            = "move"             // this activation: 1 moving, 2 its move is over [L537]
	stMA              = "ma"               // the MA fixed when its move began [L563]
	stJoined          = "joined"           // the stationary unit of a new cavalry + light infantry stack [L626]
	stActed           = "acted"            // a leader: its one action this activation is spent [L322], [L336]
	stSalvo           = "salvo"            // heavy infantry: has fired its Salvo this turn [L854]
	stShot            = "shot"             // cavalry: has fired a pistol in this activation's move action [L782]
	stThreshold       = "threshold"        // has reached its Casualty Threshold [L1234]
	stCover           = "cover"            // has taken cover this activation: musket and pistol fire at it has no effect [L764]
	stEliminated      = "eliminated"       // a combat unit eliminated: its counter has left the table [L889], [L1200]
	stDisabled        = "disabled"         // artillery eliminated: Disabled Guns, left on the map [L887], [L957]
	stCaptured        = "captured"         // Disabled Guns captured: 1 + the side that holds them [L959]
	stRemoved         = "removed"          // a leader removed by fire: his marker has left the table [L989]
	stEvade           = "evade"            // cavalry that may evade a formation hit: 1 + the firer's index [L941]
	stRetreat         = "retreat"          // a unit made Morale Broken whose retreat waits: 1 + the index of the enemy it retreats from [L1220]
	stAttack          = "attack"           // designated to melee: 1 + the index of the defender [L1015]
	stMeleePistol     = "melee-pistol"     // cavalry firing its pistol in the melee it fights [L1097]
	stDefencePistol   = "defence-pistol"   // cavalry of the active wing firing its pistol in its defence against a Reaction Melee [L1099]
	stRun             = "run"              // hexes entered in clear terrain since its last re-face or fire, 0-2 (A14) [L1064]
	stMomentum        = "momentum"         // cavalry or heavy infantry with a Momentum marker [L1069]
	stPursued         = "pursued"          // cavalry that pursued off the map: removed, not eliminated [L1168]
	stFate            = "fate"             // a leader who returns: the turn of the Marker Removal Phase he returns in [L348], [L354]
	stLost            = "lost"             // a leader permanently eliminated (a 6 [L356]); a wing commander's marker is then a generic leader
	stGeneric         = "generic"          // a wing commander's marker is a generic replacement leader (rating 0) [L348]
	stTop             = "top"              // artillery on top of the unit it is stacked with [L630]
	stRestacked       = "restacked"        // has changed the order of its stack with guns this activation [L632]
	stSuccessor       = "successor"        // the Army Commander's marker is his successor's: 1 + the senior wing commander's index [L360]
	stSuccessorRating = "successor-rating" // the successor's command rating, -2 to 0 [L58], [L360]
	stReact           = "react"            // asked to react to the pending trigger, not yet answered: the reactions offered (react.go) [L674]
	stEntered         = "entered"          // hexes entered in its move this activation [L756]
	stWithdrawn       = "withdrawn"        // has withdrawn in reaction this enemy activation (A32) [L706]
	stIntercepted     = "intercepted"      // cavalry that has tried an interception this enemy activation [L728], [L742]
	stExchange        = "exchange"         // intercepted cavalry that may fire at its interceptor before the melee: 1 + the interceptor's index [L734]
	stAdvanced        = "advanced"         // has advanced or pursued after a melee, its reactions still to ask: 1 + the index of the defender [L1139]

	// Wing statuses, kept on the wing commander (the wing's order marker
	// sits beside him [L397]).
	stOrder       = "order"       // 1 Charge, 2 Make Ready, 3 Receive Charge, 4 Rally [L407]
	stFinished    = "finished"    // flipped to Finished [L144]
	stActivations = "activations" // activations made this turn, 0-3 [L284]
	stTried       = "tried"       // the order change has been tried this activation [L431]
	stBypassed    = "bypassed"    // pre-empted: the wing activates as soon as the pre-empting wing is done [L130], [L292]
	stNoContinue  = "no-continue" // a failed pre-emption: no continuation this turn [L294]
)

// Morale levels [L1192].
const (
	moraleNormal      = 0
	moraleShakenLevel = 1
	moraleBrokenLevel = 2
)

// Move states (stMove).
const (
	moveNone   = 0
	moveOpen   = 1 // the unit is moving and may go on [L537]
	moveClosed = 2 // its move is over for this activation
)

// Battle counters (State.Counters).
const (
	ctInitiative = "initiative" // 1 + the side that won this turn's initiative [L245]
	ctWing       = "wing"       // 1 + the index in State.Units of the active wing's commander, 0 none
	ctLast       = "last"       // 1 + the side that made the last activation [L264-L274]
	ctPassed     = "passed"     // 1 + the side whose choice was a pass, if the last choice was one [L202]
	ctActed      = "acted"      // a unit of the active wing has acted this activation [L431]
	ctOver       = "over"       // the battle is over (every wing of a side gone)
	ctPending    = "pending"    // 1 + the index of the wing commander whose activation awaits the pre-emption window
	ctWindow     = "window"     // the window's kind: 1 before an activation, 2 after a successful continuation [L292]

	// A fire held while its target decides whether to take cover (A33),
	// by unit indices (1 + the index in State.Units, 0 none).
	ctHold      = "hold"       // 1 + the firer's index
	ctHoldMode  = "hold-mode"  // the fire's mode (fireModes)
	ctHoldLeft  = "hold-left"  // 1 + the index of the target of the firer's only or left half
	ctHoldRight = "hold-right" // 1 + the index of the target of a 2-hex firer's right half
	ctHoldStep  = "hold-step"  // 1 + the Advance or Retire Fire step chosen

	// The trigger the inactive player answers (react.go).
	ctReactTo    = "react-to"    // 1 + the index of the unit that triggered the reactions [L674]
	ctReactWhy   = "react-why"   // the trigger: 1 a move into the zone or a facing change in it, 2 a fire, 3 an advance or pursuit, 4 a reform or rally next to an enemy, 5-7 an Advance or Retire Fire (reactfirestep.go) [L674-L680], [L1139], [L1255]
	ctReactRun   = "react-run"   // the trigger is cavalry that entered a hex before entering the zone [L756]
	ctRetireStep = "retire-step" // a Retire Fire's step back waits for the reactions to it: 1 + the step chosen [L808]
)

// Pre-emption windows (ctWindow).
const (
	windowActivation   = 1 // before a normal activation [L206], [L292]
	windowContinuation = 2 // after a successful continuation roll [L296]
)

// Phases: the Activation Phase's steps (spec §5.2). The Initiative,
// Rout and Marker Removal phases have no choice in them that the rules
// implement yet, so they are played at once when the Activation Phase
// ends (activation.go).
const (
	PhaseInitiative   = "initiative"   // a tie for the initiative is rolled [L249]
	PhaseSelect       = "select"       // the player to go activates a wing or passes [L202]
	PhaseWing         = "wing"         // the active wing's order change and actions [L208-L218]
	PhasePreempt      = "preempt"      // the other player may try to pre-empt the coming activation [L206], [L290-L298]
	PhaseContinuation = "continuation" // its commander tries to continue or stops [L222], [L284]
	PhaseOver         = "over"         // the battle has ended
	PhaseCover        = "cover"        // a unit fired at in a castle, town or village may take cover (A33) [L762]
	PhaseEvade        = "evade"        // cavalry hit by artillery may evade its formation hit [L941]
	PhaseRetreat      = "retreat"      // the owner of a unit made Morale Broken chooses its retreat [L1117], [L1220]
	PhaseMelee        = "melee"        // the active player designates the hexes his wing attacks [L1015]
	PhaseReaction     = "reaction"     // the inactive player designates Reaction Melees and defensive pistols [L1016], [L1099]
	PhaseDefence      = "defence"      // the active player declares the pistols of his cavalry attacked in Reaction Melees [L1099]
	PhaseReplace      = "replacement"  // Marker Removal: a removed leader's Leader Replacement roll [L239], [L348]
	PhaseReact        = "react"        // the inactive player answers a trigger: Reaction Fire or decline [L654], [L674]
)

var (
	keyCount = rules.Range{Lo: 0, Hi: 1e6, Whole: true}
	keySide  = rules.Range{Lo: 0, Hi: 2, Whole: true}
)

var positionKeys = rules.PositionKeys{
	Phases: []string{PhaseInitiative, PhaseSelect, PhasePreempt, PhaseWing, PhaseCover, PhaseEvade, PhaseRetreat, PhaseReact, PhaseMelee, PhaseReaction, PhaseDefence, PhaseMeleeChoice, PhaseContinuation, PhaseReplace, PhaseOver},
	Unit: []rules.Key{
		{Name: stCasualties, Range: rules.Range{Lo: 0, Hi: 20, Whole: true}, Doc: "casualty points taken [L889]"},
		{Name: stMorale, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "morale: 0 Normal, 1 Shaken, 2 Broken [L1192]"},
		{Name: stPistols, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "cavalry pistols: 0 loaded, 1 first pistol used, 2 no pistols [L915-L921]"},
		{Name: stFired, Range: flag, Doc: "artillery on its Fired side [L469]"},
		{Name: stLimbered, Range: flag, Doc: "limbered guns [L575]"},
		{Name: stMove, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "this activation: 1 moving, 2 its move is over [L537]"},
		{Name: stMA, Range: rules.Range{Lo: 0, Hi: 10, Whole: true}, Doc: "the MA fixed when its move began [L563]"},
		{Name: stJoined, Range: flag, Doc: "joined by cavalry or light infantry this activation: may not move [L626]"},
		{Name: stActed, Range: flag, Doc: "a leader whose one action this activation is spent [L322], [L336]"},
		{Name: stOrder, Range: rules.Range{Lo: 1, Hi: 4, Whole: true}, Doc: "a wing commander's order: 1 Charge, 2 Make Ready, 3 Receive Charge, 4 Rally [L407]"},
		{Name: stFinished, Range: flag, Doc: "a wing commander flipped to Finished [L144]"},
		{Name: stActivations, Range: rules.Range{Lo: 0, Hi: maxActivations, Whole: true}, Doc: "activations of the wing this turn [L284]"},
		{Name: stOut, Range: flag, Doc: "a unit of the active wing out of command when last traced [L368]"},
		{Name: stBypassed, Range: flag, Doc: "a wing commander whose activation was pre-empted: his wing activates next [L292]"},
		{Name: stNoContinue, Range: flag, Doc: "a wing commander who failed a pre-emption: no continuation this turn [L294]"},
		{Name: stTried, Range: flag, Doc: "the wing has tried to change orders this activation [L431]"},
		{Name: stSalvo, Range: flag, Doc: "heavy infantry that has fired its Salvo this turn [L854]"},
		{Name: stShot, Range: flag, Doc: "cavalry that has fired a pistol in this activation's move action [L782]"},
		{Name: stThreshold, Range: flag, Doc: "a unit that has reached its Casualty Threshold [L1234]"},
		{Name: stCover, Range: flag, Doc: "a unit that has taken cover this activation [L764]"},
		{Name: stEliminated, Range: flag, Doc: "an eliminated unit, off the table (it keeps no base) [L889]"},
		{Name: stDisabled, Range: flag, Doc: "artillery eliminated: Disabled Guns, left on the map [L887], [L957]"},
		{Name: stCaptured, Range: keySide, Doc: "Disabled Guns captured: 1 + the side that holds them [L959]"},
		{Name: stRemoved, Range: flag, Doc: "a leader removed by fire, off the table (replacement not yet played) [L989]"},
		{Name: stRetreat, Range: keyCount, Doc: "a Morale-Broken unit whose retreat waits for its owner: 1 + the index of the enemy it retreats from [L1220]"},
		{Name: stEvade, Range: keyCount, Doc: "cavalry whose evasion of a formation hit waits for its owner: 1 + the firer's index among the units [L941]"},
		{Name: stAttack, Range: keyCount, Doc: "designated to melee: 1 + the index of the defender among the units [L1015]"},
		{Name: stMeleePistol, Range: flag, Doc: "cavalry that fires its pistol in the coming melee [L1097]"},
		{Name: stDefencePistol, Range: flag, Doc: "cavalry of the active wing attacked in a Reaction Melee that fires its pistol in its defence [L1099]"},
		{Name: stRun, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "hexes entered in clear terrain since the unit last re-faced or fired, this activation (A14) [L1064]"},
		{Name: stMomentum, Range: flag, Doc: "a Momentum marker: cavalry or heavy infantry that came into contact after two clear hexes [L1064-L1069]"},
		{Name: stPursued, Range: flag, Doc: "cavalry that pursued off the map: removed, not eliminated, never returns (it keeps no base) [L1168]"},
		{Name: stFate, Range: keyCount, Doc: "a leader whose Leader Replacement roll says he returns: the turn at whose Marker Removal Phase he does [L348], [L354]"},
		{Name: stLost, Range: flag, Doc: "a leader permanently eliminated on the Leader Replacement Table [L356]"},
		{Name: stGeneric, Range: flag, Doc: "a wing commander's marker is a generic replacement leader, rating 0 [L348]"},
		{Name: stTop, Range: flag, Doc: "artillery on top of the unit of its side it shares a hex with: only the top unit fires or is fired at [L630]"},
		{Name: stRestacked, Range: flag, Doc: "a unit that has changed the order of its stack with guns this activation [L632]"},
		{Name: stSuccessor, Range: keyCount, Doc: "the Army Commander's marker is his successor's, the senior wing commander (1 + his index among the units), the original Army Commander eliminated [L360]"},
		{Name: stSuccessorRating, Range: rules.Range{Lo: -2, Hi: 0, Whole: true}, Doc: "the Army Commander's successor's command rating [L58], [L360]"},
		{Name: stReact, Range: rules.Range{Lo: 0, Hi: 127, Whole: true}, Doc: "a unit asked to react to the pending trigger, not yet answered: the sum of 1 Reaction Fire, 2 re-face, 4 Hedgehog, 8 Hedgehog forced, 16 withdraw, 32 interception, 64 the interception's melee [L674], [L696], [L704], [L706], [L718], [L734]"},
		{Name: stIntercepted, Range: flag, Doc: "cavalry that has tried an interception this enemy activation (Interception Done) [L728], [L742]"},
		{Name: stExchange, Range: keyCount, Doc: "intercepted cavalry that may fire at its interceptor before the interception's melee: 1 + the interceptor's index [L734]"},
		{Name: stAdvanced, Range: keyCount, Doc: "a unit that has advanced or pursued after a melee, the reactions to it still to ask: 1 + the index of the defender it fought [L1139]"},
		{Name: stWithdrawn, Range: flag, Doc: "a unit that has withdrawn in reaction this enemy activation (A32) [L706]"},
		{Name: stEntered, Range: rules.Range{Lo: 0, Hi: 20, Whole: true}, Doc: "hexes the unit entered in its move this activation [L756]"},
		{Name: stReserve, Range: flag, Doc: "a reinforcement still off the map (it keeps no base until it enters) [L585]"},
		{Name: stEntry, Range: keyCount, Doc: "a reinforcement's entry hex: 1 + its index on the map (row × columns + column; a 2-hex counter's left half) [L585]"},
		{Name: stEntryFacing, Range: rules.Range{Lo: 0, Hi: 6, Whole: true}, Doc: "the vertex a reinforcement enters facing: 1 + the vertex, 0 for a counter with no facing [L585]"},
		{Name: stArrived, Range: keyCount, Doc: "the turn a reinforcement entered the map [L587]"},
	},
	Counters: []rules.Key{
		{Name: ctInitiative, Range: keySide, Doc: "1 + the side that won this turn's initiative [L245]"},
		{Name: ctWing, Range: keyCount, Doc: "1 + the index of the active wing's commander among the units, 0 none"},
		{Name: ctLast, Range: keySide, Doc: "1 + the side that made the last activation [L264]"},
		{Name: ctPassed, Range: keySide, Doc: "1 + the side that passed, when the last choice was a pass [L202]"},
		{Name: ctActed, Range: flag, Doc: "a unit of the active wing has acted this activation [L431]"},
		{Name: ctOver, Range: flag, Doc: "the battle is over"},
		{Name: ctPending, Range: keyCount, Doc: "1 + the index of the wing commander whose activation awaits the pre-emption window"},
		{Name: ctWindow, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "the pre-emption window: 1 before an activation, 2 after a continuation [L292], [L296]"},
		{Name: ctHold, Range: keyCount, Doc: "a fire held for the take-cover choice: 1 + the firer's index among the units (A33) [L762]"},
		{Name: ctHoldMode, Range: rules.Range{Lo: 0, Hi: 6, Whole: true}, Doc: "the held fire's mode: 1 skirmish, 2 salvo, 3 advance, 4 retire, 5 pistol, 6 artillery"},
		{Name: ctHoldLeft, Range: keyCount, Doc: "1 + the index of the held fire's target (of a 2-hex firer's left half)"},
		{Name: ctHoldRight, Range: keyCount, Doc: "1 + the index of the target of a 2-hex firer's right half"},
		{Name: ctHoldStep, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "1 + the Advance or Retire Fire step of the held fire"},
		{Name: ctReactTo, Range: keyCount, Doc: "1 + the index of the unit whose move or fire triggered the pending reactions [L674]"},
		{Name: ctReactWhy, Range: rules.Range{Lo: 0, Hi: 8, Whole: true}, Doc: "the pending trigger: 1 a move into the Reaction Zone or a facing change in it, 2 a fire, 3 an advance or pursuit after a melee ending in it, 4 a reform or rally next to an enemy, 5 an Advance Fire's step into it, 6 a Retire Fire from it (its step back waiting), 7 a Retire Fire's step back into it, 8 a stack's order changed in it [L674-L680], [L790], [L808], [L1139], [L1255]"},
		{Name: ctRetireStep, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "a Retire Fire's step back waiting for the reactions to it: 1 + the step chosen [L808]"},
		{Name: ctReactRun, Range: flag, Doc: "the trigger is cavalry that entered a hex before entering the zone: heavy infantry fires at -1 [L756]"},
	},
}

func init() {
	for n := 0; n < maxMeleeRolls; n++ {
		positionKeys.Counters = append(positionKeys.Counters, rules.Key{Name: meleeRollKey(n), Range: rules.Range{Lo: 0, Hi: 10, Whole: true}, Doc: fmt.Sprintf("a melee waiting for a choice: 1 + its die number %d, read again when it is resolved again", n+1)})
	}
	for n := 0; n < maxMeleeChoices; n++ {
		positionKeys.Counters = append(positionKeys.Counters, rules.Key{Name: meleeChoiceKey(n), Range: rules.Range{Lo: 0, Hi: 100, Whole: true}, Doc: fmt.Sprintf("a melee waiting for a choice: 1 + the option taken at its choice number %d [L1117], [L1131]", n+1)})
	}
}

// maxActivations is a wing's most activations in a turn: one and two
// continuations [L284].
const maxActivations = 3
