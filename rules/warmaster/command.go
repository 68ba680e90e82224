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
		return no("not-yours", "sequence of play", "%s is not yours", c.Name)
	}
	if status(c, stDoneOrdering) > 0 {
		return no("commander-done", "WME §6.3 [L489], [L499]", "%s gives no more orders this turn", c.Name)
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
			return no("not-yours", "sequence of play", "%s is not yours", u.Name)
		case IsCommander(u.Type):
			return no("commander", "WME §6.3 [L481]", "commanders are not ordered: they move in the Commanders sub-phase")
		case len(u.Bases) == 0:
			return no("destroyed", "WME §8.5 [L1197]", "%s has been destroyed", u.Name)
		case status(u, stConfused) > 0:
			return no("confused", "WME §6.1 [L439]", "%s is confused and cannot move", u.Name)
		case returnedProblem(u, true) != "":
			return no("returned", "WME §7.6 [L921]", "%s", returnedProblem(u, true))
		case engaged(s, u):
			return no("engaged", "WME §6.1 [L439]", "%s is engaged in combat and cannot move", u.Name)
		case status(u, stInitiative) > 0:
			return no("initiative-used", "WME §6.1 [L382], [L437]", "%s moved on initiative this turn: it takes no orders", u.Name)
		case status(u, stNoOrders) > 0:
			return no("no-orders", "WME §6.3 [L489], [L505]", "%s can receive no more orders this turn", u.Name)
		case status(u, stOrderedBy) > 0 && status(u, stOrderedBy) != unitIndex(s, c.ID)+1:
			return no("other-commander", "WME §6.3 [L388], [L505]", "%s has already been ordered by another commander this turn", u.Name)
		case status(u, stOrders) >= MaxOrders:
			return no("max-orders", "WME §6.3 [L497]", "%s has had its %d orders this turn", u.Name, MaxOrders)
		}
		seen[id] = true
		units = append(units, u)
	}
	// A brigade is one connected group (L559-561; A28: at the moment of
	// its order).
	if !connected(s, units) {
		return no("brigade", "WME §6.5 [L559-561], A28", "a brigade's units must touch each other, at least corner to corner, in one group")
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
	var mods []Modifier
	if bands := int(math.Ceil(t.Distance/CommandBand-geom.Eps)) - 1; bands > 0 {
		mods = append(mods, Modifier{-bands, fmt.Sprintf("%.1f cm away", t.Distance), "WME §6.4 [L531], A4"})
	}
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
			if e.Side == u.Side || len(e.Bases) == 0 || !threatens(s, e, u) {
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
	t.Modifiers = mods
	t.Need = t.Command + t.Total()
	return t, nil
}

func unitsName(us []*rules.Unit) string {
	names := make([]string, len(us))
	for i, u := range us {
		names[i] = u.Name
	}
	return strings.Join(names, ", ")
}

func unitIndex(s *rules.State, id string) int {
	for i := range s.Units {
		if s.Units[i].ID == id {
			return i
		}
	}
	return -1
}

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
		setStatus(&s.Units[prev-1], stDoneOrdering, 1)
		finishFrom(s, 0)
	}
	setCounter(s, ctCommander, ci+1)
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
	blunder := total == BlunderRoll && c.Type != General
	ok := total <= t.Need && !blunder
	for _, u := range units {
		setStatus(u, stOrders, status(u, stOrders)+1)
		setStatus(u, stOrderedBy, ci+1)
	}
	if ok {
		for _, u := range units {
			setStatus(u, stDepth, depth+1)
			openMove(s, u, 1)
		}
		evs = append(evs, rules.Event{Kind: "order", Side: a.Side, Unit: t.Units[0], Rolls: rolls,
			Text: fmt.Sprintf("%s orders %s: rolled %d, needed %d or less — moves", c.Name, name, total, t.Need)})
		return evs, nil
	}
	// Failure: no more orders for the units nor the commander (L489,
	// L503); a failed General ends the sub-phase for all (L509).
	for _, u := range units {
		setStatus(u, stNoOrders, 1)
		setStatus(u, stDepth, 0)
	}
	setStatus(c, stDoneOrdering, 1)
	finishFrom(s, 0)
	text := fmt.Sprintf("%s orders %s: rolled %d, needed %d or less — failed", c.Name, name, total, t.Need)
	if c.Type == General {
		setCounter(s, ctOrdersOver, 1)
		text += "; the General has failed, the Orders sub-phase is over"
	}
	evs = append(evs, rules.Event{Kind: "order", Side: a.Side, Unit: t.Units[0], Rolls: rolls, Text: text})
	if blunder {
		bev, err := applyBlunder(s, c, units, a, d)
		if err != nil {
			return nil, err
		}
		evs = append(evs, bev)
	}
	return evs, nil
}

// finishFrom ends every group deeper than depth: their units may receive
// no more orders this turn (L497, L583).
func finishFrom(s *rules.State, depth int) {
	for i := range s.Units {
		u := &s.Units[i]
		if status(u, stDepth) > depth {
			setStatus(u, stDepth, 0)
			setStatus(u, stNoOrders, 1)
		}
	}
}

func setCounter(s *rules.State, k string, v int) {
	if v == 0 {
		delete(s.Counters, k)
		return
	}
	if s.Counters == nil {
		s.Counters = map[string]int{}
	}
	s.Counters[k] = v
}

// applyBlunder rolls on the blunder table (wme.md §6.6; L2009-2017).
func applyBlunder(s *rules.State, c *rules.Unit, units []*rules.Unit, a rules.Action, d dice.Roller) (rules.Event, error) {
	v, err := d.Roll(6)
	if err != nil {
		return rules.Event{}, err
	}
	res := v
	if c.Type == Wizard {
		res += WizardBlunderBonus
	}
	ev := rules.Event{Kind: "blunder", Side: a.Side, Unit: units[0].ID, Rolls: []dice.Roll{{Sides: 6, Value: v}}}
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
		setStatus(u, stBlunder, status(u, stBlunder)+1)
		ev.Text = fmt.Sprintf("blunder %d: %s stays put and suffers −1 on every order for the rest of the battle", res, u.Name)
	case res <= 3:
		// No move; the compulsory withdrawal from an enemy within its
		// full pace (L2015, A33) is not enforced yet (see doc.go).
		ev.Text = fmt.Sprintf("blunder %d: %s does not move on order this turn", res, unitsName(units))
	case res <= 5:
		for _, u := range units {
			openMove(s, u, 0.5)
			setStatus(u, stNoCharge, 1)
		}
		ev.Text = fmt.Sprintf("blunder %d: %s moves at most half pace and may not charge", res, unitsName(units))
	default:
		// The advance on the nearest visible enemy (L2017) is the
		// player's to make; its direction is not enforced yet (doc.go).
		ev.Text = fmt.Sprintf("blunder %d: %s must advance on the nearest visible enemy, then may not move again this turn", res, unitsName(units))
		for _, u := range units {
			openMove(s, u, 1)
			setStatus(u, stNoCharge, 0)
		}
	}
	return ev, nil
}
