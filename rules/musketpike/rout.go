package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// The Rout Phase (13.4 [L1283-L1295], spec §10.3), played when the
// Activation Phase ends. Every Morale-Broken unit but artillery [L1222]
// moves its class's full MA toward its friendly map edge [L1285] by the
// path of least resistance (P27, the terrain chart's costs; other combat
// units are not passed through), taking no formation hit [L1285]; a
// cavalry + light infantry stack splits, each moving its own MA [L621].
// Every MP it could not spend costs it a casualty [L1293], with the
// threshold's effects (a Morale-Broken unit that loses a level is
// eliminated); one that reaches its edge with MP left routs off the map
// and is eliminated [L1295] (a reading: reaching the edge hex with none
// left, it stays). A side whose map has no friendly edge does not rout
// (the scenario gives none).

// routMA is the full MA a router spends: its class's [L547-L552].
func routMA(u *rules.Unit) int {
	switch u.Type {
	case Cavalry:
		return maCavalry
	case LightInfantry:
		return maLight
	case HeavyInfantry:
		return maHeavy
	}
	return 0
}

// routPhase routs every Morale-Broken unit, in the scenario's order.
func routPhase(s *rules.State) []rules.Event {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	r := &resolver{s: s, bd: bd, c: bd.charts}
	for i := range s.Units {
		u := &s.Units[i]
		if !moraleBroken(u) || routMA(u) == 0 || gone(u) || len(bd.m.Edge(u.Side)) == 0 {
			continue
		}
		at, b, ok := bd.unitAt(s, u)
		if !ok {
			continue
		}
		var held []hex.Hex
		for j := range s.Units {
			o := &s.Units[j]
			if o != u && isCombat(o) && !gone(o) {
				if oa, _, ok := bd.unitAt(s, o); ok {
					held = append(held, oa.Hexes()...)
				}
			}
		}
		mv := moverOf(u)
		path, unspent := bd.m.RoutPath(at, hex.Rout{
			Side: u.Side,
			MA:   routMA(u),
			Cost: func(from, to hex.Hex) int {
				c := bd.hexCost(mv, to).add(bd.sideCost(mv, from, to))
				if c.prohibited {
					return -1
				}
				return c.mp
			},
			Pass: func(h hex.Hex) bool {
				for _, x := range held {
					if x == h {
						return false
					}
				}
				return true
			},
		})
		name := s.UnitName(u.ID)
		end := at
		if len(path) > 0 {
			end = path[len(path)-1]
			delta := bd.m.Layout.Centre(end.L).Sub(bd.m.Layout.Centre(at.L))
			b.Shape = b.Shape.At(geom.Pose{Pos: b.Shape.Center.Add(delta), Facing: b.Shape.Facing})
		}
		text := fmt.Sprintf("%s routs %d hex(es) toward its map edge, to %s [L1285]", name, len(path), bd.label(end.L))
		facts := []rules.Fact{{Name: "hexes", Value: len(path), Text: "hexes routed", Rule: "M&P §10.3 [L1285]"}, {Name: "unspent", Value: unspent, Text: "MP it could not spend", Rule: "M&P §10.3 [L1293]"}}
		switch {
		case unspent > 0 && bd.m.OnEdge(u.Side, end.L):
			r.eliminate(u)
			text += ": it routs off the map and is eliminated [L1295]"
		case unspent > 0:
			text += fmt.Sprintf(": %d MP unspent, %d casualt%s [L1293]", unspent, unspent, plural(unspent, "y", "ies"))
			u.SetStatus(stCasualties, u.Status[stCasualties]+unspent)
			if u.Status[stCasualties] >= int(u.Profile[keySP]) {
				r.eliminate(u)
				text += "; eliminated [L889]"
			} else if th, ok := r.c.Threshold(int(u.Profile[keyMorale]), int(u.Profile[keySP])); ok && u.Status[stThreshold] == 0 && u.Status[stCasualties] >= th {
				u.SetStatus(stThreshold, 1)
				text += "; its Casualty Threshold reached: " + r.loseLevel(u) + " [L1293]"
			}
		}
		r.evs = append(r.evs, rules.Event{Kind: "rout", Side: u.Side, Unit: u.ID, Base: b.ID, Text: text, Facts: facts})
	}
	r.flush()
	return r.evs
}
