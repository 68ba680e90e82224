package bloodblades

import (
	"math"
	"math/rand/v2"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// TestTwoBendsClosedForm: bendsAtA solves the two-bend equation in closed
// form (its gap is affine in the tangent of half the first bend); it
// reads every pair of bases as the scan of the first bend in 1° steps
// with each sign change bisected did (twoBendScanTrack, kept here as the
// reference), where the equation does not depend on the first bend, on
// tracks the head made — exact, and moved off by up to a millimetre —
// and on bases placed at random near each other [L1532].
func TestTwoBendsClosedForm(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	sign := func() float64 {
		if rng.IntN(2) == 0 {
			return -1
		}
		return 1
	}
	found, n := 0, 0
	compare := func(a, b geom.Rect) {
		turn := geom.NormAngle(a.Facing - b.Facing)
		want, wantOK := twoBendScanTrack(a, b, turn)
		got, gotOK := twoBendTrack(a, b, turn)
		n++
		if wantOK {
			found++
		}
		if gotOK != wantOK || !sameOps(got, want) {
			t.Errorf("a %+v behind b %+v: closed form %v %v, scan %v %v", a, b, got, gotOK, want, wantOK)
		}
	}
	// a a depth ahead of b and two widths to its right, a base's width
	// between them: a jog right then left fits at every first bend wide
	// enough (degenerateBends); then a moved off by 1 mm, either way.
	b := geom.Rect{Center: geom.V(60, 60), Facing: geom.FromBearing(north), Width: 4, Depth: 3}
	for _, off := range []geom.Vec{{}, geom.V(0.1, 0), geom.V(0, 0.1)} {
		compare(geom.Rect{Center: geom.V(68, 57).Add(off), Facing: b.Facing, Width: 4, Depth: 3}, b)
	}
	for i := range 20000 {
		b := geom.Rect{Center: geom.V(60, 60), Facing: rng.Float64() * 2 * math.Pi, Width: 4, Depth: []float64{1.5, 2, 3, 4}[rng.IntN(4)]}
		var a geom.Rect
		switch i % 3 {
		case 0, 1: // a track the head made, then maybe nudged
			s := rng.Float64() * b.Depth
			ops := []colOp{{d: s}, {pivot: true, turn: sign() * geom.Rad(1+rng.Float64()*178)}, {d: b.Depth - s}, {pivot: true, turn: sign() * geom.Rad(1+rng.Float64()*178)}}
			a = b.At(headSteps(b.At(b.Pose()), ops...).End())
			if i%3 == 1 {
				a.Center = a.Center.Add(geom.V(rng.Float64()*0.2-0.1, rng.Float64()*0.2-0.1))
				a.Facing += geom.Rad(rng.Float64()*2 - 1)
			}
		default: // anywhere near
			a = geom.Rect{Center: b.Center.Add(geom.V(rng.Float64()*16-8, rng.Float64()*16-8)), Facing: rng.Float64() * 2 * math.Pi, Width: 4, Depth: b.Depth}
		}
		compare(a, b)
	}
	if found < n/4 {
		t.Errorf("only %d of %d pairs linked: the cases test too little", found, n)
	}
}

func sameOps(x, y []colOp) bool {
	if len(x) != len(y) {
		return false
	}
	for k := range x {
		if x[k].pivot != y[k].pivot || math.Abs(x[k].d-y[k].d) > 1e-7 || math.Abs(x[k].turn-y[k].turn) > 1e-9 {
			return false
		}
	}
	return true
}

// twoBendScanTrack is twoBendTrack with the first bend scanned by 1°
// steps and each sign change bisected (bendsAtScan).
func twoBendScanTrack(a, b geom.Rect, turn float64) ([]colOp, bool) {
	var best []colOp
	least := math.Inf(1)
	for _, total := range [...]float64{turn, turn - 2*math.Pi, turn + 2*math.Pi} {
		for _, side1 := range [...]float64{1, -1} {
			for _, side2 := range [...]float64{1, -1} {
				ops, ok := bendsAtScan(a, b, total, side1, side2)
				if !ok {
					continue
				}
				if t := math.Abs(ops[1].turn) + math.Abs(ops[3].turn); t < least-rigidTurn {
					best, least = ops, t
				}
			}
		}
	}
	return best, best != nil
}

func bendsAtScan(a, b geom.Rect, total, side1, side2 float64) ([]colOp, bool) {
	tol := table.ContactTolerance
	maxPivot := math.Pi - DirTolerance
	lo, hi := rigidTurn, maxPivot
	if side1*side2 > 0 {
		lo, hi = math.Max(lo, side1*total-maxPivot), math.Min(hi, side1*total-rigidTurn)
	} else {
		lo, hi = math.Max(lo, rigidTurn+side1*total), math.Min(hi, maxPivot+side1*total)
	}
	if lo >= hi {
		return nil, false
	}
	d := innerCorner(a, side2).Sub(innerCorner(b, side1))
	width := (side2 - side1) / 2 * b.Width
	depth := a.Depth
	if d.Len() > depth+math.Abs(width)+tol {
		return nil, false
	}
	f0 := b.Forward()
	gap := func(x float64) (g, s, e float64) {
		f1 := geom.Dir(b.Facing + side1*x)
		v := d.Sub(f1.Perp().Scale(width))
		den := f0.Cross(f1)
		s, e = v.Cross(f1)/den, f0.Cross(v)/den
		return s + e - depth, s, e
	}
	step := (hi - lo) / bendScan
	x0 := lo
	g0, _, _ := gap(x0)
	for i := 1; i <= bendScan; i++ {
		x1 := lo + float64(i)*step
		g1, _, _ := gap(x1)
		if (g0 > 0) != (g1 > 0) || g0 == 0 {
			x := x0
			if g0 != 0 {
				for range 60 {
					m := (x0 + x1) / 2
					gm, _, _ := gap(m)
					if (gm > 0) == (g0 > 0) {
						x0 = m
					} else {
						x1 = m
					}
				}
				x = (x0 + x1) / 2
			}
			g, s, e := gap(x)
			if math.Abs(g) <= tol && s > tol && e > tol {
				t1 := side1 * x
				return []colOp{{d: s}, {pivot: true, turn: t1}, {d: e}, {pivot: true, turn: total - t1}}, true
			}
		}
		x0, g0 = x1, g1
	}
	return nil, false
}
