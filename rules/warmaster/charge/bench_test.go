package charge

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// crowded is the frontal 3-on-3 charge of TestFrontal on a 180 × 120 table
// with n other bases (units of four, both sides, random poses, fixed seed)
// kept off the charge area, and a few lakes.
func crowded(n int) Input {
	w := newWorld()
	tg := w.line("red", 1, 3, 60, 40, south, infW, infD)
	ch := w.line("blue", 0, 3, 60, 55, north, infW, infD)
	w.lake("l1", 100, 20, 120, 35)
	w.lake("l2", 20, 70, 35, 90)
	rng := rand.New(rand.NewPCG(1, 2))
	keep := geom.AABB{Min: geom.V(45, 30), Max: geom.V(75, 62)}
	for k := 0; k < n; {
		r := geom.Rect{Center: geom.V(3+rng.Float64()*174, 3+rng.Float64()*114), Facing: rng.Float64() * 2 * math.Pi, Width: infW, Depth: infD}
		if r.Bounds().Overlaps(keep, 0) || len(w.t.Overlaps(r, table.Filter{Blocks: lakes})) > 0 {
			continue
		}
		w.t.Bases = append(w.t.Bases, table.Base{ID: fmt.Sprintf("o%d", k), Unit: fmt.Sprintf("u%d", k/4), Side: k % 2, Shape: r})
		k++
	}
	return Input{Table: &w.t, Charger: ch, Target: tg, Allowance: 20, Blocks: lakes}
}

// TestCrowded runs the benchmark's charge once with the invariants.
func TestCrowded(t *testing.T) {
	in := crowded(100)
	ps := solve(t, "crowded", in)
	if !near(ps[0].FrontTarget, 12) {
		t.Errorf("crowded: frontal contact %.3f, want 12", ps[0].FrontTarget)
	}
}

// BenchmarkSolve is a typical 3-on-3 frontal charge with 100 other bases
// on the table: zone, sight, first base, every battle line, paths and
// gaps.
func BenchmarkSolve(b *testing.B) {
	in := crowded(100)
	for b.Loop() {
		if _, err := Solve(in); err != nil {
			b.Fatal(err)
		}
	}
}
