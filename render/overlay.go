package render

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"plateau/game/control"
	"plateau/rules"
	"plateau/rules/geom"
)

// drawOverlays draws what is not (yet) on the table: the drag's ghosts,
// preview and tape, the violation's geometry, the hovered offer's preview,
// the ruler and the selection box. It returns the label of the offer previewed, "" if none.
func (g *Game) drawOverlays(dst *ebiten.Image, offers []rules.Offer) string {
	s := g.ctrl.Match().State()
	var previewed string
	if o, ok := g.hoveredOffer(offers); ok {
		g.drawOfferPreview(dst, s, o)
		previewed = o.Label
	}
	if pv := g.ctrl.Drag(); pv != nil {
		g.drawDrag(dst, s, pv)
	}
	if r := g.ctrl.Ruler(); r != nil {
		g.drawRuler(dst, r)
	}
	if sight, ok := g.ctrl.Sight(); ok {
		g.drawSight(dst, sight)
	}
	if bx := g.ctrl.Box(); bx != nil {
		g.drawBox(s, bx)
		g.b.flush(dst)
	}
	return previewed
}

func (g *Game) drawDrag(dst *ebiten.Image, s *rules.State, pv *control.Preview) {
	b, c := &g.b, g.cam
	verdict := colLegal
	if !pv.Legal() {
		verdict = colIllegal
	}
	// The previews' highest and lowest pixels: the tape goes above them,
	// or below when above is under the phase bar.
	top, bottom := math.Inf(1), math.Inf(-1)
	var grabEnd geom.Vec
	for _, m := range pv.Action.Moves {
		bs, ok := s.Base(m.Base)
		if !ok {
			continue
		}
		side := hexRGBA(g.sideColour(s, bs.Side), 1)
		// The ghost: where the base stands until the move is applied.
		ghost := bs.Shape
		if bs.Round {
			g.drawBase(bs, ghost, side.alpha(0.3))
		} else {
			b.convex(g.screenPoly(ghost.Polygon()), side.alpha(0.3))
			b.dashedLoop(g.screenPoly(ghost.Polygon()), 1.5, 5, 4, colOutline)
		}
		if m.Base == pv.Grab {
			b.polyline(g.centrePath(m.Path), 2, colTape.alpha(0.9), false, true)
			grabEnd = m.Path.End().Pos
		}
	}
	for _, m := range pv.Action.Moves {
		bs, ok := s.Base(m.Base)
		if !ok {
			continue
		}
		end := bs.Shape.At(m.Path.End())
		for _, q := range end.Corners() {
			top, bottom = math.Min(top, c.toScreen(q).Y), math.Max(bottom, c.toScreen(q).Y)
		}
		g.drawBase(bs, end, hexRGBA(g.sideColour(s, bs.Side), 1).mix(verdict, 0.55).alpha(0.9))
		g.outlineBase(bs, end, 2.5, verdict)
	}
	if v := pv.Violation; v != nil {
		for _, a := range v.Areas {
			b.polyline(g.screenPoly(a), 2, colIllegal, true, false)
		}
		for _, l := range v.Lines {
			b.line(c.toScreen(l.A), c.toScreen(l.B), 3, colIllegal)
		}
		for _, id := range v.Bases {
			if bs, ok := s.Base(id); ok && !g.moving(pv, id) {
				g.outlineBase(bs, bs.Shape, 3, colIllegal)
			}
		}
	}
	b.flush(dst)

	// The tape by the preview, the reason by the pointer.
	t := pv.Tape
	x := c.toScreen(grabEnd).X
	at, below := pt{x, top - 16}, pt{x, bottom + 16}
	txt := tapeText(t)
	if t.Used > 0 {
		txt += fmt.Sprintf("  (this move "+map[bool]string{false: "%.1f", true: "%g"}[t.Points]+")", t.Move)
	}
	if pv.Snapped {
		txt += "  · contact"
	}
	g.tagOr(txt, g.fonts.bold, at, below, alignCenter, verdict.mix(colInk, 0.35), colPaper)
	if pv.Err != nil {
		x, y := ebiten.CursorPosition()
		msg := pv.Err.Error()
		if pv.Violation != nil {
			msg = pv.Violation.Msg
		}
		// Below the pointer, or above it by the message line.
		px, py := float64(x)+18, float64(y)
		g.tagOr(msg, g.fonts.normal, pt{px, py + 22}, pt{px, py - 22}, alignLeft, colIllegal.mix(colInk, 0.25), colPaper)
	}
}

func (g *Game) moving(pv *control.Preview, id string) bool {
	for _, m := range pv.Action.Moves {
		if m.Base == id {
			return true
		}
	}
	return false
}

// centrePath is the trajectory of a base's centre along p in pixels,
// turns sampled finely enough to look round.
func (g *Game) centrePath(p geom.Path) []pt {
	var out []pt
	for i, l := range p.Legs() {
		n := 1
		if math.Abs(l.Turn()) > geom.AngleEps {
			n = 12
		}
		for k := 0; k <= n; k++ {
			if k == 0 && i > 0 {
				continue
			}
			out = append(out, g.cam.toScreen(l.At(float64(k)/float64(n)).Pos))
		}
	}
	return out
}

func (g *Game) drawRuler(dst *ebiten.Image, r *control.Ruler) {
	b, c := &g.b, g.cam
	p, q := c.toScreen(r.From), c.toScreen(r.To)
	b.line(p, q, 3.5, colInk.alpha(0.6))
	b.line(p, q, 2, colRuler)
	b.disc(p, 3.5, colRuler)
	b.disc(q, 3.5, colRuler)
	b.flush(dst)
	txt := r.Label()
	if r.Edge {
		txt = "edge to edge " + txt
	}
	mid := p.lerp(q, 0.5)
	g.tagOr(txt, g.fonts.bold, mid.add(pt{0, -16}), mid.add(pt{0, 16}), alignCenter, colRuler.mix(colInk, 0.6), colPaper)
}

// drawSight draws the line-of-sight tool's line, green when the rules
// say it is clear, red when not, with their verdict by the pointer.
func (g *Game) drawSight(dst *ebiten.Image, v rules.Sight) {
	b, c := &g.b, g.cam
	col := colLegal
	if !v.Clear {
		col = colIllegal
	}
	p, q := c.toScreen(v.From), c.toScreen(v.To)
	b.line(p, q, 3.5, colInk.alpha(0.5))
	b.line(p, q, 2, col)
	b.disc(p, 3, col)
	b.flush(dst)
	g.tagOr(g.shown(sightText(v)), g.fonts.normal, q.add(pt{18, 22}), q.add(pt{18, -22}), alignLeft, col.mix(colInk, 0.35), colPaper)
}

// sightText is the tool's verdict in words: "In sight · 6.2 MU", or what
// blocks it.
func sightText(v rules.Sight) string {
	txt := "In sight"
	if !v.Clear {
		txt = "Out of sight: " + v.Why
	}
	if v.Note != "" {
		txt += " · " + v.Note
	}
	return txt
}

// tapeText is the tape's reading: the length used of the allowance, with
// the ruleset's unit beside it, or for a hex game the movement points.
func tapeText(t rules.Tape) string {
	if math.IsInf(t.Allowance, 1) { // no allowance: a deployment's placing
		return fmt.Sprintf("%.1f cm", t.Used+t.Move)
	}
	if t.Points {
		return fmt.Sprintf("%g / %g %s", t.Used+t.Move, t.Allowance, t.Unit)
	}
	txt := fmt.Sprintf("%.1f / %.0f cm", t.Used+t.Move, t.Allowance)
	if t.Unit != "" && t.PerUnit > 0 {
		txt += fmt.Sprintf("  ·  %.1f / %.1f %s", (t.Used+t.Move)/t.PerUnit, t.Allowance/t.PerUnit, t.Unit)
	}
	return txt
}
