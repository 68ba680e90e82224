package gboh

import (
	"testing"

	"plateau/rules"
)

// TestMountedArchers is spec §8.7 [L2152-2163]: bow cavalry enters an
// infantry unit's ZOC, fires and returns to the hex it came from; the
// infantry may fire at it as it came and as it left.
func TestMountedArchers(t *testing.T) {
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, "0611", 4, nil)
	w.unit("c", "LC", 0, "0609", north, map[string]float64{"bow": 1, keyMA: 8})
	inf := w.up("0609", 2)
	w.unit("i", "MI", 1, inf, south, map[string]float64{"javelin": 1, keyMA: 4})
	w.leader("b0", 1, "0101", 5, nil)
	s := w.orders("a0")
	in := w.up("0609", 1) // a front hex of i: its ZOC
	a := w.move(s, "c", w.one(in, north))
	a.Args = map[string]string{"fire": "i", "return": "1"}
	n, evs := apply(t, *s, a, d10(0))
	bd, _ := boardOf(&n)
	cc, _ := bd.where(&n, mustUnit(t, &n, "c"))
	if bd.m.Label(cc.hex()) != "0609" || cc.at.F != north || mustUnit(t, &n, "i").Status[stHits] != 1 {
		t.Fatalf("c at %s facing %d, i hits %d\n%s", bd.m.Label(cc.hex()), cc.at.F, mustUnit(t, &n, "i").Status[stHits], logText(evs))
	}
	if n.Phase != PhaseReact || mustUnit(t, &n, "i").Status[stReact]&reactFire != reactFire {
		t.Fatalf("i may fire as it came and as it left: phase %s reactions %d\n%s", n.Phase, mustUnit(t, &n, "i").Status[stReact], logText(evs))
	}
	// Javelins: at 1 hex (its coming) 5, at 2 (its going) 4 (UNOFFICIAL).
	n, evs = apply(t, n, react(1, "i", "fire"), d10(5))
	if mustUnit(t, &n, "c").Status[stHits] != 1 || n.Phase != PhaseReact {
		t.Fatalf("the first reaction fire, at 1 hex:\n%s", logText(evs))
	}
	n, evs = apply(t, n, react(1, "i", "fire"), d10(5))
	if mustUnit(t, &n, "c").Status[stHits] != 1 || mustUnit(t, &n, "i").Status[stReact]&reactFire != 0 {
		t.Fatalf("the second, at 2 hexes, misses on 5:\n%s", logText(evs))
	}
	if n, _ = apply(t, n, react(1, "i", "decline")); n.Phase != PhaseOrders {
		t.Fatalf("phase %s after the last answer", n.Phase)
	}
	// Refused: not against infantry, not for heavy crossbows, into a ZOC.
	for _, c := range []struct {
		name string
		edit func(a *rules.Action, s *rules.State)
	}{
		{"heavy crossbow", func(a *rules.Action, s *rules.State) {
			u := mustUnit(t, s, "c")
			delete(u.Profile, "bow")
			u.Profile["heavy_crossbow"] = 1
		}},
		{"no fire named", func(a *rules.Action, s *rules.State) { delete(a.Args, "fire") }},
	} {
		t.Run(c.name, func(t *testing.T) {
			s2 := s.Clone()
			a2 := w.move(&s2, "c", w.one(in, north))
			a2.Args = map[string]string{"fire": "i", "return": "1"}
			c.edit(&a2, &s2)
			if err := (Rules{}).Check(&s2, a2); code(err) != "return" {
				t.Fatalf("Check = %v, want return", err)
			}
		})
	}
}
