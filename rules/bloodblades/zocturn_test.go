package bloodblades

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// TestOffStraight is A23's reading of [L1402]'s "most straight ahead":
// how far a move is from straight ahead is the turn of its facing, plus
// how far the translation left once turned (about any point of the base)
// lies outside the facings it turned through. Base r: 4 × 2 cm at
// (50, 50) facing north.
func TestOffStraight(t *testing.T) {
	r := geom.Rect{Center: geom.V(50, 50), Facing: geom.FromBearing(north), Width: 4, Depth: 2}
	turned := func(deg float64) geom.Rect { q := r; q.Facing += geom.Rad(deg); return q }
	fwd := func(q geom.Rect, d float64) geom.Pose {
		return geom.Pose{Pos: q.Center.Add(q.Forward().Scale(d)), Facing: q.Facing}
	}
	for _, c := range []struct {
		name string
		end  geom.Pose
		want float64 // degrees
	}{
		{"straight ahead 5 cm", fwd(r, 5), 0},
		{"standing still", r.Pose(), 0},
		{"turn 30° right in place, then 5 cm ahead", fwd(turned(30), 5), 30},
		{"turn 30° left in place, then 5 cm ahead", fwd(turned(-30), 5), 30},
		{"pivot 20° right on the front-right corner (G24)", pivotPose(r, geom.Rad(20)), 20},
		{"pivot 20° right, then 3 cm ahead", fwd(r.At(pivotPose(r, geom.Rad(20))), 3), 20},
		{"slide 2 cm sideways", geom.Pose{Pos: r.Center.Add(r.RightDir().Scale(2)), Facing: r.Facing}, 90},
		{"straight back 2 cm", fwd(r, -2), 180},
		{"oblique 10° right of the facing, 5 cm", geom.Pose{Pos: r.Center.Add(geom.Dir(r.Facing + geom.Rad(10)).Scale(5)), Facing: r.Facing}, 10},
		{"a quarter turn left in place, then 3 cm ahead", fwd(turned(-90), 3), 90},
		{"about-face in place", turned(180).Pose(), 180},
	} {
		if got := geom.Deg(offStraight(r, c.end)); math.Abs(got-c.want) > 0.05 {
			t.Errorf("%s: offStraight = %.2f°, want %.2f°", c.name, got, c.want)
		}
	}
}

// TestBestRanked is [L1402]'s order: "first the most straight ahead, and
// secondly the shortest"; turns within DirTolerance are as straight.
func TestBestRanked(t *testing.T) {
	deg := geom.Rad
	for _, c := range []struct {
		name  string
		ranks []zocRank
		want  int
	}{
		{"none", nil, -1},
		{"the least turn first, however long", []zocRank{{deg(20), 2}, {deg(10), 9}}, 1},
		{"as straight (within 0.5°): the shortest", []zocRank{{deg(10), 5}, {deg(10.3), 3}}, 1},
		{"a degree more is less straight: not the shortest", []zocRank{{deg(10), 5}, {deg(11), 3}}, 0},
		{"equal: the first", []zocRank{{deg(10), 5}, {deg(10), 5}}, 0},
		{"straight ahead before a slight turn, however short", []zocRank{{deg(0.4), 1}, {0, 5}}, 1},
	} {
		if got := bestRanked(c.ranks); got != c.want {
			t.Errorf("%s: bestRanked = %d, want %d", c.name, got, c.want)
		}
	}
}

// zocTurnWorld: blue Reg Ax(O) a (4 × 2 cm) at (62, 45) faces north;
// red Reg Sp(O) z at (66.5, 40) faces south-west (bearing 225), so that
// a's front-right corner is in z's ZoC while going straight ahead passes
// 0.5 cm left of z: a reaches z only by turning right. With group, blue
// g behind a (a column of two, G19) makes a no isolated base, and leaves
// it room to pivot right but not to turn in place.
func zocTurnWorld(t testing.TB, group bool) rules.State {
	t.Helper()
	w := newWorld().unit("z", 1, "Reg Sp(O)", 66.5, 40, 225).unit("a", 0, "Reg Ax(O)", 62, 45, north)
	if group {
		w.unit("g", 0, "Reg Ax(O)", 62, 47, north)
	}
	s := w.ready(t, 6)
	if got := Zoccers(&s, base(&s, "a")); len(got) != 1 || got[0] != "z.1" {
		t.Fatalf("a is zocced by %v, want z", got)
	}
	if _, ok := aheadEngages(mustConfig(t, &s), &s, base(&s, "a"), false); ok {
		t.Fatal("a reaches an enemy straight ahead")
	}
	return s
}

// TestZocLeastTurn is §7.9 [L1397-1402] (A23) for a zocced base that can
// reach its zoccer only by turning: "the move most straight ahead" is the
// least turn, offered in the panel; a move into the zoccer turning more
// is refused, naming [L1402] and the offer; no lesser turn, in place or
// pivoting, either way, reaches the zoccer. An isolated base is bound by
// [L1697]'s alignment instead. zocTurnWorld's world.
func TestZocLeastTurn(t *testing.T) {
	s := zocTurnWorld(t, true)
	c := mustConfig(t, &s)
	m, err := readMover(&s, 0, "a.1")
	if err != nil {
		t.Fatal(err)
	}
	scan := newTurnScan(c, &s, m)
	best, ok := scan.best(true)
	if !ok || best.target != "z.1" || best.turn <= 0 {
		t.Fatalf("best turning move %+v (%v), want one turning right into z", best, ok)
	}
	label := zocTurnLabel(c, &s, best)
	var offer *rules.Offer
	for _, o := range (Rules{}).Offers(&s, 0, []string{"a.1"}) {
		if strings.HasPrefix(o.Label, label) {
			offer = &o
		}
	}
	more, moreOK, _ := scan.try(best.pivot, best.aim+geom.Rad(5), m.base.Shape.Pose())
	for _, r := range []struct {
		name string
		move func() (rules.Action, bool)
		want string
	}{
		{name: "the offered least turn into z [L1402]", move: func() (rules.Action, bool) {
			if offer == nil || offer.Disabled != "" {
				return rules.Action{}, false
			}
			return offer.Action, true
		}},
		{name: "5° more into z: refused [L1402]", want: "zoc-straightest", move: func() (rules.Action, bool) {
			return rules.Action{Kind: rules.KindMove, Side: 0, Moves: []rules.Move{{Base: "a.1", Path: more.path}}}, moreOK && more.target == "z.1"
		}},
	} {
		a, ok := r.move()
		if !ok {
			t.Errorf("%s: no such move (offer %+v)", r.name, offer)
			continue
		}
		err := Rules{}.Check(&s, a)
		if got := code(err); got != r.want {
			t.Errorf("%s: Check = %q (%v), want %q", r.name, got, err, r.want)
			continue
		}
		if r.want != "" {
			if !has(msg(err), "[L1402]") || !has(msg(err), `take the offer "`+label+`"`) {
				t.Errorf("%s: refusal %q does not name [L1402] and the offer %q", r.name, msg(err), label)
			}
			continue
		}
		n, _ := apply(t, s, a)
		if !InCloseCombat(base(&n, "a").Shape, base(&n, "z").Shape) {
			t.Errorf("%s: a is not in close combat with z", r.name)
		}
	}
	for _, pivot := range []bool{false, true} {
		for _, sign := range []float64{1, -1} {
			if mv, ok, _ := scan.try(pivot, sign*(math.Abs(best.turn)-geom.Rad(0.5)), m.base.Shape.Pose()); ok && mv.target == "z.1" {
				t.Errorf("turning %.1f° (pivot %v) reaches z, less than the best %.1f°", geom.Deg(mv.turn), pivot, geom.Deg(best.turn))
			}
		}
	}
	// Isolated, a must align front to front with z instead [L1697].
	iso := zocTurnWorld(t, false)
	if err := (Rules{}).Check(&iso, offer.Action); code(err) != "zoc-align" {
		t.Errorf("isolated, the least turn: Check = %v, want zoc-align [L1697]", err)
	}
}

// TestZocZoccersTie is [L1402] among the zoccers of an isolated base
// (§7.11 [L1697] gives each move's end): blue Ax(O) a at (63, 44) faces
// east between red Sp(O) z1 (front edge at y 40.75, facing south) and y
// (facing north, its front edge 0.5 cm farther or nearer than z1's), in
// both ZoCs. Aligning with either turns a quarter turn, as straight: the
// shorter comes first.
func TestZocZoccersTie(t *testing.T) {
	for _, c := range []struct {
		name        string
		yFront      float64 // y's front edge
		want, other string
	}{
		{"y 0.5 cm farther: z1, the shorter [L1402]", 47.75, "z1", "y"},
		{"y 0.5 cm nearer: y, the shorter [L1402]", 46.75, "y", "z1"},
	} {
		s := newWorld().unit("z1", 1, "Reg Sp(O)", 63, 40, south).unit("y", 1, "Reg Sp(O)", 63, c.yFront+0.75, north).
			unit("a", 0, "Reg Ax(O)", 63, 44, 90).ready(t, 6)
		if got := Zoccers(&s, base(&s, "a")); len(got) != 2 {
			t.Fatalf("%s: a is zocced by %v, want z1 and y", c.name, got)
		}
		var want, other *rules.Offer
		for _, o := range (Rules{}).Offers(&s, 0, []string{"a.1"}) {
			switch {
			case strings.HasPrefix(o.Label, "Engage "+c.want+" "):
				want = &o
			case strings.HasPrefix(o.Label, "Engage "+c.other+" "):
				other = &o
			}
		}
		if want == nil || other == nil || want.Disabled != "" {
			t.Errorf("%s: offers %+v and %+v, want both, %s's enabled", c.name, want, other, c.want)
			continue
		}
		if !has(other.Disabled, "[L1402]") || !has(other.Disabled, "Engage "+c.want+" (Reg Sp(O)) front to front, aligned") {
			t.Errorf("%s: engaging %s is not refused naming [L1402] and %s's offer: %q", c.name, c.other, c.want, other.Disabled)
		}
		if err := (Rules{}).Check(&s, other.Action); code(err) != "zoc-straightest" {
			t.Errorf("%s: Check(engage %s) = %v, want zoc-straightest", c.name, c.other, err)
		}
		n, _ := apply(t, s, want.Action)
		if !InCloseCombat(base(&n, "a").Shape, base(&n, c.want).Shape) {
			t.Errorf("%s: a is not in close combat with %s", c.name, c.want)
		}
	}
}
