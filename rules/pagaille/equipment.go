package pagaille

import (
	"fmt"

	"plateau/rules"
)

// Equipment profile keys (bep §3.11, L1102-1138): every figure of a unit
// carries the same weapons (L503-504), an attached officer too (L506-509).
const (
	keyMissile    = "missile"     // the missile weapon, 1-7 in the text's order (Weapons), 0 or absent for none
	keyPolearm    = "polearm"     // 1: polearms (arme d'hast, F from the AH column, L1123-1128)
	keyTwoWeapons = "two-weapons" // 1: two one-handed weapons, two dice a figure in contact (L1135-1138, A17)
)

// missileOf is the unit's missile weapon; false when it has none.
func missileOf(u *rules.Unit) (Weapon, bool) {
	i := int(u.Profile[keyMissile])
	if i < 1 || i > len(Weapons) {
		return "", false
	}
	return Weapons[i-1], true
}

func hasPolearm(u *rules.Unit) bool    { return u.Profile[keyPolearm] == 1 }
func hasTwoWeapons(u *rules.Unit) bool { return u.Profile[keyTwoWeapons] == 1 }

// meleeForce is the unit's strength in melee (bep §3.4, L192): the
// polearm column with polearms, else the hand weapon's.
func meleeForce(u *rules.Unit, s Stats) int {
	if hasPolearm(u) {
		return s.FPolearm
	}
	return s.FHand
}

// tacticalValue is a unit of figures' full tactical value (bep §3.4,
// §10.2): its table's, +1 with a missile weapon (L1108-1110, A24).
func tacticalValue(u *rules.Unit) int {
	st, ok := statsOf(u)
	if !ok {
		return 0
	}
	if _, ok := missileOf(u); ok {
		return st.TV + 1
	}
	return st.TV
}

// checkEquipment checks a unit's weapons against who may carry them
// (bep §3.11): no missile weapon with polearms (L1107) nor with two
// weapons (L1135-1137), no polearm and two weapons together, and the
// weapon's own restrictions (L1175, L1187, L1194-1195).
func checkEquipment(u *rules.Unit) error {
	w, missile := missileOf(u)
	switch {
	case missile && hasPolearm(u):
		return fmt.Errorf("pagaille: unit %s: a unit with missile weapons cannot have polearms (§3.11, L1107)", u.ScenarioLabel())
	case missile && hasTwoWeapons(u):
		return fmt.Errorf("pagaille: unit %s: a unit with two one-handed weapons cannot have missile weapons (§3.11, L1135-1137)", u.ScenarioLabel())
	case hasPolearm(u) && hasTwoWeapons(u):
		return fmt.Errorf("pagaille: unit %s: polearms or two one-handed weapons, not both (§3.11)", u.ScenarioLabel())
	}
	if t, q, ok := troopOf(u); ok && missile && !w.Allowed(t, q) {
		return fmt.Errorf("pagaille: unit %s: %s %s may not carry the %s (§3.11, L1175, L1187, L1194-1195)", u.ScenarioLabel(), q, t, w)
	}
	return nil
}
