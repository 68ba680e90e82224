package charge

import (
	"fmt"
	"math"
	"sort"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// offsetStep is the spacing (cm) of the extra offsets tried along an edge
// when the one nearest the centre cannot be reached: a quarter of a
// centimetre is finer than a player places a base by hand.
const offsetStep = 0.25

// maxOffsets bounds the offsets tried along one edge for one base.
const maxOffsets = 40

// offsetTolerance is how near (cm) the offset found lies to the one nearest
// the centre that the charger can reach and form its line from, when that
// one is not the edge's own nearest point ([L820-822]: "positionné au mieux
// au plus proche du centre"): the grid of offsetStep is refined by
// bisection down to it, far below what a player places by hand.
const offsetTolerance = 0.005

// edgeFrame is the contact frame of one target edge: the charger's front
// edge lies on the edge's line, facing it, its midpoint Offset cm along u
// from the edge's midpoint.
type edgeFrame struct {
	mid, u, n geom.Vec
	len       float64
	facing    float64 // the charger's facing: towards the edge
}

func frameOf(t geom.Rect, e geom.Edge) edgeFrame {
	seg := t.Edge(e)
	n := t.Outward(e)
	return edgeFrame{mid: seg.Mid(), u: seg.Dir().Unit(), n: n, len: seg.Len(), facing: n.Neg().Angle()}
}

// pose puts a base of depth d with its front edge's midpoint at offset s.
func (f edgeFrame) pose(s, d float64) geom.Pose {
	return geom.Pose{Pos: f.mid.Add(f.u.Scale(s)).Add(f.n.Scale(d / 2)), Facing: f.facing}
}

// interval is a closed range of offsets.
type interval struct{ lo, hi float64 }

// feasible is the set of offsets at which charger i's front edge lies
// flush against target base j's edge e with at least MinContact cm of
// contact (G11), on the table and overlapping no base outside the charging
// unit nor blocking terrain (G12), as disjoint intervals in increasing
// order. Each convex obstacle forbids one open interval of offsets, found
// exactly by translating the base along the edge from both ends
// (table.Translate); a concave feature is taken as the span of its pieces,
// which errs towards refusing a pose deep in a notch.
func (s *solver) feasible(i, j int, e geom.Edge) []interval {
	shape := s.chargers[i].Shape
	fr := frameOf(s.targets[j].Shape, e)
	lim := (shape.Width+fr.len)/2 - MinContact
	if lim < -geom.Eps || math.Min(shape.Width, fr.len) < MinContact-geom.Eps {
		return nil
	}
	lo, hi := -math.Max(lim, 0), math.Max(lim, 0)
	// The table: every corner moves linearly with the offset.
	r0 := shape.At(fr.pose(0, shape.Depth))
	for _, c := range r0.Corners() {
		for _, ax := range [2]struct{ p, u, max float64 }{{c.X, fr.u.X, s.t.Width}, {c.Y, fr.u.Y, s.t.Height}} {
			// 0 ≤ p + u·s ≤ max
			if math.Abs(ax.u) < 1e-12 {
				if ax.p < -geom.Eps || ax.p > ax.max+geom.Eps {
					return nil
				}
				continue
			}
			a, b := (0-ax.p)/ax.u, (ax.max-ax.p)/ax.u
			if a > b {
				a, b = b, a
			}
			lo, hi = math.Max(lo, a-geom.Eps), math.Min(hi, b+geom.Eps)
		}
	}
	if lo > hi {
		return nil
	}
	span := hi - lo
	if span < geom.Eps {
		if len(s.t.Overlaps(shape.At(fr.pose(lo, shape.Depth)), s.moving)) > 0 {
			return nil
		}
		return []interval{{lo, lo}}
	}
	enter := map[table.Obstacle]float64{}
	for _, x := range s.t.Translate(shape.At(fr.pose(lo, shape.Depth)), fr.u, span, s.moving) {
		enter[x.Obstacle] = lo + x.At
	}
	leave := map[table.Obstacle]float64{}
	for _, x := range s.t.Translate(shape.At(fr.pose(hi, shape.Depth)), fr.u.Neg(), span, s.moving) {
		leave[x.Obstacle] = hi - x.At
	}
	var bad []interval
	for o, a := range enter {
		b, ok := leave[o]
		if !ok {
			b = hi
		}
		if b > a+geom.Eps {
			bad = append(bad, interval{a, b})
		}
	}
	for o, b := range leave {
		if _, ok := enter[o]; !ok && b > lo+geom.Eps {
			bad = append(bad, interval{lo, b})
		}
	}
	sort.Slice(bad, func(a, b int) bool { return bad[a].lo < bad[b].lo })
	var out []interval
	at := lo
	for _, x := range bad {
		if x.lo > at {
			out = append(out, interval{at, x.lo})
		}
		at = math.Max(at, x.hi)
	}
	if at <= hi {
		out = append(out, interval{at, hi})
	}
	return out
}

// offset is an offset to try and, when it is not the nearest point of its
// interval to the centre, the next one tried before it on the same
// interval, nearer the centre (refine).
type offset struct {
	at, prev float64
	refine   bool
}

// offsets are the feasible offsets to try, nearest the centre first: the
// point of each interval nearest 0 (the centred pose, or the nearest to it,
// G12 [L820-822]), then points offsetStep apart moving away from it, for
// when the nearer ones cannot be reached.
func offsets(iv []interval) []offset {
	var out []offset
	for _, x := range iv {
		c := math.Max(x.lo, math.Min(x.hi, 0))
		out = append(out, offset{at: c})
		for k := 1; len(out) < 4*maxOffsets; k++ {
			a, b := c-float64(k)*offsetStep, c+float64(k)*offsetStep
			in := false
			if a >= x.lo {
				out, in = append(out, offset{a, a + offsetStep, true}), true
			}
			if b <= x.hi {
				out, in = append(out, offset{b, b - offsetStep, true}), true
			}
			if !in {
				break
			}
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return math.Abs(out[a].at) < math.Abs(out[b].at)-geom.Eps })
	if len(out) > maxOffsets {
		out = out[:maxOffsets]
	}
	return out
}

// nearest is the offset of offs nearest the centre at which try succeeds,
// with try's result ([L820-822]). The first of offs that succeeds is
// refined by bisection towards the one tried before it on its interval,
// which failed, until within offsetTolerance of where success begins: the
// grid alone could stop up to offsetStep short of it (a charger whose
// reach ends 0.01 cm short of the centre was placed 0.25 cm off it).
func nearest[T any](offs []offset, try func(float64) (T, bool)) (float64, T, bool) {
	for _, o := range offs {
		got, ok := try(o.at)
		if !ok {
			continue
		}
		if o.refine {
			fail, at := o.prev, o.at
			for math.Abs(at-fail) > offsetTolerance {
				mid := (fail + at) / 2
				if g, ok := try(mid); ok {
					at, got = mid, g
				} else {
					fail = mid
				}
			}
			return at, got, true
		}
		return o.at, got, true
	}
	var zero T
	return 0, zero, false
}

// place runs §7.5 items 4-10 for zone zc.Zone.
func (s *solver) place(zc ZoneCall) ([]Placement, error) {
	order := []int{}
	for _, j := range s.byDistance() {
		if s.targets[j].ID == zc.Element {
			order = append([]int{j}, order...)
		} else {
			order = append(order, j)
		}
	}
	var firsts []int // chargers that may go first: they see the target ([L778])
	for i := range s.chargers {
		if s.seesTarget(i) {
			firsts = append(firsts, i)
		}
	}
	anyEdge := false
	for _, j := range order {
		var out []Placement
		for _, i := range firsts {
			offs := offsets(s.feasible(i, j, zc.Zone))
			anyEdge = anyEdge || len(offs) > 0
			frame := frameOf(s.targets[j].Shape, zc.Zone)
			// The pose nearest the centre from which the first base is
			// reached and the line formed ([L820-822], [L831]).
			_, ps, ok := nearest(offs, func(off float64) ([]Placement, bool) {
				pose := frame.pose(off, s.chargers[i].Shape.Depth)
				rt, ok := s.fits(i, pose, nil)
				if !ok {
					return nil, false
				}
				first := placedBase{i: i, rect: s.chargers[i].Shape.At(rt.path.End()), rt: rt}
				ps := s.line(zc.Zone, j, off, first)
				if len(ps) == 0 {
					return nil, false // cannot keep formation from here ([L831])
				}
				if zc.Zone == geom.Left || zc.Zone == geom.Right {
					ps = append(ps, s.envelop(zc.Zone, j, off, first)...)
				}
				return ps, true
			})
			if ok {
				out = append(out, ps...)
			}
		}
		if len(out) > 0 {
			return out, nil
		}
	}
	if s.in.FrontOnly {
		return nil, frontOnly(s.refusal(anyEdge, zc.Zone))
	}
	if ps := s.pinned(zc.Zone, firsts); len(ps) > 0 {
		return ps, nil
	}
	return nil, s.refusal(anyEdge, zc.Zone)
}

// frontOnly says of refusal r that the target, walled, could be charged
// in its front only ([L896-898]).
func frontOnly(r *Refusal) *Refusal {
	r.Rule += ", §7.5 item 11 [L896-898]"
	r.Msg += " (a unit fortified behind city or fortress walls is charged in its front only)"
	return r
}

// refusal is why no placement was found in zone.
func (s *solver) refusal(anyEdge bool, zone geom.Edge) *Refusal {
	s.sweepAll() // the reasons of the paths not yet checked count too
	switch {
	case !anyEdge:
		return &Refusal{Code: "no-edge", Rule: "WME §7.5 item 5 [L836-849]",
			Msg: fmt.Sprintf("no base of the target offers %.0f cm of accessible %s edge", MinContact, zone), Bases: s.in.Target}
	case s.fail.formation:
		return &Refusal{Code: "formation", Rule: "WME §7.5 item 8 [L826-832]",
			Msg: "the charging unit cannot reach the target and stay in formation", Bases: s.in.Charger}
	case s.fail.blocked:
		return &Refusal{Code: "blocked", Rule: "WME §7.5 item 4 [L778], §7.2 [L694-700]",
			Msg: "no charging base has a clear path to an accessible edge of the target", Bases: s.in.Charger}
	case s.fail.reach:
		return &Refusal{Code: "out-of-reach", Rule: "WME §7.2 [L684], §7.5 [L748]",
			Msg: fmt.Sprintf("the target is beyond the charging bases' %.1f cm", s.in.Allowance), Bases: s.in.Charger}
	}
	return &Refusal{Code: "no-edge", Rule: "WME §7.5 item 5 [L836-849]",
		Msg: fmt.Sprintf("no base of the target offers an accessible %s edge", zone), Bases: s.in.Target}
}
