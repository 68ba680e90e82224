package block

import (
	"errors"
	"fmt"
	"iter"
	"math/bits"
	"strconv"
	"strings"
)

// Limits of a Layout: a block is at most MaxFiles wide and MaxRanks deep,
// and holds at most MaxSlots slots. They are far beyond any unit of the
// rules (Batailles en pagaille: 8, 12 or 16 figures, bep §3.1 [L10]) and
// keep every slot index, count and text form small.
const (
	MaxFiles = 256
	MaxRanks = 256
	MaxSlots = 4096
)

// Layout is the formation of a block without its place on the table: Files
// figures abreast, Ranks deep, and which of the Files×Ranks slots hold a
// figure. It is what a ruleset keeps in its state (status.go); a Block is a
// Layout placed on the table.
//
// Slots are numbered rank by rank from the front, and within a rank file by
// file from the block's left (as its figures see it, geom.Rect's −RightDir
// side): slot = rank·Files + file. Rank 0 is the front rank.
//
// A Layout is a value: every method that changes it returns a new Layout
// and leaves the receiver alone, so copies never see each other's changes.
// The occupancy is a bitset, one bit a slot, held inline for blocks of up
// to 64 slots (no allocation at all for the units of the rules) and in a
// slice beyond, copied on change. The zero Layout is invalid (no slots);
// make one with NewLayout, Full or ParseLayout.
type Layout struct {
	files, ranks int
	count        int
	occ          bitset
}

// bitset is the occupancy: bit i of word i/64 is slot i. Word 0 is inline;
// more holds words 1..; a bitset shared between Layouts is never written.
type bitset struct {
	w0   uint64
	more []uint64
}

func newBitset(slots int) bitset {
	var s bitset
	if n := (slots + 63) / 64; n > 1 {
		s.more = make([]uint64, n-1)
	}
	return s
}

func (s *bitset) word(k int) uint64 {
	if k == 0 {
		return s.w0
	}
	return s.more[k-1]
}

func (s *bitset) has(i int) bool { return s.word(i>>6)>>(uint(i)&63)&1 != 0 }

// set writes bit i; only on a bitset owned by the caller (see clone).
func (s *bitset) set(i int, on bool) {
	w := &s.w0
	if i >= 64 {
		w = &s.more[i/64-1]
	}
	m := uint64(1) << (uint(i) & 63)
	if on {
		*w |= m
	} else {
		*w &^= m
	}
}

func (s bitset) clone() bitset {
	if s.more != nil {
		s.more = append([]uint64(nil), s.more...)
	}
	return s
}

func (s *bitset) words() int { return 1 + len(s.more) }

func (s *bitset) popcount() int {
	n := bits.OnesCount64(s.w0)
	for _, w := range s.more {
		n += bits.OnesCount64(w)
	}
	return n
}

// ErrLayout is wrapped by every error about a layout's shape or text.
var ErrLayout = errors.New("block: bad layout")

func checkShape(files, ranks int) error {
	switch {
	case files < 1 || files > MaxFiles:
		return fmt.Errorf("%w: %d files (1-%d)", ErrLayout, files, MaxFiles)
	case ranks < 1 || ranks > MaxRanks:
		return fmt.Errorf("%w: %d ranks (1-%d)", ErrLayout, ranks, MaxRanks)
	case files*ranks > MaxSlots:
		return fmt.Errorf("%w: %d×%d is %d slots (at most %d)", ErrLayout, files, ranks, files*ranks, MaxSlots)
	}
	return nil
}

// NewLayout is the canonical layout of count figures in files × ranks
// slots: the front ranks full, and the figures left over in the rank behind
// them, from its centre outwards (CentreOut). It is what removing casualties
// in the default order leaves of a full block (casualty.go), so a ruleset
// that always removes them so needs to keep only the count.
func NewLayout(files, ranks, count int) (Layout, error) {
	if err := checkShape(files, ranks); err != nil {
		return Layout{}, err
	}
	if count < 0 || count > files*ranks {
		return Layout{}, fmt.Errorf("%w: %d figures in %d×%d slots", ErrLayout, count, files, ranks)
	}
	l := Layout{files: files, ranks: ranks, count: count, occ: newBitset(files * ranks)}
	full := count / files
	for i := range full * files {
		l.occ.set(i, true)
	}
	for k := range count % files {
		l.occ.set(full*files+CentreOut(files, k), true)
	}
	return l, nil
}

// Full is the layout with every one of files × ranks slots occupied.
func Full(files, ranks int) (Layout, error) { return NewLayout(files, ranks, files*ranks) }

// CentreOut is the k-th file (0 ≤ k < files) of a rank counted from its
// centre outwards, the left one first where two are as central: for four
// files 1, 2, 0, 3; for five 2, 1, 3, 0, 4. A partial rank is filled in this
// order, and emptied in the reverse one (the ends first).
func CentreOut(files, k int) int {
	j := k / 2
	if files%2 == 1 {
		mid := files / 2
		switch {
		case k == 0:
			return mid
		case k%2 == 1:
			return mid - (k+1)/2
		default:
			return mid + j
		}
	}
	if k%2 == 0 {
		return files/2 - 1 - j
	}
	return files/2 + j
}

// Files is the number of figures abreast, Ranks the number of ranks, Slots
// their product.
func (l Layout) Files() int { return l.files }
func (l Layout) Ranks() int { return l.ranks }
func (l Layout) Slots() int { return l.files * l.ranks }

// Count is the number of figures (occupied slots).
func (l Layout) Count() int { return l.count }

// Valid reports whether l has slots (the zero Layout has none).
func (l Layout) Valid() bool { return l.files > 0 && l.ranks > 0 }

// Slot is the slot of a rank and a file; RankFile is its inverse. Neither
// checks its arguments.
func (l Layout) Slot(rank, file int) int { return rank*l.files + file }
func (l Layout) RankFile(slot int) (rank, file int) {
	return slot / l.files, slot % l.files
}

// Occupied reports whether slot holds a figure (false outside the block).
func (l Layout) Occupied(slot int) bool {
	return slot >= 0 && slot < l.Slots() && l.occ.has(slot)
}

// At reports whether rank, file holds a figure (false outside the block).
func (l Layout) At(rank, file int) bool {
	return rank >= 0 && rank < l.ranks && file >= 0 && file < l.files && l.occ.has(rank*l.files+file)
}

// RankCount is the number of figures in rank r.
func (l Layout) RankCount(r int) int {
	n := 0
	for f := range l.files {
		if l.occ.has(r*l.files + f) {
			n++
		}
	}
	return n
}

// LastRank is the rearmost rank holding a figure, −1 for an empty block.
func (l Layout) LastRank() int {
	for r := l.ranks - 1; r >= 0; r-- {
		if l.RankCount(r) > 0 {
			return r
		}
	}
	return -1
}

// Behind is the slot directly behind slot (same file, next rank back) and
// whether a figure stands there: "the figure directly behind" of bep G6
// (polearms, [L1123-1128]).
func (l Layout) Behind(slot int) (int, bool) {
	b := slot + l.files
	return b, slot >= 0 && l.Occupied(b)
}

// Ahead is the slot directly in front of slot and whether a figure stands
// there; a figure with none ahead is in the front of its file.
func (l Layout) Ahead(slot int) (int, bool) {
	a := slot - l.files
	return a, slot < l.Slots() && l.Occupied(a)
}

// All is every occupied slot, in slot order (front rank first, left to
// right).
func (l Layout) All() iter.Seq[int] {
	return func(yield func(int) bool) {
		for k := range l.occ.words() {
			w := l.occ.word(k)
			for w != 0 {
				i := k*64 + bits.TrailingZeros64(w)
				if !yield(i) {
					return
				}
				w &= w - 1
			}
		}
	}
}

// AppendOccupied appends every occupied slot to dst, in slot order.
func (l Layout) AppendOccupied(dst []int) []int {
	for k := range l.occ.words() {
		w := l.occ.word(k)
		for w != 0 {
			dst = append(dst, k*64+bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
	return dst
}

// AppendRank appends the occupied slots of rank r to dst, left to right:
// AppendRank(dst, 0) is the front rank (bep G5).
func (l Layout) AppendRank(dst []int, r int) []int {
	if r < 0 || r >= l.ranks {
		return dst
	}
	for f := range l.files {
		if s := r*l.files + f; l.occ.has(s) {
			dst = append(dst, s)
		}
	}
	return dst
}

// With is l with slot occupied or emptied. The slot must be in the block:
// With panics otherwise, as for an index out of range (a slot read from a
// scenario is checked against Slots first).
func (l Layout) With(slot int, occupied bool) Layout {
	if slot < 0 || slot >= l.Slots() {
		panic(fmt.Sprintf("block: slot %d outside a %d×%d block", slot, l.files, l.ranks))
	}
	if l.occ.has(slot) == occupied {
		return l
	}
	l.occ = l.occ.clone()
	l.occ.set(slot, occupied)
	if occupied {
		l.count++
	} else {
		l.count--
	}
	return l
}

// Remove is l without the figure in slot (a chosen casualty: the figure a
// bolt struck, a musketeer whose musket burst, bep [L1200-1205]).
func (l Layout) Remove(slot int) Layout { return l.With(slot, false) }

// Equal reports whether l and m have the same shape and occupancy.
func (l Layout) Equal(m Layout) bool {
	if l.files != m.files || l.ranks != m.ranks || l.count != m.count {
		return false
	}
	for k := range l.occ.words() {
		if l.occ.word(k) != m.occ.word(k) {
			return false
		}
	}
	return true
}

// Canonical reports whether l is NewLayout(Files, Ranks, Count): the
// occupancy follows from the count alone.
func (l Layout) Canonical() bool {
	c, _ := NewLayout(l.files, l.ranks, l.count)
	return l.Equal(c)
}

// Text forms (String, ParseLayout; MarshalText and UnmarshalText use them):
//
//	"4x4"              every slot of 4 files × 4 ranks occupied
//	"4x4:13"           the canonical 13 figures (NewLayout)
//	"oooo/o.oo/.oo."   a picture: ranks front first, separated by '/',
//	                   each a file-by-file string, 'o' a figure, '.' none
//
// A picture needs at least one rank, and every rank as many files.

// String is l in the shortest of the text forms.
func (l Layout) String() string {
	if !l.Valid() {
		return "block?"
	}
	dims := strconv.Itoa(l.files) + "x" + strconv.Itoa(l.ranks)
	switch {
	case l.count == l.Slots():
		return dims
	case l.Canonical():
		return dims + ":" + strconv.Itoa(l.count)
	}
	var sb strings.Builder
	sb.Grow(l.Slots() + l.ranks)
	for r := range l.ranks {
		if r > 0 {
			sb.WriteByte('/')
		}
		for f := range l.files {
			if l.occ.has(r*l.files + f) {
				sb.WriteByte('o')
			} else {
				sb.WriteByte('.')
			}
		}
	}
	return sb.String()
}

// ParseLayout reads a layout in one of the text forms of String, strictly:
// no spaces, no signs, no other characters.
func ParseLayout(s string) (Layout, error) {
	if dims, count, ok := strings.Cut(s, ":"); ok || strings.Contains(s, "x") {
		fs, rs, ok2 := strings.Cut(dims, "x")
		if !ok2 {
			return Layout{}, fmt.Errorf("%w: %q: expected FILESxRANKS", ErrLayout, s)
		}
		files, err1 := whole(fs)
		ranks, err2 := whole(rs)
		if err1 != nil || err2 != nil {
			return Layout{}, fmt.Errorf("%w: %q: expected FILESxRANKS with whole numbers", ErrLayout, s)
		}
		if err := checkShape(files, ranks); err != nil {
			return Layout{}, fmt.Errorf("%w (%q)", err, s)
		}
		n := files * ranks
		if ok {
			if n, err1 = whole(count); err1 != nil {
				return Layout{}, fmt.Errorf("%w: %q: expected a whole number of figures after ':'", ErrLayout, s)
			}
		}
		l, err := NewLayout(files, ranks, n)
		if err != nil {
			return Layout{}, fmt.Errorf("%w (%q)", err, s)
		}
		return l, nil
	}
	rows := strings.Split(s, "/")
	files, ranks := len(rows[0]), len(rows)
	if err := checkShape(files, ranks); err != nil {
		return Layout{}, fmt.Errorf("%w (%q)", err, abbrev(s))
	}
	l := Layout{files: files, ranks: ranks, occ: newBitset(files * ranks)}
	for r, row := range rows {
		if len(row) != files {
			return Layout{}, fmt.Errorf("%w: rank %d of %q has %d files, rank 1 has %d", ErrLayout, r+1, abbrev(s), len(row), files)
		}
		for f := range len(row) {
			switch row[f] {
			case 'o':
				l.occ.set(r*files+f, true)
				l.count++
			case '.':
			default:
				return Layout{}, fmt.Errorf("%w: %q: rank %d, file %d is %q (expected 'o' for a figure or '.' for none)", ErrLayout, abbrev(s), r+1, f+1, row[f])
			}
		}
	}
	return l, nil
}

// whole parses a plain decimal number of at most 5 digits (no sign).
func whole(s string) (int, error) {
	if s == "" || len(s) > 5 {
		return 0, ErrLayout
	}
	n := 0
	for i := range len(s) {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, ErrLayout
		}
		n = n*10 + int(c-'0')
	}
	return n, nil
}

func abbrev(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}

// MarshalText is String, for encoders.
func (l Layout) MarshalText() ([]byte, error) {
	if !l.Valid() {
		return nil, fmt.Errorf("%w: the zero layout has no text", ErrLayout)
	}
	return []byte(l.String()), nil
}

// UnmarshalText is ParseLayout, for decoders.
func (l *Layout) UnmarshalText(b []byte) error {
	m, err := ParseLayout(string(b))
	if err != nil {
		return err
	}
	*l = m
	return nil
}

func trailing(w uint64) int { return bits.TrailingZeros64(w) }
