package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/render"
	"plateau/rules"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster/wmetest"
)

// TestWindowReplay runs `plateau -replay SAVE` in the real window on 40
// presses of the WME sample battle (issue 11 part 4): it opens at the
// start, → steps an action, End goes to the end, Home back, a click on the
// timeline shows the moment under it; the screenshot shows the timeline;
// the save is untouched. PLATEAU_SHOTS=dir keeps the screenshot.
func TestWindowReplay(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the display smoke test builds and runs the whole program")
	}
	disp := display(t)
	dir := t.TempDir()
	bin := build(t, dir)

	sc, err := scenario.Open("wme")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	of := m.Rules().(rules.Offerer)
	p := &wmetest.Player{}
	rolled, dice := 0, 0 // the first action that rolled dice (its moment), and how many
	for k := range 40 {
		o, ok := rulestest.NextOffer(p, of, m.State())
		if !ok {
			t.Fatalf("turn %d, %s: the player presses nothing", m.State().Turn, m.State().Phase)
		}
		evs, err := m.Do(o.Action)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, e := range evs {
			n += len(e.Rolls)
		}
		if rolled == 0 && n > 0 {
			rolled, dice = k+1, n
		}
	}
	if rolled == 0 {
		t.Fatal("no action of the 40 rolled a die")
	}
	save := filepath.Join(dir, "battle.json")
	if err := m.Save(save); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(save)
	n := len(m.Log())
	of2 := " " + strconv.Itoa(n)

	shot := filepath.Join(dir, "f12.png")
	win := launch(t, disp, bin, dir, 180, 120, "-replay", save, "-shot-path", shot)
	win.waitFor(0, "replay 0"+of2)
	since := win.mark()
	win.press("Right")
	win.waitFor(since, "replay 1"+of2)
	since = win.mark()
	win.press("End")
	win.waitFor(since, "replay "+strconv.Itoa(n)+of2)
	since = win.mark()
	win.press("Home")
	win.waitFor(since, "replay 0"+of2)
	// Stepping to the first action that rolled shows its dice on the card
	// above the timeline, as many as it rolled.
	for k := 1; k <= rolled; k++ {
		since = win.mark()
		win.press("Right")
		win.waitFor(since, "replay "+strconv.Itoa(k)+of2)
	}
	win.waitFor(since, fmt.Sprintf("replay-dice %d %d", rolled, dice))
	if keep := os.Getenv("PLATEAU_SHOTS"); keep != "" {
		data, _ := os.ReadFile(win.screenshot())
		os.WriteFile(filepath.Join(keep, "wme-replay-dice.png"), data, 0o644)
	}
	since = win.mark()
	win.press("Home")
	win.waitFor(since, "replay 0"+of2)

	// The middle of the timeline's track.
	ww, wh := windowSize(t, win)
	x0, x1, y := render.TimelineTrack(ww, wh)
	win.move(strconv.Itoa(int(win.x+(x0+x1)/2)), strconv.Itoa(int(win.y+y)))
	since = win.mark()
	win.click()
	half := n / 2
	win.waitLine(since, "the moment under the click", func(l string) bool {
		f := strings.Fields(l)
		if len(f) != 3 || f[0] != "replay" {
			return false
		}
		k, _ := strconv.Atoi(f[1])
		return k >= half-1 && k <= half+1
	})
	path := win.screenshot()
	img := decodePNG(t, path)
	blue := 0 // the track's played part, #3a6ea5
	for px := int(x0); px < int((x0+x1)/2); px++ {
		r, g, b, _ := img.At(px, int(y)).RGBA()
		if r>>8 < 80 && g>>8 > 90 && g>>8 < 130 && b>>8 > 140 {
			blue++
		}
	}
	if blue < int((x1-x0)/4) {
		t.Errorf("the screenshot shows %d pixels of the timeline's played part, want most of the half track", blue)
	}
	if keep := os.Getenv("PLATEAU_SHOTS"); keep != "" {
		data, _ := os.ReadFile(path)
		os.WriteFile(filepath.Join(keep, "wme-replay.png"), data, 0o644)
	}
	after, _ := os.ReadFile(save)
	if !bytes.Equal(before, after) {
		t.Error("watching the replay changed its save")
	}
}

// windowSize is the window's size as its first frame said.
func windowSize(t *testing.T, w *window) (int, int) {
	t.Helper()
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, l := range w.lines {
		if f := strings.Fields(l); len(f) == 3 && f[0] == "ready" {
			a, _ := strconv.Atoi(f[1])
			b, _ := strconv.Atoi(f[2])
			return a, b
		}
	}
	t.Fatal("no ready line")
	return 0, 0
}
