package gboh

import (
	"fmt"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/table"
)

// The Pursuit and Regrouped boxes and leaders In Pursuit (spec §10.6,
// source §10.43-§10.48 [L2781-2865]). Cavalry that rode off the map after
// a router is in the Pursuit box (stGone 3); a leader In Pursuit in that box
// orders it to regroup (to the Regrouped box, stGone 4); from the next
// turn a leader In Pursuit in the Regrouped box rolls d10 + Charisma, 6 or
// more bringing it back on the edge it left by [L2793-2806]. Only leaders
// In Pursuit do so [L2812-2814]; a leader goes In Pursuit when a friendly
// unit within his Range rides into the Pursuit box (phase pursuit, just
// after the Shocks, or at once into the box if he was stacked with it
// [L2767-2770]), or instead of giving orders when activated [L2820-2822];
// he goes to the map edge the cavalry left by, and from there enters the
// box on a later Orders Phase, again instead of giving orders [L2832-2843].

// KindInPursuit: Target a leader: he goes In Pursuit (to the map edge, or
// into the Pursuit box with the cavalry he was stacked with), or, In
// Pursuit on that edge, he enters the Pursuit box [L2815-2843].
const KindInPursuit = "in-pursuit"

// KindRegroup: the active leader, In Pursuit in the Pursuit box, orders
// its units to regroup, Args["follow"] "yes" to go with them to the
// Regrouped box; with no unit there he goes alone [L2781-2791, L2853-2857].
const KindRegroup = "regroup"

// KindReturn: the active leader, In Pursuit in the Regrouped box, rolls to
// bring its units back [L2793-2806]; Args["at"] "unit=CCRR,..." where each
// is placed (by default the first free hexes of the edge), Args["follow"]
// "yes" to come back with them (on the first one's hex); with no unit
// there he comes back alone, on Args["hex"] or the first free edge hex
// [L2859-2865].
const KindReturn = "return"

// PhasePursuitCall: after the Shocks, the leaders a unit's ride into the
// Pursuit box calls may go In Pursuit [L2767-2770, L2815-2818].
const PhasePursuitCall = "pursuit"

// Statuses and counters of the boxes.
const (
	goneRegrouped = 4               // stGone: in the Regrouped box [L2788]
	stRegrouped   = "regrouped"     // regrouped this turn: it returns from the next [L2793-2796]
	stCall        = "pursuit-call"  // a leader: 1 may go In Pursuit (a unit in his Range rode off), 2 may follow the cavalry he was stacked with into the box
	ctReturnFail  = "return-failed" // the sides whose return roll failed this turn: bit 1 the first, 2 the second [L2799-2801]
)

func init() {
	positionKeys.Unit = append(positionKeys.Unit,
		rules.Key{Name: stRegrouped, Range: flag, Doc: "cavalry regrouped this turn: it returns to the map from the next [L2793-2796]"},
		rules.Key{Name: stCall, Range: rules.Range{Lo: 0, Hi: 2, Whole: true}, Doc: "a leader a ride into the Pursuit box calls (phase pursuit): 1 he may go In Pursuit, to the map edge, 2 he may follow the cavalry he was stacked with into the box [L2767-2770, L2815-2818]"})
	positionKeys.Counters = append(positionKeys.Counters,
		rules.Key{Name: ctReturnFail, Range: rules.Range{Lo: 0, Hi: 3, Whole: true}, Doc: "the armies whose return roll failed this turn (their units stay off the map): 1 the first, 2 the second, 3 both [L2799-2801]"})
	statusOf[stRegrouped] = isCombat
	statusOf[stCall] = isLeader
	statusOf[stGone] = func(u *rules.Unit) bool { return isCombat(u) || isLeader(u) }
	i := slices.Index(positionKeys.Phases, PhaseShock)
	positionKeys.Phases = slices.Insert(positionKeys.Phases, i+1, PhasePursuitCall)
}

// inBox reports a unit or leader in the Pursuit or the Regrouped box.
func inBox(u *rules.Unit) bool { return !onTable(u) && u.Status[stGone] >= goneBox }

// boxName names box g for the log.
func boxName(g int) string {
	if g == goneRegrouped {
		return "the Regrouped box"
	}
	return "the Pursuit box"
}

// inBoxUnits are side's combat units in box g; in the Regrouped box,
// ready only those regrouped before this turn [L2793-2796].
func inBoxUnits(s *rules.State, side, g int, ready bool) []*rules.Unit {
	var out []*rules.Unit
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == side && isCombat(u) && !onTable(u) && u.Status[stGone] == g && (!ready || u.Status[stRegrouped] == 0) {
			out = append(out, u)
		}
	}
	return out
}

// callLeaders marks the leaders cavalry c's ride into the Pursuit box
// calls [L2767-2770, L2815-2818]: those stacked with it when its pursuit
// began may follow it into the box (2); the others whose Command Range
// reaches that hex (a reading: where it entered pursuit) may go In
// Pursuit (1). Leaders already In Pursuit are not called.
func callLeaders(s *rules.State, bd *board, c *rules.Unit, start hex.Hex, stacked []*rules.Unit) {
	for i := range s.Units {
		l := &s.Units[i]
		if l.Type != Leader || l.Side != c.Side || !onTable(l) || l.Status[stFate] >= fateOut || l.Status[stPursuit] == 1 {
			continue
		}
		switch {
		case slices.Contains(stacked, l):
			l.SetStatus(stCall, 2)
		case l.Status[stCall] == 0 && bd.inRange(s, l, start):
			l.SetStatus(stCall, 1)
		}
	}
}

// pendingCall is the first leader of side a ride into the box called.
func pendingCall(s *rules.State, side int) *rules.Unit {
	for i := range s.Units {
		if l := &s.Units[i]; l.Side == side && l.Status[stCall] > 0 {
			return l
		}
	}
	return nil
}

// askPursuit opens phase pursuit when a leader is called, with what it
// offers; false when none is.
func askPursuit(s *rules.State) ([]rules.Event, bool) {
	l := pendingCall(s, s.Active)
	if l == nil {
		return nil, false
	}
	s.Phase = PhasePursuitCall
	return []rules.Event{{Kind: "phase", Side: s.Active, Unit: l.ID, Text: fmt.Sprintf("%s's cavalry rode off the map in pursuit: its leaders may go In Pursuit [L2812-2830]", s.Sides[s.Active].Name)}}, true
}

// edgeLeft is the edge pursuing cavalry of side left the map by: the
// enemy army's Retreat Zone, the way its router fled (a reading: each
// army has one edge, hexes.edges).
func edgeLeft(side int) int { return 1 - side }

// wayToEdge is the nearest hex of the edge side's cavalry left by that
// leader l reaches by a path free of enemy units and of enemy ZOC (any
// length: the text gives no limit, a reading) [L2824-2830]; false if none.
func wayToEdge(s *rules.State, bd *board, l *rules.Unit) (hex.Hex, bool) {
	c, ok := bd.where(s, l)
	if !ok {
		return hex.Hex{}, false
	}
	occ := bd.occupants(s)
	zoc := bd.zocs(s, l.Side)
	e := edgeLeft(l.Side)
	seen := map[hex.Hex]bool{c.hex(): true}
	frontier := []hex.Hex{c.hex()}
	for len(frontier) > 0 {
		var next []hex.Hex
		for _, h := range frontier {
			if bd.m.EdgeDist(e, h) == 0 {
				return h, true
			}
			for _, n := range h.Neighbors() {
				if seen[n] || !bd.m.Contains(n) || !bd.canEnter(l, n) || len(zoc[n]) > 0 {
					continue
				}
				if slices.ContainsFunc(occ[n], func(o occupant) bool { return o.u.Side != l.Side }) {
					continue
				}
				seen[n] = true
				next = append(next, n)
			}
		}
		frontier = next
	}
	return hex.Hex{}, false
}

// onEdgeLeft reports leader l on the map edge his cavalry left by.
func onEdgeLeft(s *rules.State, bd *board, l *rules.Unit) bool {
	c, ok := bd.where(s, l)
	return ok && bd.m.EdgeDist(edgeLeft(l.Side), c.hex()) == 0
}

// checkInPursuit checks a.Target's going In Pursuit or into the box.
func checkInPursuit(s *rules.State, a rules.Action) (*rules.Unit, error) {
	l, err := leaderOf(s, a)
	if err != nil {
		return nil, err
	}
	name := s.UnitName(l.ID)
	if s.Phase == PhasePursuitCall {
		if l.Status[stCall] == 0 {
			return nil, refuse("not-called", "GBoH §10.46 [L2815-2818]", "%s may go In Pursuit now only if a friendly unit within his Range rode into the Pursuit box", name)
		}
		return l, nil
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	switch {
	case l != activeLeader(s):
		return nil, refuse("not-active", "GBoH §10.46 [L2820-2822]", "%s is not the active leader: he goes In Pursuit instead of giving his orders", name)
	case !onTable(l):
		return nil, refuse("in-box", "GBoH §10.48 [L2853-2863]", "%s is off the map already, in %s", name, boxName(l.Status[stGone]))
	case s.Counters[ctOrders] > 0 || s.Counters[ctLines] > 0:
		return nil, refuse("orders-given", "GBoH §10.46-§10.47 [L2820-2843]", "%s has given orders this phase: he goes In Pursuit, or into the Pursuit box, instead of giving orders", name)
	case l.Status[stTrumper] == 1:
		return nil, refuse("must-act", "GBoH §5.45 [L1042-1046]", "%s succeeded a Trump: he must give a move order, a fire order or command a Shock", name)
	case l.Status[stPursuit] == 1 && !onEdgeLeft(s, bd, l):
		return nil, refuse("not-on-edge", "GBoH §10.47 [L2832-2835]", "%s is In Pursuit but not on the map edge his cavalry left by: he enters the Pursuit box from there", name)
	case l.Status[stPursuit] == 0 && len(inBoxUnits(s, l.Side, goneBox, false))+len(inBoxUnits(s, l.Side, goneRegrouped, false)) == 0:
		return nil, refuse("no-pursuit", "GBoH §10.46 [L2812-2814]", "no cavalry of %s's army is off the map in pursuit", name)
	}
	return l, nil
}

// applyInPursuit plays a checked KindInPursuit.
func applyInPursuit(s *rules.State, a rules.Action) ([]rules.Event, error) {
	l, err := checkInPursuit(s, a)
	if err != nil {
		return nil, err
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	name := s.UnitName(l.ID)
	var evs []rules.Event
	switch {
	case s.Phase == PhasePursuitCall && l.Status[stCall] == 2:
		l.SetStatus(stPursuit, 1)
		evs = append(evs, leaderIntoBox(s, l, name+" stays with the cavalry he was stacked with and rides into the Pursuit box, In Pursuit [L2767-2770]"))
	case l.Status[stPursuit] == 1:
		evs = append(evs, leaderIntoBox(s, l, name+" enters the Pursuit box instead of giving orders [L2832-2835]"))
	default:
		l.SetStatus(stPursuit, 1)
		evs = append(evs, toEdge(s, bd, l))
	}
	l.SetStatus(stCall, 0)
	if s.Phase == PhasePursuitCall {
		return append(evs, afterCalls(s)...), nil
	}
	return append(evs, afterOrders(s)...), nil // instead of giving orders: his phase ends [L2820-2822, L2837-2843]
}

// toEdge puts leader l, now In Pursuit, on the map edge his cavalry left
// by (not off the map this turn), or leaves him where he is when no path
// free of enemy units and ZOC leads there [L2824-2830].
func toEdge(s *rules.State, bd *board, l *rules.Unit) rules.Event {
	name := s.UnitName(l.ID)
	h, ok := wayToEdge(s, bd, l)
	if !ok {
		return rules.Event{Kind: "pursuit", Side: l.Side, Unit: l.ID, Text: name + " goes In Pursuit but no path free of enemy units and ZOC leads to the map edge: he stays where he is and cannot enter the Pursuit box from there [L2827-2830]"}
	}
	b, _ := s.Base(l.Bases[0])
	b.Shape = b.Shape.At(geom.Pose{Pos: bd.m.Layout.Centre(h)})
	return rules.Event{Kind: "pursuit", Side: l.Side, Unit: l.ID, Base: b.ID, Text: fmt.Sprintf("%s goes In Pursuit: he moves to %s on the map edge the cavalry left by, and leaves the map on a later Orders Phase [L2824-2843]", name, bd.m.Label(h))}
}

// leaderIntoBox takes leader l off the map into the Pursuit box.
func leaderIntoBox(s *rules.State, l *rules.Unit, text string) rules.Event {
	removeCounter(s, l)
	l.SetStatus(stGone, goneBox)
	return rules.Event{Kind: "pursuit", Side: l.Side, Unit: l.ID, Text: text}
}

// declineCalls ends phase pursuit: the leaders still called stay.
func declineCalls(s *rules.State) []rules.Event {
	for i := range s.Units {
		s.Units[i].SetStatus(stCall, 0)
	}
	ev := rules.Event{Kind: "pursuit", Side: s.Active, Text: "no other leader goes In Pursuit"}
	return append([]rules.Event{ev}, afterOrders(s)...)
}

// afterCalls asks the next call, or ends the Orders Phase.
func afterCalls(s *rules.State) []rules.Event {
	if pendingCall(s, s.Active) != nil {
		return nil
	}
	return afterOrders(s)
}

// checkRegroup checks a regroup order of the active leader.
func checkRegroup(s *rules.State, a rules.Action) (*rules.Unit, []*rules.Unit, error) {
	l := activeLeader(s)
	if l == nil || (a.Target != "" && a.Target != l.ID) {
		return nil, nil, refuse("not-active", "GBoH §10.43 [L2784-2788]", "the active leader gives the order to regroup")
	}
	name := s.UnitName(l.ID)
	switch {
	case l.Status[stPursuit] == 0:
		return nil, nil, refuse("not-in-pursuit", "GBoH §10.46 [L2812-2814]", "only a leader In Pursuit regroups pursuing cavalry; %s is not", name)
	case onTable(l) || l.Status[stGone] != goneBox:
		return nil, nil, refuse("not-in-box", "GBoH §10.43 [L2784-2788]", "%s must be in the Pursuit box to regroup its cavalry", name)
	case initiative(l)-s.Counters[ctOrders] < 1:
		return nil, nil, refuse("orders", "GBoH §4.22 [L474-475]", "%s has no Individual Order left", name)
	}
	return l, inBoxUnits(s, l.Side, goneBox, false), nil
}

// applyRegroup moves the Pursuit box's cavalry to the Regrouped box, the
// leader with them if he follows; with none there he goes alone. It costs
// one of his orders [L2785-2791, L2853-2857].
func applyRegroup(s *rules.State, a rules.Action) ([]rules.Event, error) {
	l, us, err := checkRegroup(s, a)
	if err != nil {
		return nil, err
	}
	s.SetCounter(ctOrders, s.Counters[ctOrders]+1)
	name := s.UnitName(l.ID)
	if len(us) == 0 {
		l.SetStatus(stGone, goneRegrouped)
		return []rules.Event{{Kind: "regroup", Side: l.Side, Unit: l.ID, Text: name + " goes alone into the Regrouped box: no cavalry is left in the Pursuit box [L2853-2857]"}}, nil
	}
	var ns []string
	for _, u := range us {
		u.SetStatus(stGone, goneRegrouped)
		u.SetStatus(stRegrouped, 1)
		ns = append(ns, s.UnitName(u.ID))
	}
	text := fmt.Sprintf("%s regroups %s: into the Regrouped box, back on the map from next turn [L2785-2796]", name, strings.Join(ns, ", "))
	if a.Args["follow"] == "yes" {
		l.SetStatus(stGone, goneRegrouped)
		text += "; he goes with them"
	} else {
		text += "; he stays in the Pursuit box (one of his own orders takes him later) [L2788-2791]"
	}
	return []rules.Event{{Kind: "regroup", Side: l.Side, Unit: l.ID, Text: text}}, nil
}

// returnPlan is where a return puts each counter.
type returnPlan struct {
	l     *rules.Unit
	us    []*rules.Unit
	at    []hex.Hex // us's hexes
	lAt   hex.Hex   // the leader's, if he comes back
	comes bool      // the leader comes back
}

// checkReturn checks the active leader's return order: In Pursuit, in the
// Regrouped box; his army's roll not failed this turn [L2799-2801]; each
// counter on a hex of the edge the cavalry left by, free of enemy
// counters and of other combat units.
func checkReturnOrder(s *rules.State, a rules.Action) (*returnPlan, error) {
	l := activeLeader(s)
	if l == nil || (a.Target != "" && a.Target != l.ID) {
		return nil, refuse("not-active", "GBoH §10.44 [L2796-2798]", "the active leader orders the return")
	}
	name := s.UnitName(l.ID)
	switch {
	case l.Status[stPursuit] == 0:
		return nil, refuse("not-in-pursuit", "GBoH §10.46 [L2812-2814]", "only a leader In Pursuit brings pursuing cavalry back; %s is not", name)
	case onTable(l) || l.Status[stGone] != goneRegrouped:
		return nil, refuse("not-in-box", "GBoH §10.44 [L2793-2798]", "%s must be in the Regrouped box to bring its cavalry back", name)
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	p := &returnPlan{l: l, us: inBoxUnits(s, l.Side, goneRegrouped, true)}
	if len(p.us) > 0 {
		switch {
		case s.Counters[ctReturnFail]&(1<<l.Side) != 0:
			return nil, refuse("return-failed", "GBoH §10.44 [L2798-2801]", "%s's army failed its return roll this turn: its cavalry stays off the map until next turn", s.Sides[l.Side].Name)
		case initiative(l)-s.Counters[ctOrders] < 1:
			return nil, refuse("orders", "GBoH §4.22 [L474-475]", "%s has no Individual Order left", name)
		}
	} else if len(inBoxUnits(s, l.Side, goneRegrouped, false)) > 0 {
		return nil, refuse("too-soon", "GBoH §10.44 [L2793-2796]", "the cavalry in the Regrouped box regrouped this turn: it comes back from the next")
	}
	taken := map[hex.Hex]bool{}
	free := func(h hex.Hex, combat bool) error {
		switch {
		case !bd.m.Contains(h) || bd.m.EdgeDist(edgeLeft(l.Side), h) != 0:
			return refuse("not-edge", "GBoH §10.44 [L2803-2805]", "%s is not a hex of the map edge the cavalry left by", bd.m.Label(h))
		case !bd.canEnter(l, h):
			return refuse("prohibited", "GBoH §10.44 [L2803-2805]", "%s cannot be entered", bd.m.Label(h))
		}
		for _, o := range bd.occupants(s)[h] {
			if o.u.Side != l.Side || (combat && isCombat(o.u)) {
				return refuse("occupied", "GBoH §6.6 [L1351-1359]", "%s holds %s", bd.m.Label(h), s.UnitName(o.u.ID))
			}
		}
		if combat && taken[h] {
			return refuse("occupied", "GBoH §6.6 [L1351-1355]", "two units cannot come back on %s", bd.m.Label(h))
		}
		return nil
	}
	firstFree := func(combat bool) (hex.Hex, bool) {
		for _, h := range bd.m.Edge(edgeLeft(l.Side)) {
			if free(h, combat) == nil && (!combat || !taken[h]) {
				return h, true
			}
		}
		return hex.Hex{}, false
	}
	chosen := map[string]string{}
	if v := a.Args["at"]; v != "" {
		for _, kv := range strings.Split(v, ",") {
			id, lab, ok := strings.Cut(strings.TrimSpace(kv), "=")
			if !ok {
				return nil, refuse("at", "GBoH §10.44 [L2803-2805]", "at lists unit=hex pairs, not %q", kv)
			}
			chosen[id] = lab
		}
	}
	for _, u := range p.us {
		h, ok := hex.Hex{}, false
		if lab, named := chosen[u.ID]; named {
			var perr error
			if h, perr = bd.m.ParseLabel(lab); perr != nil {
				return nil, refuse("at", "GBoH §10.44 [L2803-2805]", "no hex %q on the map", lab)
			}
			if err := free(h, true); err != nil {
				return nil, err
			}
		} else if h, ok = firstFree(true); !ok {
			return nil, refuse("no-room", "GBoH §10.44 [L2803-2805]", "no free hex is left on the map edge for %s", s.UnitName(u.ID))
		}
		taken[h] = true
		p.at = append(p.at, h)
	}
	switch {
	case len(p.us) > 0:
		if a.Args["follow"] == "yes" {
			p.comes, p.lAt = true, p.at[0]
		}
	default:
		p.comes = true
		if lab := a.Args["hex"]; lab != "" {
			h, perr := bd.m.ParseLabel(lab)
			if perr != nil {
				return nil, refuse("at", "GBoH §10.48 [L2859-2863]", "no hex %q on the map", lab)
			}
			if err := free(h, false); err != nil {
				return nil, err
			}
			p.lAt = h
		} else if h, ok := firstFree(false); ok {
			p.lAt = h
		} else {
			return nil, refuse("no-room", "GBoH §10.48 [L2859-2863]", "no hex of the map edge is free of the enemy for %s", name)
		}
	}
	return p, nil
}

// applyReturn rolls the return [L2797-2806]: d10 + Charisma, 5 or less the
// cavalry stays off the map until next turn (even with a second leader
// there), 6 or more it comes back on the edge, facing into the map (a
// reading), its order for this phase had; the leader comes back with it
// or stays, and loses his marker when he comes back [L2864-2865]. Alone
// he comes back without a roll [L2859-2863].
func applyReturn(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	p, err := checkReturnOrder(s, a)
	if err != nil {
		return nil, err
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	l := p.l
	name := s.UnitName(l.ID)
	var evs []rules.Event
	if len(p.us) > 0 {
		v, roll, err := die(d)
		if err != nil {
			return nil, err
		}
		ch := rating(l, keyCharisma)
		ev := rules.Event{Kind: "return", Side: l.Side, Unit: l.ID, Rolls: []dice.Roll{roll},
			Facts: []rules.Fact{{Name: "die", Value: v, Rule: "GBoH §10.44 [L2797-2799]"}, {Name: "charisma", Value: ch}, {Name: "total", Value: v + ch}}}
		head := fmt.Sprintf("%s tries to bring the Regrouped box's cavalry back: die %d + Charisma %d = %d", name, v, ch, v+ch)
		if v+ch <= 5 {
			s.SetCounter(ctReturnFail, s.Counters[ctReturnFail]|1<<l.Side)
			ev.Text = head + ": 5 or less, it stays off the map until next turn [L2798-2801]"
			return []rules.Event{ev}, nil
		}
		ev.Text = head + ": 6 or more, it comes back [L2801-2805]"
		evs = append(evs, ev)
		s.SetCounter(ctOrders, s.Counters[ctOrders]+1)
		for k, u := range p.us {
			u.SetStatus(stGone, 0)
			u.SetStatus(stRegrouped, 0)
			u.SetStatus(stOrdered, 1) // its return is its order this phase (a reading)
			u.Formation = ""
			b := placeCounter(s, bd, u, p.at[k], hex.One(p.at[k], facingToward(bd, u.Side, p.at[k])))
			evs = append(evs, rules.Event{Kind: "return", Side: u.Side, Unit: u.ID, Base: b, Text: fmt.Sprintf("%s comes back on %s [L2803-2805]", s.UnitName(u.ID), bd.m.Label(p.at[k]))})
		}
	}
	if !p.comes {
		return append(evs, rules.Event{Kind: "return", Side: l.Side, Unit: l.ID, Text: name + " stays in the Regrouped box [L2805-2806]"}), nil
	}
	l.SetStatus(stGone, 0)
	l.SetStatus(stPursuit, 0)
	b := placeCounter(s, bd, l, p.lAt, hex.One(p.lAt, 0))
	return append(evs, rules.Event{Kind: "return", Side: l.Side, Unit: l.ID, Base: b, Text: fmt.Sprintf("%s comes back on %s and is no longer In Pursuit [L2805-2806, L2864-2865]", name, bd.m.Label(p.lAt))}), nil
}

// placeCounter puts u's counter back on the map at hex h (a combat unit
// at pose at): a combat unit's square counter, a leader's round one the
// size of a friendly leader's on the map (half a hex if none). It returns
// the base's id.
func placeCounter(s *rules.State, bd *board, u *rules.Unit, h hex.Hex, at hex.Unit) string {
	size := bd.m.Layout.Size
	b := table.Base{ID: u.ID + ".1", Unit: u.ID, Side: u.Side}
	for n := 2; ; n++ {
		if _, taken := s.Base(b.ID); !taken {
			break
		}
		b.ID = fmt.Sprintf("%s.%d", u.ID, n)
	}
	if isIndividual(u) {
		b.Round = true
		b.Shape.Width, b.Shape.Depth = size/2, size/2
		for _, o := range s.Table.Bases {
			if o.Round && o.Side == u.Side {
				b.Shape.Width, b.Shape.Depth = o.Shape.Width, o.Shape.Depth
				break
			}
		}
		b.Shape = b.Shape.At(geom.Pose{Pos: bd.m.Layout.Centre(h)})
	} else {
		b.Shape.Width, b.Shape.Depth = hex.CounterSize(size, isDouble(u), false)
		b.Shape = b.Shape.At(bd.m.Layout.Pose(at))
	}
	s.Table.Bases = append(s.Table.Bases, b)
	u.Bases = []string{b.ID}
	return b.ID
}

// boxOffers are the active leader's offers of the boxes in his Orders
// Phase (phase orders), and the calls of phase pursuit.
func boxOffers(s *rules.State, side int, add func(string, rules.Action, ...string)) {
	if s.Phase == PhasePursuitCall {
		for i := range s.Units {
			l := &s.Units[i]
			if l.Side != side || l.Status[stCall] == 0 {
				continue
			}
			a := rules.Action{Kind: KindInPursuit, Side: side, Target: l.ID}
			if l.Status[stCall] == 2 {
				add(fmt.Sprintf("Ride into the Pursuit box: %s, with the cavalry", s.UnitName(l.ID)), a, "he was stacked with it [L2767-2770]")
			} else {
				add(fmt.Sprintf("In Pursuit: %s goes to the map edge", s.UnitName(l.ID)), a, "a unit within his Range rode into the Pursuit box; he gives no orders to other units while In Pursuit [L2815-2830, L2848-2851]")
			}
		}
		add("No other leader goes In Pursuit", rules.Action{Kind: rules.KindEndPhase, Side: side})
		return
	}
	l := activeLeader(s)
	if l == nil {
		return
	}
	name := s.UnitName(l.ID)
	switch {
	case onTable(l) && l.Status[stPursuit] == 1:
		add(fmt.Sprintf("Enter the Pursuit box: %s", name), rules.Action{Kind: KindInPursuit, Side: side, Target: l.ID}, "from the map edge the cavalry left by, instead of giving orders [L2832-2843]")
	case onTable(l):
		if len(inBoxUnits(s, side, goneBox, false))+len(inBoxUnits(s, side, goneRegrouped, false)) > 0 {
			add(fmt.Sprintf("In Pursuit: %s goes to the map edge", name), rules.Action{Kind: KindInPursuit, Side: side, Target: l.ID}, "instead of giving orders; only a leader In Pursuit regroups and brings back pursuing cavalry [L2812-2843]")
		}
	case l.Status[stGone] == goneBox:
		if len(inBoxUnits(s, side, goneBox, false)) == 0 {
			add(fmt.Sprintf("Regrouped box: %s goes alone", name), rules.Action{Kind: KindRegroup, Side: side, Target: l.ID}, "one of his orders [L2788-2791, L2853-2857]")
			return
		}
		add(fmt.Sprintf("Regroup the cavalry of the Pursuit box, %s with it", name), rules.Action{Kind: KindRegroup, Side: side, Target: l.ID, Args: map[string]string{"follow": "yes"}}, "to the Regrouped box: back on the map from next turn [L2781-2796]")
		add(fmt.Sprintf("Regroup the cavalry of the Pursuit box, %s staying", name), rules.Action{Kind: KindRegroup, Side: side, Target: l.ID}, "he may follow later by one of his orders [L2788-2791]")
	case l.Status[stGone] == goneRegrouped:
		if len(inBoxUnits(s, side, goneRegrouped, false)) == 0 {
			add(fmt.Sprintf("Return alone: %s comes back on the map edge", name), rules.Action{Kind: KindReturn, Side: side, Target: l.ID}, "no cavalry is left in the Regrouped box [L2859-2865]")
			return
		}
		add(fmt.Sprintf("Return the Regrouped cavalry, %s with it — needs 6 or more with Charisma %d", name, rating(l, keyCharisma)), rules.Action{Kind: KindReturn, Side: side, Target: l.ID, Args: map[string]string{"follow": "yes"}}, "d10 + Charisma; on the edge it left by [L2797-2806]")
		add(fmt.Sprintf("Return the Regrouped cavalry, %s staying — needs 6 or more with Charisma %d", name, rating(l, keyCharisma)), rules.Action{Kind: KindReturn, Side: side, Target: l.ID}, "d10 + Charisma; on the edge it left by [L2797-2806]")
	}
}
