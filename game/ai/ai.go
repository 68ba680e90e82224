// Package ai gives Plateau's opponents for solo play (issue 12 item 3): a
// player for each ruleset that plays through the same offers as a person
// at the window (rules.Offerer, applied with Match.Do: it never touches the
// state), a random legal player to measure it against, and SelfPlay, a
// whole battle between two of them, headless.
//
// The opponents today are the rulesets' sample players (wmetest.Player,
// bnbtest.Player): simple and aggressive, they make every decision the
// rules give a player, the other player's choices included, and play whole
// battles to their end, but they weigh no odds. The planner that scores
// positions by material, objectives, threats and odds (issue 12) is to
// come in their place, behind the same For.
package ai

import (
	"fmt"
	"math/rand/v2"

	"plateau/rules"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster/wmetest"
)

// For is a new opponent for the ruleset with this ID, and false when the
// ruleset has none yet.
func For(ruleset string) (rulestest.Player, bool) {
	switch ruleset {
	case "wme":
		return &wmetest.Player{}, true
	case "bnb":
		return &bnbtest.Player{}, true
	}
	return nil, false
}

// Rulesets lists the rulesets that have an opponent.
func Rulesets() []string { return []string{"bnb", "wme"} }

// Random presses a random enabled offer among those the window numbers,
// for the side the battle waits for, from a seeded generator: the
// baseline an opponent must beat. End-of-phase offers are taken only when
// nothing else is enabled, so that it does act.
type Random struct{ rng *rand.Rand }

// NewRandom is a Random player drawing from seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Next is a random press: among the offers for nothing selected and for
// each of the waiting side's units selected, one enabled offer at random,
// the end of the phase only when nothing else is enabled.
func (r *Random) Next(of rules.Offerer, s *rules.State) (rulestest.Choice, bool) {
	var ends, others []rulestest.Choice
	add := func(sel []string) {
		for i, o := range of.Offers(s, s.Active, sel) {
			if i >= rulestest.Numbered || o.Disabled != "" {
				continue
			}
			c := rulestest.Choice{Selected: sel, Label: o.Label}
			if o.Action.Kind == rules.KindEndPhase {
				ends = append(ends, c)
			} else {
				others = append(others, c)
			}
		}
	}
	add(nil)
	side := s.Active
	if w, ok := rulestest.Waiting(of.Offers(s, s.Active, nil)); ok {
		side = w
	}
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && len(u.Bases) > 0 {
			add(u.Bases[:1])
		}
	}
	pick := others
	if len(pick) == 0 {
		pick = ends
	}
	if len(pick) == 0 {
		return rulestest.Choice{}, false
	}
	return pick[r.rng.IntN(len(pick))], true
}

// Error is an opponent that found nothing to press while the battle waited
// for it.
type Error struct {
	Side  int
	Phase string
	Turn  int
}

func (e *Error) Error() string {
	return fmt.Sprintf("ai: side %d found nothing to do in turn %d, phase %s", e.Side+1, e.Turn, e.Phase)
}
