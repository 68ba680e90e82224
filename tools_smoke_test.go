package main

import (
	"os"
	"path/filepath"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// freshSample launches the window on a new battle of the embedded
// scenario name (seed 1, no autosave, F12 writing shot in the test's
// folder) and gives the battle's first state, as the window has it.
func freshSample(t *testing.T, name string) (*rules.State, *window, string) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: the display smoke test builds and runs the whole program")
	}
	disp := display(t)
	dir := t.TempDir()
	bin := build(t, dir)
	s := sampleBattle(t, name, nil, 0).State()
	shot := filepath.Join(dir, name+".png")
	w := launch(t, disp, bin, dir, s.Table.Width, s.Table.Height, "-scenario", name, "-new", "-autosave", "off", "-seed", "1", "-shot-path", shot)
	return s, w, shot
}

// keepShot copies the screenshot shot to $PLATEAU_SHOTS/name when that
// is set, for a person to look at.
func keepShot(shot, name string) {
	if d := os.Getenv("PLATEAU_SHOTS"); d != "" {
		if data, err := os.ReadFile(shot); err == nil {
			os.WriteFile(filepath.Join(d, name), data, 0o644)
		}
	}
}

// TestWindowTools opens the BnB sample, selects a unit of the side to
// play and turns on its tools (issue 11 item 3): C its C-in-C's command
// distances, R how far it moves, L the line of sight from it to the
// pointer, then T the threats. The screenshot shows the sight line in the verdict's colour
// and the bands in the army's.
func TestWindowTools(t *testing.T) {
	s, w, shot := freshSample(t, "bnb")
	var unit string
	for _, u := range s.Units {
		if u.Side == s.Active && u.Profile["cinc"] == 0 && len(u.Bases) > 0 {
			unit = u.Bases[0]
			break
		}
	}
	b, _ := s.Base(unit)
	w.move(w.at(clickPoint(s, unit)))
	w.click()
	w.press("c")
	w.press("r")
	// Point 25 cm ahead of the unit, over open ground or not: the line
	// is drawn either way, green or red.
	to := b.Shape.Center.Add(b.Shape.Forward().Scale(25))
	to = geom.V(max(2, min(s.Table.Width-2, to.X)), max(2, min(s.Table.Height-2, to.Y)))
	w.move(w.at(to))
	before := decodePNG(t, w.screenshot())
	w.press("l")
	img := decodePNG(t, w.screenshot())
	keepShot(shot, "tools.png")
	// T: the threats, the selected unit's attackers ringed.
	w.press("t")
	threats := decodePNG(t, w.screenshot())
	keepShot(shot, "threats.png")
	if threats.Bounds() != img.Bounds() {
		t.Fatal("the threats screenshot is of another size")
	}
	green := func(r, g, b uint32) bool { return g > 150 && r < 120 && b < 120 }
	red := func(r, g, b uint32) bool { return r > 180 && g < 90 && b < 90 }
	all := img.Bounds()
	if n := count(img, all, green) + count(img, all, red) - count(before, all, green) - count(before, all, red); n < 40 {
		t.Errorf("L added %d green or red pixels: no line of sight drawn", n)
	}
}

// TestWindowToolsWME selects the WME sample's General and shows his
// command bands (C), each tagged with what an order beyond it takes: the
// screenshot changes where they are drawn; then T, the threats.
func TestWindowToolsWME(t *testing.T) {
	s, w, shot := freshSample(t, "wme")
	var general string
	for _, u := range s.Units {
		if u.Side == s.Active && u.Type == "general" {
			general = u.Bases[0]
		}
	}
	if general == "" {
		t.Fatal("no General on the side to play")
	}
	b, _ := s.Base(general)
	w.move(w.at(b.Shape.Center))
	w.click()
	before := decodePNG(t, w.screenshot())
	w.press("c")
	after := decodePNG(t, w.screenshot())
	keepShot(shot, "wme-tools.png")
	w.press("c")
	w.press("t")
	w.screenshot()
	keepShot(shot, "wme-threats.png")
	changed := 0
	for y := 0; y < after.Bounds().Dy(); y++ {
		for x := 0; x < after.Bounds().Dx(); x++ {
			if before.At(x, y) != after.At(x, y) {
				changed++
			}
		}
	}
	if changed < 1000 {
		t.Errorf("C changed %d pixels: no command bands drawn", changed)
	}
}
