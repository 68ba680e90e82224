package warmaster

import (
	"fmt"
	"math"
	"sort"

	"plateau/rules"
	"plateau/rules/dice"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The Cannon's bounce path (the sheet §3.1 Cannon 3-4, Q24), the profile
// flag bounce: the ball strikes the nearest point of the nearest stand of
// the target, passes right through that stand and runs bounceBeyond cm
// past the point where it leaves it, along the segment joining the
// closest points of the cannon and that stand (Q24: the middle of each
// set of closest points when they are not unique, as between parallel
// faces). When several of the unit's elements fire at one target, they
// share one path, from the one nearer the target. Each firing element
// rolls its shots at the target, +1 for each further stand of the target
// the path enters (its interior, Q24), all at the target together; and 1
// for each stand of any other unit the path enters, friend or foe,
// engaged or not, each unit's dice rolled together, by its cover against
// the cannon (shifted as its other shots, cover-shift) with its saves as
// against the cannon's other shots (no-save). A wounded unengaged unit
// other than the target is driven back away from the cannon when the
// phase ends (the enemy's before the cannon's own side's, driveorder.go);
// an engaged one is not, and its wounds count for its enemies in its
// first round (M4, as Ball of Flame's).
const (
	keyBounce    = "bounce"
	bounceBeyond = 5.0 // cm past the struck stand
	bounceOf     = "sheet §3.1 Cannon 3-4, Q24"
)

// bouncePath is the path of the balls of u's elements bases at t: from
// the point struck on t's nearest stand to bounceBeyond past where it
// leaves it; struck is that stand.
func bouncePath(s *rules.State, bases []string, t *rules.Unit) (path geom.Segment, struck string, ok bool) {
	best := math.Inf(1)
	var from, hit geom.Rect
	for _, id := range bases {
		b, okb := s.Base(id)
		if !okb {
			continue
		}
		for _, eid := range t.Bases {
			e, oke := s.Base(eid)
			if !oke {
				continue
			}
			if _, _, d := table.Closest(b.Shape, e.Shape); d < best-geom.Eps {
				best, from, hit, struck = d, b.Shape, e.Shape, eid
			}
		}
	}
	if struck == "" {
		return path, "", false
	}
	pa, pb := middleClosest(from, hit)
	dir := pb.Sub(pa)
	if dir.Len() <= geom.Eps {
		dir = from.Forward() // touching: straight ahead
	}
	dir = dir.Unit()
	_, out, in := rectSpan(hit, pb, dir, 0)
	if !in {
		out = 0
	}
	return geom.Segment{A: pb, B: pb.Add(dir.Scale(out + bounceBeyond))}, struck, true
}

// middleClosest is the middle of the points of a nearest to b, and of
// those of b nearest to a (Q24): their outlines sampled every bounceStep.
func middleClosest(a, b geom.Rect) (geom.Vec, geom.Vec) {
	pa, pb, d := table.Closest(a, b)
	return middleNear(a, b, d, pa), middleNear(b, a, d, pb)
}

const bounceStep = 0.01 // cm

// middleNear is the middle of the points of r's outline within d of o
// (the first and last found along the one edge holding them), or p when
// they lie on several edges.
func middleNear(r, o geom.Rect, d float64, p geom.Vec) geom.Vec {
	oo := o.Polygon()
	for k := geom.Front; k <= geom.Left; k++ {
		e := r.Edge(k)
		n := max(1, int(math.Ceil(e.Len()/bounceStep)))
		first, last := -1, -1
		for i := 0; i <= n; i++ {
			q := e.At(float64(i) / float64(n))
			if dq := distToPolygon(q, oo); dq <= d+1e-6 {
				if first < 0 {
					first = i
				}
				last = i
			}
		}
		if first >= 0 && last > first {
			return e.At(float64(first+last) / 2 / float64(n))
		}
	}
	return p
}

// distToPolygon is the distance from q to the outline of pg (0 inside).
func distToPolygon(q geom.Vec, pg geom.Polygon) float64 {
	if pg.Contains(q, 0) {
		return 0
	}
	best := math.Inf(1)
	for i := range pg {
		best = math.Min(best, geom.Segment{A: pg[i], B: pg[(i+1)%len(pg)]}.DistTo(q))
	}
	return best
}

// rectSpan is the stretch [t0, t1] of the ray p + t·dir (t ≥ lo) inside
// r's interior, shrunk by geom.Eps (Q24: a stand is bounced through when
// the path enters its interior); in is false when it never enters.
func rectSpan(r geom.Rect, p, dir geom.Vec, lo float64) (t0, t1 float64, in bool) {
	l, v := r.Local(p), geom.Vec{X: dir.Dot(r.RightDir()), Y: dir.Dot(r.Forward())}
	t0, t1 = lo, math.Inf(1)
	for _, ax := range [2]struct{ p, v, h float64 }{{l.X, v.X, r.Width/2 - geom.Eps}, {l.Y, v.Y, r.Depth/2 - geom.Eps}} {
		if math.Abs(ax.v) < 1e-12 {
			if math.Abs(ax.p) >= ax.h {
				return 0, 0, false
			}
			continue
		}
		a, b := (-ax.h-ax.p)/ax.v, (ax.h-ax.p)/ax.v
		if a > b {
			a, b = b, a
		}
		t0, t1 = math.Max(t0, a), math.Min(t1, b)
	}
	return t0, t1, t1 > t0
}

// onPath lists, for each unit whose stands the path enters, how many,
// the struck stand aside, in the units' order.
func onPath(s *rules.State, path geom.Segment, struck string) (ids []string, stands map[string]int) {
	stands = map[string]int{}
	dir, l := path.Dir().Unit(), path.Len()
	for _, b := range s.Table.Bases {
		if b.ID == struck || b.Round {
			continue
		}
		if t0, _, in := rectSpan(b.Shape, path.A, dir, 0); in && t0 < l-geom.Eps {
			if stands[b.Unit] == 0 {
				ids = append(ids, b.Unit)
			}
			stands[b.Unit]++
		}
	}
	sort.SliceStable(ids, func(i, j int) bool { return s.UnitIndex(ids[i]) < s.UnitIndex(ids[j]) })
	return ids, stands
}

// bounce is what the shared path of u's elements bases at t adds: the
// extra dice per element at t, and the other units on the path with the
// stands of each it enters.
type bounce struct {
	extra  int
	others []string
	stands map[string]int
	path   geom.Segment
}

// bounceOn is u's bounce at t (ok false without the flag or a path).
func bounceOn(s *rules.State, u *rules.Unit, bases []string, t *rules.Unit) (bounce, bool) {
	if !flag(u, keyBounce) || len(bases) == 0 {
		return bounce{}, false
	}
	path, struck, ok := bouncePath(s, bases, t)
	if !ok {
		return bounce{}, false
	}
	ids, stands := onPath(s, path, struck)
	bo := bounce{extra: stands[t.ID], stands: stands, path: path}
	for _, id := range ids {
		if id != t.ID && id != u.ID {
			bo.others = append(bo.others, id)
		}
	}
	return bo, true
}

// bounceOthers rolls the path's attacks on the other units (n firing
// elements, one die each per stand entered), from the cannon at from.
func bounceOthers(s *rules.State, u *rules.Unit, bo bounce, n int, from geom.Rect, d dice.Roller, facts *[]rules.Fact) ([]string, []dice.Roll, []rules.Event, error) {
	var parts []string
	var rolls []dice.Roll
	var evs []rules.Event
	eng := inEngagements(s)
	for _, id := range bo.others {
		o, ok := s.Unit(id)
		if !ok || len(o.Bases) == 0 || IsCommander(o.Type) {
			continue
		}
		p := Fortified
		for _, r := range rects(s, o) {
			p = min(p, shiftCover(u, protection(s, o, r, from)))
		}
		before := status(o, stShotWounds)
		part, rs, lost, err := volleyAt(s, u, o, from, p, n*bo.stands[id], nil, d, "", facts)
		if err != nil {
			return nil, nil, nil, err
		}
		part += settleStruck(u, o, before, eng[o.ID])
		parts = append(parts, fmt.Sprintf("the ball bounces on through %s (%s): %s", o.Title(), plural(bo.stands[id], "stand"), part))
		rolls, evs = append(rolls, rs...), append(evs, lost...)
	}
	return parts, rolls, evs, nil
}

// chargerSave is the save a charger rolls against shooter t's fire at
// chargers: shotSave's, but a cannon's grapeshot is saved with the
// charger's full armour (the sheet §3.1 Cannon 6: "no bounce, and the
// charger saves with its full armour").
func chargerSave(t, mover *rules.Unit) int {
	if flag(t, keyBounce) {
		return armourSave(mover)
	}
	return shotSave(t, mover)
}
