package block_test

import (
	"fmt"

	"plateau/rules/block"
	"plateau/rules/geom"
)

// A ruleset keeps a unit's formation in its statuses and its place in its
// table.Base; it derives the figures when a melee needs them.
func Example() {
	// The state: a base (the block's outline) and the unit's statuses.
	base := geom.Rect{Center: geom.V(60, 40), Facing: geom.FromBearing(0), Width: 10, Depth: 5} // 4 × 2 figures of 25 mm
	status := map[string]int{}
	full, _ := block.Full(4, 2)
	full.PutStatus(status, "")

	enemyBase := geom.Rect{Center: geom.V(61.25, 35), Facing: geom.FromBearing(180), Width: 10, Depth: 5}
	enemyLayout, _ := block.NewLayout(4, 2, 8)

	// A melee: derive both blocks, count the figures in contact.
	l, _ := block.StatusLayout(status, "")
	us, _ := block.FromBase(base, l)
	them, _ := block.FromBase(enemyBase, enemyLayout)
	engaged := block.AppendEngaged(nil, us, them)
	fmt.Println("engaged:", engaged, "polearms behind:", us.AppendBehind(nil, engaged))
	fmt.Println("contacts per figure:", block.ContactCounts(nil, us, them)[:4])

	// Three unsaved hits: casualties in the default order, written back.
	l, removed := l.RemoveCasualties(3, nil)
	l.PutStatus(status, "")
	fmt.Println("removed:", removed, "left:", l, status)

	// A reform to one rank of five: the outline changes, the front stays.
	wide, _, _ := l.Reform(5, 0)
	nb, _ := us.WithLayout(wide)
	fmt.Printf("reformed: %v, base %.2f × %.2f at (%.2f, %.2f)\n", wide, nb.Outline().Width, nb.Outline().Depth, nb.Outline().Center.X, nb.Outline().Center.Y)
	// Output:
	// engaged: [0 1 2 3] polearms behind: [4 5 6 7]
	// contacts per figure: [1 2 2 2]
	// removed: [7 4 6] left: 4x2:5 map[figures:5 files:4 ranks:2]
	// reformed: 5x1, base 12.50 × 2.50 at (60.00, 38.75)
}
