package gboh

import (
	"strings"
	"testing"
)

// TestPursuit is spec §10.6 [L2695-2771]: cavalry whose Shock routed its
// enemy must pursue: the Pursuit Table (UNOFFICIAL: 0-3 stops) stops it,
// done for the turn, or it follows the router and may attack it again.
func TestPursuit(t *testing.T) {
	for _, c := range []struct {
		name       string
		router     string
		faces      []int // the Combat die, the Pursuit die, then any more
		pursued    int   // the cavalry's stPursued
		routerGone int
		cavGone    int
		wantLog    string
	}{
		{"stop: done for the turn [L2712-2716]", "MI", []int{9, 2}, 1, 0, 0, "it stops"},
		{"after infantry: attacks again, the router eliminated [L2733-2745]", "MI", []int{9, 7, 3, 5}, 0, goneEliminated, 0, "routed again by its pursuer"},
		{"after infantry: no second attack on a die above its TQ", "MI", []int{9, 7, 8}, 0, 0, 0, "does not attack again"},
		{"after cavalry: off the map, into the Pursuit box [L2751-2766]", "LC", []int{9, 7, 3, 5}, 0, goneLeft, goneBox, "into the Pursuit box"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := shockWorld(t, "HC", map[string]float64{keyTQ: 7, keyMA: 8}, c.router, map[string]float64{keyTQ: 2})
			var faces []int
			for _, v := range c.faces {
				faces = append(faces, d10(v))
			}
			n, evs := shockOf(t, w, false, faces...)
			h, m := mustUnit(t, &n, "h"), mustUnit(t, &n, "m")
			if strings.Contains(logText(evs), "pursues into") && strings.Contains(logText(evs), "h advances after combat") {
				t.Fatalf("the pursuer also advanced:\n%s", logText(evs))
			}
			if h.Status[stPursued] != c.pursued || m.Status[stGone] != c.routerGone || h.Status[stGone] != c.cavGone || !strings.Contains(logText(evs), c.wantLog) {
				t.Fatalf("cavalry %v router %v\n%s", h.Status, m.Status, logText(evs))
			}
			if c.cavGone == goneBox && armyRoutPoints(&n, 0) != 0 {
				t.Fatalf("cavalry in the Pursuit box counts %d Rout Points, want none [L2808-2810]", armyRoutPoints(&n, 0))
			}
		})
	}
}
