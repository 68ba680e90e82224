package bloodblades

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// togetherZocWorld is Figure 8.16's right-hand side as far as the text tells it
// [L2734-2747]: red Reg Bd(O) Z at (62, 40) faces south (front edge at y
// 40.75, its ZoC down to y 44.75 over x 60 to 64) and zocs blue Reg
// Pk(O) D at (60, 44) and E at (64, 44), side by side facing north; Pk F
// stands right behind E (y 44.75 to 46.25, outside the ZoC) and, when
// three is true, Pk G behind F. The blue C-in-C is near, so that no
// order pays for his distance.
func togetherZocWorld(three bool) *world {
	w := newWorld().
		unit("z", 1, "Reg Bd(O)", 62, 40, south).
		unit("d", 0, "Reg Pk(O)", 60, 44, north).
		unit("e", 0, "Reg Pk(O)", 64, 44, north).
		unit("f", 0, "Reg Pk(O)", 64, 45.5, north)
	if three {
		w.unit("g", 0, "Reg Pk(O)", 64, 47, north)
	}
	moveUnit(w, "gen", 74, 52)
	return w
}

// togetherFileWorld is blue Reg Pk(O) far from the enemy, 0.5 cm apart (no
// group): A at (100, 62) behind B at (100, 60); when pair is true, C at
// (104, 60) flank to flank with B (B and C are a group) and A at (102,
// 62), behind both.
func togetherFileWorld(pair bool) *world {
	if pair {
		return newWorld().
			unit("a", 0, "Reg Pk(O)", 102, 62, north).
			unit("b", 0, "Reg Pk(O)", 100, 60, north).
			unit("c", 0, "Reg Pk(O)", 104, 60, north)
	}
	return newWorld().
		unit("a", 0, "Reg Pk(O)", 100, 62, north).
		unit("b", 0, "Reg Pk(O)", 100, 60, north)
}

// togetherOf is the simultaneous move of the given orders.
func togetherOf(s *rules.State, parts ...rules.Action) rules.Action {
	return TogetherAction(s.Active, parts...)
}

// TestTogetherCheck is §7.9 [L1404]: moves friends prevent are made
// together, two or three, each judged as if the other bases taking part
// were not on the table, each paid as its own order; refused when a move
// of them could be made alone, when they do not solve the problem, when
// they are more than three, when they end on each other, or when the
// PIGs do not cover them all.
func TestTogetherCheck(t *testing.T) {
	for _, c := range []struct {
		name  string
		world *world
		pigs  int
		act   func(s *rules.State) rules.Action
		want  string // Check's code
		why   string // in the refusal
	}{
		{name: "Figure 8.16 [L2747]: zocced E may only go straight back [L1401], F behind it is in the way",
			world: togetherZocWorld(false), pigs: 6,
			act:  func(s *rules.State) rules.Action { return ahead(s, "e", -6) },
			want: "blocked"},
		{name: "Figure 8.16 [L2747]: E and F leave Z's zone together [L1404]",
			world: togetherZocWorld(false), pigs: 6,
			act: func(s *rules.State) rules.Action {
				return togetherOf(s, ahead(s, "e", -6), ahead(s, "f", -6))
			}},
		{name: "relief: F ahead alone is blocked by E [L1404]",
			world: togetherZocWorld(false), pigs: 6,
			act:  func(s *rules.State) rules.Action { return ahead(s, "f", 1.5) },
			want: "blocked"},
		{name: "relief: E back and F ahead, each blocked by the other alone, legal together [L1404]",
			world: togetherZocWorld(false), pigs: 6,
			act: func(s *rules.State) rules.Action {
				return togetherOf(s, ahead(s, "e", -3), ahead(s, "f", 1.5))
			}},
		{name: "three: E, F and G back together [L1404]",
			world: togetherZocWorld(true), pigs: 6,
			act: func(s *rules.State) rules.Action {
				return togetherOf(s, ahead(s, "e", -6), ahead(s, "f", -6), ahead(s, "g", -6))
			}},
		{name: "a base alone and a group together: A ahead, B and C ahead as one order [L1404]",
			world: togetherFileWorld(true), pigs: 2,
			act: func(s *rules.State) rules.Action {
				return togetherOf(s, ahead(s, "a", 6), GroupAhead(s, 0, []string{"b.1", "c.1"}, 6))
			}},
		{name: "four moves: at most three [L1404]",
			world: togetherZocWorld(true), pigs: 6,
			act: func(s *rules.State) rules.Action {
				return togetherOf(s, ahead(s, "e", -6), ahead(s, "f", -6), ahead(s, "g", -6), ahead(s, "d", -6))
			}, want: "together-count", why: "names 4"},
		{name: "one move is no simultaneous move [L1404]",
			world: togetherZocWorld(false), pigs: 6,
			act:  func(s *rules.State) rules.Action { return togetherOf(s, ahead(s, "d", -6)) },
			want: "together-count", why: "names 1"},
		{name: "D's move could be made alone and clears no one's way [L1404]",
			world: togetherZocWorld(false), pigs: 6,
			act: func(s *rules.State) rules.Action {
				return togetherOf(s, ahead(s, "e", -6), ahead(s, "f", -6), ahead(s, "d", -6))
			}, want: "together-alone", why: "the move of d can be made on its own"},
		{name: "no move prevented: D and F each move alone [L1404]",
			world: togetherZocWorld(false), pigs: 6,
			act: func(s *rules.State) rules.Action {
				return togetherOf(s, ahead(s, "d", -6), ahead(s, "f", -6))
			}, want: "together-alone", why: "each of these moves can be made on its own"},
		{name: "not solved: E back 9 cm is beyond its allowance even without F [L1404]",
			world: togetherZocWorld(false), pigs: 6,
			act: func(s *rules.State) rules.Action {
				return togetherOf(s, ahead(s, "e", -9), ahead(s, "f", -6))
			}, want: "together-unsolved", why: "even with f off the table"},
		{name: "each judged alone, but they may not end on each other [L1404]",
			world: togetherZocWorld(false), pigs: 6,
			act: func(s *rules.State) rules.Action {
				return togetherOf(s, ahead(s, "e", -6), ahead(s, "f", -4))
			}, want: "together-overlap", why: "would end on"},
		{name: "each order paid: 2 PIGs, 1 left [L1404]",
			world: togetherZocWorld(false), pigs: 1,
			act: func(s *rules.State) rules.Action {
				return togetherOf(s, ahead(s, "e", -6), ahead(s, "f", -6))
			}, want: "pigs", why: "this simultaneous move costs 2 PIGs"},
		{name: "a pack's move stops at friends [L1653]: no part of simultaneous moves",
			world: togetherZocWorld(false).unit("p", 0, "Reg Pk(O)", 30, 60, north).unit("q", 0, "Reg Pk(O)", 31, 61.5, north), pigs: 6,
			act: func(s *rules.State) rules.Action {
				return togetherOf(s, ahead(s, "e", -6), translation(s, 0, []string{"p.1", "q.1"}, base(s, "p").Shape.Forward().Scale(3)))
			}, want: "together-pack", why: "pack"},
	} {
		s := c.world.ready(t, c.pigs)
		err := Rules{}.Check(&s, c.act(&s))
		if got := code(err); got != c.want || !has(msg(err), c.why) || c.want != "" && !has(msg(err), "[L") {
			t.Errorf("%s: Check = %q (%v), want %q with %q", c.name, got, err, c.want, c.why)
		}
	}
}

// TestTogetherApply carries out simultaneous moves [L1404]: every base
// ends at its path's end, each order is paid (Reg Pk, tactical, the
// C-in-C near: 1 PIG each, §6.3), and each base has made its tactical
// move [L1620].
func TestTogetherApply(t *testing.T) {
	for _, c := range []struct {
		name  string
		world *world
		act   func(s *rules.State) rules.Action
		at    map[string][2]float64 // unit: where its base ends
		paid  int
	}{
		{name: "Figure 8.16 [L2747]: E and F out of Z's zone", world: togetherZocWorld(false),
			act: func(s *rules.State) rules.Action { return togetherOf(s, ahead(s, "e", -6), ahead(s, "f", -6)) },
			at:  map[string][2]float64{"e": {64, 50}, "f": {64, 51.5}, "d": {60, 44}}, paid: 2},
		{name: "relief: E and F change places", world: togetherZocWorld(false),
			act: func(s *rules.State) rules.Action { return togetherOf(s, ahead(s, "e", -3), ahead(s, "f", 1.5)) },
			at:  map[string][2]float64{"e": {64, 47}, "f": {64, 44}}, paid: 2},
		{name: "three: E, F and G", world: togetherZocWorld(true),
			act: func(s *rules.State) rules.Action {
				return togetherOf(s, ahead(s, "e", -6), ahead(s, "f", -6), ahead(s, "g", -6))
			},
			at: map[string][2]float64{"e": {64, 50}, "f": {64, 51.5}, "g": {64, 53}}, paid: 3},
	} {
		s := c.world.ready(t, 6)
		n, evs := apply(t, s, c.act(&s))
		for u, p := range c.at {
			if got := base(&n, u).Shape.Center; !got.Near(geom.V(p[0], p[1])) {
				t.Errorf("%s: %s ends at %v, want %v", c.name, u, got, p)
			}
		}
		if left := n.Counters[ctPIGs]; left != 6-c.paid {
			t.Errorf("%s: %d PIGs left, want %d", c.name, left, 6-c.paid)
		}
		for _, m := range c.act(&s).Moves {
			if u, _ := n.UnitOf(m.Base); u.Status[stTactical] != 1 {
				t.Errorf("%s: %s has not made its tactical move", c.name, m.Base)
			}
		}
		var log []string
		for _, e := range evs {
			log = append(log, e.Text)
		}
		if len(evs) == 0 || evs[0].Kind != "together" || !strings.Contains(strings.Join(log, "\n"), "[L1404]") {
			t.Errorf("%s: events %q, want a first event citing [L1404]", c.name, log)
		}
	}
}

// TestTogetherCost prices each order of a simultaneous move as its own
// (§6.3, [L1404]): C2 each, and the C-in-C's discount (C0) for the order
// holding him only [L1348].
func TestTogetherCost(t *testing.T) {
	s := togetherZocWorld(false).cinc(0, "f").ready(t, 6)
	a := togetherOf(&s, ahead(&s, "e", -6), ahead(&s, "f", -6))
	wantCost(t, "E and F, F the C-in-C", &s, a, []string{"C2", "C2", "C0"}, 1)
	n, _ := apply(t, s, a)
	if left, used := n.Counters[ctPIGs], n.Counters[ctDiscount]; left != 5 || used != 1 {
		t.Errorf("after E and F: %d PIGs left, discount used %d; want 5 and 1", left, used)
	}
}

// TestTogetherOffers: a selected base whose move straight ahead or back
// friends prevent is offered the move with them moving the same way by
// the same distance [L1404] (Figure 8.16's D, E and F [L2747]), disabled
// when the PIGs do not cover every order; none when nothing is in the
// way.
func TestTogetherOffers(t *testing.T) {
	for _, c := range []struct {
		name     string
		world    *world
		pigs     int
		sel      string
		label    string // the offer's label starts so; "" for none
		disabled string // in the reason it is disabled
		moved    []string
	}{
		{name: "Figure 8.16: zocced E goes back with F [L2747]", world: togetherZocWorld(false), pigs: 6, sel: "e.1",
			label: "Simultaneous moves: base straight back 2.0 MU, with f", moved: []string{"e", "f"}},
		{name: "E, F and G back [L1404]", world: togetherZocWorld(true), pigs: 6, sel: "e.1",
			label: "Simultaneous moves: base straight back 2.0 MU, with f and g", moved: []string{"e", "f", "g"}},
		{name: "short of PIGs: disabled [L1404]", world: togetherZocWorld(false), pigs: 1, sel: "e.1",
			label: "Simultaneous moves: base straight back", disabled: "must be paid: this simultaneous move costs 2 PIGs"},
		{name: "A ahead with B [L1404]", world: togetherFileWorld(false), pigs: 6, sel: "a.1",
			label: "Simultaneous moves: base straight ahead 2.0 MU, with b", moved: []string{"a", "b"}},
		{name: "A ahead with the group of B and C, one order [L1404]", world: togetherFileWorld(true), pigs: 6, sel: "a.1",
			label: "Simultaneous moves: base straight ahead 2.0 MU, with b and c", moved: []string{"a", "b", "c"}},
		{name: "D has nothing in its way", world: togetherZocWorld(false), pigs: 6, sel: "d.1"},
		{name: "A right behind B: one group, whose move straight ahead is one order [L1505]",
			world: newWorld().unit("a", 0, "Reg Pk(O)", 100, 61.5, north).unit("b", 0, "Reg Pk(O)", 100, 60, north), pigs: 6, sel: "a.1"},
	} {
		s := c.world.ready(t, c.pigs)
		var found *rules.Offer
		offers := Rules{}.Offers(&s, 0, []string{c.sel})
		for i := range offers {
			if strings.HasPrefix(offers[i].Label, "Simultaneous") {
				found = &offers[i]
			}
		}
		switch {
		case c.label == "" && found != nil:
			t.Errorf("%s: offered %q", c.name, found.Label)
			continue
		case c.label == "":
			continue
		case found == nil || !strings.HasPrefix(found.Label, c.label) || !has(found.Disabled, c.disabled) || (c.disabled == "") != (found.Disabled == ""):
			t.Errorf("%s: offer %+v, want %q disabled for %q", c.name, found, c.label, c.disabled)
			continue
		}
		if found.Disabled != "" {
			continue
		}
		n, _ := apply(t, s, found.Action)
		for _, u := range c.moved {
			if d := base(&s, u).Shape.Center.Dist(base(&n, u).Shape.Center); d < 5.9 || d > 6 {
				t.Errorf("%s: %s moved %.3f cm, want its 2 MU (6 cm)", c.name, u, d)
			}
		}
		if len(found.Action.Moves) != len(c.moved) {
			t.Errorf("%s: the offer moves %d bases, want %d", c.name, len(found.Action.Moves), len(c.moved))
		}
	}
}
