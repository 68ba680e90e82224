package ai

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/rulestest"
)

// The planner (issue 12 item 3): greedy, one press deep, with a cheap look
// at the press an order opens. For the side the battle waits for it lists
// the enabled numbered offers (for nothing selected and for each of the
// side's units selected, as Random does), resolves each on the real rules
// (Check, then Apply on the state, which Apply never changes) with dice of
// its own seeded from its seed and the press's number, so the battle's
// dice are never touched, and takes the one whose position scores best
// (score.go). The end of the phase scores the position as it stands: the
// planner presses on while a press improves it.

// samples is how many seeded resolutions an offer that rolls dice is
// scored over (its odds, by simulation on the real rules, as rules.Odder's
// previews count them); one that rolls none is resolved once.
const samples = 4

// phaseBudget is how many presses a side makes in one phase before it
// ends the phase whenever the rules let it: a move that scores a hair
// better each time (a pivot back and forth) must not stall the battle.
const phaseBudget = 60

// Planner is the rules-driven opponent: a rulestest.Player.
type Planner struct {
	seed  uint64
	judge judge
	n     uint64 // presses chosen so far: the seed of each press's dice
	phase string // the phase (turn, side, phase) being played
	acted int    // presses in it
}

// NewPlanner is a planner for the ruleset with this ID drawing its own
// dice from seed; false when it cannot judge that ruleset's positions.
func NewPlanner(ruleset string, seed uint64) (*Planner, bool) {
	j, ok := judges[ruleset]
	if !ok {
		return nil, false
	}
	return &Planner{seed: seed, judge: j}, true
}

// candidate is one press and the action it takes.
type candidate struct {
	choice rulestest.Choice
	action rules.Action
}

// Next implements rulestest.Player: the best scoring press for the side
// the battle waits for.
func (p *Planner) Next(of rules.Offerer, s *rules.State) (rulestest.Choice, bool) {
	r, ok := rulesetOf(of, s)
	if !ok {
		return rulestest.Choice{}, false
	}
	side := s.Active
	if w, ok := rulestest.Waiting(of.Offers(s, s.Active, nil)); ok {
		side = w
	}
	if key := fmt.Sprintf("%d/%d/%s/%d", s.Turn, s.Active, s.Phase, side); key != p.phase {
		p.phase, p.acted = key, 0
	}
	p.acted++
	p.n++
	ends, others := candidates(of, s, side)
	if len(ends) > 0 && (len(others) == 0 || p.acted > phaseBudget) {
		return ends[0].choice, true
	}
	best, bestScore := -1, math.Inf(-1)
	if len(ends) > 0 {
		bestScore = p.judge.score(s, side, false)
	}
	for i, c := range others {
		if v, ok := p.value(r, of, s, c, side); ok && v > bestScore+minGain {
			best, bestScore = i, v
		}
	}
	switch {
	case best >= 0:
		return others[best].choice, true
	case len(ends) > 0:
		return ends[0].choice, true
	case len(others) > 0:
		return others[0].choice, true // nothing scored, yet the rules want a press
	}
	return rulestest.Choice{}, false
}

// minGain is how much better than ending the phase a press must score to
// be made: a press that changes nothing the score sees is not worth it.
const minGain = 1e-6

// value is c's expected score for side: the mean over the seeded
// resolutions (one when it rolls no die) of the position it leaves, looked
// one press further when it opens a move (followUp).
func (p *Planner) value(r rules.Ruleset, of rules.Offerer, s *rules.State, c candidate, side int) (float64, bool) {
	if r.Check(s, c.action) != nil {
		return 0, false
	}
	total, n := 0.0, 0
	for k := range samples {
		rec := &dice.Recorder{From: dice.NewSeeded(mix(p.seed, p.n, uint64(k)))}
		next, _, err := r.Apply(*s, c.action, rec)
		if err != nil {
			return 0, false
		}
		total += p.followUp(r, of, &next, c, side)
		n++
		if len(rec.Rolls) == 0 {
			break // no die: the one resolution is the outcome
		}
	}
	return total / float64(n), true
}

// followUp scores the position after c: after an order that leaves the
// same unit a move or a charge to make, the best of those (the order is
// worth what it lets the unit do).
func (p *Planner) followUp(r rules.Ruleset, of rules.Offerer, s *rules.State, c candidate, side int) float64 {
	v := p.judge.score(s, side, true)
	if !p.judge.opens(c.action) || c.choice.Selected == nil {
		return v
	}
	for i, o := range of.Offers(s, s.Active, c.choice.Selected) {
		if i >= rulestest.Numbered || o.Disabled != "" || !p.judge.opened(o.Action) {
			continue
		}
		if r.Check(s, o.Action) != nil {
			continue
		}
		next, _, err := r.Apply(*s, o.Action, dice.NewSeeded(mix(p.seed, p.n, uint64(i+samples))))
		if err == nil {
			v = max(v, p.judge.score(&next, side, true))
		}
	}
	return v
}

// candidates are the enabled numbered offers for nothing selected and for
// each of side's units selected, once per action: the ends of the phase
// apart. Each is the offer rulestest.Pick finds for its label, so that
// the press scored is the press made.
func candidates(of rules.Offerer, s *rules.State, side int) (ends, others []candidate) {
	seen := map[string]bool{}
	add := func(sel []string) {
		offers := of.Offers(s, s.Active, sel)
		for i, o := range offers {
			if i >= rulestest.Numbered || o.Disabled != "" {
				continue
			}
			picked, ok := rulestest.Pick(offers, o.Label)
			if !ok {
				continue
			}
			key := fingerprint(picked.Action)
			if seen[key] {
				continue
			}
			seen[key] = true
			c := candidate{choice: rulestest.Choice{Selected: sel, Label: o.Label}, action: picked.Action}
			if picked.Action.Kind == rules.KindEndPhase {
				ends = append(ends, c)
			} else {
				others = append(others, c)
			}
		}
	}
	add(nil)
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && len(u.Bases) > 0 {
			add(u.Bases[:1])
		}
	}
	return ends, others
}

// fingerprint tells actions apart: two offers that take the same action
// (a group's move offered for each of its bases) are one candidate.
func fingerprint(a rules.Action) string {
	var b strings.Builder
	fmt.Fprint(&b, a.Kind, "|", a.Side, "|", a.Target, "|", a.Args)
	for _, m := range a.Moves {
		e := m.Path.End()
		fmt.Fprintf(&b, "|%s@%.3f,%.3f,%.4f", m.Base, e.Pos.X, e.Pos.Y, e.Facing)
	}
	return b.String()
}

// rulesetOf is the ruleset behind the offers (the match passes its
// ruleset), else the registered one for s.
func rulesetOf(of rules.Offerer, s *rules.State) (rules.Ruleset, bool) {
	if r, ok := of.(rules.Ruleset); ok {
		return r, true
	}
	r, err := rules.Lookup(s.Ruleset)
	return r, err == nil
}

// mix is a seed for the dice of one resolution: the planner's seed, the
// press's number and the resolution's (splitmix64's finaliser).
func mix(seed, n, k uint64) uint64 {
	z := seed ^ n*0x9e3779b97f4a7c15 ^ k*0xbf58476d1ce4e5b9
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
