package warmaster

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// KindDispel is the choice of the owner of a Scroll of Dispelling when an
// enemy spell has just been cast successfully ([L2476]: he "peut"
// cancel it): Args["wizard"] his Wizard, Args["dispel"] "yes" (the spell
// is cancelled and the scroll spent) or "no" (the spell takes effect).
// Every other action waits for it, whoever's turn it is.
const KindDispel = "dispel"

// Status keys of a spell cast and awaiting the enemy's Scroll (on the
// casting Wizard): what its effect needs, the cast being rolled.
const (
	stDispelAsk  = "dispel-ask"  // 1 + the index of the Wizard with the Scroll who may dispel it
	stCastSpell  = "cast-spell"  // 1 + the spell's place in his list
	stCastTarget = "cast-target" // 1 + the index of the target unit (or of the unit Teleport joins)
	stCastDX     = "cast-dx"
	stCastDY     = "cast-dy" // a line's direction, in billionths, with stCastDX
	stCastX      = "cast-x"
	stCastY      = "cast-y" // Teleport's spot, in billionths of a cm, with stCastX
)

var castKeys = []string{stDispelAsk, stCastSpell, stCastTarget, stCastDX, stCastDY, stCastX, stCastY}

// scrollHolder is the enemy Wizard whose unspent Scroll may dispel c's
// spell, nil if none.
func scrollHolder(s *rules.State, c *cast) *rules.Unit {
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side != c.wizard.Side && e.Type == Wizard && len(e.Bases) > 0 && itemReady(e, ScrollOfDispelling) {
			return e
		}
	}
	return nil
}

// askDispel keeps c's spell, cast, for the Scroll's owner to decide.
func askDispel(s *rules.State, c *cast, holder *rules.Unit) rules.Event {
	w := c.wizard
	w.SetStatus(stDispelAsk, 1+unitIndex(s, holder.ID))
	for i, sp := range spellsOf(s, w) {
		if sp.ID == c.spell.ID {
			w.SetStatus(stCastSpell, 1+i)
		}
	}
	switch {
	case c.target != nil:
		w.SetStatus(stCastTarget, 1+unitIndex(s, c.target.ID))
	case c.join != nil:
		w.SetStatus(stCastTarget, 1+unitIndex(s, c.join.ID))
	}
	setVec(w, stCastDX, stCastDY, c.dir, dirScale)
	setVec(w, stCastX, stCastY, c.at, dirScale)
	return rules.Event{Kind: "dispel-ask", Side: holder.Side, Unit: holder.ID,
		Text: fmt.Sprintf("%s may dispel %s's %s with the Scroll of Dispelling (WME §11.5 [L2476])", holder.Title(), w.Title(), c.spell.Name)}
}

// pendingCast is the cast c.wizard made, kept by askDispel.
func pendingCast(s *rules.State, w *rules.Unit) cast {
	c := cast{wizard: w}
	if i := status(w, stCastSpell) - 1; i >= 0 && i < len(spellsOf(s, w)) {
		c.spell = spellsOf(s, w)[i]
	}
	if i := status(w, stCastTarget) - 1; i >= 0 && i < len(s.Units) {
		if c.spell.Target == targetSelf {
			c.join = &s.Units[i]
		} else {
			c.target = &s.Units[i]
		}
	}
	c.dir = vecOf(w, stCastDX, stCastDY, dirScale)
	c.at = vecOf(w, stCastX, stCastY, dirScale)
	return c
}

// dispelCaster is the Wizard whose spell awaits the Scroll, nil if none.
func dispelCaster(s *rules.State) *rules.Unit {
	for i := range s.Units {
		if u := &s.Units[i]; status(u, stDispelAsk) > 0 {
			return u
		}
	}
	return nil
}

// dispelPendingFor is the violation for any action but the Scroll's
// choice, w being dispelCaster(s) (waitingOf's dispel).
func dispelPendingFor(s *rules.State, w *rules.Unit) *rules.Violation {
	if w == nil {
		return nil
	}
	h := &s.Units[status(w, stDispelAsk)-1]
	sp := pendingCast(s, w).spell
	return &rules.Violation{Code: "dispel-pending", Rule: "WME §11.5 [L2476]", Bases: h.Bases,
		Msg: fmt.Sprintf("%s must first choose whether %s dispels %s's %s", s.Sides[h.Side].Name, h.Title(), w.Title(), sp.Name)}
}

// checkDispel checks the Scroll's choice and returns the caster.
func checkDispel(s *rules.State, a rules.Action) (*rules.Unit, error) {
	w := dispelCaster(s)
	if w == nil {
		return nil, &rules.Violation{Code: "no-dispel", Rule: "WME §11.5 [L2476]", Msg: "no enemy spell awaits the Scroll of Dispelling"}
	}
	h := &s.Units[status(w, stDispelAsk)-1]
	switch {
	case a.Args["wizard"] != h.ID:
		return nil, fmt.Errorf("warmaster: the Scroll is %s's (Args[\"wizard\"] = %q)", h.ID, a.Args["wizard"])
	case a.Side != h.Side:
		return nil, &rules.Violation{Code: "not-yours", Rule: "sequence of play", Bases: h.Bases, Msg: fmt.Sprintf("%s is not yours", h.Title())}
	case a.Args["dispel"] != "yes" && a.Args["dispel"] != "no":
		return nil, fmt.Errorf("warmaster: Args[\"dispel\"] is \"yes\" or \"no\", not %q", a.Args["dispel"])
	}
	return w, nil
}

// applyDispel makes the Scroll's choice: the spell cancelled (a dispelled
// Teleport moves nobody and gives no follow-up, Q4), or its effect.
func applyDispel(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	w, err := checkDispel(s, a)
	if err != nil {
		return nil, err
	}
	h := &s.Units[status(w, stDispelAsk)-1]
	c := pendingCast(s, w)
	for _, k := range castKeys {
		w.SetStatus(k, 0)
	}
	if a.Args["dispel"] == "yes" {
		h.SetStatus(stItemSpent, 1)
		return []rules.Event{{Kind: "dispel", Side: h.Side, Unit: h.ID,
			Text: fmt.Sprintf("%s dispels %s's %s with the Scroll of Dispelling (WME §11.5 [L2476])", h.Title(), w.Title(), c.spell.Name)}}, nil
	}
	ev := rules.Event{Kind: "dispel", Side: h.Side, Unit: h.ID, Text: fmt.Sprintf("%s keeps his Scroll: %s's %s takes effect", h.Title(), w.Title(), c.spell.Name)}
	more, err := spellEffect(s, &c, d)
	if err != nil {
		return nil, err
	}
	return append([]rules.Event{ev}, more...), nil
}

// dispelOffers are the Scroll's two choices, to its owner (or the player
// to play, as other choices, Legal).
func dispelOffers(s *rules.State, side int) []rules.Offer {
	w := dispelCaster(s)
	h := &s.Units[status(w, stDispelAsk)-1]
	if side != h.Side && side != s.Active {
		return nil
	}
	c := pendingCast(s, w)
	what := c.spell.Name
	bases := append([]string(nil), w.Bases...)
	if c.target != nil {
		what += " on " + c.target.Title()
		bases = append(bases, c.target.Bases...)
	} else if c.spell.Target == targetLine {
		what += fmt.Sprintf(", bearing %.0f°", geom.Bearing(math.Atan2(c.dir.Y, c.dir.X)))
	}
	act := func(v string) rules.Action {
		return rules.Action{Kind: KindDispel, Side: h.Side, Args: map[string]string{"wizard": h.ID, "dispel": v}}
	}
	why := "the Scroll works once a battle (WME §11.5 [L2476])"
	return []rules.Offer{
		{Label: fmt.Sprintf("%s: dispel %s's %s with the Scroll", h.Title(), w.Title(), what), Action: act("yes"), Bases: bases, Detail: []string{why}},
		{Label: fmt.Sprintf("%s: keep the Scroll, let %s's %s work", h.Title(), w.Title(), what), Action: act("no"), Bases: bases, Detail: []string{why}},
	}
}
