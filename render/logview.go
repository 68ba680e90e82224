package render

import (
	"fmt"
	"image"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"plateau/rules"
	"plateau/rules/dice"
)

// Event log layout, in pixels. The log is what a streamer's audience reads
// from across the room: 14 px text at the least, dice drawn as dice.
const (
	logLineH  = 21.0 // a 14 px line with room for a die
	logGap    = 5.0  // between two events
	logIndent = 11.0 // the text's left edge, right of the side marker
	logMarker = 4.0  // the side marker's width
	dieSize   = 18.0
	dieGap    = 3.0 // between two dice of one roll
	// logWheel is how many lines a wheel notch scrolls.
	logWheel = 3
)

var (
	colDie      = hexRGBA("#f4f1e6", 1)
	colDieEdge  = hexRGBA("#6b675c", 1)
	colFresh    = hexRGBA("#262b31", 1) // behind the events of the last action
	colScroll   = hexRGBA("#55585e", 1)
	colLogTrack = hexRGBA("#24272b", 1)
)

// logItem is a run of words or a die, placed on one line of an event.
type logItem struct {
	x    float64 // from the text's left edge
	text string  // the words; empty for a die
	die  dice.Roll
}

// logEntry is an event laid out for the panel, kept until the event or the
// width changes: wrapping measures every word, too slow to redo each frame
// for a long battle.
type logEntry struct {
	ev    rules.Event
	width float64
	cite  bool // laid out with the rule citations (Controller.Citations)
	lines [][]logItem
}

func (e *logEntry) height() float64 { return float64(len(e.lines)) * logLineH }

// logToken is a word or a die before wrapping. A glued word follows the
// previous token without a space (the comma after a die). A token that
// starts a group of keep tokens wraps with them, so that dice never part
// from their total.
type logToken struct {
	text  string
	die   dice.Roll
	isDie bool
	glued bool
	keep  int
}

// logTokens splits an event's text into words and puts its dice in the
// line: where the text writes their faces ("18 dice need 4+ [5][3]… = 7
// hits"), after "rolled" when the text states their total there ("rolled
// [3][5] = 8"), else in front of the text.
func logTokens(e rules.Event) []logToken {
	words := strings.Fields(e.Text)
	if toks, ok := inlineDice(words, e.Rolls); ok {
		return toks
	}
	dieToks := make([]logToken, len(e.Rolls))
	sum := 0
	for i, r := range e.Rolls {
		dieToks[i] = logToken{die: r, isDie: true}
		sum += r.Value
	}
	var out []logToken
	placed := len(e.Rolls) == 0
	for i := 0; i < len(words); i++ {
		out = append(out, logToken{text: words[i]})
		if placed || i+1 >= len(words) || !isRollWord(words[i]) {
			continue
		}
		n, rest, ok := leadingInt(words[i+1])
		if !ok || n != sum {
			continue
		}
		start := len(out)
		out = append(out, dieToks...)
		if len(e.Rolls) > 1 {
			out = append(out, logToken{text: "= " + words[i+1]})
		} else if rest != "" {
			out = append(out, logToken{text: rest, glued: true}) // one die is its own total
		}
		out[start].keep = len(out) - start
		i++
		placed = true
	}
	if !placed {
		out = append(dieToks, out...)
	}
	return out
}

// inlineDice draws the dice where the text writes their faces: each
// word that starts with faces ("[5][3][1]" or "[4],") becomes those dice,
// taken from rolls in order, its total ("= 7") kept with the last of
// them. ok is false unless the faces in the text are exactly rolls.
func inlineDice(words []string, rolls []dice.Roll) ([]logToken, bool) {
	if len(rolls) == 0 {
		return nil, false
	}
	var out []logToken
	next := 0 // the first roll not yet placed
	for i := 0; i < len(words); i++ {
		vals, rest, ok := faceRun(words[i])
		if !ok {
			out = append(out, logToken{text: words[i]})
			continue
		}
		if next+len(vals) > len(rolls) {
			return nil, false
		}
		start := len(out)
		for k, v := range vals {
			if r := rolls[next+k]; r.Value != v {
				return nil, false
			}
			out = append(out, logToken{die: rolls[next+k], isDie: true})
		}
		next += len(vals)
		switch {
		case rest != "":
			out = append(out, logToken{text: rest, glued: true})
		case i+2 < len(words) && words[i+1] == "=":
			out = append(out, logToken{text: "= " + words[i+2]})
			i += 2
		}
		// A few dice wrap with their total; a big roll wraps by itself.
		out[start].keep = len(out) - start
	}
	return out, next == len(rolls)
}

// faceRun parses the dice faces a word starts with, written "[3][5]",
// and returns them and the rest of the word ("[3][5]," gives 3, 5 and ",").
func faceRun(w string) ([]int, string, bool) {
	var vals []int
	for strings.HasPrefix(w, "[") {
		end := strings.IndexByte(w, ']')
		if end < 0 {
			break
		}
		v, err := strconv.Atoi(w[1:end])
		if err != nil {
			break
		}
		vals = append(vals, v)
		w = w[end+1:]
	}
	return vals, w, len(vals) > 0
}

// withoutFaces is text with the dice faces it writes ("[3][5]") taken
// out, for a line drawn beside its dice: "9 dice need 4+ [3][5] = 2 hits"
// reads "9 dice need 4+ = 2 hits".
func withoutFaces(text string) string {
	words := strings.Fields(text)
	out := words[:0]
	for _, w := range words {
		if _, rest, ok := faceRun(w); ok {
			if rest == "" {
				continue
			}
			if len(out) > 0 {
				out[len(out)-1] += rest // "[4]," keeps its comma
				continue
			}
			w = rest
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

func isRollWord(w string) bool {
	switch strings.ToLower(strings.Trim(w, ",.;:")) {
	case "rolled", "rolls", "roll", "rolling":
		return true
	}
	return false
}

// leadingInt parses the number a word starts with and returns the rest
// ("8," gives 8 and ",").
func leadingInt(w string) (int, string, bool) {
	end := 0
	for end < len(w) && w[end] >= '0' && w[end] <= '9' {
		end++
	}
	n, err := strconv.Atoi(w[:end])
	return n, w[end:], err == nil
}

// layoutLog wraps tokens to width pixels in face. A word wider than the
// whole width is cut into pieces that fit, rather than clipped.
func layoutLog(toks []logToken, face text.Face, width float64) [][]logItem {
	toks = splitLongWords(toks, face, width)
	space := spaceWidth(face)
	lines := [][]logItem{nil}
	x := 0.0 // the end of the line so far
	for ti, t := range toks {
		if t.keep > 1 && x > 0 && x+space+groupWidth(toks[ti:ti+t.keep], face, space) > width {
			lines = append(lines, nil)
			x = 0
		}
		line := &lines[len(lines)-1]
		n := len(*line)
		var last *logItem
		if n > 0 {
			last = &(*line)[n-1]
		}
		if t.isDie {
			gap := 0.0
			switch {
			case last == nil:
			case last.text == "":
				gap = dieGap
			default:
				gap = space
			}
			if x+gap+dieSize > width && n > 0 {
				// A big roll (a pursuit's 21 dice) wraps in rows that start
				// at the text's left edge, like words.
				lines = append(lines, nil)
				line, gap, x = &lines[len(lines)-1], 0, 0
			}
			*line = append(*line, logItem{x: x + gap, die: t.die})
			x += gap + dieSize
			continue
		}
		// Words extend the run before them, measured as a whole so that
		// kerning matches what is drawn.
		if last != nil && last.text != "" {
			sep := " "
			if t.glued {
				sep = ""
			}
			try := last.text + sep + t.text
			if w, _ := measure(try, face); last.x+w <= width || t.glued {
				last.text, x = try, last.x+w
				continue
			}
			lines = append(lines, nil)
			line, last, n = &lines[len(lines)-1], nil, 0
		}
		gap := 0.0
		if last != nil && !t.glued {
			gap = space
		}
		w, _ := measure(t.text, face)
		if x+gap+w > width && n > 0 && !t.glued {
			lines = append(lines, nil)
			line, gap, x = &lines[len(lines)-1], 0, 0
		}
		if len(*line) == 0 {
			x = 0
		}
		*line = append(*line, logItem{x: x + gap, text: t.text})
		x += gap + w
	}
	return lines
}

// splitLongWords cuts every word wider than width into pieces that fit.
func splitLongWords(toks []logToken, face text.Face, width float64) []logToken {
	var out []logToken
	for i, t := range toks {
		if t.isDie {
			if out != nil {
				out = append(out, t)
			}
			continue
		}
		if w, _ := measure(t.text, face); w <= width {
			if out != nil {
				out = append(out, t)
			}
			continue
		}
		if out == nil {
			out = append(make([]logToken, 0, len(toks)+4), toks[:i]...)
		}
		r := []rune(t.text)
		first := true
		for len(r) > 0 {
			n := len(r)
			for n > 1 {
				if w, _ := measure(string(r[:n]), face); w <= width {
					break
				}
				n--
			}
			piece := logToken{text: string(r[:n])}
			if first {
				piece.glued, piece.keep = t.glued, t.keep
			}
			out = append(out, piece)
			r, first = r[n:], false
		}
	}
	if out == nil {
		return toks
	}
	return out
}

// groupWidth is the width of toks laid out on one line.
func groupWidth(toks []logToken, face text.Face, space float64) float64 {
	w := 0.0
	for i, t := range toks {
		if i > 0 {
			switch {
			case t.glued:
			case t.isDie && toks[i-1].isDie:
				w += dieGap
			default:
				w += space
			}
		}
		if t.isDie {
			w += dieSize
		} else {
			tw, _ := measure(t.text, face)
			w += tw
		}
	}
	return w
}

func spaceWidth(face text.Face) float64 {
	a, _ := measure("a a", face)
	b, _ := measure("aa", face)
	return a - b
}

// logFace is the face an event is written in: the turn and phase lines in
// bold, so that the audience sees where a turn begins.
func (g *Game) logFace(e rules.Event) text.Face {
	if e.Kind == "phase" || e.Kind == "turn" {
		return g.fonts.strong
	}
	return g.fonts.normal
}

// logEntries lays out every event for width, reusing the layouts of the
// events that did not change.
func (g *Game) logEntries(evs []rules.Event, width float64) []logEntry {
	c := g.hud.logCache
	if len(c) > len(evs) {
		c = c[:len(evs)]
	}
	for i, e := range evs {
		cite := g.ctrl.Citations()
		if i < len(c) && c[i].width == width && c[i].cite == cite && sameEvent(c[i].ev, e) {
			continue
		}
		shown := e
		shown.Text = g.shown(e.Text)
		le := logEntry{ev: e, width: width, cite: cite, lines: layoutLog(logTokens(shown), g.logFace(e), width)}
		if i < len(c) {
			c[i] = le
		} else {
			c = append(c, le)
		}
	}
	g.hud.logCache = c
	return c
}

func sameEvent(a, b rules.Event) bool {
	return a.Text == b.Text && a.Kind == b.Kind && a.Side == b.Side && slices.Equal(a.Rolls, b.Rolls)
}

// drawLog draws the event log in area (header included): newest at the
// bottom, scrolled back by the wheel, the events of the last action on a
// lighter ground.
func (g *Game) drawLog(dst *ebiten.Image, s *rules.State, area box) {
	evs := g.ctrl.Match().Events()
	h := &g.hud
	if !h.logInit {
		// A resumed battle's events are not news.
		h.logInit, h.logSeen, h.freshFrom = true, len(evs), len(evs)
	}
	if len(evs) != h.logSeen {
		// New events bring the view back to the latest: that is what the
		// players and the audience want to see after a roll.
		if len(evs) > h.logSeen {
			h.freshFrom = h.logSeen
		} else {
			h.freshFrom = len(evs)
		}
		h.logSeen, h.logScroll = len(evs), 0
	}
	x := area.x + panelPad
	y := area.y
	textW := area.w - 2*panelPad - logIndent - 6 // 6: the scroll bar
	entries := g.logEntries(evs, textW)

	view := box{area.x, y + headerGap - 6, area.w, area.y + area.h - (y + headerGap - 6) - 4}
	total := 0.0
	for i := range entries {
		total += entries[i].height() + logGap
	}
	maxScroll := max(0, total-view.h)
	h.logScroll = clamp(h.logScroll, 0, maxScroll)

	hint := ""
	switch {
	case h.logScroll > 0:
		hint = "scrolled back · wheel down"
	case maxScroll > 0:
		hint = "wheel for older"
	}
	label(dst, "LOG", g.fonts.small, pt{x, y}, alignLeft, colDim)
	if hint != "" {
		label(dst, hint, g.fonts.small, pt{area.x + area.w - panelPad, y}, alignRight, colDim)
	}
	if len(evs) == 0 {
		label(dst, "nothing yet", g.fonts.normal, pt{x, view.y + logLineH/2}, alignLeft, colDim)
		return
	}
	if view.h < logLineH {
		return
	}

	clip := dst.SubImage(image.Rect(int(view.x), int(view.y), int(view.x+view.w), int(view.y+view.h))).(*ebiten.Image)
	var ts []textOp
	// A short log reads from the top; a long one keeps the newest event at
	// the bottom of the view.
	bottom := view.y + min(view.h, total-logGap) + h.logScroll
	for i := len(entries) - 1; i >= 0; i-- {
		e := &entries[i]
		top := bottom - e.height()
		if bottom > view.y+view.h+0.5 {
			bottom = top - logGap
			continue
		}
		// The oldest event shown may be cut at the top, but only by whole
		// lines (a cut line reads as clutter): a tall event (a dozen dice)
		// still shows its result rather than leaving the space blank.
		first := 0
		for first < len(e.lines) && top+float64(first)*logLineH < view.y-0.5 {
			first++
		}
		if first == len(e.lines) {
			break
		}
		shown := top + float64(first)*logLineH
		side := hexRGBA(g.sideColour(s, e.ev.Side), 1)
		if i >= h.freshFrom {
			g.b.rect(area.x+4, shown-2, area.w-12, bottom-shown+4, colFresh)
		}
		g.b.rect(x, shown+2, logMarker, bottom-shown-4, side)
		col := colBarText
		if e.ev.Kind == "phase" || e.ev.Kind == "turn" {
			col = side.mix(colWhite, colSideTintMix)
		}
		face := g.logFace(e.ev)
		for k, line := range e.lines {
			if k < first {
				continue
			}
			mid := top + float64(k)*logLineH + logLineH/2
			for _, it := range line {
				at := x + logIndent + it.x
				if it.text == "" {
					g.drawDie(it.die, at, mid, &ts)
					continue
				}
				ts = append(ts, textOp{it.text, face, pt{at, mid}, alignLeft, col})
			}
		}
		bottom = top - logGap
		if first > 0 {
			break // the view is full
		}
	}
	if maxScroll > 0 {
		// A thin bar: where the view is in the whole log.
		tx := view.x + view.w - 6
		g.b.rect(tx, view.y, 3, view.h, colLogTrack)
		th := max(20, view.h*view.h/total)
		ty := view.y + (view.h-th)*(1-h.logScroll/maxScroll)
		g.b.rect(tx, ty, 3, th, colScroll)
	}
	g.b.flush(clip)
	drawTexts(clip, ts)
}

// pips are where a six-sided die's pips sit, in thirds of its face from
// the centre.
var pips = [7][][2]float64{
	1: {{0, 0}},
	2: {{-1, -1}, {1, 1}},
	3: {{-1, -1}, {0, 0}, {1, 1}},
	4: {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
	5: {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
	6: {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
}

// drawDie queues a die showing r with its left edge at x, centred on y: a
// six-sided die with its pips, any other with its number.
func (g *Game) drawDie(r dice.Roll, x, y float64, ts *[]textOp) {
	top := y - dieSize/2
	g.b.rect(x, top, dieSize, dieSize, colDieEdge)
	g.b.rect(x+1, top+1, dieSize-2, dieSize-2, colDie)
	if r.Sides == 6 && r.Value >= 1 && r.Value <= 6 {
		const third = dieSize * 0.27
		for _, p := range pips[r.Value] {
			g.b.disc(pt{x + dieSize/2 + p[0]*third, y + p[1]*third}, 2, colInk)
		}
		return
	}
	*ts = append(*ts, textOp{fmt.Sprint(r.Value), g.fonts.bold, pt{x + dieSize/2, y}, alignCenter, colInk})
}
