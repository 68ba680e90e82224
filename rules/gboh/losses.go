package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/gboh/charts"
)

// Losses: units eliminated, individuals in Peril (spec §6.7, §9.4).

// removeCounter takes u's counter off the map.
func removeCounter(s *rules.State, u *rules.Unit) {
	for _, id := range u.Bases {
		if i := s.Table.BaseIndex(id); i >= 0 {
			s.Table.Bases = append(s.Table.Bases[:i:i], s.Table.Bases[i+1:]...)
		}
		delete(s.Used, id)
	}
	u.Bases = nil
}

// eliminate removes combat unit u from play: its counter off the map,
// gone 1 (eliminated) or 2 (left the map); it now counts for its army's
// Rout Points [L2872-2875]. why says it for the log.
func eliminate(s *rules.State, u *rules.Unit, gone int, why string) rules.Event {
	what := "is eliminated"
	if gone == goneLeft {
		what = "leaves the map"
	}
	return eliminateSaying(s, u, gone, fmt.Sprintf("%s %s: %s", s.UnitName(u.ID), what, why))
}

// eliminateSaying is eliminate with the whole sentence of the log.
func eliminateSaying(s *rules.State, u *rules.Unit, gone int, text string) rules.Event {
	removeCounter(s, u)
	u.SetStatus(stGone, gone)
	for _, k := range []string{stShock, stReact, stOrdered, stLined, stMissile} {
		u.SetStatus(k, 0)
	}
	return rules.Event{Kind: "eliminated", Side: u.Side, Unit: u.ID, Text: text,
		Facts: []rules.Fact{{Name: "rout-points", Value: routPoints(u), Text: "Rout Points", Rule: "GBoH §10.5 [L2881-2893]"}}}
}

// Values of stGone.
const (
	goneEliminated = 1
	goneLeft       = 2
)

// hitUnit gives combat unit u n Cohesion hits from an attack (fire or
// Shock): a routed unit that loses Cohesion so is eliminated [L2605-2608];
// another routs when its hits reach its TQ [L2471-2473]. The events say
// what happened.
func hitUnit(s *rules.State, u *rules.Unit, n int, rule string) []rules.Event {
	if n <= 0 || !onTable(u) {
		return nil
	}
	if u.Status[stRouted] == 1 {
		return []rules.Event{eliminate(s, u, goneEliminated, "a routed unit that loses Cohesion when attacked is eliminated [L2605-2608]")}
	}
	text := fmt.Sprintf("%s takes %d Cohesion hit(s) (%s)", s.UnitName(u.ID), n, rule)
	routs := u.Status[stHits]+n >= tq(u)
	text += addHits(s, u, n)
	evs := []rules.Event{{Kind: "hits", Side: u.Side, Unit: u.ID, Text: text, Facts: []rules.Fact{{Name: "hits", Value: n, Text: "Cohesion hits", Rule: rule}}}}
	if routs {
		evs = append(evs, routNow(s, u)...)
	}
	return evs
}

// individualsIn are the leaders and heroes on u's hex.
func individualsIn(s *rules.State, bd *board, u *rules.Unit) []*rules.Unit {
	c, ok := bd.where(s, u)
	if !ok {
		return nil
	}
	var out []*rules.Unit
	for _, o := range bd.occupants(s)[c.hex()] {
		if isIndividual(o.u) && o.u.Side == u.Side {
			out = append(out, o.u)
		}
	}
	return out
}

// peril rolls the Peril Table for individual x [L1905-1915]: d10 plus his
// Individual Combat, read on the chart (UNOFFICIAL where it is); wounded,
// all his ratings −1 [L1910-1913]; wounded again, out of action; out of
// action when wounded, killed [L1913-1915]. Out of action and killed
// leave the map; they count for the Rout Points (A12).
func peril(s *rules.State, bd *board, x *rules.Unit, d dice.Roller, cause string) ([]rules.Event, error) {
	v, roll, err := die(d)
	if err != nil {
		return nil, err
	}
	ic := rating(x, keyCombat)
	fate := bd.ch.PerilOf(v + ic)
	was := x.Status[stFate]
	now := was
	switch fate {
	case charts.Wounded:
		now = fateWounded
		if was == fateWounded {
			now = fateOut
		}
	case charts.OutOfAction:
		now = fateOut
		if was == fateWounded {
			now = fateKilled
		}
	case charts.Killed:
		now = fateKilled
	}
	names := map[int]string{0: "unharmed", fateWounded: "wounded (all ratings −1)", fateOut: "out of action", fateKilled: "killed"}
	text := fmt.Sprintf("%s, %s: Peril Table, die %d + Individual Combat %d = %d: %s", s.UnitName(x.ID), cause, v, ic, v+ic, names[now])
	if fate == charts.Unharmed {
		text = fmt.Sprintf("%s, %s: Peril Table, die %d + Individual Combat %d = %d: unharmed", s.UnitName(x.ID), cause, v, ic, v+ic)
	}
	if l := bd.ch.Label(); l != "" {
		text += " (" + l + " Peril Table)"
	}
	x.SetStatus(stFate, now)
	if now >= fateOut {
		removeCounter(s, x)
	}
	return []rules.Event{{Kind: "peril", Side: x.Side, Unit: x.ID, Text: text, Rolls: []dice.Roll{roll},
		Facts: []rules.Fact{{Name: "die", Value: v, Rule: "GBoH Peril Table [L1905-1915]"}, {Name: "combat", Value: ic, Text: "Individual Combat"}, {Name: "fate", Value: now, Code: bd.ch.Label()}}}}, nil
}
