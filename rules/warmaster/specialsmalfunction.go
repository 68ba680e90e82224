package warmaster

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
)

// The Steam Tank's malfunction (the sheet §3.1 Steam Tank 7, Q21), the
// profile flag malfunction: an order to the unit rolled as a natural 12,
// by any commander, the General included, fails with the usual
// consequences ([L503], [L509]); no blunder is rolled ([L2009]) but a D6
// on the malfunction chart. Items that change a failure (the Orb, the
// Sceptre) are not consulted: the chart replaces the roll's meaning.
const keyMalfunction = "malfunction"

// Statuses the chart leaves (position.go lists them with their ranges).
const (
	stBrokenDown  = "broken-down" // 2: never moves again; forced to move, it is destroyed
	stStuck       = "stuck"       // 3: does not shoot this turn
	stSlain       = "slain"       // 4: a permanent −1 on orders to it per result (Q21)
	stOverload    = "overload"    // 6: shoots with overloadShots this turn
	overloadShots = 6             // "6 attacks instead of 3"
	malfunctionOf = "sheet §3.1 Steam Tank 7"
)

// malfunctionChart is the sheet's chart: what each D6 does, on top of the
// failed order's "no more movement this turn".
var malfunctionChart = [7]struct {
	name, text string
}{
	1: {"Destroyed", "removed"},
	2: {"Broken down", "no more movement for the rest of the battle; forced to move, it is destroyed; it still shoots and fights"},
	3: {"Stuck", "no more movement and no shooting this turn"},
	4: {"Commander slain", "no more movement this turn; −1 on every later order to it"},
	5: {"Momentary halt", "no more movement this turn"},
	6: {"Steam overload", fmt.Sprintf("no more movement this turn; it shoots with %d attacks this turn", overloadShots)},
}

// malfunctions reports whether an order rolled total to units triggers
// the chart instead of a blunder.
func malfunctions(units []*rules.Unit, total int) bool {
	if total != BlunderRoll {
		return false
	}
	for _, u := range units {
		if flag(u, keyMalfunction) {
			return true
		}
	}
	return false
}

// applyMalfunction applies the chart's result v to the malfunctioning
// units of an order.
func applyMalfunction(s *rules.State, units []*rules.Unit, side, v int) rules.Event {
	var u *rules.Unit
	for _, o := range units {
		if flag(o, keyMalfunction) {
			u = o
			break
		}
	}
	switch v {
	case 1:
		for len(u.Bases) > 0 {
			removeBase(s, u, u.Bases[0])
		}
	case 2:
		u.SetStatus(stBrokenDown, 1)
	case 3:
		u.SetStatus(stStuck, 1)
	case 4:
		u.SetStatus(stSlain, status(u, stSlain)+1)
	case 6:
		u.SetStatus(stOverload, 1)
	}
	m := malfunctionChart[v]
	return rules.Event{Kind: "malfunction", Side: side, Unit: u.ID, Rolls: []dice.Roll{{Sides: 6, Value: v}},
		Text: fmt.Sprintf("%s malfunctions: %d, %s: %s (%s)", u.Title(), v, m.name, m.text, malfunctionOf)}
}

// brokenDownProblem refuses any move of its own to a broken-down unit.
func brokenDownProblem(u *rules.Unit) *rules.Violation {
	if status(u, stBrokenDown) == 0 {
		return nil
	}
	return &rules.Violation{Code: "broken-down", Rule: malfunctionOf, Bases: u.Bases,
		Msg: fmt.Sprintf("%s has broken down: it never moves again", u.Title())}
}

// slainModifier is the permanent −1 per "Commander slain" (Q21).
func slainModifier(units []*rules.Unit) []Modifier {
	n := 0
	for _, u := range units {
		n = max(n, status(u, stSlain))
	}
	if n == 0 {
		return nil
	}
	return []Modifier{{-n, "its commander slain", malfunctionOf + ", Q21"}}
}
