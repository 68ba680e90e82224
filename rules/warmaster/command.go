package warmaster

import (
	"fmt"
	"math"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
)

// KindOrder is the action of a commander ordering a unit or a brigade:
// Target lists the unit IDs, comma-separated; Args["commander"] names the
// commander (wme.md §6.3; L477-513).
const KindOrder = "order"

// Modifier is one line of a command test's breakdown.
type Modifier struct {
	Value int    // always negative: every modifier is a penalty
	Why   string // "65 cm away (3 full 20 cm bands beyond the first)"
	Rule  string // "WME §6.4 [L531]"
}

// OrderTest is everything about an order before the dice are rolled.
type OrderTest struct {
	Commander string
	Units     []string
	Command   int        // the commander's command value
	Modifiers []Modifier // every penalty that applies
	Need      int        // 2D6 must roll this or less
	Distance  float64    // cm from the commander to the farthest unit's nearest point
	// The magic items the order uses (items.go, wme.md §11.5).
	Crown, Helm, Orb bool
	Sceptre          map[int]bool // the blunder results the Sceptre ignores
	Notes            []string     // what the items do, for the breakdown
}

// Total is the sum of the modifiers.
func (t OrderTest) Total() int {
	n := 0
	for _, m := range t.Modifiers {
		n += m.Value
	}
	return n
}

// Breakdown is the test as the player reads it.
func (t OrderTest) Breakdown() []string {
	lines := []string{fmt.Sprintf("command %d", t.Command)}
	for _, m := range t.Modifiers {
		lines = append(lines, fmt.Sprintf("%+d %s (%s)", m.Value, m.Why, m.Rule))
	}
	lines = append(lines, t.Notes...)
	return append(lines, fmt.Sprintf("= roll %d or less on 2D6", t.Need))
}

// splitUnits parses an order's Target.
func splitUnits(target string) []string {
	var ids []string
	for _, id := range strings.Split(target, ",") {
		if id = strings.TrimSpace(id); id != "" {
			ids = append(ids, id)
		}
	}
	return ids
}

// prepareOrder checks that the commander may order those units now and
// computes the test (wme.md §6.3-6.5). It returns a *rules.Violation when
// a rule forbids the order.
func prepareOrder(s *rules.State, a rules.Action) (OrderTest, error) {
	return prepareOrderWith(s, a, nil)
}

// prepareOrderWith is prepareOrder with the threats an Offers call has
// already found (nil: none).
func prepareOrderWith(s *rules.State, a rules.Action, threats threatMemo) (OrderTest, error) {
	var t OrderTest
	no := func(code, rule, format string, args ...any) (OrderTest, error) {
		return t, &rules.Violation{Code: code, Rule: rule, Msg: fmt.Sprintf(format, args...), Bases: nil}
	}
	if s.Phase != PhaseOrders && s.Phase != PhaseInitiative { // an order ends the Initiative sub-phase
		return no("phase", "WME §5", "orders are given in the Orders sub-phase, not in the %s phase", s.Phase)
	}
	if s.Counters[ctOrdersOver] > 0 {
		return no("orders-over", "WME §6.3 [L509]", "the General has failed an order: no more orders this turn")
	}
	c, ok := s.Unit(a.Args["commander"])
	if !ok || !IsCommander(c.Type) {
		return t, fmt.Errorf("warmaster: %q is not a commander", a.Args["commander"])
	}
	if c.Side != a.Side {
		return no("not-yours", "sequence of play", "%s is not yours", c.Title())
	}
	if status(c, stDoneOrdering) > 0 {
		return no("commander-done", "WME §6.3 [L489], [L499]", "%s gives no more orders this turn", c.Title())
	}
	ids := splitUnits(a.Target)
	if len(ids) == 0 {
		return t, fmt.Errorf("warmaster: an order names no unit")
	}
	if len(ids) > MaxBrigade {
		return no("brigade", "WME §6.5 [L559]", "a brigade has at most %d units, not %d", MaxBrigade, len(ids))
	}
	t.Commander, t.Units, t.Command = c.ID, ids, int(c.Profile[keyCommand])
	units := make([]*rules.Unit, 0, len(ids))
	seen := map[string]bool{}
	for _, id := range ids {
		u, ok := s.Unit(id)
		switch {
		case !ok:
			return t, fmt.Errorf("warmaster: no unit %q", id)
		case seen[id]:
			return t, fmt.Errorf("warmaster: unit %s named twice in one order", id)
		case u.Side != a.Side:
			return no("not-yours", "sequence of play", "%s is not yours", u.Title())
		case IsCommander(u.Type):
			return no("commander", "WME §6.3 [L481]", "commanders are not ordered: they move in the Commanders sub-phase")
		case len(u.Bases) == 0:
			return no("destroyed", "WME §8.5 [L1197]", "%s has been destroyed", u.Title())
		case status(u, stConfused) > 0:
			return no("confused", "WME §6.1 [L439]", "%s is confused and cannot move", u.Title())
		case returnedProblem(u, true) != "":
			return no("returned", "WME §7.6 [L921]", "%s", returnedProblem(u, true))
		case engaged(s, u):
			return no("engaged", "WME §6.1 [L439]", "%s is engaged in combat and cannot move", u.Title())
		case status(u, stInitiative) > 0:
			return no("initiative-used", "WME §6.1 [L382], [L437]", "%s moved on initiative this turn: it takes no orders", u.Title())
		case status(u, stNoOrders) > 0:
			return no("no-orders", "WME §6.3 [L489], [L505]", "%s can receive no more orders this turn", u.Title())
		case brokenDownProblem(u) != nil:
			return t, brokenDownProblem(u)
		case status(u, stOrderedBy) > 0 && status(u, stOrderedBy) != unitIndex(s, c.ID)+1:
			return no("other-commander", "WME §6.3 [L388], [L505]", "%s has already been ordered by another commander this turn", u.Title())
		case status(u, stOrders) >= MaxOrders:
			return no("max-orders", "WME §6.3 [L497]", "%s has had its %d orders this turn", u.Title(), MaxOrders)
		}
		seen[id] = true
		units = append(units, u)
	}
	// A brigade is one connected group (L559-561; A28: at the moment of
	// its order).
	if !connected(s, units) {
		return no("brigade", "WME §6.5 [L559-561], A28", "a brigade's units must touch each other, at least corner to corner, in one group")
	}
	if v := brigadeSpecials(units); v != nil { // the Steam Tank and the Giant (specials.go)
		return t, v
	}
	// Successive orders go to the same group or part of it (L577-585).
	if frame(s, units) < 0 {
		return no("brigade", "WME §6.5 [L577-585]", "these units were not ordered together: a later order goes to the same brigade or part of it")
	}
	// Command range and the distance modifier (L531, L1997; A4, A5).
	for _, u := range units {
		t.Distance = math.Max(t.Distance, unitDistance(s, c, u))
	}
	rng := commandRange[c.Type]
	if flag(c, keyFly) && c.Type == General {
		rng = FlyingCommanderPace // a flying General commands to 100 cm as usual
	}
	if t.Distance > rng+geom.Eps {
		return no("range", "WME §3.3 [L1997]", "%s is %.1f cm away; a %s commands up to %.0f cm", unitsName(units), t.Distance, c.Type, rng)
	}
	if v := flyerOrderProblem(s, c, units); v != nil {
		return t, v
	}
	var mods []Modifier
	if bands := distanceBands(t.Distance); bands > 0 {
		mods = append(mods, Modifier{-bands, fmt.Sprintf("%.1f cm away", t.Distance), "WME §6.4 [L531], A4"})
	}
	mods = doubledDistance(s, c, units, mods) // Trolls (specials.go)
	nth := 0
	for _, u := range units {
		nth = max(nth, status(u, stOrders))
	}
	if nth > 0 {
		mods = append(mods, Modifier{-nth, fmt.Sprintf("order number %d this turn", nth+1), "WME §6.4 [L533]"})
	}
	threat, flank, difficult, slow, unreliable, casualties, blunder := false, false, false, false, false, 0, 0
	for _, u := range units {
		for i := range s.Units {
			e := &s.Units[i]
			if e.Side == u.Side || len(e.Bases) == 0 || !threats.threatens(s, e, u) {
				continue
			}
			threat = true
			flank = flank || exposed(s, e, u)
		}
		difficult = difficult || inDifficult(s, u)
		slow = slow || flag(u, keySlow)
		unreliable = unreliable || flag(u, keyUnreliable)
		casualties = max(casualties, lost(u))
		blunder += status(u, stBlunder)
	}
	if threat {
		mods = append(mods, Modifier{-1, "enemy within 20 cm", "WME §6.4 [L535]"})
	}
	if flank {
		mods = append(mods, Modifier{-1, "enemy on an open flank or rear", "WME §6.4 [L537-543], A27"})
	}
	if difficult {
		mods = append(mods, Modifier{-1, "in difficult terrain", "WME §6.4 [L545]"})
	}
	if casualties > 0 {
		mods = append(mods, Modifier{-casualties, fmt.Sprintf("%d base(s) lost", casualties), "WME §6.4 [L547], [L565]"})
	}
	if slow && nth > 0 {
		mods = append(mods, Modifier{-1, "slow, on a successive order", "WME §6.4 [L549]"})
	}
	if unreliable {
		mods = append(mods, Modifier{-1, "unreliable", "WME §6.4 [L551]"})
	}
	if blunder > 0 {
		mods = append(mods, Modifier{-blunder, "earlier blunder", "WME §6.6 [L2014]"})
	}
	mods = append(mods, slainModifier(units)...)
	t.Modifiers = mods
	if err := orderItems(s, a, c, &t); err != nil { // the General's items (wme.md §11.5)
		return t, err
	}
	t.Need = t.Command + t.Total()
	return t, nil
}

func unitsName(us []*rules.Unit) string {
	names := make([]string, len(us))
	for i, u := range us {
		names[i] = u.Title()
	}
	return strings.Join(names, ", ")
}

// unitIndex is the index in s.Units of the unit with this ID, -1 if there
// is none (in O(1): rules.State.UnitIndex).
func unitIndex(s *rules.State, id string) int { return s.UnitIndex(id) }

// connected reports whether the units form one group by contact.
func connected(s *rules.State, us []*rules.Unit) bool {
	if len(us) <= 1 {
		return true
	}
	seen := map[int]bool{0: true}
	stack := []int{0}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for j := range us {
			if !seen[j] && touching(s, us[i], us[j]) {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return len(seen) == len(us)
}

// frame finds where an order to us fits in the active commander's tree of
// orders (wme.md §6.5, L577-585: a brigade may be split after an order,
// and one group must be finished before the next). Units ordered in this
// sub-phase carry the depth of the deepest group they were ordered in;
// the live groups are nested, so the group at depth k is every unfinished
// unit of depth ≥ k. The order fits at the deepest depth k whose group
// holds all of us (0 for units never ordered: a new tree). It returns −1
// when us mixes units of different trees.
func frame(s *rules.State, us []*rules.Unit) int {
	k := math.MaxInt
	for _, u := range us {
		k = min(k, status(u, stDepth))
	}
	if k == 0 {
		for _, u := range us {
			if status(u, stDepth) != 0 {
				return -1 // a fresh unit with one already ordered
			}
		}
	}
	return k
}

// applyOrder rolls the command test and applies its outcome.
func applyOrder(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	t, err := prepareOrder(s, a)
	if err != nil {
		return nil, err
	}
	ci := unitIndex(s, t.Commander)
	c := &s.Units[ci]
	units := make([]*rules.Unit, len(t.Units))
	for i, id := range t.Units {
		units[i], _ = s.Unit(id)
	}
	var evs []rules.Event
	// The open moves of the previous order end now.
	if v := closeMoves(s); v != nil {
		return nil, v
	}
	// A new commander: the previous one has finished (L499).
	if prev := s.Counters[ctCommander]; prev != 0 && prev != ci+1 {
		s.Units[prev-1].SetStatus(stDoneOrdering, 1)
		finishFrom(s, 0)
	}
	s.SetCounter(ctCommander, ci+1)
	depth := frame(s, units)
	finishFrom(s, depth) // groups deeper than this one are done with
	r1, err := d.Roll(6)
	if err != nil {
		return nil, err
	}
	r2, err := d.Roll(6)
	if err != nil {
		return nil, err
	}
	total := r1 + r2
	rolls := []dice.Roll{{Sides: 6, Value: r1}, {Sides: 6, Value: r2}}
	name := unitsName(units)
	malfunction := malfunctions(units, total) // the Steam Tank (specialsmalfunction.go)
	wild := goesWild(units)                   // the Giant: no blunder, its chart (specialswild.go)
	blunder := total == BlunderRoll && c.Type != General && !malfunction && !wild
	bv := 0 // the blunder die, rolled at once: the Sceptre sees it (L2462)
	if blunder {
		if bv, err = d.Roll(6); err != nil {
			return nil, err
		}
	}
	var items orderRoll
	if !malfunction {
		if items, err = orderItemsAfterRoll(s, c, t, total, bv, d); err != nil {
			return nil, err
		}
	}
	rolls = append(rolls, items.rolls...)
	ok := items.ok
	blunder = blunder && !ok
	for _, u := range units {
		u.SetStatus(stOrders, status(u, stOrders)+1)
		u.SetStatus(stOrderedBy, ci+1)
	}
	if ok {
		for _, u := range units {
			u.SetStatus(stDepth, depth+1)
			openMove(s, u, 1)
		}
		evs = append(evs, rules.Event{Kind: "order", Side: a.Side, Unit: t.Units[0], Rolls: rolls, Facts: append(orderFacts(t, total), items.facts...),
			Text: fmt.Sprintf("%s orders %s: rolled %d, needed %d or less%s — moves", c.Title(), name, total, t.Need, items.text)})
		return evs, nil
	}
	// Failure: no more orders for the units nor the commander (L489,
	// L503); a failed General ends the sub-phase for all (L509).
	for _, u := range units {
		u.SetStatus(stNoOrders, 1)
		u.SetStatus(stDepth, 0)
	}
	c.SetStatus(stDoneOrdering, 1)
	finishFrom(s, 0)
	text := fmt.Sprintf("%s orders %s: rolled %d, needed %d or less%s — failed", c.Title(), name, total, t.Need, items.text)
	if c.Type == General {
		s.SetCounter(ctOrdersOver, 1)
		text += "; the General has failed, the Orders sub-phase is over"
	}
	evs = append(evs, rules.Event{Kind: "order", Side: a.Side, Unit: t.Units[0], Rolls: rolls, Facts: append(orderFacts(t, total), items.facts...), Text: text})
	if blunder {
		evs = append(evs, applyBlunder(s, c, units, a, bv))
	}
	if wild && !malfunction {
		more, err := applyGoesWild(s, units, a.Side, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, more...)
	}
	if malfunction {
		v, err := d.Roll(6)
		if err != nil {
			return nil, err
		}
		evs = append(evs, applyMalfunction(s, units, a.Side, v))
	}
	return evs, nil
}

// finishFrom ends every group deeper than depth: their units may receive
// no more orders this turn (L497, L583).
func finishFrom(s *rules.State, depth int) {
	for i := range s.Units {
		u := &s.Units[i]
		if status(u, stDepth) > depth {
			u.SetStatus(stDepth, 0)
			u.SetStatus(stNoOrders, 1)
		}
	}
}

// applyBlunder applies the blunder die v on the blunder table (wme.md
// §6.6; L2009-2017).
func applyBlunder(s *rules.State, c *rules.Unit, units []*rules.Unit, a rules.Action, v int) rules.Event {
	res := blunderResult(c, v)
	ev := rules.Event{Kind: "blunder", Side: a.Side, Unit: units[0].ID, Rolls: []dice.Roll{{Sides: 6, Value: v}},
		Facts: []rules.Fact{{Name: FactDie, Value: v, Text: "blunder die"}, {Name: FactBlunder, Value: res, Text: "blunder result", Rule: "WME §6.6 [L2009-2017]"}}}
	switch {
	case res <= 1:
		// One unit of the player's choice (Args["blunder-unit"], else the
		// first) takes a permanent −1 (L2014).
		u := units[0]
		if id := a.Args["blunder-unit"]; id != "" {
			for _, x := range units {
				if x.ID == id {
					u = x
				}
			}
		}
		u.SetStatus(stBlunder, status(u, stBlunder)+1)
		ev.Text = fmt.Sprintf("blunder %d: %s stays put and suffers −1 on every order for the rest of the battle", res, u.Title())
	case res <= 3:
		ev.Text = fmt.Sprintf("blunder %d: %s", res, blunderWithdraw(s, units))
	case res <= 5:
		for _, u := range units {
			openMove(s, u, 0.5)
			u.SetStatus(stNoCharge, 1)
		}
		ev.Text = fmt.Sprintf("blunder %d: %s moves at most half pace and may not charge", res, unitsName(units))
	default:
		ev.Text = fmt.Sprintf("blunder %d: %s", res, blunderAdvance(s, units))
	}
	return ev
}

// blunderEnemy is u's nearest enemy unit that some element of u sees (G4;
// enemy commanders ignored, [L1991]); with inReach, only enemies within
// their own full pace of u count (A33). Nil if there is none.
func blunderEnemy(s *rules.State, u *rules.Unit, inReach bool) *rules.Unit {
	best := math.Inf(1)
	var out *rules.Unit
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == u.Side || IsCommander(e.Type) || len(e.Bases) == 0 {
			continue
		}
		d := unitDistance(s, u, e)
		if d >= best-geom.Eps || (inReach && d > pace(e)+geom.Eps) || !seesUnit(s, u, e) {
			continue
		}
		best, out = d, e
	}
	return out
}

// blunderWithdraw applies blunder 2-3 ([L2015], A33): a unit with a
// visible enemy unit within that enemy's full pace must move to end at
// least that far from it, or as far as it can; the others do not move.
// The move is the unit's open move at its pace by formation, without
// charging; closeProblem enforces its end (see blunderCloseProblem).
func blunderWithdraw(s *rules.State, units []*rules.Unit) string {
	var stay, flee []string
	for _, u := range units {
		e := blunderEnemy(s, u, true)
		if e == nil {
			stay = append(stay, u.Title())
			continue
		}
		openMove(s, u, 1)
		u.SetStatus(stNoCharge, 1)
		need := pace(e)
		d, reach := withdrawPlan(s, u, e, need)
		u.SetStatus(stFleeFrom, unitIndex(s, e.ID)+1)
		u.SetStatus(stFleeMin, max(1, int(math.Floor(reach*10+1e-6))))
		text := fmt.Sprintf("%s must withdraw to at least %.0f cm from %s (its full pace), or as far as it can: at least %.1f cm (WME §6.6 [L2015])",
			u.Title(), need, e.Title(), cm(status(u, stFleeMin)))
		if straightLeaves(s, u, awayFrom(s, u, e), d) {
			text += "; withdrawing straight takes it off the table (WME §7.6 [L908])"
		}
		flee = append(flee, text)
	}
	var parts []string
	if len(stay) > 0 {
		parts = append(parts, strings.Join(stay, ", ")+" does not move on order this turn")
	}
	return strings.Join(append(parts, flee...), "; ")
}

// blunderAdvance applies blunder 6 ([L2017]): a unit that sees an enemy
// unit must move at its pace by formation toward the nearest, charging it
// if it can (blunderMoveProblem, blunderChargeProblem); otherwise it ends
// at most as far from it as a straight advance along the ruler (G2) would
// take it. A unit that sees no enemy moves normally.
func blunderAdvance(s *rules.State, units []*rules.Unit) string {
	var parts []string
	for _, u := range units {
		openMove(s, u, 1)
		u.SetStatus(stNoCharge, 0)
		e := blunderEnemy(s, u, false)
		if e == nil {
			parts = append(parts, u.Title()+" sees no enemy and moves normally, then may not move again this turn (WME §6.6 [L2017])")
			continue
		}
		_, reach := advancePlan(s, u, e)
		u.SetStatus(stAdvanceOn, unitIndex(s, e.ID)+1)
		u.SetStatus(stAdvanceMax, max(1, int(math.Ceil(reach*10-1e-6))))
		if blunderChargeLegal(s, u, e) {
			parts = append(parts, fmt.Sprintf("%s must charge %s, its nearest visible enemy (WME §6.6 [L2017])", u.Title(), e.Title()))
			continue
		}
		parts = append(parts, fmt.Sprintf("%s must advance on %s, its nearest visible enemy, as fast as it can: end at most %.1f cm from it (WME §6.6 [L2017])",
			u.Title(), e.Title(), cm(status(u, stAdvanceMax))))
	}
	return strings.Join(parts, "; ")
}

func clearBlunderMove(u *rules.Unit) {
	for _, k := range []string{stFleeFrom, stFleeMin, stAdvanceOn, stAdvanceMax} {
		u.SetStatus(k, 0)
	}
}

// blunderTarget is the enemy unit a blunder's status k names, if it
// still stands.
func blunderTarget(s *rules.State, u *rules.Unit, k string) *rules.Unit {
	i := status(u, k) - 1
	if i < 0 || i >= len(s.Units) || len(s.Units[i].Bases) == 0 {
		return nil
	}
	return &s.Units[i]
}

// blunderChargeLegal reports whether u may charge e now.
func blunderChargeLegal(s *rules.State, u, e *rules.Unit) bool {
	a := rules.Action{Kind: KindCharge, Side: u.Side, Target: e.ID, Args: map[string]string{"unit": u.ID}}
	return checkCharge(s, a) == nil
}

// blunderMoveProblem refuses a plain move to a unit on blunder 6 while
// it can charge its nearest visible enemy ([L2017]: "de manière à le
// charger si possible").
func blunderMoveProblem(s *rules.State, u *rules.Unit) *rules.Violation {
	e := blunderTarget(s, u, stAdvanceOn)
	if e == nil || !blunderChargeLegal(s, u, e) {
		return nil
	}
	return &rules.Violation{Code: "blunder-charge", Rule: "WME §6.6 [L2017]", Bases: append(append([]string(nil), u.Bases...), e.Bases...),
		Msg: fmt.Sprintf("%s %s and must charge %s, its nearest visible enemy: no other move is allowed", u.Title(), compulsoryWhy(u), e.Title())}
}

// checkChargeAction is Check for a charge: a unit on blunder 2-3 may not
// charge; one on blunder 6 may charge only its nearest visible enemy
// ([L2015-2017]); then the charge itself (checkCharge).
func checkChargeAction(s *rules.State, a rules.Action) error {
	if v := blunderChargeProblem(s, a); v != nil {
		return v
	}
	return checkCharge(s, a)
}

func blunderChargeProblem(s *rules.State, a rules.Action) *rules.Violation {
	u, ok := s.Unit(a.Args["unit"])
	if !ok || s.Phase != PhaseOrders {
		return nil
	}
	if e := blunderTarget(s, u, stFleeFrom); e != nil {
		return &rules.Violation{Code: "blunder-withdraw", Rule: "WME §6.6 [L2015]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s blundered (2-3) and must withdraw from %s: it may not charge", u.Title(), e.Title())}
	}
	if e := blunderTarget(s, u, stAdvanceOn); e != nil && a.Target != e.ID {
		return &rules.Violation{Code: "blunder-charge", Rule: "WME §6.6 [L2017]", Bases: u.Bases,
			Msg: fmt.Sprintf("%s %s and may charge only %s, its nearest visible enemy", u.Title(), compulsoryWhy(u), e.Title())}
	}
	return nil
}

// blunderCloseProblem is why u's open move cannot end yet under a blunder
// 2-3 or 6 (the practical readings in doc.go).
func blunderCloseProblem(s *rules.State, u *rules.Unit) *rules.Violation {
	if e := blunderTarget(s, u, stFleeFrom); e != nil {
		if d, want := unitDistance(s, u, e), cm(status(u, stFleeMin)); d < want-geom.Eps {
			return &rules.Violation{Code: "blunder-withdraw", Rule: "WME §6.6 [L2015], A33", Bases: append(append([]string(nil), u.Bases...), e.Bases...),
				Msg: fmt.Sprintf("%s blundered (2-3) and must withdraw from %s: it is %.1f cm away, it must end at least %.1f cm away (%.0f cm, its full pace, or as far as a straight withdrawal goes)",
					u.Title(), e.Title(), d, want, pace(e))}
		}
	}
	if e := blunderTarget(s, u, stAdvanceOn); e != nil {
		if blunderChargeLegal(s, u, e) {
			return &rules.Violation{Code: "blunder-charge", Rule: "WME §6.6 [L2017]", Bases: append(append([]string(nil), u.Bases...), e.Bases...),
				Msg: fmt.Sprintf("%s %s and must charge %s, its nearest visible enemy", u.Title(), compulsoryWhy(u), e.Title())}
		}
		if d, want := unitDistance(s, u, e), cm(status(u, stAdvanceMax)); d > want+geom.Eps {
			return &rules.Violation{Code: "blunder-advance", Rule: "WME §6.6 [L2017]", Bases: append(append([]string(nil), u.Bases...), e.Bases...),
				Msg: fmt.Sprintf("%s %s and must advance on %s as fast as it can: it is %.1f cm away, it must end at most %.1f cm away",
					u.Title(), compulsoryWhy(u), e.Title(), d, want)}
		}
	}
	return nil
}

// straightMove moves every base of u dist cm along dir, without turning.
func straightMove(s *rules.State, u *rules.Unit, dir geom.Vec, dist float64) rules.Action {
	a := rules.Action{Kind: rules.KindMove, Side: u.Side}
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		p := b.Shape.Pose()
		a.Moves = append(a.Moves, rules.Move{Base: id, Path: geom.Path{p, {Pos: p.Pos.Add(dir.Scale(dist)), Facing: p.Facing}}})
	}
	return a
}

// straightOK reports whether u may move dist along dir as a move by order
// (§7.2-7.3) within its open allowance.
func straightOK(s *rules.State, u *rules.Unit, dir geom.Vec, dist float64) bool {
	return straightLegal(s, u, dir, dist, false)
}

// straightLegal is straightOK; with mayLeave the move may end partly off
// the table (a blunder's compulsory move, [L908]).
func straightLegal(s *rules.State, u *rules.Unit, dir geom.Vec, dist float64, mayLeave bool) bool {
	moving := map[string]bool{}
	for _, id := range u.Bases {
		moving[id] = true
	}
	allow := allowance(s, u)
	for _, m := range straightMove(s, u, dir, dist).Moves {
		b, _ := s.Base(m.Base)
		if checkBaseEdge(s, u, b, m.Path, allow, moving, nil, mayLeave) != nil {
			return false
		}
	}
	return true
}

// straightDistance is u's closest distance to e after moving dist along dir.
func straightDistance(s *rules.State, u, e *rules.Unit, dir geom.Vec, dist float64) float64 {
	poses := map[string]geom.Pose{}
	for _, m := range straightMove(s, u, dir, dist).Moves {
		poses[m.Base] = m.Path.End()
	}
	return unitDistance(withPoses(s, poses), u, e)
}

// longestStraight is the longest legal straight move of u along dir, at
// most limit, to evadeResolution (as an evade is searched); 0 if none.
func longestStraight(s *rules.State, u *rules.Unit, dir geom.Vec, limit float64) float64 {
	return longestWith(func(d float64) bool { return straightOK(s, u, dir, d) }, limit)
}

// longestWith is the longest distance up to limit that ok accepts, to
// evadeResolution: searched by evadeStep down from limit, then bisected.
func longestWith(ok func(d float64) bool, limit float64) float64 {
	if limit <= geom.Eps {
		return 0
	}
	if ok(limit) {
		return limit
	}
	best := 0.0
	for d := limit - evadeStep; d > geom.Eps; d -= evadeStep {
		if ok(d) {
			best = d
			break
		}
	}
	if best == 0 {
		return 0
	}
	lo, hi := best, math.Min(best+evadeStep, limit)
	for hi-lo > evadeResolution/4 {
		if m := (lo + hi) / 2; ok(m) {
			lo = m
		} else {
			hi = m
		}
	}
	if d := math.Floor(lo/evadeResolution) * evadeResolution; d > best && ok(d) {
		return d
	}
	return best
}

// withdrawPlan is blunder 2-3's straight withdrawal of u from e (like an
// evade, along the ruler between the closest points, G2): the shortest
// legal move that ends need cm away, else the longest legal one within
// the open allowance; and the closest distance it ends at (never less
// than now: standing still is always possible). The table edge does not
// stop it: a withdrawal past it takes the unit off the table ([L908],
// blunderexit.go).
func withdrawPlan(s *rules.State, u, e *rules.Unit, need float64) (dist, reach float64) {
	now := unitDistance(s, u, e)
	if now >= need-geom.Eps {
		return 0, now
	}
	dir := awayFrom(s, u, e)
	ok := func(d float64) bool { return straightLegal(s, u, dir, d, true) }
	allow := allowance(s, u) - usedBy(s, u)
	if straightDistance(s, u, e, dir, allow) >= need-geom.Eps {
		lo, hi := 0.0, allow // the least distance that is far enough
		for hi-lo > evadeResolution/4 {
			if m := (lo + hi) / 2; straightDistance(s, u, e, dir, m) >= need-geom.Eps {
				hi = m
			} else {
				lo = m
			}
		}
		d := math.Min(allow, math.Ceil(hi/evadeResolution)*evadeResolution)
		if ok(d) {
			return d, math.Max(now, math.Min(need, straightDistance(s, u, e, dir, d)))
		}
	}
	d := longestWith(ok, allow)
	return d, math.Max(now, math.Min(need, straightDistance(s, u, e, dir, d)))
}

// advancePlan is blunder 6's straight advance of u on e (along the ruler
// between the closest points, G2), as far as its open allowance and the
// path allow (the table edge does not stop it, [L908]), and the closest
// distance it ends at.
func advancePlan(s *rules.State, u, e *rules.Unit) (dist, reach float64) {
	dir := awayFrom(s, u, e).Scale(-1)
	d := longestWith(func(d float64) bool { return straightLegal(s, u, dir, d, true) }, allowance(s, u)-usedBy(s, u))
	return d, math.Min(unitDistance(s, u, e), straightDistance(s, u, e, dir, d))
}

// usedBy is the most any base of u has used of its open move.
func usedBy(s *rules.State, u *rules.Unit) float64 {
	m := 0.0
	for _, id := range u.Bases {
		m = math.Max(m, s.Used[id])
	}
	return m
}

// blunderOffers are the one-click compulsory moves of blunders: "Withdraw
// X from Y" (2-3) and "Advance X on Y" (6, when it cannot charge), each a
// straight move computed as above, for every unit of the side that owes
// one; a "leave-table" action when that move takes it off the table.
func blunderOffers(s *rules.State, side int) []rules.Offer {
	var offers []rules.Offer
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side || status(u, stMoving) == 0 {
			continue
		}
		if e := blunderTarget(s, u, stFleeFrom); e != nil {
			offers = append(offers, blunderWithdrawOffer(s, u, e))
		}
		if e := blunderTarget(s, u, stAdvanceOn); e != nil && !blunderChargeLegal(s, u, e) {
			offers = append(offers, blunderAdvanceOffer(s, u, e))
		}
	}
	return offers
}

// blunderWithdrawOffer is blunder 2-3's straight withdrawal of u from e.
func blunderWithdrawOffer(s *rules.State, u, e *rules.Unit) rules.Offer {
	need := pace(e)
	d, reach := withdrawPlan(s, u, e, need)
	o := rules.Offer{Label: fmt.Sprintf("Withdraw %s from %s", u.Title(), e.Title())}
	if d <= geom.Eps {
		o.Action = straightMove(s, u, awayFrom(s, u, e), d)
		o.Disabled = fmt.Sprintf("%s cannot withdraw from %s in a straight line (WME §6.6 [L2015])", u.Title(), e.Title())
		return o
	}
	o.Label += fmt.Sprintf(" — %.1f cm straight away, ending %.1f cm from it", d, reach)
	o.Detail = []string{fmt.Sprintf("blunder 2-3: at least %.0f cm from %s (its full pace, A33), or as far as it can (WME §6.6 [L2015])", need, e.Title())}
	return straightOffer(s, u, awayFrom(s, u, e), d, o)
}

// blunderAdvanceOffer is blunder 6's straight advance of u on e.
func blunderAdvanceOffer(s *rules.State, u, e *rules.Unit) rules.Offer {
	d, reach := advancePlan(s, u, e)
	o := rules.Offer{Label: fmt.Sprintf("Advance %s on %s", u.Title(), e.Title())}
	if d <= geom.Eps {
		o.Action = straightMove(s, u, awayFrom(s, u, e).Scale(-1), d)
		o.Disabled = fmt.Sprintf("%s cannot advance on %s in a straight line (WME §6.6 [L2017])", u.Title(), e.Title())
		return o
	}
	o.Label += fmt.Sprintf(" — %.1f cm straight on, ending %.1f cm from it", d, reach)
	o.Detail = []string{"blunder 6: as fast as its formation allows toward its nearest visible enemy (WME §6.6 [L2017])"}
	return straightOffer(s, u, awayFrom(s, u, e).Scale(-1), d, o)
}

// straightOffer completes o with u's straight move of d along dir: the
// move itself, or, when it takes the unit off the table, the
// "leave-table" action that makes it and rolls ([L908-922]).
func straightOffer(s *rules.State, u *rules.Unit, dir geom.Vec, d float64, o rules.Offer) rules.Offer {
	o.Action = straightMove(s, u, dir, d)
	o.Preview = o.Action.Moves
	if straightLeaves(s, u, dir, d) {
		o.Action = leaveTableAction(u)
		o.Label += ", off the table"
		o.Detail = append(o.Detail, leaveDetail(u))
	}
	return o
}
