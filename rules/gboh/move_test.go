package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// steps is n poses straight ahead from l facing f (alternating the two
// front hexes), and the label reached.
func (w *world) steps(l string, f hex.Vertex, n int) ([]geom.Pose, string) {
	var out []geom.Pose
	for i := 0; i < n; i++ {
		l = w.ahead(l, f, i%2)
		out = append(out, w.one(l, f))
	}
	return out, l
}

// mover is a battle with side A's HI "u" at 0510 facing north, its CinC
// "k" (Initiative 3, Range 4) beside it, and B's leader far away.
func mover(t *testing.T, prof map[string]float64) *world {
	w := newWorld(t, 12, 14)
	w.unit("u", "HI", 0, "0510", north, prof)
	w.leader("k", 0, "0511", 3, map[string]float64{keyCinC: 1})
	w.leader("e", 1, "1101", 5, nil)
	return w
}

// TestMoveAllowance: a move spends at most the MA, paying each hex in full
// [L1080-1085, L1175-1177]; clear costs 1 MP (chart).
func TestMoveAllowance(t *testing.T) {
	for _, c := range []struct {
		ma, hexes int
		want      string
	}{
		{5, 5, ""},
		{5, 6, "allowance"},
		{4, 4, ""},
		{4, 5, "allowance"},
	} {
		w := mover(t, map[string]float64{keyMA: float64(c.ma)})
		s := w.orders("k")
		poses, _ := w.steps("0510", north, c.hexes)
		a := w.move(s, "u", poses...)
		if err := (Rules{}).Check(s, a); code(err) != c.want {
			t.Fatalf("MA %d, %d hexes: %v, want %q", c.ma, c.hexes, err, c.want)
		}
		tape := (Rules{}).Measure(s, a.Moves[0])
		if !tape.Points || tape.Unit != "MP" || tape.Allowance != float64(c.ma) {
			t.Fatalf("tape %+v", tape)
		}
		if c.want == "" {
			if tape.Move != float64(c.hexes) {
				t.Fatalf("tape move %v, want %d", tape.Move, c.hexes)
			}
			n, evs := apply(t, *s, a)
			u := mustUnit(t, &n, "u")
			if u.Status[stMoved] != 1 || u.Status[stOrdered] != 1 || n.Counters[ctOrders] != 1 || n.Used["u.1"] != float64(c.hexes) {
				t.Fatalf("after the move: %v orders %d used %v\n%s", u.Status, n.Counters[ctOrders], n.Used, logText(evs))
			}
		}
	}
}

// TestFacing: a Normal unit enters only its two front hexes [L1430-1432]
// and pivots in place, 1 MP per 60° [L1440-1443].
func TestFacing(t *testing.T) {
	w := mover(t, nil)
	s := w.orders("k")
	// Its flank hex (D0, east) is refused.
	if err := (Rules{}).Check(s, w.move(s, "u", w.one(w.m.Label(w.hx("0510").Neighbor(0)), north))); code(err) != "front" {
		t.Fatalf("into the flank hex: %v, want front", err)
	}
	// 120° in one step is refused: 60° at a time.
	if err := (Rules{}).Check(s, w.move(s, "u", w.one("0510", north.Turn(2)))); code(err) != "step" {
		t.Fatalf("120° at once: %v, want step", err)
	}
	// Pivot 60° right (V0: front D0 and D1), then east: 1 + 1 MP.
	v0 := hex.Vertex(0)
	east := w.m.Label(w.hx("0510").Neighbor(0))
	a := w.move(s, "u", w.one("0510", v0), w.one(east, v0))
	if tape := (Rules{}).Measure(s, a.Moves[0]); tape.Move != 2 {
		t.Fatalf("pivot and step cost %v, want 2", tape.Move)
	}
	// Four pivots and a step: 5 MP; five pivots and a step: one over.
	var turns []geom.Pose
	for k := 1; k <= 5; k++ {
		turns = append(turns, w.one("0510", north.Turn(k)))
	}
	f4 := north.Turn(4)
	ok := append(append([]geom.Pose(nil), turns[:4]...), w.one(w.ahead("0510", f4, 0), f4))
	if err := (Rules{}).Check(s, w.move(s, "u", ok...)); err != nil {
		t.Fatalf("4 pivots + 1 hex = 5 MP: %v", err)
	}
	f5 := north.Turn(5)
	over := append(append([]geom.Pose(nil), turns...), w.one(w.ahead("0510", f5, 0), f5))
	if err := (Rules{}).Check(s, w.move(s, "u", over...)); code(err) != "allowance" {
		t.Fatalf("5 pivots + 1 hex = 6 MP: %v, want allowance", err)
	}
}

// TestTerrain: the chart's costs and hits (UNOFFICIAL values; the facts
// the text gives: Difficult terrain costs a hit on entering [L1159-1162],
// pivoting in it a hit per 60° [L1451-1454], a change of altitude a hit
// and climbing MP [L1154-1160], impassable hexes are never entered
// [L1172-1173]).
func TestTerrain(t *testing.T) {
	for _, c := range []struct {
		name       string
		kind       string
		elev       int
		mp, hits   int
		want       string
		pivotAfter bool
	}{
		{"clear", "clear", 0, 1, 0, "", false},
		{"woods", "woods", 0, 2, 1, "", false},
		{"woods and a pivot", "woods", 0, 2, 1, "", true},
		{"marsh", "marsh", 0, 3, 1, "", false},
		{"up one level", "clear", 1, 2, 1, "", false},
		{"impassable", "impassable", 0, 0, 0, "prohibited", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := mover(t, nil)
			to := w.ahead("0510", north, 0)
			if c.elev != 0 {
				w.elevation(c.elev, to)
			} else if c.kind != "clear" {
				w.terrain(c.kind, to)
			}
			s := w.orders("k")
			poses := []geom.Pose{w.one(to, north)}
			if c.pivotAfter {
				poses = append(poses, w.one(to, north.Turn(1)))
			}
			a := w.move(s, "u", poses...)
			err := (Rules{}).Check(s, a)
			if c.want == "prohibited" {
				if code(err) != c.want {
					t.Fatalf("%v, want %s", err, c.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			n, evs := apply(t, *s, a)
			hits, mp := c.hits, c.mp
			if c.pivotAfter {
				hits, mp = hits+1, mp+1
			}
			if got := mustUnit(t, &n, "u").Status[stHits]; got != hits || n.Used["u.1"] != float64(mp) {
				t.Fatalf("hits %d MP %v, want %d %d\n%s", got, n.Used["u.1"], hits, mp, logText(evs))
			}
		})
	}
}

// TestSecondMove is spec T33 [L1092-1100]: a unit already Moved this turn
// takes 1 Cohesion hit moving again; when its hits reach its TQ it routs
// [L2471-2473].
func TestSecondMove(t *testing.T) {
	for _, c := range []struct {
		hits   int
		routed int
	}{{0, 0}, {5, 1}} {
		w := mover(t, nil)
		s := w.orders("k")
		u := mustUnit(t, s, "u")
		u.SetStatus(stMoved, 1)
		u.SetStatus(stHits, c.hits)
		n, evs := apply(t, *s, w.move(s, "u", w.one(w.ahead("0510", north, 0), north)))
		if got := mustUnit(t, &n, "u"); got.Status[stHits] != c.hits+1 || got.Status[stRouted] != c.routed {
			t.Fatalf("from %d hits: %v\n%s", c.hits, got.Status, logText(evs))
		}
	}
}

// TestZOC: a unit stops on entering an enemy ZOC (the enemy's two front
// hexes) [L1468-1478] and may not change facing in it [L1445-1447].
func TestZOC(t *testing.T) {
	w := mover(t, nil)
	// The enemy faces south two hexes ahead: its front hexes include the
	// hex in front of u.
	front := w.ahead("0510", north, 0)
	two := w.ahead(front, north, 1)
	w.unit("x", "MI", 1, two, south, nil)
	s := w.orders("k")
	bd, _ := boardOf(s)
	if zs := bd.zocs(s, 0); len(zs[w.hx(front)]) == 0 {
		t.Fatalf("geometry: %s is not in x ZOC", front)
	}
	// Enter the ZOC and go on: refused; enter and pivot: refused.
	beyond := w.ahead(front, north, 0)
	if err := (Rules{}).Check(s, w.move(s, "u", w.one(front, north), w.one(beyond, north))); code(err) != "zoc-stop" && code(err) != "enemy" {
		t.Fatalf("through the ZOC: %v, want zoc-stop", err)
	}
	if err := (Rules{}).Check(s, w.move(s, "u", w.one(front, north), w.one(front, north.Turn(1)))); code(err) != "zoc-stop" {
		t.Fatalf("pivot after entering a ZOC: %v, want zoc-stop", err)
	}
	if err := (Rules{}).Check(s, w.move(s, "u", w.one(front, north))); err != nil {
		t.Fatalf("into the ZOC: %v", err)
	}
}

// TestStartInZOC is spec T7 and T8 [L1479-1499]: a unit starting in the
// ZOC of an enemy of MA 4 leaves it only with an MA above 4 and a front
// hex free.
func TestStartInZOC(t *testing.T) {
	for _, c := range []struct {
		ma   int
		want string
	}{{5, ""}, {4, "zoc-start"}} {
		w := mover(t, map[string]float64{keyMA: float64(c.ma)})
		// The enemy stands in u's left front hex facing V5 (front D5 and
		// D0): u's hex is in its ZOC, u's right front hex is free.
		nw := w.ahead("0510", north, 1)
		w.unit("x", "MI", 1, nw, hex.Vertex(5), map[string]float64{keyMA: 4})
		s := w.orders("k")
		bd, _ := boardOf(s)
		if len(bd.zocs(s, 0)[w.hx("0510")]) == 0 {
			t.Fatalf("0510 is not in x's ZOC: %v", bd.zoc(mustUnit(t, s, "x"), counter{at: hex.One(w.hx(nw), 5)}))
		}
		ne := w.ahead("0510", north, 0)
		err := (Rules{}).Check(s, w.move(s, "u", w.one(ne, north)))
		if code(err) != c.want {
			t.Fatalf("MA %d: %v, want %q", c.ma, err, c.want)
		}
		// Facing changes are refused in a ZOC [L1445-1447].
		if err := (Rules{}).Check(s, w.move(s, "u", w.one("0510", north.Turn(1)))); code(err) == "" {
			t.Fatal("a pivot in an enemy ZOC was allowed")
		}
	}
}

// TestStacking [L1351-1386]: never into an enemy combat unit; through a
// friend as the Stacking Table says (hits to both), never ending on one;
// a Column never through one [L1246-1247].
func TestStacking(t *testing.T) {
	w := mover(t, nil)
	ne := w.ahead("0510", north, 0)
	w.unit("li", "LI", 0, ne, north, nil)
	s := w.orders("k")
	if err := (Rules{}).Check(s, w.move(s, "u", w.one(ne, north))); code(err) != "stack" {
		t.Fatalf("ending on a friend: %v, want stack", err)
	}
	beyond := w.ahead(ne, north, 1)
	n, evs := apply(t, *s, w.move(s, "u", w.one(ne, north), w.one(beyond, north)))
	p, _ := Rules{}.charts().Column("HI")
	pass := Rules{}.charts().Pass(p, 2)
	if mustUnit(t, &n, "u").Status[stHits] != pass.Mover || mustUnit(t, &n, "li").Status[stHits] != pass.Passed {
		t.Fatalf("through LI: %v %v (chart %+v)\n%s", mustUnit(t, &n, "u").Status, mustUnit(t, &n, "li").Status, pass, logText(evs))
	}

	w = mover(t, nil)
	w.unit("x", "MI", 1, ne, north, nil) // facing away: no ZOC on u
	s = w.orders("k")
	if err := (Rules{}).Check(s, w.move(s, "u", w.one(ne, north))); code(err) != "enemy" {
		t.Fatalf("into the enemy: %v, want enemy", err)
	}

	w = newWorld(t, 12, 14)
	w.column("c", "MI", 0, "0510", 1, nil)
	w.leader("k", 0, "0511", 3, map[string]float64{keyCinC: 1})
	w.leader("e", 1, "1101", 5, nil)
	to := w.m.Label(w.hx("0510").Neighbor(1))
	w.unit("li", "LI", 0, to, north, nil)
	s = w.orders("k")
	far := w.m.Label(w.hx(to).Neighbor(1))
	if err := (Rules{}).Check(s, w.move(s, "c", colPose(w, to, 1), colPose(w, far, 1))); code(err) != "pass" {
		t.Fatalf("a Column through a friend: %v, want pass", err)
	}
}

// TestColumn [L1207-1247]: MA +1; the front hex or a flank hex with a free
// turn; a rear-flank hex 1 MP more; turning about 2 MP; the change of
// formation at the end of a move for 1 MP, only in a disciplined army.
func TestColumn(t *testing.T) {
	w := newWorld(t, 12, 14)
	w.column("c", "MI", 0, "0610", 1, nil)
	w.leader("k", 0, "0611", 3, map[string]float64{keyCinC: 1})
	w.leader("e", 1, "1101", 5, nil)
	s := w.orders("k")
	h := w.hx("0610")
	lab := func(x hex.Hex) string { return w.m.Label(x) }
	for _, c := range []struct {
		name  string
		poses []geom.Pose
		mp    int
		want  string
	}{
		{"front", []geom.Pose{colPose(w, lab(h.Neighbor(1)), 1)}, 1, ""},
		{"flank hex, free turn", []geom.Pose{colPose(w, lab(h.Neighbor(2)), 2)}, 1, ""},
		{"other flank hex", []geom.Pose{colPose(w, lab(h.Neighbor(0)), 0)}, 1, ""},
		{"rear-flank hex", []geom.Pose{colPose(w, lab(h.Neighbor(3)), 3)}, 2, ""},
		{"rear hex", []geom.Pose{colPose(w, lab(h.Neighbor(4)), 4)}, 0, "step"},
		{"about turn", []geom.Pose{colPose(w, "0610", 4)}, 2, ""},
		{"6 hexes: MA 5 + 1", nil, 6, ""},
		{"7 hexes", nil, 7, "allowance"},
		{"to Normal at the end", []geom.Pose{colPose(w, lab(h.Neighbor(1)), 1), w.one(lab(h.Neighbor(1)), 1)}, 2, ""},
		{"to Normal, not beside the front side", []geom.Pose{w.one("0610", 3)}, 0, "step"},
		{"to Normal, then a move", []geom.Pose{w.one("0610", 1), w.one(w.ahead("0610", 1, 0), 1)}, 0, "formation"},
	} {
		t.Run(c.name, func(t *testing.T) {
			poses := c.poses
			if poses == nil {
				x := h
				for i := 0; i < c.mp; i++ {
					x = x.Neighbor(hex.Dir(1 + i%2))
					poses = append(poses, colPose(w, lab(x), hex.Dir(1+i%2)))
				}
			}
			a := w.move(s, "c", poses...)
			err := (Rules{}).Check(s, a)
			if code(err) != c.want {
				t.Fatalf("%v, want %q", err, c.want)
			}
			if c.want == "" {
				if tape := (Rules{}).Measure(s, a.Moves[0]); tape.Move != float64(c.mp) || tape.Allowance != 6 {
					t.Fatalf("tape %+v, want %d of 6", tape, c.mp)
				}
			}
		})
	}
	n, _ := apply(t, *s, w.move(s, "c", w.one("0610", 1)))
	if mustUnit(t, &n, "c").Formation != "" {
		t.Fatal("still In Column")
	}
	// Normal to Column: beside the old vertex, disciplined armies only.
	w = mover(t, nil)
	s = w.orders("k")
	n, evs := apply(t, *s, w.move(s, "u", w.one(w.ahead("0510", north, 0), north), colPose(w, w.ahead("0510", north, 0), north.D(0))))
	if mustUnit(t, &n, "u").Formation != Column || !strings.Contains(logText(evs), "into Column") {
		t.Fatalf("not In Column: %s", logText(evs))
	}
	w.s.Settings = map[string]string{"army1": "undisciplined"}
	s = w.orders("k")
	if err := (Rules{}).Check(s, w.move(s, "u", colPose(w, "0510", north.D(0)))); code(err) != "formation" {
		t.Fatalf("undisciplined: %v, want formation", err)
	}
}

// TestOrders [L459-475, L884-886]: Individual Orders up to the Initiative,
// within Command Range, each unit once per phase.
func TestOrders(t *testing.T) {
	w := mover(t, nil)
	w.unit("v", "HI", 0, "0310", north, nil)
	w.unit("far", "HI", 0, "1110", north, nil)
	w.s.Units[1].Profile[keyInitiative] = 2
	s := w.orders("k")
	if err := (Rules{}).Check(s, w.move(s, "far", w.one(w.ahead("1110", north, 0), north))); code(err) != "range" {
		t.Fatalf("beyond range: %v", err)
	}
	n, _ := apply(t, *s, w.move(s, "u", w.one(w.ahead("0510", north, 0), north)))
	if err := (Rules{}).Check(&n, w.move(&n, "u", w.one(w.ahead(w.ahead("0510", north, 0), north, 1), north))); code(err) != "once" {
		t.Fatalf("twice in a phase: %v", err)
	}
	n, _ = apply(t, n, w.move(&n, "v", w.one(w.ahead("0310", north, 0), north)))
	if err := (Rules{}).Check(&n, w.move(&n, "k", w.centre("0611"))); code(err) != "orders" {
		t.Fatalf("a 3rd order from Initiative 2: %v", err)
	}
}

// TestLeaderMove: a leader moves any way by cavalry costs, facing
// nothing, +1 MP into a hex with a friendly combat unit [L1111-1116,
// L1367-1371].
func TestLeaderMove(t *testing.T) {
	w := mover(t, nil)
	s := w.orders("k")
	a := w.move(s, "k", w.centre("0611"), w.centre("0510"))
	if tape := (Rules{}).Measure(s, a.Moves[0]); tape.Move != 3 || tape.Allowance != 9 {
		t.Fatalf("tape %+v, want 1 + (1+1) of 9", tape)
	}
	n, _ := apply(t, *s, a)
	if mustUnit(t, &n, "k").Status[stMoved] != 0 {
		t.Fatal("a leader is never flipped [L1104-1109]")
	}
}

// TestWolfRiders: cavalry may not enter a Wolf Riders' ZOC voluntarily
// [L4431-4437]; infantry and other Wolf Riders may.
func TestWolfRiders(t *testing.T) {
	for _, c := range []struct {
		typ, want string
	}{{"LC", "fear"}, {"MI", ""}, {"WR", ""}} {
		w := mover(t, nil)
		w.s.Units[0].Type = c.typ
		ne := w.ahead("0510", north, 0)
		w.unit("wr", "WR", 1, w.ahead(ne, north, 0), south, nil)
		s := w.orders("k")
		if err := (Rules{}).Check(s, w.move(s, "u", w.one(ne, north))); code(err) != c.want {
			t.Fatalf("%s into the Wolf Riders' ZOC: %v, want %q", c.typ, err, c.want)
		}
	}
}

// TestLeaderZOC [L587-594, L616-625, L682-689, L1482-1483]: the CinC
// leaves an enemy ZOC on 2 Individual Orders (A6); another leader in one
// gives no orders; a leader enters an enemy ZOC only into a hex holding a
// friendly combat unit.
func TestLeaderZOC(t *testing.T) {
	build := func(cinc bool) (*world, *rules.State) {
		w := newWorld(t, 12, 14)
		p := map[string]float64{}
		if cinc {
			p[keyCinC] = 1
		}
		w.leader("k", 0, "0811", 3, p)
		w.unit("x", "MI", 1, w.m.Label(w.hx("0811").Neighbor(1)), south, nil)
		w.leader("e", 1, "1101", 5, nil)
		return w, w.orders("k")
	}
	w, s := build(true)
	if !inEnemyZOC(s, mustUnit(t, s, "k")) {
		t.Fatal("k is not in x's ZOC")
	}
	back := w.m.Label(w.hx("0811").Neighbor(4))
	n, _ := apply(t, *s, w.move(s, "k", w.centre(back)))
	if n.Counters[ctOrders] != 2 {
		t.Fatalf("the CinC leaving a ZOC spent %d orders, want 2 (A6)", n.Counters[ctOrders])
	}
	w, s = build(false)
	if err := (Rules{}).Check(s, w.move(s, "k", w.centre(back))); code(err) != "leader-zoc" {
		t.Fatalf("a subordinate in a ZOC: %v, want leader-zoc", err)
	}
	// Into a ZOC hex alone: refused; with a friendly combat unit: allowed.
	w = newWorld(t, 12, 14)
	w.leader("k", 0, "0812", 3, map[string]float64{keyCinC: 1})
	zocHex := w.m.Label(w.hx("0812").Neighbor(0))
	w.unit("x", "MI", 1, w.m.Label(w.hx(zocHex).Neighbor(1)), south, nil)
	w.leader("e", 1, "1101", 5, nil)
	s = w.orders("k")
	if err := (Rules{}).Check(s, w.move(s, "k", w.centre(zocHex))); code(err) != "zoc-leader" {
		t.Fatalf("a lone leader into a ZOC: %v, want zoc-leader", err)
	}
}

// TestMoveWith: the ordering leader and heroes stacked with a unit may go
// with it, staying stacked [L573-576, L855-859, L2176-2182] (A7); no one
// else.
func TestMoveWith(t *testing.T) {
	w := newWorld(t, 12, 12)
	w.unit("u", "MI", 0, "0609", north, nil)
	w.leader("a0", 0, "0609", 4, nil)
	w.leader("a1", 0, "0609", 2, nil)
	w.place(rules.Unit{ID: "h", Type: Hero, Side: 0, Profile: map[string]float64{}}, w.centre("0609"))
	w.place(rules.Unit{ID: "far", Type: Hero, Side: 0, Profile: map[string]float64{}}, w.centre("0610"))
	w.leader("b0", 1, "0101", 5, nil)
	s := w.orders("a0")
	to := w.up("0609", 1)
	for _, c := range []struct {
		with, want string
	}{{"a0,h", ""}, {"a1", "with"}, {"far", "with"}, {"b0", "with"}} {
		a := w.move(s, "u", w.one(to, north))
		a.Args = map[string]string{"with": c.with}
		if err := (Rules{}).Check(s, a); code(err) != c.want {
			t.Fatalf("with %s: %v, want %q", c.with, err, c.want)
		}
	}
	a := w.move(s, "u", w.one(to, north))
	a.Args = map[string]string{"with": "a0,h"}
	n, evs := apply(t, *s, a)
	bd, _ := boardOf(&n)
	for _, id := range []string{"a0", "h"} {
		if c, _ := bd.where(&n, mustUnit(t, &n, id)); bd.m.Label(c.hex()) != to {
			t.Fatalf("%s at %s, want %s\n%s", id, bd.m.Label(c.hex()), to, logText(evs))
		}
	}
}
