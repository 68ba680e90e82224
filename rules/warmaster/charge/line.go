package charge

import (
	"encoding/binary"
	"math"
	"sort"

	"plateau/rules/geom"
	"plateau/rules/table"
)

// maxLeaves bounds the complete arrangements the battle line search
// evaluates: every order and side for units of up to five bases (a 3-base
// unit has 8), the first ones found for larger units.
const maxLeaves = 512

// stepStep is the spacing (cm) of the stepped-back positions tried beside
// a placed base ([L828]).
const stepStep = 0.25

// maxStepTries bounds the stepped positions whose paths are checked for one
// base, best scoring first.
const maxStepTries = 24

// placedBase is a charging base at its end pose.
type placedBase struct {
	i       int
	rect    geom.Rect
	rt      route
	stepped bool
}

func rectsOf(ps []placedBase) []geom.Rect {
	out := make([]geom.Rect, len(ps))
	for k, p := range ps {
		out[k] = p.rect
	}
	return out
}

// line forms the battle line from the first base (wme.md §7.5 items 7-9;
// [L788-800], [L826-832]): every remaining base, in every order, goes into
// the slot left or right of the bases in line (front edges collinear,
// [L794]); a base for which neither slot can be reached is stepped (see
// stepped). Of the complete arrangements, the legal ones are kept: battle
// lines if any ([L790]: "must always form a battle line if they can"), then
// the most frontal contact with the target, then with other enemy units
// ([L796-798]). The rest are ties for the player.
func (s *solver) line(zone geom.Edge, j int, off float64, first placedBase) []Placement {
	F := first.rect
	r, f := F.RightDir(), F.Forward()
	m0 := F.Center.Add(f.Scale(F.Depth / 2)) // front-edge midpoint of the first base
	var rem []int
	for i := range s.chargers {
		if i != first.i {
			rem = append(rem, i)
		}
	}
	var leaves []Placement
	budget := maxLeaves
	var dfs func(placed []placedBase, rem []int, lo, hi float64)
	dfs = func(placed []placedBase, rem []int, lo, hi float64) {
		if budget <= 0 {
			return
		}
		if len(rem) == 0 {
			budget--
			if p, ok := s.leaf(zone, j, off, placed); ok {
				leaves = append(leaves, p)
			}
			return
		}
		rects := rectsOf(placed)
		for idx, k := range rem {
			rest := append(append([]int(nil), rem[:idx]...), rem[idx+1:]...)
			shape := s.chargers[k].Shape
			any := false
			for side := 0; side < 2; side++ {
				at, nlo, nhi := lo-shape.Width/2, lo-shape.Width, hi
				if side == 1 {
					at, nlo, nhi = hi+shape.Width/2, lo, hi+shape.Width
				}
				pose := geom.Pose{Pos: m0.Add(r.Scale(at)).Sub(f.Scale(shape.Depth / 2)), Facing: F.Facing}
				if rt, ok := s.fits(k, pose, rects); ok {
					any = true
					next := append(append([]placedBase(nil), placed...), placedBase{i: k, rect: shape.At(rt.path.End()), rt: rt})
					dfs(next, rest, nlo, nhi)
				}
				// Against an irregular target the line may step forward
				// to touch the enemy ([L867-869]).
				if fwd, ok := s.stepForward(shape, pose); ok && s.irregular {
					if rt, ok := s.fits(k, fwd, rects); ok {
						any = true
						next := append(append([]placedBase(nil), placed...), placedBase{i: k, rect: shape.At(rt.path.End()), rt: rt, stepped: true})
						dfs(next, rest, nlo, nhi)
					}
				}
			}
			if !any {
				if pb, ok := s.stepped(k, placed); ok {
					dfs(append(append([]placedBase(nil), placed...), pb), rest, lo, hi)
				}
			}
		}
	}
	dfs([]placedBase{first}, rem, -F.Width/2, F.Width/2)
	if len(leaves) == 0 {
		s.fail.formation = true
		return nil
	}
	return legal(leaves, s.irregular)
}

// legal keeps the placements the battle line rules allow: no stepped base
// if some line has none (unless the target is irregular: then stepping to
// touch the enemy is the rule, [L867-871]), then the most frontal contact
// with the target, then with other enemy units ([L790], [L796-798]).
func legal(ps []Placement, irregular bool) []Placement {
	line := false
	for _, p := range ps {
		line = line || (!p.Stepped && !irregular)
	}
	bestT, bestO := math.Inf(-1), math.Inf(-1)
	for _, p := range ps {
		if line && p.Stepped {
			continue
		}
		if p.FrontTarget > bestT+scoreTol || (p.FrontTarget > bestT-scoreTol && p.FrontOther > bestO) {
			bestT, bestO = p.FrontTarget, p.FrontOther
		}
	}
	var out []Placement
	for _, p := range ps {
		if (line && p.Stepped) || p.FrontTarget < bestT-scoreTol || p.FrontOther < bestO-scoreTol {
			continue
		}
		out = append(out, p)
	}
	return out
}

// stepped places base k, which has no room or movement for a line slot,
// behind or beside a base already placed, stepped back (or forward, until
// it meets the enemy), touching it even only by a corner ([L826-830];
// irregular targets [L867-871]). Behind, it takes the facing of the base in
// front ([L830]). Of the positions it can reach, the one with the most
// frontal contact with the target, then other enemies, then any contact,
// then the smallest step wins.
func (s *solver) stepped(k int, placed []placedBase) (placedBase, bool) {
	// The battle line search comes back to the same bases placed by other
	// orders of its branches: the answer is the same (what it records of
	// failures, s.fail, only ever grows).
	key := steppedKey(k, placed)
	if r, ok := s.steps[key]; ok {
		return r.pb, r.ok
	}
	pb, ok := s.step(k, placed)
	s.steps[key] = steppedAnswer{pb, ok}
	return pb, ok
}

// steppedAnswer is one answer of stepped.
type steppedAnswer struct {
	pb placedBase
	ok bool
}

// steppedKey identifies base k stepped beside the bases placed, in their
// order, to the bit.
func steppedKey(k int, placed []placedBase) string {
	return placedKey(k, geom.Pose{}, rectsOf(placed))
}

// placedKey identifies base k at pose with rects placed, in their order,
// to the bit.
func placedKey(k int, pose geom.Pose, rects []geom.Rect) string {
	b := make([]byte, 0, 32+40*len(rects))
	b = binary.LittleEndian.AppendUint64(b, uint64(k))
	for _, f := range [3]float64{pose.Pos.X, pose.Pos.Y, pose.Facing} {
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(f))
	}
	for _, r := range rects {
		for _, f := range [5]float64{r.Center.X, r.Center.Y, r.Facing, r.Width, r.Depth} {
			b = binary.LittleEndian.AppendUint64(b, math.Float64bits(f))
		}
	}
	return string(b)
}

// step is stepped, unmemoised.
func (s *solver) step(k int, placed []placedBase) (placedBase, bool) {
	shape := s.chargers[k].Shape
	w, d := shape.Width, shape.Depth
	type cand struct {
		pose     geom.Pose
		tgt, oth float64
		touch    bool
		step     float64
		// back is the direction stepping back moves it, for a place on
		// the stepStep grid beside a base (refined when it is taken).
		back geom.Vec
	}
	var cs []cand
	add := func(c geom.Vec, facing, step float64) {
		p := geom.Pose{Pos: c, Facing: facing}
		t, o, touch := s.frontContact(shape.At(p))
		cs = append(cs, cand{p, t, o, touch, step, geom.Vec{}})
	}
	for _, x := range placed {
		X := x.rect
		fx, rx := X.Forward(), X.RightDir()
		// Behind, aligned or offset to a corner.
		back := X.Center.Sub(fx.Scale(X.Depth/2 + d/2))
		for _, lat := range []float64{0, -(X.Width - w) / 2, (X.Width - w) / 2, -(X.Width + w) / 2, (X.Width + w) / 2} {
			add(back.Add(rx.Scale(lat)), X.Facing, X.Depth+d)
		}
		for _, sign := range []float64{-1, 1} {
			// Beside, front edge delta behind X's (delta = X.Depth: corner to corner).
			slot := X.Center.Add(rx.Scale(sign * (X.Width/2 + w/2))).Add(fx.Scale(X.Depth/2 - d/2))
			for delta := stepStep; delta <= X.Depth+geom.Eps; delta += stepStep {
				add(slot.Sub(fx.Scale(delta)), X.Facing, delta)
				cs[len(cs)-1].back = fx.Neg()
			}
			// Just clear of whatever blocks the slot.
			from := shape.At(geom.Pose{Pos: slot.Sub(fx.Scale(X.Depth)), Facing: X.Facing})
			if enc := s.t.Translate(from, fx, X.Depth+d, s.moving); len(enc) > 0 {
				if delta := X.Depth - enc[0].At; delta > geom.Eps && delta < X.Depth {
					add(slot.Sub(fx.Scale(delta)), X.Facing, delta)
				} else if delta < -geom.Eps && s.enemyObstacle(enc[0].Obstacle) {
					// Forward into contact with the enemy (irregular targets, [L869]).
					add(slot.Sub(fx.Scale(delta)), X.Facing, -delta)
				}
			}
		}
	}
	sort.SliceStable(cs, func(a, b int) bool {
		x, y := cs[a], cs[b]
		if math.Abs(x.tgt-y.tgt) > scoreTol {
			return x.tgt > y.tgt
		}
		if math.Abs(x.oth-y.oth) > scoreTol {
			return x.oth > y.oth
		}
		if x.touch != y.touch {
			return x.touch
		}
		return x.step < y.step-scoreTol
	})
	rects := rectsOf(placed)
	try := func(c cand) (route, bool) {
		// Cheap rejections first: they cost no path search.
		rc := shape.At(c.pose)
		if overlapsAny(rc, rects) || !s.t.OnTable(rc) || len(s.t.Overlaps(rc, s.moving)) > 0 {
			return route{}, false
		}
		return s.fits(k, c.pose, rects)
	}
	tries := 0
	for _, c := range cs {
		if tries >= maxStepTries {
			break
		}
		rc := shape.At(c.pose)
		if overlapsAny(rc, rects) || !s.t.OnTable(rc) || len(s.t.Overlaps(rc, s.moving)) > 0 {
			continue
		}
		tries++
		rt, ok := s.fits(k, c.pose, rects)
		if !ok {
			continue
		}
		if c.back != (geom.Vec{}) && c.step > geom.Eps {
			// Beside a base, the least step it can take ([L830]: "contacter
			// au mieux un élément adjacent"), not the grid's: bisected back
			// towards the place one stepStep less, as good by every other
			// measure, to within offsetTolerance.
			fail := c
			fail.step -= stepStep
			fail.pose.Pos = c.pose.Pos.Sub(c.back.Scale(stepStep))
			for c.step-fail.step > offsetTolerance {
				m := c
				m.step = (c.step + fail.step) / 2
				m.pose.Pos = c.pose.Pos.Sub(c.back.Scale(c.step - m.step))
				t, o, touch := s.frontContact(shape.At(m.pose))
				if math.Abs(t-c.tgt) > scoreTol || math.Abs(o-c.oth) > scoreTol || touch != c.touch {
					fail = m
					continue
				}
				if r, ok := try(m); ok {
					c, rt = m, r
				} else {
					fail = m
				}
			}
		}
		return placedBase{i: k, rect: shape.At(rt.path.End()), rt: rt, stepped: true}, true
	}
	return placedBase{}, false
}

// stepForward is pose moved straight ahead until its front touches an
// enemy base, by less than the base's depth (so that it still touches its
// neighbour in the line); ok is false when nothing enemy is that near.
func (s *solver) stepForward(shape geom.Rect, pose geom.Pose) (geom.Pose, bool) {
	r := shape.At(pose)
	if tgt, oth, _ := s.frontContact(r); tgt+oth > scoreTol {
		return pose, false // already in frontal contact
	}
	enc := s.t.Translate(r, r.Forward(), shape.Depth, s.moving)
	if len(enc) == 0 || enc[0].At <= geom.Eps || enc[0].At >= shape.Depth-geom.Eps || !s.enemyObstacle(enc[0].Obstacle) {
		return pose, false
	}
	return geom.Pose{Pos: pose.Pos.Add(r.Forward().Scale(enc[0].At)), Facing: pose.Facing}, true
}

// irregularFormation reports whether the target is in neither a line nor a
// column (wme.md §7.1, G16): its bases face different ways, or stand
// neither with front edges on one line nor one behind another.
func irregularFormation(rs []geom.Rect) bool {
	f := rs[0].Forward()
	r := rs[0].RightDir()
	front := rs[0].Center.Dot(f) + rs[0].Depth/2
	line, column := true, true
	for _, x := range rs[1:] {
		if math.Abs(geom.NormAngle(x.Facing-rs[0].Facing)) > table.AlignTolerance {
			return true
		}
		if math.Abs(x.Center.Dot(f)+x.Depth/2-front) > table.ContactTolerance {
			line = false
		}
		if math.Abs(x.Center.Sub(rs[0].Center).Dot(r)) > table.ContactTolerance {
			column = false
		}
	}
	return !line && !column
}

func overlapsAny(r geom.Rect, rs []geom.Rect) bool {
	p := r.Polygon()
	for _, q := range rs {
		if table.Overlapping(p, q.Polygon()) {
			return true
		}
	}
	return false
}

// frontContact is the length of r's front edge in edge contact with bases
// of the target and of other enemy units, and whether r touches any enemy
// base at all (even by a corner).
func (s *solver) frontContact(r geom.Rect) (tgt, oth float64, touch bool) {
	var buf [16]int
	for _, k := range s.nearEnemies(buf[:0], r) {
		e := &s.t.Bases[k]
		c, ok := table.Touching(r, e.Shape)
		if !ok {
			continue
		}
		touch = true
		if c.Kind == table.EdgeToEdge && c.EdgeA == geom.Front && c.Aligned {
			if e.Unit == s.target {
				tgt += c.Overlap
			} else {
				oth += c.Overlap
			}
		}
	}
	return tgt, oth, touch
}

// leaf builds the Placement of a complete arrangement, checking that the
// unit is in formation ([L831]).
func (s *solver) leaf(zone geom.Edge, j int, off float64, placed []placedBase) (Placement, bool) {
	rects := rectsOf(placed)
	if !connected(rects) {
		return Placement{}, false
	}
	p := Placement{Zone: zone, First: s.chargers[placed[0].i].ID, Against: s.targets[j].ID, Offset: off,
		Poses: map[string]geom.Pose{}, Paths: map[string]geom.Path{}, Cost: map[string]float64{}}
	units := map[string]bool{}
	for _, pb := range placed {
		id := s.chargers[pb.i].ID
		p.Order = append(p.Order, id)
		p.Poses[id], p.Paths[id], p.Cost[id] = pb.rt.path.End(), pb.rt.path, pb.rt.cost
		p.Stepped = p.Stepped || pb.stepped
		bt := s.touchesOf(pb)
		p.FrontTarget += bt.tgt
		p.FrontOther += bt.oth
		p.Contacts = append(p.Contacts, bt.contacts...)
		for _, c := range bt.contacts {
			units[s.unitOf(c.B)] = true
		}
	}
	if units[s.target] {
		p.Engaged = append(p.Engaged, s.target)
	}
	p.Engaged = append(p.Engaged, s.engagedOrder(units)...)
	return p, true
}

// engagedOrder lists the units of units other than the target in the
// order of their first bases on the table, for determinism.
func (s *solver) engagedOrder(units map[string]bool) []string {
	var out []string
	for u := range units {
		if u != s.target {
			out = append(out, u)
		}
	}
	if len(out) < 2 {
		return out
	}
	if s.firstOf == nil { // rare: a charge touching two units besides its target
		s.firstOf = map[string]int{}
		for i := range s.t.Bases {
			b := &s.t.Bases[i]
			if _, ok := s.firstOf[b.Unit]; !ok && b.Side != s.side && !b.Round {
				s.firstOf[b.Unit] = i
			}
		}
	}
	sort.Slice(out, func(a, b int) bool { return s.firstOf[out[a]] < s.firstOf[out[b]] })
	return out
}

// nearEnemies appends to dst, in table order, the index of every enemy
// base (commanders aside) that may touch r: those whose bounding circle
// comes within table.ContactTolerance of r's, among the few the table's
// grid finds near r, rather than a scan of every enemy base.
func (s *solver) nearEnemies(dst []int, r geom.Rect) []int {
	rad := r.Radius()
	s.near = s.t.Near(s.near[:0], r.Bounds().Grow(table.ContactTolerance+geom.Eps))
	for _, k := range s.near {
		b := &s.t.Bases[k]
		if b.Side == s.side || b.Round {
			continue
		}
		if lim := rad + s.t.Outline(k).Radius + table.ContactTolerance; r.Center.Sub(b.Shape.Center).Len2() > lim*lim {
			continue
		}
		dst = append(dst, k)
	}
	return dst
}

// unitOf is the unit of the base id, "" if none.
func (s *solver) unitOf(id string) string {
	if b, ok := s.t.Base(id); ok {
		return b.Unit
	}
	return ""
}

// exactPose identifies a charging base at an end pose, to the bit.
type exactPose struct {
	i       int
	x, y, f uint64
}

// baseTouches is what a charging base touches at its end pose: the front
// contact frontContact measures, and its contacts with enemy bases in
// table order (A the charging base, B the enemy's).
type baseTouches struct {
	tgt, oth float64
	contacts []table.Contact
}

// touchesOf is pb's baseTouches, worked out once per pose: every
// arrangement of the line after the first base holds that base again.
func (s *solver) touchesOf(pb placedBase) baseTouches {
	k := exactPose{pb.i, math.Float64bits(pb.rect.Center.X), math.Float64bits(pb.rect.Center.Y), math.Float64bits(pb.rect.Facing)}
	if bt, ok := s.touches[k]; ok {
		return bt
	}
	var bt baseTouches
	bt.tgt, bt.oth, _ = s.frontContact(pb.rect)
	var buf [16]int
	for _, k := range s.nearEnemies(buf[:0], pb.rect) {
		e := &s.t.Bases[k]
		if c, ok := table.Touching(pb.rect, e.Shape); ok {
			c.A, c.B = s.chargers[pb.i].ID, e.ID
			bt.contacts = append(bt.contacts, c)
		}
	}
	s.touches[k] = bt
	return bt
}

// connected reports whether every base touches another, edge or corner,
// in one group (wme.md §7.1; [L231], [L662]).
func connected(rs []geom.Rect) bool {
	if len(rs) <= 1 {
		return true
	}
	seen := make([]bool, len(rs))
	stack := []int{0}
	seen[0] = true
	n := 1
	for len(stack) > 0 {
		a := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for b := range rs {
			if seen[b] {
				continue
			}
			if _, _, d := table.Closest(rs[a], rs[b]); d <= table.ContactTolerance {
				seen[b] = true
				n++
				stack = append(stack, b)
			}
		}
	}
	return n == len(rs)
}
