package bloodblades

import (
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Simultaneous moves (bnb.md §7.9 [L1404]): "if a move cannot be made
// because friends are in the way, and two simultaneous moves solve the
// problem, they must be made if enough PIGs are available. This extends
// to three simultaneous moves. Each is judged and carried out as if the
// other bases taking part were not on the table."

// KindTogether is the action making two or three voluntary moves at once
// [L1404]. Its Moves are every base's path; Args[ArgOrders] says which
// bases make each order (TogetherAction builds it).
const KindTogether = "move-together"

// ArgOrders is the key of a simultaneous move's orders: each order's
// bases joined by ",", the orders by "|" ("pk-e.1|pk-f.1,pk-g.1").
const ArgOrders = "orders"

// MaxTogether is the most moves made together: "cela peut être étendu à
// trois mouvements simultanés" [L1404].
const MaxTogether = 3

// judgeBudget is the PIGs a move is judged with when only its legality
// is asked: the PIGs of simultaneous moves are counted for the whole, on
// the table as it stands (togetherCost).
const judgeBudget = 1 << 20

// TogetherAction is the simultaneous move of the given move actions (each
// a single base's or a group's "move"), in that order.
func TogetherAction(side int, parts ...rules.Action) rules.Action {
	a := rules.Action{Kind: KindTogether, Side: side}
	orders := make([]string, len(parts))
	for i, p := range parts {
		ids := make([]string, len(p.Moves))
		for k, m := range p.Moves {
			ids[k] = m.Base
		}
		orders[i] = strings.Join(ids, ",")
		a.Moves = append(a.Moves, p.Moves...)
	}
	a.Args = map[string]string{ArgOrders: strings.Join(orders, "|")}
	return a
}

// togetherPart is one order of a simultaneous move.
type togetherPart struct {
	ids  []string
	act  rules.Action // the order as a "move" of its own
	cost PIGCost      // its price on the table as it stands
}

func (p togetherPart) name(s *rules.State) string { return s.BaseNames(p.ids) }

// readTogether splits a simultaneous move into its orders and prices
// each as an order of its own (§6.3): two or three orders [L1404], each
// a single base or a group (a pack's move stops at the friends it meets
// [L1653], so it is never one friends prevent), every base in one order
// with one path.
func readTogether(s *rules.State, a rules.Action) ([]togetherPart, error) {
	spec, ok := a.Args[ArgOrders]
	if !ok {
		return nil, fmt.Errorf("bnb: a %s action names its orders in Args %q", KindTogether, ArgOrders)
	}
	orders := strings.Split(spec, "|")
	if n := len(orders); n < 2 || n > MaxTogether {
		return nil, &rules.Violation{Code: "together-count", Rule: "BnB §7.9 [L1404]",
			Msg: fmt.Sprintf("simultaneous moves are two or three moves made together; this names %d", n)}
	}
	paths := map[string]geom.Path{}
	for _, m := range a.Moves {
		if _, dup := paths[m.Base]; dup {
			return nil, fmt.Errorf("bnb: base %s is moved twice in one move", m.Base)
		}
		paths[m.Base] = m.Path
	}
	used := map[string]bool{}
	var parts []togetherPart
	for _, o := range orders {
		p := togetherPart{ids: strings.Split(o, ","), act: rules.Action{Kind: rules.KindMove, Side: a.Side}}
		for _, id := range p.ids {
			path, ok := paths[id]
			if !ok || used[id] {
				return nil, fmt.Errorf("bnb: the orders %q name %q, which has no path or is named twice", spec, id)
			}
			used[id] = true
			p.act.Moves = append(p.act.Moves, rules.Move{Base: id, Path: path})
		}
		if isPackOrder(s, p.act) {
			return nil, &rules.Violation{Code: "together-pack", Rule: "BnB §7.9 [L1404], §7.7 [L1653]", Bases: p.ids,
				Msg: fmt.Sprintf("%s move as a pack, which stops at the friends it meets: a pack takes no part in simultaneous moves", p.name(s))}
		}
		cost, err := Rules{}.Cost(s, p.act)
		if err != nil {
			return nil, err
		}
		p.cost = cost
		parts = append(parts, p)
	}
	if len(used) != len(a.Moves) {
		return nil, fmt.Errorf("bnb: the orders %q leave out some of the %d paths", spec, len(a.Moves))
	}
	return parts, nil
}

// togetherCost is the PIGs of a simultaneous move: each order's own price
// on the table as it stands (§6.3: every order is paid [L1346]; the
// C-in-C's discount goes to the order holding him, A17), line by line.
func togetherCost(s *rules.State, a rules.Action) (PIGCost, error) {
	parts, err := readTogether(s, a)
	if err != nil {
		return PIGCost{}, err
	}
	return partsCost(s, parts), nil
}

// partsCost is the orders' prices, line by line, each line naming its
// order's bases.
func partsCost(s *rules.State, parts []togetherPart) PIGCost {
	var c PIGCost
	for _, p := range parts {
		for _, l := range p.cost.Lines {
			l.Text += " (" + p.name(s) + ")"
			c.Lines = append(c.Lines, l)
		}
		c.Total += p.cost.Total
	}
	return c
}

// without is s with the bases ids off the table: "as if the other bases
// taking part were not on the table" [L1404]. Their units no longer list
// them, as for a base that has left the table.
func without(s *rules.State, ids []string) rules.State {
	n := s.Clone()
	n.Table.Bases = slices.DeleteFunc(n.Table.Bases, func(b table.Base) bool { return slices.Contains(ids, b.ID) })
	for i := range n.Units {
		u := &n.Units[i]
		u.Bases = slices.DeleteFunc(u.Bases, func(id string) bool { return slices.Contains(ids, id) })
	}
	return n
}

// partBases are the bases of every order but the ones kept.
func partBases(parts []togetherPart, keep ...int) []string {
	var out []string
	for i, p := range parts {
		if !slices.Contains(keep, i) {
			out = append(out, p.ids...)
		}
	}
	return out
}

// judge checks one order on s as an ordinary voluntary move (a single
// base's, checkMove, or a group's, checkGroupMove) for its legality
// alone, the PIGs aside; it returns how to carry it out on s for the
// price given. s is the caller's scratch state.
func judge(s *rules.State, act rules.Action) (func(cost PIGCost) []rules.Event, error) {
	left := s.Counters[ctPIGs]
	s.SetCounter(ctPIGs, judgeBudget)
	defer s.SetCounter(ctPIGs, left)
	if len(act.Moves) == 1 {
		p, err := checkMove(s, act)
		if err != nil {
			return nil, err
		}
		return func(cost PIGCost) []rules.Event { p.cost = cost; return applyMove(s, act, p) }, nil
	}
	g, err := checkGroupMove(s, act)
	if err != nil {
		return nil, err
	}
	return func(cost PIGCost) []rules.Event { g.cost = cost; return applyGroupMove(s, act, g) }, nil
}

// judgeOn is judge's verdict on a scratch copy of s without the bases
// ids.
func judgeOn(s *rules.State, ids []string, act rules.Action) error {
	n := without(s, ids)
	_, err := judge(&n, act)
	return err
}

// needed checks that the simultaneous move solves a problem [L1404]: each
// order is allowed once the others' bases are off the table; at least one
// is refused with them on it (a move friends prevent); and every order is
// such a move or is in the way of one (with its bases on the table and
// the rest off, that move is still refused). Otherwise each could be made
// on its own.
func needed(s *rules.State, parts []togetherPart) error {
	blocked := make([]bool, len(parts))
	for i, p := range parts {
		if err := judgeOn(s, partBases(parts, i), p.act); err != nil {
			v, ok := err.(*rules.Violation)
			if !ok {
				return err
			}
			return &rules.Violation{Code: "together-unsolved", Rule: "BnB §7.9 [L1404]; " + v.Rule, Bases: v.Bases, Lines: v.Lines, Areas: v.Areas,
				Msg: fmt.Sprintf("even with %s off the table, the move of %s is refused: %s", s.BaseNames(partBases(parts, i)), p.name(s), v.Msg)}
		}
		blocked[i] = judgeOn(s, nil, p.act) != nil
	}
	if !slices.Contains(blocked, true) {
		return &rules.Violation{Code: "together-alone", Rule: "BnB §7.9 [L1404]", Bases: partBases(parts),
			Msg: "each of these moves can be made on its own: simultaneous moves are for a move that friends prevent"}
	}
	for i, p := range parts {
		if blocked[i] {
			continue
		}
		inWay := false
		for j := range parts {
			if blocked[j] && !inWay {
				inWay = judgeOn(s, partBases(parts, i, j), parts[j].act) != nil
			}
		}
		if !inWay {
			return &rules.Violation{Code: "together-alone", Rule: "BnB §7.9 [L1404]", Bases: p.ids,
				Msg: fmt.Sprintf("the move of %s can be made on its own and is in the way of none of the others: give it as an order of its own", p.name(s))}
		}
	}
	return nil
}

// carryTogether checks a simultaneous move [L1404] on s and returns the
// state after it, without changing s: the orders are read and priced
// (readTogether), must solve a problem (needed), be paid for in full
// (each order's own PIGs, §6.3), and are carried out in the order given,
// each checked and made as an ordinary move on the table without the
// other bases taking part (moved or not), the consequences of each (a
// friend shifted aside [L1480], an enemy conforming [L1685]) staying for
// the next; no two bases may end on each other.
func carryTogether(s *rules.State, a rules.Action) (rules.State, []rules.Event, error) {
	parts, err := readTogether(s, a)
	if err != nil {
		return *s, nil, err
	}
	if err := needed(s, parts); err != nil {
		return *s, nil, err
	}
	total := partsCost(s, parts)
	if left := s.Counters[ctPIGs]; total.Total > left {
		return *s, nil, &rules.Violation{Code: "pigs", Rule: "BnB §7.9 [L1404], §6.3 [L1346-1373]", Bases: partBases(parts),
			Msg: fmt.Sprintf("each order of simultaneous moves must be paid: this simultaneous move %s; %d PIG%s left", total, left, plural(left))}
	}
	names := make([]string, len(parts))
	for i, p := range parts {
		names[i] = p.name(s)
	}
	evs := []rules.Event{{Kind: "together", Side: a.Side,
		Text: fmt.Sprintf("simultaneous moves [L1404] of %s, each judged and made as if the other bases taking part were not on the table", strings.Join(names, "; "))}}
	n := s.Clone()
	for i, p := range parts {
		si := without(&n, partBases(parts, i))
		carry, err := judge(&si, p.act)
		if err != nil {
			return *s, nil, err
		}
		evs = append(evs, carry(p.cost)...)
		n = putBack(&n, &si)
	}
	if v := endOverlap(s, &n); v != nil {
		return *s, nil, v
	}
	return n, evs, nil
}

// putBack is si, made from n by without, with n's other bases back on
// the table where they stand in n, in n's order, and in their units.
func putBack(n, si *rules.State) rules.State {
	out := *si
	out.Table.Bases = make([]table.Base, len(n.Table.Bases))
	for i, b := range n.Table.Bases {
		if nb, ok := si.Base(b.ID); ok {
			b = *nb
		}
		out.Table.Bases[i] = b
	}
	for i := range out.Units {
		if u, ok := n.Unit(out.Units[i].ID); ok {
			out.Units[i].Bases = u.Bases
		}
	}
	return out
}

// endOverlap refuses simultaneous moves whose bases (or the bases their
// moves shifted or made conform) end overlapping another base: each move
// is judged without the others, but all are made on one table.
func endOverlap(before, after *rules.State) *rules.Violation {
	bases := after.Table.Bases
	for i := range bases {
		p := &bases[i]
		if q, ok := before.Base(p.ID); p.Round || ok && q.Shape == p.Shape {
			continue
		}
		for j := range bases {
			o := &bases[j]
			if j == i || o.Round || apart(p.Shape, o.Shape, 0) {
				continue
			}
			if geom.Penetration(p.Shape.Polygon(), o.Shape.Polygon()) > table.OverlapSlack {
				return &rules.Violation{Code: "together-overlap", Rule: "BnB §7.9 [L1404]", Bases: []string{p.ID, o.ID},
					Areas: []geom.Polygon{p.Shape.Polygon(), o.Shape.Polygon()},
					Msg:   fmt.Sprintf("%s would end on %s: simultaneous moves are judged apart but made on one table", before.Called(p.ID), before.Called(o.ID))}
			}
		}
	}
	return nil
}
