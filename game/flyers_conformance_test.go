package game

import (
	"math/rand/v2"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/rulestest"
)

// WME flyers under random play (wme.md §11.2): the Pegasus Knights start
// out of every commander's reach, so the offers include their Return
// (KindReturn, then its straight move) and their flights over the wood;
// every invariant holds through them and the battles that follow.
func TestWarmasterFlyersConformance(t *testing.T) {
	sc, err := scenario.LoadFile("testdata/wme-flyers.toml")
	if err != nil {
		t.Fatal(err)
	}
	rs, err := rules.Lookup("wme")
	if err != nil {
		t.Fatal(err)
	}
	returns := 0
	for seed := uint64(1); seed <= 6; seed++ {
		offers := rulestest.OffersAndMoves(rs)
		gen := func(s *rules.State, rng *rand.Rand) rules.Action {
			a := offers(s, rng)
			if a.Kind == "return" && rs.Check(s, a) == nil {
				returns++
			}
			return a
		}
		rulestest.Play(t, rs, longBattle(sc.State), gen, 400, seed)
	}
	if returns == 0 {
		t.Errorf("no Return was played: the test tests too little")
	}
	t.Logf("%d Returns played", returns)
}
