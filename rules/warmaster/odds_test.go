package warmaster

import (
	"math"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// TestShotOddsByHand: E7's four crossbow elements (one shot each, 4+ in
// the open, §8.5 [L1147-1161]) at orcs without armour, 3 hits an element
// (L1197): the orcs lose an element when 3 or 4 of the 4 dice hit, 5 times
// in 16, exactly. The same question gets the same answer; the state is
// unchanged.
func TestShotOddsByHand(t *testing.T) {
	s := newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, xbow(1)).
		unit("orc", 1, Infantry, 3, 84, 60, south, orcs(0)).state(t)
	s = toShooting(t, s)
	before := s.Hash()
	o, ok := (Rules{}).Odds(&s, shoot("xb", "orc"))
	if !ok || o.Trials != 0 {
		t.Fatalf("Odds = %+v, %v", o, ok)
	}
	var lose1, none float64
	for _, oc := range o.Outcomes {
		switch oc.Text {
		case "orc lose 1 element":
			lose1 = oc.P
		case "orc lose no element":
			none = oc.P
		default:
			t.Errorf("an outcome no die can give: %+v", oc)
		}
	}
	if want := 5.0 / 16; math.Abs(lose1-want) > 1e-12 || math.Abs(lose1+none-1) > 1e-12 {
		t.Errorf("loses an element %.4f, none %.4f; want exactly %.4f", lose1, none, want)
	}
	again, _ := (Rules{}).Odds(&s, shoot("xb", "orc"))
	if len(again.Outcomes) != len(o.Outcomes) || again.Outcomes[0] != o.Outcomes[0] {
		t.Error("the same question got another answer")
	}
	if s.Hash() != before {
		t.Error("Odds changed the state")
	}
	if _, ok := (Rules{}).Odds(&s, rules.Action{Kind: KindShoot, Side: 0, Target: "nobody", Args: map[string]string{"unit": "xb"}}); ok {
		t.Error("odds for a shot the rules refuse")
	}
}

func BenchmarkShotOdds(b *testing.B) {
	t := &testing.T{}
	s := newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, xbow(1)).
		unit("orc", 1, Infantry, 3, 84, 60, south, orcs(5)).state(t)
	s = toShooting(t, s)
	for b.Loop() {
		(Rules{}).Odds(&s, shoot("xb", "orc"))
	}
}

// TestShotOddsAgreeWithTheResolution: the exact count with saves (E7's
// crossbows at orcs with a 5+ save, [L1153-1163]) agrees with the real
// resolution run 1000 times with seeded dice, each chance within four
// standard errors; and E8's mixed cover (two volleys, the need changing as
// elements go, [L1167]) is the real resolution simulated, shotTrials times.
func TestShotOddsAgreeWithTheResolution(t *testing.T) {
	s := newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, xbow(2)).
		unit("orc", 1, Infantry, 3, 84, 60, south, orcs(5)).state(t)
	s = toShooting(t, s)
	a := shoot("xb", "orc")
	o, ok := (Rules{}).Odds(&s, a)
	if !ok || o.Trials != 0 {
		t.Fatalf("Odds = %+v, %v: want exact", o, ok)
	}
	exact := map[string]float64{}
	for _, oc := range o.Outcomes {
		exact[oc.Text] = oc.P
	}
	const n = 1000
	seen := map[string]float64{}
	d := dice.NewSeeded(11)
	for range n {
		after, _, err := (Rules{}).Apply(s, a, d)
		if err != nil {
			t.Fatal(err)
		}
		u, _ := after.Unit("orc")
		text := map[int]string{3: "orc lose no element", 2: "orc lose 1 element", 1: "orc lose 2 elements", 0: "orc are destroyed"}[len(u.Bases)]
		seen[text] += 1.0 / n
	}
	for text, p := range exact {
		if se := math.Sqrt(p * (1 - p) / n); math.Abs(seen[text]-p) > 4*se+1e-9 {
			t.Errorf("%s: exactly %.3f, the resolution %.3f in %d (4 SE %.3f)", text, p, seen[text], n, 4*se)
		}
	}
	for text := range seen {
		if _, ok := exact[text]; !ok {
			t.Errorf("the resolution gave %q, which the count says cannot happen", text)
		}
	}

	m := newWorld().unit("xb", 0, Infantry, 6, 70, 80, north, xbow(1)).
		unit("orc", 1, Infantry, 3, 84, 60, south, orcs(0)).
		feature("fen", "marsh", geom.V(78, 55), geom.V(92, 55), geom.V(92, 65), geom.V(78, 65)).state(t)
	m = toShooting(t, m)
	if o, ok := (Rules{}).Odds(&m, a); !ok || o.Trials != shotTrials {
		t.Errorf("mixed cover: Odds = %+v, %v: want %d trials of the real resolution", o, ok, shotTrials)
	}
}

// TestFightOdds: a round of two even lines of three elements front to
// front (§9.4-9.8): the chances add up, the sides are near even, the same
// question gets the same answer, the state is unchanged, and each side's
// chance agrees with 1000 real rounds rolled with other dice, within four
// standard errors of the difference.
func TestFightOdds(t *testing.T) {
	s := toCombat(t, frontal().state(t))
	a := fight(0, "bl")
	before := s.Hash()
	o, ok := (Rules{}).Odds(&s, a)
	if !ok || o.Trials != fightTrials || len(o.Outcomes) != 3 {
		t.Fatalf("Odds = %+v, %v", o, ok)
	}
	sum := 0.0
	for _, oc := range o.Outcomes {
		sum += oc.P
	}
	if math.Abs(sum-1) > 1e-9 || s.Hash() != before {
		t.Fatalf("chances add up to %v; state changed %v", sum, s.Hash() != before)
	}
	again, _ := (Rules{}).Odds(&s, a)
	if again.Outcomes[0] != o.Outcomes[0] {
		t.Error("the same question got another answer")
	}
	const n = 1000
	wins := make([]float64, 2)
	d := dice.NewSeeded(99)
	for range n {
		_, evs, err := (Rules{}).Apply(s, a, d)
		if err != nil {
			t.Fatal(err)
		}
		for _, ev := range evs {
			for _, f := range ev.Facts {
				if f.Name == FactMargin && f.Value > 0 {
					wins[map[string]int{"blue": 0, "red": 1}[f.Of]] += 1.0 / n
				}
			}
		}
	}
	for i, p := range wins {
		got := o.Outcomes[i].P
		se := math.Sqrt(p * (1 - p) * (1.0/fightTrials + 1.0/n))
		if math.Abs(got-p) > 4*se+1e-9 {
			t.Errorf("%s: odds %.2f, real rounds %.3f (4 SE %.3f)", o.Outcomes[i].Text, got, p, 4*se)
		}
	}
}
