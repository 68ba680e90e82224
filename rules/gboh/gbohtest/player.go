// Package gbohtest plays Great Battles of History (fantasy adaptation)
// battles for tests the way a simple, aggressive player using the offers
// panel would (a rulestest.Player): activate the leader offered, never
// Trump, always try Momentum and a Re-activation; give each unit in turn
// the first of its offers among fire, a spell, rally, reorganise and an
// advance toward the nearest enemy; designate every Shock offered; fire
// (or else take the first reaction) when the enemy's move allows; try
// every dispel; keep the facings after an advance; play the Rout &
// Reload Phase; a leader stacked with
// cavalry that rides into the Pursuit box goes with it, then regroups it
// and brings it back. It presses only the first
// rulestest.Numbered offers and is deterministic: the same state, the
// same press.
//
// It is no opponent for a person: it does not weigh odds or keep a
// reserve. It exists to play whole battles to an army's withdrawal.
package gbohtest

import (
	"plateau/rules"
	"plateau/rules/gboh"
	"plateau/rules/rulestest"
)

// Player is a rulestest.Player with no memory: its choice is a function
// of the state.
type Player struct{}

// unitWants are the offers of a selected unit the player takes, best
// first.
var unitWants = []string{"Fire:", "Cast ", "Rally ", "Reorganise ", "Advance "}

// phaseWants are the offers it takes in each phase, best first.
var phaseWants = map[string][]string{
	gboh.PhaseElite:       {"Elite Orders Phase for "},
	gboh.PhaseActivation:  {"Activate "},
	gboh.PhaseTie:         {"Roll "},
	gboh.PhaseWindow:      {"No Trump"},
	gboh.PhaseMomentum:    {"Momentum for "},
	gboh.PhaseReactivate:  {"Re-activate ", "No Re-activation"},
	gboh.PhaseReact:       {"Reaction fire: ", ""},
	gboh.PhaseShock:       {"Shock: ", "Resolve the Shocks"},
	gboh.PhaseDispel:      {"Dispel ", "No dispel"},
	gboh.PhaseRoutReload:  {"Play the Rout & Reload Phase"},
	gboh.PhaseOrders:      {"Regroup the cavalry", "Return ", "Regrouped box: ", "Enter the Pursuit box", "End "},
	gboh.PhasePursuitCall: {"Ride into the Pursuit box", "No other leader"},
	gboh.PhaseAdvanceFace: {"Keep the facings"},
}

// Next is the player's next press on s for the side to play; false when
// nothing fits (the battle is over).
func (Player) Next(of rules.Offerer, s *rules.State) (rulestest.Choice, bool) {
	if s.Phase == gboh.PhaseOrders {
		for i := range s.Units {
			u := &s.Units[i]
			if u.Side != s.Active || len(u.Bases) == 0 {
				continue
			}
			sel := []string{u.Bases[0]}
			if o, ok := rulestest.Pick(of.Offers(s, s.Active, sel), unitWants...); ok {
				return rulestest.Choice{Selected: sel, Label: o.Label}, true
			}
		}
	}
	offers := of.Offers(s, s.Active, nil)
	if o, ok := rulestest.Pick(offers, phaseWants[s.Phase]...); ok {
		return rulestest.Choice{Label: o.Label}, true
	}
	return rulestest.Choice{}, false
}
