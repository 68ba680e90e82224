package warmaster

import (
	"fmt"
	"strconv"

	"plateau/rules"
)

// The scoreboard (rules.Scorer): what this file shows is counted
// elsewhere, by the rules that end the battle (endgame.go) and keep the
// units' state (status.go); nothing here decides anything.

var _ rules.Scorer = Rules{}

// Score implements rules.Scorer: each side's victory points so far
// (wme.md §10.3, [L2240-2244]: the VictoryPoints that decide the winner)
// and its break point, the half of its main units whose loss routs it
// (§10.2, [L2198], [L2232]; A17, D8: a unit at half strength is half a
// unit lost); its General lost routs it too ([L2196]).
func (Rules) Score(s *rules.State) rules.Scoreboard {
	var sb rules.Scoreboard
	if s.Phase == PhaseOver {
		label := "Battle over — a draw"
		if r := s.Counters[ctResult]; r > 0 && r <= len(s.Sides) {
			label = fmt.Sprintf("Battle over — %s win", s.Sides[r-1].Name)
		}
		sb.Battle = append(sb.Battle, label)
	} else if n := s.Counters[ctTurns]; n > 0 {
		sb.Battle = append(sb.Battle, fmt.Sprintf("Battle of %d turns", n))
	}
	vp := VictoryPoints(s)
	for k := range s.Sides {
		ss := rules.SideScore{Side: k}
		ss.Items = append(ss.Items, rules.ScoreItem{Text: fmt.Sprintf("Victory points %d", vp[k])})
		if n, lostHalves := mainUnits(s, k); n > 0 {
			ss.Items = append(ss.Items, rules.ScoreItem{
				Text:  fmt.Sprintf("Units lost %s of %d (break point %s)", halfText(lostHalves), n, halfText(n)),
				Alarm: lostHalves >= n,
			})
		}
		switch routReason(s, k) {
		case routGeneral:
			ss.Items = append(ss.Items, rules.ScoreItem{Text: "General lost", Alarm: true})
		case routGeneralLeft:
			ss.Items = append(ss.Items, rules.ScoreItem{Text: "General left the table", Alarm: true})
		}
		sb.Sides = append(sb.Sides, ss)
	}
	return sb
}

// Markers implements rules.Scorer: the unit's stands lost against those
// it began with (§6.4, L547; lost), its wounds not yet worth a stand
// (§8.5, stWounds), confused (§10.1 [L1855-1902]), no more orders this
// turn (a failed or blundered order, L509), its lasting blunder penalty
// (L2014), and whether it has charged or shot this turn.
func (Rules) Markers(s *rules.State, unitID string) []rules.Marker {
	u, ok := s.Unit(unitID)
	if !ok || destroyed(u) {
		return nil
	}
	var ms []rules.Marker
	if n := lost(u); n > 0 && !IsCommander(u.Type) {
		ms = append(ms, rules.Marker{Code: "-" + strconv.Itoa(n), Kind: rules.MarkHurt,
			Title: fmt.Sprintf("lost %d of %d stands", n, status(u, stSize))})
	}
	if n := status(u, stWounds); n > 0 {
		ms = append(ms, rules.Marker{Code: strconv.Itoa(n) + "w", Kind: rules.MarkHurt, Title: plural(n, "wound")})
	}
	if status(u, stConfused) > 0 {
		ms = append(ms, rules.Marker{Code: "?", Kind: rules.MarkState, Title: "confused"})
	}
	if status(u, stNoOrders) > 0 && !IsCommander(u.Type) && s.Phase == PhaseOrders {
		ms = append(ms, rules.Marker{Code: "×", Kind: rules.MarkState, Title: "no more orders this turn"})
	}
	if n := status(u, stBlunder); n > 0 {
		ms = append(ms, rules.Marker{Code: "B", Kind: rules.MarkState, Title: fmt.Sprintf("−%d to its orders for a blunder", n)})
	}
	if status(u, stCharged) > 0 {
		ms = append(ms, rules.Marker{Code: "»", Kind: rules.MarkDone, Title: "charged this turn"})
	}
	if status(u, stShot) > 0 {
		ms = append(ms, rules.Marker{Code: "S", Kind: rules.MarkDone, Title: "has shot this phase"})
	}
	return ms
}

// halfText writes a count of half units as halves does, and half a unit
// as "½" (not "0½").
func halfText(n int) string {
	if n == 1 {
		return "½"
	}
	return halves(n)
}
