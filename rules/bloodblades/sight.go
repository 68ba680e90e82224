package bloodblades

import (
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Sight (Table 6.2 [L1451-1466], G45, A10): bases never block it; terrain
// other than hills lets a sight line run inside features of sight
// distance v for at most v MU in all, counted per distance class; a hill
// lets one see, from off it, up to its crest and not beyond [L1462,
// L1465]; from on it, without limit on the hill's own side of the crest
// and 1 MU beyond it [L1462], a steep hill also limiting the line's run
// inside it to 2 MU [L1463-1465] (KindInfo.Sight). "Beyond the crest" is
// measured along the line from where it first crosses one of the hill's
// crests (crests.go) to the point seen.

// BeyondCrestMU is how far beyond a hill's crest one sees from on the
// hill ("1MU au-delà de la crête" [L1462, L1463-1465]).
const BeyondCrestMU = 1

// sightLines is what limits the sight lines over one table.
type sightLines struct {
	c       Config
	t       *table.Table
	classes []float64 // the sight distances (MU) of the features other than hills
	hills   []hill
	limit   float64 // the farthest one sees (cm), 0 for no limit: 8 MU at dusk [L1013]
}

func sightOn(c Config, t *table.Table) sightLines {
	v := sightLines{c: c, t: t, hills: hillsOf(t)}
	for i := range t.Features {
		k := Kinds[t.Features[i].Kind]
		if k.Sight > 0 && !k.Hill && !containsF(v.classes, k.Sight) {
			v.classes = append(v.classes, k.Sight)
		}
	}
	return v
}

// sightIn is the sight over s's table at this time of day: at dusk no
// farther than DuskSightMU [L1013] (daytime.go).
func sightIn(c Config, s *rules.State) sightLines {
	v := sightOn(c, &s.Table)
	if Dusk(s) {
		v.limit = c.Cm(DuskSightMU)
	}
	return v
}

// visible reports whether base viewer sees base target: target is not
// wholly in a gully viewer is not at (Table 6.2 [L1461]), and some line
// from a corner or the centre of viewer to a corner or the centre of
// target is clear.
func visible(c Config, s *rules.State, viewer, target geom.Rect) bool {
	for i := range s.Table.Features {
		// Table 6.2's gully row [L1461]: troops wholly in a gully are
		// seen from outside only from its edge (atFeature: touching it,
		// or in it, whence one sees without limit).
		f := &s.Table.Features[i]
		if Kinds[f.Kind].EdgeSight && len(f.Area) > 2 {
			if wholly, _ := table.InFeature(target, f); wholly && !atFeature(viewer, f) {
				return false
			}
		}
	}
	v := sightIn(c, s)
	pts := func(r geom.Rect) []geom.Vec { cs := r.Corners(); return append(cs[:], r.Center) }
	for _, p := range pts(viewer) {
		for _, q := range pts(target) {
			if v.clear(p, q) {
				return true
			}
		}
	}
	return false
}

func noBases(*table.Base) bool { return true }

// clear reports whether the line from p, the viewer's, to q is a clear
// sight line.
func (v sightLines) clear(p, q geom.Vec) bool {
	if v.limit > 0 && p.Dist(q) > v.limit+geom.Eps {
		return false
	}
	for _, d := range v.classes {
		d := d
		limits := func(f *table.Feature) bool { k := Kinds[f.Kind]; return !k.Hill && k.Sight == d }
		if !v.t.SightLine(p, q, table.Sight{SkipBase: noBases, Limits: limits, Allowance: v.c.Cm(d)}) {
			return false
		}
	}
	box := geom.BoundsOf(p, q)
	for _, h := range v.hills {
		if h.box.Overlaps(box, 0) && !v.overHill(h, p, q) {
			return false
		}
	}
	return true
}

// overHill reports whether hill h lets the line from p, the viewer's, to
// q through (Table 6.2 [L1462-1465]).
func (v sightLines) overHill(h hill, p, q geom.Vec) bool {
	onHill := h.area.Contains(p, geom.Eps) // "depuis l'intérieur"
	if inside := Kinds[h.f.Kind].Sight; onHill && inside > 0 {
		run := table.Sight{SkipBase: noBases, Allowance: v.c.Cm(inside),
			Limits: func(f *table.Feature) bool { return f == h.f }}
		if !v.t.SightLine(p, q, run) {
			return false // a steep hill: 2 MU from on it [L1463-1465]
		}
	}
	at := math.Inf(1)
	for _, c := range h.crests {
		if t, ok := table.CrestCrossing(p, q, c); ok {
			at = math.Min(at, t)
		}
	}
	switch {
	case math.IsInf(at, 1):
		return true
	case !onHill:
		return false // from off the hill, not beyond the crest [L1462, L1465]
	}
	return (1-at)*p.Dist(q) <= v.c.Cm(BeyondCrestMU)+geom.Eps
}

func containsF(xs []float64, x float64) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
