package bloodblades

import (
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// TestZocRefusalsAgreeWithCheck: the offers' searches skip the whole
// check of a group move that leaves a zocced base out of close combat
// (zocRefusals.leftOut), so leftOut must never refuse a move Check allows
// [L1397-1402]. On TestGroupZoc's world (a, zocced by z, in a group with
// g), the group's moves straight back, about-face and its manoeuvres into
// contact (zocCandidates): every move leftOut names is refused by Check
// (straight back is no group move at all, the others break [L1402]:
// "zoc"); the moves back are named; the moves into contact with z that
// Check allows are not.
func TestZocRefusalsAgreeWithCheck(t *testing.T) {
	s := groupZocWorld(t, "")
	ids := []string{"a.1", "g.1"}
	g, err := prepareGroup(&s, GroupAboutFace(&s, 0, ids))
	if err != nil {
		t.Fatal(err)
	}
	var moves []rules.Action
	for _, d := range []float64{0.5, 2, 5} {
		moves = append(moves, GroupAhead(&s, 0, ids, -d))
	}
	moves = append(moves, GroupAboutFace(&s, 0, ids), GroupPivot(&s, 0, ids, true, geom.Rad(20)))
	moves = append(moves, zocCandidates(&s, g)...)
	z := newZocRefusals(&s)
	named, allowed, zoc := 0, 0, 0
	for i, a := range moves {
		err := Rules{}.Check(&s, a)
		if err == nil {
			allowed++
		}
		if !z.leftOut(a) {
			continue
		}
		named++
		if err == nil {
			t.Errorf("move %d: leftOut refuses it, Check allows it", i)
		}
		if code(err) == "zoc" {
			zoc++
		}
		if z.allowed(Rules{}, a) {
			t.Errorf("move %d: allowed though left out", i)
		}
	}
	for i := range 3 {
		if !z.leftOut(moves[i]) {
			t.Errorf("the move straight back %d: not left out, though a ends in no close combat", i)
		}
	}
	if allowed == 0 || zoc == 0 || named == len(moves) {
		t.Errorf("%d moves allowed, %d of %d left out, %d of them refused \"zoc\": want some of each", allowed, named, len(moves), zoc)
	}
}

// TestFormationMemo: what the bases are, remembered by the bases'
// sides and shapes (formationmemo.go), is what the rules find (IsGroup, Column, IsBroken,
// IsSubGroup, classify), and a changed state is asked afresh.
func TestFormationMemo(t *testing.T) {
	forgetZoc()
	s := groupZocWorld(t, "")
	c := mustConfig(t, &s)
	for _, ids := range [][]string{{"a.1", "g.1"}, {"g.1", "a.1"}, {"a.1"}} {
		for range 2 { // asked, then remembered
			f := formationOf(&s, ids)
			col, _ := Column(&s, ids)
			if f.group != IsGroup(&s, ids) || !slices.Equal(f.col, col) || f.col != nil && f.broken != IsBroken(&s, col) {
				t.Errorf("%v: formation %+v, want group %v, column %v", ids, f, IsGroup(&s, ids), col)
			}
			if len(ids) > 1 && subGroupOf(&s, ids) != IsSubGroup(&s, ids) {
				t.Errorf("%v: sub-group %v, want %v", ids, subGroupOf(&s, ids), IsSubGroup(&s, ids))
			}
			d, _, _ := classify(c, &s, mustBase(&s, ids[0]))
			if len(ids) == 1 && distantOf(c, &s, ids) != d {
				t.Errorf("%v: distant %v, want %v", ids, distantOf(c, &s, ids), d)
			}
		}
	}
	// g moved apart: no longer a group with a.
	mustBase(&s, "g.1").Shape.Center = mustBase(&s, "g.1").Shape.Center.Add(geom.V(-10, 0))
	if formationOf(&s, []string{"a.1", "g.1"}).group {
		t.Error("a and g apart still remembered as a group")
	}
}
