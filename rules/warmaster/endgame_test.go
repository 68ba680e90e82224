package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
)

var endBlue, endRed = rules.Action{Kind: rules.KindEndPhase, Side: 0}, rules.Action{Kind: rules.KindEndPhase, Side: 1}

// The battle's length (wme.md §10.2, §13; [L349], [L2216-2220]): a D6,
// 1-2 six turns, 3-4 seven, 5-6 eight, rolled as the first phase ends
// (Setup has no dice, doc.go); or the scenario's setting.
func TestBattleLengthRoll(t *testing.T) {
	for d6, want := range map[int]int{1: 6, 2: 6, 3: 7, 4: 7, 5: 8, 6: 8} {
		w := newWorld()
		w.s.Settings = nil
		s := w.state(t)
		if s.Counters[ctTurns] != 0 {
			t.Fatalf("the length is known before the roll: %d", s.Counters[ctTurns])
		}
		n, evs := applyPure(t, s, endBlue, d6)
		if got := n.Counters[ctTurns]; got != want {
			t.Errorf("D6 %d: %d turns, want %d", d6, got, want)
		}
		if len(evs) == 0 || evs[0].Kind != "battle-length" || len(evs[0].Rolls) != 1 {
			t.Errorf("D6 %d: events %+v, want the roll first", d6, evs)
		}
		// Rolled once only.
		if n, _ = apply(t, n, endBlue); n.Counters[ctTurns] != want {
			t.Errorf("D6 %d: the length changed to %d", d6, n.Counters[ctTurns])
		}
	}
}

func TestBattleLengthSetting(t *testing.T) {
	tests := []struct {
		settings map[string]string
		turns    int
		err      string
	}{
		{map[string]string{"turns": "5"}, 5, ""},
		{map[string]string{"turns": " 12 "}, 12, ""},
		{map[string]string{"turns": "0"}, 0, `setting turns = "0"`},
		{map[string]string{"turns": "six"}, 0, `setting turns = "six"`},
		{map[string]string{"turn": "6"}, 0, `unknown setting "turn" (known: turns, army-lists, budget, deployment, deep-water, objective-<feature id>, spells-<side id>)`},
	}
	for _, tc := range tests {
		w := newWorld()
		w.s.Settings = tc.settings
		s := w.s.Clone()
		err := (Rules{}).Setup(&s)
		switch {
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("Setup(%v) = %v, want an error with %q", tc.settings, err, tc.err)
		case tc.err == "" && err != nil:
			t.Errorf("Setup(%v) = %v", tc.settings, err)
		case tc.err == "" && s.Counters[ctTurns] != tc.turns:
			t.Errorf("Setup(%v): %d turns, want %d", tc.settings, s.Counters[ctTurns], tc.turns)
		}
	}
}

// The battle ends after the last player's last turn (A7: N turns per
// player); then nothing but the report is offered, and every action is
// refused.
func TestBattleEndsAfterTheLastTurn(t *testing.T) {
	w := newWorld().unit("kn", 0, Cavalry, 3, 40, 100, north, map[string]float64{keyPoints: 110}).
		unit("orc", 1, Infantry, 3, 140, 20, south, map[string]float64{keyPoints: 60})
	w.s.Settings = map[string]string{SettingTurns: "1"}
	s := w.state(t)
	for s.Active == 0 {
		s, _ = apply(t, s, endBlue)
	}
	for range 3 {
		s, _ = apply(t, s, endRed)
	}
	if s.Phase != PhaseCombat {
		t.Fatalf("phase %s, want red's combat", s.Phase)
	}
	end := Rules{}.Offers(&s, 1, nil)
	if d := strings.Join(end[len(end)-1].Detail, "\n"); !strings.Contains(d, "turn 1 of 1: the last") || !strings.Contains(d, "victory points so far: Blue 0, Red 0") {
		t.Errorf("End combat detail:\n%s", d)
	}
	n, evs := applyPure(t, s, endRed)
	if n.Phase != PhaseOver {
		t.Fatalf("after the last phase: phase %s, want over", n.Phase)
	}
	last := evs[len(evs)-1]
	if last.Kind != "battle-end" || !strings.Contains(last.Text, "the last of its 1 turn is played") || !strings.Contains(last.Text, "A draw") {
		t.Errorf("end event %+v", last)
	}
	for side := range 2 {
		if got := (Rules{}).Legal(&n, side); len(got) != 0 {
			t.Errorf("Legal(%d) after the end = %v, want nothing", side, got)
		}
		offers := Rules{}.Offers(&n, side, []string{"kn.1"})
		if len(offers) != 1 || offers[0].Disabled == "" || !strings.HasPrefix(offers[0].Label, "Battle over") {
			t.Errorf("Offers(%d) after the end = %+v, want the report only", side, offers)
		}
	}
	for _, a := range []rules.Action{endBlue, endRed, order(0, "gen", "kn"), evade("kn", "", "")} {
		if got := code((Rules{}).Check(&n, a)); got != "battle-over" {
			t.Errorf("%s after the end: %q, want battle-over", a, got)
		}
		if _, _, err := (Rules{}).Apply(n, a, nil); code(err) != "battle-over" {
			t.Errorf("Apply(%s) after the end: %v", a, err)
		}
	}
}

// tenUnits is a world where red has ten 3-element main units (D8).
func tenUnits() *world {
	w := newWorld().unit("kn", 0, Cavalry, 3, 40, 100, north, map[string]float64{keyPoints: 110})
	for i := range 10 {
		id := "r" + string(rune('0'+i))
		w.unit(id, 1, Infantry, 3, 10+float64(i)*16, 20, south, map[string]float64{keyPoints: 65})
	}
	return w
}

// lose removes n bases of unit id.
func lose(t *testing.T, s *rules.State, id string, n int) {
	t.Helper()
	u := mustUnit(t, s, id)
	for range n {
		removeBase(s, u, u.Bases[len(u.Bases)-1])
	}
}

// An army routs at the end of the phase in which it has lost half its
// main units, a 3-element unit with 2 elements lost counting half (D8,
// [L2232], A17); the battle then ends.
func TestRoutAtHalfTheMainUnits(t *testing.T) {
	tests := []struct {
		name      string
		destroyed int
		halves    int
		rout      bool
	}{
		{"D8: 4 destroyed and one half = 4½ of 10", 4, 1, false},
		{"D8: one more half = 5 of 10", 4, 2, true},
		{"5 destroyed", 5, 0, true},
		{"one element lost counts nothing", 0, 0, false},
	}
	for _, tc := range tests {
		s := tenUnits().state(t)
		for i := range tc.destroyed {
			lose(t, &s, "r"+string(rune('0'+i)), 3)
		}
		for i := range tc.halves {
			lose(t, &s, "r"+string(rune('5'+i)), 2)
		}
		lose(t, &s, "r9", 1)
		if got := routReason(&s, 1) == routHalf; got != tc.rout {
			t.Errorf("%s: routs %v, want %v", tc.name, got, tc.rout)
		}
		n, evs := applyPure(t, s, endBlue)
		if (n.Phase == PhaseOver) != tc.rout {
			t.Errorf("%s: after the phase, phase %s", tc.name, n.Phase)
		}
		if tc.rout {
			text := evs[len(evs)-1].Text
			if !strings.Contains(text, "Red rout") || !strings.Contains(text, "Blue win") {
				t.Errorf("%s: end event %q", tc.name, text)
			}
		}
	}
}

// An army whose General is lost routs at the end of the phase ([L2196]);
// the General's points go to the enemy ([L2241]).
func TestGeneralLost(t *testing.T) {
	w := tenUnits()
	w.s.Units[1].Profile[keyPoints] = 95 // the red General
	s := w.state(t)
	lose(t, &s, "ogen", 1)
	if routReason(&s, 1) != routGeneral || routReason(&s, 0) != 0 {
		t.Fatalf("rout reasons %d, %d", routReason(&s, 0), routReason(&s, 1))
	}
	n, evs := applyPure(t, s, endBlue)
	text := evs[len(evs)-1].Text
	if n.Phase != PhaseOver || n.Counters[ctResult] != 1 || !strings.Contains(text, "their General is lost") ||
		!strings.Contains(text, "Victory points: Blue 95, Red 0") {
		t.Errorf("phase %s result %d, event %q", n.Phase, n.Counters[ctResult], text)
	}
}

// Victory points (wme.md §10.3, [L2240-2244]): a destroyed unit its
// points, a 3-element unit reduced to one half its points rounded up to
// the next 5 (D6: 110 → 55; D7: 65 → 35); one element lost scores
// nothing.
func TestVictoryPoints(t *testing.T) {
	for _, tc := range []struct {
		points float64
		want   int
	}{{110, 55}, {65, 35}, {60, 30}, {0, 0}} {
		if got := halfUp(tc.points); got != tc.want {
			t.Errorf("halfUp(%g) = %d, want %d (D6, D7)", tc.points, got, tc.want)
		}
	}
	s := newWorld().unit("kn", 0, Cavalry, 3, 40, 100, north, map[string]float64{keyPoints: 110}).
		unit("a", 1, Infantry, 3, 20, 20, south, map[string]float64{keyPoints: 65}).
		unit("b", 1, Infantry, 3, 60, 20, south, map[string]float64{keyPoints: 60}).
		unit("c", 1, Infantry, 3, 100, 20, south, map[string]float64{keyPoints: 45}).state(t)
	lose(t, &s, "kn", 2) // D6: 55 to red
	lose(t, &s, "a", 3)  // 65 to blue
	lose(t, &s, "b", 2)  // D7-like: 30 to blue
	lose(t, &s, "c", 1)  // nothing
	if got := VictoryPoints(&s); got[0] != 95 || got[1] != 55 {
		t.Errorf("VictoryPoints = %v, want blue 95, red 55", got)
	}
}

// Victory points with magic items ([L2242]: "autant de points de victoire
// que son prix d'achat"; [L2348]: a unit or commander "peut recevoir un
// objet magique pour son coût en points"): an item bought for a unit or
// a commander is part of its purchase price, so a destroyed carrier
// scores its points and its item's, and a 3-element unit reduced to one
// half of both, rounded up to the next 5 ([L2243]).
func TestVictoryPointsWithMagicItems(t *testing.T) {
	item := func(points float64, id string) map[string]float64 {
		p := map[string]float64{keyPoints: points}
		if id != "" {
			p[ItemPrefix+id] = 1
		}
		return p
	}
	tests := []struct {
		name    string
		typ     string
		profile map[string]float64
		lost    int // elements lost (a commander has one)
		want    int // to blue
	}{
		{"destroyed with a Banner of Battle: 65 + 50", Infantry, item(65, BannerOfBattle), 3, 115},
		{"destroyed without an item: 65", Infantry, item(65, ""), 3, 65},
		{"reduced to one with a Sword of Fate: (60 + 5) / 2 up to 35", Infantry, item(60, SwordOfFate), 2, 35},
		{"reduced to one with a Banner of Luck: (45 + 50) / 2 up to 50", Infantry, item(45, BannerOfLuck), 2, 50},
		{"one element lost, item or not: nothing", Infantry, item(45, BannerOfLuck), 1, 0},
		{"a Hero with a Sword of Might: 80 + 10", Hero, item(80, SwordOfMight), 1, 90},
	}
	for _, tc := range tests {
		w := newWorld().unit("kn", 0, Cavalry, 3, 40, 100, north, map[string]float64{keyPoints: 110})
		if IsCommander(tc.typ) {
			w.commander("x", 1, tc.typ, 8, 60, 20)
			for i := range w.s.Units {
				if w.s.Units[i].ID == "x" {
					for k, v := range tc.profile {
						w.s.Units[i].Profile[k] = v
					}
				}
			}
		} else {
			w.unit("x", 1, tc.typ, 3, 60, 20, south, tc.profile)
		}
		s := w.state(t)
		lose(t, &s, "x", tc.lost)
		if got := VictoryPoints(&s); got[0] != tc.want || got[1] != 0 {
			t.Errorf("%s: VictoryPoints = %v, want blue %d, red 0 (WME §10.3 [L2242-2243], §11.5 [L2348])", tc.name, got, tc.want)
		}
	}
}

// The winner (wme.md §10.3, [L2236-2238]): the most victory points; an
// army that routed scores at most as much as its enemy; both routing at
// once is a draw.
func TestWinner(t *testing.T) {
	base := func() *world {
		return newWorld().unit("kn", 0, Cavalry, 3, 40, 100, north, map[string]float64{keyPoints: 110}).
			unit("kn2", 0, Cavalry, 3, 80, 100, north, map[string]float64{keyPoints: 10}).
			unit("kn3", 0, Cavalry, 3, 120, 100, north, map[string]float64{keyPoints: 10}).
			unit("a", 1, Infantry, 3, 20, 20, south, map[string]float64{keyPoints: 65}).
			unit("b", 1, Infantry, 3, 60, 20, south, map[string]float64{keyPoints: 200})
	}
	tests := []struct {
		name    string
		losses  map[string]int
		want    int // ctResult
		because string
	}{
		{"blue has more and red routs", map[string]int{"a": 3}, 1, "Blue win"},
		{"red routs with more points: a draw at best", map[string]int{"a": 3, "kn": 3}, resultDraw, "at most as much as its enemy"},
		{"both rout at once", map[string]int{"a": 3, "kn": 3, "kn2": 3}, resultDraw, "both armies rout at once"},
	}
	for _, tc := range tests {
		s := base().state(t)
		for id, n := range tc.losses {
			lose(t, &s, id, n)
		}
		n, evs := applyPure(t, s, endBlue)
		if n.Phase != PhaseOver || n.Counters[ctResult] != tc.want || !strings.Contains(evs[len(evs)-1].Text, tc.because) {
			t.Errorf("%s: phase %s result %d, event %q", tc.name, n.Phase, n.Counters[ctResult], evs[len(evs)-1].Text)
		}
	}
}

// The army list's marking of units that are not main (A17: "all units
// count unless an army list marks a unit as not counting"; [L2198],
// [L2232]): with an eleventh red unit marked main = 0, D8's losses of 4
// destroyed and one half are 4½ of 10 main units whatever befalls it, no
// rout; the same unit counted (no mark, or main = 1) makes 5½ of 11, a
// rout. A unit not main still scores its points when destroyed ([L2242]).
func TestRoutCountsOnlyMainUnits(t *testing.T) {
	tests := []struct {
		name   string
		main   map[string]float64 // the eleventh unit's flag, nil for none
		halves int                // main units at half strength, with 4 destroyed
		rout   bool
		text   string
	}{
		{"D8 with a unit not main: 4½ of 10", map[string]float64{KeyMain: 0}, 1, false, ""},
		{"D8 with a unit not main: 5 of 10", map[string]float64{KeyMain: 0}, 2, true, "Red rout: 5 of their 10 main units are lost"},
		{"the same unit unmarked: 5½ of 11", nil, 1, true, "Red rout: 5½ of their 11 main units are lost"},
		{"the same unit marked main = 1: 5½ of 11", map[string]float64{KeyMain: 1}, 1, true, "Red rout: 5½ of their 11 main units are lost"},
	}
	for _, tc := range tests {
		profile := map[string]float64{keyPoints: 40}
		for k, v := range tc.main {
			profile[k] = v
		}
		s := tenUnits().unit("aux", 1, Infantry, 3, 60, 40, south, profile).state(t)
		lose(t, &s, "aux", 3)
		for i := range 4 {
			lose(t, &s, "r"+string(rune('0'+i)), 3)
		}
		for i := range tc.halves {
			lose(t, &s, "r"+string(rune('5'+i)), 2)
		}
		if got := routReason(&s, 1) == routHalf; got != tc.rout {
			t.Errorf("%s: routs %v, want %v", tc.name, got, tc.rout)
		}
		if vp := VictoryPoints(&s)[0]; vp != 4*65+tc.halves*35+40 {
			t.Errorf("%s: blue scores %d, want the aux's 40 with the rest", tc.name, vp)
		}
		n, evs := applyPure(t, s, endBlue)
		if (n.Phase == PhaseOver) != tc.rout {
			t.Errorf("%s: after the phase, phase %s", tc.name, n.Phase)
		}
		if tc.rout && !strings.Contains(evs[len(evs)-1].Text, tc.text) {
			t.Errorf("%s: end event %q, want %q", tc.name, evs[len(evs)-1].Text, tc.text)
		}
	}
}

// Setup refuses a "main" flag it cannot read, naming the unit: a value
// other than 0 or 1, and main = 1 on a commander, who never counts (A17).
func TestMainFlagSetup(t *testing.T) {
	tests := []struct {
		name string
		uid  string
		v    float64
		err  string
	}{
		{"a unit not main", "inf", 0, ""},
		{"a unit main", "inf", 1, ""},
		{"a commander not main", "gen", 0, ""},
		{"main = 2", "inf", 2, "unit inf has main = 2"},
		{"a commander main", "gen", 1, "commander gen has main = 1"},
	}
	for _, tc := range tests {
		w := newWorld().unit("inf", 0, Infantry, 3, 60, 100, north, map[string]float64{})
		w.s.Units[unitIndex(&w.s, tc.uid)].Profile[KeyMain] = tc.v
		s := w.s.Clone()
		err := (Rules{}).Setup(&s)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: Setup = %v", tc.name, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: Setup = %v, want an error with %q", tc.name, err, tc.err)
		}
	}
}
