package warmaster

import (
	"fmt"
	"math"
	"sort"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/warmaster/charge"
)

// placer places the elements of a pursuing unit that the text leaves to
// the player once the compulsory ones have moved ([L1590]: "placés où on
// le désire", [L1616], [L1651]). The rules place them as a charge's
// battle line is formed (wme.md §7.5 items 7-8): one at a time, each
// where it scores best (placeScore), touching an element already placed
// so that the unit stays in formation ([L231]), each within the unit's
// full pace along one of the solver's path shapes, clear of every base
// and of terrain it may not enter ([L1580-1582]).
type placer struct {
	s    *rules.State
	u, t *rules.Unit
	// support: a support pursuit, whose free elements touch no enemy
	// ([L1651]) and seek to support fronts.
	support bool
	fronts  []friendFront
	// terrain is what an element starting at r may not enter
	// (pursuitTerrain: a fortified enemy's barrier passed, [L1715]).
	terrain func(r geom.Rect) func(*table.Feature) bool
}

// placeScore ranks one free element's place, best first: the most front
// edge against the pursued unit (the battle line's rule, [L796]), then
// touching it at all so that it fights ([L1324], the diagram's element
// on the enemy's flank, [L1600]), then infantry supporting an element
// fighting to its front ([L1440], [L1602]), then the shortest move.
type placeScore struct {
	front   float64
	touch   bool
	support bool
	reach   float64
}

func (a placeScore) better(b placeScore) bool {
	switch {
	case math.Abs(a.front-b.front) > geom.Eps:
		return a.front > b.front
	case a.touch != b.touch:
		return a.touch
	case a.support != b.support:
		return a.support
	}
	return a.reach < b.reach-geom.Eps
}

// freeSpot is one place a free element may take.
type freeSpot struct {
	id    string
	pose  geom.Pose
	score placeScore
}

// placeOthers completes the unit around the elements already placed
// (fixed): their poses with every other element's, and the others'
// paths; a refusal when some element finds no place ([L1596]: the
// formation would break).
func (pl placer) placeOthers(fixed map[string]geom.Pose) (map[string]geom.Pose, map[string]geom.Path, error) {
	poses := map[string]geom.Pose{}
	for id, p := range fixed {
		poses[id] = p
	}
	paths := map[string]geom.Path{}
	for len(poses) < len(pl.u.Bases) {
		n := withPoses(pl.s, poses)
		var why error
		placed := false
		for _, sp := range pl.spots(n, poses) {
			path, err := pl.route(n, poses, sp.id, sp.pose)
			if err != nil {
				if why == nil {
					why = err
				}
				continue
			}
			poses[sp.id], paths[sp.id] = sp.pose, path
			placed = true
			break
		}
		if !placed {
			return nil, nil, pl.formationRefusal(poses, why)
		}
	}
	var rs []geom.Rect
	for _, id := range pl.u.Bases {
		b, _ := pl.s.Base(id)
		rs = append(rs, b.Shape.At(poses[id]))
	}
	if FormationOf(rs) == Broken {
		return nil, nil, pl.formationRefusal(poses, nil)
	}
	return poses, paths, nil
}

func (pl placer) formationRefusal(poses map[string]geom.Pose, why error) *rules.Violation {
	rule := "WME §9.9 [L1590], [L1596]"
	if pl.support {
		rule = "WME §9.9 [L1651]"
	}
	msg := fmt.Sprintf("the rest of %s cannot be placed in formation with the elements that moved straight ahead", pl.u.Title())
	if why != nil {
		msg += ": " + violationMsg(why)
	}
	return &rules.Violation{Code: "no-pursuit", Rule: rule, Bases: pl.u.Bases, Msg: msg}
}

// spots lists the places the unplaced elements may take in n (the
// table with the placed ones moved), best first: beside or behind an
// element placed, and, into contact, stepped forward against the enemy
// or flush against an edge of the pursued unit; in support, the spots
// behind or beside the friends' fighting elements.
func (pl placer) spots(n *rules.State, poses map[string]geom.Pose) []freeSpot {
	var placed []geom.Rect
	for _, id := range pl.u.Bases {
		if _, ok := poses[id]; ok {
			b, _ := n.Base(id)
			placed = append(placed, b.Shape)
		}
	}
	var out []freeSpot
	for _, id := range pl.u.Bases {
		if _, ok := poses[id]; ok {
			continue
		}
		b, _ := n.Base(id)
		for _, p := range pl.candidatePoses(n, b.Shape, placed) {
			if sc, ok := pl.judge(n, poses, id, b.Shape, p, placed); ok {
				out = append(out, freeSpot{id, p, sc})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].score.better(out[j].score) })
	return out
}

// candidatePoses are the poses tried for an element of shape r.
func (pl placer) candidatePoses(n *rules.State, r geom.Rect, placed []geom.Rect) []geom.Pose {
	var out []geom.Pose
	for _, x := range placed {
		fwd, right := x.Forward(), x.RightDir()
		line := x.Center.Add(fwd.Scale((x.Depth - r.Depth) / 2))
		for _, sign := range []float64{-1, 1} {
			slot := geom.Pose{Pos: line.Add(right.Scale(sign * (x.Width + r.Width) / 2)), Facing: x.Facing}
			out = append(out, slot)
			if !pl.support {
				if p, ok := pl.stepForward(n, r, slot); ok {
					out = append(out, p)
				}
			}
		}
		out = append(out, geom.Pose{Pos: x.Center.Sub(fwd.Scale((x.Depth + r.Depth) / 2)), Facing: x.Facing})
	}
	if pl.support {
		for _, f := range pl.fronts {
			turned := r
			turned.Facing = f.rect.Facing
			for _, c := range supportSpots(turned, f.rect) {
				out = append(out, geom.Pose{Pos: c, Facing: f.rect.Facing})
			}
		}
		return out
	}
	for _, o := range rects(n, pl.t) {
		out = append(out, flushPoses(r, o)...)
	}
	return out
}

// stepForward is slot moved straight ahead until the element's front
// touches an enemy, by less than its depth so that it still touches its
// neighbour (as the battle line steps forward, [L867-869]).
func (pl placer) stepForward(n *rules.State, r geom.Rect, slot geom.Pose) (geom.Pose, bool) {
	at := r.At(slot)
	f := table.Filter{SkipBase: func(o *table.Base) bool { return o.Side == pl.u.Side }}
	enc := n.Table.Translate(at, at.Forward(), at.Depth, f)
	if len(enc) == 0 || enc[0].At <= geom.Eps || enc[0].At >= at.Depth-geom.Eps {
		return geom.Pose{}, false
	}
	return geom.Pose{Pos: slot.Pos.Add(at.Forward().Scale(enc[0].At)), Facing: slot.Facing}, true
}

// flushPoses are the poses of an element of shape r with its front edge
// flush against each edge of o: centred on it, and at either end of it.
func flushPoses(r, o geom.Rect) []geom.Pose {
	var out []geom.Pose
	for e := geom.Front; e <= geom.Left; e++ {
		seg, normal := o.Edge(e), o.Outward(e)
		along := seg.Dir().Unit()
		facing := normal.Neg().Angle()
		for _, p := range []geom.Vec{seg.A.Add(seg.B).Scale(0.5), seg.A.Add(along.Scale(r.Width / 2)), seg.B.Sub(along.Scale(r.Width / 2))} {
			out = append(out, geom.Pose{Pos: p.Add(normal.Scale(r.Depth / 2)), Facing: facing})
		}
	}
	return out
}

// judge scores one free element's place, or says it may not go there:
// on the table, on nothing but its own unit's unplaced elements and
// terrain it may enter, touching an element placed, within its full pace
// as the crow flies, by the rules of elementEndProblem, and in support
// touching no enemy at all ([L1651]).
func (pl placer) judge(n *rules.State, poses map[string]geom.Pose, id string, start geom.Rect, p geom.Pose, placed []geom.Rect) (placeScore, bool) {
	end := start.At(p)
	var sc placeScore
	for k, c := range start.Corners() {
		sc.reach = math.Max(sc.reach, c.Dist(end.Corners()[k]))
	}
	if sc.reach > pace(pl.u)+geom.Eps || !n.Table.OnTable(end) {
		return sc, false
	}
	if len(n.Table.Overlaps(end, pl.passable(poses, id, start))) > 0 || !table.TouchesAny(end, placed) {
		return sc, false
	}
	if elementEndProblem(n, pl.u, id, end, pl.support) != nil {
		return sc, false
	}
	for i := range n.Table.Bases {
		o := &n.Table.Bases[i]
		if o.Side == pl.u.Side || o.Round {
			continue
		}
		c, ok := table.Touching(end, o.Shape)
		switch {
		case !ok:
		case pl.support:
			return sc, false
		case o.Unit == pl.t.ID:
			sc.touch = true
			if c.Kind == table.EdgeToEdge && c.EdgeA == geom.Front && c.Aligned {
				sc.front += c.Overlap
			}
		}
	}
	sc.support = pl.u.Type == Infantry && pl.supports(n, end, placed)
	return sc, true
}

// passable is the filter of what an element of the pursuer moving from
// start may cross or end on: its own unit's elements not yet placed
// (A12), terrain it already stands in and the barriers it passes.
func (pl placer) passable(poses map[string]geom.Pose, id string, start geom.Rect) table.Filter {
	return table.Filter{
		SkipBase: func(o *table.Base) bool {
			_, moved := poses[o.ID]
			return o.ID == id || o.Unit == pl.u.ID && !moved
		},
		Blocks: pl.terrain(start),
	}
}

// supports reports whether r stands exactly behind or beside (G17) an
// element placed that fights to its front, or a friend's in support.
func (pl placer) supports(n *rules.State, r geom.Rect, placed []geom.Rect) bool {
	for _, x := range placed {
		if fightsToFront(n, pl.u, x) && supportsElement(r, x) {
			return true
		}
	}
	for _, f := range pl.fronts {
		if supportsElement(r, f.rect) {
			return true
		}
	}
	return false
}

// fightsToFront reports whether element r of u touches an enemy through
// its front edge or a front corner ([L1446-1452]).
func fightsToFront(n *rules.State, u *rules.Unit, r geom.Rect) bool {
	for i := range n.Table.Bases {
		o := &n.Table.Bases[i]
		if o.Side == u.Side || o.Round {
			continue
		}
		if c, ok := table.Touching(r, o.Shape); ok {
			if _, front := contactClass(c); front {
				return true
			}
		}
	}
	return false
}

// supportCount is how many of u's elements at poses stand in support.
func (pl placer) supportCount(poses map[string]geom.Pose) int {
	n := withPoses(pl.s, poses)
	k := 0
	for _, id := range pl.u.Bases {
		b, _ := n.Base(id)
		for _, f := range pl.fronts {
			if supportsElement(b.Shape, f.rect) {
				k++
				break
			}
		}
	}
	return k
}

// route is the cheapest of the solver's path shapes that takes element
// id to p within the unit's full pace (directRoute), its sweep clear of
// everything but the unit's unplaced elements (A12) and terrain it
// already stands in; the placed ones block.
func (pl placer) route(n *rules.State, poses map[string]geom.Pose, id string, p geom.Pose) (geom.Path, error) {
	b, _ := n.Base(id)
	path, v := directRoute(n, id, b.Shape, p, pace(pl.u), pl.passable(poses, id, b.Shape))
	if v != nil {
		return nil, v
	}
	return path, nil
}

// directRoute is the cheapest of the solver's path shapes
// (charge.PathShapes: straight, with one turn, at most one bend) that
// takes element id from start to p within allow, its sweep clear by f:
// the direct path every pursuer must be able to trace, no tortuous one
// ([L1580-1582]).
func directRoute(n *rules.State, id string, start geom.Rect, p geom.Pose, allow float64, f table.Filter) (geom.Path, *rules.Violation) {
	paths := charge.PathShapes(start.Pose(), p)
	sort.SliceStable(paths, func(i, j int) bool { return paths[i].MaxCornerTravel(start) < paths[j].MaxCornerTravel(start) })
	var why *rules.Violation
	for _, path := range paths {
		if cost := path.MaxCornerTravel(start); cost > allow+geom.Eps {
			if why == nil {
				why = &rules.Violation{Code: "allowance", Rule: "WME §9.9 [L1580]", Bases: []string{id}, Areas: []geom.Polygon{start.At(p).Polygon()},
					Msg: fmt.Sprintf("%s would move %.1f cm, more than its full pace of %.0f cm", n.Called(id), cost, allow)}
			}
			continue
		}
		if sw := n.Table.Sweep(start, path, f); !sw.Clear {
			if why == nil {
				why = &rules.Violation{Code: "blocked", Rule: "WME §9.9 [L1582]", Bases: rules.Involved(id, sw.Hit),
					Areas: []geom.Polygon{start.At(sw.Stop).Polygon()},
					Msg:   fmt.Sprintf("%s's direct path is blocked by %s", n.Called(id), n.Describe(sw.Hit))}
			}
			continue
		}
		return path, nil
	}
	return nil, why
}
