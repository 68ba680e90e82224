package rulestest

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Generator proposes a candidate action for the side to play; it may be
// illegal (Play checks it) but should often be legal.
type Generator func(s *rules.State, rng *rand.Rand) rules.Action

// Stats counts what a Play run did.
type Stats struct {
	Tried, Applied, Refused int
	Kinds                   map[string]int // applied actions by kind
}

// Play runs n random candidate actions from start with the given seed,
// applying the legal ones, and fails t at the first broken invariant.
func Play(t testing.TB, r rules.Ruleset, start rules.State, gen Generator, n int, seed uint64) Stats {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed+1))
	d := dice.NewSeeded(seed)
	s := start.Clone()
	if err := r.Setup(&s); err != nil {
		t.Fatalf("Setup: %v", err)
	}
	first := s.Clone()
	var log []rules.Action
	var hashes []string
	st := Stats{Kinds: map[string]int{}}
	for i := 0; i < n; i++ {
		a := gen(&s, rng)
		st.Tried++
		if err := r.Check(&s, a); err != nil {
			st.Refused++
			continue
		}
		before := s.Hash()
		next, _, err := r.Apply(s, a, d)
		if err != nil {
			t.Fatalf("action %d (%s): Check passed but Apply failed: %v", i, a, err)
		}
		if s.Hash() != before {
			t.Fatalf("action %d (%s): Apply changed its input state", i, a)
		}
		if msg := Invariants(r, &s, &next, a); msg != "" {
			t.Fatalf("action %d (%s): %s", i, a, msg)
		}
		s = next
		log = append(log, a)
		hashes = append(hashes, s.Hash())
		st.Applied++
		st.Kinds[a.Kind]++
	}
	// The same actions with the same seed give the same battle.
	rd := dice.NewSeeded(seed)
	rs := first
	for i, a := range log {
		var err error
		rs, _, err = r.Apply(rs, a, rd)
		if err != nil {
			t.Fatalf("replay of action %d (%s): %v", i, a, err)
		}
		if rs.Hash() != hashes[i] {
			t.Fatalf("replay of action %d (%s) gives another state", i, a)
		}
	}
	return st
}

// Invariants checks one applied action: what the physics model promises
// whatever the ruleset. It returns "" or what is broken.
func Invariants(r rules.Ruleset, before, after *rules.State, a rules.Action) string {
	bases := after.Table.Bases
	for i := range bases {
		if !after.Table.OnTable(bases[i].Shape) {
			return fmt.Sprintf("%s is off the table", bases[i].ID)
		}
		if bases[i].Round {
			continue
		}
		for j := i + 1; j < len(bases); j++ {
			if bases[j].Round {
				continue
			}
			if d := geom.Penetration(bases[i].Shape.Polygon(), bases[j].Shape.Polygon()); d > table.OverlapSlack {
				return fmt.Sprintf("%s and %s overlap by %.4f cm", bases[i].ID, bases[j].ID, d)
			}
		}
	}
	for _, m := range a.Moves {
		tape := r.Measure(before, m)
		if used := after.Used[m.Base]; tape.Allowance > 0 && used > tape.Allowance+geom.Eps {
			return fmt.Sprintf("%s has used %.3f cm of a %.1f cm allowance", m.Base, used, tape.Allowance)
		}
		b, _ := after.Base(m.Base)
		if end := m.Path.End(); !b.Shape.Center.Near(end.Pos) {
			return fmt.Sprintf("%s ended at %v, its path at %v", m.Base, b.Shape.Center, end.Pos)
		}
	}
	return ""
}

// RandomMoves proposes, for the side to play: nine times in ten a move of
// one of its bases or units (a straight step up to 25 cm, often with a
// turn about the centre or a front corner), else the end of the phase.
func RandomMoves(s *rules.State, rng *rand.Rand) rules.Action {
	a := rules.Action{Kind: rules.KindMove, Side: s.Active}
	if rng.IntN(10) == 0 {
		a.Kind = rules.KindEndPhase
		return a
	}
	var mine []rules.Unit
	for _, u := range s.Units {
		if u.Side == s.Active && len(u.Bases) > 0 {
			mine = append(mine, u)
		}
	}
	if len(mine) == 0 {
		a.Kind = rules.KindEndPhase
		return a
	}
	u := mine[rng.IntN(len(mine))]
	ids := u.Bases
	if rng.IntN(2) == 0 {
		k := rng.IntN(len(ids))
		ids = ids[k : k+1] // one base only
	}
	step := geom.Dir(rng.Float64() * 2 * math.Pi).Scale(rng.Float64() * 25)
	turn := 0.0
	if rng.IntN(3) == 0 {
		turn = (rng.Float64() - 0.5) * math.Pi
	}
	first, _ := s.Base(ids[0])
	pivot := first.Shape.Center
	if rng.IntN(2) == 0 {
		pivot = first.Shape.CornerAt(geom.Corner(rng.IntN(2))) // FL or FR: a wheel
	}
	for _, id := range ids {
		b, _ := s.Base(id)
		from := b.Shape.Pose()
		mid := geom.Pose{Pos: from.Pos.RotateAbout(pivot, turn), Facing: from.Facing + turn}
		to := geom.Pose{Pos: mid.Pos.Add(step), Facing: mid.Facing}
		a.Moves = append(a.Moves, rules.Move{Base: id, Path: geom.Path{from, mid, to}})
	}
	return a
}

// OffersAndMoves proposes what a player of any ruleset might do: half the
// time one of the enabled offers the ruleset makes (rules.Offerer) for a
// random unit of the side to play, or for two touching-or-not units, else
// a RandomMoves candidate. It lets the suite play a ruleset's own actions
// (orders, charges, ...) without knowing them.
func OffersAndMoves(r rules.Ruleset) Generator {
	of, ok := r.(rules.Offerer)
	return func(s *rules.State, rng *rand.Rand) rules.Action {
		if !ok || rng.IntN(2) == 0 {
			return RandomMoves(s, rng)
		}
		var mine []string
		for _, u := range s.Units {
			if u.Side == s.Active && len(u.Bases) > 0 {
				mine = append(mine, u.Bases[0])
			}
		}
		var sel []string
		for n := 1 + rng.IntN(2); n > 0 && len(mine) > 0; n-- {
			sel = append(sel, mine[rng.IntN(len(mine))])
		}
		var enabled []rules.Offer
		for _, o := range of.Offers(s, s.Active, sel) {
			if o.Disabled == "" {
				enabled = append(enabled, o)
			}
		}
		if len(enabled) == 0 {
			return RandomMoves(s, rng)
		}
		// End-phase offers come last; take them less often so that
		// phases see some play.
		i := rng.IntN(len(enabled))
		if enabled[i].Action.Kind == rules.KindEndPhase && len(enabled) > 1 && rng.IntN(4) > 0 {
			i = rng.IntN(len(enabled) - 1)
		}
		return enabled[i].Action
	}
}
