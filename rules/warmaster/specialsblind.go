package warmaster

import (
	"fmt"

	"plateau/rules"
)

// The Rock Lobber's blind fire (the sheet §3.2 Rock Lobber 3, Q33), the
// profile flag blind-fire: a unit that has no visible valid target when
// the Shooting phase begins ([L1141]) may shoot instead at the nearest
// enemy unit it cannot see, every die hitting only on a 6 whatever the
// target's cover. Only the need to see is waived (Q33): the target is
// still an enemy, unengaged ([L1143]), within range ([L1100]) and in the
// zone of fire ([L1104]); "cannot see" takes in the line of fire from the
// whole front ([L1111], itself a test of sight, G9). The nearest is
// chosen as any target is, among the units it cannot see ([L1137-1145]).
const (
	keyBlindFire = "blind-fire"
	// stBlindAims marks the unit's aims of this phase as blind fire.
	stBlindAims = "blind-aims"
	// blindNeed is the score every blind die needs.
	blindNeed   = 6
	blindFireOf = "sheet §3.2 Rock Lobber 3, Q33"
)

// seenFault accepts the targets a unit may shoot at: fireOK.
func seenFault(f fault) bool { return f == fireOK }

// blindFault accepts the targets of blind fire: in range and in the zone
// of fire, but out of sight or without a line of fire.
func blindFault(f fault) bool { return f == faultSight || f == faultFire }

// blindAims reports whether u's aims this phase are blind fire.
func blindAims(u *rules.Unit) bool { return status(u, stBlindAims) > 0 }

// hitNeed is the score u's own dice need against cover p: blindNeed when
// it fires blind, else p's (L1151-1163).
func hitNeed(u *rules.Unit, p Protection) int {
	if u != nil && blindAims(u) {
		return blindNeed
	}
	return p.Need()
}

// blindFireText is the volley's score for blind fire, for its event.
func blindFireText() string {
	return fmt.Sprintf("%d (blind fire, whatever the cover, %s)", blindNeed, blindFireOf)
}

// blindHitFacts are hitFacts for a blind volley: its dice and the 6 it
// needs, the cover not counting.
func blindHitFacts(dice int) []rules.Fact {
	return []rules.Fact{{Name: FactDice, Value: dice, Text: "dice rolled to hit"},
		{Name: FactHitNeed, Value: blindNeed, Text: fmt.Sprintf("%d to hit, blind fire", blindNeed), Rule: blindFireOf}}
}
