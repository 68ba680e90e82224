package musketpike

import (
	"plateau/rules"
	"plateau/rules/hex"
)

// The Charge order's approach (5.6.1 [L409-L417], P30). A unit with
// Charge orders "doit essayer de terminer son activation plus près d'au
// moins un hexagone du plus proche ennemi que l'unité active peut voir"
// [L409]: its target is fixed when it begins to move [L413], the nearest
// enemy unit it sees (friendly units do not block that LOS [L409]),
// leaving out one already adjacent to the front of another friendly unit
// [L409]; among equals, its player's choice [L413]. The rules refuse the
// move that ends farther from every such target than where it began (the
// approach itself is the player's "must try": whether a unit could have
// come closer is not searched); with no enemy in sight it moves freely
// [L413]. The anti-suicide clause [L417] (light infantry never obliged
// to come adjacent to the front of enemy heavy infantry) holds because
// nothing obliges a unit to come adjacent.

// chargeTargets are the enemy units nearest to a unit u standing on at
// that it sees and that no other unit of its side holds by its front
// [L409], and their distance; none when it sees no enemy [L413].
func chargeTargets(s *rules.State, bd *board, u *rules.Unit, at hex.Unit) ([]*occupant, int) {
	ts, d, _ := chargeScan(s, bd, u, at, nil)
	return ts, d
}

// chargeScan finds u's charge targets from at, nearest first, in one
// pass over the enemy units (friends are neither placed nor read: they
// block nothing [L409]); given the move's end, it stops as soon as it can
// say whether the end is farther from every one (ok false, a target
// named) or not (ok true), tracing as few lines of sight as it can: a
// drag checks it every frame.
func chargeScan(s *rules.State, bd *board, u *rules.Unit, at hex.Unit, end *hex.Unit) (best []*occupant, d int, ok bool) {
	type cand struct {
		o occupant
		d int
	}
	es := make([]cand, 0, len(s.Units))
	blocks := make([]bool, bd.m.Len()) // by Map.Index
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == u.Side || !(isCombat(e) || e.Type == Wagons) {
			continue
		}
		eAt, b, on := bd.unitAt(s, e)
		if !on {
			continue
		}
		switch e.Type {
		case Wagons, HeavyInfantry, Cavalry:
			for _, h := range eAt.Hexes() {
				if k, in := bd.m.Index(h); in {
					blocks[k] = true // [L965]
				}
			}
		}
		if isCombat(e) {
			es = append(es, cand{occupant{u: e, b: b, at: eAt}, hex.UnitDist(at, eAt)})
		}
	}
	// The enemies by distance, a counting sort of their indices (the
	// distances are small numbers, and the candidates are not moved).
	maxD := 0
	for _, c := range es {
		maxD = max(maxD, c.d)
	}
	starts := make([]int, maxD+2)
	for _, c := range es {
		starts[c.d+1]++
	}
	for k := 1; k < len(starts); k++ {
		starts[k] += starts[k-1]
	}
	order := make([]int, len(es))
	next := append([]int(nil), starts...)
	for k, c := range es {
		order[next[c.d]] = k
		next[c.d]++
	}
	target := func(e *occupant) bool { return !heldByFront(s, bd, u, e) && seesForCharge(bd, at, e, blocks) }
	for d := 0; d <= maxD; d++ {
		group := order[starts[d]:starts[d+1]]
		if end != nil {
			// Those it does not end farther from first: one seen is enough.
			for _, k := range group {
				if e := &es[k].o; hex.UnitDist(*end, e.at) <= d && target(e) {
					return []*occupant{e}, d, true
				}
			}
		}
		var found []*occupant
		for _, k := range group {
			if e := &es[k].o; (end == nil || hex.UnitDist(*end, e.at) > d) && target(e) {
				found = append(found, e)
				if end != nil {
					return found, d, false // a target, and it ends farther from every one
				}
			}
		}
		if len(found) > 0 {
			return found, d, false
		}
	}
	return nil, 0, false
}

// heldByFront reports whether enemy e is adjacent to the front of a unit
// of u's side other than u [L409].
func heldByFront(s *rules.State, bd *board, u *rules.Unit, e *occupant) bool {
	box := bd.hexBox(e.at.Hexes()).Grow(2 * bd.m.Layout.Size)
	for _, f := range bd.occupants(s, box, nil) {
		if f.u != u && f.u.Side == u.Side && isCombat(f.u) && f.at.F >= 0 && hex.InFront(e.at, f.at) {
			return true
		}
	}
	return false
}

// seesForCharge reports whether a unit on at sees enemy e: LOS from one
// of its hexes to one of e's, blocked by the terrain and by the other
// enemy wagons, heavy infantry and cavalry (blocks) [L965], never by the
// mover's own side [L409].
func seesForCharge(bd *board, at hex.Unit, e *occupant, blocks []bool) bool {
	own := e.at
	sight := hex.Sight{Units: func(x hex.Hex) bool {
		k, in := bd.m.Index(x)
		return in && blocks[k] && !own.Occupies(x)
	}}
	for _, a := range at.Hexes() {
		for _, b := range e.at.Hexes() {
			if hex.Dist(a, b) <= 1 || bd.m.LOS(a, b, sight) {
				return true
			}
		}
	}
	return false
}

// checkChargeApproach refuses a Charge unit's move that ends farther from
// every target it had where the move began [L409], [L413]. A unit out of
// command when it begins to move has no target for that move: the target
// is fixed "quand l'unité active commence à bouger" [L413], and that move
// is the one that brings it back into command [L376-L378] (a reading).
func checkChargeApproach(s *rules.State, bd *board, p *plan, from int) *rules.Violation {
	if from > 0 {
		return nil
	}
	ts, _, ok := chargeScan(s, bd, p.u, p.trail[0], &p.end)
	if ok || len(ts) == 0 {
		return nil // not farther, or no enemy in sight: free to move [L413]
	}
	v := p.violation(s, "charge-approach", "M&P §6.4 [L409], [L413]", "has Charge orders: it must try to end closer to %s, the nearest enemy it sees, and may not end farther from it", s.UnitName(ts[0].u.ID))
	v.Bases = append(v.Bases, ts[0].b.ID)
	return v
}
