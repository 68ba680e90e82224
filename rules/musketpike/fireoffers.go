package musketpike

import (
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/hex"
)

// fireWords names a fire kind for the panel.
var fireWords = map[string]string{
	fireSkirmish: "Skirmish fire",
	fireSalvo:    "Salvo",
	fireAdvance:  "Advance Fire",
	fireRetire:   "Retire Fire",
	firePistol:   "Pistol fire",
	fireGuns:     "Artillery fire",
}

// fireRules are the rules of each fire kind, for the panel.
var fireRules = map[string]string{
	fireSkirmish: "M&P §8.2 [L804]",
	fireSalvo:    "M&P §8.2 [L852-L856]",
	fireAdvance:  "M&P §8.2 [L790-L796]",
	fireRetire:   "M&P §8.2 [L808-L818]",
	firePistol:   "M&P §8.2 [L782], [L913-L921]",
	fireGuns:     "M&P §8.9 [L923-L939]",
}

// fireOffers are the fires the selected units may make at the enemies
// within their reach: each kind of fire their class has, at each target,
// each step of an Advance or Retire Fire, each side of a point-blank Line
// of Fire along a hexside. A fire the rules forbid at a target in reach is
// shown disabled with the reason (once per target, for the unit's usual
// fire); a unit that may not fire at all shows one disabled offer.
func fireOffers(s *rules.State, side int, selected []string) []rules.Offer {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	// Every fire is checked against the same table: its spatial index is
	// trusted once for them all.
	hold := s.Table.Hold()
	defer hold.Release()
	var out []rules.Offer
	var seen []*rules.Unit
	for _, id := range selected {
		u, ok := s.UnitOf(id)
		if !ok || u.Side != side || slices.Contains(seen, u) || !isCombat(u) {
			continue
		}
		seen = append(seen, u)
		at, _, ok := bd.unitAt(s, u)
		if !ok {
			continue
		}
		reach := 2 // adjacent, or one step away for an Advance Fire [L790]
		if u.Type == Artillery {
			reach = int(u.Profile[keyMax])
		}
		box := bd.hexBox(at.Hexes()).Grow(float64(reach) * bd.m.Layout.Size)
		var targets []occupant
		for _, o := range bd.occupants(s, box, nil) {
			if o.u.Side != side && (isCombat(o.u) || o.u.Type == Leader) && hex.UnitDist(at, o.at) <= reach &&
				!slices.ContainsFunc(targets, func(x occupant) bool { return x.u == o.u }) {
				targets = append(targets, o)
			}
		}
		if len(targets) == 0 {
			continue
		}
		name := s.UnitName(u.ID)
		usual := defaultFire(u)
		if v := checkFirer(s, bd, u, at, side, usual); v != nil {
			out = append(out, rules.Offer{Label: fmt.Sprintf("%s with %s", fireWords[usual], name), Disabled: v.Error(),
				Action: fireAction(u, targets[0].u, usual, side), Bases: u.Bases})
			continue
		}
		inReach := 1
		if u.Type == Artillery {
			inReach = reach
		}
		for _, t := range targets {
			for _, mode := range firesWith(u) {
				for _, a := range fireVariants(fireAction(u, t.u, mode, side)) {
					v, err := checkFire(s, a)
					if err != nil {
						if vi, ok := err.(*rules.Violation); ok && vi.Code == "lof-side" {
							continue
						}
						if mode == usual && a.Args["lof"] == "" && hex.UnitDist(at, t.at) <= inReach {
							out = append(out, rules.Offer{Label: fmt.Sprintf("%s: %s at %s", fireWords[mode], name, s.UnitName(t.u.ID)), Disabled: err.Error(), Action: a, Bases: append(slices.Clone(u.Bases), t.u.Bases...)})
						}
						continue
					}
					out = append(out, fireOffer(s, bd, v, a))
				}
			}
		}
		if twoHex(u) {
			out = append(out, splitOffers(s, bd, u, targets, side)...)
		}
	}
	return out
}

// splitOffers are a 2-hex unit's fires with its halves at two different
// targets [L776], for the kinds without a step.
func splitOffers(s *rules.State, bd *board, u *rules.Unit, targets []occupant, side int) []rules.Offer {
	var out []rules.Offer
	for _, mode := range []string{fireSkirmish, fireSalvo} {
		for _, l := range targets {
			for _, r := range targets {
				if l.u == r.u {
					continue
				}
				a := fireAction(u, l.u, mode, side)
				a.Args["left"], a.Args["right"] = l.u.ID, r.u.ID
				if v, err := checkFire(s, a); err == nil {
					o := fireOffer(s, bd, v, a)
					o.Label += fmt.Sprintf(" (left half) and %s (right half)", s.UnitName(r.u.ID))
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// fireAction is the fire of u at t by kind mode.
func fireAction(u, t *rules.Unit, mode string, side int) rules.Action {
	return rules.Action{Kind: KindFire, Side: side, Target: t.ID, Args: map[string]string{"firer": u.ID, "fire": mode}}
}

// fireVariants are a's choices: the step of an Advance or Retire Fire,
// the side of a point-blank Line of Fire.
func fireVariants(a rules.Action) []rules.Action {
	with := func(k, v string) rules.Action {
		b := a
		b.Args = map[string]string{}
		for x, y := range a.Args {
			b.Args[x] = y
		}
		b.Args[k] = v
		return b
	}
	switch a.Args["fire"] {
	case fireAdvance, fireRetire:
		return []rules.Action{with("step", "0"), with("step", "1")}
	case fireGuns:
		return []rules.Action{a, with("lof", "left"), with("lof", "right")}
	}
	return []rules.Action{a}
}

// fireOffer is the button of a legal fire: what it fires on, each shot's
// column and modifiers.
func fireOffer(s *rules.State, bd *board, v *volley, a rules.Action) rules.Offer {
	r := &resolver{s: s, bd: bd, c: bd.charts}
	t, _ := s.Unit(a.Target)
	label := fmt.Sprintf("%s: %s at %s", fireWords[v.mode], s.UnitName(v.u.ID), s.UnitName(t.ID))
	switch {
	case v.moved() && v.mode == fireAdvance:
		label += fmt.Sprintf(", stepping to %s", bd.label(v.at.L))
	case v.moved():
		label += fmt.Sprintf(", then back to %s", bd.label(v.end.L))
	case a.Args["lof"] != "":
		label += ", Line of Fire on the " + a.Args["lof"]
	}
	bases := slices.Clone(v.u.Bases)
	var detail []string
	for _, sh := range v.shots {
		var mods []string
		total := 0
		for _, m := range r.modifiers(v.u, v, sh.t, sh) {
			mods = append(mods, fmt.Sprintf("%+d %s", m.Value, m.Text))
			total += m.Value
		}
		what := s.UnitName(sh.t.ID) + " in " + bd.label(sh.into)
		if v.weapon == wMusket {
			what += ", " + columnWords(sh.col) + " column"
		}
		if sh.lof {
			what += ", on the Line of Fire"
		}
		line := fmt.Sprintf("%s: a d10 %+d", what, total)
		if len(mods) > 0 {
			line += " (" + strings.Join(mods, ", ") + ")"
		}
		detail = append(detail, line)
		if !slices.Contains(bases, sh.t.Bases[0]) {
			bases = append(bases, sh.t.Bases...)
		}
	}
	detail = append(detail, fmt.Sprintf("charts %s (%s)", bd.charts.Label(), fireRules[v.mode]))
	return rules.Offer{Label: label, Detail: detail, Action: a, Bases: bases}
}
