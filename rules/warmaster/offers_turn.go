package warmaster

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
)

// minTurnOffered is the least turn worth an offer of its own (1°).
const minTurnOffered = math.Pi / 180

// turnOffer is "Turn <unit> toward <nearest enemy> and advance N cm": the
// whole unit turned rigidly about the centre of its bases until its first
// element faces the nearest enemy unit's nearest element, then moved
// straight ahead as far as the move rules allow (§7.2-7.3; the distance
// moved is that of the part that moves farthest, turn included, [L656]).
// It is a drag the player could make; Check decides it like one.
func turnOffer(s *rules.State, u *rules.Unit) (rules.Offer, bool) {
	e := nearestEnemyUnit(s, u)
	rs := rects(s, u)
	if e == nil || len(rs) == 0 {
		return rules.Offer{}, false
	}
	var centre geom.Vec
	for _, r := range rs {
		centre = centre.Add(r.Center)
	}
	centre = centre.Scale(1 / float64(len(rs)))
	aim := nearestPointOf(s, e, centre).Sub(centre)
	if aim.Len() < geom.Eps {
		return rules.Offer{}, false
	}
	phi := geom.NormAngle(aim.Angle() - rs[0].Facing)
	if math.Abs(phi) < minTurnOffered || aheadOfFront(rs, centre, aim) {
		return rules.Offer{}, false
	}
	dir := geom.Dir(rs[0].Facing + phi)
	move := func(d float64) rules.Action {
		a := rules.Action{Kind: rules.KindMove, Side: u.Side}
		for _, id := range u.Bases {
			b, _ := s.Base(id)
			from := b.Shape.Pose()
			turned := geom.Pose{Pos: from.Pos.RotateAbout(centre, phi), Facing: from.Facing + phi}
			path := geom.Path{from, turned}
			if d > 0 {
				path = append(path, geom.Pose{Pos: turned.Pos.Add(dir.Scale(d)), Facing: turned.Facing})
			}
			a.Moves = append(a.Moves, rules.Move{Base: id, Path: path})
		}
		return a
	}
	if checkMove(s, move(0)) != nil {
		return rules.Offer{}, false // it cannot even turn there
	}
	left := allowance(s, u) - usedBy(s, u)
	lo, hi := 0.0, math.Max(0, left)
	if checkMove(s, move(hi)) == nil {
		lo = hi
	} else {
		for range advanceSteps {
			if mid := (lo + hi) / 2; checkMove(s, move(mid)) == nil {
				lo = mid
			} else {
				hi = mid
			}
		}
	}
	a := move(lo)
	label := fmt.Sprintf("Turn %s toward %s and advance %.1f cm", u.Title(), e.Title(), lo)
	if lo < 0.1 {
		a, label = move(0), fmt.Sprintf("Turn %s toward %s", u.Title(), e.Title())
	}
	return rules.Offer{
		Label:   label,
		Detail:  []string{fmt.Sprintf("the whole unit turns %.0f° about its centre to face its nearest enemy, then moves straight on (WME §7.2-7.3); drag a base for any other move", math.Abs(phi)*180/math.Pi)},
		Action:  a,
		Preview: a.Moves,
	}, true
}

// nearestEnemyUnit is the enemy unit (not a commander) on the table
// closest to u (wme.md §12 G1), nil if none.
func nearestEnemyUnit(s *rules.State, u *rules.Unit) *rules.Unit {
	var best *rules.Unit
	bd := math.Inf(1)
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == u.Side || IsCommander(e.Type) || len(e.Bases) == 0 {
			continue
		}
		if d := unitDistance(s, u, e); d < bd {
			best, bd = e, d
		}
	}
	return best
}

// nearestPointOf is the centre of e's base nearest p.
func nearestPointOf(s *rules.State, e *rules.Unit, p geom.Vec) geom.Vec {
	best, bd := geom.Vec{}, math.Inf(1)
	for _, r := range rects(s, e) {
		if d := r.Center.Dist(p); d < bd {
			best, bd = r.Center, d
		}
	}
	return best
}

// aheadOfFront reports whether the point at aim from the unit's centre is
// ahead of it within its frontage: "Advance ... straight ahead" already
// heads for it, so a turn adds nothing.
func aheadOfFront(rs []geom.Rect, centre, aim geom.Vec) bool {
	fwd, right := rs[0].Forward(), rs[0].RightDir()
	if aim.Dot(fwd) <= 0 {
		return false
	}
	half := 0.0
	for _, r := range rs {
		for _, k := range r.Corners() {
			half = math.Max(half, math.Abs(k.Sub(centre).Dot(right)))
		}
	}
	return math.Abs(aim.Dot(right)) <= half
}
