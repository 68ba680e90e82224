package gboh

import (
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/hex"
)

// Shock (spec §9, source §8 "Choc" [L1772-2065]): after the orders of a
// phase, its Shocks are designated (phase shock, the action shock), then
// resolved together step by step (the action resolve, shockresolve.go).

// Kinds of the Shock segment.
const (
	// KindShock designates one Shock: Args["attackers"] and
	// Args["defenders"], unit ids separated by commas [L1814-1830];
	// Args["lead"], optional, the attacker whose attack sets the Clash of
	// Weapons column (the attacker's choice [L1921-1924], E2).
	KindShock = "shock"
	// KindResolve resolves every Shock designated, step by step
	// [L1790-1796], then the phase ends as without Shock.
	KindResolve = "resolve"
)

// PhaseShock is the Shock segment of an Orders Phase.
const PhaseShock = "shock"

// Shock statuses and counters.
const (
	stCombat   = "combat" // the number of the Shock the unit is in this phase
	stLead     = "lead"   // the attacker its player chose to set the column [L1921-1924]
	ctCombats  = "combats"
	shockCheck = 1 // SHOCK Must Check TQ [L1530-1531]
	shockFree  = 2 // SHOCK-No-Check [L1538]
)

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stCombat, Range: rules.Range{Lo: 0, Hi: 100, Whole: true}, Doc: "the Shock the unit is in this phase, numbered from 1 [L1814-1830]"})
	positionKeys.Counters = append(positionKeys.Counters,
		rules.Key{Name: ctCombats, Range: rules.Range{Lo: 0, Hi: 100, Whole: true}, Doc: "Shocks designated this phase"})
	statusOf[stCombat] = isCombat
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stLead, Range: flag, Doc: "the attacker chosen to set its Shock's Clash of Weapons column [L1921-1924]"})
	statusOf[stLead] = isCombat
	phaseStatuses = append(phaseStatuses, stLead)
}

// enemiesInZOC are the enemy combat units in u's ZOC; occ is
// bd.occupants(s), computed once by the caller.
func enemiesInZOC(s *rules.State, bd *board, occ map[hex.Hex][]occupant, u *rules.Unit) []*rules.Unit {
	c, ok := bd.where(s, u)
	if !ok {
		return nil
	}
	reach := bd.zoc(u, c)
	switch {
	case flyingAbove(u):
		return nil // above the fray: it neither Shocks nor is Shocked (a reading of [L1403-1406])
	case isFlyer(u) && u.Status[stRouted] == 0:
		reach = frontHexes(c) // no ZOC [L1414-1415], but it Shocks what its front touches (a reading)
	}
	var out []*rules.Unit
	for _, h := range reach {
		for _, o := range occ[h] {
			if o.u.Side != u.Side && isCombat(o.u) && !flyingAbove(o.u) && !slices.Contains(out, o.u) {
				out = append(out, o.u)
			}
		}
	}
	return out
}

// shockMarker is the marker u may Shock with now, 0 if it may not, and
// whether it must [L1506-1541]: a unit that moved this phase Shocks with
// a check, a heavy one (the Superiority Table's "+") must; one that did
// not move may if within the active leader's Command Range (A18), with
// no check. Never a routed unit, a Column [L1235-1236], skirmishers
// (most cannot [L221-222]: none here, a reading), an individual
// [L2201-2202], or a unit without an enemy in its ZOC.
func shockMarker(s *rules.State, bd *board, occ map[hex.Hex][]occupant, u *rules.Unit) (marker int, must bool) {
	l := activeLeader(s)
	if l == nil || u.Side != l.Side || !isCombat(u) || !onTable(u) || u.Status[stRouted] == 1 || inColumn(u) || isSkirmisher(u) || u.Status[stPursued] == 1 {
		return 0, false
	}
	if len(enemiesInZOC(s, bd, occ, u)) == 0 {
		return 0, false
	}
	if s.Counters[ctImpLine] > 0 && u.Status[stLined] == 0 {
		return 0, false // only the Impetuous Line's units Shock in its phase [L2116-2124]
	}
	impetuous := u.Status[stImpetuous] == 1 // it must Shock [L2123-2124]
	if u.Status[stAdvanced] == 1 {
		return shockCheck, bd.ch.Heavy(troop(u)) || impetuous
	}
	c, _ := bd.where(s, u)
	if bd.inRange(s, l, c.hex()) {
		return shockFree, impetuous
	}
	return 0, false
}

// anyShock reports whether some unit of the active leader may Shock.
func anyShock(s *rules.State, bd *board) bool {
	occ := bd.occupants(s)
	for i := range s.Units {
		if m, _ := shockMarker(s, bd, occ, &s.Units[i]); m != 0 {
			return true
		}
	}
	return false
}

// combatUnits are the units of Shock k, attackers (side) and defenders.
func combatUnits(s *rules.State, k, side int) (att, def []*rules.Unit) {
	for i := range s.Units {
		u := &s.Units[i]
		if u.Status[stCombat] != k || k == 0 {
			continue
		}
		if u.Side == side {
			att = append(att, u)
		} else {
			def = append(def, u)
		}
	}
	return att, def
}

// idList reads a comma list of unit ids.
func idList(s *rules.State, v string) ([]*rules.Unit, error) {
	var out []*rules.Unit
	for _, id := range strings.Split(v, ",") {
		u, ok := s.Unit(strings.TrimSpace(id))
		if !ok {
			return nil, refuse("no-unit", "GBoH §8.2 [L1814-1830]", "no unit %q", strings.TrimSpace(id))
		}
		if slices.Contains(out, u) {
			return nil, refuse("twice", "GBoH §8.2 [L1814-1830]", "%s is named twice", s.UnitName(u.ID))
		}
		out = append(out, u)
	}
	return out, nil
}

// checkShock checks a Shock designated [L1814-1830]: attackers that may
// Shock and have not, defenders not yet attacked this phase, each in the
// ZOC of an attacker; every enemy in an attacker's ZOC attacked (here or
// by another Shock) [L1814-1818].
func checkShock(s *rules.State, a rules.Action) (att, def []*rules.Unit, err error) {
	bd, err := boardOf(s)
	if err != nil {
		return nil, nil, err
	}
	if att, err = idList(s, a.Args["attackers"]); err != nil {
		return nil, nil, err
	}
	if def, err = idList(s, a.Args["defenders"]); err != nil {
		return nil, nil, err
	}
	reach := map[*rules.Unit]bool{}
	occ := bd.occupants(s)
	for _, u := range att {
		name := s.UnitName(u.ID)
		switch m, _ := shockMarker(s, bd, occ, u); {
		case u.Side != a.Side:
			return nil, nil, refuse("not-yours", "GBoH §8.1 [L1506-1541]", "%s is the enemy's", name)
		case u.Status[stCombat] != 0:
			return nil, nil, refuse("once", "GBoH §8.2 [L1826-1828]", "%s has its Shock this phase already: one per unit", name)
		case m == 0:
			return nil, nil, refuse("no-shock", "GBoH §8.1 [L1506-1541]", "%s may not Shock: it moved into no enemy ZOC, or stands beyond the active leader's Command Range, or is routed, In Column or skirmishers", name)
		}
		for _, e := range enemiesInZOC(s, bd, occ, u) {
			reach[e] = true
		}
	}
	for _, d := range def {
		switch {
		case d.Side == a.Side || !isCombat(d):
			return nil, nil, refuse("target", "GBoH §8.2 [L1814-1830]", "%s is not an enemy combat unit", s.UnitName(d.ID))
		case d.Status[stCombat] != 0:
			return nil, nil, refuse("once", "GBoH §8.2 [L1828-1830]", "%s has been shocked this phase already: once per phase", s.UnitName(d.ID))
		case !reach[d]:
			return nil, nil, refuse("zoc", "GBoH §8.2 [L1820-1822]", "%s is in none of the attackers' ZOC", s.UnitName(d.ID))
		}
	}
	if id := a.Args["lead"]; id != "" {
		ld, ok := s.Unit(id)
		if !ok || !slices.Contains(att, ld) {
			return nil, nil, refuse("lead", "GBoH §8.5 [L1921-1924]", "the attack that sets the column is one of the attackers' (lead)")
		}
		adjacent := false
		for _, e := range enemiesInZOC(s, bd, occ, ld) {
			adjacent = adjacent || slices.Contains(def, e)
		}
		if !adjacent {
			return nil, nil, refuse("lead", "GBoH §8.5 [L1921-1924]", "%s attacks none of the defenders: it cannot set the column", s.UnitName(ld.ID))
		}
	}
	for e := range reach {
		if e.Status[stCombat] == 0 && !slices.Contains(def, e) {
			return nil, nil, refuse("all", "GBoH §8.2 [L1814-1818]", "%s is in an attacker's ZOC and not attacked: a shocking unit attacks every enemy in its ZOC not attacked by another", s.UnitName(e.ID))
		}
	}
	return att, def, nil
}

// applyShock records the Shock: its number on every unit, the markers.
func applyShock(s *rules.State, a rules.Action) ([]rules.Event, error) {
	att, def, err := checkShock(s, a)
	if err != nil {
		return nil, err
	}
	bd, _ := boardOf(s)
	occ := bd.occupants(s)
	k := s.Counters[ctCombats] + 1
	s.SetCounter(ctCombats, k)
	var an, dn []string
	for _, u := range att {
		m, _ := shockMarker(s, bd, occ, u)
		u.SetStatus(stShock, m)
		an = append(an, s.UnitName(u.ID))
	}
	for _, u := range def {
		dn = append(dn, s.UnitName(u.ID))
	}
	for _, u := range append(att, def...) {
		u.SetStatus(stCombat, k)
	}
	if ld, ok := s.Unit(a.Args["lead"]); ok {
		ld.SetStatus(stLead, 1)
	}
	if l := activeLeader(s); l != nil {
		l.SetStatus(stTrumper, 0) // commanding a Shock is an order given [L1042-1046]
	}
	return []rules.Event{{Kind: "shock", Side: a.Side, Text: fmt.Sprintf("Shock %d: %s against %s [L1814-1830]", k, strings.Join(an, ", "), strings.Join(dn, ", "))}}, nil
}

// checkResolve refuses to resolve while a heavy unit that moved has not
// made the Shock it must [L1510-1531].
func checkResolve(s *rules.State) error {
	bd, err := boardOf(s)
	if err != nil {
		return err
	}
	occ := bd.occupants(s)
	for i := range s.Units {
		u := &s.Units[i]
		if m, must := shockMarker(s, bd, occ, u); m != 0 && must && u.Status[stCombat] == 0 {
			unattacked := false
			for _, e := range enemiesInZOC(s, bd, occ, u) {
				unattacked = unattacked || e.Status[stCombat] == 0
			}
			if unattacked {
				if u.Status[stImpetuous] == 1 {
					return &rules.Violation{Code: "must-shock", Rule: "GBoH §9.21 [L2123-2124]", Msg: s.UnitName(u.ID) + " is Impetuous: it must Shock every enemy in its ZOC", Bases: u.Bases}
				}
				return &rules.Violation{Code: "must-shock", Rule: "GBoH §8.1 [L1510-1531]", Msg: s.UnitName(u.ID) + " is heavy and moved into contact: it must Shock every enemy in its ZOC", Bases: u.Bases}
			}
		}
	}
	if l := activeLeader(s); l != nil && l.Status[stTrumper] == 1 {
		return &rules.Violation{Code: "must-act", Rule: "GBoH §5.45 [L1042-1046]", Msg: s.UnitName(l.ID) + " succeeded a Trump: he must command a Shock (or have given an order) before his phase ends"}
	}
	return nil
}

// aspect is the side of d that attacker a stands on (G14).
func aspect(bd *board, ac, dc counter) (front, flank, rear bool) {
	if dc.col {
		f := dc.at.L.Neighbor(dc.side)
		return ac.at.Occupies(f), !ac.at.Occupies(f), false
	}
	return hex.InFront(ac.at, dc.at), hex.InFlank(ac.at, dc.at), hex.InRear(ac.at, dc.at)
}
