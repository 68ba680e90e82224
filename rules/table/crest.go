package table

import (
	"math"
	"sort"

	"plateau/rules/geom"
)

// KindCrest is the terrain kind word of a hill's crest line: a line feature
// drawn along a hill's highest points, which limits sight (wme.md §4.2
// A11; bnb.md G34, G45, Table 6.2 [L1462-1465]). Rulesets use its centre
// line; a scenario's width only draws it.
const KindCrest = "crest"

// CrestCrossing is where the sight line from p to q first crosses the
// polyline crest, as the fraction of the way from p to q (0 < t < 1), and
// whether it crosses it at all. Only a proper crossing counts: a line that
// only touches the crest at p or q (a viewer or a target standing on it),
// runs along it, or meets one of its corners where the crest turns back
// to the side it came from does not cross it; a line through a corner
// where the crest passes over it does.
func CrestCrossing(p, q geom.Vec, crest []geom.Vec) (t float64, ok bool) {
	d := q.Sub(p)
	tol := geom.Eps * math.Max(1, d.Len())
	// A corner on the line counts as right of it (the half-open rule): a
	// crest passing over the line there crosses it once, one touching it
	// from the left twice at the same point, from the right never.
	left := func(v geom.Vec) bool { return d.Cross(v.Sub(p)) > tol }
	var at []float64
	for k := 0; k+1 < len(crest); k++ {
		a, b := crest[k], crest[k+1]
		if left(a) == left(b) || !strictlyApart(a, b, p, q) {
			continue
		}
		s := b.Sub(a)
		if den := d.Cross(s); den != 0 {
			at = append(at, a.Sub(p).Cross(s)/den)
		}
	}
	sort.Float64s(at)
	for i := 0; i < len(at); i++ {
		if i+1 < len(at) && at[i+1]-at[i] <= sameCrossing {
			i++ // a touch from the left: two crossings at one point
			continue
		}
		return at[i], true
	}
	return 0, false
}

// sameCrossing is how close (as a fraction of the sight line) two
// crossings are one point: rounding, not distance.
const sameCrossing = 1e-9

// strictlyApart reports whether p and q lie strictly on opposite sides of
// the line through a and b.
func strictlyApart(a, b, p, q geom.Vec) bool {
	d := b.Sub(a)
	tol := geom.Eps * math.Max(1, d.Len())
	x, y := d.Cross(p.Sub(a)), d.Cross(q.Sub(a))
	return x > tol && y < -tol || x < -tol && y > tol
}
