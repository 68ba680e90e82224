package warmaster

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// Shooting at chargers fixtures (wme.md §8.8): red bowmen "bw" (3 bases
// x 74-86, y 59-61, facing south: bw.1 at x 84, bw.2 at 80, bw.3 at 76)
// and blue infantry "kn" (3 bases x 74-86, y 79-81, facing north) 18 cm
// in front of them, near enough to charge on initiative without an order
// die ([L445]).
func bows(rng float64) map[string]float64 {
	return map[string]float64{keyShots: 1, keyRange: rng, keyAttacks: 1, keyHits: 3}
}

func bowWorld(bowProfile map[string]float64, knArmour float64) *world {
	return newWorld().unit("bw", 1, Infantry, 3, 84, 60, south, bowProfile).
		unit("kn", 0, Infantry, 3, 76, 80, north, fighters(3, 3, knArmour))
}

func shootEvents(evs []rules.Event) []rules.Event {
	var out []rules.Event
	for _, e := range evs {
		if e.Kind == "shoot" {
			out = append(out, e)
		}
	}
	return out
}

// A charge on initiative at a unit that can shoot (wme.md §8.8, §7.5 item
// 13; [L1235-1241]): every element not already in contact with a line of
// fire at the start or the end of the charge shoots one die, 4+ as the
// charger is in the open ([L1173]), an armour save per hit ([L1189]), an
// element removed for every full Hits before anything else moves
// ([L1195], [L1241]).
func TestShootingAtChargers(t *testing.T) {
	cases := []struct {
		name      string
		w         *world
		charger   string
		dice      []int
		shooters  int    // elements shooting (0: no shoot event)
		bases     int    // the charger's elements after the shots
		wounds    int    // wounds it keeps
		counted   int    // wounds counting for the bowmen in the first round
		wantText  string // in the shoot event
		wantRolls int
	}{
		{"three hits remove an element [L1195]", bowWorld(bows(30), 0), "kn", []int{4, 5, 6},
			3, 2, 0, 3, "bw shoot at the charge of kn (WME §8.8 [L1235]) with 3 elements: 3 dice need 4+ (in the open, [L1173]) [4][5][6] = 3 hits; 3 wounds; kn lose an element", 3},
		{"a charger of Hits 1 destroyed before it fights [L1197], [L1241]",
			newWorld().unit("bw", 1, Infantry, 3, 84, 60, south, bows(30)).unit("kn", 0, Infantry, 3, 76, 80, north, fighters(3, 1, 0)), "kn", []int{4, 5, 6},
			3, 0, 0, 0, "= 3 hits; 3 wounds; kn lose an element", 3},
		{"armour saves [L1189]", bowWorld(bows(30), 5), "kn", []int{4, 5, 6, 5, 1, 2},
			3, 3, 2, 2, "[4][5][6] = 3 hits; saves 5+ [5][1][2] = 1 saved; 2 wounds; the wounds count in the first round of combat", 6},
		{"no missile attacks: no shots [L1235]", bowWorld(fighters(1, 3, 0), 0), "kn", nil,
			0, 3, 0, 0, "", 0},
		{"out of range at the start, in contact at the end [L1239]", bowWorld(bows(10), 0), "kn", []int{1, 1, 6},
			3, 3, 1, 1, "with 3 elements: 3 dice need 4+ (in the open, [L1173]) [1][1][6] = 1 hit", 3},
		{"elements already in contact do not shoot [L1237], [L1324]",
			// blue "pin" (x 82-86) touches bw.1's rear edge and bw.2's
			// rear corner: only bw.3 shoots.
			bowWorld(bows(30), 0).unit("pin", 0, Infantry, 1, 84, 58, south, nil), "kn", []int{6},
			1, 3, 1, 1, "with 1 element: 1 dice need 4+ (in the open, [L1173]) [6] = 1 hit", 1},
		{"a flank charge never in the zone of fire [L1104], [L1239]",
			// blue cavalry 12 cm off bw.1's flank, flush on it at the end.
			newWorld().unit("bw", 1, Infantry, 3, 84, 60, south, bows(30)).
				unit("cav", 0, Cavalry, 1, 100, 60, geom.FromBearing(270), fighters(3, 3, 0)), "cav", nil,
			0, 1, 0, 0, "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.w.state(t)
			if s.Phase != PhaseInitiative {
				t.Fatalf("phase %s, want initiative", s.Phase)
			}
			n, evs := applyPure(t, s, chargeAction(c.charger, "bw"), c.dice...)
			u := mustUnit(t, &n, c.charger)
			if !strings.Contains(eventText(evs), c.charger+" charge bw on initiative") {
				t.Fatalf("no charge:\n%s", eventText(evs))
			}
			shots := shootEvents(evs)
			if c.shooters == 0 {
				if len(shots) != 0 {
					t.Errorf("shots at the charger: %s", eventText(shots))
				}
			} else {
				if len(shots) != 1 || shots[0].Unit != "bw" || shots[0].Side != 1 {
					t.Fatalf("shoot events %+v, want one by bw", shots)
				}
				if !strings.Contains(shots[0].Text, c.wantText) {
					t.Errorf("shoot event %q lacks %q", shots[0].Text, c.wantText)
				}
				if len(shots[0].Rolls) != c.wantRolls {
					t.Errorf("shoot event logs %d rolls, want %d", len(shots[0].Rolls), c.wantRolls)
				}
			}
			if got := len(u.Bases); got != c.bases {
				t.Errorf("%s has %d elements, want %d", c.charger, got, c.bases)
			}
			if w, k := status(u, stWounds), status(u, stChargeShot); w != c.wounds || k != c.counted || status(u, stShotWounds) != 0 {
				t.Errorf("%s: wounds %d, counted %d, drive-back wounds %d; want %d, %d, 0 ([L1245-1247])",
					c.charger, w, k, status(u, stShotWounds), c.wounds, c.counted)
			}
			if c.bases == 0 && (status(u, stDestroyed) == 0 || engaged(&n, mustUnit(t, &n, "bw"))) {
				t.Errorf("kn not destroyed, or bw still engaged: %v", u.Status)
			}
			if c.bases == 2 {
				if _, ok := n.Base(c.charger + ".2"); !ok || !engaged(&n, u) {
					t.Errorf("%s lost its middle element or is no longer engaged: %v ([L1197])", c.charger, u.Bases)
				}
			}
		})
	}
}

// The wounds are kept through the charger's own Shooting phase without a
// drive back, and count for the shooters in the first round of combat
// ([L1079], [L1245-1247]; wme.md §9.5 item 2): blue hits nothing, red
// nothing, and red wins 2 to 0 on the two wounds it shot.
func TestChargerWoundsCountInFirstRound(t *testing.T) {
	s := bowWorld(bows(30), 5).state(t)
	s, _ = applyPure(t, s, chargeAction("kn", "bw"), 4, 5, 6, 5, 1, 2)
	before := centre(t, &s, "kn.1")
	for s.Phase != PhaseShooting {
		s, _ = applyPure(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	}
	s, evs := applyPure(t, s, rules.Action{Kind: rules.KindEndPhase, Side: 0})
	if s.Phase != PhaseCombat {
		t.Fatalf("phase %s, want combat", s.Phase)
	}
	if strings.Contains(eventText(evs), "driven back") || !centre(t, &s, "kn.1").Near(before) {
		t.Errorf("the charger was driven back ([L1247]):\n%s", eventText(evs))
	}
	kn := mustUnit(t, &s, "kn")
	if status(kn, stWounds) != 2 || status(kn, stChargeShot) != 2 {
		t.Fatalf("kn after the Shooting phase: %v; want its 2 wounds kept ([L1245])", kn.Status)
	}
	var detail string
	for _, o := range (Rules{}).Offers(&s, 0, nil) {
		if o.Action.Kind == KindFight {
			detail = strings.Join(o.Detail, "\n")
		}
	}
	if !strings.Contains(detail, "shot at as it came in: 2 wounds for the enemy's result this round") {
		t.Errorf("fight offer detail:\n%s", detail)
	}
	// kn: 3 elements × (3 + 1 charging) = 12 dice; bw: 3 × 1.
	s, evs = applyPure(t, s, fight(0, "kn"), dd(1, 15)...)
	contains(t, evs, "Result: Blue 0, Red 2 (0 + 2 wounds shooting at chargers (L1079)); Red win")
	if kn := mustUnit(t, &s, "kn"); status(kn, stChargeShot) != 0 || status(kn, stWounds) != 2 {
		t.Errorf("kn after the round: %v; want the shot wounds counted once, still carried", kn.Status)
	}
}

// A brigade charged in turn (wme.md §8.8 [L1237]): bw shoots at the first
// charger with all three elements; at the second, bw.1 and bw.2 already
// touch the first (bw.2 by a corner, [L1324]) and do not shoot, while bw.3
// shoots a second time this turn.
func TestShootingTwiceWhenChargedTwice(t *testing.T) {
	w := newWorld().unit("bw", 1, Infantry, 3, 84, 60, south, bows(30)).
		unit("a", 0, Infantry, 1, 84, 75, north, fighters(3, 3, 0)).
		unit("b", 0, Infantry, 1, 80, 75, north, fighters(3, 3, 0))
	w.commander("gen", 0, General, 10, 82, 85)
	s := w.state(t)
	s, _ = applyPure(t, s, order(0, "gen", "a,b"), 1, 1)
	s, evs := applyPure(t, s, chargeAction("a", "bw"), 1, 1, 1)
	shots := shootEvents(evs)
	if len(shots) != 1 || !strings.Contains(shots[0].Text, "bw shoot at the charge of a (WME §8.8 [L1235]) with 3 elements") {
		t.Fatalf("first charge:\n%s", eventText(evs))
	}
	s, evs = applyPure(t, s, chargeAction("b", "bw"), 6)
	shots = shootEvents(evs)
	if len(shots) != 1 || !strings.Contains(shots[0].Text, "bw shoot at the charge of b (WME §8.8 [L1235]) with 1 element: 1 dice need 4+ (in the open, [L1173]) [6] = 1 hit") {
		t.Fatalf("second charge:\n%s", eventText(evs))
	}
	if b := mustUnit(t, &s, "b"); status(b, stWounds) != 1 || status(b, stChargeShot) != 1 {
		t.Errorf("b: %v, want 1 wound", b.Status)
	}
}

// The charge offer tells the player before he confirms (wme.md §8.8).
func TestChargeOfferNamesTheShooters(t *testing.T) {
	s := bowWorld(bows(30), 0).state(t)
	var detail string
	for _, o := range (Rules{}).Offers(&s, 0, []string{"kn.1"}) {
		if o.Action.Kind == KindCharge && o.Action.Target == "bw" {
			detail = strings.Join(o.Detail, "\n")
		}
	}
	if !strings.Contains(detail, "bw will shoot at the chargers first: 3 elements, 3 dice, 4+ to hit (WME §8.8 [L1235-1241])") {
		t.Errorf("charge offer detail:\n%s", detail)
	}
}

// An advancing unit is shot at exactly as a charger ([L1767]), and the
// wounds count in its first round of the new engagement: E10's winner
// advances on bowmen 12 cm away, who hit it three times.
func TestAdvanceIsShotAt(t *testing.T) {
	r2 := fighters(3, 3, 0)
	r2[keyShots], r2[keyRange] = 1, 30
	w := newWorld().unit("bl", 0, Infantry, 4, 80, 62, north, fighters(3, 9, 0)).
		unit("rd", 1, Infantry, 3, 88, 60, south, fighters(3, 3, 0)).
		unit("r2", 1, Infantry, 3, 88, 48, south, r2).mark("bl", stCharged)
	s := toCombat(t, w.state(t))
	s, _ = applyPure(t, s, fight(0, "rd"), cat(dd(6, 12, 1, 4), dd(1, 9))...)
	var detail string
	for _, o := range (Rules{}).Offers(&s, 0, nil) {
		if o.Action.Kind == KindAdvance && o.Action.Target == "r2" {
			detail = strings.Join(o.Detail, "\n")
		}
	}
	if !strings.Contains(detail, "r2 will shoot at the advancing unit first") {
		t.Errorf("advance offer detail:\n%s", detail)
	}
	s, evs := applyPure(t, s, choose(KindAdvance, 0, "bl", "r2"), 6, 6, 6)
	contains(t, evs, "bl advance on r2", "r2 shoot at the advance of bl (WME §8.8 [L1235]) with 3 elements: 3 dice need 4+ (in the open, [L1173]) [6][6][6] = 3 hits; 3 wounds")
	bl := mustUnit(t, &s, "bl")
	if status(bl, stWounds) != 3 || status(bl, stChargeShot) != 3 || len(bl.Bases) != 4 {
		t.Fatalf("bl after the advance: %v, %d elements; want 3 wounds (Hits 9)", bl.Status, len(bl.Bases))
	}
	_, evs, err := Rules{}.Apply(s, fight(0, "r2"), dice.NewSeeded(3))
	if err != nil {
		t.Fatal(err)
	}
	contains(t, evs, "+ 3 wounds shooting at chargers (L1079)")
}
