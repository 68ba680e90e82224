package gboh

import "testing"

// TestReload [L355-380, L1635-1648]: in the Rout & Reload Phase a unit
// with MISSILE LOW or NO reloads unless it is in an enemy ZOC or within
// range of an enemy combat unit not MISSILE NO; Rallied markers go, Moved
// units are flipped back.
func TestReload(t *testing.T) {
	rangeA, _ := Rules{}.charts().MissileRange("a")
	for _, c := range []struct {
		name    string
		dist    int // hexes between the archers and the enemy bowmen, east along the row
		enemyNo bool
		want    int
	}{
		{"far away", rangeA + 1, false, 0},
		{"exactly at the bow's range", rangeA, false, 1},
		{"within range of a bow that has none left", rangeA, true, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 14, 10)
			w.unit("arch", "LI", 0, "0205", north, map[string]float64{"bow": 1})
			e := w.hx("0205")
			for i := 0; i < c.dist; i++ {
				e = e.Neighbor(0)
			}
			w.unit("bows", "LI", 1, w.m.Label(e), north, map[string]float64{"bow": 1})
			w.leader("k", 0, "0209", 3, nil)
			w.leader("e", 1, "1201", 3, nil)
			s := w.setup()
			mustUnit(t, s, "arch").Status = map[string]int{stMissile: 1, stMoved: 1, stRallied: 1}
			if c.enemyNo {
				mustUnit(t, s, "bows").SetStatus(stMissile, 2)
			}
			routAndReload(s, nil)
			u := mustUnit(t, s, "arch")
			if u.Status[stMissile] != c.want || u.Status[stMoved] != 0 || u.Status[stRallied] != 0 {
				t.Fatalf("after Rout & Reload: %v, want missile %d", u.Status, c.want)
			}
		})
	}
	// In an enemy ZOC: no reload, even against an enemy without missiles.
	w := newWorld(t, 14, 10)
	w.unit("arch", "LI", 0, "0205", north, map[string]float64{"bow": 1})
	w.unit("x", "MI", 1, w.m.Label(w.hx("0205").Neighbor(1)), south, nil)
	w.leader("k", 0, "0209", 3, nil)
	w.leader("e", 1, "1201", 3, nil)
	s := w.setup()
	mustUnit(t, s, "arch").Status = map[string]int{stMissile: 2}
	routAndReload(s, nil)
	if mustUnit(t, s, "arch").Status[stMissile] != 2 {
		t.Fatal("reloaded in an enemy ZOC [L1639]")
	}
}
