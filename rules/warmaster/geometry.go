package warmaster

import (
	"cmp"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// rects are the shapes of a unit's bases.
func rects(s *rules.State, u *rules.Unit) []geom.Rect {
	out := make([]geom.Rect, 0, len(u.Bases))
	for _, id := range u.Bases {
		if b, ok := s.Base(id); ok {
			out = append(out, b.Shape)
		}
	}
	return out
}

// unitDistance is the closest distance between two units' bases (wme.md
// §12 G1). A commander's round base counts as its disc (A5).
func unitDistance(s *rules.State, a, b *rules.Unit) float64 {
	return unitDistanceFrom(s, rects(s, a), a, b)
}

// unitDistanceFrom is unitDistance with a's bases standing as ras.
func unitDistanceFrom(s *rules.State, ras []geom.Rect, a, b *rules.Unit) float64 {
	d := math.Inf(1)
	for _, ra := range ras {
		for _, rb := range rects(s, b) {
			d = math.Min(d, shapeDistance(ra, IsCommander(a.Type), rb, IsCommander(b.Type)))
		}
	}
	return d
}

func shapeDistance(a geom.Rect, aRound bool, b geom.Rect, bRound bool) float64 {
	switch {
	case aRound && bRound:
		return math.Max(0, a.Center.Dist(b.Center)-a.Width/2-b.Width/2)
	case aRound:
		return math.Max(0, pointToRect(a.Center, b)-a.Width/2)
	case bRound:
		return math.Max(0, pointToRect(b.Center, a)-b.Width/2)
	}
	_, _, d := table.Closest(a, b)
	return d
}

// reachBox is the box to ask table.Near about for the bases within reach
// of a shape whose outline is a: every base whose distance from it
// (table.Closest) is at most reach has its box meet a's box grown by
// reach, and geom.Eps more covers the rounding of the distance. So a scan
// of the table for the bases within reach of a shape may test only those
// Near gives, in the same (table) order.
func reachBox(a *table.Outline, reach float64) geom.AABB { return a.Box.Grow(reach + geom.Eps) }

// outlineDist is the distance between a shape whose outline is a and
// t.Bases[j]: table.Closest's, on the cached outline of the base (the
// same corners, bit for bit).
func outlineDist(a *table.Outline, t *table.Table, j int) float64 {
	o := t.Outline(j)
	_, _, d := geom.ClosestPoints(a.Corners[:], o.Corners[:])
	return d
}

// touchOutlines reports whether a base whose outline is a and centre c
// comes within table.ContactTolerance of t.Bases[j]: table.Closest's
// distance on the cached outlines (the same corners, bit for bit), after
// a reject on the bounding circles.
func touchOutlines(a *table.Outline, c geom.Vec, t *table.Table, j int) bool {
	o := t.Outline(j)
	if c.Dist(t.Bases[j].Shape.Center) > a.Radius+o.Radius+table.ContactTolerance {
		return false
	}
	_, _, d := geom.ClosestPoints(a.Corners[:], o.Corners[:])
	return d <= table.ContactTolerance
}

// nearUnits are the indices in s.Units, ascending (the units' order), of
// the units with a base whose box comes within reach of a base of u
// (reachBox): a unit not among them is more than reach from u, found
// without a distance measured nor a scan of the table or of the units.
func nearUnits(s *rules.State, u *rules.Unit, reach float64) []int {
	t := &s.Table
	var out []int
	var buf [64]int
	for _, id := range u.Bases {
		if i := t.BaseIndex(id); i >= 0 {
			o := t.Outline(i)
			for _, j := range t.Near(buf[:0], reachBox(&o, reach)) {
				if k := s.UnitIndex(t.Bases[j].Unit); k >= 0 && !slices.Contains(out, k) {
					out = append(out, k)
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// touchingEnemy is, for each base of t, whether it is a square base (not
// a commander's round one) that touches a square base of another side:
// what engaged asks of each base of a unit, for every base at once
// (engagedSet). A base at i touches the base at j when their bounding
// circles come within table.ContactTolerance and the distance from i's
// outline to j's does (touchOutlines, measured from i as engaged does).
// The pairs measured are those whose boxes come that near, found by one
// sort of the boxes along x: a grid query (table.Near) a base would check
// the grid against the whole table each time.
func touchingEnemy(t *table.Table) []bool {
	type item struct {
		i int
		o table.Outline
	}
	items := make([]item, 0, len(t.Bases))
	for i := range t.Bases {
		if !t.Bases[i].Round {
			items = append(items, item{i, t.Outline(i)})
		}
	}
	slices.SortFunc(items, func(a, b item) int { return cmp.Compare(a.o.Box.Min.X, b.o.Box.Min.X) })
	out := make([]bool, len(t.Bases))
	for k := range items {
		a := &items[k]
		ba := &t.Bases[a.i]
		box := reachBox(&a.o, table.ContactTolerance)
		for m := k + 1; m < len(items) && items[m].o.Box.Min.X <= box.Max.X; m++ {
			b := &items[m]
			bb := &t.Bases[b.i]
			if ba.Side == bb.Side || out[a.i] && out[b.i] || !b.o.Box.Overlaps(box, 0) {
				continue
			}
			if !out[a.i] && touchOutlines(&a.o, ba.Shape.Center, t, b.i) {
				out[a.i] = true
			}
			if !out[b.i] && touchOutlines(&b.o, bb.Shape.Center, t, a.i) {
				out[b.i] = true
			}
		}
	}
	return out
}

func pointToRect(p geom.Vec, r geom.Rect) float64 {
	if r.Contains(p, 0) {
		return 0
	}
	return r.Polygon().BoundaryDist(p)
}

// sight is what the table itself checks of a WME line of sight: other
// units' bases (not commanders), and closed terrain beyond 2 cm (wme.md
// §12 G3-G4; L313-315, L956). Hill crests are vision's (hills.go).
func sight() table.Sight {
	return table.Sight{
		SkipBase:  func(b *table.Base) bool { return b.Round },
		Limits:    func(f *table.Feature) bool { return category(nil, f).Closed }, // deep water is never closed, whatever deep-water says
		Allowance: ClosedSight,
	}
}

// threatens reports whether enemy unit e threatens unit u: within 20 cm,
// and a line of sight can be traced from any edge of u to e (wme.md §12
// G5; L535, L1991 — enemy commanders never threaten).
func threatens(s *rules.State, e, u *rules.Unit) bool {
	if IsCommander(e.Type) || unitDistance(s, e, u) > ThreatRange+geom.Eps {
		return false
	}
	v := groundVision(s)
	for _, ru := range rects(s, u) {
		for _, re := range rects(s, e) {
			if _, _, d := table.Closest(ru, re); d > ThreatRange+geom.Eps {
				continue
			}
			for edge := geom.Front; edge <= geom.Left; edge++ {
				if v.lineOfSight(&s.Table, ru, edge, re) {
					return true
				}
			}
		}
	}
	return false
}

// exposed reports whether threatening enemy e stands on an uncovered flank
// or rear of unit u (A27: part of an enemy base within 20 cm lies in the
// flank or rear zone of one of u's bases, and that edge touches no friendly
// base of another unit, not even by a corner, G18; L537-543). A unit does
// not cover itself ("aucune unité amie ne couvre ce flanc ou arrière",
// L543): its own bases neither cover an edge nor make one a flank — an edge
// another base of u lies along is inside the unit and is not tested.
func exposed(s *rules.State, e, u *rules.Unit) bool {
	if flag(e, keyFly) {
		return false // only non-flying enemies expose a flank (L541, L2169)
	}
	enemies := rects(s, e)
	// "à 20cm" includes 20 cm, as threatens does (L535, L541): the zone
	// reaches OverlapSlack further, so that an enemy whose edge is exactly
	// 20 cm away enters it by more than the slack the test below ignores.
	reach := ThreatRange + table.OverlapSlack + geom.Eps
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		for _, edge := range []geom.Edge{geom.Left, geom.Right, geom.Rear} {
			if inner(s, u, b, edge) || covered(s, b, edge) {
				continue
			}
			zone := table.ZonePolygon(b.Shape, edge, reach)
			for _, r := range enemies {
				if geom.Penetration(zone, r.Polygon()) > table.OverlapSlack {
					return true
				}
			}
		}
	}
	return false
}

// inner reports whether edge e of base b lies wholly along the edges of
// other bases of its own unit u, so that it is no flank or rear of u
// (L543, A27): the side between two bases of a line, the rear of a base
// with another behind it in a column. A corner touch, or an edge only
// partly along another base, leaves the edge on the outside of the unit.
func inner(s *rules.State, u *rules.Unit, b *table.Base, e geom.Edge) bool {
	along := 0.0
	for _, id := range u.Bases {
		o, ok := s.Base(id)
		if !ok || o.ID == b.ID {
			continue
		}
		if c, ok := table.Touching(b.Shape, o.Shape); ok && c.Kind == table.EdgeToEdge && c.EdgeA == e {
			along += c.Overlap
		}
	}
	return along >= b.Shape.Edge(e).Len()-table.ContactTolerance
}

// covered reports whether edge e of base b touches a friendly base of
// another unit, even by a corner (wme.md §12 G18; L543: the covering is
// done by "une unité amie", never by b's own unit).
func covered(s *rules.State, b *table.Base, e geom.Edge) bool {
	edge := b.Shape.Edge(e)
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Unit == b.Unit || o.Side != b.Side || o.Round {
			continue
		}
		for k := 0; k < 4; k++ {
			if edge.DistToSeg(o.Shape.Edge(geom.Edge(k))) <= table.ContactTolerance {
				return true
			}
		}
	}
	return false
}

// inDifficult reports whether any base of u is even partly in difficult
// terrain (wme.md §6.4; L545).
func inDifficult(s *rules.State, u *rules.Unit) bool {
	for _, r := range rects(s, u) {
		for _, c := range s.Table.Under(r) {
			if f, ok := s.Table.Feature(c.Feature); ok && category(s, f).Difficult {
				return true
			}
		}
	}
	return false
}

// touching reports whether two units touch, even corner to corner (for
// brigades, L559-561).
func touching(s *rules.State, a, b *rules.Unit) bool {
	for _, ra := range rects(s, a) {
		for _, rb := range rects(s, b) {
			if _, _, d := table.Closest(ra, rb); d <= table.ContactTolerance {
				return true
			}
		}
	}
	return false
}
