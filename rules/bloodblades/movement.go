package bloodblades

import (
	"fmt"
	"math"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Distances of the movement rules, in MU.
const (
	TacticalMU = 4 // a tactical move may start this close to an enemy [L1618]
	DistantMU  = 8 // a distant move starts more than this from every enemy [L1626]
)

// DirTolerance is the angle (radians) within which two directions count
// as the same: "straight ahead", "straight back", an about-face. It is
// bnb.md §12.0's eps_a, 0.5°.
var DirTolerance = geom.Rad(0.5)

// legKind is what one leg of a path does (bnb.md §7.6 [L1589-1614]).
type legKind int

const (
	legStill     legKind = iota // no motion
	legAhead                    // straight ahead: a translation along the facing [L1597]
	legBack                     // straight back
	legAboutFace                // about-face in place [L1591]
	legOther                    // anything else: a pivot, a slide, a free path
)

func kindOf(l geom.Leg) legKind {
	turn := l.Turn()
	disp := l.To.Pos.Sub(l.From.Pos)
	if math.Abs(math.Abs(geom.NormAngle(turn))-math.Pi) <= DirTolerance && math.Abs(turn) < 2*math.Pi &&
		disp.Len() <= table.ContactTolerance {
		return legAboutFace
	}
	if math.Abs(turn) > DirTolerance {
		return legOther
	}
	if disp.Len() <= geom.Eps {
		return legStill
	}
	cos := disp.Unit().Dot(geom.Dir(l.From.Facing))
	switch {
	case cos >= math.Cos(DirTolerance):
		return legAhead
	case cos <= -math.Cos(DirTolerance):
		return legBack
	}
	return legOther
}

// travel is a single base's move length: the longer of the paths of its
// two front corners [L1499], pivots measured as arcs (A22), about-faces
// free (A21, [L1591]: the base keeps its place). After an about-face the
// corners that were at the rear are the front corners.
func travel(shape geom.Rect, p geom.Path) float64 {
	w, d := shape.Width/2, shape.Depth/2
	offs := [2]geom.Vec{{X: -w, Y: d}, {X: w, Y: d}}
	var t [2]float64
	for _, l := range p.Legs() {
		if kindOf(l) == legAboutFace {
			continue
		}
		for i, off := range offs {
			t[i] += l.Travel(off, shape)
		}
	}
	return math.Max(t[0], t[1])
}

// only reports whether every leg of p is one of the kinds given (or
// still).
func only(p geom.Path, kinds ...legKind) bool {
	for _, l := range p.Legs() {
		k := kindOf(l)
		ok := k == legStill
		for _, w := range kinds {
			ok = ok || k == w
		}
		if !ok {
			return false
		}
	}
	return true
}

// terrainResult is a path's allowance by terrain (G28).
type terrainResult struct {
	allow float64  // cm: for the worst category touched, or the road
	worst Category // worst category touched
	road  bool     // the whole move follows a road [L1439]
	fast  bool     // the Fast bonus applies: a Fast base in no river [L1437]
	// A broken stop rule [L1449]: the base touches category stopCat
	// after stopUsed cm, with at most stopAllow cm allowed there; it must
	// stop at stopAt.
	stopped   bool
	stopCat   Category
	stopUsed  float64
	stopAllow float64
	stopAt    geom.Pose
}

// reach is how far the path's base may go (cm): short of the worse
// terrain that stops it, the better one's allowance holds [L1449];
// otherwise its allowance.
func (r terrainResult) reach() float64 {
	if r.stopped {
		return r.stopUsed
	}
	return r.allow
}

// sweep is table.Sweep along p, except that an about-face is not a
// motion: the base swaps its front and rear edges and keeps its place
// [L1591], so its rotation sweeps nothing (a base in a line of others may
// about-face). The pose after each about-face is checked where it stands.
func sweep(tb *table.Table, r geom.Rect, p geom.Path, f table.Filter) table.Sweep {
	from := 0
	run := func(to int) (table.Sweep, bool) {
		sw := tb.Sweep(r, p[from:to+1], f)
		sw.Leg += from
		return sw, !sw.Clear
	}
	for i, l := range p.Legs() {
		if kindOf(l) == legAboutFace {
			if sw, hit := run(i); hit {
				return sw
			}
			from = i + 1
		}
	}
	if sw, hit := run(len(p) - 1); hit {
		return sw
	}
	return table.Sweep{Clear: true, Stop: p.End()}
}

// prefix is p up to the stop pose of sw.
func prefix(p geom.Path, sw table.Sweep) geom.Path {
	q := append(geom.Path(nil), p[:sw.Leg+1]...)
	return append(q, sw.Stop)
}

// terrainAllowance is the allowance of base b of unit u along path by the
// terrain it touches (bnb.md §7.2, G28, [L1441-1449]): the category is
// the worst one the base is in, even partly, at any time; a road's column
// applies only when the whole move follows the road [L1439]. The stop
// rule [L1449]: when the base first touches a worse category, the
// distance it has already moved must be less than the allowance there.
//
// measure is the move's length along a prefix of path: travel for a
// single base, the manoeuvre's distance for a group (groupMeasure).
func terrainAllowance(c Config, s *rules.State, u *rules.Unit, b *table.Base, path geom.Path, measure func(geom.Path) float64) terrainResult {
	t := troopOf(u)
	row := moveRow(c, u, t)
	if followsRoad(&s.Table, path) {
		return terrainResult{allow: c.Cm(row[colRoad]), road: true} // no Fast bonus on a road [L1437]
	}
	var r terrainResult
	// Only a Fast base's path is swept for a river, where the bonus is
	// lost [L1437].
	if t.Grade == 'F' {
		river := sweep(&s.Table, b.Shape, path, table.Filter{NoBases: true,
			Blocks: func(f *table.Feature) bool { return Kinds[f.Kind].River }})
		r.fast = river.Clear
	}
	allowIn := func(cat Category) float64 {
		v := row[cat]
		if r.fast && (cat == GGo || t.Is(Infantry)) {
			v++ // Fast: +1 MU in GGo, and in RGo and DGo for infantry [L1437]
		}
		return c.Cm(v)
	}
	for cat := RGo; cat <= DGo; cat++ {
		sw := sweep(&s.Table, b.Shape, path, table.Filter{NoBases: true, Blocks: func(f *table.Feature) bool {
			k, ok := categoryOf(c, t, f)
			return ok && k >= cat && k != Impassable
		}})
		if sw.Clear {
			break // nor will the next sweep, which looks for fewer features, meet any
		}
		hit := cat
		if f, ok := s.Table.Feature(sw.Hit.Feature); ok {
			hit, _ = categoryOf(c, t, f)
		}
		if hit <= r.worst {
			continue
		}
		r.worst = hit
		used := measure(prefix(path, sw))
		if a := allowIn(hit); !r.stopped && used >= a-geom.Eps && measure(path) > used+geom.Eps {
			r.stopped, r.stopCat, r.stopUsed, r.stopAllow, r.stopAt = true, hit, used, a, sw.Stop
		}
	}
	r.allow = allowIn(r.worst)
	return r
}

// classify reports whether a move of b would be distant: every enemy base
// is more than 8 MU away at the start (G29 [L1626]); every other voluntary
// move is tactical (A19). It also gives the nearest enemy and distance.
func classify(c Config, s *rules.State, b *table.Base) (distant bool, nearest string, dist float64) {
	dist = math.Inf(1)
	rb := b.Shape.Radius()
	for i := range s.Table.Bases {
		o := &s.Table.Bases[i]
		if o.Side == b.Side || Hidden(s, o) { // an unrevealed ambusher does not count (A41)
			continue
		}
		// The centres' distance less both radii is a lower bound of the
		// bases' distance: a base that cannot be nearer is not measured
		// (this runs every frame of a drag, for every enemy base; the
		// radii are the outlines', computed once per pose).
		if b.Shape.Center.Dist(o.Shape.Center)-rb-s.Table.Outline(i).Radius >= dist {
			continue
		}
		if _, _, d := table.Closest(b.Shape, o.Shape); d < dist {
			dist, nearest = d, o.ID
		}
	}
	return dist > c.Cm(DistantMU)+geom.Eps, nearest, dist
}

// ZoC is the zone of control of base e (G30 [L1391]): the square as wide
// as e directly in front of it.
func ZoC(e geom.Rect) geom.Polygon {
	w, d := e.Width/2, e.Depth/2
	return geom.Polygon{e.World(geom.V(-w, d)), e.World(geom.V(w, d)), e.World(geom.V(w, d+e.Width)), e.World(geom.V(-w, d+e.Width))}
}

// apart reports whether the circles round a and b are more than margin
// apart, so that no point of one is within margin of the other: a test
// without trigonometry, for the loops over every base of the table that
// each check makes.
func apart(a, b geom.Rect, margin float64) bool {
	return a.Center.Dist(b.Center) > a.Radius()+b.Radius()+margin
}

// apartOutlines is apart for two rectangles centred at ca and cb whose
// radii (geom.Rect.Radius, table.Outline.Radius) are ra and rb: the same
// test, bit for bit, without a square root for a radius already known.
func apartOutlines(ca geom.Vec, ra float64, cb geom.Vec, rb, margin float64) bool {
	return ca.Dist(cb) > ra+rb+margin
}

// nearby appends to dst, in table order, the indices of the bases of t
// whose boxes may come within margin of box: every base whose box
// (Bounds, table.Outline's Box) Overlaps box within margin, and maybe a
// few more. It is the spatial grid's answer (table.Near) for box grown
// by twice margin and geom.Eps, so that no rounding of the grown box can
// leave out a base the margin takes in; a loop over the table that
// skips the bases whose boxes are not within margin of box (and tests
// the rest exactly) loops over nearby's bases instead and keeps its test,
// so that it finds the same bases in the same order without visiting the
// whole table.
func nearby(dst []int, t *table.Table, box geom.AABB, margin float64) []int {
	return t.Near(dst, box.Grow(2*margin+geom.Eps))
}

// zocReach is how far (cm) from e's centre its ZoC reaches: to the far
// corners of the square in front of it. A base farther than that and its
// own radius is in no part of it (Zoccers asks of every enemy base, every
// drag frame).
func zocReach(e geom.Rect) float64 {
	return math.Hypot(e.Depth/2+e.Width, e.Width/2)
}

// Zoccers lists the enemy bases in whose ZoC base b stands (G30, A42,
// A53): b overlaps, with positive area, the zone of control of an enemy
// base E that is not Bg [L1391] (zocShadowed: the square less what E's
// own side interrupts [L1395]). b's own side never interrupts it.
//
// Only the enemies the spatial index finds near b are tried: an enemy
// passing the first test below has its centre within |D|/2 + 1.5|W| +
// rb + geom.Eps of b's, less than 4R + rb + geom.Eps for R the table's
// largest radius (table.MaxRadius: |D|/2 ≤ R, |W| ≤ 2R), so its box
// meets the box of that reach round b's centre (with a little more, for
// rounding); the bases in table order, as a scan finds them.
func Zoccers(s *rules.State, b *table.Base) []string {
	var out []string
	mine, box, rb := b.Shape.Polygon(), b.Shape.Bounds(), b.Shape.Radius()
	t := &s.Table
	var buf [64]int
	near := buf[:0]
	if reach := (4*t.MaxRadius()+rb)*(1+1e-9) + 2*geom.Eps; reach < math.MaxFloat64 {
		near = t.Near(near, geom.AABB{Min: b.Shape.Center, Max: b.Shape.Center}.Grow(reach))
	} else { // a base of no finite size, or b's: every base, as the scan
		for i := range t.Bases {
			near = append(near, i)
		}
	}
	for _, i := range near {
		e := &t.Bases[i]
		if e.Side == b.Side || e.Round {
			continue
		}
		// Without a square root first: farther than a bound of zocReach
		// (with geom.Eps to spare for rounding) is farther than zocReach.
		if far := math.Abs(e.Shape.Depth)/2 + 1.5*math.Abs(e.Shape.Width) + rb + geom.Eps; b.Shape.Center.Sub(e.Shape.Center).Len2() > far*far {
			continue
		}
		if b.Shape.Center.Dist(e.Shape.Center) > zocReach(e.Shape)+rb {
			continue
		}
		zone := ZoC(e.Shape)
		if !zone.Bounds().Overlaps(box, 0) {
			continue
		}
		if u, ok := s.Unit(e.Unit); ok && troopOf(u).Type == "Bg" {
			continue // Bg have no ZoC [L591]
		}
		p := mine.ClipConvex(zone)
		if len(p) < 3 || p.Area() <= table.AreaSlack {
			continue
		}
		var area float64
		for _, q := range zocShadowed(s, e, zone, p) {
			area += q.Area()
		}
		if area > table.AreaSlack {
			out = append(out, e.ID)
		}
	}
	return out
}

// zocShadowed is the part of p, a convex piece of zone = ZoC(e), that e's
// zone of control still covers once e's own side interrupts it [L1395]:
// for each line along e's facing, the ZoC runs from e's front edge to the
// first base of e's side met, so each such base casts a shadow along e's
// facing from its part in front of e's front edge. The pieces are convex
// with disjoint interiors. A base whose box does not reach the square's
// casts no shadow on it (a shadow only runs forward, within the lines the
// base covers), so it is skipped early: Zoccers runs every drag frame.
func zocShadowed(s *rules.State, e *table.Base, zone, p geom.Polygon) []geom.Polygon {
	pieces := []geom.Polygon{p}
	f := e.Shape.Forward()
	front := e.Shape.Center.Dot(f) + e.Shape.Depth/2
	box := zone.Bounds()
	var buf [32]int
	for _, j := range nearby(buf[:0], &s.Table, box, 0) {
		o, ol := &s.Table.Bases[j], s.Table.Outline(j)
		if o.Side != e.Side || o.ID == e.ID || o.Round || !ol.Box.Overlaps(box, 0) {
			continue
		}
		fp := geom.Polygon(ol.Corners[:]).ClipHalfPlane(f, front)
		if len(fp) < 3 {
			continue
		}
		far := f.Scale(e.Shape.Width + e.Shape.Depth + ol.Radius*2)
		pts := append([]geom.Vec(nil), fp...)
		for _, v := range fp {
			pts = append(pts, v.Add(far))
		}
		pieces = subtract(pieces, geom.ConvexHull(pts))
	}
	return pieces
}

// subtract is the pieces minus the convex polygon cut, as convex pieces.
func subtract(pieces []geom.Polygon, cut geom.Polygon) []geom.Polygon {
	if len(cut) < 3 {
		return pieces
	}
	sign := 1.0
	if cut.SignedArea() < 0 {
		sign = -1
	}
	var out []geom.Polygon
	for _, p := range pieces {
		rest := p
		for i := range cut {
			e := cut.Edge(i)
			n := e.Dir().Perp().Scale(sign) // towards the inside of cut
			if o := rest.ClipHalfPlane(n.Neg(), -e.A.Dot(n)); len(o) >= 3 && o.Area() > 0 {
				out = append(out, o)
			}
			if rest = rest.ClipHalfPlane(n, e.A.Dot(n)); len(rest) < 3 {
				break
			}
		}
	}
	return out
}

// gapProblem checks the gap rule (G31, A43, [L1406-1419]): a gap is the
// space between any two bases other than the mover at most one base width
// apart (and not touching); while the mover's swept area is in a gap
// region (the convex hull of the two bases, minus them), it may only go
// straight ahead, straight back, or about-face in place [L1410-1413]. The
// table edge makes no gap [L2628].
//
// moving reports the bases that move with b (a group's): they form no
// gaps either [L1419].
func gapProblem(c Config, s *rules.State, b *table.Base, path geom.Path, moving func(id string) bool) *rules.Violation {
	var legs []geom.Leg
	for _, l := range path.Legs() {
		switch kindOf(l) {
		case legStill, legAhead, legBack, legAboutFace:
		default:
			legs = append(legs, l)
		}
	}
	if len(legs) == 0 {
		return nil
	}
	reach := c.Scale.Width + table.ContactTolerance
	var box geom.AABB
	var hulls []geom.Polygon
	for i, l := range legs {
		for _, h := range geom.SweptHulls(b.Shape, l) {
			hb := h.Bounds()
			if i == 0 && len(hulls) == 0 {
				box = hb
			} else {
				box = box.Union(hb)
			}
			hulls = append(hulls, h)
		}
	}
	var near []*table.Base
	var buf [32]int
	for _, i := range nearby(buf[:0], &s.Table, box, reach) {
		o := &s.Table.Bases[i]
		if o.ID != b.ID && !moving(o.ID) && !o.Round && s.Table.Outline(i).Box.Overlaps(box, reach) {
			near = append(near, o)
		}
	}
	for i := range near {
		for j := i + 1; j < len(near); j++ {
			p, q := near[i], near[j]
			pa, pb, d := table.Closest(p.Shape, q.Shape)
			if d <= table.ContactTolerance || d > c.Scale.Width+geom.Eps {
				continue
			}
			cp, cq := p.Shape.Corners(), q.Shape.Corners()
			region := geom.ConvexHull(append(cp[:], cq[:]...))
			rb := region.Bounds()
			for _, h := range hulls {
				if h.Bounds().Overlaps(rb, 0) && geom.Penetration(h, region) > table.OverlapSlack {
					return &rules.Violation{Code: "gap", Rule: "BnB §7.10 [L1406-1413], [L1499]",
						Bases: []string{b.ID, p.ID, q.ID}, Lines: []geom.Segment{{A: pa, B: pb}}, Areas: []geom.Polygon{region},
						Msg: fmt.Sprintf("%s would move in the %s gap between %s and %s: in a gap a base may only go straight ahead, straight back or about-face",
							s.Called(b.ID), c.mu(d), s.Describe(table.Obstacle{Base: p.ID}), s.Describe(table.Obstacle{Base: q.ID}))}
				}
			}
		}
	}
	return nil
}

// mover is one base of an order's subject, with its unit and troop.
type mover struct {
	base  *table.Base
	unit  *rules.Unit
	troop Troop
}

func (m mover) name() string {
	return m.unit.Title() + " (" + m.troop.String() + ")" // as "%s (%s)" prints it, without fmt: checks name their bases every drag frame
}

// readMover finds base id for an order of side: an error if it does not
// exist, a *Violation if it is not side's.
func readMover(s *rules.State, side int, id string) (mover, error) {
	b, ok := s.Base(id)
	if !ok {
		return mover{}, fmt.Errorf("bnb: no base %q", id)
	}
	u, ok := s.Unit(b.Unit)
	if !ok {
		return mover{}, fmt.Errorf("bnb: base %s has no unit", id)
	}
	if b.Side != side {
		return mover{}, &rules.Violation{Code: "not-yours", Rule: "BnB §5.2", Bases: []string{b.ID}, Msg: fmt.Sprintf("%s is not yours", u.Title())}
	}
	return mover{base: b, unit: u, troop: troopOf(u)}, nil
}

// readMoves reads the bases of a move of several bases for side (a
// group or pack move): each named once, each path starting where its base
// stands.
func readMoves(s *rules.State, side int, moves []rules.Move) ([]mover, error) {
	seen := map[string]bool{}
	who := make([]mover, 0, len(moves))
	for _, m := range moves {
		if seen[m.Base] {
			return nil, fmt.Errorf("bnb: base %s is moved twice in one move", m.Base)
		}
		seen[m.Base] = true
		w, err := readMover(s, side, m.Base)
		if err != nil {
			return nil, err
		}
		if err := startsHere(w.base, w.unit.Title(), m.Path); err != nil {
			return nil, err
		}
		who = append(who, w)
	}
	return who, nil
}

// startsHere checks that a path starts where its base stands; name is
// the base as players see it (the refusal may show as a disabled offer's
// reason).
func startsHere(b *table.Base, name string, p geom.Path) error {
	if len(p) < 2 {
		return fmt.Errorf("bnb: the path of %s has %d poses, need at least 2", name, len(p))
	}
	if q := p[0]; !q.Pos.Near(b.Shape.Center) || math.Abs(geom.NormAngle(q.Facing-b.Shape.Facing)) > 1e-6 {
		return fmt.Errorf("bnb: the path of %s does not start where it stands", name)
	}
	return nil
}

// mayMove checks what the base did this period (bnb.md §6.2 [L1344],
// §7.3 [L1620-1622]) for a move that is distant or not, and that it is
// not baggage [L589].
func mayMove(c Config, s *rules.State, m mover, distant bool) *rules.Violation {
	b, u, name := m.base, m.unit, m.name()
	if m.troop.Info().Immobile {
		return &rules.Violation{Code: "immobile", Rule: "BnB §3.1 [L589]", Bases: []string{b.ID}, Msg: "baggage never moves"}
	}
	if u.Status[stHalted] > 0 {
		return &rules.Violation{Code: "halted", Rule: "BnB §6.2 [L1344]", Bases: []string{b.ID},
			Msg: fmt.Sprintf("%s has been halted this period: a halted base cannot move", name)}
	}
	if e, ok := inCombatAt(s, b, b.Shape); ok {
		return &rules.Violation{Code: "engaged", Rule: "BnB §9.1 [L1856]", Bases: []string{b.ID, e},
			Msg: fmt.Sprintf("%s is in close combat with %s: it stays until the combat is decided", name, s.Describe(table.Obstacle{Base: e}))}
	}
	// The nearest enemy is measured (classify: every enemy base) only
	// for the messages that name it.
	switch {
	case !distant && u.Status[stTactical] > 0:
		_, _, dist := classify(c, s, b)
		return &rules.Violation{Code: "tactical", Rule: "BnB §7.3 [L1620]", Bases: []string{b.ID},
			Msg: fmt.Sprintf("%s has made its tactical move this period (an enemy is %s away, so this move would be tactical too)", name, c.mu(dist))}
	case !distant && u.Status[stDistant] > 0:
		_, nearest, dist := classify(c, s, b)
		return &rules.Violation{Code: "tactical", Rule: "BnB §7.3 [L1622]", Bases: []string{b.ID, nearest},
			Msg: fmt.Sprintf("%s made a distant move this period and may not add a tactical one (an enemy is %s away, within %d MU)", name, c.mu(dist), DistantMU)}
	case distant && u.Status[stTactical] > 0:
		return &rules.Violation{Code: "distant", Rule: "BnB §7.3 [L1622]", Bases: []string{b.ID},
			Msg: fmt.Sprintf("%s made a tactical move this period and may not add a distant one", name)}
	}
	return nil
}

// physics checks one base's path against the table (bnb.md §7.10,
// §12.3-12.4): it stays on the table (A26), its path is clear of bases
// (but those moving with it) and impassable terrain (a bridge is passable
// when following the road), it ends in contact with no enemy, and it
// keeps the gap rule. Every friend blocks: the impetuous planner's
// initial pivots use it as it is; other moves pass through friends
// (physicsAside).
func physics(c Config, s *rules.State, m mover, path geom.Path, road, distant bool, moving func(id string) bool) *rules.Violation {
	return checkPhysics(c, s, m, path, road, distant, moving, passNone)
}

// checkPhysics is physics, letting the base pass through friends by mode
// (§7.8, passthrough.go: physicsRoom, for the base alone).
func checkPhysics(c Config, s *rules.State, m mover, path geom.Path, road, distant bool, moving func(id string) bool, mode passMode) *rules.Violation {
	v, _ := physicsRoom(c, s, m, path, road, distant, moving, mode, nil)
	return v
}

// contactProblem checks the enemies base m would touch at pose end
// (bnb.md §7.11, §9.1, §9.3): a distant move may not end in contact
// [L1630]; a tactical one may end in frontal contact (G8) — engaging in
// close combat [L1669] — or in an overlap position (G12), but not
// otherwise; and it may end on an enemy's flank (G13) or rear (G14) only
// from where G13p and G14p allow [L1943-1946, L1973].
func contactProblem(c Config, s *rules.State, m mover, end geom.Rect, distant bool) *rules.Violation {
	b, name := m.base, m.name()
	var touched []*table.Base
	engaged := false
	box, rEnd := end.Bounds(), end.Radius()
	var buf [32]int
	for _, i := range nearby(buf[:0], &s.Table, box, eps) {
		o, ol := &s.Table.Bases[i], s.Table.Outline(i)
		if o.Side == b.Side || o.Round || apartOutlines(o.Shape.Center, ol.Radius, end.Center, rEnd, eps) || !ol.Box.Overlaps(box, eps) {
			continue
		}
		if _, _, d := table.Closest(end, o.Shape); d <= table.ContactTolerance {
			touched = append(touched, o)
			engaged = engaged || InCloseCombat(end, o.Shape)
		}
	}
	for _, o := range touched {
		who := s.Describe(table.Obstacle{Base: o.ID})
		if distant {
			return &rules.Violation{Code: "contact", Rule: "BnB §7.3 [L1630]", Bases: []string{b.ID, o.ID},
				Msg: fmt.Sprintf("%s would touch %s: a distant move may not end in contact with the enemy", name, who)}
		}
		_, overlap := Overlapped(end, o.Shape, engaged)
		if !Frontal(end, o.Shape) && !overlap {
			return &rules.Violation{Code: "contact", Rule: "BnB §9.1 [L1862-1866], §9.3 [L1925-1928]", Bases: []string{b.ID, o.ID},
				Msg: fmt.Sprintf("%s would touch %s other than with its front: a base moves into contact with its front (frontal contact) or to overlap", name, who)}
		}
		if side, ok := FlankAttack(o.Shape, end); ok && !mayFlank(o.Shape, side, b.Shape) {
			return &rules.Violation{Code: "flank", Rule: "BnB §9.3 [L1943-1946], G13p", Bases: []string{b.ID, o.ID},
				Msg: fmt.Sprintf("%s may attack the %s flank of %s only from wholly beyond that flank and behind its front edge at the start of its move", name, side, who)}
		}
		if rearContact(o.Shape, end) && !mayRear(o.Shape, b.Shape) {
			return &rules.Violation{Code: "rear", Rule: "BnB §9.3 [L1973], G14p", Bases: []string{b.ID, o.ID},
				Msg: fmt.Sprintf("%s may attack %s in the rear only from wholly behind its rear edge at the start of its move", name, who)}
		}
	}
	return nil
}

// inCombatAt reports whether base b at pose r would be in close combat
// with an enemy (G9).
func inCombatAt(s *rules.State, b *table.Base, r geom.Rect) (string, bool) {
	box, rr := r.Bounds(), r.Radius()
	var buf [32]int
	for _, i := range nearby(buf[:0], &s.Table, box, eps) {
		o, ol := &s.Table.Bases[i], s.Table.Outline(i)
		if o.Side == b.Side || o.Round || apartOutlines(o.Shape.Center, ol.Radius, r.Center, rr, eps) || !ol.Box.Overlaps(box, eps) {
			continue
		}
		if InCloseCombat(r, o.Shape) {
			return o.ID, true
		}
	}
	return "", false
}

// terrainProblem reports a broken stop rule [L1449] (D17).
func terrainProblem(c Config, m mover, r terrainResult) *rules.Violation {
	if !r.stopped {
		return nil
	}
	return &rules.Violation{Code: "terrain", Rule: "BnB §7.2 [L1449]", Bases: []string{m.base.ID},
		Areas: []geom.Polygon{m.base.Shape.At(r.stopAt).Polygon()},
		Msg: fmt.Sprintf("%s reaches %s after %s, and may move only %s there: it must stop at its edge",
			m.name(), r.stopCat, c.mu(r.stopUsed), c.mu(r.stopAllow))}
}

// zocced is the first enemy base in whose ZoC the base stands, if any.
func zocced(s *rules.State, b *table.Base) (string, bool) {
	if z := Zoccers(s, b); len(z) > 0 {
		return z[0], true
	}
	return "", false
}

// plan is a checked single-base move.
type plan struct {
	c       Config
	base    *table.Base
	unit    *rules.Unit
	troop   Troop
	path    geom.Path
	length  float64 // cm
	terr    terrainResult
	distant bool
	cost    PIGCost
	// final is where the base ends: the path's end, or the aligned pose
	// when the action asks to align (Args "align" = "yes", G33).
	final geom.Pose
	// slide is the end of the path's alignment leg, when the path
	// records the slide (splitAlign); path is then the move before it.
	slide *geom.Pose
}

func (p *plan) who() mover { return mover{base: p.base, unit: p.unit, troop: p.troop} }

// prepare reads a single-base move action: a base of the player's, a path
// starting where it stands. It returns an error for a malformed action.
func prepare(s *rules.State, a rules.Action) (*plan, error) {
	c, err := ConfigOf(s.Settings)
	if err != nil {
		return nil, err
	}
	if len(a.Moves) != 1 {
		return nil, fmt.Errorf("bnb: a single-base move names %d bases", len(a.Moves))
	}
	m := a.Moves[0]
	w, err := readMover(s, a.Side, m.Base)
	if err != nil {
		return nil, err
	}
	if err := startsHere(w.base, w.unit.Title(), m.Path); err != nil {
		return nil, err
	}
	b := w.base
	mp := m.Path
	var slide geom.Pose
	slid := false
	if a.Args["align"] == "yes" {
		mp, slide, slid = splitAlign(s, b, m.Path)
	}
	p := &plan{c: c, base: b, unit: w.unit, troop: w.troop, path: mp, length: travel(b.Shape, mp)}
	if slid {
		p.slide = &slide
	}
	p.distant, _, _ = classify(c, s, b)
	p.terr = terrainAllowance(c, s, w.unit, b, mp, func(q geom.Path) float64 { return travel(b.Shape, q) })
	full := p.length >= p.terr.allow-table.ContactTolerance
	ahead := only(p.path, legAhead) || followsRiver(s, b.Shape, mp) // following a river is straight ahead for the PIGs [L1599]
	// C6's exemption looks where the base ends: the path's end, after
	// the alignment slide when the path records it.
	engages := func() bool { return endsEngaged(s, []mover{w}, []geom.Rect{b.Shape.At(m.Path.End())}) }
	p.cost = price(s, c, order{who: []mover{w}, distant: p.distant, aheadFull: ahead && full, engages: engages})
	return p, nil
}

// checkMove validates a voluntary move: a single base's (bnb.md §7.2-7.3,
// §7.9-7.10, §12.4), or a group's (checkGroupMove), and its PIG cost
// (§6.3).
func checkMove(s *rules.State, a rules.Action) (*plan, error) {
	if len(a.Moves) == 0 {
		return nil, fmt.Errorf("bnb: a move names no base")
	}
	p, err := prepare(s, a)
	if err != nil {
		return nil, err
	}
	c, b := p.c, p.base
	w := p.who()
	name := w.name()
	if v := mayMove(c, s, w, p.distant); v != nil {
		return nil, v
	}
	// Zones of control, checked at the start of the move only (A23's
	// simpler reading).
	// A zocced base may also go into close combat with an enemy
	// [L1402]: the move must end in close combat (which enemy and by
	// which path is the player's choice).
	if z, ok := zocced(s, b); ok && !only(p.path, legBack) {
		if _, fights := inCombatAt(s, b, b.Shape.At(p.path.End())); !fights {
			return nil, &rules.Violation{Code: "zoc", Rule: "BnB §7.9 [L1397-1402]", Bases: append([]string{b.ID}, Zoccers(s, b)...),
				Areas: []geom.Polygon{ZoC(mustBase(s, z).Shape)},
				Msg: fmt.Sprintf("%s is in the zone of control of %s: it may only move straight back, or into close combat with an enemy",
					name, s.Describe(table.Obstacle{Base: z}))}
		}
	}
	if v := physicsAside(c, s, w, p.path, p.terr.road, p.distant); v != nil {
		return nil, v
	}
	if v := riverProblem(c, s, w, p.path, p.terr.road); v != nil {
		return nil, v
	}
	// Allowance by terrain (G28, [L1441-1449]).
	if v := terrainProblem(c, w, p.terr); v != nil {
		return nil, v
	}
	if p.length > p.terr.allow+geom.Eps {
		where := "in " + p.terr.worst.String()
		if p.terr.road {
			where = "following a road"
		}
		return nil, &rules.Violation{Code: "allowance", Rule: "BnB §7.2 [L1427-1449], [L1499]", Bases: []string{b.ID},
			Areas: []geom.Polygon{b.Shape.At(p.path.End()).Polygon()},
			Msg: fmt.Sprintf("%s would move %s; it may move %s %s (the longer front-corner path counts)",
				name, c.mu(p.length), c.mu(p.terr.allow), where)}
	}
	if v := afford(s, p.cost, []string{b.ID}, "move"); v != nil {
		return nil, v
	}
	p.final = p.path.End()
	if a.Args["align"] == "yes" {
		r, _, v := alignSlide(s, b, b.Shape.At(p.final))
		if v != nil {
			return nil, v
		}
		p.final = r.Pose()
		if p.slide != nil && !p.slide.Pos.Near(p.final.Pos) {
			return nil, fmt.Errorf("bnb: the path's last leg is not the alignment slide (G33)")
		}
	}
	if v := zoccedEngagement(c, s, w, p.path, b.Shape.At(p.final)); v != nil {
		return nil, v
	}
	return p, nil
}

// splitAlign reads a path whose last leg is the alignment slide (G33
// [L1671-1681]): a sideways translation from the contact pose to the
// aligned pose. The slide is part of the recorded path, so the base ends
// where its path does, but it costs no distance (the text measures the
// move into contact; the slide is its consequence). It returns the move
// before the slide, the slide's end, and whether the path had one.
func splitAlign(s *rules.State, b *table.Base, path geom.Path) (geom.Path, geom.Pose, bool) {
	if len(path) < 3 {
		return path, geom.Pose{}, false
	}
	last := path.Legs()[len(path)-2]
	if math.Abs(last.Turn()) > rigidTurn || kindOf(last) != legOther {
		return path, geom.Pose{}, false
	}
	r, _, v := alignSlide(s, b, b.Shape.At(last.From))
	if v != nil || !r.Center.Near(last.To.Pos) {
		return path, geom.Pose{}, false
	}
	return path[:len(path)-1], last.To, true
}

// afford refuses an order costing more than the PIGs left.
func afford(s *rules.State, cost PIGCost, bases []string, what string) *rules.Violation {
	if left := s.Counters[ctPIGs]; cost.Total > left {
		return &rules.Violation{Code: "pigs", Rule: "BnB §6.3 [L1346-1373]", Bases: bases,
			Msg: fmt.Sprintf("this %s %s; %d PIG%s left", what, cost, left, plural(left))}
	}
	return nil
}

func mustBase(s *rules.State, id string) *table.Base {
	b, ok := s.Base(id)
	if !ok {
		panic("bnb: no base " + id) // broken invariant: ids come from the table
	}
	return b
}

// moved records a voluntary move of the unit (tactical, or one more
// distant move).
func moved(u *rules.Unit, distant bool) string {
	if distant {
		u.SetStatus(stDistant, u.Status[stDistant]+1)
		return "distant"
	}
	u.SetStatus(stTactical, 1)
	return "tactical"
}

// addMoved adds a voluntary move's length (cm) to what the unit has
// moved this period, in hundredths of cm rounded up (a Bw that moved more
// than 1 MU may not shoot [L1795]).
func addMoved(u *rules.Unit, cm float64) {
	u.SetStatus(stMoved, u.Status[stMoved]+int(math.Ceil(cm*100-1e-6)))
}

// pay spends an order's PIGs and, with C0, the C-in-C's discount.
func pay(s *rules.State, cost PIGCost) int {
	s.SetCounter(ctPIGs, s.Counters[ctPIGs]-cost.Total)
	if cost.has("C0") {
		s.SetCounter(ctDiscount, 1)
	}
	return s.Counters[ctPIGs]
}

// applyMove makes a checked move on s (a clone) and pays for it.
func applyMove(s *rules.State, a rules.Action, p *plan) []rules.Event {
	shifts := roomShifts(p.c, s, p.who(), p.path, p.terr.road)
	b := mustBase(s, p.base.ID)
	b.Shape = b.Shape.At(p.final)
	u, _ := s.Unit(b.Unit)
	kind := moved(u, p.distant)
	addMoved(u, p.length)
	left := pay(s, p.cost)
	aligned := ""
	if !p.final.Pos.Near(p.path.End().Pos) {
		aligned = fmt.Sprintf(", sliding %s to align [L1671]", p.c.mu(p.final.Pos.Dist(p.path.End().Pos)))
	}
	text := fmt.Sprintf("%s made a %s move of %s%s; it %s, %d PIG%s left",
		s.Called(b.ID), kind, p.c.mu(p.length), aligned, p.cost, left, plural(left))
	if z, ok := inCombatAt(s, b, b.Shape); ok {
		text += fmt.Sprintf("; it is in close combat with %s [L1669]", s.Describe(table.Obstacle{Base: z}))
	}
	evs := []rules.Event{{Kind: "moved", Side: a.Side, Unit: u.ID, Base: b.ID, Text: text, Facts: costFacts(p.cost, left)}}
	evs = append(evs, makeShifts(p.c, s, shifts)...)
	return append(evs, conformContacted(p.c, s, []string{b.ID}, false)...)
}
