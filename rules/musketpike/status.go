package musketpike

import "plateau/rules"

// Unit statuses (Unit.Status, spec §3.4): what a counter's markers and
// flipped side show. A zero status is the default and is never stored.
const (
	stCasualties = "casualties" // casualty points taken [L889]
	stMorale     = "morale"     // 0 Normal, 1 Shaken, 2 Broken [L1192]
	stPistols    = "pistols"    // cavalry: 0 both loaded, 1 first used, 2 none [L915-L921]
	stFired      = "fired"      // artillery: flipped to its Fired side [L469]
	stLimbered   = "limbered"   // artillery: limbered guns [L575]
	stMove       = "move"       // this activation: 1 moving, 2 its move is over [L537]
	stMA         = "ma"         // the MA fixed when its move began [L563]
	stJoined     = "joined"     // the stationary unit of a new cavalry + light infantry stack [L626]
	stActed      = "acted"      // a leader: its one action this activation is spent [L322], [L336]

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
)

var (
	keyCount = rules.Range{Lo: 0, Hi: 1e6, Whole: true}
	keySide  = rules.Range{Lo: 0, Hi: 2, Whole: true}
)

var positionKeys = rules.PositionKeys{
	Phases: []string{PhaseInitiative, PhaseSelect, PhasePreempt, PhaseWing, PhaseContinuation, PhaseOver},
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
	},
}

// maxActivations is a wing's most activations in a turn: one and two
// continuations [L284].
const maxActivations = 3
