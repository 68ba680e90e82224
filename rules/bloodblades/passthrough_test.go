package bloodblades

import (
	"math"
	"testing"

	"plateau/rules"
)

// past is how far (cm) unit a must go straight ahead, facing north, to
// end 0.1 cm beyond unit b standing ahead of it (G32).
func past(s *rules.State, a, b string) float64 {
	ra, rb := base(s, a).Shape, base(s, b).Shape
	return ra.Center.Y + ra.Depth/2 - rb.Bounds().Min.Y + 0.1
}

// TestPassThroughFriends is §7.8 [L1468-1480] in voluntary moves: who may
// pass through whom, in which direction, in GGo for the mounted, never a
// friend in close combat [L2260], ending beyond the friend (G32).
func TestPassThroughFriends(t *testing.T) {
	type tc struct {
		name   string
		mover  string  // troop at (60, 60) facing north
		friend string  // troop at (60, 55)
		facing float64 // the friend's bearing
		world  func(w *world)
		move   func(s *rules.State) rules.Action // nil: just beyond the friend
		want   string                            // Check's code
		why    string                            // in the refusal
	}
	for _, c := range []tc{
		{name: "Ps through Sp [L1472]", mover: "Irr Ps(O)", friend: "Reg Sp(O)", want: ""},
		{name: "Ps through Sp facing the other way [L1477]", mover: "Irr Ps(O)", friend: "Reg Sp(O)", facing: south, want: ""},
		{name: "Ps through Sp facing east [L1477]", mover: "Irr Ps(O)", friend: "Reg Sp(O)", facing: 90, want: "blocked", why: "[L1477]"},
		{name: "Ps through Pk(I) [L1472]", mover: "Irr Ps(O)", friend: "Reg Pk(I)", want: "blocked", why: "§7.8 [L1470-1475]"},
		{name: "Ps through Pk(O) [L1472]", mover: "Irr Ps(O)", friend: "Reg Pk(O)", want: ""},
		{name: "Ps stopping inside Sp (G32)", mover: "Irr Ps(O)", friend: "Reg Sp(O)",
			move: func(s *rules.State) rules.Action { return ahead(s, "m", 4) }, want: "pass-through", why: "must end beyond"},
		{name: "Ps sliding sideways through Sp [L1477]", mover: "Irr Ps(O)", friend: "Reg Sp(O)",
			world: func(w *world) { moveUnit(w, "f", 65.5, 60) },
			move:  func(s *rules.State) rules.Action { return path(s, "m", [3]float64{8, 0, 0}) }, want: "blocked", why: "straight ahead or straight back"},
		{name: "Ps straight back through Sp behind it [L1472]", mover: "Irr Ps(O)", friend: "Reg Sp(O)",
			world: func(w *world) { moveUnit(w, "f", 60, 64) },
			move:  func(s *rules.State) rules.Action { return ahead(s, "m", -6) }, want: ""},
		{name: "Sp through Ps", mover: "Reg Sp(O)", friend: "Irr Ps(O)", want: "blocked", why: "may not pass through"},
		{name: "LH through Ax [L1473]", mover: "Irr LH(O)", friend: "Reg Ax(O)", want: ""},
		{name: "LH through Sp [L1473]", mover: "Irr LH(O)", friend: "Reg Sp(O)", want: "blocked", why: "may not pass through"},
		{name: "Cv through Ps in GGo [L1474]", mover: "Irr Cv(O)", friend: "Irr Ps(O)", want: ""},
		{name: "Cv through Ps over bushes [L1474]", mover: "Irr Cv(O)", friend: "Irr Ps(O)",
			world: func(w *world) { w.rect("b", "bushes", 40, 40, 80, 51.5) }, want: "blocked", why: "[L1474]"},
		{name: "LH through Ps over bushes [L1473]", mover: "Irr LH(O)", friend: "Irr Ps(O)",
			world: func(w *world) { w.rect("b", "bushes", 40, 48, 80, 51.5) }, want: ""},
		{name: "Cv through Ax", mover: "Irr Cv(O)", friend: "Reg Ax(O)", want: "blocked", why: "may not pass through"},
		{name: "Cv through Bg crosswise [L1475]", mover: "Irr Cv(O)", friend: "Irr Bg(O)", facing: 90, want: ""},
		{name: "El through Bg [L1475]", mover: "Irr El(O)", friend: "Irr Bg(O)", want: "blocked", why: "may not pass through"},
		{name: "Ps through Sp in close combat [L2260]", mover: "Irr Ps(O)", friend: "Reg Sp(O)",
			world: func(w *world) { w.unit("foe", 1, "Reg Sp(O)", 60, 53.5, south) }, want: "blocked", why: "[L2260]"},
	} {
		w := newWorld().set("el-move", "4/2/1").unit("m", 0, c.mover, 60, 60, north).unit("f", 0, c.friend, 60, 55, c.facing)
		if c.world != nil {
			c.world(w)
		}
		s := w.ready(t, 6)
		a := ahead(&s, "m", past(&s, "m", "f"))
		if c.move != nil {
			a = c.move(&s)
		}
		err := Rules{}.Check(&s, a)
		if got := code(err); got != c.want || !has(msg(err), c.why) {
			t.Errorf("%s: Check = %q (%v), want %q with %q", c.name, got, err, c.want, c.why)
			continue
		}
		if c.want == "" {
			n, _ := apply(t, s, a)
			if m, f := base(&n, "m").Shape, base(&n, "f").Shape; m.Polygon().Bounds().Overlaps(f.Bounds(), -0.05) {
				t.Errorf("%s: after the move %v overlaps the friend %v", c.name, m.Bounds(), f.Bounds())
			}
		}
	}
}

// TestGroupPassesThroughFriends: each base of a group passes through the
// friends §7.8 allows [L1473] (two LH through two Ps), and a friend it
// may not pass stops the group (LH through Sp).
func TestGroupPassesThroughFriends(t *testing.T) {
	r := Rules{}
	s := newWorld().row("g", 0, "Irr LH(O)", 60, 60, 2, north).row("p", 0, "Irr Ps(O)", 60, 55, 2, north).ready(t, 6)
	d := past(&s, "g1", "p1")
	if err := r.Check(&s, gmove(&s, []string{"g1", "g2"}, ahd(d))); err != nil {
		t.Errorf("LH group through Ps: Check = %v, want nil [L1473]", err)
	}
	s = newWorld().row("g", 0, "Irr LH(O)", 60, 60, 2, north).unit("p1", 0, "Irr Ps(O)", 60, 55, north).
		unit("p2", 0, "Reg Sp(O)", 64, 55, north).ready(t, 6)
	if err := r.Check(&s, gmove(&s, []string{"g1", "g2"}, ahd(d))); code(err) != "blocked" || !has(msg(err), "§7.8") {
		t.Errorf("LH group through Ps and Sp: Check = %v, want blocked by §7.8", err)
	}
}

// moveUnit puts unit id's base at (x, y).
func moveUnit(w *world, id string, x, y float64) {
	for i := range w.s.Table.Bases {
		if w.s.Table.Bases[i].Unit == id {
			w.s.Table.Bases[i].Shape.Center.X, w.s.Table.Bases[i].Shape.Center.Y = x, y
		}
	}
}

// TestRecoilPassesThrough: recoils use the same table (§7.8, [L2254]):
// a recoiling base passes through Bg in any direction [L1475], through
// other friends only facing their way or the opposite [L1477], and LH
// pass light troops only advancing [L1473].
func TestRecoilPassesThrough(t *testing.T) {
	for _, c := range []struct {
		name          string
		mover, friend string
		bearing       float64 // the friend's, at (60, 64) behind the mover
		passes        bool
	}{
		{"Sp through Bg crosswise [L1475]", "Reg Sp(O)", "Irr Bg(O)", 90, true},
		{"Ps through Sp facing the same way [L1472]", "Irr Ps(O)", "Reg Sp(O)", north, true},
		{"Ps through Sp crosswise [L1477]", "Irr Ps(O)", "Reg Sp(O)", 90, false},
		{"LH through Ax, recoiling [L1473]", "Irr LH(O)", "Reg Ax(O)", north, false},
		{"Cv through Ps in GGo [L1474]", "Irr Cv(O)", "Irr Ps(O)", north, true},
	} {
		// The friend's near edge 0.5 cm behind the mover's rear edge.
		half := troopDepth(c.friend) / 2
		if c.bearing == 90 {
			half = Scales["15mm"].Width / 2
		}
		y := 60 + troopDepth(c.mover)/2 + 0.5 + half
		s := newWorld().unit("m", 0, c.mover, 60, 60, north).unit("f", 0, c.friend, 60, y, c.bearing).state(t)
		m := newInduced(mustConfig(t, &s), &s, closeCombat(&s))
		m.sim = true
		m.recoil("m.1", base(&s, "m").Shape.Depth, false)
		mb, fb := base(&s, "m").Shape.Bounds(), base(&s, "f").Shape.Bounds()
		if got := mb.Min.Y >= fb.Max.Y; got != c.passes {
			t.Errorf("%s: the recoiling base ends at y %.2f-%.2f, the friend at %.2f-%.2f; passed %v, want %v",
				c.name, mb.Min.Y, mb.Max.Y, fb.Min.Y, fb.Max.Y, got, c.passes)
		}
	}
}

// troopDepth is the depth (cm) at 15 mm of a base of troop typ
// ("Reg Sp(O)"), Table 5.2 [L736-742].
func troopDepth(typ string) float64 {
	t, err := ParseTroop(typ)
	if err != nil {
		panic(err)
	}
	return Scales["15mm"].Depth(t.DepthClass())
}

// TestShiftFriendsAside is [L1480]: a base passing through a friend may
// shift other friends aside, by just the distance needed, to make room
// beyond it — friends facing the way the friend passed through faces,
// none Bg or El, with room, or able to shift further friends alike.
//
// Blue Irr Ps(O) m at (60, 60) passes through Reg Sp(O) f at (60, 55),
// all facing north, to end 0.1 cm beyond it (x 58-62, y 52.15-54.15).
// Friend g stands at (61, 52.5) on that landing (x 59-63): the shorter
// shift is 3 cm to the right (+x), else 5 cm to the left.
func TestShiftFriendsAside(t *testing.T) {
	type tc struct {
		name  string
		g     string  // g's troop
		gFace float64 // g's bearing
		world func(w *world)
		want  string             // Check's code
		why   string             // in the refusal
		at    map[string]float64 // unit -> x after the move
		text  string             // in the shift events
	}
	for _, c := range []tc{
		{name: "g shifted 3 cm right [L1480]", g: "Reg Pk(I)", gFace: north, at: map[string]float64{"g": 64}, text: "g (Reg Pk(I)) is shifted aside 1.0 MU"},
		{name: "g pushes h aside in turn [L1480]", g: "Reg Pk(I)", gFace: north,
			world: func(w *world) { w.unit("h", 0, "Reg Sp(O)", 65, 52.5, north) }, at: map[string]float64{"g": 64, "h": 68}, text: "h (Reg Sp(O)) is shifted aside 1.0 MU"},
		{name: "an enemy on the right: g goes 5 cm left [L1480]", g: "Reg Pk(I)", gFace: north,
			world: func(w *world) { w.unit("e", 1, "Reg Sp(O)", 66, 52.5, south) }, at: map[string]float64{"g": 56}, text: "shifted aside 1.7 MU"},
		{name: "a passable friend on the landing is shifted too [L1480]", g: "Reg Sp(O)", gFace: north, at: map[string]float64{"g": 64}},
		{name: "El is never shifted [L1480]", g: "Irr El(O)", gFace: north, want: "blocked", why: "never shifted aside [L1480]"},
		{name: "g facing east is not shifted [L1480]", g: "Reg Pk(I)", gFace: 90, want: "blocked", why: "does not face the way"},
		{name: "no room either side [L1480]", g: "Reg Pk(I)", gFace: north,
			world: func(w *world) {
				w.unit("e", 1, "Reg Sp(O)", 66, 52.5, south).unit("e2", 1, "Reg Sp(O)", 54, 52.5, south)
			}, want: "blocked", why: "would touch"},
		{name: "no friend passed: g blocks (§12.3 G27)", g: "Reg Pk(I)", gFace: north,
			world: func(w *world) { w.drop("f") }, want: "blocked", why: "blocked by g:"},
	} {
		w := newWorld().set("el-move", "4/2/1").unit("m", 0, "Irr Ps(O)", 60, 60, north).
			unit("f", 0, "Reg Sp(O)", 60, 55, north).unit("g", 0, c.g, 61, 52.5, c.gFace)
		if c.world != nil {
			c.world(w)
		}
		s := w.ready(t, 6)
		a := ahead(&s, "m", 60+1-54.25+0.1)
		err := Rules{}.Check(&s, a)
		if got := code(err); got != c.want || !has(msg(err), c.why) {
			t.Errorf("%s: Check = %q (%v), want %q with %q", c.name, got, err, c.want, c.why)
			continue
		}
		if c.want != "" {
			continue
		}
		n, evs := apply(t, s, a)
		texts := ""
		for _, e := range evs {
			if e.Kind == "shifted" {
				texts += e.Text + "; "
			}
		}
		for id, x := range c.at {
			if got := base(&n, id).Shape.Center; math.Abs(got.X-x) > 1e-6 || got.Y != 52.5 {
				t.Errorf("%s: %s at %v, want x %g; %s", c.name, id, got, x, texts)
			}
		}
		if !has(texts, c.text) {
			t.Errorf("%s: shift events %q, want %q", c.name, texts, c.text)
		}
		if got := base(&n, "m").Shape.Center.Y; math.Abs(got-53.15) > 1e-6 {
			t.Errorf("%s: m ended at y %g, want 53.15", c.name, got)
		}
	}
}
