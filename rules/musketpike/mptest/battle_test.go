package mptest_test

import (
	"maps"
	"strings"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/musketpike"
	"plateau/rules/musketpike/mptest"
	"plateau/rules/rulestest"
)

// maxPresses bounds a whole battle on the sample scenario: the seeds
// below take from 80 to 420 presses each (one to twelve turns); one that
// has not ended after this many is stuck.
const maxPresses = 1000

// battleSeeds are seeds whose battles on the sample scenario end (each
// by a capitulation, [L304]) within maxPresses.
var battleSeeds = []uint64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 38, 40, 55}

// TestBattlesToTheEnd (issue 13: "a whole battle ... to its victory
// points"): the Player plays the sample scenario, the bridge at Morlaix,
// from several seeds until the battle is over: a side whose leaders all
// have Rally orders capitulates in the Marker Removal Phase [L304], and
// the last event gives the victory points [L1351-L1357]. Every press is
// an offer the Player found among the first rulestest.Numbered, and the
// rules accept it; the battle has moves, fires, reactions and melees.
func TestBattlesToTheEnd(t *testing.T) {
	for _, seed := range battleSeeds {
		m := newMatch(t, seed)
		presses := m.play(t, maxPresses)
		s := &m.s
		if s.Phase != musketpike.PhaseOver {
			t.Errorf("seed %d: after %d presses the battle is in phase %s, turn %d; want it over", seed, presses, s.Phase, s.Turn)
			continue
		}
		last := m.evs[len(m.evs)-1]
		if last.Kind != "victory" || !strings.Contains(last.Text, "Victory points: Lenburg ") {
			t.Errorf("seed %d: the last event is %s %q, want the victory points", seed, last.Kind, last.Text)
		}
		kinds := map[string]int{}
		for _, e := range m.evs {
			kinds[e.Kind]++
		}
		for _, k := range []string{"activation", "moved", "fire", "reaction", "melee", "morale", "capitulation", "victory"} {
			if kinds[k] == 0 {
				t.Errorf("seed %d: the battle has no %q event: %v", seed, k, kinds)
			}
		}
	}
}

// TestPlayerIsDeterministic: the same state gives the same press, and
// the same seed the same battle, press for press.
func TestPlayerIsDeterministic(t *testing.T) {
	a, b := newMatch(t, 3), newMatch(t, 3)
	a.play(t, maxPresses)
	b.play(t, maxPresses)
	if len(a.presses) != len(b.presses) {
		t.Fatalf("%d presses, then %d", len(a.presses), len(b.presses))
	}
	for i := range a.presses {
		if a.presses[i] != b.presses[i] {
			t.Fatalf("press %d: %q, then %q", i, a.presses[i], b.presses[i])
		}
	}
	if a.s.Hash() != b.s.Hash() {
		t.Error("the same presses end in different states")
	}
}

// match plays the battle as game.Match does (its New and Do: the
// scenario's state set up, the same seeded dice), without the package
// game, which a rules package's test does not need: the same seed gives
// the battle the window plays.
type match struct {
	s       rules.State
	d       dice.Roller
	evs     []rules.Event
	presses []string
}

func newMatch(t *testing.T, seed uint64) *match {
	t.Helper()
	sc, err := scenario.Open("mp")
	if err != nil {
		t.Fatal(err)
	}
	s := sc.State.CloneAll()
	s.NumberUnits()
	if err := (musketpike.Rules{}).Setup(&s); err != nil {
		t.Fatal(err)
	}
	return &match{s: s, d: dice.NewSeeded(seed)}
}

// play presses the Player's choices until the battle is over or max
// presses are made, failing the test on a press that matches no offer
// or that the rules refuse; it returns the presses made.
func (m *match) play(t *testing.T, max int) int {
	t.Helper()
	var p mptest.Player
	r := musketpike.Rules{}
	for n := 0; n < max; n++ {
		if m.s.Phase == musketpike.PhaseOver {
			return n
		}
		c, ok := p.Next(r, &m.s)
		o, found := rulestest.Pick(r.Offers(&m.s, m.s.Active, c.Selected), c.Label)
		if !ok || !found {
			t.Fatalf("press %d, turn %d, phase %s: the player pressed %q (%v), which no offer matches", n, m.s.Turn, m.s.Phase, c.Label, ok)
		}
		next, evs, err := r.Apply(m.s, o.Action, m.d)
		if err != nil {
			t.Fatalf("press %d, turn %d, phase %s: %q refused: %v", n, m.s.Turn, m.s.Phase, o.Label, err)
		}
		m.s, m.evs, m.presses = next, append(m.evs, evs...), append(m.presses, strings.Join(c.Selected, ",")+" "+c.Label)
	}
	return max
}

// TestBattleWithReinforcements: the sample scenario with Lenburg's horse
// (wing 2, its commander and its three units) made a reinforcement wing
// entering on turn 2 by the hexes the scenario draws them on (profile
// enters = 2, 7.4 [L585]): the battle still plays to its end, and every
// unit of the wing enters on turn 2 or later by an "enter" event.
func TestBattleWithReinforcements(t *testing.T) {
	wing := []string{"l-wc2", "l-horse-1", "l-horse-2", "l-dragoons"}
	for _, seed := range []uint64{1, 2, 3} {
		sc, err := scenario.Open("mp")
		if err != nil {
			t.Fatal(err)
		}
		s := sc.State.CloneAll()
		s.NumberUnits()
		for _, id := range wing {
			u, ok := s.Unit(id)
			if !ok {
				t.Fatalf("the sample scenario has no unit %q", id)
			}
			u.Profile = maps.Clone(u.Profile)
			u.Profile["enters"] = 2
			delete(u.Profile, "order") // a reinforcement wing's is Make Ready [L585]
		}
		if err := (musketpike.Rules{}).Setup(&s); err != nil {
			t.Fatal(err)
		}
		m := &match{s: s, d: dice.NewSeeded(seed)}
		presses := m.play(t, maxPresses)
		if m.s.Phase != musketpike.PhaseOver {
			t.Errorf("seed %d: after %d presses the battle is in phase %s, turn %d; want it over", seed, presses, m.s.Phase, m.s.Turn)
		}
		entered := map[string]bool{}
		turn := 1 // Setup's turn 1 logs no event here
		for _, e := range m.evs {
			if e.Kind == "turn" {
				turn++
			}
			if e.Kind == "enter" {
				if turn < 2 {
					t.Errorf("seed %d: %q on turn %d, before its turn", seed, e.Text, turn)
				}
				entered[e.Unit] = true
			}
		}
		if turn < 2 {
			t.Errorf("seed %d: the battle ended on turn %d, before the reinforcements' turn", seed, turn)
		}
		for _, id := range wing {
			if !entered[id] {
				t.Errorf("seed %d: %s never entered in %d turns", seed, id, turn)
			}
		}
	}
}
