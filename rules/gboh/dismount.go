package gboh

import (
	"fmt"
	"strconv"

	"plateau/rules"
	"plateau/rules/hex"
)

// Dismounting (spec §7.9, source §9.1 [L2093-2106]): cavalry that may
// fight on foot (HK and AK, "ils peuvent combattre à pied comme HAI"
// [L249-251, L255-257]; profile dismount, its MA on foot) dismounts on an
// order, not within range of an enemy unit that is not MISSILE NO and
// more than 4 hexes from every enemy unit [L2094-2099]; it spends all its
// MA and becomes an infantry unit (HAI) placed Moved, facing as the
// player likes [L2099-2103]; it remounts the same way [L2103-2106]
// (status dismounted). Readings are in doc.go.

// KindDismount: Target a unit that may dismount, or a dismounted one to
// remount; Args["vertex"] 0-5 its new facing (the vertex it points at; by
// default it keeps its own) [L2093-2106].
const KindDismount = "dismount"

// Dismounting's profile key, status and numbers.
const (
	keyDismount  = "dismount"   // the MA on foot of cavalry that may dismount [L249-257]
	stDismounted = "dismounted" // on foot, as HAI [L2099-2102]
	dismountFar  = 4            // enemy units farther than this many hexes [L2096-2097]
	dismountedAs = "HAI"        // [L250-251, L256-257]
)

func init() {
	profileKeys[keyDismount] = profileKey{rules.Range{Lo: 1, Hi: 12, Whole: true}, canDismountType, never, "cavalry that may fight on foot as HAI (HK, AK): its MA on foot [L249-257, L2093-2106]"}
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stDismounted, Range: flag, Doc: "cavalry dismounted, fighting on foot as HAI [L2093-2106]"})
	statusOf[stDismounted] = func(u *rules.Unit) bool { return u.Profile[keyDismount] > 0 }
	knownKinds = append(knownKinds, KindDismount)
}

// canDismountType reports the Types the text lets fight on foot: HK, AK
// [L249-257].
func canDismountType(u *rules.Unit) bool { return u.Type == "HK" || u.Type == "AK" }

// troop is the troop Type u fights as: HAI when dismounted [L250-251],
// else its own.
func troop(u *rules.Unit) string {
	if u.Status[stDismounted] == 1 {
		return dismountedAs
	}
	return u.Type
}

// checkDismount checks a dismount or remount of a.Target and returns the
// unit, its new facing and the orders it costs.
func checkDismount(s *rules.State, a rules.Action) (*rules.Unit, hex.Vertex, int, error) {
	u, ok := s.Unit(a.Target)
	if !ok || !isCombat(u) || u.Side != a.Side || !onTable(u) {
		return nil, 0, 0, refuse("target", "GBoH §9.1 [L2093-2095]", "name one of your combat units on the map (target)")
	}
	name := s.UnitName(u.ID)
	switch {
	case u.Profile[keyDismount] == 0:
		return nil, 0, 0, refuse("dismount", "GBoH §9.1 [L2093-2094]", "%s cannot fight on foot: only cavalry the scenario says may (HK, AK [L249-257])", name)
	case u.Status[stOrdered] == 1:
		return nil, 0, 0, refuse("once", "GBoH §5.25 [L884-886]", "%s has had its order this phase", name)
	case u.Status[stRouted] == 1:
		return nil, 0, 0, refuse("routed", "GBoH §10.2 [L2524-2608]", "%s is routed: it takes no orders", name)
	case u.Status[stRallied] == 1:
		return nil, 0, 0, refuse("rallied", "GBoH §10.4 [L2681-2683]", "%s rallied this turn: it takes no order before the next", name)
	case u.Status[stPursued] == 1:
		return nil, 0, 0, refuse("pursued", "GBoH §10.3 [L2712-2716]", "%s stopped its pursuit: it does not move again this turn", name)
	case s.Used != nil && s.Used[u.Bases[0]] > 0:
		return nil, 0, 0, refuse("allowance", "GBoH §9.1 [L2099-2100]", "%s has spent MP this phase: dismounting spends all of its MA", name)
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, 0, 0, err
	}
	c, _ := bd.where(s, u)
	if e := threat(s, bd, u, c); e != nil {
		return nil, 0, 0, refuse("not-quiet", "GBoH §9.1 [L2094-2096]", "%s is within range of %s, which is not MISSILE NO", name, s.UnitName(e.ID))
	}
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == u.Side || !isCombat(e) {
			continue
		}
		if ec, ok := bd.where(s, e); ok && hex.UnitDist(ec.at, c.at) <= dismountFar {
			return nil, 0, 0, refuse("not-quiet", "GBoH §9.1 [L2096-2097]", "%s is %d hexes from %s: it must be more than %d from every enemy unit", name, hex.UnitDist(ec.at, c.at), s.UnitName(e.ID), dismountFar)
		}
	}
	f := c.at.F
	if v := a.Args["vertex"]; v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 5 {
			return nil, 0, 0, refuse("vertex", "GBoH §9.1 [L2101-2103]", "vertex %q: the vertex it faces, 0 to 5", v)
		}
		f = hex.Vertex(n)
	}
	orders, err := orderFor(s, bd, u)
	return u, f, orders, err
}

// applyDismount dismounts or remounts a checked unit: all its MA spent,
// the order counted, Moved, its new facing [L2099-2106].
func applyDismount(s *rules.State, a rules.Action) ([]rules.Event, error) {
	u, f, orders, err := checkDismount(s, a)
	if err != nil {
		return nil, err
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	allow := ma(u)
	c, _ := bd.where(s, u)
	b, _ := s.Base(u.Bases[0])
	b.Shape = b.Shape.At(bd.pose(counter{at: hex.One(c.hex(), f), facing: true}))
	if s.Used == nil {
		s.Used = map[string]float64{}
	}
	s.Used[b.ID] = float64(allow) // it spends all its MA [L2099-2100]
	s.SetCounter(ctOrders, s.Counters[ctOrders]+orders)
	u.SetStatus(stOrdered, 1)
	u.SetStatus(stMoved, 1) // placed Moved [L2100-2101]
	if l := activeLeader(s); l != nil && orders > 0 {
		l.SetStatus(stTrumper, 0)
	}
	name := s.UnitName(u.ID)
	text := fmt.Sprintf("%s dismounts: all %d MP spent, it fights on foot as %s, Moved [L2093-2103]", name, allow, dismountedAs)
	if u.Status[stDismounted] == 1 {
		u.SetStatus(stDismounted, 0)
		text = fmt.Sprintf("%s remounts: all %d MP spent, %s again, Moved [L2103-2106]", name, allow, u.Type)
	} else {
		u.SetStatus(stDismounted, 1)
	}
	return []rules.Event{{Kind: "dismount", Side: u.Side, Unit: u.ID, Base: b.ID, Text: text,
		Facts: []rules.Fact{{Name: "mp", Value: allow, Rule: "GBoH §9.1 [L2099-2100]"}, {Name: "orders", Value: orders, Rule: "GBoH §4.22 [L474-475]"}}}}, nil
}
