package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster/wmetest"
)

// sampleBattle plays up to n actions of a sample battle, seed 1, with its
// sample player (to its end when n is large enough).
func sampleBattle(t *testing.T, name string, p rulestest.Player, n int) *game.Match {
	t.Helper()
	sc, err := scenario.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	for range n {
		o, ok := rulestest.NextOffer(p, m.Rules().(rules.Offerer), m.State())
		if !ok {
			break
		}
		if _, err := m.Do(o.Action); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// sampleSave plays a sample battle to its end with its sample player and
// saves it in dir.
func sampleSave(t *testing.T, dir, name string, p rulestest.Player) string {
	t.Helper()
	m := sampleBattle(t, name, p, 3000)
	path := filepath.Join(dir, name+".json")
	if err := m.Save(path); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestReportCommand runs `plateau report` on both sample battles under
// Xvfb (issue 11 item 6): each writes report.md with its maps beside it and
// report.html with every map inside, each map a whole picture of the
// table; a second run into the same folder is refused and changes nothing;
// -no-maps needs no display.
func TestReportCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the report test builds the program and draws in a window")
	}
	disp := display(t)
	dir := t.TempDir()
	bin := build(t, dir)
	run := func(display string, args ...string) (string, error) {
		ctx, cancel := context.WithTimeout(context.Background(), stall)
		defer cancel()
		cmd := exec.CommandContext(ctx, bin, args...)
		cmd.Env, cmd.Dir = programEnv(display, dir), dir
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	for _, c := range []struct {
		name string
		p    rulestest.Player
	}{{"wme", &wmetest.Player{}}, {"bnb", &bnbtest.Player{}}} {
		save := sampleSave(t, dir, c.name, c.p)
		out := filepath.Join(dir, c.name+"-report")
		if said, err := run(disp, "report", save, "-out", out); err != nil {
			t.Fatalf("%s: plateau report: %v\n%s", c.name, err, said)
		}
		md, err := os.ReadFile(filepath.Join(out, "report.md"))
		if err != nil {
			t.Fatal(err)
		}
		page, err := os.ReadFile(filepath.Join(out, "report.html"))
		if err != nil {
			t.Fatal(err)
		}
		pngs, _ := filepath.Glob(filepath.Join(out, "*.png"))
		if len(pngs) < 5 {
			t.Fatalf("%s: %d maps, want one at the start and one after each phase in which something happened", c.name, len(pngs))
		}
		for _, p := range pngs {
			img := decodePNG(t, p)
			if b := img.Bounds(); b.Dx() < 640 || b.Dy() < 400 {
				t.Errorf("%s: %s is %v", c.name, filepath.Base(p), b)
			}
			// A picture of the table: its cloth colour covers a good part.
			cloth := count(img, img.Bounds(), func(r, g, b uint32) bool { return r > 180 && r < 215 && g > 175 && g < 205 && b > 130 && b < 170 })
			if cloth < img.Bounds().Dx()*img.Bounds().Dy()/10 {
				t.Errorf("%s: %s shows %d pixels of the table", c.name, filepath.Base(p), cloth)
			}
			if !strings.Contains(string(md), "]("+filepath.Base(p)+")") {
				t.Errorf("%s: report.md does not show %s", c.name, filepath.Base(p))
			}
		}
		if n := strings.Count(string(page), "data:image/png;base64,"); n != len(pngs) {
			t.Errorf("%s: report.html holds %d maps, want the %d drawn", c.name, n, len(pngs))
		}
		// Again into the same folder: refused, nothing touched.
		said, err := run(disp, "report", save, "-out", out)
		if err == nil || !strings.Contains(said, "already holds a report") {
			t.Errorf("%s: a second report into %s: %v, %q; want it refused", c.name, out, err, said)
		}
		if again, _ := os.ReadFile(filepath.Join(out, "report.html")); string(again) != string(page) {
			t.Errorf("%s: the refused report changed report.html", c.name)
		}
		// Without a display, the text alone.
		text := filepath.Join(dir, c.name+"-text")
		if said, err := run("", "report", "-no-maps", "-out", text, save); err != nil {
			t.Errorf("%s: report -no-maps without a display: %v\n%s", c.name, err, said)
		} else if pngs, _ := filepath.Glob(filepath.Join(text, "*.png")); len(pngs) != 0 {
			t.Errorf("%s: -no-maps drew %d maps", c.name, len(pngs))
		}
	}
}
