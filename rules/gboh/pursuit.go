package gboh

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// Pursuit (spec §10.6, source §10.3 [L2687-2865]): an enemy routed by the
// Shock of friendly cavalry (by the Combat Table's result, not the later
// rout checks) is pursued by one attacking cavalry unit (the Superiority
// unit, else the highest TQ). The Pursuit Table (UNOFFICIAL) stops it, or
// it follows the router's path: after infantry, until it enters an enemy
// ZOC or comes next to the router, which it may attack again if alone in
// its ZOC on a d10 at most its TQ, the router eliminated if it routs
// again; after cavalry likewise, but it does not enter an enemy ZOC, and a
// router that routs again flees off the map, the pursuer following its
// path into the Pursuit box unless an enemy ZOC stops it (pursuitflee.go);
// the boxes' Regroup and return, and leaders In Pursuit, are
// pursuitbox.go's.

// Pursuit statuses and values.
const (
	stPursued = "pursued" // cavalry whose pursuit stopped: no move or attack this turn [L2712-2716]
	goneBox   = 3         // stGone: in the Pursuit box [L2765]
)

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stPursued, Range: flag, Doc: "cavalry whose pursuit stopped: it neither moves nor attacks this turn [L2712-2716]"})
	statusOf[stPursued] = isCombat
}

// pursuer is the attacking cavalry unit that must pursue in f [L2700-2704].
func pursuer(f *fight) *rules.Unit {
	var cav []*rules.Unit
	for _, a := range standing(f.att) {
		if isCavalry(a) {
			cav = append(cav, a)
		}
	}
	if len(cav) == 0 {
		return nil
	}
	slices.SortStableFunc(cav, func(x, y *rules.Unit) int {
		if (x == f.supUnit) != (y == f.supUnit) {
			if x == f.supUnit {
				return -1
			}
			return 1
		}
		return tq(y) - tq(x)
	})
	return cav[0]
}

// pursue plays the pursuit of router r, which fled from hex from along
// path, by f's cavalry.
func pursue(s *rules.State, bd *board, f *fight, r *rules.Unit, from hex.Hex, path []hex.Hex, d dice.Roller) ([]rules.Event, error) {
	c := pursuer(f)
	if c == nil {
		return nil, nil
	}
	v, roll, err := die(d)
	if err != nil {
		return nil, err
	}
	// The Pursuit Table's modifiers [L2708-2709] (chart data): the best
	// Charisma stacked with the pursuer, its army's discipline, its Type.
	ch, undisc := bestCharisma(s, bd, []*rules.Unit{c}), !disciplined(s, c.Side)
	mod := bd.ch.PursuitModifier(c.Type, ch, undisc)
	ev := rules.Event{Kind: "pursuit", Side: c.Side, Unit: c.ID, Rolls: []dice.Roll{roll}, Facts: []rules.Fact{
		{Name: "die", Value: v, Code: bd.ch.Label(), Rule: "GBoH Pursuit Table [L2708-2711]"},
		{Name: "modifier", Value: mod, Code: bd.ch.Label(), Rule: "GBoH Pursuit Table's modifiers [L2708-2709]"},
		{Name: "total", Value: v + mod}}}
	head := fmt.Sprintf("%s must pursue %s: Pursuit Table (%s) die %d: ", s.UnitName(c.ID), s.UnitName(r.ID), bd.ch.Label(), v)
	if mod != 0 {
		head = fmt.Sprintf("%s must pursue %s: Pursuit Table (%s) die %d %+d (Charisma %d, %s, %s) = %d: ", s.UnitName(c.ID), s.UnitName(r.ID), bd.ch.Label(), v, mod, ch, map[bool]string{false: "disciplined", true: "undisciplined"}[undisc], c.Type, v+mod)
	}
	if bd.ch.PursuitStops(v + mod) {
		c.SetStatus(stPursued, 1)
		ev.Text = head + "it stops, advances but no further, and is done for the turn [L2712-2716]"
		return []rules.Event{ev}, nil
	}
	cavalry := isCavalry(r)
	f.chased = c
	ev.Text = head + map[bool]string{false: "pursuit of infantry [L2717-2739]", true: "pursuit of cavalry [L2741-2771]"}[cavalry]
	evs := []rules.Event{ev}
	cc, _ := bd.where(s, c)
	start := cc.hex()
	var stacked []*rules.Unit // leaders who may go with it into the box [L2767-2770]
	for _, x := range individualsIn(s, bd, c) {
		if x.Type == Leader {
			stacked = append(stacked, x)
		}
	}
	box := func() ([]rules.Event, error) { return intoBox(s, bd, c, r, start, stacked, d) }
	trail := append([]hex.Hex{from}, path...)
	reached := true // it followed the router's every hex, to the edge if it left the map [L2764-2765]
	for _, h := range trail {
		rc, onMap := bd.where(s, r)
		if onMap && hex.Dist(cc.hex(), rc.hex()) == 1 {
			break // next to the router
		}
		if len(bd.occupants(s)[h]) > 0 {
			reached = false
			break
		}
		inZOC := len(bd.zocs(s, c.Side)[h]) > 0
		if inZOC && cavalry {
			reached = false
			evs = append(evs, stopEvent(s, bd, c, h, "one hex from an enemy ZOC, it does not enter it [L2758-2763]"))
			break // it does not enter [L2761-2763]
		}
		b, _ := s.Base(c.Bases[0])
		cc = counter{at: hex.One(h, cc.at.F), facing: true}
		b.Shape = b.Shape.At(bd.pose(cc))
		evs = append(evs, rules.Event{Kind: "pursuit", Side: c.Side, Unit: c.ID, Base: b.ID, Text: fmt.Sprintf("%s pursues into %s", s.UnitName(c.ID), bd.m.Label(h))})
		if inZOC {
			return evs, nil // it stops there, without attacking [L2727-2729]
		}
	}
	if !onTable(r) {
		if cavalry && r.Status[stGone] == goneLeft && reached { // only off the map itself [L2764-2765]
			e, err := box()
			return append(evs, e...), err
		}
		return evs, nil
	}
	e, err := attackAgain(s, bd, c, r, cavalry, d, box)
	return append(evs, e...), err
}

// attackAgain is the pursuer's second attack on the router it came next to
// [L2733-2747]: only if the router is the one enemy in its ZOC and a d10
// at most its TQ; the router alone takes the pre-shock check (routed, TQ
// 1); any Cohesion it loses routs it again: eliminated after infantry,
// off the map after cavalry, the pursuer following it (fleeOff).
func attackAgain(s *rules.State, bd *board, c, r *rules.Unit, cavalry bool, d dice.Roller, box func() ([]rules.Event, error)) ([]rules.Event, error) {
	es := enemiesInZOC(s, bd, bd.occupants(s), c)
	if len(es) != 1 || es[0] != r {
		return nil, nil
	}
	v, roll, err := die(d)
	if err != nil {
		return nil, err
	}
	evs := []rules.Event{{Kind: "pursuit", Side: c.Side, Unit: c.ID, Rolls: []dice.Roll{roll}, Facts: []rules.Fact{{Name: "die", Value: v, Rule: "GBoH §10.3 [L2736-2739]"}},
		Text: fmt.Sprintf("%s, next to %s: die %d against its TQ %d", s.UnitName(c.ID), s.UnitName(r.ID), v, tq(c))}}
	if v > tq(c) {
		evs[0].Text += ": it does not attack again"
		return evs, nil
	}
	evs[0].Text += ": it attacks again [L2736-2747]"
	rc, _ := bd.where(s, r) // where a router routed again flees from [L2755-2758]
	hits, ev, err := tqCheck(s, r, d, 0, "pre-shock TQ check against its pursuer", "GBoH §8.3 [L1877-1885]")
	if err != nil {
		return nil, err
	}
	evs = append(evs, ev)
	if hits == 0 {
		f := &fight{k: 0, att: []*rules.Unit{c}, def: []*rules.Unit{r}}
		e, err := clash(s, bd, f, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, e...)
		if onTable(r) {
			return evs, nil // it held: both stay [L2745-2747]
		}
		if !cavalry {
			return evs, nil // eliminated by its loss (share)
		}
		evs = withoutElimination(evs, r) // it flees instead [L2755-2758]
	} else if !cavalry {
		return append(evs, eliminate(s, r, goneEliminated, "routed again by its pursuer [L2743-2745]")), nil
	}
	e, err := fleeOff(s, bd, c, r, rc, box) // pursuitflee.go
	return append(evs, e...), err
}

// intoBox puts pursuing cavalry c off the map in the Pursuit box
// [L2763-2766], fights router r there (A34, pursuitcombat.go) and, if it
// is still there, calls the leaders who may go In Pursuit: stacked with it
// at start, or whose Range reaches start (pursuitbox.go).
func intoBox(s *rules.State, bd *board, c, r *rules.Unit, start hex.Hex, stacked []*rules.Unit, d dice.Roller) ([]rules.Event, error) {
	removeCounter(s, c)
	c.SetStatus(stGone, goneBox)
	evs := []rules.Event{{Kind: "pursuit", Side: c.Side, Unit: c.ID, Text: s.UnitName(c.ID) + " rides off the map after it, into the Pursuit box [L2763-2766]"}}
	e, err := boxCombat(s, bd, c, r, d)
	if err != nil {
		return nil, err
	}
	evs = append(evs, e...)
	if c.Status[stGone] == goneBox {
		callLeaders(s, bd, c, start, stacked)
	}
	return evs, nil
}
