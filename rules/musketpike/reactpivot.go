package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// A 2-hex unit's re-face in reaction (9.2.2 b [L700]): it pivots (6.2.1,
// forward about one half [L457]) the other half one or two hexes, for no
// MP like every reaction move [L696]: facing f+1 or f+2 about its left
// half, f-1 or f-2 about its right one (the "facing" of the answer names
// the pivot). The hexes the pivoting half enters must be ones it could
// enter (on the map, not prohibited, no other combat unit) and not next
// to an enemy unit, unless the wing has Charge orders, or the half that
// stays was next to that enemy already and the pivoting half comes next
// to no other [L700]; an out-of-command unit never comes next to an enemy
// it was not next to [L665]. A Column does not pivot [L457]. Reading: the
// pivot takes no formation hit from the terrain (the text prices a
// reaction move at nothing [L696] and gives it no hits).

// reactPivot is the position x (2-hex, on at) reaches pivoting to facing
// f in reaction, or why it may not.
func reactPivot(s *rules.State, bd *board, x *rules.Unit, at hex.Unit, f hex.Vertex) (hex.Unit, *rules.Violation) {
	refuse := func(format string, args ...any) (hex.Unit, *rules.Violation) {
		return at, &rules.Violation{Code: "reface", Rule: "M&P §8.4 [L700]", Msg: s.UnitName(x.ID) + " " + fmt.Sprintf(format, args...), Bases: x.Bases}
	}
	if inColumn(x) {
		return refuse("is in Column: only a line pivots [L457]")
	}
	k := ((int(f)-int(at.F))%6 + 6) % 6
	aroundL, n := true, k
	if k > 3 {
		aroundL, n = false, 6-k
	}
	if n == 0 || n > maxRefaceTurn {
		return refuse("pivots in reaction one or two hexes, not %d", n)
	}
	stays := at.R // the half that does not move
	if aroundL {
		stays = at.L
	}
	var enemies []hex.Unit
	for _, o := range bd.occupants(s, bd.hexBox(at.Hexes()).Grow(3*bd.m.Layout.Size), nil) {
		if o.u.Side != x.Side && isCombat(o.u) && !gone(o.u) {
			enemies = append(enemies, o.at)
		}
	}
	mv := moverOf(x)
	charge := false
	if wc := wingCommander(s, x); wc != nil {
		charge = orderOf(wc) == charts.Charge
	}
	cur := at
	var entered []hex.Hex
	for range n {
		to, from, c, err := hex.Pivot(cur, aroundL)
		if err != nil || !bd.m.Contains(c) {
			return refuse("cannot pivot off the map")
		}
		if bd.hexCost(mv, c).add(bd.sideCost(mv, from, c)).prohibited {
			return refuse("cannot enter %s", bd.label(c))
		}
		for _, o := range bd.occupants(s, bd.hexBox([]hex.Hex{c}), nil) {
			if o.u != x && isCombat(o.u) && o.at.Occupies(c) {
				return refuse("cannot pivot into %s: %s holds it [L597]", bd.label(c), s.UnitName(o.u.ID))
			}
		}
		entered, cur = append(entered, c), to
	}
	for _, e := range enemies {
		near := false
		for _, c := range entered {
			near = near || e.HexDist(c) == 1
		}
		if !near {
			continue
		}
		if x.Status[stOut] == 1 && !hex.Adjacent(at, e) {
			return refuse("is out of command: it may not come next to an enemy in reaction [L665]")
		}
		if charge {
			continue
		}
		if e.HexDist(stays) != 1 {
			return refuse("would come next to an enemy: only under Charge orders, or next to an enemy its other half was next to already [L700]")
		}
		for _, o := range enemies {
			if o == e {
				continue
			}
			for _, c := range entered {
				if o.HexDist(c) == 1 {
					return refuse("would come next to a second enemy [L700]")
				}
			}
		}
	}
	return cur, nil
}
