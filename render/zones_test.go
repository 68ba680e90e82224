package render

import (
	"math"
	"testing"

	"plateau/rules/geom"
)

func box4(x0, y0, x1, y1 float64) geom.Polygon {
	return geom.Polygon{geom.V(x0, y0), geom.V(x1, y0), geom.V(x1, y1), geom.V(x0, y1)}
}

// A zone cut into pieces is outlined as one shape: a 4 cm square with a
// 1 × 2 cm notch in its far side, as three pieces, has the union's
// perimeter and no seam.
func TestOutlineOfPieces(t *testing.T) {
	for _, c := range []struct {
		name   string
		pieces []geom.Polygon
		want   float64
	}{
		{"one square", []geom.Polygon{box4(0, 0, 4, 4)}, 16},
		{"halves", []geom.Polygon{box4(0, 0, 2, 4), box4(2, 0, 4, 4)}, 16},
		// The middle piece meets the side pieces along part of their
		// edges only (T-junctions at (1.5, 2) and (2.5, 2)).
		{"notched", []geom.Polygon{box4(0, 0, 1.5, 4), box4(2.5, 0, 4, 4), box4(1.5, 0, 2.5, 2)}, 16 - 1 + 2 + 2 + 1}, // less the notch's mouth, plus its sides and floor
	} {
		var total float64
		for _, e := range outline(c.pieces) {
			total += e.Len()
			mid := e.Mid()
			if (math.Abs(mid.X-2) < 1e-9 && c.name == "halves") || ((math.Abs(mid.X-1.5) < 1e-9 || math.Abs(mid.X-2.5) < 1e-9) && mid.Y < 2) {
				t.Errorf("%s: seam %v outlined", c.name, e)
			}
		}
		if math.Abs(total-c.want) > 1e-9 {
			t.Errorf("%s: outline length %v, want %v", c.name, total, c.want)
		}
	}
}

// Overlapping pieces (the zones of two bases at an angle) are outlined as
// their union: two 2 × 2 squares overlapping by 1 × 1 have a perimeter of
// 12, not 16.
func TestOutlineOfOverlappingPieces(t *testing.T) {
	var total float64
	for _, e := range outline([]geom.Polygon{box4(0, 0, 2, 2), box4(1, 1, 3, 3)}) {
		total += e.Len()
	}
	if math.Abs(total-12) > 1e-9 {
		t.Errorf("outline length %v, want 12", total)
	}
}
