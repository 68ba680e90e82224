package warmaster

import (
	"fmt"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/table"
)

// Scenario objectives (wme.md §10.3: "as the scenario says"; [L2244]:
// "des objectifs pré-définis peuvent rapporter des points de victoire en
// bonus, selon le scénario"). The text defines neither the objectives nor
// holding them, so a scenario names a terrain feature and its worth, and
// the side that holds it when the battle ends scores it (see doc.go's
// readings). A point to hold is a small feature of kind "open", which
// changes nothing else.

// SettingObjective + a terrain feature's id makes that feature an
// objective worth the setting's value in victory points to the side
// holding it at the end: [settings] objective-kleindorf = 100.
const SettingObjective = "objective-"

// Objective is one of the scenario's objectives and who holds it now.
type Objective struct {
	Feature string // the terrain feature's id
	Name    string // the feature's name, else its id
	Points  int
	Holder  int // the side holding it, -1 for none
}

// checkObjective checks the objective setting key: its feature must be on
// the table with ground to stand on, and its worth a whole number of
// victory points, at least 1.
func checkObjective(s *rules.State, key string) error {
	id := strings.TrimPrefix(key, SettingObjective)
	f := featureByID(s, id)
	switch {
	case f == nil:
		return fmt.Errorf("warmaster: setting %s: no terrain feature %q on the table to be the objective (WME §10.3 [L2244])", key, id)
	case f.Linear() && f.Width <= 0:
		return fmt.Errorf("warmaster: setting %s: feature %s is a line of no width, which no unit can stand on to hold it (WME §10.3 [L2244])", key, id)
	}
	_, err := wholeSetting(key, s.Settings[key], objectiveRange, "the objective's worth in victory points", "WME §10.3 [L2244]")
	return err
}

func featureByID(s *rules.State, id string) *table.Feature {
	for i := range s.Table.Features {
		if s.Table.Features[i].ID == id {
			return &s.Table.Features[i]
		}
	}
	return nil
}

// Objectives are the scenario's objectives in table order, each with the
// side holding it now: at the end of the battle, the one that scores it.
func Objectives(s *rules.State) []Objective {
	var out []Objective
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		v, ok := s.Settings[SettingObjective+f.ID]
		if !ok {
			continue
		}
		n, _ := strconv.Atoi(strings.TrimSpace(v)) // checked by Setup
		name := f.Name
		if name == "" {
			name = f.ID
		}
		out = append(out, Objective{Feature: f.ID, Name: name, Points: n, Holder: holder(s, f)})
	}
	return out
}

// holder is the side holding feature f, -1 for none: the only side with a
// unit (not a commander) standing at least partly on it, as an element is
// in terrain for cover ([L1181], G23); units of two sides on it contest
// it and nobody holds it.
func holder(s *rules.State, f *table.Feature) int {
	side := -1
	for i := range s.Units {
		u := &s.Units[i]
		if IsCommander(u.Type) || !standsOn(s, u, f) {
			continue
		}
		if side >= 0 && side != u.Side {
			return -1
		}
		side = u.Side
	}
	return side
}

// standsOn reports whether some element of u lies at least partly on f.
func standsOn(s *rules.State, u *rules.Unit, f *table.Feature) bool {
	for _, id := range u.Bases {
		if b, ok := s.Base(id); ok {
			if _, partly := table.InFeature(b.Shape, f); partly {
				return true
			}
		}
	}
	return false
}

// text says what the objective is worth and who holds it.
func (o Objective) text(s *rules.State) string {
	who := "nobody holds it"
	if o.Holder >= 0 {
		who = "held by " + s.Sides[o.Holder].Name
	}
	return fmt.Sprintf("objective %s: %d victory points, %s (WME §10.3 [L2244])", o.Name, o.Points, who)
}

// objectivesText is the objectives for the victory points' line, "" for
// a scenario without any.
func objectivesText(s *rules.State) string {
	objs := Objectives(s)
	if len(objs) == 0 {
		return ""
	}
	parts := make([]string, len(objs))
	for i, o := range objs {
		parts[i] = o.text(s)
	}
	return " (" + strings.Join(parts, "; ") + ")"
}
