package pagaille

import (
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/rulestest"
)

// sample is a small battle for the conformance suite: two armies of
// three units, officers attached and on their own bases, a musician, a
// banner, cavalry, and a difficult wood between them.
func sample(t testing.TB) rules.State {
	b := newBattle(t)
	b.feature("wood", KindDifficult, geomPts(80, 40, 100, 40, 100, 80, 80, 80)...)
	b.troop("spears", 0, TypeInfantry, 3, 4, 2, 40, 60, map[string]float64{keyOfficer: 2, keyBanner: 1})
	b.troop("bows", 0, TypeInfantry, 4, 4, 2, 40, 30, map[string]float64{keyMusician: 1})
	b.troop("knights", 0, TypeCavalry, 2, 4, 2, 40, 95, nil)
	b.leader("blue-gen", 0, TypeGeneral, 2, 25, 60)
	b.troop("axes", 1, TypeInfantry, 3, 4, 2, 140, 60, map[string]float64{keyGeneral: 3})
	b.troop("clubs", 1, TypeInfantry, 4, 6, 2, 140, 30, map[string]float64{keyFigures: 12, keyOfficer: 3})
	b.troop("riders", 1, TypeCavalry, 3, 4, 2, 140, 95, nil)
	b.leader("red-off", 1, TypeOfficer, 2, 155, 75)
	return b.s
}

// TestConformance: random play from offers and moves keeps the shared
// invariants (rules/rulestest), the battle moving through turns.
func TestConformance(t *testing.T) {
	gen := rulestest.OffersAndMoves(Rules{})
	turns := 0
	for seed := uint64(1); seed <= 4; seed++ {
		st := rulestest.Play(t, Rules{}, sample(t), gen, 400, seed)
		if st.Kinds[rules.KindMove] == 0 || st.Kinds[KindOrder] == 0 {
			t.Errorf("seed %d: %v: no move or no order played", seed, st.Kinds)
		}
		t.Logf("seed %d: %+v", seed, st)
		turns += st.Kinds[KindRollOff]
	}
	if turns < 4 {
		t.Errorf("%d roll-offs in 4 battles: the turns do not go round", turns)
	}
}

// TestOffers: the offers of each step, in the order a player wants them,
// and a disabled one with its reason.
func TestOffers(t *testing.T) {
	r := Rules{}
	s := standard(t).setup()
	if o := r.Offers(&s, 0, nil); len(o) != 1 || o[0].Action.Kind != KindRollOff {
		t.Fatalf("roll-off offers %v", o)
	}
	if o := r.Offers(&s, 1, nil); o != nil {
		t.Errorf("offers out of turn: %v", o)
	}
	s = standard(t).orders(0)
	o := r.Offers(&s, 0, []string{"spears.1"})
	if len(o) != 3 || o[0].Action.Target != "spears" || o[1].Action.Target != "blue-gen" || o[2].Action.Kind != rules.KindEndPhase {
		t.Fatalf("activation offers: %v", labels(o))
	}
	s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
	o = r.Offers(&s, 0, nil)
	if len(o) != 3 || o[0].Action.Kind != rules.KindEndPhase || !strings.Contains(o[1].Label, "Advance: spears — free") || !strings.HasPrefix(o[2].Label, "Charge: spears into axes (37.4 pas, out of reach) — free") {
		t.Fatalf("order offers: %v", labels(o))
	}
	s.SetCounter(cpKey(&s, 0), 0)
	unit(t, &s, "spears").SetStatus(stOrders, 1)
	o = r.Offers(&s, 0, []string{"spears.1"})
	if !strings.Contains(o[1].Label, "2 CP, 2D6 ≤ 8") || !strings.Contains(o[1].Disabled, "costs 2 CP") {
		t.Errorf("a second order without CP: %q disabled %q", o[1].Label, o[1].Disabled)
	}
	s, _ = rulestest.Apply(t, r, s, endPhaseAction(0))
	s, _ = rulestest.Apply(t, r, s, endPhaseAction(1))
	o = r.Offers(&s, 0, nil)
	if len(o) != 3 || o[0].Disabled == "" || o[1].Disabled != "" {
		t.Errorf("the spears' officer, activated, is offered disabled: %v", labels(o))
	}
}

func labels(o []rules.Offer) []string {
	var out []string
	for _, x := range o {
		out = append(out, x.Label+" ["+x.Disabled+"]")
	}
	return out
}

// TestAheadOffer: with an Advance open, the offer moves the unit straight
// ahead as far as the rules allow (§7.2): its whole allowance in the
// open, else up to what it would run into.
func TestAheadOffer(t *testing.T) {
	r := Rules{}
	for _, tc := range []struct {
		name string
		wall bool
		pas  float64
	}{{"open ground: the whole 7 pas", false, 7}, {"rocks 4 pas ahead", true, 4}} {
		b := standard(t)
		if tc.wall {
			b.feature("rocks", KindImpassable, geomPts(42.5+4*pas, 40, 60, 40, 60, 80, 42.5+4*pas, 80)...)
		}
		s := b.orders(0)
		s, _ = rulestest.Apply(t, r, s, act(0, "spears"))
		s, _ = rulestest.Apply(t, r, s, order(0, "spears", OrderAdvance), 3, 4)
		o := aheadOffers(&s, 0, []string{"spears"}, Defaults())
		if len(o) != 1 {
			t.Fatalf("%s: %d offers", tc.name, len(o))
		}
		if err := r.Check(&s, o[0].Action); err != nil {
			t.Errorf("%s: the offer is refused: %v", tc.name, err)
		}
		m := o[0].Action.Moves[0]
		if d := m.Path.End().Pos.Dist(m.Path[0].Pos) / pas; d > tc.pas+1e-9 || d < tc.pas-0.01 {
			t.Errorf("%s: %.3f pas, want %g", tc.name, d, tc.pas)
		}
	}
}

// TestOffersOfADeadOfficer: an officer whose unit was destroyed during
// his activation (a melee lost) has every order offered disabled, with
// the reason, and the end of his activation enabled (L784-789).
func TestOffersOfADeadOfficer(t *testing.T) {
	b := standard(t)
	b.troop("bows", 0, TypeInfantry, 3, 4, 2, 40, 30, nil)
	s := b.orders(0)
	s, _ = rulestest.Apply(t, Rules{}, s, act(0, "spears"))
	takeOff(&s, unit(t, &s, "spears"), goneDestroyed)
	o := (Rules{}).Offers(&s, 0, nil)
	if len(o) < 3 || o[0].Action.Kind != rules.KindEndPhase || o[0].Disabled != "" {
		t.Fatalf("offers: %v", labels(o))
	}
	for _, x := range o[1:] {
		if x.Disabled == "" {
			t.Errorf("%q offered by a dead officer", x.Label)
		}
	}
}
