package bloodblades

import (
	"fmt"
	"math"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// river adds a river 3 cm (1 MU, RGo [L846]) wide flowing along y = 40,
// its banks at y 38.5 and 41.5: crossing it straight is going north or
// south (G36).
func (w *world) river() *world {
	return w.line("rv", "river", 3, geom.V(0, 40), geom.V(120, 40))
}

// TestRiverCrossing is §4.2 [L844-850], G36: a river is crossed at 45°
// at most from the perpendicular to its flow, in a move as in a move into
// contact [L850]; a wader only goes straight ahead or back [L848]. A blue
// Reg Ax(O) (2 cm deep, 3 MU) starts 2 cm south of the south bank.
func TestRiverCrossing(t *testing.T) {
	for _, c := range []struct {
		name  string
		a     [3]float64 // x, y, bearing
		enemy bool       // a red Sp across the river, north of it
		move  func(s *rules.State) rules.Action
		want  string
	}{
		{name: "straight across [L844]", a: [3]float64{60, 44.5, north},
			move: func(s *rules.State) rules.Action { return ahead(s, "a", 4) }},
		{name: "40° from the perpendicular [L844]", a: [3]float64{60, 44.5, 40},
			move: func(s *rules.State) rules.Action { return ahead(s, "a", 4) }},
		{name: "50° from the perpendicular [L844]", a: [3]float64{60, 44.5, 50},
			move: func(s *rules.State) rules.Action { return ahead(s, "a", 4) }, want: "river-angle"},
		{name: "along the bank, out of the water", a: [3]float64{60, 44.5, 90},
			move: func(s *rules.State) rules.Action { return ahead(s, "a", 4) }},
		{name: "a wader pivots [L848]", a: [3]float64{60, 40, north},
			move: func(s *rules.State) rules.Action { return wheel(s, "a", 20, 0) }, want: "wader"},
		{name: "a wader goes straight back [L848]", a: [3]float64{60, 40, north},
			move: func(s *rules.State) rules.Action { return ahead(s, "a", -3) }},
		{name: "into contact across the river at 50° [L850]", a: [3]float64{60, 44.5, 50}, enemy: true,
			move: func(s *rules.State) rules.Action { return ahead(s, "a", 9) }, want: "river-angle"},
	} {
		w := newWorld().genNear().river().unit("a", 0, "Reg Ax(O)", c.a[0], c.a[1], c.a[2])
		if c.enemy {
			// z faces a, its front edge 9 cm ahead of a's along a's facing.
			f := geom.Dir(geom.FromBearing(c.a[2]))
			zc := geom.V(c.a[0], c.a[1]).Add(f.Scale(1 + 9 + 0.75))
			w.unit("z", 1, "Reg Sp(O)", zc.X, zc.Y, c.a[2]+180)
		}
		s := w.ready(t, 6)
		err := Rules{}.Check(&s, c.move(&s))
		if got := code(err); got != c.want {
			t.Errorf("%s: Check = %q (%v), want %q", c.name, got, err, c.want)
		}
	}
}

// TestRiverRecoil is G36 in recoils [L844, L2245]: a base recoiling into
// a river it would cross at more than 45° stops at its edge (an
// incomplete recoil); straight across, it recoils the whole way. The
// blue Ax(O), 2 cm deep, centred 2.5 cm south of the river's south
// bank, faces away from it and recoils into it.
func TestRiverRecoil(t *testing.T) {
	for _, c := range []struct {
		bearing float64
		full    bool
	}{{south, true}, {south + 30, true}, {south + 60, false}} {
		s := newWorld().genNear().river().unit("a", 0, "Reg Ax(O)", 60, 44, c.bearing).ready(t, 6)
		cfg, _ := ConfigOf(s.Settings)
		full, why := fullRecoil(cfg, &s, closeCombat(&s), "a.1")
		if full != c.full {
			t.Errorf("recoil facing %.0f: full %v (%s), want %v", c.bearing, full, why, c.full)
		}
	}
}

// TestWaderFlees is [L848]: a wader that must flee is spent instead; out
// of the river it flees.
func TestWaderFlees(t *testing.T) {
	for _, c := range []struct {
		y     float64
		spent bool
	}{{40, true}, {50, false}} {
		s := newWorld().genNear().river().unit("a", 0, "Reg Ax(O)", 60, c.y, north).ready(t, 6)
		cfg, _ := ConfigOf(s.Settings)
		m := newInduced(cfg, &s, closeCombat(&s))
		m.flee("a.1")
		_, still := s.Base("a.1")
		if spent := !still && mustUnit(&s, "a").Status[stLost] == lostSpent; spent != c.spent {
			t.Errorf("a at y %.0f flees: spent %v, want %v (%v)", c.y, spent, c.spent, m.evs)
		}
	}
}

// TestRiverFollowing is G37 [L1599]: a move that follows a river bank,
// every pose less than a quarter base width (1 cm) from the river, counts
// as straight ahead for the PIGs: an Irr Bd(O) (2 MU, 6 cm) facing east
// goes 5.7 cm ahead then slides 0.3 cm, its full allowance, and pays no
// C6 [L1357] along the bank, but does 10 cm from it (both pay 1 move
// and C7, a distant move by an Irr base).
func TestRiverFollowing(t *testing.T) {
	for _, c := range []struct {
		y    float64
		want int
	}{{41.5 + 0.75 + 0.5, 2}, {52, 3}} {
		s := newWorld().genNear().river().unit("b", 0, "Irr Bd(O)", 60, c.y, 90).ready(t, 6)
		a := path(&s, "b", [3]float64{0, 5.7, 0}, [3]float64{0.3, 0, 0})
		cost, err := Rules{}.Cost(&s, a)
		if err != nil || cost.Total != c.want {
			t.Errorf("Bd at y %.2f: Cost = %v (%v), want %d PIGs", c.y, cost, err, c.want)
		}
	}
}

// pair adds blue Reg Ax(O) a and b side by side (a on the left), their
// line centred at (x, y) and facing bearing: a group (G19).
func (w *world) pair(x, y, bearing float64) *world {
	right := geom.Rect{Facing: geom.FromBearing(bearing)}.RightDir().Scale(2)
	return w.unit("a", 0, "Reg Ax(O)", x-right.X, y-right.Y, bearing).
		unit("b", 0, "Reg Ax(O)", x+right.X, y+right.Y, bearing)
}

// TestRiverGroupMoves is G36 [L844, L848] for every base of a group or
// column move: two Reg Ax(O) (3 MU = 9 cm) side by side, or one behind
// the other, south of the river or in it.
func TestRiverGroupMoves(t *testing.T) {
	ab := ids("a", "b")
	for _, c := range []struct {
		name  string
		build func(w *world)
		move  func(s *rules.State) rules.Action
		want  string
	}{
		{name: "a line straight across [L844]", build: func(w *world) { w.pair(60, 45, north) },
			move: func(s *rules.State) rules.Action { return gmove(s, []string{"a", "b"}, ahd(6)) }},
		{name: "a line 40° from the perpendicular [L844]", build: func(w *world) { w.pair(60, 47, 40) },
			move: func(s *rules.State) rules.Action { return gmove(s, []string{"a", "b"}, ahd(6)) }},
		{name: "a line 50° from the perpendicular [L844]", build: func(w *world) { w.pair(60, 47, 50) },
			move: func(s *rules.State) rules.Action { return gmove(s, []string{"a", "b"}, ahd(6)) }, want: "river-angle"},
		{name: "a wading line goes on straight ahead [L848]", build: func(w *world) { w.pair(60, 40, north) },
			move: func(s *rules.State) rules.Action { return gmove(s, []string{"a", "b"}, ahd(5)) }},
		{name: "a wading line pivots [L848]", build: func(w *world) { w.pair(60, 40, north) },
			move: func(s *rules.State) rules.Action { return gmove(s, []string{"a", "b"}, pvl(10)) }, want: "wader"},
		{name: "a wading line about-faces [L848]", build: func(w *world) { w.pair(60, 40, north) },
			move: func(s *rules.State) rules.Action { return gmove(s, []string{"a", "b"}, about()) }, want: "wader"},
		{name: "a line pivots into the river [L848]", build: func(w *world) { w.pair(60, 43.6, north) },
			move: func(s *rules.State) rules.Action { return gmove(s, []string{"a", "b"}, pvr(30)) }, want: "wader"},
		{name: "a column's head pivots in the river [L848, L1532]", build: func(w *world) {
			w.unit("a", 0, "Reg Ax(O)", 60, 40, north).unit("b", 0, "Reg Ax(O)", 60, 42, north)
		}, move: func(s *rules.State) rules.Action {
			return ColumnFollow(s, 0, ab, headSteps(mustBase(s, ab[0]).Shape, pr(30), fw(2)))
		}, want: "wader"},
		{name: "a column follows its head across [L844, L1532]", build: func(w *world) {
			w.unit("a", 0, "Reg Ax(O)", 60, 45, north).unit("b", 0, "Reg Ax(O)", 60, 47, north)
		}, move: func(s *rules.State) rules.Action {
			return ColumnFollow(s, 0, ab, headSteps(mustBase(s, ab[0]).Shape, fw(6)))
		}},
	} {
		w := newWorld().genNear().river()
		c.build(w)
		s := w.ready(t, 6)
		err := Rules{}.Check(&s, c.move(&s))
		if got := code(err); got != c.want {
			t.Errorf("%s: Check = %q (%v), want %q", c.name, got, err, c.want)
		}
	}
}

// TestRiverGroupFollowing is G37 [L1599] for a group: a column of two
// Irr Bd(O) (2 MU = 6 cm, 4 cm wide, 1.5 cm deep) facing east along the
// south bank, 0.5 cm from it, pivots left 2° (an arc of 0.14 cm) and
// goes ahead the rest of its allowance, every base staying within a
// quarter base width (1 cm) of the river: straight ahead for the PIGs
// (no C6 [L1357]); 10 cm from the bank it pays C6.
func TestRiverGroupFollowing(t *testing.T) {
	arc := 4 * geom.Rad(2)
	for _, c := range []struct {
		y      float64
		follow bool
	}{{41.5 + 2.5, true}, {52, false}} {
		s := newWorld().genNear().river().
			unit("h", 0, "Irr Bd(O)", 60, c.y, 90).unit("t", 0, "Irr Bd(O)", 58.5, c.y, 90).ready(t, 6)
		a := gmove(&s, []string{"h", "t"}, pvl(2), ahd(6-arc))
		cost, err := Rules{}.Cost(&s, a)
		if err != nil {
			t.Fatalf("y %.1f: Cost: %v", c.y, err)
		}
		if err := (Rules{}).Check(&s, a); err != nil {
			t.Errorf("y %.1f: Check = %v, want nil", c.y, err)
		}
		if got := !cost.has("C6"); got != c.follow {
			t.Errorf("y %.1f: Cost = %v: straight ahead for the PIGs %v, want %v", c.y, cost, got, c.follow)
		}
	}
}

// TestRiverPursuit is G36 in pursuits [L844, L2302]: a Reg Ax(O) (2 cm
// deep: it pursues 2 cm, A25) 0.5 cm short of the river goes in facing
// it square or at 30°, and stops at its edge at 60°.
func TestRiverPursuit(t *testing.T) {
	for _, c := range []struct {
		bearing float64
		full    bool
	}{{north, true}, {30, true}, {60, false}} {
		// The centre that puts the northmost front corner 0.5 cm south of
		// the bank (north is -y).
		r := geom.Rect{Facing: geom.FromBearing(c.bearing), Width: 4, Depth: 2}
		y := 41.5 + 0.5 - math.Min(r.CornerAt(geom.FL).Y, r.CornerAt(geom.FR).Y)
		s := newWorld().genNear().river().unit("a", 0, "Reg Ax(O)", 60, y, c.bearing).ready(t, 6)
		cfg, _ := ConfigOf(s.Settings)
		before := base(&s, "a").Shape.Center
		m := newInduced(cfg, &s, closeCombat(&s))
		m.pursue("a.1")
		moved := base(&s, "a").Shape.Center.Dist(before)
		if full := math.Abs(moved-2) < 1e-6; full != c.full {
			t.Errorf("pursuit facing %.0f°: moved %.3f cm, full %v, want %v (%v)", c.bearing, moved, full, c.full, m.evs)
		}
	}
}

// TestRiverFlight is G36 and [L848] in flights (G47 [L2286-2290]): a
// Reg Ax(O) (2 cm deep, 3 MU) south of the river faces away from it, so
// that its flight (recoil 2 cm, about-face, run) goes north into it. Its
// rear edge 1.5 cm short of the bank, the recoil takes it into the river:
// it cannot about-face there and is spent [L848]. From farther off it
// runs into the river square, or stops at its edge at 60°.
func TestRiverFlight(t *testing.T) {
	for _, c := range []struct {
		name    string
		y       float64
		bearing float64
		want    string // "spent", "wading", "at the edge"
	}{
		{"recoiled into the river: spent [L848]", 44, south, "spent"},
		{"runs across square [L844]", 50, south, "wading"},
		{"runs at 60°: stops at the edge [L844]", 50, south + 60, "at the edge"},
	} {
		s := newWorld().genNear().river().unit("a", 0, "Reg Ax(O)", 60, c.y, c.bearing).ready(t, 6)
		cfg, _ := ConfigOf(s.Settings)
		m := newInduced(cfg, &s, closeCombat(&s))
		m.flee("a.1")
		got := "spent"
		if b, still := s.Base("a.1"); still {
			got = "at the edge"
			if wader(&s, b.Shape) {
				got = "wading"
			} else if d := table.FeatureDistance(b.Shape, &s.Table.Features[0]); d > 0.01 {
				got = "short of the river"
			}
		} else if mustUnit(&s, "a").Status[stLost] != lostSpent {
			got = "destroyed"
		}
		if got != c.want {
			t.Errorf("%s: the Ax ends %s, want %s (%v)", c.name, got, c.want, m.evs)
		}
	}
}

// file adds blue Reg Ax(O) a centred at (x, y) facing bearing, and b
// behind it, 1 cm to its right: a pack (G22), no group.
func (w *world) file(x, y, bearing float64) *world {
	r := geom.Rect{Facing: geom.FromBearing(bearing), Width: 4, Depth: 2}
	back, right := r.Forward().Scale(-2), r.RightDir()
	return w.unit("a", 0, "Reg Ax(O)", x, y, bearing).
		unit("b", 0, "Reg Ax(O)", x+back.X+right.X, y+back.Y+right.Y, bearing)
}

// TestRiverPacks is G36 [L844, L848] in the pack moves the rules make
// (§7.7): straight ahead at full speed [L1651], the pack's front base
// goes into the river square, and stops at its edge at 60°; ordered into
// a group [L1657], a base closing up sideways behind its leader does not
// slide while wading.
func TestRiverPacks(t *testing.T) {
	for _, c := range []struct {
		name    string
		y       float64
		bearing float64
		group   bool
		want    string // where a ends straight ahead, or how far b slides
	}{
		{"ahead, square [L844]", 50, north, false, "wading"},
		{"ahead at 60° [L844]", 47, 60, false, "at the edge"},
		{"into a group, out of the river", 50, north, true, "slides 1 cm"},
		{"into a group, wading [L848]", 40, north, true, "slides 0 cm"},
	} {
		s := newWorld().genNear().river().file(60, c.y, c.bearing).ready(t, 6)
		var got string
		if c.group {
			a := PackIntoGroupAction(&s, 0, ids("a", "b"), "a.1")
			for _, m := range a.Moves {
				if m.Base == "b.1" {
					got = fmt.Sprintf("slides %.0f cm", m.Path.End().Pos.Dist(m.Path[0].Pos))
				}
			}
		} else {
			n, _ := apply(t, s, PackAheadAction(&s, 0, ids("a", "b")))
			r := base(&n, "a").Shape
			switch {
			case wader(&n, r):
				got = "wading"
			case table.FeatureDistance(r, &n.Table.Features[0]) <= 0.01:
				got = "at the edge"
			default:
				got = "short of the river"
			}
		}
		if got != c.want {
			t.Errorf("%s: a pack's base %s, want %s", c.name, got, c.want)
		}
	}
}

// TestRiverConform is §4.2 in a conforming base's move [L848, L1685]: a
// group of two Ax contacts an isolated red Sp, which conforms to ax1 by
// a 1 cm slide left (as in TestConform); the end of a river (flowing
// north, 2.4 cm wide, its east bank at x 26.2) there would have it slide
// into the water, which a wader may not do, so it stays.
func TestRiverConform(t *testing.T) {
	for _, c := range []struct {
		river bool
		want  pose
		text  string
	}{
		{false, pose{28, 40, 180}, "conforms to ax1"},
		{true, pose{29, 40, 180}, "cannot conform to ax1 (Reg Ax(O)): sp (Reg Sp(O)) would be in"},
	} {
		w := newWorld().genNear()
		if c.river {
			w.line("rv", "river", 2.4, geom.V(25, 5), geom.V(25, 39.6))
		}
		w.unit("ax1", 0, "Reg Ax(O)", 28, 44, north).unit("ax2", 0, "Reg Ax(O)", 32, 44, north)
		w.unit("sp", 1, "Reg Sp(O)", 29, 40, south)
		s := w.ready(t, 6)
		n, evs := apply(t, s, intoContact(t, &s, "ax1", "ax2"))
		log := logOf(evs)
		checkPoses(t, &n, map[string]pose{"sp": c.want}, log)
		if !has(log, c.text) {
			t.Errorf("river %v: events lack %q:\n%s", c.river, c.text, log)
		}
	}
}

// TestRiverGiveWay is [L1750] with [L848]: a friend in an impetuous
// Wb's or HCh's way, wading, must flee to make way (it cannot recoil the
// whole way, the Wb behind it; or the impetuous base is mounted), and is
// spent instead, like any fleeing wader.
func TestRiverGiveWay(t *testing.T) {
	for _, c := range []struct {
		mover  string
		axFace float64
		axX    float64
	}{{"Irr Wb(O)", north, 30}, {"Irr HCh(O)", 270, 32.5}} {
		w := newWorld().genNear().line("rv", "river", 3, geom.V(0, 45), geom.V(120, 45))
		w.unit("imp", 0, c.mover, 30, 50, north).unit("ax", 0, "Reg Ax(O)", c.axX, 45, c.axFace)
		s := w.ready(t, 6)
		n, evs := apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
		log := logOf(evs)
		if _, still := n.Base("ax.1"); still || mustUnit(&n, "ax").Status[stLost] != lostSpent {
			t.Errorf("%s: the wading Ax is not spent:\n%s", c.mover, log)
		}
		if !has(log, "a wader that must flee is spent instead [L848]") {
			t.Errorf("%s: events lack the spent wader:\n%s", c.mover, log)
		}
	}
}
