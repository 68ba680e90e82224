package gboh

import (
	"fmt"
	"strings"
	"testing"
)

// TestPursuitFleeOff is the pursuit of cavalry's second rout
// [L2750-2767]: the router, routed again (its failed pre-shock check or
// any Cohesion lost on the Combat Table), flees off the map by the fastest
// route to its Retreat Zone [L2755-2758] instead of being eliminated; its
// pursuer follows the same path and rides into the Pursuit box when it
// leaves the map [L2764-2767], or stops one hex from an enemy ZOC without
// entering it [L2758-2763]. Dice: the Combat die 9 (the first Shock routs
// the LC), the Pursuit die 7 (UNOFFICIAL: pursuit), the second attack's
// die 3 (at most TQ 7), the router's pre-shock check at TQ 1, then the
// Combat die of the second attack if it passed, then the box's dice.
func TestPursuitFleeOff(t *testing.T) {
	for _, c := range []struct {
		name    string
		blocker string   // a Goblin unit facing south, if any
		barred  []string // Elven units facing north, barring the router's way
		faces   []int
		m       int // the router's stGone
		cavGone int
		cavAt   string // where the pursuer stopped, if on the map
		wantLog []string
	}{
		{"failed check: flees, followed into the box", "", nil, []int{9, 7, 3, 5, 0, 2}, goneLeft, goneBox, "",
			[]string{"must flee off the map by the fastest route", "routs off the map", "pursues into 1001", "into the Pursuit box"}},
		{"Cohesion lost: flees, not eliminated, followed into the box", "", nil, []int{9, 7, 3, 1, 9, 0, 2}, goneLeft, goneBox, "",
			[]string{"must flee off the map by the fastest route", "pursues into 1001", "into the Pursuit box"}},
		{"an enemy ZOC on the path: the pursuer stops before it", "0902", nil, []int{9, 7, 3, 5}, goneLeft, 0, "0804",
			[]string{"must flee off the map by the fastest route", "stops its pursuit before 0903: one hex from an enemy ZOC"}},
		{"its way barred: eliminated, the pursuer stays [L2549-2551]", "", []string{"0705", "0805"}, []int{9, 7, 3, 5}, goneEliminated, 0, "0707",
			[]string{"must flee off the map by the fastest route", "cannot flee"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := shockWorld(t, "HC", map[string]float64{keyTQ: 7, keyMA: 8}, "LC", map[string]float64{keyTQ: 2})
			if c.blocker != "" {
				w.unit("x", "MI", 1, c.blocker, south, map[string]float64{keyTQ: 5})
			}
			for i, l := range c.barred {
				w.unit(fmt.Sprintf("f%d", i), "MI", 0, l, north, map[string]float64{keyTQ: 5})
			}
			var faces []int
			for _, v := range c.faces {
				faces = append(faces, d10(v))
			}
			n, evs := shockOf(t, w, false, faces...)
			h, m := mustUnit(t, &n, "h"), mustUnit(t, &n, "m")
			log := logText(evs)
			if m.Status[stGone] != c.m || h.Status[stGone] != c.cavGone {
				t.Fatalf("router %v cavalry %v, want gone %d/%d\n%s", m.Status, h.Status, c.m, c.cavGone, log)
			}
			for _, want := range c.wantLog {
				if !strings.Contains(log, want) {
					t.Fatalf("no %q in\n%s", want, log)
				}
			}
			if c.m == goneLeft && strings.Contains(log, "m is eliminated") {
				t.Fatalf("the router is said eliminated\n%s", log)
			}
			if c.cavAt != "" {
				bd, _ := boardOf(&n)
				if at, ok := bd.where(&n, h); !ok || bd.m.Label(at.hex()) != c.cavAt {
					t.Fatalf("the pursuer is on %v, want %s\n%s", at, c.cavAt, log)
				}
			}
		})
	}
}
