package render

import (
	"plateau/game/control"
	"plateau/rules"
)

// drawBox draws the box selection in progress: a faint dashed rectangle,
// and a thin ring on each base releasing would select, so that the player
// sees what the box catches before letting go.
func (g *Game) drawBox(s *rules.State, bx *control.SelectBox) {
	b, c := &g.b, g.cam
	lo, hi := c.toScreen(bx.Min()), c.toScreen(bx.Max())
	b.rect(lo.X, lo.Y, hi.X-lo.X, hi.Y-lo.Y, colSelect.alpha(0.08))
	b.dashedLoop([]pt{lo, {hi.X, lo.Y}, hi, {lo.X, hi.Y}}, 1.5, 6, 4, colSelect.alpha(0.95))
	for _, id := range bx.Picks {
		if bs, ok := s.Base(id); ok {
			g.outlineBase(bs, bs.Shape, 2, colSelect.alpha(0.8))
		}
	}
}
