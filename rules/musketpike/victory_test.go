package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// TestVictoryPoints: the points a side scores from the enemy's losses, row
// by row of the table [L1364-L1386]: cavalry eliminated 10 and 2 a casualty
// point on the map [L1364-L1365], heavy infantry 10 (2-hex) or 5 (1-hex)
// and 1 a casualty point [L1366-L1368], light infantry nothing [L1369],
// guns by class captured or disabled [L1370-L1379], the Army Commander 20
// [L1384], a named wing commander 5 × his rating taken as positive
// [L1386], [L1391] (example E27: rating -2, 10 VP).
func TestVictoryPoints(t *testing.T) {
	type edit struct {
		unit string
		f    func(u *rules.Unit)
	}
	gone := func(u *rules.Unit) { u.SetStatus(stEliminated, 1) }
	hits := func(n int) func(u *rules.Unit) { return func(u *rules.Unit) { u.SetStatus(stCasualties, n) } }
	for _, c := range []struct {
		name         string
		edits        []edit
		side0, side1 int // points of side 0 (the enemy's losses are side 1's units) and side 1
	}{
		{"nothing lost", nil, 0, 0},
		{"enemy cavalry eliminated", []edit{{"e-horse", gone}}, 10, 0},
		{"3 casualty points on enemy cavalry", []edit{{"e-horse", hits(3)}}, 6, 0},
		{"a 2-hex heavy infantry unit eliminated", []edit{{"e-foot2", gone}}, 10, 0},
		{"a 1-hex one eliminated, 2 points on the 2-hex one", []edit{{"e-foot1", gone}, {"e-foot2", hits(2)}}, 7, 0},
		{"light infantry eliminated: nothing", []edit{{"e-musk", gone}}, 0, 0},
		{"our 12 lb guns disabled: the enemy scores 10", []edit{{"guns12", func(u *rules.Unit) { u.SetStatus(stDisabled, 1) }}}, 0, 10},
		{"our 3 lb guns disabled", []edit{{"guns3", func(u *rules.Unit) { u.SetStatus(stDisabled, 1) }}}, 0, 2},
		{"our double 12 lb guns captured by the enemy", []edit{{"guns12d", func(u *rules.Unit) { u.SetStatus(stDisabled, 1); u.SetStatus(stCaptured, 2) }}}, 0, 30},
		{"recaptured by us: their disabled points go to the enemy", []edit{{"guns12d", func(u *rules.Unit) { u.SetStatus(stDisabled, 1); u.SetStatus(stCaptured, 1) }}}, 0, 10},
		{"the enemy's Army Commander removed", []edit{{"e-ac", func(u *rules.Unit) { u.SetStatus(stRemoved, 1) }}}, 20, 0},
		{"its wing commander of rating -2 removed (E27)", []edit{{"e-wc", func(u *rules.Unit) { u.SetStatus(stRemoved, 1) }}}, 10, 0},
	} {
		w := newWorld(t, 10, 8)
		w.wc("wc", 0, 1, "0101", charts.MakeReady)
		w.one("guns12", Artillery, 0, "0202", 0, map[string]float64{keyGun: 12})
		w.one("guns3", Artillery, 0, "0203", 0, map[string]float64{keyGun: 3})
		w.one("guns12d", Artillery, 0, "0204", 0, map[string]float64{keyGun: 12, keyDouble: 1})
		w.add(rules.Unit{ID: "e-ac", Type: Leader, Side: 1, Profile: map[string]float64{keyAC: 1, keyRating: -1}}, hex.One(w.hx("1008"), 3))
		w.one("e-wc", Leader, 1, "1001", 3, map[string]float64{keyWing: 1, keyOrder: 2, keyRating: -2})
		w.one("e-horse", Cavalry, 1, "0902", 3, map[string]float64{keySP: 5})
		w.one("e-foot1", HeavyInfantry, 1, "0903", 3, map[string]float64{keySP: 6})
		w.two("e-foot2", 1, "0905", 3, false, map[string]float64{keySP: 8})
		w.one("e-musk", LightInfantry, 1, "0906", 3, map[string]float64{keySP: 2})
		s := w.setup("")
		for _, e := range c.edits {
			u, ok := s.Unit(e.unit)
			if !ok {
				t.Fatalf("no unit %s", e.unit)
			}
			e.f(u)
		}
		if got0, got1 := victoryPoints(s, 0), victoryPoints(s, 1); got0 != c.side0 || got1 != c.side1 {
			t.Errorf("%s: victory points %d and %d, want %d and %d", c.name, got0, got1, c.side0, c.side1)
		}
	}
}

// TestBattleResult: the battle that capitulation ends [L304] closes with
// each side's victory points and the difference [L1351-L1357]; a side
// that capitulated can do no better than a draw [L306].
func TestBattleResult(t *testing.T) {
	for _, c := range []struct {
		name        string
		horseGone   bool // side 1's cavalry eliminated: 10 VP to side 0 [L1364]
		capitulated [2]bool
		want        string
	}{
		{"level", false, [2]bool{true, false}, "Victory points: Royalists 0, Parliament 0: level on points"},
		{"ahead", true, [2]bool{false, true}, "Victory points: Royalists 10, Parliament 0: Royalists ahead by 10"},
		{"ahead but capitulated", true, [2]bool{true, false}, "Royalists ahead by 10, but it capitulated and can do no better than a draw [L306]"},
	} {
		w := newWorld(t, 10, 8)
		w.wc("wc", 0, 1, "0101", charts.MakeReady)
		w.one("foot", HeavyInfantry, 0, "0101", north, nil)
		w.wc("ewc", 1, 1, "1001", charts.MakeReady)
		w.one("horse", Cavalry, 1, "0902", south, nil)
		s := w.setup("")
		if c.horseGone {
			h := mustUnit(t, s, "horse")
			h.SetStatus(stEliminated, 1)
		}
		e := battleResult(s, c.capitulated)
		if e.Kind != "victory" || !strings.Contains(e.Text, c.want) {
			t.Errorf("%s: %s %q, want %q", c.name, e.Kind, e.Text, c.want)
		}
	}
}

// TestCapitulationEndsWithTheVictoryPoints: the capitulation's last event
// is the battle's result [L304-L306], [L1351].
func TestCapitulationEndsWithTheVictoryPoints(t *testing.T) {
	w := newWorld(t, 10, 8)
	w.wc("wc", 0, 1, "0101", charts.Rally)
	w.one("foot", HeavyInfantry, 0, "0101", north, nil)
	w.wc("ewc", 1, 1, "1001", charts.MakeReady)
	w.one("horse", Cavalry, 1, "0902", south, nil)
	s := w.setup("")
	evs := capitulate(s)
	if s.Phase != PhaseOver || len(evs) != 2 || evs[0].Kind != "capitulation" || evs[1].Kind != "victory" {
		t.Fatalf("phase %s, events %q: want the capitulation, then the victory points", s.Phase, logText(evs))
	}
}
