package gboh

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/gboh/charts"
	"plateau/rules/hex"
)

// The Shocks of a phase resolved, each step for every Shock before the
// next [L1790-1796, L1837-1861]: (1) the pre-shock TQ check, (2) Peril,
// (3) Clash of Weapons, (4-5) Superiority, odds and the Combat Table,
// (6) rout checks; then the advances after combat.

// fight is one Shock being resolved.
type fight struct {
	k        int
	att, def []*rules.Unit
	vacated  []hex.Hex   // defenders' hexes left by rout or elimination
	charged  []hex.Hex   // those left in the pre-shock check [L2041-2046]
	chased   *rules.Unit // cavalry that pursued: it does not advance as well [L2717-2727]
	over     bool        // no Shock left to resolve (a side gone or routed)
	supUnit  *rules.Unit
	colAtt   *rules.Unit
	colDef   *rules.Unit
}

// standing are the units of us on the map and not routed.
func standing(us []*rules.Unit) []*rules.Unit {
	var out []*rules.Unit
	for _, u := range us {
		if onTable(u) && u.Status[stRouted] == 0 {
			out = append(out, u)
		}
	}
	return out
}

// onMap are the units of us still on the map.
func onMap(us []*rules.Unit) []*rules.Unit {
	var out []*rules.Unit
	for _, u := range us {
		if onTable(u) {
			out = append(out, u)
		}
	}
	return out
}

// resolveShocks resolves every Shock designated, then ends the phase.
func resolveShocks(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	if err := checkResolve(s); err != nil {
		return nil, err
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	l := activeLeader(s)
	var fs []*fight
	for k := 1; k <= s.Counters[ctCombats]; k++ {
		att, def := combatUnits(s, k, l.Side)
		fs = append(fs, &fight{k: k, att: att, def: def})
	}
	var evs []rules.Event
	for _, step := range []func(*rules.State, *board, *fight, dice.Roller) ([]rules.Event, error){charge, shockPeril, clash, demoralise} {
		for _, f := range fs {
			if f.over {
				continue
			}
			e, err := step(s, bd, f, d)
			if err != nil {
				return nil, err
			}
			evs = append(evs, e...)
		}
	}
	for _, f := range fs {
		evs = append(evs, advance(s, bd, f)...)
		calmDown(s, f.att) // Impetuous no more once it has Shocked [L2125-2128]
	}
	evs = append(evs, columnsAttacked(s, bd, fs)...)
	for i := range s.Units {
		s.Units[i].SetStatus(stCombat, 0)
		s.Units[i].SetStatus(stShock, 0)
	}
	s.SetCounter(ctCombats, 0)
	return append(evs, afterAdvances(s)...), nil
}

// tqCheck rolls u's TQ test: a die above its TQ costs the difference in
// Cohesion hits [L2514-2522]; a bonus is taken off the die (spec §9.3's
// recommendation). It returns the hits and the event.
func tqCheck(s *rules.State, u *rules.Unit, d dice.Roller, bonus int, why, rule string) (int, rules.Event, error) {
	v, roll, err := die(d)
	if err != nil {
		return 0, rules.Event{}, err
	}
	q := tq(u)
	hits := max(v-bonus-q, 0)
	text := fmt.Sprintf("%s, %s: die %d against TQ %d: ", s.UnitName(u.ID), why, v, q)
	if bonus != 0 {
		text = fmt.Sprintf("%s, %s: die %d %+d (spells) against TQ %d: ", s.UnitName(u.ID), why, v, -bonus, q)
	}
	if hits == 0 {
		text += "passes"
	} else {
		text += fmt.Sprintf("%d Cohesion hit(s)", hits)
	}
	return hits, rules.Event{Kind: "check", Side: u.Side, Unit: u.ID, Text: text, Rolls: []dice.Roll{roll},
		Facts: []rules.Fact{{Name: "die", Value: v, Rule: rule}, {Name: "tq", Value: q}, {Name: "hits", Value: hits}}}, nil
}

// charge is step 1 [L1863-1903]: the attackers with SHOCK Must Check TQ
// and their targets test TQ together (no attacker tests when every
// defender is routed); a routed unit that fails is eliminated
// [L1883-1885]. A defender broken routs at once and its hex is left for
// the advance; an attacker broken routs, but stays put when the
// defenders routed too [L1894-1899].
func charge(s *rules.State, bd *board, f *fight, d dice.Roller) ([]rules.Event, error) {
	checked := false
	for _, a := range f.att {
		checked = checked || a.Status[stShock] == shockCheck
	}
	if !checked {
		return nil, nil
	}
	var evs []rules.Event
	var testers []*rules.Unit
	if len(standing(f.def)) > 0 {
		for _, a := range f.att {
			if a.Status[stShock] == shockCheck {
				testers = append(testers, a)
			}
		}
	}
	testers = append(testers, f.def...)
	broke := map[*rules.Unit]bool{}
	for _, u := range testers {
		if !onTable(u) || isDragon(u) { // a Dragon takes no Shock TQ check [L4274-4276]
			continue
		}
		wasRouted := u.Status[stRouted] == 1
		hits, ev, err := tqCheck(s, u, d, moraleBonus(s, u), "pre-shock TQ check", "GBoH §8.3 [L1877-1883]")
		if err != nil {
			return nil, err
		}
		evs = append(evs, ev)
		switch {
		case hits > 0 && wasRouted:
			evs = append(evs, eliminate(s, u, goneEliminated, "a routed unit failing its pre-shock check is eliminated [L1883-1885]"))
		case hits > 0:
			addHits(s, u, hits)
			broke[u] = u.Status[stRouted] == 1
		}
	}
	defBroke := false
	for _, u := range f.def {
		if broke[u] {
			defBroke = true
		}
	}
	for _, u := range testers {
		if !broke[u] {
			continue
		}
		if u.Side != f.def[0].Side && defBroke {
			evs = append(evs, rules.Event{Kind: "rout", Side: u.Side, Unit: u.ID, Text: s.UnitName(u.ID) + " routs but stays: its target routed too [L1897-1899]"})
			continue
		}
		if u.Side == f.def[0].Side {
			c, _ := bd.where(s, u)
			f.vacated = append(f.vacated, c.at.Hexes()...)
			f.charged = append(f.charged, c.at.Hexes()...)
		}
		evs = append(evs, routNow(s, u)...)
	}
	f.over = len(standing(f.att)) == 0 || len(standing(f.def)) == 0
	return evs, nil
}

// shockPeril is step 2 [L1905-1915]: every leader and hero stacked with a
// unit in the Shock rolls a d10; a 0 sends him to the Peril Table (A3).
func shockPeril(s *rules.State, bd *board, f *fight, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	for _, u := range append(append([]*rules.Unit(nil), f.att...), f.def...) {
		if !onTable(u) {
			continue
		}
		for _, x := range individualsIn(s, bd, u) {
			v, roll, err := die(d)
			if err != nil {
				return nil, err
			}
			ev := rules.Event{Kind: "check", Side: x.Side, Unit: x.ID, Rolls: []dice.Roll{roll}, Facts: []rules.Fact{{Name: "die", Value: v, Rule: "GBoH §8.4 [L1905-1909]"}},
				Text: fmt.Sprintf("%s, stacked with %s in the Shock: die %d (a 0 is Peril, A3)", s.UnitName(x.ID), s.UnitName(u.ID), v)}
			evs = append(evs, ev)
			if v == 0 {
				pe, err := peril(s, bd, x, d, "a 0 in the Shock [L1908-1909]")
				if err != nil {
					return nil, err
				}
				evs = append(evs, pe...)
			}
		}
	}
	return evs, nil
}

// bestCharisma is the highest Charisma of the leaders and heroes stacked
// with us, never summed [L2004-2007, L2205-2207]; a Friar's is 1 more
// for a unit of Yeomen or Serfs [L432-434].
func bestCharisma(s *rules.State, bd *board, us []*rules.Unit) int {
	best := 0
	for _, u := range us {
		for _, x := range individualsIn(s, bd, u) {
			c := rating(x, keyCharisma)
			if x.Profile[keyFriar] == 1 && (u.Profile[keyYeomen] == 1 || u.Profile[keySerfs] == 1) {
				c++
			}
			best = max(best, c)
		}
	}
	return best
}

// oddsShift is the column shift of the Sizes att:def (A13): integer
// ratios; rounded for the attacker when it moved this turn, else for the
// defender [L1986-1996].
func oddsShift(att, def int, moved bool) int {
	if att >= def {
		r := float64(att) / float64(def)
		if moved {
			return int(math.Ceil(r-1e-9)) - 1
		}
		return int(math.Floor(r+1e-9)) - 1
	}
	r := float64(def) / float64(att)
	if moved {
		return -(int(math.Floor(r+1e-9)) - 1)
	}
	return -(int(math.Ceil(r-1e-9)) - 1)
}

// clash is steps 3 to 5 [L1917-2017]: the column from the Clash of
// Weapons Table (the attacking unit is the one the attacker chose, else
// the one of the highest column; the defender picks the defending unit
// least favourable to the attacker [L1921-1924]); Superiority
// (positional through a flank or rear by the column's units, automatic
// against a Column, else by Type, the attacker's first [L1947-1984]);
// the odds, terrain and uphill shifts; the die with the best Charisma of
// each side (the attacker's added, the defender's taken off, A15); the
// Combat Table's hits, the defender's doubled on AS, the attacker's
// tripled on DS [L2009-2015], shared among each side's units (§10.2).
func clash(s *rules.State, bd *board, f *fight, d dice.Roller) ([]rules.Event, error) {
	att, def := standing(f.att), onMap(f.def) // routed defenders may be attacked [L2605-2608]
	if len(att) == 0 || len(def) == 0 {
		f.over = true
		return nil, nil
	}
	evs := fearShock(s, bd, f) // cavalry attacking what its horses fear [L4296-4298]
	base, sup := 0, charts.NoSuperiority
	leads := att
	for _, a := range att {
		if a.Status[stLead] == 1 {
			leads = []*rules.Unit{a} // the attacker chose it [L1921-1924]
		}
	}
	for _, a := range leads {
		ac, _ := bd.where(s, a)
		worst, worstDef := 0, (*rules.Unit)(nil)
		for _, dd := range def {
			dc, _ := bd.where(s, dd)
			if hex.UnitDist(ac.at, dc.at) != 1 {
				continue
			}
			_, flank, rear := aspect(bd, ac, dc)
			asp := charts.Front
			switch {
			case rear:
				asp = charts.Rear
			case flank:
				asp = charts.Flank
			}
			if col := bd.ch.Clash(bd.column(a), bd.column(dd), asp); worstDef == nil || col < worst {
				worst, worstDef = col, dd
			}
		}
		if worstDef != nil && (f.colAtt == nil || worst > base) {
			base, f.colAtt, f.colDef = worst, a, worstDef
		}
	}
	if f.colAtt == nil {
		f.over = true
		return nil, nil
	}
	ac, _ := bd.where(s, f.colAtt)
	dc, _ := bd.where(s, f.colDef)
	why := ""
	if _, flank, rear := aspect(bd, ac, dc); (flank || rear) && !noSuperiorityOver(f.colAtt, f.colDef, true) {
		sup, f.supUnit, why = charts.AttackerSuperior, f.colAtt, "positional, through a flank or rear [L1969-1975]"
	}
	for _, dd := range def {
		if sup == charts.NoSuperiority && inColumn(dd) && !noSuperiorityOver(f.colAtt, dd, false) {
			sup, f.supUnit, why = charts.AttackerSuperior, f.colAtt, "against a Column [L1237-1239]"
		}
	}
	for _, a := range att {
		for _, dd := range def {
			if sup == charts.NoSuperiority && bd.ch.SuperiorityOf(troop(a), troop(dd)) == charts.AttackerSuperior && !noSuperiorityOver(a, dd, false) {
				sup, f.supUnit, why = charts.AttackerSuperior, a, fmt.Sprintf("%s over %s by Type [L1977-1984]", troop(a), troop(dd))
			}
		}
	}
	for _, dd := range def {
		for _, a := range att {
			if sup == charts.NoSuperiority && bd.ch.SuperiorityOf(troop(a), troop(dd)) == charts.DefenderSuperior {
				sup, f.supUnit, why = charts.DefenderSuperior, dd, fmt.Sprintf("%s over %s by Type [L1977-1984]", troop(dd), troop(a))
			}
		}
	}
	sa, sd, moved := 0, 0, false
	for _, a := range att {
		sa += int(a.Profile[keySize])
		moved = moved || a.Status[stMoved] == 1
	}
	for _, dd := range def {
		sd += int(dd.Profile[keySize])
	}
	odds := oddsShift(sa, sd, moved)
	terrain := bd.ch.TerrainShift(bd.kind(dc.hex()))
	uphill := 0
	if bd.m.Terrain(dc.hex()).Elevation > bd.m.Terrain(ac.hex()).Elevation {
		uphill = bd.ch.UphillShift()
	}
	v, roll, err := die(d)
	if err != nil {
		return nil, err
	}
	ca, cd := bestCharisma(s, bd, att), bestCharisma(s, bd, def)
	res, col, md := bd.ch.Combat(base+odds+terrain+uphill, v+ca-cd)
	ha, hd := res.Attacker, res.Defender
	switch sup {
	case charts.AttackerSuperior:
		hd *= 2
	case charts.DefenderSuperior:
		ha *= 3
	}
	supText := map[charts.Superiority]string{charts.NoSuperiority: "no Superiority", charts.AttackerSuperior: "Attacker Superior (defender's hits ×2): " + why, charts.DefenderSuperior: "Defender Superior (attacker's hits ×3): " + why}[sup]
	text := fmt.Sprintf("Shock %d: %s (%s) on %s (%s): Clash of Weapons column %d, odds %d:%d %+d, terrain %+d, uphill %+d → column %d; die %d, Charisma %+d/−%d → %d; %s; Combat Table %d/%d (%s) → attacker %d, defender %d hits",
		f.k, names(s, att), troop(f.colAtt), names(s, def), troop(f.colDef), base, sa, sd, odds, terrain, uphill, col, v, ca, cd, md, supText, res.Attacker, res.Defender, bd.ch.Label(), ha, hd)
	evs = append(evs, rules.Event{Kind: "combat", Side: s.Active, Text: text, Rolls: []dice.Roll{roll}, Facts: []rules.Fact{
		{Name: "column", Value: col, Code: bd.ch.Label(), Rule: "GBoH §8.53 [L1917-1924]"},
		{Name: "die", Value: v, Rule: "GBoH §8.54 [L1998-2007]"},
		{Name: "superiority", Value: int(sup), Rule: "GBoH §8.52 [L1947-1984]"},
		{Name: "attacker-hits", Value: ha}, {Name: "defender-hits", Value: hd}}})
	for _, u := range append(att, def...) {
		if isInfantry(u) && weapon(u) == "j" {
			u.SetStatus(stMissile, missileNo) // [L1621-1623]
		}
	}
	evs = append(evs, share(s, bd, f, att, ha, f.colAtt)...)
	evs = append(evs, share(s, bd, f, def, hd, f.colDef)...)
	return evs, nil
}

// names lists units by name.
func names(s *rules.State, us []*rules.Unit) string {
	var out []string
	for _, u := range us {
		out = append(out, s.UnitName(u.ID))
	}
	return strings.Join(out, ", ")
}

// share splits n hits among us as evenly as possible, the remainder first
// to the Superiority unit, then the column's, then in order [L2453-2469].
// A routed unit that loses Cohesion is eliminated [L2605-2608]; the
// others' routs wait for step 6.
func share(s *rules.State, bd *board, f *fight, us []*rules.Unit, n int, col *rules.Unit) []rules.Event {
	if n == 0 || len(us) == 0 {
		return nil
	}
	order := []*rules.Unit{}
	for _, first := range []*rules.Unit{f.supUnit, col} {
		for _, u := range us {
			if u == first && !containsUnit(order, u) {
				order = append(order, u)
			}
		}
	}
	for _, u := range us {
		if !containsUnit(order, u) {
			order = append(order, u)
		}
	}
	var evs []rules.Event
	for i, u := range order {
		h := n / len(order)
		if i < n%len(order) {
			h++
		}
		if h == 0 {
			continue
		}
		if u.Status[stRouted] == 1 {
			if u.Side != s.Active {
				c, _ := bd.where(s, u)
				f.vacated = append(f.vacated, c.at.Hexes()...)
			}
			evs = append(evs, eliminate(s, u, goneEliminated, "a routed unit that loses Cohesion when attacked is eliminated [L2605-2608]"))
			continue
		}
		u.SetStatus(stHits, min(u.Status[stHits]+h, 20))
		evs = append(evs, rules.Event{Kind: "hits", Side: u.Side, Unit: u.ID, Text: fmt.Sprintf("%s takes %d Cohesion hit(s) from the Shock (%d of %d TQ)", s.UnitName(u.ID), h, u.Status[stHits], tq(u)),
			Facts: []rules.Fact{{Name: "hits", Value: h, Rule: "GBoH §10.2 [L2453-2469]"}}})
	}
	return evs
}

func containsUnit(us []*rules.Unit, u *rules.Unit) bool {
	for _, x := range us {
		if x == u {
			return true
		}
	}
	return false
}
