package bloodblades

import (
	"fmt"
	"math"
	"sync"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// A hill's crest limits sight (Table 6.2 [L1462-1465], G45) and is where
// its height reaches 1 (G34). A scenario draws it as a line feature of
// kind "crest" (table.KindCrest) on the hill: a crest line with a point
// on a hill (inside it or on its outline) is that hill's. A hill with
// none drawn has a default crest read from its outline (A44): the chord
// of the outline through its top (A44's crest, the point deepest inside
// it) along its long axis (the major axis of its area's second moments),
// so that it runs along the hill's length from foot to foot, as drawn
// crests do. A hill with no long axis (a square, any regular polygon)
// has its default crest east to west.

// hillShape is what a hill's outline alone gives: A44's crest depth R, the
// top where it is reached, and the default crest.
type hillShape struct {
	depth float64 // R, cm
	top   geom.Vec
	crest []geom.Vec // the default crest, empty for a degenerate outline
}

// hillShapes caches the hills' shapes by outline: a hill does not change during
// a battle, and every fight, pursuit, sight line and overlay asks for it
// (the depth search is some thousands of boundary distances).
var hillShapes sync.Map // outlineKey → hillShape

func cachedHillShape(area geom.Polygon) hillShape {
	key := outlineKey(area)
	if h, ok := hillShapes.Load(key); ok {
		return h.(hillShape)
	}
	var h hillShape
	h.depth, h.top = crestDepth(area)
	if h.depth > geom.Eps {
		h.crest = chordThrough(area, h.top, longAxis(area))
	}
	hillShapes.Store(key, h)
	return h
}

// isotropy is how nearly equal (relative to their sum) an outline's
// second moments about its two axes may be for it to have no long axis:
// rounding, not shape.
const isotropy = 1e-9

// longAxis is the unit direction of area's major axis: the direction
// about which its second moment of area is least; east (+x) when there is
// none.
func longAxis(area geom.Polygon) geom.Vec {
	o := area.Centroid()
	var sxx, syy, sxy, wound float64
	for i := range area {
		a, b := area[i].Sub(o), area[(i+1)%len(area)].Sub(o)
		w := a.Cross(b)
		wound += w
		sxx += w * (a.X*a.X + a.X*b.X + b.X*b.X)               // 12 ∫x² dA
		syy += w * (a.Y*a.Y + a.Y*b.Y + b.Y*b.Y)               // 12 ∫y² dA
		sxy += w * (a.X*b.Y + 2*a.X*a.Y + 2*b.X*b.Y + b.X*a.Y) // 24 ∫xy dA
	}
	if wound < 0 { // a clockwise outline: every integral's sign flips
		sxx, syy, sxy = -sxx, -syy, -sxy
	}
	if math.Hypot(sxy, sxx-syy) <= isotropy*(sxx+syy) {
		return geom.V(1, 0)
	}
	th := math.Atan2(sxy, sxx-syy) / 2 // ½ atan2(2∫xy, ∫x² − ∫y²)
	return geom.V(math.Cos(th), math.Sin(th))
}

// chordThrough is the chord of area along direction u through p, a point
// inside it: from the last crossing of the outline before p to the first
// after it.
func chordThrough(area geom.Polygon, p, u geom.Vec) []geom.Vec {
	bb := area.Bounds()
	reach := 2 * bb.Max.Sub(bb.Min).Len()
	back, ahead := math.Inf(-1), math.Inf(1)
	d := u.Scale(reach)
	for i := range area {
		e := area.Edge(i)
		s := e.Dir()
		den := d.Cross(s)
		if math.Abs(den) < geom.Eps*geom.Eps {
			continue // along the chord: its ends are crossings of other edges
		}
		w := e.A.Sub(p)
		t, v := w.Cross(s)/den, w.Cross(d)/den // along p + t·d, along e
		if v < 0 || v > 1 {
			continue
		}
		if t < 0 {
			back = math.Max(back, t)
		} else {
			ahead = math.Min(ahead, t)
		}
	}
	if math.IsInf(back, -1) || math.IsInf(ahead, 1) {
		return nil
	}
	return []geom.Vec{p.Add(d.Scale(back)), p.Add(d.Scale(ahead))}
}

// checkCrest reports a crest feature f of table t that is no line or lies
// on no hill: a crest is a hill's (Table 6.2 [L1462-1465]).
func checkCrest(t *table.Table, f *table.Feature) error {
	if len(f.Line) < 2 {
		return fmt.Errorf("bnb: terrain %s (crest) must be a line along a hill's top", f.ID)
	}
	for i := range t.Features {
		if h := &t.Features[i]; Kinds[h.Kind].Hill && len(h.Area) > 2 && lineMeets(h.Area, f.Line) {
			return nil
		}
	}
	return fmt.Errorf("bnb: terrain %s (crest) lies on no hill: draw it on the hill whose crest it is", f.ID)
}

// drawnCrests are the centre lines of the crest features with a point on
// hill f.
func drawnCrests(t *table.Table, f *table.Feature) [][]geom.Vec {
	var out [][]geom.Vec
	for i := range t.Features {
		c := &t.Features[i]
		if Kinds[c.Kind].Crest && len(c.Line) > 1 && lineMeets(f.Area, c.Line) {
			out = append(out, c.Line)
		}
	}
	return out
}

// lineMeets reports whether the polyline has a point in area.
func lineMeets(area geom.Polygon, line []geom.Vec) bool {
	for _, p := range line {
		if area.Contains(p, geom.Eps) {
			return true
		}
	}
	for k := 0; k+1 < len(line); k++ {
		s := geom.Segment{A: line[k], B: line[k+1]}
		for i := range area {
			if _, ok := s.Intersect(area.Edge(i)); ok {
				return true
			}
		}
	}
	return false
}

// distToLines is the distance from p to the nearest of the polylines.
func distToLines(lines [][]geom.Vec, p geom.Vec) float64 {
	d := math.Inf(1)
	for _, l := range lines {
		for k := 0; k+1 < len(l); k++ {
			d = math.Min(d, geom.Segment{A: l[k], B: l[k+1]}.DistTo(p))
		}
	}
	return d
}
