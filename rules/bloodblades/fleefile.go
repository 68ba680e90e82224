package bloodblades

import (
	"fmt"
	"math"
	"slices"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// The friends a fleeing base cannot pass through "sont agglomérées
// derrière le socle en fuite, dans l'ordre dans lequel elles sont
// rencontrées" [L2290]. Read as A34 (b), the spec's recommended reading,
// which is uncertain (doc.go): the base completes its run, and those
// friends stand in a file directly behind its rear edge, the first met
// nearest, each keeping its own facing, centred on the base's line of
// flight; the move costs no PoC.

// fileBehind places friends (in the order met) in a file behind fleeing
// base id ending at end: each touches the one before it (the first, the
// base's rear edge) along the base's line of flight. It returns their
// shapes, or why they do not fit: a place off the table, on a base that
// does not move, in terrain impassable to the friend, or touching an
// enemy (a file placed against the enemy would start a close combat no
// move made).
func (m *induced) fileBehind(id string, end geom.Rect, friends []string) ([]geom.Rect, string) {
	fwd := end.Forward()
	moving := append([]string{id}, friends...)
	skip := func(b *table.Base) bool { return slices.Contains(moving, b.ID) }
	line := end.Center.Dot(fwd) - end.Depth/2 // the rear edge, along the line of flight
	var out []geom.Rect
	for _, f := range friends {
		b := mustBase(m.s, f)
		r := b.Shape
		front, back := extent(r, fwd)
		r.Center = end.Center.Add(fwd.Scale(line - front - end.Center.Dot(fwd)))
		line -= front - back
		if !m.s.Table.OnTable(r) {
			return nil, fmt.Sprintf("%s would leave the table", name(m.s, f))
		}
		t := troopAt(m.s, f)
		blocks := impassableFor(m.c, t)
		if hit := m.s.Table.Overlaps(r, table.Filter{SkipBase: skip, Blocks: blocks}); len(hit) > 0 {
			return nil, fmt.Sprintf("%s would stand on %s", name(m.s, f), m.s.Describe(hit[0]))
		}
		for i := range m.s.Table.Bases {
			e := &m.s.Table.Bases[i]
			if e.Side != b.Side && !e.Round && near(r, e.Shape) {
				return nil, fmt.Sprintf("%s would touch the enemy %s", name(m.s, f), name(m.s, e.ID))
			}
		}
		out = append(out, r)
	}
	return out, ""
}

// extent is how far r reaches from its centre along unit vector u, ahead
// (front, ≥ 0) and behind (back, ≤ 0).
func extent(r geom.Rect, u geom.Vec) (front, back float64) {
	front, back = math.Inf(-1), math.Inf(1)
	for _, c := range r.Corners() {
		d := c.Sub(r.Center).Dot(u)
		front, back = math.Max(front, d), math.Min(back, d)
	}
	return front, back
}
