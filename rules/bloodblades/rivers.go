package bloodblades

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Rivers (bnb.md §4.2 [L842-850], G36): a river is crossed only at
// ±45° from the perpendicular to its flow [L844], in moves, in contacts
// for close combat [L850] and in recoils; waders, the bases in a river
// off a bridge, only go straight ahead or back and never conform
// [L848], and are spent when they must flee [L848].

// RiverCrossLimit is the largest angle between a base's facing and the
// perpendicular to a river's flow while it crosses it [L844].
var RiverCrossLimit = geom.Rad(45)

// riverSampleStep is the step (cm) in which a path is sampled for the
// crossing angle: a millimetre, finer than the narrowest river
// (0.5 MU [L846]) by far.
const riverSampleStep = 0.1

// crossAngle is the angle between facing and the perpendicular to river
// f's flow where it lies nearest to point p (G36: the flow tangent from
// the centre polyline), 0 to 90°.
func crossAngle(f *table.Feature, p geom.Vec, facing float64) float64 {
	best, along := math.Inf(1), geom.Vec{}
	for i := 0; i+1 < len(f.Line); i++ {
		seg := geom.Segment{A: f.Line[i], B: f.Line[i+1]}
		if d := seg.DistTo(p); d < best && seg.Len() > geom.Eps {
			best, along = d, seg.Dir().Unit()
		}
	}
	return math.Asin(math.Min(1, math.Abs(geom.Dir(facing).Dot(along))))
}

// riversUnder are the rivers base shape r is in (beyond table.AreaSlack).
func riversUnder(s *rules.State, r geom.Rect) []*table.Feature {
	var out []*table.Feature
	for i := range s.Table.Features {
		if f := &s.Table.Features[i]; Kinds[f.Kind].River && table.AreaIn(r, f) > table.AreaSlack {
			out = append(out, f)
		}
	}
	return out
}

// badCrossing is the first river base shape r, facing as it does, would
// be in at more than RiverCrossLimit from the perpendicular to its flow
// (G36 [L844]), with that angle.
func badCrossing(s *rules.State, r geom.Rect) (*table.Feature, float64, bool) {
	for _, f := range riversUnder(s, r) {
		if a := crossAngle(f, r.Center, r.Facing); a > RiverCrossLimit+DirTolerance {
			return f, a, true
		}
	}
	return nil, 0, false
}

// riverBreach is what §4.2 forbids a base at one pose of a move: code
// "wader" when it wades a river while turning or sliding [L848],
// "river-angle" when it faces more than RiverCrossLimit from the
// perpendicular to the flow [L844]; river and angle say where.
type riverBreach struct {
	code  string
	river *table.Feature
	angle float64
}

// wader reports whether base shape r is in a river (beyond
// table.AreaSlack) and on no bridge [L848].
func wader(s *rules.State, r geom.Rect) bool {
	return len(riversUnder(s, r)) > 0 && !onBridge(s, &table.Base{Shape: r})
}

// riverAt is what §4.2 forbids of base shape r at one pose of a move
// that goes there straight ahead or back (straight) or not: nothing off
// a river or on a bridge; a turn or slide while wading [L848]; a facing
// more than RiverCrossLimit from the perpendicular to the flow [L844].
func riverAt(s *rules.State, r geom.Rect, straight bool) (riverBreach, bool) {
	if !wader(s, r) {
		return riverBreach{}, false
	}
	if !straight {
		return riverBreach{code: "wader", river: riversUnder(s, r)[0]}, true
	}
	if f, a, bad := badCrossing(s, r); bad {
		return riverBreach{code: "river-angle", river: f, angle: a}, true
	}
	return riverBreach{}, false
}

// why is the breach in words, for base who.
func (rb riverBreach) why(s *rules.State, who string) string {
	river := s.Describe(table.Obstacle{Feature: rb.river.ID})
	if rb.code == "wader" {
		return fmt.Sprintf("%s would be in %s while turning or sliding: in a river a base may only go straight ahead or straight back", who, river)
	}
	return fmt.Sprintf("%s would cross %s at %.0f° from the perpendicular to its flow: a river is crossed at 45° at most, in a move as in a contact",
		who, river, geom.Deg(rb.angle))
}

// rule is where the breach's rule comes from.
func (rb riverBreach) rule() string {
	if rb.code == "river-angle" {
		return "BnB §4.2 [L844, L850], G36"
	}
	return "BnB §4.2 [L848]"
}

// violation is the breach by base id at shape r as a refusal.
func (rb riverBreach) violation(s *rules.State, id, who string, r geom.Rect) *rules.Violation {
	return &rules.Violation{Code: rb.code, Rule: rb.rule(), Bases: []string{id}, Areas: []geom.Polygon{r.Polygon()}, Msg: rb.why(s, who)}
}

// riverProblem checks base m's voluntary move along path against §4.2
// (G36), alone or as one base of a group, column or pack: at every pose
// (sampled every riverSampleStep) where it is in a river, it must face
// within RiverCrossLimit of the perpendicular to the flow [L844], and go
// only straight ahead or back [L848] — no pivot, slide or about-face
// while wading. A move following a road (G35) crosses by its bridge or
// ford, perpendicular [L844]: not checked. A base on a bridge is no
// wader.
func riverProblem(c Config, s *rules.State, m mover, path geom.Path, road bool) *rules.Violation {
	if road || !riverNear(s, m.base.Shape, path) {
		return nil
	}
	for _, l := range path.Legs() {
		straight := kindOf(l) == legAhead || kindOf(l) == legBack || kindOf(l) == legStill
		n := max(1, int(math.Ceil(l.From.Pos.Dist(l.To.Pos)/riverSampleStep)), int(math.Ceil(math.Abs(l.Turn())/geom.Rad(1))))
		for i := 0; i <= n; i++ {
			r := m.base.Shape.At(l.At(float64(i) / float64(n)))
			if rb, bad := riverAt(s, r, straight); bad {
				return rb.violation(s, m.base.ID, m.name(), r)
			}
		}
	}
	return nil
}

// riverNear reports whether some river's box meets a box holding shape
// r's whole path: most moves are nowhere near a river, and the sampling of
// riverProblem, every frame of a drag, would find nothing. Each leg is
// held by the discs round its ends, and a turning leg by the disc its
// centre's arc stays in about the pivot.
func riverNear(s *rules.State, r geom.Rect, path geom.Path) bool {
	reach := r.Radius() + table.ContactTolerance
	disc := func(c geom.Vec, rad float64) geom.AABB { return geom.AABB{Min: c, Max: c}.Grow(rad) }
	box := disc(path[0].Pos, reach)
	for _, l := range path.Legs() {
		box = box.Union(disc(l.To.Pos, reach))
		if p, ok := l.Pivot(); ok {
			box = box.Union(disc(p, l.From.Pos.Dist(p)+reach))
		}
	}
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		if !Kinds[f.Kind].River {
			continue
		}
		pts, grow := []geom.Vec(f.Area), 0.0
		if f.Linear() {
			pts, grow = f.Line, f.Width/2
		}
		if geom.BoundsOf(pts...).Grow(grow).Overlaps(box, 0) {
			return true
		}
	}
	return false
}

// riverBars reports whether base shape r, going along dir (a unit
// vector) keeping its facing, may not go into river f [L844, L848]: it
// is not in f already (a wader keeps its crossing angle), and either its
// facing is more than RiverCrossLimit from the perpendicular to the flow
// or dir is not straight ahead or back (a wader only goes so). Recoils,
// pursuits, flights, impetuous moves and the rules' pack moves stop at
// such a river's edge; the angle is read with r, where the move starts.
func riverBars(f *table.Feature, r geom.Rect, dir geom.Vec) bool {
	if !Kinds[f.Kind].River || table.AreaIn(r, f) > table.AreaSlack {
		return false
	}
	along := math.Abs(dir.Dot(r.Forward())) >= math.Cos(DirTolerance)
	return !along || crossAngle(f, r.Center, r.Facing) > RiverCrossLimit+DirTolerance
}

// straightBars is riverBars for a move straight ahead or back.
func straightBars(f *table.Feature, r geom.Rect) bool {
	return riverBars(f, r, r.Forward())
}

// followsRiver is G37 [L1599] for one base: every pose of path
// (sampled every riverSampleStep) keeps base shape b less than a quarter
// of its width from one river; the move then counts as straight ahead
// for the PIGs.
func followsRiver(s *rules.State, b geom.Rect, path geom.Path) bool {
	return followRiver(s, []geom.Rect{b}, []geom.Path{path})
}

// followRiver is G37 [L1599] for the bases of a group, shapes[k] moving
// along paths[k]: some move, and every base keeps less than a quarter of
// its width from the same river at every pose ("tous les socles dans le
// groupe ... à tout moment").
func followRiver(s *rules.State, shapes []geom.Rect, paths []geom.Path) bool {
	moves := false
	for _, p := range paths {
		moves = moves || len(p) >= 2 && p[0].Pos.Dist(p.End().Pos) > geom.Eps
	}
	if !moves {
		return false
	}
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		if Kinds[f.Kind].River && allAlong(f, shapes, paths) {
			return true
		}
	}
	return false
}

// allAlong reports whether every base keeps along river f (alongRiver).
func allAlong(f *table.Feature, shapes []geom.Rect, paths []geom.Path) bool {
	for k := range shapes {
		if !alongRiver(f, shapes[k], paths[k]) {
			return false
		}
	}
	return true
}

// alongRiver reports whether every sampled pose of path keeps b less than
// a quarter of its width from river f [L1599].
func alongRiver(f *table.Feature, b geom.Rect, path geom.Path) bool {
	for _, l := range path.Legs() {
		n := max(1, int(math.Ceil(math.Max(l.From.Pos.Dist(l.To.Pos), b.Width*math.Abs(l.Turn()))/riverSampleStep)))
		for i := 0; i <= n; i++ {
			if table.FeatureDistance(b.At(l.At(float64(i)/float64(n))), f) >= b.Width/4 {
				return false
			}
		}
	}
	return true
}
