package musketpike

import (
	"fmt"
	"strconv"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// Cavalry evasion (10.8.6 [L941-L949], spec §8.9). Cavalry in Formation
// Normal or Shaken, not stacked with light infantry, that takes a
// formation hit from artillery (regimental artillery's too) may cancel
// that hit, and that hit only, by moving into one of its flank hexes
// without changing facing (P25), respecting stacking, to a hex beyond the
// battery's point-blank range (a regimental unit's: 1 hex, a reading) and
// its orders' limits about enemies [L949]. The rest of the fire is
// applied first; the hit waits (status evade: 1 + the firer's index) and
// the owner chooses when the fire is over (phase evade, his side to play,
// the action "evade"): a step, or the hit. Deferring it changes nothing
// else: a Normal or Shaken unit's formation hit only changes its
// formation, and nothing later in the fire reads it. The reactions that
// an active unit's evasion triggers [L949] are not yet played.

// KindEvade answers the evasion choice: Target the cavalry; Args["to"]
// "0" or "1", the flank step (hex.SideSteps, those it may take), or "no"
// to take the formation hit.
const KindEvade = "evade"

// canEvade reports whether cavalry t may evade a formation hit from v's
// fire [L941-L947] (the hexes it may step to aside).
func canEvade(s *rules.State, bd *board, t *rules.Unit, v *volley) bool {
	if t.Type != Cavalry || (v.weapon != wGuns && !v.regimental) {
		return false
	}
	if f := formationOf(t); moraleBroken(t) || (f != Normal && f != Shaken) {
		return false
	}
	tAt, _, ok := bd.unitAt(s, t)
	if !ok || partnerOf(t, tAt, bd.occupants(s, bd.hexBox(tAt.Hexes()), nil)) != nil {
		return false
	}
	return len(evadeSteps(s, bd, t, v.u)) > 0
}

// evadeSteps are the flank steps cavalry t may take to evade the fire of
// firer [L949]: out of its point-blank range, into a hex the stacking
// rules let it enter and stop in (no new stack with light infantry), and
// within its wing's orders: under Charge orders not when next to an enemy
// [L411]; under Make Ready or Receive Charge into no new contact [L419],
// [L421]; under Rally not nearer any enemy [L423].
func evadeSteps(s *rules.State, bd *board, t, firer *rules.Unit) []hex.Unit {
	tAt, _, ok := bd.unitAt(s, t)
	fAt, _, fok := bd.unitAt(s, firer)
	if !ok || !fok {
		return nil
	}
	pb := 1 // regimental artillery: its fire is at adjacent units (a reading)
	if firer.Type == Artillery {
		pb = int(firer.Profile[keyPB])
	}
	box := bd.hexBox(tAt.Hexes()).Grow(float64(maxEnemyLook) * bd.m.Layout.Size)
	near := bd.occupants(s, box, nil)
	var enemies []hex.Unit
	for _, o := range near {
		if o.u.Side != t.Side && isCombat(o.u) {
			enemies = append(enemies, o.at)
		}
	}
	dist := func(at hex.Unit) int {
		d := -1
		for _, e := range enemies {
			if x := hex.UnitDist(at, e); d < 0 || x < d {
				d = x
			}
		}
		return d
	}
	var order charts.Order = charts.MakeReady
	for _, wc := range commanders(s) {
		if wc.Side == t.Side && wingOf(wc) == wingOf(t) {
			order = orderOf(wc)
		}
	}
	var out []hex.Unit
	for _, to := range hex.SideSteps(tAt, fAt.L, pb) {
		if !bd.m.Contains(to.L) {
			continue
		}
		var here []*occupant
		for i := range near {
			if near[i].u != t && near[i].at.Occupies(to.L) {
				here = append(here, &near[i])
			}
		}
		if fault, _, _, join := entering(t, here); fault != nil || join != nil {
			continue
		}
		if bd.hexCost(moverOf(t), to.L).add(bd.sideCost(moverOf(t), tAt.L, to.L)).prohibited {
			continue
		}
		before, after := dist(tAt), dist(to)
		switch order {
		case charts.Charge:
			if before == 1 {
				continue
			}
		case charts.MakeReady, charts.ReceiveCharge:
			if after == 1 && newContact(tAt, to, enemies) {
				continue
			}
		case charts.Rally:
			if before >= 0 && after < before {
				continue
			}
		}
		out = append(out, to)
	}
	return out
}

// maxEnemyLook is how far around an evading unit enemies are read for its
// orders' limits: contact and "nearer" matter within a step.
const maxEnemyLook = 3

// newContact reports whether stepping from a to b makes cavalry adjacent
// to an enemy it was not adjacent to.
func newContact(a, b hex.Unit, enemies []hex.Unit) bool {
	for _, e := range enemies {
		if hex.Adjacent(b, e) && !hex.Adjacent(a, e) {
			return true
		}
	}
	return false
}

// pendingEvasion is the first unit whose evasion choice waits, nil if
// none.
func pendingEvasion(s *rules.State) *rules.Unit { return firstWith(s, stEvade) }

// evasionFirer is the unit whose fire u may evade.
func evasionFirer(s *rules.State, u *rules.Unit) (*rules.Unit, bool) {
	return unitAt(s, u.Status[stEvade])
}

// firstWith is the first unit with status key set, nil if none: the unit
// whose choice waits (an evasion, a retreat).
func firstWith(s *rules.State, key string) *rules.Unit {
	for i := range s.Units {
		if s.Units[i].Status[key] > 0 {
			return &s.Units[i]
		}
	}
	return nil
}

// unitAt is the unit a "1 + its index" status or counter names, and false
// for 0 or an index off the units.
func unitAt(s *rules.State, oneBased int) (*rules.Unit, bool) {
	i := oneBased - 1
	if i < 0 || i >= len(s.Units) {
		return nil, false
	}
	return &s.Units[i], true
}

// askEvasions ends a fire: the evasions still possible wait for their
// owner's choice (phase evade), then the retreats (phase retreat); an
// evasion no longer possible (the unit gone, broken, hemmed in) takes its
// hit or loses it, a retreat of a unit gone or standing is dropped.
func askEvasions(r *resolver) error {
	s := r.s
	for i := range s.Units {
		u := &s.Units[i]
		if u.Status[stEvade] == 0 {
			continue
		}
		f, ok := evasionFirer(s, u)
		switch {
		case gone(u) || moraleBroken(u):
			u.SetStatus(stEvade, 0) // it has no formation left to lose
		case !ok || len(evadeSteps(s, r.bd, u, f)) == 0:
			u.SetStatus(stEvade, 0)
			r.evs = append(r.evs, formationHit(s, u, "it can no longer evade"))
		}
	}
	for i := range s.Units {
		if u := &s.Units[i]; u.Status[stRetreat] > 0 && (gone(u) || !moraleBroken(u)) {
			u.SetStatus(stRetreat, 0) // eliminated, or it stood
		}
	}
	evs, err := nextChoice(s, r.d)
	r.evs = append(r.evs, evs...)
	return err
}

// formationHit applies a deferred formation hit to u.
func formationHit(s *rules.State, u *rules.Unit, why string) rules.Event {
	u.Formation = formationAt(formationOf(u), formationLevel(formationOf(u))+1)
	return rules.Event{Kind: "formation", Side: u.Side, Unit: u.ID, Text: fmt.Sprintf("%s takes the formation hit (%s): %s [L475]", s.UnitName(u.ID), why, formationWords(u.Formation))}
}

// checkEvade checks an evasion answer and returns the unit and the step
// (nil: it takes the hit).
func checkEvade(s *rules.State, a rules.Action) (*rules.Unit, *hex.Unit, error) {
	if err := inPhase(s, PhaseEvade, "no unit may evade a formation hit now"); err != nil {
		return nil, nil, err
	}
	u, ok := s.Unit(a.Target)
	if !ok || u.Status[stEvade] == 0 {
		return nil, nil, &rules.Violation{Code: "no-evade", Rule: "M&P §8.9 [L941]", Msg: "name the cavalry that may evade"}
	}
	if a.Args["to"] == "no" {
		return u, nil, nil
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, nil, err
	}
	f, _ := evasionFirer(s, u)
	steps := evadeSteps(s, bd, u, f)
	k, err := strconv.Atoi(a.Args["to"])
	if err != nil || k < 0 || k >= len(steps) {
		return nil, nil, &rules.Violation{Code: "no-evade", Rule: "M&P §8.9 [L949]", Msg: fmt.Sprintf("%s may evade into %d flank hex(es): to = 0 .. %d, or no", s.UnitName(u.ID), len(steps), len(steps)-1)}
	}
	return u, &steps[k], nil
}

// applyEvade makes the evasion, or takes the hit; then the next choice,
// or the active wing plays on.
func applyEvade(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	u, to, err := checkEvade(s, a)
	if err != nil {
		return nil, err
	}
	bd, _ := boardOf(s)
	var ev rules.Event
	if to == nil {
		ev = formationHit(s, u, "it stands")
	} else {
		b, _ := s.Base(u.Bases[0])
		at, _, _ := bd.unitAt(s, u)
		delta := bd.m.Layout.Centre(to.L).Sub(bd.m.Layout.Centre(at.L))
		b.Shape = b.Shape.At(geom.Pose{Pos: b.Shape.Center.Add(delta), Facing: b.Shape.Facing})
		ev = rules.Event{Kind: "moved", Side: u.Side, Unit: u.ID, Base: b.ID, Text: fmt.Sprintf("%s evades into %s, keeping its facing: no formation hit [L941-L949]", s.UnitName(u.ID), bd.label(to.L))}
		evadeReactions(s, bd, u, at, *to) // an active unit's evasion triggers reactions [L949]
	}
	u.SetStatus(stEvade, 0)
	refreshCommand(s)
	more, err := nextChoice(s, d)
	return append([]rules.Event{ev}, more...), err
}

// evadeOffers are the choices of the cavalry whose evasion waits.
func evadeOffers(s *rules.State, side int) []rules.Offer {
	u := pendingEvasion(s)
	if u == nil || u.Side != side {
		return nil
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	f, _ := evasionFirer(s, u)
	name := s.UnitName(u.ID)
	var out []rules.Offer
	for k, to := range evadeSteps(s, bd, u, f) {
		out = append(out, rules.Offer{Label: fmt.Sprintf("%s evades into %s", name, bd.label(to.L)), Detail: []string{"a flank hex, facing kept, beyond point-blank range: no formation hit (M&P §8.9 [L941-L949])"},
			Action: rules.Action{Kind: KindEvade, Side: side, Target: u.ID, Args: map[string]string{"to": strconv.Itoa(k)}}, Bases: u.Bases})
	}
	return append(out, rules.Offer{Label: name + " takes the formation hit", Action: rules.Action{Kind: KindEvade, Side: side, Target: u.ID, Args: map[string]string{"to": "no"}}, Bases: u.Bases})
}
