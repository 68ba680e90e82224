package bloodblades

import (
	"math"
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// formAt is the move of the group units forming a column at right
// angles: the head (units[0]) pivots turnDeg (negative: left) on its
// front corner and goes ahead cm; the others pivot as it did and go
// straight to their places directly behind it, in the order given.
func formAt(s *rules.State, turnDeg, ahead float64, units ...string) rules.Action {
	h := base(s, units[0]).Shape
	end := h.At(cornerPivot(h, geom.Rad(turnDeg)))
	end.Center = end.Center.Add(end.Forward().Scale(ahead))
	a := rules.Action{Kind: rules.KindMove, Side: 0}
	a.Moves = append(a.Moves, rules.Move{Base: units[0] + ".1", Path: geom.Path{h.Pose(), h.At(cornerPivot(h, geom.Rad(turnDeg))).Pose(), end.Pose()}})
	d := end.Depth
	for _, u := range units[1:] {
		r := base(s, u).Shape
		c := end.Center.Add(end.Forward().Scale(-d))
		d += r.Depth
		a.Moves = append(a.Moves, rules.Move{Base: u + ".1", Path: pivotThenTo(r, geom.Rad(turnDeg), c)})
	}
	return a
}

// TestFormColumnRightAngle is forming a column at right angles (bnb.md
// §7.5 [L1556-1560]) from a line of five Reg Cv (4 MU = 12 cm) g1..g5
// at x = 56..72, y = 60, facing north: the head, at one end of the
// front, pivots a quarter turn on a front corner (a 2.1 MU arc, A22) and
// may go ahead within the allowance; the others fall in behind it in the
// player's order with four times the allowance [L1559].
func TestFormColumnRightAngle(t *testing.T) {
	for _, c := range []struct {
		name  string
		turn  float64
		ahead float64
		units []string
		want  string
	}{
		{"g1 pivots left, the others behind [L1558-1559]", -90, 0, []string{"g1", "g2", "g3", "g4", "g5"}, ""},
		{"g5 pivots right, the player's order g4 g3 g1 g2 [L1559]", 90, 0, []string{"g5", "g4", "g3", "g1", "g2"}, ""},
		{"g1 pivots left and goes 1.9 MU: 4.0 MU, g5 over 4 MU [L1559]", -90, 5.5, []string{"g1", "g2", "g3", "g4", "g5"}, ""},
		{"g1 pivots left and goes 2 MU: 4.1 MU", -90, 6, []string{"g1", "g2", "g3", "g4", "g5"}, "allowance"},
		{"g3 is not at an end of the front [L1558]", -90, 0, []string{"g3", "g1", "g2", "g4", "g5"}, "form"},
		{"g1 pivots 45°: not at right angles", -45, 0, []string{"g1", "g2"}, "form"},
	} {
		s := newWorld().genNear().row("g", 0, "Reg Cv(O)", 56, 60, 5, north).ready(t, 6)
		err := Rules{}.Check(&s, formAt(&s, c.turn, c.ahead, c.units...))
		if got := code(err); got != c.want {
			t.Errorf("%s: Check = %q (%v), want %q", c.name, got, err, c.want)
		}
	}
	// g5's own path in the third case is longer than the allowance: the
	// factor of 4 is what lets it through.
	s := newWorld().genNear().row("g", 0, "Reg Cv(O)", 56, 60, 5, north).ready(t, 6)
	a := formAt(&s, -90, 5.5, "g1", "g2", "g3", "g4", "g5")
	if d := travel(base(&s, "g5").Shape, a.Moves[4].Path); d <= 12 || d > 48 {
		t.Errorf("g5 travels %.1f cm, want more than its 12 cm allowance for the test to mean anything", d)
	}
	// What Offers proposes: g1 pivots left, the others fall in behind
	// it, nearest first; a column facing west; one order, 1 PIG.
	n, evs := apply(t, s, FormColumnRightAngle(&s, 0, ids("g1", "g2", "g3", "g4", "g5"), ids("g1")[0]))
	col, ok := Column(&n, ids("g1", "g2", "g3", "g4", "g5"))
	west := geom.FromBearing(270)
	g5 := base(&n, "g5").Shape
	if !ok || col[0] != ids("g1")[0] || IsBroken(&n, col) || g5.Center.Dist(geom.V(67.5, 56.5)) > 1e-6 || math.Abs(geom.NormAngle(g5.Facing-west)) > 1e-6 {
		t.Errorf("after FormColumnRightAngle: column %v %v, g5 at %v facing %.1f°", col, ok, g5.Center, geom.Deg(g5.Facing))
	}
	if len(evs) != 1 || !has(evs[0].Text, "form a column at right angles behind g1") || !has(evs[0].Text, "costs 1 PIG") {
		t.Errorf("events %+v", evs)
	}
}

// TestExtendColumnPivot is a column extending into a line by pivoting
// its head a quarter turn (bnb.md §7.5 [L1579-1583], +1 MU [L1570]):
// the others turn and line up with it; a broken column pivots its head
// only to the side it is bent [L1585]. Column c1 (60, 60) .. c4 (60, 69)
// facing north.
func TestExtendColumnPivot(t *testing.T) {
	col := ids("c1", "c2", "c3", "c4")
	for _, c := range []struct {
		name string
		left bool
		edit func(a *rules.Action)
		want string
	}{
		{"pivot left, a line on the head's left [L1581-1582]", true, nil, ""},
		{"pivot right", false, nil, ""},
		{"c3 out of line and behind no one [L1583]", true, func(a *rules.Action) { a.Moves[2].Path[2].Pos.X -= 1 }, "extend"},
		{"c3 and c4 left out [L1583]", true, func(a *rules.Action) { a.Moves = a.Moves[:2] }, ""},
	} {
		s := newWorld().genNear().
			unit("c1", 0, "Reg Cv(O)", 60, 60, north).unit("c2", 0, "Reg Cv(O)", 60, 63, north).
			unit("c3", 0, "Reg Cv(O)", 60, 66, north).unit("c4", 0, "Reg Cv(O)", 60, 69, north).ready(t, 6)
		a := ExtendColumnPivot(&s, 0, col, c.left)
		if c.edit != nil {
			c.edit(&a)
		}
		err := Rules{}.Check(&s, a)
		if got := code(err); got != c.want {
			t.Errorf("%s: Check = %q (%v), want %q", c.name, got, err, c.want)
		}
	}
	s := newWorld().genNear().
		unit("c1", 0, "Reg Cv(O)", 60, 60, north).unit("c2", 0, "Reg Cv(O)", 60, 63, north).
		unit("c3", 0, "Reg Cv(O)", 60, 66, north).unit("c4", 0, "Reg Cv(O)", 60, 69, north).ready(t, 6)
	n, evs := apply(t, s, ExtendColumnPivot(&s, 0, col, true))
	west := geom.FromBearing(270)
	c4 := base(&n, "c4").Shape // ahead of its start: pivoted, then 3 cm to the line
	if c4.Center.Dist(geom.V(59.5, 68.5)) > 1e-6 || math.Abs(geom.NormAngle(c4.Facing-west)) > 1e-6 || !IsGroup(&n, col) {
		t.Errorf("after extending left: c4 at %v facing %.1f°", c4.Center, geom.Deg(c4.Facing))
	}
	if len(evs) != 1 || !has(evs[0].Text, "by pivoting it") || !has(evs[0].Text, "costs 1 PIG") {
		t.Errorf("events %+v", evs)
	}
	// The broken column of brokenWorld is bent to the left.
	b := brokenWorld(t)
	bc := ids("c1", "c2", "c3")
	if err := (Rules{}).Check(&b, ExtendColumnPivot(&b, 0, bc, false)); code(err) != "extend" || !has(msg(err), "[L1585]") {
		t.Errorf("broken column pivoting its head right: Check = %v, want the [L1585] refusal", err)
	}
	if err := (Rules{}).Check(&b, ExtendColumnPivot(&b, 0, bc, true)); has(msg(err), "[L1585]") {
		t.Errorf("broken column pivoting its head left: Check = %v", err)
	}
	// Measure (the tape, the conformance check) gives the broken column's
	// bases the extension's +1 MU [L1570, L1585] as a straight column's:
	// 4 + 1 MU = 15 cm for a Reg Cv.
	for _, m := range ExtendColumnPivot(&b, 0, bc, true).Moves {
		if tp := (Rules{}).Measure(&b, m); math.Abs(tp.Allowance-15) > 1e-9 {
			t.Errorf("broken column extending left: Measure(%s) allowance %.2f cm, want 15", m.Base, tp.Allowance)
		}
	}
}

// TestFormColumnRightAngleOrderOffers is the player's order of the bases
// falling in behind the head of a column formed at right angles (bnb.md
// §7.5 [L1559]: "in the order decided by the player"): Offers names, for
// each end of the front, the nearest to the head's pivoted place first
// (the rules' pick), then rank by rank from the head's end, then file by
// file, each only when it makes another column. A line of four Reg Cv
// (4 × 3 cm, 4 MU = 12 cm) g1..g4 at x = 56..68, y = 60, facing north,
// with or without a second rank r1..r3 behind g1..g3; g1 is selected.
func TestFormColumnRightAngleOrderOffers(t *testing.T) {
	for _, c := range []struct {
		name   string
		rear   bool
		labels []string // the right-angle offers, in order
		orders [][]string
	}{
		{"one rank: every order is the same, one offer an end [L1559]", false,
			[]string{"Form a column to the left at right angles behind g1, group of 4", "Form a column to the right at right angles behind g4, group of 4"},
			[][]string{{"g1", "g2", "g3", "g4"}, {"g4", "g3", "g2", "g1"}}},
		{"two ranks: nearest first, rank by rank, file by file [L1559]; at g4 file by file is the nearest first", true,
			[]string{"Form a column to the left at right angles behind g1, group of 7", "Form a column to the left at right angles behind g1, rank by rank, group of 7",
				"Form a column to the left at right angles behind g1, file by file, group of 7",
				"Form a column to the right at right angles behind g4, group of 7", "Form a column to the right at right angles behind g4, rank by rank, group of 7"},
			[][]string{{"g1", "g2", "r1", "r2", "g3", "r3", "g4"}, {"g1", "g2", "g3", "g4", "r1", "r2", "r3"}, {"g1", "r1", "g2", "r2", "g3", "r3", "g4"},
				{"g4", "g3", "r3", "g2", "r2", "g1", "r1"}, {"g4", "g3", "g2", "g1", "r3", "r2", "r1"}}},
	} {
		w := newWorld().genNear().row("g", 0, "Reg Cv(O)", 56, 60, 4, north)
		if c.rear {
			w = w.row("r", 0, "Reg Cv(O)", 56, 63, 3, north)
		}
		s := w.ready(t, 6)
		var got []string
		var orders [][]string
		for _, o := range (Rules{}).Offers(&s, 0, ids("g1")) {
			if !has(o.Label, "at right angles") {
				continue
			}
			got = append(got, o.Label)
			var order []string
			for _, m := range o.Action.Moves {
				order = append(order, m.Base)
			}
			orders = append(orders, order)
			if o.Disabled != "" {
				t.Errorf("%s: %q disabled: %s", c.name, o.Label, o.Disabled)
				continue
			}
			// Made, it is a column in that order, facing a quarter turn
			// from north, its head where it pivoted [L1558].
			n, evs := apply(t, s, o.Action)
			col, ok := Column(&n, order)
			want := geom.FromBearing(270)
			if has(o.Label, "to the right") {
				want = geom.FromBearing(90)
			}
			tail := mustBase(&n, order[len(order)-1]).Shape
			if !ok || !slices.Equal(col, order) || IsBroken(&n, col) || math.Abs(geom.NormAngle(tail.Facing-want)) > 1e-6 {
				t.Errorf("%s: after %q column %v %v, last base facing %.1f°", c.name, o.Label, col, ok, geom.Deg(tail.Facing))
			}
			if len(evs) != 1 || !has(evs[0].Text, "costs 1 PIG") {
				t.Errorf("%s: %q events %+v, want one order of 1 PIG", c.name, o.Label, evs)
			}
		}
		if len(got) != len(c.labels) {
			t.Errorf("%s: offers %q %v, want %q", c.name, got, orders, c.labels)
			continue
		}
		for k := range got {
			if !has(got[k], c.labels[k]) || !slices.Equal(orders[k], ids(c.orders[k]...)) {
				t.Errorf("%s: offer %q order %v, want %q order %v", c.name, got[k], orders[k], c.labels[k], ids(c.orders[k]...))
			}
		}
	}
}
