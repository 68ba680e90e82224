package warmaster

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// breath is a commander's shooting profile ([L2067]: his own or his
// mount's shots): 3 shots at rng cm.
func breath(w *world, id string, rng float64) *world {
	for i := range w.s.Units {
		if w.s.Units[i].ID == id {
			w.s.Units[i].Profile[keyShots] = 3
			w.s.Units[i].Profile[keyRange] = rng
		}
	}
	return w
}

// Commanders shooting with the unit they joined in the Shooting phase
// (wme.md §11.1; [L2067-2069]): blue crossbowmen xb (x 72-84, y 79-81,
// xb.1 at x 74) with a joined Hero of 3 shots; after the unit's own dice
// come his, from the element the action names or else the best one,
// "comme si l'élément lui-même effectuait le tir" (his range from that
// element). The orcs (3 elements, no armour) stand 18 cm away at x 74-86,
// or at x 90-102, y 59-61, within 20 cm of xb.3 only (19 cm).
func TestCommanderShoots(t *testing.T) {
	cases := []struct {
		name     string
		orcX     float64 // the orcs' first element
		rng      float64 // the Hero's range
		joined   bool
		from     string // Args["from:hero"]
		dice     []int
		wantCode string
		want     string // in the shoot event
		bases    int    // the orcs' elements after
	}{
		{"the best element by default [L2069]", 84, 20, true, "", []int{4, 5, 1, 6, 6, 2}, "",
			"xb shoot orc: 3 dice need 4+ (in the open) [4][5][1] = 2 hits; 2 wounds; then hero from xb, 1st stand (WME §11.1 [L2069]): 3 dice need 4+ (in the open) [6][6][2] = 2 hits; 2 wounds; orc lose an element", 2},
		{"the element the player names [L2069]", 84, 20, true, "xb.3", []int{1, 1, 1, 6, 6, 6}, "",
			"then hero from xb, 3rd stand (WME §11.1 [L2069]): 3 dice need 4+ (in the open) [6][6][6] = 3 hits; 3 wounds; orc lose an element", 2},
		{"out of his range: the unit shoots alone [L2069]", 84, 10, true, "", []int{6, 6, 6}, "",
			"xb shoot orc: 3 dice need 4+ (in the open) [6][6][6] = 3 hits; 3 wounds; orc lose an element", 2},
		{"out of his range from the element named [L2069]", 84, 10, true, "xb.2", nil, "commander-element", "", 3},
		{"his range from xb.3 only: the best element [L2069]", 100, 20, true, "", []int{1, 1, 1, 4, 4, 4}, "",
			"then hero from xb, 3rd stand (WME §11.1 [L2069])", 2},
		{"not from an element out of his range [L2069]", 100, 20, true, "xb.1", nil, "commander-element", "", 3},
		{"a commander who has not joined does not shoot [L2067]", 84, 20, false, "", []int{6, 6, 6}, "",
			"xb shoot orc: 3 dice need 4+ (in the open) [6][6][6] = 3 hits; 3 wounds; orc lose an element", 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld().unit("xb", 0, Infantry, 3, 74, 80, north, xbow(1)).
				unit("orc", 1, Infantry, 3, c.orcX, 60, south, orcs(0)).
				commander("hero", 0, Hero, 8, 78, 82.25)
			breath(w, "hero", c.rng)
			if c.joined {
				w.mark("hero", joinPrefix+"xb")
			}
			s := toShooting(t, w.state(t))
			a := shoot("xb", "orc")
			if c.from != "" {
				a.Args[ArgFromPrefix+"hero"] = c.from
			}
			if c.wantCode != "" {
				if got := code((Rules{}).Check(&s, a)); got != c.wantCode {
					t.Fatalf("Check = %q, want %q", got, c.wantCode)
				}
				return
			}
			n, evs := applyPure(t, s, a, c.dice...)
			if !strings.Contains(eventText(evs), c.want) {
				t.Errorf("events\n%s\nlack %q", eventText(evs), c.want)
			}
			if got := len(mustUnit(t, &n, "orc").Bases); got != c.bases {
				t.Errorf("orc has %d elements, want %d", got, c.bases)
			}
		})
	}
}

// The shoot offers ([L2069]: the player chooses the element): the best
// element in the offer, the others as variants; once he has shot, the
// Hero shoots no more this phase ([L1094]).
func TestCommanderShotOffers(t *testing.T) {
	w := newWorld().unit("xb", 0, Infantry, 3, 74, 80, north, xbow(1)).
		unit("orc", 1, Infantry, 3, 84, 60, south, orcs(0)).
		commander("hero", 0, Hero, 8, 78, 82.25).mark("hero", joinPrefix+"xb")
	s := toShooting(t, breath(w, "hero", 20).state(t))
	var labels []string
	for _, o := range (Rules{}).Offers(&s, 0, []string{"xb.1"}) {
		labels = append(labels, o.Label)
	}
	got := strings.Join(labels, "|")
	for _, want := range []string{"xb shoot orc (nearest, 18 cm, 6 dice at 4+)", "xb shoot orc (nearest, 18 cm, 6 dice at 4+), hero from the 2nd stand", "xb shoot orc (nearest, 18 cm, 6 dice at 4+), hero from the 3rd stand"} {
		if !strings.Contains(got, want) {
			t.Errorf("offers %v lack %q", labels, want)
		}
	}
	n, _ := applyPure(t, s, shoot("xb", "orc"), 1, 1, 1, 1, 1, 1)
	if status(mustUnit(t, &n, "hero"), stShot) == 0 {
		t.Errorf("the hero has not shot")
	}
}

// Shooting at chargers with a joined commander ([L2069]: "lors d'un tir
// de contre-charge"): red bowmen bw with a joined Hero of 3 shots shoot
// at the charging kn with their 3 elements and his 3 dice, from the
// first element free to shoot ([L1237]); out of his range (5 cm, the
// charge coming from 18 cm and ending in contact, [L1239]) he still
// shoots from the element the charge ends against.
func TestCommanderShootsAtChargers(t *testing.T) {
	cases := []struct {
		name string
		rng  float64
		want string
	}{
		{"in range at the start [L2069], [L1239]", 20,
			"bw shoot at the charge of kn (WME §8.8 [L1235]) with 3 elements and ohero (from the 1st stand, [L2069]): 6 dice need 4+ (in the open, [L1173]) [6][6][6][1][1][1] = 3 hits"},
		{"in contact at the end [L1239]", 5,
			"with 3 elements and ohero (from the 1st stand, [L2069]): 6 dice"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := bowWorld(bows(30), 0).commander("ohero", 1, Hero, 8, 80, 57.75).mark("ohero", joinPrefix+"bw")
			s := breath(w, "ohero", c.rng).state(t)
			if s.Phase != PhaseInitiative {
				t.Fatalf("phase %s, want initiative", s.Phase)
			}
			_, evs := applyPure(t, s, chargeAction("kn", "bw"), 6, 6, 6, 1, 1, 1)
			if shots := shootEvents(evs); len(shots) != 1 || !strings.Contains(shots[0].Text, c.want) {
				t.Errorf("shoot events\n%s\nlack %q", eventText(shots), c.want)
			}
		})
	}
}

// A joined commander's element at a charger is the rules' pick (doc.go's
// readings): [L2069] gives the choice to the player whose unit shoots,
// but the shots go off within the charger's action ([L1241]), so the
// charge goes through in one action with the Hero shooting from the
// first of bw's elements, in its order, free to shoot ([L1237]) that
// reaches the charger, his dice rolled with theirs. Whichever it is, the
// dice are the same: 4+ for every element at a charger ([L1173]), his 3
// shots not split ([L2069]).
func TestCommanderElementAtChargersRulesPick(t *testing.T) {
	cases := []struct {
		name     string
		reversed bool   // bw's elements in the order bw.3, bw.2, bw.1
		engaged  bool   // an enemy element touches bw.1's rear and bw.2's corner
		elements int    // bw's elements shooting
		who      string // in the shoot event
	}{
		{"the first element in the unit's order [L2069]", false, false, 3, "3 elements and ohero (from the 1st stand"},
		{"another order, another element, the same dice [L2069], [L1173]", true, false, 3, "3 elements and ohero (from the 3rd stand"},
		{"not from elements already in contact, corners too [L1237], [L1324]", false, true, 1, "1 element and ohero (from the 3rd stand"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := bowWorld(bows(30), 0).commander("ohero", 1, Hero, 8, 80, 57.75).mark("ohero", joinPrefix+"bw")
			if c.engaged {
				w.unit("sk", 0, Infantry, 1, 84, 58, north, fighters(1, 3, 0))
			}
			s := breath(w, "ohero", 20).state(t)
			if c.reversed {
				u := mustUnit(t, &s, "bw")
				slices.Reverse(u.Bases)
			}
			rolls := []int{6, 6, 6, 1, 1, 1}[:c.elements+3] // 3 hits
			n, evs := applyPure(t, s, chargeAction("kn", "bw"), rolls...)
			want := fmt.Sprintf("with %s, [L2069]): %d dice need 4+ (in the open, [L1173])", c.who, c.elements+3)
			if shots := shootEvents(evs); len(shots) != 1 || !strings.Contains(shots[0].Text, want) {
				t.Fatalf("shoot events\n%s\nlack %q", eventText(shots), want)
			}
			kn := mustUnit(t, &n, "kn")
			if status(kn, stCharged) != 1 || status(kn, stChargeShot) != 3 {
				t.Errorf("kn charged %d with %d wounds from the shots, want the charge made with 3",
					status(kn, stCharged), status(kn, stChargeShot))
			}
		})
	}
}
