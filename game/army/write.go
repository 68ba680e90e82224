package army

import (
	"fmt"
	"maps"
	"strconv"
	"strings"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/table"
)

// Scenario is sc with army side (its index) replaced by the army built
// and placed, as a scenario's TOML to start a battle from, titled title:
// the same table, terrain, settings and other armies, this army's units
// where placed, and the list check asked for at its budget (army-lists =
// "check", budget). An army its list refuses, or one not every unit of
// which is placed, is refused with the reason: the scenario written is
// one its ruleset's Setup accepts as far as the army goes.
func Scenario(sc *scenario.Scenario, side int, a *Army, placed []Placed, title string) ([]byte, error) {
	return scenarioFrom(sc, &sc.State, side, a, placed, title)
}

// scenarioFrom is Scenario with the other armies' bases standing as in
// from (the setup screen's state, where the AI may have deployed them
// again), their units in its formations.
func scenarioFrom(sc *scenario.Scenario, from *rules.State, side int, a *Army, placed []Placed, title string) ([]byte, error) {
	st := sc.State.CloneAll()
	for i := range st.Table.Bases {
		b := &st.Table.Bases[i]
		if nb, ok := from.Base(b.ID); ok && b.Side != side {
			b.Shape = nb.Shape
		}
	}
	for i := range st.Units {
		if u, ok := from.Unit(st.Units[i].ID); ok && st.Units[i].Side != side {
			st.Units[i].Formation = u.Formation
		}
	}
	if side < 0 || side >= len(st.Sides) {
		return nil, fmt.Errorf("army: the scenario has %d armies, not an army %d", len(st.Sides), side+1)
	}
	if ps := a.Problems(); len(ps) > 0 {
		return nil, fmt.Errorf("army: the %s army breaks its list: %s", a.List.Name, strings.Join(ps, "; "))
	}
	where := map[string]Placed{}
	for _, p := range placed {
		where[p.Unit.ID] = p
	}
	var units []rules.Unit
	var bases []table.Base
	for i := range st.Sides {
		if i != side {
			for _, u := range st.Units {
				if u.Side == i {
					units = append(units, u)
					for _, id := range u.Bases {
						b, _ := st.Base(id)
						bases = append(bases, *b)
					}
				}
			}
			continue
		}
		for _, u := range a.Units {
			p, ok := where[u.ID]
			if !ok {
				return nil, fmt.Errorf("army: %s is not placed on the table", u.Line)
			}
			l, ok := a.List.Line(u.Line)
			if !ok { // in no line (BnB's baggage): as the scenario has it
				if x, ok := from.Unit(u.ID); ok {
					units, bases = appendUnit(units, bases, from, x, side)
				}
				continue
			}
			nu := rules.Unit{ID: u.ID, Name: l.Name, Side: side, Type: l.Type, Profile: maps.Clone(l.Profile)}
			if len(p.Bases) > 1 {
				nu.Formation = "line"
			}
			for k, r := range p.Bases {
				id := u.ID + "." + strconv.Itoa(k+1)
				nu.Bases = append(nu.Bases, id)
				bases = append(bases, table.Base{ID: id, Unit: u.ID, Side: side, Shape: r, Round: l.Round})
			}
			units = append(units, nu)
		}
	}
	st.Units = units
	st.Table.Bases = bases
	if st.Settings == nil {
		st.Settings = map[string]string{}
	}
	a.List.rules.settings(st.Settings, a, st.Sides[side].ID)
	desc := fmt.Sprintf("%s: the %s army built in Plateau, %s of %d points.", sc.Title, a.List.Name, points(a.Points()), a.Budget)
	return scenario.WriteScenario(&st, title, desc)
}
