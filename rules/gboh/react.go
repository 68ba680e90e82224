package gboh

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/gboh/charts"
	"plateau/rules/hex"
)

// Reactions (spec §7.4, §7.6, §8.4): what a move lets the other player's
// units do without an order, each answered by him (phase reaction, the
// action react), unless the setting reaction_fire = "decline" (solo play)
// declines every one at once; then the active player plays on.
//
// Reaction fire [L1734-1770]: an enemy missile unit may fire at a unit
// that enters its ZOC (at the range it chooses, read as the range it
// stands at now) or leaves it (at the 2-hex number, none for a weapon of
// shorter range). Reaction facing [L1456-1464]: a unit an enemy moves
// next to may turn 60°. Orderly withdrawal: reactwithdraw.go. The
// triggers are looked for when a move ends (entering a ZOC ends a move
// [L1477-1478]; a unit leaving one is fired at where its move ends, a
// reading), after the mover's own fire during its move; an advance after
// combat draws reaction fire too (shockend.go).

// KindReact answers a pending reaction: Args["unit"] the unit that
// reacts ("all" with react = decline declines every one), Args["react"]
// "fire", "left" or "right" (a 60° reaction facing), "withdraw" or
// "decline".
const KindReact = "react"

// PhaseReact is the other player's answer to a trigger.
const PhaseReact = "reaction"

// ctReactTo is 1 + the index of the unit whose move the pending reactions
// answer.
const ctReactTo = "react-to"

// Reactions offered (stReact, bits).
const (
	reactEntered = 1 // fire: it entered the firer's ZOC [L1755-1766]
	reactLeft    = 2 // fire: it left the firer's ZOC [L1740-1753]
	reactFace    = 4 // reaction facing: it moved next to the unit [L1456-1464]
	reactFire    = reactEntered | reactLeft
)

// stFaced marks a unit that made its reaction facing this phase (once per
// phase [L1458-1459]).
const stFaced = "faced"

func init() {
	positionKeys.Unit = append(positionKeys.Unit, rules.Key{Name: stFaced, Range: flag, Doc: "made its reaction facing this Orders Phase [L1458-1459]"})
	statusOf[stFaced] = isCombat
	phaseStatuses = append(phaseStatuses, stFaced)
}

// reactRange is the range of a reaction fire at a unit leaving the
// firer's ZOC [L1744-1753].
const reactRange = 2

func init() {
	positionKeys.Counters = append(positionKeys.Counters,
		rules.Key{Name: ctReactTo, Range: count, Doc: "1 + the index among the units of the unit whose move the pending reactions answer [L1734-1770]"})
}

// autoDecline reports the solo setting: reaction fire never offered.
func autoDecline(s *rules.State) bool { return s.Settings[setReaction] == "decline" }

// reactionTriggers are the enemy units that may fire at m, whose move
// went from hex from to hex to, with the trigger of each [L1740-1766].
func reactionTriggers(s *rules.State, bd *board, m *rules.Unit, from, to hex.Hex) map[*rules.Unit]int {
	if !isCombat(m) || !onTable(m) || m.Status[stRouted] == 1 || autoDecline(s) {
		return nil
	}
	out := map[*rules.Unit]int{}
	for i := range s.Units {
		x := &s.Units[i]
		if x.Side == m.Side {
			continue
		}
		xc, ok := bd.where(s, x)
		if !ok {
			continue
		}
		if mayFace(s, bd, x, xc, m) && hex.Dist(xc.hex(), to) == 1 && hex.Dist(xc.hex(), from) != 1 {
			out[x] |= reactFace
		}
		if mayWithdraw(s, bd, x, xc, m, from, to) && len(withdrawPath(s, bd, x, m)) > 0 {
			out[x] |= reactWithdraw
		}
		if mayWithdrawAlone(s, bd, x, xc, m, from, to) {
			out[x] |= reactWithdraw // a lone leader or hero [L691-693]
		}
		if mayFire(s, x) != "" {
			continue
		}
		in := func(h hex.Hex) bool {
			for _, z := range bd.zoc(x, xc) {
				if z == h {
					return true
				}
			}
			return false
		}
		switch {
		case !in(from) && in(to):
			if _, err := aimAt(s, bd, x, m); err == nil {
				out[x] |= reactEntered
			}
		case in(from) && !in(to):
			if r, _ := bd.ch.MissileRange(weapon(x)); r >= reactRange {
				out[x] |= reactLeft
			}
		}
	}
	return out
}

// mayFace reports whether x may turn in reaction to mover m [L1456-1464]:
// a combat unit facing a vertex, not routed, that has not turned so this
// phase, in no enemy ZOC but m's (a reading: the unit reacts to m, whose
// arrival in front of it would otherwise always forbid it).
func mayFace(s *rules.State, bd *board, x *rules.Unit, xc counter, m *rules.Unit) bool {
	if !isCombat(x) || x.Status[stRouted] == 1 || xc.col || xc.at.F < 0 || isDouble(x) || x.Status[stFaced] == 1 {
		return false
	}
	for _, e := range bd.zocs(s, x.Side)[xc.hex()] {
		if e != m {
			return false
		}
	}
	return true
}

// askReaction records the trigger and hands the play to the other player.
func askReaction(s *rules.State, m *rules.Unit, xs map[*rules.Unit]int) []rules.Event {
	if len(xs) == 0 {
		return nil
	}
	var names []string
	for i := range s.Units {
		if x := &s.Units[i]; xs[x] != 0 {
			x.SetStatus(stReact, xs[x])
			names = append(names, s.UnitName(x.ID))
		}
	}
	s.SetCounter(ctReactTo, s.UnitIndex(m.ID)+1)
	s.Phase, s.Active = PhaseReact, 1-m.Side
	return []rules.Event{{Kind: "reaction", Side: 1 - m.Side, Unit: m.ID,
		Text: fmt.Sprintf("%s's move gives %s a reaction (fire [L1734-1770], facing [L1456-1464] or withdrawal [L1266-1280, L691-693]; or decline)", s.UnitName(m.ID), strings.Join(names, ", "))}}
}

// ctBackAt is 1 + the index of a unit that withdrew from an enemy missile
// unit: that unit may fire at it, at 2 hexes, before the move goes on
// [L1740-1753].
const ctBackAt = "react-back"

func init() {
	positionKeys.Counters = append(positionKeys.Counters,
		rules.Key{Name: ctBackAt, Range: count, Doc: "1 + the index of a unit that withdrew from the mover, a missile unit that may fire at it [L1740-1753]"})
}

// targetFor is what x's pending reaction aims at: the mover, or for the
// mover's own fire the unit that withdrew from it.
func targetFor(s *rules.State, x *rules.Unit) *rules.Unit {
	m := reactTarget(s)
	if i := s.Counters[ctBackAt] - 1; i >= 0 && i < len(s.Units) && m != nil && x.Side == m.Side {
		return &s.Units[i]
	}
	return m
}

// backFireTarget is the unit that withdrew from the mover's missile fire
// and may be fired at (react-back), nil if none: an enemy of the mover.
func backFireTarget(s *rules.State) *rules.Unit {
	m, i := reactTarget(s), s.Counters[ctBackAt]-1
	if m == nil || i < 0 || i >= len(s.Units) || s.Units[i].Side == m.Side {
		return nil
	}
	return &s.Units[i]
}

// reactTarget is the unit whose move the pending reactions answer.
func reactTarget(s *rules.State) *rules.Unit {
	i := s.Counters[ctReactTo] - 1
	if i < 0 || i >= len(s.Units) {
		return nil
	}
	return &s.Units[i]
}

// checkReact checks an answer; the shot is nil but for a fire.
func checkReact(s *rules.State, a rules.Action) (*rules.Unit, *shot, error) {
	m := reactTarget(s)
	if m == nil {
		return nil, nil, fmt.Errorf("gboh: counter react-to names no unit")
	}
	how := a.Args["react"]
	if how != "fire" && how != "decline" && how != "left" && how != "right" && how != "withdraw" {
		return nil, nil, refuse("react", "GBoH §8.4 [L1734-1770]", "answer a reaction with react = fire, left, right (a 60° reaction facing), withdraw or decline")
	}
	if a.Args["unit"] == "all" {
		if how != "decline" {
			return nil, nil, refuse("react", "GBoH §8.4 [L1734-1770]", "unit = all only declines: each unit fires on its own")
		}
		return nil, nil, nil
	}
	x, ok := s.Unit(a.Args["unit"])
	if !ok || x.Status[stReact] == 0 || x.Side != a.Side {
		return nil, nil, refuse("no-reaction", "GBoH §8.4 [L1734-1770]", "%q may not fire at %s in reaction: name a unit offered it (unit)", a.Args["unit"], s.UnitName(m.ID))
	}
	m = targetFor(s, x)
	if how == "decline" {
		return x, nil, nil
	}
	if how == "withdraw" {
		if x.Status[stReact]&reactWithdraw == 0 {
			return nil, nil, refuse("react-kind", "GBoH §6.5 [L1266-1280]", "%s may not withdraw from %s", s.UnitName(x.ID), s.UnitName(m.ID))
		}
		bd, err := boardOf(s)
		if err != nil {
			return nil, nil, err
		}
		if _, err := checkWithWithdraw(s, bd, x, a.Args["with"]); err != nil {
			return nil, nil, err
		}
		if isCombat(x) && a.Args["line"] == "yes" {
			if _, _, err := lineWithdrawers(s, bd, x, m); err != nil {
				return nil, nil, err
			}
		}
		if isCombat(x) && a.Args["fire"] == "yes" {
			sh, err := withdrawShot(s, bd, x, m, a.Args["range"])
			return x, sh, err
		}
		return x, nil, nil
	}
	if how == "left" || how == "right" {
		if x.Status[stReact]&reactFace == 0 {
			return nil, nil, refuse("react-kind", "GBoH §6.54 [L1456-1464]", "%s may not turn in reaction to %s", s.UnitName(x.ID), s.UnitName(m.ID))
		}
		return x, nil, nil
	}
	if x.Status[stReact]&reactFire == 0 {
		return nil, nil, refuse("react-kind", "GBoH §8.4 [L1734-1770]", "%s may not fire in reaction to %s", s.UnitName(x.ID), s.UnitName(m.ID))
	}
	if why := mayFire(s, x); why != "" {
		return nil, nil, refuse("no-fire", "GBoH §8.1 [L1561-1602]", "%s", why)
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, nil, err
	}
	xc, _ := bd.where(s, x)
	mc, _ := bd.where(s, m)
	if x.Status[stReact]&reactEntered != 0 {
		if !containsHex(bd.zoc(x, xc), mc.hex()) {
			// A mounted archer that came and went: fired at as it came,
			// adjacent (§8.7 [L2161-2163]).
			return x, &shot{firer: x, target: m, dist: hex.UnitDist(xc.at, mc.at), fixed: 1}, nil
		}
		sh, err := aimAt(s, bd, x, m)
		return x, sh, err
	}
	return x, &shot{firer: x, target: m, dist: hex.UnitDist(xc.at, mc.at), fixed: reactRange}, nil
}

// applyReact fires or declines, then hands the play back when no unit is
// left to answer (or the target is gone).
func applyReact(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	x, sh, err := checkReact(s, a)
	if err != nil {
		return nil, err
	}
	m := reactTarget(s)
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	var evs []rules.Event
	switch {
	case x == nil:
		var alone []*rules.Unit
		for i := range s.Units {
			if y := &s.Units[i]; isIndividual(y) && y.Status[stReact]&reactWithdraw != 0 {
				alone = append(alone, y)
			}
			s.Units[i].SetStatus(stReact, 0)
		}
		evs = append(evs, rules.Event{Kind: "reaction", Side: a.Side, Text: s.Sides[a.Side].Name + " declines every reaction fire"})
		for _, y := range alone {
			e, err := dangerOf(s, bd, y, m, d)
			if err != nil {
				return nil, err
			}
			evs = append(evs, e...)
		}
	case a.Args["react"] == "decline":
		x.SetStatus(stReact, 0)
		evs = append(evs, rules.Event{Kind: "reaction", Side: a.Side, Unit: x.ID, Text: s.UnitName(x.ID) + " declines its reaction"})
		if isIndividual(x) {
			e, err := dangerOf(s, bd, x, m, d) // he stays to face it [L693-715]
			if err != nil {
				return nil, err
			}
			evs = append(evs, e...)
		}
	case a.Args["react"] == "withdraw" && isIndividual(x):
		x.SetStatus(stReact, 0)
		if len(individualWithdrawPath(s, bd, x, m)) == 0 {
			e, err := dangerOf(s, bd, x, m, d)
			if err != nil {
				return nil, err
			}
			evs = append(evs, e...)
			break
		}
		evs = append(evs, applyIndividualWithdraw(s, bd, x, m))
	case a.Args["react"] == "withdraw":
		x.SetStatus(stReact, 0) // it has backed away: nothing else
		with, _ := checkWithWithdraw(s, bd, x, a.Args["with"])
		var line []*rules.Unit
		if a.Args["line"] == "yes" {
			us, l, _ := lineWithdrawers(s, bd, x, m)
			line = us
			evs = append(evs, rules.Event{Kind: "withdraw", Side: x.Side, Unit: x.ID, Text: fmt.Sprintf("Line %d withdraws together with %s, within %s's Range: no order spent [L1280-1289]", lineOf(x), s.UnitName(x.ID), s.UnitName(l.ID))})
		}
		evs = append(evs, applyWithdraw(s, x, m)...)
		if onTable(x) {
			evs = append(evs, goWith(s, bd, x, with, "in its withdrawal [L2179-2182]")...)
		}
		if len(line) > 1 {
			evs = append(evs, applyLineWithdraw(s, bd, line, m)...)
		}
		if sh != nil && onTable(x) && x.Status[stRouted] == 0 && onTable(m) {
			e, err := fireWithdrawing(s, bd, sh, d)
			if err != nil {
				return nil, err
			}
			evs = append(evs, e...)
		}
		if r, _ := boardCharts(s).MissileRange(weapon(m)); onTable(x) && x.Status[stRouted] == 0 && mayFire(s, m) == "" && r >= reactRange {
			m.SetStatus(stReact, reactLeft) // [L1740-1748]
			s.SetCounter(ctBackAt, s.UnitIndex(x.ID)+1)
			evs = append(evs, rules.Event{Kind: "reaction", Side: m.Side, Unit: m.ID, Text: fmt.Sprintf("%s may fire at %s, which withdrew from it, at 2 hexes [L1740-1753]", s.UnitName(m.ID), s.UnitName(x.ID))})
		}
	case sh == nil:
		x.SetStatus(stReact, x.Status[stReact]&^reactFace)
		e, err := reactionFacing(s, x, a.Args["react"] == "left", d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
	default:
		// One fire a trigger: the coming's first, then the going's [L2161-2163].
		if x.Status[stReact]&reactEntered != 0 {
			x.SetStatus(stReact, x.Status[stReact]&^reactEntered)
		} else {
			x.SetStatus(stReact, x.Status[stReact]&^reactLeft)
		}
		what := "fires in reaction at"
		if sh.fixed > 0 {
			what = "fires in reaction (at 2 hexes [L1744-1753]) at"
		}
		e, err := resolveShot(s, bd, sh, d, what)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
	}
	return append(evs, resumeAfterReaction(s, m)...), nil
}

// resumeAfterReaction closes the trigger when nobody is left to answer.
func resumeAfterReaction(s *rules.State, m *rules.Unit) []rules.Event {
	for i := range s.Units {
		x := &s.Units[i]
		switch {
		case x.Status[stReact] == 0:
		case !onTable(m) || !onTable(x):
			x.SetStatus(stReact, 0)
		case mayFire(s, x) != "":
			x.SetStatus(stReact, x.Status[stReact]&^reactFire)
		}
		if bd, err := boardOf(s); err == nil && isCombat(x) && x.Status[stReact]&reactWithdraw != 0 && len(withdrawPath(s, bd, x, m)) == 0 {
			x.SetStatus(stReact, x.Status[stReact]&^reactWithdraw)
		}
	}
	if b := s.Counters[ctBackAt] - 1; b >= 0 && (b >= len(s.Units) || !onTable(&s.Units[b]) || m.Status[stReact] == 0) {
		m.SetStatus(stReact, 0)
		s.SetCounter(ctBackAt, 0)
	}
	for _, side := range []int{m.Side, 1 - m.Side} { // the mover's own fire first [L1748-1753]
		for i := range s.Units {
			if x := &s.Units[i]; x.Side == side && x.Status[stReact] != 0 {
				s.Active = side
				return nil
			}
		}
	}
	s.SetCounter(ctReactTo, 0)
	s.SetCounter(ctReactFrom, 0)
	if s.Counters[ctAfterShock] == 1 {
		return afterAdvances(s) // the next advance's, or the phase's end
	}
	l := activeLeader(s)
	s.Phase, s.Active = PhaseOrders, l.Side
	return []rules.Event{{Kind: "phase", Side: l.Side, Unit: l.ID, Text: s.UnitName(l.ID) + "'s Orders Phase goes on"}}
}

// reactionFacing turns x 60° (left: counter-clockwise on the map, its
// vertex index up) [L1456-1464]; infantry then tests its TQ, a die above
// it costing the difference [L1459-1463]; cavalry does not.
func reactionFacing(s *rules.State, x *rules.Unit, left bool, d dice.Roller) ([]rules.Event, error) {
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	c, _ := bd.where(s, x)
	k := -1
	if left {
		k = 1
	}
	b, _ := s.Base(x.Bases[0])
	b.Shape = b.Shape.At(bd.m.Layout.Pose(hex.One(c.hex(), c.at.F.Turn(k))))
	x.SetStatus(stFaced, 1)
	evs := []rules.Event{{Kind: "facing", Side: x.Side, Unit: x.ID, Base: b.ID, Text: s.UnitName(x.ID) + " turns 60° in reaction [L1456-1459]"}}
	if !isInfantry(x) {
		return evs, nil
	}
	hits, ev, err := tqCheck(s, x, d, 0, "infantry's reaction facing", "GBoH §6.54 [L1459-1463]")
	if err != nil {
		return nil, err
	}
	evs = append(evs, ev)
	if hits > 0 {
		routs := x.Status[stHits]+hits >= tq(x)
		addHits(s, x, hits)
		if routs {
			evs = append(evs, routNow(s, x)...)
		}
	}
	return evs, nil
}

// boardCharts is the charts s is played with.
func boardCharts(s *rules.State) *charts.Charts {
	if bd, err := boardOf(s); err == nil {
		return bd.ch
	}
	return charts.Default()
}
