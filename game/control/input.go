package control

import (
	"time"

	"plateau/rules/geom"
)

// Point is a position on the screen in pixels.
type Point struct{ X, Y float64 }

// Sub is p − q.
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

// Len is the length of p seen as a vector.
func (p Point) Len() float64 { return geom.Vec{X: p.X, Y: p.Y}.Len() }

// Buttons is the set of pointer buttons held down.
type Buttons uint8

// The pointer buttons.
const (
	Left Buttons = 1 << iota
	Right
	Middle
)

// Mods is the set of modifier keys held down.
type Mods uint8

// The modifier keys. Ctrl stands for Command on a Mac too.
const (
	Shift Mods = 1 << iota
	Ctrl
	Alt
)

// Key is a key the controller understands. render maps device keys to
// these; other keys are not passed on.
type Key int

// The keys with a meaning (see Bindings for what each does).
const (
	KeyNone Key = iota
	KeyQ
	KeyE
	KeyU
	KeyM
	KeyG
	KeyF
	KeyZ
	KeyY
	KeyS
	KeyO
	KeyN
	KeyP
	KeyR
	KeyB
	KeyH
	KeyF1
	KeyQuestion
	KeyEscape
	KeyEnter
	KeySpace
	KeyF12
	// KeyV toggles the streamer view, KeyF11 full screen, KeyI the rule
	// citations in the window's texts.
	KeyV
	KeyF11
	KeyI
	// KeyF5 takes the opponent's side over, or gives it back.
	KeyF5
	// KeyC, KeyR and KeyL toggle the tools (tools.go): command range,
	// movement reach, line of sight. (KeyR above is Ctrl+R too.)
	KeyC
	KeyL
	// KeyT shows or hides the threats (overlay.go).
	KeyT
	// KeyA with Ctrl turns advisory mode on or off (advisory.go).
	KeyA
	// KeyF2 lists the scenarios to start a battle on (scenarios.go).
	KeyF2
	// KeyPageUp and KeyPageDown scroll the offers.
	KeyPageUp
	KeyPageDown
	// The replay's keys: step (Shift: a turn), to the start or the end,
	// faster and slower.
	KeyLeft
	KeyRight
	KeyHome
	KeyEnd
	KeyPlus
	KeyMinus
	// Key1 to Key9 are the digits, on the main keys or the keypad; they
	// choose an offer (Controller.Choose).
	Key1
	Key2
	Key3
	Key4
	Key5
	Key6
	Key7
	Key8
	Key9
)

// Input is the state of the devices for one frame.
type Input struct {
	// Time is a monotonic clock (any origin), for double clicks and the
	// age of messages.
	Time time.Duration
	// Table is the pointer on the table in cm; Screen the same point in
	// pixels. Scale is the zoom in pixels per cm, so that tolerances can be
	// given in pixels, which is what a hand is precise to.
	Table  geom.Vec
	Screen Point
	Scale  float64
	// OverHUD is set when the pointer is over the HUD, which hides the
	// table there: nothing is hovered.
	OverHUD bool
	// Buttons are the buttons held this frame; render leaves out a press
	// that began on the HUD, so the table never sees it.
	Buttons Buttons
	// Wheel is the wheel movement this frame in notches, positive away from
	// the user.
	Wheel float64
	Mods  Mods
	// Keys are the keys pressed this frame, including the auto-repeats of a
	// held key, in order.
	Keys []Key
}

// Binding documents one key for the help overlay.
type Binding struct{ Keys, Does string }

// Bindings lists every key and gesture, in the order the help shows them.
var Bindings = []Binding{
	{"Left click", "select a base (Shift/Ctrl+click adds or removes)"},
	{"Double click, U", "select the whole unit"},
	{"Click a selected counter again", "on a hex map: select the next counter of its stack (a drag takes the selected one)"},
	{"Shift/Ctrl+drag empty table", "box: add your bases whose centre is inside to the selection"},
	{"Left drag a base", "move it (the whole unit, or the group, when selected)"},
	{"Q / E while dragging", "turn 5° left / right about the centre (on a hex map: a vertex about the hex held)"},
	{"Shift+Q / E, wheel", "wheel 5° about a front corner while dragging (on a hex map: Shift about-faces)"},
	{"Alt while dragging", "do not snap into contact"},
	{"Right click, Esc", "cancel a drag or box; Esc clears the selection"},
	{"Drag empty table, middle drag", "pan"},
	{"Wheel", "zoom about the pointer; over the side panel, scroll the choices or the log"},
	{"PgUp / PgDn", "scroll the choices when they do not all fit"},
	{"F", "fit the table to the window"},
	{"M", "measure tool: drag a ruler; point at a base for edge-to-edge"},
	{"G", "grid on / off (1 cm and 10 cm)"},
	{"Z / B / H", "zones of control / shooting zones / hill crests on or off"},
	{"T", "threats on or off: where each base could get to next move, and the enemies that could reach the unit selected"},
	{"C / R", "for the selected unit: its commander's range / how far it moves, on or off"},
	{"L", "line of sight from the selected base to the pointer, with what blocks it, on or off"},
	{"Enter, End turn", "end the phase"},
	{"1 – 9, click a choice", "do what the rules offer (the numbers shown in the right panel)"},
	{"Ctrl+Z", "undo (within the phase)"},
	{"Ctrl+Y, Ctrl+Shift+Z", "redo"},
	{"Ctrl+S", "save: a new file in the saves folder (or the -load file)"},
	{"Ctrl+P", "save the position: a scenario that starts at this very moment (plateau -scenario FILE)"},
	{"Ctrl+O", "open a recent save of this scenario (1 – 9 or click)"},
	{"Ctrl+R", "replay the battle: ← / → an action, Shift+← / → a turn, Home / End, Space plays, + / − speed, Esc back"},
	{"Ctrl+N", "new battle from the scenario"},
	{"F2", "start a new battle on another scenario the program carries (1 – 9 or click)"},
	{"Ctrl+A", "advisory mode on / off: a move the rules refuse can be made anyway, marked in the log and the save (-advisory)"},
	{"Y / N, Esc", "yes / no when asked to replace the battle in progress"},
	{"I", "rule citations (§, [Lnnn], reading ids) in the panel, log and messages on / off"},
	{"V", "streamer view on / off: the table, turn and last rolls in large type, the camera following the action"},
	{"F11", "full screen on / off"},
	{"F5", "with an opponent (-ai SIDE): take its side over, or give it back"},
	{"F3", "frame readout on / off: frames per second, update and draw times"},
	{"F12", "screenshot: a new PNG in the screenshots folder"},
	{"F1, ?", "this help"},
}
