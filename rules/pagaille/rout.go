package pagaille

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// Cd bounds of the rally test (bep §10.1, L309-327): a modified Cd is
// never above 11 nor below 2.
const (
	minCd = 2
	maxCd = 11
)

// RallyWithin is how near (pas) an officer must be for a routed unit to
// rally on his Cd (L303-307).
const RallyWithin = 8

// unitCd is the Cd a unit's rout test is taken against (bep §10.1,
// L257-260): its attached officer's, even when lower than its own
// (L771-774), else its own.
func unitCd(u *rules.Unit, st Settings) int {
	if o, ok := officerOf(u, st); ok && o.Attached {
		return o.Cd
	}
	us, _ := statsOf(u)
	return us.Cd
}

// routTest is the rout test (bep §10.1, L255-266, L1073-1081; §15 example
// 29): 2D6 against the unit's Cd, strictly above it the unit routs.
func routTest(s *rules.State, u *rules.Unit, st Settings, d dice.Roller) ([]rules.Event, error) {
	total, rolls, err := rollDice(d, 2)
	if err != nil {
		return nil, err
	}
	cd := unitCd(u, st)
	u.SetStatus(stOwed, 0)
	ev := rules.Event{Kind: "roll", Side: u.Side, Unit: u.ID, Rolls: rolls,
		Facts: []rules.Fact{{Name: "roll", Value: total, Text: "2D6", Rule: "bep §10.1 [L257]"}, {Name: "cd", Value: cd, Text: "routs above it", Rule: "bep §10.1 [L257-263, L771-774]"}}}
	if total > cd {
		u.SetStatus(stRouted, 1)
		u.SetStatus(stFresh, 1)
		u.SetStatus(stAttacked, 0)
		u.SetStatus(stRallies, 0)
		ev.Text = fmt.Sprintf("Rout test of %s: %d on 2D6 against Cd %d: the unit routs (bep §10.1)", s.UnitName(u.ID), total, cd)
	} else {
		ev.Text = fmt.Sprintf("Rout test of %s: %d on 2D6 against Cd %d: the unit holds (bep §10.1)", s.UnitName(u.ID), total, cd)
	}
	return []rules.Event{ev}, nil
}

// mustTest reports whether u, having just lost figures or a melee, takes
// a rout test (A8: at or below routTestTrigger of its starting strength;
// a routed unit takes none, A10).
func mustTest(u *rules.Unit, st Settings) bool {
	return onTable(u) && u.Status[stRouted] == 0 && st.MustTestRout(figuresLeft(u), startStrength(u))
}

// casualtyTest is the rout test a unit takes after casualties (shooting,
// a grenade, A8, A34), when it must; a melee winner who owed one takes it
// now (L225-231).
func casualtyTest(s *rules.State, u *rules.Unit, st Settings, d dice.Roller) []rules.Event {
	if !mustTest(u, st) {
		return nil
	}
	evs, err := routTest(s, u, st, d)
	if err != nil {
		return []rules.Event{{Kind: "error", Text: err.Error()}}
	}
	return evs
}

// markAttacked notes that a routed unit was attacked since its rout (the
// rally test's −1, L313-316).
func markAttacked(u *rules.Unit) {
	if u.Status[stRouted] == 1 {
		u.SetStatus(stAttacked, 1)
	}
}

// RallyCd is the rally test's Cd (bep §10.1, L300-327; §15 examples 30,
// 31): the best Cd among the unit's, its attached officer's and any
// officer's within 8 pas (A29), +1 with a banner, −1 when attacked since
// its rout or, with notAttackedBonus "rally" (A10), +1 when not; then +1
// for each attempt before this one; kept within 2 to 11.
func RallyCd(best int, banner, attacked, notAttackedBonus bool, attempt int) int {
	cd := best
	if banner {
		cd++
	}
	switch {
	case attacked:
		cd--
	case notAttackedBonus:
		cd++
	}
	cd += attempt - 1
	return min(max(cd, minCd), maxCd)
}

// rallyBest is the best Cd u may rally on (L303-307, A29) and whose.
func rallyBest(s *rules.State, u *rules.Unit, st Settings) (int, string) {
	us, _ := statsOf(u)
	best, who := us.Cd, "its own"
	for i := range s.Units {
		ou := &s.Units[i]
		if ou.Side != u.Side {
			continue
		}
		o, ok := officerOf(ou, st)
		if !ok || !o.alive() || o.Cd <= best {
			continue
		}
		if ou == u || st.Pas(unitDistance(s, ou, u)) <= RallyWithin+rangeEps {
			best, who = o.Cd, o.Title(s)+"'s"
		}
	}
	if o, ok := officerOf(u, st); ok && o.Attached && o.Cd > best {
		best, who = o.Cd, o.Title(s)+"'s"
	}
	return best, who
}

// rally executes a Rally order (bep §10.1, L292-327): the rally test, 2D6
// at or below the modified Cd; the unit rallies, or the officer has
// failed an order (L318-320) and the next attempt has +1 more.
func rally(s *rules.State, p orderPlan, st Settings, d dice.Roller) ([]rules.Event, error) {
	u := p.unit
	best, who := rallyBest(s, u, st)
	attempt := u.Status[stRallies] + 1
	cd := RallyCd(best, u.Profile[keyBanner] == 1, u.Status[stAttacked] == 1, st.NotAttackedBonus == BonusRally, attempt)
	total, rolls, err := rollDice(d, 2)
	if err != nil {
		return nil, err
	}
	ev := rules.Event{Kind: "roll", Side: u.Side, Unit: u.ID, Rolls: rolls,
		Facts: []rules.Fact{{Name: "roll", Value: total, Text: "2D6", Rule: "bep §10.1 [L300]"}, {Name: "cd", Value: cd, Text: "rallies at or below it", Rule: "bep §10.1 [L303-327]"}, {Name: "attempt", Value: attempt, Rule: "bep §10.1 [L322-327]"}}}
	if total <= cd {
		for _, k := range []string{stRouted, stFresh, stAttacked, stRallies} {
			u.SetStatus(k, 0)
		}
		ev.Text = fmt.Sprintf("Rally test of %s, attempt %d, on %s Cd: %d on 2D6 against %d: the unit rallies (bep §10.1)", s.UnitName(u.ID), attempt, who, total, cd)
		return []rules.Event{ev}, nil
	}
	u.SetStatus(stRallies, attempt)
	ev.Text = fmt.Sprintf("Rally test of %s, attempt %d, on %s Cd: %d on 2D6 against %d: the unit stays routed (bep §10.1)", s.UnitName(u.ID), attempt, who, total, cd)
	return append([]rules.Event{ev}, failOrder(s, p.officer, st, d)...), nil
}

// flee moves every routed unit that did not rout this turn toward its
// nearest table edge at the end of the orders phase (bep §10.1, L264-266;
// A9: its Advance roll, no CP; G16), in the scenario's order.
func flee(s *rules.State, st Settings, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	for i := range s.Units {
		u := &s.Units[i]
		if !isTroop(u) || !onTable(u) || u.Status[stRouted] == 0 || u.Status[stFresh] == 1 {
			continue
		}
		n, bonus := unitAllowance(s, u, st)
		if !isMachine(u) {
			bonus = 0 // no musician's help to flee
		}
		total, rolls, err := rollDice(d, n)
		if err != nil {
			return nil, err
		}
		total += bonus
		dir := fleeHeading(s, u, st)
		r := slide(s, u, dir, st.Cm(float64(total)))
		ev := rules.Event{Kind: "flee", Side: u.Side, Unit: u.ID, Rolls: rolls,
			Facts: []rules.Fact{{Name: "roll", Value: total, Text: fmt.Sprintf("%dD6 pas", n), Rule: "bep A9"}}}
		switch {
		case r.fled:
			ev.Text = fmt.Sprintf("Flight of %s: %d pas, off the table: the unit counts as lost (bep §10.1 [L329-332])", s.UnitName(u.ID), total)
		case r.impassable:
			ev.Text = fmt.Sprintf("Flight of %s toward the nearest edge: %.1f of %d pas, stopped by impassable terrain (bep G16)", s.UnitName(u.ID), st.Pas(r.moved), total)
		default:
			ev.Text = fmt.Sprintf("Flight of %s toward the nearest edge: %.1f of %d pas (bep A9, G16)", s.UnitName(u.ID), st.Pas(r.moved), total)
		}
		evs = append(evs, ev)
	}
	return evs, nil
}

// FleeCorridor is how near (pas) an enemy unit must be to a flight's
// corridor to count against it (G16's N, PROPOSED 8).
const FleeCorridor = 8

// fleeHeading is a routed unit's way to the nearest table edge (bep
// G16): the edge nearest its centre; of the headings straight toward it
// and 30° either side, the one whose corridor (the unit's width, to the
// edge) has the fewest enemy units within 8 pas; ties go to the straight
// one.
func fleeHeading(s *rules.State, u *rules.Unit, st Settings) geom.Vec {
	c, width := unitCentre(s, u)
	edges := []struct {
		d   float64
		dir geom.Vec
	}{
		{c.X, geom.V(-1, 0)}, {s.Table.Width - c.X, geom.V(1, 0)},
		{c.Y, geom.V(0, -1)}, {s.Table.Height - c.Y, geom.V(0, 1)},
	}
	near := edges[0]
	for _, e := range edges[1:] {
		if e.d < near.d {
			near = e
		}
	}
	best, fewest := near.dir, math.MaxInt
	for _, turn := range []float64{0, math.Pi / 6, -math.Pi / 6} {
		dir := near.dir.Rotate(turn)
		if n := enemiesAlong(s, u, c, dir, near.d/math.Cos(turn), width, st); n < fewest {
			best, fewest = dir, n
		}
	}
	return best
}
