package musketpike

import (
	"fmt"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/musketpike/charts"
)

// wing is a wing for the activation tests: its side, order and
// commander's rating.
type testWing struct {
	side   int
	order  charts.Order
	rating int
}

// wingsWorld is a battle of the given wings: each wing n (counted per
// side from 1) has a commander "s<side>w<n>" on a heavy infantry unit of
// its own, far from the enemy.
func wingsWorld(t testing.TB, wings []testWing) *world {
	w := newWorld(t, 30, 20)
	n := [2]int{}
	for _, wg := range wings {
		n[wg.side]++
		id := fmt.Sprintf("s%dw%d", wg.side, n[wg.side])
		row, f := 18, north
		if wg.side == 1 {
			row, f = 2, south
		}
		at := fmt.Sprintf("%02d%02d", 3*n[wg.side]+1, row)
		w.one(id+"foot", HeavyInfantry, wg.side, at, f, map[string]float64{keyWing: float64(n[wg.side])})
		w.one(id, Leader, wg.side, at, 0, map[string]float64{keyWing: float64(n[wg.side]), keyOrder: float64(wg.order) + 1, keyRating: float64(wg.rating)})
	}
	return w
}

// playOut activates, in turn, the wing the rules hand the choice to,
// ending its actions and declining to continue, and returns the order of
// activation.
func playOut(t *testing.T, s rules.State, pick func(s *rules.State) string) []string {
	t.Helper()
	var got []string
	turn := s.Turn
	for i := 0; i < 20 && s.Turn == turn && s.Phase == PhaseSelect; i++ {
		id := pick(&s)
		s, _ = activateWing(t, s, id)
		got = append(got, id)
		s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: s.Active})
		if s.Phase == PhaseContinuation {
			s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: s.Active})
		}
	}
	return got
}

// activateWing is the activation of wing commander id's wing by the side
// to play, the other side declining to pre-empt it.
func activateWing(t testing.TB, s rules.State, id string) (rules.State, []rules.Event) {
	t.Helper()
	s, evs := apply(t, s, rules.Action{Kind: KindActivate, Side: s.Active, Target: id})
	if s.Phase == PhasePreempt {
		var more []rules.Event
		s, more = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: s.Active})
		evs = append(evs, more...)
	}
	return s, evs
}

// firstAllowed is the first wing commander of the side to play that may
// activate now.
func firstAllowed(s *rules.State) string {
	for i := range s.Units {
		u := &s.Units[i]
		if isWC(u) && u.Side == s.Active && checkSelect(s, rules.Action{Kind: KindActivate, Side: s.Active, Target: u.ID}) == nil {
			return u.ID
		}
	}
	return ""
}

// TestActivationOrder checks the initiative and the order of activations
// (4.1 [L245-L249], 4.2.1 [L253-L274]; reading A1): examples 1 and 2.
func TestActivationOrder(t *testing.T) {
	C, MR, RC, R := charts.Charge, charts.MakeReady, charts.ReceiveCharge, charts.Rally
	cases := []struct {
		name  string
		wings []testWing
		want  string
	}{
		{"E1 [L264]: A with two Charge wings has the initiative", []testWing{{0, C, -1}, {0, C, -1}, {0, R, -1}, {1, C, -1}, {1, MR, -1}, {1, R, -1}},
			"s0w1 s1w1 s0w2 s1w2 s0w3 s1w3"},
		{"E2 [L266-L274]", []testWing{{0, C, -1}, {0, C, -1}, {0, MR, -1}, {0, MR, -1}, {1, C, -1}, {1, MR, -1}, {1, R, -1}},
			"s0w1 s1w1 s0w2 s1w2 s0w3 s0w4 s1w3"},
		{"E3 [L249]: a tie on Charge goes to the better commander (-2)", []testWing{{0, C, -1}, {1, C, -2}},
			"s1w1 s0w1"},
		{"no Charge wing: Make Ready decides [L247]", []testWing{{0, RC, 0}, {1, MR, 0}},
			"s1w1 s0w1"},
		{"all on Rally: Rally counts decide (A3)", []testWing{{0, R, 0}, {1, R, 0}, {1, R, 0}},
			"s1w1 s0w1 s1w2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := wingsWorld(t, c.wings)
			s := w.setup("")
			if s.Phase != PhaseSelect {
				t.Fatalf("phase %q after Setup, want %q", s.Phase, PhaseSelect)
			}
			got := strings.Join(playOut(t, *s, firstAllowed), " ")
			if got != c.want {
				t.Errorf("activations %s, want %s", got, c.want)
			}
		})
	}
}

// TestInitiativeRoll checks 4.1.2 [L249]: a tie on the count and on the
// best commander is rolled, a d10 each, the higher winning; equal rolls
// roll again.
func TestInitiativeRoll(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.Charge, -1}, {1, charts.Charge, -1}})
	s := w.setup("")
	if s.Phase != PhaseInitiative {
		t.Fatalf("phase %q, want %q", s.Phase, PhaseInitiative)
	}
	next, evs := apply(t, *s, rules.Action{Kind: KindInitiative, Side: 0}, 5, 5)
	if next.Phase != PhaseInitiative {
		t.Fatalf("equal rolls: phase %q, want a new roll\n%s", next.Phase, logText(evs))
	}
	next, evs = apply(t, next, rules.Action{Kind: KindInitiative, Side: 0}, 3, 8) // dice 2 and 7
	if next.Phase != PhaseSelect || next.Active != 1 || next.Counters[ctInitiative] != 2 {
		t.Fatalf("phase %q, side %d: Parliament rolled higher\n%s", next.Phase, next.Active, logText(evs))
	}
	if !strings.Contains(evs[0].Text, "Royalists rolls 2, Parliament 7") {
		t.Errorf("log %q", evs[0].Text)
	}
}

// TestPass checks 4.5 [L302] and A2: a Charge wing may not pass; a pass
// makes the commander Finished; two passes in a row end the Activation
// Phase, and the next turn begins.
func TestPass(t *testing.T) {
	MR := charts.MakeReady
	w := wingsWorld(t, []testWing{{0, charts.Charge, -2}, {0, MR, -1}, {1, MR, -1}, {1, MR, -1}})
	s := w.setup("")
	mustErr(t, (Rules{}).Check(s, rules.Action{Kind: KindPass, Side: 0, Target: "s0w1"}), "no-pass")
	// Charge first; then Make Ready: both sides, the side that did not
	// activate last (Parliament) goes.
	n, _ := activateWing(t, *s, "s0w1")
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0}) // no continuation
	if n.Active != 1 || n.Phase != PhaseSelect {
		t.Fatalf("side %d in %q, want Parliament to choose", n.Active, n.Phase)
	}
	n, _ = apply(t, n, rules.Action{Kind: KindPass, Side: 1, Target: "s1w1"})
	if wc, _ := n.Unit("s1w1"); wc.Status[stFinished] != 1 {
		t.Errorf("a passing commander is Finished [L302]")
	}
	if n.Active != 0 {
		t.Fatalf("side %d to play after Parliament's pass, want the Royalists", n.Active)
	}
	n, evs := apply(t, n, rules.Action{Kind: KindPass, Side: 0, Target: "s0w2"})
	if n.Turn != 2 {
		t.Fatalf("turn %d after two passes in a row, want 2 (A2)\n%s", n.Turn, logText(evs))
	}
}

// TestContinuation checks 4.3 [L282-L288]: after its activation a wing
// not on Rally orders may roll to continue, at most twice; success
// activates it again, failure makes its commander Finished.
func TestContinuation(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.Charge, -2}, {1, charts.MakeReady, -1}})
	s := w.setup("")
	n, _ := activateWing(t, *s, "s0w1")
	for act := 1; act <= 3; act++ {
		n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
		if act == 3 {
			if n.Phase != PhaseSelect || n.Active != 1 {
				t.Fatalf("after the third activation: phase %q, side %d; a wing activates at most 3 times [L284]", n.Phase, n.Active)
			}
			break
		}
		if n.Phase != PhaseContinuation {
			t.Fatalf("activation %d: phase %q, want continuation", act, n.Phase)
		}
		var evs []rules.Event
		n, evs = apply(t, n, rules.Action{Kind: KindContinue, Side: 0}, 1) // die 0: in 0-6 (Charge, UNOFFICIAL)
		if n.Phase == PhasePreempt {
			n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: n.Active}) // no pre-emption
		}
		if n.Phase != PhaseWing {
			t.Fatalf("continuation %d failed on a 0\n%s", act, logText(evs))
		}
		if wc, _ := n.Unit("s0w1"); wc.Status[stActivations] != act+1 {
			t.Errorf("activations %d, want %d", wc.Status[stActivations], act+1)
		}
	}
	// A failed roll: Finished.
	n2, _ := activateWing(t, *s, "s0w1")
	n2, _ = apply(t, n2, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	n2, evs := apply(t, n2, rules.Action{Kind: KindContinue, Side: 0}, 10) // die 9
	if wc, _ := n2.Unit("s0w1"); wc.Status[stFinished] != 1 || n2.Active != 1 {
		t.Errorf("a failed continuation makes the commander Finished [L288]\n%s", logText(evs))
	}
	if !strings.Contains(evs[0].Text, "needs 0-6 on the Continuation Table (UNOFFICIAL") {
		t.Errorf("the roll's log names the chart and its cell: %q", evs[0].Text)
	}
}

// TestRallyNoContinuation checks [L284]: a Rally wing may not continue.
func TestRallyNoContinuation(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.Rally, 0}, {1, charts.Rally, -1}, {1, charts.MakeReady, -1}})
	s := w.setup("")
	n, _ := activateWing(t, *s, "s1w2")
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	n, _ = activateWing(t, n, "s0w1")
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if n.Phase == PhaseContinuation {
		t.Fatalf("a Rally wing was offered a continuation [L284]")
	}
}

// TestChangeOrder checks 5.7 [L429-L437]: one attempt, by the active wing,
// before any of its units acts, d10 + the commander's rating on the Orders
// Change Table; an impossible change is refused [L435].
func TestChangeOrder(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.MakeReady, -1}, {1, charts.Rally, -1}})
	s := w.setup("")
	n, _ := activateWing(t, *s, "s0w1")
	change := func(to string) rules.Action {
		return rules.Action{Kind: KindChangeOrder, Side: 0, Target: "s0w1", Args: map[string]string{"order": to}}
	}
	// Make Ready to Charge needs 0-5 (UNOFFICIAL); die 6 - 1 = row 5.
	n2, evs := apply(t, n, change("charge"), 7)
	if wc, _ := n2.Unit("s0w1"); orderOf(wc) != charts.Charge {
		t.Fatalf("die 6 -1 = 5 in 0-5: the change succeeds\n%s", logText(evs))
	}
	mustErr(t, (Rules{}).Check(&n2, change("rally")), "tried")
	// After a unit acts, no attempt [L431].
	moved, _ := apply(t, n, w.move(&n, "s0w1foot", walk(w.at(&n, "s0w1foot"), 1)...))
	mustErr(t, (Rules{}).Check(&moved, change("charge")), "acted")
	// A failure keeps the order.
	n3, _ := apply(t, n, change("charge"), 8) // die 7 - 1 = 6: fails
	if wc, _ := n3.Unit("s0w1"); orderOf(wc) != charts.MakeReady {
		t.Errorf("a failed change keeps the order [L433]")
	}
	// Rally to Charge is impossible on the chart [L435].
	r := wingsWorld(t, []testWing{{0, charts.Rally, -2}, {1, charts.Rally, -1}})
	rs := r.setup("")
	rn, _ := activateWing(t, *rs, fmt.Sprintf("s%dw1", rs.Active))
	mustErr(t, (Rules{}).Check(&rn, rules.Action{Kind: KindChangeOrder, Side: rn.Active, Target: fmt.Sprintf("s%dw1", rn.Active), Args: map[string]string{"order": "charge"}}), "impossible")
}

// TestForcedRally checks 5.8 [L441]: at the start of an activation, a wing
// whose cavalry and heavy infantry are all Formation Broken or shaken goes
// onto Rally orders and may not change them; such a wing may not pass.
func TestForcedRally(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.MakeReady, -2}, {1, charts.MakeReady, -1}})
	w.s.Units[0].Formation = Broken // s0w1foot
	s := w.setup("")
	side := s.Active
	if side == 0 {
		mustErr(t, (Rules{}).Check(s, rules.Action{Kind: KindPass, Side: 0, Target: "s0w1"}), "no-pass")
	}
	n := *s
	if side == 1 {
		n, _ = activateWing(t, n, "s1w1")
		n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 1})
		n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	}
	n, evs := activateWing(t, n, "s0w1")
	if wc, _ := n.Unit("s0w1"); orderOf(wc) != charts.Rally {
		t.Fatalf("order %v, want rally [L441]\n%s", orderOf(wc), logText(evs))
	}
	mustErr(t, (Rules{}).Check(&n, rules.Action{Kind: KindChangeOrder, Side: 0, Target: "s0w1", Args: map[string]string{"order": "charge"}}), "tried")
}

// TestCapitulation checks 4.6 [L304]: at the end of the turn, a side whose
// leaders all have Rally orders leaves the field.
func TestCapitulation(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.Rally, -1}, {1, charts.MakeReady, -1}})
	s := w.setup("")
	got := playOut(t, *s, firstAllowed)
	if len(got) != 2 {
		t.Fatalf("activations %v", got)
	}
	n := *s
	for _, id := range got {
		n, _ = activateWing(t, n, id)
		n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: n.Active})
		if n.Phase == PhaseContinuation {
			n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: n.Active})
		}
	}
	if n.Phase != PhaseOver {
		t.Fatalf("phase %q, want over: the Royalists all have Rally orders [L304]", n.Phase)
	}
	mustErr(t, (Rules{}).Check(&n, rules.Action{Kind: KindActivate, Side: n.Active}), "battle-over")
}

// TestOffers checks that the activation choices are offered as buttons.
func TestOffers(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.Charge, -2}, {0, charts.MakeReady, -1}, {1, charts.MakeReady, -1}})
	s := w.setup("")
	var labels []string
	for _, o := range (Rules{}).Offers(s, 0, nil) {
		labels = append(labels, o.Label+"|"+o.Disabled)
	}
	got := strings.Join(labels, "\n")
	if !strings.Contains(got, "Activate s0w1's wing (Charge)|") || !strings.Contains(got, "Activate s0w2's wing (Make Ready)|wings with Charge orders activate first") {
		t.Errorf("offers:\n%s", got)
	}
	if strings.Contains(got, "Pass with s0w1") {
		t.Errorf("a Charge wing may not pass [L413]:\n%s", got)
	}
	if len((Rules{}).Offers(s, 1, nil)) != 0 {
		t.Errorf("offers for the side not to play")
	}
}

// TestACInfluence checks 5.1.2 [L322-L326]: the Army Commander stacked
// with or adjacent to a wing commander adds his rating to that commander's
// order change roll, which is his one action of the activation.
func TestACInfluence(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.MakeReady, -1}, {1, charts.MakeReady, 0}})
	foot := w.at(&w.s, "s0w1foot")
	w.one("ac", Leader, 0, w.m.Label(foot.L), 0, nil)
	w.s.Units[len(w.s.Units)-1].Profile = map[string]float64{keyAC: 1, keyRating: -2}
	s := w.setup("")
	n, _ := activateWing(t, *s, "s0w1")
	change := rules.Action{Kind: KindChangeOrder, Side: 0, Target: "s0w1", Args: map[string]string{"order": "charge"}}
	// Make Ready to Charge needs 0-5 (UNOFFICIAL): die 7, -1 (WC) -2 (AC) = 4.
	c, evs := apply(t, n, change, 8)
	if wc, _ := c.Unit("s0w1"); orderOf(wc) != charts.Charge {
		t.Fatalf("die 7 -3 = 4: the change succeeds with the AC [L324]\n%s", logText(evs))
	}
	mods := 0
	for _, f := range evs[0].Facts {
		if f.Name == "modifier" {
			mods += f.Value
		}
	}
	if mods != -3 {
		t.Errorf("modifiers %d, want -1 (his rating) -2 (the AC's)", mods)
	}
	mustErr(t, (Rules{}).Check(&c, w.move(&c, "ac", w.at(&c, "ac").Translate(0))), "acted")
}

// TestBypassedNoAC checks [L316]: the AC does not activate with a
// Bypassed wing.
func TestBypassedNoAC(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.Charge, -2}, {1, charts.MakeReady, -1}})
	foot := w.at(&w.s, "s0w1foot")
	w.one("ac", Leader, 0, w.m.Label(foot.L), 0, nil)
	w.s.Units[len(w.s.Units)-1].Profile = map[string]float64{keyAC: 1, keyRating: -1}
	s := w.setup("")
	n, _ := apply(t, *s, rules.Action{Kind: KindActivate, Side: 0, Target: "s0w1"})
	n, _ = apply(t, n, rules.Action{Kind: KindPreempt, Side: 1, Target: "s1w1"}, 1)
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	n, _ = apply(t, n, rules.Action{Kind: rules.KindEndPhase, Side: 1})
	if activeWC(&n) == nil || activeWC(&n).ID != "s0w1" {
		t.Fatalf("the Bypassed wing should be active")
	}
	mustErr(t, (Rules{}).Check(&n, w.move(&n, "ac", w.at(&n, "ac").Translate(0))), "acted")
}
