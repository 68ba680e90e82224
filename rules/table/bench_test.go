package table

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"plateau/rules/geom"
)

// randomTable lays out n 4×2 cm bases without overlaps and nf terrain
// features (star-shaped, often concave, areas and some rivers/walls) on a
// 240×180 table, from a fixed seed.
func randomTable(n, nf int, seed uint64) *Table {
	rng := rand.New(rand.NewPCG(seed, 7))
	t := &Table{Width: 240, Height: 180}
	kinds := []string{"wood", "hill", "lake", "building"}
	for i := 0; i < nf; i++ {
		c := geom.V(10+rng.Float64()*220, 10+rng.Float64()*160)
		if i%5 == 4 {
			line := []geom.Vec{c}
			for k := 0; k < 4; k++ {
				c = c.Add(geom.Dir(rng.Float64() * 2 * math.Pi).Scale(5 + rng.Float64()*10))
				line = append(line, c)
			}
			t.Features = append(t.Features, Feature{ID: fmt.Sprintf("f%d", i), Kind: "river", Line: line, Width: 1 + rng.Float64()*2})
			continue
		}
		m := 5 + rng.IntN(8)
		var poly geom.Polygon
		for k := 0; k < m; k++ {
			a := 2 * math.Pi * float64(k) / float64(m)
			poly = append(poly, c.Add(geom.Dir(a).Scale(3+rng.Float64()*9)))
		}
		t.Features = append(t.Features, Feature{ID: fmt.Sprintf("f%d", i), Kind: kinds[i%len(kinds)], Area: poly})
	}
	for len(t.Bases) < n {
		r := geom.Rect{Center: geom.V(3+rng.Float64()*234, 3+rng.Float64()*174), Facing: rng.Float64() * 2 * math.Pi, Width: 4, Depth: 2}
		if len(t.Overlaps(r, Filter{})) > 0 {
			continue
		}
		t.Bases = append(t.Bases, Base{ID: fmt.Sprintf("b%d", len(t.Bases)), Unit: fmt.Sprintf("u%d", len(t.Bases)/4), Shape: r})
	}
	return t
}

func blocksKind(f *Feature) bool {
	return f.Kind == "lake" || f.Kind == "building" || f.Kind == "river"
}

// BenchmarkDragCheck is one frame of dragging a base: Overlaps at the end
// pose, Sweep of a 15 cm translation then a 10° turn, and Gaps.
//
// Median of 5 (`go test -run x -bench DragCheck -count 5 ./rules/table`,
// AMD EPYC, 2 cores shared with other builds), per frame:
//
//	                         100 bases   400 bases   1600 bases
//	first version (scans)      70 µs      109 µs       638 µs
//	+ one scan per Sweep,
//	  cheaper rejects           36 µs       83 µs       601 µs
//	+ Gaps pair pruning
//	  (d(A,B) ≥ d(A,S)+d(B,S)),
//	  reach = long side         ~20 µs      ~45 µs      ~270 µs
//	+ grid index of bases,
//	  cached feature shapes,
//	  lazy fine hulls           10.4 µs     22.8 µs     122 µs
//
// Issue 10 "Scale", measured on a loaded machine (load 4-5 on 2 cores, so
// wall times are up to twice the idle ones), 4000 frames, median (min) of
// 5, the old code (ref_test.go) in the same runs:
//
//	                         100 bases   400 bases   1600 bases
//	before, held             11.6 (9.6)  16.9 (16.1)  84.1 (78.3)
//	before                    9.0 (8.4)  15.5 (14.6)  79.5 (77.3)
//	+ pair memo (pairmemo.go),
//	  hull axes once a call,
//	  Edge without modulo,
//	  fewer allocations, held 6.6 (5.9)  11.3 (10.8)  49.1 (46.3)
//	  the same, not held      9.3 (6.9)  14.4 (12.0)  53.0 (49.5)
//
// Gaps was about two thirds of a frame; 1600 random bases cover 30 % of
// the table, so most drags there are blocked and pass many pairs: about
// 43 pairs of obstacles a frame get measured, 21 bands built, 10 gaps
// found. Half of Gaps was closestPoints of those pairs and a sixth their
// bands; both depend on the two obstacles alone, so the grid remembers
// them (86 % of the pairs found again here, where the 64 frames cycle
// over the whole table; nearly all in a real drag, whose frames measure
// the same neighbours). What is left at 1600: the memo's look-ups (~6 µs,
// memory latency), misses (~4 µs), the crossing tests (~5 µs), Sweep
// (~5 µs) and the hold's two checks of 1600 shapes (~6 µs).
//
// Under "held" each frame holds the table (Table.Hold), as a ruleset's
// Check does since issue 10: the grid and the terrain are checked once a
// frame (at Hold, and again at Release) rather than once a query.
func BenchmarkDragCheck(b *testing.B) {
	b.Run("held", func(b *testing.B) { dragCheck(b, true) })
	dragCheck(b, false)
}

func dragCheck(b *testing.B, held bool) {
	for _, n := range []int{100, 400, 1600} {
		t := randomTable(n, 40, 1)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			rng := rand.New(rand.NewPCG(2, 3))
			type job struct {
				mover *Base
				path  geom.Path
				f     Filter
			}
			jobs := make([]job, 64)
			for i := range jobs {
				m := &t.Bases[rng.IntN(len(t.Bases))]
				p0 := m.Shape.Pose()
				p1 := geom.Pose{Pos: p0.Pos.Add(m.Shape.Forward().Scale(15)), Facing: p0.Facing}
				p2 := geom.Pose{Pos: p1.Pos, Facing: p1.Facing + geom.Rad(10)}
				id := m.ID
				jobs[i] = job{m, geom.Path{p0, p1, p2}, Filter{Blocks: blocksKind, SkipBase: func(o *Base) bool { return o.ID == id }}}
			}
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				j := jobs[i%len(jobs)]
				var h Hold
				if held {
					h = t.Hold()
				}
				end := j.mover.Shape.At(j.path.End())
				_ = t.Overlaps(end, j.f)
				_ = t.Sweep(j.mover.Shape, j.path, j.f)
				_ = t.Gaps(j.mover.Shape, j.path, j.f)
				h.Release()
			}
		})
	}
}
