package musketpike

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// Cavalry pursuit (11.7 [L1155-L1182], spec §9.5): on a result that calls
// for it, each victorious cavalry unit of the melee rolls on the Cavalry
// Pursuit Table before any advance [L1162]: Break Off, a normal advance;
// Pursue and Eliminate, into the broken unit's hex, which is eliminated,
// the cavalry Formation Broken [L1166]; Pursue off Map, the cavalry
// removed (not eliminated, never back) and the broken unit eliminated
// [L1168]. No roll when the loser is light infantry, nor when it rallied
// on the Unable to Retreat table [L1159-L1161].

// pursue plays the pursuits of combat c. The winners are the side with no
// result, the losers those of the other side broken or eliminated by it.
func (r *resolver) pursue(c *combat, cell charts.MeleeCell, fates map[*rules.Unit]fate, paths map[*rules.Unit]way, atkAt map[*rules.Unit]hex.Unit) error {
	s := r.s
	var winners, losers []*rules.Unit
	front := c.defAt.Front()
	inFront := func(u *rules.Unit) bool { at := atkAt[u]; return front.Has(at.L) || (at.Two && front.Has(at.R)) }
	switch {
	case cell.Attacker == charts.NoOutcome && cell.Defender != charts.NoOutcome:
		winners, losers = c.atk, []*rules.Unit{c.def}
	case cell.Defender == charts.NoOutcome && cell.Attacker != charts.NoOutcome:
		winners = c.defs
		// A defending cavalry pursues an attacker from its front hexes
		// first, then from its flanks [L1182]; among several its player
		// chooses (below).
		for _, first := range []bool{true, false} {
			for _, u := range c.atk {
				if inFront(u) == first && !containsUnit(losers, u) {
					losers = append(losers, u)
				}
			}
		}
	default:
		return nil
	}
	var fled []*rules.Unit
	for _, u := range losers {
		if f := fates[u]; f == fateBroken || f == fateEliminated {
			if u.Type == LightInfantry {
				r.evs = append(r.evs, rules.Event{Kind: "melee", Side: u.Side, Unit: u.ID, Text: s.UnitName(u.ID) + " is light infantry: no pursuit, the cavalry advances normally [L1159]"})
				continue
			}
			fled = append(fled, u)
		}
	}
	if len(fled) == 0 {
		return nil
	}
	caught := map[*rules.Unit]bool{}
	next := 0
	for _, w := range winners {
		if w.Type != Cavalry || gone(w) {
			continue
		}
		target := fled[min(next, len(fled)-1)]
		if containsUnit(c.defs, w) {
			// The defending cavalry's player chooses among the broken
			// attackers of its front hexes, else of its flanks [L1182]
			// (meleechoice.go), before its roll.
			var rem, ahead []*rules.Unit
			for _, u := range fled {
				if !caught[u] {
					rem = append(rem, u)
					if inFront(u) {
						ahead = append(ahead, u)
					}
				}
			}
			if len(ahead) > 0 {
				rem = ahead
			}
			if len(rem) > 0 {
				var names []string
				for _, u := range rem {
					names = append(names, s.UnitName(w.ID)+" pursues "+s.UnitName(u.ID))
				}
				target = rem[r.choose(w.Side, w, "which broken attacker "+s.UnitName(w.ID)+" pursues", "§9.5 [L1182]", names)]
			}
		}
		dv, roll, err := r.roll()
		if err != nil {
			return err
		}
		res := r.c.CavalryPursuit(dv, 0)
		text := fmt.Sprintf("%s rolls for pursuit: die %d on the Cavalry Pursuit Table (%s): %s", s.UnitName(w.ID), dv, r.c.Label(), pursuitWords[res.Pursuit])
		ev := rules.Event{Kind: "pursuit", Side: w.Side, Unit: w.ID, Rolls: []dice.Roll{roll},
			Facts: []rules.Fact{{Name: "die", Value: dv, Text: "die", Rule: "M&P §9.5 [L1162]"}, {Name: "row", Value: res.Row, Text: res.Pursuit.String() + " (" + r.c.Label() + ")", Rule: "M&P §9.5 [L1164-L1168]"}}}
		switch res.Pursuit {
		case charts.PursueAndEliminate:
			switch {
			case caught[target]:
				text += ": the broken unit is already gone, as Break Off [L1178]"
			case fates[target] == fateEliminated:
				text += ": the unit was eliminated by the melee; the cavalry stays where it is (A18) [L1166]"
				r.pursuer(w)
			default:
				text += r.runDown(w, target, paths[target])
				caught[target] = true
				next++
			}
		case charts.PursueOffMap:
			text += r.offMap(w, target, caught)
			caught[target] = true
			next++
		default:
			text += ": it advances normally [L1164]"
		}
		ev.Text = text
		r.evs = append(r.evs, ev)
	}
	r.flush()
	return nil
}

// pursuitWords name the Cavalry Pursuit Table's results.
var pursuitWords = map[charts.Pursuit]string{
	charts.BreakOff:           "Break Off",
	charts.PursueAndEliminate: "Pursue and Eliminate",
	charts.PursueOffMap:       "Pursue off Map",
}

func containsUnit(us []*rules.Unit, u *rules.Unit) bool {
	for _, o := range us {
		if o == u {
			return true
		}
	}
	return false
}

// runDown is Pursue and Eliminate [L1166]: w follows the retreat into
// the broken unit's hex, which is eliminated; guns it passed through are
// captured; w is Formation Broken and makes no advance. The stacked
// leaders go along [L1176].
func (r *resolver) runDown(w, t *rules.Unit, path way) string {
	s := r.s
	tAt, _, tok := r.bd.unitAt(s, t)
	for _, g := range r.group(t) {
		r.eliminate(g)
	}
	text := fmt.Sprintf(": %s is eliminated [L1166]", s.UnitName(t.ID))
	if wAt, b, ok := r.bd.unitAt(s, w); ok && tok {
		to := hex.One(tAt.L, wAt.F)
		if !wAt.Two && r.free(w, to) {
			riders := r.riders(w, wAt, nil)
			before := b.Shape.Center
			b.Shape = b.Shape.At(r.bd.m.Layout.Pose(to))
			r.carry(riders, b.Shape.Center.Sub(before))
			text += fmt.Sprintf("; %s rides into %s", s.UnitName(w.ID), r.bd.label(to.L))
			text += r.faceAfter(w, to, riders)
			w.SetStatus(stAdvanced, s.UnitIndex(t.ID)+1) // its pursuit's end may trigger reactions [L1139]
			for _, h := range path.path {
				text += r.entered(w, h)
			}
		}
	}
	w.Formation = Broken
	r.pursuer(w)
	return text + "; the pursuer is Formation Broken [L1166]"
}

// offMap is Pursue off Map [L1168]: w leaves the map, removed but not
// eliminated, never to return, with its stacked leaders (who may come
// back [L348]); the broken unit is eliminated if it is not already.
func (r *resolver) offMap(w, t *rules.Unit, caught map[*rules.Unit]bool) string {
	s := r.s
	text := fmt.Sprintf(": %s pursues off the map (removed, not eliminated) [L1168]", s.UnitName(w.ID))
	if wAt, _, ok := r.bd.unitAt(s, w); ok {
		for _, l := range r.riders(w, wAt, nil) {
			if l.Type == Leader {
				r.markRemoved(l)
				text += fmt.Sprintf("; %s goes with it [L1174]", s.UnitName(l.ID))
			}
		}
	}
	if !gone(t) && !caught[t] {
		for _, g := range r.group(t) {
			r.eliminate(g)
		}
		text += fmt.Sprintf("; %s is eliminated", s.UnitName(t.ID))
	}
	for _, k := range []string{stMorale, stMove, stMA, stJoined, stOut, stShot, stCover, stThreshold, stPistols, stMomentum, stRun} {
		w.SetStatus(k, 0)
	}
	w.SetStatus(stPursued, 1)
	r.gone = append(r.gone, w)
	return text
}

// pursuer marks w as having pursued in this melee: it makes no advance.
func (r *resolver) pursuer(w *rules.Unit) { r.ran = append(r.ran, w) }
