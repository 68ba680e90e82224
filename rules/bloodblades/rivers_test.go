package bloodblades

import (
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
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
