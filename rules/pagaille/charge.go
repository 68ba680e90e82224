package pagaille

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/block"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// ChargeMax is the longest charge in pas (bep §7.1, §7.4): 18 for
// infantry (L147), 24 for cavalry (L622). Terrain and a musician do not
// change it (A19).
func ChargeMax(t Troop) int {
	if t == Cavalry {
		return 24
	}
	return 18
}

// checkChargeTarget checks a charge's declared target (L152-153: declared
// before measuring): an enemy unit of figures still on the table.
func checkChargeTarget(s *rules.State, u *rules.Unit, id string) error {
	tg, ok := s.Unit(id)
	if !ok {
		return &rules.Violation{Code: "no-target", Rule: "bep §7.4 [L152-153]", Msg: "a charge names the enemy unit it charges"}
	}
	if tg.Side == u.Side || !isTroop(tg) || figuresLeft(tg) == 0 {
		return &rules.Violation{Code: "no-target", Rule: "bep §7.4 [L147-150]", Msg: fmt.Sprintf("%s: not an enemy unit to charge", s.UnitName(tg.ID))}
	}
	if isMachine(u) {
		return &rules.Violation{Code: "machine", Rule: "bep §11.2, A12", Bases: u.Bases, Msg: fmt.Sprintf("%s: a war machine; the text gives machines no charge", s.UnitName(u.ID))}
	}
	return nil
}

// unitDistance is the closest edge-to-edge distance in cm between any
// bases of a and b (bep G2; for a block its outline is enough).
func unitDistance(s *rules.State, a, b *rules.Unit) float64 {
	best := math.Inf(1)
	for _, x := range a.Bases {
		ba, ok := s.Base(x)
		if !ok {
			continue
		}
		for _, y := range b.Bases {
			if bb, ok := s.Base(y); ok {
				_, _, d := table.Closest(ba.Shape, bb.Shape)
				best = min(best, d)
			}
		}
	}
	return best
}

// declareCharge executes a charge order whose test passed (bep §7.4 steps
// 3-4, L154-159): beyond the charge's reach (strictly more than 18 pas,
// 24 for cavalry) the unit does not move and the officer has failed the
// order; within it, the unit moves into contact with its move action.
func declareCharge(s *rules.State, p orderPlan, target string, st Settings, dr dice.Roller) []rules.Event {
	u := p.unit
	tg, _ := s.Unit(target)
	t, _, _ := troopOf(u)
	reach := ChargeMax(t)
	d := st.Pas(unitDistance(s, u, tg))
	ev := rules.Event{Kind: "charge", Side: u.Side, Unit: u.ID, Facts: []rules.Fact{
		{Name: "distance", Value: int(math.Round(d * 100)), Of: tg.ID, Text: "hundredths of a pas to the target", Rule: "bep §7.4 step 3, G2"},
		{Name: "reach", Value: reach, Text: "pas at most", Rule: "bep §7.4 [L147, L622]"},
	}}
	if d > float64(reach)+rangeEps {
		ev.Text = fmt.Sprintf("Charge of %s: %.2f pas from %s, beyond its reach of %d pas: no move, and the order has failed (bep §7.4 [L156-159])", s.UnitName(u.ID), d, s.UnitName(tg.ID), reach)
		return append([]rules.Event{ev}, failOrder(s, p.officer, st, dr)...)
	}
	u.SetStatus(stCharge, s.UnitIndex(tg.ID)+1)
	ev.Text = fmt.Sprintf("Charge of %s on %s, %.2f pas away (at most %d): move it into contact (bep §7.4)", s.UnitName(u.ID), s.UnitName(tg.ID), d, reach)
	return []rules.Event{ev}
}

// figureBlocks are u's figures as blocks: its block in close order, a 1 ×
// 1 block per skirmisher or for a war machine's base (its crew stand with
// it); poses overrides the pose of the bases it names.
func figureBlocks(s *rules.State, u *rules.Unit, poses map[string]geom.Pose) ([]block.Block, error) {
	if !skirmishers(u) && !isMachine(u) {
		b, err := blockOf(s, u)
		if err != nil {
			return nil, err
		}
		if p, ok := poses[u.Bases[0]]; ok {
			b = b.At(p)
		}
		return []block.Block{b}, nil
	}
	one, _ := block.Full(1, 1)
	var out []block.Block
	for _, id := range u.Bases {
		base, ok := s.Base(id)
		if !ok {
			continue
		}
		r := base.Shape
		if p, ok := poses[id]; ok {
			r = r.At(p)
		}
		b, err := block.FromBase(r, one)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, nil
}

// engaged is how many of a's figures touch one of b's (bep G4; L175-178:
// by a corner too).
func engaged(as, bs []block.Block) int {
	n := 0
	for _, a := range as {
		for slot := range a.Layout().All() {
			f := a.Figure(slot)
			for _, b := range bs {
				if b.Touches(f) {
					n++
					break
				}
			}
		}
	}
	return n
}

// checkChargeMove checks the move of a charge whose reach was measured
// (bep §7.4 step 4, L1008-1010): it must end with at least one figure in
// base-to-base contact with the unit charged (others may be touched too,
// L149-150), crossing no base nor impassable terrain on the way, ending
// on none. The text measures unit to unit only: no figure's move is
// checked against a distance (A19), and the tape has no allowance.
func checkChargeMove(s *rules.State, a rules.Action, u *rules.Unit, st Settings) (*plan, error) {
	tg := &s.Units[u.Status[stCharge]-1]
	if !skirmishers(u) && len(a.Moves) != 1 {
		return nil, &rules.Violation{Code: "formation", Rule: "bep §7.2 PROPOSED", Msg: "a unit in close order moves as one block"}
	}
	p := &plan{unit: u, moves: a.Moves, costs: map[string]float64{}, charge: tg}
	moving, poses := map[string]bool{}, map[string]geom.Pose{}
	for _, m := range a.Moves {
		moving[m.Base] = true
		poses[m.Base] = m.Path.End()
	}
	for _, m := range a.Moves {
		b, ok := s.Base(m.Base)
		if !ok || b.Unit != u.ID {
			return nil, &rules.Violation{Code: "formation", Rule: "bep §7", Msg: "a move moves the bases of one unit"}
		}
		if len(m.Path) < 1 || !m.Path[0].Pos.Near(b.Shape.Center) || math.Abs(m.Path[0].Facing-b.Shape.Facing) > geom.AngleEps {
			return nil, fmt.Errorf("pagaille: the path of %q does not start at its pose", m.Base)
		}
		cost, err := moveCost(s, u, b, m.Path, st)
		if err != nil {
			return nil, err
		}
		p.costs[m.Base] = st.Cm(cost)
		if v := checkPath(s, u, b, m.Path, moving, st, true); v != nil {
			return nil, v
		}
	}
	if v := checkEnds(s, u, a.Moves, st); v != nil {
		return nil, v
	}
	mine, err := figureBlocks(s, u, poses)
	if err != nil {
		return nil, err
	}
	theirs, err := figureBlocks(s, tg, nil)
	if err != nil {
		return nil, err
	}
	if engaged(mine, theirs) == 0 {
		return nil, &rules.Violation{Code: "no-contact", Rule: "bep §7.4 [L147-150, L1008-1010]", Bases: append(append([]string(nil), u.Bases...), tg.Bases...),
			Msg: fmt.Sprintf("a charge ends with figures of %s in base-to-base contact with %s", s.UnitName(u.ID), s.UnitName(tg.ID))}
	}
	return p, nil
}

// chargeHome ends a charge's move: the figures in contact are counted
// (corner contacts included, L175-178), a close-order charger warned when
// fewer touch than its front or the target's edge holds (L166-169, G7:
// the placement is the player's, the count a warning), and the melee (§9)
// left waiting for its fight action (§7.4 step 6).
func chargeHome(s *rules.State, p *plan, st Settings) []rules.Event {
	u, _ := s.Unit(p.unit.ID)
	tg, _ := s.Unit(p.charge.ID)
	u.SetStatus(stCharge, 0)
	s.SetCounter(ctMelee, s.UnitIndex(u.ID)+1)
	s.SetCounter(ctMeleeTarget, s.UnitIndex(tg.ID)+1)
	mine, _ := figureBlocks(s, u, nil)
	theirs, _ := figureBlocks(s, tg, nil)
	n := engaged(mine, theirs)
	ev := rules.Event{Kind: "contact", Side: u.Side, Unit: u.ID,
		Text:  fmt.Sprintf("Charge home of %s into %s: %s in contact (bep §7.4); the melee is fought at once (§9)", s.UnitName(u.ID), s.UnitName(tg.ID), figuresWord(n)),
		Facts: []rules.Fact{{Name: "engaged", Value: n, Text: "figures in contact", Rule: "bep §7.4 [L175-178, L1017-1021]"}}}
	if best := bestContact(s, u, tg); !skirmishers(u) && best > n {
		ev.Text += fmt.Sprintf(". Warning: a unit in close order must bring as many front figures into contact as it can; %d could touch (bep §7.4 [L166-169])", best)
		ev.Facts = append(ev.Facts, rules.Fact{Name: "best", Value: best, Text: "front figures that could touch", Rule: "bep G7"})
	}
	return []rules.Event{ev}
}

// chargeSnap is the pose that puts u's front flush against the nearest
// edge of tg (G7, table.Snap), for the offer and the warning; false for
// skirmishers or when there is none.
func chargeSnap(s *rules.State, u, tg *rules.Unit) (geom.Pose, bool) {
	if skirmishers(u) || len(u.Bases) == 0 {
		return geom.Pose{}, false
	}
	b, ok := s.Base(u.Bases[0])
	if !ok {
		return geom.Pose{}, false
	}
	var targets []geom.Rect
	for _, id := range tg.Bases {
		if t, ok := s.Base(id); ok {
			targets = append(targets, t.Shape)
		}
	}
	pose, _, _, ok := table.Snap(b.Shape, targets, math.Inf(1), math.Pi)
	return pose, ok
}

// bestContact is the contact the text asks of a close-order charger
// (L166-169; bep G7's check): its front figures, or the target's figures
// along the edge it touches, whichever are fewer; 0 when either unit
// skirmishes or the outlines do not touch.
func bestContact(s *rules.State, u, tg *rules.Unit) int {
	if skirmishers(u) || skirmishers(tg) {
		return 0
	}
	mine, err1 := blockOf(s, u)
	theirs, err2 := blockOf(s, tg)
	if err1 != nil || err2 != nil {
		return 0
	}
	c, ok := table.Touching(mine.Outline(), theirs.Outline())
	if !ok {
		return 0
	}
	along := theirs.Layout().RankCount(0)
	switch c.EdgeB {
	case geom.Rear:
		along = theirs.Layout().RankCount(theirs.Layout().LastRank())
	case geom.Left, geom.Right:
		along = theirs.Layout().LastRank() + 1
	}
	return min(mine.Layout().RankCount(0), along)
}

// figuresWord is n figures in words: "1 figure", "4 figures".
func figuresWord(n int) string {
	if n == 1 {
		return "1 figure"
	}
	return fmt.Sprintf("%d figures", n)
}
