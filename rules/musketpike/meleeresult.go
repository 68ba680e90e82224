package musketpike

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// Melee resolution (11.2 C-F [L1017-L1020], 11.4-11.8 [L1103-L1186],
// spec §9.2, §9.4-§9.6): every Reaction Melee, then the active player's
// melees, each defender's attackers together [L1009]; for each the
// attacker's d10 with its modifiers on the Melee Results Table, the
// results at once [L1105], pursuits, the advance, the formation hit of
// both sides [L1020] and the leaders' risk [L1186].

// fate is what a melee result did to one unit.
type fate int

const (
	fateNone       fate = iota
	fateShaken          // Morale Shaken, stepped back in good order
	fateBroken          // Morale Broken and fled [L1107]
	fateStood           // Morale Broken, then Stand on the Unable to Retreat table: no pursuit [L1161]
	fateEliminated      // eliminated by the result [L1111]
)

// resolveMelees resolves the designated melees, the inactive player's
// first [L1017], each side's by the defenders' order in the scenario (a
// reading of "from the left or the right": the line is the players'
// choice the rules do not keep), then clears the designations and the
// Momentum markers [L1069].
func resolveMelees(s *rules.State, d dice.Roller) ([]rules.Event, bool, error) {
	evs, paused, _, err := resolveOn(s, d, false)
	return evs, paused, err
}

// resolveOn is resolveMelees; probing, it only finds the choice the
// waiting melee needs (meleechoice.go).
func resolveOn(s *rules.State, d dice.Roller, probe bool) ([]rules.Event, bool, *choiceNeed, error) {
	bd, err := boardOf(s)
	if err != nil {
		return nil, false, nil, err
	}
	r := &resolver{s: s, bd: bd, c: bd.charts, d: d, auto: true}
	wc := activeWC(s)
	first := true
	for _, side := range []int{1 - wc.Side, wc.Side} {
		for di := range s.Units {
			var atk []*rules.Unit
			for ai := range s.Units {
				if a := &s.Units[ai]; a.Side == side && a.Status[stAttack] == di+1 {
					atk = append(atk, a)
				}
			}
			if len(atk) == 0 {
				continue
			}
			before, k := s.Clone(), len(r.evs)
			r.replay, r.rolled, r.choices, r.ci, r.need = nil, nil, nil, 0, nil
			if first {
				loadChoices(s, r) // the melee that waited for a choice, if any
				first = false
			}
			defs := r.group(&s.Units[di])
			err := r.melee(&s.Units[di], atk)
			if errors.Is(err, errPaused) || (err == nil && r.need != nil) {
				need := r.need
				*s = before // undone: it is resolved again once chosen
				if probe {
					return nil, true, need, nil
				}
				wait, err := waitChoice(s, r)
				return append(r.evs[:k], wait...), true, need, err
			}
			if err != nil {
				return nil, false, nil, err
			}
			clearChoices(s)
			r.momentumAfter(defs, atk) // [L1069], [L1085]
			r.flush()
			// The advances and pursuits of this melee may trigger reactions
			// [L1139]: the melees wait for the answers (reactadvance.go).
			more, err := advanceReactions(s, d)
			r.evs = append(r.evs, more...)
			// The phase may still read react from the reactions to an
			// earlier advance: only a unit asked makes the melees wait.
			if err != nil || (s.Phase == PhaseReact && pendingReactor(s) != nil) {
				return r.evs, true, nil, err
			}
		}
	}
	for i := range s.Units {
		for _, k := range []string{stAttack, stMeleePistol, stDefencePistol, stMomentum, stRun} {
			s.Units[i].SetStatus(k, 0)
		}
	}
	refreshCommand(s)
	return r.evs, false, nil, nil
}

// afterMelee is the end of the activation once its melees are over: the
// commander may try to continue, or is Finished [L222-L229].
func afterMelee(s *rules.State) []rules.Event {
	wc := activeWC(s)
	if canContinue(s, wc) {
		s.Phase, s.Active = PhaseContinuation, wc.Side
		return []rules.Event{{Kind: "phase", Side: wc.Side, Unit: wc.ID, Text: fmt.Sprintf("%s may try to continue (activation %d of %d) [L284]", s.UnitName(wc.ID), wc.Status[stActivations]+1, maxActivations)}}
	}
	return finish(s, wc)
}

// melee resolves the attack of atk on def.
func (r *resolver) melee(def *rules.Unit, atk []*rules.Unit) error {
	s := r.s
	c := &combat{def: def}
	r.ran = nil
	for _, u := range atk {
		u.SetStatus(stAttack, 0)
		if v := checkAttack(s, r.bd, u, def); v != nil {
			// It no longer stands where it may attack [L999].
			r.evs = append(r.evs, rules.Event{Kind: "melee", Side: u.Side, Unit: u.ID, Text: s.UnitName(u.ID) + " does not attack: " + v.Msg})
			continue
		}
		at, _, _ := r.bd.unitAt(s, u)
		c.atk, c.atkAt = append(c.atk, u), append(c.atkAt, at)
	}
	if len(c.atk) == 0 {
		return nil
	}
	c.defAt, _, _ = r.bd.unitAt(s, def)
	for _, at := range c.atkAt {
		h, _ := attackHex(at, c.defAt)
		c.into = append(c.into, h)
	}
	if done := r.automatic(c); done {
		return nil
	}
	c.defs = r.group(def)
	r.cause = c.atk[0]
	if inColumn(def) {
		// A Column attacked in melee is Formation Broken and checks its
		// morale before the combat [L527].
		def.Formation = Broken
		r.evs = append(r.evs, rules.Event{Kind: "formation", Side: def.Side, Unit: def.ID, Text: s.UnitName(def.ID) + " is attacked in melee in Column: Formation Broken, and it checks its morale [L527]"})
		if err := r.moraleCheck(def, []string{"attacked in Column [L527]"}, "M&P §7.4 [L527]"); err != nil {
			return err
		}
		if now, _, ok := r.bd.unitAt(s, def); gone(def) || !ok || !sameHexes(now, c.defAt) {
			r.evs = append(r.evs, rules.Event{Kind: "melee", Side: def.Side, Unit: def.ID, Text: s.UnitName(def.ID) + " is gone before the melee: no combat"})
			return nil
		}
	}
	leaders := r.meleeLeaders(append(slices.Clone(c.atk), c.defs...))
	// The pistols declared are marked used, not resolved [L1101]: the
	// attackers' own, the defender's in its defence (an active unit's
	// against a Reaction Melee kept apart from its own attack's [L1099]).
	for _, u := range c.atk {
		if u.Status[stMeleePistol] == 1 {
			u.SetStatus(stPistols, min(u.Status[stPistols]+1, 2))
		}
	}
	for _, u := range c.defs {
		if defendsWithPistol(s, u) {
			u.SetStatus(stPistols, min(u.Status[stPistols]+1, 2))
		}
	}
	dv, roll, err := r.roll()
	if err != nil {
		return err
	}
	mods := r.meleeMods(c)
	total := 0
	for _, m := range mods {
		total += m.Value
	}
	res := r.c.Melee(dv, total)
	facts := append([]rules.Fact{{Name: "die", Value: dv, Text: "the attacker's die", Rule: "M&P §9.2 [L1018]"}}, mods...)
	facts = append(facts,
		rules.Fact{Name: "total", Value: total, Text: "modifiers in all"},
		rules.Fact{Name: "applied", Value: res.Mod, Text: "modifiers applied, held to ±4", Rule: "M&P §9.3 [L1037]"},
		rules.Fact{Name: "row", Value: res.Row, Text: "row read", Rule: "M&P §2.2 [L107]"},
		rules.Fact{Name: "cell", Value: int(res.Defender), Text: fmt.Sprintf("%s on the Melee Results Table (%s)", res.MeleeCell, r.c.Label()), Rule: "M&P §9.4 [L1105]"})
	var names []string
	for _, u := range c.atk {
		names = append(names, s.UnitName(u.ID))
	}
	text := fmt.Sprintf("%s attack %s: %s, %s on the Melee Results Table (%s)", strings.Join(names, " and "), s.UnitName(def.ID), res.Roll, res.MeleeCell, r.c.Label())
	if len(c.atk) == 1 {
		text = strings.Replace(text, " attack ", " attacks ", 1)
	}
	k := len(r.evs)
	r.evs = append(r.evs, rules.Event{Kind: "melee", Side: c.atk[0].Side, Unit: c.atk[0].ID, Rolls: []dice.Roll{roll}, Facts: facts, Text: text})
	// The results, at once, on every unit named [L1105].
	atkAt := map[*rules.Unit]hex.Unit{}
	for i, u := range c.atk {
		atkAt[u] = c.atkAt[i]
	}
	var effects []string
	fates := map[*rules.Unit]fate{}
	paths := map[*rules.Unit]way{}
	for _, u := range c.atk {
		fates[u] = r.outcome(u, res.Attacker, []hex.Unit{c.defAt}, paths, &effects)
	}
	enemies := slices.Clone(c.atkAt)
	fates[def] = r.outcome(def, res.Defender, enemies, paths, &effects)
	if len(effects) > 0 {
		r.evs[k].Text += ": " + strings.Join(effects, "; ")
	}
	if res.Pursuit {
		if err := r.pursue(c, res.MeleeCell, fates, paths, atkAt); err != nil {
			return err
		}
	}
	if res.AttackerAdvances {
		r.advance(c, fates)
	}
	if res.DefenderAdvances {
		r.defenderAdvance(c, fates)
	}
	r.meleeHits(c, fates)
	return r.leaderLosses(leaders)
}

// group is u with the cavalry or light infantry stacked with it: they
// fight, retreat and fare together [L1123].
func (r *resolver) group(u *rules.Unit) []*rules.Unit {
	out := []*rules.Unit{u}
	if at, _, ok := r.bd.unitAt(r.s, u); ok {
		if p := partnerOf(u, at, r.bd.occupants(r.s, r.bd.hexBox(at.Hexes()), nil)); p != nil && !gone(p.u) {
			out = append(out, p.u)
		}
	}
	return out
}

// automatic plays the melees decided without a die: lone guns captured
// [L1147], a lone leader removed [L344], a lone 1-SP light infantry unit
// eliminated [L1153]; the attacker enters the hex with no formation hit
// but the terrain's.
func (r *resolver) automatic(c *combat) bool {
	s, def := r.s, c.def
	var text string
	switch {
	case def.Type == Leader:
		for _, o := range r.bd.occupants(s, r.bd.hexBox(c.defAt.Hexes()), nil) {
			if o.u.Type == Leader && o.u.Side == def.Side && overlaps(o.at, c.defAt) {
				r.removeLeader(o.u, "attacked in melee alone in his hex [L344]")
			}
		}
		return true
	case def.Type == Artillery:
		def.SetStatus(stDisabled, 1)
		def.SetStatus(stCaptured, c.atk[0].Side+1)
		for _, k := range []string{stMorale, stMove, stMA, stFired, stCover, stLimbered} {
			def.SetStatus(k, 0)
		}
		text = fmt.Sprintf("%s, alone in its hex, is captured by %s [L1147]", s.UnitName(def.ID), s.UnitName(c.atk[0].ID))
	case def.Type == LightInfantry && sp(def) == 1 && loneIn(s, r.bd, def, c.defAt, true) &&
		!(len(c.atk) == 1 && c.atk[0].Type == LightInfantry && sp(c.atk[0]) == 1):
		r.eliminate(def)
		text = fmt.Sprintf("%s, 1 SP of light infantry alone in its hex, is eliminated [L1153]", s.UnitName(def.ID))
	default:
		return false
	}
	r.evs = append(r.evs, rules.Event{Kind: "melee", Side: c.atk[0].Side, Unit: c.atk[0].ID, Text: text})
	r.flush()
	c.defs = []*rules.Unit{def}
	r.advance(c, map[*rules.Unit]fate{def: fateEliminated})
	return true
}

// meleeHits is step F [L1020]: every attacker and defender still on the
// table takes one formation hit, but those already Formation Broken or in
// Hedgehog; Open Order and Column are Formation Broken by it [L511], A23.
func (r *resolver) meleeHits(c *combat, fates map[*rules.Unit]fate) {
	var us []*rules.Unit
	us = append(us, c.atk...)
	us = append(us, c.defs...)
	for _, u := range us {
		if gone(u) || u.Status[stPursued] == 1 || moraleBroken(u) {
			continue
		}
		switch f := formationOf(u); f {
		case Broken, Hedgehog:
			continue
		case Open, Column:
			u.Formation = Broken
		default:
			u.Formation = formationAt(f, formationLevel(f)+1)
		}
		r.evs = append(r.evs, rules.Event{Kind: "formation", Side: u.Side, Unit: u.ID, Text: r.s.UnitName(u.ID) + " takes the melee's formation hit: " + formationWords(u.Formation) + " [L1020]"})
	}
}

// meleeLeader is a leader in a melee and the unit he is stacked with.
type meleeLeader struct{ l, with *rules.Unit }

// meleeLeaders are the leaders stacked with the units of a melee, of
// their side [L1184].
func (r *resolver) meleeLeaders(us []*rules.Unit) []meleeLeader {
	var out []meleeLeader
	for _, u := range us {
		at, _, ok := r.bd.unitAt(r.s, u)
		if !ok {
			continue
		}
		for _, o := range r.bd.occupants(r.s, r.bd.hexBox(at.Hexes()), nil) {
			if o.u.Type == Leader && o.u.Side == u.Side && !gone(o.u) && at.Occupies(o.at.L) &&
				!slices.ContainsFunc(out, func(m meleeLeader) bool { return m.l == o.u }) {
				out = append(out, meleeLeader{o.u, u})
			}
		}
	}
	return out
}

// leaderLosses is 11.8 [L1186]: at the end of the melee each leader in it
// rolls a d10, removed on a 9; one stacked with a unit eliminated is
// removed without a roll.
func (r *resolver) leaderLosses(ls []meleeLeader) error {
	for _, m := range ls {
		if gone(m.l) {
			continue
		}
		if m.with.Status[stEliminated] == 1 {
			r.removeLeader(m.l, "the unit he was stacked with is eliminated [L1186]")
			continue
		}
		dv, roll, err := r.roll()
		if err != nil {
			return err
		}
		text := fmt.Sprintf("%s fought in the melee: die %d", r.s.UnitName(m.l.ID), dv)
		if dv == leaderHitDie {
			text += ": he is removed [L1186]"
			r.markRemoved(m.l)
		} else {
			text += ", unhurt (a 9 removes him) [L1186]"
		}
		r.evs = append(r.evs, rules.Event{Kind: "leader", Side: m.l.Side, Unit: m.l.ID, Text: text, Rolls: []dice.Roll{roll},
			Facts: []rules.Fact{{Name: "die", Value: dv, Text: "die", Rule: "M&P §9.6 [L1186]"}, {Name: "need", Value: leaderHitDie, Text: "removed on", Rule: "M&P §9.6 [L1186]"}}})
	}
	r.flush()
	return nil
}

// removeLeader removes l at once, for why.
func (r *resolver) removeLeader(l *rules.Unit, why string) {
	r.markRemoved(l)
	r.evs = append(r.evs, rules.Event{Kind: "leader", Side: l.Side, Unit: l.ID, Text: r.s.UnitName(l.ID) + " is removed: " + why})
}

// markRemoved takes leader l off the table (once the step is over) for
// the Leader Replacement roll [L348].
func (r *resolver) markRemoved(l *rules.Unit) {
	if l.Status[stRemoved] == 1 {
		return
	}
	l.SetStatus(stRemoved, 1)
	l.SetStatus(stFate, 0)
	r.gone = append(r.gone, l)
}
