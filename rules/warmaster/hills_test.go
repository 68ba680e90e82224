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

// A hill with a summit on it ([L2547], [L2553]: "avec ou sans un sommet"):
// the summit is one level above the hill it stands on (wme.md §4.1,
// [L946] "en hauteur"). A base is at the highest level more than half of
// it stands on; any part of it reaches the highest level under it
// ([L1181] "au moins partiellement ... sur une hauteur").
func TestReliefLevels(t *testing.T) {
	s := newWorld().
		feature("hill", "hill", geom.V(40, 40), geom.V(120, 40), geom.V(120, 100), geom.V(40, 100)).
		feature("summit", "hill", geom.V(70, 60), geom.V(90, 60), geom.V(90, 75), geom.V(70, 75)).
		feature("knoll", "hill", geom.V(130, 20), geom.V(170, 20), geom.V(170, 40), geom.V(130, 40)).state(t)
	rl := reliefOf(&s)
	heights := map[string]int{}
	for _, h := range rl {
		heights[h.f.ID] = h.height
	}
	if heights["hill"] != 1 || heights["summit"] != 2 || heights["knoll"] != 1 {
		t.Errorf("heights %v, want hill 1, summit 2, knoll 1", heights)
	}
	base := func(x, y float64) geom.Rect {
		return geom.Rect{Center: geom.V(x, y), Facing: north, Width: 4, Depth: 2}
	}
	tests := []struct {
		name         string
		r            geom.Rect
		level, reach int
	}{
		{"on the summit", base(80, 68), 2, 2},
		{"on the hill, off the summit", base(50, 50), 1, 1},
		{"a quarter on the summit", base(71, 60), 1, 2},
		{"three quarters on the summit", base(71, 60.5), 2, 2},
		{"on the ground", base(20, 20), 0, 0},
		{"on the knoll beside the hill", base(150, 30), 1, 1},
	}
	for _, tc := range tests {
		if got := rl.level(tc.r); got != tc.level {
			t.Errorf("%s: level %d, want %d", tc.name, got, tc.level)
		}
		if got := rl.reach(tc.r); got != tc.reach {
			t.Errorf("%s: reach %d, want %d", tc.name, got, tc.reach)
		}
	}
}

// A crest drawn on a summit is the summit's: the hill below still gets its
// default crest (A11), one level lower.
func TestSummitCrests(t *testing.T) {
	s := newWorld().
		feature("hill", "hill", geom.V(40, 40), geom.V(120, 40), geom.V(120, 100), geom.V(40, 100)).
		feature("summit", "hill", geom.V(70, 60), geom.V(90, 60), geom.V(90, 75), geom.V(70, 75)).state(t)
	s.Table.Features = append(s.Table.Features, featureLine("summit-crest", kindCrest, geom.V(72, 67), geom.V(88, 67)))
	rl := reliefOf(&s)
	got := map[int]int{}
	for _, c := range rl.crests(&s) {
		got[c.level]++
	}
	if len(rl.crests(&s)) != 2 || got[1] != 1 || got[2] != 1 {
		t.Errorf("crests by level %v, want the drawn one at 2 and the hill's default at 1", got)
	}
}

// Elevated fire from a summit ([L2300-2302]: terrain lower than the gun is
// ignored): a gun on a summit shoots over the crest of a lower hill in
// front of it; on the hill below the summit, that crest is at its own
// level and the target lower, so it blocks.
func TestElevatedFireFromASummit(t *testing.T) {
	ridge := []geom.Vec{geom.V(60, 64), geom.V(100, 64), geom.V(100, 74), geom.V(60, 74)} // its crest, a diagonal, crosses x 80 at y 69
	tests := []struct {
		name   string
		summit bool
		want   fault
	}{
		{"on the summit", true, fireOK},
		{"on the hill below", false, faultSight},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld().unit("orc", 1, Infantry, 3, 84, 58, south, orcs(0)).
				unit("art", 0, Artillery, 1, 80, 86, north, cannon()).
				feature("ridge", "hill", ridge...).
				feature("height", "hill", geom.V(60, 76), geom.V(100, 76), geom.V(100, 110), geom.V(60, 110))
			if tc.summit {
				w.feature("summit", "hill", geom.V(70, 80), geom.V(90, 80), geom.V(90, 95), geom.V(70, 95))
			}
			s := w.state(t)
			art := mustUnit(t, &s, "art")
			best := faultRange
			for _, id := range mustUnit(t, &s, "orc").Bases {
				_, f := fireTest(&s, art, mustBase(t, &s, "art.1"), mustBase(t, &s, id))
				best = min(best, f)
			}
			if best != tc.want {
				t.Errorf("fireTest = %v, want %v", best, tc.want)
			}
		})
	}
}

// A hill defends infantry against attackers lower than it ([L1181] "sur
// une hauteur (plus haut que l'attaquant)"), against a charge only when the
// charge began lower ([L946] "les charges menées par des unités commençant
// leur mouvement plus bas"), even though the charger ends on the slope; a
// summit defends against attackers on the hill below it.
func TestHillDefendsAgainstChargesFromBelow(t *testing.T) {
	slope := []geom.Vec{geom.V(40, 58), geom.V(80, 58), geom.V(80, 72), geom.V(40, 72)} // the orcs' front edge, y 67, is on it
	top := []geom.Vec{geom.V(45, 60), geom.V(75, 60), geom.V(75, 68), geom.V(45, 68)}
	tests := []struct {
		name       string
		hillTo     float64 // the slope reaches down to this y (the chargers start at y 78-80)
		summit     bool
		want       Protection
		whyCharged string
	}{
		{"charged from the foot of the hill", 72, false, Defended, "the charge began lower ([L946])"},
		{"charged from the hill itself", 85, false, Open, "the charge began on the hill, as high as the orcs"},
		{"charged from the hill, the orcs on a summit", 85, true, Defended, "the summit is higher than the hill the charge began on"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			hill := append([]geom.Vec(nil), slope...)
			hill[2], hill[3] = geom.V(80, tc.hillTo), geom.V(40, tc.hillTo)
			w := newWorld().unit("orc", 1, Infantry, 3, 60, 66, south, nil).
				feature("hill", "hill", hill...).
				unit("blue", 0, Infantry, 3, 56, 79, north, nil)
			w.commander("gen", 0, General, 9, 56, 95)
			if tc.summit {
				w.feature("summit", "hill", top...)
			}
			s := ordered2(t, w.state(t), "blue")
			n, _ := apply(t, s, chargeAction("blue", "orc"))
			orc, blue := mustUnit(t, &n, "orc"), mustUnit(t, &n, "blue")
			got := Open
			for _, r := range rects(&n, orc) {
				for _, b := range rects(&n, blue) {
					if _, ok := table.Touching(r, b); ok {
						got = max(got, combatProtection(&n, orc, r, b))
					}
				}
			}
			if got != tc.want {
				t.Errorf("orcs %s against the chargers, want %s: %s", got, tc.want, tc.whyCharged)
			}
		})
	}
}

// Shots: the target is defended when some part of it stands on a hill
// higher than every part of the shooter ([L1181]).
func TestHillDefendsAgainstShotsFromBelow(t *testing.T) {
	hill := []geom.Vec{geom.V(40, 50), geom.V(120, 50), geom.V(120, 100), geom.V(40, 100)}
	summit := []geom.Vec{geom.V(50, 55), geom.V(70, 55), geom.V(70, 65), geom.V(50, 65)}
	tests := []struct {
		name     string
		targetY  float64
		shooterY float64
		want     Protection
	}{
		{"on the summit, shot from the hill", 60, 80, Defended},
		{"on the hill, shot from the summit", 80, 60, Open},
		{"on the hill, shot from the ground", 80, 110, Defended},
		{"on the ground, shot from the hill", 110, 80, Open},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newWorld().unit("orc", 1, Infantry, 1, 60, tc.targetY, south, nil).
				unit("xbow", 0, Infantry, 1, 60, tc.shooterY, north, xbow(1)).
				feature("hill", "hill", hill...).feature("summit", "hill", summit...).state(t)
			got := protection(&s, mustUnit(t, &s, "orc"), mustBase(t, &s, "orc.1"), mustBase(t, &s, "xbow.1"))
			if got != tc.want {
				t.Errorf("target %s, want %s", got, tc.want)
			}
		})
	}
}
