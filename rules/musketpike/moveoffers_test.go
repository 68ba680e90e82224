package musketpike

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// offeredMove is the move the panel offers for unit id, failing the test
// when none is.
func offeredMove(t *testing.T, s *rules.State, id string) rules.Offer {
	t.Helper()
	u := mustUnit(t, s, id)
	for _, o := range (Rules{}).Offers(s, s.Active, u.Bases) {
		if o.Action.Kind == rules.KindMove && o.Disabled == "" {
			return o
		}
	}
	t.Fatalf("no move offered for %s", id)
	return rules.Offer{}
}

// TestMoveOffers: the offered move of a selected unit is a path of
// elementary steps that Check accepts [L537-L543], toward the nearest
// enemy: straight at it (not drifting to one side), turning first when it
// is off the front [L455], round friends in the way (no passing through
// [L604]); it stops where it enters the enemy's Reaction Zone, for the
// reactions [L674], [L692], or at its MA (heavy infantry 4 [L551]).
func TestMoveOffers(t *testing.T) {
	for _, c := range []struct {
		name    string
		build   func(w *world)
		mover   string
		wcAt    string // its commander, who keeps it in command [L368]
		wantEnd string // the hex it ends in
		wantMP  int
		react   bool // the move stops for the enemy's reactions
	}{
		{"cavalry rides straight at the enemy, into its Reaction Zone", func(w *world) {
			w.one("horse", Cavalry, 0, "0508", north, nil)
			w.one("enemy", HeavyInfantry, 1, "0503", south, nil)
		}, "horse", "0508", "0505", 3, true},
		{"cavalry turns to an enemy off its front first", func(w *world) {
			w.one("horse", Cavalry, 0, "0508", north, nil)
			w.one("enemy", HeavyInfantry, 1, "0908", south, nil)
		}, "horse", "0508", "0708", 3, true}, // a re-face (1 MP) and two hexes
		{"heavy infantry stops at its MA", func(w *world) {
			w.one("foot", HeavyInfantry, 0, "0510", north, nil)
			w.one("enemy", HeavyInfantry, 1, "0501", south, nil)
		}, "foot", "0510", "0506", 4, false},
		{"round a friend in the way", func(w *world) {
			w.one("horse", Cavalry, 0, "0508", north, nil)
			w.one("friend", HeavyInfantry, 0, "0507", north, nil)
			w.one("friend2", HeavyInfantry, 0, "0407", north, nil)
			w.one("enemy", HeavyInfantry, 1, "0502", south, nil)
		}, "horse", "0508", "", 0, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t, 12, 12)
			w.wc("wc", 0, 1, c.wcAt, charts.Charge)
			w.wc("ewc", 1, 1, "1101", charts.MakeReady)
			c.build(w)
			s := w.setup("wc")
			o := offeredMove(t, s, c.mover)
			if !strings.HasPrefix(o.Label, "Move "+c.mover+" toward enemy") {
				t.Errorf("label %q, want a move toward enemy", o.Label)
			}
			if err := (Rules{}).Check(s, o.Action); err != nil {
				t.Fatalf("Check(the offered move) = %v", err)
			}
			n, _ := apply(t, *s, o.Action)
			end := w.at(&n, c.mover)
			bd, _ := boardOf(&n)
			enemy := w.at(&n, "enemy")
			if c.wantEnd != "" && bd.label(end.L) != c.wantEnd {
				t.Errorf("it ends in %s, want %s", bd.label(end.L), c.wantEnd)
			}
			if c.wantMP != 0 && int(n.Used[mustUnit(t, &n, c.mover).Bases[0]]) != c.wantMP {
				t.Errorf("it spends %g MP, want %d", n.Used[mustUnit(t, &n, c.mover).Bases[0]], c.wantMP)
			}
			start := w.at(s, c.mover)
			if hex.UnitDist(end, enemy) >= hex.UnitDist(start, enemy) {
				t.Errorf("from %s it ends in %s, no closer to the enemy", bd.label(start.L), bd.label(end.L))
			}
			if got := n.Phase == PhaseReact; got != c.react {
				t.Errorf("phase %s after the move; want the enemy's reactions asked: %v", n.Phase, c.react)
			}
		})
	}
}

// TestMoveOffersOnlyForMovers: no move is offered for a unit that may not
// move now [L210], [L485]: of another wing, or in Hedgehog.
func TestMoveOffersOnlyForMovers(t *testing.T) {
	w := newWorld(t, 12, 12)
	w.wc("wc", 0, 1, "0111", charts.Charge)
	w.wc("wc2", 0, 2, "0211", charts.Charge)
	w.wc("ewc", 1, 1, "1101", charts.MakeReady)
	w.one("other", Cavalry, 0, "0508", north, map[string]float64{keyWing: 2})
	w.add(rules.Unit{ID: "hog", Type: HeavyInfantry, Side: 0, Formation: Hedgehog, Profile: withDefaults(HeavyInfantry, nil)}, hex.One(w.hx("0708"), north))
	w.one("enemy", HeavyInfantry, 1, "0503", south, nil)
	s := w.setup("wc")
	for _, id := range []string{"other", "hog"} {
		for _, o := range (Rules{}).Offers(s, s.Active, mustUnit(t, s, id).Bases) {
			if o.Action.Kind == rules.KindMove {
				t.Errorf("%s is offered %q", id, o.Label)
			}
		}
	}
}

// TestWingCommanderMoveOffer: a wing commander's offered move takes him
// onto the unit at the centre of his wing, where he must end [L332].
func TestWingCommanderMoveOffer(t *testing.T) {
	w := newWorld(t, 12, 12)
	w.wc("wc", 0, 1, "0111", charts.Charge)
	w.wc("ewc", 1, 1, "1101", charts.MakeReady)
	w.one("a", HeavyInfantry, 0, "0406", north, nil)
	w.one("b", HeavyInfantry, 0, "0506", north, nil)
	w.one("c", HeavyInfantry, 0, "0606", north, nil)
	w.one("enemy", HeavyInfantry, 1, "0501", south, nil)
	s := w.setup("wc")
	o := offeredMove(t, s, "wc")
	n, _ := apply(t, *s, o.Action)
	if got, want := w.at(&n, "wc").L, w.at(&n, "b").L; got != want {
		bd, _ := boardOf(&n)
		t.Errorf("the commander ends in %s, want %s (unit b, the centre of the wing)", bd.label(got), bd.label(want))
	}
}

// TestMoveOfferBackToCommand: a unit out of command is offered the move
// back toward its wing commander, not toward the enemy [L376], [L378].
func TestMoveOfferBackToCommand(t *testing.T) {
	w := newWorld(t, 12, 12)
	w.wc("wc", 0, 1, "0511", charts.Charge)
	w.wc("ewc", 1, 1, "1101", charts.MakeReady)
	w.one("horse", Cavalry, 0, "0504", south, nil) // 7 hexes from its commander: out of command (3 for cavalry [L368])
	w.one("enemy", HeavyInfantry, 1, "0501", south, nil)
	s := w.setup("wc")
	if mustUnit(t, s, "horse").Status[stOut] != 1 {
		t.Fatal("the horse is in command")
	}
	o := offeredMove(t, s, "horse")
	if !strings.HasPrefix(o.Label, "Move horse toward wc") {
		t.Errorf("label %q, want a move toward its commander", o.Label)
	}
	n, _ := apply(t, *s, o.Action)
	if from, to := hex.Dist(w.at(s, "horse").L, w.hx("0511")), hex.Dist(w.at(&n, "horse").L, w.hx("0511")); to >= from {
		t.Errorf("it ends %d hexes from its commander, from %d", to, from)
	}
}
