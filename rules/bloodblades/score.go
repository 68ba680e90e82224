package bloodblades

import (
	"fmt"

	"plateau/rules"
)

// The scoreboard (rules.Scorer): what this file shows is counted by the
// morale check that ends the battle (morale.go) and the PIG roll
// (movement.go); nothing here decides anything.

var _ rules.Scorer = Rules{}

// Score implements rules.Scorer: each army's losses against its rout
// level (bnb.md §10 [L1995-1997]: MoraleOf, the count the morale check
// compares, a third of its reference not rounded, thirdText), and the PIGs
// the player to move has left this period (§6 [L1326-1329]).
func (Rules) Score(s *rules.State) rules.Scoreboard {
	var sb rules.Scoreboard
	if over, w := Over(s); over {
		label := "Battle over — a draw"
		if w >= 0 && w < len(s.Sides) {
			label = fmt.Sprintf("Battle over — %s wins", sideName(s, w))
		}
		sb.Battle = append(sb.Battle, label)
	}
	sb.Battle = append(sb.Battle, skyItems(s)...)
	sb.Dusk = duskLight(s)
	for k := range s.Sides {
		ss := rules.SideScore{Side: k}
		m := MoraleOf(s, k)
		ss.Items = append(ss.Items, rules.ScoreItem{
			Text:  fmt.Sprintf("Losses %g of rout level %s", m.Losses, thirdText(m.Reference)),
			Alarm: m.Routs,
		})
		if k == s.Active && s.Phase == PhaseMove {
			n := s.Counters[ctPIGs]
			ss.Items = append(ss.Items, rules.ScoreItem{Text: fmt.Sprintf("%d PIG%s left", n, plural(n))})
		}
		sb.Sides = append(sb.Sides, ss)
	}
	return sb
}

// Markers implements rules.Scorer: what the base did this period that the
// rules remember: halted [L1344], fled [L1795], shot (or returned fire),
// fought its close combat [L1317]. A BnB unit is one base; its losses are
// its army's (Score), so there are no wounds or lost stands to show.
func (Rules) Markers(s *rules.State, unitID string) []rules.Marker {
	u, ok := s.Unit(unitID)
	if !ok || len(u.Bases) == 0 {
		return nil
	}
	var ms []rules.Marker
	if u.Status[stFled] > 0 {
		ms = append(ms, rules.Marker{Code: "F", Kind: rules.MarkState, Title: "fled this period"})
	}
	if u.Status[stHalted] > 0 {
		ms = append(ms, rules.Marker{Code: "H", Kind: rules.MarkState, Title: "halted this period"})
	}
	if u.Status[stHasShot] > 0 {
		ms = append(ms, rules.Marker{Code: "S", Kind: rules.MarkDone, Title: "has shot this period"})
	}
	if u.Status[stFought] > 0 {
		ms = append(ms, rules.Marker{Code: "X", Kind: rules.MarkDone, Title: "has fought this period"})
	}
	return ms
}
