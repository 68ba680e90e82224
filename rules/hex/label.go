package hex

import (
	"fmt"
)

// Parity is a map's offset layout: which columns (flat-top maps, "-q") or
// rows (pointy-top maps, "-r") are shoved half a hex down or right (spec
// §12.1: "offset parity per map"). The parity is of the 0-based offset
// coordinate, whatever the labels' first number (Map.ColBase, RowBase).
type Parity uint8

const (
	// OddQ (flat-top): odd columns sit half a hex lower.
	OddQ Parity = iota
	// EvenQ (flat-top): even columns sit half a hex lower.
	EvenQ
	// OddR (pointy-top): odd rows sit half a hex to the right.
	OddR
	// EvenR (pointy-top): even rows sit half a hex to the right.
	EvenR
)

func (p Parity) String() string {
	switch p {
	case OddQ:
		return "odd-q"
	case EvenQ:
		return "even-q"
	case OddR:
		return "odd-r"
	case EvenR:
		return "even-r"
	}
	return fmt.Sprintf("Parity(%d)", uint8(p))
}

// fits reports whether the parity suits the orientation: -q offsets for
// flat-top maps (straight columns), -r offsets for pointy-top ones.
func (p Parity) fits(o Orientation) bool {
	if o == Flat {
		return p == OddQ || p == EvenQ
	}
	return p == OddR || p == EvenR
}

// ToOffset is h's (column, row) in the offset layout p.
func (p Parity) ToOffset(h Hex) (col, row int) {
	switch p {
	case OddQ:
		return h.Q, h.R + (h.Q-(h.Q&1))/2
	case EvenQ:
		return h.Q, h.R + (h.Q+(h.Q&1))/2
	case OddR:
		return h.Q + (h.R-(h.R&1))/2, h.R
	default: // EvenR
		return h.Q + (h.R+(h.R&1))/2, h.R
	}
}

// FromOffset is the hex at (col, row) in the offset layout p.
func (p Parity) FromOffset(col, row int) Hex {
	switch p {
	case OddQ:
		return Hex{col, row - (col-(col&1))/2}
	case EvenQ:
		return Hex{col, row - (col+(col&1))/2}
	case OddR:
		return Hex{col - (row-(row&1))/2, row}
	default: // EvenR
		return Hex{col - (row+(row&1))/2, row}
	}
}

// Label is h's CCRR label on m: two digits of column, two of row, the first
// column and row numbered ColBase and RowBase ("1101" is column 11, row 1)
// [L587], [L1413], [L1433]. A hex off the labelled range (a number below 0
// or above 99) gets "?ccc.rrr" so that it still prints.
func (m *Map) Label(h Hex) string {
	col, row := m.Parity.ToOffset(h)
	c, r := col+m.ColBase, row+m.RowBase
	if c < 0 || c > 99 || r < 0 || r > 99 {
		return fmt.Sprintf("?%d.%d", c, r)
	}
	var b [4]byte
	b[0], b[1], b[2], b[3] = byte('0'+c/10), byte('0'+c%10), byte('0'+r/10), byte('0'+r%10)
	return string(b[:])
}

// ParseLabel is the hex labelled s on m. The label must be exactly four
// digits and name a hex on the map; the error quotes it.
func (m *Map) ParseLabel(s string) (Hex, error) {
	if len(s) != 4 {
		return Hex{}, fmt.Errorf("hex: bad label %q: want 4 digits CCRR (column, row)", s)
	}
	for i := 0; i < 4; i++ {
		if s[i] < '0' || s[i] > '9' {
			return Hex{}, fmt.Errorf("hex: bad label %q: want 4 digits CCRR (column, row)", s)
		}
	}
	c := int(s[0]-'0')*10 + int(s[1]-'0')
	r := int(s[2]-'0')*10 + int(s[3]-'0')
	col, row := c-m.ColBase, r-m.RowBase
	if col < 0 || col >= m.Cols || row < 0 || row >= m.Rows {
		return Hex{}, fmt.Errorf("hex: label %q is off the map (columns %02d-%02d, rows %02d-%02d)",
			s, m.ColBase, m.ColBase+m.Cols-1, m.RowBase, m.RowBase+m.Rows-1)
	}
	return m.Parity.FromOffset(col, row), nil
}

// MustLabel is ParseLabel for tests and literals; it panics on a bad label.
func (m *Map) MustLabel(s string) Hex {
	h, err := m.ParseLabel(s)
	if err != nil {
		panic(err)
	}
	return h
}
