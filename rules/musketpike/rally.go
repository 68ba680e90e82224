package musketpike

import (
	"fmt"
	"strconv"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// Rally (13.2.4-13.2.5 [L1271-L1273], 13.3.3 [L1281], spec §10.4). A
// Rally is a unit's action for the activation [L1250]: any unit of the
// active wing on Rally orders; one on Receive Charge orders stacked with
// or adjacent to its wing commander [L421], [L1271]; never by itself
// under Make Ready [L419] or Charge [L415] orders, nor out of command
// [L387]; by the Army Commander, as his one action, any unit stacked with
// or adjacent to him, whatever its orders, wing or command [L1275],
// [L1281]. A unit stacked with its wing commander (the Army Commander for
// his rally) rallies at once; otherwise it checks its morale, adding the
// wing commander's rating when he is adjacent (the Army Commander's for
// his) [L1273]: passing, it gains a level (Shaken to Normal, Broken to
// Shaken and Formation Broken, facing as its owner chooses [L1273]);
// failing, it loses one more (a Broken unit is eliminated). A unit at its
// Casualty Threshold never rallies above Shaken [L1236]. A wing commander
// who helps (by his presence, or his rating) spends his one action on it
// [L336-L340], reading A7(b) as for Reform. The Reaction Fire that a
// successful rally next to an enemy triggers [L1255] is not yet played.

// KindRally is a rally: Target the unit; Args["by"] = "ac" for the Army
// Commander's; Args["facing"] the vertex 0-5 a Morale-Broken unit faces
// once rallied (as its counter is drawn if not given) [L1273].
const KindRally = "rally"

// rally is a rally worked out.
type rally struct {
	u      *rules.Unit
	helper *rules.Unit // the wing commander or the Army Commander, nil alone
	byAC   bool
	auto   bool // stacked with the helper: no roll [L1273], [L1281]
	facing hex.Vertex
}

// checkRally checks a rally action.
func checkRally(s *rules.State, a rules.Action) (*rally, error) {
	if err := inPhase(s, PhaseWing, "units rally during their wing's activation [L1252]"); err != nil {
		return nil, err
	}
	u, ok := s.Unit(a.Target)
	if !ok {
		return nil, fmt.Errorf("musketpike: rally of no unit %q", a.Target)
	}
	name := s.UnitName(u.ID)
	switch {
	case u.Side != a.Side:
		return nil, &rules.Violation{Code: "not-yours", Rule: "M&P §10.4", Msg: name + " is not yours to rally"}
	case !isCombat(u) || gone(u):
		return nil, &rules.Violation{Code: "no-rally", Rule: "M&P §10.4 [L1271]", Msg: name + " is no unit to rally"}
	case u.Status[stMorale] == moraleNormal:
		return nil, &rules.Violation{Code: "no-rally", Rule: "M&P §10.4 [L1271]", Msg: name + " is in Normal morale: it has nothing to rally from"}
	case u.Status[stMorale] == moraleShakenLevel && u.Status[stThreshold] == 1:
		return nil, &rules.Violation{Code: "no-rally", Rule: "M&P §10.2 [L1236]", Msg: name + " has reached its Casualty Threshold: it never rallies above Morale Shaken"}
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	at, b, ok := bd.unitAt(s, u)
	if !ok {
		return nil, &rules.Violation{Code: "off-grid", Rule: "M&P §12.1", Msg: name + " is not on the map"}
	}
	r := &rally{u: u, facing: hex.Vertex(-1)}
	if f := a.Args["facing"]; f != "" {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > 5 {
			return nil, fmt.Errorf("musketpike: rally facing %q: want a vertex 0-5", f)
		}
		if !moraleBroken(u) || twoHex(u) {
			return nil, &rules.Violation{Code: "no-rally", Rule: "M&P §10.4 [L1273]", Msg: name + " chooses its facing only when it rallies from Morale Broken (a 2-hex unit keeps its hexes and facing)"}
		}
		r.facing = hex.Vertex(n)
	}
	wc := activeWC(s)
	inWing := wc != nil && wingOf(u) == wingOf(wc) && u.Side == wc.Side
	if v := actedYet(u, b.ID, name, inWing); v != nil {
		return nil, v
	}
	if a.Args["by"] == "ac" {
		ac, v := acHelping(s, bd, u, at, name, "M&P §10.4 [L1281]")
		if v != nil {
			return nil, v
		}
		r.helper, r.byAC, r.auto = ac, true, stacked(s, bd, ac, at)
		return r, nil
	}
	switch {
	case !inWing:
		return nil, &rules.Violation{Code: "not-active", Rule: "M&P §10.4 [L1252]", Msg: name + " is not of the active wing: only the Army Commander may rally it [L1275]"}
	case u.Status[stOut] == 1:
		return nil, &rules.Violation{Code: "out-of-command", Rule: "M&P §6.3 [L387]", Msg: name + " is out of command: only the Army Commander may rally it"}
	}
	near := wc.Status[stMove] == moveNone && beside(s, bd, wc, at) // he may help if he has not moved
	switch orderOf(wc) {
	case charts.Rally:
	case charts.ReceiveCharge:
		if !near {
			return nil, &rules.Violation{Code: "orders", Rule: "M&P §10.4 [L1271]", Msg: name + "'s wing has Receive Charge orders: it rallies stacked with or next to " + s.UnitName(wc.ID) + ", who has not moved"}
		}
	default:
		return nil, &rules.Violation{Code: "orders", Rule: "M&P §6.4 [L415], [L419]", Msg: name + "'s wing has " + orderName(orderOf(wc)) + " orders: only the Army Commander may rally it"}
	}
	if near {
		r.helper, r.auto = wc, stacked(s, bd, wc, at)
	}
	return r, nil
}

// stacked reports whether leader l shares a hex with the unit on at.
func stacked(s *rules.State, bd *board, l *rules.Unit, at hex.Unit) bool {
	la, _, ok := bd.unitAt(s, l)
	return ok && at.Occupies(la.L)
}

// applyRally rallies the unit (or fails), and spends its action and its
// helper's.
func applyRally(s *rules.State, ra *rally, d dice.Roller) ([]rules.Event, error) {
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	u, _ := s.Unit(ra.u.ID)
	r := &resolver{s: s, bd: bd, c: bd.charts, d: d}
	name := s.UnitName(u.ID)
	var helper *rules.Unit
	if ra.helper != nil {
		helper, _ = s.Unit(ra.helper.ID)
		helper.SetStatus(stActed, 1)
	}
	passed := ra.auto
	if ra.auto {
		r.evs = append(r.evs, rules.Event{Kind: "rally", Side: u.Side, Unit: u.ID, Text: fmt.Sprintf("%s rallies at once, stacked with %s [L1273]", name, s.UnitName(helper.ID)),
			Facts: []rules.Fact{{Name: "leader", Value: 1, Of: helper.ID, Text: s.UnitName(helper.ID) + " stacked with it", Rule: "M&P §10.4 [L1273], [L1281]"}}})
	} else {
		dv, roll, err := r.roll()
		if err != nil {
			return nil, err
		}
		mod := 0
		facts := []rules.Fact{{Name: "die", Value: dv, Text: "die", Rule: "M&P §10.1 [L1196]"}}
		if helper != nil {
			mod = rating(helper)
			facts = append(facts, rules.Fact{Name: "modifier", Value: mod, Of: helper.ID, Text: s.UnitName(helper.ID) + " adjacent", Rule: "M&P §10.4 [L1273], [L1281]"})
		}
		m := currentMorale(u)
		facts = append(facts, rules.Fact{Name: "total", Value: dv + mod, Text: "die and modifiers"}, rules.Fact{Name: "morale", Value: m, Text: "current morale", Rule: "M&P §10.2 [L1216-L1220]"})
		passed = dv+mod <= m
		text := fmt.Sprintf("%s tries to rally: die %d", name, dv)
		if mod != 0 {
			text += fmt.Sprintf(" %+d = %d", mod, dv+mod)
		}
		text += fmt.Sprintf(", needs %d or less", m)
		if passed {
			text += ": rallies [L1273]"
		} else {
			text += ": fails, and " + r.loseLevel(u) + " [L1273]"
		}
		r.evs = append(r.evs, rules.Event{Kind: "rally", Side: u.Side, Unit: u.ID, Rolls: []dice.Roll{roll}, Text: text, Facts: facts})
	}
	if passed {
		from := u.Status[stMorale]
		u.SetStatus(stMorale, from-1)
		text := name + " is Morale Shaken and Formation Broken [L1271]"
		if from == moraleShakenLevel {
			text = name + " is back to Normal morale [L1271]"
		} else {
			u.Formation = Broken
			if u.Type == Artillery {
				u.Formation = ""
				text = name + " is Morale Shaken [L1271]"
			}
			if ra.facing >= 0 {
				b, _ := s.Base(u.Bases[0])
				at, _, _ := bd.unitAt(s, u)
				b.Shape = b.Shape.At(bd.m.Layout.Pose(hex.One(at.L, ra.facing)))
				text += ", facing " + facingWords(bd, hex.One(at.L, ra.facing))
			}
		}
		r.evs = append(r.evs, rules.Event{Kind: "morale", Side: u.Side, Unit: u.ID, Text: text})
	}
	if !gone(u) {
		u.SetStatus(stMove, moveClosed)
	}
	if wc := activeWC(s); wc != nil && wingOf(u) == wingOf(wc) && u.Side == wc.Side {
		s.SetCounter(ctActed, 1)
	}
	r.flush()
	refreshCommand(s)
	return r.evs, nil
}
