package pagaille

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/block"
)

// Gone statuses: why a unit of figures has no base on the table.
const (
	goneDestroyed = 1 // its last figure fell (§10.3: destroyed)
	goneFled      = 2 // it fled off the table while routed (§10.1, L329-332)
)

// removeFigures takes n casualties from u in the new state s (bep §8 step
// 3, L142-143: one figure at a time): a close-order block loses its
// rearmost figures first, its ends first (block.CasualtyOrder, §12.1
// PROPOSED), its empty rear ranks trimmed from the outline (the front edge
// stays where it is); skirmishers lose their last bases first. A unit left
// with no figure is destroyed: its bases leave the table, its attached
// officer dies with it (L784-789). It returns the figures removed.
func removeFigures(s *rules.State, u *rules.Unit, n int) int {
	if n <= 0 || figuresLeft(u) == 0 {
		return 0
	}
	if isMachine(u) {
		k := min(n, u.Status[stCrew])
		u.SetStatus(stCrew, u.Status[stCrew]-k)
		if u.Status[stCrew] == 0 {
			takeOff(s, u, goneDestroyed) // A12: with no crew the machine is lost
		}
		return k
	}
	if skirmishers(u) {
		k := min(n, len(u.Bases))
		for _, id := range u.Bases[len(u.Bases)-k:] {
			removeBase(s, id)
		}
		u.Bases = u.Bases[:len(u.Bases)-k]
		if len(u.Bases) == 0 {
			u.SetStatus(stGone, goneDestroyed)
		}
		return k
	}
	blk, err := blockOf(s, u)
	if err != nil {
		panic(fmt.Sprintf("pagaille: unit %s lost its block: %v", u.ID, err)) // Setup wrote it
	}
	l, removed := blk.Layout().RemoveCasualties(n, nil)
	if l.Count() == 0 {
		l.PutStatus(u.Status, "")
		takeOff(s, u, goneDestroyed)
		return len(removed)
	}
	l = l.Trim()
	nb, _ := blk.WithLayout(l)
	b, _ := s.Base(u.Bases[0])
	b.Shape = nb.Outline()
	l.PutStatus(u.Status, "")
	return len(removed)
}

// takeOff takes every base of u off the table for the reason why.
func takeOff(s *rules.State, u *rules.Unit, why int) {
	for _, id := range u.Bases {
		removeBase(s, id)
	}
	u.Bases = nil
	u.SetStatus(stGone, why)
	u.SetStatus(stAllowance, 0)
	u.SetStatus(stCharge, 0)
}

func removeBase(s *rules.State, id string) {
	if i := s.Table.BaseIndex(id); i >= 0 {
		s.Table.Bases = append(s.Table.Bases[:i:i], s.Table.Bases[i+1:]...)
	}
	delete(s.Used, id)
}

// onTable reports whether a unit of figures still stands on the table.
func onTable(u *rules.Unit) bool { return len(u.Bases) > 0 && figuresLeft(u) > 0 }

// blocksOf is u's figures as blocks (figureBlocks) when it is on the
// table; nil when it is not.
func blocksOf(s *rules.State, u *rules.Unit) []block.Block {
	if !onTable(u) {
		return nil
	}
	bs, err := figureBlocks(s, u, nil)
	if err != nil {
		panic(fmt.Sprintf("pagaille: unit %s lost its block: %v", u.ID, err))
	}
	return bs
}
