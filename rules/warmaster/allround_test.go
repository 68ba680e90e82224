package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// 360° shooting (wme.md §8.3; [L1125-1129]): the rear zone counts as a
// front zone and the rear edge as a front edge for the zone and line of
// fire, but never the flank zones ([L1129]: no "fire column"). Blue "xb"
// stands on x 78-82, y 79-81 facing north; the orcs 8 cm ahead, 8 cm
// behind, or 9 cm off its right flank.
func TestShooting360(t *testing.T) {
	ahead := func(w *world) { w.unit("orc", 1, Infantry, 1, 80, 70, south, orcs(0)) }
	behind := func(w *world) { w.unit("orc", 1, Infantry, 1, 80, 90, south, orcs(0)) }
	flank := func(w *world) { w.unit("orc", 1, Infantry, 1, 92, 80, geom.FromBearing(270), orcs(0)) }
	for _, tc := range []struct {
		name    string
		profile map[string]float64
		build   func(w *world)
		want    string
	}{
		{"ordinary: ahead [L1104]", xbow(1), ahead, ""},
		{"ordinary: behind is out of its zone [L1104]", xbow(1), behind, "zone"},
		{"360°: ahead [L1125]", with(xbow(1), keyShoot360), ahead, ""},
		{"360°: behind, its rear zone a front zone [L1125]", with(xbow(1), keyShoot360), behind, ""},
		{"360°: never into a flank zone [L1129]", with(xbow(1), keyShoot360), flank, "zone"},
		{"360° vision alone shoots only ahead [L327], [L1104]", with(xbow(1), keyVision360), behind, "zone"},
		{"360°: a friend masking the rear edge's corner blocks the line of fire [L1111], [L1125]", with(xbow(1), keyShoot360), func(w *world) {
			w.unit("orc", 1, Infantry, 1, 80, 100, south, orcs(0)).
				unit("halb", 0, Infantry, 1, 77, 84, north, nil)
		}, "line-of-fire"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, tc.profile)
			tc.build(w)
			s := toShooting(t, w.state(t))
			err := (Rules{}).Check(&s, shoot("xb", "orc"))
			if got := code(err); got != tc.want {
				t.Fatalf("Check = %q (%v), want %q", got, err, tc.want)
			}
			if tc.want != "" {
				return
			}
			n, evs := apply(t, s, shoot("xb", "orc"), 4)
			contains(t, evs, "1 dice need 4+")
			if status(mustUnit(t, &n, "orc"), stShotWounds) != 1 {
				t.Errorf("orc after the shot: %v, want one wound", mustUnit(t, &n, "orc").Status)
			}
		})
	}
}

// A 360° shooter's element shoots at the nearest target, behind it too
// (wme.md §8.4 [L1137]; [L1125]): the orcs 6 cm behind are nearer than
// those 10 cm ahead, so they are its target.
func TestShooting360Nearest(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, with(xbow(1), keyShoot360)).
		unit("ahead", 1, Infantry, 1, 80, 68, south, orcs(0)).
		unit("behind", 1, Infantry, 1, 80, 88, south, orcs(0))
	s := toShooting(t, w.state(t))
	if got := code((Rules{}).Check(&s, shoot("xb", "ahead"))); got != "nearest" {
		t.Errorf("shooting the farther unit ahead: %q, want nearest", got)
	}
	if err := (Rules{}).Check(&s, shoot("xb", "behind")); err != nil {
		t.Errorf("shooting the nearer unit behind: %v", err)
	}
}

// 360° vision (wme.md §8.2; [L327]): sight from any edge. Blue "xb"
// (x 72-88, y 79-81, facing north) has red "rear" 8 cm behind it and
// nothing ahead: an ordinary unit does not see it, so may not use
// initiative ([L445]) nor charge it ([L758]); one with 360° vision
// does, and so does a 360° shooter ([L1127]).
func TestVision360(t *testing.T) {
	for _, tc := range []struct {
		name    string
		profile map[string]float64
		sees    bool
	}{
		{"ordinary [L311]", map[string]float64{}, false},
		{"360° vision [L327]", map[string]float64{keyVision360: 1}, true},
		{"360° shooting brings 360° vision [L1127]", with(xbow(1), keyShoot360), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, tc.profile).
				unit("rear", 1, Infantry, 3, 84, 90, south, nil).state(t)
			xb, rear := mustUnit(t, &s, "xb"), mustUnit(t, &s, "rear")
			if got := seesUnit(&s, xb, rear); got != tc.sees {
				t.Fatalf("seesUnit = %v, want %v", got, tc.sees)
			}
			ts, v := initiativeTargets(&s, xb)
			if tc.sees != (v == nil && ids(ts) == "rear") {
				t.Errorf("initiative targets %q (%v), want rear: %v", ids(ts), v, tc.sees)
			}
			wantPhase := PhaseOrders
			if tc.sees {
				wantPhase = PhaseInitiative
			}
			if s.Phase != wantPhase {
				t.Errorf("the turn starts in phase %s, want %s (wme.md §5)", s.Phase, wantPhase)
			}
			if !tc.sees {
				return
			}
			n, evs := applyPure(t, s, chargeAction("xb", "rear"))
			if !strings.Contains(eventText(evs), "xb charge rear on initiative") || !engaged(&n, mustUnit(t, &n, "xb")) {
				t.Errorf("the charge on initiative at the unit behind:\n%s", eventText(evs))
			}
		})
	}
	// On an order, the ordinary unit cannot charge the unit behind it
	// either: no charging base sees it ([L758]); with 360° vision it can.
	for _, tc := range []struct {
		profile map[string]float64
		want    string
	}{{map[string]float64{}, "charge-no-sight"}, {map[string]float64{keyVision360: 1}, ""}} {
		s := toOrders(t, newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, tc.profile).
			unit("rear", 1, Infantry, 3, 84, 90, south, nil).state(t))
		s, _ = apply(t, s, order(0, "gen", "xb"), 1, 1)
		if got := code((Rules{}).Check(&s, chargeAction("xb", "rear"))); got != tc.want {
			t.Errorf("profile %v: the charge on an order at the unit behind: %q, want %q", tc.profile, got, tc.want)
		}
	}
}

// A pursuer with 360° vision sees the retreating unit behind it
// ([L1574], [L327]); an ordinary one does not.
func TestPursuerVision360(t *testing.T) {
	for _, tc := range []struct {
		profile map[string]float64
		sees    bool
	}{{map[string]float64{}, false}, {map[string]float64{keyVision360: 1}, true}} {
		s := newWorld().unit("bl", 0, Infantry, 1, 80, 80, north, tc.profile).
			unit("rd", 1, Infantry, 1, 80, 90, south, nil).state(t)
		if got := pursuerSees(&s, mustUnit(t, &s, "bl"), mustUnit(t, &s, "rd")); got != tc.sees {
			t.Errorf("profile %v: pursuerSees = %v, want %v", tc.profile, got, tc.sees)
		}
	}
}

// A 360° shooter's zones of fire on the overlay (wme.md §8.3, [L1125]):
// its front and rear zones, each as the shooting checks measure it.
func TestOverlays360(t *testing.T) {
	s := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, with(xbow(1), keyShoot360)).state(t)
	var zones []rules.Overlay
	for _, o := range (Rules{}).Overlays(&s) {
		if o.Kind == rules.OverlayShoot {
			zones = append(zones, o)
		}
	}
	if len(zones) != 1 || len(zones[0].Areas) != 2 {
		t.Fatalf("zones %+v, want one overlay with two areas", zones)
	}
	xb, b := mustUnit(t, &s, "xb"), zones[0]
	base, _ := s.Base("xb.1")
	for i, e := range []geom.Edge{geom.Front, geom.Rear} {
		want := zoneOfFire(xb, base.Shape, e)
		if len(b.Areas[i]) != len(want) || !b.Areas[i][0].Near(want[0]) {
			t.Errorf("area %d %v, want the %s zone %v", i, b.Areas[i], e, want)
		}
	}
	behind, aside := geom.V(80, 90), geom.V(92, 80)
	if !b.Areas[1].Contains(behind, 0) || b.Areas[0].Contains(aside, 0) || b.Areas[1].Contains(aside, 0) {
		t.Errorf("the rear zone should hold (80, 90), neither zone (92, 80)")
	}
}

// 360° shooters shoot at a charge into their rear (wme.md §8.8, [L1239];
// [L1125]): blue "kn" (x 74-86, y 44-46, facing south) charges the red
// bowmen from behind, 13 cm off their rear edge. Ordinary bowmen have it
// in no zone of fire; 360° bowmen shoot with their three elements.
func TestShootingAtChargers360(t *testing.T) {
	for _, tc := range []struct {
		name   string
		bows   map[string]float64
		dice   []int
		shots  int
		remain int
	}{
		{"ordinary: the rear is no zone of fire [L1104]", bows(30), nil, 0, 3},
		{"360°: the rear zone is a front zone [L1125]", with(bows(30), keyShoot360), []int{4, 5, 6}, 1, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newWorld().unit("bw", 1, Infantry, 3, 84, 60, south, tc.bows).
				unit("kn", 0, Infantry, 3, 84, 45, south, fighters(3, 3, 0)).state(t)
			n, evs := applyPure(t, s, chargeAction("kn", "bw"), tc.dice...)
			contains(t, evs, "kn charge bw on initiative")
			shots := shootEvents(evs)
			if len(shots) != tc.shots {
				t.Fatalf("shoot events:\n%s", eventText(shots))
			}
			if tc.shots > 0 {
				contains(t, shots, "with 3 elements: 3 dice need 4+")
			}
			if got := len(mustUnit(t, &n, "kn").Bases); got != tc.remain {
				t.Errorf("kn has %d elements, want %d", got, tc.remain)
			}
		})
	}
}
