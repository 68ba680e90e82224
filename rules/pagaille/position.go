package pagaille

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/block"
)

// Keys implements rules.Positioner: every phase, status and counter the
// ruleset keeps.
func (Rules) Keys() rules.PositionKeys { return positionKeys }

var (
	flagRange  = rules.Range{Lo: 0, Hi: 1, Whole: true}
	indexRange = rules.Range{Lo: 0, Hi: block.MaxSlots, Whole: true}
)

var positionKeys = rules.PositionKeys{
	Phases: []string{PhaseFirst, PhaseOrders, PhaseOver},
	Unit: append(block.StatusKeys(""),
		rules.Key{Name: stOrders, Range: rules.Range{Lo: 0, Hi: 99, Whole: true}, Doc: "orders the unit received this turn (bep §6.2)"},
		rules.Key{Name: stAllowance, Range: rules.Range{Lo: 0, Hi: 20, Whole: true}, Doc: "pas of the Advance the unit is executing, 3D6 + 2 at most (bep §7.1)"},
		rules.Key{Name: stCharge, Range: indexRange, Doc: "1 + the place in the scenario's units of the unit it charges, while it moves into contact (bep §7.4)"},
		rules.Key{Name: stRouted, Range: flagRange, Doc: "the unit is routed (bep §10.1)"},
		rules.Key{Name: stActivated, Range: flagRange, Doc: "the officer has been activated this turn (bep A7)"},
		rules.Key{Name: stFailed, Range: flagRange, Doc: "the officer failed an order this turn (bep L45-46)"},
	),
	Counters: []rules.Key{
		{Name: ctCP, Prefix: true, Range: rules.Range{Lo: 0, Hi: 999, Whole: true}, Doc: "the army's command points left this turn, by army id (bep §6.1)"},
		{Name: ctDone, Prefix: true, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "by army id: 1 it passed, 2 its general failed an order (bep L47-49)"},
		{Name: ctOfficer, Range: indexRange, Doc: "1 + the place in the scenario's units of the officer being activated"},
		{Name: ctFirst, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "1 + the army that activated first this turn (bep A7)"},
	},
}

// Resume implements rules.Positioner: Setup's checks, the position's
// keys, and what they point at.
func (Rules) Resume(s *rules.State) error {
	st, err := ParseSettings(s.Settings)
	if err != nil {
		return err
	}
	if len(s.Sides) != 2 {
		return fmt.Errorf("pagaille: %d armies; Batailles en pagaille is played by two players, an army each (L9-12)", len(s.Sides))
	}
	for i := range s.Units {
		if err := checkUnit(s, &s.Units[i], st); err != nil {
			return err
		}
	}
	if err := checkArmies(s, st); err != nil {
		return err
	}
	if err := positionKeys.CheckKeys(s); err != nil {
		return fmt.Errorf("pagaille: %w", err)
	}
	if u, ok := activeOfficer(s); ok {
		if _, isOfficer := officerOf(u, st); !isOfficer || u.Side != s.Active || s.Phase != PhaseOrders {
			return fmt.Errorf("pagaille: the position's active officer (counter %s) is no officer of the army to play in the orders phase", ctOfficer)
		}
	} else if s.Counters[ctOfficer] != 0 {
		return fmt.Errorf("pagaille: counter %s = %d names no unit", ctOfficer, s.Counters[ctOfficer])
	}
	for i := range s.Units {
		u := &s.Units[i]
		if c := u.Status[stCharge]; c > 0 {
			if c > len(s.Units) || s.Units[c-1].Side == u.Side || !isTroop(&s.Units[c-1]) {
				return fmt.Errorf("pagaille: unit %s: status %s = %d names no enemy unit", u.ScenarioLabel(), stCharge, c)
			}
		}
		if u.Status[stCharge] > 0 && u.Status[stAllowance] > 0 {
			return fmt.Errorf("pagaille: unit %s both charges and advances", u.ScenarioLabel())
		}
	}
	return nil
}
