package gboh

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
)

// Rally (spec §10.5, source §10.4 [L2643-2685]) and Reorganisation
// (spec §10.3 [L2484-2506]), each an Individual Order of the active leader;
// or, for a rally, a hero stacked with the routed unit who has not moved
// this phase, at no order's cost, during a friendly leader's Orders Phase
// (Args["hero"], [L2209-2216]).

// Kinds of the recovery orders: Target the unit.
const (
	KindRally      = "rally"      // a routed unit [L829-830, L2643-2685]
	KindReorganise = "reorganise" // removes 2 Cohesion hits [L2484-2506]
)

// stRallyTried holds the leaders and heroes who tried to rally the unit
// this turn: bit k for the side's k-th of them in the scenario's order
// [L2653-2656].
const stRallyTried = "rally-tried"

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stRallyTried, Range: rules.Range{Lo: 0, Hi: 1 << 20, Whole: true}, Doc: "the leaders and heroes who tried to rally the unit this turn, bit k for its side's k-th of them [L2653-2656]"})
	statusOf[stRallyTried] = isCombat
}

// leaderBit is l's bit among his side's leaders and heroes.
func leaderBit(s *rules.State, l *rules.Unit) int {
	k := 0
	for i := range s.Units {
		u := &s.Units[i]
		if u == l {
			return 1 << min(k, 19)
		}
		if u.Side == l.Side && isIndividual(u) {
			k++
		}
	}
	return 0
}

// quiet is why u is not in a quiet place, "" if it is: clear terrain, no
// enemy adjacent or ZOC on it, not within range of an enemy combat unit
// that is not MISSILE NO [L2493-2498, L2645-2651].
func quiet(s *rules.State, bd *board, u *rules.Unit) string {
	c, ok := bd.where(s, u)
	switch {
	case !ok:
		return "it is not on the map"
	case bd.kind(c.hex()) != "clear":
		return "it is not in clear terrain"
	case inEnemyZOC(s, u):
		return "it is in an enemy ZOC"
	case threat(s, bd, u, c) != nil:
		return "it is within range of " + s.UnitName(threat(s, bd, u, c).ID) + ", which is not MISSILE NO"
	}
	for _, n := range c.hex().Neighbors() {
		for _, o := range bd.occupants(s)[n] {
			if o.u.Side != u.Side {
				return "an enemy unit is adjacent"
			}
		}
	}
	return ""
}

// checkRecover checks a rally (rally true) or a reorganisation of unit
// a.Target and returns the unit and the orders it costs.
func checkRecover(s *rules.State, a rules.Action, rally bool) (*rules.Unit, *rules.Unit, int, error) {
	u, ok := s.Unit(a.Target)
	if !ok || !isCombat(u) || u.Side != a.Side || !onTable(u) {
		return nil, nil, 0, refuse("target", "GBoH §10.3 [L2484-2506]", "name one of your combat units on the map (target)")
	}
	name := s.UnitName(u.ID)
	l := activeLeader(s)
	hero := a.Args["hero"] != ""
	if hero {
		h, ok := s.Unit(a.Args["hero"])
		bd, _ := boardOf(s)
		switch {
		case !rally:
			return nil, nil, 0, refuse("hero", "GBoH §9.5 [L2209-2216]", "a hero rallies; he does not reorganise")
		case !ok || h.Type != Hero || h.Side != a.Side || bd == nil || !stackedWith(s, bd, h, u):
			return nil, nil, 0, refuse("hero", "GBoH §9.5 [L2209-2213]", "a hero rallies the unit he is stacked with: name him (hero)")
		case h.Status[stOrdered] == 1:
			return nil, nil, 0, refuse("hero", "GBoH §9.5 [L2213-2214]", "%s has moved this phase: he rallies only without needing to move", s.UnitName(h.ID))
		}
		l = h
	}
	switch {
	case rally && (isDragon(u) || isTroll(u)):
		return nil, nil, 0, refuse("no-rally", "GBoH §12 [L4270-4272, L4607-4609]", "%s: Dragons and Trolls, once routed, are never rallied", name)
	case !rally && isDragon(u):
		return nil, nil, 0, refuse("no-reorganise", "GBoH §12.2 [L4270-4271]", "%s: a Dragon never reorganises", name)
	case rally && u.Status[stRouted] == 0:
		return nil, nil, 0, refuse("not-routed", "GBoH §10.4 [L2645-2647]", "%s is not routed", name)
	case !rally && u.Status[stRouted] == 1:
		return nil, nil, 0, refuse("routed", "GBoH §10.3 [L2484-2489]", "%s is routed: it may only be rallied", name)
	case !rally && u.Status[stHits] == 0:
		return nil, nil, 0, refuse("no-hits", "GBoH §10.3 [L2484-2489]", "%s has no Cohesion hits to remove", name)
	case u.Status[stOrdered] == 1:
		return nil, nil, 0, refuse("once", "GBoH §10.3 [L2502-2506]", "%s has had its order this phase", name)
	case rally && u.Status[stRallyTried]&leaderBit(s, l) != 0:
		return nil, nil, 0, refuse("tried", "GBoH §10.4 [L2653-2656]", "%s has tried to rally %s this turn already", s.UnitName(l.ID), name)
	case !rally && s.Counters[ctLines] > 0:
		return nil, nil, 0, refuse("mode", "GBoH §10.3 [L2500-2501]", "a Line Command cannot reorganise: %s gives Line Commands this phase", s.UnitName(l.ID))
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, nil, 0, err
	}
	if why := quiet(s, bd, u); why != "" {
		return nil, nil, 0, refuse("not-quiet", "GBoH §10.3-§10.4 [L2493-2498, L2645-2651]", "%s may not recover there: %s", name, why)
	}
	if u.Status[stLined] == 1 && !rally {
		return nil, nil, 0, refuse("mode", "GBoH §10.3 [L2500-2501]", "a Line Command cannot reorganise %s", name)
	}
	if hero {
		return u, l, 0, nil // no order's cost [L2213-2216]
	}
	orders, err := orderFor(s, bd, u)
	return u, l, orders, err
}

// applyRecover rolls a rally or reorganises.
func applyRecover(s *rules.State, a rules.Action, d dice.Roller, rally bool) ([]rules.Event, error) {
	u, l, orders, err := checkRecover(s, a, rally)
	if err != nil {
		return nil, err
	}
	s.SetCounter(ctOrders, s.Counters[ctOrders]+orders)
	u.SetStatus(stOrdered, 1)
	if al := activeLeader(s); al != nil && orders > 0 {
		al.SetStatus(stTrumper, 0)
	}
	name := s.UnitName(u.ID)
	if !rally {
		u.SetStatus(stHits, max(u.Status[stHits]-2, 0))
		return []rules.Event{{Kind: "reorganise", Side: u.Side, Unit: u.ID, Text: fmt.Sprintf("%s reorganises: 2 Cohesion hits removed, %d left [L2484-2489]", name, u.Status[stHits])}}, nil
	}
	u.SetStatus(stRallyTried, u.Status[stRallyTried]|leaderBit(s, l))
	v, roll, err := die(d)
	if err != nil {
		return nil, err
	}
	v -= moraleBonus(s, u) // Bravery +1, Demoralization −1 [L3575-3576, L3606-3608]
	ch, printed := rating(l, keyCharisma), int(u.Profile[keyTQ])
	ev := rules.Event{Kind: "rally", Side: u.Side, Unit: u.ID, Rolls: []dice.Roll{roll},
		Facts: []rules.Fact{{Name: "die", Value: v, Rule: "GBoH §10.4 [L2658-2679]"}, {Name: "charisma", Value: ch}, {Name: "tq", Value: printed, Text: "printed TQ (A9)"}}}
	head := fmt.Sprintf("%s tries to rally %s: die %d, Charisma %d, TQ %d: ", s.UnitName(l.ID), name, v, ch, printed)
	switch {
	case v <= ch:
		hits := printed / 2
		if isCavalry(u) {
			hits = printed / 3
		}
		u.SetStatus(stRouted, 0)
		u.SetStatus(stRallied, 1)
		u.SetStatus(stHits, hits)
		ev.Text = head + fmt.Sprintf("rallied, %d Cohesion hits (A8) [L2662-2670]", hits)
		return []rules.Event{ev}, nil
	case v > printed:
		ev.Text = head + "eliminated [L2671-2674]"
		return []rules.Event{ev, eliminate(s, u, goneEliminated, "it failed to rally [L2671-2674]")}, nil
	}
	ev.Text = head + "it flees again [L2675-2679]"
	bd, _ := boardOf(s)
	return append([]rules.Event{ev}, routMove(s, bd, u, 0, true)...), nil
}
