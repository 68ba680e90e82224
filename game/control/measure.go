package control

import (
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Ruler is a measurement on the table: a free ruler between two points, or
// the closest edge-to-edge distance between bases A and B.
type Ruler struct {
	From, To geom.Vec
	Dist     float64 // cm
	// Edge is set when From and To are the closest points of bases A and B.
	Edge bool
	A, B string
	// Unit and PerUnit are the ruleset's length unit, if it has one.
	Unit    string
	PerUnit float64
}

// Label is the distance as the player reads it.
func (r *Ruler) Label() string { return FormatLength(r.Dist, r.Unit, r.PerUnit) }

// Ruler is the measurement to show, nil if none.
func (c *Controller) Ruler() *Ruler { return c.ruler }

// measure is the measure tool: a left drag lays a ruler, which stays until
// the next one; a ruler started on a base and ended on another, or
// pointing at a base while exactly one other is selected, measures edge to
// edge.
func (c *Controller) measure(in Input, pressed, released Buttons) {
	switch {
	case pressed&Left != 0:
		c.press = &press{screen: in.Screen, table: in.Table, base: c.hover, mods: in.Mods}
		c.ruler, c.rulerLive = nil, false
	case in.Buttons&Left != 0 && c.press != nil:
		p := c.press
		if !p.moved && in.Screen.Sub(p.screen).Len() >= DragThreshold {
			p.moved = true
		}
		if p.moved {
			c.ruler = c.rulerFor(p.table, in.Table, p.base, c.hover)
		}
	case released&Left != 0 && c.press != nil:
		p := c.press
		c.press = nil
		if !p.moved {
			// A click picks the base to measure from.
			if p.base != "" {
				c.selectOnly(p.base)
			} else {
				c.sel = map[string]bool{}
			}
		}
	case in.Buttons&Left == 0:
		sel := c.Selected()
		if len(sel) == 1 && c.hover != "" && c.hover != sel[0] {
			c.ruler, c.rulerLive = c.rulerFor(geom.Vec{}, geom.Vec{}, sel[0], c.hover), true
		} else if c.rulerLive {
			c.ruler, c.rulerLive = nil, false // the pointer left the second base
		}
	}
}

// rulerFor measures from a to b, or edge to edge when both ends are on
// different bases.
func (c *Controller) rulerFor(a, b geom.Vec, baseA, baseB string) *Ruler {
	r := &Ruler{From: a, To: b, Dist: a.Dist(b), Unit: c.unit.name, PerUnit: c.unit.perUnit}
	if baseA == "" || baseB == "" || baseA == baseB {
		return r
	}
	s := c.m.State()
	ba, okA := s.Base(baseA)
	bb, okB := s.Base(baseB)
	if !okA || !okB {
		return r
	}
	r.From, r.To, r.Dist = table.Closest(ba.Shape, bb.Shape)
	r.Edge, r.A, r.B = true, baseA, baseB
	return r
}
