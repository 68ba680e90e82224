package block

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// inf is a 25 mm infantry figure base (bep §1.2, PROPOSED), cav a 25×50 mm
// cavalry one, narrow edge at the front.
var (
	inf = Size{2.5, 2.5}
	cav = Size{2.5, 5}
)

func mustBlock(t testing.TB, layout string, p geom.Pose, fig Size) Block {
	t.Helper()
	b, err := New(mustLayout(t, layout), p, fig)
	if err != nil {
		t.Fatalf("New(%s, %v, %v): %v", layout, p, fig, err)
	}
	return b
}

func pose(x, y, bearing float64) geom.Pose {
	return geom.Pose{Pos: geom.V(x, y), Facing: geom.FromBearing(bearing)}
}

func near(a, b geom.Vec, tol float64) bool { return a.Sub(b).Len() <= tol }

func TestNewRejects(t *testing.T) {
	l := mustLayout(t, "4x2")
	for _, tc := range []struct {
		name string
		l    Layout
		p    geom.Pose
		fig  Size
	}{
		{"zero layout", Layout{}, pose(0, 0, 0), inf},
		{"zero width", l, pose(0, 0, 0), Size{0, 2.5}},
		{"negative depth", l, pose(0, 0, 0), Size{2.5, -1}},
		{"NaN size", l, pose(0, 0, 0), Size{math.NaN(), 2.5}},
		{"infinite size", l, pose(0, 0, 0), Size{math.Inf(1), 2.5}},
		{"NaN position", l, geom.Pose{Pos: geom.V(math.NaN(), 0)}, inf},
		{"infinite facing", l, geom.Pose{Facing: math.Inf(-1)}, inf},
	} {
		if _, err := New(tc.l, tc.p, tc.fig); err == nil {
			t.Errorf("%s: New accepted it", tc.name)
		}
	}
	if _, err := FromBase(geom.Rect{Width: 10, Depth: 5}, Layout{}); err == nil {
		t.Errorf("FromBase accepted the zero layout")
	}
}

// TestFigurePlaces: where the figures of an upright block stand. Facing
// north (bearing 0, towards −Y), the block's left is −X: slot 0 is the
// front-left figure, at the top-left of the outline on screen.
func TestFigurePlaces(t *testing.T) {
	b := mustBlock(t, "4x2", pose(10, 20, 0), inf)
	out := b.Outline()
	if !near(out.Center, geom.V(10, 20), 0) || out.Width != 10 || out.Depth != 5 || out.Facing != b.Pose().Facing {
		t.Fatalf("Outline = %+v", out)
	}
	for _, tc := range []struct {
		slot int
		want geom.Vec
	}{
		{0, geom.V(6.25, 18.75)},  // front left
		{3, geom.V(13.75, 18.75)}, // front right
		{4, geom.V(6.25, 21.25)},  // rear left
		{6, geom.V(11.25, 21.25)},
	} {
		f := b.Figure(tc.slot)
		if !near(f.Center, tc.want, 1e-12) || f.Width != 2.5 || f.Depth != 2.5 || f.Facing != out.Facing {
			t.Errorf("Figure(%d) = %+v, want centre %v", tc.slot, f, tc.want)
		}
	}
	if !near(b.FrontCentre(), geom.V(10, 17.5), 1e-12) {
		t.Errorf("FrontCentre = %v, want (10, 17.5)", b.FrontCentre())
	}
	// Facing east (bearing 90): the front is +X, the left is −Y.
	e := mustBlock(t, "4x2", pose(10, 20, 90), cav)
	if f := e.Figure(0); !near(f.Center, geom.V(12.5, 15+1.25), 1e-12) {
		t.Errorf("east-facing Figure(0) at %v, want (12.5, 16.25)", f.Center)
	}
	if f := e.Figure(7); !near(f.Center, geom.V(7.5, 23.75), 1e-12) {
		t.Errorf("east-facing Figure(7) at %v, want (7.5, 23.75)", f.Center)
	}
}

// randomBlock is a block of up to 8×6 slots with random holes, anywhere,
// facing anywhere, figures of random proportions.
func randomBlock(rng *rand.Rand, holes bool) Block {
	files, ranks := 1+rng.IntN(8), 1+rng.IntN(6)
	l, _ := Full(files, ranks)
	if holes {
		for s := range l.Slots() {
			if rng.IntN(4) == 0 {
				l = l.Remove(s)
			}
		}
	}
	fig := Size{0.5 + 4*rng.Float64(), 0.5 + 4*rng.Float64()}
	p := geom.Pose{Pos: geom.V(300*rng.Float64(), 200*rng.Float64()), Facing: 4 * math.Pi * (rng.Float64() - 0.5)}
	b, err := New(l, p, fig)
	if err != nil {
		panic(err)
	}
	return b
}

// TestFigureProperties: on random rotated blocks, every figure lies inside
// the outline, no two figures overlap, they tile the outline, each is the
// outline's World of its local centre bit for bit, and moving the block
// moves them rigidly.
func TestFigureProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 2))
	for range 300 {
		b := randomBlock(rng, false)
		out := b.Outline()
		var area float64
		rects := b.AppendFigures(nil)
		if len(rects) != b.Count() {
			t.Fatalf("AppendFigures gave %d rects for %d figures", len(rects), b.Count())
		}
		for i, r := range rects {
			for _, c := range r.Corners() {
				if !out.Contains(c, 1e-9) {
					t.Fatalf("figure %d of %v: corner %v outside the outline %+v", i, b.Layout(), c, out)
				}
			}
			area += r.Width * r.Depth
			l := out.Local(r.Center)
			x, y := b.local(i)
			if math.Abs(l.X-x) > 1e-9 || math.Abs(l.Y-y) > 1e-9 {
				t.Fatalf("figure %d local centre %v, want (%g, %g)", i, l, x, y)
			}
			if w := out.World(geom.V(x, y)); w != r.Center {
				t.Fatalf("figure %d centre %v is not the outline's World %v bit for bit", i, r.Center, w)
			}
			for j := range i {
				if d := geom.Penetration(r.Polygon(), rects[j].Polygon()); d > 1e-9 {
					t.Fatalf("figures %d and %d of %v overlap by %g", i, j, b.Layout(), d)
				}
			}
		}
		if math.Abs(area-out.Width*out.Depth) > 1e-9*area {
			t.Fatalf("figures cover %g of an outline of %g", area, out.Width*out.Depth)
		}
		// Figures iterates the same rectangles.
		k := 0
		for s, r := range b.Figures() {
			if s != k || r != rects[k] {
				t.Fatalf("Figures gives slot %d %+v at %d, want %+v", s, r, k, rects[k])
			}
			k++
		}
		// Moving: every figure keeps its place in the block's frame.
		p := geom.Pose{Pos: geom.V(rng.Float64()*100, rng.Float64()*100), Facing: rng.Float64() * 7}
		m := b.At(p)
		mo := m.Outline()
		if mo.Width != out.Width || mo.Depth != out.Depth || mo.Pose() != p {
			t.Fatalf("At moved the outline to %+v", mo)
		}
		for s := range b.Layout().All() {
			want := mo.World(out.Local(b.Centre(s)))
			if !near(m.Centre(s), want, 1e-9) {
				t.Fatalf("moved figure %d at %v, want %v", s, m.Centre(s), want)
			}
		}
	}
}

func TestFigureIteratorStops(t *testing.T) {
	b := mustBlock(t, "4x4", pose(0, 0, 0), inf)
	n := 0
	for range b.Figures() {
		n++
		if n == 3 {
			break
		}
	}
	m := 0
	for s := range b.Layout().All() {
		m++
		if s == 5 {
			break
		}
	}
	if n != 3 || m != 6 {
		t.Errorf("iterators did not stop: %d, %d", n, m)
	}
}

func TestFromBase(t *testing.T) {
	base := geom.Rect{Center: geom.V(50, 40), Facing: 0.3, Width: 10, Depth: 7.5}
	b, err := FromBase(base, mustLayout(t, "4x3:10"))
	if err != nil {
		t.Fatal(err)
	}
	if b.Size() != (Size{2.5, 2.5}) {
		t.Errorf("FromBase figure size %v, want 2.5 × 2.5", b.Size())
	}
	out := b.Outline()
	if out.Center != base.Center || out.Facing != base.Facing || math.Abs(out.Width-base.Width) > 1e-12 || math.Abs(out.Depth-base.Depth) > 1e-12 {
		t.Errorf("FromBase outline %+v, want the base %+v", out, base)
	}
	if b.Count() != 10 || b.Files() != 4 || b.Ranks() != 3 || !b.Occupied(9) || b.Occupied(8) {
		t.Errorf("FromBase layout %v", b.Layout())
	}
}

// TestWithLayout: a reform keeps the front rank where it is; the outline
// grows or shrinks behind and to both sides.
func TestWithLayout(t *testing.T) {
	b := mustBlock(t, "4x4", pose(20, 20, 30), inf)
	front := b.FrontCentre()
	l, _, _ := b.Layout().Reform(8, 0)
	w, err := b.WithLayout(l)
	if err != nil {
		t.Fatal(err)
	}
	if !near(w.FrontCentre(), front, 1e-12) || w.Pose().Facing != b.Pose().Facing {
		t.Errorf("front centre %v after reform, want %v", w.FrontCentre(), front)
	}
	if out := w.Outline(); out.Width != 20 || out.Depth != 5 {
		t.Errorf("8x2 outline %g × %g, want 20 × 5", out.Width, out.Depth)
	}
	// Same shape: the outline does not move.
	c, _ := b.Layout().Remove(5).CloseUp()
	same, _ := b.WithLayout(c)
	if same.Outline() != b.Outline() || !same.Layout().Equal(c) {
		t.Errorf("WithLayout of the same shape moved the outline")
	}
	// Trim: the rear rank goes, the front stays.
	tr, _ := b.WithLayout(mustLayout(t, "4x4:12").Trim())
	if !near(tr.FrontCentre(), front, 1e-12) || tr.Outline().Depth != 7.5 {
		t.Errorf("trimmed block: front %v, depth %g", tr.FrontCentre(), tr.Outline().Depth)
	}
	if _, err := b.WithLayout(Layout{}); err == nil {
		t.Errorf("WithLayout accepted the zero layout")
	}
	// AtFront places the front edge.
	a := b.AtFront(geom.V(5, 5), geom.FromBearing(180))
	if !near(a.FrontCentre(), geom.V(5, 5), 1e-12) || !near(a.Pose().Pos, geom.V(5, 0), 1e-12) {
		t.Errorf("AtFront: front %v, centre %v", a.FrontCentre(), a.Pose().Pos)
	}
}

// TestPolearmSecondRank is bep §15 example 25: a polearm unit with 4
// figures in contact and 4 directly behind them rolls 8 dice, the 4 behind
// at −1 (seed 004 L1123-1128). With a hole behind one, it rolls 7.
func TestPolearmSecondRank(t *testing.T) {
	for _, tc := range []struct {
		layout string
		dice   int
	}{
		{"4x2", 8},
		{"oooo/o.oo", 7},
		{"4x1", 4},
		{"oooo/oooo/oooo", 8}, // only the rank directly behind
	} {
		a := mustBlock(t, tc.layout, pose(20, 20, 0), inf)
		e := mustBlock(t, "4x2", pose(20, 20-a.Outline().Depth/2-2.5, 180), inf)
		engaged := AppendEngaged(nil, a, e)
		behind := a.AppendBehind(nil, engaged)
		if got := len(engaged) + len(behind); got != tc.dice {
			t.Errorf("%s: %d engaged + %d behind = %d dice, want %d", tc.layout, len(engaged), len(behind), got, tc.dice)
		}
		if got := a.FrontRank(nil); !slices.Equal(got, engaged) {
			t.Errorf("%s: front rank %v, engaged %v", tc.layout, got, engaged)
		}
	}
}

func TestZones(t *testing.T) {
	b := mustBlock(t, "4x2", pose(20, 20, 0), inf) // facing north
	for _, tc := range []struct {
		p    geom.Vec
		want geom.Edge
	}{
		{geom.V(20, 5), geom.Front},
		{geom.V(40, 20), geom.Right},
		{geom.V(20, 40), geom.Rear},
		{geom.V(0, 20), geom.Left},
	} {
		if got := b.Zone(tc.p); got != tc.want {
			t.Errorf("Zone(%v) = %v, want %v", tc.p, got, tc.want)
		}
		if got := b.ZoneIn(tc.p, table.Diagonals); got != tc.want {
			t.Errorf("ZoneIn(%v, Diagonals) = %v, want %v", tc.p, got, tc.want)
		}
	}
	// An enemy block on the right flank is in the right zone.
	e := mustBlock(t, "2x4", pose(30, 20, 270), inf)
	if z, tie := b.MainZone(e, table.Corner45); z != geom.Right || tie {
		t.Errorf("MainZone = %v, %v; want right", z, tie)
	}
}

// TestOneFigureBlock: a skirmisher as a 1×1 block answers every query.
func TestOneFigureBlock(t *testing.T) {
	b := mustBlock(t, "1x1", pose(30, 40, 77), cav)
	if b.Figure(0) != b.Outline() {
		t.Errorf("1x1: figure %+v, outline %+v", b.Figure(0), b.Outline())
	}
	if got := b.FrontRank(nil); !slices.Equal(got, []int{0}) {
		t.Errorf("1x1 front rank %v", got)
	}
	if got := b.AppendBehind(nil, []int{0}); got != nil {
		t.Errorf("1x1 behind %v", got)
	}
	if got := b.Layout().CasualtyOrder(nil); !slices.Equal(got, []int{0}) {
		t.Errorf("1x1 casualty order %v", got)
	}
	if s, d, ok := b.Nearest(b.Pose().Pos); !ok || s != 0 || d != 0 {
		t.Errorf("1x1 Nearest %d %g %v", s, d, ok)
	}
	o := b.Outline()
	touching := geom.Rect{Center: o.World(geom.V(0, o.Depth)), Facing: o.Facing, Width: o.Width, Depth: o.Depth}
	if got := b.AppendTouching(nil, touching); !slices.Equal(got, []int{0}) {
		t.Errorf("1x1 touching the base ahead: %v", got)
	}
	other, _ := New(b.Layout(), touching.Pose(), cav)
	if Engaged(b, other) != 1 || Engaged(other, b) != 1 {
		t.Errorf("two 1x1 blocks flush: engaged %d, %d", Engaged(b, other), Engaged(other, b))
	}
	dead, _ := b.WithLayout(b.Layout().Remove(0))
	if dead.Count() != 0 || Engaged(dead, other) != 0 || dead.Touches(touching) || dead.CountWithin(o.Center, 10) != 0 {
		t.Errorf("an empty 1x1 block still counts")
	}
	if got := b.AppendOnLine(nil, geom.Segment{A: o.Center.Add(geom.V(-10, 0)), B: o.Center.Add(geom.V(10, 0))}, 0); !slices.Equal(got, []int{0}) {
		t.Errorf("1x1 on a line through it: %v", got)
	}
}
