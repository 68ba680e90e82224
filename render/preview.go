package render

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// An offer's preview: while the pointer rests on an enabled offer button
// whose offer has a Preview (a charge's placement), the table shows each
// previewed base as a translucent ghost where it would end, its path as a
// thin dashed line, and the offer's short label by the ghosts.

// offerGhost is one previewed base as the overlay draws it.
type offerGhost struct {
	base *table.Base
	end  geom.Rect  // where the base would stand
	path []geom.Vec // its centre at each pose of its path, start to end
}

// offerPreview is what the overlay draws for o: the ghosts of the bases
// of its Preview that s knows, and the tag's text. No ghosts for an offer
// without a preview.
func offerPreview(s *rules.State, o rules.Offer) ([]offerGhost, string) {
	var gs []offerGhost
	for _, m := range o.Preview {
		bs, ok := s.Base(m.Base)
		if !ok || len(m.Path) == 0 {
			continue
		}
		gh := offerGhost{base: bs, end: bs.Shape.At(m.Path.End())}
		for _, p := range m.Path {
			gh.path = append(gh.path, p.Pos)
		}
		gs = append(gs, gh)
	}
	return gs, shortLabel(o.Label)
}

// shortLabel is a label's short form: what comes before its details
// ("Crossbowmen charge Orc Warriors — front, 8 cm of front in contact"
// gives "Crossbowmen charge Orc Warriors").
func shortLabel(l string) string {
	for _, sep := range []string{" — ", " ("} {
		if i := strings.Index(l, sep); i > 0 {
			l = l[:i]
		}
	}
	return strings.TrimSpace(l)
}

// previewable is the offer of index i if it may be previewed: enabled,
// with a preview.
func previewable(offers []rules.Offer, i int) (rules.Offer, bool) {
	if i < 0 || i >= len(offers) {
		return rules.Offer{}, false
	}
	o := offers[i]
	return o, o.Disabled == "" && len(o.Preview) > 0
}

// hoveredOffer is the offer whose button the pointer rests on, as the
// buttons were last drawn, if it may be previewed. The button must still
// be the same offer: after an action the buttons drawn last may be of the
// offers before it.
func (g *Game) hoveredOffer(offers []rules.Offer) (rules.Offer, bool) {
	if g.ctrl.Handover() || g.ctrl.Modal() || g.ctrl.Drag() != nil {
		return rules.Offer{}, false
	}
	p := pt{g.last.Screen.X, g.last.Screen.Y}
	for _, ob := range g.hud.offers {
		if !ob.contains(p) {
			continue
		}
		if o, ok := previewable(offers, ob.i); ok && o.Label == ob.label {
			return o, true
		}
		break
	}
	return rules.Offer{}, false
}

// An offer's bases: while the pointer rests on any offer button, enabled
// or not, the table outlines every base the offer concerns (its Bases: the
// acting unit, its targets, the stands a casualty choice removes), so that
// the player sees which "Crossbowmen (2), 3rd stand" a label means.

// colConcern outlines the bases of the hovered offer: a colour no army,
// terrain, selection (yellow), hover (white) or verdict (green, red) uses.
var colConcern = hexRGBA("#e040fb", 1)

// hoveredButton is the offer whose button the pointer rests on, as the
// buttons were last drawn, enabled or not, if the button is still that
// offer's.
func (g *Game) hoveredButton(offers []rules.Offer) (rules.Offer, bool) {
	if g.ctrl.Handover() || g.ctrl.Modal() || g.ctrl.Drag() != nil {
		return rules.Offer{}, false
	}
	p := pt{g.last.Screen.X, g.last.Screen.Y}
	for _, ob := range g.hud.offers {
		if !ob.contains(p) {
			continue
		}
		if ob.i >= 0 && ob.i < len(offers) && offers[ob.i].Label == ob.label {
			return offers[ob.i], true
		}
		break
	}
	return rules.Offer{}, false
}

// offerBases are the bases of o's Bases that stand on s's table, each once.
func offerBases(s *rules.State, o rules.Offer) []*table.Base {
	var out []*table.Base
	seen := map[string]bool{}
	for _, id := range o.Bases {
		if bs, ok := s.Base(id); ok && !seen[id] {
			seen[id] = true
			out = append(out, bs)
		}
	}
	return out
}

// drawOfferHalos rings the bases the hovered offer concerns where they
// stand, in colConcern on a dark ring so that it reads on any terrain.
// Drawn before the bases, so that a ring never covers a neighbour (bases
// stand edge to edge): a line gets one halo, its bases stay whole inside
// it, and the selection's and the hover's outlines stay on top.
func (g *Game) drawOfferHalos(s *rules.State, offers []rules.Offer) {
	o, ok := g.hoveredButton(offers)
	if !ok {
		return
	}
	bases := offerBases(s, o)
	for _, bs := range bases {
		g.outlineBase(bs, bs.Shape, 10, colInk.alpha(0.85))
	}
	for _, bs := range bases {
		g.outlineBase(bs, bs.Shape, 5, colConcern)
	}
}

// drawOfferMarks marks the same bases on top, inside their own edges: a
// tint and an inner ring. A halo hides under the enemy a base fights and
// under its neighbours, and a casualty choice is always in contact; the
// mark shows which of the stands in a line the offer means.
func (g *Game) drawOfferMarks(s *rules.State, offers []rules.Offer) {
	o, ok := g.hoveredButton(offers)
	if !ok {
		return
	}
	b, c := &g.b, g.cam
	for _, bs := range offerBases(s, o) {
		r := bs.Shape
		if bs.Round {
			ctr := c.toScreen(r.Center)
			rad := math.Max(r.Width/2*c.scale, 4)
			b.disc(ctr, rad, colConcern.alpha(0.35))
			b.ring(ctr, math.Max(rad-1.5, 1), 3, colConcern)
			continue
		}
		b.convex(g.screenPoly(r.Polygon()), colConcern.alpha(0.35))
		w := 2.5
		shrink := (w/2 + 0.75) / c.scale
		r.Width = math.Max(r.Width-2*shrink, r.Width*0.2)
		r.Depth = math.Max(r.Depth-2*shrink, r.Depth*0.2)
		b.polyline(g.screenPoly(r.Polygon()), w, colConcern, true, false)
	}
}

// drawOfferPreview draws o's preview on the table: ghosts, paths, tag.
func (g *Game) drawOfferPreview(dst *ebiten.Image, s *rules.State, o rules.Offer) {
	gs, txt := offerPreview(s, o)
	if len(gs) == 0 {
		return
	}
	b, c := &g.b, g.cam
	// The paths under the ghosts, with a dot where each base starts.
	for _, gh := range gs {
		ps := make([]pt, len(gh.path))
		for i, v := range gh.path {
			ps[i] = c.toScreen(v)
		}
		b.disc(ps[0], 2.5, colInk.alpha(0.7))
		for i := 0; i+1 < len(ps); i++ {
			b.dashed(ps[i], ps[i+1], 1.5, 6, 4, colInk.alpha(0.7))
		}
	}
	top, bottom := math.Inf(1), math.Inf(-1)
	left, right := math.Inf(1), math.Inf(-1)
	var side rgba
	for _, gh := range gs {
		side = hexRGBA(g.sideColour(s, gh.base.Side), 1)
		g.drawGhost(gh.base, gh.end, side)
		for _, q := range gh.end.Corners() {
			v := c.toScreen(q)
			top, bottom = math.Min(top, v.Y), math.Max(bottom, v.Y)
			left, right = math.Min(left, v.X), math.Max(right, v.X)
		}
	}
	b.flush(dst)
	x := (left + right) / 2
	at, alt := pt{x, top - 16}, pt{x, bottom + 16}
	if tagBelow(gs) {
		at, alt = alt, at
	}
	g.tagOr(txt, g.fonts.bold, at, alt, alignCenter, side.mix(colInk, 0.45), colPaper)
}

// tagBelow reports whether the preview's tag goes below the ghosts rather
// than above: on the side the bases come from, which is away from what
// they move against (a charge's target).
func tagBelow(gs []offerGhost) bool {
	var d geom.Vec
	for _, gh := range gs {
		d = d.Add(gh.path[len(gh.path)-1].Sub(gh.path[0]))
	}
	return d.Y < 0
}

// drawGhost draws a base where it would stand: its army colour,
// translucent, its outline dashed, its front edge faint.
func (g *Game) drawGhost(bs *table.Base, r geom.Rect, side rgba) {
	b, c := &g.b, g.cam
	if bs.Round {
		ctr := c.toScreen(r.Center)
		rad := math.Max(r.Width/2*c.scale, 4)
		b.disc(ctr, rad, side.alpha(0.55))
		b.ring(ctr, rad, 1.5, colOutline.alpha(0.6))
		b.ring(ctr, rad*0.6, math.Max(1.5, rad*0.18), colFront.alpha(0.6))
		return
	}
	ps := g.screenPoly(r.Polygon())
	if blk, ok := g.figures(bs, r); ok {
		// A block of figures (a charge's snap, issue 14 item 4): its
		// figures where they will stand, so the player counts those that
		// will touch the enemy.
		b.convex(ps, side.alpha(0.18))
		for _, f := range blk.Figures() {
			fp := g.screenPoly(f.Polygon())
			b.convex(fp, side.alpha(0.55))
			b.polyline(fp, 1, colOutline.alpha(0.5), true, false)
		}
	} else {
		b.convex(ps, side.alpha(0.55))
	}
	b.dashedLoop(ps, 1.5, 5, 3, colOutline.alpha(0.8))
	w := math.Max(2, math.Min(6, r.Depth*c.scale*0.16))
	in := r.Forward().Scale(-w / 2 / c.scale)
	fl, fr := r.CornerAt(geom.FL).Add(in), r.CornerAt(geom.FR).Add(in)
	b.line(c.toScreen(fl), c.toScreen(fr), w, colFront.alpha(0.75))
}
