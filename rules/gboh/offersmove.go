package gboh

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// The offers of a selected counter in an Orders Phase: an advance toward
// the nearest enemy (a move is otherwise dragged), a rally, a
// reorganisation. They let a player, or a test's player, play with the
// offers panel alone.

// maxOfferSteps bounds the elementary steps of an offered advance.
const maxOfferSteps = 16

// unitOffers are the selected counters' offers.
func unitOffers(s *rules.State, side int, selected []string) []rules.Offer {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	var out []rules.Offer
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok {
			u, ok = s.Unit(id)
		}
		if !ok || u.Side != side || !onTable(u) || u.Status[stOrdered] == 1 {
			continue
		}
		add := func(label string, a rules.Action, detail string) {
			o := rules.Offer{Label: label, Action: a, Bases: u.Bases, Detail: []string{detail}}
			if err := (Rules{}).Check(s, a); err != nil {
				o.Disabled = err.Error()
			}
			out = append(out, o)
		}
		switch {
		case isCombat(u) && u.Status[stRouted] == 1:
			add("Rally "+s.UnitName(u.ID), rules.Action{Kind: KindRally, Side: side, Target: u.ID}, "an Individual Order: a d10 at most the leader's Charisma [L2643-2685]")
			for _, h := range stackedHeroes(s, bd, u) {
				add(fmt.Sprintf("Rally %s with %s", s.UnitName(u.ID), s.UnitName(h)), rules.Action{Kind: KindRally, Side: side, Target: u.ID, Args: map[string]string{"hero": h}}, "the hero stacked with it, no order's cost [L2209-2216]")
			}
		case isCombat(u) && u.Status[stHits] >= 2 && quiet(s, bd, u) == "":
			add("Reorganise "+s.UnitName(u.ID), rules.Action{Kind: KindReorganise, Side: side, Target: u.ID}, "an Individual Order: 2 Cohesion hits removed [L2484-2506]")
		}
		if u.Profile[keyDismount] > 0 {
			verb := map[bool]string{false: "Dismount", true: "Remount"}[u.Status[stDismounted] == 1]
			add(fmt.Sprintf("%s %s (all its MA)", verb, s.UnitName(u.ID)), rules.Action{Kind: KindDismount, Side: side, Target: u.ID}, "an order; more than 4 hexes from every enemy unit and out of range of its missiles [L2093-2106]")
		}
		if isFlyer(u) {
			// A change of altitude in place [L1408-1410].
			b, _ := s.Base(u.Bases[0])
			here := b.Shape.Pose()
			for _, to := range []int{u.Status[stAlt] + 1, u.Status[stAlt] - 1} {
				if to < 0 || to >= len(altitudeNames) {
					continue
				}
				verb, mp := "Climb", climbMP
				if to < u.Status[stAlt] {
					verb, mp = "Descend", descendStillMP
				}
				a := rules.Action{Kind: rules.KindMove, Side: side, Moves: []rules.Move{{Base: b.ID, Path: geom.Path{here, here}}}, Args: map[string]string{"altitude": altitudeNames[to]}}
				add(fmt.Sprintf("%s: %s to %s altitude (%d MP)", verb, s.UnitName(u.ID), altitudeNames[to], mp), a, "a move on an order, in place [L1408-1410]")
			}
		}
		if path, to, ok := advancePath(s, bd, u); ok {
			b, _ := s.Base(u.Bases[0])
			a := rules.Action{Kind: rules.KindMove, Side: side, Moves: []rules.Move{{Base: b.ID, Path: path}}}
			if heroes := stackedHeroes(s, bd, u); isCombat(u) && len(heroes) > 0 {
				a.Args = map[string]string{"with": strings.Join(heroes, ",")} // they stay with it [L2176-2182]
			}
			add(fmt.Sprintf("Advance %s toward %s", s.UnitName(u.ID), s.UnitName(to.ID)), a, "a move on an order, the nearest enemy's way [L1120-1132]")
		}
	}
	return out
}

// stackedHeroes are the heroes on u's hex free to move with it.
func stackedHeroes(s *rules.State, bd *board, u *rules.Unit) []string {
	var out []string
	for _, x := range individualsIn(s, bd, u) {
		if x.Type == Hero && x.Status[stOrdered] == 0 {
			out = append(out, x.ID)
		}
	}
	return out
}

// nearestEnemy is the enemy combat unit nearest hex h.
func nearestEnemy(s *rules.State, bd *board, side int, h hex.Hex) (*rules.Unit, hex.Hex, bool) {
	var best *rules.Unit
	var at hex.Hex
	bestD := 1 << 30
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == side || !isCombat(e) {
			continue
		}
		if c, ok := bd.where(s, e); ok {
			if d := hex.Dist(h, c.hex()); d < bestD {
				best, at, bestD = e, c.hex(), d
			}
		}
	}
	return best, at, best != nil
}

// advancePath is the longest legal move of u toward the nearest enemy, a
// step at a time: into a free front hex nearer it, else a 60° pivot
// toward it; a leader or hero steps straight, never next to an enemy,
// stopping 3 hexes short of it, or, for a leader with a friendly unit
// beyond his Command Range, toward the nearest such unit; false when u
// cannot close at all.
func advancePath(s *rules.State, bd *board, u *rules.Unit) (geom.Path, *rules.Unit, bool) {
	c, ok := bd.where(s, u)
	if !ok || inColumn(u) || isDouble(u) || u.Status[stRouted] == 1 {
		return nil, nil, false
	}
	e, eh, ok := nearestEnemy(s, bd, u.Side, c.hex())
	if !ok {
		return nil, nil, false
	}
	b, _ := s.Base(u.Bases[0])
	path := geom.Path{b.Shape.Pose()}
	best := geom.Path(nil)
	occ := bd.occupants(s)
	// free: on the map, no enemy counter and no other combat unit (a unit
	// enters a hex of friendly leaders and heroes [L1367-1371]); an
	// individual wants a hex with no counter.
	free := func(h hex.Hex) bool {
		if !bd.m.Contains(h) {
			return false
		}
		for _, o := range occ[h] {
			if o.u.Side != u.Side || isCombat(o.u) || isIndividual(u) {
				return false
			}
		}
		return true
	}
	goal, gh, stop := e, eh, 3 // an individual stops 3 hexes short of the enemy
	if f, fh, ok := farFriend(s, bd, u); ok {
		goal, gh, stop = f, fh, 1 // a leader goes first to a unit beyond his Command Range
	}
	var enemies []hex.Hex
	for _, o := range occ {
		for _, x := range o {
			if x.u.Side != u.Side && isCombat(x.u) {
				enemies = append(enemies, x.c.hex())
			}
		}
	}
	clear := func(h hex.Hex) bool { // not next to an enemy
		for _, eh := range enemies {
			if hex.Dist(h, eh) <= 1 {
				return false
			}
		}
		return true
	}
	cur := c
	pivots := 0
	for i := 0; i < maxOfferSteps; i++ {
		var next counter
		moved := false
		if isIndividual(u) {
			for _, n := range cur.hex().Neighbors() {
				if free(n) && clear(n) && hex.Dist(n, gh) < hex.Dist(cur.hex(), gh) && hex.Dist(n, gh) >= stop {
					next, moved = counter{at: hex.One(n, hex.NoFacing)}, true
					break
				}
			}
			if !moved {
				break
			}
		} else {
			for _, f := range frontHexes(cur) {
				if free(f) && hex.Dist(f, eh) < hex.Dist(cur.hex(), eh) {
					next, moved = counter{at: hex.One(f, cur.at.F), facing: true}, true
					break
				}
			}
			if !moved {
				if pivots >= 3 {
					break
				}
				pivots++
				f := towards(cur, eh)
				if f == cur.at.F {
					f = cur.at.F.Turn(1) // its best front is blocked: look the other way round
				}
				next = counter{at: hex.One(cur.hex(), f), facing: true}
			}
		}
		try := append(append(geom.Path(nil), path...), bd.pose(next))
		if _, err := planMove(s, bd, rules.Move{Base: b.ID, Path: try}); err != nil {
			break
		}
		path, cur = try, next
		if moved {
			best = path
		}
	}
	return best, goal, len(best) >= 2
}

// farFriend is, for a leader, the nearest friendly combat unit beyond his
// Command Range, false if none (or for a hero).
func farFriend(s *rules.State, bd *board, l *rules.Unit) (*rules.Unit, hex.Hex, bool) {
	if l.Type != Leader {
		return nil, hex.Hex{}, false
	}
	lc, _ := bd.where(s, l)
	var best *rules.Unit
	var at hex.Hex
	for i := range s.Units {
		f := &s.Units[i]
		if f.Side != l.Side || !isCombat(f) || f.Status[stRouted] == 1 {
			continue
		}
		fc, ok := bd.where(s, f)
		if !ok || (best != nil && hex.Dist(lc.hex(), fc.hex()) >= hex.Dist(lc.hex(), at)) || bd.inRange(s, l, fc.hex()) {
			continue
		}
		best, at = f, fc.hex()
	}
	return best, at, best != nil
}

// towards is cur's facing turned 60° the shorter way toward hex t.
func towards(cur counter, t hex.Hex) hex.Vertex {
	bestV, bestD := cur.at.F, 1<<30
	for v := hex.Vertex(0); v < 6; v++ {
		d := 0
		for k := 0; k < 2; k++ {
			d += hex.Dist(cur.hex().Neighbor(v.D(k)), t)
		}
		if d < bestD {
			bestV, bestD = v, d
		}
	}
	k := (int(bestV) - int(cur.at.F) + 6) % 6
	switch {
	case k == 0:
		return cur.at.F
	case k <= 3:
		return cur.at.F.Turn(1)
	}
	return cur.at.F.Turn(-1)
}
