package control_test

import (
	"testing"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// pursuitPlayer plays ../testdata/wme-pursuit.toml (the Empire's bl, one
// element facing north, against the Orcs' column rd, rd.1 on its front)
// to the Orcs' pursuit in the Empire's Combat phase: bl loses 0 to 4 (3
// hits + 1 support) and retreats 4 cm; rd.1 pursues it straight ahead
// and the rules put the free rd.2 on bl's right flank, facing west
// ([L1590], [L1600]). The Empire is still the side to play.
func pursuitPlayer(t *testing.T) *player {
	t.Helper()
	sc, err := scenario.LoadFile("../testdata/wme-pursuit.toml")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	for m.State().Phase != "combat" {
		if _, err := m.Do(rules.Action{Kind: rules.KindEndPhase, Side: 0}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := m.DoScripted(rules.Action{Kind: "fight", Side: 0, Target: "rd"}, dice.NewScripted(1, 6, 6, 6)); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Do(rules.Action{Kind: "pursue", Side: 1, Target: "bl", Args: map[string]string{"unit": "rd"}}); err != nil {
		t.Fatal(err)
	}
	p := &player{t: t, c: control.New(m, control.Config{}), m: m, in: control.Input{Scale: pxPerCm}}
	if got := p.base("rd.2"); !got.Center.Near(geom.V(33, 35)) || m.State().Active != 0 {
		t.Fatalf("rd.2 at %v, active %d: want (33, 35) in the Empire's turn", got.Center, m.State().Active)
	}
	return p
}

// The owner of a pursuer re-places its free element by dragging it, in
// the other player's turn (WME [L1590]): the drag is the Orcs' move; rd.2
// turned to face south and dropped behind rd.1 is measured 4 cm from
// where it stood before the pursuit (30, 28); undo puts it back where the
// rules placed it. Dragging rd.1, which moved compulsorily, is refused.
func TestDragReplacesAPursuersFreeElement(t *testing.T) {
	p := pursuitPlayer(t)
	placed := p.base("rd.2")
	p.moveTo(33.5, 36)
	p.press()
	p.glide(31, 33)
	for range 18 {
		p.key(control.KeyQ, 0) // 90° anticlockwise, from west to south
	}
	p.glide(30.5, 33.2) // the pointer holds rd.2 0.5 cm right of and 1 cm below its centre
	pv := p.c.Drag()
	if pv == nil || !pv.Legal() {
		t.Fatalf("rd.2 behind rd.1: preview %+v, want it accepted", pv)
	}
	if pv.Action.Side != 1 {
		t.Errorf("the drag is side %d's action, want the Orcs' (1), rd.2's owner", pv.Action.Side)
	}
	if !near(pv.Tape.Move, 4) || pv.Tape.Allowance != 20 {
		t.Errorf("tape %+v: want 4 cm from where rd.2 stood before the pursuit, of its 20 cm full pace", pv.Tape)
	}
	p.up()
	got := p.base("rd.2")
	if !got.Center.Near(geom.V(30, 32)) || !near(geom.NormAngle(got.Facing-geom.FromBearing(180)), 0) {
		t.Fatalf("rd.2 at %v facing %.3f after the drag, want (30, 32) facing south", got.Center, got.Facing)
	}
	if m := p.c.Message(); m.Warn {
		t.Errorf("message %q is a warning", m.Text)
	}
	p.key(control.KeyZ, control.Ctrl)
	if got := p.base("rd.2"); got != placed {
		t.Errorf("after undo rd.2 at %v, want the rules' placement %v", got.Center, placed.Center)
	}

	p.moveTo(30, 34)
	p.press()
	p.glide(30, 31)
	pv = p.c.Drag()
	if pv == nil || pv.Violation == nil || pv.Violation.Code != "not-free" {
		t.Fatalf("dragging rd.1: preview %+v, want refused as not free", pv)
	}
	p.up()
	if got := p.base("rd.1"); !got.Center.Near(geom.V(30, 34)) {
		t.Errorf("refused drag moved rd.1 to %v", got.Center)
	}
}
