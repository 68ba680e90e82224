package warmaster

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/warmaster/charge"
)

// Pursuit (wme.md §9.9; [L1554-1709]): who may pursue, basic pursuit
// straight ahead with the other elements placed by the rules, indirect
// pursuit placed as a charge, and support pursuit.

// pursuitPlan is where a pursuing unit's elements go.
type pursuitPlan struct {
	poses map[string]geom.Pose
	paths map[string]geom.Path
	how   string
	// supports names the friendly unit a support pursuit supports ("" for
	// a pursuit into contact), supportsID is its id.
	supports, supportsID string
	// mode is how the compulsory elements moved (pursuitStraight, ...),
	// and fixed are those elements: the others are free, placed where
	// the player wishes ([L1590], [L1616], [L1651]; pursuitfree.go).
	mode  pursuitMode
	fixed []string
	// args are the pursue action's Args that choose this plan rather
	// than the rules' pick (pursuitchoice.go), nil for the rules' pick;
	// variant and variantWhy say what it is, for its offer.
	args                map[string]string
	variant, variantWhy string
}

// pursuitMode is the kind of pursuit, which says which elements move
// compulsorily.
type pursuitMode int

const (
	// pursuitStraight: basic pursuit, the elements with the enemy in
	// front moving straight ahead into contact ([L1586-1588]).
	pursuitStraight pursuitMode = 1 + iota
	// pursuitIndirect: the first element placed in contact as a charge
	// ([L1614-1616]).
	pursuitIndirect
	// pursuitSupport: one element moving straight ahead into a place
	// behind or beside a friend fighting ([L1645]).
	pursuitSupport
)

// errNothingAhead: no element of the pursuer has the retreating unit
// straight ahead, so basic pursuit gives way to indirect pursuit
// ([L1610]).
var errNothingAhead = errors.New("warmaster: no element has the enemy straight ahead")

// planPursuit finds unit u's pursuit of unit tid, the rules picking
// what the text leaves to the player (pursuitchoice.go).
func planPursuit(s *rules.State, u *rules.Unit, tid string) (pursuitPlan, error) {
	ps, err := pursuitPlans(s, u, tid, rulesPick, false)
	if err != nil {
		return pursuitPlan{}, err
	}
	return ps[0], nil
}

// pursuitPlans finds unit u's pursuit of unit tid (wme.md §9.9;
// [L1554-1657]) with choice c, then, when alts, the other plans the
// player may choose instead (pursuitchoice.go). A unit that sees the
// retreating unit ([L1574]; inside closed terrain it is deemed to,
// [L1707]) pursues into contact: basic pursuit, else indirect. Infantry
// that cannot see it, or sees it but cannot reach it, pursues in support
// instead, and only then ([L1576-1578], [L1643]).
func pursuitPlans(s *rules.State, u *rules.Unit, tid string, c pursuitChoice, alts bool) ([]pursuitPlan, error) {
	t, err := pursuitParties(s, u, tid)
	if err != nil {
		return nil, err
	}
	if !pursuerSees(s, u, t) {
		if v := pursuitOrderProblem(s, u, t); v != nil {
			return nil, v
		}
		if c.placement >= 0 {
			return nil, choiceRefusal(u, "WME §9.9 [L1576]", "%s cannot see %s: it may only pursue in support, so there is no placement in contact to choose", u.Title(), t.Title())
		}
		ps, err := supportPursuit(s, u, t, c.supportOf, alts)
		if isChoiceRefusal(err) {
			return nil, err
		}
		if err != nil {
			return nil, noPursuit(u, fmt.Sprintf("%s cannot see %s, so it may only pursue in support (L1576), and", u.Title(), t.Title()), err)
		}
		return ps, nil
	}
	contact := c
	contact.supportOf = ""
	ps, contactErr := contactPursuit(s, u, t, contact, alts && c.supportOf == "")
	if contactErr == nil {
		if c.supportOf != "" {
			return nil, choiceRefusal(u, "WME §9.9 [L1643]", "%s can pursue %s into contact, so it must: a unit that can may not pursue in support instead", u.Title(), t.Title())
		}
		return ps, nil
	}
	if isChoiceRefusal(contactErr) {
		return nil, contactErr // the placement chosen, not the pursuit, is refused
	}
	if u.Type != Infantry {
		return nil, noPursuit(u, fmt.Sprintf("%s cannot pursue %s:", u.Title(), t.Title()), contactErr)
	}
	if c.placement >= 0 {
		return nil, choiceRefusal(u, "WME §9.9 [L1578]", "%s cannot pursue %s into contact (%s), so there is no placement in contact to choose", u.Title(), t.Title(), violationMsg(contactErr))
	}
	ps, err = supportPursuit(s, u, t, c.supportOf, alts)
	if isChoiceRefusal(err) {
		return nil, err
	}
	if err != nil {
		return nil, noPursuit(u, fmt.Sprintf("%s cannot pursue %s: %s; nor in support (L1578):", u.Title(), t.Title(), violationMsg(contactErr)), err)
	}
	return ps, nil
}

// pursuitParties applies the refusals of [L1554-1564] that do not depend
// on where the pursuit ends, and finds the pursued unit.
func pursuitParties(s *rules.State, u *rules.Unit, tid string) (*rules.Unit, error) {
	no := func(rule, format string, args ...any) (*rules.Unit, error) {
		return nil, &rules.Violation{Code: "no-pursuit", Rule: rule, Bases: u.Bases, Msg: fmt.Sprintf(format, args...)}
	}
	t, ok := s.Unit(tid)
	if !ok {
		return nil, fmt.Errorf("warmaster: no unit %q to pursue", tid)
	}
	switch {
	case status(u, stAwait) == 2:
		return no("WME §9.9 [L1725-1731]", "every enemy of the engagement is destroyed: there is no one to pursue; %s may advance", u.Title())
	case t.Side == u.Side || status(t, stInFight) == 0 || status(t, stRetreat) == 0 || len(t.Bases) == 0:
		return no("WME §9.9 [L1554]", "%s did not retreat from this engagement", t.Title())
	case u.Type == Artillery:
		return no("WME §9.9 [L1562]", "artillery never pursues")
	case flag(t, keyFly) && !flag(u, keyFly):
		return no("WME §9.9 [L1558], [L1288]; §11.2 [L2163]", "only flyers pursue flyers")
	}
	// Fortified infantry never pursues; a unit that charged, advanced or
	// pursued this phase is in the open ([L1366], A19), and the attackers
	// of a fortified enemy pursue it normally across its barrier ([L1715]).
	t0, _ := s.Base(t.Bases[0])
	if u.Type == Infantry && !moved(u) && !fortifiedBefore(s, u, t) && unitProtection(s, u, t0.Shape) == Fortified {
		return no("WME §9.9 [L1561]", "fortified infantry never pursues")
	}
	return t, nil
}

// noPursuit is the "no-pursuit" refusal: head, then why (a Violation's
// message or a charge refusal's), under why's rule when it has one.
func noPursuit(u *rules.Unit, head string, why error) *rules.Violation {
	rule := "WME §9.9 [L1560]"
	var v *rules.Violation
	var r *charge.Refusal
	switch {
	case errors.As(why, &v):
		rule = v.Rule
	case errors.As(why, &r):
		rule = r.Rule
	}
	return &rules.Violation{Code: "no-pursuit", Rule: rule, Bases: u.Bases, Msg: head + " " + violationMsg(why)}
}

// isChoiceRefusal reports whether err refuses a player's choice
// (pursuitchoice.go) rather than the pursuit.
func isChoiceRefusal(err error) bool {
	var v *rules.Violation
	return errors.As(err, &v) && v.Code == "pursuit-choice"
}

// violationMsg is an error's sentence without its package prefix.
func violationMsg(err error) string {
	var v *rules.Violation
	var r *charge.Refusal
	switch {
	case errors.As(err, &v):
		return v.Msg
	case errors.As(err, &r):
		return r.Msg
	}
	return err.Error()
}

// pursuerSees reports whether some element of u sees some element of t
// ([L1574]), or whether the fight was inside closed terrain, where
// pursuers are deemed to see the units that retreated ([L1707]): some
// element of either unit stands at least partly in a wood or village;
// pursuers of a fortified enemy are deemed to see beyond its barrier
// ([L1715]).
func pursuerSees(s *rules.State, u, t *rules.Unit) bool {
	if fortifiedBefore(s, u, t) {
		return true
	}
	for _, r := range rects(s, u) {
		for _, o := range rects(s, t) {
			if unitSees(s, u, r, o) { // any edge with 360° vision ([L327])
				return true
			}
		}
	}
	return inClosedTerrain(s, u) || inClosedTerrain(s, t)
}

// inClosedTerrain reports whether some element of u is at least partly
// inside closed terrain (wme.md §4.1).
func inClosedTerrain(s *rules.State, u *rules.Unit) bool {
	for _, r := range rects(s, u) {
		for _, c := range s.Table.Under(r) {
			if f, ok := s.Table.Feature(c.Feature); ok && category(s, f).Closed {
				return true
			}
		}
	}
	return false
}

// pursuitOrderProblem refuses a pursuit by u, which cannot see t, while
// another unit of its side still to choose sees it: pursuers that see
// the retreating enemy move first ([L1572]).
func pursuitOrderProblem(s *rules.State, u, t *rules.Unit) *rules.Violation {
	for i := range s.Units {
		o := &s.Units[i]
		if o.ID == u.ID || o.Side != u.Side || status(o, stAwait) != 1 || !pursuerSees(s, o, t) {
			continue
		}
		return &rules.Violation{Code: "pursuit-order", Rule: "WME §9.9 [L1572]", Bases: o.Bases,
			Msg: fmt.Sprintf("%s sees %s and chooses first: pursuers that see the retreating enemy move before those that do not", o.Title(), t.Title())}
	}
	return nil
}

// contactPursuit is basic pursuit ([L1584-1596]), or indirect pursuit
// when no element has the enemy straight ahead or the straight moves
// would break the formation ([L1596], [L1610-1635]): the charge solver
// places the unit within its full pace, an exact zone split taking the
// first zone that works. Either must touch at least 1 cm of an edge of t
// ([L1560]). The first plan is the rules' pick, or the solver's
// placement c chooses; when alts, the other placements the player may
// choose follow (indirectPlans).
func contactPursuit(s *rules.State, u, t *rules.Unit, c pursuitChoice, alts bool) ([]pursuitPlan, error) {
	p, why := basicPursuit(s, u, t)
	if why == nil {
		if c.placement >= 0 {
			return nil, choiceRefusal(u, "WME §9.9 [L1586-1588]", "%s pursues %s straight ahead, a compulsory move: there is no placement to choose", u.Title(), t.Title())
		}
		return []pursuitPlan{p}, nil
	}
	lapsed := !errors.Is(why, errNothingAhead)
	if !lapsed {
		why = nil
	}
	in := chargeInput(s, u, t, rules.Action{})
	groundCharge(s, &in, u) // pursuers are on the ground ([L2161])
	if passed := pursuitBarriers(s, u, t); passed != nil {
		ground := in.Blocks
		in.Blocks = func(f *table.Feature) bool { return !passed[f.ID] && ground(f) } // [L1715]
	}
	in.Allowance = pace(u)
	ps, err := solveAny(in)
	if err != nil && why == nil {
		why = err
	}
	ip := indirectPlans{s: s, u: u, t: t, ps: ps, lapsed: lapsed}
	pick := -1
	for j := range ps {
		if e := pursuitEnd(s, u, t, ps[j].Poses); e != nil {
			if why == nil {
				why = e
			}
			continue
		}
		pick = j
		break
	}
	if pick < 0 {
		if why == nil {
			why = &rules.Violation{Code: "no-pursuit", Rule: "WME §9.9 [L1560]", Bases: u.Bases,
				Msg: fmt.Sprintf("%s cannot pursue %s into contact", u.Title(), t.Title())}
		}
		return nil, why
	}
	if c.placement >= 0 {
		return ip.chosen(pick, c.placement)
	}
	out := []pursuitPlan{ip.plan(pick)}
	if alts {
		out = append(out, ip.alternatives(pick)...)
	}
	return out, nil
}

// basicPursuit moves every element of u that has t straight ahead until
// its front touches it, compulsorily; the rules then place the others
// (placeOthers, [L1590]). The obligation lapses when the formation
// cannot be completed ([L1596]): the error then says why.
func basicPursuit(s *rules.State, u, t *rules.Unit) (pursuitPlan, error) {
	fixed, paths, far := straightMovers(s, u, t)
	if len(fixed) == 0 {
		return pursuitPlan{}, errNothingAhead
	}
	pl := placer{s: s, u: u, t: t, terrain: pursuitTerrain(s, u, t)}
	poses, more, err := pl.placeOthers(fixed)
	if err != nil {
		return pursuitPlan{}, err
	}
	for id, p := range more {
		paths[id] = p
	}
	how := fmt.Sprintf("straight ahead, %.1f cm", far)
	if len(fixed) < len(u.Bases) {
		how += fmt.Sprintf(", %s placed in formation (L1590)", plural(len(u.Bases)-len(fixed), "other element"))
	}
	p := pursuitPlan{poses: poses, paths: paths, how: how, mode: pursuitStraight}
	for _, id := range u.Bases {
		if _, ok := fixed[id]; ok {
			p.fixed = append(p.fixed, id)
		}
	}
	if err := pursuitEnd(s, u, t, p.poses); err != nil {
		return pursuitPlan{}, err
	}
	return p, nil
}

// straightMovers are u's elements whose straight move ahead, within its
// full pace, first meets an element of t ([L1586]): their end poses and
// paths, and the longest such move. An element of its own unit ahead
// stops the view: it is not the enemy in front.
func straightMovers(s *rules.State, u, t *rules.Unit) (map[string]geom.Pose, map[string]geom.Path, float64) {
	poses, paths := map[string]geom.Pose{}, map[string]geom.Path{}
	far := 0.0
	terrain := pursuitTerrain(s, u, t)
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		f := table.Filter{SkipBase: func(o *table.Base) bool { return o.ID == id }, Edges: true,
			Blocks: terrain(b.Shape)}
		enc := s.Table.Translate(b.Shape, b.Shape.Forward(), pace(u), f)
		if len(enc) == 0 {
			continue
		}
		if o, ok := s.Base(enc[0].Base); !ok || o.Unit != t.ID {
			continue
		}
		from := b.Shape.Pose()
		to := geom.Pose{Pos: from.Pos.Add(b.Shape.Forward().Scale(enc[0].At)), Facing: from.Facing}
		poses[id], paths[id] = to, geom.Path{from, to}
		far = math.Max(far, enc[0].At)
	}
	return poses, paths, far
}

// blocksEntering is the terrain an element of u at r may not enter:
// terrain impassable to its type that it does not already stand in.
func blocksEntering(s *rules.State, u *rules.Unit, r geom.Rect) func(*table.Feature) bool {
	return enterBlocks(s, u.Type, r)
}

// pursuitEnd checks where a pursuit into contact ends ([L1556-1560]): at
// least 1 cm of an edge of t touched, no element breaking the rules of
// elementEndProblem.
func pursuitEnd(s *rules.State, u, t *rules.Unit, poses map[string]geom.Pose) error {
	reached := false
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		r := b.Shape.At(poses[id])
		if v := elementEndProblem(s, u, id, r, false); v != nil {
			return v
		}
		reached = reached || edgeContact(s, r, t) >= charge.MinContact-geom.Eps
	}
	if !reached {
		return &rules.Violation{Code: "no-pursuit", Rule: "WME §9.9 [L1560]", Bases: u.Bases,
			Msg: fmt.Sprintf("the pursuit would not touch 1 cm of an edge of %s", t.Title())}
	}
	return nil
}

// edgeContact is the length of edge-to-edge contact between r and t's
// elements.
func edgeContact(s *rules.State, r geom.Rect, t *rules.Unit) float64 {
	n := 0.0
	for _, o := range rects(s, t) {
		if c, ok := table.Touching(r, o); ok && c.Kind == table.EdgeToEdge {
			n += c.Overlap
		}
	}
	return n
}

// elementEndProblem is why element id of pursuing unit u may not end at
// r, or nil: infantry touches no front edge of cavalry or chariots of the
// engagement ([L1556]), a non-flyer no edge of a flyer of it ([L1558]);
// in a support pursuit no edge of any enemy, corners only ([L1647-1653],
// [L1685]).
func elementEndProblem(s *rules.State, u *rules.Unit, id string, r geom.Rect, support bool) *rules.Violation {
	return elementEndProblemAmong(s, u, id, r, support, func(e *rules.Unit) bool { return status(e, stInFight) > 0 })
}

// elementEndProblemAmong is elementEndProblem with the enemy units of
// the engagement told by ofEngagement (a re-placement remembers them, as
// the engagement may have closed since: pursuitreplace.go).
func elementEndProblemAmong(s *rules.State, u *rules.Unit, id string, r geom.Rect, support bool, ofEngagement func(*rules.Unit) bool) *rules.Violation {
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side == u.Side || o.Round {
			continue
		}
		c, ok := table.Touching(r, o.Shape)
		if !ok {
			continue
		}
		e, _ := s.Unit(o.Unit)
		inEng := ofEngagement(e)
		onFront := c.EdgeB == geom.Front && (c.Kind == table.EdgeToEdge || c.Kind == table.CornerToEdge)
		switch {
		case support && c.Kind != table.CornerToCorner:
			return &rules.Violation{Code: "no-pursuit", Rule: "WME §9.9 [L1649], [L1685]", Bases: []string{id, o.ID},
				Msg: fmt.Sprintf("%s would touch an edge of %s: pursuers in support touch enemies by corners only", s.Called(id), e.Title())}
		case inEng && u.Type == Infantry && (e.Type == Cavalry || e.Type == Chariot) && onFront:
			return &rules.Violation{Code: "no-pursuit", Rule: "WME §9.9 [L1556]", Bases: []string{id, o.ID},
				Msg: fmt.Sprintf("infantry may not pursue into the front of %s", e.Title())}
		case inEng && flag(e, keyFly) && !flag(u, keyFly) && c.Kind != table.CornerToCorner:
			return &rules.Violation{Code: "no-pursuit", Rule: "WME §9.9 [L1558]", Bases: []string{id, o.ID},
				Msg: fmt.Sprintf("only flyers may touch %s", e.Title())}
		}
	}
	return nil
}

// supportPursuit places infantry u in support of a friend of another
// unit fighting in this engagement ([L1639-1657]): at least one element
// moves straight ahead, within its full pace, to stand exactly behind or
// beside an infantry element fighting to its front (G17, so that it
// counts, [L1446-1452]), touching enemies by corners at most; the rules
// place the others in formation touching no enemy. Of the straight moves
// possible, the one whose placement gives the most elements in support,
// then the shortest, is taken: among all friends (the rules' pick), or
// those of friend supportOf (the player's, pursuitchoice.go). When alts,
// the best for each other friend follows, in the units' order.
func supportPursuit(s *rules.State, u, t *rules.Unit, supportOf string, alts bool) ([]pursuitPlan, error) {
	no := func(rule, format string, args ...any) ([]pursuitPlan, error) {
		return nil, &rules.Violation{Code: "no-pursuit", Rule: rule, Bases: u.Bases, Msg: fmt.Sprintf(format, args...)}
	}
	if u.Type != Infantry {
		return no("WME §9.9 [L1641]", "only infantry pursues in support")
	}
	fronts := supportableFriends(s, u)
	if len(fronts) == 0 {
		return no("WME §9.9 [L1645]", "no infantry element of another unit fights to its front in this engagement")
	}
	if supportOf != "" && !slices.ContainsFunc(fronts, func(f friendFront) bool { return f.id == supportOf }) {
		return nil, choiceRefusal(u, "WME §9.9 [L1645]", "%s has no infantry element of another unit of %s's side fighting to its front in this engagement: it cannot be supported", supportOf, u.Title())
	}
	terrain := pursuitTerrain(s, u, t)
	pl := placer{s: s, u: u, t: t, support: true, fronts: fronts, terrain: terrain}
	type ranked struct {
		plan pursuitPlan
		n    int
		d    float64
	}
	best := map[string]*ranked{} // by friend, "" for all
	var why error
	for _, m := range supportMoves(s, u, fronts, terrain) {
		if supportOf != "" && m.friend.id != supportOf {
			continue
		}
		poses, paths, err := pl.placeOthers(map[string]geom.Pose{m.id: m.pose})
		if err != nil {
			if why == nil {
				why = err
			}
			continue
		}
		paths[m.id] = geom.Path{m.from, m.pose}
		n := pl.supportCount(poses)
		for _, key := range []string{"", m.friend.id} {
			if b := best[key]; b == nil || n > b.n || n == b.n && m.dist < b.d-geom.Eps {
				p := pursuitPlan{poses: poses, paths: paths, supports: m.friend.name, supportsID: m.friend.id, mode: pursuitSupport, fixed: []string{m.id},
					how: fmt.Sprintf("in support of %s, %s behind or beside its fighting elements", m.friend.name, plural(n, "element"))}
				best[key] = &ranked{p, n, m.dist}
			}
		}
	}
	if b := best[""]; b != nil {
		out := []pursuitPlan{b.plan}
		if supportOf != "" {
			out[0].args = map[string]string{ArgSupportOf: supportOf}
		}
		if alts {
			out = append(out, supportAlternatives(s, b.plan, func(id string) (pursuitPlan, bool) {
				if r := best[id]; r != nil {
					return r.plan, true
				}
				return pursuitPlan{}, false
			})...)
		}
		return out, nil
	}
	if why != nil {
		return nil, why
	}
	if supportOf != "" {
		return nil, choiceRefusal(u, "WME §9.9 [L1645]", "no element of %s can move straight ahead to stand exactly behind or beside an infantry element of %s fighting to its front", u.Title(), supportOf)
	}
	return no("WME §9.9 [L1645]", "no element of %s can move straight ahead to stand exactly behind or beside an infantry element of another unit fighting to its front", u.Title())
}

// supportAlternatives are the support pursuits of the friends other than
// picked, the rules' pick, in the units' order: each the best for that
// friend (bestFor), with the Args that choose it.
func supportAlternatives(s *rules.State, picked pursuitPlan, bestFor func(id string) (pursuitPlan, bool)) []pursuitPlan {
	var out []pursuitPlan
	for i := range s.Units {
		f := &s.Units[i]
		p, ok := bestFor(f.ID)
		if f.ID == picked.supportsID || !ok {
			continue
		}
		p.args = map[string]string{ArgSupportOf: f.ID}
		p.variant = "in support of " + f.Title()
		p.variantWhy = fmt.Sprintf("supports %s rather than %s: the friend supported is the player's choice among the infantry fighting the engagement (WME §9.9 [L1645])", f.Title(), picked.supports)
		out = append(out, p)
	}
	return out
}

// friendFront is a friendly element that may be supported, and its unit.
type friendFront struct {
	rect     geom.Rect
	id, name string
}

// supportableFriends are the elements of u's side, of other infantry
// units of the engagement being fought, that fight through their front
// edge or a front corner ([L1446-1452], [L1645]).
func supportableFriends(s *rules.State, u *rules.Unit) []friendFront {
	var out []friendFront
	for i := range s.Units {
		f := &s.Units[i]
		if f.ID == u.ID || f.Side != u.Side || f.Type != Infantry || status(f, stInFight) == 0 {
			continue
		}
		for _, r := range frontFighters(s, f) {
			out = append(out, friendFront{r, f.ID, f.Title()})
		}
	}
	return out
}

// supportMove is one element's straight move ahead into a support spot.
type supportMove struct {
	id         string
	from, pose geom.Pose
	dist       float64
	friend     friendFront
}

// supportMoves are the straight moves ahead, within u's full pace and on
// a clear path (terrain: what an element may not enter), that bring an
// element of u exactly behind or beside one of fronts, shortest first
// ([L1645]).
func supportMoves(s *rules.State, u *rules.Unit, fronts []friendFront, terrain func(geom.Rect) func(*table.Feature) bool) []supportMove {
	var out []supportMove
	for _, id := range u.Bases {
		b, _ := s.Base(id)
		r := b.Shape
		fwd := r.Forward()
		for _, f := range fronts {
			for _, spot := range supportSpots(r, f.rect) {
				d := spot.Sub(r.Center).Dot(fwd)
				if d < -geom.Eps || d > pace(u)+geom.Eps || spot.Sub(r.Center.Add(fwd.Scale(d))).Len() > table.ContactTolerance {
					continue // not straight ahead, or out of reach
				}
				d = math.Max(0, d)
				end := r
				end.Center = r.Center.Add(fwd.Scale(d))
				if !supportsElement(end, f.rect) || !straightClear(s, u, b, d, terrain(b.Shape)) || elementEndProblem(s, u, id, end, true) != nil {
					continue
				}
				out = append(out, supportMove{id: id, from: r.Pose(), pose: end.Pose(), dist: d, friend: f})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].dist < out[j].dist-geom.Eps })
	return out
}

// supportSpots are the centres where r, facing as f does, stands exactly
// behind f or beside it with the front edges in line (G17); none when
// the facings differ, since a straight move does not turn.
func supportSpots(r, f geom.Rect) []geom.Vec {
	if math.Abs(geom.NormAngle(r.Facing-f.Facing)) > table.AlignTolerance {
		return nil
	}
	fwd, right := f.Forward(), f.RightDir()
	line := f.Center.Add(fwd.Scale((f.Depth - r.Depth) / 2))
	return []geom.Vec{
		f.Center.Sub(fwd.Scale((f.Depth + r.Depth) / 2)),
		line.Add(right.Scale((f.Width + r.Width) / 2)),
		line.Sub(right.Scale((f.Width + r.Width) / 2)),
	}
}

// straightClear reports whether base b of u can move d cm straight ahead
// without crossing another unit's base, terrain that blocks it or the
// table edge (its own unit's bases have not moved yet: A12).
func straightClear(s *rules.State, u *rules.Unit, b *table.Base, d float64, blocks func(*table.Feature) bool) bool {
	if d <= geom.Eps {
		return true
	}
	f := table.Filter{SkipBase: func(o *table.Base) bool { return o.Unit == u.ID }, Edges: true, Blocks: blocks}
	enc := s.Table.Translate(b.Shape, b.Shape.Forward(), d, f)
	return len(enc) == 0 || enc[0].At >= d-geom.Eps
}
