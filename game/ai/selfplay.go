package ai

import (
	"plateau/game"
	"plateau/rules"
	"plateau/rules/rulestest"
)

// Result is how a battle played by SelfPlay ended.
type Result struct {
	Actions int
	// Over is set when the rules ended the battle; Winner is then the
	// winning side, or -1 for a draw (or a ruleset that names none).
	Over   bool
	Winner int
}

// SelfPlay plays m on with players[i] for side i until the rules end the
// battle, a player finds nothing to press, or maxActions actions have been
// made. Each action goes through m.Do, as the window's would.
func SelfPlay(m *game.Match, players []rulestest.Player, maxActions int) (Result, error) {
	of, ok := m.Rules().(rules.Offerer)
	if !ok {
		return Result{}, errNoOffers(m.Rules().ID())
	}
	var res Result
	for res.Actions < maxActions {
		s := m.State()
		if len(m.Rules().Legal(s, s.Active)) == 0 {
			break // the battle is over
		}
		side := s.Active
		if w, ok := rulestest.Waiting(of.Offers(s, s.Active, nil)); ok {
			side = w
		}
		if side < 0 || side >= len(players) {
			break
		}
		o, ok := rulestest.NextOffer(players[side], of, s)
		if !ok {
			return res, &Error{Side: side, Phase: s.Phase, Turn: s.Turn}
		}
		if _, err := m.Do(o.Action); err != nil {
			return res, err
		}
		res.Actions++
	}
	s := m.State()
	res.Over = len(m.Rules().Legal(s, s.Active)) == 0
	res.Winner = Winner(s)
	return res, nil
}

// Winner is the side that won an ended battle by the ruleset's own result
// counter, -1 for a draw, none or a battle not ended.
func Winner(s *rules.State) int {
	switch s.Ruleset {
	case "wme":
		if r := s.Counters["result"]; r > 0 { // 1 + the side; -1 a draw (warmaster/endgame.go)
			return r - 1
		}
	case "bnb":
		if w := s.Counters["winner"]; w > 0 { // 1 + the side; 0 a draw (bloodblades/morale.go)
			return w - 1
		}
	}
	return -1
}

type errNoOffers string

func (e errNoOffers) Error() string {
	return "ai: the " + string(e) + " ruleset offers no buttons to press"
}
