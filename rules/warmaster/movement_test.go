package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

func TestFormationOf(t *testing.T) {
	inf := func(x, y, f float64) geom.Rect {
		return geom.Rect{Center: geom.V(x, y), Facing: f, Width: 4, Depth: 2}
	}
	tests := []struct {
		name string
		rs   []geom.Rect
		want Formation
	}{
		{"one base", []geom.Rect{inf(10, 10, north)}, Line},
		{"line of three", []geom.Rect{inf(10, 10, north), inf(14, 10, north), inf(18, 10, north)}, Line},
		{"line in any order", []geom.Rect{inf(18, 10, north), inf(10, 10, north), inf(14, 10, north)}, Line},
		{"column of three", []geom.Rect{inf(10, 10, north), inf(10, 12, north), inf(10, 14, north)}, Column},
		{"column, corner to corner", []geom.Rect{inf(10, 10, north), inf(14, 12, north)}, Column},
		{"stepped line is irregular", []geom.Rect{inf(10, 10, north), inf(14, 11, north)}, Irregular},
		{"turned base is irregular", []geom.Rect{inf(10, 10, north), inf(14, 10, north+0.3)}, Irregular},
		{"L shape is irregular", []geom.Rect{inf(10, 10, north), inf(14, 10, north), inf(10, 12, north)}, Irregular},
		{"a base apart is broken", []geom.Rect{inf(10, 10, north), inf(20, 10, north)}, Broken},
	}
	for _, tc := range tests {
		if got := FormationOf(tc.rs); got != tc.want {
			t.Errorf("FormationOf(%s) = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestMoves(t *testing.T) {
	w := newWorld().
		unit("inf", 0, Infantry, 3, 60, 80, north, nil).
		unit("cav", 0, Cavalry, 3, 100, 80, north, nil).
		unit("art", 0, Artillery, 1, 140, 80, north, nil).
		unit("orc", 1, Infantry, 3, 60, 58, south, nil).
		feature("wood", "wood", geom.V(95, 60), geom.V(110, 60), geom.V(110, 70), geom.V(95, 70))
	w.commander("gen", 0, General, 10, 90, 90)
	ordered := func(t *testing.T, id string) rules.State {
		s := w.state(t)
		s, _ = apply(t, s, order(0, "gen", id), 1, 1)
		return s
	}
	turnBase := func(s *rules.State, id string, deg float64) rules.Action {
		b, _ := s.Base(id)
		p := b.Shape.Pose()
		return rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: id,
			Path: geom.Path{p, {Pos: p.Pos, Facing: p.Facing + geom.Rad(deg)}}}}}
	}
	tests := []struct {
		name  string
		unit  string // ordered first ("" for none)
		moves func(s *rules.State) rules.Action
		want  string
	}{
		// Full pace by type (wme.md §3.2, [L606-615]; §7.2 [L684]).
		{"infantry 20 cm", "inf", func(s *rules.State) rules.Action { return step(s, "inf", 0, -20) }, "contact"},
		{"infantry 18 cm", "inf", func(s *rules.State) rules.Action { return step(s, "inf", 0, -18) }, ""},
		{"cavalry 30 cm", "cav", func(s *rules.State) rules.Action { return step(s, "cav", 30, 0) }, ""},
		{"cavalry 31 cm", "cav", func(s *rules.State) rules.Action { return step(s, "cav", 31, 0) }, "allowance"},
		{"artillery 10 cm", "art", func(s *rules.State) rules.Action { return step(s, "art", 0, -10) }, ""},
		{"artillery 11 cm", "art", func(s *rules.State) rules.Action { return step(s, "art", 0, -11) }, "allowance"},
		{"no order, no move", "", func(s *rules.State) rules.Action { return step(s, "inf", 0, -5) }, "no-order"},
		{"a commander waits for his sub-phase", "", func(s *rules.State) rules.Action { return step(s, "gen", 0, -5) }, "phase"},
		// Terrain by type (wme.md §4.1, [L950]): cavalry may not enter a
		// wood, infantry may.
		{"cavalry into a wood", "cav", func(s *rules.State) rules.Action { return step(s, "cav", 0, -15) }, "blocked"},
		// Moving into contact is a charge ([L744]).
		{"into contact", "inf", func(s *rules.State) rules.Action { return step(s, "inf", 0, -26) }, "allowance"},
		// Turning costs distance: a 180° turn of a 4 × 2 base about its
		// centre moves its corners π·√5 ≈ 7.0 cm.
		{"about face", "inf", func(s *rules.State) rules.Action { return turnBase(s, "inf.2", 180) }, ""},
		{"someone else's base", "inf", func(s *rules.State) rules.Action {
			a := step(s, "orc", 0, 5)
			a.Side = 0
			return a
		}, "not-yours"},
	}
	for _, tc := range tests {
		s := w.state(t)
		if tc.unit != "" {
			s = ordered(t, tc.unit)
		}
		if got := code((Rules{}).Check(&s, tc.moves(&s))); got != tc.want {
			t.Errorf("%s: Check = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// Moves one base at a time: the unit must be back in formation before the
// next order or the end of the sub-phase ([L231], [L662], [L690-692]); a
// base may pass through bases of its unit that have not moved (A12).
func TestFormationAtTheEndOfAMove(t *testing.T) {
	w := newWorld().
		unit("inf", 0, Infantry, 3, 60, 80, north, nil).
		unit("other", 0, Infantry, 1, 120, 80, north, nil)
	w.commander("gen", 0, General, 10, 90, 90)
	s := w.state(t)
	s, _ = apply(t, s, order(0, "gen", "inf"), 1, 1)
	one := func(id string, dx, dy float64) rules.Action {
		b, _ := s.Base(id)
		p := b.Shape.Pose()
		return rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: id, Path: geom.Path{p, {Pos: p.Pos.Add(geom.V(dx, dy)), Facing: p.Facing}}}}}
	}
	s, _ = apply(t, s, one("inf.1", 0, -10))
	if got := code((Rules{}).Check(&s, rules.Action{Kind: rules.KindEndPhase, Side: 0})); got != "formation" {
		t.Fatalf("ending the sub-phase with a base 10 cm ahead: %q, want formation", got)
	}
	if got := code((Rules{}).Check(&s, order(0, "gen", "other"))); got != "formation" {
		t.Fatalf("the next order with the unit broken: %q, want formation", got)
	}
	// inf.3 passes through inf.2 (not moved yet) to rejoin: allowed.
	s, _ = apply(t, s, one("inf.3", -4, -12))
	// inf.2 may not pass through inf.1 and inf.3, which have moved.
	if got := code((Rules{}).Check(&s, one("inf.2", 0, -14))); got != "blocked" {
		t.Errorf("passing through bases that moved: %q, want blocked", got)
	}
	s, _ = apply(t, s, one("inf.2", 0, -10))
	if err := (Rules{}).Check(&s, rules.Action{Kind: rules.KindEndPhase, Side: 0}); err != nil {
		t.Errorf("the unit reformed: %v", err)
	}
	inf, _ := s.Unit("inf")
	if f := FormationOf(rects(&s, inf)); f != Irregular && f != Line {
		t.Errorf("formation %v after reforming", f)
	}
}

// Irregular formation: half pace (wme.md §7.1, [L678]).
func TestIrregularHalfPace(t *testing.T) {
	w := newWorld().unit("inf", 0, Infantry, 2, 60, 80, north, nil)
	w.s.Table.Bases[2].Shape.Center = geom.V(64, 81) // second base stepped back 1 cm
	w.commander("gen", 0, General, 10, 90, 90)
	s := w.state(t)
	s, _ = apply(t, s, order(0, "gen", "inf"), 1, 1)
	if got := allowance(&s, mustUnit(t, &s, "inf")); got != 10 {
		t.Errorf("irregular infantry allowance %g, want 10", got)
	}
}

// Commanders move up to 60 cm in their sub-phase ([L591]).
func TestCommandersSubPhase(t *testing.T) {
	s := newWorld().state(t)
	s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if s.Phase != PhaseCommanders {
		t.Fatalf("after the orders: phase %s", s.Phase)
	}
	if err := (Rules{}).Check(&s, step(&s, "gen", 0, -60)); err != nil {
		t.Errorf("General 60 cm: %v", err)
	}
	if got := code((Rules{}).Check(&s, step(&s, "gen", 0, -60.5))); got != "allowance" {
		t.Errorf("General 60.5 cm: %q, want allowance", got)
	}
	s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if s.Active != 0 || s.Phase != PhaseShooting {
		t.Errorf("after blue's Command phase: active %d phase %s, want blue shooting (wme.md §5)", s.Active, s.Phase)
	}
	s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if s.Active != 0 || s.Phase != PhaseCombat {
		t.Errorf("after blue's Shooting phase: active %d phase %s, want blue combat (wme.md §5)", s.Active, s.Phase)
	}
	s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if s.Active != 1 || s.Phase != PhaseOrders || s.Turn != 1 {
		t.Errorf("after blue's Combat phase: active %d phase %s turn %d", s.Active, s.Phase, s.Turn)
	}
	for range 4 {
		s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	}
	if s.Active != 0 || s.Turn != 2 {
		t.Errorf("after red's: active %d turn %d, want blue in turn 2", s.Active, s.Turn)
	}
}

// Only infantry enters difficult terrain (wme.md §4.1, [L950]).
func TestDifficultTerrainByType(t *testing.T) {
	for _, tc := range []struct {
		typ  string
		want string
	}{{Infantry, ""}, {Cavalry, "blocked"}, {Chariot, "blocked"}, {Monster, "blocked"}} {
		w := newWorld().unit("u", 0, tc.typ, 1, 60, 80, north, nil).
			feature("wood", "wood", geom.V(50, 60), geom.V(70, 60), geom.V(70, 70), geom.V(50, 70))
		w.commander("gen", 0, General, 10, 90, 90)
		s := w.state(t)
		s, _ = apply(t, s, order(0, "gen", "u"), 1, 1)
		if got := code((Rules{}).Check(&s, step(&s, "u", 0, -15))); got != tc.want {
			t.Errorf("%s into a wood: %q, want %q", tc.typ, got, tc.want)
		}
	}
}

// A unit whose move has left a base cut off may not end its move (L231,
// L662); the ruleset offers to close it up, by bringing the base back or
// the rest of the unit to it, whichever the allowances permit.
func TestCloseUpOffers(t *testing.T) {
	s := newWorld().unit("inf", 0, Infantry, 3, 60, 80, north, nil).state(t)
	s, _ = apply(t, s, order(0, "gen", "inf"), 1, 1)
	s, _ = apply(t, s, step(&s, "inf", 0, -5))
	one := step(&s, "inf", 0, 0)
	p := one.Moves[0].Path[0]
	one.Moves = []rules.Move{{Base: "inf.1", Path: geom.Path{p, {Pos: p.Pos.Add(geom.V(0, -14)), Facing: p.Facing}}}}
	s, _ = apply(t, s, one)
	if got := code((Rules{}).Check(&s, rules.Action{Kind: rules.KindEndPhase, Side: 0})); got != "formation" {
		t.Fatalf("end with a base cut off: %q, want formation", got)
	}
	offers := (Rules{}).Offers(&s, 0, []string{"inf.2"})
	if len(offers) < 2 || offers[0].Label != "Close up inf" || offers[1].Label != "Close up inf on the 1st stand" {
		t.Fatalf("offers %+v", offers)
	}
	if !strings.Contains(offers[0].Disabled, "are left") || offers[1].Disabled != "" {
		t.Fatalf("inf.1 has 1 cm left: its close-up disabled, the rest's enabled; got %q and %q", offers[0].Disabled, offers[1].Disabled)
	}
	s, _ = apply(t, s, offers[1].Action)
	if err := (Rules{}).Check(&s, rules.Action{Kind: rules.KindEndPhase, Side: 0}); err != nil {
		t.Errorf("after closing up: %v", err)
	}
}
