package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// siegeWorld: red "orc" (n elements, 3 attacks, hits Hits each) on the
// ramparts: x 50-62 for three elements, y 65-67, facing south, its front
// lining a wall of the given kind along y 67-68 from x 40 to x 80; blue
// "blue", three infantry elements (6 attacks, 3 hits, ladders), 10 cm
// south of the wall facing north, ordered and ready to charge it.
func siegeWorld(wall string, n int, hits float64) *world {
	w := newWorld().unit("orc", 1, Infantry, n, 60, 66, south, fighters(3, hits, 0))
	w.s.Table.Features = append(w.s.Table.Features, featureLine("wall", wall, geom.V(40, 67.5), geom.V(80, 67.5)))
	w.commander("gen", 0, General, 9, 56, 90)
	return w.unit("blue", 0, Infantry, 3, 52, 78, north, with(fighters(6, 3, 0), keyLadders))
}

// stormed charges the walls and fights the first round: the orcs roll
// their 3 × n dice first (all 1s), then blue its 18 dice needing 6+
// (fortified, [L1364]; across the wall, [L902]: no charge bonus against
// a fortified enemy, [L1352]) with sixes sixes; the orcs retreat by the
// difference ([L1480]). The round's events come with the state.
func stormed(t *testing.T, w *world, sixes int) (rules.State, []rules.Event) {
	t.Helper()
	s := ordered2(t, w.state(t), "blue")
	s, _ = apply(t, s, chargeAction("blue", "orc"))
	s = toCombat(t, s)
	orc := mustUnit(t, &s, "orc")
	s, evs := applyPure(t, s, fight(0, "orc"), cat(dd(1, 3*len(orc.Bases)), dd(6, sixes), dd(1, 18-sixes))...)
	contains(t, evs, "blue attack orc: 18 dice need 6+", "Blue win")
	return s, evs
}

// Occupying the walls ([L1717]): the orcs, beaten on the ramparts,
// retreat 6 cm; blue's three elements move 2 cm onto the three positions
// they held, keeping their facing and their line, and count as holding:
// no second round, the combat is over.
func TestOccupyTheWalls(t *testing.T) {
	s, _ := stormed(t, siegeWorld("city-wall", 3, 9), 6)
	n, evs := applyPure(t, s, choose(KindOccupy, 0, "blue", "orc"))
	contains(t, evs, "blue occupy the positions orc held (3 positions taken, up to 2.0 cm): no enemy in contact, they count as holding (L1717)")
	for id, x := range map[string]float64{"blue.1": 52, "blue.2": 56, "blue.3": 60} {
		near(t, &n, id, x, 66)
		facing(t, &n, id, north)
	}
	if f := FormationOf(rects(&n, mustUnit(t, &n, "blue"))); f == Broken {
		t.Errorf("blue is %v after occupying", f)
	}
	if status(mustUnit(t, &n, "blue"), stAwait) != 0 || n.Counters[ctRound] != 0 {
		t.Errorf("the engagement is not over: await %d, round %d", status(mustUnit(t, &n, "blue"), stAwait), n.Counters[ctRound])
	}
	if why := combatPending(&n); why != "" {
		t.Errorf("combat still pending after the occupation: %s", why)
	}
}

// "As close as the formation allows": three elements occupy the two
// positions of a beaten unit of two; the third stands beside them in line
// on the ramparts, its front in line, the least move ([L1717], [L231]).
func TestOccupyInFormation(t *testing.T) {
	s, _ := stormed(t, siegeWorld("city-wall", 2, 9), 6)
	n, evs := applyPure(t, s, choose(KindOccupy, 0, "blue", "orc"))
	contains(t, evs, "2 positions taken")
	held := map[float64]bool{}
	for _, id := range []string{"blue.1", "blue.2", "blue.3"} {
		c := centre(t, &n, id)
		if c.Y != 66 {
			t.Errorf("%s at %v: want it on the ramparts, y 66", id, c)
		}
		held[c.X] = true
	}
	if !held[56] || !held[60] {
		t.Errorf("the vacated positions x 56 and x 60 are not both taken: %v", held)
	}
	if f := FormationOf(rects(&n, mustUnit(t, &n, "blue"))); f != Line {
		t.Errorf("blue is %v, want a line", f)
	}
}

// The offer appears only when fortified troops retreated from the
// winner ([L1717]): not after a fight in the open, nor behind a low wall
// (defended, [L976]), nor to defenders who beat their attackers back (the
// attackers came out in the open, [L1366]).
func TestOccupyOfferedOnlyAfterFortifiedTroopsRetreat(t *testing.T) {
	tests := []struct {
		name  string
		state func(t *testing.T) rules.State
		side  int
		want  bool
	}{
		{"the orcs beaten on the ramparts", func(t *testing.T) rules.State { s, _ := stormed(t, siegeWorld("city-wall", 3, 9), 6); return s }, 0, true},
		{"the orcs beaten behind a high wall", func(t *testing.T) rules.State { s, _ := stormed(t, siegeWorld("high-wall", 3, 9), 6); return s }, 0, true},
		{"the orcs beaten behind a hedge", func(t *testing.T) rules.State {
			s := ordered2(t, siegeWorld("hedge", 3, 9).state(t), "blue")
			s, _ = apply(t, s, chargeAction("blue", "orc"))
			s, evs := applyPure(t, toCombat(t, s), fight(0, "orc"), cat(dd(1, 9), dd(5, 6), dd(1, 12))...)
			contains(t, evs, "blue attack orc: 18 dice need 5+", "orc retreat 6 cm")
			return s
		}, 0, false},
		{"a fight in the open", func(t *testing.T) rules.State {
			s := toCombat(t, frontal().state(t))
			s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 4), dd(1, 5), dd(1, 9))...)
			contains(t, evs, "rd retreat")
			return s
		}, 0, false},
		{"the attackers beaten back from the wall", func(t *testing.T) rules.State {
			s := ordered2(t, siegeWorld("city-wall", 3, 9).state(t), "blue")
			s, _ = apply(t, s, chargeAction("blue", "orc"))
			s, evs := applyPure(t, toCombat(t, s), fight(0, "orc"), cat(dd(6, 3), dd(1, 6), dd(1, 18))...)
			contains(t, evs, "Red win", "blue retreat 3 cm")
			return s
		}, 1, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.state(t)
			labels, disabled := offerLabels(&s, tc.side)
			got := false
			for _, l := range labels {
				if strings.Contains(l, "Occupy the walls") {
					got = true
					if disabled[l] != "" {
						t.Errorf("%q disabled: %s", l, disabled[l])
					}
				}
			}
			if got != tc.want {
				t.Errorf("offers %q: occupy offered %v, want %v", labels, got, tc.want)
			}
		})
	}
}

// The occupiers count as holding only if no enemy is in contact once
// they have moved ([L1717]): beaten by 2, the orcs stand 2 cm back, on
// the edge of the positions they held; the occupation is refused and its
// offer disabled with the reason, and pursuit remains.
func TestOccupyRefusedInContact(t *testing.T) {
	s, _ := stormed(t, siegeWorld("city-wall", 3, 9), 2)
	err := (Rules{}).Check(&s, choose(KindOccupy, 0, "blue", "orc"))
	if code(err) != "no-occupy" || !strings.Contains(err.Error(), "[L1717]") || !strings.Contains(err.Error(), "would touch orc") {
		t.Fatalf("occupying next to the orcs: %v, want no-occupy for the contact citing L1717", err)
	}
	_, disabled := offerLabels(&s, 0)
	if !strings.Contains(disabled["blue: Occupy the walls orc held"], "would touch orc") {
		t.Errorf("occupy offer disabled %q, want the contact", disabled["blue: Occupy the walls orc held"])
	}
	if err := (Rules{}).Check(&s, choose(KindPursue, 0, "blue", "orc")); err != nil {
		t.Errorf("pursuit refused: %v", err)
	}
}
