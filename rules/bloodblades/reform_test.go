package bloodblades

import (
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// moveTo is the group move taking each unit's base straight to (x, y),
// keeping its facing; a unit given twice the same place stays still.
func moveTo(s *rules.State, to map[string][2]float64, units ...string) rules.Action {
	a := rules.Action{Kind: rules.KindMove, Side: 0}
	for _, u := range units {
		b := base(s, u)
		p := b.Shape.Pose()
		q := geom.Pose{Pos: geom.V(to[u][0], to[u][1]), Facing: p.Facing}
		a.Moves = append(a.Moves, rules.Move{Base: b.ID, Path: geom.Path{p, q}})
	}
	return a
}

// TestFormColumn is forming a column with the same orientation (bnb.md
// §7.5 [L1549-1554]) from a line of three Reg Cv (4 × 3 cm, 4 MU =
// 12 cm) g1 g2 g3 at x = 56, 60, 64, y = 60, facing north: the head
// advances, the others fall in directly behind without their front
// going back, or are left out of the order.
func TestFormColumn(t *testing.T) {
	for _, c := range []struct {
		name  string
		units []string
		to    map[string][2]float64
		want  string
	}{
		{"g2 advances 2 MU, g1 then g3 fall in [L1551-1552]", []string{"g1", "g2", "g3"},
			map[string][2]float64{"g2": {60, 54}, "g1": {60, 57}, "g3": {60, 60}}, ""},
		{"g2 advances 1 MU: g3's front would go back [L1552]", []string{"g1", "g2", "g3"},
			map[string][2]float64{"g2": {60, 57}, "g1": {60, 60}, "g3": {60, 63}}, "form"},
		{"g2 advances 1 MU, g3 left out [L1554]", []string{"g1", "g2"},
			map[string][2]float64{"g2": {60, 57}, "g1": {60, 60}}, ""},
		{"the head is not straight ahead", []string{"g1", "g2"},
			map[string][2]float64{"g2": {61, 57}, "g1": {61, 60}}, "form"},
		{"g1 heads from the left end, g2 and g3 behind", []string{"g1", "g2", "g3"},
			map[string][2]float64{"g1": {56, 54}, "g2": {56, 57}, "g3": {56, 60}}, ""},
		{"g3 heads from the right end, 13 cm (4.3 MU)", []string{"g1", "g2", "g3"},
			map[string][2]float64{"g3": {64, 47}, "g2": {64, 50}, "g1": {64, 53}}, "allowance"},
		{"g1 turned about: no column, no group move", []string{"g1", "g2"}, nil, "rigid"},
	} {
		s := newWorld().genNear().row("g", 0, "Reg Cv(O)", 56, 60, 3, north).ready(t, 6)
		a := moveTo(&s, c.to, c.units...)
		if c.to == nil { // g2 ahead 1 MU, g1 behind it turned about
			a = moveTo(&s, map[string][2]float64{"g2": {60, 57}, "g1": {60, 60}}, c.units...)
			a.Moves[0].Path[1].Facing += 3.14159265358979
		}
		err := Rules{}.Check(&s, a)
		if got := code(err); got != c.want {
			t.Errorf("%s: Check = %q (%v), want %q", c.name, got, err, c.want)
		}
	}
	// FormColumn (what Offers proposes) and its result: a column headed
	// by g2, one order of 1 PIG.
	s := newWorld().genNear().row("g", 0, "Reg Cv(O)", 56, 60, 3, north).ready(t, 6)
	n, evs := apply(t, s, FormColumn(&s, 0, ids("g1", "g2", "g3"), ids("g2")[0]))
	col, ok := Column(&n, ids("g1", "g2", "g3"))
	if !ok || col[0] != ids("g2")[0] || base(&n, "g2").Shape.Center.Dist(geom.V(60, 54)) > 1e-6 {
		t.Errorf("after FormColumn: column %v %v, g2 at %v", col, ok, base(&n, "g2").Shape.Center)
	}
	if len(evs) != 1 || !has(evs[0].Text, "form a column behind") || !has(evs[0].Text, "costs 1 PIG") {
		t.Errorf("events %+v", evs)
	}
}

// TestExtendColumn is a column extending without moving its head
// (bnb.md §7.5 [L1570-1577]): the bases behind go to the head's left or
// right without passing it, each in line with it or behind a base that
// has moved, group-connected; +1 MU allowance (Reg Cv: 4 + 1 MU =
// 15 cm). Column c1 (60, 60), c2 (60, 63), c3 (60, 66), c4 (60, 69).
func TestExtendColumn(t *testing.T) {
	col := []string{"c1", "c2", "c3", "c4"}
	for _, c := range []struct {
		name  string
		units []string
		to    map[string][2]float64
		want  string
	}{
		{"a line to the left, c4 5 MU with the bonus [L1570]", col,
			map[string][2]float64{"c1": {60, 60}, "c2": {56, 60}, "c3": {52, 60}, "c4": {48, 60}}, ""},
		{"c2 left, c3 right, c4 behind c2 [L1573-1575]", col,
			map[string][2]float64{"c1": {60, 60}, "c2": {56, 60}, "c3": {64, 60}, "c4": {56, 63}}, ""},
		{"c2 passing the head [L1574]", col[:2],
			map[string][2]float64{"c1": {60, 60}, "c2": {56, 57}}, "extend"},
		{"c3 not connected [L1576]", col[:3],
			map[string][2]float64{"c1": {60, 60}, "c2": {56, 60}, "c3": {48, 60}}, "extend"},
		{"c3 and c4 left out [L1577]", col[:2],
			map[string][2]float64{"c1": {60, 60}, "c2": {64, 60}}, ""},
		{"c4 behind c3 staying still: c3 must move", col,
			map[string][2]float64{"c1": {60, 60}, "c2": {56, 60}, "c3": {60, 66}, "c4": {56, 63}}, "extend"},
	} {
		s := newWorld().genNear().
			unit("c1", 0, "Reg Cv(O)", 60, 60, north).unit("c2", 0, "Reg Cv(O)", 60, 63, north).
			unit("c3", 0, "Reg Cv(O)", 60, 66, north).unit("c4", 0, "Reg Cv(O)", 60, 69, north).
			unit("c5", 0, "Reg Cv(O)", 60, 72, north).ready(t, 6)
		err := Rules{}.Check(&s, moveTo(&s, c.to, c.units...))
		if got := code(err); got != c.want {
			t.Errorf("%s: Check = %q (%v), want %q", c.name, got, err, c.want)
		}
	}
	// Measure (the tape, the conformance check) gives a base of a column
	// sliding sideways the bonus too [L1570].
	s0 := newWorld().genNear().
		unit("c1", 0, "Reg Cv(O)", 60, 60, north).unit("c2", 0, "Reg Cv(O)", 60, 63, north).ready(t, 6)
	m := moveTo(&s0, map[string][2]float64{"c2": {56, 60}}, "c2").Moves[0]
	if tp := (Rules{}).Measure(&s0, m); tp.Allowance < 15-1e-9 || tp.Allowance > 15+1e-9 || tp.Move < 5-1e-9 {
		t.Errorf("Measure(c2 sliding beside its head) = %.2f of %.2f cm, want 5 of 15", tp.Move, tp.Allowance)
	}
	s := newWorld().genNear().
		unit("c1", 0, "Reg Cv(O)", 60, 60, north).unit("c2", 0, "Reg Cv(O)", 60, 63, north).
		unit("c3", 0, "Reg Cv(O)", 60, 66, north).ready(t, 6)
	a := ExtendColumn(&s, 0, ids("c1", "c2", "c3"), false)
	n, evs := apply(t, s, a)
	if base(&n, "c3").Shape.Center.Dist(geom.V(68, 60)) > 1e-6 || len(evs) != 1 || !has(evs[0].Text, "extend the column") {
		t.Errorf("after ExtendColumn right: c3 at %v, events %+v", base(&n, "c3").Shape.Center, evs)
	}
}
