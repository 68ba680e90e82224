package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// cavalryOff is shockWorld's cavalry pursuit [L2750-2766] with leader a0
// on hex at: h (HC) routs m (LC), attacks it again and rides into the
// Pursuit box after it.
func cavalryOff(t *testing.T, at string, edit func(w *world)) (rules.State, []rules.Event) {
	t.Helper()
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, at, 4, nil)
	w.leader("b0", 1, "0101", 5, nil)
	w.unit("h", "HC", 0, "0609", north, map[string]float64{keyTQ: 7, keyMA: 8})
	w.unit("m", "LC", 1, w.up("0609", 1), south, map[string]float64{keyTQ: 2})
	if edit != nil {
		edit(w)
	}
	faces := []int{d10(9), d10(7), d10(3), d10(5), d10(7)} // the last: m fails its check in the box (A34)
	if at == "0609" {
		faces = append([]int{d10(9)}, faces...) // a0's Peril die, stacked in the Shock [L717-721]
	}
	n, evs := shockOf(t, w, false, faces...)
	if mustUnit(t, &n, "h").Status[stGone] != goneBox {
		t.Fatalf("h did not ride into the Pursuit box\n%s", logText(evs))
	}
	return n, evs
}

// TestPursuitCall is spec §10.6 [L2767-2770, L2812-2830]: when cavalry
// rides into the Pursuit box, a leader stacked with it may follow it into
// the box, one whose Range reaches it may go In Pursuit to the map edge
// it left by (phase pursuit), or they decline.
func TestPursuitCall(t *testing.T) {
	for _, c := range []struct {
		name  string
		at    string // a0's hex
		call  int
		press rules.Action
		gone  int  // a0's stGone after
		edge  bool // a0 on the north edge after
		mark  int  // a0's stPursuit after
	}{
		{"stacked: into the box with it [L2767-2770]", "0609", 2, rules.Action{Kind: KindInPursuit, Side: 0, Target: "a0"}, goneBox, false, 1},
		{"within Range: In Pursuit, to the edge [L2815-2830]", "0611", 1, rules.Action{Kind: KindInPursuit, Side: 0, Target: "a0"}, 0, true, 1},
		{"declined: he stays", "0611", 1, end(0), 0, false, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			n, evs := cavalryOff(t, c.at, nil)
			a0 := mustUnit(t, &n, "a0")
			if n.Phase != PhasePursuitCall || a0.Status[stCall] != c.call {
				t.Fatalf("phase %s, a0's call %d, want pursuit and %d\n%s", n.Phase, a0.Status[stCall], c.call, logText(evs))
			}
			n, evs = apply(t, n, c.press)
			a0 = mustUnit(t, &n, "a0")
			if a0.Status[stGone] != c.gone || a0.Status[stPursuit] != c.mark || a0.Status[stCall] != 0 || n.Phase != PhaseMomentum {
				t.Fatalf("a0 %v, phase %s\n%s", a0.Status, n.Phase, logText(evs))
			}
			bd, _ := boardOf(&n)
			if cu, ok := bd.where(&n, a0); c.edge != (ok && bd.m.EdgeDist(1, cu.hex()) == 0) {
				t.Fatalf("a0 on the north edge: %v, want %v\n%s", !c.edge, c.edge, logText(evs))
			}
		})
	}
	// Beyond his Range a leader is not called [L2815-2818]; nor may he
	// answer another's call.
	n, evs := cavalryOff(t, "0611", func(w *world) { w.leader("a1", 0, "0612", 5, map[string]float64{keyRange: 1}) })
	if a1 := mustUnit(t, &n, "a1"); a1.Status[stCall] != 0 {
		t.Fatalf("a1 %v: want no call\n%s", a1.Status, logText(evs))
	}
	if err := (Rules{}).Check(&n, rules.Action{Kind: KindInPursuit, Side: 0, Target: "a1"}); code(err) != "not-called" {
		t.Fatalf("a1 In Pursuit uncalled: %v", err)
	}
}

// boxWorld is a battle under way: cavalry c of the first army in box
// gone (regrouped this turn if fresh), leader a0 In Pursuit in box lbox
// (0: on the map at 0611, not In Pursuit), a1 on the map; a0's Orders
// Phase begun.
func boxWorld(t *testing.T, gone int, fresh bool, lbox int, charisma float64) *rules.State {
	t.Helper()
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, "0611", 4, map[string]float64{keyCharisma: charisma})
	w.leader("a1", 0, "0612", 5, nil)
	w.leader("b0", 1, "0101", 5, nil)
	w.unit("c", "HC", 0, "0609", north, map[string]float64{keyMA: 8})
	w.unit("d", "MI", 0, "0811", north, nil)
	w.unit("e", "MI", 1, "0303", south, nil)
	s := w.setup()
	c := mustUnit(t, s, "c")
	removeCounter(s, c)
	c.SetStatus(stGone, gone)
	if fresh {
		c.SetStatus(stRegrouped, 1)
	}
	a0 := mustUnit(t, s, "a0")
	if lbox > 0 {
		removeCounter(s, a0)
		a0.SetStatus(stGone, lbox)
		a0.SetStatus(stPursuit, 1)
	}
	startOrders(s, a0)
	if err := (Rules{}).Resume(s); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestRegroup is spec §10.6 [L2781-2791, L2853-2857]: a leader In
// Pursuit in the Pursuit box orders its cavalry to regroup, with them or
// not; alone when none is there; only a leader In Pursuit, in the box.
func TestRegroup(t *testing.T) {
	for _, c := range []struct {
		name    string
		unitBox int // c's box
		lbox    int
		args    map[string]string
		code    string
		cGone   int // c's stGone after
		lGone   int // a0's stGone after
	}{
		{"with them [L2788-2789]", goneBox, goneBox, map[string]string{"follow": "yes"}, "", goneRegrouped, goneRegrouped},
		{"he stays, to follow later [L2789-2791]", goneBox, goneBox, nil, "", goneRegrouped, goneBox},
		{"alone: none in the box [L2855-2857]", goneRegrouped, goneBox, nil, "", goneRegrouped, goneRegrouped},
		{"not In Pursuit [L2812-2814]", goneBox, 0, nil, "not-in-pursuit", goneBox, 0},
		{"not in the Pursuit box [L2784-2785]", goneBox, goneRegrouped, nil, "not-in-box", goneBox, goneRegrouped},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := boxWorld(t, c.unitBox, false, c.lbox, 2)
			a := rules.Action{Kind: KindRegroup, Side: 0, Target: "a0", Args: c.args}
			if c.code != "" {
				if err := (Rules{}).Check(s, a); code(err) != c.code {
					t.Fatalf("got %v, want %s", err, c.code)
				}
				return
			}
			n, evs := apply(t, *s, a)
			cu, a0 := mustUnit(t, &n, "c"), mustUnit(t, &n, "a0")
			if cu.Status[stGone] != c.cGone || a0.Status[stGone] != c.lGone || n.Counters[ctOrders] != 1 {
				t.Fatalf("c %v a0 %v orders %d\n%s", cu.Status, a0.Status, n.Counters[ctOrders], logText(evs))
			}
			if c.unitBox == goneBox && cu.Status[stRegrouped] != 1 {
				t.Fatalf("c not marked regrouped this turn: %v", cu.Status)
			}
		})
	}
}

// TestReturn is spec §10.6 and T21 [L2793-2806]: from the turn after its
// regrouping, d10 + Charisma 6 or more brings the cavalry back on the edge
// it left by, the leader with it (losing his marker [L2864-2865]) or not;
// 5 or less keeps it off until next turn, even for a second leader.
func TestReturn(t *testing.T) {
	for _, c := range []struct {
		name   string
		fresh  bool
		args   map[string]string
		die    int
		code   string
		back   bool // c on the map after
		lGone  int  // a0's stGone after
		at     string
		failed bool
	}{
		{"T21: Charisma 2, die 4: 6, back with him", false, map[string]string{"follow": "yes"}, 4, "", true, 0, "", false},
		{"T21: Charisma 2, die 3: 5, stays off", false, map[string]string{"follow": "yes"}, 3, "", false, goneRegrouped, "", true},
		{"back, he stays [L2805-2806]", false, nil, 9, "", true, goneRegrouped, "", false},
		{"on a hex the player names [L2803-2805]", false, map[string]string{"at": "c=0801"}, 9, "", true, goneRegrouped, "0801", false},
		{"not on the edge it left by", false, map[string]string{"at": "c=0805"}, 9, "not-edge", false, goneRegrouped, "", false},
		{"regrouped this turn: next turn [L2793-2796]", true, nil, 9, "too-soon", false, goneRegrouped, "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := boxWorld(t, goneRegrouped, c.fresh, goneRegrouped, 2)
			a := rules.Action{Kind: KindReturn, Side: 0, Target: "a0", Args: c.args}
			if c.code != "" {
				if err := (Rules{}).Check(s, a); code(err) != c.code {
					t.Fatalf("got %v, want %s", err, c.code)
				}
				return
			}
			n, evs := apply(t, *s, a, d10(c.die))
			cu, a0 := mustUnit(t, &n, "c"), mustUnit(t, &n, "a0")
			bd, _ := boardOf(&n)
			cc, on := bd.where(&n, cu)
			if on != c.back || a0.Status[stGone] != c.lGone || (n.Counters[ctReturnFail] == 1) != c.failed {
				t.Fatalf("c on the map %v, a0 %v, failed %d\n%s", on, a0.Status, n.Counters[ctReturnFail], logText(evs))
			}
			if !on {
				// Even a second leader there does not try again this turn [L2799-2801].
				if err := (Rules{}).Check(&n, a); c.failed && code(err) != "return-failed" {
					t.Fatalf("a second try: %v", err)
				}
				return
			}
			if bd.m.EdgeDist(1, cc.hex()) != 0 || cc.at.F != facingToward(bd, 0, cc.hex()) || cu.Status[stOrdered] != 1 || cu.Status[stGone] != 0 {
				t.Fatalf("c back at %s facing %d, %v\n%s", bd.m.Label(cc.hex()), cc.at.F, cu.Status, logText(evs))
			}
			if c.at != "" && bd.m.Label(cc.hex()) != c.at {
				t.Fatalf("c at %s, want %s", bd.m.Label(cc.hex()), c.at)
			}
			if c.lGone == 0 {
				lc, ok := bd.where(&n, a0)
				if !ok || lc.hex() != cc.hex() || a0.Status[stPursuit] != 0 {
					t.Fatalf("a0 %v not back with c\n%s", a0.Status, logText(evs))
				}
			}
			if err := (Rules{}).Resume(&n); err != nil {
				t.Fatalf("the position after the return: %v", err)
			}
		})
	}
	// Alone, with no cavalry left in the box: no roll [L2859-2863].
	s := boxWorld(t, goneBox, false, goneRegrouped, 0)
	n, evs := apply(t, *s, rules.Action{Kind: KindReturn, Side: 0, Target: "a0"})
	if a0 := mustUnit(t, &n, "a0"); !onTable(a0) || a0.Status[stPursuit] != 0 {
		t.Fatalf("a0 %v not back alone\n%s", a0.Status, logText(evs))
	}
	// The Rout & Reload Phase clears the regrouped marker and the failed roll.
	s = boxWorld(t, goneRegrouped, true, goneRegrouped, 0)
	s.SetCounter(ctReturnFail, 1)
	if _, err := routAndReload(s, nil); err != nil {
		t.Fatal(err)
	}
	if mustUnit(t, s, "c").Status[stRegrouped] != 0 || s.Counters[ctReturnFail] != 0 {
		t.Fatalf("after Rout & Reload: c %v, return-failed %d", mustUnit(t, s, "c").Status, s.Counters[ctReturnFail])
	}
}

// TestInPursuitOrders is spec §10.6 [L2820-2851]: an activated leader
// goes In Pursuit instead of giving orders (to the edge, his phase over);
// from the edge, on a later phase, he enters the Pursuit box; In Pursuit
// he gives no orders to other units.
func TestInPursuitOrders(t *testing.T) {
	s := boxWorld(t, goneBox, false, 0, 2)
	n, evs := apply(t, *s, rules.Action{Kind: KindInPursuit, Side: 0, Target: "a0"})
	a0 := mustUnit(t, &n, "a0")
	bd, _ := boardOf(&n)
	lc, ok := bd.where(&n, a0)
	if !ok || bd.m.EdgeDist(1, lc.hex()) != 0 || a0.Status[stPursuit] != 1 || n.Phase != PhaseMomentum {
		t.Fatalf("a0 %v phase %s\n%s", a0.Status, n.Phase, logText(evs))
	}
	// His next phase: into the box, instead of giving orders [L2832-2835].
	startOrders(&n, a0)
	d := mustUnit(t, &n, "d")
	db, _ := n.Base(d.Bases[0])
	mv := rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: db.ID, Path: geom.Path{db.Shape.Pose(), bd.m.Layout.Pose(hex.One(bd.m.MustLabel("0811").Neighbor(north.D(0)), north))}}}}
	if err := (Rules{}).Check(&n, mv); code(err) != "in-pursuit" {
		t.Fatalf("an order to another unit In Pursuit: %v", err)
	}
	if !strings.Contains(offerLabels(&n), "Enter the Pursuit box: a0") {
		t.Fatalf("offers lack the Pursuit box:\n%s", offerLabels(&n))
	}
	m, evs := apply(t, n, rules.Action{Kind: KindInPursuit, Side: 0, Target: "a0"})
	if a := mustUnit(t, &m, "a0"); a.Status[stGone] != goneBox || onTable(a) {
		t.Fatalf("a0 %v\n%s", a.Status, logText(evs))
	}
	for _, c := range []struct {
		name string
		edit func(s *rules.State)
		code string
	}{
		{"after an order [L2820-2822]", func(s *rules.State) { s.SetCounter(ctOrders, 1) }, "orders-given"},
		{"no cavalry off the map [L2812-2814]", func(s *rules.State) { mustUnit(t, s, "c").SetStatus(stGone, goneEliminated) }, "no-pursuit"},
		{"In Pursuit off the edge [L2832-2835]", func(s *rules.State) { mustUnit(t, s, "a0").SetStatus(stPursuit, 1) }, "not-on-edge"},
		{"not the active leader", func(s *rules.State) { startOrders(s, mustUnit(t, s, "a1")) }, "not-active"},
		{"a Trump by a leader In Pursuit [L2845-2851]", func(s *rules.State) {
			mustUnit(t, s, "a0").SetStatus(stPursuit, 1)
			s.Phase, s.Active = PhaseActivation, 0
		}, "in-pursuit"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := boxWorld(t, goneBox, false, 0, 2)
			c.edit(s)
			kind := KindInPursuit
			if s.Phase == PhaseActivation {
				kind = KindTrump
			}
			if err := (Rules{}).Check(s, rules.Action{Kind: kind, Side: 0, Target: "a0"}); code(err) != c.code {
				t.Fatalf("got %v, want %s", err, c.code)
			}
		})
	}
}

// TestBoxActivation: a leader in a box is activated like the others
// [L2785-2786, L2797].
func TestBoxActivation(t *testing.T) {
	s := boxWorld(t, goneBox, false, goneBox, 2)
	s.Phase, s.Active = PhaseActivation, 0
	s.SetCounter(ctLeader, 0)
	n, evs := apply(t, *s, rules.Action{Kind: KindActivate, Side: 0, Target: "a0"})
	if n.Phase != PhaseOrders || activeLeader(&n).ID != "a0" || !strings.Contains(offerLabels(&n), "Regroup the cavalry of the Pursuit box, a0 with it") {
		t.Fatalf("phase %s\n%s\n%s", n.Phase, logText(evs), offerLabels(&n))
	}
}

func offerLabels(s *rules.State) string {
	var out []string
	for _, o := range (Rules{}).Offers(s, s.Active, nil) {
		out = append(out, o.Label+" "+o.Disabled)
	}
	return strings.Join(out, "\n")
}
