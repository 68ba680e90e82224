package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// Reform (13.2.1-13.2.3 [L1250-L1269], 13.3 [L1275-L1279], spec §10.4),
// the Army Commander's and the wing commander's part in it (5.1.2 [L322],
// 5.2.2 [L336-L340]). A Reform is a unit's action for the activation
// [L210]. A unit of the active wing may reform itself under Rally or
// Receive Charge orders, under Make Ready orders only when stacked with or
// adjacent to its wing commander, never under Charge orders [L1259]; an
// out-of-command unit never by itself [L387]. The Army Commander may, as
// his one action, reform any unit stacked with or adjacent to him,
// whatever its orders, wing or command [L1277-L1279]. A wing commander
// who helps under Make Ready spends his one action on it and may not move,
// but may help any number of units (reading A7(b)). A cavalry + light
// infantry stack reforms together [L620]. The Reaction Fire that a reform
// next to an enemy triggers [L1255] is not yet played.

// KindReform is a reform: Target the unit, Args["reform"] what it does,
// Args["by"] = "ac" for the Army Commander's reform, Args["reverse"] = "1"
// for a 2-hex unit leaving Column the other way round [L525].
const KindReform = "reform"

// What a Reform does (Args["reform"]), one thing each time [L1261-L1269].
const (
	reformRecover  = "recover"  // remove one formation hit: Broken to Shaken, Shaken to Normal [L531]
	reformReload   = "reload"   // cavalry: back one pistol level [L921]
	reformHedgehog = "hedgehog" // leave Hedgehog, to Formation Broken [L489]
	reformOpen     = "open"     // Normal to Open Order [L501]
	reformClose    = "close"    // Open Order to Normal [L511]
	reformLine     = "line"     // leave Column: infantry Formation Broken, cavalry Shaken [L525]
)

var reformOptions = []string{reformRecover, reformReload, reformHedgehog, reformOpen, reformClose, reformLine}

// reformResult is what option would make of u: its formation after, or
// why it cannot.
func reformResult(u *rules.Unit, option string) (formation string, why string) {
	f := formationOf(u)
	switch {
	case u.Type != Cavalry && u.Type != HeavyInfantry && u.Type != LightInfantry:
		return "", "has no formation to reform"
	case moraleBroken(u):
		return "", "is Morale Broken: it has no formation, and must rally [L475]"
	}
	switch option {
	case reformRecover:
		switch f {
		case Broken:
			return Shaken, ""
		case Shaken:
			return Normal, ""
		}
		return "", "has no formation hit to remove"
	case reformReload:
		if u.Type != Cavalry || u.Status[stPistols] == 0 {
			return "", "has no pistol to reload"
		}
		return f, ""
	case reformHedgehog:
		if f != Hedgehog {
			return "", "is not in Hedgehog"
		}
		return Broken, ""
	case reformOpen:
		if f != Normal {
			return "", "is not in Normal formation: only Normal formation opens its order [L501]"
		}
		return Open, ""
	case reformClose:
		if f != Open {
			return "", "is not in Open Order"
		}
		return Normal, ""
	case reformLine:
		if f != Column {
			return "", "is not in Column"
		}
		if u.Type == Cavalry {
			return Shaken, ""
		}
		return Broken, ""
	}
	return "", fmt.Sprintf("cannot %q: a reform may recover, reload, hedgehog, open, close or line", option)
}

// reform is a reform worked out: the unit, the one stacked with it, who
// helps (the wing commander or the Army Commander) and the formation after.
type reform struct {
	u       *rules.Unit
	partner *occupant
	helper  *rules.Unit // nil: the unit alone
	byAC    bool
	option  string
	to      string
	reverse bool
}

// checkReform checks a reform action.
func checkReform(s *rules.State, a rules.Action) (*reform, error) {
	if err := inPhase(s, PhaseWing, "units reform during their wing's activation [L1252]"); err != nil {
		return nil, err
	}
	u, ok := s.Unit(a.Target)
	if !ok {
		return nil, fmt.Errorf("musketpike: reform of no unit %q", a.Target)
	}
	name := s.UnitName(u.ID)
	if u.Side != a.Side {
		return nil, &rules.Violation{Code: "not-yours", Rule: "M&P §10.4", Msg: name + " is not yours to reform"}
	}
	to, why := reformResult(u, a.Args["reform"])
	if why != "" {
		return nil, &rules.Violation{Code: "no-reform", Rule: "M&P §10.4 [L1261-L1269]", Msg: name + " " + why}
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	at, b, ok := bd.unitAt(s, u)
	if !ok {
		return nil, &rules.Violation{Code: "off-grid", Rule: "M&P §12.1", Msg: name + " is not on the map"}
	}
	r := &reform{u: u, option: a.Args["reform"], to: to, reverse: a.Args["reverse"] == "1"}
	r.partner = partnerOf(u, at, bd.occupants(s, bd.hexBox(at.Hexes()), nil))
	wc := activeWC(s)
	inWing := wc != nil && wingOf(u) == wingOf(wc) && u.Side == wc.Side
	if v := actedYet(u, b.ID, name, inWing); v != nil {
		return nil, v
	}
	if a.Args["by"] == "ac" {
		ac, v := acHelping(s, bd, u, at, name, "M&P §10.4 [L1277]")
		if v != nil {
			return nil, v
		}
		r.helper, r.byAC = ac, true
		return r, nil
	}
	switch {
	case !inWing:
		return nil, &rules.Violation{Code: "not-active", Rule: "M&P §10.4 [L1252]", Msg: name + " is not of the active wing: only the Army Commander may reform it [L1277]"}
	case u.Status[stOut] == 1:
		return nil, &rules.Violation{Code: "out-of-command", Rule: "M&P §6.3 [L387]", Msg: name + " is out of command: only the Army Commander may reform it"}
	}
	switch orderOf(wc) {
	case charts.Charge:
		return nil, &rules.Violation{Code: "orders", Rule: "M&P §10.4 [L1259]", Msg: name + "'s wing has Charge orders: only the Army Commander may reform it"}
	case charts.MakeReady:
		if wc.Status[stMove] != moveNone || !beside(s, bd, wc, at) {
			return nil, &rules.Violation{Code: "orders", Rule: "M&P §10.4 [L1259]", Msg: name + "'s wing has Make Ready orders: it reforms stacked with or next to " + s.UnitName(wc.ID) + ", who has not moved"}
		}
		r.helper = wc
	}
	return r, nil
}

// sideAC is the side's Army Commander on the map, nil if none.
func sideAC(s *rules.State, side int) *rules.Unit {
	for i := range s.Units {
		if u := &s.Units[i]; isAC(u) && u.Side == side && len(u.Bases) > 0 {
			if _, ok := s.Base(u.Bases[0]); ok {
				return u
			}
		}
	}
	return nil
}

// beside reports whether leader l is stacked with or adjacent to a unit
// standing on at.
func beside(s *rules.State, bd *board, l *rules.Unit, at hex.Unit) bool {
	la, _, ok := bd.unitAt(s, l)
	return ok && hex.UnitDist(la, at) <= 1
}

// applyReform reforms the unit (and its stack partner), spends its action
// and its helper's.
func applyReform(s *rules.State, r *reform) []rules.Event {
	u, _ := s.Unit(r.u.ID)
	from := formationOf(u)
	text := fmt.Sprintf("%s reforms", s.UnitName(u.ID))
	switch r.option {
	case reformReload:
		u.SetStatus(stPistols, u.Status[stPistols]-1)
		text += ": one pistol reloaded [L921]"
	default:
		u.Formation = r.to
		text += fmt.Sprintf(": %s, now %s", formationWords(from), formationWords(r.to))
		if r.partner != nil {
			p, _ := s.Unit(r.partner.u.ID)
			p.Formation = r.to // together, in one action [L620]
			text += ", with " + s.UnitName(p.ID)
		}
		if from == Column && twoHex(u) {
			lineUp(s, u, r.reverse)
		}
	}
	u.SetStatus(stMove, moveClosed)
	if wc := activeWC(s); wc != nil && wingOf(u) == wingOf(wc) && u.Side == wc.Side {
		s.SetCounter(ctActed, 1)
	}
	facts := []rules.Fact{{Name: "reform", Value: 1, Text: r.option, Rule: "M&P §10.4 [L1261-L1269]"}}
	if r.helper != nil {
		h, _ := s.Unit(r.helper.ID)
		h.SetStatus(stActed, 1)
		rule := "M&P §6.2 [L340]"
		if r.byAC {
			rule = "M&P §6.1 [L322]"
		}
		text += " (" + s.UnitName(h.ID) + ")"
		facts = append(facts, rules.Fact{Name: "leader", Value: 1, Of: h.ID, Text: s.UnitName(h.ID), Rule: rule})
	}
	return []rules.Event{{Kind: "reform", Side: u.Side, Unit: u.ID, Base: u.Bases[0], Text: text, Facts: facts}}
}

// lineUp turns a 2-hex Column's counter into a line on the same two hexes,
// facing as before it formed Column, or the other way round [L525].
func lineUp(s *rules.State, u *rules.Unit, reverse bool) {
	bd, err := boardOf(s)
	if err != nil {
		return
	}
	b, _ := s.Base(u.Bases[0])
	at, ok := bd.m.Layout.UnitAt(b.Shape.Pose(), true, true)
	if !ok {
		return
	}
	line := hex.Two(at.L, at.F)
	if reverse {
		line = hex.Countermarch(line)
	}
	b.Shape.Width, b.Shape.Depth = b.Shape.Depth, b.Shape.Width
	b.Shape = b.Shape.At(bd.m.Layout.Pose(line))
}

// actedYet refuses a unit of the active wing that has already made its
// action this activation [L210] (a reform or a rally is the unit's action).
func actedYet(u *rules.Unit, base, name string, inWing bool) *rules.Violation {
	if inWing && u.Status[stMove] != moveNone {
		return &rules.Violation{Code: "moved", Rule: "M&P §5.2 [L210]", Msg: name + " has made its action this activation", Bases: []string{base}}
	}
	return nil
}

// acHelping is u's side's Army Commander when he may spend his one action
// [L322] on u, stacked with or next to it (rule: the line that says so for
// the action), else the refusal.
func acHelping(s *rules.State, bd *board, u *rules.Unit, at hex.Unit, name, rule string) (*rules.Unit, *rules.Violation) {
	ac := sideAC(s, u.Side)
	switch {
	case ac == nil:
		return nil, &rules.Violation{Code: "no-ac", Rule: "M&P §6.1 [L322]", Msg: s.Sides[u.Side].Name + " has no Army Commander on the map"}
	case ac.Status[stActed] == 1:
		return nil, &rules.Violation{Code: "acted", Rule: "M&P §6.1 [L322]", Msg: s.UnitName(ac.ID) + " has made his one action this activation"}
	case !beside(s, bd, ac, at):
		return nil, &rules.Violation{Code: "too-far", Rule: rule, Msg: s.UnitName(ac.ID) + " must be stacked with or adjacent to " + name}
	}
	return ac, nil
}
