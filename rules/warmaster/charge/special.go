package charge

import (
	"math"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// envelop offers the enveloping charge (wme.md §7.5 item 10; [L876-888]):
// from a flank zone, when the battle line touches only flanks of target
// bases, each charging base that touches no enemy in the line may instead
// move (within the same allowance: the charge and the envelopment are one
// move, [L884]) to put its front edge against an edge of a target base,
// keeping the unit in formation. Bases that cannot stay where the line put
// them. It returns nothing when no base can envelop.
func (s *solver) envelop(zone geom.Edge, j int, off float64, first placedBase) []Placement {
	// Any of the battle lines may be the one the idle bases leave: the best
	// line may leave them nowhere to touch the charged unit and stay in
	// formation, where a slightly worse one does.
	for _, base := range s.line(zone, j, off, first) {
		if p, ok := s.envelopFrom(zone, j, off, base); ok {
			return []Placement{p}
		}
	}
	return nil
}

// envelopFrom swings the bases of battle line base that touch no enemy
// round onto the charged unit, if they can.
func (s *solver) envelopFrom(zone geom.Edge, j int, off float64, base Placement) (Placement, bool) {
	for _, c := range base.Contacts {
		if s.unitOf(c.B) == s.target && c.EdgeB != geom.Left && c.EdgeB != geom.Right {
			return Placement{}, false // it touches more than flanks: a plain battle line
		}
	}
	idx := map[string]int{}
	for i, c := range s.chargers {
		idx[c.ID] = i
	}
	var placed []placedBase
	var idle []int
	for _, id := range base.Order {
		i := idx[id]
		pb := placedBase{i: i, rect: s.chargers[i].Shape.At(base.Poses[id]), rt: route{base.Paths[id], base.Cost[id], nil}}
		placed = append(placed, pb)
		if _, _, touch := s.frontContact(pb.rect); !touch {
			idle = append(idle, len(placed)-1)
		}
	}
	// The enveloping bases move last, each checked against every other
	// base's end pose; the others keep their order (they lose nothing by
	// an enveloping base leaving the line).
	var wrapped []placedBase
	for _, at := range idle {
		var others []placedBase
		for k, pb := range placed {
			if k != at && !containsBase(wrapped, pb.i) {
				others = append(others, pb)
			}
		}
		others = append(others, wrapped...)
		if pb, ok := s.wrap(placed[at].i, rectsOf(others)); ok {
			wrapped = append(wrapped, pb)
		}
	}
	if len(wrapped) == 0 {
		return Placement{}, false
	}
	var final []placedBase
	for _, pb := range placed {
		if !containsBase(wrapped, pb.i) {
			final = append(final, pb)
		}
	}
	placed = append(final, wrapped...)
	p, ok := s.leaf(zone, j, off, placed)
	if !ok {
		return Placement{}, false
	}
	p.Enveloping = true
	return p, true
}

// wrap finds a pose for charger k with its front edge against an edge of
// a target base (at least MinContact cm, as in a pursuit, [L1560]),
// touching one of the other charging bases (rects), reachable: the one
// with the most frontal contact with the target, nearest centred.
func (s *solver) wrap(k int, rects []geom.Rect) (placedBase, bool) {
	shape := s.chargers[k].Shape
	var best placedBase
	bestScore := math.Inf(-1)
	for j := range s.targets {
		for e := geom.Front; e <= geom.Left; e++ {
			fr := frameOf(s.targets[j].Shape, e)
			for _, o := range offsets(s.feasible(k, j, e)) {
				off := o.at
				pose := fr.pose(off, shape.Depth)
				r := shape.At(pose)
				if !table.TouchesAny(r, rects) || overlapsAny(r, rects) {
					continue
				}
				tgt, _, _ := s.frontContact(r)
				score := tgt - math.Abs(off)*1e-3
				if score <= bestScore {
					continue
				}
				if rt, ok := s.fits(k, pose, rects); ok {
					best, bestScore = placedBase{i: k, rect: shape.At(rt.path.End()), rt: rt}, score
				}
			}
		}
	}
	return best, !math.IsInf(bestScore, -1)
}

// pinned places a charge on a pinned target (wme.md §7.5 item 6;
// [L853-861]): when the zone edge of every target base is covered (but for
// less than MinContact cm) by bases of friendly units already engaged, and
// by nothing else, the first charging base may be placed against the
// target's corner, beside (front edges collinear) a friendly base already
// fighting it, if it sees that target base and has a clear path; the
// others then form the battle line from it.
func (s *solver) pinned(zone geom.Edge, firsts []int) []Placement {
	if s.in.Engaged == nil {
		return nil
	}
	var friends []table.Base
	engaged := map[string]bool{} // asked once a unit, not once a base
	for _, b := range s.t.Bases {
		if b.Side != s.side || b.Round || s.isCharge[b.ID] {
			continue
		}
		e, ok := engaged[b.Unit]
		if !ok {
			e = s.in.Engaged(b.Unit)
			engaged[b.Unit] = e
		}
		if e {
			friends = append(friends, b)
		}
	}
	type slot struct {
		friend geom.Rect
		j      int
	}
	var slots []slot
	for j, tg := range s.targets {
		edge := tg.Shape.Edge(zone).Len()
		var covered float64
		for _, f := range friends {
			if c, ok := table.Touching(f.Shape, tg.Shape); ok && c.Kind == table.EdgeToEdge && c.EdgeB == zone {
				covered += c.Overlap
				slots = append(slots, slot{f.Shape, j})
			}
		}
		if covered < edge-MinContact+geom.Eps {
			return nil // some of this edge is open, or covered by something else
		}
	}
	var out []Placement
	for _, i := range firsts {
		shape := s.chargers[i].Shape
		for _, sl := range slots {
			if !s.sight(i, sl.j) {
				continue
			}
			X := sl.friend
			for _, sign := range []float64{-1, 1} {
				c := X.Center.Add(X.RightDir().Scale(sign * (X.Width/2 + shape.Width/2))).
					Add(X.Forward().Scale(X.Depth/2 - shape.Depth/2))
				pose := geom.Pose{Pos: c, Facing: X.Facing}
				if _, ok := table.Touching(shape.At(pose), s.targets[sl.j].Shape); !ok {
					continue // not at the target's corner
				}
				rt, ok := s.fits(i, pose, nil)
				if !ok {
					continue
				}
				ps := s.line(zone, sl.j, 0, placedBase{i: i, rect: shape.At(rt.path.End()), rt: rt})
				for k := range ps {
					ps[k].Pinned = true
				}
				out = append(out, ps...)
			}
		}
	}
	return out
}

func containsBase(ps []placedBase, i int) bool {
	for _, p := range ps {
		if p.i == i {
			return true
		}
	}
	return false
}
