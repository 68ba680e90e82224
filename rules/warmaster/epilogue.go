package warmaster

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/warmaster/charge"
)

// The winner's epilogue choices (wme.md §9.9; L1542-1797), one action per
// winning unit, Args["unit"] naming it; the unit's owner makes them, even
// in the other player's turn (L1546).
const (
	// KindHold: the unit stays where it is (L1406-1408).
	KindHold = "hold"
	// KindPursue: the unit pursues Target, a unit that retreated from the
	// engagement (L1570-1637).
	KindPursue = "pursue"
	// KindFallBack: the unit falls back up to 3D6 cm to its rear
	// (L1771-1797).
	KindFallBack = "fall-back"
	// KindAdvance: every enemy of the engagement destroyed, the unit
	// charges Target, the nearest visible enemy it can reach within 20 cm
	// (L1739-1769); Args["placement"] picks one of the solver's placements.
	KindAdvance = "advance"
)

// The choices a unit awaits (its stAwait status).
const (
	awaitPursue       = 1 + iota // a winner: hold, pursue or fall back (L1400)
	awaitAdvance                 // a winner whose enemies are all destroyed: hold, advance or fall back (L1400)
	awaitDraw                    // a draw: fall back (L1386)
	awaitDrawDefended            // a draw, defended or fortified: hold, or fall back if its owner wishes (L1392-1394)
)

// ctDrawFirst is 1 + the side whose units fall back first on a draw
// (L1775): the other side's wait for them.
const ctDrawFirst = "draw-first"

// ArgDistance, on a fall-back action, is how far the unit falls back, in
// cm, when less than it may ([L1781]: the 3D6 are a maximum, "elles ne
// sont pas forcées de se replier de la même distance", [L1783]); without
// it, as far as it can.
const ArgDistance = "distance"

func isEpilogue(kind string) bool {
	return kind == KindHold || kind == KindPursue || kind == KindFallBack || kind == KindAdvance || kind == KindOccupy
}

// epilogueUnit checks that a.Args["unit"] awaits its epilogue choice and
// belongs to a.Side.
func epilogueUnit(s *rules.State, a rules.Action) (*rules.Unit, error) {
	u, err := combatChooser(s, a, "a combat's epilogue is played", "WME §9.9 [L1546]")
	if err != nil {
		return nil, err
	}
	if status(u, stAwait) == 0 {
		return nil, &rules.Violation{Code: "no-epilogue", Rule: "WME §9.9 [L1542]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s has no combat choice to make: only the winners of a round hold, pursue, fall back or advance", u.Title())}
	}
	return u, nil
}

// checkEpilogue is Check for the four epilogue actions.
func checkEpilogue(s *rules.State, a rules.Action) error {
	u, err := epilogueUnit(s, a)
	if err != nil {
		return err
	}
	if err := checkDrawChoice(s, u, a); err != nil {
		return err
	}
	if v := checkWildHold(u, a); v != nil {
		return v // Goes Wild 2 holds its ground (specialswild.go)
	}
	if v := fanaticMustPursue(s, u, a.Kind); v != nil {
		return v // fanatics must pursue if they can ([L1733], fanatics.go)
	}
	switch a.Kind {
	case KindPursue:
		_, err := planPursuitFor(s, u, a) // with the player's choices (pursuitchoice.go)
		return err
	case KindAdvance:
		_, _, err := planAdvance(s, u, a)
		return err
	case KindOccupy:
		_, err := planOccupy(s, u, a.Target)
		return err
	case KindFallBack:
		_, err := fallBackDistance(s, u, a)
		return err
	}
	return nil
}

// checkDrawChoice checks a choice after a draw (L1386-1394, L1775): a
// fall back, or holding for a defended unit, the side the D6 named first
// choosing first.
func checkDrawChoice(s *rules.State, u *rules.Unit, a rules.Action) error {
	w := status(u, stAwait)
	if w < awaitDraw {
		return nil
	}
	switch {
	case a.Kind == KindPursue || a.Kind == KindAdvance || a.Kind == KindOccupy:
		return &rules.Violation{Code: "draw", Rule: "WME §9.5 [L1386-1394]", Bases: u.Bases,
			Msg: fmt.Sprintf("the combat was a draw: %s falls back, or holds if defended", u.Title())}
	case a.Kind == KindHold && w != awaitDrawDefended:
		return &rules.Violation{Code: "draw", Rule: "WME §9.5 [L1386-1394], §9.9 [L1773]", Bases: u.Bases,
			Msg: fmt.Sprintf("the combat was a draw and %s is neither defended nor fortified: it must fall back", u.Title())}
	}
	first := s.Counters[ctDrawFirst] - 1
	if first < 0 || u.Side == first {
		return nil
	}
	for i := range s.Units {
		if o := &s.Units[i]; o.Side == first && status(o, stAwait) >= awaitDraw {
			return &rules.Violation{Code: "draw-order", Rule: "WME §9.9 [L1775]", Bases: u.Bases,
				Msg: fmt.Sprintf("%s fall back first: %s has yet to choose", s.Sides[first].Name, o.Title())}
		}
	}
	return nil
}

// applyEpilogue applies one winner's choice, then, once every winner has
// chosen, ends the round: a pursuit in the first round means a second
// round at once, in the second the combat is unresolved (L1280-1281).
func applyEpilogue(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	u, err := epilogueUnit(s, a)
	if err != nil {
		return nil, err
	}
	var evs []rules.Event
	switch a.Kind {
	case KindHold:
		text := fmt.Sprintf("%s hold their ground (L1406)", u.Title())
		if status(u, stAwait) == awaitDrawDefended {
			text = fmt.Sprintf("%s are defended and hold their ground (L1392)", u.Title())
		}
		u.SetStatus(stAwait, 0)
		evs = append(evs, rules.Event{Kind: "hold", Side: u.Side, Unit: u.ID, Text: text})
	case KindFallBack:
		want, err := fallBackDistance(s, u, a)
		if err != nil {
			return nil, err
		}
		u.SetStatus(stAwait, 0)
		more, err := fallBack(s, u, want, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
	case KindPursue:
		p, err := planPursuitFor(s, u, a)
		if err != nil {
			return nil, err
		}
		t, _ := s.Unit(a.Target)
		for id, pose := range p.poses {
			b, _ := s.Base(id)
			b.Shape = b.Shape.At(pose)
		}
		bonus := pursuitBonus(t)
		u.SetStatus(stAwait, 0)
		u.SetStatus(stPursued, 1)
		u.SetStatus(pursuitPrefix+t.ID, bonus)
		s.SetCounter(ctPursuit, 1)
		evs = append(evs, rules.Event{Kind: "pursue", Side: u.Side, Unit: u.ID,
			Text: fmt.Sprintf("%s pursue %s %s: +%d attacks against them (+1 pursuing, +%d for the %d cm retreat, L1354-1355)",
				u.Title(), t.Title(), p.how, bonus, bonus-1, status(t, stRetreat))})
	case KindAdvance:
		ev, err := applyAdvance(s, u, a, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, ev...)
	case KindOccupy:
		ev, err := applyOccupy(s, u, a) // it counts as holding ([L1717], occupy.go)
		if err != nil {
			return nil, err
		}
		evs = append(evs, ev...)
	}
	if awaiting(s) != nil {
		return evs, nil
	}
	return append(evs, endRound(s)...), nil
}

// endRound follows the winners' choices (wme.md §9.5 item 5, §9.11).
func endRound(s *rules.State) []rules.Event {
	pending := false
	for _, e := range engagements(s) {
		for _, u := range e.units {
			pending = pending || status(u, stInFight) > 0
		}
	}
	switch {
	case s.Counters[ctPursuit] > 0 && s.Counters[ctRound] == 1 && pending:
		s.SetCounter(ctPursuit, 0)
		return []rules.Event{{Kind: "combat", Side: s.Active, Text: "the winner pursued: a second round is fought at once (L1280)"}}
	case s.Counters[ctPursuit] > 0 && pending:
		closeEngagement(s)
		return []rules.Event{{Kind: "combat", Side: s.Active, Text: "the winner pursued after the second round: the combat is unresolved and continues next turn (L1281, L1801)"}}
	}
	closeEngagement(s)
	return nil
}

// pursuitBonus is the attack bonus of a unit pursuing t (L1354-1355, A8):
// +1, and +1 per full 3 cm of t's retreat.
func pursuitBonus(t *rules.Unit) int {
	return 1 + int(math.Floor(float64(status(t, stRetreat))/PursuitStep+geom.Eps))
}

// solveAny asks the charge solver, in every tied zone when the zone is an
// exact split (a pursuit's first element is placed as a charge; the tie
// is settled by the first zone that works, not rolled).
func solveAny(in charge.Input) ([]charge.Placement, error) {
	ps, err := charge.Solve(in)
	var tie *charge.ZoneTie
	if !errors.As(err, &tie) {
		return ps, err
	}
	for _, z := range tie.Zones {
		in.Zone = &z
		if ps, err = charge.Solve(in); err == nil {
			return ps, nil
		}
	}
	return nil, err
}

// withPoses is a copy of s with some bases moved: the table is cloned,
// the rest shared, so it must only be read.
func withPoses(s *rules.State, poses map[string]geom.Pose) *rules.State {
	c := *s
	c.Table = s.Table.Clone()
	for id, p := range poses {
		if b, ok := c.Base(id); ok {
			b.Shape = b.Shape.At(p)
		}
	}
	return &c
}

// fallBack moves u straight to its rear, up to the side's 3D6 roll for
// this engagement (one roll per side, L1783; wme.md §9.9): the rear of
// its first element (L1797), without turning, stopping at terrain
// impassable to it, at a friend, at the table edge or 1 cm short of an
// enemy or engaged unit it would come nearer to; enemies it touches may
// be slid along (L1785). It goes want cm, or as far as it can when want
// is negative; a want that would leave it within 1 cm of an enemy or an
// engaged unit when a longer move clears them is lengthened to the least
// such move (L1781: no minimum only once clear; this happens only when
// the roll was made with this action, Check refusing it otherwise). If
// it ends within 1 cm of an enemy or an engaged unit it is confused
// (L1787-1791).
func fallBack(s *rules.State, u *rules.Unit, want float64, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	key := fallBackKey(u.Side)
	roll := s.Counters[key]
	if roll == 0 {
		rs, err := rollN(d, FallBackDice)
		if err != nil {
			return nil, err
		}
		for _, r := range rs {
			roll += r.Value
		}
		s.SetCounter(key, roll)
		evs = append(evs, rules.Event{Kind: "roll", Side: u.Side, Unit: u.ID, Rolls: rs,
			Text: fmt.Sprintf("%s fall back up to 3D6 %s = %d cm (L1781)", s.Sides[u.Side].Name, faces(rs), roll)})
	}
	dir, dist, stop := fallBackReach(s, u, float64(roll))
	if want >= 0 && want < dist-geom.Eps {
		if least := leastClear(s, u, dir, dist); least > want {
			want = least
		}
		if flag(u, keyFly) {
			dist, stop = flyingFallBack(s, u, dir, want) // it lands no farther than wanted
		} else {
			dist, stop = want, ""
		}
	}
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		b.Shape.Center = b.Shape.Center.Add(dir.Scale(dist))
	}
	text := fmt.Sprintf("%s fall back %.1f cm", u.Title(), dist)
	if stop != "" {
		text += ", stopped by " + stop
	} else if want >= 0 && dist < float64(roll)-geom.Eps {
		text += fmt.Sprintf(" of the %d rolled, as its owner chose (L1783)", roll)
	}
	if near := tooNear(s, u); near != "" {
		u.SetStatus(stConfused, 1)
		text += fmt.Sprintf("; still within 1 cm of %s: confused (L1787-1793)", near)
	}
	return append(evs, rules.Event{Kind: "fall-back", Side: u.Side, Unit: u.ID, Text: text}), nil
}

func fallBackKey(side int) string { return fmt.Sprintf("%s%d", ctFallBack, side) }

// fallBackReach is the way u falls back (the rear of its first element,
// L1797) and how far it may go with roll cm, with what stops it.
func fallBackReach(s *rules.State, u *rules.Unit, roll float64) (geom.Vec, float64, string) {
	b0, _ := s.Base(u.Bases[0])
	dir := b0.Shape.Forward().Neg()
	dist, stop, _ := driveLimit(s, u, dir, roll, limitFallBack)
	if flag(u, keyFly) {
		dist, stop = flyingFallBack(s, u, dir, roll) // it flies ([L2165])
	}
	return dir, dist, stop
}

// fallBackDistance is the distance a fall-back action asks for, −1 for
// as far as the unit can. Once the side has rolled, it may not exceed
// the roll ([L1781]) nor stop within 1 cm of an enemy or an engaged unit
// when a longer move within the roll clears them ([L1781], [L1787]).
func fallBackDistance(s *rules.State, u *rules.Unit, a rules.Action) (float64, error) {
	arg, ok := a.Args[ArgDistance]
	if !ok || arg == "" {
		return -1, nil
	}
	var want float64
	if _, err := fmt.Sscan(arg, &want); err != nil || want < 0 || want != want {
		return 0, &rules.Violation{Code: "fall-back", Rule: "WME §9.9 [L1781]", Bases: u.Bases,
			Msg: fmt.Sprintf("a fall back's distance is a number of cm, not %q", arg)}
	}
	roll := s.Counters[fallBackKey(u.Side)]
	if roll == 0 {
		return want, nil // judged against the roll it makes
	}
	if want > float64(roll)+geom.Eps {
		return 0, &rules.Violation{Code: "fall-back", Rule: "WME §9.9 [L1781]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s's side rolled %d cm for its fall backs: %s cannot fall back %.1f cm", s.Sides[u.Side].Name, roll, u.Title(), want)}
	}
	dir, dist, _ := fallBackReach(s, u, float64(roll))
	if least := leastClear(s, u, dir, dist); want < dist && least > want+geom.Eps {
		return 0, &rules.Violation{Code: "fall-back", Rule: "WME §9.9 [L1781], [L1787]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s must fall back at least %.1f cm, to end 1 cm from every enemy and engaged unit", u.Title(), least)}
	}
	return want, nil
}

// fallBackStep is the resolution of the least fall back (a tenth of a
// centimetre, finer than a player measures).
const fallBackStep = 0.1

// leastClear is the least distance, within reach and in whole tenths of
// a centimetre, that u may fall back along dir to end at least 1 cm from
// every enemy unit and every engaged unit (L1781, L1787), or −1 when no
// move within reach does. The gaps grow as the unit backs away from what
// it touches (driveLimit stops it short of anything it would close on),
// so the first clear point is found by bisection.
func leastClear(s *rules.State, u *rules.Unit, dir geom.Vec, reach float64) float64 {
	if !clearAt(s, u, dir, reach) {
		return -1
	}
	if clearAt(s, u, dir, 0) {
		return 0
	}
	lo, hi := 0.0, reach
	for hi-lo > fallBackStep/10 {
		if m := (lo + hi) / 2; clearAt(s, u, dir, m) {
			hi = m
		} else {
			lo = m
		}
	}
	for k := math.Floor(lo / fallBackStep); k*fallBackStep < reach; k++ {
		if x := k * fallBackStep; clearAt(s, u, dir, x) {
			return x
		}
	}
	return reach
}

// clearAt reports whether u, moved x along dir, is at least 1 cm from
// every enemy unit and every engaged unit (as tooNear judges).
func clearAt(s *rules.State, u *rules.Unit, dir geom.Vec, x float64) bool {
	eng := engagedSet(s)
	own := map[string]bool{}
	for _, id := range u.Bases {
		own[id] = true
	}
	var near [32]int
	for _, r := range rects(s, u) {
		r.Center = r.Center.Add(dir.Scale(x))
		ro := table.OutlineOf(r)
		for _, i := range s.Table.Near(near[:0], reachBox(&ro, CombatGap)) {
			o := &s.Table.Bases[i]
			if own[o.ID] || o.Round || o.Side == u.Side && !eng[o.Unit] {
				continue
			}
			if outlineDist(&ro, &s.Table, i) < CombatGap-geom.Eps {
				return false
			}
		}
	}
	return true
}

// tooNear names an enemy unit or an engaged unit within 1 cm of u, or "".
func tooNear(s *rules.State, u *rules.Unit) string {
	eng := engagedSet(s)
	for i := range s.Units {
		o := &s.Units[i]
		if o.ID == u.ID || IsCommander(o.Type) || len(o.Bases) == 0 || o.Side == u.Side && !eng[o.ID] {
			continue
		}
		if unitDistance(s, u, o) < CombatGap-geom.Eps {
			return o.Title()
		}
	}
	return ""
}

// holdsOnDraw reports whether u is defended or fortified where it fights,
// so that it holds on a draw instead of falling back (L1392-1394): each of
// its elements touching an enemy is, against the enemies it touches.
func holdsOnDraw(s *rules.State, u *rules.Unit) bool {
	fights := false
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		for _, c := range enemyContacts(s, b) {
			o, _ := s.Base(c.B)
			fights = true
			if combatProtection(s, u, b.Shape, o.Shape) == Open {
				return false
			}
		}
	}
	return fights
}

// drawChoices: on a draw both sides fall back, defended and fortified
// units holding unless their owner wants them to fall back
// (L1386-1394, L1773); each unit's owner chooses, as a winner's does
// (its fall back's distance too, L1783). The units of the side that
// must fall back choose first, the other's then wait for them: when both
// must, a D6 says which (1-3 the phasing player, L1775); when one side
// must, that one, the defended units of the other choosing once they
// have seen it.
func drawChoices(s *rules.State, e *engagement, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	must := map[int]bool{}
	var names []string
	for _, u := range e.units {
		if len(u.Bases) == 0 {
			continue
		}
		if holdsOnDraw(s, u) {
			u.SetStatus(stAwait, awaitDrawDefended)
			names = append(names, u.Title()+" (defended: may hold)")
			continue
		}
		u.SetStatus(stAwait, awaitDraw)
		must[u.Side] = true
		names = append(names, u.Title())
	}
	if len(names) == 0 {
		closeEngagement(s)
		return nil, nil
	}
	// The side that must fall back goes first, the defended then choose;
	// both must: the D6.
	other := (s.Active + 1) % len(s.Sides)
	first := -1
	switch {
	case must[s.Active] && !must[other]:
		first = s.Active
	case must[other] && !must[s.Active]:
		first = other
	}
	if must[s.Active] && must[other] {
		first = s.Active
		v, err := d.Roll(6)
		if err != nil {
			return nil, err
		}
		if v >= 4 {
			first = other
		}
		evs = append(evs, rules.Event{Kind: "roll", Side: s.Active, Rolls: []dice.Roll{{Sides: 6, Value: v}},
			Text: fmt.Sprintf("who falls back first: rolled %d, %s (L1775)", v, s.Sides[first].Name)})
	}
	s.SetCounter(ctDrawFirst, first+1)
	return append(evs, rules.Event{Kind: "epilogue", Side: first,
		Text: fmt.Sprintf("a draw: %s fall back (WME §9.5 [L1386-1394])", strings.Join(names, ", "))}), nil
}

// advanceTargets are the enemy units u may advance on (wme.md §9.9;
// L1743-1753): the nearest visible enemy it can reach as a charge within
// 20 cm per element (those equally near all offered).
func advanceTargets(s *rules.State, u *rules.Unit) ([]*rules.Unit, error) {
	if u.Type == Artillery {
		return nil, &rules.Violation{Code: "no-advance", Rule: "WME §9.9 [L1753]", Msg: "artillery cannot advance"}
	}
	if status(u, stAdvanced) > 0 {
		return nil, &rules.Violation{Code: "no-advance", Rule: "WME §9.9 [L1749]", Msg: fmt.Sprintf("%s has already advanced this phase", u.Title())}
	}
	var cands []*rules.Unit
	for i := range s.Units {
		t := &s.Units[i]
		if t.Side == u.Side || IsCommander(t.Type) || len(t.Bases) == 0 || unitDistance(s, u, t) > AdvanceDistance+geom.Eps {
			continue
		}
		cands = append(cands, t)
	}
	if u.Type == Infantry && len(cands) > 0 {
		t0, _ := s.Base(cands[0].Bases[0])
		if unitProtection(s, u, t0.Shape) == Fortified {
			return nil, &rules.Violation{Code: "no-advance", Rule: "WME §9.9 [L1753]", Msg: "fortified infantry cannot advance"}
		}
	}
	best := math.Inf(1)
	var out []*rules.Unit
	var why error
	for _, t := range cands {
		d := unitDistance(s, u, t)
		if d > best+geom.Eps {
			continue
		}
		// Every charge rule applies ([L1745], [L1751]): only infantry
		// charges a fortified enemy, with ladders one on city or fortress
		// walls ([L896]); such an enemy is not accessible to others.
		if v := fortifiedRefusal(s, u, t); v != nil {
			if why == nil {
				why = v
			}
			continue
		}
		in := chargeInput(s, u, t, rules.Action{})
		in.Allowance = AdvanceDistance
		if _, err := solveAny(in); err != nil {
			if why == nil {
				why = err
			}
			continue
		}
		if d < best-geom.Eps {
			out = nil
		}
		best = d
		out = append(out, t)
	}
	if len(out) == 0 {
		msg := fmt.Sprintf("no visible enemy %s can reach within %.0f cm", u.Title(), AdvanceDistance)
		rule := "WME §9.9 [L1743-1751]"
		var v *rules.Violation
		switch {
		case errors.As(why, &v): // a fortified enemy ([L896])
			msg += ": " + v.Msg
			rule += ", " + strings.TrimPrefix(v.Rule, "WME ")
		case why != nil:
			msg += ": " + strings.TrimPrefix(why.Error(), "charge: ")
		}
		return nil, &rules.Violation{Code: "no-advance", Rule: rule, Bases: u.Bases, Msg: msg}
	}
	return out, nil
}

// planAdvance checks an advance and names its target.
func planAdvance(s *rules.State, u *rules.Unit, a rules.Action) (*rules.Unit, charge.Input, error) {
	if status(u, stAwait) != awaitAdvance {
		return nil, charge.Input{}, &rules.Violation{Code: "no-advance", Rule: "WME §9.9 [L1400], [L1739]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s may advance only when every enemy unit of its engagement is destroyed", u.Title())}
	}
	ts, err := advanceTargets(s, u)
	if err != nil {
		return nil, charge.Input{}, err
	}
	t := chosenTarget(ts, a.Target)
	if t == nil {
		return nil, charge.Input{}, &rules.Violation{Code: "nearest", Rule: "WME §9.9 [L1743]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s advances on the nearest visible enemy it can reach: %s", u.Title(), ts[0].Title())}
	}
	in := chargeInput(s, u, t, a)
	in.Allowance = AdvanceDistance
	return t, in, nil
}

// applyAdvance places the advance as a charge (L1745, L1751), with the
// zone rolled on an exact split as for charges (L774); the unit leaves
// its finished engagement and joins the one it makes, without charge
// bonus (L1747), once per phase (L1749).
func applyAdvance(s *rules.State, u *rules.Unit, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	t, in, err := planAdvance(s, u, a)
	if err != nil {
		return nil, err
	}
	var evs []rules.Event
	ps, err := charge.Solve(in)
	var tie *charge.ZoneTie
	if errors.As(err, &tie) {
		v, rerr := d.Roll(6)
		if rerr != nil {
			return nil, rerr
		}
		z := tie.Zones[0]
		if v >= 4 && len(tie.Zones) > 1 {
			z = tie.Zones[1]
		}
		evs = append(evs, rules.Event{Kind: "roll", Side: u.Side, Unit: u.ID, Rolls: []dice.Roll{{Sides: 6, Value: v}},
			Text: fmt.Sprintf("%s stand half in two zones of %s: rolled %d, the advance comes from the %s", u.Title(), t.Title(), v, z)})
		in.Zone = &z
		ps, err = charge.Solve(in)
	}
	u.SetStatus(stAwait, 0)
	u.SetStatus(stInFight, 0)
	u.SetStatus(stAdvanced, 1)
	if err != nil {
		return append(evs, rules.Event{Kind: "advance", Side: u.Side, Unit: u.ID,
			Text: fmt.Sprintf("%s cannot reach %s from there and hold their ground", u.Title(), t.Title())}), nil
	}
	i := 0
	if p := a.Args[ArgPlacement]; p != "" {
		if _, err := fmt.Sscan(p, &i); err != nil || i < 0 || i >= len(ps) {
			i = 0
		}
	}
	pl := ps[i]
	vs := chargeVolleys(s, u, pl.Engaged, pl.Poses) // judged before the bases move ([L1237])
	for _, id := range pl.Order {
		b, _ := s.Base(id)
		b.Shape = b.Shape.At(pl.Poses[id])
	}
	var names []string
	for _, id := range pl.Engaged {
		if e, ok := s.Unit(id); ok {
			names = append(names, e.Title())
		}
	}
	evs = append(evs, rules.Event{Kind: "advance", Side: u.Side, Unit: u.ID,
		Text: fmt.Sprintf("%s advance on %s in the %s (no charge bonus, L1747); engaged: %s", u.Title(), t.Title(), zoneName(pl.Zone), joinNames(names))})
	// An advancing unit is shot at exactly as a charger ([L1767]).
	more, err := fireAtCharger(s, u, vs, "advance", d)
	if err != nil {
		return nil, err
	}
	return append(evs, more...), nil
}

// combatOffers are the Combat phase's choices for side (wme.md §9): the
// winners' epilogue choices when some are awaited (each side its own; the
// phasing player's screen shows both, for hotseat play), else the second
// round of a pursued engagement, else a fight for each engagement not yet
// resolved this phase.
func combatOffers(s *rules.State, side int) []rules.Offer {
	var offers []rules.Offer
	if awaiting(s) != nil {
		for i := range s.Units {
			u := &s.Units[i]
			if status(u, stAwait) == 0 || u.Side != side && side != s.Active {
				continue
			}
			if status(u, stAwait) >= awaitDraw {
				offers = append(offers, drawOffers(s, u)...)
				continue
			}
			offers = append(offers, epilogueOffers(s, u)...)
		}
		return offers
	}
	if choosing(s) != nil {
		return roundChoiceOffers(s, side) // casualties and retreats (roundend.go)
	}
	if side != s.Active {
		return nil
	}
	for _, e := range engagements(s) {
		round := 1
		if s.Counters[ctRound] > 0 {
			in := false
			for _, u := range e.units {
				in = in || status(u, stInFight) > 0
			}
			if !in {
				continue
			}
			round = 2
		} else if e.resolved() {
			continue
		}
		a := rules.Action{Kind: KindFight, Side: side, Target: e.units[0].ID}
		o := rules.Offer{Action: a, Label: "Fight " + e.title(s)}
		if round == 2 {
			o.Label += " (round 2)"
		}
		o.Detail = fightDetail(s, &e)
		if _, _, err := checkFight(s, a); err != nil {
			o.Disabled = err.Error()
		}
		offers = append(offers, o)
		offers = append(offers, fightChoiceOffers(s, &e, o)...) // whom to attack, the commander's element (fightchoices.go)
		offers = append(offers, fightItemOffers(s, &e, o)...)   // the Banner of Luck, the swords' element (items.go)
	}
	return offers
}

// fightDetail says who fights in an engagement: each unit's fighting and
// supporting elements and its attacks.
func fightDetail(s *rules.State, e *engagement) []string {
	var lines []string
	for _, u := range e.units {
		n, sup := 0, 0
		for _, f := range e.fighters {
			if f.unit == u {
				n++
			}
		}
		for _, id := range e.supportOrder {
			if b, _ := s.Base(id); b.Unit == u.ID {
				sup++
			}
		}
		line := fmt.Sprintf("%s (%s): ", u.Title(), s.Sides[u.Side].Name)
		var parts []string
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d of %d elements fight, %d attacks each", n, len(u.Bases), attacksOf(u)))
		}
		if sup > 0 {
			parts = append(parts, plural(sup, "supporting element"))
		}
		if w := status(u, stWounds); w > 0 {
			parts = append(parts, plural(w, "wound")+" carried")
		}
		if w := status(u, stChargeShot); w > 0 {
			parts = append(parts, fmt.Sprintf("shot at as it came in: %s for the enemy's result this round (L1079)", plural(w, "wound")))
		}
		lines = append(lines, line+strings.Join(parts, ", "))
	}
	return append(lines, "each round: attacks, result (wounds + supports), the loser retreats (WME §9.4-9.8)")
}

// epilogueOffers are unit u's choices: hold, pursue each retreating enemy
// it may, occupy the positions of those that were fortified against it
// ([L1717], occupy.go), fall back, or advance when every enemy is
// destroyed.
func epilogueOffers(s *rules.State, u *rules.Unit) []rules.Offer {
	act := func(kind, target string) rules.Action {
		return rules.Action{Kind: kind, Side: u.Side, Target: target, Args: map[string]string{"unit": u.ID}}
	}
	who := u.Title() + ": "
	offers := []rules.Offer{{Action: act(KindHold, ""), Label: who + "Hold",
		Detail: []string{"stays where it is; no longer in contact, it leaves the combat (WME §9.9 [L1406])"}}}
	if status(u, stAwait) == awaitAdvance {
		o := rules.Offer{Action: act(KindAdvance, ""), Label: who + "Advance",
			Detail: []string{"a new charge of at most 20 cm on the nearest visible enemy, without charge bonus (WME §9.9 [L1743-1747])"}}
		if ts, err := advanceTargets(s, u); err != nil {
			o.Disabled = err.Error()
			offers = append(offers, o)
		} else {
			for _, t := range ts {
				o := o
				o.Action = act(KindAdvance, t.ID)
				o.Label = who + "Advance on " + t.Title()
				o.Detail = append(append([]string(nil), o.Detail...), advanceVolleyDetail(s, u, o.Action)...)
				offers = append(offers, o)
			}
		}
	} else {
		for i := range s.Units {
			t := &s.Units[i]
			if t.Side == u.Side || status(t, stInFight) == 0 || status(t, stRetreat) == 0 || len(t.Bases) == 0 {
				continue
			}
			o := rules.Offer{Action: act(KindPursue, t.ID), Label: who + "Pursue " + t.Title()}
			ps, err := pursuitPlans(s, u, t.ID, rulesPick, true)
			if err != nil {
				o.Disabled = err.Error()
				offers = append(offers, o)
			} else {
				if ps[0].supports != "" {
					o.Label += " in support of " + ps[0].supports
				}
				offers = append(offers, pursueOffer(s, u, t, o, ps[0]))
				for _, p := range ps[1:] {
					v := pursueOffer(s, u, t, o, p) // the player's other choices (pursuitchoice.go)
					v.Label = fmt.Sprintf("%sPursue %s — or %s", who, t.Title(), p.variant)
					v.Detail = append([]string{p.variantWhy}, v.Detail...)
					offers = append(offers, v)
				}
			}
			if occ, ok := occupyOffer(s, u, t); ok {
				offers = append(offers, occ)
			}
		}
	}
	offers = fanaticEpilogueOffers(s, u, append(offers, fallBackOffers(s, u)...)) // [L1733]
	// Goes Wild 2 holds its ground (specialswild.go).
	for i := range offers {
		if v := checkWildHold(u, offers[i].Action); v != nil && offers[i].Disabled == "" {
			offers[i].Disabled = v.Error()
		}
	}
	return offers
}

// pursueOffer is offer o of u's pursuit of t with plan p: its Args, what
// it does, its preview.
func pursueOffer(s *rules.State, u, t *rules.Unit, o rules.Offer, p pursuitPlan) rules.Offer {
	o.Action.Args = mergedArgs(o.Action.Args, p.args)
	if p.supports != "" {
		o.Detail = []string{fmt.Sprintf("cannot pursue into contact, so moves %s, touching no enemy edge (WME §9.9 [L1639-1657])", p.how)}
	} else {
		o.Detail = []string{fmt.Sprintf("moves %s into contact; +%d attacks against %s next round (+1 pursuing, +1 per full 3 cm of its %d cm retreat, A8)",
			p.how, pursuitBonus(t), t.Title(), status(t, stRetreat))}
	}
	if s.Counters[ctRound] == 1 {
		o.Detail = append(o.Detail, "a second round is fought at once (WME §9.5 [L1280])")
	} else {
		o.Detail = append(o.Detail, "after a second round the combat is unresolved and continues next turn (WME §9.11)")
	}
	for _, id := range u.Bases {
		if path, ok := p.paths[id]; ok {
			o.Preview = append(o.Preview, rules.Move{Base: id, Path: path})
		}
	}
	return o
}

// mergedArgs is args with more's keys added, a copy when there are any.
func mergedArgs(args, more map[string]string) map[string]string {
	if len(more) == 0 {
		return args
	}
	out := map[string]string{}
	for k, v := range args {
		out[k] = v
	}
	for k, v := range more {
		out[k] = v
	}
	return out
}

// drawOffers are a unit's choices after a draw: fall back, or hold when
// defended (L1386-1394), disabled while the side the D6 named first has
// yet to choose (L1775).
func drawOffers(s *rules.State, u *rules.Unit) []rules.Offer {
	var offers []rules.Offer
	if status(u, stAwait) == awaitDrawDefended {
		offers = append(offers, rules.Offer{Action: rules.Action{Kind: KindHold, Side: u.Side, Args: map[string]string{"unit": u.ID}},
			Label:  u.Title() + ": Hold (defended)",
			Detail: []string{"defended or fortified units hold on a draw, unless their owner has them fall back (WME §9.5 [L1392-1394])"}})
	}
	offers = append(offers, fallBackOffers(s, u)...)
	for i := range offers {
		if err := checkDrawChoice(s, u, offers[i].Action); err != nil {
			offers[i].Disabled = err.Error()
		}
	}
	return offers
}

// fallBackOffers are u's fall back as far as it can, and, when it may
// stop sooner, the least fall back that ends 1 cm clear of every enemy
// and engaged unit ([L1781], [L1783]): the move a player makes to keep
// his ground. Before the side's 3D6 are rolled the distances are those
// the best roll would allow.
func fallBackOffers(s *rules.State, u *rules.Unit) []rules.Offer {
	act := rules.Action{Kind: KindFallBack, Side: u.Side, Args: map[string]string{"unit": u.ID}}
	fb := rules.Offer{Action: act, Label: u.Title() + ": Fall back",
		Detail: []string{"up to 3D6 cm to its rear, ending at least 1 cm from every enemy or engaged unit, else confused (WME §9.9 [L1771-1797])"}}
	roll := s.Counters[fallBackKey(u.Side)]
	max3D6 := float64(FallBackDice * 6)
	reachFor := max3D6
	if roll > 0 {
		reachFor = float64(roll)
	}
	dir, reach, _ := fallBackReach(s, u, reachFor)
	if roll > 0 {
		fb.Label += fmt.Sprintf(" %.1f cm (of %d rolled)", reach, roll)
		fb.Detail = append(fb.Detail, fmt.Sprintf("the side's roll this engagement: %d cm", roll))
	}
	offers := []rules.Offer{fb}
	least := leastClear(s, u, dir, reach)
	if least < 0 || least > reach-fallBackStep || roll == 0 && least > FallBackDice {
		return offers // no shorter move ends clear (or the least roll may not reach it)
	}
	if least == 0 && status(u, stAwait) < awaitDraw {
		return offers // a winner already clear may simply hold
	}
	short := act
	short.Args = withArg(act.Args, ArgDistance, fmt.Sprintf("%.1f", least))
	o := rules.Offer{Action: short, Label: fmt.Sprintf("%s: Fall back %.1f cm, just clear", u.Title(), least),
		Detail: []string{"the least fall back that ends 1 cm from every enemy and engaged unit; the 3D6 are only a maximum (WME §9.9 [L1781-1783])"}}
	if least == 0 {
		o.Label = u.Title() + ": Fall back 0 cm (already clear)"
	}
	if roll > 0 {
		o.Label = strings.Replace(o.Label, " cm", fmt.Sprintf(" cm (of %d rolled)", roll), 1)
	}
	return append(offers, o)
}

// advanceVolleyDetail says who will shoot at u if it advances as action a
// says ([L1767]); when the zone is rolled, only that the target will if it
// can.
func advanceVolleyDetail(s *rules.State, u *rules.Unit, a rules.Action) []string {
	t, in, err := planAdvance(s, u, a)
	if err != nil {
		return nil
	}
	ps, err := charge.Solve(in)
	if err != nil {
		if shooter(t) {
			return []string{fmt.Sprintf("%s will shoot at the advancing unit first if it can (WME §9.9 [L1767])", t.Title())}
		}
		return nil
	}
	pl := ps[0]
	return volleyDetail(s, chargeVolleys(s, u, pl.Engaged, pl.Poses), "advancing unit")
}
