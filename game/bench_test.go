package game

import (
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// benchDrag measures what the window runs every frame while a unit is
// dragged: the ruleset's Check and Measure of a whole-unit move (a 12 cm
// advance with a 10° wheel), on a sample scenario.
func benchDrag(b *testing.B, name, unit string, prepare func(m *Match)) {
	sc, err := scenario.Embedded(name)
	if err != nil {
		b.Fatal(err)
	}
	m, err := New(sc, 1)
	if err != nil {
		b.Fatal(err)
	}
	if prepare != nil {
		prepare(m)
	}
	s := m.State()
	a := AdvanceAndWheel(s, unit)
	if err := m.Rules().Check(s, a); err != nil {
		b.Fatalf("the benchmark's move is refused: %v", err)
	}
	b.ResetTimer()
	for b.Loop() {
		_ = m.Rules().Check(s, a)
		for _, mv := range a.Moves {
			_ = m.Rules().Measure(s, mv)
		}
	}
}

func BenchmarkDragSandbox(b *testing.B) { benchDrag(b, "default", "b-spears", nil) }

func BenchmarkDragWarmaster(b *testing.B) {
	benchDrag(b, "wme", "emp-halb-2", func(m *Match) {
		// An order first, so that the halberdiers may move.
		a := rules.Action{Kind: "order", Side: 0, Target: "emp-halb-2", Args: map[string]string{"commander": "emp-general"}}
		if _, err := m.DoScripted(a, dice.NewScripted(1, 1)); err != nil {
			b.Fatal(err)
		}
	})
}

// AdvanceAndWheel is the drag benchmarks' move (this file's and
// scale_bench_test.go's): every base of unit 12 cm straight ahead, then a
// 10° wheel about the front-left corner of its first base.
func AdvanceAndWheel(s *rules.State, unit string) rules.Action {
	u, _ := s.Unit(unit)
	first, _ := s.Base(u.Bases[0])
	pivot := first.Shape.CornerAt(geom.FL)
	a := rules.Action{Kind: rules.KindMove, Side: s.Active}
	for _, id := range u.Bases {
		bs, _ := s.Base(id)
		p0 := bs.Shape.Pose()
		p1 := geom.Pose{Pos: p0.Pos.Add(bs.Shape.Forward().Scale(12)), Facing: p0.Facing}
		p2 := geom.Pose{Pos: p1.Pos.RotateAbout(pivot.Add(bs.Shape.Forward().Scale(12)), geom.Rad(10)), Facing: p1.Facing + geom.Rad(10)}
		a.Moves = append(a.Moves, rules.Move{Base: id, Path: geom.Path{p0, p1, p2}})
	}
	return a
}
