package warmaster

import (
	"slices"
	"strings"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
)

// testList is a small list for the worked examples: m/M per 1000 and x-X.
var testList = ArmyList{ID: "test", Name: "Test", Entries: []ListEntry{
	{Name: "General", Type: General, Points: 100, Min: 1, Max: 1},
	{Name: "Spears", Type: Infantry, Points: 50, Min: 1, Max: 2},
	{Name: "Levy", Type: Infantry, Points: 20, Min: 7, Max: NoLimit},
	{Name: "Dragon", Type: Monster, Points: 200, Min: 0, Max: 1, Absolute: true},
	{Name: "Riders", Type: Cavalry, Points: 80, Min: NoLimit, Max: NoLimit},
}}

// sampleState is the default WME battle's state (scenarios/wme.toml).
func sampleState(t *testing.T) rules.State {
	t.Helper()
	sc, err := scenario.Embedded("wme.toml")
	if err != nil {
		t.Fatalf("Embedded(wme.toml) = %v", err)
	}
	return sc.State.Clone()
}

func army(n map[string]int) []UnitChoice {
	var out []UnitChoice
	for _, e := range testList.Entries {
		for range n[e.Name] {
			out = append(out, UnitChoice{Name: e.Name, Points: e.Points})
		}
	}
	return out
}

// hasProblem reports whether a problem names the line and the rule.
func hasProblem(probs []string, line, rule string) bool {
	return slices.ContainsFunc(probs, func(p string) bool {
		return strings.HasPrefix(p, line) && strings.Contains(p, rule)
	})
}

// TestLimitsE17E18E19: wme.md §15 E17 (m/M 1/2 at 2500 points: 2 to 4,
// by the budget's full 1000-point blocks, whatever is spent, [L2668]),
// E18 (7/-: at least 7, no maximum, [L2668]), E19 (0-1: at most one
// whatever the size, [L2670]).
func TestLimitsE17E18E19(t *testing.T) {
	for _, c := range []struct {
		line   string
		budget int
		lo, hi int
	}{
		{"Spears", 2500, 2, 4}, // E17
		{"Spears", 1999, 1, 2},
		{"Levy", 2500, 14, NoLimit}, // E18
		{"Levy", 1000, 7, NoLimit},
		{"Dragon", 1000, 0, 1}, // E19
		{"Dragon", 3000, 0, 1},
		{"Riders", 3000, NoLimit, NoLimit},
	} {
		e, _ := testList.Entry(c.line)
		if lo, hi := e.Limits(c.budget); lo != c.lo || hi != c.hi {
			t.Errorf("%s.Limits(%d) = %d, %d, want %d, %d", c.line, c.budget, lo, hi, c.lo, c.hi)
		}
	}
	// E17 with a small army: 2 Spears are needed at 2500 even if only a
	// little is spent, 5 are too many.
	base := map[string]int{"General": 1, "Levy": 14}
	for _, c := range []struct {
		spears, dragons, levy int
		want                  []string // lines that must be named; none: legal
	}{
		{2, 0, 14, nil},
		{4, 1, 14, nil},
		{1, 0, 14, []string{"Spears"}}, // E17 minimum
		{5, 0, 14, []string{"Spears"}}, // E17 maximum
		{2, 0, 13, []string{"Levy"}},   // E18 minimum
		{2, 0, 40, nil},                // E18 no maximum (40 × 20 = 800 points)
		{2, 2, 14, []string{"Dragon"}}, // E19
	} {
		n := map[string]int{"General": base["General"], "Levy": c.levy, "Spears": c.spears, "Dragon": c.dragons}
		probs := CheckArmy(2500, army(n), testList)
		if len(c.want) == 0 && len(probs) > 0 {
			t.Errorf("CheckArmy(2500, %v) = %q, want none", n, probs)
		}
		for _, line := range c.want {
			if !hasProblem(probs, line, "WME §3.4") {
				t.Errorf("CheckArmy(2500, %v) = %q, want a problem with %s", n, probs, line)
			}
		}
	}
	// E19 at 3000 points: still one Dragon only, [L2670].
	probs := CheckArmy(3000, army(map[string]int{"General": 1, "Spears": 3, "Levy": 21, "Dragon": 2}), testList)
	if !hasProblem(probs, "Dragon", "[L2670]") {
		t.Errorf("CheckArmy(3000, 2 dragons) = %q, want the Dragon refused by [L2670]", probs)
	}
}

// TestCheckArmyGeneralAndBudget: exactly one General [L2672], points at
// most the budget [L2664], units only from the list.
func TestCheckArmyGeneralAndBudget(t *testing.T) {
	legal := map[string]int{"General": 1, "Spears": 1, "Levy": 7}
	if probs := CheckArmy(1000, army(legal), testList); len(probs) > 0 {
		t.Fatalf("CheckArmy(1000, %v) = %q, want none", legal, probs)
	}
	for _, c := range []struct {
		name  string
		units []UnitChoice
		rule  string
	}{
		{"no general", army(map[string]int{"Spears": 1, "Levy": 7}), "[L2672]"},
		{"two generals", army(map[string]int{"General": 2, "Spears": 1, "Levy": 7}), "[L2672]"},
		{"over budget", army(map[string]int{"General": 1, "Spears": 1, "Levy": 7, "Riders": 9}), "[L2664]"}, // 1010 points
		{"unknown unit", append(army(legal), UnitChoice{Name: "Elephants", Points: 10}), "[L2666]"},
	} {
		probs := CheckArmy(1000, c.units, testList)
		if !slices.ContainsFunc(probs, func(p string) bool { return strings.Contains(p, c.rule) }) {
			t.Errorf("CheckArmy(1000, %s) = %q, want a problem citing %s", c.name, probs, c.rule)
		}
	}
}

// TestSampleArmies: the two 1000-point armies of scenarios/wme.toml are
// legal Empire and Orcs armies (docs/wme-armies.md), read from the
// scenario's units (Name and profile "points"), and Setup accepts them
// with army-lists = "check".
func TestSampleArmies(t *testing.T) {
	s := sampleState(t)
	for i, sd := range s.Sides {
		l, ok := listFor(&s, i)
		if !ok {
			t.Fatalf("listFor(%s) found no list", sd.ID)
		}
		if l.ID != sd.ID {
			t.Errorf("listFor(%s) = %s", sd.ID, l.ID)
		}
		if probs := CheckArmy(1000, ArmyChoices(&s, i), l); len(probs) > 0 {
			t.Errorf("CheckArmy(1000, %s) = %q, want none", sd.ID, probs)
		}
		// At 999 points a single block is not full: every "per 1000"
		// limit is 0, so their units are too many and 1000 is over budget.
		if probs := CheckArmy(999, ArmyChoices(&s, i), l); !slices.ContainsFunc(probs, func(p string) bool { return strings.Contains(p, "[L2664]") }) {
			t.Errorf("CheckArmy(999, %s) = %q, want over budget", sd.ID, probs)
		}
	}
	s.Settings = map[string]string{SettingArmyLists: "check", SettingBudget: "1000", SettingTurns: "6"}
	if err := (Rules{}).Setup(&s); err != nil {
		t.Errorf("Setup(wme.toml, army-lists = check) = %v", err)
	}
}

// TestSetupArmyLists: Setup checks the lists only with army-lists =
// "check", refuses an illegal army naming the rule, and refuses bad
// values.
func TestSetupArmyLists(t *testing.T) {
	// A third and fourth Orc Hero: over the Orc Hero's 2 per 1000, and
	// over budget.
	s := sampleState(t)
	for _, u := range s.Units {
		if u.Name == "Orc Hero" {
			for k := 0; k < 2; k++ {
				v := u
				v.ID = u.ID + "-extra" + string(rune('a'+k))
				s.Units = append(s.Units, v)
			}
			break
		}
	}
	plain := s.Clone()
	plain.Settings = nil // the sample scenario turns the check on
	if err := (Rules{}).Setup(&plain); err != nil {
		t.Errorf("Setup without army-lists = %v, want no check", err)
	}
	for _, c := range []struct {
		settings map[string]string
		want     string
	}{
		{map[string]string{SettingArmyLists: "check", SettingBudget: "1000"}, "[L2668]"},
		{map[string]string{SettingArmyLists: "check", SettingBudget: "1000"}, "[L2664]"},
		{map[string]string{SettingArmyLists: "check"}, SettingBudget},
		{map[string]string{SettingArmyLists: "yes", SettingBudget: "1000"}, SettingArmyLists},
		{map[string]string{SettingArmyLists: "check", SettingBudget: "lots"}, SettingBudget},
		{map[string]string{"army-list": "check"}, `unknown setting "army-list" (known: turns, army-lists, budget, deployment, deep-water, objective-<feature id>, spells-<side id>)`},
	} {
		st := s.Clone()
		st.Settings = c.settings
		err := (Rules{}).Setup(&st)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Setup(%v) = %v, want an error with %q", c.settings, err, c.want)
		}
	}
}
