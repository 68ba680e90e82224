package render

import (
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

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

// endButton is where the phase bar's button goes for its text.
func (g *Game) endButton(text string) box {
	tw, _ := measure(text, g.fonts.bold)
	w := max(142, tw+24)
	return box{float64(g.w) - w - 8, 5, w, barHeight - 10}
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
	g.drawAlerts(dst)
	_, question := g.ctrl.Question()
	_, listing := g.ctrl.SaveList()
	switch {
	case g.ctrl.Help():
		g.drawHelp(dst)
	case question:
		g.drawQuestion(dst)
	case listing:
		g.drawSaveList(dst)
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
	b.rect(112, 11, 16, 16, side)
	endText, enabled := g.endPhase(offers)
	eb := g.endButton(endText)
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
	turn := fmt.Sprintf("Turn %d", s.Turn)
	if s.Turn == 0 {
		turn = "Setup" // every ruleset starts its turns at 1; before them, the pre-battle
	}
	label(dst, turn, g.fonts.big, pt{12, mid - 1}, alignLeft, colBarText)
	label(dst, who, g.fonts.bold, pt{136, mid}, alignLeft, side.mix(hexRGBA("#ffffff", 1), 0.35))
	nw, _ := measure(who, g.fonts.bold)
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
	label(dst, endText, g.fonts.bold, pt{eb.x + eb.w/2, mid}, alignCenter, tc)
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
