package gboh

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/gboh/charts"
	"plateau/rules/hex"
)

// ID is the name scenarios use for this ruleset.
const ID = "gboh"

func init() { rules.Register(ID, func() rules.Ruleset { return Rules{} }) }

// Rules is the Great Battles of History fantasy ruleset.
type Rules struct{}

// ID implements rules.Ruleset.
func (Rules) ID() string { return ID }

// Action kinds, besides rules.KindMove (a unit's move on an order) and
// rules.KindEndPhase (the end of an Orders Phase; declining Momentum, a
// Trump or a Re-activation).
const (
	KindActivate = "activate" // Target: the leader activated [L301-308]
	KindTrump    = "trump"    // Target: the leader who tries a Trump [L984-1018]
	KindTie      = "tie"      // roll the tie between equal Initiatives [L775-777]
	KindMomentum = "momentum" // the active leader rolls for Momentum [L944-948]
)

// Settings: each army disciplined or not (source §9.2, [L2108-2137]):
// only a disciplined army's infantry forms Column [L1207-1208];
// reaction_fire "ask" (the default) or "decline" (solo play: no reaction
// fire is offered); rout1, rout2 each army's rout thresholds (armywithdraw.go).
var settingValues = map[string][]string{
	"army1":     {"disciplined", "undisciplined"},
	"army2":     {"disciplined", "undisciplined"},
	setReaction: {"ask", "decline"},
}

// setReaction is the setting that declines every reaction fire at once.
const setReaction = "reaction_fire"

// Setup checks the scenario against the rules and starts turn 1.
func (Rules) Setup(s *rules.State) error {
	if err := prepare(s, false); err != nil {
		return err
	}
	s.Turn = 1
	s.Counters = nil
	startSelect(s)
	return nil
}

// prepare is what Setup and Resume check: two armies, the settings, every
// unit, the commanders, the map and every counter on it; begun for a
// battle under way (Resume).
func prepare(s *rules.State, begun bool) error {
	if len(s.Sides) != 2 {
		return fmt.Errorf("gboh: %d armies; a battle has two sides", len(s.Sides))
	}
	for _, k := range slices.Sorted(maps.Keys(s.Settings)) {
		v := s.Settings[k]
		if _, ok := routSettings[k]; ok {
			if _, err := thresholds(k, v); err != nil {
				return err
			}
			continue
		}
		if _, ok := replaceSettings[k]; ok {
			if _, err := replacementOf(k, v); err != nil {
				return err
			}
			continue
		}
		vals, ok := settingValues[k]
		if !ok {
			return fmt.Errorf("gboh: unknown setting %q (known: army1, army2 = \"disciplined\" or \"undisciplined\"; reaction_fire = \"ask\" or \"decline\"; rout1, rout2 = \"POINTS:LEVEL, ...\"; replace1, replace2 = \"COUNT:INITIATIVE:RANGE\")", k)
		}
		if !slices.Contains(vals, v) {
			return fmt.Errorf("gboh: setting %s = %q; want %s", k, v, strings.Join(vals, " or "))
		}
	}
	bd, err := boardOf(s)
	if err != nil {
		return err
	}
	for side := range s.Sides {
		if len(bd.m.Edge(side)) == 0 {
			return fmt.Errorf("gboh: %s has no Retreat Zone: give each army its map edge (hexes.edges) [L2527-2528]", s.Sides[side].Name)
		}
	}
	types := bd.ch.Types()
	cincs := make([]int, 2)
	leaders := make([]int, 2)
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side < 0 || u.Side > 1 {
			return fmt.Errorf("gboh: unit %s belongs to army %d of 2", u.ScenarioLabel(), u.Side+1)
		}
		if err := checkUnit(u, types); err != nil {
			return err
		}
		if isCinC(u) {
			cincs[u.Side]++
		}
		if u.Type == Leader && onTable(u) {
			leaders[u.Side]++
		}
	}
	for i := range cincs {
		if cincs[i] > 1 {
			return fmt.Errorf("gboh: %s has %d Commanders-in-Chief; an army has one [L608-614]", s.Sides[i].Name, cincs[i])
		}
		// A battle under way may have lost them all (killed or captured,
		// [L1910-1915]); one set up has one to give its orders.
		if leaders[i] == 0 && !begun {
			return fmt.Errorf("gboh: %s has no leader on the map: combat units act only on a leader's orders [L383-386]", s.Sides[i].Name)
		}
	}
	return checkCounters(s, bd)
}

// doubleSlack tells a double counter (a rectangle two hexes wide) from a
// square one by its drawn width.
const doubleSlack = 1.1

// checkCounters checks that every counter stands on the grid, a double
// counter drawn two hexes wide, and that no hex holds two combat units
// [L1351-1355] or counters of both sides [L1357-1359].
func checkCounters(s *rules.State, bd *board) error {
	type first struct{ u *rules.Unit }
	combat := map[hex.Hex]*rules.Unit{}
	owner := map[hex.Hex]*rules.Unit{}
	for i := range s.Units {
		u := &s.Units[i]
		if !onTable(u) {
			if u.Status[stGone] == 0 && u.Status[stFate] < fateOut {
				return fmt.Errorf("gboh: unit %s has no counter but is not off the map (status gone, or fate 2-4 for an individual)", u.ScenarioLabel())
			}
			continue
		}
		b, ok := s.Base(u.Bases[0])
		if !ok {
			return fmt.Errorf("gboh: unit %s: its base %q is not on the table", u.ScenarioLabel(), u.Bases[0])
		}
		c, ok := bd.read(u, b.Shape.Pose())
		if !ok {
			what := "facing a vertex [L1427-1429]"
			switch {
			case isIndividual(u):
				what = "(a leader or hero on a hex centre, any way round)"
			case inColumn(u):
				what = "facing a hexside, In Column [L1220-1221]"
			case isDouble(u):
				what = "on the midpoint of two hexes side by side, facing a vertex (spec §12.2)"
			}
			return fmt.Errorf("gboh: unit %s does not stand on the hex map: a counter stands on a hex centre %s", u.ScenarioLabel(), what)
		}
		if isCombat(u) {
			if two := b.Shape.Width > bd.m.Layout.Size*doubleSlack; two != isDouble(u) {
				return fmt.Errorf("gboh: unit %s: its counter is %.2f cm wide on %.2f cm hexes; a %s counter is %s [L22-27]", u.ScenarioLabel(), b.Shape.Width, bd.m.Layout.Size, u.Type, map[bool]string{true: "a rectangle two hexes wide", false: "a square within its hex"}[isDouble(u)])
			}
		}
		for _, h := range c.at.Hexes() {
			if o := owner[h]; o != nil && o.Side != u.Side {
				return fmt.Errorf("gboh: units %s and %s of both armies share hex %s [L1357-1359]", o.ScenarioLabel(), u.ScenarioLabel(), bd.m.Label(h))
			}
			owner[h] = u
			if !isCombat(u) {
				continue
			}
			if o := combat[h]; o != nil {
				return fmt.Errorf("gboh: units %s and %s are two combat units in hex %s; a hex holds one [L1351-1355]", o.ScenarioLabel(), u.ScenarioLabel(), bd.m.Label(h))
			}
			combat[h] = u
		}
	}
	return nil
}

// Resume prepares a state given whole by a position (rules.Positioner).
func (Rules) Resume(s *rules.State) error {
	if err := prepare(s, true); err != nil {
		return err
	}
	if err := positionKeys.CheckKeys(s); err != nil {
		return fmt.Errorf("gboh: %w", err)
	}
	for i := range s.Units {
		u := &s.Units[i]
		for _, k := range slices.Sorted(maps.Keys(u.Status)) {
			if of, ok := statusOf[k]; ok && !of(u) {
				return fmt.Errorf("gboh: unit %s: status %q is not kept by a %s", u.ScenarioLabel(), k, u.Type)
			}
		}
	}
	l := activeLeader(s)
	switch s.Phase {
	case PhaseOrders, PhaseMomentum, PhaseWindow, PhaseShock, PhaseReact, PhaseDispel, PhasePursuitCall, PhaseAdvanceFace:
		if l == nil {
			return fmt.Errorf("gboh: the position is in phase %s but names no leader (counter leader)", s.Phase)
		}
		// The side to answer is the mover's enemy, or the mover's own when a
		// unit withdrew from its missile fire (react-back [L1740-1753]).
		if m := reactTarget(s); s.Phase == PhaseReact && (m == nil || m.Side == s.Active && backFireTarget(s) == nil) {
			return fmt.Errorf("gboh: the position is in phase reaction but counter react-to names no enemy of the side to answer")
		}
		if s.Phase == PhaseDispel {
			if t, _ := pendingDispel(s); t == nil {
				return fmt.Errorf("gboh: the position is in phase dispel but counters dispel-on and dispel-spell name no spell")
			}
		}
		if s.Phase != PhaseWindow && s.Phase != PhaseReact && s.Phase != PhaseDispel && l.Side != s.Active {
			return fmt.Errorf("gboh: the position's active leader %s is not of the side to play", l.ScenarioLabel())
		}
		if s.Phase == PhasePursuitCall && pendingCall(s, s.Active) == nil {
			return fmt.Errorf("gboh: the position is in phase pursuit but no leader of the side to play has status pursuit-call")
		}
		if s.Phase == PhaseWindow && (s.Counters[ctWindow] == 0 || l.Side == s.Active) {
			return fmt.Errorf("gboh: the position is in phase trump but gives no window (counter window) or the pending leader is the side to play's")
		}
	case PhaseReactivate:
		if s.Counters[ctReact] != s.Active+1 {
			return fmt.Errorf("gboh: the position is in phase reactivation but counter react is not 1 + the side to play")
		}
	}
	return nil
}

// statusOf says who keeps each status that only some units keep.
var statusOf = map[string]func(*rules.Unit) bool{
	stHits: isCombat, stMoved: isCombat, stRouted: isCombat, stRallied: isCombat,
	stMissile: isCombat, stShock: isCombat, stGone: isCombat,
	stFate: isIndividual, stFinished: isLeader, stPhases: isLeader, stTrumped: isLeader,
	stReactivated: isLeader, stTrumper: isLeader, stPursuit: isLeader,
}

// Keys implements rules.Positioner.
func (Rules) Keys() rules.PositionKeys { return positionKeys }

// Legal implements rules.Ruleset.
func (Rules) Legal(s *rules.State, side int) []string {
	if side != s.Active {
		return nil
	}
	switch s.Phase {
	case PhaseActivation:
		return []string{KindActivate, KindTrump}
	case PhaseTie:
		return []string{KindTie}
	case PhaseWindow:
		return []string{KindTrump, rules.KindEndPhase}
	case PhaseOrders:
		return []string{rules.KindMove, KindFire, KindRally, KindReorganise, KindDismount, KindCast, KindLine, KindInPursuit, KindRegroup, KindReturn, KindReplace, rules.KindEndPhase}
	case PhasePursuitCall:
		return []string{KindInPursuit, KindAdvanceFace, rules.KindEndPhase}
	case PhaseAdvanceFace:
		return []string{KindAdvanceFace, rules.KindEndPhase}
	case PhaseDispel:
		return []string{KindDispel}
	case PhaseReact:
		return []string{KindReact}
	case PhaseRoutReload:
		return []string{KindRoutReload}
	case PhaseShock:
		return []string{KindShock, KindResolve}
	case PhaseElite:
		return []string{KindElite, rules.KindEndPhase}
	case PhaseMomentum:
		return []string{KindMomentum, KindAdvanceFace, rules.KindEndPhase}
	case PhaseReactivate:
		return []string{KindActivate, rules.KindEndPhase}
	}
	return nil
}

// Check implements rules.Ruleset.
func (Rules) Check(s *rules.State, a rules.Action) error {
	_, err := check(s, a)
	return err
}

func check(s *rules.State, a rules.Action) (*plan, error) {
	if a.Side != s.Active {
		return nil, &rules.Violation{Code: "not-your-turn", Rule: "GBoH §3 [L292-297]", Msg: s.Sides[s.Active].Name + " is to play"}
	}
	if !slices.Contains((Rules{}).Legal(s, a.Side), a.Kind) {
		if !slices.Contains(knownKinds, a.Kind) {
			return nil, fmt.Errorf("gboh: unknown action kind %q", a.Kind)
		}
		return nil, &rules.Violation{Code: "phase", Rule: "GBoH §3 [L292-380]", Msg: fmt.Sprintf("no %s in the %s phase", a.Kind, s.Phase)}
	}
	switch a.Kind {
	case rules.KindMove:
		return checkMove(s, a)
	case KindActivate:
		if a.Args["line"] != "" {
			_, err := checkLineActivate(s, a)
			return nil, err
		}
		_, err := checkActivate(s, a)
		return nil, err
	case KindTrump:
		_, err := checkTrump(s, a)
		return nil, err
	case KindLine:
		_, err := checkLine(s, a)
		return nil, err
	case KindFire:
		_, _, err := checkFire(s, a)
		return nil, err
	case KindReact:
		_, _, err := checkReact(s, a)
		return nil, err
	case KindShock:
		_, _, err := checkShock(s, a)
		return nil, err
	case KindRally, KindReorganise:
		_, _, _, err := checkRecover(s, a, a.Kind == KindRally)
		return nil, err
	case KindDismount:
		_, _, _, err := checkDismount(s, a)
		return nil, err
	case KindAdvanceFace:
		_, _, err := checkAdvanceFace(s, a)
		return nil, err
	case KindCast:
		_, _, _, _, err := checkCast(s, a)
		return nil, err
	case KindElite:
		_, err := checkElite(s, a)
		return nil, err
	case KindDispel:
		_, err := checkDispel(s, a)
		return nil, err
	case KindResolve:
		return nil, checkResolve(s)
	case KindInPursuit:
		_, err := checkInPursuit(s, a)
		return nil, err
	case KindRegroup:
		_, _, err := checkRegroup(s, a)
		return nil, err
	case KindReturn:
		_, err := checkReturnOrder(s, a)
		return nil, err
	case KindReplace:
		_, _, err := checkReplace(s, a)
		return nil, err
	case rules.KindEndPhase:
		return nil, checkEnd(s)
	}
	return nil, nil
}

// knownKinds are every action kind of the ruleset.
var knownKinds = []string{rules.KindMove, rules.KindEndPhase, KindActivate, KindTrump, KindTie, KindMomentum, KindLine, KindFire, KindReact, KindRoutReload, KindShock, KindResolve, KindRally, KindReorganise, KindCast, KindDispel, KindElite, KindInPursuit, KindRegroup, KindReturn, KindReplace}

// Apply implements rules.Ruleset.
func (Rules) Apply(st rules.State, a rules.Action, d dice.Roller) (rules.State, []rules.Event, error) {
	p, err := check(&st, a)
	if err != nil {
		return st, nil, err
	}
	s := st.Clone()
	var evs []rules.Event
	switch a.Kind {
	case rules.KindMove:
		evs, err = applyMoveAll(&s, p, d)
	case KindFire:
		evs, err = applyFire(&s, a, d)
	case KindReact:
		evs, err = applyReact(&s, a, d)
	case KindRoutReload:
		evs, err = applyRoutReload(&s, d)
	case KindShock:
		evs, err = applyShock(&s, a)
	case KindRally, KindReorganise:
		evs, err = applyRecover(&s, a, d, a.Kind == KindRally)
	case KindDismount:
		evs, err = applyDismount(&s, a)
	case KindAdvanceFace:
		evs, err = applyAdvanceFace(&s, a)
	case KindCast:
		evs, err = applyCast(&s, a, d)
	case KindElite:
		evs, err = applyElite(&s, a)
	case KindDispel:
		evs, err = applyDispel(&s, a, d)
	case KindResolve:
		evs, err = resolveShocks(&s, d)
	case KindInPursuit:
		evs, err = applyInPursuit(&s, a)
	case KindRegroup:
		evs, err = applyRegroup(&s, a)
	case KindReturn:
		evs, err = applyReturn(&s, a, d)
	case KindReplace:
		evs, err = applyReplace(&s, a)
	case KindActivate:
		evs = applyActivate(&s, a)
	case KindTrump:
		evs, err = applyTrump(&s, a, d)
	case KindTie:
		evs, err = rollTie(&s, d)
	case KindMomentum:
		evs, err = rollMomentum(&s, d)
	case KindLine:
		evs, err = applyLine(&s, a, d)
	case rules.KindEndPhase:
		evs = endPhase(&s)
	}
	if err != nil {
		return st, nil, err
	}
	return s, evs, nil
}

// Measure implements rules.Ruleset: the tape counts MP [L1080-1085].
func (Rules) Measure(s *rules.State, m rules.Move) rules.Tape {
	tape := rules.Tape{Unit: "MP", Points: true, Used: s.Used[m.Base]}
	bd, err := boardOf(s)
	if err != nil {
		return tape
	}
	if u, ok := s.UnitOf(m.Base); ok {
		tape.Allowance = float64(ma(u))
	}
	if p, err := planMove(s, bd, m); err == nil {
		tape.Move = float64(p.cost)
	}
	return tape
}

// die reads one d10 as the rules read it: 0-9, a 0 is zero [L61-63].
func die(d dice.Roller) (int, dice.Roll, error) {
	v, err := d.Roll(10)
	if err != nil {
		return 0, dice.Roll{}, fmt.Errorf("gboh: %w", err)
	}
	return v - 1, dice.Roll{Sides: 10, Value: v}, nil
}

// activeLeader is the leader counter leader names, nil if none.
func activeLeader(s *rules.State) *rules.Unit {
	i := s.Counters[ctLeader] - 1
	if i < 0 || i >= len(s.Units) || s.Units[i].Type != Leader {
		return nil
	}
	return &s.Units[i]
}

// charts is the UNOFFICIAL shipped set, which the tests read (a battle
// reads its board's, boardCharts).
func (Rules) charts() *charts.Charts { return charts.Default() }
