package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// KindRoutReload plays the Rout & Reload Phase (phase rout-reload).
const KindRoutReload = "rout-reload"

// PhaseRoutReload waits for the Rout & Reload Phase to be played.
const PhaseRoutReload = "rout-reload"

// applyRoutReload plays the phase, then the next turn's first activation
// unless an army has withdrawn.
func applyRoutReload(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	evs, err := routAndReload(s, d)
	if err != nil || s.Phase == PhaseOver {
		return evs, err
	}
	return append(evs, startSelect(s)...), nil
}

// routAndReload is the Rout & Reload Phase [L355-380], played when no
// leader may be activated: (1) Rallied markers removed; (2) Flight;
// (3) Reload; (4) the Army Withdrawal tests, which may end the battle;
// (5) Moved units flipped back; (6) Finished leaders flipped to their
// Active side. Then the next turn starts.
func routAndReload(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	for i := range s.Units {
		s.Units[i].SetStatus(stRallied, 0)
	}
	evs := flight(s)
	evs = append(evs, regenerate(s)...) // Trolls, between steps 2 and 3 (A37) [L4562-4569]
	evs = append(evs, reload(s)...)
	w, err := withdrawalTests(s, d)
	evs = append(evs, w...)
	if err != nil || s.Phase == PhaseOver {
		return evs, err
	}
	for i := range s.Units {
		u := &s.Units[i]
		u.SetStatus(stMoved, 0)
		u.SetStatus(stOrdered, 0)
		u.SetStatus(stLined, 0)
		u.SetStatus(stRallyTried, 0)
		u.SetStatus(stCast, 0)
		u.SetStatus(stPursued, 0)
		u.SetStatus(stRegrouped, 0) // it may come back from the next turn [L2793-2796]
		u.SetStatus(stPromoted, 0)  // a replacement acts from this next turn [L735-737]
		u.SetStatus(stImpDone, 0)   // an Impetuous Line is activated again [L2116-2119]
		u.SetStatus(stEliteDone, 0)
		if u.Type == Leader {
			for _, k := range []string{stFinished, stPhases, stTrumped, stReactivated, stTrumper, stLinePrev} {
				u.SetStatus(k, 0)
			}
		}
	}
	for _, k := range []string{ctEndTurn, ctTieWin, ctTieAt, ctLast, ctLastAt, ctReturnFail} {
		s.SetCounter(k, 0)
	}
	s.Used = nil
	s.Turn++
	return append(evs, rules.Event{Kind: "turn", Text: fmt.Sprintf("Rout & Reload: Moved units and Finished leaders flipped back [L373-380]; turn %d", s.Turn)}), nil
}

// reload removes the MISSILE LOW and MISSILE NO markers of every unit
// that may reload [L1635-1648]: not in an enemy ZOC, and not within range
// of an enemy combat unit that is not MISSILE NO (its weapon's range on
// the Missile Table, counted in hexes, G1; LOS is not asked, a reading).
// Reloading is always to the owner's good, so it is done for him.
func reload(s *rules.State) []rules.Event {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	var evs []rules.Event
	for i := range s.Units {
		u := &s.Units[i]
		if u.Status[stMissile] == 0 || !isCombat(u) {
			continue
		}
		c, ok := bd.where(s, u)
		if !ok {
			continue
		}
		if inEnemyZOC(s, u) {
			continue
		}
		if e := threat(s, bd, u, c); e != nil {
			continue
		}
		u.SetStatus(stMissile, 0)
		evs = append(evs, rules.Event{Kind: "reload", Side: u.Side, Unit: u.ID, Text: s.UnitName(u.ID) + " reloads: its MISSILE marker is removed [L1635-1648]"})
	}
	return evs
}

// threat is an enemy combat unit with missiles left that has u within its
// range, nil if none [L1641-1644].
func threat(s *rules.State, bd *board, u *rules.Unit, c counter) *rules.Unit {
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == u.Side || !isCombat(e) || e.Status[stMissile] == 2 {
			continue
		}
		r, ok := bd.ch.MissileRange(weapon(e))
		if !ok {
			continue
		}
		if ec, ok := bd.where(s, e); ok && hex.UnitDist(ec.at, c.at) <= r {
			return e
		}
	}
	return nil
}
