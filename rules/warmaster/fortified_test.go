package warmaster

import (
	"strings"
	"testing"

	"plateau/rules/geom"
)

// wallWorld: red infantry on x 50-62, y 65-67, facing south, its front
// edge (y 67) lining a wall of the given kind along y 67-68 from x 48 to
// x 80; blue's General near.
func wallWorld(kind string) *world {
	w := newWorld().unit("orc", 1, Infantry, 3, 60, 66, south, nil)
	w.s.Table.Features = append(w.s.Table.Features, featureLine("wall", kind, geom.V(48, 67.5), geom.V(80, 67.5)))
	w.commander("gen", 0, General, 9, 56, 90)
	return w
}

func with(p map[string]float64, keys ...string) map[string]float64 {
	if p == nil {
		p = map[string]float64{}
	}
	for _, k := range keys {
		p[k] = 1
	}
	return p
}

// Only infantry may charge a fortified enemy; behind city or fortress
// walls only infantry with ladders; flyers attack fortified positions
// freely (wme.md §7.5 item 11; [L892-894], [L2173]). Fortified is judged
// against the charger as for a shot ([L1185]): from the flank, the wall
// is not between them.
func TestChargeFortified(t *testing.T) {
	tests := []struct {
		name, wall string
		typ        string
		profile    map[string]float64
		x, y       float64
		facing     float64
		want       string
	}{
		{"cavalry at infantry behind a high wall", "high-wall", Cavalry, nil, 54, 78, north, "fortified"},
		{"infantry at infantry behind a high wall", "high-wall", Infantry, nil, 52, 78, north, ""},
		{"cavalry at infantry behind a low wall (defended only)", "wall", Cavalry, nil, 54, 78, north, ""},
		{"cavalry from the flank of a high wall", "high-wall", Cavalry, nil, 44, 62, geom.FromBearing(90), ""},
		{"infantry at infantry behind a city wall", "city-wall", Infantry, nil, 52, 78, north, "walled"},
		{"cavalry at infantry behind a city wall", "city-wall", Cavalry, nil, 54, 78, north, "walled"},
		{"infantry with ladders at a city wall", "city-wall", Infantry, with(nil, keyLadders), 52, 78, north, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := wallWorld(tc.wall).unit("blue", 0, tc.typ, 3, tc.x, tc.y, tc.facing, tc.profile)
			s := ordered2(t, w.state(t), "blue")
			err := (Rules{}).Check(&s, chargeAction("blue", "orc"))
			if got := code(err); got != tc.want {
				t.Fatalf("charge: %q (%v), want %q", got, err, tc.want)
			}
			if tc.want != "" && !strings.Contains(err.Error(), "[L894]") {
				t.Errorf("refusal %q does not name [L894]", err)
			}
		})
	}
}

// Flyers may attack units fortified on castle walls, which stay
// fortified ([L2173]).
func TestFlyersAttackWalls(t *testing.T) {
	s := wallWorld("city-wall").unit("harpies", 0, Cavalry, 3, 54, 78, north, with(nil, keyFly)).state(t)
	if v := fortifiedRefusal(&s, mustUnit(t, &s, "harpies"), mustUnit(t, &s, "orc")); v != nil {
		t.Errorf("flyers refused: %v", v)
	}
	orc := mustUnit(t, &s, "orc")
	if p := protection(&s, orc, mustBase(t, &s, "orc.2"), mustBase(t, &s, "harpies.1")); p != Fortified {
		t.Errorf("orc.2 is %s against the flyers, want fortified", p)
	}
}

// The refusal is shown on the disabled offer (wme.md §7.5 item 11).
func TestFortifiedChargeOffer(t *testing.T) {
	s := ordered2(t, wallWorld("high-wall").unit("blue", 0, Cavalry, 3, 54, 78, north, nil).state(t), "blue")
	for _, o := range chargeOffers(&s, 0, []string{"blue.1"}) {
		if o.Action.Target == "orc" {
			if !strings.Contains(o.Disabled, "only infantry may charge it") || !strings.Contains(o.Disabled, "[L894]") {
				t.Errorf("offer disabled %q, want the fortified rule", o.Disabled)
			}
			return
		}
	}
	t.Fatal("no charge offered at orc")
}

// A unit fortified behind city or fortress walls is charged in its front,
// even from its flank zone ([L896-898]): infantry with ladders in its
// flank zone charges across the wall into its front; behind a high wall
// the same charge hits the flank. With the front barred (a lake before
// the wall) the walled unit cannot be charged at all.
func TestWalledChargedInFront(t *testing.T) {
	lake := []geom.Vec{geom.V(44, 68), geom.V(70, 68), geom.V(70, 76), geom.V(44, 76)}
	tests := []struct {
		name, wall string
		lake       bool
		want       string // in the charge event, or the refusal's code
	}{
		{"behind a high wall: the flank", "high-wall", false, "charge orc in the right flank"},
		{"behind a city wall: the front", "city-wall", false, "charge orc in the front"},
		{"behind a city wall, its front barred", "city-wall", true, "charge-no-edge"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := wallWorld(tc.wall).unit("lad", 0, Infantry, 2, 44, 64, geom.FromBearing(90), with(nil, keyLadders))
			if tc.lake {
				w.feature("lake", "lake", lake...)
			}
			s := ordered2(t, w.state(t), "lad")
			a := chargeAction("lad", "orc")
			if err := (Rules{}).Check(&s, a); err != nil {
				if code(err) != tc.want || !strings.Contains(err.Error(), "[L896-898]") {
					t.Fatalf("charge refused: %v, want %s", err, tc.want)
				}
				return
			}
			n, evs := apply(t, s, a)
			if !strings.Contains(eventText(evs), tc.want) {
				t.Errorf("events:\n%s\nwant %q", eventText(evs), tc.want)
			}
			if !engaged(&n, mustUnit(t, &n, "orc")) {
				t.Error("the charged unit is not engaged")
			}
		})
	}
}

// An advance is a charge, every charge rule applying ([L1745], [L1751]):
// only infantry advances on a fortified enemy, with ladders one behind a
// city wall ([L896]). The winner destroys rd in the open; the nearest
// enemy is fort, 10 cm away behind a wall.
func TestAdvanceOnFortified(t *testing.T) {
	tests := []struct {
		name, wall, typ string
		profile         map[string]float64
		want            string // "" for an advance, else in the refusal
	}{
		{"cavalry, a high wall", "high-wall", Cavalry, nil, "only infantry may charge it"},
		{"infantry, a high wall", "high-wall", Infantry, nil, ""},
		{"infantry, a city wall", "city-wall", Infantry, nil, "only infantry with ladders may charge it"},
		{"infantry with ladders, a city wall", "city-wall", Infantry, with(nil, keyLadders), ""},
		{"cavalry, a hedge (defended only)", "hedge", Cavalry, nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := fighters(3, 3, 0)
			for k, v := range tc.profile {
				p[k] = v
			}
			y := 63.0 // bl's front against rd's at y 61
			if tc.typ == Infantry {
				y = 62
			}
			w := newWorld().unit("bl", 0, tc.typ, 1, 84, y, north, p).
				unit("rd", 1, Infantry, 1, 84, 60, south, fighters(0, 1, 0)).
				unit("fort", 1, Infantry, 3, 88, 50, south, fighters(3, 3, 0))
			w.s.Table.Features = append(w.s.Table.Features, featureLine("wall", tc.wall, geom.V(70, 51.5), geom.V(100, 51.5)))
			s := toCombat(t, w.state(t))
			s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 1), dd(1, 2), dd(1, 1))...)
			contains(t, evs, "rd lose their last element", "bl may hold, advance or fall back")
			a := choose(KindAdvance, 0, "bl", "fort")
			err := (Rules{}).Check(&s, a)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("advance refused: %v", err)
				}
				_, evs = applyPure(t, s, a)
				contains(t, evs, "bl advance on fort")
				return
			}
			if code(err) != "no-advance" || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "[L894]") {
				t.Errorf("advance: %v, want no-advance: %q citing L894", err, tc.want)
			}
		})
	}
}
