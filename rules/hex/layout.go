package hex

import (
	"fmt"
	"math"

	"plateau/rules/geom"
)

// Orientation is how a map's hexes sit on the table (spec §12.1: the text
// prints no map, so both are supported, per map).
type Orientation uint8

const (
	// Pointy hexes have a vertex at the top: rows are straight, columns
	// zig-zag; D0 points east.
	Pointy Orientation = iota
	// Flat hexes have a hexside at the top: columns are straight, rows
	// zig-zag; D0 points south-east.
	Flat
)

func (o Orientation) String() string {
	switch o {
	case Pointy:
		return "pointy"
	case Flat:
		return "flat"
	}
	return fmt.Sprintf("Orientation(%d)", uint8(o))
}

const sqrt3 = 1.7320508075688772

// Layout lays a hex grid over the centimetre table (shared/DESIGN.md, "A hex
// overlay"): the table frame has X to the right and Y downwards (package
// geom), so counter-clockwise is counter-clockwise on screen.
type Layout struct {
	Orientation Orientation
	// Size is the distance between the centres of two adjacent hexes in
	// centimetres: the hex's width across its flats ("hexWidthCm", spec
	// §12.1). No rule uses it; it only has to fit a counter.
	Size float64
	// Origin is the centre of Hex{0, 0} on the table, in centimetres.
	Origin geom.Vec
}

// Check reports a layout that cannot be drawn.
func (l Layout) Check() error {
	if !(l.Size > 0) || math.IsInf(l.Size, 0) {
		return fmt.Errorf("hex: hex size %v cm, want a positive finite size", l.Size)
	}
	if l.Orientation > Flat {
		return fmt.Errorf("hex: orientation %v, want pointy or flat", l.Orientation)
	}
	return nil
}

// canon is h's centre in the canonical frame: pointy-top, adjacent centres
// 1 apart, Hex{0,0} at the origin, Y down. Every angle and line predicate is
// computed there: a flat-top map is the canonical one turned by 30 degrees
// and scaled, which changes no hex a line crosses and no angle.
func canon(h Hex) geom.Vec {
	return geom.Vec{X: float64(h.Q) + float64(h.R)/2, Y: float64(h.R) * sqrt3 / 2}
}

// fromCanon is the inverse of canon on fractional axial coordinates.
func fromCanon(p geom.Vec) (q, r float64) {
	r = p.Y * 2 / sqrt3
	return p.X - r/2, r
}

// rot30 turns a canonical vector into the flat-top frame (+30 degrees,
// clockwise on screen) and back (sign -1).
func rot30(p geom.Vec, sign float64) geom.Vec {
	const c, s = sqrt3 / 2, 0.5
	return geom.Vec{X: p.X*c - sign*p.Y*s, Y: sign*p.X*s + p.Y*c}
}

// Centre is the centre of h on the table, in centimetres.
func (l Layout) Centre(h Hex) geom.Vec {
	p := canon(h)
	if l.Orientation == Flat {
		p = rot30(p, 1)
	}
	return l.Origin.Add(p.Scale(l.Size))
}

// At is the hex holding the table point p (cube rounding; a point exactly
// on a hexside goes to one of its two hexes, always the same one).
func (l Layout) At(p geom.Vec) Hex {
	c := p.Sub(l.Origin).Scale(1 / l.Size)
	if l.Orientation == Flat {
		c = rot30(c, -1)
	}
	return Round(fromCanon(c))
}

// dirAngle is the canonical (pointy) angle of Dk in radians, Y down:
// counter-clockwise on screen is a decreasing angle.
func dirAngle(d Dir) float64 { return -float64(mod6(int(d))) * math.Pi / 3 }

// vertexAngle is the canonical angle of Vk, 30 degrees past Dk.
func vertexAngle(v Vertex) float64 { return dirAngle(Dir(v)) - math.Pi/6 }

func (l Layout) turn() float64 {
	if l.Orientation == Flat {
		return math.Pi / 6
	}
	return 0
}

// DirAngle is the table angle (radians, geom's convention) of hexside
// direction d: a counter facing across hexside d (a Column, [L519]) is drawn
// with this facing.
func (l Layout) DirAngle(d Dir) float64 { return geom.NormAngle(dirAngle(d) + l.turn()) }

// VertexAngle is the table angle of vertex facing v: a counter in line
// facing v is drawn with this facing [L447].
func (l Layout) VertexAngle(v Vertex) float64 { return geom.NormAngle(vertexAngle(v) + l.turn()) }

// Corner is vertex v of hex h on the table.
func (l Layout) Corner(h Hex, v Vertex) geom.Vec {
	return l.Centre(h).Add(geom.Dir(l.VertexAngle(v)).Scale(l.Size / sqrt3))
}

// Corners are the six vertices of h, V0..V5 (a polygon for drawing).
func (l Layout) Corners(h Hex) geom.Polygon {
	p := make(geom.Polygon, 6)
	for k := range p {
		p[k] = l.Corner(h, Vertex(k))
	}
	return p
}
