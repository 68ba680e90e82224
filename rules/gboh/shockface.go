package gboh

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/hex"
)

// The advance's 60° turn (source §8.42 [L2047-2050]): a unit that advanced
// after combat may change its facing by one vertex at the end of its
// advance, even in an enemy ZOC; and, reading A19 [L1889-1892], an
// attacker in an enemy ZOC that may not advance into the hex its
// pre-shock check emptied may turn 60° instead. Once the Shocks and the
// reaction fire of the advances are resolved, each such unit may turn
// (action advance-face, Target the unit, Args turn = left or right) in the
// phase that follows, the pursuit calls or the Momentum roll, before the
// leader's next Orders Phase or the next activation; when no Momentum
// phase follows, phase advance-face offers the turns until the player
// keeps the other facings (end-phase).

// KindAdvanceFace turns a unit that advanced after combat 60°
// [L2047-2050]: Target the unit, Args["turn"] left or right.
const KindAdvanceFace = "advance-face"

// PhaseAdvanceFace: the units that advanced after combat may turn 60°.
const PhaseAdvanceFace = "advance-face"

// stAdvTurn marks a unit that may turn 60° after its advance.
const stAdvTurn = "advance-turn"

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stAdvTurn, Range: flag, Doc: "advanced after combat (or could not, in an enemy ZOC): it may turn 60° [L1889-1892, L2047-2050]"})
	statusOf[stAdvTurn] = isCombat
	i := slices.Index(positionKeys.Phases, PhaseShock)
	positionKeys.Phases = slices.Insert(positionKeys.Phases, i+1, PhaseAdvanceFace)
	knownKinds = append(knownKinds, KindAdvanceFace)
	phaseStatuses = append(phaseStatuses, stAdvTurn)
}

// pendingFaces are the active side's units that may still turn.
func pendingFaces(s *rules.State) []*rules.Unit {
	var out []*rules.Unit
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == s.Active && u.Status[stAdvTurn] == 1 {
			if onTable(u) && u.Status[stRouted] == 0 && !inColumn(u) {
				out = append(out, u)
			} else {
				u.SetStatus(stAdvTurn, 0)
			}
		}
	}
	return out
}

// askFaces opens phase advance-face when a unit may turn; false if none.
func askFaces(s *rules.State) ([]rules.Event, bool) {
	us := pendingFaces(s)
	if len(us) == 0 {
		return nil, false
	}
	s.Phase = PhaseAdvanceFace
	return []rules.Event{{Kind: "phase", Side: s.Active, Text: fmt.Sprintf("%s may turn 60° after the advance: %s [L2047-2050]", s.Sides[s.Active].Name, names(s, us))}}, true
}

// checkAdvanceFace checks a 60° turn after an advance.
func checkAdvanceFace(s *rules.State, a rules.Action) (*rules.Unit, int, error) {
	if s.Phase != PhaseAdvanceFace && s.Phase != PhaseMomentum && s.Phase != PhasePursuitCall {
		return nil, 0, refuse("phase", "GBoH §8.42 [L2047-2050]", "a unit turns after its advance once the Shocks are resolved, before the next Orders Phase")
	}
	u, ok := s.Unit(a.Target)
	if !ok || u.Side != a.Side || u.Status[stAdvTurn] == 0 || !slices.Contains(pendingFaces(s), u) {
		return nil, 0, refuse("no-advance", "GBoH §8.42 [L2047-2050]", "%q did not advance after combat: name a unit that did (target)", a.Target)
	}
	switch a.Args["turn"] {
	case "left":
		return u, 1, nil
	case "right":
		return u, -1, nil
	}
	return nil, 0, refuse("facing", "GBoH §8.42 [L2047-2050]", "turn = left or right: one vertex")
}

// applyAdvanceFace turns the unit one vertex (left: counter-clockwise on
// the map), even in an enemy ZOC [L2047-2050], then asks for the next.
func applyAdvanceFace(s *rules.State, a rules.Action) ([]rules.Event, error) {
	u, k, err := checkAdvanceFace(s, a)
	if err != nil {
		return nil, err
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	c, _ := bd.where(s, u)
	b, _ := s.Base(u.Bases[0])
	b.Shape = b.Shape.At(bd.m.Layout.Pose(hex.One(c.hex(), c.at.F.Turn(k))))
	u.SetStatus(stAdvTurn, 0)
	evs := []rules.Event{{Kind: "facing", Side: u.Side, Unit: u.ID, Base: b.ID, Text: fmt.Sprintf("%s turns 60° %s after its advance, even in an enemy ZOC [L2047-2050]", s.UnitName(u.ID), a.Args["turn"])}}
	if s.Phase != PhaseAdvanceFace || len(pendingFaces(s)) > 0 {
		return evs, nil
	}
	return append(evs, afterOrders(s)...), nil
}

// keepFaces ends phase advance-face: the others keep their facing.
func keepFaces(s *rules.State) []rules.Event {
	for i := range s.Units {
		s.Units[i].SetStatus(stAdvTurn, 0)
	}
	ev := rules.Event{Kind: "facing", Side: s.Active, Text: "the other units that advanced keep their facing"}
	return append([]rules.Event{ev}, afterOrders(s)...)
}

// faceOffers are the advances' 60° turns, and in phase advance-face its
// end.
func faceOffers(s *rules.State, side int, add func(string, rules.Action, ...string)) {
	for _, u := range pendingFaces(s) {
		for _, t := range []string{"left", "right"} {
			add(fmt.Sprintf("Turn %s 60° %s after its advance", s.UnitName(u.ID), t), rules.Action{Kind: KindAdvanceFace, Side: side, Target: u.ID, Args: map[string]string{"turn": t}}, "even in an enemy ZOC [L2047-2050]")
		}
	}
	if s.Phase == PhaseAdvanceFace {
		add("Keep the facings after the advance", rules.Action{Kind: rules.KindEndPhase, Side: side})
	}
}
