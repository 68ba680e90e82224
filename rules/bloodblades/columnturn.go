package bloodblades

import (
	"fmt"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The column manoeuvres in which bases turn on their own (bnb.md §7.5):
// extending a column by pivoting its head [L1579-1585], and forming a
// column at right angles to the group [L1556-1560]. Each base measures
// its own path by the single-base metric (the longer front corner's
// path, [L1499]); the move's length is the longest, each base's length
// divided by how many times the group's allowance it may use.

// RightAngleFactor is how many times the group's allowance the bases
// following the head may use when a group forms a column at right angles
// [L1559].
const RightAngleFactor = 4

// quarterTurn reports whether turn is a quarter turn either way, within
// DirTolerance.
func quarterTurn(turn float64) bool {
	return math.Abs(math.Abs(turn)-math.Pi/2) <= DirTolerance
}

// ownTravel sets g's measures and length for bases moving on their own:
// the head's path by the single-base metric, the others' the same
// divided by factor (their allowance is factor times the group's).
func (g *groupPlan) ownTravel(factor float64) {
	g.steps, g.length, g.own = nil, 0, make([]func(geom.Path) float64, len(g.who))
	for k, m := range g.who {
		shape, f := m.base.Shape, 1.0
		if k > 0 {
			f = factor
		}
		g.own[k] = func(p geom.Path) float64 { return travel(shape, p) / f }
		g.length = math.Max(g.length, g.own[k](g.paths[k]))
	}
}

// extendsByPivot reports whether g's paths read as the column col
// extending by pivoting its head [L1579]: the head only pivots a quarter
// turn on a front corner, and some other base moves (following a head
// that only pivots, they would all stay).
func extendsByPivot(g *groupPlan, col []string) bool {
	k := slices.IndexFunc(g.who, func(m mover) bool { return m.base.ID == col[0] })
	ops, v := headOps(col[0], g.who[k].base.Shape, g.paths[k])
	if v != nil || len(ops) != 1 || !ops[0].pivot || !quarterTurn(ops[0].turn) {
		return false
	}
	for j, p := range g.paths {
		if j != k && !only(p, legStill) {
			return true
		}
	}
	return false
}

// prepareExtensionPivot reads g (a column, head first, whose head pivots
// a quarter turn on a front corner, extendsByPivot) as extending it into
// a line by pivoting its head [L1579-1583]; a broken column only to the
// side it is bent [L1585].
func prepareExtensionPivot(s *rules.State, g *groupPlan) *rules.Violation {
	head := g.who[0].base.Shape
	turn := geom.NormAngle(g.paths[0].End().Facing - head.Facing)
	ids := g.ids()
	if bend, ok := bendSide(s, ids); ok && (bend < 0) != (turn < 0) {
		return &rules.Violation{Code: "extend", Rule: "BnB §7.5 [L1585]", Bases: ids,
			Msg: fmt.Sprintf("the column of %s is broken: its head may pivot only to the side it is bent", g.called(0))}
	}
	return prepareExtension(g, true)
}

// bendSide is the sign of the bend of the broken column col (head
// first) nearest its head: < 0 bent to the left, > 0 to the right; false
// for a straight column.
func bendSide(s *rules.State, col []string) (float64, bool) {
	for k := 1; k < len(col); k++ {
		a, b := mustBase(s, col[k-1]).Shape, mustBase(s, col[k]).Shape
		if !sameFacing(a, b) {
			return geom.NormAngle(a.Facing - b.Facing), true
		}
	}
	return 0, false
}

// prepareFormRightAngle reads g (a group, not a column, whose paths end
// in a column, head first as order gives it) as forming a column at
// right angles to it [L1556-1560]: the head is a base at one end of the
// front [L1558]; it pivots a quarter turn on a front corner, then may go
// straight ahead, never turning again [L1562], within the group's
// allowance; the others end directly behind it, in the order the player
// gives them (the order they end in), each with RightAngleFactor times
// the group's allowance [L1559]. Bases that cannot are left out of the
// action [L1560].
func prepareFormRightAngle(g *groupPlan, order []int) *rules.Violation {
	ids := g.ids()
	h := order[0]
	starts := make([]geom.Rect, len(g.who))
	for k, m := range g.who {
		starts[k] = m.base.Shape
	}
	front := Front(starts)
	if len(front) == 0 || h != front[0] && h != front[len(front)-1] {
		return &rules.Violation{Code: "form", Rule: "BnB §7.5 [L1558]", Bases: []string{ids[h]},
			Msg: fmt.Sprintf("%s would head a column at right angles: the head is a base at one end of the group's front", g.who[h].name())}
	}
	ops, v := headOps(ids[h], starts[h], g.paths[h])
	if v != nil {
		return v
	}
	if len(ops) == 0 || !ops[0].pivot || !quarterTurn(ops[0].turn) || slices.ContainsFunc(ops[1:], func(o colOp) bool { return o.pivot }) {
		return &rules.Violation{Code: "form", Rule: "BnB §7.5 [L1558, L1562]", Bases: []string{ids[h]},
			Msg: fmt.Sprintf("%s heads a column at right angles: it pivots a quarter turn on a front corner, then may go straight ahead, and turns no more", g.who[h].name())}
	}
	if v := g.overlapping("BnB §7.5 [L1556-1560]"); v != nil {
		return v
	}
	g.reorderBy(order)
	g.ownTravel(RightAngleFactor)
	g.form = fmt.Sprintf("form a column at right angles behind %s", g.called(h))
	return nil
}

// reorderBy puts g's bases in the order of the indices order.
func (g *groupPlan) reorderBy(order []int) {
	ids := g.ids()
	out := make([]string, len(order))
	for k, i := range order {
		out[k] = ids[i]
	}
	g.reorder(out)
}

// pivotThenTo is the path of r pivoting by turn on its own front corner
// (cornerPivot), as the head did, then going straight to to: how a base
// turning on its own stays clear of those behind it.
func pivotThenTo(r geom.Rect, turn float64, to geom.Vec) geom.Path {
	mid := cornerPivot(r, turn)
	return geom.Path{r.Pose(), mid, {Pos: to, Facing: mid.Facing}}
}

// ExtendColumnPivot is the move extending the column col (head first)
// into a line by pivoting its head a quarter turn left (on its front-left
// corner) or right [L1579-1582]: the k-th base behind pivots as the head
// did, then goes to the k-th place beside it, on the side the column
// stood (behind the head before it pivoted).
func ExtendColumnPivot(s *rules.State, side int, col []string, left bool) rules.Action {
	h := mustBase(s, col[0]).Shape
	turn := math.Pi / 2
	if left {
		turn = -turn // a pivot left is a negative turn
	}
	end := h.At(cornerPivot(h, turn))
	back := h.Forward().Scale(-1) // where the column stood
	a := rules.Action{Kind: rules.KindMove, Side: side}
	a.Moves = append(a.Moves, rules.Move{Base: col[0], Path: geom.Path{h.Pose(), end.Pose()}})
	off := h.Width / 2
	for _, id := range col[1:] {
		r := mustBase(s, id).Shape
		c := end.Center.Add(back.Scale(off + r.Width/2)).Add(end.Forward().Scale((h.Depth - r.Depth) / 2))
		off += r.Width
		a.Moves = append(a.Moves, rules.Move{Base: id, Path: pivotThenTo(r, turn, c)})
	}
	return a
}

// FormColumnRightAngle is the move forming the group ids into a column
// at right angles [L1556-1560]: head, a base at one end of its front,
// pivots a quarter turn on its outer front corner (left for the leftmost
// base, else right) and stays there; the others pivot as it did, then
// fall in behind it, the nearest first (nearestTurned).
func FormColumnRightAngle(s *rules.State, side int, ids []string, head string) rules.Action {
	return FormColumnRightAngleInOrder(s, side, nearestTurned(s, ids, head))
}

// rightAngleTurn is the quarter turn of head forming the group ids into
// a column at right angles: left (negative) for the leftmost base of the
// front, else right.
func rightAngleTurn(s *rules.State, ids []string, head string) float64 {
	if ids[Front(columnShapes(s, ids))[0]] == head {
		return -math.Pi / 2
	}
	return math.Pi / 2
}

// nearestTurned is the order, head first, in which the others of the
// group ids fall in behind head at right angles when the nearest to the
// head's place once pivoted comes first (a tie in the order of ids).
func nearestTurned(s *rules.State, ids []string, head string) []string {
	h := mustBase(s, head).Shape
	end := h.At(cornerPivot(h, rightAngleTurn(s, ids, head)))
	rest := others(ids, head)
	slices.SortStableFunc(rest, func(x, y string) int {
		dx := mustBase(s, x).Shape.Center.Dist(end.Center)
		dy := mustBase(s, y).Shape.Center.Dist(end.Center)
		if math.Abs(dx-dy) <= table.ContactTolerance {
			return 0
		}
		return cmpFloat(dx, dy)
	})
	return append([]string{head}, rest...)
}

// FormColumnRightAngleInOrder is the move forming the group order into
// a column at right angles [L1556-1560] in that order, the player's
// [L1559]: order[0], a base at one end of the front, pivots a quarter
// turn on its outer front corner (rightAngleTurn) and stays there; the
// others, order's rest, pivot as it did, then fall in behind it in that
// order.
func FormColumnRightAngleInOrder(s *rules.State, side int, order []string) rules.Action {
	head := order[0]
	h := mustBase(s, head).Shape
	turn := rightAngleTurn(s, order, head)
	end := h.At(cornerPivot(h, turn))
	a := rules.Action{Kind: rules.KindMove, Side: side}
	a.Moves = append(a.Moves, rules.Move{Base: head, Path: geom.Path{h.Pose(), end.Pose()}})
	back := end.Forward().Scale(-1)
	d := end.Depth / 2
	for _, id := range order[1:] {
		r := mustBase(s, id).Shape
		c := end.Center.Add(back.Scale(d + r.Depth/2))
		d += r.Depth
		a.Moves = append(a.Moves, rules.Move{Base: id, Path: pivotThenTo(r, turn, c)})
	}
	return a
}

func cmpFloat(x, y float64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}
