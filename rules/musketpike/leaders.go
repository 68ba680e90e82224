package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/musketpike/charts"
	"plateau/rules/table"
)

// Leader loss and replacement (5.3 [L342-L362], spec §11.1). A leader
// removed (by fire [L989], in melee [L1186], pursuing off the map with his
// cavalry [L1168], or at once [L344]) keeps status removed; his wing may
// not activate nor continue while he is off [L346] (commanders leaves him
// out). In the Marker Removal Phase (segment B [L239]) each leader removed
// this turn rolls on the Leader Replacement Table (phase replacement, the
// action "replace", his side to roll): a wing commander is replaced at
// once by a generic leader on a unit of his wing (status generic, rating
// 0: the booklets give generic leaders; the text none [L348]); returning,
// the original takes the generic's place in the next turn's Marker Removal
// Phase (status fate: that turn) [L350], [L354]; eliminated, he is gone
// for good (status lost) and the generic stays [L356]. No roll when his
// wing has no unit left [L348], [L358]. An Army Commander returning comes
// back on any friendly unit the next turn; eliminated, the senior wing
// commander the scenario names takes his command (succession.go [L360]).

// KindReplace is the Leader Replacement roll: Target the removed leader.
const KindReplace = "replace"

// genericRating is a generic replacement leader's rating (a reading: the
// worst [L58], the booklets' generic counters not being in the text).
const genericRating = 0

// pendingReplacement is the first removed leader still to roll, whose
// wing (for a wing commander) has a unit left [L348].
func pendingReplacement(s *rules.State) *rules.Unit {
	for i := range s.Units {
		l := &s.Units[i]
		if l.Type != Leader || l.Status[stRemoved] == 0 || l.Status[stFate] > 0 {
			continue
		}
		if isAC(l) && l.Status[stLost] == 1 {
			continue
		}
		if isWC(l) && !present(s, l) {
			continue
		}
		return l
	}
	return nil
}

// markerRemoval is the Marker Removal Phase's segments B and C
// [L237-L241]: the leaders returning, the replacement rolls (each an
// action), the capitulation check, then the next turn.
func markerRemoval(s *rules.State) []rules.Event {
	evs := returnLeaders(s)
	if l := pendingReplacement(s); l != nil {
		s.Phase, s.Active = PhaseReplace, l.Side
		return append(evs, rules.Event{Kind: "phase", Side: l.Side, Unit: l.ID, Text: fmt.Sprintf("%s rolls on the Leader Replacement Table for %s [L348]", s.Sides[l.Side].Name, s.UnitName(l.ID))})
	}
	return append(evs, capitulate(s)...)
}

// returnLeaders brings back the leaders whose return falls this turn
// [L350], [L354]: a wing commander's original takes his generic's place;
// an Army Commander comes back on a friendly unit.
func returnLeaders(s *rules.State) []rules.Event {
	var evs []rules.Event
	for i := range s.Units {
		l := &s.Units[i]
		if l.Type != Leader || l.Status[stFate] == 0 || l.Status[stFate] > s.Turn {
			continue
		}
		l.SetStatus(stFate, 0)
		if isWC(l) {
			if !present(s, l) {
				continue // no unit of his wing: he does not return [L350]
			}
			if l.Status[stRemoved] == 0 {
				l.SetStatus(stGeneric, 0)
				evs = append(evs, rules.Event{Kind: "leader", Side: l.Side, Unit: l.ID, Text: s.UnitName(l.ID) + " returns: the generic leader leaves [L354]"})
			}
			continue // a generic removed since rolls for himself
		}
		if placeLeader(s, l) {
			evs = append(evs, rules.Event{Kind: "leader", Side: l.Side, Unit: l.ID, Text: s.UnitName(l.ID) + " returns to the field [L350]"})
		}
	}
	return evs
}

// placeLeader puts removed leader l back on a unit of his wing (the Army
// Commander on any friendly unit), the first in the scenario's order (the
// owner's choice of unit is not offered yet) [L350]; false with none.
func placeLeader(s *rules.State, l *rules.Unit) bool {
	bd, err := boardOf(s)
	if err != nil {
		return false
	}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != l.Side || !isCombat(u) || u.Type == Artillery || (isWC(l) && wingOf(u) != wingOf(l)) {
			continue
		}
		at, _, ok := bd.unitAt(s, u)
		if !ok {
			continue
		}
		w := bd.m.Layout.Size * 0.4
		b := table.Base{ID: l.ID + ".1", Unit: l.ID, Side: l.Side, Round: true, Shape: geom.Rect{Width: w, Depth: w}}
		b.Shape = b.Shape.At(geom.Pose{Pos: bd.m.Layout.Centre(at.L)})
		if _, ok := s.Base(b.ID); ok {
			return false
		}
		s.Table.Bases = append(s.Table.Bases, b)
		l.Bases = []string{b.ID}
		l.SetStatus(stRemoved, 0)
		return true
	}
	return false
}

// checkReplace checks a Leader Replacement roll.
func checkReplace(s *rules.State, a rules.Action) (*rules.Unit, error) {
	if err := inPhase(s, PhaseReplace, "no leader waits for his Leader Replacement roll"); err != nil {
		return nil, err
	}
	l := pendingReplacement(s)
	if l == nil || l.ID != a.Target {
		return nil, &rules.Violation{Code: "no-leader", Rule: "M&P §11.1 [L348]", Msg: "name the removed leader who rolls next"}
	}
	return l, nil
}

// applyReplace rolls for the removed leader and places the replacement
// [L348-L358].
func applyReplace(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	l, err := checkReplace(s, a)
	if err != nil {
		return nil, err
	}
	dv, roll, err := die(d)
	if err != nil {
		return nil, err
	}
	c := boardCharts(s)
	res := c.LeaderReplacement(dv)
	ev := rules.Event{Kind: "leader", Side: l.Side, Unit: l.ID, Rolls: []dice.Roll{roll},
		Facts: []rules.Fact{{Name: "die", Value: dv, Text: "die", Rule: "M&P §11.1 [L348]"}, {Name: "row", Value: res.Row, Text: res.Fate.String() + " (" + c.Label() + ")", Rule: "M&P §11.1 [L348]"}}}
	text := fmt.Sprintf("%s: die %d on the Leader Replacement Table (%s): ", s.UnitName(l.ID), dv, c.Label())
	var more []rules.Event
	switch {
	case isWC(l) && l.Status[stGeneric] == 1:
		// A generic leader removed: returning or not, another generic
		// takes the wing at once [L348]; his loss scores nothing [L1387].
		text += res.Fate.String() + ": a generic leader"
	case res.Fate == charts.LeaderReturns:
		l.SetStatus(stFate, s.Turn+1)
		text += "he returns next turn [L354]"
	default:
		l.SetStatus(stLost, 1)
		text += "he is gone for good [L356]"
		if isAC(l) {
			more = succeed(s, l) // the senior wing commander takes the command [L360]
		}
	}
	if isWC(l) && placeLeader(s, l) {
		l.SetStatus(stGeneric, 1)
		text += "; a generic leader takes his wing at once [L348]"
	}
	ev.Text = text
	return append(append([]rules.Event{ev}, more...), markerRemoval(s)...), nil
}

// replaceOffers is the roll of the leader who waits.
func replaceOffers(s *rules.State, side int) []rules.Offer {
	l := pendingReplacement(s)
	if l == nil || l.Side != side {
		return nil
	}
	return []rules.Offer{{Label: fmt.Sprintf("Roll on the Leader Replacement Table for %s", s.UnitName(l.ID)), Detail: []string{"a d10 (" + boardCharts(s).Label() + ") (M&P §11.1 [L348])"}, Action: rules.Action{Kind: KindReplace, Side: side, Target: l.ID}}}
}
