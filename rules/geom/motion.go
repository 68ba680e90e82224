package geom

import "math"

// Path is a move: the poses a base passes through, start first. Between two
// consecutive poses the base makes the simplest rigid motion joining them
// (a Leg): a straight translation when the facing does not change, otherwise
// a rotation by the facing difference about the one point the motion leaves
// fixed. Facings are not normalised, so a leg from facing 0 to 2π is a full
// turn; a leg whose turn is a whole number of full turns rotates about the
// start position and then translates.
//
// Every move the UI builds is of this form: a drag is a translation, Q/E
// rotates about the centre, and a wheel about a front corner is a rotation
// about that corner.
type Path []Pose

// Leg is the rigid motion between two consecutive poses of a Path.
type Leg struct {
	From, To Pose
}

// Turn is the signed rotation the leg makes, in radians.
func (l Leg) Turn() float64 { return l.To.Facing - l.From.Facing }

// Pivot is the fixed point of a rotating leg; ok is false for a translation
// or a whole number of turns, which have none.
func (l Leg) Pivot() (Vec, bool) {
	phi := l.Turn()
	if math.Abs(phi) < AngleEps || math.Abs(NormAngle(phi)) < AngleEps {
		return Vec{}, false
	}
	// Solve To = c + R(From − c)  ⇔  (I − R)c = To − R·From.
	s := math.Sin(phi)
	h := math.Sin(phi / 2)
	omc := 2 * h * h // 1 − cos φ without cancellation for small turns
	rhs := l.To.Pos.Sub(l.From.Pos.Rotate(phi))
	a, b, c, d := omc, s, -s, omc // I − R = [[1−cos, sin], [−sin, 1−cos]]
	det := a*d - b*c
	return Vec{(d*rhs.X - b*rhs.Y) / det, (-c*rhs.X + a*rhs.Y) / det}, true
}

// At is the pose at fraction t in [0,1] of the leg. The ends are exact:
// At(0) is From and At(1) is To, whatever the rounding of the motion.
func (l Leg) At(t float64) Pose {
	if t <= 0 {
		return l.From
	}
	if t >= 1 {
		return l.To
	}
	phi := l.Turn()
	if c, ok := l.Pivot(); ok {
		return Pose{l.From.Pos.RotateAbout(c, phi*t), l.From.Facing + phi*t}
	}
	if math.Abs(phi) < AngleEps {
		return Pose{l.From.Pos.Lerp(l.To.Pos, t), l.From.Facing + phi*t}
	}
	// Whole turns: spin in place for the first half, then slide.
	if t < 0.5 {
		return Pose{l.From.Pos, l.From.Facing + phi*2*t}
	}
	return Pose{l.From.Pos.Lerp(l.To.Pos, 2*t-1), l.To.Facing}
}

// Travel is how far the point at local offset off (see Rect.Local) of a
// base moves along the leg.
func (l Leg) Travel(off Vec, shape Rect) float64 {
	from := shape.At(l.From).World(off)
	phi := l.Turn()
	if c, ok := l.Pivot(); ok {
		return math.Abs(phi) * from.Dist(c)
	}
	if math.Abs(phi) < AngleEps {
		return l.To.Pos.Dist(l.From.Pos)
	}
	return math.Abs(phi)*from.Dist(l.From.Pos) + l.To.Pos.Dist(l.From.Pos)
}

// Legs are the motions between consecutive poses.
func (p Path) Legs() []Leg {
	if len(p) < 2 {
		return nil
	}
	legs := make([]Leg, len(p)-1)
	for i := range legs {
		legs[i] = Leg{p[i], p[i+1]}
	}
	return legs
}

// End is the last pose (the zero pose for an empty path).
func (p Path) End() Pose {
	if len(p) == 0 {
		return Pose{}
	}
	return p[len(p)-1]
}

// PointTravel is the length of the trajectory of the point at local offset
// off of shape (whose Width and Depth are used; its pose is ignored) along p.
func (p Path) PointTravel(shape Rect, off Vec) float64 {
	var d float64
	for _, l := range p.Legs() {
		d += l.Travel(off, shape)
	}
	return d
}

// MaxCornerTravel is the distance moved by the part of the base that moves
// farthest (shared/rules/wme.md §12 G13, seed 000 L684). The trajectory
// length of a point is a sum of functions convex in its position, so over
// a rectangle its maximum is reached at a corner.
func (p Path) MaxCornerTravel(shape Rect) float64 {
	var m float64
	for _, off := range cornerOffsets(shape) {
		m = math.Max(m, p.PointTravel(shape, off))
	}
	return m
}

// FrontCornerTravel is the farther of the distances moved by the two front
// corners (for rulesets that measure a move by the front edge).
func (p Path) FrontCornerTravel(shape Rect) float64 {
	off := cornerOffsets(shape)
	return math.Max(p.PointTravel(shape, off[FL]), p.PointTravel(shape, off[FR]))
}

// CentreTravel is the distance moved by the centre of the base.
func (p Path) CentreTravel(shape Rect) float64 { return p.PointTravel(shape, Vec{}) }

func cornerOffsets(r Rect) [4]Vec {
	w, d := r.Width/2, r.Depth/2
	return [4]Vec{{-w, d}, {w, d}, {w, -d}, {-w, -d}}
}

// SweepSagitta bounds how far (cm) the true swept area of a rotating leg
// may bulge outside the hulls SweptHulls returns. Smaller means more,
// tighter hulls; 0.005 cm (a twentieth of a millimetre) is invisible and
// needs about 7 hulls for a 90° wheel of a 4 × 2 cm base.
const SweepSagitta = 0.005

// SweptHulls covers the area shape sweeps along leg l with convex polygons,
// in order along the leg. A translation is covered exactly by one hull (the
// hull of the start and end rectangles). A rotation is cut into steps small
// enough that each chord stays within SweepSagitta of its arc, and each
// step's hull is grown outwards by its sagitta, so the cover is
// conservative (see SweptHull).
func SweptHulls(shape Rect, l Leg) []Polygon {
	phi := l.Turn()
	if math.Abs(phi) < AngleEps {
		return []Polygon{hullOf(shape.At(l.From), shape.At(l.To), 0)}
	}
	// Farthest any corner can be from the fixed point bounds the sagitta.
	r := shape.Radius()
	_, pivoted := l.Pivot()
	if c, ok := l.Pivot(); ok {
		r += c.Dist(l.From.Pos)
	}
	// sagitta = r(1 − cos(step/2)) ≤ SweepSagitta
	step := 2 * math.Acos(math.Max(-1, 1-SweepSagitta/math.Max(r, Eps)))
	n := int(math.Ceil(math.Abs(phi) / step))
	if n < 1 {
		n = 1
	}
	if !pivoted {
		n *= 2 // the spin and the slide halves
	}
	hulls := make([]Polygon, n)
	for i := range hulls {
		hulls[i] = SweptHull(shape, l, float64(i)/float64(n), float64(i+1)/float64(n))
	}
	return hulls
}

// maxHullStep is the largest turn between two sampled poses inside one
// SweptHull: an arc of at most a half turn lies within its sagitta of its
// chord, and a quarter turn keeps that margin well clear of the limit.
const maxHullStep = math.Pi / 2

// SweptHull is one convex polygon covering the area shape sweeps along l
// between fractions t0 and t1 of the leg (0 ≤ t0 ≤ t1 ≤ 1). It is the hull
// of the rectangles at t0, t1 and at enough poses between that no rotation
// step exceeds a quarter turn, grown by the largest sagitta of those steps:
// every point of the base moves along an arc that stays within that sagitta
// of its chord, and every chord lies in the hull. For a translation it is
// exact; for a rotation it errs outwards by at most r(1 − cos(Δ/2)), with r
// the farthest a corner is from the pivot and Δ the turn per step, so
// halving the interval quarters the error.
func SweptHull(shape Rect, l Leg, t0, t1 float64) Polygon {
	t0, t1 = clamp01(t0), clamp01(t1)
	phi := l.Turn()
	if math.Abs(phi) < AngleEps || t0 == t1 {
		return hullOf(shape.At(l.At(t0)), shape.At(l.At(t1)), 0)
	}
	var pts []Vec
	add := func(t float64) { c := shape.At(l.At(t)).Corners(); pts = append(pts, c[:]...) }
	var sag float64
	// rotate samples [a, b] of a rotation of the whole leg by turn about a
	// pivot at most rho from any corner.
	rotate := func(a, b, turn, rho float64) {
		k := int(math.Ceil(math.Abs(turn) * (b - a) / maxHullStep))
		if k < 1 {
			k = 1
		}
		for i := 1; i <= k; i++ {
			add(a + (b-a)*float64(i)/float64(k))
		}
		half := math.Abs(turn) * (b - a) / float64(k) / 2
		sag = math.Max(sag, rho*(1-math.Cos(half)))
	}
	add(t0)
	if c, ok := l.Pivot(); ok {
		rotate(t0, t1, phi, c.Dist(l.From.Pos)+shape.Radius())
	} else {
		// A whole number of turns spins in place over [0, ½] (twice as
		// fast) and then slides.
		if t0 < 0.5 {
			rotate(t0, math.Min(t1, 0.5), 2*phi, shape.Radius())
		}
		add(t1)
	}
	h := ConvexHull(pts)
	if sag > 0 {
		h = h.Offset(sag)
	}
	return h
}

func hullOf(a, b Rect, grow float64) Polygon {
	ca, cb := a.Corners(), b.Corners()
	h := ConvexHull(append(ca[:], cb[:]...))
	if grow > 0 {
		h = h.Offset(grow)
	}
	return h
}

// flatCorner is the cosine of half the turn below which a corner is
// treated as a straight back-and-forth: the bisector would shoot off to
// infinity (a 179.9° turn), so the offset follows one edge's normal.
const flatCorner = 1e-3

// Offset pushes every edge of a convex polygon (screen-clockwise, as
// ConvexHull returns) outwards by m. The result contains every point
// within m of p's edges' lines.
func (p Polygon) Offset(m float64) Polygon {
	n := len(p)
	if n < 3 {
		return p
	}
	out := make(Polygon, n)
	for i := range p {
		prev := p.Edge((i + n - 1) % n)
		next := p.Edge(i)
		// Outward normal of a screen-clockwise edge is its Perp negated.
		n1 := prev.Dir().Perp().Unit().Neg()
		n2 := next.Dir().Perp().Unit().Neg()
		bis := n1.Add(n2)
		cos := bis.Len() / 2 // cos of half the turn between the normals
		if cos < flatCorner {
			out[i] = p[i].Add(n1.Scale(m))
			continue
		}
		out[i] = p[i].Add(bis.Unit().Scale(m / cos))
	}
	return out
}
