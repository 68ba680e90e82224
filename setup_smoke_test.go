package main

import (
	"path/filepath"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/army"
	"plateau/game/scenario"
)

// TestWindowArmySetup runs the setup screen in the real window (issue 12
// item 4, `plateau -scenario wme -build empire`): the scoreboard shows the
// Empire's 1000 of 1000 points; key 2 adds Halberdiers and the scoreboard
// says the army is over its budget; Ctrl+Z takes it back; key 1 has the AI
// deploy the Orcs against it; Ctrl+S writes the scenario, which opens and
// starts as any scenario does, the Empire as built and the Orcs where the
// AI put them.
func TestWindowArmySetup(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the display smoke test builds and runs the whole program")
	}
	disp := display(t)
	dir := t.TempDir()
	bin := build(t, dir)
	out := filepath.Join(dir, "my-empire.toml")
	win := launch(t, disp, bin, dir, 180, 120, "-scenario", "wme", "-build", "empire", "-out", out)
	score := func(since int, want string) {
		t.Helper()
		win.waitLine(since, "a scoreboard saying "+want, func(l string) bool {
			return strings.HasPrefix(l, "score ") && strings.Contains(l, want)
		})
	}
	score(0, "1000 of 1000 points a legal army")
	since := win.mark()
	win.press("2") // Add Halberdiers — 45 points
	score(since, "1045 of 1000 points 1045 points spent, more than the budget of 1000")
	since = win.mark()
	win.chord("ctrl", "z")
	score(since, "1000 of 1000 points a legal army")
	win.press("1") // The AI deploys Orcs against this army
	since = win.mark()
	win.chord("ctrl", "s")
	win.waitFor(since, "message Saved to "+out)
	sc, err := scenario.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatalf("the scenario the setup screen wrote does not start: %v", err)
	}
	n := 0
	for _, u := range m.State().Units {
		if u.Side == 0 {
			n++
		}
	}
	if n != 13 {
		t.Errorf("the Empire as written has %d units, want the sample's 13", n)
	}
	// The Orcs stand where the AI deploys them against the sample Empire.
	sample, err := scenario.Open("wme")
	if err != nil {
		t.Fatal(err)
	}
	want, err := army.CounterDeploy(&sample.State, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	for id, r := range want {
		b, ok := sc.State.Base(id)
		if !ok || b.Shape.Center.Dist(r.Center) > 1e-6 {
			t.Fatalf("the Orcs' base %s is not where the AI deploys it (%v, want %v)", id, b, r.Center)
		}
	}
}

// TestWindowScenarioMenu: F2 lists the scenarios the program carries and
// a number key starts a new battle on one (issue 15's menu entry for the
// generated BnB battlefield): on an untouched battle at once, the message
// naming the new battle, whose scoreboard is the new ruleset's.
func TestWindowScenarioMenu(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the display smoke test builds and runs the whole program")
	}
	disp := display(t)
	dir := t.TempDir()
	bin := build(t, dir)
	win := launch(t, disp, bin, dir, 180, 120, "-autosave", "off")
	since := win.mark()
	win.press("F2")
	gen, err := scenario.Open("bnb-generated")
	if err != nil {
		t.Fatal(err)
	}
	win.press("3") // the third of the menu: bnb-generated
	win.waitFor(since, "message New battle of "+gen.Title)
	win.waitLine(since, "the BnB scoreboard", func(l string) bool {
		return strings.HasPrefix(l, "score ") && strings.Contains(l, "rout level")
	})
}
