package charge

import (
	"math"
	"sort"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// route is a clear path for one charging base and what it costs.
type route struct {
	path geom.Path
	cost float64
	// sw keeps the hulls of path that fits asks sweepHits about: the
	// battle line search checks one route against many sets of bases
	// already placed, and its hulls are the same each time (nil: kept
	// for one check only).
	sw *sweepMemo
}

// routeKey identifies a (charger, end pose) pair; poses are rounded to a
// nanometre so that the same slot computed twice hits the cache.
type routeKey struct {
	i       int
	x, y, f int64
}

func keyOf(i int, p geom.Pose) routeKey {
	return routeKey{i, int64(math.Round(p.Pos.X * 1e7)), int64(math.Round(p.Pos.Y * 1e7)), int64(math.Round(geom.NormAngle(p.Facing) * 1e9))}
}

// reachSlack (cm) is how far beyond the allowance a corner's straight
// move must be for beyondReach to spare pricing the paths.
const reachSlack = 1e-6

// failures records why candidate positions were rejected, for the refusal.
type failures struct {
	reach   bool // a clear path existed but was too long
	blocked bool // a path within the allowance was blocked (or a gap too narrow)
	spot    bool // the end position itself overlapped something
	// formation: a first base was placed but the others could not join it
	formation bool
}

// endFacing is facing expressed as the shortest turn from the start facing
// (poses along a path keep facings continuous, geom.Path).
func endFacing(start, facing float64) float64 {
	return start + geom.NormAngle(facing-start)
}

// routesTo lists the paths by which charger i can reach end, cheapest
// first, checked against the table (not against the chargers already
// placed: see fits): the PathShapes that cost at most the allowance,
// sweep clear of every base outside the charging unit and of blocking
// terrain, and pass no gap narrower than §7.3 allows. The sweeps and gaps,
// most of a solve's cost, are checked as fits comes to each path
// (routes.clear): the cheapest path that fits is usually the first, and
// the others are checked only if the charge is refused, for the reasons
// they give (sweepAll).
func (s *solver) routesTo(i int, end geom.Pose) *routes {
	c := &s.chargers[i]
	start := c.Shape.Pose()
	end.Facing = endFacing(start.Facing, end.Facing)
	k := keyOf(i, end)
	if rs, ok := s.routes[k]; ok {
		return rs
	}
	out := &routes{i: i}
	s.routes[k] = out
	if !s.spotFree(c.Shape.At(end)) {
		s.fail.spot = true
		return out
	}
	if s.beyondReach(c.Shape, start, end) {
		s.fail.reach = true // as every path's cost would say
		return out
	}
	cands := PathShapes(start, end)
	type cand struct {
		p    geom.Path
		cost float64
	}
	var cs []cand
	for _, p := range cands {
		cost := p.MaxCornerTravel(c.Shape)
		if cost > s.in.Allowance+geom.Eps {
			s.fail.reach = true
			continue
		}
		cs = append(cs, cand{p, cost})
	}
	sort.SliceStable(cs, func(a, b int) bool { return cs[a].cost < cs[b].cost })
	for _, x := range cs {
		if s.in.Fly {
			out.cands = append(out.cands, route{x.p, x.cost, nil}) // flyers pass over everything ([L2151])
			out.state = append(out.state, 1)
			continue
		}
		out.cands = append(out.cands, route{x.p, x.cost, &sweepMemo{}})
		out.state = append(out.state, 0)
	}
	return out
}

// routes are the paths within the allowance of one charger to one end
// pose, cheapest first, and what is known of each: 0 not yet checked
// against the table, 1 clear, -1 blocked.
type routes struct {
	i     int
	cands []route
	state []int8
}

// clear reports whether path k sweeps clear of the table and passes its
// gaps (routesTo), checking it the first time.
func (rs *routes) clear(s *solver, k int) bool {
	if rs.state[k] == 0 {
		shape, p := s.chargers[rs.i].Shape, rs.cands[k].path
		rs.state[k] = 1
		if sw := s.t.Sweep(shape, p, s.moving); !sw.Clear || !s.gapsOK(shape, p) {
			s.fail.blocked = true
			rs.state[k] = -1
		}
	}
	return rs.state[k] > 0
}

// sweepAll checks every path routesTo has listed, for what they tell of
// why a charge is refused (s.fail): as if each had been checked when
// listed.
func (s *solver) sweepAll() {
	for _, rs := range s.routes {
		for k := range rs.cands {
			rs.clear(s, k)
		}
	}
}

// spotFree reports whether a charging base may end as r: on the table,
// overlapping no base outside the charging unit and no blocking terrain
// ([L694-696]; for flyers too, who pass over everything but must end on
// open ground and not on a unit, [L2145], [L2151-2153]). Every route,
// the ordinary ones and approach's detour, ends only where this holds:
// a route's sweep covers the end, but a flyer's route is never swept.
func (s *solver) spotFree(r geom.Rect) bool {
	return s.t.OnTable(r) && len(s.t.Overlaps(r, s.moving)) == 0
}

// beyondReach reports whether every path of shape from start to end
// costs more than the allowance, without pricing one: a path's cost is
// its farthest corner's travel (geom.Path.MaxCornerTravel), and no corner
// travels less than its straight move. The slack leaves the paths' own
// rounding the judge at the limit.
func (s *solver) beyondReach(shape geom.Rect, start, end geom.Pose) bool {
	from, to := shape.At(start).Corners(), shape.At(end).Corners()
	far := 0.0
	for k := range from {
		far = math.Max(far, from[k].Dist(to[k]))
	}
	return far > s.in.Allowance+geom.Eps+reachSlack
}

// PathShapes are the paths tried from start to end (wme.md §12 G13-G14,
// A3), end's facing taken as the shortest turn from start's: the rigid
// motion between the two poses (a straight move if the facing does not
// change), a turn in place then a straight move, a straight move then a
// turn in place, and (after any turn in place) the dog-legs: sideways
// then straight ahead along the end facing, so that a base comes up
// behind its slot instead of cutting across its neighbours, or straight
// ahead then sideways. The ruleset moves a supporting unit the same ways.
func PathShapes(start, end geom.Pose) []geom.Path {
	end.Facing = endFacing(start.Facing, end.Facing)
	turned := geom.Pose{Pos: start.Pos, Facing: end.Facing}
	cands := []geom.Path{{start, end}}
	if math.Abs(end.Facing-start.Facing) > geom.AngleEps {
		cands = append(cands,
			geom.Path{start, turned, end},
			geom.Path{start, {Pos: end.Pos, Facing: start.Facing}, end})
	}
	f := geom.Dir(end.Facing)
	if ahead := end.Pos.Sub(start.Pos).Dot(f); ahead > geom.Eps {
		for _, w := range []geom.Vec{end.Pos.Sub(f.Scale(ahead)), start.Pos.Add(f.Scale(ahead))} {
			if w.Near(start.Pos) || w.Near(end.Pos) {
				continue
			}
			p := geom.Path{start}
			if math.Abs(end.Facing-start.Facing) > geom.AngleEps {
				p = append(p, turned)
			}
			cands = append(cands, append(p, geom.Pose{Pos: w, Facing: end.Facing}, end))
		}
	}
	return cands
}

// gapsOK reports whether every gap the path passes through is wide
// enough: at least the base's short side between friends and terrain, more
// than its long side when an enemy base is one side of it (wme.md §7.3,
// §12 G15; [L712-714], [L845]). Same comparisons as the movement validator.
//
// One reading: the space straight in front of the enemy edge the base ends
// against is not a gap it passes through but the place it charges into, so
// a gap whose segment leaves that edge within 45° of its outward normal is
// not counted (else a target standing 2-4 cm before a wood could never be
// charged from the front).
func (s *solver) gapsOK(shape geom.Rect, p geom.Path) bool {
	end := shape.At(p.End())
	for _, g := range s.t.Gaps(shape, p, s.moving) {
		enemy := s.enemyObstacle(g.A) || s.enemyObstacle(g.B)
		if enemy && (s.chargedInto(end, g.A, g.Between.A, g.Between.B) || s.chargedInto(end, g.B, g.Between.B, g.Between.A)) {
			continue
		}
		if enemy && g.Width <= shape.LongSide()+geom.Eps {
			return false
		}
		if !enemy && g.Width < shape.ShortSide()-geom.Eps {
			return false
		}
	}
	return true
}

// chargedInto reports whether end's front edge lies against an edge of
// enemy base o and the gap segment from p (on o) to q leaves that edge
// within 45° of its outward normal.
func (s *solver) chargedInto(end geom.Rect, o table.Obstacle, p, q geom.Vec) bool {
	if o.Base == "" || !s.enemyObstacle(o) {
		return false
	}
	b, ok := s.t.Base(o.Base)
	if !ok {
		return false
	}
	c, ok := table.Touching(end, b.Shape)
	if !ok || c.Kind != table.EdgeToEdge || c.EdgeA != geom.Front {
		return false
	}
	if b.Shape.Edge(c.EdgeB).DistTo(p) > table.ContactTolerance {
		return false
	}
	d := q.Sub(p).Unit()
	return d.Dot(b.Shape.Outward(c.EdgeB)) >= math.Sqrt2/2-geom.Eps
}

func (s *solver) enemyObstacle(o table.Obstacle) bool {
	if o.Base == "" {
		return false
	}
	b, ok := s.t.Base(o.Base)
	return ok && b.Side != s.side
}

// fits finds the cheapest route of charger i to end that also keeps clear
// of the charging bases already placed (their end poses: bases that have
// moved block, those that have not may be passed through, A12 [L698]).
func (s *solver) fits(i int, end geom.Pose, placed []geom.Rect) (route, bool) {
	// The battle line search asks again of the same base, pose and bases
	// placed by other orders of its branches (a third of its asks in a
	// crowd): the answer is the same, and what it records of failures
	// (s.fail) only ever grows.
	key := placedKey(i, end, placed)
	if r, ok := s.fitted[key]; ok {
		return r.rt, r.ok
	}
	rt, ok := s.fit(i, end, placed)
	s.fitted[key] = fitAnswer{rt, ok}
	return rt, ok
}

// fitAnswer is one answer of fits.
type fitAnswer struct {
	rt route
	ok bool
}

// fit is fits, unmemoised.
func (s *solver) fit(i int, end geom.Pose, placed []geom.Rect) (route, bool) {
	r := s.chargers[i].Shape.At(end)
	p := r.Polygon()
	for _, q := range placed {
		if table.Overlapping(p, q.Polygon()) {
			s.fail.spot = true
			return route{}, false
		}
	}
	rs := s.routesTo(i, end)
	for k, rt := range rs.cands {
		if !rs.clear(s, k) {
			continue
		}
		if s.in.Fly || !rt.sw.hits(s.chargers[i].Shape, rt.path, placed) {
			return rt, true
		}
		s.fail.blocked = true
	}
	if rt, ok := s.approach(i, end); ok && !sweepHits(s.chargers[i].Shape, rt.path, placed) {
		return rt, true
	}
	return route{}, false
}

// approach is the route for a base whose every ordinary route clips a
// charging base already placed beside its slot: straight to the point one
// base depth behind the slot (behind the neighbour's rear line), then
// straight in along it. It costs hardly more than the diagonal (a base 8
// cm to the side and 18 cm back reaches its slot in 19.9 cm, where the
// sideways dog-leg takes 22), so without it a unit facing a target offset
// to one side could only form a line hanging off the target's flank.
func (s *solver) approach(i int, end geom.Pose) (route, bool) {
	c := &s.chargers[i]
	start := c.Shape.Pose()
	end.Facing = endFacing(start.Facing, end.Facing)
	f := geom.Dir(end.Facing)
	ahead := end.Pos.Sub(start.Pos).Dot(f)
	// As routesTo: the slot must be free and within reach. A flyer's
	// detour is never swept, so without the spot's own check it landed
	// on the base that had refused the slot (issue 8 item 9: a Pegasus
	// 1 cm deep in an orc base, [L2145]).
	if ahead <= geom.Eps || !s.spotFree(c.Shape.At(end)) || s.beyondReach(c.Shape, start, end) {
		return route{}, false
	}
	w := geom.Pose{Pos: end.Pos.Sub(f.Scale(math.Min(ahead, c.Shape.Depth))), Facing: end.Facing}
	p := geom.Path{start}
	if math.Abs(end.Facing-start.Facing) > geom.AngleEps {
		p = append(p, geom.Pose{Pos: start.Pos, Facing: end.Facing})
	}
	p = append(p, w, end)
	cost := p.MaxCornerTravel(c.Shape)
	if cost > s.in.Allowance+geom.Eps {
		return route{}, false
	}
	if s.in.Fly {
		return route{p, cost, nil}, true
	}
	if sw := s.t.Sweep(c.Shape, p, s.moving); !sw.Clear || !s.gapsOK(c.Shape, p) {
		return route{}, false
	}
	return route{p, cost, nil}, true
}

// sweepHits reports whether shape moving along p overlaps one of rects
// deeper than table.OverlapSlack: the hull of each leg first, halved
// (rotations) until the corners travel less than table.SweepResolution, as
// table.Sweep does for the bases on the table.
func sweepHits(shape geom.Rect, p geom.Path, rects []geom.Rect) bool {
	return (*sweepMemo)(nil).hits(shape, p, rects)
}

// sweepMemo keeps what sweepHits works out of one shape moving along one
// path, whatever the rects: the legs, how far their corners travel, and
// each hull asked.
type sweepMemo struct {
	legs   []geom.Leg
	travel []float64
	hulls  map[hullKey]geom.Polygon
}

// hullKey is a hull of leg between fractions t0 and t1.
type hullKey struct {
	leg    int
	t0, t1 float64
}

// hits is sweepHits(shape, p, rects), shape and p the same at every call
// on one memo; a nil memo keeps nothing.
func (m *sweepMemo) hits(shape geom.Rect, p geom.Path, rects []geom.Rect) bool {
	if len(rects) == 0 {
		return false
	}
	if m == nil {
		m = &sweepMemo{}
	}
	if m.legs == nil {
		m.legs = p.Legs()
		m.travel = make([]float64, len(m.legs))
		for k, l := range m.legs {
			m.travel[k] = geom.Path{l.From, l.To}.MaxCornerTravel(shape)
		}
		m.hulls = map[hullKey]geom.Polygon{}
	}
	polys := make([]geom.Polygon, len(rects))
	for i, r := range rects {
		polys[i] = r.Polygon()
	}
	for k := range m.legs {
		if m.legHits(shape, k, polys, 0, 1) {
			return true
		}
	}
	return false
}

// legHits reports whether shape moving along leg k from t0 to t1 overlaps
// one of qs (sweepHits): one the hull of that move overlaps, exactly for
// a translation or a short enough turn, else in either half of the turn,
// asked of those the hull overlaps only. Each hull is computed once for
// all of qs, and once for the memo.
func (m *sweepMemo) legHits(shape geom.Rect, k int, qs []geom.Polygon, t0, t1 float64) bool {
	l := m.legs[k]
	hk := hullKey{k, t0, t1}
	h, ok := m.hulls[hk]
	if !ok {
		h = geom.SweptHull(shape, l, t0, t1)
		m.hulls[hk] = h
	}
	exact := math.Abs(l.Turn()) < geom.AngleEps || (t1-t0)*m.travel[k] <= table.SweepResolution // a translation's hull is exact
	var buf [8]geom.Polygon
	hit := buf[:0]
	for _, q := range qs {
		if table.Overlapping(h, q) {
			if exact {
				return true
			}
			hit = append(hit, q)
		}
	}
	if len(hit) == 0 {
		return false
	}
	mid := (t0 + t1) / 2
	return m.legHits(shape, k, hit, t0, mid) || m.legHits(shape, k, hit, mid, t1)
}
