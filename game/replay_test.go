package game

import (
	"errors"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"plateau/game/scenario"
)

// TestReplaySteppingBothWays is issue 11 part 7's viewer test at the game
// level: on both sample battles, every moment reached forwards, backwards,
// turn by turn and at random is the state the battle was in after that
// many actions, with the events up to it; the match replayed is untouched.
func TestReplaySteppingBothWays(t *testing.T) {
	for _, m := range samplesPlayed(t) {
		t.Run(m.Scenario().Name, func(t *testing.T) {
			// What the battle was after each number of actions.
			fresh, err := New(m.Scenario(), m.Seed())
			if err != nil {
				t.Fatal(err)
			}
			want := []string{fresh.State().Hash()}
			events := []int{0}
			for i := range m.Log() {
				e := m.Log()[i]
				if _, err := fresh.apply(e.Action, &e, nil); err != nil {
					t.Fatal(err)
				}
				want = append(want, fresh.State().Hash())
				events = append(events, len(fresh.Events()))
			}
			before, n := m.State().Hash(), len(m.Log())
			r, err := NewReplay(m)
			if err != nil {
				t.Fatal(err)
			}
			if r.Len() != n || r.At() != n {
				t.Fatalf("the replay has %d actions and opens at %d, want %d and the end", r.Len(), r.At(), n)
			}
			check := func(how string) {
				t.Helper()
				k := r.At()
				if got := r.State().Hash(); got != want[k] {
					t.Fatalf("%s: the state after %d actions is not the battle's", how, k)
				}
				if got := len(r.Events()); got != events[k] {
					t.Fatalf("%s: %d events after %d actions, want %d", how, got, k, events[k])
				}
				if k > 0 && len(r.Last()) != events[k]-events[k-1] {
					t.Fatalf("%s: the last action's events are %d, want %d", how, len(r.Last()), events[k]-events[k-1])
				}
			}
			for r.At() > 0 {
				if err := r.Step(-1); err != nil {
					t.Fatal(err)
				}
				check("back")
			}
			for r.At() < n {
				if err := r.Step(1); err != nil {
					t.Fatal(err)
				}
				check("forward")
			}
			rng := rand.New(rand.NewPCG(1, 2))
			for range 40 {
				if err := r.Seek(rng.IntN(n + 1)); err != nil {
					t.Fatal(err)
				}
				check("seek")
			}
			// Turn by turn: each start is a moment whose side to play
			// differs from the moment before; forwards reaches the end,
			// backwards the start.
			turns := r.Turns()
			if len(turns) < 3 || turns[0] != 0 {
				t.Fatalf("turn starts %v: want 0 first and several turns in 60 presses", turns)
			}
			r.Seek(0)
			for i := 1; i < len(turns); i++ {
				r.StepTurn(1)
				if r.At() != turns[i] {
					t.Fatalf("turn step %d lands at %d, want %d", i, r.At(), turns[i])
				}
				check("turn forward")
			}
			r.StepTurn(1)
			if r.At() != n {
				t.Errorf("a turn step past the last turn lands at %d, want the end %d", r.At(), n)
			}
			r.Seek(turns[2] + 1)
			r.StepTurn(-1)
			if r.At() != turns[2] {
				t.Errorf("a turn back from inside a turn lands at %d, want its start %d", r.At(), turns[2])
			}
			r.StepTurn(-1)
			if r.At() != turns[1] {
				t.Errorf("a turn back from a turn's start lands at %d, want the turn before's start %d", r.At(), turns[1])
			}
			// Nothing changes the battle.
			if _, err := r.Do(m.Log()[0].Action); !errors.Is(err, ErrReplay) {
				t.Errorf("Do in a replay = %v, want ErrReplay", err)
			}
			if r.Undo() == nil || r.Redo() == nil || r.CanUndo() || r.CanRedo() {
				t.Error("a replay undoes or redoes")
			}
			if m.State().Hash() != before || len(m.Log()) != n {
				t.Error("watching the replay changed the battle")
			}
			// The moment shown written as a position starts there; the save
			// holds the whole battle.
			dir := t.TempDir()
			r.Seek(turns[2])
			pos := filepath.Join(dir, "p.toml")
			if err := r.SavePosition(pos); err != nil {
				t.Fatal(err)
			}
			sc, err := scenario.LoadFile(pos)
			if err != nil {
				t.Fatal(err)
			}
			if p, err := New(sc, 1); err != nil || p.State().Hash() != want[turns[2]] {
				t.Errorf("the replay's position starts elsewhere (%v)", err)
			}
			save := filepath.Join(dir, "s.json")
			if err := r.Save(save); err != nil {
				t.Fatal(err)
			}
			if l, err := Load(save); err != nil || l.State().Hash() != before {
				t.Errorf("the replay's save is not the whole battle (%v)", err)
			}
		})
	}
}
