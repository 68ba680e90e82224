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

// Heights (wme.md §4.1 "elevated"; [L946] "en hauteur par rapport au reste
// du champ de bataille"): the ground is level 0, a hill is one level above
// what it stands on, so a summit drawn inside a hill (the terrain table's
// "hill with a summit", [L2547], [L2553]) is level 2.
const groundLevel = 0

// relief is the table's elevated features with their heights, worked out
// once for the many level questions of one sight or shot.
type relief []hill

type hill struct {
	f      *table.Feature
	height int // 1 + the number of other hills its whole outline lies in
}

func reliefOf(s *rules.State) relief {
	var r relief
	for i := range s.Table.Features {
		if f := &s.Table.Features[i]; category(s, f).Elevated && !f.Linear() && len(f.Area) > 2 {
			r = append(r, hill{f: f})
		}
	}
	for i := range r {
		r[i].height = 1
		for j := range r {
			if i != j && insideAll(r[j].f.Area, r[i].f.Area) {
				r[i].height++
			}
		}
	}
	return r
}

// insideAll reports whether every point of pts lies in polygon p.
func insideAll(p geom.Polygon, pts []geom.Vec) bool {
	for _, q := range pts {
		if !p.Contains(q, geom.Eps) {
			return false
		}
	}
	return len(pts) > 0
}

// level is the height of base r: the highest level on which more than half
// its area stands (the way a charger's zone is the one it occupies most,
// [L774]). The hills of one height do not overlap each other, and a
// higher hill lies inside one of each lower height, so the area at or
// above level h is the area on the hills of height h.
func (rl relief) level(r geom.Rect) int {
	half := r.Width * r.Depth / 2
	for h := rl.top(); h > groundLevel; h-- {
		var on float64
		for _, x := range rl {
			if x.height == h {
				on += table.AreaIn(r, x.f)
			}
		}
		if on > half {
			return h
		}
	}
	return groundLevel
}

// reach is the highest level any part of base r stands on: an element
// partly on a hill is up there for the "higher than the attacker" test
// ([L1181]: "au moins partiellement ... sur une hauteur").
func (rl relief) reach(r geom.Rect) int {
	h := groundLevel
	for _, x := range rl {
		if x.height > h && table.AreaIn(r, x.f) > 0 {
			h = x.height
		}
	}
	return h
}

// unitReach is the highest level any part of u's elements reaches.
func (rl relief) unitReach(s *rules.State, u *rules.Unit) int {
	h := groundLevel
	for _, r := range rects(s, u) {
		h = max(h, rl.reach(r))
	}
	return h
}

func (rl relief) top() int {
	h := groundLevel
	for _, x := range rl {
		h = max(h, x.height)
	}
	return h
}

// at is the level of point p: the highest hill it lies on.
func (rl relief) at(p geom.Vec) int {
	h := groundLevel
	for _, x := range rl {
		if x.height > h && x.f.Area.Contains(p, geom.Eps) {
			h = x.height
		}
	}
	return h
}

// featureLevel is the height of terrain feature f: a hill's own height; a
// crest is at the top of the hill it is drawn on; other terrain stands on
// the highest hill its whole outline is on (a wooded hill, a village on a
// hill, [L2549], [L2595]).
func (rl relief) featureLevel(f *table.Feature) int {
	for _, x := range rl {
		if x.f == f {
			return x.height
		}
	}
	pts := []geom.Vec(f.Area)
	if f.Linear() {
		pts = f.Line
	}
	if len(pts) == 0 {
		return groundLevel
	}
	h := rl.at(pts[0])
	for _, p := range pts[1:] {
		h = min(h, rl.at(p))
	}
	if f.Kind == kindCrest {
		return max(h, 1) // a crest off every hill outline still tops a hill
	}
	return h
}

// crestLines are the lines no sight line may cross (wme.md §4.2, A11;
// [L1040-1042]).
func crestLines(s *rules.State) [][]geom.Vec {
	var out [][]geom.Vec
	for _, c := range reliefOf(s).crests(s) {
		out = append(out, c.line)
	}
	return out
}

// crest is one crest line and the level of the hill top it runs along.
type crest struct {
	line  []geom.Vec
	level int
}

// crests are every crest feature, and for a hill or ridge with none drawn
// on it its default crest, the longest chord between two of its corners
// that stays inside it (A11: "the polygon's longest internal axis"). A
// crest drawn on a summit is the summit's, not the hill's below it.
func (rl relief) crests(s *rules.State) []crest {
	var out []crest
	for i := range s.Table.Features {
		if f := &s.Table.Features[i]; f.Kind == kindCrest && len(f.Line) > 1 {
			out = append(out, crest{line: f.Line, level: rl.featureLevel(f)})
		}
	}
	drawn := len(out)
	for _, h := range rl {
		if rl.hasCrest(h, out[:drawn]) {
			continue
		}
		if a, b, ok := hillAxis(h.f.Area); ok {
			out = append(out, crest{line: []geom.Vec{a, b}, level: h.height})
		}
	}
	return out
}

// hasCrest reports whether one of the crest lines lies on hill h: a point
// of it inside h and on no higher hill.
func (rl relief) hasCrest(h hill, crests []crest) bool {
	for _, c := range crests {
		for _, p := range c.line {
			if h.f.Area.Contains(p, geom.Eps) && rl.at(p) == h.height {
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
// the unit shot at is never ignored ([L2306]). Units, terrain and crests
// are judged element by element and feature by feature (relief.level):
// the crest of a lower hill does not hide a target from a gun on a summit.
func elevatedFire(s *rules.State, u *rules.Unit, b, e geom.Rect) vision {
	rl := reliefOf(s)
	own, target := rl.level(b), rl.level(e)
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
	v := vision{sight: sight()}
	for _, c := range rl.crests(s) {
		if !lower(c.level) {
			v.crests = append(v.crests, c.line)
		}
	}
	v.sight.SkipBase = func(o *table.Base) bool {
		return o.Round || ignoredUnit(o.Unit) || o.Side == u.Side && lower(rl.level(o.Shape))
	}
	v.sight.Limits = func(f *table.Feature) bool {
		return category(s, f).Closed && !lower(rl.featureLevel(f))
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
