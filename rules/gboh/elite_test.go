package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
)

// TestElitePhase is spec §6.9 [L1048-1068]: at the start of each turn an
// Elite commander may take an Elite Orders Phase; no Momentum after it;
// he is Inactive again and activated in his turn; the phase counts toward
// his three.
func TestElitePhase(t *testing.T) {
	w := leaders(t, []int{2, 6}, []int{4})
	mustUnit(t, &w.s, "a1").Profile[keyElite] = 1
	s := w.setup()
	if s.Phase != PhaseElite || s.Active != 0 {
		t.Fatalf("turn 1 starts in phase %s side %d, want a1's Elite phase", s.Phase, s.Active)
	}
	offers := (Rules{}).Offers(s, 0, nil)
	if len(offers) != 2 || offers[0].Label != "Elite Orders Phase for a1" {
		t.Fatalf("offers %+v", offers)
	}
	n, _ := apply(t, *s, rules.Action{Kind: KindElite, Side: 0, Target: "a1"})
	if n.Phase != PhaseOrders || activeLeader(&n).ID != "a1" || mustUnit(t, &n, "a1").Status[stPhases] != 1 {
		t.Fatalf("phase %s", n.Phase)
	}
	n, evs := apply(t, n, end(0))
	a1 := mustUnit(t, &n, "a1")
	if n.Phase != PhaseActivation || a1.Status[stFinished] != 0 || a1.Status[stEliteDone] != 1 || !inactive(a1) {
		t.Fatalf("after the Elite phase: phase %s, a1 %v\n%s", n.Phase, a1.Status, logText(evs))
	}
	// Declined: the normal order follows at once.
	s = w.setup()
	n, _ = apply(t, *s, end(0))
	if n.Phase != PhaseActivation || n.Active != 0 || mustUnit(t, &n, "a1").Status[stEliteDone] != 1 {
		t.Fatalf("declined: phase %s side %d", n.Phase, n.Active)
	}
	if err := (Rules{}).Check(&n, rules.Action{Kind: KindElite, Side: 0, Target: "a1"}); code(err) != "phase" {
		t.Fatalf("a second Elite phase: %v", err)
	}
}

// TestLegal: the action kinds of each phase, for the side to play only.
func TestLegal(t *testing.T) {
	w := leaders(t, []int{2}, []int{4})
	s := w.setup()
	for phase, want := range map[string][]string{
		PhaseElite:       {KindElite, rules.KindEndPhase},
		PhaseActivation:  {KindActivate, KindTrump},
		PhaseOrders:      {rules.KindMove, KindFire, KindRally, KindReorganise, KindDismount, KindCast, KindLine, KindInPursuit, KindRegroup, KindReturn, KindReplace, rules.KindEndPhase},
		PhasePursuitCall: {KindInPursuit, KindAdvanceFace, rules.KindEndPhase},
		PhaseAdvanceFace: {KindAdvanceFace, rules.KindEndPhase},
		PhaseReact:       {KindReact},
		PhaseDispel:      {KindDispel},
		PhaseShock:       {KindShock, KindResolve},
		PhaseMomentum:    {KindMomentum, KindAdvanceFace, rules.KindEndPhase},
		PhaseRoutReload:  {KindRoutReload},
		PhaseOver:        nil,
	} {
		s.Phase, s.Active = phase, 0
		if got := (Rules{}).Legal(s, 0); strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("Legal in %s = %v, want %v", phase, got, want)
		}
		if got := (Rules{}).Legal(s, 1); got != nil {
			t.Errorf("Legal in %s for the side not to play = %v", phase, got)
		}
	}
}
