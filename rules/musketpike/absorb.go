package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/hex"
)

// Cavalry absorption (8.4 [L640-L646], spec §7.7): a cavalry unit with
// casualties may absorb another cavalry unit of its side, of the same
// morale or not: it moves into that unit's hex, the momentary stack of
// two cavalry units [L602], and stops [L642]; the unit that did not move
// is removed from play and counts as eliminated for victory points; the
// mover loses as many casualties as the absorbed unit's remaining SP,
// never coming back above its printed SP, the excess lost [L644]. It may
// come back across its Casualty Threshold [L642]. Readings (the text is
// silent): any cavalry unit of its side, of any wing ("d'autres unités de
// cavalerie"), in any formation or morale; neither unit stacked with
// light infantry (the stack moves and fights as one unit [L608], and two
// light infantry units would share the hex); the mover keeps its own
// morale and formation (the text gives it only the casualties back); a
// unit brought back below its Casualty Threshold loses its threshold
// marker (it may reach it again), its morale level unchanged.

// absorbable is the friendly cavalry unit that u, moving, would absorb
// among the counters here (the others returned apart), nil when none:
// u is cavalry with casualties, the hex holds one cavalry unit of its
// side and no light infantry [L642].
func absorbable(u *rules.Unit, here []*occupant) (*occupant, []*occupant) {
	if u.Type != Cavalry || u.Status[stCasualties] == 0 {
		return nil, nil
	}
	var cav *occupant
	var rest []*occupant
	for _, o := range here {
		switch {
		case o.u.Side == u.Side && o.u.Type == LightInfantry:
			return nil, nil // a cavalry + light infantry stack is one unit [L608]
		case o.u.Side == u.Side && o.u.Type == Cavalry && !gone(o.u) && cav == nil:
			cav = o
		default:
			rest = append(rest, o)
		}
	}
	if cav == nil {
		return nil, nil
	}
	return cav, rest
}

// absorbGain is how many casualties u recovers by absorbing o: o's
// remaining SP, at most u's casualties (the excess is lost [L644]).
func absorbGain(u, o *rules.Unit) int {
	return min(sp(o), u.Status[stCasualties])
}

// applyAbsorb plays the absorption of o by u, ending u's move in o's hex
// [L642]: o leaves the table, eliminated for victory points, and u loses
// casualties; the log's sentence is returned.
func applyAbsorb(s *rules.State, u, o *rules.Unit) (string, []rules.Fact) {
	left, gain := sp(o), absorbGain(u, o)
	u.SetStatus(stCasualties, u.Status[stCasualties]-gain)
	for _, k := range []string{stMorale, stMove, stMA, stJoined, stOut, stShot, stSalvo, stCover, stThreshold, stPistols, stRun, stMomentum, stTop} {
		o.SetStatus(k, 0)
	}
	o.SetStatus(stEliminated, 1) // counted as eliminated [L642]
	takeOff(s, o)
	text := fmt.Sprintf("; it absorbs %s, which is removed from play (counted as eliminated), and recovers %d casualt%s [L642]", s.UnitName(o.ID), gain, plural(gain, "y", "ies"))
	if lost := left - gain; lost > 0 {
		text += fmt.Sprintf(", %d SP beyond its printed strength lost [L644]", lost)
	}
	if u.Status[stThreshold] == 1 {
		if th, ok := boardCharts(s).Threshold(int(u.Profile[keyMorale]), int(u.Profile[keySP])); !ok || u.Status[stCasualties] < th {
			u.SetStatus(stThreshold, 0)
			text += "; it is back above its Casualty Threshold [L642]"
		}
	}
	return text, []rules.Fact{
		{Name: "absorbed", Of: o.ID, Value: left, Text: "SP of the cavalry absorbed", Rule: "M&P §7.7 [L642]"},
		{Name: "recovered", Value: gain, Text: "casualties recovered", Rule: "M&P §7.7 [L642-L644]"},
	}
}

// absorbOffers are the absorptions of selected cavalry u with
// casualties into a cavalry unit of its side in one of its front hexes,
// one step each, as Check accepts them (no rule: a button for the drag
// into the other's hex [L642]).
func absorbOffers(s *rules.State, bd *board, u *rules.Unit) []rules.Offer {
	if u.Type != Cavalry || u.Status[stCasualties] == 0 {
		return nil
	}
	at, b, ok := bd.unitAt(s, u)
	if !ok || at.F < 0 {
		return nil
	}
	var out []rules.Offer
	for _, o := range bd.occupants(s, bd.hexBox(setHexes(at.Front())), nil) {
		if o.u.Side != u.Side || o.u.Type != Cavalry || o.u == u || !frontHolds(at, o.at) {
			continue
		}
		to := hex.One(o.at.L, at.F)
		a := rules.Action{Kind: rules.KindMove, Side: u.Side, Moves: []rules.Move{{Base: b.ID, Path: geom.Path{b.Shape.Pose(), bd.m.Layout.Pose(to)}}}}
		p, err := check(s, a)
		if err != nil || p.absorb == nil {
			continue
		}
		out = append(out, rules.Offer{
			Label:  fmt.Sprintf("Absorb %s into %s in %s — recovers %d casualt%s", s.UnitName(o.u.ID), s.UnitName(u.ID), bd.label(to.L), absorbGain(u, o.u), plural(absorbGain(u, o.u), "y", "ies")),
			Detail: []string{"the absorbed unit is removed, counted as eliminated; the move stops there (M&P §7.7 [L642-L644])"},
			Action: a, Bases: append(append([]string(nil), u.Bases...), o.u.Bases...),
		})
	}
	return out
}
