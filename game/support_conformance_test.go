package game

import (
	"math/rand/v2"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/rulestest"
)

// WME support charges under random play (wme.md §7.5 item 12): the
// halberdiers stand behind the crossbowmen 18 cm from the orcs, so the
// offers often include "..., supported by Halberdiers"; every invariant
// holds through the charges, the combats and retreats that follow. The
// battles are short (an army of one unit routs), so several seeds play.
func TestWarmasterSupportChargeConformance(t *testing.T) {
	sc, err := scenario.LoadFile("testdata/wme-support.toml")
	if err != nil {
		t.Fatal(err)
	}
	rs, err := rules.Lookup("wme")
	if err != nil {
		t.Fatal(err)
	}
	supported := 0
	for seed := uint64(1); seed <= 12; seed++ {
		offers := rulestest.OffersAndMoves(rs)
		gen := func(s *rules.State, rng *rand.Rand) rules.Action {
			a := offers(s, rng)
			if a.Args["support"] != "" && rs.Check(s, a) == nil {
				supported++
			}
			return a
		}
		rulestest.Play(t, rs, longBattle(sc.State), gen, 600, seed)
	}
	if supported == 0 {
		t.Errorf("no support charge was played: the test tests too little")
	}
	t.Logf("%d support charges played", supported)
}
