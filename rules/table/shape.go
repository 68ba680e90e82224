package table

import (
	"math"
	"slices"
	"sync"

	"plateau/rules/geom"
)

// JoinStep is the largest angle (radians) between two vertices of the
// polygon that approximates the round join of a linear feature at a bend.
// The vertices sit on a circle grown so that the polygon contains the true
// arc: a linear feature is never thinner than its Width.
const JoinStep = math.Pi / 12

// featureShape is a terrain feature cut into disjoint convex pieces, so
// that the convex predicates of geom apply to concave areas and to
// polylines with a width.
type featureShape struct {
	pieces []geom.Polygon
	boxes  []geom.AABB
	box    geom.AABB
	line   []geom.Vec // the centre line of a linear feature
	// the geometry it was built from, to check a cache hit
	area  geom.Polygon
	width float64
}

// shapes memoises featureShape by geometry. Table stays plain data (cheap
// to clone, safe to compare and serialise); this cache is invisible to it
// and keyed by content, so a clone finds the pieces of its original.
var shapes struct {
	sync.Mutex
	m     map[uint64]*featureShape
	byPtr map[*geom.Vec]*featureShape // fast path: the same slice again
}

// shapeCacheMax bounds the cache; it is emptied when full (scenarios hold
// tens of features, so this only trims shapes of long-gone edits).
const shapeCacheMax = 4096

// terrainCacheMax bounds the cached terrain lists, one per live Features
// slice (the shown state, its preview clones, an undo state or two).
const terrainCacheMax = 64

func shapeOf(f *Feature) *featureShape {
	var key *geom.Vec
	if len(f.Area) > 0 {
		key = &f.Area[0]
	} else if len(f.Line) > 0 {
		key = &f.Line[0]
	}
	shapes.Lock()
	s, ok := shapes.byPtr[key]
	shapes.Unlock()
	if ok && s.matches(f) {
		return s
	}
	h := hashFeature(f)
	shapes.Lock()
	s, ok = shapes.m[h]
	shapes.Unlock()
	if !ok || !s.matches(f) {
		s = buildShape(f)
	}
	shapes.Lock()
	if shapes.m == nil || len(shapes.m) >= shapeCacheMax || len(shapes.byPtr) >= shapeCacheMax {
		shapes.m = make(map[uint64]*featureShape)
		shapes.byPtr = make(map[*geom.Vec]*featureShape)
	}
	shapes.m[h] = s
	if key != nil {
		shapes.byPtr[key] = s
	}
	shapes.Unlock()
	return s
}

// matches reports whether s was built from f's geometry (an edit in place
// changes the geometry behind the same slice).
func (s *featureShape) matches(f *Feature) bool {
	return s.width == f.Width && slices.Equal(s.area, f.Area) && slices.Equal(s.line, f.Line)
}

// terrain is the shape of every feature of t, in order: cached by the
// Features slice's address and checked feature by feature on every use
// (once for all the queries of a hold, hold.go).
func (t *Table) terrain() []*featureShape {
	if len(t.Features) == 0 {
		return nil
	}
	if h := heldTerrainFor(t.Features); h != nil {
		if auditing.Load() {
			h.auditTerrain(t.Features)
		}
		return h.terrain // checked once, when the hold began (Hold)
	}
	key := &t.Features[0]
	terrains.Lock()
	ss := terrains.m[key]
	terrains.Unlock()
	if len(ss) == len(t.Features) {
		ok := true
		for i := range ss {
			if !ss[i].matches(&t.Features[i]) {
				ok = false
				break
			}
		}
		if ok {
			return ss
		}
	}
	ss = make([]*featureShape, len(t.Features))
	for i := range t.Features {
		ss[i] = shapeOf(&t.Features[i])
	}
	terrains.Lock()
	if terrains.m == nil || len(terrains.m) >= terrainCacheMax {
		terrains.m = make(map[*Feature][]*featureShape)
	}
	terrains.m[key] = ss
	terrains.Unlock()
	return ss
}

var terrains struct {
	sync.Mutex
	m map[*Feature][]*featureShape
}

func hashFeature(f *Feature) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	mix := func(x float64) { h = (h ^ math.Float64bits(x)) * prime }
	mix(float64(len(f.Area)))
	for _, v := range f.Area {
		mix(v.X)
		mix(v.Y)
	}
	mix(float64(len(f.Line)))
	for _, v := range f.Line {
		mix(v.X)
		mix(v.Y)
	}
	mix(f.Width)
	return h
}

func buildShape(f *Feature) *featureShape {
	s := &featureShape{
		area:  append(geom.Polygon(nil), f.Area...),
		line:  append([]geom.Vec(nil), f.Line...),
		width: f.Width,
	}
	if f.Linear() {
		s.pieces = strokePieces(f.Line, f.Width/2)
	} else {
		s.pieces = f.Area.Triangulate()
	}
	s.box = geom.AABB{Min: geom.V(math.Inf(1), math.Inf(1)), Max: geom.V(math.Inf(-1), math.Inf(-1))}
	for _, p := range s.pieces {
		b := p.Bounds()
		s.boxes = append(s.boxes, b)
		s.box = s.box.Union(b)
	}
	if f.Linear() {
		s.box = s.box.Union(geom.BoundsOf(f.Line...))
	}
	return s
}

// strokePieces cuts the band within half of a polyline into disjoint convex
// pieces: one quadrilateral per segment, cut at each bend by the bisector of
// the bend (so the inner sides do not overlap), and a fan polygon filling
// the outer side of each bend (a round join). The ends are square (butt
// caps): a wall or a river is as long as drawn. A zero half-width gives no
// pieces; such lines are handled as segments.
func strokePieces(line []geom.Vec, half float64) []geom.Polygon {
	if half <= geom.Eps || len(line) < 2 {
		return nil
	}
	// Drop repeated vertices.
	pts := []geom.Vec{line[0]}
	for _, v := range line[1:] {
		if !v.Near(pts[len(pts)-1]) {
			pts = append(pts, v)
		}
	}
	var out []geom.Polygon
	n := len(pts) - 1
	for i := 0; i < n; i++ {
		a, b := pts[i], pts[i+1]
		u := b.Sub(a).Unit()
		nn := u.Perp().Scale(half)
		q := geom.Polygon{a.Sub(nn), b.Sub(nn), b.Add(nn), a.Add(nn)}
		// Cut by the bisector at each interior end.
		if i > 0 {
			pu := pts[i].Sub(pts[i-1]).Unit()
			if bis := pu.Add(u); bis.Len() > geom.Eps {
				q = q.ClipHalfPlane(bis, a.Dot(bis)) // keep the part ahead of a
			}
		}
		if i+1 < n {
			nu := pts[i+2].Sub(pts[i+1]).Unit()
			if bis := u.Add(nu); bis.Len() > geom.Eps {
				q = q.ClipHalfPlane(bis.Neg(), b.Dot(bis.Neg())) // behind b
			}
		}
		if len(q) >= 3 {
			out = append(out, q)
		}
		if i+1 < n {
			if fan := joinFan(b, u, pts[i+2].Sub(b).Unit(), half); fan != nil {
				out = append(out, fan)
			}
		}
	}
	return out
}

// joinFan is the outer wedge of a bend at v from direction u to direction
// w: the sector of radius half between the two segments' outer normals.
func joinFan(v, u, w geom.Vec, half float64) geom.Polygon {
	turn := u.Cross(w) // > 0: turning towards +Perp, so the outer side is −Perp
	if math.Abs(turn) < geom.Eps && u.Dot(w) > 0 {
		return nil // straight on
	}
	side := -1.0
	if turn < 0 {
		side = 1
	}
	n1 := u.Perp().Scale(side)
	n2 := w.Perp().Scale(side)
	a1, a2 := n1.Angle(), n2.Angle()
	d := geom.NormAngle(a2 - a1)
	if math.Abs(d) < geom.AngleEps {
		return nil
	}
	k := int(math.Ceil(math.Abs(d) / JoinStep))
	r := half / math.Cos(math.Abs(d)/float64(2*k)) // circumscribe the arc
	// Tangent at both ends; between, the corners where the tangents at
	// k+1 evenly spaced points meet.
	fan := geom.Polygon{v, v.Add(n1.Scale(half))}
	for i := 0; i < k; i++ {
		fan = append(fan, v.Add(geom.Dir(a1+d*(float64(i)+0.5)/float64(k)).Scale(r)))
	}
	fan = append(fan, v.Add(n2.Scale(half)))
	return geom.ConvexHull(fan)
}
