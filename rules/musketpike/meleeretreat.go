package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// The results of a melee on each unit named (11.4 [L1105-L1129],
// [L1149]): the morale levels, the retreats, the guns left behind.

// outcome applies one side's result to u (and the unit stacked with it)
// [L1107-L1111]: a Shaken result on a Shaken unit is a Broken one, any on
// a Broken unit eliminates it [L1228]. enemies are the enemy's
// footprints it must retreat away from [L1117].
func (r *resolver) outcome(u *rules.Unit, o charts.Outcome, enemies []hex.Unit, paths map[*rules.Unit]way, effects *[]string) fate {
	s := r.s
	if o == charts.NoOutcome || gone(u) {
		return fateNone
	}
	from, _, _ := r.bd.unitAt(s, u)
	name := s.UnitName(u.ID)
	grp := r.group(u)
	guns := r.gunsWith(u)
	switch {
	case o == charts.Eliminated, moraleBroken(u):
		for _, g := range grp {
			r.eliminate(g)
		}
		*effects = append(*effects, name+" is eliminated [L1111], [L1228]")
		r.lose(u, guns, enemies)
		return fateEliminated
	case o == charts.Broken, u.Status[stMorale] == moraleShakenLevel:
		for _, g := range grp {
			g.SetStatus(stMorale, moraleBrokenLevel)
			g.Formation = Broken // no formation [L1220]
		}
		text, f := r.meleeRetreat(u, grp, retreatHexes, true, enemies, paths)
		*effects = append(*effects, name+" is Morale Broken [L1107]"+text)
		if f != fateStood {
			r.lose(u, guns, enemies)
		}
		return f
	}
	n := 1
	if o == charts.Shaken2 {
		n = 2
	}
	for _, g := range grp {
		g.SetStatus(stMorale, moraleShakenLevel)
	}
	text, _ := r.meleeRetreat(u, grp, n, false, enemies, paths)
	*effects = append(*effects, name+" is Morale Shaken [L1109]"+text)
	if now, _, ok := r.bd.unitAt(s, u); ok && !sameHexes(now, from) {
		r.lose(u, guns, enemies)
	}
	return fateShaken
}

// meleeRetreat moves u's group n hexes away from the enemies, by the
// first of the best ways [L1117-L1121]. Broken, it faces away (it has
// no facing [L1107]); short of the distance it retreats what it can and
// rolls on the Unable to Retreat table [L1129]. Shaken, it steps back in
// good order, facing kept [L1109], and takes a casualty for each hex it
// cannot retreat [L1129]; the terrain's formation hits apply [L1143].
func (r *resolver) meleeRetreat(u *rules.Unit, grp []*rules.Unit, n int, broken bool, enemies []hex.Unit, paths map[*rules.Unit]way) (string, fate) {
	s := r.s
	for k := n; k >= 1; k-- {
		ws := retreatWays(s, r.bd, u, enemies, k)
		if len(ws) == 0 {
			continue
		}
		var labels []string
		for _, w := range ws {
			labels = append(labels, fmt.Sprintf("%s retreats to %s", s.UnitName(u.ID), r.bd.label(w.end.L)))
		}
		w := ws[r.choose(u.Side, u, "where "+s.UnitName(u.ID)+" retreats among the best ways", "§9.4 [L1117]", labels)]
		hits := 0
		if !broken {
			hits = r.pathHits(u, w)
		}
		text := r.shift(u, grp, w)
		paths[u] = w
		if hits > 0 && !gone(u) {
			for _, g := range grp {
				g.Formation = formationAt(formationOf(g), formationLevel(formationOf(g))+hits)
			}
			text += fmt.Sprintf("; %d formation hit(s) from the terrain, now %s [L1143]", hits, formationWords(u.Formation))
		}
		if k == n {
			return text, map[bool]fate{true: fateBroken, false: fateShaken}[broken]
		}
		more, f := r.short(u, n-k, broken)
		return text + more, f
	}
	return r.short(u, n, broken)
}

// short is a retreat cut short by missing hexes: a Morale-Broken unit
// rolls on the Unable to Retreat table, a Shaken one takes a casualty a
// hex [L1129].
func (r *resolver) short(u *rules.Unit, missing int, broken bool) (string, fate) {
	if broken {
		text := r.unableToRetreat(u)
		if !gone(u) && u.Status[stMorale] == moraleShakenLevel {
			return text, fateStood
		}
		if gone(u) {
			return text, fateEliminated
		}
		return text, fateBroken
	}
	u.SetStatus(stCasualties, u.Status[stCasualties]+missing)
	text := fmt.Sprintf(", and cannot retreat %s: %d casualt%s [L1129]", plural(missing, "one hex", "two hexes"), missing, plural(missing, "y", "ies"))
	if u.Status[stCasualties] >= int(u.Profile[keySP]) {
		r.eliminate(u)
		return text + ", eliminated [L889]", fateEliminated
	}
	return text, fateShaken
}

// shift moves u along way w with the units and leaders stacked with it
// (a reading: leaders go with the unit they are stacked with, as they
// follow a pursuit [L1176]); friendly artillery passed through is
// disabled [L1123].
func (r *resolver) shift(u *rules.Unit, grp []*rules.Unit, w way) string {
	uAt, b, ok := r.bd.unitAt(r.s, u)
	if !ok {
		return ""
	}
	before := b.Shape.Center
	riders := r.riders(u, uAt, grp)
	text := r.retreatTo(u, w)
	delta := b.Shape.Center.Sub(before)
	r.carry(riders, delta)
	return text
}

// riders are the counters that move with u: its stacked partner and its
// side's leaders in its hexes.
func (r *resolver) riders(u *rules.Unit, uAt hex.Unit, grp []*rules.Unit) []*rules.Unit {
	var out []*rules.Unit
	for _, g := range grp {
		if g != u {
			out = append(out, g)
		}
	}
	for _, o := range r.bd.occupants(r.s, r.bd.hexBox(uAt.Hexes()), nil) {
		if o.u.Type == Leader && o.u.Side == u.Side && !gone(o.u) && uAt.Occupies(o.at.L) {
			out = append(out, o.u)
		}
	}
	return out
}

// carry moves the counters of us by delta.
func (r *resolver) carry(us []*rules.Unit, delta geom.Vec) {
	for _, o := range us {
		if len(o.Bases) == 0 {
			continue
		}
		if b, ok := r.s.Base(o.Bases[0]); ok {
			b.Shape = b.Shape.At(geom.Pose{Pos: b.Shape.Center.Add(delta), Facing: b.Shape.Facing})
		}
	}
}

// pathHits are the formation hits of the terrain u enters along w
// [L1143], [L563]: one for hit-giving terrain, one for a hit-giving
// hexside, at most one of each kind.
func (r *resolver) pathHits(u *rules.Unit, w way) int {
	mv := moverOf(u)
	if !mv.hits {
		return 0
	}
	at, _, _ := r.bd.unitAt(r.s, u)
	hexHit, sideHit := false, false
	prev := at
	for _, next := range w.path {
		for i, h := range next.Hexes() {
			from := prev.Hexes()[min(i, len(prev.Hexes())-1)]
			hexHit = hexHit || r.bd.hexCost(mv, h).hit
			if adjacentHex(from, h) {
				sideHit = sideHit || r.bd.sideCost(mv, from, h).hit
			}
		}
		prev = next
	}
	n := 0
	if hexHit {
		n++
	}
	if sideHit {
		n++
	}
	return n
}

// gunsWith are the artillery units stacked with u.
func (r *resolver) gunsWith(u *rules.Unit) []*rules.Unit {
	at, _, ok := r.bd.unitAt(r.s, u)
	if !ok {
		return nil
	}
	var out []*rules.Unit
	for _, o := range r.bd.occupants(r.s, r.bd.hexBox(at.Hexes()), nil) {
		if o.u.Type == Artillery && o.u.Side == u.Side && isCombat(o.u) && overlaps(o.at, at) {
			out = append(out, o.u)
		}
	}
	return out
}

// lose is u driven from its hexes: the guns stacked with it are captured
// by the enemy [L1149]; on a 2-hex unit they are disabled, as guns a
// retreat passes through [L1149], [L1123].
func (r *resolver) lose(u *rules.Unit, guns []*rules.Unit, enemies []hex.Unit) {
	winner := 1 - u.Side
	for _, g := range guns {
		r.disable(g)
		text := r.s.UnitName(g.ID) + " is left behind: Disabled Guns [L1149]"
		if !twoHex(u) {
			g.SetStatus(stCaptured, winner+1)
			text = r.s.UnitName(g.ID) + ", stacked with the loser, is captured [L1149]"
		}
		r.evs = append(r.evs, rules.Event{Kind: "melee", Side: g.Side, Unit: g.ID, Text: text,
			Facts: []rules.Fact{{Name: "captured", Value: g.Status[stCaptured], Of: g.ID, Text: "guns", Rule: "M&P §9.4 [L1149]"}}})
	}
}
