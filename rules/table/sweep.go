package table

import (
	"math"
	"sort"

	"plateau/rules/geom"
)

// parallelEps is the speed (cm per unit of path) along an axis below
// which the motion counts as parallel to it: the projection then never
// changes along the leg.
const parallelEps = 1e-12

// SweepResolution is the length (cm) to which Sweep locates the first
// collision of a rotating leg: the Stop pose is within this distance (of
// corner travel) of the first touch. A tenth of a millimetre is below what
// a player can see or place.
const SweepResolution = 0.01

// Sweep is the result of moving a base along a path.
type Sweep struct {
	// Clear is true when nothing blocks the whole path.
	Clear bool
	// Hit is the first obstacle met (when not Clear).
	Hit Obstacle
	// Stop is the last clear pose along the path: where the base touches
	// Hit (translations), or within SweepResolution of it (rotations). It
	// is the end of the path when Clear, and the start pose when the start
	// itself overlaps Hit.
	Stop geom.Pose
	// Leg is the index of the leg (Path.Legs) where Hit is met.
	Leg int
}

// Sweep moves a base of r's size along p (r's own pose is ignored) and
// reports the first blocking obstacle its swept area overlaps deeper than
// OverlapSlack (wme.md §12 G14; bnb.md §12.3 G27). The start pose counts:
// a base that starts overlapping a blocker is blocked at once, so the
// caller must skip the moving base itself (and, usually, its own unit)
// with f.SkipBase. Translations are exact; rotations are covered by hulls
// refined until they are within SweepResolution of the arc.
func (t *Table) Sweep(r geom.Rect, p geom.Path, f Filter) Sweep {
	if len(p) == 0 {
		return Sweep{Clear: true, Stop: r.Pose()}
	}
	if len(p) == 1 {
		if hit := t.Overlaps(r.At(p[0]), f); len(hit) > 0 {
			return Sweep{Hit: hit[0], Stop: p[0]}
		}
		return Sweep{Clear: true, Stop: p[0]}
	}
	// One scan of the table for the whole path; each leg then filters
	// these by its own box. A start pose that overlaps is found by the
	// first leg at fraction 0.
	legs := p.Legs()
	covers := make([]geom.Polygon, len(legs))
	var box geom.AABB
	for i, l := range legs {
		covers[i] = sweptHull(r, l, 0, 1)
		if b := covers[i].Bounds(); i == 0 {
			box = b
		} else {
			box = box.Union(b)
		}
	}
	var buf [32]solid
	all := t.solids(buf[:0], box, f)
	var legBuf [32]solid
	for i, l := range legs {
		lb := covers[i].Bounds()
		cands := legBuf[:0]
		for _, s := range all {
			if s.box.Overlaps(lb, 0) {
				cands = append(cands, s)
			}
		}
		if len(cands) == 0 {
			continue
		}
		var (
			at  float64
			obs Obstacle
			hit bool
		)
		if math.Abs(l.Turn()) < geom.AngleEps {
			at, obs, hit = slide(r, l, cands)
		} else {
			at, obs, hit = turn(r, l, cands)
		}
		if hit {
			return Sweep{Hit: obs, Stop: l.At(at), Leg: i}
		}
	}
	return Sweep{Clear: true, Stop: p.End()}
}

// slide finds the first obstacle a translating leg meets, exactly: the
// fraction of the leg at which r touches it.
func slide(r geom.Rect, l geom.Leg, cands []solid) (float64, Obstacle, bool) {
	a := r.At(l.From).Polygon()
	d := l.To.Pos.Sub(l.From.Pos)
	best, touch := math.Inf(1), 0.0
	var obs Obstacle
	for _, s := range cands {
		if enter, at, ok := impact(a, s.poly, d, OverlapSlack); ok && enter < best {
			best, touch, obs = enter, at, s.obs
		}
	}
	if math.IsInf(best, 1) {
		return 0, Obstacle{}, false
	}
	return touch, obs, true
}

// impact is the time of impact of convex a moving by s·d (s in [0,1])
// against convex b, by the separating axis theorem: enter is the least s at
// which they overlap deeper than slack, touch the s at which the axis that
// decides it starts to overlap at all (≤ enter), where a merely touches b.
func impact(a, b geom.Polygon, d geom.Vec, slack float64) (enter, touch float64, ok bool) {
	lo, hi := math.Inf(-1), math.Inf(1)
	touch = math.Inf(-1)
	for _, poly := range [2]geom.Polygon{a, b} {
		for i := range poly {
			n := edge(poly, i).Dir().Perp().Unit()
			if n == (geom.Vec{}) {
				continue
			}
			amin, amax := project(a, n)
			bmin, bmax := project(b, n)
			if amax-amin <= slack || bmax-bmin <= slack {
				return 0, 0, false // too thin along n ever to overlap that deep
			}
			v := d.Dot(n)
			// overlap(s) > slack ⇔ amax + s·v > bmin + slack and amin + s·v < bmax − slack.
			e1, e2 := bmin+slack-amax, bmax-slack-amin // bounds on s·v
			if math.Abs(v) < parallelEps {
				if e1 >= 0 || e2 <= 0 {
					return 0, 0, false
				}
				continue
			}
			s1, s2 := e1/v, e2/v
			if v < 0 {
				s1, s2 = s2, s1
			}
			if s1 > lo {
				lo = s1
				touch = s1 - slack/math.Abs(v)
			}
			hi = min(hi, s2)
		}
	}
	if lo >= hi || hi <= 0 || lo >= 1 {
		return 0, 0, false
	}
	return max(lo, 0), max(touch, 0), true
}

func project(p geom.Polygon, n geom.Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, v := range p {
		x := v.Dot(n)
		lo, hi = min(lo, x), max(hi, x)
	}
	return lo, hi
}

// turn finds the first obstacle a rotating leg meets: the leg is split
// into pieces of at most a quarter turn; a piece whose hull hits something
// is halved, depth first, until its corners travel less than
// SweepResolution, so false alarms of the coarse hulls are dismissed and
// the first real contact is found.
func turn(r geom.Rect, l geom.Leg, cands []solid) (float64, Obstacle, bool) {
	rho := r.Radius()
	if c, ok := l.Pivot(); ok {
		rho += c.Dist(l.From.Pos)
	}
	travel := math.Abs(l.Turn()) * rho // corner travel over the whole leg, at most
	if _, ok := l.Pivot(); !ok {
		travel += l.To.Pos.Dist(l.From.Pos)
	}
	n := int(math.Ceil(math.Abs(l.Turn()) / (math.Pi / 2)))
	for i := 0; i < n; i++ {
		t0, t1 := float64(i)/float64(n), float64(i+1)/float64(n)
		if at, obs, ok := firstHit(r, l, t0, t1, travel, cands); ok {
			return stepBack(r, l, at, travel, cands), obs, true
		}
	}
	return 0, Obstacle{}, false
}

func firstHit(r geom.Rect, l geom.Leg, t0, t1, travel float64, cands []solid) (float64, Obstacle, bool) {
	h := geom.SweptHull(r, l, t0, t1) // bisected: seldom asked again, not remembered
	box := h.Bounds()
	var obs Obstacle
	hit := false
	for _, s := range cands {
		if s.box.Overlaps(box, 0) && deeper(h, s.poly, OverlapSlack) {
			obs, hit = s.obs, true
			break
		}
	}
	if !hit {
		return 0, Obstacle{}, false
	}
	if (t1-t0)*travel <= SweepResolution {
		return t0, obs, true
	}
	m := (t0 + t1) / 2
	if at, o, ok := firstHit(r, l, t0, m, travel, cands); ok {
		return at, o, true
	}
	return firstHit(r, l, m, t1, travel, cands)
}

// stepBack returns at, or an earlier fraction if the rectangle there still
// overlaps a candidate (the hulls bound the sweep, not each pose, so this
// guards the promise that Stop never overlaps).
func stepBack(r geom.Rect, l geom.Leg, at, travel float64, cands []solid) float64 {
	step := SweepResolution / max(travel, geom.Eps)
	for at > 0 {
		p := r.At(l.At(at)).Polygon()
		clear := true
		for _, s := range cands {
			if deeper(p, s.poly, OverlapSlack) {
				clear = false
				break
			}
		}
		if clear {
			return at
		}
		at = max(0, at-step)
		step *= 2
	}
	return 0
}

// Encounter is an obstacle met by a translation, and how far along it the
// moving rectangle first touches it.
type Encounter struct {
	Obstacle
	At float64 // cm along the move
}

// Translate moves r along dir (any length; its direction counts) for up to
// max cm and lists every blocking obstacle it would meet, nearest first
// (ties in table order), each with the distance at which r touches it:
// translate-until-contact (wme.md §12 G22; bnb.md §12.8 G46, G48). The
// first Encounter's At is where a move that stops at contact ends; the
// rest are the blockers it would cross. An obstacle r already overlaps
// has At 0.
func (t *Table) Translate(r geom.Rect, dir geom.Vec, max float64, f Filter) []Encounter {
	u := dir.Unit()
	if u == (geom.Vec{}) || max <= 0 {
		return nil
	}
	d := u.Scale(max)
	a := r.Polygon()
	box := geom.BoundsOf(a...)
	box = box.Union(box.Shift(d))
	var buf [32]solid
	var out []Encounter
	for _, s := range t.solids(buf[:0], box, f) {
		if _, at, ok := impact(a, s.poly, d, OverlapSlack); ok {
			if n := len(out); n > 0 && out[n-1].Obstacle == s.obs {
				out[n-1].At = min(out[n-1].At, at*max)
				continue
			}
			out = append(out, Encounter{s.obs, at * max})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].At < out[j].At })
	return out
}
