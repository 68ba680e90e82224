package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules/geom"
)

// rockLobber is the Rock Lobber's profile (the sheet §3.2: artillery, 3
// shots, 60 cm, 3 hits, no armour; no save, never at chargers, blind).
func rockLobber() map[string]float64 {
	return with1(map[string]float64{keyShots: 3, keyRange: 60, keyHits: 3}, keyNoSave, keyNoChargerFire, keyBlindFire)
}

// screen is a wood across the Rock Lobber's strip at y 66-72, hiding what
// stands beyond it (closed terrain, [L956]).
func screen(w *world) *world {
	return w.feature("screen", "wood", geom.V(60, 66), geom.V(100, 66), geom.V(100, 72), geom.V(60, 72))
}

// The sheet §3.2 Rock Lobber 3 and its test (Q33): "Rock Lobber vs
// Knights in the open → hits on 4+, no saves; blind at a unit hidden in
// a wood → hits on 6 only"; only the need to see is waived: the target
// is still the nearest, in range ([L1100]), in the fire zone ([L1104]),
// unengaged ([L1143]); a visible target comes first; without the flag,
// no blind shot ([L311]).
func TestRockLobberBlindFire(t *testing.T) {
	cases := []struct {
		name   string
		flag   bool
		build  func(w *world) *world
		target string
		code   string // Check's violation, "" when it shoots
		want   string
	}{
		{"Knights in the open: 4+, no save", true, func(w *world) *world {
			return w.unit("kn", 1, Cavalry, 1, 80, 60, south, orcs(4))
		}, "kn", "", "3 dice need 4+ (in the open) [4][5][6] = 3 hits; 3 wounds"},
		{"hidden in a wood: 6 only", true, func(w *world) *world {
			return w.unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
				feature("wd", "wood", geom.V(60, 52), geom.V(100, 52), geom.V(100, 66), geom.V(60, 66))
		}, "orc", "", "3 dice need 6 (blind fire, whatever the cover, sheet §3.2 Rock Lobber 3, Q33) [4][5][6] = 1 hits; 1 wound"},
		{"hidden behind a wood, in the open: 6 only", true, func(w *world) *world {
			return screen(w.unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)))
		}, "orc", "", "3 dice need 6 (blind fire"},
		{"fortified behind a wall, hidden: still 6 only", true, func(w *world) *world {
			return screen(w.unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0))).
				feature("wall", "wall", geom.V(70, 61.2), geom.V(90, 61.2))
		}, "orc", "", "3 dice need 6 (blind fire"},
		{"no flag: no blind shot", false, func(w *world) *world {
			return screen(w.unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)))
		}, "orc", "sight", ""},
		{"the nearest hidden unit only", true, func(w *world) *world {
			return screen(w.unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0))).
				unit("near", 1, Infantry, 1, 80, 64, south, orcs(0))
		}, "orc", "nearest", ""},
		{"hidden at 60 cm: in range", true, func(w *world) *world {
			return screen(w.unit("orc", 1, Infantry, 1, 80, 17, south, orcs(0)))
		}, "orc", "", "need 6 (blind fire"},
		{"hidden at 61 cm: out of range", true, func(w *world) *world {
			return screen(w.unit("orc", 1, Infantry, 1, 80, 16, south, orcs(0)))
		}, "orc", "range", ""},
		{"hidden outside the strip: out of the fire zone", true, func(w *world) *world {
			return screen(w.unit("orc", 1, Infantry, 1, 86, 60, south, orcs(0)))
		}, "orc", "zone", ""},
		{"hidden and engaged: no target", true, func(w *world) *world {
			return screen(w.unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
				unit("halb", 0, Infantry, 1, 80, 58, north, nil))
		}, "orc", "engaged-target", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := rockLobber()
			if !c.flag {
				delete(p, keyBlindFire)
			}
			// The Rock Lobber's front edge at y 78, its strip x 79-81.
			s := toShooting(t, c.build(newWorld().unit("rl", 0, Artillery, 1, 80, 80, north, p)).state(t))
			err := (Rules{}).Check(&s, shoot("rl", c.target))
			if got := code(err); got != c.code {
				t.Fatalf("Check = %q (%v), want %q", got, err, c.code)
			}
			if c.code != "" {
				return
			}
			n, evs := apply(t, s, shoot("rl", c.target), 4, 5, 6)
			contains(t, evs, c.want)
			if len(evs[0].Rolls) != 3 {
				t.Errorf("%d dice rolled, want 3 and no save", len(evs[0].Rolls))
			}
			if blindAims(mustUnit(t, &n, "rl")) {
				t.Errorf("blind-aims left after the shot")
			}
		})
	}
}

// Blind fire's offer names it and its score, and the odds are exact (the
// common volley of odds.go at 6): 3 dice at 6 kill a 3-hit element only
// when all three hit, 1 in 216; the need fact is 6, no cover fact.
func TestRockLobberBlindOffersAndOdds(t *testing.T) {
	w := screen(newWorld().unit("rl", 0, Artillery, 1, 80, 80, north, rockLobber()).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)))
	w.s.Units[2].Name, w.s.Units[3].Name = "Rock Lobber", "Orc Warriors"
	s := toShooting(t, w.state(t))
	offers := (Rules{}).Offers(&s, 0, []string{"rl.1"})
	if len(offers) < 1 || offers[0].Label != "Rock Lobber shoot Orc Warriors (blind fire at the nearest unseen, 17 cm, 3 dice at 6+)" || offers[0].Disabled != "" {
		t.Fatalf("Offers = %+v", offers)
	}
	if !strings.Contains(strings.Join(offers[0].Detail, "\n"), "blind fire, every die hits on 6 only") {
		t.Errorf("detail %q lacks blind fire", offers[0].Detail)
	}
	o, ok := (Rules{}).Odds(&s, offers[0].Action)
	if !ok || o.Trials != 0 {
		t.Fatalf("Odds = %+v, %v: want exact", o, ok)
	}
	for _, oc := range o.Outcomes {
		if oc.Text == "Orc Warriors are destroyed" && math.Abs(oc.P-1.0/216) > 1e-12 {
			t.Errorf("destroyed %.6f, want 1/216", oc.P)
		}
	}
	_, evs := apply(t, s, offers[0].Action, 6, 6, 5)
	var need, cover bool
	for _, f := range evs[0].Facts {
		need = need || f.Name == FactHitNeed && f.Value == blindNeed
		cover = cover || f.Name == FactCover
	}
	if !need || cover {
		t.Errorf("facts %+v: want a need of 6 and no cover", evs[0].Facts)
	}
	contains(t, evs, "= 2 hits; 2 wounds")
}

// A visible valid target comes first (the sheet §3.2 Rock Lobber 3: "if
// it has no visible valid target"), even a farther one; the flag works on
// any shooter (here crossbowmen with their 45° zone, [L1104]): the orc
// straight ahead, 18 cm away, is hidden by a wood, the one at 26 cm to
// the right is seen and shot at 4+.
func TestBlindFireOnlyWithoutVisibleTarget(t *testing.T) {
	s := toShooting(t, newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, with1(xbow(1), keyBlindFire)).
		unit("hid", 1, Infantry, 1, 80, 60, south, orcs(0)).
		unit("seen", 1, Infantry, 1, 95, 55, south, orcs(0)).
		feature("wd", "wood", geom.V(74, 66), geom.V(83, 66), geom.V(83, 72), geom.V(74, 72)).state(t))
	if got := code((Rules{}).Check(&s, shoot("xb", "hid"))); got != "nearest" {
		t.Errorf("shoot the hidden orc: %q, want nearest", got)
	}
	if blindAims(mustUnit(t, &s, "xb")) {
		t.Errorf("blind aims with a visible target")
	}
	_, evs := apply(t, s, shoot("xb", "seen"), 4)
	contains(t, evs, "1 dice need 4+ (in the open) [4] = 1 hits")
}
