package control_test

import (
	"strings"
	"testing"
	"time"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
	"plateau/rules/warmaster/wmetest"
)

// TestOpponentPlaysItsSide: an opponent given a side (-ai) presses its
// offers through the match when the battle waits for it, one action per
// AIPause, saying what it did and raising no hotseat banner; F5 takes its
// side over (it stops) and gives it back (issue 12 item 3).
func TestOpponentPlaysItsSide(t *testing.T) {
	sc, err := scenario.Open("wme")
	if err != nil {
		t.Fatal(err)
	}
	gm, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlayer(t)
	p.m = gm
	p.c = control.New(gm, p.cfg)
	p.c.SetOpponent(control.Opponent{Player: &wmetest.Player{}, Side: 0}) // the Empire plays first
	wait := func(d time.Duration) {
		for end := p.in.Time + d; p.in.Time < end; {
			p.frame()
		}
	}
	wait(control.AIPause / 2)
	if n := len(gm.Log()); n != 0 {
		t.Fatalf("the opponent acted %d times within half its pause", n)
	}
	wait(control.AIPause)
	if n := len(gm.Log()); n != 1 {
		t.Fatalf("after its pause the opponent made %d actions, want 1", n)
	}
	if msg := p.c.Message().Text; !strings.HasPrefix(msg, "Empire: ") {
		t.Errorf("the message %q does not say the Empire's opponent acted", msg)
	}
	wait(10 * control.AIPause)
	if n := len(gm.Log()); n < 5 {
		t.Errorf("after ten pauses the opponent made %d actions, want one a pause", n)
	}
	if p.c.Handover() {
		t.Errorf("a hotseat banner with one person at the screen")
	}
	p.key(control.KeyF5, 0)
	if _, on := p.c.OpponentOn(); on {
		t.Fatal("F5: the opponent still plays")
	}
	n := len(gm.Log())
	wait(5 * control.AIPause)
	if len(gm.Log()) != n && gm.State().Active == 0 {
		t.Errorf("taken over, the opponent still acted")
	}
	p.key(control.KeyF5, 0)
	if side, on := p.c.OpponentOn(); !on || side != 0 {
		t.Errorf("F5 again: opponent on %v for side %d, want it back on the Empire", on, side)
	}
}
