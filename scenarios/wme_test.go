package scenarios_test

import (
	"maps"
	"math"
	"slices"
	"testing"

	"plateau/game/scenario"
	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// The rules lines cited below are those of shared/seeds/000 (the WME rules
// text), as shared/rules/wme.md cites them.

// wmeTypes is the "wme" ruleset's troop type vocabulary (wme.md §3.1;
// [L279]).
var wmeTypes = []string{"infantry", "cavalry", "chariot", "monster", "artillery", "machine", "general", "hero", "wizard"}

// wmeKinds are the terrain kinds the WME scenario must show, one of each
// category of wme.md §4.1 ([L936-988]) plus the river's ford.
var wmeKinds = []string{"wood", "hill", "river", "ford", "marsh", "village", "wall", "impassable"}

// Budget is the points budget of each army: a learning game [L2660].
const budget = 1000

// minPoints is how little of the budget a sample army may leave unspent.
const minPoints = 900

// listEntry is one line of an army list, as in
// shared/reference/warmaster-profiles.md: troop type, profile, unit size
// in bases, min/max per full 1000 points (-1: no limit) and whether the
// list gives it a special rule.
type listEntry struct {
	typ      string
	profile  map[string]float64
	size     int
	min, max int
	special  bool
}

// empireList and orcList are the Warmaster Revolution lines the sample
// armies may use: every line whose special-rule column is blank, and the
// compulsory ones (min > 0) whatever their special rules. Wizards are left
// out: their spells come from the army lists, not the core rules. Every
// Empire unit is human (human = 1), for the Ogres' hatred (the sheet §3.2
// Ogres 2, Q28).
var empireList = map[string]listEntry{
	"Halberdiers": {"infantry", map[string]float64{"attacks": 3, "hits": 3, "armour": 6, "points": 45, "human": 1}, 3, 2, -1, false},
	"Crossbowmen": {"infantry", map[string]float64{"attacks": 3, "shots": 1, "range": 30, "hits": 3, "armour": 0, "points": 55, "human": 1}, 3, 2, -1, false},
	"Knights":     {"cavalry", map[string]float64{"attacks": 3, "hits": 3, "armour": 4, "points": 110, "human": 1}, 3, 0, -1, false},
	"General":     {"general", map[string]float64{"attacks": 2, "command": 9, "points": 125}, 1, 1, 1, false},
	"Hero":        {"hero", map[string]float64{"attacks": 1, "command": 8, "points": 80}, 1, 0, 2, false},
}

var orcList = map[string]listEntry{
	"Orc Warriors":  {"infantry", map[string]float64{"attacks": 4, "hits": 3, "armour": 6, "points": 60}, 3, 2, -1, false},
	"Black Orcs":    {"infantry", map[string]float64{"attacks": 4, "hits": 4, "armour": 5, "points": 110}, 3, 0, 1, false},
	"Goblins":       {"infantry", map[string]float64{"attacks": 2, "shots": 1, "range": 15, "hits": 3, "armour": 0, "points": 30}, 3, 2, -1, true},
	"Boar Riders":   {"cavalry", map[string]float64{"attacks": 4, "hits": 3, "armour": 5, "points": 110}, 3, 0, -1, false},
	"Wolf Chariots": {"chariot", map[string]float64{"attacks": 3, "hits": 3, "armour": 6, "points": 75}, 3, 0, 3, false},
	"Orc General":   {"general", map[string]float64{"attacks": 2, "command": 8, "points": 95}, 1, 1, 1, false},
	"Orc Hero":      {"hero", map[string]float64{"attacks": 1, "command": 8, "points": 80}, 1, 0, 2, false},
	"Goblin Hero":   {"hero", map[string]float64{"attacks": 1, "command": 7, "points": 45}, 1, 0, 2, false},
}

var wmeSides = []struct {
	id     string
	list   map[string]listEntry
	facing float64 // degrees
	points float64 // the total docs/wme-armies.md gives
}{
	{"empire", empireList, 0, 1000},
	{"orcs", orcList, 180, 1000},
}

func loadWME(t *testing.T) *scenario.Scenario {
	t.Helper()
	sc, err := scenario.Embedded("wme.toml")
	if err != nil {
		t.Fatalf("Embedded(wme.toml) = %v", err)
	}
	return sc
}

func sideIndex(st *rules.State, id string) int {
	return slices.IndexFunc(st.Sides, func(s rules.Side) bool { return s.ID == id })
}

func TestWMEScenario(t *testing.T) {
	sc := loadWME(t)
	st := sc.State
	if sc.Title == "" || sc.Description == "" {
		t.Errorf("wme.toml title %q, description %q: want both", sc.Title, sc.Description)
	}
	if st.Ruleset != "wme" {
		t.Errorf("wme.toml ruleset = %q, want wme", st.Ruleset)
	}
	// The most common table, 180 × 120 cm [L2502].
	if st.Table.Width != 180 || st.Table.Height != 120 {
		t.Errorf("wme.toml table = %v × %v, want 180 × 120", st.Table.Width, st.Table.Height)
	}
	if len(st.Sides) != len(wmeSides) {
		t.Fatalf("wme.toml has %d sides, want %d", len(st.Sides), len(wmeSides))
	}
	for i, want := range wmeSides {
		if st.Sides[i].ID != want.id {
			t.Errorf("wme.toml side %d = %s, want %s", i+1, st.Sides[i].ID, want.id)
		}
	}
}

func TestWMEArmies(t *testing.T) {
	st := loadWME(t).State
	for _, side := range wmeSides {
		t.Run(side.id, func(t *testing.T) {
			si := sideIndex(&st, side.id)
			if si < 0 {
				t.Fatalf("no side %s", side.id)
			}
			var total float64
			generals := 0
			count := map[string]int{}
			for _, u := range st.Units {
				if u.Side != si {
					continue
				}
				total += u.Profile["points"] // once per unit, whatever its bases
				if u.Type == "general" {
					generals++
				}
				if !slices.Contains(wmeTypes, u.Type) {
					t.Errorf("unit %s type = %q, want one of %v", u.ID, u.Type, wmeTypes)
				}
				e, ok := side.list[u.Name]
				if !ok {
					t.Errorf("unit %s name = %q, want a profile name of the list (%v)", u.ID, u.Name, slices.Sorted(maps.Keys(side.list)))
					continue
				}
				count[u.Name]++
				if u.Type != e.typ {
					t.Errorf("unit %s (%s) type = %q, want %q", u.ID, u.Name, u.Type, e.typ)
				}
				// The list's numbers exactly, and no special-rule flag keys.
				if !maps.Equal(u.Profile, e.profile) {
					t.Errorf("unit %s (%s) profile = %v, want %v", u.ID, u.Name, u.Profile, e.profile)
				}
				if len(u.Bases) != e.size {
					t.Errorf("unit %s (%s) has %d bases, want the list's %d", u.ID, u.Name, len(u.Bases), e.size)
				}
			}
			// At most the budget [L2664]; a sample army spends nearly all.
			if total > budget || total < minPoints {
				t.Errorf("%s points = %v, want %d to %d", side.id, total, minPoints, budget)
			}
			if total != side.points {
				t.Errorf("%s points = %v, want %v as docs/wme-armies.md says", side.id, total, side.points)
			}
			// Exactly one General [L2672].
			if generals != 1 {
				t.Errorf("%s has %d generals, want 1", side.id, generals)
			}
			// Min/max per full 1000 points of the budget [L2666-2668].
			blocks := budget / 1000
			for _, name := range slices.Sorted(maps.Keys(side.list)) {
				e, n := side.list[name], count[name]
				if n < e.min*blocks || (e.max >= 0 && n > e.max*blocks) {
					t.Errorf("%s fields %d × %s, want %d to %d (max -1: none)", side.id, n, name, e.min*blocks, e.max*blocks)
				}
				// A profile with a special rule only where the list's
				// minimum forces it (played without it, [L2676]).
				if e.special && n > e.min*blocks {
					t.Errorf("%s fields %d × %s, which has a special rule: want only the compulsory %d", side.id, n, name, e.min*blocks)
				}
			}
		})
	}
}

func TestWMEBases(t *testing.T) {
	st := loadWME(t).State
	// Base sizes [frontage, depth] by troop type (wme.md §1; [L221],
	// [L243-247]).
	sizes := []struct {
		types []string
		w, d  float64
		round bool
	}{
		{[]string{"infantry"}, 4, 2, false},
		{[]string{"cavalry", "chariot", "monster"}, 2, 4, false},
		{[]string{"artillery"}, 4, 4, false},
		{[]string{"general", "hero", "wizard"}, 2.5, 2.5, true},
	}
	units := map[string]rules.Unit{}
	for _, u := range st.Units {
		units[u.ID] = u
	}
	for _, b := range st.Table.Bases {
		u := units[b.Unit]
		i := slices.IndexFunc(sizes, func(s struct {
			types []string
			w, d  float64
			round bool
		}) bool {
			return slices.Contains(s.types, u.Type)
		})
		if i < 0 {
			continue // reported by TestWMEArmies
		}
		want := sizes[i]
		if b.Shape.Width != want.w || b.Shape.Depth != want.d || b.Round != want.round {
			t.Errorf("base %s (%s) = %v × %v round %v, want %v × %v round %v",
				b.ID, u.Type, b.Shape.Width, b.Shape.Depth, b.Round, want.w, want.d, want.round)
		}
		if !b.Round {
			facing := wmeSides[b.Side].facing
			if got := geom.Bearing(b.Shape.Facing); math.Abs(got-facing) > 1e-9 {
				t.Errorf("base %s faces %v°, want %v° (towards the enemy)", b.ID, got, facing)
			}
		}
	}
	// Nothing overlaps, round bases included (the decoder checks square
	// ones only).
	bs := st.Table.Bases
	for i := range bs {
		for j := i + 1; j < len(bs); j++ {
			if pen := geom.Penetration(footprint(bs[i]), footprint(bs[j])); pen > scenario.OverlapSlack {
				t.Errorf("bases %s and %s overlap by %v cm", bs[i].ID, bs[j].ID, pen)
			}
		}
	}
}

func TestWMEDeployment(t *testing.T) {
	st := loadWME(t).State
	centre := st.Table.Height / 2
	for _, sd := range st.Sides {
		if len(sd.Deployment) < 3 {
			t.Errorf("side %s has no deployment zone", sd.ID)
			continue
		}
		// No army deploys within 45 cm of the centre line, so that the
		// armies start at least 90 cm apart ([L2606], [L2612]; A30).
		for _, p := range sd.Deployment {
			if d := math.Abs(p.Y - centre); d < 45-geom.Eps {
				t.Errorf("side %s deployment point %v is %v cm from the centre line, want >= 45", sd.ID, p, d)
			}
		}
	}
	for _, b := range st.Table.Bases {
		zone := st.Sides[b.Side].Deployment
		for _, c := range b.Shape.Corners() {
			if !zone.Contains(c, scenario.EdgeSlack) {
				t.Errorf("base %s corner %v is outside %s's deployment zone %v", b.ID, c, st.Sides[b.Side].ID, zone)
			}
		}
	}
	// Commanders stand near their troops: within a base's length of one.
	const near = 5.0 // cm
	for _, b := range st.Table.Bases {
		if !b.Round {
			continue
		}
		best := math.Inf(1)
		for _, o := range st.Table.Bases {
			if o.Side == b.Side && !o.Round {
				best = min(best, geom.Distance(footprint(b), footprint(o)))
			}
		}
		if best > near {
			t.Errorf("commander %s is %v cm from the nearest friendly unit, want <= %v", b.ID, best, near)
		}
	}
}

func TestWMETerrain(t *testing.T) {
	st := loadWME(t).State
	kinds := map[string]int{}
	var fords []table.Feature
	for _, f := range st.Table.Features {
		kinds[f.Kind]++
		if f.Kind == "ford" {
			fords = append(fords, f)
		}
	}
	for _, k := range wmeKinds {
		if kinds[k] == 0 {
			t.Errorf("wme.toml has no %s terrain", k)
		}
	}
	for _, f := range st.Table.Features {
		switch f.Kind {
		case "river":
			if !f.Linear() || f.Width < 4 || f.Width > 6 {
				t.Errorf("river %s: line %v width %v, want a line about 5 cm wide", f.ID, f.Linear(), f.Width)
			}
		case "wall":
			if !f.Linear() || f.Width != 1 {
				t.Errorf("wall %s: line %v width %v, want a line 1 cm wide", f.ID, f.Linear(), f.Width)
			}
		case "ford":
			// A ford lies on the river: some river line runs into it.
			on := false
			for _, r := range st.Table.Features {
				if r.Kind == "river" && reach(f.Area, r) <= r.Width/2 {
					on = true
				}
			}
			if !on {
				t.Errorf("ford %s touches no river", f.ID)
			}
		}
	}

	for _, b := range st.Table.Bases {
		fp := footprint(b)
		for _, f := range st.Table.Features {
			touching := overlaps(fp, f)
			switch {
			case f.Kind == "impassable" && touching:
				t.Errorf("base %s is in impassable %s", b.ID, f.ID)
			case f.Kind == "river" && touching && !inAny(fp, fords):
				t.Errorf("base %s is in river %s outside a ford", b.ID, f.ID)
			case touching:
				// The sample battle starts with every base in the open.
				t.Errorf("base %s starts in %s %s, want the open", b.ID, f.Kind, f.ID)
			}
		}
	}
}

// overlaps reports whether the convex polygon fp reaches into feature f:
// an area's triangles by the separating axis test, a line by the distance
// from fp to each of its segments against half its width.
func overlaps(fp geom.Polygon, f table.Feature) bool {
	if f.Linear() {
		return reach(fp, f) <= f.Width/2
	}
	for _, tri := range f.Area.Triangulate() {
		if geom.Penetration(fp, tri) > -geom.Eps {
			return true
		}
	}
	return false
}

// reach is the distance from fp to the centre line of the linear feature f.
func reach(fp geom.Polygon, f table.Feature) float64 {
	d := math.Inf(1)
	for i := 0; i+1 < len(f.Line); i++ {
		s := geom.Segment{A: f.Line[i], B: f.Line[i+1]}
		_, _, dist := geom.ClosestPoints(fp, geom.Polygon{s.A, s.B})
		d = min(d, dist)
	}
	return d
}

// inAny reports whether fp lies wholly inside one of the area features.
func inAny(fp geom.Polygon, fs []table.Feature) bool {
	for _, f := range fs {
		in := true
		for _, c := range fp {
			in = in && f.Area.Contains(c, scenario.EdgeSlack)
		}
		if in {
			return true
		}
	}
	return false
}

// footprint is the polygon a base covers; a round base's is the square
// around its disc (enough for these checks).
func footprint(b table.Base) geom.Polygon {
	if b.Round {
		r := b.Shape
		r.Facing = 0
		return r.Polygon()
	}
	return b.Shape.Polygon()
}

// TestWMEChecks makes sure the terrain checks above can fail: a base moved
// into the tarn, onto the river and into the ford.
func TestWMEChecks(t *testing.T) {
	st := loadWME(t).State
	feature := func(id string) table.Feature {
		i := slices.IndexFunc(st.Table.Features, func(f table.Feature) bool { return f.ID == id })
		if i < 0 {
			t.Fatalf("wme.toml has no terrain %s", id)
		}
		return st.Table.Features[i]
	}
	base := func(x, y float64) geom.Polygon {
		return geom.Rect{Center: geom.V(x, y), Facing: geom.FromBearing(0), Width: 4, Depth: 2}.Polygon()
	}
	tarn, upper, ford := feature("tarn"), feature("river-upper"), feature("ford")
	tests := []struct {
		name   string
		fp     geom.Polygon
		f      table.Feature
		want   bool
		inFord bool
	}{
		{"in the tarn", base(166, 72), tarn, true, false},
		{"beside the tarn", base(150, 72), tarn, false, false},
		{"on the river", base(16, 52), upper, true, false},
		{"clear of the bank", base(16, 62), upper, false, false},
		{"on the river's end, in the ford", base(34, 85.5), upper, true, true},
		{"in the ford", base(34, 88), ford, true, true},
	}
	for _, tt := range tests {
		if got := overlaps(tt.fp, tt.f); got != tt.want {
			t.Errorf("overlaps(%s, %s) = %v, want %v", tt.name, tt.f.ID, got, tt.want)
		}
		if got := inAny(tt.fp, []table.Feature{ford}); got != tt.inFord {
			t.Errorf("inAny(%s, ford) = %v, want %v", tt.name, got, tt.inFord)
		}
	}
}
