package warmaster

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
	"plateau/rules/warmaster/charge"
)

// Re-placing a pursuer's free elements (wme.md §9.9, [L1590]): right
// after a pursuit the rules have placed, and before any other action, its
// owner may move its free elements elsewhere with a "move" action (a drag
// in the window), whoever's turn it is. Each is judged as if the player
// had placed it himself in the pursuit (pursuitfree.go), moving after
// the unit's other elements: from where it stood before the pursuit, by
// a direct path within its full pace. Any other action closes the
// re-placement; undoing the move restores the earlier placement.

// Status keys of a pursuer whose free elements may be re-placed; all
// start with replacePrefix and go together.
const (
	replacePrefix = "replace:"
	rpMode        = replacePrefix + "mode"  // the pursuit's pursuitMode
	rpOf          = replacePrefix + "of"    // 1 + the index of the pursued unit
	rpFree        = replacePrefix + "free:" // + BASE: a free element
	rpFrom        = replacePrefix + "from:" // + BASE + ":x", ":y", ":f": where it stood before the pursuit
	rpFoe         = replacePrefix + "foe:"  // + UNIT: an enemy unit of the engagement ([L1556], [L1558])
	rpPass        = replacePrefix + "pass:" // + FEATURE: a barrier the pursuit passes ([L1715])
)

// replaceRecord is what judging a re-placement needs once the pursuit is
// made: the engagement may have closed since ([L1280-1281]).
type replaceRecord struct {
	mode   pursuitMode
	of     int
	from   map[string]geom.Pose
	foes   []string
	passed []string
}

// newReplaceRecord remembers unit u's pursuit p of t, before it moves.
func newReplaceRecord(s *rules.State, u, t *rules.Unit, p pursuitPlan) replaceRecord {
	rec := replaceRecord{mode: p.mode, from: map[string]geom.Pose{}}
	for i := range s.Units {
		e := &s.Units[i]
		if e.ID == t.ID {
			rec.of = i
		}
		if e.Side != u.Side && status(e, stInFight) > 0 {
			rec.foes = append(rec.foes, e.ID)
		}
	}
	for id := range pursuitBarriers(s, u, t) {
		rec.passed = append(rec.passed, id)
	}
	for _, id := range freeElements(u, p) {
		b, _ := s.Base(id)
		rec.from[id] = b.Shape.Pose()
	}
	return rec
}

// open keeps the record in u's status.
func (rec replaceRecord) open(u *rules.Unit) {
	u.SetStatus(rpMode, int(rec.mode))
	u.SetStatus(rpOf, rec.of+1)
	for id, p := range rec.from {
		u.SetStatus(rpFree+id, 1)
		setVec(u, rpFrom+id+":x", rpFrom+id+":y", p.Pos, dirScale)
		u.SetStatus(rpFrom+id+":f", int(math.Round(p.Facing*dirScale)))
	}
	for _, id := range rec.foes {
		u.SetStatus(rpFoe+id, 1)
	}
	for _, id := range rec.passed {
		u.SetStatus(rpPass+id, 1)
	}
}

// ids are the record's free elements in u's order.
func (rec replaceRecord) ids(u *rules.Unit) []string {
	var out []string
	for _, id := range u.Bases {
		if _, ok := rec.from[id]; ok {
			out = append(out, id)
		}
	}
	return out
}

// replacer is the freePlacer of u's open re-placement, false when it has
// none.
func replacer(s *rules.State, u *rules.Unit) (freePlacer, bool) {
	of := status(u, rpOf) - 1
	if status(u, rpMode) == 0 || of < 0 || of >= len(s.Units) {
		return freePlacer{}, false
	}
	fp := freePlacer{u: u, t: &s.Units[of], mode: pursuitMode(status(u, rpMode)), from: map[string]geom.Rect{}}
	for _, id := range u.Bases {
		b, ok := s.Base(id)
		if !ok || status(u, rpFree+id) == 0 {
			continue
		}
		pos := vecOf(u, rpFrom+id+":x", rpFrom+id+":y", dirScale)
		fp.from[id] = b.Shape.At(geom.Pose{Pos: pos, Facing: float64(status(u, rpFrom+id+":f")) / dirScale})
	}
	fp.terrain = func(r geom.Rect) func(*table.Feature) bool {
		blocked := blocksEntering(s, u, r)
		return func(f *table.Feature) bool { return status(u, rpPass+f.ID) == 0 && blocked(f) }
	}
	fp.ofEngagement = func(e *rules.Unit) bool { return status(u, rpFoe+e.ID) > 0 }
	return fp, true
}

// clearReplace closes every re-placement: another action was made.
func clearReplace(s *rules.State) {
	for i := range s.Units {
		for k := range s.Units[i].Status {
			if strings.HasPrefix(k, replacePrefix) {
				delete(s.Units[i].Status, k)
			}
		}
	}
}

// replaceOpen reports whether a unit of side may re-place free elements.
func replaceOpen(s *rules.State, side int) bool {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && status(u, rpMode) > 0 {
			return true
		}
	}
	return false
}

// replacing is the unit a move action re-places elements of, or nil
// when it is no re-placement.
func replacing(s *rules.State, a rules.Action) *rules.Unit {
	if a.Kind != rules.KindMove || len(a.Moves) == 0 {
		return nil
	}
	u, ok := s.UnitOf(a.Moves[0].Base)
	if !ok || status(u, rpMode) == 0 {
		return nil
	}
	return u
}

// checkReplace is Check for a move in the Combat phase: a re-placement
// (handled), or a refusal for a pursuer whose re-placement has closed;
// other moves are not its to judge.
func checkReplace(s *rules.State, a rules.Action) (bool, error) {
	u := replacing(s, a)
	if u == nil {
		if len(a.Moves) > 0 {
			if o, ok := s.UnitOf(a.Moves[0].Base); ok && o.Side == a.Side && status(o, stPursued) > 0 {
				return true, &rules.Violation{Code: "re-place", Rule: "WME §9.9 [L1590]", Bases: o.Bases,
					Msg: fmt.Sprintf("%s's free elements are placed with its pursuit: they may be moved right after it, before any other action (undo back to it)", o.Name)}
			}
		}
		return false, nil
	}
	_, _, err := replacement(s, u, a)
	return true, err
}

// replacement judges the re-placement a makes of u's free elements: the
// owner's, each element free, and the unit in formation after.
func replacement(s *rules.State, u *rules.Unit, a rules.Action) (map[string]geom.Pose, map[string]geom.Path, error) {
	if a.Side != u.Side {
		return nil, nil, &rules.Violation{Code: "not-yours", Rule: "sequence of play", Bases: u.Bases, Msg: fmt.Sprintf("%s is not yours", u.Name)}
	}
	fp, _ := replacer(s, u)
	n := withPoses(s, nil)
	pending := map[string]bool{}
	for _, m := range a.Moves {
		pending[m.Base] = true
	}
	poses, paths, err := fp.place(n, a.Moves, pending)
	if err != nil {
		return nil, nil, err
	}
	if v := fp.formationProblem(n); v != nil {
		return nil, nil, v
	}
	return poses, paths, nil
}

// applyReplace moves u's free elements where a puts them.
func applyReplace(s *rules.State, u *rules.Unit, a rules.Action) ([]rules.Event, error) {
	poses, paths, err := replacement(s, u, a)
	if err != nil {
		return nil, err
	}
	fp, _ := replacer(s, u)
	var parts []string
	for _, m := range a.Moves {
		b, _ := s.Base(m.Base)
		b.Shape = b.Shape.At(poses[m.Base])
		parts = append(parts, fmt.Sprintf("%s %.1f cm", m.Base, paths[m.Base].MaxCornerTravel(fp.from[m.Base])))
	}
	return []rules.Event{{Kind: "moved", Side: u.Side, Unit: u.ID,
		Text: fmt.Sprintf("%s re-place %s of %s, measured from before its pursuit (WME §9.9 [L1580], [L1590])", s.Sides[u.Side].Name, strings.Join(parts, ", "), u.Name)}}, nil
}

// replaceTape is the tape of a free element being re-placed: its move
// from where it stood before the pursuit (the cheapest direct path clear
// of all but the unit's free elements, else the least any would cost)
// against its full pace ([L1580]); false for any other base.
func replaceTape(s *rules.State, m rules.Move) (rules.Tape, bool) {
	u := replacing(s, rules.Action{Kind: rules.KindMove, Moves: []rules.Move{m}})
	if u == nil || len(m.Path) == 0 {
		return rules.Tape{}, false
	}
	fp, _ := replacer(s, u)
	from, ok := fp.from[m.Base]
	if !ok {
		return rules.Tape{}, false
	}
	free := map[string]bool{}
	for id := range fp.from {
		free[id] = true // a move may carry them all: never measure more than Check allows
	}
	if path, v := directRoute(s, m.Base, from, m.Path.End(), math.Inf(1), fp.passable(m.Base, free)); v == nil {
		return rules.Tape{Move: path.MaxCornerTravel(from), Allowance: pace(u)}, true
	}
	cost := math.Inf(1) // no clear path: the least the move would cost
	for _, p := range charge.PathShapes(from.Pose(), m.Path.End()) {
		cost = math.Min(cost, p.MaxCornerTravel(from))
	}
	return rules.Tape{Move: cost, Allowance: pace(u)}, true
}

// withMove adds the move action to kinds when side may re-place.
func withMove(s *rules.State, side int, kinds []string) []string {
	if replaceOpen(s, side) && !slices.Contains(kinds, rules.KindMove) {
		return append(kinds, rules.KindMove)
	}
	return kinds
}
