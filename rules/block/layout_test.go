package block

import (
	"errors"
	"slices"
	"testing"
)

// mustLayout parses a layout or fails the test.
func mustLayout(t testing.TB, s string) Layout {
	t.Helper()
	l, err := ParseLayout(s)
	if err != nil {
		t.Fatalf("ParseLayout(%q): %v", s, err)
	}
	return l
}

// picture is l drawn rank by rank, whatever its canonical form.
func picture(l Layout) string {
	b := make([]byte, 0, l.Slots()+l.Ranks())
	for r := range l.Ranks() {
		if r > 0 {
			b = append(b, '/')
		}
		for f := range l.Files() {
			if l.At(r, f) {
				b = append(b, 'o')
			} else {
				b = append(b, '.')
			}
		}
	}
	return string(b)
}

func TestCentreOut(t *testing.T) {
	for _, tc := range []struct {
		files int
		want  []int
	}{
		{1, []int{0}},
		{2, []int{0, 1}},
		{3, []int{1, 0, 2}},
		{4, []int{1, 2, 0, 3}},
		{5, []int{2, 1, 3, 0, 4}},
		{6, []int{2, 3, 1, 4, 0, 5}},
	} {
		var got []int
		for k := range tc.files {
			got = append(got, CentreOut(tc.files, k))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("CentreOut(%d, 0..) = %v, want %v", tc.files, got, tc.want)
		}
	}
	// Every width: a permutation, distances from the centre never falling.
	for files := 1; files <= MaxFiles; files++ {
		seen := make([]bool, files)
		prev := -1.0
		for k := range files {
			f := CentreOut(files, k)
			if f < 0 || f >= files || seen[f] {
				t.Fatalf("CentreOut(%d, %d) = %d: not a permutation", files, k, f)
			}
			seen[f] = true
			d := abs(float64(f) - float64(files-1)/2)
			if d < prev {
				t.Fatalf("CentreOut(%d, %d) = %d moves back towards the centre", files, k, f)
			}
			prev = d
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func TestNewLayout(t *testing.T) {
	for _, tc := range []struct {
		files, ranks, count int
		want                string // picture, "" for an error
	}{
		{4, 4, 16, "oooo/oooo/oooo/oooo"},
		{4, 4, 13, "oooo/oooo/oooo/.o.."},
		{4, 2, 6, "oooo/.oo."},
		{5, 2, 7, "ooooo/.oo.."},
		{5, 2, 8, "ooooo/.ooo."},
		{4, 3, 4, "oooo/..../...."},
		{1, 1, 1, "o"},
		{1, 1, 0, "."},
		{3, 1, 0, "..."},
		{0, 1, 0, ""},
		{1, 0, 0, ""},
		{4, 4, 17, ""},
		{4, 4, -1, ""},
		{MaxFiles + 1, 1, 1, ""},
		{1, MaxRanks + 1, 1, ""},
		{100, 100, 1, ""}, // over MaxSlots
	} {
		l, err := NewLayout(tc.files, tc.ranks, tc.count)
		if tc.want == "" {
			if err == nil || !errors.Is(err, ErrLayout) {
				t.Errorf("NewLayout(%d, %d, %d) = %v, %v; want an ErrLayout", tc.files, tc.ranks, tc.count, l, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("NewLayout(%d, %d, %d): %v", tc.files, tc.ranks, tc.count, err)
			continue
		}
		if got := picture(l); got != tc.want || l.Count() != tc.count || !l.Canonical() {
			t.Errorf("NewLayout(%d, %d, %d) = %s (count %d, canonical %v), want %s", tc.files, tc.ranks, tc.count, got, l.Count(), l.Canonical(), tc.want)
		}
	}
}

func TestParseLayout(t *testing.T) {
	for _, tc := range []struct {
		in, picture, str string // str: String() of the result; "" for an error
	}{
		{"4x4", "oooo/oooo/oooo/oooo", "4x4"},
		{"4x4:13", "oooo/oooo/oooo/.o..", "4x4:13"},
		{"4x4:16", "oooo/oooo/oooo/oooo", "4x4"},
		{"4x2:0", "..../....", "4x2:0"},
		{"oooo/oooo/.o..", "oooo/oooo/.o..", "4x3:9"},
		{"oooo/o.oo", "oooo/o.oo", "oooo/o.oo"},
		{"o", "o", "1x1"},
		{".", ".", "1x1:0"},
		{"oo/oo", "oo/oo", "2x2"},
		{"1x1", "o", "1x1"},
		{"40x40", "", "40x40"},
		{"", "", ""},
		{"4x", "", ""},
		{"x4", "", ""},
		{"4x4:", "", ""},
		{"4x4:17", "", ""},
		{"4x4:-1", "", ""},
		{"+4x4", "", ""},
		{" 4x4", "", ""},
		{"0x4", "", ""},
		{"4x0", "", ""},
		{"4:4", "", ""},
		{"4x4x4", "", ""},
		{"257x1", "", ""},
		{"100x100", "", ""},
		{"oo/o", "", ""},
		{"o?o", "", ""},
		{"oo//oo", "", ""},
		{"oo/", "", ""},
		{"/", "", ""},
		{"OOO", "", ""},
	} {
		l, err := ParseLayout(tc.in)
		if tc.str == "" {
			if err == nil || !errors.Is(err, ErrLayout) {
				t.Errorf("ParseLayout(%q) = %v, %v; want an ErrLayout", tc.in, l, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseLayout(%q): %v", tc.in, err)
			continue
		}
		if got := l.String(); got != tc.str {
			t.Errorf("ParseLayout(%q).String() = %q, want %q", tc.in, got, tc.str)
		}
		if tc.picture != "" && picture(l) != tc.picture {
			t.Errorf("ParseLayout(%q) = %s, want %s", tc.in, picture(l), tc.picture)
		}
		back, err := ParseLayout(l.String())
		if err != nil || !back.Equal(l) {
			t.Errorf("ParseLayout(%q) does not read back its String %q: %v, %v", tc.in, l.String(), back, err)
		}
		txt, err := l.MarshalText()
		var u Layout
		if err != nil || u.UnmarshalText(txt) != nil || !u.Equal(l) {
			t.Errorf("text round trip of %q: %s, %v", tc.in, txt, err)
		}
	}
	var zero Layout
	if _, err := zero.MarshalText(); err == nil {
		t.Errorf("the zero Layout marshals")
	}
	if zero.String() != "block?" || zero.Valid() {
		t.Errorf("zero Layout: String %q, Valid %v", zero.String(), zero.Valid())
	}
}

func TestLayoutQueries(t *testing.T) {
	l := mustLayout(t, "oooo/o.oo/.o..")
	if l.Files() != 4 || l.Ranks() != 3 || l.Slots() != 12 || l.Count() != 8 {
		t.Fatalf("%s: files %d ranks %d slots %d count %d", l, l.Files(), l.Ranks(), l.Slots(), l.Count())
	}
	for r, want := range []int{4, 3, 1} {
		if got := l.RankCount(r); got != want {
			t.Errorf("RankCount(%d) = %d, want %d", r, got, want)
		}
	}
	if got := l.LastRank(); got != 2 {
		t.Errorf("LastRank = %d, want 2", got)
	}
	if got := l.AppendRank(nil, 1); !slices.Equal(got, []int{4, 6, 7}) {
		t.Errorf("AppendRank(1) = %v, want [4 6 7]", got)
	}
	if got := l.AppendRank(nil, 3); got != nil {
		t.Errorf("AppendRank(3) = %v, want none", got)
	}
	if got := l.AppendOccupied(nil); !slices.Equal(got, []int{0, 1, 2, 3, 4, 6, 7, 9}) {
		t.Errorf("AppendOccupied = %v", got)
	}
	if got := slices.Collect(l.All()); !slices.Equal(got, []int{0, 1, 2, 3, 4, 6, 7, 9}) {
		t.Errorf("All = %v", got)
	}
	for _, tc := range []struct {
		slot, behind int
		ok           bool
	}{
		{0, 4, true}, {1, 5, false}, {5, 9, true}, {9, 13, false}, {11, 15, false}, {-1, 3, false},
	} {
		if b, ok := l.Behind(tc.slot); b != tc.behind || ok != tc.ok {
			t.Errorf("Behind(%d) = %d, %v; want %d, %v", tc.slot, b, ok, tc.behind, tc.ok)
		}
	}
	for _, tc := range []struct {
		slot, ahead int
		ok          bool
	}{
		{4, 0, true}, {9, 5, false}, {0, -4, false}, {7, 3, true}, {12, 8, false},
	} {
		if a, ok := l.Ahead(tc.slot); a != tc.ahead || ok != tc.ok {
			t.Errorf("Ahead(%d) = %d, %v; want %d, %v", tc.slot, a, ok, tc.ahead, tc.ok)
		}
	}
	if l.Occupied(-1) || l.Occupied(12) || l.At(0, 4) || l.At(3, 0) || !l.At(2, 1) {
		t.Errorf("Occupied/At outside the block")
	}
	if r, f := l.RankFile(9); r != 2 || f != 1 || l.Slot(2, 1) != 9 {
		t.Errorf("RankFile(9) = %d, %d; Slot(2, 1) = %d", r, f, l.Slot(2, 1))
	}
	empty, _ := NewLayout(3, 2, 0)
	if empty.LastRank() != -1 {
		t.Errorf("empty LastRank = %d", empty.LastRank())
	}
}

// TestLayoutIsAValue: changing a copy never changes the original, inline
// (≤ 64 slots) or not.
func TestLayoutIsAValue(t *testing.T) {
	for _, s := range []string{"4x4", "10x10", "40x40"} {
		l := mustLayout(t, s)
		before := l.String()
		m := l.Remove(l.Slots() - 1).Remove(70 % l.Slots())
		n, _ := l.RemoveCasualties(3, nil)
		c, _ := m.CloseUp()
		_, _, _ = m.Reform(l.Files()/2, 0)
		if l.String() != before || l.Count() != l.Slots() {
			t.Errorf("%s changed to %s", before, l)
		}
		if m.Count() != l.Slots()-2 || n.Count() != l.Slots()-3 || c.Count() != m.Count() {
			t.Errorf("%s: counts %d, %d, %d", s, m.Count(), n.Count(), c.Count())
		}
		if m.Occupied(l.Slots()-1) || !l.Occupied(l.Slots()-1) {
			t.Errorf("%s: Remove did not remove, or removed from the original", s)
		}
		if got := m.With(l.Slots()-1, true); !got.Occupied(l.Slots()-1) || got.Count() != l.Slots()-1 || m.Occupied(l.Slots()-1) {
			t.Errorf("%s: With(true)", s)
		}
		if m.With(0, true).Count() != m.Count() {
			t.Errorf("%s: With an occupied slot changed the count", s)
		}
	}
}

func TestWithPanicsOutside(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Errorf("With(16) on a 4×4 did not panic")
		}
	}()
	mustLayout(t, "4x4").With(16, false)
}
