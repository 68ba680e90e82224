package mptest_test

import (
	"slices"
	"strings"
	"testing"

	"plateau/rules"
	"plateau/rules/musketpike"
	"plateau/rules/musketpike/mptest"
	"plateau/rules/rulestest"
)

// enabled are the kinds (and react answers) of the enabled numbered
// offers.
func enabled(offers []rules.Offer) (kinds, answers []string) {
	for i, o := range offers {
		if i < rulestest.Numbered && o.Disabled == "" {
			kinds = append(kinds, o.Action.Kind)
			if o.Action.Kind == musketpike.KindReact {
				answers = append(answers, o.Action.Args["react"])
			}
		}
	}
	return kinds, answers
}

// TestPlayerChoices: along whole battles, at every press, the Player
// takes what its doc promises of the offers: an activation rather than a
// pass [L202], no pre-emption, every attack before resolving the melees
// [L1015], and of the reactions asked (of either player) the
// interception's melee, then the interception, Hedgehog, a fire, and
// declines only when nothing else is offered [L654]; it never withdraws
// or re-faces.
func TestPlayerChoices(t *testing.T) {
	r := musketpike.Rules{}
	for _, seed := range []uint64{1, 2, 3} {
		m := newMatch(t, seed)
		var p mptest.Player
		for n := 0; n < maxPresses && m.s.Phase != musketpike.PhaseOver; n++ {
			s := &m.s
			c, ok := p.Next(r, s)
			offers := r.Offers(s, s.Active, c.Selected)
			o, found := rulestest.Pick(offers, c.Label)
			if !ok || !found {
				t.Fatalf("seed %d press %d: %q matches no offer", seed, n, c.Label)
			}
			kinds, answers := enabled(offers)
			switch s.Phase {
			case musketpike.PhaseSelect:
				if slices.Contains(kinds, musketpike.KindActivate) && o.Action.Kind != musketpike.KindActivate {
					t.Errorf("seed %d press %d: %q, want an activation", seed, n, o.Label)
				}
			case musketpike.PhasePreempt:
				if o.Action.Kind != rules.KindEndPhase {
					t.Errorf("seed %d press %d: %q, want the activation let go ahead", seed, n, o.Label)
				}
			case musketpike.PhaseMelee, musketpike.PhaseReaction:
				if slices.Contains(kinds, musketpike.KindMelee) && o.Action.Kind != musketpike.KindMelee {
					t.Errorf("seed %d press %d: %q while an attack is offered", seed, n, o.Label)
				}
			case musketpike.PhaseReact:
				got := o.Action.Args["react"]
				if o.Action.Kind != musketpike.KindReact || got == "withdraw" || got == "reface" {
					t.Errorf("seed %d press %d: %q, want a reaction answer", seed, n, o.Label)
				}
				for _, better := range []string{"melee", "intercept", "hedgehog", "fire", "exchange", "decline"} {
					if better == got {
						break
					}
					if slices.Contains(answers, better) {
						t.Errorf("seed %d press %d: %q (%s) while %s is offered", seed, n, o.Label, got, better)
						break
					}
				}
			}
			next, evs, err := r.Apply(m.s, o.Action, m.d)
			if err != nil {
				t.Fatalf("seed %d press %d: %q refused: %v", seed, n, o.Label, err)
			}
			m.s, m.evs = next, append(m.evs, evs...)
		}
		if m.s.Phase != musketpike.PhaseOver {
			t.Errorf("seed %d: not over", seed)
		}
		if !strings.Contains(m.evs[len(m.evs)-1].Text, "Victory points") {
			t.Errorf("seed %d: last event %q", seed, m.evs[len(m.evs)-1].Text)
		}
	}
}
