package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// Leaders in danger (spec §6.7, source §4.42 [L691-715]): when an enemy
// combat unit moves next to a leader or hero (same Peril as leaders
// [L2198-2199]) who is not stacked with a friendly combat unit, he may
// withdraw (leaderwithdraw.go, a reaction [L691-693]); if he does not or
// cannot, he escapes to the nearest friendly unit or risks the Peril Table
// and capture.

// escapeMargin is how much slower than the leader the enemy must be for
// him to get away without a roll [L705-707].
const escapeMargin = 3

// alone reports whether individual x stands on no friendly combat unit.
func alone(s *rules.State, bd *board, x *rules.Unit) bool {
	c, ok := bd.where(s, x)
	if !ok {
		return false
	}
	for _, o := range bd.occupants(s)[c.hex()] {
		if o.u.Side == x.Side && isCombat(o.u) {
			return false
		}
	}
	return true
}

// refuge is the hex of the nearest friendly combat unit x may reach by a
// path of at most his MA hexes never through an enemy unit, an enemy ZOC
// hex without a friendly combat unit, or terrain he could not enter
// (the command path's test, G10); false when enemy ZOCs and terrain bar
// every way [L699-703].
func refuge(s *rules.State, bd *board, x *rules.Unit) (hex.Hex, bool) {
	c, _ := bd.where(s, x)
	occ := bd.occupants(s)
	zoc := bd.zocs(s, x.Side)
	friend := func(h hex.Hex) bool {
		for _, o := range occ[h] {
			if o.u.Side == x.Side && isCombat(o.u) && o.u.Status[stRouted] == 0 {
				return true
			}
		}
		return false
	}
	seen := map[hex.Hex]bool{c.hex(): true}
	frontier := []hex.Hex{c.hex()}
	for d := 0; d < ma(x) && len(frontier) > 0; d++ {
		var next []hex.Hex
		for _, h := range frontier {
			for _, n := range h.Neighbors() {
				if seen[n] || !bd.m.Contains(n) || !bd.canEnter(x, n) {
					continue
				}
				seen[n] = true
				if friend(n) {
					return n, true // breadth first: the nearest (the first of equals)
				}
				enemy := false
				for _, o := range occ[n] {
					enemy = enemy || o.u.Side != x.Side
				}
				if !enemy && len(zoc[n]) == 0 {
					next = append(next, n)
				}
			}
		}
		frontier = next
	}
	return hex.Hex{}, false
}

// endangered resolves every lone enemy leader or hero mover m came next to
// (from hex from to hex to) [L697-715] but those offered a withdrawal
// (withdraw, answered in phase reaction).
func endangered(s *rules.State, bd *board, m *rules.Unit, from, to hex.Hex, d dice.Roller, withdraw map[*rules.Unit]int) ([]rules.Event, error) {
	if !isCombat(m) || m.Status[stRouted] == 1 {
		return nil, nil
	}
	var evs []rules.Event
	for i := range s.Units {
		x := &s.Units[i]
		if x.Side == m.Side || !isIndividual(x) || !onTable(x) || withdraw[x]&reactWithdraw != 0 {
			continue
		}
		xc, _ := bd.where(s, x)
		if hex.Dist(xc.hex(), to) != 1 || hex.Dist(xc.hex(), from) == 1 || !alone(s, bd, x) {
			continue
		}
		e, err := endangerOne(s, bd, x, m, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
	}
	return evs, nil
}

// endangerOne is lone x's danger next to m [L697-715]: no way to a friend,
// the Peril Table and, alive, captured; an enemy 3 or more MA slower, he
// is placed on the nearest friend; else a d10 less the MA difference: 0-1
// (or less, A33) placed, 2-9 the Peril Table and captured if alive.
func endangerOne(s *rules.State, bd *board, x, m *rules.Unit, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	{
		name := s.UnitName(x.ID)
		h, ok := refuge(s, bd, x)
		diff := ma(x) - ma(m)
		roll := false
		switch {
		case !ok:
			evs = append(evs, rules.Event{Kind: "danger", Side: x.Side, Unit: x.ID, Text: fmt.Sprintf("%s, alone next to %s, has no way to a friendly unit [L699-703]", name, s.UnitName(m.ID))})
			roll = true
		case diff >= escapeMargin:
			evs = append(evs, placeOn(s, bd, x, h, fmt.Sprintf("%s (MA %d) outpaces %s (MA %d) by 3 or more [L705-707]", name, ma(x), s.UnitName(m.ID), ma(m))))
		default:
			v, r, err := die(d)
			if err != nil {
				return nil, err
			}
			ev := rules.Event{Kind: "danger", Side: x.Side, Unit: x.ID, Rolls: []dice.Roll{r}, Facts: []rules.Fact{{Name: "die", Value: v, Rule: "GBoH §4.42 [L710-715]"}, {Name: "difference", Value: diff}},
				Text: fmt.Sprintf("%s, alone next to %s: die %d − MA difference %d = %d", name, s.UnitName(m.ID), v, diff, v-diff)}
			evs = append(evs, ev)
			if v-diff <= 1 {
				evs = append(evs, placeOn(s, bd, x, h, "0-1: he gets away [L710-712]"))
				return evs, nil
			}
			roll = true
		}
		if roll {
			pe, err := peril(s, bd, x, d, "in danger [L701-703, L713-715]")
			if err != nil {
				return nil, err
			}
			evs = append(evs, pe...)
			if x.Status[stFate] < fateOut {
				x.SetStatus(stFate, fateCaptured)
				removeCounter(s, x)
				evs = append(evs, rules.Event{Kind: "captured", Side: x.Side, Unit: x.ID, Text: name + " survives and is captured [L701-703, L713-715]"})
			}
		}
	}
	return evs, nil
}

// placeOn puts individual x on hex h.
func placeOn(s *rules.State, bd *board, x *rules.Unit, h hex.Hex, why string) rules.Event {
	b, _ := s.Base(x.Bases[0])
	b.Shape = b.Shape.At(geom.Pose{Pos: bd.m.Layout.Centre(h)})
	return rules.Event{Kind: "escape", Side: x.Side, Unit: x.ID, Base: b.ID, Text: fmt.Sprintf("%s is placed with the friendly unit at %s: %s", s.UnitName(x.ID), bd.m.Label(h), why)}
}
