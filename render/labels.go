package render

import (
	"hash/maphash"
	"math"
	"math/bits"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Unit tags: text inset and the gap to the unit's bases, in pixels.
const (
	tagPad = 4.0
	tagGap = 3.0
	// tagUnderline is the side-colour bar under a unit's tag.
	tagUnderline = 2.0
)

// placed is a label laid out on screen.
type placed struct {
	unit string // the unit's ID, for a unit tag
	text string
	face text.Face
	box  box // the tag's background; text is inset by pad
	pad  float64
	col  rgba // the side's colour (unit tags)
	// marks are the unit's state markers, drawn as badges after the
	// text inside the tag (score.go), which is wide enough for them.
	marks []rules.Marker
}

// shortened is a unit whose tag was abbreviated or left out at this zoom:
// hovering one of its bases shows the full name at at.
type shortened struct {
	full string
	at   pt
}

// labelLayout is where every unit's tag and every terrain name goes for
// one state and one camera. Tags never overlap each other nor cover a
// base; a tag that cannot fit is abbreviated, then left out.
type labelLayout struct {
	key   uint64
	units []placed
	names []placed
	short map[string]shortened // by unit ID
}

// labelUnit is what the layout needs of a unit: its name, the screen
// bounds of its bases and which way is behind it.
type labelUnit struct {
	id, name  string
	commander bool
	lo, hi    pt
	back      pt // a screen axis: (0,±1) or (±1,0)
	col       rgba
	marks     []rules.Marker // its state markers, badges in its tag
}

// obstacle is a base on screen: labels must not cover it.
type obstacle struct {
	q       [4]pt
	b       box
	aligned bool // q is its own bounding box: no finer test needed
}

func (o *obstacle) hits(b box) bool {
	if !o.b.overlaps(b) {
		return false
	}
	if o.aligned {
		return true
	}
	// Separating axes: the box's own axes were the bounds test; the quad's
	// two edge normals remain.
	corners := [4]pt{{b.x, b.y}, {b.x + b.w, b.y}, {b.x + b.w, b.y + b.h}, {b.x, b.y + b.h}}
	for k := 0; k < 2; k++ {
		n := o.q[k+1].sub(o.q[k]).perp()
		qlo, qhi := math.Inf(1), math.Inf(-1)
		blo, bhi := math.Inf(1), math.Inf(-1)
		for i := 0; i < 4; i++ {
			qp := o.q[i].X*n.X + o.q[i].Y*n.Y
			bp := corners[i].X*n.X + corners[i].Y*n.Y
			qlo, qhi = math.Min(qlo, qp), math.Max(qhi, qp)
			blo, bhi = math.Min(blo, bp), math.Max(bhi, bp)
		}
		if bhi <= qlo || blo >= qhi {
			return false
		}
	}
	return true
}

func (a box) overlaps(b box) bool {
	return a.x < b.x+b.w && b.x < a.x+a.w && a.y < b.y+b.h && b.y < a.y+a.h
}

func (a box) inside(b box) bool {
	return a.x >= b.x && a.y >= b.y && a.x+a.w <= b.x+b.w && a.y+a.h <= b.y+b.h
}

func (a box) grow(d float64) box { return box{a.x - d, a.y - d, a.w + 2*d, a.h + 2*d} }

// measureKey caches text widths: shaping every name every layout would
// cost more than the whole layout.
type measureKey struct {
	face text.Face
	s    string
}

var measured = map[measureKey]pt{}

func measureCached(s string, face text.Face) (w, h float64) {
	k := measureKey{face, s}
	if m, ok := measured[k]; ok {
		return m.X, m.Y
	}
	w, h = measure(s, face)
	if len(measured) > 4096 {
		clear(measured) // names are few; this only bounds a pathological scenario
	}
	measured[k] = pt{w, h}
	return w, h
}

// abbreviations are the shorter forms tried, in order, for a name that
// does not fit: two thirds of it, then its first four letters, with an
// ellipsis. The number that tells same-named units apart (" (2)",
// rules.Unit.Title) is kept whole after the shortened name, or two
// Crossbowmen would both read "Crossbowme…"; only where none of those
// fits do the forms without it follow (the full name shows on hover).
func abbreviations(name string) []string {
	if i := strings.LastIndex(name, " ("); i > 0 && strings.HasSuffix(name, ")") && isDigits(name[i+2:len(name)-1]) {
		plain := abbreviations(name[:i])
		var out []string
		for _, a := range plain {
			out = append(out, a+name[i:])
		}
		return append(out, plain...)
	}
	r := []rune(name)
	var out []string
	for _, n := range []int{len(r) * 2 / 3, 4} {
		if n < 3 || n >= len(r)-1 {
			continue
		}
		s := strings.TrimRight(string(r[:n]), " -.,'") + "…"
		if len(out) == 0 || out[len(out)-1] != s {
			out = append(out, s)
		}
	}
	return out
}

// layoutUnits places the unit tags greedily, units in state order before
// commanders (whose tags are smaller and go last, in what room is left).
// Each tag tries the sides of its unit in turn: behind it (its facing
// reversed), in front, then either side; on each side centred first, then
// flush with either end of the unit. On a side, the shorter forms of the
// name are tried before the next side: a tag wider than its unit reaches
// under its neighbour's place, so that in a line of units, were the full
// name tried on every side first, every other unit's tag would move to the
// other side of the line (issue 11: tags alternating above and below). A
// line's tags thus read on one side, shortened where they must be (the
// full name shows on hover), and change side only where a base or another
// line blocks them. The result depends only on its inputs, so the same
// state and camera give the same layout every frame.
func layoutUnits(us []labelUnit, obst []obstacle, view box, f *fonts, lay *labelLayout) []box {
	var taken []box
	free := func(b box) bool {
		if !b.inside(view) {
			return false
		}
		g := b.grow(1)
		for i := range taken {
			if taken[i].overlaps(g) {
				return false
			}
		}
		for i := range obst {
			if obst[i].hits(g) {
				return false
			}
		}
		return true
	}
	var cands []box
	for pass := 0; pass < 2; pass++ {
		for i := range us {
			u := &us[i]
			if u.commander != (pass == 1) {
				continue
			}
			face := text.Face(f.small)
			pad := tagPad
			if u.commander {
				face, pad = f.tiny, 3
			}
			texts := append([]string{u.name}, abbreviations(u.name)...)
			done := false
		sides:
			for _, d := range [4]pt{u.back, u.back.scale(-1), u.back.perp(), u.back.perp().scale(-1)} {
				// Above or below, the full name may also stand a row
				// farther out, staggered with its neighbours' tags,
				// before it is shortened.
				type try struct {
					txt string
					row int
				}
				tries := []try{{u.name, 0}}
				if d.Y != 0 {
					tries = append(tries, try{u.name, 1})
				}
				for _, a := range texts[1:] {
					tries = append(tries, try{a, 0})
				}
				for _, tr := range tries {
					txt, row := tr.txt, tr.row
					w, h := measureCached(txt, face)
					w, h = w+2*pad+marksWidth(f, u.marks), h+tagUnderline
					cands = unitCandidates(u, d, w, h, cands[:0])
					if row > 0 {
						for j := range cands {
							cands[j].y += d.Y * (h + tagGap)
						}
					}
					for _, c := range cands {
						if !free(c) {
							continue
						}
						taken = append(taken, c)
						lay.units = append(lay.units, placed{unit: u.id, text: txt, face: face, box: c, pad: pad, col: u.col, marks: u.marks})
						if txt != u.name {
							lay.short[u.id] = shortened{u.name, pt{(u.lo.X + u.hi.X) / 2, u.lo.Y - 14}}
						}
						done = true
						break sides
					}
				}
			}
			if !done {
				lay.short[u.id] = shortened{u.name, pt{(u.lo.X + u.hi.X) / 2, u.lo.Y - 14}}
			}
		}
	}
	return taken
}

// unitCandidates appends the positions a w×h tag may take on side d of u
// (a screen axis), best first.
func unitCandidates(u *labelUnit, d pt, w, h float64, out []box) []box {
	mid := u.lo.lerp(u.hi, 0.5)
	spanX, spanY := u.hi.X-u.lo.X, u.hi.Y-u.lo.Y
	var x, y, slide float64
	vertical := d.Y != 0
	switch {
	case d.Y > 0:
		x, y = mid.X-w/2, u.hi.Y+tagGap
	case d.Y < 0:
		x, y = mid.X-w/2, u.lo.Y-tagGap-h
	case d.X > 0:
		x, y = u.hi.X+tagGap, mid.Y-h/2
	default:
		x, y = u.lo.X-tagGap-w, mid.Y-h/2
	}
	if vertical {
		slide = math.Abs(w-spanX) / 2
	} else {
		slide = math.Abs(h-spanY) / 2
	}
	for _, s := range [3]float64{0, -slide, slide} {
		if vertical {
			out = append(out, box{x + s, y, w, h})
		} else {
			out = append(out, box{x, y + s, w, h})
		}
		if slide < 1 {
			break // flush with either end is the centred place
		}
	}
	return out
}

// layoutNames places terrain names at the first of their candidate
// centres that is free; a name keeps its label even in a crowd, at the
// candidate that overlaps least.
func layoutNames(names []nameReq, taken []box, obst []obstacle, view box, face text.Face, lay *labelLayout) {
	for _, n := range names {
		w, h := measureCached(n.text, face)
		w += 4
		best, bestCost := box{}, math.MaxInt
		for _, c := range n.cands {
			b := box{c.X - w/2, c.Y - h/2, w, h}
			if !b.inside(view) {
				continue
			}
			cost := 0
			for i := range taken {
				if taken[i].overlaps(b) {
					cost += 2 // a name over a tag hides both
				}
			}
			for i := range obst {
				if obst[i].hits(b) {
					cost++
				}
			}
			if cost < bestCost {
				best, bestCost = b, cost
			}
			if cost == 0 {
				break
			}
		}
		if bestCost == math.MaxInt {
			continue // off screen
		}
		taken = append(taken, best)
		lay.names = append(lay.names, placed{text: n.text, face: face, box: best, pad: 2})
	}
}

// nameReq is a terrain name and where it may go (screen centres, best
// first).
type nameReq struct {
	text  string
	cands []pt
}

// baseObstacle is base bs on screen.
func baseObstacle(bs *table.Base, c camera) obstacle {
	var o obstacle
	if bs.Round {
		ctr := c.toScreen(bs.Shape.Center)
		r := math.Max(bs.Shape.Width/2*c.scale, 4) + 1.5
		o.b, o.aligned = box{ctr.X - r, ctr.Y - r, 2 * r, 2 * r}, true
		return o
	}
	lo, hi := pt{math.Inf(1), math.Inf(1)}, pt{math.Inf(-1), math.Inf(-1)}
	for k, q := range bs.Shape.Corners() {
		p := c.toScreen(q)
		o.q[k] = p
		lo, hi = pt{min(lo.X, p.X), min(lo.Y, p.Y)}, pt{max(hi.X, p.X), max(hi.Y, p.Y)}
	}
	o.b = box{lo.X, lo.Y, hi.X - lo.X, hi.Y - lo.Y}
	// Square to the screen axes (to a hair): the bounds are exact.
	o.aligned = math.Abs(math.Sin(2*bs.Shape.Facing)) < 1e-3
	return o
}

// buildLabels lays out every label for state s under camera c in the
// table's part of the screen (view). Bases in skip (being dragged) get no
// tag. marks, when not nil, gives each unit's state markers, which its tag
// makes room for.
func buildLabels(s *rules.State, c camera, view box, f *fonts, skip map[string]bool, marks func(unitID string) []rules.Marker) *labelLayout {
	lay := &labelLayout{short: map[string]shortened{}}
	t := &s.Table
	obst := make([]obstacle, 0, len(t.Bases))
	for i := range t.Bases {
		if o := baseObstacle(&t.Bases[i], c); o.b.overlaps(view) {
			obst = append(obst, o)
		}
	}

	us := make([]labelUnit, 0, len(s.Units))
	for i := range s.Units {
		u := &s.Units[i]
		lu := labelUnit{id: u.ID, name: u.Title(), col: hexRGBA(sideColour(s, u.Side), 1), commander: true}
		if lu.name == "" {
			lu.name = u.ID
		}
		lo, hi := pt{math.Inf(1), math.Inf(1)}, pt{math.Inf(-1), math.Inf(-1)}
		var fwd geom.Vec
		n := 0
		for _, id := range u.Bases {
			bs, ok := s.Base(id)
			if !ok || skip[id] {
				continue
			}
			n++
			if bs.Round {
				fwd = fwd.Add(geom.V(0, -1)) // markers: tag below
			} else {
				fwd = fwd.Add(bs.Shape.Forward())
				lu.commander = false
			}
			for _, q := range bs.Shape.Corners() {
				p := c.toScreen(q)
				lo, hi = pt{min(lo.X, p.X), min(lo.Y, p.Y)}, pt{max(hi.X, p.X), max(hi.Y, p.Y)}
			}
		}
		if n == 0 || hi.X < view.x || lo.X > view.x+view.w || hi.Y < view.y || lo.Y > view.y+view.h {
			continue
		}
		if marks != nil {
			lu.marks = marks(u.ID)
		}
		// Commanders are round markers (or typed so by the ruleset).
		switch strings.ToLower(u.Type) {
		case "general", "hero", "wizard", "commander", "leader":
			lu.commander = true
		}
		lu.lo, lu.hi = lo, hi
		// Behind: opposite the mean facing, on its dominant screen axis.
		switch {
		case math.Abs(fwd.Y) >= math.Abs(fwd.X) && fwd.Y <= 0:
			lu.back = pt{0, 1}
		case math.Abs(fwd.Y) >= math.Abs(fwd.X):
			lu.back = pt{0, -1}
		case fwd.X <= 0:
			lu.back = pt{1, 0}
		default:
			lu.back = pt{-1, 0}
		}
		us = append(us, lu)
	}
	taken := layoutUnits(us, obst, view, f, lay)

	var names []nameReq
	for i := range t.Features {
		ft := &t.Features[i]
		txt := featureLabel(ft)
		if txt == "" {
			continue
		}
		var cands []pt
		if ft.Linear() {
			// Beside the line, not on it: a third of the way along first
			// (the middle is where roads and rivers tend to cross), pushed
			// off by the line's half width and half a text line.
			off := math.Max(ft.Width, styleOf(ft.Kind).minWidth)/2 + 10/c.scale
			for _, at := range []float64{1.0 / 3, 2.0 / 3, 0.5, 1.0 / 6, 5.0 / 6} {
				cands = append(cands, c.toScreen(alongLine(ft.Line, at, off)), c.toScreen(alongLine(ft.Line, at, -off)))
			}
		} else if len(ft.Area) >= 3 {
			ctr := c.toScreen(ft.Area.Centroid())
			inside := []pt{ctr, ctr.add(pt{0, -16}), ctr.add(pt{0, 16}), ctr.add(pt{0, -32}), ctr.add(pt{0, 32})}
			// A feature too small on screen for its name (a crag at the
			// fitted zoom) is named beside it rather than covered by it,
			// and so is a crossing, whose stones or planks are the point.
			bb := ft.Area.Bounds()
			lo, hi := c.toScreen(bb.Min), c.toScreen(bb.Max)
			w, h := measureCached(txt, f.small)
			if w > 0.8*(hi.X-lo.X) || h > 0.6*(hi.Y-lo.Y) || styleOf(ft.Kind).crossing != crossNone {
				my := (lo.Y + hi.Y) / 2
				cands = append(cands, pt{hi.X + 4 + w/2, my}, pt{lo.X - 4 - w/2, my},
					pt{ctr.X, lo.Y - 2 - h/2}, pt{ctr.X, hi.Y + 2 + h/2})
			}
			cands = append(cands, inside...)
		}
		names = append(names, nameReq{txt, cands})
	}
	layoutNames(names, taken, obst, view, f.small, lay)
	return lay
}

// hasher mixes the values a layout depends on a word at a time: cheap
// enough for every frame, where the state's own Hash (JSON and SHA-256) is
// not. It only has to tell layouts apart within one run.
type hasher uint64

var labelSeed = maphash.MakeSeed()

func (h *hasher) u64(v uint64) {
	*h = hasher(bits.RotateLeft64(uint64(*h^hasher(v))*0x9e3779b97f4a7c15, 29))
}
func (h *hasher) f(v float64) { h.u64(math.Float64bits(v)) }
func (h *hasher) s(v string)  { h.u64(maphash.String(labelSeed, v)) }

// labelKey identifies what a layout was made for: the bases and units as
// placed, the names, the camera, the view, the bases being dragged and the
// units' markers.
func labelKey(s *rules.State, c camera, view box, skip map[string]bool, marks func(unitID string) []rules.Marker) uint64 {
	h := hasher(14695981039346656037)
	for _, v := range []float64{c.origin.X, c.origin.Y, c.scale, view.x, view.y, view.w, view.h} {
		h.f(v)
	}
	for i := range s.Table.Bases {
		b := &s.Table.Bases[i]
		h.s(b.ID)
		h.f(b.Shape.Center.X)
		h.f(b.Shape.Center.Y)
		h.f(b.Shape.Facing)
		h.f(b.Shape.Width)
		h.f(b.Shape.Depth)
		if skip[b.ID] {
			h.u64(1)
		}
	}
	for i := range s.Units {
		u := &s.Units[i]
		h.s(u.Title())
		h.s(u.Type)
		h.u64(uint64(u.Side))
		for _, id := range u.Bases {
			h.s(id)
		}
	}
	for i := range s.Sides {
		h.s(s.Sides[i].Colour)
	}
	for i := range s.Table.Features {
		h.s(s.Table.Features[i].ID)
		h.s(s.Table.Features[i].Name)
	}
	if marks != nil {
		for i := range s.Units {
			for _, m := range marks(s.Units[i].ID) {
				h.s(s.Units[i].ID)
				h.s(m.Code)
				h.u64(uint64(m.Kind))
			}
		}
	}
	return uint64(h)
}

// tableView is the part of the screen where the table shows: between the
// phase bar and the message line, left of the panel.
func (g *Game) tableView() box {
	if g.ctrl.Stream() {
		return g.streamView()
	}
	return box{0, barHeight, float64(g.w) - panelWidth, float64(g.h) - barHeight - msgHeight}
}

// labels is the layout for this frame, remade only when its key changes.
func (g *Game) labels(s *rules.State, skip map[string]bool) *labelLayout {
	view := g.tableView()
	var marks func(string) []rules.Marker
	if sc, ok := g.score(); ok {
		marks = func(id string) []rules.Marker { return sc.markers[id] }
	}
	k := labelKey(s, g.cam, view, skip, marks)
	if g.lay == nil || g.lay.key != k {
		g.lay = buildLabels(s, g.cam, view, &g.fonts, skip, marks)
		g.lay.key = k
	}
	return g.lay
}

// drawNames writes the terrain names, each on a light halo that keeps it
// readable over hatching and trees.
func (g *Game) drawNames(dst *ebiten.Image, lay *labelLayout) {
	halo := hexRGBA("#efe9cf", 0.8)
	ink := hexRGBA("#2b2618", 1)
	for _, n := range lay.names {
		p := pt{n.box.x + n.box.w/2, n.box.y + n.box.h/2}
		for _, d := range []pt{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			label(dst, n.text, n.face, p.add(d), alignCenter, halo)
		}
		label(dst, n.text, n.face, p, alignCenter, ink)
	}
}

// drawUnitTags draws each unit's name on a dark tag at a fixed pixel size,
// so it reads at every zoom, with the side's colour underneath.
func (g *Game) drawUnitTags(dst *ebiten.Image, lay *labelLayout) {
	var badges []badgeText
	for _, t := range lay.units {
		g.b.rect(t.box.x, t.box.y, t.box.w, t.box.h, hexRGBA("#101010", 0.62))
		g.b.rect(t.box.x, t.box.y+t.box.h-tagUnderline, t.box.w, tagUnderline, t.col)
		if len(t.marks) > 0 {
			tw, _ := measureCached(t.text, t.face)
			mid := t.box.y + (t.box.h-tagUnderline)/2
			badges = g.queueBadges(t.marks, t.box.x+t.pad+tw+badgeLead, mid, t.box.h-tagUnderline-2, badges)
		}
	}
	g.b.flush(dst)
	for _, t := range lay.units {
		label(dst, t.text, t.face, pt{t.box.x + t.pad, t.box.y + (t.box.h-tagUnderline)/2}, alignLeft, colPaper)
	}
	g.drawBadgeTexts(dst, badges)
}

// isDigits reports whether s is one or more ASCII digits.
func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}
