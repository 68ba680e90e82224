package rules

import (
	"fmt"

	"plateau/rules/table"
)

// Describe names an obstacle the way a refusal shows it to a player:
// "Orc Warriors, 2nd stand", "Kleindorf (village)", "the table edge".
func (s *State) Describe(o table.Obstacle) string {
	switch {
	case o.Base != "":
		return s.BaseName(o.Base)
	case o.Feature != "":
		if f, ok := s.Table.Feature(o.Feature); ok {
			if f.Name != "" {
				return fmt.Sprintf("%s (%s)", f.Name, f.Kind)
			}
			return f.Kind
		}
		return o.Feature
	}
	return "the table edge"
}

// IsEnemy reports whether the obstacle is a base of a side other than side.
func (s *State) IsEnemy(o table.Obstacle, side int) bool {
	if o.Base == "" {
		return false
	}
	b, ok := s.Base(o.Base)
	return ok && b.Side != side
}

// Involved lists the base IDs a violation about base id and obstacle o
// should highlight.
func Involved(id string, o table.Obstacle) []string {
	if o.Base != "" {
		return []string{id, o.Base}
	}
	return []string{id}
}
