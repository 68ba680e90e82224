package musketpike

import (
	"fmt"
	"slices"

	"plateau/rules"
	"plateau/rules/dice"
)

// Reaction Fire (9.4 [L746-L760], spec §8.4): resolved as a fire [L748]
// by a unit of the inactive side at the unit that triggered it, and at it
// only [L666]; heavy infantry may use its Salvo, all infantry Skirmish,
// nobody Advance or Retire Fire [L750]; cavalry spends a pistol [L748];
// artillery fires only unfired and flips Fired [L688], out to its
// point-blank range against a move and its maximum range against a fire
// [L670], [L758]; heavy infantry fires at -1 at cavalry that moved a hex
// or more before entering its zone [L756]. A unit that has taken cover
// does not fire [L764]. The mover made Formation Broken (or Morale
// Broken) stops its move at once [L690].

// reactModes are the fire kinds u may react with [L750], [L748], [L758].
func reactModes(u *rules.Unit) []string {
	switch u.Type {
	case HeavyInfantry:
		return []string{fireSkirmish, fireSalvo}
	case LightInfantry:
		return []string{fireSkirmish}
	case Cavalry:
		return []string{firePistol}
	case Artillery:
		return []string{fireGuns}
	}
	return nil
}

// reactMoveMod is the heavy infantry's Reaction Fire modifier against
// moving cavalry [L756].
const reactMoveMod = -1

// checkReactor is why x may not fire in reaction by mode now, nil when it
// may.
func checkReactor(s *rules.State, x *rules.Unit, mode string) *rules.Violation {
	switch {
	case !reactionUnit(x):
		return fireViolation(s, x, "morale-broken", "M&P §8.4 [L664]", "may not react: a Morale-Broken unit never reacts")
	case !slices.Contains(reactModes(x), mode):
		return fireViolation(s, x, "fire-kind", "M&P §8.4 [L750]", "cannot fire in reaction by %s (a %s reacts by %v; nobody by Advance or Retire Fire)", mode, x.Type, reactModes(x))
	case formationOf(x) == Hedgehog:
		return fireViolation(s, x, "hedgehog", "M&P §7.4 [L485]", "is in Hedgehog and may not fire")
	case x.Status[stCover] == 1:
		return fireViolation(s, x, "cover", "M&P §8.5 [L764]", "has taken cover this activation instead of firing")
	case x.Type == Cavalry && x.Status[stPistols] >= 2:
		return fireViolation(s, x, "no-pistols", "M&P §8.4 [L748], [L919]", "has No Pistols")
	case mode == fireSalvo && x.Status[stSalvo] == 1:
		return fireViolation(s, x, "salvo-fired", "M&P §8.2 [L854]", "has fired its Salvo this turn: once a turn")
	case x.Type == Artillery && limbered(x):
		return fireViolation(s, x, "limbered", "M&P §7.6 [L575]", "is limbered: guns fire unlimbered")
	case x.Type == Artillery && x.Status[stFired] == 1:
		return fireViolation(s, x, "fired", "M&P §8.4 [L688]", "is Fired: artillery reacts once a turn, unfired")
	}
	return nil
}

// reactionVolley is the Reaction Fire of x at e by kind mode (args: the
// halves' targets and the Line of Fire side, as a fire's), worked out on
// s, or why there is none.
func reactionVolley(s *rules.State, x, e *rules.Unit, mode string, args map[string]string) (*volley, error) {
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	hold := s.Table.Hold()
	defer hold.Release()
	at, b, ok := bd.unitAt(s, x)
	if !ok {
		return nil, fireViolation(s, x, "off-grid", "M&P §12.1", "is not on the map")
	}
	if mode == "" {
		mode = defaultFire(x)
	}
	if viol := checkReactor(s, x, mode); viol != nil {
		return nil, viol
	}
	if x.Type == Artillery && withHedgehog(s, bd, x, at) {
		return nil, fireViolation(s, x, "hedgehog", "M&P §7.4 [L485]", "is stacked with a unit in Hedgehog and may not fire")
	}
	v := &volley{u: x, b: b, start: at, at: at, end: at, mode: mode, weapon: weaponOf(x), regimental: alsoArtillery(x), stepIdx: -1, react: true}
	a := rules.Action{Target: e.ID, Args: map[string]string{}}
	for _, k := range []string{"left", "right", "lof"} {
		if args[k] != "" {
			a.Args[k] = args[k]
		}
	}
	for _, k := range []string{"left", "right"} {
		if id := a.Args[k]; id != "" && id != "none" && id != e.ID {
			return nil, fireViolation(s, x, "target", "M&P §8.4 [L666]", "fires in reaction only at %s, the unit that triggered it", s.UnitName(e.ID))
		}
	}
	switch a.Args["lof"] {
	case "", "left":
		v.lofSide = 1
	case "right":
		v.lofSide = -1
	default:
		return nil, fmt.Errorf("musketpike: lof %q: want left or right", a.Args["lof"])
	}
	if viol := v.aimAll(s, bd, a); viol != nil {
		return nil, viol
	}
	if v.weapon == wGuns {
		pb := int(x.Profile[keyPB])
		if d := v.shots[0].dist; d > pb && s.Counters[ctReactWhy] != whyFire {
			return nil, fireViolation(s, x, "range", "M&P §8.4 [L670], [L758]", "reacts to a move out to its point-blank range only (%d hexes); %s is %d away", pb, s.UnitName(e.ID), d)
		}
		if v.shots[0].dist <= pb {
			if a.Args["lof"] == "" && bd.m.LOFChoice(v.at.L, v.shots[0].into, pb) {
				return nil, fireViolation(s, x, "lof-side", "M&P §8.9 [L939]", "fires at point-blank range along a hexside: choose the side of the Line of Fire (lof = left or right)")
			}
			v.lineOfFire(s, bd)
		}
	}
	v.movingCav = x.Type == HeavyInfantry && e.Type == Cavalry && s.Counters[ctReactRun] == 1
	v.againstRetire = againstRetire(s) // [L808]
	return v, nil
}

// applyReactionFire resolves the Reaction Fire v at e.
func applyReactionFire(s *rules.State, v *volley, e *rules.Unit, d dice.Roller) ([]rules.Event, error) {
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	x, _ := s.Unit(v.u.ID)
	evs := []rules.Event{{Kind: "reaction", Side: x.Side, Unit: x.ID, Text: fmt.Sprintf("%s fires in reaction at %s (%s) [L748]", s.UnitName(x.ID), s.UnitName(e.ID), v.mode),
		Facts: []rules.Fact{{Name: "reaction-fire", Value: 1, Text: v.mode, Rule: "M&P §8.4 [L748]"}}}}
	r := &resolver{s: s, bd: bd, c: bd.charts, d: d}
	if err := applyFire(r, v); err != nil {
		return nil, err
	}
	evs = append(evs, r.evs...)
	if e.Status[stMove] == moveOpen && (gone(e) || moraleBroken(e) || formationOf(e) == Broken) {
		e.SetStatus(stMove, moveClosed)
		evs = append(evs, rules.Event{Kind: "moved", Side: e.Side, Unit: e.ID, Text: s.UnitName(e.ID) + " must stop its move: its formation is broken [L690]"})
	}
	return evs, nil
}

// reacted marks the firer of Reaction Fire v: a pistol spent, the guns
// Fired, the Salvo fired [L748], [L688], [L856].
func reacted(u *rules.Unit, v *volley) {
	switch u.Type {
	case Cavalry:
		u.SetStatus(stPistols, u.Status[stPistols]+1) // [L917]
	case Artillery:
		u.SetStatus(stFired, 1) // [L688]
	}
	if v.mode == fireSalvo {
		u.SetStatus(stSalvo, 1)
	}
}
