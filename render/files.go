package render

import (
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// The alert banner, the list of saves and the question, in pixels.
const (
	alertPad     = 8.0
	alertLineH   = 19.0
	dialogPad    = 20.0
	saveRowH     = 46.0
	saveListW    = 620.0
	questionW    = 560.0
	dialogButton = 30.0
)

var (
	colAlert     = hexRGBA("#9e1c1c", 0.96)
	colAlertEdge = hexRGBA("#ff5c4d", 1)
	colAlertText = hexRGBA("#ffffff", 1)
	colAlertDim  = hexRGBA("#ffd9d4", 1)
)

// fileHUD is what the banner, the list of saves and the question leave
// for the pointer: where each was drawn last.
type fileHUD struct {
	alerts   box   // the banners, zero when there is none
	list     box   // the list of saves' panel
	rows     []box // its rows, in the list's order
	yes, no  box   // the question's buttons
	hoverRow int   // the row under the pointer, -1 for none
}

// alertTop is the top of the table as the player sees it: below the phase
// bar and the banners.
func (g *Game) alertTop() float64 {
	if g.hud.files.alerts.h > 0 {
		return g.hud.files.alerts.y + g.hud.files.alerts.h
	}
	return g.tableView().y
}

// drawAlerts draws every failure that is not over (an autosave that
// fails, the last Ctrl+S that failed) as a red banner across the table,
// just below the phase bar, where it stays until saving works again.
func (g *Game) drawAlerts(dst *ebiten.Image) {
	as := g.ctrl.Alerts()
	if len(as) == 0 {
		g.hud.files.alerts = box{}
		return
	}
	v := g.tableView()
	w := v.w
	textW := w - 2*alertPad - 26
	var ts []textOp
	y := v.y
	for _, a := range as {
		title := wrap(a.Title, g.fonts.strong, textW)
		detail := wrap(a.Detail, g.fonts.normal, textW)
		h := 2*alertPad + float64(len(title)+len(detail))*alertLineH
		g.b.rect(0, y, w, h, colAlert)
		g.b.rect(0, y, 5, h, colAlertEdge)
		g.b.rect(0, y+h-2, w, 2, colAlertEdge)
		// A warning sign: a bang in a disc.
		g.b.rect(alertPad+4, y+alertPad+2, 14, 14, colAlertEdge)
		ts = append(ts, textOp{"!", g.fonts.strong, pt{alertPad + 11, y + alertPad + alertLineH/2}, alignCenter, colAlertText})
		ly := y + alertPad + alertLineH/2
		for _, l := range title {
			ts = append(ts, textOp{l, g.fonts.strong, pt{alertPad + 26, ly}, alignLeft, colAlertText})
			ly += alertLineH
		}
		for _, l := range detail {
			ts = append(ts, textOp{l, g.fonts.normal, pt{alertPad + 26, ly}, alignLeft, colAlertDim})
			ly += alertLineH
		}
		y += h
	}
	g.b.flush(dst)
	drawTexts(dst, ts)
	g.hud.files.alerts = box{0, v.y, w, y - v.y}
}

// listRow is one row of a list dialog: its lines left (top, below) and
// its note on the right of the top line.
type listRow struct{ top, below, note string }

// drawList draws a list dialog: title, the rows each with its number key,
// and footer; the rows are the boxes a click picks (dialogClick).
func (g *Game) drawList(dst *ebiten.Image, title string, rows []listRow, footer string) {
	w, h := float64(g.w), float64(g.h)
	pw := min(saveListW, w-40)
	ph := dialogPad + 36 + float64(len(rows))*saveRowH + 18 + dialogPad
	x, y := (w-pw)/2, max(barHeight+8, (h-ph)/2)
	f := &g.hud.files
	f.list = box{x, y, pw, ph}
	f.rows = f.rows[:0]
	cur := pt{g.last.Screen.X, g.last.Screen.Y}
	f.hoverRow = -1

	g.b.rect(0, 0, w, h, hexRGBA("#000000", 0.5))
	g.b.rect(x, y, pw, ph, colBar.alpha(0.98))
	g.b.rect(x, y, pw, 3, colButton)
	var ts []textOp
	ts = append(ts, textOp{title, g.fonts.big, pt{x + dialogPad, y + dialogPad + 6}, alignLeft, colBarText},
		textOp{"number or click · Esc to close", g.fonts.small, pt{x + pw - dialogPad, y + dialogPad + 6}, alignRight, colDim})
	ry := y + dialogPad + 36
	for i, row := range rows {
		r := box{x + dialogPad - 6, ry, pw - 2*dialogPad + 12, saveRowH - 4}
		f.rows = append(f.rows, r)
		bg := colOffer
		if r.contains(cur) {
			bg, f.hoverRow = colOfferHot, i
		}
		g.b.rect(r.x, r.y, r.w, r.h, bg)
		g.b.rect(r.x+8, r.y+(r.h-badgeSize)/2, badgeSize, badgeSize, colButton)
		ts = append(ts, textOp{fmt.Sprint(i + 1), g.fonts.bold, pt{r.x + 8 + badgeSize/2, r.y + r.h/2}, alignCenter, colWhite})
		tx := r.x + 8 + badgeSize + 12
		room := r.x + r.w - 10 - tx
		if row.note != "" {
			ts = append(ts, textOp{row.note, g.fonts.normal, pt{r.x + r.w - 10, r.y + 13}, alignRight, colDetail})
			nw, _ := measure(row.note, g.fonts.normal)
			room -= nw + 12
		}
		top, _ := elide(row.top, g.fonts.strong, room)
		ts = append(ts, textOp{top, g.fonts.strong, pt{tx, r.y + 13}, alignLeft, colBarText},
			textOp{row.below, g.fonts.small, pt{tx, r.y + 30}, alignLeft, colDim})
		ry += saveRowH
	}
	ts = append(ts, textOp{footer, g.fonts.small, pt{x + dialogPad, y + ph - dialogPad - 2}, alignLeft, colDim})
	g.b.flush(dst)
	drawTexts(dst, ts)
}

// drawSaveList draws the list Ctrl+O opened: the recent saves of this
// scenario, newest first, each with when it was saved and how many actions
// it holds.
func (g *Game) drawSaveList(dst *ebiten.Image) {
	saves, _ := g.ctrl.SaveList()
	now := time.Now()
	rows := make([]listRow, len(saves))
	for i, s := range saves {
		what := "not readable as a save"
		switch {
		case s.Actions == 1:
			what = "1 action"
		case s.Actions >= 0:
			what = fmt.Sprintf("%d actions", s.Actions)
		}
		rows[i] = listRow{top: s.Time.Format("Mon 2 Jan 2006, 15:04") + " · " + ago(now.Sub(s.Time)), below: s.Name(), note: what}
	}
	g.drawList(dst, "Open a saved battle", rows, "in "+g.ctrl.SavesDir())
}

// drawScenarioList draws the list F2 opened: the scenarios the program
// carries, each with its title and its file.
func (g *Game) drawScenarioList(dst *ebiten.Image) {
	list, _ := g.ctrl.ScenarioList()
	rows := make([]listRow, len(list))
	for i, sc := range list {
		rows[i] = listRow{top: sc.Title, below: strings.TrimPrefix(sc.Name, "embedded:")}
	}
	g.drawList(dst, "Start a new battle", rows, "the battle in progress is asked about first, and stays autosaved as a battle of its own scenario")
}

// ago says how long ago d was, roughly.
func ago(d time.Duration) string {
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return fmt.Sprintf("%d min ago", int(d/time.Minute))
	case d < 48*time.Hour:
		return fmt.Sprintf("%d h ago", int(d/time.Hour))
	}
	return fmt.Sprintf("%d days ago", int(d/(24*time.Hour)))
}

// drawQuestion draws the question up (replace the battle in progress?)
// with its Yes and No buttons.
func (g *Game) drawQuestion(dst *ebiten.Image) {
	q, _ := g.ctrl.Question()
	w, h := float64(g.w), float64(g.h)
	pw := min(questionW, w-40)
	textW := pw - 2*dialogPad
	lines := wrap(q.Text, g.fonts.strong, textW)
	detail := wrap(q.Detail, g.fonts.normal, textW)
	ph := 2*dialogPad + float64(len(lines))*22 + float64(len(detail))*19 + 16 + dialogButton
	x, y := (w-pw)/2, (h-ph)/2
	g.b.rect(0, 0, w, h, hexRGBA("#000000", 0.5))
	g.b.rect(x, y, pw, ph, colBar.alpha(0.98))
	g.b.rect(x, y, pw, 3, colWarn)
	var ts []textOp
	ly := y + dialogPad + 8
	for _, l := range lines {
		ts = append(ts, textOp{l, g.fonts.strong, pt{x + dialogPad, ly}, alignLeft, colBarText})
		ly += 22
	}
	for _, l := range detail {
		ts = append(ts, textOp{l, g.fonts.normal, pt{x + dialogPad, ly}, alignLeft, colDim})
		ly += 19
	}
	by := y + ph - dialogPad - dialogButton
	f := &g.hud.files
	f.no = box{x + pw - dialogPad - 110, by, 110, dialogButton}
	f.yes = box{f.no.x - 12 - 150, by, 150, dialogButton}
	cur := pt{g.last.Screen.X, g.last.Screen.Y}
	for _, b := range []struct {
		box
		text string
		col  rgba
	}{{f.yes, "Yes, replace (Y)", colWarn.mix(hexRGBA("#000000", 1), 0.45)}, {f.no, "No (N, Esc)", colButton}} {
		c := b.col
		if b.contains(cur) {
			c = c.mix(hexRGBA("#ffffff", 1), 0.2)
		}
		g.b.rect(b.x, b.y, b.w, b.h, c)
		ts = append(ts, textOp{b.text, g.fonts.bold, pt{b.x + b.w/2, b.y + b.h/2}, alignCenter, colWhite})
	}
	g.b.flush(dst)
	drawTexts(dst, ts)
}

// dialogClick is what a left click released at p does while the list of
// saves or a question is up: a row opens its save, a click beside the list
// closes it, the question's buttons answer it. A click elsewhere beside
// the question does nothing: it must be answered.
func (g *Game) dialogClick(p pt) func() {
	f := &g.hud.files
	if _, up := g.ctrl.Question(); up {
		switch {
		case f.yes.contains(p):
			return func() { g.ctrl.Answer(true) }
		case f.no.contains(p):
			return func() { g.ctrl.Answer(false) }
		}
		return nil
	}
	if _, up := g.ctrl.SaveList(); up {
		for i, r := range f.rows {
			if r.contains(p) {
				return func() { g.ctrl.PickSave(i) }
			}
		}
		if !f.list.contains(p) {
			return g.ctrl.CloseSaveList
		}
	}
	if _, up := g.ctrl.ScenarioList(); up {
		for i, r := range f.rows {
			if r.contains(p) {
				return func() { g.ctrl.PickScenario(i) }
			}
		}
		if !f.list.contains(p) {
			return g.ctrl.CloseScenarioList
		}
	}
	return nil
}
