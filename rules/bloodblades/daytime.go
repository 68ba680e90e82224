package bloodblades

import (
	"fmt"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/table"
)

// The time of day (bnb.md §11.8 [L1001-1033]), optional [L1003]: with
// the setting time-of-day = "rolled" (and deployment = "pre-battle",
// whose S1 gives the invader the sun is told from), S3 [L711] has each
// player roll a D6, their sum the turns played before dusk (A37,
// counter "daylight"). The two turns before dusk are at risk of dazzle
// [L1011]; dusk lasts the setting dusk-turns (1 by default, A37: the text
// gives no length), with no dazzle and sight cut to 8 MU [L1013]; then
// night ends the battle at once, a draw [L1017, L2031], at step 2 of the
// first period of its turn [L1312]. Just before the first PIG roll of
// the battle the active player rolls an AD for the sun's edge
// [L1021-1026]: 2 the invaded player's, 3 the edge on his left, 4 on his
// right, 5 (printed "2" again, A38) the invader's. In each period at risk
// the active player rolls a D6 just before his PIGs: 1 or 6 is dazzle
// this period [L1028]; a base in close combat, or a Bw shooting, whose
// facing is within 45° of the sun's edge (the bearing from the table out
// through that edge, the bound included) is dazzled, an advantage to its
// opponents (T4 [L1030], A29).

// Settings of the optional time-of-day rules.
const (
	// SetDaytime is "none" (the default) or "rolled" (§11.8).
	SetDaytime = "time-of-day"
	// SetDuskTurns is how many turns dusk lasts before night (A37), 0 to
	// MaxDuskTurns, DefaultDuskTurns by default.
	SetDuskTurns     = "dusk-turns"
	DefaultDuskTurns = 1
	MaxDuskTurns     = 12
	// DazzleTurns are the turns before dusk at risk of dazzle [L1011].
	DazzleTurns = 2
	// DuskSightMU is the sight at dusk [L1013].
	DuskSightMU = 8
)

// Phases and actions of the time of day.
const (
	PhaseDaylight = "daylight" // S3: each player rolls a D6, the turns before dusk [L1005]
	PhaseSun      = "sun"      // S8: the AD for the sun's edge, before the first PIG roll [L1021]
	PhaseDazzle   = "dazzle"   // period step 2: the dazzle D6 in a turn at risk [L1028, L1312]

	KindRollDaylight = "roll-daylight"
	KindRollSun      = "roll-sun"
	KindRollDazzle   = "roll-dazzle"
)

// Counters of the time of day.
const (
	ctDaylightRoll = "daylight-roll." // + side: the S3 D6, 0 not yet
	ctDaylight     = "daylight"       // the turns played before dusk, 0 not rolled
	ctSun          = "sun"            // 1 + the sun's edge (N, E, S, W), 0 not yet
	ctDazzle       = "dazzle"         // 1: dazzle this period [L1028]
)

// daytimeRolled reports whether the scenario plays the time of day.
func daytimeRolled(settings map[string]string) bool {
	return strings.TrimSpace(settings[SetDaytime]) == WeatherRoll
}

// checkDaytimeSetting checks the time-of-day settings: it needs the
// pre-battle sequence (S3 [L711], the invader [L1021-1026]).
func checkDaytimeSetting(settings map[string]string, preBattle bool) error {
	if v, ok := settings[SetDuskTurns]; ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 0 || n > MaxDuskTurns {
			return fmt.Errorf("bnb: setting %s = %q: expected the turns of dusk before night, a whole number from 0 to %d (A37: the text gives none)", SetDuskTurns, v, MaxDuskTurns)
		}
	}
	v, ok := settings[SetDaytime]
	if !ok {
		return nil
	}
	switch strings.TrimSpace(v) {
	case WeatherNone:
		return nil
	case WeatherRoll:
	default:
		return fmt.Errorf("bnb: setting %s = %q: expected %q (the default) or %q (§11.8 [L1003])", SetDaytime, v, WeatherNone, WeatherRoll)
	}
	if !preBattle {
		return fmt.Errorf("bnb: setting %s = %q needs %s = %q: the turns before dusk are rolled at S3, the sun told from the invader [L711, L1021]", SetDaytime, v, SetDeployment, DeployPreBattle)
	}
	return nil
}

// duskTurns is the length of dusk (A37).
func duskTurns(s *rules.State) int {
	if n, err := strconv.Atoi(strings.TrimSpace(s.Settings[SetDuskTurns])); err == nil {
		return n
	}
	return DefaultDuskTurns
}

// Daylight is the turns played before dusk, and false when the time of
// day is not played or not rolled yet.
func Daylight(s *rules.State) (int, bool) {
	n := s.Counters[ctDaylight]
	return n, n > 0 && daytimeRolled(s.Settings)
}

// Dusk reports whether this turn is at dusk [L1013].
func Dusk(s *rules.State) bool {
	n, ok := Daylight(s)
	return ok && s.Turn > n && s.Turn <= n+duskTurns(s)
}

// duskLight is the scoreboard's Dusk: 0 by day, and through the dusk
// turns [L1013] from a half in the first to 1 in the last before night
// [L1017], so that the window darkens as night nears.
func duskLight(s *rules.State) float64 {
	if !Dusk(s) {
		return 0
	}
	n, _ := Daylight(s)
	k := duskTurns(s)
	if k <= 1 {
		return 1
	}
	return 0.5 + 0.5*float64(s.Turn-n-1)/float64(k-1)
}

// dazzleRisk reports whether this turn is one of the two before dusk
// [L1011].
func dazzleRisk(s *rules.State) bool {
	n, ok := Daylight(s)
	return ok && s.Turn > n-DazzleTurns && s.Turn <= n
}

// night reports whether night has fallen [L1017].
func night(s *rules.State) bool {
	n, ok := Daylight(s)
	return ok && s.Turn > n+duskTurns(s)
}

// Dazzled reports whether base b faces the sun in a period of dazzle
// [L1030]; whether it is in close combat or a shooting Bw is the
// caller's.
func Dazzled(s *rules.State, b *table.Base) bool {
	sun := s.Counters[ctSun]
	return s.Counters[ctDazzle] == 1 && sun >= 1 && sun <= len(edgeNames) && facing45(b.Shape.Facing, edgeBearing(sun-1))
}

// startDaylight starts S3's time-of-day roll, the scenario's first army
// first.
func startDaylight(s *rules.State) []rules.Event {
	s.Phase, s.Active = PhaseDaylight, 0
	return []rules.Event{{Kind: "phase", Side: 0, Text: "each player rolls a D6: the turns played before dusk [L1005]"}}
}

// rollDaylight is S3's time of day [L1005]: a D6 each; with both, their
// sum is the turns before dusk (A37). S4 follows.
func rollDaylight(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	evs, n, both, err := rollEach(s, d, ctDaylightRoll, "the time of day", "the turns before dusk", "BnB §11.8 [L1005]")
	if err != nil || !both {
		return evs, err
	}
	me := s.Active
	s.SetCounter(ctDaylight, n)
	dusk := duskTurns(s)
	evs = append(evs, rules.Event{Kind: "daytime", Side: me,
		Text: fmt.Sprintf("%d turns before dusk (the two dice, A37): dazzle is a risk in turns %d-%d [L1011], dusk lasts %d turn%s [L1013], night ends the battle in turn %d [L1017]",
			n, max(n-DazzleTurns+1, 1), n, dusk, plural(dusk), n+dusk+1),
		Facts: []rules.Fact{{Name: FactDaylight, Value: n, Text: "turns before dusk", Rule: "BnB §11.8 [L1005], A37"}}})
	return append(evs, baggageTurn(s, -1)...), nil
}

// startPeriod is the start of a period before its PIG roll: step 1, the
// weather's roll (weather.go), then step 2, the time of day (timeStep).
// Without the optional rules it is the PIG roll.
func startPeriod(s *rules.State) []rules.Event {
	s.SetCounter(ctDazzle, 0)
	if weatherRolled(s.Settings) && weatherStep(s) {
		s.Phase = PhaseWeather
		return nil
	}
	return timeStep(s)
}

// timeStep is step 2 of a period [L1312]: night ends the battle
// [L1017]; before the first PIG roll the sun's edge is rolled [L1021];
// in a turn at risk the dazzle D6 [L1028]; then the PIG roll.
func timeStep(s *rules.State) []rules.Event {
	s.Phase = PhasePIGs
	if !daytimeRolled(s.Settings) {
		return nil
	}
	if night(s) {
		return nightFalls(s)
	}
	var evs []rules.Event
	if n, _ := Daylight(s); s.Turn == n+1 && s.Active == firstPlayer(s) && duskTurns(s) > 0 {
		evs = append(evs, rules.Event{Kind: "daytime", Side: s.Active,
			Text: fmt.Sprintf("dusk falls: no more dazzle, and sight is %d MU [L1013]", DuskSightMU)})
	}
	switch {
	case s.Counters[ctSun] == 0:
		s.Phase = PhaseSun
	case dazzleRisk(s):
		s.Phase = PhaseDazzle
	}
	return evs
}

// nightFalls ends the battle: a draw [L1017, L2031], 3 points each
// [L2040].
func nightFalls(s *rules.State) []rules.Event {
	s.SetCounter(ctOver, 1)
	s.SetCounter(ctWinner, 0)
	s.Phase = PhaseOver
	return []rules.Event{{Kind: "end", Side: s.Active,
		Text: fmt.Sprintf("night falls in turn %d: the battle ends at once, a draw [L1017, L2031]; score %d each [L2040]", s.Turn, ScoreMutualRout)}}
}

// rollSun is the sun's edge [L1021-1026]: the active player's AD, 2 the
// invaded player's edge, 3 the edge on his left, 4 on his right, 5 the
// invader's (A38). The dazzle roll or the PIG roll follows.
func rollSun(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	face, err := dice.D6(d)
	if err != nil {
		return nil, err
	}
	ad := ADFace(face)
	inv, _ := Invader(s)
	invaded := edgeOf(s, 1-inv)
	e, where := invaded, "the invaded player's edge"
	switch ad {
	case 3:
		e, where = leftOf(invaded), "the edge on the invaded player's left"
	case 4:
		e, where = rightOf(invaded), "the edge on the invaded player's right"
	case 5:
		e, where = edgeOf(s, inv), "the invader's edge (A38)"
	}
	s.SetCounter(ctSun, e+1)
	evs := []rules.Event{{Kind: "roll", Side: s.Active, Rolls: []dice.Roll{{Sides: 6, Value: face}},
		Text: fmt.Sprintf("%s rolls an AD for the sun: the D6 shows %d, read as %d: the sun is on %s, the %s edge [L1021-1026]", sideName(s, s.Active), face, ad, where, edgeNames[e]),
		Facts: []rules.Fact{{Name: FactDie, Value: face, Text: "D6 of the AD for the sun", Rule: "BnB §11.8 [L1021]"},
			{Name: FactReadAs, Value: ad, Text: "the D6 read as an average die", Rule: "BnB §1 [L768]"},
			{Name: FactSun, Value: int(edgeBearing(e)), Text: "the bearing of the sun's edge, " + edgeNames[e], Rule: "BnB §11.8 [L1022-1026], A38"}}}}
	s.Phase = PhasePIGs
	if dazzleRisk(s) {
		s.Phase = PhaseDazzle
	}
	return evs, nil
}

// rollDazzle is the dazzle check [L1028]: the active player's D6, 1 or 6
// dazzle this period. The PIG roll follows.
func rollDazzle(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	face, err := dice.D6(d)
	if err != nil {
		return nil, err
	}
	on := face == 1 || face == 6
	s.SetCounter(ctDazzle, b2i(on))
	text := fmt.Sprintf("%s rolls %d for dazzle: none this period [L1028]", sideName(s, s.Active), face)
	if on {
		text = fmt.Sprintf("%s rolls %d for dazzle: the sun dazzles this period — a base in close combat or a shooting Bw facing the %s edge ±45° is dazzled, +1 to its opponent [L1028-1030]",
			sideName(s, s.Active), face, edgeNames[s.Counters[ctSun]-1])
	}
	s.Phase = PhasePIGs
	return []rules.Event{{Kind: "roll", Side: s.Active, Rolls: []dice.Roll{{Sides: 6, Value: face}}, Text: text,
		Facts: []rules.Fact{{Name: FactDie, Value: face, Text: "D6 for dazzle: 1 or 6 dazzles", Rule: "BnB §11.8 [L1028]"},
			{Name: FactDazzle, Value: b2i(on), Text: "1: dazzle this period", Rule: "BnB §11.8 [L1028]"}}}}, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// daytimeOffers are the buttons of the time of day's rolls.
func daytimeOffers(s *rules.State, side int) []rules.Offer {
	switch s.Phase {
	case PhaseDaylight:
		return []rules.Offer{{Label: "Roll for the time of day — D6",
			Detail: []string{"the two dice make the turns played before dusk (A37) [L1005]"},
			Action: rules.Action{Kind: KindRollDaylight, Side: side}}}
	case PhaseSun:
		return []rules.Offer{{Label: "Roll for the sun — AD",
			Detail: []string{"2 the invaded player's edge, 3 his left, 4 his right, 5 the invader's edge [L1021-1026], A38"},
			Action: rules.Action{Kind: KindRollSun, Side: side}}}
	case PhaseDazzle:
		return []rules.Offer{{Label: "Roll for dazzle — D6",
			Detail: []string{"1 or 6: dazzle this period [L1028]"},
			Action: rules.Action{Kind: KindRollDazzle, Side: side}}}
	}
	return nil
}

// skyItems are the scoreboard's lines of the weather and the time of day.
func skyItems(s *rules.State) []string {
	var out []string
	if weatherRolled(s.Settings) && s.Counters[ctWeather] > 0 {
		switch {
		case Raining(s):
			out = append(out, "Rain: shots' targets +1 (T3)")
		case rainRisk(s) && s.Counters[ctRain] == 0:
			out = append(out, "Risk of rain")
		}
		if w := currentWind(Config{}, s); w != "" {
			out = append(out, "Wind from the "+w)
		}
	}
	if n, ok := Daylight(s); ok && s.Turn > 0 {
		switch {
		case s.Turn <= n:
			out = append(out, fmt.Sprintf("Dusk after turn %d", n))
		case Dusk(s):
			out = append(out, fmt.Sprintf("Dusk: sight %d MU; night after turn %d", DuskSightMU, n+duskTurns(s)))
		}
		if s.Counters[ctDazzle] == 1 {
			out = append(out, "Dazzle: the sun on the "+edgeNames[s.Counters[ctSun]-1]+" edge")
		}
	}
	return out
}
