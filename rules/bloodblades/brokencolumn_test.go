package bloodblades

import (
	"math"
	"slices"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// brokenWorld is columnWorld after its head pivoted left 90° and went
// 1 MU (3 cm) ahead, the others following (TestColumnFollowApply): c1
// (56.5, 56.5) and c2 (59.5, 56.5) face west, c3 (60, 63) still faces
// north, 3 cm short of the bend — a broken column [L1532-1537], with the
// PIGs of a new period.
func brokenWorld(t *testing.T) rules.State {
	t.Helper()
	s := columnWorld(t)
	col := ids("c1", "c2", "c3")
	n, _ := apply(t, s, ColumnFollow(&s, 0, col, headSteps(mustBase(&s, col[0]).Shape, pl(90), fw(3))))
	n.SetCounter(ctPIGs, 6)
	for i := range n.Units {
		n.Units[i].Status = nil // a new period: no move made yet
	}
	return n
}

// TestBrokenColumnIsAColumn: after its head has pivoted and the others
// have followed, the bases are still one column and one group though
// they face different ways [L1534-1541]; moving a base off the head's
// track, or a base exactly at the bend that has not pivoted (it would
// have), is no column.
func TestBrokenColumnIsAColumn(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(s *rules.State)
		want bool
	}{
		{"as the head's quarter pivot left it [L1537]", nil, true},
		{"c3 1 cm off the track", func(s *rules.State) { base(s, "c3").Shape.Center.X += 1 }, false},
		{"c3 at the bend, unpivoted", func(s *rules.State) { base(s, "c3").Shape.Center.Y -= 3 }, false},
	} {
		s := brokenWorld(t)
		if c.edit != nil {
			c.edit(&s)
		}
		all := ids("c3", "c1", "c2")
		col, ok := Column(&s, all)
		if ok != c.want || IsGroup(&s, all) != c.want {
			t.Errorf("%s: Column = %v %v, IsGroup = %v, want %v", c.name, col, ok, IsGroup(&s, all), c.want)
			continue
		}
		if !c.want {
			continue
		}
		if !slices.Equal(col, ids("c1", "c2", "c3")) || !IsBroken(&s, col) {
			t.Errorf("%s: Column = %v, broken %v, want c1 c2 c3, broken", c.name, col, IsBroken(&s, col))
		}
		if got := BrokenColumns(&s, 0); len(got) != 1 || !slices.Equal(got[0], col) {
			t.Errorf("%s: BrokenColumns = %v", c.name, got)
		}
	}
	// A straight column is not broken.
	s := columnWorld(t)
	if col, ok := Column(&s, ids("c1", "c2", "c3")); !ok || IsBroken(&s, col) || len(BrokenColumns(&s, 0)) != 0 {
		t.Errorf("straight column: Column %v %v, broken %v", col, ok, BrokenColumns(&s, 0))
	}
}

// TestBrokenColumnFollows orders the broken column again as one: its
// head goes straight ahead and the others follow its track, c3 pivoting
// where the head did when it gets there [L1532, L1541]; nothing else
// but an about-face moves it [L1593]. Reg Cv: 4 MU = 12 cm, which a
// base going round a bend uses for its pivot too.
func TestBrokenColumnFollows(t *testing.T) {
	col := ids("c1", "c2", "c3")
	for _, c := range []struct {
		name string
		ops  []colOp
		edit func(s *rules.State, a *rules.Action)
		want string
	}{
		{"head 1.9 MU: c3 pivots round the bend (2.1 MU, A22), 4.0 MU", []colOp{fw(5.7)}, nil, ""},
		{"head 2 MU: c3 would go 4.1 MU", []colOp{fw(6)}, nil, "allowance"},
		{"head pivots right 30° then ahead [L1532]", []colOp{pr(30), fw(4)}, nil, ""},
		{"c3 not pivoting at the bend", []colOp{fw(6)}, func(_ *rules.State, a *rules.Action) {
			p := a.Moves[2].Path
			a.Moves[2].Path = geom.Path{p[0], {Pos: p[0].Pos.Add(geom.Dir(p[0].Facing).Scale(6)), Facing: p[0].Facing}}
		}, "rigid"},
		{"all sliding west together", nil, func(s *rules.State, a *rules.Action) {
			*a = GroupAhead(s, 0, col, 3)
		}, "rigid"},
		{"about-face [L1593]", nil, func(s *rules.State, a *rules.Action) {
			*a = GroupAboutFace(s, 0, col)
		}, ""},
	} {
		s := brokenWorld(t)
		a := ColumnFollow(&s, 0, col, headSteps(mustBase(&s, col[0]).Shape, c.ops...))
		if c.edit != nil {
			c.edit(&s, &a)
		}
		err := Rules{}.Check(&s, a)
		if got := code(err); got != c.want {
			t.Errorf("%s: Check = %q (%v), want %q", c.name, got, err, c.want)
		}
		if c.want != "" && !has(msg(err), "[L1") {
			t.Errorf("%s: the refusal names no rule: %v", c.name, err)
		}
	}
	// Its head 1 MU ahead: c3 reaches the bend and pivots there, and the
	// column is straight again, all facing west; one order, 1 PIG.
	s := brokenWorld(t)
	n, evs := apply(t, s, ColumnFollow(&s, 0, col, headSteps(mustBase(&s, col[0]).Shape, fw(3))))
	west := geom.FromBearing(270)
	for _, w := range []struct {
		id   string
		x, y float64
	}{{col[0], 53.5, 56.5}, {col[1], 56.5, 56.5}, {col[2], 59.5, 56.5}} {
		sh := mustBase(&n, w.id).Shape
		if sh.Center.Dist(geom.V(w.x, w.y)) > 1e-6 || math.Abs(geom.NormAngle(sh.Facing-west)) > 1e-6 {
			t.Errorf("%s ended at %v facing %.1f°, want (%g, %g) facing west", w.id, sh.Center, geom.Deg(sh.Facing), w.x, w.y)
		}
	}
	if got, ok := Column(&n, col); !ok || IsBroken(&n, got) {
		t.Errorf("after following: Column %v %v, want a straight column", got, ok)
	}
	if len(evs) != 1 || !has(evs[0].Text, "costs 1 PIG") || n.Counters[ctPIGs] != 5 {
		t.Errorf("events %+v, %d PIGs left", evs, n.Counters[ctPIGs])
	}
}

// TestBrokenColumnCost: ordering the whole broken column is one group
// order (C2); ordering its first two bases alone orders a sub-group of
// it (C1 [L1352], [L1511, L1541]).
func TestBrokenColumnCost(t *testing.T) {
	s := brokenWorld(t)
	for _, c := range []struct {
		name  string
		units []string
		want  int
		sub   bool
	}{
		{"the whole broken column", []string{"c1", "c2", "c3"}, 1, false},
		{"its straight front part", []string{"c1", "c2"}, 2, true},
	} {
		col := ids(c.units...)
		cost, err := Rules{}.Cost(&s, ColumnFollow(&s, 0, col, headSteps(mustBase(&s, col[0]).Shape, fw(3))))
		if err != nil || cost.Total != c.want || cost.has("C1") != c.sub {
			t.Errorf("%s: Cost = %v (%v), want %d PIGs, C1 %v", c.name, cost, err, c.want, c.sub)
		}
	}
}

// TestBrokenColumnOffers: selecting any base of a broken column offers
// the whole column's follow-the-head moves and its about-face, not the
// rigid group moves. Straight ahead, the head goes 1.9 MU: c3, going
// round the bend, pivots there (a 2.1 MU arc, A22) within its 4 MU.
func TestBrokenColumnOffers(t *testing.T) {
	s := brokenWorld(t)
	var got []string
	for _, o := range (Rules{}).Offers(&s, 0, ids("c3")) {
		if strings.Contains(o.Label, "group") || strings.Contains(o.Label, "column") {
			got = append(got, o.Label)
		}
	}
	if len(got) < 4 || !has(got[0], "Broken column of 3 follows its head straight ahead 1.9 MU — costs 1 PIG") ||
		slices.ContainsFunc(got, func(l string) bool { return strings.HasPrefix(l, "Straight ahead, group") }) {
		t.Errorf("broken column offers %q", got)
	}
	for _, o := range (Rules{}).Offers(&s, 0, ids("c3")) {
		if strings.HasPrefix(o.Label, "Broken column") && o.Disabled != "" {
			t.Errorf("%s: disabled: %s", o.Label, o.Disabled)
		}
	}
}
