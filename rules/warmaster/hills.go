package warmaster

import (
	"math"
	"sort"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// kindCrest is the terrain kind of a hill's crest line: a line feature
// drawn along the highest points of a hill ([L1042]; the scenario's width
// is only drawn: the rules use its centre line).
const kindCrest = "crest"

// Heights: the table has two levels, the ground and the top of a hill
// (wme.md §4.1 "elevated"; [L946] "en hauteur par rapport au reste du
// champ de bataille"). Hills on hills are not modelled.
const (
	groundLevel = 0
	hillLevel   = 1
)

// crestLines are the lines no sight line may cross (wme.md §4.2, A11;
// [L1040-1042]): every crest feature, and for a hill or ridge with no
// crest on it its default crest, the longest chord between two of its
// corners that stays inside it (A11: "the polygon's longest internal
// axis").
func crestLines(s *rules.State) [][]geom.Vec {
	var out [][]geom.Vec
	var hills []geom.Polygon
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		switch {
		case f.Kind == kindCrest && len(f.Line) > 1:
			out = append(out, f.Line)
		case category(f).Elevated && !f.Linear() && len(f.Area) > 2:
			hills = append(hills, f.Area)
		}
	}
	for _, h := range hills {
		if !hasCrest(h, out) {
			if a, b, ok := hillAxis(h); ok {
				out = append(out, []geom.Vec{a, b})
			}
		}
	}
	return out
}

// hasCrest reports whether one of the crest lines lies on hill h (a point
// of it inside h).
func hasCrest(h geom.Polygon, crests [][]geom.Vec) bool {
	for _, c := range crests {
		for _, p := range c {
			if h.Contains(p, geom.Eps) {
				return true
			}
		}
	}
	return false
}

// hillAxis is the longest chord between two corners of h that lies inside
// it: it crosses none of h's edges and its middle is inside.
func hillAxis(h geom.Polygon) (a, b geom.Vec, ok bool) {
	best := 0.0
	for i := range h {
		for j := i + 1; j < len(h); j++ {
			c := geom.Segment{A: h[i], B: h[j]}
			if l := c.Len(); l > best && h.Contains(c.Mid(), geom.Eps) && !cutsOutline(c, h) {
				a, b, ok, best = h[i], h[j], true, l
			}
		}
	}
	return a, b, ok
}

// cutsOutline reports whether chord c properly crosses an edge of h.
func cutsOutline(c geom.Segment, h geom.Polygon) bool {
	for k := range h {
		if properCross(c, h.Edge(k)) {
			return true
		}
	}
	return false
}

// properCross reports whether two segments cross at a point inside both.
func properCross(s, t geom.Segment) bool {
	return strictSides(s, t.A, t.B) && strictSides(t, s.A, s.B)
}

// strictSides reports whether p and q lie strictly on opposite sides of
// the line through s.
func strictSides(s geom.Segment, p, q geom.Vec) bool {
	d := s.Dir()
	tol := geom.Eps * math.Max(1, d.Len())
	a, b := d.Cross(p.Sub(s.A)), d.Cross(q.Sub(s.A))
	return a > tol && b < -tol || a < -tol && b > tol
}

// crossesCrest reports whether the sight line p→q crosses a crest line
// (A11). A line that only touches a crest at its end (a viewer or target
// standing on the crest) is not blocked; a crest's corners count once,
// on the side the crest leaves them (the half-open rule), so a line
// through a corner where the crest passes over it is blocked.
func crossesCrest(p, q geom.Vec, crests [][]geom.Vec) bool {
	sight := geom.Segment{A: p, B: q}
	d := sight.Dir()
	tol := geom.Eps * math.Max(1, d.Len())
	side := func(v geom.Vec) bool { return d.Cross(v.Sub(p)) > tol }
	for _, c := range crests {
		for k := 0; k+1 < len(c); k++ {
			a, b := c[k], c[k+1]
			if side(a) != side(b) && strictSides(geom.Segment{A: a, B: b}, p, q) {
				return true
			}
		}
	}
	return false
}

// level is the height of base r: on a hill when more than half its area
// lies on elevated terrain (the way a charger's zone is the one it
// occupies most, [L774]).
func level(s *rules.State, r geom.Rect) int {
	var on float64
	for i := range s.Table.Features {
		if f := &s.Table.Features[i]; category(f).Elevated {
			on += table.AreaIn(r, f)
		}
	}
	if on > r.Width*r.Depth/2 {
		return hillLevel
	}
	return groundLevel
}

// featureLevel is the height of terrain feature f: a hill's own crest is
// at the hill's top; other terrain is on a hill when its whole outline is
// (a wooded hill, a village on a hill, [L2549], [L2595]), else on the
// ground.
func featureLevel(s *rules.State, f *table.Feature) int {
	if category(f).Elevated || f.Kind == kindCrest {
		return hillLevel
	}
	pts := []geom.Vec(f.Area)
	if f.Linear() {
		pts = f.Line
	}
	if len(pts) == 0 {
		return groundLevel
	}
	for _, p := range pts {
		if !onHill(s, p) {
			return groundLevel
		}
	}
	return hillLevel
}

func onHill(s *rules.State, p geom.Vec) bool {
	for i := range s.Table.Features {
		if f := &s.Table.Features[i]; category(f).Elevated && !f.Linear() && f.Area.Contains(p, geom.Eps) {
			return true
		}
	}
	return false
}

// vision is what blocks one viewer's sight: the table's obstacles
// (bases, closed terrain) and the crest lines.
type vision struct {
	sight  table.Sight
	crests [][]geom.Vec
}

// groundVision is everyone's vision (wme.md §8.2, §12 G3-G4): bases
// other than commanders, more than 2 cm of closed terrain, and hill
// crests. The text gives no unit but artillery a view over what stands
// lower ([L313]: an element blocks sight; [L2296-2298]: blocking is "tout
// à fait raisonnable pour la majorité des troupes", the exception is
// artillery's).
func groundVision(s *rules.State) vision {
	return vision{sight: sight(), crests: crestLines(s)}
}

// clearLine reports whether the segment p→q is a clear sight line.
func (v vision) clearLine(t *table.Table, p, q geom.Vec) bool {
	return !crossesCrest(p, q, v.crests) && t.SightLine(p, q, v.sight)
}

// lineOfSight reports whether a clear sight line runs from a point of
// edge e of viewer (not its ends) to target (G4). The table's search
// finds a line clear of bases and closed terrain; when that one crosses a
// crest, the same candidate lines (table.LineOfSight's, shortest first)
// are searched again for one that clears the crests too.
func (v vision) lineOfSight(t *table.Table, viewer geom.Rect, e geom.Edge, target geom.Rect) bool {
	seg, ok := t.LineOfSight(viewer, e, target, v.sight)
	if !ok || !crossesCrest(seg.A, seg.B, v.crests) {
		return ok
	}
	own := v.sight
	own.SkipBase = func(b *table.Base) bool {
		return b.Shape == viewer || b.Shape == target || v.sight.SkipBase != nil && v.sight.SkipBase(b)
	}
	for _, c := range sightCandidates(viewer, e, target) {
		if !crossesCrest(c.A, c.B, v.crests) && t.SightLine(c.A, c.B, own) {
			return true
		}
	}
	return false
}

// sightCandidates are the lines table.LineOfSight tries, shortest first:
// from points table.SightStep apart on edge e of viewer (its ends
// excluded) to points of target's outline ahead of that edge.
func sightCandidates(viewer geom.Rect, e geom.Edge, target geom.Rect) []geom.Segment {
	edge := viewer.Edge(e)
	n := viewer.Outward(e)
	line := edge.A.Dot(n)
	k := max(2, int(math.Ceil(edge.Len()/table.SightStep)))
	var out []geom.Segment
	for j := geom.Front; j <= geom.Left; j++ {
		te := target.Edge(j)
		m := max(1, int(math.Ceil(te.Len()/table.SightStep)))
		for i := 0; i < m; i++ {
			q := te.At(float64(i) / float64(m))
			if q.Dot(n)-line <= geom.Eps {
				continue
			}
			for h := 1; h < k; h++ {
				out = append(out, geom.Segment{A: edge.At(float64(h) / float64(k)), B: q})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Len() < out[j].Len() })
	return out
}

// fireVision is what blocks the sight and line of fire of element b of
// unit u at element e: everyone's vision, except that artillery fires
// over things (wme.md §8.7, [L2300-2308]).
func fireVision(s *rules.State, u *rules.Unit, b, e geom.Rect) vision {
	if u.Type != Artillery {
		return groundVision(s)
	}
	return elevatedFire(s, u, b, e)
}

// elevatedFire is artillery's vision (wme.md §8.7, E24; [L2300-2306]): it
// ignores (1) friendly units and terrain lower than itself, (2) friendly
// units and terrain at its own level when the target is higher, and (3)
// units engaged in combat, friend or enemy, which are no valid targets;
// the unit shot at is never ignored ([L2306]). Units and terrain are
// judged element by element and feature by feature (level). Crests lie
// at a hill's top, never lower than anything, so they always block.
func elevatedFire(s *rules.State, u *rules.Unit, b, e geom.Rect) vision {
	own, target := level(s, b), level(s, e)
	lower := func(l int) bool { return l < own || l == own && target > own }
	aimed := unitAt(s, e)
	engagedUnit := map[string]int8{}
	ignoredUnit := func(id string) bool {
		if id == aimed {
			return false
		}
		if engagedUnit[id] == 0 {
			engagedUnit[id] = -1
			if x, ok := s.Unit(id); ok && engaged(s, x) {
				engagedUnit[id] = 1
			}
		}
		return engagedUnit[id] > 0
	}
	v := groundVision(s)
	v.sight.SkipBase = func(o *table.Base) bool {
		return o.Round || ignoredUnit(o.Unit) || o.Side == u.Side && lower(level(s, o.Shape))
	}
	v.sight.Limits = func(f *table.Feature) bool {
		return category(f).Closed && !lower(featureLevel(s, f))
	}
	return v
}

// unitAt is the unit whose base has shape r ("" when none has).
func unitAt(s *rules.State, r geom.Rect) string {
	for i := range s.Table.Bases {
		if s.Table.Bases[i].Shape == r {
			return s.Table.Bases[i].Unit
		}
	}
	return ""
}
