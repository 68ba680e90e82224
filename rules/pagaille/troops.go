package pagaille

import "fmt"

// Troop is a kind of unit of figures (bep §3.2-3.3).
type Troop string

const (
	Infantry Troop = "infantry"
	Cavalry  Troop = "cavalry"
)

// Quality is a unit's quality (bep §3.2-3.3: élite, lourde, normale,
// médiocre for infantry; élite, lourde, légère for cavalry).
type Quality string

const (
	Elite   Quality = "elite"
	Heavy   Quality = "heavy"
	Average Quality = "average"
	Poor    Quality = "poor"
	Light   Quality = "light"
)

// Stats are a unit's values (bep §3.4): its tactical value, command, melee
// value (the score enemies need to hit it), shoot value (the score it
// needs to hit), strength with a polearm and with a hand weapon,
// resistance, and its cost for 8 figures.
type Stats struct {
	TV, Cd, CC, Tir, FPolearm, FHand, Res, Cost int
}

// troopStats are the tables of seed 004 L908-930 (bep §3.2-3.3).
var troopStats = map[Troop]map[Quality]Stats{
	Infantry: {
		Elite:   {TV: 10, Cd: 9, CC: 5, Tir: 4, FPolearm: 5, FHand: 4, Res: 5, Cost: 50},
		Heavy:   {TV: 8, Cd: 9, CC: 4, Tir: 5, FPolearm: 4, FHand: 4, Res: 5, Cost: 40},
		Average: {TV: 6, Cd: 8, CC: 4, Tir: 4, FPolearm: 3, FHand: 3, Res: 4, Cost: 20},
		Poor:    {TV: 4, Cd: 7, CC: 3, Tir: 5, FPolearm: 3, FHand: 2, Res: 3, Cost: 10},
	},
	Cavalry: {
		Elite: {TV: 10, Cd: 9, CC: 5, Tir: 4, FPolearm: 5, FHand: 4, Res: 5, Cost: 50},
		Heavy: {TV: 8, Cd: 8, CC: 4, Tir: 5, FPolearm: 4, FHand: 4, Res: 4, Cost: 40},
		Light: {TV: 4, Cd: 9, CC: 3, Tir: 3, FPolearm: 3, FHand: 3, Res: 3, Cost: 20},
	},
}

// StatsOf is the values of a troop of a quality; false for a pair the
// tables do not have (light infantry, poor cavalry).
func StatsOf(t Troop, q Quality) (Stats, bool) {
	s, ok := troopStats[t][q]
	return s, ok
}

// Unit sizes (bep §3.1, L10): a unit has 8, 12 or 16 figures.
var UnitSizes = [...]int{8, 12, 16}

// UnitCost is the cost of a unit of figures whose table cost (for 8
// figures) is cost8: 12 figures pay half as much again, 16 twice (bep
// §3.1, L517-522; §15 example 1: 50, 75, 100). Weapon costs (+5, +10) are
// flat per unit (A30) and added by the caller.
func UnitCost(cost8, figures int) (int, error) {
	if cost8 < 0 || cost8%2 != 0 {
		return 0, fmt.Errorf("pagaille: a table cost is a whole even number of points, not %d (§3.1)", cost8)
	}
	switch figures {
	case 8:
		return cost8, nil
	case 12:
		return cost8 + cost8/2, nil
	case 16:
		return 2 * cost8, nil
	}
	return 0, fmt.Errorf("pagaille: a unit has 8, 12 or 16 figures, not %d (§3.1, L10)", figures)
}

// Band is a unit's strength against its starting strength, as the rules
// count it for command points, tactical value and victory points.
type Band int

const (
	// Destroyed: no figure left (A23: destroyed, or fled off the table).
	Destroyed Band = iota
	// Quarter: at most 25 % left: no tactical value (§10.2; exactly 25 %
	// counts here, A24).
	Quarter
	// Half: above 25 % and at most 50 %: half the tactical value, rounded
	// up (§10.2; exactly 50 % counts here, A24).
	Half
	// Over: more than 50 %: full tactical value, a command point (§6.1,
	// L31-32) and 5 victory points (§10.3).
	Over
	// Complete: every figure: full value and 10 victory points (§10.3).
	Complete
)

var bandNames = [...]string{"destroyed", "25% or less", "50% or less", "over 50%", "complete"}

// String is the band in words.
func (b Band) String() string {
	if b < Destroyed || b > Complete {
		return "band?"
	}
	return bandNames[b]
}

// BandOf is the band of a unit with figures left of start (start > 0),
// in whole numbers: 4 of 8 is Half, 2 of 8 Quarter.
func BandOf(figures, start int) Band {
	switch {
	case figures <= 0:
		return Destroyed
	case figures >= start:
		return Complete
	case 2*figures > start:
		return Over
	case 4*figures > start:
		return Half
	}
	return Quarter
}

// CurrentTV is the tactical value a unit of value tv counts in its band
// (bep §10.2, L388-395; §15 example 32: TV 7 with 5, 3 and 1 of 8 figures
// left counts 7, 4 and 0).
func CurrentTV(tv int, b Band) int {
	switch b {
	case Complete, Over:
		return tv
	case Half:
		return (tv + 1) / 2
	}
	return 0
}

// Standing is what the upkeep phase counts of a unit (bep §6.1).
type Standing struct {
	Figures, Start int
	Routed, Banner bool
}

// CommandPoints is a player's pool at upkeep (bep §6.1, L24-38): one per
// unit with more than 50 % of its starting strength, routed or not; one
// per officer alive (the general included, attached to a routed unit or
// not); one per banner not in a routed unit (§15 example 4).
func CommandPoints(units []Standing, officers int) int {
	cp := officers
	for _, u := range units {
		if b := BandOf(u.Figures, u.Start); b >= Over {
			cp++
		}
		if u.Banner && !u.Routed && u.Figures > 0 {
			cp++
		}
	}
	return cp
}

// Machine is a war machine (bep §3.6).
type Machine string

const (
	Ballista  Machine = "ballista"
	Catapult  Machine = "catapult"
	Trebuchet Machine = "trebuchet"
)

// MachineStats are a machine's values (bep §3.6, seed 004 L1317-1337):
// tactical value, shoot value, strength, the R of its table (unused
// unless machineResistance is "machine", A12), maximum range in pas and
// cost, crew not included.
type MachineStats struct {
	TV, Tir, F, R, Range, Cost int
}

var machineStats = map[Machine]MachineStats{
	Ballista:  {TV: 4, Tir: 4, F: 4, R: 4, Range: 40, Cost: 50},
	Catapult:  {TV: 5, Tir: 4, F: 4, R: 4, Range: 50, Cost: 70},
	Trebuchet: {TV: 6, Tir: 4, F: 4, R: 5, Range: 80, Cost: 120},
}

// MachineOf is a machine's values; false for an unknown machine.
func MachineOf(m Machine) (MachineStats, bool) {
	s, ok := machineStats[m]
	return s, ok
}

// Crew is the quality of a machine's three crew (bep §3.5).
type Crew string

const (
	Expert   Crew = "expert"
	Seasoned Crew = "seasoned"
	Novice   Crew = "novice"
)

// CrewStats are a crew's values (bep §3.5, seed 004 L696-745, table
// L932-942): the tactical value and cost added to the machine's, its
// command and resistance, its move (MoveDice d6 + MoveBonus pas), the die
// modifier to hit (A13) and the change to the machine's range in pas.
type CrewStats struct {
	TV, Cd, Res             int
	MoveDice, MoveBonus     int
	ShootModifier, RangeMod int
	Cost                    int
}

var crewStats = map[Crew]CrewStats{
	Expert:   {TV: 3, Cd: 9, Res: 5, MoveDice: 2, MoveBonus: 4, ShootModifier: 1, RangeMod: 6, Cost: 20},
	Seasoned: {TV: 2, Cd: 8, Res: 4, MoveDice: 1, MoveBonus: 4, ShootModifier: 0, RangeMod: 0, Cost: 10},
	Novice:   {TV: 1, Cd: 7, Res: 3, MoveDice: 1, MoveBonus: 2, ShootModifier: -1, RangeMod: -6, Cost: 5},
}

// CrewOf is a crew quality's values; false for an unknown quality.
func CrewOf(c Crew) (CrewStats, bool) {
	s, ok := crewStats[c]
	return s, ok
}

// Battery is a machine with its crew: its tactical value, cost and
// maximum range (pas) together (§15 examples 19, 20, 35).
func Battery(m Machine, c Crew) (tv, cost, rangePas int, err error) {
	ms, ok1 := MachineOf(m)
	cs, ok2 := CrewOf(c)
	if !ok1 || !ok2 {
		return 0, 0, 0, fmt.Errorf("pagaille: no war machine %q with a crew %q (§3.5-3.6)", string(m), string(c))
	}
	return ms.TV + cs.TV, ms.Cost + cs.Cost, ms.Range + cs.RangeMod, nil
}
