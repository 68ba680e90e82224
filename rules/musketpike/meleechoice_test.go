package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// choice is the answer k to the waiting melee's choice.
func choice(side, k int) rules.Action {
	return rules.Action{Kind: KindMeleeChoice, Side: side, Args: map[string]string{"choice": string(rune('0' + k))}}
}

// TestMeleeRetreatChoice checks the owner's choice among the best
// retreats [L1117]: the melee waits (phase melee-choice, the loser's side
// to play) with its die kept, and its answer resolves it again with the
// same die, logged once, the unit retreating the way chosen.
func TestMeleeRetreatChoice(t *testing.T) {
	for k := 0; k < 3; k++ { // the three rear ways of the chart's test map
		w := cavalryVsFoot(t, nil)
		s := toMelee(t, *w.setup("wc"))
		themAt := w.at(&s, "them")
		s, _ = apply(t, s, attack(0, "me", "them"))
		n, evs := applyRaw(t, s, endPhase(0), face(5)) // DMS1+AA: a step back [L1109]
		if n.Phase != PhaseMeleeChoice || n.Active != 1 || n.Counters[meleeRollKey(0)] != face(5) {
			t.Fatalf("phase %s side %d counters %v: want them's owner to choose its retreat\n%s", n.Phase, n.Active, n.Counters, logText(evs))
		}
		if w.at(&n, "them") != themAt || mustUnit(t, &n, "them").Status[stMorale] != 0 {
			t.Fatal("the waiting melee is undone: nothing has happened yet")
		}
		offers := (Rules{}).Offers(&n, 1, nil)
		if len(offers) != 3 || !strings.Contains(offers[k].Label, "them retreats to") {
			t.Fatalf("offers %v: want three ways", offers)
		}
		c := n.Clone()
		if err := (Rules{}).Resume(&c); err != nil {
			t.Fatalf("resume in phase melee-choice: %v", err)
		}
		mustErr(t, (Rules{}).Check(&n, choice(1, 3)), "choice")
		mustErr(t, (Rules{}).Check(&n, choice(0, 0)), "not-your-turn")
		next, _ := applyRaw(t, n, choice(1, k)) // no die: the one kept is read again
		if next.Phase != PhaseMeleeChoice || next.Active != 0 {
			t.Fatalf("phase %s side %d: want me's facing after its advance next [L1135]", next.Phase, next.Active)
		}
		next, evs = applyRaw(t, next, choice(0, 0))
		if next.Phase != PhaseContinuation || strings.Count(logText(evs), "on the Melee Results Table") != 1 {
			t.Fatalf("phase %s, the melee resolved once:\n%s", next.Phase, logText(evs))
		}
		want := strings.TrimPrefix(offers[k].Label, "them retreats to ")
		if got := w.m.Label(w.at(&next, "them").L); got != want {
			t.Errorf("choice %d: them in %s, want %s", k, got, want)
		}
		if next.Counters[meleeRollKey(0)] != 0 || next.Counters[meleeChoiceKey(0)] != 0 {
			t.Error("the kept die and choice are forgotten once the melee is over")
		}
	}
}

// TestMeleeAdvanceChoice checks the attacker's choice of the unit that
// advances among those of the highest morale [L1131].
func TestMeleeAdvanceChoice(t *testing.T) {
	for k := 0; k < 2; k++ {
		w := cavalryVsFoot(t, nil)
		themAt := w.along("1010", dNE, 1)
		w.one("me2", Cavalry, 0, w.along(themAt, dSE, 1), north, nil)
		s := toMelee(t, *w.setup("wc"))
		s, _ = apply(t, s, attack(0, "me", "them"))
		s, _ = apply(t, s, attack(0, "me2", "them"))
		n, evs := applyRaw(t, s, endPhase(0), face(5)) // an AA result either way [L1131]
		for n.Phase == PhaseMeleeChoice && n.Active == 1 {
			n, evs = applyRaw(t, n, choice(1, 0)) // its retreat
		}
		if n.Phase != PhaseMeleeChoice || n.Active != 0 {
			t.Fatalf("phase %s side %d: want the attacker to choose who advances\n%s", n.Phase, n.Active, logText(evs))
		}
		offers := (Rules{}).Offers(&n, 0, nil)
		if len(offers) != 2 {
			t.Fatalf("offers %v: me and me2 (equal morale)", offers)
		}
		next, evs := applyRaw(t, n, choice(0, k))
		next, evs = applyRaw(t, next, choice(0, 0)) // its facing kept [L1135]
		who := strings.TrimSuffix(offers[k].Label, " advances")
		if got := w.m.Label(w.at(&next, who).L); got != themAt {
			t.Fatalf("choice %d: %s in %s, want the defender's hex %s\n%s", k, who, got, themAt, logText(evs))
		}
	}
	// Unequal morale: no choice, the higher advances [L1131].
	w := cavalryVsFoot(t, nil)
	themAt := w.along("1010", dNE, 1)
	w.one("me2", Cavalry, 0, w.along(themAt, dSE, 1), north, map[string]float64{keyMorale: 6})
	s := toMelee(t, *w.setup("wc"))
	s, _ = apply(t, s, attack(0, "me", "them"))
	s, _ = apply(t, s, attack(0, "me2", "them"))
	n, _ := applyRaw(t, s, endPhase(0), face(5))
	for n.Phase == PhaseMeleeChoice && n.Active == 1 {
		n, _ = applyRaw(t, n, choice(1, 0))
	}
	if o := (Rules{}).Offers(&n, 0, nil); n.Phase != PhaseMeleeChoice || len(o) != 3 || !strings.HasPrefix(o[0].Label, "me keeps") {
		t.Fatalf("phase %s offers %v: me (morale 7) advances over me2 (6) without a choice, then chooses its facing", n.Phase, o)
	}
	n, _ = applyRaw(t, n, choice(0, 0))
	if w.m.Label(w.at(&n, "me").L) != themAt {
		t.Fatal("me advances")
	}
}

// TestMeleeAdvanceFacing checks the one-hexside re-face of a unit that
// advances, its player's choice, before any reaction [L1135].
func TestMeleeAdvanceFacing(t *testing.T) {
	for k, want := range []hex.Vertex{north, north.Turn(1), north.Turn(-1)} {
		w := cavalryVsFoot(t, nil)
		s := toMelee(t, *w.setup("wc"))
		s, _ = apply(t, s, attack(0, "me", "them"))
		n, _ := applyRaw(t, s, endPhase(0), face(5))
		n, _ = applyRaw(t, n, choice(1, 0)) // them's retreat
		if o := (Rules{}).Offers(&n, 0, nil); len(o) != 3 {
			t.Fatalf("offers %v: keep, left, right", o)
		}
		next, evs := applyRaw(t, n, choice(0, k))
		if got := w.at(&next, "me").F; got != want || next.Phase != PhaseContinuation {
			t.Errorf("choice %d: facing %d phase %s, want %d\n%s", k, got, next.Phase, want, logText(evs))
		}
	}
}

// TestPursuitTargetChoice checks the defending cavalry's player's choice
// of the broken attacker it pursues among those of its front hexes
// [L1182], made before its pursuit roll (Pursue and Eliminate, die 3).
func TestPursuitTargetChoice(t *testing.T) {
	for k := 0; k < 2; k++ {
		w := newWorld(t, 20, 20)
		w.one("pguard", HeavyInfantry, 1, "1002", south, nil)
		w.wc("pwc", 1, 1, "1002", charts.MakeReady)
		w.one("me", Cavalry, 0, "1010", north, nil)
		w.wc("wc", 0, 1, "1011", charts.Charge)
		themAt := w.along("1010", dNE, 1)
		w.one("them", Cavalry, 1, themAt, south, map[string]float64{keySP: 8}) // 8 vs 4 + 4: 1:1
		w.one("me2", Cavalry, 0, w.along(themAt, dSE, 1), north, nil)
		s := toMelee(t, *w.setup("wc"))
		s, _ = apply(t, s, attack(0, "me", "them"))
		s, _ = apply(t, s, attack(0, "me2", "them"))
		s, _ = applyRaw(t, s, endPhase(0))             // them may declare its pistol [L1099]: it does not
		n, evs := applyRaw(t, s, endPhase(1), face(0)) // AMB+DA+P: both attackers break and flee [L1107]
		for n.Phase == PhaseMeleeChoice && n.Active == 0 {
			n, evs = applyRaw(t, n, choice(0, 0)) // their retreats
		}
		if n.Phase != PhaseMeleeChoice || n.Active != 1 {
			t.Fatalf("phase %s side %d: want them's player to choose whom it pursues\n%s", n.Phase, n.Active, logText(evs))
		}
		offers := (Rules{}).Offers(&n, 1, nil)
		if len(offers) != 2 {
			t.Fatalf("offers %v: me and me2", offers)
		}
		victim := strings.TrimPrefix(offers[k].Label, "them pursues ")
		next, evs := applyRaw(t, n, choice(1, k), face(3)) // Pursue and Eliminate [L1166]
		for next.Phase == PhaseMeleeChoice {
			next, evs = applyRaw(t, next, choice(next.Active, 0))
		}
		other := map[string]string{"me": "me2", "me2": "me"}[victim]
		if !gone(mustUnit(t, &next, victim)) || gone(mustUnit(t, &next, other)) {
			t.Fatalf("choice %d: %s gone %v, %s gone %v\n%s", k, victim, gone(mustUnit(t, &next, victim)), other, gone(mustUnit(t, &next, other)), logText(evs))
		}
	}
}

// TestDefenderAdvanceChoice checks the defender's optional advance of a
// DA result [L1131]: its player chooses to stay or to advance into the
// hex the attacker left.
func TestDefenderAdvanceChoice(t *testing.T) {
	for _, advance := range []bool{false, true} {
		w := cavalryVsFoot(t, nil)
		s := toMelee(t, *w.setup("wc"))
		themAt := w.at(&s, "them")
		s, _ = apply(t, s, attack(0, "me", "them"))
		n, evs := applyRaw(t, s, endPhase(0), face(1)) // AMS2+DA: me steps back two hexes [L1109]
		for n.Phase == PhaseMeleeChoice && n.Active == 0 {
			n, evs = applyRaw(t, n, choice(0, 0)) // me's way back
		}
		offers := (Rules{}).Offers(&n, 1, nil)
		if n.Phase != PhaseMeleeChoice || len(offers) != 2 || !strings.Contains(offers[1].Label, "advances to 1010") {
			t.Fatalf("phase %s offers %v: want them to stay or advance into 1010\n%s", n.Phase, offers, logText(evs))
		}
		k := 0
		if advance {
			k = 1
		}
		next, evs := applyRaw(t, n, choice(1, k))
		for next.Phase == PhaseMeleeChoice {
			next, evs = applyRaw(t, next, choice(next.Active, 0)) // its facing kept
		}
		want := themAt.L
		if advance {
			want = w.hx("1010")
		}
		if got := w.at(&next, "them").L; got != want || next.Phase != PhaseContinuation {
			t.Errorf("advance %v: them in %s, phase %s\n%s", advance, w.m.Label(got), next.Phase, logText(evs))
		}
	}
}
