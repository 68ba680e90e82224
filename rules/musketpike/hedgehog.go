package musketpike

import (
	"fmt"

	"plateau/rules"
)

// Hedgehog (6.3.2 [L483-L495], spec §7.4). Heavy infantry with pikes
// forms Hedgehog during its activation by spending 4 MP [L487], from
// Normal formation, Open Order or Column; a Formation-Shaken unit only as
// a reaction (not yet played). It makes no voluntary move after [L485], so
// forming ends its move; a 2-hex Column's counter becomes a line, keeping
// the facing it will keep in Hedgehog [L489].

// KindHedgehog forms Hedgehog: Target the heavy infantry unit.
const KindHedgehog = "hedgehog"

// hedgehogCost is the MP forming Hedgehog takes in the activation [L487].
const hedgehogCost = 4

// checkHedgehog checks the forming of Hedgehog and returns the unit and
// its MA for the move (its snapshot if it is moving).
func checkHedgehog(s *rules.State, a rules.Action) (*rules.Unit, int, error) {
	if err := inPhase(s, PhaseWing, "a unit forms Hedgehog during its wing's activation [L487]"); err != nil {
		return nil, 0, err
	}
	u, ok := s.Unit(a.Target)
	if !ok {
		return nil, 0, fmt.Errorf("musketpike: hedgehog of no unit %q", a.Target)
	}
	if v := checkMover(s, u, a.Side); v != nil {
		return nil, 0, v
	}
	name := s.UnitName(u.ID)
	f := formationOf(u)
	switch {
	case u.Type != HeavyInfantry || u.Profile[keyNoPikes] == 1:
		return nil, 0, &rules.Violation{Code: "no-hedgehog", Rule: "M&P §7.4 [L483]", Msg: name + " has no pikes: only heavy infantry with pikes forms Hedgehog"}
	case f != Normal && f != Open && f != Column:
		return nil, 0, &rules.Violation{Code: "no-hedgehog", Rule: "M&P §7.4 [L487]", Msg: name + " forms Hedgehog from Normal formation, Open Order or Column (a Shaken unit only as a reaction)"}
	case u.Status[stOut] == 1:
		return nil, 0, &rules.Violation{Code: "out-of-command", Rule: "M&P §6.3 [L376]", Msg: name + " is out of command and must move to regain command"}
	}
	ma := movementAllowance(u, false)
	if u.Status[stMove] == moveOpen {
		ma = u.Status[stMA]
	}
	used := int(s.Used[u.Bases[0]])
	if used+hedgehogCost > ma {
		return nil, 0, &rules.Violation{Code: "allowance", Rule: "M&P §7.4 [L487]", Msg: fmt.Sprintf("%s has %d MP (%d used); forming Hedgehog takes %d", name, ma, used, hedgehogCost)}
	}
	return u, ma, nil
}

// applyHedgehog forms the Hedgehog.
func applyHedgehog(s *rules.State, u *rules.Unit, ma int) []rules.Event {
	if u.Status[stMove] != moveOpen {
		u.SetStatus(stMA, ma)
	}
	if twoHex(u) && inColumn(u) {
		lineUp(s, u, false)
	}
	u.Formation = Hedgehog
	u.SetStatus(stMove, moveClosed)
	s.SetCounter(ctActed, 1)
	if s.Used == nil {
		s.Used = map[string]float64{}
	}
	s.Used[u.Bases[0]] += hedgehogCost
	return []rules.Event{{Kind: "formation", Side: u.Side, Unit: u.ID, Base: u.Bases[0],
		Text:  fmt.Sprintf("%s forms Hedgehog, %d MP [L487]", s.UnitName(u.ID), hedgehogCost),
		Facts: []rules.Fact{{Name: "mp", Value: hedgehogCost, Text: "MP spent", Rule: "M&P §7.4 [L487]"}}}}
}
