package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/musketpike/charts"
)

// TestReformNextToEnemyTriggersFire checks 9.1.3 [L678] and 13.2.2
// [L1255]: a unit that reforms, or rallies successfully, in an enemy's
// Reaction Zone (next to an enemy unit; for guns, their front arc to
// point-blank range [L670]) triggers its Reaction Fire; not one farther
// off, and not a failed rally.
func TestReformNextToEnemyTriggersFire(t *testing.T) {
	for _, c := range []struct {
		name  string
		enemy string // where Parliament's foot stands, facing south
		typ   string // its class
		order charts.Order
		act   func(s *rules.State) rules.Action
		faces []int
		want  bool
	}{
		{"a reform next to the enemy", "0504", HeavyInfantry, charts.MakeReady, reformAct, nil, true},
		{"a reform two hexes off", "0503", HeavyInfantry, charts.MakeReady, reformAct, nil, false},
		{"a reform two hexes off guns (point-blank 3)", "0503", Artillery, charts.MakeReady, reformAct, nil, true},
		{"a rally next to the enemy (die 3, -1 for the commander beside it)", "0504", HeavyInfantry, charts.Rally, rallyAct, []int{face(3)}, true},
		{"a failed rally (die 9 -1)", "0504", HeavyInfantry, charts.Rally, rallyAct, []int{face(9)}, false},
	} {
		w := newWorld(t, 10, 10)
		w.wc("wc", 0, 1, "0506", c.order) // beside it [L1259], [L1273]
		w.one("me", HeavyInfantry, 0, "0505", north, noPikes)
		w.one("ewc", Leader, 1, "0901", 0, map[string]float64{keyWing: 1, keyOrder: 2})
		prof := noPikes
		if c.typ == Artillery {
			prof = nil
		}
		w.one("them", c.typ, 1, c.enemy, south, prof)
		me := mustUnit(t, &w.s, "me")
		me.Formation = Shaken
		s := w.setup("wc")
		if c.act(s).Kind == KindRally {
			mustUnit(t, s, "me").SetStatus(stMorale, moraleShakenLevel)
		}
		n, evs := apply(t, *s, c.act(s), c.faces...)
		asked := n.Phase == PhaseReact && mustUnit(t, &n, "them").Status[stReact] == reactFire
		if asked != c.want {
			t.Errorf("%s: Reaction Fire asked %v, want %v\n%s", c.name, asked, c.want, logText(evs))
			continue
		}
		if !asked {
			continue
		}
		if !strings.Contains(logText(evs), "has reformed or rallied next to them [L1255]") {
			t.Errorf("%s: the trigger is not logged:\n%s", c.name, logText(evs))
		}
		if c.typ == Artillery {
			// Along a hexside at point-blank range the guns choose the
			// side of the Line of Fire [L939]: one button each.
			sides := 0
			for _, o := range (Rules{}).Offers(&n, 1, nil) {
				if o.Disabled == "" && o.Action.Args["react"] == "fire" && o.Action.Args["lof"] != "" {
					sides++
				}
			}
			if sides != 2 {
				t.Errorf("%s: %d Line of Fire sides offered, want 2", c.name, sides)
			}
		}
		// Declined, the wing plays on.
		d, _ := apply(t, n, react(1, "them", "decline"))
		if d.Phase != PhaseWing || d.Active != 0 {
			t.Errorf("%s: after the answer phase %s, active %d; want the wing's play back", c.name, d.Phase, d.Active)
		}
	}
}

func reformAct(s *rules.State) rules.Action {
	return rules.Action{Kind: KindReform, Side: 0, Target: "me", Args: map[string]string{"reform": reformRecover}}
}

func rallyAct(s *rules.State) rules.Action {
	return rules.Action{Kind: KindRally, Side: 0, Target: "me"}
}
