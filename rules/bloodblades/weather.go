package bloodblades

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
)

// The weather (bnb.md §11.7 [L979-999]), optional [L981]: with the
// setting weather = "rolled" (and deployment = "pre-battle", whose S1
// gives the invader the wind is seen by), S3 [L711] rolls the weather
// score, a D6 each [L985]: 2 or 3 is a risk of rain, 11 or 12 wind
// [L987]. With wind, the invader rolls its origin at once [L997]: 4-6 it
// blows from his right to his left, else from his left to his right
// (seen from his table edge, edges.go). In play, step 1 of each period
// [L1311] (phase "weather") the active player rolls a D6: with rain risk
// a 6 starts the rain, or stops it for good once started, after which
// nobody rolls [L991]; with wind a 6 turns it 45° clockwise, a 1 45°
// anticlockwise [L997]. Rain gives the target of a shot +1 (T3 [L2111]);
// so does a shot against the wind (wind.go).

// Settings of the optional weather rules.
const (
	// SetWeather is "none" (the default: fair weather, or the fixed wind
	// of the wind setting) or "rolled" (§11.7).
	SetWeather   = "weather"
	WeatherNone  = "none"
	WeatherRoll  = "rolled"
	RainRiskMax  = 3  // a score of 2 or 3 is a risk of rain [L987]
	WindScoreMin = 11 // a score of 11 or 12 is wind [L987]
	// RainDie is the D6 face that starts or stops the rain [L991]; the
	// wind turns clockwise on WindClockwise, anticlockwise on
	// WindAnticlockwise [L997].
	RainDie           = 6
	WindClockwise     = 6
	WindAnticlockwise = 1
	// MuddyAfter is the consecutive periods of rain after which unpaved
	// roads are muddy [L884].
	MuddyAfter = 8
)

// Phases and actions of the weather.
const (
	PhaseWeatherScore = "weather-score" // S3: each player rolls a D6 [L985]
	PhaseWindOrigin   = "wind-origin"   // S3: the invader rolls where the wind comes from [L997]
	PhaseWeather      = "weather"       // period step 1: the active player's rain or wind D6 [L991, L997, L1311]

	KindRollWeatherScore = "roll-weather-score"
	KindRollWindOrigin   = "roll-wind-origin"
	KindRollWeather      = "roll-weather"
)

// Counters of the weather.
const (
	ctWeatherRoll = "weather-roll." // + side: the S3 D6, 0 not yet
	ctWeather     = "weather"       // the weather score, 0 not rolled
	ctRain        = "rain"          // 0 not raining, 1 raining, 2 stopped for good [L991]
	ctRainPeriods = "rain-periods"  // consecutive periods of rain [L884]
	ctWind        = "wind"          // 1 + the index in compass of where the wind comes from, 0 none
)

// compass are the points the wind may come from, clockwise from the top
// edge, 45° apart [L997].
var compass = []string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}

// weatherRolled reports whether the scenario plays the weather rules.
func weatherRolled(settings map[string]string) bool {
	return strings.TrimSpace(settings[SetWeather]) == WeatherRoll
}

// checkWeatherSetting checks the weather setting against the others: it
// needs the pre-battle sequence (S3 [L711], the invader [L997]) and
// rolls the wind, so the fixed wind setting is refused with it.
func checkWeatherSetting(settings map[string]string, preBattle bool) error {
	v, ok := settings[SetWeather]
	if !ok {
		return nil
	}
	switch strings.TrimSpace(v) {
	case WeatherNone:
		return nil
	case WeatherRoll:
	default:
		return fmt.Errorf("bnb: setting %s = %q: expected %q (the default) or %q (§11.7 [L981])", SetWeather, v, WeatherNone, WeatherRoll)
	}
	if !preBattle {
		return fmt.Errorf("bnb: setting %s = %q needs %s = %q: the weather is rolled at S3, its wind seen by the invader [L711, L997]", SetWeather, v, SetDeployment, DeployPreBattle)
	}
	if _, ok := settings[SetWind]; ok {
		return fmt.Errorf("bnb: setting %s = %q rolls the wind [L997]: leave out the setting %s", SetWeather, v, SetWind)
	}
	return nil
}

// currentWind is where the wind comes from now: the weather's when it is
// rolled, else the wind setting's; "" for none.
func currentWind(c Config, s *rules.State) string {
	if w := s.Counters[ctWind]; w >= 1 && w <= len(compass) {
		return compass[w-1]
	}
	return c.Wind
}

// Raining reports whether it is raining (T3 [L2111]).
func Raining(s *rules.State) bool { return s.Counters[ctRain] == 1 }

// rainRisk reports whether the weather score is a risk of rain [L987].
func rainRisk(s *rules.State) bool { w := s.Counters[ctWeather]; return w >= 2 && w <= RainRiskMax }

// windy reports whether the weather score is wind [L987].
func windy(s *rules.State) bool { return s.Counters[ctWeather] >= WindScoreMin }

// weatherStep reports whether this period starts with a weather roll
// (step 1 [L1311]): with rain risk until the rain has stopped for good
// [L991], with wind always [L997].
func weatherStep(s *rules.State) bool {
	return rainRisk(s) && s.Counters[ctRain] < 2 || windy(s)
}

// rollWeatherScore is S3's weather score [L985-987]: a D6 each, the
// scenario's first army first; with both, the score.
func rollWeatherScore(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	evs, score, both, err := rollEach(s, d, ctWeatherRoll, "the weather", "the weather score", "BnB §11.7 [L985]")
	if err != nil || !both {
		return evs, err
	}
	me := s.Active
	s.SetCounter(ctWeather, score)
	what := "fair weather"
	switch {
	case score <= RainRiskMax:
		what = "a risk of rain: each player rolls a D6 at the start of his period, a 6 starting the rain [L991]"
	case score >= WindScoreMin:
		what = "wind: the invader rolls where it comes from [L997]"
	}
	evs = append(evs, rules.Event{Kind: "weather", Side: me, Text: fmt.Sprintf("the weather score is %d: %s [L987]", score, what),
		Facts: []rules.Fact{{Name: FactWeather, Value: score, Text: what, Rule: "BnB §11.7 [L987]"}}})
	if score >= WindScoreMin {
		inv, _ := Invader(s)
		s.Phase, s.Active = PhaseWindOrigin, inv
		return evs, nil
	}
	return append(evs, afterWeather(s)...), nil
}

// rollEach is one player's D6 of a roll both make in turn (S3's weather
// and time of day, [L985], [L1005]), kept in the counter of key for his
// side: it passes the roll to the other, or with both in, clears them and
// gives their sum (both set). what and why name the roll in the event.
func rollEach(s *rules.State, d dice.Roller, key, what, why, rule string) (evs []rules.Event, sum int, both bool, err error) {
	face, err := dice.D6(d)
	if err != nil {
		return nil, 0, false, err
	}
	me, other := s.Active, 1-s.Active
	setCounterOf(s, key, me, face)
	evs = []rules.Event{{Kind: "roll", Side: me, Rolls: []dice.Roll{{Sides: 6, Value: face}},
		Text:  fmt.Sprintf("%s rolls %d for %s [%s", sideName(s, me), face, what, rule[strings.Index(rule, "[")+1:]),
		Facts: []rules.Fact{{Name: FactDie, Value: face, Text: "D6 for " + why, Rule: rule}}}}
	if counter(s, key, other) == 0 {
		s.Active = other
		return evs, 0, false, nil
	}
	sum = face + counter(s, key, other)
	setCounterOf(s, key, 0, 0)
	setCounterOf(s, key, 1, 0)
	return evs, sum, true, nil
}

// rollWindOrigin is the wind's first direction [L997]: the invader's D6,
// 4-6 from his right to his left, 1-3 from his left to his right.
func rollWindOrigin(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	face, err := dice.D6(d)
	if err != nil {
		return nil, err
	}
	inv, _ := Invader(s)
	e := edgeOf(s, inv)
	from, way := leftOf(e), "from his left to his right"
	if face >= 4 {
		from, way = rightOf(e), "from his right to his left"
	}
	w := edgeWind(from)
	s.SetCounter(ctWind, w+1)
	evs := []rules.Event{{Kind: "roll", Side: inv, Rolls: []dice.Roll{{Sides: 6, Value: face}},
		Text: fmt.Sprintf("%s rolls %d for the wind: it blows %s as he sees it from the %s edge, from the %s [L997]", sideName(s, inv), face, way, edgeNames[e], compass[w]),
		Facts: []rules.Fact{{Name: FactDie, Value: face, Text: "D6 for the wind's origin: 4-6 from the invader's right", Rule: "BnB §11.7 [L997]"},
			{Name: FactWind, Value: w * 45, Text: "the bearing the wind comes from, " + compass[w], Rule: "BnB §11.7 [L997]"}}}}
	return append(evs, afterWeather(s)...), nil
}

// afterWeather is what follows the weather in S3: the time of day when
// it is played, else S4.
func afterWeather(s *rules.State) []rules.Event {
	if daytimeRolled(s.Settings) {
		return startDaylight(s)
	}
	return baggageTurn(s, -1)
}

// rollWeather is step 1 of a period [L1311]: the active player's D6 for
// the rain [L991] or the wind [L997].
func rollWeather(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	face, err := dice.D6(d)
	if err != nil {
		return nil, err
	}
	me := s.Active
	die := rules.Fact{Name: FactDie, Value: face, Rule: "BnB §11.7 [L991]"}
	ev := rules.Event{Kind: "roll", Side: me, Rolls: []dice.Roll{{Sides: 6, Value: face}}}
	if windy(s) {
		w := max(s.Counters[ctWind]-1, 0)
		die.Rule, die.Text = "BnB §11.7 [L997]", "D6 for the wind: 6 turns it 45° clockwise, 1 anticlockwise"
		switch face {
		case WindClockwise:
			w = (w + 1) % len(compass)
			ev.Text = fmt.Sprintf("%s rolls %d for the wind: it turns 45° clockwise and comes from the %s [L997]", sideName(s, me), face, compass[w])
		case WindAnticlockwise:
			w = (w + len(compass) - 1) % len(compass)
			ev.Text = fmt.Sprintf("%s rolls %d for the wind: it turns 45° anticlockwise and comes from the %s [L997]", sideName(s, me), face, compass[w])
		default:
			ev.Text = fmt.Sprintf("%s rolls %d for the wind: it still comes from the %s [L997]", sideName(s, me), face, compass[w])
		}
		s.SetCounter(ctWind, w+1)
		ev.Facts = []rules.Fact{die, {Name: FactWind, Value: w * 45, Text: "the bearing the wind comes from, " + compass[w], Rule: "BnB §11.7 [L997]"}}
	} else {
		die.Text = "D6 for the rain: a 6 starts it, or stops it for good"
		rain := s.Counters[ctRain]
		switch {
		case face == RainDie && rain == 0:
			rain = 1
			ev.Text = fmt.Sprintf("%s rolls %d: the rain starts [L991]", sideName(s, me), face)
		case face == RainDie:
			rain = 2
			ev.Text = fmt.Sprintf("%s rolls %d: the rain stops for good; no more rain rolls [L991]", sideName(s, me), face)
		case rain == 1:
			ev.Text = fmt.Sprintf("%s rolls %d: it goes on raining [L991]", sideName(s, me), face)
		default:
			ev.Text = fmt.Sprintf("%s rolls %d: no rain yet [L991]", sideName(s, me), face)
		}
		s.SetCounter(ctRain, rain)
		ev.Facts = []rules.Fact{die, {Name: FactRain, Value: rain, Text: "0 no rain, 1 raining, 2 stopped for good", Rule: "BnB §11.7 [L991]"}}
	}
	evs := []rules.Event{ev}
	if Raining(s) {
		n := s.Counters[ctRainPeriods] + 1
		s.SetCounter(ctRainPeriods, min(n, keyCountMax))
		if n == MuddyAfter {
			evs = append(evs, rules.Event{Kind: "weather", Side: me,
				Text: fmt.Sprintf("%d periods of rain in a row: the unpaved roads are muddy until the end of the battle [L884]", MuddyAfter)})
		}
	} else if s.Counters[ctRainPeriods] < MuddyAfter {
		s.SetCounter(ctRainPeriods, 0)
	}
	return append(evs, timeStep(s)...), nil
}

// keyCountMax is the top of keyCount's range.
const keyCountMax = 1000

// weatherOffers are the buttons of the weather's rolls.
func weatherOffers(s *rules.State, side int) []rules.Offer {
	switch s.Phase {
	case PhaseWeatherScore:
		return []rules.Offer{{Label: "Roll for the weather — D6",
			Detail: []string{"the two dice make the weather score: 2-3 a risk of rain, 11-12 wind [L987]"},
			Action: rules.Action{Kind: KindRollWeatherScore, Side: side}}}
	case PhaseWindOrigin:
		return []rules.Offer{{Label: "Roll for the wind — D6",
			Detail: []string{"4-6: it blows from your right to your left; 1-3 from your left to your right [L997]"},
			Action: rules.Action{Kind: KindRollWindOrigin, Side: side}}}
	case PhaseWeather:
		if windy(s) {
			return []rules.Offer{{Label: "Roll for the wind — D6",
				Detail: []string{fmt.Sprintf("it comes from the %s; 6 turns it 45° clockwise, 1 anticlockwise [L997]", currentWind(Config{}, s))},
				Action: rules.Action{Kind: KindRollWeather, Side: side}}}
		}
		detail := "a 6 starts the rain [L991]"
		if Raining(s) {
			detail = "it is raining; a 6 stops it for good [L991]"
		}
		return []rules.Offer{{Label: "Roll for the rain — D6", Detail: []string{detail},
			Action: rules.Action{Kind: KindRollWeather, Side: side}}}
	}
	return nil
}
