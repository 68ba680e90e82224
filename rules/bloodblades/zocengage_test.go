package bloodblades

import (
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// turnTo is unit's move to pose (x, y, bearing): a turn in place, a
// slide sideways, then straight ahead.
func turnTo(s *rules.State, unit string, x, y, bearing float64) rules.Action {
	b := base(s, unit)
	to := geom.Pose{Pos: geom.V(x, y), Facing: geom.FromBearing(bearing)}
	return rules.Action{Kind: rules.KindMove, Side: b.Side, Moves: []rules.Move{{Base: b.ID, Path: engagePaths(b.Shape.Pose(), to)[4]}}}
}

// TestZoccedIsolatedBase is §7.11 [L1697]: an isolated base in an
// enemy's ZoC that goes into close combat with it and cannot do so
// straight ahead must make contact in full front-to-front alignment if it
// has room, else the nearest approximation; one that can go straight
// ahead must, isolated or not, and a zocced base must engage its zoccer
// rather than another enemy when it can reach it ([L1402]).
//
// Red Reg Sp(O) z at (63, 40) faces south: its front edge runs at y
// 40.75 from x 61 to 65, its ZoC (G30) below it to y 44.75. Blue Reg
// Ax(O) a (2 cm deep, 3 MU) faces east at (63, 44), inside that ZoC,
// with nothing ahead: the full alignment is a at (63, 41.75) facing
// north. A lake from x 64.5 (y 40.9 to 42.3) leaves room only 0.5 cm to
// the left of it. Facing north at (62, 45), a reaches z straight ahead; g
// behind it makes it a group; a red Sp y at (58, 48) facing east is
// another enemy a could turn to engage.
func TestZoccedIsolatedBase(t *testing.T) {
	east := 90.0
	for _, c := range []struct {
		name  string
		a     [3]float64 // a's x, y, bearing
		world func(w *world)
		move  func(s *rules.State) rules.Action
		want  string
		why   string
	}{
		{name: "full front-to-front alignment [L1697]", a: [3]float64{63, 44, east},
			move: func(s *rules.State) rules.Action { return turnTo(s, "a", 63, 41.75, north) }},
		{name: "contact 1 cm off the alignment [L1697]", a: [3]float64{63, 44, east},
			move: func(s *rules.State) rules.Action { return turnTo(s, "a", 62, 41.75, north) }, want: "zoc-align", why: "in full front-to-front alignment"},
		{name: "no room for the alignment: the nearest pose, 0.5 cm left [L1697]", a: [3]float64{63, 44, east},
			world: func(w *world) { w.rect("la", "lake", 64.5, 40.9, 70, 42.3) },
			move:  func(s *rules.State) rules.Action { return turnTo(s, "a", 62.5, 41.75, north) }},
		{name: "no room: 1.5 cm left is not the nearest [L1697]", a: [3]float64{63, 44, east},
			world: func(w *world) { w.rect("la", "lake", 64.5, 40.9, 70, 42.3) },
			move:  func(s *rules.State) rules.Action { return turnTo(s, "a", 61.5, 41.75, north) }, want: "zoc-align", why: "as near a full front-to-front alignment"},
		{name: "in a group, not isolated: the straightest move first all the same [L1402]", a: [3]float64{62, 45, north},
			world: func(w *world) { w.unit("g", 0, "Reg Ax(O)", 62, 47, north) },
			move:  func(s *rules.State) rules.Action { return turnTo(s, "a", 63, 41.75, north) }, want: "zoc-ahead", why: "most straight ahead"},
		{name: "in a group, straight ahead into z [L1402]", a: [3]float64{62, 45, north},
			world: func(w *world) { w.unit("g", 0, "Reg Ax(O)", 62, 47, north) },
			move:  func(s *rules.State) rules.Action { return ahead(s, "a", 3.25) }},
		{name: "into another enemy while z can be reached [L1402]", a: [3]float64{62, 45, north},
			world: func(w *world) { w.unit("y", 1, "Reg Sp(O)", 58, 48, 90) },
			move:  func(s *rules.State) rules.Action { return turnTo(s, "a", 59.75, 48, 270) }, want: "zoc-zoccer", why: "rather than with another enemy"},
		{name: "straight ahead reaches z: it must go straight ahead [L1402, L1697]", a: [3]float64{62, 45, north},
			move: func(s *rules.State) rules.Action { return turnTo(s, "a", 63, 41.75, north) }, want: "zoc-ahead", why: "straight ahead"},
		{name: "straight ahead into z [L1402]", a: [3]float64{62, 45, north},
			move: func(s *rules.State) rules.Action { return ahead(s, "a", 3.25) }},
	} {
		w := newWorld().unit("z", 1, "Reg Sp(O)", 63, 40, south).unit("a", 0, "Reg Ax(O)", c.a[0], c.a[1], c.a[2])
		if c.world != nil {
			c.world(w)
		}
		s := w.ready(t, 6)
		if _, ok := zocced(&s, base(&s, "a")); !ok {
			t.Fatalf("%s: a is not in z's ZoC", c.name)
		}
		a := c.move(&s)
		err := Rules{}.Check(&s, a)
		if got := code(err); got != c.want || !has(msg(err), c.why) {
			t.Errorf("%s: Check = %q (%v), want %q with %q", c.name, got, err, c.want, c.why)
			continue
		}
		if c.want == "" {
			n, _ := apply(t, s, a)
			if !InCloseCombat(base(&n, "a").Shape, base(&n, "z").Shape) {
				t.Errorf("%s: a is not in close combat with z", c.name)
			}
		}
	}
}

// TestZocEngageOffer is the offer that makes §7.11 [L1697]'s move, a pose
// a hand cannot place to the rule's tolerance: for the selected isolated
// base in z's ZoC that cannot reach it straight ahead, the move into full
// front-to-front alignment, or the nearest pose there is room for, with
// its PIG cost; it passes Check and ends in close combat in that pose,
// and the refusal of a pose 1 mm off names it. The world is
// TestZoccedIsolatedBase's.
func TestZocEngageOffer(t *testing.T) {
	east := 90.0
	for _, c := range []struct {
		name  string
		a     [3]float64
		world func(w *world)
		label string     // the offer's label up to its cost; "" for no such offer
		end   [2]float64 // where a ends, facing north
	}{
		{name: "room: full front-to-front alignment [L1697]", a: [3]float64{63, 44, east},
			label: "Engage z (Reg Sp(O)) front to front, aligned (ZoC [L1697])", end: [2]float64{63, 41.75}},
		{name: "no room: the nearest pose, 0.5 cm left [L1697]", a: [3]float64{63, 44, east},
			world: func(w *world) { w.rect("la", "lake", 64.5, 40.9, 70, 42.3) },
			label: "Engage z (Reg Sp(O)) as near aligned as there is room (ZoC [L1697])", end: [2]float64{62.5, 41.75}},
		{name: "straight ahead reaches z: the contact offer, not this [L1697]", a: [3]float64{62, 45, north}},
		{name: "in a group the base is not isolated [L1697]", a: [3]float64{62, 45, north},
			world: func(w *world) { w.unit("g", 0, "Reg Ax(O)", 62, 47, north) }},
	} {
		w := newWorld().unit("z", 1, "Reg Sp(O)", 63, 40, south).unit("a", 0, "Reg Ax(O)", c.a[0], c.a[1], c.a[2])
		if c.world != nil {
			c.world(w)
		}
		s := w.ready(t, 6)
		var found []rules.Offer
		for _, o := range (Rules{}).Offers(&s, 0, []string{"a.1"}) {
			if has(o.Label, "Engage ") {
				found = append(found, o)
			}
		}
		if c.label == "" {
			if len(found) > 0 {
				t.Errorf("%s: offers %q, want none", c.name, found[0].Label)
			}
			continue
		}
		if len(found) != 1 || !has(found[0].Label, c.label+" — costs 2 PIGs (1 move, +1 C-in-C over 10 MU away)") || found[0].Disabled != "" || len(found[0].Preview) != 1 {
			t.Errorf("%s: offers %+v, want one enabled %q costing 2 PIGs, previewed", c.name, found, c.label)
			continue
		}
		a := found[0].Action
		if err := (Rules{}).Check(&s, a); err != nil {
			t.Errorf("%s: Check(offer) = %v", c.name, err)
			continue
		}
		n, _ := apply(t, s, a)
		got, z := base(&n, "a").Shape, base(&n, "z").Shape
		if !InCloseCombat(got, z) || !matchesPose(got, geom.Pose{Pos: geom.V(c.end[0], c.end[1]), Facing: geom.FromBearing(north)}) {
			t.Errorf("%s: a ends at %v facing %.1f°, want in close combat with z at %v facing north", c.name, got.Center, geom.Deg(got.Facing), c.end)
		}
		off := turnTo(&s, "a", c.end[0]-ZocSlideStep, c.end[1], north)
		if err := (Rules{}).Check(&s, off); code(err) != "zoc-align" || !has(msg(err), `take the offer "`+c.label+`"`) {
			t.Errorf("%s: Check(1 mm off) = %v, want zoc-align naming the offer %q", c.name, err, c.label)
		}
	}
}
