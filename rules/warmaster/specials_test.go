package warmaster

import (
	"fmt"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
)

// The army lists' special rules (the sheet: shared/reference/warmaster-
// spells-and-specials.md §3; specials.go), each tested on scripted dice.

// with1 is profile p with each flag set to 1.
func with1(p map[string]float64, flags ...string) map[string]float64 {
	for _, f := range flags {
		p[f] = 1
	}
	return p
}

// The sheet §3.1 Handgunners 1 (saves [L1189]): "3 hits on Knights (4+)
// save on 5+; on Orc Warriors (6+) no save; on Boar Riders (5+) save on
// 6+"; Rock Lobber and Cannon 1: no save at all.
func TestShotSaveModifiers(t *testing.T) {
	cases := []struct {
		name   string
		flags  []string
		armour float64
		dice   []int
		want   string
		rolls  int
	}{
		{"Handgunners on Knights (4+) save on 5+", []string{keyPiercing}, 4, []int{4, 5, 6, 4, 5, 6},
			"3 dice need 4+ (in the open) [4][5][6] = 3 hits; saves 5+ [4][5][6] = 2 saved; 1 wound", 6},
		{"Handgunners on Orc Warriors (6+): no save", []string{keyPiercing}, 6, []int{4, 5, 6},
			"[4][5][6] = 3 hits; 3 wounds", 3},
		{"Handgunners on Boar Riders (5+) save on 6+", []string{keyPiercing}, 5, []int{4, 5, 6, 5, 6, 6},
			"saves 6+ [5][6][6] = 2 saved; 1 wound", 6},
		{"Handgunners on an unarmoured unit: still none", []string{keyPiercing}, 0, []int{4, 5, 6},
			"= 3 hits; 3 wounds", 3},
		{"crossbows, no flag: Knights save on 4+", nil, 4, []int{4, 5, 6, 4, 3, 3},
			"saves 4+ [4][3][3] = 1 saved; 2 wounds", 6},
		{"Rock Lobber: no save on 3+ armour", []string{keyNoSave}, 3, []int{4, 5, 6},
			"= 3 hits; 3 wounds", 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := newWorld().unit("hg", 0, Infantry, 3, 76, 80, north, with1(xbow(1), c.flags...)).
				unit("kn", 1, Infantry, 3, 84, 60, south, orcs(c.armour)).state(t)
			s = toShooting(t, s)
			_, evs := apply(t, s, shoot("hg", "kn"), c.dice...)
			if got := eventText(evs); !strings.Contains(got, c.want) {
				t.Errorf("shoot = %q, want %q", got, c.want)
			}
			if len(evs[0].Rolls) != c.rolls {
				t.Errorf("%d dice rolled, want %d", len(evs[0].Rolls), c.rolls)
			}
		})
	}
}

// The sheet §3.1 Handgunners 1 "in the Shooting phase or at chargers"
// ([L1235]): a charger of armour 4+ saves on 5+ against them; the Steam
// Tank (always defended, Q20) is hit on 5+ even as it charges ([L1173]);
// a Rock Lobber never shoots at chargers (the sheet §3.2 Rock Lobber 2).
func TestSpecialsAtChargers(t *testing.T) {
	cases := []struct {
		name    string
		bow, kn []string
		dice    []int
		want    string // "" for no shot
	}{
		{"Handgunners: saves 5+", []string{keyPiercing}, nil, []int{4, 5, 6, 4, 5, 6},
			"3 dice need 4+ (in the open, [L1173]) [4][5][6] = 3 hits; saves 5+ [4][5][6] = 2 saved; 1 wound"},
		{"a charger always defended: hit on 5+", nil, []string{keyAlwaysDefended}, []int{4, 5, 6, 1, 1},
			"3 dice need 5+ (defended, [L1173]) [4][5][6] = 2 hits; saves 4+ [1][1] = 0 saved; 2 wounds"},
		{"no-charger-fire: no shot", []string{keyNoChargerFire}, nil, nil, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("bw", 1, Infantry, 3, 84, 60, south, with1(bows(30), c.bow...)).
				unit("kn", 0, Infantry, 3, 76, 80, north, with1(fighters(3, 3, 4), c.kn...))
			_, evs := applyPure(t, w.state(t), chargeAction("kn", "bw"), c.dice...)
			got := eventText(shootEvents(evs))
			if c.want == "" && got != "" || !strings.Contains(got, c.want) {
				t.Errorf("shots at the charger: %q, want %q", got, c.want)
			}
		})
	}
}

// Terror (the sheet §3.1 Flagellants 5, Q18; [L1356]): terror-immune
// units and units that cause terror themselves take no −1 for a
// terrifying enemy; Weird Enchantment lifts the immunity (sheet §2.3).
func TestTerrorImmunity(t *testing.T) {
	sum := func(ms []Modifier) int {
		n := 0
		for _, m := range ms {
			n += m.Value
		}
		return n
	}
	cases := []struct {
		name      string
		attacker  map[string]float64
		enchanted bool
		want      int
	}{
		{"Halberdiers against a Giant: −1", map[string]float64{}, false, -1},
		{"Flagellants against a Giant: no −1", map[string]float64{keyTerrorImmune: 1}, false, 0},
		{"a terrifying unit against a Giant: no −1 (Q18)", map[string]float64{keyTerror: 1}, false, 0},
		{"enchanted Flagellants: −1 once", map[string]float64{keyTerrorImmune: 1}, true, -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			u := &rules.Unit{ID: "a", Name: "a", Type: Infantry, Profile: c.attacker}
			if c.enchanted {
				u.SetStatus(stEnchanted, 1)
			}
			giant := &rules.Unit{ID: "g", Name: "g", Type: Monster, Profile: map[string]float64{keyTerror: 1}}
			if got := sum(attackMods(&fighter{unit: u, target: giant}, Open)); got != c.want {
				t.Errorf("modifiers %+d, want %+d", got, c.want)
			}
		})
	}
}

// Never driven back by shooting (the sheet §3.1 Steam Tank 6 and its
// test, Flagellants 3; [L1209], [L1231]): the Steam Tank (4 Hits) shot
// for 3 wounds rolls no drive-back die, stays where it is, and the wounds
// are discarded at the end of the phase ([L1201]).
func TestNeverDrivenBackByShooting(t *testing.T) {
	for _, steady := range []bool{false, true} {
		p := map[string]float64{keyHits: 4, keyArmour: 0, keyMove: 20}
		if steady {
			p[keySteady] = 1
		}
		s := newWorld().unit("xb", 0, Infantry, 3, 74, 80, north, xbow(1)).
			unit("tank", 1, Machine, 1, 80, 60, south, p).state(t)
		s = toShooting(t, s)
		s, _ = apply(t, s, shoot("xb", "tank"), 4, 4, 4)
		from := centre(t, &s, "tank.1")
		var drive []int
		if !steady {
			drive = []int{1, 1, 1}
		}
		s, evs := apply(t, s, endPhaseBlue, drive...)
		tank := mustUnit(t, &s, "tank")
		moved := !centre(t, &s, "tank.1").Near(from)
		if moved == steady || status(tank, stWounds) != 0 {
			t.Errorf("steady %v: moved %v, wounds %d; want moved %v and 0 wounds", steady, moved, status(tank, stWounds), !steady)
		}
		if steady {
			contains(t, evs, "tank are never driven back by shooting, and no test for it")
		}
	}
}

// Cover (the sheet §3.1 Cannon 2 and Steam Tank 4; [L1151-1185]): a
// cover-shifting shooter hits a defended unit (in a wood) on 4+, a
// fortified one would count as defended; an always-defended unit is hit
// on 5+ even in the open, on 4+ by the cover-shifting shooter.
func TestCoverShiftAndAlwaysDefended(t *testing.T) {
	wood := func(w *world) *world {
		return w.feature("wd", "wood", geom.V(70, 55), geom.V(100, 55), geom.V(100, 61.5), geom.V(70, 61.5))
	}
	cases := []struct {
		name    string
		shooter []string
		target  []string
		wooded  bool
		want    string
	}{
		{"in a wood: 5+", nil, nil, true, "need 5+ (defended)"},
		{"in a wood, cannon: 4+", []string{keyCoverShift}, nil, true, "need 4+ (in the open)"},
		{"always defended in the open: 5+", nil, []string{keyAlwaysDefended}, false, "need 5+ (defended)"},
		{"always defended, cannon: 4+", []string{keyCoverShift}, []string{keyAlwaysDefended}, false, "need 4+ (in the open)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("xb", 0, Infantry, 3, 76, 80, north, with1(xbow(1), c.shooter...)).
				unit("orc", 1, Infantry, 3, 84, 60, south, with1(orcs(0), c.target...))
			if c.wooded {
				w = wood(w)
			}
			s := toShooting(t, w.state(t))
			_, evs := apply(t, s, shoot("xb", "orc"), 1, 1, 1)
			contains(t, evs, c.want)
		})
	}
}

// The sheet §3.2 Trolls 1 and its test (Q27; [L531], A4): "Hero (Command
// 8) orders Trolls 41 cm away: 8 − 4 = 4 ... at exactly 40 cm: −2"; a
// brigade takes the larger of the normal penalty to its farthest unit
// and twice the penalty to its farthest Troll unit.
func TestTrollsDistancePenalty(t *testing.T) {
	cases := []struct {
		name   string
		dist   float64 // from the Hero to the Trolls
		goblin bool    // Goblins brigaded behind the Trolls, 2 cm farther
		need   int
	}{
		{"20 cm: no penalty", 20, false, 8},
		{"40 cm: −2", 40, false, 6},
		{"41 cm: −4, needs 4", 41, false, 4},
		{"brigade, Trolls at 25 cm (2 × −1), Goblins at 27 cm (−1): −2", 25, true, 6},
		{"brigade, Trolls at 39 cm (2 × −1), Goblins at 41 cm (−2): −2", 39, true, 6},
		{"brigade, Trolls at 41 cm (2 × −2), Goblins at 43 cm (−2): −4", 41, true, 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// The Trolls' front edge at y 21; the Hero's disc straight below.
			w := newWorld().unit("tr", 0, Infantry, 1, 90, 20, north, map[string]float64{keyDoubleDistance: 1})
			target := "tr"
			if c.goblin {
				w.unit("gob", 0, Infantry, 1, 90, 18, north, nil)
				target = "tr,gob"
			}
			w.commander("hero", 0, Hero, 8, 90, 21+1.25+c.dist)
			s := w.state(t)
			ot, err := prepareOrder(&s, order(0, "hero", target))
			if err != nil {
				t.Fatal(err)
			}
			if ot.Need != c.need {
				t.Errorf("need %d, want %d: %v", ot.Need, c.need, ot.Breakdown())
			}
		})
	}
}

// The sheet §3.2 Trolls 2 and its tests ([L1424]): after the result and
// the casualties, a regenerating unit that still carries a wound loses
// one; the wound still counted in the round's result.
func TestTrollsRegenerate(t *testing.T) {
	cases := []struct {
		name          string
		dice          []int
		result        string
		bases, wounds int
		regenerated   bool
	}{
		{"5 wounds: 5 count, a stand lost, 2 left → 1", cat(dd(6, 5, 1, 4), dd(4, 2, 1, 7)), "Result: Blue 5, Red 2", 2, 1, true},
		{"3 wounds: a stand lost, none left → nothing", cat(dd(6, 3, 1, 6), dd(6, 2, 1, 7)), "Result: Blue 3, Red 2", 2, 0, false},
		{"1 wound: no stand lost, 1 → 0", cat(dd(6, 1, 1, 8), dd(6, 2, 1, 7)), "Result: Blue 1, Red 2", 3, 0, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("bl", 0, Infantry, 3, 80, 62, north, fighters(3, 3, 0)).
				unit("rd", 1, Infantry, 3, 88, 60, south, with1(fighters(3, 3, 0), keyRegenerate))
			n, evs := applyPure(t, toCombat(t, w.state(t)), fight(0, "rd"), c.dice...)
			contains(t, evs, c.result)
			rd := mustUnit(t, &n, "rd")
			if len(rd.Bases) != c.bases || status(rd, stWounds) != c.wounds {
				t.Errorf("rd: %d bases, %d wounds; want %d and %d", len(rd.Bases), status(rd, stWounds), c.bases, c.wounds)
			}
			if got := strings.Contains(eventText(evs), "rd regenerate a wound"); got != c.regenerated {
				t.Errorf("regenerated %v, want %v:\n%s", got, c.regenerated, eventText(evs))
			}
		})
	}
}

// helblaster is the sheet's Helblaster (§3.1): artillery, 2 Hits, 30 cm,
// the volley gun's dice by range and its shots saved one worse.
func helblaster() map[string]float64 {
	return map[string]float64{keyShots: 1, keyRange: 30, keyHits: 2, keyAttacks: 1, keyVolleyGun: 1, keyPiercing: 1}
}

// The sheet §3.1 Helblaster 1 and 3 and its tests (Q22): dice by range,
// the 1s counted on the misfire chart before the hits. "Target at 9 cm,
// dice include three 1s → no hits. Target at 25 cm, two dice both 1 →
// Fizzle, no hits scored (both missed)."
func TestHelblasterShooting(t *testing.T) {
	cases := []struct {
		name     string
		dist     float64
		dice     []int
		want     string
		wounds   int
		gunAlive bool
	}{
		{"9 cm: 8 dice, three 1s: Misfire", 9, []int{1, 1, 1, 6, 6, 6, 6, 6},
			"8 dice need 4+ (in the open) [1][1][1][6][6][6][6][6] = 5 hits (3 ones: Misfire: every hit is discarded, sheet §3.1 Helblaster 3); 0 wounds", 0, true},
		{"exactly 10 cm: 8 dice, no 1: normal", 10, []int{4, 4, 4, 4, 2, 2, 2, 2},
			"8 dice need 4+ (in the open) [4][4][4][4][2][2][2][2] = 4 hits; 4 wounds", 4, true},
		{"15 cm: 4 dice, one 1: Fizzle, the hits count", 15, []int{1, 6, 6, 2},
			"4 dice need 4+ (in the open) [1][6][6][2] = 2 hits (1 one: Fizzle: nothing happens, sheet §3.1 Helblaster 3); 2 wounds", 2, true},
		{"25 cm: 2 dice both 1: Fizzle, both missed", 25, []int{1, 1},
			"2 dice need 4+ (in the open) [1][1] = 0 hits (2 ones: Fizzle", 0, true},
		{"9 cm: four 1s: Ka-boom, the gun destroyed, no hits", 9, []int{1, 1, 1, 1, 6, 6, 6, 6},
			"(4 ones: Ka-boom: the gun is destroyed, sheet §3.1 Helblaster 3); 0 wounds", 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// The gun's front edge at y 78; the target's near edge c.dist beyond.
			s := newWorld().unit("hb", 0, Artillery, 1, 80, 80, north, helblaster()).
				unit("orc", 1, Infantry, 3, 84, 77-c.dist, south, orcs(0)).state(t)
			s = toShooting(t, s)
			n, evs := apply(t, s, shoot("hb", "orc"), c.dice...)
			contains(t, evs, c.want)
			if got := status(mustUnit(t, &n, "orc"), stShotWounds); got != c.wounds {
				t.Errorf("wounds %d, want %d", got, c.wounds)
			}
			if alive := len(mustUnit(t, &n, "hb").Bases) == 1; alive != c.gunAlive {
				t.Errorf("gun standing %v, want %v", alive, c.gunAlive)
			}
		})
	}
}

// The sheet §3.1 Helblaster 3-4 and its test (Q23; [L1235-1241]):
// "Charged, 8 dice with four 1s → Helblaster removed, the charger takes 6
// hits (Knights save on 5+)"; three 1s at a charger: no hits.
func TestHelblasterAtChargers(t *testing.T) {
	cases := []struct {
		name           string
		dice           []int
		want           string
		chargerBases   int
		gunAlive       bool
		chargerWounded int
	}{
		{"four 1s: Ka-boom, 6 hits saved on 5+", []int{1, 1, 1, 1, 6, 6, 6, 6, 5, 5, 1, 1, 1, 1},
			"8 dice need 4+ (in the open, [L1173]) [1][1][1][1][6][6][6][6] (4 ones: Ka-boom: the gun is destroyed, sheet §3.1 Helblaster 3), the charger takes 6 hits = 6 hits; saves 5+ [5][5][1][1][1][1] = 2 saved; 4 wounds",
			2, false, 1},
		{"three 1s: Misfire, no hits", []int{1, 1, 1, 6, 6, 6, 6, 6},
			"(3 ones: Misfire: every hit is discarded, sheet §3.1 Helblaster 3) = 0 hits; 0 wounds", 3, true, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("hb", 1, Artillery, 1, 84, 60, south, helblaster()).
				unit("kn", 0, Infantry, 3, 76, 78, north, fighters(3, 3, 4))
			n, evs := applyPure(t, w.state(t), chargeAction("kn", "hb"), c.dice...)
			contains(t, shootEvents(evs), c.want)
			kn := mustUnit(t, &n, "kn")
			if len(kn.Bases) != c.chargerBases || status(kn, stWounds) != c.chargerWounded {
				t.Errorf("charger: %d bases, %d wounds; want %d and %d", len(kn.Bases), status(kn, stWounds), c.chargerBases, c.chargerWounded)
			}
			if alive := len(mustUnit(t, &n, "hb").Bases) == 1; alive != c.gunAlive {
				t.Errorf("gun standing %v, want %v", alive, c.gunAlive)
			}
		})
	}
}

// The sheet §3.2 Ogres 1-3 (Q28; [L445], [L451]): Ogres whose nearest
// visible enemy within 20 cm is human and can be charged must charge it:
// the Initiative sub-phase cannot end and they cannot evade; a non-human
// or a farther enemy leaves them free.
func TestOgresChargeHumans(t *testing.T) {
	cases := []struct {
		name  string
		gap   float64 // cm between the fronts
		human bool
		want  string // End initiative's refusal code
	}{
		{"a human 15 cm away: the charge is forced", 15, true, "hates-humans"},
		{"a non-human 15 cm away: free", 15, false, ""},
		{"a human 21 cm away: no initiative, free", 21, true, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			foe := fighters(3, 3, 0)
			if c.human {
				foe[keyHuman] = 1
			}
			// The Ogres' front at y 79, the enemy's at 79 - gap.
			s := newWorld().unit("og", 0, Infantry, 3, 76, 80, north, with1(fighters(4, 4, 5), keyHatesHumans)).
				unit("hal", 1, Infantry, 3, 84, 78-c.gap, south, foe).state(t)
			got := code((Rules{}).Check(&s, rules.Action{Kind: rules.KindEndPhase, Side: 0}))
			if got != c.want {
				t.Errorf("End initiative: %q, want %q", got, c.want)
			}
			if c.want != "" {
				if ev := code((Rules{}).Check(&s, rules.Action{Kind: KindEvade, Side: 0, Target: "hal", Args: map[string]string{"unit": "og"}})); ev != c.want {
					t.Errorf("evade: %q, want %q", ev, c.want)
				}
			}
		})
	}
}

// Orders alone (the sheet §3.1 Steam Tank 1, §3.2 Giant 1; [L559]): a
// Steam Tank is never brigaded, not even with another; Giants only with
// each other.
func TestOrdersAlone(t *testing.T) {
	cases := []struct {
		name     string
		a, b     []string // the two touching units' flags
		sameName bool
		want     string
	}{
		{"Steam Tank and Halberdiers", []string{keyOrdersAlone}, nil, false, "orders-alone"},
		{"two Steam Tanks", []string{keyOrdersAlone}, []string{keyOrdersAlone}, true, "orders-alone"},
		{"Giant and Goblins", []string{keyOwnKindBrigade}, nil, false, "orders-alone"},
		{"two Giants", []string{keyOwnKindBrigade}, []string{keyOwnKindBrigade}, true, ""},
		{"no flags", nil, nil, false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("a", 0, Infantry, 1, 90, 60, north, with1(fighters(3, 3, 0), c.a...)).
				unit("b", 0, Infantry, 1, 94, 60, north, with1(fighters(3, 3, 0), c.b...))
			if c.sameName {
				for i := range w.s.Units {
					if id := w.s.Units[i].ID; id == "a" || id == "b" {
						w.s.Units[i].Name = "Giant"
					}
				}
			}
			s := w.state(t)
			if got := code((Rules{}).Check(&s, order(0, "gen", "a,b"))); got != c.want {
				t.Errorf("brigade order: %q, want %q", got, c.want)
			}
		})
	}
}

// steamTank is the sheet's Steam Tank (§3.1): a machine of 20 cm, 3/3,
// 4 Hits, 3+, with its malfunction.
func steamTank() map[string]float64 {
	return map[string]float64{keyMove: 20, keyAttacks: 3, keyShots: 3, keyRange: 30, keyHits: 4, keyArmour: 3,
		keyMalfunction: 1, keyOrdersAlone: 1, keyAlwaysDefended: 1, keySteady: 1, keyPiercing: 1}
}

// The sheet §3.1 Steam Tank 7 and its test (Q21; [L503], [L2009]): "Hero's
// order with a natural 12 → no blunder; malfunction roll 3 → the tank
// does not shoot this turn"; each other result of the chart.
func TestSteamTankMalfunction(t *testing.T) {
	cases := []struct {
		name  string
		v     int
		check func(t *testing.T, s rules.State)
	}{
		{"1: destroyed", 1, func(t *testing.T, s rules.State) {
			if u := mustUnit(t, &s, "tank"); len(u.Bases) != 0 {
				t.Errorf("tank still has %v", u.Bases)
			}
		}},
		{"2: broken down, never moves again", 2, func(t *testing.T, s rules.State) {
			u := mustUnit(t, &s, "tank")
			delete(u.Status, stNoOrders) // as in a later turn
			if got := code((Rules{}).Check(&s, order(0, "gen", "tank"))); got != "broken-down" {
				t.Errorf("a later order: %q, want broken-down", got)
			}
		}},
		{"3: stuck, no shooting this turn", 3, func(t *testing.T, s rules.State) {
			s = toShooting(t, s)
			if got := code((Rules{}).Check(&s, shoot("tank", "orc"))); got != "stuck" {
				t.Errorf("shoot: %q, want stuck", got)
			}
		}},
		{"4: commander slain, −1 on later orders", 4, func(t *testing.T, s rules.State) {
			u := mustUnit(t, &s, "tank")
			for _, k := range turnKeys { // as in a later turn
				delete(u.Status, k)
			}
			ot, err := prepareOrder(&s, order(0, "gen", "tank"))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(strings.Join(ot.Breakdown(), "|"), "-1 its commander slain") {
				t.Errorf("later order: %v, want −1 commander slain", ot.Breakdown())
			}
		}},
		{"5: momentary halt, it still shoots", 5, func(t *testing.T, s rules.State) {
			s = toShooting(t, s)
			_, evs := apply(t, s, shoot("tank", "orc"), 1, 1, 1)
			contains(t, evs, "3 dice need 4+")
		}},
		{"6: steam overload, 6 shots", 6, func(t *testing.T, s rules.State) {
			s = toShooting(t, s)
			_, evs := apply(t, s, shoot("tank", "orc"), 1, 1, 1, 1, 1, 1)
			contains(t, evs, "6 dice need 4+")
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := newWorld().unit("tank", 0, Machine, 1, 80, 80, north, steamTank()).
				unit("orc", 1, Infantry, 3, 84, 52, south, orcs(0)).
				commander("hero", 0, Hero, 8, 80, 86).state(t)
			s = toOrders(t, s)
			n, evs := apply(t, s, order(0, "hero", "tank"), 6, 6, c.v) // no blunder die
			contains(t, evs, "— failed", fmt.Sprintf("tank malfunctions: %d, %s", c.v, malfunctionChart[c.v].name))
			for _, e := range evs {
				if e.Kind == "blunder" {
					t.Errorf("a blunder: %s", e.Text)
				}
			}
			c.check(t, n)
		})
	}
}
