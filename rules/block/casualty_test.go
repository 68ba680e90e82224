package block

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// The casualty rules: one figure removed per unsaved hit (bep §8 step 3,
// seed 004 L142-143), rear rank first so the front stays full and command
// figures last (bep §12.1, PROPOSED).

func TestCasualtyOrder(t *testing.T) {
	for _, tc := range []struct {
		layout string
		want   []int
	}{
		// Rear rank first, ends first (3, 0, 2, 1), then the front rank.
		{"4x2", []int{7, 4, 6, 5, 3, 0, 2, 1}},
		{"3x2", []int{5, 3, 4, 2, 0, 1}},
		{"4x3:9", []int{9, 7, 4, 6, 5, 3, 0, 2, 1}},
		{"oooo/o.oo", []int{7, 4, 6, 3, 0, 2, 1}},
		{"1x1", []int{0}},
		{"1x1:0", nil},
		{"1x3", []int{2, 1, 0}},
	} {
		l := mustLayout(t, tc.layout)
		if got := l.CasualtyOrder(nil); !slices.Equal(got, tc.want) {
			t.Errorf("%s.CasualtyOrder = %v, want %v", tc.layout, got, tc.want)
		}
		s, ok := l.NextCasualty()
		if len(tc.want) == 0 {
			if ok {
				t.Errorf("%s.NextCasualty = %d, true; want none", tc.layout, s)
			}
		} else if !ok || s != tc.want[0] {
			t.Errorf("%s.NextCasualty = %d, %v; want %d", tc.layout, s, ok, tc.want[0])
		}
	}
}

// TestDefaultCasualtiesAreCanonical: removing k figures of a full block in
// the default order leaves NewLayout(f, r, n−k), with count n−k and the
// front rank full as long as any figure could stand behind it.
func TestDefaultCasualtiesAreCanonical(t *testing.T) {
	for files := 1; files <= 6; files++ {
		for ranks := 1; ranks <= 4; ranks++ {
			full, _ := Full(files, ranks)
			n := files * ranks
			for k := 0; k <= n+2; k++ {
				got, removed := full.RemoveCasualties(k, nil)
				left := max(n-k, 0)
				want, _ := NewLayout(files, ranks, left)
				if !got.Equal(want) || got.Count() != left || len(removed) != n-left {
					t.Fatalf("%dx%d less %d = %s (%d removed), want %s", files, ranks, k, picture(got), len(removed), picture(want))
				}
				if left >= files && got.RankCount(0) != files {
					t.Fatalf("%dx%d less %d: front rank %d of %d", files, ranks, k, got.RankCount(0), files)
				}
				// One at a time gives the same.
				one := full
				for range k {
					one, _ = one.RemoveCasualties(1, nil)
				}
				if !one.Equal(got) {
					t.Fatalf("%dx%d: %d single removals = %s, one of %d = %s", files, ranks, k, picture(one), k, picture(got))
				}
			}
		}
	}
}

func TestRemoveCasualtiesWithOrder(t *testing.T) {
	// An officer at slot 1 and a banner at slot 2 (front rank, centre): the
	// default order with them moved to the end.
	l := mustLayout(t, "4x2")
	command := []int{1, 2}
	order := l.CasualtyOrder(nil)
	order = slices.DeleteFunc(order, func(s int) bool { return slices.Contains(command, s) })
	order = append(order, command...)
	got, removed := l.RemoveCasualties(7, order)
	if want := []int{7, 4, 6, 5, 3, 0, 1}; !slices.Equal(removed, want) {
		t.Errorf("removed %v, want %v", removed, want)
	}
	if picture(got) != "..o./...." || got.Count() != 1 {
		t.Errorf("left %s, want ..o./....", picture(got))
	}

	for _, tc := range []struct {
		name    string
		layout  string
		n       int
		order   []int
		removed []int
		left    string
	}{
		{"order runs out: the default takes over", "4x2", 3, []int{0}, []int{0, 7, 4}, ".ooo/.oo."},
		{"bad, empty and repeated slots passed over", "oooo/o.oo", 3, []int{-1, 5, 99, 2, 2, 3}, []int{2, 3, 7}, "oo../o.o."},
		{"more casualties than figures: destroyed", "2x2:3", 5, nil, []int{2, 1, 0}, "../.."},
		{"none", "4x2", 0, nil, nil, "oooo/oooo"},
		{"negative", "4x2", -2, nil, nil, "oooo/oooo"},
		{"1x1", "1x1", 1, nil, []int{0}, "."},
		{"a hole in the middle, rear first", "oooo/o.oo/oooo", 2, nil, []int{11, 8}, "oooo/o.oo/.oo."},
	} {
		l := mustLayout(t, tc.layout)
		got, removed := l.RemoveCasualties(tc.n, tc.order)
		if !slices.Equal(removed, tc.removed) || picture(got) != tc.left || got.Count() != l.Count()-len(removed) {
			t.Errorf("%s: %s less %d by %v = %s, removed %v; want %s, removed %v", tc.name, tc.layout, tc.n, tc.order, picture(got), removed, tc.left, tc.removed)
		}
	}
}

func TestCloseUp(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
		moves          []Move
	}{
		{"full: nothing moves", "4x3", "oooo/oooo/oooo", nil},
		{"the man behind steps up", "oooo/o.oo/oooo", "oooo/oooo/o.oo", []Move{{9, 5}}},
		{"a front hole: the file steps up", ".ooo/oooo/oo..", "oooo/oooo/.o..", []Move{{4, 0}, {8, 4}}},
		{"a file destroyed: the rear fills the front", "o.oo/o.oo/o.oo", "oooo/oooo/..o.", []Move{{8, 5}, {11, 1}}},
		{"only the last rank has gaps", "oooo/o..o", "oooo/o..o", nil},
		{"empty", "3x2:0", ".../...", nil},
		{"1x1", "1x1", "o", nil},
		{"1x3 with a hole", "./o/o", "o/o/.", []Move{{1, 0}, {2, 1}}},
	} {
		l := mustLayout(t, tc.in)
		got, moves := l.CloseUp()
		if picture(got) != tc.want || !slices.Equal(moves, tc.moves) {
			t.Errorf("%s: CloseUp(%s) = %s, %v; want %s, %v", tc.name, tc.in, picture(got), moves, tc.want, tc.moves)
		}
		checkMoves(t, tc.name, l, got, moves)
	}
}

// checkMoves: the moves take from's figures to to's slots: every From
// occupied in from, every To in to, no slot named twice, and the figures
// that do not move keep their slots.
func checkMoves(t *testing.T, name string, from, to Layout, moves []Move) {
	t.Helper()
	where := map[int]bool{}
	moved, landed := map[int]bool{}, map[int]bool{}
	for _, m := range moves {
		if !from.Occupied(m.From) || !to.Occupied(m.To) || moved[m.From] || landed[m.To] || m.From == m.To {
			t.Errorf("%s: bad move %v among %v (%s to %s)", name, m, moves, picture(from), picture(to))
			return
		}
		moved[m.From], landed[m.To] = true, true
		where[m.To] = true
	}
	for s := range from.All() {
		if !moved[s] {
			if where[s] {
				t.Errorf("%s: slot %d holds two figures", name, s)
			}
			where[s] = true
		}
	}
	if len(where) != to.Count() {
		t.Errorf("%s: moves leave %d figures, the layout has %d", name, len(where), to.Count())
	}
	for s := range where {
		if !to.Occupied(s) {
			t.Errorf("%s: moves put a figure in slot %d, empty in %s", name, s, picture(to))
		}
	}
}

// TestCloseUpProperties: on random layouts, CloseUp keeps the count and
// the shape, leaves every rank but the last occupied one full, and its
// moves account for every figure.
func TestCloseUpProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 1))
	for range 2000 {
		files, ranks := 1+rng.IntN(8), 1+rng.IntN(6)
		l, _ := Full(files, ranks)
		for s := range l.Slots() {
			if rng.IntN(3) == 0 {
				l = l.Remove(s)
			}
		}
		got, moves := l.CloseUp()
		if got.Count() != l.Count() || got.Files() != files || got.Ranks() != ranks {
			t.Fatalf("CloseUp(%s) = %s", picture(l), picture(got))
		}
		last := got.LastRank()
		for r := 0; r < last; r++ {
			if got.RankCount(r) != files {
				t.Fatalf("CloseUp(%s) = %s: rank %d has a gap", picture(l), picture(got), r)
			}
		}
		checkMoves(t, picture(l), l, got, moves)
		if again, m := got.CloseUp(); !again.Equal(got) || len(m) != 0 {
			t.Fatalf("CloseUp(%s) is not idempotent: %s then %s", picture(l), picture(got), picture(again))
		}
	}
}

func TestReform(t *testing.T) {
	for _, tc := range []struct {
		name, in     string
		files, ranks int
		want         string // picture, "" for an error
	}{
		{"4x4 to 8x2", "4x4", 8, 2, "oooooooo/oooooooo"},
		{"4x4:13 to 8 wide, fewest ranks", "4x4:13", 8, 0, "oooooooo/.ooooo.."},
		{"to a column", "4x2:6", 1, 0, "o/o/o/o/o/o"},
		{"with holes: order kept", "o.oo/.oo.", 3, 2, "ooo/oo."},
		{"deeper than needed", "2x1", 2, 3, "oo/../.."},
		{"too small", "4x4:13", 4, 3, ""},
		{"bad files", "4x4", 0, 4, ""},
		{"1x1", "1x1", 1, 0, "o"},
		{"empty", "2x2:0", 3, 0, "..."},
	} {
		l := mustLayout(t, tc.in)
		got, moves, err := l.Reform(tc.files, tc.ranks)
		if tc.want == "" {
			if err == nil {
				t.Errorf("%s: Reform(%d, %d) of %s = %s, want an error", tc.name, tc.files, tc.ranks, tc.in, picture(got))
			}
			continue
		}
		if err != nil || picture(got) != tc.want {
			t.Errorf("%s: Reform(%d, %d) of %s = %s, %v; want %s", tc.name, tc.files, tc.ranks, tc.in, picture(got), err, tc.want)
			continue
		}
		checkMoves(t, tc.name, l, got, moves)
	}
	// The order of the figures is kept: slot numbers run in reading order
	// in both blocks, so 4x4 to 8x2 renumbers nothing (the old second rank
	// becomes the right half of the front), and 13 figures to 8 wide shift
	// the figures after the front rank to the centred slots of rank 2.
	if _, moves, _ := mustLayout(t, "4x4").Reform(8, 2); len(moves) != 0 {
		t.Errorf("4x4 to 8x2 moves %v, want none", moves)
	}
	_, moves, _ := mustLayout(t, "4x4:13").Reform(8, 0)
	if want := []Move{{8, 9}, {9, 10}, {10, 11}, {11, 12}}; !slices.Equal(moves, want) {
		t.Errorf("4x4:13 to 8 wide moves %v, want %v", moves, want)
	}
}

func TestTrimAndResize(t *testing.T) {
	l := mustLayout(t, "oooo/.oo./..../....")
	tr := l.Trim()
	if picture(tr) != "oooo/.oo." || tr.Count() != 6 {
		t.Errorf("Trim = %s", picture(tr))
	}
	if e := mustLayout(t, "3x3:0").Trim(); picture(e) != "..." {
		t.Errorf("Trim of an empty block = %s, want one empty rank", picture(e))
	}
	if f := mustLayout(t, "2x2"); !f.Trim().Equal(f) {
		t.Errorf("Trim of a full block changed it")
	}
	r, err := tr.Resize(3)
	if err != nil || picture(r) != "oooo/.oo./...." {
		t.Errorf("Resize(3) = %s, %v", picture(r), err)
	}
	if _, err := tr.Resize(1); err == nil {
		t.Errorf("Resize(1) dropped a rank with figures")
	}
	if _, err := tr.Resize(0); err == nil {
		t.Errorf("Resize(0) accepted")
	}
}
