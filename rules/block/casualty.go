package block

import (
	"cmp"
	"fmt"
	"slices"
)

// Casualties and reforming. The rules remove casualties one figure at a
// time (bep §8 step 3, [L142-143]: "chaque touche non sauvegardée est une
// perte d'une figurine") and leave to the players which figure goes; the
// spec proposes the rear rank first so that the front stays full, command
// figures last (bep §12.1, PROPOSED). The default order here is that one;
// a ruleset with command figures, or one that lets the owner choose, passes
// its own order.

// CasualtyOrder appends to dst every occupied slot in the default order of
// removal: the rearmost rank first, and within a rank the ends first (the
// reverse of CentreOut: for four files 3, 0, 2, 1), so that the front rank
// stays full as long as a figure stands behind it, and a partial rank stays
// centred. Removing figures in this order from NewLayout(f, r, n) leaves
// NewLayout(f, r, n−k). A ruleset that keeps some figures for last
// (officer, musician, banner: bep §12.1) moves their slots to the end of
// the list, and passes it to RemoveCasualties.
func (l Layout) CasualtyOrder(dst []int) []int {
	for r := l.ranks - 1; r >= 0; r-- {
		for k := l.files - 1; k >= 0; k-- {
			if s := r*l.files + CentreOut(l.files, k); l.occ.has(s) {
				dst = append(dst, s)
			}
		}
	}
	return dst
}

// NextCasualty is the figure the default order removes next, false for an
// empty block.
func (l Layout) NextCasualty() (int, bool) {
	for r := l.ranks - 1; r >= 0; r-- {
		for k := l.files - 1; k >= 0; k-- {
			if s := r*l.files + CentreOut(l.files, k); l.occ.has(s) {
				return s, true
			}
		}
	}
	return -1, false
}

// RemoveCasualties removes up to n figures, one at a time, each time the
// first slot of order that still holds a figure; with a nil order, in the
// default order (CasualtyOrder). Slots of order outside the block, empty or
// repeated are passed over. When order runs out before n figures are
// removed, the rest go in the default order. It returns the new layout and
// the slots removed, in the order removed (fewer than n when the block runs
// out of figures: the unit is destroyed).
func (l Layout) RemoveCasualties(n int, order []int) (Layout, []int) {
	if n <= 0 || l.count == 0 {
		return l, nil
	}
	m := l
	m.occ = l.occ.clone()
	var removed []int
	take := func(s int) {
		m.occ.set(s, false)
		m.count--
		removed = append(removed, s)
	}
	for _, s := range order {
		if len(removed) == n || m.count == 0 {
			return m, removed
		}
		if s >= 0 && s < m.Slots() && m.occ.has(s) {
			take(s)
		}
	}
	for len(removed) < n && m.count > 0 {
		s, _ := m.NextCasualty()
		take(s)
	}
	return m, removed
}

// Move is a figure changing slot when a block closes up or reforms: the
// figure in slot From before is in slot To after. A ruleset follows the
// figures it tells apart (an officer, a banner) with it; a figure no Move
// names kept its slot number.
type Move struct{ From, To int }

// CloseUp fills the gaps casualties taken in place (Remove) leave, keeping
// the files, the ranks and the outline: first each file steps forward, every
// figure taking the frontmost empty slot of its own file ahead of it ("the
// man behind steps up"); then, while a rank has a gap with a figure in a
// rank behind it, the figure the default casualty order would take first
// (rearmost rank, ends first) fills the frontmost gap, central gaps first.
// Afterwards every rank but the last occupied one is full. It returns the
// figures that changed slot, by their old slot.
func (l Layout) CloseUp() (Layout, []Move) {
	m := l
	m.occ = l.occ.clone()
	var origin []int // origin[s]: the old slot of the figure now in s
	move := func(from, to int) {
		if origin == nil {
			origin = make([]int, m.Slots())
			for s := range origin {
				origin[s] = s
			}
		}
		m.occ.set(from, false)
		m.occ.set(to, true)
		origin[to] = origin[from]
	}
	for f := range m.files {
		next := 0 // the rank the next figure of this file steps to
		for r := range m.ranks {
			if s := r*m.files + f; m.occ.has(s) {
				if r != next {
					move(s, next*m.files+f)
				}
				next++
			}
		}
	}
	for {
		gap := -1
		for r := 0; r < m.ranks && gap < 0; r++ {
			for k := range m.files {
				if s := r*m.files + CentreOut(m.files, k); !m.occ.has(s) {
					gap = s
					break
				}
			}
		}
		from, ok := m.NextCasualty()
		if gap < 0 || !ok || from/m.files <= gap/m.files {
			break
		}
		move(from, gap)
	}
	var moves []Move
	for s := range m.All() {
		if origin != nil && origin[s] != s {
			moves = append(moves, Move{origin[s], s})
		}
	}
	slices.SortFunc(moves, func(a, b Move) int { return cmp.Compare(a.From, b.From) })
	return m, moves
}

// Reform is l with files × ranks slots holding the same figures (bep §7.2:
// a unit may re-form as part of an Advance). ranks ≤ 0 asks for as few
// ranks as hold the figures. The figures fill the new block canonically
// (NewLayout) and keep their order: taken rank by rank from the front, left
// to right, they fill the new ranks from the front, each rank left to right
// over its canonical slots, so that the front rank's figures stay in front
// and left stays left. It returns the figures whose slot number changed,
// by their old slot.
func (l Layout) Reform(files, ranks int) (Layout, []Move, error) {
	if ranks <= 0 && files >= 1 {
		ranks = max(1, (l.count+files-1)/files)
	}
	m, err := NewLayout(files, ranks, l.count)
	if err != nil {
		return l, nil, err
	}
	var moves []Move
	to := 0
	for from := range l.All() {
		for !m.occ.has(to) {
			to++
		}
		if from != to {
			moves = append(moves, Move{from, to})
		}
		to++
	}
	return m, moves, nil
}

// Trim is l without its empty rear ranks (at least one rank stays). Slots
// keep their numbers: only ranks behind every figure go.
func (l Layout) Trim() Layout {
	last := max(l.LastRank(), 0)
	if last == l.ranks-1 {
		return l
	}
	m := Layout{files: l.files, ranks: last + 1, count: l.count, occ: newBitset(l.files * (last + 1))}
	for s := range l.All() {
		m.occ.set(s, true)
	}
	return m
}

// Resize is l in a block of the same files with ranks ranks, figures kept
// in their slots; it fails if a figure stands in a rank that would go.
func (l Layout) Resize(ranks int) (Layout, error) {
	if err := checkShape(l.files, ranks); err != nil {
		return l, err
	}
	if l.LastRank() >= ranks {
		return l, fmt.Errorf("%w: a figure stands in rank %d of %d", ErrLayout, l.LastRank()+1, ranks)
	}
	m := Layout{files: l.files, ranks: ranks, count: l.count, occ: newBitset(l.files * ranks)}
	for s := range l.All() {
		m.occ.set(s, true)
	}
	return m, nil
}
