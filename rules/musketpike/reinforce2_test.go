package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/musketpike/charts"
)

// TestReinforcementsWithoutTheirCommander checks the reinforcements
// without their own wing commander (7.4 [L585], the reading in
// reinforce.go): "Lord General's Foot" of Essex's wing, on the map from
// the start under Receive Charge orders, comes on turn 3 by 0903, and
// Fairfax's "Holles's Foot" on turn 3, a turn after him. Each joins its
// wing, which keeps its orders (no Make Ready: that is for a wing with
// its own commander [L585]), entering during its wing's activations from
// its turn on, by its entry hex with its MA less one for each unit of its
// side entered there this turn [L587]; its wing is never forced onto
// Rally while it waits [L441].
func TestReinforcementsWithoutTheirCommander(t *testing.T) {
	cases := []struct {
		name    string
		turn    int
		wc, id  string
		code    string // the refusal of its entry, "" accepted
		offered bool
	}{
		{"Essex's unit before its turn", 2, "pwc", "lgfoot", "entry-turn", false},
		{"Essex's unit on its turn, with his wing", 3, "pwc", "lgfoot", "", true},
		{"Essex's unit later still [L585]", 4, "pwc", "lgfoot", "", true},
		{"Essex's unit in Fairfax's activation", 3, "fairfax", "lgfoot", "not-active", false},
		{"Fairfax's late unit on his turn", 2, "fairfax", "r2", "entry-turn", false},
		{"Fairfax's late unit on its own turn", 3, "fairfax", "r2", "", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := reinforceWorld(t, 2)
			w.one("lgfoot", HeavyInfantry, 1, "0903", south, map[string]float64{keyEnters: 3})
			w.s.Units[len(w.s.Units)-1].Name = "Lord General's Foot"
			w.s.Units[6].Profile[keyEnters] = 3 // Holles's Foot, a turn after Fairfax
			s := w.setup("")
			for _, id := range []string{"lgfoot", "r2"} {
				if u := mustUnit(t, s, id); u.Status[stReserve] != 1 || len(u.Bases) != 0 {
					t.Fatalf("%s is not off the map at the start [L585]", id)
				}
			}
			if got := orderOf(mustUnit(t, s, "pwc")); got != charts.ReceiveCharge {
				t.Fatalf("Essex's order %s: his wing keeps its orders [L585]", orderName(got))
			}
			s.Turn = c.turn
			// Essex's other unit Formation Broken: not forced onto Rally
			// while a unit of the wing is still to enter [L441].
			mustUnit(t, s, "pfoot").Formation = Broken
			wc := mustUnit(t, s, c.wc)
			startActivation(s, wc)
			if c.wc == "pwc" && orderOf(wc) != charts.ReceiveCharge {
				t.Fatalf("Essex is forced onto %s with a unit still to enter [L441]", orderName(orderOf(wc)))
			}
			if c.wc == "fairfax" && c.id == "r2" {
				// Fairfax and Skippon's Foot come in first.
				n := *s
				n, _ = apply(t, n, enter(1, "fairfax", "", ""))
				n, _ = apply(t, n, enter(1, "r1", "", ""))
				n, _ = apply(t, n, w.move(&n, "r1", fwd(w.at(&n, "r1"), 0)))
				*s = n
			}
			a := enter(1, c.id, "", "")
			offered := false
			for _, o := range (Rules{}).Offers(s, 1, nil) {
				if o.Action.Kind == KindEnter && o.Action.Target == c.id {
					offered = true
				}
			}
			if offered != c.offered {
				t.Errorf("its entry offered %v, want %v", offered, c.offered)
			}
			if c.code != "" {
				mustErr(t, (Rules{}).Check(s, a), c.code)
				return
			}
			n, evs := apply(t, *s, a)
			u := mustUnit(t, &n, c.id)
			wantMA := 4 // heavy infantry [L547], the first by its hex this turn
			if c.id == "r2" {
				wantMA = 3 // Skippon's Foot entered by 0502 before it; Fairfax is no unit [L42], [L587]
			}
			if u.Status[stMA] != wantMA || len(u.Bases) != 1 || u.Status[stReserve] != 0 {
				t.Fatalf("%s entered: statuses %v, want MA %d [L587]\n%s", c.id, u.Status, wantMA, logText(evs))
			}
			if !strings.Contains(logText(evs), u.Name+" enters at ") {
				t.Errorf("the log names the unit:\n%s", logText(evs))
			}
			if got := orderOf(mustUnit(t, &n, c.wc)); c.wc == "pwc" && got != charts.ReceiveCharge {
				t.Errorf("Essex's order %s after the entry: the wing keeps its orders", orderName(got))
			}
			if err := (Rules{}).Resume(&n); err != nil {
				t.Fatalf("the position resumes: %v", err)
			}
		})
	}
}

// TestReinforcementsLateUnitsForcedRally: once the late unit has entered,
// Essex's wing is forced onto Rally when all its foot is Formation
// Broken [L441].
func TestReinforcementsLateUnitsForcedRally(t *testing.T) {
	w := reinforceWorld(t, 2)
	w.one("lgfoot", HeavyInfantry, 1, "0903", south, map[string]float64{keyEnters: 3})
	s := w.setup("")
	s.Turn = 3
	pwc := mustUnit(t, s, "pwc")
	startActivation(s, pwc)
	n, _ := apply(t, *s, enter(1, "lgfoot", "", ""))
	for _, id := range []string{"pfoot", "lgfoot"} {
		mustUnit(t, &n, id).Formation = Broken
	}
	pwc = mustUnit(t, &n, "pwc")
	pwc.SetStatus(stActivations, 0)
	evs := startActivation(&n, pwc)
	if got := orderOf(pwc); got != charts.Rally {
		t.Errorf("order %s, want Rally [L441]\n%s", orderName(got), logText(evs))
	}
}

// TestLeaderlessWing checks the leaderless wing of 5.3.2 [L346] (the
// reading in doc.go): a wing whose commander is removed is not offered,
// may neither activate nor pass, nor pre-empt (an activation of its own),
// while another wing of its side still may.
func TestLeaderlessWing(t *testing.T) {
	w := wingsWorld(t, []testWing{{0, charts.ReceiveCharge, -2}, {1, charts.MakeReady, -1}, {1, charts.MakeReady, -1}})
	s := w.setup("")
	gone := mustUnit(t, s, "s1w1")
	takeOff(s, gone)
	gone.SetStatus(stRemoved, 1)
	if err := (Rules{}).Resume(s); err != nil {
		t.Fatalf("the position resumes: %v", err)
	}
	s.Active = 1 // Parliament's Make Ready wings first [L253]
	for _, k := range []string{KindActivate, KindPass} {
		mustErr(t, (Rules{}).Check(s, rules.Action{Kind: k, Side: 1, Target: "s1w1"}), "gone")
		if err := (Rules{}).Check(s, rules.Action{Kind: k, Side: 1, Target: "s1w2"}); err != nil {
			t.Errorf("%s by the other wing: %v", k, err)
		}
	}
	for _, o := range (Rules{}).Offers(s, 1, nil) {
		if o.Action.Target == "s1w1" {
			t.Errorf("the leaderless wing is offered [L346]: %q", o.Label)
		}
	}
	// Pre-emption of an enemy activation.
	s.Active = 0
	mustUnit(t, s, "s0w1").SetStatus(stOrder, int(charts.MakeReady)+1)
	n, _ := apply(t, *s, rules.Action{Kind: KindActivate, Side: 0, Target: "s0w1"})
	if n.Phase != PhasePreempt || n.Active != 1 {
		t.Fatalf("phase %q, side %d: want Parliament's pre-emption window", n.Phase, n.Active)
	}
	mustErr(t, (Rules{}).Check(&n, rules.Action{Kind: KindPreempt, Side: 1, Target: "s1w1"}), "no-preempt")
	if err := (Rules{}).Check(&n, rules.Action{Kind: KindPreempt, Side: 1, Target: "s1w2"}); err != nil {
		t.Errorf("the other wing may pre-empt: %v", err)
	}
	for _, o := range (Rules{}).Offers(&n, 1, nil) {
		if o.Action.Target == "s1w1" {
			t.Errorf("the leaderless wing is offered: %q", o.Label)
		}
	}
}
