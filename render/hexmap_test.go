package render

import (
	"fmt"
	"math"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// TestHexLayerDrawsEachEdgeOnce: the grid has every edge of every hex, and
// none twice (a doubled line would draw darker), in both orientations.
func TestHexLayerDrawsEachEdgeOnce(t *testing.T) {
	for _, spec := range []hex.Spec{
		{Orientation: "flat", Size: 3, Cols: 7, Rows: 5, Parity: "odd-q"},
		{Orientation: "pointy", Size: 2, Cols: 4, Rows: 6, Parity: "even-r"},
	} {
		m, err := spec.Build(hex.Flags{})
		if err != nil {
			t.Fatal(err)
		}
		hl := buildHexLayer(&spec, m)
		key := func(s geom.Segment) string {
			a, b := s.A, s.B
			if a.X > b.X+1e-9 || math.Abs(a.X-b.X) < 1e-9 && a.Y > b.Y {
				a, b = b, a
			}
			r := func(v float64) int64 { return int64(math.Round(v * 1e4)) } // no "-0.0000"
			return fmt.Sprint(r(a.X), r(a.Y), r(b.X), r(b.Y))
		}
		seen := map[string]int{}
		for _, e := range hl.grid {
			seen[key(e)]++
		}
		for k, n := range seen {
			if n > 1 {
				t.Errorf("%s map: edge %s drawn %d times", spec.Orientation, k, n)
			}
		}
		for i, cs := range hl.corners {
			for d := hex.Dir(0); d < 6; d++ {
				if seen[key(hexEdge(cs, d))] == 0 {
					t.Errorf("%s map: hex %s has no edge toward D%d", spec.Orientation, hl.labels[i], d)
				}
			}
		}
	}
}

// TestHexLayerMarksSlopesDownhill: a slope's teeth point into its low hex,
// and a hexside feature is drawn on the edge the two hexes share.
func TestHexLayerMarksSlopesDownhill(t *testing.T) {
	spec := hex.Spec{Orientation: "flat", Size: 3, Cols: 5, Rows: 5, Parity: "odd-q",
		Hexes: []hex.HexSpec{{At: "0303", Kind: "woods", Elevation: 1}},
		Sides: []hex.SideSpec{{A: "0303", B: "0304", Slope: "steep", High: "0303"}, {A: "0202", B: "0203", Kind: "hedge"}}}
	m, err := spec.Build(hex.Flags{})
	if err != nil {
		t.Fatal(err)
	}
	hl := buildHexLayer(&spec, m)
	if len(hl.sides) != 2 {
		t.Fatalf("sides = %+v, want the slope and the hedge", hl.sides)
	}
	low := m.Layout.Centre(m.MustLabel("0304"))
	for _, s := range hl.sides {
		mid := s.edge.A.Add(s.edge.B).Scale(0.5)
		if s.slope == hex.Steep {
			if got := low.Sub(mid).Dot(s.down); got <= 0 {
				t.Errorf("steep slope: teeth point %v, away from the low hex 0304", s.down)
			}
			continue
		}
		a, b := m.Layout.Centre(m.MustLabel("0202")), m.Layout.Centre(m.MustLabel("0203"))
		if !mid.Near(a.Add(b).Scale(0.5)) {
			t.Errorf("hedge drawn at %v, want the middle of 0202-0203", mid)
		}
	}
	if i, _ := m.Index(m.MustLabel("0303")); hl.fills[i].A == 0 {
		t.Errorf("woods on a hill: no fill")
	}
	if i, _ := m.Index(m.MustLabel("0101")); hl.fills[i].A != 0 {
		t.Errorf("clear ground at elevation 0: filled %+v, want the table to show", hl.fills[i])
	}
}

// TestTapeText: a tape in movement points reads as points (issue 13 part 2),
// a tape in cm as before.
func TestTapeText(t *testing.T) {
	for _, c := range []struct {
		t    rules.Tape
		want string
	}{
		{rules.Tape{Move: 3, Allowance: 8, Unit: "MP", Points: true}, "3 / 8 MP"},
		{rules.Tape{Used: 2, Move: 2, Allowance: 4, Unit: "MP", Points: true}, "4 / 4 MP"},
		{rules.Tape{Move: 12.25, Allowance: 20}, "12.2 / 20 cm"},
		{rules.Tape{Move: 6, Allowance: 12, Unit: "MU", PerUnit: 3}, "6.0 / 12 cm  ·  2.0 / 4.0 MU"},
		{rules.Tape{Move: 14.25, Allowance: math.Inf(1)}, "14.2 cm"}, // no allowance: the setup screen's placing
	} {
		if got := tapeText(c.t); got != c.want {
			t.Errorf("tapeText(%+v) = %q, want %q", c.t, got, c.want)
		}
	}
	if got := allowanceText(rules.Tape{Used: 3, Allowance: math.Inf(1)}); got != "" {
		t.Errorf("allowanceText with no allowance = %q, want nothing", got)
	}
	if got := allowanceText(rules.Tape{Used: 3, Allowance: 8, Unit: "MP", Points: true}); got != "moved 3 of 8 MP" {
		t.Errorf("allowanceText in MP = %q", got)
	}
}
