package warmaster

import (
	"math"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// giant is the sheet's Giant (§3.2): a monster, 8 attacks, 8 hits, 5+,
// terror, its own order, Badly hurt and Goes Wild.
func giant() map[string]float64 {
	return with1(map[string]float64{keyAttacks: 8, keyHits: 8, keyArmour: 5}, keyTerror, keyOwnKindBrigade, keyBadlyHurt)
}

// The sheet §3.2 Giant 3 and its test (Q32; [L1084], [L1296]): "a Giant
// with 6 wounds, unengaged, at the end of a Shooting phase → wounds 0,
// Hits 4, Attacks 4"; 5 and 7 are badly hurt too, 4 is merely cleared;
// engaged, it keeps its wounds; at most once; either player's phase; the
// end of a Combat phase as well; without the flag, the core's clearing.
func TestGiantBadlyHurt(t *testing.T) {
	cases := []struct {
		name        string
		wounds      int
		flag, hurt  bool // the flag; already badly hurt
		engaged     bool
		red         bool // the Giant is red's, in blue's phase
		combat      bool // the end of the Combat phase, not of the Shooting phase
		wantHurt    bool
		wantWounds  int
		wantAttacks int
	}{
		{"6 wounds, end of Shooting: badly hurt", 6, true, false, false, false, false, true, 0, 4},
		{"5 wounds: badly hurt", 5, true, false, false, false, false, true, 0, 4},
		{"7 wounds: badly hurt", 7, true, false, false, false, false, true, 0, 4},
		{"4 wounds: cleared as usual", 4, true, false, false, false, false, false, 0, 8},
		{"6 wounds, engaged: kept, checked later", 6, true, false, true, false, false, false, 6, 8},
		{"6 wounds, in the other player's phase", 6, true, false, false, true, false, true, 0, 4},
		{"6 wounds, end of Combat: badly hurt", 6, true, false, false, false, true, true, 0, 4},
		{"already badly hurt, 3 wounds: at most once", 3, true, true, false, false, false, true, 0, 4},
		{"no flag: cleared as usual", 6, false, false, false, false, false, false, 0, 8},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := giant()
			if !c.flag {
				delete(p, keyBadlyHurt)
			}
			side, y, facing := 0, 80.0, north
			if c.red {
				side, y, facing = 1, 40, south
			}
			w := newWorld().unit("g", side, Monster, 1, 40, y, facing, p)
			if c.engaged {
				w.unit("halb", 1, Infantry, 1, 40, y-3, south, fighters(3, 3, 0)) // touching its front
			}
			s := toShooting(t, w.state(t))
			if c.combat {
				s, _ = apply(t, s, endPhaseBlue)
			}
			g := mustUnit(t, &s, "g")
			g.SetStatus(stWounds, c.wounds)
			if c.hurt {
				g.SetStatus(stBadlyHurt, 1)
			}
			n, evs := apply(t, s, endPhaseBlue)
			g = mustUnit(t, &n, "g")
			if isBadlyHurt(g) != c.wantHurt || status(g, stWounds) != c.wantWounds || attacksOf(g) != c.wantAttacks {
				t.Errorf("badly hurt %v, wounds %d, attacks %d; want %v, %d, %d", isBadlyHurt(g), status(g, stWounds), attacksOf(g), c.wantHurt, c.wantWounds, c.wantAttacks)
			}
			if want := 8 - 4*b2i(c.wantHurt); hitsPerElement(g) != want || int(Hits(g)) != want {
				t.Errorf("hits %d (accessor %g), want %d", hitsPerElement(g), Hits(g), want)
			}
			if got := strings.Contains(eventText(evs), "g is badly hurt: its "); got != (c.wantHurt && !c.hurt) {
				t.Errorf("badly hurt event %v:\n%s", got, eventText(evs))
			}
		})
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Once badly hurt, 4 wounds remove the Giant (the sheet §3.2 Giant 3:
// "with 8 (or 4 once badly hurt) it is removed"; [L1197]), and it fights
// with 4 attacks ([L1353] adds the monster's charge bonus to those).
func TestBadlyHurtGiantFallsAtFour(t *testing.T) {
	for _, hurt := range []bool{false, true} {
		s := newWorld().unit("xb", 0, Infantry, 4, 74, 80, north, xbow(1)).
			unit("g", 1, Monster, 1, 80, 60, south, giant()).state(t)
		if hurt {
			mustUnit(t, &s, "g").SetStatus(stBadlyHurt, 1)
		}
		s = toShooting(t, s)
		n, _ := apply(t, s, shoot("xb", "g"), 4, 4, 4, 4, 1, 1, 1, 1)
		if g := mustUnit(t, &n, "g"); (len(g.Bases) == 0) != hurt {
			t.Errorf("badly hurt %v: %d bases left, wounds %d", hurt, len(g.Bases), status(g, stWounds))
		}
	}
	g := &rules.Unit{ID: "g", Profile: giant(), Status: map[string]int{stBadlyHurt: 1}}
	if n, _, _ := fighterAttacks(&rules.State{}, &fighter{unit: g, target: &rules.Unit{Profile: map[string]float64{}}}, nil); n != 4 {
		t.Errorf("a badly hurt Giant fights with %d attacks, want 4", n)
	}
}

// wildWorld is a blue Giant "g" (its base 2 × 4 cm at x 59-61, y 58-62,
// facing north) with a Hero of Command 10 behind it, and, when foeY > 0,
// red Halberdiers "foe" facing it, their bases on y foeY-1 to foeY+1. The
// Hero's order rolls 6, 6: a natural 12, failed; then the chart's die.
func wildWorld(t *testing.T, foeY float64, faces ...int) (rules.State, []rules.Event) {
	t.Helper()
	w := newWorld().unit("g", 0, Monster, 1, 60, 60, north, with1(giant(), keyGoesWild))
	w.commander("cmd", 0, Hero, 10, 62, 66)
	if foeY > 0 {
		w.unit("foe", 1, Infantry, 3, 60, foeY, south, fighters(3, 3, 0))
	}
	s := toOrders(t, w.state(t))
	return apply(t, s, order(0, "cmd", "g"), append([]int{6, 6}, faces...)...)
}

// The sheet §3.2 Giant 2 and its chart (Q31; [L503], [L2009]): a failed
// order, even a Hero's natural 12, rolls no blunder but the chart; each
// result as played.
func TestGiantGoesWild(t *testing.T) {
	cases := []struct {
		name    string
		foeY    float64
		faces   []int // the chart's die, then a 3's throw die
		want    string
		moving  bool
		allow   float64 // the open move's allowance, cm
		advance bool    // a compulsory advance on foe
		throwAt bool
	}{
		{"1: nothing, no move", 39, []int{1}, "g goes wild: 1, it neither moves nor fights", false, 0, false, false},
		{"2: the top edge nearest (58 cm), foe in the way: charge", 39, []int{2}, "g goes wild: 2, it moves straight toward the nearest table edge at full pace, charging an enemy it runs into, stopped by a friend it confuses; it meets foe and must charge it", true, 20, true, false},
		{"3: 5×4 = 20 cm, foe 18 cm away: thrown at", 39, []int{3, 4}, "g goes wild: 3, it does not move and throws something: 5×4 = 20 cm; foe, 18.0 cm away, takes 3 attacks", false, 0, false, true},
		{"3: 5×3 = 15 cm, foe 18 cm away: out of reach", 39, []int{3, 3}, "the closest unit it sees, foe, is 18.0 cm away: out of reach", false, 0, false, false},
		{"4: foe 18 cm straight ahead: charge", 39, []int{4}, "g goes wild: 4, it moves straight ahead at full pace, walking through friends, charging an enemy it reaches; it meets foe and must charge it", true, 20, true, false},
		{"5: foe 30 cm away, beyond its 20 cm: advance", 29, []int{5}, "it must advance on foe, its nearest visible enemy", true, 20, true, false},
		{"5: foe 18 cm away: charge", 39, []int{5}, "it must charge foe, its nearest visible enemy, 20 cm away at most", true, 20, true, false},
		{"5: no visible enemy: nothing", 0, []int{5}, "it sees no enemy and does nothing this Command phase", false, 0, false, false},
		{"6: foe 30 cm away: charge at 40 cm", 29, []int{6}, "it must charge foe, its nearest visible enemy, 40 cm away at most", true, 40, true, false},
		{"6: no visible enemy: nothing", 0, []int{6}, "it sees no enemy and does nothing", false, 0, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, evs := wildWorld(t, c.foeY, c.faces...)
			contains(t, evs, "— failed", c.want)
			for _, e := range evs {
				if e.Kind == "blunder" {
					t.Errorf("a blunder: %s", e.Text)
				}
			}
			g := mustUnit(t, &s, "g")
			if (status(g, stMoving) > 0) != c.moving || c.moving && allowance(&s, g) != c.allow {
				t.Errorf("moving %d, allowance %g; want %v, %g", status(g, stMoving), allowance(&s, g), c.moving, c.allow)
			}
			if (status(g, stAdvanceOn) > 0) != c.advance || (status(g, stThrowAt) > 0) != c.throwAt {
				t.Errorf("advance-on %d, throw-at %d; want %v, %v", status(g, stAdvanceOn), status(g, stThrowAt), c.advance, c.throwAt)
			}
			if status(g, stWild) != c.faces[0] {
				t.Errorf("wild %d, want %d", status(g, stWild), c.faces[0])
			}
		})
	}
}

// A General's failed order (here 11 against Command 9) sends the Giant
// wild too, and ends the sub-phase as usual ([L509]); an order that
// succeeds rolls nothing.
func TestGiantGoesWildOnAnyFailure(t *testing.T) {
	w := newWorld().unit("g", 0, Monster, 1, 60, 60, north, with1(giant(), keyGoesWild))
	w.commander("gen", 0, General, 9, 62, 66)
	s := toOrders(t, w.state(t))
	n, evs := apply(t, s, order(0, "gen", "g"), 6, 5, 1)
	contains(t, evs, "the General has failed", "g goes wild: 1")
	if !OrdersOver(&n) {
		t.Errorf("the General's failure did not end the Orders sub-phase")
	}
	_, evs = apply(t, s, order(0, "gen", "g"), 3, 3)
	if strings.Contains(eventText(evs), "goes wild") {
		t.Errorf("a successful order went wild:\n%s", eventText(evs))
	}
}

// Goes Wild 6 and its test (the sheet §3.2 Giant 2): "charge into
// Halberdiers in the open: 16 + 1 (charge) + 1 (monster charge) = 18
// dice in round 1" ([L1352-1353]); the doubling ends with that round, and
// the compulsory charge is the only move allowed ([L2017]'s machinery).
func TestGiantGoesWildSixCharge(t *testing.T) {
	s, _ := wildWorld(t, 29, 6)
	if c := code((Rules{}).Check(&s, step(&s, "g", 0, -2))); c != "blunder-charge" {
		t.Errorf("a plain move: %q, want blunder-charge", c)
	}
	if err := (Rules{}).Check(&s, chargeAction("g", "foe")); err != nil {
		t.Fatalf("the charge: %v", err)
	}
	s, _ = apply(t, s, chargeAction("g", "foe"))
	g := mustUnit(t, &s, "g")
	if !wildRushing(g) || attacksOf(g) != 16 {
		t.Fatalf("rushing %v, attacks %d; want 16 in the first round", wildRushing(g), attacksOf(g))
	}
	s = toCombat(t, s)
	ones := make([]int, 60)
	for i := range ones {
		ones[i] = 1
	}
	n, evs, err := (Rules{}).Apply(s, fight(0, "foe"), dice.NewScripted(ones...))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s", eventText(evs))
	contains(t, evs, "18 dice need 4+")
	if g := mustUnit(t, &n, "g"); attacksOf(g) != 8 {
		t.Errorf("after the first round: %d attacks, want 8", attacksOf(g))
	}
}

// Goes Wild 1 (Q31): the Giant does not fight this turn, not even with
// the last-effort die ([L1374]); its enemy still does.
func TestGiantGoesWildOneNoFight(t *testing.T) {
	w := newWorld().unit("g", 0, Monster, 1, 60, 60, north, with1(giant(), keyGoesWild)).
		unit("foe", 1, Infantry, 1, 60, 57, south, fighters(3, 3, 0))
	s := toCombat(t, w.state(t))
	mustUnit(t, &s, "g").SetStatus(stWild, 1)
	ones := make([]int, 40)
	for i := range ones {
		ones[i] = 1
	}
	_, evs, err := (Rules{}).Apply(s, fight(0, "foe"), dice.NewScripted(ones...))
	if err != nil {
		t.Fatal(err)
	}
	contains(t, evs, "g went wild (1) and does not fight this turn", "foe attack g: 2 dice")
	if strings.Contains(eventText(evs), "g attack foe") {
		t.Errorf("the Giant fought:\n%s", eventText(evs))
	}
}

// Goes Wild 3 (Q31): the 3 attacks are rolled as the Shooting phase
// begins, as shooting by the Giant (4+ in the open, no armour here): on
// an unengaged target, the wounds drive it back away from the Giant when
// the phase ends; on an engaged one they are not driven back and count in
// its first round (M4).
func TestGiantGoesWildThrow(t *testing.T) {
	for _, engagedFoe := range []bool{false, true} {
		w := newWorld().unit("g", 0, Monster, 1, 60, 60, north, with1(giant(), keyGoesWild))
		w.commander("cmd", 0, Hero, 10, 62, 66)
		w.unit("foe", 1, Infantry, 3, 60, 39, south, fighters(3, 3, 0))
		if engagedFoe {
			w.unit("halb", 0, Infantry, 3, 60, 37, south, fighters(3, 3, 0)) // touching its rear
		}
		s := toOrders(t, w.state(t))
		s, _ = apply(t, s, order(0, "cmd", "g"), 6, 6, 3, 4)
		s, _ = apply(t, s, endPhaseBlue) // to the Commanders sub-phase
		s, evs := apply(t, s, endPhaseBlue, 4, 5, 2)
		contains(t, evs, "g throws something at foe: 3 dice need 4+ (in the open) [4][5][2] = 2 hits; 2 wounds")
		foe := mustUnit(t, &s, "foe")
		if status(mustUnit(t, &s, "g"), stThrowAt) != 0 {
			t.Errorf("the throw is still pending")
		}
		shotBy, charge := status(foe, shotByPrefix+"g"), status(foe, stChargeShot)
		if engagedFoe && (shotBy != 0 || charge != 2 || status(foe, stShotWounds) != 0) || !engagedFoe && (shotBy != 1 || status(foe, stShotWounds) != 2) {
			t.Errorf("engaged %v: shot-by %d, charge-shot %d, shot wounds %d", engagedFoe, shotBy, charge, status(foe, stShotWounds))
		}
	}
}

// Brigaded Giants roll one each (the sheet §3.2 Giant 2).
func TestBrigadedGiantsGoWildEach(t *testing.T) {
	w := newWorld().unit("g", 0, Monster, 1, 60, 60, north, with1(giant(), keyGoesWild)).
		unit("g2", 0, Monster, 1, 62, 60, north, with1(giant(), keyGoesWild))
	w.s.Units[2].Name, w.s.Units[3].Name = "Giant", "Giant"
	w.commander("cmd", 0, Hero, 10, 62, 66)
	s := toOrders(t, w.state(t))
	n, evs := apply(t, s, order(0, "cmd", "g,g2"), 6, 6, 1, 2)
	contains(t, evs, "Giant goes wild: 1", "Giant goes wild: 2")
	if status(mustUnit(t, &n, "g"), stWild) != 1 || status(mustUnit(t, &n, "g2"), stWild) != 2 {
		t.Errorf("wild statuses %d, %d", status(mustUnit(t, &n, "g"), stWild), status(mustUnit(t, &n, "g2"), stWild))
	}
}

// Goes Wild 4 (the sheet §3.2 Giant 2): straight ahead at its full pace
// (20 cm) at once: through a friend it can clear, which is confused
// ([L1897]); stopping in contact with one it cannot clear; stopped by
// impassable terrain ([L1046]); meeting an enemy, it must charge it.
func TestGiantGoesWildFour(t *testing.T) {
	cases := []struct {
		name     string
		build    func(w *world)
		frontY   float64 // where its front edge ends (from 58)
		want     string
		confused bool
		charge   bool
	}{
		{"open ground: 20 cm", nil, 38, "it moves 20.0 cm straight ahead", false, false},
		{"a friend it clears: walked through, confused", func(w *world) {
			w.unit("pal", 0, Infantry, 1, 60, 50, north, fighters(3, 3, 0))
		}, 38, "pal, walked through or touched, is confused", true, false},
		{"a friend it cannot clear: stops in contact, confused", func(w *world) {
			w.unit("pal", 0, Infantry, 1, 60, 40, north, fighters(3, 3, 0)) // y 39-41
		}, 41, "it moves 17.0 cm straight ahead and is stopped; pal, walked through or touched, is confused", true, false},
		{"a lake: stopped at its shore", func(w *world) {
			w.feature("lake", "lake", geom.V(50, 44), geom.V(70, 44), geom.V(70, 50), geom.V(50, 50))
		}, 50, "it moves 8.0 cm straight ahead and is stopped", false, false},
		{"an enemy ahead: must charge it", func(w *world) {
			w.unit("foe", 1, Infantry, 1, 60, 45, south, fighters(3, 3, 0))
		}, 58, "it meets foe and must charge it", false, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("g", 0, Monster, 1, 60, 60, north, with1(giant(), keyGoesWild))
			w.commander("cmd", 0, Hero, 10, 62, 66)
			if c.build != nil {
				c.build(w)
			}
			s := toOrders(t, w.state(t))
			n, evs := apply(t, s, order(0, "cmd", "g"), 6, 6, 4)
			contains(t, evs, "g goes wild: 4", c.want)
			if got := mustBase(t, &n, "g.1").Center.Y - 2; math.Abs(got-c.frontY) > 0.06 {
				t.Errorf("front edge at y %.2f, want %g", got, c.frontY)
			}
			if pal, ok := n.Unit("pal"); ok && (status(pal, stConfused) > 0) != c.confused {
				t.Errorf("pal confused %d, want %v", status(pal, stConfused), c.confused)
			}
			g := mustUnit(t, &n, "g")
			if (status(g, stAdvanceOn) > 0) != c.charge {
				t.Errorf("advance-on %d, want a compulsory charge %v", status(g, stAdvanceOn), c.charge)
			}
			if c.charge {
				if err := (Rules{}).Check(&n, chargeAction("g", "foe")); err != nil {
					t.Errorf("the charge: %v", err)
				}
			}
		})
	}
}

// Goes Wild 2 (the sheet §3.2 Giant 2, Q31): straight toward the nearest
// table edge at full pace, without turning: off the table it rolls at
// once ([L906-922]); a friend in the way stops it in contact and is
// confused (Q31's option); winning, it holds its ground.
func TestGiantGoesWildTwo(t *testing.T) {
	cases := []struct {
		name  string
		x     float64
		build func(w *world)
		faces []int
		want  string
		endX  float64 // the Giant's centre x afterwards; < 0: off the table
	}{
		{"the left edge 4 cm away: off, rolls 1", 5, nil, []int{2, 1}, "it moves 20.0 cm straight toward the table edge", -1},
		{"a friend in the way: stops in contact, confused", 20, func(w *world) {
			w.unit("pal", 0, Infantry, 1, 8, 60, north, fighters(3, 3, 0)) // x 6-10
		}, []int{2}, "it moves 9.0 cm straight toward the table edge and is stopped; pal, walked through or touched, is confused", 11},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("g", 0, Monster, 1, c.x, 60, north, with1(giant(), keyGoesWild))
			w.commander("cmd", 0, Hero, 10, 40, 66)
			if c.build != nil {
				c.build(w)
			}
			s := toOrders(t, w.state(t))
			n, evs := apply(t, s, order(0, "cmd", "g"), append([]int{6, 6}, c.faces...)...)
			contains(t, evs, "g goes wild: 2", c.want)
			g := mustUnit(t, &n, "g")
			if c.endX < 0 {
				if status(g, stOffTable) == 0 && status(g, stLeft) == 0 && len(g.Bases) > 0 {
					t.Errorf("the Giant is still on the table:\n%s", eventText(evs))
				}
				return
			}
			if got := mustBase(t, &n, "g.1").Center.X; math.Abs(got-c.endX) > 0.06 {
				t.Errorf("centre at x %.2f, want %g", got, c.endX)
			}
			if pal := mustUnit(t, &n, "pal"); status(pal, stConfused) == 0 {
				t.Errorf("pal not confused")
			}
		})
	}
	u := &rules.Unit{ID: "g", Name: "g", Status: map[string]int{stWild: 2, stAwait: awaitPursue}}
	for kind, want := range map[string]string{KindPursue: "wild-hold", KindFallBack: "wild-hold", KindHold: ""} {
		got := ""
		if v := checkWildHold(u, rules.Action{Kind: kind}); v != nil {
			got = v.Code
		}
		if got != want {
			t.Errorf("%s after winning: %q, want %q", kind, got, want)
		}
	}
}
