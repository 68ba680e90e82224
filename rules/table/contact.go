package table

import (
	"math"

	"plateau/rules/geom"
)

// AlignTolerance is the angle (radians) within which two edges count as
// anti-parallel (facing each other) and two facings as parallel or
// opposite: 1°, the recommendation of wme.md §12 (bnb.md §12.0 suggests
// 0.5°; a ruleset wanting that compares Contact.Angle itself).
const AlignTolerance = math.Pi / 180

// ContactKind says which parts of two touching bases meet.
type ContactKind int

const (
	// EdgeToEdge: an edge of each, anti-parallel within AlignTolerance,
	// sharing a stretch longer than ContactTolerance (wme.md §12).
	EdgeToEdge ContactKind = iota
	// CornerToEdge: a corner of A on an edge of B.
	CornerToEdge
	// EdgeToCorner: an edge of A under a corner of B.
	EdgeToCorner
	// CornerToCorner: only a corner of each.
	CornerToCorner
)

var contactKindNames = [...]string{"edge-to-edge", "corner-to-edge", "edge-to-corner", "corner-to-corner"}

// String is the kind in words ("edge-to-edge", ...).
func (k ContactKind) String() string {
	if k < EdgeToEdge || k > CornerToCorner {
		return "contact?"
	}
	return contactKindNames[k]
}

// Contact describes how two touching bases meet (wme.md §12 G10-G11;
// bnb.md §12.1).
type Contact struct {
	// A and B are the bases' IDs (set by Table.Contacts; empty from
	// Touching).
	A, B string
	Kind ContactKind
	// EdgeA and EdgeB are the edges in contact. For a corner, it is the
	// edge at that corner that faces the other base's edge most squarely.
	EdgeA, EdgeB geom.Edge
	// CornerA and CornerB are the corners in contact, meaningful when Kind
	// puts a corner on that side.
	CornerA, CornerB geom.Corner
	// Aligned reports EdgeA and EdgeB anti-parallel within AlignTolerance;
	// Angle is how far from anti-parallel they are, in [0, π].
	Aligned bool
	Angle   float64
	// SameFacing and Opposed compare the bases' facings (parallel or
	// opposite within AlignTolerance; bnb.md §12.0).
	SameFacing, Opposed bool
	// Overlap is the length of the shared stretch of EdgeA and EdgeB (0
	// unless EdgeToEdge), Shared that stretch on A's edge (a point for other
	// kinds).
	Overlap float64
	Shared  geom.Segment
	// Gap is the distance between the bases, at most ContactTolerance.
	Gap float64
}

// Touching reports whether a and b touch (separation at most
// ContactTolerance, interiors not overlapping deeper than OverlapSlack)
// and classifies the contact (wme.md §12 G10, G11): edge-to-edge if two
// edges face each other within AlignTolerance and share more than
// ContactTolerance of length, else a corner contact.
func Touching(a, b geom.Rect) (Contact, bool) {
	pa, pb, d := Closest(a, b)
	if d > ContactTolerance {
		return Contact{}, false
	}
	if deeper(a.Polygon(), b.Polygon(), OverlapSlack) {
		return Contact{}, false
	}
	c := Contact{Gap: d}
	cosTol := math.Cos(AlignTolerance)
	df := math.Abs(geom.NormAngle(a.Facing - b.Facing))
	c.SameFacing = df <= AlignTolerance
	c.Opposed = math.Pi-df <= AlignTolerance
	best := ContactTolerance
	found := false
	for i := geom.Front; i <= geom.Left; i++ {
		na := a.Outward(i)
		ea := a.Edge(i)
		for j := geom.Front; j <= geom.Left; j++ {
			nb := b.Outward(j)
			if na.Dot(nb) > -cosTol {
				continue
			}
			eb := b.Edge(j)
			if ea.DistToSeg(eb) > ContactTolerance {
				continue
			}
			u := ea.Dir().Unit()
			s1, s2 := eb.A.Sub(ea.A).Dot(u), eb.B.Sub(ea.A).Dot(u)
			lo, hi := math.Max(0, math.Min(s1, s2)), math.Min(ea.Len(), math.Max(s1, s2))
			if hi-lo > best {
				best, found = hi-lo, true
				c.Kind, c.EdgeA, c.EdgeB = EdgeToEdge, i, j
				c.Overlap = hi - lo
				c.Shared = geom.Segment{A: ea.A.Add(u.Scale(lo)), B: ea.A.Add(u.Scale(hi))}
			}
		}
	}
	if !found {
		ka, cornerA := nearCorner(a, pa)
		kb, cornerB := nearCorner(b, pb)
		c.CornerA, c.CornerB = ka, kb
		c.Shared = geom.Segment{A: pa, B: pa}
		switch {
		case cornerA && cornerB:
			c.Kind = CornerToCorner
			c.EdgeA = facingEdge(a, ka, b.Center.Sub(pa))
			c.EdgeB = facingEdge(b, kb, a.Center.Sub(pb))
		case cornerA:
			c.Kind = CornerToEdge
			c.EdgeB = nearEdge(b, pb)
			c.EdgeA = facingEdge(a, ka, b.Outward(c.EdgeB).Neg())
		case cornerB:
			c.Kind = EdgeToCorner
			c.EdgeA = nearEdge(a, pa)
			c.EdgeB = facingEdge(b, kb, a.Outward(c.EdgeA).Neg())
		default:
			// Parallel edges sharing no more than ContactTolerance, seen
			// from neither corner: call it an edge contact of no length.
			c.Kind = EdgeToEdge
			c.EdgeA, c.EdgeB = nearEdge(a, pa), nearEdge(b, pb)
		}
	}
	dot := a.Outward(c.EdgeA).Dot(b.Outward(c.EdgeB))
	c.Angle = math.Acos(math.Max(-1, math.Min(1, -dot)))
	c.Aligned = dot <= -cosTol
	return c, true
}

// nearCorner is the corner of r nearest p, and whether p is within
// ContactTolerance of it.
func nearCorner(r geom.Rect, p geom.Vec) (geom.Corner, bool) {
	cs := r.Corners()
	k, best := geom.FL, math.Inf(1)
	for i, c := range cs {
		if d := c.Dist(p); d < best {
			k, best = geom.Corner(i), d
		}
	}
	return k, best <= ContactTolerance
}

// nearEdge is the edge of r nearest p.
func nearEdge(r geom.Rect, p geom.Vec) geom.Edge {
	e, best := geom.Front, math.Inf(1)
	for i := geom.Front; i <= geom.Left; i++ {
		if d := r.Edge(i).DistTo(p); d < best {
			e, best = i, d
		}
	}
	return e
}

// facingEdge is, of the two edges of r meeting at corner k, the one whose
// outward normal points most along dir.
func facingEdge(r geom.Rect, k geom.Corner, dir geom.Vec) geom.Edge {
	e1, e2 := geom.Edge(k), geom.Edge((k+3)%4) // corner k starts edge k and ends edge k−1
	if r.Outward(e2).Dot(dir) > r.Outward(e1).Dot(dir) {
		return e2
	}
	return e1
}

// Contacts lists every base touching base id (see Touching), in table
// order, with A = id. Round bases and those f.SkipBase skips are left out;
// an unknown id has no contacts.
func (t *Table) Contacts(id string, f Filter) []Contact {
	me, ok := t.Base(id)
	if !ok || me.Round {
		return nil
	}
	box := me.Shape.Bounds().Grow(ContactTolerance)
	var out []Contact
	try := func(b *Base) {
		if b.ID == id || b.Round || !f.base(b) || !near(b.Shape.Center, b.Shape.RadiusSq(), box) {
			return
		}
		if c, ok := Touching(me.Shape, b.Shape); ok {
			c.A, c.B = id, b.ID
			out = append(out, c)
		}
	}
	if ix := t.index(); ix != nil {
		// A base within ContactTolerance has its box within it too; the
		// extra Eps covers the rounding of boxes against distances.
		var ibuf [64]int32
		for _, i := range ix.query(ibuf[:0], box.Grow(geom.Eps)) {
			try(&t.Bases[i])
		}
		return out
	}
	for i := range t.Bases {
		try(&t.Bases[i])
	}
	return out
}

// SnapKind is the kind of contact Snap makes with the target.
type SnapKind int

const (
	FrontToFront SnapKind = iota // the mover's front against the target's front
	FrontToFlank                 // against the target's left or right edge
	FrontToRear                  // against the target's rear edge
)

var snapNames = [...]string{"front-to-front", "front-to-flank", "front-to-rear"}

// String is the kind in words ("front-to-flank", ...).
func (k SnapKind) String() string {
	if k < FrontToFront || k > FrontToRear {
		return "snap?"
	}
	return snapNames[k]
}

// SnapOverlap is the least length (cm) of edge Snap leaves in contact when
// it clamps the mover's lateral offset: more than ContactTolerance, so the
// snapped pose classifies as EdgeToEdge.
const SnapOverlap = 2 * ContactTolerance

// Snap proposes the pose that puts mover's front edge flush against an
// edge of one of targets: anti-parallel, touching, the lateral offset of
// the mover's front edge along the target edge kept but clamped so that the
// edges share at least SnapOverlap (or the whole of the shorter edge). A
// target edge is a candidate when the mover's front edge is within `within`
// cm of it and the mover needs to turn at most maxTurn radians. Of the
// candidates, the one the mover's corners move least to reach wins (ties:
// first target, then front, flanks, rear). ok is false when there is none.
// The pose is not checked against other bases (use Overlaps).
func Snap(mover geom.Rect, targets []geom.Rect, within float64, maxTurn float64) (geom.Pose, SnapKind, int, bool) {
	var (
		best     = math.Inf(1)
		bestPose geom.Pose
		bestKind SnapKind
		bestIdx  = -1
	)
	front := mover.Edge(geom.Front)
	for i, tg := range targets {
		for _, e := range [4]geom.Edge{geom.Front, geom.Left, geom.Right, geom.Rear} {
			edge := tg.Edge(e)
			if front.DistToSeg(edge) > within {
				continue
			}
			n := tg.Outward(e)
			facing := mover.Facing + geom.NormAngle(n.Neg().Angle()-mover.Facing)
			if math.Abs(facing-mover.Facing) > maxTurn {
				continue
			}
			// Where the mover's front midpoint falls along the edge, from
			// its midpoint, clamped so the edges overlap.
			u := edge.Dir().Unit()
			s := front.Mid().Sub(edge.Mid()).Dot(u)
			lim := (edge.Len()+mover.Width)/2 - math.Min(SnapOverlap, math.Min(edge.Len(), mover.Width))
			s = math.Max(-lim, math.Min(lim, s))
			pos := edge.Mid().Add(u.Scale(s)).Add(n.Scale(mover.Depth / 2))
			pose := geom.Pose{Pos: pos, Facing: facing}
			cost := cornerShift(mover, mover.At(pose))
			if cost < best-geom.Eps {
				best, bestPose, bestIdx = cost, pose, i
				switch e {
				case geom.Front:
					bestKind = FrontToFront
				case geom.Rear:
					bestKind = FrontToRear
				default:
					bestKind = FrontToFlank
				}
			}
		}
	}
	if bestIdx < 0 {
		return geom.Pose{}, 0, -1, false
	}
	return bestPose, bestKind, bestIdx, true
}

// cornerShift is the farthest any corner moves in a straight line from a
// to b.
func cornerShift(a, b geom.Rect) float64 {
	ca, cb := a.Corners(), b.Corners()
	var m float64
	for i := range ca {
		m = math.Max(m, ca[i].Dist(cb[i]))
	}
	return m
}
