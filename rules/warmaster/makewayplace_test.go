package warmaster

import (
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// placeWay is the owner's make-way action for unit with his own placement
// of its elements.
func placeWay(side int, unit, way string, moves ...rules.Move) rules.Action {
	a := makeWay(side, unit, way)
	a.Moves = moves
	return a
}

// lineOfGoblins is the world of TestStepAsideElementByElement's "end in
// the path": the orcs (80, 60) driven 9 cm north through the goblins'
// line gob.1 (79, 55), gob.2 (75, 55), gob.3 (71, 55), facing south;
// only gob.1 is in their path (x 78-82). The rules step it aside to the
// left, to (67, 55), the line's other end.
func lineOfGoblins(t *testing.T) rules.State {
	return drivenOrcs(t, newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
		unit("gob", 1, Infantry, 3, 79, 55, south, nil))
}

// The owner places the elements stepping aside himself (wme.md §9.10;
// [L1914]: "seuls les éléments sur le chemin de l'unité amie sont
// déplacés et restent en formation avec les éléments stationnaires";
// [L1916]: "sans changement d'orientation"; [L1910]: "ne peut se déplacer
// plus que sa pleine vitesse"): gob.1 behind or in front of gob.2 is
// accepted; each refusal names its rule.
func TestStepAsidePlacedByTheOwner(t *testing.T) {
	s := lineOfGoblins(t)
	for _, c := range []struct {
		name  string
		way   string
		moves func(*rules.State) []rules.Move
		rule  string // "" when accepted
		at    geom.Vec
	}{
		{"behind gob.2", WayAsideLeft, func(s *rules.State) []rules.Move { return []rules.Move{placeAt(t, s, "gob.1", 75, 57, south)} }, "", geom.V(75, 57)},
		{"in front of gob.2", WayAsideLeft, func(s *rules.State) []rules.Move { return []rules.Move{placeAt(t, s, "gob.1", 75, 53, south)} }, "", geom.V(75, 53)},
		{"the wrong side", WayAsideRight, func(s *rules.State) []rules.Move { return []rules.Move{placeAt(t, s, "gob.1", 75, 57, south)} }, "WME §9.10 [L1914]", geom.Vec{}},
		{"an element out of the path", WayAsideLeft, func(s *rules.State) []rules.Move { return []rules.Move{placeAt(t, s, "gob.2", 75, 57, south)} }, "WME §9.10 [L1914]", geom.Vec{}},
		{"turned", WayAsideLeft, func(s *rules.State) []rules.Move { return []rules.Move{placeAt(t, s, "gob.1", 75, 57, south+0.2)} }, "WME §9.10 [L1916]", geom.Vec{}},
		{"still in the path", WayAsideLeft, func(s *rules.State) []rules.Move { return []rules.Move{placeAt(t, s, "gob.1", 76.5, 57, south)} }, "WME §9.10 [L1910], [L1934]", geom.Vec{}},
		{"beyond its full pace", WayAsideLeft, func(s *rules.State) []rules.Move { return []rules.Move{placeAt(t, s, "gob.1", 55, 55, south)} }, "WME §9.10 [L1910], [L1934]", geom.Vec{}},
		{"out of formation", WayAsideLeft, func(s *rules.State) []rules.Move { return []rules.Move{placeAt(t, s, "gob.1", 67, 45, south)} }, "WME §9.10 [L1914], [L1934], §2 [L231]", geom.Vec{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := placeWay(1, "gob", c.way, c.moves(&s)...)
			err := (Rules{}).Check(&s, a)
			if c.rule != "" {
				if v, ok := err.(*rules.Violation); !ok || v.Code != "make-way-place" || v.Rule != c.rule {
					t.Fatalf("Check = %v, want make-way-place citing %s", err, c.rule)
				}
				return
			}
			n, evs := applyPure(t, s, a, 1, 1)
			contains(t, evs, "gob make way for orc: steps aside to the left of its path (1 of 3 elements)", "Blue: Combat phase")
			near(t, &n, "gob.1", c.at.X, c.at.Y)
			near(t, &n, "gob.2", 75, 55)
			near(t, &n, "gob.3", 71, 55)
			near(t, &n, "orc.1", 80, 51)
		})
	}
}

// The owner's placement of a move back ([L1924]: "se déplace dans la même
// direction sans changer d'orientation ou de formation et termine ce
// mouvement en contact avec elle") and of a move back in support
// ([L1926], G17): red retreats 3 cm north; its friend rf moves back.
// Moving back, only the place the rules find is the text's; in support,
// rf re-forms as its owner wishes, one element at least exactly behind
// one of red's.
func TestMoveBackPlacedByTheOwner(t *testing.T) {
	type place struct {
		id   string
		x, y float64
		f    float64
	}
	for _, c := range []struct {
		name   string
		n      int     // rf's elements
		x, y   float64 // rf.1's centre
		way    string
		places []place
		rule   string // "" when accepted
	}{
		{"back, where the rules put it", 1, 88, 56, WayBack, []place{{"rf.1", 88, 55, south}}, ""},
		{"back, short of red", 1, 88, 56, WayBack, []place{{"rf.1", 88, 54, south}}, "WME §9.10 [L1924]"},
		{"back, aslant", 1, 88, 56, WayBack, []place{{"rf.1", 88.5, 55, south}}, "WME §9.10 [L1924]"},
		{"back, turned", 1, 88, 56, WayBack, []place{{"rf.1", 88, 55, south + 0.1}}, "WME §9.10 [L1924]"},
		{"support, a column behind rd.1", 3, 90, 56, WaySupport, []place{{"rf.1", 88, 55, south}, {"rf.2", 88, 53, south}, {"rf.3", 88, 51, south}}, ""},
		{"support, a line 1 cm aside", 3, 90, 56, WaySupport, []place{{"rf.1", 89, 55, south}, {"rf.2", 85, 55, south}, {"rf.3", 81, 55, south}}, "WME §9.10 [L1926], G17"},
		{"support, apart", 3, 90, 56, WaySupport, []place{{"rf.1", 88, 55, south}, {"rf.2", 84, 55, south}, {"rf.3", 70, 55, south}}, "WME §9.10 [L1914], [L1934], §2 [L231]"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := retreatingRed(t, c.n, c.x, c.y)
			var moves []rules.Move
			for _, p := range c.places {
				moves = append(moves, placeAt(t, &s, p.id, p.x, p.y, p.f))
			}
			a := placeWay(1, "rf", c.way, moves...)
			err := (Rules{}).Check(&s, a)
			if c.rule != "" {
				if v, ok := err.(*rules.Violation); !ok || v.Code != "make-way-place" || v.Rule != c.rule {
					t.Fatalf("Check = %v, want make-way-place citing %s", err, c.rule)
				}
				return
			}
			n, evs := applyPure(t, s, a, 1, 1)
			contains(t, evs, "rf make way for rd: "+wayName(c.way), "rd retreat 3 cm")
			for _, p := range c.places {
				near(t, &n, p.id, p.x, p.y)
			}
			near(t, &n, "rd.1", 88, 57)
		})
	}
}

// Moving back, the whole unit moves alike ([L1924]: "sans changer ...
// de formation"): with the goblins' line's middle in the path, naming
// gob.1 and gob.2 with different moves is refused; naming one, the
// others follow it.
func TestMoveBackKeepsTheFormation(t *testing.T) {
	s := drivenOrcs(t, newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
		unit("gob", 1, Infantry, 3, 84, 55, south, nil))
	bad := placeWay(1, "gob", WayBack, placeAt(t, &s, "gob.1", 84, 49, south), placeAt(t, &s, "gob.2", 80, 50, south))
	if v, ok := (Rules{}).Check(&s, bad).(*rules.Violation); !ok || v.Rule != "WME §9.10 [L1924]" {
		t.Errorf("Check(unlike moves) = %v, want refused citing [L1924]", v)
	}
	n, _ := applyPure(t, s, placeWay(1, "gob", WayBack, placeAt(t, &s, "gob.2", 80, 49, south)), 1, 1)
	for i, x := range []float64{84, 80, 76} {
		near(t, &n, "gob."+string(rune('1'+i)), x, 49)
	}
}

// chainWorld is TestMakeWayChain's: the goblins (80, 55) must step aside
// to the right for the orcs driven north, meeting the wolves (86.5, 55).
func chainWorld(t *testing.T) rules.State {
	return drivenOrcs(t, newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
		unit("gob", 1, Infantry, 1, 80, 55, south, nil).
		unit("wolf", 1, Infantry, 1, 86.5, 55, south, nil).
		feature("lake", "lake", geom.V(70, 50), geom.V(77.5, 50), geom.V(77.5, 58), geom.V(70, 58)))
}

// The owner's placements in a chain ([L1908]): the goblins placed by
// their owner at (84, 53), aside to the right of the orcs' path, still
// meet the wolves, whose way he then chooses and places too (their ways
// are offered the least move first, for the goblins' slanting path):
// stepping aside to the left of the goblins' path, at (88.5, 52.5);
// placing them where the goblins end is refused.
func TestMakeWayChainPlacedByTheOwner(t *testing.T) {
	s := chainWorld(t)
	s, evs := applyPure(t, s, placeWay(1, "gob", WayAsideRight, placeAt(t, &s, "gob.1", 84, 53, south)))
	contains(t, evs, "wolf stand in its way: Red chooses how they make way for it in turn")
	if got, want := wayOffers(&s, 1), []string{"wolf aside-right", "wolf back", "wolf aside-left", "wolf support"}; !slices.Equal(got, want) {
		t.Fatalf("chain offers = %v, want %v (the least move first, for the goblins' slanting path)", got, want)
	}
	if v, ok := (Rules{}).Check(&s, placeWay(1, "wolf", WayAsideLeft, placeAt(t, &s, "wolf.1", 84, 53, south))).(*rules.Violation); !ok || v.Code != "make-way-place" {
		t.Errorf("wolves placed on the goblins' way: %v, want make-way-place", v)
	}
	n, evs := applyPure(t, s, placeWay(1, "wolf", WayAsideLeft, placeAt(t, &s, "wolf.1", 86.5, 51, south)), 1, 1, 1, 1)
	contains(t, evs, "gob make way for orc: steps aside to the right of its path", "in turn, wolf make way for gob: steps aside to the left of its path")
	near(t, &n, "gob.1", 84, 53)
	near(t, &n, "wolf.1", 86.5, 51)
}

// Re-placing by dragging (replace.go, makewayreplace.go): right after
// the goblins stepped aside where the rules put them, the Combat phase
// begun in Blue's turn, Red may move gob.1 elsewhere, judged as his own
// placement in the make-way action and measured from where it stood
// before (79, 55); not gob.2, which did not make way ([L1914]), not back
// into the orcs' path, not by Blue; any other action closes it.
func TestMakeWayReplaced(t *testing.T) {
	s, _ := applyPure(t, lineOfGoblins(t), makeWay(1, "gob", WayAsideLeft), 1, 1)
	near(t, &s, "gob.1", 67, 55)
	if s.Phase != PhaseCombat || s.Active != 0 || !slices.Contains((Rules{}).Legal(&s, 1), rules.KindMove) {
		t.Fatalf("phase %s, active %d, Legal(red) %v: want Red able to move in Blue's Combat phase", s.Phase, s.Active, (Rules{}).Legal(&s, 1))
	}
	move := func(s *rules.State, side int, id string, x, y float64) rules.Action {
		return rules.Action{Kind: rules.KindMove, Side: side, Moves: []rules.Move{placeAt(t, s, id, x, y, south)}}
	}
	for _, c := range []struct {
		name string
		a    rules.Action
		code string
		rule string
	}{
		{"gob.2, which did not make way", move(&s, 1, "gob.2", 75, 57), "make-way-place", "WME §9.10 [L1914]"},
		{"back into the path", move(&s, 1, "gob.1", 78.5, 57), "make-way-place", "WME §9.10 [L1910], [L1934]"},
		{"by Blue", move(&s, 0, "gob.1", 75, 57), "not-yours", "sequence of play"},
	} {
		if v, ok := (Rules{}).Check(&s, c.a).(*rules.Violation); !ok || v.Code != c.code || v.Rule != c.rule {
			t.Errorf("%s: Check = %v, want %s citing %s", c.name, v, c.code, c.rule)
		}
	}
	a := move(&s, 1, "gob.1", 75, 57)
	if tape := (Rules{}).Measure(&s, a.Moves[0]); tape.Move < 4.47 || tape.Move > 4.48 || tape.Allowance != pace(mustUnit(t, &s, "gob")) {
		t.Errorf("tape = %+v, want 4.47 cm of the full pace", tape)
	}
	n, evs := applyPure(t, s, a)
	contains(t, evs, "Red re-place elements of gob: the 1st stand 4.5 cm, measured from before it made way (WME §9.10 [L1910], [L1934])")
	near(t, &n, "gob.1", 75, 57)
	again, _ := applyPure(t, n, move(&n, 1, "gob.1", 75, 53))
	near(t, &again, "gob.1", 75, 53)
	if closed, _ := applyPure(t, s, endPhaseBlue); replaceOpen(&closed, 1) {
		t.Errorf("the re-placement is still open after another action")
	}
}
