package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// facing fails the test unless base id faces want.
func facing(t *testing.T, s *rules.State, id string, want float64) {
	t.Helper()
	b, ok := s.Base(id)
	if !ok {
		t.Fatalf("no base %s", id)
	}
	if math.Abs(geom.NormAngle(b.Shape.Facing-want)) > geom.AngleEps {
		t.Errorf("%s faces %.1f°, want %.1f°", id, geom.Bearing(b.Shape.Facing), geom.Bearing(want))
	}
}

// Basic pursuit re-forms the pursuer (wme.md §9.9; [L1586-1590]): blue,
// a column of two, beats red (3 hits and 1 support to nothing) and red
// retreats 4 cm. bl.1 has red straight ahead and moves 4 cm into
// contact; bl.2, behind it, has its own element ahead, not the enemy, so
// the rules place it: beside bl.1, its front against red.2 (the battle
// line's rule, [L796]). The second round counts both elements with +2
// each: +1 pursuing and +1 for the full 3 cm of the 4 cm retreat
// ([L1354-1355], A8): 2 × (3 + 2) = 10 dice.
func TestBasicPursuitReformsTheColumn(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 1, 80, 62, north, fighters(3, 9, 0)).
		base("bl", "bl.2", 80, 64, north).
		unit("rd", 1, Infantry, 2, 82, 60, south, fighters(3, 9, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 3), dd(1, 6))...)
	contains(t, evs, "Result: Blue 4 (3 + 1 support), Red 0", "rd retreat 4 cm")
	n, evs := applyPure(t, s, choose(KindPursue, 0, "bl", "rd"))
	contains(t, evs, "bl pursue rd straight ahead, 4.0 cm, 1 other element placed in formation (L1590): +2 attacks against them")
	near(t, &n, "bl.1", 80, 58)
	near(t, &n, "bl.2", 76, 58)
	facing(t, &n, "bl.2", north)
	_, evs = applyPure(t, n, fight(0, "rd"), cat(dd(6, 1, 1, 9), dd(1, 6))...)
	contains(t, evs, "Combat: bl against rd, round 2", "bl attack rd: 10 dice need 4+ (+1 pursuing, +1 per full 3 cm of pursuit)")
}

// pursuedWorld: blue bl (two elements) fights red rd (one element) with bs
// exactly behind it in support ([L1440]); rd has 9 Hits, so the 6 hits of
// the first round only drive it back: it loses 8 to 0 (6 wounds + 2
// supports) and retreats 8 cm.
func pursuedWorld(t *testing.T) rules.State {
	w := newWorld().unit("bl", 0, Infantry, 2, 80, 62, north, fighters(3, 9, 0)).
		unit("bs", 0, Infantry, 2, 80, 64, north, fighters(3, 9, 0)).
		unit("rd", 1, Infantry, 1, 82, 60, south, fighters(3, 9, 0))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 6), dd(1, 3))...)
	contains(t, evs, "Result: Blue 8 (6 + 2 supports), Red 0", "rd retreat 8 cm", "bl, bs may hold, pursue or fall back")
	return s
}

// Support pursuit (wme.md §9.9; [L1639-1657], [L1572]): bs, behind bl,
// cannot see the retreating unit. It may not choose before bl, which
// sees it ([L1572]). Once bl has pursued 8 cm straight ahead, bs pursues
// in support: bs.1 moves 8 cm straight ahead to stand exactly behind
// bl.1, fighting to its front, and bs.2 is placed behind bl.2; no element
// touches the enemy. In the second round both count as supports.
func TestSupportPursuit(t *testing.T) {
	s := pursuedWorld(t)
	if got := code((Rules{}).Check(&s, choose(KindPursue, 0, "bs", "rd"))); got != "pursuit-order" {
		t.Errorf("bs pursuing before bl: %q, want pursuit-order (L1572)", got)
	}
	n, evs := applyPure(t, s, choose(KindPursue, 0, "bl", "rd"))
	contains(t, evs, "bl pursue rd straight ahead, 8.0 cm: +3 attacks against them")
	labels, disabled := offerLabels(&n, 0)
	if got := strings.Join(labels, "|"); !strings.Contains(got, "bs: Pursue rd in support of bl") || disabled["bs: Pursue rd in support of bl"] != "" {
		t.Errorf("offers %q (disabled %v): want bs's support pursuit", got, disabled)
	}
	n, evs = applyPure(t, n, choose(KindPursue, 0, "bs", "rd"))
	contains(t, evs, "bs pursue rd in support of bl, 2 elements behind or beside its fighting elements")
	for id, y := range map[string]float64{"bl.1": 54, "bl.2": 54, "bs.1": 56, "bs.2": 56} {
		x := 80.0
		if strings.HasSuffix(id, ".2") {
			x = 84
		}
		near(t, &n, id, x, y)
	}
	_, evs = applyPure(t, n, fight(0, "rd"), dd(1, 2*(3+3)+3)...)
	contains(t, evs, "bl attack rd: 12 dice need 4+", "Result: Blue 2 (0 + 2 supports), Red 0")
}

// A support pursuit needs a friend fighting to its front ([L1645]): when
// bl holds, bs, which cannot see rd, has nobody to support and must hold
// or fall back ([L1564]); the refusal names the rule.
func TestSupportPursuitNeedsAFightingFriend(t *testing.T) {
	s := pursuedWorld(t)
	n, _ := applyPure(t, s, choose(KindHold, 0, "bl", ""))
	err := (Rules{}).Check(&n, choose(KindPursue, 0, "bs", "rd"))
	if code(err) != "no-pursuit" || !strings.Contains(err.Error(), "[L1645]") || !strings.Contains(err.Error(), "bs cannot see rd") {
		t.Errorf("bs pursuing alone: %v; want no-pursuit citing L1645", err)
	}
}

// Pursuit inside closed terrain ([L1707]): bl and rd fight in a wood
// (defended, 5+ to hit); rd retreats 6 cm deeper into it, beyond the 2 cm
// one sees in a wood, yet bl pursues straight into contact, as pursuers
// there are deemed to see the units that retreated.
func TestPursuitInsideClosedTerrain(t *testing.T) {
	w := newWorld().unit("bl", 0, Infantry, 1, 80, 62, north, fighters(6, 9, 0)).
		unit("rd", 1, Infantry, 1, 80, 60, south, fighters(3, 9, 0)).
		feature("wood", "wood", geom.V(60, 40), geom.V(100, 40), geom.V(100, 70), geom.V(60, 70))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "rd"), cat(dd(6, 6), dd(1, 3))...)
	contains(t, evs, "bl attack rd: 6 dice need 5+", "rd retreat 6 cm")
	bl, _ := s.Base("bl.1")
	rd, _ := s.Base("rd.1")
	if sees(&s, bl.Shape, rd.Shape) {
		t.Fatal("bl sees rd 6 cm into the wood: the test needs it not to")
	}
	n, evs := applyPure(t, s, choose(KindPursue, 0, "bl", "rd"))
	contains(t, evs, "bl pursue rd straight ahead, 6.0 cm: +3 attacks against them")
	near(t, &n, "bl.1", 80, 56)
}

// Pursuing a fortified enemy ([L1711-1715]): the pursuit is resolved
// normally, the pursuers passing the wall between them: infantry that
// stormed the ramparts pursues the beaten orcs straight ahead across the
// city wall. The rule that fortified infantry never pursues ([L1561])
// still holds the orcs on their walls when they beat the stormers back
// (who came out in the open, [L1366]).
func TestPursueFromTheWalls(t *testing.T) {
	tests := []struct {
		name        string
		dice        []int
		side        int
		unit, enemy string
		want        string // in the pursuit's event, or the refusal's rule
	}{
		{"the stormers pursue the beaten orcs", cat(dd(1, 9), dd(6, 6), dd(1, 12)), 0, "blue", "orc",
			"blue pursue orc straight ahead, 6.0 cm: +3 attacks against them"},
		{"the orcs on their walls do not pursue", cat(dd(6, 3), dd(1, 6), dd(1, 18)), 1, "orc", "blue", "[L1561]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := ordered2(t, siegeWorld("city-wall", 3, 9).state(t), "blue")
			s, _ = apply(t, s, chargeAction("blue", "orc"))
			s, _ = applyPure(t, toCombat(t, s), fight(0, "orc"), tc.dice...)
			a := choose(KindPursue, tc.side, tc.unit, tc.enemy)
			if err := (Rules{}).Check(&s, a); err != nil {
				if !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("pursuit refused: %v, want %q", err, tc.want)
				}
				return
			}
			_, evs := applyPure(t, s, a)
			contains(t, evs, tc.want)
		})
	}
}

// Pursuers of a fortified enemy are deemed to see beyond its barrier
// ([L1715]): beaten by 12, the orcs retreat from the high wall up a hill
// and over its crest, out of blue's sight (a crest blocks it, [L1042]);
// blue pursues them into contact all the same, 12 cm straight ahead.
func TestPursuersSeeBeyondTheBarrier(t *testing.T) {
	w := siegeWorld("high-wall", 3, 13).
		feature("hill", "hill", geom.V(40, 57), geom.V(50, 50), geom.V(70, 50), geom.V(80, 57), geom.V(70, 64), geom.V(50, 64))
	s, _ := stormed(t, w, 12)
	orc := mustUnit(t, &s, "orc")
	for _, r := range rects(&s, mustUnit(t, &s, "blue")) {
		for _, o := range rects(&s, orc) {
			if sees(&s, r, o) {
				t.Fatal("blue sees the orcs beyond the crest: the test needs it not to")
			}
		}
	}
	n, evs := applyPure(t, s, choose(KindPursue, 0, "blue", "orc"))
	contains(t, evs, "blue pursue orc straight ahead, 12.0 cm: +5 attacks against them")
	near(t, &n, "blue.1", 52, 56)
}

// Pursuers pass any barrier between them and their enemies ([L1715]),
// whatever their type: flying cavalry in column, grounded in the Combat
// phase ([L2161]) where a high wall stops cavalry ([L984]), beat orcs
// fortified behind the wall, which retreat 3 cm. harpies.1, at the wall,
// pursues straight ahead; the rules then place harpies.2, behind it and
// clear of the wall, beside it with its front against the orcs
// ([L1590], [L796]): across the wall.
func TestPursuersPassTheBarrier(t *testing.T) {
	w := newWorld().unit("harpies", 0, Cavalry, 1, 53, 69, north, with(fighters(3, 3, 0), keyFly)).
		base("harpies", "harpies.2", 53, 73, north).
		unit("orc", 1, Infantry, 2, 56, 66, south, fighters(3, 9, 0))
	w.s.Table.Features = append(w.s.Table.Features, featureLine("wall", "high-wall", geom.V(40, 67.5), geom.V(80, 67.5)))
	s := toCombat(t, w.state(t))
	s, evs := applyPure(t, s, fight(0, "orc"), cat(dd(6, 3), dd(1, 6))...)
	contains(t, evs, "harpies attack orc: 3 dice need 6+", "orc retreat 3 cm")
	h2, _ := s.Base("harpies.2")
	if !blocksEntering(&s, mustUnit(t, &s, "harpies"), h2.Shape)(&s.Table.Features[0]) {
		t.Fatal("the wall does not stop harpies.2: the test needs it to")
	}
	n, evs := applyPure(t, s, choose(KindPursue, 0, "harpies", "orc"))
	contains(t, evs, "harpies pursue orc straight ahead, 3.0 cm, 1 other element placed in formation")
	near(t, &n, "harpies.1", 53, 66)
	if c := centre(t, &n, "harpies.2"); c.Y != 66 {
		t.Errorf("harpies.2 at %v: want it beside harpies.1, its front against the orcs across the wall (y 66)", c)
	}
}
