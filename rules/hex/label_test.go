package hex

import (
	"fmt"
	"testing"

	"plateau/rules/geom"
)

func mapOf(t testing.TB, o Orientation, p Parity, cols, rows int) *Map {
	t.Helper()
	m, err := NewMap(Layout{Orientation: o, Size: 2, Origin: geom.V(2, 2)}, cols, rows, p)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// CCRR labels (spec §12.1; [L587] "1101", [L1413] "2407", [L1433]
// "2113"): column then row, two digits each, from 01.
func TestLabel(t *testing.T) {
	for _, tc := range []struct {
		o      Orientation
		p      Parity
		h      Hex
		want   string
		parity string // what the offset parity means here
	}{
		{Flat, OddQ, H(0, 0), "0101", ""},
		{Flat, OddQ, H(10, -5), "1101", "col 10 row 0"},
		{Flat, OddQ, H(1, 0), "0201", "odd column 1 sits lower: (1,0) is row 0"},
		{Flat, OddQ, H(1, -1), "0200", "row -1+1 = 0 -> label row 00"},
		{Flat, EvenQ, H(1, 0), "0202", "even-q: odd columns sit higher"},
		{Flat, EvenQ, H(1, -1), "0201", ""},
		{Pointy, OddR, H(0, 1), "0102", "odd row 1 sits right"},
		{Pointy, OddR, H(-1, 1), "0002", ""},
		{Pointy, EvenR, H(0, 1), "0202", ""},
		{Pointy, EvenR, H(-1, 1), "0102", ""},
		{Pointy, OddR, H(23, 6), "2707", ""},
	} {
		m := mapOf(t, tc.o, tc.p, 40, 30)
		if got := m.Label(tc.h); got != tc.want {
			t.Errorf("%v Label(%v) = %s, want %s (%s)", tc.p, tc.h, got, tc.want, tc.parity)
		}
	}
	m := mapOf(t, Flat, OddQ, 40, 30)
	if got := m.Label(H(-5, 0)); got != "?-4.-2" {
		t.Errorf("Label(off the labelled range) = %s, want ?-4.-2", got)
	}
}

// Labels round trip on every hex of every parity; each hex's index is
// unique and HexAt inverts Index.
func TestLabelRoundTrip(t *testing.T) {
	for _, c := range []struct {
		o Orientation
		p Parity
	}{{Flat, OddQ}, {Flat, EvenQ}, {Pointy, OddR}, {Pointy, EvenR}} {
		m := mapOf(t, c.o, c.p, 40, 30)
		seen := map[string]bool{}
		for i := 0; i < m.Len(); i++ {
			h := m.HexAt(i)
			if j, ok := m.Index(h); !ok || j != i {
				t.Fatalf("%v: Index(HexAt(%d)) = %d %v", c.p, i, j, ok)
			}
			s := m.Label(h)
			if seen[s] {
				t.Fatalf("%v: label %s twice", c.p, s)
			}
			seen[s] = true
			back, err := m.ParseLabel(s)
			if err != nil || back != h {
				t.Fatalf("%v: ParseLabel(Label(%v) = %s) = %v, %v", c.p, h, s, back, err)
			}
			// Straight columns (flat) or rows (pointy): the offset neighbour
			// along the straight line is a hex neighbour.
			col, row := c.p.ToOffset(h)
			n := c.p.FromOffset(col, row+1)
			if c.o == Pointy {
				n = c.p.FromOffset(col+1, row)
			}
			if Dist(h, n) != 1 {
				t.Fatalf("%v: offset neighbour of %s is %s at distance %d", c.p, s, m.Label(n), Dist(h, n))
			}
		}
	}
}

func TestParseLabelErrors(t *testing.T) {
	m := mapOf(t, Flat, OddQ, 40, 30)
	for _, tc := range []struct{ in, want string }{
		{"", `hex: bad label "": want 4 digits CCRR (column, row)`},
		{"110", `hex: bad label "110": want 4 digits CCRR (column, row)`},
		{"11a1", `hex: bad label "11a1": want 4 digits CCRR (column, row)`},
		{"-101", `hex: bad label "-101": want 4 digits CCRR (column, row)`},
		{"11011", `hex: bad label "11011": want 4 digits CCRR (column, row)`},
		{"4101", `hex: label "4101" is off the map (columns 01-40, rows 01-30)`},
		{"0001", `hex: label "0001" is off the map (columns 01-40, rows 01-30)`},
		{"0131", `hex: label "0131" is off the map (columns 01-40, rows 01-30)`},
		{"4030", `<nil>`},
		{"0101", `<nil>`},
	} {
		_, err := m.ParseLabel(tc.in)
		if got := fmt.Sprint(err); got != tc.want {
			t.Errorf("ParseLabel(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestNewMapErrors(t *testing.T) {
	l := Layout{Orientation: Flat, Size: 2}
	for _, tc := range []struct {
		l          Layout
		cols, rows int
		p          Parity
		want       string
	}{
		{l, 0, 5, OddQ, "hex: map of 0×5 hexes, want 1-99 columns and rows"},
		{l, 100, 5, OddQ, "hex: map of 100×5 hexes, want 1-99 columns and rows"},
		{l, 10, 5, OddR, "hex: odd-r offsets on a flat-top map, want odd-q or even-q"},
		{Layout{Size: 2}, 10, 5, EvenQ, "hex: even-q offsets on a pointy-top map, want odd-r or even-r"},
		{Layout{Size: -1}, 10, 5, OddR, "hex: hex size -1 cm, want a positive finite size"},
	} {
		_, err := NewMap(tc.l, tc.cols, tc.rows, tc.p)
		if got := fmt.Sprint(err); got != tc.want {
			t.Errorf("NewMap(%dx%d %v) = %s, want %s", tc.cols, tc.rows, tc.p, got, tc.want)
		}
	}
}
