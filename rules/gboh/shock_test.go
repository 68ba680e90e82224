package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
)

// shockWorld: the Elves' h at 0609 facing north, the Goblins' m just in
// front of it facing south (each in the other's ZOC), their leaders away.
func shockWorld(t *testing.T, hType string, hProf map[string]float64, mType string, mProf map[string]float64) *world {
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, "0611", 4, nil)
	w.leader("b0", 1, "0101", 5, nil)
	w.unit("h", hType, 0, "0609", north, hProf)
	w.unit("m", mType, 1, w.up("0609", 1), south, mProf)
	return w
}

func shockAct(att, def string) rules.Action {
	return rules.Action{Kind: KindShock, Side: 0, Args: map[string]string{"attackers": att, "defenders": def}}
}

// shockOf plays a0's phase to its Shock of h on m, resolved on faces.
func shockOf(t *testing.T, w *world, moved bool, faces ...int) (rules.State, []rules.Event) {
	t.Helper()
	s := w.orders("a0")
	if moved {
		mustUnit(t, s, "h").SetStatus(stAdvanced, 1)
	}
	n, _ := apply(t, *s, end(0))
	if n.Phase != PhaseShock {
		t.Fatalf("phase %s, want shock", n.Phase)
	}
	n, _ = apply(t, n, shockAct("h", "m"))
	return apply(t, n, rules.Action{Kind: KindResolve, Side: 0}, faces...)
}

// TestShockSteps is spec §9.3-§9.7 on one Shock: T9's pre-shock check, the
// UNOFFICIAL Combat Table, T14's rout check.
func TestShockSteps(t *testing.T) {
	// h (HI, TQ 5) moved: it and m test. Die 8 on TQ 5: 3 hits (T9,
	// [L1881-1883]); m rolls 3, passes. HI on MI front: column 6, odds
	// 5:5, die 5 → attacker 1, defender 2 (UNOFFICIAL). h has 4 hits of 5
	// in m's ZOC: die 2 < 5, it holds and regains one [L2019-2026].
	w := shockWorld(t, "HI", map[string]float64{keyTQ: 5}, "MI", nil)
	n, evs := shockOf(t, w, true, d10(8), d10(3), d10(5), d10(2))
	log := logText(evs)
	for _, want := range []string{"die 8 against TQ 5: 3 Cohesion hit(s)", "die 3 against TQ 6: passes", "Clash of Weapons column 6", "attacker 1, defender 2 hits", "UNOFFICIAL", "regains a point"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	if h, m := mustUnit(t, &n, "h").Status[stHits], mustUnit(t, &n, "m").Status[stHits]; h != 3 || m != 2 {
		t.Fatalf("hits h %d m %d, want 3 and 2\n%s", h, m, log)
	}
	if n.Phase != PhaseMomentum {
		t.Fatalf("after the Shocks: phase %s, want momentum", n.Phase)
	}
	// T14: the same but the rout check's die is 5 ≥ TQ 5: it routs.
	w = shockWorld(t, "HI", map[string]float64{keyTQ: 5}, "MI", nil)
	n, evs = shockOf(t, w, true, d10(8), d10(3), d10(5), d10(5))
	if mustUnit(t, &n, "h").Status[stRouted] != 1 || !strings.Contains(logText(evs), "routs [L2019-2024]") {
		t.Fatalf("h should rout:\n%s", logText(evs))
	}
}

// TestShockNoCheck: a unit that did not move Shocks without a check
// (SHOCK-No-Check [L1534-1538]): only the Combat Table's die is rolled.
func TestShockNoCheck(t *testing.T) {
	w := shockWorld(t, "HI", nil, "MI", nil)
	n, evs := shockOf(t, w, false, d10(9))
	if strings.Contains(logText(evs), "pre-shock") {
		t.Fatalf("a No-Check Shock tested TQ:\n%s", logText(evs))
	}
	// Column 6, die 9: attacker 0, defender 3 (UNOFFICIAL).
	if m := mustUnit(t, &n, "m").Status[stHits]; m != 3 {
		t.Fatalf("m hits %d\n%s", m, logText(evs))
	}
}

// TestSuperiority is T10 and T11 [L2011-2015]: AS doubles the defender's
// hits, DS triples the attacker's; a flank attack is AS [L1969-1975].
func TestSuperiority(t *testing.T) {
	for _, c := range []struct {
		name, att, def string
		die            int
		wantA, wantD   int
		flank          bool
	}{
		// AK on LI: cavalry column 5+2-1 = 6; die 5: 1/2 → AS: 1/4.
		{"T10 AS by Type: defender's hits doubled", "AK", "LI", 5, 1, 4, false},
		// LC on PH: 5+2-3 = 4; die 3: x=7: attacker 2, defender 0 → DS: 6/0.
		{"T11 DS by Type: attacker's hits tripled", "LC", "PH", 3, 6, 0, false},
		// MI on MI from the flank: 5+1 = 6, die 5: 1/2 → AS positional: 1/4.
		{"a flank attack is positional AS", "MI", "MI", 5, 1, 4, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			prof := map[string]float64{keyTQ: 9}
			w := newWorld(t, 12, 12)
			w.leader("a0", 0, "0611", 4, nil)
			w.leader("b0", 1, "0101", 5, nil)
			w.unit("h", c.att, 0, "0609", north, prof)
			mFacing := south
			if c.flank {
				mFacing = north.Turn(-2) // h stands on its flank
			}
			w.unit("m", c.def, 1, w.up("0609", 1), mFacing, prof)
			n, evs := shockOf(t, w, false, d10(c.die))
			if a, d := mustUnit(t, &n, "h").Status[stHits], mustUnit(t, &n, "m").Status[stHits]; a != c.wantA || d != c.wantD {
				t.Fatalf("hits attacker %d defender %d, want %d %d\n%s", a, d, c.wantA, c.wantD, logText(evs))
			}
		})
	}
}

// TestOdds is T12 under A13: the ratio rounded for the attacker when it
// moved this turn, else for the defender [L1986-1996].
func TestOdds(t *testing.T) {
	for _, c := range []struct {
		a, d  int
		moved bool
		want  int
	}{
		{8, 5, true, 1}, {8, 5, false, 0}, {10, 5, false, 1}, {15, 5, false, 2},
		{5, 8, true, 0}, {5, 8, false, -1}, {5, 10, true, -1}, {5, 5, false, 0},
	} {
		if got := oddsShift(c.a, c.d, c.moved); got != c.want {
			t.Errorf("oddsShift(%d, %d, %v) = %d, want %d", c.a, c.d, c.moved, got, c.want)
		}
	}
}

// TestCharisma is T13: per side only the best Charisma counts [L2004-2007].
func TestCharisma(t *testing.T) {
	w := shockWorld(t, "HI", nil, "MI", nil)
	w.leader("c2", 0, "0609", 2, map[string]float64{keyCharisma: 2})
	w.leader("c3", 0, "0609", 3, map[string]float64{keyCharisma: 3})
	w.leader("d1", 1, w.up("0609", 1), 3, map[string]float64{keyCharisma: 1})
	// Peril dice for the three leaders (no 0), then the Combat die 3:
	// 3 + 3 − 1 = 5.
	_, evs := shockOf(t, w, false, d10(4), d10(4), d10(4), d10(3))
	if !strings.Contains(logText(evs), "die 3, Charisma +3/−1 → 5") {
		t.Fatalf("log:\n%s", logText(evs))
	}
}

// TestFriar: a Friar's Charisma is 1 more for Yeomen and Serfs [L432-434].
func TestFriar(t *testing.T) {
	for _, c := range []struct {
		yeomen float64
		want   string
	}{{1, "Charisma +3/−0"}, {0, "Charisma +2/−0"}} {
		w := shockWorld(t, "HI", map[string]float64{keyYeomen: c.yeomen}, "MI", nil)
		w.leader("fr", 0, "0609", 2, map[string]float64{keyCharisma: 2, keyFriar: 1})
		_, evs := shockOf(t, w, false, d10(4), d10(3))
		if !strings.Contains(logText(evs), c.want) {
			t.Fatalf("yeomen %v: log lacks %q:\n%s", c.yeomen, c.want, logText(evs))
		}
	}
}

// TestMustShock: a heavy unit that moved into contact must Shock
// [L1510-1531]; the Shocks then resolve.
func TestMustShock(t *testing.T) {
	w := shockWorld(t, "HI", nil, "MI", nil)
	s := w.orders("a0")
	mustUnit(t, s, "h").SetStatus(stAdvanced, 1)
	n, _ := apply(t, *s, end(0))
	if err := (Rules{}).Check(&n, rules.Action{Kind: KindResolve, Side: 0}); code(err) != "must-shock" {
		t.Fatalf("resolve without h's Shock: %v", err)
	}
	// A light unit that moved may decline.
	w = shockWorld(t, "LI", nil, "MI", nil)
	s = w.orders("a0")
	mustUnit(t, s, "h").SetStatus(stAdvanced, 1)
	n, _ = apply(t, *s, end(0))
	if err := (Rules{}).Check(&n, rules.Action{Kind: KindResolve, Side: 0}); err != nil {
		t.Fatalf("a light unit must not Shock: %v", err)
	}
	// Designation limits [L1814-1830].
	if err := (Rules{}).Check(&n, shockAct("h", "b0")); code(err) != "target" {
		t.Fatalf("a leader attacked: %v", err)
	}
	n2, _ := apply(t, n, shockAct("h", "m"))
	if err := (Rules{}).Check(&n2, shockAct("h", "m")); code(err) != "once" {
		t.Fatalf("a second Shock: %v", err)
	}
}

// TestAdvanceAfterCombat: a defender routed by the Shock leaves its hex
// and the attacker must advance into it [L2028-2039].
func TestAdvanceAfterCombat(t *testing.T) {
	w := shockWorld(t, "HI", nil, "MI", map[string]float64{keyTQ: 2})
	m := w.up("0609", 1)
	// No check; column 6 die 9: defender 3 hits ≥ TQ 2: it routs.
	n, evs := shockOf(t, w, false, d10(9))
	bd, _ := boardOf(&n)
	hc, _ := bd.where(&n, mustUnit(t, &n, "h"))
	if mustUnit(t, &n, "m").Status[stRouted] != 1 || bd.m.Label(hc.hex()) != m {
		t.Fatalf("h at %s, want %s\n%s", bd.m.Label(hc.hex()), m, logText(evs))
	}
}

// TestClashChoice is the text's example E2 [L1926-1941]: a medium infantry
// unit attacked in front by heavy infantry and in the flank by light
// infantry; the attacker chooses which attack sets the column: the heavy
// infantry's, without Superiority, or the light infantry's through the
// flank, with Positional Superiority.
func TestClashChoice(t *testing.T) {
	for _, c := range []struct {
		lead, want string
	}{
		{"hi", "Clash of Weapons column 6, odds 10:5 +1, terrain +0, uphill +0 → column 7; die 5, Charisma +0/−0 → 5; no Superiority"},
		{"li", "Clash of Weapons column 5, odds 10:5 +1, terrain +0, uphill +0 → column 6; die 5, Charisma +0/−0 → 5; Attacker Superior (defender's hits ×2): positional"},
	} {
		t.Run(c.lead+" leads", func(t *testing.T) {
			w := newWorld(t, 12, 12)
			m := w.hx("0606")
			w.unit("m", "MI", 1, "0606", south, nil)
			w.unit("hi", "HI", 0, w.m.Label(m.Neighbor(south.D(0))), north, nil)
			w.unit("li", "LI", 0, w.m.Label(m.Neighbor(south.D(-1))), hex.Vertex(0), nil)
			w.leader("a0", 0, "0609", 4, nil)
			w.leader("b0", 1, "0101", 5, nil)
			s := w.orders("a0")
			n, _ := apply(t, *s, end(0))
			if n.Phase != PhaseShock {
				t.Fatalf("phase %s", n.Phase)
			}
			offers := (Rules{}).Offers(&n, 0, nil)
			found := false
			for _, o := range offers {
				found = found || o.Action.Args["lead"] == c.lead && o.Disabled == ""
			}
			if !found {
				t.Fatalf("no Shock together led by %s offered: %+v", c.lead, offers)
			}
			a := rules.Action{Kind: KindShock, Side: 0, Args: map[string]string{"attackers": "hi,li", "defenders": "m", "lead": c.lead}}
			n, _ = apply(t, n, a)
			_, evs := apply(t, n, rules.Action{Kind: KindResolve, Side: 0}, d10(5))
			if !strings.Contains(logText(evs), c.want) {
				t.Fatalf("log lacks %q:\n%s", c.want, logText(evs))
			}
		})
	}
}

// TestEveryoneRouts is [L2610-2637]: when every unit of both sides has
// lost more Cohesion than its TQ, only the side with the larger excess
// routs, the defender on a tie; the other keeps 1 Cohesion point, and an
// attacker so spared advances.
func TestEveryoneRouts(t *testing.T) {
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, "0611", 4, nil)
	w.leader("b0", 1, "0101", 5, nil)
	w.unit("h", "MI", 0, "0609", north, map[string]float64{keyTQ: 3})
	m := w.up("0609", 1)
	w.unit("m", "MI", 1, m, north.Turn(-2), map[string]float64{keyTQ: 3}) // h on its flank
	for _, id := range []string{"h", "m"} {
		mustUnit(t, &w.s, id).SetStatus(stHits, 2)
	}
	// Flank: column 6 and AS; die 2: attacker 2, defender 1 ×2 = 2 hits.
	// Both reach 4 hits on TQ 3, an excess of 1 each: the defender routs.
	n, evs := shockOf(t, w, false, d10(2))
	h, mu := mustUnit(t, &n, "h"), mustUnit(t, &n, "m")
	if mu.Status[stRouted] != 1 || h.Status[stRouted] != 0 || h.Status[stHits] != 2 || !strings.Contains(logText(evs), "every unit would rout") {
		t.Fatalf("h %v, m %v\n%s", h.Status, mu.Status, logText(evs))
	}
	bd, _ := boardOf(&n)
	if hc, _ := bd.where(&n, h); bd.m.Label(hc.hex()) != m {
		t.Fatalf("the spared attacker did not advance into %s\n%s", m, logText(evs))
	}
}

// TestAdvanceDrawsFire: an advance after combat into an enemy missile
// unit's ZOC draws its reaction fire [L1756-1758]; the phase ends after
// the answer.
func TestAdvanceDrawsFire(t *testing.T) {
	w := shockWorld(t, "HI", nil, "MI", map[string]float64{keyTQ: 2})
	w.unit("x", "LI", 1, w.up("0609", 2), south, map[string]float64{"bow": 1})
	n, evs := shockOf(t, w, false, d10(9))
	if n.Phase != PhaseReact || n.Active != 1 || mustUnit(t, &n, "x").Status[stReact] != reactEntered {
		t.Fatalf("phase %s side %d, x %v\n%s", n.Phase, n.Active, mustUnit(t, &n, "x").Status, logText(evs))
	}
	n, evs = apply(t, n, react(1, "x", "fire"), d10(2))
	// Bow at 1 hex: 5; heavy infantry adjacent +3: 2 + 3 = 5 hits.
	if mustUnit(t, &n, "h").Status[stHits] != 1 || n.Phase != PhaseMomentum || n.Active != 0 {
		t.Fatalf("phase %s side %d h %v\n%s", n.Phase, n.Active, mustUnit(t, &n, "h").Status, logText(evs))
	}
}
