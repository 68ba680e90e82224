package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"plateau/rules/geom"
	"plateau/rules/hex"
	"plateau/rules/table"
)

// A hex map (Table.Hexes) is drawn under everything else on the table:
// each hex filled by its terrain kind (the same style table as free-form
// terrain, so "woods" looks like a wood), shaded by elevation, the grid,
// the hexside features as thick lines on the shared edge with slopes
// toothed on their low side, and the CCRR labels when the hexes are big
// enough to read them (issue 13 part 2).

// hexLayer is what drawing a hex map needs, derived once per map (the spec
// never changes during a battle): corners and labels per hex, the fills,
// and the hexside marks.
type hexLayer struct {
	spec    *hex.Spec
	layout  hex.Layout
	corners [][6]geom.Vec
	centres []geom.Vec
	labels  []string
	fills   []rgba // zero alpha: clear ground, the table shows
	grid    []geom.Segment
	sides   []hexSideMark
}

// hexSideMark is one hexside feature: its edge on the table, the style of
// its kind, its slope, and the unit normal pointing to its low hex.
type hexSideMark struct {
	edge  geom.Segment
	style terrainStyle
	kind  string
	slope hex.Slope
	down  geom.Vec
}

// Elevation shading: each level above 0 adds this much of the hill colour.
const hexLevelShade = 0.22

// hexLabelMinPx is the hex size in pixels from which labels are drawn.
const hexLabelMinPx = 34

// hexTerrainAlias gives the hex games' chart words a drawing style.
var hexTerrainAlias = map[string]string{
	"castle": "building", "berm": "wall", "entrenchment": "wall", "abatis": "fence",
}

func hexStyle(kind string) terrainStyle {
	if a, ok := hexTerrainAlias[kind]; ok {
		kind = a
	}
	return styleOf(kind)
}

// hexLayerFor is the layer of t's map, rebuilt only when the map changes
// (a new battle); nil for a table of free bases or a map that does not
// build (the ruleset's Setup refused it).
func (g *Game) hexLayerFor(t *table.Table) *hexLayer {
	if t.Hexes == nil {
		return nil
	}
	if g.hexes != nil && g.hexes.spec == t.Hexes {
		return g.hexes
	}
	m, err := t.Hexes.Build(hex.Flags{})
	if err != nil {
		return nil
	}
	g.hexes = buildHexLayer(t.Hexes, m)
	return g.hexes
}

func buildHexLayer(spec *hex.Spec, m *hex.Map) *hexLayer {
	l := m.Layout
	hl := &hexLayer{spec: spec, layout: l}
	hill := styleOf("hill").fill
	for i := 0; i < m.Len(); i++ {
		h := m.HexAt(i)
		var cs [6]geom.Vec
		for k := range cs {
			cs[k] = l.Corner(h, hex.Vertex(k))
		}
		hl.corners = append(hl.corners, cs)
		hl.centres = append(hl.centres, l.Centre(h))
		hl.labels = append(hl.labels, m.Label(h))
		t := m.Terrain(h)
		var fill rgba
		if t.Kind != "clear" {
			fill = hexStyle(t.Kind).fill
		}
		if t.Elevation > 0 {
			shade := float32(math.Min(1, hexLevelShade*float64(t.Elevation)))
			if fill.A == 0 {
				fill = hill.alpha(shade)
			} else {
				fill = fill.mix(hill, shade*0.5)
			}
		}
		hl.fills = append(hl.fills, fill)
		// Each hex draws its hexsides D0..D2 (and the map's border draws
		// the rest), so that every grid line is drawn once.
		for d := hex.Dir(0); d < 6; d++ {
			if d >= 3 && m.Contains(h.Neighbor(d)) {
				continue
			}
			hl.grid = append(hl.grid, hexEdge(cs, d))
		}
		for d := hex.Dir(0); d < 3; d++ {
			hl.addSide(m, h, d, cs)
		}
		for d := hex.Dir(3); d < 6; d++ {
			if !m.Contains(h.Neighbor(d)) {
				hl.addSide(m, h, d, cs)
			}
		}
	}
	return hl
}

// hexEdge is the edge of a hex (corners cs) on the side toward direction
// d: it joins vertices V(d-1) and V(d), the two either side of D(d).
func hexEdge(cs [6]geom.Vec, d hex.Dir) geom.Segment {
	return geom.Segment{A: cs[int(d.Turn(-1))], B: cs[int(d)]}
}

func (hl *hexLayer) addSide(m *hex.Map, h hex.Hex, d hex.Dir, cs [6]geom.Vec) {
	sd := m.Side(h, d)
	if sd.Kind == "" && sd.Slope == hex.NoSlope {
		return
	}
	e := hexEdge(cs, d)
	mark := hexSideMark{edge: e, kind: sd.Kind, slope: sd.Slope, style: hexStyle(sd.Kind)}
	if sd.Slope != hex.NoSlope {
		out := e.A.Add(e.B).Scale(0.5).Sub(hl.layout.Centre(h)).Unit() // from h across the side
		if sd.High != h {
			out = out.Scale(-1)
		}
		mark.down = out
	}
	hl.sides = append(hl.sides, mark)
}

// Hex map colours.
var (
	colHexGrid  = hexRGBA("#3b3626", 0.35)
	colHexLabel = hexRGBA("#3b3626", 0.75)
	colSteep    = hexRGBA("#4f3a1f", 0.95)
	colGentle   = hexRGBA("#6e5330", 0.7)
)

// drawHexMap queues the map's fills, grid and hexsides into the batch.
func (g *Game) drawHexMap(hl *hexLayer) {
	b, c := &g.b, g.cam
	view := g.tableView()
	visible := func(p geom.Vec) bool {
		q := c.toScreen(p)
		r := hl.layout.Size * c.scale
		return q.X > view.x-r && q.X < view.x+view.w+r && q.Y > view.y-r && q.Y < view.y+view.h+r
	}
	var ps [6]pt
	for i, cs := range hl.corners {
		if hl.fills[i].A == 0 || !visible(hl.centres[i]) {
			continue
		}
		for k, v := range cs {
			ps[k] = c.toScreen(v)
		}
		b.convex(ps[:], hl.fills[i])
	}
	lw := math.Max(1, math.Min(2, hl.layout.Size*c.scale/40))
	for _, e := range hl.grid {
		if visible(e.A) {
			b.line(c.toScreen(e.A), c.toScreen(e.B), lw, colHexGrid)
		}
	}
	for _, s := range hl.sides {
		if !visible(s.edge.A) {
			continue
		}
		g.drawHexSide(s)
	}
}

// drawHexSide draws one hexside: its feature as a thick line in its kind's
// colour (a bridge across the edge, so it reads as a crossing), and a slope
// as teeth pointing down into the low hex, long and dark for steep.
func (g *Game) drawHexSide(s hexSideMark) {
	b, c := &g.b, g.cam
	a, z := c.toScreen(s.edge.A), c.toScreen(s.edge.B)
	px := g.hexes.layout.Size * c.scale
	if s.slope != hex.NoSlope {
		col, long := colGentle, 0.08
		if s.slope == hex.Steep {
			col, long = colSteep, 0.16
		}
		b.line(a, z, math.Max(1.5, px/30), col)
		const teeth = 5
		down := pt{s.down.X, s.down.Y}.scale(long * px)
		for k := 0; k < teeth; k++ {
			p := a.lerp(z, (float64(k)+0.5)/teeth)
			b.line(p, p.add(down), math.Max(1, px/40), col)
		}
	}
	if s.kind == "" {
		return
	}
	w := math.Max(3, px*0.09)
	if s.style.crossing == crossBridge {
		// Planks across the edge: the crossing is what matters.
		mid := a.lerp(z, 0.5)
		across := z.sub(a).perp().unit().scale(px * 0.22)
		b.line(mid.sub(across), mid.add(across), math.Max(4, px*0.2), s.style.line)
		b.line(mid.sub(across), mid.add(across), 1, s.style.edge)
		return
	}
	b.line(a, z, w+2, s.style.edge)
	b.line(a, z, w, s.style.line)
}

// drawHexLabels writes each visible hex's CCRR label near its top, when
// the hexes are big enough on screen for a label not to crowd the counters.
func (g *Game) drawHexLabels(dst *ebiten.Image, hl *hexLayer) {
	c := g.cam
	px := hl.layout.Size * c.scale
	if px < hexLabelMinPx {
		return
	}
	view := g.tableView()
	up := hl.layout.Size * 0.36 // from the centre toward the top edge
	for i, ctr := range hl.centres {
		p := c.toScreen(geom.Vec{X: ctr.X, Y: ctr.Y - up})
		if p.X < view.x || p.X > view.x+view.w || p.Y < view.y || p.Y > view.y+view.h {
			continue
		}
		label(dst, hl.labels[i], g.fonts.tiny, p, alignCenter, colHexLabel)
	}
}
