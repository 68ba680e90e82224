package warmaster

import (
	"fmt"
	"sort"
	"strings"

	"plateau/rules"
)

// The spells (wme.md §11.4, [L2320-2340]) of the two sample armies'
// lists, restated in shared/reference/warmaster-spells-and-specials.md
// ("the sheet", §2.3-2.4): a Wizard casts from his army's list, which the
// scenario names with the setting SettingSpellsPrefix + the side's id.

// SettingSpellsPrefix + a side's id is the setting naming the spell list
// that side's Wizards cast from: spells-empire = "empire" (the sheet §2.3)
// or "orcs" (§2.4). Without it the side's Wizards cast nothing.
const SettingSpellsPrefix = "spells-"

// The spells' ids, as actions name them in Args["spell"].
const (
	BallOfFlame      = "ball-of-flame"
	VoiceOfCommand   = "voice-of-command"
	WeirdEnchantment = "weird-enchantment"
	Teleport         = "teleport"
	FootOfGork       = "foot-of-gork"
	Gotcha           = "gotcha"
	Gerroff          = "gerroff"
	Waaagh           = "waaagh"
)

// spellTarget is what a spell is cast at (the sheet C3).
type spellTarget int

const (
	targetEnemy  spellTarget = iota // one enemy unit (Target)
	targetFriend                    // one friendly unit (Target)
	targetLine                      // a direction from the Wizard (Args["bearing"], M2)
	targetSelf                      // the Wizard himself (Teleport: Args["at"])
)

// Spell is one spell of a list: the D6 score it needs (C5), its range in
// cm (the line's length for a line; 0 for none), what it targets, and
// the limits on its target.
type Spell struct {
	ID, Name string
	Need     int
	Range    float64
	Target   spellTarget
	// Unengaged: never on a unit in an engagement, fighting or supporting
	// ([L2340], C8). Engaged: only on a unit in one (Waaagh!).
	Unengaged, Engaged bool
	// Greenskin: only on an Orc or Goblin unit, greenskin (Waaagh!, the
	// sheet §2.4, Q29).
	Greenskin bool
	Rule      string // where the sheet gives it
}

// SpellLists are the spell lists a side may be given, by id.
var SpellLists = map[string][]Spell{
	"empire": {
		{ID: BallOfFlame, Name: "Ball of Flame", Need: 5, Range: 30, Target: targetLine, Rule: "sheet §2.3 Ball of Flame"},
		{ID: VoiceOfCommand, Name: "Voice of Command", Need: 5, Range: 30, Target: targetFriend, Unengaged: true, Rule: "sheet §2.3 Voice of Command"},
		{ID: WeirdEnchantment, Name: "Weird Enchantment", Need: 4, Range: 30, Target: targetEnemy, Rule: "sheet §2.3 Weird Enchantment"},
		{ID: Teleport, Name: "Teleport", Need: 2, Target: targetSelf, Rule: "sheet §2.3 Teleport"},
	},
	"orcs": {
		{ID: FootOfGork, Name: "Foot of Gork", Need: 6, Range: 50, Target: targetEnemy, Unengaged: true, Rule: "sheet §2.4 Foot of Gork"},
		{ID: Gotcha, Name: "Gotcha!", Need: 5, Range: 30, Target: targetLine, Rule: "sheet §2.4 Gotcha!"},
		{ID: Gerroff, Name: "Gerroff!!!", Need: 5, Range: 60, Target: targetEnemy, Unengaged: true, Rule: "sheet §2.4 Gerroff!!!"},
		{ID: Waaagh, Name: "Waaagh!", Need: 4, Range: 30, Target: targetFriend, Engaged: true, Greenskin: true, Rule: "sheet §2.4 Waaagh!"},
	},
}

// notGreenskin are the lines of the Orc list that are no Orc or Goblin
// troop (the sheet §2.4 Waaagh!: "never Trolls, Ogres or the Giant"):
// every other unit of the army casting Waaagh! is one (Q29, Wolf Chariots
// and the Rock Lobber included), judged by the unit's name, its list line.
var notGreenskin = []string{"Trolls", "Ogres", "Giant"}

// greenskin reports whether u is an Orc or Goblin troop for Waaagh!.
func greenskin(u *rules.Unit) bool {
	for _, n := range notGreenskin {
		if strings.EqualFold(strings.TrimSpace(u.Name), n) {
			return false
		}
	}
	return true
}

// spellListIDs are the lists' ids, sorted.
func spellListIDs() []string {
	ids := make([]string, 0, len(SpellLists))
	for id := range SpellLists {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// checkSpellSetting checks a spells-<side> setting: a side of the
// scenario and a list the rules know.
func checkSpellSetting(s *rules.State, key string) error {
	side := strings.TrimPrefix(key, SettingSpellsPrefix)
	found := false
	for _, sd := range s.Sides {
		found = found || sd.ID == side
	}
	if !found {
		ids := make([]string, len(s.Sides))
		for i, sd := range s.Sides {
			ids[i] = sd.ID
		}
		return fmt.Errorf("warmaster: setting %s names no side (the sides are %s)", key, strings.Join(ids, ", "))
	}
	if _, ok := SpellLists[strings.TrimSpace(s.Settings[key])]; !ok {
		return fmt.Errorf("warmaster: setting %s = %q is no spell list WME knows (%s; wme.md §11.4 [L2326])", key, s.Settings[key], strings.Join(spellListIDs(), ", "))
	}
	return nil
}

// spellsOf is the list a Wizard casts from (C1, [L2326]): his side's,
// nil for other commanders or a side given none.
func spellsOf(s *rules.State, c *rules.Unit) []Spell {
	if c.Type != Wizard || c.Side < 0 || c.Side >= len(s.Sides) {
		return nil
	}
	return SpellLists[strings.TrimSpace(s.Settings[SettingSpellsPrefix+s.Sides[c.Side].ID])]
}

// spellOf is the spell id of c's list.
func spellOf(s *rules.State, c *rules.Unit, id string) (Spell, bool) {
	for _, sp := range spellsOf(s, c) {
		if sp.ID == id {
			return sp, true
		}
	}
	return Spell{}, false
}

// wizardItems checks the Wizards' items ([L2440-2488]): a Wizard's only,
// and only where his side casts spells, since they act on spells.
func wizardItems(s *rules.State) error {
	for i := range s.Units {
		u := &s.Units[i]
		it, ok := ItemByID(itemOf(u))
		if !ok || it.who != wizardCarrier {
			continue
		}
		if u.Type != Wizard {
			return fmt.Errorf("warmaster: unit %s is a %s and cannot carry the %s: it is for %s", u.ID, u.Type, it.Name, carrierText[it.who])
		}
		if spellsOf(s, u) == nil {
			return fmt.Errorf("warmaster: unit %s carries the %s, an item of spells, but its side casts none: give the setting %s%s a spell list (%s; wme.md §11.4)",
				u.ID, it.Name, SettingSpellsPrefix, s.Sides[u.Side].ID, strings.Join(spellListIDs(), ", "))
		}
	}
	return nil
}
