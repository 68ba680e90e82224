package table

import (
	"math"
	"math/rand/v2"
	"reflect"
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

// A grid rebuilt after a move keeps its predecessor's memo of piece pairs
// (pairmemo.go: each entry answers only for the pieces it holds, so it
// is right for any layout): a replay or a search of many moves measures
// the unmoved neighbours once, and allocates no memo a move. What Gaps
// then says is what a table without any memo says.
func TestPairMemoOutlivesAMove(t *testing.T) {
	tb := randomTable(100, 40, 5)
	m := &tb.Bases[7]
	p0 := m.Shape.Pose()
	path := geom.Path{p0, {Pos: p0.Pos.Add(m.Shape.Forward().Scale(15)), Facing: p0.Facing}}
	f := Filter{SkipBase: func(o *Base) bool { return o.ID == m.ID }}
	_ = tb.Gaps(m.Shape, path, f)
	memo := tb.index().pairs.Load()
	if memo == nil {
		t.Fatal("Gaps made no memo of pairs")
	}
	moved := tb.Clone()
	moved.Bases[3].Shape.Center = moved.Bases[3].Shape.Center.Add(geom.V(2, 0))
	if got := moved.index().pairs.Load(); got != memo {
		t.Fatalf("after a move the grid's memo is %p, want its predecessor's %p", got, memo)
	}
	got := moved.Gaps(m.Shape, path, f)
	// A slice no grid has seen gets a grid of its own and a new memo.
	fresh := Table{Width: moved.Width, Height: moved.Height, Features: moved.Features, Bases: slices.Clone(moved.Bases)}
	if want := fresh.Gaps(m.Shape, path, f); !reflect.DeepEqual(got, want) {
		t.Fatalf("Gaps with the inherited memo = %v, with a new one %v", got, want)
	}
}
