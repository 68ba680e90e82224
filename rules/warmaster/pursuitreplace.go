package warmaster

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Re-placing a pursuer's free elements (wme.md §9.9, [L1590]): right
// after a pursuit the rules have placed, and before any other action, its
// owner may move its free elements elsewhere with a "move" action (a drag
// in the window), whoever's turn it is (replace.go). Each is judged as if
// the player had placed it himself in the pursuit (pursuitfree.go),
// moving after the unit's other elements: from where it stood before the
// pursuit, by a direct path within its full pace.

// Status keys of a pursuer whose free elements may be re-placed, besides
// replace.go's.
const (
	rpMode = replacePrefix + "mode"  // the pursuit's pursuitMode
	rpOf   = replacePrefix + "of"    // 1 + the index of the pursued unit
	rpFoe  = replacePrefix + "foe:"  // + UNIT: an enemy unit of the engagement ([L1556], [L1558])
	rpPass = replacePrefix + "pass:" // + FEATURE: a barrier the pursuit passes ([L1715])
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
	openReplace(u, replaceByPursuit, rec.from)
	u.SetStatus(rpMode, int(rec.mode))
	u.SetStatus(rpOf, rec.of+1)
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
	if status(u, rpKind) != replaceByPursuit || of < 0 || of >= len(s.Units) {
		return freePlacer{}, false
	}
	fp := freePlacer{s: s, u: u, t: &s.Units[of], mode: pursuitMode(status(u, rpMode)), from: replaceFrom(s, u)}
	fp.terrain = func(r geom.Rect) func(*table.Feature) bool {
		blocked := blocksEntering(s, u, r)
		return func(f *table.Feature) bool { return status(u, rpPass+f.ID) == 0 && blocked(f) }
	}
	fp.ofEngagement = func(e *rules.Unit) bool { return status(u, rpFoe+e.ID) > 0 }
	return fp, true
}

// pursuitReplaceClosed refuses a move of a pursuer whose re-placement has
// closed, or nil.
func pursuitReplaceClosed(s *rules.State, a rules.Action) *rules.Violation {
	if len(a.Moves) == 0 {
		return nil
	}
	if o, ok := s.UnitOf(a.Moves[0].Base); ok && o.Side == a.Side && status(o, stPursued) > 0 {
		return &rules.Violation{Code: "re-place", Rule: "WME §9.9 [L1590]", Bases: o.Bases,
			Msg: fmt.Sprintf("%s's free elements are placed with its pursuit: they may be moved right after it, before any other action (undo back to it)", o.Title())}
	}
	return nil
}

// pursuitReplacement judges the re-placement a makes of pursuer u's free
// elements: each free, and the unit in formation after. It returns their
// end poses and how far each moved from before the pursuit.
func pursuitReplacement(s *rules.State, u *rules.Unit, a rules.Action) (map[string]geom.Pose, map[string]float64, error) {
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
	moved := map[string]float64{}
	for id, p := range paths {
		moved[id] = p.MaxCornerTravel(fp.from[id])
	}
	return poses, moved, nil
}

// pursuitReplaceTape is the tape of a free element being re-placed from
// where it stood before the pursuit: the cheapest direct path clear of
// all but the unit's free elements, else the least any would cost,
// against its full pace ([L1580]).
func pursuitReplaceTape(s *rules.State, u *rules.Unit, m rules.Move, from geom.Rect) rules.Tape {
	fp, _ := replacer(s, u)
	free := map[string]bool{}
	for id := range fp.from {
		free[id] = true // a move may carry them all: never measure more than Check allows
	}
	if path, v := directRoute(s, m.Base, from, m.Path.End(), math.Inf(1), fp.passable(m.Base, free)); v == nil {
		return rules.Tape{Move: path.MaxCornerTravel(from), Allowance: pace(u)}
	}
	// no clear path: the least the move would cost
	return rules.Tape{Move: leastShapeCost(from, m.Path.End()), Allowance: pace(u)}
}
