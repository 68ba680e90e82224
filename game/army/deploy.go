package army

import (
	"fmt"
	"math"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// Layout gaps, in cm: between two units side by side, between two rows,
// and between a base and terrain. A unit's own bases stand edge to edge,
// in line (docs/wme-armies.md: units are placed in line).
const (
	unitGap    = 1.0
	rowGap     = 2.0
	terrainGap = 0.5
	scanStep   = 0.5 // the steps along a row at which a unit is tried
)

// Placed is a unit of the army with its bases' shapes on the table.
type Placed struct {
	Unit  Unit
	Bases []geom.Rect
}

// Deploy lays the army out inside zone (a side's deployment zone on t):
// rows parallel to the zone's edge nearest the table's centre, the front
// row against it, every unit in line facing the centre (to the nearest
// quarter turn); the fighting units first, in the order chosen, each at
// the free place of its row nearest the zone's middle (so the line grows
// from the centre outward), then the commanders in a row behind them.
// A place is wholly inside the zone and on the table, clear of terrain
// and of the units already placed; a unit with no place in its row goes
// to the next row back. An army that does not fit is refused naming the
// first unit left over. The player may move every unit afterwards: this is
// a start, and the rules judge the deployment when the battle starts
// (deployment = "standard", WME §4.4).
func Deploy(a *Army, t *table.Table, zone geom.Polygon) ([]Placed, error) {
	if len(zone) < 3 {
		return nil, fmt.Errorf("army: the deployment zone has %d corners: Deploy needs a zone", len(zone))
	}
	facing := facingToCentre(t, zone.Centroid())
	loF, hiF := extent(zone, geom.Dir(facing))
	loR, hiR := extent(zone, geom.Dir(facing).Perp())
	var placed []Placed
	front, rowDepth := hiF, 0.0
	for pass := 0; pass < 2; pass++ { // units, then commanders
		if pass == 1 && rowDepth > 0 {
			front, rowDepth = front-rowDepth-rowGap, 0
		}
		for _, u := range a.Units {
			l, _ := a.List.Line(u.Line)
			if l.Round != (pass == 1) {
				continue
			}
			d := l.Base[1]
			for {
				if front-d < loF-geom.Eps {
					return placed, fmt.Errorf("army: no room for %s in the deployment zone (%d units placed): remove a unit or choose a larger zone", l.Name, len(placed))
				}
				if rects, ok := placeInRow(t, zone, placed, l.Bases, l.Base, facing, front-d/2, loR, hiR, (loR+hiR)/2); ok {
					placed = append(placed, Placed{Unit: u, Bases: rects})
					rowDepth = math.Max(rowDepth, d)
					break
				}
				// The next row back; past whatever stops an empty row, a
				// little further back each time.
				if rowDepth > 0 {
					front -= rowDepth + rowGap
				} else {
					front -= 2 * scanStep
				}
				rowDepth = 0
			}
		}
	}
	return placed, nil
}

// placeInRow puts a unit of n bases of size base (frontage, depth), in
// line, on the row whose centre line is at forward coordinate mid (along
// facing), between lo and hi along its right hand, at the place that fits
// with its middle nearest aim, and gives its bases.
func placeInRow(t *table.Table, zone geom.Polygon, placed []Placed, n int, base [2]float64, facing, mid, lo, hi, aim float64) ([]geom.Rect, bool) {
	fwd, right := geom.Dir(facing), geom.Dir(facing).Perp()
	w := base[0]
	width := float64(n) * w
	centre := min(max(aim-width/2, lo), hi-width) // the left end that centres the unit on aim
	for k := 0; ; k++ {
		// centre, then a step right, a step left, two right, ...
		off := float64((k+1)/2) * scanStep
		if centre-off < lo-geom.Eps && centre+off+width > hi+geom.Eps {
			return nil, false // both ways past the row's ends
		}
		at := centre + off*float64(1-2*(k%2))
		if at < lo-geom.Eps || at+width > hi+geom.Eps {
			continue
		}
		rects := make([]geom.Rect, n)
		ok := true
		for b := range rects {
			c := fwd.Scale(mid).Add(right.Scale(at + w/2 + float64(b)*w))
			rects[b] = geom.Rect{Center: c, Facing: facing, Width: w, Depth: base[1]}
			if ok = fits(t, zone, placed, rects[b]); !ok {
				break
			}
		}
		if ok {
			return rects, true
		}
	}
}

// fits reports whether r lies wholly inside the zone and on the table,
// terrainGap clear of every feature and unitGap clear of every base
// placed.
func fits(t *table.Table, zone geom.Polygon, placed []Placed, r geom.Rect) bool {
	return fitsWithGap(t, zone, placed, r, unitGap)
}

// fitsWithGap is fits with gap between r and the bases placed; at 0 they
// may touch but not overlap.
func fitsWithGap(t *table.Table, zone geom.Polygon, placed []Placed, r geom.Rect, gap float64) bool {
	if !t.OnTable(r) {
		return false
	}
	if !cornersIn(zone, r) {
		return false
	}
	box := r.Bounds()
	for i := range t.Features {
		f := &t.Features[i]
		if box.Overlaps(featureBounds(f), terrainGap) && table.FeatureDistance(r, f) < terrainGap {
			return false
		}
	}
	p := r.Polygon()
	for _, pl := range placed {
		for _, b := range pl.Bases {
			// Boxes farther apart than the gap cannot be closer: most
			// bases are skipped without the exact distance.
			if !box.Overlaps(b.Bounds(), gap) {
				continue
			}
			if gap > 0 && geom.Distance(p, b.Polygon()) < gap-geom.Eps {
				return false
			}
			if gap <= 0 && geom.Penetration(p, b.Polygon()) > table.OverlapSlack {
				return false
			}
		}
	}
	return true
}

// featureBounds is the box holding feature f, its width included.
func featureBounds(f *table.Feature) geom.AABB {
	if f.Linear() {
		return geom.BoundsOf(f.Line...).Grow(f.Width / 2)
	}
	return f.Area.Bounds()
}

// facingToCentre is the facing, to the nearest quarter turn, from p
// toward the table's centre: an army deploys facing the enemy across it.
func facingToCentre(t *table.Table, p geom.Vec) float64 {
	d := geom.V(t.Width/2, t.Height/2).Sub(p)
	bearing := 0.0
	switch {
	case math.Abs(d.Y) >= math.Abs(d.X) && d.Y > 0:
		bearing = 180
	case math.Abs(d.Y) < math.Abs(d.X) && d.X > 0:
		bearing = 90
	case math.Abs(d.Y) < math.Abs(d.X):
		bearing = 270
	}
	return geom.FromBearing(bearing)
}

// extent is the least and greatest projection of the zone's corners on
// axis.
func extent(zone geom.Polygon, axis geom.Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, c := range zone {
		v := c.Dot(axis)
		lo, hi = math.Min(lo, v), math.Max(hi, v)
	}
	return lo, hi
}
