package musketpike

import (
	"os"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/musketpike/charts"
	"plateau/rules/rulestest"
)

// TestSetupRefuses checks that Setup refuses, naming the unit and the
// range, every profile value out of its range or not for its class
// (DESIGN.md, "settings and profiles have ranges"; spec §3.1-3.4), and a
// scenario whose counters, wings or map the rules cannot play.
func TestSetupRefuses(t *testing.T) {
	cases := []struct {
		name string
		edit func(w *world)
		want string
	}{
		{"SP above 20 [L42]", func(w *world) { w.s.Units[0].Profile[keySP] = 25 }, `unit "foot": profile sp = 25 is out of range (1-20)`},
		{"fractional SP", func(w *world) { w.s.Units[0].Profile[keySP] = 2.5 }, `profile sp = 2.5 is not a whole number (1-20)`},
		{"morale 3 [L42]", func(w *world) { w.s.Units[0].Profile[keyMorale] = 3 }, `profile morale = 3 is out of range (4-8)`},
		{"rating -3 [L58]", func(w *world) { w.s.Units[1].Profile[keyRating] = -3 }, `unit "wc": profile rating = -3 is out of range (-2-0)`},
		{"an unknown key", func(w *world) { w.s.Units[0].Profile["speed"] = 3 }, `unknown profile key "speed"`},
		{"a key of another class", func(w *world) { w.s.Units[0].Profile[keyGun] = 12 }, `profile gun is for artillery, not heavy_infantry`},
		{"an unknown type", func(w *world) { w.s.Units[0].Type = "dragoon" }, `has type "dragoon"`},
		{"cavalry spanning 2 hexes [L188]", func(w *world) { w.s.Units[0].Type = Cavalry; w.s.Units[0].Profile[keyHexes] = 2 }, `profile hexes is for heavy_infantry, not cavalry`},
		{"no SP", func(w *world) { delete(w.s.Units[0].Profile, keySP) }, `needs profile sp (1-20)`},
		{"a gun class that is none [L925]", func(w *world) { w.one("gun", Artillery, 0, "0505", north, map[string]float64{keyGun: 6}) }, `profile gun = 6: want 12, 8`},
		{"point-blank beyond maximum range [L935]", func(w *world) {
			w.one("gun", Artillery, 0, "0505", north, map[string]float64{keyPB: 9, keyMax: 8})
		}, `point-blank range 9 is beyond its maximum range 8`},
		{"hedgehog without pikes [L483]", func(w *world) {
			w.s.Units[0].Profile[keyNoPikes] = 1
			w.s.Units[0].Formation = Hedgehog
		}, `formation "hedgehog"`},
		{"a wing commander with no order [L399]", func(w *world) { delete(w.s.Units[1].Profile, keyOrder) }, `needs its starting order`},
		{"a wing without its commander [L366]", func(w *world) { w.s.Units[0].Profile[keyWing] = 2 }, `is of wing 2 of Royalists, which has no wing commander`},
		{"two Army Commanders [L314]", func(w *world) {
			w.one("ac1", Leader, 0, "0505", 0, map[string]float64{keyAC: 1})
			w.s.Units[len(w.s.Units)-1].Profile = map[string]float64{keyAC: 1}
			w.one("ac2", Leader, 0, "0505", 0, nil)
			w.s.Units[len(w.s.Units)-1].Profile = map[string]float64{keyAC: 1}
		}, `has 2 Army Commanders`},
		{"a counter off the grid [L447]", func(w *world) { w.s.Table.Bases[0].Shape.Center.X += 0.5 }, `does not stand on the hex map`},
		{"a 1-hex counter drawn over two hexes [L188]", func(w *world) { w.s.Table.Bases[0].Shape.Width = 2 * hexSize }, `its profile says it spans one hex`},
		{"terrain the chart does not know", func(w *world) { w.terrain("swamp", "0303") }, `map hex 0303 is "swamp", which the terrain chart does not know`},
		{"three armies", func(w *world) { w.s.Sides = append(w.s.Sides, rules.Side{ID: "scots", Name: "Scots"}) }, `3 armies`},
		{"a setting", func(w *world) { w.s.Settings = map[string]string{"scale": "15mm"} }, `unknown setting "scale"`},
		{"no hex map", func(w *world) { w.s.Table.Hexes = nil }, `no hex map`},
		{"two combat units in a hex [L597]", func(w *world) { w.one("more", Cavalry, 0, "0610", north, nil) }, `may not stack in hex 0610`},
		{"a counter in an enemy's hex [L597]", func(w *world) { w.one("foe", Cavalry, 1, "0610", south, nil) }, `may not stack in hex 0610`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.one("foot", HeavyInfantry, 0, "0610", north, nil)
			w.wc("wc", 0, 1, "0610", charts.MakeReady)
			w.one("pfoot", HeavyInfantry, 1, "0602", south, nil)
			w.wc("pwc", 1, 1, "0602", charts.MakeReady)
			c.edit(w)
			err := (Rules{}).Setup(&w.s)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "musketpike: ") {
				t.Errorf("Setup = %v, want an error containing %q", err, c.want)
			}
		})
	}
}

// TestSetupAccepts checks a small legal battle: Setup starts turn 1 with
// the orders given, and a 2-hex counter drawn as CounterSize draws it
// reads as one.
func TestSetupAccepts(t *testing.T) {
	w := newWorld(t, 12, 12)
	w.two("foot", 0, "0510", north, false, nil)
	w.two("col", 0, "0512", north, true, nil)
	w.wc("wc", 0, 1, "0510", charts.Charge)
	w.one("pfoot", HeavyInfantry, 1, "0602", south, nil)
	w.wc("pwc", 1, 1, "0602", charts.MakeReady)
	s := w.setup("")
	if s.Turn != 1 || s.Phase != PhaseSelect || s.Active != 0 {
		t.Fatalf("turn %d, phase %q, side %d: want turn 1, the Royalists' Charge wing to choose", s.Turn, s.Phase, s.Active)
	}
	if wc, _ := s.Unit("wc"); orderOf(wc) != charts.Charge {
		t.Errorf("order %v", orderOf(wc))
	}
	if at := w.at(s, "col"); !at.Two || !at.Column {
		t.Errorf("the column reads as %+v", at)
	}
}

// TestPosition checks the Positioner: every status and counter has its
// key, and a position is resumed with its keys checked.
func TestPosition(t *testing.T) {
	w := newWorld(t, 12, 12)
	w.one("foot", HeavyInfantry, 0, "0610", north, nil)
	w.wc("wc", 0, 1, "0610", charts.MakeReady)
	w.one("pfoot", HeavyInfantry, 1, "0602", south, nil)
	w.wc("pwc", 1, 1, "0602", charts.MakeReady)
	w.s.Phase, w.s.Turn = PhaseSelect, 3
	w.s.Units[0].SetStatus(stCasualties, 2)
	if err := (Rules{}).Resume(&w.s); err != nil {
		t.Fatal(err)
	}
	if wc, _ := w.s.Unit("wc"); orderOf(wc) != charts.MakeReady {
		t.Errorf("Resume fills in the order from the profile")
	}
	for _, c := range []struct {
		key  string
		v    int
		want string
	}{
		{stMorale, 5, `status "morale"`},
		{stPistols, 1, `status "pistols" is not kept by a heavy_infantry`},
		{stCasualties, 4, `4 casualties on 4 SP: it would be eliminated`},
	} {
		p := w.s.Clone()
		p.Units[0].SetStatus(c.key, c.v)
		if err := (Rules{}).Resume(&p); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Resume with %s = %d: %v, want %q", c.key, c.v, err, c.want)
		}
	}
	var _ rules.Positioner = Rules{}
	var _ rules.Offerer = Rules{}
}

// TestConformance plays random legal actions (rulestest.Play: no overlap,
// no allowance exceeded, Apply never changes its input, the same seed the
// same battle). The battle has no unit that may stack with another, since
// the suite's overlap invariant knows nothing of hex stacks.
func TestConformance(t *testing.T) {
	w := newWorld(t, 16, 16)
	for i, l := range []string{"0414", "0614", "0814", "1014"} {
		typ := []string{Cavalry, HeavyInfantry, HeavyInfantry, Cavalry}[i]
		w.one("k"+l, typ, 0, l, north, map[string]float64{keyWing: float64(1 + i/2)})
	}
	w.wc("kw1", 0, 1, "0414", charts.Charge)
	w.wc("kw2", 0, 2, "0814", charts.MakeReady)
	for i, l := range []string{"0403", "0603", "0803", "1003"} {
		typ := []string{Cavalry, HeavyInfantry, HeavyInfantry, Cavalry}[i]
		w.one("p"+l, typ, 1, l, south, map[string]float64{keyWing: float64(1 + i/2)})
	}
	w.wc("pw1", 1, 1, "0403", charts.MakeReady)
	w.wc("pw2", 1, 2, "0803", charts.ReceiveCharge)
	// Two pairs already in contact, in command of the Royalists' wings, so
	// that fire is played from the first activations (M&P §8).
	for i, l := range []string{"0412", "0812"} {
		typ := []string{Cavalry, HeavyInfantry}[i]
		w.one("k"+l, typ, 0, l, north, map[string]float64{keyWing: float64(1 + i)})
		e := w.m.Label(w.hx(l).Neighbor(north.D(0)))
		w.one("p"+e, HeavyInfantry, 1, e, south, map[string]float64{keyWing: float64(1 + i)})
		if i == 1 {
			w.terrain("village", e) // it may take cover [L762]
		}
	}
	k, err := rulestest.Scale(os.Getenv(rulestest.ScaleEnv))
	if err != nil {
		t.Fatal(err)
	}
	b := rulestest.Budget{Seeds: 4, Actions: 600}.Times(k)
	if testing.Short() {
		b = rulestest.Budget{Seeds: 3, Actions: 200}
	}
	kinds := map[string]int{}
	for seed := uint64(1); seed <= uint64(b.Seeds); seed++ {
		st := rulestest.Play(t, Rules{}, w.s, stepper(w), b.Actions, seed)
		for kind, n := range st.Kinds {
			kinds[kind] += n
		}
	}
	t.Logf("kinds played: %v", kinds)
	for _, kind := range []string{rules.KindMove, KindActivate, KindContinue, KindPreempt, KindChangeOrder, KindReform, KindFire, rules.KindEndPhase} {
		if kinds[kind] == 0 {
			t.Errorf("the suite never played %s: %v", kind, kinds)
		}
	}
}
