package bloodblades

import (
	"fmt"
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

// Cost is what a voluntary single-base move would cost in PIGs, line by
// line, whether or not the rest of the rules allow it: the UI shows it
// before the move is made. It is an error only for a malformed action
// (or a *Violation for a group move, which is not implemented yet).
func (Rules) Cost(s *rules.State, a rules.Action) (PIGCost, error) {
	p, err := prepare(s, a)
	if err != nil {
		return PIGCost{}, err
	}
	return p.cost, nil
}

// cost prices a prepared single-base move (bnb.md §6.3, A16, A17): C2
// the move, C6 an Irr base that is not Ps, Ax, LH or Cv doing anything
// but straight ahead at full allowance, C7 each distant move of an Irr
// base that is not Ps or LH, C11-C13 the C-in-C's distance and
// visibility, C0 the discount for the first order of the period to the
// C-in-C's own base. C1, C3-C5, C8-C10, C14 and C15 concern sub-groups,
// halts, groups, ambushes and packs, not implemented yet.
func cost(s *rules.State, p *plan) PIGCost {
	t := p.troop
	lines := []CostLine{{Code: "C2", PIGs: 1, Text: "move", Rule: "[L1353]"}}
	if !t.Reg && !oneOf(t.Type, "Ps", "Ax", "LH", "Cv") {
		full := p.length >= p.terr.allow-table.ContactTolerance
		if !only(p.path, legAhead) || !full {
			lines = append(lines, CostLine{Code: "C6", PIGs: 1, Text: "Irr move other than straight ahead at full allowance", Rule: "[L1357]"})
		}
	}
	if p.distant && !t.Reg && !oneOf(t.Type, "Ps", "LH") {
		lines = append(lines, CostLine{Code: "C7", PIGs: 1, Text: "Irr distant move", Rule: "[L1358]"})
	}
	if l, ok := cincLine(s, p); ok {
		lines = append(lines, l)
	}
	if isCinC(p.unit) && s.Counters[ctDiscount] == 0 {
		lines = append(lines, CostLine{Code: "C0", PIGs: -1, Text: "the C-in-C's first order", Rule: "[L1348], A17"})
	}
	total := 0
	for _, l := range lines {
		total += l.PIGs
	}
	return PIGCost{Lines: lines, Total: max(total, 0)}
}

// cincLine is the C-in-C surcharge, if any (C11-C13 [L1363-1365]): the
// distance is the closest distance between the C-in-C's base and the
// subject (A46); bases never block sight (A10). With no C-in-C on the
// table, every order pays as if he were unseen and far (A15).
func cincLine(s *rules.State, p *plan) (CostLine, bool) {
	var cinc *rules.Unit
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == p.base.Side && isCinC(u) && len(u.Bases) > 0 {
			cinc = u
		}
	}
	if cinc == nil {
		return CostLine{Code: "C11", PIGs: 1, Text: "no C-in-C (A15)", Rule: "[L1363], A15"}, true
	}
	if cinc.ID == p.unit.ID {
		return CostLine{}, false
	}
	cb := mustBase(s, cinc.Bases[0])
	_, _, d := table.Closest(cb.Shape, p.base.Shape)
	if d <= p.c.Cm(CinCUnseenMU)+geom.Eps {
		return CostLine{}, false
	}
	lh := p.troop.Type == "LH"
	if !visible(p.c, &s.Table, cb.Shape, p.base.Shape) {
		return CostLine{Code: "C11", PIGs: 1, Text: fmt.Sprintf("C-in-C out of sight and over %d MU away", CinCUnseenMU), Rule: "[L1363]"}, true
	}
	switch {
	case !lh && d > p.c.Cm(CinCSeenMU)+geom.Eps:
		return CostLine{Code: "C12", PIGs: 1, Text: fmt.Sprintf("C-in-C over %d MU away", CinCSeenMU), Rule: "[L1364]"}, true
	case lh && d > p.c.Cm(CinCSeenLHMU)+geom.Eps:
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
