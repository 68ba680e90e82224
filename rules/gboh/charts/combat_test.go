package charts

import "testing"

// TestCombatFacts checks the shipped combat charts against what the text
// says of them.
func TestCombatFacts(t *testing.T) {
	c := Default()
	// Every weapon has a hit number at each hex of its range [L1679-1687],
	// not rising with range; only A inflicts 2 hits [L1684-1687].
	for _, w := range Weapons {
		r, _ := c.MissileRange(w)
		prev := 9
		for d := 1; d <= r; d++ {
			n, ok := c.HitNumber(w, d)
			if !ok || n > prev {
				t.Errorf("weapon %s at %d hexes: %d, %v (previous %d)", w, d, n, ok, prev)
			}
			prev = n
		}
		if _, ok := c.HitNumber(w, r+1); ok {
			t.Errorf("weapon %s hits beyond its range %d", w, r)
		}
		if _, two := c.TwoHitsOf(w); two != (w == "A") {
			t.Errorf("weapon %s two hits %v: only the composite bow, in some cases [L1684-1687]", w, two)
		}
	}
	// Superiority is usually none [L1947-1967], but some pairs have it.
	types := c.Types()
	some := 0
	for _, a := range types {
		for _, d := range types {
			if c.SuperiorityOf(a, d) != NoSuperiority {
				some++
			}
		}
	}
	if some == 0 || some*2 > len(types)*len(types) {
		t.Errorf("%d of %d pairs give Superiority; usually none [L1947-1967], but some do", some, len(types)*len(types))
	}
	for _, ty := range []string{"HAI", "HI", "HK", "AK"} {
		if !c.Heavy(ty) {
			t.Errorf("%s is not heavy", ty)
		}
	}
	for _, ty := range []string{"LI", "SK", "LC"} {
		if c.Heavy(ty) {
			t.Errorf("%s is heavy: light units may choose to Shock [L1515-1522]", ty)
		}
	}
	// The column: flank and rear never worse than front (an attack through
	// them gives Positional Superiority [L1969-1975]); in the table.
	for _, a := range Columns() {
		for _, d := range Columns() {
			f, fl, r := c.Clash(a, d, Front), c.Clash(a, d, Flank), c.Clash(a, d, Rear)
			if f < 1 || fl < f || r < fl || r > c.CombatColumns() {
				t.Errorf("clash %s on %s: %d %d %d", a.Key(), d.Key(), f, fl, r)
			}
		}
	}
	// Right columns and high dice favour the attacker (A15), so the odds
	// shifts [L1992-1996] mean something.
	for col := 1; col <= c.CombatColumns(); col++ {
		for d := 1; d < CombatDice; d++ {
			lo, _, _ := c.Combat(col, d-1)
			hi, _, _ := c.Combat(col, d)
			if hi.Defender < lo.Defender || hi.Attacker > lo.Attacker {
				t.Errorf("column %d: die %d %+v after die %d %+v", col, d, hi, d-1, lo)
			}
			if col > 1 {
				left, _, _ := c.Combat(col-1, d)
				if hi.Defender < left.Defender || hi.Attacker > left.Attacker {
					t.Errorf("column %d die %d %+v is worse than column %d's %+v", col, d, hi, col-1, left)
				}
			}
		}
	}
	if r, col, d := c.Combat(99, -3); col != c.CombatColumns() || d != 0 || r != c.table[col-1][0] {
		t.Errorf("clamp: column %d die %d", col, d)
	}
	// Woods and rivers shift the column against the attacker [L1181-1184].
	if c.TerrainShift("woods") >= 0 || c.TerrainShift("river") >= 0 || c.UphillShift() >= 0 || c.TerrainShift("clear") != 0 {
		t.Errorf("shifts: woods %d river %d uphill %d", c.TerrainShift("woods"), c.TerrainShift("river"), c.UphillShift())
	}
	// The pursuit sometimes stops, sometimes goes on [L2708-2771].
	if c.PursuitStops(9) || !c.PursuitStops(0) {
		t.Errorf("the Pursuit Table's stop band %d", c.pursuit.Stop)
	}
	// Its modifiers [L2708-2709]: the Charisma per point, the army's
	// discipline, the pursuer's Type (UNOFFICIAL values).
	for _, m := range []struct {
		ty       string
		charisma int
		undisc   bool
		want     int
	}{
		{"LC", 0, false, 0},
		{"LC", 2, false, -2},
		{"LC", 0, true, 1},
		{"HK", 1, true, 1},
	} {
		if got := c.PursuitModifier(m.ty, m.charisma, m.undisc); got != m.want {
			t.Errorf("PursuitModifier(%s, %d, %v) = %d, want %d", m.ty, m.charisma, m.undisc, got, m.want)
		}
	}
	// Peril: the higher the Individual Combat, the safer [L436-439].
	for tot, want := range map[int]Fate{0: Killed, 1: Killed, 2: OutOfAction, 5: Wounded, 7: Unharmed, 15: Unharmed} {
		if got := c.PerilOf(tot); got != want {
			t.Errorf("PerilOf(%d) = %d, want %d", tot, got, want)
		}
	}
}
