package gboh

import (
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// Leaders and heroes that withdraw or rout (spec §6.5-§6.7, §10.4): a lone
// leader or hero an enemy combat unit moves next to may withdraw in good
// order [L691-693, L1289-1290] (a reaction, react = withdraw; declined or
// impossible, the danger of danger.go follows); those stacked with a unit
// that withdraws may go with it (Args["with"] on the reaction
// [L2179-2182], spec §6.5 (5)); those stacked with a router go with it or
// stay [L2194-2196, L2639-2641].

func init() {
	statusOf[stReact] = func(u *rules.Unit) bool { return isCombat(u) || isIndividual(u) }
}

// mayWithdrawAlone reports whether individual x, alone on its hex, may
// withdraw from mover m, which came next to it from hex from to hex to
// [L691-693]: m a combat unit of lower MA than his [L1269-1271], and a hex
// to back into.
func mayWithdrawAlone(s *rules.State, bd *board, x *rules.Unit, xc counter, m *rules.Unit, from, to hex.Hex) bool {
	if !isIndividual(x) || !isCombat(m) || hex.Dist(xc.hex(), to) != 1 || hex.Dist(xc.hex(), from) == 1 || !alone(s, bd, x) || ma(x) <= ma(m) {
		return false
	}
	return len(individualWithdrawPath(s, bd, x, m)) > 0
}

// individualWithdrawPath is lone individual x's withdrawal from m: hex by
// hex, each farther from m, by at most the MA difference in MP at cavalry
// costs (his movement [L1111-1116]), never into an enemy's hex, an enemy
// ZOC, woods, marsh, river or terrain he could not enter [L1317-1321]; the
// first such hex each step (the owner's choice made for him, a reading).
func individualWithdrawPath(s *rules.State, bd *board, x, m *rules.Unit) []hex.Hex {
	xc, ok := bd.where(s, x)
	mc, ok2 := bd.where(s, m)
	if !ok || !ok2 {
		return nil
	}
	occ := bd.occupants(s)
	zoc := bd.zocs(s, x.Side)
	mp := ma(x) - ma(m)
	here := xc.hex()
	var out []hex.Hex
	for mp > 0 {
		moved := false
		for _, n := range here.Neighbors() {
			t, ok := bd.ch.Hex(bd.kind(n))
			if !ok || !bd.m.Contains(n) || noWithdrawInto[bd.kind(n)] || !bd.canEnter(x, n) || len(zoc[n]) > 0 || hex.Dist(n, mc.hex()) <= hex.Dist(here, mc.hex()) {
				continue
			}
			if slices.ContainsFunc(occ[n], func(o occupant) bool { return o.u.Side != x.Side }) {
				continue
			}
			cost := max(t.Cost(bd.column(x)).MP, 1)
			if slices.ContainsFunc(occ[n], func(o occupant) bool { return isCombat(o.u) }) {
				cost++ // into a friendly combat unit's hex [L1367-1371]
			}
			if cost > mp {
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

// applyIndividualWithdraw moves lone x back from m [L691-693]: no
// Cohesion to lose; he ends where his path ends.
func applyIndividualWithdraw(s *rules.State, bd *board, x, m *rules.Unit) rules.Event {
	path := individualWithdrawPath(s, bd, x, m)
	b, _ := s.Base(x.Bases[0])
	end := path[len(path)-1]
	b.Shape = b.Shape.At(geom.Pose{Pos: bd.m.Layout.Centre(end)})
	return rules.Event{Kind: "withdraw", Side: x.Side, Unit: x.ID, Base: b.ID, Text: fmt.Sprintf("%s withdraws from %s to %s [L691-693, L1266-1280]", s.UnitName(x.ID), s.UnitName(m.ID), bd.m.Label(end))}
}

// dangerOf resolves the danger of lone x, who did not withdraw from m
// [L693-715].
func dangerOf(s *rules.State, bd *board, x, m *rules.Unit, d dice.Roller) ([]rules.Event, error) {
	if !onTable(x) || !onTable(m) || !alone(s, bd, x) {
		return nil, nil
	}
	xc, _ := bd.where(s, x)
	mc, _ := bd.where(s, m)
	if hex.Dist(xc.hex(), mc.hex()) != 1 {
		return nil, nil
	}
	return endangerOne(s, bd, x, m, d)
}

// checkWithWithdraw checks the individuals a withdrawing unit x takes with
// it (Args["with"], ids separated by commas): leaders and heroes of its
// side stacked with it [L2179-2182], spec §6.5 (5).
func checkWithWithdraw(s *rules.State, bd *board, x *rules.Unit, ids string) ([]*rules.Unit, error) {
	if ids == "" {
		return nil, nil
	}
	if !isCombat(x) {
		return nil, refuse("with", "GBoH §6.5 [L2179-2182]", "only a combat unit takes leaders and heroes with it")
	}
	xc, _ := bd.where(s, x)
	var out []*rules.Unit
	for _, id := range strings.Split(ids, ",") {
		y, ok := s.Unit(strings.TrimSpace(id))
		if !ok || !isIndividual(y) || y.Side != x.Side {
			return nil, refuse("with", "GBoH §6.5 [L2179-2182]", "%q is no leader or hero of %s's army", strings.TrimSpace(id), s.UnitName(x.ID))
		}
		if yc, ok := bd.where(s, y); !ok || yc.hex() != xc.hex() {
			return nil, refuse("with", "GBoH §6.5 [L2179-2182]", "%s is not stacked with %s", s.UnitName(y.ID), s.UnitName(x.ID))
		}
		out = append(out, y)
	}
	return out, nil
}

// goWith puts individuals ys on unit x's hex, saying why.
func goWith(s *rules.State, bd *board, x *rules.Unit, ys []*rules.Unit, why string) []rules.Event {
	xc, ok := bd.where(s, x)
	if !ok {
		return nil
	}
	var evs []rules.Event
	for _, y := range ys {
		if !onTable(y) {
			continue
		}
		b, _ := s.Base(y.Bases[0])
		b.Shape = b.Shape.At(geom.Pose{Pos: bd.m.Layout.Centre(xc.hex())})
		evs = append(evs, rules.Event{Kind: "moved", Side: y.Side, Unit: y.ID, Base: b.ID, Text: fmt.Sprintf("%s goes with %s %s", s.UnitName(y.ID), s.UnitName(x.ID), why)})
	}
	return evs
}

// exposed reports whether individual y on hex h would be left alone there
// next to an enemy combat unit or in an enemy ZOC.
func exposed(s *rules.State, bd *board, y *rules.Unit, h hex.Hex, occ map[hex.Hex][]occupant, zoc map[hex.Hex][]*rules.Unit) bool {
	for _, o := range occ[h] {
		if o.u.Side == y.Side && isCombat(o.u) && o.u.Status[stRouted] == 0 {
			return false
		}
	}
	if len(zoc[h]) > 0 {
		return true
	}
	for _, n := range h.Neighbors() {
		if slices.ContainsFunc(occ[n], func(o occupant) bool { return o.u.Side != y.Side && isCombat(o.u) }) {
			return true
		}
	}
	return false
}

// routCompanions are the individuals stacked with router u who go with it
// [L2194-2196, L2639-2641]: the owner's choice made for him (a reading):
// he goes with it when staying would leave him alone in an enemy ZOC or
// next to an enemy combat unit, else he stays.
func routCompanions(s *rules.State, bd *board, u *rules.Unit) []*rules.Unit {
	c, ok := bd.where(s, u)
	if !ok {
		return nil
	}
	occ := bd.occupants(s)
	zoc := bd.zocs(s, u.Side)
	var out []*rules.Unit
	for _, o := range occ[c.hex()] {
		if o.u.Side == u.Side && isIndividual(o.u) && exposed(s, bd, o.u, c.hex(), occ, zoc) {
			out = append(out, o.u)
		}
	}
	return out
}
