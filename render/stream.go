package render

import (
	"fmt"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// The streamer view (control/stream.go; issue 11 item 5): the table fills
// the window between two bands sized for a 1080p stream, the turn, the
// side to play and the phase in large type along the top with the score at
// the top right, the last action's rolls and what they did along the
// bottom, and the camera following the bases the last action concerned.
// The side panel, the phase bar's button and the hints are not drawn; the
// dialogs, the handover banner, the alerts and a refusal still are.

// Streamer view layout, in pixels.
const (
	streamTop    = 100.0
	streamBottom = 92.0
	streamPad    = 22.0
	streamDie    = 34.0 // a die's face in the bottom band
	// streamFollow is how much of the way the camera goes to the action
	// each tick: it arrives in about a third of a second.
	streamFollow = 0.2
	// streamMargin is how close (pixels) to the view's edges an action's
	// bases may stand before the camera moves to them.
	streamMargin = 60.0
	// streamLookBack is how many events back the view looks, when it
	// opens, for a roll to show.
	streamLookBack = 30
)

// streamState is what the streamer view keeps between frames: the events
// of the last action (found by the match's Version and the events' count)
// and the camera's way to the action.
type streamState struct {
	on      bool
	version uint64
	seen    int
	fresh   []rules.Event
	moving  bool
	target  pt // the camera origin it goes to
}

// streamBands are the view's bands: the table is fitted between them.
func (g *Game) streamView() box {
	return box{0, streamTop, float64(g.w), float64(g.h) - streamTop - streamBottom}
}

// updateStream follows the view's changes once a tick: fitting the table
// when the view is turned on or off, collecting the last action's events
// and moving the camera toward them. A replay (in either view) does the
// same with the action that led to the moment shown, so that stepping or
// playing one keeps its action in sight. panned is a pan the player made,
// which stops the camera going anywhere else.
func (g *Game) updateStream(panned bool) {
	st := &g.streamS
	on := g.ctrl.Stream()
	if on != st.on {
		st.on, st.version = on, 0
		g.fit()
		g.redraw = true
	}
	replay, replayed := g.ctrl.Replay()
	if !on && !replayed {
		return
	}
	if panned {
		st.moving = false
	}
	m := g.ctrl.Match()
	if v := m.Version(); v != st.version {
		evs := m.Events()
		switch {
		case replayed:
			// Back or forth, the moment shown is an action's result.
			st.fresh = append(st.fresh[:0], replay.Last()...)
		case st.version == 0:
			// The view just opened (a battle loaded, or V): show the
			// last roll of the battle so far, if there is a recent one.
			st.fresh = st.fresh[:0]
			for i := len(evs) - 1; i >= max(0, len(evs)-streamLookBack); i-- {
				if len(evs[i].Rolls) > 0 {
					st.fresh = append(st.fresh, evs[i])
					break
				}
			}
		case len(evs) >= st.seen:
			st.fresh = append(st.fresh[:0], evs[st.seen:]...)
		default:
			st.fresh = st.fresh[:0] // an undo
		}
		opened := st.version == 0
		st.version, st.seen = v, len(evs)
		if !opened { // a view just opened shows the table as fitted
			g.followAction(m.State(), st.fresh, g.actionView())
		}
	}
	if st.moving {
		d := st.target.sub(g.cam.origin)
		if d.len() < 0.5 {
			g.cam.origin, st.moving = st.target, false
		} else {
			g.cam.origin = g.cam.origin.add(d.scale(streamFollow))
		}
		g.redraw = true
	}
}

// actionView is the part of the screen where the camera brings an action:
// the streamer view's table, or the table less a replay's timeline and its
// card of rolls.
func (g *Game) actionView() box {
	if g.ctrl.Stream() {
		return g.streamView()
	}
	v := g.tableView()
	if g.replayShown() {
		v.h -= timelineHeight + replayRollsHeight
	}
	return v
}

// followAction moves the camera, zoom kept, by the least that brings the
// bases evs name inside view (streamMargin pixels clear of its edges), so
// that an action off screen comes into view and one on screen moves
// nothing.
func (g *Game) followAction(s *rules.State, evs []rules.Event, v box) {
	var lo, hi geom.Vec
	n := 0
	add := func(id string) {
		b, ok := s.Base(id)
		if !ok {
			return
		}
		p := b.Shape.Center
		if n == 0 {
			lo, hi = p, p
		}
		lo.X, lo.Y = math.Min(lo.X, p.X), math.Min(lo.Y, p.Y)
		hi.X, hi.Y = math.Max(hi.X, p.X), math.Max(hi.Y, p.Y)
		n++
	}
	for _, e := range evs {
		if e.Base != "" {
			add(e.Base)
		} else if u, ok := s.Unit(e.Unit); ok {
			for _, id := range u.Bases {
				add(id)
			}
		}
	}
	if n == 0 {
		return
	}
	in := box{v.x + streamMargin, v.y + streamMargin, v.w - 2*streamMargin, v.h - 2*streamMargin}
	a, z := g.cam.toScreen(lo), g.cam.toScreen(hi)
	shift := func(lo, hi, from, size float64) float64 {
		switch {
		case hi-lo > size:
			return from + size/2 - (lo+hi)/2 // wider than the view: centre it
		case lo < from:
			return from - lo
		case hi > from+size:
			return from + size - hi
		}
		return 0
	}
	d := pt{shift(a.X, z.X, in.x, in.w), shift(a.Y, z.Y, in.y, in.h)}
	if d == (pt{}) {
		return
	}
	g.streamS.target = g.cam.origin.add(d)
	g.streamS.moving = true
}

// drawStream draws the view's bands over the table.
func (g *Game) drawStream(dst *ebiten.Image, s *rules.State, offers []rules.Offer) {
	b := &g.b
	w, h := float64(g.w), float64(g.h)
	b.rect(0, 0, w, streamTop, colBar.alpha(0.92))
	side := hexRGBA(g.sideColour(s, s.Active), 1)
	who := g.sideName(s, s.Active) + " to play"
	if c, ok := choosingSide(s, offers); ok {
		who, side = g.sideName(s, c)+" to choose", hexRGBA(g.sideColour(s, c), 1)
	}
	b.rect(0, streamTop-4, w, 4, side)
	b.rect(0, h-streamBottom, w, streamBottom, colBar.alpha(0.92))
	turn := fmt.Sprintf("Turn %d", s.Turn)
	if s.Turn == 0 {
		turn = "Setup"
	}
	if g.ctrl.Over() {
		turn += " · battle over"
	}
	tw, _ := measureCached(turn, g.fonts.huge)
	mid := streamTop / 2
	x := streamPad + tw + 28
	b.rect(x, mid-13, 26, 26, side)
	b.flush(dst)
	label(dst, turn, g.fonts.huge, pt{streamPad, mid - 2}, alignLeft, colBarText)
	label(dst, who, g.fonts.large, pt{x + 38, mid - 12}, alignLeft, side.mix(colWhite, 0.35))
	label(dst, "phase: "+s.Phase, g.fonts.largeReg, pt{x + 38, mid + 16}, alignLeft, colDim)
	g.drawStreamScore(dst, s)
	g.drawStreamRolls(dst, s)
	if m := g.ctrl.Message(); m.Warn || m.Text != "" && time.Since(g.start)-m.At < messageLife {
		col := colBarText
		if m.Warn {
			col = colWarn
		}
		label(dst, g.shown(m.Text), g.fonts.normal, pt{streamPad, h - 14}, alignLeft, col)
	}
}

// drawStreamScore puts the ruleset's scoreboard at the top right, on a
// card over the table's corner.
func (g *Game) drawStreamScore(dst *ebiten.Image, s *rules.State) {
	sc, ok := g.score()
	if !ok {
		return
	}
	const width = 330.0
	tint := func(side int) rgba { return hexRGBA(g.sideColour(s, side), 1).mix(colWhite, colSideTintMix) }
	x := float64(g.w) - width - streamPad
	l := layoutScore(&g.fonts, x+10, 10, width-20, sc.board, tint, func(side int) string { return g.sideName(s, side) })
	if l.h == 0 {
		return
	}
	g.trace.score(l)
	g.b.rect(x, 4, width, math.Max(l.h+12, streamTop-12), colRule.alpha(0.6))
	g.b.flush(dst)
	for _, c := range l.chunks {
		label(dst, c.text, c.face, pt{c.box.x, c.box.y + c.box.h/2}, alignLeft, c.col)
	}
}

// drawStreamRolls shows the last action along the bottom: each event that
// rolled, in large type with its dice drawn big (the last two), or else
// the action's last line.
func (g *Game) drawStreamRolls(dst *ebiten.Image, s *rules.State) {
	area := box{0, float64(g.h) - streamBottom, float64(g.w), streamBottom}
	if g.drawRolls(dst, g.streamS.fresh, area, streamDie, g.fonts.largeReg) {
		return
	}
	if n := len(g.streamS.fresh); n > 0 {
		txt, _ := elide(g.shown(g.streamS.fresh[n-1].Text), g.fonts.large, float64(g.w)-2*streamPad)
		label(dst, txt, g.fonts.large, pt{streamPad, area.y + area.h/2 - 8}, alignLeft, colBarText)
	}
}

// drawRolls draws, in area, each of the last two events of evs that
// rolled: its dice die pixels wide in a row (as many as fit in a little
// over half the width, then "+N"), then what they did in face (or the
// normal face when there are two). False when none of evs rolled.
func (g *Game) drawRolls(dst *ebiten.Image, evs []rules.Event, area box, die float64, face text.Face) bool {
	var rolled []rules.Event
	for _, e := range evs {
		if len(e.Rolls) > 0 {
			rolled = append(rolled, e)
		}
	}
	if len(rolled) == 0 {
		return false
	}
	if len(rolled) > 2 {
		rolled = rolled[len(rolled)-2:]
	}
	if len(rolled) > 1 {
		face = g.fonts.normal
	}
	rowH := (area.h - 24) / float64(len(rolled))
	for i, e := range rolled {
		y := area.y + 6 + rowH*(float64(i)+0.5)
		size := math.Min(die, rowH-4)
		x := area.x + streamPad
		var ts []textOp
		most := int((area.w*0.55 - streamPad) / (size + 4))
		for k, r := range e.Rolls {
			if k == most {
				ts = append(ts, textOp{fmt.Sprintf("+%d", len(e.Rolls)-most), g.fonts.large, pt{x + 4, y}, alignLeft, colBarText})
				x += 48
				break
			}
			g.bigDie(r, x, y, size, &ts)
			x += size + 4
		}
		g.b.flush(dst)
		drawTexts(dst, ts)
		txt, _ := elide(g.shown(withoutFaces(e.Text)), face, area.x+area.w-x-2*streamPad)
		label(dst, txt, face, pt{x + 14, y}, alignLeft, colBarText)
	}
	return true
}

// bigDie queues a die of size pixels showing r, left edge at x, centred on
// y: pips for a six-sided die, the number for any other (M&P's d10 reads
// 0-9).
func (g *Game) bigDie(r dice.Roll, x, y, size float64, ts *[]textOp) {
	top := y - size/2
	g.b.rect(x, top, size, size, colDieEdge)
	g.b.rect(x+2, top+2, size-4, size-4, colDie)
	if r.Sides == 6 && r.Value >= 1 && r.Value <= 6 {
		third := size * 0.27
		for _, p := range pips[r.Value] {
			g.b.disc(pt{x + size/2 + p[0]*third, y + p[1]*third}, size*0.09, colInk)
		}
		return
	}
	*ts = append(*ts, textOp{fmt.Sprint(r.Value), g.fonts.large, pt{x + size/2, y}, alignCenter, colInk})
}
