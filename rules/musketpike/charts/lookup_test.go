package charts

import (
	"fmt"
	"testing"
)

// TestLookupBoundaries reads every chart at die 0 and 9 and with modified
// results below 0 and above 9 (row 0 and row 9 [L107]).
func TestLookupBoundaries(t *testing.T) {
	c := Default()
	tests := []struct {
		call string
		got  string
		want string
	}{
		{"Continuation(charge, 0, 0)", chk(c.Continuation(Charge, 0, 0)), "row 0 in 0-6: true"},
		{"Continuation(charge, 9, 0)", chk(c.Continuation(Charge, 9, 0)), "row 9 in 0-6: false"},
		{"Continuation(charge, 0, -2)", chk(c.Continuation(Charge, 0, -2)), "row 0 in 0-6: true"},
		{"Continuation(charge, 9, +3)", chk(c.Continuation(Charge, 9, 3)), "row 9 in 0-6: false"},
		{"Continuation(make_ready, 7, -2)", chk(c.Continuation(MakeReady, 7, -2)), "row 5 in 0-5: true"},
		{"Continuation(rally, 0, 0)", chk(c.Continuation(Rally, 0, 0)), "impossible"},
		{"Continuation(order 9, 0, 0)", chk(c.Continuation(Order(9), 0, 0)), "impossible"},
		{"Preemption(receive_charge, 2, 0)", chk(c.Preemption(ReceiveCharge, 2, 0)), "row 2 in 0-2: true"},
		{"Preemption(receive_charge, 3, 0)", chk(c.Preemption(ReceiveCharge, 3, 0)), "row 3 in 0-2: false"},
		{"Interception(rally, 0, -4)", chk(c.Interception(Rally, 0, -4)), "row 0 in 0-2: true"},
		{"Interception(charge, 9, 9)", chk(c.Interception(Charge, 9, 9)), "row 9 in 0-6: false"},
		{"OrdersChange(charge, rally, 4, 0, broken)", chk(c.OrdersChange(Charge, Rally, 4, 0, true)), "row 2 in 0-2: true"},
		{"OrdersChange(charge, rally, 4, 0, not broken)", chk(c.OrdersChange(Charge, Rally, 4, 0, false)), "row 4 in 0-2: false"},
		{"OrdersChange(rally, charge, 0, 0)", chk(c.OrdersChange(Rally, Charge, 0, 0, false)), "impossible"},
		{"OrdersChange(charge, charge, 0, 0)", chk(c.OrdersChange(Charge, Charge, 0, 0, false)), "impossible"},
		{"LeaderReplacement(0)", c.LeaderReplacement(0).Fate.String(), "returns"},
		{"LeaderReplacement(9)", c.LeaderReplacement(9).Fate.String(), "eliminated"},
		{"LeaderReplacement(-1) clamps", fmt.Sprint(c.LeaderReplacement(-1).Row), "0"},
		{"LeaderReplacement(10) clamps", fmt.Sprint(c.LeaderReplacement(10).Row), "9"},
		{"Musket(front, 0, -3)", fire(c.Musket(Front, false, 0, -3)), "row 0 NE"},
		{"Musket(front, 9, 0)", fire(c.Musket(Front, false, 9, 0)), "row 9 2+FH"},
		{"Musket(salvo, 9, +2)", fire(c.Musket(Salvo, false, 9, 2)), "row 9 3"},
		{"Musket(flank, 8, -3) Advance Fire", fire(c.Musket(Flank, false, 8, -3)), "row 5 FH"},
		{"Musket(regimental front, 3, 0)", fire(c.Musket(Front, true, 3, 0)), "row 3 MC"},
		{"LightCavalryFire(commanded, 9, 0)", fire(c.LightCavalryFire(CommandedMuskets, 9, 0)), "row 9 1+FH"},
		{"LightCavalryFire(pistol, 0, -1)", fire(c.LightCavalryFire(CavalryPistol, 0, -1)), "row 0 NE"},
		{"ArtilleryFire(4, 0)", fire(c.ArtilleryFire(4, 0, false)), "row 4 FH+MC"},
		{"ArtilleryFire(3, 0, double)", fire(c.ArtilleryFire(3, 0, true)), "row 4 FH+MC"},
		{"ArtilleryFire(9, +2)", fire(c.ArtilleryFire(9, 2, false)), "row 9 3"},
		{"ArtilleryFire(0, -2)", fire(c.ArtilleryFire(0, -2, false)), "row 0 NE"},
		{"ArtilleryRange(12lb, 0)", rng(c.ArtilleryRange(Gun12lb, 0)), "none"},
		{"ArtilleryRange(12lb, 1)", rng(c.ArtilleryRange(Gun12lb, 1)), "+2"},
		{"ArtilleryRange(12lb, 20)", rng(c.ArtilleryRange(Gun12lb, 20)), "-2"},
		{"ArtilleryRange(12lb, 21)", rng(c.ArtilleryRange(Gun12lb, 21)), "none"},
		{"ArtilleryRange(3lb, 12)", rng(c.ArtilleryRange(Gun3lb, 12)), "-2"},
		{"ArtilleryRange(gun 7, 1)", rng(c.ArtilleryRange(Gun(7), 1)), "none"},
		{"MaxArtilleryRange", fmt.Sprint(c.MaxArtilleryRange(Gun12lb), c.MaxArtilleryRange(Gun4to8lb), c.MaxArtilleryRange(Gun3lb)), "20 16 12"},
		{"Melee(0, -4)", melee(c.Melee(0, -4)), "row 0 AMB+DA+P"},
		{"Melee(9, +4)", melee(c.Melee(9, 4)), "row 9 DE+AA+P"},
		{"Melee(2, -9) capped", melee(c.Melee(2, -9)), "row 0 AMB+DA+P"},
		{"Melee(4, +1)", melee(c.Melee(4, 1)), "row 5 DMS1+AA"},
		{"Melee(9, +5) capped", melee(c.Melee(9, 5)), "row 9 DE+AA+P"},
		{"UnableToRetreat(0, -1)", c.UnableToRetreat(0, -1).Fate.String(), "stand"},
		{"UnableToRetreat(9, 1)", c.UnableToRetreat(9, 1).Fate.String(), "eliminated"},
		{"CavalryPursuit(0, -5)", c.CavalryPursuit(0, -5).Pursuit.String(), "break_off"},
		{"CavalryPursuit(9, 5)", c.CavalryPursuit(9, 5).Pursuit.String(), "pursue_off_map"},
		{"Threshold(4, 10)", thr(c.Threshold(4, 10)), "2"},
		{"Threshold(8, 10)", thr(c.Threshold(8, 10)), "4"},
		{"Threshold(3, 10) below printed morale", thr(c.Threshold(3, 10)), "none"},
		{"Threshold(9, 10) above printed morale", thr(c.Threshold(9, 10)), "none"},
		{"CloseCombat(cavalry, hedgehog)", rng(c.CloseCombat(CCCavalry, CCHedgehog)), "-3"},
		{"CloseCombat(hedgehog, cavalry)", rng(c.CloseCombat(CCHedgehog, CCCavalry)), "none"},
		{"CloseCombat(-1, cavalry)", rng(c.CloseCombat(Combatant(-1), CCCavalry)), "none"},
		{"Hexside(steep_slope) up/down artillery", steep(c), "prohibited prohibited"},
		{"Hex(marsh) artillery", hexCost(c, "marsh", Artillery), "prohibited"},
		{"Hex(unknown)", hexCost(c, "lava", Cavalry), "no row"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %s, want %s", tt.call, tt.got, tt.want)
		}
	}
}

func chk(c Check) string {
	if !c.Possible {
		return "impossible"
	}
	return fmt.Sprintf("row %d in %v: %v", c.Row, c.Span, c.Success)
}

func fire(f FireResult) string   { return fmt.Sprintf("row %d %v", f.Row, f.FireCell) }
func melee(m MeleeResult) string { return fmt.Sprintf("row %d %v", m.Row, m.MeleeCell) }

func rng(mod int, ok bool) string {
	if !ok {
		return "none"
	}
	return fmt.Sprintf("%+d", mod)
}

func thr(h int, ok bool) string {
	if !ok {
		return "none"
	}
	return fmt.Sprint(h)
}

func steep(c *Charts) string {
	s, _ := c.Terrain().Hexside("steep_slope")
	return fmt.Sprint(s.Cost(Artillery, false), s.Cost(Artillery, true))
}

func hexCost(c *Charts, kind string, cl Class) string {
	h, ok := c.Terrain().Hex(kind)
	if !ok {
		return "no row"
	}
	return h.Cost(cl).String()
}

func TestRollString(t *testing.T) {
	for _, tt := range []struct {
		r    Roll
		want string
	}{
		{NewRoll(4, 0), "die 4, row 4"},
		{NewRoll(4, -3), "die 4 -3, row 1"},
		{NewRoll(8, 3), "die 8 +3, row 9"},
	} {
		if got := tt.r.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.r, got, tt.want)
		}
	}
}
