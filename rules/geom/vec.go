package geom

import "math"

// Eps is the numeric zero for lengths, in centimetres: two lengths closer
// than Eps are equal. It is far below anything a player can see (a
// hundredth of a micron) and far above float64 rounding on a 3 m table.
const Eps = 1e-6

// AngleEps is the numeric zero for angles, in radians.
const AngleEps = 1e-9

// Vec is a point or a displacement on the table, in centimetres.
type Vec struct{ X, Y float64 }

// V is shorthand for Vec{x, y}.
func V(x, y float64) Vec { return Vec{x, y} }

func (a Vec) Add(b Vec) Vec             { return Vec{a.X + b.X, a.Y + b.Y} }
func (a Vec) Sub(b Vec) Vec             { return Vec{a.X - b.X, a.Y - b.Y} }
func (a Vec) Scale(k float64) Vec       { return Vec{a.X * k, a.Y * k} }
func (a Vec) Neg() Vec                  { return Vec{-a.X, -a.Y} }
func (a Vec) Dot(b Vec) float64         { return a.X*b.X + a.Y*b.Y }
func (a Vec) Cross(b Vec) float64       { return a.X*b.Y - a.Y*b.X }
func (a Vec) Len() float64              { return math.Sqrt(a.X*a.X + a.Y*a.Y) } // table lengths never overflow
func (a Vec) Len2() float64             { return a.X*a.X + a.Y*a.Y }
func (a Vec) Dist(b Vec) float64        { return a.Sub(b).Len() }
func (a Vec) Lerp(b Vec, t float64) Vec { return a.Add(b.Sub(a).Scale(t)) }

// Perp is a turned +90° (clockwise on screen, since Y grows downwards).
func (a Vec) Perp() Vec { return Vec{-a.Y, a.X} }

// Unit is a scaled to length 1; the zero vector stays zero.
func (a Vec) Unit() Vec {
	l := a.Len()
	if l < Eps {
		return Vec{}
	}
	return a.Scale(1 / l)
}

// Rotate turns a by angle radians about the origin.
func (a Vec) Rotate(angle float64) Vec {
	s, c := math.Sincos(angle)
	return Vec{a.X*c - a.Y*s, a.X*s + a.Y*c}
}

// RotateAbout turns a by angle radians about pivot.
func (a Vec) RotateAbout(pivot Vec, angle float64) Vec {
	return a.Sub(pivot).Rotate(angle).Add(pivot)
}

// Angle is the direction of a, in radians in (−π, π].
func (a Vec) Angle() float64 { return math.Atan2(a.Y, a.X) }

// Near reports whether a and b are within Eps of each other.
func (a Vec) Near(b Vec) bool { return a.Sub(b).Len2() <= Eps*Eps }

// Dir is the unit vector of facing angle.
func Dir(angle float64) Vec {
	s, c := math.Sincos(angle)
	return Vec{c, s}
}

// NormAngle maps an angle to (−π, π].
func NormAngle(a float64) float64 {
	a = math.Mod(a, 2*math.Pi)
	if a <= -math.Pi {
		a += 2 * math.Pi
	} else if a > math.Pi {
		a -= 2 * math.Pi
	}
	return a
}

// Deg converts radians to degrees; Rad converts degrees to radians.
func Deg(rad float64) float64 { return rad * 180 / math.Pi }
func Rad(deg float64) float64 { return deg * math.Pi / 180 }

// FromBearing converts a compass bearing in degrees, as players and
// scenario files give facings (0 = towards the top edge of the table, 90 =
// towards the right edge, clockwise), to a facing in radians.
func FromBearing(deg float64) float64 { return Rad(deg) - math.Pi/2 }

// bearingEps is how close (degrees) to 360 a bearing reads as 0 rather
// than 359.999999999.
const bearingEps = 1e-9

// Bearing converts a facing in radians to a compass bearing in [0, 360).
func Bearing(facing float64) float64 {
	b := math.Mod(Deg(facing+math.Pi/2), 360)
	if b < 0 {
		b += 360
	}
	if b >= 360-bearingEps {
		b = 0
	}
	return b
}
