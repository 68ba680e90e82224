package warmaster

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"plateau/rules"
)

// Choices made before the dice of a fight (wme.md §9.2, §11.1), given
// with the phasing player's fight action for his own units:
//   - whom an element attacks among the enemy units the priority leaves
//     open ([L1338], [L1342], [L1346]: "il choisit"; "il faut déterminer
//     contre qui il combat avant de lancer les dés", [L1336]);
//   - which element has the joined commander's bonus ([L2075]: "un seul
//     élément de l'unité bénéficie du bonus").
//
// Without them the rules pick (allocate; the first fighting element).
const (
	// ArgAttackPrefix + BASE = UNIT: the element BASE attacks UNIT.
	ArgAttackPrefix = "attack:"
	// ArgCommanderElement: the elements (comma-separated, one per unit)
	// that take their unit's commander's bonus.
	ArgCommanderElement = "commander-element"
)

// fightPicks are the choices of a fight action that reach the dice.
type fightPicks struct {
	attacks map[string]string // element → enemy unit it attacks
	bonus   string            // ArgCommanderElement
	fate    string            // ArgFate (items.go)
}

func fightPicksOf(a rules.Action) fightPicks {
	p := fightPicks{attacks: map[string]string{}, bonus: a.Args[ArgCommanderElement], fate: a.Args[ArgFate]}
	for k, v := range a.Args {
		if base, ok := strings.CutPrefix(k, ArgAttackPrefix); ok {
			p.attacks[base] = v
		}
	}
	return p
}

// checkFightChoices checks the choices of fight action a on engagement e
// and returns e as they make it.
func checkFightChoices(s *rules.State, a rules.Action, e engagement) (engagement, error) {
	return checkChoices(s, a, e, nil)
}

// checkChoices checks the choices action a makes for a.Side's elements
// in e (a fight, or the other player's declaration: defenderchoice.go)
// and returns e as they make it, with prior, the other side's picks of
// whom its elements attack, still made.
func checkChoices(s *rules.State, a rules.Action, e engagement, prior map[string]string) (engagement, error) {
	picks := fightPicksOf(a)
	bases := make([]string, 0, len(picks.attacks))
	for b := range picks.attacks {
		bases = append(bases, b)
	}
	sort.Strings(bases)
	for _, id := range bases {
		if v := attackPickProblem(s, a.Side, &e, id, picks.attacks[id]); v != nil {
			return e, v
		}
	}
	if len(bases) > 0 {
		all := maps.Clone(picks.attacks)
		maps.Copy(all, prior)
		for _, x := range engagementsPicked(s, all) {
			if x.has(e.units[0].ID) {
				e = x
			}
		}
	}
	if v := bonusPickProblem(s, a.Side, &e, picks.bonus); v != nil {
		return e, v
	}
	return e, checkFightItems(s, a, &e)
}

// attackPickProblem is why element id of side may not attack unit target
// in e, nil if it may.
func attackPickProblem(s *rules.State, side int, e *engagement, id, target string) *rules.Violation {
	f := fighterOf(e, id)
	if f == nil || f.unit.Side != side {
		return &rules.Violation{Code: "attack", Rule: "WME §9.2 [L1334]",
			Msg: fmt.Sprintf("%s is no fighting element of yours in this engagement", s.Called(id))}
	}
	b, _ := s.Base(id)
	if !slices.Contains(attackOptions(s, b), target) {
		return &rules.Violation{Code: "attack", Rule: "WME §9.2 [L1340-1346]", Bases: []string{id},
			Msg: fmt.Sprintf("%s cannot attack %s: an element attacks an enemy on its front edge first, then one on a flank or the rear, then one touching it by a corner", s.Called(id), s.Called(target))}
	}
	return nil
}

// bonusPickProblem is why the elements named in list may not take their
// units' commander's bonus, nil if they may.
func bonusPickProblem(s *rules.State, side int, e *engagement, list string) *rules.Violation {
	if list == "" {
		return nil
	}
	units := map[string]bool{}
	for _, id := range strings.Split(list, ",") {
		f := fighterOf(e, id)
		switch {
		case f == nil || f.unit.Side != side:
			return &rules.Violation{Code: "commander-element", Rule: "WME §11.1 [L2075]",
				Msg: fmt.Sprintf("%s is no fighting element of yours in this engagement", s.Called(id))}
		case units[f.unit.ID]:
			return &rules.Violation{Code: "commander-element", Rule: "WME §11.1 [L2075]",
				Msg: fmt.Sprintf("only one element of %s has its commander's bonus", f.unit.Title())}
		}
		if bonus, _ := commanderBonus(s, f.unit); bonus == 0 {
			return &rules.Violation{Code: "commander-element", Rule: "WME §11.1 [L2073]",
				Msg: fmt.Sprintf("%s has no commander with an attack bonus", f.unit.Title())}
		}
		units[f.unit.ID] = true
	}
	return nil
}

// fighterOf is e's fighter of element id, nil if it does not fight.
func fighterOf(e *engagement, id string) *fighter {
	for k := range e.fighters {
		if e.fighters[k].base == id {
			return &e.fighters[k]
		}
	}
	return nil
}

// fighterUnits are the units of side that fight in e, each with its
// fighters.
func fighterUnits(e *engagement, side int) ([]*rules.Unit, map[string][]*fighter) {
	var units []*rules.Unit
	mine := map[string][]*fighter{}
	for k := range e.fighters {
		f := &e.fighters[k]
		if f.unit.Side != side {
			continue
		}
		if len(mine[f.unit.ID]) == 0 {
			units = append(units, f.unit)
		}
		mine[f.unit.ID] = append(mine[f.unit.ID], f)
	}
	return units, mine
}

// fightChoiceOffers are the variants of fight offer o on e that change
// the dice, so that the panel is not flooded: for each enemy unit some
// of the player's elements could attack instead of the rules' pick, all
// of them attacking it; for each unit with a commander's bonus, the
// bonus on an element where it rolls other dice (another target or
// score to hit, or attacks no longer below 0).
func fightChoiceOffers(s *rules.State, e *engagement, o rules.Offer) []rules.Offer {
	if o.Disabled != "" {
		return nil
	}
	out := targetOffers(s, e, o, fightCheck(s))
	return append(out, bonusOffers(s, e, o, fightCheck(s))...)
}

// choiceCheck is Check's answer for a variant of a fight or declaration
// offer.
type choiceCheck func(rules.Action) error

// fightCheck is choiceCheck for the phasing player's fight action.
func fightCheck(s *rules.State) choiceCheck {
	return func(a rules.Action) error {
		_, _, err := checkFight(s, a)
		return err
	}
}

// targetOffers: one variant per enemy unit some element of the player
// may attack but does not by the rules' pick, each as check accepts it.
func targetOffers(s *rules.State, e *engagement, o rules.Offer, check choiceCheck) []rules.Offer {
	var out []rules.Offer
	for _, t := range e.units {
		if t.Side == o.Action.Side {
			continue
		}
		a := o.Action
		var elems []string
		for _, f := range e.fighters {
			b, _ := s.Base(f.base)
			if f.unit.Side == a.Side && f.target != t && slices.Contains(attackOptions(s, b), t.ID) {
				a.Args = withArg(a.Args, ArgAttackPrefix+f.base, t.ID)
				elems = append(elems, f.base)
			}
		}
		if len(elems) == 0 || check(a) != nil {
			continue
		}
		// The elements that would attack t and t itself, for the table to
		// highlight: the elements are in the Args' keys, out of
		// FillBases' sight.
		concerned := append(append([]string(nil), elems...), t.Bases...)
		out = append(out, rules.Offer{Action: a, Label: fmt.Sprintf("%s — %s attack %s", o.Label, s.BaseNames(elems), t.Title()), Bases: concerned,
			Detail: append([]string{fmt.Sprintf("%s attack %s rather than the rules' pick; each element chooses among the enemies the priority leaves open, before the dice (WME §9.2 [L1336-1346])", s.BaseNames(elems), t.Title())}, o.Detail...)})
	}
	return out
}

// bonusOffers: for each of the player's units with a commander's bonus,
// the bonus on each element where it rolls other dice than on the first,
// each as check accepts it.
func bonusOffers(s *rules.State, e *engagement, o rules.Offer, check choiceCheck) []rules.Offer {
	var out []rules.Offer
	units, mine := fighterUnits(e, o.Action.Side)
	for _, u := range units {
		bonus, hero := commanderBonus(s, u)
		fs := mine[u.ID]
		if bonus == 0 || len(fs) < 2 {
			continue
		}
		seen := map[string]bool{diceShape(s, fs, fs[0], bonus): true}
		for _, f := range fs[1:] {
			shape := diceShape(s, fs, f, bonus)
			if seen[shape] {
				continue
			}
			seen[shape] = true
			a := o.Action
			a.Args = withArg(a.Args, ArgCommanderElement, f.base)
			if check(a) != nil {
				continue
			}
			p := Fortified
			for _, r := range f.touched {
				p = min(p, combatProtection(s, f.target, r, f.rect))
			}
			out = append(out, rules.Offer{Action: a,
				Label:  fmt.Sprintf("%s — %s's +%d on %s (attacking %s at %d+)", o.Label, hero, bonus, s.Called(f.base), f.target.Title(), p.Need()),
				Detail: append([]string{fmt.Sprintf("one element of %s has %s's attack bonus, the player's choice (WME §11.1 [L2075])", u.Title(), hero)}, o.Detail...)})
		}
	}
	return out
}

// diceShape describes the dice fighters fs of one unit roll when the
// commander's bonus goes to element with: each target and score with its
// dice.
func diceShape(s *rules.State, fs []*fighter, with *fighter, bonus int) string {
	return diceShapeWith(s, fs, func(f *fighter) []Modifier {
		if f == with {
			return []Modifier{{bonus, "commander", "WME §11.1 [L2073]"}}
		}
		return nil
	})
}

// diceShapeWith describes the dice fighters fs of one unit roll with the
// extra modifiers each has (a commander's or a sword's bonus).
func diceShapeWith(s *rules.State, fs []*fighter, extra func(*fighter) []Modifier) string {
	dice := map[string]int{}
	for _, f := range fs {
		n, p, _ := fighterAttacks(s, f, extra(f))
		dice[fmt.Sprintf("%s@%d", f.target.ID, p.Need())] += n // a key, never shown: ids are unique, names need not be
	}
	keys := make([]string, 0, len(dice))
	for k, n := range dice {
		keys = append(keys, fmt.Sprintf("%s=%d", k, n))
	}
	sort.Strings(keys)
	return strings.Join(keys, ";")
}
