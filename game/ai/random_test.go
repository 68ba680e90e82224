package ai

import (
	"testing"

	"plateau/rules"
)

// againAndAgain offers, every time, a choice that can be made again (a
// WME commander touching two units joins one, then the other) and the end
// of the phase.
type againAndAgain struct{}

func (againAndAgain) Offers(s *rules.State, side int, selected []string) []rules.Offer {
	if selected != nil {
		return nil
	}
	return []rules.Offer{
		{Label: "Hero joins A", Action: rules.Action{Kind: "join", Side: side, Target: "a"}},
		{Label: "End commanders", Action: rules.Action{Kind: rules.KindEndPhase, Side: side}},
	}
}

// Random ends a phase it could go on pressing forever once it has pressed
// patience presses in it, and counts again in the next phase.
func TestRandomEndsAnEndlessPhase(t *testing.T) {
	r := NewRandom(1)
	s := rules.State{Turn: 1, Phase: "commanders"}
	for n := 1; n <= patience; n++ {
		if c, _ := r.Next(againAndAgain{}, &s); c.Label != "Hero joins A" {
			t.Fatalf("press %d: %q, want the join while nothing says the phase is endless", n, c.Label)
		}
	}
	if c, _ := r.Next(againAndAgain{}, &s); c.Label != "End commanders" {
		t.Errorf("press %d: %q, want the end of the phase", patience+1, c.Label)
	}
	s.Phase = "shooting"
	if c, _ := r.Next(againAndAgain{}, &s); c.Label != "Hero joins A" {
		t.Errorf("the next phase's first press: %q, want the join", c.Label)
	}
}
