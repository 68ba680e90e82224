package render

import (
	"fmt"
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
	panelWidth = 250.0 // the side panel: selection and event log
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

func (g *Game) endButton() box {
	return box{float64(g.w) - 150, 5, 142, barHeight - 10}
}

// sidePanel is the column on the right: the selection, then the event
// log. A 3:2 table fitted below the bar leaves this room free on a 16:10
// screen anyway.
func (g *Game) sidePanel() box {
	return box{float64(g.w) - panelWidth, barHeight, panelWidth, float64(g.h) - barHeight - msgHeight}
}

func (g *Game) drawHUD(dst *ebiten.Image) {
	s := g.ctrl.Match().State()
	g.drawBar(dst, s)
	g.drawPanel(dst, s)
	g.drawMessage(dst, s)
	switch {
	case g.ctrl.Help():
		g.drawHelp(dst)
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

func (g *Game) drawBar(dst *ebiten.Image, s *rules.State) {
	b := &g.b
	w := float64(g.w)
	b.rect(0, 0, w, barHeight, colBar)
	side := hexRGBA(g.sideColour(s, s.Active), 1)
	b.rect(0, barHeight-3, w, 3, side)
	b.rect(112, 11, 16, 16, side)
	eb := g.endButton()
	enabled := g.ctrl.CanEndPhase()
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
	label(dst, fmt.Sprintf("Turn %d", s.Turn), g.fonts.big, pt{12, mid - 1}, alignLeft, colBarText)
	name := g.sideName(s, s.Active)
	label(dst, name+" to play", g.fonts.bold, pt{136, mid}, alignLeft, side.mix(hexRGBA("#ffffff", 1), 0.35))
	nw, _ := measure(name+" to play", g.fonts.bold)
	info := "phase: " + s.Phase
	if g.ctrl.Tool() == control.ToolMeasure {
		info += "   ·   MEASURE (M to leave)"
	}
	label(dst, info, g.fonts.normal, pt{136 + nw + 18, mid}, alignLeft, colDim)
	if g.opts.Title != "" {
		label(dst, g.opts.Title, g.fonts.normal, pt{w / 2, mid}, alignCenter, colDim)
	}
	label(dst, "F1 help", g.fonts.small, pt{eb.x - 14, mid}, alignRight, colDim)
	tc := colBarText
	if !enabled {
		tc = colDim
	}
	label(dst, "End turn (Enter)", g.fonts.bold, pt{eb.x + eb.w/2, mid}, alignCenter, tc)
}

// drawPanel draws the side panel: what is selected, then the latest
// events, newest at the bottom, wrapped to the panel.
func (g *Game) drawPanel(dst *ebiten.Image, s *rules.State) {
	p := g.sidePanel()
	g.b.rect(p.x, p.y, p.w, p.h, colBar)
	g.b.rect(p.x, p.y, 1, p.h, hexRGBA("#33363b", 1))
	g.b.flush(dst)
	const pad = 10.0
	width := p.w - 2*pad
	y := p.y + 16
	if sel := g.selectionLines(s); len(sel) > 0 {
		label(dst, "SELECTED", g.fonts.small, pt{p.x + pad, y}, alignLeft, colDim)
		y += lineHeight + 2
		for _, l := range sel {
			for _, w := range wrap(l.text, g.fonts.small, width) {
				label(dst, w, g.fonts.small, pt{p.x + pad, y}, alignLeft, l.col)
				y += lineHeight
			}
		}
		y += 10
	}
	label(dst, "LOG", g.fonts.small, pt{p.x + pad, y}, alignLeft, colDim)
	y += lineHeight + 2
	top := y
	// Lay out from the newest event upwards until the panel is full.
	evs := g.ctrl.Match().Events()
	var lines []logLine
	room := int((p.y + p.h - top - 4) / lineHeight)
	for i := len(evs) - 1; i >= 0 && len(lines) < room; i-- {
		e := evs[i]
		col := hexRGBA(g.sideColour(s, e.Side), 1).mix(hexRGBA("#ffffff", 1), 0.55)
		ws := wrap(e.Text, g.fonts.small, width-8)
		for k := len(ws) - 1; k >= 0 && len(lines) < room; k-- {
			lines = append(lines, logLine{ws[k], col, k > 0})
		}
	}
	if len(evs) == 0 {
		label(dst, "nothing yet", g.fonts.small, pt{p.x + pad, y}, alignLeft, colDim)
	}
	for i := len(lines) - 1; i >= 0; i-- {
		x := p.x + pad
		if lines[i].cont {
			x += 8
		}
		label(dst, lines[i].text, g.fonts.small, pt{x, y}, alignLeft, lines[i].col)
		y += lineHeight
	}
}

type logLine struct {
	text string
	col  rgba
	cont bool // a wrapped continuation
}

type selLine struct {
	text string
	col  rgba
}

// selectionLines describe the selected bases unit by unit.
func (g *Game) selectionLines(s *rules.State) []selLine {
	ids := g.ctrl.Selected()
	if len(ids) == 0 {
		return nil
	}
	count := map[string]int{}
	var order []string
	for _, id := range ids {
		if b, ok := s.Base(id); ok {
			if count[b.Unit] == 0 {
				order = append(order, b.Unit)
			}
			count[b.Unit]++
		}
	}
	var out []selLine
	for i, uid := range order {
		if i == 4 {
			out = append(out, selLine{fmt.Sprintf("and %d more units", len(order)-i), colDim})
			break
		}
		u, ok := s.Unit(uid)
		if !ok {
			continue
		}
		col := hexRGBA(g.sideColour(s, u.Side), 1).mix(hexRGBA("#ffffff", 1), 0.55)
		out = append(out, selLine{fmt.Sprintf("%s — %d of %d bases", u.Name, count[uid], len(u.Bases)), col})
		// The most used allowance among the unit's bases.
		var t rules.Tape
		for _, id := range u.Bases {
			if m := g.ctrl.Match().Rules().Measure(s, standstill(s, id)); m.Used >= t.Used {
				t = m
			}
		}
		info := u.Type
		if t.Allowance > 0 {
			info += fmt.Sprintf(" · moved %.1f of %.0f cm", t.Used, t.Allowance)
		}
		out = append(out, selLine{info, colBarText})
	}
	return out
}

// wrap splits s into lines no wider than width pixels.
func wrap(s string, face text.Face, width float64) []string {
	words := strings.Fields(s)
	var lines []string
	cur := ""
	for _, w := range words {
		try := w
		if cur != "" {
			try = cur + " " + w
		}
		if tw, _ := measure(try, face); tw > width && cur != "" {
			lines = append(lines, cur)
			cur = w
			continue
		}
		cur = try
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
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
		label(dst, m.Text, g.fonts.normal, pt{10, y + msgHeight/2}, alignLeft, col)
	}
	if id := g.ctrl.Hover(); id != "" {
		label(dst, g.describeBase(s, id), g.fonts.small, pt{float64(g.w) - 10, y + msgHeight/2}, alignRight, colDim)
	}
}

// describeBase is the line shown for the base under the pointer.
func (g *Game) describeBase(s *rules.State, id string) string {
	bs, ok := s.Base(id)
	if !ok {
		return id
	}
	txt := id
	if u, ok := s.Unit(bs.Unit); ok {
		txt = fmt.Sprintf("%s (%s) · %s · %s", u.Name, id, g.sideName(s, u.Side), u.Type)
	}
	t := g.ctrl.Match().Rules().Measure(s, standstill(s, id))
	if t.Allowance > 0 {
		txt += fmt.Sprintf(" · moved %.1f of %.0f cm", t.Used, t.Allowance)
	}
	return txt
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
