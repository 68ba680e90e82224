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
	Undone                  int            // actions taken back after a stall
	Kinds                   map[string]int // applied actions by kind
}

// StallTries is how many refused candidates in a row count as a stall:
// then Play takes back the last action, as a player would press undo
// (only an action that rolled no dice, like the match's undo). A stall
// again before the battle has moved on (a roll, or a new phase, side or
// turn) takes back one action more than the last: a player stuck in a
// dead end (a unit out of formation with its allowance spent, which no
// move can close up and which no order or end of phase may leave) undoes
// until the way out, and a single undo followed by another random step
// back into it kept long runs there (issue 8 item 9: at
// PLATEAU_CONFORMANCE=10 the WME suite spent 29000 of 30000 actions so).
const StallTries = 100

// Play runs n random candidate actions from start with the given seed,
// applying the legal ones, and fails t at the first broken invariant.
func Play(t testing.TB, r rules.Ruleset, start rules.State, gen Generator, n int, seed uint64) Stats {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed+1))
	d := dice.NewSeeded(seed)
	s := start.CloneAll() // Setup may fill in profiles: the caller's state keeps its own
	if err := r.Setup(&s); err != nil {
		t.Fatalf("Setup: %v", err)
	}
	first := s.Clone()
	var log []rules.Action
	var hashes []string
	var undo []rules.State // the state before each applied action that rolled nothing; nil entries rolled
	st := Stats{Kinds: map[string]int{}}
	refusedInARow := 0
	stalls := 0 // stalls since the battle last moved on
	undoable := func() bool { return len(undo) > 0 && undo[len(undo)-1].Ruleset != "" }
	for i := 0; i < n; i++ {
		a := gen(&s, rng)
		st.Tried++
		if err := r.Check(&s, a); err != nil {
			st.Refused++
			// The match checks no action twice: Apply must refuse what
			// Check refuses, with the same rule (rules.Ruleset).
			if _, _, aerr := r.Apply(s, a, dice.NewScripted()); Code(aerr) != Code(err) {
				t.Fatalf("seed %d, action %d (%s): Check refused it (%v) but Apply gave %v", seed, i, a, err, aerr)
			}
			if refusedInARow++; refusedInARow >= StallTries && undoable() {
				stalls++
				for k := 0; k < stalls && undoable(); k++ {
					s = undo[len(undo)-1]
					undo, log, hashes = undo[:len(undo)-1], log[:len(log)-1], hashes[:len(hashes)-1]
					st.Undone++
				}
				refusedInARow = 0
			}
			continue
		}
		refusedInARow = 0
		before := s.Hash()
		rec := &dice.Recorder{From: d}
		next, _, err := r.Apply(s, a, rec)
		if err != nil {
			t.Fatalf("seed %d, action %d (%s): Check passed but Apply failed: %v", seed, i, a, err)
		}
		if s.Hash() != before {
			t.Fatalf("seed %d, action %d (%s): Apply changed its input state", seed, i, a)
		}
		if msg := Invariants(r, &s, &next, a); msg != "" {
			t.Fatalf("seed %d, action %d (%s): %s", seed, i, a, msg)
		}
		if len(rec.Rolls) > 0 {
			undo = append(undo, rules.State{}) // never undone: the dice have moved on
		} else {
			undo = append(undo, s)
		}
		if len(rec.Rolls) > 0 || next.Phase != s.Phase || next.Active != s.Active || next.Turn != s.Turn {
			stalls = 0 // the battle has moved on
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
			t.Fatalf("seed %d, replay of action %d (%s): %v", seed, i, a, err)
		}
		if rs.Hash() != hashes[i] {
			t.Fatalf("seed %d, replay of action %d (%s) gives another state", seed, i, a)
		}
	}
	return st
}

// Invariants checks one applied action: what the physics model promises
// whatever the ruleset. It returns "" or what is broken.
func Invariants(r rules.Ruleset, before, after *rules.State, a rules.Action) string {
	bases := after.Table.Bases
	for i := range bases {
		if !OnTable(&after.Table, &bases[i]) {
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
		// Measured before the move by the ruleset's own tape, so that a
		// ruleset that forgets to record what was used is still caught.
		tape := r.Measure(before, m)
		if tape.Allowance > 0 && tape.Used+tape.Move > tape.Allowance+geom.Eps {
			return fmt.Sprintf("%s moved %.3f cm after %.3f of a %.1f cm allowance", m.Base, tape.Move, tape.Used, tape.Allowance)
		}
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

// OnTable reports whether base b lies wholly on t (wme.md §12 G24): its
// rectangle, or for a round base (a commander) its disc of diameter
// Shape.Width (table.Base; WME [L221]: commanders stand on round bases).
// A disc has no facing (geom.Disc): it is on the table when its square,
// not turned, is, whatever facing its Shape keeps; the square turned with
// that facing pokes past an edge its disc only touches (issue 8 item 9:
// a General put beside his unit against the edge, 0.45 cm "off").
func OnTable(t *table.Table, b *table.Base) bool {
	if b.Round {
		return t.OnTable(geom.Rect{Center: b.Shape.Center, Width: b.Shape.Width, Depth: b.Shape.Width})
	}
	return t.OnTable(b.Shape)
}

// RandomMoves proposes, for the side to play: nine times in ten a move of
// one of its units (or, one time in four, of one of its bases) (a straight step up to 25 cm, often with a
// turn about the centre or a front corner), else the end of the phase.
func RandomMoves(s *rules.State, rng *rand.Rand) rules.Action {
	if rng.IntN(10) == 0 {
		return rules.Action{Kind: rules.KindEndPhase, Side: s.Active}
	}
	var mine []rules.Unit
	for _, u := range s.Units {
		if u.Side == s.Active && len(u.Bases) > 0 {
			mine = append(mine, u)
		}
	}
	return randomMove(s, rng, mine)
}

// randomMove moves one of units (all its bases, or one of them), or ends
// the phase when there is none.
func randomMove(s *rules.State, rng *rand.Rand, units []rules.Unit) rules.Action {
	a := rules.Action{Kind: rules.KindMove, Side: s.Active}
	if len(units) == 0 {
		a.Kind = rules.KindEndPhase
		return a
	}
	u := units[rng.IntN(len(units))]
	ids := u.Bases
	if rng.IntN(4) == 0 {
		k := rng.IntN(len(ids))
		ids = ids[k : k+1] // one base only: it may break the formation
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

// movable are the side's units with some allowance left by the ruleset's
// own measure (for WME: the units with an open move).
func movable(r rules.Ruleset, s *rules.State) []rules.Unit {
	var out []rules.Unit
	for _, u := range s.Units {
		if u.Side != s.Active || len(u.Bases) == 0 {
			continue
		}
		b, _ := s.Base(u.Bases[0])
		p := b.Shape.Pose()
		if t := r.Measure(s, rules.Move{Base: b.ID, Path: geom.Path{p, p}}); t.Allowance > t.Used+geom.Eps {
			out = append(out, u)
		}
	}
	return out
}

// OffersAndMoves proposes what a player of any ruleset might do: half the
// time one of the enabled offers the ruleset makes (rules.Offerer) for one
// or two random units of the side to play, else a random move of a unit
// the ruleset says may still move. It lets the suite play a ruleset's own
// actions (orders, shots, charges, ...) without knowing them.
func OffersAndMoves(r rules.Ruleset) Generator {
	of, ok := r.(rules.Offerer)
	return func(s *rules.State, rng *rand.Rand) rules.Action {
		if !ok || rng.IntN(2) == 0 {
			return randomMove(s, rng, movable(r, s))
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
			return randomMove(s, rng, movable(r, s))
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
