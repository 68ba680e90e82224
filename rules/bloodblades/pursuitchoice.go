package bloodblades

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/geom"
)

// The other player's optional pursuit (bnb.md §9.8): "certains socles
// peuvent et d'autres doivent poursuivre" [L2302], and the bases that
// "peuvent" [L2313-2317] pursue or not as their player likes. The active
// player says it with his fight (Args "pursue", combat.go); when the
// winner that may pursue is the other player's base, the close combat
// step stops after the loser's induced moves (PhasePursuit): the winner's
// unit is marked, the "pursue" action is offered to its player — even in
// the other player's period — and every other action is refused until he
// has chosen. The pursuit, if any, then ends the combat's induced moves.
const (
	// KindPursue: the player of winner Target says whether it pursues,
	// Args "pursue" = "yes" or "no".
	KindPursue = "pursue"

	// PhasePursuit is the close combat step [L1317] stopped at a winner
	// whose player chooses whether it pursues.
	PhasePursuit = "pursuit"

	// stPursueAsk marks the unit whose base awaits its player's choice:
	// 1 + the §9.8 line (pursuitCase) that lets it pursue.
	stPursueAsk = "pursue-choice"
)

// pursuer is the winner awaiting its player's choice and the line that
// lets it pursue; "" if none.
func pursuer(s *rules.State) (string, int) {
	for i := range s.Units {
		if u := &s.Units[i]; u.Status[stPursueAsk] > 0 && len(u.Bases) > 0 {
			return u.Bases[0], u.Status[stPursueAsk] - 1
		}
	}
	return "", pursueNone
}

// askPursuit stops the close combat step at winner id, which line lets
// (not makes) pursue: its player chooses [L2313].
func askPursuit(s *rules.State, id string, line int) rules.Event {
	u, _ := s.UnitOf(id)
	u.SetStatus(stPursueAsk, line+1)
	s.Phase = PhasePursuit
	side := mustBase(s, id).Side
	return rules.Event{Kind: "pursuit", Side: side, Unit: u.ID, Base: id,
		Text: fmt.Sprintf("%s %s: %s chooses whether it pursues [L2302, L2313]", name(s, id), pursuitLines[line].why, sideName(s, side))}
}

// pendingPursuit is the refusal of any action but the choice awaited,
// nil when none is.
func pendingPursuit(s *rules.State, a rules.Action) error {
	if s.Phase != PhasePursuit || a.Kind == KindPursue {
		return nil
	}
	id, _ := pursuer(s)
	who := "its player"
	if b, ok := s.Base(id); ok {
		who = sideName(s, b.Side)
	}
	return &rules.Violation{Code: "pursuit-pending", Rule: "BnB §9.8 [L2313]", Bases: []string{id},
		Msg: fmt.Sprintf("%s must first say whether %s pursues", who, name(s, id))}
}

// pursuitLegal is what side may do while a pursuit is chosen: the
// choice, for the winner's player and, at a shared screen, for the player
// whose period it is.
func pursuitLegal(s *rules.State, side int) []string {
	id, _ := pursuer(s)
	if b, ok := s.Base(id); ok && (side == b.Side || side == s.Active) {
		return []string{KindPursue}
	}
	return nil
}

// checkPursue checks a pursue action: the winner asked, its own player,
// "yes" or "no". It returns the base and whether it pursues.
func checkPursue(s *rules.State, a rules.Action) (string, bool, error) {
	id, _ := pursuer(s)
	if s.Phase != PhasePursuit || id == "" || a.Target != id {
		return "", false, &rules.Violation{Code: "no-choice", Rule: "BnB §9.8 [L2313]", Bases: []string{a.Target},
			Msg: fmt.Sprintf("%s has no pursuit to choose now", name(s, a.Target))}
	}
	if side := mustBase(s, id).Side; a.Side != side {
		return "", false, &rules.Violation{Code: "not-yours", Rule: "BnB §9.8 [L2313]", Bases: []string{id},
			Msg: fmt.Sprintf("%s, its player, chooses whether %s pursues", sideName(s, side), name(s, id))}
	}
	switch a.Args["pursue"] {
	case "yes":
		return id, true, nil
	case "no":
		return id, false, nil
	}
	return "", false, &rules.Violation{Code: "pursuit-choice", Rule: "BnB §9.8 [L2313]", Bases: []string{id},
		Msg: fmt.Sprintf("say pursue = \"yes\" or \"no\" for %s, not %q", name(s, id), a.Args["pursue"])}
}

// applyPursue makes the choice: the pursuit (G48), or none; then the
// combat step goes on, asking a principal opponent tie the combat's moves
// may have made [L1900].
func applyPursue(s *rules.State, a rules.Action) ([]rules.Event, error) {
	id, yes, err := checkPursue(s, a)
	if err != nil {
		return nil, err
	}
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil, err
	}
	_, line := pursuer(s)
	u, _ := s.UnitOf(id)
	u.SetStatus(stPursueAsk, 0)
	s.Phase = PhaseCombat
	var evs []rules.Event
	if yes {
		m := newInduced(c, s, closeCombat(s))
		m.log("pursue", id, fmt.Sprintf("%s %s, and %s has it pursue [L2313]", name(s, id), pursuitLines[line].why, sideName(s, a.Side)))
		m.pursue(id)
		evs = m.evs
	} else {
		evs = []rules.Event{{Kind: "pursuit", Side: a.Side, Unit: u.ID, Base: id,
			Text: fmt.Sprintf("%s %s, but %s has it stay [L2313]", name(s, id), pursuitLines[line].why, sideName(s, a.Side))}}
	}
	return append(evs, askPrincipal(s)...), nil
}

// pursuitOffers are the winner's player's two choices, staying first (the
// rules' pick: a base that only may pursue does not unless told), the
// pursuit with its path as the preview; for that player and, at a shared
// screen, for the player whose period it is.
func pursuitOffers(s *rules.State, side int) []rules.Offer {
	id, line := pursuer(s)
	b, ok := s.Base(id)
	c, err := ConfigOf(s.Settings)
	if !ok || err != nil || side != b.Side && side != s.Active {
		return nil
	}
	why := name(s, id) + " " + pursuitLines[line].why
	choice := func(yes string) rules.Action {
		return rules.Action{Kind: KindPursue, Side: b.Side, Target: id, Args: map[string]string{"pursue": yes}}
	}
	end := pursuitEnd(c, s, id)
	d := end.Pos.Dist(b.Shape.Center)
	stay := rules.Offer{Action: choice("no"),
		Label:  fmt.Sprintf("%s: %s stays", sideName(s, b.Side), name(s, id)),
		Detail: []string{why, "the rules' pick when the player has no preference"}}
	pursue := rules.Offer{Action: choice("yes"),
		Label: fmt.Sprintf("%s: %s pursues %s straight ahead", sideName(s, b.Side), name(s, id), c.mu(d)),
		Detail: []string{why, fmt.Sprintf("its own depth, at most %s (A25 [L2302]); it stops at the first base its front meets, the table edge, or DGo for mounted not starting there [L2323-2328]",
			c.mu(pursuitDistance(c, troopAt(s, id), b.Shape.Depth)))},
		Preview: []rules.Move{{Base: id, Path: geom.Path{b.Shape.Pose(), end}}}}
	return []rules.Offer{stay, pursue}
}

// pursuitEnd is where base id's pursuit would end, made on a copy.
func pursuitEnd(c Config, s *rules.State, id string) geom.Pose {
	cp := s.Clone()
	m := newInduced(c, &cp, closeCombat(&cp))
	m.sim = true
	m.pursue(id)
	return mustBase(&cp, id).Shape.Pose()
}
