package bloodblades

import (
	"testing"

	"plateau/rules"
)

// The weather (bnb.md §11.7 [L979-999], weather.go). preWorld: blue
// deploys at the bottom (the S edge), red at the top (N); blue invades
// with 4 + 3 against 3 + 1.

// skyWorld is preWorld with the weather and the time of day as asked.
func skyWorld(weather, daytime bool) *world {
	w := preWorld()
	if weather {
		w.set(SetWeather, WeatherRoll)
	}
	if daytime {
		w.set(SetDaytime, WeatherRoll)
	}
	return w
}

// toBattle plays w's pre-battle sequence to turn 1: blue invades, the S3
// dice are faces (weather score blue then red, the wind's origin if
// windy, the time of day blue then red, as the sequence asks), the
// deployment dice 1 and 1 (blue, the invader, deploys second and plays
// first), every deployment as placed.
func toBattle(t *testing.T, w *world, faces ...int) (rules.State, []rules.Event) {
	t.Helper()
	s, all := rollInvaders(t, w.state(t), 4, 3)
	for s.Turn == 0 {
		var evs []rules.Event
		switch s.Phase {
		case PhaseWeatherScore, PhaseWindOrigin, PhaseDaylight:
			if len(faces) == 0 {
				t.Fatalf("phase %s: no die left", s.Phase)
			}
			s, evs = apply(t, s, roll(preSteps[s.Phase].kinds[0], s.Active), faces[0])
			faces = faces[1:]
		case PhaseDeployOrder:
			s, evs = apply(t, s, roll(KindRollDeployOrder, s.Active), 1)
		default:
			s, evs = apply(t, s, end(s.Active))
		}
		all = append(all, evs...)
	}
	if len(faces) > 0 {
		t.Fatalf("dice %v left over", faces)
	}
	return s, all
}

// S3 [L985-987]: the weather score is the two D6; 2 or 3 a risk of rain,
// 11 or 12 wind (then the invader's roll for its origin [L997]), anything
// else fair; S4 follows.
func TestWeatherScore(t *testing.T) {
	for _, c := range []struct {
		name       string
		blue, red  int
		score      int
		rain, wind bool
	}{
		{"1+1 = 2: risk of rain [L987]", 1, 1, 2, true, false},
		{"1+2 = 3: risk of rain [L987]", 1, 2, 3, true, false},
		{"2+2 = 4: fair [L987]", 2, 2, 4, false, false},
		{"4+6 = 10: fair [L987]", 4, 6, 10, false, false},
		{"5+6 = 11: wind [L987]", 5, 6, 11, false, true},
		{"6+6 = 12: wind [L987]", 6, 6, 12, false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := rollInvaders(t, skyWorld(true, false).state(t), 4, 3)
			if s.Phase != PhaseWeatherScore || s.Active != 0 {
				t.Fatalf("after S1: phase %q active %d, want %s by blue", s.Phase, s.Active, PhaseWeatherScore)
			}
			s, _ = apply(t, s, roll(KindRollWeatherScore, 0), c.blue)
			if s.Active != 1 || s.Counters[ctWeather] != 0 {
				t.Fatalf("after blue's die: active %d, score %d", s.Active, s.Counters[ctWeather])
			}
			s, evs := apply(t, s, roll(KindRollWeatherScore, 1), c.red)
			if s.Counters[ctWeather] != c.score || rainRisk(&s) != c.rain || windy(&s) != c.wind {
				t.Errorf("score %d rain %v wind %v, want %d %v %v", s.Counters[ctWeather], rainRisk(&s), windy(&s), c.score, c.rain, c.wind)
			}
			if len(evs) < 2 || evs[0].Kind != "roll" || evs[1].Kind != "weather" || evs[1].Facts[0].Value != c.score || !has(evs[1].Text, "[L987]") {
				t.Errorf("events %+v", evs)
			}
			want, active := PhaseDeployOrder, 0 // no baggage: S5
			if c.wind {
				want = PhaseWindOrigin
			}
			if s.Phase != want || s.Active != active {
				t.Errorf("then phase %q active %d, want %q %d", s.Phase, s.Active, want, active)
			}
		})
	}
}

// [L997]: the invader rolls the wind's origin at once: 4-6 it blows from
// his right to his left, 1-3 from his left to his right, as seen from
// his edge looking across the table. Blue at the S edge has the E on his
// right; red at the N edge has the W.
func TestWindOrigin(t *testing.T) {
	for _, c := range []struct {
		name    string
		invader int
		face    int
		from    string
	}{
		{"blue invades, 4: from his right, the E", 0, 4, "E"},
		{"blue invades, 6: from his right, the E", 0, 6, "E"},
		{"blue invades, 3: from his left, the W", 0, 3, "W"},
		{"blue invades, 1: from his left, the W", 0, 1, "W"},
		{"red invades, 4: from his right, the W", 1, 4, "W"},
		{"red invades, 1: from his left, the E", 1, 1, "E"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := skyWorld(true, false).state(t)
			if c.invader == 0 {
				s, _ = rollInvaders(t, s, 4, 3)
			} else {
				s, _ = rollInvaders(t, s, 1, 6)
			}
			s, _ = apply(t, s, roll(KindRollWeatherScore, 0), 6)
			s, _ = apply(t, s, roll(KindRollWeatherScore, 1), 6)
			if s.Phase != PhaseWindOrigin || s.Active != c.invader {
				t.Fatalf("phase %q active %d, want the invader's wind roll", s.Phase, s.Active)
			}
			if err := (Rules{}).Check(&s, roll(KindRollWindOrigin, 1-c.invader)); code(err) != "turn" {
				t.Errorf("the invaded player's wind roll: %v, want turn", err)
			}
			n, evs := apply(t, s, roll(KindRollWindOrigin, c.invader), c.face)
			if got := currentWind(Config{}, &n); got != c.from {
				t.Errorf("the wind comes from %q, want %q (%s)", got, c.from, evs[0].Text)
			}
			if n.Phase != PhaseDeployOrder || !has(evs[0].Text, "[L997]") {
				t.Errorf("phase %q, events %+v", n.Phase, evs)
			}
		})
	}
}

// Each player's edge (edges.go): the setting edge-<army id> when given,
// else the edge nearest the deployment zone's centre, else the bases'.
func TestEdges(t *testing.T) {
	s := skyWorld(true, false).state(t)
	if edgeOf(&s, 0) != 2 || edgeOf(&s, 1) != 0 {
		t.Errorf("zones: edges %d %d, want S (2) and N (0)", edgeOf(&s, 0), edgeOf(&s, 1))
	}
	s = skyWorld(true, false).set(SetEdge+"blue", "w").state(t)
	if edgeOf(&s, 0) != 3 {
		t.Errorf("edge-blue = w: edge %d, want W (3)", edgeOf(&s, 0))
	}
	w := skyWorld(true, false)
	w.s.Sides[0].Deployment, w.s.Sides[1].Deployment = nil, nil
	s = w.state(t) // blue's C-in-C at (110, 72), red's at (10, 3)
	if edgeOf(&s, 0) != 2 || edgeOf(&s, 1) != 0 {
		t.Errorf("bases: edges %d %d, want S and N", edgeOf(&s, 0), edgeOf(&s, 1))
	}
	bad := skyWorld(true, false).set(SetEdge+"blue", "up").s
	if err := (Rules{}).Setup(&bad); err == nil || !has(err.Error(), "edge-blue") {
		t.Errorf("edge-blue = up: %v, want an error naming the key", err)
	}
}

// The weather's settings: "none" or "rolled", rolled only with the
// pre-battle sequence [L711] and without the fixed wind setting.
func TestWeatherSettings(t *testing.T) {
	for _, c := range []struct {
		name string
		w    *world
		want string // in the error, "" for none
	}{
		{"rolled", skyWorld(true, true), ""},
		{"none", preWorld().set(SetWeather, "none").set(SetDaytime, "none"), ""},
		{"a bad value", preWorld().set(SetWeather, "sunny"), "weather"},
		{"as placed", newWorld().set(SetWeather, WeatherRoll), "pre-battle"},
		{"with the wind setting", skyWorld(true, false).set(SetWind, "N"), "wind"},
		{"time of day as placed", newWorld().set(SetDaytime, WeatherRoll), "pre-battle"},
		{"a bad time of day", preWorld().set(SetDaytime, "noon"), "time-of-day"},
		{"dusk-turns 13", skyWorld(false, true).set(SetDuskTurns, "13"), "dusk-turns"},
		{"dusk-turns -1", skyWorld(false, true).set(SetDuskTurns, "-1"), "dusk-turns"},
		{"dusk-turns 0", skyWorld(false, true).set(SetDuskTurns, "0"), ""},
	} {
		s := c.w.s.Clone()
		err := (Rules{}).Setup(&s)
		if (err != nil) != (c.want != "") || err != nil && !has(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.name, err, c.want)
		}
	}
}

// playPeriod plays the active player's period from its PIG roll to the
// next period's start: PIGs 3, no moves.
func playPeriod(t *testing.T, s rules.State) (rules.State, []rules.Event) {
	t.Helper()
	if s.Phase != PhasePIGs {
		t.Fatalf("phase %q, want %s", s.Phase, PhasePIGs)
	}
	s, _ = apply(t, s, roll(KindRollPIGs, s.Active), 3)
	return apply(t, s, end(s.Active))
}

// Step 1 [L1311] with rain risk [L991]: each player rolls a D6 at the
// start of his period; a 6 starts the rain, another 6 stops it for good,
// and nobody rolls again.
func TestRainRolls(t *testing.T) {
	s, evs := toBattle(t, skyWorld(true, false), 1, 2) // score 3
	if s.Phase != PhaseWeather || s.Active != 0 || !has(evs[len(evs)-1].Text, "turn 1 begins") || has(evs[len(evs)-1].Text, "roll PIGs") {
		t.Fatalf("turn 1: phase %q active %d (%s), want blue's weather roll", s.Phase, s.Active, evs[len(evs)-1].Text)
	}
	if err := (Rules{}).Check(&s, roll(KindRollPIGs, 0)); code(err) != "phase" {
		t.Errorf("PIGs before the weather: %v, want phase", err)
	}
	steps := []struct {
		face     int
		rain     int
		raining  bool
		text     string
		nextRoll bool // the next period starts with a weather roll
	}{
		{5, 0, false, "no rain yet", true},
		{1, 0, false, "no rain yet", true},
		{6, 1, true, "the rain starts", true},
		{3, 1, true, "goes on raining", true},
		{6, 2, false, "stops for good", false},
	}
	for i, st := range steps {
		if s.Phase != PhaseWeather {
			t.Fatalf("step %d: phase %q, want %s", i, s.Phase, PhaseWeather)
		}
		var evs []rules.Event
		s, evs = apply(t, s, roll(KindRollWeather, s.Active), st.face)
		if s.Counters[ctRain] != st.rain || Raining(&s) != st.raining || !has(evs[0].Text, st.text) || !has(evs[0].Text, "[L991]") {
			t.Errorf("step %d, a %d: rain %d (%s), want %d %q", i, st.face, s.Counters[ctRain], evs[0].Text, st.rain, st.text)
		}
		if evs[0].Facts[0].Value != st.face || evs[0].Rolls[0].Value != st.face {
			t.Errorf("step %d: facts %+v", i, evs[0].Facts)
		}
		s, _ = playPeriod(t, s)
		if (s.Phase == PhaseWeather) != st.nextRoll {
			t.Errorf("step %d: next period's phase %q, want a weather roll %v", i, s.Phase, st.nextRoll)
		}
	}
	if err := (Rules{}).Check(&s, roll(KindRollWeather, s.Active)); code(err) != "phase" {
		t.Errorf("a rain roll after the rain stopped: %v, want phase", err)
	}
}

// [L884]: after 8 periods of rain in a row the unpaved roads are muddy
// for the rest of the battle (the counter stays); a dry period before
// resets the count.
func TestRainPeriods(t *testing.T) {
	s, _ := toBattle(t, skyWorld(true, false), 1, 1)
	s.SetCounter(ctRain, 1)
	s.SetCounter(ctRainPeriods, MuddyAfter-1)
	n, evs := apply(t, s, roll(KindRollWeather, 0), 2)
	if n.Counters[ctRainPeriods] != MuddyAfter || len(evs) < 2 || !has(evs[1].Text, "muddy") {
		t.Errorf("8th period of rain: count %d, events %+v", n.Counters[ctRainPeriods], evs)
	}
	s.SetCounter(ctRain, 0)
	s.SetCounter(ctRainPeriods, 5)
	if n, _ := apply(t, s, roll(KindRollWeather, 0), 2); n.Counters[ctRainPeriods] != 0 {
		t.Errorf("a dry period: count %d, want 0", n.Counters[ctRainPeriods])
	}
}

// Step 1 with wind [L997]: each period a 6 turns it 45° clockwise, a 1
// 45° anticlockwise, 2-5 leave it; from the NW clockwise is the N.
func TestWindRolls(t *testing.T) {
	s, _ := toBattle(t, skyWorld(true, false), 6, 5, 4) // wind, from the E
	for i, st := range []struct {
		face int
		from string
	}{{6, "SE"}, {6, "S"}, {2, "S"}, {5, "S"}, {1, "SE"}, {1, "E"}, {1, "NE"}, {1, "N"}, {1, "NW"}, {6, "N"}} {
		if s.Phase != PhaseWeather {
			t.Fatalf("step %d: phase %q", i, s.Phase)
		}
		var evs []rules.Event
		s, evs = apply(t, s, roll(KindRollWeather, s.Active), st.face)
		if got := currentWind(Config{}, &s); got != st.from || !has(evs[0].Text, "[L997]") {
			t.Errorf("step %d, a %d: from %q (%s), want %q", i, st.face, got, evs[0].Text, st.from)
		}
		s, _ = playPeriod(t, s)
	}
}

// T3 [L2110-2112]: the target of a shot gets +1 when it rains, or when
// the primary shoots against the wind — once for both; the rolled wind
// counts as the setting's does. Blue Bw at (60, 50) shoots north at a Bd.
func TestRainInShooting(t *testing.T) {
	for _, c := range []struct {
		name       string
		rain, wind int // counters: ctRain, ctWind (1 + compass index)
		want       string
		text       string
	}{
		{"dry, no wind", 0, 0, "CF+4 ", ""},
		{"raining [L2111]", 1, 0, "CF+4 T3+1 ", "in the rain"},
		{"the rain stopped", 2, 0, "CF+4 ", ""},
		{"a rolled north wind [L2112]", 0, 1, "CF+4 T3+1 ", "against the wind"},
		{"rain and a north wind: +1 once", 1, 1, "CF+4 T3+1 ", "+1 once"},
		{"rain, a south wind", 1, 5, "CF+4 T3+1 ", "in the rain"},
		{"a rolled east wind", 0, 3, "CF+4 ", ""},
	} {
		s := newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bd(O)", 60, 44, south).shooting(t)
		s.SetCounter(ctRain, c.rain)
		s.SetCounter(ctWind, c.wind)
		cfg := mustConfig(t, &s)
		sh, err := checkShoot(cfg, &s, shootAt("bw", "z"))
		if err != nil {
			t.Fatal(err)
		}
		_, z := assessShot(cfg, &s, closeCombat(&s), sh)
		if got := codes(z); got != c.want {
			t.Errorf("%s: target's factors %q, want %q", c.name, got, c.want)
		}
		if c.text != "" && (len(z.Factors) < 2 || !has(z.Factors[1].Text, c.text)) {
			t.Errorf("%s: %+v, want %q", c.name, z.Factors, c.text)
		}
	}
	// Return fire in the rain: both are shot at, both get T3 [L2111].
	s := newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bw(O)", 60, 44, south).shooting(t)
	s.SetCounter(ctRain, 1)
	cfg := mustConfig(t, &s)
	sh, _ := checkShoot(cfg, &s, shootAt("bw", "z"))
	p, z := assessShot(cfg, &s, closeCombat(&s), sh)
	if got, want := codes(p)+"| "+codes(z), "CF+2 T3+1 T9+1 | CF+2 T3+1 T9+1 "; got != want {
		t.Errorf("return fire in the rain: %q, want %q", got, want)
	}
}

// The weather's offers: the step's roll for the active player, none for
// the other.
func TestWeatherOffers(t *testing.T) {
	s, _ := rollInvaders(t, skyWorld(true, false).state(t), 4, 3)
	if o := (Rules{}).Offers(&s, 0, nil); len(o) != 1 || o[0].Label != "Roll for the weather — D6" || o[0].Disabled != "" {
		t.Errorf("S3 offers %+v", o)
	}
	if o := (Rules{}).Offers(&s, 1, nil); len(o) != 0 {
		t.Errorf("the other player's offers %+v", o)
	}
	s, _ = toBattle(t, skyWorld(true, false), 1, 1)
	if o := (Rules{}).Offers(&s, 0, nil); len(o) != 1 || o[0].Label != "Roll for the rain — D6" || o[0].Action.Kind != KindRollWeather {
		t.Errorf("period offers %+v", o)
	}
	if l := (Rules{}).Legal(&s, 0); len(l) != 1 || l[0] != KindRollWeather {
		t.Errorf("Legal %v", l)
	}
}
