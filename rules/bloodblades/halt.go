package bloodblades

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// KindHalt is the action halting impetuous troops (bnb.md §6.2
// [L1338-1344]): Target lists the base IDs, separated by commas — a
// single base, or a group.
const KindHalt = "halt"

// stHalted is the per-unit status of a base halted this period [L1344].
const stHalted = "halted"

// Impetuous reports whether the troop is of an impetuous kind [L1766-1773]:
// Irr HCh, Irr Bd(F) and Wb. Whether a base is impetuous this period
// (troops that could contact baggage too; not those that moved, were
// halted or are in close combat) is impetuousNow's.
func Impetuous(t Troop) bool {
	switch {
	case t.Type == "Wb":
		return true
	case t.Reg:
		return false
	}
	return t.Type == "HCh" || (t.Type == "Bd" && t.Grade == 'F')
}

// haltPlan is a prepared halt.
type haltPlan struct {
	c    Config
	who  []mover
	sub  bool
	cost PIGCost
}

func (h *haltPlan) ids() []string {
	ids := make([]string, len(h.who))
	for i, m := range h.who {
		ids[i] = m.base.ID
	}
	return ids
}

// HaltAction is the action halting the bases ids (one, or a group).
func HaltAction(side int, ids ...string) rules.Action {
	return rules.Action{Kind: KindHalt, Side: side, Target: strings.Join(ids, ",")}
}

// prepareHalt reads a halt: the bases of the player's it names are one
// base or a group (G20); it prices the order (C3-C5, C1, C0, C11-C13).
func prepareHalt(s *rules.State, a rules.Action) (*haltPlan, error) {
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil, err
	}
	h := &haltPlan{c: c}
	seen := map[string]bool{}
	for _, id := range strings.Split(a.Target, ",") {
		id = strings.TrimSpace(id)
		if id == "" {
			continue
		}
		if seen[id] {
			return nil, fmt.Errorf("bnb: base %s is named twice in a halt", id)
		}
		seen[id] = true
		w, err := readMover(s, a.Side, id)
		if err != nil {
			return nil, err
		}
		h.who = append(h.who, w)
	}
	if len(h.who) == 0 {
		return nil, fmt.Errorf("bnb: a halt names no base (Target: base IDs separated by commas)")
	}
	ids := h.ids()
	if len(ids) > 1 {
		if !IsGroup(s, ids) {
			return nil, &rules.Violation{Code: "group", Rule: "BnB §6.2 [L1354], §7.4 [L1505]", Bases: ids,
				Msg: fmt.Sprintf("%s are not a group: halt a single base or a group", s.BaseNames(ids))}
		}
		h.sub = IsSubGroup(s, ids)
	}
	h.cost = price(s, c, order{who: h.who, halt: true, sub: h.sub, rough: func(m mover) bool { return entirelyRough(c, s, m) }})
	return h, nil
}

// checkHalt validates a halt (bnb.md §6.2 [L1338-1344]): at least one of
// the bases is impetuous (a lone base must be); none has moved this
// period; the PIGs suffice. A base may be halted again [L1344].
func checkHalt(s *rules.State, a rules.Action) (*haltPlan, error) {
	h, err := prepareHalt(s, a)
	if err != nil {
		return nil, err
	}
	imp := false
	for _, m := range h.who {
		imp = imp || Impetuous(m.troop)
		if m.unit.Status[stTactical] > 0 || m.unit.Status[stDistant] > 0 {
			return nil, &rules.Violation{Code: "moved", Rule: "BnB §6.2 [L1344]", Bases: []string{m.base.ID},
				Msg: fmt.Sprintf("%s has moved this period: a base that has moved cannot be halted", m.name())}
		}
	}
	if !imp {
		return nil, &rules.Violation{Code: "not-impetuous", Rule: "BnB §6.2 [L1340], §7.12 [L1768]", Bases: h.ids(),
			Msg: "only impetuous troops (Irr HCh, Irr Bd(F), Wb) are halted"}
	}
	if v := afford(s, h.cost, h.ids(), "halt"); v != nil {
		return nil, v
	}
	return h, nil
}

// applyHalt halts the checked bases on s (a clone) and pays.
func applyHalt(s *rules.State, a rules.Action, h *haltPlan) []rules.Event {
	for _, m := range h.who {
		u, _ := s.Unit(m.unit.ID)
		u.SetStatus(stHalted, 1)
	}
	left := pay(s, h.cost)
	what := fmt.Sprintf("%s is", s.Called(h.who[0].base.ID))
	switch {
	case h.sub:
		what = fmt.Sprintf("the sub-group of %d bases (%s) is", len(h.who), s.BaseNames(h.ids()))
	case len(h.who) > 1:
		what = fmt.Sprintf("the group of %d bases (%s) is", len(h.who), s.BaseNames(h.ids()))
	}
	return []rules.Event{{Kind: "halted", Side: a.Side, Unit: h.who[0].unit.ID, Base: h.who[0].base.ID, Facts: costFacts(h.cost, left),
		Text: fmt.Sprintf("%s halted for this period; it %s, %d PIG%s left", what, h.cost, left, plural(left))}}
}

// entirelyRough reports whether the base lies entirely in terrain that is
// RGo or DGo for its troop (C4, C5 [L1355-1356]): what is left of it
// outside those features is no more than table.AreaSlack. Overlapping
// features count once.
func entirelyRough(c Config, s *rules.State, m mover) bool {
	pieces := []geom.Polygon{m.base.Shape.Polygon()}
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		cat, ok := categoryOf(c, m.troop, f)
		if !ok || cat < RGo || cat == Impassable {
			continue
		}
		for _, cut := range featurePieces(f) {
			pieces = subtract(pieces, cut)
		}
	}
	var area float64
	for _, p := range pieces {
		area += p.Area()
	}
	return area <= table.AreaSlack
}

// featurePieces covers a feature with convex polygons: an area's
// triangles, or a line's segments buffered by half its width (with square
// ends, so that they overlap at bends).
func featurePieces(f *table.Feature) []geom.Polygon {
	if !f.Linear() {
		return f.Area.Triangulate()
	}
	half := f.Width / 2
	var out []geom.Polygon
	for j := 0; j+1 < len(f.Line); j++ {
		a, b := f.Line[j], f.Line[j+1]
		d := b.Sub(a)
		if d.Len() < geom.Eps || half <= 0 {
			continue
		}
		e := d.Unit().Scale(half)
		n := e.Perp()
		out = append(out, geom.Polygon{a.Sub(e).Add(n), b.Add(e).Add(n), b.Add(e).Sub(n), a.Sub(e).Sub(n)})
	}
	return out
}
