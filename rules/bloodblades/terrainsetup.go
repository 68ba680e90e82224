package bloodblades

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// The geometry of S2, the battlefield's creation (bnb.md §4.4-4.5
// [L782-836], G49, G50): the size of a terrain piece, the placement
// die's edges and where an area feature may be placed. The sequence
// itself is battlefield.go's and battlefieldplace.go's.

// Size is a terrain piece's size class [L792, L830-836].
type Size int

const (
	SizeNone   Size = iota // fits no class
	SizeSmall              // 3 <= L < 5 MU, W >= 3 [L832]
	SizeMedium             // 5 <= L < 8 MU, W >= 4 [L833]
	SizeLarge              // 8 <= L < 12 MU, W >= 6 [L834]
)

var sizeNames = [...]string{"no size", "small", "medium", "large"}

func (z Size) String() string { return sizeNames[z] }

// sizeRows are [L832-834]: the least length (included), the greatest
// (excluded) and the least width, in MU.
var sizeRows = []struct {
	size           Size
	lo, hi, minWid float64
}{{SizeSmall, 3, 5, 3}, {SizeMedium, 5, 8, 4}, {SizeLarge, 8, 12, 6}}

// SizeOf classes an area feature of length and width (MU, the length the
// longer [L836]): the minimum length is included, the maximum excluded
// [L835]. Lengths within geom.Eps of a bound count as on it.
func SizeOf(length, width float64) Size {
	if width > length {
		length, width = width, length
	}
	for _, r := range sizeRows {
		if length >= r.lo-geom.Eps && length < r.hi-geom.Eps && width >= r.minWid-geom.Eps {
			return r.size
		}
	}
	return SizeNone
}

// FeatureSize is the size of feature f (G49): an area's length and
// width are the sides of its minimum-area bounding rectangle (any
// orientation), in MU; roads and rivers are medium, a great river (wider
// than 1 MU, A7) large [L792].
func FeatureSize(c Config, f *table.Feature) (Size, float64, float64) {
	if k := Kinds[f.Kind]; k.Road || k.River {
		if k.River && f.Width > c.Cm(1)+geom.Eps {
			return SizeLarge, 0, 0
		}
		return SizeMedium, 0, 0
	}
	l, w := minRect(f.Area)
	l, w = c.InMU(l), c.InMU(w)
	return SizeOf(l, w), l, w
}

// minRect is the sides (longer first) of the least-area rectangle
// holding polygon p: one of its sides lies along an edge of the convex
// hull.
func minRect(p geom.Polygon) (float64, float64) {
	h := geom.ConvexHull(p)
	bestA, bl, bw := math.Inf(1), 0.0, 0.0
	for i := range h {
		d := h.Edge(i).Dir().Unit()
		if d.Len() == 0 {
			continue
		}
		n := d.Perp()
		lo, hi, nlo, nhi := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
		for _, q := range h {
			a, b := q.Dot(d), q.Dot(n)
			lo, hi, nlo, nhi = math.Min(lo, a), math.Max(hi, a), math.Min(nlo, b), math.Max(nhi, b)
		}
		if area := (hi - lo) * (nhi - nlo); area < bestA {
			bestA, bl, bw = area, hi-lo, nhi-nlo
		}
	}
	return math.Max(bl, bw), math.Min(bl, bw)
}

// PlacementEdge is the edge an area feature must be nearest after the
// placement die [L815-820]: 1-3 the preferred edge, 4, 5, 6 the others
// clockwise from the one on its left (of a player at the preferred edge
// looking across the table): edges N, E, S, W as 0-3.
func PlacementEdge(preferred, face int) int {
	if face <= 3 {
		return preferred
	}
	return (preferred + face - 3) % 4
}

// nearestEdges are the table edges nearest point p (several on a tie);
// an edge a lake or waterway covers is measured to its shore instead
// [L820].
func nearestEdges(t *table.Table, p geom.Vec) []int {
	d := []float64{p.Y, t.Width - p.X, t.Height - p.Y, p.X}
	for e := range d {
		if w := waterOn(t, e); w != nil {
			d[e] = 0
			if !w.Area.Contains(p, 0) {
				d[e] = w.Area.BoundaryDist(p)
			}
		}
	}
	best := math.Min(math.Min(d[0], d[1]), math.Min(d[2], d[3]))
	var out []int
	for i, x := range d {
		if x <= best+geom.Eps {
			out = append(out, i)
		}
	}
	return out
}

// AreaPlacementProblem says why area feature f may not be placed on t
// at its outline after the placement die gave edge (-1 for no die),
// or "": it must be one base width (c's) or more from every table edge
// and every other area feature [L808], overlap none of them but a hill
// on a lake or waterway, or a BUA on a hill [L810-811], and its centre
// (A47) be nearer the die's edge than any other [L820] (strictly: on a
// tie it is no nearer), an edge a lake or waterway covers measured to
// its shore.
func AreaPlacementProblem(c Config, t *table.Table, f *table.Feature, edge int) string {
	w := c.Scale.Width
	for _, q := range f.Area {
		if e := math.Min(math.Min(q.X, t.Width-q.X), math.Min(q.Y, t.Height-q.Y)); e < w-geom.Eps {
			return fmt.Sprintf("%s lies %.1f cm from a table edge, less than a base width (%.0f cm) [L808]", featureName(f), math.Max(e, 0), w)
		}
	}
	if msg := neighbourProblem(c, t, f); msg != "" {
		return msg
	}
	if edge >= 0 {
		if near := nearestEdges(t, f.Area.Centroid()); len(near) != 1 || near[0] != edge {
			return fmt.Sprintf("%s's centre is not nearer the %s edge than any other, as the die asks [L820], A47", featureName(f), edgeNames[edge])
		}
	}
	return ""
}

// neighbourProblem says why area feature f may not lie where it does
// among t's other area features, or "": a base width from each [L808],
// overlapping none but as [L810-811] allow.
func neighbourProblem(c Config, t *table.Table, f *table.Feature) string {
	w := c.Scale.Width
	for i := range t.Features {
		o := &t.Features[i]
		if o.ID == f.ID || len(o.Area) < 3 || Kinds[o.Kind].Road || Kinds[o.Kind].River || Kinds[o.Kind].Crest {
			continue
		}
		d := polygonDistance(f.Area, o.Area)
		if d > 0 && d >= w-geom.Eps {
			continue
		}
		if overlapAllowed(f, o) {
			continue
		}
		if d == 0 {
			return fmt.Sprintf("%s overlaps %s: only a hill on a lake or waterway, or a BUA on a hill, may [L810-811]", featureName(f), featureName(o))
		}
		return fmt.Sprintf("%s lies %.1f cm from %s, less than a base width (%.0f cm) [L808]", featureName(f), d, featureName(o), w)
	}
	return ""
}

// overlapAllowed reports [L810-811]'s exceptions: a hill on a lake or a
// waterway (a promontory or an island), a BUA on a hill.
func overlapAllowed(f, o *table.Feature) bool {
	water := func(x *table.Feature) bool { return x.Kind == "lake" || x.Kind == "waterway" }
	hill := func(x *table.Feature) bool { return Kinds[x.Kind].Hill }
	bua := func(x *table.Feature) bool { return x.Kind == "bua" || x.Kind == "hamlet" }
	return hill(f) && water(o) || water(f) && hill(o) || bua(f) && hill(o) || hill(f) && bua(o)
}

// polygonDistance is the least distance between polygons a and b, 0
// when they overlap or touch.
func polygonDistance(a, b geom.Polygon) float64 {
	if a.Contains(b[0], 0) || b.Contains(a[0], 0) {
		return 0
	}
	d := math.Inf(1)
	for i := range a {
		for j := range b {
			d = math.Min(d, a.Edge(i).DistToSeg(b.Edge(j)))
		}
	}
	if d < geom.Eps {
		return 0
	}
	return d
}

// RoadPlacementProblem says why road r may not be placed on t, or "":
// one road only may cross a river on the whole battlefield, once
// [L882, L806]; it crosses at right angles (E23, Figure 8.6 [L2468]:
// "orthogonale"), read as within RiverCrossLimit (45°) of the river's
// perpendicular, the most troops following it may cross at [L844].
func RoadPlacementProblem(t *table.Table, r *table.Feature) string {
	crossings := 0
	for i := range t.Features {
		v := &t.Features[i]
		if !Kinds[v.Kind].River || !v.Linear() {
			continue
		}
		for a := 0; a+1 < len(r.Line); a++ {
			rs := geom.Segment{A: r.Line[a], B: r.Line[a+1]}
			for b := 0; b+1 < len(v.Line); b++ {
				vs := geom.Segment{A: v.Line[b], B: v.Line[b+1]}
				if _, ok := rs.Intersect(vs); !ok {
					continue
				}
				crossings++
				off := math.Abs(math.Asin(math.Min(1, math.Abs(rs.Dir().Unit().Dot(vs.Dir().Unit())))))
				if off > RiverCrossLimit+geom.AngleEps {
					return fmt.Sprintf("%s crosses %s %.0f° off the perpendicular: a road crosses a river at right angles (Figure 8.6 [L2468], [L844])", featureName(r), featureName(v), geom.Deg(off))
				}
			}
		}
		for j := range t.Features {
			o := &t.Features[j]
			if o.ID != r.ID && Kinds[o.Kind].Road && o.Linear() && crosses(r, v) && crosses(o, v) {
				return fmt.Sprintf("%s already crosses %s: one road only may cross a river [L882]", featureName(o), featureName(v))
			}
		}
	}
	if crossings > 1 {
		return fmt.Sprintf("%s crosses rivers %d times: a road crosses a river once [L882, L2468]", featureName(r), crossings)
	}
	return ""
}

// crosses reports whether the lines of features a and b meet.
func crosses(a, b *table.Feature) bool {
	for i := 0; i+1 < len(a.Line); i++ {
		for j := 0; j+1 < len(b.Line); j++ {
			if _, ok := (geom.Segment{A: a.Line[i], B: a.Line[i+1]}).Intersect(geom.Segment{A: b.Line[j], B: b.Line[j+1]}); ok {
				return true
			}
		}
	}
	return false
}

// RoadTerrainWarning names the area features a base following road r
// (centred on it, facing along it: half a base width each side) would
// stand partly in, and "" when there are none: E24, Figure 8.7 [L2478],
// to be avoided "autant que possible" at set-up, so a warning, not a
// refusal.
func RoadTerrainWarning(c Config, t *table.Table, r *table.Feature) string {
	half := c.Scale.Width / 2
	var near []string
	for i := range t.Features {
		f := &t.Features[i]
		k := Kinds[f.Kind]
		if len(f.Area) < 3 || k.Hill || k.Crest || k.Normal == GGo {
			continue
		}
		d := math.Inf(1)
		for a := 0; a+1 < len(r.Line); a++ {
			rs := geom.Segment{A: r.Line[a], B: r.Line[a+1]}
			if f.Area.Contains(rs.A, 0) {
				d = 0 // the road runs through it: its ground is the feature's [L884]
				break
			}
			for b := range f.Area {
				d = math.Min(d, rs.DistToSeg(f.Area.Edge(b)))
			}
		}
		if d > 0 && d < half-geom.Eps {
			near = append(near, featureName(f))
		}
	}
	if len(near) == 0 {
		return ""
	}
	return fmt.Sprintf("%s passes within half a base width of %s: a base following it would stand in two kinds of going (Figure 8.7 [L2478])", featureName(r), strings.Join(near, ", "))
}
