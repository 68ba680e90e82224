package warmaster

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"plateau/rules/geom"
)

// Issue 8 item 3 ("profile values crash the battle"): attacks = 1e15
// passed Setup and panicked at the first fight (makeslice). Every profile
// value and setting now has a range, checked by Setup (ranges.go;
// DESIGN.md "settings and profiles have ranges"). The ranges below are
// written out again, so that a change to ranges.go shows here; where each
// bound comes from is cited per row (wme.md §3.1 [L273-297] and
// shared/reference/warmaster-profiles.md for the lists' numbers).
var profileCases = []struct {
	key    string
	lo, hi float64
	whole  bool
	text   string // the range as the error and docs write it
	typ    string // a unit type that may give the key
	why    string
}{
	{keyAttacks, 0, 20, true, "0-20", Infantry, "lists: at most 8 (Giant); each attack a die [L273-297]"},
	{keyShots, 0, 20, true, "0-20", Infantry, "lists: at most 8 (Helblaster); each shot a die"},
	{keyRange, 0, 120, false, "0-120 cm", Infantry, "lists: at most 60 cm, the longest sight [L331]"},
	{keyHits, 0, 20, true, "0-20", Infantry, "lists: 3 to 8; 0 is the default 3 [L1195]"},
	{keyArmour, 0, 6, true, "0-6", Infantry, "saves 3+ to 6+, 0 none"},
	{keyCommand, 1, 12, true, "1-12", Hero, "lists: 6 to 10; orders are 2D6 (§6.1)"},
	{keyPoints, 0, 5000, true, "0-5000", Infantry, "units cost tens to hundreds [L2664]"},
	{keyMove, 0, 100, false, "0-100 cm", Infantry, "paces 10 to 100 cm [L606-615], [L2109]"},
	{keyMountAttacks, 0, 10, true, "0-10", Hero, "a mount's +1 to +3 [L2077]"},
	{keyFly, 0, 1, true, "0-1", Infantry, "flag (§11.2)"},
	{keySlow, 0, 1, true, "0-1", Infantry, "flag [L549]"},
	{keyUnreliable, 0, 1, true, "0-1", Infantry, "flag [L551]"},
	{keyVision360, 0, 1, true, "0-1", Infantry, "flag [L327]"},
	{keyShoot360, 0, 1, true, "0-1", Infantry, "flag [L1125-1129]"},
	{keyTerror, 0, 1, true, "0-1", Infantry, "flag"},
	{keyFanatic, 0, 1, true, "0-1", Infantry, "flag"},
	{keyLadders, 0, 1, true, "0-1", Infantry, "flag"},
}

// rangeWorld is the default world with one more unit, "Orc Boyz"
// (o-boyz), of type typ with the profile p (a hero rides a monster, so
// that mount-attacks may be given).
func rangeWorld(typ string, p map[string]float64) *world {
	w := newWorld()
	switch typ {
	case Hero:
		w.commander("o-boyz", 1, Hero, 8, 60, 3)
		u := &w.s.Units[len(w.s.Units)-1]
		u.Name = "Orc Boyz"
		if _, ok := p[keyMountAttacks]; ok {
			u.Profile[keyMountMonster] = 1
		}
		for k, v := range p {
			u.Profile[k] = v
		}
	default:
		w.unit("o-boyz", 1, typ, 3, 60, 20, south, p)
		w.s.Units[len(w.s.Units)-1].Name = "Orc Boyz"
	}
	return w
}

func setup(w *world) error {
	s := w.s.Clone()
	return (Rules{}).Setup(&s)
}

// TestProfileRangesRefused: Setup refuses each bad value, too big, too
// small, negative, NaN, ±Inf, 1e15, ±1e308 and a fraction where the rules
// count, naming the unit (name and id), the key and the range (issue 8
// item 3).
func TestProfileRangesRefused(t *testing.T) {
	for _, c := range profileCases {
		bad := []float64{c.lo - 1, c.hi + 1, -1, math.NaN(), math.Inf(1), math.Inf(-1), 1e15, 1e308, -1e308}
		if c.whole {
			bad = append(bad, c.lo+0.5, 2.5)
		}
		for _, v := range bad {
			err := setup(rangeWorld(c.typ, map[string]float64{c.key: v}))
			what := "is out of range"
			if !math.IsNaN(v) && v >= c.lo && v <= c.hi {
				what = "is not a whole number"
			}
			want := fmt.Sprintf(`warmaster: unit "Orc Boyz" (o-boyz): %s = %g %s (%s)`, c.key, v, what, c.text)
			if err == nil || err.Error() != want {
				t.Errorf("Setup(%s = %g) = %v, want %q (%s)", c.key, v, err, want, c.why)
			}
		}
	}
}

// TestProfileRangesAccepted: the bounds themselves pass Setup (issue 8
// item 3), and so does a fraction where the rules measure (range, move).
func TestProfileRangesAccepted(t *testing.T) {
	for _, c := range profileCases {
		good := []float64{c.lo, c.hi}
		if !c.whole {
			good = append(good, (c.lo+c.hi)/2+0.25)
		}
		for _, v := range good {
			if err := setup(rangeWorld(c.typ, map[string]float64{c.key: v})); err != nil {
				t.Errorf("Setup(%s = %g) = %v, want nil (range %s: %s)", c.key, v, err, c.text, c.why)
			}
		}
	}
}

// TestProfileUnknownKey: a key WME does not read is refused by name, so
// that a typo ("attack") is not a unit of no attacks (DESIGN.md house
// rule 8; docs/scenario-format.md "What is checked").
func TestProfileUnknownKey(t *testing.T) {
	err := setup(rangeWorld(Infantry, map[string]float64{"attack": 3}))
	if err == nil || !strings.HasPrefix(err.Error(), `warmaster: unit "Orc Boyz" (o-boyz): unknown profile key "attack"`) {
		t.Errorf("Setup(attack = 3) = %v, want the unknown key refused naming the unit", err)
	}
	w := rangeWorld(Infantry, map[string]float64{keyAttacks: 3})
	w.s.Units[len(w.s.Units)-1].Name = "o-boyz" // no name of its own: the id alone
	w.s.Units[len(w.s.Units)-1].Profile[keyAttacks] = 21
	if err := setup(w); err == nil || err.Error() != `warmaster: unit "o-boyz": attacks = 21 is out of range (0-20)` {
		t.Errorf("Setup(unnamed, attacks = 21) = %v", err)
	}
}

// TestOwnCheckedKeysRefuseNaN: the keys with checks of their own (items,
// mounts, main) refuse NaN and huge values too.
func TestOwnCheckedKeysRefuseNaN(t *testing.T) {
	for _, c := range []struct {
		typ, key string
	}{
		{Infantry, ItemPrefix + BannerOfBattle},
		{Hero, keyMountMonster},
		{Infantry, KeyMain},
	} {
		for _, v := range []float64{math.NaN(), math.Inf(1), 1e15, 1e308} {
			if err := setup(rangeWorld(c.typ, map[string]float64{c.key: v})); err == nil || !strings.Contains(err.Error(), "o-boyz") {
				t.Errorf("Setup(%s = %g) = %v, want an error naming the unit", c.key, v, err)
			}
		}
	}
}

// settingCases are the numeric settings' ranges: turns (the battle is 6-8
// turns, [L349]; the conformance tests play 1000), budget ([L2664]) and an
// objective's worth ([L2244]).
var settingCases = []struct {
	key      string
	lo, hi   string
	text     string
	feature  bool // an objective: needs its terrain feature
	whyRange string
}{
	{SettingTurns, "1", "1000", "1-1000", false, "6-8 turns [L349]; conformance plays 1000"},
	{SettingBudget, "1", "100000", "1-100000", false, "armies of 1000 to a few thousand points [L2664]"},
	{SettingObjective + "farm", "1", "10000", "1-10000", true, "a scenario's bonus [L2244]"},
}

func settingWorld(key, v string, feature bool) *world {
	w := newWorld()
	if feature {
		w.feature("farm", "open", geom.V(80, 50), geom.V(100, 50), geom.V(100, 70), geom.V(80, 70))
	}
	w.s.Settings[key] = v
	return w
}

// TestSettingRanges: Setup refuses each bad number, naming the setting,
// its value and its range, and accepts the bounds (issue 8 item 3).
func TestSettingRanges(t *testing.T) {
	for _, c := range settingCases {
		for _, v := range []string{"0", "-1", c.hi + "1", "2.5", "NaN", "Inf", "-Inf", "1e15", "1e308", "1e-300", "99999999999999999999", "ten", ""} {
			err := setup(settingWorld(c.key, v, c.feature))
			want := fmt.Sprintf("warmaster: setting %s = %q: want ", c.key, v)
			if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "a whole number in range ("+c.text+")") {
				t.Errorf("Setup(%s = %q) = %v, want %q... naming the range %s", c.key, v, err, want, c.text)
			}
		}
		for _, v := range []string{c.lo, c.hi} {
			if err := setup(settingWorld(c.key, v, c.feature)); err != nil {
				t.Errorf("Setup(%s = %q) = %v, want nil (%s: %s)", c.key, v, err, c.text, c.whyRange)
			}
		}
	}
}

// TestTurnsSetsTheLength: the checked turns setting is the battle's
// length (WME §10.2 [L349]), up to its bound.
func TestTurnsSetsTheLength(t *testing.T) {
	w := newWorld()
	w.s.Settings[SettingTurns] = "1000"
	s := w.state(t)
	if s.Counters[ctTurns] != 1000 {
		t.Errorf("turns = 1000: counter %d, want 1000", s.Counters[ctTurns])
	}
}

// TestRangesDocumented: docs/scenario-format.md gives every profile key's
// and setting's range, as ranges.go holds it, on the key's table row.
func TestRangesDocumented(t *testing.T) {
	b, err := os.ReadFile("../../docs/scenario-format.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		first, _, _ := strings.Cut(strings.TrimPrefix(line, "| "), " |")
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		for i, part := range strings.Split(first, "`") {
			if i%2 == 1 { // each `key` of the row's first cell
				rows[part] += line
			}
		}
	}
	type doc struct{ what, key string }
	want := map[doc]string{}
	for k, r := range profileRanges {
		want[doc{"profile key", k}] = r.String()
	}
	for k, r := range specialRanges {
		want[doc{"profile key", k}] = r.String()
	}
	for k, r := range settingRanges {
		want[doc{"setting", k}] = r.String()
	}
	want[doc{"setting", SettingObjective + "<terrain id>"}] = objectiveRange.String()
	for d, text := range want {
		if row := rows[d.key]; !strings.Contains(row, text) {
			t.Errorf("docs/scenario-format.md: no table row for the WME %s %s giving %q (row %q)", d.what, d.key, text, row)
		}
	}
}

// TestBoundaryBattle: a unit at every bound fights and shoots without
// trouble: the largest dice counts Setup allows stay small (issue 8 item
// 3; attacks = 1e6 took 20 s and 3 GB).
func TestBoundaryBattle(t *testing.T) {
	p := map[string]float64{keyAttacks: 20, keyShots: 20, keyRange: 120, keyHits: 20, keyArmour: 6, keyPoints: 5000}
	s := rangeWorld(Infantry, p).state(t)
	u, _ := s.Unit("o-boyz")
	if got := hitsPerElement(u); got != 20 {
		t.Errorf("hitsPerElement = %d, want 20", got)
	}
	if got := fireRange(u); got != MaxVisibility {
		t.Errorf("fireRange(range 120) = %g, want the longest sight %g [L331]", got, MaxVisibility)
	}
}
