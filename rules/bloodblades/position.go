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
var preBattlePhases = []string{PhaseInvader, PhaseTerrainChoice, PhaseTerrainPlace, PhaseWeatherScore, PhaseWindOrigin, PhaseDaylight, PhaseBaggage, PhaseDeployOrder, PhaseDeployChoice, PhaseAmbush, PhaseDeploy}

var positionKeys = rules.PositionKeys{
	Phases: append(slices.Clone(preBattlePhases), PhaseWeather, PhaseSun, PhaseDazzle, PhasePIGs, PhaseMove, PhaseImpetuous, PhaseShoot, PhaseCombat, PhasePrincipal, PhasePursuit, PhaseOver),
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
		{Name: stAmbush, Range: keyFlag, Doc: "1: hidden in ambush, not seen by the enemy (§11.5 [L1289]; HiddenFrom)"},
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
		{Name: ctEdge, Prefix: true, Range: rules.Range{Lo: 0, Hi: 4, Whole: true}, Doc: "+ SIDE: 1 + the army's table edge (N, E, S, W) for the wind and the sun, 0 not set"},
		{Name: ctWeatherRoll, Prefix: true, Range: rules.Range{Lo: 0, Hi: 6, Whole: true}, Doc: "+ SIDE: the S3 weather D6, 0 not yet [L985]"},
		{Name: ctWeather, Range: rules.Range{Lo: 0, Hi: 12, Whole: true}, Doc: "the weather score, 0 not rolled: 2-3 risk of rain, 11-12 wind [L987]"},
		{Name: ctRain, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "0 not raining, 1 raining, 2 stopped for good [L991]"},
		{Name: ctRainPeriods, Range: keyCount, Doc: "consecutive periods of rain (8: unpaved roads muddy [L884])"},
		{Name: ctWind, Range: rules.Range{Lo: 0, Hi: 8, Whole: true}, Doc: "1 + where the wind comes from (N, NE, E, SE, S, SW, W, NW), 0 none or the wind setting's [L997]"},
		{Name: ctDaylightRoll, Prefix: true, Range: rules.Range{Lo: 0, Hi: 6, Whole: true}, Doc: "+ SIDE: the S3 time-of-day D6, 0 not yet [L1005]"},
		{Name: ctDaylight, Range: rules.Range{Lo: 0, Hi: 12, Whole: true}, Doc: "the turns played before dusk, 0 not rolled [L1005], A37"},
		{Name: ctSun, Range: rules.Range{Lo: 0, Hi: 4, Whole: true}, Doc: "1 + the sun's edge (N, E, S, W), 0 not rolled [L1021-1026]"},
		{Name: ctDazzle, Range: keyFlag, Doc: "1: dazzle this period [L1028]"},
		{Name: ctPieces, Range: rules.Range{Lo: 0, Hi: maxPieces, Whole: true}, Doc: "the terrain pieces chosen in S2 [L796]"},
		{Name: ctPiece, Prefix: true, Range: rules.Range{Lo: 0, Hi: 1999, Whole: true}, Doc: "+ PIECE: side*1000 + kind index*10 + size (1 small, 2 medium, 3 large) [L796]"},
		{Name: ctPieceDone, Prefix: true, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "+ PIECE: 0 to place, 1 placed, 2 discarded [L822]"},
		{Name: ctHand, Range: rules.Range{Lo: 0, Hi: maxPieces, Whole: true}, Doc: "1 + the piece whose die is rolled and that is not yet placed, 0 none"},
		{Name: ctDieEdge, Range: rules.Range{Lo: 0, Hi: 4, Whole: true}, Doc: "1 + the edge (N, E, S, W) the placement die gave [L820]"},
		{Name: ctBandEdge, Range: rules.Range{Lo: 0, Hi: 4, Whole: true}, Doc: "1 + the side the river's band is measured from [L804]"},
		{Name: ctBandLo, Range: rules.Range{Lo: 0, Hi: 6, Whole: true}, Doc: "the river band's lower die: its distance from that side, MU [L804]"},
		{Name: ctBandHi, Range: rules.Range{Lo: 0, Hi: 6, Whole: true}, Doc: "the river band's higher die: its far side, MU [L804]"},
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
	needs([]string{PhaseTerrainChoice, PhaseTerrainPlace, PhaseWeatherScore, PhaseWindOrigin, PhaseDaylight, PhaseBaggage, PhaseDeployOrder, PhaseDeployChoice, PhaseAmbush, PhaseDeploy, PhaseSun}, ctInvader)
	needs([]string{PhaseDeploy, PhaseAmbush}, ctDeploysFirst)
	if slices.Contains([]string{PhaseAmbush}, s.Phase) && !ambushAllowed(s.Settings) || anyHidden(s) && !ambushAllowed(s.Settings) {
		bad = append(bad, fmt.Sprintf("phase %q and unit status %q need the setting %s = %q", PhaseAmbush, stAmbush, SetAmbush, AmbushAllowed))
	}
	// The optional rules' phases are played only with their settings
	// (weather.go, daytime.go).
	for _, o := range []struct {
		phases []string
		on     bool
		set    string
	}{
		{[]string{PhaseWeatherScore, PhaseWindOrigin, PhaseWeather}, weatherRolled(s.Settings), SetWeather},
		{[]string{PhaseDaylight, PhaseSun, PhaseDazzle}, daytimeRolled(s.Settings), SetDaytime},
	} {
		if slices.Contains(o.phases, s.Phase) && !o.on {
			bad = append(bad, fmt.Sprintf("phase %q needs the setting %s = %q", s.Phase, o.set, WeatherRoll))
		}
	}
	if s.Phase == PhaseWeather && !weatherStep(s) {
		bad = append(bad, fmt.Sprintf("phase %q needs a weather score of rain risk (counter %q 2-3, %q not 2) or wind (11-12)", PhaseWeather, ctWeather, ctRain))
	}
	if s.Phase == PhaseDazzle && (s.Counters[ctSun] == 0 || !dazzleRisk(s)) {
		bad = append(bad, fmt.Sprintf("phase %q needs the sun's edge (counter %q) and a turn of the two before dusk (counter %q) [L1011]", PhaseDazzle, ctSun, ctDaylight))
	}
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
