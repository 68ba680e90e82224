package block

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// bruteContacts is every touching pair of a and b by table.Closest on each
// pair of figures: the definition AppendContacts must agree with.
func bruteContacts(a, b Block) []Pair {
	var out []Pair
	for sa, ra := range a.Figures() {
		for sb, rb := range b.Figures() {
			if _, _, d := table.Closest(ra, rb); d <= ContactTolerance {
				out = append(out, Pair{sa, sb})
			}
		}
	}
	return out
}

// borderline reports whether some pair of figures of a and b is within
// margin of the contact tolerance, where rounding may decide.
func borderline(a, b Block, margin float64) bool {
	for _, ra := range a.Figures() {
		for _, rb := range b.Figures() {
			if _, _, d := table.Closest(ra, rb); math.Abs(d-ContactTolerance) < margin {
				return true
			}
		}
	}
	return false
}

func reversed(ps []Pair) []Pair {
	out := make([]Pair, len(ps))
	for i, p := range ps {
		out[i] = Pair{p.B, p.A}
	}
	slices.SortFunc(out, func(x, y Pair) int {
		if x.A != y.A {
			return x.A - y.A
		}
		return x.B - y.B
	})
	return out
}

// facing builds the enemy block e in front of a (both 25 mm figures): a
// faces north at (0, 0); e faces south, its front edge gap cm beyond a's,
// shifted shift cm to a's right.
func facing(t *testing.T, al, el string, gap, shift float64) (Block, Block) {
	a := mustBlock(t, al, pose(0, 0, 0), inf)
	ed := float64(mustLayout(t, el).Ranks()) * inf.Depth
	e := mustBlock(t, el, pose(shift, -a.Outline().Depth/2-gap-ed/2, 180), inf)
	return a, e
}

// TestContactsFrontToFront: the counts of bep §9.1 step 1 (seed 004
// L173-178: a figure in contact even by its base's corner fights).
func TestContactsFrontToFront(t *testing.T) {
	hair := ContactTolerance + 1e-4
	for _, tc := range []struct {
		name       string
		a, e       string
		gap, shift float64
		engagedA   int
		engagedE   int
		counts     []int // per slot of a, nil to skip
		pairs      int
	}{
		// Aligned files: each front figure faces one enemy squarely and
		// meets its neighbours corner to corner.
		{"flush, aligned", "4x2", "4x2", 0, 0, 4, 4, []int{2, 3, 3, 2, 0, 0, 0, 0}, 10},
		{"at the tolerance", "4x2", "4x2", ContactTolerance - 1e-9, 0, 4, 4, []int{2, 3, 3, 2, 0, 0, 0, 0}, 10},
		{"a hair apart", "4x2", "4x2", hair, 0, 0, 0, []int{0, 0, 0, 0, 0, 0, 0, 0}, 0},
		{"overlapping counts as contact", "4x2", "4x2", -0.5, 0, 4, 4, nil, 10},
		// Half a figure to the right: partial edges, no corner-only pairs
		// but at the ends.
		{"shifted half a figure", "4x2", "4x2", 0, 1.25, 4, 4, []int{1, 2, 2, 2, 0, 0, 0, 0}, 7},
		// A whole figure to the right: a's left file faces nobody but
		// touches the first enemy figure by a corner.
		{"shifted one figure", "4x2", "4x2", 0, 2.5, 4, 4, []int{1, 2, 3, 3, 0, 0, 0, 0}, 9},
		{"wider enemy", "2x2", "6x1", 0, 0, 2, 4, []int{3, 3, 0, 0}, 6},
		{"a hole in the front rank", "o.oo/oooo", "4x2", 0, 0, 3, 4, []int{2, 0, 3, 2, 0, 0, 0, 0}, 7},
		{"1x1 against a block", "1x1", "4x2", 0, 0, 1, 2, []int{2}, 2},
		{"1x1 against 1x1", "1x1", "1x1", 0, 0, 1, 1, []int{1}, 1},
		{"1x1 corner to corner", "1x1", "1x1", 0, 2.5, 1, 1, []int{1}, 1},
		{"1x1 corner a hair apart", "1x1", "1x1", 0, 2.5 + hair, 0, 0, []int{0}, 0},
		{"empty enemy", "4x2", "4x2:0", 0, 0, 0, 0, nil, 0},
	} {
		a, e := facing(t, tc.a, tc.e, tc.gap, tc.shift)
		pairs := AppendContacts(nil, a, e)
		if got := Engaged(a, e); got != tc.engagedA {
			t.Errorf("%s: Engaged(a, e) = %d, want %d", tc.name, got, tc.engagedA)
		}
		if got := Engaged(e, a); got != tc.engagedE {
			t.Errorf("%s: Engaged(e, a) = %d, want %d", tc.name, got, tc.engagedE)
		}
		if len(pairs) != tc.pairs {
			t.Errorf("%s: %d pairs %v, want %d", tc.name, len(pairs), pairs, tc.pairs)
		}
		if tc.counts != nil {
			if got := ContactCounts(nil, a, e); !slices.Equal(got, tc.counts) {
				t.Errorf("%s: ContactCounts = %v, want %v", tc.name, got, tc.counts)
			}
		}
		if want := bruteContacts(a, e); !slices.Equal(pairs, want) {
			t.Errorf("%s: AppendContacts = %v, table.Closest pair by pair says %v", tc.name, pairs, want)
		}
		if back := AppendContacts(nil, e, a); !slices.Equal(reversed(back), pairs) {
			t.Errorf("%s: contacts are not symmetric: %v and %v", tc.name, pairs, back)
		}
		if InContact(a, e) != (tc.pairs > 0) {
			t.Errorf("%s: InContact = %v", tc.name, InContact(a, e))
		}
		if got := AppendEngaged(nil, a, e); len(got) != tc.engagedA {
			t.Errorf("%s: AppendEngaged = %v", tc.name, got)
		}
	}
}

// TestCornerContactIsEuclidean: diagonal neighbours whose separation along
// each axis is within the tolerance touch only when the corners are within
// it (a separating-axis test alone would say they touch).
func TestCornerContactIsEuclidean(t *testing.T) {
	for _, tc := range []struct {
		d    float64 // separation along each axis
		want int
	}{
		{0, 1},
		{0.03, 1}, // 0.042 apart
		{ContactTolerance / math.Sqrt2 * 0.999, 1},
		{ContactTolerance / math.Sqrt2 * 1.001, 0},
		{0.04, 0}, // 0.057 apart
	} {
		a := mustBlock(t, "2x2", pose(0, 0, 0), inf) // spans [−2.5, 2.5]²
		e := mustBlock(t, "2x2", pose(5+tc.d, -5-tc.d, 0), inf)
		pairs := AppendContacts(nil, a, e)
		if len(pairs) != tc.want {
			t.Errorf("corners %g apart on each axis: pairs %v, want %d", tc.d, pairs, tc.want)
		}
		if tc.want == 1 && pairs[0] != (Pair{1, 2}) {
			t.Errorf("corner pair %v, want a's front right (1) with e's rear left (2)", pairs[0])
		}
	}
}

// TestContactsRotated: the same arrangement turned about any point gives
// the same pairs; and a block charging a flank touches that flank's file.
func TestContactsRotated(t *testing.T) {
	base := map[string][2]Block{}
	a, e := facing(t, "4x3", "5x2", 0, 0.7)
	base["front"] = [2]Block{a, e}
	// e against a's right flank, facing west, front edge flush with it.
	a2 := mustBlock(t, "4x3", pose(0, 0, 0), inf)
	e2 := mustBlock(t, "3x2", pose(5+2.5, 0.4, 270), inf)
	base["flank"] = [2]Block{a2, e2}
	// e at 45° with a corner in a's front edge.
	a3 := mustBlock(t, "4x2", pose(0, 0, 0), inf)
	e3c := geom.V(0.3, -2.5-2.5*math.Sqrt2)
	e3 := mustBlock(t, "2x2", geom.Pose{Pos: e3c, Facing: geom.FromBearing(180 + 45)}, inf)
	base["corner"] = [2]Block{a3, e3}

	want := map[string][]Pair{}
	for k, ab := range base {
		want[k] = AppendContacts(nil, ab[0], ab[1])
	}
	if got := Engaged(base["flank"][0], base["flank"][1]); got != 3 {
		t.Errorf("flank: %d of a's figures engaged, want its right file's 3", got)
	}
	for _, s := range AppendEngaged(nil, base["flank"][0], base["flank"][1]) {
		if s%4 != 3 {
			t.Errorf("flank: slot %d engaged, not in the right file", s)
		}
	}
	if len(want["corner"]) != 1 || want["corner"][0].A != 2 {
		t.Errorf("corner: pairs %v, want one on a's figure 2", want["corner"])
	}
	for _, theta := range []float64{0.1, 1, math.Pi / 2, 2.5, math.Pi, -2, 7} {
		pivot := geom.V(13, -7)
		for k, ab := range base {
			var turned [2]Block
			for i, b := range ab {
				p := b.Pose()
				turned[i] = b.At(geom.Pose{Pos: p.Pos.RotateAbout(pivot, theta), Facing: p.Facing + theta})
			}
			if got := AppendContacts(nil, turned[0], turned[1]); !slices.Equal(got, want[k]) {
				t.Errorf("%s turned %g: pairs %v, want %v", k, theta, got, want[k])
			}
		}
	}
}

// TestContactProperties: on random pairs of rotated blocks with holes,
// AppendContacts is symmetric and agrees with table.Closest pair by pair,
// ContactCounts and Engaged agree with it, and so do the Rect queries.
func TestContactProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 3))
	tested, touching := 0, 0
	for range 3000 {
		a := randomBlock(rng, true)
		b := randomBlock(rng, true)
		// Bring b near a: a random point of a's outline, plus a little.
		out := a.Outline()
		p := out.World(geom.V((rng.Float64()-0.5)*out.Width*1.2, (rng.Float64()-0.5)*out.Depth*1.2))
		b = b.At(geom.Pose{Pos: p.Add(geom.Dir(rng.Float64() * 7).Scale(b.Outline().Radius() * rng.Float64())), Facing: b.Pose().Facing})
		if borderline(a, b, 1e-9) {
			continue
		}
		tested++
		pairs := AppendContacts(nil, a, b)
		if len(pairs) > 0 {
			touching++
		}
		if want := bruteContacts(a, b); !slices.Equal(pairs, want) {
			t.Fatalf("%v at %v and %v at %v: pairs %v, brute force %v", a.Layout(), a.Pose(), b.Layout(), b.Pose(), pairs, want)
		}
		if back := AppendContacts(nil, b, a); !slices.Equal(reversed(back), pairs) {
			t.Fatalf("not symmetric: %v and %v", pairs, back)
		}
		counts := ContactCounts(make([]int, 3), a, b)
		engaged := 0
		for s, c := range counts {
			n := 0
			for _, p := range pairs {
				if p.A == s {
					n++
				}
			}
			if c != n {
				t.Fatalf("ContactCounts[%d] = %d, pairs say %d", s, c, n)
			}
			if c > 0 {
				engaged++
			}
		}
		if Engaged(a, b) != engaged || len(counts) != a.Layout().Slots() {
			t.Fatalf("Engaged = %d, counts say %d", Engaged(a, b), engaged)
		}
		// Against one rectangle: a figure of b.
		for s, r := range b.Figures() {
			var want []int
			for _, p := range pairs {
				if p.B == s {
					want = append(want, p.A)
				}
			}
			if got := a.AppendTouching(nil, r); !slices.Equal(got, want) {
				t.Fatalf("AppendTouching(figure %d) = %v, want %v", s, got, want)
			}
			if a.Touches(r) != (len(want) > 0) {
				t.Fatalf("Touches(figure %d) = %v", s, a.Touches(r))
			}
			break
		}
	}
	if tested < 2500 || touching < tested/5 {
		t.Errorf("only %d cases tested, %d touching", tested, touching)
	}
}

func TestTouchingRect(t *testing.T) {
	b := mustBlock(t, "4x2", pose(0, 0, 0), inf) // spans x −5..5, y −2.5..2.5
	for _, tc := range []struct {
		name string
		r    geom.Rect
		want []int
	}{
		{"a skirmisher at the front centre", geom.Rect{Center: geom.V(0, -3.75), Width: 2.5, Depth: 2.5}, []int{1, 2}},
		{"an officer at the left rear corner", geom.Rect{Center: geom.V(-6.25, 3.75), Width: 2.5, Depth: 2.5}, []int{4}},
		{"a hair beyond the corner", geom.Rect{Center: geom.V(-6.25-ContactTolerance-1e-4, 3.75), Width: 2.5, Depth: 2.5}, nil},
		{"inside", geom.Rect{Center: geom.V(1.25, 1.25), Width: 0.1, Depth: 0.1}, []int{6}},
		{"far", geom.Rect{Center: geom.V(100, 0), Width: 2.5, Depth: 2.5}, nil},
		{"a long base along the right flank", geom.Rect{Center: geom.V(6, 0), Facing: 0, Width: 5, Depth: 2}, []int{3, 7}},
	} {
		if got := b.AppendTouching(nil, tc.r); !slices.Equal(got, tc.want) {
			t.Errorf("%s: AppendTouching = %v, want %v", tc.name, got, tc.want)
		}
		if got := b.Touches(tc.r); got != (len(tc.want) > 0) {
			t.Errorf("%s: Touches = %v", tc.name, got)
		}
	}
}

// TestGapSymmetric: the contact test gives the same answer, bit for bit,
// whichever rectangle comes first (the reason contacts are symmetric).
func TestGapSymmetric(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 4))
	for range 10000 {
		a := rectOBB(geom.Rect{Center: geom.V(rng.Float64()*10, rng.Float64()*10), Facing: rng.Float64() * 7, Width: 0.1 + rng.Float64()*5, Depth: 0.1 + rng.Float64()*5})
		b := rectOBB(geom.Rect{Center: geom.V(rng.Float64()*10, rng.Float64()*10), Facing: rng.Float64() * 7, Width: 0.1 + rng.Float64()*5, Depth: 0.1 + rng.Float64()*5})
		if gap(&a, &b) != gap(&b, &a) || dist2(&a, &b) != dist2(&b, &a) {
			t.Fatalf("gap or dist2 not symmetric for %+v, %+v", a, b)
		}
		tol := rng.Float64()
		if within(&a, &b, tol) != within(&b, &a, tol) {
			t.Fatalf("within not symmetric")
		}
	}
}
