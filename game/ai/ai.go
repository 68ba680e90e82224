// Package ai gives Plateau's opponents for solo play (issue 12 item 3): a
// player for each ruleset that plays through the same offers as a person
// at the window (rules.Offerer, applied with Match.Do: it never touches the
// state), a random legal player to measure it against, and SelfPlay, a
// whole battle between two of them, headless.
//
// The opponent is the Planner (planner.go): greedy, rules-driven, it
// resolves each enabled offer on the real rules with dice of its own and
// takes the one whose position scores best (score.go; the rulesets'
// judges in wme.go and bnb.go), the other player's choices included. The
// rulesets' sample players (wmetest.Player, bnbtest.Player), simple and
// aggressive, remain as the "simple" opponents (Simple), and are the
// opponents of the other rulesets (mptest, pagtest, gbohtest).
//
// Map: ai.go For, Simple, Random; planner.go the Planner's search;
// score.go the terms of a position; wme.go, bnb.go each ruleset's judge;
// selfplay.go whole battles and their winner.
//
// Readings:
//   - WME's battle ends in a draw when the victory points are equal
//     (wme.md §10.3 [L2240-2244]), most often 0 to 0 when no unit was
//     lost: SelfPlay counts that as no winner, not as the opponent's
//     (the sample player's "0% won" against Random was such draws:
//     TestWMEWinnerIsTheVictoryPoints).
//   - The odds of a fight or a shot pressed are counted as rules.Odder
//     counts those it cannot count exactly: the real resolution run with
//     dice of the planner's own (samples of them), never the battle's. A
//     BnB contact made by a move is weighed by the kernel's exact odds
//     (bloodblades.PrepareFight, Fight.Odds), read on a copy of the
//     state put in the close combat phase.
//   - The planner reads WME's units through warmaster's accessors
//     (UnitSize, Wounds, Hits, Points, Orderable, OrdersOver) and BnB's
//     counter "pigs" by name (bnb.go).
//
// WME's own terms (wme.go): where the commanders stand (every fighting
// unit's distance bands to its nearest commander, WME §6.4 [L531], so the
// commanders follow the army and its orders stay likely) and the enemies
// that may charge a unit first on initiative (within 20 cm, [L382], as
// far as together they outweigh it). Measured over 40 battles against
// Random (seeds 1-40, each side in turn): without them 20% won, 80%
// drawn; commanders only 15 won, 17 drawn, 8 lost; both 14 won, 24
// drawn, 2 lost (threatShare 0.05; at 0.1: 11, 28, 1); over 100 battles
// (seeds 1-100) 30 won, 58 drawn, 12 lost.
//
// Not yet done: a look beyond one press (the enemy's answer), brigade
// orders (several touching WME units selected: the planner selects one
// unit at a time, as Random does). An earlier commander term, the chance
// of orders from where the commanders stand (2D6 against his Command less
// the distance bands), measured on 20 battles against Random, lost 5 of
// the 10 it played as the Empire and an AI turn took up to 59 s: the
// distance bands alone, small beside an advance's worth, are what is
// kept.
package ai

import (
	"fmt"
	"math/rand/v2"

	"plateau/rules"
	"plateau/rules/bloodblades/bnbtest"
	"plateau/rules/gboh/gbohtest"
	"plateau/rules/musketpike/mptest"
	"plateau/rules/pagaille/pagtest"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster/wmetest"
)

// PlannerSeed is the seed of the dice For's planner draws for itself:
// fixed, so that the same battle is played the same way.
const PlannerSeed = 1

// For is a new opponent for the ruleset with this ID (the Planner), and
// false when the ruleset has none yet.
func For(ruleset string) (rulestest.Player, bool) {
	if p, ok := NewPlanner(ruleset, PlannerSeed); ok {
		return p, true
	}
	return Simple(ruleset)
}

// Simple is the ruleset's sample player (simple and aggressive, it weighs
// no odds), and false when it has none. For the rulesets the Planner does
// not judge yet (Musket & Pike, Batailles en pagaille, the Great Battles
// adaptation) it is For's opponent.
func Simple(ruleset string) (rulestest.Player, bool) {
	switch ruleset {
	case "wme":
		return &wmetest.Player{}, true
	case "bnb":
		return &bnbtest.Player{}, true
	case "mp":
		return &mptest.Player{}, true
	case "pagaille":
		return &pagtest.Player{}, true
	case "gboh":
		return &gbohtest.Player{}, true
	}
	return nil, false
}

// Rulesets lists the rulesets the Planner plays.
func Rulesets() []string { return []string{"bnb", "wme"} }

// Opponents lists the rulesets that have an opponent (For).
func Opponents() []string { return []string{"bnb", "gboh", "mp", "pagaille", "wme"} }

// Random presses a random enabled offer among those the window numbers,
// for the side the battle waits for, from a seeded generator: the
// baseline an opponent must beat. End-of-phase offers are taken only when
// nothing else is enabled, so that it does act, or once it has pressed
// patience presses in one phase: some choices can be made again and again
// (a WME commander touching two units joins one, then the other, [L2039]),
// and a baseline that never ends its phase measures nothing.
type Random struct {
	rng     *rand.Rand
	phase   string // turn, side and phase of the presses counted
	presses int    // presses made in phase
}

// patience is how many presses Random makes in one phase before it takes
// the end of the phase whenever it is offered: more than any sample army
// needs (a WME army's dozen units, an order and a move each).
const patience = 60

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
	if key := fmt.Sprintf("%d/%d/%s", s.Turn, s.Active, s.Phase); key != r.phase {
		r.phase, r.presses = key, 0
	}
	r.presses++
	pick := others
	if len(pick) == 0 || r.presses > patience && len(ends) > 0 {
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
