package warmaster

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	"plateau/rules"
)

// Ranges (DESIGN.md: "settings and profiles have ranges"; issue 8 item
// 3). Every profile value and every setting Setup accepts lies in a
// documented range, wide enough for any army of the Warmaster lists
// (shared/reference/warmaster-profiles.md) and narrow enough that no
// count, loop or allocation the rules make from it can blow up: the rules
// never trust a number Setup did not check. docs/scenario-format.md
// ("WME profile keys and settings") lists them; ranges_test.go checks the
// page against this table.

// valueRange is rules.Range: the values one profile key or setting may take.
type valueRange = rules.Range

// flagRange is the range of a profile flag: 0 (absent) or 1.
var flagRange = valueRange{Lo: 0, Hi: 1, Whole: true}

// profileRanges are the profile keys a "wme" unit or commander may give
// and their ranges. Besides these, Setup knows item-<id> (= 1, items.go),
// the mounts (= 1, mounts.go) and main (0 or 1, endgame.go), which their
// own checks hold to those values. Where the bounds come from:
//   - attacks 0-20: the lists' most is 8 (the Giant; a commander's bonus
//     is +0 to +2), wme.md §3.1 [L273-297]; whole attacks, each a die.
//   - shots 0-20: the lists' most is 8 (the Helblaster); each a die.
//   - range 0-120 cm: the lists' longest is 60 cm, which is also the
//     longest sight (MaxVisibility, [L331]), so anything beyond is moot.
//   - hits 0-20: 3 or 4 for most troops, 8 for the Giant; 0 is the
//     default of 3 ([L1195]); hits are counted.
//   - armour 0-6: the save 3+ to 6+, 0 for none (armourSave).
//   - command 1-12: the lists give 6 to 10; an order is a 2D6 roll
//     against it (§6.1), so 12 is the most that means anything.
//   - points 0-5000: a unit costs tens to a few hundred points [L2664];
//     whole points.
//   - move 0-100 cm: the paces are 10 to 30 cm, 60 cm for flyers and
//     commanders, 100 cm for a flying commander ([L606-615], [L2109]);
//     0 is the type's own pace.
//   - mount-attacks 0-10: a chariot's or monster's +1 to +3 ([L2077]).
//   - the special-rule flags (fly, slow, unreliable, vision-360,
//     shoot-360, terror, fanatic, ladders): 0 or 1.
var profileRanges = map[string]valueRange{
	keyAttacks:      {Lo: 0, Hi: 20, Whole: true},
	keyShots:        {Lo: 0, Hi: 20, Whole: true},
	keyRange:        {Lo: 0, Hi: 120, Unit: "cm"},
	keyHits:         {Lo: 0, Hi: 20, Whole: true},
	keyArmour:       {Lo: 0, Hi: 6, Whole: true},
	keyCommand:      {Lo: 1, Hi: 12, Whole: true},
	keyPoints:       {Lo: 0, Hi: 5000, Whole: true},
	keyMove:         {Lo: 0, Hi: 100, Unit: "cm"},
	keyMountAttacks: {Lo: 0, Hi: 10, Whole: true},
	keyFly:          flagRange,
	keySlow:         flagRange,
	keyUnreliable:   flagRange,
	keyVision360:    flagRange,
	keyShoot360:     flagRange,
	keyTerror:       flagRange,
	keyFanatic:      flagRange,
	keyLadders:      flagRange,
}

// specialRanges are the ranges of the army lists' special-rule flags
// (specials.go, the sheet §3): each 0 or 1, as the other flags, and
// listed apart because specialFlags names them.
var specialRanges = func() map[string]valueRange {
	m := map[string]valueRange{}
	for _, k := range specialFlags {
		m[k] = flagRange
	}
	return m
}()

// ownChecked are the profile keys with checks of their own, stricter than
// a range: each mount = 1 (checkMounts), main = 0 or 1 (checkMainFlags).
// The item-<id> keys are checkItems'.
var ownChecked = []string{keyMountChariot, keyMountMonster, keyMountMachine, KeyMain}

// settingRanges are the ranges of the numeric settings; objective-<id>
// follows objectiveRange. Where the bounds come from:
//   - turns 1-1000: a battle lasts 6 to 8 turns per player ([L349]); the
//     conformance tests play 1000 so that no battle ends by its length.
//   - budget 1-100000: armies of 1000 to a few thousand points [L2664].
var settingRanges = map[string]valueRange{
	SettingTurns:  {Lo: 1, Hi: 1000, Whole: true},
	SettingBudget: {Lo: 1, Hi: 100000, Whole: true},
}

// objectiveRange is the worth in victory points of an objective-<id>
// setting: a scenario's bonus, whole points ([L2244]), at most ten times
// a 1000-point army.
var objectiveRange = valueRange{Lo: 1, Hi: 10000, Whole: true}

// knownProfileKeys lists the keys checkProfile accepts, for its error.
func knownProfileKeys() string {
	keys := append(slices.Collect(maps.Keys(profileRanges)), ownChecked...)
	keys = append(keys, slices.Collect(maps.Keys(specialRanges))...)
	sort.Strings(keys)
	return strings.Join(keys, ", ") + ", " + ItemPrefix + "<id>"
}

// checkProfile refuses an unknown profile key and a value out of its
// range, naming the unit, the key and the range: `warmaster: unit "Orc
// Boyz" (o-boyz): attacks = 1e+15 is out of range (0-20)`.
func checkProfile(u *rules.Unit) error {
	keys := make([]string, 0, len(u.Profile))
	for k := range u.Profile {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := u.Profile[k]
		if strings.HasPrefix(k, ItemPrefix) || slices.Contains(ownChecked, k) {
			continue // their own checks refuse anything but their values, NaN included
		}
		r, ok := profileRanges[k]
		if !ok {
			r, ok = specialRanges[k]
		}
		if !ok {
			return fmt.Errorf("warmaster: unit %s: unknown profile key %q (known: %s)", u.ScenarioLabel(), k, knownProfileKeys())
		}
		if f := r.Fault(v); f != "" {
			return fmt.Errorf("warmaster: unit %s: %s = %g %s", u.ScenarioLabel(), k, v, f)
		}
	}
	return nil
}

// wholeSetting reads setting key = v as a whole number in r, or says why
// not, naming the key, the value and the range: `warmaster: setting turns
// = "5000": want the number of turns per player, a whole number in range
// (1-1000) (WME §10.2 [L349])`.
func wholeSetting(key, v string, r valueRange, what, rule string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || r.Fault(float64(n)) != "" {
		return 0, fmt.Errorf("warmaster: setting %s = %q: want %s, a whole number in range (%s) (%s)", key, v, what, r, rule)
	}
	return n, nil
}
