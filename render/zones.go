package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/geom"
)

// zoneStyle is how one kind of rule overlay is drawn in its army's colour:
// zones of control tinted and hatched with a solid edge, so that they do
// not read as a second rank of pale bases; shooting zones lighter with a
// dashed edge, so that the two read apart where they overlap. Unknown
// kinds get the zone-of-control look.
type zoneStyle struct {
	fill, edge float32 // alphas
	width      float64 // edge, px
	dashed     bool
	hatch      bool
}

var zoneStyles = map[string]zoneStyle{
	rules.OverlayZoC:   {fill: 0.22, edge: 0.9, width: 1.5, hatch: true},
	rules.OverlayShoot: {fill: 0.08, edge: 0.95, width: 2, dashed: true},
	// Threats: the faintest wash, a thin dashed edge; where several
	// overlap it darkens.
	rules.OverlayThreat: {fill: 0.07, edge: 0.6, width: 1.2, dashed: true},
	// Crests belong to no army: drawn in the hills' ink, a dashed ridge line.
	rules.OverlayCrest: {edge: 0.85, width: 2.5, dashed: true},
	// The tools' bands about the selected unit (rules.Tooler): solid
	// lines for a commander's range, dashed for how far the unit moves.
	rules.OverlayCommand: {edge: 0.95, width: 2},
	rules.OverlayReach:   {edge: 0.95, width: 2, dashed: true},
}

// colCrest is the ink of lines that belong to no army (a hill's crest):
// the steep hill's outline brown.
var colCrest = hexRGBA("#4f3a1f", 1)

// crestNear is how close to a crest line (cm) the pointer names it.
const crestNear = 0.5

// Hatching, in screen pixels so that it reads the same at every zoom.
const (
	hatchEvery = 7.0
	hatchWidth = 1.0
)

// zone is the overlays of one kind and side prepared for drawing, in table
// cm: their areas as triangles and the outline of their union, so that the
// zones of a line of bases read as one band (the pointer names each).
type zone struct {
	side  int
	style zoneStyle
	tris  []geom.Polygon
	edges []geom.Segment // the outline of the areas, and the overlays' lines
}

// zoneCache holds the zones prepared for the overlay list last drawn.
// The controller returns the same slice while the state and the toggles
// are unchanged, so its first element and length identify it (the cache
// holds that element, so its address cannot be reused meanwhile).
type zoneCache struct {
	first *rules.Overlay
	n     int
	zones []zone
}

// zones is the drawing of the overlays shown, prepared again only when
// the controller's list changed.
func (g *Game) zones() []zone {
	ovs := g.ctrl.Overlays()
	var first *rules.Overlay
	if len(ovs) > 0 {
		first = &ovs[0]
	}
	if c := &g.zoneMemo; c.first == first && c.n == len(ovs) {
		return c.zones
	}
	type group struct {
		kind string
		side int
	}
	pieces := map[group][]geom.Polygon{}
	lines := map[group][]geom.Segment{}
	var order []group
	for _, o := range ovs {
		k := group{o.Kind, o.Side}
		if _, ok := pieces[k]; !ok {
			order = append(order, k)
		}
		pieces[k] = append(pieces[k], o.Areas...)
		for _, l := range o.Lines {
			for i := 1; i < len(l); i++ {
				lines[k] = append(lines[k], geom.Segment{A: l[i-1], B: l[i]})
			}
		}
	}
	// Shooting zones first, so that the ZoC and their solid edges are
	// drawn over their wider, fainter areas; crest lines last.
	rank := func(k group) int {
		switch k.kind {
		case rules.OverlayShoot, rules.OverlayThreat:
			return 0
		case rules.OverlayCrest, rules.OverlayCommand, rules.OverlayReach:
			return 2 // a line over every zone
		}
		return 1
	}
	slices.SortStableFunc(order, func(a, b group) int { return rank(a) - rank(b) })
	zs := make([]zone, 0, len(order))
	for _, k := range order {
		st, ok := zoneStyles[k.kind]
		if !ok {
			st = zoneStyles[rules.OverlayZoC]
		}
		z := zone{side: k.side, style: st, edges: append(outline(pieces[k]), lines[k]...)}
		for _, p := range pieces[k] {
			z.tris = append(z.tris, p.Triangulate()...)
		}
		zs = append(zs, z)
	}
	g.zoneMemo = zoneCache{first: first, n: len(ovs), zones: zs}
	return zs
}

// drawZones draws the rule overlays the player turned on, into the batch
// under the bases.
func (g *Game) drawZones(s *rules.State) {
	b, c := &g.b, g.cam
	for _, z := range g.zones() {
		col := colCrest
		edge := col.alpha(z.style.edge)
		if z.side >= 0 {
			col = hexRGBA(sideColour(s, z.side), 1)
			// Darker than the army colour: ochre on the tan table needs it.
			edge = col.mix(colInk, 0.35).alpha(z.style.edge)
		}
		for _, t := range z.tris {
			ps := g.screenPoly(t)
			b.convex(ps, col.alpha(z.style.fill))
			if z.style.hatch {
				g.hatch(ps, edge.alpha(0.45))
			}
		}
		for _, e := range z.edges {
			p, q := c.toScreen(e.A), c.toScreen(e.B)
			if z.style.dashed {
				b.dashed(p, q, z.style.width, 7, 4, edge)
			} else {
				b.line(p, q, z.style.width, edge)
			}
		}
	}
}

// hatch draws diagonal lines across the convex screen polygon ps, on a
// lattice fixed to the table's corner so that neighbouring triangles'
// lines meet and the hatching moves with the table when it pans.
func (g *Game) hatch(ps []pt, col rgba) {
	poly := make(geom.Polygon, len(ps))
	lo, hi := pt{math.Inf(1), math.Inf(1)}, pt{math.Inf(-1), math.Inf(-1)}
	for i, p := range ps {
		poly[i] = geom.V(p.X, p.Y)
		lo, hi = pt{math.Min(lo.X, p.X), math.Min(lo.Y, p.Y)}, pt{math.Max(hi.X, p.X), math.Max(hi.Y, p.Y)}
	}
	// Lines x + y = c, c on the lattice through the table's corner.
	o := g.cam.origin.X + g.cam.origin.Y
	for k := math.Ceil((lo.X + lo.Y - o) / hatchEvery); ; k++ {
		c := o + k*hatchEvery
		if c > hi.X+hi.Y {
			break
		}
		line := geom.Segment{A: geom.V(c-lo.Y, lo.Y), B: geom.V(c-hi.Y, hi.Y)}
		if t0, t1, ok := line.ClipParams(poly, 0); ok && t1 > t0 {
			a, b := line.At(t0), line.At(t1)
			g.b.line(pt{a.X, a.Y}, pt{b.X, b.Y}, hatchWidth, col)
		}
	}
}

// drawZoneTags writes each overlay's tag on its first line, at the line's
// highest point on the table (a band wider than the table runs off it).
func (g *Game) drawZoneTags(dst *ebiten.Image, s *rules.State) {
	for _, o := range g.ctrl.Overlays() {
		if o.Tag == "" || len(o.Lines) == 0 {
			continue
		}
		best, found := geom.Vec{}, false
		for _, p := range o.Lines[0] {
			if p.X >= 0 && p.Y >= 0 && p.X <= s.Table.Width && p.Y <= s.Table.Height && (!found || p.Y < best.Y) {
				best, found = p, true
			}
		}
		if !found {
			continue
		}
		col := colCrest
		if o.Side >= 0 {
			col = hexRGBA(sideColour(s, o.Side), 1).mix(colInk, 0.35)
		}
		g.tag(o.Tag, g.fonts.small, g.cam.toScreen(best), alignCenter, col, colPaper)
	}
}

// zonesAt names the zones shown under table point p, for the message line.
func (g *Game) zonesAt(p geom.Vec) string {
	var names []string
	for _, o := range g.ctrl.Overlays() {
		if o.Label == "" {
			continue
		}
		onLine := slices.ContainsFunc(o.Lines, func(l []geom.Vec) bool {
			for i := 1; i < len(l); i++ {
				if (geom.Segment{A: l[i-1], B: l[i]}).DistTo(p) <= crestNear {
					return true
				}
			}
			return false
		})
		if onLine || slices.ContainsFunc(o.Areas, func(a geom.Polygon) bool { return a.Contains(p, 0) }) {
			names = append(names, o.Label)
		}
	}
	return strings.Join(names, " · ")
}

// Outline tolerances, in cm: a vertex this close to an edge splits it, and
// the two sides of an edge are probed this far from it. Both are far above
// the rounding of clipped pieces and far below anything visible.
const (
	seamTol   = 1e-6
	seamProbe = 1e-4
)

// outline is the boundary of the union of pieces: every edge, split where
// other pieces' edges cross it or their corners touch it, keeping the
// parts that have the union on one side only. Pieces side by side or
// overlapping are then outlined as one shape, without seams.
func outline(pieces []geom.Polygon) []geom.Segment {
	covered := func(q geom.Vec) bool {
		return slices.ContainsFunc(pieces, func(p geom.Polygon) bool { return p.Contains(q, -1) })
	}
	var out []geom.Segment
	for i, p := range pieces {
		for k := range p {
			e := p.Edge(k)
			l := e.Len()
			if l < seamTol {
				continue
			}
			ts := []float64{0, 1}
			for j, q := range pieces {
				if j == i {
					continue
				}
				for m, v := range q {
					if t := e.ClosestT(v); t*l > seamTol && (1-t)*l > seamTol && e.DistTo(v) < seamTol {
						ts = append(ts, t)
					}
					if x, ok := e.Intersect(q.Edge(m)); ok {
						if t := e.ClosestT(x); t*l > seamTol && (1-t)*l > seamTol {
							ts = append(ts, t)
						}
					}
				}
			}
			slices.Sort(ts)
			n := e.Dir().Perp().Scale(seamProbe / l)
			for m := 1; m < len(ts); m++ {
				if (ts[m]-ts[m-1])*l < seamTol {
					continue
				}
				mid := e.At((ts[m-1] + ts[m]) / 2)
				if covered(mid.Add(n)) && covered(mid.Sub(n)) {
					continue // a seam inside the union
				}
				out = append(out, geom.Segment{A: e.At(ts[m-1]), B: e.At(ts[m])})
			}
		}
	}
	return out
}
