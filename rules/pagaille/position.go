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
		rules.Key{Name: stGone, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "the unit has left the table: 1 destroyed, 2 fled (bep §10.1, §10.3)"},
		rules.Key{Name: stFresh, Range: flagRange, Doc: "the unit routed this turn: it flees from next turn (bep L264-266)"},
		rules.Key{Name: stAttacked, Range: flagRange, Doc: "the routed unit was attacked since its rout (bep L313-316)"},
		rules.Key{Name: stRallies, Range: rules.Range{Lo: 0, Hi: 99, Whole: true}, Doc: "failed rally attempts since its rout (bep L322-327)"},
		rules.Key{Name: stOwed, Range: flagRange, Doc: "a melee winner that takes a rout test at its next casualty (bep L225-231)"},
		rules.Key{Name: stJammed, Range: rules.Range{Lo: 0, Hi: block.MaxSlots, Whole: true}, Doc: "musketeers who cannot shoot until next turn (bep L1205)"},
		rules.Key{Name: stCrew, Range: rules.Range{Lo: 0, Hi: CrewSize, Whole: true}, Doc: "a war machine's crew left (bep §3.5, A12)"},
		rules.Key{Name: stMoved, Range: flagRange, Doc: "a ballista advanced: its next Shoot order re-aims, the one after shoots (bep L1227-1229, A14)"},
		rules.Key{Name: stConsolidated, Range: flagRange, Doc: "a charged unit that won and consolidated: +1 to hit when next charged (bep L273-281, A33)"},
	),
	Counters: []rules.Key{
		{Name: ctCP, Prefix: true, Range: rules.Range{Lo: 0, Hi: 999, Whole: true}, Doc: "the army's command points left this turn, by army id (bep §6.1)"},
		{Name: ctDone, Prefix: true, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "by army id: 1 it passed, 2 its general failed an order (bep L47-49)"},
		{Name: ctOfficer, Range: indexRange, Doc: "1 + the place in the scenario's units of the officer being activated"},
		{Name: ctFirst, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "1 + the army that activated first this turn (bep A7)"},
		{Name: ctMelee, Range: indexRange, Doc: "1 + the place in the scenario's units of the unit whose charge came home, while its melee waits to be fought (bep §9)"},
		{Name: ctMeleeTarget, Range: indexRange, Doc: "1 + the place in the scenario's units of the unit charged, while the melee waits (bep §9)"},
		{Name: ctVP, Prefix: true, Range: rules.Range{Lo: 0, Hi: 9999, Whole: true}, Doc: "the army's victory points at the last assessment, by army id (bep §10.3)"},
		{Name: ctRouted, Prefix: true, Range: flagRange, Doc: "by army id: 1 the army routed (bep §10.2)"},
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
	if (s.Counters[ctMelee] > 0) != (s.Counters[ctMeleeTarget] > 0) {
		return fmt.Errorf("pagaille: counters %s and %s go together: a melee's charger and the unit charged", ctMelee, ctMeleeTarget)
	}
	if c, t, ok := pendingMelee(s); ok && (c.Side != s.Active || c.Side == t.Side || !isTroop(c) || !isTroop(t)) {
		return fmt.Errorf("pagaille: the waiting melee (counters %s, %s) is no charge of the army to play into an enemy unit", ctMelee, ctMeleeTarget)
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
