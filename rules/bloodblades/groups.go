package bloodblades

import (
	"maps"
	"math"
	"slices"
	"sort"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// sameFacing reports whether two bases face the same direction with the
// same orientation, within DirTolerance (bnb.md §12.0's eps_a).
func sameFacing(a, b geom.Rect) bool {
	return math.Abs(geom.NormAngle(a.Facing-b.Facing)) <= DirTolerance
}

// cornersMeet reports whether some corner of a coincides with a corner of
// b, within table.ContactTolerance.
func cornersMeet(a, b geom.Rect) bool {
	for _, p := range a.Corners() {
		for _, q := range b.Corners() {
			if p.Dist(q) <= table.ContactTolerance {
				return true
			}
		}
	}
	return false
}

// edgeContact reports whether a and b, facing the same way, touch edge to
// edge front against rear or flank against flank, sharing more than
// table.ContactTolerance of edge (G19, G22). It says which: behind is
// true when b is directly in front of or behind a (a front/rear contact),
// false for a flank contact.
func edgeContact(a, b geom.Rect) (ok, behind bool) {
	if !sameFacing(a, b) || apart(a, b, table.ContactTolerance) {
		return false, false
	}
	c, touch := table.Touching(a, b)
	if !touch || c.Kind != table.EdgeToEdge || c.Overlap <= table.ContactTolerance {
		return false, false
	}
	switch {
	case c.EdgeA == geom.Front && c.EdgeB == geom.Rear, c.EdgeA == geom.Rear && c.EdgeB == geom.Front:
		return true, true
	case c.EdgeA == geom.Left && c.EdgeB == geom.Right, c.EdgeA == geom.Right && c.EdgeB == geom.Left:
		return true, false
	}
	return false, false
}

// GroupConnected is G19 [L1505]: a and b face the same direction, touch
// edge to edge (front to rear or flank to flank) and have a corner in
// common. Bases level side by side, or one behind the other with their
// corners aligned, are connected; bases staggered by half a width are not
// (they may still form a pack).
func GroupConnected(a, b geom.Rect) bool {
	ok, _ := edgeContact(a, b)
	return ok && cornersMeet(a, b)
}

// PackConnected is G22 [L1634-1639]: a and b face the same direction and
// touch edge to edge, front to rear or flank to flank, with a positive
// overlap; a corner-only touch does not count.
func PackConnected(a, b geom.Rect) bool {
	ok, _ := edgeContact(a, b)
	return ok
}

// components splits ids into the connected components of the graph whose
// edges link, each in table order.
func components(s *rules.State, ids []string, link func(a, b geom.Rect) bool) [][]string {
	n := len(ids)
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	shapes := make([]geom.Rect, n)
	boxes := make([]geom.AABB, n) // once each: checks ask for groups every drag frame
	for i, id := range ids {
		shapes[i] = mustBase(s, id).Shape
		boxes[i] = shapes[i].Bounds()
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			if !boxes[i].Overlaps(boxes[j], table.ContactTolerance) {
				continue
			}
			if link(shapes[i], shapes[j]) {
				parent[find(i)] = find(j)
			}
		}
	}
	byRoot := map[int][]string{}
	var roots []int
	for i, id := range ids {
		r := find(i)
		if _, ok := byRoot[r]; !ok {
			roots = append(roots, r)
		}
		byRoot[r] = append(byRoot[r], id)
	}
	out := make([][]string, 0, len(roots))
	for _, r := range roots {
		out = append(out, byRoot[r])
	}
	return out
}

// sideBases lists the rectangular bases of side, in table order.
func sideBases(s *rules.State, side int) []string {
	var ids []string
	for i := range s.Table.Bases {
		if b := &s.Table.Bases[i]; b.Side == side && !b.Round {
			ids = append(ids, b.ID)
		}
	}
	return ids
}

// Groups lists side's largest groups (G20 [L1505, L1523], A39): the
// connected components of at least 2 bases of the GroupConnected graph,
// each in table order. Every base is in at most one of them; any
// connected part of one of at least 2 bases is a sub-group [L1511].
func Groups(s *rules.State, side int) [][]string {
	var out [][]string
	for _, c := range components(s, sideBases(s, side), GroupConnected) {
		if len(c) >= 2 {
			out = append(out, c)
		}
	}
	return out
}

// Packs lists side's packs (G22 [L1634-1643]): the connected components
// of at least 2 bases of the PackConnected graph, each taking in as many
// bases as it can (there are no sub-packs [L1643]). Every group lies in
// a pack [L1645].
func Packs(s *rules.State, side int) [][]string {
	var out [][]string
	for _, c := range components(s, sideBases(s, side), PackConnected) {
		if len(c) >= 2 {
			out = append(out, c)
		}
	}
	return out
}

// IsGroup reports whether the bases ids (at least 2, of one side) form a
// group by themselves: connected by GroupConnected (G20, A39), or a
// broken column, whose bases are one group though they face different
// ways [L1541].
func IsGroup(s *rules.State, ids []string) bool {
	if len(ids) < 2 || !sameSide(s, ids) {
		return false
	}
	if len(components(s, ids, GroupConnected)) == 1 {
		return true
	}
	_, ok := bentColumn(s, ids)
	return ok
}

// IsSubGroup reports whether the group ids lies inside a larger group
// [L1511]: some base of its side outside it is group-connected to one of
// its bases, or it is a column, straight or broken, that a longer column
// prolongs (a broken column is one group [L1541]).
func IsSubGroup(s *rules.State, ids []string) bool {
	if col, ok := Column(s, ids); ok {
		if columnExtends(s, col) {
			return true
		}
		if IsBroken(s, col) {
			return false // no group of bases facing one way holds it all
		}
	}
	return len(groupAround(s, ids[0])) > len(ids)
}

// groupAround is the connected component of the GroupConnected graph of
// its side (Groups) holding base id, in table order; id alone when it is
// in no group (a round base is in none). Only that component is walked,
// each base's neighbours found through the spatial index (nearby: a base
// group-connected to another touches it, so its box is within the
// contact tolerance of the other's): checks ask for it every drag frame,
// and the rest of a large army does not change it.
func groupAround(s *rules.State, id string) []string {
	b := mustBase(s, id)
	if b.Round {
		return []string{id}
	}
	t := &s.Table
	start := t.BaseIndex(id)
	seen := map[int]bool{start: true}
	var near []int
	for queue := []int{start}; len(queue) > 0; queue = queue[1:] {
		i := queue[0]
		near = nearby(near[:0], t, t.Outline(i).Box, table.ContactTolerance)
		for _, j := range near {
			if o := &t.Bases[j]; !seen[j] && o.Side == b.Side && !o.Round && GroupConnected(t.Bases[i].Shape, o.Shape) {
				seen[j] = true
				queue = append(queue, j)
			}
		}
	}
	idx := slices.Sorted(maps.Keys(seen))
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = t.Bases[i].ID
	}
	return out
}

// frame is a group's frame (bnb.md §12.0): u across (to the right), v
// along the facing, from the origin.
type frame struct {
	f, r geom.Vec
}

func frameOf(r geom.Rect) frame { return frame{f: r.Forward(), r: r.RightDir()} }

func (fr frame) u(p geom.Vec) float64 { return p.Dot(fr.r) }
func (fr frame) v(p geom.Vec) float64 { return p.Dot(fr.f) }

// Front is G21 [L1507]: the indices into shapes (a group, all facing the
// same way) of the bases on the most forward line, left to right. When
// the bases level with the most forward front edge make several lines
// (side by side, flank touching flank), the widest line counts.
func Front(shapes []geom.Rect) []int {
	if len(shapes) == 0 {
		return nil
	}
	fr := frameOf(shapes[0])
	top := math.Inf(-1)
	for _, r := range shapes {
		top = math.Max(top, fr.v(r.CornerAt(geom.FL)))
	}
	var level []int
	for i, r := range shapes {
		if fr.v(r.CornerAt(geom.FL)) >= top-table.ContactTolerance {
			level = append(level, i)
		}
	}
	sort.Slice(level, func(a, b int) bool {
		return fr.u(shapes[level[a]].Center) < fr.u(shapes[level[b]].Center)
	})
	var best, cur []int
	var bestW, curW float64
	for k, i := range level {
		if k > 0 {
			prev := shapes[level[k-1]]
			if ok, behind := edgeContact(prev, shapes[i]); !ok || behind {
				cur, curW = nil, 0
			}
		}
		cur = append(cur, i)
		curW += shapes[i].Width
		if curW > bestW+geom.Eps {
			best, bestW = slices.Clone(cur), curW
		}
	}
	return best
}

// Column is G23 [L1527-1530] with its extension to broken columns
// [L1534-1537]: when the bases ids are a column — a head and the bases
// behind it, each with its front edge against the rear edge of the one
// before, one base wide, or such a column after its head has pivoted and
// the others followed (columnLink) — it returns them head first.
func Column(s *rules.State, ids []string) ([]string, bool) {
	if len(ids) < 2 || !sameSide(s, ids) {
		return nil, false
	}
	order, _, ok := columnChain(columnShapes(s, ids))
	if !ok {
		return nil, false
	}
	out := make([]string, len(order))
	for k, i := range order {
		out[k] = ids[i]
	}
	return out, true
}
