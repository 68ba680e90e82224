package warmaster

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"plateau/rules"
)

// waitingOf finds in one pass what the four searches it replaces in
// Check find, on units holding every mix of the statuses they look for
// (positive, zero, negative), other statuses, none, and a displaced
// commander with no base left.
func TestWaitingOfAgreesWithTheSearches(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 1))
	keys := []string{stDisplaced, stWayFor, stComeBack, stDriveNext, stSize, "moved", displacePrefix + "x"}
	name := func(u *rules.Unit) string {
		if u == nil {
			return "none"
		}
		return u.ID
	}
	for round := 0; round < 3000; round++ {
		var s rules.State
		for i := range 1 + rng.IntN(12) {
			u := rules.Unit{ID: fmt.Sprint("u", i)}
			if rng.IntN(4) > 0 {
				u.Bases = []string{u.ID + ".1"}
			}
			if rng.IntN(5) > 0 {
				u.Status = map[string]int{}
				for range rng.IntN(5) {
					if rng.IntN(3) == 0 {
						u.Status[keys[rng.IntN(4)]] = rng.IntN(4) - 1
					} else {
						u.Status[keys[rng.IntN(len(keys))]] = rng.IntN(3)
					}
				}
			}
			s.Units = append(s.Units, u)
		}
		w := waitingOf(&s)
		if got, want := name(w.displaced), name(displacedCommander(&s)); got != want {
			t.Fatalf("round %d: waitingOf's displaced = %s, displacedCommander = %s", round, got, want)
		}
		if w.displaced != nil {
			continue // Check asks nothing else then
		}
		for _, c := range []struct {
			what      string
			got, want *rules.Unit
		}{{"way", w.way, wayChooser(&s)}, {"come back", w.comeBack, comeBackChooser(&s)}, {"drive", w.drive, driveChooser(&s)}} {
			if name(c.got) != name(c.want) || c.got != c.want {
				t.Fatalf("round %d: waitingOf's %s = %s, its search gives %s", round, c.what, name(c.got), name(c.want))
			}
		}
	}
}
