package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// The artillery stack order (8.3 [L630-L638], spec §7.8 "Artillery
// stacks"). A battery sharing a hex with a unit of its side lies on top
// of it (status top on the guns) or under it (no status). "Seule l'unité
// qui est placée au sommet peut engager un Tir ou être la cible d'un Tir,
// mais l'unité du dessous peut réagir et est sujette au Tir Tendu"
// [L630]: the unit under fires no fire action and is no target of one
// (nor of a Reaction Fire), though it reacts (Reaction Fire included) and
// is hit on a point-blank Line of Fire [L935]; a 2-hex unit with guns on
// one half fires from the other [L630]. Disabled or captured guns always
// lie under (they are no unit [L961]: they cover nothing) [L630].
//
// The order changes [L632]:
//   - when a unit stops in a hex with guns (or guns in a unit's hex),
//     the player decides: the unit goes on top (a reading: the mover's
//     player then puts the guns on top by the action below, in the same
//     move action);
//   - by the non-artillery unit's move action when activated: the action
//     "stack" (Target the unit, Args["top"] "guns" or "unit"), part of its
//     move action (its move opens, its MA fixed [L563]), once an
//     activation (status restacked; a reading: one change a move action),
//     no MP and no formation hit [L563]; both guns of a 2-hex unit move
//     together [L634];
//   - by the guns instead of a Reaction Fire: the answer react = stack,
//     the guns flipped Fired, neither unit of the stack firing in
//     reaction to that trigger [L632].
// A change of order by the active side in an enemy's Reaction Zone
// triggers its Reaction Fire (9.1.3 [L678], react-why 8), at the unit on
// top after the change (the only one that may be fired at [L630]).
// Not yet: Advance or Retire Fire in place by infantry stacked with guns
// [L840-L850]; the excess casualties of guns disabled on top [L638]
// (A26); the order changed by an Advance or Retire Fire action [L632]
// (their steps never enter a hex with guns).

// KindStack is a unit's change of the order of its stack with guns
// [L632]: Target the unit, Args["top"] "guns" or "unit".
const KindStack = "stack"

// whyStack is the trigger of a stack's order change [L678].
const whyStack = 8

// stackGuns are the batteries of u's side sharing a hex of u, on uAt
// (Disabled Guns are none [L961]).
func stackGuns(s *rules.State, bd *board, u *rules.Unit, uAt hex.Unit) []*rules.Unit {
	var out []*rules.Unit
	for _, o := range bd.occupants(s, bd.hexBox(uAt.Hexes()), nil) {
		if o.u == u || o.u.Type != Artillery || o.u.Side != u.Side || !isCombat(o.u) {
			continue
		}
		for _, h := range uAt.Hexes() {
			if o.at.Occupies(h) {
				out = append(out, o.u)
				break
			}
		}
	}
	return out
}

// under reports whether u lies under another counter of its stack in hex
// h [L630]: guns not on top of a unit, or a unit under guns on top.
func under(s *rules.State, bd *board, u *rules.Unit, h hex.Hex) bool {
	if !isCombat(u) {
		return false
	}
	for _, o := range bd.occupants(s, bd.hexBox([]hex.Hex{h}), nil) {
		if o.u == u || o.u.Side != u.Side || !isCombat(o.u) || !o.at.Occupies(h) {
			continue
		}
		switch {
		case u.Type == Artillery && o.u.Type != Artillery && u.Status[stTop] == 0:
			return true
		case u.Type != Artillery && o.u.Type == Artillery && o.u.Status[stTop] == 1:
			return true
		}
	}
	return false
}

// settleStack puts the unit that has just stopped in a hex with guns (or
// the guns in a unit's hex) in the order the player decides when it stops
// there: the unit on top [L630] (a reading: the stack action changes it).
func settleStack(s *rules.State, u *rules.Unit) {
	bd, err := boardOf(s)
	if err != nil || !isCombat(u) {
		return
	}
	at, _, ok := bd.unitAt(s, u)
	if !ok {
		return
	}
	if u.Type == Artillery {
		u.SetStatus(stTop, 0)
		return
	}
	for _, g := range stackGuns(s, bd, u, at) {
		g.SetStatus(stTop, 0)
	}
}

// restack is a checked change of a stack's order.
type restack struct {
	u    *rules.Unit
	guns []*rules.Unit
	top  bool // the guns go on top
	at   hex.Unit
}

// checkStack checks a stack action [L632].
func checkStack(s *rules.State, a rules.Action) (*restack, error) {
	if err := inPhase(s, PhaseWing, "a stack's order changes during its wing's activation [L632]"); err != nil {
		return nil, err
	}
	u, ok := s.Unit(a.Target)
	if !ok {
		return nil, fmt.Errorf("musketpike: stack: no unit %q", a.Target)
	}
	name := s.UnitName(u.ID)
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	at, _, ok := bd.unitAt(s, u)
	switch {
	case !ok:
		return nil, &rules.Violation{Code: "off-grid", Rule: "M&P §12.1", Msg: name + " is not on the map"}
	case u.Type == Artillery || !isCombat(u):
		return nil, &rules.Violation{Code: "stack-order", Rule: "M&P §7.8 [L632]", Msg: name + " does not change the order of a stack: the unit stacked with the guns does, by its move action (the guns only instead of a Reaction Fire)", Bases: u.Bases}
	}
	if v := checkMover(s, u, a.Side); v != nil {
		v.Msg += " (a stack's order changes by the unit's move action [L632])"
		return nil, v
	}
	if u.Status[stRestacked] == 1 {
		return nil, &rules.Violation{Code: "restacked", Rule: "M&P §7.8 [L632]", Msg: name + " has changed the order of its stack this activation", Bases: u.Bases}
	}
	guns := stackGuns(s, bd, u, at)
	if len(guns) == 0 {
		return nil, &rules.Violation{Code: "stack-order", Rule: "M&P §7.8 [L630]", Msg: name + " is stacked with no guns", Bases: u.Bases}
	}
	r := &restack{u: u, guns: guns, at: at}
	switch a.Args["top"] {
	case "guns":
		r.top = true
	case "unit":
	default:
		return nil, fmt.Errorf("musketpike: stack: top %q: want guns or unit", a.Args["top"])
	}
	same := true
	for _, g := range guns {
		same = same && (g.Status[stTop] == 1) == r.top
	}
	if same {
		return nil, &rules.Violation{Code: "stack-order", Rule: "M&P §7.8 [L630]", Msg: name + "'s stack is in that order already", Bases: u.Bases}
	}
	return r, nil
}

// applyStack changes the order, as part of the unit's move action
// [L632], then asks the Reaction Fire of the enemies whose zone holds the
// stack [L678].
func applyStack(s *rules.State, r *restack, d dice.Roller) ([]rules.Event, error) {
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	u := r.u
	if u.Status[stMove] != moveOpen {
		ma := allowanceNow(s, bd, u, bd.m.Layout.Pose(r.at))
		for i := range s.Units {
			if o := &s.Units[i]; o.Side == u.Side && o.Status[stMove] == moveOpen {
				o.SetStatus(stMove, moveClosed) // one unit moves at a time [L537]
			}
		}
		u.SetStatus(stMove, moveOpen)
		u.SetStatus(stMA, ma)
	}
	u.SetStatus(stRestacked, 1)
	s.SetCounter(ctActed, 1)
	top := u
	for _, g := range r.guns {
		if r.top {
			g.SetStatus(stTop, 1)
			top = g
		} else {
			g.SetStatus(stTop, 0)
		}
	}
	text := fmt.Sprintf("%s goes on top of %s [L632]", s.UnitName(u.ID), s.UnitNames(ids(r.guns)))
	if r.top {
		text = fmt.Sprintf("%s puts %s on top of its stack [L632]", s.UnitName(u.ID), s.UnitNames(ids(r.guns)))
	}
	evs := []rules.Event{{Kind: "moved", Side: u.Side, Unit: u.ID, Text: text, Facts: []rules.Fact{{Name: "top", Value: boolInt(r.top), Text: "the guns on top", Rule: "M&P §7.8 [L630]"}}}}
	if zoneReactions(s, bd, top, whyStack, nil) {
		more, err := resumeReactions(s, d)
		return append(evs, more...), err
	}
	return evs, nil
}

// ids are the units' ids.
func ids(us []*rules.Unit) []string {
	out := make([]string, len(us))
	for i, u := range us {
		out[i] = u.ID
	}
	return out
}

// boolInt is 1 for true.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkGunsRestack checks guns x's answer react = stack: instead of its
// Reaction Fire, the order of its stack changes [L632].
func checkGunsRestack(s *rules.State, x *rules.Unit) error {
	bd, err := boardOf(s)
	if err != nil {
		return err
	}
	at, _, ok := bd.unitAt(s, x)
	switch {
	case x.Type != Artillery:
		return &rules.Violation{Code: "react-kind", Rule: "M&P §7.8 [L632]", Msg: s.UnitName(x.ID) + " is no battery: only guns change their stack's order instead of a Reaction Fire", Bases: x.Bases}
	case x.Status[stReact]&reactFire == 0 || x.Status[stFired] == 1:
		return &rules.Violation{Code: "react-kind", Rule: "M&P §7.8 [L632]", Msg: s.UnitName(x.ID) + " may not fire in reaction now: the order changes only instead of a Reaction Fire", Bases: x.Bases}
	case !ok || stackPartner(s, bd, x, at) == nil:
		return &rules.Violation{Code: "stack-order", Rule: "M&P §7.8 [L630]", Msg: s.UnitName(x.ID) + " is stacked with no unit", Bases: x.Bases}
	}
	return nil
}

// stackPartner is the unit of its side guns g on gAt share a hex with,
// nil if none.
func stackPartner(s *rules.State, bd *board, g *rules.Unit, gAt hex.Unit) *rules.Unit {
	for _, o := range bd.occupants(s, bd.hexBox(gAt.Hexes()), nil) {
		if o.u != g && o.u.Side == g.Side && isCombat(o.u) && o.u.Type != Artillery && o.at.Occupies(gAt.L) {
			return o.u
		}
	}
	return nil
}

// applyGunsRestack flips guns x Fired and changes its stack's order; the
// unit under or over it does not fire in reaction to this trigger either
// [L632].
func applyGunsRestack(s *rules.State, x *rules.Unit, d dice.Roller) ([]rules.Event, error) {
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	at, _, _ := bd.unitAt(s, x)
	p := stackPartner(s, bd, x, at)
	if p == nil {
		return nil, checkGunsRestack(s, x)
	}
	x.SetStatus(stTop, 1-x.Status[stTop])
	x.SetStatus(stFired, 1) // [L632]
	x.SetStatus(stReact, 0)
	p.SetStatus(stReact, p.Status[stReact]&^reactFire)
	for _, g := range stackGuns(s, bd, p, mustAt(s, bd, p)) {
		g.SetStatus(stTop, x.Status[stTop]) // both guns of a 2-hex unit alike [L634]
	}
	where := "under"
	if x.Status[stTop] == 1 {
		where = "on top of"
	}
	evs := []rules.Event{{Kind: "reaction", Side: x.Side, Unit: x.ID, Text: fmt.Sprintf("%s goes %s %s instead of firing in reaction, and is Fired; neither fires in reaction [L632]", s.UnitName(x.ID), where, s.UnitName(p.ID)),
		Facts: []rules.Fact{{Name: "top", Value: x.Status[stTop], Text: "the guns on top", Rule: "M&P §7.8 [L632]"}}}}
	more, err := resumeReactions(s, d)
	return append(evs, more...), err
}

// mustAt is where u stands (a zero footprint off the map).
func mustAt(s *rules.State, bd *board, u *rules.Unit) hex.Unit {
	at, _, _ := bd.unitAt(s, u)
	return at
}

// stackOffers are the order changes of the selected units stacked with
// guns [L632].
func stackOffers(s *rules.State, side int, selected []string) []rules.Offer {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	var out []rules.Offer
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok || u.Side != side || u.Type == Artillery || !isCombat(u) {
			continue
		}
		at, _, ok := bd.unitAt(s, u)
		if !ok {
			continue
		}
		guns := stackGuns(s, bd, u, at)
		if len(guns) == 0 {
			continue
		}
		a := rules.Action{Kind: KindStack, Side: side, Target: u.ID, Args: map[string]string{"top": "guns"}}
		label := fmt.Sprintf("%s puts %s on top", s.UnitName(u.ID), s.UnitNames(ids(guns)))
		if guns[0].Status[stTop] == 1 {
			a.Args["top"] = "unit"
			label = fmt.Sprintf("%s goes on top of %s", s.UnitName(u.ID), s.UnitNames(ids(guns)))
		}
		o := rules.Offer{Label: label, Detail: []string{"only the unit on top fires or is fired at; part of its move action (M&P §7.8 [L630-L632])"}, Action: a, Bases: u.Bases}
		if _, err := checkStack(s, a); err != nil {
			o.Disabled = err.Error()
		}
		out = append(out, o)
	}
	return out
}
