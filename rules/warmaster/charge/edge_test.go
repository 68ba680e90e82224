package charge

import (
	"math"

	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// A charging base is never placed off the table (wme.md §7.2; the solver
// keeps every slot on it, the approach route of a base whose ordinary
// routes clip a neighbour too). A line along the top edge of a 60 cm
// table, facing west, charges two enemy bases facing east below-left of
// it: the slots beside the first base that would hang over the edge are
// refused, so every placement stays on the table (checkPlacement). The
// state is the one random play reached (game/feature_conformance_test.go,
// the support charge scenario).
func TestChargeStaysOnTheTable(t *testing.T) {
	w := &world{t: table.Table{Width: 60, Height: 60}}
	var ch, tg []string
	for i, x := range []float64{42, 38, 34} {
		id := "xbow." + string(rune('1'+i))
		w.t.Bases = append(w.t.Bases, table.Base{ID: id, Unit: "xbow", Side: 0,
			Shape: geom.Rect{Center: geom.V(x, 59), Facing: -math.Pi / 2, Width: infW, Depth: infD}})
		ch = append(ch, id)
	}
	for i, x := range []float64{30.76252828586355, 26.76252828586355} {
		id := "orcs." + string(rune('1'+i))
		w.t.Bases = append(w.t.Bases, table.Base{ID: id, Unit: "orcs", Side: 1,
			Shape: geom.Rect{Center: geom.V(x, 54.9083203188103), Facing: math.Pi / 2, Width: infW, Depth: infD}})
		tg = append(tg, id)
	}
	in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20}
	solve(t, "along the edge", in) // checks every placement
}
