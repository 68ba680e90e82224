package gboh

import (
	"fmt"

	"plateau/rules"
)

// Elite commanders (spec §6.9, source §5.5 [L1048-1068]): at the start of
// each turn an Elite commander may take an Elite Orders Phase, without
// Momentum; he then returns to Inactive (not Finished) and is activated
// again in his turn, the Elite phase counting toward his three [L786-790].
// Several Elite commanders take theirs by lowest Initiative, the first
// army first on a tie (A22, a reading of D1 without its roll). Through a
// subordinate (himself staying Inactive) is not yet played.

// KindElite takes the Elite Orders Phase: Target the Elite commander
// (declining it is the end-phase action).
const KindElite = "elite"

// PhaseElite offers the Elite Orders Phases at the start of a turn.
const PhaseElite = "elite"

// Elite statuses and counters.
const (
	stEliteDone = "elite-done" // has had or declined his Elite Orders Phase this turn
	ctElite     = "elite"      // the Orders Phase under way is an Elite one
)

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stEliteDone, Range: flag, Doc: "an Elite commander who has had or declined his Elite Orders Phase this turn [L1048-1068]"})
	positionKeys.Counters = append(positionKeys.Counters,
		rules.Key{Name: ctElite, Range: flag, Doc: "the Orders Phase under way is an Elite Orders Phase: no Momentum [L1063-1064]"})
	statusOf[stEliteDone] = isLeader
}

// nextElite is the Elite commander whose Elite Orders Phase comes next,
// nil if none.
func nextElite(s *rules.State) *rules.Unit {
	var best *rules.Unit
	for i := range s.Units {
		u := &s.Units[i]
		if u.Profile[keyElite] != 1 || !inactive(u) || u.Status[stEliteDone] == 1 {
			continue
		}
		if best == nil || initiative(u) < initiative(best) || initiative(u) == initiative(best) && u.Side < best.Side {
			best = u
		}
	}
	return best
}

// offerElite opens the Elite phase for the next Elite commander; false
// when none is left.
func offerElite(s *rules.State) ([]rules.Event, bool) {
	e := nextElite(s)
	if e == nil {
		return nil, false
	}
	s.Phase, s.Active = PhaseElite, e.Side
	s.SetCounter(ctLeader, s.UnitIndex(e.ID)+1)
	return []rules.Event{{Kind: "phase", Side: e.Side, Unit: e.ID, Text: fmt.Sprintf("%s, an Elite commander, may take an Elite Orders Phase [L1048-1058]", s.UnitName(e.ID))}}, true
}

// checkElite checks the Elite phase taken: by the commander offered.
func checkElite(s *rules.State, a rules.Action) (*rules.Unit, error) {
	e := nextElite(s)
	switch {
	case e == nil:
		return nil, refuse("elite", "GBoH §5.5 [L1048-1058]", "no Elite Orders Phase is offered now")
	case a.Target != e.ID:
		return nil, refuse("elite", "GBoH §5.5 [L1048-1058]", "the Elite Orders Phase offered now is %s's", s.UnitName(e.ID))
	}
	return e, nil
}

// applyElite starts the Elite Orders Phase.
func applyElite(s *rules.State, a rules.Action) ([]rules.Event, error) {
	e, err := checkElite(s, a)
	if err != nil {
		return nil, err
	}
	e.SetStatus(stEliteDone, 1)
	evs := []rules.Event{{Kind: "activate", Side: e.Side, Unit: e.ID, Text: s.UnitName(e.ID) + " takes his Elite Orders Phase [L1048-1058]"}}
	evs = append(evs, startOrders(s, e)...)
	s.SetCounter(ctElite, 1)
	return evs, nil
}

// declineElite passes the Elite phase offered.
func declineElite(s *rules.State) []rules.Event {
	e := nextElite(s)
	if e == nil {
		return startSelect(s)
	}
	e.SetStatus(stEliteDone, 1)
	ev := rules.Event{Kind: "activate", Side: e.Side, Unit: e.ID, Text: s.UnitName(e.ID) + " takes no Elite Orders Phase"}
	return append([]rules.Event{ev}, startSelect(s)...)
}

// endElite ends an Elite Orders Phase: no Momentum, the commander back to
// Inactive [L1058-1064].
func endElite(s *rules.State, l *rules.Unit) []rules.Event {
	s.SetCounter(ctElite, 0)
	l.SetStatus(stTrumper, 0)
	ev := rules.Event{Kind: "phase", Side: l.Side, Unit: l.ID, Text: s.UnitName(l.ID) + "'s Elite Orders Phase ends: no Momentum; he is Inactive again [L1058-1064]"}
	return append([]rules.Event{ev}, startSelect(s)...)
}
