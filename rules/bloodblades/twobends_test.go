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
