package bloodblades

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The zocced isolated base (bnb.md §7.11 [L1697]): "an isolated base that
// must go into close combat with an enemy base (because it was in its
// ZoC), and cannot do so going straight ahead, must make contact in full
// front-to-front alignment if it has room; failing that, the contact that
// is the closest geometric approximation of it".

// ZocSlideStep is the step (cm) in which the approximations of a full
// front-to-front alignment are tried, sliding along the enemy's front
// edge away from the centred pose: a millimetre, a player's hand.
const ZocSlideStep = 0.1

// zoccedEngagement checks the choice of a move into close combat by
// base m, starting in an enemy's ZoC (G30, A23), along path to end
// (§7.9 [L1402], §7.11 [L1697]):
//   - its enemy must be one zoccing it if it can reach one (reachableZoccer)
//     ("zoc-zoccer");
//   - the move most straight ahead first [L1402]: when going straight
//     ahead to the first enemy met (reachAhead) ends in close combat with
//     an enemy it may engage — a zoccer, or any enemy when it reaches no
//     zoccer — it must go straight ahead ("zoc-ahead");
//   - isolated (in no group, G19), engaging a zoccer it cannot reach
//     straight ahead, it must engage the zoccer whose [L1697] pose ranks
//     first (straightestZoccer, zocrank.go) and end at that pose
//     (zocEngagePose, "zoc-align");
//   - otherwise (in a group, or engaging an enemy that does not zoc it),
//     its move must rank no worse than the best turning move into such an
//     enemy (straightestTurn, zocturn.go: "zoc-straightest").
//
// It says nothing of other moves (nil). The refusals name the offer that
// makes the required move where there is one, as a hand cannot place a
// base that exactly.
func zoccedEngagement(c Config, s *rules.State, m mover, path geom.Path, end geom.Rect) *rules.Violation {
	if _, fights := inCombatAt(s, m.base, end); !fights || len(Zoccers(s, m.base)) == 0 {
		return nil
	}
	z, withZoccer := zoccerEngaged(s, m.base, end)
	scan := newTurnScan(c, s, m)
	if !withZoccer {
		if r, ok := reachableZoccer(c, s, m, scan); ok {
			return &rules.Violation{Code: "zoc-zoccer", Rule: "BnB §7.9 [L1402]", Bases: []string{m.base.ID, r},
				Areas: []geom.Polygon{ZoC(mustBase(s, r).Shape)},
				Msg: fmt.Sprintf("%s is in the zone of control of %s and can reach it: it must go into close combat with it rather than with another enemy",
					m.name(), name(s, r))}
		}
	}
	if e, ok := aheadEngages(c, s, m.base, withZoccer); ok {
		if only(path, legAhead) {
			return nil
		}
		return &rules.Violation{Code: "zoc-ahead", Rule: "BnB §7.9 [L1402], §7.11 [L1697]", Bases: []string{m.base.ID, e},
			Msg: fmt.Sprintf("%s, in a zone of control, can go into close combat with %s straight ahead: the move most straight ahead comes first, so it must do so (take the offer \"Advance … into contact\")",
				m.name(), name(s, e))}
	}
	if withZoccer && len(groupOf(s, m.base.ID)) <= 1 {
		if v := straightestZoccer(c, s, m, z); v != nil {
			return v
		}
		return alignedEngagement(c, s, m, z, end)
	}
	return straightestTurn(c, s, m, scan, end, withZoccer)
}

// straightestZoccer is [L1402]'s order among the zoccers of isolated base
// m, which engages z, none straight ahead: each has its [L1697] pose
// (zocEngagePose), and z's must rank no worse than another's
// ("zoc-straightest").
func straightestZoccer(c Config, s *rules.State, m mover, z *table.Base) *rules.Violation {
	zs := Zoccers(s, m.base)
	if len(zs) < 2 {
		return nil
	}
	need, _, ok := zocEngagePose(c, s, m, z)
	if !ok {
		return nil
	}
	have := rankOf(m.base.Shape, need.End())
	for _, id := range zs {
		if id == z.ID {
			continue
		}
		path, full, ok := zocEngagePose(c, s, m, mustBase(s, id))
		if !ok {
			continue
		}
		k := rankOf(m.base.Shape, path.End())
		if !k.better(have) {
			continue
		}
		return &rules.Violation{Code: "zoc-straightest", Rule: "BnB §7.9 [L1402], §7.11 [L1697]", Bases: []string{m.base.ID, id},
			Areas: []geom.Polygon{m.base.Shape.At(path.End()).Polygon()},
			Msg: fmt.Sprintf("%s, in the zone of control of %s and %s, must go into close combat by the move most straight ahead, then the shortest: engaging %s turns %.1f° and moves %s, engaging %s %.1f° and %s (take the offer \"%s\")",
				m.name(), name(s, z.ID), name(s, id), name(s, z.ID), geom.Deg(have.turn), c.mu(have.length), name(s, id), geom.Deg(k.turn), c.mu(k.length), zocEngageLabel(s, id, full))}
	}
	return nil
}

// aheadEngages is the enemy base b ends in close combat with going
// straight ahead to the first enemy met (reachAhead): one zoccing it
// when zoccer is set, else any.
func aheadEngages(c Config, s *rules.State, b *table.Base, zoccer bool) (string, bool) {
	_, stop, ok := reachAhead(c, s, b)
	if !ok {
		return "", false
	}
	r := b.Shape.At(stop)
	if zoccer {
		z, ok := zoccerEngaged(s, b, r)
		if !ok {
			return "", false
		}
		return z.ID, true
	}
	return inCombatAt(s, b, r)
}

// reachableZoccer is the first enemy zoccing base m (table order) that
// m can go into close combat with [L1402]: straight ahead to it
// (zocAheadReaches), or, as [L1697] reads "room", at a front-to-front
// pose reached by a simple normal move (zocEngagePose); else the target
// of the best turning move into a zoccer (turnScan.best).
func reachableZoccer(c Config, s *rules.State, m mover, scan *turnScan) (string, bool) {
	for _, id := range Zoccers(s, m.base) {
		z := mustBase(s, id)
		if zocAheadReaches(c, s, m.base, z) {
			return id, true
		}
		if _, _, ok := zocEngagePose(c, s, m, z); ok {
			return id, true
		}
	}
	if mv, ok := scan.best(true); ok {
		return mv.target, true
	}
	return "", false
}

// alignedEngagement is [L1697] for isolated base m, in the ZoC of z and
// ending at end in close combat with it, which it cannot reach straight
// ahead: end must be the full front-to-front alignment with z, or the
// nearest pose to it there is room for (zocEngagePose).
func alignedEngagement(c Config, s *rules.State, m mover, z *table.Base, end geom.Rect) *rules.Violation {
	need, full, ok := zocEngagePose(c, s, m, z)
	if !ok || matchesPose(end, need.End()) {
		return nil
	}
	how := "in full front-to-front alignment (front edge on its front edge, centre to centre)"
	if !full {
		how = "as near a full front-to-front alignment as there is room for (the shown pose)"
	}
	return &rules.Violation{Code: "zoc-align", Rule: "BnB §7.11 [L1697]", Bases: []string{m.base.ID, z.ID},
		Areas: []geom.Polygon{m.base.Shape.At(need.End()).Polygon()},
		Msg: fmt.Sprintf("%s, isolated in the zone of control of %s, cannot reach it straight ahead: it must make contact %s; take the offer \"%s\"",
			m.name(), name(s, z.ID), how, zocEngageLabel(s, z.ID, full))}
}

// zocAheadReaches reports whether base b, going straight ahead to the
// first enemy met (reachAhead), ends in close combat with z.
func zocAheadReaches(c Config, s *rules.State, b *table.Base, z *table.Base) bool {
	_, stop, ok := reachAhead(c, s, b)
	return ok && InCloseCombat(b.Shape.At(stop), z.Shape)
}

// zocEngageLabel is the label of the offer that makes [L1697]'s move
// into close combat with base z, full alignment or its nearest
// approximation.
func zocEngageLabel(s *rules.State, z string, full bool) string {
	if full {
		return fmt.Sprintf("Engage %s front to front, aligned (ZoC [L1697])", name(s, z))
	}
	return fmt.Sprintf("Engage %s as near aligned as there is room (ZoC [L1697])", name(s, z))
}

// zoccerEngaged is the enemy in whose ZoC base b stands (G30) that b at
// pose end is in close combat with (G9), the first in table order.
func zoccerEngaged(s *rules.State, b *table.Base, end geom.Rect) (*table.Base, bool) {
	for _, id := range Zoccers(s, b) {
		if z := mustBase(s, id); InCloseCombat(end, z.Shape) {
			return z, true
		}
	}
	return nil, false
}

// zocEngagePose is where [L1697] makes base m contact enemy z, with the
// path m gets there by: the full front-to-front alignment (m's front
// edge on z's front edge, centre to centre, facing it, conformPose) when
// m can get there; else the nearest pose to it that m can get to, slid
// along z's front edge by steps of ZocSlideStep either way (the right
// first), keeping the front edges in contact. "Can get there" is a normal
// move (reachOK) along one of engagePaths. full says which; ok is false
// when m can reach no such pose.
func zocEngagePose(c Config, s *rules.State, m mover, z *table.Base) (path geom.Path, full, ok bool) {
	aligned := conformPose(m.base.Shape, z.Shape)
	if path, ok := engagePathTo(c, s, m, z, aligned); ok {
		return path, true, true
	}
	along := z.Shape.RightDir()
	for k := 1; float64(k)*ZocSlideStep < m.base.Shape.Width-eps; k++ {
		for _, sign := range []float64{-1, 1} { // z's right is the mover's left: the mover's right first
			p := geom.Pose{Pos: aligned.Pos.Add(along.Scale(sign * float64(k) * ZocSlideStep)), Facing: aligned.Facing}
			if path, ok := engagePathTo(c, s, m, z, p); ok {
				return path, false, true
			}
		}
	}
	return nil, false, false
}

// engagePathTo is the first of engagePaths by which base m gets to pose
// p into close combat with z as a normal move within its allowance
// (reachOK), when it has room there (on the table, on no other base).
func engagePathTo(c Config, s *rules.State, m mover, z *table.Base, p geom.Pose) (geom.Path, bool) {
	r := m.base.Shape.At(p)
	if !s.Table.OnTable(r) || len(s.Table.Overlaps(r, table.Filter{SkipBase: func(o *table.Base) bool { return o.ID == m.base.ID }})) > 0 {
		return nil, false
	}
	for _, path := range engagePaths(m.base.Shape.Pose(), p) {
		if reachOK(c, s, m, path, z) {
			return path, true
		}
	}
	return nil, false
}

// matchesPose reports whether r stands at p: its centre within
// table.ContactTolerance, its facing within DirTolerance.
func matchesPose(r geom.Rect, p geom.Pose) bool {
	return r.Center.Dist(p.Pos) <= eps && math.Abs(geom.NormAngle(r.Facing-p.Facing)) <= DirTolerance
}

// engagePaths are the simple paths from start to end that [L1697]'s
// reach is tried by: one rigid motion, with or without an about-face
// first (freeMoves, A40); a turn in place then a translation; a
// translation then a turn in place; a turn in place, a slide sideways,
// then straight ahead or back.
func engagePaths(start, end geom.Pose) []geom.Path {
	turn := start.Facing + geom.NormAngle(end.Facing-start.Facing)
	turned := geom.Pose{Pos: start.Pos, Facing: turn}
	right := geom.Rect{Facing: turn}.RightDir()
	side := geom.Pose{Pos: start.Pos.Add(right.Scale(end.Pos.Sub(start.Pos).Dot(right))), Facing: turn}
	return append(freeMoves(start, end),
		geom.Path{start, turned, {Pos: end.Pos, Facing: turn}},
		geom.Path{start, {Pos: end.Pos, Facing: start.Facing}, {Pos: end.Pos, Facing: turn}},
		geom.Path{start, turned, side, {Pos: end.Pos, Facing: turn}})
}
