package warmaster

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
)

// The Wizards' magic items (wme.md §11.5, [L2440-2488]). Each is once a
// battle: stItemSpent on the carrier once used (the Staff of Spellbinding
// once it has spellbound a Wizard, [L2456]).

// itemReady reports whether w carries item id and has not used it.
func itemReady(w *rules.Unit, id string) bool {
	return carries(w, id) && status(w, stItemSpent) == 0
}

// SpellbindOn is the D6 the Staff of Spellbinding needs to spellbind a
// Wizard who failed his cast ([L2456]: "sur un 4+").
const SpellbindOn = 4

// castItems reads the items declared with the cast (Args["ring"],
// Args["wand"], "1"), before the die ([L2444], [L2482]).
func castItems(a rules.Action, c *cast) error {
	w := c.wizard
	for _, it := range []struct {
		arg, id, name, rule string
		set                 *bool
	}{
		{"ring", RingOfMagic, "Ring of Magic", "WME §11.5 [L2444]", &c.ring},
		{"wand", WandOfPower, "Wand of Power", "WME §11.5 [L2482]", &c.wand},
	} {
		switch a.Args[it.arg] {
		case "", "0":
			continue
		case "1":
		default:
			return fmt.Errorf("warmaster: Args[%q] = %q: give \"1\" to use the %s", it.arg, a.Args[it.arg], it.name)
		}
		if !carries(w, it.id) {
			return &rules.Violation{Code: "no-item", Rule: it.rule, Bases: w.Bases, Msg: fmt.Sprintf("%s has no %s", w.Title(), it.name)}
		}
		if status(w, stItemSpent) > 0 {
			return &rules.Violation{Code: "item-spent", Rule: it.rule, Bases: w.Bases, Msg: fmt.Sprintf("%s's %s works once a battle and has been used", w.Title(), it.name)}
		}
		*it.set = true
	}
	return nil
}

// spellbinding is the enemy's Staff of Spellbinding on a failed cast
// ([L2456]): a D6, 4+ spellbinds the caster (−1 to every later cast) and
// the staff stops working. A Wizard already spellbound is not rolled for.
func spellbinding(s *rules.State, w *rules.Unit, d dice.Roller) ([]rules.Event, error) {
	if status(w, stSpellbound) > 0 {
		return nil, nil
	}
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == w.Side || e.Type != Wizard || len(e.Bases) == 0 || !itemReady(e, StaffOfSpellbinding) {
			continue
		}
		v, err := d.Roll(6)
		if err != nil {
			return nil, err
		}
		ev := rules.Event{Kind: "spellbind", Side: e.Side, Unit: e.ID, Rolls: []dice.Roll{{Sides: 6, Value: v}}}
		if v < SpellbindOn {
			ev.Text = fmt.Sprintf("%s's Staff of Spellbinding: rolled %d, needs %d+ — %s is not spellbound (WME §11.5 [L2456])", e.Title(), v, SpellbindOn, w.Title())
			return []rules.Event{ev}, nil
		}
		e.SetStatus(stItemSpent, 1)
		w.SetStatus(stSpellbound, 1)
		ev.Text = fmt.Sprintf("%s's Staff of Spellbinding: rolled %d — %s is spellbound, −1 to every cast for the rest of the battle (WME §11.5 [L2456])", e.Title(), v, w.Title())
		return []rules.Event{ev}, nil
	}
	return nil, nil
}
