package pagaille

import (
	"fmt"
	"strconv"

	"plateau/rules"
	"plateau/rules/block"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// KindReform changes a close-order unit's frontage as part of its Advance
// (bep §7.2 PROPOSED: "it may re-form (change frontage) as part of an
// Advance if every figure's cost stays within the allowance"): Target the
// unit, Args["files"] the figures abreast wanted.
const (
	KindReform = "reform"
	ArgFiles   = "files"
)

// reformPlan is a reform Check accepted.
type reformPlan struct {
	unit   *rules.Unit
	layout block.Layout
	shape  geom.Rect
	cost   float64 // cm
}

// checkReform checks a reform: the unit executes an Advance, in close
// order; the new block keeps its front edge's middle and facing
// (block.WithLayout), each figure walks in a straight line from its slot
// to its new one, the dearest within what the Advance has left (terrain
// weighted, G8); the new outline stands on the table, on no base, touching
// no enemy.
func checkReform(s *rules.State, a rules.Action, st Settings) (reformPlan, error) {
	if s.Phase != PhaseOrders {
		return reformPlan{}, &rules.Violation{Code: "phase", Rule: "bep §5", Msg: "units move in the orders phase"}
	}
	u, ok := s.Unit(a.Target)
	if !ok {
		return reformPlan{}, fmt.Errorf("pagaille: no unit %q to reform", a.Target)
	}
	if u.Side != a.Side || !isTroop(u) || skirmishers(u) || isMachine(u) {
		return reformPlan{}, &rules.Violation{Code: "not-yours", Rule: "bep §7.3", Msg: fmt.Sprintf("%s: not a close-order unit of %s", s.UnitName(u.ID), s.Sides[a.Side].Name)}
	}
	if u.Status[stAllowance] == 0 {
		return reformPlan{}, &rules.Violation{Code: "no-order", Rule: "bep §7.2 PROPOSED", Bases: u.Bases,
			Msg: fmt.Sprintf("re-forming is part of an Advance, and none is under way for %s", s.UnitName(u.ID))}
	}
	files, err := strconv.Atoi(a.Args[ArgFiles])
	blk, berr := blockOf(s, u)
	if berr != nil {
		return reformPlan{}, berr
	}
	l := blk.Layout()
	if err != nil || files < 1 || files > l.Count() || files == l.Files() {
		return reformPlan{}, fmt.Errorf("pagaille: reform %s to %q abreast: want a whole number of figures, 1 to %d, other than its %d", u.ID, a.Args[ArgFiles], l.Count(), l.Files())
	}
	l2, moves, err := l.Reform(files, 0)
	if err != nil {
		return reformPlan{}, fmt.Errorf("pagaille: %w", err)
	}
	nb, err := blk.WithLayout(l2)
	if err != nil {
		return reformPlan{}, fmt.Errorf("pagaille: %w", err)
	}
	to := map[int]int{}
	for _, m := range moves {
		to[m.From] = m.To
	}
	worst := 0.0
	for from := range l.All() {
		t, ok := to[from]
		if !ok {
			t = from
		}
		worst = max(worst, weighted(s, []geom.Vec{blk.Centre(from), nb.Centre(t)}, false))
	}
	p := reformPlan{unit: u, layout: l2, shape: nb.Outline(), cost: worst}
	allow := st.Cm(float64(u.Status[stAllowance]))
	if used := s.Used[u.Bases[0]]; used+worst > allow+geom.Eps {
		return p, &rules.Violation{Code: "allowance", Rule: "bep §7.2 PROPOSED", Bases: u.Bases,
			Msg: fmt.Sprintf("re-forming %d abreast costs %.2f pas; left to %s: %.2f of %d", files, st.Pas(worst), s.UnitName(u.ID), st.Pas(allow-used), u.Status[stAllowance])}
	}
	if !s.Table.OnTable(p.shape) {
		return p, &rules.Violation{Code: "off-table", Rule: "bep §7.2 PROPOSED", Bases: u.Bases, Msg: "the new frontage would leave the table"}
	}
	stay := table.Filter{Blocks: impassable, SkipBase: func(o *table.Base) bool { return o.Unit == u.ID }}
	if hit := s.Table.Overlaps(p.shape, stay); len(hit) > 0 {
		return p, &rules.Violation{Code: "overlap", Rule: "bep §7.2 PROPOSED, G18", Bases: rules.Involved(u.Bases[0], hit[0]),
			Msg: fmt.Sprintf("%s would re-form onto %s", s.UnitName(u.ID), s.Describe(hit[0]))}
	}
	if e := enemyTouching(s, p.shape, u.Side); e != "" {
		return p, &rules.Violation{Code: "contact", Rule: "bep §7.2 PROPOSED [L161-164]", Bases: []string{u.Bases[0], e},
			Msg: fmt.Sprintf("an Advance may not end in contact with %s", s.BaseName(e))}
	}
	return p, nil
}

// applyReform writes the new block and what it used.
func applyReform(s *rules.State, p reformPlan, st Settings) []rules.Event {
	u, _ := s.Unit(p.unit.ID)
	b, _ := s.Base(u.Bases[0])
	b.Shape = p.shape
	p.layout.PutStatus(u.Status, "")
	if s.Used == nil {
		s.Used = map[string]float64{}
	}
	s.Used[b.ID] += p.cost
	return []rules.Event{{Kind: "reformed", Side: u.Side, Unit: u.ID, Base: b.ID,
		Text: fmt.Sprintf("Re-forming of %s: %d abreast, %d deep, %.1f pas", s.UnitName(u.ID), p.layout.Files(), p.layout.Ranks(), st.Pas(p.cost))}}
}

// reformOffers proposes the frontages that divide a unit's figures
// evenly, for a close-order unit executing an Advance.
func reformOffers(s *rules.State, side int, ids []string, st Settings) []rules.Offer {
	var out []rules.Offer
	for _, id := range ids {
		u, ok := s.Unit(id)
		if !ok || u.Side != side || !isTroop(u) || skirmishers(u) || isMachine(u) || u.Status[stAllowance] == 0 {
			continue
		}
		n, files := u.Status[block.KeyFigures], u.Status[block.KeyFiles]
		for f := 2; f <= n; f++ {
			if n%f != 0 || f == files {
				continue
			}
			a := rules.Action{Kind: KindReform, Side: side, Target: id, Args: map[string]string{ArgFiles: strconv.Itoa(f)}}
			p, err := checkReform(s, a, st)
			of := rules.Offer{Label: fmt.Sprintf("Re-form %s %d abreast", s.UnitName(id), f), Action: a, Bases: u.Bases,
				Detail: []string{fmt.Sprintf("each figure walks to its new place: %.1f pas of the Advance (bep §7.2 PROPOSED)", st.Pas(p.cost))}}
			if err != nil {
				of.Disabled = reason(err)
			}
			out = append(out, of)
		}
	}
	return out
}
