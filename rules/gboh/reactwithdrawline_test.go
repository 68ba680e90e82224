package gboh

import (
	"strings"
	"testing"

	"plateau/rules"
)

// withdrawWorld: x (0606) and y (0706), both facing north, of side 0;
// enemy e (MI, MA 4) moves from 4 hexes north of x to 2; leader a0 on
// 0609. It returns the state in phase reaction.
func withdrawWorld(t *testing.T, xProf, yProf map[string]float64, yType string, a0Prof map[string]float64) (*world, rules.State) {
	t.Helper()
	w := newWorld(t, 12, 12)
	w.leader("a0", 0, "0609", 3, a0Prof)
	w.unit("x", "LC", 0, "0606", north, xProf)
	if yType != "" {
		w.unit("y", yType, 0, "0706", north, yProf)
	}
	start := w.up("0606", 4)
	w.unit("e", "MI", 1, start, south, map[string]float64{keyMA: 4})
	w.leader("b0", 1, w.up("0606", 5), 4, nil)
	s := w.orders("b0")
	n, evs := apply(t, *s, w.move(s, "e", w.one(w.ahead(start, south, 0), south), w.one(w.down(start, 2), south)))
	if n.Phase != PhaseReact || mustUnit(t, &n, "x").Status[stReact]&reactWithdraw == 0 {
		t.Fatalf("no withdrawal offered\n%s", logText(evs))
	}
	return w, n
}

// rowsBack is how many hexes u stands south of hex l.
func rowsBack(t *testing.T, w *world, s *rules.State, id, l string) int {
	bd, _ := boardOf(s)
	c, _ := bd.where(s, mustUnit(t, s, id))
	return bd.m.EdgeDist(1, c.hex()) - bd.m.EdgeDist(1, w.hx(l))
}

// TestLineWithdrawal is [L1280-1289]: cavalry of a Line withdraws all
// together when one of them may and a leader able to give the Line a Line
// Command has it within his Range, spending no order; each by its own MA
// difference (one of no greater MA stays, a reading).
func TestLineWithdrawal(t *testing.T) {
	cav := map[string]float64{keyMA: 6, keyLineOf: 1}
	able := map[string]float64{keyLine: 1, keyRange: 4}
	for _, c := range []struct {
		name    string
		yType   string
		yProf   map[string]float64
		xProf   map[string]float64
		a0      map[string]float64
		code    string
		xBack   int
		yBack   int
		wantLog string
	}{
		{"the Line withdraws: both 2 hexes back", "LC", cav, cav, able, "", 2, 2, "Line 1 withdraws together with x, within a0's Range"},
		{"one of MA 4: it stays", "LC", map[string]float64{keyMA: 4, keyLineOf: 1}, cav, able, "", 2, 0, "y, of the Line, has no MA over e's: it stays"},
		{"an infantry unit in the Line", "MI", map[string]float64{keyMA: 6, keyLineOf: 1}, cav, able, "line-withdraw", 0, 0, ""},
		{"no leader with a Line Command", "LC", cav, cav, map[string]float64{keyRange: 4}, "line-withdraw", 0, 0, ""},
		{"the leader's Range short of it", "LC", cav, cav, map[string]float64{keyLine: 1, keyRange: 1}, "line-withdraw", 0, 0, ""},
		{"not of a Line", "LC", cav, map[string]float64{keyMA: 6}, able, "line-withdraw", 0, 0, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, n := withdrawWorld(t, c.xProf, c.yProf, c.yType, c.a0)
			a := rules.Action{Kind: KindReact, Side: 0, Args: map[string]string{"unit": "x", "react": "withdraw", "line": "yes"}}
			err := (Rules{}).Check(&n, a)
			if c.code != "" {
				if code(err) != c.code {
					t.Fatalf("%v, want %s", err, c.code)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			offered := false
			for _, o := range (Rules{}).Offers(&n, 0, nil) {
				offered = offered || o.Label == "Withdraw Line 1 with x from e"
			}
			if !offered {
				t.Fatal("the Line's withdrawal is not offered")
			}
			n2, evs := apply(t, n, a)
			if xb, yb := rowsBack(t, w, &n2, "x", "0606"), rowsBack(t, w, &n2, "y", "0706"); xb != c.xBack || yb != c.yBack || !strings.Contains(logText(evs), c.wantLog) {
				t.Fatalf("x %d back, y %d back, want %d and %d and %q\n%s", xb, yb, c.xBack, c.yBack, c.wantLog, logText(evs))
			}
			if n2.Counters[ctOrders] != n.Counters[ctOrders] || mustUnit(t, &n2, "y").Status[stReact] != 0 {
				t.Fatalf("orders %d, y %v", n2.Counters[ctOrders], mustUnit(t, &n2, "y").Status)
			}
		})
	}
}

// TestWithdrawFire is [L1322-1331]: bow-armed cavalry may fire at the
// enemy it withdraws from, at 2 hexes (a short bow at 2: 4 or less,
// UNOFFICIAL); a composite bow at a longer range if the enemy was that
// far in sight during its move (its move began 4 hexes away); other
// weapons, and infantry, do not.
func TestWithdrawFire(t *testing.T) {
	for _, c := range []struct {
		name   string
		typ    string
		weapon string
		rng    string
		code   string
		die    int
		eHits  int
	}{
		{"a short bow at 2 hexes: hit", "LC", "bow", "", "", 4, 1},
		{"a short bow at 2 hexes: miss", "LC", "bow", "", "", 9, 0},
		{"a short bow at 3: refused", "LC", "bow", "3", "withdraw-fire", 0, 0},
		{"a composite bow at 4 hexes, where e began", "LC", "longbow", "4", "", 3, 1},
		{"a composite bow at 3: e was not seen there", "LC", "longbow", "3", "withdraw-fire", 0, 0},
		{"javelins do not fire", "LC", "javelin", "", "withdraw-fire", 0, 0},
		{"infantry does not fire", "LI", "bow", "", "withdraw-fire", 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.leader("a0", 0, "0111", 3, nil)
			w.unit("x", c.typ, 0, "0606", north, map[string]float64{keyMA: 8, c.weapon: 1})
			start := w.up("0606", 4)
			w.unit("e", "MI", 1, start, south, map[string]float64{keyMA: 4})
			w.leader("b0", 1, w.up("0606", 5), 4, nil)
			s := w.orders("b0")
			n, evs := apply(t, *s, w.move(s, "e", w.one(w.ahead(start, south, 0), south), w.one(w.down(start, 2), south)))
			if n.Phase != PhaseReact {
				t.Fatalf("no reaction\n%s", logText(evs))
			}
			a := rules.Action{Kind: KindReact, Side: 0, Args: map[string]string{"unit": "x", "react": "withdraw", "fire": "yes"}}
			if c.rng != "" {
				a.Args["range"] = c.rng
			}
			err := (Rules{}).Check(&n, a)
			if c.code != "" {
				if code(err) != c.code {
					t.Fatalf("%v, want %s", err, c.code)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			want := "Withdraw x from e, firing at 2 hexes"
			if c.rng != "" {
				want = "Withdraw x from e, firing at " + c.rng + " hexes"
			}
			offered := false
			for _, o := range (Rules{}).Offers(&n, 0, nil) {
				offered = offered || (o.Label == want && o.Disabled == "")
			}
			if !offered {
				t.Fatalf("%q is not offered", want)
			}
			n, evs = apply(t, n, a, d10(c.die))
			if got := mustUnit(t, &n, "e").Status[stHits]; got != c.eHits || !strings.Contains(logText(evs), "fires as it withdraws") {
				t.Fatalf("e hits %d, want %d\n%s", got, c.eHits, logText(evs))
			}
			if rowsBack(t, w, &n, "x", "0606") == 0 {
				t.Fatalf("x did not withdraw\n%s", logText(evs))
			}
		})
	}
}
