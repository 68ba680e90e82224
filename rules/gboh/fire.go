package gboh

import (
	"slices"

	"plateau/rules"
	"plateau/rules/hex"
)

// Missile fire (spec §8, source §8.1-§8.4): who fires, at whom, from where.

// KindFire is missile fire on an order without moving [L816-834]:
// Args["unit"] the firer, Target the enemy unit fired at; Args["second"]
// the target of the second attack of a unit firing at its double rate
// (§8.6 [L2141-2147]; by default the same unit). A unit fires during its
// move with the move action's Args["fire"] (fire.go's moveFire).
const KindFire = "fire"

// Fire statuses.
const (
	stShifted = "shifted" // has left its deployment hex: no double rate of fire [L2141-2143]
	stReact   = "react"   // its reactions to the pending trigger (react.go): bits 1 fire, it entered the ZOC; 2 fire, it left it; 4 reaction facing; 8 withdrawal
)

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stShifted, Range: flag, Doc: "has left its deployment hex: no double rate of fire [L2141-2143]"},
		rules.Key{Name: stReact, Range: rules.Range{Lo: 0, Hi: 15, Whole: true}, Doc: "its reactions to the pending trigger: bits 1 fire (the enemy entered its ZOC), 2 fire (it left it) [L1740-1766], 4 reaction facing [L1456-1464], 8 orderly withdrawal [L1266-1280]"})
	statusOf[stShifted] = isCombat
	statusOf[stReact] = isCombat
}

// shot is one checked missile attack.
type shot struct {
	firer, target *rules.Unit
	dist          int  // hexes [G1]
	extreme       bool // one hex beyond the range at a lower target: a modified 0 hits [L1721-1726]
	moving        bool // fired during its move [L1711-1715]
	fixed         int  // a range the text fixes (reaction fire at a unit leaving its ZOC: 2 [L1744-1753]); 0 none
}

// mayFire is why u may not fire at all now, "" if it may [L1561-1602]:
// a combat unit with a missile weapon and ammunition left, not routed
// [L2601-2603], not In Column [L1235-1236].
func mayFire(s *rules.State, u *rules.Unit) string {
	name := s.UnitName(u.ID)
	switch {
	case !isCombat(u) || !onTable(u):
		return name + " is not a combat unit on the map"
	case weapon(u) == "":
		return name + " has no missile weapon [L1561-1564]"
	case u.Status[stRouted] == 1:
		return name + " is routed: a routed unit never fires [L2601-2603]"
	case inColumn(u):
		return name + " is In Column: it may only move [L1235-1236]"
	case u.Status[stMissile] == missileNo:
		return name + " is MISSILE NO: it has no ammunition left [L1604-1633]"
	}
	return ""
}

// Ammunition (stMissile).
const (
	missileLow = 1
	missileNo  = 2
)

// aimAt checks a shot of x at t from x's counter now [L1591-1596]: an
// enemy combat unit on the map, in the front or flank arc (G13), in range
// (one hex more at a lower target, the extreme range [L1721-1726]) and in
// clear LOS [L1650-1677].
func aimAt(s *rules.State, bd *board, x, t *rules.Unit) (*shot, error) {
	if t == nil || t.Side == x.Side || !isCombat(t) || !onTable(t) {
		return nil, refuse("target", "GBoH §8.13 [L1591-1596]", "%s fires at an enemy combat unit on the map", s.UnitName(x.ID))
	}
	xc, _ := bd.where(s, x)
	tc, ok := bd.where(s, t)
	if !ok {
		return nil, refuse("target", "GBoH §8.13 [L1591-1596]", "%s is not on the map", s.UnitName(t.ID))
	}
	r, _ := bd.ch.MissileRange(weapon(x))
	d := hex.UnitDist(xc.at, tc.at) + flyerRange(t) // at a flyer, 2, 5 or 10 more [L1417-1421]
	sh := &shot{firer: x, target: t, dist: d}
	lower := bd.m.Terrain(tc.hex()).Elevation < bd.m.Terrain(xc.hex()).Elevation
	switch {
	case d <= r:
	case d == r+1 && lower:
		sh.extreme = true
	default:
		return nil, refuse("range", "GBoH §8.51 [L1679-1687]", "%s is %d hexes from %s, beyond its range of %d (one more at a lower target [L1721-1726]; a flyer counts 2, 5 or 10 more by its altitude [L1417-1421])", s.UnitName(t.ID), d, s.UnitName(x.ID), r)
	}
	if !arcHas(xc, tc) {
		return nil, refuse("arc", "GBoH §8.13 [L1591-1593]", "%s is behind %s: a unit fires through its front and flanks, not its rear", s.UnitName(t.ID), s.UnitName(x.ID))
	}
	if !bd.fireSight(s, x, xc.hex(), tc.hex()) {
		return nil, refuse("los", "GBoH §8.4 [L1650-1677]", "%s has no clear line of sight to %s", s.UnitName(x.ID), s.UnitName(t.ID))
	}
	return sh, nil
}

// arcHas reports whether t stands in the front or flank arc of x (G13:
// within 120° either side of its facing vertex). A Column never fires
// [L1235-1236], so x faces a vertex.
func arcHas(x, t counter) bool { return hex.FrontOrFlankArcUnit(x.at, t.at) }

// fireSight is missile LOS from a to b (G12, [L1650-1677]): adjacent hexes
// always see each other [L1676-1677]; woods block unless lower than both
// ends, a hex higher than the firer and at least as high as the target
// blocks; any combat unit between blocks, except for a bow or crossbow
// (a, A, c, C) when it stands strictly nearer the firer than the target
// [L1665-1674].
func (bd *board) fireSight(s *rules.State, x *rules.Unit, a, b hex.Hex) bool {
	return bd.fireSightBut(s, x, a, b, nil)
}

// fireSightBut is fireSight with unit skip not blocking (a mover seen
// where it was earlier in its move).
func (bd *board) fireSightBut(s *rules.State, x *rules.Unit, a, b hex.Hex, skip *rules.Unit) bool {
	if hex.Dist(a, b) <= 1 {
		return true
	}
	occ := bd.occupants(s)
	bow := slices.Contains([]string{"a", "A", "c", "C"}, weapon(x))
	ea, eb := bd.m.Terrain(a).Elevation, bd.m.Terrain(b).Elevation
	return bd.m.LOSFrom(a, b, hex.Sight{
		Units: func(h hex.Hex) bool {
			if h == a || h == b {
				return false
			}
			for _, o := range occ[h] {
				if o.u != skip && isCombat(o.u) && !(bow && hex.Dist(h, a) < hex.Dist(h, b)) {
					return true
				}
			}
			return false
		},
		Terrain: func(h hex.Hex, t *hex.Terrain) bool {
			return t.Kind == "woods" && !(t.Elevation < ea && t.Elevation < eb)
		},
		Higher: func(x, v, t int) bool { return x > v && x >= t },
	})
}

// checkFire checks a fire on an order without moving.
func checkFire(s *rules.State, a rules.Action) ([]*shot, int, error) {
	x, ok := s.Unit(a.Args["unit"])
	if !ok {
		return nil, 0, refuse("no-unit", "GBoH §8.1 [L1565-1575]", "name the unit that fires (unit)")
	}
	name := s.UnitName(x.ID)
	switch {
	case x.Side != a.Side:
		return nil, 0, refuse("not-yours", "GBoH §3 [L383-386]", "%s is the enemy's", name)
	case x.Status[stOrdered] == 1:
		return nil, 0, refuse("once", "GBoH §5.25 [L884-886]", "%s has had its order this Orders Phase: it moves or fires once per phase", name)
	case x.Status[stRallied] == 1:
		return nil, 0, refuse("rallied", "GBoH §10.4 [L2681-2683]", "%s rallied this turn: it takes no order before the next", name)
	}
	if why := mayFire(s, x); why != "" {
		return nil, 0, refuse("no-fire", "GBoH §8.1 [L1561-1602]", "%s", why)
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, 0, err
	}
	orders, err := orderFor(s, bd, x)
	if err != nil {
		return nil, 0, err
	}
	t, _ := s.Unit(a.Target)
	sh, err := aimAt(s, bd, x, t)
	if err != nil {
		return nil, 0, err
	}
	shots := []*shot{sh}
	if doubleRate(s, x) {
		second := sh
		if id := a.Args["second"]; id != "" && id != a.Target {
			t2, _ := s.Unit(id)
			if second, err = aimAt(s, bd, x, t2); err != nil {
				return nil, 0, err
			}
		}
		shots = append(shots, second)
	} else if a.Args["second"] != "" {
		return nil, 0, refuse("rate", "GBoH §9.3 [L2141-2150]", "%s does not fire twice: only infantry with composite bows or longbows that has not left its deployment hex", name)
	}
	return shots, orders, nil
}

// doubleRate reports a unit that attacks twice with each fire (source §9.3
// [L2141-2150]): infantry with composite bows or longbows (A) that has not
// moved from its deployment hex. (The "Discovered" army's exception
// belongs to scouting, not yet played.)
func doubleRate(s *rules.State, x *rules.Unit) bool {
	return isInfantry(x) && weapon(x) == "A" && x.Status[stShifted] == 0
}
