package render

import (
	"math"
	"sort"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// motif is the pattern drawn over an area feature so that its kind reads
// without a legend.
type motif int

const (
	motifNone    motif = iota
	motifTrees         // scattered crowns (woods)
	motifDense         // crowded dark crowns (dense woods)
	motifOrchard       // crowns on a regular grid
	motifVines         // parallel rows
	motifBushes        // small scattered clumps
	motifHouses        // roofs (villages, built-up areas)
	motifStones        // scattered stones (rocks)
	motifPebbles       // fewer, smaller stones (rocky ground)
	motifReeds         // tufts (marsh)
	motifDunes         // crescents
	motifFurrows       // ploughed rows (fields)
	motifRipples       // water
)

// ticks is the pattern drawn along a linear feature.
type ticks int

const (
	ticksNone   ticks = iota
	ticksJoints       // across the line: stone joints, bridge planks
	ticksPosts        // fence posts
	ticksBumps        // hedge clumps
	ticksTeeth        // a cliff's drop, on one side
	ticksBanks        // a gully's banks, both sides
	ticksCross        // X marks: forbidden
	ticksStones       // stepping stones along a ford
)

// crossing marks the kinds that carry troops over water: drawn above the
// rivers they cross.
type crossing int

const (
	crossNone crossing = iota
	crossFord
	crossBridge
)

// terrainStyle is how a terrain kind is drawn, as an area or as a line
// (a scenario may give any kind either shape).
type terrainStyle struct {
	fill, outline rgba
	// hatch is 45° hatching (zero alpha: none): light for difficult
	// ground, dark and crossed for impassable ground.
	hatch     rgba
	hatchStep float64 // cm
	cross     bool
	contours  int // hills: inner contour lines
	motif     motif
	// Linear features: the line's own colour and its edge (bank, verge).
	line, edge rgba
	minWidth   float64 // cm, so a wall drawn with no width still shows
	ticks      ticks
	crossing   crossing
	// layer orders drawing: ground, hills, areas, water, then lines
	// (water, roads, obstacles) and crossings on top of all.
	layer int
	known bool
}

// Drawing layers.
const (
	layerGround   = -2
	layerHill     = -1
	layerArea     = 0 // the zero value: any area kind not listed
	layerWater    = 10
	layerRoad     = 11
	layerObstacle = 12
	layerCrossing = 13
)

// Hatching: light and sparse on difficult ground, dark and crossed on
// ground nobody may enter, so the two never read alike.
var (
	hatchDifficult = 2.2 // cm between lines
	hatchForbidden = 1.3
)

// terrainStyles has every kind of every ruleset: the sandbox and WME
// (rules/warmaster/terrain.go, rules/sandbox) and Blood and Blades
// (rules/bloodblades/terrain.go). Which kinds are difficult or impassable
// differs by ruleset; the hatching follows the strictest reading so that a
// player is warned rather than surprised.
var terrainStyles = map[string]terrainStyle{
	// Open ground and fields: barely there, the table shows through.
	"open":  {fill: hexRGBA("#d3cca6", 0.45), outline: hexRGBA("#a59e78", 0.8), layer: layerGround},
	"field": {fill: hexRGBA("#d8c77f", 0.7), outline: hexRGBA("#9c8d4f", 1), motif: motifFurrows, layer: layerGround},

	// Elevation.
	"hill": {fill: hexRGBA("#b08a55", 0.75), outline: hexRGBA("#6e5330", 1), contours: 1, layer: layerHill},
	"steep-hill": {fill: hexRGBA("#9a7040", 0.85), outline: hexRGBA("#4f3a1f", 1), contours: 2,
		hatch: hexRGBA("#4f3a1f", 0.35), hatchStep: hatchDifficult, layer: layerHill},
	"dunes": {fill: hexRGBA("#dcc58f", 0.8), outline: hexRGBA("#a88a4a", 1), motif: motifDunes,
		hatch: hexRGBA("#a88a4a", 0.3), hatchStep: hatchDifficult, layer: layerHill},

	// Vegetation.
	"wood": {fill: hexRGBA("#5f8f45", 0.85), outline: hexRGBA("#2f5420", 1), motif: motifTrees,
		hatch: hexRGBA("#2f5420", 0.25), hatchStep: hatchDifficult},
	"dense-wood": {fill: hexRGBA("#2f5a2a", 0.95), outline: hexRGBA("#0f200c", 1), motif: motifDense,
		hatch: hexRGBA("#081206", 0.7), hatchStep: hatchForbidden, cross: true},
	"orchard": {fill: hexRGBA("#8fae5a", 0.75), outline: hexRGBA("#4c6a2a", 1), motif: motifOrchard,
		hatch: hexRGBA("#4c6a2a", 0.25), hatchStep: hatchDifficult},
	"vines": {fill: hexRGBA("#a3ad68", 0.75), outline: hexRGBA("#55652c", 1), motif: motifVines},
	"bushes": {fill: hexRGBA("#a0a868", 0.7), outline: hexRGBA("#5d6a30", 1), motif: motifBushes,
		hatch: hexRGBA("#5d6a30", 0.3), hatchStep: hatchDifficult},
	"hedge": {fill: hexRGBA("#3d6b2c", 0.9), outline: hexRGBA("#1f3a16", 1),
		line: hexRGBA("#3d6b2c", 1), edge: hexRGBA("#1f3a16", 1), minWidth: 0.8, ticks: ticksBumps, layer: layerObstacle},

	// Buildings.
	"village": {fill: hexRGBA("#b59b7c", 0.8), outline: hexRGBA("#5a4634", 1), motif: motifHouses,
		hatch: hexRGBA("#5a4634", 0.3), hatchStep: hatchDifficult},
	"hamlet": {fill: hexRGBA("#bba283", 0.75), outline: hexRGBA("#5a4634", 1), motif: motifHouses,
		hatch: hexRGBA("#5a4634", 0.25), hatchStep: hatchDifficult},
	"bua": {fill: hexRGBA("#a48a6c", 0.9), outline: hexRGBA("#4a3626", 1), motif: motifHouses,
		hatch: hexRGBA("#4a3626", 0.35), hatchStep: hatchDifficult},
	"building": {fill: hexRGBA("#8d5f48", 0.95), outline: hexRGBA("#2e1e15", 1),
		hatch: hexRGBA("#1e130c", 0.7), hatchStep: hatchForbidden, cross: true},

	// Wet and broken ground.
	"marsh": {fill: hexRGBA("#7f9c86", 0.7), outline: hexRGBA("#456150", 1), motif: motifReeds,
		hatch: hexRGBA("#2f5a6b", 0.45), hatchStep: hatchDifficult},
	"rough": {fill: hexRGBA("#a9a778", 0.7), outline: hexRGBA("#6c6a44", 1), motif: motifPebbles,
		hatch: hexRGBA("#55532f", 0.5), hatchStep: hatchDifficult},
	// Rocks are difficult under WME but impassable in the sandbox: drawn
	// as forbidding, the stricter reading.
	"rocks": {fill: hexRGBA("#8a857a", 0.9), outline: hexRGBA("#24221f", 1), motif: motifStones,
		hatch: hexRGBA("#1c1a17", 0.7), hatchStep: hatchForbidden, cross: true},
	"rocky": {fill: hexRGBA("#b3aa8e", 0.7), outline: hexRGBA("#6d654d", 1), motif: motifPebbles,
		hatch: hexRGBA("#6d654d", 0.35), hatchStep: hatchDifficult},
	"gully": {fill: hexRGBA("#8a6a44", 0.8), outline: hexRGBA("#3e2a16", 1),
		hatch: hexRGBA("#3e2a16", 0.45), hatchStep: hatchDifficult,
		line: hexRGBA("#7a5a38", 1), edge: hexRGBA("#3e2a16", 1), minWidth: 1.5, ticks: ticksBanks, layer: layerWater},

	// Forbidden ground: dark, cross-hatched.
	"impassable": {fill: hexRGBA("#5c5c5c", 0.9), outline: hexRGBA("#1e1e1e", 1),
		hatch: hexRGBA("#141414", 0.75), hatchStep: hatchForbidden, cross: true,
		line: hexRGBA("#4a4a4a", 1), edge: hexRGBA("#141414", 1), minWidth: 1, ticks: ticksCross, layer: layerObstacle},
	"cliff": {fill: hexRGBA("#6a625a", 0.95), outline: hexRGBA("#1d1a17", 1), motif: motifStones,
		hatch: hexRGBA("#151210", 0.7), hatchStep: hatchForbidden, cross: true,
		line: hexRGBA("#4b443d", 1), edge: hexRGBA("#1d1a17", 1), minWidth: 1, ticks: ticksTeeth, layer: layerObstacle},

	// Water. Lakes and waterways are impassable everywhere: a dark blue
	// cross-hatch says so over the water colour.
	"lake": {fill: hexRGBA("#4a86c0", 0.92), outline: hexRGBA("#1d4a75", 1), motif: motifRipples,
		hatch: hexRGBA("#163c66", 0.4), hatchStep: hatchForbidden * 1.5, cross: true,
		line: hexRGBA("#4a86c0", 1), edge: hexRGBA("#1d4a75", 1), minWidth: 2, layer: layerWater},
	"waterway": {fill: hexRGBA("#2d6aa8", 0.95), outline: hexRGBA("#123559", 1), motif: motifRipples,
		hatch: hexRGBA("#0e2b4a", 0.45), hatchStep: hatchForbidden * 1.5, cross: true,
		line: hexRGBA("#2d6aa8", 1), edge: hexRGBA("#0e2b4a", 1), minWidth: 2.5, layer: layerWater},
	"river": {fill: hexRGBA("#3d7fc4", 0.92), outline: hexRGBA("#25557f", 1), motif: motifRipples,
		line: hexRGBA("#3d7fc4", 1), edge: hexRGBA("#25557f", 1), minWidth: 2, layer: layerWater},
	"stream": {fill: hexRGBA("#6aa6dc", 0.9), outline: hexRGBA("#3b6f9f", 1), motif: motifRipples,
		line: hexRGBA("#6aa6dc", 1), edge: hexRGBA("#3b6f9f", 1), minWidth: 1, layer: layerWater},

	// Linear obstacles.
	"wall": {fill: hexRGBA("#8a8176", 0.95), outline: hexRGBA("#2e2a25", 1),
		line: hexRGBA("#8a8176", 1), edge: hexRGBA("#2e2a25", 1), minWidth: 0.6, ticks: ticksJoints, layer: layerObstacle},
	"high-wall": {fill: hexRGBA("#5f574e", 0.95), outline: hexRGBA("#181512", 1),
		line: hexRGBA("#5f574e", 1), edge: hexRGBA("#181512", 1), minWidth: 1.2, ticks: ticksJoints, layer: layerObstacle},
	"fence": {fill: hexRGBA("#8a6a44", 0.9), outline: hexRGBA("#4a3820", 1),
		line: hexRGBA("#8a6a44", 1), edge: hexRGBA("#4a3820", 1), minWidth: 0.4, ticks: ticksPosts, layer: layerObstacle},

	// Roads and crossings. A ford is shallow water with stepping stones, a
	// bridge a deck of planks between parapets; both are drawn over the
	// river so that the gap they fill reads as the way across.
	"road": {fill: hexRGBA("#e2cd98", 0.95), outline: hexRGBA("#a58f5c", 1),
		line: hexRGBA("#e2cd98", 1), edge: hexRGBA("#a58f5c", 1), minWidth: 1.5, layer: layerRoad},
	"ford": {fill: hexRGBA("#d9cda0", 1), outline: hexRGBA("#8a7c55", 1),
		line: hexRGBA("#9cc8e8", 1), edge: hexRGBA("#8a7c55", 1), minWidth: 1.5, ticks: ticksStones,
		crossing: crossFord, layer: layerCrossing},
	"bridge": {fill: hexRGBA("#a4825a", 1), outline: hexRGBA("#3e2f1f", 1),
		line: hexRGBA("#a4825a", 1), edge: hexRGBA("#3e2f1f", 1), minWidth: 1.5, ticks: ticksJoints,
		crossing: crossBridge, layer: layerCrossing},
}

// Synonyms scenarios use for the kinds above.
var terrainAlias = map[string]string{
	"woods": "wood", "forest": "wood", "track": "road", "scrub": "bushes", "difficult": "rough",
	"swamp": "marsh", "bog": "marsh", "pond": "lake", "water": "lake", "town": "village",
	"buildings": "building", "vineyard": "vines", "brook": "stream",
	// Batailles en pagaille's terrain classes (docs/scenario-format.md):
	// drawn as the ground they usually are, labelled with the class too.
	"difficult-dense": "wood", "very-difficult": "marsh", "very-difficult-dense": "wood",
	"impassable-dense": "impassable", "dense": "bushes",
}

// classKinds are kinds that name a rules class rather than a ground: their
// label names the class beside the feature's name.
var classKinds = map[string]bool{
	"difficult-dense": true, "very-difficult": true, "very-difficult-dense": true,
	"impassable-dense": true, "dense": true,
}

// colWater is the shallow water of a ford, colStone its stones.
var (
	colShallow = hexRGBA("#8fc3e6", 1)
	colStone   = hexRGBA("#7d776b", 1)
	colRoof    = hexRGBA("#8c4a36", 1)
)

func init() {
	for k, s := range terrainStyles {
		s.known = true
		// Every kind can be an area or a line: derive the missing half.
		if s.line.A == 0 {
			s.line, s.edge, s.minWidth = s.fill.alpha(1), s.outline, 1
		}
		terrainStyles[k] = s
	}
}

func styleOf(kind string) terrainStyle {
	if a, ok := terrainAlias[kind]; ok {
		kind = a
	}
	if s, ok := terrainStyles[kind]; ok {
		return s
	}
	// An unknown kind still shows, plainly, and its label names the kind
	// (featureLabel), so that nothing on the table is invisible or
	// mistaken for something the rules know.
	return terrainStyle{fill: hexRGBA("#999999", 0.5), outline: hexRGBA("#444444", 1),
		line: hexRGBA("#777777", 1), edge: hexRGBA("#333333", 1), minWidth: 0.5, layer: layerArea}
}

// featureLabel is the text shown for a feature: its name, and the kind
// itself for a kind no style knows.
func featureLabel(f *table.Feature) string {
	if styleOf(f.Kind).known && (!classKinds[f.Kind] || f.Name == "") {
		return f.Name
	}
	if f.Name == "" {
		return f.Kind
	}
	return f.Name + " (" + f.Kind + ")"
}

// cmDisc, cmSeg and cmPoly are marks in table centimetres: radii and
// polygons scale with the zoom, line widths are pixels.
type cmDisc struct {
	c   geom.Vec
	r   float64 // cm
	col rgba
}

type cmSeg struct {
	a, b geom.Vec
	w    float64 // px
	col  rgba
}

type cmPoly struct {
	p   geom.Polygon // convex
	col rgba
}

// featureCache holds what is slow to derive from a feature and never
// changes during a battle: its triangles and its marks.
type featureCache struct {
	tris     []geom.Polygon
	polys    []cmPoly // under the marks (a ford's water)
	segs     []cmSeg
	discs    []cmDisc
	contours []geom.Polygon
	bounds   geom.AABB // cm, with the line width
}

// featureKey names a feature's cache entry: its ID, kind and enough of its
// shape that a battle opened on another scenario reusing the ID does not
// get stale marks.
type featureKey struct {
	id, kind string
	n        int
	first    geom.Vec
	width    float64
}

var features = map[featureKey]*featureCache{}

func cacheFor(f *table.Feature, st terrainStyle, t *table.Table) *featureCache {
	k := featureKey{id: f.ID, kind: f.Kind, n: len(f.Area) + len(f.Line), width: f.Width}
	if len(f.Area) > 0 {
		k.first = f.Area[0]
	} else if len(f.Line) > 0 {
		k.first = f.Line[0]
	}
	if c, ok := features[k]; ok {
		return c
	}
	c := &featureCache{}
	if f.Linear() {
		c.lineMarks(f, st)
	} else {
		c.areaMarks(f, st, t)
	}
	features[k] = c
	return c
}

func (c *featureCache) areaMarks(f *table.Feature, st terrainStyle, t *table.Table) {
	p := f.Area
	c.bounds = p.Bounds()
	if len(p) < 3 {
		return
	}
	c.tris = p.Triangulate()
	if st.crossing != crossNone {
		c.crossingMarks(f, st, t)
		return
	}
	if st.hatch.A > 0 {
		w := 1.0
		if st.cross {
			w = 1.3
		}
		for _, h := range hatchLines(p, st.hatchStep, geom.V(1, -1).Unit()) {
			c.segs = append(c.segs, cmSeg{h.A, h.B, w, st.hatch})
		}
		if st.cross {
			for _, h := range hatchLines(p, st.hatchStep, geom.V(1, 1).Unit()) {
				c.segs = append(c.segs, cmSeg{h.A, h.B, w, st.hatch})
			}
		}
	}
	dark := st.outline
	switch st.motif {
	case motifTrees:
		for _, q := range jitterSpots(p, 3.5, 0.6, 1.2) {
			c.discs = append(c.discs, cmDisc{q, 1.1, dark.alpha(0.55)})
		}
	case motifDense:
		for _, q := range jitterSpots(p, 2.4, 0.6, 1.0) {
			c.discs = append(c.discs, cmDisc{q, 1.0, hexRGBA("#1c3a17", 0.9)})
		}
	case motifOrchard:
		for _, q := range jitterSpots(p, 2.8, 0, 1.0) {
			c.discs = append(c.discs, cmDisc{q, 0.75, dark.alpha(0.7)})
		}
	case motifVines:
		for _, h := range hatchLines(p, 1.6, geom.V(1, 0)) {
			c.segs = append(c.segs, cmSeg{h.A, h.B, 2, dark.alpha(0.75)})
		}
	case motifBushes:
		for _, q := range jitterSpots(p, 2.4, 0.7, 0.8) {
			c.discs = append(c.discs, cmDisc{q, 0.55, dark.alpha(0.7)})
		}
	case motifHouses:
		c.houses(p)
	case motifStones, motifPebbles:
		step, r := 2.0, 0.5
		if st.motif == motifPebbles {
			step, r = 2.8, 0.32
		}
		for i, q := range jitterSpots(p, step, 0.7, r+0.3) {
			rr := r * (0.75 + 0.5*float64(i%3)/2)
			c.discs = append(c.discs, cmDisc{q, rr, colStone.mix(dark, 0.4).alpha(0.9)})
		}
	case motifReeds:
		col := hexRGBA("#24412f", 0.8)
		for _, q := range jitterSpots(p, 2.2, 0.6, 1.0) {
			for _, d := range []geom.Vec{{X: 0, Y: -0.9}, {X: -0.4, Y: -0.7}, {X: 0.4, Y: -0.7}} {
				c.segs = append(c.segs, cmSeg{q, q.Add(d), 1.2, col})
			}
		}
	case motifDunes:
		col := hexRGBA("#9c7c3c", 0.8)
		for _, q := range jitterSpots(p, 3.0, 0.6, 1.2) {
			var prev geom.Vec
			for k := 0; k <= 4; k++ {
				a := math.Pi * (1.15 + 0.7*float64(k)/4)
				v := q.Add(geom.V(math.Cos(a), math.Sin(a)+0.6).Scale(1.0))
				if k > 0 {
					c.segs = append(c.segs, cmSeg{prev, v, 1.3, col})
				}
				prev = v
			}
		}
	case motifFurrows:
		for _, h := range hatchLines(p, 1.2, geom.V(1, 0)) {
			c.segs = append(c.segs, cmSeg{h.A, h.B, 1, dark.alpha(0.45)})
		}
	case motifRipples:
		col := hexRGBA("#cfe6fb", 0.55)
		for _, q := range jitterSpots(p, 3.0, 0.6, 1.0) {
			c.segs = append(c.segs, cmSeg{q.Sub(geom.V(0.5, 0)), q.Add(geom.V(0.5, 0)), 1.2, col})
		}
	}
	ctr := p.Centroid()
	for k := 1; k <= st.contours; k++ {
		f := 1 - float64(k)/float64(st.contours+1)*0.9
		var ring geom.Polygon
		for _, v := range p {
			ring = append(ring, ctr.Lerp(v, f))
		}
		c.contours = append(c.contours, ring)
	}
}

// houses puts roofs on a jittered grid, turned with the feature's longest
// edge (the street).
func (c *featureCache) houses(p geom.Polygon) {
	var long geom.Vec
	for i := range p {
		if e := p.Edge(i).Dir(); e.Len2() > long.Len2() {
			long = e
		}
	}
	u := long.Unit()
	v := u.Perp()
	const hw, hd = 0.8, 0.55 // half a roof, cm
	for i, q := range jitterSpots(p, 2.6, 0.5, 0.9) {
		if i%4 == 3 {
			continue // a yard: villages are not solid roofs
		}
		roof := geom.Polygon{
			q.Add(u.Scale(-hw)).Add(v.Scale(-hd)), q.Add(u.Scale(hw)).Add(v.Scale(-hd)),
			q.Add(u.Scale(hw)).Add(v.Scale(hd)), q.Add(u.Scale(-hw)).Add(v.Scale(hd)),
		}
		c.polys = append(c.polys, cmPoly{roof, colRoof.alpha(0.9)})
		c.segs = append(c.segs, cmSeg{q.Add(u.Scale(-hw)), q.Add(u.Scale(hw)), 1, hexRGBA("#4a2418", 0.8)})
	}
}

// crossingMarks draws a ford or bridge polygon as a way over the water
// beside it: the river's direction is taken from the nearest water line
// (else the polygon's shorter side), the way across runs square to it.
func (c *featureCache) crossingMarks(f *table.Feature, st terrainStyle, t *table.Table) {
	p := f.Area
	ctr := p.Centroid()
	along, width, centre := waterNear(ctr, t)
	if along == (geom.Vec{}) {
		var long geom.Vec
		for i := range p {
			if e := p.Edge(i).Dir(); e.Len2() > long.Len2() {
				long = e
			}
		}
		along, width, centre = long.Unit().Perp(), 0, ctr
	}
	across := along.Perp()
	// The polygon's extent in the (along, across) frame about its centroid.
	u0, u1, v0, v1 := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, q := range p {
		d := q.Sub(ctr)
		u0, u1 = math.Min(u0, d.Dot(along)), math.Max(u1, d.Dot(along))
		v0, v1 = math.Min(v0, d.Dot(across)), math.Max(v1, d.Dot(across))
	}
	at := func(u, v float64) geom.Vec { return ctr.Add(along.Scale(u)).Add(across.Scale(v)) }
	switch st.crossing {
	case crossFord:
		// Shallow water where the river runs, lighter than the river,
		// then rows of stepping stones across it.
		if width <= 0 {
			width = (v1 - v0) / 2
		}
		vc := centre.Sub(ctr).Dot(across)
		w0, w1 := math.Max(v0, vc-width/2), math.Min(v1, vc+width/2)
		c.polys = append(c.polys, cmPoly{geom.Polygon{at(u0, w0), at(u1, w0), at(u1, w1), at(u0, w1)}, colShallow})
		for _, u := range []float64{u0 + (u1-u0)*0.3, u0 + (u1-u0)*0.7} {
			for v := v0 + 0.6; v <= v1-0.5; v += 1.1 {
				c.discs = append(c.discs, cmDisc{at(u, v), 0.42, colStone})
			}
		}
	case crossBridge:
		// Planks square to the way across, parapets along it.
		for v := v0 + 0.35; v < v1; v += 0.7 {
			c.segs = append(c.segs, cmSeg{at(u0, v), at(u1, v), 1, st.outline.alpha(0.6)})
		}
		for _, u := range []float64{u0 + 0.25, u1 - 0.25} {
			c.segs = append(c.segs, cmSeg{at(u, v0), at(u, v1), 3, st.outline})
		}
	}
}

// waterNear is the direction, width and nearest centre-line point of the
// water line closest to q (within reach), or a zero direction.
func waterNear(q geom.Vec, t *table.Table) (along geom.Vec, width float64, centre geom.Vec) {
	const reach = 20.0 // cm: a crossing sits on its river
	best := reach
	if t == nil {
		return
	}
	for i := range t.Features {
		f := &t.Features[i]
		if !f.Linear() || styleOf(f.Kind).layer != layerWater {
			continue
		}
		for k := 0; k+1 < len(f.Line); k++ {
			s := geom.Segment{A: f.Line[k], B: f.Line[k+1]}
			if d := s.DistTo(q); d < best && s.Len() > geom.Eps {
				best, along, width, centre = d, s.Dir().Unit(), math.Max(f.Width, styleOf(f.Kind).minWidth), s.Closest(q)
			}
		}
	}
	return
}

// lineMarks are the ticks along a linear feature.
func (c *featureCache) lineMarks(f *table.Feature, st terrainStyle) {
	w := math.Max(f.Width, st.minWidth)
	c.bounds = geom.BoundsOf(f.Line...)
	c.bounds.Min = c.bounds.Min.Sub(geom.V(w, w))
	c.bounds.Max = c.bounds.Max.Add(geom.V(w, w))
	step := map[ticks]float64{ticksJoints: 1.2, ticksPosts: 1.5, ticksBumps: 0.9, ticksTeeth: 0.8,
		ticksBanks: 0.8, ticksCross: 1.2, ticksStones: 1.1}[st.ticks]
	if st.crossing == crossBridge {
		step = 0.6
	}
	if step == 0 {
		return
	}
	for _, s := range samples(f.Line, step) {
		n := s.dir.Perp()
		half := n.Scale(w / 2)
		switch st.ticks {
		case ticksJoints:
			c.segs = append(c.segs, cmSeg{s.p.Sub(half), s.p.Add(half), 1, st.edge.alpha(0.8)})
		case ticksPosts:
			// Posts a little wider than the rails, whatever the width.
			c.discs = append(c.discs, cmDisc{s.p, math.Max(0.25, math.Min(w*0.7, 0.4)), st.edge})
		case ticksBumps:
			c.discs = append(c.discs, cmDisc{s.p.Add(n.Scale(w * 0.2)), w * 0.45, st.line.mix(hexRGBA("#9ccf6a", 1), 0.3)})
		case ticksTeeth:
			c.segs = append(c.segs, cmSeg{s.p.Add(half), s.p.Add(half).Add(n.Scale(0.8)), 1.5, st.edge})
		case ticksBanks:
			c.segs = append(c.segs, cmSeg{s.p.Add(half), s.p.Add(half).Add(n.Scale(0.6)), 1.2, st.edge},
				cmSeg{s.p.Sub(half), s.p.Sub(half).Sub(n.Scale(0.6)), 1.2, st.edge})
		case ticksCross:
			d := s.dir.Scale(w / 2)
			c.segs = append(c.segs, cmSeg{s.p.Sub(half).Sub(d), s.p.Add(half).Add(d), 1.3, st.edge},
				cmSeg{s.p.Sub(half).Add(d), s.p.Add(half).Sub(d), 1.3, st.edge})
		case ticksStones:
			c.discs = append(c.discs, cmDisc{s.p, w * 0.22, colStone})
		}
	}
}

type sample struct{ p, dir geom.Vec }

// samples are points every step cm along a polyline with its direction
// there.
func samples(line []geom.Vec, step float64) []sample {
	var out []sample
	carry := step / 2
	for i := 0; i+1 < len(line); i++ {
		s := geom.Segment{A: line[i], B: line[i+1]}
		l := s.Len()
		if l < geom.Eps {
			continue
		}
		d := s.Dir().Unit()
		for x := carry; x < l; x += step {
			out = append(out, sample{s.At(x / l), d})
		}
		carry = step - math.Mod(l-carry, step)
		if carry <= 0 || carry > step {
			carry = step
		}
	}
	return out
}

// hatchLines are lines every step cm clipped to p (even-odd), square to
// the unit normal n.
func hatchLines(p geom.Polygon, step float64, n geom.Vec) []geom.Segment {
	if len(p) < 3 || step <= 0 {
		return nil
	}
	d := n.Perp()
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, q := range p {
		lo, hi = math.Min(lo, q.Dot(n)), math.Max(hi, q.Dot(n))
	}
	var out []geom.Segment
	var xs []float64
	for u := math.Ceil(lo/step) * step; u <= hi; u += step {
		xs = xs[:0] // positions along d where the line crosses an edge
		for i := range p {
			a, b := p[i], p[(i+1)%len(p)]
			ua, ub := a.Dot(n), b.Dot(n)
			if (ua > u) == (ub > u) {
				continue
			}
			xs = append(xs, a.Lerp(b, (u-ua)/(ub-ua)).Dot(d))
		}
		sort.Float64s(xs)
		for i := 0; i+1 < len(xs); i += 2 {
			out = append(out, geom.Segment{A: n.Scale(u).Add(d.Scale(xs[i])), B: n.Scale(u).Add(d.Scale(xs[i+1]))})
		}
	}
	return out
}

// jitterSpots scatters points over p on a grid of step cm, moved by up to
// jitter·step/2 by a hash of the cell, so a wood looks the same every
// frame and every run; points closer than margin cm to the outline are
// left out.
func jitterSpots(p geom.Polygon, step, jitter, margin float64) []geom.Vec {
	b := p.Bounds()
	var out []geom.Vec
	for y := b.Min.Y + step/2; y < b.Max.Y; y += step {
		for x := b.Min.X + step/2; x < b.Max.X; x += step {
			h := math.Sin(x*12.9898+y*78.233) * 43758.5453
			h -= math.Floor(h)
			k := math.Sin(x*39.3467+y*11.135) * 24634.6345
			k -= math.Floor(k)
			q := geom.Vec{X: x + (h-0.5)*step*jitter, Y: y + (k-0.5)*step*jitter}
			if p.Contains(q, 0) && p.BoundaryDist(q) > margin {
				out = append(out, q)
			}
		}
	}
	return out
}

// featureOrder is the table's features in drawing order (by layer, then
// as the scenario lists them).
func featureOrder(t *table.Table) []int {
	idx := make([]int, len(t.Features))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool {
		return styleOf(t.Features[idx[a]].Kind).layer < styleOf(t.Features[idx[b]].Kind).layer
	})
	return idx
}

// visible reports whether a cm box shows on screen at all: features off
// screen at a close zoom are not drawn.
func (g *Game) visible(b geom.AABB) bool {
	lo, hi := g.cam.toScreen(b.Min), g.cam.toScreen(b.Max)
	return hi.X >= 0 && lo.X <= float64(g.w) && hi.Y >= 0 && lo.Y <= float64(g.h)
}

func (g *Game) drawArea(f *table.Feature, t *table.Table) {
	st := styleOf(f.Kind)
	fc := cacheFor(f, st, t)
	if !g.visible(fc.bounds) {
		return
	}
	b := &g.b
	for _, tri := range fc.tris {
		b.convex(g.screenPoly(tri), st.fill)
	}
	g.drawMarks(fc)
	for _, ring := range fc.contours {
		b.polyline(g.screenPoly(ring), 1.5, st.outline.alpha(0.7), true, false)
	}
	w := 2.0
	if st.cross {
		w = 2.5 // forbidden ground gets a firmer edge
	}
	b.polyline(g.screenPoly(f.Area), w, st.outline, true, false)
}

func (g *Game) drawMarks(fc *featureCache) {
	b, c := &g.b, g.cam
	for _, p := range fc.polys {
		b.convex(g.screenPoly(p.p), p.col)
	}
	for _, s := range fc.segs {
		b.line(c.toScreen(s.a), c.toScreen(s.b), s.w, s.col)
	}
	for _, d := range fc.discs {
		b.disc(c.toScreen(d.c), math.Max(1.2, d.r*c.scale), d.col)
	}
}

func (g *Game) drawLinear(f *table.Feature, t *table.Table) {
	st := styleOf(f.Kind)
	fc := cacheFor(f, st, t)
	if !g.visible(fc.bounds) {
		return
	}
	ps := make([]pt, len(f.Line))
	for i, v := range f.Line {
		ps[i] = g.cam.toScreen(v)
	}
	w := math.Max(f.Width, st.minWidth) * g.cam.scale
	// Square ends: features run to the table edge and must stop there.
	g.b.polyline(ps, w+3, st.edge, false, false)
	g.b.polyline(ps, math.Max(w, 1), st.line, false, false)
	g.drawMarks(fc)
}
