package game

import (
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/rulestest"
)

// Issue 8 item 9: the two invariant breaks that the conformance suites
// found at PLATEAU_CONFORMANCE=10, replayed alone, each just past the
// action that broke (the focused tests that build each position are
// rules/warmaster/charge TestFlyingChargeNeverEndsOnABase and
// rules/warmaster TestDisplacedCommanderOnTheEdge):
//   - the flyers' scenario, seed 4, action 937: the Pegasus Knights'
//     charge on initiative ended a base 1 cm deep in an orc base (and in
//     the wood, closed to a flyer's landing, [L2145], [L2153]);
//   - the close armies' scenario, seed 46, action 35: the General,
//     displaced onto his unit's base against the table edge ([L2057],
//     [L2051]), was judged by his turned square, not his disc ([L221]).
func TestIssue8Item9Replays(t *testing.T) {
	for _, c := range []struct {
		name, scenario string
		seed           uint64
		actions        int
	}{
		{"flyers, seed 4", "testdata/wme-flyers.toml", 4, 940},
		{"close armies, seed 46", "testdata/wme-close.toml", 46, 40},
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
			st := rulestest.Play(t, rs, longBattle(sc.State), rulestest.OffersAndMoves(rs), c.actions, c.seed)
			t.Logf("%d tried, %d applied %v", st.Tried, st.Applied, st.Kinds)
		})
	}
}
