package warmaster

import (
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The line of Ball of Flame and Gotcha! (the sheet M2): a segment of the
// spell's length from where the ray from the Wizard's centre leaves his
// disc (Q6), clipped where terrain would block a shot (a crest crossed,
// more than 2 cm of closed terrain; units never stop it), hitting every
// unit one of whose elements it meets.

// lineClipStep is how finely (cm) the line's end is found where terrain
// stops it: far finer than any element.
const lineClipStep = 0.001

// spellLine is the line cast from Wizard w along dir, length cm long
// before terrain clips it.
func spellLine(s *rules.State, w *rules.Unit, dir geom.Vec, length float64) geom.Segment {
	b, _ := s.Base(w.Bases[0])
	p0 := b.Shape.Center.Add(dir.Scale(b.Shape.Width / 2))
	v := vision{sight: lineSight(), crests: crestLines(s)}
	clear := func(l float64) bool { return v.clearLine(&s.Table, p0, p0.Add(dir.Scale(l))) }
	if clear(length) {
		return geom.Segment{A: p0, B: p0.Add(dir.Scale(length))}
	}
	lo, hi := 0.0, length // clear(lo), not clear(hi): a line through more terrain is no clearer
	for hi-lo > lineClipStep {
		mid := (lo + hi) / 2
		if clear(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return geom.Segment{A: p0, B: p0.Add(dir.Scale(lo))}
}

// lineSight is sight for a spell's line: no base blocks it (M2 item 3),
// closed terrain does beyond ClosedSight.
func lineSight() table.Sight {
	sg := sight()
	sg.SkipBase = func(*table.Base) bool { return true }
	return sg
}

// underLine lists the units, commanders aside ([L1987]), with an element
// the segment meets (touching counts, within table.ContactTolerance), in
// the order of the units.
func underLine(s *rules.State, seg geom.Segment) []*rules.Unit {
	var out []*rules.Unit
	for i := range s.Units {
		u := &s.Units[i]
		if IsCommander(u.Type) {
			continue
		}
		for _, r := range rects(s, u) {
			if segmentMeets(seg, r, table.ContactTolerance) {
				out = append(out, u)
				break
			}
		}
	}
	return out
}

// segmentMeets reports whether seg comes within tol of rectangle r.
func segmentMeets(seg geom.Segment, r geom.Rect, tol float64) bool {
	if _, _, ok := seg.ClipParams(r.Polygon(), 0); ok {
		return true
	}
	p := r.Polygon()
	d := math.Inf(1)
	for i := range p {
		d = math.Min(d, seg.DistToSeg(p.Edge(i)))
	}
	return d <= tol
}

// bearingTo is the bearing (degrees) from Wizard w's centre to the
// nearest point of unit t: the direction a line offer aims at t.
func bearingTo(s *rules.State, w, t *rules.Unit) (float64, bool) {
	b, _ := s.Base(w.Bases[0])
	best, dir := math.Inf(1), geom.Vec{}
	for _, r := range rects(s, t) {
		q := closestPointOnRect(b.Shape.Center, r)
		if d := q.Dist(b.Shape.Center); d < best {
			best, dir = d, q.Sub(b.Shape.Center)
		}
	}
	if dir == (geom.Vec{}) {
		return 0, false
	}
	return geom.Bearing(math.Atan2(dir.Y, dir.X)), true
}

// closestPointOnRect is the point of r nearest p (p itself inside).
func closestPointOnRect(p geom.Vec, r geom.Rect) geom.Vec {
	if r.Contains(p, 0) {
		return p
	}
	poly := r.Polygon()
	best, q := math.Inf(1), p
	for i := range poly {
		c := poly.Edge(i).Closest(p)
		if d := c.Dist(p); d < best {
			best, q = d, c
		}
	}
	return q
}
