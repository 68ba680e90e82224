package block

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"plateau/rules/geom"
)

// pasCm is the spec's proposed pace, 2.54 cm (bep §1.3, PROPOSED); the
// grenade's radius is 3 pas (seed 004 L1144, L1149-1151).
const (
	pasCm        = 2.54
	grenadeRange = 3 * pasCm
)

// pointRectDist is the distance from p to r by geom (0 inside).
func pointRectDist(r geom.Rect, p geom.Vec) float64 {
	poly := r.Polygon()
	if poly.Contains(p, 0) {
		return 0
	}
	return poly.BoundaryDist(p)
}

// segRectDist is the distance from s to r by geom (0 when they meet).
func segRectDist(r geom.Rect, s geom.Segment) float64 {
	poly := r.Polygon()
	if _, _, ok := s.ClipParams(poly, 0); ok {
		return 0
	}
	d := math.Inf(1)
	for e := geom.Front; e <= geom.Left; e++ {
		d = min(d, r.Edge(e).DistToSeg(s))
	}
	return d
}

func TestWithin(t *testing.T) {
	b := mustBlock(t, "4x4", pose(0, 0, 0), inf) // x, y in −5..5
	for _, tc := range []struct {
		name   string
		p      geom.Vec
		radius float64
		want   []int
	}{
		{"the centre, no radius: the four figures meeting there", geom.V(0, 0), 0, []int{5, 6, 9, 10}},
		{"inside a figure", geom.V(-3.75, -3.75), 0, []int{0}},
		{"a grenade on figure 5 reaches every figure of the 4x4", b.Centre(5), grenadeRange, slices.Collect(b.Layout().All())},
		{"exactly at the radius from the front edge", geom.V(0, -5-1.5), 1.5, []int{1, 2}},
		{"a hair short", geom.V(0, -5-1.5), 1.5 - 1e-4, nil},
		{"radius to a corner (diagonal)", geom.V(-5-3, -5-4), 5, []int{0}},
		{"a hair short of the corner", geom.V(-5-3, -5-4), 5 - 1e-4, nil},
		{"far", geom.V(100, 100), grenadeRange, nil},
		{"negative radius", geom.V(0, 0), -1, nil},
		{"NaN", geom.V(math.NaN(), 0), 3, nil},
	} {
		if got := b.AppendWithin(nil, tc.p, tc.radius); !slices.Equal(got, tc.want) {
			t.Errorf("%s: AppendWithin(%v, %g) = %v, want %v", tc.name, tc.p, tc.radius, got, tc.want)
		}
		if got := b.CountWithin(tc.p, tc.radius); got != len(tc.want) {
			t.Errorf("%s: CountWithin = %d, want %d", tc.name, got, len(tc.want))
		}
	}
	// Holes are never hit; a 1x1 block is hit or not.
	h := mustBlock(t, "oooo/o..o/oooo", pose(0, 0, 0), inf)
	if got := h.AppendWithin(nil, geom.V(0, 0), 0.5); !slices.Equal(got, nil) {
		t.Errorf("a burst in a hole hit %v", got)
	}
	one := mustBlock(t, "1x1", pose(10, 10, 33), inf)
	if got := one.AppendWithin(nil, geom.V(10, 10+1.25+2), grenadeRange); !slices.Equal(got, []int{0}) {
		t.Errorf("1x1: %v", got)
	}
}

func TestOnLine(t *testing.T) {
	b := mustBlock(t, "4x4", pose(0, 0, 0), inf) // facing north, x, y in −5..5
	for _, tc := range []struct {
		name  string
		s     geom.Segment
		width float64
		want  []int
	}{
		{"along rank 1's middle, left to right", geom.Segment{A: geom.V(-20, -1.25), B: geom.V(20, -1.25)}, 0, []int{4, 5, 6, 7}},
		{"right to left: the order turns", geom.Segment{A: geom.V(20, -1.25), B: geom.V(-20, -1.25)}, 0, []int{7, 6, 5, 4}},
		{"down file 2 from the front", geom.Segment{A: geom.V(1, -20), B: geom.V(1, 20)}, 0, []int{2, 6, 10, 14}},
		{"on the line between two ranks: both touched", geom.Segment{A: geom.V(-20, 0), B: geom.V(20, 0)}, 0, []int{4, 8, 5, 9, 6, 10, 7, 11}},
		{"stops inside", geom.Segment{A: geom.V(-20, -1.25), B: geom.V(-1, -1.25)}, 0, []int{4, 5}},
		{"a wide bolt takes the ranks either side", geom.Segment{A: geom.V(1, -20), B: geom.V(1, 20)}, 2.8, []int{1, 2, 5, 6, 9, 10, 13, 14}},
		{"a wide bolt reaching a file exactly", geom.Segment{A: geom.V(1, -20), B: geom.V(1, 20)}, 3, []int{1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15}},
		{"a hair wide of the flank", geom.Segment{A: geom.V(5+1e-4, -20), B: geom.V(5+1e-4, 20)}, 0, nil},
		{"grazing the flank", geom.Segment{A: geom.V(5, -20), B: geom.V(5, 20)}, 0, []int{3, 7, 11, 15}},
		{"a point", geom.Segment{A: geom.V(1, 1), B: geom.V(1, 1)}, 0, []int{10}},
		{"missing", geom.Segment{A: geom.V(-20, -20), B: geom.V(20, -20)}, 2, nil},
	} {
		if got := b.AppendOnLine(nil, tc.s, tc.width); !slices.Equal(got, tc.want) {
			t.Errorf("%s: AppendOnLine(%v, %g) = %v, want %v", tc.name, tc.s, tc.width, got, tc.want)
		}
	}
	// The diagonal through the grid's corners touches the neighbours of
	// every figure it crosses, corner to corner.
	diag := b.AppendOnLine(nil, geom.Segment{A: geom.V(-10, -10), B: geom.V(10, 10)}, 0)
	if want := []int{0, 1, 4, 5, 6, 9, 10, 11, 14, 15}; !slices.Equal(diag, want) {
		t.Errorf("diagonal: %v, want %v", diag, want)
	}
	// A ballista bolt (bep G12): from the point of impact, the centre of
	// the figure nearest the ballista, on through the unit.
	ballista := geom.V(-30, -40)
	s, _, ok := b.Nearest(ballista)
	if !ok || s != 0 {
		t.Fatalf("Nearest(ballista) = %d, %v", s, ok)
	}
	impact := b.Centre(s)
	bolt := b.AppendOnRay(nil, impact, impact.Sub(ballista), 0)
	if len(bolt) == 0 || bolt[0] != 0 {
		t.Errorf("the bolt from the impact hits %v, want figure 0 first", bolt)
	}
	for _, sl := range bolt {
		if d := segRectDist(b.Figure(sl), geom.Segment{A: impact, B: impact.Add(impact.Sub(ballista).Scale(10))}); d > 1e-9 {
			t.Errorf("bolt figure %d is %g off the bolt", sl, d)
		}
	}
	if got := b.AppendOnRay(nil, geom.V(1, 1), geom.Vec{}, 0); !slices.Equal(got, []int{10}) {
		t.Errorf("a ray of no direction: %v", got)
	}
}

func TestNearest(t *testing.T) {
	b := mustBlock(t, "oooo/o..o/oooo", pose(0, 0, 0), Size{2, 3}) // x −4..4, y −4.5..4.5
	for _, tc := range []struct {
		p    geom.Vec
		slot int
		dist float64
	}{
		{geom.V(0, -10), 1, 5.5}, // front edge: 1 and 2 tie, the lower slot
		{geom.V(0, 0), 1, 1.5},   // in the hole: the figures ahead and behind at 1.5, 1 first
		{geom.V(-3, 0), 4, 0},
		{geom.V(10, 10), 11, math.Hypot(6, 5.5)},
	} {
		s, d, ok := b.Nearest(tc.p)
		if !ok || s != tc.slot || math.Abs(d-tc.dist) > 1e-12 {
			t.Errorf("Nearest(%v) = %d, %g, %v; want %d, %g", tc.p, s, d, ok, tc.slot, tc.dist)
		}
	}
	r := geom.Rect{Center: geom.V(10, 0), Width: 2, Depth: 2, Facing: 0.3}
	s, d, ok := b.NearestTo(r)
	want := math.Inf(1)
	for _, f := range b.Figures() {
		_, _, dd := geomClosest(f, r)
		want = min(want, dd)
	}
	if !ok || s%4 != 3 || math.Abs(d-want) > 1e-9 {
		t.Errorf("NearestTo = %d, %g; want the right file at %g", s, d, want)
	}
	if _, d, _ := b.NearestTo(b.Figure(5)); d != 0 {
		t.Errorf("NearestTo a rect touching figures = %g", d)
	}
	empty := mustBlock(t, "2x2:0", pose(0, 0, 0), inf)
	if _, _, ok := empty.Nearest(geom.V(0, 0)); ok {
		t.Errorf("Nearest in an empty block")
	}
	if _, _, ok := empty.NearestTo(r); ok {
		t.Errorf("NearestTo in an empty block")
	}
}

func geomClosest(a, b geom.Rect) (geom.Vec, geom.Vec, float64) {
	return geom.ClosestPoints(a.Polygon(), b.Polygon())
}

// TestAreaProperties: on random rotated blocks with holes, AppendWithin
// and AppendOnLine agree with geom's distances figure by figure, and the
// line's figures come in order along it.
func TestAreaProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 5))
	hitsWithin, hitsLine := 0, 0
	for range 2000 {
		b := randomBlock(rng, true)
		out := b.Outline()
		p := out.World(geom.V((rng.Float64()-0.5)*out.Width*1.5, (rng.Float64()-0.5)*out.Depth*1.5))
		radius := rng.Float64() * 8
		// want is the slots whose figure's distance d satisfies d ≤ lim,
		// false when one is too close to lim for rounding to decide.
		want := func(dist func(geom.Rect) float64, lim float64) ([]int, bool) {
			var w []int
			for s, f := range b.Figures() {
				d := dist(f)
				if math.Abs(d-lim) < 1e-9 {
					return nil, false
				}
				if d <= lim {
					w = append(w, s)
				}
			}
			return w, true
		}
		if w, ok := want(func(f geom.Rect) float64 { return pointRectDist(f, p) }, radius); ok {
			hitsWithin += len(w)
			if got := b.AppendWithin(nil, p, radius); !slices.Equal(got, w) {
				t.Fatalf("%v at %v: AppendWithin(%v, %g) = %v, want %v", b.Layout(), b.Pose(), p, radius, got, w)
			}
		}
		q := out.World(geom.V((rng.Float64()-0.5)*out.Width*3, (rng.Float64()-0.5)*out.Depth*3))
		seg := geom.Segment{A: p, B: q}
		width := 0.0
		if rng.IntN(2) == 0 {
			width = rng.Float64() * 4
		}
		line := b.AppendOnLine(nil, seg, width)
		if w, ok := want(func(f geom.Rect) float64 { return segRectDist(f, seg) }, width/2); ok {
			hitsLine += len(w)
			if sorted := slices.Sorted(slices.Values(line)); !slices.Equal(sorted, w) {
				t.Fatalf("%v at %v: AppendOnLine(%v, %g) = %v, want %v", b.Layout(), b.Pose(), seg, width, line, w)
			}
		}
		for i := 1; i < len(line); i++ {
			k0 := b.Centre(line[i-1]).Sub(seg.A).Dot(seg.Dir())
			k1 := b.Centre(line[i]).Sub(seg.A).Dot(seg.Dir())
			if k1 < k0-1e-9 {
				t.Fatalf("AppendOnLine out of order: %v", line)
			}
		}
	}
	if hitsWithin < 5000 || hitsLine < 2500 {
		t.Errorf("too few figures reached to test: %d within, %d on lines", hitsWithin, hitsLine)
	}
}

// TestNaNNeverPanics: a block moved to a pose that is not a number, or
// queried with one, answers nothing rather than panicking.
func TestNaNNeverPanics(t *testing.T) {
	nan := math.NaN()
	good := mustBlock(t, "4x4", pose(0, 0, 0), inf)
	bad := good.At(geom.Pose{Pos: geom.V(nan, 0), Facing: nan})
	p := geom.V(nan, nan)
	r := geom.Rect{Center: p, Width: 1, Depth: 1}
	for _, b := range []Block{good, bad} {
		_ = b.AppendWithin(nil, p, 3)
		_ = b.AppendWithin(nil, geom.V(0, 0), nan)
		_ = b.AppendOnLine(nil, geom.Segment{A: p, B: geom.V(1, 1)}, 1)
		_ = b.AppendOnLine(nil, geom.Segment{A: geom.V(0, 0), B: geom.V(1, 1)}, nan)
		_ = b.AppendOnRay(nil, geom.V(0, 0), p, 0)
		_ = b.AppendTouching(nil, r)
		_, _, _ = b.Nearest(p)
		_, _, _ = b.NearestTo(r)
		_ = AppendContacts(nil, b, good)
		_ = AppendContacts(nil, good, b)
		_ = ContactCounts(nil, b, bad)
	}
	if got := bad.AppendWithin(nil, geom.V(0, 0), 100); len(got) != 0 {
		t.Errorf("a NaN block is hit: %v", got)
	}
	if got := AppendContacts(nil, good, bad); len(got) != 0 {
		t.Errorf("a NaN block touches: %v", got)
	}
}
