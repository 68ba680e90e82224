package bloodblades

import (
	"fmt"
	"math"
	"strconv"

	"plateau/rules"
)

// PhaseOver is the phase of a finished battle: no action is legal.
const PhaseOver = "over"

// Battle-end counters (rules.State.Counters).
const (
	ctOver   = "over"   // 1 when the battle has ended
	ctWinner = "winner" // 1 + the winning side's index; 0 for a draw
)

// Scores of the battle's result [L2037-2041].
const (
	ScoreWin        = 5 // the winner
	ScoreLose       = 1 // the loser
	ScoreMutualRout = 3 // each, when both armies rout (or night falls)
)

// BasePoC is a unit's points of confidence (bnb.md §3.4 [L2011-2021]):
// 16 for the C-in-C whatever his type [L2014], else the troop's; ok is
// false where the text gives none (A4: counted as 0).
func BasePoC(u *rules.Unit) (int, bool) {
	if isCinC(u) {
		return CinCPoC, true
	}
	return troopOf(u).PoC()
}

// Morale is an army's morale count (§10 [L1991-2005]).
type Morale struct {
	Reference float64 // the sum of the PoC of its bases, Bg excluded [L1993, L2021]
	Rout      float64 // Reference / 3, not rounded [L1995]
	Losses    float64 // destroyed bases' PoC, half for spent ones, Bg's 16 [L1997-2003]
	Routs     bool    // Losses >= Rout [L1997]
}

// MoraleOf counts side's morale on s.
func MoraleOf(s *rules.State, side int) Morale {
	var m Morale
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side {
			continue
		}
		p, _ := BasePoC(u)
		if troopOf(u).Type != "Bg" {
			m.Reference += float64(p)
		}
		switch u.Status[stLost] {
		case lostDestroyed:
			m.Losses += float64(p)
		case lostSpent:
			m.Losses += float64(p) / 2
		}
	}
	m.Rout = m.Reference / 3
	m.Routs = m.Reference > 0 && m.Losses >= m.Rout
	return m
}

// thirdText writes a third of reference as the rules count it, unrounded
// [L1995]: "22" for 66, "41 1/3" for 124 (not "41.333").
func thirdText(reference float64) string {
	whole := math.Floor(reference / 3)
	switch rest := reference - 3*whole; {
	case reference != math.Trunc(reference) || reference < 0:
		return strconv.FormatFloat(reference/3, 'f', -1, 64)
	case rest == 0:
		return fmt.Sprintf("%g", whole)
	case whole == 0:
		return fmt.Sprintf("%g/3", rest)
	default:
		return fmt.Sprintf("%g %g/3", whole, rest)
	}
}

// moraleCheck is step 8 of the period [L1318]: both armies' losses
// against their rout levels; a rout ends the battle (victory or draw
// [L2025-2033]). It returns the events and whether the battle is over.
func moraleCheck(s *rules.State) ([]rules.Event, bool) {
	var evs []rules.Event
	var routed []int
	for side := range s.Sides {
		m := MoraleOf(s, side)
		state := "holds"
		if m.Routs {
			state = "ROUTS"
			routed = append(routed, side)
		}
		evs = append(evs, rules.Event{Kind: "morale", Side: side,
			Text: fmt.Sprintf("morale of %s: losses %g of a rout level %s (reference %g / 3) — it %s [L1997]",
				sideName(s, side), m.Losses, thirdText(m.Reference), m.Reference, state)})
	}
	if len(routed) == 0 {
		return evs, false
	}
	s.SetCounter(ctOver, 1)
	s.Phase = PhaseOver
	var text string
	switch {
	case len(routed) == 1 && len(s.Sides) == 2:
		w := 1 - routed[0]
		s.SetCounter(ctWinner, w+1)
		text = fmt.Sprintf("the battle is over: %s routs, %s wins [L2025]; score %s %d, %s %d [L2039]",
			sideName(s, routed[0]), sideName(s, w), sideName(s, w), ScoreWin, sideName(s, routed[0]), ScoreLose)
	default:
		text = fmt.Sprintf("the battle is over: both armies rout, a draw [L2029]; score %d each [L2040]", ScoreMutualRout)
	}
	evs = append(evs, rules.Event{Kind: "end", Side: s.Active, Text: text})
	return evs, true
}

// Over reports whether the battle has ended, and the winner (−1 for a
// draw).
func Over(s *rules.State) (bool, int) {
	if s.Counters[ctOver] == 0 {
		return false, -1
	}
	return true, s.Counters[ctWinner] - 1
}
