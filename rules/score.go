package rules

// Scorer is a ruleset's running score and per-unit state, in plain words
// for the window's scoreboard and the badges on the bases (issue 11). A
// ruleset that keeps no score need not implement it. It only reads the
// state: it never changes it and has no rules of its own (the numbers are
// those the ruleset already counts to end the battle).
type Scorer interface {
	// Score is each side's running score.
	Score(s *State) Scoreboard
	// Markers is what the unit's state says on the table, in the order
	// to show it; none for a unit in its ordinary state.
	Markers(s *State, unitID string) []Marker
}

// Scoreboard is the score of every side, and what concerns the battle as
// a whole ("Turn 3 of 7").
type Scoreboard struct {
	Battle []string
	Sides  []SideScore
	// Dusk is how far the daylight has gone, from 0 (full day) to 1
	// (night): the window shades the battlefield by it, so that a
	// player sees at a glance that sight is short (BnB's dusk, 8 MU
	// [L1013]).
	Dusk float64
}

// SideScore is one side's items, in the order to show them.
type SideScore struct {
	Side  int
	Items []ScoreItem
}

// ScoreItem is one named number of a side's score: "Victory points 155",
// "Break point: 2½ of 4 units lost".
type ScoreItem struct {
	Text string
	// Alarm is set when the item says the side has lost the battle or is
	// about to (at or past its break point or rout level).
	Alarm bool
}

// Marker is one mark of a unit's state: a short code for a badge on its
// bases ("2", "C", "-1") and the plain words the pointer spells out ("2
// wounds", "confused", "lost 1 of 3 stands").
type Marker struct {
	Code  string
	Title string
	// Kind groups markers for their colour: MarkHurt (wounds, losses),
	// MarkState (confused, halted, fled) or MarkDone (has shot, has
	// charged: what it did this turn).
	Kind int
}

// Marker kinds.
const (
	MarkHurt = iota
	MarkState
	MarkDone
)
