package bloodblades

import (
	"testing"
)

// TestWindSetting: the wind setting (§11.7 [L997], wind.go) is "none" or
// the compass point the wind comes from; anything else is an error naming
// the key.
func TestWindSetting(t *testing.T) {
	for _, c := range []struct {
		v, want string
		err     bool
	}{{"none", "", false}, {"N", "N", false}, {"sw", "SW", false}, {"up", "", true}} {
		cfg, err := ConfigOf(map[string]string{SetWind: c.v})
		if (err != nil) != c.err || cfg.Wind != c.want || c.err && !has(err.Error(), "wind") {
			t.Errorf("ConfigOf(wind = %q) = %q, %v; want %q, error %v", c.v, cfg.Wind, err, c.want, c.err)
		}
	}
}

// TestShootAgainstTheWind is T3 [L2110-2112] with G44 and A27
// [L1850-1852]: the target gets +1 when the direction from the centre of
// the primary's front edge to its centre is within 45° of where the wind
// comes from. Blue Bw at (60, 50) shoots north at a Bd at (60, 44).
func TestShootAgainstTheWind(t *testing.T) {
	for _, c := range []struct {
		wind string
		want string // the Bd's factors
	}{
		{"", "CF+4 "},
		{"none", "CF+4 "},
		{"N", "CF+4 T3+1 "},
		{"NE", "CF+4 T3+1 "}, // 45°: the bound is included
		{"NW", "CF+4 T3+1 "},
		{"E", "CF+4 "},
		{"S", "CF+4 "}, // shooting with the wind
	} {
		w := newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bd(O)", 60, 44, south)
		if c.wind != "" {
			w.set(SetWind, c.wind)
		}
		s := w.shooting(t)
		cfg := mustConfig(t, &s)
		sh, err := checkShoot(cfg, &s, shootAt("bw", "z"))
		if err != nil {
			t.Fatal(err)
		}
		_, z := assessShot(cfg, &s, closeCombat(&s), sh)
		if got := codes(z); got != c.want {
			t.Errorf("wind %q: target's factors %q, want %q", c.wind, got, c.want)
		}
	}
	// The shot resolved: Bw 2 +1 (T9) + 4 = 7 against Bd 4 + 2 = 6 is a
	// win by 1 (the Bd recoils) without wind, and 7 against 7 (no effect
	// [L2184]) into a north wind.
	for _, c := range []struct {
		wind, want string
	}{{"none", "recoil"}, {"N", "no effect"}} {
		s := newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bd(O)", 60, 44, south).set(SetWind, c.wind).shooting(t)
		_, evs := apply(t, s, shootAt("bw", "z"), 4, 2)
		if !has(evs[0].Text, c.want) || (c.wind == "N") != has(evs[0].Text, "(T3)") {
			t.Errorf("wind %s: %s, want %s", c.wind, evs[0].Text, c.want)
		}
	}
	// Return fire: the target shooting back into the wind gives the
	// primary T3; the primary shooting with the wind gives the target none.
	s := newWorld().unit("bw", 0, "Bw(O)", 60, 50, north).unit("z", 1, "Bw(O)", 60, 44, south).set(SetWind, "S").shooting(t)
	cfg := mustConfig(t, &s)
	sh, err := checkShoot(cfg, &s, shootAt("bw", "z"))
	if err != nil || !sh.returns {
		t.Fatalf("return fire: %+v, %v", sh, err)
	}
	p, z := assessShot(cfg, &s, closeCombat(&s), sh)
	if got, want := codes(p)+"| "+codes(z), "CF+2 T3+1 T9+1 | CF+2 T9+1 "; got != want {
		t.Errorf("south wind, shooting back: %q, want %q", got, want)
	}
}
