package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// flyer is a world with a flying LM u (MA 8) on 0510 facing north, leader
// k behind it and an enemy HI x on 0806 facing south.
func flyer(t *testing.T, alt int, uphill bool) (*world, *rules.State) {
	w := newWorld(t, 12, 14)
	w.unit("u", "LM", 0, "0510", north, map[string]float64{keyFly: 1, keyMA: 8})
	w.leader("k", 0, "0511", 3, map[string]float64{keyCinC: 1})
	w.leader("e", 1, "1101", 5, nil)
	w.unit("x", "HI", 1, "0806", south, nil)
	if uphill {
		w.elevation(1, w.ahead("0510", north, 0))
	} else {
		w.terrain("woods", w.ahead("0510", north, 0))
	}
	w.terrain("impassable", w.ahead(w.ahead("0510", north, 0), north, 0))
	s := w.orders("k")
	mustUnit(t, s, "u").SetStatus(stAlt, alt)
	return w, s
}

// straight is the poses of k hexes straight ahead of l facing f.
func straight(w *world, l string, f hex.Vertex, k int) []geom.Pose {
	var out []geom.Pose
	for range k {
		l = w.ahead(l, f, 0)
		out = append(out, w.one(l, f))
	}
	return out
}

// TestFlying is spec §7.8 [L1388-1421]: a flyer pays no terrain (woods,
// impassable) but 1 MP a hex, the altitude-up cost only at low altitude,
// no MP to face; climbing 5 MP a level, descending 2 in place, 1 moving
// 1-3 hexes, 0 moving 4 or more; the MA bounds it all.
func TestFlying(t *testing.T) {
	for _, c := range []struct {
		name     string
		alt      int    // at the start
		hexes    int    // straight ahead of 0510, north (woods, then impassable)
		pivot    bool   // a 60° pivot first
		uphill   bool   // the first hex one level higher
		altitude string // Args["altitude"]
		mp       int
		endAlt   int
		code     string
	}{
		{"woods and impassable flown over at 1 MP a hex [L1394-1396]", 0, 3, false, false, "", 3, 0, ""},
		{"no MP to face [L1400-1401]", 0, 2, true, false, "", 2, 0, ""},
		{"low altitude pays the way up [L1396-1398]", 0, 1, false, true, "", 2, 0, ""},
		{"medium altitude does not", 1, 1, false, true, "", 1, 1, ""},
		{"climb in place: 5 MP [L1408-1409]", 0, 0, false, false, "medium", 5, 1, ""},
		{"climb after 3 hexes: 8 MP", 0, 3, false, false, "medium", 8, 1, ""},
		{"climb two levels: 10 MP of 8", 0, 0, false, false, "high", 0, 0, "allowance"},
		{"descend in place: 2 MP a level [L1409-1410]", 2, 0, false, false, "low", 4, 0, ""},
		{"descend after 2 hexes: 1 MP a level [L1410-1411]", 2, 2, false, false, "low", 4, 0, ""},
		{"descend after 4 hexes: free [L1411-1412]", 2, 4, false, false, "low", 4, 0, ""},
		{"a bad altitude", 0, 1, false, false, "orbit", 0, 0, "altitude"},
		{"staying put without a change of altitude", 0, 0, false, false, "", 0, 0, "step"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, s := flyer(t, c.alt, c.uphill)
			f := north
			var poses []geom.Pose
			if c.pivot {
				f = north.Turn(1)
				poses = append(poses, w.one("0510", f))
			}
			poses = append(poses, straight(w, "0510", f, c.hexes)...)
			if len(poses) == 0 {
				poses = []geom.Pose{w.one("0510", north)}
			}
			a := w.move(s, "u", poses...)
			if c.altitude != "" {
				a.Args = map[string]string{"altitude": c.altitude}
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
			n, evs := apply(t, *s, a)
			u := mustUnit(t, &n, "u")
			if n.Used["u.1"] != float64(c.mp) || u.Status[stAlt] != c.endAlt || u.Status[stHits] != 0 {
				t.Fatalf("MP %v altitude %d hits %d, want %d, %d, 0\n%s", n.Used["u.1"], u.Status[stAlt], u.Status[stHits], c.mp, c.endAlt, logText(evs))
			}
		})
	}
	// Only a flyer has an altitude [L1403-1406].
	w := mover(t, nil)
	s := w.orders("k")
	a := w.move(s, "u", w.one(w.ahead("0510", north, 0), north))
	a.Args = map[string]string{"altitude": "medium"}
	if err := (Rules{}).Check(s, a); code(err) != "altitude" {
		t.Fatalf("a HI climbing: %v, want altitude", err)
	}
}

// TestFlyingZOC is [L1414-1415]: a flyer exerts no ZOC and ignores the
// enemy's, moving on through it; it Shocks only at low altitude, and
// above it is out of the enemy's reach (a reading).
func TestFlyingZOC(t *testing.T) {
	_, s := flyer(t, 0, false)
	bd, _ := boardOf(s)
	u := mustUnit(t, s, "u")
	for h, us := range bd.zocs(s, 1) {
		if containsUnit(us, u) {
			t.Fatalf("the flyer exerts a ZOC on %s", bd.m.Label(h))
		}
	}
	// x faces south across the second hex of the flyer's way: a ground
	// unit would stop there [L1477-1478]; the flyer flies on.
	w2 := newWorld(t, 12, 14)
	h2 := w2.ahead(w2.ahead("0510", north, 0), north, 0)
	w2.unit("u", "LM", 0, "0510", north, map[string]float64{keyFly: 1, keyMA: 8})
	w2.leader("k", 0, "0511", 3, map[string]float64{keyCinC: 1})
	w2.leader("e", 1, "1101", 5, nil)
	w2.unit("x", "HI", 1, w2.ahead(h2, north, 1), south, nil)
	s2 := w2.orders("k")
	b2, _ := boardOf(s2)
	if len(b2.zocs(s2, 0)[w2.hx(h2)]) == 0 {
		t.Fatalf("%s is not in x's ZOC", h2)
	}
	if err := (Rules{}).Check(s2, w2.move(s2, "u", straight(w2, "0510", north, 3)...)); err != nil {
		t.Fatalf("a flyer stopped by a ZOC: %v", err)
	}
	// Shock reach: at low altitude it touches x if x is in its front.
	w3 := newWorld(t, 12, 14)
	w3.unit("u", "LM", 0, "0609", north, map[string]float64{keyFly: 1, keyMA: 8})
	w3.leader("k", 0, "0611", 3, map[string]float64{keyCinC: 1})
	w3.leader("e", 1, "1101", 5, nil)
	w3.unit("x", "HI", 1, w3.up("0609", 1), south, nil)
	for _, c := range []struct {
		alt      int
		uReaches bool
		xReaches bool
	}{{0, true, true}, {1, false, false}, {2, false, false}} {
		s3 := w3.orders("k")
		u3, x3 := mustUnit(t, s3, "u"), mustUnit(t, s3, "x")
		u3.SetStatus(stAlt, c.alt)
		b3, _ := boardOf(s3)
		occ := b3.occupants(s3)
		if got := len(enemiesInZOC(s3, b3, occ, u3)) > 0; got != c.uReaches {
			t.Errorf("altitude %d: the flyer reaches x %v, want %v", c.alt, got, c.uReaches)
		}
		if got := len(enemiesInZOC(s3, b3, occ, x3)) > 0; got != c.xReaches {
			t.Errorf("altitude %d: x reaches the flyer %v, want %v", c.alt, got, c.xReaches)
		}
	}
}

// TestFlyingFire is [L1417-1421]: missile fire at a flyer adds 2, 5 or 10
// to the range by its altitude: a composite bow (4 hexes, UNOFFICIAL)
// reaches an adjacent flyer at low altitude (3) but not at medium (6).
func TestFlyingFire(t *testing.T) {
	for _, c := range []struct {
		alt  int
		dist int
		code string
	}{{0, 3, ""}, {1, 0, "range"}, {2, 0, "range"}} {
		w := newWorld(t, 12, 14)
		w.unit("u", "LM", 1, "0609", south, map[string]float64{keyFly: 1, keyMA: 8})
		w.unit("b", "LI", 0, w.up("0609", 1), south, map[string]float64{"longbow": 1})
		w.leader("k", 0, "1111", 3, nil)
		w.leader("e", 1, "1101", 5, nil)
		s := w.orders("k")
		mustUnit(t, s, "u").SetStatus(stAlt, c.alt)
		bd, _ := boardOf(s)
		sh, err := aimAt(s, bd, mustUnit(t, s, "b"), mustUnit(t, s, "u"))
		if code(err) != c.code || (err == nil && sh.dist != c.dist) {
			t.Errorf("altitude %d: %v, want %q at %d", c.alt, err, c.code, c.dist)
		}
	}
}

// TestFlyingOffers: a selected flyer is offered its climb or descent in
// place [L1408-1410], which Check accepts.
func TestFlyingOffers(t *testing.T) {
	for _, c := range []struct {
		alt  int
		want []string
	}{
		{0, []string{"Climb: u to medium altitude (5 MP)"}},
		{1, []string{"Climb: u to high altitude (5 MP)", "Descend: u to low altitude (2 MP)"}},
		{2, []string{"Descend: u to medium altitude (2 MP)"}},
	} {
		_, s := flyer(t, c.alt, false)
		var got []string
		for _, o := range unitOffers(s, 0, []string{"u"}) {
			if strings.HasPrefix(o.Label, "Climb") || strings.HasPrefix(o.Label, "Descend") {
				if o.Disabled != "" {
					t.Errorf("%s disabled: %s", o.Label, o.Disabled)
				}
				got = append(got, o.Label)
			}
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("altitude %d: offers %q, want %q", c.alt, got, c.want)
		}
	}
}
