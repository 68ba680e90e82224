package army

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The other army deployed by the AI (issue 12 item 4: "deploy your army,
// let the AI deploy the other"): on the setup screen the player may ask
// for the opposing army to be laid out again in its own zone as an answer
// to the army he has built and placed.
//
// The answer is a counter-deployment of the army's blocks — its units
// (WME), or its groups of bases in contact (BnB, where groups form by
// contact [L1405]), each kept in its own shape and turned to face the
// enemy: the most valuable first, each goes opposite the player's block
// least answered so far (its worth less the worth already placed opposite
// it), at the free place of the zone nearest it along the front, a row
// further back counting half its distance (as a unit added by the player
// is placed); its commanders (round bases) then stand behind the middle
// of its line, and its baggage (BnB's Bg, which deploys on its own at S4
// [L713]) stays where it is. So every threat is met, the strongest first,
// and a player who massed on a flank finds the enemy massed there too. A
// block's worth is its profile points (WME [L2664], BnB Table 5.4), or its
// number of bases when the scenario gives none. The rules judge the
// deployment when the battle starts, as they judge the player's.

// KindCounterDeploy is the setup screen's action that lays the other
// army out against the one built. Target: that army's id.
const KindCounterDeploy = "counter-deploy"

// block is bases deployed together, in their own shape.
type block struct {
	ids    []string
	shapes []geom.Rect
	worth  float64
	round  bool // commanders' markers
}

// blocksOf are side's blocks in s: each unit's bases, and in BnB (one
// base a unit) the groups of bases in contact; its baggage is left out.
func blocksOf(s *rules.State, side int) []block {
	var out []block
	var bnb []int // BnB bases, grouped below
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side || len(u.Bases) == 0 || isBaggage(u) {
			continue
		}
		b := block{worth: worth(u), round: isRound(s, u)}
		for _, id := range u.Bases {
			if x, ok := s.Base(id); ok {
				b.ids, b.shapes = append(b.ids, id), append(b.shapes, x.Shape)
			}
		}
		if len(b.ids) == 0 {
			continue
		}
		if s.Ruleset == "bnb" && !b.round {
			bnb = append(bnb, len(out))
		}
		out = append(out, b)
	}
	// BnB: merge the bases in contact, edge to edge, into their groups.
	touch := func(a, b block) bool {
		for _, x := range a.shapes {
			for _, y := range b.shapes {
				if geom.Distance(x.Polygon(), y.Polygon()) <= table.ContactTolerance {
					return true
				}
			}
		}
		return false
	}
	merged := make([]bool, len(out))
	for k, i := range bnb {
		if merged[i] {
			continue
		}
		for grew := true; grew; {
			grew = false
			for _, j := range bnb[k+1:] {
				if !merged[j] && touch(out[i], out[j]) {
					out[i].ids = append(out[i].ids, out[j].ids...)
					out[i].shapes = append(out[i].shapes, out[j].shapes...)
					out[i].worth += out[j].worth
					merged[j], grew = true, true
				}
			}
		}
	}
	kept := out[:0]
	for i, b := range out {
		if !merged[i] {
			kept = append(kept, b)
		}
	}
	return kept
}

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

	// What the enemy has to answer: the player's fighting blocks, where
	// they stand along this army's front (a commander is never charged).
	type threat struct{ at, worth, met float64 }
	var threats []threat
	for _, b := range blocksOf(s, side) {
		if b.round {
			continue
		}
		at := 0.0
		for _, r := range b.shapes {
			at += r.Center.Dot(right)
		}
		threats = append(threats, threat{at: at / float64(len(b.shapes)), worth: b.worth})
	}
	// Whatever does not move stays in the way: every base but the army's
	// blocks (its baggage and the other armies).
	mine := blocksOf(s, other)
	moving := map[string]bool{}
	for _, b := range mine {
		for _, id := range b.ids {
			moving[id] = true
		}
	}
	var placed []Placed
	for _, b := range s.Table.Bases {
		if !moving[b.ID] {
			placed = append(placed, Placed{Bases: []geom.Rect{b.Shape}})
		}
	}
	// Rows a block deep and a gap apart, so that the line stands straight.
	rowDepth := 0.0
	for _, b := range mine {
		lo, hi := footprint(b.shapes, fwd)
		rowDepth = math.Max(rowDepth, hi-lo)
	}
	rowDepth += rowGap
	gap := unitGap
	if s.Ruleset == "bnb" {
		gap = 0 // groups may touch: BnB bases in contact form one group [L1405]
	}

	out := map[string]geom.Rect{}
	place := func(b block, aim, from float64) bool {
		turned := faceAs(b.shapes, facing)
		flo, fhi := footprint(turned, fwd)
		rlo, rhi := footprint(turned, right)
		var best []geom.Rect
		bestScore := math.Inf(1)
		for row := 0; ; row++ {
			front := from - float64(row)*rowDepth
			back := float64(row) * rowDepth / 2
			if front-(fhi-flo) < loF-geom.Eps || back >= bestScore {
				break
			}
			for k := 0; ; k++ {
				off := float64((k+1)/2) * scanStep * float64(1-2*(k%2))
				at := aim + off
				if math.Abs(off)+back >= bestScore || math.Abs(off) > hiR-loR {
					break
				}
				shift := fwd.Scale(front - fhi).Add(right.Scale(at - (rlo+rhi)/2))
				rects := make([]geom.Rect, len(turned))
				ok := true
				for i, r := range turned {
					r.Center = r.Center.Add(shift)
					rects[i] = r
					if ok = fitsWithGap(&s.Table, zone, placed, r, gap); !ok {
						break
					}
				}
				if ok {
					best, bestScore = rects, math.Abs(off)+back
					break
				}
			}
		}
		if best == nil {
			return false
		}
		placed = append(placed, Placed{Bases: best})
		for i, id := range b.ids {
			out[id] = best[i]
		}
		return true
	}
	// The most valuable first; the scenario's order among equals.
	slices.SortStableFunc(mine, func(a, b block) int { return cmp.Compare(b.worth, a.worth) })
	line, deepest := []float64{}, hiF
	for _, b := range mine {
		if b.round {
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
			threats[j].met += b.worth
			aim = threats[j].at
		}
		if !place(b, aim, hiF) {
			return nil, fmt.Errorf("army: no room for %s in %s's deployment zone", s.Called(b.ids[0]), s.Sides[other].Name)
		}
		lo, hi := footprint(mapped(out, b.ids), right)
		line = append(line, (lo+hi)/2)
		flo, _ := footprint(mapped(out, b.ids), fwd)
		deepest = math.Min(deepest, flo)
	}
	// The commanders behind the middle of the line, or wherever the zone
	// has room.
	middle := (loR + hiR) / 2
	if len(line) > 0 {
		middle = 0
		for _, x := range line {
			middle += x
		}
		middle /= float64(len(line))
	}
	for _, b := range mine {
		if b.round && !place(b, middle, deepest-rowGap) && !place(b, middle, hiF) {
			return nil, fmt.Errorf("army: no room for %s in %s's deployment zone", s.Called(b.ids[0]), s.Sides[other].Name)
		}
	}
	return out, nil
}

// faceAs is the shapes turned about their first one's centre so that it
// faces facing (the others keep their places and facings relative to it).
func faceAs(shapes []geom.Rect, facing float64) []geom.Rect {
	turn := facing - shapes[0].Facing
	pivot := shapes[0].Center
	out := make([]geom.Rect, len(shapes))
	for i, r := range shapes {
		r.Center = r.Center.RotateAbout(pivot, turn)
		r.Facing = geom.NormAngle(r.Facing + turn)
		out[i] = r
	}
	return out
}

// footprint is the least and greatest projection on axis of the shapes'
// corners.
func footprint(shapes []geom.Rect, axis geom.Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, r := range shapes {
		a, b := extent(r.Polygon(), axis)
		lo, hi = math.Min(lo, a), math.Max(hi, b)
	}
	return lo, hi
}

// mapped is the shapes of ids in m.
func mapped(m map[string]geom.Rect, ids []string) []geom.Rect {
	out := make([]geom.Rect, len(ids))
	for i, id := range ids {
		out[i] = m[id]
	}
	return out
}

// isRound reports whether u stands on round bases: a commander's marker.
func isRound(s *rules.State, u *rules.Unit) bool {
	if len(u.Bases) == 0 {
		return false
	}
	b, ok := s.Base(u.Bases[0])
	return ok && b.Round
}
