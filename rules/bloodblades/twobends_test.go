package bloodblades

import (
	"math"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// twoBendWorld is columnWorld (c1 (60, 60), c2 (60, 63), c3 (60, 66),
// Reg Cv 4 × 3 cm facing north) after its head made ops, the others
// following, with the PIGs of a new period.
func twoBendWorld(t *testing.T, ops ...colOp) rules.State {
	t.Helper()
	s := columnWorld(t)
	col := ids("c1", "c2", "c3")
	n, _ := apply(t, s, ColumnFollow(&s, 0, col, headSteps(mustBase(&s, col[0]).Shape, ops...)))
	n.SetCounter(ctPIGs, 6)
	for i := range n.Units {
		n.Units[i].Status = nil
	}
	return n
}

// frontRight is the front-right corner of unit's base.
func frontRight(s *rules.State, unit string) geom.Vec { return base(s, unit).Shape.CornerAt(geom.FR) }

// TestTwoBends is a broken column whose head pivoted twice within a
// base's depth (bnb.md §7.5 [L1532-1541]): c2 then stands off the one
// bend line, its front-right corner Q with c1's A so that (A - Q) / 3 cm
// lies between the chord and the arc of the two facings. It is still
// linked behind c1, read with the second bend at A (doc.go, "Column with
// two bends"): s straight ahead, a pivot of θ1, e = 3 - s straight to A,
// a pivot of the rest, s = (9 - |A-Q|²) / (2(3 - (A-Q)·north)).
func TestTwoBends(t *testing.T) {
	col := ids("c1", "c2", "c3")
	for _, c := range []struct {
		name   string
		ops    []colOp // the head's move making the two bends
		ahead  float64 // the head's next move, straight ahead
		corner geom.Vec
		facing float64 // c2's bearing after it
	}{
		// The head pivots 45° right, goes 1 cm, pivots 45° right: c2
		// went 1 cm, A = (62.707, 57.793), Q = (62, 60.5): s = 2 cm,
		// θ1 = 45°, e = 1 cm — the head's own path. Going on 2.5 cm, c2
		// reaches the first bend after 2 cm, pivots 45° there and goes
		// 0.5 cm to the north-east.
		{"45° + 45°, read as made [L1532]", []colOp{pr(45), fw(1), pr(45)}, 2.5, geom.V(62+0.5/math.Sqrt2, 58.5-0.5/math.Sqrt2), 45},
		// The head pivots 30° right, goes 1 cm, pivots 30°, goes 1 cm:
		// c2 went 2 cm, A = (63.366, 57.134), Q = (62, 59.5): read as
		// s = 1.211 cm, θ1 = 49.79°, e = 1.789 cm to A, then 10.21°.
		// Going on 1.5 cm, c2 pivots 49.79° after 1.211 cm and goes
		// 0.289 cm (the head's own path would have given 30°).
		{"30° + 1 cm + 30° + 1 cm, read with the second bend at c1 [L1532]", []colOp{pr(30), fw(1), pr(30), fw(1)}, 1.5, geom.V(62.22046, 58.10232), 49.79218},
	} {
		s := twoBendWorld(t, c.ops...)
		got, ok := Column(&s, ids("c3", "c2", "c1"))
		if !ok || !IsBroken(&s, got) || got[0] != col[0] {
			t.Errorf("%s: Column = %v %v, want a broken column headed by c1 [L1537]", c.name, got, ok)
			continue
		}
		if bc := BrokenColumns(&s, 0); len(bc) != 1 || len(bc[0]) != 3 {
			t.Errorf("%s: BrokenColumns = %v, want c1 c2 c3", c.name, bc)
		}
		n, evs := apply(t, s, ColumnFollow(&s, 0, col, HeadPath(mustBase(&s, col[0]).Shape, 0, c.ahead)))
		fr, f := frontRight(&n, "c2"), geom.Deg(geom.NormAngle(base(&n, "c2").Shape.Facing-geom.FromBearing(0)))
		if fr.Dist(c.corner) > 1e-4 || math.Abs(f-c.facing) > 1e-4 {
			t.Errorf("%s: c2's front-right corner %v facing %.5f°, want %v facing %.5f°", c.name, fr, f, c.corner, c.facing)
		}
		if len(evs) != 1 || !has(evs[0].Text, "costs 1 PIG") {
			t.Errorf("%s: events %+v, want one follow order of 1 PIG", c.name, evs)
		}
		if _, ok := Column(&n, col); !ok {
			t.Errorf("%s: after following, no column", c.name)
		}
	}
}

// TestTwoBendsRefusals: a follower whose end the reading does not give
// is refused (the head's own path in the second case of TestTwoBends:
// the table does not show it [L1532]); bases off the two-bend area are
// no column.
func TestTwoBendsRefusals(t *testing.T) {
	col := ids("c1", "c2", "c3")
	s := twoBendWorld(t, pr(30), fw(1), pr(30), fw(1))
	a := ColumnFollow(&s, 0, col, HeadPath(mustBase(&s, col[0]).Shape, 0, 1.5))
	c2 := mustBase(&s, col[1]).Shape
	made := followPath(c2, []colOp{fw(1), pr(30), fw(1), pr(30), fw(1), fw(1.5)}, 1.5)
	a.Moves[1].Path = made
	if err := (Rules{}).Check(&s, a); code(err) != "rigid" || !has(msg(err), "[L1532]") {
		t.Errorf("c2 following the head's own bends: Check = %v, want rigid [L1532]", err)
	}
	for _, c := range []struct {
		name string
		edit func(s *rules.State)
	}{
		{"c2 beyond the arc: 0.5 cm further back", func(s *rules.State) {
			b := base(s, "c2")
			b.Shape.Center = b.Shape.Center.Sub(b.Shape.Forward().Scale(0.5))
		}},
		{"c2 turned 20° right on its front-right corner: the first bend would turn past c1's facing", func(s *rules.State) {
			b := base(s, "c2")
			b.Shape = b.Shape.At(geom.Pose{Pos: b.Shape.Center.RotateAbout(b.Shape.CornerAt(geom.FR), geom.Rad(20)), Facing: b.Shape.Facing + geom.Rad(20)})
		}},
	} {
		s := twoBendWorld(t, pr(30), fw(1), pr(30), fw(1))
		c.edit(&s)
		if got, ok := Column(&s, col); ok {
			t.Errorf("%s: Column = %v, want none", c.name, got)
		}
	}
}

// ordersWorld is columnWorld after each of orders, the head making it
// and the others following, each in a period of its own (the allowance
// of Reg Cv, 12 cm, renewed).
func ordersWorld(t *testing.T, orders ...[]colOp) rules.State {
	t.Helper()
	s := columnWorld(t)
	col := ids("c1", "c2", "c3")
	for _, ops := range orders {
		s, _ = apply(t, s, ColumnFollow(&s, 0, col, headSteps(mustBase(&s, col[0]).Shape, ops...)))
		s.SetCounter(ctPIGs, 6)
		for i := range s.Units {
			s.Units[i].Status = nil
		}
	}
	return s
}

// TestTwoBendsAnyWay: "la tête d'une colonne peut pivoter comme elle
// veut et chaque fois qu'elle le veut" [L1532], so between two bases a
// column may have two bends to opposite sides (a jog: its bases may all
// face one way again, still a broken column [L1537]), or bends turning
// half a turn or more in all (a column folding back beside itself). Each
// is read with the second bend at the base before (twobends.go), which
// is how the head made them here: ordered on, the column follows the
// head's very track — each base ends where following the whole path at
// once would have put it.
func TestTwoBendsAnyWay(t *testing.T) {
	col := ids("c1", "c2", "c3")
	for _, c := range []struct {
		name   string
		orders [][]colOp
		ahead  float64 // the head's next order, straight ahead
		facing float64 // the head's bearing after the orders
	}{
		{"a jog: left 30°, 1 cm, right 30°", [][]colOp{{pl(30), fw(1), pr(30)}}, 2.5, 0},
		{"left 30°, 1 cm, right 60°", [][]colOp{{pl(30), fw(1), pr(60)}}, 2.5, 30},
		{"right 45°, 2 cm, left 90°", [][]colOp{{pr(45), fw(2), pl(90)}}, 1.5, 315},
		{"half a turn: right 90°, 1 cm, then right 90°", [][]colOp{{pr(90), fw(1)}, {pr(90)}}, 1, 180},
		{"200° in all: right 100°, 1 cm, then right 100°", [][]colOp{{pr(100), fw(1)}, {pr(100)}}, 1, 200},
		{"200° in all, to the left", [][]colOp{{pl(100), fw(1)}, {pl(100)}}, 1, 160},
	} {
		s := ordersWorld(t, c.orders...)
		if f := geom.Bearing(base(&s, "c1").Shape.Facing); math.Abs(geom.NormAngle(geom.Rad(f-c.facing))) > 1e-6 {
			t.Fatalf("%s: set-up: the head faces %.1f°, want %.1f°", c.name, f, c.facing)
		}
		got, ok := Column(&s, ids("c3", "c1", "c2"))
		if !ok || !IsBroken(&s, got) || got[0] != col[0] || !IsGroup(&s, col) {
			t.Errorf("%s: Column = %v %v, broken %v, want a broken column headed by c1, one group [L1537, L1541]", c.name, got, ok, ok && IsBroken(&s, got))
			continue
		}
		if bc := BrokenColumns(&s, 0); len(bc) != 1 || len(bc[0]) != 3 {
			t.Errorf("%s: BrokenColumns = %v, want c1 c2 c3", c.name, bc)
		}
		// What following the whole path at once gives (the allowance
		// aside: the path is only built, not checked).
		s0 := columnWorld(t)
		var all []colOp
		for _, o := range c.orders {
			all = append(all, o...)
		}
		want := ColumnFollow(&s0, 0, col, headSteps(mustBase(&s0, col[0]).Shape, append(all, fw(c.ahead))...))
		n, evs := apply(t, s, ColumnFollow(&s, 0, col, HeadPath(mustBase(&s, col[0]).Shape, 0, c.ahead)))
		for i, m := range want.Moves {
			end, sh := m.Path.End(), mustBase(&n, m.Base).Shape
			if sh.Center.Dist(end.Pos) > 1e-6 || math.Abs(geom.NormAngle(sh.Facing-end.Facing)) > 1e-6 {
				t.Errorf("%s: %s ends at %v facing %.2f°, want %v facing %.2f° (the head's own track)", c.name, col[i], sh.Center, geom.Bearing(sh.Facing), end.Pos, geom.Bearing(end.Facing))
			}
		}
		if len(evs) != 1 || !has(evs[0].Text, "costs 1 PIG") {
			t.Errorf("%s: events %+v, want one follow order of 1 PIG", c.name, evs)
		}
	}
}

// TestTwoBendsOneWay: a file is read one way [L1532]. After the head's
// half turn (right 90°, 1 cm, right 90°), c1 stands beside c2 facing the
// other way, and the two-bend track that takes c2 to c1 takes c1 to c2
// as well, mirrored: c3, following c2, tells which is the head, c1,
// whichever order the bases are named in; the two alone are read neither
// way. Two Cv side by side facing one way, or back to back, are no
// column: no two bends within a depth take one to the other.
func TestTwoBendsOneWay(t *testing.T) {
	s := ordersWorld(t, []colOp{pr(90), fw(1)}, []colOp{pr(90)})
	a, b := base(&s, "c1").Shape, base(&s, "c2").Shape
	fwd, okF := columnTrack(a, b)
	back, okB := columnTrack(b, a)
	if !okF || !okB || simplerTrack(fwd, back) || simplerTrack(back, fwd) {
		t.Errorf("the half turn: tracks c2→c1 %v %v, c1→c2 %v %v: want both, as simple", fwd, okF, back, okB)
	}
	for _, named := range [][]string{ids("c1", "c2", "c3"), ids("c3", "c2", "c1"), ids("c2", "c3", "c1")} {
		if got, ok := Column(&s, named); !ok || got[0] != "c1.1" {
			t.Errorf("the half turn, named %v: Column = %v %v, want headed by c1", named, got, ok)
		}
	}
	if got, ok := Column(&s, ids("c1", "c2")); ok {
		t.Errorf("the half turn, c1 and c2 alone: Column = %v, want none (either could lead)", got)
	}
	ref := geom.Rect{Center: geom.V(60, 60), Facing: geom.FromBearing(0), Width: 4, Depth: 3}
	for _, c := range []struct {
		name string
		b    geom.Rect
	}{
		{"side by side, flank to flank", geom.Rect{Center: geom.V(64, 60), Facing: ref.Facing, Width: 4, Depth: 3}},
		{"side by side, 1 cm apart and 1 cm back", geom.Rect{Center: geom.V(65, 61), Facing: ref.Facing, Width: 4, Depth: 3}},
		{"back to back", geom.Rect{Center: geom.V(60, 63), Facing: ref.Facing + math.Pi, Width: 4, Depth: 3}},
	} {
		if ops, ok := columnLink(ref, c.b); ok {
			t.Errorf("%s: read as a column, %v", c.name, ops)
		}
		if ops, ok := columnLink(c.b, ref); ok {
			t.Errorf("%s, the other way: read as a column, %v", c.name, ops)
		}
	}
}

// TestThreeBends: the head's three pivots within a base's depth [L1532]
// are read only as far as two bends make the same poses (twobends.go,
// doc.go): three to the right (20°, 0.5 cm, 20°, 0.5 cm, 20°, c2 having
// gone 1 cm) are read as two, c2 then following the two; a zigzag (left
// 30°, 0.5 cm, right 60°, 0.5 cm, left 30°) that no two bends make is
// no column.
func TestThreeBends(t *testing.T) {
	col := ids("c1", "c2", "c3")
	for _, c := range []struct {
		name string
		ops  []colOp
		want bool
	}{
		{"three bends to the right, read as two", []colOp{pr(20), fw(0.5), pr(20), fw(0.5), pr(20)}, true},
		{"a zigzag", []colOp{pl(30), fw(0.5), pr(60), fw(0.5), pl(30)}, false},
	} {
		s := ordersWorld(t, c.ops)
		got, ok := Column(&s, col)
		if ok != c.want || IsGroup(&s, col) != c.want {
			t.Errorf("%s: Column = %v %v, IsGroup %v, want %v", c.name, got, ok, IsGroup(&s, col), c.want)
			continue
		}
		if !c.want {
			continue
		}
		ops, _ := columnLink(base(&s, "c1").Shape, base(&s, "c2").Shape)
		if n := len(ops); n != 4 || !ops[1].pivot || !ops[3].pivot {
			t.Errorf("%s: c2's track %v, want two bends", c.name, ops)
		}
		n, evs := apply(t, s, ColumnFollow(&s, 0, col, HeadPath(mustBase(&s, col[0]).Shape, 0, 1)))
		if _, ok := Column(&n, col); !ok || len(evs) != 1 {
			t.Errorf("%s: after following 1 cm, no column (%v)", c.name, evs)
		}
	}
}

// TestEchelonIsAJog is the reading of contact in a broken column (doc.go,
// "Contact between a column's bases"): a column need not touch at a bend
// [L1532, L1541], so two bases facing one way, one a depth ahead of the
// other and a width to the side with a width's gap between them (an
// echelon), are linked by a jog: it is where following leaves c2 after
// the head pivots θ right, goes W·cot(θ/2) and pivots θ back (θ at
// least 2·atan(W/D), 106.26° for Reg Cv 4 × 3 cm), two orders of the
// column here. Positions no jog makes are no link: corner to corner (a
// depth ahead, a width to the side), or a width's gap but not a depth
// ahead.
func TestEchelonIsAJog(t *testing.T) {
	const theta = 107.7
	s := ordersWorld(t, []colOp{pr(theta), fw(4 / math.Tan(geom.Rad(theta)/2))}, []colOp{pl(theta)})
	c1, c2 := base(&s, "c1").Shape, base(&s, "c2").Shape
	if off := c1.Center.Sub(c2.Center); !off.Near(geom.V(8, -3)) || math.Abs(geom.NormAngle(c1.Facing-c2.Facing)) > 1e-9 {
		t.Fatalf("c1 stands %v from c2, facing %.3f° from it: want the echelon (8, -3), one way", off, geom.Deg(c1.Facing-c2.Facing))
	}
	col := ids("c1", "c2", "c3")
	if got, ok := Column(&s, col); !ok || got[0] != col[0] || !IsBroken(&s, got) {
		t.Errorf("the column after its head's jog: Column = %v %v, want broken, headed by c1 [L1532, L1537]", got, ok)
	}
	b := geom.Rect{Center: geom.V(60, 60), Facing: geom.FromBearing(0), Width: 4, Depth: 3}
	for _, c := range []struct {
		name string
		dx   float64 // a's centre east of b's, cm
		dy   float64 // and north
		link bool
	}{
		{"the echelon, a width's gap, a depth ahead [L1532]", 8, 3, true},
		{"the echelon to the left", -8, 3, true},
		{"corner to corner", 4, 3, false},
		{"a width's gap, 2.9 cm ahead", 8, 2.9, false},
		{"a width's gap, 3.1 cm ahead", 8, 3.1, false},
	} {
		a := b
		a.Center = geom.V(60+c.dx, 60-c.dy)
		ops, ok := columnLink(a, b)
		if ok != c.link {
			t.Errorf("%s: linked %v (%v), want %v", c.name, ok, ops, c.link)
		}
		if ok && (len(ops) != 4 || ops[1].turn*ops[3].turn >= 0 || math.Abs(ops[1].turn+ops[3].turn) > 1e-9) {
			t.Errorf("%s: track %v, want a jog, two bends to opposite sides", c.name, ops)
		}
	}
}
