package bloodblades

import (
	"math"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// TestFleeThroughFriends is the flight's run through friends (bnb.md §9.8
// "Flee", G47 [L2290]): a friend §7.8 [L1468-1480] lets the fleeing base
// pass through does not stop it when it can end wholly beyond that friend
// (G32 [L1479]); any other friend is agglomerated behind it (A34 (b)):
// the base runs its full allowance and the friend stands directly behind
// its rear edge, keeping its own facing.
//
// Red Irr Ps(O) (2 cm deep) at y 30 facing south loses by 1 to a blue
// Irr Bd(O) (Bd 4 + D6 5 = 9 against Ps 2 + D6 6 = 8): it flees [L2197]
// — it recoils 2 cm to y 28, about-faces to the north and runs 3 MU
// (9 cm) to y 19, its rear edge then at y 20.
func TestFleeThroughFriends(t *testing.T) {
	for _, c := range []struct {
		name    string
		friend  string  // a red base at (60, fy)
		fy      float64 // its centre's y
		facing  float64 // its bearing
		friendY float64 // its centre's y after the flight
		text    string  // in the flight's event
	}{
		{"Ps through Sp [L2290, L1472]", "Reg Sp(O)", 23, south, 23, "passing through friend"},
		{"Ps through Sp facing the same way as the fleer [L1477]", "Reg Sp(O)", 23, north, 23, "passing through friend"},
		{"Ps through Bd (the text names no exception)", "Irr Bd(O)", 23, south, 23, "passing through friend"},
		{"Pk(I) agglomerated behind the Ps [L1472, L2290]", "Reg Pk(I)", 23, south, 20 + 0.75, "friend (Reg Pk(I)) agglomerated behind it"},
		{"Sp facing east agglomerated, its width along the file [L1477, L2290]", "Reg Sp(O)", 23, 90, 20 + 2, "friend (Reg Sp(O)) agglomerated behind it"},
		{"Sp the Ps cannot end beyond, agglomerated [L1479, L2290]", "Reg Sp(O)", 19.5, south, 20 + 0.75, "friend (Reg Sp(O)) agglomerated behind it"},
	} {
		w := newWorld().unit("ps", 1, "Irr Ps(O)", 60, 30, south).front("bd", "Irr Bd(O)", "ps", 0).
			unit("friend", 1, c.friend, 60, c.fy, c.facing)
		s := w.combat(t)
		n, evs := apply(t, s, rules.Action{Kind: KindFight, Side: 0, Target: "bd.1"}, 5, 6)
		ps := base(&n, "ps").Shape
		flight := eventText(evs, "flee")
		if math.Abs(ps.Center.Y-19) > 1e-6 || math.Abs(ps.Center.X-60) > 1e-6 || !has(flight, c.text) {
			t.Errorf("%s: the Ps fled to %v, %q; want y 19, %q", c.name, ps.Center, flight, c.text)
		}
		f := base(&n, "friend").Shape
		if math.Abs(f.Center.Y-c.friendY) > 1e-6 || math.Abs(f.Center.X-60) > 1e-6 || f.Facing != geom.FromBearing(c.facing) {
			t.Errorf("%s: the friend is at %v facing %.0f°, want (60, %g) facing %.0f°", c.name, f.Center, geom.Bearing(f.Facing), c.friendY, c.facing)
		}
	}
}

// eventText is the text of the last event of kind.
func eventText(evs []rules.Event, kind string) string {
	text := ""
	for _, e := range evs {
		if e.Kind == kind {
			text = e.Text
		}
	}
	return text
}

// TestFleeAgglomerates is A34 (b) [L2290] with several friends and its
// limits. The Ps of TestFleeThroughFriends (ending at y 19, its rear edge
// at y 20) meets red Pk(I) (1.5 cm deep) that it may not pass through.
//   - Two Pk, at y 23 and 21: "in the order they are met", the one at
//     y 23 (met first) stands against the Ps, the other behind it.
//   - The file does not fit when a place in it touches an enemy (a blue
//     Sp beside it): the Pk stops the Ps in contact instead (A34 (a)).
//   - Baggage never moves [L589]: it is not agglomerated, it stops an El
//     (which may not pass through it [L1472]) in contact.
func TestFleeAgglomerates(t *testing.T) {
	for _, c := range []struct {
		name  string
		build func(w *world)
		psY   float64            // the Ps's centre after the flight
		want  map[string]float64 // friends' centres' y after the flight
		text  string
	}{
		{"two friends, in the order met [L2290]", func(w *world) {
			w.unit("pk1", 1, "Reg Pk(I)", 60, 23, south).unit("pk2", 1, "Reg Pk(I)", 60, 21, south)
		}, 19, map[string]float64{"pk1": 20.75, "pk2": 22.25}, "pk1 (Reg Pk(I)) and pk2 (Reg Pk(I)) agglomerated behind it in the order met"},
		{"no room behind: the friend stops it (A34 (a))", func(w *world) {
			w.unit("pk1", 1, "Reg Pk(I)", 60, 23, south).unit("sp", 0, "Reg Sp(O)", 64.02, 21, north)
		}, 23 + 0.75 + 1, map[string]float64{"pk1": 23}, "pk1 (Reg Pk(I)) would touch the enemy sp (Reg Sp(O))), so they stop it (A34 (a))"},
	} {
		w := newWorld().unit("ps", 1, "Irr Ps(O)", 60, 30, south).front("bd", "Irr Bd(O)", "ps", 0)
		c.build(w)
		n, evs := apply(t, w.combat(t), rules.Action{Kind: KindFight, Side: 0, Target: "bd.1"}, 5, 6)
		flight := eventText(evs, "flee")
		if got := base(&n, "ps").Shape.Center; math.Abs(got.Y-c.psY) > 1e-6 || !has(flight, c.text) {
			t.Errorf("%s: the Ps fled to %v, %q; want y %g, %q", c.name, got, flight, c.psY, c.text)
		}
		for id, y := range c.want {
			if got := base(&n, id).Shape.Center; math.Abs(got.Y-y) > 1e-6 || math.Abs(got.X-60) > 1e-6 {
				t.Errorf("%s: %s at %v, want (60, %g)", c.name, id, got, y)
			}
		}
	}
	// An El fleeing into a friendly Bg: the Bg stays, the El stops at it.
	w := newWorld().set("el-move", "4/2/1").unit("el", 1, "Irr El(O)", 60, 30, south).unit("bg", 1, "Bg(O)", 60, 18, south)
	s := w.combat(t)
	m := newInduced(mustConfig(t, &s), &s, closeCombat(&s))
	m.run("el.1")
	el, bg := base(&s, "el").Shape, base(&s, "bg").Shape
	if want := bg.Center.Y + bg.Depth/2 + el.Depth/2; math.Abs(el.Center.Y-want) > 1e-6 || bg.Center.Y != 18 {
		t.Errorf("El into Bg: El at y %g (want %g), Bg at y %g (want 18) [L589]; %v", el.Center.Y, want, bg.Center.Y, m.evs)
	}
}

// TestFleeThroughFriendsMounted: the mounted pass through Ps only when
// the whole move is in GGo [L1474]. The run of a red Irr Cv(O) (3 cm
// deep) at y 30, a red Ps (2 cm deep) 6 cm ahead of it, is made directly
// (G47 step 3): the Cv goes its 4 MU (12 cm) in the open; over bushes
// (RGo) its 3 MU (9 cm), and the Ps, which it may not pass through
// there, is agglomerated behind it (A34 (b) [L2290]).
func TestFleeThroughFriendsMounted(t *testing.T) {
	for _, c := range []struct {
		name      string
		world     func(w *world)
		wantY, pY float64
	}{
		{"Cv through Ps in GGo [L1474]", func(w *world) {}, 30 - 12, 24},
		{"Cv carrying the Ps over bushes [L1474, L2290]", func(w *world) { w.rect("b", "bushes", 40, 10, 80, 22) }, 30 - 9, 30 - 9 + 1.5 + 1},
	} {
		w := newWorld().unit("cv", 1, "Irr Cv(O)", 60, 30, north).unit("ps", 1, "Irr Ps(O)", 60, 24, north)
		c.world(w)
		s := w.combat(t)
		cp := s.Clone()
		m := newInduced(mustConfig(t, &cp), &cp, closeCombat(&cp))
		b := mustBase(&cp, "cv.1")
		b.Shape.Facing += math.Pi // run faces it about: start it facing south
		m.run("cv.1")
		if got, p := base(&cp, "cv").Shape.Center.Y, base(&cp, "ps").Shape.Center.Y; math.Abs(got-c.wantY) > 1e-6 || math.Abs(p-c.pY) > 1e-6 {
			t.Errorf("%s: the Cv fled to y %g, want %g, the Ps at y %g, want %g; %v", c.name, got, c.wantY, p, c.pY, m.evs)
		}
	}
}

// TestFleeAvoidsDGo is [L2296-2298]: mounted not in DGo at the start of
// the induced move may avoid the DGo, treating it as enemy bases — one
// pivot of at most 90°, the smallest, made more than 2 MU from it, with
// no DGo on the rest of the run [L2291]. The rules take that choice when
// the avoidance succeeds (it keeps the base out of the DGo) and not when
// it fails (which would destroy the base [L2292]): doc.go.
//
// A red Irr Cv(O) (4 × 3 cm; 4/3/2 MU) at (60, 30) runs north, its front
// edge from y 28.5, towards a wood (DGo) across x 40-80:
//   - edge at y 20: it is met after 8.5 cm. Avoiding it, the Cv goes on
//     while more than 6 cm from it, 2.4 cm (the millimetre search), and
//     has 9.6 cm of its 12 cm left (no DGo crossed). After a pivot θ its
//     top corner rises 11.1 cos θ + 2 sin θ above the pivot point's y
//     27.6, which must stay under 7.6 cm: 55° gives 8.0, 60° gives 7.3,
//     so it pivots 60° and ends 9.6 cm on, out of the wood.
//   - the same for an infantry Ax (2 cm deep, 3 MU everywhere): it may
//     not avoid the DGo and runs 9 cm into the wood [L1449].
//   - edge at y 24: met after 4.5 cm, nowhere more than 2 MU from it,
//     so it cannot be avoided; the Cv runs as if it had not chosen to,
//     not destroyed: 2 MU (its DGo allowance, [L1449]) into the wood.
//   - a Cv that stands partly in a wood at the start does not avoid the
//     wood ahead (edge at y 20): it runs its DGo allowance, 2 MU
//     [L1449], straight ahead (avoiding, it would have run 4 MU, as the
//     first case).
func TestFleeAvoidsDGo(t *testing.T) {
	for _, c := range []struct {
		name  string
		troop string
		edge  float64 // the wood's southern edge
		start bool    // a second wood under the Cv's start
		want  geom.Vec
		text  string
	}{
		{"Cv avoids the wood [L2296]", "Irr Cv(O)", 20, false,
			geom.V(60-9.6*math.Sin(geom.Rad(60)), 27.6-9.6*math.Cos(geom.Rad(60))), "pivoting 60° after 0.8 MU (2.4 cm) to avoid the DGo of wood"},
		{"Ax does not [L2296]", "Irr Ax(O)", 22, false, geom.V(60, 30-9), "flees 3.0 MU (9.0 cm)"},
		{"the wood too near to avoid: no choice, no destruction", "Irr Cv(O)", 24, false, geom.V(60, 30-6), "flees 2.0 MU (6.0 cm)"},
		{"a Cv in DGo at the start does not avoid [L2296]", "Irr Cv(O)", 20, true, geom.V(60, 30-6), "flees 2.0 MU (6.0 cm)"},
	} {
		w := newWorld().unit("cv", 1, c.troop, 60, 30, south).rect("wd", "wood", 40, 5, 80, c.edge)
		if c.start {
			w.rect("patch", "wood", 58, 30.5, 62, 32)
		}
		s := w.combat(t)
		m := newInduced(mustConfig(t, &s), &s, closeCombat(&s))
		m.run("cv.1")
		got := base(&s, "cv").Shape.Center
		flight := eventText(m.evs, "flee")
		avoided := has(flight, "to avoid the DGo")
		if got.Dist(c.want) > 1e-3 || !has(flight, c.text) || avoided != (c.text[:5] == "pivot") {
			t.Errorf("%s: the base fled to %v, %q; want %v, %q", c.name, got, flight, c.want, c.text)
		}
	}
}
