package game

import (
	"errors"
	"fmt"
	"math"

	"plateau/game/scenario"
	"plateau/rules"
	_ "plateau/rules/bloodblades"
	"plateau/rules/dice"
	_ "plateau/rules/gboh"
	_ "plateau/rules/musketpike"
	_ "plateau/rules/pagaille"
	_ "plateau/rules/sandbox" // the rulesets a scenario may name
	_ "plateau/rules/warmaster"
)

// Entry is one applied action as the log keeps it.
type Entry struct {
	Action rules.Action `json:"action"`
	Rolls  []dice.Roll  `json:"rolls,omitempty"`
	// Scripted is set when the rolls came from scripted dice rather than
	// the match's seeded dice; a replay then feeds them back as they were.
	Scripted bool `json:"scripted,omitempty"`
	// Hash is the state hash after the action, kept on every hashEvery-th
	// entry only (save.go): empty on the others.
	Hash string `json:"hash,omitempty"`
	// Override is set on a move the players made though the rules refused
	// it (advisory mode, override.go): the rules' reason. A replay makes
	// it again as it was, without asking the rules.
	Override string `json:"override,omitempty"`
}

// checkpoint is what undo restores.
type checkpoint struct {
	state  rules.State
	events int
}

// Match is a battle in progress.
type Match struct {
	sc    *scenario.Scenario
	rs    rules.Ruleset
	seed  uint64
	dice  *dice.Seeded
	state rules.State

	log    []Entry
	events []rules.Event
	floor  int // undo may not go below this log length
	// before[i] is the position before log[floor+i]: only what undo can
	// reach is kept, so a long battle holds one state per action of its
	// current phase, not one per action (issue 8 item 10).
	before []checkpoint
	redo   []Entry // undone entries, most recent last

	version uint64 // bumped by every change of state (Version)
	// savedHash is set while an older save replays: the hash its entries
	// recorded (rules.State.HashV2 or LegacyHash, save.go).
	savedHash func(*rules.State) string

	autosave    string
	autosaveErr error
	onAutosave  func(entries int, err error)
}

// New starts a match on a scenario with the given dice seed.
func New(sc *scenario.Scenario, seed uint64) (*Match, error) {
	rs, err := rules.Lookup(sc.State.Ruleset)
	if err != nil {
		return nil, fmt.Errorf("game: scenario %s: %w", sc.Name, err)
	}
	// Setup may still fill in profiles and settings: the scenario keeps its
	// own, for the next battle started from it.
	st := sc.State.CloneAll()
	st.NumberUnits() // a scenario built in code is numbered too (rules/names.go)
	if err := start(rs, sc, &st); err != nil {
		return nil, fmt.Errorf("game: scenario %s: %w", sc.Name, err)
	}
	return &Match{sc: sc, rs: rs, seed: seed, dice: dice.NewSeeded(seed), state: st}, nil
}

// NewWith starts a match on a scenario with a ruleset given rather than
// the one the scenario names: the setup screen's (game/army.Setup), which
// no scenario names and no save can replay, so its match is never saved
// as a battle.
func NewWith(rs rules.Ruleset, sc *scenario.Scenario, seed uint64) (*Match, error) {
	st := sc.State.CloneAll()
	st.NumberUnits()
	if err := rs.Setup(&st); err != nil {
		return nil, fmt.Errorf("game: scenario %s: %w", sc.Name, err)
	}
	return &Match{sc: sc, rs: rs, seed: seed, dice: dice.NewSeeded(seed), state: st}, nil
}

// start prepares the scenario's state: the ruleset's Setup starts the first
// phase, or, for a position, its Resume checks the moment given and goes on
// from there.
func start(rs rules.Ruleset, sc *scenario.Scenario, st *rules.State) error {
	if !sc.Position {
		return rs.Setup(st)
	}
	p, ok := rs.(rules.Positioner)
	if !ok {
		return fmt.Errorf("the %s ruleset cannot start from a [position]: give the scenario without it", rs.ID())
	}
	return p.Resume(st)
}

// State is the current state. Callers must not change it: every change is
// an action through Do.
func (m *Match) State() *rules.State { return &m.state }

// Rules is the match's ruleset.
func (m *Match) Rules() rules.Ruleset { return m.rs }

// Scenario is the scenario the match was started from.
func (m *Match) Scenario() *scenario.Scenario { return m.sc }

// Seed is the dice seed the match started with.
func (m *Match) Seed() uint64 { return m.seed }

// Version is a number that changes whenever the state does (every action
// applied, undone or redone): a cache key that costs nothing, where the
// state's Hash encodes the whole battle.
func (m *Match) Version() uint64 { return m.version }

// Log is the applied entries, oldest first. Callers must not change it.
func (m *Match) Log() []Entry { return m.log }

// Events is everything that happened, oldest first.
func (m *Match) Events() []rules.Event { return m.events }

// Do checks and applies one action: the only way the state changes
// (DESIGN.md, house rule 2). A refused action returns the ruleset's error
// (a *rules.Violation for a rule breach) and changes nothing. A new action
// forgets what was undone.
func (m *Match) Do(a rules.Action) ([]rules.Event, error) {
	evs, err := m.apply(a, nil, nil)
	if err != nil {
		return nil, err
	}
	m.redo = nil
	m.save()
	return evs, nil
}

// DoScripted is Do with the dice showing preset values instead of the
// match's seeded dice: for rule tests and scripted battles. The log marks
// the entry so that a replay feeds the same values back.
func (m *Match) DoScripted(a rules.Action, d *dice.Scripted) ([]rules.Event, error) {
	evs, err := m.apply(a, nil, d)
	if err != nil {
		return nil, err
	}
	m.redo = nil
	m.save()
	return evs, nil
}

// apply runs one action with the seeded dice, or with scripted ones when
// given. When want is non-nil (a replay or a redo) the rolls and the state
// hash must come out exactly as recorded.
func (m *Match) apply(a rules.Action, want *Entry, scripted *dice.Scripted) ([]rules.Event, error) {
	if want != nil && want.Override != "" {
		return m.applyOverride(a, want)
	}
	if err := finite(a); err != nil {
		return nil, err
	}
	// No Check first: Apply refuses what Check refuses, with its error
	// (rules.Ruleset), and checking twice was a fifth of loading a save.
	saved, err := m.dice.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("game: dice state: %w", err)
	}
	var src dice.Roller = m.dice
	if want != nil && want.Scripted {
		scripted = dice.NewScripted(values(want.Rolls)...)
	}
	if scripted != nil {
		src = scripted
	}
	rec := &dice.Recorder{From: src}
	// Whatever goes wrong from here, nothing happened, so the dice must
	// not have moved either.
	restore := func() {
		if rerr := m.dice.UnmarshalBinary(saved); rerr != nil {
			panic("game: cannot restore dice state: " + rerr.Error()) // broken invariant
		}
	}
	next, evs, err := m.rs.Apply(m.state, a, rec)
	if err == nil {
		err = finiteState(&next)
	}
	if err != nil {
		restore()
		return nil, err
	}
	e := Entry{Action: a, Rolls: rec.Rolls, Scripted: scripted != nil && len(rec.Rolls) > 0}
	if hashedAt(len(m.log) + 1) {
		e.Hash = next.Hash()
	}
	if want != nil {
		if err := sameRolls(want.Rolls, e.Rolls); err != nil {
			restore()
			return nil, err
		}
		// Every hash the entry holds is checked, a checkpoint's or not
		// (an older save holds one on every entry).
		if want.Hash != "" {
			got := e.Hash
			switch {
			case m.savedHash != nil:
				got = m.savedHash(&next) // an older save (save.go)
			case got == "":
				got = next.Hash()
			}
			if want.Hash != got {
				restore()
				return nil, fmt.Errorf("state hash %.12s…, saved %.12s…", got, want.Hash)
			}
		}
	}
	m.commit(e, next, evs)
	return evs, nil
}

// commit makes next, reached by entry e with events evs, the state.
func (m *Match) commit(e Entry, next rules.State, evs []rules.Event) {
	m.log = append(m.log, e)
	m.events = append(m.events, evs...)
	if len(e.Rolls) > 0 || next.Turn != m.state.Turn || next.Active != m.state.Active || next.Phase != m.state.Phase {
		// A floor: nothing before it can be undone, so its positions go.
		m.floor = len(m.log)
		clear(m.before)
		m.before = m.before[:0]
	} else {
		m.before = append(m.before, checkpoint{m.state, len(m.events) - len(evs)})
	}
	m.state = next
	m.version++
}

// finite refuses an action whose poses are not finite numbers: no rule
// can judge them and no save could hold them (a NaN in a script, a
// corrupt save).
func finite(a rules.Action) error {
	for _, mv := range a.Moves {
		for _, p := range mv.Path {
			if math.IsNaN(p.Pos.X+p.Pos.Y+p.Facing) || math.IsInf(p.Pos.X+p.Pos.Y+p.Facing, 0) {
				return fmt.Errorf("game: the path of %s has a pose that is not a finite number", mv.Base)
			}
		}
	}
	return nil
}

// finiteState refuses a result with a base at a pose that is not a finite
// number (an argument such as a NaN distance that a ruleset passed on):
// it could be neither hashed nor saved.
func finiteState(s *rules.State) error {
	for _, b := range s.Table.Bases {
		c := b.Shape
		if v := c.Center.X + c.Center.Y + c.Facing; math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("game: the action would put %s at a pose that is not a finite number", b.ID)
		}
	}
	return nil
}

func values(rs []dice.Roll) []int {
	v := make([]int, len(rs))
	for i, r := range rs {
		v[i] = r.Value
	}
	return v
}

func sameRolls(want, got []dice.Roll) error {
	if len(want) != len(got) {
		return fmt.Errorf("%d dice rolled, the save has %d", len(got), len(want))
	}
	for i := range want {
		if want[i] != got[i] {
			return fmt.Errorf("die %d rolled %d on a D%d, the save has %d", i+1, got[i].Value, got[i].Sides, want[i].Value)
		}
	}
	return nil
}

// ErrNothingToUndo and ErrNothingToRedo are returned when the stacks are empty.
var (
	ErrNothingToUndo = errors.New("game: nothing to undo in this phase (undo never crosses a dice roll or a phase change)")
	ErrNothingToRedo = errors.New("game: nothing to redo")
)

// CanUndo reports whether Undo would do something.
func (m *Match) CanUndo() bool { return len(m.log) > m.floor }

// CanRedo reports whether Redo would do something.
func (m *Match) CanRedo() bool { return len(m.redo) > 0 }

// Undo takes back the last action of the current phase.
func (m *Match) Undo() error {
	if !m.CanUndo() {
		return ErrNothingToUndo
	}
	i := len(m.log) - 1
	cp := m.before[i-m.floor]
	m.redo = append(m.redo, m.log[i])
	m.state, m.events = cp.state, m.events[:cp.events]
	m.log, m.before = m.log[:i], m.before[:i-m.floor]
	m.version++
	m.save()
	return nil
}

// Redo applies again the last undone action.
func (m *Match) Redo() error {
	if !m.CanRedo() {
		return ErrNothingToRedo
	}
	e := m.redo[len(m.redo)-1]
	if _, err := m.apply(e.Action, &e, nil); err != nil {
		return fmt.Errorf("game: cannot redo %s: %w", e.Action, err)
	}
	m.redo = m.redo[:len(m.redo)-1]
	m.save()
	return nil
}
