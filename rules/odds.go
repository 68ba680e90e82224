package rules

// Odder is implemented by rulesets that can tell an action's chances
// before it is taken (issue 12, "odds before committing"): the window
// shows them while the pointer rests on the offer. Odds reads s and
// changes nothing; it rolls none of the battle's dice (exact counts, or
// trials with dice of its own), so previewing leaves the battle as it
// was.
type Odder interface {
	// Odds are the chances of a, false when the ruleset has none for it
	// (a move, an action that rolls nothing).
	Odds(s *State, a Action) (Odds, bool)
}

// Odds are an action's chances, as the player reads them.
type Odds struct {
	// Outcomes are the ways it can go, each with its chance, in the
	// ruleset's order (they add up to 1).
	Outcomes []Outcome
	// Trials is how many times the resolution was simulated; 0 when the
	// chances are exact (every die counted).
	Trials int
	// Note is what the chances do not say, or how sure they are ("what a
	// recoil then does depends on the ground").
	Note string
}

// Outcome is one way an action can go.
type Outcome struct {
	Text string  // "Royal chariots wins"
	P    float64 // its chance, 0-1
	// Then is what follows for the loser, by chance: "Archers recoil
	// 20%, flee 8%".
	Then string
}
