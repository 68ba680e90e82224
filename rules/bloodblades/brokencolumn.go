package bloodblades

import (
	"math"
	"slices"

	"plateau/rules"
	"plateau/rules/geom"
	"plateau/rules/table"
)

// Columns, straight or broken (bnb.md §7.5 [L1527-1543], G23). A column
// is a head and the bases behind it, one base wide; once its head has
// pivoted and the others have followed, its bases face different ways
// and it is a broken column, still one group [L1541]. No status is kept:
// a column is read from the table, each base linked to the one before it
// by where following puts it (columnLink).

// columnLink reports whether b stands directly behind a in a column,
// straight or broken at one or two bends [L1532], and gives b's track to
// a: the manoeuvres that take b to where a stands, going as far straight
// ahead as a's depth (its front follows a's front by that much along the
// track, as in a straight column).
//   - Straight: b faces as a does, its front edge on a's rear edge,
//     corner to corner (G4, G23).
//   - Bent: a faces turn radians from b (forward pivots only, less than
//     an about-face), both bends to that side; the track is that of the
//     inner front corners (the front-left ones for a bend to the left),
//     which stand still while a base pivots on them (bentTrack).
//
// The two must be as wide (a column is one base wide [L1530]) and must
// not overlap.
func columnLink(a, b geom.Rect) ([]colOp, bool) {
	tol := table.ContactTolerance
	if math.Abs(a.Width-b.Width) > tol {
		return nil, false
	}
	turn := geom.NormAngle(a.Facing - b.Facing)
	if math.Abs(turn) <= DirTolerance {
		if b.CornerAt(geom.FL).Dist(a.CornerAt(geom.RL)) <= tol && b.CornerAt(geom.FR).Dist(a.CornerAt(geom.RR)) <= tol {
			return []colOp{{d: a.Depth}}, true
		}
		return nil, false
	}
	if math.Abs(turn) >= math.Pi-DirTolerance {
		return nil, false
	}
	ops, ok := bentTrack(a, b, turn)
	if !ok || geom.Penetration(a.Polygon(), b.Polygon()) > table.OverlapSlack {
		return nil, false
	}
	return ops, true
}

// bentTrack is b's track to a when a faces turn radians from b, the
// inner front corners' (front-right for turn > 0) track being as long as
// a's depth D [L1532]:
//   - one bend: with P the point where the inner corners' lines meet,
//     b's inner corner is s before P along its facing and a's is t past
//     P along a's, s > 0, t ≥ 0 and s + t = D. This is where ColumnFollow
//     leaves a base that has not yet reached the head's bend (one that
//     reaches it pivots there).
//   - two bends (the head pivoted twice within D): b's inner corner Q
//     lies, with a's A, so that (A - Q) / D is between the chord and the
//     arc of the two facings' unit vectors. Where the head went between
//     the bends does not show, so the track is read as the one whose
//     second bend is at A (a has gone no further since it pivoted there):
//     s straight ahead, a pivot of θ1, e = D - s straight to A, a pivot of
//     the rest of the turn, with |A - (Q + s·fb)| = e, which gives
//     s = (D² - |A-Q|²) / (2(D - (A-Q)·fb)); s > 0, e > 0, and θ1 between
//     0 and turn (each bend a forward pivot to the same side).
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
	depth := a.Depth
	ahead := depth - d.Dot(fb)
	if ahead <= tol {
		return nil, false
	}
	s := (depth*depth - d.Dot(d)) / (2 * ahead)
	e := depth - s
	if s <= tol || e <= tol {
		return nil, false
	}
	u := d.Sub(fb.Scale(s)).Scale(1 / e)
	first := math.Atan2(fb.Cross(u), fb.Dot(u))
	rest := turn - first
	if first*turn <= 0 || rest*turn <= 0 || math.Abs(first) <= rigidTurn || math.Abs(rest) <= rigidTurn {
		return nil, false
	}
	return []colOp{{d: s}, {pivot: true, turn: first}, {d: e}, {pivot: true, turn: rest}}, true
}

// mayLink is a cheap test that b may stand behind a in a column: at a
// bend, b's front may be as far as a's depth from a.
func mayLink(a, b geom.Rect) bool {
	return a.Bounds().Overlaps(b.Bounds(), a.Depth+table.ContactTolerance)
}

// columnChain is Column on shapes, straight or broken: the indices head
// first, and each base's track to the head (columnLink's manoeuvres, the
// base just behind first; none for the head). Every base but the head is
// linked behind exactly one other, the head behind none, all in one
// chain; no two of them touch edge to edge facing the same way unless
// linked (one base wide, [L1530]).
func columnChain(shapes []geom.Rect) ([]int, [][]colOp, bool) {
	n := len(shapes)
	if n < 2 {
		return nil, nil, false
	}
	behind := make([]int, n) // behind[i]: the base linked behind i
	ahead := make([]int, n)  // ahead[j]: the base j is linked behind
	link := make([][]colOp, n)
	for i := range n {
		behind[i], ahead[i] = -1, -1
	}
	for i := range n {
		for j := range n {
			if i == j || !mayLink(shapes[i], shapes[j]) {
				continue
			}
			ops, ok := columnLink(shapes[i], shapes[j])
			if !ok {
				if touch, _ := edgeContact(shapes[i], shapes[j]); touch {
					if _, back := columnLink(shapes[j], shapes[i]); !back {
						return nil, nil, false // side by side, or staggered: not one base wide
					}
				}
				continue
			}
			if behind[i] >= 0 || ahead[j] >= 0 {
				return nil, nil, false
			}
			behind[i], ahead[j], link[j] = j, i, ops
		}
	}
	head := slices.Index(ahead, -1)
	if head < 0 || slices.Index(ahead[head+1:], -1) >= 0 {
		return nil, nil, false
	}
	order := []int{head}
	tracks := make([][]colOp, n)
	for i := behind[head]; i >= 0 && len(order) < n; i = behind[i] {
		tracks[i] = append(slices.Clone(link[i]), tracks[order[len(order)-1]]...)
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
// indices head first, every base facing the head's way.
func columnOrder(shapes []geom.Rect) ([]int, bool) {
	order, _, ok := columnChain(shapes)
	if !ok {
		return nil, false
	}
	for _, r := range shapes[1:] {
		if !sameFacing(shapes[0], r) {
			return nil, false
		}
	}
	return order, true
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
// column [L1534-1541]: a column chain in which some bases face another
// way than the head. It gives them head first.
func bentColumn(s *rules.State, ids []string) ([]string, bool) {
	shapes := columnShapes(s, ids)
	order, _, ok := columnChain(shapes)
	if !ok || !sameSide(s, ids) {
		return nil, false
	}
	bent := false
	for _, r := range shapes[1:] {
		bent = bent || !sameFacing(shapes[0], r)
	}
	if !bent {
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
// it) is a broken column: some of its bases face another way than its
// head [L1537].
func IsBroken(s *rules.State, col []string) bool {
	head := mustBase(s, col[0]).Shape
	for _, id := range col[1:] {
		if !sameFacing(head, mustBase(s, id).Shape) {
			return true
		}
	}
	return false
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
// (columnLink) in which some base faces another way than the head. Their
// straight parts may also belong to wider groups (the figure "colonne
// brisée" [L2658-2660]).
func BrokenColumns(s *rules.State, side int) [][]string {
	ids := sideBases(s, side)
	shapes := columnShapes(s, ids)
	behind := map[int]int{}
	hasAhead := map[int]bool{}
	ambiguous := map[int]bool{}
	for i := range ids {
		for j := range ids {
			if i == j || !mayLink(shapes[i], shapes[j]) {
				continue
			}
			if _, ok := columnLink(shapes[i], shapes[j]); ok {
				if _, dup := behind[i]; dup || hasAhead[j] {
					ambiguous[i], ambiguous[j] = true, true
				}
				behind[i], hasAhead[j] = j, true
			}
		}
	}
	var out [][]string
	for h := range ids {
		if hasAhead[h] {
			continue
		}
		chain := []string{ids[h]}
		for i, ok := behind[h]; ok && !ambiguous[i] && len(chain) <= len(ids); i, ok = behind[i] {
			chain = append(chain, ids[i])
		}
		if len(chain) < 2 || ambiguous[h] {
			continue
		}
		if col, ok := bentColumn(s, chain); ok {
			out = append(out, col)
		}
	}
	return out
}
