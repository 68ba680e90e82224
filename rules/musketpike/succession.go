package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/table"
)

// The Army Commander's succession (5.3.5 [L360-L362], spec §6.1). "Si le
// commandant d'Armée est éliminé, le commandant d'Aile Senior (désigné
// dans les règles du scénario) prend la succession de son commandement.
// Un pion de leader générique remplace immédiatement le commandant
// d'Aile, sauf indication contraire précisée dans le scénario. Placez un
// AC de remplacement spécifiquement nommé sur toute unité amie."
//
// The scenario names its Senior Wing Commander with profile senior = 1
// (one a side at most, never the Army Commander). The Army Commander is
// eliminated when his Leader Replacement roll says so [L356] (removed, he
// may still return [L354]); then, at once in that Marker Removal Phase:
//   - the Army Commander's marker becomes the senior wing commander's: it
//     is placed on the hex he stands on (a friendly unit's: "toute unité
//     amie" [L362], the owner's choice of another not offered, as for
//     every leader placed [L350]), keeps status successor (1 + the senior
//     wing commander's index) and successor-rating (his command rating),
//     and takes his name: he is the Army Commander from then on, with
//     every power of one [L314-L328];
//   - a generic leader takes the senior wing commander's wing at once: the
//     wing commander's marker is a generic one (status generic, rating
//     0), as for a wing commander eliminated [L348], [L362].
//
// Readings: the "specifically named replacement AC" [L362] is the senior
// wing commander himself, named by the scenario, taking the command (the
// spec's §6.1 wording: he is placed on a friendly unit); there is no
// succession when the scenario names no senior wing commander, or when he
// is not on the map as himself (removed, or lost and a generic holding
// his wing): the army fights on without an Army Commander. A successor
// eliminated in his turn is not succeeded again (one senior is named).
// For victory points [L1395]: the original Army Commander's 20 [L1384]
// count once he is eliminated, "not his replacements"; the successor,
// "a named, non-generic replacement", counts as a wing commander, 5 x his
// rating [L1386]. The scenario's "indication contraire" (no generic, or
// a named wing replacement) is not kept: a generic always takes the wing.

// seniorWC is side's senior wing commander, on the map as himself (not
// removed, not a generic holding his wing), nil if none [L360].
func seniorWC(s *rules.State, side int) *rules.Unit {
	for i := range s.Units {
		u := &s.Units[i]
		if !isWC(u) || u.Side != side || u.Profile[keySenior] != 1 {
			continue
		}
		if u.Status[stRemoved] == 1 || u.Status[stGeneric] == 1 || len(u.Bases) == 0 {
			return nil
		}
		if _, ok := s.Base(u.Bases[0]); !ok {
			return nil
		}
		return u
	}
	return nil
}

// succeed is the succession when Army Commander ac has been eliminated
// on the Leader Replacement Table [L356], [L360]: the event, or nil when
// no senior wing commander may take the command.
func succeed(s *rules.State, ac *rules.Unit) []rules.Event {
	if ac.Status[stSuccessor] > 0 {
		return nil // the successor is not succeeded again (a reading)
	}
	wc := seniorWC(s, ac.Side)
	if wc == nil {
		return nil
	}
	b, ok := s.Base(wc.Bases[0])
	if !ok {
		return nil
	}
	old, name := s.UnitName(ac.ID), s.UnitName(wc.ID)
	nb := table.Base{ID: ac.ID + ".1", Unit: ac.ID, Side: ac.Side, Round: true, Shape: b.Shape}
	if _, taken := s.Base(nb.ID); taken {
		return nil
	}
	s.Table.Bases = append(s.Table.Bases, nb)
	ac.Bases = []string{nb.ID}
	ac.SetStatus(stRemoved, 0)
	ac.SetStatus(stLost, 0)
	ac.SetStatus(stFate, 0)
	ac.SetStatus(stSuccessor, s.UnitIndex(wc.ID)+1)
	ac.SetStatus(stSuccessorRating, rating(wc))
	nameSuccessor(s, ac)
	wc.SetStatus(stGeneric, 1) // the generic leader takes his wing at once [L362]
	return []rules.Event{{Kind: "leader", Side: ac.Side, Unit: ac.ID,
		Text:  fmt.Sprintf("%s is eliminated: %s, the senior wing commander, takes command of the army (rating %d) and a generic leader takes his wing at once [L360-L362]", old, name, rating(ac)),
		Facts: []rules.Fact{{Name: "rating", Value: rating(ac), Of: ac.ID, Text: "the new Army Commander's rating", Rule: "M&P §6.1 [L360]"}}}}
}

// nameSuccessor gives the Army Commander's marker its successor's name
// (status successor), so that every message names the leader who holds
// the command; Resume calls it again on a position's units.
func nameSuccessor(s *rules.State, ac *rules.Unit) {
	k := ac.Status[stSuccessor]
	if k <= 0 || k > len(s.Units) {
		return
	}
	wc := &s.Units[k-1]
	n := wc.Name
	if n == "" {
		n = wc.ID
	}
	ac.Name, ac.Numbered = n+", Army Commander", 0
}

// checkSuccession checks a position's succession statuses: only an Army
// Commander keeps them, successor naming his side's senior wing
// commander, whose marker is then a generic leader's [L360-L362].
func checkSuccession(s *rules.State) error {
	for i := range s.Units {
		u := &s.Units[i]
		k := u.Status[stSuccessor]
		if k == 0 && u.Status[stSuccessorRating] == 0 {
			continue
		}
		switch {
		case !isAC(u):
			return fmt.Errorf("musketpike: unit %s: statuses successor and successor-rating are the Army Commander's [L360]", u.ScenarioLabel())
		case k <= 0 || k > len(s.Units):
			return fmt.Errorf("musketpike: unit %s: status successor = %d names no unit (1 + the senior wing commander's index) [L360]", u.ScenarioLabel(), k)
		}
		wc := &s.Units[k-1]
		if !isWC(wc) || wc.Side != u.Side || wc.Profile[keySenior] != 1 || wc.Status[stGeneric] != 1 {
			return fmt.Errorf("musketpike: unit %s: status successor names %s, who is not his army's senior wing commander (profile senior = 1) with a generic leader holding his wing (status generic) [L360-L362]", u.ScenarioLabel(), wc.ScenarioLabel())
		}
		nameSuccessor(s, u)
	}
	return nil
}
