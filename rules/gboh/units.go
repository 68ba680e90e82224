package gboh

import (
	"slices"

	"plateau/rules"
)

// Troop Types: the words a scenario writes as a combat unit's Type, the
// text's own abbreviations (spec §3.2, [L171-266]). Varangians are a Class
// of heavy infantry with a code of their own [L142-144]; MC appears only in
// the fantastic troops [L4243, L4368] and is read as medium cavalry.
var troopTypes = []string{
	"HAI", "HI", "PH", "VG", "MI", "BI", "LI", "LP", "SK", "SK*",
	"LC", "LN", "WR", "MC", "HC", "AC", "HK", "AK", "El", "LM",
}

// The individuals: not combat units [L146-151].
const (
	Leader = "leader" // a Chef [L69-71]
	Hero   = "hero"   // a Héros [L52-55, L2165-2174]
)

// Formations: Unit.Formation ("" reads as Normal).
const (
	Normal = "normal"
	Column = "column" // "In Column" [L1214-1215]
)

// isCombat reports a combat unit: every Type but the individuals.
func isCombat(u *rules.Unit) bool { return u.Type != Leader && u.Type != Hero }

// isIndividual reports a leader or hero.
func isIndividual(u *rules.Unit) bool { return u.Type == Leader || u.Type == Hero }

// isCavalry reports the mounted Types (the text's cavalry: LC to AK, and
// MC), which do not test for reaction facing [L1463] and cannot form
// Column [L1207-1208].
func isCavalry(u *rules.Unit) bool {
	return slices.Contains([]string{"LC", "LN", "WR", "MC", "HC", "AC", "HK", "AK"}, troop(u))
}

// isInfantry reports the foot Types [L173-222].
func isInfantry(u *rules.Unit) bool {
	return slices.Contains([]string{"HAI", "HI", "PH", "VG", "MI", "BI", "LI", "LP", "SK", "SK*"}, troop(u))
}

// isSkirmisher reports SK and SK* [L214-222].
func isSkirmisher(u *rules.Unit) bool { return u.Type == "SK" || u.Type == "SK*" }

// isDouble reports a double counter: the phalanx's rectangle [L24-26,
// L2889-2890], on two hexes side by side (spec §12.2's recommendation).
func isDouble(u *rules.Unit) bool { return u.Type == "PH" }

// inColumn reports a unit In Column.
func inColumn(u *rules.Unit) bool { return u.Formation == Column }

// tq is u's Troop Quality as the rules read it now: printed, −2 In Column
// [L1234-1235]; a routed unit's is 1 [L2592].
func tq(u *rules.Unit) int {
	switch {
	case u.Status[stRouted] == 1:
		return 1
	case inColumn(u):
		return max(int(u.Profile[keyTQ])-2, 0)
	}
	return int(u.Profile[keyTQ])
}

// ma is u's Movement Allowance: the counter's, +1 In Column [L1217];
// leaders and heroes 9 unless their profile says [L441-445, L2193].
func ma(u *rules.Unit) int {
	m := int(u.Profile[keyMA])
	if u.Status[stDismounted] == 1 {
		m = int(u.Profile[keyDismount]) // on foot [L2093-2106]
	}
	if isIndividual(u) && m == 0 {
		m = defaultLeaderMA
	}
	if inColumn(u) {
		m++
	}
	return m
}

// defaultLeaderMA is a leader's or hero's MA [L441-445] (A38 for heroes).
const defaultLeaderMA = 9

// isCinC reports the Commander-in-Chief [L608-614].
func isCinC(u *rules.Unit) bool { return u.Type == Leader && u.Profile[keyCinC] == 1 }

// isContingent reports a contingent commander [L666-678].
func isContingent(u *rules.Unit) bool { return u.Type == Leader && u.Profile[keyContingent] == 1 }

// initiative is a leader's Initiative, −1 when wounded [L1910-1913].
func initiative(u *rules.Unit) int { return rating(u, keyInitiative) }

// rating is a leader's or hero's rating k, every one −1 when he is
// wounded [L1910-1913] (never below 0).
func rating(u *rules.Unit, k string) int {
	v := int(u.Profile[k])
	if u.Status[stFate] == fateWounded {
		v = max(v-1, 0)
	}
	return v
}

// onTable reports a unit whose counter is on the map.
func onTable(u *rules.Unit) bool { return len(u.Bases) > 0 }

// routPoints is what losing u adds to its army's Rout Points [L2881-2893]:
// a combat unit its TQ; a skirmisher, elephants or chariots 2; a double
// unit twice its TQ; a leader 5 × Initiative; a hero 3.
func routPoints(u *rules.Unit) int {
	switch {
	case u.Type == Leader:
		return 5 * int(u.Profile[keyInitiative])
	case u.Type == Hero:
		return 3
	case isSkirmisher(u) || u.Type == "El":
		return 2
	case isDouble(u):
		return 2 * int(u.Profile[keyTQ])
	}
	return int(u.Profile[keyTQ])
}
