package control_test

import (
	"testing"

	"plateau/game/control"
)

// TestStreamerView: V turns the streamer view on and off (issue 11 item 5)
// and says how to leave it; F11 asks for full screen in either view; in the
// streamer view no offer is on screen, so a number key runs none.
func TestStreamerView(t *testing.T) {
	p := newPlayer(t)
	if p.c.Stream() {
		t.Fatal("a new controller starts in the streamer view")
	}
	p.key(control.KeyV, 0)
	if !p.c.Stream() || p.c.Message().Text == "" {
		t.Fatalf("V: Stream() = %v, message %q; want on, saying how to leave", p.c.Stream(), p.c.Message().Text)
	}
	if n := p.c.ShownOffers(); n != 0 {
		t.Errorf("streamer view: %d offers shown, want none", n)
	}
	before := len(p.m.Log())
	p.key(control.Key1, 0)
	if len(p.m.Log()) != before {
		t.Errorf("1 in the streamer view ran an offer nobody can see")
	}
	p.key(control.KeyF11, 0)
	if !p.out.Fullscreen {
		t.Errorf("F11: Output.Fullscreen = false, want the window asked to go full screen")
	}
	p.key(control.KeyV, control.Ctrl)
	if !p.c.Stream() {
		t.Errorf("Ctrl+V left the streamer view; only V does")
	}
	p.key(control.KeyV, 0)
	if p.c.Stream() {
		t.Errorf("V again: still in the streamer view")
	}
	p.c.ShowedOffers(9) // what the panel reports once drawn again
	p.key(control.Key1, 0)
	if len(p.m.Log()) != before+1 {
		t.Errorf("1 back in the usual view ran no offer; the check above proves nothing")
	}
}

// TestCitationsToggle: I shows and hides the rule citations in the
// window's texts (issue 11 item 2: plain words first, rules on demand),
// saying which.
func TestCitationsToggle(t *testing.T) {
	p := newPlayer(t)
	if p.c.Citations() {
		t.Fatal("citations shown at the start; plain words come first")
	}
	p.key(control.KeyI, 0)
	if !p.c.Citations() || p.c.Message().Text != "Rule citations shown (I hides them)" {
		t.Errorf("I: Citations() = %v, message %q", p.c.Citations(), p.c.Message().Text)
	}
	p.key(control.KeyI, 0)
	if p.c.Citations() {
		t.Errorf("I again: citations still shown")
	}
}
