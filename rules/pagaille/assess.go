package pagaille

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
)

// Victory points (bep §10.3, L340-356).
const (
	VPComplete     = 10 // an own unit at full strength
	VPOverHalf     = 5  // an own unit with more than 50 % (exclusive with the above, §10.3 PROPOSED)
	VPDestroyed    = 5  // an enemy unit destroyed, or fled off the table
	VPOfficer      = 5  // an enemy officer killed with his unit
	VPArmyRouted   = 20 // the enemy army routs (L383-384)
	breakQuarter   = 4  // an army below a quarter of its TV routs (L364-366)
	breakHalf      = 2  // below half it tests (L368-377)
	maxVP          = 9999
	armyRoutedFlag = 1
)

// ArmyTV is an army's tactical value at the start and now (bep §10.2,
// L358-395): each unit's full value (+1 with a missile weapon), now
// counted by its band (CurrentTV; a unit off the table counts 0).
func ArmyTV(s *rules.State, side int) (start, now int) {
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side || !isTroop(u) {
			continue
		}
		tv := tacticalValue(u)
		start += tv
		now += CurrentTV(tv, BandOf(figuresLeft(u), startStrength(u)))
	}
	return start, now
}

// Break is what an army's tactical value makes of it at an assessment.
type Break int

const (
	Holds    Break = iota
	MustTest       // below half its starting TV: the general's test (L368-374)
	Routs          // below a quarter: it routs (L364-366)
)

// BreakOf is the army's state for its TV now against its start (A39:
// strictly below; §15 example 33: 49 of 100 tests, 24 routs).
func BreakOf(start, now int) Break {
	switch {
	case now*breakQuarter < start:
		return Routs
	case now*breakHalf < start:
		return MustTest
	}
	return Holds
}

// VP is the army's victory points now (bep §10.3; A23: the state's value,
// the last assessment's counting): its units complete or over half, the
// enemy units destroyed and officers killed with them, and 20 if the
// enemy army has routed.
func VP(s *rules.State, side int, st Settings) int {
	vp := 0
	for i := range s.Units {
		u := &s.Units[i]
		if !isTroop(u) {
			continue
		}
		b := BandOf(figuresLeft(u), startStrength(u))
		if !onTable(u) {
			b = Destroyed
		}
		switch {
		case u.Side == side && b == Complete:
			vp += VPComplete
		case u.Side == side && b == Over:
			vp += VPOverHalf
		case u.Side != side && b == Destroyed:
			vp += VPDestroyed
			if _, ok := officerOf(u, st); ok {
				vp += VPOfficer
			}
		}
	}
	if s.Counters[ctRouted+s.Sides[1-side].ID] == armyRoutedFlag {
		vp += VPArmyRouted
	}
	return min(vp, maxVP)
}

// testCd is the Cd of an army's break test (L368-374): the general's, or
// the best officer's alive when the general's unit is destroyed or routed.
func testCd(s *rules.State, side int, st Settings) int {
	best := 0
	for _, o := range officers(s, side, st) {
		if !o.alive() {
			continue
		}
		if o.General && !(o.Attached && o.Unit.Status[stRouted] == 1) {
			return o.Cd
		}
		best = max(best, o.Cd)
	}
	return best
}

// assess plays the assessment phase (bep §10.2-10.4, L338-395): each
// army's tactical value against its start: below a quarter it routs,
// below half its general tests (2D6 at or below his Cd, else it routs;
// PROPOSED: again at each assessment while below half); then the victory
// points. An army routed ends the battle (§10.4 PROPOSED), the other army
// winning, or the one with more VP when both rout (L379-381).
func assess(s *rules.State, st Settings, d dice.Roller) ([]rules.Event, bool) {
	evs := []rules.Event{{Kind: "phase", Text: fmt.Sprintf("Assessment of turn %d (bep §10)", s.Turn)}}
	routed := 0
	for side := range s.Sides {
		start, now := ArmyTV(s, side)
		name := s.Sides[side].Name
		ev := rules.Event{Kind: "assess", Side: side, Facts: []rules.Fact{
			{Name: "tv", Value: now, Of: s.Sides[side].ID, Text: "tactical value now", Rule: "bep §10.2 [L388-395]"},
			{Name: "tv-start", Value: start, Of: s.Sides[side].ID, Text: "at the start", Rule: "bep §10.2 [L360-362]"}}}
		switch BreakOf(start, now) {
		case Routs:
			s.SetCounter(ctRouted+s.Sides[side].ID, armyRoutedFlag)
			ev.Text = fmt.Sprintf("%s: tactical value down to %d of %d, below a quarter: the army routs (bep §10.2 [L364-366])", name, now, start)
		case MustTest:
			cd := testCd(s, side, st)
			total, rolls, _ := rollDice(d, 2)
			ev.Rolls = rolls
			if total > cd {
				s.SetCounter(ctRouted+s.Sides[side].ID, armyRoutedFlag)
				ev.Text = fmt.Sprintf("%s: tactical value down to %d of %d, below half: the general's test, %d on 2D6 against Cd %d, fails: the army routs (bep §10.2 [L368-377])", name, now, start, total, cd)
			} else {
				ev.Text = fmt.Sprintf("%s: tactical value down to %d of %d, below half: the general's test, %d on 2D6 against Cd %d, passes: the army fights on (bep §10.2 [L368-377])", name, now, start, total, cd)
			}
		default:
			ev.Text = fmt.Sprintf("%s: tactical value %d of %d (bep §10.2)", name, now, start)
		}
		if s.Counters[ctRouted+s.Sides[side].ID] == armyRoutedFlag {
			routed++
		}
		evs = append(evs, ev)
	}
	for side := range s.Sides {
		vp := VP(s, side, st)
		s.SetCounter(ctVP+s.Sides[side].ID, vp)
		evs = append(evs, rules.Event{Kind: "score", Side: side, Text: fmt.Sprintf("%s: %d victory points (bep §10.3)", s.Sides[side].Name, vp),
			Facts: []rules.Fact{{Name: "vp", Value: vp, Of: s.Sides[side].ID, Rule: "bep §10.3 [L340-356]"}}})
	}
	if routed == 0 {
		return evs, false
	}
	return append(evs, rules.Event{Kind: "end", Text: "The battle is over (bep §10.4): " + verdict(s)}), true
}

// verdict is who won, from the routs and the victory points, worded for
// any army's name, singular or plural ("victory to The levy").
func verdict(s *rules.State) string {
	r0, r1 := s.Counters[ctRouted+s.Sides[0].ID] == armyRoutedFlag, s.Counters[ctRouted+s.Sides[1].ID] == armyRoutedFlag
	v0, v1 := s.Counters[ctVP+s.Sides[0].ID], s.Counters[ctVP+s.Sides[1].ID]
	switch {
	case r0 && !r1:
		return "victory to " + s.Sides[1].Name + ": the army of " + s.Sides[0].Name + " routs"
	case r1 && !r0:
		return "victory to " + s.Sides[0].Name + ": the army of " + s.Sides[1].Name + " routs"
	case v0 > v1:
		return fmt.Sprintf("victory to %s on victory points, %d to %d", s.Sides[0].Name, v0, v1)
	case v1 > v0:
		return fmt.Sprintf("victory to %s on victory points, %d to %d", s.Sides[1].Name, v1, v0)
	}
	return fmt.Sprintf("a draw, %d victory points each", v0)
}
