package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Palette. Terrain colours are muted so that the army colours of the bases
// stay the strongest thing on the table.
var (
	colBackground = hexRGBA("#1e2023", 1)
	colTable      = hexRGBA("#c9c29b", 1)
	colTableEdge  = hexRGBA("#5a5340", 1)
	colGridFine   = hexRGBA("#000000", 0.07)
	colGridCoarse = hexRGBA("#000000", 0.20)
	colFront      = hexRGBA("#fff6d8", 1)
	colOutline    = hexRGBA("#111111", 0.85)
	colSelect     = hexRGBA("#ffd21f", 1)
	colHover      = hexRGBA("#ffffff", 0.85)
	colLegal      = hexRGBA("#2fbf4f", 1)
	colIllegal    = hexRGBA("#e0302a", 1)
	colTape       = hexRGBA("#fff27a", 1)
	colRuler      = hexRGBA("#35d6ff", 1)
	colInk        = hexRGBA("#1a1a1a", 1)
	colPaper      = hexRGBA("#f4f1e6", 1)
)

// terrainStyle is how a terrain kind is drawn.
type terrainStyle struct {
	fill, outline rgba
	hatch         rgba // zero alpha: no hatching
	contour       bool // hills: an inner contour line
	trees         bool // woods: scattered tree crowns
	// Linear features: the line's own colour and its edge (bank, verge).
	line, edge rgba
	minWidth   float64 // cm, so a wall drawn with no width still shows
}

var terrainStyles = map[string]terrainStyle{
	"wood":       {fill: hexRGBA("#5f8f45", 0.85), outline: hexRGBA("#2f5420", 1), trees: true},
	"hill":       {fill: hexRGBA("#b08a55", 0.75), outline: hexRGBA("#6e5330", 1), contour: true},
	"river":      {line: hexRGBA("#3d7fc4", 1), edge: hexRGBA("#25557f", 1), minWidth: 2},
	"road":       {line: hexRGBA("#e2cd98", 1), edge: hexRGBA("#a58f5c", 1), minWidth: 1.5},
	"wall":       {line: hexRGBA("#6b6258", 1), edge: hexRGBA("#2e2a25", 1), minWidth: 0.6},
	"hedge":      {line: hexRGBA("#3d6b2c", 1), edge: hexRGBA("#1f3a16", 1), minWidth: 0.8},
	"fence":      {line: hexRGBA("#8a6a44", 1), edge: hexRGBA("#4a3820", 1), minWidth: 0.4},
	"rough":      {fill: hexRGBA("#a9a778", 0.7), outline: hexRGBA("#6c6a44", 1), hatch: hexRGBA("#55532f", 0.55)},
	"marsh":      {fill: hexRGBA("#7f9c86", 0.7), outline: hexRGBA("#456150", 1), hatch: hexRGBA("#2f5a6b", 0.6)},
	"impassable": {fill: hexRGBA("#7d7d7d", 0.85), outline: hexRGBA("#3a3a3a", 1), hatch: hexRGBA("#2a2a2a", 0.7)},
	"lake":       {fill: hexRGBA("#4a86c0", 0.9), outline: hexRGBA("#25557f", 1)},
	"building":   {fill: hexRGBA("#9b6b52", 0.95), outline: hexRGBA("#3e2a1f", 1), hatch: hexRGBA("#3e2a1f", 0.45)},
	"village":    {fill: hexRGBA("#b59b7c", 0.8), outline: hexRGBA("#5a4634", 1), hatch: hexRGBA("#5a4634", 0.35)},
}

// Synonyms scenarios use for the kinds above.
var terrainAlias = map[string]string{
	"woods": "wood", "forest": "wood", "stream": "river", "ford": "river", "track": "road",
	"scrub": "rough", "difficult": "rough", "swamp": "marsh", "bog": "marsh", "rocks": "impassable",
	"cliff": "impassable", "pond": "lake", "water": "lake", "town": "village", "buildings": "building",
}

func styleOf(kind string) terrainStyle {
	if a, ok := terrainAlias[kind]; ok {
		kind = a
	}
	if s, ok := terrainStyles[kind]; ok {
		return s
	}
	// An unknown kind still shows, plainly, so that nothing on the table
	// is invisible.
	return terrainStyle{fill: hexRGBA("#999999", 0.5), outline: hexRGBA("#444444", 1),
		line: hexRGBA("#777777", 1), edge: hexRGBA("#333333", 1), minWidth: 0.5}
}

// featureCache holds what is slow to derive from a feature and never
// changes during a battle: its triangles, hatching and tree crowns.
type featureCache struct {
	tris    []geom.Polygon
	hatch   []geom.Segment
	trees   []geom.Vec
	contour geom.Polygon
}

var features = map[string]*featureCache{}

func cacheFor(f *table.Feature, st terrainStyle) *featureCache {
	if c, ok := features[f.ID]; ok {
		return c
	}
	c := &featureCache{tris: f.Area.Triangulate()}
	if st.hatch.A > 0 {
		c.hatch = hatchLines(f.Area, 1.5)
	}
	if st.trees {
		c.trees = treeSpots(f.Area, 3.5)
	}
	if st.contour {
		ctr := f.Area.Centroid()
		for _, v := range f.Area {
			c.contour = append(c.contour, ctr.Lerp(v, 0.55))
		}
	}
	features[f.ID] = c
	return c
}

// hatchLines are 45° lines every step cm clipped to p (even-odd).
func hatchLines(p geom.Polygon, step float64) []geom.Segment {
	if len(p) < 3 {
		return nil
	}
	// In the frame u = x + y, v = x − y the hatching is u = const.
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, q := range p {
		lo, hi = math.Min(lo, q.X+q.Y), math.Max(hi, q.X+q.Y)
	}
	var out []geom.Segment
	for u := math.Ceil(lo/step) * step; u <= hi; u += step {
		var xs []float64 // v values where the line crosses an edge
		for i := range p {
			a, b := p[i], p[(i+1)%len(p)]
			ua, ub := a.X+a.Y, b.X+b.Y
			if (ua > u) == (ub > u) {
				continue
			}
			t := (u - ua) / (ub - ua)
			q := a.Lerp(b, t)
			xs = append(xs, q.X-q.Y)
		}
		sortFloats(xs)
		for i := 0; i+1 < len(xs); i += 2 {
			v0, v1 := xs[i], xs[i+1]
			out = append(out, geom.Segment{A: geom.Vec{X: (u + v0) / 2, Y: (u - v0) / 2}, B: geom.Vec{X: (u + v1) / 2, Y: (u - v1) / 2}})
		}
	}
	return out
}

func sortFloats(xs []float64) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

// treeSpots scatters tree crowns over p on a jittered grid; the jitter is a
// hash of the cell so the wood looks the same every frame and every run.
func treeSpots(p geom.Polygon, step float64) []geom.Vec {
	b := p.Bounds()
	var out []geom.Vec
	for y := b.Min.Y + step/2; y < b.Max.Y; y += step {
		for x := b.Min.X + step/2; x < b.Max.X; x += step {
			h := math.Sin(x*12.9898+y*78.233) * 43758.5453
			h -= math.Floor(h)
			k := math.Sin(x*39.3467+y*11.135) * 24634.6345
			k -= math.Floor(k)
			q := geom.Vec{X: x + (h-0.5)*step*0.6, Y: y + (k-0.5)*step*0.6}
			if p.Contains(q, 0) && p.BoundaryDist(q) > 1.2 {
				out = append(out, q)
			}
		}
	}
	return out
}

// drawTable draws the table, its terrain, the deployment zones, the grid
// and the bases with their labels.
func (g *Game) drawTable(dst *ebiten.Image) {
	s := g.ctrl.Match().State()
	t := &s.Table
	c := g.cam
	b := &g.b
	tl, br := c.toScreen(geom.Vec{}), c.toScreen(geom.Vec{X: t.Width, Y: t.Height})
	b.rect(tl.X-3, tl.Y-3, br.X-tl.X+6, br.Y-tl.Y+6, colTableEdge)
	b.rect(tl.X, tl.Y, br.X-tl.X, br.Y-tl.Y, colTable)

	for _, sd := range s.Sides {
		if len(sd.Deployment) < 3 {
			continue
		}
		col := hexRGBA(sd.Colour, 1)
		for _, tri := range sd.Deployment.Triangulate() {
			b.convex(g.screenPoly(tri), col.alpha(0.08))
		}
		b.dashedLoop(g.screenPoly(sd.Deployment), 2, 10, 6, col.alpha(0.6))
	}

	// Areas first, then linear features over them (a road through a wood).
	for i := range t.Features {
		f := &t.Features[i]
		if f.Linear() || len(f.Area) < 3 {
			continue
		}
		g.drawArea(f)
	}
	for i := range t.Features {
		if f := &t.Features[i]; f.Linear() {
			g.drawLinear(f)
		}
	}
	if g.ctrl.Grid() {
		g.drawGrid(t.Width, t.Height)
	}
	b.flush(dst)
	g.drawFeatureNames(dst, t)

	dragging := map[string]bool{}
	if pv := g.ctrl.Drag(); pv != nil {
		for _, m := range pv.Action.Moves {
			dragging[m.Base] = true
		}
	}
	for pass := 0; pass < 2; pass++ { // rectangles, then round markers on top
		for i := range t.Bases {
			bs := &t.Bases[i]
			if bs.Round != (pass == 1) || dragging[bs.ID] {
				continue
			}
			g.drawBase(bs, bs.Shape, hexRGBA(g.sideColour(s, bs.Side), 1))
			if g.ctrl.IsSelected(bs.ID) {
				g.outlineBase(bs, bs.Shape, 3, colSelect)
			} else if g.ctrl.Hover() == bs.ID {
				g.outlineBase(bs, bs.Shape, 1.5, colHover)
			}
		}
	}
	b.flush(dst)
	g.drawUnitLabels(dst, s, dragging)
}

func (g *Game) sideColour(s *rules.State, side int) string {
	if side >= 0 && side < len(s.Sides) {
		return s.Sides[side].Colour
	}
	return "#888888"
}

func (g *Game) screenPoly(p geom.Polygon) []pt {
	out := make([]pt, len(p))
	for i, v := range p {
		out[i] = g.cam.toScreen(v)
	}
	return out
}

func (g *Game) drawArea(f *table.Feature) {
	st := styleOf(f.Kind)
	fc := cacheFor(f, st)
	b, c := &g.b, g.cam
	for _, tri := range fc.tris {
		b.convex(g.screenPoly(tri), st.fill)
	}
	for _, h := range fc.hatch {
		b.line(c.toScreen(h.A), c.toScreen(h.B), 1, st.hatch)
	}
	if len(fc.trees) > 0 {
		crown := st.outline.alpha(0.55)
		r := math.Max(1.5, 1.1*c.scale)
		for _, q := range fc.trees {
			b.disc(c.toScreen(q), r, crown)
		}
	}
	if fc.contour != nil {
		b.polyline(g.screenPoly(fc.contour), 1.5, st.outline.alpha(0.7), true, false)
	}
	b.polyline(g.screenPoly(f.Area), 2, st.outline, true, false)
}

func (g *Game) drawLinear(f *table.Feature) {
	st := styleOf(f.Kind)
	ps := make([]pt, len(f.Line))
	for i, v := range f.Line {
		ps[i] = g.cam.toScreen(v)
	}
	w := math.Max(f.Width, st.minWidth) * g.cam.scale
	// Square ends: features run to the table edge and must stop there.
	g.b.polyline(ps, w+3, st.edge, false, false)
	g.b.polyline(ps, math.Max(w, 1), st.line, false, false)
}

// drawGrid draws 1 cm lines (when they are far enough apart to mean
// something) and 10 cm lines.
func (g *Game) drawGrid(w, h float64) {
	c, b := g.cam, &g.b
	for _, step := range []float64{1, 10} {
		if step*c.scale < 6 {
			continue
		}
		col, lw := colGridFine, 1.0
		if step == 10 {
			col = colGridCoarse
		}
		for x := step; x < w; x += step {
			if step == 1 && math.Mod(x, 10) == 0 {
				continue
			}
			b.line(c.toScreen(geom.Vec{X: x}), c.toScreen(geom.Vec{X: x, Y: h}), lw, col)
		}
		for y := step; y < h; y += step {
			if step == 1 && math.Mod(y, 10) == 0 {
				continue
			}
			b.line(c.toScreen(geom.Vec{Y: y}), c.toScreen(geom.Vec{X: w, Y: y}), lw, col)
		}
	}
}

func (g *Game) drawFeatureNames(dst *ebiten.Image, t *table.Table) {
	for i := range t.Features {
		f := &t.Features[i]
		if f.Name == "" {
			continue
		}
		var at geom.Vec
		if f.Linear() {
			// Beside the line, not on it: a third of the way along (the
			// middle is where roads and rivers tend to cross), pushed off
			// by the line's width.
			at = alongLine(f.Line, 1.0/3, math.Max(f.Width, 1)/2+9/g.cam.scale)
		} else if len(f.Area) >= 3 {
			at = f.Area.Centroid()
		} else {
			continue
		}
		p := g.cam.toScreen(at)
		// A light halo keeps the name readable over hatching and trees.
		halo := hexRGBA("#efe9cf", 0.8)
		for _, d := range []pt{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			label(dst, f.Name, g.fonts.small, p.add(d), alignCenter, halo)
		}
		label(dst, f.Name, g.fonts.small, p, alignCenter, hexRGBA("#2b2618", 1))
	}
}

// drawBase fills a base in its army colour with a dark outline and a light
// front edge, thick enough to read the facing at any zoom.
func (g *Game) drawBase(bs *table.Base, r geom.Rect, fill rgba) {
	b, c := &g.b, g.cam
	if bs.Round {
		ctr := c.toScreen(r.Center)
		rad := math.Max(r.Width/2*c.scale, 4)
		b.disc(ctr, rad+1.5, colOutline)
		b.disc(ctr, rad, fill)
		b.ring(ctr, rad*0.6, math.Max(1.5, rad*0.18), colFront)
		return
	}
	ps := g.screenPoly(r.Polygon())
	b.convex(ps, fill)
	b.polyline(ps, 1.5, colOutline, true, false)
	// The front edge, drawn just inside the base.
	w := math.Max(2, math.Min(6, r.Depth*c.scale*0.16))
	in := r.Forward().Scale(-w / 2 / c.scale)
	fl, fr := r.CornerAt(geom.FL).Add(in), r.CornerAt(geom.FR).Add(in)
	b.line(c.toScreen(fl), c.toScreen(fr), w, colFront)
}

// outlineBase rings a base (selection, hover) just outside its edges.
func (g *Game) outlineBase(bs *table.Base, r geom.Rect, w float64, col rgba) {
	c := g.cam
	if bs.Round {
		g.b.ring(c.toScreen(r.Center), math.Max(r.Width/2*c.scale, 4)+w/2+1.5, w, col)
		return
	}
	grow := (w/2 + 1) / c.scale
	r.Width += 2 * grow
	r.Depth += 2 * grow
	g.b.polyline(g.screenPoly(r.Polygon()), w, col, true, false)
}

// drawUnitLabels writes each unit's name once, on a dark tag at a fixed
// pixel size just behind its bases (so it never hides their front edges),
// so it reads at every zoom.
func (g *Game) drawUnitLabels(dst *ebiten.Image, s *rules.State, skip map[string]bool) {
	type tag struct {
		text string
		x, y float64 // top-left corner of the text box
		w, h float64
		col  rgba
	}
	const pad, gap = 4.0, 3.0
	face := g.fonts.small
	var tags []tag
	for i := range s.Units {
		u := &s.Units[i]
		lo, hi := pt{math.Inf(1), math.Inf(1)}, pt{math.Inf(-1), math.Inf(-1)}
		var fwd geom.Vec
		n := 0
		for _, id := range u.Bases {
			bs, ok := s.Base(id)
			if !ok || skip[id] {
				continue
			}
			n++
			fwd = fwd.Add(bs.Shape.Forward())
			for _, c := range bs.Shape.Corners() {
				p := g.cam.toScreen(c)
				lo, hi = pt{min(lo.X, p.X), min(lo.Y, p.Y)}, pt{max(hi.X, p.X), max(hi.Y, p.Y)}
			}
			if bs.Round {
				fwd = fwd.Sub(bs.Shape.Forward()).Add(geom.V(0, -1)) // markers: label below
			}
		}
		if n == 0 {
			continue
		}
		name := u.Name
		if name == "" {
			name = u.ID
		}
		w, h := measure(name, face)
		w, h = w+2*pad, h+2
		mid := lo.lerp(hi, 0.5)
		t := tag{text: name, w: w, h: h, col: hexRGBA(g.sideColour(s, u.Side), 1)}
		// Behind the unit: opposite its mean facing, on the dominant axis.
		switch {
		case math.Abs(fwd.Y) >= math.Abs(fwd.X) && fwd.Y <= 0:
			t.x, t.y = mid.X-w/2, hi.Y+gap
		case math.Abs(fwd.Y) >= math.Abs(fwd.X):
			t.x, t.y = mid.X-w/2, lo.Y-gap-h
		case fwd.X <= 0:
			t.x, t.y = hi.X+gap, mid.Y-h/2
		default:
			t.x, t.y = lo.X-gap-w, mid.Y-h/2
		}
		tags = append(tags, t)
	}
	for _, t := range tags {
		g.b.rect(t.x, t.y, t.w, t.h, hexRGBA("#101010", 0.62))
		g.b.rect(t.x, t.y+t.h-2, t.w, 2, t.col)
	}
	g.b.flush(dst)
	for _, t := range tags {
		label(dst, t.text, face, pt{t.x + pad, t.y + t.h/2 - 1}, alignLeft, colPaper)
	}
}

// alongLine is the point at fraction t of a polyline's length, moved off
// it by off cm on its upper side.
func alongLine(line []geom.Vec, t, off float64) geom.Vec {
	var total float64
	for i := 0; i+1 < len(line); i++ {
		total += line[i].Dist(line[i+1])
	}
	want := t * total
	for i := 0; i+1 < len(line); i++ {
		seg := geom.Segment{A: line[i], B: line[i+1]}
		if l := seg.Len(); want <= l || i+2 == len(line) {
			n := seg.Dir().Perp().Unit()
			if n.Y > 0 || (n.Y == 0 && n.X > 0) {
				n = n.Neg()
			}
			return seg.At(math.Min(1, want/math.Max(l, geom.Eps))).Add(n.Scale(off))
		}
		want -= seg.Len()
	}
	return line[0]
}
