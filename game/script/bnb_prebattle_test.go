package script

import (
	"testing"
)

// The pre-battle sequence through the scripted-battle command (bnb.md §5.1
// [L699-721]): the invader roll with a tie [L707], the baggage [L713], the
// deployment-order roll and the invader's choice on 11 [L715], both
// deployments with a base refused outside its zone [L719], turn 1 with the
// player who deployed second [L721]; every roll is an event with its die.
func TestBloodBladesPreBattleScript(t *testing.T) {
	const file = "testdata/bnb-prebattle.txt"
	cmds := readScript(t, file)
	m := newMatch(t, "bnb-prebattle", 1)
	if _, err := Run(m, cmds); err != nil {
		t.Fatal(err)
	}
	rolls, deployed := 0, 0
	for _, e := range m.Events() {
		switch e.Kind {
		case "roll":
			rolls += len(e.Rolls)
		case "deployed":
			deployed++
		}
	}
	// Four invader dice, two order dice, one PIG die; four placements.
	if rolls != 7 || deployed != 4 {
		t.Errorf("%d dice and %d deployments in the events, want 7 and 4", rolls, deployed)
	}
}
