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
// are a group, or the whole group of a single selected base; nil if
// neither.
func subjectOf(s *rules.State, side int, ids []string) []string {
	switch {
	case len(ids) == 1:
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

// groupOffers are the group moves of the selection's group (subjectOf):
// straight ahead as far as it may go, a pivot left and right (a quarter
// turn, or as far as the allowance goes), an about-face, for a column
// its follow-the-head moves and extensions (columnOffers), for another
// group forming a column behind the selected front base (or the front's
// leftmost), and a halt if it holds impetuous troops.
func (r Rules) groupOffers(s *rules.State, side int, sel []string) []rules.Offer {
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
	var out []rules.Offer
	if d := r.aheadReach(s, side, ids); d > geom.Eps*10 {
		out = append(out, r.offer(s, fmt.Sprintf("Straight ahead, %s: %.1f MU", what, c.InMU(d)), GroupAhead(s, side, ids, d)))
	}
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
		name := head
		if u, ok := s.UnitOf(head); ok {
			name = u.Name
		}
		out = append(out, r.offer(s, fmt.Sprintf("Form a column behind %s, %s", name, what), FormColumn(s, side, ids, head)))
	}
	for _, id := range ids {
		if u, ok := s.UnitOf(id); ok && Impetuous(troopOf(u)) {
			out = append(out, r.offer(s, "Halt the "+what, HaltAction(side, ids...)))
			break
		}
	}
	return out
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
		next := math.Min(d, g.allow)
		for k, m := range g.who {
			if t := g.terr[k]; t.stopped {
				next = math.Min(next, t.stopUsed)
			}
			sw := s.Table.Sweep(m.base.Shape, g.paths[k], table.Filter{Edges: true, SkipBase: func(o *table.Base) bool { return g.moving(o.ID) },
				Blocks: func(f *table.Feature) bool { k, ok := categoryOf(c, m.troop, f); return ok && k == Impassable }})
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

// columnOffers are the column col's follow-the-head moves [L1532]: the
// head pivots a quarter turn left or right on its front corner and goes
// straight ahead with what is left of the allowance, the others
// following its path; and its extensions into a line to the left and to
// the right of its head, which does not move [L1572-1577].
func (r Rules) columnOffers(s *rules.State, side int, col []string) []rules.Offer {
	head := mustBase(s, col[0]).Shape
	var out []rules.Offer
	for _, left := range []bool{true, false} {
		turn, dir := math.Pi/2, "right"
		if left {
			turn, dir = -turn, "left"
		}
		arc := math.Pi / 2 * head.Width
		d := 0.0
		for range 3 { // the allowance depends on the terrain the path crosses
			g, err := prepareGroup(s, ColumnFollow(s, side, col, HeadPath(head, turn, d)))
			if err != nil {
				break
			}
			next := math.Max(g.allow-arc, 0)
			if math.Abs(next-d) <= geom.Eps {
				break
			}
			d = next
		}
		c, _ := ConfigOf(s.Settings)
		a := ColumnFollow(s, side, col, HeadPath(head, turn, d))
		out = append(out, r.offer(s, fmt.Sprintf("Column of %d follows its head: pivot %s 90°, then %.1f MU", len(col), dir, c.InMU(d)), a))
	}
	for _, left := range []bool{true, false} {
		dir := "right"
		if left {
			dir = "left"
		}
		out = append(out, r.offer(s, fmt.Sprintf("Extend the column of %d into a line to the %s of its head", len(col), dir), ExtendColumn(s, side, col, left)))
	}
	return out
}
