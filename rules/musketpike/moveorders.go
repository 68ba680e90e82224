package musketpike

import (
	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// Orders and movement (5.6 [L407-L427], spec §6.4, §7.11). Orders bind
// units, not leaders, and only during their wing's activation [L395]:
//
//   - Charge [L409-L417]: a unit that starts or becomes adjacent to an
//     enemy unit not already against the front of another friendly unit
//     moves no farther, except to re-face or pivot [L411]; and its move
//     may not end farther from the nearest enemy it sees (movecharge.go)
//     [L409], [L413]. (Its duty to end at least a hex closer is a "must
//     try" the player answers for: whether it could is not searched.)
//   - Make Ready [L419]: may not come into contact with an enemy unit,
//     read as: no step ends adjacent to an enemy unit the mover was not
//     adjacent to when its move began.
//   - Receive Charge [L421]: at most one hex, and no contact as for Make
//     Ready; a 2-hex unit may rotate (pivot) farther, provided that at the
//     end one half is in or next to one of its starting hexes and neither
//     half is adjacent to an enemy (P34, A25).
//   - Rally [L423]: may not end its move closer to any enemy unit.
//
// An out-of-command unit is free of them until it is back in command
// [L376-L378]: they bind the poses of its path from that point on.

// enemyUnits are the enemy combat units near the plan's path.
func (p *plan) enemyUnits() []*occupant {
	var out []*occupant
	for i := range p.near {
		if o := &p.near[i]; o.u.Side != p.u.Side && isCombat(o.u) {
			out = append(out, o)
		}
	}
	return out
}

// adjacentEnemy is an enemy of es adjacent to footprint at, nil if none;
// skip leaves out the ones already adjacent to start.
func adjacentEnemy(at hex.Unit, es []*occupant, start *hex.Unit) *occupant {
	for _, e := range es {
		if hex.Adjacent(at, e.at) && (start == nil || !hex.Adjacent(*start, e.at)) {
			return e
		}
	}
	return nil
}

// entersHexes reports whether a step kind takes the unit into a new hex
// (a forward step, a pivot, a Column's head turn), as against a facing
// change on the spot.
func entersHexes(k stepKind) bool {
	switch k {
	case stepForward, stepFree, stepPivot, stepColumnTurn, stepBridge:
		return true
	}
	return false
}

// checkOrders checks the plan against its wing's order, from pose from on.
func checkOrders(s *rules.State, bd *board, p *plan, from int) *rules.Violation {
	if !isCombat(p.u) || from >= len(p.trail) {
		return nil
	}
	wc := activeWC(s)
	if wc == nil {
		return nil
	}
	es := p.enemyUnits()
	base := p.trail[from]
	switch orderOf(wc) {
	case charts.Charge:
		if v := checkChargeStop(s, p, es, from); v != nil {
			return v
		}
		return checkChargeApproach(s, bd, p, from) // movecharge.go
	case charts.MakeReady:
		return checkNoContact(s, p, es, from, "M&P §6.4 [L419]", "has Make Ready orders and may not come into contact with %s")
	case charts.ReceiveCharge:
		if v := checkNoContact(s, p, es, from, "M&P §6.4 [L421]", "has Receive Charge orders and may not come into contact with %s"); v != nil {
			return v
		}
		hexes, pivots := 0, 0
		for _, k := range p.kinds[from+1:] {
			switch {
			case k == stepPivot:
				pivots++
			case k == stepBridge:
				hexes += 2 // past the bridge hex: more than one hex [L421], [L581]
			case entersHexes(k):
				hexes++
			}
		}
		switch {
		case hexes+pivots <= 1:
			return nil
		case p.start.Two && hexes == 0:
			var all []hex.Unit
			for _, e := range es {
				all = append(all, e.at)
			}
			if hex.ReceiveChargeEndLegal(base, p.end, all) {
				return nil
			}
			return p.violation(s, "receive-charge", "M&P §6.4 [L421], A25", "has Receive Charge orders: pivoting farther than a hex, it must end with a half in or next to a hex it started in, and neither half next to an enemy")
		}
		return p.violation(s, "receive-charge", "M&P §6.4 [L421]", "has Receive Charge orders and may move at most one hex")
	case charts.Rally:
		return checkNotCloser(s, bd, p, base)
	}
	return nil
}

// checkNoContact refuses a step that ends adjacent to an enemy the unit
// was not adjacent to at base.
func checkNoContact(s *rules.State, p *plan, es []*occupant, from int, rule, format string) *rules.Violation {
	base := p.trail[from]
	for i := from + 1; i < len(p.trail); i++ {
		if e := adjacentEnemy(p.trail[i], es, &base); e != nil {
			v := p.violation(s, "contact", rule, format, s.UnitName(e.u.ID))
			v.Bases = append(v.Bases, e.b.ID)
			return v
		}
	}
	return nil
}

// checkChargeStop refuses a Charge unit's step into a new hex once it is
// adjacent to an enemy not against another friendly unit's front [L411].
func checkChargeStop(s *rules.State, p *plan, es []*occupant, from int) *rules.Violation {
	engaged := func(at hex.Unit) *occupant {
		for _, e := range es {
			if !hex.Adjacent(at, e.at) {
				continue
			}
			held := false
			for i := range p.near {
				f := &p.near[i]
				if f.u != p.u && f.u.Side == p.u.Side && isCombat(f.u) && f.at.F >= 0 && hex.InFront(e.at, f.at) {
					held = true
					break
				}
			}
			if !held {
				return e
			}
		}
		return nil
	}
	for i := from + 1; i < len(p.trail); i++ {
		if k := p.kinds[i]; k == stepPivot || !entersHexes(k) {
			continue // re-facing and pivoting are still allowed [L411]
		}
		if e := engaged(p.trail[i-1]); e != nil {
			v := p.violation(s, "charge-stop", "M&P §6.4 [L411]", "has Charge orders and is next to %s: it moves no farther, except to re-face or pivot", s.UnitName(e.u.ID))
			v.Bases = append(v.Bases, e.b.ID)
			return v
		}
	}
	return nil
}

// checkNotCloser refuses a Rally unit's move that ends closer to an enemy
// unit than it was at base [L423]. Every enemy counts, near or far, so it
// reads every enemy unit on the table (only for a Rally unit's move).
func checkNotCloser(s *rules.State, bd *board, p *plan, base hex.Unit) *rules.Violation {
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == p.u.Side || !isCombat(e) {
			continue
		}
		at, b, ok := bd.unitAt(s, e)
		if !ok {
			continue
		}
		if hex.UnitDist(p.end, at) < hex.UnitDist(base, at) {
			v := p.violation(s, "closer", "M&P §6.4 [L423]", "has Rally orders and may not end its move closer to %s", s.UnitName(e.ID))
			v.Bases = append(v.Bases, b.ID)
			return v
		}
	}
	return nil
}
