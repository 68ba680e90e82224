package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/hex"
)

// Orderly withdrawal (spec §7.6, source §6.5 "Repli" [L1249-1338]): a unit
// an enemy combat unit of lower MA comes within 2 hexes of may back away,
// without an order, by MP equal to the difference of their MAs. It is one
// of the reactions of react.go (react = withdraw), offered when the
// enemy's move ends within 2 hexes of it having started farther (the
// text's moment, the enemy at 2 hexes, falls inside the move: a reading),
// the unit then in no enemy ZOC but the mover's.

// reactWithdraw is the withdrawal bit of stReact.
const reactWithdraw = 8

// withdrawRange is how near the enemy comes to trigger it [L1266-1269].
const withdrawRange = 2

// mayWithdraw reports whether x may withdraw from mover m, which went from
// hex from to hex to [L1266-1280]: a combat unit, not routed, not In
// Column [L1246-1247], of greater MA, in no enemy ZOC but m's; m a combat
// unit that came within 2 hexes.
func mayWithdraw(s *rules.State, bd *board, x *rules.Unit, xc counter, m *rules.Unit, from, to hex.Hex) bool {
	if !isCombat(x) || !isCombat(m) || x.Status[stRouted] == 1 || inColumn(x) || ma(x) <= ma(m) || xc.at.F < 0 {
		return false
	}
	if hex.Dist(xc.hex(), to) > withdrawRange || hex.Dist(xc.hex(), from) <= withdrawRange {
		return false
	}
	for _, e := range bd.zocs(s, x.Side)[xc.hex()] {
		if e != m {
			return false
		}
	}
	return true
}

// noWithdrawInto are the hex kinds a withdrawing unit may not enter
// [L1317-1319].
var noWithdrawInto = map[string]bool{"woods": true, "marsh": true, "river": true}

// withdrawPath is x's withdrawal from m: hex by hex, keeping its facing,
// each hex farther from m, by at most the MA difference in MP, never into
// an enemy ZOC, woods, marsh, river, a hex it could not enter or a hex
// with a combat unit (G18, [L1275-1278, L1317-1321]); the first such hex
// of its rear, then its flanks, each step (a reading: the owner's choice,
// made for him). Empty when it cannot move at all.
func withdrawPath(s *rules.State, bd *board, x, m *rules.Unit) []hex.Hex {
	xc, _ := bd.where(s, x)
	mc, _ := bd.where(s, m)
	occ := bd.occupants(s)
	zoc := bd.zocs(s, x.Side)
	mp := ma(x) - ma(m)
	here := xc.hex()
	var out []hex.Hex
	for mp > 0 {
		moved := false
		for _, k := range []int{3, 4, 2, 5} {
			n := here.Neighbor(xc.at.F.D(k))
			t, ok := bd.ch.Hex(bd.kind(n))
			if !ok || !bd.m.Contains(n) || noWithdrawInto[bd.kind(n)] || !bd.canEnter(x, n) || len(zoc[n]) > 0 || hex.Dist(n, mc.hex()) <= hex.Dist(here, mc.hex()) {
				continue
			}
			busy := false
			for _, o := range occ[n] {
				busy = busy || isCombat(o.u) || o.u.Side != x.Side
			}
			cost := t.Cost(bd.column(x)).MP
			if busy || cost > mp {
				continue
			}
			mp -= cost
			here, moved = n, true
			out = append(out, n)
			break
		}
		if !moved {
			break
		}
	}
	return out
}

// applyWithdraw makes x's withdrawal from m [L1292-1309]: 1 Cohesion hit
// before when m came at its flank or rear, 1 after for infantry, the
// terrain's hits on the way; it may rout.
func applyWithdraw(s *rules.State, x, m *rules.Unit) []rules.Event {
	bd, _ := boardOf(s)
	xc, _ := bd.where(s, x)
	mc, _ := bd.where(s, m)
	path := withdrawPath(s, bd, x, m)
	hits := 0
	if !hex.FrontArc(xc.at, mc.hex()) {
		hits++ // approached from a flank or the rear (outside the front's 120°, G13): before moving [L1303-1306]
	}
	for _, h := range path {
		t, _ := bd.ch.Hex(bd.kind(h))
		hits += t.Cost(bd.column(x)).Hits
	}
	if isInfantry(x) {
		hits++ // after moving [L1300-1302]
	}
	b, _ := s.Base(x.Bases[0])
	text := s.UnitName(x.ID) + " withdraws in good order [L1266-1297]"
	if len(path) > 0 {
		end := path[len(path)-1]
		b.Shape = b.Shape.At(bd.m.Layout.Pose(hex.One(end, xc.at.F)))
		text += fmt.Sprintf(" to %s", bd.m.Label(end))
	} else {
		text += " but finds no hex to back into"
	}
	x.SetStatus(stShifted, 1)
	evs := []rules.Event{{Kind: "withdraw", Side: x.Side, Unit: x.ID, Base: b.ID, Text: text}}
	if hits > 0 {
		routs := x.Status[stHits]+hits >= tq(x)
		t := fmt.Sprintf("%s takes %d Cohesion hit(s) for its withdrawal [L1300-1309]", s.UnitName(x.ID), hits) + addHits(s, x, hits)
		evs = append(evs, rules.Event{Kind: "hits", Side: x.Side, Unit: x.ID, Text: t, Facts: []rules.Fact{{Name: "hits", Value: hits, Rule: "GBoH §6.5 [L1300-1306]"}}})
		if routs {
			evs = append(evs, routNow(s, x)...)
		}
	}
	return evs
}
