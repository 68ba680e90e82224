package gboh

import (
	"testing"
)

// TestFlyingStacking is [L1357-1359] and the reading on friends: a flyer
// never enters a hex holding an enemy unit; it flies over a friendly
// combat unit at 1 MP without the Stacking Table's losses for either.
func TestFlyingStacking(t *testing.T) {
	for _, c := range []struct {
		name  string
		enemy bool // the hex ahead holds the enemy's HI, else a friendly HI
		hexes int
		mp    int
		code  string
	}{
		{"into the enemy's hex: never [L1357-1359]", true, 1, 0, "enemy"},
		{"over a friend: 1 MP a hex, no Cohesion lost", false, 2, 2, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 14)
			w.unit("u", "LM", 0, "0510", north, map[string]float64{keyFly: 1, keyMA: 8})
			w.leader("k", 0, "0511", 3, map[string]float64{keyCinC: 1})
			w.leader("e", 1, "1101", 5, nil)
			side := 0
			if c.enemy {
				side = 1
			}
			w.unit("y", "HI", side, w.ahead("0510", north, 0), north, nil)
			s := w.orders("k")
			a := w.move(s, "u", straight(w, "0510", north, c.hexes)...)
			err := (Rules{}).Check(s, a)
			if c.code != "" {
				if code(err) != c.code {
					t.Fatalf("%v, want %s", err, c.code)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			n, evs := apply(t, *s, a)
			u, y := mustUnit(t, &n, "u"), mustUnit(t, &n, "y")
			if n.Used["u.1"] != float64(c.mp) || u.Status[stHits] != 0 || y.Status[stHits] != 0 {
				t.Fatalf("MP %v, hits %d and %d, want %d MP and none\n%s", n.Used["u.1"], u.Status[stHits], y.Status[stHits], c.mp, logText(evs))
			}
		})
	}
}
