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

// riverProblem checks a single base's voluntary move along path against
// §4.2 (G36): at every pose (sampled every riverSampleStep) where it is
// in a river, it must face within RiverCrossLimit of the perpendicular
// to the flow [L844], and go only straight ahead or back [L848] — no
// pivot, slide or about-face while wading. A move following a road
// (G35) crosses by its bridge or ford, perpendicular [L844]: not
// checked. A base on a bridge is no wader.
func riverProblem(c Config, s *rules.State, m mover, path geom.Path, road bool) *rules.Violation {
	if road {
		return nil
	}
	for _, l := range path.Legs() {
		straight := kindOf(l) == legAhead || kindOf(l) == legBack || kindOf(l) == legStill
		n := max(1, int(math.Ceil(l.From.Pos.Dist(l.To.Pos)/riverSampleStep)), int(math.Ceil(math.Abs(l.Turn())/geom.Rad(1))))
		for i := 0; i <= n; i++ {
			r := m.base.Shape.At(l.At(float64(i) / float64(n)))
			rivers := riversUnder(s, r)
			if len(rivers) == 0 || onBridge(s, &table.Base{Shape: r}) {
				continue
			}
			if !straight {
				return &rules.Violation{Code: "wader", Rule: "BnB §4.2 [L848]", Bases: []string{m.base.ID},
					Areas: []geom.Polygon{r.Polygon()},
					Msg:   fmt.Sprintf("%s would be in %s while turning or sliding: in a river a base may only go straight ahead or straight back", m.name(), s.Describe(table.Obstacle{Feature: rivers[0].ID}))}
			}
			if f, a, bad := badCrossing(s, r); bad {
				return &rules.Violation{Code: "river-angle", Rule: "BnB §4.2 [L844, L850], G36", Bases: []string{m.base.ID},
					Areas: []geom.Polygon{r.Polygon()},
					Msg: fmt.Sprintf("%s would cross %s at %.0f° from the perpendicular to its flow: a river is crossed at 45° at most, in a move as in a contact",
						m.name(), s.Describe(table.Obstacle{Feature: f.ID}), geom.Deg(a))}
			}
		}
	}
	return nil
}

// recoilCrossing reports whether a base recoiling at shape r may not go
// into river f [L844, L2245]: its facing is more than RiverCrossLimit
// from the perpendicular to the flow, and it is not in the river
// already (a wader keeps its crossing angle).
func recoilCrossing(f *table.Feature, r geom.Rect) bool {
	return Kinds[f.Kind].River && table.AreaIn(r, f) <= table.AreaSlack &&
		crossAngle(f, r.Center, r.Facing) > RiverCrossLimit+DirTolerance
}

// followsRiver is G37 [L1599]: every pose of path (sampled every
// riverSampleStep) keeps base shape b less than a quarter of its width
// from one river, the same all along; it then counts as straight ahead
// for the PIGs.
func followsRiver(s *rules.State, b geom.Rect, path geom.Path) bool {
	if len(path) < 2 || path[0].Pos.Dist(path.End().Pos) <= geom.Eps {
		return false
	}
	for i := range s.Table.Features {
		f := &s.Table.Features[i]
		if Kinds[f.Kind].River && alongRiver(f, b, path) {
			return true
		}
	}
	return false
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
