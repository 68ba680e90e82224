package bloodblades

import (
	"slices"
	"testing"

	"plateau/rules/geom"
)

// row adds n one-base units side by side, fronts level, facing bearing:
// ids prefix1..prefixn, left to right as seen from behind (for bearing
// north, from x0 eastwards every 4 cm; for south, westwards).
func (w *world) row(prefix string, side int, typ string, x0, y float64, n int, bearing float64) *world {
	step := 4.0
	if bearing == south {
		step = -4
	}
	for i := range n {
		w.unit(prefix+string(rune('1'+i)), side, typ, x0+step*float64(i), y, bearing)
	}
	return w
}

// ids are the base IDs of units.
func ids(units ...string) []string {
	out := make([]string, len(units))
	for i, u := range units {
		out[i] = u + ".1"
	}
	return out
}

// TestGroupConnected is G19 [L1505] and G22 [L1634-1639]: same facing
// (within 0.5°, bnb.md §12.0), edge to edge, and for a group a corner in
// common.
func TestGroupConnected(t *testing.T) {
	r := func(x, y, bearing float64) geom.Rect {
		return geom.Rect{Center: geom.V(x, y), Facing: geom.FromBearing(bearing), Width: 4, Depth: 3}
	}
	a := r(60, 60, north)
	for _, c := range []struct {
		name        string
		b           geom.Rect
		group, pack bool
	}{
		{"fronts level side by side", r(64, 60, north), true, true},
		{"directly behind, corners aligned", r(60, 63, north), true, true},
		{"staggered by half a width beside (G19: pack only)", r(64, 61.5, north), false, true},
		{"behind, offset by half a width (pack only)", r(62, 63, north), false, true},
		{"facing 0.3° off", r(64.01, 60, north+0.3), true, true},
		{"facing 1° off", r(64.03, 60, north+1), false, false},
		{"0.5 cm apart", r(64.5, 60, north), false, false},
		{"corner to corner only", r(64, 63, north), false, false},
		{"front to front (opposed)", r(60, 57, south), false, false},
		{"facing east, touching the flank", r(63.5, 60, 90), false, false},
	} {
		if got := GroupConnected(a, c.b); got != c.group {
			t.Errorf("%s: GroupConnected = %v, want %v", c.name, got, c.group)
		}
		if got := PackConnected(a, c.b); got != c.pack {
			t.Errorf("%s: PackConnected = %v, want %v", c.name, got, c.pack)
		}
	}
}

// TestGroups is G20 (A39: connected), sub-groups [L1511], the front G21
// [L1507], columns G23 [L1527-1530] and packs G22 [L1643].
func TestGroups(t *testing.T) {
	w := newWorld().row("a", 0, "Reg Sp(O)", 20, 60, 3, north)                              // a line of three
	w.unit("b1", 0, "Reg Cv(O)", 60, 60, north).unit("b2", 0, "Reg Cv(O)", 60, 63, north)   // two in file
	w.unit("c1", 0, "Reg Cv(O)", 90, 60, north).unit("c2", 0, "Reg Cv(O)", 94, 61.5, north) // staggered
	w.unit("lone", 0, "Reg Sp(O)", 40, 40, north)
	s := w.state(t)
	got := Groups(&s, 0)
	want := [][]string{ids("a1", "a2", "a3"), ids("b1", "b2")}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("Groups = %v, want %v", got, want)
	}
	packs := Packs(&s, 0)
	if len(packs) != 3 || !slices.Equal(packs[2], ids("c1", "c2")) {
		t.Errorf("Packs = %v, want the two groups and c1, c2", packs)
	}
	for _, c := range []struct {
		ids        []string
		group, sub bool
	}{
		{ids("a1", "a2", "a3"), true, false},
		{ids("a1", "a2"), true, true},
		{ids("a1", "a3"), false, false}, // two bases not connected (A39)
		{ids("a3", "b1"), false, false},
		{ids("c1", "c2"), false, false},
		{ids("a1"), false, false},
	} {
		if g := IsGroup(&s, c.ids); g != c.group || (g && IsSubGroup(&s, c.ids) != c.sub) {
			t.Errorf("IsGroup(%v) = %v (sub %v), want %v (sub %v)", c.ids, g, g && IsSubGroup(&s, c.ids), c.group, c.sub)
		}
	}
	if col, ok := Column(&s, ids("b2", "b1")); !ok || !slices.Equal(col, ids("b1", "b2")) {
		t.Errorf("Column(b) = %v %v, want b1 (head), b2", col, ok)
	}
	if _, ok := Column(&s, ids("a1", "a2")); ok {
		t.Errorf("a line of two is a column")
	}

	// The front: a T of three in front and one behind the middle; and
	// two front lines at the same level joined by a rear rank, the wider
	// one counting.
	sh := func(x, y float64) geom.Rect {
		return geom.Rect{Center: geom.V(x, y), Facing: geom.FromBearing(north), Width: 4, Depth: 3}
	}
	for _, c := range []struct {
		name   string
		shapes []geom.Rect
		want   []int
	}{
		{"T", []geom.Rect{sh(64, 63), sh(60, 60), sh(64, 60), sh(68, 60)}, []int{1, 2, 3}},
		{"two front lines", []geom.Rect{sh(56, 60), sh(64, 60), sh(68, 60), sh(56, 63), sh(60, 63), sh(64, 63)}, []int{1, 2}},
		{"a column", []geom.Rect{sh(60, 66), sh(60, 63), sh(60, 60)}, []int{2}},
	} {
		if got := Front(c.shapes); !slices.Equal(got, c.want) {
			t.Errorf("Front(%s) = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestTwoByTwoIsNoColumn: a block two wide is a group, not a column.
func TestTwoByTwoIsNoColumn(t *testing.T) {
	s := newWorld().row("f", 0, "Reg Cv(O)", 60, 60, 2, north).row("r", 0, "Reg Cv(O)", 60, 63, 2, north).state(t)
	g := ids("f1", "f2", "r1", "r2")
	if !IsGroup(&s, g) {
		t.Fatalf("a 2 × 2 block is not a group")
	}
	if _, ok := Column(&s, g); ok {
		t.Errorf("a 2 × 2 block is a column")
	}
}
