package hex

import (
	"math"

	"plateau/rules/geom"
)

// A counter on the table is a base (an oriented rectangle) whose pose says
// which hexes it holds and what it faces, so that hex games move counters
// through the same Move paths as free bases (DESIGN.md, "A hex overlay").
// Pose and UnitAt are that correspondence:
//
//   - a 1-hex unit stands on its hex's centre, facing its vertex (drawn
//     pointing at it);
//   - a 2-hex unit in line stands on the midpoint of its two centres,
//     facing its vertex, which is square to the line from L to R;
//   - a 2-hex Column stands on the same midpoint, facing along the line
//     from its tail L to its head R (across the head's front hexside);
//   - a unit with no facing (NoFacing: leaders, limbered guns) is drawn
//     facing V0.

// PoseTolerance is how far (as a fraction of the hex size) a counter's
// centre may be from its hex centre, and how far (radians) its facing may be
// from a vertex's, for UnitAt to read it: a path of exact steps adds
// rounding of about 1e-15 per step, so this is generous and still far
// below anything a player could place by hand.
const (
	PoseTolerance  = 1e-6
	AngleTolerance = 1e-6
)

// Pose is where the counter of u stands on the table.
func (l Layout) Pose(u Unit) geom.Pose {
	c := l.Centre(u.L)
	if u.Two {
		c = c.Add(l.Centre(u.R)).Scale(0.5)
	}
	f := u.F
	if f < 0 {
		f = 0
	}
	a := l.VertexAngle(f)
	if u.Two && u.Column {
		a = l.DirAngle(f.D(-1))
	}
	return geom.Pose{Pos: c, Facing: a}
}

// UnitAt reads the unit a counter's pose stands for: a 1-hex unit when two
// is false, else a 2-hex one, in Column when column is set. ok is false when
// the pose is off the grid: its centre is not on a hex centre (1-hex) or on
// the midpoint of two adjacent ones (2-hex), or its facing is not one the
// formation can have. The unit's AllRound is the ruleset's: UnitAt leaves it
// false, and a unit with no facing reads as facing V0.
func (l Layout) UnitAt(p geom.Pose, two, column bool) (Unit, bool) {
	f, ok := l.facingAt(p.Facing, column && two)
	if !ok {
		return Unit{}, false
	}
	tol := PoseTolerance * l.Size
	if !two {
		h := l.At(p.Pos)
		return One(h, f), l.Centre(h).Dist(p.Pos) <= tol
	}
	var u Unit
	if column {
		// The facing is D(F-1), from the tail L to the head R.
		d := Vertex(f).D(-1)
		head := l.At(p.Pos.Add(geom.Dir(l.DirAngle(d)).Scale(l.Size / 2)))
		u = Unit{L: head.Neighbor(d.Opposite()), R: head, Two: true, F: f, Column: true}
	} else {
		// L is half a hex to the left of the centre, across the facing.
		left := geom.Dir(l.DirAngle(f.D(-1))).Scale(-l.Size / 2)
		u = Two(l.At(p.Pos.Add(left)), f)
	}
	mid := l.Centre(u.L).Add(l.Centre(u.R)).Scale(0.5)
	return u, mid.Dist(p.Pos) <= tol
}

// facingAt is the vertex whose table angle is a (column: the vertex F whose
// hexside D(F-1) has angle a), and false when a is none of the six.
func (l Layout) facingAt(a float64, column bool) (Vertex, bool) {
	base := l.VertexAngle(0)
	if column {
		base = l.DirAngle(Vertex(0).D(-1))
	}
	// Angles decrease counter-clockwise: vertex k is base - k·60°.
	k := (base - a) / (math.Pi / 3)
	r := math.Round(k)
	// Written so that a NaN (or infinite) facing, which compares false with
	// everything, is refused rather than read as int(NaN)'s vertex.
	if !(math.Abs(geom.NormAngle((k-r)*math.Pi/3)) <= AngleTolerance) {
		return 0, false
	}
	return Vertex(mod6(int(r))), true
}

// Counter proportions, as fractions of the hex size: a counter fits inside
// its hex with room to see the terrain around it, and a 2-hex counter spans
// both centres.
const (
	CounterWidth = 0.78 // across the facing
	CounterDepth = 0.46 // along the facing
)

// CounterSize is the frontage and depth (cm) a counter is drawn with on a
// map of hexes size cm across: a 1-hex counter, a 2-hex one in line (one hex
// wider), or a 2-hex Column (one hex deeper).
func CounterSize(size float64, two, column bool) (width, depth float64) {
	w, d := CounterWidth*size, CounterDepth*size
	switch {
	case two && column:
		return d, w + size
	case two:
		return w + size, d
	}
	return w, d
}
