package warmaster

import (
	"fmt"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// factLine is an event's facts in one line, "name[of]=value" each.
func factLine(fs []rules.Fact) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = f.Name
		if f.Code != "" {
			parts[i] += "(" + f.Code + ")"
		}
		if f.Of != "" {
			parts[i] += "[" + f.Of + "]"
		}
		parts[i] += fmt.Sprintf("=%d", f.Value)
	}
	return strings.Join(parts, " ")
}

// The facts of an event (issue 9) are the numbers its prose states: the
// order test's command, modifiers, need and roll (wme.md §6.3-6.4
// [L483-487], [L531-533]; E1, E2), a volley's dice, cover, score to hit,
// hits, save and wounds (§8.5 [L1151-1189], §8.8 [L1235], a joined
// commander's §11.1 [L2069]; E7, E8), the blunder die and result (§6.6
// [L2009-2017]), a group of attacks with its modifiers (§9.3-9.4
// [L1352-1364]; D11) and each side's combat result and the margin (§9.5
// [L1277], [L1384], §9.7 [L1436]; E9, D5, E10). Each case's prose and
// facts come from the same scripted dice.
func TestEventFacts(t *testing.T) {
	e1 := func() *world {
		return newWorld().unit("cav", 0, Cavalry, 3, 60, 40, north, nil).
			unit("inf", 0, Infantry, 3, 120, 90, north, nil)
	}
	cases := []struct {
		name  string
		play  func(t *testing.T) []rules.Event
		kind  string // the event looked at: the first of this kind
		facts string
		prose []string // what the action's events say
	}{
		{"E1: second order, 65 cm away", func(t *testing.T) []rules.Event {
			w := e1()
			w.commander("gen", 0, General, 9, 61, 40+2+1.25+65)
			s, _ := apply(t, w.state(t), order(0, "gen", "cav"), 1, 1)
			_, evs := apply(t, s, order(0, "gen", "cav"), 3, 1)
			return evs
		}, "order", "command=9 modifier=-3 modifier=-1 need=5 roll=4",
			[]string{"rolled 4, needed 5 or less — moves"}},
		{"E2: first order, 10 cm away, failed", func(t *testing.T) []rules.Event {
			w := e1()
			w.commander("gen", 0, General, 9, 124, 90-1-1.25-10)
			_, evs := apply(t, w.state(t), order(0, "gen", "inf"), 5, 5)
			return evs
		}, "order", "command=9 need=9 roll=10",
			[]string{"rolled 10, needed 9 or less — failed"}},
		{"E7: armour 5+", func(t *testing.T) []rules.Event {
			s := newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, xbow(1)).
				unit("orc", 1, Infantry, 3, 84, 60, south, orcs(5)).state(t)
			_, evs := apply(t, toShooting(t, s), shoot("xb", "orc"), 4, 5, 6, 4, 2, 4, 5, 6)
			return evs
		}, "shoot", "dice=4 hit-need=4 hits=4 save-need=5 saved=2 wounds=2",
			[]string{"4 dice need 4+ (in the open) [4][5][6][4] = 4 hits; saves 5+ [2][4][5][6] = 2 saved; 2 wounds"}},
		{"E8: mixed cover", func(t *testing.T) []rules.Event {
			s := newWorld().unit("xb", 0, Infantry, 6, 70, 80, north, xbow(1)).
				unit("orc", 1, Infantry, 3, 84, 60, south, orcs(0)).
				feature("fen", "marsh", geom.V(78, 55), geom.V(92, 55), geom.V(92, 65), geom.V(78, 65)).state(t)
			_, evs := apply(t, toShooting(t, s), shoot("xb", "orc"), 4, 5, 6, 4, 5, 6)
			return evs
		}, "shoot", strings.Repeat("dice=1 hit-need=4 hits=1 wounds=1 ", 3) + "dice=3 cover=1 hit-need=5 hits=2 wounds=2",
			[]string{"1 dice need 4+ (in the open) [4] = 1 hits; 1 wound", "3 dice need 5+ (defended) [4][5][6] = 2 hits; 2 wounds"}},
		{"a joined Hero's volley [L2069]", func(t *testing.T) []rules.Event {
			w := newWorld().unit("xb", 0, Infantry, 3, 74, 80, north, xbow(1)).
				unit("orc", 1, Infantry, 3, 84, 60, south, orcs(0)).
				commander("hero", 0, Hero, 8, 78, 82.25)
			breath(w, "hero", 20).mark("hero", joinPrefix+"xb")
			_, evs := applyPure(t, toShooting(t, w.state(t)), shoot("xb", "orc"), 4, 5, 1, 6, 6, 2)
			return evs
		}, "shoot", "dice=3 hit-need=4 hits=2 wounds=2 dice[hero]=3 hit-need[hero]=4 hits[hero]=2 wounds[hero]=2",
			[]string{"xb shoot orc: 3 dice need 4+ (in the open) [4][5][1] = 2 hits; 2 wounds; then hero from xb, 1st stand (WME §11.1 [L2069]): 3 dice need 4+ (in the open) [6][6][2] = 2 hits; 2 wounds"}},
		{"shooting at chargers, armour saves", func(t *testing.T) []rules.Event {
			_, evs := applyPure(t, bowWorld(bows(30), 5).state(t), chargeAction("kn", "bw"), 4, 5, 6, 5, 1, 2)
			return evs
		}, "shoot", "dice=3 hit-need=4 hits=3 save-need=5 saved=1 wounds=2",
			[]string{"3 dice need 4+ (in the open, [L1173]) [4][5][6] = 3 hits; saves 5+ [5][1][2] = 1 saved; 2 wounds"}},
		{"a Hero's natural 12: blunder", func(t *testing.T) []rules.Event {
			w := newWorld().unit("inf", 0, Infantry, 3, 60, 60, north, nil)
			w.commander("cmd", 0, Hero, 10, 62, 65)
			_, evs := apply(t, toOrders(t, w.state(t)), order(0, "cmd", "inf"), 6, 6, 4)
			return evs
		}, "blunder", "die=4 blunder=4", []string{"rolled 12, needed 10 or less — failed", "blunder 4: inf moves at most half pace"}},
		{"D11: monster charging", func(t *testing.T) []rules.Event {
			w := newWorld().unit("mon", 0, Monster, 1, 84, 63, north, fighters(4, 4, 0)).
				unit("rd", 1, Infantry, 3, 88, 60, south, fighters(3, 3, 0)).mark("mon", stCharged)
			_, evs := applyPure(t, toCombat(t, w.state(t)), fight(0, "mon"), cat([]int{6, 1, 1, 1, 1, 1}, dd(1, 3))...)
			return evs
		}, "attack", "dice=6 modifier=1 modifier=1 hit-need=4 hits=1 wounds=1",
			[]string{"mon attack rd: 6 dice need 4+ (+1 charging, +1 monster charging) [6][1][1][1][1][1] = 1 hit; 1 wound"}},
		{"D11: defended in a wood", func(t *testing.T) []rules.Event {
			w := newWorld().unit("mon", 0, Monster, 1, 84, 63, north, fighters(4, 4, 0)).
				unit("rd", 1, Infantry, 3, 88, 60, south, fighters(3, 3, 0)).mark("mon", stCharged).
				feature("wood", "wood", geom.V(60, 50), geom.V(110, 50), geom.V(110, 61), geom.V(60, 61))
			_, evs := applyPure(t, toCombat(t, w.state(t)), fight(0, "mon"), cat([]int{5, 1, 1, 1}, dd(1, 3))...)
			return evs
		}, "attack", "dice=4 cover=1 hit-need=5 hits=1 wounds=1",
			[]string{"mon attack rd: 4 dice need 5+ [5][1][1][1] = 1 hit; 1 wound"}},
		{"E9: combat won by 3", func(t *testing.T) []rules.Event {
			_, evs := applyPure(t, toCombat(t, frontal().state(t)), fight(0, "rd"), cat(dd(6, 3, 5, 1, 4, 1, 1, 4), dd(4, 2, 1, 7))...)
			return evs
		}, "combat-result", "inflicted[blue]=5 score[blue]=5 inflicted[red]=2 score[red]=2 margin[blue]=3",
			[]string{"Result: Blue 5, Red 2; Blue win", "lost by 3"}},
		{"D5: supports", func(t *testing.T) []rules.Event {
			w := newWorld().unit("bl", 0, Infantry, 2, 80, 62, north, fighters(3, 6, 0)).
				unit("bs", 0, Infantry, 2, 80, 64, north, fighters(3, 6, 0)).
				unit("rd", 1, Infantry, 2, 84, 60, south, fighters(3, 6, 0))
			_, evs := applyPure(t, toCombat(t, w.state(t)), fight(0, "bl"), cat([]int{6, 6, 6, 6, 6, 1}, []int{6, 6, 6, 6, 1, 1})...)
			return evs
		}, "combat-result", "inflicted[blue]=5 supports[blue]=2 score[blue]=7 inflicted[red]=4 score[red]=4 margin[blue]=3",
			[]string{"Result: Blue 7 (5 + 2 supports), Red 4; Blue win", "lost by 3"}},
		{"E10: wounds beyond capacity", func(t *testing.T) []rules.Event {
			w := newWorld().unit("bl", 0, Infantry, 4, 80, 62, north, fighters(3, 9, 0)).
				unit("rd", 1, Infantry, 3, 88, 60, south, fighters(3, 3, 0)).
				unit("r2", 1, Infantry, 3, 88, 48, south, fighters(3, 3, 0)).mark("bl", stCharged)
			_, evs := applyPure(t, toCombat(t, w.state(t)), fight(0, "rd"), cat(dd(6, 12, 1, 4), dd(1, 9))...)
			return evs
		}, "combat-result", "inflicted[blue]=9 score[blue]=9 inflicted[red]=0 score[red]=0 capacity[rd]=9 margin[blue]=9",
			[]string{"Result: Blue 9, Red 0; rd could take only 9 of their 12 wounds (L1384); Red are destroyed: Blue win"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var ev *rules.Event
			evs := c.play(t)
			for i := range evs {
				if evs[i].Kind == c.kind {
					ev = &evs[i]
					break
				}
			}
			if ev == nil {
				t.Fatalf("no %q event:\n%s", c.kind, eventText(evs))
			}
			if got := factLine(ev.Facts); got != c.facts {
				t.Errorf("facts of %q = %s, want %s", ev.Text, got, c.facts)
			}
			for _, p := range c.prose { // in the event's prose, or its retreat's for the margin
				if !strings.Contains(eventText(evs), p) {
					t.Errorf("prose %q lacks %q", eventText(evs), p)
				}
			}
			for _, f := range ev.Facts {
				if f.Name == FactModifier && (f.Text == "" || f.Rule == "") {
					t.Errorf("modifier %+v has no reason or no rule", f)
				}
			}
		})
	}
}
