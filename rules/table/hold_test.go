package table

import (
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"plateau/rules/geom"
)

// nearScan is what Near answers, by a scan of every base.
func nearScan(t *Table, box geom.AABB) []int {
	var out []int
	for i := range t.Bases {
		if OutlineOf(t.Bases[i].Shape).Box.Overlaps(box, 0) {
			out = append(out, i)
		}
	}
	return out
}

func randomBox(rng *rand.Rand) geom.AABB {
	c := geom.V(rng.Float64()*240, rng.Float64()*180)
	return geom.AABB{Min: c, Max: c}.Grow(rng.Float64() * 15)
}

// Held queries answer as unheld ones do, and as a scan does.
func TestHeldQueriesAgree(t *testing.T) {
	for _, n := range []int{indexMin - 1, indexMin + 1, 400} {
		tb := randomTable(n, 10, uint64(n))
		rng := rand.New(rand.NewPCG(uint64(n), 5))
		boxes := make([]geom.AABB, 200)
		for i := range boxes {
			boxes[i] = randomBox(rng)
		}
		var unheld [][]int
		for _, b := range boxes {
			unheld = append(unheld, tb.Near(nil, b))
		}
		h := tb.Hold()
		for i, b := range boxes {
			if got := tb.Near(nil, b); !slices.Equal(got, unheld[i]) || !slices.Equal(got, nearScan(tb, b)) {
				t.Fatalf("%d bases, box %d: held Near = %v, unheld %v", n, i, got, unheld[i])
			}
			r := geom.Rect{Center: b.Min, Width: 4, Depth: 2, Facing: 0.3}
			if got, want := tb.Overlaps(r, Filter{}), overlapsScan(tb, r); !slices.Equal(got, want) {
				t.Fatalf("%d bases: held Overlaps = %v, a scan finds %v", n, got, want)
			}
		}
		if !h.Release() {
			t.Errorf("%d bases: Release reports a change, though nothing changed", n)
		}
		if !h.Release() {
			t.Errorf("%d bases: a second Release reports a change", n)
		}
	}
}

func overlapsScan(t *Table, r geom.Rect) []Obstacle {
	var out []Obstacle
	for _, b := range t.Bases {
		if !b.Round && geom.Penetration(r.Polygon(), b.Shape.Polygon()) > OverlapSlack {
			out = append(out, Obstacle{Base: b.ID})
		}
	}
	return out
}

// A hold never hides an edit from anyone but its holder, and tells its
// holder: an edit in place is reported by Release and Held computes
// again; an edit after Release is seen at once; a clone, or the same
// slice grown, is another slice, checked as usual while the original is
// held; a hold inside another holds nothing more.
func TestHoldNeverHidesAnEdit(t *testing.T) {
	tb := randomTable(100, 0, 3)
	far := geom.AABB{Min: geom.V(-60, -60), Max: geom.V(-40, -40)}
	moveOut := func(tb *Table, i int) { tb.Bases[i].Shape.Center = geom.V(-50, -50) }

	// Edited in place while held: Release says so.
	h := tb.Hold()
	saved := tb.Bases[5].Shape
	moveOut(tb, 5)
	if h.Release() {
		t.Error("a base moved in place while held: Release reports no change")
	}
	if got := tb.Near(nil, far); !slices.Equal(got, []int{5}) {
		t.Errorf("after Release, Near finds %v where the base moved, want [5]", got)
	}
	tb.Bases[5].Shape = saved

	// Held computes again, unheld, when its function breaks the promise.
	runs := 0
	got := Held(tb, func() []int {
		runs++
		if runs == 1 {
			_ = tb.Near(nil, far) // held: trusts the index
			moveOut(tb, 7)
		}
		return tb.Near(nil, far)
	})
	if runs != 2 || !slices.Equal(got, []int{7}) {
		t.Errorf("Held with an edit in place: %d runs, answer %v; want 2 runs and [7]", runs, got)
	}
	tb.Bases[7].Shape = saved

	// Clones and grown slices are checked as usual while the original is held.
	h = tb.Hold()
	c := tb.Clone()
	moveOut(&c, 9)
	if got := c.Near(nil, far); !slices.Equal(got, []int{9}) {
		t.Errorf("a clone edited while its source is held: Near finds %v, want [9]", got)
	}
	grown := *tb
	grown.Bases = append(slices.Clip(tb.Bases), Base{ID: "new", Shape: geom.Rect{Center: geom.V(-50, -50), Width: 4, Depth: 2}})
	if got := grown.Near(nil, far); !slices.Equal(got, []int{len(tb.Bases)}) {
		t.Errorf("a grown copy while the original is held: Near finds %v, want [%d]", got, len(tb.Bases))
	}
	short := *tb
	short.Bases = tb.Bases[:len(tb.Bases)-1] // the same array, another length
	moveOut(&short, 0)
	if got := short.Near(nil, far); !slices.Equal(got, []int{0}) {
		t.Errorf("a shorter slice of the held array, edited: Near finds %v, want [0]", got)
	}
	if h.Release() {
		t.Error("the held array was edited (through a shorter slice): Release reports no change")
	}
	tb.Bases[0].Shape = c.Bases[0].Shape

	// Nested: the inner hold holds nothing, the outer one checks.
	outer := tb.Hold()
	inner := tb.Hold()
	moveOut(tb, 11)
	if !inner.Release() {
		t.Error("an inner hold, holding nothing, reports a change")
	}
	if outer.Release() {
		t.Error("the outer hold does not see the edit made under the inner one")
	}
	if got := tb.Near(nil, far); !slices.Equal(got, []int{11}) {
		t.Errorf("after the holds, Near finds %v, want [11]", got)
	}
}

// The audit finds a holder that edits in place and puts things back
// before Release, which Release cannot see.
func TestAuditHoldsFindsEditAndRestore(t *testing.T) {
	tb := randomTable(100, 0, 4)
	AuditHolds(true)
	defer AuditHolds(false)
	h := tb.Hold()
	_ = tb.Near(nil, randomBox(rand.New(rand.NewPCG(1, 1))))
	saved := tb.Bases[3].Shape
	tb.Bases[3].Shape.Center.X += 10
	_ = tb.Near(nil, geom.AABB{Min: saved.Center, Max: saved.Center})
	tb.Bases[3].Shape = saved
	if !h.Release() {
		t.Error("the bases are back as they were: Release reports a change")
	}
	if n := AuditHolds(true); n != 1 {
		t.Errorf("AuditHolds counts %d stale queries, want 1", n)
	}
}

// Holds on several tables at once, from several goroutines, and more
// holds than slots: every answer is the scan's (run with -race).
func TestHoldsConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	for g := range 2 * holdSlots {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tb := randomTable(60, 0, uint64(g))
			rng := rand.New(rand.NewPCG(uint64(g), 9))
			for range 50 {
				h := tb.Hold()
				b := randomBox(rng)
				if got, want := tb.Near(nil, b), nearScan(tb, b); !slices.Equal(got, want) {
					t.Errorf("goroutine %d: Near = %v, want %v", g, got, want)
				}
				if !h.Release() {
					t.Errorf("goroutine %d: Release reports a change", g)
				}
				tb.Bases[rng.IntN(len(tb.Bases))].Shape.Center.X += 1 // unheld now
			}
		}()
	}
	wg.Wait()
}

// MaxRadius is the largest radius of the bases, NaN left out, with an
// index and without, and follows edits.
func TestMaxRadius(t *testing.T) {
	for _, n := range []int{0, 3, indexMin + 5, 200} {
		tb := randomTable(n, 0, uint64(n)+1)
		want := func() float64 {
			var r float64
			for _, b := range tb.Bases {
				if q := b.Shape.Radius(); q > r {
					r = q
				}
			}
			return r
		}
		if got := tb.MaxRadius(); got != want() {
			t.Errorf("%d bases: MaxRadius = %v, want %v", n, got, want())
		}
		if n == 0 {
			continue
		}
		tb.Bases[n/2].Shape.Width = 30
		tb.Bases[0].Shape.Depth = math.NaN()
		if got := tb.MaxRadius(); got != want() || got < 15 {
			t.Errorf("%d bases, one widened, one NaN: MaxRadius = %v, want %v", n, got, want())
		}
	}
}

// A function that panics under Held leaves nothing held.
func TestHeldReleasesOnPanic(t *testing.T) {
	tb := randomTable(100, 0, 6)
	func() {
		defer func() { _ = recover() }()
		Held(tb, func() int { panic("broken invariant") })
	}()
	if n := holdCount.Load(); n != 0 {
		t.Fatalf("%d holds left after a panic", n)
	}
	tb.Bases[2].Shape.Center = geom.V(-50, -50)
	if got := tb.Near(nil, geom.AABB{Min: geom.V(-51, -51), Max: geom.V(-49, -49)}); !slices.Equal(got, []int{2}) {
		t.Errorf("after a panic under Held, Near finds %v where a base moved, want [2]", got)
	}
}

// The terrain is held too, on tables of any size: an edit of a feature in
// place while held is reported by Release, seen once released, and
// counted by the audit; a table with features and few bases holds them.
func TestHoldTerrain(t *testing.T) {
	for _, n := range []int{3, 100} {
		tb := randomTable(n, 12, 8)
		// A lake, blocking, somewhere nothing stands.
		lake := geom.Polygon{geom.V(-80, -80), geom.V(-60, -80), geom.V(-60, -60), geom.V(-80, -60)}
		tb.Features = append(tb.Features, Feature{ID: "pond", Kind: "lake", Area: slices.Clone(lake)})
		probe := geom.Rect{Center: geom.V(-40, -40), Width: 4, Depth: 2}
		f := Filter{Blocks: blocksKind}
		h := tb.Hold()
		if h.h == nil || h.h.terrain == nil {
			t.Fatalf("%d bases: the terrain is not held", n)
		}
		if hits := tb.Overlaps(probe, f); len(hits) != 0 {
			t.Fatalf("%d bases: the probe hits %v before the pond moves", n, hits)
		}
		pond := &tb.Features[len(tb.Features)-1]
		for i := range pond.Area {
			pond.Area[i] = pond.Area[i].Add(geom.V(40, 40)) // onto the probe, in place
		}
		AuditHolds(true)
		_ = tb.Overlaps(probe, f) // held: trusts the old shapes
		stale := AuditHolds(false)
		if h.Release() {
			t.Errorf("%d bases: a feature edited in place while held: Release reports no change", n)
		}
		if stale != 1 {
			t.Errorf("%d bases: the audit counts %d stale queries, want 1", n, stale)
		}
		if hits := tb.Overlaps(probe, f); len(hits) != 1 || hits[0].Feature != "pond" {
			t.Errorf("%d bases: after Release the probe hits %v, want the pond", n, hits)
		}
		got := Held(tb, func() int {
			copy(pond.Area, lake) // breaks the promise: moved back, in place
			return len(tb.Overlaps(probe, f))
		})
		if got != 0 {
			t.Errorf("%d bases: Held with a feature moved away in place: %d hits, want 0", n, got)
		}
	}
}

// NoBases answers as a SkipBase skipping every base does.
func TestNoBasesIsSkippingEveryBase(t *testing.T) {
	tb := randomTable(200, 40, 12)
	rng := rand.New(rand.NewPCG(12, 1))
	all := Filter{SkipBase: func(*Base) bool { return true }, Blocks: blocksKind}
	none := Filter{NoBases: true, Blocks: blocksKind}
	for q := 0; q < 300; q++ {
		m := tb.Bases[rng.IntN(len(tb.Bases))].Shape
		p0 := m.Pose()
		p1 := geom.Pose{Pos: p0.Pos.Add(m.Forward().Scale(5 + rng.Float64()*30)), Facing: p0.Facing + (rng.Float64()-0.5)*2}
		path := geom.Path{p0, p1}
		if a, b := tb.Overlaps(m.At(p1), all), tb.Overlaps(m.At(p1), none); !slices.Equal(a, b) {
			t.Fatalf("Overlaps: %v skipping every base, %v with NoBases", a, b)
		}
		if a, b := tb.Sweep(m, path, all), tb.Sweep(m, path, none); a != b {
			t.Fatalf("Sweep: %+v skipping every base, %+v with NoBases", a, b)
		}
		a, b := tb.Gaps(m, path, all), tb.Gaps(m, path, none)
		if len(a) != len(b) {
			t.Fatalf("Gaps: %d skipping every base, %d with NoBases", len(a), len(b))
		}
		for i := range a {
			if a[i] != b[i] {
				t.Fatalf("Gaps: %+v skipping every base, %+v with NoBases", a[i], b[i])
			}
		}
	}
}
