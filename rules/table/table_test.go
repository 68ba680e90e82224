package table

import (
	"math"
	"testing"

	"plateau/rules/geom"
)

// base is a 4×2 cm base facing up the screen (bearing 0) at (x, y).
func base(id string, x, y float64) Base {
	return Base{ID: id, Unit: id, Shape: geom.Rect{Center: geom.V(x, y), Facing: -math.Pi / 2, Width: 4, Depth: 2}}
}

func rectAt(x, y, facing float64) geom.Rect {
	return geom.Rect{Center: geom.V(x, y), Facing: facing, Width: 4, Depth: 2}
}

var up = -math.Pi / 2 // facing towards the top edge

func approx(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

func TestObstacleString(t *testing.T) {
	for _, tc := range []struct {
		o    Obstacle
		want string
	}{{Obstacle{Base: "a"}, "base a"}, {Obstacle{Feature: "w"}, "feature w"}, {Obstacle{}, "table edge"}} {
		if got := tc.o.String(); got != tc.want {
			t.Errorf("%#v.String() = %q, want %q", tc.o, got, tc.want)
		}
	}
}

func TestOnTableAndOverlaps(t *testing.T) {
	tb := &Table{Width: 100, Height: 60, Bases: []Base{base("a", 20, 20), {ID: "cmd", Round: true, Shape: geom.Rect{Center: geom.V(40, 20), Width: 3, Depth: 3}}},
		Features: []Feature{{ID: "lake", Kind: "lake", Area: geom.Polygon{geom.V(50, 10), geom.V(70, 10), geom.V(70, 30), geom.V(60, 20), geom.V(50, 30)}}}}
	lakes := Filter{Blocks: func(f *Feature) bool { return f.Kind == "lake" }}
	tests := []struct {
		name string
		r    geom.Rect
		f    Filter
		want []Obstacle
		on   bool
	}{
		{"clear", rectAt(30, 20, up), Filter{}, nil, true},
		{"touching a", rectAt(24, 20, up), Filter{}, nil, true},
		{"within slack", rectAt(24-OverlapSlack/2, 20, up), Filter{}, nil, true},
		{"into a", rectAt(23.5, 20, up), Filter{}, []Obstacle{{Base: "a"}}, true},
		{"a skipped", rectAt(23.5, 20, up), Filter{SkipBase: func(b *Base) bool { return b.ID == "a" }}, nil, true},
		{"on commander", rectAt(40, 20, up), Filter{}, nil, true},
		{"in the notch of the lake", rectAt(60, 26, up), lakes, nil, true},
		{"in the lake", rectAt(55, 15, up), lakes, []Obstacle{{Feature: "lake"}}, true},
		{"lake not blocking", rectAt(55, 15, up), Filter{}, nil, true},
		{"off the edge", rectAt(1, 20, up), Filter{Edges: true}, []Obstacle{{}}, false},
		{"off the edge, edges ignored", rectAt(1, 20, up), Filter{}, nil, false},
	}
	for _, tc := range tests {
		got := tb.Overlaps(tc.r, tc.f)
		if len(got) != len(tc.want) || (len(got) > 0 && got[0] != tc.want[0]) {
			t.Errorf("Overlaps(%s) = %v, want %v", tc.name, got, tc.want)
		}
		if on := tb.OnTable(tc.r); on != tc.on {
			t.Errorf("OnTable(%s) = %v, want %v", tc.name, on, tc.on)
		}
	}
}

func TestSweep(t *testing.T) {
	tb := &Table{Width: 200, Height: 200, Bases: []Base{base("a", 50, 30), base("b", 54, 50)}}
	me := rectAt(50, 50, up)
	self := Filter{SkipBase: func(b *Base) bool { return b.ID == "me" }}
	tb.Bases = append(tb.Bases, Base{ID: "me", Shape: me})
	tests := []struct {
		name string
		path geom.Path
		hit  Obstacle
		leg  int
	}{
		{"advance into a", geom.Path{me.Pose(), {Pos: geom.V(50, 20), Facing: up}}, Obstacle{Base: "a"}, 0},
		{"short advance", geom.Path{me.Pose(), {Pos: geom.V(50, 40), Facing: up}}, Obstacle{}, -1},
		{"back away from b", geom.Path{me.Pose(), {Pos: geom.V(50, 60), Facing: up}}, Obstacle{}, -1},
		{"sidestep into b", geom.Path{me.Pose(), {Pos: geom.V(46, 50), Facing: up}, {Pos: geom.V(60, 50), Facing: up}}, Obstacle{Base: "b"}, 1},
	}
	for _, tc := range tests {
		sw := tb.Sweep(me, tc.path, self)
		if tc.leg < 0 {
			if !sw.Clear || sw.Stop != tc.path.End() {
				t.Errorf("Sweep(%s) = %+v, want clear to the end", tc.name, sw)
			}
			continue
		}
		if sw.Clear || sw.Hit != tc.hit || sw.Leg != tc.leg {
			t.Errorf("Sweep(%s) = %+v, want hit %v on leg %d", tc.name, sw, tc.hit, tc.leg)
			continue
		}
		o, _ := tb.Base(tc.hit.Base)
		if _, _, d := Closest(me.At(sw.Stop), o.Shape); d > 1e-9 {
			t.Errorf("Sweep(%s).Stop is %v from %v, want touching", tc.name, d, tc.hit)
		}
	}
	// Wheel about the front-right corner with a neighbour touching the
	// right edge: clockwise swings the rear away (clear), anticlockwise
	// swings it into the neighbour at once.
	me2 := rectAt(50, 50, up)
	fr := me2.CornerAt(geom.FR)
	tb2 := &Table{Width: 200, Height: 200, Bases: []Base{{ID: "n", Shape: rectAt(fr.X+2, 50, up)}}}
	wheel := func(turn float64) geom.Path {
		return geom.Path{me2.Pose(), {Pos: me2.Center.RotateAbout(fr, turn), Facing: up + turn}}
	}
	if sw := tb2.Sweep(me2, wheel(math.Pi/4), Filter{}); !sw.Clear {
		t.Errorf("Sweep(wheel away from a touching neighbour) = %+v, want clear", sw)
	}
	sw := tb2.Sweep(me2, wheel(-math.Pi/4), Filter{})
	if sw.Clear || sw.Hit.Base != "n" {
		t.Errorf("Sweep(wheel into the neighbour) = %+v, want hit n", sw)
	} else if len(tb2.Overlaps(me2.At(sw.Stop), Filter{})) > 0 {
		t.Errorf("Sweep(wheel into the neighbour).Stop = %v overlaps", sw.Stop)
	}
}

func TestTranslate(t *testing.T) {
	tb := &Table{Width: 100, Height: 100, Bases: []Base{base("a", 50, 20), base("b", 50, 10)}}
	got := tb.Translate(rectAt(50, 50, up), geom.V(0, -1), 45, Filter{})
	if len(got) != 2 || got[0].Base != "a" || !approx(got[0].At, 28, 1e-9) || got[1].Base != "b" || !approx(got[1].At, 38, 1e-9) {
		t.Errorf("Translate(up 45) = %+v, want a at 28, b at 38", got)
	}
	edge := tb.Translate(rectAt(50, 50, up), geom.V(1, 0), 100, Filter{Edges: true})
	if len(edge) != 1 || !edge[0].Edge() || !approx(edge[0].At, 48, 1e-9) {
		t.Errorf("Translate(right to the edge) = %+v, want the edge at 48", edge)
	}
}

func TestGaps(t *testing.T) {
	// a and b stand side by side with 3 cm between them.
	tb := &Table{Width: 200, Height: 200, Bases: []Base{base("a", 50, 30), base("b", 57, 30)}}
	tests := []struct {
		name  string
		from  geom.Vec
		to    geom.Vec
		width []float64
	}{
		{"through the gap", geom.V(53.5, 40), geom.V(53.5, 20), []float64{3}},
		{"past the gap", geom.V(70, 40), geom.V(70, 20), nil},
		{"into the mouth", geom.V(53.5, 40), geom.V(53.5, 31.5), []float64{3}},
		{"up to the mouth", geom.V(53.5, 40), geom.V(53.5, 32), nil},
		{"short of it", geom.V(53.5, 40), geom.V(53.5, 33), nil},
	}
	for _, tc := range tests {
		r := rectAt(tc.from.X, tc.from.Y, up)
		got := tb.Gaps(r, geom.Path{r.Pose(), {Pos: tc.to, Facing: up}}, Filter{})
		if len(got) != len(tc.width) {
			t.Errorf("Gaps(%s) = %+v, want widths %v", tc.name, got, tc.width)
			continue
		}
		for i, g := range got {
			if !approx(g.Width, tc.width[i], 1e-9) || g.A.Base != "a" || g.B.Base != "b" || !approx(g.Between.Len(), g.Width, 1e-9) {
				t.Errorf("Gaps(%s)[%d] = %+v, want a-b %v", tc.name, i, g, tc.width[i])
			}
		}
	}
}

func TestTouching(t *testing.T) {
	a := rectAt(50, 50, up) // front edge y = 49, from x 48 to 52
	tests := []struct {
		name    string
		b       geom.Rect
		ok      bool
		kind    ContactKind
		ea, eb  geom.Edge
		overlap float64
	}{
		{"front to front", rectAt(51, 48, math.Pi/2), true, EdgeToEdge, geom.Front, geom.Front, 3},
		{"front to rear", rectAt(50, 48, up), true, EdgeToEdge, geom.Front, geom.Rear, 4},
		{"side by side", rectAt(54.03, 50, up), true, EdgeToEdge, geom.Right, geom.Left, 2},
		{"corner on front", rectAt(50, 49-math.Sqrt(5), up+math.Pi/4+math.Atan2(1, 2)), true, CornerToEdge, geom.Front, geom.Front, 0},
		{"corner to corner", rectAt(54, 48, up), true, CornerToCorner, geom.Right, geom.Left, 0},
		{"apart", rectAt(50, 46.9, up), false, 0, 0, 0, 0},
		{"overlapping", rectAt(50, 47.5, up), false, 0, 0, 0, 0},
	}
	// corner on front: a base turned 45° whose lowest corner (RR) sits on
	// a's front edge.
	rot := geom.Rect{Facing: up + math.Pi/4, Width: 4, Depth: 2}
	off := rot.CornerAt(geom.RR) // corner offset from the centre
	tests[3].b = rot
	tests[3].b.Center = geom.V(50, 49).Sub(off)
	tests[3].kind = EdgeToCorner // a's edge under b's corner; b's two edges there tie
	for _, tc := range tests {
		c, ok := Touching(a, tc.b)
		if ok != tc.ok {
			t.Errorf("Touching(%s) ok = %v, want %v (%+v)", tc.name, ok, tc.ok, c)
			continue
		}
		if !ok {
			continue
		}
		if c.Kind != tc.kind || c.EdgeA != tc.ea || (tc.kind != EdgeToCorner && c.EdgeB != tc.eb) || !approx(c.Overlap, tc.overlap, 0.05) {
			t.Errorf("Touching(%s) = %v %v/%v overlap %.2f, want %v %v/%v %.2f", tc.name, c.Kind, c.EdgeA, c.EdgeB, c.Overlap, tc.kind, tc.ea, tc.eb, tc.overlap)
		}
	}
	if c, _ := Touching(a, rectAt(51, 48, math.Pi/2)); !c.Aligned || !c.Opposed || c.SameFacing {
		t.Errorf("Touching(front to front) = %+v, want aligned and opposed", c)
	}
}

func TestContacts(t *testing.T) {
	tb := &Table{Width: 100, Height: 100, Bases: []Base{base("a", 50, 50), base("b", 54, 50), base("c", 50, 48), base("far", 80, 80), {ID: "cmd", Round: true, Shape: geom.Rect{Center: geom.V(50, 53), Width: 2, Depth: 2}}}}
	got := tb.Contacts("a", Filter{})
	if len(got) != 2 || got[0].B != "b" || got[1].B != "c" || got[0].A != "a" {
		t.Errorf("Contacts(a) = %+v, want b and c", got)
	}
}

func TestSnap(t *testing.T) {
	target := rectAt(50, 40, math.Pi/2) // facing down; its front edge is y = 41
	tests := []struct {
		name  string
		mover geom.Rect
		ok    bool
		kind  SnapKind
		pos   geom.Vec
	}{
		{"front to front", rectAt(50.5, 42.8, up+0.05), true, FrontToFront, geom.V(50.5+math.Cos(up+0.05), 42)},
		{"clamped offset", rectAt(54, 43, up), true, FrontToFront, geom.V(54-SnapOverlap, 42)},
		{"too far", rectAt(50, 46, up), false, 0, geom.Vec{}},
		{"too skewed", rectAt(50, 43, up+0.5), false, 0, geom.Vec{}},
		{"into the flank", rectAt(53.2, 40, math.Pi), true, FrontToFlank, geom.V(53, 40)},
	}
	for _, tc := range tests {
		pose, kind, idx, ok := Snap(tc.mover, []geom.Rect{target}, 1, 0.2)
		if ok != tc.ok || (ok && (kind != tc.kind || idx != 0 || !pose.Pos.Near(tc.pos))) {
			t.Errorf("Snap(%s) = %v %v %d %v, want %v %v", tc.name, pose, kind, idx, ok, tc.pos, tc.kind)
			continue
		}
		if ok {
			c, touching := Touching(tc.mover.At(pose), target)
			if !touching || c.Kind != EdgeToEdge || c.EdgeA != geom.Front {
				t.Errorf("Snap(%s) pose makes %+v, want front edge contact", tc.name, c)
			}
		}
	}
}

func TestZones(t *testing.T) {
	b := rectAt(50, 50, up) // front towards −Y; right towards +X
	for _, tc := range []struct {
		p    geom.Vec
		want geom.Edge
	}{
		{geom.V(50, 40), geom.Front}, {geom.V(60, 50), geom.Right}, {geom.V(50, 60), geom.Rear}, {geom.V(40, 50), geom.Left},
		{geom.V(53, 47.5), geom.Front}, // beyond FR, more ahead than aside
		{geom.V(54, 48.5), geom.Right},
		{geom.V(51.9, 50), geom.Right}, // inside, nearest the right edge
	} {
		if got := ZoneOf(b, tc.p); got != tc.want {
			t.Errorf("ZoneOf(%v) = %v, want %v", tc.p, got, tc.want)
		}
	}
	// Diagonals: a point 45° off the FR corner is in the front zone with
	// 45° rays but the right zone with the diagonals of a 4×2 base.
	if got, got2 := ZoneOf(b, geom.V(54.5, 47.5)), ZoneOfIn(b, geom.V(54.5, 47.5), Diagonals); got != geom.Right || got2 != geom.Front {
		t.Errorf("ZoneOf, ZoneOfIn(Diagonals) = %v, %v, want right, front", got, got2)
	}
	rs := []geom.Rect{rectAt(50, 44, up), rectAt(56, 50, 0), rectAt(53, 46, 0.3)}
	areas := ZoneAreas(b, rs)
	var sum float64
	for _, a := range areas {
		sum += a
	}
	if !approx(sum, 24, 1e-9) || !approx(areas[geom.Front]+areas[geom.Right], 24, 1e-9) || areas[geom.Front] <= 8 {
		t.Errorf("ZoneAreas = %v, want 24 in front and right, more than 8 in front", areas)
	}
	if z, tie := MainZone(b, rs[:1], Corner45); z != geom.Front || tie {
		t.Errorf("MainZone = %v %v, want front", z, tie)
	}
	zp := ZonePolygon(b, geom.Front, 10)
	for _, tc := range []struct {
		p    geom.Vec
		want bool
	}{{geom.V(50, 45), true}, {geom.V(58, 45), false}, {geom.V(50, 38.5), false}, {geom.V(54, 46), true}, {geom.V(54.5, 46.6), false}} {
		if got := zp.Contains(tc.p, 0); got != tc.want {
			t.Errorf("ZonePolygon(front, 10).Contains(%v) = %v, want %v", tc.p, got, tc.want)
		}
	}
	strip := Field(b, geom.Front, 0, 20)
	if !approx(strip.Area(), 80, 1e-9) || !InField(rectAt(50, 30, up), strip) || InField(rectAt(55, 30, up), strip) {
		t.Errorf("Field(half-angle 0) area %v, want an 80 cm² corridor", strip.Area())
	}
}

func TestLineOfSight(t *testing.T) {
	viewer := rectAt(50, 50, up)
	target := rectAt(50, 30, up)
	wood := Feature{ID: "wood", Kind: "wood", Area: geom.Polygon{geom.V(40, 38), geom.V(60, 38), geom.V(60, 41), geom.V(40, 41)}}
	closed := Sight{Limits: func(f *Feature) bool { return f.Kind == "wood" }, Allowance: 2}
	tests := []struct {
		name string
		tb   *Table
		s    Sight
		ok   bool
	}{
		{"open", &Table{Bases: []Base{{ID: "v", Shape: viewer}, {ID: "t", Shape: target}}}, Sight{}, true},
		{"wall of bases", &Table{Bases: []Base{base("x", 46, 40), base("y", 50, 40), base("z", 54, 40)}}, Sight{}, false},
		{"gap in the wall", &Table{Bases: []Base{base("x", 45, 40), base("z", 55.5, 40)}}, Sight{}, true},
		{"3 cm of wood", &Table{Features: []Feature{wood}}, closed, false},
		{"wood, 4 cm allowed", &Table{Features: []Feature{wood}}, Sight{Limits: closed.Limits, Allowance: 4}, true},
		{"commander", &Table{Bases: []Base{{ID: "c", Round: true, Shape: rectAt(50, 40, up)}}}, Sight{}, true},
	}
	for _, tc := range tests {
		seg, ok := tc.tb.LineOfSight(viewer, geom.Front, target, tc.s)
		if ok != tc.ok {
			t.Errorf("LineOfSight(%s) = %v %v, want %v", tc.name, seg, ok, tc.ok)
		}
		if ok && (viewer.Local(seg.A).Y < viewer.Depth/2-1e-9 || !target.Contains(seg.B, 1e-9)) {
			t.Errorf("LineOfSight(%s) = %v, want from the front edge to the target", tc.name, seg)
		}
	}
	if _, ok := (&Table{}).LineOfSight(viewer, geom.Front, rectAt(50, 60, up), Sight{}); ok {
		t.Errorf("LineOfSight(target behind) ok, want none")
	}
}

func TestTerrain(t *testing.T) {
	tb := &Table{Width: 100, Height: 100, Features: []Feature{
		{ID: "u", Kind: "wood", Area: geom.Polygon{geom.V(10, 10), geom.V(14, 10), geom.V(14, 20), geom.V(16, 20), geom.V(16, 10), geom.V(20, 10), geom.V(20, 24), geom.V(10, 24)}},
		{ID: "river", Kind: "river", Line: []geom.Vec{geom.V(40, 0), geom.V(40, 50), geom.V(60, 50)}, Width: 2},
		{ID: "crest", Kind: "crest", Line: []geom.Vec{geom.V(0, 80), geom.V(100, 80)}},
	}}
	got := tb.Crossed([]geom.Vec{geom.V(0, 15), geom.V(30, 15), geom.V(30, 30), geom.V(50, 30), geom.V(50, 90)})
	want := []Crossing{{"u", 8}, {"river", 4}, {"crest", 0}}
	if len(got) != len(want) {
		t.Fatalf("Crossed = %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i].Feature != want[i].Feature || !approx(got[i].Length, want[i].Length, 1e-9) {
			t.Errorf("Crossed[%d] = %+v, want %+v", i, got[i], want[i])
		}
	}
	u, _ := tb.Feature("u")
	for _, tc := range []struct {
		name           string
		r              geom.Rect
		wholly, partly bool
	}{
		{"in the left arm", rectAt(12, 15, 0), true, true},
		{"across the notch", rectAt(15, 15, up), false, true},
		{"below the notch", rectAt(15, 22, up), true, true},
		{"outside", rectAt(30, 30, up), false, false},
	} {
		w, p := InFeature(tc.r, u)
		if w != tc.wholly || p != tc.partly {
			t.Errorf("InFeature(%s) = %v %v, want %v %v", tc.name, w, p, tc.wholly, tc.partly)
		}
	}
	river, _ := tb.Feature("river")
	if got := AreaIn(geom.Rect{Center: geom.V(40, 50), Width: 6, Depth: 6}, river); !approx(got, 11+math.Pi/4, 0.01) {
		t.Errorf("AreaIn(river bend) = %v, want about %v", got, 11+math.Pi/4)
	}
	if d := FeatureDistance(rectAt(45, 20, up), river); !approx(d, 2, 1e-9) {
		t.Errorf("FeatureDistance(river) = %v, want 2", d)
	}
	if cov := tb.Under(rectAt(40, 20, up)); len(cov) != 1 || cov[0].Feature != "river" || !approx(cov[0].Area, 4, 1e-9) {
		t.Errorf("Under(on the river) = %+v, want 4 cm² of river", cov)
	}
}

func TestCloneKeepsQueriesApart(t *testing.T) {
	tb := randomTable(40, 6, 3)
	f := Filter{Blocks: blocksKind}
	c := tb.Clone()
	r := tb.Bases[0].Shape
	skip0 := Filter{Blocks: blocksKind, SkipBase: func(b *Base) bool { return b.ID == "b0" }}
	if got := c.Overlaps(r, skip0); len(got) != 0 {
		t.Fatalf("Overlaps on the clone = %v, want none", got)
	}
	// Move a base of the clone in place onto b0: the clone's index must
	// notice, the original's must not change.
	c.Bases[1].Shape = r
	if got := c.Overlaps(r, skip0); len(got) != 1 || got[0].Base != "b1" {
		t.Errorf("Overlaps after an edit in place = %v, want b1", got)
	}
	if got := tb.Overlaps(r, skip0); len(got) != 0 {
		t.Errorf("Overlaps on the original = %v, want none", got)
	}
	_ = f
}
