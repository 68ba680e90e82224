package game

import (
	"errors"
	"fmt"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/dice"
)

// Replay is a battle's log watched again (issue 11 part 4): any moment of
// it, forwards and backwards, action by action or turn by turn. Nothing in
// it can change the battle: it holds its own copy of the log and replays
// it, so the match it was made from plays on untouched.
//
// Every replayEvery actions it keeps the state, the dice and the count of
// events reached; any other moment is replayed from the checkpoint before
// it, so stepping back costs at most replayEvery - 1 actions while a long
// battle on a big table does not hold a state per action.
type Replay struct {
	sc     *scenario.Scenario
	rs     rules.Ruleset
	seed   uint64
	log    []Entry
	events []rules.Event
	// ends[k] is the number of events after k actions (ends[0] = 0).
	ends   []int
	checks []replayCheck
	// at is the moment shown (actions replayed), state the state then.
	at    int
	state rules.State
	// turns are the moments a player's turn begins (its first action's
	// index), oldest first; 0 is always one.
	turns []int
	// phases are the moments a phase begins (a turn, a side to play or a
	// phase other than the moment before's), oldest first; 0 is one.
	phases  []int
	version uint64
}

type replayCheck struct {
	state rules.State
	dice  []byte
}

// replayEvery is how many actions apart the checkpoints are.
const replayEvery = 8

// NewReplay replays m's whole log from its scenario, checking every
// action's dice and state hash as a load does, and opens at its end.
func NewReplay(m *Match) (*Replay, error) {
	r := &Replay{sc: m.sc, rs: m.rs, seed: m.seed, log: append([]Entry(nil), m.log...)}
	live, err := New(m.sc, m.seed)
	if err != nil {
		return nil, err
	}
	r.ends = []int{0}
	r.turns, r.phases = []int{0}, []int{0}
	for i := range r.log {
		if i%replayEvery == 0 {
			if err := r.checkpoint(live); err != nil {
				return nil, err
			}
		}
		before := live.state
		e := r.log[i]
		if _, err := live.apply(e.Action, &e, nil); err != nil {
			return nil, fmt.Errorf("game: the battle does not replay at action %d (%s): %w", i+1, e.Action, err)
		}
		if live.state.Turn != before.Turn || live.state.Active != before.Active {
			r.turns = append(r.turns, i+1) // the action passed the turn: the next begins after it
		}
		if live.state.Turn != before.Turn || live.state.Active != before.Active || live.state.Phase != before.Phase {
			r.phases = append(r.phases, i+1)
		}
		r.ends = append(r.ends, len(live.events))
	}
	if len(r.checks) == 0 {
		if err := r.checkpoint(live); err != nil {
			return nil, err
		}
	}
	r.events = live.events
	r.at, r.state = len(r.log), live.state
	return r, nil
}

func (r *Replay) checkpoint(m *Match) error {
	d, err := m.dice.MarshalBinary()
	if err != nil {
		return fmt.Errorf("game: dice state: %w", err)
	}
	r.checks = append(r.checks, replayCheck{state: m.state, dice: d})
	return nil
}

// Len is the number of actions in the battle; At the moment shown, 0 (the
// start) to Len.
func (r *Replay) Len() int { return len(r.log) }
func (r *Replay) At() int  { return r.at }

// Seek shows the battle after its first k actions (clamped to 0..Len),
// replayed from the checkpoint at or before k.
func (r *Replay) Seek(k int) error {
	k = max(0, min(k, len(r.log)))
	if k == r.at {
		return nil
	}
	j := min(k/replayEvery, len(r.checks)-1)
	c := r.checks[j]
	m := &Match{sc: r.sc, rs: r.rs, seed: r.seed, dice: dice.NewSeeded(r.seed), state: c.state}
	if err := m.dice.UnmarshalBinary(c.dice); err != nil {
		return fmt.Errorf("game: dice state: %w", err)
	}
	for i := j * replayEvery; i < k; i++ {
		e := r.log[i]
		if _, err := m.apply(e.Action, &e, nil); err != nil {
			return fmt.Errorf("game: the battle does not replay at action %d (%s): %w", i+1, e.Action, err)
		}
	}
	r.at, r.state = k, m.state
	r.version++
	return nil
}

// Turns are the moments a player's turn begins, as the number of actions
// before it: 0 first, then each moment right after an action that passed
// the turn.
func (r *Replay) Turns() []int { return r.turns }

// Phases are the moments a phase begins, as Turns are for turns: the
// action that ends a phase is the phase's last.
func (r *Replay) Phases() []int { return r.phases }

// EventsBetween is what the actions from moment from to moment to did
// (from < to, both clamped to 0..Len).
func (r *Replay) EventsBetween(from, to int) []rules.Event {
	from, to = max(0, min(from, len(r.log))), max(0, min(to, len(r.log)))
	if from >= to {
		return nil
	}
	return r.events[r.ends[from]:r.ends[to]]
}

// TurnOf is the index in Turns of the turn moment k is in.
func (r *Replay) TurnOf(k int) int {
	t := 0
	for i, start := range r.turns {
		if start <= k {
			t = i
		}
	}
	return t
}

// Step moves by n actions (back when negative).
func (r *Replay) Step(n int) error { return r.Seek(r.at + n) }

// StepTurn moves to the start of the next turn (n > 0) or back (n < 0):
// back goes first to the start of the turn shown, as a player pressing
// "previous" expects, and forward past the last turn to the end.
func (r *Replay) StepTurn(n int) error {
	t := r.TurnOf(r.at)
	if n < 0 && r.at > r.turns[t] {
		n++ // the start of this turn counts as one step back
		if n == 0 {
			return r.Seek(r.turns[t])
		}
	}
	if t+n >= len(r.turns) {
		return r.Seek(len(r.log))
	}
	return r.Seek(r.turns[max(0, t+n)])
}

// State is the battle at the moment shown. Callers must not change it.
func (r *Replay) State() *rules.State { return &r.state }

// Rules is the battle's ruleset; Scenario its scenario; Log its actions.
func (r *Replay) Rules() rules.Ruleset         { return r.rs }
func (r *Replay) Scenario() *scenario.Scenario { return r.sc }
func (r *Replay) Log() []Entry                 { return r.log }
func (r *Replay) Seed() uint64                 { return r.seed }

// Events is what had happened by the moment shown; Last the events of the
// action that led to it (nil at the start).
func (r *Replay) Events() []rules.Event { return r.events[:r.ends[r.at]] }
func (r *Replay) Last() []rules.Event {
	if r.at == 0 {
		return nil
	}
	return r.events[r.ends[r.at-1]:r.ends[r.at]]
}

// Version changes whenever the moment shown does (the caches' key).
func (r *Replay) Version() uint64 { return r.version }

// ErrReplay refuses every change in a replay.
var ErrReplay = errors.New("this is a replay: nothing here changes the battle (Esc goes back to it)")

// Do, Undo and Redo refuse: a replay never changes the battle.
func (r *Replay) Do(rules.Action) ([]rules.Event, error) { return nil, ErrReplay }
func (r *Replay) Undo() error                            { return ErrReplay }
func (r *Replay) Redo() error                            { return ErrReplay }
func (r *Replay) CanUndo() bool                          { return false }
func (r *Replay) CanRedo() bool                          { return false }

// AutosaveErr is nil: a replay is not autosaved.
func (r *Replay) AutosaveErr() error { return nil }

// Save writes the whole battle as a save (the moment shown does not
// matter: a save holds every action).
func (r *Replay) Save(path string) error {
	m, err := r.match()
	if err != nil {
		return err
	}
	return m.Save(path)
}

// SavePosition writes the moment shown as a position: a scenario that
// starts there ("show the charge again, from here").
func (r *Replay) SavePosition(path string) error {
	data, err := scenario.WritePosition(&r.state, fmt.Sprintf("%s, turn %d", r.sc.Title, r.state.Turn),
		fmt.Sprintf("The battle of %s (%s) at turn %d, %s to play, phase %q, after %d of its %d actions.",
			r.sc.Title, r.sc.Name, r.state.Turn, r.state.Sides[r.state.Active].Name, r.state.Phase, r.at, len(r.log)))
	if err != nil {
		return err
	}
	return WriteAtomic(path, data)
}

// match is the whole battle as a match, for saving.
func (r *Replay) match() (*Match, error) {
	m, err := New(r.sc, r.seed)
	if err != nil {
		return nil, err
	}
	for i := range r.log {
		e := r.log[i]
		if _, err := m.apply(e.Action, &e, nil); err != nil {
			return nil, fmt.Errorf("game: the battle does not replay at action %d: %w", i+1, err)
		}
	}
	return m, nil
}
