package gboh

import (
	"fmt"
	"strings"

	"plateau/rules"
	"plateau/rules/hex"
)

// shockOffers are the Shocks the side may designate: each unit that may
// Shock on the enemies in its ZOC not yet attacked (the units that must,
// first), and each defender attacked by every unit that may reach it.
func shockOffers(s *rules.State, side int) []rules.Offer {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	var must, may []rules.Offer
	occ := bd.occupants(s)
	for i := range s.Units {
		u := &s.Units[i]
		m, mustShock := shockMarker(s, bd, occ, u)
		if m == 0 || u.Status[stCombat] != 0 {
			continue
		}
		var ids []string
		var targets []*rules.Unit
		for _, e := range enemiesInZOC(s, bd, occ, u) {
			if e.Status[stCombat] == 0 {
				ids = append(ids, e.ID)
				targets = append(targets, e)
			}
		}
		if len(ids) == 0 {
			continue
		}
		a := rules.Action{Kind: KindShock, Side: side, Args: map[string]string{"attackers": u.ID, "defenders": strings.Join(ids, ",")}}
		o := rules.Offer{Label: fmt.Sprintf("Shock: %s attacks %s", s.UnitName(u.ID), names(s, targets)), Action: a, Bases: u.Bases,
			Detail: []string{map[int]string{shockCheck: "SHOCK Must Check TQ: both sides test first [L1863-1875]", shockFree: "SHOCK-No-Check [L1534-1538]"}[m]}}
		if err := (Rules{}).Check(s, a); err != nil {
			o.Disabled = err.Error()
		}
		if mustShock {
			must = append(must, o)
		} else {
			may = append(may, o)
		}
	}
	return append(append(must, may...), combinedShocks(s, bd, occ, side)...)
}

// combinedShocks are, for each enemy that two or more units may attack
// with nothing else in their ZOC, their Shock together, once with each
// leading (its attack sets the column [L1921-1924], E2).
func combinedShocks(s *rules.State, bd *board, occ map[hex.Hex][]occupant, side int) []rules.Offer {
	by := map[*rules.Unit][]*rules.Unit{} // defender: the units that may attack it alone
	var defs []*rules.Unit
	for i := range s.Units {
		u := &s.Units[i]
		if m, _ := shockMarker(s, bd, occ, u); m == 0 || u.Status[stCombat] != 0 {
			continue
		}
		if es := enemiesInZOC(s, bd, occ, u); len(es) == 1 && es[0].Status[stCombat] == 0 {
			if by[es[0]] == nil {
				defs = append(defs, es[0])
			}
			by[es[0]] = append(by[es[0]], u)
		}
	}
	var out []rules.Offer
	for _, d := range defs {
		att := by[d]
		if len(att) < 2 {
			continue
		}
		var ids []string
		for _, u := range att {
			ids = append(ids, u.ID)
		}
		for _, ld := range att {
			a := rules.Action{Kind: KindShock, Side: side, Args: map[string]string{"attackers": strings.Join(ids, ","), "defenders": d.ID, "lead": ld.ID}}
			o := rules.Offer{Label: fmt.Sprintf("Shock together: %s attack %s, %s leading", names(s, att), s.UnitName(d.ID), s.UnitName(ld.ID)), Action: a, Bases: d.Bases,
				Detail: []string{"combined Sizes [L1822-1826]; the leading attack sets the column [L1921-1924]"}}
			if err := (Rules{}).Check(s, a); err != nil {
				o.Disabled = err.Error()
			}
			out = append(out, o)
		}
	}
	return out
}
