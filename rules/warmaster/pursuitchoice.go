package warmaster

import (
	"fmt"
	"strconv"

	"plateau/rules"
)

// The pursuing player's choices that the rules otherwise make for him
// (wme.md §9.9), given as Args of the pursue action:
//   - ArgSupportOf: the friend a support pursuit supports, when several
//     infantry units fight the engagement ([L1645]: "derrière ou à côté
//     d'un élément d'infanterie combattant et venant d'une autre unité";
//     the text names none, so the player picks);
//   - ArgPlacement: where an indirect pursuit's first element goes, one of
//     the charge solver's placements ([L1614-1616]: "comme si c'était une
//     charge"): when the straight-ahead obligation lapses the player
//     chooses the direction ([L1596]: "On choisit alors la direction de
//     poursuite"), so any legal one; when no element has the enemy ahead,
//     one the rules rank equal to theirs, as a charge's alternatives
//     (chargealt.go, [L796]).
//
// Without them the rules pick (pursuit.go); the offers list the others as
// variants of the pursue offer, the rules' pick first.
const ArgSupportOf = "support-of"

// pursuitChoice is what a pursue action's Args choose.
type pursuitChoice struct {
	supportOf string // a friendly unit's id, "" for the rules' pick
	placement int    // an index in the solver's placements, -1 for the rules' pick
}

// rulesPick is the choice that leaves every pick to the rules.
var rulesPick = pursuitChoice{placement: -1}

// pursuitChoiceOf reads a pursue action's choices.
func pursuitChoiceOf(a rules.Action) (pursuitChoice, error) {
	c := pursuitChoice{supportOf: a.Args[ArgSupportOf], placement: -1}
	if p := a.Args[ArgPlacement]; p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 {
			return c, fmt.Errorf("warmaster: placement %q is not a placement number", p)
		}
		c.placement = n
	}
	if c.supportOf != "" && c.placement >= 0 {
		return c, &rules.Violation{Code: "pursuit-choice", Rule: "WME §9.9 [L1596], [L1643]",
			Msg: "a pursuit goes into contact (placement) or in support of a friend (support-of), not both"}
	}
	return c, nil
}

// planPursuitFor is the pursuit a pursue action asks for: the rules'
// own, or with the player's choices its Args give.
func planPursuitFor(s *rules.State, u *rules.Unit, a rules.Action) (pursuitPlan, error) {
	c, err := pursuitChoiceOf(a)
	if err != nil {
		return pursuitPlan{}, err
	}
	ps, err := pursuitPlans(s, u, a.Target, c, false)
	if err != nil {
		return pursuitPlan{}, err
	}
	return ps[0], nil
}

// choiceRefusal is the refusal of a choice the pursuit does not leave to
// the player, or of one the rules do not allow.
func choiceRefusal(u *rules.Unit, rule, format string, args ...any) *rules.Violation {
	return &rules.Violation{Code: "pursuit-choice", Rule: rule, Bases: u.Bases, Msg: fmt.Sprintf(format, args...)}
}
