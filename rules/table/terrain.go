package table

import (
	"math"
	"sort"

	"plateau/rules/geom"
)

// Crossing is a terrain feature a polyline passes through, and the length
// of the polyline inside it.
type Crossing struct {
	Feature string
	Length  float64 // cm inside; 0 for a line of no width that is crossed
}

// Crossed lists the terrain features the polyline path passes through, in
// table order, with the length inside each (areas clipped exactly;
// linear features as the polyline buffered by Width/2 with square ends and
// round bends; a linear feature of no width counts when path crosses it,
// with Length 0) (wme.md §12 G23, bnb.md §12.4 G28). A path that only
// touches a feature's outline is not inside it.
func (t *Table) Crossed(path []geom.Vec) []Crossing {
	if len(path) == 0 {
		return nil
	}
	box := geom.BoundsOf(path...)
	var out []Crossing
	for i, g := range t.terrain() {
		ft := &t.Features[i]
		if !g.box.Overlaps(box, 0) {
			continue
		}
		if ft.Linear() && len(g.pieces) == 0 {
			if polylinesCross(path, ft.Line) {
				out = append(out, Crossing{ft.ID, 0})
			}
			continue
		}
		if l := lengthInside(path, g.pieces, g.boxes, 0); l > geom.Eps {
			out = append(out, Crossing{ft.ID, l})
		}
	}
	return out
}

// lengthInside is the length of polyline path inside the union of the
// convex pieces (each shrunk by inset), counting overlaps once.
func lengthInside(path []geom.Vec, pieces []geom.Polygon, boxes []geom.AABB, inset float64) float64 {
	var total float64
	var iv [][2]float64
	one := func(s geom.Segment) {
		sb := geom.BoundsOf(s.A, s.B)
		iv = iv[:0]
		for k, p := range pieces {
			if !boxes[k].Overlaps(sb, 0) {
				continue
			}
			if t0, t1, ok := s.ClipParams(p, inset); ok && t1 > t0 {
				iv = append(iv, [2]float64{t0, t1})
			}
		}
		total += unionLen(iv) * s.Len()
	}
	if len(path) == 1 {
		return 0
	}
	for i := 0; i+1 < len(path); i++ {
		one(geom.Segment{A: path[i], B: path[i+1]})
	}
	return total
}

// unionLen is the total length of a union of intervals.
func unionLen(iv [][2]float64) float64 {
	if len(iv) == 0 {
		return 0
	}
	sort.Slice(iv, func(i, j int) bool { return iv[i][0] < iv[j][0] })
	var total float64
	lo, hi := iv[0][0], iv[0][1]
	for _, x := range iv[1:] {
		if x[0] > hi {
			total += hi - lo
			lo, hi = x[0], x[1]
		} else {
			hi = math.Max(hi, x[1])
		}
	}
	return total + hi - lo
}

func polylinesCross(a, b []geom.Vec) bool {
	for i := 0; i+1 < len(a); i++ {
		s := geom.Segment{A: a[i], B: a[i+1]}
		for j := 0; j+1 < len(b); j++ {
			if _, ok := s.Intersect(geom.Segment{A: b[j], B: b[j+1]}); ok {
				return true
			}
		}
	}
	return false
}

// AreaIn is the area (cm²) of r inside feature f (a linear feature as its
// centre line buffered by Width/2; 0 for a line of no width).
func AreaIn(r geom.Rect, f *Feature) float64 {
	g := shapeOf(f)
	rb := r.Bounds()
	if !g.box.Overlaps(rb, 0) {
		return 0
	}
	p := r.Polygon()
	var a float64
	for k, piece := range g.pieces {
		if g.boxes[k].Overlaps(rb, 0) {
			a += p.ClipConvex(piece).Area()
		}
	}
	return a
}

// AreaSlack is the area (cm²) below which a part of a base inside or
// outside a feature is ignored: a sliver a hundredth of a millimetre wide
// along a 4 cm edge, matching OverlapSlack.
const AreaSlack = 4 * OverlapSlack // cm × cm

// InFeature reports whether r lies wholly inside f and whether it lies at
// least partly inside it, both by area within AreaSlack (wme.md §12 G23;
// bnb.md §12.1 G7). Concave features are handled exactly.
func InFeature(r geom.Rect, f *Feature) (wholly, partly bool) {
	a := AreaIn(r, f)
	return a >= r.Width*r.Depth-AreaSlack, a > AreaSlack
}

// Cover is a feature under a base.
type Cover struct {
	Feature string
	Area    float64 // cm² of the base inside it
	Wholly  bool    // the base is wholly inside (within AreaSlack)
}

// Under lists the features r lies at least partly inside (by more than
// AreaSlack), in table order.
func (t *Table) Under(r geom.Rect) []Cover {
	var out []Cover
	for i := range t.Features {
		f := &t.Features[i]
		if a := AreaIn(r, f); a > AreaSlack {
			out = append(out, Cover{f.ID, a, a >= r.Width*r.Depth-AreaSlack})
		}
	}
	return out
}

// FeatureDistance is the distance (cm) from r to feature f: 0 when r
// touches or overlaps it (wme.md §12 G1, G23 "within 2 cm of closed
// terrain"; bnb.md §12.1 G6). A line of no width counts as its centre line.
func FeatureDistance(r geom.Rect, f *Feature) float64 {
	g := shapeOf(f)
	p := r.Polygon()
	best := math.Inf(1)
	for _, piece := range g.pieces {
		best = math.Min(best, geom.Distance(p, piece))
	}
	if f.Linear() && len(g.pieces) == 0 {
		for j := 0; j+1 < len(f.Line); j++ {
			s := geom.Polygon{f.Line[j], f.Line[j+1]}
			best = math.Min(best, geom.Distance(p, s))
		}
	}
	return best
}
