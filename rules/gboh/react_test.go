package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
)

// reactWorld: a bow at 0609 facing north (a0's), and the Goblins' e with
// its leader b0 up the table, e at up(0609, at) facing south.
func reactWorld(t *testing.T, at int, eMA float64) *world {
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, "0611", 3, nil)
	w.unit("x", "LI", 0, "0609", north, map[string]float64{"bow": 1})
	w.unit("e", "MI", 1, w.up("0609", at), south, map[string]float64{keyMA: eMA})
	w.leader("b0", 1, w.up("0609", 4), 4, nil)
	return w
}

func react(side int, unit, how string) rules.Action {
	return rules.Action{Kind: KindReact, Side: side, Args: map[string]string{"unit": unit, "react": how}}
}

// TestReactionFire is spec §8.4: a unit entering an enemy missile unit's
// ZOC may be fired at before anything else [L1755-1766]; one leaving it,
// at the 2-hex number [L1740-1753]; the other player answers, or the solo
// setting declines at once.
func TestReactionFire(t *testing.T) {
	t.Run("entering the ZOC: fire at the range it stands at", func(t *testing.T) {
		w := reactWorld(t, 2, 5)
		s := w.orders("b0")
		n, evs := apply(t, *s, w.move(s, "e", w.one(w.ahead(w.up("0609", 2), south, 1), south)))
		if n.Phase != PhaseReact || n.Active != 0 || mustUnit(t, &n, "x").Status[stReact] != reactEntered|reactFace {
			t.Fatalf("phase %s side %d: the Elves are to answer\n%s", n.Phase, n.Active, logText(evs))
		}
		offers := (Rules{}).Offers(&n, 0, nil)
		if len(offers) != 4 || offers[0].Label != "Reaction fire: x at e" || offers[1].Label != "Reaction facing: x turns 60° left" || offers[3].Label != "x does not react" {
			t.Fatalf("offers %+v", offers)
		}
		if err := (Rules{}).Check(&n, w.move(&n, "e", w.one(w.up("0609", 2), south))); code(err) != "not-your-turn" {
			t.Fatalf("the mover plays on before the answer: %v", err)
		}
		n, evs = apply(t, n, react(0, "x", "fire"), d10(5))
		n, _ = apply(t, n, react(0, "x", "decline")) // no facing besides
		if h := mustUnit(t, &n, "e").Status[stHits]; h != 1 || n.Phase != PhaseOrders || n.Active != 1 {
			t.Fatalf("bow at 1 hex, die 5 (UNOFFICIAL 5): %d hits; phase %s side %d\n%s", h, n.Phase, n.Active, logText(evs))
		}
	})
	t.Run("leaving the ZOC: the 2-hex number", func(t *testing.T) {
		w := reactWorld(t, 1, 6)
		s := w.orders("b0")
		east := w.m.Label(w.hx(w.up("0609", 1)).Neighbor(south.D(1)))
		n, evs := apply(t, *s, w.move(s, "e", w.one(east, south)))
		if n.Phase != PhaseReact || mustUnit(t, &n, "x").Status[stReact] != reactLeft {
			t.Fatalf("phase %s\n%s", n.Phase, logText(evs))
		}
		n, evs = apply(t, n, react(0, "x", "fire"), d10(5))
		if mustUnit(t, &n, "e").Status[stHits] != 0 || !strings.Contains(logText(evs), "at 2 hexes: 4 or less") {
			t.Fatalf("die 5 at the 2-hex number 4 misses\n%s", logText(evs))
		}
	})
	t.Run("declined", func(t *testing.T) {
		w := reactWorld(t, 2, 5)
		s := w.orders("b0")
		n, _ := apply(t, *s, w.move(s, "e", w.one(w.ahead(w.up("0609", 2), south, 1), south)))
		n, _ = apply(t, n, react(0, "x", "decline"))
		if n.Phase != PhaseOrders || n.Active != 1 || mustUnit(t, &n, "e").Status[stHits] != 0 {
			t.Fatalf("phase %s side %d", n.Phase, n.Active)
		}
	})
	t.Run("solo setting: declined at once", func(t *testing.T) {
		w := reactWorld(t, 2, 5)
		w.s.Settings = map[string]string{setReaction: "decline"}
		s := w.orders("b0")
		n, _ := apply(t, *s, w.move(s, "e", w.one(w.ahead(w.up("0609", 2), south, 1), south)))
		if n.Phase != PhaseOrders || n.Active != 1 {
			t.Fatalf("phase %s side %d: no reaction asked", n.Phase, n.Active)
		}
	})
	t.Run("a unit with no ammunition is not asked [L1768-1770]", func(t *testing.T) {
		w := reactWorld(t, 2, 5)
		mustUnit(t, &w.s, "x").SetStatus(stMissile, missileNo)
		s := w.orders("b0")
		n, _ := apply(t, *s, w.move(s, "e", w.one(w.ahead(w.up("0609", 2), south, 1), south)))
		if err := (Rules{}).Check(&n, react(0, "x", "fire")); code(err) != "react-kind" || mustUnit(t, &n, "x").Status[stReact] != reactFace {
			t.Fatalf("fire without ammunition: %v; reactions %d, want facing only", err, mustUnit(t, &n, "x").Status[stReact])
		}
	})
}

// TestReactionFacing is spec §7.4 [L1456-1464]: a unit an enemy moves next
// to may turn 60°, once per phase; infantry then tests its TQ.
func TestReactionFacing(t *testing.T) {
	for _, c := range []struct {
		name     string
		typ      string
		die      int // -1: no test
		wantHits int
	}{
		{"infantry passes its test", "MI", 6, 0},
		{"infantry fails it by 2: 2 hits [L1461-1463]", "MI", 8, 2},
		{"cavalry: no test [L1463]", "HC", -1, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.leader("a0", 0, "0611", 3, nil)
			w.unit("x", c.typ, 0, "0609", north, nil)
			// e comes up beside x's right flank.
			flank := w.m.Label(w.hx("0609").Neighbor(north.D(-1)))
			start := w.m.Label(w.hx(flank).Neighbor(north.D(-1)))
			w.unit("e", "MI", 1, start, north.Turn(2), nil)
			w.leader("b0", 1, w.m.Label(w.hx(start).Neighbor(north.D(-1))), 4, nil)
			s := w.orders("b0")
			mv := w.move(s, "e", w.one(flank, north.Turn(2)))
			if err := (Rules{}).Check(s, mv); err != nil {
				t.Fatalf("the approach: %v", err)
			}
			n, evs := apply(t, *s, mv)
			if n.Phase != PhaseReact || mustUnit(t, &n, "x").Status[stReact] != reactFace {
				t.Fatalf("phase %s, reactions %d\n%s", n.Phase, mustUnit(t, &n, "x").Status[stReact], logText(evs))
			}
			var faces []int
			if c.die >= 0 {
				faces = append(faces, d10(c.die))
			}
			n, evs = apply(t, n, react(0, "x", "right"), faces...)
			bd, _ := boardOf(&n)
			xc, _ := bd.where(&n, mustUnit(t, &n, "x"))
			if xc.at.F != north.Turn(-1) || mustUnit(t, &n, "x").Status[stHits] != c.wantHits || n.Phase != PhaseOrders {
				t.Fatalf("facing %d hits %d phase %s\n%s", xc.at.F, mustUnit(t, &n, "x").Status[stHits], n.Phase, logText(evs))
			}
			if mustUnit(t, &n, "x").Status[stFaced] != 1 {
				t.Fatal("once per phase: not marked")
			}
		})
	}
}
