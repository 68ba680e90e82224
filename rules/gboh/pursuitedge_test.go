package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
)

// TestPursuitOffTheMap is [L2758-2767] when the router's rout takes it
// off the map at once: the pursuer of cavalry follows its hexes and rides
// into the Pursuit box only when it leaves the map itself; stopped before
// an enemy ZOC on the way, it stays on the map, out of the box. Dice: the
// Combat die 9 routs the LC, the Pursuit die 7 (UNOFFICIAL: pursuit of
// cavalry), then the box's: the router's check 0, the Combat die 2.
func TestPursuitOffTheMap(t *testing.T) {
	for _, c := range []struct {
		name    string
		blocker string // a hex a Goblin MI must have in its front, if any
		faces   []int
		cavGone int
		wantLog string
	}{
		{"the way free: into the box", "", []int{9, 7, 0, 2}, goneBox, "into the Pursuit box"},
		{"an enemy ZOC on the way: it stops on the map", "0701", []int{9, 7}, 0, "stops its pursuit"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.leader("a0", 0, "0605", 4, nil)
			w.leader("b0", 1, "1101", 5, nil)
			w.unit("h", "HC", 0, "0603", north, map[string]float64{keyTQ: 7, keyMA: 8})
			w.unit("m", "LC", 1, "0602", south, map[string]float64{keyTQ: 2})
			if c.blocker != "" {
				// an MI beside the edge hex the router left from, facing it,
				// away from the pursuer's hex
				to := w.hx(c.blocker)
			place:
				for _, b := range to.Neighbors() {
					if l := w.m.Label(b); l == "" || l == "0602" || hex.Dist(b, w.hx("0603")) < 2 {
						continue
					}
					for f := hex.Vertex(0); f < 6; f++ {
						if b.Neighbor(f.D(0)) == to || b.Neighbor(f.D(1)) == to {
							w.unit("x", "MI", 1, w.m.Label(b), f, map[string]float64{keyTQ: 5})
							break place
						}
					}
				}
			}
			s := w.orders("a0")
			n, _ := apply(t, *s, end(0))
			n, _ = apply(t, n, shockAct("h", "m"))
			var faces []int
			for _, v := range c.faces {
				faces = append(faces, d10(v))
			}
			n, evs := apply(t, n, rules.Action{Kind: KindResolve, Side: 0}, faces...)
			log := logText(evs)
			h, m := mustUnit(t, &n, "h"), mustUnit(t, &n, "m")
			if m.Status[stGone] != goneLeft || h.Status[stGone] != c.cavGone || !strings.Contains(log, c.wantLog) {
				t.Fatalf("router %v cavalry %v, want gone %d/%d and %q\n%s", m.Status, h.Status, goneLeft, c.cavGone, c.wantLog, log)
			}
		})
	}
}
