package musketpike

import (
	"errors"
	"fmt"
	"strconv"

	"plateau/rules"
	"plateau/rules/dice"
)

// The players' choices inside a melee (11.4 [L1117], [L1131-L1137]):
// which of several best retreats a unit takes (its owner), which of the
// attackers of the highest morale advances (the attacker's player
// [L1131]), and the one-hexside re-face of a 1-hex unit that advances
// [L1135]. A melee is resolved as a whole; when it reaches a choice its
// player has not made, it is undone and the position waits (phase
// melee-choice) with the dice rolled so far kept (counters melee-roll-n,
// 1 + the die) and the choices made (melee-choice-n, 1 + the option); the
// answer (the action "melee-choice", Args["choice"] the option) resolves
// the melee again from its start, the same dice read again, every choice
// made taken, until it is over. Every die is still rolled once and logged
// once, by the run that completes.

// KindMeleeChoice answers a choice inside a melee: Args["choice"], the
// option's index.
const KindMeleeChoice = "melee-choice"

// PhaseMeleeChoice is the wait for a player's choice inside a melee.
const PhaseMeleeChoice = "melee-choice"

// Most dice and choices one melee keeps while it waits.
const (
	maxMeleeRolls   = 16
	maxMeleeChoices = 8
)

// meleeRollKey and meleeChoiceKey are the counters of the n-th (0-based)
// die and choice of the waiting melee.
func meleeRollKey(n int) string   { return "melee-roll-" + strconv.Itoa(n+1) }
func meleeChoiceKey(n int) string { return "melee-choice-" + strconv.Itoa(n+1) }

// errPaused stops a melee at a choice not yet made.
var errPaused = errors.New("musketpike: the melee waits for a choice")

// choiceNeed is the choice a melee waits for.
type choiceNeed struct {
	side    int
	unit    *rules.Unit // the unit it is about
	what    string      // the question, for the log
	rule    string
	options []string
}

// choose is the option a player takes at a choice of len(options) ways:
// the next choice made, or (none made yet) the melee waits. With one way
// there is nothing to choose.
func (r *resolver) choose(side int, u *rules.Unit, what, rule string, options []string) int {
	if len(options) <= 1 || !r.auto || r.noChoice {
		return 0
	}
	if r.ci < len(r.choices) {
		k := r.choices[r.ci]
		r.ci++
		if k >= 0 && k < len(options) {
			return k
		}
		return 0
	}
	if r.need == nil {
		r.need = &choiceNeed{side: side, unit: u, what: what, rule: rule, options: options}
	}
	return 0
}

// meleeDie is a melee's roll: a die kept from an undone run first, then
// the dice.
func (r *resolver) meleeDie() (int, dice.Roll, error) {
	if r.need != nil {
		return 0, dice.Roll{}, errPaused // no die past a choice not made
	}
	if len(r.replay) > 0 {
		v := r.replay[0]
		r.replay = r.replay[1:]
		r.rolled = append(r.rolled, v)
		return v, dice.Roll{Sides: 10, Value: v + 1}, nil
	}
	v, roll, err := die(r.d)
	if err == nil {
		r.rolled = append(r.rolled, v)
	}
	return v, roll, err
}

// loadChoices reads the waiting melee's dice and choices into r.
func loadChoices(s *rules.State, r *resolver) {
	for n := 0; n < maxMeleeRolls && s.Counters[meleeRollKey(n)] > 0; n++ {
		r.replay = append(r.replay, s.Counters[meleeRollKey(n)]-1)
	}
	for n := 0; n < maxMeleeChoices && s.Counters[meleeChoiceKey(n)] > 0; n++ {
		r.choices = append(r.choices, s.Counters[meleeChoiceKey(n)]-1)
	}
}

// clearChoices forgets the waiting melee's dice and choices.
func clearChoices(s *rules.State) {
	for n := 0; n < maxMeleeRolls; n++ {
		s.SetCounter(meleeRollKey(n), 0)
	}
	for n := 0; n < maxMeleeChoices; n++ {
		s.SetCounter(meleeChoiceKey(n), 0)
	}
}

// waitChoice keeps r's dice and choices on s (restored to before the
// melee) and hands the choice to its player.
func waitChoice(s *rules.State, r *resolver) ([]rules.Event, error) {
	if len(r.rolled) > maxMeleeRolls || len(r.choices) >= maxMeleeChoices {
		return nil, fmt.Errorf("musketpike: a melee with more than %d dice or %d choices", maxMeleeRolls, maxMeleeChoices)
	}
	clearChoices(s)
	for n, v := range r.rolled {
		s.SetCounter(meleeRollKey(n), v+1)
	}
	for n, k := range r.choices {
		s.SetCounter(meleeChoiceKey(n), k+1)
	}
	need := r.need
	s.Phase, s.Active = PhaseMeleeChoice, need.side
	return []rules.Event{{Kind: "melee-choice", Side: need.side, Unit: need.unit.ID, Text: fmt.Sprintf("%s chooses %s (%d ways) %s", s.Sides[need.side].Name, need.what, len(need.options), need.rule),
		Facts: []rules.Fact{{Name: "options", Value: len(need.options), Text: need.what, Rule: need.rule}}}}, nil
}

// pendingChoice is the choice the waiting melee needs, found by resolving
// it again on a copy.
func pendingChoice(s *rules.State) (*choiceNeed, error) {
	c := s.Clone()
	_, _, need, err := resolveOn(&c, dice.NewSeeded(0), true)
	if err != nil {
		return nil, err
	}
	if need == nil {
		return nil, fmt.Errorf("musketpike: the waiting melee needs no choice")
	}
	return need, nil
}

// checkMeleeChoice checks an answer to the waiting melee's choice.
func checkMeleeChoice(s *rules.State, a rules.Action) (int, error) {
	if err := inPhase(s, PhaseMeleeChoice, "no melee waits for a choice"); err != nil {
		return 0, err
	}
	need, err := pendingChoice(s)
	if err != nil {
		return 0, err
	}
	k, err := strconv.Atoi(a.Args["choice"])
	if err != nil || k < 0 || k >= len(need.options) {
		return 0, &rules.Violation{Code: "choice", Rule: need.rule, Msg: fmt.Sprintf("%s: choice = 0 .. %d", need.what, len(need.options)-1), Bases: need.unit.Bases}
	}
	return k, nil
}

// applyMeleeChoice records the choice and resolves the melees on.
func applyMeleeChoice(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	k, err := checkMeleeChoice(s, a)
	if err != nil {
		return nil, err
	}
	n := 0
	for n < maxMeleeChoices && s.Counters[meleeChoiceKey(n)] > 0 {
		n++
	}
	if n == maxMeleeChoices {
		return nil, fmt.Errorf("musketpike: a melee with more than %d choices", maxMeleeChoices)
	}
	s.SetCounter(meleeChoiceKey(n), k+1)
	return meleesOn(s, d)
}

// meleeChoiceOffers are the options of the waiting choice.
func meleeChoiceOffers(s *rules.State, side int) []rules.Offer {
	need, err := pendingChoice(s)
	if err != nil || need.side != side {
		return nil
	}
	var out []rules.Offer
	for k, o := range need.options {
		out = append(out, rules.Offer{Label: o, Detail: []string{need.what + " (M&P " + need.rule + ")"}, Action: rules.Action{Kind: KindMeleeChoice, Side: side, Args: map[string]string{"choice": strconv.Itoa(k)}}, Bases: need.unit.Bases})
	}
	return out
}
