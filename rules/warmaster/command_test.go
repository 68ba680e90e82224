package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// E3 and A4: −1 per full 20 cm band beyond the first (wme.md §6.4 [L531]).
func TestDistanceBands(t *testing.T) {
	tests := []struct {
		dist float64
		want int // the distance modifier
	}{{0.5, 0}, {20, 0}, {20.01, -1}, {40, -1}, {40.01, -2}, {65, -3}, {99.9, -4}}
	for _, tc := range tests {
		// Infantry base front edge at y = 100 - 1; the General's disc
		// (radius 1.25) straight below at distance dist.
		w := newWorld().unit("inf", 0, Infantry, 1, 90, 20, north, nil)
		w.commander("gen", 0, General, 9, 90, 21+1.25+tc.dist)
		s := w.state(t)
		ot, err := prepareOrder(&s, order(0, "gen", "inf"))
		if err != nil {
			t.Fatalf("distance %g: %v", tc.dist, err)
		}
		got := 0
		for _, m := range ot.Modifiers {
			if strings.Contains(m.Why, "cm away") {
				got = m.Value
			}
		}
		if got != tc.want || ot.Distance < tc.dist-1e-6 || ot.Distance > tc.dist+1e-6 {
			t.Errorf("order at %g cm: modifier %d (measured %.3f cm), want %d", tc.dist, got, ot.Distance, tc.want)
		}
	}
}

// E1 and E2 (wme.md §15, [L553]): General command 9, second order to
// cavalry 65 cm away needs 5 or less; a 4 succeeds. Then infantry 10 cm
// away needs 9; a 10 fails, and a failed General ends the Orders
// sub-phase ([L509]).
func TestWorkedExampleE1E2(t *testing.T) {
	w := newWorld().
		unit("cav", 0, Cavalry, 3, 60, 40, north, nil).
		unit("inf", 0, Infantry, 3, 120, 90, north, nil)
	w.commander("gen", 0, General, 9, 61, 40+2+1.25+65)
	s := w.state(t)
	s, _ = apply(t, s, order(0, "gen", "cav"), 1, 1) // first order
	ot, err := prepareOrder(&s, order(0, "gen", "cav"))
	if err != nil {
		t.Fatal(err)
	}
	if ot.Total() != -4 || ot.Need != 5 {
		t.Fatalf("E1: modifiers %v total %d, need %d; want -4, 5", ot.Breakdown(), ot.Total(), ot.Need)
	}
	s, evs := apply(t, s, order(0, "gen", "cav"), 3, 1)
	if cav, _ := s.Unit("cav"); status(cav, stMoving) == 0 || !strings.Contains(evs[0].Text, "moves") {
		t.Fatalf("E1: roll 4 against 5 did not succeed: %v", evs)
	}
	// E4: three successful orders give the cavalry three 30 cm moves.
	if got := allowance(&s, mustUnit(t, &s, "cav")); got != 30 {
		t.Errorf("E4: cavalry allowance per order %g, want 30", got)
	}
	// E2: the General turns to infantry 10 cm away (he has not moved;
	// the test moves the infantry to him).
	gen, _ := s.Base("gen.1")
	for i, id := range mustUnit(t, &s, "inf").Bases {
		b, _ := s.Base(id)
		b.Shape.Center = gen.Shape.Center.Add(geom.V(4*float64(i), -(1.25 + 10 + 1)))
	}
	ot, err = prepareOrder(&s, order(0, "gen", "inf"))
	if err != nil || ot.Need != 9 {
		t.Fatalf("E2: need %d (%v), want 9", ot.Need, err)
	}
	s, evs = apply(t, s, order(0, "gen", "inf"), 5, 5)
	if !strings.Contains(evs[0].Text, "failed") || s.Counters[ctOrdersOver] == 0 {
		t.Fatalf("E2: a 10 against 9 did not fail and end the orders: %v", evs)
	}
	if got := code((Rules{}).Check(&s, order(0, "gen", "cav"))); got != "orders-over" {
		t.Errorf("an order after the General failed: %q, want orders-over", got)
	}
}

func mustUnit(t *testing.T, s *rules.State, id string) *rules.Unit {
	t.Helper()
	u, ok := s.Unit(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return u
}

// D10 (wme.md §15): third order to a Slow, Unreliable unit 30 cm from a
// Hero (command 8) with one base lost: 8 −1 −2 −1 −1 −1 = 2 ([L531-551]).
func TestWorkedExampleD10(t *testing.T) {
	w := newWorld().unit("slow", 0, Infantry, 3, 60, 60, north, map[string]float64{keySlow: 1, keyUnreliable: 1})
	w.commander("hero", 0, Hero, 8, 64, 60+1+1.25+30)
	s := w.state(t)
	u := mustUnit(t, &s, "slow")
	u.SetStatus(stSize, 4) // one base lost
	u.SetStatus(stOrders, 2)
	u.SetStatus(stOrderedBy, unitIndex(&s, "hero")+1)
	u.SetStatus(stDepth, 1)
	s.Counters = map[string]int{ctCommander: unitIndex(&s, "hero") + 1}
	ot, err := prepareOrder(&s, order(0, "hero", "slow"))
	if err != nil {
		t.Fatal(err)
	}
	if ot.Need != 2 {
		t.Errorf("D10: need %d, want 2; breakdown %v", ot.Need, ot.Breakdown())
	}
}

// D12 (wme.md §15; [L2011]): a natural 12 by a Hero is a blunder: the
// order fails and the blunder die is rolled; a Wizard adds 1.
func TestBlunders(t *testing.T) {
	tests := []struct {
		typ      string
		die      int
		wantText string
		check    func(t *testing.T, s *rules.State)
	}{
		{Hero, 1, "blunder 1", func(t *testing.T, s *rules.State) {
			if u := mustUnit(t, s, "inf"); status(u, stBlunder) != 1 || status(u, stMoving) != 0 {
				t.Errorf("blunder 1: penalty %d moving %d, want 1 and no move", status(u, stBlunder), status(u, stMoving))
			}
		}},
		{Wizard, 3, "blunder 4", func(t *testing.T, s *rules.State) { // 3 + 1 for a Wizard
			u := mustUnit(t, s, "inf")
			if status(u, stMoving) == 0 || allowance(s, u) != 10 || status(u, stNoCharge) == 0 {
				t.Errorf("blunder 4: moving %d allowance %g no-charge %d; want a 10 cm move without charge",
					status(u, stMoving), allowance(s, u), status(u, stNoCharge))
			}
		}},
		{Hero, 2, "blunder 2", func(t *testing.T, s *rules.State) {
			if u := mustUnit(t, s, "inf"); status(u, stMoving) != 0 || status(u, stNoOrders) == 0 {
				t.Errorf("blunder 2: the unit may move or be ordered again")
			}
		}},
	}
	for _, tc := range tests {
		w := newWorld().unit("inf", 0, Infantry, 3, 60, 60, north, nil)
		w.commander("cmd", 0, tc.typ, 10, 62, 65)
		s := w.state(t)
		s, evs := apply(t, s, order(0, "cmd", "inf"), 6, 6, tc.die)
		if len(evs) != 2 || !strings.Contains(evs[0].Text, "failed") || !strings.Contains(evs[1].Text, tc.wantText) {
			t.Errorf("%s natural 12, blunder die %d: events %v", tc.typ, tc.die, evs)
			continue
		}
		if c := mustUnit(t, &s, "cmd"); status(c, stDoneOrdering) == 0 {
			t.Errorf("%s blundered and may still give orders", tc.typ)
		}
		tc.check(t, &s)
	}
	// A General never blunders: a 12 is a plain failure.
	w := newWorld().unit("inf", 0, Infantry, 3, 60, 60, north, nil)
	w.commander("gen", 0, General, 9, 62, 65)
	s := w.state(t)
	_, evs := apply(t, s, order(0, "gen", "inf"), 6, 6)
	if len(evs) != 1 {
		t.Errorf("a General rolling 12: %v, want one failed order and no blunder", evs)
	}
}

// Modifiers from the enemy (wme.md §6.4 [L535-543], A27): a threatening
// enemy within 20 cm costs −1; on an uncovered flank another −1; closed
// terrain more than 2 cm thick hides it ([L956]).
func TestEnemyModifiers(t *testing.T) {
	tests := []struct {
		name  string
		build func(w *world)
		want  int // total of the enemy modifiers
	}{
		{"no enemy near", func(w *world) {}, 0},
		{"enemy 15 cm ahead", func(w *world) { w.unit("orc", 1, Infantry, 3, 60, 44, south, nil) }, -1},
		{"enemy 25 cm ahead", func(w *world) { w.unit("orc", 1, Infantry, 3, 60, 34, south, nil) }, 0},
		{"enemy 15 cm on the left flank", func(w *world) { w.unit("orc", 1, Infantry, 1, 43, 60, north+geom.Rad(90), nil) }, -2},
		{"flank covered by a friend", func(w *world) {
			w.unit("orc", 1, Infantry, 1, 43, 60, north+geom.Rad(90), nil)
			w.unit("pal", 0, Infantry, 1, 56, 60, north, nil)
		}, -1},
		{"enemy behind a wood", func(w *world) {
			w.unit("orc", 1, Infantry, 3, 60, 44, south, nil)
			w.feature("wood", "wood", geom.V(50, 48), geom.V(80, 48), geom.V(80, 55), geom.V(50, 55))
		}, 0},
		{"enemy commander only", func(w *world) { w.commander("ogen", 1, General, 8, 64, 50) }, 0},
	}
	for _, tc := range tests {
		w := newWorld().unit("inf", 0, Infantry, 3, 60, 60, north, nil)
		w.commander("gen", 0, General, 9, 64, 63)
		tc.build(w)
		s := w.state(t)
		ot, err := prepareOrder(&s, order(0, "gen", "inf"))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := 0
		for _, m := range ot.Modifiers {
			if strings.Contains(m.Rule, "L535") || strings.Contains(m.Rule, "L537") {
				got += m.Value
			}
		}
		if got != tc.want {
			t.Errorf("%s: enemy modifiers %d, want %d (%v)", tc.name, got, tc.want, ot.Breakdown())
		}
	}
}

func TestOrderRefusals(t *testing.T) {
	base := func() *world {
		w := newWorld().
			unit("a", 0, Infantry, 3, 60, 60, north, nil).
			unit("b", 0, Infantry, 3, 72, 60, north, nil). // touches a
			unit("far", 0, Infantry, 3, 120, 60, north, nil)
		w.commander("gen", 0, General, 9, 70, 70)
		w.commander("hero", 0, Hero, 8, 110, 70)
		w.commander("wiz", 0, Wizard, 7, 150, 100)
		return w
	}
	tests := []struct {
		name  string
		setup func(t *testing.T, s rules.State) rules.State
		a     rules.Action
		want  string
	}{
		{"brigade of touching units", nil, order(0, "gen", "a,b"), ""},
		{"brigade not touching", nil, order(0, "gen", "a,far"), "brigade"},
		{"out of a wizard's 20 cm", nil, order(0, "wiz", "far"), "range"},
		{"someone else's commander", nil, order(0, "ogen", "a"), "not-yours"},
		{"ordering a commander", nil, order(0, "gen", "hero"), "commander"},
		{"already ordered by another commander", func(t *testing.T, s rules.State) rules.State {
			s, _ = apply(t, s, order(0, "hero", "far"), 1, 1)
			return s
		}, order(0, "gen", "far"), "other-commander"},
		{"a fourth order", func(t *testing.T, s rules.State) rules.State {
			for i := 0; i < 3; i++ {
				s, _ = apply(t, s, order(0, "gen", "a"), 1, 1)
			}
			return s
		}, order(0, "gen", "a"), "max-orders"},
		{"previous commander has finished", func(t *testing.T, s rules.State) rules.State {
			s, _ = apply(t, s, order(0, "gen", "a"), 1, 1)
			s, _ = apply(t, s, order(0, "hero", "far"), 1, 1)
			return s
		}, order(0, "gen", "b"), "commander-done"},
		{"on the other side's turn", nil, order(1, "ogen", "a"), "turn"},
	}
	for _, tc := range tests {
		s := base().state(t)
		if tc.setup != nil {
			s = tc.setup(t, s)
		}
		if got := code((Rules{}).Check(&s, tc.a)); got != tc.want {
			t.Errorf("%s: Check = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// E6 (wme.md §15, [L583]): brigade A,B,C,D; then A,B; then A; then B;
// then C,D is a legal sequence; after it, A may not be ordered again.
func TestBrigadeSequenceE6(t *testing.T) {
	w := newWorld()
	for i, id := range []string{"a", "b", "c", "d"} {
		w.unit(id, 0, Infantry, 1, 60+4*float64(i), 60, north, nil)
	}
	w.commander("gen", 0, General, 10, 66, 64)
	s := w.state(t)
	for _, target := range []string{"a,b,c,d", "a,b", "a", "b", "c,d"} {
		if err := (Rules{}).Check(&s, order(0, "gen", target)); err != nil {
			t.Fatalf("E6: order to %s refused: %v", target, err)
		}
		s, _ = apply(t, s, order(0, "gen", target), 1, 1)
	}
	for _, target := range []string{"a", "b"} {
		if got := code((Rules{}).Check(&s, order(0, "gen", target))); got != "no-orders" {
			t.Errorf("E6: after C,D, an order to %s: %q, want no-orders", target, got)
		}
	}
	// Each unit received its orders: A and B three, C and D two.
	for id, want := range map[string]int{"a": 3, "b": 3, "c": 2, "d": 2} {
		if got := status(mustUnit(t, &s, id), stOrders); got != want {
			t.Errorf("E6: %s received %d orders, want %d", id, got, want)
		}
	}
}

// E5 (wme.md §15, [L565]): a brigade of two units each missing one base
// takes −1 for casualties once, not −2.
func TestBrigadeCasualtiesE5(t *testing.T) {
	w := newWorld().
		unit("a", 0, Infantry, 2, 60, 60, north, nil).
		unit("b", 0, Infantry, 2, 68, 60, north, nil)
	w.commander("gen", 0, General, 9, 66, 63)
	s := w.state(t)
	mustUnit(t, &s, "a").SetStatus(stSize, 3)
	mustUnit(t, &s, "b").SetStatus(stSize, 3)
	ot, err := prepareOrder(&s, order(0, "gen", "a,b"))
	if err != nil {
		t.Fatal(err)
	}
	if ot.Total() != -1 {
		t.Errorf("E5: modifiers %v, want only -1 for casualties", ot.Breakdown())
	}
}

// A unit cannot cover its own flank or rear (wme.md §6.4 [L543]: "aucune
// unité amie ne couvre ce flanc ou arrière"; A27, G18): the bases of a line
// touch each other's rear corners and those of a column each other's flank
// corners, yet an enemy behind them still costs −1. Only an element of
// another friendly unit covers an edge; an edge its own unit's base lies
// along is inside the unit, not its flank or rear. The blue line is
// centred at (60, 60) facing north (−y), bases 4 × 2 cm.
func TestExposedFlankOwnBases(t *testing.T) {
	column := func(w *world, id string, n int) {
		// n bases one behind the other, the first centred at (60, 60).
		w.unit(id, 0, Infantry, 1, 60, 60, north, nil)
		u := &w.s.Units[len(w.s.Units)-1]
		for i := 1; i < n; i++ {
			bid := id + "." + string(rune('1'+i))
			r := geom.Rect{Center: geom.V(60, 60+2*float64(i)), Facing: north, Width: 4, Depth: 2}
			w.s.Table.Bases = append(w.s.Table.Bases, table.Base{ID: bid, Unit: id, Side: 0, Shape: r})
			u.Bases = append(u.Bases, bid)
		}
	}
	line := func(n int) func(w *world) {
		return func(w *world) { w.unit("inf", 0, Infantry, n, 60, 60, north, nil) }
	}
	tests := []struct {
		name  string
		build func(w *world) // the ordered unit "inf"
		enemy func(w *world)
		want  int // total of the enemy modifiers
	}{
		{"2-base line, enemy 10 cm behind", line(2), func(w *world) {
			w.unit("orc", 1, Infantry, 1, 62, 72, north, nil)
		}, -2},
		{"3-base line, enemy 10 cm behind the middle", line(3), func(w *world) {
			w.unit("orc", 1, Infantry, 1, 64, 72, north, nil)
		}, -2},
		{"3-base line, enemy 10 cm behind the left base", line(3), func(w *world) {
			w.unit("orc", 1, Infantry, 1, 60, 72, north, nil)
		}, -2},
		{"3-base line, enemy 20 cm behind (the limit counts)", line(3), func(w *world) {
			w.unit("orc", 1, Infantry, 1, 64, 82, north, nil)
		}, -2},
		{"3-base line, enemy 20.5 cm behind", line(3), func(w *world) {
			w.unit("orc", 1, Infantry, 1, 64, 82.5, north, nil)
		}, 0},
		{"3-base line, enemy 10 cm ahead (front is no flank)", line(3), func(w *world) {
			w.unit("orc", 1, Infantry, 1, 64, 48, south, nil)
		}, -1},
		{"3-base line, rear covered by a friendly line", func(w *world) {
			line(3)(w)
			w.unit("pal", 0, Infantry, 3, 60, 62, north, nil)
		}, func(w *world) {
			// Seen past the friends' left end, in the rear zone of the
			// covered left base only.
			w.unit("orc", 1, Infantry, 1, 55, 72, north, nil)
		}, -1},
		{"3-base line, friend behind the left base only, enemy behind the right", func(w *world) {
			line(3)(w)
			w.unit("pal", 0, Infantry, 1, 60, 62, north, nil)
		}, func(w *world) {
			w.unit("orc", 1, Infantry, 1, 70, 72, north, nil)
		}, -2},
		{"2-base column, enemy 10 cm on the left", func(w *world) { column(w, "inf", 2) }, func(w *world) {
			w.unit("orc", 1, Infantry, 1, 47, 61, north+geom.Rad(90), nil)
		}, -2},
		{"3-base column, enemy 10 cm on the right", func(w *world) { column(w, "inf", 3) }, func(w *world) {
			w.unit("orc", 1, Infantry, 1, 73, 62, north-geom.Rad(90), nil)
		}, -2},
		{"3-base column, enemy 10 cm ahead", func(w *world) { column(w, "inf", 3) }, func(w *world) {
			w.unit("orc", 1, Infantry, 1, 60, 48, south, nil)
		}, -1},
		{"3-base column, right flank covered by a friendly column", func(w *world) {
			column(w, "inf", 3)
			column(w, "pal", 3)
			for i := range w.s.Table.Bases {
				if w.s.Table.Bases[i].Unit == "pal" {
					w.s.Table.Bases[i].Shape.Center.X += 4
				}
			}
		}, func(w *world) {
			// Seen past the friends' front, in the zone of the covered
			// right edge of the leading base only.
			w.unit("orc", 1, Infantry, 1, 68, 56, north-geom.Rad(90), nil)
		}, -1},
	}
	for _, tc := range tests {
		w := newWorld()
		tc.build(w)
		w.commander("gen", 0, General, 9, 30, 40)
		tc.enemy(w)
		s := w.state(t)
		ot, err := prepareOrder(&s, order(0, "gen", "inf"))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := 0
		for _, m := range ot.Modifiers {
			if strings.Contains(m.Rule, "L535") || strings.Contains(m.Rule, "L537") {
				got += m.Value
			}
		}
		if got != tc.want {
			t.Errorf("%s: enemy modifiers %d, want %d (%v)", tc.name, got, tc.want, ot.Breakdown())
		}
	}
}
