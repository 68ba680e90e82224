package hex

import (
	"math"
	"testing"

	"plateau/rules/geom"
)

// TestPoseRoundTrip: every footprint the spec gives (§12.1: 1-hex, 2-hex in
// line, 2-hex Column) in both orientations and all six facings is read back
// from its pose, also after the pose is turned by a whole turn (paths keep
// facings continuous) and moved by rounding.
func TestPoseRoundTrip(t *testing.T) {
	for _, o := range []Orientation{Pointy, Flat} {
		l := Layout{Orientation: o, Size: 3.2, Origin: geom.Vec{X: 4, Y: 5}}
		for f := Vertex(0); f < 6; f++ {
			for _, h := range []Hex{{0, 0}, {3, -1}, {-2, 5}} {
				col := Two(h, f)
				col.Column = true
				for _, u := range []Unit{One(h, f), Two(h, f), col} {
					p := l.Pose(u)
					for _, turns := range []float64{0, 2 * math.Pi, -2 * math.Pi} {
						q := geom.Pose{Pos: p.Pos.Add(geom.Vec{X: 1e-12}), Facing: p.Facing + turns}
						got, ok := l.UnitAt(q, u.Two, u.Column)
						if !ok || got != u {
							t.Errorf("%v: UnitAt(Pose(%+v)) = %+v, %v; want it back", o, u, got, ok)
						}
					}
				}
			}
		}
	}
}

// TestUnitAtOffGrid: a pose between hexes or between facings is no unit.
func TestUnitAtOffGrid(t *testing.T) {
	l := Layout{Orientation: Pointy, Size: 2}
	p := l.Pose(One(Hex{1, 1}, 2))
	for _, c := range []struct {
		name string
		p    geom.Pose
		two  bool
	}{
		{"a tenth of a hex off", geom.Pose{Pos: p.Pos.Add(geom.Vec{X: 0.2}), Facing: p.Facing}, false},
		{"half a vertex turned", geom.Pose{Pos: p.Pos, Facing: p.Facing + math.Pi/6}, false},
		{"a hex centre read as a 2-hex unit", p, true},
	} {
		if u, ok := l.UnitAt(c.p, c.two, false); ok {
			t.Errorf("%s: UnitAt = %+v, true; want off the grid", c.name, u)
		}
	}
}

// TestTwoHexGeometry: a 2-hex unit's right half is R = L + D(F-1) (§12.1),
// so turning its counter 60° about L's centre (a pivot, P22) lands it on
// the grid again, on L and a neighbour of L.
func TestTwoHexGeometry(t *testing.T) {
	l := Layout{Orientation: Flat, Size: 3}
	u := Two(Hex{2, 2}, 1)
	p := l.Pose(u)
	for _, turn := range []float64{math.Pi / 3, -math.Pi / 3} {
		c := l.Centre(u.L)
		q := geom.Pose{Pos: p.Pos.RotateAbout(c, turn), Facing: p.Facing + turn}
		got, ok := l.UnitAt(q, true, false)
		if !ok || !got.Occupies(u.L) || Dist(got.L, got.R) != 1 {
			t.Errorf("turn %.2f about L: UnitAt = %+v, %v; want a 2-hex unit on L", turn, got, ok)
		}
	}
}
