package render

import (
	"testing"

	"plateau/rules"
)

// The phase bar names the player the battle waits for: the side of every
// enabled offer when that is not the side to play.
func TestChoosingSide(t *testing.T) {
	offer := func(side int, disabled string) rules.Offer {
		return rules.Offer{Action: rules.Action{Kind: "x", Side: side}, Disabled: disabled}
	}
	tests := []struct {
		name   string
		offers []rules.Offer
		want   int
		ok     bool
	}{
		{"the side to play's own offers", []rules.Offer{offer(0, ""), offer(0, "")}, 0, false},
		{"only the other side's", []rules.Offer{offer(1, ""), offer(1, "")}, 1, true},
		{"both sides'", []rules.Offer{offer(0, ""), offer(1, "")}, 0, false},
		{"the other's, and a disabled one of the side to play", []rules.Offer{offer(0, "not now"), offer(1, "")}, 1, true},
		{"none", nil, 0, false},
	}
	s := &rules.State{Active: 0, Sides: []rules.Side{{ID: "a"}, {ID: "b"}}}
	for _, tc := range tests {
		got, ok := choosingSide(s, tc.offers)
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("%s: choosingSide = %d, %v; want %d, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}
