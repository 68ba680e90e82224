package musketpike

import (
	"fmt"
	"slices"
	"strconv"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/musketpike/charts"
)

// The retreat of a unit made Morale Broken (12.4.3 [L1220], spec §10.2):
// two hexes at once, away from the enemy whose fire broke it, by the
// retreat priorities of 11.4.2 [L1117-L1121] (P26): into no hex adjacent
// to that enemy, nor one another combat unit or an enemy leader holds
// (no counter stacks with an enemy's, [L597]), ending nearest its
// friendly map edge, then for the fewest MP; among those, the ends two
// hexes away ("s'éloigner", a reading), or if none the others. When
// those leave several
// ends, its owner chooses (status retreat: 1 + the enemy's index; phase
// retreat, his side to play, the action "retreat") once the fire is over;
// with none it rolls on the Unable to Retreat table [L1125], [L1129]. It
// may pass through friendly artillery, which it disables [L1123].

// KindRetreat answers the retreat choice: Target the unit, Args["to"] the
// index of the end chosen among those offered (retreatEnds).
const KindRetreat = "retreat"

// retreatHexes is how far a unit made Morale Broken retreats [L1220].
const retreatHexes = 2

// way is one retreat: where it ends, the path to there.
type way struct {
	end  hex.Unit
	path []hex.Unit
}

// retreatEnds are t's best retreats from the enemy e, one per end, in the
// order the paths come. It may pass through friendly artillery, which it
// disables [L1123], but through no other unit.
func retreatEnds(s *rules.State, bd *board, t, e *rules.Unit) []way {
	eAt, _, ok := bd.unitAt(s, e)
	if !ok {
		return nil
	}
	return retreatWays(s, bd, t, []hex.Unit{eAt}, retreatHexes)
}

// retreatWays are t's best retreats of n hexes away from the enemies
// (none may be entered next to one [L1117]), one per end (hex.RetreatPaths
// gives those ending n hexes away first, "s'éloigner", else the
// dog-legs).
func retreatWays(s *rules.State, bd *board, t *rules.Unit, enemies []hex.Unit, n int) []way {
	tAt, _, ok := bd.unitAt(s, t)
	if !ok {
		return nil
	}
	box := bd.hexBox(tAt.Hexes()).Grow(float64(n+1) * bd.m.Layout.Size)
	// Held: another combat unit's hexes [L1117], friendly guns aside
	// [L1123]; and an enemy leader's, as no counter stacks with an
	// enemy's (7.7 [L597]).
	var held []hex.Hex
	for _, o := range bd.occupants(s, box, nil) {
		combat := isCombat(o.u) && !(o.u.Type == Artillery && o.u.Side == t.Side) && !isPartner(t, o.u)
		if o.u != t && (combat || o.u.Side != t.Side) {
			held = append(held, o.at.Hexes()...)
		}
	}
	mv := moverOf(t)
	paths := bd.m.RetreatPaths(tAt, hex.Retreat{
		Side:  t.Side,
		Enemy: enemies,
		Hexes: n,
		Cost: func(from, to hex.Hex) int {
			c := bd.hexCost(mv, to).add(bd.sideCost(mv, from, to))
			if c.prohibited {
				return -1
			}
			return c.mp
		},
		Pass: func(h hex.Hex) bool { return !slices.Contains(held, h) },
	})
	var ends []way
	for _, p := range paths {
		end := p[len(p)-1]
		if !slices.ContainsFunc(ends, func(x way) bool { return sameHexes(x.end, end) }) {
			ends = append(ends, way{end, p})
		}
	}
	return ends
}

// isPartner reports whether o is the cavalry or light infantry stacked
// with t, which retreats with it [L1123] (false for fire's retreat, where
// t's partner is not in the way: it stands in t's own hex).
func isPartner(t, o *rules.Unit) bool { return cavalryPair(t, o) && o.Type != t.Type }

// retreat moves t, just made Morale Broken by r.cause's fire: at once
// when it has one way, after the fire by its owner's choice when it has
// several, on the Unable to Retreat table when it has none. It returns
// the result in words, to follow the break.
func (r *resolver) retreat(t *rules.Unit) string {
	if r.cause == nil || gone(t) {
		return ""
	}
	ends := retreatEnds(r.s, r.bd, t, r.cause)
	switch len(ends) {
	case 0:
		return r.unableToRetreat(t)
	case 1:
		return r.retreatTo(t, ends[0])
	}
	if r.auto {
		// In melee its owner chooses at once (meleechoice.go).
		var labels []string
		for _, w := range ends {
			labels = append(labels, fmt.Sprintf("%s retreats to %s", r.s.UnitName(t.ID), r.bd.label(w.end.L)))
		}
		return r.retreatTo(t, ends[r.choose(t.Side, t, "where "+r.s.UnitName(t.ID)+" retreats", "§10.2 [L1117]", labels)])
	}
	t.SetStatus(stRetreat, r.s.UnitIndex(r.cause.ID)+1)
	return fmt.Sprintf(", and must retreat two hexes: its owner chooses among %d ways [L1117]", len(ends))
}

// retreatTo moves t's counter along w: a unit without facing translates,
// as drawn [L1127]; friendly artillery it passes through is disabled
// [L1123].
func (r *resolver) retreatTo(t *rules.Unit, w way) string {
	tAt, b, ok := r.bd.unitAt(r.s, t)
	if !ok {
		return ""
	}
	var hit []string
	for _, o := range r.bd.occupants(r.s, r.bd.hexBox(append(w.end.Hexes(), tAt.L)).Grow(float64(retreatHexes)*r.bd.m.Layout.Size), nil) {
		if o.u.Type != Artillery || o.u.Side != t.Side || !isCombat(o.u) {
			continue
		}
		if slices.ContainsFunc(w.path, func(x hex.Unit) bool { return x.Occupies(o.at.L) }) {
			r.disable(o.u)
			hit = append(hit, r.s.UnitName(o.u.ID))
		}
	}
	delta := r.bd.m.Layout.Centre(w.end.L).Sub(r.bd.m.Layout.Centre(tAt.L))
	b.Shape = b.Shape.At(geom.Pose{Pos: b.Shape.Center.Add(delta), Facing: b.Shape.Facing})
	n := "two hexes"
	if len(w.path) == 1 {
		n = "one hex"
	}
	text := fmt.Sprintf(", and retreats %s to %s [L1220]", n, r.bd.label(w.end.L))
	for _, n := range hit {
		text += fmt.Sprintf("; through %s, which is disabled [L1123]", n)
	}
	return text
}

// unableToRetreat rolls on the Unable to Retreat table for t [L1125],
// [L1129] (the text gives its modifiers to the chart; the shipped one has
// none).
func (r *resolver) unableToRetreat(t *rules.Unit) string {
	dv, roll, err := r.roll()
	if err != nil {
		return ", and cannot retreat (no die: " + err.Error() + ")"
	}
	res := r.c.UnableToRetreat(dv, 0)
	text := fmt.Sprintf(", and cannot retreat: die %d on the Unable to Retreat table (%s): %s", dv, r.c.Label(), res.Fate)
	r.evs = append(r.evs, rules.Event{Kind: "roll", Side: t.Side, Unit: t.ID, Rolls: []dice.Roll{roll}, Text: r.s.UnitName(t.ID) + " cannot retreat [L1125]",
		Facts: []rules.Fact{{Name: "die", Value: dv, Text: "die", Rule: "M&P §9.4 [L1125]"}, {Name: "row", Value: res.Row, Text: res.Fate.String() + " (" + r.c.Label() + ")", Rule: "M&P §9.4 [L1129]"}}})
	switch res.Fate {
	case charts.Stand:
		t.SetStatus(stMorale, moraleShakenLevel) // it stands, Morale Shaken [L1129]
		text += ": it stands, Morale Shaken [L1129]"
	case charts.RetreatCasualty:
		t.SetStatus(stCasualties, t.Status[stCasualties]+1)
		text += ": one casualty"
		if t.Status[stCasualties] >= int(t.Profile[keySP]) {
			r.eliminate(t)
			text += ", eliminated [L889]"
		}
	default:
		r.eliminate(t)
		text += ": eliminated"
	}
	return text
}

// pendingRetreat is the first unit whose retreat waits for its owner.
func pendingRetreat(s *rules.State) *rules.Unit { return firstWith(s, stRetreat) }

// retreatFrom is the enemy u retreats from.
func retreatFrom(s *rules.State, u *rules.Unit) (*rules.Unit, bool) {
	return unitAt(s, u.Status[stRetreat])
}

// nextChoice hands the play to the owner of the next choice a fire left
// (an evasion, then a retreat), else back to the active wing.
func nextChoice(s *rules.State, d dice.Roller) ([]rules.Event, error) {
	if u := pendingEvasion(s); u != nil {
		s.Phase, s.Active = PhaseEvade, u.Side
		return []rules.Event{{Kind: "evade", Side: u.Side, Unit: u.ID, Text: fmt.Sprintf("%s may evade the artillery's formation hit into a flank hex [L941]", s.UnitName(u.ID))}}, nil
	}
	if u := pendingRetreat(s); u != nil {
		s.Phase, s.Active = PhaseRetreat, u.Side
		return []rules.Event{{Kind: "retreat", Side: u.Side, Unit: u.ID, Text: fmt.Sprintf("%s chooses where %s retreats [L1117]", s.Sides[u.Side].Name, s.UnitName(u.ID))}}, nil
	}
	if s.Counters[ctReactTo] > 0 {
		// The reactions a trigger offers come next (react.go).
		if s.Phase == PhaseEvade || s.Phase == PhaseRetreat || s.Phase == PhaseWing {
			s.Phase = PhaseReact
		}
		return resumeReactions(s, d)
	}
	if wc := activeWC(s); wc != nil && (s.Phase == PhaseEvade || s.Phase == PhaseRetreat) {
		s.Phase, s.Active = PhaseWing, wc.Side
	}
	return nil, nil
}

// checkRetreat checks a retreat answer.
func checkRetreat(s *rules.State, a rules.Action) (*rules.Unit, []way, int, error) {
	if err := inPhase(s, PhaseRetreat, "no unit's retreat waits for a choice"); err != nil {
		return nil, nil, 0, err
	}
	u, ok := s.Unit(a.Target)
	if !ok || u.Status[stRetreat] == 0 {
		return nil, nil, 0, &rules.Violation{Code: "no-retreat", Rule: "M&P §10.2 [L1220]", Msg: "name the unit whose retreat waits"}
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil, nil, 0, err
	}
	e, _ := retreatFrom(s, u)
	ends := retreatEnds(s, bd, u, e)
	k, err := strconv.Atoi(a.Args["to"])
	if len(ends) > 0 && (err != nil || k < 0 || k >= len(ends)) {
		return nil, nil, 0, &rules.Violation{Code: "no-retreat", Rule: "M&P §9.4 [L1117]", Msg: fmt.Sprintf("%s may retreat %d ways: to = 0 .. %d", s.UnitName(u.ID), len(ends), len(ends)-1)}
	}
	return u, ends, k, nil
}

// applyRetreat makes the retreat chosen (or, if the way is shut since,
// the Unable to Retreat roll), then the next choice.
func applyRetreat(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	u, ends, k, err := checkRetreat(s, a)
	if err != nil {
		return nil, err
	}
	bd, _ := boardOf(s)
	r := &resolver{s: s, bd: bd, c: bd.charts, d: d}
	u.SetStatus(stRetreat, 0)
	var text string
	if len(ends) == 0 {
		text = r.unableToRetreat(u)
	} else {
		text = r.retreatTo(u, ends[k])
	}
	evs := append(r.evs, rules.Event{Kind: "moved", Side: u.Side, Unit: u.ID, Text: s.UnitName(u.ID) + " is Morale Broken" + text})
	r.flush()
	refreshCommand(s)
	more, err := nextChoice(s, d)
	return append(evs, more...), err
}

// retreatOffers are the ways the unit whose retreat waits may go.
func retreatOffers(s *rules.State, side int) []rules.Offer {
	u := pendingRetreat(s)
	if u == nil || u.Side != side {
		return nil
	}
	bd, err := boardOf(s)
	if err != nil {
		return nil
	}
	e, _ := retreatFrom(s, u)
	var out []rules.Offer
	for k, w := range retreatEnds(s, bd, u, e) {
		out = append(out, rules.Offer{Label: fmt.Sprintf("%s retreats to %s", s.UnitName(u.ID), bd.label(w.end.L)), Detail: []string{"two hexes away from " + s.UnitName(e.ID) + ", by the retreat priorities (M&P §10.2 [L1220], §9.4 [L1117-L1121])"},
			Action: rules.Action{Kind: KindRetreat, Side: side, Target: u.ID, Args: map[string]string{"to": strconv.Itoa(k)}}, Bases: u.Bases})
	}
	if len(out) == 0 {
		out = append(out, rules.Offer{Label: s.UnitName(u.ID) + " cannot retreat: the Unable to Retreat table", Action: rules.Action{Kind: KindRetreat, Side: side, Target: u.ID, Args: map[string]string{"to": "0"}}, Bases: u.Bases})
	}
	return out
}
