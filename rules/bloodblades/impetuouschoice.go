package bloodblades

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
)

// The active player's choices in impetuous moves (bnb.md §7.12): "s'il y
// a plusieurs cibles de même priorité, le joueur a le choix de la cible"
// [L1738], and once it is chosen "le joueur actif doit déplacer son
// socle impétueux" [L1742], by the path he likes among the equally good
// ones, and shifting it right or left when it may not end in a group
// [L1756] (impetuousshift.go). Step 5 runs on its own while no base has
// a choice; a base that has one stops it (PhaseImpetuous): the unit is
// marked with what it awaits, the "impetuous" action is offered for each
// option and every other action is refused until one is made; the
// remaining impetuous bases then move.
const (
	// KindImpetuous: the active player's impetuous base Args "base" moves
	// for the target Args "target" ("none" for no target) by the path
	// Args "path" (1, 2, ... among that target's moves; 1 when absent);
	// or, when it awaits its shift out of a group [L1756], is shifted
	// the way Args "shift" says ("right" or "left").
	KindImpetuous = "impetuous"

	// PhaseImpetuous is step 5 [L1315] stopped at a base with a choice.
	PhaseImpetuous = "impetuous"

	// stImpetuousChoice marks the unit whose base awaits its player's
	// choice: impAskMove or impAskShift.
	stImpetuousChoice = "impetuous-choice"

	impAskMove  = 1 // its impetuous move, among several [L1738, L1742]
	impAskShift = 2 // right or left, out of a group after its move [L1756]

	noTarget = "none"
)

// impChooser is the base awaiting its player's choice in an impetuous
// move, "" if none.
func impChooser(s *rules.State) string {
	id, _ := impPending(s)
	return id
}

// impPending is the base awaiting its player's choice and what it awaits
// (impAskMove, impAskShift); "" and 0 if none.
func impPending(s *rules.State) (string, int) {
	for i := range s.Units {
		if u := &s.Units[i]; u.Status[stImpetuousChoice] > 0 && len(u.Bases) > 0 {
			return u.Bases[0], u.Status[stImpetuousChoice]
		}
	}
	return "", 0
}

// askImpetuous stops step 5 at base id, whose plan p has several moves.
func askImpetuous(s *rules.State, id string, p impPlan) rules.Event {
	p.u.SetStatus(stImpetuousChoice, impAskMove)
	s.Phase = PhaseImpetuous
	var what []string
	for _, mv := range p.moves {
		what = append(what, mv.choiceLabel(s))
	}
	return rules.Event{Kind: "impetuous", Side: p.b.Side, Unit: p.u.ID, Base: id,
		Text: fmt.Sprintf("%s has %d impetuous moves to choose from (%s): %s chooses [L1738, L1742, L1745]",
			name(s, id), len(p.moves), strings.Join(what, "; "), sideName(s, p.b.Side))}
}

// pendingImpetuous is the refusal of any action but the choice awaited,
// nil when none is.
func pendingImpetuous(s *rules.State, a rules.Action) error {
	if s.Phase != PhaseImpetuous || a.Kind == KindImpetuous {
		return nil
	}
	id, what := impPending(s)
	if what == impAskShift {
		return &rules.Violation{Code: "impetuous-pending", Rule: "BnB §7.12 [L1756]", Bases: []string{id},
			Msg: fmt.Sprintf("%s must first choose which way %s is shifted out of its group", sideName(s, s.Active), name(s, id))}
	}
	return &rules.Violation{Code: "impetuous-pending", Rule: "BnB §7.12 [L1738, L1742]", Bases: []string{id},
		Msg: fmt.Sprintf("%s must first choose the impetuous move of %s", sideName(s, s.Active), name(s, id))}
}

// checkImpetuousChoice checks an impetuous action against the options of
// the base awaiting its choice, and returns its plan and the move chosen
// (none when it awaits its shift, checkImpetuousShift).
func checkImpetuousChoice(s *rules.State, a rules.Action) (impPlan, impMove, error) {
	id, what := impPending(s)
	if s.Phase != PhaseImpetuous || id == "" || a.Args["base"] != id {
		return impPlan{}, impMove{}, &rules.Violation{Code: "no-choice", Rule: "BnB §7.12 [L1738, L1742, L1756]", Bases: []string{a.Args["base"]},
			Msg: fmt.Sprintf("%s has no impetuous choice to make now", name(s, a.Args["base"]))}
	}
	if what == impAskShift {
		_, _, err := checkImpetuousShift(s, a)
		return impPlan{}, impMove{}, err
	}
	if a.Args["shift"] != "" {
		return impPlan{}, impMove{}, &rules.Violation{Code: "impetuous-choice", Rule: "BnB §7.12 [L1738, L1742]", Bases: []string{id},
			Msg: fmt.Sprintf("%s has not moved yet: choose its impetuous move, not a shift", name(s, id))}
	}
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return impPlan{}, impMove{}, err
	}
	p, ok := planSeen(c, s, id) // without the bases hidden from it [L1289]
	if !ok || len(p.moves) == 0 {
		return impPlan{}, impMove{}, fmt.Errorf("bnb: %s awaits a choice but has no impetuous move", id)
	}
	want := choiceArgs(p.moves)
	for i, mv := range p.moves {
		if want[i]["target"] == targetArg(a) && want[i]["path"] == pathArg(a) {
			return p, mv, nil
		}
	}
	var open []string
	for _, w := range want {
		open = append(open, w["target"]+" by path "+w["path"])
	}
	return impPlan{}, impMove{}, &rules.Violation{Code: "impetuous-choice", Rule: "BnB §7.12 [L1738, L1742]", Bases: []string{id},
		Msg: fmt.Sprintf("%s has no such impetuous move (target %s by path %s); open: %s", name(s, id), targetArg(a), pathArg(a), strings.Join(open, ", "))}
}

func targetArg(a rules.Action) string {
	if t := a.Args["target"]; t != "" {
		return t
	}
	return noTarget
}

func pathArg(a rules.Action) string {
	if p := a.Args["path"]; p != "" {
		return p
	}
	return "1"
}

// choiceArgs are the action arguments naming each of moves: its target
// and its rank among the moves for that target.
func choiceArgs(moves []impMove) []map[string]string {
	seen := map[string]int{}
	out := make([]map[string]string, len(moves))
	for i, mv := range moves {
		t := mv.target
		if t == "" {
			t = noTarget
		}
		seen[t]++
		out[i] = map[string]string{"target": t, "path": strconv.Itoa(seen[t])}
	}
	return out
}

// applyImpetuousChoice makes the chosen move, then the remaining impetuous
// moves until another choice stops them, then the step after (nextStep's
// afterImpetuous).
func applyImpetuousChoice(s *rules.State, a rules.Action) ([]rules.Event, error) {
	p, mv, err := checkImpetuousChoice(s, a)
	if err != nil {
		return nil, err
	}
	if _, what := impPending(s); what == impAskShift {
		return applyImpetuousShift(s, a)
	}
	c, _ := ConfigOf(s.Settings)
	p.u.SetStatus(stImpetuousChoice, 0)
	evs, wait := makeImpetuousSeen(c, s, p, mv, map[string]bool{}, true)
	if wait {
		return evs, nil
	}
	return append(evs, continueImpetuous(s, p.b.ID)...), nil
}

// continueImpetuous makes the impetuous moves of the bases after base id
// in table order, then, unless one stops for a choice, the step after.
func continueImpetuous(s *rules.State, id string) []rules.Event {
	evs, wait := impetuousPhase(s, id)
	if wait {
		return evs
	}
	return append(evs, afterImpetuous(s)...)
}

// impetuousChoiceOffers are the options of the base awaiting its choice
// (its moves, or its shifts out of a group), the rules' pick first, each
// with its planned path as the preview.
func impetuousChoiceOffers(s *rules.State, side int) []rules.Offer {
	id, what := impPending(s)
	if what == impAskShift {
		return impetuousShiftOffers(s, side)
	}
	c, err := ConfigOf(s.Settings)
	if id == "" || err != nil {
		return nil
	}
	p, ok := planSeen(c, s, id) // without the bases hidden from it [L1289]
	if !ok {
		return nil
	}
	var out []rules.Offer
	for i, args := range choiceArgs(p.moves) {
		mv := p.moves[i]
		args["base"] = id
		path := mv.path(p.b)
		o := rules.Offer{Label: fmt.Sprintf("Impetuous %s: %s", p.u.Title(), mv.choiceLabel(s)),
			Action:  rules.Action{Kind: KindImpetuous, Side: side, Args: args},
			Detail:  []string{mv.aim(s), fmt.Sprintf("%s planned (it stops at what it meets)", c.mu(travel(p.b.Shape, path)))},
			Preview: []rules.Move{{Base: id, Path: path}}}
		if i == 0 {
			o.Detail = append(o.Detail, "the rules' pick when the player has no preference (table order, right first)")
		}
		out = append(out, o)
	}
	return out
}

// choiceLabel names move mv among a base's choices: its target and its
// path.
func (mv impMove) choiceLabel(s *rules.State) string {
	what := "no target"
	if mv.target != "" {
		what = name(s, mv.target)
	}
	switch {
	case mv.noVeer:
		return what + ", straight ahead into the DGo"
	case mv.prio == 3:
		return what + ", " + faceLabel(mv.pre)
	case mv.turn != 0:
		side := "right"
		if mv.turn < 0 {
			side = "left"
		}
		return fmt.Sprintf("%s, pivot %.1f° %s then straight ahead", what, geom.Deg(math.Abs(mv.turn)), side)
	}
	return what + ", straight ahead"
}

// faceLabel tells a priority 3 move by where it ends.
func faceLabel(p geom.Path) string {
	e := p.End()
	return fmt.Sprintf("to (%.1f, %.1f) facing %.0f°", e.Pos.X, e.Pos.Y, geom.Bearing(e.Facing))
}
