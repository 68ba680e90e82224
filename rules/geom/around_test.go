package geom

import (
	"math"
	"testing"
)

// TestAround: the band around a base, a stadium and a point is closed,
// every point of it between m·cos(arcStep/2) (a chord's middle) and m from
// the shape, and it goes once around the shape (it contains its centre).
func TestAround(t *testing.T) {
	r := Rect{Center: V(10, 5), Facing: 0.3, Width: 4, Depth: 2}
	cs := r.Corners()
	for _, c := range []struct {
		name string
		p    Polygon
	}{
		{"a base", ConvexHull(cs[:])},
		{"a segment", Polygon{V(0, 0), V(6, 2)}},
		{"a point", Polygon{V(3, 3)}},
		{"a triangle", ConvexHull([]Vec{V(0, 0), V(10, 0), V(5, 1)})},
	} {
		for _, m := range []float64{0.5, 20} {
			line := c.p.Around(m)
			if len(line) < 4 || line[0] != line[len(line)-1] {
				t.Fatalf("%s, %g: not a closed line: %v", c.name, m, line)
			}
			for _, q := range line {
				d := distTo(c.p, q)
				if d > m+1e-9 || d < m*math.Cos(arcStep/2)-1e-9 {
					t.Errorf("%s, %g: point %v is %g from the shape", c.name, m, q, d)
				}
			}
			var centre Vec
			for _, v := range c.p {
				centre = centre.Add(v.Scale(1 / float64(len(c.p))))
			}
			if !Polygon(line[:len(line)-1]).Contains(centre, 0) {
				t.Errorf("%s, %g: the band does not go around the shape", c.name, m)
			}
		}
	}
	if Polygon(nil).Around(3) != nil || (Polygon{V(1, 1)}).Around(0) != nil {
		t.Error("an empty shape or no distance gives a line")
	}
}

func distTo(p Polygon, q Vec) float64 {
	if len(p) == 1 {
		return p[0].Sub(q).Len()
	}
	d := math.Inf(1)
	for i := range p {
		d = math.Min(d, Segment{A: p[i], B: p[(i+1)%len(p)]}.DistTo(q))
	}
	return d
}
