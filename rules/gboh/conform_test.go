package gboh

import (
	"math/rand/v2"
	"os"
	"testing"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/rulestest"
)

// stepper proposes what a GBoH player does: half the time one of the
// ruleset's offers (rulestest.OffersAndMoves), else a move of a counter
// of the side to play along a few random elementary steps (a front hex, a
// 60° pivot; any neighbour for a leader), legal or not.
//
// A move that would rout its own mover is not proposed: the mover then
// makes its rout move at once [L2526-2533] and so does not end where its
// path does, which rulestest's check of every move asks (see doc.go).
func stepper() rulestest.Generator {
	g := proposer()
	return func(s *rules.State, rng *rand.Rand) rules.Action {
		a := g(s, rng)
		if a.Kind == rules.KindMove && routsItsMover(s, a) {
			return rules.Action{Kind: rules.KindEndPhase, Side: s.Active}
		}
		return a
	}
}

// routsItsMover reports a legal move whose Cohesion hits rout its mover.
func routsItsMover(s *rules.State, a rules.Action) bool {
	p, err := check(s, a)
	if err != nil || p == nil || !isCombat(p.u) {
		return false
	}
	hits := p.hits + p.u.Status[stMoved]
	return p.u.Status[stHits]+hits >= tq(p.u)
}

func proposer() rulestest.Generator {
	offers := rulestest.OffersAndMoves(Rules{})
	return func(s *rules.State, rng *rand.Rand) rules.Action {
		if s.Phase != PhaseOrders || rng.IntN(2) == 0 {
			return offers(s, rng)
		}
		var mine []*rules.Unit
		for i := range s.Units {
			if u := &s.Units[i]; u.Side == s.Active && onTable(u) {
				mine = append(mine, u)
			}
		}
		u := mine[rng.IntN(len(mine))]
		bd, err := boardOf(s)
		if err != nil {
			return rules.Action{Kind: rules.KindEndPhase, Side: s.Active}
		}
		c, ok := bd.where(s, u)
		if !ok {
			return rules.Action{Kind: rules.KindEndPhase, Side: s.Active}
		}
		b, _ := s.Base(u.Bases[0])
		path := geom.Path{b.Shape.Pose()}
		for n := 1 + rng.IntN(4); n > 0; n-- {
			c = randomStep(c, rng)
			path = append(path, bd.pose(c))
		}
		return rules.Action{Kind: rules.KindMove, Side: s.Active, Moves: []rules.Move{{Base: b.ID, Path: path}}}
	}
}

func randomStep(c counter, rng *rand.Rand) counter {
	switch {
	case !c.facing:
		c.at = c.at.Translate(hex.Dir(rng.IntN(6)))
	case c.col:
		if rng.IntN(3) == 0 {
			c.side = c.side.Turn(1 - 2*rng.IntN(2))
		} else {
			c.side = c.side.Turn(rng.IntN(3) - 1)
			c.at = c.at.Translate(c.side)
		}
	case rng.IntN(3) == 0:
		c.at.F = c.at.F.Turn(1 - 2*rng.IntN(2))
	default:
		c.at = c.at.Translate(c.at.F.D(rng.IntN(2)))
	}
	return c
}

// TestConformance plays random legal actions (rulestest.Play: no overlap,
// no allowance exceeded, Apply never changes its input, the same seed the
// same battle) on a small map with some terrain.
func TestConformance(t *testing.T) {
	w := newWorld(t, 12, 12)
	w.terrain("woods", "0506", "0606")
	w.terrain("marsh", "0806")
	w.elevation(1, "0306", "0307")
	for i, l := range []string{"0310", "0510", "0710", "0910"} {
		w.unit("a"+l, []string{"HI", "MI", "LI", "LC"}[i], 0, l, north, map[string]float64{keyMA: float64(4 + i), keyLineOf: float64(1 + i/2)})
	}
	w.leader("ak", 0, "0511", 4, map[string]float64{keyCinC: 1, keyStrategy: 5, keyLine: 2})
	w.leader("as", 0, "0811", 2, map[string]float64{keyLine: 1})
	for i, l := range []string{"0303", "0503", "0703", "0903"} {
		w.unit("b"+l, []string{"BI", "WR", "SK", "HI"}[i], 1, l, south, map[string]float64{keyMA: float64(4 + i%3)})
	}
	w.leader("bk", 1, "0502", 4, map[string]float64{keyCinC: 1, keyStrategy: 4})
	w.leader("bs", 1, "0802", 3, nil)
	w.column("acol", "MI", 0, "1109", 1, nil)
	w.unit("abow", "LI", 0, "1110", north, map[string]float64{"bow": 1})
	w.unit("bsling", "SK", 1, "1103", south, map[string]float64{"sling": 1})
	w.s.Settings = map[string]string{"rout1": "10:5", "rout2": "10:5"}
	k, err := rulestest.Scale(os.Getenv(rulestest.ScaleEnv))
	if err != nil {
		t.Fatal(err)
	}
	b := rulestest.Budget{Seeds: 4, Actions: 600}.Times(k)
	if testing.Short() {
		b = rulestest.Budget{Seeds: 1, Actions: 200}
	}
	kinds := map[string]int{}
	for seed := uint64(1); seed <= uint64(b.Seeds); seed++ {
		st := rulestest.Play(t, Rules{}, w.s, stepper(), b.Actions, seed)
		for kind, n := range st.Kinds {
			kinds[kind] += n
		}
	}
	t.Logf("kinds played: %v", kinds)
	for _, kind := range []string{rules.KindMove, KindActivate, KindTrump, KindMomentum, KindLine, rules.KindEndPhase, KindRoutReload, KindResolve} {
		if kinds[kind] == 0 {
			t.Errorf("the suite never played %s: %v", kind, kinds)
		}
	}
}
