package table

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"unsafe"

	"plateau/rules/geom"
)

// scanBase is what Table.Base answered before it had a cache, and what it
// must still answer: the first base with that ID.
func scanBase(t *Table, id string) int {
	for i := range t.Bases {
		if t.Bases[i].ID == id {
			return i
		}
	}
	return -1
}

func sameBits(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }

func sameVec(a, b geom.Vec) bool { return sameBits(a.X, b.X) && sameBits(a.Y, b.Y) }

// checkOutline fails unless o is, bit for bit, what r's own methods give.
func checkOutline(t *testing.T, what string, r geom.Rect, o Outline) {
	t.Helper()
	c := r.Corners()
	for k := range c {
		if !sameVec(o.Corners[k], c[k]) {
			t.Fatalf("%s: Outline of %+v: corner %v = %v, Corners() gives %v", what, r, geom.Corner(k), o.Corners[k], c[k])
		}
	}
	b := r.Bounds()
	if !sameVec(o.Box.Min, b.Min) || !sameVec(o.Box.Max, b.Max) {
		t.Fatalf("%s: Outline of %+v: box = %v, Bounds() gives %v", what, r, o.Box, b)
	}
	if !sameBits(o.Radius, r.Radius()) {
		t.Fatalf("%s: Outline of %+v: radius = %v, Radius() gives %v", what, r, o.Radius, r.Radius())
	}
}

// randomPose is a pose anywhere, with the awkward values a table can hold:
// signed zeros, facings far outside (−π, π], tiny and huge bases.
func randomPose(rng *rand.Rand) geom.Rect {
	pick := func(vs ...float64) float64 { return vs[rng.IntN(len(vs))] }
	r := geom.Rect{
		Center: geom.V(rng.Float64()*300-30, rng.Float64()*200-20),
		Facing: (rng.Float64() - 0.5) * 40,
		Width:  0.5 + rng.Float64()*12,
		Depth:  0.5 + rng.Float64()*6,
	}
	// Each awkward choice on its own and together (a sign bit shows in a
	// corner only when the centre, the facing and a side conspire).
	if rng.IntN(4) == 0 {
		r.Facing = pick(0, math.Copysign(0, -1), math.Pi, -math.Pi, math.Pi/2, 1e-300)
	}
	if rng.IntN(4) == 0 {
		r.Center = geom.V(pick(0, math.Copysign(0, -1), 1e-310), pick(0, math.Copysign(0, -1), 240))
	}
	if rng.IntN(4) == 0 {
		r.Width, r.Depth = pick(0, 1e-9, 1e9), pick(0, 1e-9, 3)
	}
	return r
}

// The cached outline is exactly what Corners, Bounds and Radius compute,
// for poses of every kind, whether it comes from the index or afresh.
func TestOutlineIsBitIdentical(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 1))
	for q := 0; q < 20000; q++ {
		r := randomPose(rng)
		checkOutline(t, "OutlineOf", r, OutlineOf(r))
	}
	// A turn from 0 to −0 moves no corner, but flips the sign of some
	// corners' zero coordinates: the cache must see it as a new pose.
	nz := math.Copysign(0, -1)
	tb := randomTable(indexMin+4, 0, 8)
	tb.Bases[3].Shape = geom.Rect{Center: geom.V(nz, nz), Width: 0, Depth: 2}
	checkOutline(t, "signed zeros", tb.Bases[3].Shape, tb.Outline(3))
	tb.Bases[3].Shape.Facing = nz
	checkOutline(t, "signed zeros, turned to −0", tb.Bases[3].Shape, tb.Outline(3))
	_ = tb.Overlaps(tb.Bases[3].Shape, Filter{}) // rebuilt, reusing what is still good
	tb.Bases[3].Shape.Facing = 0
	checkOutline(t, "signed zeros, turned back", tb.Bases[3].Shape, tb.Outline(3))
	_ = tb.Overlaps(tb.Bases[3].Shape, Filter{})
	checkOutline(t, "signed zeros, turned back, rebuilt", tb.Bases[3].Shape, tb.Outline(3))

	for _, n := range []int{indexMin - 1, indexMin, 200} {
		tb := &Table{Width: 240, Height: 180}
		for i := 0; i < n; i++ {
			tb.Bases = append(tb.Bases, Base{ID: fmt.Sprint("b", i), Shape: randomPose(rng)})
		}
		for round := 0; round < 20; round++ {
			for i := range tb.Bases {
				checkOutline(t, fmt.Sprintf("%d bases, round %d, base %d", n, round, i), tb.Bases[i].Shape, tb.Outline(i))
			}
			// Move some in place (sometimes by a sign bit only), and
			// sometimes query, which brings the index up to date.
			for k := 0; k < 1+rng.IntN(5); k++ {
				b := &tb.Bases[rng.IntN(n)]
				if rng.IntN(3) == 0 {
					b.Shape.Facing = -b.Shape.Facing
				} else {
					b.Shape = randomPose(rng)
				}
			}
			if round%3 == 0 {
				_ = tb.Overlaps(tb.Bases[0].Shape, Filter{})
			}
		}
	}
}

// tableOp is one edit a ruleset may make to a table it owns.
type tableOp func(rng *rand.Rand, tb *Table, fresh func() string)

var tableOps = []struct {
	name string
	op   tableOp
}{
	{"append", func(rng *rand.Rand, tb *Table, fresh func() string) {
		tb.Bases = append(tb.Bases, Base{ID: fresh(), Shape: randomPose(rng)})
	}},
	{"append a copy of an id", func(rng *rand.Rand, tb *Table, fresh func() string) {
		if len(tb.Bases) > 0 {
			tb.Bases = append(tb.Bases, Base{ID: tb.Bases[rng.IntN(len(tb.Bases))].ID, Shape: randomPose(rng)})
		}
	}},
	{"delete", func(rng *rand.Rand, tb *Table, fresh func() string) {
		if len(tb.Bases) > 0 {
			i := rng.IntN(len(tb.Bases))
			tb.Bases = slices.Delete(tb.Bases, i, i+1)
		}
	}},
	{"insert", func(rng *rand.Rand, tb *Table, fresh func() string) {
		tb.Bases = slices.Insert(tb.Bases, rng.IntN(len(tb.Bases)+1), Base{ID: fresh(), Shape: randomPose(rng)})
	}},
	{"move", func(rng *rand.Rand, tb *Table, fresh func() string) {
		for k := 0; k < 1+rng.IntN(8) && len(tb.Bases) > 0; k++ {
			b := &tb.Bases[rng.IntN(len(tb.Bases))]
			b.Shape = b.Shape.At(geom.Pose{Pos: b.Shape.Center.Add(geom.V(rng.Float64()-0.5, rng.Float64()-0.5)), Facing: b.Shape.Facing + rng.Float64()})
		}
	}},
	{"rename", func(rng *rand.Rand, tb *Table, fresh func() string) {
		if len(tb.Bases) > 0 {
			tb.Bases[rng.IntN(len(tb.Bases))].ID = fresh()
		}
	}},
	{"swap", func(rng *rand.Rand, tb *Table, fresh func() string) {
		if len(tb.Bases) > 1 {
			i, j := rng.IntN(len(tb.Bases)), rng.IntN(len(tb.Bases))
			tb.Bases[i], tb.Bases[j] = tb.Bases[j], tb.Bases[i]
		}
	}},
	{"shuffle into a new slice", func(rng *rand.Rand, tb *Table, fresh func() string) {
		bs := slices.Clone(tb.Bases)
		rng.Shuffle(len(bs), func(i, j int) { bs[i], bs[j] = bs[j], bs[i] })
		tb.Bases = bs
	}},
	{"truncate", func(rng *rand.Rand, tb *Table, fresh func() string) {
		tb.Bases = tb.Bases[:rng.IntN(len(tb.Bases)+1)]
	}},
	{"filter in place", func(rng *rand.Rand, tb *Table, fresh func() string) {
		tb.Bases = slices.DeleteFunc(tb.Bases, func(Base) bool { return rng.IntN(10) == 0 })
	}},
	{"clone", func(rng *rand.Rand, tb *Table, fresh func() string) { *tb = tb.Clone() }},
	{"query", func(rng *rand.Rand, tb *Table, fresh func() string) {
		if len(tb.Bases) > 0 {
			_ = tb.Overlaps(tb.Bases[rng.IntN(len(tb.Bases))].Shape, Filter{})
		}
	}},
	{"look up often", func(rng *rand.Rand, tb *Table, fresh func() string) {
		// Enough hits and misses to make the caches rebuild.
		for k := 0; k < 2*idRebuild && len(tb.Bases) > 0; k++ {
			tb.Base(tb.Bases[rng.IntN(len(tb.Bases))].ID)
			tb.Outline(rng.IntN(len(tb.Bases)))
		}
	}},
}

// Every answer of Base, BaseIndex and Outline equals the scan's and the
// shape's own, on random tables edited every way a ruleset may, cloned,
// and looked up in between (so that every cache state is met: missing,
// fresh, shared with a clone, out of date by a move, a shift, a rename).
func TestLookupAgreesWithScan(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		rng := rand.New(rand.NewPCG(seed, 99))
		next := 0
		fresh := func() string { next++; return fmt.Sprintf("n%d", next) }
		tb := &Table{Width: 240, Height: 180}
		for i := 0; i < []int{3, idMin, indexMin + 3, 150}[seed%4]; i++ {
			tb.Bases = append(tb.Bases, Base{ID: fresh(), Shape: randomPose(rng)})
		}
		old := []*Table{}
		var trail []string
		for step := 0; step < 400; step++ {
			o := tableOps[rng.IntN(len(tableOps))]
			trail = append(trail, o.name)
			if o.name == "clone" && rng.IntN(2) == 0 {
				// Keep the original too: edits to either must not show
				// in the other's answers.
				keep := *tb
				old = append(old, &keep)
			}
			o.op(rng, tb, fresh)
			for _, x := range append(old, tb) {
				checkLookups(t, x, rng, next, func() string { return fmt.Sprintf("seed %d, step %d (%v)", seed, step, trail[max(0, len(trail)-4):]) })
			}
			if len(old) > 3 {
				old = old[1:]
			}
		}
	}
}

func checkLookups(t *testing.T, tb *Table, rng *rand.Rand, maxID int, where func() string) {
	t.Helper()
	for q := 0; q < 24; q++ {
		id := fmt.Sprintf("n%d", 1+rng.IntN(maxID+2)) // some absent
		if len(tb.Bases) > 0 && q%2 == 0 {
			id = tb.Bases[rng.IntN(len(tb.Bases))].ID
		}
		want := scanBase(tb, id)
		if got := tb.BaseIndex(id); got != want {
			t.Fatalf("%s: BaseIndex(%q) = %d, want %d (%d bases)", where(), id, got, want, len(tb.Bases))
		}
		b, ok := tb.Base(id)
		if ok != (want >= 0) || ok && b != &tb.Bases[want] {
			t.Fatalf("%s: Base(%q) = %p, %v, want base %d (%d bases)", where(), id, b, ok, want, len(tb.Bases))
		}
		if len(tb.Bases) > 0 {
			i := rng.IntN(len(tb.Bases))
			checkOutline(t, where(), tb.Bases[i].Shape, tb.Outline(i))
		}
	}
}

// Many goroutines read one table (lookups, outlines, queries) while each
// of others edits and looks up its own clones: the caches they share are
// safe under the race detector and every answer is still the scan's.
func TestLookupConcurrent(t *testing.T) {
	shared := randomTable(300, 10, 3)
	var wg sync.WaitGroup
	errs := make(chan string, 16)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(g), 5))
			mine := shared.Clone()
			for k := 0; k < 400; k++ {
				tb := shared
				if g%2 == 1 {
					tb = &mine
					switch rng.IntN(4) {
					case 0:
						i := rng.IntN(len(mine.Bases))
						mine.Bases[i].Shape.Center.X += 1
					case 1:
						i := rng.IntN(len(mine.Bases))
						mine.Bases = slices.Delete(mine.Bases, i, i+1)
					case 2:
						mine = mine.Clone()
					default:
						mine.Bases = append(mine.Bases, Base{ID: fmt.Sprintf("g%d.%d", g, k), Shape: randomPose(rng)})
					}
				}
				id := tb.Bases[rng.IntN(len(tb.Bases))].ID
				if got, want := tb.BaseIndex(id), scanBase(tb, id); got != want {
					errs <- fmt.Sprintf("goroutine %d: BaseIndex(%q) = %d, want %d", g, id, got, want)
					return
				}
				i := rng.IntN(len(tb.Bases))
				o, r := tb.Outline(i), tb.Bases[i].Shape
				if c := r.Corners(); o.Corners != c || o.Box != r.Bounds() {
					errs <- fmt.Sprintf("goroutine %d: Outline(%d) = %v, want %v", g, i, o.Corners, c)
					return
				}
				_ = tb.Overlaps(r, Filter{})
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// A hit costs no allocation.
func TestLookupAllocs(t *testing.T) {
	tb := randomTable(200, 0, 4)
	id := tb.Bases[150].ID
	tb.Base(id)
	tb.Outline(150)
	if n := testing.AllocsPerRun(100, func() { tb.Base(id); tb.Outline(150) }); n != 0 {
		t.Errorf("Base and Outline hits allocate %v times, want 0", n)
	}
}

// samePose reads a Rect as five words: it must be exactly five float64s.
func TestRectIsFiveFloats(t *testing.T) {
	var r geom.Rect
	if unsafe.Sizeof(r) != 5*8 || unsafe.Offsetof(r.Center) != 0 || unsafe.Offsetof(r.Facing) != 16 ||
		unsafe.Offsetof(r.Width) != 24 || unsafe.Offsetof(r.Depth) != 32 || unsafe.Sizeof(r.Center) != 16 {
		t.Fatalf("geom.Rect is laid out as %d bytes, not five float64s: fix samePose", unsafe.Sizeof(r))
	}
	a := geom.Rect{Center: geom.V(1, 2), Facing: 3, Width: 4, Depth: 5}
	for k, edit := range []func(*geom.Rect){
		func(r *geom.Rect) { r.Center.X = 1.0000000000000002 },
		func(r *geom.Rect) { r.Center.Y = 2.0000000000000004 },
		func(r *geom.Rect) { r.Facing = math.Nextafter(3, 4) },
		func(r *geom.Rect) { r.Width = math.Nextafter(4, 5) },
		func(r *geom.Rect) { r.Depth = math.Nextafter(5, 6) },
	} {
		b := a
		edit(&b)
		if samePose(&a, &b) {
			t.Errorf("samePose misses a change of field %d", k)
		}
	}
	if b := a; !samePose(&a, &b) {
		t.Error("samePose(r, copy of r) = false")
	}
	z, nz := geom.Rect{}, geom.Rect{Facing: math.Copysign(0, -1)}
	if samePose(&z, &nz) {
		t.Error("samePose takes a facing of −0 for 0")
	}
	nan := geom.Rect{Facing: math.NaN()}
	if nan2 := nan; !samePose(&nan, &nan2) {
		t.Error("samePose(NaN pose, its copy) = false")
	}
}

// Near answers as a scan of every base's box does, on tables edited in
// place and cloned between queries, with boxes of every size.
func TestNearAgreesWithScan(t *testing.T) {
	for _, n := range []int{indexMin - 2, indexMin, 120, 500} {
		rng := rand.New(rand.NewPCG(uint64(n), 13))
		tb := randomTable(n, 0, uint64(n)+1)
		next := 0
		fresh := func() string { next++; return fmt.Sprintf("near%d", next) }
		for step := 0; step < 200; step++ {
			if step%4 == 0 {
				tableOps[rng.IntN(len(tableOps))].op(rng, tb, fresh)
			}
			c := geom.V(rng.Float64()*260-10, rng.Float64()*200-10)
			h := geom.V(rng.Float64()*rng.Float64()*40, rng.Float64()*rng.Float64()*40)
			box := geom.AABB{Min: c.Sub(h), Max: c.Add(h)}
			var want []int
			for i := range tb.Bases {
				if tb.Bases[i].Shape.Bounds().Overlaps(box, 0) {
					want = append(want, i)
				}
			}
			if got := tb.Near(nil, box); !slices.Equal(got, want) {
				t.Fatalf("%d bases, step %d: Near(%v) = %v, a scan finds %v", n, step, box, got, want)
			}
		}
	}
}
