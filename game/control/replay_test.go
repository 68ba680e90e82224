package control_test

import (
	"strings"
	"testing"
	"time"

	"plateau/game/control"
)

// TestReplayViewer is the viewer's stepping as the player drives it
// (issue 11 parts 4 and 7): Ctrl+R opens it at the end of the battle in
// play; ← and → step an action, Shift a turn, Home and End jump, Space
// plays at the chosen speed; every moment is the battle's state after
// that many actions; nothing in it changes the battle; Esc goes back to
// the battle where it was.
func TestReplayViewer(t *testing.T) {
	p := newPlayer(t)
	hashes := []string{p.m.State().Hash()}
	record := func() { hashes = append(hashes, p.m.State().Hash()) }
	p.moveGiant()
	record()
	p.key(control.KeyEnter, 0) // blue ends: red to play
	record()
	p.key(control.KeySpace, 0) // the handover banner
	p.key(control.KeyEnter, 0) // red ends: turn 2, blue
	record()
	p.key(control.KeySpace, 0)
	p.moveGiant()
	record()
	n := len(p.m.Log())
	if n != 4 {
		t.Fatalf("the battle has %d actions, want 4", n)
	}
	live := p.m.State().Hash()

	p.key(control.KeyR, control.Ctrl)
	v, ok := p.c.Replay()
	if !ok || v.At() != n || v.Len() != n {
		t.Fatalf("Ctrl+R: replay open %v at %d of %d, want it open at the end", ok, v.At(), v.Len())
	}
	at := func(want int, how string) {
		t.Helper()
		if v.At() != want {
			t.Fatalf("%s: the replay is at %d, want %d", how, v.At(), want)
		}
		if got := p.c.Match().State().Hash(); got != hashes[want] {
			t.Fatalf("%s: the table shows another state than the battle's after %d actions", how, want)
		}
		if m := p.c.Message().Text; !strings.HasPrefix(m, "Replay: action ") {
			t.Errorf("%s: message %q, want where the replay is", how, m)
		}
	}
	for k := n - 1; k >= 0; k-- {
		p.key(control.KeyLeft, 0)
		at(k, "←")
	}
	p.key(control.KeyLeft, 0)
	at(0, "← at the start")
	if m := p.c.Message().Text; !strings.Contains(m, "the start of the battle") {
		t.Errorf("at the start: message %q", m)
	}
	p.key(control.KeyRight, control.Shift) // the next turn: red's, after blue's two actions
	at(2, "Shift+→")
	p.key(control.KeyRight, control.Shift) // turn 2, blue
	at(3, "Shift+→ again")
	p.key(control.KeyLeft, control.Shift)
	at(2, "Shift+←")
	p.key(control.KeyEnd, 0)
	at(n, "End")
	p.key(control.KeyHome, 0)
	at(0, "Home")
	if len(p.c.Offers()) != 0 || p.c.HasOffers() || p.c.CanEndPhase() {
		t.Error("the replay offers actions or the end of the phase")
	}

	// Space plays at 2 actions a second; + doubles it.
	p.key(control.KeySpace, 0)
	if playing, speed := p.c.ReplayPlaying(); !playing || speed != 2 {
		t.Fatalf("Space: playing %v at %g a second, want playing at 2", playing, speed)
	}
	p.wait(550 * time.Millisecond)
	at(1, "playing half a second")
	p.key(control.KeyPlus, 0)
	p.wait(260 * time.Millisecond)
	at(2, "playing a quarter second at 4 a second")
	p.wait(time.Second)
	at(n, "played to the end")
	if playing, _ := p.c.ReplayPlaying(); playing {
		t.Error("the replay plays on past the end")
	}

	// Nothing changes the battle: a drag pans, Enter and Ctrl+Z refuse.
	p.key(control.KeyHome, 0)
	giant := p.base("b-giant.1").Center
	p.moveTo(giant.X, giant.Y)
	p.down()
	p.moveTo(giant.X, giant.Y-10)
	p.up()
	if p.base("b-giant.1").Center != giant {
		t.Error("a base moved in the replay")
	}
	p.key(control.KeyEnter, 0)
	p.key(control.KeyZ, control.Ctrl)
	if m := p.c.Message(); !m.Warn || !strings.Contains(m.Text, "replay") {
		t.Errorf("Ctrl+Z in the replay: message %q, want it refused", m.Text)
	}
	if len(p.m.Log()) != n || v.At() != 0 {
		t.Fatalf("the replay changed the battle or moved: %d actions, at %d", len(p.m.Log()), v.At())
	}

	p.key(control.KeyEscape, 0)
	if _, open := p.c.Replay(); open || p.c.Match().State().Hash() != live {
		t.Fatalf("Esc: replay open %v; want the battle back as it was", open)
	}
	p.key(control.KeyEnter, 0) // and the battle plays on
	if len(p.m.Log()) != n+1 {
		t.Errorf("after the replay the battle does not play on: %d actions", len(p.m.Log()))
	}
}
