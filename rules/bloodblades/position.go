package bloodblades

import (
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
)

// Positions (rules.Positioner; docs/scenario-format.md, "Positions"): a
// BnB battle can start at any moment, the pre-battle sequence included.
// Keys lists everything the ruleset keeps in a State with its range;
// Resume checks a position with Setup's checks of the armies, then the
// keys, then the combinations a battle can reach.

var (
	keyFlag  = rules.Range{Lo: 0, Hi: 1, Whole: true}
	keyCount = rules.Range{Lo: 0, Hi: 1000, Whole: true}
	keySide  = rules.Range{Lo: 0, Hi: maxSides, Whole: true} // 1 + a side's index, 0 for none yet
)

// maxSides bounds the sides a position's counters may name.
const maxSides = 100

// preBattlePhases are the pre-battle sequence's, played at turn 0 (§5.1).
var preBattlePhases = []string{PhaseInvader, PhaseBaggage, PhaseDeployOrder, PhaseDeployChoice, PhaseDeploy}

var positionKeys = rules.PositionKeys{
	Phases: append(slices.Clone(preBattlePhases), PhasePIGs, PhaseMove, PhaseImpetuous, PhaseShoot, PhaseCombat, PhasePrincipal, PhasePursuit, PhaseOver),
	Unit: []rules.Key{
		{Name: stLost, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "its base has left the table: 1 destroyed, 2 spent (§10)"},
		{Name: stTactical, Range: keyFlag, Doc: "made its tactical move this period [L1620]"},
		{Name: stDistant, Range: keyCount, Doc: "distant moves made this period [L1628]"},
		{Name: stHalted, Range: keyFlag, Doc: "halted this period [L1344]"},
		{Name: stMoved, Range: rules.Range{Lo: 0, Hi: 1e7, Whole: true}, Doc: "hundredths of a cm moved by voluntary moves this period [L1795]"},
		{Name: stPackMoved, Range: keyFlag, Doc: "took part in a pack move this period [L1641]"},
		{Name: stImpetuousMoved, Range: keyFlag, Doc: "made its impetuous move this period"},
		{Name: stImpetuousChoice, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "awaits its player's choice: 1 its impetuous move [L1738, L1742], 2 right or left out of a group [L1756]"},
		{Name: stShotAt, Range: keyFlag, Doc: "has been shot at this period [L1846]"},
		{Name: stHasShot, Range: keyFlag, Doc: "has shot (or returned fire) this period"},
		{Name: stFled, Range: keyFlag, Doc: "has fled this period [L1795]"},
		{Name: stFought, Range: keyFlag, Doc: "has fought this period's close combat phase"},
		{Name: stPrincipalAsk, Range: keyFlag, Doc: "its base awaits the enemy player's choice of its principal opponent [L1900]"},
		{Name: stPrincipal, Range: rules.Range{Lo: 0, Hi: 4000, Whole: true}, Doc: "1 + the index of the unit chosen as its principal opponent"},
		{Name: stPursueAsk, Range: rules.Range{Lo: 0, Hi: float64(len(pursuitLines)), Whole: true}, Doc: "awaits its player's choice to pursue: 1 + the §9.8 line that lets it"},
	},
	Counters: []rules.Key{
		{Name: ctPIGs, Range: keyCount, Doc: "PIGs left this period"},
		{Name: ctDiscount, Range: keyFlag, Doc: "the C-in-C's discount (C0) has been used this period"},
		{Name: ctRegCinC, Prefix: true, Range: keyFlag, Doc: "+ SIDE: 1 if that side's C-in-C is Reg (kept if he dies, A15); set from the armies"},
		{Name: ctOver, Range: keyFlag, Doc: "the battle has ended"},
		{Name: ctWinner, Range: keySide, Doc: "1 + the winning side; 0 a draw"},
		{Name: ctAggression, Prefix: true, Range: rules.Range{Lo: 0, Hi: MaxAggression, Whole: true}, Doc: "+ SIDE: the army's aggression factor (pre-battle, [L707])"},
		{Name: ctInvaderRoll, Prefix: true, Range: rules.Range{Lo: 0, Hi: 6 + MaxAggression, Whole: true}, Doc: "+ SIDE: D6 + aggression rolled this round, 0 not yet"},
		{Name: ctOrderRoll, Prefix: true, Range: rules.Range{Lo: 0, Hi: 6, Whole: true}, Doc: "+ SIDE: the S5 D6, 0 not yet"},
		{Name: ctInvader, Range: keySide, Doc: "1 + the invader's side"},
		{Name: ctDeploysFirst, Range: keySide, Doc: "1 + the side that deploys first"},
		{Name: ctPlaysFirst, Range: keySide, Doc: "1 + the side whose period starts each turn"},
	},
}

// Keys implements rules.Positioner.
func (Rules) Keys() rules.PositionKeys { return positionKeys }

// Resume implements rules.Positioner: Setup's checks of the settings,
// terrain and armies (the deployment setting too, but the pre-battle
// sequence is not restarted), then the keys, then what a BnB battle cannot
// reach.
func (Rules) Resume(s *rules.State) error {
	if err := prepareArmies(s); err != nil {
		return err
	}
	turn, active, phase := s.Turn, s.Active, s.Phase
	if _, err := setupPreBattle(s); err != nil {
		return err
	}
	s.Turn, s.Active, s.Phase = turn, active, phase
	if err := positionKeys.CheckKeys(s); err != nil {
		return err
	}
	var bad []string
	if pre := slices.Contains(preBattlePhases, s.Phase); pre != (s.Turn == 0) {
		bad = append(bad, fmt.Sprintf("turn %d in phase %q: the pre-battle sequence (%s) is turn 0, the battle turns 1 and on", s.Turn, s.Phase, strings.Join(preBattlePhases, ", ")))
	}
	if over := s.Phase == PhaseOver; over != (s.Counters[ctOver] > 0) {
		bad = append(bad, fmt.Sprintf("the %q counter is given when the phase is %q, and only then", ctOver, PhaseOver))
	}
	// The pre-battle sequence's phases after the invader roll read who
	// invades, and the deployment who deploys first [L707-L719].
	needs := func(phases []string, k string) {
		if slices.Contains(phases, s.Phase) && (s.Counters[k] < 1 || s.Counters[k] > len(s.Sides)) {
			bad = append(bad, fmt.Sprintf("phase %q needs counter %q: 1 + a side (1 to %d)", s.Phase, k, len(s.Sides)))
		}
	}
	needs([]string{PhaseBaggage, PhaseDeployOrder, PhaseDeployChoice, PhaseDeploy}, ctInvader)
	needs([]string{PhaseDeploy}, ctDeploysFirst)
	// A choice phase waits for one unit's owner: without it nothing could
	// be done.
	for _, c := range []struct{ phase, key string }{{PhasePursuit, stPursueAsk}, {PhasePrincipal, stPrincipalAsk}} {
		if s.Phase == c.phase && !slices.ContainsFunc(s.Units, func(u rules.Unit) bool { return u.Status[c.key] > 0 }) {
			bad = append(bad, fmt.Sprintf("phase %q waits for a unit's choice: give one unit status %q", c.phase, c.key))
		}
	}
	for _, u := range s.Units {
		lost := u.Status[stLost] > 0
		if c := u.Status[stImpetuousChoice]; c > 0 && (s.Phase != PhaseImpetuous || !Impetuous(troopOf(&u))) {
			bad = append(bad, fmt.Sprintf("unit %s: status %q is a choice of an impetuous troop's (Irr HCh, Irr Bd(F), Wb [L1766-1773]) in phase %q", u.ScenarioLabel(), stImpetuousChoice, PhaseImpetuous))
		}
		if u.Status[stPursueAsk] > 0 && s.Phase != PhasePursuit {
			bad = append(bad, fmt.Sprintf("unit %s: status %q is a choice of phase %q", u.ScenarioLabel(), stPursueAsk, PhasePursuit))
		}
		if u.Status[stPrincipalAsk] > 0 && s.Phase != PhasePrincipal {
			bad = append(bad, fmt.Sprintf("unit %s: status %q is a choice of phase %q", u.ScenarioLabel(), stPrincipalAsk, PhasePrincipal))
		}
		if lost && len(u.Bases) > 0 {
			bad = append(bad, fmt.Sprintf("unit %s is %q but its base is on the table", u.ScenarioLabel(), stLost))
		}
		if !lost && len(u.Bases) == 0 {
			bad = append(bad, fmt.Sprintf("unit %s has no base on the table: give it status %s = 1 (destroyed) or 2 (spent)", u.ScenarioLabel(), stLost))
		}
		if p := u.Status[stPrincipal]; p > len(s.Units) {
			bad = append(bad, fmt.Sprintf("unit %s: status %q = %d names unit %d of %d", u.ScenarioLabel(), stPrincipal, p, p, len(s.Units)))
		}
	}
	for _, k := range []string{ctWinner, ctInvader, ctDeploysFirst, ctPlaysFirst} {
		if v := s.Counters[k]; v > len(s.Sides) {
			bad = append(bad, fmt.Sprintf("counter %q = %d names side %d of %d", k, v, v, len(s.Sides)))
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("bnb: the position is not one a battle can reach: %s", strings.Join(bad, "; "))
	}
	return nil
}
