package bloodblades

import (
	"math"
	"testing"

	"plateau/rules"
)

// TestFleeThroughFriends is the flight's run through friends (bnb.md §9.8
// "Flee", G47 [L2290]): a friend §7.8 [L1468-1480] lets the fleeing base
// pass through does not stop it when it can end wholly beyond that friend
// (G32 [L1479]); any other friend stops it in contact (A34 (a)).
//
// Red Irr Ps(O) at y 30 facing south loses by 1 to a blue Irr Bd(O)
// (Bd 4 + D6 5 = 9 against Ps 2 + D6 6 = 8): it flees [L2197] — it
// recoils 2 cm to y 28, about-faces to the north and runs 3 MU (9 cm) to
// y 19 unless stopped. Its front edge is at y 27 after the recoil.
func TestFleeThroughFriends(t *testing.T) {
	for _, c := range []struct {
		name   string
		friend string  // a red base at (60, fy)
		fy     float64 // its centre's y
		facing float64 // its bearing
		wantY  float64 // the Ps's centre after the flight
		text   string  // in the flight's event
	}{
		{"Ps through Sp [L2290, L1472]", "Reg Sp(O)", 23, south, 19, "passing through friend"},
		{"Ps through Sp facing the same way as the fleer [L1477]", "Reg Sp(O)", 23, north, 19, "passing through friend"},
		{"Ps through Bd (the text names no exception)", "Irr Bd(O)", 23, south, 19, "passing through friend"},
		{"Ps stopped by Pk(I) [L1472]", "Reg Pk(I)", 23, south, 23 + 0.75 + 1, "stopped by friend (friend.1)"},
		{"Ps stopped by Sp facing east [L1477]", "Reg Sp(O)", 23, 90, 23 + 2 + 1, "stopped by friend (friend.1)"},
		{"Ps that cannot end beyond the Sp stops at it [L1479]", "Reg Sp(O)", 19.5, south, 19.5 + 0.75 + 1, "stopped by friend (friend.1)"},
	} {
		w := newWorld().unit("ps", 1, "Irr Ps(O)", 60, 30, south).front("bd", "Irr Bd(O)", "ps", 0).
			unit("friend", 1, c.friend, 60, c.fy, c.facing)
		s := w.combat(t)
		n, evs := apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "bd.1"}, 5, 6)
		ps := base(&n, "ps").Shape
		flight := ""
		for _, e := range evs {
			if e.Kind == "flee" {
				flight = e.Text
			}
		}
		if math.Abs(ps.Center.Y-c.wantY) > 1e-6 || math.Abs(ps.Center.X-60) > 1e-6 || !has(flight, c.text) {
			t.Errorf("%s: the Ps fled to %v, %q; want y %g, %q", c.name, ps.Center, flight, c.wantY, c.text)
		}
		if f := base(&n, "friend").Shape; f.Center.Y != c.fy {
			t.Errorf("%s: the friend moved to %v", c.name, f.Center)
		}
	}
}

// TestFleeThroughFriendsMounted: the mounted pass through Ps only when
// the whole move is in GGo [L1474]. The run of a red Irr Cv(O) (3 cm
// deep) at y 30, a red Ps 6 cm ahead of it, is made directly (G47 step
// 3): the Cv goes its 4 MU (12 cm) in the open; the run over bushes is
// not wholly in GGo, so the Ps stops it in contact.
func TestFleeThroughFriendsMounted(t *testing.T) {
	for _, c := range []struct {
		name  string
		world func(w *world)
		wantY float64
	}{
		{"Cv through Ps in GGo [L1474]", func(w *world) {}, 30 - 12},
		{"Cv stopped by Ps over bushes [L1474]", func(w *world) { w.rect("b", "bushes", 40, 10, 80, 22) }, 24 + 1 + 1.5},
	} {
		w := newWorld().unit("cv", 1, "Irr Cv(O)", 60, 30, north).unit("ps", 1, "Irr Ps(O)", 60, 24, north)
		c.world(w)
		s := w.combat(t)
		cp := s.Clone()
		m := newInduced(mustConfig(t, &cp), &cp, closeCombat(&cp))
		b := mustBase(&cp, "cv.1")
		b.Shape.Facing += math.Pi // run faces it about: start it facing south
		m.run("cv.1")
		if got := base(&cp, "cv").Shape.Center.Y; math.Abs(got-c.wantY) > 1e-6 {
			t.Errorf("%s: the Cv fled to y %g, want %g; %v", c.name, got, c.wantY, m.evs)
		}
	}
}
