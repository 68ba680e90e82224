package control

import (
	"strings"

	"plateau/rules/geom"
)

// Stacks (issue 13 part 2: "stacks shown and browsable"). On a hex map
// several counters share a hex (a leader on his unit, guns with a
// battalion), the top one drawn over the others. A press on a stack takes
// the selected counter if it is under the pointer, else the top one; a
// click on a stacked counter that was already selected selects the next
// one down (and from the bottom, the top again), and the message line lists
// the stack, so every counter of a stack can be picked and dragged.

// under lists the bases under table point p, top first (the order hit
// picks them in: round markers, then the rest, the last drawn first).
func (c *Controller) under(p geom.Vec, tol float64) []string {
	bases := c.m.State().Table.Bases
	var out []string
	for pass := 0; pass < 2; pass++ {
		for i := len(bases) - 1; i >= 0; i-- {
			b := &bases[i]
			if b.Round != (pass == 0) {
				continue
			}
			if b.Round && b.Shape.Center.Dist(p) <= b.Shape.Width/2+tol || !b.Round && b.Shape.Contains(p, tol) {
				out = append(out, b.ID)
			}
		}
	}
	return out
}

// hitStack is hit on a hex map: the selected counter under the pointer
// when there is one, else the top one.
func (c *Controller) hitStack(p geom.Vec, tol float64) string {
	ids := c.under(p, tol)
	for _, id := range ids {
		if c.sel[id] {
			return id
		}
	}
	if len(ids) > 0 {
		return ids[0]
	}
	return ""
}

// cycleStack handles a click on a stacked counter that was selected before
// the press: it selects the next counter under the pointer and says what
// the stack holds. It reports whether it did.
func (c *Controller) cycleStack(p *press, tol float64) bool {
	if c.m.State().Table.Hexes == nil || p.base == "" || !p.wasSelected || p.mods&(Shift|Ctrl) != 0 {
		return false
	}
	ids := c.under(p.table, tol)
	if len(ids) < 2 {
		return false
	}
	next := ids[0]
	for i, id := range ids {
		if id == p.base {
			next = ids[(i+1)%len(ids)]
		}
	}
	c.selectOnly(next)
	c.SetMessage(c.stackLine(ids, next), false)
	return true
}

// stackLine names a stack's counters, top first, the selected one marked.
func (c *Controller) stackLine(ids []string, selected string) string {
	s := c.m.State()
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = s.BaseName(id)
		if id == selected {
			names[i] = "[" + names[i] + "]"
		}
	}
	return "Stack: " + strings.Join(names, ", ") + " — click again for the next"
}
