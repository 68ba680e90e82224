package warmaster

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The Giant's Goes Wild (the sheet §3.2 Giant 2 and its chart, Q31), the
// profile flag goes-wild: whenever an order to the unit fails, for
// whatever reason, no blunder is rolled, even on a Hero's or Wizard's
// natural 12 ([L2009]): the failure keeps its usual effect on the
// commander ([L503], [L509]) and each such unit of the order rolls a D6
// on the chart at once, carrying out the move in the Orders sub-phase.
// The result is kept (stWild) for the rest of the player's turn.
//   - 1: it neither moves nor fights for the rest of this turn: no
//     attacks at all, not even the last-effort die ([L1374], Q31).
//   - 3: it does not move and throws something: 5×D6 cm (one die times
//     five, Q9); the closest unit it sees (G4), friend or foe, within that
//     distance takes 3 attacks, rolled when the Shooting phase begins
//     (Q31), as shooting by the Giant: by the cover of the target's least
//     protected element against the Giant, saves, elements removed, the
//     unengaged driven back away from the Giant when the phase ends; an
//     engaged one keeps the wounds, which count for its enemies in its
//     first round (M4, as Ball of Flame).
//   - 5: it moves at its full pace toward the nearest enemy unit it sees
//     and charges it if it can, as a blunder 6's compulsory advance
//     ([L2017], command.go); no visible enemy: it does nothing.
//   - 6: the same at twice its full pace (40 cm), and in the first round
//     of the combat its charge begins its Attacks are doubled before the
//     modifiers (16, or 8 once badly hurt).
//   - 4: it moves straight ahead, as it faces, its full pace, at once:
//     through friends, which it may not end on (it stops in contact with
//     one it cannot clear), never through enemies or terrain that stops
//     it ([L1046]) nor off the table; the friends walked through or
//     touched are confused at once ([L1897]). When it meets an enemy it
//     must charge that unit (the blunder 6 machinery, only that charge
//     allowed) if it can; if it cannot, it stays where it met it.
//   - 2: the same toward the nearest table edge, without turning, but a
//     friend in the way stops it in contact and is confused (Q31's
//     option; its recommended reading, the friend charged and fought as
//     an enemy, is not yet played, doc.go); part of it off the table, it
//     rolls at once ([L906-922]); winning the combat its charge begins,
//     it holds its ground (checkWildHold).
const (
	keyGoesWild = "goes-wild"
	// stWild is the chart's result this turn.
	stWild = "wild"
	// stThrowAt is 1 + the index of the unit a 3 throws at.
	stThrowAt      = "throw-at"
	wildThrowPip   = 5 // 5×D6 cm (Q9)
	wildThrowShots = 3
	wildOf         = "sheet §3.2 Giant 2, Q31"
)

// wildChart is the chart's line for each result.
var wildChart = [7]string{
	1: "it neither moves nor fights for the rest of this turn",
	2: "it moves straight toward the nearest table edge at full pace, charging an enemy it runs into, stopped by a friend it confuses",
	3: "it does not move and throws something",
	4: "it moves straight ahead at full pace, walking through friends, charging an enemy it reaches",
	5: "it moves at full pace toward the nearest enemy it sees and charges it",
	6: "it rushes at double pace at the nearest enemy it sees and charges it, its Attacks doubled in the first round",
}

// goesWild reports whether a failed order to units rolls the chart
// instead of a blunder.
func goesWild(units []*rules.Unit) bool {
	for _, u := range units {
		if flag(u, keyGoesWild) {
			return true
		}
	}
	return false
}

// applyGoesWild rolls the chart for each wild unit of a failed order.
func applyGoesWild(s *rules.State, units []*rules.Unit, side int, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	for _, u := range units {
		if !flag(u, keyGoesWild) || len(u.Bases) == 0 {
			continue
		}
		v, err := d.Roll(6)
		if err != nil {
			return nil, err
		}
		u.SetStatus(stWild, v)
		ev := rules.Event{Kind: "goes-wild", Side: side, Unit: u.ID, Rolls: []dice.Roll{{Sides: 6, Value: v}},
			Facts: []rules.Fact{{Name: FactDie, Value: v, Text: "Goes Wild die", Rule: wildOf}}}
		text := fmt.Sprintf("%s goes wild: %d, %s", u.Title(), v, wildChart[v])
		var moved []rules.Event // a 4's move
		switch v {
		case 3:
			more, rolls, err := wildThrow(s, u, d)
			if err != nil {
				return nil, err
			}
			text += more
			ev.Rolls = append(ev.Rolls, rolls...)
		case 2, 4:
			var more string
			move := wildToEdge
			if v == 4 {
				move = wildAhead
			}
			if more, moved, err = move(s, u, d); err != nil {
				return nil, err
			}
			text += more
		case 5, 6:
			text += wildAdvance(s, u, float64(v-4))
		}
		ev.Text = text + " (" + wildOf + ")"
		evs = append(append(evs, ev), moved...)
	}
	return evs, nil
}

// wildThrow rolls a 3's distance and picks its target: the closest unit
// u sees, friend or foe, commanders aside ([L1987]), within it.
func wildThrow(s *rules.State, u *rules.Unit, d dice.Roller) (string, []dice.Roll, error) {
	v, err := d.Roll(6)
	if err != nil {
		return "", nil, err
	}
	reach := float64(wildThrowPip * v)
	var best *rules.Unit
	bestD := 0.0
	for i := range s.Units {
		t := &s.Units[i]
		if t.ID == u.ID || IsCommander(t.Type) || len(t.Bases) == 0 || !seesUnit(s, u, t) {
			continue
		}
		if dist := unitDistance(s, u, t); best == nil || dist < bestD {
			best, bestD = t, dist
		}
	}
	rolls := []dice.Roll{{Sides: 6, Value: v}}
	text := fmt.Sprintf(": %d×%d = %.0f cm", wildThrowPip, v, reach)
	switch {
	case best == nil:
		return text + "; it sees no unit to throw at", rolls, nil
	case bestD > reach:
		return fmt.Sprintf("%s; the closest unit it sees, %s, is %.1f cm away: out of reach", text, best.Title(), bestD), rolls, nil
	}
	u.SetStatus(stThrowAt, unitIndex(s, best.ID)+1)
	return fmt.Sprintf("%s; %s, %.1f cm away, takes %d attacks when the Shooting phase begins", text, best.Title(), bestD, wildThrowShots), rolls, nil
}

// wildAdvance opens a 5's or 6's compulsory move at factor × its pace on
// the nearest enemy u sees, as blunder 6's (blunderAdvance).
func wildAdvance(s *rules.State, u *rules.Unit, factor float64) string {
	e := blunderEnemy(s, u, false)
	if e == nil {
		return "; it sees no enemy and does nothing this Command phase"
	}
	openMove(s, u, factor)
	u.SetStatus(stNoCharge, 0)
	_, reach := advancePlan(s, u, e)
	u.SetStatus(stAdvanceOn, unitIndex(s, e.ID)+1)
	u.SetStatus(stAdvanceMax, max(1, int(math.Ceil(reach*10-1e-6))))
	if blunderChargeLegal(s, u, e) {
		return fmt.Sprintf("; it must charge %s, its nearest visible enemy, %.0f cm away at most", e.Title(), allowance(s, u))
	}
	return fmt.Sprintf("; it must advance on %s, its nearest visible enemy, as fast as it can: end at most %.1f cm from it",
		e.Title(), cm(status(u, stAdvanceMax)))
}

// compulsoryWhy names what made u owe its compulsory advance: a blunder
// 6 ([L2017]) or Goes Wild.
func compulsoryWhy(u *rules.Unit) string {
	if v := status(u, stWild); v > 0 {
		return fmt.Sprintf("went wild (%d)", v)
	}
	return "blundered (6)"
}

// wildIdle reports whether u neither moves nor fights this turn (a 1).
func wildIdle(u *rules.Unit) bool { return status(u, stWild) == 1 }

// wildRushing reports whether u's Attacks are doubled now: a 6 whose
// charge has not yet fought its first round.
func wildRushing(u *rules.Unit) bool {
	return status(u, stWild) == 6 && status(u, stCharged) > 0 && status(u, stFought) == 0
}

// wildThrows resolves the 3s of the side whose Shooting phase begins.
func wildThrows(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	eng := inEngagements(s)
	for i := range s.Units {
		u := &s.Units[i]
		k := status(u, stThrowAt) - 1
		if k < 0 {
			continue
		}
		u.SetStatus(stThrowAt, 0)
		if k >= len(s.Units) || len(u.Bases) == 0 || len(s.Units[k].Bases) == 0 {
			continue
		}
		t := &s.Units[k]
		before := status(t, stShotWounds)
		part, rolls, lost, err := spellAttacks(s, u, t, wildThrowShots, d)
		if err != nil {
			return nil, err
		}
		part += settleStruck(u, t, before, eng[t.ID])
		evs = append(evs, rules.Event{Kind: "goes-wild", Side: u.Side, Unit: t.ID, Rolls: rolls,
			Text: fmt.Sprintf("%s throws something at %s: %s (%s)", u.Title(), t.Title(), part, wildOf)})
		evs = append(evs, lost...)
	}
	return evs, nil
}

// endWild ends every Goes Wild result as a player's turn ends.
func endWild(s *rules.State) {
	for i := range s.Units {
		s.Units[i].SetStatus(stWild, 0)
		s.Units[i].SetStatus(stThrowAt, 0)
	}
}

// wildStep is the resolution of a 4's straight move, cm.
const wildStep = 0.05

// wildAhead makes a 4's move: straight ahead, as it faces.
func wildAhead(s *rules.State, u *rules.Unit, d dice.Roller) (string, []rules.Event, error) {
	b0, _ := s.Base(u.Bases[0])
	return wildStraight(s, u, b0.Shape.Forward(), true, d)
}

// wildToEdge makes a 2's move: straight toward the nearest table edge
// (the first of equals: top, right, bottom, left), without turning.
func wildToEdge(s *rules.State, u *rules.Unit, d dice.Roller) (string, []rules.Event, error) {
	best, dir := math.Inf(1), geom.Vec{}
	for _, r := range rects(s, u) {
		for _, p := range r.Corners() {
			for _, e := range [4]struct {
				d float64
				v geom.Vec
			}{{p.Y, geom.V(0, -1)}, {s.Table.Width - p.X, geom.V(1, 0)}, {s.Table.Height - p.Y, geom.V(0, 1)}, {p.X, geom.V(-1, 0)}} {
				if e.d < best-geom.Eps {
					best, dir = e.d, e.v
				}
			}
		}
	}
	return wildStraight(s, u, dir, false, d)
}

// wildStraight moves u straight along dir up to its full pace, at once:
// the farthest it may end without overlapping anything, its path
// passing friends when through (a 4) or stopped by them (a 2, which may
// also leave the table); the friends walked through or touched where it
// stops are confused; on meeting an enemy, a compulsory charge on it.
func wildStraight(s *rules.State, u *rules.Unit, dir geom.Vec, through bool, d dice.Roller) (string, []rules.Event, error) {
	full := enchantedPace(u, pace(u))
	friends, moving := map[string]bool{}, map[string]bool{}
	if through {
		for i := range s.Units {
			if o := &s.Units[i]; o.Side == u.Side && o.ID != u.ID {
				friends[o.ID] = true
			}
		}
	}
	for _, id := range u.Bases {
		moving[id] = true
	}
	// legal reports whether the move to x passes (path) and may end there.
	legal := func(x float64) (pathOK, endOK bool) {
		pathOK, endOK = true, true
		for _, m := range straightMove(s, u, dir, x).Moves {
			b, _ := s.Base(m.Base)
			v := checkBaseEdge(s, u, b, m.Path, full+geom.Eps, moving, friends, !through)
			if v == nil {
				continue
			}
			endOK = false
			if !through || v.Code != "overlap" || !friendBase(s, u, v.Bases) {
				pathOK = false
			}
		}
		return pathOK, endOK
	}
	stop, reach := 0.0, 0.0
	blocked := false
	for x := wildStep; x <= full+geom.Eps; x += wildStep {
		x = math.Min(x, full)
		pathOK, endOK := legal(x)
		if !pathOK {
			blocked = true
			break
		}
		reach = x
		if endOK {
			stop = x
		}
	}
	if blocked && stop == reach { // what stopped it: an enemy?
		if e := enemyAhead(s, u, dir, reach+2*wildStep); e != nil {
			openMove(s, u, 1)
			u.SetStatus(stNoCharge, 0)
			if blunderChargeLegal(s, u, e) {
				u.SetStatus(stAdvanceOn, unitIndex(s, e.ID)+1)
				u.SetStatus(stAdvanceMax, max(1, int(math.Ceil(unitDistance(s, u, e)*10-1e-6))))
				return fmt.Sprintf("; it meets %s and must charge it", e.Title()), nil, nil
			}
			closeMove(s, u)
		}
	}
	var evs []rules.Event
	text := fmt.Sprintf("; it moves %.1f cm straight ahead", stop)
	if !through {
		text = fmt.Sprintf("; it moves %.1f cm straight toward the table edge", stop)
	}
	if stop < full-geom.Eps {
		text += " and is stopped"
	}
	if stop <= geom.Eps {
		return text, nil, nil
	}
	for _, c := range joinedCommanders(s, u) {
		setJoined(c, "")
		evs = append(evs, rules.Event{Kind: "join-ends", Side: c.Side, Unit: c.ID,
			Text: fmt.Sprintf("%s moves away from %s, who does not move with units in the Command phase (WME §6.7 [L2025], A13)", u.Title(), c.Title())})
	}
	walked := walkedThrough(s, u, dir, stop)
	leaves := straightLeaves(s, u, dir, stop)
	evs = append(rules.MoveBases(s, straightMove(s, u, dir, stop), rules.FarthestPoint), evs...)
	for _, id := range u.Bases {
		delete(s.Used, id)
	}
	for i := range s.Units {
		if o := &s.Units[i]; walked[o.ID] {
			o.SetStatus(stConfused, 1)
			text += fmt.Sprintf("; %s, walked through or touched, is confused", o.Title())
		}
	}
	if leaves { // off the table: it rolls at once ([L906-922])
		ev, err := leaveTable(s, u, d)
		if err != nil {
			return "", nil, err
		}
		evs = append(evs, ev)
	}
	return text, evs, nil
}

// friendBase reports whether ids name a base of another friendly unit of
// u's (what an overlap violation names, with the moving base).
func friendBase(s *rules.State, u *rules.Unit, ids []string) bool {
	for _, id := range ids {
		if b, ok := s.Base(id); ok && b.Side == u.Side && b.Unit != u.ID && !b.Round {
			return true
		}
	}
	return false
}

// overlapping reports whether a and b overlap by more than
// table.ContactTolerance: a shrunk by twice it still meets b.
func overlapping(a, b geom.Rect) bool {
	a.Width, a.Depth = a.Width-2*table.ContactTolerance, a.Depth-2*table.ContactTolerance
	_, _, d := table.Closest(a, b)
	return d <= 0
}

// enemyAhead is the enemy unit a base of u touches once moved d along
// dir, if any.
func enemyAhead(s *rules.State, u *rules.Unit, dir geom.Vec, d float64) *rules.Unit {
	for _, m := range straightMove(s, u, dir, d).Moves {
		b, _ := s.Base(m.Base)
		r := b.Shape.At(m.Path.End())
		for _, o := range s.Table.Bases {
			if o.Side != u.Side && !o.Round {
				if _, _, dd := table.Closest(r, o.Shape); dd <= table.ContactTolerance {
					e, _ := s.Unit(o.Unit)
					return e
				}
			}
		}
	}
	return nil
}

// walkedThrough is the friendly units a straight move of u to stop
// passes through (overlaps on the way, sampled every wildStep) or ends
// touching ahead: those it would overlap 2 steps farther.
func walkedThrough(s *rules.State, u *rules.Unit, dir geom.Vec, stop float64) map[string]bool {
	out := map[string]bool{}
	beyond := stop + 2*wildStep // what it ran into, touching where it stops
	for d := wildStep; ; d = math.Min(d+wildStep, beyond) {
		d = math.Min(d, beyond)
		for _, m := range straightMove(s, u, dir, d).Moves {
			b, _ := s.Base(m.Base)
			r := b.Shape.At(m.Path.End())
			for _, o := range s.Table.Bases {
				if o.Side != u.Side || o.Unit == u.ID || o.Round {
					continue
				}
				if overlapping(r, o.Shape) {
					out[o.Unit] = true
				}
			}
		}
		if d >= beyond {
			return out
		}
	}
}

// checkWildHold refuses a winner that went wild on a 2 any choice but to
// hold its ground (the sheet §3.2 Giant 2: "if it wins that combat it
// holds its ground").
func checkWildHold(u *rules.Unit, a rules.Action) *rules.Violation {
	if status(u, stWild) != 2 || a.Kind == KindHold || status(u, stAwait) >= awaitDraw || status(u, stAwait) == 0 {
		return nil
	}
	return &rules.Violation{Code: "wild-hold", Rule: wildOf, Bases: u.Bases,
		Msg: fmt.Sprintf("%s went wild (2) and won: it holds its ground", u.Title())}
}
