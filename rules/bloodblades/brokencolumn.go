package bloodblades

import (
	"cmp"
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Columns, straight or broken (bnb.md §7.5 [L1527-1543], G23). A column
// is a head and the bases behind it, one base wide; once its head has
// pivoted and the others have followed, its bases stand on straight
// segments joined at bends (facing different ways, or one way again
// after bends to opposite sides) and it is a broken column, still one
// group [L1541]. No status is kept: a column is read from the table,
// each base linked to the one before it by where following puts it
// (columnLink, readLinks).

// columnLink reports whether b stands directly behind a in a column,
// straight or broken at one or two bends [L1532], and gives b's track to
// a: the manoeuvres that take b to where a stands, going as far straight
// ahead as a's depth (its front follows a's front by that much along the
// track, as in a straight column).
//   - Straight: b faces as a does, its front edge on a's rear edge,
//     corner to corner (G4, G23).
//   - One bend: a faces turn radians from b (a forward pivot, less than
//     an about-face); the track is that of the inner front corners (the
//     front-left ones for a bend to the left), which stand still while a
//     base pivots on them (bentTrack).
//   - Two bends, each to either side, turning up to less than a full
//     turn in all (twoBendTrack).
//
// The two must be as wide (a column is one base wide [L1530]) and must
// not overlap. A pair is read one way when it can: when a track also
// takes a to b and is simpler (fewer bends, then less turning), that
// reading holds, as a head turning less is the likelier making of the
// file; as simple, both are open (a file folded back beside itself), and
// a column's other links choose (readLinks).
func columnLink(a, b geom.Rect) ([]colOp, bool) {
	ops, ok := columnTrack(a, b)
	if !ok {
		return nil, false
	}
	if back, ok := columnTrack(b, a); ok && simplerTrack(back, ops) {
		return nil, false
	}
	return ops, true
}

// simplerTrack reports whether track x has fewer bends than y, or as
// many turning less in all.
func simplerTrack(x, y []colOp) bool {
	bends := func(t []colOp) (n int, turned float64) {
		for _, o := range t {
			if o.pivot {
				n, turned = n+1, turned+math.Abs(o.turn)
			}
		}
		return n, turned
	}
	nx, tx := bends(x)
	ny, ty := bends(y)
	return nx < ny || nx == ny && tx < ty-rigidTurn
}

// columnTrack is columnLink's reading of b behind a, whichever way the
// two are read.
func columnTrack(a, b geom.Rect) ([]colOp, bool) {
	tol := table.ContactTolerance
	if math.Abs(a.Width-b.Width) > tol {
		return nil, false
	}
	turn := geom.NormAngle(a.Facing - b.Facing)
	if math.Abs(turn) <= DirTolerance && b.CornerAt(geom.FL).Dist(a.CornerAt(geom.RL)) <= tol && b.CornerAt(geom.FR).Dist(a.CornerAt(geom.RR)) <= tol {
		return []colOp{{d: a.Depth}}, true
	}
	ops, ok := []colOp(nil), false
	if math.Abs(turn) > DirTolerance && math.Abs(turn) < math.Pi-DirTolerance {
		ops, ok = bentTrack(a, b, turn)
	}
	if !ok {
		ops, ok = twoBendTrack(a, b, turn)
	}
	if !ok || geom.Penetration(a.Polygon(), b.Polygon()) > table.OverlapSlack {
		return nil, false
	}
	return ops, true
}

// bentTrack is b's track to a at one bend, a facing turn radians from b,
// the inner front corners' (front-right for turn > 0) track being as
// long as a's depth D [L1532]: with P the point where the inner corners'
// lines meet, b's inner corner is s before P along its facing and a's is
// t past P along a's, s > 0, t ≥ 0 and s + t = D. This is where
// ColumnFollow leaves a base that has not yet reached the head's bend
// (one that reaches it pivots there).
func bentTrack(a, b geom.Rect, turn float64) ([]colOp, bool) {
	tol := table.ContactTolerance
	inner := geom.FR
	if turn < 0 {
		inner = geom.FL
	}
	fa, fb := a.Forward(), b.Forward()
	d := a.CornerAt(inner).Sub(b.CornerAt(inner))
	den := fb.Cross(fa) // sin(turn), away from 0 here
	if s, t := d.Cross(fa)/den, fb.Cross(d)/den; s > tol && t >= -tol && math.Abs(s+t-a.Depth) <= tol {
		return []colOp{{d: s}, {pivot: true, turn: turn}, {d: math.Max(t, 0)}}, true
	}
	return nil, false
}

// mayLink is a cheap test that b may stand behind a in a column
// (columnTrack fails when it fails): b's front corner may be as far from
// a's as a's depth along the track, and b's width more across it when the
// bends are to opposite sides (twobends.go), within the contact
// tolerance; the circles round the two are no farther apart than that.
func mayLink(a, b geom.Rect) bool {
	return !apart(a, b, a.Depth+math.Max(a.Width, b.Width)+table.ContactTolerance)
}

// linkPairs are the pairs of shapes, each as two indices, the lower
// first, in order (by the first, then the second), that mayLink may hold
// for, one way or the other: every pair, but those whose centres are too
// far apart along x for it. readLinks tests each; a side's bases are
// many (BrokenColumns reads them all, each offer), and a test of every
// pair costs two square roots per pair. mayLink(a, b) needs the centres
// within a's radius, b's, a's depth, the wider width and the contact
// tolerance, so within reach(a) + reach(b) + the tolerance, reach being
// radius + depth + width (their sizes, whatever their signs): the shapes are swept in order of centre x less
// reach. A shape with a NaN there may link with any (apart is false for
// it), so it is paired with every other (TestLinkPairsAgreeWithEveryPair).
func linkPairs(shapes []geom.Rect) [][2]int {
	type item struct {
		i           int
		left, right float64 // centre x less and plus reach
	}
	items := make([]item, 0, len(shapes))
	var wild []int
	for i, r := range shapes {
		h := r.Radius() + math.Abs(r.Depth) + math.Abs(r.Width)
		it := item{i, r.Center.X - h, r.Center.X + h}
		if math.IsNaN(it.left) || math.IsNaN(it.right) {
			wild = append(wild, i)
			continue
		}
		items = append(items, it)
	}
	slices.SortFunc(items, func(a, b item) int { return cmp.Compare(a.left, b.left) })
	var pairs [][2]int
	add := func(i, j int) { pairs = append(pairs, [2]int{min(i, j), max(i, j)}) }
	for x, a := range items {
		limit := a.right + table.ContactTolerance + geom.Eps // rounding never drops a pair
		for _, z := range items[x+1:] {
			if z.left > limit {
				break // sorted by left: none after it either
			}
			add(a.i, z.i)
		}
	}
	for k, w := range wild {
		for i := range shapes {
			if i != w && !slices.Contains(wild[:k], i) {
				add(w, i)
			}
		}
	}
	slices.SortFunc(pairs, func(p, q [2]int) int {
		if c := cmp.Compare(p[0], q[0]); c != 0 {
			return c
		}
		return cmp.Compare(p[1], q[1])
	})
	return pairs
}

// colLinks are the column links among some bases: behind[i] is the base
// directly behind i (-1 for none), ahead[j] the base j is behind, link[j]
// j's track to ahead[j]; double marks a base read with two bases behind
// it or ahead of it, or in a pair readable either way alike.
type colLinks struct {
	behind, ahead []int
	link          [][]colOp
	double        []bool
}

// readLinks reads which of shapes stands directly behind which
// (columnTrack), each pair one way: the only way a track fits; when
// tracks fit both ways (a file folded back beside itself), the way the
// pair's other links leave open (a base has one base behind it and one
// ahead), else the simpler track (simplerTrack), else neither (double).
func readLinks(shapes []geom.Rect) colLinks {
	n := len(shapes)
	l := colLinks{behind: make([]int, n), ahead: make([]int, n), link: make([][]colOp, n), double: make([]bool, n)}
	for i := range n {
		l.behind[i], l.ahead[i] = -1, -1
	}
	set := func(i, j int, ops []colOp) {
		if l.behind[i] >= 0 || l.ahead[j] >= 0 {
			l.double[i], l.double[j] = true, true
			return
		}
		l.behind[i], l.ahead[j], l.link[j] = j, i, ops
	}
	type pair struct {
		i, j      int
		fwd, back []colOp
	}
	var twoWay []pair
	for _, p := range linkPairs(shapes) {
		i, j := p[0], p[1]
		if !mayLink(shapes[i], shapes[j]) && !mayLink(shapes[j], shapes[i]) {
			continue
		}
		fwd, okF := columnTrack(shapes[i], shapes[j])
		back, okB := columnTrack(shapes[j], shapes[i])
		switch {
		case okF && okB:
			twoWay = append(twoWay, pair{i, j, fwd, back})
		case okF:
			set(i, j, fwd)
		case okB:
			set(j, i, back)
		}
	}
	for _, p := range twoWay {
		fwdOpen := l.behind[p.i] < 0 && l.ahead[p.j] < 0
		backOpen := l.behind[p.j] < 0 && l.ahead[p.i] < 0
		switch {
		case fwdOpen && (!backOpen || simplerTrack(p.fwd, p.back)):
			set(p.i, p.j, p.fwd)
		case backOpen && (!fwdOpen || simplerTrack(p.back, p.fwd)):
			set(p.j, p.i, p.back)
		default:
			l.double[p.i], l.double[p.j] = true, true
		}
	}
	return l
}

// columnChain is Column on shapes, straight or broken: the indices head
// first, and each base's track to the head (columnLink's manoeuvres, the
// base just behind first; none for the head). Every base but the head is
// linked behind exactly one other, the head behind none, all in one
// chain; no two of them touch edge to edge unless linked (one base wide,
// [L1530]).
func columnChain(shapes []geom.Rect) ([]int, [][]colOp, bool) {
	n := len(shapes)
	if n < 2 {
		return nil, nil, false
	}
	l := readLinks(shapes)
	if slices.Contains(l.double, true) {
		return nil, nil, false
	}
	head := slices.Index(l.ahead, -1)
	if head < 0 || slices.Index(l.ahead[head+1:], -1) >= 0 {
		return nil, nil, false
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			if touch, _ := edgeContact(shapes[i], shapes[j]); touch && l.behind[i] != j && l.behind[j] != i {
				return nil, nil, false // side by side, or staggered: not one base wide
			}
		}
	}
	order := []int{head}
	tracks := make([][]colOp, n)
	for i := l.behind[head]; i >= 0 && len(order) < n; i = l.behind[i] {
		tracks[i] = append(slices.Clone(l.link[i]), tracks[order[len(order)-1]]...)
		order = append(order, i)
	}
	if len(order) != n {
		return nil, nil, false
	}
	out := make([][]colOp, n)
	for k, i := range order {
		out[k] = tracks[i]
	}
	return order, out, true
}

// columnOrder is a straight column on shapes (G23 [L1527-1530]): the
// indices head first, every base straight behind the one before it.
func columnOrder(shapes []geom.Rect) ([]int, bool) {
	order, tracks, ok := columnChain(shapes)
	if !ok || bentTracks(tracks) {
		return nil, false
	}
	return order, true
}

// bentTracks reports whether a column's tracks to its head (columnChain)
// go round a bend: the column is broken [L1537], even when its bases all
// face one way again (two bends to opposite sides).
func bentTracks(tracks [][]colOp) bool {
	for _, t := range tracks {
		for _, o := range t {
			if o.pivot {
				return true
			}
		}
	}
	return false
}

// columnShapes are the shapes of the bases ids.
func columnShapes(s *rules.State, ids []string) []geom.Rect {
	shapes := make([]geom.Rect, len(ids))
	for i, id := range ids {
		shapes[i] = mustBase(s, id).Shape
	}
	return shapes
}

// bentColumn reports whether the bases ids (of one side) are a broken
// column [L1534-1541]: a column chain with a bend. It gives them head
// first.
func bentColumn(s *rules.State, ids []string) ([]string, bool) {
	order, tracks, ok := columnChain(columnShapes(s, ids))
	if !ok || !sameSide(s, ids) || !bentTracks(tracks) {
		return nil, false
	}
	out := make([]string, len(order))
	for k, i := range order {
		out[k] = ids[i]
	}
	return out, true
}

// sameSide reports whether the bases ids are all of one side.
func sameSide(s *rules.State, ids []string) bool {
	for _, id := range ids[1:] {
		if mustBase(s, id).Side != mustBase(s, ids[0]).Side {
			return false
		}
	}
	return true
}

// IsBroken reports whether the column col (head first, as Column gives
// it) is a broken column: a base is linked to the one before it round a
// bend [L1537] (so some face another way than the head, or all face one
// way again after bends to opposite sides).
func IsBroken(s *rules.State, col []string) bool {
	_, tracks, ok := columnChain(columnShapes(s, col))
	return ok && bentTracks(tracks)
}

// columnExtends reports whether the column col (head first) is part of a
// longer column of its side, straight or broken: a base outside it is
// linked ahead of its head or behind its last base. It is then a
// sub-group of that column [L1511, L1541].
func columnExtends(s *rules.State, col []string) bool {
	head := mustBase(s, col[0])
	tail := mustBase(s, col[len(col)-1])
	for _, id := range sideBases(s, head.Side) {
		if slices.Contains(col, id) {
			continue
		}
		o := mustBase(s, id).Shape
		if !mayLink(o, head.Shape) && !mayLink(tail.Shape, o) {
			continue
		}
		if _, ok := columnLink(o, head.Shape); ok {
			return true
		}
		if _, ok := columnLink(tail.Shape, o); ok {
			return true
		}
	}
	return false
}

// BrokenColumns lists side's broken columns [L1534-1541], each head
// first: the longest chains of bases linked one behind the other
// (columnLink) with a bend. Their
// straight parts may also belong to wider groups (the figure "colonne
// brisée" [L2658-2660]).
func BrokenColumns(s *rules.State, side int) [][]string {
	ids := sideBases(s, side)
	l := readLinks(columnShapes(s, ids))
	var out [][]string
	for h := range ids {
		if l.ahead[h] >= 0 || l.double[h] {
			continue
		}
		chain := []string{ids[h]}
		for i := l.behind[h]; i >= 0 && !l.double[i] && len(chain) <= len(ids); i = l.behind[i] {
			chain = append(chain, ids[i])
		}
		if len(chain) < 2 {
			continue
		}
		if col, ok := bentColumn(s, chain); ok {
			out = append(out, col)
		}
	}
	return out
}
