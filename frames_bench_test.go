package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"plateau/game/scenario"
	"plateau/game/scenario/scenariogen"
	"plateau/rules/geom"
)

// BenchmarkWindowDrag is the real window's frame while a base is dragged
// (issue 10: "frames per second, window under Xvfb + Mesa llvmpipe,
// dragging"), on the WME sample grown to 100, 400 and 1600 bases
// (scenariogen.Far). An op is one pointer step of a drag, from the pointer
// moved to the program having seen it (the next frame's input); the frame
// readout (F3) reports the frames drawn per second and their update and
// draw times, as the metrics fps, update-ms and draw-ms.
//
//	go test -run '^$' -bench WindowDrag -benchtime 200x .
func BenchmarkWindowDrag(b *testing.B) {
	disp := display(b)
	dir := b.TempDir()
	bin := build(b, dir)
	sample, err := scenario.Open("wme")
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{100, 400, 1600} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			sc, err := scenariogen.Far(sample, n)
			if err != nil {
				b.Fatal(err)
			}
			path := filepath.Join(dir, fmt.Sprintf("wme-%d.toml", n))
			if err := os.WriteFile(path, sc.Source, 0o644); err != nil {
				b.Fatal(err)
			}
			w := launch(b, disp, bin, dir, sc.State.Table.Width, sc.State.Table.Height,
				"-scenario", path, "-new", "-seed", "1", "-autosave", "off")
			w.press("F3")
			// Crossbowmen (1)'s middle stand, dragged north and back.
			b1, ok := sc.State.Base("emp-xbow-1.2")
			if !ok {
				b.Fatal("no emp-xbow-1.2 in the WME sample")
			}
			start := b1.Shape.Center
			w.move(w.at(start))
			w.down()
			since := w.mark()
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				dy := float64(i%40) * 0.5 // 0 to 20 cm north, then again
				w.move(w.at(start.Sub(geom.V(0, dy))))
			}
			b.StopTimer()
			w.up()
			var fps, upd, draw, k float64
			w.mu.Lock()
			for _, l := range w.lines[since:] {
				f := strings.Fields(l)
				if len(f) == 4 && f[0] == "fps" {
					a, _ := strconv.ParseFloat(f[1], 64)
					u, _ := strconv.ParseFloat(f[2], 64)
					d, _ := strconv.ParseFloat(f[3], 64)
					fps, upd, draw, k = fps+a, upd+u, draw+d, k+1
				}
			}
			w.mu.Unlock()
			if k > 0 {
				b.ReportMetric(fps/k, "fps")
				b.ReportMetric(upd/k, "update-ms")
				b.ReportMetric(draw/k, "draw-ms")
			}
		})
	}
}
