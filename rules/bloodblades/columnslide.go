package bloodblades

import (
	"fmt"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Forming a column with the same orientation, case 3 (bnb.md §7.5
// [L1553]): "otherwise they slide sideways, provided they do not advance
// beyond the original front of the base now head of the column". A base
// that cannot fall in directly behind the column without its front
// going back [L1552] slides sideways towards the column instead, keeping
// its facing, its front going neither back nor beyond the head's front as
// it stood before the move. It takes part in the move (and counts for the
// PIGs); the column is then still forming [L1562], and a later order
// can bring the slid bases in.

// formChain reads the ends of a group move, every path a translation,
// that are no column as a column formed with bases sliding beside it
// [L1551-1553]: the head, a base of the start's front going straight
// ahead (or still), and the bases whose ends stand each directly behind
// the one before, head first (order); the others slid. The longest
// chain counts (the front's leftmost head first on a tie); it needs two
// bases at least (the end holds a column).
func formChain(g *groupPlan) (order, slid []int, ok bool) {
	starts := make([]geom.Rect, len(g.who))
	for k, m := range g.who {
		starts[k] = m.base.Shape
	}
	ends := g.endShapes()
	for _, h := range Front(starts) {
		if !only(g.paths[h], legAhead) {
			continue
		}
		chain := []int{h}
		for {
			last := ends[chain[len(chain)-1]]
			next := slices.IndexFunc(ends, func(e geom.Rect) bool {
				_, linked := columnLink(last, e)
				return linked && sameFacing(last, e)
			})
			if next < 0 || slices.Contains(chain, next) {
				break
			}
			chain = append(chain, next)
		}
		if len(chain) > len(order) {
			order = chain
		}
	}
	if len(order) < 2 {
		return nil, nil, false
	}
	for k := range ends {
		if !slices.Contains(order, k) {
			slid = append(slid, k)
		}
	}
	return order, slid, true
}

// slideProblem checks base k of g sliding sideways beside the column
// order (head first, g's indices) being formed [L1553]: it moves; it
// could not fall in directly behind the column's last base without its
// front going back [L1552] (case 2 comes first); it comes nearer the
// head's file; its front goes neither back nor beyond the head's front
// as it stood before the move (top, along the head's facing).
func slideProblem(g *groupPlan, order []int, top float64, k int) *rules.Violation {
	ids := g.ids()
	ends := g.endShapes()
	head, tail := ends[order[0]], ends[order[len(order)-1]]
	fr := frameOf(head)
	start, end := g.who[k].base.Shape, ends[k]
	name := g.who[k].name()
	tol := table.ContactTolerance
	vs, ve := fr.v(start.CornerAt(geom.FL)), fr.v(end.CornerAt(geom.FL))
	us, ue := math.Abs(fr.u(start.Center)-fr.u(head.Center)), math.Abs(fr.u(end.Center)-fr.u(head.Center))
	v := &rules.Violation{Code: "form", Rule: "BnB §7.5 [L1553]", Bases: []string{ids[k]}, Areas: []geom.Polygon{end.Polygon()}}
	switch {
	case only(g.paths[k], legStill):
		v.Rule = "BnB §7.5 [L1554]"
		v.Msg = fmt.Sprintf("%s neither falls in behind the column nor slides sideways: it cannot take part, leave it out of the order", name)
	case vs <= fr.v(tail.CornerAt(geom.RL))+tol:
		v.Rule = "BnB §7.5 [L1552-1553]"
		v.Msg = fmt.Sprintf("%s can fall in directly behind %s without its front going back, so it must: a base slides sideways only when it cannot", name, g.called(order[len(order)-1]))
	case ve < vs-tol:
		v.Msg = fmt.Sprintf("%s would move its front back %s: a base that cannot fall in slides sideways", name, g.c.mu(vs-ve))
	case ve > top+tol:
		v.Msg = fmt.Sprintf("%s would go %s beyond the front %s had before the move: a base sliding sideways stops short of it", name, g.c.mu(ve-top), g.called(order[0]))
	case ue > us-tol:
		v.Msg = fmt.Sprintf("%s does not slide towards the column forming behind %s", name, g.called(order[0]))
	default:
		return nil
	}
	return v
}

// FormColumnSliding is the move forming the bases order (a group, the
// head first, a base of its front) into a column with the same
// orientation when only the first n can fall in [L1551-1553]: those make
// the column as FormColumnInOrder does (the head going just far enough
// for them), and each other base, nearest the head's file first, slides
// sideways at its own level towards it, to the nearest place beside the
// file (a base width apart, bases of a scale share their width) where it
// stands on none of the bases already placed.
func FormColumnSliding(s *rules.State, side int, order []string, n int) rules.Action {
	a := FormColumnInOrder(s, side, order[:n])
	h := mustBase(s, order[0]).Shape
	fr := frameOf(h)
	var placed []geom.Rect
	for _, m := range a.Moves {
		placed = append(placed, mustBase(s, m.Base).Shape.At(m.Path.End()))
	}
	offset := func(id string) float64 { return fr.u(mustBase(s, id).Shape.Center) - fr.u(h.Center) }
	rest := slices.Clone(order[n:])
	slices.SortStableFunc(rest, func(x, y string) int { return cmpFloat(math.Abs(offset(x)), math.Abs(offset(y))) })
	for _, id := range rest {
		r := mustBase(s, id).Shape
		du := offset(id)
		to := r
		for lane := 1.0; lane*h.Width < math.Abs(du)-table.ContactTolerance; lane++ {
			c := r
			c.Center = r.Center.Add(fr.r.Scale(math.Copysign(lane*h.Width, du) - du))
			if !slices.ContainsFunc(placed, func(p geom.Rect) bool {
				return geom.Penetration(p.Polygon(), c.Polygon()) > table.OverlapSlack
			}) {
				to = c
				break
			}
		}
		placed = append(placed, to)
		a.Moves = append(a.Moves, rules.Move{Base: id, Path: geom.Path{r.Pose(), to.Pose()}})
	}
	return a
}
