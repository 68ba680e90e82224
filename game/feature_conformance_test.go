package game

import (
	"math/rand/v2"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/rulestest"
)

// WME features under random play, each on a scenario that makes the
// offers include it: every invariant holds through the actions that use
// it and the battles that follow, and the feature is played at least once
// (else the test tests too little). PLATEAU_CONFORMANCE scales the seeds
// and the actions per seed (see budget in conformance_test.go).
func TestWarmasterFeatureConformance(t *testing.T) {
	for _, c := range []struct {
		name, scenario string
		seeds          uint64 // seeds 1..seeds
		actions        int    // per seed
		// uses reports whether a legal action a plays the feature.
		uses func(a rules.Action) bool
	}{
		// Flyers (wme.md §11.2): the Pegasus Knights start out of every
		// commander's reach, so the offers include their Return
		// (KindReturn, then its straight move) and their flights over the
		// wood.
		{"flyers' return", "testdata/wme-flyers.toml", 6, 400,
			func(a rules.Action) bool { return a.Kind == "return" }},
		// Support charges (wme.md §7.5 item 12): the halberdiers stand
		// behind the crossbowmen 18 cm from the orcs, so the offers often
		// include "..., supported by Halberdiers". The battles are short
		// (an army of one unit routs), so several seeds play.
		{"support charge", "testdata/wme-support.toml", 12, 600,
			func(a rules.Action) bool { return a.Args["support"] != "" }},
	} {
		t.Run(c.name, func(t *testing.T) {
			sc, err := scenario.LoadFile(c.scenario)
			if err != nil {
				t.Fatal(err)
			}
			rs, err := rules.Lookup("wme")
			if err != nil {
				t.Fatal(err)
			}
			b := rulestest.Budget{Seeds: int(c.seeds), Actions: c.actions}
			b = budget(t, b, b)
			played := 0
			for seed := uint64(1); seed <= uint64(b.Seeds); seed++ {
				offers := rulestest.OffersAndMoves(rs)
				gen := func(s *rules.State, rng *rand.Rand) rules.Action {
					a := offers(s, rng)
					if c.uses(a) && rs.Check(s, a) == nil {
						played++
					}
					return a
				}
				rulestest.Play(t, rs, longBattle(sc.State), gen, b.Actions, seed)
			}
			if played == 0 {
				t.Errorf("no %s was played: the test tests too little", c.name)
			}
			t.Logf("%d %s played", played, c.name)
		})
	}
}
