package musketpike

import (
	"plateau/rules"
	"plateau/rules/musketpike/charts"
)

// Unit classes: the words a scenario writes as a unit's Type (spec §3.1).
// Leaders are not units [L42], [L164] but are counters of the scenario
// like the others, so they are a Type too.
const (
	Cavalry       = "cavalry"        // cuirassiers and harquebusiers [L132-L140]
	HeavyInfantry = "heavy_infantry" // pike-and-shot, 1 or 2 hexes [L148-L150]
	LightInfantry = "light_infantry" // commanded muskets and dragoons [L158-L162]
	Artillery     = "artillery"      // batteries [L128]
	Wagons        = "wagons"         // treated more as terrain [L1299-L1301]
	Leader        = "leader"         // army and wing commanders [L164]
)

// classes are the known Types, in the order errors list them.
var classes = []string{Cavalry, HeavyInfantry, LightInfantry, Artillery, Wagons, Leader}

// Formations: the words a scenario writes as a unit's Formation (spec
// §3.4, 6.3.1 [L475]). The empty word reads as normal. A Morale-Broken
// unit has no formation [L475] whatever its Formation says: its morale
// status is what the rules read.
const (
	Normal   = "normal"
	Shaken   = "shaken"   // Formation Shaken: MA halved [L478]
	Broken   = "broken"   // Formation Broken: cannot move [L479]
	Hedgehog = "hedgehog" // HI with pikes only; no voluntary move [L485]
	Open     = "open"     // Open Order: no formation hits from movement [L499]
	Column   = "column"   // MA +2, no formation hits from movement [L519]
)

var formations = []string{Normal, Shaken, Broken, Hedgehog, Open, Column}

// formationOf is u's formation, "" read as Normal.
func formationOf(u *rules.Unit) string {
	if u.Formation == "" {
		return Normal
	}
	return u.Formation
}

// isCombat reports whether u is a combat unit: one that counts for
// stacking (one per hex [L597]) and for command [L366].
func isCombat(u *rules.Unit) bool {
	switch u.Type {
	case Cavalry, HeavyInfantry, LightInfantry:
		return true
	case Artillery:
		return u.Status[stDisabled] == 0 // Disabled Guns are no unit [L961]
	}
	return false
}

// twoHex reports whether u's counter spans two hexes: a 2-hex heavy
// infantry unit, profile hexes = 2 [L188]. The profile, not the base's
// rectangle, is the authority; Setup checks that the rectangle agrees.
func twoHex(u *rules.Unit) bool { return u.Type == HeavyInfantry && u.Profile[keyHexes] == 2 }

// inColumn reports whether u is in Column formation.
func inColumn(u *rules.Unit) bool { return u.Formation == Column }

// isAC reports whether u is its side's Army Commander (profile ac = 1).
func isAC(u *rules.Unit) bool { return u.Type == Leader && u.Profile[keyAC] == 1 }

// isWC reports whether u is a Wing Commander: a leader with a wing.
func isWC(u *rules.Unit) bool { return u.Type == Leader && !isAC(u) }

// wingOf is the wing number of a unit or wing commander (profile wing).
func wingOf(u *rules.Unit) int { return int(u.Profile[keyWing]) }

// sp is u's current combat strength: printed minus casualties [L1051].
func sp(u *rules.Unit) int { return int(u.Profile[keySP]) - u.Status[stCasualties] }

// rating is a leader's command rating, 0, -1 or -2; -2 is best [L58].
func rating(u *rules.Unit) int {
	if u.Status[stGeneric] == 1 {
		return genericRating // a generic replacement [L348]
	}
	if u.Status[stSuccessor] > 0 {
		return u.Status[stSuccessorRating] // the senior wing commander, Army Commander now [L360]
	}
	return int(u.Profile[keyRating])
}

// limbered reports whether u is limbered artillery [L575].
func limbered(u *rules.Unit) bool { return u.Type == Artillery && u.Status[stLimbered] == 1 }

// moraleBroken reports whether u is Morale Broken [L1192], [L1220].
func moraleBroken(u *rules.Unit) bool { return u.Status[stMorale] == moraleBrokenLevel }

// hasFacing reports whether u's counter faces a vertex: leaders, limbered
// guns and Morale-Broken units have no facing [L447]. Wagons, treated as
// terrain [L1301], have none either (a reading: the text gives them none).
func hasFacing(u *rules.Unit) bool {
	switch {
	case u.Type == Leader || u.Type == Wagons:
		return false
	case limbered(u) || moraleBroken(u):
		return false
	}
	return true
}

// tecClass is the Terrain Effects Chart column u moves by: leaders use the
// cavalry column [L539]; limbered guns the heavy infantry one [L575];
// wagons too, moving as limbered guns do (a reading: the text gives them
// only their MA 2 [L557]).
func tecClass(u *rules.Unit) charts.Class {
	switch u.Type {
	case Cavalry, Leader:
		return charts.Cavalry
	case LightInfantry:
		return charts.LightInfantry
	case Artillery:
		if limbered(u) {
			return charts.HeavyInfantry
		}
		return charts.Artillery
	}
	return charts.HeavyInfantry
}

// alsoArtillery reports whether the terrain effects that apply to artillery
// apply to u as well: heavy infantry with regimental artillery [L577].
func alsoArtillery(u *rules.Unit) bool {
	return u.Type == HeavyInfantry && u.Profile[keyRegimental] == 1
}
