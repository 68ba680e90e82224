package warmaster

import (
	"fmt"
	"slices"
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
	// Args["way"] says (WayAsideRight, WayAsideLeft, WayBack, WaySupport),
	// placing its elements himself when Moves are given (makewayplace.go),
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
			f.Title(), m.Title(), s.Sides[f.Side].Name)}
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

// wayPendingFor is the violation for any action but the choice
// awaited, or nil, f being wayChooser(s) (waitingOf's way).
func wayPendingFor(s *rules.State, f *rules.Unit) *rules.Violation {
	if f == nil {
		return nil
	}
	if ask, ok := currentAsk(s); ok {
		f = ask.unit // a friend of the chain, in turn ([L1908])
	}
	return &rules.Violation{Code: "make-way-pending", Rule: "WME §9.10 [L1906-1926]", Bases: f.Bases,
		Msg: fmt.Sprintf("%s must first choose whether and how %s make way", s.Sides[f.Side].Name, f.Title())}
}

// The owner's choice of the way each friend of a chain makes way
// ([L1908]: a friend making way meets another, which makes way for it in
// turn): once he has chosen how the first friend makes way, each friend
// of its chain with more than one way open is asked in turn (the order
// the ways are made in), the ways chosen kept as picks on the units until
// the whole chain moves; a friend with one way open makes it. A friend in
// a chain does not refuse: its owner undoes the first friend's choice
// instead.
const (
	stWayPick = "way-pick" // 1 + the index in wayCodes of the way chosen, the chain waiting
	stWayAt   = "way-at:"  // + BASE: placed by the owner; + BASE + ":x", ":y", ":f": where
)

// wayCodes are the ways of making way a pick may hold.
var wayCodes = []string{WayAsideRight, WayAsideLeft, WayBack, WaySupport}

// wayPick is the way chosen for u awaiting its chain's choices, with the
// owner's placement of its elements (nil: the rules'), false when none.
func wayPick(u *rules.Unit) (string, map[string]geom.Pose, bool) {
	i := status(u, stWayPick) - 1
	if i < 0 || i >= len(wayCodes) {
		return "", nil, false
	}
	var at map[string]geom.Pose
	for _, id := range u.Bases {
		if status(u, stWayAt+id) > 0 {
			if at == nil {
				at = map[string]geom.Pose{}
			}
			at[id] = poseOf(u, stWayAt+id)
		}
	}
	return wayCodes[i], at, true
}

// setWayPick keeps the way chosen for u and its placement.
func setWayPick(u *rules.Unit, how string, at map[string]geom.Pose) {
	u.SetStatus(stWayPick, 1+slices.Index(wayCodes, how))
	for id, q := range at {
		u.SetStatus(stWayAt+id, 1)
		setPose(u, stWayAt+id, q)
	}
}

// clearWayPicks forgets every pick: the chain has moved.
func clearWayPicks(s *rules.State) {
	for i := range s.Units {
		for k := range s.Units[i].Status {
			if k == stWayPick || strings.HasPrefix(k, stWayAt) {
				delete(s.Units[i].Status, k)
			}
		}
	}
}

// chosenWay is the plan of friend f making way for m (whose bases move as
// sw) as how says, with the owner's placement at (nil: the rules'), its
// chain cleared (clearWay), or why it cannot.
func chosenWay(s *rules.State, m, f *rules.Unit, sw []sweep, how string, at map[string]geom.Pose, busy map[string]bool) (wayPlan, string) {
	if at != nil {
		p, v := placedWay(s, m, f, sw, how, at)
		if v != nil {
			return p, v.Msg
		}
		return clearWay(s, m, f, p, engagedSet(s), busy)
	}
	opts, why := wayOptionsIn(s, m, f, sw, busy)
	for _, o := range opts {
		if o.how == how {
			return o, ""
		}
	}
	if why == "" {
		why = "it cannot " + wayVerb(how)
	}
	return wayPlan{}, why
}

// wayAsk is a choice of how a friend makes way: the first friend met by
// the drive back or retreat (root), or one in the way of a friend making
// way ([L1908]); it makes way in n for forcer's bases moving as sw, the
// units of busy not asked again, the ways open to it being opts.
type wayAsk struct {
	forcer, unit *rules.Unit
	n            *rules.State
	sw           []sweep
	busy         map[string]bool
	opts         []wayPlan
	root         bool
}

// wayRoot is the first friend awaiting the choice, the unit forcing its
// way and that unit's move, or false.
func wayRoot(s *rules.State) (f, m *rules.Unit, sw []sweep, ok bool) {
	if f = wayChooser(s); f == nil {
		return nil, nil, nil, false
	}
	m = &s.Units[status(f, stWayFor)-1]
	return f, m, sweepsOf(s, m, vecOf(m, stWayDX, stWayDY, umPerCm)), true
}

// currentAsk is the choice awaited: the first friend's, else the first
// friend of its chain, in the order they move, with more than one way
// open and none chosen; false when none is awaited.
func currentAsk(s *rules.State) (wayAsk, bool) {
	f, m, sw, ok := wayRoot(s)
	if !ok {
		return wayAsk{}, false
	}
	busy := map[string]bool{m.ID: true, f.ID: true}
	how, at, picked := wayPick(f)
	if !picked {
		opts, _ := wayOptionsIn(s, m, f, sw, busy)
		return wayAsk{forcer: m, unit: f, n: s, sw: sw, busy: busy, opts: opts, root: true}, true
	}
	p, _ := chosenWay(s, m, f, sw, how, at, busy)
	if l, ok := nextLink(p); ok {
		return wayAsk{forcer: l.forcer, unit: l.unit, n: l.at, sw: l.sw, busy: l.busy, opts: l.alts}, true
	}
	return wayAsk{}, false
}

// nextLink is the first friend of p's chain, in the order the ways are
// made, whose owner has more than one way to choose from.
func nextLink(p wayPlan) (wayLink, bool) {
	for _, l := range p.chain {
		if len(l.alts) > 1 {
			return l, true
		}
		if k, ok := nextLink(l.plan); ok {
			return k, true
		}
	}
	return wayLink{}, false
}

// checkMakeWay checks a make-way action and returns the choice it makes
// and the plan chosen (nil for a refusal): one of the ways offered or,
// with Moves, the owner's own placement of the friend's elements for that
// way (makewayplace.go), its chain cleared.
func checkMakeWay(s *rules.State, a rules.Action) (wayAsk, *wayPlan, error) {
	f, ok := s.Unit(a.Args["unit"])
	if !ok {
		return wayAsk{}, nil, fmt.Errorf("warmaster: no unit %q", a.Args["unit"])
	}
	if f.Side != a.Side {
		return wayAsk{}, nil, &rules.Violation{Code: "not-yours", Rule: "WME §9.10 [L1906]", Bases: f.Bases, Msg: fmt.Sprintf("%s is not yours", f.Title())}
	}
	ask, ok := currentAsk(s)
	if !ok || ask.unit.ID != f.ID {
		return wayAsk{}, nil, &rules.Violation{Code: "no-choice", Rule: "WME §9.10 [L1906]", Bases: f.Bases,
			Msg: fmt.Sprintf("%s is not asked to make way now", f.Title())}
	}
	how := a.Args[ArgWay]
	if how == WayRefuse {
		switch {
		case !ask.root:
			return wayAsk{}, nil, &rules.Violation{Code: "make-way", Rule: "WME §9.10 [L1908]", Bases: f.Bases,
				Msg: fmt.Sprintf("%s make way for %s in turn, as the way chosen for it needs: to have them stay, choose that friend's way again (undo)", f.Title(), ask.forcer.Title())}
		case len(a.Moves) > 0:
			return wayAsk{}, nil, fmt.Errorf("warmaster: a refusal to make way places no element")
		}
		return ask, nil, nil
	}
	if len(a.Moves) > 0 {
		p, err := placedWayAction(s, ask, f, how, a.Moves)
		return ask, p, err
	}
	var open []string
	for _, o := range ask.opts {
		if o.how == how {
			return ask, &o, nil
		}
		open = append(open, o.how)
	}
	if ask.root {
		open = append(open, WayRefuse)
	}
	return wayAsk{}, nil, &rules.Violation{Code: "make-way", Rule: "WME §9.10 [L1906-1934]", Bases: f.Bases,
		Msg: fmt.Sprintf("%s cannot make way %q; open: %s", f.Title(), how, strings.Join(open, ", "))}
}

// placedWayAction is the plan of a make-way action's Moves: each from
// where the element stands, once, to where its owner wants it; judged by
// placedWay, then its paths and the friends making way for it in turn
// (clearWay).
func placedWayAction(s *rules.State, ask wayAsk, f *rules.Unit, how string, moves []rules.Move) (*wayPlan, error) {
	at := map[string]geom.Pose{}
	for _, mv := range moves {
		b, ok := s.Base(mv.Base)
		if !ok {
			return nil, fmt.Errorf("warmaster: no base %q", mv.Base)
		}
		if _, twice := at[b.ID]; twice {
			return nil, fmt.Errorf("warmaster: base %s moves twice in one action", b.ID)
		}
		if err := startsHere(b, s.Called(b.ID), mv.Path); err != nil {
			return nil, err
		}
		at[b.ID] = mv.Path.End()
	}
	p, v := placedWay(ask.n, ask.forcer, f, ask.sw, how, at)
	if v != nil {
		return nil, v
	}
	p, why := clearWay(ask.n, ask.forcer, f, p, engagedSet(ask.n), ask.busy)
	if why != "" {
		return nil, wayPlaceViolation(f, "WME §9.10 [L1906-1934]", fmt.Sprintf("%s cannot make way so: %s", f.Title(), why))
	}
	return &p, nil
}

// applyMakeWay makes the choice: a refusal is recorded; a way is kept as
// a pick while a friend of its chain still has its way to choose (asked
// next); else the whole chain makes way and the move carries on: in the
// Shooting phase the drive backs and the phase's end (endPhase's rest,
// commanders included), in the Combat phase the round's end. Its owner
// may then re-place the elements that stepped aside or moved back in
// support (makewayreplace.go).
func applyMakeWay(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	before := s.Clone()
	ask, p, err := checkMakeWay(s, a)
	if err != nil {
		return nil, err
	}
	var evs []rules.Event
	if p == nil {
		f, m := ask.unit, ask.forcer
		f.SetStatus(stWayFor, 0)
		f.SetStatus(stWayRefused, 1+unitIndex(s, m.ID))
		evs = append(evs, rules.Event{Kind: "make-way", Side: f.Side, Unit: f.ID,
			Text: fmt.Sprintf("%s do not make way for %s (its owner's choice, WME §9.10, L1883, L2794)", f.Title(), m.Title())})
	} else {
		var at map[string]geom.Pose
		if len(a.Moves) > 0 {
			at = p.poses
		}
		u, _ := s.Unit(ask.unit.ID)
		setWayPick(u, p.how, at)
		if next, ok := currentAsk(s); ok {
			return []rules.Event{{Kind: "make-way", Side: u.Side, Unit: next.unit.ID,
				Text: fmt.Sprintf("%s would %s; %s stand in its way: %s chooses how they make way for it in turn (WME §9.10 [L1908])",
					u.Title(), wayVerb(p.how), next.unit.Title(), s.Sides[u.Side].Name)}}, nil
		}
		ev, err := makeChosenWay(s, d)
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

// makeChosenWay moves the first friend and its chain as chosen, rolls
// their tests and lets their owner re-place the elements that stepped
// aside or moved back in support.
func makeChosenWay(s *rules.State, d dice.Roller) (rules.Event, error) {
	f, m, sw, _ := wayRoot(s)
	how, at, _ := wayPick(f)
	p, why := chosenWay(s, m, f, sw, how, at, map[string]bool{m.ID: true, f.ID: true})
	if why != "" {
		return rules.Event{}, fmt.Errorf("warmaster: the way chosen for %s is no longer open: %s", f.Title(), why)
	}
	clearWayPicks(s)
	f.SetStatus(stWayFor, 0)
	openWayReplace(s, m, f, p, sw)
	return applyWay(s, m, f, p, d)
}

// makeWayOffers propose, for the friend awaiting its owner's choice, each
// way open to it (the rules' pick first: the least move) and, for the
// first friend met, the refusal, with its bases' paths (on the phasing
// player's screen too, for hotseat play, as for the epilogue).
func makeWayOffers(s *rules.State, side int) []rules.Offer {
	ask, ok := currentAsk(s)
	if !ok || ask.unit.Side != side && side != s.Active {
		return nil
	}
	f, m := ask.unit, ask.forcer
	var offers []rules.Offer
	act := func(way string) rules.Action {
		return rules.Action{Kind: KindMakeWay, Side: f.Side, Args: map[string]string{"unit": f.ID, ArgWay: way}}
	}
	for i, p := range ask.opts {
		most, _ := p.cost(ask.n)
		o := rules.Offer{Action: act(p.how), Label: fmt.Sprintf("%s: Make way for %s — %s", f.Title(), m.Title(), wayName(p.how)),
			Detail: []string{fmt.Sprintf("its farthest element moves %.1f cm; both units test for confusion, a 6 confuses (WME §9.10 [L1906-1930])", most)}}
		if i == 0 {
			o.Detail[0] += " (the rules' pick: the least move)"
		}
		if !ask.root {
			o.Detail = append(o.Detail, fmt.Sprintf("in turn, for %s making way (WME §9.10 [L1908])", m.Title()))
		}
		for _, id := range p.moved() {
			b, _ := ask.n.Base(id)
			o.Preview = append(o.Preview, rules.Move{Base: id, Path: geom.Path{b.Shape.Pose(), p.poses[id]}})
		}
		offers = append(offers, o)
	}
	if !ask.root {
		return offers
	}
	refuse := "stops in contact with them, confused (L1883)"
	if s.Phase == PhaseCombat {
		refuse = "loses every element whose retreat they block (L2794)"
	}
	return append(offers, rules.Offer{Action: act(WayRefuse), Label: fmt.Sprintf("%s: Do not make way for %s", f.Title(), m.Title()),
		Detail: []string{fmt.Sprintf("%s %s (WME §9.10)", m.Title(), refuse)}})
}
