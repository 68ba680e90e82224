package table

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"plateau/rules/geom"
)

// The grid index must answer exactly as a plain scan of every base would:
// a differential test on tables large enough to use it (more than
// indexMin bases), with queries everywhere, of every size and angle.
func TestIndexAgreesWithScan(t *testing.T) {
	for _, n := range []int{indexMin + 1, 100, 400} {
		tb := randomTable(n, 0, uint64(n))
		rng := rand.New(rand.NewPCG(uint64(n), 11))
		for q := 0; q < 300; q++ {
			r := geom.Rect{Center: geom.V(rng.Float64()*240, rng.Float64()*180), Facing: rng.Float64() * 2 * math.Pi,
				Width: 1 + rng.Float64()*20, Depth: 1 + rng.Float64()*10}
			var got []string
			for _, o := range tb.Overlaps(r, Filter{}) {
				got = append(got, o.Base)
			}
			var want []string
			for _, b := range tb.Bases {
				if geom.Penetration(r.Polygon(), b.Shape.Polygon()) > OverlapSlack {
					want = append(want, b.ID)
				}
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("%d bases, query %d at %v: Overlaps = %v, a scan finds %v", n, q, r.Center, got, want)
			}
		}
		// Editing a base in place is seen at once (the index is rebuilt).
		tb.Bases[0].Shape.Center = geom.V(-50, -50)
		if hits := tb.Overlaps(geom.Rect{Center: geom.V(-50, -50), Width: 2, Depth: 2}, Filter{}); len(hits) != 1 {
			t.Errorf("%d bases: a base moved in place is not found where it went (%v)", n, hits)
		}
	}
}
