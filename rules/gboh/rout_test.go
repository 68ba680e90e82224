package gboh

import (
	"fmt"
	"strings"
	"testing"

	"plateau/rules"
)

// down is the label n hexes down the table (south) from l.
func (w *world) down(l string, n int) string {
	for i := 0; i < n; i++ {
		l = w.ahead(l, south, i%2)
	}
	return l
}

// TestRoutMove is spec §10.4 [L2526-2586]: 2 hexes toward the Retreat
// Zone (the first army's is the south edge), by the hex priorities,
// through friends, eliminated when it cannot, facing its Retreat Zone.
func TestRoutMove(t *testing.T) {
	for _, c := range []struct {
		name   string
		at     string
		edit   func(w *world)
		gone   int
		wantAt string // "" : any hex 2 rows down
		log    string // a sentence the log must hold
	}{
		{"2 hexes toward the south edge", "0605", nil, 0, "", ""},
		{"a vacant wood first [L2538-2539]", "0605", func(w *world) { w.terrain("woods", w.m.Label(w.hx("0605").Neighbor(south.D(1)))) }, 0, "", ""},
		{"from the edge: off the map [L2573-2575]", "0612", nil, goneLeft, "", "u routs off the map by its Retreat Zone's edge and counts as eliminated [L2573-2575]"},
		{"hemmed in by enemies: eliminated [L2549-2551]", "0605", func(w *world) {
			for k := 0; k < 2; k++ {
				w.unit("e"+string(rune('0'+k)), "MI", 1, w.m.Label(w.hx("0605").Neighbor(south.D(k))), north, nil)
			}
		}, goneEliminated, "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.leader("a0", 0, "0101", 3, nil)
			w.leader("b0", 1, "1201", 3, nil)
			w.unit("u", "MI", 0, c.at, north, nil)
			if c.edit != nil {
				c.edit(w)
			}
			s := w.setup()
			u := mustUnit(t, s, "u")
			evs := routNow(s, u)
			if u.Status[stGone] != c.gone || !strings.Contains(logText(evs), c.log) {
				t.Fatalf("gone %d, want %d and %q\n%s", u.Status[stGone], c.gone, c.log, logText(evs))
			}
			if c.gone != 0 {
				return
			}
			bd, _ := boardOf(s)
			cu, _ := bd.where(s, u)
			if d := bd.m.EdgeDist(0, w.hx(c.at)) - bd.m.EdgeDist(0, cu.hex()); d != 2 || cu.at.F != facingToward(bd, 0, cu.hex()) {
				t.Fatalf("ends at %s facing %d: %d hexes nearer its edge, want 2\n%s", bd.m.Label(cu.hex()), cu.at.F, d, logText(evs))
			}
			if c.edit != nil && !strings.Contains(logText(evs), w.m.Label(w.hx("0605").Neighbor(south.D(1)))) {
				t.Fatalf("did not flee through the wood:\n%s", logText(evs))
			}
		})
	}
}

// TestRoutThroughFriends: a router may pass through friends but not stay
// stacked: it goes one hex more, eliminated if that one is held too
// [L2577-2586].
func TestRoutThroughFriends(t *testing.T) {
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, "0101", 3, nil)
	w.leader("b0", 1, "1201", 3, nil)
	w.unit("u", "MI", 0, "0605", north, nil)
	// Friends on the three rows below: it passes through two, may not
	// stay on the second, and the third is held.
	for col := 1; col <= 12; col++ {
		for row := 6; row <= 8; row++ {
			l := fmt.Sprintf("%02d%02d", col, row)
			w.unit("f"+l, "MI", 0, l, north, nil)
		}
	}
	s := w.setup()
	u := mustUnit(t, s, "u")
	evs := routNow(s, u)
	if u.Status[stGone] != goneEliminated || !strings.Contains(logText(evs), "may not stay stacked") {
		t.Fatalf("%v\n%s", u.Status, logText(evs))
	}
}

// TestFlight: in the Rout & Reload Phase a routed unit flees its whole MA
// [L2563-2571]; a router that reaches the edge with MP left leaves the map
// and counts for the Rout Points [L2573-2575, L2872-2875].
func TestFlight(t *testing.T) {
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, "0101", 3, nil)
	w.leader("b0", 1, "1201", 3, nil)
	w.unit("u", "MI", 0, "0604", south, map[string]float64{keyMA: 4})
	w.unit("v", "MI", 0, "0610", south, map[string]float64{keyMA: 4})
	s := w.setup()
	for _, id := range []string{"u", "v"} {
		mustUnit(t, s, id).SetStatus(stRouted, 1)
	}
	evs, err := routAndReload(s, nil)
	if err != nil {
		t.Fatal(err)
	}
	bd, _ := boardOf(s)
	cu, _ := bd.where(s, mustUnit(t, s, "u"))
	if bd.m.EdgeDist(0, cu.hex()) != bd.m.EdgeDist(0, w.hx("0604"))-4 {
		t.Fatalf("u fled to %s\n%s", bd.m.Label(cu.hex()), logText(evs))
	}
	if v := mustUnit(t, s, "v"); v.Status[stGone] != goneLeft || armyRoutPoints(s, 0) != 6 {
		t.Fatalf("v %v, Rout Points %d, want off the map and 6\n%s", v.Status, armyRoutPoints(s, 0), logText(evs))
	}
}

// TestArmyWithdrawal is spec §10.7 [L2868-2896]: past a threshold the army
// rolls; a die at least the level routs it and the battle ends.
func TestArmyWithdrawal(t *testing.T) {
	for _, c := range []struct {
		name     string
		rout1    string
		die      int
		phase    string
		withdraw int
	}{
		{"past 5, level 3, die 3: withdraws", "5:3", 3, PhaseOver, 1},
		{"past 5, level 3, die 2: holds", "5:3", 2, PhaseActivation, 0},
		{"not past 6 (6 points): no roll", "6:3", -1, PhaseActivation, 0},
		{"the highest threshold passed counts", "2:9, 5:3", 3, PhaseOver, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.s.Settings = map[string]string{"rout1": c.rout1}
			w.leader("a0", 0, "0101", 3, nil)
			w.leader("b0", 1, "1201", 4, nil)
			w.unit("u", "MI", 0, "0605", north, nil)
			s := w.setup()
			u := mustUnit(t, s, "u")
			eliminate(s, u, goneEliminated, "a test")
			s.Phase = PhaseRoutReload
			var faces []int
			if c.die >= 0 {
				faces = append(faces, d10(c.die))
			}
			n, evs := apply(t, *s, rules.Action{Kind: KindRoutReload}, faces...)
			if n.Phase != c.phase || n.Counters[ctWithdrawn] != c.withdraw {
				t.Fatalf("phase %s withdrawn %d\n%s", n.Phase, n.Counters[ctWithdrawn], logText(evs))
			}
		})
	}
	w := newWorld(t, 12, 12)
	w.s.Settings = map[string]string{"rout1": "ten:3"}
	w.leader("a0", 0, "0101", 3, nil)
	w.leader("b0", 1, "1201", 3, nil)
	if err := (Rules{}).Setup(&w.s); err == nil || !strings.Contains(err.Error(), "POINTS:LEVEL") {
		t.Fatalf("a bad threshold: %v", err)
	}
}
