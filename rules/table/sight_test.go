package table

import (
	"cmp"
	"math"
	"slices"
	"testing"

	"plateau/rules/geom"
)

// lineOfSightByHand is LineOfSight as its comment says, the plain way:
// every candidate line, shortest first (equals in the order built), the
// first clear one.
func lineOfSightByHand(t *Table, viewer geom.Rect, e geom.Edge, target geom.Rect, s Sight) (geom.Segment, bool) {
	edge, n := viewer.Edge(e), viewer.Outward(e)
	k := max(2, int(math.Ceil(edge.Len()/SightStep)))
	var segs []geom.Segment
	for j := geom.Front; j <= geom.Left; j++ {
		te := target.Edge(j)
		m := max(1, int(math.Ceil(te.Len()/SightStep)))
		for i := 0; i < m; i++ {
			q := te.At(float64(i) / float64(m))
			if q.Dot(n)-edge.A.Dot(n) <= geom.Eps {
				continue
			}
			for i := 1; i < k; i++ {
				segs = append(segs, geom.Segment{A: edge.At(float64(i) / float64(k)), B: q})
			}
		}
	}
	slices.SortStableFunc(segs, func(a, b geom.Segment) int { return cmp.Compare(a.A.Sub(a.B).Len2(), b.A.Sub(b.B).Len2()) })
	for _, seg := range segs {
		if t.SightLine(seg.A, seg.B, s) {
			return seg, true
		}
	}
	return geom.Segment{}, false
}

// LineOfSight tries the shortest line first and sorts the others only
// when it is blocked (wme.md §12 G4): the line it finds is the one the
// plain search finds, when the shortest is clear (many lines as short,
// straight ahead), when it is blocked and the next shortest is taken, and
// when none is clear.
func TestLineOfSightShortestFirst(t *testing.T) {
	viewer := rectAt(50, 50, up)
	wood := Feature{ID: "wood", Kind: "wood", Area: geom.Polygon{geom.V(40, 38), geom.V(60, 38), geom.V(60, 41), geom.V(40, 41)}}
	for _, tc := range []struct {
		name    string
		tb      *Table
		target  geom.Rect
		s       Sight
		blocked bool // the shortest line is blocked
	}{
		{"straight ahead", &Table{}, rectAt(50, 30, up), Sight{}, false},
		{"to one side", &Table{}, rectAt(62, 33, up+0.4), Sight{}, false},
		{"the shortest blocked", &Table{Bases: []Base{base("x", 52, 40)}}, rectAt(50, 30, up), Sight{}, true},
		{"through a gap", &Table{Bases: []Base{base("x", 46, 40), base("z", 52.5, 40)}}, rectAt(50, 30, up), Sight{}, true},
		{"wall of bases", &Table{Bases: []Base{base("x", 46, 40), base("y", 50, 40), base("z", 54, 40)}}, rectAt(50, 30, up), Sight{}, true},
		{"3 cm of wood", &Table{Features: []Feature{wood}}, rectAt(50, 30, up), Sight{Limits: func(f *Feature) bool { return f.Kind == "wood" }, Allowance: 2}, true},
	} {
		got, ok := tc.tb.LineOfSight(viewer, geom.Front, tc.target, tc.s)
		want, wantOK := lineOfSightByHand(tc.tb, viewer, geom.Front, tc.target, tc.s)
		if ok != wantOK || got != want {
			t.Errorf("%s: LineOfSight = %v %v, the plain search %v %v", tc.name, got, ok, want, wantOK)
		}
		if shortest, _ := (&Table{}).LineOfSight(viewer, geom.Front, tc.target, Sight{}); (got != shortest) != tc.blocked {
			t.Errorf("%s: found %v, the shortest line is %v: want it blocked %v", tc.name, got, shortest, tc.blocked)
		}
	}
}
