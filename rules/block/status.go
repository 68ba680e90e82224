package block

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"plateau/rules"
)

// A Layout kept in a unit's statuses (rules.Unit.Status, whole numbers a
// position may give and the state hash covers), under a prefix of the
// ruleset's choosing ("" for a unit that is one block):
//
//	prefix+"files"     files, 1-MaxFiles
//	prefix+"ranks"     ranks, 1-MaxRanks
//	prefix+"figures"   figures left, 0-files×ranks
//	prefix+"mask0" …   only when the figures are not where NewLayout puts
//	                   them: slots 32k to 32k+31 as the bits of a whole
//	                   number (bit j is slot 32k+j), 0 to 2³²−1
//
// A block whose casualties were always taken in the default order, and
// that reformed or closed up only through Reform, needs no mask at all: its
// occupancy follows from the three counts. Masks are 32-bit so that every
// value is exact in JSON, TOML and float64 alike.
const (
	KeyFiles   = "files"
	KeyRanks   = "ranks"
	KeyFigures = "figures"
	KeyMask    = "mask"
)

// maskBits is how many slots one mask status holds.
const maskBits = 32

// StatusKeys is the unit statuses a Layout takes under prefix, with their
// ranges, for a ruleset's rules.PositionKeys.Unit.
func StatusKeys(prefix string) []rules.Key {
	return []rules.Key{
		{Name: prefix + KeyFiles, Range: rules.Range{Lo: 1, Hi: MaxFiles, Whole: true}, Doc: "figures abreast in the unit's block (its frontage in figures)"},
		{Name: prefix + KeyRanks, Range: rules.Range{Lo: 1, Hi: MaxRanks, Whole: true}, Doc: "ranks of the unit's block"},
		{Name: prefix + KeyFigures, Range: rules.Range{Lo: 0, Hi: MaxSlots, Whole: true}, Doc: "figures left in the unit's block"},
		{Name: prefix + KeyMask, Prefix: true, Range: rules.Range{Lo: 0, Hi: 1<<maskBits - 1, Whole: true},
			Doc: "slots 32k to 32k+31 of the block (k after the key's name), bit j for slot 32k+j, rank by rank from the front and left to right; only when the figures are not the front ranks full and the rest centred in the last"},
	}
}

// PutStatus writes l into m under prefix (m must not be nil), removing the
// mask statuses it no longer needs.
func (l Layout) PutStatus(m map[string]int, prefix string) {
	for k := range m {
		if rest, ok := strings.CutPrefix(k, prefix+KeyMask); ok && rest != "" {
			delete(m, k)
		}
	}
	m[prefix+KeyFiles] = l.files
	m[prefix+KeyRanks] = l.ranks
	// No figures left is no status, as every zero status is
	// (rules.Unit.SetStatus): a position written and read back keeps none.
	if l.count == 0 {
		delete(m, prefix+KeyFigures)
	} else {
		m[prefix+KeyFigures] = l.count
	}
	if l.Canonical() {
		return
	}
	for k := range (l.Slots() + maskBits - 1) / maskBits {
		w := l.occ.word(k * maskBits / 64)
		if k%2 == 1 {
			w >>= 32
		}
		if v := int(w & (1<<maskBits - 1)); v != 0 {
			m[prefix+KeyMask+strconv.Itoa(k)] = v
		}
	}
}

// StatusLayout reads a Layout from the statuses m under prefix, checking
// every value: files and ranks in range, the figures no more than the
// slots, each mask in range, naming a slot of the block and the masks
// together holding exactly the figures. Errors name the offending key.
func StatusLayout(m map[string]int, prefix string) (Layout, error) {
	get := func(k string) (int, error) {
		v, ok := m[prefix+k]
		if !ok {
			return 0, fmt.Errorf("%w: status %q is missing", ErrLayout, prefix+k)
		}
		return v, nil
	}
	files, err := get(KeyFiles)
	if err != nil {
		return Layout{}, err
	}
	ranks, err := get(KeyRanks)
	if err != nil {
		return Layout{}, err
	}
	count := m[prefix+KeyFigures] // absent: none left (PutStatus)
	if err := checkShape(files, ranks); err != nil {
		return Layout{}, fmt.Errorf("%w (statuses %q, %q)", err, prefix+KeyFiles, prefix+KeyRanks)
	}
	l, err := NewLayout(files, ranks, count)
	if err != nil {
		return Layout{}, fmt.Errorf("%w (status %q)", err, prefix+KeyFigures)
	}
	var masks []string
	for k := range m {
		if rest, ok := strings.CutPrefix(k, prefix+KeyMask); ok && rest != "" {
			masks = append(masks, k)
		}
	}
	if len(masks) == 0 {
		return l, nil
	}
	slices.Sort(masks)
	slots := files * ranks
	words := (slots + maskBits - 1) / maskBits
	occ := newBitset(slots)
	n := 0
	for _, k := range masks {
		idx, err := whole(k[len(prefix+KeyMask):])
		if err != nil || strconv.Itoa(idx) != k[len(prefix+KeyMask):] || idx >= words {
			return Layout{}, fmt.Errorf("%w: status %q: a %d×%d block has masks 0 to %d", ErrLayout, k, files, ranks, words-1)
		}
		v := m[k]
		if v < 0 || v > 1<<maskBits-1 {
			return Layout{}, fmt.Errorf("%w: status %q = %d is out of range (0-%d)", ErrLayout, k, v, 1<<maskBits-1)
		}
		if hi := slots - idx*maskBits; hi < maskBits && v>>hi != 0 {
			return Layout{}, fmt.Errorf("%w: status %q = %d names slots beyond the %d of a %d×%d block", ErrLayout, k, v, slots, files, ranks)
		}
		for w := uint64(v); w != 0; w &= w - 1 {
			occ.set(idx*maskBits+bits.TrailingZeros64(w), true)
			n++
		}
	}
	if n != count {
		return Layout{}, fmt.Errorf("%w: the masks hold %d figures, status %q says %d", ErrLayout, n, prefix+KeyFigures, count)
	}
	return Layout{files: files, ranks: ranks, count: count, occ: occ}, nil
}
