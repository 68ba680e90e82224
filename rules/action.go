package rules

import (
	"fmt"

	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Action kinds every ruleset understands.
const (
	KindMove     = "move"      // move bases along paths
	KindEndPhase = "end-phase" // finish the current phase
)

// Action is one thing a player does. Every state change goes through an
// Action applied by the match (DESIGN.md, house rule 2), so Actions are
// plain data: they are saved, replayed and written in scripts.
type Action struct {
	Kind string `json:"kind"`
	Side int    `json:"side"`
	// Moves are the base moves of a "move" action, made together: a single
	// base, or several bases of one unit.
	Moves []Move `json:"moves,omitempty"`
	// Target and Args carry the ruleset's own action parameters.
	Target string            `json:"target,omitempty"`
	Args   map[string]string `json:"args,omitempty"`
}

// Move is one base's path. Path[0] must be the base's current pose.
type Move struct {
	Base string    `json:"base"`
	Path geom.Path `json:"path"`
}

func (a Action) String() string {
	switch a.Kind {
	case KindMove:
		if len(a.Moves) == 1 {
			return fmt.Sprintf("move %s", a.Moves[0].Base)
		}
		return fmt.Sprintf("move %d bases", len(a.Moves))
	default:
		if a.Target != "" {
			return a.Kind + " " + a.Target
		}
		return a.Kind
	}
}

// Event is something that happened when an action was applied: what the
// log shows, every die rolled (DESIGN.md, house rule 4), and the numbers
// the prose states, as Facts (what the dice needed and why). Events are
// neither part of the State (nor its hash) nor of saves, which replay
// the actions: a save holds no event.
type Event struct {
	Kind  string      `json:"kind"` // "moved", "phase", "turn", "roll", ...
	Text  string      `json:"text"`
	Side  int         `json:"side"`
	Unit  string      `json:"unit,omitempty"`
	Base  string      `json:"base,omitempty"`
	Rolls []dice.Roll `json:"rolls,omitempty"`
	Facts []Fact      `json:"facts,omitempty"`
}

// Violation is a refusal: which rule forbids an action, in a sentence a
// player understands, and the geometry the UI should highlight.
type Violation struct {
	Code  string         `json:"code"` // stable, for tests: "overlap", "allowance", ...
	Rule  string         `json:"rule"` // where the rule comes from: "WME §7.2 [L684]"
	Msg   string         `json:"msg"`
	Bases []string       `json:"bases,omitempty"`
	Areas []geom.Polygon `json:"areas,omitempty"`
	Lines []geom.Segment `json:"lines,omitempty"`
}

func (v *Violation) Error() string {
	if v.Rule == "" {
		return v.Msg
	}
	return v.Msg + " (" + v.Rule + ")"
}

// MoveBases applies a move action's paths to s: each base goes to the end
// of its path and its Used grows by cost(base, path), the ruleset's measure
// of the move; one "moved" event per base. It is the shared part of every
// ruleset's Apply for a plain move, after the ruleset's Check.
func MoveBases(s *State, a Action, cost func(b *table.Base, p geom.Path) float64) []Event {
	if s.Used == nil {
		s.Used = map[string]float64{}
	}
	var evs []Event
	for _, m := range a.Moves {
		b, ok := s.Base(m.Base)
		if !ok {
			continue // Check refused such an action
		}
		d := cost(b, m.Path)
		b.Shape = b.Shape.At(m.Path.End())
		s.Used[b.ID] += d
		evs = append(evs, Event{Kind: "moved", Side: a.Side, Unit: b.Unit, Base: b.ID,
			Text: fmt.Sprintf("%s moved %.1f cm", s.BaseName(b.ID), d)})
	}
	return evs
}

// FarthestPoint is the cost of a path by the part of the base that moves
// farthest, turns included (shared/rules/wme.md §7.2, seed 000 L684).
func FarthestPoint(b *table.Base, p geom.Path) float64 { return p.MaxCornerTravel(b.Shape) }
