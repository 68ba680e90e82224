package musketpike

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// Interception (9.3 [L716-L744], spec §8.4). Inactive cavalry, not
// Formation Broken, with at least the mover's MA, that has not tried this
// enemy activation, may try to intercept an enemy unit whose step (a hex
// entered, a facing changed) ends within 4 hexes, in its front or flank
// arc, in sight, with a path to a hex next to it every hex of which
// brings it closer, within its MA, through no blind zone, no enemy and no
// friendly unit but artillery, taking no formation hit that would break
// it (P18, hex.InterceptPath) [L720-L726], [L744]. The attempt (the
// action "react", react = intercept) is a d10 on the Interception Table
// by the cavalry's orders [L730]; either way it is marked (status
// intercepted, A32's "once an enemy activation" [L728]). Failed, the
// cavalry stays and may still react to the same trigger [L730]. Passed,
// it moves next to the mover along the path, facing it, with the
// terrain's formation hits [L732], the mover losing its Momentum [L740];
// then it may attack it in melee, resolved at once (react = melee, or
// decline) [L734], after which the mover goes on [L738]. The fire the
// text lets the two exchange before the melee [L734] is not yet played.

// The interception's bits in status react.
const (
	reactIntercept = 32 // try to intercept [L718]
	reactMelee     = 64 // the interceptor may melee the unit it reached [L734]
)

// interceptPath is x's interception path to e (on eAt) with MA ma, and
// whether there is one (P18).
func interceptPath(s *rules.State, bd *board, x, e *rules.Unit, xAt, eAt hex.Unit, ma int) ([]hex.Hex, bool) {
	if x.Type != Cavalry || xAt.Two {
		return nil, false
	}
	box := bd.hexBox(append(xAt.Hexes(), eAt.Hexes()...))
	near := bd.occupants(s, box.Grow(float64(hex.InterceptRange)*bd.m.Layout.Size), nil)
	var blocks []hex.Hex
	for _, o := range near {
		if o.u == x || o.u == e || gone(o.u) {
			continue
		}
		switch o.u.Type {
		case Wagons, HeavyInfantry, Cavalry:
			blocks = append(blocks, o.at.Hexes()...) // [L965]
		case Artillery:
			if o.u.Side != x.Side {
				blocks = append(blocks, o.at.Hexes()...) // enemy artillery blocks [L967]
			}
		}
	}
	sight := hex.Sight{Units: func(h hex.Hex) bool { return slices.Contains(blocks, h) }}
	level := formationLevel(formationOf(x))
	mv := moverOf(x)
	step := func(from, to hex.Hex) (int, bool) {
		for _, o := range near {
			if o.u == x || o.u == e || gone(o.u) || o.u.Type == Leader || !o.at.Occupies(to) {
				continue
			}
			if o.u.Side != x.Side || o.u.Type != Artillery {
				return 0, false // no enemy, no friend but artillery [L604], [L744]
			}
		}
		d, ok := from.DirTo(to)
		if !ok {
			return 0, false
		}
		f := hex.Vertex(d)
		st := step{kind: stepForward, from: hex.One(from, f), to: hex.One(to, f), entered: []hex.Hex{to}, crossed: []crossing{{from, to}}, moveHits: true}
		mp, hits, blocked := bd.stepTerrain(mv, st)
		if blocked != "" || level+hits >= formationLevel(Broken) {
			return 0, false // a formation hit it cannot take [L724] (a reading: step by step)
		}
		return mp, true
	}
	return bd.m.InterceptPath(xAt, eAt, sight, hex.Intercept{MP: ma, Step: step})
}

// commanded reports whether x's wing has its commander on the map: a
// wing whose commander is removed may not intercept (5.3.2 [L346]). One
// pass over the units, no lookups.
func commanded(s *rules.State, x *rules.Unit) bool {
	for i := range s.Units {
		if c := &s.Units[i]; isWC(c) && c.Side == x.Side && wingOf(c) == wingOf(x) && c.Status[stRemoved] == 0 {
			return true
		}
	}
	return false
}

// mayIntercept reports whether x could try to intercept now at all.
func mayIntercept(x *rules.Unit) bool {
	return x.Type == Cavalry && reactionUnit(x) && formationOf(x) != Broken && x.Status[stIntercepted] == 0
}

// interceptStep reports whether the step of e (MA maE) to `to` lets x, on
// xAt with MA maX, try to intercept it [L720-L726].
func interceptStep(s *rules.State, bd *board, x, e *rules.Unit, xAt, to hex.Unit, maX, maE int) bool {
	if maX < maE || hex.UnitDist(xAt, to) > hex.InterceptRange {
		return false
	}
	_, ok := interceptPath(s, bd, x, e, xAt, to, maX)
	return ok
}

// tryIntercept is x's interception roll against e [L730].
func tryIntercept(s *rules.State, x, e *rules.Unit, d dice.Roller) ([]rules.Event, error) {
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	wc := wingCommander(s, x)
	if wc == nil {
		return nil, fmt.Errorf("musketpike: %s has no wing commander", s.UnitName(x.ID))
	}
	dv, roll, err := die(d)
	if err != nil {
		return nil, err
	}
	x.SetStatus(stIntercepted, 1) // tried, once an enemy activation [L728]
	chk := bd.charts.Interception(orderOf(wc), dv, 0)
	facts := []rules.Fact{{Name: "die", Value: dv, Text: "die", Rule: "M&P §8.4 [L730]"}, {Name: "row", Value: chk.Row, Text: "row read"},
		{Name: "need-lo", Value: chk.Span.Lo, Text: "success from"}, {Name: "need-hi", Value: chk.Span.Hi, Text: "success to"}}
	ev := rules.Event{Kind: "roll", Side: x.Side, Unit: x.ID, Rolls: []dice.Roll{roll}, Facts: facts}
	ev.Text = fmt.Sprintf("%s tries to intercept %s: %s, needs %s on the Interception Table (%s, %s orders)", s.UnitName(x.ID), s.UnitName(e.ID), chk.Roll, chk.Span, bd.charts.Label(), orderName(orderOf(wc)))
	bits := x.Status[stReact] &^ reactIntercept
	if !chk.Success || !chk.Possible {
		ev.Text += ": fails; it stays, and may still react [L730]"
		x.SetStatus(stReact, bits)
		more, err := resumeReactions(s, d)
		return append([]rules.Event{ev}, more...), err
	}
	xAt, b, _ := bd.unitAt(s, x)
	eAt, _, _ := bd.unitAt(s, e)
	ma := movementAllowance(x, partnerOf(x, xAt, bd.occupants(s, bd.hexBox(xAt.Hexes()), nil)) != nil)
	path, ok := interceptPath(s, bd, x, e, xAt, eAt, ma)
	if !ok {
		ev.Text += ": succeeds, but its way is shut since"
		x.SetStatus(stReact, bits)
		more, err := resumeReactions(s, d)
		return append([]rules.Event{ev}, more...), err
	}
	ev.Text += ": succeeds [L732]"
	end, hits, mp := xAt, 0, 0
	for _, h := range path {
		dd, _ := end.L.DirTo(h)
		st := step{kind: stepForward, from: hex.One(end.L, hex.Vertex(dd)), to: hex.One(h, hex.Vertex(dd)), entered: []hex.Hex{h}, crossed: []crossing{{end.L, h}}, moveHits: true}
		c, hh, _ := bd.stepTerrain(moverOf(x), st)
		mp, hits = mp+c, hits+hh
		end = hex.One(h, xAt.F)
	}
	for _, h := range eAt.Hexes() { // face the intercepted unit: it is in a front hex [L734]
		if dd, ok := end.L.DirTo(h); ok {
			end.F = hex.Vertex(dd)
			break
		}
	}
	partner := partnerOf(x, xAt, bd.occupants(s, bd.hexBox(xAt.Hexes()), nil))
	b.Shape = b.Shape.At(bd.m.Layout.Pose(end))
	text := fmt.Sprintf("%s intercepts %s: it moves to %s, %d MP [L732]", s.UnitName(x.ID), s.UnitName(e.ID), bd.label(end.L), mp)
	if hits > 0 {
		x.Formation = formationAt(formationOf(x), formationLevel(formationOf(x))+hits)
		text += fmt.Sprintf("; %d formation hit(s), now %s", hits, formationWords(x.Formation))
	}
	if partner != nil {
		pb, _ := s.Base(partner.b.ID)
		pb.Shape = pb.Shape.At(bd.m.Layout.Pose(end))
		if li, ok := s.Unit(partner.u.ID); ok {
			li.Formation = x.Formation
		}
		text += ", with " + s.UnitName(partner.u.ID)
	}
	loseMomentum(e) // [L740]
	x.SetStatus(stReact, reactMelee)
	if e.Type == Cavalry {
		// Intercepted cavalry may fire at its interceptor, which may then
		// fire too, before the melee [L656], [L734] (reactexchange.go).
		e.SetStatus(stExchange, s.UnitIndex(x.ID)+1)
		x.SetStatus(stReact, reactMelee|reactFire)
	}
	mv := rules.Event{Kind: "reaction", Side: x.Side, Unit: x.ID, Base: b.ID, Text: text,
		Facts: []rules.Fact{{Name: "intercept", Value: 1, Text: "interception made", Rule: "M&P §8.4 [L732]"}, {Name: "mp", Value: mp, Text: "MP spent"}, {Name: "formation-hits", Value: hits, Text: "formation hits from terrain", Rule: "M&P §7.5 [L561-L565]"}}}
	more, err := resumeReactions(s, d)
	return append([]rules.Event{ev, mv}, more...), err
}

// interceptMelee is the melee of interceptor x against e, resolved at
// once [L734]: the mover goes on after it unless it is gone or its
// formation broken [L738].
func interceptMelee(s *rules.State, x, e *rules.Unit, d dice.Roller) ([]rules.Event, error) {
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	r := &resolver{s: s, bd: bd, c: bd.charts, d: d, auto: true, noChoice: true}
	r.evs = append(r.evs, rules.Event{Kind: "reaction", Side: x.Side, Unit: x.ID, Text: fmt.Sprintf("%s attacks %s: the interception's melee, resolved at once [L734]", s.UnitName(x.ID), s.UnitName(e.ID))})
	if err := r.melee(e, []*rules.Unit{x}); err != nil {
		return nil, err
	}
	r.flush()
	x.SetStatus(stAdvanced, 0) // the reactions to its advance are not yet played
	e.SetStatus(stAdvanced, 0)
	if e.Status[stMove] == moveOpen && (gone(e) || moraleBroken(e) || formationOf(e) == Broken) {
		e.SetStatus(stMove, moveClosed)
		r.evs = append(r.evs, rules.Event{Kind: "moved", Side: e.Side, Unit: e.ID, Text: s.UnitName(e.ID) + " may not go on with its move [L738], [L690]"})
	}
	refreshCommand(s)
	more, err := resumeReactions(s, d)
	return append(r.evs, more...), err
}
