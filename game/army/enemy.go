package army

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Deployment practice against a known enemy (issue 12 item 4: "load a
// saved enemy deployment"): the other armies of the scenario stand where
// another scenario file puts them, typically one the setup screen wrote
// for that army (plateau -build orcs, Ctrl+S), so that a player deploys
// against the deployment he expects to meet.

// AgainstDeployment is sc with every army but side's standing as in the
// scenario enemy: the same armies (by id), their units, profiles and
// bases taken from enemy. It refuses, naming the army or the unit, an
// enemy of another ruleset or without one of the armies, and a base
// outside its army's deployment zone in sc, when sc gives one. The
// ruleset's Setup judges the rest when the battle starts.
func AgainstDeployment(sc *scenario.Scenario, side int, enemy *scenario.Scenario) (*scenario.Scenario, error) {
	st := &sc.State
	if side < 0 || side >= len(st.Sides) {
		return nil, fmt.Errorf("army: the scenario has %d armies, not an army %d", len(st.Sides), side+1)
	}
	from := &enemy.State
	if from.Ruleset != st.Ruleset {
		return nil, fmt.Errorf("army: %s is a %s scenario, %s a %s one: the deployment cannot be used", enemy.Name, from.Ruleset, sc.Name, st.Ruleset)
	}
	state := st.CloneAll()
	next := &state
	var units []rules.Unit
	var bases []table.Base
	for i, sd := range st.Sides {
		if i == side {
			units, bases = appendArmy(units, bases, st, i, i)
			continue
		}
		j := sideIndex(from, sd.ID)
		if j < 0 {
			return nil, fmt.Errorf("army: %s has no army %q (%s) to deploy", enemy.Name, sd.ID, sd.Name)
		}
		if err := inZone(from, j, sd); err != nil {
			return nil, fmt.Errorf("army: %s: %w", enemy.Name, err)
		}
		units, bases = appendArmy(units, bases, from, j, i)
	}
	next.Units, next.Table.Bases = units, bases
	// Written and read again, as the setup screen's own scenario is
	// (write.go): a scenario whole and checked, whatever the two files.
	text, err := scenario.WriteScenario(next, sc.Title, sc.Description)
	if err != nil {
		return nil, fmt.Errorf("army: the scenario against %s: %w", enemy.Name, err)
	}
	return scenario.ParseWithFiles(sc.Name, text, sc.Files)
}

// sideIndex is the index of the army with that id in s, -1 if none.
func sideIndex(s *rules.State, id string) int {
	for i, sd := range s.Sides {
		if sd.ID == id {
			return i
		}
	}
	return -1
}

// appendArmy appends army j of s, as army i, to units and bases.
func appendArmy(units []rules.Unit, bases []table.Base, s *rules.State, j, i int) ([]rules.Unit, []table.Base) {
	for k := range s.Units {
		if s.Units[k].Side == j {
			units, bases = appendUnit(units, bases, s, &s.Units[k], i)
		}
	}
	return units, bases
}

// appendUnit appends a copy of unit u of s, in army i, and its bases.
func appendUnit(units []rules.Unit, bases []table.Base, s *rules.State, u *rules.Unit, i int) ([]rules.Unit, []table.Base) {
	c := *u
	c.Profile, c.Status, c.Bases = maps.Clone(u.Profile), maps.Clone(u.Status), slices.Clone(u.Bases)
	c.Side = i
	units = append(units, c)
	for _, id := range c.Bases {
		if b, ok := s.Base(id); ok {
			nb := *b
			nb.Side = i
			bases = append(bases, nb)
		}
	}
	return units, bases
}

// inZone refuses a base of army j of s outside sd's deployment zone
// (none given: anywhere).
func inZone(s *rules.State, j int, sd rules.Side) error {
	zone := geom.Polygon(sd.Deployment)
	if len(zone) < 3 {
		return nil
	}
	var out []string
	for _, u := range s.Units {
		if u.Side != j {
			continue
		}
		for _, id := range u.Bases {
			b, ok := s.Base(id)
			if ok && !cornersIn(zone, b.Shape) {
				out = append(out, u.Title())
				break
			}
		}
	}
	if len(out) > 0 {
		return fmt.Errorf("%s stand outside the deployment zone of %s", strings.Join(out, ", "), sd.Name)
	}
	return nil
}

// cornersIn reports whether every corner of r lies in zone: a base
// wholly inside a deployment zone (the setup screen's moves, Deploy's
// places, a loaded enemy deployment).
func cornersIn(zone geom.Polygon, r geom.Rect) bool {
	for _, c := range r.Corners() {
		if !zone.Contains(c, geom.Eps) {
			return false
		}
	}
	return true
}
