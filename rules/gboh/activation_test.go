package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
)

// leaders is a battle with side A's leaders of Initiative as and side B's
// of bs, ids "a<i>" and "b<i>", each with a unit, far apart.
func leaders(t *testing.T, as, bs []int) *world {
	w := newWorld(t, 12, 12)
	for i, n := range as {
		l := w.m.Label(w.hx("0110").Add(w.hx("0201").Sub(w.hx("0101")).Scale(2 * i)))
		w.leader("a"+string(rune('0'+i)), 0, l, n, nil)
	}
	for i, n := range bs {
		l := w.m.Label(w.hx("0102").Add(w.hx("0201").Sub(w.hx("0101")).Scale(2 * i)))
		w.leader("b"+string(rune('0'+i)), 1, l, n, nil)
	}
	return w
}

func act(kind string, side int, target string) rules.Action {
	return rules.Action{Kind: kind, Side: side, Target: target}
}

func end(side int) rules.Action { return rules.Action{Kind: rules.KindEndPhase, Side: side} }

// TestActivationOrder: the lowest Initiative activates first [L301-308];
// a Finished leader is never activated again [L782-784].
func TestActivationOrder(t *testing.T) {
	w := leaders(t, []int{3, 5}, []int{4})
	s := w.setup()
	if s.Active != 0 {
		t.Fatalf("side %d to go, want A (Initiative 3)", s.Active)
	}
	if err := (Rules{}).Check(s, act(KindActivate, 0, "a1")); code(err) != "not-lowest" {
		t.Fatalf("activate a1 (5): %v, want not-lowest", err)
	}
	n, _ := apply(t, *s, act(KindActivate, 0, "a0"))
	if n.Phase != PhaseOrders || activeLeader(&n).ID != "a0" || mustUnit(t, &n, "a0").Status[stPhases] != 1 {
		t.Fatalf("phase %s leader %v", n.Phase, activeLeader(&n))
	}
	n, _ = apply(t, n, end(0)) // to Momentum
	n, _ = apply(t, n, end(0)) // declined: Finished
	if n.Active != 1 || n.Phase != PhaseActivation {
		t.Fatalf("after a0: side %d phase %s, want B (4) to activate", n.Active, n.Phase)
	}
	if mustUnit(t, &n, "a0").Status[stFinished] != 1 {
		t.Fatal("a0 not Finished")
	}
	n, _ = apply(t, n, act(KindActivate, 1, "b0"))
	n, _ = apply(t, n, end(1))
	n, _ = apply(t, n, end(1))
	if n.Active != 0 {
		t.Fatalf("after b0: side %d, want A's 5", n.Active)
	}
	n, _ = apply(t, n, act(KindActivate, 0, "a1"))
	n, _ = apply(t, n, end(0))
	n, evs := apply(t, n, end(0))
	// Every leader Finished: Rout & Reload, turn 2 [L355-380].
	if n.Phase != PhaseRoutReload {
		t.Fatalf("phase %s, want the Rout & Reload Phase\n%s", n.Phase, logText(evs))
	}
	n, evs = apply(t, n, rules.Action{Kind: KindRoutReload})
	if n.Turn != 2 || n.Phase != PhaseActivation || n.Active != 0 {
		t.Fatalf("turn %d phase %s side %d, want turn 2 with A first\n%s", n.Turn, n.Phase, n.Active, logText(evs))
	}
	for _, id := range []string{"a0", "a1", "b0"} {
		if u := mustUnit(t, &n, id); u.Status[stFinished] != 0 || u.Status[stPhases] != 0 {
			t.Fatalf("%s not flipped back: %v", id, u.Status)
		}
	}
}

// TestTie: equal Initiative across the sides is rolled, the higher die
// first, then alternately [L772-777]; equal dice roll again (D1).
func TestTie(t *testing.T) {
	w := leaders(t, []int{4, 4}, []int{4, 4})
	s := w.setup()
	if s.Phase != PhaseTie {
		t.Fatalf("phase %s, want tie", s.Phase)
	}
	n, evs := apply(t, *s, rules.Action{Kind: KindTie, Side: 0}, d10(5), d10(5), d10(3), d10(7))
	if n.Active != 1 || n.Phase != PhaseActivation {
		t.Fatalf("side %d phase %s, want B first (7 > 3)\n%s", n.Active, n.Phase, logText(evs))
	}
	if !strings.Contains(logText(evs), "rolled again") {
		t.Fatalf("no re-roll for 5-5:\n%s", logText(evs))
	}
	for i, want := range []int{0, 1, 0} {
		side := n.Active
		id := map[int]string{0: "a", 1: "b"}[side]
		for _, k := range []string{"0", "1"} {
			if inactive(mustUnit(t, &n, id+k)) {
				id += k
				break
			}
		}
		n, _ = apply(t, n, act(KindActivate, side, id))
		n, _ = apply(t, n, end(side))
		n, _ = apply(t, n, end(side))
		if n.Active != want {
			t.Fatalf("activation %d: then side %d, want %d (alternate)", i+2, n.Active, want)
		}
	}
}

// TestTrumpExample is the text's example E1 [L1027-1037]: A's leaders
// 3, 4, 6, B's 4, 5, 5; A, first, trumps with its 6 and succeeds: he plays,
// may try Momentum, and every other leader, played in normal order, may
// not.
func TestTrumpExample(t *testing.T) {
	w := leaders(t, []int{3, 4, 6}, []int{4, 5, 5})
	s := w.setup()
	n, evs := apply(t, *s, act(KindTrump, 0, "a2"), d10(6)) // 6 <= 6: the boundary succeeds
	if n.Phase != PhaseOrders || activeLeader(&n).ID != "a2" {
		t.Fatalf("phase %s leader %v, want a2's Orders Phase (B has no leader of 6 or more to trump back)\n%s", n.Phase, activeLeader(&n), logText(evs))
	}
	for _, id := range []string{"a0", "a1", "b0", "b1", "b2"} {
		if mustUnit(t, &n, id).Status[stTrumped] != 1 {
			t.Errorf("%s has no Trumped/No Momentum marker", id)
		}
	}
	if err := (Rules{}).Check(&n, end(0)); code(err) != "must-act" {
		t.Fatalf("a2 passes: %v, want must-act [L1042-1046]", err)
	}
	n.Units[n.UnitIndex("a2")].SetStatus(stTrumper, 0) // as if he had moved
	n, _ = apply(t, n, end(0))
	if n.Phase != PhaseMomentum {
		t.Fatalf("phase %s, want momentum: the trumping leader may try it", n.Phase)
	}
	n, _ = apply(t, n, end(0))
	n, _ = apply(t, n, act(KindActivate, 0, "a0"))
	n, evs = apply(t, n, end(0))
	if mustUnit(t, &n, "a0").Status[stFinished] != 1 || !strings.Contains(logText(evs), "Trumped/No Momentum") {
		t.Fatalf("a0: want Finished at once\n%s", logText(evs))
	}
	if n.Phase != PhaseTie {
		t.Fatalf("phase %s, want the tie of A's 4 and B's 4 next", n.Phase)
	}
}

// TestTrumpFails: above the Initiative the trying leader is Finished and
// the original one activated [L984-993]; one try per side per activation.
func TestTrumpFails(t *testing.T) {
	w := leaders(t, []int{3, 6}, []int{5})
	s := w.setup()
	if err := (Rules{}).Check(s, act(KindTrump, 0, "a0")); code(err) != "not-higher" {
		t.Fatalf("trump with the lowest: %v", err)
	}
	n, _ := apply(t, *s, act(KindTrump, 0, "a1"), d10(7))
	if mustUnit(t, &n, "a1").Status[stFinished] != 1 || activeLeader(&n).ID != "a0" || n.Phase != PhaseOrders {
		t.Fatalf("a1 %v, leader %v phase %s", mustUnit(t, &n, "a1").Status, activeLeader(&n), n.Phase)
	}
	if mustUnit(t, &n, "a0").Status[stTrumped] != 0 {
		t.Fatal("a failed Trump passes nobody over")
	}
}

// TestTrumpOnTrump: after a successful Trump the opponent may try with a
// leader of Initiative at least equal (A21) [L999-1011].
func TestTrumpOnTrump(t *testing.T) {
	for _, c := range []struct {
		name   string
		die    int
		leader string
		fin    string
	}{
		{"success", 6, "b1", "a1"},
		{"failure", 7, "a1", "b1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := leaders(t, []int{3, 6}, []int{5, 6})
			s := w.setup()
			n, _ := apply(t, *s, act(KindTrump, 0, "a1"), d10(2))
			if n.Phase != PhaseWindow || n.Active != 1 {
				t.Fatalf("phase %s side %d, want B's trump window", n.Phase, n.Active)
			}
			if err := (Rules{}).Check(&n, act(KindTrump, 1, "b0")); code(err) != "not-higher" {
				t.Fatalf("b0 (5 < 6): %v", err)
			}
			n, evs := apply(t, n, act(KindTrump, 1, "b1"), d10(c.die))
			if activeLeader(&n).ID != c.leader || n.Phase != PhaseOrders || mustUnit(t, &n, c.fin).Status[stFinished] != 1 {
				t.Fatalf("leader %v phase %s, %s %v\n%s", activeLeader(&n), n.Phase, c.fin, mustUnit(t, &n, c.fin).Status, logText(evs))
			}
		})
	}
}

// TestMomentum is spec T1-T3 [L944-967]: at most the Initiative a new
// Orders Phase, above it Finished; a 9 rolls the Destiny die.
func TestMomentum(t *testing.T) {
	for _, c := range []struct {
		name  string
		dice  []int
		phase string
		turn  int
		fin   bool
	}{
		{"0 succeeds", []int{0}, PhaseOrders, 1, false},
		{"4 = Initiative succeeds", []int{4}, PhaseOrders, 1, false},
		{"5 fails", []int{5}, PhaseActivation, 1, true},
		{"9 then 9: no more activations", []int{9, 9}, PhaseRoutReload, 1, true},
		{"9 then 0: the enemy re-activates", []int{9, 0}, PhaseReactivate, 1, true},
		{"9 then 1: the enemy re-activates", []int{9, 1}, PhaseReactivate, 1, true},
		{"9 then 2: nothing", []int{9, 2}, PhaseActivation, 1, true},
		{"9 then 8: nothing", []int{9, 8}, PhaseActivation, 1, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := leaders(t, []int{4, 7}, []int{5})
			s := w.setup()
			n, _ := apply(t, *s, act(KindActivate, 0, "a0"))
			n, _ = apply(t, n, end(0))
			var faces []int
			for _, v := range c.dice {
				faces = append(faces, d10(v))
			}
			n, evs := apply(t, n, rules.Action{Kind: KindMomentum, Side: 0}, faces...)
			if n.Phase == PhaseWindow {
				n, _ = apply(t, n, end(1)) // B tries no Trump on the Momentum [L1013-1018]
			}
			if n.Phase != c.phase || n.Turn != c.turn {
				t.Fatalf("phase %s turn %d, want %s %d\n%s", n.Phase, n.Turn, c.phase, c.turn, logText(evs))
			}
			if c.turn == 1 && (mustUnit(t, &n, "a0").Status[stFinished] == 1) != c.fin {
				t.Fatalf("a0 %v, want finished %v", mustUnit(t, &n, "a0").Status, c.fin)
			}
			if c.phase == PhaseOrders && mustUnit(t, &n, "a0").Status[stPhases] != 2 {
				t.Fatalf("phases %d, want 2", mustUnit(t, &n, "a0").Status[stPhases])
			}
			if c.phase == PhaseReactivate {
				// B re-activates its leader; a Finished one gets no Momentum.
				if n.Active != 1 {
					t.Fatalf("side %d re-activates, want B", n.Active)
				}
				n, _ = apply(t, n, act(KindActivate, 1, "b0"))
				if activeLeader(&n).ID != "b0" || n.Phase != PhaseOrders {
					t.Fatalf("leader %v", activeLeader(&n))
				}
			}
		})
	}
}

// TestThreePhases is spec T3 [L786-790, L912-914]: after his 3rd Orders
// Phase a leader may not try Momentum.
func TestThreePhases(t *testing.T) {
	w := leaders(t, []int{8}, []int{9})
	s := w.setup()
	n, _ := apply(t, *s, act(KindActivate, 0, "a0"))
	for i := 0; i < 2; i++ {
		n, _ = apply(t, n, end(0))
		n, _ = apply(t, n, rules.Action{Kind: KindMomentum, Side: 0}, d10(1))
		if n.Phase == PhaseWindow {
			n, _ = apply(t, n, end(1)) // B tries no Trump on the Momentum
		}
	}
	if mustUnit(t, &n, "a0").Status[stPhases] != 3 {
		t.Fatalf("phases %d", mustUnit(t, &n, "a0").Status[stPhases])
	}
	n, evs := apply(t, n, end(0))
	if mustUnit(t, &n, "a0").Status[stFinished] != 1 || !strings.Contains(logText(evs), "3 Orders Phases") {
		t.Fatalf("after the 3rd phase:\n%s", logText(evs))
	}
}

// TestTrumpOnMomentum: the opponent may Trump a successful Momentum;
// success Finishes the Momentum leader [L1013-1018].
func TestTrumpOnMomentum(t *testing.T) {
	w := leaders(t, []int{4}, []int{5, 7})
	s := w.setup()
	n, _ := apply(t, *s, act(KindActivate, 0, "a0"))
	n, _ = apply(t, n, end(0))
	n, _ = apply(t, n, rules.Action{Kind: KindMomentum, Side: 0}, d10(2))
	if n.Phase != PhaseWindow || n.Active != 1 {
		t.Fatalf("phase %s side %d", n.Phase, n.Active)
	}
	n, _ = apply(t, n, act(KindTrump, 1, "b1"), d10(7))
	if mustUnit(t, &n, "a0").Status[stFinished] != 1 || activeLeader(&n).ID != "b1" {
		t.Fatalf("a0 %v leader %v", mustUnit(t, &n, "a0").Status, activeLeader(&n))
	}
}
