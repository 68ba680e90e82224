package pagaille

import (
	"fmt"

	"plateau/rules/dice"
)

// saveTable is the save table exactly as the text prints it (bep §3.10;
// seed 004 L283-290, repeated L944-951): rows the target's Résistance 2-5,
// columns the attacker's Force 2-5, the d6 score that saves.
var saveTable = [4][4]int{
	{4, 3, 2, 2}, // Res 2
	{5, 4, 3, 2}, // Res 3
	{6, 5, 4, 3}, // Res 4
	{6, 6, 5, 4}, // Res 5
}

// MinStat and MaxStat bound the Force and Résistance values the save table
// has rows and columns for (bep §3.10).
const (
	MinStat = 2
	MaxStat = 5
)

// SaveMode says how the save table is read (bep A3).
type SaveMode string

const (
	// SaveSwapped reads the table with its axes swapped: the target saves
	// on a d6 ≥ T[Force][Résistance], so a stronger blow is harder to
	// save. bep A3 reading (c), the recommendation and the default.
	SaveSwapped SaveMode = "swapped"
	// SaveLiteral reads it as printed: the target saves on a d6 ≥
	// T[Résistance][Force] (A3 reading (a), seed 004 L127-140).
	SaveLiteral SaveMode = "literal"
)

// Save is the d6 score (2 to 6) a target of resistance res needs to save a
// hit of force f, read as m says. Values outside 2-5 are an error.
func (m SaveMode) Save(f, res int) (int, error) {
	if f < MinStat || f > MaxStat || res < MinStat || res > MaxStat {
		return 0, fmt.Errorf("pagaille: the save table has Force and Résistance %d to %d, not F%d against R%d (§3.10)", MinStat, MaxStat, f, res)
	}
	switch m {
	case SaveSwapped:
		return saveTable[f-MinStat][res-MinStat], nil
	case SaveLiteral:
		return saveTable[res-MinStat][f-MinStat], nil
	}
	return 0, fmt.Errorf("pagaille: save mode %q is neither %q nor %q (A3)", string(m), SaveSwapped, SaveLiteral)
}

// rollSaves rolls a target's saves against hits of the given forces (bep
// §3.10, L127-140: a d6 a hit, at or above the table's value saving, the
// table read as m says) and returns the unsaved and the dice.
func (m SaveMode) rollSaves(res int, forces []int, d dice.Roller) (int, []dice.Roll, error) {
	unsaved := 0
	rolls := make([]dice.Roll, 0, len(forces))
	for _, f := range forces {
		need, err := m.Save(min(max(f, MinStat), MaxStat), res)
		if err != nil {
			return 0, nil, err
		}
		face, err := d.Roll(6)
		if err != nil {
			return 0, nil, fmt.Errorf("pagaille: %w", err)
		}
		rolls = append(rolls, dice.Roll{Sides: 6, Value: face})
		if face < need {
			unsaved++
		}
	}
	return unsaved, rolls, nil
}
