package warmaster

import (
	"math"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
)

// offEdge is red orcs of two elements, one lost already (size 3), 1 cm
// from the top edge (x 78-86, y 5-7), shot by blue crossbowmen 22 cm to
// the south; two more red units far away keep red from routing when the
// orcs are gone.
func offEdge() *world {
	w := newWorld().unit("xb", 0, Infantry, 1, 80, 30, north, xbow(2)).
		unit("orc", 1, Infantry, 2, 84, 6, south, orcs(0)).
		unit("r2", 1, Infantry, 1, 20, 40, south, nil).
		unit("r3", 1, Infantry, 1, 160, 40, south, nil)
	for i := range w.s.Units {
		if w.s.Units[i].ID == "orc" {
			w.s.Units[i].SetStatus(stSize, 3)
		}
	}
	return w
}

// Units leaving the table (wme.md §7.6, [L906-922], A14; D9): driven back
// 9 cm from 1 cm off the top edge, the orcs (one element lost) roll D6 − 1.
// D9: 4 − 1 = 3, placed back where they left, rear edges on the edge, and
// may not move in red's next Command phase ([L921]); 6 − 1 = 5 may take
// orders but not use initiative ([L922]); 3 − 1 = 2 stay off the table
// ([L920]); 1 − 1 = 0 never come back ([L919]).
func TestLeavingTheTableD9(t *testing.T) {
	cases := []struct {
		name, text string
		roll       int
		back       bool
		returned   int
		gone       bool
	}{
		{"D9: 4 − 1 = 3", "rolled 4 − 1 lost = 3", 4, true, returnedStill, false},
		{"6 − 1 = 5", "rolled 6 − 1 lost = 5", 6, true, returnedOrders, false},
		{"3 − 1 = 2", "rolled 3 − 1 lost = 2", 3, false, 0, false},
		{"1 − 1 = 0", "rolled 1 − 1 lost = 0", 1, false, 0, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := toShooting(t, offEdge().state(t))
			s, _ = apply(t, s, shoot("xb", "orc"), 4, 4)
			s, evs := apply(t, s, endPhaseBlue, 4, 5, c.roll)
			contains(t, evs, "orc driven back 2D6 [4][5] = 9 cm", "orc leave the table by its top edge: "+c.text)
			orc := mustUnit(t, &s, "orc")
			if got := len(orc.Bases) > 0; got != c.back {
				t.Fatalf("orc on the table: %v, want %v\n%s", got, c.back, eventText(evs))
			}
			if status(orc, stReturned) != c.returned || (status(orc, stLeft) > 0) != c.gone || (status(orc, stOffTable) > 0) != (!c.back && !c.gone) {
				t.Errorf("orc status %v", orc.Status)
			}
			if c.back {
				// Where they left, in line, rear edges on the table edge,
				// facing into the table ([L912]).
				near(t, &s, "orc.1", 84, 1)
				near(t, &s, "orc.2", 80, 1)
				if f := mustBase(t, &s, "orc.1").Facing; f != south {
					t.Errorf("orc.1 faces %g, want %g", f, south)
				}
				// 40 mm fronts: Red chooses line or column, in Blue's
				// turn, before anything else ([L912]).
				if c := code(checkEnd(s)); c != "come-back-pending" {
					t.Errorf("ending the phase before the choice: %q, want come-back-pending", c)
				}
				s, _ = apply(t, s, comeBack(1, "orc", "line"))
				near(t, &s, "orc.1", 84, 1)
			}
			if c.gone && lost(orc) != 3 {
				t.Errorf("gone for good: lost %d, want 3", lost(orc))
			}
			// Red's turn: the restriction holds in its Command phase
			// (A14), then ends with it.
			if !c.back && !c.gone {
				return // TestComingBack plays the re-roll
			}
			s, _ = apply(t, s, endPhaseBlue) // end blue's Combat phase
			if s.Active != 1 || s.Phase != PhaseOrders {
				t.Fatalf("active %d phase %s, want red's orders", s.Active, s.Phase)
			}
			if c.gone {
				return
			}
			orc = mustUnit(t, &s, "orc")
			_, v := initiativeTargets(&s, orc)
			if v == nil || v.Code != "returned" {
				t.Errorf("initiative: %v, want code returned", v)
			}
			err := (Rules{}).Check(&s, order(1, "ogen", "orc"))
			if want := map[int]string{returnedStill: "returned", returnedOrders: ""}[c.returned]; code(err) != want {
				t.Errorf("order: %v, want code %q", err, want)
			}
			for s.Phase != PhaseShooting {
				s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 1})
			}
			if r := status(mustUnit(t, &s, "orc"), stReturned); r != 0 {
				t.Errorf("after red's Command phase returned = %d, want 0", r)
			}
		})
	}
}

// A unit off the table rolls again at the start of its owner's next
// Command phase, before the Initiative sub-phase (wme.md §7.6, [L920],
// A14): 3 − 1 = 2 again, then, a turn later, 5 − 1 = 4: placed back,
// and no orders in that Command phase ([L921]).
func TestComingBack(t *testing.T) {
	s := toShooting(t, offEdge().state(t))
	s, _ = apply(t, s, shoot("xb", "orc"), 4, 4)
	s, _ = apply(t, s, endPhaseBlue, 4, 5, 3)
	s, evs := apply(t, s, endPhaseBlue, 3) // blue's Combat ends: red's turn, the orcs roll
	contains(t, evs, "orc, off the table, roll to come back: 3 − 1 lost = 2 (WME §7.6 [L920]): they stay off the table")
	for s.Active == 1 {
		s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	}
	for s.Phase != PhaseCombat {
		s, _ = apply(t, s, endPhaseBlue)
	}
	s, evs = apply(t, s, endPhaseBlue, 5)
	contains(t, evs, "orc, off the table, roll to come back: 5 − 1 lost = 4", "may not move in their Command phase (L921, A14)",
		"Red chooses whether they stand in line or in column (WME §7.6 [L912])")
	near(t, &s, "orc.1", 84, 1)
	// Red's turn begins with the choice ([L912]): a column, centred where
	// the line stood, the rear element's rear edge on the top edge.
	s, _ = apply(t, s, comeBack(1, "orc", "column"))
	near(t, &s, "orc.1", 82, 3)
	near(t, &s, "orc.2", 82, 1)
	if err := (Rules{}).Check(&s, order(1, "ogen", "orc")); code(err) != "returned" {
		t.Errorf("order: %v, want code returned", err)
	}
}

// The General leaving the table without coming back at once takes his
// army away at the end of the phase ([L916]); coming back at once, he
// does not. A commander leaves with a unit he joined ([L914],
// TestCommanderLeavesWithHisUnit); alone, the test calls leaveTable
// itself.
func TestGeneralLeavesTheTable(t *testing.T) {
	for _, c := range []struct {
		roll  int
		routs bool
	}{{2, true}, {5, false}} {
		s := newWorld().unit("r2", 1, Infantry, 1, 20, 40, south, nil).state(t)
		gen := mustUnit(t, &s, "ogen")
		g, _ := s.Base("ogen.1")
		g.Shape.Center.Y = 0.5 // partly off the top edge
		ev, err := leaveTable(&s, gen, dice.NewScripted(c.roll))
		if err != nil {
			t.Fatal(err)
		}
		end, over := battleEnds(&s)
		if over != c.routs {
			t.Errorf("roll %d: battle over %v, want %v\n%s\n%s", c.roll, over, c.routs, ev.Text, end.Text)
		}
		if c.routs {
			contains(t, []rules.Event{ev, end}, "the General has not come back: Red withdraw at the end of the phase (L916)",
				"Red withdraw: their General left the table and did not come back (WME §7.6 [L916])")
		} else if g, ok := s.Base("ogen.1"); !ok || !g.Round || g.Shape.Center.Y != 1.25 {
			t.Errorf("roll %d: the General is not back on the edge: %+v", c.roll, g)
		}
	}
}

// Commanders leaving the table with the unit they joined ([L914]: "les
// commandants qui étaient joints à une unité sortie de la table
// subissent le même sort"): the red General, joined to the orcs driven
// off the top edge, comes back beside them on a 3-6, stays off with them
// on 1-2 and never comes back on 0; not back at once, he takes his army
// away at the end of the phase ([L916]).
func TestCommanderLeavesWithHisUnit(t *testing.T) {
	cases := []struct {
		name  string
		roll  int
		text  string
		back  bool
		routs bool
	}{
		{"4 − 1 = 3: back with them [L914], [L921]", 4, "ogen, who had joined them, come back with them (WME §7.6 [L914])", true, false},
		{"3 − 1 = 2: off with them [L914], [L916]", 3, "the General has not come back: Red withdraw at the end of the phase (L916)", false, true},
		{"1 − 1 = 0: gone with them [L914], [L919]", 1, "ogen, who had joined them, never come back either (WME §7.6 [L914])", false, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := offEdge().commander("ogen", 1, General, 8, 82, 3.75).mark("ogen", joinPrefix+"orc")
			s := toShooting(t, w.state(t))
			s, _ = apply(t, s, shoot("xb", "orc"), 4, 4)
			s, evs := apply(t, s, endPhaseBlue, 4, 5, c.roll)
			contains(t, evs, "orc leave the table by its top edge", c.text)
			gen := mustUnit(t, &s, "ogen")
			if got := len(gen.Bases) > 0; got != c.back {
				t.Fatalf("ogen on the table: %v, want %v\n%s", got, c.back, eventText(evs))
			}
			if c.back {
				g, _ := s.Base("ogen.1")
				if !g.Round || !s.Table.OnTable(g.Shape) || !discTouches(&s, g, mustUnit(t, &s, "orc")) || joinedTo(gen) != "orc" {
					t.Errorf("ogen back at %v, joined %q: want beside orc, joined to it", g.Shape.Center, joinedTo(gen))
				}
			}
			if over := s.Phase == PhaseOver; over != c.routs {
				t.Errorf("battle over %v, want %v\n%s", over, c.routs, eventText(evs))
			}
			if c.routs {
				contains(t, evs, "Red withdraw: their General left the table and did not come back (WME §7.6 [L916])")
			}
		})
	}
}

// A unit coming back is placed where it left or, when that place is not
// free, as near as possible along the edge ([L912]): to within 0.01 cm of
// the nearest free place, not on a half-centimetre grid. Two 4 cm bases
// in line leaving at x = 84 on the top edge span 80-88; a friend standing
// at 87.3-91.3 on the edge leaves the nearest free place centred at 83.3;
// one at 76.71-80.71 on the other side, at 84.71. With friends at both
// 76.9-80.9 and 87.3-91.3 the 6.4 cm between them is too narrow: left of
// 76.9 (centred at 72.9, 11.1 cm away) is nearer than right of 91.3
// (95.3, 11.3 cm).
func TestReturnPlaceNearest(t *testing.T) {
	tests := []struct {
		name    string
		friends []float64 // centres x of friendly bases on the edge
		want    float64
	}{
		{"free where it left", nil, 84},
		{"a friend on the right", []float64{89.3}, 83.3},
		{"a friend on the left", []float64{78.71}, 84.71},
		{"friends on both sides, no room between", []float64{89.3, 78.9}, 72.9},
	}
	for _, tc := range tests {
		w := newWorld().unit("orc", 1, Infantry, 2, 84, 60, south, nil)
		for i, x := range tc.friends {
			w.unit(string(rune('a'+i)), 1, Infantry, 1, x, 1, south, nil)
		}
		s := w.state(t)
		u := mustUnit(t, &s, "orc")
		rs, ok := returnPlace(&s, u, edgeTop, 84, []float64{4, 4}, []float64{2, 2}, Line)
		if !ok {
			t.Fatalf("%s: no place", tc.name)
		}
		if got := (rs[0].Center.X + rs[1].Center.X) / 2; math.Abs(got-tc.want) > 0.01 {
			t.Errorf("%s: back centred at %.3f, want %.2f within 0.01 cm [L912]", tc.name, got, tc.want)
		}
	}
}
