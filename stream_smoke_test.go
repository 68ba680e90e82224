package main

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"plateau/rules/warmaster/wmetest"
)

// TestWindowStreamerView opens a WME battle in the streamer view (issue 11
// item 5), shoots it, leaves the view with V and shoots again. The view
// has the last roll's dice in its bottom band and no End-turn button; the
// usual view has the button back.
func TestWindowStreamerView(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the display smoke test builds and runs the whole program")
	}
	disp := display(t)
	dir := t.TempDir()
	bin := build(t, dir)
	m := sampleBattle(t, "wme", &wmetest.Player{}, 30)
	if len(m.Log()) != 30 {
		t.Fatalf("the sample player stopped after %d actions", len(m.Log()))
	}
	save := filepath.Join(dir, "battle.json")
	if err := m.Save(save); err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(dir, "stream.png")
	w := launch(t, disp, bin, dir, 180, 120, "-load", save, "-stream", "-autosave", "off", "-shot-path", shot)
	w.waitFor(0, "stream on")
	streamed := decodePNG(t, w.screenshot())
	keep := func(name string) {
		if dir := os.Getenv("PLATEAU_SHOTS"); dir != "" {
			data, _ := os.ReadFile(shot)
			os.WriteFile(filepath.Join(dir, name), data, 0o644)
		}
	}
	keep("stream.png")
	since := w.mark()
	w.press("v")
	w.waitFor(since, "stream off")
	usual := decodePNG(t, w.screenshot())
	keep("usual.png")

	b := streamed.Bounds()
	die := count(streamed, image.Rect(0, b.Dy()-92, 200, b.Dy()), func(r, g, bl uint32) bool { return r > 235 && g > 230 && bl > 215 })
	if die < 200 {
		t.Errorf("the streamer view's bottom band shows %d pixels of die faces, want the last roll's dice", die)
	}
	button := func(r, g, bl uint32) bool { return r < 80 && g > 95 && g < 125 && bl > 150 && bl < 180 } // #3a6ea5
	top := image.Rect(b.Dx()/2, 0, b.Dx(), 38)
	if n := count(streamed, top, button); n > 50 {
		t.Errorf("the streamer view shows %d pixels of the End-turn button, want none", n)
	}
	if n := count(usual, top, button); n < 500 {
		t.Errorf("back in the usual view, %d pixels of the End-turn button, want it drawn", n)
	}
}

// count is the number of pixels of r in img for which ok holds (8-bit
// channels).
func count(img image.Image, r image.Rectangle, ok func(r, g, b uint32) bool) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if ok(cr>>8, cg>>8, cb>>8) {
				n++
			}
		}
	}
	return n
}
