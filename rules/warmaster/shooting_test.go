package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// Shooting test fixtures: blue (side 0) crossbowmen at the bottom facing
// north, red (side 1) targets at the top facing south. Infantry bases are
// 4 × 2 cm; a red unit of three bases whose first is at (84, 60) stands on
// x 74-86, y 59-61, 18 cm from blue bases on y 79-81.
func xbow(n float64) map[string]float64 {
	return map[string]float64{keyShots: n, keyRange: 30, keyHits: 3}
}

func orcs(armour float64) map[string]float64 {
	return map[string]float64{keyHits: 3, keyArmour: armour}
}

// toShooting ends blue's Initiative (when there is one), Orders and
// Commanders sub-phases: targets are chosen as the Shooting phase begins
// (L1141).
func toShooting(t *testing.T, s rules.State) rules.State {
	t.Helper()
	for i := 0; i < 3 && s.Phase != PhaseShooting; i++ {
		s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	}
	if s.Phase != PhaseShooting || s.Active != 0 {
		t.Fatalf("phase %s, active %d: want blue's shooting", s.Phase, s.Active)
	}
	return s
}

func shoot(unit, target string) rules.Action {
	return rules.Action{Kind: KindShoot, Side: 0, Target: target, Args: map[string]string{"unit": unit}}
}

var endPhaseBlue = rules.Action{Kind: rules.KindEndPhase, Side: 0}

func centre(t *testing.T, s *rules.State, base string) geom.Vec {
	t.Helper()
	b, ok := s.Base(base)
	if !ok {
		t.Fatalf("no base %s", base)
	}
	return b.Shape.Center
}

func eventText(evs []rules.Event) string {
	var texts []string
	for _, e := range evs {
		texts = append(texts, e.Text)
	}
	return strings.Join(texts, "\n")
}

// E7 (wme.md §15, [L1191]): armour 5+, 4 hits, saves 2, 4, 5, 6: two hits
// saved, two wounds; then the drive back of §8.6 at the end of the phase:
// 2 dice [3][6] = 9 cm straight back, confused by the 6 ([L1211], [L1221]).
func TestShootE7AndDriveBack(t *testing.T) {
	s := newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, xbow(1)).
		unit("orc", 1, Infantry, 3, 84, 60, south, orcs(5)).state(t)
	s = toShooting(t, s)
	before := s.Hash()
	n, evs := apply(t, s, shoot("xb", "orc"), 4, 5, 6, 4, 2, 4, 5, 6)
	if s.Hash() != before {
		t.Fatal("Apply(shoot) changed its input state")
	}
	orc := mustUnit(t, &n, "orc")
	if w, sw := status(orc, stWounds), status(orc, stShotWounds); w != 2 || sw != 2 {
		t.Errorf("wounds %d, shot wounds %d; want 2 and 2 (E7)", w, sw)
	}
	if want := "4 dice need 4+ (in the open) [4][5][6][4] = 4 hits; saves 5+ [2][4][5][6] = 2 saved; 2 wounds"; !strings.Contains(eventText(evs), want) {
		t.Errorf("event %q lacks %q", eventText(evs), want)
	}
	if len(evs[0].Rolls) != 8 {
		t.Errorf("event logs %d rolls, want 8", len(evs[0].Rolls))
	}
	if got := code((Rules{}).Check(&n, shoot("xb", "orc"))); got != "shot" {
		t.Errorf("shooting twice: %q, want shot ([L1094])", got)
	}
	from := centre(t, &n, "orc.1")
	before = n.Hash()
	e, evs := apply(t, n, endPhaseBlue, 3, 6)
	if n.Hash() != before {
		t.Fatal("Apply(end-phase) changed its input state")
	}
	if got, want := centre(t, &e, "orc.1"), from.Add(geom.V(0, -9)); !got.Near(want) {
		t.Errorf("driven back to %v, want %v (9 cm directly away, [L1211])", got, want)
	}
	orc = mustUnit(t, &e, "orc")
	if status(orc, stConfused) != 1 {
		t.Errorf("not confused after a 6 ([L1221])")
	}
	if status(orc, stWounds) != 0 || status(orc, stShotWounds) != 0 {
		t.Errorf("wounds left after the phase: %v ([L1201])", orc.Status)
	}
	if !strings.Contains(eventText(evs), "driven back 2D6 [3][6] = 9 cm away from xb, confused") {
		t.Errorf("events:\n%s", eventText(evs))
	}
	if e.Active != 0 || e.Phase != PhaseCombat {
		t.Errorf("after blue's shooting: active %d phase %s, want blue's combat", e.Active, e.Phase)
	}
}

// D1-D3 (wme.md §15, [L1211-1227]): 4 wounds with dice 3, 4, 6, 5: 18 cm
// and confused; 6, 6, 5, 4: 21 cm > 20, destroyed; a defended unit that
// takes one wound rolls no die (A6, [L1213]). A die of 5 alone does not
// confuse.
func TestDriveBackDistances(t *testing.T) {
	marsh := []geom.Vec{geom.V(60, 50), geom.V(100, 50), geom.V(100, 70), geom.V(60, 70)}
	for _, tc := range []struct {
		name      string
		shooters  int
		defended  bool
		hits      []int // hit dice (no armour)
		drive     []int
		moved     float64 // cm; -1: destroyed
		confused  bool
		wantInLog string
	}{
		{"D1", 4, false, []int{4, 4, 4, 4}, []int{3, 4, 6, 5}, 18, true, "4D6 [3][4][6][5] = 18 cm"},
		{"D2", 4, false, []int{4, 4, 4, 4}, []int{6, 6, 5, 4}, -1, false, "more than their full pace of 20 cm — routed and destroyed"},
		{"D3", 1, true, []int{5}, nil, 0, false, "(defended) ignore 1 wound(s): no drive back"},
		{"no six", 1, false, []int{4}, []int{5}, 5, false, "1D6 [5] = 5 cm"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld().unit("xb", 0, Infantry, tc.shooters, 74, 80, north, xbow(1)).
				unit("orc", 1, Infantry, 3, 84, 60, south, orcs(0))
			if tc.defended {
				w.feature("fen", "marsh", marsh...)
			}
			s := toShooting(t, w.state(t))
			s, _ = apply(t, s, shoot("xb", "orc"), tc.hits...)
			var from geom.Vec
			if u := mustUnit(t, &s, "orc"); len(u.Bases) > 0 {
				from = centre(t, &s, u.Bases[0])
			}
			s, evs := apply(t, s, endPhaseBlue, tc.drive...)
			orc := mustUnit(t, &s, "orc")
			if tc.moved < 0 {
				if len(orc.Bases) != 0 || status(orc, stDestroyed) != 1 {
					t.Errorf("bases %v, want the unit destroyed ([L1227])", orc.Bases)
				}
			} else if got := centre(t, &s, orc.Bases[0]); !got.Near(from.Add(geom.V(0, -tc.moved))) {
				t.Errorf("at %v, want %v", got, from.Add(geom.V(0, -tc.moved)))
			}
			if got := status(orc, stConfused) == 1; got != tc.confused {
				t.Errorf("confused %v, want %v", got, tc.confused)
			}
			if !strings.Contains(eventText(evs), tc.wantInLog) {
				t.Errorf("events lack %q:\n%s", tc.wantInLog, eventText(evs))
			}
		})
	}
}

// Wounds remove an element for every full Hits (wme.md §8.5, [L1195-1199]),
// from an end of the line, the one nearest the shooter; a unit with no
// element left is destroyed.
func TestElementRemoval(t *testing.T) {
	s := newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, xbow(1)).
		unit("orc", 1, Infantry, 3, 84, 60, south, orcs(0)).
		unit("gob", 1, Infantry, 1, 100, 30, south, orcs(0)).state(t)
	s = toShooting(t, s)
	n, evs := apply(t, s, shoot("xb", "orc"), 6, 6, 6, 6)
	orc := mustUnit(t, &n, "orc")
	if strings.Join(orc.Bases, ",") != "orc.1,orc.2" {
		t.Errorf("bases left %v, want orc.1,orc.2 (orc.3, an end nearest the shooter, removed)", orc.Bases)
	}
	if _, ok := n.Base("orc.3"); ok {
		t.Error("orc.3 is still on the table")
	}
	if status(orc, stWounds) != 1 || status(orc, stShotWounds) != 4 {
		t.Errorf("wounds %d, shot wounds %d; want 1 left over of 4", status(orc, stWounds), status(orc, stShotWounds))
	}
	if !strings.Contains(eventText(evs), "orc lose an element, the 3rd stand") {
		t.Errorf("events:\n%s", eventText(evs))
	}
	// Eight wounds more on the two left: destroyed, the extra shots lost.
	w := newWorld().unit("xb", 0, Infantry, 3, 74, 80, north, xbow(3)).
		unit("orc", 1, Infantry, 2, 84, 60, south, orcs(0))
	s = toShooting(t, w.state(t))
	n, evs = apply(t, s, shoot("xb", "orc"), 6, 6, 6, 6, 6, 6, 6, 6, 6)
	orc = mustUnit(t, &n, "orc")
	if len(orc.Bases) != 0 || status(orc, stDestroyed) != 1 || status(orc, stWounds) != 0 {
		t.Errorf("after 9 wounds on 2 × 3 hits: bases %v status %v, want destroyed", orc.Bases, orc.Status)
	}
	if !strings.Contains(eventText(evs), "orc are destroyed") {
		t.Errorf("events:\n%s", eventText(evs))
	}
	if got := code((Rules{}).Check(&n, shoot("xb", "orc"))); got != "destroyed" {
		t.Errorf("shooting a destroyed unit: %q", got)
	}
	// The destroyed unit is not driven back; the phase ends, and with it
	// the battle: red has lost its only unit (wme.md §10.2, [L2232]).
	n, _ = apply(t, n, endPhaseBlue)
	if n.Phase != PhaseOver {
		t.Errorf("phase %s after the phase, want over (red routs)", n.Phase)
	}
}

// E8 (wme.md §15, [L1165-1169]): two defended elements and one in the
// open, six shooters: the open element is shot at first on 4+; once the
// first three have killed it, the other three need 5+.
func TestShootE8MixedCover(t *testing.T) {
	s := newWorld().unit("xb", 0, Infantry, 6, 70, 80, north, xbow(1)).
		unit("orc", 1, Infantry, 3, 84, 60, south, orcs(0)).
		feature("fen", "marsh", geom.V(78, 55), geom.V(92, 55), geom.V(92, 65), geom.V(78, 65)).state(t)
	s = toShooting(t, s)
	if p := protection(&s, mustUnit(t, &s, "orc"), mustBase(t, &s, "orc.3"), mustBase(t, &s, "xb.1")); p != Open {
		t.Fatalf("orc.3 is %s, want in the open", p)
	}
	if p := protection(&s, mustUnit(t, &s, "orc"), mustBase(t, &s, "orc.2"), mustBase(t, &s, "xb.1")); p != Defended {
		t.Fatalf("orc.2 is %s, want defended (marsh, [L1181])", p)
	}
	n, evs := apply(t, s, shoot("xb", "orc"), 4, 5, 6, 4, 5, 6)
	orc := mustUnit(t, &n, "orc")
	if strings.Join(orc.Bases, ",") != "orc.1,orc.2" {
		t.Errorf("bases left %v, want the open orc.3 removed first ([L1167])", orc.Bases)
	}
	if status(orc, stShotWounds) != 5 || status(orc, stWounds) != 2 {
		t.Errorf("shot wounds %d, wounds %d; want 3 at 4+ then 2 at 5+", status(orc, stShotWounds), status(orc, stWounds))
	}
	log := eventText(evs)
	if strings.Count(log, "1 dice need 4+") != 3 || !strings.Contains(log, "3 dice need 5+ (defended) [4][5][6] = 2 hits") {
		t.Errorf("want three shots at 4+ then three at 5+:\n%s", log)
	}
}

// Range (wme.md §8.1 [L1100]), zone of fire (§8.3 [L1104-1107], G6, G8),
// sight (§8.2, closed terrain [L956]) and line of fire (§8.3 [L1111-1121],
// E28: part of the front masked by a friend, or by the unit's own
// element).
func TestWhoMayShoot(t *testing.T) {
	for _, tc := range []struct {
		name  string
		build func(w *world)
		want  string
	}{
		{"in range", func(w *world) { w.unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)) }, ""},
		{"30 cm: in range", func(w *world) { w.unit("orc", 1, Infantry, 1, 80, 48, south, orcs(0)) }, ""},
		{"31 cm: out of range", func(w *world) { w.unit("orc", 1, Infantry, 1, 80, 47, south, orcs(0)) }, "range"},
		{"beyond the 45° ray", func(w *world) { w.unit("orc", 1, Infantry, 1, 100, 70, south, orcs(0)) }, "zone"},
		{"behind", func(w *world) { w.unit("orc", 1, Infantry, 1, 80, 90, south, orcs(0)) }, "zone"},
		{"hidden by a wood", func(w *world) {
			w.unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
				feature("wood", "wood", geom.V(70, 66), geom.V(90, 66), geom.V(90, 72), geom.V(70, 72))
		}, "sight"},
		{"seen over 2 cm of wood", func(w *world) {
			w.unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
				feature("wood", "wood", geom.V(70, 66), geom.V(90, 66), geom.V(90, 68), geom.V(70, 68))
		}, ""},
		{"E28: friend masks the left corner", func(w *world) {
			w.unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
				unit("halb", 0, Infantry, 1, 77, 76, north, nil)
		}, "line-of-fire"},
		{"E28: friend in contact beside does not mask", func(w *world) {
			w.unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
				unit("halb", 0, Infantry, 1, 76, 80, north, nil)
		}, ""},
		{"engaged target", func(w *world) {
			w.unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0)).
				unit("halb", 0, Infantry, 1, 80, 58, north, nil)
		}, "engaged-target"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(1))
			tc.build(w)
			s := toShooting(t, w.state(t))
			err := (Rules{}).Check(&s, shoot("xb", "orc"))
			if got := code(err); got != tc.want {
				t.Errorf("Check = %q (%v), want %q", got, err, tc.want)
			}
			offers := (Rules{}).Offers(&s, 0, []string{"xb.1"})
			if len(offers) != 2 || offers[1].Action.Kind != rules.KindEndPhase {
				t.Fatalf("Offers = %v, want one shot and the end of the phase", offers)
			}
			if (offers[0].Disabled == "") != (tc.want == "") {
				t.Errorf("offer %q disabled %q, want disabled: %v", offers[0].Label, offers[0].Disabled, tc.want != "")
			}
		})
	}
}

// An element masked by its own unit's element ahead of it cannot shoot
// (E28, [L1119]): the unit's elements cannot all shoot, so each shoots at
// its own nearest target (L1145), and the masked one not at all.
func TestOwnElementMasks(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 2, 80, 80, north, xbow(1)).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0))
	w.s.Table.Bases[len(w.s.Table.Bases)-2].Shape.Center = geom.V(80, 82) // xb.2 behind xb.1
	s := toShooting(t, w.state(t))
	if got := aimsAt(mustUnit(t, &s, "xb"), "orc"); strings.Join(got, ",") != "xb.1" {
		t.Fatalf("aims %v, want xb.1 only", got)
	}
	_, evs := apply(t, s, shoot("xb", "orc"), 3)
	if !strings.Contains(eventText(evs), "1 dice need 4+") {
		t.Errorf("events:\n%s", eventText(evs))
	}
}

// The unit must shoot at the nearest enemy unit it can shoot at (wme.md
// §8.4 [L1137]); one it cannot shoot at does not count, however near.
func TestNearestTarget(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(1)).
		unit("near", 1, Infantry, 1, 80, 66, south, orcs(0)).
		unit("far", 1, Infantry, 1, 95, 56, south, orcs(0))
	s := toShooting(t, w.state(t))
	if got := code((Rules{}).Check(&s, shoot("xb", "far"))); got != "nearest" {
		t.Errorf("shooting the farther unit: %q, want nearest", got)
	}
	if err := (Rules{}).Check(&s, shoot("xb", "near")); err != nil {
		t.Errorf("shooting the nearest: %v", err)
	}
	// A friend masking the near one: the far one is the target.
	w.unit("halb", 0, Infantry, 1, 77, 76, north, nil)
	s = toShooting(t, w.state(t))
	if err := (Rules{}).Check(&s, shoot("xb", "far")); err != nil {
		t.Errorf("shooting the far one past the masked near one: %v", err)
	}
	if got := code((Rules{}).Check(&s, shoot("xb", "near"))); got != "nearest" {
		t.Errorf("shooting the masked near one: %q, want nearest", got)
	}
	// Targets are fixed when the phase begins (L1141): killing the near
	// one does not free the others' shots.
	w = newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(1)).
		unit("xb2", 0, Infantry, 1, 90, 80, north, xbow(1)).
		unit("near", 1, Infantry, 1, 84, 66, south, map[string]float64{keyHits: 1}).
		unit("far", 1, Infantry, 1, 86, 56, south, orcs(0))
	s = toShooting(t, w.state(t))
	s, _ = apply(t, s, shoot("xb", "near"), 6)
	if got := code((Rules{}).Check(&s, shoot("xb2", "far"))); got != "nearest" {
		t.Errorf("after the near one is destroyed, xb2 at the far one: %q, want nearest", got)
	}
	if got := code((Rules{}).Check(&s, shoot("xb2", "near"))); got != "destroyed" {
		t.Errorf("xb2 at the destroyed one: %q, want destroyed", got)
	}
}

// Drive backs go directly away from the nearest shooter (G2: from the
// shooter's closest point to the target's), without turning ([L1215]).
func TestDriveBackDirection(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(1)).
		unit("orc", 1, Infantry, 1, 90, 65, south, orcs(0))
	s := toShooting(t, w.state(t))
	s, _ = apply(t, s, shoot("xb", "orc"), 4)
	from := mustBase(t, &s, "orc.1")
	s, _ = apply(t, s, endPhaseBlue, 3)
	dir := geom.V(88, 66).Sub(geom.V(82, 79)).Unit() // FR corner of xb.1 to the RR corner of orc.1
	got := mustBase(t, &s, "orc.1")
	if !got.Center.Near(from.Center.Add(dir.Scale(3))) || got.Facing != from.Facing {
		t.Errorf("driven to %v facing %g, want %v facing %g", got.Center, got.Facing, from.Center.Add(dir.Scale(3)), from.Facing)
	}
}

// Drive backs stop 1 cm short of an enemy (confused, [L1871]), at
// impassable terrain (confused, [L1867]), in contact with a friend that
// does not make way (confused, [L1883], A18); a unit within 1 cm of an
// enemy does not move closer.
func TestDriveBackStops(t *testing.T) {
	for _, tc := range []struct {
		name  string
		build func(w *world)
		want  float64 // cm moved
		gap   string  // unit whose distance to orc is checked
		dist  float64
	}{
		{"enemy 5 cm behind", func(w *world) { w.unit("halb", 0, Infantry, 1, 80, 53, north, nil) }, 4, "halb", 1},
		{"enemy 0.5 cm behind", func(w *world) { w.unit("halb", 0, Infantry, 1, 80, 57.5, north, nil) }, 0, "halb", 0.5},
		{"lake 3 cm behind", func(w *world) {
			w.feature("lake", "lake", geom.V(60, 50), geom.V(100, 50), geom.V(100, 56), geom.V(60, 56))
		}, 3, "", 0},
		// A friend that cannot make way (wme.md §9.10; [L1908-1910]: a
		// 2 cm pace cannot step aside 4 cm nor move back 6 cm).
		{"friend 3 cm behind that cannot make way", func(w *world) {
			w.unit("gob", 1, Infantry, 1, 80, 55, south, map[string]float64{keyMove: 2})
		}, 3, "gob", 0},
		{"nothing", func(w *world) {}, 9, "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(2)).
				unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0))
			tc.build(w)
			s := toShooting(t, w.state(t))
			s, _ = apply(t, s, shoot("xb", "orc"), 4, 4)
			s, evs := apply(t, s, endPhaseBlue, 4, 5)
			got := 60 - centre(t, &s, "orc.1").Y
			if math.Abs(got-tc.want) > 1e-4 {
				t.Errorf("moved %.4f cm, want %g:\n%s", got, tc.want, eventText(evs))
			}
			orc := mustUnit(t, &s, "orc")
			if want := tc.want < 9; (status(orc, stConfused) == 1) != want {
				t.Errorf("confused %v, want %v", status(orc, stConfused) == 1, want)
			}
			if tc.gap != "" {
				if d := unitDistance(&s, orc, mustUnit(t, &s, tc.gap)); math.Abs(d-tc.dist) > 1e-4 {
					t.Errorf("%s ends %.4f cm from %s, want %g", "orc", d, tc.gap, tc.dist)
				}
			}
		})
	}
}

// Left-over wounds are discarded at the end of the Shooting phase except
// on engaged units (wme.md §5 step d, [L1084], [L1201]).
func TestWoundsClearedAtEndOfPhase(t *testing.T) {
	w := newWorld().unit("halb", 0, Infantry, 1, 40, 60, north, nil).
		unit("fighting", 1, Infantry, 1, 40, 58, south, orcs(0)).
		unit("resting", 1, Infantry, 1, 120, 40, south, orcs(0))
	s := toShooting(t, w.state(t))
	mustUnit(t, &s, "fighting").SetStatus(stWounds, 2)
	mustUnit(t, &s, "resting").SetStatus(stWounds, 2)
	s, _ = apply(t, s, endPhaseBlue)
	if got := status(mustUnit(t, &s, "fighting"), stWounds); got != 2 {
		t.Errorf("engaged unit's wounds %d, want 2 kept", got)
	}
	if got := status(mustUnit(t, &s, "resting"), stWounds); got != 0 {
		t.Errorf("unengaged unit's wounds %d, want 0", got)
	}
}

// The shooting offer names the target, its distance and the dice
// (rules.Offerer); confused and engaged units cannot shoot ([L1833],
// [L1135]).
func TestShootOffers(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 3, 76, 80, north, xbow(1)).
		unit("orc", 1, Infantry, 3, 84, 60, south, orcs(0))
	w.s.Units[2].Name, w.s.Units[3].Name = "Crossbowmen", "Orc Warriors"
	s := toShooting(t, w.state(t))
	offers := (Rules{}).Offers(&s, 0, []string{"xb.2"})
	if len(offers) != 2 || offers[0].Label != "Crossbowmen shoot Orc Warriors (nearest, 18 cm, 3 dice at 4+)" || offers[0].Disabled != "" {
		t.Fatalf("Offers = %+v", offers)
	}
	if offers[1].Label != "End shooting" {
		t.Errorf("end offer %q, want End shooting", offers[1].Label)
	}
	if err := (Rules{}).Check(&s, offers[0].Action); err != nil {
		t.Errorf("the offer's action: %v", err)
	}
	c := s.Clone()
	mustUnit(t, &c, "xb").SetStatus(stConfused, 1)
	if got := code((Rules{}).Check(&c, offers[0].Action)); got != "confused" {
		t.Errorf("confused shooter: %q", got)
	}
	offers = (Rules{}).Offers(&c, 0, []string{"xb.2"})
	if offers[0].Disabled == "" {
		t.Errorf("confused shooter offered %q", offers[0].Label)
	}
	n, _ := apply(t, s, offers[0].Action, 1, 1, 1)
	offers = (Rules{}).Offers(&n, 0, []string{"xb.2"})
	if !strings.Contains(offers[0].Disabled, "already shot") {
		t.Errorf("after shooting: %+v", offers[0])
	}
	// Out of range: disabled with the reason.
	w = newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(1)).
		unit("orc", 1, Infantry, 1, 80, 40, south, orcs(0))
	s = toShooting(t, w.state(t))
	offers = (Rules{}).Offers(&s, 0, []string{"xb.1"})
	if !strings.Contains(offers[0].Disabled, "no enemy within xb's range of 30 cm (nearest: orc, 38.0 cm)") {
		t.Errorf("out of range: %+v", offers[0])
	}
	// Engaged shooter.
	w = newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(1)).
		unit("orc", 1, Infantry, 1, 80, 78, south, orcs(0))
	s = toShooting(t, w.state(t))
	if got := code((Rules{}).Check(&s, shoot("xb", "orc"))); got != "engaged" {
		t.Errorf("engaged shooter: %q", got)
	}
}

// Shooting is the phasing player's, in the Shooting phase only (wme.md §5).
func TestShootPhase(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 1, 80, 80, north, xbow(1)).
		unit("orc", 1, Infantry, 1, 80, 60, south, orcs(0))
	s := w.state(t)
	if got := code((Rules{}).Check(&s, shoot("xb", "orc"))); got != "phase" {
		t.Errorf("in the Orders sub-phase: %q", got)
	}
	s = toShooting(t, s)
	a := shoot("xb", "orc")
	a.Side = 1
	if got := code((Rules{}).Check(&s, a)); got != "turn" {
		t.Errorf("red shooting in blue's phase: %q", got)
	}
	if got := code((Rules{}).Check(&s, shoot("xb", "gen"))); got != "friend" {
		t.Errorf("at a friend: %q", got)
	}
	if got := code((Rules{}).Check(&s, shoot("xb", "ogen"))); got != "commander" {
		t.Errorf("at a commander: %q", got)
	}
}

func mustBase(t *testing.T, s *rules.State, id string) geom.Rect {
	t.Helper()
	b, ok := s.Base(id)
	if !ok {
		t.Fatalf("no base %s", id)
	}
	return b.Shape
}

// Artillery shoots along a strip as wide as its element, straight ahead
// (wme.md §8.3 [L1104], G8).
func TestArtilleryStrip(t *testing.T) {
	for _, tc := range []struct {
		x    float64
		want string
	}{{81.5, ""}, {84, "zone"}} {
		w := newWorld().unit("gun", 0, Artillery, 1, 80, 80, north, map[string]float64{keyShots: 2, keyRange: 40, keyHits: 2}).
			unit("orc", 1, Infantry, 1, tc.x, 65, south, orcs(0))
		s := toShooting(t, w.state(t))
		if got := code((Rules{}).Check(&s, shoot("gun", "orc"))); got != tc.want {
			t.Errorf("target at x = %g: %q, want %q", tc.x, got, tc.want)
		}
	}
}
