package sandbox

import (
	"fmt"
	"math"

	"plateau/rules"
)

// Ranges (DESIGN.md: "settings and profiles have ranges"; issue 8 item
// 3). The sandbox has no settings and reads one profile key, move, the
// allowance in cm that overrides its troop type's. Its range is
// MinMove to MaxMove: from standing still to WME's longest pace (a flying
// commander's 100 cm, wme.md §11.2 [L2109]), half again the sandbox's own
// longest (commander, 60 cm). Other profile keys are kept in the state
// for the real rulesets and never read here.

// MinMove and MaxMove bound profile.move (cm), inclusive.
const (
	MinMove = 0.0
	MaxMove = 100.0
)

// moveRangeText is the range as the docs and the errors write it.
var moveRangeText = fmt.Sprintf("%g-%g cm", MinMove, MaxMove)

// checkMoveRange refuses a profile.move outside MinMove to MaxMove (NaN and the
// infinities included), naming the unit as the scenario does, the key and
// the range: `sandbox: unit "Spearmen" (b-spears): move = -5 is out of
// range (0-100 cm)`.
func checkMoveRange(u *rules.Unit) error {
	v, ok := u.Profile["move"]
	if !ok || (!math.IsNaN(v) && v >= MinMove && v <= MaxMove) {
		return nil
	}
	return fmt.Errorf("sandbox: unit %s: move = %g is out of range (%s)", u.ScenarioLabel(), v, moveRangeText)
}
