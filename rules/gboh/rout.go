package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/hex"
)

// Rout (spec §10.4, source §10.2 [L2524-2608]): the rout move on routing,
// Flight in the Rout & Reload Phase, toward the side's Retreat Zone: its
// friendly map edge (the scenario's hexes.edges [L2527-2528]).

// routNow is what follows at once when u routs [L2526-2551]: the Routed
// marker, MISSILE NO for infantry [L2593-2595], and a move of 2 hexes
// toward its Retreat Zone without spending MP.
func routNow(s *rules.State, u *rules.Unit) []rules.Event {
	evs, _ := routNowPath(s, u)
	return evs
}

// routNowPath is routNow with the hexes the router fled through.
func routNowPath(s *rules.State, u *rules.Unit) ([]rules.Event, []hex.Hex) {
	u.SetStatus(stRouted, 1)
	u.SetStatus(stShock, 0)
	if isInfantry(u) && weapon(u) != "" {
		u.SetStatus(stMissile, missileNo)
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, nil
	}
	return routPath(s, bd, u, 2, false)
}

// routClass ranks a hex a router may flee into [L2538-2548]: 1 a vacant
// wooded hex outside enemy ZOC, 2 another vacant hex outside enemy ZOC,
// 3 a hex with a friendly unit outside enemy ZOC, 4 a hex with a friendly
// unit in enemy ZOC; 0 a hex it may not enter (an enemy's, a vacant one in
// enemy ZOC, terrain it could not enter).
func routClass(s *rules.State, bd *board, u *rules.Unit, occ map[hex.Hex][]occupant, zoc map[hex.Hex][]*rules.Unit, h hex.Hex) int {
	if !bd.m.Contains(h) || !bd.canEnter(u, h) {
		return 0
	}
	friend := false
	for _, o := range occ[h] {
		if o.u.Side != u.Side {
			return 0
		}
		friend = friend || o.u != u
	}
	inZOC := len(zoc[h]) > 0
	switch {
	case friend && inZOC:
		return 4
	case friend:
		return 3
	case inZOC:
		return 0
	case bd.kind(h) == "woods":
		return 1
	}
	return 2
}

// routMove moves router u toward its Retreat Zone by the most direct path
// (G20: each hex nearer its edge), through friends if it must, in the
// order of routClass (the first of equals, a reading). In the rout on
// routing (flight false) it goes n hexes and spends no MP; in Flight
// (flight true) it spends its MA by the Movement Table [L2563-2571],
// stopping where the next hex costs more than it has left. From
// an edge hex it leaves the map; one that cannot make its move (enemy, ZOC,
// terrain) is eliminated [L2549-2551, L2573-2575]; one that ends on a
// friend goes one hex more, and is eliminated if that one too is held
// [L2577-2586]. It ends facing its Retreat Zone [L2530-2533]. The leaders
// and heroes stacked with it that staying would leave alone by the enemy
// go with it (routCompanions); the others stay.
func routMove(s *rules.State, bd *board, u *rules.Unit, n int, flight bool) []rules.Event {
	evs, _ := routPath(s, bd, u, n, flight)
	return evs
}

// routPath is routMove with the hexes the router went through (for a
// pursuer to follow [L2724-2727]).
func routPath(s *rules.State, bd *board, u *rules.Unit, n int, flight bool) ([]rules.Event, []hex.Hex) {
	name := s.UnitName(u.ID)
	c, ok := bd.where(s, u)
	if !ok {
		return nil, nil
	}
	if bd.m.EdgeDist(u.Side, c.hex()) < 0 {
		return []rules.Event{eliminate(s, u, goneEliminated, "it has no Retreat Zone to flee to [L2527-2528]")}, nil
	}
	with := routCompanions(s, bd, u) // [L2194-2196, L2639-2641]
	occ := bd.occupants(s)
	zoc := bd.zocs(s, u.Side)
	here := c.hex()
	mp := ma(u)
	var path []string
	var hexes []hex.Hex
	stacked := func(h hex.Hex) bool {
		for _, o := range occ[h] {
			if o.u != u && isCombat(o.u) {
				return true
			}
		}
		return false
	}
	offMap := func() []rules.Event {
		return []rules.Event{eliminateSaying(s, u, goneLeft, fmt.Sprintf("%s routs off the map by its Retreat Zone's edge and counts as eliminated [L2573-2575]", name))}
	}
	for moved := 0; flight || moved < n; moved++ {
		if bd.m.EdgeDist(u.Side, here) == 0 {
			return offMap(), hexes
		}
		nb, ok := nextRoutHex(s, bd, u, occ, zoc, here)
		if !ok {
			if flight && moved > 0 {
				break
			}
			return []rules.Event{eliminate(s, u, goneEliminated, fmt.Sprintf("routing, %s cannot flee: enemy units, their ZOC or the terrain bar its way [L2549-2551, L2573-2575]", name))}, hexes
		}
		if flight {
			t, _ := bd.ch.Hex(bd.kind(nb))
			cost := max(t.Cost(bd.column(u)).MP, 1)
			if cost > mp {
				break // its MA is spent
			}
			mp -= cost
		}
		here = nb
		path = append(path, bd.m.Label(here))
		hexes = append(hexes, here)
	}
	if stacked(here) {
		if bd.m.EdgeDist(u.Side, here) == 0 {
			return offMap(), hexes
		}
		nb, ok := nextRoutHex(s, bd, u, occ, zoc, here)
		if !ok || stacked(nb) {
			return []rules.Event{eliminate(s, u, goneEliminated, fmt.Sprintf("routing, %s may not stay stacked and the hex beyond is held [L2580-2586]", name))}, hexes
		}
		here = nb
		path = append(path, bd.m.Label(here))
		hexes = append(hexes, here)
	}
	f := facingToward(bd, u.Side, here)
	b, _ := s.Base(u.Bases[0])
	b.Shape = b.Shape.At(bd.m.Layout.Pose(hex.One(here, f)))
	u.Formation = ""
	what := "routs"
	if flight {
		what = "flees (Flight)"
	}
	text := fmt.Sprintf("%s %s toward its Retreat Zone [L2526-2533]", name, what)
	if len(path) > 0 {
		text += ": " + fmt.Sprint(path)
	}
	evs := []rules.Event{{Kind: "rout", Side: u.Side, Unit: u.ID, Base: b.ID, Text: text}}
	return append(evs, goWith(s, bd, u, with, "rather than stay alone by the enemy [L2194-2196, L2639-2641]")...), hexes
}

// nextRoutHex is the hex a router on here flees into: nearer its edge,
// the best by routClass, the first of equals (a reading: the owner's
// choice, made for him); false if none.
func nextRoutHex(s *rules.State, bd *board, u *rules.Unit, occ map[hex.Hex][]occupant, zoc map[hex.Hex][]*rules.Unit, here hex.Hex) (hex.Hex, bool) {
	best, bestClass := hex.Hex{}, 0
	for _, nb := range here.Neighbors() {
		if e := bd.m.EdgeDist(u.Side, nb); e < 0 || e >= bd.m.EdgeDist(u.Side, here) {
			continue
		}
		if k := routClass(s, bd, u, occ, zoc, nb); k > 0 && (bestClass == 0 || k < bestClass) {
			best, bestClass = nb, k
		}
	}
	return best, bestClass > 0
}

// facingToward is the vertex facing from h whose front hexes are nearest
// side's Retreat Zone.
func facingToward(bd *board, side int, h hex.Hex) hex.Vertex {
	best, bestD := hex.Vertex(0), 1<<30
	for v := hex.Vertex(0); v < 6; v++ {
		d := 0
		for k := 0; k < 2; k++ {
			e := bd.m.EdgeDist(side, h.Neighbor(v.D(k)))
			if e < 0 {
				e = -1 // off the map beyond the edge: nearest of all
			}
			d += e
		}
		if d < bestD {
			best, bestD = v, d
		}
	}
	return best
}

// flight is step 2 of the Rout & Reload Phase [L2563-2571]: every routed
// unit moves its full MA toward its Retreat Zone.
func flight(s *rules.State) []rules.Event {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	var evs []rules.Event
	for i := range s.Units {
		u := &s.Units[i]
		if isCombat(u) && onTable(u) && u.Status[stRouted] == 1 && u.Status[stRallied] == 0 {
			evs = append(evs, routMove(s, bd, u, 0, true)...)
		}
	}
	return evs
}
