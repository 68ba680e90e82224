package warmaster

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// The owner's choice of how a friend makes way, or whether it does
// (wme.md §9.10; [L1906-1926]; [L1883]: "ne lui laissant pas le passage,
// volontairement ou non"; [L2794]: "Refuser de laisser le passage..."). It
// is made after the dice that move the unit forcing its way (the drive
// back's, the fight's), so the move waits for it: the friend's unit is
// marked, the "make-way" action is offered to its owner (even in the
// other player's turn) and every other action is refused until it is
// made, as for the epilogue (epilogue.go) and a round's casualties
// (roundend.go). The action carries the move on: the drive backs and the
// end of the Shooting phase, or the round's end.
const (
	// KindMakeWay: the owner of Args["unit"] makes it make way as
	// Args["way"] says (WayAsideRight, WayAsideLeft, WayBack, WaySupport)
	// or refuses (WayRefuse).
	KindMakeWay = "make-way"

	ArgWay = "way"
)

// Status keys of a make way under way (cleared when the move is made).
const (
	stWayFor     = "way-for"     // a friend awaiting its owner's choice: 1 + index of the unit forcing its way
	stWayRefused = "way-refused" // it refused: 1 + index of that unit
	stWayDX      = "way-dx-um"   // on the unit forcing its way: its move, micrometres along x
	stWayDY      = "way-dy-um"   // and along y
)

// wayChooser is the friend whose owner must choose how it makes way, or
// nil.
func wayChooser(s *rules.State) *rules.Unit {
	for i := range s.Units {
		if u := &s.Units[i]; status(u, stWayFor) > 0 {
			return u
		}
	}
	return nil
}

// askWay makes friend f wait for its owner's choice of how it makes way
// for m, which is to move by v; the event says so.
func askWay(s *rules.State, m, f *rules.Unit, v geom.Vec) rules.Event {
	f.SetStatus(stWayFor, 1+unitIndex(s, m.ID))
	setVec(m, stWayDX, stWayDY, v, umPerCm)
	return rules.Event{Kind: "make-way", Side: f.Side, Unit: f.ID,
		Text: fmt.Sprintf("%s stand in the way of %s: %s chooses whether and how they make way (WME §9.10 [L1906-1926]; refusing, L1883, L2794)",
			f.Name, m.Name, s.Sides[f.Side].Name)}
}

// refusedWay reports whether friend f has refused to make way for m.
func refusedWay(s *rules.State, f, m *rules.Unit) bool {
	return status(f, stWayRefused) == 1+unitIndex(s, m.ID)
}

// wayDone forgets m's move and the refusals it met, once m has moved.
func wayDone(s *rules.State, m *rules.Unit) {
	m.SetStatus(stWayDX, 0)
	m.SetStatus(stWayDY, 0)
	for i := range s.Units {
		if f := &s.Units[i]; refusedWay(s, f, m) {
			f.SetStatus(stWayRefused, 0)
		}
	}
}

// wayPending is the violation for any action but the choice
// awaited, or nil.
func wayPending(s *rules.State) *rules.Violation {
	f := wayChooser(s)
	if f == nil {
		return nil
	}
	return &rules.Violation{Code: "make-way-pending", Rule: "WME §9.10 [L1906-1926]", Bases: f.Bases,
		Msg: fmt.Sprintf("%s must first choose whether and how %s make way", s.Sides[f.Side].Name, f.Name)}
}

// checkMakeWay checks a make-way action and returns the friend, the
// unit forcing its way and the plan chosen (nil for a refusal).
func checkMakeWay(s *rules.State, a rules.Action) (f, m *rules.Unit, p *wayPlan, err error) {
	f, ok := s.Unit(a.Args["unit"])
	if !ok {
		return nil, nil, nil, fmt.Errorf("warmaster: no unit %q", a.Args["unit"])
	}
	if f.Side != a.Side {
		return nil, nil, nil, &rules.Violation{Code: "not-yours", Rule: "WME §9.10 [L1906]", Bases: f.Bases, Msg: fmt.Sprintf("%s is not yours", f.Name)}
	}
	i := status(f, stWayFor) - 1
	if i < 0 {
		return nil, nil, nil, &rules.Violation{Code: "no-choice", Rule: "WME §9.10 [L1906]", Bases: f.Bases,
			Msg: fmt.Sprintf("%s is not asked to make way now", f.Name)}
	}
	m = &s.Units[i]
	if a.Args[ArgWay] == WayRefuse {
		return f, m, nil, nil
	}
	opts, _ := wayOptions(s, m, f, sweepsOf(s, m, vecOf(m, stWayDX, stWayDY, umPerCm)))
	var open []string
	for _, o := range opts {
		if o.how == a.Args[ArgWay] {
			return f, m, &o, nil
		}
		open = append(open, o.how)
	}
	return nil, nil, nil, &rules.Violation{Code: "make-way", Rule: "WME §9.10 [L1906-1934]", Bases: f.Bases,
		Msg: fmt.Sprintf("%s cannot make way %q; open: %s or %s", f.Name, a.Args[ArgWay], strings.Join(open, ", "), WayRefuse)}
}

// applyMakeWay makes way as chosen (or records the refusal) and carries
// the move on: in the Shooting phase the drive backs and the phase's end
// (endPhase's rest, commanders included), in the Combat phase the round's
// end.
func applyMakeWay(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	before := s.Clone()
	f, m, p, err := checkMakeWay(s, a)
	if err != nil {
		return nil, err
	}
	f.SetStatus(stWayFor, 0)
	var evs []rules.Event
	if p == nil {
		f.SetStatus(stWayRefused, 1+unitIndex(s, m.ID))
		evs = append(evs, rules.Event{Kind: "make-way", Side: f.Side, Unit: f.ID,
			Text: fmt.Sprintf("%s do not make way for %s (its owner's choice, WME §9.10, L1883, L2794)", f.Name, m.Name)})
	} else {
		ev, err := applyWay(s, m, f, *p, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, ev)
	}
	if s.Phase == PhaseShooting {
		more, wait, err := endShooting(s, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
		if wait {
			return append(evs, commandersAfter(&before, s)...), nil
		}
		return finishPhase(s, &before, evs, d)
	}
	more, err := afterRound(s, d)
	return append(evs, more...), err
}

// makeWayOffers propose, for the friend awaiting its owner's choice, each
// way open to it (the rules' pick first: the least move) and the refusal,
// with its bases' paths (on the phasing player's screen too, for hotseat
// play, as for the epilogue).
func makeWayOffers(s *rules.State, side int) []rules.Offer {
	f := wayChooser(s)
	if f == nil || f.Side != side && side != s.Active {
		return nil
	}
	m := &s.Units[status(f, stWayFor)-1]
	opts, _ := wayOptions(s, m, f, sweepsOf(s, m, vecOf(m, stWayDX, stWayDY, umPerCm)))
	var offers []rules.Offer
	act := func(way string) rules.Action {
		return rules.Action{Kind: KindMakeWay, Side: f.Side, Args: map[string]string{"unit": f.ID, ArgWay: way}}
	}
	for i, p := range opts {
		most, _ := p.cost(s)
		o := rules.Offer{Action: act(p.how), Label: fmt.Sprintf("%s: Make way for %s — %s", f.Name, m.Name, wayName(p.how)),
			Detail: []string{fmt.Sprintf("its farthest element moves %.1f cm; both units test for confusion, a 6 confuses (WME §9.10 [L1906-1930])", most)}}
		if i == 0 {
			o.Detail[0] += " (the rules' pick: the least move)"
		}
		for _, id := range p.moved() {
			b, _ := s.Base(id)
			o.Preview = append(o.Preview, rules.Move{Base: id, Path: geom.Path{b.Shape.Pose(), p.poses[id]}})
		}
		offers = append(offers, o)
	}
	refuse := "stops in contact with them, confused (L1883)"
	if s.Phase == PhaseCombat {
		refuse = "loses every element whose retreat they block (L2794)"
	}
	return append(offers, rules.Offer{Action: act(WayRefuse), Label: fmt.Sprintf("%s: Do not make way for %s", f.Name, m.Name),
		Detail: []string{fmt.Sprintf("%s %s (WME §9.10)", m.Name, refuse)}})
}
