package bloodblades

import (
	"math"
	"slices"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
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

// TestBrokenColumnRecoils: the bases of a broken column count as facing
// one way when one of them recoils [L1541-1543]: its head, bent 45° from
// the bases behind it, recoils its whole depth, pushing c2 (past the
// bend) and c2 pushing c3, along the head's recoil, none overlapping. A
// friend facing crosswise that is no part of the column is neither
// pushed nor passed [L2247]: the recoil is incomplete.
func TestBrokenColumnRecoils(t *testing.T) {
	for _, c := range []struct {
		name     string
		column   bool // c2, c3 follow the head; else a crosswise friend stands behind it
		complete bool
	}{
		{"broken column [L1541-1543]", true, true},
		{"crosswise friend [L2247]", false, false},
	} {
		var s rules.State
		if c.column {
			s = columnWorld(t)
			col := ids("c1", "c2", "c3")
			s, _ = apply(t, s, ColumnFollow(&s, 0, col, headSteps(mustBase(&s, col[0]).Shape, pr(45), fw(1))))
			if got, ok := Column(&s, col); !ok || !IsBroken(&s, got) {
				t.Fatalf("test set-up: not a broken column: %v %v", got, ok)
			}
		} else {
			s = newWorld().unit("c1", 0, "Reg Cv(O)", 60, 60, 45).unit("c2", 0, "Reg Cv(O)", 57.5, 64, 90).state(t)
		}
		before := map[string]geom.Vec{}
		for _, b := range s.Table.Bases {
			before[b.ID] = b.Shape.Center
		}
		head := base(&s, "c1").Shape
		back := head.Forward().Neg()
		m := newInduced(mustConfig(t, &s), &s, closeCombat(&s))
		r := m.recoil("c1.1", head.Depth, false)
		if r.complete != c.complete {
			t.Errorf("%s: recoil complete %v (%s), want %v", c.name, r.complete, r.why, c.complete)
		}
		if !c.column {
			continue
		}
		for _, id := range ids("c1", "c2", "c3") {
			moved := base(&s, id[:2]).Shape.Center.Sub(before[id])
			if math.Abs(moved.Cross(back)) > 1e-6 || moved.Dot(back) <= 0 {
				t.Errorf("%s: %s moved %v, want along the head's recoil %v", c.name, id, moved, back)
			}
		}
		if got := base(&s, "c1").Shape.Center.Sub(before["c1.1"]).Len(); math.Abs(got-head.Depth) > 1e-6 {
			t.Errorf("%s: the head recoiled %.3f cm, want its depth %.1f [L2237]", c.name, got, head.Depth)
		}
		for i, a := range s.Table.Bases {
			for _, b := range s.Table.Bases[i+1:] {
				if d := geom.Penetration(a.Shape.Polygon(), b.Shape.Polygon()); d > 1e-3 {
					t.Errorf("%s: %s and %s overlap by %.4f cm", c.name, a.ID, b.ID, d)
				}
			}
		}
	}
}

// TestBrokenColumnHeadLosesAFight: the head of a broken column (bent
// 45°) beaten in close combat by a Sp recoils its whole depth, pushing
// the bases behind it through the bend [L1541-1543]: its recoil is
// complete, so the Sp gets no T5 [L2114].
func TestBrokenColumnHeadLosesAFight(t *testing.T) {
	s := columnWorld(t)
	col := ids("c1", "c2", "c3")
	s, _ = apply(t, s, ColumnFollow(&s, 0, col, headSteps(mustBase(&s, col[0]).Shape, pr(45), fw(1))))
	head := base(&s, "c1").Shape
	depth := troopDepth("Reg Sp(O)")
	at := head.Center.Add(head.Forward().Scale((head.Depth + depth) / 2))
	s.Table.Bases = append(s.Table.Bases, table.Base{ID: "e.1", Unit: "e", Side: 1,
		Shape: geom.Rect{Center: at, Facing: head.Facing + math.Pi, Width: head.Width, Depth: depth}})
	s.Units = append(s.Units, rules.Unit{ID: "e", Name: "e", Side: 1, Type: "Reg Sp(O)", Bases: []string{"e.1"}})
	s.Phase = PhaseCombat
	_, ce := preview(mustConfig(t, &s), &s, "c1.1", "e.1")
	if got := codes(ce); has(got, "T5") {
		t.Errorf("the Sp's factors %q: T5, as if the head could not recoil fully", got)
	}
	before := map[string]geom.Vec{}
	for _, id := range col {
		before[id] = mustBase(&s, id).Shape.Center
	}
	n, evs := apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "c1.1"}, 3, 3) // Cv 6 v Sp 8 (T16): recoil [L2191]
	back := head.Forward().Neg()
	if got := base(&n, "c1").Shape.Center.Sub(before["c1.1"]); got.Sub(back.Scale(head.Depth)).Len() > 1e-6 {
		t.Errorf("the head moved %v, want %v, its depth straight back; %v", got, back.Scale(head.Depth), evs)
	}
	if got := base(&n, "c2").Shape.Center.Sub(before["c2.1"]); got.Len() < 1e-6 || math.Abs(got.Cross(back)) > 1e-6 {
		t.Errorf("c2 moved %v, want pushed along %v [L1543]; %v", got, back, evs)
	}
}

// TestBrokenColumnSpentHead: a broken column whose head has nothing left
// to go straight ahead with — in a wood, DGo, its Cv have 2 MU (6 cm,
// Table 6.1), less than the 2.1 MU arc c3 spends going round the bend
// (A22) — is offered no follow-the-head move of 0 MU: a move that goes
// nowhere [L1488], whose one-pose path the rules refuse as malformed, as
// the group's straight ahead is not offered when it cannot go
// (groupMoveOffers). Its other offers stay, and none shows a malformed
// path as its reason.
func TestBrokenColumnSpentHead(t *testing.T) {
	s := brokenWorld(t)
	s.Table.Features = append(s.Table.Features, table.Feature{ID: "wd", Kind: "wood",
		Area: geom.Polygon{geom.V(30, 40), geom.V(90, 40), geom.V(90, 72), geom.V(30, 72)}})
	if d := (Rules{}).followReach(&s, 0, ids("c1", "c2", "c3"), 0); d > geom.Eps*10 {
		t.Fatalf("in the wood the head may go %g cm straight ahead, want 0", d)
	}
	var labels []string
	for _, o := range (Rules{}).Offers(&s, 0, ids("c3")) {
		labels = append(labels, o.Label)
		if strings.HasPrefix(o.Label, "Broken column") {
			t.Errorf("offered %q (disabled: %q), want no follow-the-head move of 0 MU", o.Label, o.Disabled)
		}
		if has(o.Disabled, "poses, need at least") {
			t.Errorf("%s: disabled for a malformed path: %s", o.Label, o.Disabled)
		}
	}
	if !slices.ContainsFunc(labels, func(l string) bool { return strings.HasPrefix(l, "About-face, group of 3") }) {
		t.Errorf("offers %q, want the column's about-face still", labels)
	}
}
