package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"plateau/rules"
	"plateau/rules/block"
	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/table"
)

// Palette. Terrain colours are muted so that the army colours of the bases
// stay the strongest thing on the table.
var (
	colBackground = hexRGBA("#1e2023", 1)
	colTable      = hexRGBA("#c9c29b", 1)
	colDusk       = hexRGBA("#1b2450", 1) // the night's blue, over the table as the light goes
	colTableEdge  = hexRGBA("#5a5340", 1)
	colGridFine   = hexRGBA("#000000", 0.07)
	colGridCoarse = hexRGBA("#000000", 0.20)
	colFront      = hexRGBA("#fff6d8", 1)
	colOutline    = hexRGBA("#111111", 0.85)
	colSelect     = hexRGBA("#ffd21f", 1)
	colHover      = hexRGBA("#ffffff", 1)
	colLegal      = hexRGBA("#2fbf4f", 1)
	colIllegal    = hexRGBA("#e0302a", 1)
	colTape       = hexRGBA("#fff27a", 1)
	colRuler      = hexRGBA("#35d6ff", 1)
	colInk        = hexRGBA("#1a1a1a", 1)
	colPaper      = hexRGBA("#f4f1e6", 1)
)

// drawTable draws the table, its terrain, the deployment zones, the grid
// and the bases with their labels.
func (g *Game) drawTable(dst *ebiten.Image) {
	s := g.ctrl.TableState() // less what the player may not see (an ambush)
	t := &s.Table
	b := &g.b
	g.drawStatic(dst, s)
	g.drawZones(s) // under the names and the bases
	// Clipped to the table: a zone or band may reach past its edge.
	lo, hi := g.cam.toScreen(geom.V(0, 0)), g.cam.toScreen(geom.V(t.Width, t.Height))
	b.flush(dst.SubImage(image.Rect(int(math.Floor(lo.X)), int(math.Floor(lo.Y)), int(math.Ceil(hi.X)), int(math.Ceil(hi.Y)))).(*ebiten.Image))
	g.drawZoneTags(dst, s)

	dragging := map[string]bool{}
	if pv := g.ctrl.Drag(); pv != nil {
		for _, m := range pv.Action.Moves {
			dragging[m.Base] = true
		}
	}
	lay := g.labels(s, dragging)
	g.drawNames(dst, lay)

	hover := g.ctrl.Hover()
	// The hovered offer's bases: halos under the bases, marks on them
	// (preview.go).
	g.drawOfferHalos(s, g.ctrl.Offers())
	for pass := 0; pass < 2; pass++ { // rectangles, then round markers on top
		for i := range t.Bases {
			bs := &t.Bases[i]
			if bs.Round != (pass == 1) || dragging[bs.ID] || bs.ID == hover {
				continue
			}
			g.drawBase(bs, bs.Shape, hexRGBA(g.sideColour(s, bs.Side), 1))
			if g.ctrl.IsSelected(bs.ID) {
				g.outlineBase(bs, bs.Shape, 3, colSelect)
			}
		}
	}
	g.drawOfferMarks(s, g.ctrl.Offers())
	if bs, ok := s.Base(hover); ok && !dragging[hover] {
		g.drawHover(bs, hexRGBA(g.sideColour(s, bs.Side), 1))
	}
	b.flush(dst)
	g.drawMarkers(dst, s, dragging, lay)
	g.drawUnitTags(dst, lay)
	if u, ok := s.UnitOf(hover); ok && !dragging[hover] {
		if sh, ok := lay.short[u.ID]; ok {
			// Its tag was abbreviated or left out at this zoom.
			g.tag(sh.full, g.fonts.bold, sh.at, alignCenter, hexRGBA("#101010", 0.85), colPaper)
		}
	}
}

// drawHover draws the base under the pointer last, lightened, in a white
// ring on a dark one: it reads on any terrain and over its neighbours at
// the fitted zoom, where a thin line did not.
func (g *Game) drawHover(bs *table.Base, side rgba) {
	g.drawBase(bs, bs.Shape, side.mix(colWhite, 0.35))
	g.outlineBase(bs, bs.Shape, 6, colInk.alpha(0.85))
	col := colHover
	if g.ctrl.IsSelected(bs.ID) {
		col = colSelect
	}
	g.outlineBase(bs, bs.Shape, 3, col)
}

func (g *Game) sideColour(s *rules.State, side int) string { return sideColour(s, side) }

func sideColour(s *rules.State, side int) string {
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
	if blk, ok := g.figures(bs, r); ok {
		// A block of figures (rules/block): its empty slots faint, every
		// figure its own small base, so a casualty shows where it fell.
		b.convex(ps, fill.alpha(0.28))
		for _, f := range blk.Figures() {
			fp := g.screenPoly(f.Polygon())
			b.convex(fp, fill)
			b.polyline(fp, 1, colOutline.alpha(0.7), true, false)
		}
	} else {
		b.convex(ps, fill)
	}
	b.polyline(ps, 1.5, colOutline, true, false)
	// The front edge, drawn just inside the base.
	w := math.Max(2, math.Min(6, r.Depth*c.scale*0.16))
	in := r.Forward().Scale(-w / 2 / c.scale)
	fl, fr := r.CornerAt(geom.FL).Add(in), r.CornerAt(geom.FR).Add(in)
	b.line(c.toScreen(fl), c.toScreen(fr), w, colFront)
}

// minFigurePx is the least on-screen frontage at which a block's figures
// are drawn one by one; below it the block is drawn whole.
const minFigurePx = 4.0

// figures is the block of figures base bs stands as, at r, when its unit
// keeps one in its statuses (rules/block's files, ranks, figures: a
// Batailles en pagaille unit in close order) and its figures are wide
// enough on screen to tell apart.
func (g *Game) figures(bs *table.Base, r geom.Rect) (block.Block, bool) {
	u, ok := g.ctrl.TableState().UnitOf(bs.ID)
	if !ok || len(u.Bases) != 1 || u.Status[block.KeyFiles] == 0 || u.Status[block.KeyRanks] == 0 {
		return block.Block{}, false
	}
	l, err := block.StatusLayout(u.Status, "")
	if err != nil || r.Width/float64(l.Files())*g.cam.scale < minFigurePx {
		return block.Block{}, false
	}
	blk, err := block.FromBase(r, l)
	return blk, err == nil
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

// The static layer is what does not change while a base is dragged: the
// table, the deployment zones, the hex map and the terrain (thousands of
// small triangles for the woods' crowns and the hatching). It is drawn
// into an image of its own when the camera, the window or the state's
// table and sides change, and that image is drawn each frame instead:
// under software GL the triangles' rasterising, not their preparation,
// was most of a frame (issue 10 part 4).
type staticLayer struct {
	img *ebiten.Image
	key staticKey
}

// staticKey is what the static layer shows: a new one redraws it. The
// table's features and the sides are new slices in every state an action
// makes (rules.State.Clone), so an action redraws it once; a drag, which
// makes no state, never does.
type staticKey struct {
	cam      camera
	w, h     int
	features *table.Feature
	nf       int
	sides    *rules.Side
	hexes    *hex.Spec
	width    float64
	height   float64
	grid     bool
	stream   bool
	dusk     float64
}

func (g *Game) drawStatic(dst *ebiten.Image, s *rules.State) {
	t := &s.Table
	key := staticKey{cam: g.cam, w: g.w, h: g.h, nf: len(t.Features), hexes: t.Hexes,
		width: t.Width, height: t.Height, grid: g.ctrl.Grid(), stream: g.ctrl.Stream(), dusk: g.dusk()}
	if len(t.Features) > 0 {
		key.features = &t.Features[0]
	}
	if len(s.Sides) > 0 {
		key.sides = &s.Sides[0]
	}
	st := &g.static
	if st.img == nil || st.img.Bounds().Dx() != g.w || st.img.Bounds().Dy() != g.h {
		if st.img != nil {
			st.img.Deallocate()
		}
		st.img = ebiten.NewImage(g.w, g.h)
		st.key = staticKey{}
	}
	if st.key != key {
		// Opaque and window-wide: drawn first, it is the frame's
		// background too, so no full-window fill comes before it (on a
		// software GL every full-window pass is a frame's worth of fill).
		st.img.Fill(colBackground.color())
		g.drawStaticInto(st.img, s)
		st.key = key
	}
	dst.DrawImage(st.img, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
}

func (g *Game) drawStaticInto(dst *ebiten.Image, s *rules.State) {
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

	hexes := g.hexLayerFor(t)
	if hexes != nil {
		g.drawHexMap(hexes)
	}
	// By layer: ground, hills and areas, water, roads, obstacles, then
	// fords and bridges over the rivers they cross.
	for _, i := range featureOrder(t) {
		f := &t.Features[i]
		switch {
		case f.Linear():
			g.drawLinear(f, t)
		case len(f.Area) >= 3:
			g.drawArea(f, t)
		}
	}
	if d := g.dusk(); d > 0 {
		// Over the ground and its terrain, under the bases and their
		// names: the light is going, the troops stay legible.
		b.rect(tl.X, tl.Y, br.X-tl.X, br.Y-tl.Y, colDusk.alpha(float32(duskShade*d)))
	}
	if g.ctrl.Grid() {
		g.drawGrid(t.Width, t.Height)
	}
	b.flush(dst)
	if hexes != nil {
		g.drawHexLabels(dst, hexes)
	}
}

// duskShade is the dusk layer's opacity at night (Scoreboard.Dusk 1): the
// terrain still reads under it.
const duskShade = 0.55

// dusk is the ruleset's Scoreboard.Dusk for the state shown, 0 without a
// score.
func (g *Game) dusk() float64 {
	if sc, ok := g.score(); ok {
		return min(max(sc.board.Dusk, 0), 1)
	}
	return 0
}
