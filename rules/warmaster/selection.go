package warmaster

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"plateau/rules"
)

// Settings read by the army selection and deployment checks (selection.go,
// deployment.go). Without them Setup checks neither.
const (
	// SettingArmyLists = "check" makes Setup check each army against its
	// army list (wme.md §3.4; CheckArmy).
	SettingArmyLists = "army-lists"
	// SettingBudget is the agreed points budget of each army [L2664],
	// required with army-lists = "check".
	SettingBudget = "budget"
	// SettingDeployment = "standard" makes Setup check the standard
	// deployment (wme.md §4.4; checkDeployment).
	SettingDeployment = "deployment"
)

// PointsBlock is the size of the blocks a "per 1000 points" limit is
// counted in: only full blocks of the budget count [L2668].
const PointsBlock = 1000

// NoLimit is a ListEntry's Min or Max when the list gives none ("-",
// [L2668]).
const NoLimit = -1

// ListEntry is one line of an army list: a unit's name (as scenarios give
// it in Name), its troop type and points, and how many the army may field.
// Min and Max are per full PointsBlock of the budget ("m/M") unless
// Absolute ("x-X", [L2670]); NoLimit for none. The General's line is
// exactly one whatever its Min and Max ([L2672]).
type ListEntry struct {
	Name     string
	Type     string
	Points   int
	Min, Max int
	Absolute bool
}

// ArmyList is an army list: its name and lines.
type ArmyList struct {
	ID, Name string
	Entries  []ListEntry
}

// Entry is the line called name, if the list has one.
func (l ArmyList) Entry(name string) (ListEntry, bool) {
	for _, e := range l.Entries {
		if e.Name == name {
			return e, true
		}
	}
	return ListEntry{}, false
}

// UnitChoice is one unit an army fields: the name of its list line, its
// cost (the list's points plus any upgrade, [L2680], and its magic item's,
// [L2348]) and the id of the item it carries ("" for none).
type UnitChoice struct {
	Name   string
	Points int
	Item   string
}

// Lists are the army lists WME knows: the Warmaster Revolution lists of
// shared/reference/warmaster-profiles.md (Empire, Orcs), whose min/max are
// all per 1000 points. Lines with special rules are listed too: the check
// counts units, it does not play their rules ([L2676]).
var Lists = []ArmyList{
	{ID: "empire", Name: "Empire", Entries: []ListEntry{
		{Name: "Halberdiers", Type: Infantry, Points: 45, Min: 2, Max: NoLimit},
		{Name: "Handgunners", Type: Infantry, Points: 65, Min: NoLimit, Max: 3},
		{Name: "Crossbowmen", Type: Infantry, Points: 55, Min: 2, Max: NoLimit},
		{Name: "Flagellants", Type: Infantry, Points: 70, Min: NoLimit, Max: 1},
		{Name: "Skirmishers", Type: Infantry, Points: 20, Min: NoLimit, Max: NoLimit},
		{Name: "Knights", Type: Cavalry, Points: 110, Min: NoLimit, Max: NoLimit},
		{Name: "Pistoliers", Type: Cavalry, Points: 95, Min: NoLimit, Max: 4},
		{Name: "Helblaster", Type: Artillery, Points: 50, Min: NoLimit, Max: 1},
		{Name: "Cannon", Type: Artillery, Points: 85, Min: NoLimit, Max: 1},
		{Name: "Steam Tank", Type: Machine, Points: 130, Min: NoLimit, Max: 1},
		{Name: "General", Type: General, Points: 125, Min: 1, Max: 1},
		{Name: "Hero", Type: Hero, Points: 80, Min: NoLimit, Max: 2},
		{Name: "Wizard", Type: Wizard, Points: 45, Min: NoLimit, Max: 1},
	}},
	{ID: "orcs", Name: "Orcs", Entries: []ListEntry{
		{Name: "Orc Warriors", Type: Infantry, Points: 60, Min: 2, Max: NoLimit},
		{Name: "Black Orcs", Type: Infantry, Points: 110, Min: NoLimit, Max: 1},
		{Name: "Goblins", Type: Infantry, Points: 30, Min: 2, Max: NoLimit},
		{Name: "Trolls", Type: Infantry, Points: 110, Min: NoLimit, Max: 3},
		{Name: "Ogres", Type: Infantry, Points: 105, Min: NoLimit, Max: 1},
		{Name: "Boar Riders", Type: Cavalry, Points: 110, Min: NoLimit, Max: NoLimit},
		{Name: "Wolf Riders", Type: Cavalry, Points: 60, Min: NoLimit, Max: NoLimit},
		{Name: "Wolf Chariots", Type: Chariot, Points: 75, Min: NoLimit, Max: 3},
		{Name: "Giant", Type: Monster, Points: 135, Min: NoLimit, Max: 1},
		{Name: "Rock Lobber", Type: Artillery, Points: 75, Min: NoLimit, Max: 1},
		{Name: "Orc General", Type: General, Points: 95, Min: 1, Max: 1},
		{Name: "Orc Hero", Type: Hero, Points: 80, Min: NoLimit, Max: 2},
		{Name: "Orc Shaman", Type: Wizard, Points: 45, Min: NoLimit, Max: 1},
		{Name: "Goblin Hero", Type: Hero, Points: 45, Min: NoLimit, Max: 2},
		{Name: "Goblin Shaman", Type: Wizard, Points: 30, Min: NoLimit, Max: 1},
	}},
}

// Limits are the least and most units of a line an army of the budget may
// field (NoLimit for none): m/M times the full 1000-point blocks of the
// budget, not of the points spent [L2668]; x-X as they are [L2670].
func (e ListEntry) Limits(budget int) (lo, hi int) {
	lo, hi = e.Min, e.Max
	if e.Absolute {
		return lo, hi
	}
	blocks := budget / PointsBlock
	if lo != NoLimit {
		lo *= blocks
	}
	if hi != NoLimit {
		hi *= blocks
	}
	return lo, hi
}

// CheckArmy is what is wrong with an army of the given budget against its
// list (wme.md §3.4), one sentence per problem naming its rule; none when
// the army is legal: every unit a line of the list, each line within its
// limits, exactly one General [L2672], and the points at most the budget
// [L2664].
func CheckArmy(budget int, units []UnitChoice, list ArmyList) []string {
	var out []string
	count := map[string]int{}
	total, generals := 0, 0
	items := map[string]int{}
	for _, u := range units {
		total += u.Points
		if u.Item != "" {
			items[u.Item]++
		}
		e, ok := list.Entry(u.Name)
		if !ok {
			out = append(out, fmt.Sprintf("%q is not a unit of the %s list (WME §3.4 [L2666])", u.Name, list.Name))
			continue
		}
		count[u.Name]++
		if e.Type == General {
			generals++
		}
	}
	for _, e := range list.Entries {
		if e.Type == General {
			continue // exactly one General, counted over the General lines
		}
		n := count[e.Name]
		lo, hi := e.Limits(budget)
		if lo != NoLimit && n < lo {
			out = append(out, fmt.Sprintf("%s: %d fielded, at least %d for %d points (WME §3.4 %s)", e.Name, n, lo, budget, limitRule(e)))
		}
		if hi != NoLimit && n > hi {
			out = append(out, fmt.Sprintf("%s: %d fielded, at most %d for %d points (WME §3.4 %s)", e.Name, n, hi, budget, limitRule(e)))
		}
	}
	if generals != 1 {
		out = append(out, fmt.Sprintf("%d generals: an army has exactly one (WME §3.4 [L2672])", generals))
	}
	for _, it := range Items {
		if items[it.ID] > 1 {
			out = append(out, fmt.Sprintf("%d %ss: each magic item once per army (WME §11.5 [L2350])", items[it.ID], it.Name))
		}
	}
	if total > budget {
		out = append(out, fmt.Sprintf("%d points spent, more than the budget of %d (WME §3.4 [L2664])", total, budget))
	}
	return out
}

func limitRule(e ListEntry) string {
	if e.Absolute {
		return "[L2670]"
	}
	return "[L2668]"
}

// listFor is the army list of side i: the list whose ID or Name is the
// side's ID or Name (case aside), else the only list that has a line for
// every one of its units.
func listFor(s *rules.State, i int) (ArmyList, bool) {
	sd := s.Sides[i]
	for _, l := range Lists {
		for _, n := range []string{sd.ID, sd.Name} {
			if strings.EqualFold(n, l.ID) || strings.EqualFold(n, l.Name) {
				return l, true
			}
		}
	}
	var found []ArmyList
	for _, l := range Lists {
		all := true
		for _, u := range s.Units {
			if _, ok := l.Entry(u.Name); u.Side == i && !ok {
				all = false
				break
			}
		}
		if all {
			found = append(found, l)
		}
	}
	if len(found) == 1 {
		return found[0], true
	}
	return ArmyList{}, false
}

// ArmyChoices is side i's units as list choices: each unit's Name and its
// profile's "points" plus its magic item's cost ([L2348]).
func ArmyChoices(s *rules.State, i int) []UnitChoice {
	var out []UnitChoice
	for k := range s.Units {
		if u := &s.Units[k]; u.Side == i {
			out = append(out, UnitChoice{Name: u.Name, Points: int(math.Round(u.Profile[keyPoints])) + ItemPoints(u), Item: itemOf(u)})
		}
	}
	return out
}

// checkArmies runs CheckArmy for every side when the setting army-lists
// is "check", and refuses the first illegal army with its problems.
func checkArmies(s *rules.State) error {
	v, ok := s.Settings[SettingArmyLists]
	if !ok {
		return nil
	}
	if strings.TrimSpace(v) != "check" {
		return fmt.Errorf("warmaster: setting %s = %q: the only value is \"check\" (WME §3.4)", SettingArmyLists, v)
	}
	bv, ok := s.Settings[SettingBudget]
	if !ok {
		return fmt.Errorf("warmaster: setting %s = \"check\" needs the setting %s, the points each army may spend (WME §3.4 [L2664])", SettingArmyLists, SettingBudget)
	}
	budget, err := wholeSetting(SettingBudget, bv, settingRanges[SettingBudget], "the points each army may spend", "WME §3.4 [L2664]")
	if err != nil {
		return err
	}
	for i, sd := range s.Sides {
		l, ok := listFor(s, i)
		if !ok {
			names := make([]string, len(Lists))
			for j, l := range Lists {
				names[j] = l.Name
			}
			sort.Strings(names)
			return fmt.Errorf("warmaster: no army list for %s: name the side after one of %s, or field only units of one list (WME §3.4)", sd.Name, strings.Join(names, ", "))
		}
		if probs := CheckArmy(budget, ArmyChoices(s, i), l); len(probs) > 0 {
			return fmt.Errorf("warmaster: %s is not a legal %s army of %d points: %s", sd.Name, l.Name, budget, strings.Join(probs, "; "))
		}
	}
	return nil
}
