package control

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"time"

	"plateau/rules"
	"plateau/rules/geom"
)

// Match is what the controller needs of a battle in progress; *game.Match
// implements it. Every change goes through Do, Undo and Redo.
type Match interface {
	State() *rules.State
	Rules() rules.Ruleset
	Do(a rules.Action) ([]rules.Event, error)
	Undo() error
	Redo() error
	CanUndo() bool
	CanRedo() bool
	Events() []rules.Event
	Save(path string) error
	// SavePosition writes the battle as it stands as a scenario that
	// starts there (a [position] section).
	SavePosition(path string) error
	// AutosaveErr is the last autosave's failure, nil when it worked (or
	// there is no autosave): the window shows it until saving works again.
	AutosaveErr() error
	// Version changes whenever the state does (an action, an undo, a
	// redo), so that the controller's caches never hash the battle.
	Version() uint64
}

// Config is where the controller saves, what it names files after and how
// it opens or starts a battle. The folders are injected so that tests never
// touch the player's own (main passes game.SavesDir and game.ShotsDir).
type Config struct {
	// SavePath, when set, is the file Ctrl+S writes while the battle is
	// the one opened from it (-load); once another battle replaces it
	// (Ctrl+O, Ctrl+N), or when it is empty, Ctrl+S writes a new named
	// file in SavesDir each time.
	SavePath string
	// SavesDir is where Ctrl+S writes named saves and Ctrl+O lists them;
	// ShotsDir where F12 writes screenshots, a new named PNG each time.
	// Empty disables them.
	SavesDir, ShotsDir string
	// ShotPath, when set, is the one file F12 writes (and replaces) every
	// time instead (tests that look for the screenshot, -shot-path).
	ShotPath string
	// Scenario is the scenario's Name, which names the files
	// (game.SaveName); Title is its title, for sentences.
	Scenario, Title string
	// AutosavePath is the autosave file, named when autosaving fails.
	AutosavePath string
	// Now is the wall clock files are named by; nil is time.Now.
	Now func() time.Time
	// Open loads a saved battle (Ctrl+O); nil disables loading.
	Open func(path string) (Match, error)
	// New starts the battle afresh from its scenario (Ctrl+N); nil
	// disables it.
	New func() (Match, error)
	// Replay opens a viewer on a battle (Ctrl+R: game.NewReplay); nil
	// disables it.
	Replay func(Match) (Viewer, error)
	// Scenarios are the scenarios F2 lists; Start starts a new battle on
	// the one named (its Name), which Ctrl+N, Ctrl+O and the autosave
	// then serve. Either empty disables the list.
	Scenarios []ScenarioChoice
	Start     func(name string) (Match, Started, error)
}

// Hand tolerances, in screen pixels because that is what a hand is precise
// to whatever the zoom, and timings.
const (
	// DragThreshold is how far the pointer must move with the button held
	// before a press becomes a drag rather than a click.
	DragThreshold = 4.0
	// HitSlop lets a click just outside a base's edge still pick it.
	HitSlop = 3.0
	// DoubleClick is the longest interval between the clicks of a double
	// click, and DoubleClickSlop how far apart they may be.
	DoubleClick     = 400 * time.Millisecond
	DoubleClickSlop = 6.0
)

// Movement aids, in table units.
const (
	// TurnStep is one press of Q/E or one wheel notch while dragging: 5°
	// is fine enough to line up by eye and coarse enough to reach 90° in a
	// second of key repeat.
	TurnStep = 5 * math.Pi / 180
	// SnapWithin and SnapMaxTurn are how close (cm) and how nearly aligned
	// (radians) a dragged base must be for it to snap into contact: about
	// what a player would nudge by hand on a real table.
	SnapWithin  = 1.0
	SnapMaxTurn = 20 * math.Pi / 180
)

// Tool is what a left drag does.
type Tool int

const (
	// ToolSelect selects and moves bases; a drag on the empty table pans.
	ToolSelect Tool = iota
	// ToolMeasure draws a ruler.
	ToolMeasure
)

// Message is a line for the player: the last refusal, command result or
// hint. At is the Input.Time it was set, for fading it out.
type Message struct {
	Text string
	At   time.Duration
	Warn bool
}

// Output is what the frame asks of the view, which the controller does not
// own: camera moves and one-shot requests.
type Output struct {
	Pan        Point   // move the camera by this many pixels
	Zoom       float64 // zoom by this many wheel notches about the pointer
	Fit        bool    // fit the table to the window
	Screenshot string  // write a screenshot to this file, then call ShotWritten
	// Changed is set when the battle shown changed by itself (a replay
	// playing): the view redraws.
	Changed bool
	// Fullscreen asks the window to go full screen, or back (F11).
	Fullscreen bool
}

// Controller interprets a player's input on one match.
type Controller struct {
	m   Match
	cfg Config

	tool     Tool
	sel      map[string]bool
	hover    string
	grid     bool
	help     bool
	stream   bool     // the streamer view (stream.go)
	ai       *aiState // the opponent playing a side, nil for none (ai.go)
	cite     bool     // rule citations shown in the window's texts
	handover bool
	msg      Message
	now      time.Duration

	prev       Buttons // buttons held last frame
	lastScreen Point
	ignoreLeft bool // the current left press was eaten (handover banner)
	press      *press
	panning    bool
	drag       *drag
	wheel      float64 // fractional wheel notches not yet turned into steps
	lastClick  click
	ruler      *Ruler
	rulerLive  bool // the ruler follows the pointer (edge to edge on hover)
	unit       unitInfo
	offers     offerCache
	offerView  offerView // which offers the panel shows
	box        *SelectBox
	overlayOn  map[string]bool // overlay kinds shown
	overlay    overlayCache
	tools      toolState    // command range, reach, line of sight (tools.go)
	odds       oddsCache    // the hovered offer's chances (odds.go)
	advisory   bool         // refused moves may be made anyway (advisory.go)
	conceal    concealCache // the table less what the player may not see (conceal.go)

	files  fileState   // saving, the list of saves, the question, the alerts
	replay replayState // the battle watched again, if any (replay.go)
}

// press is a left-button gesture that has not yet become a drag or a pan.
type press struct {
	screen Point
	table  geom.Vec
	base   string
	mods   Mods
	moved  bool
	// wasSelected: base was selected before the press (a click on it
	// then goes down its stack, stack.go).
	wasSelected bool
}

type click struct {
	base   string
	at     time.Duration
	screen Point
	ok     bool
}

// New makes a controller for m.
func New(m Match, cfg Config) *Controller {
	c := &Controller{cfg: cfg, overlayOn: map[string]bool{}}
	c.files.savePath = cfg.SavePath
	for _, k := range overlaysOnAtStart {
		c.overlayOn[k] = true
	}
	c.SetMatch(m)
	return c
}

// Match is the battle being played.
func (c *Controller) Match() Match { return c.m }

// SetMatch switches to another battle (after loading or starting anew),
// dropping everything that referred to the old one.
func (c *Controller) SetMatch(m Match) {
	c.m = m
	c.sel = map[string]bool{}
	c.drag, c.press, c.ruler, c.hover, c.box = nil, nil, nil, "", nil
	c.handover = false
	c.files.saveErr = nil // a failed Ctrl+S was of the battle replaced
	c.offers = offerCache{}
	c.offerView = offerView{viewed: c.offerView.viewed}
	c.overlay = overlayCache{}
	c.unit = lengthUnit(m)
}

// Tool is the current tool.
func (c *Controller) Tool() Tool { return c.tool }

// Grid reports whether the grid is shown; Help whether the help is open.
func (c *Controller) Grid() bool { return c.grid }
func (c *Controller) Help() bool { return c.help }

// Citations reports whether the window shows the rule citations in its
// texts (I): plain words first, the rules on demand (issue 11 item 2).
func (c *Controller) Citations() bool { return c.cite }

// SetHelp opens or closes the help (render closes it on a click).
func (c *Controller) SetHelp(on bool) { c.help = on }

// Hover is the base under the pointer, "" if none.
func (c *Controller) Hover() string { return c.hover }

// Selected lists the selected bases, sorted.
func (c *Controller) Selected() []string {
	ids := make([]string, 0, len(c.sel))
	for id := range c.sel {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// IsSelected reports whether base id is selected.
func (c *Controller) IsSelected(id string) bool { return c.sel[id] }

// Message is the last message for the player.
func (c *Controller) Message() Message { return c.msg }

// SetMessage shows a line to the player (render uses it for its own
// results, such as a screenshot written).
func (c *Controller) SetMessage(text string, warn bool) {
	c.msg = Message{Text: text, At: c.now, Warn: warn}
}

// Handover reports whether the hotseat banner is up: play has passed to
// another side and the table waits for that player to click.
func (c *Controller) Handover() bool { return c.handover }

// minScale guards the pixel-to-cm conversions before render has reported
// a zoom (a zero Scale on the very first frame).
const minScale = 1e-9

// Update interprets one frame of input.
func (c *Controller) Update(in Input) Output {
	var out Output
	c.now = in.Time
	c.retryAutosave()
	pressed := in.Buttons &^ c.prev
	released := c.prev &^ in.Buttons
	delta := in.Screen.Sub(c.lastScreen)
	defer func() { c.prev, c.lastScreen = in.Buttons, in.Screen }()

	for _, k := range in.Keys {
		c.key(k, in, &out)
	}
	if c.files.refit { // F2 started a battle on another table
		out.Fit, c.files.refit = true, false
	}
	out.Changed = c.replayTick()
	if c.aiTick() {
		out.Changed = true
	}
	if c.dialog() {
		// The list of saves or a question is up: the window keeps the
		// pointer for it, and the table sees nothing.
		c.hover, c.press, c.panning = "", nil, false
		c.ignoreLeft = in.Buttons&Left != 0
		return out
	}
	if c.ignoreLeft && in.Buttons&Left == 0 {
		c.ignoreLeft = false
	}
	if c.handover {
		if pressed&Left != 0 {
			c.handover = false
			c.ignoreLeft = true
		}
		c.hover = ""
		return out
	}

	// The middle button pans with any tool.
	if in.Buttons&Middle != 0 && c.prev&Middle != 0 {
		out.Pan = delta
	}
	if pressed&Right != 0 && (c.drag != nil || c.box != nil) {
		c.cancelDrag()
		c.ignoreLeft = in.Buttons&Left != 0
	}

	if c.drag != nil {
		c.wheel += in.Wheel
		for c.wheel >= 1 {
			c.wheel--
			c.drag.wheelTurn(-TurnStep, in.Table)
		}
		for c.wheel <= -1 {
			c.wheel++
			c.drag.wheelTurn(TurnStep, in.Table)
		}
	} else {
		c.wheel = 0
		out.Zoom = in.Wheel
	}

	c.hover = ""
	if !in.OverHUD {
		c.hover = c.hit(in.Table, HitSlop/math.Max(in.Scale, minScale))
	}
	c.notePointer(in)
	if !c.ignoreLeft {
		switch c.tool {
		case ToolMeasure:
			c.measure(in, pressed, released)
		default:
			c.selectTool(in, pressed, released, delta, &out)
		}
	}
	if c.drag != nil {
		c.drag.update(c, in)
	}
	return out
}

func (c *Controller) selectTool(in Input, pressed, released Buttons, delta Point, out *Output) {
	switch {
	case pressed&Left != 0:
		c.press = &press{screen: in.Screen, table: in.Table, base: c.hover, mods: in.Mods, wasSelected: c.sel[c.hover]}
		if c.hover != "" && in.Mods&(Shift|Ctrl) == 0 && !c.sel[c.hover] {
			c.selectOnly(c.hover)
		}
	case in.Buttons&Left != 0 && c.press != nil:
		p := c.press
		if !p.moved && in.Screen.Sub(p.screen).Len() >= DragThreshold {
			p.moved = true
			switch {
			case p.base != "" && c.replay.v == nil: // a replay's bases do not move: the drag pans
				c.startDrag(p, in)
			case boxing(p, in):
				c.box = &SelectBox{From: p.table}
			default:
				c.panning = true
				delta = in.Screen.Sub(p.screen) // catch up what the threshold held back
			}
		}
		if c.box != nil {
			c.updateBox(in.Table)
		}
		if c.panning {
			out.Pan = delta
		}
	case released&Left != 0 && c.press != nil:
		p := c.press
		c.press, c.panning = nil, false
		if c.drag != nil {
			c.release()
			return
		}
		if c.box != nil {
			c.updateBox(in.Table)
			c.releaseBox()
			return
		}
		if !p.moved && !c.cycleStack(p, HitSlop/math.Max(in.Scale, minScale)) {
			c.clickAt(p, in)
		}
	}
}

// clickAt handles a press released without moving.
func (c *Controller) clickAt(p *press, in Input) {
	double := c.lastClick.ok && p.base != "" && c.lastClick.base == p.base &&
		in.Time-c.lastClick.at <= DoubleClick && p.screen.Sub(c.lastClick.screen).Len() <= DoubleClickSlop
	c.lastClick = click{base: p.base, at: in.Time, screen: p.screen, ok: !double}
	switch {
	case p.base == "":
		if p.mods&(Shift|Ctrl) == 0 {
			c.sel = map[string]bool{}
		}
	case double:
		c.selectUnits(p.mods&(Shift|Ctrl) != 0, p.base)
	case p.mods&(Shift|Ctrl) != 0:
		if c.sel[p.base] {
			delete(c.sel, p.base)
		} else {
			c.sel[p.base] = true
		}
	default:
		c.selectOnly(p.base)
	}
}

func (c *Controller) selectOnly(id string) { c.sel = map[string]bool{id: true} }

// selectUnits selects every base of the units of ids (keeping the current
// selection when add).
func (c *Controller) selectUnits(add bool, ids ...string) {
	s := c.m.State()
	if !add {
		c.sel = map[string]bool{}
	}
	for _, id := range ids {
		if u, ok := s.UnitOf(id); ok {
			for _, b := range u.Bases {
				c.sel[b] = true
			}
		}
	}
}

// hit is the topmost base under p (cm), with tol cm of slack.
func (c *Controller) hit(p geom.Vec, tol float64) string {
	if c.m.State().Table.Hexes != nil {
		return c.hitStack(p, tol)
	}
	bases := c.TableState().Table.Bases // none the player may not see
	// Round markers are drawn on top, so they are picked first.
	for pass := 0; pass < 2; pass++ {
		for i := len(bases) - 1; i >= 0; i-- {
			b := &bases[i]
			if b.Round != (pass == 0) {
				continue
			}
			if b.Round {
				if b.Shape.Center.Dist(p) <= b.Shape.Width/2+tol {
					return b.ID
				}
			} else if b.Shape.Contains(p, tol) {
				return b.ID
			}
		}
	}
	return ""
}

func (c *Controller) key(k Key, in Input, out *Output) {
	ctrl, shift := in.Mods&Ctrl != 0, in.Mods&Shift != 0
	if c.help && (k == KeyEscape || k == KeyF1 || k == KeyQuestion) {
		c.help = false
		return
	}
	// A question or the list of saves is answered first, even over the
	// handover banner (it is drawn above it); F12 still takes a
	// screenshot of it.
	if k == KeyF12 && c.dialog() {
		out.Screenshot = c.shotPath()
		return
	}
	if c.dialogKey(k, ctrl) {
		return
	}
	if c.handover && (k == KeyEnter || k == KeySpace || k == KeyEscape) {
		c.handover = false
		return
	}
	if c.handover && k >= Key1 && k <= Key9 {
		return // the next player has not seen the table yet
	}
	if c.replay.v != nil {
		switch {
		case !ctrl && c.replayKey(k, shift):
			return
		case ctrl && (k == KeyO || k == KeyN || k == KeyZ || k == KeyY):
			c.SetMessage("This is a replay: Esc goes back to the battle first", true)
			return
		}
	}
	switch {
	case ctrl && k == KeyZ && shift, ctrl && k == KeyY:
		c.Redo()
	case ctrl && k == KeyZ:
		c.Undo()
	case ctrl && k == KeyS:
		c.Save()
	case ctrl && k == KeyO:
		c.OpenSaveList()
	case ctrl && k == KeyP:
		c.SavePosition()
	case ctrl && k == KeyR:
		c.OpenReplay()
	case ctrl && k == KeyN:
		c.NewBattle()
	case ctrl && k == KeyA:
		c.SetAdvisory(!c.advisory)
	case ctrl:
		// No other chords.
	case k == KeyQ || k == KeyE:
		if c.drag == nil {
			c.SetMessage("Q/E turn a base while you drag it", false)
			return
		}
		turn := TurnStep
		if k == KeyQ {
			turn = -turn
		}
		c.drag.turn(turn, shift, in.Table)
	case k == KeyU:
		ids := c.Selected()
		if len(ids) == 0 && c.hover != "" {
			ids = []string{c.hover}
		}
		c.selectUnits(false, ids...)
	case k == KeyM:
		c.cancelDrag()
		c.press, c.panning = nil, false
		if c.tool == ToolMeasure {
			c.tool, c.ruler = ToolSelect, nil
		} else {
			c.tool = ToolMeasure
			c.SetMessage("Measure: drag a ruler; select a base and point at another for edge to edge (M to leave)", false)
		}
	case k == KeyG:
		c.grid = !c.grid
	case overlayKeys[k].kind != "":
		c.toggleOverlay(overlayKeys[k].kind, overlayKeys[k].name)
	case toolKeys[k].kind != "":
		c.toggleTool(toolKeys[k].kind, toolKeys[k].name)
	case k == KeyL:
		c.toggleSight()
	case k == KeyF:
		out.Fit = true
	case k == KeyF1 || k == KeyQuestion:
		c.help = !c.help
	case k == KeyF2:
		c.OpenScenarioList()
	case k == KeyF12:
		out.Screenshot = c.shotPath()
	case k == KeyF11:
		out.Fullscreen = true
	case k == KeyF5:
		c.toggleOpponent()
	case k == KeyV && !ctrl:
		c.SetStream(!c.stream)
	case k == KeyI && !ctrl:
		c.cite = !c.cite
		if c.cite {
			c.SetMessage("Rule citations shown (I hides them)", false)
		} else {
			c.SetMessage("Rule citations hidden (I shows them)", false)
		}
	case k == KeyEscape:
		switch {
		case c.drag != nil, c.box != nil:
			c.cancelDrag()
			c.ignoreLeft = in.Buttons&Left != 0
		case c.ruler != nil:
			c.ruler = nil
		case c.tool == ToolMeasure:
			c.tool = ToolSelect
		default:
			c.sel = map[string]bool{}
		}
	case k == KeyEnter:
		c.EndPhase()
	case k == KeyPageUp || k == KeyPageDown:
		c.pageOffers(k == KeyPageDown)
	case k >= Key1 && k <= Key9:
		c.chooseShown(int(k - Key1))
	}
}

// Undo takes back the last move of the phase.
func (c *Controller) Undo() {
	c.cancelDrag()
	if !c.m.CanUndo() {
		c.SetMessage("Nothing to undo in this phase", true)
		return
	}
	err := c.m.Undo()
	if err != nil {
		c.SetMessage(errText(err), true)
		return
	}
	c.SetMessage("Undone", false)
}

// Redo applies again what was undone.
func (c *Controller) Redo() {
	c.cancelDrag()
	if !c.m.CanRedo() {
		c.SetMessage("Nothing to redo", true)
		return
	}
	err := c.m.Redo()
	if err != nil {
		c.SetMessage(errText(err), true)
		return
	}
	c.SetMessage("Redone", false)
}

// CanEndPhase reports whether the side to play may end its phase now.
func (c *Controller) CanEndPhase() bool {
	if c.replay.v != nil {
		return false // a replay changes nothing
	}
	s := c.m.State()
	return slices.Contains(c.m.Rules().Legal(s, s.Active), rules.KindEndPhase)
}

// Over reports whether the battle has ended: the rules allow the side to
// play nothing at all.
func (c *Controller) Over() bool {
	s := c.m.State()
	return len(c.m.Rules().Legal(s, s.Active)) == 0
}

// EndPhase ends the current phase (Enter or the End-turn button). When play
// passes to another side the handover banner goes up.
func (c *Controller) EndPhase() {
	if c.act(rules.Action{Kind: rules.KindEndPhase, Side: c.m.State().Active}, "Phase ended") {
		// What was selected belonged to the phase that ended.
		c.sel = map[string]bool{}
		c.ruler = nil
	}
}

// errText is an error as the player reads it: a Violation's sentence, or
// the error itself.
func errText(err error) string {
	var v *rules.Violation
	if errors.As(err, &v) {
		return v.Msg
	}
	return err.Error()
}

// unitInfo is the ruleset's own length unit, for rulers.
type unitInfo struct {
	name    string
	perUnit float64
}

// lengthUnit asks the ruleset for its unit by measuring a standstill, the
// only generic way to learn it.
func lengthUnit(m Match) unitInfo {
	s := m.State()
	if len(s.Table.Bases) == 0 {
		return unitInfo{}
	}
	b := s.Table.Bases[0]
	t := m.Rules().Measure(s, rules.Move{Base: b.ID, Path: geom.Path{b.Shape.Pose(), b.Shape.Pose()}})
	return unitInfo{t.Unit, t.PerUnit}
}

// FormatLength writes a length in cm, and in the ruleset's unit when it has
// one: "12.4 cm" or "12.4 cm (4.1 MU)".
func FormatLength(cm float64, unit string, perUnit float64) string {
	s := fmt.Sprintf("%.1f cm", cm)
	if unit != "" && perUnit > 0 {
		s += fmt.Sprintf(" (%.1f %s)", cm/perUnit, unit)
	}
	return s
}
