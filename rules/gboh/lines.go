package gboh

import (
	"fmt"
	"slices"
	"strconv"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// KindLine gives a Line Command [L480-560]: Args["line"] is the Line's
// number (the units' profile line, the Organisation Table's scenario
// data [L97-99]). Its units may then each move once this phase as if on
// an Individual Order, without spending one [L836-847].
const KindLine = "line"

// Line statuses and counters.
const (
	stLined    = "lined"     // a unit commanded by this phase's Line Command: it moves without an order [L836-847]
	stLinePrev = "line-prev" // a leader who gave Line Commands in his previous Orders Phase [L542-548]
	ctLines    = "lines"     // Line Commands given this phase [L480-484]
	ctLineOK   = "line-ok"   // the leader's eligibility this phase: 1 eligible, 2 not [L511-560]
)

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stLined, Range: flag, Doc: "a unit of this phase's Line Command: it moves without an order [L836-847]"},
		rules.Key{Name: stLinePrev, Range: flag, Doc: "a leader who gave Line Commands in his previous Orders Phase [L542-548]"})
	positionKeys.Counters = append(positionKeys.Counters,
		rules.Key{Name: ctLines, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "Line Commands given this Orders Phase [L480-484]"},
		rules.Key{Name: ctLineOK, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "the active leader's Line Command eligibility this phase: 0 not tested, 1 eligible, 2 not [L511-560]"})
	statusOf[stLined] = isCombat
	statusOf[stLinePrev] = isLeader
}

// lineOf is unit u's Line, 0 for none.
func lineOf(u *rules.Unit) int { return int(u.Profile[keyLineOf]) }

// sight is GBoH's line of sight (G12) for the hex overlay: combat units
// block, but for elephants and legendary monsters (exceptional troops do
// not block a Line Command's LOS [L516-518]); a hex blocks when higher than
// the viewer and at least as high as the target [L1659-1662]; woods unless
// lower than both ends [L1655-1657]. (Belongs in rules/hex as a GBoH
// Sight preset: see doc.go.)
func (bd *board) sight(s *rules.State, a, b hex.Hex) bool {
	occ := bd.occupants(s)
	ea, eb := bd.m.Terrain(a).Elevation, bd.m.Terrain(b).Elevation
	return bd.m.LOSFrom(a, b, hex.Sight{
		Units: func(h hex.Hex) bool {
			for _, o := range occ[h] {
				if isCombat(o.u) && o.u.Type != "El" && o.u.Type != "LM" {
					return true
				}
			}
			return false
		},
		Terrain: func(h hex.Hex, t *hex.Terrain) bool {
			return t.Kind == "woods" && !(t.Elevation < ea && t.Elevation < eb)
		},
		Higher: func(x, v, t int) bool { return x > v && x >= t },
	})
}

// lineUnits are the units of side's Line n that form it now, with the
// rigid flag: each unit adjacent to the next or one hex apart, the gap
// free of enemy combat units, enemy ZOC and friendly units not of the
// Line [L492-498] (G17); rigid when all face alike and stand side by side
// on one hex row along their flank axis (A28, "one behind the other" read
// as the same row along the front-rear axis is not yet distinguished);
// loose otherwise [L499-509]. Members cut off from the unit first listed
// are not in Line.
func (bd *board) lineUnits(s *rules.State, side, n int) (units []*rules.Unit, rigid bool) {
	occ := bd.occupants(s)
	zoc := bd.zocs(s, side)
	type m struct {
		u *rules.Unit
		c counter
	}
	var all []m
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == side && isCombat(u) && lineOf(u) == n && u.Status[stRouted] == 0 {
			if c, ok := bd.where(s, u); ok {
				all = append(all, m{u, c})
			}
		}
	}
	if len(all) == 0 {
		return nil, false
	}
	gapOK := func(h hex.Hex) bool {
		if len(zoc[h]) > 0 || !bd.m.Contains(h) {
			return false
		}
		for _, o := range occ[h] {
			if o.u.Side != side && isCombat(o.u) || o.u.Side == side && isCombat(o.u) && lineOf(o.u) != n {
				return false
			}
		}
		return true
	}
	linked := func(a, b counter) bool {
		switch hex.Dist(a.hex(), b.hex()) {
		case 1:
			return true
		case 2:
			for _, x := range a.hex().Neighbors() {
				if hex.Dist(x, b.hex()) == 1 && gapOK(x) {
					return true
				}
			}
		}
		return false
	}
	in := []m{all[0]}
	rest := all[1:]
	for grew := true; grew; {
		grew = false
		for i := 0; i < len(rest); i++ {
			for _, x := range in {
				if linked(x.c, rest[i].c) {
					in = append(in, rest[i])
					rest = append(rest[:i], rest[i+1:]...)
					i--
					grew = true
					break
				}
			}
		}
	}
	rigid = true
	f := in[0].c
	for _, x := range in {
		units = append(units, x.u)
		if x.c.col || f.col || x.c.at.F != f.at.F {
			rigid = false
			continue
		}
		if x.c.hex() != f.hex() && !onRow(f.hex(), x.c.hex(), f.at.F.D(-1)) {
			rigid = false
		}
	}
	if rigid {
		// Side by side: every unit next to another of the Line on the row.
		for _, x := range in {
			next := len(in) == 1
			for _, y := range in {
				next = next || hex.Dist(x.c.hex(), y.c.hex()) == 1
			}
			rigid = rigid && next
		}
	}
	return units, rigid
}

// onRow reports whether b lies on the hex row through a along d.
func onRow(a, b hex.Hex, d hex.Dir) bool {
	v := d.Vec()
	for k := -hex.MaxDim * 2; k <= hex.MaxDim*2; k++ {
		if a.Add(v.Scale(k)) == b {
			return true
		}
	}
	return false
}

// lineEligible decides whether l may give Line Commands this phase
// [L511-560], rolling against the CinC's Strategy when the rules say to;
// the event reports the test. A5: the CinC's reach is his Command Range
// with LOS (a reading).
func lineEligible(s *rules.State, bd *board, l *rules.Unit, units []*rules.Unit, d dice.Roller) (bool, []rules.Event, error) {
	name := s.UnitName(l.ID)
	reach := false
	inZOC := false
	lc, _ := bd.where(s, l)
	for _, u := range units {
		c, _ := bd.where(s, u)
		if bd.inRange(s, l, c.hex()) && bd.sight(s, lc.hex(), c.hex()) {
			reach = true
		}
		inZOC = inZOC || inEnemyZOC(s, u)
	}
	say := func(ok bool, why string) []rules.Event {
		return []rules.Event{{Kind: "line", Side: l.Side, Unit: l.ID, Text: fmt.Sprintf("%s %s give Line Commands: %s", name, map[bool]string{true: "may", false: "may not"}[ok], why)}}
	}
	if !reach {
		return false, say(false, "no unit of the Line within his Command Range and in sight [L511-540]"), nil
	}
	if isCinC(l) {
		if inZOC := inEnemyZOC(s, l); inZOC {
			return false, say(false, "he is in an enemy ZOC [L643-650]"), nil
		}
		return true, say(true, "the CinC, a unit of the Line within his Range and in sight [L557-560]"), nil
	}
	momentum := l.Status[stPhases] > 1
	if momentum && l.Status[stLinePrev] == 0 {
		return false, say(false, "in a Momentum phase only after Line Commands in the previous phase [L542-548]"), nil
	}
	var cinc *rules.Unit
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == l.Side && isCinC(u) && onTable(u) && u.Status[stFate] < fateOut {
			cinc = u
		}
	}
	if !momentum {
		if s.Turn == 1 {
			return true, say(true, "the first turn [L536-540]"), nil
		}
		if cinc != nil && bd.inRange(s, cinc, lc.hex()) {
			return true, say(true, "he is within his CinC's Command Range [L513-520]"), nil
		}
	}
	if cinc == nil {
		return false, say(false, "no Commander-in-Chief to roll his Strategy against [L527-534]"), nil
	}
	v, r, err := die(d)
	if err != nil {
		return false, nil, err
	}
	mod := 0
	if inZOC {
		mod = 1
	}
	strat := rating(cinc, keyStrategy)
	ok := v+mod <= strat
	ev := rules.Event{Kind: "roll", Side: l.Side, Unit: l.ID, Rolls: []dice.Roll{r}, Facts: []rules.Fact{
		{Name: "die", Value: v, Rule: "GBoH §4.25 [L527-534]"},
		{Name: "modifier", Value: mod, Text: "+1: a unit of the Line in an enemy ZOC", Rule: "GBoH §4.25 [L531-534]"},
		{Name: "strategy", Value: strat, Of: cinc.ID, Text: "the CinC's Strategy, the most the total may be", Rule: "GBoH §4.25 [L527-534]"},
	}, Text: fmt.Sprintf("Line Command test for %s: rolled %d%+d = %d against %s's Strategy %d: %s", name, v, mod, v+mod, s.UnitName(cinc.ID), strat, map[bool]string{true: "eligible", false: "not eligible"}[ok])}
	return ok, []rules.Event{ev}, nil
}

// checkLine checks a Line Command: in the Orders Phase of a leader with a
// Line Command rating left, no Individual Order given this phase
// [L449-457], not a contingent commander [L676-678], a Line of the side.
func checkLine(s *rules.State, a rules.Action) (int, error) {
	l := activeLeader(s)
	name := s.UnitName(l.ID)
	n, err := strconv.Atoi(a.Args["line"])
	if err != nil || n < 1 {
		return 0, fmt.Errorf("gboh: a Line Command names its Line: Args line = 1-20, got %q", a.Args["line"])
	}
	switch {
	case isContingent(l):
		return 0, refuse("contingent", "GBoH §4.3 [L676-678]", "%s is a contingent commander: no Line Commands", name)
	case s.Counters[ctImpLine] > 0:
		return 0, refuse("mode", "GBoH §9.21 [L2116-2124]", "this Orders Phase is Impetuous Line %d's: no Line Command is given in it", s.Counters[ctImpLine]-1)
	case l.Status[stPursuit] == 1 || !onTable(l):
		return 0, refuse("in-pursuit", "GBoH §10.48 [L2845-2851]", "%s is In Pursuit: he gives no orders to other units", name)
	case s.Counters[ctOrders] > 0:
		return 0, refuse("mode", "GBoH §4.2 [L449-457]", "%s has given Individual Orders this phase: never both in one phase", name)
	case s.Counters[ctLines] >= rating(l, keyLine):
		return 0, refuse("lines", "GBoH §4.23 [L480-484]", "%s gives %d Line Command(s) a phase", name, rating(l, keyLine))
	case s.Counters[ctLineOK] == 2:
		return 0, refuse("not-eligible", "GBoH §4.25 [L511-560]", "%s is not eligible for Line Commands this phase", name)
	}
	bd, err := boardOf(s)
	if err != nil {
		return 0, err
	}
	if us, _ := bd.lineUnits(s, l.Side, n); len(us) == 0 {
		return 0, refuse("no-line", "GBoH §4.24 [L485-498]", "%s has no Line %d on the map", s.Sides[l.Side].Name, n)
	}
	return n, nil
}

// applyLine tests eligibility (once a phase) and marks the Line's units
// the command reaches: all of a rigid Line, of a loose one those within
// twice the leader's Command Range (A27, by the command path) [L499-509].
func applyLine(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	n, err := checkLine(s, a)
	if err != nil {
		return nil, err
	}
	bd, _ := boardOf(s)
	l := activeLeader(s)
	units, rigid := bd.lineUnits(s, l.Side, n)
	var evs []rules.Event
	if s.Counters[ctLineOK] == 0 {
		ok, es, err := lineEligible(s, bd, l, units, d)
		if err != nil {
			return nil, err
		}
		evs = es
		s.SetCounter(ctLineOK, map[bool]int{true: 1, false: 2}[ok])
		if !ok {
			return evs, nil
		}
	}
	s.SetCounter(ctLines, s.Counters[ctLines]+1)
	var names []string
	for _, u := range units {
		if !rigid {
			c, _ := bd.where(s, u)
			far := *l
			far.Status = nil
			far.Profile = map[string]float64{keyRange: float64(2 * rating(l, keyRange))}
			if !bd.inRange(s, &far, c.hex()) {
				continue
			}
		}
		s.Units[s.UnitIndex(u.ID)].SetStatus(stLined, 1)
		names = append(names, s.UnitName(u.ID))
	}
	slices.Sort(names)
	kind := map[bool]string{true: "rigid", false: "loose"}[rigid]
	evs = append(evs, rules.Event{Kind: "line", Side: l.Side, Unit: l.ID,
		Text: fmt.Sprintf("%s gives a Line Command to Line %d (%s): %s may each move once [L499-509, L836-847]", s.UnitName(l.ID), n, kind, rules.JoinAnd(names))})
	return evs, nil
}
