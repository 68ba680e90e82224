package game

import (
	"errors"
	"fmt"

	"plateau/rules"
)

// Override makes a move the rules refuse, for players who play a house
// reading or teach (issue 12, advisory mode): each base of the move is put
// where its path ends, and nothing else changes (no allowance used, no
// status, no die). The rules still judge it first: an action they accept
// is no override, and only moves of the side's own bases can be made this
// way. The entry keeps the rules' reason, so that the log, the save and a
// replay say what was overridden; a replay puts the bases there again
// without asking the rules.
func (m *Match) Override(a rules.Action) ([]rules.Event, error) {
	evs, err := m.applyOverride(a, nil)
	if err != nil {
		return nil, err
	}
	m.redo = nil
	m.save()
	return evs, nil
}

// ErrNotRefused is Override's error for an action the rules accept.
var ErrNotRefused = errors.New("game: the rules accept this move: make it, there is nothing to override")

// applyOverride is Override, or the replay of an overridden entry (want).
func (m *Match) applyOverride(a rules.Action, want *Entry) ([]rules.Event, error) {
	if a.Kind != rules.KindMove || len(a.Moves) == 0 {
		return nil, fmt.Errorf("game: only a move can be made against the rules, not %q", a.Kind)
	}
	if err := finite(a); err != nil {
		return nil, err
	}
	reason := ""
	if want != nil {
		reason = want.Override
	} else {
		err := m.rs.Check(&m.state, a)
		if err == nil {
			return nil, ErrNotRefused
		}
		reason = err.Error()
		var v *rules.Violation
		if errors.As(err, &v) {
			reason = v.Msg
		}
	}
	next := m.state.Clone()
	var ids []string
	for _, mv := range a.Moves {
		b, ok := next.Table.Base(mv.Base)
		switch {
		case !ok:
			return nil, fmt.Errorf("game: no base %q to move", mv.Base)
		case b.Side != a.Side:
			return nil, fmt.Errorf("game: %s is not a base of the side moving", next.BaseName(mv.Base))
		case len(mv.Path) == 0:
			return nil, fmt.Errorf("game: the move of %s has no path", next.BaseName(mv.Base))
		}
		b.Shape = b.Shape.At(mv.Path.End())
		ids = append(ids, mv.Base)
	}
	e := Entry{Action: a, Override: reason}
	if hashedAt(len(m.log) + 1) {
		e.Hash = next.Hash()
	}
	if want != nil && want.Hash != "" { // only version 4 saves have overrides
		got := e.Hash
		if got == "" {
			got = next.Hash()
		}
		if got != want.Hash {
			return nil, fmt.Errorf("state hash %.12s…, saved %.12s…", got, want.Hash)
		}
	}
	ev := rules.Event{Kind: "override", Side: a.Side, Base: ids[0],
		Text: fmt.Sprintf("%s moved by the players' decision against the rules, which refuse it: %s", next.BaseNames(ids), reason)}
	m.commit(e, next, []rules.Event{ev})
	return []rules.Event{ev}, nil
}
