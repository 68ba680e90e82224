package bloodblades

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/dice"
)

// The steps of a period before its PIG roll (bnb.md §5.2 [L1311-1312]),
// played only with the optional rules: step 1 the weather's D6
// (weather.go), step 2 the sun's AD before the battle's first PIG roll
// and the dazzle D6 (daytime.go). Each is a phase with one action, the
// active player's roll.

// periodStartKinds is each such phase's action.
var periodStartKinds = map[string]string{
	PhaseWeather: KindRollWeather,
	PhaseSun:     KindRollSun,
	PhaseDazzle:  KindRollDazzle,
}

// periodStartRules are their lines.
var periodStartRules = map[string]string{
	PhaseWeather: "BnB §5.2 step 1, §11.7 [L991, L997, L1311]",
	PhaseSun:     "BnB §5.1 S8, §11.8 [L1021]",
	PhaseDazzle:  "BnB §5.2 step 2, §11.8 [L1028, L1312]",
}

// checkPeriodStart refuses, in a phase before the PIG roll, every action
// but its roll, and the rolls out of their phase. The side was checked.
func checkPeriodStart(s *rules.State, a rules.Action) error {
	want, in := periodStartKinds[s.Phase]
	isRoll := slices.Contains([]string{KindRollWeather, KindRollSun, KindRollDazzle}, a.Kind)
	switch {
	case in && a.Kind != want:
		return &rules.Violation{Code: "phase", Rule: periodStartRules[s.Phase],
			Msg: fmt.Sprintf("the period starts with %s; then the PIG roll [L1311-1313]", rollName[want])}
	case !in && isRoll:
		return &rules.Violation{Code: "phase", Rule: "BnB §5.2 [L1311-1312]",
			Msg: fmt.Sprintf("%s is not rolled now", rollName[a.Kind])}
	}
	return nil
}

var rollName = map[string]string{
	KindRollWeather: "the weather's roll",
	KindRollSun:     "the sun's roll",
	KindRollDazzle:  "the dazzle roll",
}

// applyPeriodStart makes the phase's roll.
func applyPeriodStart(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	switch a.Kind {
	case KindRollWeather:
		return rollWeather(s, d)
	case KindRollSun:
		return rollSun(s, d)
	}
	return rollDazzle(s, d)
}

// periodStartOffers are the buttons of these phases.
func periodStartOffers(s *rules.State, side int) []rules.Offer {
	if s.Phase == PhaseWeather {
		return weatherOffers(s, side)
	}
	return daytimeOffers(s, side)
}
