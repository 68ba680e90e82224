package warmaster

import (
	"strings"
	"testing"

	"plateau/rules/geom"
)

// setProfile sets profile keys of a unit of the world.
func (w *world) setProfile(id string, kv map[string]float64) *world {
	for i := range w.s.Units {
		if w.s.Units[i].ID == id {
			for k, v := range kv {
				w.s.Units[i].Profile[k] = v
			}
		}
	}
	return w
}

// Setup refuses a mount the rules do not allow ([L2031], [L2077]): only
// commanders ride, one mount each, given as 1; a mount's bonus needs a
// chariot or a monster (or a flying mount).
func TestMountsChecked(t *testing.T) {
	cases := []struct {
		name    string
		unit    string
		profile map[string]float64
		want    string // in the error; "" for none
	}{
		{"a Hero on a monster with +2 [L2077]", "hero", map[string]float64{keyMountMonster: 1, keyMountAttacks: 2}, ""},
		{"a Hero on a chariot [L2031]", "hero", map[string]float64{keyMountChariot: 1}, ""},
		{"a flying mount's bonus [L2077], [L2108]", "hero", map[string]float64{keyFly: 1, keyMountAttacks: 1}, ""},
		{"infantry riding [L2031]", "bl", map[string]float64{keyMountMonster: 1}, "only commanders ride mounts"},
		{"two mounts", "hero", map[string]float64{keyMountMonster: 1, keyMountChariot: 1}, "one mount at most"},
		{"a flag of 2", "hero", map[string]float64{keyMountChariot: 2}, "a mount is given as 1"},
		{"a bonus on foot [L2077]", "hero", map[string]float64{keyMountAttacks: 1}, "without a chariot or monster"},
		{"a bonus on a machine [L2077]", "hero", map[string]float64{keyMountMachine: 1, keyMountAttacks: 1}, "without a chariot or monster"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := joinedWorld().setProfile(c.unit, c.profile)
			s := w.s.Clone()
			err := (Rules{}).Setup(&s)
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("Setup: %v", err)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Fatalf("Setup = %v, want an error with %q", err, c.want)
			}
		})
	}
}

// A mount's supplement to the commander's attack bonus ([L2077]): the
// Hero's +2 and his monster's +2 go to one element of bl ([L2073-2075]):
// 3 elements × 3 + 4 = 13 dice.
func TestMountBonus(t *testing.T) {
	w := joinedWorld().mark("hero", joinPrefix+"bl").setProfile("hero", map[string]float64{keyMountMonster: 1, keyMountAttacks: 2})
	s := toCombat(t, w.state(t))
	_, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 3, 5, 1, 4, 1, 1, 8), dd(4, 2, 1, 7))...)
	contains(t, evs, "bl attack rd: 13 dice need 4+ (+4 commander hero on 1 of 3 elements)")
}

// Terrain by mount ([L2031]): a commander on a chariot treats terrain as
// chariots do; displaced, he cannot join a unit wholly inside a wood
// ([L2057]) and, with no other friend within 30 cm, is eliminated
// ([L2061]); on foot he joins it.
func TestMountedCommanderDisplaced(t *testing.T) {
	cases := []struct {
		name  string
		mount string
		want  string
	}{
		{"on a chariot [L2031], [L2061]", keyMountChariot, "ohero is passed through by bl with no friendly unit within 30 cm to join: eliminated"},
		{"on a monster [L2057]", keyMountMonster, "ohero is passed through by bl with no friendly unit within 30 cm to join: eliminated"},
		{"on foot [L2031]", "", "ohero is passed through by bl and displaced: he joins rd"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("bl", 0, Infantry, 1, 62, 60, north, nil).
				unit("rd", 1, Infantry, 1, 62, 40, south, nil).
				feature("wood", "wood", geom.V(50, 30), geom.V(75, 30), geom.V(75, 45), geom.V(50, 45))
			w.commander("gen", 0, General, 10, 62, 66)
			w.commander("ohero", 1, Hero, 8, 62, 52)
			if c.mount != "" {
				w.setProfile("ohero", map[string]float64{c.mount: 1})
			}
			s := toOrders(t, w.state(t))
			s, _ = applyPure(t, s, order(0, "gen", "bl"), 1, 1)
			_, evs := applyPure(t, s, step(&s, "bl", 0, -8))
			contains(t, evs, c.want)
		})
	}
}

// A commander left at the edge of terrain impassable to him that his unit
// enters ([L2031], [L2081]): rd retreats 3 cm into a wood whose edge is
// at y 56.3; the red Hero, on foot, goes with it to y 54.75 ([L2079]);
// on a monster he stops with his disc (its square) against the edge, at
// y 57.55, and is no longer joined; rd then stands on him, so he is put
// aside the least distance, behind it at y 59.25 ([L2037]).
func TestCommanderLeftAtTheEdge(t *testing.T) {
	cases := []struct {
		name   string
		mount  string
		y      float64
		joined string
		want   string
	}{
		{"on foot [L2079]", "", 54.75, "rd", "ohero moves with rd (WME §11.1 [L2027])"},
		{"on a monster [L2081]", keyMountMonster, 59.25, "", "ohero cannot follow rd into wood, impassable to him: he is left at its edge (WME §11.1 [L2031], [L2081])"},
		{"on a chariot [L2031]", keyMountChariot, 59.25, "", "ohero is moved 1.7 cm aside for rd (WME §11.1 [L2037])"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := joinedWorld().mark("ohero", joinPrefix+"rd").
				feature("wood", "wood", geom.V(70, 30), geom.V(110, 30), geom.V(110, 56.3), geom.V(70, 56.3))
			if c.mount != "" {
				w.setProfile("ohero", map[string]float64{c.mount: 1})
			}
			s := toCombat(t, w.state(t))
			n, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 3, 5, 1, 4, 1, 1, 4), dd(4, 2, 1, 7))...)
			contains(t, evs, "rd retreat 3 cm", c.want)
			if got := centre(t, &n, "ohero.1"); got.Dist(geom.V(84, c.y)) > 0.01 {
				t.Errorf("ohero at %v, want (84, %g)", got, c.y)
			}
			if got := joinedTo(mustUnit(t, &n, "ohero")); got != c.joined {
				t.Errorf("ohero joined %q, want %q", got, c.joined)
			}
		})
	}
}
