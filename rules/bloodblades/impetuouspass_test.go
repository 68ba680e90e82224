package bloodblades

import (
	"math"
	"strings"
	"testing"
)

// TestImpetuousPassesThroughFriends is §7.8 [L1468-1480] in impetuous
// moves: "a normal move" [L1742] passes through the friends the table
// allows when it ends beyond them, so such a friend does not block its
// way and [L1746-1750] are not applied to it; a friend it cannot land
// beyond, or may not pass through, is dealt with by [L1746-1750].
//
// The impetuous base (no enemy within 12 MU: straight ahead its full
// allowance A [L1722]) stands at (30, 50) facing north; the friend's
// rear edge is gap cm ahead of its front edge.
func TestImpetuousPassesThroughFriends(t *testing.T) {
	type geo struct{ a, dm, df float64 } // allowance, mover's and friend's depths (cm)
	for _, c := range []struct {
		name    string
		mover   string
		friend  string
		bearing float64                          // the friend's
		gap     func(g geo) float64              // cm
		advance func(g geo, gap float64) float64 // cm, nil: not checked
		behind  bool                             // a Reg Sp(O) just beyond the friend, facing its way
		moves   bool                             // the friend moves
		text    string                           // in the impetuous events
	}{
		{name: "Wb through Bg, landing beyond it [L1475, L1479]", mover: "Irr Wb(F)", friend: "Bg(O)", bearing: north,
			gap: func(geo) float64 { return 1 }, advance: func(g geo, _ float64) float64 { return g.a }, text: "passes through"},
		{name: "Wb through Bg facing east: any direction [L1475]", mover: "Irr Wb(F)", friend: "Bg(O)", bearing: 90,
			gap: func(geo) float64 { return 1 }, advance: func(g geo, _ float64) float64 { return g.a }, text: "passes through"},
		{name: "Wb short of landing beyond the Bg: it stops there [L1479, L589]", mover: "Irr Wb(F)", friend: "Bg(O)", bearing: north,
			gap: func(g geo) float64 { return g.a - g.dm - g.df + 1 }, advance: func(_ geo, gap float64) float64 { return gap }, text: "never moves [L589]"},
		{name: "a friend just beyond the Bg is shifted aside to land [L1480] (impetuousaside_test.go)", mover: "Irr Wb(F)", friend: "Bg(O)", bearing: north, behind: true,
			gap: func(geo) float64 { return 1 }, advance: func(g geo, _ float64) float64 { return g.a }, text: "passes through"},
		{name: "HCh through Ps in GGo [L1474]", mover: "Irr HCh(O)", friend: "Irr Ps(O)", bearing: north,
			gap: func(geo) float64 { return 1 }, advance: func(g geo, _ float64) float64 { return g.a }, text: "passes through"},
		{name: "HCh and a Ps facing east: not its way [L1477], the Ps makes way [L1750]", mover: "Irr HCh(O)", friend: "Irr Ps(O)", bearing: 90,
			gap: func(geo) float64 { return 1 }, moves: true, text: "recoils, then flees"},
		{name: "Wb may not pass through Ps: it recoils [L1470-1475, L1750]", mover: "Irr Wb(F)", friend: "Irr Ps(O)", bearing: north,
			gap: func(geo) float64 { return 1 }, moves: true, text: "recoils to let it pass"},
	} {
		w := newWorld().genNear()
		dm, df := troopDepth(c.mover), troopDepth(c.friend)
		w.unit("imp", 0, c.mover, 30, 50, north)
		s0 := w.ready(t, 6)
		cfg, _ := ConfigOf(s0.Settings)
		g := geo{a: aheadAllowance(cfg, &s0, mustUnit(&s0, "imp"), base(&s0, "imp")), dm: dm, df: df}
		gap := c.gap(g)
		front := 50 - dm/2 - gap // the friend's rear edge
		fd := df
		if c.bearing != north {
			fd = 4 // facing east, its width lies along the way
		}
		w.unit("friend", 0, c.friend, 30, front-fd/2, c.bearing)
		if c.behind {
			w.unit("sp", 0, "Reg Sp(O)", 30, front-fd-troopDepth("Reg Sp(O)")/2, north)
		}
		if c.advance != nil && c.text == "passes through" && g.a < gap+fd+dm+0.5 {
			t.Fatalf("%s: allowance %.2f cm too short for the test: it needs %.2f", c.name, g.a, gap+fd+dm+0.5)
		}
		s := w.ready(t, 6)
		n, evs := endMoves(t, s)
		all := strings.Join(evs, "|")
		if !has(all, c.text) {
			t.Errorf("%s: events %q, want %q", c.name, evs, c.text)
		}
		if c.advance != nil {
			if got, want := advance(&s, &n, "imp"), c.advance(g, gap); math.Abs(got-want) > 1e-6 {
				t.Errorf("%s: advanced %.2f cm, want %.2f; %q", c.name, got, want, evs)
			}
		}
		if moved := !base(&n, "friend").Shape.Center.Near(base(&s, "friend").Shape.Center); moved != c.moves {
			t.Errorf("%s: the friend moved %v, want %v; %q", c.name, moved, c.moves, evs)
		}
	}
}

// TestImpetuousThroughFriendToBaggage is a Ps made impetuous because it
// could contact enemy baggage going straight ahead [L1771], through the
// friend in front of it (Ps pass through all but Pk(I/X) [L1472]): it
// passes through and charges the Bg, its only target [L1711].
func TestImpetuousThroughFriendToBaggage(t *testing.T) {
	dps, dsp, dbg := troopDepth("Irr Ps(O)"), troopDepth("Reg Sp(O)"), troopDepth("Bg(O)")
	w := newWorld().genNear()
	w.unit("ps", 0, "Irr Ps(O)", 30, 60, north)
	spRear := 60 - dps/2 - 0.5
	w.unit("sp", 0, "Reg Sp(O)", 30, spRear-dsp/2, north)
	bgFront := spRear - dsp - dps - 0.5 // room for the Ps beyond the Sp
	w.unit("bg", 1, "Bg(O)", 30, bgFront-dbg/2, south)
	s := w.ready(t, 6)
	c, _ := ConfigOf(s.Settings)
	if a := aheadAllowance(c, &s, mustUnit(&s, "ps"), base(&s, "ps")); a < 60-dps/2-bgFront {
		t.Fatalf("Ps allowance %.2f cm cannot reach the Bg %.2f cm away", a, 60-dps/2-bgFront)
	}
	n, evs := endMoves(t, s)
	if !InCloseCombat(base(&n, "ps").Shape, base(&n, "bg").Shape) || !has(strings.Join(evs, "|"), "passes through sp") {
		t.Errorf("the Ps did not pass through the Sp to the Bg [L1472, L1771]: %q", evs)
	}
	if !base(&n, "sp").Shape.Center.Near(base(&s, "sp").Shape.Center) {
		t.Errorf("the Sp moved: %v", base(&n, "sp").Shape.Center)
	}
}
