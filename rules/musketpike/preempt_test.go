package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/musketpike/charts"
)

// TestPreemption checks 4.4.1-4.4.2 [L290-L294]: when a wing is
// activated, the other player may pre-empt it; success activates his wing
// and Bypasses the other, which activates as soon as his is done, with no
// pre-emption window [L292]; failure marks No Continue, then Finished.
func TestPreemption(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.Charge, -2}, {1, charts.MakeReady, -1}, {1, charts.Rally, -1}})
	s := w.setup("")
	n, _ := apply(t, *s, rules.Action{Kind: KindActivate, Side: 0, Target: "s0w1"})
	if n.Phase != PhasePreempt || n.Active != 1 {
		t.Fatalf("phase %q, side %d: want Parliament's pre-emption window [L206]", n.Phase, n.Active)
	}
	mustErr(t, (Rules{}).Check(&n, rules.Action{Kind: KindPreempt, Side: 1, Target: "s1w2"}), "no-preempt") // Rally [L292]
	// Success: Make Ready pre-empts on 0-3 (UNOFFICIAL); die 2.
	p, evs := apply(t, n, rules.Action{Kind: KindPreempt, Side: 1, Target: "s1w1"}, 3)
	if p.Phase != PhaseWing || activeWC(&p).ID != "s1w1" {
		t.Fatalf("after a successful pre-emption: phase %q, wing %v\n%s", p.Phase, activeWC(&p), logText(evs))
	}
	if wc, _ := p.Unit("s0w1"); wc.Status[stBypassed] != 1 {
		t.Errorf("the pre-empted wing is Bypassed [L292]")
	}
	// The pre-empting wing ends and does not continue: the Bypassed wing
	// activates at once, no window.
	p, _ = apply(t, p, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	p, evs = apply(t, p, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	if p.Phase != PhaseWing || activeWC(&p).ID != "s0w1" {
		t.Fatalf("the Bypassed wing activates next [L292]: phase %q, wing %v\n%s", p.Phase, activeWC(&p), logText(evs))
	}
	// Failure: No Continue, and the window closes when no one else may try.
	f, evs := apply(t, n, rules.Action{Kind: KindPreempt, Side: 1, Target: "s1w1"}, 10)
	if wc, _ := f.Unit("s1w1"); wc.Status[stNoContinue] != 1 {
		t.Fatalf("a failed pre-emption marks No Continue [L294]\n%s", logText(evs))
	}
	if f.Phase != PhasePreempt {
		t.Fatalf("phase %q: a commander with No Continue may try again [L294]", f.Phase)
	}
	f, evs = apply(t, f, rules.Action{Kind: KindPreempt, Side: 1, Target: "s1w1"}, 10)
	if wc, _ := f.Unit("s1w1"); wc.Status[stFinished] != 1 {
		t.Fatalf("a second failure makes him Finished [L294]\n%s", logText(evs))
	}
	if f.Phase != PhaseWing || activeWC(&f).ID != "s0w1" {
		t.Errorf("with no one left to try, the activation goes ahead: phase %q", f.Phase)
	}
	if !strings.Contains(logText(evs), "needs 0-3 on the Pre-emption Table (UNOFFICIAL, Make Ready orders)") {
		t.Errorf("the roll's log names the chart and its cell:\n%s", logText(evs))
	}
}

// TestPreemptContinuation checks 4.4.3 [L296]: after a successful
// continuation roll the other player may pre-empt; success cancels the
// continuation, its commander Finished, no Bypassed wing.
func TestPreemptContinuation(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.Charge, -2}, {1, charts.MakeReady, -1}})
	s := w.setup("")
	n, _ := activateWing(t, *s, "s0w1")
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	n, _ = apply(t, n, rules.Action{Kind: KindContinue, Side: 0}, 1)
	if n.Phase != PhasePreempt {
		t.Fatalf("phase %q after a successful continuation, want the window [L292]", n.Phase)
	}
	n, evs := apply(t, n, rules.Action{Kind: KindPreempt, Side: 1, Target: "s1w1"}, 1)
	wc, _ := n.Unit("s0w1")
	if wc.Status[stFinished] != 1 || wc.Status[stBypassed] != 0 || activeWC(&n).ID != "s1w1" {
		t.Errorf("finished %d, bypassed %d, active %v [L296]\n%s", wc.Status[stFinished], wc.Status[stBypassed], activeWC(&n), logText(evs))
	}
}

// TestPreemptPreemption checks 4.4.4 [L298] (A30): after a successful
// continuation of a wing that pre-empted, only the commander it bypassed
// may try to pre-empt it.
func TestPreemptPreemption(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.Charge, -2}, {0, charts.Charge, -1}, {1, charts.Charge, -1}})
	s := w.setup("")
	// The Royalists activate s0w1; Parliament pre-empts with s1w1.
	n, _ := apply(t, *s, rules.Action{Kind: KindActivate, Side: 0, Target: "s0w1"})
	n, _ = apply(t, n, rules.Action{Kind: KindPreempt, Side: 1, Target: "s1w1"}, 1)
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	n, _ = apply(t, n, rules.Action{Kind: KindContinue, Side: 1}, 1)
	if n.Phase != PhasePreempt || n.Active != 0 {
		t.Fatalf("phase %q side %d", n.Phase, n.Active)
	}
	mustErr(t, (Rules{}).Check(&n, rules.Action{Kind: KindPreempt, Side: 0, Target: "s0w2"}), "no-preempt")
	n, evs := apply(t, n, rules.Action{Kind: KindPreempt, Side: 0, Target: "s0w1"}, 1)
	if p, _ := n.Unit("s1w1"); p.Status[stFinished] != 1 || activeWC(&n).ID != "s0w1" {
		t.Errorf("the continuing pre-empter is Finished and the bypassed wing activates [L298]\n%s", logText(evs))
	}
}

// TestNoContinue checks [L294]: a commander with No Continue may activate
// but not continue.
func TestNoContinue(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.Charge, -2}, {1, charts.Charge, -1}, {1, charts.MakeReady, -1}})
	s := w.setup("")
	n, _ := apply(t, *s, rules.Action{Kind: KindActivate, Side: 0, Target: "s0w1"})
	n, _ = apply(t, n, rules.Action{Kind: KindPreempt, Side: 1, Target: "s1w1"}, 10) // fails: No Continue
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 1})              // no more tries
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})              // s0w1's actions end
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})              // no continuation
	n, _ = activateWing(t, n, "s1w1")
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	if n.Phase == PhaseContinuation {
		t.Errorf("a commander with No Continue was offered a continuation [L294]")
	}
}
