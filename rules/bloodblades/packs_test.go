package bloodblades

import (
	"math"
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// packWorld is a pack that is not a group (G22 [L1634-1639]): a Reg Cv
// p1 at (50, 50); a Reg Sp p2 half a width to its right with its front
// on p1's rear (edge contact, no corner in common); a Reg Cv p3 directly
// behind p2. Reg Cv move 4 MU (12 cm), Reg Sp 2 MU (6 cm) (Table 6.1);
// the C-in-C is in sight within 10 MU.
func packWorld(t *testing.T, pigs int) rules.State {
	t.Helper()
	return newWorld().genNear().
		unit("p1", 0, "Reg Cv(O)", 50, 50, north).
		unit("p2", 0, "Reg Sp(O)", 52, 52.25, north).
		unit("p3", 0, "Reg Cv(O)", 52, 54.5, north).ready(t, pigs)
}

// moveOf is the end of base id's path in a.
func moveOf(a rules.Action, id string) geom.Path {
	for _, m := range a.Moves {
		if m.Base == id {
			return m.Path
		}
	}
	return nil
}

// TestPackAhead is the pack going straight ahead at full speed
// [L1651-1655]: each base its full allowance, the front ones first, the
// Cv behind the slower Sp stopping as soon as its front meets it; it
// costs 2 PIGs (C14 [L1369]), and a pack moves once a period [L1641].
func TestPackAhead(t *testing.T) {
	s := packWorld(t, 6)
	pack := ids("p1", "p2", "p3")
	if got := Packs(&s, 0); len(got) != 1 || !slices.Equal(got[0], pack) || IsGroup(&s, pack) {
		t.Fatalf("test set-up: Packs = %v, IsGroup %v; want one pack p1 p2 p3, no group", got, IsGroup(&s, pack))
	}
	a := PackAheadAction(&s, 0, pack)
	for _, c := range []struct {
		id   string
		want float64 // cm straight ahead
	}{
		{"p1.1", 12}, // Reg Cv, 4 MU
		{"p2.1", 6},  // Reg Sp, 2 MU
		{"p3.1", 6},  // stopped by p2 [L1653]
	} {
		p := moveOf(a, c.id)
		if got := p.End().Pos.Dist(p[0].Pos); math.Abs(got-c.want) > 1e-6 || !only(p, legAhead) {
			t.Errorf("%s goes %.3f cm (path %v), want %.1f straight ahead", c.id, got, p, c.want)
		}
	}
	cost, err := Rules{}.Cost(&s, a)
	if err != nil || cost.Total != 2 || !cost.has("C14") || cost.has("C2") {
		t.Errorf("Cost = %v, %v; want 2 PIGs by C14 [L1369]", cost, err)
	}
	n, evs := apply(t, s, a)
	if got := n.Counters[ctPIGs]; got != 4 {
		t.Errorf("PIGs left %d, want 4; %v", got, evs)
	}
	if y := base(&n, "p3").Shape.Center.Y; math.Abs(y-48.5) > 1e-6 {
		t.Errorf("p3 at y %g, want 48.5, its front on p2's rear", y)
	}
	// p2 and p3 are still a pack: not again this period [L1641].
	again := PackAheadAction(&n, 0, ids("p2", "p3"))
	if got := code(Rules{}.Check(&n, again)); got != "pack-once" {
		t.Errorf("a second pack move: %q, want pack-once [L1641]", got)
	}
}

// TestPackRefusals: the paths must be where the rules take each base
// [L1651-1655]; the whole pack moves, never part of it [L1643]; the
// leader of a pack ordered into a group is its most forward base
// [L1659]; and the PIGs must be there (§6.3).
func TestPackRefusals(t *testing.T) {
	for _, c := range []struct {
		name string
		pigs int
		act  func(s *rules.State) rules.Action
		want string
	}{
		{"as the rules move it", 6, func(s *rules.State) rules.Action { return PackAheadAction(s, 0, ids("p1", "p2", "p3")) }, ""},
		{"p3 going its full 12 cm through p2 [L1653]", 6, func(s *rules.State) rules.Action {
			a := PackAheadAction(s, 0, ids("p1", "p2", "p3"))
			for i, m := range a.Moves {
				if m.Base == "p3.1" {
					a.Moves[i].Path = geom.Path{m.Path[0], {Pos: m.Path[0].Pos.Add(geom.V(0, -12)), Facing: m.Path[0].Facing}}
				}
			}
			return a
		}, "pack-move"},
		{"p1 and p2 without p3 [L1643]", 6, func(s *rules.State) rules.Action { return PackAheadAction(s, 0, ids("p1", "p2")) }, "pack"},
		{"led by p3, not the most forward [L1659]", 6, func(s *rules.State) rules.Action {
			return PackIntoGroupAction(s, 0, ids("p1", "p2", "p3"), "p3.1")
		}, "leader"},
		{"1 PIG for 2 (C14)", 1, func(s *rules.State) rules.Action { return PackAheadAction(s, 0, ids("p1", "p2", "p3")) }, "pigs"},
		{"3 PIGs for 4 (C15)", 3, func(s *rules.State) rules.Action {
			return PackIntoGroupAction(s, 0, ids("p1", "p2", "p3"), "p1.1")
		}, "pigs"},
	} {
		s := packWorld(t, c.pigs)
		if got := code(Rules{}.Check(&s, c.act(&s))); got != c.want {
			t.Errorf("%s: Check = %q, want %q", c.name, got, c.want)
		}
	}
}

// TestPackIntoGroup orders a pack into a group [L1657-1663]: the leader
// p1 stays; r1, the leading base of the file on its right, lines up
// with it, and r2 behind r1 closes up behind it; l1 on the left lines
// up. It costs 4 PIGs (C15 [L1373]) and ends a group. With a crosswise
// friend in l1's way, l1 stops against it: the pack is only tidier
// [L2600].
func TestPackIntoGroup(t *testing.T) {
	world := func() *world {
		return newWorld().genNear().
			unit("p1", 0, "Reg Cv(O)", 50, 50, north).
			unit("r1", 0, "Reg Cv(O)", 54, 51.5, north). // 1.5 cm back, flank to flank
			unit("r2", 0, "Reg Cv(O)", 55, 54.5, north). // behind r1, 1 cm to its right
			unit("l1", 0, "Reg Cv(O)", 46, 52, north)    // 2 cm back, flank to flank
	}
	pack := ids("p1", "r1", "r2", "l1")
	for _, c := range []struct {
		name    string
		blocked bool
		want    map[string]geom.Vec
		group   bool
	}{
		{"clear", false, map[string]geom.Vec{
			"p1.1": geom.V(50, 50), "r1.1": geom.V(54, 50), "r2.1": geom.V(54, 53), "l1.1": geom.V(46, 50)}, true},
		{"l1 stopped by a crosswise Sp [L2600]", true, map[string]geom.Vec{
			"p1.1": geom.V(50, 50), "r1.1": geom.V(54, 50), "r2.1": geom.V(54, 53), "l1.1": geom.V(46, 51.5)}, false},
	} {
		w := world()
		if c.blocked {
			w.unit("x", 0, "Reg Sp(O)", 44.25, 48, 90) // y 46-50, x 43.5-45
		}
		s := w.ready(t, 6)
		if got := packOf(&s, 0, "p1.1"); len(got) != 4 || IsGroup(&s, pack) {
			t.Fatalf("%s: test set-up: pack %v, group %v", c.name, got, IsGroup(&s, pack))
		}
		a := PackIntoGroupAction(&s, 0, pack, "p1.1")
		cost, err := Rules{}.Cost(&s, a)
		if err != nil || cost.Total != 4 || !cost.has("C15") {
			t.Errorf("%s: Cost = %v, %v; want 4 PIGs by C15 [L1373]", c.name, cost, err)
		}
		n, evs := apply(t, s, a)
		for id, want := range c.want {
			if got := mustBase(&n, id).Shape.Center; got.Dist(want) > 1e-6 {
				t.Errorf("%s: %s at %v, want %v; %v", c.name, id, got, want, evs)
			}
		}
		if got := IsGroup(&n, pack); got != c.group {
			t.Errorf("%s: a group after: %v, want %v", c.name, got, c.group)
		}
		if got := n.Counters[ctPIGs]; got != 2 {
			t.Errorf("%s: PIGs left %d, want 2", c.name, got)
		}
	}
}

// TestPackOffers: a base in a pack is offered the pack's two moves with
// their costs (C14, C15), labelled apart from the group moves; a group
// may be ordered as a pack [L1645] (Args pack), at 2 PIGs where its
// straight-ahead group move costs 1.
func TestPackOffers(t *testing.T) {
	s := packWorld(t, 6)
	var labels []string
	for _, o := range (Rules{}).Offers(&s, 0, ids("p2")) {
		labels = append(labels, o.Label)
	}
	for _, want := range []string{
		"Pack of 3 at full speed — costs 2 PIGs (2 pack straight ahead at full speed)",
		"Pack of 3 into a group led by p1 (Reg Cv(O)) — costs 4 PIGs (4 pack ordered into a group)",
	} {
		if !slices.Contains(labels, want) {
			t.Errorf("no offer %q in %q", want, labels)
		}
	}
	g := newWorld().genNear().unit("g1", 0, "Reg Cv(O)", 50, 50, north).unit("g2", 0, "Reg Cv(O)", 54, 50, north).ready(t, 6)
	line := ids("g1", "g2")
	a := PackAheadAction(&g, 0, line)
	if c, err := (Rules{}).Cost(&g, a); err != nil || c.Total != 2 {
		t.Errorf("a group as a pack costs %v, %v; want 2 (C14)", c, err)
	}
	if c, err := (Rules{}).Cost(&g, GroupAhead(&g, 0, line, 12)); err != nil || c.Total != 1 {
		t.Errorf("the same group straight ahead costs %v, %v; want 1 (C2)", c, err)
	}
}

// TestPackAheadTerrain: "full allowance" is each base's own for the
// terrain it crosses, with the stop rule [L1449]: the Cv p1 meeting a
// wood (DGo, 2 MU = 6 cm for Cv) after 5 cm goes on to 6 cm in all; after
// 7 cm it stops at the wood's edge. The pack moves on regardless: p2
// (Sp, 6 cm) and p3 (stopped by p2) as in open ground.
func TestPackAheadTerrain(t *testing.T) {
	for _, c := range []struct {
		name string
		edge float64 // cm from p1's front to the wood
		want float64 // cm p1 goes
	}{
		{"wood after 5 cm [L1449]", 5, 6},
		{"wood after 7 cm: stops at its edge [L1449]", 7, 7},
		{"no wood: 4 MU", 40, 12},
	} {
		front := 50 - 1.5 // p1's front edge (y)
		s := newWorld().genNear().
			unit("p1", 0, "Reg Cv(O)", 50, 50, north).
			unit("p2", 0, "Reg Sp(O)", 52, 52.25, north).
			unit("p3", 0, "Reg Cv(O)", 52, 54.5, north).
			rect("wd", "wood", 40, 0, 60, front-c.edge).ready(t, 6)
		a := PackAheadAction(&s, 0, ids("p1", "p2", "p3"))
		n, evs := apply(t, s, a)
		if got := 50 - base(&n, "p1").Shape.Center.Y; math.Abs(got-c.want) > 1e-3 {
			t.Errorf("%s: p1 went %.3f cm, want %.1f; %v", c.name, got, c.want, evs)
		}
		if got := 52.25 - base(&n, "p2").Shape.Center.Y; math.Abs(got-6) > 1e-3 {
			t.Errorf("%s: p2 went %.3f cm, want 6", c.name, got)
		}
	}
}
