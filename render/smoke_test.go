package render_test

import (
	"context"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestWindowScreenshot runs the real window (plateau -screenshot) and
// checks the picture shows a table with both armies on it. It needs a
// display: run it under Xvfb (Xvfb :99 & DISPLAY=:99 go test ./render).
func TestWindowScreenshot(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no DISPLAY: run under Xvfb to smoke-test the window")
	}
	if testing.Short() {
		t.Skip("builds and runs the whole program")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "plateau")
	gomod, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatalf("go env GOMOD: %v", err)
	}
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = filepath.Dir(strings.TrimSpace(string(gomod)))
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	shot := filepath.Join(dir, "shot.png")
	run := exec.CommandContext(ctx, bin, "-new", "-autosave", "", "-seed", "1", "-screenshot", shot)
	run.Dir = dir
	if out, err := run.CombinedOutput(); err != nil {
		t.Fatalf("plateau -screenshot: %v\n%s", err, out)
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	b := img.Bounds()
	if b.Dx() < 640 || b.Dy() < 400 {
		t.Fatalf("screenshot is %v, want a window of at least 640×400", b)
	}
	// The default scenario: a sand table, Blue's and Red's bases.
	table := count(img, color.RGBA{0xc9, 0xc2, 0x9b, 0xff})
	blue := count(img, color.RGBA{0x2f, 0x5f, 0xb3, 0xff})
	red := count(img, color.RGBA{0xb8, 0x32, 0x2a, 0xff})
	if total := b.Dx() * b.Dy(); table < total/5 {
		t.Errorf("table colour covers %d of %d pixels, want at least a fifth", table, total)
	}
	if blue < 200 || red < 200 {
		t.Errorf("army colours: %d blue and %d red pixels, want at least 200 of each", blue, red)
	}
}

// count is the number of pixels of img within a small distance of c.
func count(img image.Image, c color.RGBA) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if near(r>>8, c.R) && near(g>>8, c.G) && near(bl>>8, c.B) {
				n++
			}
		}
	}
	return n
}

func near(a uint32, b uint8) bool { d := int(a) - int(b); return d >= -6 && d <= 6 }
