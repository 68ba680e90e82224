package warmaster

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/table"
)

// EventDangerous is the event of a base eliminated on dangerous terrain.
const EventDangerous = "dangerous-terrain"

// dangerousPhase reports whether phase p is one at whose end dangerous
// terrain eliminates bases ([L968]: "à la fin de n'importe quelle
// phase"): the Command phase, once its last sub-phase (Commanders) ends,
// the Shooting phase and the Combat phase (§5; the Initiative and Orders
// sub-phases are parts of the Command phase, not phases; see the
// readings).
func dangerousPhase(p string) bool {
	return p == PhaseCommanders || p == PhaseShooting || p == PhaseCombat
}

// dangerousTerrain eliminates every base on dangerous terrain as the
// phase ends (wme.md §4.1, [L966-968]: "Tout socle présent sur un terrain
// dangereux à la fin de n'importe quelle phase est éliminé"): a base any
// part of which lies on it (deeper than table.OverlapSlack), a
// commander's disc as much as a unit's element. A unit losing its last
// element is destroyed, and counts as destroyed for the rout check and
// the victory points ([L2196], [L2242]) as a unit destroyed any other
// way; a commander joined to it is lost with it ([L2083]).
func dangerousTerrain(s *rules.State) []rules.Event {
	if !dangerousPhase(s.Phase) || !hasDangerous(s) {
		return nil
	}
	on := table.Filter{NoBases: true, Blocks: func(f *table.Feature) bool { return category(s, f).Dangerous }}
	var evs []rules.Event
	for i := range s.Units {
		u := &s.Units[i]
		for _, id := range append([]string(nil), u.Bases...) {
			b, ok := s.Base(id)
			if !ok {
				continue
			}
			hits := s.Table.Overlaps(b.Shape, on)
			if len(hits) == 0 {
				continue
			}
			where := s.Describe(hits[0])
			name := s.StandName(id)
			if IsCommander(u.Type) {
				eliminate(s, u)
				text := fmt.Sprintf("%s is on dangerous terrain, %s, as the phase ends: eliminated (WME §4.1 [L968])", u.Title(), where)
				if u.Type == General {
					text += "; the General is lost (WME §10.2 [L2196])"
				}
				evs = append(evs, rules.Event{Kind: EventDangerous, Side: u.Side, Unit: u.ID, Base: id, Text: text})
				continue
			}
			removeBase(s, u, id)
			text := fmt.Sprintf("%s lose an element, %s, on dangerous terrain, %s, as the phase ends (WME §4.1 [L968])", u.Title(), name, where)
			if len(u.Bases) == 0 {
				text = fmt.Sprintf("%s lose their last element, %s, on dangerous terrain, %s, as the phase ends, and are destroyed (WME §4.1 [L968])", u.Title(), name, where)
			}
			evs = append(evs, rules.Event{Kind: EventDangerous, Side: u.Side, Unit: u.ID, Base: id, Text: text})
		}
	}
	// Commanders joined to a unit it destroyed are lost with it ([L2083]).
	for i := range s.Units {
		c := &s.Units[i]
		if !IsCommander(c.Type) || len(c.Bases) == 0 || joinedTo(c) == "" {
			continue
		}
		if u, ok := s.Unit(joinedTo(c)); ok && len(u.Bases) == 0 && status(u, stOffTable) == 0 {
			eliminate(s, c)
			evs = append(evs, rules.Event{Kind: "commander-lost", Side: c.Side, Unit: c.ID,
				Text: fmt.Sprintf("%s is eliminated with %s (WME §11.1 [L2083])", c.Title(), u.Title())})
		}
	}
	return evs
}

// dangerousDetail is the end-phase offer's warning: the stands on
// dangerous terrain now, which the phase's end eliminates ([L968]) unless
// the drive backs still to come move them.
func dangerousDetail(s *rules.State) []string {
	if !dangerousPhase(s.Phase) || !hasDangerous(s) {
		return nil
	}
	on := table.Filter{NoBases: true, Blocks: func(f *table.Feature) bool { return category(s, f).Dangerous }}
	var names []string
	for i := range s.Units {
		u := &s.Units[i]
		for _, id := range u.Bases {
			if b, ok := s.Base(id); ok && len(s.Table.Overlaps(b.Shape, on)) > 0 {
				if IsCommander(u.Type) {
					names = append(names, u.Title())
				} else {
					names = append(names, fmt.Sprintf("%s, %s", u.Title(), s.StandName(id)))
				}
			}
		}
	}
	if len(names) == 0 {
		return nil
	}
	return []string{"eliminates what stands on dangerous terrain as the phase ends (WME §4.1 [L968]): " + strings.Join(names, "; ")}
}

// hasDangerous reports whether any feature of the table is dangerous.
func hasDangerous(s *rules.State) bool {
	for i := range s.Table.Features {
		if category(s, &s.Table.Features[i]).Dangerous {
			return true
		}
	}
	return false
}
