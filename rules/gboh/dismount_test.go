package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
)

// TestDismount is spec §7.9 [L2093-2106]: HK (MA 8, on foot 4) dismounts
// on an order, out of range of the enemy's missiles and more than 4 hexes
// from every enemy unit; it spends all its MA, is Moved, faces as the
// player says, and fights as HAI (infantry, HAI's Movement Table column)
// until it remounts the same way.
func TestDismount(t *testing.T) {
	for _, c := range []struct {
		name   string
		enemy  string // the enemy unit's hex (k hexes north of 0610)
		weapon string // its missile weapon
		prof   map[string]float64
		start  int    // stDismounted before
		vertex string // Args["vertex"]
		code   string
	}{
		{"5 hexes away, no missiles: dismounts [L2094-2099]", "0605", "", map[string]float64{keyDismount: 4}, 0, "2", ""},
		{"remounts the same way [L2103-2106]", "0605", "", map[string]float64{keyDismount: 4}, 1, "", ""},
		{"4 hexes away: refused [L2096-2097]", "0606", "", map[string]float64{keyDismount: 4}, 0, "", "not-quiet"},
		{"within a bow's range: refused [L2094-2096]", "0607", "bow", map[string]float64{keyDismount: 4}, 0, "", "not-quiet"},
		{"not a unit that may dismount", "0605", "", nil, 0, "", "dismount"},
		{"a bad facing", "0605", "", map[string]float64{keyDismount: 4}, 0, "7", "vertex"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 14)
			prof := map[string]float64{keyTQ: 7, keyMA: 8}
			for k, v := range c.prof {
				prof[k] = v
			}
			w.unit("u", "HK", 0, "0610", north, prof)
			w.leader("k", 0, "0611", 3, map[string]float64{keyCinC: 1})
			w.leader("e", 1, "1101", 5, nil)
			ep := map[string]float64{}
			if c.weapon != "" {
				ep[c.weapon] = 1
			}
			w.unit("x", "LI", 1, c.enemy, south, ep)
			s := w.orders("k")
			u := mustUnit(t, s, "u")
			u.SetStatus(stDismounted, c.start)
			a := rules.Action{Kind: KindDismount, Side: 0, Target: "u"}
			if c.vertex != "" {
				a.Args = map[string]string{"vertex": c.vertex}
			}
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
			allow := ma(u)
			n, evs := apply(t, *s, a)
			u = mustUnit(t, &n, "u")
			bd, _ := boardOf(&n)
			uc, _ := bd.where(&n, u)
			switch {
			case u.Status[stDismounted] == c.start, u.Status[stMoved] != 1, u.Status[stOrdered] != 1, n.Used["u.1"] != float64(allow), n.Counters[ctOrders] != 1:
				t.Fatalf("u %v, MP %v of %d, orders %d\n%s", u.Status, n.Used["u.1"], allow, n.Counters[ctOrders], logText(evs))
			case c.vertex != "" && int(uc.at.F) != 2:
				t.Fatalf("facing %d, want 2", uc.at.F)
			}
			foot := u.Status[stDismounted] == 1
			if isInfantry(u) != foot || isCavalry(u) == foot || (foot && (troop(u) != "HAI" || ma(u) != 4)) || (!foot && ma(u) != 8) {
				t.Fatalf("dismounted %v: infantry %v, Type %s, MA %d", foot, isInfantry(u), troop(u), ma(u))
			}
			if !strings.Contains(logText(evs), map[bool]string{true: "dismounts", false: "remounts"}[foot]) {
				t.Fatalf("log:\n%s", logText(evs))
			}
			// Once per phase: a second order is refused.
			if err := (Rules{}).Check(&n, a); code(err) != "once" {
				t.Fatalf("again: %v, want once", err)
			}
		})
	}
}

// TestDismountOffer: a selected HK that may dismount is offered it.
func TestDismountOffer(t *testing.T) {
	w := newWorld(t, 12, 14)
	w.unit("u", "HK", 0, "0610", north, map[string]float64{keyTQ: 7, keyMA: 8, keyDismount: 4})
	w.leader("k", 0, "0611", 3, map[string]float64{keyCinC: 1})
	w.leader("e", 1, "1101", 5, nil)
	w.unit("x", "LI", 1, "0601", south, nil)
	s := w.orders("k")
	for _, o := range unitOffers(s, 0, []string{"u"}) {
		if o.Label == "Dismount u (all its MA)" {
			if o.Disabled != "" {
				t.Fatalf("disabled: %s", o.Disabled)
			}
			return
		}
	}
	t.Fatal("no Dismount offer")
}

// TestDismountProfile: only HK and AK carry dismount [L249-257].
func TestDismountProfile(t *testing.T) {
	for ty, ok := range map[string]bool{"HK": true, "AK": true, "HC": false, "HI": false} {
		u := &rules.Unit{ID: "u", Type: ty, Bases: []string{"u.1"}, Profile: map[string]float64{keyTQ: 7, keySize: 4, keyMA: 8, keyDismount: 4}}
		if err := checkUnit(u, []string{"HK", "AK", "HC", "HI"}); (err == nil) != ok {
			t.Errorf("%s with dismount: %v", ty, err)
		}
	}
}
