package bloodblades

import (
	"math"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// Two bends between two bases of a column (bnb.md §7.5 [L1532]): "la
// tête d'une colonne peut pivoter comme elle veut et chaque fois qu'elle
// le veut", so within one base's depth it may have pivoted twice, to the
// same side or to opposite sides (a jog, the two facing one way again),
// and its pivots may add up to half a turn or more (a column folding
// back on itself). The table does not show where the head went between
// the bends, so the link is read with the second bend at a (the one
// before has gone no further since it pivoted there): b goes s straight
// ahead, pivots θ1 on its front corner on that side, goes e = D - s
// straight ahead, and pivots θ2 on its front corner on that side, ending
// where a stands (D is a's depth).

// twoBendTrack is b's track to a at two bends (see above), a facing
// turn radians from b (normalised; the bends may turn that, or that less
// or plus a full turn, each less than an about-face). Of the tracks that
// fit, the one turning least in all; none when no two bends fit.
func twoBendTrack(a, b geom.Rect, turn float64) ([]colOp, bool) {
	var best []colOp
	least := math.Inf(1)
	for _, total := range [...]float64{turn, turn - 2*math.Pi, turn + 2*math.Pi} {
		for _, side1 := range [...]float64{1, -1} {
			for _, side2 := range [...]float64{1, -1} {
				ops, ok := bendsAtA(a, b, total, side1, side2)
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

// innerCorner is r's front corner a pivot to side (> 0 right, < 0 left)
// turns on.
func innerCorner(r geom.Rect, side float64) geom.Vec {
	if side > 0 {
		return r.CornerAt(geom.FR)
	}
	return r.CornerAt(geom.FL)
}

// bendsAtA is b's two-bend track to a turning total radians, the first
// bend to side1, the second to side2, the second at a. With Q b's corner
// of the first pivot and A a's of the second, A - Q = s·f0 + L·r1 +
// e·f1, f0 b's facing, f1 and r1 the forward and right of the facing
// between the bends, L the width between the two corners (0, or ±W for
// bends to opposite sides). For a first bend of x, s and e follow from
// the two facings (gap), and x must make s + e = D with s and e
// positive. Written in b's frame (d = A - Q = (dx, dy), dy to the right,
// θ = side1·x), s + e = dx + (dy + L)·tan(θ/2): the gap is affine in
// tan(x/2), so it has one root at most, found in closed form (a scan of
// the first bend would find no other). When dy + L is 0 the gap does not
// depend on x: every bend is a root when dx = D (within geom.Eps), none
// otherwise, and the least that fits is read, on a 1° grid
// (degenerateBends).
func bendsAtA(a, b geom.Rect, total, side1, side2 float64) ([]colOp, bool) {
	tol := table.ContactTolerance
	maxPivot := math.Pi - DirTolerance // a pivot is less than an about-face (headOps)
	// θ1 = side1·x: x between rigidTurn and maxPivot, and θ2 = total - θ1
	// with side2·θ2 between them too.
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
		return nil, false // farther than the track can reach
	}
	f0 := b.Forward()
	gap := func(x float64) (g, s, e float64) {
		f1 := geom.Dir(b.Facing + side1*x)
		v := d.Sub(f1.Perp().Scale(width))
		den := f0.Cross(f1) // ±sin x, away from 0 in (rigidTurn, maxPivot)
		s, e = v.Cross(f1)/den, f0.Cross(v)/den
		return s + e - depth, s, e
	}
	fits := func(x float64) ([]colOp, bool) {
		g, s, e := gap(x)
		if math.Abs(g) > tol || s <= tol || e <= tol {
			return nil, false
		}
		t1 := side1 * x
		return []colOp{{d: s}, {pivot: true, turn: t1}, {d: e}, {pivot: true, turn: total - t1}}, true
	}
	slope, short := f0.Cross(d)+width, depth-d.Dot(f0) // dy + L, D - dx
	if math.Abs(slope) <= geom.Eps {
		if math.Abs(short) > geom.Eps {
			return nil, false
		}
		return degenerateBends(lo, hi, fits)
	}
	x := 2 * math.Atan(side1*short/slope)
	if x < lo || x > hi {
		return nil, false
	}
	return fits(x)
}

// bendScan is how many steps degenerateBends scans the first bend's angle
// in: 1° steps over the half turn a pivot stays within.
const bendScan = 180

// degenerateBends is bendsAtA's track when the gap does not depend on
// the first bend: the least first bend on the scan's grid from lo to hi
// that fits.
func degenerateBends(lo, hi float64, fits func(x float64) ([]colOp, bool)) ([]colOp, bool) {
	step := (hi - lo) / bendScan
	for i := 0; i <= bendScan; i++ {
		if ops, ok := fits(lo + float64(i)*step); ok {
			return ops, true
		}
	}
	return nil, false
}
