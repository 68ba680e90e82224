package musketpike

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// Melee (11.0 [L993-L1186], spec §9): segment D of every activation, once
// the active wing's other actions are over [L997]. The active player
// designates (phase melee, the action "melee": Target the defender,
// Args["attacker"] the unit attacking, Args["pistol"] = "yes" for cavalry
// firing its pistol [L1097]); then the inactive player designates Reaction
// Melees by units not yet targeted, against units of the active wing, and
// the pistols of his defending cavalry (phase reaction, the actions
// "melee" and "melee-pistol") [L1016]; then every Reaction Melee is
// resolved, then the active player's melees (meleeresult.go) [L1017].
// The designations are statuses (attack: 1 + the defender's index), so a
// position saved between them resumes.

// Action kinds of melee.
const (
	KindMelee       = "melee"        // Target: the defender; Args["attacker"], Args["pistol"]
	KindMeleePistol = "melee-pistol" // Target: a defending cavalry unit that fires its pistol [L1099]
)

// meleeViolation is a refusal naming the attacker.
func meleeViolation(s *rules.State, u *rules.Unit, code, rule, format string, args ...any) *rules.Violation {
	v := &rules.Violation{Code: code, Rule: rule, Msg: fmt.Sprintf(format, args...)}
	if u != nil {
		v.Msg = s.UnitName(u.ID) + " " + v.Msg
		v.Bases = u.Bases
	}
	return v
}

// loneIn reports whether t is alone of its side's combat units in its
// hexes but for artillery stacked with it (and wagons): lone artillery is
// captured, a lone 1-SP light infantry unit eliminated, a lone leader
// removed [L1147], [L1153], [L344].
func loneIn(s *rules.State, bd *board, t *rules.Unit, tAt hex.Unit, artilleryToo bool) bool {
	for _, o := range bd.occupants(s, bd.hexBox(tAt.Hexes()), nil) {
		if o.u == t || o.u.Side != t.Side || !isCombat(o.u) || !overlaps(o.at, tAt) {
			continue
		}
		if o.u.Type == Artillery && !artilleryToo {
			continue
		}
		return false
	}
	return true
}

// overlaps reports whether footprints a and b share a hex.
func overlaps(a, b hex.Unit) bool {
	return slices.ContainsFunc(a.Hexes(), b.Occupies)
}

// checkAttack checks that u may melee t now [L999-L1009], [L1041],
// [L1147], [L1153]: a combat unit of side, not Morale Broken (it has no
// front), t an enemy combat unit, lone guns or a lone leader in one of
// u's front hexes (the centre front hex for a 2-hex attacker [L1003]), a
// hex u could enter, not across a bridge for 2-hex heavy infantry; light
// infantry against light infantry and lone artillery only (A17(b)).
func checkAttack(s *rules.State, bd *board, u, t *rules.Unit) *rules.Violation {
	switch {
	case gone(u):
		return meleeViolation(s, u, "gone", "M&P §9.1", "has left the battle")
	case u.Type == Artillery:
		return meleeViolation(s, u, "no-melee", "M&P §9.1 [L1095], [L1149]", "is artillery: artillery is ignored in melee")
	case !isCombat(u):
		return meleeViolation(s, u, "no-melee", "M&P §9.1 [L1001]", "is no combat unit: leaders and wagons do not melee")
	case moraleBroken(u):
		return meleeViolation(s, u, "morale-broken", "M&P §10.2 [L1220]", "is Morale Broken: it has no front hexes to attack into")
	case gone(t) || t.Side == u.Side || !(isCombat(t) || t.Type == Leader):
		return meleeViolation(s, u, "target", "M&P §9.1 [L1001]", "may attack only an enemy unit")
	}
	uAt, _, ok := bd.unitAt(s, u)
	tAt, _, tok := bd.unitAt(s, t)
	if !ok || !tok {
		return meleeViolation(s, u, "target", "M&P §9.1", "or its target is not on the map")
	}
	if t.Type == Leader && !loneIn(s, bd, t, tAt, true) {
		return meleeViolation(s, u, "target", "M&P §11.1 [L344]", "attacks the unit a leader is stacked with, not the leader")
	}
	if t.Type == Artillery && !loneIn(s, bd, t, tAt, false) {
		return meleeViolation(s, u, "target", "M&P §9.1 [L1149]", "attacks the unit the guns are stacked with: artillery stacked with another unit is ignored")
	}
	into, ok := attackHex(uAt, tAt)
	if !ok {
		if twoHex(u) {
			return meleeViolation(s, u, "front", "M&P §9.1 [L1003]", "is a 2-hex unit: it attacks only a unit in its centre front hex")
		}
		return meleeViolation(s, u, "front", "M&P §9.1 [L1001]", "must have %s in one of its front hexes", s.UnitName(t.ID))
	}
	if u.Type == LightInfantry && t.Type != LightInfantry && t.Type != Artillery {
		return meleeViolation(s, u, "light-infantry", "M&P §9.1 [L1153]", "is light infantry: it melees only light infantry and lone artillery (A17)")
	}
	mv := moverOf(u)
	from := uAt.L
	if !adjacentHex(from, into) {
		from = uAt.R
	}
	if c := bd.hexCost(mv, into).add(bd.sideCost(mv, from, into)); c.prohibited {
		return meleeViolation(s, u, "enter", "M&P §9.1 [L1001]", "may not attack %s: it could not enter that hex", bd.label(into))
	}
	if twoHex(u) && (bd.m.Terrain(into).Kind == "bridge" || bd.m.Terrain(from).Kind == "bridge" || bd.m.Side(from, dirTo(from, into)).Kind == "bridge") {
		return meleeViolation(s, u, "bridge", "M&P §9.3 [L1045]", "is 2-hex heavy infantry: it may not melee across a bridge or through a bridge hex")
	}
	return nil
}

// setHexes is the hexes of a set.
func setHexes(hs hex.Set) []hex.Hex { return hs.Hexes() }

func adjacentHex(a, b hex.Hex) bool { _, ok := a.DirTo(b); return ok }

func dirTo(a, b hex.Hex) hex.Dir { d, _ := a.DirTo(b); return d }

// attackHex is the hex of t that u attacks: one of t's hexes among u's
// front hexes, the centre front hex for a 2-hex attacker [L1003].
func attackHex(uAt, tAt hex.Unit) (hex.Hex, bool) {
	if uAt.Two {
		c, ok := uAt.CentreFront()
		return c, ok && tAt.Occupies(c)
	}
	for _, h := range setHexes(uAt.Front()) {
		if tAt.Occupies(h) {
			return h, true
		}
	}
	return hex.Hex{}, false
}

// targeted reports whether an enemy of t has designated t [L1016].
func targeted(s *rules.State, t *rules.Unit) bool {
	i := s.UnitIndex(t.ID) + 1
	for k := range s.Units {
		if o := &s.Units[k]; o.Side != t.Side && o.Status[stAttack] == i {
			return true
		}
	}
	return false
}

// inActiveWing reports whether u is a unit of the active wing.
func inActiveWing(s *rules.State, u *rules.Unit) bool {
	wc := activeWC(s)
	return wc != nil && u.Side == wc.Side && wingOf(u) == wingOf(wc) && u.Type != Leader
}

// checkMelee checks a designation: by the active wing's units in phase
// melee [L1001], by inactive units not yet targeted against units of the
// active wing in phase reaction [L1016]; each unit attacks one hex once
// [L1009].
func checkMelee(s *rules.State, a rules.Action) (u, t *rules.Unit, err error) {
	if s.Phase != PhaseMelee && s.Phase != PhaseReaction {
		return nil, nil, inPhase(s, PhaseMelee, "melee comes at the end of the wing's activation [L997]")
	}
	u, ok := s.Unit(a.Args["attacker"])
	if !ok || u.Side != a.Side {
		return nil, nil, &rules.Violation{Code: "no-attacker", Rule: "M&P §9.2 [L1015]", Msg: "name one of your units as the attacker (attacker)"}
	}
	t, ok = s.Unit(a.Target)
	if !ok {
		return nil, nil, &rules.Violation{Code: "target", Rule: "M&P §9.2 [L1015]", Msg: "name the enemy unit attacked"}
	}
	switch {
	case u.Status[stAttack] > 0:
		return nil, nil, meleeViolation(s, u, "designated", "M&P §9.1 [L1009]", "already attacks: a unit attacks one hex only")
	case s.Phase == PhaseMelee && !inActiveWing(s, u):
		return nil, nil, meleeViolation(s, u, "not-active", "M&P §9.1 [L1001]", "is not of the active wing: only its units attack")
	case s.Phase == PhaseReaction && targeted(s, u):
		return nil, nil, meleeViolation(s, u, "targeted", "M&P §9.2 [L1016]", "is already attacked: only units not yet targeted make a Reaction Melee")
	case s.Phase == PhaseReaction && !inActiveWing(s, t):
		return nil, nil, meleeViolation(s, u, "reaction", "M&P §9.1 [L1001]", "may make a Reaction Melee only against a unit of the active wing")
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, nil, err
	}
	if v := checkAttack(s, bd, u, t); v != nil {
		return nil, nil, v
	}
	if a.Args["pistol"] == "yes" {
		if v := checkMeleePistol(s, u); v != nil {
			return nil, nil, v
		}
	}
	return u, t, nil
}

// checkMeleePistol checks that u may fire its pistol in melee: cavalry
// with a pistol loaded, whatever its facing [L1097].
func checkMeleePistol(s *rules.State, u *rules.Unit) *rules.Violation {
	switch {
	case u.Type != Cavalry:
		return meleeViolation(s, u, "fire-kind", "M&P §9.3 [L1097]", "is not cavalry: only cavalry fires pistols in melee")
	case u.Status[stPistols] >= 2:
		return meleeViolation(s, u, "no-pistols", "M&P §8.2 [L917]", "has No Pistols")
	}
	return nil
}

// checkDefendPistol checks a defending cavalry's pistol, declared after
// the attacker's [L1099]: in phase reaction, a unit of the inactive
// player the active player attacks; in phase defence, a unit of the
// active wing attacked in a Reaction Melee, whose pistol for its own
// attack, if it declared one, is spoken for (a reading: a pistol is fired
// once, and only two are carried [L917]).
func checkDefendPistol(s *rules.State, a rules.Action) (*rules.Unit, error) {
	if s.Phase != PhaseReaction && s.Phase != PhaseDefence {
		return nil, inPhase(s, PhaseReaction, "the defender declares its pistol after the attacker's designations [L1099]")
	}
	u, ok := s.Unit(a.Target)
	if !ok || u.Side != a.Side || !targeted(s, u) {
		return nil, &rules.Violation{Code: "target", Rule: "M&P §9.3 [L1099]", Msg: "name one of your cavalry units the enemy attacks"}
	}
	if s.Phase == PhaseDefence && !inActiveWing(s, u) {
		return nil, meleeViolation(s, u, "target", "M&P §9.3 [L1099]", "is not of the active wing: it is attacked by no Reaction Melee")
	}
	if u.Status[defencePistolKey(s)] == 1 {
		return nil, meleeViolation(s, u, "designated", "M&P §9.3 [L1099]", "already fires its pistol in this melee")
	}
	if v := checkMeleePistol(s, u); v != nil {
		return nil, v
	}
	if s.Phase == PhaseDefence && u.Status[stPistols]+u.Status[stMeleePistol] >= 2 {
		return nil, meleeViolation(s, u, "no-pistols", "M&P §8.2 [L917], §9.3 [L1099]", "has no pistol left for its defence: its last is fired in its own attack")
	}
	return u, nil
}

// defencePistolKey is the status a defender's pistol is kept in, in the
// phase it is declared: the inactive player's in melee-pistol (his units
// attacked make no Reaction Melee [L1016]), the active wing's, which may
// also have declared a pistol for its own attack, in defence-pistol.
func defencePistolKey(s *rules.State) string {
	if s.Phase == PhaseDefence {
		return stDefencePistol
	}
	return stMeleePistol
}

// defendsWithPistol reports whether defender u fires its pistol in the
// melee side attacks it in: a Reaction Melee when u is of the active
// wing's side [L1016], [L1099].
func defendsWithPistol(s *rules.State, u *rules.Unit) bool {
	if wc := activeWC(s); wc != nil && u.Side == wc.Side {
		return u.Status[stDefencePistol] == 1
	}
	return u.Status[stMeleePistol] == 1
}

// applyMelee records a designation.
func applyMelee(s *rules.State, a rules.Action) ([]rules.Event, error) {
	u, t, err := checkMelee(s, a)
	if err != nil {
		return nil, err
	}
	u.SetStatus(stAttack, s.UnitIndex(t.ID)+1)
	text := fmt.Sprintf("%s will attack %s", s.UnitName(u.ID), s.UnitName(t.ID))
	if s.Phase == PhaseReaction {
		text = fmt.Sprintf("%s will make a Reaction Melee against %s [L1016]", s.UnitName(u.ID), s.UnitName(t.ID))
	}
	if a.Args["pistol"] == "yes" {
		u.SetStatus(stMeleePistol, 1)
		text += ", firing its pistol [L1097]"
	}
	return []rules.Event{{Kind: "melee", Side: u.Side, Unit: u.ID, Text: text}}, nil
}

// applyDefendPistol records a defender's pistol.
func applyDefendPistol(s *rules.State, a rules.Action) ([]rules.Event, error) {
	u, err := checkDefendPistol(s, a)
	if err != nil {
		return nil, err
	}
	u.SetStatus(defencePistolKey(s), 1)
	text := s.UnitName(u.ID) + " will fire its pistol in its defence [L1099]"
	if s.Phase == PhaseDefence {
		text = s.UnitName(u.ID) + " will fire its pistol in its defence against the Reaction Melee [L1099]"
	}
	return []rules.Event{{Kind: "melee", Side: u.Side, Unit: u.ID, Text: text}}, nil
}

// attacks are the designations side could make now in the phase, as
// actions (the offers, and whether the phase is worth opening).
func attacks(s *rules.State, side int, phase string) []rules.Action {
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	c := *s
	c.Phase = phase
	var out []rules.Action
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side || !isCombat(u) || u.Type == Artillery || u.Status[stAttack] > 0 {
			continue
		}
		uAt, _, ok := bd.unitAt(s, u)
		front := setHexes(uAt.Front())
		if !ok || len(front) == 0 {
			continue // no facing, no front [L447]
		}
		seen := map[string]bool{}
		for _, o := range bd.occupants(s, bd.hexBox(front), nil) {
			if o.u.Side == side || seen[o.u.ID] || !frontHolds(uAt, o.at) {
				continue
			}
			seen[o.u.ID] = true
			a := rules.Action{Kind: KindMelee, Side: side, Target: o.u.ID, Args: map[string]string{"attacker": u.ID}}
			if _, _, err := checkMelee(&c, a); err == nil {
				out = append(out, a)
			}
		}
	}
	return out
}

// frontHolds reports whether footprint at has a hex among uAt's front
// hexes.
func frontHolds(uAt, at hex.Unit) bool {
	return slices.ContainsFunc(setHexes(uAt.Front()), at.Occupies)
}

// defendPistols are the pistols side's attacked cavalry may declare.
func defendPistols(s *rules.State, side int) []rules.Action {
	var out []rules.Action
	for i := range s.Units {
		u := &s.Units[i]
		a := rules.Action{Kind: KindMeleePistol, Side: side, Target: u.ID}
		if u.Side == side && u.Type == Cavalry && u.Status[defencePistolKey(s)] == 0 {
			if _, err := checkDefendPistol(s, a); err == nil {
				out = append(out, a)
			}
		}
	}
	return out
}

// openMelee begins the melee segment when the active wing's actions are
// over [L997]: the active player designates if his wing can attack, else
// the inactive player if he can react; false when nobody can.
func openMelee(s *rules.State) ([]rules.Event, bool) {
	wc := activeWC(s)
	if wc == nil {
		return nil, false
	}
	if len(attacks(s, wc.Side, PhaseMelee)) > 0 {
		s.Phase, s.Active = PhaseMelee, wc.Side
		return []rules.Event{{Kind: "phase", Side: wc.Side, Text: fmt.Sprintf("Melee: %s designates the hexes %s's wing attacks [L1015]", s.Sides[wc.Side].Name, s.UnitName(wc.ID))}}, true
	}
	return openReaction(s)
}

// openReaction hands the designations to the inactive player if he can
// make a Reaction Melee or declare a defender's pistol.
func openReaction(s *rules.State) ([]rules.Event, bool) {
	wc := activeWC(s)
	other := 1 - wc.Side
	if len(attacks(s, other, PhaseReaction)) == 0 && len(defendPistols(withPhase(s, PhaseReaction), other)) == 0 {
		return nil, false
	}
	s.Phase, s.Active = PhaseReaction, other
	return []rules.Event{{Kind: "phase", Side: other, Text: fmt.Sprintf("Melee: %s may designate Reaction Melees by units not yet attacked [L1016]", s.Sides[other].Name)}}, true
}

// openDefence hands the designations back to the active player, after
// the Reaction Melees, if a cavalry unit of his wing they attack may fire
// its pistol in its defence: the attacker declares first, then the
// defender [L1099].
func openDefence(s *rules.State) ([]rules.Event, bool) {
	wc := activeWC(s)
	if len(defendPistols(withPhase(s, PhaseDefence), wc.Side)) == 0 {
		return nil, false
	}
	s.Phase, s.Active = PhaseDefence, wc.Side
	return []rules.Event{{Kind: "phase", Side: wc.Side, Text: fmt.Sprintf("Melee: %s may fire the pistols of his cavalry attacked in Reaction Melees [L1099]", s.Sides[wc.Side].Name)}}, true
}

// withPhase is a shallow copy of s in phase p, for checking what could be
// done there.
func withPhase(s *rules.State, p string) *rules.State {
	c := *s
	c.Phase = p
	return &c
}

// meleeStep ends a designation phase: the active player's gives way to the
// inactive player's, and that one to the resolution [L1015-L1017].
func meleeStep(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	var evs []rules.Event
	if s.Phase == PhaseMelee {
		if more, ok := openReaction(s); ok {
			return more, nil
		}
	}
	if s.Phase == PhaseReaction {
		if more, ok := openDefence(s); ok {
			return more, nil
		}
	}
	res, paused, err := resolveMelees(s, d)
	if err != nil {
		return nil, err
	}
	evs = append(evs, res...)
	if paused {
		return evs, nil // the reactions to an advance first [L1139]
	}
	return append(evs, afterMelee(s)...), nil
}

// meleeOffers are the designations of the phase as buttons, and its end.
func meleeOffers(s *rules.State, side int) []rules.Offer {
	var out []rules.Offer
	for _, a := range attacks(s, side, s.Phase) {
		u, _ := s.Unit(a.Args["attacker"])
		t, _ := s.Unit(a.Target)
		what := "Attack"
		if s.Phase == PhaseReaction {
			what = "Reaction Melee:"
		}
		bases := append(slices.Clone(u.Bases), t.Bases...)
		out = append(out, rules.Offer{Label: fmt.Sprintf("%s %s attacks %s", what, s.UnitName(u.ID), s.UnitName(t.ID)), Detail: []string{"M&P §9.1 [L1001], §9.2 [L1015]"}, Action: a, Bases: bases})
		if checkMeleePistol(s, u) == nil {
			p := a
			p.Args = map[string]string{"attacker": u.ID, "pistol": "yes"}
			out = append(out, rules.Offer{Label: fmt.Sprintf("%s %s attacks %s, firing its pistol (+1)", what, s.UnitName(u.ID), s.UnitName(t.ID)), Detail: []string{"M&P §9.3 [L1097]"}, Action: p, Bases: bases})
		}
	}
	if s.Phase == PhaseReaction || s.Phase == PhaseDefence {
		for _, a := range defendPistols(s, side) {
			u, _ := s.Unit(a.Target)
			out = append(out, rules.Offer{Label: fmt.Sprintf("%s fires its pistol in its defence (-1)", s.UnitName(u.ID)), Detail: []string{"M&P §9.3 [L1099]"}, Action: a, Bases: u.Bases})
		}
	}
	label := "Designations done: the enemy's Reaction Melees, then the melees"
	switch {
	case s.Phase == PhaseDefence:
		label = "Pistols declared: resolve the melees"
	case s.Phase == PhaseReaction:
		label = "Designations done: resolve the melees"
	}
	return append(out, rules.Offer{Label: label, Action: rules.Action{Kind: rules.KindEndPhase, Side: side}})
}
