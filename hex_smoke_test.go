package main

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/rules/hex"
)

// TestWindowHexDrag drags a counter on a hex map in the real window, as a
// player does (issue 13 part 2): through two hexes, a Q press on the way,
// F12 while the tape is up, release. The counter must end on the last hex's
// centre, one vertex turned, and the autosave hold that one move.
func TestWindowHexDrag(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the display smoke test builds and runs the whole program")
	}
	disp := display(t)
	dir := t.TempDir()
	if keep := os.Getenv("PLATEAU_SHOTS"); keep != "" {
		dir = keep // keep the screenshot to look at
		os.Remove(filepath.Join(dir, "hex-autosave.json"))
	}
	const scen = "game/scenario/testdata/hexmap.toml"
	sc, err := scenario.Open(scen)
	if err != nil {
		t.Fatal(err)
	}
	m, err := sc.State.Table.Hexes.Build(hex.Flags{})
	if err != nil {
		t.Fatal(err)
	}
	bin := build(t, dir)
	auto := filepath.Join(dir, "hex-autosave.json")
	shot := filepath.Join(dir, "hex-drag.png")
	abs, _ := filepath.Abs(scen)
	w := launch(t, disp, bin, dir, sc.State.Table.Width, sc.State.Table.Height,
		"-scenario", abs, "-new", "-seed", "1", "-autosave", auto, "-shot-path", shot)
	at := func(label string) (string, string) { return w.at(m.Layout.Centre(m.MustLabel(label))) }

	// The Light Horse stands in 0410 facing V0; take it off-centre, into
	// 0510 and on to 0610, turn it a vertex with Q, shoot, release.
	start := m.Layout.Centre(m.MustLabel("0410"))
	w.move(w.at(start.Add(start.Sub(m.Layout.Centre(m.MustLabel("0409"))).Scale(0.1))))
	w.down()
	w.move(at("0510"))
	w.move(at("0610"))
	w.press("q")
	if got := w.screenshot(); got != shot {
		t.Fatalf("F12 wrote %s, want %s", got, shot)
	}
	since := w.mark()
	w.up()
	w.autosaved(since, 1)

	g, err := game.Load(auto)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := g.State().Base("b-horse.1")
	u, ok := m.Layout.UnitAt(b.Shape.Pose(), false, false)
	if !ok || m.Label(u.L) != "0610" || u.F != 1 {
		t.Errorf("b-horse.1 ended at %v facing %.3f rad (%+v, on the grid: %v), want on 0610 facing V1", b.Shape.Center, b.Shape.Facing, u, ok)
	}
	if n := len(g.Log()); n != 1 || len(g.Log()[0].Action.Moves[0].Path) != 4 {
		t.Errorf("the autosave holds %d actions, the first with path %v; want one move of 3 steps", n, g.Log()[0].Action.Moves)
	}
	if d := math.Abs(b.Shape.Facing - m.Layout.VertexAngle(1)); d > 1e-9 && math.Abs(d-2*math.Pi) > 1e-9 {
		t.Errorf("facing %.6f, want V1's %.6f", b.Shape.Facing, m.Layout.VertexAngle(1))
	}
}
