package bloodblades

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// Category is a terrain category for a troop (bnb.md §4.1 [L770-780]).
type Category int

const (
	GGo        Category = iota // good going
	RGo                        // rough going
	DGo                        // difficult going
	Impassable                 // WW, lake; a bridge off the road [L854, L882]
)

var categoryNames = [...]string{"GGo", "RGo", "DGo", "impassable terrain"}

func (c Category) String() string {
	if c < GGo || c > Impassable {
		return "category?"
	}
	return categoryNames[c]
}

// KindInfo is what a terrain kind word of a scenario means.
type KindInfo struct {
	// Normal and Camel are the categories for most troops and for Cm and
	// LH(X) (bnb.md §4.1 table).
	Normal, Camel Category
	// River, Road and Bridge mark the linear features with rules of their
	// own: a river's category depends on its width [L846], a road has the
	// category of the ground under it [L884], a bridge is impassable
	// except to troops following the road over it [L882].
	River, Road, Bridge bool
	// Hill marks the hills, gentle or steep, whose heights give higher
	// ground (§9.3 [L1916], height.go) and whose crests limit sight
	// (Table 6.2 [L1462-1465], sight.go); an area feature.
	Hill bool
	// Crest marks a hill's crest line (table.KindCrest, crests.go): a
	// line feature with no going of its own.
	Crest bool
	// Sight is how far (MU) one sees into, out of and through the
	// feature (Table 6.2 [L1451-1466]); 0 is unlimited. On a hill it is
	// the sight from on the hill only: from off it, one sees up to its
	// crest [L1462-1465].
	Sight float64
	// EdgeSight marks a gully: troops wholly in it are seen from outside
	// only by a viewer touching its edge (Table 6.2 [L1461], Table 5.7
	// [L1276], sight.go); an area feature.
	EdgeSight bool
}

// Kinds maps the scenario's terrain kind words to bnb.md §4.1 and Table
// 6.2.
var Kinds = map[string]KindInfo{
	"wood":       {Normal: DGo, Camel: DGo, Sight: 1},                   // Wd [L922]
	"orchard":    {Normal: DGo, Camel: DGo, Sight: 3},                   // O [L922]
	"vines":      {Normal: DGo, Camel: DGo, Sight: 3},                   // V [L922]
	"bua":        {Normal: DGo, Camel: DGo, Sight: 1},                   // medium or large BUA [L962]
	"hamlet":     {Normal: RGo, Camel: DGo, Sight: 1},                   // small BUA: hamlet, large farm [L960, L924]
	"bushes":     {Normal: RGo, Camel: RGo, Sight: 3},                   // broussailles [L912, L924]
	"rocky":      {Normal: RGo, Camel: DGo},                             // rocky ground [L912, L924]
	"marsh":      {Normal: RGo, Camel: DGo},                             // wet marshy spots [L912, L924]
	"dunes":      {Normal: DGo, Camel: GGo, Sight: 2},                   // D: DGo for most (A6) [L896]
	"gully":      {Normal: RGo, Camel: DGo, EdgeSight: true},            // ravine: RGo [L1276, L1461], DGo to Cm, LH(X) [L924]
	"hill":       {Normal: GGo, Camel: GGo, Hill: true},                 // H(G) bare gentle hill [L894, L904]
	"steep-hill": {Normal: DGo, Camel: DGo, Sight: 2, Hill: true},       // H(S) bare, steep [L972]
	"river":      {Normal: RGo, Camel: DGo, River: true},                // Rv: RGo if ≤ 1 MU wide, else DGo [L846]
	"waterway":   {Normal: Impassable, Camel: Impassable},               // WW [L854]
	"lake":       {Normal: Impassable, Camel: Impassable},               // La [L854]
	"road":       {Normal: GGo, Camel: GGo, Road: true},                 // PR, UR: the ground under it [L884]
	"bridge":     {Normal: Impassable, Camel: Impassable, Bridge: true}, // [L882]
	"crest":      {Crest: true},                                         // table.KindCrest, a hill's crest [L1462-1465], G34
}

// checkFeature reports a terrain feature of table t BnB cannot use.
func checkFeature(t *table.Table, f *table.Feature) error {
	k, ok := Kinds[f.Kind]
	if !ok {
		names := make([]string, 0, len(Kinds))
		for n := range Kinds {
			names = append(names, n)
		}
		sort.Strings(names)
		return fmt.Errorf("bnb: terrain %s has kind %q (known: %s)", f.ID, f.Kind, strings.Join(names, ", "))
	}
	if (k.River || k.Road) && (!f.Linear() || f.Width <= 0) {
		return fmt.Errorf("bnb: terrain %s (%s) must be a line with a width", f.ID, f.Kind)
	}
	if k.EdgeSight && len(f.Area) < 3 {
		return fmt.Errorf("bnb: terrain %s (%s) must be an area: troops hide in it and touch its edge [L1276, L1461]", f.ID, f.Kind)
	}
	if k.Hill && len(f.Area) < 3 {
		return fmt.Errorf("bnb: terrain %s (%s) must be an area: a hill rises from its outline (height.go)", f.ID, f.Kind)
	}
	if k.Crest {
		return checkCrest(t, f)
	}
	return nil
}

// impassableTo reports whether feature f is impassable to troop t; as a
// table.Filter's Blocks (impassableFor) it stops moves and placements.
func impassableTo(c Config, t Troop, f *table.Feature) bool {
	k, ok := categoryOf(c, t, f)
	return ok && k == Impassable
}

// impassableFor is impassableTo for one troop, as a table.Filter's Blocks.
func impassableFor(c Config, t Troop) func(*table.Feature) bool {
	return func(f *table.Feature) bool { return impassableTo(c, t, f) }
}

// categoryOf is the category of feature f for troop t; roads and crest
// lines have none of their own (ok false).
func categoryOf(c Config, t Troop, f *table.Feature) (Category, bool) {
	k := Kinds[f.Kind]
	if k.Road || k.Crest {
		return GGo, false
	}
	cat := k.Normal
	if t.CamelTerrain() {
		cat = k.Camel
	}
	if k.River && f.Width > c.MU+geom.Eps {
		cat = DGo // wider than 1 MU [L846]
	}
	return cat, true
}

// RoadTolerance is how far (radians) a base's facing may differ from the
// road's direction while it follows the road: 5°, enough for a base
// dragged by hand along a drawn road; the centre must stay on the road
// (within half its width) — a looser reading of G35's "on the centre
// line", chosen because bases are placed by hand.
var RoadTolerance = geom.Rad(5)

// roadSamples is how many poses per leg the road-following test checks.
const roadSamples = 16

// followsRoad reports whether the whole path follows one road (G35
// [L2476], read with RoadTolerance): at every sampled pose the base's
// centre is on the road and it faces along the road (either way), except
// near a bend, where it may turn from one stretch to the next.
func followsRoad(t *table.Table, p geom.Path) bool {
	for i := range t.Features {
		f := &t.Features[i]
		if !Kinds[f.Kind].Road || len(f.Line) < 2 {
			continue
		}
		ok := true
		for _, l := range p.Legs() {
			for k := 0; k <= roadSamples && ok; k++ {
				ok = onRoad(f, l.At(float64(k)/roadSamples))
			}
			if !ok {
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func onRoad(f *table.Feature, pose geom.Pose) bool {
	half := f.Width / 2
	for j := 1; j+1 < len(f.Line); j++ {
		if pose.Pos.Dist(f.Line[j]) <= half+geom.Eps {
			return true // at a bend: turning with the road
		}
	}
	dir := geom.Dir(pose.Facing)
	for j := 0; j+1 < len(f.Line); j++ {
		s := geom.Segment{A: f.Line[j], B: f.Line[j+1]}
		if s.DistTo(pose.Pos) > half+geom.Eps || s.Len() < geom.Eps {
			continue
		}
		u := s.Dir().Unit()
		if math.Abs(u.Cross(dir)) <= math.Sin(RoadTolerance) {
			return true
		}
	}
	return false
}
