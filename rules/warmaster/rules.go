package warmaster

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/table"
)

// ID is the name scenarios use for this ruleset.
const ID = "wme"

// The phases (wme.md §5): the Command phase's Initiative, Orders and
// Commanders sub-phases, the Shooting phase and the Combat phase; PhaseOver
// once the battle has ended (§10.2).
const (
	PhaseInitiative = "initiative"
	PhaseOrders     = "orders"
	PhaseCommanders = "commanders"
	PhaseShooting   = "shooting"
	PhaseCombat     = "combat"
	PhaseOver       = "over"
)

// phases is one player's turn, in order (wme.md §5); after the last the
// other player starts at the first.
var phases = []string{PhaseInitiative, PhaseOrders, PhaseCommanders, PhaseShooting, PhaseCombat}

// nextPhase is the phase after p in the turn, "" after the last.
func nextPhase(p string) string {
	for i, q := range phases {
		if q == p && i+1 < len(phases) {
			return phases[i+1]
		}
	}
	return ""
}

func init() { rules.Register(ID, func() rules.Ruleset { return Rules{} }) }

// Rules is the WME ruleset.
type Rules struct{}

// ID implements rules.Ruleset.
func (Rules) ID() string { return ID }

// Setup checks the settings and every unit against WME and starts the
// first player's Command phase, at its Initiative sub-phase (skipped when
// no unit may use it). The battle starts with the scenario's first army to
// play (wme.md §5: first player random [L353] — the scenario decides).
// The battle's length is the setting "turns" or, without it, rolled when
// the first phase ends (endgame.go). Only with the setting army-lists =
// "check" does it check the armies against their lists (selection.go), and
// only with deployment = "standard" the deployment (deployment.go).
func (Rules) Setup(s *rules.State) error {
	if err := prepareArmies(s); err != nil {
		return err
	}
	if err := checkDeployment(s); err != nil { // only with deployment = "standard" (deployment.go)
		return err
	}
	if s.Turn == 0 {
		s.Turn = 1
	}
	s.Phase = PhaseInitiative
	if !initiativeNeeded(s) {
		s.Phase = PhaseOrders
	}
	return nil
}

// prepareArmies is what Setup and Resume check of the settings and the
// armies: the settings, every unit's profile, one General a side, the
// magic items, the mounts, the main units and the army lists. It fills in
// a unit's starting size when the scenario does not give it.
func prepareArmies(s *rules.State) error {
	if err := applySettings(s); err != nil {
		return err
	}
	generals := make([]int, len(s.Sides))
	for i := range s.Units {
		u := &s.Units[i]
		if err := checkUnit(u); err != nil {
			return err
		}
		if u.Type == General {
			generals[u.Side]++
		}
		if status(u, stSize) == 0 {
			u.SetStatus(stSize, len(u.Bases))
		}
	}
	for i, n := range generals {
		if n != 1 {
			return fmt.Errorf("warmaster: %s has %d generals; an army has exactly one (WME §3.4 [L2672])", s.Sides[i].Name, n)
		}
	}
	if err := checkItems(s); err != nil { // magic items (items.go)
		return err
	}
	if err := wizardItems(s); err != nil { // the Wizards' items need spells (spells.go)
		return err
	}
	if err := checkMounts(s); err != nil { // commanders' mounts (mounts.go)
		return err
	}
	if err := checkMainFlags(s); err != nil { // units not main, A17 (endgame.go)
		return err
	}
	return checkArmies(s) // only with army-lists = "check" (selection.go)
}

// Legal implements rules.Ruleset. In the Combat phase the other player
// may make his winners' epilogue choices (L1546).
func (Rules) Legal(s *rules.State, side int) []string {
	if s.Phase == PhaseOver {
		return nil // the battle is over: only its report remains (Offers)
	}
	if c := displacedCommander(s); c != nil {
		if side == c.Side || side == s.Active {
			return []string{KindJoin} // a displaced commander joins first ([L2057], displaced.go)
		}
		return nil
	}
	if f := wayChooser(s); f != nil {
		if side == f.Side || side == s.Active {
			return []string{KindMakeWay} // its owner chooses first (§9.10, makewaychoice.go)
		}
		return nil
	}
	if u := comeBackChooser(s); u != nil {
		if side == u.Side || side == s.Active {
			return []string{KindComeBack} // its owner chooses line or column first (§7.6, comeback.go)
		}
		return nil
	}
	if u := driveChooser(s); u != nil {
		if side == u.Side || side == s.Active {
			return []string{KindDriveBack} // its owner orders the drive backs first (§8.6, driveorder.go)
		}
		return nil
	}
	if w := dispelCaster(s); w != nil {
		if h := &s.Units[status(w, stDispelAsk)-1]; side == h.Side || side == s.Active {
			return []string{KindDispel} // the Scroll's owner chooses first (dispelchoice.go)
		}
		return nil
	}
	if d, ok := declarer(s); ok {
		if side == d || side == s.Active {
			return []string{KindDeclare} // the other player's choices before the dice (defenderchoice.go)
		}
		return nil
	}
	if side != s.Active {
		if s.Phase == PhaseCombat {
			for i := range s.Units {
				if u := &s.Units[i]; u.Side == side && (status(u, stAwait) > 0 || roundChoice(u)) {
					return withMove(s, side, []string{KindHold, KindPursue, KindFallBack, KindAdvance, KindOccupy, KindRemove, KindRetreat})
				}
			}
		}
		return withMove(s, side, nil) // re-placing elements the rules placed: a pursuer's, a friend's that made way (replace.go)
	}
	switch s.Phase {
	case PhaseInitiative:
		// An order ends the Initiative sub-phase (wme.md §5).
		return withMove(s, side, withReturn(s, side, []string{KindCharge, KindEvade, KindOrder, rules.KindEndPhase})) // a support charge's re-placement (supportreplace.go)
	case PhaseOrders:
		if s.Counters[ctOrdersOver] > 0 {
			return []string{rules.KindMove, KindCharge, rules.KindEndPhase}
		}
		return withReturn(s, side, []string{KindOrder, rules.KindMove, KindLeaveTable, KindCharge, rules.KindEndPhase})
	case PhaseCommanders:
		return []string{rules.KindMove, KindJoin, rules.KindEndPhase}
	case PhaseShooting:
		if spellsCast(s) {
			// Wizards cast (cast.go); Voice of Command's move or charge.
			return []string{KindShoot, KindCast, rules.KindMove, KindCharge, rules.KindEndPhase}
		}
		return []string{KindShoot, rules.KindEndPhase}
	case PhaseCombat:
		return withMove(s, side, []string{KindFight, KindHold, KindPursue, KindFallBack, KindAdvance, KindOccupy, KindRemove, KindRetreat, rules.KindEndPhase})
	}
	return []string{rules.KindEndPhase}
}

// Check implements rules.Ruleset. The table is held while it checks
// (table.Held): a check only reads its state, and its dozens of queries
// of the table then check the spatial index once rather than once each
// (issue 10).
func (Rules) Check(s *rules.State, a rules.Action) error {
	return table.Held(&s.Table, func() error { return check(s, a) })
}

// check is Check, the table held.
func check(s *rules.State, a rules.Action) error {
	if s.Phase == PhaseOver {
		return &rules.Violation{Code: "battle-over", Rule: "WME §10.2 [L2189-2199]", Msg: resultText(s)}
	}
	w := waitingOf(s) // the choices awaited, in one pass (pending.go)
	if c := w.displaced; c != nil {
		return checkDisplacedJoin(s, c, a) // he joins a unit before anything else ([L2057], displaced.go)
	}
	if a.Kind == KindMakeWay {
		_, _, err := checkMakeWay(s, a) // its owner chooses, whoever's turn it is (makewaychoice.go)
		return err
	}
	if v := wayPendingFor(s, w.way); v != nil {
		return v
	}
	if a.Kind == KindComeBack {
		_, _, err := checkComeBack(s, a) // its owner chooses, whoever's turn it is (comeback.go)
		return err
	}
	if v := comeBackPendingFor(s, w.comeBack); v != nil {
		return v
	}
	if a.Kind == KindDriveBack {
		_, err := checkDriveBack(s, a) // its owner chooses, whoever's turn it is (driveorder.go)
		return err
	}
	if v := drivePendingFor(s, w.drive); v != nil {
		return v
	}
	if a.Kind == KindDispel {
		_, err := checkDispel(s, a) // the Scroll's owner chooses, whoever's turn it is (dispelchoice.go)
		return err
	}
	if v := dispelPendingFor(s, w.dispel); v != nil {
		return v
	}
	if a.Kind == KindDeclare {
		_, err := planDeclare(s, a) // the other player's choices before the dice (defenderchoice.go)
		return err
	}
	if v := declarePending(s); v != nil {
		return v
	}
	if a.Kind == KindPursue {
		return checkPursue(s, a) // the winner's owner chooses, and may place its free elements (pursuitfree.go)
	}
	if a.Kind == KindOccupy {
		return checkOccupy(s, a) // the winner's owner chooses, and may place the occupiers (occupyplace.go)
	}
	if isEpilogue(a.Kind) {
		return checkEpilogue(s, a) // the winner's owner chooses, whoever's turn it is (L1546)
	}
	if a.Kind == rules.KindMove {
		if handled, err := checkReplace(s, a); handled {
			return err // elements the rules placed re-placed by their owner, whoever's turn it is (replace.go)
		}
	}
	switch a.Kind { // the owner chooses, whoever's turn it is (roundend.go)
	case KindRemove:
		_, _, err := checkRemove(s, a)
		return err
	case KindRetreat:
		_, _, err := checkRetreat(s, a)
		return err
	}
	if a.Side != s.Active {
		return &rules.Violation{Code: "turn", Rule: "sequence of play", Msg: fmt.Sprintf("it is %s's turn", s.Sides[s.Active].Name)}
	}
	switch a.Kind {
	case KindOrder:
		if v := closeProblem(s); v != nil {
			return v
		}
		if s.Phase == PhaseInitiative {
			if v := fanaticPending(s); v != nil {
				return v
			}
		}
		_, err := prepareOrder(s, a)
		return err
	case KindReturn:
		return checkReturn(s, a)
	case KindEvade:
		_, err := planEvade(s, a)
		return err
	case rules.KindMove:
		return checkMove(s, a)
	case KindLeaveTable:
		_, _, _, err := checkLeaveTable(s, a)
		return err
	case KindCharge:
		return checkChargeAction(s, a) // blunders first (command.go)
	case KindShoot:
		_, err := prepareShot(s, a)
		return err
	case KindCast:
		_, err := prepareCast(s, a) // spells (cast.go)
		return err
	case KindFight:
		_, _, err := checkFight(s, a)
		return err
	case KindJoin:
		_, _, err := prepareJoin(s, a)
		return err
	case rules.KindEndPhase:
		if v := closeProblem(s); v != nil {
			return v
		}
		if s.Phase == PhaseCombat {
			if why := combatPending(s); why != "" {
				return &rules.Violation{Code: "combat-pending", Rule: "WME §9.1 [L1306]", Msg: why}
			}
		}
		if s.Phase == PhaseInitiative {
			if v := fanaticPending(s); v != nil {
				return v
			}
		}
		return nil
	}
	return fmt.Errorf("warmaster: unknown action %q (known: order, return, move, leave-table, come-back, join, charge, evade, shoot, cast, dispel, drive-back, fight, declare, remove, retreat, make-way, hold, pursue, fall-back, advance, occupy, end-phase)", a.Kind)
}

// Apply implements rules.Ruleset. After the action, what it did to the
// commanders follows (commandersAfter; for the end of a phase, inside
// endPhase, before the rout check).
func (r Rules) Apply(s rules.State, a rules.Action, d dice.Roller) (rules.State, []rules.Event, error) {
	n, evs, err := r.apply(s, a, d)
	// The end of a phase follows its commanders itself, and so does a make
	// way or the drive backs' order that carries the drive backs and the
	// Shooting phase's end on, and a unit coming back (comeback.go).
	if err != nil || a.Kind == rules.KindEndPhase || a.Kind == KindComeBack || a.Kind == KindDriveBack ||
		a.Kind == KindMakeWay && s.Phase == PhaseShooting {
		return n, evs, err
	}
	return n, append(evs, commandersAfterAction(&s, &n, a)...), nil
}

func (r Rules) apply(s rules.State, a rules.Action, d dice.Roller) (rules.State, []rules.Event, error) {
	if err := r.Check(&s, a); err != nil {
		return s, nil, err
	}
	n := s.Clone()
	replaced := replacing(&s, a)
	if replaced == nil {
		clearReplace(&n) // elements the rules placed are re-placed before any other action (replace.go)
	}
	switch a.Kind {
	case KindOrder:
		var evs []rules.Event
		if n.Phase == PhaseInitiative {
			// The first order ends the Initiative sub-phase (wme.md §5).
			evs = append(evs, startOrders(&n, "the first order ends the Initiative sub-phase"))
		}
		more, err := applyOrder(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, append(evs, more...), nil
	case KindReturn:
		var evs []rules.Event
		if n.Phase == PhaseInitiative {
			evs = append(evs, startOrders(&n, "a flyer's Return ends the Initiative sub-phase"))
		}
		more, err := applyReturn(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, append(evs, more...), nil
	case KindEvade:
		evs, err := applyEvade(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case rules.KindMove:
		if replaced != nil {
			u, _ := n.Unit(replaced.ID)
			evs, err := applyReplace(&n, u, a)
			if err != nil {
				return s, nil, err
			}
			return n, evs, nil
		}
		return n, rules.MoveBases(&n, a, rules.FarthestPoint), nil
	case KindLeaveTable:
		evs, err := applyLeaveTable(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindComeBack:
		evs, err := applyComeBack(&n, a)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindCharge:
		evs, err := applyCharge(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindShoot:
		evs, err := applyShoot(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindCast:
		evs, err := applyCast(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindFight:
		evs, err := applyFight(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindDispel:
		evs, err := applyDispel(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindDeclare:
		evs, err := applyDeclare(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindJoin:
		evs, err := applyJoin(&n, a)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindMakeWay:
		evs, err := applyMakeWay(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindDriveBack:
		evs, err := applyDriveBack(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindRemove, KindRetreat:
		apply := applyRemove
		if a.Kind == KindRetreat {
			apply = applyRetreatChoice
		}
		evs, err := apply(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindPursue:
		evs, err := applyPursue(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	case KindHold, KindFallBack, KindAdvance, KindOccupy:
		evs, err := applyEpilogue(&n, a, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	default:
		evs, err := endPhase(&n, d)
		if err != nil {
			return s, nil, err
		}
		return n, evs, nil
	}
}

// endPhase closes the current phase and starts the next one: Orders,
// Commanders, Shooting, Combat, then the other player's Orders (wme.md §5).
func endPhase(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	closeMoves(s) // Check made sure this succeeds
	before := s.Clone()
	var evs []rules.Event
	if s.Counters[ctTurns] == 0 {
		// The battle's length, rolled as the first phase ends (endgame.go).
		ev, err := rollLength(s, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, ev)
	}
	// What ends with the phase.
	switch s.Phase {
	case PhaseOrders:
		for _, b := range s.Table.Bases {
			delete(s.Used, b.ID)
		}
	case PhaseCommanders:
		// End of the Command phase: the player's confused units recover
		// (L1835, L1897), and units placed back on the table are free
		// again (§7.6, A14).
		for i := range s.Units {
			if u := &s.Units[i]; u.Side == s.Active {
				u.SetStatus(stConfused, 0)
				u.SetStatus(stReturned, 0)
			}
		}
	case PhaseShooting:
		more, wait, err := endShooting(s, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
		if wait { // a friend's choice to make way (makewaychoice.go) carries the phase's end on
			return append(evs, commandersAfter(&before, s)...), nil
		}
	case PhaseCombat:
		evs = append(evs, badlyHurt(s)...) // before the wounds are cleared (specialsgiant.go, Q32)
		endCombat(s)
	}
	return finishPhase(s, &before, evs, d)
}

// finishPhase is the end of a phase once what ends with it is done: the
// commanders follow their units, the battle may end, and the next phase
// starts. before is the state before the action.
func finishPhase(s, before *rules.State, evs []rules.Event, d dice.Roller) ([]rules.Event, error) {
	evs = append(evs, commandersAfter(before, s)...) // drive backs move joined commanders (§11.1)
	evs = append(evs, dangerousTerrain(s)...)        // bases on dangerous terrain are eliminated ([L968], dangerous.go)
	// The battle ends at the end of the phase in which an army routs or
	// the last turn's last phase is played (wme.md §10.2).
	if ev, over := battleEnds(s); over {
		return append(evs, ev), nil
	}
	next := nextPhase(s.Phase)
	if next == "" {
		more, err := passTurn(s, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
		sub := "Initiative"
		if s.Phase == PhaseOrders {
			sub = "Orders (no unit may use initiative)"
		}
		return append(evs, rules.Event{Kind: "phase", Side: s.Active,
			Text: fmt.Sprintf("turn %d of %d: %s to play — %s", s.Turn, s.Counters[ctTurns], s.Sides[s.Active].Name, sub)}), nil
	}
	if next == PhaseOrders {
		return append(evs, startOrders(s, "")), nil
	}
	// What starts with the next one.
	s.Phase = next
	text := fmt.Sprintf("%s: Commanders sub-phase", s.Sides[s.Active].Name)
	switch next {
	case PhaseShooting:
		chooseTargets(s)
		text = fmt.Sprintf("%s: Shooting phase", s.Sides[s.Active].Name)
		throws, err := wildThrows(s, d) // Goes Wild 3 (specialswild.go, Q31)
		if err != nil {
			return nil, err
		}
		return append(append(evs, rules.Event{Kind: "phase", Side: s.Active, Text: text}), throws...), nil
	case PhaseCombat:
		text = fmt.Sprintf("%s: Combat phase", s.Sides[s.Active].Name)
		if n := len(engagements(s)); n > 0 {
			text += fmt.Sprintf(" — %s to fight, in the order %s chooses", plural(n, "engagement"), s.Sides[s.Active].Name)
		}
	}
	return append(evs, rules.Event{Kind: "phase", Side: s.Active, Text: text}), nil
}

// passTurn hands the table to the next player, at his Initiative
// sub-phase, or his Orders sub-phase when no unit may use initiative;
// first his units off the table roll to come back (§7.6, [L919]).
func passTurn(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	s.Active = (s.Active + 1) % len(s.Sides)
	if s.Active == 0 {
		s.Turn++
	}
	s.Phase = phases[0]
	s.SetCounter(ctOrdersOver, 0)
	s.SetCounter(ctCommander, 0)
	s.Used = nil
	passSpells(s) // Weird Enchantment's end (cast.go)
	endWild(s)    // Goes Wild lasts the turn (specialswild.go)
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == s.Active {
			for _, k := range turnKeys {
				u.SetStatus(k, 0)
			}
		}
	}
	evs, err := returnToTable(s, s.Active, d)
	if err != nil {
		return nil, err
	}
	if !initiativeNeeded(s) {
		s.Phase = PhaseOrders // no unit may use initiative: straight to the orders
	}
	return evs, nil
}

// Measure implements rules.Ruleset: the tape for a base being dragged.
func (Rules) Measure(s *rules.State, m rules.Move) rules.Tape {
	b, ok := s.Base(m.Base)
	if !ok {
		return rules.Tape{}
	}
	if t, ok := replaceTape(s, m); ok {
		return t // an element the rules placed re-placed by its owner (replace.go)
	}
	u, _ := s.Unit(b.Unit)
	allow := allowance(s, u)
	if IsCommander(u.Type) {
		allow = pace(u)
	}
	return rules.Tape{Used: s.Used[b.ID], Move: m.Path.MaxCornerTravel(b.Shape), Allowance: allow}
}
