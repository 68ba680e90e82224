package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// skyWorld: blue harpies "fly" (a flying monster, one base 2 × 4 cm, x
// 89-91, y 98-102, facing north) 11.75 cm in front of the blue General
// (90, 115); ahead of them a wood (x 84-93, y 86-92) and blue infantry
// "fr" (x 94-98, y 87-89); a lake (x 60-75, y 60-75) to the left and red
// infantry "en" (x 128-132, y 59-61, facing south) far to the right.
func skyWorld() *world {
	return newWorld().unit("fly", 0, Monster, 1, 90, 100, north, map[string]float64{keyFly: 1}).
		unit("fr", 0, Infantry, 1, 96, 88, north, nil).
		unit("en", 1, Infantry, 1, 130, 60, south, nil).
		feature("wd", "wood", geom.V(84, 86), geom.V(93, 86), geom.V(93, 92), geom.V(84, 92)).
		feature("lk", "lake", geom.V(60, 60), geom.V(75, 60), geom.V(75, 75), geom.V(60, 75))
}

// flight is a move of base id along the poses given, facing north.
func flight(s rules.State, id string, pts ...geom.Vec) rules.Action {
	b, _ := s.Base(id)
	path := geom.Path{b.Shape.Pose()}
	for _, p := range pts {
		path = append(path, geom.Pose{Pos: p, Facing: north})
	}
	return rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: id, Path: path}}}
}

// Flyers' pace (wme.md §11.2): 60 cm full and half pace [L2145]; flying
// commanders 100 cm [L2109], [L2177].
func TestFlyerPace(t *testing.T) {
	tests := []struct {
		name string
		w    *world
		unit string
		want float64
	}{
		{"a flying monster: 60 cm [L2145]", newWorld().unit("fly", 0, Monster, 3, 90, 100, north, with(nil, keyFly)), "fly", 60},
		{"flying infantry too [L2145]", newWorld().unit("fly", 0, Infantry, 3, 90, 100, north, with(nil, keyFly)), "fly", 60},
		{"irregular: half pace is 60 cm too [L2145]", newWorld().unit("fly", 0, Monster, 3, 90, 100, north, with(nil, keyFly)).turned("fly.3", 30), "fly", 60},
		{"the same monster on foot, irregular: 10 cm [L678]", newWorld().unit("fly", 0, Monster, 3, 90, 100, north, nil).turned("fly.3", 30), "fly", 10},
	}
	for _, tc := range tests {
		s := toOrders(t, tc.w.state(t))
		s, _ = apply(t, s, order(0, "gen", tc.unit), 1, 1)
		u, _ := s.Unit(tc.unit)
		if got := allowance(&s, u); math.Abs(got-tc.want) > geom.Eps {
			t.Errorf("%s: allowance = %g, want %g", tc.name, got, tc.want)
		}
		if got := initiativePace(&s, u); math.Abs(got-tc.want) > geom.Eps {
			t.Errorf("%s: initiativePace = %g, want %g", tc.name, got, tc.want)
		}
	}
	w := newWorld()
	w.s.Units[0].Profile[keyFly] = 1 // the General rides a dragon
	s := w.state(t)
	if got := pace(&s.Units[0]); got != FlyingCommanderPace {
		t.Errorf("flying General's pace = %g, want %g [L2109]", got, FlyingCommanderPace)
	}
}

// Moves by order (wme.md §11.2): over every unit and all terrain [L2145],
// [L2151], ending only on ground open to cavalry [L2153], touching no
// enemy outside a charge [L2145], and where the flyer could see when its
// move began [L2147] (A15).
func TestFlyerMoves(t *testing.T) {
	tests := []struct {
		name   string
		to     []geom.Vec
		refuse string
		ground string // the same move by a unit that does not fly
	}{
		{"over the wood and the friend, ending beyond in sight [L2151]", []geom.Vec{geom.V(90, 89), geom.V(96, 88), geom.V(108, 76)}, "", "blocked"},
		{"ending on the wood [L2153]", []geom.Vec{geom.V(88, 89)}, "landing", "blocked"},
		{"ending in the lake [L2153]", []geom.Vec{geom.V(80, 90), geom.V(67, 67)}, "landing", "blocked"},
		{"ending on the friend [L2145]", []geom.Vec{geom.V(96, 88)}, "overlap", "blocked"},
		{"ending touching the enemy outside a charge [L2145]", []geom.Vec{geom.V(130, 63)}, "contact", "contact"},
		{"ending behind the wood, out of its sight [L2147]", []geom.Vec{geom.V(88, 80)}, "flyer-sight", "blocked"},
		{"ending past the wood and the friend, in sight", []geom.Vec{geom.V(110, 80)}, "", ""},
	}
	for _, tc := range tests {
		for _, flies := range []bool{true, false} {
			w := skyWorld()
			want := tc.refuse
			if !flies {
				delete(w.s.Units[2].Profile, keyFly)
				w.s.Units[2].Profile[keyMove] = 60 // as far, on foot
				want = tc.ground
			}
			s := toOrders(t, w.state(t))
			s, _ = apply(t, s, order(0, "gen", "fly"), 1, 1)
			if got := code((Rules{}).Check(&s, flight(s, "fly.1", tc.to...))); got != want {
				t.Errorf("%s (flying %v): Check = %q, want %q", tc.name, flies, got, want)
			}
		}
	}
}

// Orders (wme.md §11.2): only from a commander within 20 cm [L2125].
func TestFlyerOrders(t *testing.T) {
	tests := []struct {
		name      string
		x         float64 // the Hero's centre, level with the harpies
		commander string
		refuse    string
	}{
		{"the General 11.75 cm away", 140, "gen", ""},
		{"a Hero 20 cm away", 112.25, "her", ""},
		{"a Hero 30 cm away, within his 60 cm [L2125]", 122.25, "her", "flyer-range"},
	}
	for _, tc := range tests {
		s := toOrders(t, skyWorld().commander("her", 0, Hero, 8, tc.x, 100).state(t))
		if got := code((Rules{}).Check(&s, order(0, tc.commander, "fly"))); got != tc.refuse {
			t.Errorf("%s: Check = %q, want %q", tc.name, got, tc.refuse)
		}
	}
}

// returnWorld: the harpies 35 cm from the General (x 89-91, y 74.75-78.75;
// his disc reaches y 113.75), the only blue commander; red far away.
func returnWorld() *world {
	return newWorld().unit("fly", 0, Monster, 1, 90, 76.75, north, map[string]float64{keyFly: 1})
}

// The Return (wme.md §11.2; [L2127-2137], D13): 10×D6 cm straight
// toward a commander, never past him; offered with the roll first.
func TestFlyerReturn(t *testing.T) {
	tests := []struct {
		name   string
		die    int
		wantY  float64 // the harpies' centre after the offered move
		orders string  // the General's order afterwards: "" obeyed
	}{
		{"D13: a 2, 20 cm, ending 15 cm from him; then orders [L2129-2133]", 2, 96.75, ""},
		{"a 5: 50 cm, no farther than his base [L2131]", 5, 111.75, ""},
		{"a 1: 10 cm, still 25 cm away: no orders [L2125]", 1, 86.75, "flyer-range"},
	}
	for _, tc := range tests {
		s := returnWorld().state(t)
		if s.Phase != PhaseOrders {
			t.Fatalf("phase %s, want orders (no initiative)", s.Phase)
		}
		o := offerLabelled(t, s, "Return fly toward gen (roll")
		s, evs := apply(t, s, o.Action, tc.die)
		if len(evs) == 0 || evs[0].Kind != "return" {
			t.Fatalf("%s: events %v, want a return", tc.name, evs)
		}
		o = offerLabelled(t, s, "Return fly toward gen —")
		s, _ = apply(t, s, o.Action)
		b, _ := s.Base("fly.1")
		if !b.Shape.Center.Near(geom.V(90, tc.wantY)) {
			t.Errorf("%s: harpies at %v, want (90, %g)", tc.name, b.Shape.Center, tc.wantY)
		}
		if got := code((Rules{}).Check(&s, order(0, "gen", "fly"))); got != tc.orders {
			t.Errorf("%s: order after the Return = %q, want %q", tc.name, got, tc.orders)
		}
	}
}

// What the Return refuses (wme.md §11.2; [L2129-2131], [L2965]).
func TestFlyerReturnRefusals(t *testing.T) {
	ret := rules.Action{Kind: KindReturn, Side: 0, Target: "gen", Args: map[string]string{"unit": "fly"}}
	rolled := func(t *testing.T, w *world) rules.State {
		s, _ := apply(t, w.state(t), ret, 3) // 30 cm
		return s
	}
	tests := []struct {
		name   string
		state  func(t *testing.T) rules.State
		a      func(s rules.State) rules.Action
		refuse string
	}{
		{"within 20 cm of a commander [L2129]", func(t *testing.T) rules.State { return skyWorld().state(t) },
			func(rules.State) rules.Action { return ret }, "return-near"},
		{"not a flyer [L2127]", func(t *testing.T) rules.State {
			return newWorld().unit("fly", 0, Monster, 1, 90, 76.75, north, nil).state(t)
		}, func(rules.State) rules.Action { return ret }, "not-flyer"},
		{"after the first order [L2129]", func(t *testing.T) rules.State {
			s, _ := apply(t, returnWorld().unit("inf", 0, Infantry, 1, 100, 105, north, nil).state(t), order(0, "gen", "inf"), 1, 1)
			return s
		}, func(rules.State) rules.Action { return ret }, "return-late"},
		{"rolled once already [L2129]", func(t *testing.T) rules.State { return rolled(t, returnWorld()) },
			func(rules.State) rules.Action { return ret }, "return-done"},
		{"straight on: accepted [L2131]", func(t *testing.T) rules.State { return rolled(t, returnWorld()) },
			func(s rules.State) rules.Action { return flight(s, "fly.1", geom.V(90, 96.75)) }, ""},
		{"turning on the way: accepted [L2131]", func(t *testing.T) rules.State { return rolled(t, returnWorld()) },
			func(s rules.State) rules.Action {
				a := flight(s, "fly.1", geom.V(90, 86.75))
				a.Moves[0].Path[1].Facing = geom.FromBearing(90)
				return a
			}, ""},
		{"off the line [L2131]", func(t *testing.T) rules.State { return rolled(t, returnWorld()) },
			func(s rules.State) rules.Action { return flight(s, "fly.1", geom.V(95, 96.75)) }, "return-line"},
		{"farther than the roll [L2129]", func(t *testing.T) rules.State { return rolled(t, returnWorld()) },
			func(s rules.State) rules.Action { return flight(s, "fly.1", geom.V(90, 108)) }, "allowance"},
		{"charging while Returning [L2131]", func(t *testing.T) rules.State {
			return rolled(t, returnWorld().unit("en", 1, Infantry, 1, 90, 90, south, nil))
		}, func(rules.State) rules.Action {
			return rules.Action{Kind: KindCharge, Side: 0, Target: "en", Args: map[string]string{"unit": "fly"}}
		}, "return"},
		{"ending in a wood [L2153]", func(t *testing.T) rules.State {
			return rolled(t, returnWorld().feature("wd", "wood", geom.V(80, 90), geom.V(100, 90), geom.V(100, 100), geom.V(80, 100)))
		}, func(s rules.State) rules.Action { return flight(s, "fly.1", geom.V(90, 96.75)) }, "landing"},
	}
	for _, tc := range tests {
		s := tc.state(t)
		if got := code((Rules{}).Check(&s, tc.a(s))); got != tc.refuse {
			t.Errorf("%s: Check = %q, want %q", tc.name, got, tc.refuse)
		}
	}
}

// The Return overshoots nothing: a 6 (60 cm) from 35 cm stops at the
// General's base [L2131].
func TestFlyerReturnCapped(t *testing.T) {
	s, _ := apply(t, returnWorld().state(t), rules.Action{Kind: KindReturn, Side: 0, Target: "gen", Args: map[string]string{"unit": "fly"}}, 6)
	u, _ := s.Unit("fly")
	r, ok := returnOf(&s, u)
	if !ok || math.Abs(r.reach-35) > 1e-6 || !r.dir.Near(geom.V(0, 1)) {
		t.Fatalf("returnOf = %+v, %v; want 35 cm south", r, ok)
	}
	if got := code((Rules{}).Check(&s, flight(s, "fly.1", geom.V(90, 112)))); got != "return-far" {
		t.Errorf("Check(past his base) = %q, want return-far", got)
	}
}

// Initiative (wme.md §11.2 [L2121]): a flyer charges on initiative, over
// what lies between [L2151], but never evades: no evade is offered.
func TestFlyerInitiative(t *testing.T) {
	w := newWorld().unit("fly", 0, Monster, 1, 90, 100, north, with(nil, keyFly)).
		unit("en", 1, Infantry, 1, 90, 84, south, nil).
		feature("lk", "lake", geom.V(80, 90), geom.V(100, 90), geom.V(100, 96), geom.V(80, 96))
	s := w.state(t)
	if s.Phase != PhaseInitiative {
		t.Fatalf("phase %s, want initiative", s.Phase)
	}
	charge := rules.Action{Kind: KindCharge, Side: 0, Target: "en", Args: map[string]string{"unit": "fly"}}
	if err := (Rules{}).Check(&s, charge); err != nil {
		t.Errorf("charge on initiative over the lake: %v", err)
	}
	if got := code((Rules{}).Check(&s, evade("fly", "en", ""))); got != "flyer" {
		t.Errorf("evade = %q, want flyer [L2121]", got)
	}
	for _, o := range (Rules{}).Offers(&s, 0, []string{"fly.1"}) {
		if o.Action.Kind == KindEvade {
			t.Errorf("offered %q: flyers do not evade [L2121]", o.Label)
		}
	}
	delete(w.s.Units[2].Profile, keyFly)
	g := w.state(t)
	if got := code((Rules{}).Check(&g, charge)); !strings.HasPrefix(got, "charge-") {
		t.Errorf("the same charge on foot = %q, want a charge refusal (the lake)", got)
	}
}

// Exposed flank (wme.md §11.2 [L2169]): a flying enemy on an open flank
// threatens (−1) but never adds the flank penalty.
func TestFlyerNoFlankPenalty(t *testing.T) {
	for _, flies := range []bool{false, true} {
		w := newWorld().unit("inf", 0, Infantry, 1, 90, 100, north, nil).
			unit("en", 1, Monster, 1, 80, 100, north, nil)
		if flies {
			w.s.Units[3].Profile = with(nil, keyFly)
		}
		s := toOrders(t, w.state(t))
		test, err := prepareOrder(&s, order(0, "gen", "inf"))
		if err != nil {
			t.Fatal(err)
		}
		flank := false
		for _, m := range test.Modifiers {
			flank = flank || strings.Contains(m.Why, "flank")
		}
		if flank == flies {
			t.Errorf("enemy flying %v: flank penalty %v, want %v [L2169]", flies, flank, !flies)
		}
	}
}

// Falling back (wme.md §11.2 [L2165]): a flyer flies over the wood behind
// it and lands beyond; on foot it stops at the wood.
func TestFlyerFallBack(t *testing.T) {
	w := newWorld().unit("fly", 0, Monster, 1, 90, 80, north, with(nil, keyFly)).
		feature("wd", "wood", geom.V(80, 84), geom.V(100, 84), geom.V(100, 90), geom.V(80, 90))
	s := w.state(t)
	u, _ := s.Unit("fly")
	if d, _ := flyingFallBack(&s, u, geom.V(0, 1), 13); math.Abs(d-13) > 1e-6 {
		t.Errorf("fall back 13 over the wood = %g, want 13", d)
	}
	if d, _ := flyingFallBack(&s, u, geom.V(0, 1), 8); d > 2+1e-6 {
		t.Errorf("fall back 8 ending in the wood = %g, want at most 2 (short of it) [L2153]", d)
	}
}

// Flying commanders (wme.md §11.2 [L2108], [L2177]): 100 cm, over
// anything, ending on ground open to cavalry, unseen places allowed.
func TestFlyingCommander(t *testing.T) {
	tests := []struct {
		name   string
		to     geom.Vec
		refuse string
	}{
		{"90 cm, behind the wood, out of sight [L2177]", geom.V(90, 25), ""},
		{"onto the wood [L2177]", geom.V(90, 60), "landing"},
		{"101 cm [L2109]", geom.V(90, 14), "allowance"},
	}
	for _, tc := range tests {
		w := newWorld().feature("wd", "wood", geom.V(80, 55), geom.V(100, 55), geom.V(100, 65), geom.V(80, 65))
		w.s.Units[0].Profile[keyFly] = 1
		s := toOrders(t, w.state(t))
		s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
		a := rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: "gen.1",
			Path: geom.Path{{Pos: geom.V(90, 115), Facing: north}, {Pos: tc.to, Facing: north}}}}}
		if got := code((Rules{}).Check(&s, a)); got != tc.refuse {
			t.Errorf("%s: Check = %q, want %q", tc.name, got, tc.refuse)
		}
	}
}

// offerLabelled is the first enabled offer whose label starts with label.
func offerLabelled(t *testing.T, s rules.State, label string) rules.Offer {
	t.Helper()
	var seen []string
	for _, o := range (Rules{}).Offers(&s, s.Active, nil) {
		if strings.HasPrefix(o.Label, label) && o.Disabled == "" {
			return o
		}
		seen = append(seen, o.Label+" ["+o.Disabled+"]")
	}
	t.Fatalf("no enabled offer %q among %q", label, seen)
	return rules.Offer{}
}

// A flyer falling back lands as far as it may ([L2165], [L2153]), to
// within 0.01 cm, not on the millimetre grid it searches: its 4 cm deep
// base at (90, 80), rear edge at y = 82, falls back south 8 cm; a wood
// from y = wy stops its landing d cm back, d = wy − 82; the table's edge
// (y = 120) stops one at y = 110.37 at 120 − 112.37 = 7.63 of 10. (A
// landing may overlap by table.OverlapSlack, as every base may.)
func TestFlyerFallBackLongest(t *testing.T) {
	tests := []struct {
		name       string
		y, wy      float64 // the flyer's centre; the wood's near edge (0: none)
		roll, want float64
	}{
		{"wood 2.37 cm behind", 80, 84.37, 8, 2.37},
		{"wood 2.04 cm behind", 80, 84.04, 8, 2.04},
		{"the table edge 7.63 cm behind", 110.37, 0, 10, 7.63},
	}
	for _, tc := range tests {
		w := newWorld().unit("fly", 0, Monster, 1, 90, tc.y, north, with(nil, keyFly))
		if tc.wy > 0 {
			w.feature("wd", "wood", geom.V(80, tc.wy), geom.V(100, tc.wy), geom.V(100, tc.wy+6), geom.V(80, tc.wy+6))
		}
		s := w.state(t)
		u, _ := s.Unit("fly")
		if d, _ := flyingFallBack(&s, u, geom.V(0, 1), tc.roll); d > tc.want+table.OverlapSlack || d < tc.want-0.01 {
			t.Errorf("%s: falls back %.4f, want %.2f within 0.01 cm [L2165]", tc.name, d, tc.want)
		}
	}
}
