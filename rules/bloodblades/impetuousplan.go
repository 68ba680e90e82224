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

// Target priorities and the moves of impetuous bases (bnb.md §7.12
// [L1724-1754]): which target an impetuous base heads for, and the move
// that reaches it (priorities 1-3) or approaches it (priority 4, A52).

// ImpetuousPivotStep is the step (degrees) in which the initial pivots of
// priority 2 [L1734] are tried; the best is then refined to
// impetuousPivotFine.
const ImpetuousPivotStep = 1.0

// impetuousPivotFine is the refinement (degrees) of the best pivot of
// priority 2: a tenth of a degree moves a corner 0.07 mm at 4 cm.
const impetuousPivotFine = 0.1

// ImpetuousHeadingStep is the step (degrees) in which the pivots that
// head for an unreachable target are tried (A52): heading for it needs no
// finer aim than a player's hand.
const ImpetuousHeadingStep = 5.0

// impetuousTie is how close (cm) two move lengths count as equal for the
// target priorities [L1738]: the sweep's resolution.
const impetuousTie = table.SweepResolution

// impMove is the move an impetuous base makes for its target.
type impMove struct {
	target string
	prio   int       // [L1733-1736]: 1-3 the target is reached, 4 it is the most in front, 0 no target
	pre    geom.Path // the initial pivot (priorities 2, 4) or the whole move (priority 3); nil for none
	turn   float64   // the initial pivot (radians, + to the right), 0 for none
	ahead  float64   // cm straight ahead after pre (the target's contact, or the allowance left)
	veer   bool      // the pivot avoids DGo [L1722, L1745]
	noVeer bool      // mounted, it could veer from DGo and does not (the player's choice [L1745])
	how    string    // how a reached target is reached (reachHow): "" in close combat
	zoc    bool      // the target zocs the base and was preferred [L1402]
}

// reached reports whether the move reaches its target [L1724-1727].
func (mv impMove) reached() bool { return mv.prio >= 1 && mv.prio <= 3 }

// pivotPose is base r's pose after a forward pivot by turn radians on its
// front-left corner (turn < 0, a pivot to the left) or its front-right
// corner (turn > 0) (G24 [L1603-1612]).
func pivotPose(r geom.Rect, turn float64) geom.Pose {
	c := r.CornerAt(geom.FR)
	if turn < 0 {
		c = r.CornerAt(geom.FL)
	}
	return geom.Pose{Pos: r.Center.RotateAbout(c, turn), Facing: r.Facing + turn}
}

// withAhead is path p followed by d cm straight ahead from its end.
func withAhead(r geom.Rect, p geom.Path, d float64) geom.Path {
	end := r.At(p.End())
	return append(append(geom.Path(nil), p...), geom.Pose{Pos: end.Center.Add(end.Forward().Scale(d)), Facing: end.Facing})
}

// straightAfter is how far (cm) base b may go straight ahead after the
// path pre by the terrain it crosses (Table 6.1, the Fast bonus and the
// stop rule [L1437-1449], G28), measured as one move with pre; 0 when pre
// uses the whole allowance.
func straightAfter(c Config, s *rules.State, u *rules.Unit, b *table.Base, pre geom.Path) float64 {
	measure := func(q geom.Path) float64 { return travel(b.Shape, q) }
	used := measure(pre)
	d := c.Cm(moveRow(c, u, troopOf(u))[colGGo] + 1)
	for range 8 {
		r := terrainAllowance(c, s, u, b, withAhead(b.Shape, pre, d), measure)
		if r.stopped {
			return math.Max(0, r.stopUsed-used)
		}
		if used+d <= r.allow+geom.Eps {
			return d
		}
		d = math.Max(0, r.allow-used)
	}
	return d
}

// reachOK reports whether path takes base m into close combat with enemy
// z legally: a normal move (moveOK) ending in frontal contact with z
// [L1726].
func reachOK(c Config, s *rules.State, m mover, path geom.Path, z *table.Base) bool {
	return Frontal(m.base.Shape.At(path.End()), z.Shape) && moveOK(c, s, m, path)
}

// reachesOK reports whether path takes base m to reach target z legally
// [L1724-1727]: a normal move (moveOK) ending where it reaches z
// (reachHow), and how.
func reachesOK(c Config, s *rules.State, k *cc, m mover, path geom.Path, z *table.Base) (string, bool) {
	how, ok := reachHow(s, k, m.base, m.base.Shape.At(path.End()), z)
	return how, ok && moveOK(c, s, m, path)
}

// moveOK reports whether path is a normal move for base m [L1742]: clear
// of bases (but friends it passes through and ends beyond, §7.8, those
// where it lands shifted aside [L1480]) and impassable terrain, on the
// table, touching enemies only as §9.1 allows, keeping the gap rule
// [L1758], within the allowance of the terrain it crosses (the stop rule
// [L1449]).
func moveOK(c Config, s *rules.State, m mover, path geom.Path) bool {
	if physicsAside(c, s, m, path, false, false) != nil || riverProblem(c, s, m, path, false) != nil {
		return false
	}
	r := terrainAllowance(c, s, m.unit, m.base, path, func(q geom.Path) float64 { return travel(m.base.Shape, q) })
	return !r.stopped && travel(m.base.Shape, path) <= r.allow+geom.Eps
}

// reachHow is how base b at pose end reaches target z [L1724-1727]: in
// close combat with it (frontal contact, G8: how is ""), or, only when z
// is already in close combat, in an overlap position against it (G12)
// or supporting a friend in close combat with it (G15).
func reachHow(s *rules.State, k *cc, b *table.Base, end geom.Rect, z *table.Base) (string, bool) {
	switch {
	case Frontal(end, z.Shape):
		return "", true
	case !k.engaged(z.ID):
		return "", false
	}
	if _, ok := Overlapped(end, z.Shape, false); ok {
		return "in an overlap position", true
	}
	if f, ok := supportedFighting(s, k, b, end, z.ID); ok {
		return "supporting " + name(s, f), true
	}
	return "", false
}

// supportedFighting is the friend of base b in close combat with enemy z
// that b at pose end supports (G15 [L2068]), if any.
func supportedFighting(s *rules.State, k *cc, b *table.Base, end geom.Rect, z string) (string, bool) {
	for _, f := range k.foes[z] {
		if f != b.ID && mustBase(s, f).Side == b.Side && supportsRect(end, mustBase(s, f).Shape) {
			return f, true
		}
	}
	return "", false
}

// supportTargets are the targets a base at pose end reaches by
// supporting friend f (reachHow), in table order.
func supportTargets(s *rules.State, k *cc, b *table.Base, end geom.Rect, f string, targets map[string]bool) []string {
	var out []string
	for _, z := range k.foes[f] {
		if _, ok := supportedFighting(s, k, b, end, z); ok && targets[z] {
			out = append(out, z)
		}
	}
	return out
}

// pivotReach is the move of priority 2 [L1734] with the initial pivot
// turn: the pivot, then straight ahead to the first thing met, which must
// be one of the targets, reached — or a friend in close combat with one,
// supported (G15 [L1727]). It returns the move and its length.
func pivotReach(c Config, s *rules.State, k *cc, m mover, targets map[string]bool, turn float64) (impMove, float64, bool) {
	b := m.base
	pre := geom.Path{b.Shape.Pose(), pivotPose(b.Shape, turn)}
	far := withAhead(b.Shape, pre, c.Cm(moveRow(c, m.unit, m.troop)[colGGo]+1))
	sw, _, _ := sweepThrough(c, s, m, far, impetuousFilter(c, s, b))
	if sw.Clear || sw.Leg == 0 || sw.Hit.Base == "" {
		return impMove{}, 0, false
	}
	cands := []string{sw.Hit.Base}
	if mustBase(s, sw.Hit.Base).Side == b.Side {
		cands = supportTargets(s, k, b, b.Shape.At(sw.Stop), sw.Hit.Base, targets)
	}
	path := append(append(geom.Path(nil), pre...), sw.Stop)
	for _, z := range cands {
		if !targets[z] {
			continue
		}
		if how, ok := reachesOK(c, s, k, m, path, mustBase(s, z)); ok {
			ahead := b.Shape.At(pre.End()).Center.Dist(sw.Stop.Pos)
			return impMove{target: z, prio: 2, pre: pre, turn: turn, ahead: ahead, how: how}, travel(b.Shape, path), true
		}
	}
	return impMove{}, 0, false
}

// pivotTurns are the pivots to try, both ways, in steps of step degrees,
// as far as the allowance lets the moving corner go (A22: its arc, the
// base's width from the pivot corner), at most a half turn.
func pivotTurns(c Config, m mover, step float64) []float64 {
	row := moveRow(c, m.unit, m.troop)
	limit := math.Min(math.Pi, c.Cm(row[colGGo]+1)/m.base.Shape.Width)
	var out []float64
	for deg := step; geom.Rad(deg) <= limit+geom.Eps; deg += step {
		out = append(out, -geom.Rad(deg), geom.Rad(deg))
	}
	return out
}

// byPivot is priority 2 [L1734]: the targets reached by the shortest
// moves made of one initial pivot and straight ahead, the rules' pick
// first (ties). The pivots are tried in ImpetuousPivotStep, each target's
// best to either side refined to impetuousPivotFine, so that a target
// reached as well pivoting left as right offers both paths [L1742].
func byPivot(c Config, s *rules.State, k *cc, m mover, targets map[string]bool) []impMove {
	type key struct {
		target string
		right  bool
	}
	best := map[key]impCand{}
	keep := func(mv impMove, l float64) {
		kk := key{mv.target, mv.turn > 0}
		if old, seen := best[kk]; !seen || l < old.length-geom.Eps {
			best[kk] = impCand{mv, l}
		}
	}
	for _, turn := range pivotTurns(c, m, ImpetuousPivotStep) {
		if mv, l, ok := pivotReach(c, s, k, m, targets, turn); ok {
			keep(mv, l)
		}
	}
	for kk, cand := range best {
		for f := -ImpetuousPivotStep + impetuousPivotFine; f < ImpetuousPivotStep-geom.Eps; f += impetuousPivotFine {
			if t := cand.mv.turn + geom.Rad(f); t*cand.mv.turn > 0 {
				if mv, l, ok := pivotReach(c, s, k, m, map[string]bool{kk.target: true}, t); ok {
					keep(mv, l)
				}
			}
		}
	}
	var cands []impCand
	for _, id := range tableOrder(s, keysOf(targets)) {
		for _, right := range []bool{true, false} {
			if cand, ok := best[key{id, right}]; ok {
				cands = append(cands, cand)
			}
		}
	}
	return ties(s, m.base, cands)
}

// alignedPoses are the poses of G39 where base a's front lies on edge e
// of z with a's front-left or front-right corner on the matching corner
// of e (engage and align, [L1779], A40).
func alignedPoses(a, z geom.Rect) []geom.Pose {
	var out []geom.Pose
	for _, e := range allEdges {
		seg := z.Edge(e)
		f := z.Outward(e).Neg() // a faces into z across e
		r := f.Perp()           // a's right
		l, rt := seg.A, seg.B
		if l.Dot(r) > rt.Dot(r) {
			l, rt = rt, l
		}
		for _, fl := range []geom.Vec{l, rt.Sub(r.Scale(a.Width))} {
			centre := fl.Add(r.Scale(a.Width / 2)).Sub(f.Scale(a.Depth / 2))
			out = append(out, geom.Pose{Pos: centre, Facing: f.Angle()})
		}
	}
	return out
}

// byAnyMove is priority 3 [L1735]: the targets reached by the shortest
// possible moves, the rules' pick first (ties). The moves tried are
// A40's ends, the poses of G39 that engage and align with the target, and
// for a target already in close combat the poses that overlap it or
// support a friend fighting it (reachPoses [L1727]), each reached by one
// rigid motion, with or without a free about-face first (A21); the length
// is the move as made (travel, [L1499]). Each end keeps its shortest
// path, so that ends as near as each other are the player's choice
// [L1742].
func byAnyMove(c Config, s *rules.State, k *cc, m mover, targets []string) []impMove {
	var cands []impCand
	for _, id := range tableOrder(s, targets) {
		z := mustBase(s, id)
		for _, end := range reachPoses(s, k, m.base, z) {
			var best impCand
			found := false
			for _, path := range freeMoves(m.base.Shape.Pose(), end) {
				how, ok := reachesOK(c, s, k, m, path, z)
				if !ok {
					continue
				}
				if l := travel(m.base.Shape, path); !found || l < best.length-geom.Eps {
					best, found = impCand{impMove{target: id, prio: 3, pre: path, how: how}, l}, true
				}
			}
			if found {
				cands = append(cands, best)
			}
		}
	}
	return ties(s, m.base, cands)
}

// reachPoses are the poses where base b reaches target z [L1724-1727]:
// G39's engage-and-align poses (alignedPoses), and when z is in close
// combat, the overlap poses beside its front (overlapPoses) and the
// support poses behind each friend in close combat with it (G15).
func reachPoses(s *rules.State, k *cc, b *table.Base, z *table.Base) []geom.Pose {
	out := alignedPoses(b.Shape, z.Shape)
	if !k.engaged(z.ID) {
		return out
	}
	out = append(out, overlapPoses(b.Shape, z.Shape)...)
	for _, f := range k.foes[z.ID] {
		if fb := mustBase(s, f); fb.Side == b.Side && f != b.ID {
			out = append(out, supportPose(b.Shape, fb.Shape))
		}
	}
	return out
}

// overlapPoses are the poses of base a in an overlap position against z
// (G12 [L1925-1928]) beside z's front: facing z's front, its front edge
// on the line of z's front edge, a front corner on one of z's front
// corners, the base outside z.
func overlapPoses(a, z geom.Rect) []geom.Pose {
	f := z.Forward()  // out of z's front: a lies that side, facing back
	r := z.RightDir() // z's right
	var out []geom.Pose
	for _, side := range []struct {
		corner geom.Vec
		dir    geom.Vec
	}{{z.CornerAt(geom.FR), r}, {z.CornerAt(geom.FL), r.Neg()}} {
		centre := side.corner.Add(side.dir.Scale(a.Width / 2)).Add(f.Scale(a.Depth / 2))
		out = append(out, geom.Pose{Pos: centre, Facing: z.Facing + math.Pi})
	}
	return out
}

// supportPose is base a's pose supporting friend f (G15 [L2068]): facing
// as f, its front edge on f's rear edge.
func supportPose(a, f geom.Rect) geom.Pose {
	return geom.Pose{Pos: f.Center.Sub(f.Forward().Scale((f.Depth + a.Depth) / 2)), Facing: f.Facing}
}

// byAhead is priority 1 [L1733]: the first target base m reaches going
// straight ahead within its allowance (full cm): front to front
// (metAhead; the move then goes its whole allowance and meets it), or,
// for a target in close combat [L1727], stopping in support behind the
// first base met, a friend fighting it, or in an overlap position beside
// it (overlapAhead), whichever comes first. Enemies met first that are no
// targets leave priority 1 to none; of targets met at once (firstAhead),
// the rules pick.
func byAhead(c Config, s *rules.State, k *cc, m mover, targets []string, full float64) (impMove, bool) {
	b := m.base
	var cands []impCand // each with how far straight ahead it reaches its target
	ids, stop := metAhead(c, s, b)
	for _, id := range ids {
		cands = append(cands, impCand{impMove{target: id, prio: 1, ahead: full}, b.Shape.Center.Dist(stop.Pos)})
	}
	set := map[string]bool{}
	for _, id := range targets {
		set[id] = true
	}
	if sw := aheadSweep(c, s, b, full); !sw.Clear && sw.Hit.Base != "" && mustBase(s, sw.Hit.Base).Side == b.Side {
		d := b.Shape.Center.Dist(sw.Stop.Pos)
		for _, z := range supportTargets(s, k, b, b.Shape.At(sw.Stop), sw.Hit.Base, set) {
			if how, ok := reachesOK(c, s, k, m, aheadPath(b, d), mustBase(s, z)); ok {
				cands = append(cands, impCand{impMove{target: z, prio: 1, ahead: d, how: how}, d})
			}
		}
	}
	for _, z := range targets {
		if d, ok := overlapAhead(b.Shape, mustBase(s, z).Shape); ok && k.engaged(z) && d <= full+geom.Eps {
			if how, ok := reachesOK(c, s, k, m, aheadPath(b, d), mustBase(s, z)); ok {
				cands = append(cands, impCand{impMove{target: z, prio: 1, ahead: d, how: how}, d})
			}
		}
	}
	return firstAhead(s, cands, set)
}

// firstAhead is priority 1's move among cands (each with how far
// straight ahead it goes): of the enemies met first (within geom.Eps),
// the targets are met at once, and the move is the same straight-ahead
// move whichever is named: [L1738]'s choice among them changes nothing
// but an El target's cancelling the move, which the player may not
// choose while another is no El. So the rules name the first in table
// order that is not an El, and ask nothing. None when no target is met
// first.
func firstAhead(s *rules.State, cands []impCand, targets map[string]bool) (impMove, bool) {
	least := math.Inf(1)
	for _, cd := range cands {
		least = math.Min(least, cd.length)
	}
	var first []string
	for _, cd := range cands {
		if cd.length <= least+geom.Eps && targets[cd.mv.target] {
			first = append(first, cd.mv.target)
		}
	}
	if len(first) == 0 {
		return impMove{}, false
	}
	pick := preferNotEl(s, tableOrder(s, first))
	for _, cd := range cands {
		if cd.length <= least+geom.Eps && cd.mv.target == pick {
			return cd.mv, true
		}
	}
	return impMove{}, false
}

// overlapAhead is how far (cm) base a goes straight ahead until a front
// corner of it lies on a front corner of z, the overlap of G12 [L1925],
// if some does: the least such distance, more than nothing.
func overlapAhead(a, z geom.Rect) (float64, bool) {
	best, ok := math.Inf(1), false
	for _, p := range []geom.Corner{geom.FL, geom.FR} {
		for _, q := range []geom.Corner{geom.FL, geom.FR} {
			v := z.CornerAt(q).Sub(a.CornerAt(p))
			if d := v.Dot(a.Forward()); d > geom.Eps && math.Abs(v.Dot(a.RightDir())) <= eps && d < best {
				best, ok = d, true
			}
		}
	}
	return best, ok
}

// freeMoves are the one-motion paths from start to end: directly, and
// after an about-face in place, each turning the shorter way.
func freeMoves(start, end geom.Pose) []geom.Path {
	about := geom.Pose{Pos: start.Pos, Facing: start.Facing + math.Pi}
	return []geom.Path{
		{start, {Pos: end.Pos, Facing: start.Facing + geom.NormAngle(end.Facing-start.Facing)}},
		{start, about, {Pos: end.Pos, Facing: about.Facing + geom.NormAngle(end.Facing-about.Facing)}},
	}
}

// impCand is a move for a target with its length.
type impCand struct {
	mv     impMove
	length float64
}

func keysOf(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// ties are the shortest of cands (within impetuousTie), given in table
// order of their targets: the targets of equal priority the player
// chooses among, and the equally good paths to each [L1738, L1742]. The
// rules' pick comes first: the first target in table order that is not
// an El, by its shortest path. The player may not choose an El if
// another target is not one [L1738], and moves ending at the same pose
// are one choice (impChoices).
func ties(s *rules.State, b *table.Base, cands []impCand) []impMove {
	if len(cands) == 0 {
		return nil
	}
	least := math.Inf(1)
	for _, cd := range cands {
		least = math.Min(least, cd.length)
	}
	var tied []impCand
	var ids []string
	for _, cd := range cands {
		if cd.length <= least+impetuousTie {
			tied = append(tied, cd)
			ids = append(ids, cd.mv.target)
		}
	}
	first := preferNotEl(s, tableOrder(s, ids))
	slices.SortStableFunc(tied, func(x, y impCand) int {
		switch {
		case x.mv.target == first && y.mv.target != first:
			return -1
		case y.mv.target == first && x.mv.target != first:
			return 1
		case x.mv.target == y.mv.target:
			return cmp.Compare(x.length, y.length)
		}
		return 0
	})
	out := make([]impMove, len(tied))
	for i, cd := range tied {
		out[i] = cd.mv
	}
	return impChoices(s, b, out)
}

// impChoices keeps of moves (the rules' pick first) those the player may
// choose [L1738]: no El target when the pick is not an El, and one move
// per end pose (two moves to the same place are no choice).
func impChoices(s *rules.State, b *table.Base, moves []impMove) []impMove {
	var out []impMove
	notEl := len(moves) > 0 && (moves[0].target == "" || troopAt(s, moves[0].target).Type != "El")
	for _, mv := range moves {
		if notEl && mv.target != "" && troopAt(s, mv.target).Type == "El" {
			continue
		}
		end := mv.path(b).End()
		if !slices.ContainsFunc(out, func(o impMove) bool { return samePose(o.path(b).End(), end) }) {
			out = append(out, mv)
		}
	}
	return out
}

// samePose reports whether two poses coincide within
// table.ContactTolerance and DirTolerance.
func samePose(p, q geom.Pose) bool {
	return p.Pos.Dist(q.Pos) <= table.ContactTolerance && math.Abs(geom.NormAngle(p.Facing-q.Facing)) <= DirTolerance
}

// path is the move mv plans for base b from where it stands: its
// priority 3 move, else its initial pivot (if any) then its straight
// ahead part. A straight-ahead part may end short of this, at what it
// meets (impRun.straightAhead).
func (mv impMove) path(b *table.Base) geom.Path {
	if mv.prio == 3 {
		return mv.pre
	}
	pre := mv.pre
	if len(pre) == 0 {
		pre = geom.Path{b.Shape.Pose()}
	}
	return withAhead(b.Shape, pre, mv.ahead)
}

// preferNotEl is the first of ids (in table order) that is not an El,
// else the first [L1738].
func preferNotEl(s *rules.State, ids []string) string {
	for _, id := range ids {
		if troopAt(s, id).Type != "El" {
			return id
		}
	}
	return ids[0]
}

// heading is the move of a base heading for target z that it cannot
// reach (A52): straight ahead when z lies even partly straight ahead
// [L1752]; else the initial pivot (in ImpetuousHeadingStep, both ways,
// none included) then straight ahead with the allowance left, after which
// engaging z costs least (G39) — the move that comes nearest to reaching
// it [L1724]; ties go to the smaller pivot. A pivot must be clear of
// bases and impassable terrain, stay on the table and keep the gap rule
// [L1758]. Going straight ahead, mounted may veer from DGo (veerChoices),
// so there may be several moves to choose from.
func heading(c Config, s *rules.State, m mover, z *table.Base) []impMove {
	b := m.base
	mv := impMove{target: z.ID, prio: 4, ahead: straightAfter(c, s, m.unit, b, geom.Path{b.Shape.Pose()})}
	if partlyAhead(b.Shape, z.Shape) {
		return veerChoices(c, s, m, mv)
	}
	bestCost := EngageCost(headingEnd(c, s, m, geom.Path{b.Shape.Pose()}, mv.ahead), z.Shape)
	for _, turn := range pivotTurns(c, m, ImpetuousHeadingStep) {
		pre := geom.Path{b.Shape.Pose(), pivotPose(b.Shape, turn)}
		if !pivotClear(c, s, m, pre) {
			continue
		}
		ahead := straightAfter(c, s, m.unit, b, pre)
		r := terrainAllowance(c, s, m.unit, b, pre, func(q geom.Path) float64 { return travel(b.Shape, q) })
		if r.stopped || travel(b.Shape, pre) > r.allow+geom.Eps {
			continue
		}
		if cost := EngageCost(headingEnd(c, s, m, pre, ahead), z.Shape); cost < bestCost-eps {
			mv.pre, mv.turn, mv.ahead, bestCost = pre, turn, ahead, cost
		}
	}
	return []impMove{mv}
}

// pivotClear reports whether the pivot pre is a legal start of a normal
// move: clear of bases and impassable terrain, on the table, touching no
// enemy, keeping the gap rule (G27, G31 [L1758]).
func pivotClear(c Config, s *rules.State, m mover, pre geom.Path) bool {
	return physics(c, s, m, pre, false, false, func(string) bool { return false }) == nil
}

// headingEnd is where base m stands after pre and up to ahead cm straight
// ahead, stopped by the first base, table edge or impassable feature.
func headingEnd(c Config, s *rules.State, m mover, pre geom.Path, ahead float64) geom.Rect {
	sw, _, _ := sweepThrough(c, s, m, withAhead(m.base.Shape, pre, ahead), impetuousFilter(c, s, m.base))
	return m.base.Shape.At(sw.Stop)
}

// ImpetuousVeerStep is the step (degrees) in which a mounted base's
// pivots to avoid DGo are tried, up to 90° [L1722, L1745].
const ImpetuousVeerStep = 5.0

// veerChoices are the moves of mounted going straight ahead (mv) whose
// move would reach DGo they are not already in (enter it, or be stopped
// at its edge by the stop rule [L1449]): they may avoid it by an initial
// pivot of at most 90° [L1722, L1745]. The smallest such pivot
// (ImpetuousVeerStep) is the rules' pick, right before left; the other
// side when it avoids the DGo as well, and not veering ("peuvent": may),
// are the player's other choices. With no pivot that avoids it, or for
// foot, mv alone.
func veerChoices(c Config, s *rules.State, m mover, mv impMove) []impMove {
	b := m.base
	if !m.troop.Is(Mounted) || len(mv.pre) > 0 || !reachesDGo(c, s, m, geom.Path{b.Shape.Pose()}) {
		return []impMove{mv}
	}
	for deg := ImpetuousVeerStep; deg <= 90+geom.Eps; deg += ImpetuousVeerStep {
		var out []impMove
		for _, turn := range []float64{geom.Rad(deg), -geom.Rad(deg)} {
			pre := geom.Path{b.Shape.Pose(), pivotPose(b.Shape, turn)}
			if pivotClear(c, s, m, pre) && !reachesDGo(c, s, m, pre) {
				v := mv
				v.pre, v.turn, v.ahead, v.veer = pre, turn, straightAfter(c, s, m.unit, b, pre), true
				out = append(out, v)
			}
		}
		if len(out) > 0 {
			mv.noVeer = true
			return append(out, mv)
		}
	}
	return []impMove{mv}
}

// reachesDGo reports whether base m, going along pre then straight ahead
// for what is left of its allowance in GGo (Table 6.1, the Fast bonus
// [L1437]), stopped by the first obstacle, touches DGo it is not already
// in [L1722].
func reachesDGo(c Config, s *rules.State, m mover, pre geom.Path) bool {
	b := m.base
	ggo := moveRow(c, m.unit, m.troop)[colGGo]
	if m.troop.Grade == 'F' {
		ggo++
	}
	end := headingEnd(c, s, m, pre, math.Max(0, c.Cm(ggo)-travel(b.Shape, pre)))
	path := append(append(geom.Path(nil), pre...), end.Pose())
	sw := sweep(&s.Table, b.Shape, path, table.Filter{NoBases: true, Blocks: func(f *table.Feature) bool {
		k, ok := categoryOf(c, m.troop, f)
		return ok && k == DGo && table.AreaIn(b.Shape, f) <= table.AreaSlack
	}})
	return !sw.Clear
}

// impetuousFilter is what stops an impetuous base: table edges,
// impassable terrain (bridges included: impetuous moves do not follow
// roads here), a river its facing crosses at more than 45° [L844]
// (straightBars, read with its pose when the sweep starts) and every
// base but itself.
func impetuousFilter(c Config, s *rules.State, b *table.Base) table.Filter {
	t := troopAt(s, b.ID)
	return table.Filter{Edges: true, SkipBase: func(o *table.Base) bool { return o.ID == b.ID },
		Blocks: func(f *table.Feature) bool {
			return impassableTo(c, t, f) || straightBars(f, b.Shape) // nor a river at more than 45° [L844]
		}}
}

// planImpetuous chooses base m's target and move [L1711-1754]: the
// target reached straight ahead (priority 1 [L1733]), else by the
// shortest pivot-then-straight-ahead move (priority 2 [L1734]), else by
// the shortest move (priority 3 [L1735]); when none is reached, the one
// most in front (priority 4 [L1736], G39), headed for (A52). With no
// target it goes straight ahead its full allowance [L1722]. It returns
// every move equally good by these rules, the rules' pick first: the
// player chooses among them [L1738, L1742].
func planImpetuous(c Config, s *rules.State, m mover, targets []string) []impMove {
	b := m.base
	full := straightAfter(c, s, m.unit, b, geom.Path{b.Shape.Pose()})
	if len(targets) == 0 {
		return veerChoices(c, s, m, impMove{ahead: full})
	}
	k := closeCombat(s)
	if mv, ok := byAhead(c, s, k, m, targets, full); ok {
		return []impMove{mv}
	}
	set := map[string]bool{}
	for _, id := range targets {
		set[id] = true
	}
	if mvs := byPivot(c, s, k, m, set); len(mvs) > 0 {
		return mvs
	}
	if mvs := byAnyMove(c, s, k, m, targets); len(mvs) > 0 {
		return mvs
	}
	return byFront(c, s, m, targets)
}

// byFront is priority 4 [L1736]: the targets most in front (G39, then
// nearness, as in shooting), each headed for (A52); an El is chosen only
// when every one of them is an El, and cancels the move [L1738].
func byFront(c Config, s *rules.State, m mover, targets []string) []impMove {
	front := frontTies(s, m.base, mostInFront(s, m.base, targets))
	if z := preferNotEl(s, front); troopAt(s, z).Type == "El" {
		return []impMove{{target: z, prio: 4}}
	}
	var out []impMove
	for _, z := range front {
		if troopAt(s, z).Type != "El" {
			out = append(out, heading(c, s, m, mustBase(s, z))...)
		}
	}
	return impChoices(s, m.base, out) // front is in table order: the rules' pick first
}

// frontTies are those of ids (mostInFront's, best first) as much in front
// of base a as the first: the same G39 cost and nearness (shooting's Ps
// rule [L1822] adds others, which are no tie here).
func frontTies(s *rules.State, a *table.Base, ids []string) []string {
	z0 := mustBase(s, ids[0]).Shape
	cost, near := EngageCost(a.Shape, z0), nearness(a.Shape, z0)
	var out []string
	for _, id := range ids {
		z := mustBase(s, id).Shape
		if math.Abs(EngageCost(a.Shape, z)-cost) <= eps && math.Abs(nearness(a.Shape, z)-near) <= eps {
			out = append(out, id)
		}
	}
	return out
}

// aim describes the plan for the log.
func (mv impMove) aim(s *rules.State) string {
	veer := ""
	switch {
	case mv.veer:
		veer = "; mounted, it pivots to avoid DGo it is not in [L1722, L1745]"
	case mv.noVeer:
		veer = "; mounted, it does not pivot to avoid the DGo ahead, as it may [L1722, L1745]"
	}
	if mv.target == "" {
		return "no eligible target: it goes straight ahead its full allowance [L1722]" + veer
	}
	z := name(s, mv.target)
	how := ","
	if mv.how != "" {
		how = ", already in close combat, " + mv.how + " [L1727],"
	}
	if mv.zoc {
		how = ", zoccing it, the enemy it must engage if it can [L1402],"
	}
	switch mv.prio {
	case 1:
		return fmt.Sprintf("target %s%s reached straight ahead (priority 1 [L1733])", z, how)
	case 2:
		return fmt.Sprintf("target %s%s reached by the shortest pivot then straight ahead (priority 2 [L1734])", z, how)
	case 3:
		return fmt.Sprintf("target %s%s reached by the shortest move (priority 3 [L1735])", z, how)
	}
	if len(mv.pre) == 0 || mv.veer {
		return fmt.Sprintf("target %s, the most in front (priority 4 [L1736]), not reached this move: it goes straight ahead towards it [L1752]", z) + veer
	}
	return fmt.Sprintf("target %s, the most in front (priority 4 [L1736]), not reached this move: it pivots to head for it (A52)", z)
}
