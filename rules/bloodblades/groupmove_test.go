package bloodblades

import (
	"math"
	"slices"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// gstep is one step of a test group move: d cm straight ahead, a pivot
// (left or right, deg degrees, on the group front's corner), an
// about-face, or any rigid turn about a point.
type gstep struct {
	ahead float64
	pivot float64 // degrees, > 0
	left  bool
	about bool
	// rot turns by rotDeg about at (when set).
	rot    bool
	at     geom.Vec
	rotDeg float64
	// only moves the base with this index, for a broken formation.
	only int
}

func ahd(d float64) gstep                { return gstep{ahead: d} }
func pvl(deg float64) gstep              { return gstep{pivot: deg, left: true} }
func pvr(deg float64) gstep              { return gstep{pivot: deg} }
func about() gstep                       { return gstep{about: true} }
func rot(at geom.Vec, deg float64) gstep { return gstep{rot: true, at: at, rotDeg: deg} }

// gmove builds the move of the bases of units through the steps, each
// applied to the current poses.
func gmove(s *rules.State, units []string, steps ...gstep) rules.Action {
	bs := ids(units...)
	shapes := make([]geom.Rect, len(bs))
	a := rules.Action{Kind: rules.KindMove, Side: mustBase(s, bs[0]).Side}
	for i, id := range bs {
		shapes[i] = mustBase(s, id).Shape
		a.Moves = append(a.Moves, rules.Move{Base: id, Path: geom.Path{shapes[i].Pose()}})
	}
	for _, st := range steps {
		var move func(i int, p geom.Pose) geom.Pose
		switch {
		case st.about:
			move = func(_ int, p geom.Pose) geom.Pose { return geom.Pose{Pos: p.Pos, Facing: p.Facing + math.Pi} }
		case st.rot:
			t := geom.Rad(st.rotDeg)
			move = func(_ int, p geom.Pose) geom.Pose {
				return geom.Pose{Pos: p.Pos.RotateAbout(st.at, t), Facing: p.Facing + t}
			}
		case st.pivot != 0:
			front := Front(shapes)
			c, t := shapes[front[len(front)-1]].CornerAt(geom.FR), geom.Rad(st.pivot)
			if st.left {
				c, t = shapes[front[0]].CornerAt(geom.FL), -t
			}
			move = func(_ int, p geom.Pose) geom.Pose {
				return geom.Pose{Pos: p.Pos.RotateAbout(c, t), Facing: p.Facing + t}
			}
		default:
			v := shapes[0].Forward().Scale(st.ahead)
			move = func(i int, p geom.Pose) geom.Pose {
				if st.only > 0 && i != st.only-1 {
					return p
				}
				return geom.Pose{Pos: p.Pos.Add(v), Facing: p.Facing}
			}
		}
		for i := range shapes {
			p := move(i, shapes[i].Pose())
			shapes[i] = shapes[i].At(p)
			a.Moves[i].Path = append(a.Moves[i].Path, p)
		}
	}
	return a
}

// genNear puts side 0's C-in-C at (76, 66), within 5 MU of bases near
// (60, 60), so that orders pay no C11-C13.
func (w *world) genNear() *world {
	return w.drop("gen").unit("gen", 0, "Reg Cv(O)", 76, 66, north).cinc(0, "gen")
}

// TestGroupManoeuvres is the group repertoire [L1488-1498], the pivot
// (G24 [L1603-1612], A22: the arc of the moving corner) and its limit
// [L1614], on a line of three Reg Cv (4 MU = 12 cm; the pivot radius is
// the 12 cm front, so a quarter turn is 6π ≈ 18.8 cm).
func TestGroupManoeuvres(t *testing.T) {
	line := []string{"g1", "g2", "g3"}
	// A formation that cannot pivot: F1 F2 in front of a rear rank R0 R1
	// R2, R0 sticking out on the left.
	block := []string{"f1", "f2", "r0", "r1", "r2"}
	for _, c := range []struct {
		name  string
		troop string
		units []string
		steps []gstep
		want  string
	}{
		{"straight ahead 4 MU", "Reg Cv(O)", line, []gstep{ahd(12)}, ""},
		{"straight ahead 4.1 MU", "Reg Cv(O)", line, []gstep{ahd(12.3)}, "allowance"},
		{"straight ahead in two legs", "Reg Cv(O)", line, []gstep{ahd(5), ahd(5)}, ""},
		{"straight back", "Reg Cv(O)", line, []gstep{ahd(-3)}, "manoeuvre"},
		{"one base lagging", "Reg Cv(O)", line, []gstep{{ahead: 3, only: 2}}, "rigid"},
		{"pivot left 45° (3.1 MU)", "Reg Cv(O)", line, []gstep{pvl(45)}, ""},
		{"pivot right 45°", "Reg Cv(O)", line, []gstep{pvr(45)}, ""},
		{"pivot left 60° (4.2 MU)", "Reg Cv(O)", line, []gstep{pvl(60)}, "allowance"},
		{"pivot in two presses", "Reg Cv(O)", line, []gstep{pvl(20), pvl(20)}, ""},
		{"turn about the middle", "Reg Cv(O)", line, []gstep{rot(geom.V(64, 60), 20)}, "pivot"},
		{"backward pivot on the left corner", "Reg Cv(O)", line, []gstep{rot(geom.V(58, 58.5), 20)}, "pivot"},
		{"pivot 14° (0.98 MU) then 2 MU ahead", "Reg Cv(O)", line, []gstep{pvl(14), ahd(6)}, ""},
		{"pivot 15° (1.05 MU) then ahead: limit [L1614]", "Reg Cv(O)", line, []gstep{pvl(15), ahd(3)}, "pivot-limit"},
		{"ahead then pivot: light troops only", "Reg Cv(O)", line, []gstep{ahd(3), pvl(10)}, "manoeuvre"},
		{"ahead then pivot, LH", "Irr LH(O)", line, []gstep{ahd(3), pvl(10)}, ""},
		{"pivot, ahead, pivot, Ax", "Irr Ax(O)", line, []gstep{pvl(5), ahd(3), pvr(5)}, ""},
		{"pivot, ahead, pivot 1.1 MU, Ax", "Irr Ax(O)", line, []gstep{pvl(5), ahd(3), pvr(16)}, "pivot-limit"},
		{"about-face", "Reg Cv(O)", line, []gstep{about()}, ""},
		{"about-face then ahead: skirmishers only", "Reg Cv(O)", line, []gstep{about(), ahd(3)}, "manoeuvre"},
		{"about-face then ahead, Ps", "Irr Ps(O)", line, []gstep{about(), ahd(3)}, ""},
		{"bases not a group", "Reg Cv(O)", []string{"g1", "g3"}, []gstep{ahd(3)}, "group"},
		{"block straight ahead", "Reg Cv(O)", block, []gstep{ahd(6)}, ""},
		{"block pivot left: R0 left of the pivot [L1607]", "Reg Cv(O)", block, []gstep{pvl(10)}, "pivot"},
		{"block pivot right: R0 beyond the measuring base [L1608]", "Reg Cv(O)", block, []gstep{pvr(10)}, "pivot"},
	} {
		w := newWorld().row("g", 0, c.troop, 60, 60, 3, north)
		w.row("f", 0, c.troop, 20, 40, 2, north).unit("r0", 0, c.troop, 16, 43, north).row("r", 0, c.troop, 20, 43, 2, north)
		s := w.ready(t, 6)
		err := Rules{}.Check(&s, gmove(&s, c.units, c.steps...))
		if got := code(err); got != c.want {
			t.Errorf("%s: Check = %q (%v), want %q", c.name, got, err, c.want)
		}
	}
}

// TestGroupMoveApply: a group straight ahead moves every base, records a
// distant move for each and pays once; Apply leaves its input alone.
func TestGroupMoveApply(t *testing.T) {
	s := newWorld().genNear().row("g", 0, "Reg Sp(O)", 60, 60, 3, north).ready(t, 3)
	a := gmove(&s, []string{"g1", "g2", "g3"}, ahd(6))
	before := s.Hash()
	n, evs := apply(t, s, a)
	if s.Hash() != before {
		t.Fatalf("Apply(group move) changed its input")
	}
	for _, id := range []string{"g1", "g2", "g3"} {
		if y := base(&n, id).Shape.Center.Y; math.Abs(y-54) > 1e-9 {
			t.Errorf("%s ended at y = %g, want 54", id, y)
		}
		if u, _ := n.Unit(id); u.Status[stDistant] != 1 {
			t.Errorf("%s: status %v, want one distant move", id, u.Status)
		}
	}
	if n.Counters[ctPIGs] != 2 || len(evs) != 1 || !has(evs[0].Text, "straight ahead 2.0 MU") || !has(evs[0].Text, "costs 1 PIG") {
		t.Errorf("after the group move: %d PIGs, events %+v", n.Counters[ctPIGs], evs)
	}
	// The group stays a group and may go on (several distant moves [L1628]).
	if err := (Rules{}).Check(&n, gmove(&n, []string{"g1", "g2", "g3"}, ahd(6))); err != nil {
		t.Errorf("second distant group move: %v", err)
	}
}

// TestGroupStopRule is D17 [L1449, L1486] and A18: a group of Cv (4 MU in
// GGo, 3 in RGo, 2 in DGo) where one base touches RGo after 2 MU may
// still go 1 MU further; after 3 MU it may not enter the RGo; each base
// counts the terrain it crosses itself.
func TestGroupStopRule(t *testing.T) {
	// Two Irr Cv side by side, x 58..66, fronts at y = 58.5; the feature
	// lies in front of the right-hand base only (x ≥ 63), its near edge k
	// MU ahead.
	at := func(kind string, mu float64) func(w *world) {
		return func(w *world) { w.rect("f", kind, 63, 20, 80, 58.5-3*mu) }
	}
	for _, c := range []struct {
		name    string
		terrain func(w *world)
		step    float64
		want    string
	}{
		{"RGo after 2 MU, 3 MU in all (D17)", at("rocky", 2), 9, ""},
		{"RGo after 2 MU, 3.3 MU", at("rocky", 2), 10, "allowance"},
		{"RGo after 3 MU, entering it (D17)", at("rocky", 3), 10, "terrain"},
		{"RGo after 3 MU, stopping at its edge", at("rocky", 3), 9, ""},
		{"DGo after 2 MU, entering it", at("wood", 2), 7, "terrain"},
		{"GGo, 4 MU", nil, 12, ""},
	} {
		w := newWorld().row("cv", 0, "Irr Cv(O)", 60, 60, 2, north)
		if c.terrain != nil {
			c.terrain(w)
		}
		s := w.ready(t, 6)
		err := Rules{}.Check(&s, gmove(&s, []string{"cv1", "cv2"}, ahd(c.step)))
		if got := code(err); got != c.want {
			t.Errorf("%s: Check(group %g cm ahead) = %q (%v), want %q", c.name, c.step, got, err, c.want)
		}
	}
	// A18: an Ax in a wood (3 MU in DGo) beside a Cv in the open (4 MU):
	// the group may move 3 MU, not the Cv's 2 MU in DGo.
	w := newWorld().unit("ax", 0, "Irr Ax(O)", 60, 59.5, north).unit("cv", 0, "Irr Cv(O)", 64, 60, north).
		rect("wd", "wood", 40, 20, 61.9, 70)
	s := w.ready(t, 6)
	for _, c := range []struct {
		step float64
		want string
	}{{9, ""}, {9.3, "allowance"}} {
		if got := code(Rules{}.Check(&s, gmove(&s, []string{"ax", "cv"}, ahd(c.step)))); got != c.want {
			t.Errorf("Ax in a wood and Cv in the open, %g cm: Check = %q, want %q (A18)", c.step, got, c.want)
		}
	}
}

// TestGroupCost is bnb.md §6.3 for groups: C1 [L1352], C6 [L1357] once
// per order (A17), C8 [L1359], C9 [L1360], C0 [L1348], C12 (A46: the
// nearest base).
func TestGroupCost(t *testing.T) {
	for _, c := range []struct {
		name  string
		troop string
		prior int // distant moves already made this period
		move  []string
		steps []gstep
		cinc  bool // the C-in-C is g1
		gx    float64
		lines []string
		total int
	}{
		{"Reg Sp ahead in full", "Reg Sp(O)", 0, []string{"g1", "g2", "g3"}, []gstep{ahd(6)}, false, 80, []string{"C2"}, 1},
		{"Irr Bd ahead in full: no C7 for groups", "Irr Bd(O)", 0, []string{"g1", "g2", "g3"}, []gstep{ahd(6)}, false, 80, []string{"C2"}, 1},
		{"Irr Bd ahead, short: C6", "Irr Bd(O)", 0, []string{"g1", "g2", "g3"}, []gstep{ahd(3)}, false, 80, []string{"C2", "C6"}, 2},
		{"Irr Bd pivot: C6", "Irr Bd(O)", 0, []string{"g1", "g2", "g3"}, []gstep{pvl(20)}, false, 80, []string{"C2", "C6"}, 2},
		{"Irr Bd 2nd distant move", "Irr Bd(O)", 1, []string{"g1", "g2", "g3"}, []gstep{ahd(6)}, false, 80, []string{"C2"}, 1},
		{"Irr Bd 3rd distant move (C8)", "Irr Bd(O)", 2, []string{"g1", "g2", "g3"}, []gstep{ahd(6)}, false, 80, []string{"C2", "C8"}, 2},
		{"Irr Bd 4th distant move (C9)", "Irr Bd(O)", 3, []string{"g1", "g2", "g3"}, []gstep{ahd(6)}, false, 80, []string{"C2", "C9"}, 2},
		{"Reg Sp 3rd distant move", "Reg Sp(O)", 2, []string{"g1", "g2", "g3"}, []gstep{ahd(6)}, false, 80, []string{"C2"}, 1},
		{"Irr LH 3rd distant move", "Irr LH(O)", 2, []string{"g1", "g2", "g3"}, []gstep{ahd(15)}, false, 80, []string{"C2"}, 1},
		{"Reg Sp 5th distant move", "Reg Sp(O)", 4, []string{"g1", "g2", "g3"}, []gstep{ahd(6)}, false, 80, []string{"C2", "C9"}, 2},
		{"sub-group (C1)", "Reg Sp(O)", 0, []string{"g1", "g2"}, []gstep{ahd(6)}, false, 80, []string{"C2", "C1"}, 2},
		{"the C-in-C's group (C0)", "Reg Sp(O)", 0, []string{"g1", "g2", "g3"}, []gstep{ahd(6)}, true, 0, []string{"C2", "C0"}, 0},
		{"C-in-C 11 MU from the nearest base (C12)", "Reg Sp(O)", 0, []string{"g1", "g2", "g3"}, []gstep{ahd(6)}, false, 68 + 33 + 2, []string{"C2", "C12"}, 2},
		{"C-in-C 9 MU from the nearest base", "Reg Sp(O)", 0, []string{"g1", "g2", "g3"}, []gstep{ahd(6)}, false, 68 + 27 + 2, []string{"C2"}, 1},
	} {
		w := newWorld().drop("gen").row("g", 0, c.troop, 60, 60, 3, north)
		if c.cinc {
			w.cinc(0, "g1")
		} else {
			w.unit("gen", 0, "Reg Cv(O)", c.gx, 60, north).cinc(0, "gen")
		}
		s := w.ready(t, 6)
		for _, id := range []string{"g1", "g2", "g3"} {
			u, _ := s.Unit(id)
			u.SetStatus(stDistant, c.prior)
		}
		a := gmove(&s, c.move, c.steps...)
		wantCost(t, c.name, &s, a, c.lines, c.total)
	}
}

// TestGroupRefusals: a halted base cannot move [L1344], alone or in its
// group; a group with a zocced base may not move [L1397-1402]; tactical
// moves once a period [L1620]; the PIGs must suffice.
func TestGroupRefusals(t *testing.T) {
	r := Rules{}
	w := newWorld().row("wb", 0, "Irr Wb(O)", 60, 60, 2, north)
	s := w.ready(t, 6)
	s, _ = apply(t, s, HaltAction(0, ids("wb1")...))
	if got := code(r.Check(&s, gmove(&s, []string{"wb1", "wb2"}, ahd(6)))); got != "halted" {
		t.Errorf("group with a halted base: Check = %q, want halted", got)
	}
	if got := code(r.Check(&s, ahead(&s, "wb1", 6))); got != "halted" {
		t.Errorf("halted base alone: Check = %q, want halted", got)
	}
	if err := r.Check(&s, ahead(&s, "wb2", 6)); err != nil {
		t.Errorf("the other base alone: Check = %v", err)
	}
	// Zocced: red Bd facing the group's left base.
	w = newWorld().row("g", 0, "Reg Sp(O)", 60, 60, 2, north).unit("e", 1, "Reg Bd(O)", 60, 56.5, south)
	s = w.ready(t, 6)
	if got := code(r.Check(&s, gmove(&s, []string{"g1", "g2"}, about()))); got != "zoc" {
		t.Errorf("group with a zocced base: Check = %q, want zoc", got)
	}
	// Tactical: an enemy 4 MU away; one tactical group move only.
	w = newWorld().row("g", 0, "Reg Sp(O)", 60, 60, 2, north).unit("e", 1, "Reg Bd(O)", 60, 46, south)
	s = w.ready(t, 6)
	s, _ = apply(t, s, gmove(&s, []string{"g1", "g2"}, about()))
	if got := code(r.Check(&s, gmove(&s, []string{"g1", "g2"}, about()))); got != "tactical" {
		t.Errorf("second tactical group move: Check = %q, want tactical", got)
	}
	// PIGs.
	s = newWorld().genNear().row("g", 0, "Irr Bd(O)", 60, 60, 2, north).ready(t, 1)
	if err := r.Check(&s, gmove(&s, []string{"g1", "g2"}, pvl(10))); code(err) != "pigs" || !has(msg(err), "costs 2 PIGs") {
		t.Errorf("2-PIG group move with 1 PIG: Check = %v", err)
	}
	// A group's path is blocked by another base.
	s = newWorld().row("g", 0, "Reg Sp(O)", 60, 60, 2, north).unit("x", 0, "Reg Sp(O)", 64, 56, north).ready(t, 6)
	if got := code(r.Check(&s, gmove(&s, []string{"g1", "g2"}, ahd(5)))); got != "blocked" {
		t.Errorf("group into a friend: Check = %q, want blocked", got)
	}
}

// TestGroupOffers: a selected group is offered its moves with their
// costs; straight ahead goes as far as the allowance.
func TestGroupOffers(t *testing.T) {
	r := Rules{}
	s := newWorld().genNear().row("g", 0, "Irr Wb(O)", 60, 60, 3, north).ready(t, 6)
	of := r.Offers(&s, 0, ids("g2"))
	var labels []string
	for _, o := range of {
		labels = append(labels, o.Label)
	}
	want := []string{"Straight ahead, group of 3: 2.0 MU", "Pivot left, group of 3: 29°", "Pivot right, group of 3: 29°",
		"About-face, group of 3", "Form a column behind g2, left files first, group of 3", "Form a column behind g2, right files first, group of 3",
		"Form a column to the left at right angles behind g1, group of 3", "Form a column to the right at right angles behind g3, group of 3",
		"Halt the group of 3", "Pack of 3 at full speed", "About-face g2", "Halt g2", "End period"}
	if len(of) != len(want) {
		t.Fatalf("Offers(g2) = %v, want %d offers", labels, len(want))
	}
	for i, w := range want {
		if !has(of[i].Label, w) {
			t.Errorf("offer %d = %q, want %q", i, of[i].Label, w)
		}
		// Wb (2 MU) cannot pivot a quarter turn (2.1 MU) to form a
		// column at right angles [L1558].
		if atRight := has(w, "right angles"); of[i].Disabled != "" && !atRight || atRight && !has(of[i].Disabled, "[L1486]") {
			t.Errorf("offer %q disabled: %q", of[i].Label, of[i].Disabled)
		}
	}
	if !has(of[0].Label, "costs 1 PIG") || !has(of[8].Label, "costs 2 PIGs") {
		t.Errorf("costs: %q, %q", of[0].Label, of[7].Label)
	}
	n, _ := apply(t, s, of[0].Action)
	if y := base(&n, "g1").Shape.Center.Y; math.Abs(y-54) > 1e-6 {
		t.Errorf("after the straight-ahead offer g1 is at y = %g, want 54", y)
	}
	// A sub-group selection.
	of = r.Offers(&s, 0, ids("g1", "g2"))
	if !has(of[0].Label, "sub-group of 2") || !has(of[0].Label, "costs 2 PIGs") {
		t.Errorf("Offers(g1, g2)[0] = %q, want a sub-group move costing 2", of[0].Label)
	}
}

// TestGroupAheadReachStopRule: the group's straight-ahead offer goes to
// a worse terrain's edge when the stop rule [L1449] stops it there — a
// line of Reg Cv meeting a wood (DGo, 2 MU) after 7 cm, more than the
// 6 cm it may go in DGo, goes the 7 cm (2.3 MU) in GGo — and into the
// wood when it reaches it with less used (after 5 cm: 6 cm, 2.0 MU).
func TestGroupAheadReachStopRule(t *testing.T) {
	for _, c := range []struct {
		edge float64 // cm from the front to the wood
		want string
	}{
		{7, "Straight ahead, group of 2: 2.3 MU"},
		{5, "Straight ahead, group of 2: 2.0 MU"},
	} {
		s := newWorld().genNear().row("g", 0, "Reg Cv(O)", 50, 50, 2, north).rect("wd", "wood", 40, 0, 60, 48.5-c.edge).ready(t, 6)
		var labels []string
		for _, o := range (Rules{}).Offers(&s, 0, ids("g1")) {
			labels = append(labels, o.Label)
		}
		if !slices.ContainsFunc(labels, func(l string) bool { return has(l, c.want) }) {
			t.Errorf("wood after %g cm: no offer %q in %q", c.edge, c.want, labels)
		}
	}
}
