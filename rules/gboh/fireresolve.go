package gboh

import (
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
)

// Missile fire resolved (spec §8.2-§8.3, source §8.2-§8.3 [L1679-1733]).

// modifier is one modifier to a die, for the log.
type modifier struct {
	v    int
	why  string
	rule string
}

// fireModifiers are the modifiers to sh's die (plus is worse for the
// firer) [L1692-1719]: the target in woods +1; heavy infantry (HI and its
// class VG) not adjacent +1, extra-heavy (HAI) not adjacent +2, either
// adjacent +3 (A24); the firer moving this phase +1 but infantry with
// axes or javelins. (Walls, fortifications, races and spells are not yet
// on the map.)
func fireModifiers(s *rules.State, bd *board, sh *shot) []modifier {
	var out []modifier
	tc, _ := bd.where(s, sh.target)
	if bd.kind(tc.hex()) == "woods" {
		out = append(out, modifier{1, "target in woods", "[L1694-1695]"})
	}
	heavy := slices.Contains([]string{"HI", "VG"}, troop(sh.target))
	switch {
	case (heavy || troop(sh.target) == "HAI") && sh.dist <= 1:
		out = append(out, modifier{3, "heavy infantry adjacent", "[L1707-1709]"})
	case heavy:
		out = append(out, modifier{1, "heavy infantry", "[L1699-1701]"})
	case troop(sh.target) == "HAI":
		out = append(out, modifier{2, "extra-heavy infantry", "[L1703-1705]"})
	}
	if sh.moving && !(isInfantry(sh.firer) && (weapon(sh.firer) == "f" || weapon(sh.firer) == "j")) {
		out = append(out, modifier{1, "the firer moves this phase", "[L1711-1715]"})
	}
	return out
}

// sumText is the modifiers' sum and their log text.
func sumText(ms []modifier) (int, string) {
	n, parts := 0, []string{}
	for _, m := range ms {
		n += m.v
		parts = append(parts, fmt.Sprintf("%+d %s %s", m.v, m.why, m.rule))
	}
	return n, strings.Join(parts, ", ")
}

// resolveShot rolls one missile attack [L1679-1690]: a modified die at
// most the Missile Table's number hits once (twice for a composite bow
// in the chart's cases); at the extreme range only a modified 0 hits
// [L1721-1726]. Ammunition is read on the natural die (A17): a 9 (6-9
// for javelins) leaves MISSILE LOW, throwing axes are MISSILE NO after one
// attack, and a unit that fired with MISSILE LOW is MISSILE NO
// [L1607-1633]. A natural 0 sends every leader and hero in the target hex
// to the Peril Table [L1728-1732].
func resolveShot(s *rules.State, bd *board, sh *shot, d dice.Roller, what string) ([]rules.Event, error) {
	v, roll, err := die(d)
	if err != nil {
		return nil, err
	}
	x, t := sh.firer, sh.target
	w := weapon(x)
	ms := fireModifiers(s, bd, sh)
	if isDragon(t) {
		ms = append(ms, modifier{dragonFireBonus, "at a Dragon", "[L4277-4279]"})
	}
	mod, modText := sumText(ms)
	total := v + mod
	at := sh.dist
	if sh.fixed > 0 {
		at = sh.fixed
	}
	need, _ := bd.ch.HitNumber(w, at)
	cell := fmt.Sprintf("Missile Table %s at %d hexes: %d or less", w, at, need)
	if sh.extreme {
		need, cell = 0, fmt.Sprintf("extreme range (%d hexes at a lower target): a modified 0 [L1721-1726]", sh.dist)
	}
	if l := bd.ch.Label(); l != "" && !sh.extreme {
		cell += " (" + l + ")"
	}
	hits := 0
	if total <= need {
		hits = 1
		if th, ok := bd.ch.TwoHitsOf(w); ok && !sh.extreme && at <= th.Range && total <= th.Die {
			hits = 2
		}
	}
	text := fmt.Sprintf("%s %s %s: die %d", s.UnitName(x.ID), what, s.UnitName(t.ID), v)
	if modText != "" {
		text += " " + modText
	}
	text += fmt.Sprintf(" = %d; %s: ", total, cell)
	if hits == 0 {
		text += "no effect"
	} else {
		text += fmt.Sprintf("%d hit(s)", hits)
	}
	ev := rules.Event{Kind: "fire", Side: x.Side, Unit: x.ID, Text: text, Rolls: []dice.Roll{roll}, Facts: []rules.Fact{
		{Name: "die", Value: v, Rule: "GBoH §8.2 [L1679-1690]"},
		{Name: "modifier", Value: mod, Text: modText, Rule: "GBoH §8.2 [L1692-1719]"},
		{Name: "need", Value: need, Code: bd.ch.Label(), Text: cell, Rule: "GBoH §8.51"},
		{Name: "hits", Value: hits},
	}}
	evs := []rules.Event{ev}
	if a := ammunition(s, x, v); a != "" {
		evs = append(evs, rules.Event{Kind: "ammunition", Side: x.Side, Unit: x.ID, Text: a})
	}
	inHex := individualsIn(s, bd, t)
	evs = append(evs, hitUnit(s, t, hits, "missile fire [L1679-1690]")...)
	if v == 0 {
		for _, ind := range inHex {
			pe, err := peril(s, bd, ind, d, "a natural 0 on the fire at his unit [L1728-1732]")
			if err != nil {
				return nil, err
			}
			evs = append(evs, pe...)
		}
	}
	return evs, nil
}

// ammunition updates x's marker after an attack on the natural die v and
// says what changed, "" if nothing [L1607-1633] (weapon m as a, A25).
func ammunition(s *rules.State, x *rules.Unit, v int) string {
	name := s.UnitName(x.ID)
	switch w := weapon(x); {
	case x.Status[stMissile] == missileLow:
		x.SetStatus(stMissile, missileNo)
		return name + " fired on MISSILE LOW: now MISSILE NO [L1630-1633]"
	case w == "f":
		x.SetStatus(stMissile, missileNo)
		return name + "'s throwing axes are thrown: MISSILE NO [L1625-1628]"
	case w == "j" && v >= 6:
		x.SetStatus(stMissile, missileLow)
		return fmt.Sprintf("%s rolled a natural %d with javelins: MISSILE LOW [L1615-1620]", name, v)
	case w != "j" && v == 9:
		x.SetStatus(stMissile, missileLow)
		return name + " rolled a natural 9: MISSILE LOW [L1607-1613]"
	}
	return ""
}

// fireAll resolves a unit's attacks in turn, the second only while it has
// ammunition and its target is on the map [L2144-2145].
func fireAll(s *rules.State, bd *board, shots []*shot, d dice.Roller, what string) ([]rules.Event, error) {
	var evs []rules.Event
	for i, sh := range shots {
		if i > 0 && (sh.firer.Status[stMissile] == missileNo || !onTable(sh.target) || !onTable(sh.firer)) {
			break
		}
		// The second attack of a double rate of fire reads the units afresh.
		sh.firer, _ = s.Unit(sh.firer.ID)
		sh.target, _ = s.Unit(sh.target.ID)
		e, err := resolveShot(s, bd, sh, d, what)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
	}
	return evs, nil
}

// applyFire applies a fire on an order: the order spent (a fire order
// lets a trumping leader end his phase [L1042-1046]), the unit's order
// had for the phase [L884-886], then the attacks. Firing is not moving:
// the unit is not flipped to Moved (A10).
func applyFire(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	shots, orders, err := checkFire(s, a)
	if err != nil {
		return nil, err
	}
	bd, _ := boardOf(s)
	x := shots[0].firer
	s.SetCounter(ctOrders, s.Counters[ctOrders]+orders)
	x.SetStatus(stOrdered, 1)
	if l := activeLeader(s); l != nil {
		l.SetStatus(stTrumper, 0)
	}
	return fireAll(s, bd, shots, d, "fires at")
}
