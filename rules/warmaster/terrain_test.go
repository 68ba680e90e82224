package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Terrain kinds by troop type (wme.md §4.1; [L962-964] hard going: into
// or through it only from contact at the start of the move; [L966-968]
// dangerous: no bar to moving; [L1006] deep water, with deep-water =
// "dangerous": difficult, hard going and dangerous, so infantry only and
// from contact; [L626] by default impassable; [L2290] artillery only on
// open ground, hills and roads). Each unit moves 8 cm north by order
// into a feature whose near edge is at the unit's front (touching) or
// 4 cm beyond it.
func TestTerrainKindsByType(t *testing.T) {
	tests := []struct {
		kind, deep, typ string
		touching        bool
		want            string
	}{
		{"hard-going", "", Infantry, false, "blocked"},       // [L964]
		{"hard-going", "", Infantry, true, ""},               // [L964]
		{"hard-going", "", Cavalry, false, "blocked"},        // [L964]
		{"hard-going", "", Cavalry, true, ""},                // [L964]
		{"hard-going", "", Chariot, true, ""},                // [L964]
		{"hard-going", "", Monster, false, "blocked"},        // [L964]
		{"hard-going", "", Artillery, true, "blocked"},       // [L2290]
		{"dangerous", "", Infantry, false, ""},               // [L968]
		{"dangerous", "", Cavalry, false, ""},                // [L968]
		{"dangerous", "", Chariot, false, ""},                // [L968]
		{"dangerous", "", Artillery, false, "blocked"},       // [L2290]
		{"river", "", Infantry, true, "blocked"},             // [L626], A21
		{"river", DeepImpassable, Infantry, true, "blocked"}, // [L626]
		{"river", DeepDangerous, Infantry, true, ""},         // [L1006]
		{"river", DeepDangerous, Infantry, false, "blocked"}, // [L1006] hard going
		{"lake", DeepDangerous, Cavalry, true, "blocked"},    // [L1006] difficult
		{"lake", DeepDangerous, Infantry, true, ""},          // [L1006]
	}
	for _, tc := range tests {
		depth := 4.0
		if tc.typ == Infantry {
			depth = 2
		}
		near := 80 - depth/2 // the unit's front
		if !tc.touching {
			near -= 4
		}
		w := newWorld().unit("u", 0, tc.typ, 1, 60, 80, north, nil).
			feature("f", tc.kind, geom.V(50, 50), geom.V(70, 50), geom.V(70, near), geom.V(50, near))
		w.commander("gen", 0, General, 10, 90, 90)
		if tc.deep != "" {
			w.s.Settings[SettingDeepWater] = tc.deep
		}
		s := w.state(t)
		s, _ = apply(t, s, order(0, "gen", "u"), 1, 1)
		err := (Rules{}).Check(&s, step(&s, "u", 0, -8))
		if got := code(err); got != tc.want {
			t.Errorf("%s into %s (deep-water %q, touching %v): %q, want %q (WME §4.1)", tc.typ, tc.kind, tc.deep, tc.touching, got, tc.want)
		}
		// The refusal says why when the bar is hard going's ([L964]).
		why := "hard going: an element enters it only when touching it as its move starts"
		if hard := err != nil && tc.typ != Artillery && (tc.kind == "hard-going" || tc.deep == DeepDangerous && tc.typ == Infantry); hard != (err != nil && strings.Contains(err.Error(), why)) {
			t.Errorf("%s into %s: %v, want the reason %q only for hard going open to its type", tc.typ, tc.kind, err, why)
		}
	}
}

// A charge crosses hard going only when the charger touches it as the
// charge starts ([L962-964]); otherwise the solver finds no way to the
// target's front, which the open ground beside it leaves free.
func TestChargeThroughHardGoing(t *testing.T) {
	for _, tc := range []struct {
		kind     string
		touching bool
		want     string
	}{{"hard-going", true, ""}, {"hard-going", false, "charge-no-edge"}, {"open", false, ""}} {
		near := 79.0
		if !tc.touching {
			near = 77
		}
		w := newWorld().unit("u", 0, Infantry, 1, 60, 80, north, nil).
			unit("orc", 1, Infantry, 1, 60, 70, south, nil).
			feature("f", tc.kind, geom.V(50, 72), geom.V(70, 72), geom.V(70, near), geom.V(50, near))
		w.commander("gen", 0, General, 10, 90, 90)
		s := w.state(t)
		s, _ = apply(t, s, order(0, "gen", "u"), 1, 1)
		err := (Rules{}).Check(&s, rules.Action{Kind: KindCharge, Side: 0, Target: "orc", Args: map[string]string{"unit": "u"}})
		if got := code(err); got != tc.want {
			t.Errorf("charge across %s, touching %v: %q (%v), want %q (WME §4.1 [L964])", tc.kind, tc.touching, got, err, tc.want)
		}
	}
}

// The setting deep-water (A21): "impassable" or "dangerous"; any other
// value is refused, naming both.
func TestDeepWaterSetting(t *testing.T) {
	for _, tc := range []struct {
		value, want string
	}{
		{"impassable", ""},
		{"dangerous", ""},
		{" dangerous ", ""},
		{"deep", `setting deep-water = "deep": the values are "impassable"`},
		{"", `the values are "impassable" (rivers and lakes impassable, [L626]) and "dangerous"`},
	} {
		w := newWorld()
		w.s.Settings[SettingDeepWater] = tc.value
		s := w.s.Clone()
		err := (Rules{}).Setup(&s)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("deep-water = %q: %v, want no error", tc.value, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("deep-water = %q: %v, want an error with %q", tc.value, err, tc.want)
		}
	}
}

// Dangerous terrain ([L966-968]): every base on it at the end of a phase
// (the Command phase after its Commanders sub-phase, Shooting, Combat;
// not the Initiative or Orders sub-phases, see the readings) is
// eliminated, a commander's disc too; a base merely touching it is not;
// a unit destroyed so counts for victory points as any destroyed unit
// ([L2242]) and one at half strength half its price ([L2243]).
func TestDangerousTerrainAtPhaseEnd(t *testing.T) {
	tests := []struct {
		name    string
		phase   string
		kind    string
		deep    string
		x, y    float64 // red's unit's first element (the next 4 cm west); the feature spans x 50-80, y 10-20
		bases   int     // red's unit's elements
		general bool    // red's General stands in the feature
		lost    int     // red's elements eliminated
		vp      int     // blue's victory points after
		rout    bool
	}{
		{"whole unit, Commanders sub-phase end", PhaseCommanders, "dangerous", "", 60, 15, 2, false, 2, 80, false},
		{"whole unit, Shooting phase end", PhaseShooting, "dangerous", "", 60, 15, 2, false, 2, 80, false},
		{"whole unit, Combat phase end", PhaseCombat, "dangerous", "", 60, 15, 2, false, 2, 80, false},
		{"Orders sub-phase end: not a phase", PhaseOrders, "dangerous", "", 60, 15, 2, false, 0, 0, false},
		{"partly on it: two of three elements, half price", PhaseShooting, "dangerous", "", 55, 15, 3, false, 2, 40, false},
		{"touching its edge only", PhaseShooting, "dangerous", "", 60, 21, 1, false, 0, 0, false},
		{"deep water, deep-water = dangerous", PhaseShooting, "river", DeepDangerous, 60, 15, 2, false, 2, 80, false},
		{"deep water impassable by default: not dangerous", PhaseShooting, "river", "", 60, 15, 2, false, 0, 0, false},
		{"the General's disc: lost, his army routs", PhaseShooting, "dangerous", "", 60, 40, 2, true, 0, 0, true},
		{"a wood is not dangerous", PhaseShooting, "wood", "", 60, 15, 2, false, 0, 0, false},
	}
	for _, tc := range tests {
		w := newWorld().unit("u", 0, Infantry, 1, 160, 110, north, nil).
			unit("x", 1, Infantry, tc.bases, tc.x, tc.y, south, map[string]float64{keyPoints: 80}).
			unit("y", 1, Infantry, 1, 120, 30, south, nil). // three main units: one lost is no rout ([L2232])
			unit("z", 1, Infantry, 1, 140, 30, south, nil).
			feature("q", tc.kind, geom.V(50, 10), geom.V(80, 10), geom.V(80, 20), geom.V(50, 20))
		w.s.Table.Features[0].Name = "the Bog"
		if tc.general {
			w.commander("ogen", 1, General, 8, 70, 15)
		}
		if tc.deep != "" {
			w.s.Settings[SettingDeepWater] = tc.deep
		}
		s := w.state(t)
		s.Phase = tc.phase
		warned := false // the end-phase offer names what it eliminates
		for _, o := range (Rules{}).Offers(&s, 0, nil) {
			if o.Action.Kind == rules.KindEndPhase {
				warned = strings.Contains(strings.Join(o.Detail, "|"), "eliminates what stands on dangerous terrain")
			}
		}
		if want := tc.lost > 0 || tc.general; warned != want {
			t.Errorf("%s: end-phase offer warns %v, want %v", tc.name, warned, want)
		}
		s, evs := apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
		x, _ := s.Unit("x")
		if got := tc.bases - len(x.Bases); got != tc.lost {
			t.Errorf("%s: %d elements lost, want %d (WME §4.1 [L968])", tc.name, got, tc.lost)
		}
		n := 0
		for _, e := range evs {
			if e.Kind == EventDangerous {
				n++
				if !strings.Contains(e.Text, "on dangerous terrain, the Bog ("+tc.kind+")") {
					t.Errorf("%s: event %q does not name the terrain", tc.name, e.Text)
				}
				if strings.Contains(e.Text, "x.1") || strings.Contains(e.Text, "ogen.1") {
					t.Errorf("%s: event %q shows an id", tc.name, e.Text)
				}
			}
		}
		want := tc.lost
		if tc.general {
			want++
		}
		if n != want {
			t.Errorf("%s: %d %s events, want %d: %v", tc.name, n, EventDangerous, want, evs)
		}
		if got := VictoryPoints(&s); got[0] != tc.vp && !tc.rout {
			t.Errorf("%s: blue's victory points %d, want %d (WME §10.3 [L2242-2243])", tc.name, got[0], tc.vp)
		}
		if over := s.Phase == PhaseOver; over != tc.rout {
			t.Errorf("%s: battle over %v, want %v (WME §10.2 [L2196])", tc.name, over, tc.rout)
		}
	}
}

// Commanders ([L2027]: terrain as infantry) enter hard going only from
// contact ([L964]); a flyer ignores terrain as it moves ([L2151]) and may
// land where cavalry may be ([L2153], [L2177]): on hard going and
// dangerous terrain, not on deep water read as difficult ([L1006]).
func TestCommandersAndFlyersOnHardGoing(t *testing.T) {
	tests := []struct {
		name, kind, deep string
		fly              bool
		near             float64 // the band's edge toward the commander (y); he stands at y 80, his square from 78.75
		want             string
	}{
		{"on foot, touching hard going", "hard-going", "", false, 78.75, ""},
		{"on foot, short of hard going", "hard-going", "", false, 74, "terrain"},
		{"flying onto hard going", "hard-going", "", true, 74, ""},
		{"flying onto dangerous terrain", "dangerous", "", true, 74, ""},
		{"flying into a river, deep-water = dangerous", "river", DeepDangerous, true, 74, "landing"},
	}
	for _, tc := range tests {
		w := newWorld().feature("band", tc.kind, geom.V(20, 50), geom.V(60, 50), geom.V(60, tc.near), geom.V(20, tc.near))
		w.commander("hero", 0, Hero, 8, 40, 80)
		if tc.fly {
			w.setProfile("hero", map[string]float64{keyFly: 1})
		}
		if tc.deep != "" {
			w.s.Settings[SettingDeepWater] = tc.deep
		}
		s := toOrders(t, w.state(t))
		s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
		if got := code((Rules{}).Check(&s, step(&s, "hero", 0, -20))); got != tc.want {
			t.Errorf("%s: %q, want %q (WME §4.1 [L964], §11.1-11.2)", tc.name, got, tc.want)
		}
	}
}

// The terrain the rules' own moves (drive backs, retreats, pursuits,
// making way: enterBlocks) may not enter, and where the rules may place
// a base (standBlocks): hard going is entered from contact or from
// inside only ([L964]), stood on by every type but artillery ([L2290]);
// deep water under [L1006] stays difficult (infantry only, [L950]); a
// wood the element stands in does not stop it leaving ([L1867]).
func TestEnterAndStandBlocks(t *testing.T) {
	tests := []struct {
		kind, deep, typ string
		gap             float64 // from the element's front (y 79) to the feature; negative: the feature reaches into it
		enter, stand    bool    // blocked
	}{
		{"hard-going", "", Infantry, 3, true, false},
		{"hard-going", "", Infantry, 0, false, false},
		{"hard-going", "", Infantry, -1, false, false},
		{"hard-going", "", Cavalry, 0, false, false},
		{"hard-going", "", Artillery, 0, true, true},
		{"dangerous", "", Cavalry, 3, false, false},
		{"dangerous", "", Artillery, 3, true, true},
		{"river", "", Infantry, 0, true, true},
		{"river", DeepDangerous, Infantry, 0, false, false},
		{"river", DeepDangerous, Infantry, 3, true, false},
		{"river", DeepDangerous, Cavalry, 0, true, true},
		{"wood", "", Cavalry, -1, false, true},
	}
	for _, tc := range tests {
		s := rules.State{Settings: map[string]string{}}
		if tc.deep != "" {
			s.Settings[SettingDeepWater] = tc.deep
		}
		edge := 79 - tc.gap
		s.Table.Features = []table.Feature{{ID: "f", Kind: tc.kind, Area: geom.Polygon{geom.V(50, 50), geom.V(70, 50), geom.V(70, edge), geom.V(50, edge)}}}
		r := geom.Rect{Center: geom.V(60, 80), Facing: north, Width: 4, Depth: 2}
		f := &s.Table.Features[0]
		if got := enterBlocks(&s, tc.typ, r)(f); got != tc.enter {
			t.Errorf("%s entering %s (deep-water %q, gap %g): blocked %v, want %v (WME §4.1 [L964])", tc.typ, tc.kind, tc.deep, tc.gap, got, tc.enter)
		}
		if got := standBlocks(tc.typ, category(&s, f)); got != tc.stand {
			t.Errorf("%s standing on %s (deep-water %q): blocked %v, want %v (WME §4.1)", tc.typ, tc.kind, tc.deep, got, tc.stand)
		}
	}
}
