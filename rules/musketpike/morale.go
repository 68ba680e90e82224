package musketpike

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
)

// Morale (12.0 [L1188-L1240], spec §10.1-10.2). A unit has four morale
// levels, Normal, Shaken, Broken and eliminated [L1192]; its current
// morale is its printed morale, one less when Morale Shaken [L1216], 1
// when Morale Broken [L1220]. A morale check is a d10 plus the rating of
// one leader stacked with it (the best, when there are several [L1196]):
// it passes when the result is no more than the current morale [L1196];
// failing, the unit drops one level [L1200], [L1212]. Several checks due
// at once are one roll, +1 for each beyond the first, at most +3 [L907].

// currentMorale is u's morale factor now [L1216-L1220].
func currentMorale(u *rules.Unit) int {
	printed := int(u.Profile[keyMorale])
	switch u.Status[stMorale] {
	case moraleShakenLevel:
		return printed - 1
	case moraleBrokenLevel:
		return 1
	}
	return printed
}

// mcTrigger is the casualties one unit's fire must inflict for a morale
// check at current morale m [L893-L897]: 1 at 6 or less, 2 at 7, 3 at 8.
func mcTrigger(m int) int {
	switch {
	case m <= 6:
		return 1
	case m == 7:
		return 2
	}
	return 3
}

// maxExtraMC is the most the extra checks add to one roll [L907].
const maxExtraMC = 3

// gone reports whether u has left the battle (eliminated, Disabled Guns
// or a removed leader), even before its counter is taken off the table.
func gone(u *rules.Unit) bool {
	return u.Status[stEliminated] == 1 || u.Status[stDisabled] == 1 || u.Status[stRemoved] == 1 || len(u.Bases) == 0
}

// moraleCheck rolls one morale check of t for the reasons why (one roll,
// +1 for each reason beyond the first, at most +3 [L907]) and applies a
// failure.
func (r *resolver) moraleCheck(t *rules.Unit, why []string, rule string) error {
	dv, roll, err := r.roll()
	if err != nil {
		return err
	}
	s := r.s
	facts := []rules.Fact{{Name: "die", Value: dv, Text: "die", Rule: "M&P §10.1 [L1196]"}}
	for _, w := range why {
		facts = append(facts, rules.Fact{Name: "reason", Value: 1, Text: w, Rule: rule})
	}
	mod := 0
	if n := min(len(why)-1, maxExtraMC); n > 0 {
		mod += n
		facts = append(facts, rules.Fact{Name: "modifier", Value: n, Text: fmt.Sprintf("%d more morale check(s) due", n), Rule: "M&P §8.7 [L907]"})
	}
	if l := r.stackedLeader(t); l != nil {
		mod += rating(l)
		facts = append(facts, rules.Fact{Name: "modifier", Value: rating(l), Of: l.ID, Text: s.UnitName(l.ID) + " stacked with it", Rule: "M&P §10.1 [L1196]"})
	}
	m, of := currentMorale(t), t
	if p := r.cavalryPartner(t); p != nil {
		m, of = currentMorale(p), p // [L1224]
		facts = append(facts, rules.Fact{Name: "stack", Value: 1, Of: p.ID, Text: "tests on the morale of " + s.UnitName(p.ID), Rule: "M&P §10.2 [L1224]"})
	}
	total := dv + mod
	facts = append(facts, rules.Fact{Name: "total", Value: total, Text: "die and modifiers"}, rules.Fact{Name: "morale", Value: m, Of: of.ID, Text: "current morale", Rule: "M&P §10.2 [L1216-L1220]"})
	text := fmt.Sprintf("%s checks its morale (%s): die %d", s.UnitName(t.ID), strings.Join(why, ", "), dv)
	if mod != 0 {
		text += fmt.Sprintf(" %+d = %d", mod, total)
	}
	text += fmt.Sprintf(", needs %d or less", m)
	k := len(r.evs)
	r.evs = append(r.evs, rules.Event{Kind: "morale", Side: t.Side, Unit: t.ID, Rolls: []dice.Roll{roll}, Facts: facts})
	if total <= m {
		text += ": passes [L1196]"
	} else {
		text += ": fails; " + r.loseLevel(t) // what follows the result is logged after it
	}
	r.evs[k].Text = text
	return nil
}

// stackedLeader is the leader of t's side stacked with it whose rating
// helps most (-2 is best [L58]); the ratings of two never add [L1196].
func (r *resolver) stackedLeader(t *rules.Unit) *rules.Unit {
	tAt, _, ok := r.bd.unitAt(r.s, t)
	if !ok {
		return nil
	}
	var best *rules.Unit
	for _, o := range r.bd.occupants(r.s, r.bd.hexBox(tAt.Hexes()), nil) {
		if o.u.Type == Leader && o.u.Side == t.Side && !gone(o.u) && tAt.Occupies(o.at.L) && (best == nil || rating(o.u) < rating(best)) {
			best = o.u
		}
	}
	return best
}

// cavalryPartner is the cavalry stacked with light infantry t, nil if
// none [L1224].
func (r *resolver) cavalryPartner(t *rules.Unit) *rules.Unit {
	if t.Type != LightInfantry {
		return nil
	}
	tAt, _, ok := r.bd.unitAt(r.s, t)
	if !ok {
		return nil
	}
	if p := partnerOf(t, tAt, r.bd.occupants(r.s, r.bd.hexBox(tAt.Hexes()), nil)); p != nil && !gone(p.u) {
		return p.u
	}
	return nil
}

// loseLevel drops t one morale level [L1200]: Normal to Shaken, Shaken to
// Broken (a Shaken result on a Shaken unit is Broken, [L1228]), Broken to
// eliminated (any negative result on a Broken unit [L1228]); it returns
// the result in words. A Morale-Broken unit has no formation [L1220]: its
// Formation is Broken, which it will be when rallied, and it leaves
// Hedgehog [L495].
func (r *resolver) loseLevel(t *rules.Unit) string {
	name := r.s.UnitName(t.ID)
	switch t.Status[stMorale] {
	case moraleNormal:
		t.SetStatus(stMorale, moraleShakenLevel)
		return name + " is Morale Shaken [L1216]"
	case moraleShakenLevel:
		t.SetStatus(stMorale, moraleBrokenLevel)
		if t.Type == Artillery {
			return name + " is Morale Broken: artillery never retreats [L1222]"
		}
		t.Formation = Broken
		return name + " is Morale Broken [L1220]" + r.retreat(t)
	}
	if t.Type == Artillery {
		r.disable(t)
		return name + " is eliminated: Disabled Guns [L957]"
	}
	r.eliminate(t)
	return name + " is eliminated [L1200]"
}

// eliminate marks t eliminated; its counter leaves the table when the
// fire is over [L889].
func (r *resolver) eliminate(t *rules.Unit) {
	if gone(t) {
		return
	}
	for _, k := range []string{stMorale, stMove, stMA, stJoined, stOut, stShot, stSalvo, stCover, stThreshold, stPistols} {
		t.SetStatus(k, 0)
	}
	t.SetStatus(stEliminated, 1)
	r.gone = append(r.gone, t)
}

// disable makes artillery Disabled Guns: it stays on the map, never fires
// again, and is no unit for command, targets or movement [L957-L961].
func (r *resolver) disable(t *rules.Unit) {
	for _, k := range []string{stMorale, stMove, stMA, stFired, stCover} {
		t.SetStatus(k, 0)
	}
	t.SetStatus(stDisabled, 1)
}

// takeOff takes u's counter off the table (an eliminated unit, a removed
// leader).
func takeOff(s *rules.State, u *rules.Unit) {
	for _, id := range u.Bases {
		if i := s.Table.BaseIndex(id); i >= 0 {
			s.Table.Bases = append(s.Table.Bases[:i:i], s.Table.Bases[i+1:]...)
		}
		delete(s.Used, id)
	}
	u.Bases = nil
}
