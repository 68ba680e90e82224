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
	for _, u := range cands {
		if len(vacant) == 0 {
			return
		}
		uAt, b, ok := r.bd.unitAt(s, u)
		if !ok {
			continue
		}
		to, ok := r.advanceTo(u, uAt, vacant)
		if !ok {
			continue
		}
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
		r.evs = append(r.evs, rules.Event{Kind: "moved", Side: u.Side, Unit: u.ID, Base: b.ID, Text: text})
		vacant = slices.DeleteFunc(vacant, to.Occupies)
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
