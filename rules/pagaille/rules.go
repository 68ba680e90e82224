package pagaille

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
)

// ID is the name scenarios use for this ruleset.
const ID = "pagaille"

func init() { rules.Register(ID, func() rules.Ruleset { return Rules{} }) }

// Rules is the Batailles en pagaille ruleset (rules.Ruleset and
// rules.Offerer).
type Rules struct{}

var (
	_ rules.Offerer    = Rules{}
	_ rules.Positioner = Rules{}
)

// ID implements rules.Ruleset.
func (Rules) ID() string { return ID }

// Action kinds, besides rules.KindMove (an Advance's move) and
// rules.KindEndPhase (the end of an officer's activation, or a player's
// pass for the rest of the orders phase).
const (
	KindRollOff  = "roll-off" // the roll for who activates first (A7)
	KindActivate = "activate" // Target: the officer's unit (§5, L42-43)
	KindOrder    = "order"    // Target: the unit; Args["order"]: one of the orders (§6.5, L83); Args["target"] for a charge or a shot
)

// Args keys of an order action: the order (one of Orders) and, for a
// charge, the enemy unit charged (declared before measuring, L152-153).
const (
	ArgOrder  = "order"
	ArgTarget = "target"
)

// Orders (§6.5, L83): avancer, tirer, charger, rallier.
const (
	OrderAdvance = "advance"
	OrderShoot   = "shoot"
	OrderCharge  = "charge"
	OrderRally   = "rally"
)

// Orders is every order, in the text's order.
var Orders = [...]string{OrderAdvance, OrderShoot, OrderCharge, OrderRally}

// Setup checks the scenario against the rules and starts turn 1.
func (Rules) Setup(s *rules.State) error {
	st, err := ParseSettings(s.Settings)
	if err != nil {
		return err
	}
	if len(s.Sides) != 2 {
		return fmt.Errorf("pagaille: %d armies; Batailles en pagaille is played by two players, an army each (L9-12)", len(s.Sides))
	}
	for i := range s.Units {
		if err := checkUnit(s, &s.Units[i], st); err != nil {
			return err
		}
	}
	if err := checkArmies(s, st); err != nil {
		return err
	}
	if err := checkBuilder(s, st); err != nil {
		return err
	}
	s.Turn = 1
	startTurn(s, st, noDice{})
	return nil
}

// Legal implements rules.Ruleset.
func (Rules) Legal(s *rules.State, side int) []string {
	if side != s.Active {
		return nil
	}
	switch s.Phase {
	case PhaseFirst:
		return []string{KindRollOff}
	case PhaseOrders:
		if _, _, ok := pendingMelee(s); ok {
			return []string{KindFight}
		}
		if _, ok := activeOfficer(s); ok {
			return []string{KindOrder, rules.KindMove, KindReform, rules.KindEndPhase}
		}
		return []string{KindActivate, rules.KindEndPhase}
	}
	return nil
}

// Check implements rules.Ruleset.
func (Rules) Check(s *rules.State, a rules.Action) error {
	st, err := ParseSettings(s.Settings)
	if err != nil {
		return err
	}
	_, err = check(s, a, st)
	return err
}

// check checks a; for a move it returns its plan.
func check(s *rules.State, a rules.Action, st Settings) (*plan, error) {
	if s.Phase == PhaseOver {
		return nil, &rules.Violation{Code: "battle-over", Rule: "bep §10.4", Msg: "the battle is over"}
	}
	if a.Side != s.Active {
		return nil, &rules.Violation{Code: "not-your-turn", Rule: "bep §5 [L42]", Msg: "the turn is with " + s.Sides[s.Active].Name}
	}
	if c, t, ok := pendingMelee(s); ok && a.Kind != KindFight {
		return nil, &rules.Violation{Code: "melee", Rule: "bep §7.4 step 6 [L161-164]", Bases: append(append([]string(nil), c.Bases...), t.Bases...),
			Msg: fmt.Sprintf("the melee of %s and %s is fought at once", s.UnitName(c.ID), s.UnitName(t.ID))}
	}
	switch a.Kind {
	case KindFight:
		return nil, checkFight(s)
	case KindRollOff:
		if s.Phase != PhaseFirst {
			return nil, &rules.Violation{Code: "phase", Rule: "bep §5, A7", Msg: "who activates first is settled for this turn"}
		}
		return nil, nil
	case KindActivate:
		_, err := checkActivate(s, a, st)
		return nil, err
	case KindOrder:
		_, err := checkOrder(s, a, st)
		return nil, err
	case rules.KindMove:
		return checkMove(s, a, st)
	case KindReform:
		_, err := checkReform(s, a, st)
		return nil, err
	case rules.KindEndPhase:
		if s.Phase != PhaseOrders {
			return nil, &rules.Violation{Code: "phase", Rule: "bep §5", Msg: "roll off for the first player first"}
		}
		return nil, nil
	}
	return nil, fmt.Errorf("pagaille: unknown action kind %q", a.Kind)
}

// Apply implements rules.Ruleset.
func (Rules) Apply(st0 rules.State, a rules.Action, d dice.Roller) (rules.State, []rules.Event, error) {
	st, err := ParseSettings(st0.Settings)
	if err != nil {
		return st0, nil, err
	}
	p, err := check(&st0, a, st)
	if err != nil {
		return st0, nil, err
	}
	s := st0.Clone()
	var evs []rules.Event
	sd := &safeDice{d: d}
	d = sd
	switch a.Kind {
	case KindRollOff:
		evs, err = rollOff(&s, st, d)
	case KindActivate:
		evs = activate(&s, a, st)
	case KindOrder:
		evs, err = giveOrder(&s, a, st, d)
	case KindFight:
		evs, err = fight(&s, st, d)
	case rules.KindMove:
		evs = applyMove(&s, p, st)
	case KindReform:
		var rp reformPlan
		if rp, err = checkReform(&s, a, st); err == nil {
			evs = applyReform(&s, rp, st)
		}
	case rules.KindEndPhase:
		evs = endPhase(&s, st, d)
	}
	if err == nil && sd.err != nil {
		err = fmt.Errorf("pagaille: %w", sd.err)
	}
	if err != nil {
		return st0, nil, err
	}
	return s, evs, nil
}

// rollDice rolls n d6, returning the total, the rolls for the event and
// the faces.
func rollDice(d dice.Roller, n int) (int, []dice.Roll, error) {
	total, faces, err := dice.Sum(d, n, 6)
	if err != nil {
		return 0, nil, fmt.Errorf("pagaille: %w", err)
	}
	rolls := make([]dice.Roll, len(faces))
	for i, f := range faces {
		rolls[i] = dice.Roll{Sides: 6, Value: f}
	}
	return total, rolls, nil
}

// safeDice keeps the first error of its dice, so that the steps a turn's
// end plays by itself (flights, the assessment) roll without passing
// errors up every call; Apply returns it.
type safeDice struct {
	d   dice.Roller
	err error
}

func (r *safeDice) Roll(sides int) (int, error) {
	if r.err != nil {
		return 1, r.err
	}
	v, err := r.d.Roll(sides)
	if err != nil {
		r.err = err
		return 1, err
	}
	return v, nil
}

// noDice is Setup's: the first turn's upkeep rolls nothing.
type noDice struct{}

func (noDice) Roll(int) (int, error) { return 0, fmt.Errorf("pagaille: no dice at setup") }
