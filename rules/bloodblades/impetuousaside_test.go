package bloodblades

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
)

// TestImpetuousShiftsFriendsAside is §7.8 [L1480] in impetuous moves: an
// impetuous move "is a normal move, except that" [L1742-1745], none of
// the exceptions touching [L1480], so the base passing through a friend
// may shift the friends standing where it lands beyond it "by just the
// distance needed", when they face the way the friend passed through
// faces, none is Bg or El, and there is room (or they shift friends
// alike); else the friend on the landing blocks its way and the move
// stops at the friend passed ([L1746-1750]: Bg never moves [L589]).
//
// The impetuous Wb (no enemy within 12 MU: straight ahead its full
// allowance [L1722]) stands at (30, 50) facing north, a Bg 1 cm ahead of
// it facing north; the friends beyond stand touching the Bg's front edge,
// their centres dx cm east of the Wb's.
func TestImpetuousShiftsFriendsAside(t *testing.T) {
	type friend struct {
		id, troop string
		dx        float64
		bearing   float64
		shift     float64 // how far it is shifted east (cm), 0: not at all
	}
	for _, c := range []struct {
		name    string
		friends []friend
		lands   bool   // the Wb lands beyond the Bg and goes its full allowance
		text    string // in the events
	}{
		{name: "a Sp overlapping the landing by 3 cm is shifted 3 cm east, the shorter way [L1480]", lands: true,
			friends: []friend{{"sp", "Reg Sp(O)", 1, north, 3}}, text: "shifted aside 1.0 MU (3.0 cm)"},
		{name: "the same on the other side is shifted west [L1480]", lands: true,
			friends: []friend{{"sp", "Reg Sp(O)", -1, north, -3}}, text: "shifted aside"},
		{name: "a Sp beside it is shifted in turn by what it is in the way [L1480]", lands: true,
			friends: []friend{{"sp", "Reg Sp(O)", 1, north, 3}, {"sp2", "Reg Sp(O)", 5.5, north, 2.5}}, text: "sp2 (Reg Sp(O)) is shifted aside"},
		{name: "a Sp facing east, not the Bg's way, is not shifted: it blocks [L1480, L589]",
			friends: []friend{{"sp", "Reg Sp(O)", 1, 90, 0}}, text: "never moves [L589]"},
		{name: "an El is never shifted aside [L1480, L589]",
			friends: []friend{{"el", "Irr El(O)", 1, north, 0}}, text: "never moves [L589]"},
		{name: "a Sp hemmed in by El both ways has no room [L1480, L589]",
			friends: []friend{{"sp", "Reg Sp(O)", 1, north, 0}, {"el", "Irr El(O)", 5, north, 0}, {"el2", "Irr El(O)", -3, north, 0}},
			text:    "never moves [L589]"},
	} {
		w := newWorld().genNear().set("el-move", "4/2/1")
		dm, dbg := troopDepth("Irr Wb(F)"), troopDepth("Bg(O)")
		w.unit("imp", 0, "Irr Wb(F)", 30, 50, north)
		bgRear := 50 - dm/2 - 1
		w.unit("bg", 0, "Bg(O)", 30, bgRear-dbg/2, north)
		bgFront := bgRear - dbg
		for _, f := range c.friends {
			w.unit(f.id, 0, f.troop, 30+f.dx, bgFront-troopDepth(f.troop)/2, f.bearing)
		}
		s := w.ready(t, 6)
		cfg, _ := ConfigOf(s.Settings)
		a := aheadAllowance(cfg, &s, mustUnit(&s, "imp"), base(&s, "imp"))
		if a < 1+dbg+dm+0.5 {
			t.Fatalf("%s: allowance %.2f cm too short for the test", c.name, a)
		}
		n, evs := endMovesAll(t, s)
		all := strings.Join(evs, "|")
		if !has(all, c.text) {
			t.Errorf("%s: events %q, want %q", c.name, evs, c.text)
		}
		want := 1.0 // stopped by the Bg, which never moves [L589]
		if c.lands {
			want = a
		}
		if got := advance(&s, &n, "imp"); math.Abs(got-want) > 1e-6 {
			t.Errorf("%s: the Wb advanced %.2f cm, want %.2f; %q", c.name, got, want, evs)
		}
		for _, f := range c.friends {
			d := base(&n, f.id).Shape.Center.Sub(base(&s, f.id).Shape.Center)
			if math.Abs(d.X-f.shift) > 1e-6 || math.Abs(d.Y) > 1e-6 {
				t.Errorf("%s: %s moved (%.2f, %.2f) cm, want (%.2f, 0)", c.name, f.id, d.X, d.Y, f.shift)
			}
		}
	}
}

// TestImpetuousShiftsForTarget is the planner seeing the room [L1480]:
// the impetuous Wb reaches the enemy Sp straight ahead (priority 1
// [L1733]) only through the friend Bg [L1475] and by shifting aside the
// friend Sp standing, 2 cm east of its file, where it lands beyond the
// Bg; the shift is made, by just those 2 cm, and the Wb charges.
func TestImpetuousShiftsForTarget(t *testing.T) {
	dm, dbg, dsp := troopDepth("Irr Wb(F)"), troopDepth("Bg(O)"), troopDepth("Reg Sp(O)")
	w := newWorld().genNear()
	w.unit("imp", 0, "Irr Wb(F)", 30, 50, north)
	bgRear := 50 - dm/2 - 1
	w.unit("bg", 0, "Bg(O)", 30, bgRear-dbg/2, north)
	bgFront := bgRear - dbg
	w.unit("sp", 0, "Reg Sp(O)", 32, bgFront-dsp/2, north)
	foeFront := bgFront - dm - 1
	w.unit("foe", 1, "Reg Sp(O)", 30, foeFront-dsp/2, south)
	s := w.ready(t, 6)
	cfg, _ := ConfigOf(s.Settings)
	if a := aheadAllowance(cfg, &s, mustUnit(&s, "imp"), base(&s, "imp")); a < 50-dm/2-foeFront {
		t.Fatalf("Wb allowance %.2f cm cannot reach the foe %.2f cm away", a, 50-dm/2-foeFront)
	}
	n, evs := endMovesAll(t, s)
	all := strings.Join(evs, "|")
	if !InCloseCombat(base(&n, "imp").Shape, base(&n, "foe").Shape) || !has(all, "passes through bg") || !has(all, "reached straight ahead") {
		t.Errorf("the Wb did not charge the foe straight ahead through the Bg [L1475, L1480, L1733]: %q", evs)
	}
	if d := base(&n, "sp").Shape.Center.Sub(base(&s, "sp").Shape.Center); math.Abs(d.X-2) > 1e-6 || math.Abs(d.Y) > 1e-6 {
		t.Errorf("sp moved (%.2f, %.2f) cm, want 2 cm east, just what the landing needs [L1480]; %q", d.X, d.Y, evs)
	}
}

// endMovesAll is endMoves returning every event's text.
func endMovesAll(t *testing.T, s rules.State) (rules.State, []string) {
	t.Helper()
	n, evs := apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	for n.Phase == PhaseImpetuous {
		var more []rules.Event
		n, more = apply(t, n, Rules{}.Offers(&n, 0, nil)[0].Action)
		evs = append(evs, more...)
	}
	out := make([]string, len(evs))
	for i, e := range evs {
		out[i] = e.Text
	}
	return n, out
}
