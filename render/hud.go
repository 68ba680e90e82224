package render

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"plateau/game/control"
	"plateau/rules"
	"plateau/rules/geom"
)

// HUD layout, in pixels.
const (
	barHeight  = 38.0  // the phase bar along the top
	msgHeight  = 26.0  // the message line along the bottom
	panelWidth = 300.0 // the side panel: selection, offers and event log
	lineHeight = 17.0
	// messageLife is how long a message stays before it fades.
	messageLife = 8 * time.Second
)

var (
	colBar     = hexRGBA("#16181b", 1)
	colBarText = hexRGBA("#e8e6df", 1)
	colDim     = hexRGBA("#9a9890", 1)
	colWarn    = hexRGBA("#ff8a7a", 1)
	colButton  = hexRGBA("#3a6ea5", 1)
)

// endPhase is what the phase bar's button says and whether it may be
// pressed. A ruleset that offers ending the phase names it ("End orders")
// and may forbid it with a reason; otherwise it is the End turn of the
// sandbox; once the rules allow nothing more, the battle is over.
func (g *Game) endPhase(offers []rules.Offer) (text string, enabled bool) {
	if g.replayShown() {
		if g.ctrl.CanLeaveReplay() {
			return "Replay (Esc: back)", false
		}
		return "Replay", false
	}
	if g.ctrl.Over() {
		return "Battle over", false
	}
	text, enabled = "End turn", g.ctrl.CanEndPhase()
	for _, o := range offers {
		if o.Action.Kind == rules.KindEndPhase {
			text, enabled = o.Label, enabled && o.Disabled == ""
			break
		}
	}
	return text + " (Enter)", enabled
}

// sidePanel is the column on the right: the selection, the offers, then
// the event log. It is wide enough for the log's 14 px text to hold some
// 40 characters a line, which a streamer's audience can read; the table
// gives up about a twentieth of its zoom at 1280×800 for it.
func (g *Game) sidePanel() box {
	return box{float64(g.w) - panelWidth, barHeight, panelWidth, float64(g.h) - barHeight - msgHeight}
}

func (g *Game) drawHUD(dst *ebiten.Image, offers []rules.Offer) {
	s := g.ctrl.Match().State()
	g.drawBar(dst, s, offers)
	g.drawPanel(dst, s, offers)
	g.drawMessage(dst, s)
	g.drawTimeline(dst)
	g.drawDialogs(dst)
}

// drawDialogs draws the alerts and whatever stands over the table: the
// help, a question, the list of saves or the handover banner.
func (g *Game) drawDialogs(dst *ebiten.Image) {
	s := g.ctrl.Match().State()
	g.drawAlerts(dst)
	_, question := g.ctrl.Question()
	_, listing := g.ctrl.SaveList()
	_, choosing := g.ctrl.ScenarioList()
	switch {
	case g.ctrl.Help():
		g.drawHelp(dst)
	case question:
		g.drawQuestion(dst)
	case listing:
		g.drawSaveList(dst)
	case choosing:
		g.drawScenarioList(dst)
	case g.ctrl.Handover():
		g.drawHandover(dst, s)
	}
}

func (g *Game) sideName(s *rules.State, i int) string {
	if i >= 0 && i < len(s.Sides) {
		return s.Sides[i].Name
	}
	return fmt.Sprintf("side %d", i)
}

func (g *Game) drawBar(dst *ebiten.Image, s *rules.State, offers []rules.Offer) {
	b := &g.b
	w := float64(g.w)
	b.rect(0, 0, w, barHeight, colBar)
	side := hexRGBA(g.sideColour(s, s.Active), 1)
	b.rect(0, barHeight-3, w, 3, side)
	who := g.sideName(s, s.Active) + " to play"
	if c, ok := choosingSide(s, offers); ok {
		// The battle waits for the other player's choice in this one's
		// turn (a declaration, a retreat, making way): say whose hand it is.
		who = g.sideName(s, c) + " to choose"
		side = hexRGBA(g.sideColour(s, c), 1)
	}
	turn := fmt.Sprintf("Turn %d", s.Turn)
	if s.Turn == 0 {
		turn = "Setup" // every ruleset starts its turns at 1; before them, the pre-battle
	}
	info := "phase: " + s.Phase
	if g.ctrl.Tool() == control.ToolMeasure {
		info += "   ·   MEASURE (M to leave)"
	}
	if g.ctrl.Advisory() {
		info += "   ·   ADVISORY"
	}
	endText, enabled := g.endPhase(offers)
	title := g.opts.Title
	if t := g.ctrl.StartedTitle(); t != "" {
		title = t // F2 started another scenario
	}
	in := barText{turn: turn, who: who, info: info, title: title, help: "F1 help", end: endText}
	if g.hud.bar.in != in || g.hud.bar.w != w {
		g.hud.bar = layoutBar(&g.fonts, w, in)
	}
	l := &g.hud.bar
	eb := l.endBox
	b.rect(l.swatch.x, l.swatch.y, l.swatch.w, l.swatch.h, side)
	// Kept for the pointer: poll hits what was drawn.
	g.hud.endBox, g.hud.endEnabled = eb, enabled
	bc := colButton
	switch {
	case !enabled:
		bc = hexRGBA("#3a3c40", 1)
	case g.hud.overEnd:
		bc = colButton.mix(hexRGBA("#ffffff", 1), 0.2)
	}
	b.rect(eb.x, eb.y, eb.w, eb.h, bc)
	b.flush(dst)

	mid := barHeight / 2
	label(dst, l.turn.text, g.fonts.big, pt{l.turn.x, mid - 1}, alignLeft, colBarText)
	if l.who.text != "" {
		label(dst, l.who.text, g.fonts.bold, pt{l.who.x, mid}, alignLeft, side.mix(hexRGBA("#ffffff", 1), 0.35))
	}
	for _, p := range []barPiece{l.info, l.title, l.help} {
		if p.text != "" {
			label(dst, p.text, p.face, pt{p.x, mid}, alignLeft, colDim)
		}
	}
	tc := colBarText
	if !enabled {
		tc = colDim
	}
	label(dst, l.end.text, g.fonts.bold, pt{eb.x + eb.w/2, mid}, alignCenter, tc)
}

// barText is what the phase bar says, before it is laid out.
type barText struct{ turn, who, info, title, help, end string }

// barPiece is one text of the phase bar as laid out: its left edge, its
// width and its text, "" when there was no room for it.
type barPiece struct {
	x, w float64
	text string
	full string // the text before shortening
	face text.Face
}

// barLayout is the phase bar laid out for a window width, kept while the
// width and the texts stay the same.
type barLayout struct {
	in                                barText
	w                                 float64
	turn, who, info, title, help, end barPiece
	swatch, endBox                    box
}

// Phase bar spacing, in pixels.
const (
	barPad     = 12.0 // from the window's edges
	barGap     = 18.0 // between two texts
	barSwatch  = 16.0 // the side's square
	barMinText = 40.0 // narrower than this, a shortened text is left out
	// barMinTitle is the least room for a shortened title: "Warm…" tells
	// nobody anything.
	barMinTitle = 160.0
)

// layoutBar lays the phase bar out in a window w pixels wide so that no two
// pieces ever overlap: from the left the turn, the side's square, whose
// turn or choice it is and the phase; on the right the End button and the
// help hint; the scenario's title centred in the room between, off centre
// if it must be. When room is short the title is shortened with "…", then
// left out, then the help hint goes, then the phase and the side's name
// are shortened; the turn and the End button always stay.
func layoutBar(f *fonts, w float64, in barText) barLayout {
	l := barLayout{in: in, w: w}
	width := func(s string, face text.Face) float64 {
		tw, _ := measure(s, face)
		return tw
	}
	piece := func(s string, face text.Face, x float64) barPiece {
		return barPiece{x: x, w: width(s, face), text: s, full: s, face: face}
	}
	// fit shortens p to at most room pixels, or leaves it out when that
	// is less than least.
	fit := func(p *barPiece, room, least float64) {
		if p.w <= room {
			return
		}
		p.text, p.w = "", 0
		if room < least {
			return
		}
		s, sw := elide(p.full, p.face, room)
		p.text, p.w = s, sw
	}

	l.turn = piece(in.turn, f.big, barPad)
	sx := max(112, l.turn.x+l.turn.w+barPad)
	l.swatch = box{sx, 11, barSwatch, barSwatch}

	// The End button keeps its text unless the window is too narrow even
	// for the turn and it: it is the bar's one control.
	const endInset, endMargin = 12.0, 8.0
	l.end = piece(in.end, f.bold, 0)
	endW := max(142, l.end.w+2*endInset)
	if most := w - endMargin - (sx + barSwatch + barGap); endW > most {
		endW = max(0, most)
		fit(&l.end, endW-2*endInset, 0)
	}
	l.endBox = box{w - endW - endMargin, 5, endW, barHeight - 10}
	l.end.x, l.end.w = l.endBox.x, endW
	l.who = piece(in.who, f.bold, sx+barSwatch+8)
	l.info = piece(in.info, f.normal, l.who.x+l.who.w+barGap)
	l.help = piece(in.help, f.small, 0)
	l.help.x = l.endBox.x - barPad - l.help.w
	l.title = piece(in.title, f.normal, 0)

	right := l.endBox.x - barGap // where the left part must end
	if l.help.text != "" && l.info.x+l.info.w+barGap > l.help.x-barGap {
		l.help = barPiece{x: l.endBox.x, face: f.small} // the help is one key away anyway (F1)
	}
	if l.help.text != "" {
		right = l.help.x - barGap
	}
	// The side's name, then the phase, fit what is left of the bar.
	fit(&l.who, right-l.who.x, barMinText)
	l.info.x = l.who.x + l.who.w + barGap
	if l.who.text == "" {
		l.info.x = l.who.x
	}
	fit(&l.info, right-l.info.x, barMinText)
	left := l.info.x + l.info.w + barGap
	if l.info.text == "" {
		left = l.info.x
	}
	// The title, centred if it can be, else as near the centre as the
	// room between allows.
	fit(&l.title, right-left, barMinTitle)
	if l.title.text != "" {
		l.title.x = clamp(w/2-l.title.w/2, left, right-l.title.w)
	}
	return l
}

// elide shortens s with "…" to fit width pixels in face (s itself when it
// fits).
func elide(s string, face text.Face, width float64) (string, float64) {
	if w, _ := measure(s, face); w <= width {
		return s, w
	}
	r := []rune(s)
	for n := len(r) - 1; n > 0; n-- {
		t := strings.TrimRight(string(r[:n]), " ·,:;—-") + "…"
		if tw, _ := measure(t, face); tw <= width {
			return t, tw
		}
	}
	return "", 0
}

// drawMessage draws the bottom line: the last message (fading after a
// while) and what the pointer is over.
func (g *Game) drawMessage(dst *ebiten.Image, s *rules.State) {
	y := float64(g.h) - msgHeight
	g.b.rect(0, y, float64(g.w), msgHeight, colBar)
	g.b.flush(dst)
	m := g.ctrl.Message()
	age := time.Since(g.start) - m.At
	if m.Text != "" && (m.Warn || age < messageLife) {
		col := colBarText
		if m.Warn {
			col = colWarn
		}
		label(dst, g.shown(m.Text), g.fonts.normal, pt{10, y + msgHeight/2}, alignLeft, col)
	}
	if id := g.ctrl.Hover(); id != "" {
		label(dst, g.describeBase(s, id), g.fonts.small, pt{float64(g.w) - 10, y + msgHeight/2}, alignRight, colDim)
	} else if z := g.zonesAt(g.last.Table); z != "" && !g.last.OverHUD {
		label(dst, "In the "+z, g.fonts.small, pt{float64(g.w) - 10, y + msgHeight/2}, alignRight, colDim)
	}
}

// describeBase is the line shown for the base under the pointer.
func (g *Game) describeBase(s *rules.State, id string) string {
	bs, ok := s.Base(id)
	if !ok {
		return id
	}
	txt := s.BaseName(id) // players see names, never ids
	if u, ok := s.Unit(bs.Unit); ok {
		txt = fmt.Sprintf("%s · %s · %s", txt, g.sideName(s, u.Side), strings.ReplaceAll(u.Type, "_", " "))
		if p := profileText(u.Profile); p != "" {
			txt += " · " + p
		}
	}
	if a := allowanceText(g.ctrl.Match().Rules().Measure(s, standstill(s, id))); a != "" {
		txt += " · " + a
	}
	if sc, ok := g.score(); ok {
		if m := markerText(sc.markers[bs.Unit]); m != "" {
			txt += " · " + m
		}
	}
	return txt
}

// allowanceText says what a base has used of its allowance, from its
// standstill tape: "moved 7.6 of 12 cm", or "allowance 12 cm" when it has
// used none (where each move has its own allowance, BnB's distant moves,
// "moved 0.0" would read as a base that did not move); "" without one.
func allowanceText(t rules.Tape) string {
	used, allowance := "%.1f", "%.0f cm"
	if t.Points {
		used, allowance = "%g", "%g "+t.Unit // movement points are whole
	}
	switch {
	case t.Allowance <= 0 || math.IsInf(t.Allowance, 1):
		return ""
	case t.Used > 0:
		return fmt.Sprintf("moved "+used+" of "+allowance, t.Used, t.Allowance)
	}
	return fmt.Sprintf("allowance "+allowance, t.Allowance)
}

func (g *Game) drawHandover(dst *ebiten.Image, s *rules.State) {
	w, h := float64(g.w), float64(g.h)
	side := hexRGBA(g.sideColour(s, s.Active), 1)
	txt := g.sideName(s, s.Active) + " to play — click to continue"
	tw, th := measure(txt, g.fonts.big)
	bw, bh := tw+80, th+60
	x, y := (w-bw)/2, (h-bh)/2
	g.b.rect(0, 0, w, h, hexRGBA("#000000", 0.45))
	g.b.rect(x-4, y-4, bw+8, bh+8, side)
	g.b.rect(x, y, bw, bh, colBar.alpha(1))
	g.b.flush(dst)
	label(dst, txt, g.fonts.big, pt{w / 2, h / 2}, alignCenter, colBarText)
}

func (g *Game) drawHelp(dst *ebiten.Image) {
	w, h := float64(g.w), float64(g.h)
	keyW := 0.0
	for _, b := range control.Bindings {
		kw, _ := measure(b.Keys, g.fonts.bold)
		keyW = max(keyW, kw)
	}
	pw := keyW + 460
	ph := float64(len(control.Bindings))*21 + 70
	folders := g.folders()
	if folders != "" {
		ph += 24
	}
	x, y := (w-pw)/2, max(barHeight+8, (h-ph)/2)
	g.b.rect(0, 0, w, h, hexRGBA("#000000", 0.5))
	g.b.rect(x, y, pw, ph, colBar.alpha(0.97))
	g.b.rect(x, y, pw, 3, colButton)
	g.b.flush(dst)
	label(dst, "Plateau — keys and mouse", g.fonts.big, pt{x + 20, y + 26}, alignLeft, colBarText)
	for i, b := range control.Bindings {
		ly := y + 60 + float64(i)*21
		label(dst, b.Keys, g.fonts.bold, pt{x + 20, ly}, alignLeft, colSelect)
		label(dst, b.Does, g.fonts.normal, pt{x + 40 + keyW, ly}, alignLeft, colBarText)
	}
	label(dst, "click or Esc to close", g.fonts.small, pt{x + pw - 14, y + 26}, alignRight, colDim)
	if folders != "" {
		label(dst, folders, g.fonts.small, pt{x + 20, y + ph - 22}, alignLeft, colDim)
	}
}

// folders says where saves and screenshots go, for the help's last line.
func (g *Game) folders() string {
	var parts []string
	if d := g.ctrl.SavesDir(); d != "" {
		parts = append(parts, "saves in "+d)
	}
	if d := g.ctrl.ShotsDir(); d != "" {
		parts = append(parts, "screenshots in "+d)
	}
	return strings.Join(parts, " · ")
}

// standstill is a move that goes nowhere: measuring it gives a base's
// allowance and what it has used.
func standstill(s *rules.State, id string) rules.Move {
	b, ok := s.Base(id)
	if !ok {
		return rules.Move{Base: id}
	}
	return rules.Move{Base: id, Path: geom.Path{b.Shape.Pose(), b.Shape.Pose()}}
}

// choosingSide is the side every enabled offer belongs to when that is not
// the side to play: the rules wait for that player's choice.
func choosingSide(s *rules.State, offers []rules.Offer) (int, bool) {
	side, found := -1, false
	for _, o := range offers {
		if o.Disabled != "" {
			continue
		}
		if found && o.Action.Side != side {
			return 0, false
		}
		side, found = o.Action.Side, true
	}
	return side, found && side != s.Active
}

// profileText is a unit's profile as the hover line shows it: its values
// by key in order ("armour 5, attacks 3, hits 3"), flags that are off
// left out, at most profileMost of them.
func profileText(p map[string]float64) string {
	var out []string
	for _, k := range slices.Sorted(maps.Keys(p)) {
		if p[k] == 0 {
			continue
		}
		if len(out) == profileMost {
			out = append(out, "…")
			break
		}
		out = append(out, fmt.Sprintf("%s %s", strings.ReplaceAll(k, "-", " "), strconv.FormatFloat(p[k], 'f', -1, 64)))
	}
	return strings.Join(out, ", ")
}

// profileMost is how many profile values the hover line shows.
const profileMost = 7
