package musketpike

import (
	"cmp"
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/table"
)

// Moves are dragged; these buttons are the few moves a player (or a
// sample player, or the window's number keys) may take without a drag:
// a selected unit's advance toward the nearest enemy, or back toward its
// commander while it is out of command [L376], and a wing commander's
// move onto the unit at the centre of his wing [L332]. Each is a path of
// elementary steps that Check accepts, built step by step: the step that
// brings the unit closer first, else the turn that brings the target
// nearer its front; it stops next to the target, where it must stop, or
// where its reactions stop it [L692]. Nothing here is a rule: every step
// is checked by checkMove.

// maxOfferedSteps bounds a built path: no unit has more than 10 MP [L547],
// and every step but a free one costs one at least.
const maxOfferedSteps = 12

// moveOffers are the built moves of the selected units of side.
func moveOffers(s *rules.State, side int, selected []string) []rules.Offer {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	var out []rules.Offer
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok || u.Side != side || isAC(u) || unlimberedGuns(u) || checkMover(s, u, side) != nil {
			continue
		}
		if o, ok := builtMove(s, bd, u); ok {
			out = append(out, o)
		}
		out = append(out, bridgeOffers(s, bd, u)...) // [L581]
		out = append(out, absorbOffers(s, bd, u)...) // [L642]
	}
	return out
}

// builtMove is u's offered move, false when it has none.
func builtMove(s *rules.State, bd *board, u *rules.Unit) (rules.Offer, bool) {
	at, b, ok := bd.unitAt(s, u)
	if !ok {
		return rules.Offer{}, false
	}
	var goal *rules.Unit
	var path geom.Path
	var cost int
	if isWC(u) {
		goal = wingCentre(s, bd, u)
		if goal == nil {
			return rules.Offer{}, false
		}
		path, cost = leaderPath(s, bd, u, b, at, goal)
	} else {
		goal = moveGoal(s, bd, u, at)
		if goal == nil {
			return rules.Offer{}, false
		}
		to, _, _ := bd.unitAt(s, goal)
		path, cost = stepToward(s, bd, u, b, at, to)
	}
	if len(path) < 2 {
		return rules.Offer{}, false
	}
	a := rules.Action{Kind: rules.KindMove, Side: u.Side, Moves: []rules.Move{{Base: b.ID, Path: path}}}
	return rules.Offer{
		Label:  fmt.Sprintf("Move %s toward %s — %d MP", s.UnitName(u.ID), s.UnitName(goal.ID), cost),
		Detail: []string{"a path built step by step, each checked as a drag is (M&P §7.1 [L537-L543])"},
		Action: a, Bases: u.Bases,
	}, true
}

// moveGoal is what u moves toward: its wing commander while it is out of
// command [L376], else the nearest enemy combat unit (the first in army
// order among the nearest).
func moveGoal(s *rules.State, bd *board, u *rules.Unit, at hex.Unit) *rules.Unit {
	if u.Status[stOut] == 1 {
		if wc := activeWC(s); wc != nil && wc.Side == u.Side && wingOf(wc) == wingOf(u) {
			if _, _, ok := bd.unitAt(s, wc); ok {
				return wc
			}
		}
	}
	var best *rules.Unit
	bestD := 0
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == u.Side || !isCombat(e) {
			continue
		}
		if eat, _, ok := bd.unitAt(s, e); ok {
			if d := hex.UnitDist(at, eat); best == nil || d < bestD {
				best, bestD = e, d
			}
		}
	}
	return best
}

// stepToward builds u's path toward the counter `to`: each step the first
// that Check accepts of the forward steps that bring it closer by the
// way around other counters (the pathway), then of the turns that bring
// its front closer; it ends next to `to` with `to` in front, when nothing
// helps, or where the move must stop.
func stepToward(s *rules.State, bd *board, u *rules.Unit, b *table.Base, at, to hex.Unit) (geom.Path, int) {
	path := geom.Path{b.Shape.Pose()}
	cost := 0
	ap := newPathway(s, bd, u, at, to)
	for range maxOfferedSteps {
		if hex.UnitDist(at, to) <= 1 && (!hasFacing(u) || hex.InFront(to, at)) {
			break
		}
		d := ap.of(at.Hexes()...)
		var cands []hex.Unit
		for _, f := range forwardOrAny(at) {
			if ap.of(f.Hexes()...) < d {
				cands = append(cands, f)
			}
		}
		// The nearer first, then the straighter: the one whose centre is
		// nearer the target's (a line does not drift to one side).
		goal := bd.m.Layout.Pose(to).Pos
		slices.SortStableFunc(cands, func(a, b hex.Unit) int {
			if da, db := ap.of(a.Hexes()...), ap.of(b.Hexes()...); da != db {
				return cmp.Compare(da, db)
			}
			return cmp.Compare(bd.m.Layout.Pose(a).Pos.Dist(goal), bd.m.Layout.Pose(b).Pos.Dist(goal))
		})
		if hasFacing(u) && !hex.InFront(to, at) {
			now := ap.front(at)
			for _, t := range turns(at) {
				if ap.front(t) < now {
					cands = append(cands, t)
				}
			}
		}
		next, p, ok := firstAccepted(s, bd, u.Side, b.ID, path, cands)
		if !ok {
			break
		}
		path, at, cost = append(path, bd.m.Layout.Pose(next)), next, p.cost
		if p.closed || len(p.reacts) > 0 {
			break // it must stop here [L565], [L604], [L692]
		}
	}
	return path, cost
}

// pathway is how many hexes each hex is from a target counter, going
// around the other combat units: a breadth-first search from the
// target's hexes over the hexes at most detour more than the straight
// way between the target and the mover (an ellipse), stopped a little
// beyond the mover. Hexes it did not reach count as far as the plain
// distance plus the map's size.
type pathway struct {
	bd   *board
	to   hex.Unit
	dist []int32 // by Map.Index, 0 unreached, else 1 + the hexes
	far  int
}

// detour is how many hexes the search may stray from the straight way.
const detour = 4

func newPathway(s *rules.State, bd *board, u *rules.Unit, at, to hex.Unit) *pathway {
	m := bd.m
	ap := &pathway{bd: bd, to: to, dist: make([]int32, m.Len()), far: m.Cols + m.Rows}
	span := hex.UnitDist(at, to) + 2*detour
	inside := func(h hex.Hex) bool { return to.HexDist(h)+at.HexDist(h) <= span }
	blocked := make([]bool, m.Len())
	box := bd.hexBox(append(at.Hexes(), to.Hexes()...)).Grow(float64(detour+1) * m.Layout.Size)
	for _, o := range bd.occupants(s, box, nil) {
		if o.u == u || !isCombat(o.u) || o.at == to {
			continue
		}
		for _, h := range o.at.Hexes() {
			if i, ok := m.Index(h); ok {
				blocked[i] = true
			}
		}
	}
	var queue []hex.Hex
	for _, h := range to.Hexes() {
		if i, ok := m.Index(h); ok {
			ap.dist[i], queue = 1, append(queue, h)
		}
	}
	stop := -1
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		i, _ := m.Index(h)
		d := int(ap.dist[i]) - 1
		if stop >= 0 && d > stop {
			break
		}
		if stop < 0 && at.Occupies(h) {
			stop = d + 2 // the turns look one hex beyond the front
		}
		for _, n := range h.Neighbors() {
			k, ok := m.Index(n)
			if !ok || ap.dist[k] != 0 || blocked[k] || !inside(n) {
				continue
			}
			ap.dist[k] = int32(d + 2)
			queue = append(queue, n)
		}
	}
	return ap
}

// of is the least pathway of hexes hs.
func (ap *pathway) of(hs ...hex.Hex) int {
	best := -1
	for _, h := range hs {
		d := ap.to.HexDist(h) + ap.far
		if i, ok := ap.bd.m.Index(h); ok && ap.dist[i] != 0 {
			d = int(ap.dist[i]) - 1
		}
		if best < 0 || d < best {
			best = d
		}
	}
	return best
}

// front is the least pathway of at's front hexes.
func (ap *pathway) front(at hex.Unit) int {
	f := at.Front()
	return ap.of(f.Hexes()...)
}

// forwardOrAny are the hexes a step may enter: the front ones, or any
// adjacent one for a counter with no facing [L447], [L539].
func forwardOrAny(at hex.Unit) []hex.Unit {
	if at.F >= 0 {
		return hex.ForwardSteps(at)
	}
	out := make([]hex.Unit, 0, 6)
	for d := range 6 {
		out = append(out, at.Translate(hex.Dir(d)))
	}
	return out
}

// turns are a facing change of one vertex either way: a re-face of a
// 1-hex unit [L455], a pivot of a 2-hex one in line [L457].
func turns(at hex.Unit) []hex.Unit {
	var out []hex.Unit
	if at.Two {
		for _, l := range []bool{true, false} {
			if t, _, _, err := hex.Pivot(at, l); err == nil {
				out = append(out, t)
			}
		}
		return out
	}
	for _, k := range []int{1, -1} {
		if t, err := hex.Reface(at, k); err == nil {
			out = append(out, t)
		}
	}
	return out
}

// firstAccepted is the first of cands that Check accepts as the next step
// of path, with the plan of the path through it.
func firstAccepted(s *rules.State, bd *board, side int, base string, path geom.Path, cands []hex.Unit) (hex.Unit, *plan, bool) {
	for _, c := range cands {
		try := append(path[:len(path):len(path)], bd.m.Layout.Pose(c))
		a := rules.Action{Kind: rules.KindMove, Side: side, Moves: []rules.Move{{Base: base, Path: try}}}
		if p, err := checkMove(s, a); err == nil {
			return c, p, true
		}
	}
	return hex.Unit{}, nil, false
}

// wingCentre is the combat unit of wc's wing nearest the others (the
// least sum of distances; the first in army order among equals): where a
// commander keeps every unit in his reach [L368].
func wingCentre(s *rules.State, bd *board, wc *rules.Unit) *rules.Unit {
	var units []*rules.Unit
	var ats []hex.Unit
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != wc.Side || !isCombat(u) || wingOf(u) != wingOf(wc) {
			continue
		}
		if at, _, ok := bd.unitAt(s, u); ok {
			units, ats = append(units, u), append(ats, at)
		}
	}
	var best *rules.Unit
	bestSum := 0
	for i := range units {
		sum := 0
		for j := range units {
			sum += hex.UnitDist(ats[i], ats[j])
		}
		if best == nil || sum < bestSum {
			best, bestSum = units[i], sum
		}
	}
	return best
}

// leaderPath is a wing commander's path onto goal's counter: hex by hex,
// each step bringing him closer, cut back to its last hex on a unit of
// his wing [L332] that Check accepts; none when he is there already.
func leaderPath(s *rules.State, bd *board, wc *rules.Unit, b *table.Base, at hex.Unit, goal *rules.Unit) (geom.Path, int) {
	to, _, ok := bd.unitAt(s, goal)
	if !ok || to.Occupies(at.L) {
		return nil, 0
	}
	trail := []hex.Unit{at}
	for range maxOfferedSteps {
		cur := trail[len(trail)-1]
		d := to.HexDist(cur.L)
		if d == 0 {
			break
		}
		var next hex.Unit
		found := false
		for _, n := range forwardOrAny(cur) {
			if bd.m.Contains(n.L) && to.HexDist(n.L) < d {
				next, found = n, true
				break
			}
		}
		if !found {
			break
		}
		trail = append(trail, next)
	}
	for n := len(trail); n > 1; n-- {
		path := geom.Path{b.Shape.Pose()}
		for _, t := range trail[1:n] {
			path = append(path, bd.m.Layout.Pose(t))
		}
		a := rules.Action{Kind: rules.KindMove, Side: wc.Side, Moves: []rules.Move{{Base: b.ID, Path: path}}}
		if p, err := checkMove(s, a); err == nil {
			return path, p.cost
		}
	}
	return nil, 0
}
