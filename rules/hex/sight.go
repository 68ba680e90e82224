package hex

import "sync"

// Sight says what blocks one line-of-sight query: which units (they depend
// on the purpose [L965-L967]) and, optionally, a different terrain or height
// rule for another game. The zero Sight is Musket & Pike's terrain rules with
// no blocking units.
type Sight struct {
	// Units reports whether h holds a unit that blocks this line: wagons,
	// heavy infantry and cavalry [L965]; also enemy artillery when checking
	// an interception, and no friendly unit when finding a Charge target
	// [L967]. nil: no unit blocks.
	Units func(h Hex) bool
	// Terrain reports whether h's terrain blocks sight. nil: the BlocksLOS
	// flag (the terrain chart's value, set by the scenario) [L969], [L979].
	Terrain func(h Hex, t *Terrain) bool
	// Higher reports whether a hex at elevation x blocks a line from a
	// viewer at elevation v to a target at elevation t. nil: x > v and x > t,
	// "a hex higher than both always blocks" [L969]. (GBoH: x > v and x >= t.)
	Higher func(x, v, t int) bool
}

func (s *Sight) terrainBlocks(m *Map, h Hex) (blocks bool, elev int) {
	i, ok := m.Index(h)
	if !ok {
		return false, 0
	}
	t := &m.terrain[i]
	if s.Terrain != nil {
		return s.Terrain(h, t), t.Elevation
	}
	return t.Flags&BlocksLOS != 0, t.Elevation
}

func (s *Sight) higher(x, v, t int) bool {
	if s.Higher != nil {
		return s.Higher(x, v, t)
	}
	return x > v && x > t
}

// traceMode selects the rules a tracing applies.
type traceMode uint8

const (
	modeLOS     traceMode = iota // P9-P11: everything
	modeThrough                  // P13: only Sight.Units on the hexes strictly between
	modeBlind                    // P10: only "the target is in a blind zone"
)

// blindCross is a steep hexside crossed downwards by a walk: every later hex
// within depth of low is in its blind zone (P10).
type blindCross struct {
	low   Hex
	depth int
	at    loc
}

// obstacles collects where the obstacles of one line lie.
type obstacles struct {
	common bool
	side   [2][]bool // per split gap
}

func (o *obstacles) reset(n int) {
	o.common = false
	for s := range o.side {
		if n <= cap(o.side[s]) {
			o.side[s] = o.side[s][:n]
			clear(o.side[s])
		} else {
			o.side[s] = make([]bool, n)
		}
	}
}

func (o *obstacles) add(l loc) {
	if l.side < 0 {
		o.common = true
	} else {
		o.side[l.side][l.gap] = true
	}
}

// blocked: an obstacle on the common part, or on both sides of one split:
// a line along a hexside is blocked only if both hexes sharing it block
// [L983] (and a line through a vertex only if something blocks on each side
// of it, see doc.go).
func (o *obstacles) blocked() bool {
	if o.common {
		return true
	}
	for g := range o.side[0] {
		if o.side[0][g] && o.side[1][g] {
			return true
		}
	}
	return false
}

// crest reports whether h is at the top of a steep slope: the high side of a
// steep hexside of its own [L979], [L1336].
func (m *Map) crest(h Hex) bool {
	if m.steep == 0 {
		return false
	}
	for d := Dir(0); d < 6; d++ {
		if s := m.side(h, d); s.Slope == Steep && s.High == h {
			return true
		}
	}
	return false
}

// scratch is the working memory of one tracing, pooled so that a query
// allocates nothing in the steady state and queries may run concurrently.
type scratch struct {
	wp, wm []Hex
	dp, dm []Dir
	a      alignment
	o      obstacles
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// trace applies mode's rules to the line from viewer v to target t and
// reports whether it is blocked, and whether the answer may depend on the
// direction traced (a steep hexside crossed either way, or a crest at
// either end).
func (m *Map) trace(v, t Hex, s *Sight, mode traceMode) (blocked, directed bool) {
	if v == t {
		return false, false
	}
	sc := scratchPool.Get().(*scratch)
	defer scratchPool.Put(sc)
	sc.wp, sc.dp = walk(v, t, Nudge, 1, sc.wp[:0], sc.dp[:0])
	sc.wm, sc.dm = walk(v, t, -Nudge, 1, sc.wm[:0], sc.dm[:0])
	wp, wm, sp, sm := sc.wp, sc.wm, sc.dp, sc.dm
	a, o := &sc.a, &sc.o
	a.align(wp, wm)
	o.reset(a.n + 1)
	_, ev := s.terrainBlocks(m, v)
	_, et := s.terrainBlocks(m, t)
	crest := mode == modeLOS && m.crest(v)
	directed = crest || (m.steep > 0 && m.crest(t))
	for side, w := range [2][]Hex{wp, wm} {
		ds := sp
		if side == 1 {
			ds = sm
		}
		var crosses [8]blindCross
		nc := 0
		last := len(w) - 1
		for i := 0; i < last; i++ {
			x := w[i+1]
			if mode != modeThrough {
				sd := m.side(w[i], ds[i])
				if mode == modeLOS && sd.Flags&SideBlocksLOS != 0 && !(crest && sd.Flags&CrestClear != 0) {
					// A reciprocal hexside lets sight into the hex just behind it,
					// either way: it never blocks when it is a side of the viewer's
					// or the target's hex [L1336].
					if sd.Flags&Reciprocal == 0 || (i != 0 && i+1 != last) {
						o.add(a.stepLoc(side, i))
					}
				}
				if sd.Slope == Steep {
					directed = true
				}
				if sd.Slope == Steep && sd.High == w[i] && nc < len(crosses) {
					if k := Dist(v, w[i]); k >= 1 {
						crosses[nc] = blindCross{low: x, depth: k - 1, at: a.stepLoc(side, i)}
						nc++
					}
				}
			}
			if i+1 == last || mode == modeBlind {
				continue
			}
			blind := false
			for c := 0; c < nc; c++ {
				if Dist(x, crosses[c].low) <= crosses[c].depth {
					blind = true
					break
				}
			}
			if blind {
				continue // ignored beyond the blind zone [L977]
			}
			l := a.hexLoc(side, i+1)
			if s.Units != nil && s.Units(x) {
				o.add(l)
				continue
			}
			if mode == modeThrough {
				continue
			}
			tb, ex := s.terrainBlocks(m, x)
			if s.higher(ex, ev, et) {
				o.add(l)
				continue
			}
			// From the top of a steep slope a blocking hex hides only the hex
			// just behind it [L979].
			if tb && (!crest || i+2 == last) {
				o.add(l)
			}
		}
		if mode != modeThrough {
			for c := 0; c < nc; c++ {
				if Dist(t, crosses[c].low) <= crosses[c].depth {
					o.add(crosses[c].at) // the viewer cannot see into a blind zone [L977]
					break
				}
			}
		}
	}
	return o.blocked(), directed
}

// LOS reports whether a and b see each other (P9-P11, [L963-L985],
// [L1336]): the line from centre to centre, the hexes strictly between them
// blocking by their units (s.Units), their terrain, or by being higher than
// both ends; a line along a hexside blocked only when both hexes beside it
// block; hexside features per their flags, a reciprocal one never hiding the
// hex just behind it; blind zones below steep slopes (P10); and the rules
// for a viewer at the top of a steep slope. LOS is reciprocal [L985]: it is
// traced from the higher hex, and between equal heights it is clear when it
// is clear either way (see doc.go).
func (m *Map) LOS(a, b Hex, s Sight) bool {
	ea, eb := m.Terrain(a).Elevation, m.Terrain(b).Elevation
	if ea < eb {
		a, b = b, a
	}
	blocked, directed := m.trace(a, b, &s, modeLOS)
	if !blocked {
		return true
	}
	if ea != eb || !directed {
		return false
	}
	back, _ := m.trace(b, a, &s, modeLOS)
	return !back
}

// LOSFrom is the line of sight traced from viewer to target only, for
// rules that name who looks (LOS itself picks the higher end).
func (m *Map) LOSFrom(viewer, target Hex, s Sight) bool {
	blocked, _ := m.trace(viewer, target, &s, modeLOS)
	return !blocked
}

// Blind reports whether x lies in a blind zone of viewer (P10, [L975]): the
// line from viewer to x crosses a steep hexside downwards, from its upper
// hex U to its lower hex Lw, and hexDist(x, Lw) <= hexDist(viewer, U) - 1.
// A viewer on the crest hex itself has no blind zone (A12). On a split line
// x is blind when it is blind along both nudged lines.
func (m *Map) Blind(viewer, x Hex) bool {
	if m.steep == 0 {
		return false
	}
	var s Sight
	blind, _ := m.trace(viewer, x, &s, modeBlind)
	return blind
}

// Through reports whether the line from a to b passes through a hex,
// strictly between them, for which pred holds; along a hexside only when the
// hexes on both sides do (P13 with pred = "holds a friendly unit": artillery
// may not fire over a friendly unit [L969]).
func (m *Map) Through(a, b Hex, pred func(Hex) bool) bool {
	s := Sight{Units: pred}
	through, _ := m.trace(a, b, &s, modeThrough)
	return through
}

// FiresOverFriendly is P13: the artillery at art may not fire at target
// because a friendly unit stands on the line between them [L969].
func (m *Map) FiresOverFriendly(art, target Hex, friendly func(Hex) bool) bool {
	return m.Through(art, target, friendly)
}

// LOF is the point-blank line of fire (P12, [L935-L939]) from the artillery
// at art through target, out to range pb: the hexes after art crossed by
// the ray, in order. Where the ray runs along a hexside the firer picks a
// side once for the whole ray (side > 0 the left-hand hexes as drawn,
// otherwise the right-hand ones, [L939]; LOFChoice tells whether there is a
// choice). The ray enters a hex that blocks sight (its terrain, or a hex
// higher than both art and target) and stops there; it stops before
// crossing a slope hexside, gentle or steep (A27); it goes into the hex just
// behind a hedge (StopsLOFAfter) or a sight-blocking reciprocal hexside and
// stops there. Units never stop it [L965]; s.Units is not used.
func (m *Map) LOF(art, target Hex, pb int, side int, s Sight) []Hex {
	if art == target || pb < 1 {
		return nil
	}
	nudge := -Nudge
	if side > 0 {
		nudge = Nudge
	}
	d := Dist(art, target)
	w, ds := walk(art, target, nudge, float64(2*pb+2)/float64(d), nil, nil)
	_, ea := s.terrainBlocks(m, art)
	_, et := s.terrainBlocks(m, target)
	var out []Hex
	for i := 0; i+1 < len(w); i++ {
		x := w[i+1]
		if Dist(art, x) > pb || !m.Contains(x) {
			break
		}
		sd := m.side(w[i], ds[i])
		if sd.Slope != NoSlope {
			break
		}
		out = append(out, x)
		if sd.Flags&(StopsLOFAfter|SideBlocksLOS) != 0 {
			break
		}
		if tb, ex := s.terrainBlocks(m, x); tb || s.higher(ex, ea, et) {
			break
		}
	}
	return out
}

// LOFChoice reports whether the ray from art through target runs along a
// hexside or through a vertex within range pb, so that the firer must pick
// a side [L939].
func (m *Map) LOFChoice(art, target Hex, pb int) bool {
	var s Sight
	p, q := m.LOF(art, target, pb, 1, s), m.LOF(art, target, pb, -1, s)
	if len(p) != len(q) {
		return true
	}
	for i := range p {
		if p[i] != q[i] {
			return true
		}
	}
	return false
}
