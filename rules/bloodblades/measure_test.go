package bloodblades

import (
	"math"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// standstillMove is the move that goes nowhere, which the window measures
// to say what a base has used.
func standstillMove(s *rules.State, unit string) rules.Move {
	b := base(s, unit)
	return rules.Move{Base: b.ID, Path: geom.Path{b.Shape.Pose(), b.Shape.Pose()}}
}

// TestMeasureUsedAfterTacticalMove is issue 11's "moved 0.0 of 12 cm" right
// after a 7.6 cm move: a unit that has made its tactical move, its one
// move of the period [L1620-1622], has used that move's length; after a
// distant move the next one has its whole allowance again [L1628], and a
// real move's tape keeps Used 0 (each voluntary move is measured alone).
func TestMeasureUsedAfterTacticalMove(t *testing.T) {
	r := Rules{}
	// An enemy 4 MU away: the Cv's moves are tactical.
	w := newWorld().unit("cv", 0, "Reg Cv(O)", 60, 60, north).unit("foe", 1, "Reg Sp(O)", 60, 46.5, south)
	s := w.ready(t, 6)
	if tape := r.Measure(&s, standstillMove(&s, "cv")); tape.Used != 0 || tape.Allowance != 12 {
		t.Fatalf("before moving: Measure(standstill) = used %g of %g cm, want 0 of 12", tape.Used, tape.Allowance)
	}
	s, _ = apply(t, s, ahead(&s, "cv", -7.6))
	tape := r.Measure(&s, standstillMove(&s, "cv"))
	if math.Abs(tape.Used-7.6) > 0.011 || tape.Allowance != 12 {
		t.Errorf("after a 7.6 cm tactical move: Measure(standstill) = used %g of %g cm, want 7.6 of 12", tape.Used, tape.Allowance)
	}
	if tape := r.Measure(&s, ahead(&s, "cv", -1).Moves[0]); tape.Used != 0 {
		t.Errorf("a further move's tape: used %g cm, want 0 (each move measured alone)", tape.Used)
	}

	// No enemy within 8 MU: a distant move leaves the next its allowance.
	s = newWorld().unit("cv", 0, "Reg Cv(O)", 60, 60, north).ready(t, 6)
	s, _ = apply(t, s, ahead(&s, "cv", 7.6))
	if tape := r.Measure(&s, standstillMove(&s, "cv")); tape.Used != 0 || tape.Allowance != 12 {
		t.Errorf("after a distant move: Measure(standstill) = used %g of %g cm, want 0 of 12", tape.Used, tape.Allowance)
	}
}
