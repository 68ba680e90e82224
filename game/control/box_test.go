package control_test

import (
	"testing"
	"time"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// newBnBPlayer plays the embedded Blood and Blades battle, Assyria (side
// 0) to move after a PIG roll of 5.
func newBnBPlayer(t *testing.T) *player {
	t.Helper()
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
	return &player{t: t, c: control.New(m, control.Config{}), m: m, in: control.Input{Scale: pxPerCm}}
}

// boxDrag holds mods, presses at (x0, y0), glides to (x1, y1) and keeps
// the button held.
func (p *player) boxDrag(mods control.Mods, x0, y0, x1, y1 float64) {
	p.in.Mods = mods
	p.moveTo(x0, y0)
	p.press()
	p.glide(x1, y1)
}

// The Assyrian infantry: Ax as-ax-1 (52, 66) and as-ax-2 (56, 66), Ps
// as-ps-1 (52, 68) and as-ps-2 (56, 68) behind them, all 4 × 2 cm.
func TestBoxSelectsBasesWhoseCentreIsInside(t *testing.T) {
	p := newBnBPlayer(t)
	p.boxDrag(control.Shift, 50, 63, 58, 67) // the Ax centres, not the Ps'
	b := p.c.Box()
	if b == nil {
		t.Fatal("Shift+drag on the empty table: no box")
	}
	if want := []string{"as-ax-1.1", "as-ax-2.1"}; !equal(b.Picks, want) {
		t.Errorf("box picks %v, want %v", b.Picks, want)
	}
	if p.out.Pan != (control.Point{}) {
		t.Errorf("box selection panned by %v", p.out.Pan)
	}
	if got := p.c.Selected(); len(got) != 0 {
		t.Errorf("selection before release = %v, want none", got)
	}
	p.up()
	p.in.Mods = 0
	if p.c.Box() != nil {
		t.Error("box still up after release")
	}
	if got, want := p.c.Selected(), []string{"as-ax-1.1", "as-ax-2.1"}; !equal(got, want) {
		t.Fatalf("after the box: Selected() = %v, want %v", got, want)
	}
	// A second box adds, like Shift+click; a box dragged up-left works.
	p.boxDrag(control.Ctrl, 58, 70, 50, 67.5)
	p.up()
	p.in.Mods = 0
	if got, want := p.c.Selected(), []string{"as-ax-1.1", "as-ax-2.1", "as-ps-1.1", "as-ps-2.1"}; !equal(got, want) {
		t.Fatalf("after a second box: Selected() = %v, want %v", got, want)
	}
	// Shift+click takes one out again.
	p.in.Mods = control.Shift
	p.click(56, 68)
	p.in.Mods = 0
	if got, want := p.c.Selected(), []string{"as-ax-1.1", "as-ax-2.1", "as-ps-1.1"}; !equal(got, want) {
		t.Errorf("Shift+click on a selected base: Selected() = %v, want %v", got, want)
	}
}

// Only the side to play is boxed: a box over the Libyans picks nothing
// and leaves the selection alone.
func TestBoxIgnoresTheOtherSide(t *testing.T) {
	p := newBnBPlayer(t)
	p.click(52, 66)
	p.boxDrag(control.Shift, 66, 5, 92, 15) // the Libyan chariots and Wb
	if b := p.c.Box(); b == nil || len(b.Picks) != 0 {
		t.Fatalf("box over the enemy: %+v, want a box picking nothing", b)
	}
	p.up()
	p.in.Mods = 0
	if got := p.c.Selected(); !equal(got, []string{"as-ax-1.1"}) {
		t.Errorf("Selected() = %v, want the earlier [as-ax-1.1]", got)
	}
	if m := p.c.Message(); !m.Warn {
		t.Errorf("empty box: message %q, want a warning", m.Text)
	}
}

// Esc and the right button drop a box without selecting; a plain drag
// on the empty table still pans.
func TestBoxCancelAndPlainDragPans(t *testing.T) {
	p := newBnBPlayer(t)
	p.boxDrag(control.Shift, 50, 63, 58, 67)
	p.key(control.KeyEscape, 0)
	if p.c.Box() != nil {
		t.Fatal("Esc: box still up")
	}
	p.moveTo(59, 68)
	p.up()
	p.in.Mods = 0
	if got := p.c.Selected(); len(got) != 0 {
		t.Errorf("after Esc: Selected() = %v, want none", got)
	}
	p.boxDrag(control.Shift, 50, 63, 58, 67)
	p.in.Buttons |= control.Right
	p.frame()
	p.in.Buttons = 0
	p.frame()
	p.in.Mods = 0
	if p.c.Box() != nil || len(p.c.Selected()) != 0 {
		t.Errorf("right button: box %v, selection %v, want neither", p.c.Box(), p.c.Selected())
	}
	p.moveTo(50, 63)
	p.press()
	p.moveTo(52, 63)
	if p.c.Box() != nil || p.out.Pan != (control.Point{X: 20}) {
		t.Errorf("plain drag on the empty table: box %v, Pan %v, want no box and a 20 px pan", p.c.Box(), p.out.Pan)
	}
	p.up()
}

// A boxed group moves together when one of its bases is dragged (the
// group drag of one-base units, bnb.md §7.4).
func TestBoxedGroupDrags(t *testing.T) {
	p := newBnBPlayer(t)
	p.boxDrag(control.Shift, 50, 63, 58, 67)
	p.up()
	p.in.Mods = 0
	p.in.Time += time.Second // not a double click
	p.moveTo(52, 66)
	p.press()
	p.glide(52, 63)
	pv := p.c.Drag()
	if pv == nil || len(pv.Action.Moves) != 2 || !pv.Legal() {
		t.Fatalf("dragging a boxed base: %+v, want a legal move of 2 bases", pv)
	}
	p.up()
	for id, want := range map[string]geom.Vec{"as-ax-1.1": geom.V(52, 63), "as-ax-2.1": geom.V(56, 63)} {
		if got := p.base(id).Center; !got.Near(want) {
			t.Errorf("%s ended at %v, want %v", id, got, want)
		}
	}
}
