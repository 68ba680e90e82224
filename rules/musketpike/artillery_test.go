package musketpike

import (
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// TestGunsReface checks 6.2.3 [L469]: an unfired battery re-faces any
// number of vertices instead of firing, for no MP, and flips to Fired;
// a Fired one may not.
func TestGunsReface(t *testing.T) {
	w := moveWorld(t)
	w.one("guns", Artillery, 0, "1015", north, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	w.one("foot", HeavyInfantry, 0, "1016", north, nil)
	s := w.setup("wc")
	at := w.at(s, "guns")
	a := w.move(s, "guns", turn(at, 1), turn(at, 2), turn(at, 3))
	next, evs := apply(t, *s, a)
	if g := mustUnit(t, &next, "guns"); g.Status[stFired] != 1 || w.at(&next, "guns").F != at.F.Turn(3) {
		t.Fatalf("fired %d, facing %v\n%s", g.Status[stFired], w.at(&next, "guns").F, logText(evs))
	}
	if next.Used["guns.1"] != 0 {
		t.Errorf("re-facing guns spend no MP, got %v", next.Used["guns.1"])
	}
	fired := s.Clone()
	mustUnit(t, &fired, "guns").SetStatus(stFired, 1)
	mustErr(t, (Rules{}).Check(&fired, w.move(&fired, "guns", turn(at, 1))), "fired")
}

// TestLimber checks 7.3.3 [L575]: limbering or unlimbering replaces the
// battery's fire; limbered guns have MA 2, no facing, and unlimber
// facing as their counter is drawn.
func TestLimber(t *testing.T) {
	w := moveWorld(t)
	w.one("guns", Artillery, 0, "1015", north, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	w.one("foot", HeavyInfantry, 0, "1016", north, nil)
	s := w.setup("wc")
	limber := rules.Action{Kind: KindLimber, Side: 0, Target: "guns"}
	n, _ := apply(t, *s, limber)
	g := mustUnit(t, &n, "guns")
	if !limbered(g) || g.Status[stFired] != 1 || g.Status[stMove] != moveClosed {
		t.Fatalf("limbered %v, fired %d, move %d", limbered(g), g.Status[stFired], g.Status[stMove])
	}
	// Next turn's activation: it moves 2 MP in any direction.
	endActivationPhase(&n)
	n.Phase = PhaseWing
	startActivation(&n, mustUnit(t, &n, "wc"))
	at := hex.One(w.hx("1015"), hex.NoFacing)
	two := []hex.Unit{at.Translate(hex.Dir(0)), at.Translate(hex.Dir(0)).Translate(hex.Dir(0))}
	if err := (Rules{}).Check(&n, w.move(&n, "guns", two...)); err != nil {
		t.Fatalf("limbered guns move 2 MP: %v", err)
	}
	mustErr(t, (Rules{}).Check(&n, w.move(&n, "guns", append(two, two[1].Translate(hex.Dir(0)))...)), "allowance")
	u, evs := apply(t, n, limber)
	if limbered(mustUnit(t, &u, "guns")) || w.at(&u, "guns").F != north {
		t.Errorf("unlimbered facing %v, want as drawn (north)\n%s", w.at(&u, "guns").F, logText(evs))
	}
	mustErr(t, (Rules{}).Check(&u, limber), "moved")
}

// TestFormHedgehog checks 6.3.2b [L487]: heavy infantry with pikes forms
// Hedgehog for 4 MP, from Normal, Open Order or Column, not Shaken, and
// moves no more.
func TestFormHedgehog(t *testing.T) {
	cases := []struct {
		name      string
		formation string
		noPikes   bool
		moved     int // hexes moved first
		code      string
	}{
		{"from Normal formation, 4 MP [L487]", "", false, 0, ""},
		{"not after moving: 4 MP is all of its MA [L487]", "", false, 1, "allowance"},
		{"from Column after moving 2 of its 6 MP [L487], [L519]", Column, false, 2, ""},
		{"not Formation Shaken, except as a reaction [L487]", Shaken, false, 0, "no-hedgehog"},
		{"not without pikes [L483]", "", true, 0, "no-hedgehog"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := moveWorld(t)
			prof := map[string]float64{}
			if c.noPikes {
				prof[keyNoPikes] = 1
			}
			w.one("u", HeavyInfantry, 0, "1015", north, prof)
			w.s.Units[len(w.s.Units)-1].Formation = c.formation
			w.wc("wc", 0, 1, "1015", charts.MakeReady)
			s := w.setup("wc")
			n := *s
			if c.moved > 0 {
				n, _ = apply(t, n, w.move(&n, "u", walk(w.at(&n, "u"), c.moved)...))
			}
			a := rules.Action{Kind: KindHedgehog, Side: 0, Target: "u"}
			err := (Rules{}).Check(&n, a)
			if c.code != "" {
				mustErr(t, err, c.code)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			h, evs := apply(t, n, a)
			if formationOf(mustUnit(t, &h, "u")) != Hedgehog {
				t.Fatalf("formation %q\n%s", formationOf(mustUnit(t, &h, "u")), logText(evs))
			}
			mustErr(t, (Rules{}).Check(&h, w.move(&h, "u", walk(w.at(&h, "u"), 1)...)), "moved")
		})
	}
}
