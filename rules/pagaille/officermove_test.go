package pagaille

import (
	"math"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/rulestest"
)

// TestOfficerMoves (A27 PROPOSED): an officer on his own base moves
// himself with a free, untested Advance order, 2D6 pas (3D6 mounted),
// once a turn, over any base, not into impassable terrain.
func TestOfficerMoves(t *testing.T) {
	r := Rules{}
	b := standard(t) // blue-gen at (30, 60), the spears at (40, 60)
	b.feature("rocks", KindImpassable, geomPts(10, 50, 20, 50, 20, 70, 10, 70)...)
	s := b.orders(0)
	s, _ = rulestest.Apply(t, r, s, act(0, "blue-gen"))
	cp := CP(&s, 0)
	s, evs := rulestest.Apply(t, r, s, order(0, "blue-gen", OrderAdvance), 3, 4)
	if u := unit(t, &s, "blue-gen"); u.Status[stAllowance] != 7 || CP(&s, 0) != cp {
		t.Fatalf("allowance %d, CP %d of %d: %v", u.Status[stAllowance], CP(&s, 0), cp, texts(evs))
	}
	to := func(x, y float64) rules.Action {
		g, _ := s.Base("blue-gen.1")
		return rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: g.ID, Path: geom.Path{g.Shape.Pose(), {Pos: geom.V(x, y), Facing: g.Shape.Facing}}}}}
	}
	for _, tc := range []struct {
		name string
		a    rules.Action
		code string
	}{
		{"across the spears, 7 pas", to(30+7*pas, 60), ""},
		{"7.1 pas: too far", to(30+7.1*pas, 60), "allowance"},
		{"into the rocks", to(18, 60), "blocked"},
		{"a second move order this turn", order(0, "blue-gen", OrderAdvance), "moved"},
	} {
		if got := rulestest.Code(r.Check(&s, tc.a)); got != tc.code {
			t.Errorf("%s: Check = %q, want %q", tc.name, got, tc.code)
		}
	}
	if tape := r.Measure(&s, to(30+3*pas, 60).Moves[0]); math.Abs(tape.Allowance-7*pas) > 1e-9 || math.Abs(tape.Move-3*pas) > 1e-9 {
		t.Errorf("the tape: %+v", tape)
	}
}
