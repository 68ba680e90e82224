package bloodblades

import (
	"fmt"
	"maps"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Hidden bases in the way of a move (§11.5 [L1289], §7.3 [L1630]).
// Troops in ambush are placed on the table only when revealed
// ("révélées et placées sur la table" [L1289]): until then the player
// moving in the move phase plays as if they were not there. His
// actions are checked, and his offers found, on the table without the
// bases hidden from him (unseenView), so no refusal or offer names one,
// and none blocks his moves, exerts a ZoC or counts for a gap.
//
// Applied, a move is followed along its paths (all the movers at the
// same fraction of theirs: a group moves as one) to where a mover first
// discovers a hidden base: sees it as the reveal check sees (ambushSeen)
// or touches it (discovered "au contact" [L1630]). The ambush is then
// revealed, the whole of it [L1289], and:
//   - a distant move stops short there, the rest of it not made [L1630]
//     (a move ending in contact with an ambush discovered at contact is
//     made: the contact stands). It costs what the move ordered cost:
//     "Il n'y a pas de pénalité de PIG pour ce mouvement raccourci"
//     [L1630], so a move straight ahead at full allowance keeps C6;
//   - a tactical move is made in full if it is legal with the ambush on
//     the table, else it stops short there too (the rest would run into
//     troops now placed [L1289]; the text says nothing else of it).
//
// A move cut while passing through a friend [L1474-1477] stops short of
// it (clearOfFriends): a base ends on no other.

// unseenApplies reports whether a is checked and made as if the bases
// hidden from its side were absent: a move-phase action of the battle
// (a move, a simultaneous move or a halt) by a side some of whose
// enemies are hidden.
//
// In S7 [L719] a deployment (a "move" or its end-phase) is checked the
// same way: the other side's ambush recorded at S6 is not on the table
// (applyUnseenDeploy).
func unseenApplies(s *rules.State, a rules.Action) bool {
	if len(HiddenFrom(s, a.Side)) == 0 {
		return false
	}
	if s.Turn == 0 {
		return s.Phase == PhaseDeploy && (a.Kind == rules.KindMove || a.Kind == rules.KindEndPhase)
	}
	return s.Phase == PhaseMove && (a.Kind == rules.KindMove || a.Kind == KindTogether || a.Kind == KindHalt)
}

// unseenView is s without the bases hidden from side nor their units
// (a unit in ambush is hidden whole: its status is the unit's).
func unseenView(s *rules.State, side int) rules.State {
	hid := HiddenFrom(s, side)
	v := s.Clone()
	v.Table.Bases = slices.DeleteFunc(v.Table.Bases, func(b table.Base) bool { return slices.Contains(hid, b.ID) })
	v.Units = slices.DeleteFunc(v.Units, func(u rules.Unit) bool { return u.Side != side && u.Status[stAmbush] == 1 })
	return v
}

// mergeHidden puts back into n, made from unseenView(s, side), the bases
// and units hidden from side, in s's order.
func mergeHidden(n, s *rules.State, side int) {
	hid := HiddenFrom(s, side)
	bases := make([]table.Base, 0, len(s.Table.Bases))
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if slices.Contains(hid, o.ID) {
			bases = append(bases, *o)
		} else if b, ok := n.Table.Base(o.ID); ok {
			bases = append(bases, *b)
		}
	}
	for i := range n.Table.Bases {
		if _, ok := s.Table.Base(n.Table.Bases[i].ID); !ok {
			bases = append(bases, n.Table.Bases[i])
		}
	}
	units := make([]rules.Unit, 0, len(s.Units))
	for i := range s.Units {
		o := s.Units[i]
		if o.Side != side && o.Status[stAmbush] == 1 {
			o.Status = maps.Clone(o.Status)
			o.Bases = slices.Clone(o.Bases)
			units = append(units, o)
		} else if u, ok := n.Unit(o.ID); ok {
			units = append(units, *u)
		}
	}
	for i := range n.Units {
		if _, ok := s.Unit(n.Units[i].ID); !ok {
			units = append(units, n.Units[i])
		}
	}
	n.Table.Bases, n.Units = bases, units
}

// applyUnseen is Apply for an action unseenApplies to (see above).
func (r Rules) applyUnseen(s rules.State, a rules.Action, d dice.Roller) (rules.State, []rules.Event, error) {
	if s.Turn == 0 {
		return r.applyUnseenDeploy(s, a, d)
	}
	view := unseenView(&s, a.Side)
	if err := r.Check(&view, a); err != nil {
		return s, nil, err
	}
	c, _ := ConfigOf(s.Settings)
	at, found := discovery(c, &s, a)
	if found && !movesDistant(c, &view, a) {
		rs := s.Clone()
		ev := revealSide(&rs, at.side, at.why)
		if r.Check(&rs, a) == nil {
			n, evs, err := r.Apply(rs, a, d)
			if err != nil {
				return s, nil, err
			}
			return n, append([]rules.Event{ev}, evs...), nil
		}
	}
	n, evs, err := r.apply(view, a, d)
	if err != nil {
		return s, nil, err
	}
	mergeHidden(&n, &s, a.Side)
	if !found {
		return n, append(evs, revealAmbushes(&s, &n)...), nil
	}
	if at.t < 1 {
		evs = append(evs, cutShort(c, &s, &n, a, at.t))
	}
	evs = append(evs, revealSide(&n, at.side, at.why))
	return n, append(evs, revealAmbushes(&s, &n)...), nil // the movers' own ambush, say, moving [L1289]
}

// applyUnseenDeploy is Apply for a deployment (S7 [L719]) by a side some
// of whose enemies are hidden in ambush. Checked on the table without
// them, it is made as it is when legal with them placed. Otherwise a
// base deployed on or touching a hidden base discovers it "au contact"
// [L1630]: the ambush is revealed, the whole of it, and placed [L1289]
// (event "revealed"), and the deployment is not made (event
// "not-deployed"): deployed troops stand on no other base and touch no
// enemy (S7, placementProblem), and the ambush was recorded first, at
// S6 [L717]. The player then deploys elsewhere, seeing the ambush.
func (r Rules) applyUnseenDeploy(s rules.State, a rules.Action, d dice.Roller) (rules.State, []rules.Event, error) {
	view := unseenView(&s, a.Side)
	if err := r.Check(&view, a); err != nil {
		return s, nil, err
	}
	err := table.Held(&s.Table, func() error { return check(&s, a) })
	if err == nil {
		return r.apply(s, a, d)
	}
	hid := HiddenFrom(&s, a.Side)
	mover, met := "", hid[0]
	if v, ok := err.(*rules.Violation); ok {
		for _, id := range v.Bases {
			if slices.Contains(hid, id) {
				met = id
			} else if mover == "" {
				mover = id
			}
		}
	}
	n := s.Clone()
	why := fmt.Sprintf("%s, deployed, meets %s", name(&s, mover), name(&s, met))
	if mover == "" {
		why = fmt.Sprintf("the deployment meets %s", name(&s, met))
	}
	evs := []rules.Event{revealSide(&n, mustBase(&s, met).Side, why)}
	text := "the deployment is not made: the ambush stands there [L1289], [L719]"
	if err := table.Held(&n.Table, func() error { return check(&n, a) }); err != nil {
		if v, ok := err.(*rules.Violation); ok {
			text = fmt.Sprintf("the deployment is not made: %s [L719]", v.Msg)
		}
	}
	ev := rules.Event{Kind: "not-deployed", Side: a.Side, Text: text}
	if mover != "" {
		ev.Base, ev.Unit = mover, mustBase(&s, mover).Unit
	}
	return n, append(evs, ev), nil
}

// movesDistant reports whether a, on the view without hidden bases, is
// a distant move (G29 [L1626], A41).
func movesDistant(c Config, view *rules.State, a rules.Action) bool {
	if a.Kind != rules.KindMove || len(a.Moves) == 0 {
		return false
	}
	ids := make([]string, len(a.Moves))
	for i, m := range a.Moves {
		ids[i] = m.Base
	}
	return distantOf(c, view, ids)
}

// cutShort moves the bases of a, made in full on n, back to where their
// paths are at fraction t, and their units' moved distance with them
// ("le mouvement doit s'arrêter court immédiatement" [L1630]); the PIGs
// paid stay paid, the move's, with no penalty for the shortening
// [L1630].
func cutShort(c Config, s, n *rules.State, a rules.Action, t float64) rules.Event {
	t = clearOfFriends(s, n, a, t)
	var names []string
	var first *table.Base
	gone := 0.0
	for _, m := range a.Moves {
		start, b := mustBase(s, m.Base), mustBase(n, m.Base)
		cp := pathAt(m.Path, t)
		b.Shape = start.Shape.At(cp.End())
		gone = math.Max(gone, travel(start.Shape, cp))
		if first == nil {
			first = b
		}
		names = append(names, name(n, m.Base))
	}
	for _, m := range a.Moves {
		was, _ := s.Unit(mustBase(s, m.Base).Unit)
		u, _ := n.Unit(mustBase(n, m.Base).Unit)
		u.SetStatus(stMoved, was.Status[stMoved]+int(math.Ceil(gone*100-1e-6)))
	}
	return rules.Event{Kind: "stopped-short", Side: a.Side, Unit: first.Unit, Base: first.ID,
		Text: fmt.Sprintf("%s stop%s short after %s, discovering an ambush: the rest of the move is not made, with no PIG penalty [L1630]",
			rules.JoinAnd(names), map[bool]string{true: "s", false: ""}[len(names) == 1], c.mu(gone))}
}

// clearSteps is how many steps back clearOfFriends tries.
const clearSteps = 200

// clearOfFriends is the latest fraction up to t at which no mover of a
// stands on another base of n (a move cut while passing through friends
// [L1477] stops before them: a base ends on no other).
func clearOfFriends(s, n *rules.State, a rules.Action, t float64) float64 {
	moving := func(o *table.Base) bool {
		return slices.ContainsFunc(a.Moves, func(m rules.Move) bool { return m.Base == o.ID })
	}
	for k := 0; k <= clearSteps; k++ {
		tt := t * (1 - float64(k)/clearSteps)
		clear := true
		for _, m := range a.Moves {
			r := mustBase(s, m.Base).Shape.At(pathAt(m.Path, tt).End())
			if len(n.Table.Overlaps(r, table.Filter{SkipBase: moving})) > 0 {
				clear = false
				break
			}
		}
		if clear {
			return tt
		}
	}
	return 0
}

// discovered is where a move discovers an ambush: at fraction t of its paths,
// the ambush of side, and why.
type discovered struct {
	t    float64
	side int
	why  string
}

// discoveryStep is the longest step (cm) between the poses of a move
// tried for a discovery; between the last pose that discovers nothing
// and the first that does, the point is found by halving.
const discoveryStep = 0.25

// discovery is where the movers of a, on s, first discover a base hidden
// from their side: see it (ambushSeen) or touch it [L1630].
func discovery(c Config, s *rules.State, a rules.Action) (discovered, bool) {
	var hidden []*table.Base
	for _, id := range HiddenFrom(s, a.Side) {
		hidden = append(hidden, mustBase(s, id))
	}
	longest := 0.0
	for _, m := range a.Moves {
		if b, ok := s.Base(m.Base); ok {
			longest = math.Max(longest, m.Path.MaxCornerTravel(b.Shape))
		}
	}
	if len(hidden) == 0 || longest <= geom.Eps {
		return discovered{}, false
	}
	seen := func(t float64) (discovered, bool) {
		for _, m := range a.Moves {
			b, ok := s.Base(m.Base)
			if !ok {
				continue
			}
			v := *b
			v.Shape = b.Shape.At(pathAt(m.Path, t).End())
			for _, h := range hidden {
				if _, _, d := table.Closest(v.Shape, h.Shape); d <= table.ContactTolerance {
					return discovered{t, h.Side, fmt.Sprintf("%s meets %s", name(s, b.ID), name(s, h.ID))}, true
				}
				if ambushSeen(c, s, &v, h) {
					return discovered{t, h.Side, fmt.Sprintf("%s sees %s", name(s, b.ID), name(s, h.ID))}, true
				}
			}
		}
		return discovered{}, false
	}
	n := min(max(int(math.Ceil(longest/discoveryStep)), 16), 1000)
	for k := 1; k <= n; k++ {
		hi := float64(k) / float64(n)
		f, ok := seen(hi)
		if !ok {
			continue
		}
		lo := float64(k-1) / float64(n)
		for range 30 {
			mid := (lo + hi) / 2
			if g, ok := seen(mid); ok {
				hi, f = mid, g
			} else {
				lo = mid
			}
		}
		if f.t > 1-1e-6 {
			f.t = 1 // discovered as the move ends: made in full
		}
		return f, true
	}
	return discovered{}, false
}

// pathAt is path p up to fraction t (0 to 1) of its legs, each leg an
// equal share.
func pathAt(p geom.Path, t float64) geom.Path {
	legs := p.Legs()
	if len(legs) == 0 || t >= 1 {
		return p
	}
	u := t * float64(len(legs))
	i := min(int(u), len(legs)-1)
	q := append(geom.Path(nil), p[:i+1]...)
	return append(q, legs[i].At(u-float64(i)))
}

// revealSide reveals the ambush of side, the whole of it at once
// [L1289], why being what discovered it, and tells it.
func revealSide(s *rules.State, side int, why string) rules.Event {
	ids := ambushers(s, side)
	for _, id := range ids {
		u, _ := s.Unit(mustBase(s, id).Unit)
		u.SetStatus(stAmbush, 0)
	}
	return rules.Event{Kind: "revealed", Side: side, Base: ids[0], Unit: mustBase(s, ids[0]).Unit,
		Text: fmt.Sprintf("the ambush of %s is revealed, %s: %s [L1289]", sideName(s, side), why, ambushNames(s, ids))}
}
