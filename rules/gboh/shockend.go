package gboh

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// The end of the Shocks: rout checks, advances after combat, Columns
// attacked, the end of the Orders Phase.

// demoralise is step 6 [L2019-2026, L2471-2482, L2610-2637]: when every
// unit of both sides has lost more Cohesion than its TQ, only the side
// with the larger excess routs (the defender on a tie) and the other
// keeps 1 Cohesion point; else every unit with none left routs. Then each
// unit with exactly 1 point left in an enemy ZOC rolls: at least its TQ
// it routs (A35), less it regains a point. A defender routed by the
// Combat Table's result is pursued by attacking cavalry (pursuit.go).
func demoralise(s *rules.State, bd *board, f *fight, d dice.Roller) ([]rules.Event, error) {
	us := append(onMap(f.att), onMap(f.def)...)
	var evs []rules.Event
	allOver, exA, exD := len(us) > 0, 0, 0
	for _, u := range us {
		x := u.Status[stHits] - tq(u)
		allOver = allOver && x > 0 && u.Status[stRouted] == 0
		if u.Side == s.Active {
			exA += x
		} else {
			exD += x
		}
	}
	if allOver {
		keep := s.Active // the attacker keeps its units when the defender routs
		if exA > exD {
			keep = 1 - s.Active
		}
		for _, u := range us {
			if u.Side == keep {
				u.SetStatus(stHits, tq(u)-1)
			}
		}
		evs = append(evs, rules.Event{Kind: "rout", Text: fmt.Sprintf("Shock %d: every unit would rout; the excess is attacker %d, defender %d: %s keeps 1 Cohesion point [L2610-2637]", f.k, exA, exD, s.Sides[keep].Name)})
	}
	for _, u := range us {
		if onTable(u) && u.Status[stRouted] == 0 && u.Status[stHits] >= tq(u) {
			c, _ := bd.where(s, u)
			if u.Side != s.Active {
				f.vacated = append(f.vacated, c.at.Hexes()...)
			}
			evs = append(evs, rules.Event{Kind: "rout", Side: u.Side, Unit: u.ID, Text: fmt.Sprintf("%s has lost its Cohesion (%d hits, TQ %d): it routs [L2471-2473]", s.UnitName(u.ID), u.Status[stHits], tq(u))})
			e, path := routNowPath(s, u)
			evs = append(evs, e...)
			if u.Side != s.Active {
				p, err := pursue(s, bd, f, u, c.hex(), path, d) // routed by the Shock itself [L2695-2700]
				if err != nil {
					return nil, err
				}
				evs = append(evs, p...)
			}
		}
	}
	for _, u := range us {
		if !onTable(u) || u.Status[stRouted] == 1 || tq(u)-u.Status[stHits] != 1 || !inEnemyZOC(s, u) {
			continue
		}
		v, roll, err := die(d)
		if err != nil {
			return nil, err
		}
		ev := rules.Event{Kind: "check", Side: u.Side, Unit: u.ID, Rolls: []dice.Roll{roll}, Facts: []rules.Fact{{Name: "die", Value: v, Rule: "GBoH §8.6 [L2019-2026]"}, {Name: "tq", Value: tq(u)}}}
		if v >= tq(u) {
			ev.Text = fmt.Sprintf("%s, 1 Cohesion point left in an enemy ZOC: die %d ≥ TQ %d, it routs [L2019-2024]", s.UnitName(u.ID), v, tq(u))
			if u.Side != s.Active {
				c, _ := bd.where(s, u)
				f.vacated = append(f.vacated, c.at.Hexes()...)
			}
			evs = append(evs, ev)
			evs = append(evs, routNow(s, u)...)
			continue
		}
		u.SetStatus(stHits, u.Status[stHits]-1)
		ev.Text = fmt.Sprintf("%s, 1 Cohesion point left in an enemy ZOC: die %d < TQ %d, it holds and regains a point [L2024-2026]", s.UnitName(u.ID), v, tq(u))
		evs = append(evs, ev)
	}
	return evs, nil
}

// advance moves an attacker into each hex its defenders left [L2028-2062]:
// the Superiority unit first if it gave AS, then the highest TQ, then the
// first; only one adjacent to the hex and able to enter it, and, for a
// hex left in the pre-shock check, not in an enemy ZOC [L2041-2046]. The
// terrain's hits apply but never rout it [L2030-2039]; it keeps its
// facing, and may turn 60° after the advances (shockface.go).
func advance(s *rules.State, bd *board, f *fight) []rules.Event {
	var evs []rules.Event
	moved := map[*rules.Unit]bool{}
	for _, h := range f.vacated {
		occupied := false
		for _, o := range bd.occupants(s)[h] {
			occupied = occupied || isCombat(o.u) || o.u.Side != s.Active
		}
		if occupied {
			continue
		}
		var cands []*rules.Unit
		for _, a := range standing(f.att) {
			c, _ := bd.where(s, a)
			if moved[a] || a == f.chased || hex.Dist(c.hex(), h) != 1 || !bd.canEnter(a, h) || inColumn(a) {
				continue
			}
			if slices.Contains(f.charged, h) && inEnemyZOC(s, a) {
				a.SetStatus(stAdvTurn, 1) // it may turn 60° instead (A19) [L1889-1892]
				continue
			}
			cands = append(cands, a)
		}
		if len(cands) == 0 {
			continue
		}
		slices.SortStableFunc(cands, func(x, y *rules.Unit) int {
			if (x == f.supUnit) != (y == f.supUnit) {
				if x == f.supUnit {
					return -1
				}
				return 1
			}
			return tq(y) - tq(x)
		})
		a := cands[0]
		moved[a] = true
		c, _ := bd.where(s, a)
		if i, ok := bd.m.Index(c.hex()); ok {
			a.SetStatus(stAdvFrom, i+1) // for the reaction fire it may draw
		}
		b, _ := s.Base(a.Bases[0])
		b.Shape = b.Shape.At(bd.m.Layout.Pose(hex.One(h, c.at.F)))
		t, _ := bd.ch.Hex(bd.kind(h))
		hits := min(t.Cost(bd.column(a)).Hits, max(tq(a)-1-a.Status[stHits], 0))
		a.SetStatus(stHits, a.Status[stHits]+hits)
		a.SetStatus(stShifted, 1)
		a.SetStatus(stAdvTurn, 1) // it may turn 60° at the end [L2047-2050]
		evs = append(evs, rules.Event{Kind: "advance", Side: a.Side, Unit: a.ID, Base: b.ID,
			Text: fmt.Sprintf("%s advances after combat into %s [L2028-2039]; terrain hits %d (never below 1 Cohesion point)", s.UnitName(a.ID), bd.m.Label(h), hits)})
	}
	return evs
}

// columnsAttacked returns to Normal every Column attacked this phase,
// with 1 Cohesion hit [L1241-1244]; its facing is the vertex at the left
// of its hexside (A23).
func columnsAttacked(s *rules.State, bd *board, fs []*fight) []rules.Event {
	var evs []rules.Event
	for _, f := range fs {
		for _, u := range f.def {
			if !onTable(u) || !inColumn(u) {
				continue
			}
			c, _ := bd.where(s, u)
			u.Formation = ""
			b, _ := s.Base(u.Bases[0])
			b.Shape = b.Shape.At(bd.m.Layout.Pose(hex.One(c.hex(), hex.Vertex(c.side))))
			evs = append(evs, rules.Event{Kind: "formation", Side: u.Side, Unit: u.ID, Text: s.UnitName(u.ID) + " was shocked In Column: back to Normal formation [L1241-1244]"})
			evs = append(evs, hitUnit(s, u, 1, "a Column shocked [L1241-1244]")...)
		}
	}
	return evs
}

// afterOrders ends an Orders Phase once its Shocks are resolved
// [L909-920]: Momentum if the leader may try it, else he is Finished.
func afterOrders(s *rules.State) []rules.Event {
	if evs, ok := askPursuit(s); ok {
		return evs // the leaders a ride into the Pursuit box calls first [L2815-2818]
	}
	if l := activeLeader(s); s.Counters[ctImpLine] > 0 || s.Counters[ctElite] == 1 || l == nil || noMomentum(s, l) != "" {
		if evs, ok := askFaces(s); ok {
			return evs // no Momentum phase follows: the advances' 60° turns now [L2047-2050]
		}
	}
	if s.Counters[ctImpLine] > 0 {
		s.SetCounter(ctImpLine, 0)
		return startSelect(s) // an Impetuous Line has no Momentum [L2116-2119]
	}
	l := activeLeader(s)
	if s.Counters[ctElite] == 1 {
		return endElite(s, l)
	}
	l.SetStatus(stTrumper, 0)
	l.SetStatus(stLinePrev, min(s.Counters[ctLines], 1)) // [L542-548]
	if why := noMomentum(s, l); why != "" {
		return append([]rules.Event{finish(s, l, why)}, startSelect(s)...)
	}
	s.Phase, s.Active = PhaseMomentum, l.Side
	return []rules.Event{{Kind: "phase", Side: l.Side, Unit: l.ID, Text: fmt.Sprintf("%s may roll for Momentum: %d or less [L944-948]", s.UnitName(l.ID), initiative(l))}}
}

// The reaction fire an advance after combat draws when it enters an enemy
// missile unit's ZOC [L1756-1758]: once the advances are made, each
// advancing unit in turn offers it (as a move does, fire only: no
// withdrawal in the Shock segment [L1334-1336]); the phase then ends.
const (
	stAdvFrom    = "advanced-from" // 1 + the index of the hex an advance left, until its reaction fire is looked for
	ctAfterShock = "after-shock"   // the reactions pending are the advances': the phase ends after them
)

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stAdvFrom, Range: count, Doc: "1 + the index of the map hex an advance after combat left, until its reaction fire is looked for [L1756-1758]"})
	positionKeys.Counters = append(positionKeys.Counters,
		rules.Key{Name: ctAfterShock, Range: flag, Doc: "the reaction fire pending is an advance's: the Orders Phase ends after it [L1756-1758]"})
	statusOf[stAdvFrom] = isCombat
}

// afterAdvances offers the next advance's reaction fire, else ends the
// Orders Phase.
func afterAdvances(s *rules.State) []rules.Event {
	bd, err := boardOf(s)
	if err != nil {
		return afterOrders(s)
	}
	for i := range s.Units {
		a := &s.Units[i]
		k := a.Status[stAdvFrom]
		if k == 0 {
			continue
		}
		a.SetStatus(stAdvFrom, 0)
		c, ok := bd.where(s, a)
		if !ok || a.Status[stRouted] == 1 {
			continue
		}
		xs := reactionTriggers(s, bd, a, bd.m.HexAt(k-1), c.hex())
		for x, bits := range xs {
			if bits&reactEntered == 0 {
				delete(xs, x)
			} else {
				xs[x] = reactEntered
			}
		}
		if len(xs) > 0 {
			s.SetCounter(ctAfterShock, 1)
			return askReaction(s, a, xs)
		}
	}
	s.SetCounter(ctAfterShock, 0)
	return afterOrders(s)
}
