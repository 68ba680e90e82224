package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// Fantastic troops that frighten (spec §11.6, source §12 [L4226-4667]),
// marked by profile flags: dragon (an LM unit that is a Dragon
// [L4249-4258]), troll (an HAI unit of Trolls [L4555-4560]); Wolf Riders
// are their Type, WR [L4412-4452].
//
//   - Horses fear them [L4295-4307, L4428-4446, L4578-4587]: cavalry may
//     not enter their ZOC of its own will (move.go); cavalry that attacks
//     one loses 2 Cohesion (Trolls: and gains no Superiority); when one
//     moves next to cavalry, the cavalry withdraws if it can, else tests
//     its TQ losing at least 1 Cohesion (2 for a Dragon), eliminated if it
//     was routed.
//   - Trolls frighten infantry of TQ 5 or less that comes next to them or
//     that they come next to: a TQ test, the difference in hits,
//     eliminated if it was routed [L4588-4603].
//   - Dragons [L4279-4288]: a unit of TQ 5 or more that comes into contact
//     tests its TQ, the difference in hits; one of TQ 4 or less next to a
//     Dragon routs at once, eliminated if it was routed. A Dragon takes no
//     Shock TQ check [L4274-4276] and gives no positional Superiority
//     [L4309-4311].
//
// Readings are in doc.go.

// The fantastic troops' profile flags.
const (
	keyDragon = "dragon" // an LM unit that is a Dragon [L4249-4258]
	keyTroll  = "troll"  // an HAI unit of Trolls [L4555-4560]
)

// Fear's numbers.
const (
	fearAttackHits  = 2 // cavalry attacking one of them [L4296-4298, L4433-4435, L4579-4581]
	trollFearTQ     = 5 // infantry of at most this TQ fears Trolls [L4588-4590]
	dragonTestTQ    = 5 // units of at least this TQ test on contact [L4281-4283]
	dragonRoutTQ    = 4 // units of at most this TQ rout next to a Dragon [L4285-4288]
	dragonHorseHits = 2 // the least a Dragon's horse fear costs [L4304-4305]
	horseFearHits   = 1 // Wolf Riders' and Trolls' [L4443-4444, L4584-4585]
)

func init() {
	profileKeys[keyDragon] = profileKey{flag, func(u *rules.Unit) bool { return u.Type == "LM" }, never, "a Dragon (an LM unit) [L4249-4323]"}
	profileKeys[keyTroll] = profileKey{flag, func(u *rules.Unit) bool { return u.Type == "HAI" }, never, "a unit of Trolls (HAI) [L4555-4613]"}
}

func isDragon(u *rules.Unit) bool { return u.Profile[keyDragon] == 1 }
func isTroll(u *rules.Unit) bool  { return u.Profile[keyTroll] == 1 }

// horseFear is the least Cohesion cavalry c loses when unit e comes next
// to it and it cannot withdraw, 0 when e does not frighten horses: Dragons
// 2, Trolls 1, Wolf Riders 1 (but to Wolf Riders, a reading)
// [L4300-4307, L4437-4446, L4581-4587].
func horseFear(e, c *rules.Unit) int {
	switch {
	case !isCavalry(c) || !isCombat(e):
		return 0
	case isDragon(e):
		return dragonHorseHits
	case isTroll(e):
		return horseFearHits
	case e.Type == "WR" && c.Type != "WR":
		return horseFearHits
	}
	return 0
}

// fearEvents settle the fear mover u gives and takes on ending its move
// next to enemies it was not next to at hex from [L4279-4307,
// L4437-4446, L4581-4603]: first what it does to them (by the order of
// the units), then what they do to it.
func fearEvents(s *rules.State, bd *board, u *rules.Unit, from hex.Hex, d dice.Roller) ([]rules.Event, error) {
	uc, ok := bd.where(s, u)
	if !ok || !isCombat(u) {
		return nil, nil
	}
	var evs []rules.Event
	for i := range s.Units {
		e := &s.Units[i]
		ec, ok := bd.where(s, e)
		if !ok || e.Side == u.Side || !isCombat(e) || hex.Dist(ec.hex(), uc.hex()) != 1 || hex.Dist(ec.hex(), from) == 1 {
			continue
		}
		ev, err := frighten(s, bd, u, e, true, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, ev...)
		if !onTable(u) || u.Status[stRouted] == 1 {
			return evs, nil
		}
		ev, err = frighten(s, bd, e, u, false, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, ev...)
		if !onTable(u) || u.Status[stRouted] == 1 {
			return evs, nil
		}
	}
	return evs, nil
}

// frighten is what fearsome unit f does to unit x that it came next to
// (moved true) or that came next to it (moved false).
func frighten(s *rules.State, bd *board, f, x *rules.Unit, moved bool, d dice.Roller) ([]rules.Event, error) {
	if !onTable(x) || !onTable(f) {
		return nil, nil
	}
	name, fname := s.UnitName(x.ID), s.UnitName(f.ID)
	routed := x.Status[stRouted] == 1
	switch {
	case moved && horseFear(f, x) > 0:
		if routed {
			return []rules.Event{eliminate(s, x, goneEliminated, fmt.Sprintf("routed cavalry that %s comes next to is eliminated [L4305-4307, L4444-4446, L4586-4587]", fname))}, nil
		}
		if canFlee(s, bd, x, f) {
			ev := rules.Event{Kind: "fear", Side: x.Side, Unit: x.ID, Text: fmt.Sprintf("%s's horses panic at %s: it must withdraw [L4300-4303, L4437-4441, L4581-4583]", name, fname)}
			return append([]rules.Event{ev}, applyWithdraw(s, x, f)...), nil
		}
		return fearTest(s, x, d, horseFear(f, x), fmt.Sprintf("cavalry %s cannot withdraw from", name), fname, "GBoH §12 [L4303-4305, L4441-4444, L4583-4585]")
	case isDragon(f) && tq(x) <= dragonRoutTQ && !isDragon(x):
		if routed {
			return []rules.Event{eliminate(s, x, goneEliminated, fmt.Sprintf("a routed unit next to the Dragon %s is eliminated [L4285-4288]", fname))}, nil
		}
		ev := rules.Event{Kind: "fear", Side: x.Side, Unit: x.ID, Text: fmt.Sprintf("%s (TQ %d) routs at once next to the Dragon %s [L4285-4288]", name, tq(x), fname)}
		return append([]rules.Event{ev}, routNow(s, x)...), nil
	case isDragon(f) && !isDragon(x) && !(moved && isCavalry(x)):
		return fearTest(s, x, d, 0, name+" comes into contact with the Dragon", fname, "GBoH §12.2 [L4281-4285]")
	case isTroll(f) && isInfantry(x) && int(x.Profile[keyTQ]) <= trollFearTQ:
		if routed {
			return []rules.Event{eliminate(s, x, goneEliminated, fmt.Sprintf("routed infantry next to the Trolls %s is eliminated [L4598-4603]", fname))}, nil
		}
		return fearTest(s, x, d, 0, fmt.Sprintf("%s (TQ %d or less) next to the Trolls", name, trollFearTQ), fname, "GBoH §12.10 [L4588-4603]")
	}
	return nil, nil
}

// canFlee reports whether cavalry x can make the withdrawal f's coming
// forces [L4300-4303]: not In Column, of greater MA, with a hex to back
// into.
func canFlee(s *rules.State, bd *board, x, f *rules.Unit) bool {
	return !inColumn(x) && ma(x) > ma(f) && len(withdrawPath(s, bd, x, f)) > 0
}

// fearTest is x's TQ test for fear of f: the difference in hits, at least
// least [L2514-2522]; it may rout.
func fearTest(s *rules.State, x *rules.Unit, d dice.Roller, least int, why, fname, rule string) ([]rules.Event, error) {
	hits, ev, err := tqCheck(s, x, d, moraleBonus(s, x), why+" "+fname, rule)
	if err != nil {
		return nil, err
	}
	ev.Kind = "fear"
	if hits < least {
		ev.Text += fmt.Sprintf("; at least %d Cohesion hit(s)", least)
		hits = least
	}
	evs := []rules.Event{ev}
	if hits > 0 {
		routs := x.Status[stRouted] == 0 && x.Status[stHits]+hits >= tq(x)
		addHits(s, x, hits)
		if routs {
			evs = append(evs, routNow(s, x)...)
		}
	}
	return evs, nil
}

// fearShock is a Shock's fear [L4296-4298, L4433-4435, L4579-4581]: each
// attacking cavalry unit that attacks a unit that frightens horses loses
// 2 Cohesion before the Combat Table (its rout waits for the rout checks,
// a reading).
func fearShock(s *rules.State, bd *board, f *fight) []rules.Event {
	var evs []rules.Event
	for _, a := range standing(f.att) {
		ac, _ := bd.where(s, a)
		for _, e := range onMap(f.def) {
			ec, _ := bd.where(s, e)
			if horseFear(e, a) == 0 || hex.UnitDist(ac.at, ec.at) != 1 {
				continue
			}
			a.SetStatus(stHits, min(a.Status[stHits]+fearAttackHits, 20))
			evs = append(evs, rules.Event{Kind: "fear", Side: a.Side, Unit: a.ID, Text: fmt.Sprintf("%s attacks %s, which its horses fear: %d Cohesion hits (%d of %d TQ) [L4296-4298, L4433-4435, L4579-4581]", s.UnitName(a.ID), s.UnitName(e.ID), fearAttackHits, a.Status[stHits], tq(a)),
				Facts: []rules.Fact{{Name: "hits", Value: fearAttackHits, Rule: "GBoH §12 [L4296-4298]"}}})
			break
		}
	}
	return evs
}

// noSuperiorityOver reports that attacker a gains no Superiority over
// defender e: cavalry over Trolls [L4579-4581]; nobody positionally over a
// Dragon [L4309-4311] (positional true).
func noSuperiorityOver(a, e *rules.Unit, positional bool) bool {
	return (isTroll(e) && isCavalry(a)) || (positional && isDragon(e))
}

// The Dragons' bonuses to the die against them [L4277-4281] and the
// Trolls' burns.
const (
	dragonFireBonus  = 3        // missile fire [L4277-4279]
	dragonSpellBonus = 2        // offensive spells [L4279-4281]
	stBurned         = "burned" // Trolls hit by a fire spell: no more regeneration [L4566-4569]
)

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stBurned, Range: flag, Doc: "Trolls attacked by a fire spell: they regenerate no more [L4566-4569]"})
	statusOf[stBurned] = isTroll
}

// regenerate gives each unit of Trolls with hits 1 Cohesion point back in
// the Rout & Reload Phase when no enemy combat unit is adjacent, no enemy
// not MISSILE NO has it in range and no fire spell ever attacked it
// [L4562-4569] (a routed unit too: the text says any unit of Trolls).
func regenerate(s *rules.State) []rules.Event {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	occ := bd.occupants(s)
	var evs []rules.Event
	for i := range s.Units {
		u := &s.Units[i]
		c, ok := bd.where(s, u)
		if !ok || !isTroll(u) || u.Status[stHits] == 0 || u.Status[stBurned] == 1 || threat(s, bd, u, c) != nil {
			continue
		}
		near := false
		for _, n := range c.hex().Neighbors() {
			for _, o := range occ[n] {
				near = near || (o.u.Side != u.Side && isCombat(o.u))
			}
		}
		if near {
			continue
		}
		u.SetStatus(stHits, u.Status[stHits]-1)
		evs = append(evs, rules.Event{Kind: "regenerate", Side: u.Side, Unit: u.ID, Text: fmt.Sprintf("%s regenerate: 1 Cohesion point back, %d hits [L4562-4566]", s.UnitName(u.ID), u.Status[stHits])})
	}
	return evs
}

// directSpells are the direct attack spells (those that strike like
// missile fire, magicspells.go); a Dragon resists the others on a d10 of
// 5 or more [L4313-4316].
var directSpells = map[string]bool{
	"stone_rain": true, "stone_storm": true, "firebolt": true, "fireball": true, "lightning_bolts": true,
	"master_lightning": true, "meteor_swarm": true, "holy_fire": true, "blast": true,
}

// dragonResistAt is the least die on which a Dragon resists a spell that
// is not a direct attack [L4313-4316].
const dragonResistAt = 5

// dragonResists rolls Dragon t's resistance to a spell that is not a
// direct attack [L4313-4316]: the event is of kind "resist" when it
// resists.
func dragonResists(s *rules.State, t *rules.Unit, d dice.Roller) (rules.Event, error) {
	v, roll, err := die(d)
	if err != nil {
		return rules.Event{}, err
	}
	ev := rules.Event{Kind: "spell", Side: t.Side, Unit: t.ID, Rolls: []dice.Roll{roll}, Facts: []rules.Fact{{Name: "die", Value: v, Rule: "GBoH §12.2 [L4313-4316]"}},
		Text: fmt.Sprintf("the Dragon %s rolls %d to resist (5 or more) [L4313-4316]", s.UnitName(t.ID), v)}
	if v >= dragonResistAt {
		ev.Kind = "resist"
		ev.Text += ": it resists the spell"
	}
	return ev, nil
}
