package bloodblades

import (
	"fmt"

	"plateau/rules"
)

// The enemy player's choice of a principal opponent (bnb.md §9.2, A28):
// when two enemies or more are in the same position against a base and
// equally "most in front" of the edge they contact, "le choix de qui est
// l'adversaire principal est du ressort du joueur ennemi" [L1900]. The
// close combat step stops at such a base (PhasePrincipal): its unit is
// marked, the "principal" action is offered to the enemy player for each
// tied enemy — even in the other player's period — and every other action
// is refused until he has chosen. The choice holds for the rest of the
// period while the tie does.
const (
	// KindPrincipal: the enemy player chooses, for base Target, its
	// principal opponent Args "opponent" among the tied enemies.
	KindPrincipal = "principal"

	// PhasePrincipal is the close combat step [L1317] stopped at a base
	// whose principal opponent the enemy player chooses.
	PhasePrincipal = "principal"

	// stPrincipalAsk marks the unit whose base awaits the choice.
	stPrincipalAsk = "principal-choice"
	// stPrincipal is, on a unit, 1 + the index in s.Units of the unit
	// whose base its enemy player chose as its principal opponent.
	stPrincipal = "principal"
)

// positionWords name the ranks of [L1889-1896] and A28's ninth.
var positionWords = [...]string{
	1: "its front edge on the rear edge",
	2: "its front edge on a rear corner",
	3: "a front corner on the rear edge",
	4: "its front edge on a flank",
	5: "a front corner on a flank",
	6: "its front edge on a front corner",
	7: "its front edge on the front edge",
	8: "a front corner on the front edge",
	9: "touched by the front edge only (A28)",
}

// chosenPrincipal is the base the enemy player chose as base id's
// principal opponent, if he did this period and it is on the table.
func chosenPrincipal(s *rules.State, id string) (string, bool) {
	u, ok := s.UnitOf(id)
	if !ok {
		return "", false
	}
	i := u.Status[stPrincipal] - 1
	if i < 0 || i >= len(s.Units) || len(s.Units[i].Bases) == 0 {
		return "", false
	}
	return s.Units[i].Bases[0], true
}

// openTie is the first base in table order, among those that have not
// fought this period, whose principal opponent is tied and not chosen,
// with the tied enemies; "" when there is none. A base that has fought
// fights no more this period, so its tie is left to the rules' pick.
func openTie(s *rules.State, k *cc) (string, []string) {
	for i := range s.Table.Bases {
		id := s.Table.Bases[i].ID
		tied, ok := k.ties[id]
		if !ok {
			continue
		}
		if u, _ := s.UnitOf(id); u.Status[stFought] == 0 {
			return id, tied
		}
	}
	return "", nil
}

// enterCombat is the close combat step [L1317], when a combat is to be
// fought or a principal opponent to be chosen first [L1900]; false when
// there is neither.
func enterCombat(s *rules.State) ([]rules.Event, bool) {
	n := len(unfought(s))
	tie, _ := openTie(s, closeCombat(s))
	if n == 0 && tie == "" {
		return nil, false
	}
	s.Phase = PhaseCombat
	text := fmt.Sprintf("close combat [L1317]: %d combat%s to fight, in the order %s chooses (A14)", n, plural(n), sideName(s, s.Active))
	if n == 0 {
		text = "close combat [L1317]: a principal opponent to choose first [L1900]"
	}
	evs := []rules.Event{{Kind: "phase", Side: s.Active, Text: text}}
	return append(evs, askPrincipal(s)...), true
}

// askPrincipal stops the close combat step at the first open tie, if
// any: the base is marked and the enemy player is asked [L1900].
func askPrincipal(s *rules.State) []rules.Event {
	id, tied := openTie(s, closeCombat(s))
	if id == "" {
		return nil
	}
	u, _ := s.UnitOf(id)
	u.SetStatus(stPrincipalAsk, 1)
	s.Phase = PhasePrincipal
	chooser := mustBase(s, tied[0]).Side
	rank := closeCombat(s).rank[id]
	return []rules.Event{{Kind: "principal", Side: chooser, Unit: u.ID, Base: id,
		Text: fmt.Sprintf("%s is in close combat with %s, each with %s and as much in front: %s chooses its principal opponent [L1900]",
			name(s, id), names(s, tied), positionWords[rank], sideName(s, chooser))}}
}

// principalAsked is the base awaiting its principal opponent, "" if none.
func principalAsked(s *rules.State) string {
	for i := range s.Units {
		if u := &s.Units[i]; u.Status[stPrincipalAsk] > 0 && len(u.Bases) > 0 {
			return u.Bases[0]
		}
	}
	return ""
}

// pendingPrincipal is the refusal of any action but the choice awaited,
// nil when none is.
func pendingPrincipal(s *rules.State, a rules.Action) error {
	if s.Phase != PhasePrincipal || a.Kind == KindPrincipal {
		return nil
	}
	id := principalAsked(s)
	k := closeCombat(s)
	who := "the enemy player"
	if tied := k.ties[id]; len(tied) > 0 {
		who = sideName(s, mustBase(s, tied[0]).Side)
	}
	return &rules.Violation{Code: "principal-pending", Rule: "BnB §9.2 [L1900]", Bases: append([]string{id}, k.ties[id]...),
		Msg: fmt.Sprintf("%s must first choose the principal opponent of %s", who, name(s, id))}
}

// principalLegal is what side may do while a principal opponent is
// chosen: the choice, for the enemy player and, at a shared screen, for
// the player whose period it is.
func principalLegal(s *rules.State, side int) []string {
	id := principalAsked(s)
	tied := closeCombat(s).ties[id]
	if len(tied) > 0 && (side == mustBase(s, tied[0]).Side || side == s.Active) {
		return []string{KindPrincipal}
	}
	return nil
}

// checkPrincipal checks a principal action: the base asked, its enemy
// player, one of the tied enemies. It returns the base and the enemy
// chosen.
func checkPrincipal(s *rules.State, a rules.Action) (string, string, error) {
	id := principalAsked(s)
	if s.Phase != PhasePrincipal || id == "" || a.Target != id {
		return "", "", &rules.Violation{Code: "no-choice", Rule: "BnB §9.2 [L1900]", Bases: []string{a.Target},
			Msg: fmt.Sprintf("the principal opponent of %s is not to be chosen now", name(s, a.Target))}
	}
	tied := closeCombat(s).ties[id]
	if len(tied) == 0 {
		return "", "", fmt.Errorf("bnb: %s awaits a principal opponent but has no tie", id)
	}
	if chooser := mustBase(s, tied[0]).Side; a.Side != chooser {
		return "", "", &rules.Violation{Code: "not-yours", Rule: "BnB §9.2 [L1900]", Bases: []string{id},
			Msg: fmt.Sprintf("the enemy player, %s, chooses the principal opponent of %s", sideName(s, chooser), name(s, id))}
	}
	z := a.Args["opponent"]
	for _, t := range tied {
		if t == z {
			return id, z, nil
		}
	}
	return "", "", &rules.Violation{Code: "principal-choice", Rule: "BnB §9.2 [L1900]", Bases: append([]string{id}, tied...),
		Msg: fmt.Sprintf("%q is not one of the enemies tied as principal opponent of %s: %s", z, name(s, id), s.BaseNames(tied))}
}

// applyPrincipal records the choice, then asks the next open tie or goes
// on with the close combats.
func applyPrincipal(s *rules.State, a rules.Action) ([]rules.Event, error) {
	id, z, err := checkPrincipal(s, a)
	if err != nil {
		return nil, err
	}
	u, _ := s.UnitOf(id)
	zu, _ := s.UnitOf(z)
	u.SetStatus(stPrincipalAsk, 0)
	u.SetStatus(stPrincipal, unitIndex(s, zu.ID)+1)
	evs := []rules.Event{{Kind: "principal", Side: a.Side, Unit: u.ID, Base: id,
		Text: fmt.Sprintf("%s chooses %s as the principal opponent of %s [L1900]", sideName(s, a.Side), name(s, z), name(s, id))}}
	s.Phase = PhaseCombat
	return append(evs, askPrincipal(s)...), nil
}

// unitIndex is the index of unit id in s.Units, -1 if none (in O(1):
// rules.State.UnitIndex).
func unitIndex(s *rules.State, id string) int { return s.UnitIndex(id) }

// principalOffers are the enemy player's choices for the base asked, one
// per tied enemy in table order (the rules' pick first), each saying
// which combat it makes; for the chooser and, at a shared screen, for the
// player whose period it is.
func principalOffers(s *rules.State, side int) []rules.Offer {
	id := principalAsked(s)
	tied := closeCombat(s).ties[id]
	if len(tied) == 0 {
		return nil
	}
	chooser := mustBase(s, tied[0]).Side
	if side != chooser && side != s.Active {
		return nil
	}
	var out []rules.Offer
	for i, z := range tied {
		a := rules.Action{Kind: KindPrincipal, Side: chooser, Target: id, Args: map[string]string{"opponent": z}}
		o := rules.Offer{Action: a,
			Label:  fmt.Sprintf("%s: %s fights %s as its principal opponent", sideName(s, chooser), name(s, id), name(s, z)),
			Detail: []string{fmt.Sprintf("%s are tied, each with %s and as much in front: the enemy player chooses [L1900]", names(s, tied), positionWords[closeCombat(s).rank[id]]), principalConsequence(s, id, z)}}
		if i == 0 {
			o.Detail = append(o.Detail, "the rules' pick when the player has no preference (table order)")
		}
		out = append(out, o)
	}
	return out
}

// principalConsequence says what choosing z as base id's principal
// opponent makes of the combat (A14, [L1876-1879]).
func principalConsequence(s *rules.State, id, z string) string {
	cp := s.Clone()
	u, _ := cp.UnitOf(id)
	zu, _ := cp.UnitOf(z)
	u.SetStatus(stPrincipal, unitIndex(&cp, zu.ID)+1)
	k := closeCombat(&cp)
	if k.po[z] == id {
		return fmt.Sprintf("%s and %s then fight each other (A14); the outcome applies between them only [L1876]", name(s, id), name(s, z))
	}
	return fmt.Sprintf("%s's own principal opponent is %s, so %s and %s do not fight each other (A14): %s only helps or takes the consequences [L1876-1879, L2064]",
		name(s, z), name(s, k.po[z]), name(s, id), name(s, z), name(s, id))
}
