package gboh

import (
	"fmt"
	"strconv"
	"strings"

	"plateau/rules"
)

// Replacement of a lost leader (spec §6.7, source §4.44 [L723-744]): the
// CinC spends one Individual Order (no range needed) to replace a leader
// killed, captured or out of action, but not the CinC nor a leader-mage.
// A contingent commander comes back himself; a subordinate is replaced by
// one of his army's replacement commanders, as many as setting replace1
// or replace2 ("COUNT:INITIATIVE:RANGE") gives, none when it is absent. The
// new leader stands on any friendly combat unit (Args["on"]), Finished,
// and gives no orders nor initiates Shocks before the next turn (status
// promoted). The counter is the lost leader's, back on the map: his loss
// still counts for Rout Points (status lost, the points it counts).

// KindReplace: Target the lost leader, Args["on"] the unit he is put on.
const KindReplace = "replace"

// Statuses and counters of replacement.
const (
	stLost     = "lost"     // a leader's counter back on the map: the Rout Points of the leaders it was, lost [L2875]
	stPromoted = "promoted" // a leader placed this turn by a replacement: no orders nor Shock before next turn [L735-737]
	ctReplaced = "replaced" // replacement commanders used: the first army's in the units, the second's in the thousands
)

// replaceSettings give each army's replacement commanders.
var replaceSettings = map[string]int{"replace1": 0, "replace2": 1}

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stLost, Range: rules.Range{Lo: 0, Hi: 1000, Whole: true}, Doc: "a replaced leader's counter: the Rout Points of the leaders lost before (still counted) [L723-744, L2875]"},
		rules.Key{Name: stPromoted, Range: flag, Doc: "placed this turn as a replacement: no orders nor Shock before the next turn [L735-737]"})
	positionKeys.Counters = append(positionKeys.Counters,
		rules.Key{Name: ctReplaced, Range: rules.Range{Lo: 0, Hi: 999999, Whole: true}, Doc: "replacement commanders used: the first army's count plus 1000 × the second's [L730-740]"})
	statusOf[stLost] = isLeader
	statusOf[stPromoted] = isLeader
}

// replacement is an army's replacement commanders: how many, their
// Initiative and Range.
type replacement struct{ Count, Initiative, Range int }

// replacementOf decodes setting k = v.
func replacementOf(k, v string) (replacement, error) {
	parts := strings.Split(v, ":")
	var n [3]int
	ok := len(parts) == 3
	for i := 0; ok && i < 3; i++ {
		x, err := strconv.Atoi(strings.TrimSpace(parts[i]))
		ok = err == nil && x >= 0 && x <= [3]int{99, 9, 12}[i]
		n[i] = x
	}
	if !ok {
		return replacement{}, fmt.Errorf("gboh: setting %s = %q: want \"COUNT:INITIATIVE:RANGE\" (count 0-99, Initiative 0-9, Range 0-12), the army's replacement commanders [L730-732]", k, v)
	}
	return replacement{n[0], n[1], n[2]}, nil
}

// armyReplacement is side's replacement commanders (none by default).
func armyReplacement(s *rules.State, side int) replacement {
	for k, sd := range replaceSettings {
		if sd == side && s.Settings[k] != "" {
			r, _ := replacementOf(k, s.Settings[k])
			return r
		}
	}
	return replacement{}
}

// replacedBy is how many replacement commanders side has used.
func replacedBy(s *rules.State, side int) int {
	if side == 0 {
		return s.Counters[ctReplaced] % 1000
	}
	return s.Counters[ctReplaced] / 1000
}

// checkReplace checks the active CinC's replacement of a.Target on
// Args["on"] and returns the leader and the unit.
func checkReplace(s *rules.State, a rules.Action) (*rules.Unit, *rules.Unit, error) {
	c := activeLeader(s)
	if c == nil || !isCinC(c) {
		return nil, nil, refuse("not-cinc", "GBoH §4.31 [L639-641]", "only the Commander-in-Chief replaces a lost leader, in his Orders Phase")
	}
	l, ok := s.Unit(a.Target)
	switch {
	case !ok || l.Type != Leader || l.Side != a.Side:
		return nil, nil, refuse("target", "GBoH §4.44 [L723-727]", "name a leader of your army (target)")
	case l.Status[stFate] < fateOut:
		return nil, nil, refuse("not-lost", "GBoH §4.44 [L723-725]", "%s is not killed, captured or out of action", s.UnitName(l.ID))
	case isCinC(l):
		return nil, nil, refuse("cinc", "GBoH §4.44 [L742-744]", "the Commander-in-Chief is never replaced: the army fights on without him")
	case l.Profile[keyMagic] > 0:
		return nil, nil, refuse("mage", "GBoH §4.44 [L723-725]", "%s is a leader-mage: he is not replaced", s.UnitName(l.ID))
	case !isContingent(l) && replacedBy(s, l.Side) >= armyReplacement(s, l.Side).Count:
		return nil, nil, refuse("no-replacement", "GBoH §4.44 [L737-740]", "%s has no replacement commander left (setting replace%d)", s.Sides[l.Side].Name, l.Side+1)
	case s.Counters[ctLines] > 0:
		return nil, nil, refuse("mode", "GBoH §4.2 [L449-457]", "%s gives Line Commands this phase: no Individual Orders besides", s.UnitName(c.ID))
	case initiative(c)-s.Counters[ctOrders] < 1:
		return nil, nil, refuse("orders", "GBoH §4.22 [L474-475]", "%s has no Individual Order left", s.UnitName(c.ID))
	}
	u, ok := s.Unit(a.Args["on"])
	if !ok || !isCombat(u) || u.Side != a.Side || !onTable(u) {
		return nil, nil, refuse("on", "GBoH §4.44 [L727-734]", "name the combat unit of your army on the map he is put on (on)")
	}
	return l, u, nil
}

// applyReplace puts the new leader on the unit, Finished [L727-737].
func applyReplace(s *rules.State, a rules.Action) ([]rules.Event, error) {
	l, u, err := checkReplace(s, a)
	if err != nil {
		return nil, err
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	uc, _ := bd.where(s, u)
	old := s.UnitName(l.ID)
	l.SetStatus(stLost, l.Status[stLost]+routPoints(l)) // his loss still counts [L2875]
	text := old + " comes back on the map"
	if !isContingent(l) {
		r := armyReplacement(s, l.Side)
		s.SetCounter(ctReplaced, s.Counters[ctReplaced]+[]int{1, 1000}[l.Side])
		l.Profile[keyInitiative], l.Profile[keyRange] = float64(r.Initiative), float64(r.Range)
		for _, k := range []string{keyCharisma, keyLine, keyStrategy, keyElite, keyCombat} {
			delete(l.Profile, k)
		}
		l.Name = "Replacement for " + old
		text = fmt.Sprintf("%s takes %s's place (Initiative %d, Range %d)", l.Name, old, r.Initiative, r.Range)
	}
	l.SetStatus(stFate, 0)
	l.SetStatus(stPromoted, 1)
	l.SetStatus(stFinished, 1)
	s.SetCounter(ctOrders, s.Counters[ctOrders]+1)
	b := placeCounter(s, bd, l, uc.hex(), uc.at)
	c := activeLeader(s)
	return []rules.Event{{Kind: "replace", Side: l.Side, Unit: l.ID, Base: b,
		Text: fmt.Sprintf("on %s's order %s, on %s, Finished: no orders nor Shock before the next turn [L723-737]", s.UnitName(c.ID), text, s.UnitName(u.ID))}}, nil
}

// replaceOffers are the CinC's replacements, on the first friendly
// combat unit in his Command Range, else the first on the map.
func replaceOffers(s *rules.State, side int, add func(string, rules.Action, ...string)) {
	c := activeLeader(s)
	if c == nil || !isCinC(c) {
		return
	}
	bd, err := boardOf(s)
	if err != nil {
		return
	}
	on := ""
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side || !isCombat(u) || !onTable(u) {
			continue
		}
		uc, _ := bd.where(s, u)
		if on == "" || bd.inRange(s, c, uc.hex()) {
			on = u.ID
			if bd.inRange(s, c, uc.hex()) {
				break
			}
		}
	}
	if on == "" {
		return
	}
	for i := range s.Units {
		l := &s.Units[i]
		if l.Side == side && l.Type == Leader && l.Status[stFate] >= fateOut && !isCinC(l) {
			add(fmt.Sprintf("Replace %s, on %s", s.UnitName(l.ID), s.UnitName(on)), rules.Action{Kind: KindReplace, Side: side, Target: l.ID, Args: map[string]string{"on": on}}, "one Individual Order; he is placed Finished [L723-737]")
		}
	}
}
