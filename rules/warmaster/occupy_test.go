package warmaster

import (
	"slices"
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

// occupyWith is blue's occupy action of the orcs' positions placing
// each element named at (x, y), facing north.
func occupyWith(t *testing.T, s *rules.State, at ...any) rules.Action {
	t.Helper()
	a := choose(KindOccupy, 0, "blue", "orc")
	for i := 0; i+2 < len(at); i += 3 {
		a.Moves = append(a.Moves, placeAt(t, s, at[i].(string), float64(at[i+1].(int)), float64(at[i+2].(int)), north))
	}
	return a
}

// The player places the occupiers himself ([L1717]: "les attaquants
// peuvent occuper les positions"): blue.2 then blue.1 take the two
// eastern positions (x 60 and x 56, y 66); the rules place blue.3, whose
// straight paths to the third position or beside them are blocked by
// its own placed elements, behind blue.2 where it stands, in formation
// ([L231]); the unit counts as holding and may be re-placed.
func TestOccupyPlacedByThePlayer(t *testing.T) {
	s, _ := stormed(t, siegeWorld("city-wall", 3, 9), 6)
	n, evs := applyPure(t, s, occupyWith(t, &s, "blue.2", 60, 66, "blue.1", 56, 66))
	contains(t, evs, "blue occupy the positions orc held (2 positions taken", "Blue place the 2nd and 1st stands of blue themselves (WME §9.9 [L1717])",
		"Blue may move the elements of blue elsewhere (drag them) before anything else is done (WME §9.9 [L1717])")
	near(t, &n, "blue.1", 56, 66)
	near(t, &n, "blue.2", 60, 66)
	near(t, &n, "blue.3", 60, 68)
	if f := FormationOf(rects(&n, mustUnit(t, &n, "blue"))); f == Broken {
		t.Errorf("blue is %v after occupying", f)
	}
	if why := combatPending(&n); why != "" || !replaceOpen(&n, 0) {
		t.Errorf("combat pending %q, re-placement open %v: want the combat over and blue free to re-place", why, replaceOpen(&n, 0))
	}
}

// The player's placement is judged as the rules' ([L1717]): each element
// within its full pace ([L1580]) along a clear straight path ([L1582]),
// touching no enemy ([L1717]); the unit on at least one vacated position
// ([L1717]) and in formation ([L231]); only the occupiers are placed.
func TestOccupyPlacementRefused(t *testing.T) {
	s, _ := stormed(t, siegeWorld("city-wall", 3, 9), 6)
	for _, c := range []struct {
		name string
		a    rules.Action
		rule string
		msg  string
	}{
		{"beyond its full pace", occupyWith(t, &s, "blue.1", 30, 75), "WME §9.9 [L1580]", "more than its full pace of 20 cm"},
		{"across an element placed", occupyWith(t, &s, "blue.3", 52, 66, "blue.1", 60, 66), "WME §9.9 [L1582]", "blue, 1st stand's path is blocked by"},
		{"against the orcs", occupyWith(t, &s, "blue.2", 56, 62), "WME §9.9 [L1717]", "would touch orc"},
		{"out of formation", occupyWith(t, &s, "blue.1", 52, 66, "blue.2", 56, 66, "blue.3", 60, 74), "WME §9.9 [L1717], §7.1 [L231]", "would not be in formation"},
		{"on no position", occupyWith(t, &s, "blue.1", 52, 72, "blue.2", 56, 72, "blue.3", 60, 72), "WME §9.9 [L1717]", "none of its elements can take a position"},
		{"an orc", occupyWith(t, &s, "orc.1", 60, 58), "WME §9.9 [L1717]", "orc, 1st stand is not an element of blue"},
	} {
		v, ok := (Rules{}).Check(&s, c.a).(*rules.Violation)
		if !ok || v.Code != "no-occupy" || v.Rule != c.rule || !strings.Contains(v.Msg, c.msg) {
			t.Errorf("%s: Check = %v, want no-occupy citing %s: %q", c.name, v, c.rule, c.msg)
		}
	}
}

// Re-placing the occupiers by dragging (replace.go, occupyreplace.go):
// right after the rules' occupation (blue on x 52, 56, 60, y 66), Blue
// may move blue.3 elsewhere, judged as his own placement in the occupy
// action and measured from where it stood before (60, 68): behind
// blue.2 (4 cm, [L1580]), not out of formation ([L231]), not
// against the orcs nor off every position ([L1717]), not by Red; any
// other action closes it.
func TestOccupyReplaced(t *testing.T) {
	s, _ := stormed(t, siegeWorld("city-wall", 3, 9), 6)
	s, _ = applyPure(t, s, choose(KindOccupy, 0, "blue", "orc"))
	near(t, &s, "blue.3", 60, 66)
	if !slices.Contains((Rules{}).Legal(&s, 0), rules.KindMove) {
		t.Fatalf("Legal(blue) %v: want Blue able to re-place", (Rules{}).Legal(&s, 0))
	}
	move := func(s *rules.State, side int, at ...any) rules.Action {
		a := rules.Action{Kind: rules.KindMove, Side: side}
		for i := 0; i+2 < len(at); i += 3 {
			a.Moves = append(a.Moves, placeAt(t, s, at[i].(string), float64(at[i+1].(int)), float64(at[i+2].(int)), north))
		}
		return a
	}
	for _, c := range []struct {
		name string
		a    rules.Action
		code string
		rule string
	}{
		{"out of formation", move(&s, 0, "blue.3", 60, 74), "no-occupy", "WME §9.9 [L1717], §7.1 [L231]"},
		{"against the orcs", move(&s, 0, "blue.3", 60, 62), "no-occupy", "WME §9.9 [L1717]"},
		{"beyond its full pace", move(&s, 0, "blue.3", 60, 89), "no-occupy", "WME §9.9 [L1580]"},
		{"off every position", move(&s, 0, "blue.1", 52, 72, "blue.2", 56, 72, "blue.3", 60, 72), "no-occupy", "WME §9.9 [L1717]"},
		{"by Red", move(&s, 1, "blue.3", 64, 66), "not-yours", "sequence of play"},
	} {
		if v, ok := (Rules{}).Check(&s, c.a).(*rules.Violation); !ok || v.Code != c.code || v.Rule != c.rule {
			t.Errorf("%s: Check = %v, want %s citing %s", c.name, v, c.code, c.rule)
		}
	}
	a := move(&s, 0, "blue.3", 56, 68)
	if tape := (Rules{}).Measure(&s, a.Moves[0]); tape.Move != 4 || tape.Allowance != 20 {
		t.Errorf("tape = %+v, want 4 cm of the full pace of 20", tape)
	}
	n, evs := applyPure(t, s, a)
	contains(t, evs, "Blue re-place elements of blue: the 3rd stand 4.0 cm, measured from before it occupied the positions (WME §9.9 [L1717])")
	near(t, &n, "blue.3", 56, 68)
	again, _ := applyPure(t, n, move(&n, 0, "blue.3", 60, 66))
	near(t, &again, "blue.3", 60, 66)
	if closed, _ := applyPure(t, s, endPhaseBlue); replaceOpen(&closed, 0) {
		t.Errorf("the re-placement is still open after another action")
	}
}
