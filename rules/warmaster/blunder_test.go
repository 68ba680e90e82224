package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
)

// blunderWorld is a blue infantry unit "inf" (three bases in line at
// y 59-61, facing north, towards smaller y) with a Hero behind it, and a
// red infantry unit "foe" whose bases span y from foeY-1 to foeY+1, facing
// it. The Hero's order rolls 6, 6 and then the blunder die.
func blunderWorld(t *testing.T, foeY float64, die int) rules.State {
	t.Helper()
	w := newWorld().unit("inf", 0, Infantry, 3, 60, 60, north, nil)
	w.commander("cmd", 0, Hero, 10, 62, 65)
	if foeY > 0 {
		w.unit("foe", 1, Infantry, 3, 60, foeY, south, nil)
	}
	s := toOrders(t, w.state(t))
	s, evs := apply(t, s, order(0, "cmd", "inf"), 6, 6, die)
	if len(evs) < 2 || !strings.Contains(evs[1].Text, "blunder") {
		t.Fatalf("natural 12, blunder die %d: events %v", die, evs)
	}
	t.Logf("%s", evs[1].Text)
	return s
}

func checkEnd(s rules.State) error {
	return Rules{}.Check(&s, rules.Action{Kind: rules.KindEndPhase, Side: s.Active})
}

// Blunder 2-3 with an enemy in reach ([L2015], A33; reference sheet
// [L3076]: "recul hors de portée de charge du plus proche ennemi
// visible"): the unit must end at least the enemy's full pace (20 cm)
// from it; the phase cannot end before, and the "Withdraw" offer does it.
func TestBlunderWithdraw(t *testing.T) {
	s := blunderWorld(t, 49, 2) // 10 cm apart
	u := mustUnit(t, &s, "inf")
	if status(u, stMoving) == 0 || status(u, stFleeFrom) == 0 {
		t.Fatalf("blunder 2 with an enemy 10 cm away: moving %d flee %d, want a compulsory withdrawal", status(u, stMoving), status(u, stFleeFrom))
	}
	if c := code(checkEnd(s)); c != "blunder-withdraw" {
		t.Errorf("ending the phase without withdrawing: %q, want blunder-withdraw", c)
	}
	// A sideways move does not take it away: still refused at the close.
	side, _ := apply(t, s, step(&s, "inf", 3, 0))
	if c := code(checkEnd(side)); c != "blunder-withdraw" {
		t.Errorf("after a sideways move: %q, want blunder-withdraw", c)
	}
	// It may not charge.
	ch := rules.Action{Kind: KindCharge, Side: 0, Target: "foe", Args: map[string]string{"unit": "inf"}}
	if c := code(Rules{}.Check(&s, ch)); c != "blunder-withdraw" {
		t.Errorf("charge while withdrawing: %q, want blunder-withdraw", c)
	}
	var off *rules.Offer
	for _, o := range (Rules{}).Offers(&s, 0, nil) {
		if strings.HasPrefix(o.Label, "Withdraw inf from foe") {
			off = &o
			break
		}
	}
	if off == nil || off.Disabled != "" {
		t.Fatalf("no usable Withdraw offer: %+v", off)
	}
	s, _ = apply(t, s, off.Action)
	u = mustUnit(t, &s, "inf")
	if d := unitDistance(&s, u, mustUnit(t, &s, "foe")); d < 20-1e-6 || d > 20.2 {
		t.Errorf("after the withdrawal: %.2f cm from foe, want 20", d)
	}
	if err := checkEnd(s); err != nil {
		t.Errorf("ending the phase after the withdrawal: %v", err)
	}
}

// Blunder 2-3 with no visible enemy within its full pace: no move
// ([L2015]).
func TestBlunderWithdrawNone(t *testing.T) {
	s := blunderWorld(t, 29, 3) // 30 cm apart: beyond the foe's 20 cm
	u := mustUnit(t, &s, "inf")
	if status(u, stMoving) != 0 || status(u, stFleeFrom) != 0 || status(u, stNoOrders) == 0 {
		t.Errorf("blunder 3 with no enemy in reach: moving %d flee %d; want no move", status(u, stMoving), status(u, stFleeFrom))
	}
	if c := code(Rules{}.Check(&s, step(&s, "inf", 0, -2))); c != "no-order" {
		t.Errorf("moving after blunder 3: %q, want no-order", c)
	}
}

// Blunder 6 with a chargeable nearest visible enemy ([L2017]: "de
// manière à le charger si possible"): only that charge is allowed.
func TestBlunderAdvanceCharge(t *testing.T) {
	w := newWorld().unit("inf", 0, Infantry, 3, 60, 60, north, nil)
	w.commander("cmd", 0, Hero, 10, 62, 65)
	w.unit("foe", 1, Infantry, 3, 60, 49, south, nil)   // 10 cm ahead
	w.unit("other", 1, Infantry, 1, 40, 50, south, nil) // farther, within reach
	s := toOrders(t, w.state(t))
	s, evs := apply(t, s, order(0, "cmd", "inf"), 6, 6, 6)
	if len(evs) < 2 || !strings.Contains(evs[1].Text, "must charge foe") {
		t.Fatalf("blunder 6: events %v", evs)
	}
	if c := code(Rules{}.Check(&s, step(&s, "inf", 0, 2))); c != "blunder-charge" {
		t.Errorf("a plain move on blunder 6: %q, want blunder-charge", c)
	}
	if c := code(checkEnd(s)); c != "blunder-charge" {
		t.Errorf("ending the phase without charging: %q, want blunder-charge", c)
	}
	other := rules.Action{Kind: KindCharge, Side: 0, Target: "other", Args: map[string]string{"unit": "inf"}}
	if c := code(Rules{}.Check(&s, other)); c != "blunder-charge" {
		t.Errorf("charging another enemy: %q, want blunder-charge", c)
	}
	ch := rules.Action{Kind: KindCharge, Side: 0, Target: "foe", Args: map[string]string{"unit": "inf"}}
	if err := (Rules{}).Check(&s, ch); err != nil {
		t.Fatalf("charging the nearest: %v", err)
	}
	s, _ = apply(t, s, ch)
	if err := checkEnd(s); err != nil {
		t.Errorf("ending the phase after the charge: %v", err)
	}
}

// Blunder 6 with no visible enemy: the unit moves normally ([L2017]).
func TestBlunderAdvanceNone(t *testing.T) {
	s := blunderWorld(t, 0, 6)
	u := mustUnit(t, &s, "inf")
	if status(u, stMoving) == 0 || status(u, stAdvanceOn) != 0 || allowance(&s, u) != 20 {
		t.Fatalf("blunder 6, no enemy: moving %d advance-on %d allowance %g; want a normal 20 cm move",
			status(u, stMoving), status(u, stAdvanceOn), allowance(&s, u))
	}
	s, _ = apply(t, s, step(&s, "inf", 0, 10)) // backwards: any move
	if err := checkEnd(s); err != nil {
		t.Errorf("ending the phase after a normal move: %v", err)
	}
}

// Blunder 6 with a visible enemy out of charge reach ([L2017]): the unit
// must end closer to it by its whole allowance in a straight line; the
// "Advance" offer does it, a move away is refused at the close.
func TestBlunderAdvanceOn(t *testing.T) {
	s := blunderWorld(t, 19, 6) // 39 cm apart: seen, out of its 20 cm
	u := mustUnit(t, &s, "inf")
	if status(u, stAdvanceOn) == 0 {
		t.Fatalf("blunder 6 with a visible enemy: no compulsory advance")
	}
	back, _ := apply(t, s, step(&s, "inf", 0, 5))
	if c := code(checkEnd(back)); c != "blunder-advance" {
		t.Errorf("a move away on blunder 6: %q, want blunder-advance", c)
	}
	var off *rules.Offer
	for _, o := range (Rules{}).Offers(&s, 0, nil) {
		if strings.HasPrefix(o.Label, "Advance inf on foe") {
			off = &o
			break
		}
	}
	if off == nil || off.Disabled != "" {
		t.Fatalf("no usable Advance offer: %+v", off)
	}
	s, _ = apply(t, s, off.Action)
	if d := unitDistance(&s, mustUnit(t, &s, "inf"), mustUnit(t, &s, "foe")); d > 20+1e-6 {
		t.Errorf("after the advance: %.2f cm from foe, want 20", d)
	}
	if err := checkEnd(s); err != nil {
		t.Errorf("ending the phase after the advance: %v", err)
	}
}
