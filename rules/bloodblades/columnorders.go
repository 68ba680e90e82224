package bloodblades

import (
	"slices"

	"plateau/rules"
)

// The orders in which a group's bases fall in behind the head when it
// forms a column (bnb.md §7.5). With the same orientation the text names
// none: "the others try to follow directly behind" [L1552]; at right
// angles they follow "in the order decided by the player" [L1559]. A
// player's own paths may give any order; Offers names a few, the rules'
// pick first, each only when it makes a column no order before it makes.

// fallInOrder is an order of a group's bases, head first, and the words
// an offer's label names it by ("" for the rules' pick offered alone or
// at right angles).
type fallInOrder struct {
	name  string
	order []string
}

// sameOrientationOrders are the orders Offers names for the group ids
// forming a column with the same orientation behind head [L1549-1552]:
// with files on both sides of the head, its left files first and its
// right files first (filesFirst, the orders a player most often wants
// with the head inside the line), then rank by rank, nearest the head's
// file first (ranksFirst); with files on one side only, rank by rank,
// then file by file.
func sameOrientationOrders(s *rules.State, ids []string, head string) []fallInOrder {
	left, right := filesFirst(s, ids, head, true), filesFirst(s, ids, head, false)
	ranks := ranksFirst(s, ids, head)
	if slices.Equal(left, right) {
		return distinctOrders([]fallInOrder{{"", ranks}, {"file by file", left}})
	}
	return distinctOrders([]fallInOrder{{"left files first", left}, {"right files first", right}, {"rank by rank, nearest first", ranks}})
}

// rightAngleOrders are the orders Offers names for the group ids forming
// a column at right angles behind head, a base at one end of its front
// [L1558-1559]: the nearest to the head's place once pivoted first
// (nearestTurned), the rules' pick; then rank by rank from the head's end
// of the line (ranksFirst); then file by file, the head's own first
// (filesFirst, the files nearest the head first).
func rightAngleOrders(s *rules.State, ids []string, head string) []fallInOrder {
	filesOnLeft := rightAngleTurn(s, ids, head) > 0 // the head is the front's rightmost
	return distinctOrders([]fallInOrder{
		{"", nearestTurned(s, ids, head)},
		{"rank by rank", ranksFirst(s, ids, head)},
		{"file by file", filesFirst(s, ids, head, filesOnLeft)},
	})
}

// distinctOrders are orders without those giving the same order as one
// before them: the same order makes the same column.
func distinctOrders(orders []fallInOrder) []fallInOrder {
	var out []fallInOrder
	for _, o := range orders {
		if !slices.ContainsFunc(out, func(p fallInOrder) bool { return slices.Equal(p.order, o.order) }) {
			out = append(out, o)
		}
	}
	return out
}

// label is label with the order's name, if any, then what.
func (o fallInOrder) label(label, what string) string {
	if o.name == "" {
		return label + ", " + what
	}
	return label + ", " + o.name + ", " + what
}
