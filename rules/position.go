package rules

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
)

// Positions (DESIGN.md, "Positions"): everything a ruleset keeps in a
// State can also come from a scenario, so that a battle can start at any
// moment (a puzzle, a practice set-up, the moment a bug report is about).
// A scenario with a [position] section gives the turn, the phase, the side
// to play, the battle-wide counters, the distance each base has moved and
// every unit's statuses (docs/scenario-format.md, "Positions"); the
// ruleset then resumes the battle there instead of starting its first
// phase.

// Positioner is a ruleset whose battles can start from a position.
type Positioner interface {
	Ruleset
	// Keys is every phase, unit status and battle counter the ruleset
	// keeps: what a position may give, with its range and meaning.
	Keys() PositionKeys
	// Resume prepares a state given whole by a position, in place of
	// Setup: it checks the settings and profiles as Setup does, then the
	// position itself (every key known and in range, and the combinations
	// consistent), and may fill in what a position may leave out (a unit's
	// starting size). It never starts a phase: the battle goes on from
	// where the position says it is.
	Resume(s *State) error
}

// PositionKeys is what a ruleset keeps in a State, for positions.
type PositionKeys struct {
	// Phases are the ruleset's phase names, in playing order.
	Phases []string
	// Unit are the keys of Unit.Status; Counters those of State.Counters.
	Unit, Counters []Key
}

// Key is one status or counter key of a ruleset.
type Key struct {
	// Name is the key, or its beginning when Prefix (the rest names a
	// unit, a base or a side: "pursuit:" + a unit id).
	Name   string
	Prefix bool
	// Range is the values it may hold (statuses and counters are whole
	// numbers); Doc says what it means, for the docs.
	Range Range
	Doc   string
}

// Find is the key k names among keys, false if none does.
func Find(keys []Key, k string) (Key, bool) {
	for _, key := range keys {
		if key.Name == k || key.Prefix && strings.HasPrefix(k, key.Name) && len(k) > len(key.Name) {
			return key, true
		}
	}
	return Key{}, false
}

// CheckKeys is the part of Resume every ruleset shares: the phase is one
// of the ruleset's, the turn not negative, the side to play one of the
// sides, every unit status and battle counter a known key in its range,
// and every distance moved a base on the table, finite and not negative.
// The problems are listed in a stable order, each naming what the
// scenario's author wrote.
func (k PositionKeys) CheckKeys(s *State) error {
	var bad []string
	if !slices.Contains(k.Phases, s.Phase) {
		bad = append(bad, fmt.Sprintf("phase %q is not a phase of %s (%s)", s.Phase, s.Ruleset, strings.Join(k.Phases, ", ")))
	}
	if s.Turn < 0 {
		bad = append(bad, fmt.Sprintf("turn %d: turns are counted from 1 (0 before the battle, where a ruleset has a pre-battle sequence)", s.Turn))
	}
	if s.Active < 0 || s.Active >= len(s.Sides) {
		bad = append(bad, fmt.Sprintf("the side to play is army %d of %d", s.Active+1, len(s.Sides)))
	}
	for _, u := range s.Units {
		for _, name := range slices.Sorted(maps.Keys(u.Status)) {
			if p := keyFault(k.Unit, name, u.Status[name]); p != "" {
				bad = append(bad, fmt.Sprintf("unit %s: status %q %s", u.ScenarioLabel(), name, p))
			}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(s.Counters)) {
		if p := keyFault(k.Counters, name, s.Counters[name]); p != "" {
			bad = append(bad, fmt.Sprintf("counter %q %s", name, p))
		}
	}
	for _, id := range slices.Sorted(maps.Keys(s.Used)) {
		v := s.Used[id]
		if _, ok := s.Base(id); !ok {
			bad = append(bad, fmt.Sprintf("distance moved by base %q: no such base on the table", id))
		} else if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
			bad = append(bad, fmt.Sprintf("distance moved by base %q is %g: it must be 0 or more (cm)", id, v))
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("%s: the position is not one of its battles: %s", s.Ruleset, strings.Join(bad, "; "))
	}
	return nil
}

// keyFault is what is wrong with status or counter name = v, "" if
// nothing is.
func keyFault(keys []Key, name string, v int) string {
	key, ok := Find(keys, name)
	if !ok {
		return "is not a key the ruleset keeps"
	}
	return key.Range.Fault(float64(v))
}
