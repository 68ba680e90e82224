package warmaster

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// Leaving the table by a blunder (wme.md §6.6, §7.6; [L908]: "ce qui peut
// arriver lors d'une gaffe"). The table edge is not among what makes a
// blunder's compulsory move impossible ([L2015]: "terrain infranchissable,
// obligation de rester en brigade"), so the straight withdrawal (2-3) or
// advance (6) of withdrawPlan and advancePlan goes on past it. When it
// ends with part of an element off the table the unit makes it by the
// "leave-table" action (its "Withdraw" or "Advance" offer) and rolls at
// once ([L910], A14, leaveTable). Every other move, the blundering unit's
// own moves by hand included, is still refused off the table (checkBase).

// KindLeaveTable is the action of a unit owing a blunder's compulsory
// move whose straight move takes it off the table: Args["unit"] names it.
const KindLeaveTable = "leave-table"

// leaveTableAction is the "leave-table" action of unit u.
func leaveTableAction(u *rules.Unit) rules.Action {
	return rules.Action{Kind: KindLeaveTable, Side: u.Side, Args: map[string]string{"unit": u.ID}}
}

// straightLeaves reports whether u moved dist along dir ends with part of
// an element off the table ([L910]).
func straightLeaves(s *rules.State, u *rules.Unit, dir geom.Vec, dist float64) bool {
	for _, m := range straightMove(s, u, dir, dist).Moves {
		b, _ := s.Base(m.Base)
		if !s.Table.OnTable(b.Shape.At(m.Path.End())) {
			return true
		}
	}
	return false
}

// blunderStraight is the straight compulsory move u owes for its blunder:
// away from the enemy on 2-3 ([L2015]), toward it on 6 when it cannot
// charge it ([L2017]); e is nil when it owes none.
func blunderStraight(s *rules.State, u *rules.Unit) (e *rules.Unit, dir geom.Vec, dist float64) {
	if e = blunderTarget(s, u, stFleeFrom); e != nil {
		dist, _ = withdrawPlan(s, u, e, pace(e))
		return e, awayFrom(s, u, e), dist
	}
	if e = blunderTarget(s, u, stAdvanceOn); e != nil && !blunderChargeLegal(s, u, e) {
		dist, _ = advancePlan(s, u, e)
		return e, awayFrom(s, u, e).Scale(-1), dist
	}
	return nil, geom.Vec{}, 0
}

// leaveDetail is what leaving the table means for u, for an offer.
func leaveDetail(u *rules.Unit) string {
	return fmt.Sprintf("part of an element leaves the table: %s roll D6%s at once — 0 or less never back, 1-2 off until their next Command phase, 3-4 back where they left but no move, 5-6 back and may take orders (WME §7.6 [L908-922], A14)",
		u.Title(), lostMod(u))
}

// checkLeaveTable checks a "leave-table" action and returns the unit and
// its straight move off the table.
func checkLeaveTable(s *rules.State, a rules.Action) (u *rules.Unit, dir geom.Vec, dist float64, err error) {
	u, ok := s.Unit(a.Args["unit"])
	if !ok {
		return nil, dir, 0, fmt.Errorf("warmaster: no unit %q", a.Args["unit"])
	}
	no := func(code, rule, format string, args ...any) (*rules.Unit, geom.Vec, float64, error) {
		return nil, dir, 0, &rules.Violation{Code: code, Rule: rule, Bases: u.Bases, Msg: fmt.Sprintf(format, args...)}
	}
	switch {
	case u.Side != a.Side:
		return no("not-yours", "sequence of play", "%s is not yours", u.Title())
	case s.Phase != PhaseOrders || status(u, stMoving) == 0:
		return no("off-table", "WME §7.6 [L908]", "%s owes no blunder's compulsory move: only that move, a retreat or a drive back takes a unit off the table", u.Title())
	}
	if v := blunderMoveProblem(s, u); v != nil {
		return nil, dir, 0, v // it must charge instead ([L2017])
	}
	e, dir, dist := blunderStraight(s, u)
	switch {
	case e == nil:
		return no("off-table", "WME §7.6 [L908]", "%s owes no blunder's compulsory withdrawal or advance: it may not leave the table", u.Title())
	case dist <= geom.Eps || !straightLeaves(s, u, dir, dist):
		return no("on-table", "WME §7.6 [L910]", "%s's straight compulsory move from or on %s ends on the table: it does not leave it", u.Title(), e.Title())
	}
	return u, dir, dist, nil
}

// applyLeaveTable makes u's straight compulsory move off the table and
// rolls for it (leaveTable). Its commanders stay behind: a unit moving in
// the Command phase leaves them (A13), so none leave with it ([L914]).
func applyLeaveTable(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	u, dir, dist, err := checkLeaveTable(s, a)
	if err != nil {
		return nil, err
	}
	evs := rules.MoveBases(s, straightMove(s, u, dir, dist), rules.FarthestPoint)
	for _, c := range joinedCommanders(s, u) {
		setJoined(c, "")
		evs = append(evs, rules.Event{Kind: "join-ends", Side: c.Side, Unit: c.ID,
			Text: fmt.Sprintf("%s moves away from %s, who does not move with units in the Command phase (WME §6.7 [L2025], A13)", u.Title(), c.Title())})
	}
	closeMove(s, u)
	ev, err := leaveTable(s, u, d)
	if err != nil {
		return nil, err
	}
	return append(evs, ev), nil
}
