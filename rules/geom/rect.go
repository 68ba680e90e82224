package geom

import "math"

// Pose places a base: the position of its centre and its facing.
// Facing is not normalised: along a path it is kept continuous so that the
// difference between two poses is the signed turn made (see Path).
type Pose struct {
	Pos    Vec
	Facing float64
}

// Edge names a side of a base.
type Edge int

const (
	Front Edge = iota
	Right
	Rear
	Left
)

var edgeNames = [...]string{"front", "right", "rear", "left"}

func (e Edge) String() string {
	if e < Front || e > Left {
		return "edge?"
	}
	return edgeNames[e]
}

// Corner names a corner of a base, in the order Corners returns them.
type Corner int

const (
	FL Corner = iota // front left
	FR               // front right
	RR               // rear right
	RL               // rear left
)

var cornerNames = [...]string{"FL", "FR", "RR", "RL"}

func (c Corner) String() string {
	if c < FL || c > RL {
		return "corner?"
	}
	return cornerNames[c]
}

// Rect is a base: an oriented rectangle with its frontage (Width, the length
// of the front edge) and its Depth.
type Rect struct {
	Center Vec
	Facing float64
	Width  float64
	Depth  float64
}

// Pose is where r stands.
func (r Rect) Pose() Pose { return Pose{r.Center, r.Facing} }

// At is r moved to pose p.
func (r Rect) At(p Pose) Rect { r.Center, r.Facing = p.Pos, p.Facing; return r }

// Forward is the unit vector r faces; RightDir is Forward turned +90°.
func (r Rect) Forward() Vec  { return Dir(r.Facing) }
func (r Rect) RightDir() Vec { return Dir(r.Facing).Perp() }

// Corners are FL, FR, RR, RL: going round the rectangle, front edge first.
func (r Rect) Corners() [4]Vec {
	f := r.Forward().Scale(r.Depth / 2)
	s := r.RightDir().Scale(r.Width / 2)
	c := r.Center
	return [4]Vec{
		c.Add(f).Sub(s), // FL
		c.Add(f).Add(s), // FR
		c.Sub(f).Add(s), // RR
		c.Sub(f).Sub(s), // RL
	}
}

// CornerAt is one corner of r.
func (r Rect) CornerAt(k Corner) Vec { return r.Corners()[k] }

// Edge is one side of r, oriented so that the four edges go round r in the
// order front (FL→FR), right (FR→RR), rear (RR→RL), left (RL→FL). The
// rectangle lies on the right of each edge's direction (+90°).
func (r Rect) Edge(e Edge) Segment {
	c := r.Corners()
	return Segment{c[e], c[(e+1)%4]}
}

// Outward is the unit normal of edge e pointing away from r.
func (r Rect) Outward(e Edge) Vec {
	switch e {
	case Front:
		return r.Forward()
	case Right:
		return r.RightDir()
	case Rear:
		return r.Forward().Neg()
	default:
		return r.RightDir().Neg()
	}
}

// Local expresses p in r's frame: X along RightDir, Y along Forward, origin
// at the centre.
func (r Rect) Local(p Vec) Vec {
	d := p.Sub(r.Center)
	return Vec{d.Dot(r.RightDir()), d.Dot(r.Forward())}
}

// World is the inverse of Local.
func (r Rect) World(l Vec) Vec {
	return r.Center.Add(r.RightDir().Scale(l.X)).Add(r.Forward().Scale(l.Y))
}

// Contains reports whether p lies inside r or on its boundary, within tol.
func (r Rect) Contains(p Vec, tol float64) bool {
	l := r.Local(p)
	return math.Abs(l.X) <= r.Width/2+tol && math.Abs(l.Y) <= r.Depth/2+tol
}

// Polygon is r's outline, corners in the order of Corners.
func (r Rect) Polygon() Polygon {
	c := r.Corners()
	return Polygon{c[0], c[1], c[2], c[3]}
}

// Bounds is r's axis-aligned bounding box.
func (r Rect) Bounds() AABB { c := r.Corners(); return BoundsOf(c[:]...) }

// ShortSide and LongSide are the lesser and greater of width and depth.
func (r Rect) ShortSide() float64 { return math.Min(r.Width, r.Depth) }
func (r Rect) LongSide() float64  { return math.Max(r.Width, r.Depth) }

// Radius is the distance from the centre to a corner.
func (r Rect) Radius() float64 { return math.Hypot(r.Width, r.Depth) / 2 }

// RadiusSq is the square of the distance from the centre to a corner,
// without Radius's square root and division (math.Hypot is a call that
// guards against overflow, which table lengths never reach): a bounding-
// circle test against one point reads d² > RadiusSq(). It is Radius()²
// up to rounding, not bit for bit. For the sum of two bases' radii, read
// the cached table.Outline's Radius instead.
func (r Rect) RadiusSq() float64 { return (r.Width*r.Width + r.Depth*r.Depth) / 4 }

// Disc is a round marker (a commander): it has a position and no facing.
type Disc struct {
	Center Vec
	Radius float64
}

// Bounds is d's axis-aligned bounding box.
func (d Disc) Bounds() AABB {
	r := Vec{d.Radius, d.Radius}
	return AABB{d.Center.Sub(r), d.Center.Add(r)}
}

// AABB is an axis-aligned box, used to discard far shapes cheaply.
type AABB struct{ Min, Max Vec }

// BoundsOf is the smallest box holding pts.
func BoundsOf(pts ...Vec) AABB {
	b := AABB{Vec{math.Inf(1), math.Inf(1)}, Vec{math.Inf(-1), math.Inf(-1)}}
	for _, p := range pts {
		// Plain comparisons: math.Min's NaN and −0 rules cost here.
		if p.X < b.Min.X {
			b.Min.X = p.X
		}
		if p.X > b.Max.X {
			b.Max.X = p.X
		}
		if p.Y < b.Min.Y {
			b.Min.Y = p.Y
		}
		if p.Y > b.Max.Y {
			b.Max.Y = p.Y
		}
	}
	return b
}

// Overlaps reports whether a and b share a point once both grow by margin.
func (a AABB) Overlaps(b AABB, margin float64) bool {
	return a.Min.X-margin <= b.Max.X && b.Min.X-margin <= a.Max.X &&
		a.Min.Y-margin <= b.Max.Y && b.Min.Y-margin <= a.Max.Y
}

// Union is the box holding a and b.
func (a AABB) Union(b AABB) AABB {
	return AABB{Vec{math.Min(a.Min.X, b.Min.X), math.Min(a.Min.Y, b.Min.Y)},
		Vec{math.Max(a.Max.X, b.Max.X), math.Max(a.Max.Y, b.Max.Y)}}
}

// Grow is a enlarged by m on every side.
func (a AABB) Grow(m float64) AABB {
	return AABB{a.Min.Sub(Vec{m, m}), a.Max.Add(Vec{m, m})}
}

// ContainsBox reports whether b lies inside a, within tol.
func (a AABB) ContainsBox(b AABB, tol float64) bool {
	return b.Min.X >= a.Min.X-tol && b.Min.Y >= a.Min.Y-tol &&
		b.Max.X <= a.Max.X+tol && b.Max.Y <= a.Max.Y+tol
}

// Shift is a moved by d.
func (a AABB) Shift(d Vec) AABB { return AABB{a.Min.Add(d), a.Max.Add(d)} }
