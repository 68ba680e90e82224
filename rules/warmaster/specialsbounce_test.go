package warmaster

import (
	"strings"
	"testing"

	"plateau/rules/geom"
)

// cannonProfile is the sheet's Cannon (§3.1): artillery, 2 shots, 60 cm, 2 hits,
// no save, cover one step less, the bounce path.
func cannonProfile() map[string]float64 {
	return with1(map[string]float64{keyShots: 2, keyRange: 60, keyHits: 2}, keyNoSave, keyCoverShift, keyBounce)
}

// cannonWorld is a blue Cannon of two elements "gun" (x 79-83, front at
// y 78, facing north) and a red column "col" of three infantry stands
// seen end-on (x 79-83; y 59-61, 57-59, 55-57); build adds more.
func cannonWorld(t *testing.T, flagged bool, build func(w *world)) *world {
	p := cannonProfile()
	if !flagged {
		delete(p, keyBounce)
	}
	w := newWorld().unit("gun", 0, Artillery, 2, 80, 80, north, p).
		unit("col", 1, Infantry, 1, 81, 60, south, orcs(5)).
		base("col", "col.2", 81, 58, south).base("col", "col.3", 81, 56, south)
	if build != nil {
		build(w)
	}
	return w
}

// The sheet §3.1 Cannon 3-4 and its test (Q24): "both cannons fire at an
// enemy infantry column of 3 stands (each 2 cm deep) seen end-on. The
// path crosses stand 1 and runs 5 cm on, through stands 2 and 3 → each
// cannon 2 + 2 = 4 attacks; 8 dice in all, hitting on 4+, no saves";
// other units on the path take 1 die per stand per cannon, friend or foe
// (a stand whose interior the path does not enter is not on it: the path
// ends at y 54); an engaged one keeps the wounds for its first round (M4).
func TestCannonBouncePath(t *testing.T) {
	cases := []struct {
		name  string
		flag  bool
		build func(w *world)
		dice  []int
		wants []string
	}{
		{"the column end-on: 8 dice, no saves", true, nil, []int{4, 4, 4, 4, 1, 1, 1, 1},
			[]string{"through 2 stands more", "8 dice need 4+ (in the open) [4][4][4][4][1][1][1][1] = 4 hits; 4 wounds"}},
		{"no flag: 2 shots each, 4 dice", false, nil, []int{4, 4, 1, 1},
			[]string{"4 dice need 4+ (in the open) [4][4][1][1] = 2 hits; 2 wounds"}},
		{"an enemy stand beyond, its interior entered: 2 dice", true, func(w *world) {
			w.unit("far", 1, Infantry, 1, 81, 53.5, south, orcs(0))
		}, []int{1, 1, 1, 1, 1, 1, 1, 1, 5, 6},
			[]string{"8 dice need 4+", "the ball bounces on through far (1 stand): 2 dice need 4+ (in the open) [5][6] = 2 hits; 2 wounds"}},
		{"a stand beyond touching the path's end only: not on it", true, func(w *world) {
			w.unit("far", 1, Infantry, 1, 81, 53, south, orcs(0))
		}, []int{1, 1, 1, 1, 1, 1, 1, 1}, []string{"8 dice need 4+"}},
		{"a friend beyond: 2 dice, driven back later", true, func(w *world) {
			w.unit("pal", 0, Infantry, 1, 81, 53.5, north, orcs(0))
		}, []int{1, 1, 1, 1, 1, 1, 1, 1, 4, 1},
			[]string{"the ball bounces on through pal (1 stand): 2 dice need 4+ (in the open) [4][1] = 1 hits; 1 wound"}},
		{"the column's third stand beyond the path's end: 2 + 1 each, 6 dice", true, func(w *world) {
			for i := range w.s.Table.Bases {
				if w.s.Table.Bases[i].ID == "col.3" {
					w.s.Table.Bases[i].Shape.Center = geom.V(81, 53) // y 52-54, 3 cm behind col.2
				}
			}
		}, []int{1, 1, 1, 1, 1, 1}, []string{"through 1 stand more", "6 dice need 4+"}},
		{"an engaged enemy beyond: no drive back, its wounds for its first round", true, func(w *world) {
			w.unit("far", 1, Infantry, 1, 81, 53.5, south, orcs(0)).
				unit("halb", 0, Infantry, 1, 81, 51.5, south, orcs(0)) // touching its rear
		}, []int{1, 1, 1, 1, 1, 1, 1, 1, 5, 6},
			[]string{"the ball bounces on through far (1 stand): 2 dice need 4+ (in the open) [5][6] = 2 hits; 2 wounds (engaged: no drive back, the wounds count in its first round)"}},
		{"a friend beyond in a wood: 5+ counted 4+ (cover-shift)", true, func(w *world) {
			w.unit("pal", 0, Infantry, 1, 81, 53.5, north, orcs(0)).
				feature("wd", "wood", geom.V(70, 50), geom.V(90, 50), geom.V(90, 54), geom.V(70, 54))
		}, []int{1, 1, 1, 1, 1, 1, 1, 1, 4, 1},
			[]string{"pal (1 stand): 2 dice need 4+ (in the open)"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := toShooting(t, cannonWorld(t, c.flag, c.build).state(t))
			if got := aimsAt(mustUnit(t, &s, "gun"), "col"); len(got) != 2 {
				t.Fatalf("aims at col %v, want both cannons", got)
			}
			n, evs := apply(t, s, shoot("gun", "col"), c.dice...)
			contains(t, evs, c.wants...)
			if c.name == "a stand beyond touching the path's end only: not on it" && strings.Contains(eventText(evs), "bounces on") {
				t.Errorf("the stand at the path's end was struck:\n%s", eventText(evs))
			}
			if strings.HasPrefix(c.name, "an engaged enemy") {
				if far := mustUnit(t, &n, "far"); status(far, stChargeShot) != 2 || status(far, stShotWounds) != 0 {
					t.Errorf("the engaged unit: charge-shot %d, shot wounds %d; want 2 and 0", status(far, stChargeShot), status(far, stShotWounds))
				}
			}
			if strings.HasPrefix(c.name, "a friend beyond:") {
				if pal := mustUnit(t, &n, "pal"); status(pal, shotByPrefix+"gun") != 1 || status(pal, stShotWounds) != 1 {
					t.Errorf("the friend: shot-by %d, shot wounds %d; want driven back away from the cannon", status(pal, shotByPrefix+"gun"), status(pal, stShotWounds))
				}
			}
		})
	}
}

// The offer counts the path's dice and the odds follow them (8 dice at
// 4+, 2 wounds an element of the column... here orcs of 3 Hits).
func TestCannonBounceOffer(t *testing.T) {
	w := cannonWorld(t, true, nil)
	w.s.Units[2].Name, w.s.Units[3].Name = "Cannon", "Orc Warriors"
	s := toShooting(t, w.state(t))
	offers := (Rules{}).Offers(&s, 0, []string{"gun.1"})
	if len(offers) < 1 || !strings.Contains(offers[0].Label, "8 dice at 4+") {
		t.Fatalf("Offers = %+v", offers)
	}
	if !strings.Contains(strings.Join(offers[0].Detail, "\n"), "through 2 stands more of Orc Warriors") {
		t.Errorf("detail %q", offers[0].Detail)
	}
	if o, ok := (Rules{}).Odds(&s, offers[0].Action); !ok || o.Trials != 0 {
		t.Errorf("Odds = %+v, %v: want exact", o, ok)
	}
}

// Grapeshot (the sheet §3.1 Cannon 6): fire at a charger is saved with the
// charger's full armour, though cannonballs allow no save.
func TestCannonGrapeshotSaves(t *testing.T) {
	w := newWorld().unit("gun", 1, Artillery, 1, 84, 60, south, cannonProfile()).
		unit("kn", 0, Infantry, 1, 84, 75, north, fighters(3, 3, 4))
	_, evs := applyPure(t, w.state(t), chargeAction("kn", "gun"), 4, 5, 4, 6)
	contains(t, evs, "2 dice need 4+ (in the open, [L1173]) [4][5] = 2 hits; saves 4+ [4][6] = 2 saved")
}
