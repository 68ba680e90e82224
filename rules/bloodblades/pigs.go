package bloodblades

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// CostLine is one line of the PIG expense list (bnb.md §6.3 [L1346-1373])
// that applies to an order.
type CostLine struct {
	Code string `json:"code"` // "C2", "C7", ... as bnb.md §6.3 numbers them
	PIGs int    `json:"pigs"` // +1, or −1 for the C-in-C's discount
	Text string `json:"text"` // "Irr distant move"
	Rule string `json:"rule"` // "[L1358]"
}

// PIGCost is an order's price: every line that applies, added up (the
// costs are cumulative [L1348]) and floored at 0 (A17).
type PIGCost struct {
	Lines []CostLine `json:"lines"`
	Total int        `json:"total"`
}

// String reads "costs 2 PIGs (1 move, +1 Irr distant move)".
func (c PIGCost) String() string {
	parts := make([]string, len(c.Lines))
	for i, l := range c.Lines {
		switch {
		case i == 0:
			parts[i] = fmt.Sprintf("%d %s", l.PIGs, l.Text)
		case l.PIGs < 0:
			parts[i] = fmt.Sprintf("%d %s", l.PIGs, l.Text)
		default:
			parts[i] = fmt.Sprintf("+%d %s", l.PIGs, l.Text)
		}
	}
	return fmt.Sprintf("costs %d PIG%s (%s)", c.Total, plural(c.Total), strings.Join(parts, ", "))
}

// has reports whether the line with that code applies.
func (c PIGCost) has(code string) bool {
	for _, l := range c.Lines {
		if l.Code == code {
			return true
		}
	}
	return false
}

// Distances of the C-in-C lines, in MU [L1363-1365].
const (
	CinCUnseenMU = 5  // C11: out of sight and farther than this
	CinCSeenMU   = 10 // C12: in sight and farther than this (subject not all LH)
	CinCSeenLHMU = 20 // C13: in sight and farther than this (subject all LH)
)

// Cost is what a voluntary move (of a single base, a group or a pack) or a halt
// would cost in PIGs, line by line, whether or not the rest of the rules
// allow it: the UI shows it before the order is given. It is an error
// only for a malformed action, or a *Violation when the bases are not a
// subject that may be given the order (not a group, not a manoeuvre).
func (Rules) Cost(s *rules.State, a rules.Action) (PIGCost, error) {
	k := &keyedState{s: s} // one hash of s for the memos
	switch {
	case a.Kind == KindTogether:
		return togetherCost(s, a) // each order's own price [L1404]
	case a.Kind == KindHalt:
		h, err := prepareHalt(s, a)
		if err != nil {
			return PIGCost{}, err
		}
		return h.cost, nil
	case isPackOrderKeyed(k, a):
		p, err := preparePack(s, a)
		if err != nil {
			return PIGCost{}, err
		}
		return p.cost, nil
	case len(a.Moves) > 1:
		g, err := prepareGroupKeyed(k, a)
		if err != nil {
			return PIGCost{}, err
		}
		return g.cost, nil
	}
	p, err := prepare(s, a)
	if err != nil {
		return PIGCost{}, err
	}
	return p.cost, nil
}

// order is what the PIG expense list needs to know of an order.
type order struct {
	who  []mover // the subject: one base, or a group
	halt bool    // a halt, not a move
	sub  bool    // the subject is a sub-group (C1)
	// distant: the move is distant; nth is the how-manyth distant move
	// of the group this is (C8, C9).
	distant bool
	nth     int
	// aheadFull: the move is straight ahead at full allowance (C6).
	aheadFull bool
	// engages reports whether the move ends in contact with an enemy in
	// a close-combat, support or overlap position (endsEngaged), which
	// exempts it from C6 [L1357]; asked only when C6 would otherwise
	// apply. nil for a halt or a pack's order.
	engages func() bool
	// rough reports a base that is infantry entirely in RGo or DGo (C4,
	// C5).
	rough func(m mover) bool
	// pack is a pack move's kind (PackAhead, PackIntoGroup), "" for other
	// orders.
	pack string
}

// price is an order's cost (bnb.md §6.3 [L1346-1373], A16, A17): C3 a
// halt or C2 a move; C1 a sub-group; C4 halting a single Irr base and C5
// a group with an Irr base, unless infantry entirely in RGo or DGo; C6 an
// Irr base that is not Ps, Ax, LH or Cv doing anything but straight ahead
// at full allowance (once per order), unless the move ends in contact
// with an enemy in a close-combat, support or overlap position; C7 each distant move of a single
// Irr base that is not Ps or LH; C8 the third distant move of a group
// with an Irr base other than Ps or LH, C9 each from the fourth; C11-C13
// the C-in-C's distance and visibility; C0 the discount for the first
// order of the period whose subject holds the C-in-C. A pack's order
// costs C14 (straight ahead at full speed) or C15 (into a group) instead
// of C2, with C0 and C11-C13, which name any order, and none of C1,
// C6-C9, which name single bases and groups. C10 (the C-in-C hidden
// in ambush) is cincLine's first line.
func price(s *rules.State, c Config, o order) PIGCost {
	group := len(o.who) > 1
	anyIrr := func(ok func(t Troop) bool) bool {
		for _, m := range o.who {
			if !m.troop.Reg && ok(m.troop) {
				return true
			}
		}
		return false
	}
	var lines []CostLine
	switch {
	case o.halt:
		lines = append(lines, CostLine{Code: "C3", PIGs: 1, Text: "halt", Rule: "[L1354]"})
	case o.pack == PackAhead:
		lines = append(lines, CostLine{Code: "C14", PIGs: 2, Text: "pack straight ahead at full speed", Rule: "[L1369]"})
	case o.pack == PackIntoGroup:
		lines = append(lines, CostLine{Code: "C15", PIGs: 4, Text: "pack ordered into a group", Rule: "[L1373]"})
	default:
		lines = append(lines, CostLine{Code: "C2", PIGs: 1, Text: "move", Rule: "[L1353]"})
	}
	if o.sub {
		lines = append(lines, CostLine{Code: "C1", PIGs: 1, Text: "sub-group", Rule: "[L1352]"})
	}
	if o.halt {
		roughIrr := func(m mover) bool { return m.troop.Is(Infantry) && o.rough != nil && o.rough(m) }
		switch {
		case !group && !o.who[0].troop.Reg && !roughIrr(o.who[0]):
			lines = append(lines, CostLine{Code: "C4", PIGs: 1, Text: "halting an Irr base", Rule: "[L1355]"})
		case group:
			for _, m := range o.who {
				if !m.troop.Reg && !roughIrr(m) {
					lines = append(lines, CostLine{Code: "C5", PIGs: 1, Text: "halting a group with Irr bases", Rule: "[L1356]"})
					break
				}
			}
		}
	} else if o.pack == "" {
		if !o.aheadFull && anyIrr(func(t Troop) bool { return !oneOf(t.Type, "Ps", "Ax", "LH", "Cv") }) &&
			(o.engages == nil || !o.engages()) {
			lines = append(lines, CostLine{Code: "C6", PIGs: 1, Text: "Irr move other than straight ahead at full allowance", Rule: "[L1357]"})
		}
		notSkirm := func(t Troop) bool { return !oneOf(t.Type, "Ps", "LH") }
		switch {
		case o.distant && !group && anyIrr(notSkirm):
			lines = append(lines, CostLine{Code: "C7", PIGs: 1, Text: "Irr distant move", Rule: "[L1358]"})
		case o.distant && group && o.nth == 3 && anyIrr(notSkirm):
			lines = append(lines, CostLine{Code: "C8", PIGs: 1, Text: "third distant move of a group with Irr", Rule: "[L1359]"})
		case o.distant && group && o.nth >= 4:
			lines = append(lines, CostLine{Code: "C9", PIGs: 1, Text: fmt.Sprintf("distant move no. %d of a group", o.nth), Rule: "[L1360]"})
		}
	}
	if l, ok := cincLine(s, c, o.who); ok {
		lines = append(lines, l)
	}
	if s.Counters[ctDiscount] == 0 {
		for _, m := range o.who {
			if isCinC(m.unit) {
				lines = append(lines, CostLine{Code: "C0", PIGs: -1, Text: "the C-in-C's first order", Rule: "[L1348], A17"})
				break
			}
		}
	}
	total := 0
	for _, l := range lines {
		total += l.PIGs
	}
	return PIGCost{Lines: lines, Total: max(total, 0)}
}

// endsEngaged is C6's exemption [L1357]: "si le mouvement ne finit pas
// au contact d'un socle ennemi dans une position de combat rapproché ou
// de support ou de débord". It reports whether some base of the subject
// who, at its end pose ends[k], is in close combat with an enemy (G9), in
// an overlap position against one (G12), or supports a friend who is
// then in close combat (G15's geometry, as an impetuous base reaches a
// target by support [L1727]: the friend's rear, not the enemy, is what a
// supporter touches). The other bases of the subject stand at their end
// poses; the rest of the table as it is. The enemy overlapped need not be
// in close combat: the line names the position only.
func endsEngaged(s *rules.State, who []mover, ends []geom.Rect) bool {
	at := make(map[string]geom.Rect, len(who))
	for k, m := range who {
		at[m.base.ID] = ends[k]
	}
	shape := func(o *table.Base) geom.Rect {
		if r, ok := at[o.ID]; ok {
			return r
		}
		return o.Shape
	}
	// InCloseCombat, Overlapped and supportsRect all need the two
	// within eps (near), so only the bases whose boxes are are tried:
	// the table's near the pose (nearby), and the subject's own at their
	// ends. The answer is whether any is, whatever the order.
	var buf [32]int
	fighting := func(r geom.Rect, side int) bool {
		var fb [32]int
		for _, i := range nearby(fb[:0], &s.Table, r.Bounds(), eps) {
			e := &s.Table.Bases[i]
			if e.Side != side && !e.Round && !apart(e.Shape, r, eps) && InCloseCombat(r, e.Shape) {
				return true
			}
		}
		return false
	}
	engages := func(m mover, end geom.Rect, o *table.Base) bool {
		if o.Round || o.ID == m.base.ID {
			return false
		}
		r := shape(o)
		if apart(r, end, eps) {
			return false
		}
		if o.Side != m.base.Side {
			if InCloseCombat(end, r) {
				return true
			}
			_, ok := Overlapped(end, r, false)
			return ok
		}
		return supportsRect(end, r) && fighting(r, o.Side)
	}
	for k, m := range who {
		end := ends[k]
		for _, i := range nearby(buf[:0], &s.Table, end.Bounds(), eps) {
			o := &s.Table.Bases[i]
			if _, moved := at[o.ID]; moved {
				continue // tried at its end pose, below
			}
			if engages(m, end, o) {
				return true
			}
		}
		for _, w := range who {
			if i := s.Table.BaseIndex(w.base.ID); i >= 0 && engages(m, end, &s.Table.Bases[i]) {
				return true
			}
		}
	}
	return false
}

// cincLine is the C-in-C surcharge, if any (C11-C13 [L1363-1365]): the
// distance is the closest distance between the C-in-C's base and the
// subject's nearest base (A46); he is seen when some base of the subject
// sees him ("visible du sujet de l'ordre" [L1363]: the subject's bases
// look, which matters on hills, Table 6.2); bases never block sight
// (A10). With no C-in-C on the table, every order pays as if he were
// unseen and far (A15).
func cincLine(s *rules.State, c Config, who []mover) (CostLine, bool) {
	var cinc *rules.Unit
	side := who[0].base.Side
	for i := len(s.Units) - 1; i >= 0; i-- { // the last one counts: look from the end
		if u := &s.Units[i]; u.Side == side && len(u.Bases) > 0 && isCinC(u) {
			cinc = u
			break
		}
	}
	if cinc == nil {
		return CostLine{Code: "C11", PIGs: 1, Text: "no C-in-C (A15)", Rule: "[L1363], A15"}, true
	}
	cb := mustBase(s, cinc.Bases[0])
	if Hidden(s, cb) { // C10: every order while he is in ambush [L1362]
		return CostLine{Code: "C10", PIGs: 1, Text: "C-in-C in an ambush", Rule: "[L1362]"}, true
	}
	d := math.Inf(1)
	lh := true
	for _, m := range who {
		if m.unit.ID == cinc.ID {
			return CostLine{}, false
		}
		_, _, dm := table.Closest(cb.Shape, m.base.Shape)
		d = math.Min(d, dm)
		lh = lh && m.troop.Type == "LH"
	}
	if d <= c.Cm(CinCUnseenMU)+geom.Eps {
		return CostLine{}, false
	}
	seen := false
	for _, m := range who {
		seen = seen || visible(c, s, m.base.Shape, cb.Shape)
	}
	if !seen {
		return CostLine{Code: "C11", PIGs: 1, Text: fmt.Sprintf("C-in-C out of sight and over %d MU away", CinCUnseenMU), Rule: "[L1363]"}, true
	}
	switch {
	case !lh && d > c.Cm(CinCSeenMU)+geom.Eps:
		return CostLine{Code: "C12", PIGs: 1, Text: fmt.Sprintf("C-in-C over %d MU away", CinCSeenMU), Rule: "[L1364]"}, true
	case lh && d > c.Cm(CinCSeenLHMU)+geom.Eps:
		return CostLine{Code: "C13", PIGs: 1, Text: fmt.Sprintf("C-in-C over %d MU away from LH", CinCSeenLHMU), Rule: "[L1365]"}, true
	}
	return CostLine{}, false
}

func oneOf(s string, xs ...string) bool {
	for _, x := range xs {
		if s == x {
			return true
		}
	}
	return false
}
