package render

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// The frame readout (issue 10 part 4: frames per second while dragging):
// F3 shows, in the top left corner of the table, the frames drawn per
// second and what the last second's frames cost to update and to draw (the
// CPU side: under software GL the GPU work is the driver's, inside the
// next frame's present). With -trace, each second it is on also prints
// "fps DRAWN UPDATE_MS DRAW_MS", so that a script can measure a drag.

// frameStats averages the frames of the last whole second.
type frameStats struct {
	on            bool
	since         time.Time
	frames        int
	update, draw  time.Duration
	shown         string // the readout of the last whole second
	fps           float64
	updMs, drawMs float64
}

// tick adds one frame's costs and, once a second, closes the second.
func (f *frameStats) tick(now time.Time, update, draw time.Duration) (closed bool) {
	if f.since.IsZero() {
		f.since = now
	}
	f.frames++
	f.update += update
	f.draw += draw
	el := now.Sub(f.since)
	if el < time.Second {
		return false
	}
	n := float64(f.frames)
	f.fps = n / el.Seconds()
	f.updMs = float64(f.update.Microseconds()) / 1000 / n
	f.drawMs = float64(f.draw.Microseconds()) / 1000 / n
	f.shown = fmt.Sprintf("%.0f fps · update %.1f ms · draw %.1f ms", f.fps, f.updMs, f.drawMs)
	f.since, f.frames, f.update, f.draw = now, 0, 0, 0
	return true
}

// drawFrames draws the readout when it is on.
func (g *Game) drawFrames(dst *ebiten.Image) {
	if !g.fps.on || g.fps.shown == "" {
		return
	}
	v := g.tableView()
	w, _ := measureCached(g.fps.shown, g.fonts.small)
	g.b.rect(v.x+6, v.y+6, w+12, 20, colBar.alpha(0.85))
	g.b.flush(dst)
	label(dst, g.fps.shown, g.fonts.small, pt{v.x + 12, v.y + 16}, alignLeft, colBarText)
}
