package bloodblades

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
)

// TestOddsByHand: a lone Reg Bd(O) against a lone Reg Sp(O), front to
// front in good going. Neither grade is I, F or S, so no grade adjustment
// [L2144-2148]; neither has friends beside it, so no cohesion
// [L2165-2168]: the Bd scores more exactly when its die plus the
// difference Δ of the factors beats the Sp's, and the chances are counts
// of the 36 pairs of dice. Beaten by 1 to 3 the Bd recoils, by 4 or more
// (its factor 4: a large margin) it is destroyed (Tables 7.2, 7.3
// [L2191, L2209]).
func TestOddsByHand(t *testing.T) {
	w := newWorld().unit("bd", 0, "Reg Bd(O)", 60, 40, north).unit("sp", 1, "Reg Sp(O)", 60, 20, south)
	bd, sp := &w.s.Table.Bases[2], &w.s.Table.Bases[3]
	sp.Shape.Center = bd.Shape.Center.Add(bd.Shape.Forward().Scale(bd.Shape.Depth/2 + sp.Shape.Depth/2))
	s := w.ready(t, 0)
	s.Phase = PhaseCombat
	a := rules.Action{Kind: KindFight, Side: 0, Target: "bd.1"}
	cx, cy := preview(mustConfig(t, &s), &s, "bd.1", "sp.1")
	delta := cx.tactical() - cy.tactical()
	var win, equal, recoil, destroyed int
	for d0 := 1; d0 <= 6; d0++ {
		for d1 := 1; d1 <= 6; d1++ {
			switch m := d1 - (d0 + delta); {
			case m < 0:
				win++
			case m == 0:
				equal++
			case m < 4:
				recoil++
			default:
				destroyed++
			}
		}
	}
	o, ok := (Rules{}).Odds(&s, a)
	if !ok || len(o.Outcomes) != 3 || o.Trials != 0 {
		t.Fatalf("Odds = %+v, %v: want three exact outcomes", o, ok)
	}
	near := func(p float64, n int) bool { return math.Abs(p-float64(n)/36) < 1e-12 }
	if !near(o.Outcomes[0].P, win) || !near(o.Outcomes[1].P, equal) || !near(o.Outcomes[2].P, 36-win-equal) {
		t.Errorf("Δ %d: chances %v %v %v, want %d, %d and %d in 36", delta, o.Outcomes[0].P, o.Outcomes[1].P, o.Outcomes[2].P, win, equal, 36-win-equal)
	}
	f, _ := PrepareFight(&s, a)
	fo := f.Odds()
	if !near(fo.Results[0][Recoil], recoil) || !near(fo.Results[0][Destroyed], destroyed) {
		t.Errorf("Δ %d: the Bd recoils %v and is destroyed %v, want %d and %d in 36", delta, fo.Results[0][Recoil], fo.Results[0][Destroyed], recoil, destroyed)
	}
	if then := o.Outcomes[2].Then; !strings.HasPrefix(then, "bd") || !strings.Contains(then, ": recoils") || !strings.Contains(then, "destroyed") {
		t.Errorf("the Sp's win reads %q", then)
	}
	// Odds read the state and change nothing.
	before := s.Hash()
	(Rules{}).Odds(&s, a)
	if s.Hash() != before {
		t.Error("Odds changed the state")
	}
	if _, ok := (Rules{}).Odds(&s, rules.Action{Kind: rules.KindMove}); ok {
		t.Error("odds for a move")
	}
}
