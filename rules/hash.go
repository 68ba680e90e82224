package rules

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
)

// Hash is a fingerprint of the whole state: the SHA-256 of its canonical
// JSON (maps are written with sorted keys, floats with their exact
// shortest representation), in hex. Replays compare it after every action.
//
// It does not tell an empty list of bases from a nil one: a unit that lost
// its last base has an empty list until the next action's copy of the
// state makes it nil, and the same battle written as a position and
// started again must hash alike (positions, issue 9). LegacyHash is the
// fingerprint saves of version 1 were written with, which did.
func (s *State) Hash() string { return hashJSON(canonical(s)) }

// LegacyHash is Hash as it was before it ignored nil against empty lists
// of bases: what a version 1 save recorded. Loading one compares it.
func (s *State) LegacyHash() string { return hashJSON(s) }

// canonical is s, or a shallow copy of it whose empty lists of bases are
// nil (the copy only when there is one).
func canonical(s *State) *State {
	empty := s.Table.Bases != nil && len(s.Table.Bases) == 0
	for i := range s.Units {
		empty = empty || s.Units[i].Bases != nil && len(s.Units[i].Bases) == 0
	}
	if !empty {
		return s
	}
	c := *s
	if len(c.Table.Bases) == 0 {
		c.Table.Bases = nil
	}
	c.Units = append([]Unit(nil), s.Units...)
	for i := range c.Units {
		if len(c.Units[i].Bases) == 0 {
			c.Units[i].Bases = nil
		}
	}
	return &c
}

func hashJSON(s *State) string {
	b, err := json.Marshal(s)
	if err != nil {
		panic("rules: state cannot be encoded: " + err.Error()) // broken invariant
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
