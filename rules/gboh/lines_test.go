package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
)

// lineWorld: a subordinate "sub" (Initiative 3, Range 2, 1 Line Command)
// at 0511 behind Line 1 (0409, 0509, 0609 side by side facing north), the
// CinC "k" (Strategy 5) far off; an enemy facing south in front of 0609
// when zoc; turn 2 unless first.
func lineWorld(t *testing.T, zoc, first bool) (*world, *rules.State) {
	w := newWorld(t, 14, 14)
	for _, l := range []string{"0409", "0509", "0609"} {
		w.unit("l"+l, "HI", 0, l, north, map[string]float64{keyLineOf: 1})
	}
	w.unit("solo", "MI", 0, "0710", north, nil)
	w.leader("sub", 0, "0510", 3, map[string]float64{keyRange: 2, keyLine: 1})
	w.leader("k", 0, "1314", 5, map[string]float64{keyCinC: 1, keyStrategy: 5})
	w.leader("e", 1, "1301", 5, nil)
	if zoc {
		w.unit("x", "MI", 1, w.ahead("0609", north, 0), south, nil)
	}
	s := w.setup()
	if !first {
		s.Turn = 2
	}
	startOrders(s, mustUnit(t, s, "sub"))
	return w, s
}

func line(n string) rules.Action {
	return rules.Action{Kind: KindLine, Side: 0, Args: map[string]string{"line": n}}
}

// TestLineEligibility is spec T4 and its neighbours [L511-540]: out of
// his CinC's range a subordinate rolls against the CinC's Strategy, +1
// when a unit of the Line is in an enemy ZOC; turn 1 needs no roll.
func TestLineEligibility(t *testing.T) {
	for _, c := range []struct {
		name       string
		zoc, turn1 bool
		dice       []int
		ok         bool
	}{
		{"T4: 5+1 > 5", true, false, []int{d10(5)}, false},
		{"4+1 = 5", true, false, []int{d10(4)}, true},
		{"5 = 5 without ZOC", false, false, []int{d10(5)}, true},
		{"6 > 5", false, false, []int{d10(6)}, false},
		{"0", true, false, []int{d10(0)}, true},
		{"turn 1: no roll", true, true, nil, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, s := lineWorld(t, c.zoc, c.turn1)
			n, evs := apply(t, *s, line("1"), c.dice...)
			lined := mustUnit(t, &n, "l0409").Status[stLined] == 1
			if lined != c.ok || (n.Counters[ctLineOK] == 1) != c.ok {
				t.Fatalf("lined %v, want %v\n%s", lined, c.ok, logText(evs))
			}
			if !c.ok {
				if err := (Rules{}).Check(&n, line("1")); code(err) != "not-eligible" {
					t.Fatalf("a second try: %v", err)
				}
			}
		})
	}
}

// TestLineCommand [L449-457, L499-509, L836-847]: a rigid Line moves
// whole, each unit without an order; never with Individual Orders in the
// same phase.
func TestLineCommand(t *testing.T) {
	w, s := lineWorld(t, false, true)
	if err := (Rules{}).Check(s, w.move(s, "solo", w.one(w.ahead("0710", north, 0), north))); err != nil {
		t.Fatal(err)
	}
	n, evs := apply(t, *s, line("1"))
	if !strings.Contains(logText(evs), "(rigid)") {
		t.Fatalf("not rigid:\n%s", logText(evs))
	}
	for _, id := range []string{"l0409", "l0509", "l0609"} {
		n, _ = apply(t, n, w.move(&n, id, w.one(w.ahead(id[1:], north, 0), north)))
	}
	if n.Counters[ctOrders] != 0 {
		t.Fatalf("%d orders spent by a Line Command", n.Counters[ctOrders])
	}
	if err := (Rules{}).Check(&n, w.move(&n, "solo", w.one(w.ahead("0710", north, 0), north))); code(err) != "mode" {
		t.Fatalf("an Individual Order after a Line Command: %v", err)
	}
	if err := (Rules{}).Check(&n, line("1")); code(err) != "lines" {
		t.Fatalf("a 2nd Line Command from a rating of 1: %v", err)
	}
	// Individual Orders first, then no Line Command.
	_, s = lineWorld(t, false, true)
	m, _ := apply(t, *s, w.move(s, "solo", w.one(w.ahead("0710", north, 0), north)))
	if err := (Rules{}).Check(&m, line("1")); code(err) != "mode" {
		t.Fatalf("a Line Command after an Individual Order: %v", err)
	}
}

// TestLooseLine: a Line not aligned is loose: the command reaches only its
// units within twice the leader's Range [L499-507] (A27: by path).
func TestLooseLine(t *testing.T) {
	w := newWorld(t, 16, 14)
	w.unit("a1", "HI", 0, "0409", north, map[string]float64{keyLineOf: 1})
	w.unit("a2", "HI", 0, "0508", north, map[string]float64{keyLineOf: 1}) // not on the row: loose
	w.leader("sub", 0, "0410", 3, map[string]float64{keyRange: 1, keyLine: 1})
	w.leader("e", 1, "1301", 5, nil)
	// A chain of the Line running off to the east, one hex apart.
	for i, l := range []string{"0708", "0908", "1108"} {
		w.unit("f"+string(rune('1'+i)), "HI", 0, l, north, map[string]float64{keyLineOf: 1})
	}
	s := w.setup()
	startOrders(s, mustUnit(t, s, "sub"))
	n, evs := apply(t, *s, line("1"))
	if !strings.Contains(logText(evs), "(loose)") {
		t.Fatalf("not loose:\n%s", logText(evs))
	}
	if mustUnit(t, &n, "a2").Status[stLined] != 1 || mustUnit(t, &n, "f3").Status[stLined] != 0 {
		t.Fatalf("a2 %v f3 %v: want a2 reached, f3 beyond 2 hexes", mustUnit(t, &n, "a2").Status, mustUnit(t, &n, "f3").Status)
	}
}
