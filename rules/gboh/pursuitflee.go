package gboh

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/hex"
)

// The pursuit of cavalry's second rout (source §10.42.3 [L2750-2767]):
// the router, routed again, "doit faire retraite jusqu'à sa Zone de
// Retraite et sortir de la carte en utilisant le trajet le plus rapide"
// [L2755-2758]; its pursuer "poursuit en utilisant le même chemin" until
// it comes one hex from an enemy unit's ZOC, where it stops and does not
// enter it [L2758-2763], or it leaves the map, into the Pursuit box
// [L2764-2767]. The fastest route is the rout's (routPath, G20: each hex
// nearer the edge), without a hex limit; a router that cannot make it is
// eliminated as any router that cannot flee [L2549-2551]; then it did not
// leave the map and its pursuer does not follow it off.

// fleeOff moves router r, routed again on counter rc (where it stood when
// attacked again), off the map by its Retreat Zone, then pursuer c follows
// its path and, at its end, rides into the Pursuit box (box).
func fleeOff(s *rules.State, bd *board, c, r *rules.Unit, rc counter, box func() ([]rules.Event, error)) ([]rules.Event, error) {
	if !onTable(r) { // the Combat Table's loss took its counter off: it flees instead
		placeCounter(s, bd, r, rc.hex(), rc.at)
		r.SetStatus(stGone, 0)
	}
	r.SetStatus(stRouted, 1)
	evs := []rules.Event{{Kind: "pursuit", Side: r.Side, Unit: r.ID,
		Text: s.UnitName(r.ID) + ", routed again, must flee off the map by the fastest route to its Retreat Zone instead of being eliminated (pursuit of cavalry) [L2755-2758]"}}
	e, hexes := routPath(s, bd, r, bd.m.EdgeDist(r.Side, rc.hex())+1, false)
	evs = append(evs, e...)
	if r.Status[stGone] != goneLeft {
		return evs, nil // it could not flee: eliminated on the map [L2549-2551]
	}
	e, off := followPath(s, bd, c, append([]hex.Hex{rc.hex()}, hexes...))
	evs = append(evs, e...)
	if !off {
		return evs, nil
	}
	e, err := box()
	return append(evs, e...), err
}

// followPath moves pursuer c along trail, keeping its facing, stopping
// before a hex held by a unit or in an enemy ZOC, which it does not enter
// [L2758-2763]; true if it reached the trail's end (the edge hex its
// router left the map from).
func followPath(s *rules.State, bd *board, c *rules.Unit, trail []hex.Hex) ([]rules.Event, bool) {
	var evs []rules.Event
	cc, _ := bd.where(s, c)
	for _, h := range trail {
		if h == cc.hex() {
			continue
		}
		if len(bd.occupants(s)[h]) > 0 {
			return append(evs, stopEvent(s, bd, c, h, "the hex is held")), false
		}
		if len(bd.zocs(s, c.Side)[h]) > 0 {
			return append(evs, stopEvent(s, bd, c, h, "one hex from an enemy ZOC, it does not enter it [L2758-2763]")), false
		}
		b, _ := s.Base(c.Bases[0])
		cc = counter{at: hex.One(h, cc.at.F), facing: true}
		b.Shape = b.Shape.At(bd.pose(cc))
		evs = append(evs, rules.Event{Kind: "pursuit", Side: c.Side, Unit: c.ID, Base: b.ID, Text: fmt.Sprintf("%s pursues into %s", s.UnitName(c.ID), bd.m.Label(h))})
	}
	return evs, true
}

// stopEvent says pursuer c stops short of h.
func stopEvent(s *rules.State, bd *board, c *rules.Unit, h hex.Hex, why string) rules.Event {
	return rules.Event{Kind: "pursuit", Side: c.Side, Unit: c.ID,
		Text: fmt.Sprintf("%s stops its pursuit before %s: %s", s.UnitName(c.ID), bd.m.Label(h), why)}
}

// withoutElimination drops from evs the elimination of r (the Combat
// Table's loss of a routed unit [L2605-2608]) that a pursuit of cavalry
// turns into a flight off the map [L2755-2758].
func withoutElimination(evs []rules.Event, r *rules.Unit) []rules.Event {
	return slices.DeleteFunc(evs, func(e rules.Event) bool { return e.Kind == "eliminated" && e.Unit == r.ID })
}
