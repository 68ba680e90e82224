package warmaster

import (
	"slices"
	"testing"

	"plateau/rules/geom"
)

// Elements on city ramparts or fortress walls retreat without penalty
// ([L1713]): the penalty of a retreat is the loss of every element whose
// retreat is blocked ([L1504-1516]). The orcs, beaten by 6, have a cliff
// 4 cm behind them. On the ramparts they retreat the 4 cm to the cliff
// and lose nothing, the pursuers' bonus still counting the 6 cm
// (A8), and the stormers may occupy the walls they left; behind a high
// wall they are fortified infantry that retreats normally ([L1713]):
// every element is blocked and destroyed. Fortified artillery forced to
// retreat is destroyed, ramparts or not ([L1713], [L1540]).
func TestRampartsRetreatWithoutPenalty(t *testing.T) {
	cliff := []geom.Vec{geom.V(40, 58), geom.V(80, 58), geom.V(80, 61), geom.V(40, 61)}
	tests := []struct {
		name, wall string
		artillery  bool
		want       []string
		left       int // orc elements left
	}{
		{"on the ramparts", "city-wall", false, []string{"orc retreat 4 cm (lost by 6, away from the enemy on its front); on the ramparts, it retreats without penalty (L1713): 4.0 cm, up to cliff",
			"blue may hold, pursue or fall back"}, 3},
		{"behind a high wall", "high-wall", false, []string{"orc retreat 6 cm", "orc, 1st stand blocked by cliff", "orc are destroyed"}, 0},
		{"artillery on the ramparts", "city-wall", true, []string{"artillery forced to retreat is destroyed (L1540)"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := siegeWorld(tc.wall, 3, 9).feature("cliff", "cliff", cliff...)
			if tc.artillery {
				for i := range w.s.Units {
					if w.s.Units[i].ID == "orc" {
						w.s.Units[i].Type = Artillery
					}
				}
			}
			s, evs := stormed(t, w, 6)
			contains(t, evs, tc.want...)
			orc := mustUnit(t, &s, "orc")
			if len(orc.Bases) != tc.left {
				t.Errorf("orc has %d elements left, want %d", len(orc.Bases), tc.left)
			}
			if tc.left == 0 {
				return
			}
			labels, disabled := offerLabels(&s, 0)
			for _, l := range []string{"blue: Pursue orc", "blue: Occupy the walls orc held"} {
				if !slices.Contains(labels, l) || disabled[l] != "" {
					t.Errorf("%q not offered or disabled (%q) in %q", l, disabled[l], labels)
				}
			}
			_, evs = applyPure(t, s, choose(KindPursue, 0, "blue", "orc"))
			contains(t, evs, "blue pursue orc straight ahead, 4.0 cm: +3 attacks against them")
			n, _ := applyPure(t, s, choose(KindOccupy, 0, "blue", "orc"))
			for id, x := range map[string]float64{"blue.1": 52, "blue.2": 56, "blue.3": 60} {
				near(t, &n, id, x, 66) // the positions held, 4 cm behind where the orcs stopped
			}
		})
	}
}
