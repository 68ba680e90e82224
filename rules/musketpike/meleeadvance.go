package musketpike

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/hex"
)

// The advance after combat (11.4.6-11.4.8 [L1131-L1137]).

// advance moves the attacker into the defender's vacated hexes
// [L1131-L1137]: one unit a hex, the highest current morale first (the
// first of equals: the player's choice is not offered yet), facing kept
// (the one-hexside re-face [L1135] is not offered yet); a 2-hex unit
// enters with one half, translating, or pivoting when only that fits
// [L1137]. Advancing costs no MP [L1133]; enemy leaders in the hex are
// removed [L344], enemy Disabled Guns captured [L959], the terrain's
// formation hits taken [L1143].
func (r *resolver) advance(c *combat, fates map[*rules.Unit]fate) {
	s := r.s
	if f := fates[c.def]; f == fateNone || f == fateStood {
		return
	}
	if now, _, ok := r.bd.unitAt(s, c.def); ok && sameHexes(now, c.defAt) && c.def.Status[stDisabled] == 0 {
		return // it held its ground (a retreat cut short to nothing)
	}
	var cands []*rules.Unit
	for _, u := range c.atk {
		if !gone(u) && fates[u] == fateNone && u.Status[stPursued] == 0 && !slices.Contains(r.ran, u) {
			cands = append(cands, u)
		}
	}
	slices.SortStableFunc(cands, func(a, b *rules.Unit) int { return currentMorale(b) - currentMorale(a) })
	vacant := slices.Clone(c.defAt.Hexes())
	for len(vacant) > 0 {
		// The highest morale advances; among equals its player chooses
		// [L1131] (meleechoice.go).
		var tops []*rules.Unit
		for _, u := range cands {
			if at, _, ok := r.bd.unitAt(s, u); ok {
				if _, ok := r.advanceTo(u, at, vacant); ok && (len(tops) == 0 || currentMorale(u) == currentMorale(tops[0])) {
					tops = append(tops, u)
				}
			}
		}
		if len(tops) == 0 {
			return
		}
		var names []string
		for _, u := range tops {
			names = append(names, s.UnitName(u.ID)+" advances")
		}
		u := tops[r.choose(tops[0].Side, tops[0], "which attacker of the highest morale advances", "§9.4 [L1131]", names)]
		cands = slices.DeleteFunc(cands, func(o *rules.Unit) bool { return o == u })
		uAt, b, _ := r.bd.unitAt(s, u)
		to, _ := r.advanceTo(u, uAt, vacant)
		hits := r.pathHits(u, way{end: to, path: []hex.Unit{to}})
		riders := r.riders(u, uAt, r.group(u)[1:])
		before := b.Shape.Center
		b.Shape = b.Shape.At(r.bd.m.Layout.Pose(to))
		r.carry(riders, b.Shape.Center.Sub(before))
		text := fmt.Sprintf("%s advances to %s [L1131]", s.UnitName(u.ID), r.bd.label(to.L))
		if hits > 0 {
			u.Formation = formationAt(formationOf(u), formationLevel(formationOf(u))+hits)
			text += fmt.Sprintf("; %d formation hit(s) from the terrain [L1143]", hits)
		}
		text += r.entered(u, to)
		text += r.faceAfter(u, to, riders)
		r.evs = append(r.evs, rules.Event{Kind: "moved", Side: u.Side, Unit: u.ID, Base: b.ID, Text: text})
		vacant = slices.DeleteFunc(vacant, to.Occupies)
		u.SetStatus(stAdvanced, s.UnitIndex(c.def.ID)+1) // its advance's end may trigger reactions [L1139]
	}
}

// advanceTo is where u may advance into one of the vacant hexes: a 1-hex
// unit into the first; a 2-hex unit by a translation or a pivot that puts
// a half there [L1137], every hex free.
func (r *resolver) advanceTo(u *rules.Unit, uAt hex.Unit, vacant []hex.Hex) (hex.Unit, bool) {
	var cands []hex.Unit
	for _, h := range vacant {
		if !uAt.Two {
			cands = append(cands, hex.One(h, uAt.F))
			continue
		}
		for d := hex.Dir(0); d < 6; d++ {
			if t := uAt.Translate(d); t.Occupies(h) {
				cands = append(cands, t)
			}
		}
		for _, l := range []bool{true, false} {
			if t, _, _, err := hex.Pivot(uAt, l); err == nil && t.Occupies(h) {
				cands = append(cands, t)
			}
		}
	}
	for _, t := range cands {
		if r.free(u, t) {
			return t, true
		}
	}
	return hex.Unit{}, false
}

// free reports whether u may stand on footprint t: on the map, terrain it
// may enter, no other combat unit there.
func (r *resolver) free(u *rules.Unit, t hex.Unit) bool {
	mv := moverOf(u)
	for _, h := range t.Hexes() {
		if !r.bd.m.Contains(h) || r.bd.hexCost(mv, h).prohibited {
			return false
		}
	}
	for _, o := range r.bd.occupants(r.s, r.bd.hexBox(t.Hexes()), nil) {
		if o.u != u && isCombat(o.u) && overlaps(o.at, t) && !slices.Contains(r.gone, o.u) {
			return false
		}
	}
	return true
}

// entered is what u finds in the hexes it has entered: enemy leaders
// removed [L344], enemy Disabled Guns captured [L959].
func (r *resolver) entered(u *rules.Unit, at hex.Unit) string {
	var text string
	for _, o := range r.bd.occupants(r.s, r.bd.hexBox(at.Hexes()), nil) {
		if o.u.Side == u.Side || !overlaps(o.at, at) {
			continue
		}
		switch {
		case o.u.Type == Leader && !gone(o.u):
			r.removeLeader(o.u, "an enemy unit enters his hex [L344]")
		case o.u.Type == Artillery && o.u.Status[stDisabled] == 1 && holder(o.u) != u.Side:
			o.u.SetStatus(stCaptured, u.Side+1)
			text += fmt.Sprintf("; it captures %s [L959]", r.s.UnitName(o.u.ID))
		}
	}
	return text
}

// faceAfter is the one-hexside re-face a 1-hex unit that advanced or
// pursued may make, before any reaction [L1135] (a 2-hex one may not
// [L1137]): its player's choice (meleechoice.go); the units stacked with
// it face as it does [L626]. It returns the log's words.
func (r *resolver) faceAfter(u *rules.Unit, at hex.Unit, riders []*rules.Unit) string {
	if at.Two || u.Type == Leader || !hasFacing(u) {
		return ""
	}
	name := r.s.UnitName(u.ID)
	k := r.choose(u.Side, u, "the facing of "+name+" after its advance", "§9.4 [L1135]",
		[]string{name + " keeps its facing", name + " turns one hexside to the left", name + " turns one hexside to the right"})
	if k == 0 {
		return ""
	}
	turn := map[int]int{1: 1, 2: -1}[k]
	to := at
	to.F = at.F.Turn(turn)
	b, _ := r.s.Base(u.Bases[0])
	b.Shape = b.Shape.At(r.bd.m.Layout.Pose(to))
	for _, o := range riders {
		if ob, ok := r.s.Base(o.Bases[0]); ok && !ob.Round {
			ob.Shape.Facing = b.Shape.Facing
		}
	}
	return "; it turns one hexside [L1135]"
}

// defenderAdvance is the defender's optional advance of a DA result
// [L1131]: it may stay or advance into a hex an attacker left, its
// player's choice (meleechoice.go), as an attacker's advance is made (a
// 2-hex unit translating or pivoting to put a half there [L1137]).
func (r *resolver) defenderAdvance(c *combat, fates map[*rules.Unit]fate) {
	s := r.s
	u := c.def
	if gone(u) || fates[u] != fateNone || u.Type == Artillery || moraleBroken(u) {
		return
	}
	uAt, b, ok := r.bd.unitAt(s, u)
	if !ok || !sameHexes(uAt, c.defAt) {
		return
	}
	var left []hex.Hex
	for i, a := range c.atk {
		if now, _, ok := r.bd.unitAt(s, a); gone(a) || !ok || !overlaps(now, c.atkAt[i]) {
			for _, h := range c.atkAt[i].Hexes() {
				if !slices.Contains(left, h) {
					left = append(left, h)
				}
			}
		}
	}
	var tos []hex.Unit
	options := []string{s.UnitName(u.ID) + " stays in its hex"}
	for _, h := range left {
		if to, ok := r.advanceTo(u, uAt, []hex.Hex{h}); ok && !slices.Contains(tos, to) {
			tos = append(tos, to)
			options = append(options, fmt.Sprintf("%s advances to %s", s.UnitName(u.ID), r.bd.label(h)))
		}
	}
	if len(tos) == 0 {
		return
	}
	k := r.choose(u.Side, u, "whether "+s.UnitName(u.ID)+" advances", "§9.4 [L1131]", options)
	if k == 0 {
		r.evs = append(r.evs, rules.Event{Kind: "moved", Side: u.Side, Unit: u.ID, Text: s.UnitName(u.ID) + " stays in its hex: the defender's advance is its choice [L1131]"})
		return
	}
	to := tos[k-1]
	hits := r.pathHits(u, way{end: to, path: []hex.Unit{to}})
	riders := r.riders(u, uAt, r.group(u)[1:])
	before := b.Shape.Center
	b.Shape = b.Shape.At(r.bd.m.Layout.Pose(to))
	r.carry(riders, b.Shape.Center.Sub(before))
	text := fmt.Sprintf("%s advances to %s [L1131]", s.UnitName(u.ID), r.bd.label(to.L))
	if hits > 0 {
		for _, g := range r.group(u) {
			g.Formation = formationAt(formationOf(g), formationLevel(formationOf(g))+hits)
		}
		text += fmt.Sprintf("; %d formation hit(s) from the terrain [L1143]", hits)
	}
	text += r.entered(u, to)
	text += r.faceAfter(u, to, riders)
	r.evs = append(r.evs, rules.Event{Kind: "moved", Side: u.Side, Unit: u.ID, Base: b.ID, Text: text})
	if len(c.atk) > 0 {
		u.SetStatus(stAdvanced, s.UnitIndex(c.atk[0].ID)+1) // its advance's end may trigger reactions [L1139]
	}
}
