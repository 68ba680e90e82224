package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
)

func comeBack(side int, unit, formation string) rules.Action {
	return rules.Action{Kind: KindComeBack, Side: side, Args: map[string]string{"unit": unit, ArgFormation: formation}}
}

// edgeBlunder is blue "inf", three elements of typ in line 1 cm from the
// bottom edge facing north (x 58-70 for infantry, 59-65 for cavalry;
// lost elements make its size bigger), a Hero beside it, and red infantry
// "foe" 9 cm (7 for cavalry, whose elements are deeper) in front, facing
// it; two more blue units far away. The Hero's order rolls 6, 6 and blunder 2: "inf" must withdraw to
// 20 cm from "foe" ([L2015], A33), 11 or 13 cm, past the edge.
func edgeBlunder(t *testing.T, typ string, lost int) rules.State {
	t.Helper()
	return edgeBlunderWith(t, typ, lost, func(*world) {})
}

// edgeBlunderWith is edgeBlunder with more added to the world.
func edgeBlunderWith(t *testing.T, typ string, lost int, more func(*world)) rules.State {
	t.Helper()
	y := 116.0 // infantry y 115-117
	if typ != Infantry {
		y = 115 // cavalry y 113-117
	}
	w := newWorld().unit("inf", 0, typ, 3, 60, y, north, nil).
		unit("foe", 1, Infantry, 3, 60, 105, south, nil).
		unit("b2", 0, Infantry, 1, 140, 100, north, nil). // Blue does not rout while inf is away
		unit("b3", 0, Infantry, 1, 160, 100, north, nil)
	w.commander("cmd", 0, Hero, 10, 76, 116)
	for i := range w.s.Units {
		if w.s.Units[i].ID == "inf" && lost > 0 {
			w.s.Units[i].SetStatus(stSize, 3+lost)
		}
	}
	more(w)
	s := toOrders(t, w.state(t))
	s, evs := apply(t, s, order(0, "cmd", "inf"), 6, 6, 2)
	contains(t, evs, "blunder 2: inf must withdraw to at least 20 cm from foe", "withdrawing straight takes it off the table (WME §7.6 [L908])")
	return s
}

// offerFor is side's enabled offer whose label starts with prefix.
func offerFor(t *testing.T, s *rules.State, side int, prefix string) rules.Offer {
	t.Helper()
	for _, o := range (Rules{}).Offers(s, side, nil) {
		if strings.HasPrefix(o.Label, prefix) {
			if o.Disabled != "" {
				t.Fatalf("offer %q disabled: %s", o.Label, o.Disabled)
			}
			return o
		}
	}
	labels, _ := offerLabels(s, side)
	t.Fatalf("no offer %q among %q", prefix, labels)
	return rules.Offer{}
}

// Leaving the table by a blunder (wme.md §6.6, §7.6; [L908]: "ce qui peut
// arriver lors d'une gaffe"; [L910]: at least part of an element off the
// table rolls D6 − elements lost): the straight withdrawal of blunder
// 2-3 ([L2015]) goes past the bottom edge, the unit leaves and rolls at
// once (A14): 3-4 back where it left, no move ([L921]); 5-6 back, orders
// allowed ([L922]); 1-2 off until the next Command phase ([L920]); 0 or
// less never back ([L919]). 40 mm fronts come back in line or column as
// the owner chooses, 20 mm fronts in line ([L912]).
func TestBlunderLeavesTheTable(t *testing.T) {
	cases := []struct {
		name      string
		typ       string
		lost      int
		roll      int
		text      string
		formation string // the owner's choice, "" when he has none
		returned  int
		off, gone bool
		want      map[string][2]float64 // base centres once back
	}{
		{"3-4: back in column, no move [L912], [L921]", Infantry, 0, 4, "rolled 4 = 4", "column", returnedStill, false, false,
			map[string][2]float64{"inf.1": {64, 115}, "inf.2": {64, 117}, "inf.3": {64, 119}}},
		{"5-6: back in line, orders [L912], [L922]", Infantry, 0, 6, "rolled 6 = 6", "line", returnedOrders, false, false,
			map[string][2]float64{"inf.1": {60, 119}, "inf.2": {64, 119}, "inf.3": {68, 119}}},
		{"20 mm fronts: in line only [L912]", Cavalry, 0, 5, "rolled 5 = 5", "", returnedOrders, false, false,
			map[string][2]float64{"inf.1": {60, 118}, "inf.2": {62, 118}, "inf.3": {64, 118}}},
		{"1-2: off the table [L920]", Infantry, 0, 2, "rolled 2 = 2", "", 0, true, false, nil},
		{"1 − 1 = 0: never back [L919]", Infantry, 1, 1, "rolled 1 − 1 lost = 0", "", 0, false, true, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := edgeBlunder(t, c.typ, c.lost)
			o := offerFor(t, &s, 0, "Withdraw inf from foe")
			if o.Action.Kind != KindLeaveTable || !strings.HasSuffix(o.Label, ", off the table") {
				t.Fatalf("withdrawal offer %q (%s), want a leave-table action", o.Label, o.Action.Kind)
			}
			s, evs := apply(t, s, o.Action, c.roll)
			contains(t, evs, "inf leave the table by its bottom edge: "+c.text)
			inf := mustUnit(t, &s, "inf")
			if status(inf, stOffTable) > 0 != c.off || status(inf, stLeft) > 0 != c.gone || status(inf, stReturned) != c.returned {
				t.Fatalf("inf status %v\n%s", inf.Status, eventText(evs))
			}
			if status(inf, stMoving) > 0 || status(inf, stFleeFrom) > 0 {
				t.Errorf("inf still owes its withdrawal: %v", inf.Status)
			}
			if c.want == nil {
				if err := checkEnd(s); err != nil {
					t.Errorf("ending the orders with inf off the table: %v", err)
				}
				return
			}
			if pending := status(inf, stComeBack) > 0; pending != (c.formation != "") {
				t.Fatalf("choice of formation pending %v, want %v", pending, c.formation != "")
			}
			if c.formation != "" {
				if code(checkEnd(s)) != "come-back-pending" || code(Rules{}.Check(&s, step(&s, "inf", 0, -1))) != "come-back-pending" {
					t.Errorf("other actions before the choice: not refused as come-back-pending")
				}
				s, _ = apply(t, s, offerFor(t, &s, 0, "inf: come back in "+c.formation).Action)
			}
			for id, p := range c.want {
				near(t, &s, id, p[0], p[1])
				if f := mustBase(t, &s, id).Facing; f != north {
					t.Errorf("%s faces %g, want north", id, f)
				}
			}
			if err := checkEnd(s); err != nil {
				t.Errorf("ending the orders once back: %v", err)
			}
		})
	}
}

// A unit that left by a blunder on a 1-2 rolls again at the start of its
// owner's next Command phase, before the Initiative sub-phase ([L920],
// A14): inside Red's end of turn, so Blue's turn begins with the choice
// of formation ([L912]): a column, the rear element on the bottom edge.
func TestBlunderLeaverComesBack(t *testing.T) {
	s := edgeBlunder(t, Infantry, 0)
	s, _ = apply(t, s, offerFor(t, &s, 0, "Withdraw inf from foe").Action, 2)
	for s.Active == 0 {
		s, _ = apply(t, s, endPhaseBlue)
	}
	for s.Phase != PhaseCombat {
		s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	}
	s, evs := apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 1}, 5)
	contains(t, evs, "inf, off the table, roll to come back: 5 = 5 (WME §7.6 [L920])", "in line, rear edge on the table edge, and may take orders",
		"Blue chooses whether they stand in line or in column (WME §7.6 [L912])")
	if got := (Rules{}).Legal(&s, 0); len(got) != 1 || got[0] != KindComeBack {
		t.Errorf("Legal(Blue) = %v, want [come-back]", got)
	}
	if got := (Rules{}).Legal(&s, 1); got != nil {
		t.Errorf("Legal(Red) = %v, want nothing", got)
	}
	if err := (Rules{}).Check(&s, comeBack(0, "inf", "wedge")); code(err) != "come-back" {
		t.Errorf("come back in a wedge: %v, want code come-back", err)
	}
	s, evs = apply(t, s, comeBack(0, "inf", "column"))
	contains(t, evs, "inf stand in column, rear edge on the table edge (WME §7.6 [L912])")
	near(t, &s, "inf.1", 64, 115)
	near(t, &s, "inf.3", 64, 119)
	if err := (Rules{}).Check(&s, order(0, "gen", "inf")); err != nil {
		t.Errorf("ordering it back on a 5 ([L922]): %v", err)
	}
}

// Every other move is still refused off the table (wme.md §7.6 [L908]:
// a blunder, a retreat or a drive back): the blundering unit stepped off
// by hand, a unit moving by a successful order, a blunder 4-5 move; the
// "leave-table" action is refused when the straight withdrawal stays on
// the table and for a unit with no compulsory move.
func TestOffTableStillRefused(t *testing.T) {
	cases := []struct {
		name   string
		state  func(t *testing.T) rules.State
		action func(s *rules.State) rules.Action
		code   string
	}{
		{"blunder 2-3 by hand [L908]", func(t *testing.T) rules.State { return edgeBlunder(t, Infantry, 0) },
			func(s *rules.State) rules.Action { return step(s, "inf", 0, 11) }, "off-table"},
		{"an order's move [L906-910]", func(t *testing.T) rules.State { return orderedAtEdge(t, 6, 6, 5) },
			func(s *rules.State) rules.Action { return step(s, "inf", 0, 5) }, "off-table"},
		{"blunder 4-5, half pace [L2016]", func(t *testing.T) rules.State { return orderedAtEdge(t, 6, 6, 4) },
			func(s *rules.State) rules.Action { return step(s, "inf", 0, 5) }, "off-table"},
		{"leave-table after an order [L908]", func(t *testing.T) rules.State { return orderedAtEdge(t, 3, 3) },
			func(s *rules.State) rules.Action { return leaveTableAction(mustUnit(t, s, "inf")) }, "off-table"},
		{"leave-table on the table [L910]", func(t *testing.T) rules.State { return blunderWorld(t, 49, 2) },
			func(s *rules.State) rules.Action { return leaveTableAction(mustUnit(t, s, "inf")) }, "on-table"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.state(t)
			if got := code(Rules{}.Check(&s, c.action(&s))); got != c.code {
				t.Errorf("Check = %q, want %q", got, c.code)
			}
		})
	}
}

// orderedAtEdge is blue infantry "inf" 1 cm from the bottom edge ordered
// by a Hero whose dice are faces (a pass, or 6, 6 and a blunder die).
func orderedAtEdge(t *testing.T, faces ...int) rules.State {
	t.Helper()
	w := newWorld().unit("inf", 0, Infantry, 3, 60, 116, north, nil)
	w.commander("cmd", 0, Hero, 10, 76, 116)
	s := toOrders(t, w.state(t))
	s, _ = apply(t, s, order(0, "cmd", "inf"), faces...)
	return s
}

// A commander joined to the unit does not leave with it ([L914]): a unit
// moving in the Command phase leaves its commanders behind (A13), so the
// join ends where he stands and he takes no part in its roll.
func TestBlunderLeaverLeavesItsCommander(t *testing.T) {
	s := edgeBlunderWith(t, Infantry, 0, func(w *world) {
		w.commander("h2", 0, Hero, 8, 64, 113.75).mark("h2", joinPrefix+"inf") // against inf's front edge
	})
	s, evs := apply(t, s, offerFor(t, &s, 0, "Withdraw inf from foe").Action, 2)
	contains(t, evs, "inf moves away from h2, who does not move with units in the Command phase (WME §6.7 [L2025], A13)",
		"inf leave the table by its bottom edge: rolled 2 = 2")
	h2 := mustUnit(t, &s, "h2")
	if joinedTo(h2) != "" || status(h2, stOffTable) > 0 {
		t.Errorf("h2 joined to %q, off the table %d: want him left behind", joinedTo(h2), status(h2, stOffTable))
	}
	near(t, &s, "h2.1", 64, 113.75)
}
