package bloodblades

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Forming a column with the same orientation [L1549-1554] and extending
// a column without moving its head [L1572-1577] are group moves in which
// every base moves on its own, by translations that keep its facing. The
// action names the bases that take part; the others are left out (and do
// not count for the PIGs, [L1554, L1577]).

// ExtensionBonusMU is the allowance bonus of a column extension [L1570].
const ExtensionBonusMU = 1

// pathLen is the length of a path of translations.
func pathLen(p geom.Path) float64 {
	var d float64
	for _, l := range p.Legs() {
		d += l.To.Pos.Dist(l.From.Pos)
	}
	return d
}

// translations reports whether every leg of p keeps the facing.
func translations(p geom.Path) bool {
	for _, l := range p.Legs() {
		if math.Abs(l.Turn()) > rigidTurn {
			return false
		}
	}
	return true
}

// endShapes are the group's shapes at the ends of its paths.
func (g *groupPlan) endShapes() []geom.Rect {
	out := make([]geom.Rect, len(g.who))
	for k, m := range g.who {
		out[k] = m.base.Shape.At(g.paths[k].End())
	}
	return out
}

// reformLength sets the move's length: the longest of the bases' own
// paths (every base moves on its own).
func (g *groupPlan) reformLength() {
	g.steps, g.length = nil, 0
	for _, p := range g.paths {
		g.length = math.Max(g.length, pathLen(p))
	}
}

// overlapping is a violation when two of the group's end shapes overlap.
func (g *groupPlan) overlapping(rule string) *rules.Violation {
	ends := g.endShapes()
	for i := range ends {
		for j := i + 1; j < len(ends); j++ {
			if geom.Penetration(ends[i].Polygon(), ends[j].Polygon()) > table.OverlapSlack {
				return &rules.Violation{Code: "overlap", Rule: rule, Bases: []string{g.who[i].base.ID, g.who[j].base.ID},
					Areas: []geom.Polygon{ends[i].Polygon(), ends[j].Polygon()},
					Msg:   fmt.Sprintf("%s and %s would end on each other", g.who[i].name(), g.who[j].name())}
			}
		}
	}
	return nil
}

// prepareFormColumn reads g (a group, not a column, whose paths end in a
// column, order, and bases slid beside it) as forming a column with the
// same orientation [L1549-1554]: no base turns [L1562]; the head, a base
// of the front, goes straight ahead [L1551]; every other base of order
// ends directly behind the one before it without its front going back
// [L1552]; each of slid, which could not, slides sideways towards the
// column, not beyond the head's front as it stood [L1553]
// (slideProblem). Bases that can do neither are left out of the action
// [L1554].
func prepareFormColumn(g *groupPlan, order, slid []int) *rules.Violation {
	ids := g.ids()
	rule := "BnB §7.5 [L1549-1554]"
	for k, p := range g.paths {
		if !translations(p) {
			return &rules.Violation{Code: "form", Rule: "BnB §7.5 [L1549, L1562]", Bases: []string{ids[k]},
				Msg: fmt.Sprintf("%s turns: a column formed with the same orientation keeps it, and may not change direction while forming", g.who[k].name())}
		}
	}
	starts := make([]geom.Rect, len(g.who))
	for k, m := range g.who {
		starts[k] = m.base.Shape
	}
	h := order[0]
	if !slices.Contains(Front(starts), h) || !only(g.paths[h], legAhead, legStill) {
		return &rules.Violation{Code: "form", Rule: rule, Bases: []string{ids[h]},
			Msg: fmt.Sprintf("%s would head the column: the head is a base of the front and goes straight ahead [L1551]", g.who[h].name())}
	}
	fr := frameOf(starts[h])
	for _, k := range order[1:] {
		from, to := fr.v(starts[k].CornerAt(geom.FL)), fr.v(starts[k].At(g.paths[k].End()).CornerAt(geom.FL))
		if to < from-table.ContactTolerance {
			return &rules.Violation{Code: "form", Rule: "BnB §7.5 [L1552, L1554]", Bases: []string{ids[k]},
				Msg: fmt.Sprintf("%s would have to move its front back %s to fall in behind: the head must go further, or the base be left out of the order",
					g.who[k].name(), g.c.mu(from-to))}
		}
	}
	top := fr.v(starts[h].CornerAt(geom.FL))
	for _, k := range slid {
		if v := slideProblem(g, order, top, k); v != nil {
			return v
		}
	}
	if v := g.overlapping(rule); v != nil {
		return v
	}
	g.reformLength()
	g.form = fmt.Sprintf("form a column behind %s", g.called(h))
	if len(slid) > 0 {
		names := make([]string, len(slid))
		for i, k := range slid {
			names[i] = g.called(k)
		}
		g.form += fmt.Sprintf(", %s sliding sideways", strings.Join(names, ", "))
	}
	return nil
}

// prepareExtension reads g (a column col, head first in g.who, whose head
// does not move) as extending the column without moving its head
// [L1572-1577]: no base turns; none ends beyond the head's front [L1574];
// each ends level with the head's front or directly behind a base that
// has moved before it [L1575], group-connected to a base already in
// place, the head or one before it in the column [L1576] (bases that
// cannot are left out of the action, with every base behind them). The
// allowance has a bonus of ExtensionBonusMU [L1570].
//
// With pivot, the column extends by pivoting its head a quarter turn
// instead [L1579-1583] (prepareExtensionPivot has checked the head): the
// others turn to its new facing and end in line with its new front or
// behind it or a base that has moved, by the same exclusion rule; each
// measures its own path by the single-base metric.
func prepareExtension(g *groupPlan, pivot bool) *rules.Violation {
	ids := g.ids()
	for k, p := range g.paths {
		if !pivot && !translations(p) {
			return &rules.Violation{Code: "extend", Rule: "BnB §7.5 [L1572-1575]", Bases: []string{ids[k]},
				Msg: fmt.Sprintf("%s turns: the bases of a column extending without moving its head keep their facing", g.who[k].name())}
		}
	}
	ends := g.endShapes()
	head := ends[0]
	fr := frameOf(head)
	top := fr.v(head.CornerAt(geom.FL))
	moved := []bool{pivot} // a pivoting head has moved [L1582]
	for k := 1; k < len(ends); k++ {
		e := ends[k]
		name := g.who[k].name()
		if only(g.paths[k], legStill) {
			return &rules.Violation{Code: "extend", Rule: "BnB §7.5 [L1577]", Bases: []string{ids[k]},
				Msg: fmt.Sprintf("%s does not move: leave it, and every base behind it, out of the extension", name)}
		}
		v := fr.v(e.CornerAt(geom.FL))
		if v > top+table.ContactTolerance {
			return &rules.Violation{Code: "extend", Rule: "BnB §7.5 [L1574]", Bases: []string{ids[k]},
				Msg: fmt.Sprintf("%s would pass the head of the column", name)}
		}
		aligned := math.Abs(v-top) <= table.ContactTolerance
		connected, behindMoved := false, false
		for j := 0; j < k; j++ {
			if !GroupConnected(ends[j], e) {
				continue
			}
			connected = true
			if _, behind := edgeContact(ends[j], e); behind && moved[j] && fr.v(ends[j].Center) > fr.v(e.Center) {
				behindMoved = true
			}
		}
		if !connected || !(aligned || behindMoved) {
			return &rules.Violation{Code: "extend", Rule: "BnB §7.5 [L1575-1577]", Bases: ids[k:],
				Areas: []geom.Polygon{e.Polygon()},
				Msg:   fmt.Sprintf("%s must end in line with the head or directly behind a base that has moved, group-connected to one already in place; if it cannot, leave it and the bases behind it out", name)}
		}
		moved = append(moved, true)
	}
	if v := g.overlapping("BnB §7.5 [L1572-1583]"); v != nil {
		return v
	}
	g.bonus = g.c.Cm(ExtensionBonusMU)
	if pivot {
		g.ownTravel(1)
		g.form = fmt.Sprintf("extend the column of %s by pivoting it", g.called(0))
		return nil
	}
	g.reformLength()
	g.form = fmt.Sprintf("extend the column of %s without moving it", g.called(0))
	return nil
}

// headStill reports whether the path p (a column's head's) does not
// move.
func headStill(p geom.Path) bool { return only(p, legStill) }

// reorder puts g's bases in the order of ids.
func (g *groupPlan) reorder(ids []string) {
	idx := map[string]int{}
	for k, m := range g.who {
		idx[m.base.ID] = k
	}
	who, paths := make([]mover, len(ids)), make([]geom.Path, len(ids))
	for i, id := range ids {
		who[i], paths[i] = g.who[idx[id]], g.paths[idx[id]]
	}
	g.who, g.paths = who, paths
}

// FormColumn is the move forming the group ids into a column with the
// same orientation behind head (a base of its front) [L1549-1554], the
// others falling in nearest the head's rank and file first (ranksFirst,
// FormColumnInOrder).
func FormColumn(s *rules.State, side int, ids []string, head string) rules.Action {
	return FormColumnInOrder(s, side, ranksFirst(s, ids, head))
}

// ranksFirst is the order in which the bases ids fall in behind head (a
// base of the front) rank by rank: the head, then the rest of the front
// rank, then each rank behind, each rank's bases nearest the head's file
// first, the left one first of two as near.
func ranksFirst(s *rules.State, ids []string, head string) []string {
	h := mustBase(s, head).Shape
	fr := frameOf(h)
	rest := others(ids, head)
	key := func(id string) (float64, float64) {
		r := mustBase(s, id).Shape
		return -fr.v(r.CornerAt(geom.FL)), fr.u(r.Center) - fr.u(h.Center)
	}
	slices.SortStableFunc(rest, func(x, y string) int {
		vx, ux := key(x)
		vy, uy := key(y)
		switch {
		case math.Abs(vx-vy) > table.ContactTolerance:
			return cmpFloat(vx, vy)
		case math.Abs(math.Abs(ux)-math.Abs(uy)) > table.ContactTolerance:
			return cmpFloat(math.Abs(ux), math.Abs(uy))
		}
		return cmpFloat(ux, uy)
	})
	return append([]string{head}, rest...)
}

// others are ids but id.
func others(ids []string, id string) []string {
	return slices.DeleteFunc(slices.Clone(ids), func(x string) bool { return x == id })
}

// filesFirst is the order in which the bases ids fall in behind head
// (a base of the front) file by file: the head's own file, then the
// files to its left (leftFirst) or right, nearest first, then those on
// the other side; each file front to back. The text leaves the order
// open [L1552] (at right angles it is the player's [L1559]): these are
// the variants Offers names.
func filesFirst(s *rules.State, ids []string, head string, leftFirst bool) []string {
	h := mustBase(s, head).Shape
	fr := frameOf(h)
	half := h.Width / 2
	side := func(u float64) int { // 0 the head's file, 1 the chosen side, 2 the other
		switch {
		case math.Abs(u) < half:
			return 0
		case (u < 0) == leftFirst:
			return 1
		}
		return 2
	}
	key := func(id string) (int, float64, float64) {
		r := mustBase(s, id).Shape
		u := fr.u(r.Center) - fr.u(h.Center)
		return side(u), math.Round(math.Abs(u) / h.Width), -fr.v(r.CornerAt(geom.FL))
	}
	rest := others(ids, head)
	slices.SortStableFunc(rest, func(x, y string) int {
		sx, fx, vx := key(x)
		sy, fy, vy := key(y)
		if sx != sy {
			return sx - sy
		}
		if fx != fy {
			return cmpFloat(fx, fy)
		}
		return cmpFloat(vx, vy)
	})
	return append([]string{head}, rest...)
}

// FormColumnInOrder is the move forming the bases order (a group, the
// head first, a base of its front) into a column with the same
// orientation [L1549-1554]: the others fall in behind the head in that
// order, each centred on its file, and the head goes just far enough
// ahead that no base's front goes back [L1552].
func FormColumnInOrder(s *rules.State, side int, order []string) rules.Action {
	head, rest := order[0], order[1:]
	h := mustBase(s, head).Shape
	fr := frameOf(h)
	top := fr.v(h.CornerAt(geom.FL))
	d, depth := 0.0, h.Depth
	for _, id := range rest {
		r := mustBase(s, id).Shape
		d = math.Max(d, fr.v(r.CornerAt(geom.FL))-top+depth)
		depth += r.Depth
	}
	a := rules.Action{Kind: rules.KindMove, Side: side}
	a.Moves = append(a.Moves, rules.Move{Base: head, Path: geom.Path{h.Pose(), {Pos: h.Center.Add(fr.f.Scale(d)), Facing: h.Facing}}})
	back := h.Depth
	for _, id := range rest {
		r := mustBase(s, id).Shape
		// Its front back from the head's new front, centred on its file.
		c := h.Center.Add(fr.f.Scale(d - back - (r.Depth-h.Depth)/2))
		back += r.Depth
		a.Moves = append(a.Moves, rules.Move{Base: id, Path: geom.Path{r.Pose(), {Pos: c, Facing: r.Facing}}})
	}
	return a
}

// ExtendColumn is the move extending the column col (head first) into a
// line to the left or right of its head, which does not move
// [L1572-1577]: the k-th base behind goes to the k-th place beside it.
func ExtendColumn(s *rules.State, side int, col []string, left bool) rules.Action {
	h := mustBase(s, col[0]).Shape
	fr := frameOf(h)
	dir := fr.r
	if left {
		dir = dir.Scale(-1)
	}
	a := rules.Action{Kind: rules.KindMove, Side: side}
	a.Moves = append(a.Moves, rules.Move{Base: col[0], Path: geom.Path{h.Pose(), h.Pose()}})
	off := h.Width / 2
	for _, id := range col[1:] {
		r := mustBase(s, id).Shape
		c := h.Center.Add(dir.Scale(off + r.Width/2)).Add(fr.f.Scale((h.Depth - r.Depth) / 2))
		off += r.Width
		a.Moves = append(a.Moves, rules.Move{Base: id, Path: geom.Path{r.Pose(), {Pos: c, Facing: r.Facing}}})
	}
	return a
}

// extensionBonus is Measure's allowance bonus for base b, which sees
// its path only:
//   - ExtensionBonusMU when b is a base of a column (or a broken column)
//     behind its head and path slides it sideways, keeping its facing or
//     after a quarter pivot on its own front corner, which only a column
//     extension does
//     [L1570-1582]; and when b is a column's head whose path is only a
//     quarter pivot on its own front corner, as in an extension by
//     pivoting the head [L1579], whose allowance has the bonus too (the
//     same pivot in a follow move gets the same tape; Check tells them
//     apart);
//   - (RightAngleFactor - 1) times its allowance when b is a base of a
//     group that is no column and path pivots it a quarter turn on its
//     own front corner, then goes straight on: a base falling in behind
//     the head of a column formed at right angles [L1559] (a base moved
//     alone that way gets the same tape; Check tells them apart).
func extensionBonus(c Config, s *rules.State, b *table.Base, path geom.Path) float64 {
	turned, rest := quarterPivotFirst(b.Shape, path)
	if !translations(rest) || !turned && only(rest, legAhead, legStill) {
		return 0 // every case below needs a quarter pivot or a leg not ahead: no groups to find (a drag frame's common case)
	}
	extending := func(col []string) bool {
		return col[0] != b.ID && !only(rest, legAhead, legStill) || col[0] == b.ID && turned && only(rest, legStill)
	}
	// A broken column (a jogged one too) extends as a straight one does
	// [L1585]; Groups does not read it as one group.
	for _, col := range BrokenColumns(s, b.Side) {
		if slices.Contains(col, b.ID) && extending(col) {
			return c.Cm(ExtensionBonusMU)
		}
	}
	for _, g := range Groups(s, b.Side) {
		if !slices.Contains(g, b.ID) {
			continue
		}
		col, isCol := Column(s, g)
		switch {
		case isCol && extending(col):
			return c.Cm(ExtensionBonusMU)
		case !isCol && turned:
			u, _ := s.Unit(b.Unit)
			allow := terrainAllowance(c, s, u, b, path, func(q geom.Path) float64 { return travel(b.Shape, q) }).allow
			return (RightAngleFactor - 1) * allow
		}
	}
	return 0
}

// quarterPivotFirst reports whether path starts with a quarter pivot of
// the base on its own front corner (cornerPivot), and gives the rest.
func quarterPivotFirst(shape geom.Rect, path geom.Path) (bool, geom.Path) {
	if len(path) < 2 {
		return false, path
	}
	turn := geom.NormAngle(path[1].Facing - path[0].Facing)
	if !quarterTurn(turn) || cornerPivot(shape.At(path[0]), turn).Pos.Dist(path[1].Pos) > RigidSlack {
		return false, path
	}
	return true, path[1:]
}
