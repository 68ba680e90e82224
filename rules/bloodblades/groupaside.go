package bloodblades

import (
	"plateau/rules"
)

// Making room in group moves (bnb.md §7.8 [L1480]): each base of a
// group, column or formation change that passes through a friend may
// shift other friends aside to land beyond it, as a single base does
// (aside.go). The bases are taken in the order's order; the friends
// shifted for one stand aside for the next, and every shift keeps clear
// of every path of the order, ends included, so no base of it lands on a
// friend shifted for another.

// physics checks every base's path against the table (physicsRoom, with
// friends passed through and shifted aside) and keeps the shifts for
// applyGroupMove.
func (g *groupPlan) physics(s *rules.State) *rules.Violation {
	rm := &room{movers: g.who, paths: g.paths}
	for k, m := range g.who {
		v, sh := physicsRoom(g.c, s, m, g.paths[k], g.terr[k].road, g.distant, g.moving, passAside, rm)
		if v != nil {
			return v
		}
		rm.prior = append(rm.prior, sh...)
	}
	g.shifts = rm.prior
	return nil
}
