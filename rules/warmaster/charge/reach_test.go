package charge

import (
	"math/rand/v2"
	"testing"

	"plateau/rules/geom"
)

// beyondReach skips pricing a slot's paths only when every path there
// costs more than the allowance (wme.md §7.2 item 2, [L684], [L748]: the
// part that moves farthest): on seeded random moves, turns included, no
// path it skips would have been within reach, and it does skip the far
// ones.
func TestBeyondReachIsALowerBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	shape := geom.Rect{Width: 4, Depth: 2}
	skipped := 0
	for n := 0; n < 2000; n++ {
		start := geom.Pose{Pos: geom.V(50, 50), Facing: rng.Float64() * 6.3}
		end := geom.Pose{Pos: geom.V(50+rng.Float64()*40-20, 50+rng.Float64()*40-20), Facing: rng.Float64() * 6.3}
		s := &solver{in: Input{Allowance: 5 + rng.Float64()*15}}
		if !s.beyondReach(shape, start, end) {
			continue
		}
		skipped++
		for _, p := range PathShapes(start, end) {
			if cost := p.MaxCornerTravel(shape.At(start)); cost <= s.in.Allowance+geom.Eps {
				t.Fatalf("%v to %v: a path costs %.4f, within the allowance %.4f, yet the slot is beyond reach", start, end, cost, s.in.Allowance)
			}
		}
	}
	if skipped == 0 {
		t.Fatal("no slot was beyond reach: the test shows nothing")
	}
}
