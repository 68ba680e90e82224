package warmaster

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
)

// The army lists' special rules (shared/reference/warmaster-spells-and-
// specials.md §3, "the sheet"), each a profile flag any scenario may give
// any unit, so that other armies reuse them. A flag nobody sets changes
// nothing. The keys, who has them in the sample lists, and the WME rule
// each one bends:
const (
	// keyPiercing: the unit's shots are saved with armour one worse, 3+
	// to 4+ ... 6+ to none (Handgunners 1, Helblaster 2, Steam Tank 3;
	// saves [L1189]).
	keyPiercing = "armour-piercing"
	// keyNoSave: no armour save against the unit's shots (Cannon 1,
	// Rock Lobber 1; [L1189]).
	keyNoSave = "no-save"
	// keyCoverShift: the unit's shots count the target's cover one step
	// less, fortified as defended and defended as the open (Cannon 2;
	// [L1151-1163]).
	keyCoverShift = "cover-shift"
	// keyNoChargerFire: the unit never shoots at chargers (Rock Lobber 2;
	// [L1233-1237]).
	keyNoChargerFire = "no-charger-fire"
	// keyAlwaysDefended: the unit always counts as defended, in shooting
	// and combat, even charging, pursuing or retreating (Steam Tank 4,
	// Q20; [L1171-1173], [L1366]).
	keyAlwaysDefended = "always-defended"
	// keySteady: shooting never drives the unit back and no drive-back
	// die is rolled for it, as for fanatics (Flagellants 3, Steam Tank 6;
	// [L1209], [L1231]).
	keySteady = "no-drive-back"
	// keyTerrorImmune: the unit never takes the −1 Attack for fighting a
	// terrifying enemy (Flagellants 5; [L1356]). A unit that causes terror
	// is immune too (Q18), flag or not.
	keyTerrorImmune = "terror-immune"
	// keyRegenerate: in each combat round, after casualties, one wound
	// left on the unit is removed (Trolls 2; [L1424]).
	keyRegenerate = "regenerate"
	// keyDoubleDistance: an order to the unit takes twice the distance
	// penalty (Trolls 1, Q27; [L531]).
	keyDoubleDistance = "double-distance"
	// keyVolleyGun: the unit shoots as the Helblaster, its dice by range
	// and its misfire chart (Helblaster 1 and 3, Q22-Q23; specialsgun.go).
	keyVolleyGun = "volley-gun"
	// keyHatesHumans: the unit must charge its initiative target when
	// that unit is human (Ogres 1, Q28; [L445], [L451]).
	keyHatesHumans = "hates-humans"
	// keyHuman: the unit is human, for keyHatesHumans (Ogres 2, Q28).
	keyHuman = "human"
	// keyOrdersAlone: the unit is never part of a brigade (Steam Tank 1;
	// [L559]).
	keyOrdersAlone = "orders-alone"
	// keyOwnKindBrigade: the unit is brigaded only with units of its own
	// name (Giant 1; [L559]).
	keyOwnKindBrigade = "brigades-own-kind"
)

// specialFlags are the flags above, each 0 or 1 (ranges.go).
var specialFlags = []string{keyPiercing, keyNoSave, keyCoverShift, keyNoChargerFire, keyAlwaysDefended,
	keySteady, keyTerrorImmune, keyRegenerate, keyDoubleDistance, keyVolleyGun, keyHatesHumans, keyHuman,
	keyOrdersAlone, keyOwnKindBrigade, keyMalfunction, keyBlindFire, keyBadlyHurt, keyGoesWild, keyBounce}

// shotSave is the save target t rolls against shots of shooter ("" for
// none, 0 returned meaning no save): its armour (armourSave, with the
// Banner of Protection) made one worse by an armour-piercing shooter,
// none against a no-save one (the sheet §3.1 Handgunners 1, §3.2 Rock
// Lobber 1; [L1189]).
func shotSave(shooter, t *rules.Unit) int {
	a := armourSave(t)
	switch {
	case shooter == nil || a == 0:
		return a
	case flag(shooter, keyNoSave):
		return 0
	case flag(shooter, keyPiercing):
		if a >= 6 {
			return 0 // 6+ becomes no save
		}
		return a + 1
	}
	return a
}

// shiftCover is cover p as a cover-shifting shooter counts it (the sheet
// §3.1 Cannon 2): one step less, never below the open.
func shiftCover(shooter *rules.Unit, p Protection) Protection {
	if flag(shooter, keyCoverShift) && p > Open {
		return p - 1
	}
	return p
}

// neverDrivenBack reports whether shooting never drives u back, no die
// rolled: fanatics ([L1231]) and units with the flag no-drive-back (the
// sheet §3.1 Flagellants 3, Steam Tank 6).
func neverDrivenBack(u *rules.Unit) bool { return flag(u, keyFanatic) || flag(u, keySteady) }

// terrorImmune reports whether u ignores the −1 for a terrifying enemy
// ([L1356]): the flag terror-immune (the sheet §3.1 Flagellants 5), or a
// unit that itself causes terror (Q18: terror against terror).
func terrorImmune(u *rules.Unit) bool { return flag(u, keyTerrorImmune) || terrifying(u) }

// shotSpecials are the flags that describe a unit's missiles, not its
// men: a commander joined to it shoots his own ([L2069], commanderFire).
var shotSpecials = []string{keyPiercing, keyNoSave, keyCoverShift, keyVolleyGun, keyBounce}

// steadyDriveBackText is the drive back event's sentence for a unit
// shooting never drives back.
func steadyDriveBackText(u *rules.Unit) string {
	if flag(u, keyFanatic) {
		return fanaticDriveBackText(u)
	}
	return u.Title() + " are never driven back by shooting, and no test for it (sheet §3.1, as fanatics [L1231])"
}

// chargerCover is the cover of unit u's elements while it charges,
// advances, pursues or retreats: the open ([L1173], [L1366]), unless it
// always counts as defended (the sheet §3.1 Steam Tank 4, Q20).
func chargerCover(u *rules.Unit) Protection {
	if flag(u, keyAlwaysDefended) {
		return Defended
	}
	return Open
}

// distanceBands is the distance penalty's bands for an order at d cm: none
// up to 20 cm, one for each further 20 cm or part ([L531], A4).
func distanceBands(d float64) int {
	return max(0, int(math.Ceil(d/CommandBand-geom.Eps))-1)
}

// doubledDistance makes the distance penalty of an order to units twice
// the normal one when one of them has the flag double-distance (the
// sheet §3.2 Trolls 1: at 41 cm, −4). In a brigade (Q27) the penalty is
// the larger of the normal one to the farthest unit and twice the one to
// the farthest such unit; mods holds the normal one, if any.
func doubledDistance(s *rules.State, c *rules.Unit, units []*rules.Unit, mods []Modifier) []Modifier {
	far, who := -1.0, ""
	for _, u := range units {
		if d := unitDistance(s, c, u); flag(u, keyDoubleDistance) && d > far {
			far, who = d, u.Title()
		}
	}
	doubled := 2 * distanceBands(far)
	if far < 0 || doubled == 0 {
		return mods
	}
	m := Modifier{-doubled, fmt.Sprintf("%s %.1f cm away, the distance penalty doubled", who, far), "sheet §3.2 Trolls 1, Q27; WME §6.4 [L531]"}
	for i := range mods {
		if mods[i].Rule == "WME §6.4 [L531], A4" {
			if mods[i].Value > m.Value {
				mods[i] = m
			}
			return mods
		}
	}
	return append([]Modifier{m}, mods...)
}

// regenerate removes one wound from every regenerating unit of the
// engagement just fought that still carries one, once its casualties are
// removed (the sheet §3.2 Trolls 2; [L1424]): the round's result was
// taken before, so the wound still counted.
func regenerate(s *rules.State) []rules.Event {
	var evs []rules.Event
	for _, u := range fightingUnits(s).units {
		if flag(u, keyRegenerate) && len(u.Bases) > 0 && status(u, stWounds) > 0 {
			u.SetStatus(stWounds, status(u, stWounds)-1)
			evs = append(evs, rules.Event{Kind: "regenerate", Side: u.Side, Unit: u.ID,
				Text: fmt.Sprintf("%s regenerate a wound: %s left (sheet §3.2 Trolls 2)", u.Title(), plural(status(u, stWounds), "wound"))})
		}
	}
	return evs
}

// brigadeSpecials refuses a brigade ([L559]) with a unit that orders
// alone (the sheet §3.1 Steam Tank 1: "never part of a brigade, not even
// with another Steam Tank") or one brigaded only with units of its own
// name and another unit (§3.2 Giant 1: "Giants may be brigaded with each
// other"). Blunders and the failure of its own order follow the core.
func brigadeSpecials(units []*rules.Unit) *rules.Violation {
	if len(units) < 2 {
		return nil
	}
	for _, u := range units {
		if flag(u, keyOrdersAlone) {
			return &rules.Violation{Code: "orders-alone", Rule: "sheet §3.1 Steam Tank 1; WME §6.5 [L559]", Bases: u.Bases,
				Msg: fmt.Sprintf("%s always receives an order of its own: never part of a brigade", u.Title())}
		}
		if !flag(u, keyOwnKindBrigade) {
			continue
		}
		for _, o := range units {
			if o.Name != u.Name {
				return &rules.Violation{Code: "orders-alone", Rule: "sheet §3.2 Giant 1; WME §6.5 [L559]", Bases: u.Bases,
					Msg: fmt.Sprintf("%s may be brigaded only with units of its own kind, not with %s", u.Title(), o.Title())}
			}
		}
	}
	return nil
}
