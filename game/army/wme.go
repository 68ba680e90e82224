package army

import (
	"fmt"
	"strconv"

	"plateau/rules"
	"plateau/rules/warmaster"
)

// wmeRules are Warmaster Evolution's lists (WME §3.4, rules/warmaster
// CheckArmy): limits per full 1000 points, exactly one General, the
// budget; the scenario written asks WME's Setup for the same check.
type wmeRules struct{}

func (wmeRules) defaultBudget() int { return 1000 }

// problems is WME's own check of the army, which Setup runs again on the
// scenario written.
func (wmeRules) problems(a *Army) []string {
	choices := make([]warmaster.UnitChoice, len(a.Units))
	entries := make([]warmaster.ListEntry, len(a.List.Lines))
	for i, l := range a.List.Lines {
		entries[i] = l.wme
	}
	for i, u := range a.Units {
		l, _ := a.List.Line(u.Line)
		pts := 0
		if l != nil {
			pts = l.wme.Points
		}
		choices[i] = warmaster.UnitChoice{Name: u.Line, Points: pts}
	}
	return warmaster.CheckArmy(a.Budget, choices, warmaster.ArmyList{ID: a.List.ID, Name: a.List.Name, Entries: entries})
}

// limit says how many of the line the army fields against its limits for
// the budget [L2668], [L2672].
func (wmeRules) limit(l *Line, a *Army) string {
	n := a.Count(l.Name)
	lo, hi := l.wme.Limits(a.Budget)
	switch {
	case l.Type == warmaster.General:
		return fmt.Sprintf("%d fielded: exactly one General", n)
	case lo > 0 && hi > 0:
		return fmt.Sprintf("%d fielded: %d to %d", n, lo, hi)
	case lo > 0:
		return fmt.Sprintf("%d fielded: at least %d", n, lo)
	case hi > 0:
		return fmt.Sprintf("%d fielded: at most %d", n, hi)
	}
	return fmt.Sprintf("%d fielded: no limit", n)
}

// settings: WME's Setup checks the list at the budget (army-lists =
// "check", budget), and the army's Wizards cast from its list's spells
// (wme.md §11.4; the setting spells-<army id>, rules/warmaster/spells.go),
// and only then.
func (wmeRules) settings(set map[string]string, a *Army, army string) {
	set["army-lists"] = "check"
	set["budget"] = strconv.Itoa(a.Budget)
	spells := "spells-" + army
	delete(set, spells)
	for _, u := range a.Units {
		if l, ok := a.List.Line(u.Line); ok && l.Type == warmaster.Wizard {
			set[spells] = a.List.ID
		}
	}
}

// linesOf: a WME unit is its line by name (the sample scenarios name their
// units after their lines).
func (wmeRules) linesOf(l *List, us []*rules.Unit) []string {
	out := make([]string, len(us))
	for i, u := range us {
		if _, ok := l.Line(u.Name); ok {
			out[i] = u.Name
		}
	}
	return out
}

// forScenario: WME's bases are the same at every scale the text knows.
func (wmeRules) forScenario(*List, *rules.State) error { return nil }
