package bloodblades

import (
	"math"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// S2's geometry (bnb.md §4.4-4.5, G49, G50; terrainsetup.go). At 15 mm
// the MU is 3 cm and a base 4 cm wide.

// E4, E5 [L832-836]: the minimum length included, the maximum excluded;
// each class its least width.
func TestSizeOf(t *testing.T) {
	for _, c := range []struct {
		name string
		l, w float64
		want Size
	}{
		{"E4: 3 × 3 MU is small (the minimum included)", 3, 3, SizeSmall},
		{"E5: 5 × 4 MU is medium, not small (the maximum excluded)", 5, 4, SizeMedium},
		{"E5: 5 × 3.9 MU fits no size", 5, 3.9, SizeNone},
		{"2.9 × 3 MU is read 3 × 2.9: too narrow for small", 2.9, 3, SizeNone},
		{"2.9 × 2.9 MU: too short for small", 2.9, 2.9, SizeNone},
		{"3 × 2.9 MU: too narrow for small", 3, 2.9, SizeNone},
		{"4.99 × 3 MU is small", 4.99, 3, SizeSmall},
		{"8 × 6 MU is large", 8, 6, SizeLarge},
		{"7.99 × 6 MU is medium", 7.99, 6, SizeMedium},
		{"8 × 5.9 MU fits no size", 8, 5.9, SizeNone},
		{"12 × 6 MU: too long for large", 12, 6, SizeNone},
		{"4 × 5 MU is read 5 × 4 (the length is the longer [L836])", 4, 5, SizeMedium},
	} {
		if got := SizeOf(c.l, c.w); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
}

// G49: a feature's length and width are the sides of its least-area
// bounding rectangle in any orientation, so a rectangle drawn at 30° is
// measured as drawn; roads and rivers are medium, a river over 1 MU wide
// large (A7) [L792].
func TestFeatureSize(t *testing.T) {
	c, _ := ConfigOf(nil)
	rot := func(l, w, deg float64) geom.Polygon {
		r := geom.Rect{Center: geom.V(50, 40), Facing: geom.Rad(deg), Width: l, Depth: w}
		return r.Polygon()
	}
	for _, c2 := range []struct {
		name   string
		f      table.Feature
		want   Size
		l, w   float64
		approx bool
	}{
		{"E4 square, 9 × 9 cm", table.Feature{ID: "a", Kind: "wood", Area: rot(9, 9, 0)}, SizeSmall, 3, 3, true},
		{"E5 at 30°, 15 × 12 cm", table.Feature{ID: "b", Kind: "wood", Area: rot(15, 12, 30)}, SizeMedium, 5, 4, true},
		{"15 × 11 cm at 45°: no size", table.Feature{ID: "c", Kind: "hill", Area: rot(15, 11, 45)}, SizeNone, 5, 11.0 / 3, true},
		{"a road", table.Feature{ID: "r", Kind: "road", Line: []geom.Vec{geom.V(0, 0), geom.V(10, 0)}, Width: 1}, SizeMedium, 0, 0, false},
		{"a river 1 MU wide", table.Feature{ID: "v", Kind: "river", Line: []geom.Vec{geom.V(0, 0), geom.V(10, 0)}, Width: 3}, SizeMedium, 0, 0, false},
		{"a great river, 1.5 MU", table.Feature{ID: "g", Kind: "river", Line: []geom.Vec{geom.V(0, 0), geom.V(10, 0)}, Width: 4.5}, SizeLarge, 0, 0, false},
	} {
		got, l, w := FeatureSize(c, &c2.f)
		if got != c2.want || c2.approx && (math.Abs(l-c2.l) > 1e-6 || math.Abs(w-c2.w) > 1e-6) {
			t.Errorf("%s: %s %.3f × %.3f MU, want %s %.3f × %.3f", c2.name, got, l, w, c2.want, c2.l, c2.w)
		}
	}
}

// [L815-820]: faces 1-3 the preferred edge; 4, 5, 6 the others
// clockwise from the one on its left: from the S, 4 the W, 5 the N, 6
// the E.
func TestPlacementEdge(t *testing.T) {
	for _, c := range []struct{ pref, face, want int }{
		{2, 1, 2}, {2, 3, 2}, {2, 4, 3}, {2, 5, 0}, {2, 6, 1},
		{0, 4, 1}, {0, 5, 2}, {0, 6, 3}, {3, 4, 0}, {3, 6, 2},
	} {
		if got := PlacementEdge(c.pref, c.face); got != c.want {
			t.Errorf("preferred %s, face %d: %s, want %s", edgeNames[c.pref], c.face, edgeNames[got], edgeNames[c.want])
		}
	}
}

// G50 [L808-820], A47: an area feature a base width from the edges and
// the other area features, overlapping none but a hill on water or a
// BUA on a hill, its centre nearest the die's edge.
func TestAreaPlacement(t *testing.T) {
	c, _ := ConfigOf(nil)
	box := func(id, kind string, x0, y0, x1, y1 float64) table.Feature {
		return table.Feature{ID: id, Kind: kind, Area: geom.Polygon{geom.V(x0, y0), geom.V(x1, y0), geom.V(x1, y1), geom.V(x0, y1)}}
	}
	for _, k := range []struct {
		name  string
		other []table.Feature
		f     table.Feature
		edge  int
		want  string // in the problem, "" for none
	}{
		{"in the open, no die", nil, box("f", "wood", 20, 20, 35, 32), -1, ""},
		{"exactly a base width (4 cm) from the edge", nil, box("f", "wood", 4, 20, 19, 32), -1, ""},
		{"3.9 cm from the edge", nil, box("f", "wood", 3.9, 20, 19, 32), -1, "[L808]"},
		{"4 cm from another wood", []table.Feature{box("g", "wood", 39, 20, 50, 32)}, box("f", "wood", 20, 20, 35, 32), -1, ""},
		{"3 cm from another wood", []table.Feature{box("g", "wood", 38, 20, 50, 32)}, box("f", "wood", 20, 20, 35, 32), -1, "[L808]"},
		{"on another wood", []table.Feature{box("g", "wood", 30, 20, 50, 32)}, box("f", "wood", 20, 20, 35, 32), -1, "[L810-811]"},
		{"a hill on a lake", []table.Feature{box("g", "lake", 30, 20, 50, 32)}, box("f", "hill", 20, 20, 35, 32), -1, ""},
		{"a BUA on a hill", []table.Feature{box("g", "hill", 20, 20, 50, 40)}, box("f", "bua", 25, 25, 35, 32), -1, ""},
		{"a road is no area feature", []table.Feature{{ID: "r", Kind: "road", Line: []geom.Vec{geom.V(0, 26), geom.V(120, 26)}, Width: 1}}, box("f", "wood", 20, 20, 35, 32), -1, ""},
		{"the die gave the W: nearest the W", nil, box("f", "wood", 10, 30, 25, 42), 3, ""},
		{"the die gave the N: nearer the W", nil, box("f", "wood", 10, 30, 25, 42), 0, "[L820]"},
		{"the centre as near the N as the W: a tie is no nearer", nil, box("f", "wood", 10, 10, 20, 20), 0, "[L820]"},
	} {
		tb := table.Table{Width: 120, Height: 75, Features: append(k.other, k.f)}
		got := AreaPlacementProblem(c, &tb, &tb.Features[len(tb.Features)-1], k.edge)
		if (got == "") != (k.want == "") || k.want != "" && !has(got, k.want) {
			t.Errorf("%s: %q, want %q", k.name, got, k.want)
		}
	}
}

// E23, Figure 8.6 [L2468], [L882]: road R crosses the river at right
// angles, legal; road S crosses it obliquely, illegal; a road crosses a
// river once, and one road only crosses it.
func TestRoadAcrossRiver(t *testing.T) {
	river := table.Feature{ID: "rv", Kind: "river", Line: []geom.Vec{geom.V(0, 40), geom.V(120, 40)}, Width: 3}
	road := func(id string, pts ...geom.Vec) table.Feature {
		return table.Feature{ID: id, Kind: "road", Line: pts, Width: 1}
	}
	for _, c := range []struct {
		name  string
		other []table.Feature
		r     table.Feature
		want  string
	}{
		{"R, at right angles", nil, road("R", geom.V(60, 0), geom.V(60, 75)), ""},
		{"45° off: the bound", nil, road("R", geom.V(20, 0), geom.V(95, 75)), ""},
		{"S, oblique (60° off)", nil, road("S", geom.V(0, 5), geom.V(120, 74.3)), "[L2468]"},
		{"crossing twice", nil, road("S", geom.V(50, 0), geom.V(55, 60), geom.V(60, 0)), "once"},
		{"a second road across", []table.Feature{road("R", geom.V(60, 0), geom.V(60, 75))}, road("T", geom.V(90, 0), geom.V(90, 75)), "[L882]"},
		{"a second road not across", []table.Feature{road("R", geom.V(60, 0), geom.V(60, 75))}, road("T", geom.V(0, 10), geom.V(120, 10)), ""},
	} {
		tb := table.Table{Width: 120, Height: 75, Features: append(append([]table.Feature{river}, c.other...), c.r)}
		got := RoadPlacementProblem(&tb, &tb.Features[len(tb.Features)-1])
		if (got == "") != (c.want == "") || c.want != "" && !has(got, c.want) {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// E24, Figure 8.7 [L2478]: a road through GGo so close to a wood that a
// base following it (2 cm each side of the centre line at 15 mm) would
// be in GGo and DGo is to be avoided: a warning.
func TestRoadNearWood(t *testing.T) {
	c, _ := ConfigOf(nil)
	for _, k := range []struct {
		name  string
		woodY float64 // the wood's lower edge; the road runs along y = 30
		warn  bool
	}{{"the wood 1.9 cm from the road's centre", 28.1, true}, {"2 cm: a base touches it", 28, false}, {"5 cm", 25, false}} {
		tb := table.Table{Width: 120, Height: 75, Features: []table.Feature{
			{ID: "wd", Kind: "wood", Area: geom.Polygon{geom.V(40, 10), geom.V(70, 10), geom.V(70, k.woodY), geom.V(40, k.woodY)}},
			{ID: "F", Kind: "road", Line: []geom.Vec{geom.V(0, 30), geom.V(120, 30)}, Width: 1},
		}}
		got := RoadTerrainWarning(c, &tb, &tb.Features[1])
		if (got != "") != k.warn || k.warn && !has(got, "[L2478]") {
			t.Errorf("%s: %q, want a warning %v", k.name, got, k.warn)
		}
	}
}
