package warmaster

import (
	"fmt"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The player's own placement of a pursuer's free elements (wme.md §9.9):
// once the compulsory elements have moved, "les éléments restant se
// déplacent pour compléter la formation. Ils peuvent être placés où on le
// désire, en contact avec l'ennemi ou non, selon le choix du joueur"
// ([L1590]; indirect pursuit [L1616], support pursuit [L1651]). A pursue
// action may give Moves, one per free element the player places (its
// path's end is where he wants it), applied in their order after the
// compulsory moves; the rules place the free elements it does not name
// (pursuitplace.go). Right after a pursuit its owner may also re-place
// the free elements by dragging them (pursuitreplace.go). Both are judged
// here, by the same rules.

// freePlacer judges where the player puts a pursuer's free elements.
type freePlacer struct {
	s    *rules.State // for the names of the bases it refuses
	u, t *rules.Unit
	mode pursuitMode
	// from is each free element where it stood before the pursuit: its
	// move is traced and measured from there ([L1580-1582]).
	from map[string]geom.Rect
	// terrain is what an element starting at r may not enter
	// (pursuitTerrain); ofEngagement tells the enemy units of the
	// engagement ([L1556], [L1558]).
	terrain      func(r geom.Rect) func(*table.Feature) bool
	ofEngagement func(*rules.Unit) bool
}

// livePlacer is the freePlacer of plan p, u pursuing t in s, before it
// moves.
func livePlacer(s *rules.State, u, t *rules.Unit, p pursuitPlan) freePlacer {
	fp := freePlacer{s: s, u: u, t: t, mode: p.mode, from: map[string]geom.Rect{}, terrain: pursuitTerrain(s, u, t),
		ofEngagement: func(e *rules.Unit) bool { return status(e, stInFight) > 0 }}
	for _, id := range freeElements(u, p) {
		b, _ := s.Base(id)
		fp.from[id] = b.Shape
	}
	return fp
}

// freeElements are u's elements that plan p does not move compulsorily,
// in the unit's order.
func freeElements(u *rules.Unit, p pursuitPlan) []string {
	var out []string
	for _, id := range u.Bases {
		fixed := false
		for _, f := range p.fixed {
			fixed = fixed || f == id
		}
		if !fixed {
			out = append(out, id)
		}
	}
	return out
}

// planPursuitAction is the pursuit a pursue action makes: the rules' own
// (planPursuit), or with the player's placement of the free elements its
// Moves give, the rules placing the others around them. The kind of
// pursuit, hence which elements are compulsory, is the rules' own:
// basic, else indirect when the straight-ahead obligation lapses
// ([L1596]), else in support, the Args' choices applied. Contact
// pursuits must still touch 1 cm of the pursued unit's edge ([L1560]).
func planPursuitAction(s *rules.State, u *rules.Unit, a rules.Action) (pursuitPlan, error) {
	p, err := planPursuitFor(s, u, a) // with the player's choices (pursuitchoice.go)
	if err != nil || len(a.Moves) == 0 {
		return p, err
	}
	t, _ := s.Unit(a.Target)
	fp := livePlacer(s, u, t, p)
	poses := map[string]geom.Pose{}
	for _, id := range p.fixed {
		poses[id] = p.poses[id]
	}
	pending := map[string]bool{}
	for id := range fp.from {
		pending[id] = true // not moved yet: they may be passed through (A12)
	}
	placed, paths, err := fp.place(withPoses(s, poses), a.Moves, pending)
	if err != nil {
		return pursuitPlan{}, err
	}
	for id, pose := range placed {
		poses[id] = pose
	}
	for _, id := range p.fixed {
		paths[id] = p.paths[id]
	}
	if len(poses) < len(u.Bases) {
		pl := placer{s: s, u: u, t: t, support: p.mode == pursuitSupport, terrain: fp.terrain}
		if pl.support {
			pl.fronts = supportableFriends(s, u)
		}
		all, more, err := pl.placeOthers(poses)
		if err != nil {
			return pursuitPlan{}, err
		}
		poses = all
		for id, path := range more {
			paths[id] = path
		}
	}
	if v := fp.formationProblem(withPoses(s, poses)); v != nil {
		return pursuitPlan{}, v
	}
	if p.mode != pursuitSupport {
		if err := pursuitEnd(s, u, t, poses); err != nil {
			return pursuitPlan{}, err
		}
	}
	p.poses, p.paths = poses, paths
	return p, nil
}

// place moves the elements of moves one at a time, in their order, each
// from where it stood before the pursuit to its path's end (Path[0] is
// where it stands in n, which it updates): a free element of the unit,
// on the table, on nothing but its unit's elements still pending (not
// yet moved: A12) and terrain it may enter, reached by a direct path
// within its full pace ([L1580-1582]), and by the rules of
// elementEndProblem. It returns their end poses and paths.
func (fp freePlacer) place(n *rules.State, moves []rules.Move, pending map[string]bool) (map[string]geom.Pose, map[string]geom.Path, error) {
	poses, paths := map[string]geom.Pose{}, map[string]geom.Path{}
	for _, m := range moves {
		b, ok := n.Base(m.Base)
		if !ok {
			return nil, nil, fmt.Errorf("warmaster: no base %q", m.Base)
		}
		if v := fp.notFree(b); v != nil {
			return nil, nil, v
		}
		if _, twice := poses[b.ID]; twice {
			return nil, nil, fmt.Errorf("warmaster: base %s moves twice in one action", b.ID)
		}
		if err := startsHere(b, n.Called(b.ID), m.Path); err != nil {
			return nil, nil, err
		}
		id := b.ID
		end := fp.from[id].At(m.Path.End())
		delete(pending, id)
		f := fp.passable(id, pending)
		if v := fp.endProblem(n, id, end, f); v != nil {
			return nil, nil, v
		}
		path, v := directRoute(n, id, fp.from[id], end.Pose(), pace(fp.u), f)
		if v != nil {
			return nil, nil, v
		}
		b.Shape = end
		poses[id], paths[id] = end.Pose(), path
	}
	return poses, paths, nil
}

// passable is what free element id may cross and end on: its unit's
// elements still pending (A12) and terrain it may enter from where it
// stood.
func (fp freePlacer) passable(id string, pending map[string]bool) table.Filter {
	return table.Filter{SkipBase: func(o *table.Base) bool { return o.ID == id || pending[o.ID] }, Blocks: fp.terrain(fp.from[id])}
}

// notFree refuses a base that is not one of the pursuer's free elements:
// another unit's, or one whose move was compulsory.
func (fp freePlacer) notFree(b *table.Base) *rules.Violation {
	if b.Unit != fp.u.ID {
		return &rules.Violation{Code: "not-free", Rule: "WME §9.9 [L1590]", Bases: []string{b.ID},
			Msg: fmt.Sprintf("%s is not an element of %s: only the pursuer's free elements are placed as its player wishes", fp.s.Called(b.ID), fp.u.Title())}
	}
	if _, ok := fp.from[b.ID]; ok {
		return nil
	}
	v := &rules.Violation{Code: "not-free", Bases: []string{b.ID}}
	switch fp.mode {
	case pursuitStraight:
		v.Rule = "WME §9.9 [L1586-1590]"
		v.Msg = fmt.Sprintf("%s moved straight ahead into contact with %s, a compulsory move: only the other elements are placed as the player wishes", fp.s.Called(b.ID), fp.t.Title())
	case pursuitIndirect:
		v.Rule = "WME §9.9 [L1614-1616]"
		v.Msg = fmt.Sprintf("%s was placed in contact with %s as a charge, a compulsory move: only the elements after it are placed as the player wishes", fp.s.Called(b.ID), fp.t.Title())
	default:
		v.Rule = "WME §9.9 [L1645-1651]"
		v.Msg = fmt.Sprintf("%s moved straight ahead into its place in support, the move a support pursuit needs: only the remaining elements are placed as the player wishes", fp.s.Called(b.ID))
	}
	return v
}

// endProblem is why element id may not end at r in n: off the table, on
// another base or on terrain it may not enter (f), or touching an enemy
// as a pursuer may not (elementEndProblem; in support, no edge contact,
// corners allowed, [L1653]).
func (fp freePlacer) endProblem(n *rules.State, id string, r geom.Rect, f table.Filter) *rules.Violation {
	if !n.Table.OnTable(r) {
		return &rules.Violation{Code: "off-table", Rule: "WME §9.9 [L1590]", Bases: []string{id}, Areas: []geom.Polygon{r.Polygon()},
			Msg: fmt.Sprintf("%s would end off the table: free elements are placed on it", n.Called(id))}
	}
	if hits := n.Table.Overlaps(r, f); len(hits) > 0 {
		return &rules.Violation{Code: "overlap", Rule: "WME §7.2 [L696], §9.9 [L1560]", Bases: rules.Involved(id, hits[0]), Areas: []geom.Polygon{r.Polygon()},
			Msg: fmt.Sprintf("%s would end on %s", n.Called(id), n.Describe(hits[0]))}
	}
	return elementEndProblemAmong(n, fp.u, id, r, fp.mode == pursuitSupport, fp.ofEngagement)
}

// formationProblem refuses a placement that leaves the unit out of
// formation: the free elements "complete the formation" ([L1590]), every
// element touching another, edge or corner ([L231]).
func (fp freePlacer) formationProblem(n *rules.State) *rules.Violation {
	if FormationOf(rects(n, fp.u)) != Broken {
		return nil
	}
	return &rules.Violation{Code: "formation", Rule: "WME §9.9 [L1590], §2 [L231]", Bases: fp.u.Bases,
		Msg: fmt.Sprintf("%s would be out of formation: its free elements complete the formation, every element touching another, edge or corner", fp.u.Title())}
}

// checkPursue is Check for a pursue action: the epilogue's checks, and the
// player's own placement when it gives one.
func checkPursue(s *rules.State, a rules.Action) error {
	if err := checkEpilogue(s, a); err != nil || len(a.Moves) == 0 {
		return err
	}
	u, _ := epilogueUnit(s, a)
	_, err := planPursuitAction(s, u, a)
	return err
}

// applyPursue applies a pursue action: the epilogue's pursuit, then the
// player's placement of the free elements the action gives, and opens
// their re-placement for the owner (pursuitreplace.go).
func applyPursue(s *rules.State, a rules.Action, d dice.Roller) ([]rules.Event, error) {
	u, err := epilogueUnit(s, a)
	if err != nil {
		return nil, err
	}
	p, err := planPursuitAction(s, u, a)
	if err != nil {
		return nil, err
	}
	t, _ := s.Unit(a.Target)
	rec := newReplaceRecord(s, u, t, p) // where the free elements stand before the pursuit
	evs, err := applyEpilogue(s, a, d)
	if err != nil {
		return nil, err
	}
	if len(a.Moves) > 0 {
		for id, pose := range p.poses {
			b, _ := s.Base(id)
			b.Shape = b.Shape.At(pose)
		}
		var ids []string
		for _, m := range a.Moves {
			ids = append(ids, m.Base)
		}
		placed := rules.Event{Kind: "pursue", Side: u.Side, Unit: u.ID,
			Text: fmt.Sprintf("%s place %s of %s themselves (WME §9.9 [L1590])", s.Sides[u.Side].Name, rules.StandsOf(ids), u.Title())}
		evs = append(evs[:1], append([]rules.Event{placed}, evs[1:]...)...)
	}
	if len(rec.from) == 0 {
		return evs, nil
	}
	rec.open(u)
	what := "the free element, " + rules.StandsOf(rec.ids(u)) + ","
	if len(rec.from) > 1 {
		what = "the free elements, " + rules.StandsOf(rec.ids(u)) + ","
	}
	return append(evs, rules.Event{Kind: "pursue", Side: u.Side, Unit: u.ID,
		Text: fmt.Sprintf("%s may move %s of %s elsewhere (drag it) before anything else is done (WME §9.9 [L1590])",
			s.Sides[u.Side].Name, what, u.Title())}), nil
}
