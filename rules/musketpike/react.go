package musketpike

import (
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/hex"
)

// Reactions (9.0 [L648-L764], spec §8.4): the inactive player interrupts
// the active unit's move. After each step of a move (a hex entered, a
// facing changed) the units of the other side whose Reaction Zone the
// step entered, or in which the mover changed its facing [L674-L676],
// may react: the move stops there (the rest of the path is not made, the
// unit's move stays open with its MP left [L563]), the state records the
// trigger (counters react-to, react-why, react-run) and each unit that
// may react (status react), the inactive player answers for each of them
// (phase react, the action "react": fire or decline; declining is an
// action, never done for him), then the active player plays on, the mover
// going on with its move from where it stopped [L692]. A fire at a unit
// (a pistol, Skirmish or Salvo at it, or any fire at artillery's hex)
// lets its target react in the same way once the fire is resolved
// [L680], [L758]. Only Reaction Fire is played yet (reactfire.go).

// KindReact is the inactive player's answer to a trigger: Args["unit"]
// the unit that reacts ("all" with react = decline: every unit still
// asked declines), Args["react"] "fire" or "decline"; for a fire,
// Args["fire"] its kind (skirmish, salvo, pistol, artillery; by default
// the class's) and for a 2-hex unit Args["left"], Args["right"] as in a
// fire (its target is always the unit that triggered the reaction
// [L666]).
const KindReact = "react"

// Triggers (ctReactWhy).
const (
	whyMove    = 1 // entered the zone, or changed facing in it, by a move [L674-L676]
	whyFire    = 2 // fired at the reacting unit [L680], [L758]
	whyAdvance = 3 // an advance or pursuit after a melee ended in the zone [L676], [L1139]
)

// reactionUnit reports whether u could ever react now: a combat unit on
// the map, not Morale Broken [L664].
func reactionUnit(u *rules.Unit) bool {
	return isCombat(u) && !gone(u) && !moraleBroken(u) && u.Status[stDisabled] == 0
}

// inZoneHex reports whether hex h is in x's Reaction Fire zone, x on xAt:
// a front or flank hex for all but artillery [L671], a hex of its front
// arc within point-blank range for artillery [L670].
func inZoneHex(x *rules.Unit, xAt hex.Unit, h hex.Hex) bool {
	if x.Type == Artillery {
		return hex.FrontArc(xAt, h) && xAt.HexDist(h) <= int(x.Profile[keyPB])
	}
	return xAt.Front().Has(h) || xAt.Flank().Has(h)
}

// fireStep reports whether the enemy's step from `from` to `to` triggers
// x's Reaction Fire, x on xAt [L674-L676]: it enters a hex of x's zone, or
// it changes its facing while in the zone.
func fireStep(x *rules.Unit, xAt hex.Unit, from, to hex.Unit) bool {
	in := false
	for _, h := range to.Hexes() {
		if !inZoneHex(x, xAt, h) {
			continue
		}
		if !from.Occupies(h) {
			return true // a hex of the zone entered
		}
		in = true
	}
	return in && to.F != from.F
}

// stepTriggers are the reactions (bits) the step of the enemy e from
// `from` to `to` offers x, on xAt with MA maX, e's MA being maE, among
// those x could make (can): Reaction Fire [L674-L676], the re-face
// reaction when e comes next to its flank or rear with no more MA than
// x's [L696], the Hedgehog attempt when e is cavalry entering a hex
// within 2 of its front or flank, a forced one when it enters a rear hex
// [L704].
func stepTriggers(x *rules.Unit, xAt hex.Unit, can int, e *rules.Unit, from, to hex.Unit, maX, maE int, spends bool) int {
	bits := 0
	if can&reactWithdraw != 0 && spends && withdrawStep(xAt, to, maX, maE) {
		bits |= reactWithdraw
	}
	if can&reactFire != 0 && fireStep(x, xAt, from, to) {
		bits |= reactFire
	}
	if can&reactReface != 0 && hex.RefaceTrigger(xAt, from, to, maX, maE) {
		bits |= reactReface
	}
	if can&reactHedgehog != 0 && e.Type == Cavalry && len(enteredHexes(from, to)) > 0 {
		switch may, must := hex.HedgehogTrigger(xAt, from, to); {
		case must:
			bits |= reactHedgehog | reactMust
		case may:
			bits |= reactHedgehog
		}
	}
	return bits
}

// cheapCan are the reactions x could make at all now, by the cheap tests
// (for fire: its class, pistols, guns, formation, cover; not yet the
// geometry of a fire).
func cheapCan(s *rules.State, x *rules.Unit) int {
	if !reactionUnit(x) {
		return 0
	}
	bits := moveCan(x)
	for _, mode := range reactModes(x) {
		if checkReactor(s, x, mode) == nil {
			bits |= reactFire
			break
		}
	}
	return bits
}

// watcher is an enemy of a mover that a step may trigger.
type watcher struct {
	u   *rules.Unit
	at  hex.Unit
	can int // cheapCan
	ma  int // its MA, fixed at the start of each reaction [L690]
}

// watchers are the enemies of p's mover that a step of its path may
// trigger: those near the path (every zone but artillery's is within 2
// hexes), and the enemy guns anywhere (point-blank range).
func watchers(s *rules.State, bd *board, p *plan) []watcher {
	var out []watcher
	seen := map[*rules.Unit]bool{}
	add := func(x *rules.Unit, at hex.Unit) {
		if seen[x] {
			return
		}
		seen[x] = true
		can := cheapCan(s, x) &^ stackedLight(s, bd, x, at)
		if mayWithdraw(s, bd, x, at, p.u) {
			can |= reactWithdraw
		}
		if mayIntercept(x) && commanded(s, x) {
			can |= reactIntercept
		}
		if can != 0 {
			out = append(out, watcher{u: x, at: at, can: can, ma: movementAllowance(x, partnerOf(x, at, p.near) != nil)})
		}
	}
	for _, o := range p.near {
		if o.u.Side != p.u.Side && o.u.Type != Artillery {
			add(o.u, o.at)
		}
	}
	for i := range s.Units {
		x := &s.Units[i]
		if x.Type != Artillery || x.Side == p.u.Side {
			continue // guns anywhere (point-blank range)
		}
		if at, _, ok := bd.unitAt(s, x); ok {
			add(x, at)
		}
	}
	var hs []hex.Hex
	for _, at := range p.trail {
		hs = append(hs, at.Hexes()...)
	}
	box := bd.hexBox(hs).Grow(float64(hex.InterceptRange+1) * bd.m.Layout.Size)
	for _, o := range bd.occupants(s, box, nil) {
		if o.u.Side != p.u.Side && mayIntercept(o.u) {
			add(o.u, o.at) // cavalry up to 4 hexes away [L720]
		}
	}
	return out
}

// reactionStop finds where move a (its plan p, checked on s) stops for the
// reactions it triggers [L692]: at the first step that enters an enemy's
// Reaction Zone or changes facing in it [L674-L676], or if the unit may
// not stop there (a bridge, a friend's hex) at the first step after it
// where it may (a reading). It records on p the units triggered and
// whether the mover is cavalry that had entered a hex before [L756]; a
// path that goes on past the stop is refused.
func reactionStop(s *rules.State, bd *board, a rules.Action, p *plan) *rules.Violation {
	ws := watchers(s, bd, p)
	if len(ws) == 0 {
		return nil
	}
	entered := p.u.Status[stEntered]
	for i := 1; i < len(p.trail); i++ {
		from, to := p.trail[i-1], p.trail[i]
		before := entered
		if len(enteredHexes(from, to)) > 0 {
			entered++
		}
		if from == to {
			continue
		}
		for _, w := range ws {
			bits := stepTriggers(w.u, w.at, w.can, p.u, from, to, w.ma, p.ma, !unlimberedGuns(p.u))
			if w.can&reactIntercept != 0 && interceptStep(s, bd, w.u, p.u, w.at, to, w.ma, p.ma) {
				bits |= reactIntercept // [L720]
			}
			if bits != 0 {
				k := slices.IndexFunc(p.reacts, func(r pendingReact) bool { return r.id == w.u.ID })
				if k < 0 {
					p.reacts = append(p.reacts, pendingReact{id: w.u.ID})
					k = len(p.reacts) - 1
				}
				p.reacts[k].bits |= bits
			}
		}
		if len(p.reacts) == 0 {
			continue
		}
		if !p.reactRun {
			p.reactRun = p.u.Type == Cavalry && before > 0
		}
		if i == len(p.trail)-1 {
			return nil
		}
		cut := a
		m := a.Moves[0]
		m.Path = slices.Clone(m.Path[:i+1])
		cut.Moves = []rules.Move{m}
		if _, err := check(s, cut); err != nil {
			continue // it may not stop here: the next step where it may
		}
		var names []string
		for _, r := range p.reacts {
			names = append(names, s.UnitName(r.id))
		}
		return p.violation(s, "reaction-stop", "M&P §8.4 [L692]", "stops in %s: %s may react (its Reaction Zone [L674]); the move goes on after the reaction", bd.label(to.L), strings.Join(names, ", "))
	}
	return nil
}

// stepsEntering counts the steps of p that entered a hex.
func stepsEntering(p *plan) int {
	n := 0
	for i := 1; i < len(p.trail); i++ {
		if len(enteredHexes(p.trail[i-1], p.trail[i])) > 0 {
			n++
		}
	}
	return n
}

// pendingReact is a unit a trigger offers reactions (bits).
type pendingReact struct {
	id   string
	bits int
}

// askReactions records the trigger of unit e (why, run) and the units it
// offers reactions; the inactive player is then to answer.
func askReactions(s *rules.State, d dice.Roller, e *rules.Unit, why int, run bool, reacts []pendingReact) ([]rules.Event, error) {
	s.SetCounter(ctReactTo, s.UnitIndex(e.ID)+1)
	s.SetCounter(ctReactWhy, why)
	if run {
		s.SetCounter(ctReactRun, 1)
	} else {
		s.SetCounter(ctReactRun, 0)
	}
	for _, r := range reacts {
		if x, ok := s.Unit(r.id); ok {
			x.SetStatus(stReact, r.bits)
		}
	}
	return resumeReactions(s, d)
}

// reactTo is the unit whose trigger is pending.
func reactTo(s *rules.State) (*rules.Unit, bool) { return unitAt(s, s.Counters[ctReactTo]) }

// pendingReactor is the first unit still to answer the trigger.
func pendingReactor(s *rules.State) *rules.Unit { return firstWith(s, stReact) }

// resumeReactions hands the play to the inactive player while a unit is
// still to answer (those that can no longer react dropped), else closes
// the trigger and gives the play back to the active wing.
func resumeReactions(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	for i := range s.Units {
		if x := &s.Units[i]; x.Status[stReact] != 0 {
			x.SetStatus(stReact, x.Status[stReact]&available(s, x))
		}
	}
	if ev, ok := askExchange(s); ok {
		return []rules.Event{ev}, nil // the intercepted cavalry's fire first [L734]
	}
	if x := pendingReactor(s); x != nil {
		e, _ := reactTo(s)
		s.Phase, s.Active = PhaseReact, x.Side
		var names []string
		for i := range s.Units {
			if s.Units[i].Status[stReact] != 0 {
				names = append(names, s.UnitName(s.Units[i].ID))
			}
		}
		what := "has entered their Reaction Zone or changed facing in it [L674-L676]"
		switch s.Counters[ctReactWhy] {
		case whyFire:
			what = "has fired on them [L680], [L758]"
		case whyReform:
			what = "has reformed or rallied next to them [L1255]"
		case whyStack:
			what = "has changed the order of its stack in their Reaction Zone [L678]"
		case whyAdvanceFire:
			what = "has stepped into their Reaction Zone by Advance Fire and fired [L676], [L790]"
		case whyRetire:
			what = "has fired by Retire Fire in their Reaction Zone (their Reaction Fire at -3) [L808]"
		case whyRetireStep:
			what = "has stepped back into their Reaction Zone by Retire Fire (their Reaction Fire at -3) [L676], [L808]"
		}
		return []rules.Event{{Kind: "reaction", Side: x.Side, Unit: e.ID, Text: fmt.Sprintf("%s %s: %s may react (or decline) [L654]", s.UnitName(e.ID), what, strings.Join(names, ", ")),
			Facts: []rules.Fact{{Name: "reactors", Value: len(names), Text: "units that may react", Rule: "M&P §8.4 [L674]"}}}}, nil
	}
	why := s.Counters[ctReactWhy]
	e, _ := reactTo(s)
	for _, k := range []string{ctReactTo, ctReactWhy, ctReactRun} {
		s.SetCounter(k, 0)
	}
	if why == whyAdvance {
		return meleesOn(s, d) // the next advance's reactions, or the next melee
	}
	var evs []rules.Event
	if k := s.Counters[ctRetireStep]; k > 0 {
		// The Retire Fire's step back, once the enemy has reacted [L808].
		s.SetCounter(ctRetireStep, 0)
		more, asked := retireStep(s, e, k-1, d)
		evs = append(evs, more...)
		if asked {
			more, err := resumeReactions(s, d)
			return append(evs, more...), err
		}
	}
	if wc := activeWC(s); wc != nil && s.Phase == PhaseReact {
		s.Phase, s.Active = PhaseWing, wc.Side
	}
	return evs, nil
}

// canFire reports whether x may answer the pending trigger by some
// Reaction Fire.
func canFire(s *rules.State, x *rules.Unit) bool {
	e, ok := reactTo(s)
	if !ok || !reactionUnit(x) || gone(e) {
		return false
	}
	for _, mode := range reactModes(x) {
		for _, args := range lofChoices(s, x, e, mode) {
			if _, err := reactionVolley(s, x, e, mode, args); err == nil {
				return true
			}
		}
	}
	return false
}

// lofChoices are the answers' arguments a Reaction Fire of x at e by mode
// may take: none, or when guns fire at point-blank range along a hexside,
// each side of the Line of Fire, the firer's choice [L939].
func lofChoices(s *rules.State, x, e *rules.Unit, mode string) []map[string]string {
	_, err := reactionVolley(s, x, e, mode, nil)
	if v, ok := err.(*rules.Violation); ok && v.Code == "lof-side" {
		return []map[string]string{{"lof": "left"}, {"lof": "right"}}
	}
	return []map[string]string{nil}
}

// available are the reactions x could still make to the pending trigger.
func available(s *rules.State, x *rules.Unit) int {
	e, ok := reactTo(s)
	if !ok || gone(e) {
		return 0
	}
	bits := 0
	if bd, err := boardOf(s); err == nil {
		if at, _, ok := bd.unitAt(s, x); ok {
			if mayWithdraw(s, bd, x, at, e) {
				bits |= reactWithdraw
			}
			if eAt, _, ok := bd.unitAt(s, e); ok && s.Counters[ctReactWhy] == whyMove && mayIntercept(x) && commanded(s, x) {
				maX := movementAllowance(x, partnerOf(x, at, bd.occupants(s, bd.hexBox(at.Hexes()), nil)) != nil)
				if interceptStep(s, bd, x, e, at, eAt, maX, maOf(s, bd, e, eAt)) {
					bits |= reactIntercept
				}
			}
			if checkAttack(s, bd, x, e) == nil {
				bits |= reactMelee // the interceptor next to its prey [L734]
			}
		}
	}
	if !reactionUnit(x) {
		return bits
	}
	bits |= moveCan(x)
	if bd, err := boardOf(s); err == nil {
		if at, _, ok := bd.unitAt(s, x); ok {
			bits &^= stackedLight(s, bd, x, at)
		}
	}
	if bits&reactHedgehog != 0 {
		bits |= reactMust
	}
	if canFire(s, x) {
		bits |= reactFire
	}
	return bits
}

// fireTrigger records the trigger of active fire v before it is
// resolved: its targets that may react are asked once it is over
// (nextChoice), those it leaves unable dropped [L680], [L758].
func fireTrigger(s *rules.State, v *volley) {
	if v.react {
		return
	}
	var ids []string
	for _, sh := range v.shots {
		t := sh.t
		if t.Side == v.u.Side || !reactionUnit(t) || slices.Contains(ids, t.ID) {
			continue
		}
		if t.Type == Artillery || v.mode == fireSkirmish || v.mode == fireSalvo || v.mode == firePistol {
			ids = append(ids, t.ID)
		}
	}
	if len(ids) == 0 {
		return
	}
	s.SetCounter(ctReactTo, s.UnitIndex(v.u.ID)+1)
	s.SetCounter(ctReactWhy, whyFire)
	s.SetCounter(ctReactRun, 0)
	for _, id := range ids {
		t, _ := s.Unit(id)
		t.SetStatus(stReact, reactFire)
	}
}

// stackedLight is the re-face bit for light infantry stacked with
// cavalry: the stack faces as one [L626], and the cavalry re-faces it
// (applyReface), so the light infantry does not on its own; 0 otherwise.
func stackedLight(s *rules.State, bd *board, x *rules.Unit, at hex.Unit) int {
	if x.Type != LightInfantry || partnerOf(x, at, bd.occupants(s, bd.hexBox(at.Hexes()), nil)) == nil {
		return 0
	}
	return reactReface
}

// maOf is e's MA for the reactions' comparisons: its snapshot while it
// moves [L563], else what it would have.
func maOf(s *rules.State, bd *board, e *rules.Unit, eAt hex.Unit) int {
	if e.Status[stMove] == moveOpen {
		return e.Status[stMA]
	}
	return movementAllowance(e, partnerOf(e, eAt, bd.occupants(s, bd.hexBox(eAt.Hexes()), nil)) != nil)
}
