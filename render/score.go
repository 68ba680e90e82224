package render

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"plateau/game/control"
	"plateau/rules"
	"plateau/rules/geom"
)

// The scoreboard (the top of the side panel) and the state markers on the
// bases, both from the ruleset's rules.Scorer: the window shows what the
// ruleset counts and never counts anything itself.

// Scoreboard spacing, in pixels.
const (
	scoreLineH = 17.0 // a line of the scoreboard
	scoreGap   = 12.0 // between two items on a line
	scoreTop   = 6.0  // from the panel's top to the first line's top
)

var (
	colMarkHurt  = hexRGBA("#c0392b", 1)
	colMarkState = hexRGBA("#e0a020", 1)
	colMarkDone  = hexRGBA("#63686f", 1)
)

// scoreChunk is one piece of the scoreboard as laid out: a side's name or
// one of its items, in its box (text inset 0, centred vertically).
type scoreChunk struct {
	text string
	face text.Face
	col  rgba
	box  box
}

// scoreLayout is the scoreboard laid out in a column: its pieces and the
// height they take.
type scoreLayout struct {
	chunks []scoreChunk
	h      float64
}

// layoutScore lays the scoreboard out from (x, y) in a column width pixels
// wide: the battle's lines first, then each side on its own line(s): its
// name in its colour, then its items, each kept whole on one line (a
// line is broken between items, and an item wider than the column between
// words), alarms in the warning colour. No two pieces overlap and none
// leaves the column (TestLayoutScore).
func layoutScore(f *fonts, x, y, width float64, sb rules.Scoreboard, tint func(side int) rgba, name func(side int) string) scoreLayout {
	var l scoreLayout
	// The items start in a column after the longest side name, so that the
	// sides' items line up, unless the names would take a third of it.
	indent := 0.0
	for _, ss := range sb.Sides {
		w, _ := measure(name(ss.Side), f.strong)
		indent = max(indent, w+scoreGap)
	}
	if indent > width/3 {
		indent = 0
	}
	left := x // where a line of the piece being put starts
	cx, line := x, y
	newLine := func() { cx, line = left, line+scoreLineH }
	put := func(s string, face text.Face, col rgba) {
		for _, part := range wrap(s, face, x+width-left) {
			w, _ := measure(part, face)
			if cx > left && cx+w > x+width {
				newLine()
			}
			l.chunks = append(l.chunks, scoreChunk{part, face, col, box{cx, line, w, scoreLineH}})
			cx += w + scoreGap
			if cx > x+width {
				cx = x + width
			}
		}
	}
	started := false
	if len(sb.Battle) > 0 {
		put(strings.Join(sb.Battle, " · "), f.small, colDetail)
		started = true
	}
	for _, ss := range sb.Sides {
		if len(ss.Items) == 0 {
			continue
		}
		left = x
		if started {
			newLine()
		}
		started = true
		put(name(ss.Side), f.strong, tint(ss.Side))
		left = x + indent
		cx = max(cx, left)
		for _, it := range ss.Items {
			col := colBarText
			if it.Alarm {
				col = colWarn
			}
			put(it.Text, f.small, col)
		}
	}
	if started {
		l.h = line + scoreLineH - y
	}
	return l
}

// scoreMemo is the ruleset's scoreboard and every unit's markers, asked
// once per state (Match.Version) rather than on every drawn frame by the
// panel, the labels' cache key, the badges and the hover line.
type scoreMemo struct {
	match   control.Match
	version uint64
	ok      bool // the ruleset keeps a score
	board   rules.Scoreboard
	markers map[string][]rules.Marker
}

// score is the scoreboard and markers of the current state; ok is false
// when the ruleset keeps no score.
func (g *Game) score() (*scoreMemo, bool) {
	m := g.ctrl.Match()
	memo := &g.scoreMemo
	if memo.match != m || memo.version != m.Version() || memo.markers == nil {
		*memo = scoreMemo{match: m, version: m.Version(), markers: map[string][]rules.Marker{}}
		if sc, ok := m.Rules().(rules.Scorer); ok {
			s := m.State()
			memo.ok, memo.board = true, sc.Score(s)
			for i := range s.Units {
				if ms := sc.Markers(s, s.Units[i].ID); len(ms) > 0 {
					memo.markers[s.Units[i].ID] = ms
				}
			}
		}
	}
	return memo, memo.ok
}

// drawScore draws the scoreboard at the top of panel p and returns the y
// below it (p.y when there is none).
func (g *Game) drawScore(dst *ebiten.Image, s *rules.State, p box) float64 {
	sc, ok := g.score()
	if !ok {
		return p.y
	}
	tint := func(side int) rgba { return hexRGBA(g.sideColour(s, side), 1).mix(colWhite, colSideTintMix) }
	l := layoutScore(&g.fonts, p.x+panelPad, p.y+scoreTop, p.w-2*panelPad, sc.board, tint,
		func(side int) string { return g.sideName(s, side) })
	if l.h == 0 {
		return p.y
	}
	g.trace.score(l)
	bottom := p.y + scoreTop + l.h + 4
	g.b.rect(p.x+panelPad, bottom, p.w-2*panelPad, 1, colRule)
	g.b.flush(dst)
	for _, c := range l.chunks {
		label(dst, c.text, c.face, pt{c.box.x, c.box.y + c.box.h/2}, alignLeft, c.col)
	}
	return bottom + 1
}

// markerText is the markers of a unit in words, for the message line:
// "lost 1 of 3 stands, 2 wounds".
func markerText(ms []rules.Marker) string {
	ts := make([]string, len(ms))
	for i, m := range ms {
		ts[i] = m.Title
	}
	return strings.Join(ts, ", ")
}

// Marker badges, in pixels.
const (
	badgeH     = 14.0
	badgeInset = 3.0
	badgeGap   = 2.0
	badgeLead  = 5.0 // between a tag's text and its first badge
)

// badgeWidth is one marker's badge width: at least square.
func badgeWidth(f *fonts, m rules.Marker) float64 {
	w, _ := measureCached(m.Code, f.badge)
	return max(badgeH, w+2*badgeInset)
}

// marksWidth is the room a tag gives its unit's badges after its text.
func marksWidth(f *fonts, ms []rules.Marker) float64 {
	if len(ms) == 0 {
		return 0
	}
	w := badgeLead - badgeGap
	for _, m := range ms {
		w += badgeWidth(f, m) + badgeGap
	}
	return w
}

// badgeText is a badge's code, queued until the badges' shapes are drawn.
type badgeText struct {
	text string
	at   pt
	fg   rgba
}

// markColours are a marker's badge and text colours by kind: red for
// what it lost, amber for a state that limits it, grey for what it did.
func markColours(m rules.Marker) (bg, fg rgba) {
	switch m.Kind {
	case rules.MarkHurt:
		return colMarkHurt, colPaper
	case rules.MarkState:
		return colMarkState, colInk
	}
	return colMarkDone, colPaper
}

// queueBadges queues the shapes of a row of badges from x, centred on
// mid, at most h high, and returns their texts appended to out.
func (g *Game) queueBadges(ms []rules.Marker, x, mid, h float64, out []badgeText) []badgeText {
	bh := min(badgeH, h)
	for _, m := range ms {
		w := badgeWidth(&g.fonts, m)
		bg, fg := markColours(m)
		g.b.rect(x, mid-bh/2, w, bh, bg)
		out = append(out, badgeText{m.Code, pt{x + w/2, mid}, fg})
		x += w + badgeGap
	}
	return out
}

func (g *Game) drawBadgeTexts(dst *ebiten.Image, ts []badgeText) {
	for _, t := range ts {
		label(dst, t.text, g.fonts.badge, t.at, alignCenter, t.fg)
	}
}

// drawMarkers draws, for a unit with markers whose tag was left out at
// this zoom (its tag carries them otherwise, drawUnitTags), a row of
// badges centred on its bases, so that its state shows still. Units being
// dragged are left out.
func (g *Game) drawMarkers(dst *ebiten.Image, s *rules.State, skip map[string]bool, lay *labelLayout) {
	sc, ok := g.score()
	if !ok {
		return
	}
	tagged := make(map[string]bool, len(lay.units))
	for _, t := range lay.units {
		tagged[t.unit] = true
	}
	var texts []badgeText
	view := g.tableView()
	for i := range s.Units {
		u := &s.Units[i]
		if tagged[u.ID] {
			continue
		}
		ms := sc.markers[u.ID]
		if len(ms) == 0 {
			continue
		}
		var sum geom.Vec
		n := 0
		for _, id := range u.Bases {
			if b, ok := s.Base(id); ok && !skip[id] {
				sum = sum.Add(b.Shape.Center)
				n++
			}
		}
		if n == 0 {
			continue
		}
		c := g.cam.toScreen(sum.Scale(1 / float64(n)))
		total := marksWidth(&g.fonts, ms) - badgeLead
		bx := c.X - total/2
		if !view.overlaps(box{bx, c.Y - badgeH/2, total, badgeH}) {
			continue
		}
		// A dark rim under the row reads on any base colour.
		g.b.rect(bx-1, c.Y-badgeH/2-1, total+2, badgeH+2, colInk.alpha(0.8))
		texts = g.queueBadges(ms, bx, c.Y, badgeH, texts)
	}
	g.b.flush(dst)
	g.drawBadgeTexts(dst, texts)
}
