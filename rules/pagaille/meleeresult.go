package pagaille

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// pendingMelee is the charger and the unit charged of the melee waiting
// to be fought; false when none waits.
func pendingMelee(s *rules.State) (c, t *rules.Unit, ok bool) {
	i, j := s.Counters[ctMelee]-1, s.Counters[ctMeleeTarget]-1
	if i < 0 || j < 0 || i >= len(s.Units) || j >= len(s.Units) {
		return nil, nil, false
	}
	return &s.Units[i], &s.Units[j], true
}

// checkFight checks a fight action: a melee waits.
func checkFight(s *rules.State) error {
	if _, _, ok := pendingMelee(s); !ok {
		return &rules.Violation{Code: "no-melee", Rule: "bep §9", Msg: "no melee waits to be fought: a charge brings one about"}
	}
	return nil
}

// fight resolves the waiting melee (bep §9): the dice (resolveMelee),
// then the casualties removed (step 7); the losing army's units recoil
// 2D6 pas (L212-213; a recoil into impassable terrain routs at once,
// L215-216) and, as tied units, take a rout test if they must (A8); the
// winners take none however heavy their losses, but one that would have
// tested owes a test at its next casualty (L225-231, §15 example 27),
// and a charged unit that won consolidates: +1 when it is next charged
// (L273-281, A21, A33).
func fight(s *rules.State, st Settings, d dice.Roller) ([]rules.Event, error) {
	c, t, _ := pendingMelee(s)
	fs := waitingMelee(s, c, t, st)
	s.SetCounter(ctMelee, 0)
	s.SetCounter(ctMeleeTarget, 0)
	if fs[1].bonus == 1 {
		t.SetStatus(stConsolidated, 0) // its +1 is used (A33)
	}
	m, evs, err := resolveMelee(fs, st, d)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, f := range fs {
		names = append(names, s.UnitName(f.u.ID))
	}
	result := rules.Event{Kind: "melee", Side: c.Side, Unit: c.ID,
		Facts: []rules.Fact{
			{Name: "losses", Value: m.losses[0], Of: s.Sides[0].ID, Text: s.Sides[0].Name, Rule: "bep §9.2 [L240-246], A20"},
			{Name: "losses", Value: m.losses[1], Of: s.Sides[1].ID, Text: s.Sides[1].Name, Rule: "bep §9.2 [L240-246], A20"},
		}}
	if m.loser < 0 {
		result.Text = fmt.Sprintf("Melee of %s: %d unsaved hits each: a tie, nobody recoils (bep §9.1 [L222-223])", strings.Join(names, ", "), m.losses[0])
	} else {
		result.Text = fmt.Sprintf("Melee of %s: unsaved hits %s %d, %s %d: defeat for %s (bep §9.1 [L209-213], §9.2 [L244-246])",
			strings.Join(names, ", "), s.Sides[0].Name, m.losses[0], s.Sides[1].Name, m.losses[1], s.Sides[m.loser].Name)
	}
	evs = append(evs, result)
	for _, f := range fs {
		if f.unsaved > 0 || f.u.Status[stRouted] == 1 {
			markAttacked(f.u)
		}
		if n := removeFigures(s, f.u, f.unsaved); n > 0 {
			evs = append(evs, rules.Event{Kind: "casualties", Side: f.u.Side, Unit: f.u.ID,
				Text: fmt.Sprintf("%s: %d figures lost, %d left (bep §9.1 step 7)", s.UnitName(f.u.ID), n, figuresLeft(f.u))})
		}
	}
	for _, f := range fs {
		more, err := aftermath(s, f, fs, m, st, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
	}
	return evs, nil
}

// waitingMelee is the fighters of the melee of charger c and the unit
// charged t, with the charge's +1 (L179-181) and a consolidated
// defender's (L273-281). It reads s and changes nothing.
func waitingMelee(s *rules.State, c, t *rules.Unit, st Settings) []*fighter {
	fs := meleeOf(s, c, t, st)
	fs[0].bonus = 1
	if t.Status[stConsolidated] == 1 {
		fs[1].bonus = 1
	}
	return fs
}

// aftermath is one fighter's recoil, rout test or consolidation.
func aftermath(s *rules.State, f *fighter, fs []*fighter, m melee, st Settings, d dice.Roller) ([]rules.Event, error) {
	u := f.u
	if !onTable(u) {
		return nil, nil
	}
	won := m.loser >= 0 && u.Side != m.loser
	if won {
		if mustTest(u, st) {
			u.SetStatus(stOwed, 1)
		} else if u.Status[stOwed] == 1 && f.unsaved > 0 {
			return routTest(s, u, st, d) // the test it owed, at this casualty (L229-231)
		}
		if u == fs[1].u {
			u.SetStatus(stConsolidated, 1)
			return []rules.Event{{Kind: "consolidate", Side: u.Side, Unit: u.ID,
				Text: fmt.Sprintf("%s: a win, consolidated: +1 to hit when next charged (bep §9.1 [L273-281])", s.UnitName(u.ID))}}, nil
		}
		return nil, nil
	}
	var evs []rules.Event
	if m.loser == u.Side {
		total, rolls, err := rollDice(d, 2)
		if err != nil {
			return nil, err
		}
		r := slide(s, u, recoilDir(s, f, fs), st.Cm(float64(total)))
		ev := rules.Event{Kind: "recoil", Side: u.Side, Unit: u.ID, Rolls: rolls,
			Facts: []rules.Fact{{Name: "roll", Value: total, Text: "2D6 pas", Rule: "bep §9.1 [L212-213]"}}}
		switch {
		case r.fled:
			ev.Text = fmt.Sprintf("Recoil of %s: %d pas, off the table: the unit counts as lost (bep A22)", s.UnitName(u.ID), total)
			return []rules.Event{ev}, nil
		case r.impassable:
			u.SetStatus(stRouted, 1)
			u.SetStatus(stFresh, 1)
			ev.Text = fmt.Sprintf("Recoil of %s: %.1f of %d pas, into impassable terrain: the unit routs (bep §9.1 [L215-216])", s.UnitName(u.ID), st.Pas(r.moved), total)
			return []rules.Event{ev}, nil
		}
		ev.Text = fmt.Sprintf("Recoil of %s: %.1f of %d pas (bep §9.1 [L212-213], G15)", s.UnitName(u.ID), st.Pas(r.moved), total)
		evs = append(evs, ev)
	}
	if mustTest(u, st) {
		more, err := routTest(s, u, st, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
	}
	return evs, nil
}

// recoilDir is the way a loser recoils (bep G15 PROPOSED): straight away
// from the edge of its block an enemy of the melee touches (the outward
// normal of that edge, reversed); for skirmishers, or when no edge is
// touched squarely, away from the nearest enemy's centre.
func recoilDir(s *rules.State, f *fighter, fs []*fighter) geom.Vec {
	c, _ := unitCentre(s, f.u)
	var away geom.Vec
	best := -1.0
	for _, e := range fs {
		if e.u.Side == f.u.Side || !onTable(e.u) {
			continue
		}
		ec, _ := unitCentre(s, e.u)
		if d := ec.Dist(c); best < 0 || d < best {
			best, away = d, c.Sub(ec).Unit()
		}
		if skirmishers(f.u) || skirmishers(e.u) {
			continue
		}
		mine, _ := s.Base(f.u.Bases[0])
		theirs, _ := s.Base(e.u.Bases[0])
		if ct, ok := table.Touching(mine.Shape, theirs.Shape); ok {
			return mine.Shape.Outward(ct.EdgeA).Neg()
		}
	}
	if best < 0 {
		b, _ := s.Base(f.u.Bases[0])
		return b.Shape.Forward().Neg()
	}
	return away
}
