package bloodblades

import (
	"fmt"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// GroupAhead is the move taking the group ids d cm straight ahead
// (G25).
func GroupAhead(s *rules.State, side int, ids []string, d float64) rules.Action {
	return groupAction(s, side, ids, func(sh []geom.Rect) func(geom.Pose) geom.Pose {
		v := sh[0].Forward().Scale(d)
		return func(p geom.Pose) geom.Pose { return geom.Pose{Pos: p.Pos.Add(v), Facing: p.Facing} }
	})
}

// GroupPivot is the move pivoting the group ids forward by turn radians
// (> 0) on the front-left corner of its front (left) or the front-right
// one (G24).
func GroupPivot(s *rules.State, side int, ids []string, left bool, turn float64) rules.Action {
	return groupAction(s, side, ids, func(sh []geom.Rect) func(geom.Pose) geom.Pose {
		front := Front(sh)
		c, t := sh[front[len(front)-1]].CornerAt(geom.FR), turn
		if left {
			c, t = sh[front[0]].CornerAt(geom.FL), -turn
		}
		return func(p geom.Pose) geom.Pose { return geom.Pose{Pos: p.Pos.RotateAbout(c, t), Facing: p.Facing + t} }
	})
}

// GroupAboutFace is the move turning every base of ids about in place
// [L1593].
func GroupAboutFace(s *rules.State, side int, ids []string) rules.Action {
	return groupAction(s, side, ids, func([]geom.Rect) func(geom.Pose) geom.Pose {
		return func(p geom.Pose) geom.Pose { return geom.Pose{Pos: p.Pos, Facing: p.Facing + math.Pi} }
	})
}

// groupAction is a move of the bases ids by one step, which step makes
// from their current shapes.
func groupAction(s *rules.State, side int, ids []string, step func([]geom.Rect) func(geom.Pose) geom.Pose) rules.Action {
	shapes := make([]geom.Rect, len(ids))
	for i, id := range ids {
		shapes[i] = mustBase(s, id).Shape
	}
	move := step(shapes)
	a := rules.Action{Kind: rules.KindMove, Side: side}
	for i, id := range ids {
		from := shapes[i].Pose()
		a.Moves = append(a.Moves, rules.Move{Base: id, Path: geom.Path{from, move(from)}})
	}
	return a
}

// subjectOf is the group the selection orders: the selected bases if they
// are a group, or the whole group of a single selected base — the broken
// column it is in, if any [L1541], else its group; nil if neither.
func subjectOf(s *rules.State, side int, ids []string) []string {
	switch {
	case len(ids) == 1:
		for _, col := range BrokenColumns(s, side) {
			if slices.Contains(col, ids[0]) {
				return col
			}
		}
		for _, g := range Groups(s, side) {
			if slices.Contains(g, ids[0]) {
				return g
			}
		}
	case len(ids) > 1 && IsGroup(s, ids):
		return ids
	}
	return nil
}

// groupOffers are the group moves of the selection's group
// (groupMoveOffers), then the pack moves of the pack holding the
// selection (packOffers): a group may always be ordered as a pack
// [L1645].
func (r Rules) groupOffers(s *rules.State, side int, sel []string) []rules.Offer {
	return append(r.groupMoveOffers(s, side, sel), r.packOffers(s, side, sel)...)
}

// groupMoveOffers are the group moves of the selection's group
// (subjectOf): straight ahead as far as it may go, a pivot left and right
// (a quarter turn, or as far as the allowance goes), an about-face, for a
// column its follow-the-head moves and extensions (columnOffers), for
// another group forming a column behind the selected front base (or the
// front's leftmost), and a halt if it holds impetuous troops.
func (r Rules) groupMoveOffers(s *rules.State, side int, sel []string) []rules.Offer {
	ids := subjectOf(s, side, sel)
	if ids == nil {
		return nil
	}
	what := fmt.Sprintf("group of %d", len(ids))
	if IsSubGroup(s, ids) {
		what = fmt.Sprintf("sub-group of %d", len(ids))
	}
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil
	}
	if col, ok := Column(s, ids); ok && IsBroken(s, col) {
		// A broken column follows its head [L1532] or about-faces.
		out := r.columnOffers(s, side, col)
		out = append(out, r.offer(s, "About-face, "+what, GroupAboutFace(s, side, ids)))
		return append(out, r.haltOffers(s, side, ids, what)...)
	}
	var out []rules.Offer
	if d := r.aheadReach(s, side, ids); d > geom.Eps*10 {
		out = append(out, r.offer(s, fmt.Sprintf("Straight ahead, %s: %.1f MU", what, c.InMU(d)), GroupAhead(s, side, ids, d)))
	}
	out = append(out, r.zocContactOffer(s, side, ids)...)
	for _, left := range []bool{true, false} {
		a := GroupPivot(s, side, ids, left, math.Pi/2)
		if g, err := prepareGroup(s, a); err == nil && g.length > g.allow && g.radius > 0 {
			a = GroupPivot(s, side, ids, left, g.allow/g.radius)
		}
		dir := "right"
		if left {
			dir = "left"
		}
		turn := math.Abs(a.Moves[0].Path[1].Facing - a.Moves[0].Path[0].Facing)
		out = append(out, r.offer(s, fmt.Sprintf("Pivot %s, %s: %.0f°", dir, what, geom.Deg(turn)), a))
	}
	out = append(out, r.offer(s, "About-face, "+what, GroupAboutFace(s, side, ids)))
	if col, ok := Column(s, ids); ok {
		out = append(out, r.columnOffers(s, side, col)...)
	} else {
		shapes := make([]geom.Rect, len(ids))
		for i, id := range ids {
			shapes[i] = mustBase(s, id).Shape
		}
		var head string
		for _, i := range Front(shapes) {
			if head == "" || len(sel) == 1 && ids[i] == sel[0] {
				head = ids[i]
			}
		}
		out = append(out, r.formColumnOffers(s, side, ids, head, what)...)
		out = append(out, r.rightAngleOffers(s, side, ids, shapes, what)...)
	}
	return append(out, r.haltOffers(s, side, ids, what)...)
}

// haltOffers is the halt of the group ids when it holds impetuous troops
// [L1338-1340].
func (r Rules) haltOffers(s *rules.State, side int, ids []string, what string) []rules.Offer {
	for _, id := range ids {
		if u, ok := s.UnitOf(id); ok && Impetuous(troopOf(u)) {
			return []rules.Offer{r.offer(s, "Halt the "+what, HaltAction(side, ids...))}
		}
	}
	return nil
}

// aheadReach is how far (cm) the group may go straight ahead: its
// allowance (A18), cut by the stop rule [L1449] and by the first
// obstacle (short of contact with an enemy).
func (r Rules) aheadReach(s *rules.State, side int, ids []string) float64 {
	c, _ := ConfigOf(s.Settings)
	d := 0.0
	for _, id := range ids {
		u, _ := s.UnitOf(id)
		row := moveRow(c, u, troopOf(u))
		d = max(d, c.Cm(max(row[colGGo], row[colRoad])+1))
	}
	for range 6 {
		g, err := prepareGroup(s, GroupAhead(s, side, ids, d))
		if err != nil {
			return 0
		}
		next := d
		for k, m := range g.who {
			next = math.Min(next, g.terr[k].reach())
			sw := s.Table.Sweep(m.base.Shape, g.paths[k], table.Filter{Edges: true, SkipBase: func(o *table.Base) bool { return g.moving(o.ID) },
				Blocks: impassableFor(c, m.troop)})
			if !sw.Clear {
				stop := sw.Stop.Pos.Dist(m.base.Shape.Center)
				if s.IsEnemy(sw.Hit, side) {
					stop -= 2 * table.ContactTolerance
				}
				next = math.Min(next, stop)
			}
		}
		if next >= d-geom.Eps {
			break
		}
		d = math.Max(next, 0)
	}
	return d
}

// columnOffers are the column col's follow-the-head moves [L1532]: for
// a broken column, its head straight ahead as far as the allowance goes,
// when that is any way at all; for any column, the head pivoting a
// quarter turn left or right on its front corner and going straight
// ahead with what is left of the allowance, the others following its
// path; and its extensions into a line to the left and to the right of
// its head, which does not move [L1572-1577].
func (r Rules) columnOffers(s *rules.State, side int, col []string) []rules.Offer {
	c, _ := ConfigOf(s.Settings)
	var out []rules.Offer
	// A head with nothing left to go straight ahead with (the bends its
	// followers go round spend the allowance) is offered no move of 0
	// MU, which goes nowhere [L1488], as the group's straight ahead
	// (groupMoveOffers).
	if IsBroken(s, col) {
		if d := r.followReach(s, side, col, 0); d > geom.Eps*10 {
			out = append(out, r.offer(s, fmt.Sprintf("Broken column of %d follows its head straight ahead %.1f MU", len(col), c.InMU(d)),
				ColumnFollow(s, side, col, HeadPath(mustBase(s, col[0]).Shape, 0, d))))
		}
	}
	for _, left := range []bool{true, false} {
		turn, dir := math.Pi/2, "right"
		if left {
			turn, dir = -turn, "left"
		}
		d := r.followReach(s, side, col, turn)
		a := ColumnFollow(s, side, col, HeadPath(mustBase(s, col[0]).Shape, turn, d))
		out = append(out, r.offer(s, fmt.Sprintf("Column of %d follows its head: pivot %s 90°, then %.1f MU", len(col), dir, c.InMU(d)), a))
	}
	for _, left := range []bool{true, false} {
		dir := "right"
		if left {
			dir = "left"
		}
		out = append(out, r.offer(s, fmt.Sprintf("Extend the column of %d into a line to the %s of its head", len(col), dir), ExtendColumn(s, side, col, left)))
	}
	bend, broken := bendSide(s, col)
	for _, left := range []bool{true, false} {
		if broken && (bend < 0) != left {
			continue // only to the side it is bent [L1585]
		}
		dir := "right"
		if left {
			dir = "left"
		}
		out = append(out, r.offer(s, fmt.Sprintf("Extend the column of %d by pivoting its head %s", len(col), dir), ExtendColumnPivot(s, side, col, left)))
	}
	return out
}

// followReach is how far (cm) the head of the column col may go
// straight ahead after pivoting by turn radians (none when 0) on its
// front corner, the others following: the allowance (A18, which depends
// on the terrain the paths cross) less the longest arc any base pivots
// (A22), found from the longest allowance any base has.
func (r Rules) followReach(s *rules.State, side int, col []string, turn float64) float64 {
	c, _ := ConfigOf(s.Settings)
	head := mustBase(s, col[0]).Shape
	arc := math.Abs(turn) * head.Width
	d := 0.0
	for _, id := range col {
		u, _ := s.UnitOf(id)
		row := moveRow(c, u, troopOf(u))
		d = max(d, c.Cm(max(row[colGGo], row[colRoad])+1)-arc)
	}
	for range 3 {
		g, err := prepareGroup(s, ColumnFollow(s, side, col, HeadPath(head, turn, math.Max(d, 0))))
		if err != nil {
			break
		}
		// What is not straight ahead: the head's pivot, or a
		// follower's round the column's earlier bends.
		turns := g.length - math.Max(d, 0)
		next := math.Max(g.allow-turns, 0)
		if math.Abs(next-d) <= geom.Eps {
			break
		}
		d = next
	}
	return math.Max(d, 0)
}

// formColumnOffers are the group ids forming a column with the same
// orientation behind head [L1549-1554], in each order
// sameOrientationOrders names.
//
// When an order cannot be made whole (the head cannot go far enough for
// everyone to fall in), it is also offered with as many bases falling in
// as the rules allow, the others sliding sideways towards the column
// [L1553] (FormColumnSliding).
func (r Rules) formColumnOffers(s *rules.State, side int, ids []string, head, what string) []rules.Offer {
	label := "Form a column behind " + unitName(s, head)
	var out []rules.Offer
	for _, o := range sameOrientationOrders(s, ids, head) {
		out = append(out, r.formOffers(s, side, FormColumnInOrder(s, side, o.order), o.label(label, what))...)
	}
	return out
}

// formOffers is the offer of a forming a, and, when a cannot be made,
// the same order with the most bases falling in that can be, the others
// sliding sideways [L1553].
func (r Rules) formOffers(s *rules.State, side int, a rules.Action, label string) []rules.Offer {
	out := []rules.Offer{r.offer(s, label, a)}
	if out[0].Disabled == "" {
		return out
	}
	order := make([]string, len(a.Moves))
	for i, m := range a.Moves {
		order[i] = m.Base
	}
	z := newZocRefusals(s)
	for n := len(order) - 1; n >= 2; n-- {
		slide := FormColumnSliding(s, side, order, n)
		if z.allowed(r, slide) {
			return append(out, r.offer(s, fmt.Sprintf("%s: %d fall in, %d slide sideways", label, n-1, len(order)-n), slide))
		}
	}
	return out
}

// rightAngleOffers are the group ids forming a column at right angles
// [L1556-1560], headed by the leftmost base of its front pivoting left,
// and by the rightmost pivoting right, each in the orders
// rightAngleOrders names.
func (r Rules) rightAngleOffers(s *rules.State, side int, ids []string, shapes []geom.Rect, what string) []rules.Offer {
	front := Front(shapes)
	ends := []int{front[0]}
	if len(front) > 1 {
		ends = append(ends, front[len(front)-1])
	}
	var out []rules.Offer
	for k, i := range ends {
		dir := "left"
		if k == 1 {
			dir = "right"
		}
		label := fmt.Sprintf("Form a column to the %s at right angles behind %s", dir, unitName(s, ids[i]))
		for _, o := range rightAngleOrders(s, ids, ids[i]) {
			out = append(out, r.offer(s, o.label(label, what), FormColumnRightAngleInOrder(s, side, o.order)))
		}
	}
	return out
}

// unitName is the name of the unit of the base id, as the offers give
// it.
func unitName(s *rules.State, id string) string {
	if u, ok := s.UnitOf(id); ok {
		return u.Title()
	}
	return id
}

// zocContactOffer is, for the group ids holding a base in an enemy ZoC,
// its move into close combat that [L1402] puts first
// (bestGroupEngaging): with every zocced base's own zoccer if it can,
// else with any enemy; "zoc-ahead" and "zoc-straightest" name it. The
// searches, both ways sharing their candidates' checks, are remembered
// as a check of the group's moves remembers them (bestMemo), so that the
// checks of this offer and of the others find them done.
func (r Rules) zocContactOffer(s *rules.State, side int, ids []string) []rules.Offer {
	g := &groupPlan{}
	var err error
	if g.c, err = ConfigOf(s.Settings); err != nil {
		return nil
	}
	zocd := false
	for _, id := range ids {
		m, err := readMover(s, side, id)
		if err != nil {
			return nil
		}
		g.who = append(g.who, m)
		zocd = zocd || len(Zoccers(s, m.base)) > 0
	}
	if !zocd {
		return nil
	}
	state := stateKey(s)
	var search *engagingSearch
	var h groupZocMove
	for _, zoccer := range []bool{true, false} {
		h = bestMemo.get(groupQuestion(state, g, zoccer), func() groupZocMove {
			if search == nil {
				search = newEngagingSearch(s, g)
			}
			return summarise(search.best(zoccer))
		})
		if h.found {
			break
		}
	}
	if !h.found {
		return nil
	}
	a := rules.Action{Kind: rules.KindMove, Side: side, Moves: h.givenMoves()}
	o := r.offer(s, h.label, a)
	o.Preview = a.Moves
	return []rules.Offer{o}
}
