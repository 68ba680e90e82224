package pagaille

import (
	"fmt"
	"math"

	"plateau/rules"
)

// TypeMachine is a war machine with its crew (bep §3.5-3.6, §11.2): one
// base of the machineBase setting; its three crew stand with it (they
// are counted, not placed: status crew). Its profile's quality is the
// crew's (1 expert, 2 seasoned, 3 novice) and machine which it is (1
// ballista, 2 catapult, 3 trebuchet).
const TypeMachine = "machine"

// keyMachine is a war machine's kind (profile machine, 1-3).
const keyMachine = "machine"

// CrewSize is a machine's crew (L682-687).
const CrewSize = 3

// Crew melee values (L682-688; A12 PROPOSED: F 3, the text gives none).
const (
	crewCC = 5
	crewF  = 3
)

var (
	machines = [...]Machine{Ballista, Catapult, Trebuchet}
	crews    = [...]Crew{Expert, Seasoned, Novice}
)

func isMachine(u *rules.Unit) bool { return u.Type == TypeMachine }

// machineOf is a machine unit's machine and crew; false for any other.
func machineOf(u *rules.Unit) (Machine, Crew, bool) {
	m, c := int(u.Profile[keyMachine]), int(u.Profile[keyQuality])
	if !isMachine(u) || m < 1 || m > len(machines) || c < 1 || c > len(crews) {
		return "", "", false
	}
	return machines[m-1], crews[c-1], true
}

// machineStatsOf is a machine unit's values as a unit's (§3.5-3.6): the
// battery's TV and cost, the crew's Cd and Res (A12: by quality), CC 5
// (L688), the machine's Tir, a hand weapon's F 3 (A12 PROPOSED).
func machineStatsOf(u *rules.Unit) (Stats, bool) {
	m, c, ok := machineOf(u)
	if !ok {
		return Stats{}, false
	}
	tv, cost, _, _ := Battery(m, c)
	ms, _ := MachineOf(m)
	cs, _ := CrewOf(c)
	return Stats{TV: tv, Cd: cs.Cd, CC: crewCC, Tir: ms.Tir, FPolearm: crewF, FHand: crewF, Res: cs.Res, Cost: cost}, true
}

// resistance is what u's hits are saved against: a machine's crew Res, or
// its own R with machineResistance "machine" (A12).
func resistance(u *rules.Unit, st Settings) int {
	us, _ := statsOf(u)
	if m, _, ok := machineOf(u); ok && st.MachineResistance == ResistMachine {
		ms, _ := MachineOf(m)
		return ms.R
	}
	return us.Res
}

// checkMachine checks a machine unit at Setup: its kind, one base of the
// machineBase size, its crew (3 at the start, status crew).
func checkMachine(u *rules.Unit, s *rules.State, st Settings) error {
	if _, _, ok := machineOf(u); !ok {
		return fmt.Errorf("pagaille: unit %s: a machine has profile machine = 1 ballista, 2 catapult or 3 trebuchet, and quality = its crew's, 1 expert, 2 seasoned or 3 novice (§3.5-3.6)", u.ScenarioLabel())
	}
	if len(u.Bases) != 1 {
		return fmt.Errorf("pagaille: unit %s has %d bases; a war machine stands on one (§1.2)", u.ScenarioLabel(), len(u.Bases))
	}
	b, _ := s.Base(u.Bases[0])
	if math.Abs(b.Shape.Width-st.MachineBase.Width) > sizeSlack || math.Abs(b.Shape.Depth-st.MachineBase.Depth) > sizeSlack {
		return fmt.Errorf("pagaille: unit %s: its base is %.2f × %.2f cm, a machine's %.2f × %.2f cm (setting %s, §1.2)", u.ScenarioLabel(), b.Shape.Width, b.Shape.Depth, st.MachineBase.Width, st.MachineBase.Depth, SetMachineBase)
	}
	if _, ok := u.Status[stCrew]; !ok {
		if u.Status == nil {
			u.Status = map[string]int{}
		}
		u.Status[stCrew] = CrewSize
	}
	if c := u.Status[stCrew]; c < 0 || c > CrewSize {
		return fmt.Errorf("pagaille: unit %s: status %s = %d; a machine has %d crew at most", u.ScenarioLabel(), stCrew, c, CrewSize)
	}
	return nil
}
