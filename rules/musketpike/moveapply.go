package musketpike

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/hex"
)

// checkMove checks a move action: one counter of the active wing (or a
// leader of it, or the Army Commander) moving along a path it may take.
func checkMove(s *rules.State, a rules.Action) (*plan, error) {
	if err := inPhase(s, PhaseWing, "no wing is active: units move during their wing's activation [L210]"); err != nil {
		return nil, err
	}
	if len(a.Moves) != 1 {
		return nil, &rules.Violation{Code: "one-unit", Rule: "M&P §7.1 [L537]", Msg: "units move one at a time"}
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	b, ok := s.Base(a.Moves[0].Base)
	if !ok {
		return nil, fmt.Errorf("musketpike: no base %q on the table", a.Moves[0].Base)
	}
	u, ok := s.Unit(b.Unit)
	if !ok {
		return nil, fmt.Errorf("musketpike: base %q belongs to no unit", b.ID)
	}
	if v := checkMover(s, u, a.Side); v != nil {
		v.Bases = []string{b.ID}
		return nil, v
	}
	p, err := planMove(s, bd, a.Moves[0])
	if err != nil {
		return nil, err
	}
	from, v := checkCommand(s, bd, p)
	if v != nil {
		return nil, v
	}
	if v := checkOrders(s, bd, p, from); v != nil {
		return nil, v
	}
	if v := reactionStop(s, bd, a, p); v != nil {
		return nil, v
	}
	return p, nil
}

// checkMover is why u may not move now, nil when it may: it must be of
// the active wing (or be its commander, or the Army Commander, who
// activates with every wing [L316]), with its action not yet spent
// [L210], [L322], [L336], and able to move at all [L547-L559].
func checkMover(s *rules.State, u *rules.Unit, side int) *rules.Violation {
	name := s.UnitName(u.ID)
	wc := activeWC(s)
	switch {
	case gone(u):
		return &rules.Violation{Code: "gone", Rule: "M&P §8.6 [L887-L889]", Msg: name + " has left the battle"}
	case u.Side != side:
		return &rules.Violation{Code: "not-yours", Rule: "M&P §5.2", Msg: name + " is not yours to move"}
	case wc == nil:
		return &rules.Violation{Code: "phase", Rule: "M&P §5.2", Msg: "no wing is active"}
	case isAC(u):
	case u.Type == Wagons && wingOf(u) == 0:
		// Wagons of no wing move with any wing's activation (a reading: the
		// text gives them to no wing).
	case wingOf(u) != wingOf(wc):
		return &rules.Violation{Code: "not-active", Rule: "M&P §5.2 [L182]", Msg: fmt.Sprintf("%s is not of the active wing (%s's)", name, s.UnitName(wc.ID))}
	}
	switch {
	case u.Status[stMove] == moveClosed:
		return &rules.Violation{Code: "moved", Rule: "M&P §7.1 [L537]", Msg: name + " has made its move this activation"}
	case u.Type == Leader && u.Status[stActed] == 1 && u.Status[stMove] != moveOpen:
		return &rules.Violation{Code: "acted", Rule: "M&P §6.1 [L322], §6.2 [L336]", Msg: name + " has made his one action this activation"}
	case u.Status[stJoined] == 1:
		return &rules.Violation{Code: "joined", Rule: "M&P §7.8 [L626]", Msg: name + " has been joined by a unit this activation and may not move"}
	}
	if why, rule := immobile(u); why != "" {
		return &rules.Violation{Code: "cannot-move", Rule: rule, Msg: name + " cannot move: " + why}
	}
	return nil
}

// immobile is why u cannot move at all, "" when it can.
func immobile(u *rules.Unit) (why, rule string) {
	switch {
	case u.Status[stDisabled] == 1:
		return "it is Disabled Guns", "M&P §8.9 [L961]"
	case moraleBroken(u):
		return "it is Morale Broken and moves only in the Rout Phase", "M&P §3.3 [L555]"
	case u.Type == Wagons && u.Profile[keyMobile] != 1:
		return "the scenario does not let its wagons move", "M&P §3.3 [L557]"
	case u.Type == Leader || u.Type == Wagons || u.Type == Artillery:
		return "", ""
	case formationOf(u) == Broken:
		return "its formation is broken", "M&P §7.4 [L479]"
	case formationOf(u) == Hedgehog:
		return "it is in Hedgehog and makes no voluntary move", "M&P §7.4 [L485]"
	}
	return "", ""
}

// applyMove moves the plan's counter (and the light infantry stacked with
// its cavalry) to the path's end, spends its MP and applies what the move
// did: formation hits [L563], a new cavalry + light infantry stack [L626],
// a forced stop.
func applyMove(s *rules.State, p *plan, end rules.Move) []rules.Event {
	u, _ := s.Unit(p.u.ID)
	b, _ := s.Base(p.b.ID)
	// Units move one at a time [L537]: starting one ends the move of any
	// other of the side.
	if u.Status[stMove] != moveOpen {
		for i := range s.Units {
			if o := &s.Units[i]; o.Side == u.Side && o.Status[stMove] == moveOpen {
				o.SetStatus(stMove, moveClosed)
			}
		}
		u.SetStatus(stMove, moveOpen)
		u.SetStatus(stMA, p.ma)
	}
	if u.Type == Leader {
		u.SetStatus(stActed, 1)
	} else {
		s.SetCounter(ctActed, 1)
	}
	pose := end.Path.End()
	b.Shape = b.Shape.At(pose)
	if s.Used == nil {
		s.Used = map[string]float64{}
	}
	s.Used[b.ID] += float64(p.cost)
	facts := []rules.Fact{
		{Name: "mp", Value: p.cost, Text: "MP spent", Rule: "M&P §7.1 [L539]"},
		{Name: "used", Value: int(s.Used[b.ID]), Text: "MP used in all"},
		{Name: "ma", Value: p.ma, Text: "movement allowance", Rule: "M&P §7.2 [L547], §7.9 [L563]"},
	}
	text := fmt.Sprintf("%s moved, %d MP (%d of %d used)", s.UnitName(u.ID), p.cost, int(s.Used[b.ID]), p.ma)
	if p.hits > 0 {
		facts = append(facts, rules.Fact{Name: "formation-hits", Value: p.hits, Text: "formation hits from terrain", Rule: "M&P §7.5 [L561-L565]"})
		text += fmt.Sprintf("; %d formation hit(s), now %s", p.hits, formationWords(p.form))
		u.Formation = p.form
	}
	if p.bridged {
		facts = append(facts, rules.Fact{Name: "bridge", Value: 1, Text: "crossed a bridge with its whole MA", Rule: "M&P §7.6 [L581]"})
		if p.form != formationOf(u) {
			text += fmt.Sprintf("; after its bridge crossing it is %s [L581]", formationWords(p.form))
			u.Formation = p.form
		}
	}
	if p.partner != nil {
		// The stack moves as one unit, and its hits apply to both [L608], [L618].
		lb, _ := s.Base(p.partner.b.ID)
		li, _ := s.Unit(p.partner.u.ID)
		lb.Shape = lb.Shape.At(pose)
		s.Used[lb.ID] = s.Used[b.ID]
		li.Formation = u.Formation
		text += fmt.Sprintf(", with %s", s.UnitName(li.ID))
	}
	if p.join != nil {
		other, _ := s.Unit(p.join.u.ID)
		ob, _ := s.Base(p.join.b.ID)
		// The mover faces as the unit it joins, and the stack takes the worse
		// morale and formation of the two [L626].
		b.Shape.Facing = ob.Shape.Facing
		worse := max(u.Status[stMorale], other.Status[stMorale])
		u.SetStatus(stMorale, worse)
		other.SetStatus(stMorale, worse)
		f := worseFormation(formationOf(u), formationOf(other))
		u.Formation, other.Formation = f, f
		other.SetStatus(stJoined, 1)
		text += fmt.Sprintf(" and stacked with %s", s.UnitName(other.ID))
		facts = append(facts, rules.Fact{Name: "joined", Of: other.ID, Value: 1, Text: "stacked with", Rule: "M&P §7.8 [L626]"})
	}
	if p.absorb != nil {
		other, _ := s.Unit(p.absorb.u.ID)
		more, fs := applyAbsorb(s, u, other) // [L642-L644]
		text += more
		facts = append(facts, fs...)
	}
	if isCombat(u) {
		// An enemy entering the hex of Disabled Guns captures them [L959].
		for _, o := range p.near {
			g, _ := s.Unit(o.u.ID)
			if g.Status[stDisabled] != 1 || holder(g) == u.Side {
				continue
			}
			if slices.ContainsFunc(p.trail[1:], func(at hex.Unit) bool { return at.Occupies(o.at.L) }) {
				g.SetStatus(stCaptured, u.Side+1)
				text += fmt.Sprintf("; it captures %s [L959]", s.UnitName(g.ID))
				facts = append(facts, rules.Fact{Name: "captured", Value: 1, Of: g.ID, Text: "guns captured", Rule: "M&P §8.9 [L959]"})
			}
		}
	}
	if p.closed {
		u.SetStatus(stMove, moveClosed)
		text += "; it must stop: " + p.why
	}
	if unlimberedGuns(u) && p.end != p.start {
		u.SetStatus(stFired, 1) // it re-faced instead of firing [L469]
		u.SetStatus(stMove, moveClosed)
		text = s.UnitName(u.ID) + " re-faces instead of firing this turn [L469]"
	}
	if p.partner != nil {
		li, _ := s.Unit(p.partner.u.ID)
		li.SetStatus(stMove, u.Status[stMove]) // its move is the cavalry's
	}
	if bd, err := boardOf(s); err == nil {
		updateMomentum(s, bd, u, p)
	}
	return []rules.Event{{Kind: "moved", Side: u.Side, Unit: u.ID, Base: b.ID, Text: text, Facts: facts}}
}

// holder is the side that holds guns g: its own, or the side that
// captured them last [L959].
func holder(g *rules.Unit) int {
	if c := g.Status[stCaptured]; c > 0 {
		return c - 1
	}
	return g.Side
}

// worseFormation is the worse of two formations for a new stack [L626]:
// Broken, then Shaken, then the others (Normal, Open Order, Column).
func worseFormation(a, b string) string {
	if formationLevel(b) > formationLevel(a) {
		return b
	}
	return a
}

// formationWords is a formation as the log writes it.
func formationWords(f string) string {
	switch f {
	case Shaken:
		return "Formation Shaken"
	case Broken:
		return "Formation Broken"
	case Open:
		return "in Open Order"
	case Column:
		return "in Column"
	case Hedgehog:
		return "in Hedgehog"
	}
	return "in Normal formation"
}
