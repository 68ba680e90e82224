package control_test

import (
	"errors"
	"math"
	"path/filepath"
	"testing"
	"time"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// pxPerCm is the zoom the scripted player plays at.
const pxPerCm = 10

// player scripts a pointer and a keyboard against a controller, one frame
// per call, as render would.
type player struct {
	t   *testing.T
	c   *control.Controller
	m   *game.Match
	in  control.Input
	out control.Output
	// dir holds the saves and screenshots folders of cfg; wall is the
	// clock that names the files.
	dir  string
	cfg  control.Config
	wall time.Time
}

func newPlayer(t *testing.T) *player {
	t.Helper()
	m, err := game.New(scenario.Default(), 1)
	if err != nil {
		t.Fatalf("game.New(default) = %v", err)
	}
	p := &player{t: t, m: m, in: control.Input{Scale: pxPerCm}, dir: t.TempDir()}
	p.wall = time.Date(2026, 12, 2, 1, 47, 0, 0, time.Local)
	p.cfg = control.Config{
		SavesDir: filepath.Join(p.dir, "saves"),
		ShotsDir: filepath.Join(p.dir, "screenshots"),
		Scenario: m.Scenario().Name,
		Title:    m.Scenario().Title,
		Now:      func() time.Time { return p.wall },
		Open: func(path string) (control.Match, error) {
			return game.Load(path)
		},
		New: func() (control.Match, error) { return game.New(scenario.Default(), 2) },
		Replay: func(m control.Match) (control.Viewer, error) {
			return game.NewReplay(m.(*game.Match))
		},
	}
	p.c = control.New(m, p.cfg)
	return p
}

func (p *player) frame() {
	p.in.Time += 16 * time.Millisecond
	p.out = p.c.Update(p.in)
	p.in.Keys, p.in.Wheel = nil, 0
}

func (p *player) at(x, y float64) {
	p.in.Table = geom.V(x, y)
	p.in.Screen = control.Point{X: x * pxPerCm, Y: y * pxPerCm}
}

func (p *player) moveTo(x, y float64) { p.at(x, y); p.frame() }
func (p *player) down()               { p.in.Buttons |= control.Left; p.frame() }
func (p *player) up()                 { p.in.Buttons &^= control.Left; p.frame() }

func (p *player) key(k control.Key, mods control.Mods) {
	held := p.in.Mods
	p.in.Mods |= mods
	p.in.Keys = []control.Key{k}
	p.frame()
	p.in.Mods = held
}

func (p *player) click(x, y float64) { p.moveTo(x, y); p.down(); p.up() }

// dragTo presses at the current pointer, moves in steps to (x, y) and
// keeps the button held.
func (p *player) press() { p.down() }

func (p *player) glide(x, y float64) {
	from := p.in.Table
	for i := 1; i <= 5; i++ {
		t := float64(i) / 5
		p.moveTo(from.X+(x-from.X)*t, from.Y+(y-from.Y)*t)
	}
}

func (p *player) base(id string) geom.Rect {
	p.t.Helper()
	b, ok := p.m.State().Base(id)
	if !ok {
		p.t.Fatalf("no base %s", id)
	}
	return b.Shape
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-6 }

func TestClickSelects(t *testing.T) {
	p := newPlayer(t)
	p.click(30, 108)
	if got := p.c.Selected(); len(got) != 1 || got[0] != "b-spears.1" {
		t.Fatalf("click on b-spears.1: Selected() = %v, want [b-spears.1]", got)
	}
	p.in.Mods = control.Shift
	p.click(46, 108)
	p.in.Mods = 0
	if got := p.c.Selected(); len(got) != 2 || got[1] != "b-spears.1" || got[0] != "b-bows.1" {
		t.Fatalf("shift-click adds: Selected() = %v, want [b-bows.1 b-spears.1]", got)
	}
	p.click(10, 80) // empty table
	if got := p.c.Selected(); len(got) != 0 {
		t.Fatalf("click on empty table: Selected() = %v, want none", got)
	}
}

func TestDoubleClickAndUSelectUnit(t *testing.T) {
	p := newPlayer(t)
	p.click(34, 108)
	p.click(34, 108)
	want := []string{"b-spears.1", "b-spears.2", "b-spears.3"}
	if got := p.c.Selected(); !equal(got, want) {
		t.Fatalf("double click: Selected() = %v, want %v", got, want)
	}
	p.in.Time += time.Second
	p.click(46, 108)
	p.key(control.KeyU, 0)
	want = []string{"b-bows.1", "b-bows.2", "b-bows.3"}
	if got := p.c.Selected(); !equal(got, want) {
		t.Fatalf("U: Selected() = %v, want %v", got, want)
	}
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestDragMovesBase(t *testing.T) {
	p := newPlayer(t)
	start := p.base("b-giant.1")
	p.moveTo(126, 108)
	p.press()
	p.glide(126, 98)
	pv := p.c.Drag()
	if pv == nil {
		t.Fatal("dragging: Drag() = nil")
	}
	if !pv.Legal() {
		t.Fatalf("10 cm giant move: preview refused: %v", pv.Err)
	}
	if !near(pv.Tape.Move, 10) || pv.Tape.Allowance != 20 {
		t.Errorf("tape = %+v, want Move 10 of Allowance 20", pv.Tape)
	}
	if got := pv.Action.Moves[0].Path[0]; got != start.Pose() {
		t.Errorf("ghost pose = %v, want the start %v", got, start.Pose())
	}
	p.up()
	if p.c.Drag() != nil {
		t.Error("after release: Drag() != nil")
	}
	got := p.base("b-giant.1")
	if !got.Center.Sub(geom.V(126, 98)).Near(geom.Vec{}) {
		t.Fatalf("after release: giant at %v, want (126, 98)", got.Center)
	}
	evs := p.m.Events()
	if len(evs) != 1 || evs[0].Kind != "moved" {
		t.Fatalf("events = %+v, want one move", evs)
	}
}

func TestDragTooFarIsRefusedAndSnapsBack(t *testing.T) {
	p := newPlayer(t)
	start := p.base("b-giant.1")
	p.moveTo(126, 108)
	p.press()
	p.glide(126, 80) // 28 cm, the giant has 20
	pv := p.c.Drag()
	if pv == nil || pv.Legal() || pv.Violation == nil || pv.Violation.Code != "allowance" {
		t.Fatalf("28 cm giant move: preview = %+v, want refused with code allowance", pv)
	}
	p.up()
	if got := p.base("b-giant.1"); got != start {
		t.Fatalf("refused move: giant at %v, want back at %v", got.Center, start.Center)
	}
	if m := p.c.Message(); !m.Warn || m.Text == "" {
		t.Errorf("refused move: Message() = %+v, want the reason as a warning", m)
	}
	if len(p.m.Events()) != 0 {
		t.Errorf("refused move logged events %v", p.m.Events())
	}
}

func TestDragEnemyBaseIsRefused(t *testing.T) {
	p := newPlayer(t)
	p.moveTo(150, 12)
	p.press()
	p.glide(150, 20)
	pv := p.c.Drag()
	if pv == nil || pv.Violation == nil || pv.Violation.Code != "not-yours" {
		t.Fatalf("dragging Red's base in Blue's turn: preview = %+v, want code not-yours", pv)
	}
	p.up()
}

func TestTurnWhileDragging(t *testing.T) {
	p := newPlayer(t)
	start := p.base("b-giant.1")
	p.moveTo(126, 108)
	p.press()
	p.glide(126, 104)
	p.key(control.KeyE, 0) // 5° clockwise about the centre
	p.key(control.KeyE, 0)
	pv := p.c.Drag()
	path := pv.Action.Moves[0].Path
	end := path.End()
	if !near(end.Facing-start.Facing, 2*control.TurnStep) {
		t.Errorf("after E E: turned %.2f°, want 10°", geom.Deg(end.Facing-start.Facing))
	}
	if !end.Pos.Sub(geom.V(126, 104)).Near(geom.Vec{}) {
		t.Errorf("a turn about the centre moved the centre to %v", end.Pos)
	}
	// The tape counts the turn: more than the 4 cm straight move.
	if pv.Tape.Move <= 4+1e-9 {
		t.Errorf("tape after a move and a turn = %.3f cm, want more than 4", pv.Tape.Move)
	}
	if want := path.MaxCornerTravel(start); !near(pv.Tape.Move, want) {
		t.Errorf("tape = %.3f, want the path's farthest corner travel %.3f", pv.Tape.Move, want)
	}
	p.up()
	if got := p.base("b-giant.1").Facing; !near(got-start.Facing, 2*control.TurnStep) {
		t.Errorf("applied facing turned %.2f°, want 10°", geom.Deg(got-start.Facing))
	}
}

func TestWheelAboutFrontCorner(t *testing.T) {
	p := newPlayer(t)
	start := p.base("b-giant.1")
	fr := start.CornerAt(geom.FR)
	p.moveTo(126, 108)
	p.press()
	p.glide(126, 105)
	frNow := fr.Add(geom.V(0, -3))
	p.in.Wheel = -3 // towards the user: clockwise, about the front right corner
	p.frame()
	pv := p.c.Drag()
	end := start.At(pv.Action.Moves[0].Path.End())
	if !near(end.Facing-start.Facing, 3*control.TurnStep) {
		t.Errorf("3 wheel notches turned %.2f°, want 15°", geom.Deg(end.Facing-start.Facing))
	}
	if !end.CornerAt(geom.FR).Sub(frNow).Near(geom.Vec{}) {
		t.Errorf("wheel moved the pivot corner from %v to %v", frNow, end.CornerAt(geom.FR))
	}
	p.up()
}

func TestUnitDragMovesEveryBase(t *testing.T) {
	p := newPlayer(t)
	p.click(34, 108)
	p.click(34, 108) // the whole unit
	before := []geom.Rect{p.base("b-spears.1"), p.base("b-spears.2"), p.base("b-spears.3")}
	p.in.Time += time.Second
	p.moveTo(34, 108)
	p.press()
	p.glide(34, 100)
	p.key(control.KeyQ, 0) // the line turns about its middle
	pv := p.c.Drag()
	if len(pv.Action.Moves) != 3 {
		t.Fatalf("unit drag moves %d bases, want 3", len(pv.Action.Moves))
	}
	if !pv.Legal() {
		t.Fatalf("unit drag refused: %v", pv.Err)
	}
	p.up()
	after := []geom.Rect{p.base("b-spears.1"), p.base("b-spears.2"), p.base("b-spears.3")}
	// Rigid: distances between the bases are kept, and all turned alike.
	for i := range after {
		if !near(after[i].Facing-before[i].Facing, -control.TurnStep) {
			t.Errorf("base %d turned %.2f°, want -5°", i+1, geom.Deg(after[i].Facing-before[i].Facing))
		}
		for j := i + 1; j < len(after); j++ {
			if d0, d1 := before[i].Center.Dist(before[j].Center), after[i].Center.Dist(after[j].Center); !near(d0, d1) {
				t.Errorf("bases %d-%d were %.4f apart, now %.4f", i+1, j+1, d0, d1)
			}
		}
	}
	if mid := after[1].Center; !mid.Sub(geom.V(34, 100)).Near(geom.Vec{}) {
		t.Errorf("the middle base ended at %v, want (34, 100)", mid)
	}
}

func TestEscapeCancelsDrag(t *testing.T) {
	p := newPlayer(t)
	start := p.base("b-giant.1")
	p.moveTo(126, 108)
	p.press()
	p.glide(126, 100)
	p.key(control.KeyEscape, 0)
	if p.c.Drag() != nil {
		t.Fatal("Esc: drag still in progress")
	}
	p.glide(126, 95)
	p.up()
	if got := p.base("b-giant.1"); got != start {
		t.Fatalf("Esc then release moved the giant to %v", got.Center)
	}
}

func TestUndoRedo(t *testing.T) {
	p := newPlayer(t)
	p.moveTo(126, 108)
	p.press()
	p.glide(126, 100)
	p.up()
	moved := p.base("b-giant.1")
	p.key(control.KeyZ, control.Ctrl)
	if got := p.base("b-giant.1"); !got.Center.Sub(geom.V(126, 108)).Near(geom.Vec{}) {
		t.Fatalf("Ctrl+Z: giant at %v, want back at (126, 108)", got.Center)
	}
	p.key(control.KeyZ, control.Ctrl|control.Shift)
	if got := p.base("b-giant.1"); got != moved {
		t.Fatalf("Ctrl+Shift+Z: giant at %v, want %v", got.Center, moved.Center)
	}
	p.key(control.KeyZ, control.Ctrl)
	p.key(control.KeyY, control.Ctrl)
	if got := p.base("b-giant.1"); got != moved {
		t.Fatalf("Ctrl+Y: giant at %v, want %v", got.Center, moved.Center)
	}
}

func TestEndPhaseHandover(t *testing.T) {
	p := newPlayer(t)
	p.key(control.KeyEnter, 0)
	if s := p.m.State(); s.Active != 1 {
		t.Fatalf("Enter: active side %d, want 1 (Red)", s.Active)
	}
	if !p.c.Handover() {
		t.Fatal("Enter: no handover banner")
	}
	// The click that dismisses the banner does not reach the table.
	p.click(150, 12)
	if p.c.Handover() {
		t.Fatal("click: banner still up")
	}
	if got := p.c.Selected(); len(got) != 0 {
		t.Fatalf("the banner's click selected %v", got)
	}
	// Now Red may move.
	p.moveTo(150, 12)
	p.press()
	p.glide(150, 22)
	if pv := p.c.Drag(); pv == nil || !pv.Legal() {
		t.Fatalf("Red's move after the handover: %+v", pv)
	}
	p.up()
}

func TestMeasure(t *testing.T) {
	p := newPlayer(t)
	p.key(control.KeyM, 0)
	if p.c.Tool() != control.ToolMeasure {
		t.Fatal("M: not measuring")
	}
	p.moveTo(10, 80)
	p.press()
	p.glide(40, 80)
	p.up()
	r := p.c.Ruler()
	if r == nil || !near(r.Dist, 30) || r.Edge {
		t.Fatalf("free ruler 10,80 → 40,80: %+v, want 30 cm", r)
	}
	// Pick a base, point at another: edge to edge.
	p.click(126, 108)  // giant: 2 wide, front edge at y = 106
	p.moveTo(110, 110) // cannon b-guns.1: 4×4 at (110,110), right edge x = 112
	r = p.c.Ruler()
	if r == nil || !r.Edge || r.A != "b-giant.1" || r.B != "b-guns.1" {
		t.Fatalf("edge ruler: %+v, want giant to cannon", r)
	}
	if !near(r.Dist, 13) { // giant's left edge x = 125
		t.Errorf("giant to cannon edge to edge = %.3f, want 13", r.Dist)
	}
	if m := p.m.State(); len(p.m.Events()) != 0 || m.Active != 0 {
		t.Error("measuring changed the battle")
	}
}

func TestPanAndZoom(t *testing.T) {
	p := newPlayer(t)
	p.moveTo(10, 80)
	p.press()
	p.moveTo(12, 80) // 20 px
	if p.out.Pan != (control.Point{X: 20}) {
		t.Errorf("dragging the empty table 20 px: Pan = %v, want {20 0}", p.out.Pan)
	}
	p.moveTo(13, 81)
	if p.out.Pan != (control.Point{X: 10, Y: 10}) {
		t.Errorf("then 10,10 px: Pan = %v, want {10 10}", p.out.Pan)
	}
	p.up()
	p.in.Wheel = 2
	p.frame()
	if p.out.Zoom != 2 {
		t.Errorf("wheel without a drag: Zoom = %v, want 2", p.out.Zoom)
	}
}

func TestSnapIntoContact(t *testing.T) {
	p := newPlayer(t)
	// The giant (2×4, facing up, at 126,108) is dropped with its front
	// edge 0.5 cm behind the cannon b-guns.2 (4×4 at 114,110, rear edge
	// y = 112): it should snap to touch it, front to rear.
	p.moveTo(126, 108)
	p.press()
	p.glide(116.5, 114.5)
	pv := p.c.Drag()
	if pv == nil || !pv.Snapped || pv.SnapTo != "b-guns.2" || pv.SnapKind != table.FrontToRear {
		t.Fatalf("0.5 cm behind the cannon: preview %+v, want snapped front to rear of b-guns.2", pv)
	}
	if !pv.Legal() {
		t.Errorf("snapped move refused: %v", pv.Err)
	}
	end := p.base("b-giant.1").At(pv.Action.Moves[0].Path.End())
	if got := end.Center.Sub(geom.V(116.5, 114)); !got.Near(geom.Vec{}) {
		t.Errorf("snapped giant at %v, want (116.5, 114): its front on the cannon's rear", end.Center)
	}
	// Alt holds snapping off.
	p.in.Mods = control.Alt
	p.frame()
	if pv := p.c.Drag(); pv.Snapped {
		t.Error("Alt held: still snapped")
	}
	p.in.Mods = 0
	p.frame()
	p.up()
	if got := p.base("b-giant.1").Center; !got.Sub(geom.V(116.5, 114)).Near(geom.Vec{}) {
		t.Errorf("after release the giant is at %v, want the snapped (116.5, 114)", got)
	}
}

func TestSaveLoad(t *testing.T) {
	p := newPlayer(t)
	p.moveTo(126, 108)
	p.press()
	p.glide(126, 100)
	p.up()
	p.key(control.KeyS, control.Ctrl)
	if m := p.c.Message(); m.Warn {
		t.Fatalf("Ctrl+S: %s", m.Text)
	}
	p.key(control.KeyN, control.Ctrl)
	p.key(control.KeyY, 0) // replace the battle in progress
	if got := p.c.Match().State().Table.Bases; len(p.c.Match().Events()) != 0 || len(got) == 0 {
		t.Fatal("Ctrl+N: not a fresh battle")
	}
	p.key(control.KeyO, control.Ctrl)
	p.key(control.Key1, 0) // the newest save; the fresh battle has nothing to lose
	if m := p.c.Message(); m.Warn {
		t.Fatalf("Ctrl+O: %s", m.Text)
	}
	b, _ := p.c.Match().State().Base("b-giant.1")
	if !b.Shape.Center.Sub(geom.V(126, 100)).Near(geom.Vec{}) {
		t.Fatalf("after Ctrl+O the giant is at %v, want the saved (126, 100)", b.Shape.Center)
	}
}

func TestViewKeys(t *testing.T) {
	p := newPlayer(t)
	p.key(control.KeyG, 0)
	if !p.c.Grid() {
		t.Error("G: no grid")
	}
	p.key(control.KeyF, 0)
	if !p.out.Fit {
		t.Error("F: no fit")
	}
	p.key(control.KeyF1, 0)
	if !p.c.Help() {
		t.Error("F1: no help")
	}
	p.key(control.KeyEscape, 0)
	if p.c.Help() {
		t.Error("Esc: help still open")
	}
	p.key(control.KeyF12, 0)
	if p.out.Screenshot == "" {
		t.Error("F12: no screenshot")
	}
}

// A refusal from the real ruleset carries a Violation the UI can show.
func TestRefusalIsViolation(t *testing.T) {
	p := newPlayer(t)
	p.moveTo(126, 108)
	p.press()
	p.glide(126, 80)
	var v *rules.Violation
	if pv := p.c.Drag(); !errors.As(pv.Err, &v) {
		t.Fatalf("Err = %T %v, want a *rules.Violation", pv.Err, pv.Err)
	}
	p.up()
}

// In Blood and Blades every unit is one base: shift-clicking two touching
// bases and dragging one moves both, as one group move (bnb.md §7.4).
func TestDragMovesASelectedGroupOfSingleBases(t *testing.T) {
	p := newPlayer(t)
	sc, err := scenario.Embedded("bnb")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.DoScripted(rules.Action{Kind: "roll-pigs", Side: 0}, dice.NewScripted(5)); err != nil {
		t.Fatalf("rolling PIGs: %v", err)
	}
	p.c.SetMatch(m)
	p.m = m
	// as-ax-1 at (52, 66) and as-ax-2 at (56, 66), side by side, facing north.
	p.click(52, 66)
	p.in.Mods = control.Shift
	p.click(56, 66)
	p.in.Mods = 0
	p.in.Time += time.Second
	p.moveTo(52, 66)
	p.press()
	p.glide(52, 63)
	pv := p.c.Drag()
	if pv == nil || len(pv.Action.Moves) != 2 {
		t.Fatalf("group drag: %+v, want a move of 2 bases", pv)
	}
	if !pv.Legal() {
		t.Fatalf("group drag refused: %v", pv.Err)
	}
	p.up()
	if b := p.base("as-ax-2.1"); !b.Center.Near(geom.V(56, 63)) {
		t.Errorf("as-ax-2.1 ended at %v, want (56, 63)", b.Center)
	}
}
