package bloodblades

import (
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// The time of day (bnb.md §11.8 [L1001-1033], daytime.go). skyWorld and
// toBattle are in weather_test.go: blue (S edge) invades red (N edge),
// and plays first.

// S3 [L1005], A37: each player rolls a D6, their sum the turns before
// dusk; S4 follows; the turns at risk of dazzle, of dusk and of night
// follow from it and the dusk-turns setting.
func TestDaylightRoll(t *testing.T) {
	for _, c := range []struct {
		name      string
		blue, red int
		dusk      string // the dusk-turns setting, "" for the default 1
		risk      []int  // turns 1-8 at risk of dazzle [L1011]
		atDusk    []int  // at dusk [L1013]
		night     int    // the first turn of night [L1017]
	}{
		{"1+1 = 2 turns: turns 1-2 at risk, 3 dusk, 4 night", 1, 1, "", []int{1, 2}, []int{3}, 4},
		{"1+2 = 3: turns 2-3 at risk", 1, 2, "", []int{2, 3}, []int{4}, 5},
		{"3+3 = 6, dusk 2 turns", 3, 3, "2", []int{5, 6}, []int{7, 8}, 9},
		{"6+6 = 12", 6, 6, "", []int{11, 12}, []int{13}, 14},
		{"1+1 = 2, no dusk: night in turn 3", 1, 1, "0", []int{1, 2}, nil, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := skyWorld(false, true)
			if c.dusk != "" {
				w.set(SetDuskTurns, c.dusk)
			}
			s, _ := rollInvaders(t, w.state(t), 4, 3)
			if s.Phase != PhaseDaylight || s.Active != 0 {
				t.Fatalf("after S1: phase %q active %d", s.Phase, s.Active)
			}
			s, _ = apply(t, s, roll(KindRollDaylight, 0), c.blue)
			s, evs := apply(t, s, roll(KindRollDaylight, 1), c.red)
			if n, ok := Daylight(&s); !ok || n != c.blue+c.red || s.Phase != PhaseDeployOrder {
				t.Fatalf("daylight %d %v, phase %q, want %d then S5", n, ok, s.Phase, c.blue+c.red)
			}
			if len(evs) < 2 || evs[1].Kind != "daytime" || evs[1].Facts[0].Value != c.blue+c.red || !has(evs[1].Text, "A37") {
				t.Errorf("events %+v", evs)
			}
			for turn := 1; turn <= 14; turn++ {
				s.Turn = turn
				in := func(xs []int) bool {
					for _, x := range xs {
						if x == turn {
							return true
						}
					}
					return false
				}
				if dazzleRisk(&s) != in(c.risk) || Dusk(&s) != in(c.atDusk) || night(&s) != (turn >= c.night) {
					t.Errorf("turn %d: risk %v dusk %v night %v", turn, dazzleRisk(&s), Dusk(&s), night(&s))
				}
			}
		})
	}
}

// The sun [L1021-1026], A38: just before the battle's first PIG roll the
// active player rolls an AD: 2 the invaded player's edge (red's, N), 3
// the edge on his left (red looks south: the E), 4 on his right (W), 5
// the invader's (S). Faces 1 and 6 read as 3 and 4 [L768].
func TestSunEdge(t *testing.T) {
	for _, c := range []struct {
		face int
		edge string
	}{{1, "E"}, {2, "N"}, {3, "E"}, {4, "W"}, {5, "S"}, {6, "W"}} {
		s, _ := toBattle(t, skyWorld(false, true), 4, 4) // dusk after turn 8
		if s.Phase != PhaseSun || s.Active != 0 {
			t.Fatalf("turn 1: phase %q active %d, want blue's sun roll", s.Phase, s.Active)
		}
		if err := (Rules{}).Check(&s, roll(KindRollPIGs, 0)); code(err) != "phase" {
			t.Errorf("PIGs before the sun: %v, want phase", err)
		}
		n, evs := apply(t, s, roll(KindRollSun, 0), c.face)
		if got := edgeNames[n.Counters[ctSun]-1]; got != c.edge || !has(evs[0].Text, "[L1021-1026]") {
			t.Errorf("AD face %d: the sun on %s (%s), want %s", c.face, got, evs[0].Text, c.edge)
		}
		if n.Phase != PhasePIGs {
			t.Errorf("face %d: then phase %q, want the PIGs (turn 1 is not at risk)", c.face, n.Phase)
		}
		// It is rolled once: red's period and later go straight to PIGs.
		n, _ = playPeriod(t, n)
		if n.Phase != PhasePIGs {
			t.Errorf("red's period: phase %q, want PIGs", n.Phase)
		}
	}
}

// The dazzle check [L1028]: in a period at risk the active player rolls
// a D6 just before his PIGs; 1 or 6 is dazzle this period, and it ends
// with the period. With dusk after turn 2 turn 1 is at risk: the sun's
// roll, then the dazzle roll.
func TestDazzleRoll(t *testing.T) {
	for face := 1; face <= 6; face++ {
		s, _ := toBattle(t, skyWorld(false, true), 1, 1)
		s, _ = apply(t, s, roll(KindRollSun, 0), 2)
		if s.Phase != PhaseDazzle {
			t.Fatalf("after the sun: phase %q, want %s", s.Phase, PhaseDazzle)
		}
		if err := (Rules{}).Check(&s, roll(KindRollPIGs, 0)); code(err) != "phase" {
			t.Errorf("PIGs before the dazzle roll: %v, want phase", err)
		}
		n, evs := apply(t, s, roll(KindRollDazzle, 0), face)
		want := face == 1 || face == 6
		if (n.Counters[ctDazzle] == 1) != want || n.Phase != PhasePIGs || !has(evs[0].Text, "[L1028") {
			t.Errorf("face %d: dazzle %d phase %q (%s), want %v", face, n.Counters[ctDazzle], n.Phase, evs[0].Text, want)
		}
		n, _ = playPeriod(t, n)
		if n.Counters[ctDazzle] != 0 || n.Phase != PhaseDazzle || n.Active != 1 {
			t.Errorf("face %d: red's period: dazzle %d phase %q, want a new roll", face, n.Counters[ctDazzle], n.Phase)
		}
	}
}

// T4 [L1030, L2113], A29: a base in close combat facing the sun ±45° in
// a period of dazzle gives its opponent +1; a shooting Bw likewise, its
// facing counting, not the shot's direction [L2807].
func TestDazzleFactors(t *testing.T) {
	// facing45's bound: 45° is included, 46° is not.
	for _, c := range []struct {
		facing, sun float64
		want        bool
	}{{0, 0, true}, {45, 0, true}, {315, 0, true}, {46, 0, false}, {90, 0, false}, {180, 180, true}, {224, 180, true}, {226, 180, false}} {
		if got := facing45(geom.FromBearing(c.facing), c.sun); got != c.want {
			t.Errorf("facing %g°, sun at %g°: %v, want %v", c.facing, c.sun, got, c.want)
		}
	}
	// Close combat: blue Sp faces north, red Sp south, both in GGo (T16).
	for _, c := range []struct {
		name        string
		sun, dazzle int // counters: 1 + edge, 1 dazzle
		blue, red   string
	}{
		{"no dazzle this period", 1, 0, "CF+4 T16+1 ", "CF+4 T16+1 "},
		{"sun N: blue faces it, red gets T4", 1, 1, "CF+4 T16+1 ", "CF+4 T4+1 T16+1 "},
		{"sun S: red faces it, blue gets T4", 3, 1, "CF+4 T4+1 T16+1 ", "CF+4 T16+1 "},
		{"sun E: nobody", 2, 1, "CF+4 T16+1 ", "CF+4 T16+1 "},
	} {
		w := newWorld().unit("z", 1, "Reg Sp(O)", 60, 40, south).front("a", "Reg Sp(O)", "z", 0)
		s := w.combat(t)
		s.SetCounter(ctSun, c.sun)
		s.SetCounter(ctDazzle, c.dazzle)
		a, z := preview(mustConfig(t, &s), &s, "a.1", "z.1")
		if got := codes(a) + "| " + codes(z); got != c.blue+"| "+c.red {
			t.Errorf("%s: %q, want %q", c.name, got, c.blue+"| "+c.red)
		}
	}
	// Shooting: the blue Bw faces north.
	for _, c := range []struct {
		name          string
		sun           int
		target        string // the red base: "Bd(O)" or "Bw(O)" (it shoots back)
		primary, them string
	}{
		{"sun N: the shooter is dazzled, the target +1", 1, "Bd(O)", "CF+2 T9+1 ", "CF+4 T4+1 "},
		{"sun S: a Bd target is no shooter", 3, "Bd(O)", "CF+2 T9+1 ", "CF+4 "},
		{"sun S: the Bw shooting back is dazzled, the primary +1", 3, "Bw(O)", "CF+2 T4+1 T9+1 ", "CF+2 T9+1 "},
	} {
		s := newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, c.target, 60, 44, south).shooting(t)
		s.SetCounter(ctSun, c.sun)
		s.SetCounter(ctDazzle, 1)
		cfg := mustConfig(t, &s)
		sh, err := checkShoot(cfg, &s, shootAt("bw", "z"))
		if err != nil {
			t.Fatal(err)
		}
		p, z := assessShot(cfg, &s, closeCombat(&s), sh)
		if got := codes(p) + "| " + codes(z); got != c.primary+"| "+c.them {
			t.Errorf("%s: %q, want %q", c.name, got, c.primary+"| "+c.them)
		}
	}
}

// Night [L1017, L1312]: at step 2 of the first period of its turn the
// battle ends at once, a draw (3 points each [L2040]).
func TestNightEndsTheBattle(t *testing.T) {
	s, _ := toBattle(t, skyWorld(false, true).set(SetDuskTurns, "0"), 1, 1) // day turns 1-2, night in turn 3
	s, _ = apply(t, s, roll(KindRollSun, 0), 2)
	for s.Turn < 3 || s.Phase != PhaseOver {
		if s.Phase == PhaseDazzle {
			s, _ = apply(t, s, roll(KindRollDazzle, s.Active), 3)
		}
		var evs []rules.Event
		s, evs = playPeriod(t, s)
		if s.Phase == PhaseOver {
			if s.Turn != 3 || s.Active != 0 || evs[len(evs)-1].Kind != "end" || !has(evs[len(evs)-1].Text, "night falls") || !has(evs[len(evs)-1].Text, "[L1017") {
				t.Errorf("night: turn %d active %d, %+v", s.Turn, s.Active, evs[len(evs)-1])
			}
			break
		}
		if s.Turn > 3 {
			t.Fatalf("turn %d and no night", s.Turn)
		}
	}
	if over, w := Over(&s); !over || w != -1 {
		t.Errorf("Over = %v %d, want a draw", over, w)
	}
	if err := (Rules{}).Check(&s, roll(KindRollPIGs, 0)); code(err) != "over" {
		t.Errorf("after night: %v, want over", err)
	}
}

// Dusk [L1013]: sight is 8 MU (24 cm at 15 mm), so the C-in-C's sight
// and the sight tool stop there: the sight tool's lines start at the
// base's corners too, its front corners 1.5 cm ahead and 2 cm aside.
func TestDuskSight(t *testing.T) {
	s, _ := toBattle(t, skyWorld(false, true), 1, 1) // dusk in turn 3
	for _, c := range []struct {
		turn  int
		to    float64 // cm north of blue's C-in-C's centre
		clear bool
	}{{2, 30, true}, {3, 25, true}, {3, 26.5, false}, {3, 30, false}, {4, 30, true}} {
		s.Turn = c.turn
		g := base(&s, "gen")
		to := g.Shape.Center.Add(geom.V(0, -c.to))
		got := (Rules{}).Sight(&s, g.ID, to)
		if got.Clear != c.clear {
			t.Errorf("turn %d, %g cm: clear %v (%s), want %v", c.turn, c.to, got.Clear, got.Why, c.clear)
		}
		if !c.clear && !has(got.Why, "[L1013]") {
			t.Errorf("turn %d, %g cm: %q, want the dusk's line", c.turn, c.to, got.Why)
		}
	}
}

// Positions (position.go): the new counters round-trip and the optional
// phases need their settings.
func TestSkyPositions(t *testing.T) {
	s, _ := toBattle(t, skyWorld(true, true), 6, 6, 5, 2, 3) // wind from the E, dusk after turn 5
	if s.Phase != PhaseWeather {
		t.Fatalf("phase %q", s.Phase)
	}
	r := s.Clone()
	if err := (Rules{}).Resume(&r); err != nil {
		t.Errorf("Resume: %v", err)
	}
	if r.Counters[ctEdge+"0"] != 3 || r.Counters[ctWind] != 3 || r.Counters[ctDaylight] != 5 {
		t.Errorf("counters %v", r.Counters)
	}
	bad := s.Clone()
	delete(bad.Settings, SetWeather)
	if err := (Rules{}).Resume(&bad); err == nil || !has(err.Error(), SetWeather) {
		t.Errorf("weather phase without the setting: %v", err)
	}
	bad = s.Clone()
	bad.Phase = PhaseDazzle
	if err := (Rules{}).Resume(&bad); err == nil || !has(err.Error(), PhaseDazzle) {
		t.Errorf("dazzle phase without the sun: %v", err)
	}
	bad = s.Clone()
	bad.SetCounter(ctWind, 9)
	if err := (Rules{}).Resume(&bad); err == nil {
		t.Errorf("wind 9: no error")
	}
}

// The sky's lines on the scoreboard.
func TestSkyScore(t *testing.T) {
	s, _ := toBattle(t, skyWorld(true, true), 6, 6, 5, 2, 3)
	sb := (Rules{}).Score(&s)
	if !hasLine(sb.Battle, "Wind from the E") || !hasLine(sb.Battle, "Dusk after turn 5") {
		t.Errorf("scoreboard %q", sb.Battle)
	}
}

// The scoreboard's Dusk, by which the window shades the battlefield: 0 by
// day, from a half in the first dusk turn [L1013] to 1 in the last before
// night [L1017] (skyWorld: dusk after turn 2; dusk-turns set below).
func TestSkyDuskLight(t *testing.T) {
	for _, c := range []struct {
		duskTurns string
		turn      int
		want      float64
	}{
		{"", 1, 0}, {"", 2, 0}, // daylight
		{"3", 3, 0.5}, {"3", 4, 0.75}, {"3", 5, 1}, // dusk, turns 3-5
		{"1", 3, 1}, // a dusk of one turn is the last before night
	} {
		w := skyWorld(false, true)
		if c.duskTurns != "" {
			w = w.set(SetDuskTurns, c.duskTurns)
		}
		s, _ := toBattle(t, w, 1, 1)
		s.Turn = c.turn
		if got := (Rules{}).Score(&s).Dusk; got != c.want {
			t.Errorf("dusk-turns %q, turn %d: Dusk %g, want %g", c.duskTurns, c.turn, got, c.want)
		}
	}
}
