package gboh

import (
	"fmt"
	"strings"

	"plateau/rules"
)

// checkMove checks a move on an Individual Order [L816-834] and returns
// its plan: one counter, of the active leader's side, that has not had its
// order this phase [L884-886], not routed, ordered by the active leader
// within his Command Range [L459-468] with an order left [L474-475].
// Leaders: the active leader moves himself on one of his orders; the CinC
// may move another leader (2 orders if he is in an enemy ZOC) [L562-598];
// a leader other than the CinC in an enemy ZOC gives no orders
// [L587-594]; the CinC leaves an enemy ZOC on 2 orders (A6).
func checkMove(s *rules.State, a rules.Action) (*plan, error) {
	if len(a.Moves) != 1 {
		return nil, refuse("one-unit", "GBoH §6.21 [L1122-1124]", "one unit moves at a time: its move ends before another's begins")
	}
	m := a.Moves[0]
	bu, ok := s.UnitOf(m.Base)
	if !ok {
		return nil, fmt.Errorf("gboh: no base %q", m.Base)
	}
	name := s.UnitName(bu.ID)
	switch {
	case bu.Side != a.Side:
		return nil, refuse("not-yours", "GBoH §3 [L383-386]", "%s is the enemy's", name)
	case bu.Status[stOrdered] == 1:
		return nil, refuse("once", "GBoH §5.25 [L884-886, L1087-1090]", "%s has moved this Orders Phase already: once per phase", name)
	case bu.Status[stRouted] == 1:
		return nil, refuse("routed", "GBoH §10.2 [L2524-2608]", "%s is routed: it takes no orders", name)
	case bu.Status[stRallied] == 1:
		return nil, refuse("rallied", "GBoH §10.4 [L2681-2683]", "%s rallied this turn: it takes no order before the next", name)
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, err
	}
	orders, err := orderFor(s, bd, bu)
	if err != nil {
		return nil, err
	}
	p, err := planMove(s, bd, m)
	if err != nil {
		return nil, err
	}
	p.orders = orders
	if err := checkAltitude(s, p, a); err != nil {
		return nil, err
	}
	if err := checkImpetuousMove(s, bd, p); err != nil {
		return nil, err
	}
	if bu.Status[stPursued] == 1 && p.hexed {
		return nil, refuse("pursued", "GBoH §10.3 [L2712-2716]", "%s stopped its pursuit: it does not move again this turn (it may re-face)", name)
	}
	if a.Args["fire"] != "" {
		if err := checkMoveFire(s, bd, a, p); err != nil {
			return nil, err
		}
		p.fire = a.Args["fire"]
	}
	if a.Args["return"] != "" {
		if err := checkReturn(s, bd, a, p); err != nil {
			return nil, err
		}
		p.back = true
	}
	if a.Args["with"] != "" {
		if p.with, err = checkWith(s, bd, a.Args["with"], bu); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// applyMove moves the counter and applies the move's effects: the
// orders spent, the Moved side [L1092-1093] and its Cohesion hit for a
// second move in the turn [L1092-1100], the terrain's hits as they occur
// [L1163-1166], the hits to units moved through [L1380-1386], the
// formation changed, and a rout when the hits reach the TQ [L2471-2473].
func applyMove(s *rules.State, p *plan) []rules.Event {
	b, _ := s.Base(p.base)
	b.Shape = b.Shape.At(p.end)
	u, _ := s.Unit(p.u.ID)
	if s.Used == nil {
		s.Used = map[string]float64{}
	}
	s.Used[p.base] = float64(p.cost)
	s.SetCounter(ctOrders, s.Counters[ctOrders]+p.orders)
	u.SetStatus(stOrdered, 1)
	if l := activeLeader(s); l != nil && p.hexed {
		l.SetStatus(stTrumper, 0) // his order is given; a pure facing change would not count [L1042-1046]
	}
	ev := rules.Event{Kind: "moved", Side: u.Side, Unit: u.ID, Base: p.base, Facts: []rules.Fact{
		{Name: "mp", Value: p.cost, Text: "MP spent", Rule: "GBoH §6.21 [L1120-1122]"},
		{Name: "ma", Value: ma(p.u), Text: "Movement Allowance", Rule: "GBoH §6.11 [L1080-1085]"},
		{Name: "orders", Value: p.orders, Text: "Individual Orders", Rule: "GBoH §4.22 [L474-475]"},
	}}
	text := fmt.Sprintf("%s moved, %d of %d MP", s.UnitName(u.ID), p.cost, ma(p.u)) + altitudeText(u.Status[stAlt], p.alt)
	u.SetStatus(stAlt, p.alt) // [L1403-1412]
	if isCombat(u) {
		hits, why := p.hits, append([]string(nil), p.why...)
		if u.Status[stMoved] == 1 {
			hits++
			why = append(why, "1 for moving again this turn [L1092-1100]")
		}
		u.SetStatus(stMoved, 1)
		if p.form != u.Formation {
			u.Formation = p.form
			text += map[bool]string{true: ", into Column [L1207-1215]", false: ", back to Normal formation [L1207-1212]"}[p.form == Column]
		}
		if hits > 0 {
			text += fmt.Sprintf("; Cohesion hits %d (%s)", hits, strings.Join(why, ", "))
			ev.Facts = append(ev.Facts, rules.Fact{Name: "hits", Value: hits, Text: "Cohesion hits", Rule: "GBoH §6.32 [L1157-1166]"})
		}
		text += addHits(s, u, hits)
	}
	ev.Text = text
	evs := []rules.Event{ev}
	for i := range s.Units {
		o := &s.Units[i]
		if n := p.passed[o.ID]; n > 0 {
			t := fmt.Sprintf("%s, moved through, takes %d Cohesion hit(s) [L1380-1386]", s.UnitName(o.ID), n) + addHits(s, o, n)
			evs = append(evs, rules.Event{Kind: "hits", Side: o.Side, Unit: o.ID, Text: t, Facts: []rules.Fact{{Name: "hits", Value: n, Rule: "GBoH §6.66 [L1380-1386]"}}})
		}
	}
	return evs
}

// addHits adds n Cohesion hits to u and routs it when its hits reach its
// TQ [L2471-2473]; the text says what happened, for the log.
func addHits(s *rules.State, u *rules.Unit, n int) string {
	if n == 0 {
		return ""
	}
	u.SetStatus(stHits, min(u.Status[stHits]+n, 20))
	if q := tq(u); u.Status[stRouted] == 0 && u.Status[stHits] >= q {
		u.SetStatus(stRouted, 1)
		return fmt.Sprintf("; with %d hits on TQ %d it routs [L2471-2473]", u.Status[stHits], q)
	}
	return ""
}

// orderFor is what it costs the active leader to order unit bu now (a
// move or a fire [L816-834]): nothing for a unit of this phase's Line
// Command [L836-847]; else Individual Orders (2 for the CinC or a leader
// he moves out of an enemy ZOC, A6 [L623-625, L1482-1487]), within his
// Command Range [L459-468] and his orders left [L474-475]; a leader other
// than the CinC in an enemy ZOC gives none [L587-594]; never Individual
// Orders in a phase of Line Commands [L449-457].
func orderFor(s *rules.State, bd *board, bu *rules.Unit) (int, error) {
	name := s.UnitName(bu.ID)
	l := activeLeader(s)
	if isTroll(bu) && !isMage(l) {
		return 0, refuse("troll-orders", "GBoH §12.10 [L4604-4606]", "%s are Trolls: they take orders only from a leader-mage, and %s is none", name, s.UnitName(l.ID))
	}
	if bu.Status[stLined] == 1 {
		return 0, nil // on the Line Command: no order spent [L836-847]
	}
	if s.Counters[ctLines] > 0 {
		return 0, refuse("mode", "GBoH §4.2 [L449-457]", "%s gives Line Commands this phase: no Individual Orders besides; %s is not of the Line commanded", s.UnitName(l.ID), name)
	}
	if bu != l && l.Status[stPursuit] == 1 {
		return 0, refuse("in-pursuit", "GBoH §10.48 [L2845-2851]", "%s is In Pursuit: he gives orders to no other unit, he only moves himself or leaves the map", s.UnitName(l.ID))
	}
	orders := 1
	lz := inEnemyZOC(s, l)
	switch {
	case bu == l:
		if lz && !isCinC(l) {
			return 0, refuse("leader-zoc", "GBoH §4.27 [L587-594]", "%s is in an enemy ZOC: a leader other than the CinC gives no orders there, not even to himself", name)
		}
		if lz {
			orders = 2 // A6 [L1482-1483]
		}
	case bu.Type == Leader:
		if !isCinC(l) {
			return 0, refuse("leader-order", "GBoH §4.26 [L562-585]", "%s moves on his own orders or his CinC's; %s is not the CinC", name, s.UnitName(l.ID))
		}
		if inEnemyZOC(s, bu) {
			orders = 2 // [L623-625, L1486-1487]
		}
	default:
		if lz && !isCinC(l) {
			return 0, refuse("leader-zoc", "GBoH §4.27 [L587-594]", "%s is in an enemy ZOC: he gives no orders", s.UnitName(l.ID))
		}
	}
	if bu != l {
		c, ok := bd.where(s, bu)
		if !ok || !bd.inRange(s, l, c.hex()) {
			return 0, refuse("range", "GBoH §4.21 [L459-468]",
				"%s is beyond %s's Command Range of %d hexes (a path free of enemy units, of enemy ZOC without a friendly combat unit, and of terrain he could not enter)", name, s.UnitName(l.ID), rating(l, keyRange))
		}
	}
	if left := initiative(l) - s.Counters[ctOrders]; orders > left {
		return 0, refuse("orders", "GBoH §4.22 [L474-475]", "%s has %d Individual Orders left of his %d (Initiative); this order takes %d", s.UnitName(l.ID), left, initiative(l), orders)
	}
	return orders, nil
}

// checkWith checks the individuals that move with combat unit u, staying
// stacked with it (Args["with"], ids separated by commas): the active
// leader who orders it, or gave its Line its Line Command [L573-576,
// L855-859, L868-875] (A7), and heroes [L2176-2182], each on u's hex.
func checkWith(s *rules.State, bd *board, ids string, u *rules.Unit) ([]string, error) {
	if !isCombat(u) {
		return nil, refuse("with", "GBoH §4.26 [L573-576]", "only a combat unit carries leaders and heroes with it")
	}
	uc, _ := bd.where(s, u)
	l := activeLeader(s)
	var out []string
	for _, id := range strings.Split(ids, ",") {
		x, ok := s.Unit(strings.TrimSpace(id))
		if !ok || !isIndividual(x) || x.Side != u.Side || x.Status[stOrdered] == 1 {
			return nil, refuse("with", "GBoH §4.26 [L573-576]", "%q is no leader or hero of %s's army free to move this phase", strings.TrimSpace(id), s.UnitName(u.ID))
		}
		if x.Type == Leader && x != l {
			return nil, refuse("with", "GBoH §4.26 [L573-576]", "%s is not the leader ordering %s: only he may follow it", s.UnitName(x.ID), s.UnitName(u.ID))
		}
		if xc, ok := bd.where(s, x); !ok || xc.hex() != uc.hex() {
			return nil, refuse("with", "GBoH §4.26 [L573-576, L2176-2182]", "%s is not stacked with %s", s.UnitName(x.ID), s.UnitName(u.ID))
		}
		out = append(out, x.ID)
	}
	return out, nil
}
