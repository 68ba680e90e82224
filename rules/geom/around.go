package geom

import "math"

// arcStep is the largest angle (radians) between two points of an arc in
// Around: 5°, so that a 20 cm band's chords stray at most 0.02 cm inside.
const arcStep = 5 * math.Pi / 180

// Around is the closed line at distance m around the convex polygon p (as
// ConvexHull returns it; one point gives a circle, two a stadium): p's
// edges pushed out by m, joined by arcs about its corners, each arc drawn
// as chords at most arcStep apart, the first point repeated last. It is
// for drawing a band ("within 20 cm of this base"): the arcs' points are
// exactly m from p, the chords between them a little less.
func (p Polygon) Around(m float64) []Vec {
	n := len(p)
	if n == 0 || !(m > 0) {
		return nil
	}
	if n == 1 {
		c := arc(nil, p[0], m, 0, 2*math.Pi)
		return append(c, c[0])
	}
	var out []Vec
	for i := range p {
		prev, next := p[(i+n-1)%n], p[(i+1)%n]
		// The outward normals of the edges before and after corner i;
		// with two points both edges are the same segment, run each way.
		n1 := outward(prev, p[i])
		n2 := outward(p[i], next)
		a1, a2 := math.Atan2(n1.Y, n1.X), math.Atan2(n2.Y, n2.X)
		d := math.Remainder(a2-a1, 2*math.Pi)
		// The arc bulges away from p: its middle lies along the corner's
		// outward bisector, or along the segment itself at a stadium's end.
		mid := n1.Add(n2)
		if mid.Len() < 1e-9 {
			mid = p[i].Sub(next)
		}
		if c := a1 + d/2; math.Cos(c)*mid.X+math.Sin(c)*mid.Y < 0 {
			d -= math.Copysign(2*math.Pi, d)
		}
		out = arc(out, p[i], m, a1, d)
	}
	return append(out, out[0])
}

// outward is the unit normal of the segment a→b on the outer side of a
// screen-clockwise polygon (Offset's convention).
func outward(a, b Vec) Vec { return b.Sub(a).Perp().Unit().Neg() }

// arc appends the points at distance m from c at angles a, a+d (the whole
// circle when d is 2π, its end left off).
func arc(out []Vec, c Vec, m, a, d float64) []Vec {
	k := max(1, int(math.Ceil(math.Abs(d)/arcStep)))
	last := k
	if math.Abs(d) >= 2*math.Pi {
		last = k - 1
	}
	for j := 0; j <= last; j++ {
		t := a + d*float64(j)/float64(k)
		out = append(out, c.Add(V(math.Cos(t), math.Sin(t)).Scale(m)))
	}
	return out
}
