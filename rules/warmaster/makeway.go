package warmaster

import (
	"fmt"
	"math"
	"sort"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Make way (wme.md §9.10; [L1837-1851], [L1906-1936]). How a friend may
// make way is found here; when its owner chooses is makewaychoice.go.

// MakeWayConfusion is the D6 score on which a unit making way, or forcing
// a friend to, is confused ([L1875-1879], [L1930]).
const MakeWayConfusion = 6

// maxWayChain bounds how many friends a chain of make way may hold, the
// unit forcing its way included: far more than a table ever lines up.
const maxWayChain = 6

// The ways a friend makes way (Args["way"] of the make-way action), and
// its refusal ([L1883]: "volontairement ou non"; [L2794]). The sides are
// those of the path of the unit forcing its way, looking where it goes.
const (
	WayAsideRight = "aside-right" // the elements in the path step aside, to its right (L1914-1918)
	WayAsideLeft  = "aside-left"  // the same, to its left
	WayBack       = "back"        // the whole unit goes ahead of it and ends touching it (L1924)
	WaySupport    = "support"     // infantry for infantry: moving back, re-formed to support it (L1926)
	WayRefuse     = "refuse"      // it does not make way (L1883, L2794)
)

// sweep is one base of the unit forcing its way and its straight move.
type sweep struct {
	from geom.Rect
	v    geom.Vec
}

func (w sweep) hull() geom.Polygon {
	return geom.SweptHull(w.from, geom.Leg{From: w.from.Pose(), To: geom.Pose{Pos: w.from.Center.Add(w.v), Facing: w.from.Facing}}, 0, 1)
}

// sweepsOf are unit m's bases each moved v: a drive back or a retreat.
func sweepsOf(s *rules.State, m *rules.Unit, v geom.Vec) []sweep {
	var out []sweep
	for _, r := range rects(s, m) {
		out = append(out, sweep{from: r, v: v})
	}
	return out
}

// wayPlan is how a friend makes way: the end poses of its bases that
// move, and the friends that make way for it in turn ([L1908]).
type wayPlan struct {
	how   string
	poses map[string]geom.Pose
	chain []wayLink
}

// wayLink is a friend making way for another making way ([L1908]): the
// way it makes and, when its owner has not chosen it yet, alts, every way
// open to it (the rules' pick, taken so far, first); it makes way in at,
// the state with the friends before it in the chain moved, for forcer's
// bases moving as sw, the units of busy not asked again.
type wayLink struct {
	forcer, unit *rules.Unit
	plan         wayPlan
	alts         []wayPlan
	at           *rules.State
	sw           []sweep
	busy         map[string]bool
}

// moved are the bases p moves, in order.
func (p wayPlan) moved() []string {
	ids := make([]string, 0, len(p.poses))
	for id := range p.poses {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// cost is how far the plan moves the base that moves farthest, then all
// of them together: "whichever moves it less".
func (p wayPlan) cost(s *rules.State) (most, total float64) {
	for id, q := range p.poses {
		b, _ := s.Base(id)
		d := geom.Path{b.Shape.Pose(), q}.MaxCornerTravel(b.Shape)
		most, total = math.Max(most, d), total+d
	}
	return most, total
}

// wayOptions are the ways friend f may make way for unit m, whose bases
// move as sw says (wme.md §9.10): step aside to either side (only the
// elements in the path moving, [L1914-1918]), move back ([L1924]) and,
// infantry for infantry, move back re-formed in support ([L1926]); the
// rules' pick first (the least move, a step aside on a tie, its right
// before its left), then the others. Each moves every element at most its
// full pace ([L1910]), its paths clear of every base but its own and m's,
// of terrain impassable to it and of the table edge, and touches no enemy
// and no engaged unit at the end ([L1934]). A friend engaged in combat
// never makes way ([L1908]). A friend not engaged in the way of f's move
// makes way for f in turn by its own least move ([L1839], [L1908]). With
// no way open, the second result says why.
func wayOptions(s *rules.State, m, f *rules.Unit, sw []sweep) ([]wayPlan, string) {
	return wayOptionsIn(s, m, f, sw, map[string]bool{m.ID: true, f.ID: true})
}

// wayOptionsIn is wayOptions inside a chain whose units are in busy: none
// of them is asked to make way again.
func wayOptionsIn(s *rules.State, m, f *rules.Unit, sw []sweep, busy map[string]bool) ([]wayPlan, string) {
	eng := engagedSet(s)
	if eng[f.ID] {
		return nil, "it is engaged in combat (L1908)"
	}
	var cands []wayPlan
	var whys []string
	try := func(p wayPlan, why string) {
		if why == "" {
			p, why = clearWay(s, m, f, p, eng, busy)
		}
		if why != "" {
			whys = append(whys, fmt.Sprintf("it cannot %s: %s", wayVerb(p.how), why))
			return
		}
		for _, c := range cands {
			if samePlace(c, p) {
				return // the same places by another way: one offer is enough
			}
		}
		cands = append(cands, p)
	}
	right := pathDir(sw).Perp()
	try(asidePlan(s, m, f, sw, right, WayAsideRight))
	try(asidePlan(s, m, f, sw, right.Neg(), WayAsideLeft))
	try(backPlan(s, m, f, sw))
	sort.SliceStable(cands, func(i, j int) bool {
		a, _ := cands[i].cost(s)
		b, _ := cands[j].cost(s)
		return a < b-geom.Eps
	})
	if f.Type == Infantry && m.Type == Infantry {
		try(supportBackPlan(s, m, f, sw))
	}
	if len(cands) == 0 {
		if len(whys) == 0 {
			return nil, "it is not in the way"
		}
		return nil, whys[0]
	}
	return cands, ""
}

// samePlace reports whether two plans move the same bases to the same
// poses.
func samePlace(a, b wayPlan) bool {
	if len(a.poses) != len(b.poses) {
		return false
	}
	for id, p := range a.poses {
		q, ok := b.poses[id]
		if !ok || !p.Pos.Near(q.Pos) || math.Abs(geom.NormAngle(p.Facing-q.Facing)) > facingTolerance {
			return false
		}
	}
	return true
}

// pathDir is the direction the unit forcing its way goes (its first
// moving base's).
func pathDir(sw []sweep) geom.Vec {
	for _, w := range sw {
		if w.v.Len() > geom.Eps {
			return w.v.Unit()
		}
	}
	return geom.Vec{}
}

func wayVerb(how string) string {
	switch how {
	case WayAsideRight, WayAsideLeft:
		return "step aside"
	case WaySupport:
		return "move back in support"
	}
	return "move back"
}

// wayName says how a plan makes way, for the events and offers.
func wayName(how string) string {
	switch how {
	case WayAsideRight:
		return "steps aside to the right of its path"
	case WayAsideLeft:
		return "steps aside to the left of its path"
	case WaySupport:
		return "moves back re-formed in support"
	}
	return "moves back"
}

// inPath splits f's bases into those m's moves would cross, in the order
// of the least slide along side that clears them, and the others.
func inPath(s *rules.State, f *rules.Unit, sw []sweep, side geom.Vec) (in, out []*table.Base) {
	hulls := make([]geom.Polygon, len(sw))
	for i, w := range sw {
		hulls[i] = w.hull()
	}
	for _, id := range f.Bases {
		b, _ := s.Base(id)
		crossed := false
		for _, h := range hulls {
			crossed = crossed || geom.Penetration(b.Shape.Polygon(), h) > table.OverlapSlack
		}
		if crossed {
			in = append(in, b)
		} else {
			out = append(out, b)
		}
	}
	sort.SliceStable(in, func(i, j int) bool { return slide(sw, in[i].Shape, side) < slide(sw, in[j].Shape, side) })
	return in, out
}

// slide is how far r must move along side (a unit vector square to the
// path) to clear the band every sweep covers.
func slide(sw []sweep, r geom.Rect, side geom.Vec) float64 {
	hi := math.Inf(-1)
	for _, w := range sw {
		for _, p := range w.from.Corners() {
			hi = math.Max(hi, math.Max(p.Dot(side), p.Add(w.v).Dot(side)))
		}
	}
	lo, _ := projectRect(r, side)
	return math.Max(0, hi-lo)
}

func projectRect(r geom.Rect, axis geom.Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, p := range r.Corners() {
		lo, hi = math.Min(lo, p.Dot(axis)), math.Max(hi, p.Dot(axis))
	}
	return lo, hi
}

// asidePlan steps f aside toward side ([L1914-1918]): only its elements
// in the path move, each to a place beside, in front of or behind the
// elements standing still (the rules pick them: on that side of the path
// first, then keeping the best formation, then the shortest move), its
// facing unchanged. When every element is in the path, the one that
// needs the least move slides square to the path out of it, and the
// others are placed around it. The elements standing still must stay one
// group ([L1846]: "restent en formation").
func asidePlan(s *rules.State, m, f *rules.Unit, sw []sweep, side geom.Vec, how string) (wayPlan, string) {
	p := wayPlan{how: how, poses: map[string]geom.Pose{}}
	in, out := inPath(s, f, sw, side)
	if len(in) == 0 {
		return p, "it is not in the way"
	}
	var placed []geom.Rect
	for _, b := range out {
		placed = append(placed, b.Shape)
	}
	if len(out) > 0 && FormationOf(placed) == Broken {
		return p, "its elements out of the path would be split apart (L1916)"
	}
	if len(out) == 0 {
		first := in[0]
		r := first.Shape
		r.Center = r.Center.Add(side.Scale(slide(sw, r, side)))
		if why := slotProblem(s, m, f, first, r, nil, sw); why != "" {
			return p, why
		}
		p.poses[first.ID] = r.Pose()
		placed, in = append(placed, r), in[1:]
	}
	mid := bandMiddle(sw, side)
	for _, b := range in {
		r, why := bestSlot(s, m, f, b, placed, sw, func(r geom.Rect) float64 { return r.Center.Dot(side) - mid }, true)
		if why != "" {
			return p, why
		}
		p.poses[b.ID] = r.Pose()
		placed = append(placed, r)
	}
	return p, ""
}

// bandMiddle is the middle of the path's band along side.
func bandMiddle(sw []sweep, side geom.Vec) float64 {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, w := range sw {
		a, b := projectRect(w.from, side)
		lo, hi = math.Min(lo, a), math.Max(hi, b)
	}
	return (lo + hi) / 2
}

// bestSlot is where element b of f goes beside the elements placed:
// beside, in front of or behind one of them, facing as it does, front
// edges flush; ranked by the side preference (positive first; with only,
// nothing else), then the formation of the elements placed with it, then
// the shortest move.
func bestSlot(s *rules.State, m, f *rules.Unit, b *table.Base, placed []geom.Rect, sw []sweep, pref func(geom.Rect) float64, only bool) (geom.Rect, string) {
	type slot struct {
		r    geom.Rect
		good bool
		form Formation
		dist float64
	}
	var best *slot
	why := ""
	for _, r := range slotsAround(b.Shape, placed) {
		w := slotProblem(s, m, f, b, r, placed, sw)
		if w == "" && only && pref(r) <= 0 {
			w = "no room on that side of the path"
		}
		if w != "" {
			if why == "" {
				why = w
			}
			continue
		}
		c := slot{r: r, good: pref(r) > 0, form: FormationOf(append(append([]geom.Rect(nil), placed...), r)), dist: r.Center.Dist(b.Shape.Center)}
		switch {
		case best == nil,
			c.good != best.good && c.good,
			c.good == best.good && c.form > best.form,
			c.good == best.good && c.form == best.form && c.dist < best.dist-geom.Eps:
			best = &c
		}
	}
	if best == nil {
		if why == "" {
			why = "no room beside its other elements"
		}
		return geom.Rect{}, fmt.Sprintf("%s has no place out of the path (L1916): %s", s.Called(b.ID), why)
	}
	return best.r, ""
}

// slotsAround are the places of a base shaped like b beside, in front of
// and behind each rectangle placed, sharing its facing.
func slotsAround(b geom.Rect, placed []geom.Rect) []geom.Rect {
	var out []geom.Rect
	for _, q := range placed {
		fw, rt := q.Forward(), q.RightDir()
		flush := fw.Scale((q.Depth - b.Depth) / 2) // front edges in one line
		for _, off := range []geom.Vec{
			rt.Scale((q.Width + b.Width) / 2).Add(flush), rt.Scale(-(q.Width + b.Width) / 2).Add(flush),
			fw.Scale(-(q.Depth + b.Depth) / 2), fw.Scale((q.Depth + b.Depth) / 2),
		} {
			out = append(out, geom.Rect{Center: q.Center.Add(off), Facing: q.Facing, Width: b.Width, Depth: b.Depth})
		}
	}
	return out
}

// slotProblem is why element b of f may not end at r, or "": over an
// element placed or the path, beyond its full pace ([L1910]), off the
// table, in terrain impassable to it, on a base that cannot make way, or
// touching an enemy or an engaged unit ([L1934]). Friends not engaged it
// would meet may make way in turn (clearWay judges them).
func slotProblem(s *rules.State, m, f *rules.Unit, b *table.Base, r geom.Rect, placed []geom.Rect, sw []sweep) string {
	poly := r.Polygon()
	for _, q := range placed {
		if geom.Penetration(poly, q.Polygon()) > table.OverlapSlack {
			return "its elements would overlap"
		}
	}
	for _, w := range sw {
		if geom.Penetration(poly, w.hull()) > table.OverlapSlack {
			return "it would still be in the path"
		}
	}
	if d := (geom.Path{b.Shape.Pose(), r.Pose()}).MaxCornerTravel(b.Shape); d > pace(f)+geom.Eps {
		return fmt.Sprintf("%.1f cm is more than its full pace of %.0f cm (L1910)", d, pace(f))
	}
	if !s.Table.OnTable(r) {
		return "it would leave the table"
	}
	eng := engagedSet(s)
	flt := table.Filter{
		SkipBase: func(o *table.Base) bool {
			return o.Unit == f.ID || o.Unit == m.ID || o.Side == f.Side && !eng[o.Unit]
		},
		Blocks: func(ft *table.Feature) bool { return standBlocks(f.Type, category(s, ft)) },
	}
	if hit := s.Table.Overlaps(r, flt); len(hit) > 0 {
		return "it would stand on " + s.Describe(hit[0])
	}
	return touchProblem(s, f, r, eng)
}

// touchProblem is why r, a base of f making way, may not end where it
// is: touching an enemy or an engaged unit ([L1934]).
func touchProblem(s *rules.State, f *rules.Unit, r geom.Rect, eng map[string]bool) string {
	ro := table.OutlineOf(r)
	var near [32]int
	for _, i := range s.Table.Near(near[:0], reachBox(&ro, table.ContactTolerance)) {
		o := &s.Table.Bases[i]
		if o.Unit == f.ID || o.Round || o.Side == f.Side && !eng[o.Unit] {
			continue
		}
		if outlineDist(&ro, &s.Table, i) <= table.ContactTolerance {
			return fmt.Sprintf("it would touch %s (L1934)", s.Describe(table.Obstacle{Base: o.ID}))
		}
	}
	return ""
}

// backPlan moves the whole of f ahead of m, the same way, without
// turning, until it touches m's end position ([L1924]): along the move of
// m's base that pushes it farthest.
func backPlan(s *rules.State, m, f *rules.Unit, sw []sweep) (wayPlan, string) {
	p := wayPlan{how: WayBack, poses: map[string]geom.Pose{}}
	only := table.Filter{SkipBase: func(o *table.Base) bool { return o.Unit != f.ID }}
	var push geom.Vec
	for _, w := range sw {
		n := w.v.Len()
		if enc := s.Table.Translate(w.from, w.v, n, only); len(enc) > 0 && enc[0].At < n-geom.Eps {
			if v := w.v.Unit().Scale(n - enc[0].At); v.Len() > push.Len() {
				push = v
			}
		}
	}
	if push == (geom.Vec{}) {
		return p, "it is not in the way"
	}
	for _, id := range f.Bases {
		b, _ := s.Base(id)
		p.poses[id] = geom.Pose{Pos: b.Shape.Center.Add(push), Facing: b.Shape.Facing}
	}
	return p, ""
}

// supportBackPlan moves infantry f back for infantry m re-formed to support
// it ([L1926]): its elements exactly behind m's end elements (G17), the
// nearest element to each place first, facing as m faces; elements left
// over go beside them as for a step aside. Only when m moves to its rear,
// so that f, behind it, goes ahead of it ([L1924]: "précède").
func supportBackPlan(s *rules.State, m, f *rules.Unit, sw []sweep) (wayPlan, string) {
	p := wayPlan{how: WaySupport, poses: map[string]geom.Pose{}}
	var ends []geom.Rect
	for _, w := range sw {
		r := w.from
		r.Center = r.Center.Add(w.v)
		ends = append(ends, r)
		if w.v.Dot(r.Forward()) > -geom.Eps {
			return p, "it supports only a unit moving to its rear"
		}
	}
	var slots []geom.Rect
	for _, e := range ends {
		b, _ := s.Base(f.Bases[0])
		r := geom.Rect{Center: e.Center.Sub(e.Forward().Scale((e.Depth + b.Shape.Depth) / 2)), Facing: e.Facing, Width: b.Shape.Width, Depth: b.Shape.Depth}
		if !overlapsAny(r, ends) {
			slots = append(slots, r)
		}
	}
	left := map[string]bool{}
	for _, id := range f.Bases {
		left[id] = true
	}
	var placed []geom.Rect
	for len(slots) > 0 && len(left) > 0 {
		bi, si := nearestPair(s, f.Bases, left, slots)
		b, _ := s.Base(f.Bases[bi])
		if why := slotProblem(s, m, f, b, slots[si], placed, nil); why == "" {
			p.poses[b.ID] = slots[si].Pose()
			placed = append(placed, slots[si])
			delete(left, b.ID)
		}
		slots = append(slots[:si], slots[si+1:]...)
	}
	if len(placed) == 0 {
		return p, "no element can stand exactly behind it"
	}
	for _, id := range f.Bases {
		if !left[id] {
			continue
		}
		b, _ := s.Base(id)
		r, why := bestSlot(s, m, f, b, placed, sw, func(geom.Rect) float64 { return 0 }, false)
		if why != "" {
			return p, why
		}
		p.poses[id] = r.Pose()
		placed = append(placed, r)
	}
	if FormationOf(placed) == Broken {
		return p, "its elements would not stay together"
	}
	return p, ""
}

func overlapsAny(r geom.Rect, rs []geom.Rect) bool {
	for _, q := range rs {
		if geom.Penetration(r.Polygon(), q.Polygon()) > table.OverlapSlack {
			return true
		}
	}
	return false
}

// nearestPair is the base of ids still in left and the slot nearest each
// other.
func nearestPair(s *rules.State, ids []string, left map[string]bool, slots []geom.Rect) (bi, si int) {
	best := math.Inf(1)
	for i, id := range ids {
		if !left[id] {
			continue
		}
		b, _ := s.Base(id)
		for j, r := range slots {
			if d := b.Shape.Center.Dist(r.Center); d < best-geom.Eps {
				best, bi, si = d, i, j
			}
		}
	}
	return bi, si
}

// clearWay checks friend f's plan p, letting each friend not engaged that
// blocks it make way for f in turn ([L1908]), nearest first, as its owner
// has chosen (makewaychoice.go) or, until he has, by its least move; the
// result carries their moves in p.chain.
func clearWay(s *rules.State, m, f *rules.Unit, p wayPlan, eng, busy map[string]bool) (wayPlan, string) {
	n := s
	for {
		w, g := wayProblem(n, m, f, p, eng)
		if w == "" || g == nil || busy[g.ID] || len(busy) >= maxWayChain {
			return p, w
		}
		inner := map[string]bool{g.ID: true}
		for id := range busy {
			inner[id] = true
		}
		l := wayLink{forcer: f, unit: g, at: n, sw: planSweeps(n, p), busy: inner}
		why := ""
		if how, at, ok := wayPick(g); ok {
			l.plan, why = chosenWay(n, f, g, l.sw, how, at, inner)
		} else if l.alts, why = wayOptionsIn(n, f, g, l.sw, inner); why == "" {
			l.plan = l.alts[0]
		}
		if why != "" {
			return p, fmt.Sprintf("%s; %s cannot make way for it in turn: %s", w, g.Title(), why)
		}
		p.chain = append(p.chain, l)
		busy = inner
		n = afterWay(n, g, l.plan)
	}
}

// planSweeps are the moves of p's bases, as a friend making way for them
// sees them (straight from where they stand to where they end).
func planSweeps(s *rules.State, p wayPlan) []sweep {
	var out []sweep
	for _, id := range p.moved() {
		b, _ := s.Base(id)
		out = append(out, sweep{from: b.Shape, v: p.poses[id].Pos.Sub(b.Shape.Center)})
	}
	return out
}

// afterWay is a copy of s (its table cloned, the rest shared: read only)
// with g and the friends of its chain moved as p says.
func afterWay(s *rules.State, g *rules.Unit, p wayPlan) *rules.State {
	poses := map[string]geom.Pose{}
	var add func(wayPlan)
	add = func(p wayPlan) {
		for id, q := range p.poses {
			poses[id] = q
		}
		for _, l := range p.chain {
			add(l.plan)
		}
	}
	add(p)
	return withPoses(s, poses)
}

// wayProblem is why friend f may not make way for m as p says, or "";
// when a friend not engaged blocks a path, that friend too (it may make
// way in turn, [L1908]).
func wayProblem(s *rules.State, m, f *rules.Unit, p wayPlan, eng map[string]bool) (string, *rules.Unit) {
	for _, id := range p.moved() {
		b, _ := s.Base(id)
		path := geom.Path{b.Shape.Pose(), p.poses[id]}
		if n := path.MaxCornerTravel(b.Shape); n > pace(f)+geom.Eps {
			return fmt.Sprintf("%.1f cm is more than its full pace of %.0f cm (L1910)", n, pace(f)), nil
		}
		flt := table.Filter{
			SkipBase: func(o *table.Base) bool { return o.Unit == f.ID || o.Unit == m.ID },
			Blocks:   enterBlocks(s, f.Type, b.Shape),
			Edges:    true,
		}
		if sw := s.Table.Sweep(b.Shape, path, flt); !sw.Clear {
			return "blocked by " + s.Describe(sw.Hit), wayFriend(s, f, sw.Hit, eng)
		}
		if w := touchProblem(s, f, b.Shape.At(p.poses[id]), eng); w != "" {
			return w, nil
		}
	}
	return "", nil
}

// wayFriend is the unit of obstacle o when it is a friend of f, not a
// commander and not engaged: one that may make way for f ([L1908]).
func wayFriend(s *rules.State, f *rules.Unit, o table.Obstacle, eng map[string]bool) *rules.Unit {
	b, ok := s.Base(o.Base)
	if !ok || b.Side != f.Side || eng[b.Unit] {
		return nil
	}
	g, ok := s.Unit(b.Unit)
	if !ok || IsCommander(g.Type) {
		return nil
	}
	return g
}

// nearestFriend is the nearest unit of m's side, not a commander, not
// engaged, not in skip, that m's bases would meet moving up to dist cm
// along dir (deeper than slack), and how far m moves before touching it.
func nearestFriend(s *rules.State, m *rules.Unit, dir geom.Vec, dist, slack float64, skip map[string]bool) (*rules.Unit, float64) {
	eng := engagedSet(s)
	flt := table.Filter{SkipBase: func(o *table.Base) bool {
		if o.Unit == m.ID || o.Side != m.Side || skip[o.Unit] || eng[o.Unit] {
			return true
		}
		ou, ok := s.Unit(o.Unit)
		return !ok || IsCommander(ou.Type)
	}}
	var best *rules.Unit
	at := math.Inf(1)
	for _, r := range rects(s, m) {
		if enc := s.Table.Translate(r, dir, dist, flt); len(enc) > 0 && enc[0].At < dist-slack && enc[0].At < at-geom.Eps {
			b, _ := s.Base(enc[0].Base)
			best, _ = s.Unit(b.Unit)
			at = enc[0].At
		}
	}
	return best, at
}

// applyWay moves friend f as planned, and the friends making way for it
// in turn, and rolls the confusion tests of each occasion (the forcer's,
// then the friend's; a 6 confuses, [L1875-1879], [L1930]), all in one
// event.
func applyWay(s *rules.State, m, f *rules.Unit, p wayPlan, d dice.Roller) (rules.Event, error) {
	ev, err := applyWayStep(s, m, f, p, d)
	if err != nil {
		return rules.Event{}, err
	}
	for _, l := range p.chain {
		more, err := applyWay(s, l.forcer, l.unit, l.plan, d)
		if err != nil {
			return rules.Event{}, err
		}
		ev.Rolls = append(ev.Rolls, more.Rolls...)
		ev.Text += "; in turn, " + more.Text
	}
	return ev, nil
}

// applyWayStep moves f alone and rolls one occasion's tests.
func applyWayStep(s *rules.State, m, f *rules.Unit, p wayPlan, d dice.Roller) (rules.Event, error) {
	most, _ := p.cost(s)
	for id, q := range p.poses {
		b, _ := s.Base(id)
		b.Shape = b.Shape.At(q)
	}
	rs, err := rollN(d, 2)
	if err != nil {
		return rules.Event{}, err
	}
	what := wayName(p.how)
	if p.how != WayBack && len(p.poses) < len(f.Bases) {
		what += fmt.Sprintf(" (%d of %d elements)", len(p.poses), len(f.Bases))
	}
	text := fmt.Sprintf("%s make way for %s: %s %.1f cm (WME §9.10 [L1906-1926]); confusion tests, 6 confuses (L1875-1879): %s %d, %s %d",
		f.Title(), m.Title(), what, most, m.Title(), rs[0].Value, f.Title(), rs[1].Value)
	var conf []string
	if rs[0].Value >= MakeWayConfusion {
		m.SetStatus(stConfused, 1)
		conf = append(conf, m.Title())
	}
	if rs[1].Value >= MakeWayConfusion {
		f.SetStatus(stConfused, 1)
		conf = append(conf, f.Title())
	}
	if len(conf) > 0 {
		text += fmt.Sprintf("; %s confused", joinNames(conf))
	}
	return rules.Event{Kind: "make-way", Side: f.Side, Unit: f.ID, Rolls: rs, Text: text}, nil
}
