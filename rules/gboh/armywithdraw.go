package gboh

import (
	"fmt"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
)

// Army withdrawal (spec §10.7, source §10.5 [L2866-2896]): in the Rout &
// Reload Phase each army totals its Rout Points; past a threshold its
// player rolls a d10, and a die at least the threshold's level routs the
// whole army (A11: the scenario gives each threshold's level).

// routSettings are the settings that give each army's thresholds:
// "POINTS:LEVEL" pairs separated by commas, e.g. "20:7, 35:4".
var routSettings = map[string]int{"rout1": 0, "rout2": 1}

// threshold is one rout threshold: past Points, a d10 ≥ Level routs the
// army.
type threshold struct{ Points, Level int }

// thresholds decodes setting k = v.
func thresholds(k, v string) ([]threshold, error) {
	var out []threshold
	for _, part := range strings.Split(v, ",") {
		p, l, ok := strings.Cut(strings.TrimSpace(part), ":")
		pts, err1 := strconv.Atoi(strings.TrimSpace(p))
		lvl, err2 := strconv.Atoi(strings.TrimSpace(l))
		if !ok || err1 != nil || err2 != nil || pts < 1 || pts > 1000 || lvl < 0 || lvl > 10 {
			return nil, fmt.Errorf("gboh: setting %s = %q: want \"POINTS:LEVEL, ...\", points 1-1000 and a level 0-10 (a d10 at least the level routs the army) [L2868-2879]", k, v)
		}
		out = append(out, threshold{pts, lvl})
	}
	return out, nil
}

// armyThresholds are side's thresholds, none when the scenario gives none.
func armyThresholds(s *rules.State, side int) []threshold {
	for k, sd := range routSettings {
		if sd == side {
			t, _ := thresholds(k, s.Settings[k])
			if s.Settings[k] == "" {
				return nil
			}
			return t
		}
	}
	return nil
}

// armyRoutPoints is side's Rout Points now [L2872-2893]: its combat units
// eliminated or off the map (not cavalry in the Pursuit box [L2808-2810]), its leaders and heroes out of action, killed
// or captured (A12).
func armyRoutPoints(s *rules.State, side int) int {
	n := 0
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side {
			continue
		}
		lost := u.Status[stGone] == goneEliminated || u.Status[stGone] == goneLeft // not the Pursuit box [L2808-2810]
		if (isCombat(u) && lost) || (isIndividual(u) && u.Status[stFate] >= fateOut) {
			n += routPoints(u)
		}
		n += u.Status[stLost] // the leaders a replaced counter was [L723-744]
	}
	return n
}

// Battle counters of the end.
const (
	ctWithdrawn = "withdrawn" // the armies that withdrew: 1 the first, 2 the second, 3 both (indecisive) [L2868-2896]

)

func init() {
	positionKeys.Counters = append(positionKeys.Counters,
		rules.Key{Name: ctWithdrawn, Range: rules.Range{Lo: 0, Hi: 3, Whole: true}, Doc: "the battle is over: the armies that withdrew, 1 the first, 2 the second, 3 both (indecisive) [L2868-2896]"})
}

// PhaseOver is the end of the battle: an army has withdrawn.
const PhaseOver = "over"

// withdrawalTests is step 4 of the Rout & Reload Phase: each army past
// its highest threshold crossed rolls; the battle ends when one (or both:
// indecisive) fails [L2868-2896].
func withdrawalTests(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	lost := 0
	for side := range s.Sides {
		pts := armyRoutPoints(s, side)
		var past *threshold
		for i, t := range armyThresholds(s, side) {
			if pts > t.Points && (past == nil || t.Points > past.Points) {
				past = &armyThresholds(s, side)[i]
			}
		}
		if past == nil {
			continue
		}
		v, roll, err := die(d)
		if err != nil {
			return nil, err
		}
		text := fmt.Sprintf("%s has %d Rout Points, past its threshold of %d: die %d against level %d: ", s.Sides[side].Name, pts, past.Points, v, past.Level)
		if v >= past.Level {
			lost |= 1 << side
			text += "the army routs and withdraws [L2875-2879]"
		} else {
			text += "it holds"
		}
		evs = append(evs, rules.Event{Kind: "withdrawal", Side: side, Text: text, Rolls: []dice.Roll{roll},
			Facts: []rules.Fact{{Name: "rout-points", Value: pts, Rule: "GBoH §10.5 [L2872-2893]"}, {Name: "die", Value: v}, {Name: "level", Value: past.Level, Rule: "[L2875-2879]"}}})
	}
	switch lost {
	case 0:
		return evs, nil
	case 3:
		evs = append(evs, rules.Event{Kind: "over", Text: "both armies withdraw in the same turn: the battle is indecisive [L2895-2896]"})
	default:
		w := 0
		if lost == 1 {
			w = 1
		}
		evs = append(evs, rules.Event{Kind: "over", Side: w, Text: fmt.Sprintf("%s withdraws: %s wins the battle [L2868-2879]", s.Sides[1-w].Name, s.Sides[w].Name)})
	}
	s.SetCounter(ctWithdrawn, lost)
	s.Phase = PhaseOver
	return evs, nil
}
