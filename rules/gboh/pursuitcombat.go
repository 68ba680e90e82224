package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/gboh/charts"
)

// The combat in the Pursuit box (A34): when pursuing cavalry rides off
// the map after the cavalry it routed again, "Résoudre le résultat du
// combat entre les deux Unités dans la case Pursuit" [L2763-2767]. Read by
// the spec's recommendation: one normal Shock between the two, fought at
// once, off the map: no terrain, no position (the front column of the
// Clash of Weapons Table, no positional Superiority), the leaders in the
// Pursuit box the only ones who count (their Charisma; none is in Peril).
// The router alone takes the pre-shock check, at its routed TQ 1
// [L2740-2742]; failed, it is eliminated [L1883-1885]; any Cohesion it
// loses on the Combat Table eliminates it [L2605-2608]; else it stays off
// the map, fled (a router off the map counts as eliminated [L2573-2575]).
// The pursuer keeps its hits; hits reaching its TQ rout it, off the map:
// eliminated [L2573-2575] (a reading).

// boxCharisma is the best Charisma of side's leaders and heroes in the
// Pursuit box [L2004-2007] (A34: the only ones there).
func boxCharisma(s *rules.State, side int) int {
	best := 0
	for i := range s.Units {
		x := &s.Units[i]
		if x.Side == side && isIndividual(x) && !onTable(x) && x.Status[stGone] == goneBox && x.Status[stFate] < fateOut {
			best = max(best, rating(x, keyCharisma))
		}
	}
	return best
}

// boxCombat fights pursuer c and router r, both off the map, in the
// Pursuit box (A34 [L2763-2767]).
func boxCombat(s *rules.State, bd *board, c, r *rules.Unit, d dice.Roller) ([]rules.Event, error) {
	head := rules.Event{Kind: "pursuit", Side: c.Side, Unit: c.ID,
		Text: fmt.Sprintf("%s and %s fight in the Pursuit box: one Shock, no terrain, no position (A34) [L2763-2767]", s.UnitName(c.ID), s.UnitName(r.ID))}
	evs := []rules.Event{head}
	r.SetStatus(stRouted, 1)
	hits, ev, err := tqCheck(s, r, d, 0, "pre-shock TQ check against its pursuer in the Pursuit box", "GBoH §8.3 [L1877-1885], §10.3 [L2740-2742]")
	if err != nil {
		return nil, err
	}
	evs = append(evs, ev)
	if hits > 0 {
		r.SetStatus(stGone, goneEliminated)
		return append(evs, rules.Event{Kind: "eliminated", Side: r.Side, Unit: r.ID,
			Text:  s.UnitName(r.ID) + " fails its check in the Pursuit box: a routed unit that fails is eliminated [L1883-1885]",
			Facts: []rules.Fact{{Name: "rout-points", Value: routPoints(r), Text: "Rout Points", Rule: "GBoH §10.5 [L2881-2893]"}}}), nil
	}
	base := bd.ch.Clash(bd.column(c), bd.column(r), charts.Front)
	sup := bd.ch.SuperiorityOf(troop(c), troop(r))
	if sup == charts.AttackerSuperior && noSuperiorityOver(c, r, false) {
		sup = charts.NoSuperiority // cavalry over Trolls [L4579-4581]
	} // by Type only [L1977-1984]
	odds := oddsShift(int(c.Profile[keySize]), int(r.Profile[keySize]), true) // it moved: it pursued [L1986-1996]
	v, roll, err := die(d)
	if err != nil {
		return nil, err
	}
	ca, cd := boxCharisma(s, c.Side), boxCharisma(s, r.Side)
	res, col, md := bd.ch.Combat(base+odds, v+ca-cd)
	ha, hd := res.Attacker, res.Defender
	switch sup {
	case charts.AttackerSuperior:
		hd *= 2
	case charts.DefenderSuperior:
		ha *= 3
	}
	evs = append(evs, rules.Event{Kind: "combat", Side: c.Side, Unit: c.ID, Rolls: []dice.Roll{roll},
		Text: fmt.Sprintf("Pursuit box: %s (%s) on %s (%s): column %d, odds %+d → column %d; die %d, Charisma %+d/−%d → %d; Combat Table %d/%d (%s) → attacker %d, defender %d hits",
			s.UnitName(c.ID), troop(c), s.UnitName(r.ID), troop(r), base, odds, col, v, ca, cd, md, res.Attacker, res.Defender, bd.ch.Label(), ha, hd),
		Facts: []rules.Fact{
			{Name: "column", Value: col, Code: bd.ch.Label(), Rule: "A34; GBoH §8.53 [L1917-1924]"},
			{Name: "die", Value: v, Rule: "GBoH §8.54 [L1998-2007]"},
			{Name: "superiority", Value: int(sup), Rule: "GBoH §8.52 [L1977-1984]"},
			{Name: "attacker-hits", Value: ha}, {Name: "defender-hits", Value: hd}}})
	if hd > 0 {
		r.SetStatus(stGone, goneEliminated)
		evs = append(evs, rules.Event{Kind: "eliminated", Side: r.Side, Unit: r.ID,
			Text:  s.UnitName(r.ID) + " loses Cohesion in the Pursuit box: a routed unit that loses Cohesion when attacked is eliminated [L2605-2608]",
			Facts: []rules.Fact{{Name: "rout-points", Value: routPoints(r), Text: "Rout Points", Rule: "GBoH §10.5 [L2881-2893]"}}})
	}
	if ha > 0 {
		c.SetStatus(stHits, min(c.Status[stHits]+ha, 20))
		evs = append(evs, rules.Event{Kind: "hits", Side: c.Side, Unit: c.ID,
			Text:  fmt.Sprintf("%s takes %d Cohesion hit(s) in the Pursuit box (%d of %d TQ)", s.UnitName(c.ID), ha, c.Status[stHits], tq(c)),
			Facts: []rules.Fact{{Name: "hits", Value: ha, Rule: "GBoH §10.2 [L2453-2469]"}}})
		if c.Status[stHits] >= tq(c) {
			c.SetStatus(stRouted, 1)
			c.SetStatus(stGone, goneEliminated)
			evs = append(evs, rules.Event{Kind: "eliminated", Side: c.Side, Unit: c.ID,
				Text:  s.UnitName(c.ID) + " loses its Cohesion in the Pursuit box and routs off the map: eliminated [L2471-2473, L2573-2575]",
				Facts: []rules.Fact{{Name: "rout-points", Value: routPoints(c), Text: "Rout Points", Rule: "GBoH §10.5 [L2881-2893]"}}})
		}
	}
	return evs, nil
}
