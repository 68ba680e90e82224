package bloodblades_test

import (
	"os"
	"strings"
	"testing"

	"plateau/game"
	"plateau/game/scenario"
	"plateau/game/script"
	"plateau/rules"
	"plateau/rules/bloodblades"
)

// The window asks the ruleset for its offers on the UI thread each time
// the state or the selection changes, so an Offers call is a stutter a
// player sees when he clicks a base. offersStates are the sample battle's
// heaviest move phases for it, each with the base whose selection costs
// most (found by asking Offers for every base of the side to play in
// every state of game/script/testdata/bnb-battle.txt): Libya's third
// period once its PIGs are spent (a group in a ZoC: its manoeuvres into
// contact [L1402]), and Assyria's fourth (an isolated base in a ZoC: its
// [L1697] poses).
var offersStates = []struct {
	name string
	at   func(s *rules.State) bool
	base string
	min  int // offers at least: a changed battle must not leave a trivial state
}{
	{"turn3-libya", func(s *rules.State) bool {
		return s.Turn == 3 && s.Active == 1 && s.Phase == bloodblades.PhaseMove && s.Counters["pigs"] == 0
	}, "ly-ax-1.1", 8},
	{"turn4-assyria", func(s *rules.State) bool {
		return s.Turn == 4 && s.Active == 0 && s.Phase == bloodblades.PhaseMove
	}, "as-hch-3.1", 8},
}

// sampleBattleUntil plays the sample battle (scenario "bnb", seed 1) until
// at holds.
func sampleBattleUntil(tb testing.TB, at func(s *rules.State) bool) *game.Match {
	tb.Helper()
	text, err := os.ReadFile("../../game/script/testdata/bnb-battle.txt")
	if err != nil {
		tb.Fatal(err)
	}
	cmds, err := script.Parse("bnb-battle.txt", strings.NewReader(string(text)))
	if err != nil {
		tb.Fatal(err)
	}
	sc, err := scenario.Open("bnb")
	if err != nil {
		tb.Fatal(err)
	}
	m, err := game.New(sc, 1)
	if err != nil {
		tb.Fatal(err)
	}
	for _, c := range cmds {
		if at(m.State()) {
			return m
		}
		if _, err := script.Run(m, []script.Command{c}); err != nil {
			tb.Fatal(err)
		}
	}
	tb.Fatal("the battle never came to the state the benchmark needs")
	return nil
}

// TestOffersBenchmarkStatesExist checks that the sample battle still comes
// to the states BenchmarkBloodBladesOffers needs, with offers to measure.
func TestOffersBenchmarkStatesExist(t *testing.T) {
	for _, st := range offersStates {
		m := sampleBattleUntil(t, st.at)
		s := m.State()
		if n := len(bloodblades.Rules{}.Offers(s, s.Active, []string{st.base})); n < st.min {
			t.Errorf("%s: %d offers for %s, want at least %d", st.name, n, st.base, st.min)
		}
	}
}

// BenchmarkBloodBladesOffers measures one Offers call with one base of
// the side to play selected, on each of offersStates: "first", the
// memos of the ZoC searches (zocmemo.go) emptied before each call, as
// when a player first clicks a base on a state; "again", with them
// filled by the call before.
func BenchmarkBloodBladesOffers(b *testing.B) {
	for _, st := range offersStates {
		m := sampleBattleUntil(b, st.at)
		s, sel := m.State(), []string{st.base}
		for _, first := range []bool{true, false} {
			name := st.name + "/again"
			if first {
				name = st.name + "/first"
			}
			b.Run(name, func(b *testing.B) {
				n := 0
				for b.Loop() {
					if first {
						bloodblades.ForgetZocMemos()
					}
					n = len(bloodblades.Rules{}.Offers(s, s.Active, sel))
				}
				b.ReportMetric(float64(n), "offers/op")
			})
		}
	}
}
