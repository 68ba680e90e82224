package warmaster

import (
	"strings"
	"testing"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// gallows is a hill 60 cm long east to west across y 52-68: its default
// crest (A11, the longest chord inside it) runs along y 60 from x 50 to
// x 110.
var gallows = []geom.Vec{geom.V(50, 60), geom.V(65, 52), geom.V(95, 52), geom.V(110, 60), geom.V(95, 68), geom.V(65, 68)}

func TestHillAxis(t *testing.T) {
	a, b, ok := hillAxis(gallows)
	if !ok || !a.Near(geom.V(50, 60)) || !b.Near(geom.V(110, 60)) {
		t.Errorf("hillAxis(gallows) = %v %v %v, want (50,60)-(110,60)", a, b, ok)
	}
	// An L-shaped hill: its longest corner-to-corner chord leaves it.
	l := geom.Polygon{geom.V(0, 0), geom.V(40, 0), geom.V(40, 10), geom.V(10, 10), geom.V(10, 40), geom.V(0, 40)}
	if a, b, _ := hillAxis(l); properCross(geom.Segment{A: a, B: b}, geom.Segment{A: geom.V(10, 10), B: geom.V(40, 10)}) {
		t.Errorf("hillAxis(L) = %v-%v leaves the hill", a, b)
	}
}

// Hills block sight across their crest ([L1040-1042], wme.md §4.2, §12
// G4, A11); a unit on the hill beyond the crest sees down the slope, and
// a line only touching the crest at its end is not blocked.
func TestCrestBlocksSight(t *testing.T) {
	tests := []struct {
		name   string
		blueY  float64 // blue's line, facing north; red's bases on y 39-41
		crest  []geom.Vec
		seen   bool
		reason string
	}{
		{"both at the foot, the hill between", 80, nil, false, "the sight line crosses the crest at y 60"},
		{"blue on the hill's far side of the crest", 59, nil, true, "blue's front edge (y 58) is beyond the crest"},
		{"blue's front edge on the crest", 61, nil, true, "a line touching the crest at its end is not blocked (A11)"},
		{"blue behind the crest, on the hill", 63, nil, false, "blue's front edge (y 62) is behind the crest"},
		{"a crest drawn by the scenario replaces the default", 80, []geom.Vec{geom.V(60, 54), geom.V(70, 54)}, true,
			"the drawn crest, x 60-70, is off the sight lines"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld().unit("blue", 0, Infantry, 3, 76, tc.blueY, north, nil).
				unit("red", 1, Infantry, 3, 84, 40, south, nil).
				feature("hill", "hill", gallows...)
			if tc.crest != nil {
				w.s.Table.Features = append(w.s.Table.Features, featureLine("ridge", kindCrest, tc.crest...))
			}
			s := w.state(t)
			if got := seesUnit(&s, mustUnit(t, &s, "blue"), mustUnit(t, &s, "red")); got != tc.seen {
				t.Errorf("blue sees red: %v, want %v (%s)", got, tc.seen, tc.reason)
			}
		})
	}
}

// A unit behind a hill cannot be charged: at least one charging element
// must see the target at the start of the charge ([L758], wme.md §7.5
// item 2); from the hill top it can.
func TestChargeOverACrest(t *testing.T) {
	for _, tc := range []struct {
		name  string
		blueY float64
		want  string
	}{
		{"from the foot of the hill", 68, "charge-no-sight"},
		{"from the hill top, beyond the crest", 59, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld().unit("inf", 0, Infantry, 3, 76, tc.blueY, north, nil).
				unit("orc", 1, Infantry, 3, 84, 48, south, nil).
				feature("hill", "hill", gallows...)
			w.commander("gen", 0, General, 9, 70, 80)
			s := ordered(t, w.state(t))
			if got := code((Rules{}).Check(&s, chargeAction("inf", "orc"))); got != tc.want {
				t.Errorf("charge: %q, want %q", got, tc.want)
			}
		})
	}
}

// featureLine is a line feature a scenario draws 1 cm wide.
func featureLine(id, kind string, pts ...geom.Vec) table.Feature {
	return table.Feature{ID: id, Kind: kind, Line: pts, Width: 1}
}

// knoll is a hill 40 cm long across y 78-92, its default crest along y 85
// from x 60 to x 100.
var knoll = []geom.Vec{geom.V(60, 85), geom.V(70, 78), geom.V(90, 78), geom.V(100, 85), geom.V(90, 92), geom.V(70, 92)}

func cannon() map[string]float64 {
	return map[string]float64{keyShots: 2, keyRange: 40, keyHits: 2, keyArmour: 0}
}

// Elevated fire (wme.md §8.7, E24; [L2300-2308]): artillery ignores
// friends and terrain lower than itself, friends and terrain at its own
// level when the target is higher, and units engaged in combat; other
// troops see only what a clear line shows ([L313], [L2296]). The
// artillery element stands on x 79-81, its strip of fire straight north.
func TestElevatedFire(t *testing.T) {
	tests := []struct {
		name  string
		setup func(w *world)
		want  fault
		why   string
	}{
		{"on the hill, over friends at its foot", func(w *world) {
			w.unit("art", 0, Artillery, 1, 80, 82, north, cannon()).feature("knoll", "hill", knoll...).
				unit("friends", 0, Infantry, 3, 76, 74, north, nil)
		}, fireOK, "friends lower than itself are ignored ([L2302], [L2308])"},
		{"on the ground, friends in the way", func(w *world) {
			w.unit("art", 0, Artillery, 1, 80, 82, north, cannon()).
				unit("friends", 0, Infantry, 3, 76, 74, north, nil)
		}, faultSight, "at the same level as the target, friends block ([L313])"},
		{"on the hill, over a wood at its foot", func(w *world) {
			w.unit("art", 0, Artillery, 1, 80, 82, north, cannon()).feature("knoll", "hill", knoll...).
				feature("wood", "wood", geom.V(70, 68), geom.V(90, 68), geom.V(90, 76), geom.V(70, 76))
		}, fireOK, "terrain lower than itself is ignored ([L2302], [L2308])"},
		{"on the ground, a wood in the way", func(w *world) {
			w.unit("art", 0, Artillery, 1, 80, 82, north, cannon()).
				feature("wood", "wood", geom.V(70, 68), geom.V(90, 68), geom.V(90, 76), geom.V(70, 76))
		}, faultSight, "more than 2 cm of closed terrain ([L1036])"},
		{"on the ground, over friends at its level at a target on a hill", func(w *world) {
			w.unit("art", 0, Artillery, 1, 80, 82, north, cannon()).
				unit("friends", 0, Infantry, 3, 76, 74, north, nil).
				feature("rise", "hill", geom.V(60, 50), geom.V(100, 50), geom.V(100, 64), geom.V(60, 64)).
				feature("rise-crest", kindCrest, geom.V(60, 51), geom.V(100, 51))
		}, fireOK, "the target is higher: friends at its own level are ignored ([L2303])"},
		{"over an engaged melee", func(w *world) {
			w.unit("art", 0, Artillery, 1, 80, 82, north, cannon()).
				unit("friends", 0, Infantry, 3, 76, 74, north, nil).
				unit("brawl", 1, Infantry, 3, 84, 72, south, nil)
		}, fireOK, "engaged units, friend and foe, are no valid targets and are ignored ([L2304])"},
		{"behind the crest of its own hill", func(w *world) {
			w.unit("art", 0, Artillery, 1, 80, 90, north, cannon()).feature("knoll", "hill", knoll...)
		}, faultSight, "the crest is at its own level: it still blocks ([L1042])"},
		{"crossbowmen on the hill do not shoot over friends", func(w *world) {
			w.unit("art", 0, Infantry, 1, 80, 82, north, xbow(1)).feature("knoll", "hill", knoll...).
				unit("friends", 0, Infantry, 3, 76, 74, north, nil)
		}, faultSight, "the exception is artillery's ([L2296-2298])"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld().unit("orc", 1, Infantry, 3, 84, 58, south, orcs(0))
			tc.setup(w)
			s := w.state(t)
			art := mustUnit(t, &s, "art")
			best := faultRange
			for _, id := range mustUnit(t, &s, "orc").Bases {
				_, f := fireTest(&s, art, mustBase(t, &s, "art.1"), mustBase(t, &s, id))
				best = min(best, f)
			}
			if best != tc.want {
				t.Errorf("fireTest = %v, want %v: %s", best, tc.want, tc.why)
			}
		})
	}
}

// [L2308]: artillery on a hill shoots over friends at its foot, the shot
// resolved with the dice (two shots, 4+ against a target in the open).
func TestArtilleryOnAHillShoots(t *testing.T) {
	s := newWorld().unit("art", 0, Artillery, 1, 80, 82, north, cannon()).
		feature("knoll", "hill", knoll...).
		unit("friends", 0, Infantry, 3, 76, 74, north, nil).
		unit("orc", 1, Infantry, 3, 84, 58, south, orcs(0)).state(t)
	s = toShooting(t, s)
	n, evs := apply(t, s, shoot("art", "orc"), 4, 6)
	if !strings.Contains(eventText(evs), "2 dice need 4+ (in the open) [4][6] = 2 hits") {
		t.Errorf("events:\n%s", eventText(evs))
	}
	if w := status(mustUnit(t, &n, "orc"), stWounds); w != 2 {
		t.Errorf("orc wounds %d, want 2", w)
	}
}
