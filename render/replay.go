package render

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The replay's timeline (issue 11 part 4): a strip along the bottom of the
// table with every action a step, the turns marked, the moment shown, and
// the keys. A click on it shows that moment.

// timelineHeight is the strip's height, in pixels; replayRollsHeight the
// card above it that shows the dice of the action that led to the moment
// shown, replayDie a die's face on it.
const (
	timelineHeight    = 34.0
	replayRollsHeight = 66.0
	replayDie         = 24.0
)

var (
	colTimeline     = hexRGBA("#202328", 0.94)
	colTimelineRun  = hexRGBA("#3a6ea5", 1)
	colTimelineTurn = hexRGBA("#e8e6df", 0.55)
)

// timelineBox is the strip, and the track's left and right ends in it.
func (g *Game) timelineBox() (b box, x0, x1 float64) {
	x0, x1, _ = TimelineTrack(g.w, g.h)
	return box{0, float64(g.h) - msgHeight - timelineHeight, float64(g.w) - panelWidth, timelineHeight}, x0, x1
}

// TimelineTrack is where the replay's timeline track runs in a window of
// winW×winH pixels: from x0 (the start of the battle) to x1 (its end), at
// height y. Tests that click the timeline use it.
func TimelineTrack(winW, winH int) (x0, x1, y float64) {
	return 150, float64(winW) - panelWidth - 20, float64(winH) - msgHeight - timelineHeight/2
}

// replayShown reports whether the timeline is up.
func (g *Game) replayShown() bool { _, ok := g.ctrl.Replay(); return ok }

// drawTimeline draws the strip when a replay is shown.
func (g *Game) drawTimeline(dst *ebiten.Image) {
	v, ok := g.ctrl.Replay()
	if !ok {
		return
	}
	b, x0, x1 := g.timelineBox()
	n := max(v.Len(), 1)
	xOf := func(k int) float64 { return x0 + (x1-x0)*float64(k)/float64(n) }
	g.b.rect(b.x, b.y, b.w, b.h, colTimeline)
	mid := b.y + b.h/2
	g.b.rect(x0, mid-2, x1-x0, 4, colDim.mix(colTimeline, 0.5))
	g.b.rect(x0, mid-2, xOf(v.At())-x0, 4, colTimelineRun)
	for _, t := range v.Turns() {
		g.b.rect(xOf(t)-1, mid-9, 2, 18, colTimelineTurn)
	}
	cx := xOf(v.At())
	g.b.rect(cx-4, mid-11, 8, 22, colBarText)
	g.b.flush(dst)
	state := "paused"
	if playing, speed := g.ctrl.ReplayPlaying(); playing {
		state = fmt.Sprintf("playing %g a second", speed)
	}
	label(dst, fmt.Sprintf("REPLAY  %d / %d", v.At(), v.Len()), g.fonts.bold, pt{b.x + 10, mid - 7}, alignLeft, colBarText)
	label(dst, state+"  ·  ←/→ Shift Space +/− Esc", g.fonts.small, pt{b.x + 10, mid + 8}, alignLeft, colDim)
	g.trace.replay(v.At(), v.Len())
	g.drawReplayRolls(dst, b, v.At())
}

// drawReplayRolls shows, on a card just above the timeline strip, the dice
// of the action that led to the moment shown, drawn big with what they did
// (issue 11 part 4: "showing each action's dice and result"); an action
// that rolled nothing leaves the table clear, the message line saying what
// it did.
func (g *Game) drawReplayRolls(dst *ebiten.Image, strip box, at int) {
	dice := 0
	for _, e := range g.streamS.fresh {
		dice += len(e.Rolls)
	}
	g.trace.replayDice(at, dice)
	if dice == 0 {
		return
	}
	card := box{strip.x, strip.y - replayRollsHeight, strip.w, replayRollsHeight}
	g.b.rect(card.x, card.y, card.w, card.h, colTimeline.alpha(0.88))
	g.b.flush(dst)
	g.drawRolls(dst, g.streamS.fresh, box{card.x, card.y + 2, card.w, card.h + 16}, replayDie, g.fonts.normal)
}

// timelineAt is the moment a click at p on the strip shows, false when p
// is not on it.
func (g *Game) timelineAt(p pt) (int, bool) {
	v, ok := g.ctrl.Replay()
	if !ok {
		return 0, false
	}
	b, x0, x1 := g.timelineBox()
	if !b.contains(p) || p.X < x0-8 {
		return 0, false
	}
	f := math.Max(0, math.Min(1, (p.X-x0)/(x1-x0)))
	return int(math.Round(f * float64(v.Len()))), true
}
