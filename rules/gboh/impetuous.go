package gboh

import (
	"fmt"
	"slices"
	"strconv"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// Impetuosity (spec §6.10, source §9.2 [L2108-2137]): when a Line Command
// moves a unit of the Line without missile weapons 2 hexes or more toward
// the enemy and some unit of the Line is within 4 hexes of an enemy, the
// Line becomes Impetuous: at once in an undisciplined army, on a d10
// above the ordering leader's Initiative in a disciplined one (once per
// Line and Orders Phase). Impetuous units must use their whole MA toward
// the enemy when they move and must Shock; a unit that has made a Shock is
// Impetuous no more [L2123-2128]. An Impetuous Line is activated as a
// leader of the lowest Initiative (below).

const (
	stImpetuous = "impetuous"  // an Impetuous unit [L2114-2115]
	ctImpTested = "imp-tested" // the Lines tested this Orders Phase: bit n for Line n [L2130-2137]
)

// impetusReach is how near an enemy a unit of the Line must be [L2113-2114].
const impetusReach = 4

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stImpetuous, Range: flag, Doc: "Impetuous: it moves its whole MA toward the enemy and must Shock, until its Shock [L2108-2128]"})
	positionKeys.Counters = append(positionKeys.Counters,
		rules.Key{Name: ctImpTested, Range: rules.Range{Lo: 0, Hi: 1 << 21, Whole: true}, Doc: "the Lines whose impetuosity was settled this Orders Phase: bit n for Line n [L2108-2137]"})
	statusOf[stImpetuous] = isCombat
}

// enemyDist is the distance from h to the nearest enemy combat unit of
// side, -1 if none.
func enemyDist(s *rules.State, bd *board, side int, h hex.Hex) int {
	_, at, ok := nearestEnemy(s, bd, side, h)
	if !ok {
		return -1
	}
	return hex.Dist(h, at)
}

// impetuosity settles whether u's move on a Line Command, from hex from,
// makes its Line Impetuous [L2110-2137].
func impetuosity(s *rules.State, bd *board, u *rules.Unit, from hex.Hex, d dice.Roller) ([]rules.Event, error) {
	n := lineOf(u)
	if u.Status[stLined] == 0 || weapon(u) != "" || n < 1 || s.Counters[ctImpTested]&(1<<n) != 0 {
		return nil, nil
	}
	c, ok := bd.where(s, u)
	if !ok {
		return nil, nil
	}
	d0, d1 := enemyDist(s, bd, u.Side, from), enemyDist(s, bd, u.Side, c.hex())
	if d0 < 0 || d0-d1 < 2 {
		return nil, nil // not 2 hexes or more toward the enemy
	}
	var line []*rules.Unit
	near := false
	for i := range s.Units {
		x := &s.Units[i]
		if x.Side == u.Side && x.Status[stLined] == 1 && lineOf(x) == n && onTable(x) {
			line = append(line, x)
			xc, _ := bd.where(s, x)
			if e := enemyDist(s, bd, x.Side, xc.hex()); e >= 0 && e <= impetusReach {
				near = true
			}
		}
	}
	if !near {
		return nil, nil
	}
	s.SetCounter(ctImpTested, s.Counters[ctImpTested]|1<<n)
	ev := rules.Event{Kind: "impetuosity", Side: u.Side, Unit: u.ID}
	if disciplined(s, u.Side) {
		l := activeLeader(s)
		v, roll, err := die(d)
		if err != nil {
			return nil, err
		}
		ev.Rolls = []dice.Roll{roll}
		ev.Facts = []rules.Fact{{Name: "die", Value: v, Rule: "GBoH §9.22 [L2130-2137]"}, {Name: "initiative", Value: initiative(l)}}
		head := fmt.Sprintf("Line %d charges toward the enemy: %s's Discipline test, die %d against Initiative %d", n, s.UnitName(l.ID), v, initiative(l))
		if v <= initiative(l) {
			ev.Text = head + ": the Line keeps its discipline [L2133-2135]"
			return []rules.Event{ev}, nil
		}
		ev.Text = head + ": above it, the Line becomes Impetuous [L2135-2137]"
	} else {
		ev.Text = fmt.Sprintf("Line %d of an undisciplined army charges toward the enemy within %d hexes: it becomes Impetuous [L2110-2115]", n, impetusReach)
	}
	for _, x := range line {
		x.SetStatus(stImpetuous, 1)
	}
	return []rules.Event{ev}, nil
}

// checkImpetuousMove refuses a move of an Impetuous unit that does not
// use its whole MA toward the enemy [L2123-2124]: it must end nearer the
// nearest enemy, having spent its MA or stopped in an enemy ZOC (a
// reading of "toute leur CM").
func checkImpetuousMove(s *rules.State, bd *board, p *plan) error {
	u := p.u
	if u.Status[stImpetuous] == 0 || !isCombat(u) {
		return nil
	}
	c, ok := bd.read(u, p.end)
	if !ok {
		return nil
	}
	d0, d1 := enemyDist(s, bd, u.Side, p.from), enemyDist(s, bd, u.Side, c.hex())
	inZOC := len(bd.zocs(s, u.Side)[c.hex()]) > 0
	if d0 >= 0 && (d1 >= d0 || (p.cost < ma(u) && !inZOC)) {
		return refuse("impetuous", "GBoH §9.21 [L2123-2124]", "%s is Impetuous: it must use its whole MA (%d, this move spends %d) toward the enemy, or stop in an enemy ZOC, and Shock", s.UnitName(u.ID), ma(u), p.cost)
	}
	return nil
}

// calmDown ends the impetuosity of the units that made a Shock
// [L2125-2128].
func calmDown(s *rules.State, att []*rules.Unit) {
	for _, a := range att {
		a.SetStatus(stImpetuous, 0)
	}
}

// An Impetuous Line's activation [L2116-2122]: it counts as a leader of
// the lowest Initiative, read as Initiative 0 (ties with leaders of
// Initiative 0 and between both armies' Lines are broken as any tie, by
// the tie roll and alternation: the text's die per Line is read as the
// tie's die per side). KindActivate with Args["line"] activates it: its
// units move without orders as on a Line Command, under its leader's name
// (the side's first leader on the map: the phase needs one), who gives no
// order in it; no Momentum follows.
const (
	stImpDone  = "imp-done" // an Impetuous unit whose Line has had its activation this turn
	ctImpLine  = "imp-line" // the Impetuous Line whose activation this Orders Phase is: 1 + its number
	impetusIni = 0          // the Initiative an Impetuous Line counts as
)

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stImpDone, Range: flag, Doc: "an Impetuous unit whose Line has had its activation this turn [L2116-2119]"})
	positionKeys.Counters = append(positionKeys.Counters,
		rules.Key{Name: ctImpLine, Range: rules.Range{Lo: 0, Hi: 21, Whole: true}, Doc: "1 + the number of the Impetuous Line whose Orders Phase this is [L2116-2124]"})
	statusOf[stImpDone] = isCombat
}

// pendingLines are side's Impetuous Lines still to be activated this turn,
// by number.
func pendingLines(s *rules.State, side int) []int {
	var out []int
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == side && onTable(u) && u.Status[stImpetuous] == 1 && u.Status[stImpDone] == 0 && u.Status[stRouted] == 0 && lineOf(u) > 0 && !slices.Contains(out, lineOf(u)) {
			out = append(out, lineOf(u))
		}
	}
	slices.Sort(out)
	return out
}

// lowestInit is lowest with the side's Impetuous Lines counted.
func lowestInit(s *rules.State, side int) int {
	lo := lowest(s, side)
	if len(pendingLines(s, side)) > 0 && (lo < 0 || lo > impetusIni) {
		lo = impetusIni
	}
	return lo
}

// lineLeader is the leader an Impetuous Line's phase is played under: the
// side's first leader on the map, nil if none.
func lineLeader(s *rules.State, side int) *rules.Unit {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && u.Type == Leader && onTable(u) && u.Status[stFate] < fateOut {
			return u
		}
	}
	return nil
}

// checkLineActivate checks the activation of Impetuous Line a.Args["line"].
func checkLineActivate(s *rules.State, a rules.Action) (int, error) {
	n, err := strconv.Atoi(a.Args["line"])
	if err != nil || !slices.Contains(pendingLines(s, a.Side), n) {
		return 0, refuse("no-line", "GBoH §9.21 [L2116-2119]", "%s has no Impetuous Line %q to activate this turn", s.Sides[a.Side].Name, a.Args["line"])
	}
	if s.Phase != PhaseActivation {
		return 0, refuse("phase", "GBoH §9.21 [L2116-2119]", "an Impetuous Line is activated in its turn of the activation order")
	}
	return n, nil
}

// applyLineActivate starts Impetuous Line n's Orders Phase: its units
// move as on a Line Command; with no leader on the map to play it under,
// its turn passes.
func applyLineActivate(s *rules.State, side, n int) []rules.Event {
	s.SetCounter(ctLast, side+1)
	s.SetCounter(ctLastAt, impetusIni+1)
	var us []*rules.Unit
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == side && u.Status[stImpetuous] == 1 && lineOf(u) == n {
			u.SetStatus(stImpDone, 1)
			us = append(us, u)
		}
	}
	l := lineLeader(s, side)
	if l == nil {
		return append([]rules.Event{{Kind: "activate", Side: side, Text: fmt.Sprintf("Impetuous Line %d has no leader on the map to act under: its turn passes", n)}}, startSelect(s)...)
	}
	s.Phase, s.Active = PhaseOrders, side
	s.SetCounter(ctLeader, s.UnitIndex(l.ID)+1)
	s.SetCounter(ctOrders, 0)
	s.SetCounter(ctWindow, 0)
	s.SetCounter(ctLineOK, 1)
	s.SetCounter(ctImpTested, 1<<n) // it is Impetuous already
	for i := range s.Units {
		for _, k := range phaseStatuses {
			s.Units[i].SetStatus(k, 0)
		}
	}
	for _, u := range us {
		u.SetStatus(stLined, 1)
	}
	s.SetCounter(ctLines, 1)
	s.SetCounter(ctImpLine, n+1)
	s.Used = nil
	return []rules.Event{{Kind: "activate", Side: side, Text: fmt.Sprintf("Impetuous Line %d is activated as a leader of the lowest Initiative: its units move their whole MA toward the enemy and Shock, without orders; no Momentum [L2116-2124]", n)}}
}
