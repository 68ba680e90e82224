package control_test

import (
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/control"
)

// Advisory mode (issue 12 item 5): off, a drag the rules refuse (30 cm
// against the sandbox's 20) is refused; on (Ctrl+A), the refusal becomes
// a question: No leaves the battle as it was, Yes makes the move, marked
// in the log with the rules' reason. Ctrl+A again: refusals stand.
func TestAdvisoryMode(t *testing.T) {
	p := newPlayer(t)
	drag := func(x float64) {
		p.moveTo(x, 108)
		p.press()
		p.glide(x, 78)
		p.up()
	}
	drag(30)
	if len(p.m.Log()) != 0 || !p.c.Message().Warn {
		t.Fatalf("a 30 cm drag was made (%d actions, message %q)", len(p.m.Log()), p.c.Message().Text)
	}
	if _, asked := p.c.Question(); asked {
		t.Fatal("a question outside advisory mode")
	}
	p.key(control.KeyA, control.Ctrl)
	if !p.c.Advisory() {
		t.Fatal("Ctrl+A did not turn advisory mode on")
	}
	drag(30)
	q, asked := p.c.Question()
	if !asked || !strings.Contains(q.Text, "refuse") {
		t.Fatalf("advisory, a refused drag: question %+v, %v", q, asked)
	}
	p.key(control.KeyN, 0)
	if len(p.m.Log()) != 0 || !strings.HasPrefix(p.c.Message().Text, "Not made") {
		t.Fatalf("No: %d actions, message %q", len(p.m.Log()), p.c.Message().Text)
	}
	drag(30)
	p.key(control.KeyY, 0)
	log := p.m.Log()
	if len(log) != 1 || log[0].Override == "" {
		t.Fatalf("Yes: log %+v", log)
	}
	if b := p.base("b-spears.1"); b.Center.Y > 79 {
		t.Errorf("the spearmen stand at %v, not where they were dropped", b.Center)
	}
	var _ control.Overrider = (*game.Match)(nil)
	p.key(control.KeyA, control.Ctrl)
	drag(46) // the bowmen
	if _, asked := p.c.Question(); asked || p.c.Advisory() || len(p.m.Log()) != 1 || !p.c.Message().Warn {
		t.Errorf("advisory mode off again: a refused drag asks, or is made (%d actions)", len(p.m.Log()))
	}
}
