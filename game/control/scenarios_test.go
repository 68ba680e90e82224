package control_test

import (
	"errors"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/control"
	"plateau/game/scenario"
)

// TestScenarioList (issue 15, "a menu entry"): F2 lists the scenarios,
// a number key starts a new battle on one (asking first when the battle in
// progress has moves), and the window then serves that scenario: its name
// for the saves, its title in the messages, its autosave; Esc closes the
// list with nothing started; a scenario that fails to start says why and
// keeps the battle in progress.
func TestScenarioList(t *testing.T) {
	p := newPlayer(t)
	var started []string
	p.cfg.Scenarios = []control.ScenarioChoice{{Name: "embedded:default.toml", Title: "The default"}, {Name: "embedded:wme.toml", Title: "Kleindorf"}, {Name: "broken", Title: "A broken one"}}
	p.cfg.Start = func(name string) (control.Match, control.Started, error) {
		started = append(started, name)
		if name == "broken" {
			return nil, control.Started{}, errors.New("scenario: broken.toml:3:1: title: a string is expected")
		}
		sc, err := scenario.Embedded(name)
		if err != nil {
			return nil, control.Started{}, err
		}
		m, err := game.New(sc, 1)
		return m, control.Started{Scenario: sc.Name, Title: sc.Title, AutosavePath: ""}, err
	}
	p.c = control.New(p.m, p.cfg)

	p.key(control.KeyF2, 0)
	if l, up := p.c.ScenarioList(); !up || len(l) != 3 || !p.c.Modal() {
		t.Fatalf("F2: list up %v with %d scenarios, modal %v", up, len(l), p.c.Modal())
	}
	p.key(control.KeyEscape, 0)
	if _, up := p.c.ScenarioList(); up || len(started) != 0 {
		t.Fatalf("Esc: the list is up (%v) or started %v", up, started)
	}

	p.moveGiant() // a move made: starting another battle asks first
	p.key(control.KeyF2, 0)
	p.key(control.Key2, 0)
	if _, asked := p.c.Question(); !asked || len(started) != 0 {
		t.Fatalf("a scenario picked with a move made: asked %v, started %v", asked, started)
	}
	p.key(control.KeyY, 0)
	if !p.out.Fit {
		t.Errorf("the frame after the start does not fit the new table to the window")
	}
	m := p.c.Match().(*game.Match)
	if len(started) != 1 || started[0] != "embedded:wme.toml" || m.State().Ruleset != "wme" {
		t.Fatalf("started %v, the battle is %s", started, m.State().Ruleset)
	}
	if got := p.c.Message().Text; !strings.Contains(got, "Warmaster") {
		t.Errorf("message %q: want the new battle's title", got)
	}
	if p.c.StartedTitle() != m.Scenario().Title {
		t.Errorf("the bar's title is %q, want %q", p.c.StartedTitle(), m.Scenario().Title)
	}
	// Ctrl+S names its file after the new scenario.
	p.key(control.KeyS, control.Ctrl)
	if got := p.c.Message().Text; p.c.Message().Warn || !strings.Contains(got, "wme-") {
		t.Errorf("Ctrl+S after the start: %q, want a save named after the wme scenario", got)
	}

	p.key(control.KeyF2, 0)
	p.key(control.Key3, 0)
	if p.c.Match() != control.Match(m) || !p.c.Message().Warn || !strings.Contains(p.c.Message().Text, "roken.toml:3:1") {
		t.Errorf("a broken scenario: message %+v, the battle replaced %v", p.c.Message(), p.c.Match() != control.Match(m))
	}
}
