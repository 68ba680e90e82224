package sandbox

import (
	"fmt"

	"plateau/rules"
)

// Keys implements rules.Positioner. The sandbox keeps no statuses and no
// counters: a position gives the turn, the side to play and how far each
// base has moved (its allowance is renewed when its side's turn begins).
func (Rules) Keys() rules.PositionKeys { return rules.PositionKeys{Phases: []string{PhaseMove}} }

// Resume implements rules.Positioner: Setup's checks of the units and
// settings, then the position's keys, leaving the turn, side and
// distances moved as given.
func (r Rules) Resume(s *rules.State) error {
	phase := s.Phase
	if err := r.Setup(s); err != nil {
		return err
	}
	s.Phase = phase
	if s.Turn < 1 {
		return fmt.Errorf("sandbox: turn %d: the first turn is 1", s.Turn)
	}
	return r.Keys().CheckKeys(s)
}
