package gboh

import (
	"testing"

	"plateau/rules/hex"
)

// TestOrderlyWithdrawal is T5 and T6 [L1266-1306]: a unit of greater MA an
// enemy comes within 2 hexes of may back away by the MA difference in MP,
// keeping its facing; infantry takes 1 Cohesion hit after.
func TestOrderlyWithdrawal(t *testing.T) {
	for _, c := range []struct {
		name     string
		typ      string
		xMA, eMA float64
		offered  bool
		wantRows int // hexes farther from the enemy
		wantHits int
	}{
		{"T5 MA 6 against MA 4: 2 MP back, infantry 1 hit after", "MI", 6, 4, true, 2, 1},
		{"T5 cavalry: no hit", "LC", 6, 4, true, 2, 0},
		{"T6 MA 5 against MA 5: no withdrawal", "MI", 5, 5, false, 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.leader("a0", 0, "0111", 3, nil)
			w.unit("x", c.typ, 0, "0606", north, map[string]float64{keyMA: c.xMA})
			start := w.up("0606", 4)
			w.unit("e", "MI", 1, start, south, map[string]float64{keyMA: c.eMA})
			w.leader("b0", 1, w.up("0606", 5), 4, nil)
			s := w.orders("b0")
			to := w.down(start, 2) // 2 hexes from x
			mv := w.move(s, "e", w.one(w.ahead(start, south, 0), south), w.one(to, south))
			n, evs := apply(t, *s, mv)
			got := n.Phase == PhaseReact && mustUnit(t, &n, "x").Status[stReact]&reactWithdraw != 0
			if got != c.offered {
				t.Fatalf("withdrawal offered %v, want %v\n%s", got, c.offered, logText(evs))
			}
			if !c.offered {
				return
			}
			n, evs = apply(t, n, react(0, "x", "withdraw"))
			bd, _ := boardOf(&n)
			xc, _ := bd.where(&n, mustUnit(t, &n, "x"))
			if d := bd.m.EdgeDist(1, xc.hex()) - bd.m.EdgeDist(1, w.hx("0606")); d != c.wantRows || xc.at.F != north || mustUnit(t, &n, "x").Status[stHits] != c.wantHits {
				t.Fatalf("%d hexes back facing %d with %d hits\n%s", d, xc.at.F, mustUnit(t, &n, "x").Status[stHits], logText(evs))
			}
			if n.Phase != PhaseOrders || n.Active != 1 {
				t.Fatalf("phase %s side %d after the withdrawal", n.Phase, n.Active)
			}
		})
	}
}

// TestWithdrawalFromTheFlank: an enemy coming at the unit's flank costs it
// 1 Cohesion hit before it withdraws, infantry 1 more after [L1300-1306].
func TestWithdrawalFromTheFlank(t *testing.T) {
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, "0111", 3, nil)
	w.unit("x", "MI", 0, "0606", hex.Vertex(5), map[string]float64{keyMA: 6}) // facing south-east: north is off its front
	start := w.up("0606", 4)
	w.unit("e", "MI", 1, start, south, map[string]float64{keyMA: 4})
	w.leader("b0", 1, w.up("0606", 5), 4, nil)
	s := w.orders("b0")
	to := w.down(start, 2)
	n, evs := apply(t, *s, w.move(s, "e", w.one(w.ahead(start, south, 0), south), w.one(to, south)))
	if n.Phase != PhaseReact {
		t.Fatalf("no withdrawal offered\n%s", logText(evs))
	}
	n, evs = apply(t, n, react(0, "x", "withdraw"))
	if got := mustUnit(t, &n, "x").Status[stHits]; got != 2 {
		t.Fatalf("hits %d, want 2 (before and after)\n%s", got, logText(evs))
	}
}

// TestFireAtWithdrawal: a unit withdrawing from an enemy missile unit may
// be fired at by it, at 2 hexes, before that unit's move goes on
// [L1740-1753].
func TestFireAtWithdrawal(t *testing.T) {
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, "0111", 3, nil)
	w.unit("x", "MI", 0, "0606", north, map[string]float64{keyMA: 8})
	start := w.up("0606", 4)
	w.unit("e", "LI", 1, start, south, map[string]float64{keyMA: 6, "bow": 1})
	w.leader("b0", 1, w.up("0606", 5), 4, nil)
	s := w.orders("b0")
	n, evs := apply(t, *s, w.move(s, "e", w.one(w.ahead(start, south, 0), south), w.one(w.down(start, 2), south)))
	if n.Phase != PhaseReact || mustUnit(t, &n, "x").Status[stReact]&reactWithdraw == 0 {
		t.Fatalf("no withdrawal offered\n%s", logText(evs))
	}
	n, evs = apply(t, n, react(0, "x", "withdraw"))
	if n.Phase != PhaseReact || n.Active != 1 || mustUnit(t, &n, "e").Status[stReact] != reactLeft {
		t.Fatalf("e may fire at x: phase %s side %d e %v\n%s", n.Phase, n.Active, mustUnit(t, &n, "e").Status, logText(evs))
	}
	if o := (Rules{}).Offers(&n, 1, nil); len(o) == 0 || o[0].Label != "Reaction fire: e at x" {
		t.Fatalf("offers %+v", o)
	}
	hits := mustUnit(t, &n, "x").Status[stHits]
	n, evs = apply(t, n, react(1, "e", "fire"), d10(4)) // a bow at 2 hexes: 4
	if mustUnit(t, &n, "x").Status[stHits] != hits+1 || n.Phase != PhaseOrders || n.Active != 1 {
		t.Fatalf("phase %s side %d\n%s", n.Phase, n.Active, logText(evs))
	}
}
