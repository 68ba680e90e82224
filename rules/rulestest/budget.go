package rulestest

import (
	"fmt"
	"strconv"
	"strings"
)

// ScaleEnv is the environment variable that scales the conformance
// suites' random play: PLATEAU_CONFORMANCE=10 multiplies both the actions
// played per seed and the number of seeds by 10 (unset, empty or 1: the
// suites' own budget; -short keeps its smaller budget whatever it says).
// The package reads no environment itself (rules/ has no os, DESIGN.md):
// a suite reads it and passes the value to Scale.
const ScaleEnv = "PLATEAU_CONFORMANCE"

// MaxScale is the largest multiplier Scale accepts: 1000 times a suite's
// budget is days of play, a typo rather than a plan.
const MaxScale = 1000

// Scale is the multiplier that v, the value of ScaleEnv, asks for: 1 when
// v is empty, else a whole number from 1 to MaxScale.
func Scale(v string) (int, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 1, nil
	}
	k, err := strconv.Atoi(v)
	if err != nil || k < 1 || k > MaxScale {
		return 0, fmt.Errorf("rulestest: %s=%q: want a whole number from 1 to %d", ScaleEnv, v, MaxScale)
	}
	return k, nil
}

// Budget is how much random play a conformance suite does: Seeds battles
// of Actions candidate actions each.
type Budget struct {
	Seeds, Actions int
}

// Times is b with both its seeds and its actions multiplied by k.
func (b Budget) Times(k int) Budget { return Budget{Seeds: b.Seeds * k, Actions: b.Actions * k} }
