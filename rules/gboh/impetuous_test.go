package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
)

// impetusWorld: sub (Initiative 3) gives Line 1 (0409, 0509, 0609, MI
// facing north, MA 5) its Line Command on turn 1; an enemy at enemy.
func impetusWorld(t *testing.T, army, enemy string) (*world, *rules.State) {
	t.Helper()
	w := newWorld(t, 14, 14)
	for _, l := range []string{"0409", "0509", "0609"} {
		w.unit("l"+l, "MI", 0, l, north, map[string]float64{keyLineOf: 1})
	}
	w.leader("sub", 0, "0510", 3, map[string]float64{keyRange: 2, keyLine: 1})
	w.leader("k", 0, "1314", 5, map[string]float64{keyCinC: 1, keyStrategy: 5})
	w.leader("e", 1, "1301", 5, nil)
	w.unit("x", "MI", 1, enemy, south, nil)
	w.s.Settings = map[string]string{"army1": army}
	s := w.setup()
	startOrders(s, mustUnit(t, s, "sub"))
	n, _ := apply(t, *s, line("1"))
	return w, &n
}

// TestImpetuosity is spec §6.10 [L2108-2137]: a Line Command that moves a
// unit without missile weapons 2 hexes or more toward the enemy, some unit
// of the Line within 4 hexes of it, makes the Line Impetuous: at once in
// an undisciplined army, on a die above the leader's Initiative in a
// disciplined one, once per Line and phase.
func TestImpetuosity(t *testing.T) {
	for _, c := range []struct {
		name  string
		army  string
		enemy string
		hexes int
		dice  []int
		imp   bool
	}{
		{"undisciplined: Impetuous at once [L2110-2115]", "undisciplined", "0603", 2, nil, true},
		{"disciplined, die 4 above Initiative 3 [L2133-2137]", "disciplined", "0603", 2, []int{d10(4)}, true},
		{"disciplined, die 3 not above it", "disciplined", "0603", 2, []int{d10(3)}, false},
		{"one hex only: no test", "undisciplined", "0603", 1, nil, false},
		{"the enemy beyond 4 hexes", "undisciplined", "0601", 2, nil, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, s := impetusWorld(t, c.army, c.enemy)
			mv := w.move(s, "l0609", w.one(w.up("0609", 1), north))
			if c.hexes == 2 {
				mv = w.move(s, "l0609", w.one(w.up("0609", 1), north), w.one(w.up("0609", 2), north))
			}
			n, evs := apply(t, *s, mv, c.dice...)
			for _, id := range []string{"l0409", "l0509", "l0609"} {
				if got := mustUnit(t, &n, id).Status[stImpetuous] == 1; got != c.imp {
					t.Fatalf("%s Impetuous %v, want %v\n%s", id, got, c.imp, logText(evs))
				}
			}
			if c.dice == nil || c.imp {
				return
			}
			// Settled once per Line and phase: the next unit's move rolls
			// no die (apply fails on an unscripted roll).
			n, evs = apply(t, n, w.move(&n, "l0509", w.one(w.up("0509", 1), north), w.one(w.up("0509", 2), north)))
			if mustUnit(t, &n, "l0509").Status[stImpetuous] != 0 {
				t.Fatalf("l0509 Impetuous after the Line kept its discipline\n%s", logText(evs))
			}
		})
	}
}

// TestImpetuousMove: an Impetuous unit moves its whole MA toward the
// enemy, or stops in its ZOC [L2123-2124], and must Shock; its Shock ends
// its impetuosity [L2125-2128].
func TestImpetuousMove(t *testing.T) {
	w, s := impetusWorld(t, "undisciplined", "0603")
	u := mustUnit(t, s, "l0409")
	u.SetStatus(stImpetuous, 1)
	short := w.move(s, "l0409", w.one(w.up("0409", 1), north), w.one(w.up("0409", 2), north))
	if err := (Rules{}).Check(s, short); code(err) != "impetuous" {
		t.Fatalf("2 MP of 5: %v", err)
	}
	var poses []string
	for k := 1; k <= 5; k++ {
		poses = append(poses, w.up("0409", k))
	}
	full := w.move(s, "l0409", w.one(poses[0], north), w.one(poses[1], north), w.one(poses[2], north), w.one(poses[3], north), w.one(poses[4], north))
	if err := (Rules{}).Check(s, full); err != nil {
		t.Fatalf("its whole MA toward the enemy: %v", err)
	}

	sw := shockWorld(t, "MI", nil, "MI", nil)
	st := sw.orders("a0")
	mustUnit(t, st, "h").SetStatus(stImpetuous, 1)
	n, _ := apply(t, *st, end(0))
	err := (Rules{}).Check(&n, rules.Action{Kind: KindResolve, Side: 0})
	if code(err) != "must-shock" || !strings.Contains(err.Error(), "Impetuous") {
		t.Fatalf("resolving without its Shock: %v", err)
	}
	n, _ = apply(t, n, shockAct("h", "m"))
	n, evs := apply(t, n, rules.Action{Kind: KindResolve, Side: 0}, d10(5))
	if mustUnit(t, &n, "h").Status[stImpetuous] != 0 {
		t.Fatalf("h still Impetuous after its Shock\n%s", logText(evs))
	}
}

// TestImpetuousLine is [L2116-2122]: an Impetuous Line is activated as a
// leader of the lowest Initiative (read as 0), before the others, its
// units moving without orders; no Momentum follows; both armies' Lines
// are ordered by the tie roll.
func TestImpetuousLine(t *testing.T) {
	build := func(both bool) (*world, *rules.State) {
		w := newWorld(t, 14, 14)
		for _, l := range []string{"0409", "0509"} {
			w.unit("l"+l, "MI", 0, l, north, map[string]float64{keyLineOf: 1})
		}
		w.unit("solo", "MI", 0, "0911", north, nil)
		w.leader("a", 0, "0510", 2, map[string]float64{keyRange: 3})
		w.leader("b", 1, "1301", 1, nil)
		w.unit("x", "MI", 1, "0503", south, map[string]float64{keyLineOf: 1})
		s := w.setup()
		for _, id := range []string{"l0409", "l0509"} {
			mustUnit(t, s, id).SetStatus(stImpetuous, 1)
		}
		if both {
			mustUnit(t, s, "x").SetStatus(stImpetuous, 1)
		}
		startSelect(s)
		return w, s
	}
	w, s := build(false)
	if s.Phase != PhaseActivation || s.Active != 0 {
		t.Fatalf("phase %s side %d, want the first army's activation (its Line counts as Initiative 0, b has 1)", s.Phase, s.Active)
	}
	if err := (Rules{}).Check(s, rules.Action{Kind: KindActivate, Side: 0, Target: "a"}); code(err) != "not-lowest" {
		t.Fatalf("a before the Impetuous Line: %v", err)
	}
	if !strings.Contains(offerLabels(s), "Activate Impetuous Line 1 (it must charge)") {
		t.Fatalf("offers:\n%s", offerLabels(s))
	}
	n, evs := apply(t, *s, rules.Action{Kind: KindActivate, Side: 0, Args: map[string]string{"line": "1"}})
	if n.Phase != PhaseOrders || n.Counters[ctImpLine] != 2 || mustUnit(t, &n, "l0409").Status[stLined] != 1 || mustUnit(t, &n, "a").Status[stPhases] != 0 {
		t.Fatalf("phase %s, counters %v\n%s", n.Phase, n.Counters, logText(evs))
	}
	var poses []string
	for k := 1; k <= 5; k++ {
		poses = append(poses, w.up("0509", k))
	}
	full := w.move(&n, "l0509", w.one(poses[0], north), w.one(poses[1], north), w.one(poses[2], north), w.one(poses[3], north), w.one(poses[4], north))
	if err := (Rules{}).Check(&n, full); err != nil {
		t.Fatalf("the Line's unit charges: %v", err)
	}
	other := w.move(&n, "solo", w.one(w.up("0911", 1), north))
	if err := (Rules{}).Check(&n, other); code(err) != "mode" {
		t.Fatalf("an order to a unit not of the Line: %v", err)
	}
	m, evs := apply(t, n, end(0))
	if m.Phase == PhaseMomentum || mustUnit(t, &m, "a").Status[stFinished] != 0 || m.Counters[ctImpLine] != 0 {
		t.Fatalf("after the Line's phase: phase %s, a %v\n%s", m.Phase, mustUnit(t, &m, "a").Status, logText(evs))
	}
	if err := (Rules{}).Check(&m, rules.Action{Kind: KindActivate, Side: 0, Args: map[string]string{"line": "1"}}); err == nil {
		t.Fatal("the Line activated twice in a turn")
	}
	// Both armies' Impetuous Lines: the tie roll [L2119-2122].
	_, s = build(true)
	if s.Phase != PhaseTie {
		t.Fatalf("phase %s, want the tie roll between the two Lines", s.Phase)
	}
}
