package gboh

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"plateau/rules"
)

// Profile keys: the counter's printed values (spec §3.1-§3.5).
const (
	keyTQ   = "tq"   // Troop Quality [L131-135]
	keySize = "size" // Size points [L128-129]
	keyMA   = "ma"   // Movement Allowance [L88-89]; leaders and heroes optional, 9 [L441]

	// Leaders [L395-445].
	keyInitiative = "initiative"   // activation order, Momentum, orders per phase [L398-405]
	keyElite      = "elite"        // the triangle: an Elite commander [L407-408]
	keyLine       = "line_command" // Line Commands he may give, 1 or 2 [L410-413]
	keyRange      = "range"        // Command Range in hexes [L415-419]
	keyStrategy   = "strategy"     // CinC only [L421-423]
	keyCinC       = "cinc"         // the Commander-in-Chief [L608-614]
	keyContingent = "contingent"   // a contingent commander [L666-678]

	// Leaders and heroes.
	keyCharisma = "charisma" // [L425-431]
	keyCombat   = "combat"   // Individual Combat [L436-439]
	keyMagic    = "magic"    // a mage's Magic rating [L2910-2915]
	keyFriar    = "friar"    // +1 Charisma for Yeomen and Serfs [L432-434]

	// Combat units: the Line of the Organisation Table (scenario data
	// [L97-99, L485-486]) and the classes the text names.
	keyLineOf = "line"   // the unit's Line, 1-20; 0 none
	keyYeomen = "yeomen" // a unit of Yeomen [L432-434]
	keySerfs  = "serfs"  // a unit of Serfs [L432-434]
)

// Missile weapons: one profile flag each, the letter of the counter in the
// comment (spec §3.3, [L33-36], [L1561-1564]). A unit has at most one.
var weaponKeys = map[string]string{
	"bow":            "a", // short bow
	"longbow":        "A", // composite bow or longbow
	"crossbow":       "c", // light crossbow
	"heavy_crossbow": "C",
	"axe":            "f", // throwing axe
	"javelin":        "j",
	"mixed":          "m", // mixed weapons: no ammunition rule given (A25)
	"sling":          "s",
}

var (
	flag        = rules.Range{Lo: 0, Hi: 1, Whole: true}
	ratingRange = rules.Range{Lo: 0, Hi: 9, Whole: true}
)

// profileKey is one profile key: its range, who may carry it, whether it
// is required of them.
type profileKey struct {
	r        rules.Range
	of       func(*rules.Unit) bool
	required func(*rules.Unit) bool
	doc      string
}

func always(*rules.Unit) bool     { return true }
func never(*rules.Unit) bool      { return false }
func isLeader(u *rules.Unit) bool { return u.Type == Leader }

var profileKeys = map[string]profileKey{
	keyTQ:         {rules.Range{Lo: 1, Hi: 9, Whole: true}, isCombat, isCombat, "Troop Quality, compared with a d10 read 0-9 [L131-135]"},
	keySize:       {rules.Range{Lo: 1, Hi: 20, Whole: true}, isCombat, isCombat, "Size points [L128-129]"},
	keyMA:         {rules.Range{Lo: 1, Hi: 12, Whole: true}, always, isCombat, "Movement Allowance in MP [L88-89]; leaders and heroes 9 if absent [L441]"},
	keyInitiative: {rules.Range{Lo: 0, Hi: 9, Whole: true}, isLeader, isLeader, "Initiative [L398-405]"},
	keyElite:      {flag, isLeader, never, "an Elite commander [L407-408]"},
	keyLine:       {rules.Range{Lo: 0, Hi: 2, Whole: true}, isLeader, never, "Line Commands, 1 or 2 [L410-413]"},
	keyRange:      {rules.Range{Lo: 0, Hi: 12, Whole: true}, isLeader, isLeader, "Command Range in hexes [L415-419]"},
	keyStrategy:   {ratingRange, isLeader, never, "Strategy, the CinC's only [L421-423]"},
	keyCinC:       {flag, isLeader, never, "the Commander-in-Chief [L608-614]"},
	keyContingent: {flag, isLeader, never, "a contingent commander [L666-678]"},
	keyCharisma:   {rules.Range{Lo: 0, Hi: 5, Whole: true}, isIndividual, never, "Charisma [L425-431]"},
	keyCombat:     {ratingRange, isIndividual, never, "Individual Combat [L436-439]"},
	keyMagic:      {rules.Range{Lo: 0, Hi: 1000, Whole: true}, isIndividual, never, "Magic rating: a mage [L2910-2915]"},
	keyFriar:      {flag, isIndividual, never, "a Friar: +1 Charisma for Yeomen and Serfs [L432-434]"},
	keyLineOf:     {rules.Range{Lo: 0, Hi: 20, Whole: true}, isCombat, never, "the Line the unit belongs to (Organisation Table, scenario data) [L97-99]"},
	keyYeomen:     {flag, isCombat, never, "a unit of Yeomen [L432-434]"},
	keySerfs:      {flag, isCombat, never, "a unit of Serfs [L432-434]"},
}

func init() {
	for k := range weaponKeys {
		profileKeys[k] = profileKey{flag, isCombat, never, "missile weapon " + weaponKeys[k] + " [L1561-1564]"}
	}
}

// weapon is u's missile weapon letter, "" for none.
func weapon(u *rules.Unit) string {
	for k, l := range weaponKeys {
		if u.Profile[k] == 1 {
			return l
		}
	}
	return ""
}

// checkUnit checks one unit's Type, profile and formation, naming it.
func checkUnit(u *rules.Unit, types []string) error {
	if u.Type != Leader && u.Type != Hero && !slices.Contains(types, u.Type) {
		return fmt.Errorf("gboh: unit %s: Type %q; a unit is a leader, a hero or a troop Type (%s) [L171-266]", u.ScenarioLabel(), u.Type, strings.Join(types, ", "))
	}
	for _, k := range slices.Sorted(maps.Keys(u.Profile)) {
		pk, ok := profileKeys[k]
		if !ok {
			return fmt.Errorf("gboh: unit %s: unknown profile key %q", u.ScenarioLabel(), k)
		}
		if !pk.of(u) {
			return fmt.Errorf("gboh: unit %s: a %s has no %s (profile %q)", u.ScenarioLabel(), u.Type, pk.doc, k)
		}
		if f := pk.r.Fault(u.Profile[k]); f != "" {
			return fmt.Errorf("gboh: unit %s: profile %s = %g %s: %s", u.ScenarioLabel(), k, u.Profile[k], f, pk.doc)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(profileKeys)) {
		if pk := profileKeys[k]; pk.required(u) {
			if _, ok := u.Profile[k]; !ok {
				return fmt.Errorf("gboh: unit %s: profile %s is required of a %s: %s", u.ScenarioLabel(), k, u.Type, pk.doc)
			}
		}
	}
	n := 0
	for k := range weaponKeys {
		if u.Profile[k] == 1 {
			n++
		}
	}
	if n > 1 {
		return fmt.Errorf("gboh: unit %s has %d missile weapons; a counter shows one letter [L33-36]", u.ScenarioLabel(), n)
	}
	if u.Profile[keyStrategy] > 0 && !isCinC(u) {
		return fmt.Errorf("gboh: unit %s: Strategy is the Commander-in-Chief's only [L421-423]", u.ScenarioLabel())
	}
	if isCinC(u) && isContingent(u) {
		return fmt.Errorf("gboh: unit %s cannot be both Commander-in-Chief and a contingent commander [L608-678]", u.ScenarioLabel())
	}
	if isContingent(u) && u.Profile[keyLine] > 0 {
		return fmt.Errorf("gboh: unit %s: a contingent commander gives no Line Commands [L676-678]", u.ScenarioLabel())
	}
	switch u.Formation {
	case "", Normal:
	case Column:
		if !isInfantry(u) || isDouble(u) {
			return fmt.Errorf("gboh: unit %s: only infantry forms Column [L1207-1208] (double counters not yet)", u.ScenarioLabel())
		}
	default:
		return fmt.Errorf("gboh: unit %s: formation %q; a unit is normal or column [L1194-1215]", u.ScenarioLabel(), u.Formation)
	}
	if len(u.Bases) == 0 && (u.Status[stGone] > 0 || u.Status[stFate] >= fateOut) {
		return nil // off the map: eliminated, left, or a leader or hero out of action, killed or captured [L1910-1915]
	}
	if len(u.Bases) != 1 {
		return fmt.Errorf("gboh: unit %s has %d bases; a counter is one base", u.ScenarioLabel(), len(u.Bases))
	}
	return nil
}
