package gboh

import (
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/hex"
)

// fireOffers are the fires of the selected units at every enemy they may
// hit now, nearest first.
func fireOffers(s *rules.State, side int, selected []string) []rules.Offer {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	var out []rules.Offer
	for _, id := range selected {
		x, ok := s.UnitOf(id)
		if !ok {
			x, ok = s.Unit(id)
		}
		if !ok || x.Side != side || mayFire(s, x) != "" || x.Status[stOrdered] == 1 {
			continue
		}
		type cand struct {
			t *rules.Unit
			d int
		}
		var cs []cand
		xc, _ := bd.where(s, x)
		r, _ := bd.ch.MissileRange(weapon(x))
		for i := range s.Units {
			t := &s.Units[i]
			if tc, ok := bd.where(s, t); !ok || t.Side == side || hex.UnitDist(xc.at, tc.at) > r+1 {
				continue // out of reach, before the dearer checks
			}
			if sh, err := aimAt(s, bd, x, t); err == nil {
				cs = append(cs, cand{t, sh.dist})
			}
		}
		slices.SortStableFunc(cs, func(a, b cand) int { return a.d - b.d })
		for _, c := range cs {
			a := rules.Action{Kind: KindFire, Side: side, Target: c.t.ID, Args: map[string]string{"unit": x.ID}}
			o := rules.Offer{Label: fmt.Sprintf("Fire: %s at %s (%d hexes)", s.UnitName(x.ID), s.UnitName(c.t.ID), c.d), Action: a, Bases: c.t.Bases, Detail: []string{"a fire order [L816-834]"}}
			if err := (Rules{}).Check(s, a); err != nil {
				o.Disabled = err.Error()
			}
			out = append(out, o)
		}
	}
	return out
}

// castOffers are the spells the selected mages may cast now, each at every
// unit it may aim at, nearest first (only those allowed: a mage has many).
func castOffers(s *rules.State, side int, selected []string) []rules.Offer {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	var out []rules.Offer
	for _, id := range selected {
		mg, ok := s.UnitOf(id)
		if !ok || mg.Side != side || !isMage(mg) {
			continue
		}
		mc, _ := bd.where(s, mg)
		rng, _ := baseOf(int(mg.Profile[keyMagic]))
		type cand struct {
			o rules.Offer
			d int
		}
		var cs []cand
		for _, k := range strings.Split(spellKeys(), ", ") {
			for i := range s.Units {
				t := &s.Units[i]
				tc, ok := bd.where(s, t)
				if !ok || mc.at.HexDist(tc.hex()) > rng {
					continue // out of reach, before the dearer checks
				}
				a := rules.Action{Kind: KindCast, Side: side, Target: t.ID, Args: map[string]string{"mage": mg.ID, "spell": k}}
				if _, _, _, _, err := checkCast(s, a); err != nil {
					continue
				}
				sp := spells[k]
				cs = append(cs, cand{rules.Offer{Label: fmt.Sprintf("Cast %s: %s on %s", sp.name, s.UnitName(mg.ID), s.UnitName(t.ID)), Action: a, Bases: t.Bases,
					Detail: []string{fmt.Sprintf("%d Magic Points of %d left [%s]", sp.cost(int(mg.Profile[keyMagic])), magicPoints(mg), sp.ref)}}, mc.at.HexDist(tc.hex())})
			}
		}
		slices.SortStableFunc(cs, func(a, b cand) int { return a.d - b.d })
		for _, c := range cs {
			out = append(out, c.o)
		}
	}
	return out
}
