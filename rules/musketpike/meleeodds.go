package musketpike

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// The melee modifiers (11.3 [L1035-L1101], spec §9.3): each a Fact with
// its rule; Formation, Salvo and Momentum count once per combat, the rest
// add up, and the total is held to ±4 by the chart [L1037]. Where units
// of different kinds or on different terrain attack together, the reading
// that favours the defender is taken [L1009], [L1035].

// combat is one melee: the defender attacked and the units attacking it.
type combat struct {
	def   *rules.Unit   // the unit designated
	defs  []*rules.Unit // it and the unit stacked with it (cavalry and light infantry defend together)
	defAt hex.Unit
	atk   []*rules.Unit
	atkAt []hex.Unit
	into  []hex.Hex // the hex of the defender each attacker attacks
}

// ratioMod is the combat ratio's modifier [L1051-L1058] for attack and
// defence strengths given in halves (a halved heavy infantry keeps its
// fraction to the end, A15): at least 1:1 the ratio is rounded down to
// n:1, below it up to 1:n, both in the defender's favour (A15(a)); only
// the best-fitting row counts.
func ratioMod(a2, d2 int) (mod int, words string) {
	if d2 <= 0 {
		return 2, "no defence"
	}
	if a2 >= d2 {
		n := a2 / d2
		switch {
		case n >= 4:
			mod = 2
		case n >= 2:
			mod = 1
		}
		return mod, fmt.Sprintf("%d:1", n)
	}
	n := (d2 + a2 - 1) / a2
	switch {
	case n >= 4:
		mod = -2
	case n >= 2:
		mod = -1
	}
	return mod, fmt.Sprintf("1:%d", n)
}

// halves writes a strength kept in halves.
func halves(x2 int) string {
	if x2%2 == 0 {
		return fmt.Sprint(x2 / 2)
	}
	return fmt.Sprintf("%d.5", x2/2)
}

// momentumBonus is the Momentum a unit with the marker gives: cavalry +2,
// heavy infantry +1 [L1064-L1067].
func momentumBonus(u *rules.Unit) int {
	if u.Type == Cavalry {
		return 2
	}
	return 1
}

// combatant is u's row or column of the Close Combat Matrix [L1095],
// [L1308].
func combatant(u *rules.Unit) charts.Combatant {
	switch {
	case u.Type == Cavalry:
		return charts.CCCavalry
	case u.Type == LightInfantry:
		return charts.CCLightInfantry
	case u.Profile[keyNoPikes] == 1:
		return charts.CCHeavyNoPikes
	}
	return charts.CCHeavyInfantry
}

// meleeMods are the modifiers of combat c, in the order of the spec's
// table.
func (r *resolver) meleeMods(c *combat) []rules.Fact {
	s, ch := r.s, r.c
	var out []rules.Fact
	add := func(val int, text, rule string) {
		if val != 0 {
			out = append(out, rules.Fact{Name: "modifier", Value: val, Text: text, Rule: rule})
		}
	}
	// One leader of each side, stacked with a unit in the melee [L1047].
	if l := r.leaderWith(c.atk); l != nil {
		out = append(out, rules.Fact{Name: "modifier", Value: 1, Of: l.ID, Text: s.UnitName(l.ID) + " leads the attack", Rule: "M&P §9.3 [L1047]"})
	}
	if l := r.leaderWith(c.defs); l != nil {
		out = append(out, rules.Fact{Name: "modifier", Value: -1, Of: l.ID, Text: s.UnitName(l.ID) + " leads the defence", Rule: "M&P §9.3 [L1047]"})
	}
	// The highest attacking morale less the defender's, current morale
	// (A16); light infantry stacked with cavalry stands on the cavalry's
	// [L1224].
	best := 0
	for _, u := range c.atk {
		best = max(best, currentMorale(u))
	}
	dm := currentMorale(defMoraleUnit(c))
	add(best-dm, fmt.Sprintf("morale %d against %d", best, dm), "M&P §9.3 [L1049]")
	// The ratio of current strengths [L1051], the heavy infantry halved
	// when cavalry attacks it: only when every attacker is cavalry, mixed
	// attackers taking the defender's reading [L1009], [L1060].
	a2, d2 := 0, 0
	allCav := true
	for _, u := range c.atk {
		a2 += 2 * sp(u)
		allCav = allCav && u.Type == Cavalry
	}
	halved := false
	for _, u := range c.defs {
		if u.Type == HeavyInfantry && allCav {
			d2 += sp(u)
			halved = true
		} else {
			d2 += 2 * sp(u)
		}
	}
	m, words := ratioMod(a2, d2)
	text := fmt.Sprintf("strength %s against %s, %s", halves(a2), halves(d2), words)
	if halved {
		text += " (heavy infantry halved against cavalry [L1060])"
	}
	add(m, text, "M&P §3.7, §9.3 [L1051-L1058]")
	// Momentum, once [L1071-L1073]: the smaller bonus when cavalry and
	// heavy infantry both have it (the defender's reading).
	mom := 0
	for _, u := range c.atk {
		if u.Status[stMomentum] == 1 && (mom == 0 || momentumBonus(u) < mom) {
			mom = momentumBonus(u)
		}
	}
	add(mom, "attacker's Momentum", "M&P §9.3.4 [L1064-L1073]")
	// Each flank or rear hex of the defender attacked, +1; none for
	// Hedgehog or Morale Broken [L1093].
	if formationOf(c.def) != Hedgehog && !moraleBroken(c.def) {
		var seen []hex.Hex
		fl, re := c.defAt.Flank(), c.defAt.Rear()
		for _, at := range c.atkAt {
			for _, h := range at.Hexes() {
				if (fl.Has(h) || re.Has(h)) && !slices.Contains(seen, h) {
					seen = append(seen, h)
				}
			}
		}
		add(len(seen), fmt.Sprintf("%d flank or rear hex(es) attacked", len(seen)), "M&P §9.3 [L1093]")
	}
	// The Close Combat Matrix, the column that helps the defender most
	// (Hedgehog rather than Hv Inf) and the attacker who gains least
	// [L1095].
	cols := []charts.Combatant{combatant(c.def)}
	if formationOf(c.def) == Hedgehog {
		cols = append(cols, charts.CCHedgehog)
	}
	mx, have := 0, false
	for _, u := range c.atk {
		for _, col := range cols {
			if v, ok := ch.CloseCombat(combatant(u), col); ok && (!have || v < mx) {
				mx, have = v, true
			}
		}
	}
	add(mx, fmt.Sprintf("Close Combat Matrix (%s)", ch.Label()), "M&P §9.3 [L1095]")
	// Pistols: +1 per attacking cavalry firing, -1 if the defender fires
	// [L1097-L1101].
	for _, u := range c.atk {
		if u.Status[stMeleePistol] == 1 {
			out = append(out, rules.Fact{Name: "modifier", Value: 1, Of: u.ID, Text: s.UnitName(u.ID) + " fires its pistol", Rule: "M&P §9.3 [L1097]"})
		}
	}
	for _, u := range c.defs {
		if defendsWithPistol(s, u) {
			out = append(out, rules.Fact{Name: "modifier", Value: -1, Of: u.ID, Text: s.UnitName(u.ID) + " fires its pistol in defence", Rule: "M&P §9.3 [L1099]"})
			break
		}
	}
	// Formation, once a side [L1037]: the worst attacker's; Open Order as
	// Formation Shaken [L501]; a Morale-Broken defender is Formation
	// Broken [L1220].
	mm := ch.MeleeMods()
	worst := Normal
	for _, u := range c.atk {
		switch formationOf(u) {
		case Broken:
			worst = Broken
		case Shaken, Open:
			if worst != Broken {
				worst = Shaken
			}
		}
	}
	switch worst {
	case Broken:
		add(mm.AttackerBroken, "an attacker Formation Broken ("+ch.Label()+")", "M&P §9.3 [L479], [L1037]")
	case Shaken:
		add(mm.AttackerShaken, "an attacker Formation Shaken or in Open Order ("+ch.Label()+")", "M&P §9.3 [L478], [L501], [L1037]")
	}
	switch formationOf(c.def) {
	case Broken:
		add(mm.DefenderBroken, "defender Formation Broken ("+ch.Label()+")", "M&P §9.3 [L479], [L1037]")
	case Shaken, Open:
		add(mm.DefenderShaken, "defender Formation Shaken or in Open Order ("+ch.Label()+")", "M&P §9.3 [L478], [L501], [L1037]")
	}
	if c.def.Status[stSalvo] == 1 {
		add(mm.Salvo, "the defender has fired its Salvo this turn ("+ch.Label()+")", "M&P §9.3 [L1037]")
	}
	// Terrain: the defender's hex and the hexside crossed, the smaller
	// where several attackers differ [L1009]; wagons with the defender
	// [L1301].
	hm, hk, hhave := 0, "", false
	sm, sk, shave := 0, "", false
	for i, into := range c.into {
		if ht, ok := r.bd.tec.Hex(r.bd.m.Terrain(into).Kind); ok && (!hhave || ht.Melee < hm) {
			hm, hk, hhave = ht.Melee, ht.Kind, true
		}
		v, k := r.sideMelee(c.atkAt[i], into)
		if !shave || v < sm {
			sm, sk, shave = v, k, true
		}
	}
	add(hm, "defender in "+hk, "M&P §9.3, the terrain chart [L1037]")
	add(sm, "across a "+sk, "M&P §9.3, the terrain chart [L1037], [L1338]")
	if r.withWagons(c.def, c.defAt.L) {
		add(r.bd.tec.Wagons().Melee, "defender stacked with wagons", "M&P §11.3 [L1301]")
	}
	return out
}

// defMoraleUnit is the unit whose morale the defence stands on: the
// cavalry of a cavalry + light infantry stack [L1224].
func defMoraleUnit(c *combat) *rules.Unit {
	for _, u := range c.defs {
		if u.Type == Cavalry {
			return u
		}
	}
	return c.def
}

// sideMelee is the terrain chart's melee modifier of the hexside between
// the attacker's footprint and the hex it attacks (a reciprocal feature
// counts whoever arrived first [L1338]).
func (r *resolver) sideMelee(at hex.Unit, into hex.Hex) (int, string) {
	from := at.L
	if !adjacentHex(from, into) {
		from = at.R
	}
	sd := r.bd.m.Side(from, dirTo(from, into))
	if sd.Kind == "" {
		return 0, ""
	}
	if st, ok := r.bd.tec.Hexside(sd.Kind); ok {
		return st.Melee, st.Kind
	}
	return 0, ""
}

// leaderWith is the leader stacked with one of us (of their side) who
// leads the melee, one a side [L1047]: the best rated.
func (r *resolver) leaderWith(us []*rules.Unit) *rules.Unit {
	var best *rules.Unit
	for _, u := range us {
		if l := r.stackedLeader(u); l != nil && (best == nil || rating(l) < rating(best)) {
			best = l
		}
	}
	return best
}
