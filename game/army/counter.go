package army

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
)

// The other army deployed by the AI (issue 12 item 4: "deploy your army,
// let the AI deploy the other"): on the setup screen the player may ask
// for the opposing army to be laid out again in its own zone as an answer
// to the army he has built and placed.
//
// The answer is a counter-deployment: the enemy's fighting units, the
// most valuable first, each go opposite the player's unit least answered
// so far (its worth less the worth already placed opposite it), at the
// free place of the zone nearest that unit along the front, a row further
// back counting half its distance (as a unit added by the player is
// placed); its commanders then stand behind the middle of its line. So
// every threat is met, the strongest first, and a player who massed on a
// flank finds the enemy massed there too. A unit's worth is its profile's
// points (WME [L2664], BnB Table 5.4), or its number of bases when the
// scenario gives none. The rules judge the deployment when the battle
// starts, as they judge the player's.

// KindCounterDeploy is the setup screen's action that lays the other
// army out against the one built. Target: that army's id.
const KindCounterDeploy = "counter-deploy"

// worth is what a unit counts for in the counter-deployment.
func worth(u *rules.Unit) float64 {
	if p := u.Profile["points"]; p > 0 {
		return p
	}
	return float64(len(u.Bases))
}

// CounterDeploy is where the bases of army other stand when it deploys
// in its zone against army side as s has it: each base id's new shape.
// It refuses an army with no deployment zone, and one that does not fit
// in it, naming the first unit left over.
func CounterDeploy(s *rules.State, side, other int) (map[string]geom.Rect, error) {
	if other < 0 || other >= len(s.Sides) || other == side {
		return nil, fmt.Errorf("army: no other army %d to deploy", other+1)
	}
	zone := geom.Polygon(s.Sides[other].Deployment)
	if len(zone) < 3 {
		return nil, fmt.Errorf("army: %s has no deployment zone in this scenario to deploy in", s.Sides[other].Name)
	}
	facing := facingToCentre(&s.Table, zone.Centroid())
	fwd, right := geom.Dir(facing), geom.Dir(facing).Perp()
	loF, hiF := extent(zone, fwd)
	loR, hiR := extent(zone, right)

	// What the enemy has to answer: the player's fighting units, where
	// they stand along this army's front.
	type threat struct{ at, worth, met float64 }
	var threats []threat
	// Whatever does not move stays in the way: bases of the other armies.
	var fixed []Placed
	var mine []*rules.Unit
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == other {
			mine = append(mine, u)
			continue
		}
		var at float64
		for _, id := range u.Bases {
			if b, ok := s.Base(id); ok {
				fixed = append(fixed, Placed{Bases: []geom.Rect{b.Shape}})
				at += b.Shape.Center.Dot(right)
			}
		}
		// A commander answers nothing: he is never charged.
		if u.Side == side && len(u.Bases) > 0 && !isRound(s, u) {
			threats = append(threats, threat{at: at / float64(len(u.Bases)), worth: worth(u)})
		}
	}
	// The most valuable first; the scenario's order among equals.
	fighting := slices.Clone(mine)
	slices.SortStableFunc(fighting, func(a, b *rules.Unit) int { return cmp.Compare(worth(b), worth(a)) })

	out := map[string]geom.Rect{}
	placed := slices.Clone(fixed)
	var line []float64 // where the fighting units stand along the front
	place := func(u *rules.Unit, aim float64, from float64) error {
		first, ok := s.Base(u.Bases[0])
		if !ok {
			return fmt.Errorf("army: %s has no base on the table", s.UnitName(u.ID))
		}
		size := [2]float64{first.Shape.Width, first.Shape.Depth}
		var best []geom.Rect
		bestScore := math.Inf(1)
		for front := from; front-size[1] >= loF-geom.Eps && from-front < bestScore*2; front -= 2 * scanStep {
			rects, ok := placeInRow(&s.Table, zone, placed, len(u.Bases), size, facing, front-size[1]/2, loR, hiR, aim)
			if !ok {
				continue
			}
			mid := (rects[0].Center.Dot(right) + rects[len(rects)-1].Center.Dot(right)) / 2
			if score := math.Abs(mid-aim) + (from-front)/2; score < bestScore {
				best, bestScore = rects, score
			}
		}
		if best == nil {
			return fmt.Errorf("army: no room for %s in %s's deployment zone", s.UnitName(u.ID), s.Sides[other].Name)
		}
		placed = append(placed, Placed{Bases: best})
		for k, id := range u.Bases {
			out[id] = best[k]
		}
		return nil
	}
	deepest := hiF // the back of the fighting line
	for _, u := range fighting {
		if len(u.Bases) == 0 || isRound(s, u) {
			continue
		}
		aim := (loR + hiR) / 2
		if len(threats) > 0 {
			j := 0
			for k := range threats {
				if threats[k].worth-threats[k].met > threats[j].worth-threats[j].met {
					j = k
				}
			}
			threats[j].met += worth(u)
			aim = threats[j].at
		}
		if err := place(u, aim, hiF); err != nil {
			return nil, err
		}
		r := out[u.Bases[0]]
		line = append(line, r.Center.Dot(right))
		deepest = math.Min(deepest, r.Center.Dot(fwd)-r.Depth/2)
	}
	// The commanders behind the middle of the line.
	middle := (loR + hiR) / 2
	if len(line) > 0 {
		middle = 0
		for _, x := range line {
			middle += x
		}
		middle /= float64(len(line))
	}
	for _, u := range mine {
		if len(u.Bases) == 0 || !isRound(s, u) {
			continue
		}
		// Behind the line if there is room, else wherever the zone has it.
		if err := place(u, middle, deepest-rowGap); err != nil {
			if err := place(u, middle, hiF); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// isRound reports whether u stands on round bases: a commander's marker.
func isRound(s *rules.State, u *rules.Unit) bool {
	if len(u.Bases) == 0 {
		return false
	}
	b, ok := s.Base(u.Bases[0])
	return ok && b.Round
}
