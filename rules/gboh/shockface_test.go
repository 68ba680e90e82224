package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
)

// TestAdvanceFace is [L2047-2050]: a unit that advanced after combat may
// turn one vertex at the end, in the phase that follows the Shocks (here
// the Momentum roll), once; the others may not; when no Momentum phase
// follows, phase advance-face offers it until the player keeps the
// facings.
func TestAdvanceFace(t *testing.T) {
	turn := func(id, how string) rules.Action {
		return rules.Action{Kind: KindAdvanceFace, Side: 0, Target: id, Args: map[string]string{"turn": how}}
	}
	// HI on MI TQ 2, no check, column 6 die 9: m routs, h advances.
	w := shockWorld(t, "HI", nil, "MI", map[string]float64{keyTQ: 2})
	n, evs := shockOf(t, w, false, d10(9))
	h := mustUnit(t, &n, "h")
	if n.Phase != PhaseMomentum || h.Status[stAdvTurn] != 1 {
		t.Fatalf("phase %s, h %v\n%s", n.Phase, h.Status, logText(evs))
	}
	offered := false
	for _, o := range (Rules{}).Offers(&n, 0, nil) {
		offered = offered || (o.Label == "Turn h 60° left after its advance" && o.Disabled == "")
	}
	if !offered {
		t.Fatal("the 60° turn is not offered")
	}
	for _, c := range []struct {
		name string
		a    rules.Action
		code string
	}{
		{"a unit that did not advance", turn("m", "left"), "no-advance"},
		{"more than one vertex", turn("h", "about"), "facing"},
	} {
		if err := (Rules{}).Check(&n, c.a); code(err) != c.code {
			t.Errorf("%s: %v, want %s", c.name, err, c.code)
		}
	}
	bd, _ := boardOf(&n)
	before, _ := bd.where(&n, h)
	n2, _ := apply(t, n, turn("h", "left"))
	after, _ := bd.where(&n2, mustUnit(t, &n2, "h"))
	if after.at.F != before.at.F.Turn(1) || after.hex() != before.hex() || n2.Phase != PhaseMomentum {
		t.Fatalf("facing %d → %d, phase %s", before.at.F, after.at.F, n2.Phase)
	}
	if err := (Rules{}).Check(&n2, turn("h", "right")); code(err) != "no-advance" {
		t.Fatalf("a second turn: %v", err)
	}
	// Momentum declined: the next activation; the turn is gone.
	n3, _ := apply(t, n, end(0))
	if mustUnit(t, &n3, "h").Status[stAdvTurn] != 0 {
		t.Fatalf("h may still turn in phase %s", n3.Phase)
	}
	// No Momentum phase follows (a0's third phase [L786-790]): phase
	// advance-face, ended by keeping the facings.
	w = shockWorld(t, "HI", nil, "MI", map[string]float64{keyTQ: 2})
	s := w.orders("a0")
	mustUnit(t, s, "a0").SetStatus(stPhases, maxPhases)
	n, _ = apply(t, *s, end(0))
	n, _ = apply(t, n, shockAct("h", "m"))
	n, evs = apply(t, n, rules.Action{Kind: KindResolve, Side: 0}, d10(9))
	if n.Phase != PhaseAdvanceFace || !strings.Contains(logText(evs), "may turn 60° after the advance: h") {
		t.Fatalf("phase %s\n%s", n.Phase, logText(evs))
	}
	k, evs := apply(t, n, end(0))
	if k.Phase == PhaseAdvanceFace || mustUnit(t, &k, "h").Status[stAdvTurn] != 0 || !strings.Contains(logText(evs), "keep their facing") {
		t.Fatalf("kept: phase %s\n%s", k.Phase, logText(evs))
	}
	k, _ = apply(t, n, turn("h", "right"))
	if k.Phase == PhaseAdvanceFace {
		t.Fatalf("after the last turn: phase %s", k.Phase)
	}
}

// TestAdvanceFaceInZOC is A19 [L1889-1892]: an attacker in an enemy ZOC
// whose defender routed in the pre-shock check may not advance into the
// hex it left, but may turn 60° instead.
func TestAdvanceFaceInZOC(t *testing.T) {
	w := shockWorld(t, "HI", map[string]float64{keyTQ: 7}, "MI", map[string]float64{keyTQ: 2})
	w.unit("z", "MI", 1, w.ahead("0609", north, 1), south, nil)
	s := w.orders("a0")
	mustUnit(t, s, "h").SetStatus(stAdvanced, 1)
	n, _ := apply(t, *s, end(0))
	n, _ = apply(t, n, rules.Action{Kind: KindShock, Side: 0, Args: map[string]string{"attackers": "h", "defenders": "m,z"}})
	// h checks 0 (passes), m 5 (3 hits: routs), z 0; then the Combat die.
	n, evs := apply(t, n, rules.Action{Kind: KindResolve, Side: 0}, d10(0), d10(5), d10(0), d10(0))
	h := mustUnit(t, &n, "h")
	bd, _ := boardOf(&n)
	hc, _ := bd.where(&n, h)
	if bd.m.Label(hc.hex()) != "0609" || h.Status[stAdvTurn] != 1 {
		t.Fatalf("h at %s %v\n%s", bd.m.Label(hc.hex()), h.Status, logText(evs))
	}
}
