// Package wmetest plays Warmaster Evolution battles for tests the way a
// simple, aggressive player using the offers panel would (a
// rulestest.Player): charge whenever a charge is offered, on initiative
// or after an order; otherwise order each unit once a turn and advance
// it straight ahead; shoot with every unit that can, then cast each
// Wizard's first spell offered; fight every combat,
// leave the choices before its dice to the rules when the other player
// is asked for them, and take the first epilogue choice offered; obey
// blunders; dispel every enemy spell its Scroll can (the first offer);
// take the rules' pick (the first offer) when its drive backs
// wait for their order or a friend for its way (in a chain too); then end the phase. It
// never evades and gives no brigade orders.
//
// It is no opponent for a person: it does not weigh odds, keep a reserve
// or protect its flanks. It exists to play whole battles to their end.
package wmetest

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/rulestest"
	"plateau/rules/warmaster"
)

// unitKinds are the actions the player takes for a selected unit in each
// phase, best first.
var unitKinds = map[string][]string{
	warmaster.PhaseInitiative: {warmaster.KindCharge},
	warmaster.PhaseOrders:     {warmaster.KindCharge, rules.KindMove, warmaster.KindOrder},
	warmaster.PhaseShooting:   {warmaster.KindShoot},
}

// Player is a rulestest.Player. It remembers, for the phase being played,
// the units it has done with and those it has ordered.
type Player struct {
	phase   string
	done    map[string]bool
	ordered map[string]bool
}

// Next is the player's next press on s for the side to play.
func (p *Player) Next(of rules.Offerer, s *rules.State) (rulestest.Choice, bool) {
	if key := fmt.Sprintf("%d/%d/%s", s.Turn, s.Active, s.Phase); key != p.phase {
		p.phase, p.done, p.ordered = key, map[string]bool{}, map[string]bool{}
	}
	if kinds := unitKinds[s.Phase]; kinds != nil {
		if c, ok := p.nextUnit(of, s, kinds); ok {
			return c, true
		}
	}
	if s.Phase == warmaster.PhaseShooting {
		if c, ok := p.nextCast(of, s); ok {
			return c, true
		}
	}
	// The phase's own offers: the other player's declaration before a
	// fight's dice, fights, casualties and retreats (the rules' pick,
	// offered first) and epilogue choices in the Combat phase, the compulsory moves of blunders (the only moves offered
	// with nothing selected, off the table too), the formation of a unit
	// coming back (its line first), the order of the drive backs and a
	// friend's way (the rules' pick first); the end of the phase last.
	offers := of.Offers(s, s.Active, nil)
	if o, ok := rulestest.PickKind(offers, warmaster.KindDispel, warmaster.KindComeBack, warmaster.KindDriveBack, warmaster.KindMakeWay, warmaster.KindDeclare, warmaster.KindRemove, warmaster.KindRetreat, warmaster.KindFight, warmaster.KindPursue, warmaster.KindAdvance,
		warmaster.KindHold, warmaster.KindFallBack, rules.KindMove, warmaster.KindLeaveTable); ok {
		return rulestest.Choice{Label: o.Label}, true
	}
	if o, ok := rulestest.PickKind(offers, rules.KindEndPhase); ok {
		return rulestest.Choice{Label: o.Label}, true
	}
	return rulestest.Choice{}, false
}

// nextUnit is the first press, unit by unit in army order, of one of
// kinds: a unit is ordered once, then revisited for the move or charge the
// order allows, then done with.
func (p *Player) nextUnit(of rules.Offerer, s *rules.State, kinds []string) (rulestest.Choice, bool) {
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != s.Active || len(u.Bases) == 0 || warmaster.IsCommander(u.Type) || p.done[u.ID] {
			continue
		}
		sel := []string{u.Bases[0]}
		offers := of.Offers(s, s.Active, sel)
		for _, k := range kinds {
			if k == warmaster.KindOrder && p.ordered[u.ID] {
				continue
			}
			o, ok := rulestest.PickKind(offers, k)
			if !ok || !mine(o.Action, u) {
				continue
			}
			if k == warmaster.KindOrder {
				p.ordered[u.ID] = true
			} else {
				p.done[u.ID] = true
			}
			return rulestest.Choice{Selected: sel, Label: o.Label}, true
		}
		p.done[u.ID] = true
	}
	return rulestest.Choice{}, false
}

// nextCast is a Wizard's cast, the first the offers give him, after the
// units have shot: each Wizard is selected once a phase, and again while
// he may cast more (Teleport's follow-up, the Staff of Recall).
func (p *Player) nextCast(of rules.Offerer, s *rules.State) (rulestest.Choice, bool) {
	for i := range s.Units {
		w := &s.Units[i]
		if w.Side != s.Active || w.Type != warmaster.Wizard || len(w.Bases) == 0 {
			continue
		}
		key := fmt.Sprintf("cast:%s:%d", w.ID, w.Status["casts"])
		if p.done[key] {
			continue
		}
		p.done[key] = true
		sel := []string{w.Bases[0]}
		if o, ok := rulestest.PickKind(of.Offers(s, s.Active, sel), warmaster.KindCast); ok {
			return rulestest.Choice{Selected: sel, Label: o.Label}, true
		}
	}
	return rulestest.Choice{}, false
}

// mine reports whether a is about unit u (offers for a selection may name
// other units: a brigade, a supporting unit).
func mine(a rules.Action, u *rules.Unit) bool {
	if a.Args["unit"] == u.ID || a.Target == u.ID {
		return true
	}
	for _, m := range a.Moves {
		for _, b := range u.Bases {
			if m.Base == b {
				return true
			}
		}
	}
	return false
}
