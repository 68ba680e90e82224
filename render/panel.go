package render

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"plateau/game/control"
	"plateau/rules"
)

// Side panel layout, in pixels.
const (
	panelPad   = 10.0
	headerGap  = lineHeight + 2 // below a section's caps header
	sectionGap = 10.0
	// Offer buttons: the gap between two, the inset of their text, the
	// number key's square and the line heights of the label (14 px bold)
	// and of the detail (12 px).
	offerGap    = 6.0
	offerInset  = 7.0
	badgeSize   = 20.0
	offerLabelH = 18.0
	offerSmallH = 15.0
	// offersShare is the most of the panel the selection and the offers
	// may take, so that the log always keeps some room.
	offersShare = 0.6
)

var (
	colRule      = hexRGBA("#33363b", 1)
	colOffer     = hexRGBA("#243140", 1)
	colOfferHot  = hexRGBA("#2e4560", 1)
	colOfferDown = hexRGBA("#3a5f88", 1)
	colOfferOff  = hexRGBA("#202226", 1)
	colBadgeOff  = hexRGBA("#3a3c40", 1)
	colDetail    = hexRGBA("#b9b7ae", 1)
	colOdds      = hexRGBA("#fff27a", 1) // the tape's yellow: what may happen
	colDetailOff = hexRGBA("#7d7b75", 1)
	colLabelOff  = hexRGBA("#8f8d86", 1)
	colWhite     = hexRGBA("#ffffff", 1)
)

// colSideTintMix is how far side colours are lightened for text on the
// dark panel.
const colSideTintMix = 0.55

// textOp is a label queued until the panel's shapes are drawn, so that the
// shapes go in one batch under all the text.
type textOp struct {
	s    string
	face text.Face
	at   pt
	a    align
	c    rgba
}

func drawTexts(dst *ebiten.Image, ts []textOp) {
	for _, t := range ts {
		label(dst, t.s, t.face, t.at, t.a, t.c)
	}
}

// offerBox is an offer button as last drawn, for the pointer.
type offerBox struct {
	box
	i     int    // the offer's index in Controller.Offers
	label string // its label, to tell a button drawn for other offers
}

// drawPanel draws the side panel: what is selected, what the rules offer
// for it, then the event log filling the rest.
func (g *Game) drawPanel(dst *ebiten.Image, s *rules.State, offers []rules.Offer) {
	p := g.sidePanel()
	g.b.rect(p.x, p.y, p.w, p.h, colBar)
	g.b.rect(p.x, p.y, 1, p.h, colRule)
	g.b.flush(dst)
	// The scoreboard first, always in sight; the rest below it.
	top := g.drawScore(dst, s, p)
	var ts []textOp
	x, width := p.x+panelPad, p.w-2*panelPad
	y := top + 16
	if sel := g.selectionLines(s); len(sel) > 0 {
		ts = append(ts, textOp{"SELECTED", g.fonts.small, pt{x, y}, alignLeft, colDim})
		y += headerGap
		for _, l := range sel {
			for _, w := range wrap(l.text, l.face, width) {
				ts = append(ts, textOp{w, l.face, pt{x, y}, alignLeft, l.col})
				y += lineHeight
			}
		}
		y += sectionGap - 2
	}
	first := g.ctrl.OfferFirst()
	y, shown := g.layoutOffers(offers, first, x, y, width, p.y+p.h*offersShare, &ts)
	g.ctrl.ShowedOffers(shown)
	g.trace.offers(first, shown, len(offers), g.hud.offers)
	g.b.flush(dst)
	drawTexts(dst, ts)
	g.drawLog(dst, s, box{p.x, y, p.w, p.y + p.h - y})
}

// layoutOffers queues the offer buttons from y down (stopping before
// limit), starting with offer first (those before it are scrolled out of
// sight), and returns the y below them and how many offers it showed. When
// the offers with all their explanation lines do not fit, only the offer
// under the pointer keeps its explanation (the others show their label and
// any reason they are refused); when even so they do not fit, a line above
// and one below say how many are out of sight and how to scroll to them.
// The numbers on the buttons are the keys: 1 for the first shown.
func (g *Game) layoutOffers(offers []rules.Offer, first int, x, y, width, limit float64, ts *[]textOp) (float64, int) {
	cur := pt{g.last.Screen.X, g.last.Screen.Y}
	hovered := g.offerAt(cur) // as last drawn
	g.hud.offers = g.hud.offers[:0]
	g.hud.offerArea = box{}
	if len(offers) == 0 {
		return y, 0
	}
	first = max(0, min(first, len(offers)-1))
	top := y - lineHeight/2
	*ts = append(*ts, textOp{"ACTIONS", g.fonts.small, pt{x, y}, alignLeft, colDim},
		textOp{"click, or press its number", g.fonts.small, pt{x + width, y}, alignRight, colDim})
	y += headerGap - 4
	live := !g.ctrl.Handover() && !g.ctrl.Modal()
	textX := x + offerInset + badgeSize + 8
	textW := x + width - offerInset - textX
	type lines struct{ label, details, odds, reasons []string }
	all := make([]lines, len(offers))
	total := 0.0
	height := func(l lines) float64 {
		h := 2*offerInset + float64(len(l.label))*offerLabelH + float64(len(l.details)+len(l.odds)+len(l.reasons))*offerSmallH
		return max(h, badgeSize+2*offerInset)
	}
	oddsOf := ""
	defer func() { g.trace.oddsShown(oddsOf) }()
	for i, o := range offers {
		l := lines{label: wrap(g.shown(o.Label), g.fonts.strong, textW)}
		for _, d := range o.Detail {
			l.details = append(l.details, wrap(g.shown(d), g.fonts.small, textW)...)
		}
		if o.Disabled != "" {
			l.reasons = wrap(g.shown(o.Disabled), g.fonts.small, textW)
		}
		if i == hovered {
			if od, ok := g.ctrl.OfferOdds(o); ok {
				for _, line := range oddsLines(od) {
					l.odds = append(l.odds, wrap(g.shown(line), g.fonts.small, textW)...)
				}
				oddsOf = o.Label
			}
		}
		all[i] = l
		total += height(l) + offerGap
	}
	if y+total > limit {
		for i := range all {
			if i != hovered {
				all[i].details = nil
			}
		}
	}
	if first > 0 {
		*ts = append(*ts, textOp{fmt.Sprintf("▲ %d more above: PgUp or the wheel", first),
			g.fonts.small, pt{x, y + lineHeight/2}, alignLeft, colDim})
		y += lineHeight
	}
	shown := 0
	for i := first; i < len(offers); i++ {
		o := offers[i]
		labelLines, details, odds, reasons := all[i].label, all[i].details, all[i].odds, all[i].reasons
		h := height(all[i])
		// The last button may use the room of the line below that it makes
		// unnecessary.
		room := limit
		if i < len(offers)-1 {
			room -= lineHeight
		}
		if y+h > room && shown > 0 {
			break
		}
		bx := box{x, y, width, h}
		enabled := o.Disabled == ""
		bg, badge, lc, dc := colOffer, colButton, colBarText, colDetail
		switch {
		case !enabled:
			bg, badge, lc, dc = colOfferOff, colBadgeOff, colLabelOff, colDetailOff
		case live && g.hud.pressing && g.hud.pressOffer == i && bx.contains(cur):
			bg = colOfferDown
		case live && bx.contains(cur):
			bg = colOfferHot
		}
		g.b.rect(bx.x, bx.y, bx.w, bx.h, bg)
		if enabled {
			g.b.rect(bx.x, bx.y, 2, bx.h, colButton) // an edge that says "clickable"
		}
		if shown < control.MaxNumbered {
			bgX, bgY := x+offerInset, y+offerInset
			g.b.rect(bgX, bgY, badgeSize, badgeSize, badge)
			nc := colWhite
			if !enabled {
				nc = colDim
			}
			*ts = append(*ts, textOp{fmt.Sprint(shown + 1), g.fonts.strong, pt{bgX + badgeSize/2, bgY + badgeSize/2}, alignCenter, nc})
		}
		ly := y + offerInset
		for _, l := range labelLines {
			*ts = append(*ts, textOp{l, g.fonts.strong, pt{textX, ly + offerLabelH/2}, alignLeft, lc})
			ly += offerLabelH
		}
		for _, l := range details {
			*ts = append(*ts, textOp{l, g.fonts.small, pt{textX, ly + offerSmallH/2}, alignLeft, dc})
			ly += offerSmallH
		}
		for _, l := range odds {
			*ts = append(*ts, textOp{l, g.fonts.small, pt{textX, ly + offerSmallH/2}, alignLeft, colOdds})
			ly += offerSmallH
		}
		for _, l := range reasons {
			*ts = append(*ts, textOp{l, g.fonts.small, pt{textX, ly + offerSmallH/2}, alignLeft, colWarn})
			ly += offerSmallH
		}
		g.hud.offers = append(g.hud.offers, offerBox{bx, i, o.Label})
		y += h + offerGap
		shown++
	}
	if rest := len(offers) - first - shown; rest > 0 {
		hint := "PgDn or the wheel"
		if len(g.ctrl.Selected()) > 1 {
			hint += ", or select fewer bases"
		}
		*ts = append(*ts, textOp{fmt.Sprintf("▼ %d more below: %s", rest, hint),
			g.fonts.small, pt{x, y + lineHeight/2 - offerGap/2}, alignLeft, colDim})
		y += lineHeight
	}
	// The wheel scrolls the offers over the area they take.
	g.hud.offerArea = box{x - panelPad, top, width + 2*panelPad, y - top}
	// y is where the next header's text is centred.
	return y - offerGap + sectionGap + lineHeight/2, shown
}

// offerAt is the offer button under p as last drawn, or -1.
func (g *Game) offerAt(p pt) int {
	for _, o := range g.hud.offers {
		if o.contains(p) {
			return o.i
		}
	}
	return -1
}

type selLine struct {
	text string
	face text.Face
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
			out = append(out, selLine{fmt.Sprintf("and %d more units", len(order)-i), g.fonts.small, colDim})
			break
		}
		u, ok := s.Unit(uid)
		if !ok {
			continue
		}
		col := hexRGBA(g.sideColour(s, u.Side), 1).mix(colWhite, colSideTintMix)
		out = append(out, selLine{fmt.Sprintf("%s — %d of %d bases", u.Title(), count[uid], len(u.Bases)), g.fonts.normal, col})
		// The most used allowance among the unit's bases.
		var t rules.Tape
		for _, id := range u.Bases {
			if m := g.ctrl.Match().Rules().Measure(s, standstill(s, id)); m.Used >= t.Used {
				t = m
			}
		}
		info := u.Type
		if a := allowanceText(t); a != "" {
			info += " · " + a
		}
		out = append(out, selLine{info, g.fonts.small, colDetail})
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

// oddsLines are an offer's chances as the panel writes them under it:
// "Odds: 47% Royal chariots wins", what follows for the loser
// indented, then the note.
func oddsLines(o rules.Odds) []string {
	var out []string
	for i, oc := range o.Outcomes {
		head := "   "
		if i == 0 {
			head = "Odds:"
		}
		out = append(out, fmt.Sprintf("%s %s %s", head, oddsPercent(oc.P), oc.Text))
		if oc.Then != "" {
			out = append(out, "      then "+oc.Then)
		}
	}
	switch {
	case o.Trials > 0 && o.Note != "":
		out = append(out, fmt.Sprintf("(%d trials; %s)", o.Trials, o.Note))
	case o.Trials > 0:
		out = append(out, fmt.Sprintf("(%d trials)", o.Trials))
	case o.Note != "":
		out = append(out, "("+o.Note+")")
	}
	return out
}

// oddsPercent writes a chance as a whole percent, "<1%" when small but
// not nil.
func oddsPercent(p float64) string {
	if p > 0 && p < 0.005 {
		return "<1%"
	}
	return fmt.Sprintf("%.0f%%", 100*p)
}
