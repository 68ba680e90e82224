package musketpike

import (
	"fmt"
	"maps"
	"slices"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// ID is the name scenarios use for this ruleset.
const ID = "mp"

func init() { rules.Register(ID, func() rules.Ruleset { return Rules{} }) }

// Rules is the Musket & Pike ruleset.
type Rules struct{}

// ID implements rules.Ruleset.
func (Rules) ID() string { return ID }

// Action kinds of the ruleset, besides rules.KindMove and
// rules.KindEndPhase (the end of a wing's actions, or declining to
// continue).
const (
	KindInitiative  = "initiative"   // roll the initiative tie [L249]
	KindActivate    = "activate"     // Target: the wing commander of the wing activated [L202]
	KindPass        = "pass"         // Target: the wing commander who passes [L302]
	KindChangeOrder = "change-order" // Target: the wing commander; Args["order"]: the order wanted [L431]
	KindContinue    = "continue"     // the wing commander tries to continue [L286]
	KindPreempt     = "preempt"      // Target: the wing commander who tries to pre-empt [L294]
)

// Setup checks the scenario against Musket & Pike and starts turn 1.
func (Rules) Setup(s *rules.State) error {
	if err := holdReinforcements(s); err != nil { // off the map until they enter [L585]
		return err
	}
	if err := prepare(s); err != nil {
		return err
	}
	for i := range s.Units {
		if u := &s.Units[i]; isWC(u) {
			u.SetStatus(stOrder, startOrder(u)) // a reinforcement wing's Make Ready [L585]
		}
	}
	s.Turn = 1
	startTurn(s)
	return nil
}

// prepare is what Setup and Resume check: two sides, every unit's class,
// profile and formation, the wings and their commanders, the map and every
// counter on it.
func prepare(s *rules.State) error {
	if len(s.Sides) != 2 {
		return fmt.Errorf("musketpike: %d armies; Musket & Pike is played by two sides [L190]", len(s.Sides))
	}
	if len(s.Settings) > 0 {
		k := slices.Sorted(maps.Keys(s.Settings))[0]
		return fmt.Errorf("musketpike: unknown setting %q: Musket & Pike has no settings yet", k)
	}
	for i := range s.Units {
		if err := checkUnit(&s.Units[i]); err != nil {
			return err
		}
	}
	if err := checkWings(s); err != nil {
		return err
	}
	if err := checkReinforcements(s); err != nil {
		return err
	}
	bd, err := boardOf(s)
	if err != nil {
		return err
	}
	return checkCounters(s, bd)
}

// checkWings checks that every wing of a unit has its commander, one per
// wing, and each side at most one Army Commander [L190], [L312], [L366].
func checkWings(s *rules.State) error {
	type wing struct{ side, n int }
	wcs := map[wing]*rules.Unit{}
	acs := make([]int, len(s.Sides))
	seniors := make([]*rules.Unit, len(s.Sides))
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side < 0 || u.Side >= len(s.Sides) {
			return fmt.Errorf("musketpike: unit %s belongs to army %d of %d", u.ScenarioLabel(), u.Side+1, len(s.Sides))
		}
		switch {
		case isAC(u):
			acs[u.Side]++
		case isWC(u):
			w := wing{u.Side, wingOf(u)}
			if o := wcs[w]; o != nil {
				return fmt.Errorf("musketpike: units %s and %s both command wing %d of %s [L190]", o.ScenarioLabel(), u.ScenarioLabel(), w.n, s.Sides[u.Side].Name)
			}
			wcs[w] = u
			if u.Profile[keySenior] == 1 {
				if o := seniors[u.Side]; o != nil {
					return fmt.Errorf("musketpike: units %s and %s are both %s's senior wing commander (profile senior); an army names one [L360]", o.ScenarioLabel(), u.ScenarioLabel(), s.Sides[u.Side].Name)
				}
				seniors[u.Side] = u
			}
		}
	}
	for i, n := range acs {
		if n > 1 {
			return fmt.Errorf("musketpike: %s has %d Army Commanders; an army has one [L314]", s.Sides[i].Name, n)
		}
	}
	for i := range s.Units {
		u := &s.Units[i]
		if isCombat(u) && wcs[wing{u.Side, wingOf(u)}] == nil {
			return fmt.Errorf("musketpike: unit %s is of wing %d of %s, which has no wing commander (a leader with wing = %d) [L366]", u.ScenarioLabel(), wingOf(u), s.Sides[u.Side].Name, wingOf(u))
		}
	}
	return nil
}

// counterSlack is how far a counter's drawn rectangle may be from the
// size CounterSize gives before Setup says it does not match its profile:
// a 1-hex counter is less than a hex long and a 2-hex one more, so a
// tenth of a hex tells them apart with room to spare.
const counterSlack = 0.1

// checkCounters checks that every counter stands on the grid, inside the
// map, drawn the size its profile says (one hex or two), and that no hex
// holds a stack the rules forbid [L597].
func checkCounters(s *rules.State, bd *board) error {
	size := bd.m.Layout.Size
	for i := range s.Units {
		u := &s.Units[i]
		if len(u.Bases) == 0 {
			continue // eliminated, or a leader removed [L889], [L989]
		}
		b, ok := s.Base(u.Bases[0])
		if !ok {
			return fmt.Errorf("musketpike: unit %s: its base %q is not on the table", u.ScenarioLabel(), u.Bases[0])
		}
		if _, ok := bd.place(u, b.Shape.Pose()); !ok {
			return fmt.Errorf("musketpike: unit %s does not stand on the hex map: a counter stands on a hex centre (a 2-hex one on the midpoint of two) facing a vertex [L447]", u.ScenarioLabel())
		}
		if u.Type == Leader {
			continue // a leader is a marker on a unit, drawn as it likes
		}
		long := b.Shape.Width
		if twoHex(u) && inColumn(u) {
			long = b.Shape.Depth
		}
		two := long > size*(1+counterSlack)
		if two != twoHex(u) {
			want := "one hex"
			if twoHex(u) {
				want = "two hexes"
			}
			return fmt.Errorf("musketpike: unit %s: its counter is %.2f cm long on %.2f cm hexes, but its profile says it spans %s (hexes = 2 for a 2-hex unit) [L188]", u.ScenarioLabel(), long, size, want)
		}
	}
	return checkStacks(s, bd)
}

// checkStacks checks that no hex holds counters that may not stack
// [L593-L601]: each hex's stack read as if its first unit had joined the
// others.
func checkStacks(s *rules.State, bd *board) error {
	byHex := map[hex.Hex][]*occupant{}
	var order []hex.Hex
	for i := range s.Units {
		u := &s.Units[i]
		at, b, ok := bd.unitAt(s, u)
		if !ok {
			continue
		}
		o := &occupant{u: u, b: b, at: at}
		for _, h := range at.Hexes() {
			if byHex[h] == nil {
				order = append(order, h)
			}
			byHex[h] = append(byHex[h], o)
		}
	}
	for _, h := range order {
		here := byHex[h]
		for k, first := range here {
			if first.u.Type == Leader || first.u.Type == Wagons || first.u.Status[stDisabled] == 1 {
				continue // Disabled Guns are no unit for stacking [L961]
			}
			others := append(append([]*occupant(nil), here[:k]...), here[k+1:]...)
			if fault, with, _, _ := entering(first.u, others); fault != nil {
				return fmt.Errorf("musketpike: units %s and %s may not stack in hex %s (%s)", first.u.ScenarioLabel(), with.u.ScenarioLabel(), bd.label(h), fault.Rule)
			}
			break
		}
	}
	return nil
}

// Resume prepares a state given whole by a position (rules.Positioner).
func (Rules) Resume(s *rules.State) error {
	if err := prepare(s); err != nil {
		return err
	}
	if err := positionKeys.CheckKeys(s); err != nil {
		return fmt.Errorf("musketpike: %w", err)
	}
	if err := checkStatuses(s); err != nil {
		return err
	}
	if err := checkSuccession(s); err != nil {
		return err
	}
	if w := s.Counters[ctWing]; w > 0 {
		if w > len(s.Units) || !isWC(&s.Units[w-1]) {
			return fmt.Errorf("musketpike: the position's active wing (counter wing = %d) is not a wing commander", w)
		}
	}
	if s.Phase == PhaseEvade && pendingEvasion(s) == nil {
		return fmt.Errorf("musketpike: the position is in phase evade but no cavalry's evasion waits (status evade)")
	}
	if s.Phase == PhaseRetreat && (pendingEvasion(s) != nil || pendingRetreat(s) == nil) {
		return fmt.Errorf("musketpike: the position is in phase retreat but no retreat waits (status retreat), or an evasion waits first")
	}
	if s.Phase == PhaseMeleeChoice {
		if activeWC(s) == nil {
			return fmt.Errorf("musketpike: the position is in phase melee-choice but no wing is active (counter wing)")
		}
		if _, err := pendingChoice(s); err != nil {
			return fmt.Errorf("musketpike: the position is in phase melee-choice but no melee waits for a choice: %w", err)
		}
	}
	if s.Phase == PhaseReact {
		if _, ok := reactTo(s); !ok || pendingReactor(s) == nil || activeWC(s) == nil {
			return fmt.Errorf("musketpike: the position is in phase react but no trigger waits (counter react-to) or no unit is asked (status react)")
		}
	}
	if s.Counters[ctRetireStep] > 0 && (s.Counters[ctReactWhy] != whyRetire || s.Counters[ctReactTo] == 0) {
		return fmt.Errorf("musketpike: the position's counter retire-step needs a Retire Fire's pending reactions (react-to, react-why = %d) [L808]", whyRetire)
	}
	if s.Phase == PhaseReplace && pendingReplacement(s) == nil {
		return fmt.Errorf("musketpike: the position is in phase replacement but no removed leader waits for his roll (status removed)")
	}
	if (s.Phase == PhaseMelee || s.Phase == PhaseReaction || s.Phase == PhaseDefence) && activeWC(s) == nil {
		return fmt.Errorf("musketpike: the position is in phase %s but no wing is active (counter wing)", s.Phase)
	}
	if s.Phase == PhaseCover {
		a, ok := heldFire(s)
		if !ok {
			return fmt.Errorf("musketpike: the position is in phase cover but its counters hold no fire (hold, hold-mode, hold-left)")
		}
		c := s.Clone()
		releaseFire(&c)
		if _, err := checkFire(&c, a); err != nil {
			return fmt.Errorf("musketpike: the position's held fire: %w", err)
		}
	}
	for i := range s.Units {
		if u := &s.Units[i]; isWC(u) && u.Status[stOrder] == 0 {
			u.SetStatus(stOrder, startOrder(u))
		}
	}
	return nil
}

// classStatuses are the unit statuses that only some classes keep.
var classStatuses = map[string][]string{
	stPistols:         {Cavalry},
	stShot:            {Cavalry},
	stSalvo:           {HeavyInfantry},
	stThreshold:       {Cavalry, HeavyInfantry, LightInfantry},
	stEliminated:      {Cavalry, HeavyInfantry, LightInfantry},
	stDisabled:        {Artillery},
	stCaptured:        {Artillery},
	stRemoved:         {Leader},
	stEvade:           {Cavalry},
	stExchange:        {Cavalry},
	stRetreat:         {Cavalry, HeavyInfantry, LightInfantry},
	stFired:           {Artillery},
	stLimbered:        {Artillery},
	stCasualties:      {Cavalry, HeavyInfantry, LightInfantry},
	stMorale:          {Cavalry, HeavyInfantry, LightInfantry, Artillery},
	stOrder:           {Leader},
	stAttack:          {Cavalry, HeavyInfantry, LightInfantry},
	stMeleePistol:     {Cavalry},
	stDefencePistol:   {Cavalry},
	stRun:             {Cavalry, HeavyInfantry},
	stMomentum:        {Cavalry, HeavyInfantry},
	stPursued:         {Cavalry},
	stFate:            {Leader},
	stLost:            {Leader},
	stGeneric:         {Leader},
	stSuccessor:       {Leader},
	stTop:             {Artillery},
	stRestacked:       {Cavalry, HeavyInfantry, LightInfantry},
	stSuccessorRating: {Leader},
	stFinished:        {Leader},
	stActivations:     {Leader},
	stTried:           {Leader},
	stBypassed:        {Leader},
	stNoContinue:      {Leader},
}

// checkStatuses checks that a position's statuses fit their units: each
// kept by its class only, and fewer casualties than the unit's SP (a unit
// with as many is eliminated [L889]).
func checkStatuses(s *rules.State) error {
	for i := range s.Units {
		u := &s.Units[i]
		for _, k := range slices.Sorted(maps.Keys(u.Status)) {
			if cs, ok := classStatuses[k]; ok && !slices.Contains(cs, u.Type) {
				return fmt.Errorf("musketpike: unit %s: status %q is not kept by a %s", u.ScenarioLabel(), k, u.Type)
			}
		}
		off := u.Status[stEliminated] == 1 || u.Status[stRemoved] == 1 || u.Status[stPursued] == 1 || reinforcement(u)
		if off != (len(u.Bases) == 0) {
			return fmt.Errorf("musketpike: unit %s: an eliminated unit, removed leader, cavalry pursued off the map or reinforcement still to enter has no counter on the table (status eliminated, removed, pursued or reserve), and only such a unit has none", u.ScenarioLabel())
		}
		if err := checkEntryStatus(s, u); err != nil {
			return err
		}
		if a := u.Status[stAttack]; a > len(s.Units) {
			return fmt.Errorf("musketpike: unit %s: status attack = %d names no unit", u.ScenarioLabel(), a)
		}
		if u.Status[stCaptured] > 0 && u.Status[stDisabled] == 0 {
			return fmt.Errorf("musketpike: unit %s: only Disabled Guns are captured [L959]", u.ScenarioLabel())
		}
		if c := u.Status[stCasualties]; c > 0 && c >= int(u.Profile[keySP]) && !off {
			return fmt.Errorf("musketpike: unit %s: %d casualties on %g SP: it would be eliminated [L889]", u.ScenarioLabel(), c, u.Profile[keySP])
		}
	}
	return nil
}

// Keys implements rules.Positioner.
func (Rules) Keys() rules.PositionKeys { return positionKeys }

// Legal implements rules.Ruleset.
func (Rules) Legal(s *rules.State, side int) []string {
	if side != s.Active {
		return nil
	}
	switch s.Phase {
	case PhaseInitiative:
		return []string{KindInitiative}
	case PhaseSelect:
		return []string{KindActivate, KindPass}
	case PhasePreempt:
		return []string{KindPreempt, rules.KindEndPhase}
	case PhaseWing:
		return []string{rules.KindMove, KindEnter, KindFire, KindRally, KindReform, KindHedgehog, KindLimber, KindStack, KindChangeOrder, rules.KindEndPhase}
	case PhaseCover:
		return []string{KindCover}
	case PhaseEvade:
		return []string{KindEvade}
	case PhaseRetreat:
		return []string{KindRetreat}
	case PhaseReact:
		return []string{KindReact, rules.KindMove}
	case PhaseMeleeChoice:
		return []string{KindMeleeChoice}
	case PhaseMelee:
		return []string{KindMelee, rules.KindEndPhase}
	case PhaseReaction:
		return []string{KindMelee, KindMeleePistol, rules.KindEndPhase}
	case PhaseDefence:
		return []string{KindMeleePistol, rules.KindEndPhase}
	case PhaseReplace:
		return []string{KindReplace}
	case PhaseContinuation:
		return []string{KindContinue, rules.KindEndPhase}
	}
	return nil
}

// Check implements rules.Ruleset.
func (Rules) Check(s *rules.State, a rules.Action) error {
	_, err := check(s, a)
	return err
}

// check checks a and returns the move's plan when a is a move.
func check(s *rules.State, a rules.Action) (*plan, error) {
	if s.Phase == PhaseOver {
		return nil, &rules.Violation{Code: "battle-over", Rule: "M&P §10.5 [L304]", Msg: "the battle is over"}
	}
	if a.Side != s.Active {
		return nil, &rules.Violation{Code: "not-your-turn", Rule: "M&P §5.2 [L202]", Msg: s.Sides[s.Active].Name + " is to play"}
	}
	switch a.Kind {
	case rules.KindMove:
		if s.Phase == PhaseReact {
			return withdrawMove(s, a) // a withdraw [L706]
		}
		return checkMove(s, a)
	case KindEnter:
		_, err := checkEnter(s, a)
		return nil, err
	case KindInitiative:
		return nil, inPhase(s, PhaseInitiative, "the initiative is settled")
	case KindActivate, KindPass:
		return nil, checkSelect(s, a)
	case KindChangeOrder:
		_, _, err := checkChangeOrder(s, a)
		return nil, err
	case KindContinue:
		if err := inPhase(s, PhaseContinuation, "the wing has not finished its actions"); err != nil {
			return nil, err
		}
		return nil, nil
	case KindPreempt:
		return nil, checkPreempt(s, a)
	case KindReform:
		_, err := checkReform(s, a)
		return nil, err
	case KindHedgehog:
		_, _, err := checkHedgehog(s, a)
		return nil, err
	case KindLimber:
		_, err := checkLimber(s, a)
		return nil, err
	case KindFire:
		_, err := checkFire(s, a)
		return nil, err
	case KindCover:
		return nil, checkCover(s, a)
	case KindReact:
		_, err := checkReact(s, a)
		return nil, err
	case KindMeleeChoice:
		_, err := checkMeleeChoice(s, a)
		return nil, err
	case KindRally:
		_, err := checkRally(s, a)
		return nil, err
	case KindEvade:
		_, _, err := checkEvade(s, a)
		return nil, err
	case KindRetreat:
		_, _, _, err := checkRetreat(s, a)
		return nil, err
	case KindMelee:
		_, _, err := checkMelee(s, a)
		return nil, err
	case KindMeleePistol:
		_, err := checkDefendPistol(s, a)
		return nil, err
	case KindReplace:
		_, err := checkReplace(s, a)
		return nil, err
	case KindStack:
		_, err := checkStack(s, a)
		return nil, err
	case rules.KindEndPhase:
		if s.Phase != PhaseWing && s.Phase != PhaseContinuation && s.Phase != PhasePreempt && s.Phase != PhaseMelee && s.Phase != PhaseReaction && s.Phase != PhaseDefence {
			return nil, &rules.Violation{Code: "phase", Rule: "M&P §5.2", Msg: "there is no active wing to end"}
		}
		return nil, nil
	}
	return nil, fmt.Errorf("musketpike: unknown action kind %q", a.Kind)
}

// inPhase is nil in phase p, else a refusal saying why.
func inPhase(s *rules.State, p, why string) error {
	if s.Phase != p {
		return &rules.Violation{Code: "phase", Rule: "M&P §5", Msg: why}
	}
	return nil
}

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
		if st.Phase == PhaseReact {
			evs = applyWithdraw(&s, p, a.Moves[0])
			if x, ok := s.Unit(p.u.ID); ok {
				x.SetStatus(stReact, 0) // one reaction a trigger [L660]
				settleStack(&s, x)      // [L630]
			}
			var more []rules.Event
			more, err = resumeReactions(&s, d)
			evs = append(evs, more...)
			break
		}
		evs = applyMove(&s, p, a.Moves[0])
		refreshCommand(&s) // a move may bring others into or out of command [L372]
		if u, ok := s.Unit(p.u.ID); ok {
			if p.end != p.start {
				settleStack(&s, u) // stopping in a hex with guns: the unit on top [L630]
			}
			u.SetStatus(stEntered, min(u.Status[stEntered]+stepsEntering(p), 20))
			if len(p.reacts) > 0 {
				// The move has stopped where it triggers them [L692].
				var more []rules.Event
				more, err = askReactions(&s, d, u, whyMove, p.reactRun, p.reacts)
				evs = append(evs, more...)
			}
		}
	case KindEnter:
		var e *entry
		if e, err = checkEnter(&s, a); err == nil {
			evs = applyEnter(&s, e) // [L585]
		}
	case KindInitiative:
		evs, err = rollInitiative(&s, d)
	case KindActivate:
		evs = activate(&s, a.Target)
	case KindPass:
		evs = pass(&s, a.Target)
	case KindChangeOrder:
		evs, err = changeOrder(&s, a, d)
	case KindContinue:
		evs, err = tryContinue(&s, d)
	case KindPreempt:
		evs, err = preempt(&s, a, d)
	case KindHedgehog:
		var u *rules.Unit
		var ma int
		if u, ma, err = checkHedgehog(&s, a); err == nil {
			evs = applyHedgehog(&s, u, ma)
		}
	case KindLimber:
		var u *rules.Unit
		if u, err = checkLimber(&s, a); err == nil {
			evs = applyLimber(&s, u)
			refreshCommand(&s)
		}
	case KindReform:
		var r *reform
		if r, err = checkReform(&s, a); err == nil {
			evs = applyReform(&s, r)
			refreshCommand(&s)
			var more []rules.Event
			more, err = reformReactions(&s, r.u, d) // [L1255]
			evs = append(evs, more...)
		}
	case KindFire:
		evs, err = fire(&s, a, d)
	case KindCover:
		evs, err = applyCover(&s, a, d)
	case KindReact:
		evs, err = applyReact(&s, a, d)
	case KindMeleeChoice:
		evs, err = applyMeleeChoice(&s, a, d)
	case KindEvade:
		evs, err = applyEvade(&s, a, d)
	case KindRetreat:
		evs, err = applyRetreat(&s, a, d)
	case KindRally:
		var r *rally
		if r, err = checkRally(&s, a); err == nil {
			before := r.u.Status[stMorale]
			if evs, err = applyRally(&s, r, d); err == nil && r.u.Status[stMorale] < before {
				var more []rules.Event
				more, err = reformReactions(&s, r.u, d) // a successful rally [L1255]
				evs = append(evs, more...)
			}
		}
	case KindMelee:
		evs, err = applyMelee(&s, a)
	case KindMeleePistol:
		evs, err = applyDefendPistol(&s, a)
	case KindReplace:
		evs, err = applyReplace(&s, a, d)
	case KindStack:
		var r *restack
		if r, err = checkStack(&s, a); err == nil {
			evs, err = applyStack(&s, r, d) // [L632], [L678]
		}
	case rules.KindEndPhase:
		if s.Phase == PhasePreempt {
			evs = closeWindow(&s) // no pre-emption: the activation goes ahead
		} else if s.Phase == PhaseMelee || s.Phase == PhaseReaction || s.Phase == PhaseDefence {
			evs, err = meleeStep(&s, d)
		} else {
			evs = endWingStep(&s)
		}
	}
	if err != nil {
		return st, nil, err
	}
	return s, evs, nil
}

// fire applies a fire action: held for the take-cover choice when a
// target may take cover (A33), else resolved at once.
func fire(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	v, err := checkFire(s, a)
	if err != nil {
		return nil, err
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	if cands := coverCandidates(s, bd, v); len(cands) > 0 {
		return holdFire(s, a, v, cands), nil
	}
	fireTrigger(s, v)
	r := &resolver{s: s, bd: bd, c: bd.charts, d: d}
	if err := applyFire(r, v); err != nil {
		return nil, err
	}
	return r.evs, nil
}

// Measure implements rules.Ruleset: the tape counts MP [L539].
func (Rules) Measure(s *rules.State, m rules.Move) rules.Tape {
	tape := rules.Tape{Unit: "MP", Points: true, Used: s.Used[m.Base]}
	bd, err := boardOf(s)
	if err != nil {
		return tape
	}
	if s.Phase == PhaseReact {
		// A withdraw: the unit's MA afresh, none of it used [L690], [L706].
		c := *s
		c.Used = maps.Clone(s.Used)
		delete(c.Used, m.Base)
		tape.Used = 0
		if p, err := planMove(&c, bd, m); err == nil {
			tape.Move, tape.Allowance = float64(p.cost), float64(p.ma)
		}
		return tape
	}
	if p, err := planMove(s, bd, m); err == nil {
		tape.Move, tape.Allowance = float64(p.cost), float64(p.ma)
		return tape
	}
	// A refused move still shows the allowance it is measured against.
	if b, ok := s.Base(m.Base); ok {
		if u, ok := s.Unit(b.Unit); ok {
			tape.Allowance = float64(allowanceNow(s, bd, u, b.Shape.Pose()))
		}
	}
	return tape
}

// allowanceNow is u's MA for the tape: its snapshot while it moves, else
// what it would have if it began now.
func allowanceNow(s *rules.State, bd *board, u *rules.Unit, p geom.Pose) int {
	if u.Status[stMove] == moveOpen {
		return u.Status[stMA]
	}
	at, ok := bd.place(u, p)
	if !ok {
		return movementAllowance(u, false)
	}
	near := bd.occupants(s, bd.hexBox(at.Hexes()), nil)
	return movementAllowance(u, partnerOf(u, at, near) != nil)
}

// die reads one d10 as the rules read it, 0-9 ("0" is zero [L105]).
func die(d dice.Roller) (int, dice.Roll, error) {
	v, err := d.Roll(10)
	if err != nil {
		return 0, dice.Roll{}, fmt.Errorf("musketpike: %w", err)
	}
	return v - 1, dice.Roll{Sides: 10, Value: v}, nil
}
