package musketpike

import (
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// Take cover (9.4.5 [L762-L764], spec §8.5, reading A33). A unit in a
// castle, town or village hex that may fire in reaction at a musket or
// pistol fire (never an artillery one) may take cover instead: it does
// not fire, and every musket and pistol fire at it this activation has no
// effect, the one that gave it the chance included. Its owner is asked
// before the fire is rolled: the fire is held (counters hold*), the
// phase is PhaseCover with the target's side to play, and the answer, a
// cover action, lets the fire go on. A unit that has taken cover is not
// asked again this activation.

// KindCover answers the take-cover question: Args["cover"] "yes" or "no".
const KindCover = "cover"

// inCover reports whether h is a castle, town or village hex, where a
// unit may take cover [L762] (the board flags them hex.Cover).
func inCover(bd *board, h hex.Hex) bool { return bd.m.Terrain(h).Flags&hex.Cover != 0 }

// coverCandidates are the targets of v that may take cover now: in a
// cover hex, fired at with muskets or pistols, able to fire back at the
// firer [L762].
func coverCandidates(s *rules.State, bd *board, v *volley) []*rules.Unit {
	if v.weapon == wGuns {
		return nil
	}
	var out []*rules.Unit
	for _, sh := range v.shots {
		t := sh.t
		if slices.Contains(out, t) || t.Status[stCover] == 1 || !inCover(bd, sh.into) {
			continue
		}
		if canFireBack(s, bd, t, sh.tAt, v.u, v.at) {
			out = append(out, t)
		}
	}
	return out
}

// canFireBack reports whether t, on tAt, could fire in reaction at the
// enemy e on eAt (9.1.1a [L660-L666], 9.1.2 [L670-L671], 9.1.5 [L688]):
// not Morale Broken, not in Hedgehog, cavalry with a pistol left,
// artillery unlimbered, not Fired, e in its front arc within its maximum
// range; the others with e in a front or flank hex of theirs; with a clear
// LOS [L682].
func canFireBack(s *rules.State, bd *board, t *rules.Unit, tAt hex.Unit, e *rules.Unit, eAt hex.Unit) bool {
	switch {
	case !isCombat(t) || gone(t) || moraleBroken(t) || formationOf(t) == Hedgehog:
		return false
	case t.Type == Cavalry && t.Status[stPistols] >= 2:
		return false
	case t.Type == Artillery:
		if limbered(t) || t.Status[stFired] == 1 {
			return false
		}
		for _, x := range eAt.Hexes() {
			if hex.FrontArc(tAt, x) && hex.Dist(tAt.L, x) <= int(t.Profile[keyMax]) && bd.m.LOS(tAt.L, x, hex.Sight{}) {
				return true
			}
		}
		return false
	}
	for _, h := range tAt.Hexes() {
		fh := tAt.FireHexes(h)
		for _, x := range eAt.Hexes() {
			if fh.Has(x) {
				return true
			}
		}
	}
	return false
}

// holdFire holds fire a (worked out as v) for the owner of cands to
// choose whether they take cover.
func holdFire(s *rules.State, a rules.Action, v *volley, cands []*rules.Unit) []rules.Event {
	s.SetCounter(ctHold, s.UnitIndex(v.u.ID)+1)
	s.SetCounter(ctHoldMode, slices.Index(fireModes, v.mode))
	s.SetCounter(ctHoldStep, v.stepIdx+1)
	if v.at.Two {
		for _, sh := range v.shots {
			k := ctHoldLeft
			if sh.half == "right" {
				k = ctHoldRight
			}
			s.SetCounter(k, s.UnitIndex(sh.t.ID)+1)
		}
	} else {
		s.SetCounter(ctHoldLeft, s.UnitIndex(a.Target)+1)
	}
	var names []string
	for _, t := range cands {
		names = append(names, s.UnitName(t.ID))
	}
	side := cands[0].Side
	s.Phase, s.Active = PhaseCover, side
	return []rules.Event{{Kind: "cover", Side: side, Unit: cands[0].ID, Text: fmt.Sprintf("%s fires at %s, in a castle, town or village: %s may take cover instead of firing back [L762] (A33)", s.UnitName(v.u.ID), strings.Join(names, " and "), s.Sides[side].Name)}}
}

// heldFire is the fire held for the take-cover choice, as an action.
func heldFire(s *rules.State) (rules.Action, bool) {
	i := s.Counters[ctHold] - 1
	if i < 0 || i >= len(s.Units) {
		return rules.Action{}, false
	}
	u := &s.Units[i]
	mode := s.Counters[ctHoldMode]
	if mode <= 0 || mode >= len(fireModes) {
		return rules.Action{}, false
	}
	a := rules.Action{Kind: KindFire, Side: u.Side, Args: map[string]string{"firer": u.ID, "fire": fireModes[mode]}}
	if st := s.Counters[ctHoldStep]; st > 0 {
		a.Args["step"] = fmt.Sprint(st - 1)
	}
	unit := func(k string) string {
		j := s.Counters[k] - 1
		if j < 0 || j >= len(s.Units) {
			return ""
		}
		return s.Units[j].ID
	}
	l, r := unit(ctHoldLeft), unit(ctHoldRight)
	if twoHex(u) {
		a.Args["left"], a.Args["right"] = orNone(l), orNone(r)
		a.Target = l
		if l == "" {
			a.Target = r
		}
	} else {
		a.Target = l
	}
	return a, a.Target != ""
}

func orNone(id string) string {
	if id == "" {
		return "none"
	}
	return id
}

// checkCover checks a take-cover answer.
func checkCover(s *rules.State, a rules.Action) error {
	if err := inPhase(s, PhaseCover, "no fire waits for a take-cover answer"); err != nil {
		return err
	}
	if _, ok := heldFire(s); !ok {
		return fmt.Errorf("musketpike: the held fire's counters name no fire")
	}
	switch a.Args["cover"] {
	case "yes", "no":
		return nil
	}
	return fmt.Errorf("musketpike: cover %q: want yes or no", a.Args["cover"])
}

// releaseFire clears the held fire and gives the turn back to the firer.
func releaseFire(s *rules.State) (rules.Action, bool) {
	a, ok := heldFire(s)
	for _, k := range []string{ctHold, ctHoldMode, ctHoldLeft, ctHoldRight, ctHoldStep} {
		s.SetCounter(k, 0)
	}
	s.Phase, s.Active = PhaseWing, a.Side
	return a, ok
}

// applyCover takes cover (or not), then resolves the held fire.
func applyCover(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	fire, _ := releaseFire(s)
	v, err := checkFire(s, fire)
	if err != nil {
		return nil, err
	}
	bd, _ := boardOf(s)
	var evs []rules.Event
	for _, t := range coverCandidates(s, bd, v) {
		if a.Args["cover"] == "yes" {
			t.SetStatus(stCover, 1)
			evs = append(evs, rules.Event{Kind: "cover", Side: t.Side, Unit: t.ID, Text: s.UnitName(t.ID) + " takes cover: it does not fire back, and musket and pistol fire at it has no effect this activation [L764]",
				Facts: []rules.Fact{{Name: "cover", Value: 1, Text: "taken cover", Rule: "M&P §8.5 [L764]"}}})
		} else {
			evs = append(evs, rules.Event{Kind: "cover", Side: t.Side, Unit: t.ID, Text: s.UnitName(t.ID) + " does not take cover [L762]"})
		}
	}
	fireTrigger(s, v)
	r := &resolver{s: s, bd: bd, c: bd.charts, d: d}
	if err := applyFire(r, v); err != nil {
		return nil, err
	}
	return append(evs, r.evs...), nil
}

// coverOffers are the two answers to the take-cover question.
func coverOffers(s *rules.State, side int) []rules.Offer {
	fire, ok := heldFire(s)
	if !ok {
		return nil
	}
	var names []string
	var bases []string
	for _, id := range []string{fire.Target, fire.Args["left"], fire.Args["right"]} {
		if u, ok := s.Unit(id); ok && !slices.Contains(names, s.UnitName(u.ID)) {
			names = append(names, s.UnitName(u.ID))
			bases = append(bases, u.Bases...)
		}
	}
	who := strings.Join(names, " and ")
	firer := s.UnitName(fire.Args["firer"])
	return []rules.Offer{
		{Label: who + " takes cover", Detail: []string{"no Reaction Fire; musket and pistol fire at it has no effect this activation, " + firer + "'s included (M&P §8.5 [L762-L764])"}, Action: rules.Action{Kind: KindCover, Side: side, Args: map[string]string{"cover": "yes"}}, Bases: bases},
		{Label: who + " stands: " + firer + " fires", Action: rules.Action{Kind: KindCover, Side: side, Args: map[string]string{"cover": "no"}}, Bases: bases},
	}
}
