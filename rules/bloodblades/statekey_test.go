package bloodblades_test

import (
	"fmt"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/game/scenario/scenariogen"
	"plateau/rules"
	"plateau/rules/bloodblades"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/dice"
	"plateau/rules/rulestest"
)

// TestStateKeyAgreesWithReference: the memos' key (stateKey,
// statememo.go) tells two states apart exactly when the first, simpler
// hash of the whole state did (RefStateKey), over every state of the
// sample battle played by bnbtest.Player (the player of the golden
// battles) until it is over, and over every state its offers lead to on
// the way (each offer's action applied): the two keys map one to one.
// On each state of the battle the pairs of bases closeCombat tests
// (engagedPairs) are those the test of every pair gave, and in each move
// phase endsEngaged answers as the test of every base did.
func TestStateKeyAgreesWithReference(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole battle")
	}
	sc, err := scenario.Open("bnb")
	if err != nil {
		t.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	of := m.Rules().(rules.Offerer)
	toNew, toRef := map[uint64]uint64{}, map[uint64]uint64{}
	states, engagedEnds := 0, 0
	see := func(s *rules.State, what string) {
		states++
		ref, key := bloodblades.RefStateKey(s), bloodblades.StateKey(s)
		if k, ok := toNew[ref]; ok && k != key {
			t.Fatalf("%s: two states the reference keys alike have two keys", what)
		}
		if r, ok := toRef[key]; ok && r != ref {
			t.Fatalf("%s: two states the reference tells apart have one key", what)
		}
		toNew[ref], toRef[key] = key, ref
	}
	var p bnbtest.Player
	for n := 0; m.State().Phase != "over"; n++ {
		if n > 5000 {
			t.Fatal("the battle does not end")
		}
		s := m.State()
		see(s, fmt.Sprintf("action %d", n))
		if !bloodblades.EngagedPairsAgree(s) {
			t.Fatalf("action %d: the bases close combat tests are not those of every pair", n)
		}
		if s.Phase == bloodblades.PhaseMove {
			id, k, ok := bloodblades.EndsEngagedAgree(s)
			if !ok {
				t.Fatalf("action %d: endsEngaged of %s is not what the test of every base gives", n, id)
			}
			engagedEnds += k
		}
		c, ok := p.Next(of, s)
		if !ok {
			t.Fatalf("turn %d, %s: the player finds nothing to do", s.Turn, s.Phase)
		}
		offers := of.Offers(s, s.Active, c.Selected)
		for k, o := range offers {
			if o.Disabled != "" {
				continue
			}
			if next, _, err := m.Rules().Apply(*s, o.Action, dice.NewSeeded(uint64(n))); err == nil {
				see(&next, fmt.Sprintf("action %d, offer %d (%s)", n, k, o.Label))
			}
		}
		o, ok := rulestest.Pick(offers, c.Label)
		if !ok {
			t.Fatalf("turn %d: no offer %q", s.Turn, c.Label)
		}
		if _, err := m.Do(o.Action); err != nil {
			t.Fatalf("turn %d: %s: %v", s.Turn, o.Label, err)
		}
	}
	see(m.State(), "the end")
	t.Logf("%d states told apart among %d; %d subjects ending engaged", len(toNew), states, engagedEnds)
	if engagedEnds < 10 {
		t.Errorf("only %d subjects end engaged: the battle tells nothing of endsEngaged", engagedEnds)
	}
	if len(toNew) < 100 {
		t.Errorf("%d states told apart among %d: too few to tell anything", len(toNew), states)
	}
}

// BenchmarkStateKey is the memos' key of the sample battle grown to 100,
// 400 and 1600 bases (scenariogen.Far): what each memo lookup of a check
// costs (zocmemo.go, formationmemo.go).
func BenchmarkStateKey(b *testing.B) {
	sc, err := scenario.Open("bnb")
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{100, 400, 1600} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			g, err := scenariogen.Far(sc, n)
			if err != nil {
				b.Fatal(err)
			}
			m, err := game.New(g, 1)
			if err != nil {
				b.Fatal(err)
			}
			s := m.State()
			for b.Loop() {
				bloodblades.StateKey(s)
			}
		})
	}
}
