package warmaster

import (
	"fmt"
	"maps"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The player's own placement of a supporting unit (wme.md §7.5 item 12;
// [L1468-1474]): "la charge en soutien est un mouvement normal, sauf
// que" the unit must end touching the charger with at least one element
// in rear support, none touching an enemy. A normal move lets the unit
// re-form on the way ([L684], [L231]), so the player may put each element
// where he likes within those bounds: the charge action's Moves, one per
// element (its path's end), the rules placing the elements not named;
// or, right after the charge, dragging them (supportreplace.go). Both are
// judged here.

// supportPlaced judges the placement of supporting unit z at at (an end
// pose for each of its elements) behind charging unit u, in n: the
// chargers at their end poses (they move first, [L888]), z's elements
// that have to be routed where they start their move, none of them yet
// counted as moved. Each element that moves takes the cheapest of the
// charge solver's path shapes a normal move allows (cheapestPath:
// allowance, clear path, gaps, table edge); the unit ends in formation
// with no element on another, at least one element exactly behind a
// charging element that fights to its front ([L1468], G17) and none
// touching an enemy, even by a corner ([L1470]).
func supportPlaced(n *rules.State, u, z *rules.Unit, at map[string]geom.Pose, allow float64) (supportPlan, error) {
	if v := supportContact(n, z, at); v != nil {
		return supportPlan{}, v
	}
	if v := supportShapeProblem(n, z, at); v != nil {
		return supportPlan{}, v
	}
	behind := supportsBehind(n, z, at, frontFighters(n, u))
	if behind == 0 {
		return supportPlan{}, &rules.Violation{Code: "support-behind", Rule: "WME §7.5 item 12 [L1468], G17", Bases: z.Bases,
			Msg: fmt.Sprintf("placed so, no element of %s stands exactly behind an element of %s fighting to its front: a support charge ends with at least one element in rear support", z.Title(), u.Title())}
	}
	plan := supportPlan{unit: z, poses: at, paths: map[string]geom.Path{}, cost: map[string]float64{}, behind: behind}
	moving := map[string]bool{}
	for _, id := range z.Bases {
		moving[id] = true
	}
	for _, id := range z.Bases {
		b, _ := n.Base(id)
		if samePose(b.Shape.Pose(), at[id]) {
			plan.paths[id] = geom.Path{at[id], at[id]}
			continue
		}
		path, cost, v := cheapestPath(n, z, b, at[id], allow, moving)
		if v != nil {
			return supportPlan{}, v
		}
		plan.paths[id], plan.cost[id] = path, cost
	}
	return plan, nil
}

// supportShapeProblem is why z placed at at is no unit: its elements may
// not end on one another ([L696]) and must end in formation ([L231]).
func supportShapeProblem(n *rules.State, z *rules.Unit, at map[string]geom.Pose) *rules.Violation {
	rs := make([]geom.Rect, 0, len(z.Bases))
	for _, id := range z.Bases {
		b, _ := n.Base(id)
		rs = append(rs, b.Shape.At(at[id]))
	}
	for i := range rs {
		for j := i + 1; j < len(rs); j++ {
			if geom.Penetration(rs[i].Polygon(), rs[j].Polygon()) > table.OverlapSlack {
				return &rules.Violation{Code: "overlap", Rule: "WME §7.2 [L696]", Bases: []string{z.Bases[i], z.Bases[j]},
					Msg: fmt.Sprintf("%s would end on top of %s", n.Called(z.Bases[i]), n.Called(z.Bases[j]))}
			}
		}
	}
	if FormationOf(rs) == Broken {
		return &rules.Violation{Code: "formation", Rule: "WME §7.5 item 12 [L1468], §7.1 [L231]", Bases: z.Bases,
			Msg: fmt.Sprintf("%s would end out of formation: a support charge is a normal move, and every element must touch another, edge or corner", z.Title())}
	}
	return nil
}

// supporterPlaces are the end poses moves give z's elements: each an
// element of z, once, its path starting where it stands.
func supporterPlaces(s *rules.State, z *rules.Unit, moves []rules.Move) (map[string]geom.Pose, error) {
	at := map[string]geom.Pose{}
	for _, m := range moves {
		b, ok := s.Base(m.Base)
		switch {
		case !ok:
			return nil, fmt.Errorf("warmaster: no base %q", m.Base)
		case b.Unit != z.ID:
			return nil, &rules.Violation{Code: "support-place", Rule: "WME §7.5 item 12 [L1466-1468]", Bases: []string{m.Base},
				Msg: fmt.Sprintf("%s is not an element of %s: the player places the supporting unit's elements, the charge solver the chargers", s.Called(m.Base), z.Title())}
		}
		if _, twice := at[b.ID]; twice {
			return nil, fmt.Errorf("warmaster: base %s moves twice in one action", b.ID)
		}
		if err := startsHere(b, s.Called(b.ID), m.Path); err != nil {
			return nil, err
		}
		at[b.ID] = m.Path.End()
	}
	return at, nil
}

// placeSupport places supporting unit z for charge a, whose chargers go
// to charger: where a's Moves put its elements, the others where the
// rules would place them (planSupport) or, when the rules find no place,
// where they stand; without Moves, all where the rules place them.
func placeSupport(s *rules.State, a rules.Action, u, z *rules.Unit, charger map[string]geom.Pose) (supportPlan, error) {
	if len(a.Moves) == 0 {
		return planSupport(s, u, z, charger)
	}
	at, err := supporterPlaces(s, z, a.Moves)
	if err != nil {
		return supportPlan{}, err
	}
	var rulesPlace map[string]geom.Pose
	if len(at) < len(z.Bases) {
		if plan, err := planSupport(s, u, z, charger); err == nil {
			rulesPlace = plan.poses
		}
	}
	for _, id := range z.Bases {
		if _, ok := at[id]; ok {
			continue
		}
		if q, ok := rulesPlace[id]; ok {
			at[id] = q
		} else {
			b, _ := s.Base(id)
			at[id] = b.Shape.Pose()
		}
	}
	return supportPlaced(withPoses(s, charger), u, z, at, supportAllowance(s, z))
}

// withUnmoved is n with z's elements counted as not yet moved, so that
// they pass over one another (A12), as at the start of the support
// charge; n's Used is copied first, n being a withPoses copy sharing s's.
func withUnmoved(n *rules.State, z *rules.Unit) *rules.State {
	n.Used = maps.Clone(n.Used)
	for _, id := range z.Bases {
		delete(n.Used, id)
	}
	return n
}
