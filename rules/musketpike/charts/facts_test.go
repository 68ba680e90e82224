package charts

import (
	"fmt"
	"testing"
)

// The facts the rules text gives about its missing charts, checked against
// the shipped set. Each cites its line in the French rules text
// (shared/seeds/001_9a4064c5d9d31460.txt, the authority) and the spec
// (shared/rules/musket-and-pike.md). Readings that follow from a fact but
// are not stated by it say so.

func hexRow(t *testing.T, c *Charts, kind string) HexTerrain {
	t.Helper()
	h, ok := c.Terrain().Hex(kind)
	if !ok {
		t.Fatalf("the shipped TEC has no hex row %q", kind)
	}
	return h
}

func sideRow(t *testing.T, c *Charts, kind string) SideTerrain {
	t.Helper()
	s, ok := c.Terrain().Hexside(kind)
	if !ok {
		t.Fatalf("the shipped TEC has no hexside row %q", kind)
	}
	return s
}

func TestTextFacts(t *testing.T) {
	c := Default()
	tests := []struct {
		cite string // the seed line(s) and the spec section
		fact string
		got  func(t *testing.T) string
		want string
	}{
		{"[L107] spec §1", "a modified result below 0 reads row 0", func(*testing.T) string {
			return fmt.Sprint(NewRoll(1, -3).Row, c.Musket(Front, false, 0, -5).Row, c.CavalryPursuit(0, -2).Row)
		}, "0 0 0"},
		{"[L107] spec §1", "a modified result above 9 reads row 9", func(*testing.T) string {
			return fmt.Sprint(NewRoll(8, 3).Row, c.ArtilleryFire(9, 2, true).Row, c.UnableToRetreat(9, 1).Row)
		}, "9 9 9"},
		{"[L107] spec §1", "0 is zero, not ten: die 0 reads row 0", func(*testing.T) string {
			return fmt.Sprint(c.LeaderReplacement(0).Row)
		}, "0"},
		{"[L354] spec §15 E5", `leader replacement "1": the leader returns next turn`, func(*testing.T) string {
			return c.LeaderReplacement(1).Fate.String()
		}, "returns"},
		{"[L356] spec §15 E6", `leader replacement "6": the leader is permanently removed`, func(*testing.T) string {
			return c.LeaderReplacement(6).Fate.String()
		}, "eliminated"},
		{"[L461] spec §4.2, A34", "clear costs 1 MP in every column (a 2-hex pivot in clear: 1 + 1 = 2 MP)", func(t *testing.T) string {
			h := hexRow(t, c, "clear")
			return fmt.Sprint(h.Cost(Cavalry), h.Cost(HeavyInfantry), h.Cost(LightInfantry), h.Cost(Artillery), 1+h.Cost(HeavyInfantry).MP)
		}, "1 MP 1 MP 1 MP 1 MP 2"},
		{"[L1064] spec §9.3.4", "clear gives no formation hit (Momentum is earned moving through it)", func(t *testing.T) string {
			h := hexRow(t, c, "clear")
			return fmt.Sprint(h.Hit(Cavalry), h.Hit(HeavyInfantry), h.Hit(LightInfantry), h.Hit(Artillery))
		}, "false false false false"},
		{"[L591] spec §15 E11, A21", "a hedge costs cavalry and LI 1 extra MP", func(t *testing.T) string {
			s := sideRow(t, c, "hedge")
			return fmt.Sprint(s.Cost(Cavalry, false), s.Cost(LightInfantry, false))
		}, "1 MP 1 MP"},
		{"[L591] spec §15 E11", "a hedge gives cavalry a formation hit, not LI", func(t *testing.T) string {
			s := sideRow(t, c, "hedge")
			return fmt.Sprint(s.Hit(Cavalry, false), s.Hit(LightInfantry, false))
		}, "true false"},
		{"[L505] spec §15 E8", "HI coming down a height and crossing a stream takes 2 FH (either slope kind)", func(t *testing.T) string {
			st := sideRow(t, c, "stream").Hit(HeavyInfantry, false)
			return fmt.Sprint(sideRow(t, c, "gentle_slope").Hit(HeavyInfantry, true) && st, sideRow(t, c, "steep_slope").Hit(HeavyInfantry, true) && st)
		}, "true true"},
		{"[L569] spec §15 E9", "cavalry coming down a steep slope and crossing a stream takes 2 FH", func(t *testing.T) string {
			return fmt.Sprint(sideRow(t, c, "steep_slope").Hit(Cavalry, true), sideRow(t, c, "stream").Hit(Cavalry, false))
		}, "true true"},
		{"[L975] spec §4.2", "a gentle slope has no other effect on fire or movement than formation hits", func(t *testing.T) string {
			s := sideRow(t, c, "gentle_slope")
			var mp int
			for cl := Cavalry; cl < numClasses; cl++ {
				mp += s.Cost(cl, false).MP + s.Cost(cl, true).MP
			}
			return fmt.Sprint(mp, s.Fire, s.BlocksLOS)
		}, "0 0 false"},
		{"[L1336] spec §8.10", "hedges and berms can block LOS (the text exempts a steep-slope viewer from them) (reading)", func(t *testing.T) string {
			return fmt.Sprint(sideRow(t, c, "hedge").BlocksLOS, sideRow(t, c, "berm").BlocksLOS)
		}, "true true"},
		{"[L965] spec §8.10", "wagons block LOS", func(*testing.T) string { return fmt.Sprint(c.Terrain().Wagons().BlocksLOS) }, "true"},
		{"[L1301] spec §4.2", "units stacked with wagons get fire and melee modifiers", func(*testing.T) string {
			w := c.Terrain().Wagons()
			return fmt.Sprint(w.Fire != 0, w.Melee != 0)
		}, "true true"},
		{"[L1180] spec §9.5, E24", "TACW pursuit: a 3 pursues and eliminates, a 6 pursues off map", func(*testing.T) string {
			return fmt.Sprint(c.CavalryPursuit(3, 0).Pursuit, c.CavalryPursuit(3, 0).Pursuit, c.CavalryPursuit(6, 0).Pursuit)
		}, "pursue_and_eliminate pursue_and_eliminate pursue_off_map"},
		{"[L1287] spec §10.2, E25", "units of 4 SP or less with printed morale 8 have no threshold", func(*testing.T) string {
			var s string
			for sp := 1; sp <= 4; sp++ {
				_, ok := c.Threshold(8, sp)
				s += fmt.Sprint(ok, " ")
			}
			return s
		}, "false false false false "},
		{"[L1287] spec §10.2", "a larger unit of printed morale 8 has one (the example singles out 4 SP or less) (reading)", func(*testing.T) string {
			_, ok := c.Threshold(8, 5)
			return fmt.Sprint(ok)
		}, "true"},
		{"[L953] spec §8.8, E31", `the Artillery Fire table has an "FH + MC" result`, func(*testing.T) string {
			return fmt.Sprint(hasCell(c.artilleryFire[:], FireCell{FH: true, MC: true}))
		}, "true"},
		{"[L907] spec §8.7", "the regimental artillery musketry table can give an MC result; the standard one does not (reading)", func(*testing.T) string {
			var reg, std bool
			for col := Front; col < numMusketColumns; col++ {
				for _, f := range c.musketRegimental[col] {
					reg = reg || f.MC
				}
				for _, f := range c.musket[col] {
					std = std || f.MC
				}
			}
			return fmt.Sprint(reg, std)
		}, "true false"},
		{"[L435] spec §6.5", "some order changes are impossible", func(*testing.T) string {
			n := 0
			for from := Charge; from < numOrders; from++ {
				for to := Charge; to < numOrders; to++ {
					if from != to && !c.OrdersChange(from, to, 0, 0, false).Possible {
						n++
					}
				}
			}
			return fmt.Sprint(n > 0)
		}, "true"},
		{"[L284] spec §6.6", "a wing on Rally orders may not try Continuation", func(*testing.T) string {
			return fmt.Sprint(c.Continuation(Rally, 0, 0).Possible, c.Continuation(Charge, 0, 0).Possible)
		}, "false true"},
		{"[L292] spec §6.6", "a wing on Rally orders may not try Pre-emption", func(*testing.T) string {
			return fmt.Sprint(c.Preemption(Rally, 0, 0).Possible, c.Preemption(ReceiveCharge, 0, 0).Possible)
		}, "false true"},
		{"[L58] [L324] [L326] spec §3.2", "-2 is the best command rating: adding it never turns a success into a failure", func(*testing.T) string {
			bad := 0
			for o := Charge; o < numOrders; o++ {
				for die := DieMin; die <= DieMax; die++ {
					for _, ch := range [][2]Check{
						{c.Continuation(o, die, 0), c.Continuation(o, die, -2)},
						{c.Preemption(o, die, 0), c.Preemption(o, die, -2)},
						{c.OrdersChange(o, Rally, die, 0, true), c.OrdersChange(o, Rally, die, -2, true)},
						{c.OrdersChange(o, Charge, die, 0, false), c.OrdersChange(o, Charge, die, -2, false)},
					} {
						if ch[0].Success && !ch[1].Success {
							bad++
						}
					}
				}
			}
			return fmt.Sprint(bad)
		}, "0"},
		{"[L790] [L808] [L854] spec §8.3", "fire penalties are negative: a higher row is never worse for the firer", func(*testing.T) string {
			var cols [][Rows]FireCell
			cols = append(cols, c.musket[:]...)
			cols = append(cols, c.musketRegimental[:]...)
			cols = append(cols, c.lightCavalry[:]...)
			cols = append(cols, c.artilleryFire)
			bad := 0
			for _, col := range cols {
				for r := 1; r < Rows; r++ {
					if col[r].severity() < col[r-1].severity() {
						bad++
					}
				}
			}
			return fmt.Sprint(bad)
		}, "0"},
		{"[L1047] [L1053] spec §9.3", "melee modifiers favour the attacker when positive: a higher row is never worse for him", func(*testing.T) string {
			bad := 0
			for r := 1; r < Rows; r++ {
				if meleeScore(c.melee[r]) < meleeScore(c.melee[r-1]) {
					bad++
				}
			}
			return fmt.Sprint(bad, meleeScore(c.melee[0]) < 0, meleeScore(c.melee[9]) > 0)
		}, "0 true true"},
		{"[L1037] spec §9.3, E29", "the melee modifiers are capped to ±4", func(*testing.T) string {
			return fmt.Sprint(c.Melee(5, 6).Mod, c.Melee(5, -7).Mod, c.Melee(5, 6).Total, c.Melee(0, 6).Row)
		}, "4 -4 6 4"},
		{"[L1182] spec §9.5", "a defending cavalry may have to pursue: some attacker-loses row calls for pursuit", func(*testing.T) string {
			for _, m := range c.melee {
				if m.Pursuit && m.Attacker >= Broken {
					return "true"
				}
			}
			return "false"
		}, "true"},
		{"[L1095] spec §9.3", "Hedgehog helps the defender more than Hv Inf, for every attacker", func(*testing.T) string {
			bad := 0
			for a := CCCavalry; a < CCLightInfantry; a++ {
				h, _ := c.CloseCombat(a, CCHedgehog)
				hi, _ := c.CloseCombat(a, CCHeavyInfantry)
				if h > hi {
					bad++
				}
			}
			return fmt.Sprint(bad)
		}, "0"},
		{"[L485] spec §7.4", "Hedgehog gets beneficial melee modifiers and suffers fire modifiers", func(*testing.T) string {
			h, _ := c.CloseCombat(CCCavalry, CCHedgehog)
			return fmt.Sprint(h < 0, c.FireMods().TargetHedgehog > 0)
		}, "true true"},
		{"[L1308] spec §9.3", "HI without pikes has its own entries in the Close Combat Matrix", func(*testing.T) string {
			differ := false
			for a := CCCavalry; a < CCLightInfantry; a++ {
				x, _ := c.CloseCombat(a, CCHeavyInfantry)
				y, _ := c.CloseCombat(a, CCHeavyNoPikes)
				differ = differ || x != y
			}
			return fmt.Sprint(differ)
		}, "true"},
		{"[L1153] spec §9.1", "LI melees only LI: the matrix has no LI entry against others", func(*testing.T) string {
			_, vsCav := c.CloseCombat(CCLightInfantry, CCCavalry)
			_, vsLI := c.CloseCombat(CCLightInfantry, CCLightInfantry)
			return fmt.Sprint(vsCav, vsLI)
		}, "false true"},
		{"[L478] [L479] [L501] spec §7.4", "Formation Shaken and Broken units suffer fire and melee modifiers, Broken more", func(*testing.T) string {
			f, m := c.FireMods(), c.MeleeMods()
			return fmt.Sprint(0 < f.TargetShaken && f.TargetShaken <= f.TargetBroken,
				0 < m.DefenderShaken && m.DefenderShaken <= m.DefenderBroken,
				0 > m.AttackerShaken && m.AttackerShaken >= m.AttackerBroken)
		}, "true true true"},
		{"[L42] [L1232] spec §3.2", "the threshold never falls as printed morale rises (higher morale is better) (reading)", func(*testing.T) string {
			bad := 0
			for m := MoraleMin + 1; m <= MoraleMax; m++ {
				a, _ := c.Threshold(m-1, 20)
				b, _ := c.Threshold(m, 20)
				if b < a {
					bad++
				}
			}
			return fmt.Sprint(bad)
		}, "0"},
	}
	for _, tt := range tests {
		t.Run(tt.cite, func(t *testing.T) {
			if got := tt.got(t); got != tt.want {
				t.Errorf("%s %s: got %s, want %s", tt.cite, tt.fact, got, tt.want)
			}
		})
	}
}

func hasCell(col []FireCell, want FireCell) bool {
	for _, f := range col {
		if f == want {
			return true
		}
	}
	return false
}

// meleeScore is how good a melee row is for the attacker.
func meleeScore(m MeleeCell) int { return int(m.Defender) - int(m.Attacker) }
