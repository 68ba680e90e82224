package hex

import (
	"math"
	"testing"

	"plateau/rules/geom"
)

// A pose whose facing is NaN or infinite is on no vertex: UnitAt must not
// read it as a unit (NaN compares false with the tolerance, so it did,
// as V4 from int(NaN)).
func TestUnitAtRefusesNaNFacing(t *testing.T) {
	l := Layout{Orientation: Pointy, Size: 3}
	c := l.Centre(Hex{2, 1})
	for _, a := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		for _, two := range []bool{false, true} {
			for _, column := range []bool{false, true} {
				if u, ok := l.UnitAt(geom.Pose{Pos: c, Facing: a}, two, column); ok {
					t.Errorf("UnitAt(facing %v, two %v, column %v) = %+v, true, want false", a, two, column, u)
				}
			}
		}
	}
}
