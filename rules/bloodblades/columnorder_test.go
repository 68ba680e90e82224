package bloodblades

import (
	"math"
	"slices"
	"testing"

	"plateau/rules/geom"
)

// TestFormColumnOrderOffers is the player's choice of the order in which
// the others fall in behind the head when a group forms a column with
// the same orientation (bnb.md §7.5 [L1549-1552]; the text names no
// order, "the others try to follow directly behind" [L1552]): with
// files on both sides of the head, Offers names the left files first,
// the right files first, then rank by rank, nearest first, when that
// makes another column; with the head at an end, rank by rank (nearest
// first), then file by file when that makes another column.
// A line of four Reg Cv (4 × 3 cm, 4 MU = 12 cm) g1..g4 at x = 56..68,
// y = 60, facing north, and a second rank r1..r3 behind g1..g3. When an
// order cannot be made whole (beyond the allowance), the most that fall
// in are offered too, the others sliding sideways [L1553].
func TestFormColumnOrderOffers(t *testing.T) {
	for _, c := range []struct {
		name   string
		rear   bool
		sel    string
		labels []string // the form-a-column offers, in order
		orders [][]string
		heads  []float64 // the head's y after the move
	}{
		{"head g2 inside the line: left or right files first [L1551-1552]", false, "g2",
			[]string{"Form a column behind g2, left files first, group of 4", "Form a column behind g2, right files first, group of 4"},
			[][]string{{"g2", "g1", "g3", "g4"}, {"g2", "g3", "g4", "g1"}}, []float64{51, 51}},
		{"head g1 at the end: one order [L1551-1552]", false, "g1",
			[]string{"Form a column behind g1, group of 4"},
			[][]string{{"g1", "g2", "g3", "g4"}}, []float64{51}},
		{"head g3 inside the line: rank by rank, nearest first (g2 before g4 as near: the left one) is a third column [L1552]", false, "g3",
			[]string{"Form a column behind g3, left files first, group of 4", "Form a column behind g3, right files first, group of 4",
				"Form a column behind g3, rank by rank, nearest first, group of 4"},
			[][]string{{"g3", "g2", "g1", "g4"}, {"g3", "g4", "g2", "g1"}, {"g3", "g2", "g4", "g1"}}, []float64{51, 51, 51}},
		{"two ranks, head g1 at the end: rank by rank, then file by file [L1552], each whole beyond the allowance", true, "g1",
			[]string{"Form a column behind g1, group of 7", "Form a column behind g1, file by file, group of 7",
				"Form a column behind g1, file by file, group of 7: 5 fall in, 1 slide sideways"},
			[][]string{{"g1", "g2", "g3", "g4", "r1", "r2", "r3"}, {"g1", "r1", "g2", "r2", "g3", "r3", "g4"}, {"g1", "r1", "g2", "r2", "g3", "r3", "g4"}}, nil},
		{"two ranks, head g2: its own file first, then left or right, each front to back; then rank by rank, nearest first (beyond the allowance, no slide made) [L1552-1553]", true, "g2",
			[]string{"Form a column behind g2, left files first, group of 7", "Form a column behind g2, left files first, group of 7: 5 fall in, 1 slide sideways",
				"Form a column behind g2, right files first, group of 7", "Form a column behind g2, rank by rank, nearest first, group of 7"},
			[][]string{{"g2", "r2", "g1", "r1", "g3", "r3", "g4"}, {"g2", "r2", "g1", "r1", "g3", "r3", "g4"}, {"g2", "r2", "g3", "r3", "g4", "g1", "r1"},
				{"g2", "g1", "g3", "g4", "r2", "r1", "r3"}}, nil},
	} {
		w := newWorld().genNear().row("g", 0, "Reg Cv(O)", 56, 60, 4, north)
		if c.rear {
			w = w.row("r", 0, "Reg Cv(O)", 56, 63, 3, north)
		}
		s := w.ready(t, 6)
		var got []string
		var orders [][]string
		for _, o := range (Rules{}).Offers(&s, 0, ids(c.sel)) {
			if !has(o.Label, "Form a column behind") {
				continue
			}
			got = append(got, o.Label)
			var order []string
			for _, m := range o.Action.Moves {
				order = append(order, m.Base)
			}
			orders = append(orders, order)
			if k := len(got) - 1; k < len(c.heads) {
				if o.Disabled != "" {
					t.Errorf("%s: %q disabled: %s", c.name, o.Label, o.Disabled)
					continue
				}
				n, _ := apply(t, s, o.Action)
				col, ok := Column(&n, order)
				if y := base(&n, c.sel).Shape.Center.Y; !ok || !slices.Equal(col, order) || math.Abs(y-c.heads[k]) > 1e-9 {
					t.Errorf("%s: after %q column %v %v, head at y = %g, want %v at %g", c.name, o.Label, col, ok, y, order, c.heads[k])
				}
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
	// The right files first from g2: the head goes 3 bases' depth (9 cm,
	// so that g1's front does not go back [L1552]), g3 and g4 fall in
	// next to it, g1 last where g2 stood.
	s := newWorld().genNear().row("g", 0, "Reg Cv(O)", 56, 60, 4, north).ready(t, 6)
	n, evs := apply(t, s, FormColumnInOrder(&s, 0, ids("g2", "g3", "g4", "g1")))
	for u, y := range map[string]float64{"g2": 51, "g3": 54, "g4": 57, "g1": 60} {
		if p := base(&n, u).Shape.Center; p.Dist(geom.V(60, y)) > 1e-9 {
			t.Errorf("right files first: %s at %v, want (60, %g)", u, p, y)
		}
	}
	if len(evs) != 1 || !has(evs[0].Text, "costs 1 PIG") {
		t.Errorf("right files first: events %+v, want one order of 1 PIG", evs)
	}
}
