package game

import (
	"testing"

	"plateau/game/scenario"
	"plateau/rules/rulestest"
	"plateau/rules/sandbox"
)

// The sandbox on the default scenario keeps every invariant through
// thousands of random actions (issue 2; DESIGN.md conformance suite).
func TestSandboxConformance(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 300
	}
	st := rulestest.Play(t, sandbox.Rules{}, scenario.Default().State, rulestest.RandomMoves, n, 2026)
	if st.Applied < n/10 {
		t.Errorf("only %d of %d random actions were legal: the generator tests too little", st.Applied, st.Tried)
	}
	t.Logf("%d tried, %d applied, %d refused", st.Tried, st.Applied, st.Refused)
}
