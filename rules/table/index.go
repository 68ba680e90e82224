package table

import (
	"math"
	"slices"
	"sync/atomic"
	"unsafe"

	"plateau/rules/geom"
)

// baseIndex is a uniform grid over the bases of one Bases slice, with
// their outlines: a query touches the few cells around it instead of every
// base, and never recomputes a corner. It is built lazily, cached by the
// slice's address (see arrayCache) and checked against the shapes on
// every use (once for all the queries of a hold, hold.go), so Table stays
// plain data and an edit in place simply rebuilds it; a rebuild reuses the outline of every base whose pose did
// not change, so corners are computed once per pose. Outline reads it one
// base at a time, checking only that base.
//
// Measured (BenchmarkDragCheck, 400 bases): the linear scan with a
// bounding-circle reject cost ~4 µs per query, three times a frame; the
// grid costs the shape check (~0.5 µs) plus the cells' contents.
type baseIndex struct {
	shapes []geom.Rect // what it was built from
	polys  []geom.Polygon
	boxes  []geom.AABB
	radii  []float64 // Shape.Radius()
	origin geom.Vec
	cell   float64
	nx, ny int
	start  []int32 // cell k holds items[start[k]:start[k+1]] (base indices, ascending)
	items  []int32
	reach  float64                  // largest distance from a base's centre to its box's sides
	radius float64                  // largest radius (MaxRadius)
	pairs  atomic.Pointer[pairMemo] // Gaps' measures of piece pairs (pairmemo.go), made on first use
}

// pairMemo is the grid's memo of piece pairs (nil for no grid).
func (ix *baseIndex) pairMemo() *pairMemo {
	if ix == nil {
		return nil
	}
	if m := ix.pairs.Load(); m != nil {
		return m
	}
	ix.pairs.CompareAndSwap(nil, newPairMemo(len(ix.shapes)))
	return ix.pairs.Load()
}

// indexMin is the number of bases below which a plain scan is as fast.
const indexMin = 24

// indexes holds the grid of each recently used Bases slice.
var indexes arrayCache[*baseIndex]

func (t *Table) index() *baseIndex {
	if len(t.Bases) < indexMin {
		return nil
	}
	key := addrOf(t.Bases)
	if h := heldFor(key, len(t.Bases)); h != nil {
		if auditing.Load() {
			h.audit(t.Bases)
		}
		return h.ix // checked once, when the hold began (Hold)
	}
	var prev *baseIndex
	if e := indexes.get(key); e != nil {
		if e.val.matches(t.Bases) {
			return e.val
		}
		prev = e.val
	}
	ix := buildIndex(t.Bases, prev)
	indexes.put(key, ix, false)
	return ix
}

// shareIndex gives dst, a fresh copy of src, src's grid: the same shapes,
// so the same grid; index checks it as it checks any other.
func shareIndex(dst, src []Base) {
	if len(src) < indexMin || len(dst) < indexMin {
		return
	}
	if e := indexes.get(addrOf(src)); e != nil {
		indexes.put(addrOf(dst), e.val, false)
	}
}

// samePose reports whether a and b are the same rectangle bit for bit, so
// that whatever was computed from one is exactly what the other gives (a
// float comparison would take −0 for 0, which can change a corner's sign
// bit, and would never match a NaN). A Rect is five float64s and nothing
// else (TestRectIsFiveFloats), so this compares its words: inlined, it
// costs what five float comparisons cost, and it runs for every base of
// every query.
func samePose(a, b *geom.Rect) bool {
	x, y := (*[5]uint64)(unsafe.Pointer(a)), (*[5]uint64)(unsafe.Pointer(b))
	// Word by word: an array comparison is a call to memequal.
	return (x[0]^y[0])|(x[1]^y[1])|(x[2]^y[2])|(x[3]^y[3])|(x[4]^y[4]) == 0
}

func (ix *baseIndex) matches(bs []Base) bool {
	if len(bs) != len(ix.shapes) {
		return false
	}
	for i := range bs {
		if !samePose(&bs[i].Shape, &ix.shapes[i]) {
			return false
		}
	}
	return true
}

// buildIndex indexes bs. prev, if not nil, is an older index of the same
// slice: a base at the same place with the same shape keeps its outline.
func buildIndex(bs []Base, prev *baseIndex) *baseIndex {
	n := len(bs)
	ix := &baseIndex{shapes: make([]geom.Rect, n), polys: make([]geom.Polygon, n), boxes: make([]geom.AABB, n), radii: make([]float64, n)}
	if prev != nil {
		// Its entries answer only for the pieces they were measured
		// from, whatever grid asks (pairmemo.go): a layout one move away
		// finds nearly all its pairs again, and a replay or a search of
		// many moves does not make a memo a move (issue 10: a tenth of
		// what loading a save allocated).
		if m := prev.pairs.Load(); m != nil {
			ix.pairs.Store(m)
		}
	}
	corners := make([]geom.Vec, 4*n)
	all := geom.AABB{Min: geom.V(math.Inf(1), math.Inf(1)), Max: geom.V(math.Inf(-1), math.Inf(-1))}
	for i := range bs {
		s := bs[i].Shape
		ix.shapes[i] = s
		p := geom.Polygon(corners[4*i : 4*i+4 : 4*i+4])
		if prev != nil && i < len(prev.shapes) && samePose(&s, &prev.shapes[i]) {
			copy(p, prev.polys[i])
			ix.boxes[i] = prev.boxes[i]
			ix.radii[i] = prev.radii[i]
		} else {
			c := s.Corners()
			copy(p, c[:])
			ix.boxes[i] = geom.BoundsOf(p...)
			ix.radii[i] = s.Radius()
		}
		ix.polys[i] = p
		if ix.radii[i] > ix.radius { // a NaN never is
			ix.radius = ix.radii[i]
		}
		all = all.Union(geom.AABB{Min: s.Center, Max: s.Center})
		b := ix.boxes[i]
		ix.reach = math.Max(ix.reach, math.Max(math.Max(s.Center.X-b.Min.X, b.Max.X-s.Center.X),
			math.Max(s.Center.Y-b.Min.Y, b.Max.Y-s.Center.Y)))
	}
	// Cells about twice a base across, and no more than about one per
	// base, so a drag query looks at a handful.
	area := math.Max((all.Max.X-all.Min.X)*(all.Max.Y-all.Min.Y), 1)
	ix.cell = math.Max(4*ix.reach, math.Sqrt(area/float64(n)))
	if !(ix.cell > 0) || math.IsInf(ix.cell, 0) {
		ix.cell = 1
	}
	ix.origin = all.Min
	ix.nx = int((all.Max.X-all.Min.X)/ix.cell) + 1
	ix.ny = int((all.Max.Y-all.Min.Y)/ix.cell) + 1
	count := make([]int32, ix.nx*ix.ny+1)
	cellOf := make([]int32, n)
	for i := range bs {
		k := ix.cellAt(bs[i].Shape.Center)
		cellOf[i] = int32(k)
		count[k+1]++
	}
	for k := 1; k < len(count); k++ {
		count[k] += count[k-1]
	}
	ix.start = slices.Clone(count)
	ix.items = make([]int32, n)
	for i := range bs {
		k := cellOf[i]
		ix.items[count[k]] = int32(i)
		count[k]++
	}
	return ix
}

func (ix *baseIndex) cellAt(p geom.Vec) int {
	x := min(max(int((p.X-ix.origin.X)/ix.cell), 0), ix.nx-1)
	y := min(max(int((p.Y-ix.origin.Y)/ix.cell), 0), ix.ny-1)
	return y*ix.nx + x
}

// query appends, in ascending order, the indices of the bases whose boxes
// meet box.
func (ix *baseIndex) query(dst []int32, box geom.AABB) []int32 {
	g := box.Grow(ix.reach) // centres of bases that may reach box
	x0 := int(math.Floor((g.Min.X - ix.origin.X) / ix.cell))
	x1 := int(math.Floor((g.Max.X - ix.origin.X) / ix.cell))
	y0 := int(math.Floor((g.Min.Y - ix.origin.Y) / ix.cell))
	y1 := int(math.Floor((g.Max.Y - ix.origin.Y) / ix.cell))
	x0, y0 = max(x0, 0), max(y0, 0)
	x1, y1 = min(x1, ix.nx-1), min(y1, ix.ny-1)
	n0 := len(dst)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			k := y*ix.nx + x
			for _, i := range ix.items[ix.start[k]:ix.start[k+1]] {
				if ix.boxes[i].Overlaps(box, 0) {
					dst = append(dst, i)
				}
			}
		}
	}
	slices.Sort(dst[n0:])
	return dst
}

// MaxRadius is the largest radius (geom.Rect.Radius, the distance from a
// centre to a corner) of the bases of t, Round ones included, NaN radii
// left out; 0 for a table without bases. It bounds how far from a base's
// centre anything the base reaches may be, so that a ruleset can turn a
// search of every base by distance (a zone of control reaching a few
// base widths ahead, say) into a Near query of the box that distance
// covers. It costs O(1) once the spatial index is built (as any query
// builds it), a scan of the bases for a table too small for an index.
func (t *Table) MaxRadius() float64 {
	if ix := t.index(); ix != nil {
		return ix.radius
	}
	var r float64
	for i := range t.Bases {
		if q := t.Bases[i].Shape.Radius(); q > r {
			r = q
		}
	}
	return r
}
