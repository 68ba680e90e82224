package main

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules/hex"
)

// TestWindowMusketAndPike plays the start of a Musket & Pike turn in the
// real window (issue 13 parts 2-3): Colonel Hesse's wing activated by its
// offer, Carvelle letting it (the pre-emption offer, in the other
// player's hands: the hotseat banner comes up each time), the Blue Horse
// dragged two hexes through its front hexes (2 MP in the autosave), then on
// sideways, which the rules refuse: its preview is red while dragged, and
// releasing changes nothing.
func TestWindowMusketAndPike(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the display smoke test builds and runs the whole program")
	}
	disp := display(t)
	dir := t.TempDir()
	const scen = "scenarios/mp.toml"
	sc, err := scenario.Open(scen)
	if err != nil {
		t.Fatal(err)
	}
	m, err := sc.State.Table.Hexes.Build(hex.Flags{})
	if err != nil {
		t.Fatal(err)
	}
	bin := build(t, dir)
	auto := filepath.Join(dir, "mp-autosave.json")
	shot := filepath.Join(dir, "mp.png")
	abs, _ := filepath.Abs(scen)
	w := launch(t, disp, bin, dir, sc.State.Table.Width, sc.State.Table.Height,
		"-scenario", abs, "-new", "-seed", "1", "-autosave", auto, "-shot-path", shot)
	at := func(label string) (string, string) { return w.at(m.Layout.Centre(m.MustLabel(label))) }

	// Each offer is pressed by its number, after a click on an empty hex
	// (the offers are traced as drawn after a click).
	offer := func(i, actions int) {
		since := w.mark()
		w.move(at("0202"))
		w.click()
		w.pressOffer(since, i)
		w.autosaved(since, actions)
	}
	offer(1, 1) // Activate Colonel Hesse's wing (Charge)
	offer(2, 2) // Let Colonel Hesse's wing activate (Carvelle declines to pre-empt)
	// The table is Lenburg's again: the hotseat banner waits for a click.
	w.move(at("0202"))
	w.click()

	// The Blue Horse from 0413 into 0513 and 0613: 2 MP. (The
	// Cuirassiers' hex also holds Colonel Hesse, whose marker is on top.)
	w.move(at("0413"))
	w.down()
	w.move(at("0513"))
	w.move(at("0613"))
	since := w.mark()
	w.up()
	w.autosaved(since, 3)
	g, err := game.Load(auto)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := g.State().Base("l-horse-2.1")
	if got := m.Label(m.Layout.At(b.Shape.Center)); got != "0613" || g.State().Used["l-horse-2.1"] != 2 {
		t.Errorf("the Blue Horse is in %s having used %v MP, want 0613 and 2", got, g.State().Used["l-horse-2.1"])
	}

	// On, sideways from 0613 into 0614: not a front hex.
	w.move(at("0613"))
	w.down()
	w.move(at("0614"))
	path := w.screenshot()
	img := decodePNG(t, path)
	if keep := os.Getenv("PLATEAU_SHOTS"); keep != "" {
		data, _ := os.ReadFile(path)
		os.WriteFile(filepath.Join(keep, "mp-refused.png"), data, 0o644)
	}
	x, y := m.Layout.Centre(m.MustLabel("0614")).X, m.Layout.Centre(m.MustLabel("0614")).Y
	px, py := int(w.ox+x*w.scale), int(w.oy+y*w.scale)
	r := int(m.Layout.Size * w.scale)
	red := count(img, imageRect(px-r, py-r, px+r, py+r), func(r, g, b uint32) bool { return r > 200 && g < 80 && b < 80 })
	if red < 20 {
		t.Errorf("dragged into a hex that is not a front one, the preview shows %d red pixels, want a red ghost", red)
	}
	w.up()
	w.move(at("0212")) // a frame after the release, before reading the autosave
	g, err = game.Load(auto)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(g.Log()); n != 3 {
		t.Errorf("after the refused drag the battle has %d actions, want 3", n)
	}
}

func imageRect(x0, y0, x1, y1 int) image.Rectangle { return image.Rect(x0, y0, x1, y1) }
