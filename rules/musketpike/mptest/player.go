// Package mptest plays Musket & Pike battles for tests the way a simple,
// aggressive player using the offers panel would (a rulestest.Player):
// roll the initiative, activate the first wing it may (passing only when
// it may not), let every enemy activation go ahead (no pre-emption), try
// once an activation to put the wing under Charge orders [L405] (Make
// Ready instead after two activations in a row in which none of its
// units could act, so that they may reform [L1259]), then unit by unit in
// army order (its reinforcements first entering, each as soon as it may
// [L585]): rally it if it is shaken or broken, reform it if it is
// Formation Broken (by itself, else by the Army Commander [L1277]), fire
// when it can, reform it if Formation Shaken, move it with the offered
// move (toward the nearest enemy, back to its commander when out of
// command [L376]; a wing commander onto the centre of his wing [L332]),
// leave Hedgehog when it can do nothing else; end the wing's actions, try
// every continuation [L286]; in the melee segment designate every attack
// offered (with a pistol when it may) and resolve. It answers every
// choice the rules ask of either player: of the reactions, an
// interception's melee, then the interception, Hedgehog, a fire (the
// intercepted cavalry's too [L734]), else none (never a withdraw or a
// re-face); it never takes cover (it stands and keeps its Reaction Fire);
// of evasion, retreat, melee choices and leader replacements, the first
// offered (the rules' pick). The same state gives the same press.
//
// It is no opponent for a person: it does not weigh odds, keep a reserve
// or protect its flanks. It exists to play whole battles to their end.
package mptest

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/musketpike"
	"plateau/rules/rulestest"
)

// Player is a rulestest.Player. It remembers, for the activation being
// played, the units it has done with, their fires, whether it has tried
// an order change and whether a unit acted; and for each wing how many
// activations in a row did nothing.
type Player struct {
	key     string
	done    map[string]bool
	fired   map[string]int
	ordered bool
	acted   bool           // a unit of the wing acted in this activation
	idle    map[string]int // wing commander: his activations in a row in which no unit acted
}

// stuckAfter is how many activations in a row a wing may do nothing
// before the player tries Make Ready orders instead of Charge, under
// which its units may reform by themselves [L1259] (a Hedgehog, a
// Formation Broken unit, or a unit stuck behind one, would otherwise wait
// for ever); as many more, and it tries Charge again (Make Ready makes no
// new contact [L419]).
const stuckAfter = 2

// reactPreference is the order the player takes the reactions offered
// (Args["react"] of a musketpike.KindReact), "decline" last.
var reactPreference = []string{"melee", "intercept", "hedgehog", "fire", "exchange", "decline"}

// Next is the player's next press on s for the side to play; false when
// nothing fits.
func (p *Player) Next(of rules.Offerer, s *rules.State) (rulestest.Choice, bool) {
	offers := of.Offers(s, s.Active, nil)
	switch s.Phase {
	case musketpike.PhaseCover:
		// It stands, keeping its Reaction Fire [L762-L764]: two units in
		// towns taking cover from each other would fire for ever.
		for i, o := range offers {
			if i < rulestest.Numbered && o.Disabled == "" && o.Action.Args["cover"] == "no" {
				return rulestest.Choice{Label: o.Label}, true
			}
		}
		return first(offers)
	case musketpike.PhaseInitiative, musketpike.PhaseEvade, musketpike.PhaseRetreat,
		musketpike.PhaseMeleeChoice, musketpike.PhaseReplace:
		return first(offers) // the rules' pick
	case musketpike.PhaseSelect:
		return pick(offers, "Activate ", "Pass ")
	case musketpike.PhasePreempt:
		return pick(offers, "Let ")
	case musketpike.PhaseContinuation:
		return pickKind(offers, musketpike.KindContinue, rules.KindEndPhase)
	case musketpike.PhaseReact:
		for _, want := range reactPreference {
			for i, o := range offers {
				if i < rulestest.Numbered && o.Disabled == "" && o.Action.Kind == musketpike.KindReact && o.Action.Args["react"] == want {
					return rulestest.Choice{Label: o.Label}, true
				}
			}
		}
		return first(offers)
	case musketpike.PhaseMelee, musketpike.PhaseReaction, musketpike.PhaseDefence:
		return p.melee(offers)
	case musketpike.PhaseWing:
		return p.wing(of, s, offers)
	}
	return first(offers)
}

// melee designates the attacks offered, each with its pistol when it may
// (that offer follows the plain one), then resolves.
func (p *Player) melee(offers []rules.Offer) (rulestest.Choice, bool) {
	for i, o := range offers {
		if i >= rulestest.Numbered || o.Disabled != "" || o.Action.Kind != musketpike.KindMelee {
			continue
		}
		if i+1 < rulestest.Numbered && i+1 < len(offers) {
			if n := offers[i+1]; n.Disabled == "" && n.Action.Kind == musketpike.KindMelee && n.Action.Args["pistol"] == "yes" && n.Action.Target == o.Action.Target {
				return rulestest.Choice{Label: n.Label}, true
			}
		}
		return rulestest.Choice{Label: o.Label}, true
	}
	if o, ok := rulestest.PickKind(offers, musketpike.KindMeleePistol); ok {
		return rulestest.Choice{Label: o.Label}, true
	}
	return pickKind(offers, rules.KindEndPhase)
}

// wing plays the active wing's actions: the order change once, then unit
// by unit, then the end of its actions.
func (p *Player) wing(of rules.Offerer, s *rules.State, offers []rules.Offer) (rulestest.Choice, bool) {
	wc := s.Counters["wing"] // 1 + the active commander's index
	activations := 0
	if wc > 0 && wc <= len(s.Units) {
		activations = s.Units[wc-1].Status["activations"]
	}
	if key := fmt.Sprintf("%d/%d/%d", s.Turn, wc, activations); key != p.key {
		p.key, p.done, p.fired, p.ordered, p.acted = key, map[string]bool{}, map[string]int{}, false, false
	}
	if p.idle == nil {
		p.idle = map[string]int{}
	}
	commander := ""
	if wc > 0 && wc <= len(s.Units) {
		commander = s.Units[wc-1].ID
	}
	if !p.ordered {
		p.ordered = true
		want := "charge"
		if p.idle[commander]%(2*stuckAfter) >= stuckAfter {
			want = "make_ready"
		}
		for i, o := range offers {
			if i < rulestest.Numbered && o.Disabled == "" && o.Action.Kind == musketpike.KindChangeOrder && o.Action.Args["order"] == want {
				return rulestest.Choice{Label: o.Label}, true
			}
		}
	}
	// Its reinforcements enter as soon as they may, each the first way
	// offered (its entry hex, Normal formation) [L585]; one that waits
	// for the unit before it to move off waits.
	for i, o := range offers {
		if i < rulestest.Numbered && o.Disabled == "" && o.Action.Kind == musketpike.KindEnter {
			p.acted = true
			return rulestest.Choice{Label: o.Label}, true
		}
	}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != s.Active || len(u.Bases) == 0 || p.done[u.ID] || !inWing(s, u, wc) {
			continue
		}
		sel := []string{u.Bases[0]}
		mine := of.Offers(s, s.Active, sel)
		if c, ok := p.unitPress(u, sel, mine); ok {
			p.acted = true
			return c, true
		}
		p.done[u.ID] = true
	}
	if p.acted {
		p.idle[commander] = 0
	} else {
		p.idle[commander]++
	}
	return pick(offers, "End the actions")
}

// unitPress is the press for unit u with its offers: a rally, a
// Formation Broken unit's reform, a fire (twice at most, so that a unit
// that keeps its fire offered is left alone), a Formation Shaken unit's
// reform, its offered move, a pistol's reload; false when it has done all
// it will. A rally or a reform is the unit's action [L1257].
func (p *Player) unitPress(u *rules.Unit, sel []string, offers []rules.Offer) (rulestest.Choice, bool) {
	press := func(o rules.Offer) (rulestest.Choice, bool) {
		return rulestest.Choice{Selected: sel, Label: o.Label}, true
	}
	if o, ok := own(offers, u, musketpike.KindRally, ""); ok {
		p.done[u.ID] = true
		return press(o)
	}
	recover, canRecover := ownOrAC(offers, u, musketpike.KindReform, "recover")
	if canRecover && u.Formation == musketpike.Broken {
		p.done[u.ID] = true
		return press(recover)
	}
	if p.fired[u.ID] < 2 {
		if o, ok := own(offers, u, musketpike.KindFire, ""); ok {
			p.fired[u.ID]++
			return press(o)
		}
	}
	if canRecover {
		p.done[u.ID] = true
		return press(recover)
	}
	if o, ok := own(offers, u, rules.KindMove, ""); ok {
		p.fired[u.ID] = 0
		return press(o)
	}
	if o, ok := ownOrAC(offers, u, musketpike.KindReform, "hedgehog"); ok {
		p.done[u.ID] = true // out of Hedgehog, to move again [L489]
		return press(o)
	}
	if o, ok := own(offers, u, musketpike.KindReform, "reload"); ok {
		p.done[u.ID] = true
		return press(o)
	}
	return rulestest.Choice{}, false
}

// ownOrAC is own's offer, else the same by the Army Commander [L1277].
func ownOrAC(offers []rules.Offer, u *rules.Unit, kind, reform string) (rules.Offer, bool) {
	if o, ok := own(offers, u, kind, reform); ok {
		return o, true
	}
	for i, o := range offers {
		a := o.Action
		if i < rulestest.Numbered && o.Disabled == "" && a.Kind == kind && a.Args["by"] == "ac" && a.Args["reform"] == reform && about(a, u) {
			return o, true
		}
	}
	return rules.Offer{}, false
}

// own is the first enabled numbered offer of kind by unit u itself (not
// by the Army Commander), of the reform option reform when it is one.
func own(offers []rules.Offer, u *rules.Unit, kind, reform string) (rules.Offer, bool) {
	for i, o := range offers {
		a := o.Action
		if i < rulestest.Numbered && o.Disabled == "" && a.Kind == kind && a.Args["by"] == "" && a.Args["reform"] == reform && about(a, u) {
			return o, true
		}
	}
	return rules.Offer{}, false
}

// inWing reports whether u acts with the wing of the commander at
// 1-based index wc: a unit of his wing or the commander himself.
func inWing(s *rules.State, u *rules.Unit, wc int) bool {
	if wc <= 0 || wc > len(s.Units) {
		return false
	}
	c := &s.Units[wc-1]
	return u.ID == c.ID || (u.Type != musketpike.Leader && u.Profile["wing"] == c.Profile["wing"])
}

// about reports whether a is an action of unit u.
func about(a rules.Action, u *rules.Unit) bool {
	if a.Target == u.ID || a.Args["unit"] == u.ID || a.Args["firer"] == u.ID {
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

// first is the first enabled numbered offer.
func first(offers []rules.Offer) (rulestest.Choice, bool) {
	for i, o := range offers {
		if i < rulestest.Numbered && o.Disabled == "" {
			return rulestest.Choice{Label: o.Label}, true
		}
	}
	return rulestest.Choice{}, false
}

func pick(offers []rules.Offer, prefixes ...string) (rulestest.Choice, bool) {
	if o, ok := rulestest.Pick(offers, prefixes...); ok {
		return rulestest.Choice{Label: o.Label}, true
	}
	return rulestest.Choice{}, false
}

func pickKind(offers []rules.Offer, kinds ...string) (rulestest.Choice, bool) {
	if o, ok := rulestest.PickKind(offers, kinds...); ok {
		return rulestest.Choice{Label: o.Label}, true
	}
	return rulestest.Choice{}, false
}
