package control

import (
	"fmt"
	"math"

	"plateau/rules/geom"
)

// SelectBox is a box selection in progress: Shift (or Ctrl) and a left drag
// that starts on the empty table, where a plain drag pans. Releasing adds
// Picks to the selection, as Shift+click adds one base.
type SelectBox struct {
	From, To geom.Vec // the corners (cm): where the press began, the pointer
	// Picks are the bases releasing would select: those of the side to
	// play whose centre is inside the box. The centre rather than any
	// overlap, so that a box around one rank of a tight line does not
	// catch the rank touching it.
	Picks []string
}

// Box is the box selection in progress, nil if none.
func (c *Controller) Box() *SelectBox { return c.box }

// Min and Max are the box's lowest and highest corners.
func (b *SelectBox) Min() geom.Vec {
	return geom.V(math.Min(b.From.X, b.To.X), math.Min(b.From.Y, b.To.Y))
}
func (b *SelectBox) Max() geom.Vec {
	return geom.V(math.Max(b.From.X, b.To.X), math.Max(b.From.Y, b.To.Y))
}

// Contains reports whether p (cm) is in the box, edges included.
func (b *SelectBox) Contains(p geom.Vec) bool {
	lo, hi := b.Min(), b.Max()
	return p.X >= lo.X && p.X <= hi.X && p.Y >= lo.Y && p.Y <= hi.Y
}

// boxing reports whether a press that has just become a drag selects a
// box rather than panning: it began on the empty table with Shift or Ctrl.
func boxing(p *press, in Input) bool {
	return p.base == "" && (p.mods|in.Mods)&(Shift|Ctrl) != 0
}

// updateBox stretches the box to the pointer and finds what it picks.
func (c *Controller) updateBox(to geom.Vec) {
	b := c.box
	b.To = to
	b.Picks = b.Picks[:0]
	s := c.m.State()
	for i := range s.Table.Bases {
		bs := &s.Table.Bases[i]
		if bs.Side == s.Active && b.Contains(bs.Shape.Center) {
			b.Picks = append(b.Picks, bs.ID)
		}
	}
}

// releaseBox adds the box's picks to the selection.
func (c *Controller) releaseBox() {
	b := c.box
	c.box = nil
	if len(b.Picks) == 0 {
		c.SetMessage("No base of the side to play has its centre in the box", true)
		return
	}
	added := 0
	for _, id := range b.Picks {
		if !c.sel[id] {
			c.sel[id] = true
			added++
		}
	}
	c.SetMessage(fmt.Sprintf("%d bases selected (%d added by the box)", len(c.sel), added), false)
}
