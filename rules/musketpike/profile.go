package musketpike

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/musketpike/charts"
)

// Profile keys (DESIGN.md: "settings and profiles have ranges"). Every
// value Setup accepts lies in its range and is allowed for the unit's
// class; the rules never read a number Setup did not check.
const (
	keySP           = "sp"            // combat strength, 1-20 [L42]
	keyMorale       = "morale"        // printed morale, 4-8 [L42], [L170]
	keyWing         = "wing"          // the wing a unit or wing commander belongs to [L366]
	keyRating       = "rating"        // a leader's command rating, -2 to 0 [L58]
	keyAC           = "ac"            // 1: the leader is the Army Commander [L314]
	keyOrder        = "order"         // a wing commander's starting order, 1-4 [L399]
	keyHexes        = "hexes"         // 2: a 2-hex heavy infantry unit [L188]
	keyGun          = "gun"           // artillery: 12, 8 (the 4-8lb class) or 3 lb [L925]
	keyPB           = "pb"            // artillery: point-blank range in hexes [L42], [L935]
	keyMax          = "max"           // artillery: maximum range in hexes [L42]
	keyDouble       = "double"        // artillery: a double battery [L128]
	keyNoPikes      = "no-pikes"      // heavy infantry without pikes [L1305]
	keyRegimental   = "regimental"    // heavy infantry with regimental artillery [L150], [L577]
	keyHarquebusier = "harquebusiers" // cavalry marked "A" [L138]
	keyDragoons     = "dragoons"      // light infantry: dragoons, not commanded muskets [L160]
	keyMobile       = "mobile"        // wagons the scenario lets move [L557]
	keySenior       = "senior"        // 1: the army's Senior Wing Commander, who succeeds the Army Commander [L360]
	// keyEnters (reinforce.go): the turn a reinforcement wing enters [L585].
)

// profileKey is one key's range and the classes that may give it.
type profileKey struct {
	rng      rules.Range
	classes  []string // which Types may give it
	required []string // which Types must
	doc      string
}

var flag = rules.Range{Lo: 0, Hi: 1, Whole: true}

// spClasses are the classes with SP (artillery has none [L42]).
var spClasses = []string{Cavalry, HeavyInfantry, LightInfantry}

// profileKeys are every profile key and its range. Where the bounds come
// from: SP 1-20 and morale 4-8 are the text's [L42]; ratings 0, -1, -2
// [L58]; wings are numbered 1-9 per side (an army has a few wings, usually
// three [L190]); orders 1 Charge, 2 Make Ready, 3 Receive Charge, 4 Rally
// (their priority [L257-L262]); artillery ranges 1 to the charts' longest
// range table (charts.MaxRange).
var profileKeys = map[string]profileKey{
	keySP:           {rules.Range{Lo: 1, Hi: 20, Whole: true}, spClasses, spClasses, "combat strength [L42]"},
	keyMorale:       {rules.Range{Lo: 4, Hi: 8, Whole: true}, []string{Cavalry, HeavyInfantry, LightInfantry, Artillery}, []string{Cavalry, HeavyInfantry, LightInfantry, Artillery}, "printed morale [L42]"},
	keyWing:         {rules.Range{Lo: 1, Hi: maxWing, Whole: true}, []string{Cavalry, HeavyInfantry, LightInfantry, Artillery, Wagons, Leader}, []string{Cavalry, HeavyInfantry, LightInfantry, Artillery}, "wing number [L366]"},
	keyRating:       {rules.Range{Lo: -2, Hi: 0, Whole: true}, []string{Leader}, nil, "command rating, -2 best [L58]"},
	keyAC:           {flag, []string{Leader}, nil, "the Army Commander [L314]"},
	keyOrder:        {rules.Range{Lo: 1, Hi: 4, Whole: true}, []string{Leader}, nil, "starting order: 1 Charge, 2 Make Ready, 3 Receive Charge, 4 Rally [L399]"},
	keyHexes:        {rules.Range{Lo: 1, Hi: 2, Whole: true}, []string{HeavyInfantry}, nil, "hexes the counter spans [L188]"},
	keyGun:          {rules.Range{Lo: 3, Hi: 12, Whole: true}, []string{Artillery}, []string{Artillery}, "gun class: 12, 8 (4-8lb) or 3 [L925]"},
	keyPB:           {rules.Range{Lo: 1, Hi: charts.MaxRange, Whole: true}, []string{Artillery}, []string{Artillery}, "point-blank range in hexes [L935]"},
	keyMax:          {rules.Range{Lo: 1, Hi: charts.MaxRange, Whole: true}, []string{Artillery}, []string{Artillery}, "maximum range in hexes [L42]"},
	keyDouble:       {flag, []string{Artillery}, nil, "double battery [L128]"},
	keyNoPikes:      {flag, []string{HeavyInfantry}, nil, "no pikes [L1305]"},
	keyRegimental:   {flag, []string{HeavyInfantry}, nil, "regimental artillery [L150]"},
	keyHarquebusier: {flag, []string{Cavalry}, nil, "harquebusiers [L138]"},
	keyDragoons:     {flag, []string{LightInfantry}, nil, "dragoons [L160]"},
	keyMobile:       {flag, []string{Wagons}, nil, "may move [L557]"},
	keySenior:       {flag, []string{Leader}, nil, "the Senior Wing Commander, who succeeds the Army Commander [L360]"},
	keyEnters:       {rules.Range{Lo: 1, Hi: maxEntryTurn, Whole: true}, classes, nil, "the turn a reinforcement wing, or a unit joining its wing later, enters, its hex the entry hex [L585]"},
}

// maxWing bounds the wing numbers of one side.
const maxWing = 9

// guns are the gun classes profile gun may name [L925].
var guns = map[int]charts.Gun{12: charts.Gun12lb, 8: charts.Gun4to8lb, 3: charts.Gun3lb}

// allowedFormations are the formations each class may be in: Hedgehog is
// for heavy infantry with pikes [L483]; artillery, wagons and leaders have
// none of the combat formations (artillery turns fire results into morale
// checks, A31, and takes no formation hit [L953]).
func allowedFormations(u *rules.Unit) []string {
	switch u.Type {
	case HeavyInfantry:
		if u.Profile[keyNoPikes] == 1 {
			return []string{Normal, Shaken, Broken, Open, Column}
		}
		return formations
	case Cavalry, LightInfantry:
		return []string{Normal, Shaken, Broken, Open, Column}
	}
	return []string{Normal}
}

// checkUnit checks one unit's type, profile and formation, naming the unit
// for the scenario's author.
func checkUnit(u *rules.Unit) error {
	if !slices.Contains(classes, u.Type) {
		return fmt.Errorf("musketpike: unit %s has type %q; Musket & Pike knows %s", u.ScenarioLabel(), u.Type, strings.Join(classes, ", "))
	}
	for _, k := range slices.Sorted(maps.Keys(u.Profile)) {
		pk, ok := profileKeys[k]
		if !ok {
			return fmt.Errorf("musketpike: unit %s: unknown profile key %q (known: %s)", u.ScenarioLabel(), k, strings.Join(slices.Sorted(maps.Keys(profileKeys)), ", "))
		}
		if !slices.Contains(pk.classes, u.Type) {
			return fmt.Errorf("musketpike: unit %s: profile %s is for %s, not %s", u.ScenarioLabel(), k, strings.Join(pk.classes, ", "), u.Type)
		}
		if f := pk.rng.Fault(u.Profile[k]); f != "" {
			return fmt.Errorf("musketpike: unit %s: profile %s = %g %s: %s", u.ScenarioLabel(), k, u.Profile[k], f, pk.doc)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(profileKeys)) {
		if slices.Contains(profileKeys[k].required, u.Type) {
			if _, ok := u.Profile[k]; !ok {
				return fmt.Errorf("musketpike: unit %s: a %s needs profile %s (%s): %s", u.ScenarioLabel(), u.Type, k, profileKeys[k].rng, profileKeys[k].doc)
			}
		}
	}
	if u.Type == Artillery {
		if _, ok := guns[int(u.Profile[keyGun])]; !ok {
			return fmt.Errorf("musketpike: unit %s: profile gun = %g: want 12, 8 (the 4-8lb class) or 3 [L925]", u.ScenarioLabel(), u.Profile[keyGun])
		}
		if u.Profile[keyPB] > u.Profile[keyMax] {
			return fmt.Errorf("musketpike: unit %s: point-blank range %g is beyond its maximum range %g [L935]", u.ScenarioLabel(), u.Profile[keyPB], u.Profile[keyMax])
		}
	}
	if u.Type == Leader {
		_, hasWing := u.Profile[keyWing]
		switch {
		case isAC(u) && hasWing:
			return fmt.Errorf("musketpike: unit %s: the Army Commander belongs to no wing; remove profile wing [L314]", u.ScenarioLabel())
		case !isAC(u) && !hasWing:
			return fmt.Errorf("musketpike: unit %s: a wing commander needs profile wing (%s) [L190]; an Army Commander has ac = 1", u.ScenarioLabel(), profileKeys[keyWing].rng)
		case !isAC(u) && u.Profile[keyOrder] == 0 && u.Profile[keyEnters] == 0:
			return fmt.Errorf("musketpike: unit %s: a wing commander needs its starting order, profile order (1 Charge, 2 Make Ready, 3 Receive Charge, 4 Rally) [L399]", u.ScenarioLabel())
		case isAC(u) && u.Profile[keyOrder] != 0:
			return fmt.Errorf("musketpike: unit %s: orders are given to wings, not to the Army Commander [L397]", u.ScenarioLabel())
		case isAC(u) && u.Profile[keySenior] != 0:
			return fmt.Errorf("musketpike: unit %s: the senior is a wing commander, who succeeds the Army Commander; remove profile senior from the Army Commander [L360]", u.ScenarioLabel())
		}
	}
	if !slices.Contains(allowedFormations(u), formationOf(u)) {
		return fmt.Errorf("musketpike: unit %s: formation %q; a %s may be %s [L475]", u.ScenarioLabel(), u.Formation, u.Type, strings.Join(allowedFormations(u), ", "))
	}
	if len(u.Bases) == 0 && (u.Status[stEliminated] == 1 || u.Status[stRemoved] == 1 || u.Status[stPursued] == 1 || reinforcement(u)) {
		return nil // off the table [L889], [L989], [L1168], [L585]
	}
	if len(u.Bases) != 1 {
		return fmt.Errorf("musketpike: unit %s has %d bases; a Musket & Pike unit is one counter, one base (a 2-hex unit is one base spanning both hexes)", u.ScenarioLabel(), len(u.Bases))
	}
	return nil
}
