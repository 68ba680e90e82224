package charge

import (
	"errors"
	"math"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// Flying chargers pass over everything, but where they end counts: no
// end pose on another base (wme.md §11.2; [L2145]: "ils ne peuvent
// terminer leur mouvement sur une unité", [L2151]). Issue 8 item 9 (a):
// random play (game/feature_conformance_test.go, the flyers' scenario,
// seed 4, action 937) charged three Pegasus Knights on initiative at Orc
// Warriors whose right-hand base stands out of line, and one Pegasus
// ended 1 cm deep in it: its line slot overlapped that base, so routesTo
// gave it no route, and the detour of approach, which did not judge the
// end again, flew it there (a flyer's path is checked against nothing,
// and on the ground the path's sweep had caught it). The same detour
// landed flyers in the wood the orcs stood in. This is that position.
func TestFlyingChargeNeverEndsOnABase(t *testing.T) {
	w := &world{t: table.Table{Width: 60, Height: 60}}
	var ch, tg []string
	for i, x := range []float64{22, 26, 30} {
		id := "peg." + string(rune('1'+i))
		w.t.Bases = append(w.t.Bases, table.Base{ID: id, Unit: "peg", Side: 0,
			Shape: geom.Rect{Center: geom.V(x, 45.0087890625), Facing: -math.Pi / 2, Width: infW, Depth: infD}})
		ch = append(ch, id)
	}
	const orcFacing = 1.0911245407798973 // the orcs' facing then (about 62.5° from east)
	for i, c := range []geom.Vec{
		geom.V(30.208142965327152, 38.78117101722754), // out of line, beside the line's right
		geom.V(25.736581162717382, 38.852830248602565),
		geom.V(22.187995413179575, 40.6987823547465),
	} {
		id := "orcs." + string(rune('1'+i))
		w.t.Bases = append(w.t.Bases, table.Base{ID: id, Unit: "orcs", Side: 1,
			Shape: geom.Rect{Center: c, Facing: orcFacing, Width: infW, Depth: infD}})
		tg = append(tg, id)
	}
	// Without terrain the orcs' front is open; the scenario's wood,
	// closed to cavalry and so to a flyer's landing ([L2153]), covers
	// every slot before their front, so the charge must be refused.
	wood := table.Feature{ID: "wood", Kind: "wood", Area: geom.Polygon{geom.V(14, 38), geom.V(34, 38), geom.V(34, 44), geom.V(14, 44)}}
	woods := func(f *table.Feature) bool { return f.Kind == "wood" }
	for _, c := range []struct {
		name    string
		terrain []table.Feature
		refusal string // "": placements wanted
	}{
		{"on open ground", nil, ""},
		{"the orcs in a wood closed to a flyer's landing", []table.Feature{wood}, "no-edge"},
	} {
		w.t.Features = c.terrain
		in := Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 60, Fly: true, Blocks: woods}
		ps, err := Solve(in)
		if c.refusal != "" {
			var r *Refusal
			if !errors.As(err, &r) || r.Code != c.refusal {
				t.Errorf("%s: Solve = %d placements, %v; want the refusal %q", c.name, len(ps), err, c.refusal)
			}
		} else if err != nil {
			t.Errorf("%s: Solve = %v, want placements", c.name, err)
		}
		f := table.Filter{Blocks: woods, SkipBase: func(b *table.Base) bool { return b.Unit == "peg" }}
		for k, p := range ps {
			var ends []geom.Rect
			for _, id := range ch {
				b, _ := w.t.Base(id)
				end := b.Shape.At(p.Poses[id])
				if !w.t.OnTable(end) {
					t.Errorf("%s, placement %d: %s ends off the table", c.name, k, id)
				}
				if hits := w.t.Overlaps(end, f); len(hits) > 0 {
					t.Errorf("%s, placement %d: %s ends on %v, want a flyer ending on no base and on open ground [L2145], [L2153]", c.name, k, id, hits)
				}
				for _, o := range ends {
					if geom.Penetration(end.Polygon(), o.Polygon()) > table.OverlapSlack {
						t.Errorf("%s, placement %d: %s ends on another charging base", c.name, k, id)
					}
				}
				ends = append(ends, end)
			}
			if !connected(ends) {
				t.Errorf("%s, placement %d: the charging unit ends out of formation [L831]", c.name, k)
			}
		}
	}
}
