package bloodblades

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Zones of control in group moves (bnb.md §7.9 [L1402], doc.go A23): a
// base of the group that starts in an enemy ZoC must end in close combat
// (checkGroupLegal); "if possible, with the base that zocs it", and of
// the moves that do, "first the most straight ahead". [L1697]'s alignment
// is for an isolated base only: a base in a group is none.

// groupZocEngagement checks the zocced bases' choice of enemy and move
// in group move g:
//   - when some zocced base ends in close combat with no enemy zoccing
//     it, the move is refused if one of the group's manoeuvres into
//     contact (zocCandidates) takes every zocced base into close combat
//     with a zoccer of its own ("zoc-zoccer");
//   - the move must rank no worse (zocRank: the least turn, then the
//     shortest) than the best of those manoeuvres that engage as it does
//     — every zocced base with a zoccer when the move does so, else with
//     any enemy (bestGroupEngaging): "zoc-ahead" when that one goes
//     straight ahead, "zoc-straightest" when it turns.
func groupZocEngagement(s *rules.State, g *groupPlan) *rules.Violation {
	if !g.holdsZocced() {
		return nil
	}
	// The searches' answers are remembered (zocmemo.go), keyed by the
	// state g was prepared on and checked on, hashed once for the check.
	k := g.keyed
	if k == nil || k.s != s {
		k = &keyedState{s: s}
	}
	state := k.stateKey()
	withZoccer := g.engagesAt(s, g.ends(), true)
	if !withZoccer {
		h := zoccerMemo.get(groupQuestion(state, g, true), func() groupZocMove { return summarise(firstZoccerEngaging(s, g)) })
		if h.found {
			return &rules.Violation{Code: "zoc-zoccer", Rule: "BnB §7.9 [L1402]", Bases: g.zoccedIDs(), Areas: h.shownAreas(),
				Msg: fmt.Sprintf("%s in the zone of control of an enemy and the group can take %s into close combat with %s (%s, shown): it must rather than with another enemy",
					g.zoccedNames(), them(len(g.zoccedIDs())), g.zoccerNames(s), h.manoeuvre)}
		}
	}
	h := bestMemo.get(groupQuestion(state, g, withZoccer), func() groupZocMove { return summarise(bestGroupEngaging(s, g, withZoccer)) })
	if !h.found || !h.rank.better(g.rank()) {
		return nil
	}
	if h.ahead {
		return &rules.Violation{Code: "zoc-ahead", Rule: "BnB §7.9 [L1402]", Bases: g.zoccedIDs(), Areas: h.shownAreas(),
			Msg: fmt.Sprintf("%s in the zone of control of an enemy and the group can go into close combat straight ahead: the move most straight ahead comes first, so it must (take the offer \"%s\")",
				g.zoccedNames(), h.label)}
	}
	have, want := g.rank(), h.rank
	return &rules.Violation{Code: "zoc-straightest", Rule: "BnB §7.9 [L1402]", Bases: g.zoccedIDs(), Areas: h.shownAreas(),
		Msg: fmt.Sprintf("%s in the zone of control of an enemy: the group must go into close combat by the move most straight ahead, then the shortest; this one turns %.1f° and moves %s, %s (shown) %.1f° and %s (take the offer \"%s\")",
			g.zoccedNames(), geom.Deg(have.turn), g.c.mu(have.length), h.manoeuvre, geom.Deg(want.turn), g.c.mu(want.length), h.label)}
}

// firstZoccerEngaging is the first of g's manoeuvres into contact
// (zocCandidates) passing every other rule that takes every zocced base
// into close combat with a zoccer of its own.
func firstZoccerEngaging(s *rules.State, g *groupPlan) (*groupPlan, bool) {
	for _, a := range zocCandidates(s, g) {
		if h, ok := legalEngaging(s, a, true); ok {
			return h, true
		}
	}
	return nil, false
}

// bestGroupEngaging is the manoeuvre into contact of g (zocCandidates)
// that [L1402] puts first (bestRanked) among those passing every other
// rule that take every zocced base into close combat — with a zoccer of
// its own when zoccer is set (engagingSearch.best).
func bestGroupEngaging(s *rules.State, g *groupPlan, zoccer bool) (*groupPlan, bool) {
	return newEngagingSearch(s, g).best(zoccer)
}

// engagingSearch is bestGroupEngaging's search for g, which may be asked
// both ways (with a zoccer, then with any enemy: zocContactOffer): each
// candidate manoeuvre is checked (checkGroupLegal) once, when first
// needed, whichever enemies it is asked to engage.
type engagingSearch struct {
	s     *rules.State
	g     *groupPlan
	cands []rules.Action
	turns []float64
	order []int        // the candidates, the least turn first
	plans []*groupPlan // checkGroupLegal's plan of each candidate checked, nil when refused
	done  []bool       // which candidates are checked
	zoc   *zocRefusals
}

func newEngagingSearch(s *rules.State, g *groupPlan) *engagingSearch {
	cands := zocCandidates(s, g)
	e := &engagingSearch{s: s, g: g, cands: cands, turns: make([]float64, len(cands)), order: make([]int, len(cands)),
		plans: make([]*groupPlan, len(cands)), done: make([]bool, len(cands)), zoc: newZocRefusals(s)}
	for i, a := range cands {
		e.order[i], e.turns[i] = i, pathTurn(a.Moves[0].Path)
	}
	slices.SortStableFunc(e.order, func(i, j int) int { return cmp.Compare(e.turns[i], e.turns[j]) })
	return e
}

// engaging is legalEngaging of candidate i, its check made once.
func (e *engagingSearch) engaging(i int, zoccer bool) (*groupPlan, bool) {
	if !e.done[i] {
		e.done[i] = true
		// A candidate leaving a zocced base out of close combat is
		// refused (zocRefusals) and engages nothing.
		if !e.zoc.leftOut(e.cands[i]) {
			if h, err := checkGroupLegal(e.s, e.cands[i]); err == nil {
				e.plans[i] = h
			}
		}
	}
	h := e.plans[i]
	return h, h != nil && h.engagesAt(e.s, h.ends(), zoccer)
}

// best is the candidate [L1402] puts first (bestRanked) among those that
// engage as zoccer says. The candidates are checked the least turn first,
// and no further than the first that passes turns.
func (e *engagingSearch) best(zoccer bool) (*groupPlan, bool) {
	s, g := e.s, e.g
	var plans []*groupPlan
	var ranks []zocRank
	least := math.Inf(1)
	for _, i := range e.order {
		if e.turns[i] > least+DirTolerance {
			break
		}
		if h, ok := e.engaging(i, zoccer); ok {
			plans, ranks = append(plans, h), append(ranks, h.rank())
			least = math.Min(least, e.turns[i])
		}
	}
	k := bestRanked(ranks)
	if k < 0 {
		return nil, false
	}
	if h := plans[k]; pattern(h.steps) == "PF" {
		// The pivots were tried by whole degrees: a finer one may do.
		left, turn := h.steps[0].kind == stepPivotLeft, pathTurn(h.paths[0])
		for f := turn - geom.Rad(ImpetuousPivotStep-zocTurnFine); f < turn-geom.Rad(zocTurnFine)/2; f += geom.Rad(zocTurnFine) {
			if a, ok := groupToContact(s, g, left, f); ok {
				if fine, ok := legalEngaging(s, a, zoccer); ok {
					plans, ranks = append(plans, fine), append(ranks, fine.rank())
					break
				}
			}
		}
		k = bestRanked(ranks)
	}
	return plans[k], true
}

// groupZocLabel is the label of the offer making group move h, the one
// [L1402] puts first.
func groupZocLabel(h *groupPlan) string {
	if pattern(h.steps) == "F" {
		return groupContactLabel(h.c, len(h.who), h.length)
	}
	return fmt.Sprintf("Engage, group of %d: %s (ZoC [L1402])", len(h.who), h.manoeuvre())
}

// rank is how group move g ranks for [L1402]: its manoeuvre's turn
// (pathTurn: every base turns alike) and length.
func (g *groupPlan) rank() zocRank {
	return zocRank{turn: pathTurn(g.paths[0]), length: g.length}
}

// pathTurn is the turn (radians) of the facing along path p, every leg's
// counted, an about-face as a half turn: a group manoeuvre goes only
// straight ahead between its turns, so this is how far it is from
// straight ahead (offStraight's reading for a single base).
func pathTurn(p geom.Path) float64 {
	turn := 0.0
	for _, l := range p.Legs() {
		if kindOf(l) == legAboutFace {
			turn += math.Pi
			continue
		}
		turn += math.Abs(l.Turn())
	}
	return turn
}

// legalEngaging checks the group move a with every rule but this one
// (checkGroupLegal) and reports whether it takes every zocced base into
// close combat, with a zoccer of its own when zoccer is set.
func legalEngaging(s *rules.State, a rules.Action, zoccer bool) (*groupPlan, bool) {
	h, err := checkGroupLegal(s, a)
	if err != nil {
		return nil, false
	}
	return h, h.engagesAt(s, h.ends(), zoccer)
}

// holdsZocced reports whether a base of g starts in an enemy ZoC.
func (g *groupPlan) holdsZocced() bool {
	for _, z := range g.zoccers {
		if len(z) > 0 {
			return true
		}
	}
	return false
}

// ends are the bases' shapes where their paths end.
func (g *groupPlan) ends() []geom.Rect {
	out := make([]geom.Rect, len(g.who))
	for k, m := range g.who {
		out[k] = m.base.Shape.At(g.paths[k].End())
	}
	return out
}

// endAreas are the bases' outlines where their paths end.
func (g *groupPlan) endAreas() []geom.Polygon {
	var out []geom.Polygon
	for _, r := range g.ends() {
		out = append(out, r.Polygon())
	}
	return out
}

// engagesAt reports whether every zocced base of g, at ends, is in close
// combat (G9): with an enemy zoccing it when zoccer is set, else with
// any.
func (g *groupPlan) engagesAt(s *rules.State, ends []geom.Rect, zoccer bool) bool {
	for k, zs := range g.zoccers {
		if len(zs) == 0 {
			continue
		}
		if _, ok := inCombatAt(s, g.who[k].base, ends[k]); !ok {
			return false
		}
		if zoccer && !fightsOneOf(s, ends[k], zs) {
			return false
		}
	}
	return true
}

// fightsOneOf reports whether a base at r is in close combat with one of
// the bases ids.
func fightsOneOf(s *rules.State, r geom.Rect, ids []string) bool {
	for _, id := range ids {
		if InCloseCombat(r, mustBase(s, id).Shape) {
			return true
		}
	}
	return false
}

func (g *groupPlan) zoccedIDs() []string {
	var out []string
	for k, zs := range g.zoccers {
		if len(zs) > 0 {
			out = append(out, g.who[k].base.ID)
		}
	}
	return out
}

// zoccedNames is "a (Sp) is" or "a (Sp), b (Sp) are".
func (g *groupPlan) zoccedNames() string {
	var names []string
	for k, zs := range g.zoccers {
		if len(zs) > 0 {
			names = append(names, g.who[k].name())
		}
	}
	if len(names) == 1 {
		return names[0] + " is"
	}
	return joinNames(names) + " are"
}

// zoccerNames names the enemies zoccing the group's bases.
func (g *groupPlan) zoccerNames(s *rules.State) string {
	seen := map[string]bool{}
	var names []string
	for _, zs := range g.zoccers {
		for _, z := range zs {
			if !seen[z] {
				seen[z] = true
				names = append(names, name(s, z))
			}
		}
	}
	return joinNames(names)
}

func joinNames(names []string) string {
	out := ""
	for i, n := range names {
		switch {
		case i == 0:
		case i == len(names)-1:
			out += " and "
		default:
			out += ", "
		}
		out += n
	}
	return out
}

func them(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}

// zocCandidates are the group manoeuvres into contact by which a zocced
// base of g could reach its zoccer [L1402] (A23's group reading): straight
// ahead to the first base met; a pivot left or right to the first base
// met; a pivot of at most PivotLimitMU [L1614] (in ImpetuousPivotStep)
// then straight ahead to the first base met; for a group of skirmishers,
// an about-face then straight ahead to the first base met [L1498]. Each
// still has to pass the group move's rules.
func zocCandidates(s *rules.State, g *groupPlan) []rules.Action {
	var out []rules.Action
	if a, ok := groupToContact(s, g, false, 0); ok {
		out = append(out, a)
	}
	if !slices.ContainsFunc(g.who, func(m mover) bool { return !m.troop.Is(Skirmisher) }) {
		if a, ok := groupAboutToContact(s, g); ok {
			out = append(out, a)
		}
	}
	radius := frontSpan(g)
	if radius <= geom.Eps {
		return out
	}
	for _, left := range []bool{true, false} {
		if a, ok := groupPivotToContact(s, g, left, radius); ok {
			out = append(out, a)
		}
		limit := g.c.Cm(PivotLimitMU) / radius
		for deg := ImpetuousPivotStep; geom.Rad(deg) <= limit+geom.Eps; deg += ImpetuousPivotStep {
			if a, ok := groupToContact(s, g, left, geom.Rad(deg)); ok {
				out = append(out, a)
			}
		}
	}
	return out
}

// frontSpan is the distance (cm) between the outer front corners of g's
// front (G21): the radius of its pivots (G24).
func frontSpan(g *groupPlan) float64 {
	shapes := make([]geom.Rect, len(g.who))
	for k, m := range g.who {
		shapes[k] = m.base.Shape
	}
	front := Front(shapes)
	return shapes[front[0]].CornerAt(geom.FL).Dist(shapes[front[len(front)-1]].CornerAt(geom.FR))
}

// contactFilter is what stops a base of g moving into contact: the table
// edge, terrain impassable to it, and any base outside the group.
func contactFilter(g *groupPlan, m mover) table.Filter {
	return table.Filter{Edges: true, SkipBase: func(o *table.Base) bool { return g.moving(o.ID) },
		Blocks: impassableFor(g.c, m.troop)}
}

// reachFar is as far (cm) as any base of g could move: the longest
// allowance of its types, with the Fast bonus's MU.
func reachFar(s *rules.State, g *groupPlan) float64 {
	d := 0.0
	for _, m := range g.who {
		row := moveRow(g.c, m.unit, m.troop)
		d = max(d, g.c.Cm(max(row[colGGo], row[colRoad])+1))
	}
	return d
}

// groupToContact is the group move of g pivoting by turn radians (none
// when 0) on its front's left or right corner (GroupPivot), then going
// straight ahead until a base of it meets a base outside the group; ok is
// false when none is met within reachFar.
func groupToContact(s *rules.State, g *groupPlan, left bool, turn float64) (rules.Action, bool) {
	return aheadToContact(s, g, GroupPivot(s, g.who[0].base.Side, g.ids(), left, turn), turn != 0)
}

// groupAboutToContact is the skirmishers' group move of g [L1498]: an
// about-face, then straight ahead until a base of it meets a base
// outside the group.
func groupAboutToContact(s *rules.State, g *groupPlan) (rules.Action, bool) {
	return aheadToContact(s, g, GroupAboutFace(s, g.who[0].base.Side, g.ids()), true)
}

// aheadToContact is the one-step group move a (kept when keep, else
// dropped) followed by straight ahead until a base of g meets a base
// outside the group; ok is false when none is met within reachFar.
func aheadToContact(s *rules.State, g *groupPlan, a rules.Action, keep bool) (rules.Action, bool) {
	far := reachFar(s, g)
	d, met := far, false
	for k, m := range g.who {
		at := a.Moves[k].Path.End()
		r := m.base.Shape.At(at)
		sw := s.Table.Sweep(r, geom.Path{at, {Pos: at.Pos.Add(r.Forward().Scale(far)), Facing: at.Facing}}, contactFilter(g, m))
		if !sw.Clear && sw.Hit.Base != "" {
			d, met = math.Min(d, sw.Stop.Pos.Dist(at.Pos)), true
		}
	}
	if !met || d <= geom.Eps {
		return rules.Action{}, false
	}
	for k := range a.Moves {
		p := a.Moves[k].Path
		end := p.End()
		next := geom.Pose{Pos: end.Pos.Add(geom.Dir(end.Facing).Scale(d)), Facing: end.Facing}
		if !keep {
			p = p[:1]
		}
		a.Moves[k].Path = append(p, next)
	}
	return a, true
}

// groupPivotToContact is g's pivot left or right (G24) up to a quarter
// turn, or as far as the moving corner's arc (A22) may go, stopped where
// a base of it first meets a base outside the group; ok is false when
// none is met.
func groupPivotToContact(s *rules.State, g *groupPlan, left bool, radius float64) (rules.Action, bool) {
	turn := math.Min(math.Pi/2, reachFar(s, g)/radius)
	a := GroupPivot(s, g.who[0].base.Side, g.ids(), left, turn)
	least, met := turn, false
	for k, m := range g.who {
		sw := s.Table.Sweep(m.base.Shape, a.Moves[k].Path, contactFilter(g, m))
		if !sw.Clear && sw.Hit.Base != "" {
			least, met = math.Min(least, math.Abs(geom.NormAngle(sw.Stop.Facing-m.base.Shape.Facing))), true
		}
	}
	if !met || least <= rigidTurn {
		return rules.Action{}, false
	}
	return GroupPivot(s, g.who[0].base.Side, g.ids(), left, least), true
}

// groupContactLabel is the label of the offer taking a group of n bases
// d cm straight ahead into contact.
func groupContactLabel(c Config, n int, d float64) string {
	return fmt.Sprintf("Advance the group of %d %.1f MU into contact (ZoC [L1402])", n, c.InMU(d))
}
