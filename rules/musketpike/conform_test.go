package musketpike

import (
	"math/rand/v2"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/rulestest"
)

// stepper proposes what a Musket & Pike player does: half the time one of
// the ruleset's offers (rulestest.OffersAndMoves), else a move of a
// counter of the side to play along a few random elementary steps (the
// paths the UI makes: hex to hex, 60-degree turns, about-faces, pivots).
func stepper(w *world) rulestest.Generator {
	offers := rulestest.OffersAndMoves(Rules{})
	return func(s *rules.State, rng *rand.Rand) rules.Action {
		// A fire offered is taken a third of the time: the pairs in
		// contact would otherwise mostly melee (§9) before a random pick
		// fires, and the suite would see little fire.
		if rng.IntN(3) == 0 {
			if a, ok := fireOffered(s); ok {
				return a
			}
		}
		if rng.IntN(2) == 0 {
			return offers(s, rng)
		}
		var mine []*rules.Unit
		for i := range s.Units {
			if u := &s.Units[i]; u.Side == s.Active && len(u.Bases) > 0 {
				mine = append(mine, u)
			}
		}
		if len(mine) == 0 {
			return rules.Action{Kind: rules.KindEndPhase, Side: s.Active}
		}
		u := mine[rng.IntN(len(mine))]
		b, _ := s.Base(u.Bases[0])
		bd, err := boardOf(s)
		if err != nil {
			return rules.Action{Kind: rules.KindEndPhase, Side: s.Active}
		}
		at, ok := bd.place(u, b.Shape.Pose())
		if !ok {
			return rules.Action{Kind: rules.KindEndPhase, Side: s.Active}
		}
		path := geom.Path{b.Shape.Pose()}
		for n := 1 + rng.IntN(4); n > 0; n-- {
			at = randomStep(at, rng)
			path = append(path, bd.m.Layout.Pose(at))
		}
		return rules.Action{Kind: rules.KindMove, Side: s.Active, Moves: []rules.Move{{Base: b.ID, Path: path}}}
	}
}

// randomStep is one elementary step of u, legal or not.
func randomStep(u hex.Unit, rng *rand.Rand) hex.Unit {
	if u.F < 0 {
		return u.Translate(hex.Dir(rng.IntN(6)))
	}
	switch k := rng.IntN(6); {
	case k < 3:
		return fwd(u, rng.IntN(2))
	case k == 3 && u.Two:
		if to, _, _, err := hex.Pivot(u, rng.IntN(2) == 0); err == nil {
			return to
		}
		return hex.Countermarch(u)
	case k == 3:
		return turn(u, 1-2*rng.IntN(2))
	case k == 4:
		return hex.Countermarch(u)
	}
	return u.Translate(hex.Dir(rng.IntN(6)))
}

// fireOffered is the first fire any unit of the side to play is offered.
func fireOffered(s *rules.State) (rules.Action, bool) {
	for _, u := range s.Units {
		if u.Side != s.Active || len(u.Bases) == 0 {
			continue
		}
		for _, o := range (Rules{}).Offers(s, s.Active, []string{u.Bases[0]}) {
			if o.Disabled == "" && o.Action.Kind == KindFire {
				return o.Action, true
			}
		}
	}
	return rules.Action{}, false
}
