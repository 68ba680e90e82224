package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/hex"
)

// Artillery (6.2.3 [L469], 7.3.3 [L575], 10.8.1 [L927]). A battery fires
// once a turn; instead, it may re-face any number of vertices (an
// unlimbered battery's only move: a path of re-faces, for no MP) or limber
// or unlimber [L575]; either way it flips to its Fired side. Limbered guns
// have no facing and move 2 MP on the heavy infantry column (allowance.go,
// units.go); they unlimber facing the way their counter is drawn. The
// limbering or unlimbering is the battery's action for the activation
// [L210]. (TACW has no limbering [L575]; no setting turns it off yet.)

// KindLimber limbers or unlimbers a battery: Target the artillery unit.
const KindLimber = "limber"

// unlimberedGuns reports whether u is artillery in battery.
func unlimberedGuns(u *rules.Unit) bool { return u.Type == Artillery && !limbered(u) }

// checkGunsStep checks a step of an unlimbered battery: re-facing only,
// and only while it has not fired this turn [L469].
func checkGunsStep(s *rules.State, p *plan, st step) *rules.Violation {
	switch {
	case st.kind != stepReface && st.kind != stepCountermarch:
		return p.violation(s, "cannot-move", "M&P §3.3 [L554]", "cannot move: its guns are unlimbered (they may re-face instead of firing [L469], or limber [L575])")
	case p.u.Status[stFired] == 1:
		return p.violation(s, "fired", "M&P §7.3 [L469]", "has fired this turn: it re-faces only instead of firing")
	}
	return nil
}

// checkLimber checks a limber or unlimber action.
func checkLimber(s *rules.State, a rules.Action) (*rules.Unit, error) {
	if err := inPhase(s, PhaseWing, "a battery limbers during its wing's activation"); err != nil {
		return nil, err
	}
	u, ok := s.Unit(a.Target)
	if !ok || u.Type != Artillery {
		return nil, fmt.Errorf("musketpike: limber wants an artillery unit, got %q", a.Target)
	}
	if u.Status[stDisabled] == 1 {
		return nil, &rules.Violation{Code: "cannot-move", Rule: "M&P §8.9 [L961]", Msg: s.UnitName(u.ID) + " is Disabled Guns"}
	}
	if v := checkMover(s, u, a.Side); v != nil && v.Code != "cannot-move" {
		return nil, v
	}
	name := s.UnitName(u.ID)
	switch {
	case u.Status[stMove] != moveNone:
		return nil, &rules.Violation{Code: "moved", Rule: "M&P §5.2 [L210]", Msg: name + " has made its action this activation"}
	case u.Status[stFired] == 1:
		return nil, &rules.Violation{Code: "fired", Rule: "M&P §7.6 [L575]", Msg: name + " has fired this turn: it limbers or unlimbers instead of firing"}
	case moraleBroken(u):
		return nil, &rules.Violation{Code: "cannot-move", Rule: "M&P §3.3 [L555]", Msg: name + " is Morale Broken"}
	}
	if limbered(u) {
		bd, err := boardOf(s)
		if err != nil {
			return nil, err
		}
		b, _ := s.Base(u.Bases[0])
		if _, ok := bd.m.Layout.UnitAt(b.Shape.Pose(), false, false); !ok {
			return nil, &rules.Violation{Code: "off-grid", Rule: "M&P §7.2 [L447]", Msg: name + " must be turned to face a vertex to unlimber"}
		}
	}
	return u, nil
}

// applyLimber limbers or unlimbers the battery: its fire of the turn and
// its action are spent.
func applyLimber(s *rules.State, u *rules.Unit) []rules.Event {
	text := s.UnitName(u.ID) + " limbers: MA 2, no facing [L575]"
	if limbered(u) {
		u.SetStatus(stLimbered, 0)
		text = s.UnitName(u.ID) + " unlimbers"
		if bd, err := boardOf(s); err == nil {
			b, _ := s.Base(u.Bases[0])
			if at, ok := bd.m.Layout.UnitAt(b.Shape.Pose(), false, false); ok {
				text += ", facing " + facingWords(bd, at)
			}
		}
	} else {
		u.SetStatus(stLimbered, 1)
	}
	u.SetStatus(stFired, 1) // instead of firing this turn [L575]
	u.SetStatus(stMove, moveClosed)
	s.SetCounter(ctActed, 1)
	return []rules.Event{{Kind: "limber", Side: u.Side, Unit: u.ID, Base: u.Bases[0], Text: text + "; it does not fire this turn"}}
}

// facingWords names a counter's facing by the hexes in front of it.
func facingWords(bd *board, at hex.Unit) string {
	f := at.Front()
	var labels []string
	for _, h := range f.Hexes() {
		if bd.m.Contains(h) {
			labels = append(labels, bd.label(h))
		}
	}
	if len(labels) == 0 {
		return "the map's edge"
	}
	out := labels[0]
	for _, l := range labels[1:] {
		out += " and " + l
	}
	return out
}
