package pagaille

import (
	"fmt"
	"strconv"

	"plateau/rules"
)

// The scoreboard (rules.Scorer): what this file shows is counted by the
// rules that end the battle (assess.go: ArmyTV, BreakOf, VP) and kept in
// the units' statuses (phases.go); nothing here decides anything.

var _ rules.Scorer = Rules{}

// Score implements rules.Scorer: the turn (of turnLimit), then each army's
// tactical value against the thresholds of its start (bep §10.2,
// L364-374: below half its general tests, below a quarter it routs), its
// victory points as the assessment would count them now (§10.3, A23) and
// its command points left in the orders phase (§6.1). Texts name the army
// nowhere: the scoreboard shows each side under its own name.
func (Rules) Score(s *rules.State) rules.Scoreboard {
	st, err := ParseSettings(s.Settings)
	if err != nil {
		st = Defaults()
	}
	var sb rules.Scoreboard
	switch {
	case s.Phase == PhaseOver:
		sb.Battle = append(sb.Battle, "Battle over — "+verdict(s))
	case st.TurnLimit > 0:
		sb.Battle = append(sb.Battle, fmt.Sprintf("Turn %d of %d", s.Turn, st.TurnLimit))
	default:
		sb.Battle = append(sb.Battle, fmt.Sprintf("Turn %d", s.Turn))
	}
	for side := range s.Sides {
		ss := rules.SideScore{Side: side}
		start, now := ArmyTV(s, side)
		b := BreakOf(start, now)
		ss.Items = append(ss.Items, rules.ScoreItem{Text: tvText(start, now, b), Alarm: b != Holds})
		if s.Counters[ctRouted+s.Sides[side].ID] == armyRoutedFlag {
			ss.Items = append(ss.Items, rules.ScoreItem{Text: "Army routed (bep §10.2)", Alarm: true})
		}
		ss.Items = append(ss.Items, rules.ScoreItem{Text: fmt.Sprintf("Victory points %d", VP(s, side, st))})
		if s.Phase == PhaseOrders {
			ss.Items = append(ss.Items, rules.ScoreItem{Text: fmt.Sprintf("Command points %d left", CP(s, side))})
		}
		sb.Sides = append(sb.Sides, ss)
	}
	return sb
}

// tvText is an army's tactical value in words, with the thresholds it
// must stay at or above (A39: strictly below tests, or routs): "Tactical
// value 20 of 28: tests below 14, routs below 7".
func tvText(start, now int, b Break) string {
	text := fmt.Sprintf("Tactical value %d of %d: tests below %s, routs below %s", now, start, quotient(start, breakHalf), quotient(start, breakQuarter))
	switch b {
	case Routs:
		text += " — below a quarter"
	case MustTest:
		text += " — below half: the general tests"
	}
	return text
}

// quotient is n/d in words, with a half or quarters as fractions: 14,
// 3½, 6¾.
func quotient(n, d int) string {
	whole, rest := n/d, n%d
	frac := map[int]map[int]string{2: {1: "½"}, 4: {1: "¼", 2: "½", 3: "¾"}}[d][rest]
	if whole == 0 && frac != "" {
		return frac
	}
	return strconv.Itoa(whole) + frac
}

// Markers implements rules.Scorer: a unit's figures lost and the band it
// counts in (bep §10.2, L388-395: "-3", "lost 3 of 8 figures: half its
// tactical value"), routed (§10.1) and flees next (L264-266), a
// consolidated winner (+1 when next charged, L273-281), a winner owing a
// rout test (L225-231), musketeers who cannot shoot until next turn
// (L1205), a ballista re-aiming (L1227-1229), and the orders it received
// this turn (§6.2: the next costs one more).
func (Rules) Markers(s *rules.State, unitID string) []rules.Marker {
	u, ok := s.Unit(unitID)
	if !ok || !isTroop(u) || !onTable(u) {
		return nil
	}
	var ms []rules.Marker
	left, start := figuresLeft(u), startStrength(u)
	if lost := start - left; lost > 0 {
		what := "figures"
		if isMachine(u) {
			what = "crew"
		}
		ms = append(ms, rules.Marker{Code: "-" + strconv.Itoa(lost), Kind: rules.MarkHurt,
			Title: fmt.Sprintf("lost %d of %d %s: %s", lost, start, what, bandWords(BandOf(left, start)))})
	}
	if u.Status[stRouted] == 1 {
		title := "routed: it flees at the end of the orders phase unless rallied"
		if u.Status[stFresh] == 1 {
			title = "routed this turn: it flees from next turn unless rallied"
		}
		ms = append(ms, rules.Marker{Code: "R", Kind: rules.MarkState, Title: title})
	}
	if u.Status[stConsolidated] == 1 {
		ms = append(ms, rules.Marker{Code: "+1", Kind: rules.MarkState, Title: "consolidated: +1 to hit when next charged"})
	}
	if u.Status[stOwed] == 1 {
		ms = append(ms, rules.Marker{Code: "T", Kind: rules.MarkState, Title: "owes a rout test at its next casualty"})
	}
	if n := u.Status[stJammed]; n > 0 {
		ms = append(ms, rules.Marker{Code: "J", Kind: rules.MarkState, Title: fmt.Sprintf("%s reloading: no shot until next turn", plural(n, "musketeer"))})
	}
	if u.Status[stMoved] == 1 {
		ms = append(ms, rules.Marker{Code: "A", Kind: rules.MarkState, Title: "advanced: its next Shoot order re-aims"})
	}
	if n := u.Status[stOrders]; n > 0 {
		ms = append(ms, rules.Marker{Code: strconv.Itoa(n) + "o", Kind: rules.MarkDone, Title: fmt.Sprintf("%s this turn", plural(n, "order"))})
	}
	return ms
}

// bandWords is what a unit's band counts for (bep §6.1, §10.2-10.3).
func bandWords(b Band) string {
	switch b {
	case Over:
		return "over half, full tactical value"
	case Half:
		return "half or less, half its tactical value"
	case Quarter:
		return "a quarter or less, no tactical value"
	}
	return "destroyed"
}

// plural is n things: "1 order", "2 orders".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
