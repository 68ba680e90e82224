package pagaille

import "fmt"

// Weapon is a missile weapon (bep §3.11, seed 004 L1140-1205, table
// L1303-1316).
type Weapon string

const (
	Stones   Weapon = "stones"    // cailloux
	Grenades Weapon = "grenades"  // grenades archaïques
	Sling    Weapon = "sling"     // fronde
	ShortBow Weapon = "short-bow" // arc court
	LongBow  Weapon = "long-bow"  // arc long
	Crossbow Weapon = "crossbow"  // arbalète
	Musket   Weapon = "musket"    // mousquet
)

// Weapons is every missile weapon, in the text's order.
var Weapons = [...]Weapon{Stones, Grenades, Sling, ShortBow, LongBow, Crossbow, Musket}

// GrenadeRadius is the burst of an archaic grenade, in pas: every figure
// within it takes a hit of GrenadeForce (L1144, L1149-1151).
const (
	GrenadeRadius = 3
	GrenadeForce  = 5
)

// Range is the weapon's maximum range in pas for a unit of shoot value
// tir (L1141, L1158, L1162, L1168, L1177, L1190; A38 for the sling:
// (7 − Tir) × 2).
func (w Weapon) Range(tir int) (int, error) {
	switch w {
	case Stones, Grenades:
		return 7 - tir, nil
	case Sling:
		return (7 - tir) * 2, nil
	case ShortBow:
		return 20, nil
	case LongBow, Musket:
		return 40, nil
	case Crossbow:
		return 60, nil
	}
	return 0, fmt.Errorf("pagaille: no missile weapon %q (§3.11)", string(w))
}

// Shot is what one shot of a weapon is at some distance: the strength of
// its hits and the modifier to the to-hit die (the crossbow's −1 and −2,
// bep §8 step 4).
type Shot struct {
	Force    int
	Modifier int
}

// Need is the natural d6 score the shot needs from a unit of shoot value
// tir (score + Modifier ≥ tir, a natural 1 always failing, A32); 7 or more
// means it cannot hit (A36: heavy crossbowmen beyond 40 pas).
func (s Shot) Need(tir int) int { return max(tir-s.Modifier, 2) }

// At is the shot of a weapon fired by a unit of shoot value tir at a
// target dist pas away (the distance to the nearest target figure, bep
// G11); false beyond the weapon's range. "Beyond" a band is strictly
// greater: exactly 10 pas is a short bow's inner band (A37).
func (w Weapon) At(tir int, dist float64) (Shot, bool, error) {
	r, err := w.Range(tir)
	if err != nil {
		return Shot{}, false, err
	}
	if dist > float64(r) || dist < 0 {
		return Shot{}, false, nil
	}
	switch w {
	case Stones, Sling:
		return Shot{Force: 7 - tir}, true, nil
	case Grenades:
		return Shot{Force: GrenadeForce}, true, nil
	case ShortBow:
		return Shot{Force: band(dist, 10)}, true, nil
	case LongBow:
		return Shot{Force: band(dist, 20)}, true, nil
	case Crossbow:
		s := Shot{Force: band(dist, 40)}
		switch {
		case dist > 40:
			s.Modifier = -2
		case dist > 20:
			s.Modifier = -1
		}
		return s, true, nil
	}
	return Shot{Force: 4}, true, nil // musket
}

// band is the bows' strength: 4 up to limit pas, 3 beyond.
func band(dist, limit float64) int {
	if dist > limit {
		return 3
	}
	return 4
}

// Allowed reports whether a unit of troop t and quality q may carry w
// (L1175, L1187, L1194-1195): no long bow for cavalry, no crossbow for
// poor units or cavalry, no musket for poor, heavy or cavalry units.
func (w Weapon) Allowed(t Troop, q Quality) bool {
	switch w {
	case LongBow:
		return t != Cavalry
	case Crossbow:
		return t != Cavalry && q != Poor
	case Musket:
		return t != Cavalry && q != Poor && q != Heavy
	}
	_, err := w.Range(4)
	return err == nil
}

// Cost is what w adds to its unit's cost, flat per unit whatever its size
// (L1186, L1193; A30: the others are free).
func (w Weapon) Cost() int {
	switch w {
	case Crossbow:
		return 5
	case Musket:
		return 10
	}
	return 0
}
