package musketpike

import (
	"testing"

	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// TestStacking checks the stacking limits (8.1-8.3 [L593-L638], P31): one
// combat unit per hex [L597]; light infantry of 1-2 SP with cavalry of its
// wing [L599]; artillery with infantry or cavalry [L600]; no passing
// through friendly units except artillery [L604]; no enemy hex.
func TestStacking(t *testing.T) {
	type put struct {
		id, typ string
		side    int
		steps   int // on the mover's path, 1 = its first hex ahead
		prof    map[string]float64
	}
	cases := []struct {
		name  string
		mover string
		limb  bool
		prof  map[string]float64
		put   []put
		steps int
		code  string
		stop  bool // legal, and the move is over there
	}{
		{"cavalry onto heavy infantry [L597]", Cavalry, false, nil, []put{{"x", HeavyInfantry, 0, 1, nil}}, 1, "stacking", false},
		{"cavalry through friendly cavalry [L604]", Cavalry, false, nil, []put{{"x", Cavalry, 0, 1, nil}}, 2, "stacking", false},
		{"cavalry over friendly artillery [L604]", Cavalry, false, nil, []put{{"x", Artillery, 0, 1, nil}}, 2, "", false},
		{"cavalry stops on friendly artillery [L600]", Cavalry, false, nil, []put{{"x", Artillery, 0, 1, nil}}, 1, "", false},
		{"limbered guns stop on friendly infantry [L600], [L604]", Artillery, true, nil, []put{{"x", HeavyInfantry, 0, 1, nil}}, 1, "", true},
		{"limbered guns may not pass through it [L604]", Artillery, true, nil, []put{{"x", HeavyInfantry, 0, 1, nil}}, 2, "stopped", false},
		{"limbered guns onto a hex with artillery [L600]", Artillery, true, nil, []put{{"x", Artillery, 0, 1, nil}}, 1, "stacking", false},
		{"cavalry joins light infantry of 2 SP of its wing, and stops [L599], [L626]", Cavalry, false, nil, []put{{"x", LightInfantry, 0, 1, map[string]float64{keySP: 2}}}, 1, "", true},
		{"and may not go on [L626]", Cavalry, false, nil, []put{{"x", LightInfantry, 0, 1, map[string]float64{keySP: 2}}}, 2, "stopped", false},
		{"light infantry of 2 SP joins cavalry [L626]", LightInfantry, false, map[string]float64{keySP: 2}, []put{{"x", Cavalry, 0, 1, nil}}, 1, "", true},
		{"light infantry of 3 SP may not [L599]", Cavalry, false, nil, []put{{"x", LightInfantry, 0, 1, map[string]float64{keySP: 3}}}, 1, "stacking", false},
		{"light infantry of another wing may not [L599]", Cavalry, false, nil, []put{{"x", LightInfantry, 0, 1, map[string]float64{keySP: 2, keyWing: 2}}}, 1, "stacking", false},
		{"cavalry, light infantry and artillery are too many [L597]", Cavalry, false, nil, []put{{"x", LightInfantry, 0, 1, map[string]float64{keySP: 2}}, {"g", Artillery, 0, 1, nil}}, 1, "stacking", false},
		{"heavy infantry onto light infantry of 2 SP [L597]", HeavyInfantry, false, nil, []put{{"x", LightInfantry, 0, 1, map[string]float64{keySP: 2}}}, 1, "stacking", false},
		{"any unit with wagons [L1301]", HeavyInfantry, false, nil, []put{{"x", Wagons, 0, 1, nil}}, 2, "", false},
		{"not into an enemy's hex", Cavalry, false, nil, []put{{"x", LightInfantry, 1, 1, nil}}, 1, "enemy", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := moveWorld(t)
			w.wc("wc", 0, 1, "1015", charts.MakeReady)
			w.wc("wc2", 0, 2, "0119", charts.MakeReady)
			w.one("w2", HeavyInfantry, 0, "0119", north, map[string]float64{keyWing: 2})
			path := walk(hex.One(w.hx("1015"), north), c.steps)
			for _, p := range c.put {
				f := north
				if p.side == 1 {
					f = south
				}
				w.one(p.id, p.typ, p.side, w.m.Label(path[p.steps-1].L), f, p.prof)
				if p.side == 1 {
					w.s.Units[len(w.s.Units)-1].Profile[keyWing] = 1
				}
			}
			w.one("u", c.mover, 0, "1015", north, c.prof)
			if c.limb {
				w.s.Units[len(w.s.Units)-1].SetStatus(stLimbered, 1)
				for i := range path {
					path[i].F = hex.NoFacing
				}
			}
			s := w.setup("wc")
			a := w.move(s, "u", path...)
			err := (Rules{}).Check(s, a)
			if c.code != "" {
				mustErr(t, err, c.code)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			next, _ := apply(t, *s, a)
			u, _ := next.Unit("u")
			if got := u.Status[stMove] == moveClosed; got != c.stop {
				t.Errorf("move over = %v, want %v", got, c.stop)
			}
		})
	}
}

// TestCavalryLightStack checks forming and moving a cavalry + light
// infantry stack (8.2 [L606-L626]): the mover faces as the unit it joins,
// both take the worse morale and formation (E13), the stationary unit may
// not move this activation, and from the next activation they move
// together with MA 6, the cavalry moving the stack [L608].
func TestCavalryLightStack(t *testing.T) {
	w := moveWorld(t)
	u0 := hex.One(w.hx("1015"), north)
	ahead := fwd(u0, 0)
	w.one("li", LightInfantry, 0, w.m.Label(ahead.L), turn(ahead, 1).F, map[string]float64{keySP: 2})
	w.s.Units[len(w.s.Units)-1].Formation = Shaken
	w.one("cav", Cavalry, 0, "1015", north, nil)
	w.s.Units[len(w.s.Units)-1].SetStatus(stMorale, moraleShakenLevel)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	w.one("steady", HeavyInfantry, 0, "1017", north, nil) // keeps the wing off a forced Rally [L441]
	s := w.setup("wc")
	next, evs := apply(t, *s, w.move(s, "cav", ahead))
	cav, _ := next.Unit("cav")
	li, _ := next.Unit("li")
	if w.at(&next, "cav").F != w.at(&next, "li").F {
		t.Errorf("the cavalry faces %v, the light infantry %v: the mover re-faces to match [L626]", w.at(&next, "cav").F, w.at(&next, "li").F)
	}
	for _, u := range []string{"cav", "li"} {
		x, _ := next.Unit(u)
		if formationOf(x) != Shaken || x.Status[stMorale] != moraleShakenLevel {
			t.Errorf("%s: formation %q, morale %d; want both Shaken (E13) [L626]\n%s", u, formationOf(x), x.Status[stMorale], logText(evs))
		}
	}
	if li.Status[stJoined] != 1 || cav.Status[stMove] != moveClosed {
		t.Errorf("joined %d, move %d: the stationary unit may not move, the mover stops [L626]", li.Status[stJoined], cav.Status[stMove])
	}
	mustErr(t, (Rules{}).Check(&next, w.move(&next, "li", fwd(w.at(&next, "li"), 0))), "joined")
	// Next activation: the stack moves as one, MA 6 (Shaken: 3).
	startActivation(&next, mustUnit(t, &next, "wc"))
	at := w.at(&next, "cav")
	mustErr(t, (Rules{}).Check(&next, w.move(&next, "li", fwd(w.at(&next, "li"), 0))), "stacked")
	mustErr(t, (Rules{}).Check(&next, w.move(&next, "cav", walk(at, 4)...)), "allowance")
	a := w.move(&next, "cav", walk(at, 3)...)
	if tape := (Rules{}).Measure(&next, a.Moves[0]); tape.Allowance != 3 {
		t.Errorf("allowance %v, want 6 halved for Formation Shaken [L608], [L478]", tape.Allowance)
	}
	moved, _ := apply(t, next, a)
	if w.at(&moved, "li") != w.at(&moved, "cav") {
		t.Errorf("the light infantry stayed at %v, the cavalry went to %v [L608]", w.at(&moved, "li"), w.at(&moved, "cav"))
	}
}

// TestTwoGunsOnTwoHex checks [L601]: two artillery units may stack with a
// 2-hex heavy infantry unit, one in each of its hexes.
func TestTwoGunsOnTwoHex(t *testing.T) {
	w := moveWorld(t)
	u0 := hex.Two(w.hx("1015"), north)
	ahead := fwd(u0, 0)
	w.one("g1", Artillery, 0, w.m.Label(ahead.L), north, nil)
	w.one("g2", Artillery, 0, w.m.Label(ahead.R), north, nil)
	w.two("u", 0, "1015", north, false, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	s := w.setup("wc")
	if err := (Rules{}).Check(s, w.move(s, "u", ahead)); err != nil {
		t.Fatal(err)
	}
}

// TestLeaderMoves checks the leaders' moves: no facing, so any adjacent
// hex [L447]; stacking freely [L42]; a wing commander ends his move on a
// unit of his wing [L332]; his move is his one action [L336].
func TestLeaderMoves(t *testing.T) {
	w := moveWorld(t)
	from := hex.One(w.hx("1015"), hex.NoFacing)
	w.one("a", HeavyInfantry, 0, "1015", north, nil)
	w.one("b", HeavyInfantry, 0, w.m.Label(from.Translate(hex.Dir(4)).L), north, nil)
	w.wc("wc", 0, 1, "1015", charts.MakeReady)
	s := w.setup("wc")
	mustErr(t, (Rules{}).Check(s, w.move(s, "wc", from.Translate(hex.Dir(0)))), "wc-end")
	next, _ := apply(t, *s, w.move(s, "wc", from.Translate(hex.Dir(4))))
	n2, _ := apply(t, next, w.move(&next, "a", walk(w.at(&next, "a"), 1)...))
	mustErr(t, (Rules{}).Check(&n2, w.move(&n2, "wc", w.at(&n2, "a"))), "moved")
}
