package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
)

// A unit that owes blunder 2-3's withdrawal ([L2015]) is offered no other
// move: before this, "Advance ... straight ahead" was offered too, and
// after it and a partial withdrawal nothing could be pressed (the planner's
// WME battle at seed 8, turn 4: Wolf Chariots withdrawing from Knights).
// Pressing offers only, the withdrawal is made and the phase may end.
func TestBlunderedUnitOffersOnlyItsWithdrawal(t *testing.T) {
	s := blunderWorld(t, 49, 2) // 10 cm apart: it must withdraw to 20 cm
	for _, o := range (Rules{}).Offers(&s, 0, []string{"inf.1"}) {
		if strings.HasPrefix(o.Label, "Advance inf") || strings.HasPrefix(o.Label, "Turn inf") {
			t.Errorf("a unit that must withdraw (WME §6.6 [L2015]) is offered %q", o.Label)
		}
	}
	// Press offers only, the first enabled one each time, until the
	// phase ends: never stuck.
	for range 5 {
		var next *rules.Offer
		for _, o := range (Rules{}).Offers(&s, 0, []string{"inf.1"}) {
			if o.Disabled == "" {
				next = &o
				break
			}
		}
		if next == nil {
			t.Fatalf("nothing to press in %s", s.Phase)
		}
		if next.Action.Kind == rules.KindEndPhase {
			d := unitDistance(&s, mustUnit(t, &s, "inf"), mustUnit(t, &s, "foe"))
			if d < 20-1e-6 {
				t.Errorf("the phase ends %.2f cm from foe, want at least 20 ([L2015])", d)
			}
			return
		}
		s, _ = apply(t, s, next.Action)
	}
	t.Fatalf("the Orders sub-phase did not end after 5 presses")
}

// "Turn <unit> toward <nearest enemy> and advance N cm" (offers_turn.go):
// a legal move (Check accepts it) that leaves the unit facing the enemy,
// no farther than its pace (§7.1-7.3), closer to the enemy than before.
func TestTurnOffer(t *testing.T) {
	tests := []struct {
		name       string
		orcX, orcY float64
		want       bool
	}{
		{"enemy to the right: turns", 130, 60, true},
		{"enemy ahead: only straight ahead", 80, 20, false},
	}
	for _, tc := range tests {
		w := newWorld().unit("inf", 0, Infantry, 3, 80, 60, north, map[string]float64{"attacks": 3, "hits": 3})
		w.unit("orc", 1, Infantry, 3, tc.orcX, tc.orcY, south, map[string]float64{"attacks": 3, "hits": 3})
		s := toOrders(t, w.state(t))
		s, _ = apply(t, s, order(0, "gen", "inf"), 1, 1)
		var got *rules.Offer
		for _, o := range (Rules{}).Offers(&s, 0, []string{"inf.1"}) {
			if strings.HasPrefix(o.Label, "Turn inf toward orc") {
				got = &o
			}
		}
		if !tc.want {
			if got != nil {
				t.Errorf("%s: offered %q", tc.name, got.Label)
			}
			continue
		}
		if got == nil {
			t.Fatalf("%s: no turn offered", tc.name)
		}
		if err := (Rules{}).Check(&s, got.Action); err != nil {
			t.Fatalf("%s: %q is refused: %v", tc.name, got.Label, err)
		}
		before := unitDistance(&s, mustUnit(t, &s, "inf"), mustUnit(t, &s, "orc"))
		n, _ := apply(t, s, got.Action)
		u := mustUnit(t, &n, "inf")
		b, _ := n.Base(u.Bases[0])
		toward := mustUnit(t, &n, "orc")
		ob, _ := n.Base(toward.Bases[1])
		aim := ob.Shape.Center.Sub(b.Shape.Center)
		if off := math.Abs(b.Shape.Forward().Dot(aim.Unit().Perp())); off > 0.35 {
			t.Errorf("%s: after %q the unit faces %.2f rad off the enemy", tc.name, got.Label, math.Asin(off))
		}
		if after := unitDistance(&n, u, toward); after >= before {
			t.Errorf("%s: %q leaves it %.1f cm from the enemy, was %.1f", tc.name, got.Label, after, before)
		}
		for _, id := range u.Bases {
			if n.Used[id] > 20+1e-6 {
				t.Errorf("%s: base %s used %.2f cm, more than its 20 cm pace (§7.1)", tc.name, id, n.Used[id])
			}
		}
	}
}

// "Move <commander> behind <unit> (N cm)" (commandermove.go, §6.7
// [L591]): offered for units within his 60 cm, accepted by Check, leaving
// his disc touching the unit's rear so that he may join it (§11.1
// [L2039]); a unit beyond 60 cm is not offered.
func TestCommanderMoveOffers(t *testing.T) {
	w := newWorld().unit("near", 0, Infantry, 3, 80, 60, north, nil)
	w.unit("far", 0, Infantry, 3, 200, 60, north, nil)
	w.commander("gen", 0, General, 9, 80, 110)
	s := toOrders(t, w.state(t))
	s, _ = apply(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if s.Phase != PhaseCommanders {
		t.Fatalf("phase %s, want commanders", s.Phase)
	}
	var near *rules.Offer
	for _, o := range commanderMoveOffers(&s, 0, mustUnit(t, &s, "gen").Bases) {
		if strings.Contains(o.Label, "behind far") {
			t.Errorf("offered %q: far is beyond his 60 cm", o.Label)
		}
		if strings.HasPrefix(o.Label, "Move gen behind near") {
			near = &o
		}
	}
	if near == nil {
		t.Fatalf("no move behind near")
	}
	if err := (Rules{}).Check(&s, near.Action); err != nil {
		t.Fatalf("%q refused: %v", near.Label, err)
	}
	n, _ := apply(t, s, near.Action)
	gen, u := mustUnit(t, &n, "gen"), mustUnit(t, &n, "near")
	gb, _ := n.Base(gen.Bases[0])
	if !discTouches(&n, gb, u) {
		t.Errorf("after %q the General does not touch near", near.Label)
	}
	if gb.Shape.Center.Y <= 60 {
		t.Errorf("after %q the General stands at y %.1f, not behind near (y > 60)", near.Label, gb.Shape.Center.Y)
	}
	join := rules.Action{Kind: KindJoin, Side: 0, Target: "near", Args: map[string]string{"commander": "gen"}}
	if err := (Rules{}).Check(&n, join); err != nil {
		t.Errorf("joining near after %q: %v", near.Label, err)
	}
}
