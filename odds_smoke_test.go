package main

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/bloodblades"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/rulestest"
)

// TestWindowOdds (issue 12 item 1): the BnB sample played to its first
// close combat phase and saved; in the window, the pointer resting on a
// fight's button shows its chances under it (the trace says "odds
// LABEL"), and nothing is played.
func TestWindowOdds(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the display smoke test builds and runs the whole program")
	}
	disp := display(t)
	dir := t.TempDir()
	bin := build(t, dir)
	sc, err := scenario.Open("bnb")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	of := m.Rules().(rules.Offerer)
	var p bnbtest.Player
	fight := -1
	for n := 0; n < 1500 && fight < 0; n++ {
		s := m.State()
		if s.Phase == bloodblades.PhaseCombat {
			for i, o := range of.Offers(s, s.Active, nil) {
				if o.Action.Kind == bloodblades.KindFight && o.Disabled == "" {
					fight = i
					break
				}
			}
			if fight >= 0 {
				break
			}
		}
		c, ok := p.Next(of, s)
		if !ok {
			t.Fatal("the sample player stopped before any close combat")
		}
		o, _ := rulestest.Pick(of.Offers(s, s.Active, c.Selected), c.Label)
		if _, err := m.Do(o.Action); err != nil {
			t.Fatal(err)
		}
	}
	if fight < 0 {
		t.Fatal("no close combat in the sample battle")
	}
	save := filepath.Join(dir, "combat.json")
	if err := m.Save(save); err != nil {
		t.Fatal(err)
	}
	label := of.Offers(m.State(), m.State().Active, nil)[fight].Label
	shot := filepath.Join(dir, "odds.png")
	s := m.State()
	w := launch(t, disp, bin, dir, s.Table.Width, s.Table.Height, "-load", save, "-autosave", "off", "-shot-path", shot)
	// The buttons' centres, as the panel traced them.
	var x, y string
	w.waitLine(0, "the fight's button", func(l string) bool {
		f := strings.Fields(l)
		if len(f) == 4 && f[0] == "offer" && f[1] == strconv.Itoa(fight) {
			bx, _ := strconv.Atoi(f[2])
			by, _ := strconv.Atoi(f[3])
			x, y = strconv.Itoa(int(w.x)+bx), strconv.Itoa(int(w.y)+by)
			return true
		}
		return false
	})
	since := w.mark()
	w.move(x, y)
	w.waitFor(since, "odds "+label)
	w.screenshot()
	keepShot(shot, "odds.png")
}
