package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
)

// TestPursuerChoice is [L2700-2704]: of several attacking cavalry units
// only one must pursue, by the priorities of the advance after combat
// (§8.43 [L2054-2061]): the unit that gave the Superiority, else the
// highest TQ. c1 attacks the MI's front, c2 its flank (Positional
// Superiority when it leads). Dice: the Combat die 9 routs the MI, the
// Pursuit die 7 (UNOFFICIAL: pursuit of infantry), the second attack's
// die 9 (above both TQs: no second attack).
func TestPursuerChoice(t *testing.T) {
	for _, c := range []struct {
		name     string
		tq1, tq2 float64
		lead     string
		sup      string // the Shock's Superiority, in the log
		want     string
	}{
		{"no Superiority: the highest TQ", 5, 7, "c1", "no Superiority", "c2 must pursue m"},
		{"no Superiority: the highest TQ, the other", 7, 5, "c1", "no Superiority", "c1 must pursue m"},
		{"the Superiority unit before a higher TQ", 7, 5, "c2", "Attacker Superior (defender's hits ×2): positional", "c2 must pursue m"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.leader("a0", 0, "0609", 4, nil)
			w.leader("b0", 1, "0101", 5, nil)
			m := w.hx("0606")
			w.unit("m", "MI", 1, "0606", south, map[string]float64{keyTQ: 2})
			w.unit("c1", "LC", 0, w.m.Label(m.Neighbor(south.D(0))), north, map[string]float64{keyTQ: c.tq1, keyMA: 8})
			w.unit("c2", "LC", 0, w.m.Label(m.Neighbor(south.D(-1))), hex.Vertex(0), map[string]float64{keyTQ: c.tq2, keyMA: 8})
			s := w.orders("a0")
			n, _ := apply(t, *s, end(0))
			n, _ = apply(t, n, rules.Action{Kind: KindShock, Side: 0, Args: map[string]string{"attackers": "c1,c2", "defenders": "m", "lead": c.lead}})
			n, evs := apply(t, n, rules.Action{Kind: KindResolve, Side: 0}, d10(9), d10(7), d10(9))
			log := logText(evs)
			if !strings.Contains(log, c.want) || !strings.Contains(log, c.sup) || strings.Count(log, "must pursue") != 1 {
				t.Fatalf("want %q and one pursuit, %q\n%s", c.sup, c.want, log)
			}
		})
	}
}

// TestPursuitSecondAttackAlone is [L2733-2738]: the pursuer next to its
// router attacks it again only if it is the one unit in its ZOC; with
// another enemy there it rolls no die and does not attack. Dice: the
// Combat die 9, the Pursuit die 7, then, alone, the second attack's 8
// (above TQ 7: no attack [L2736-2739]).
func TestPursuitSecondAttackAlone(t *testing.T) {
	for _, c := range []struct {
		name    string
		other   bool // a second Goblin unit in the pursuer's ZOC at its stop
		faces   []int
		want    string
		wantNot string
	}{
		{"the router alone: the die", false, []int{9, 7, 8}, "die 8 against its TQ 7", ""},
		{"another enemy in its ZOC: no second attack", true, []int{9, 7}, "h pursues into 0707", "against its TQ"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := shockWorld(t, "HC", map[string]float64{keyTQ: 7, keyMA: 8}, "MI", map[string]float64{keyTQ: 2})
			if c.other {
				// the pursuer's other front hex at its stop, 0707, facing away
				stop := w.hx("0707")
				for k := 0; k < 2; k++ {
					if h := stop.Neighbor(north.D(k)); w.m.Label(h) != "0706" {
						w.unit("x", "MI", 1, w.m.Label(h), north, map[string]float64{keyTQ: 5})
					}
				}
			}
			var faces []int
			for _, v := range c.faces {
				faces = append(faces, d10(v))
			}
			n, evs := shockOf(t, w, false, faces...)
			log := logText(evs)
			if !strings.Contains(log, c.want) || c.wantNot != "" && strings.Contains(log, c.wantNot) {
				t.Fatalf("want %q, not %q\n%s", c.want, c.wantNot, log)
			}
			if m := mustUnit(t, &n, "m"); m.Status[stGone] != 0 {
				t.Fatalf("the router %v is gone", m.Status)
			}
		})
	}
}

// TestPursuitSecondAttack is [L2739-2747]: the second attack on a routed
// infantry unit is resolved normally, only the router checking before it
// (at TQ 1, its die 1 passes): any Cohesion it loses eliminates it
// [L2605-2608, L2743-2745]; taking none it holds, and both stay, without
// retreat or advance [L2745-2747]. Dice: the Combat die 9, the Pursuit
// die 7, the second attack's 3, the router's check 1, the Combat die.
func TestPursuitSecondAttack(t *testing.T) {
	for _, c := range []struct {
		name       string
		die        int
		routerGone int
		want       string
	}{
		{"Cohesion lost: eliminated", 9, goneEliminated, "a routed unit that loses Cohesion when attacked is eliminated"},
		{"none lost: both stay", 0, 0, "Combat Table 2/0 (UNOFFICIAL) → attacker 2, defender 0 hits"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := shockWorld(t, "HC", map[string]float64{keyTQ: 7, keyMA: 8}, "MI", map[string]float64{keyTQ: 2})
			n, evs := shockOf(t, w, false, d10(9), d10(7), d10(3), d10(1), d10(c.die))
			log := logText(evs)
			h, m := mustUnit(t, &n, "h"), mustUnit(t, &n, "m")
			if m.Status[stGone] != c.routerGone || !strings.Contains(log, c.want) || h.Status[stGone] != 0 {
				t.Fatalf("router %v cavalry %v, want gone %d and %q\n%s", m.Status, h.Status, c.routerGone, c.want, log)
			}
			bd, _ := boardOf(&n)
			if hc, _ := bd.where(&n, h); bd.m.Label(hc.hex()) != "0707" {
				t.Fatalf("the pursuer moved on to %s\n%s", bd.m.Label(hc.hex()), log)
			}
			if c.routerGone == 0 {
				if mc, _ := bd.where(&n, m); bd.m.Label(mc.hex()) != "0706" {
					t.Fatalf("the router moved on to %s\n%s", bd.m.Label(mc.hex()), log)
				}
			}
		})
	}
}
