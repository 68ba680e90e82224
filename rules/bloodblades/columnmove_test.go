package bloodblades

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// columnWorld is a column of three Reg Cv (4 × 3 cm, 4 MU = 12 cm in
// GGo) facing north, head c1 centred at (60, 60), c2 and c3 behind it.
func columnWorld(t *testing.T) rules.State {
	return newWorld().genNear().
		unit("c1", 0, "Reg Cv(O)", 60, 60, north).
		unit("c2", 0, "Reg Cv(O)", 60, 63, north).
		unit("c3", 0, "Reg Cv(O)", 60, 66, north).ready(t, 6)
}

// headSteps is the head's path through ops, each applied to its current
// pose: a pivot on its own front corner, or straight ahead.
func headSteps(head geom.Rect, ops ...colOp) geom.Path {
	pose := head.Pose()
	p := geom.Path{pose}
	for _, o := range ops {
		if o.pivot {
			r := head.At(pose)
			c := r.CornerAt(geom.FR)
			if o.turn < 0 {
				c = r.CornerAt(geom.FL)
			}
			pose = geom.Pose{Pos: pose.Pos.RotateAbout(c, o.turn), Facing: pose.Facing + o.turn}
		} else {
			pose = geom.Pose{Pos: pose.Pos.Add(geom.Dir(pose.Facing).Scale(o.d)), Facing: pose.Facing}
		}
		p = append(p, pose)
	}
	return p
}

func pl(deg float64) colOp { return colOp{pivot: true, turn: -geom.Rad(deg)} }
func pr(deg float64) colOp { return colOp{pivot: true, turn: geom.Rad(deg)} }
func fw(d float64) colOp   { return colOp{d: d} }

// TestColumnFollow is the column following its head (bnb.md §7.5
// [L1532], G23): the head goes straight ahead or pivots on a front
// corner as often as it likes; the others keep the old direction until
// they reach the point where it pivoted. The length is the head's by the
// group rule (a quarter pivot of a 4 cm base is 2π ≈ 6.3 cm, A22); the
// pivot limit of [L1614] does not apply to columns.
func TestColumnFollow(t *testing.T) {
	col := ids("c1", "c2", "c3")
	for _, c := range []struct {
		name string
		ops  []colOp
		edit func(a *rules.Action)
		want string
	}{
		{"straight ahead 3 MU", []colOp{fw(9)}, nil, ""},
		{"pivot left 90° then 1 MU (3.1 MU)", []colOp{pl(90), fw(3)}, nil, ""},
		{"pivot right 90° then 1.9 MU (4.0 MU)", []colOp{pr(90), fw(5.7)}, nil, ""},
		{"pivot left 90° then 2 MU (4.1 MU)", []colOp{pl(90), fw(6)}, nil, "allowance"},
		{"pivots as often as it likes [L1532], beyond the 1 MU limit [L1614]", []colOp{pr(30), fw(3), pl(30), fw(3)}, nil, ""},
		{"a follower cutting the corner", []colOp{pl(90), fw(3)}, func(a *rules.Action) {
			a.Moves[1].Path = geom.Path{a.Moves[1].Path[0], a.Moves[1].Path.End()}
			a.Moves[2].Path[len(a.Moves[2].Path)-1].Pos.Y -= 1
		}, "rigid"},
		{"the head spinning about its centre", nil, func(a *rules.Action) {
			p := a.Moves[0].Path[0]
			a.Moves[0].Path = geom.Path{p, {Pos: p.Pos, Facing: p.Facing + 0.3}}
		}, "column"},
	} {
		s := columnWorld(t)
		head := mustBase(&s, col[0]).Shape
		a := ColumnFollow(&s, 0, col, headSteps(head, c.ops...))
		if c.edit != nil {
			c.edit(&a)
		}
		err := Rules{}.Check(&s, a)
		if got := code(err); got != c.want {
			t.Errorf("%s: Check = %q (%v), want %q", c.name, got, err, c.want)
		}
	}
}

// TestColumnFollowApply: after the head pivots left 90° and goes 3 cm
// ahead, c2 has reached the bend and pivoted there, its front against the
// head's rear; c3 has gone 3 cm straight ahead, still facing north: a
// broken column [L1532]. One order, one PIG.
func TestColumnFollowApply(t *testing.T) {
	s := columnWorld(t)
	col := ids("c1", "c2", "c3")
	a := ColumnFollow(&s, 0, col, headSteps(mustBase(&s, col[0]).Shape, pl(90), fw(3)))
	n, evs := apply(t, s, a)
	west, northF := geom.FromBearing(270), geom.FromBearing(0)
	for _, w := range []struct {
		id     string
		x, y   float64
		facing float64
	}{
		{col[0], 56.5, 56.5, west}, {col[1], 59.5, 56.5, west}, {col[2], 60, 63, northF},
	} {
		sh := mustBase(&n, w.id).Shape
		if sh.Center.Dist(geom.V(w.x, w.y)) > 1e-6 || math.Abs(geom.NormAngle(sh.Facing-w.facing)) > 1e-6 {
			t.Errorf("%s ended at %v facing %.1f°, want (%g, %g) facing %.1f°", w.id, sh.Center, geom.Deg(sh.Facing), w.x, w.y, geom.Deg(w.facing))
		}
	}
	if len(evs) != 1 || !has(evs[0].Text, "pivot left 2.1 MU") || !has(evs[0].Text, "costs 1 PIG") || n.Counters[ctPIGs] != 5 {
		t.Errorf("events %+v, %d PIGs left", evs, n.Counters[ctPIGs])
	}
}

// TestColumnOffers: a selected column is offered the follow-the-head
// moves, a quarter pivot each way then ahead as far as the allowance
// goes (4 MU less the 2.1 MU pivot), priced.
func TestColumnOffers(t *testing.T) {
	s := columnWorld(t)
	var got []string
	for _, o := range (Rules{}).Offers(&s, 0, ids("c2")) {
		if strings.HasPrefix(o.Label, "Column") {
			got = append(got, o.Label)
			if o.Disabled != "" {
				t.Errorf("%s: disabled: %s", o.Label, o.Disabled)
			}
		}
	}
	if len(got) != 2 || !has(got[0], "pivot left 90°, then 1.9 MU — costs 1 PIG") || !has(got[1], "pivot right") {
		t.Errorf("column offers %q", got)
	}
}
